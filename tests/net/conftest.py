"""Remote-play tests: a toy game with secrets is registered for the tests of this folder."""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest

from pharaoh.engine import registry

from .toy import GAME_ID, modules


@pytest.fixture(autouse=True, scope="module")
def toy_registered() -> Iterator[None]:
    """Register ``toy_hide`` next to the real games while a module of this folder runs."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(registry, "GAMES", (*registry.GAMES, GAME_ID))
        for name, module in modules().items():
            patch.setitem(sys.modules, name, module)
        yield
