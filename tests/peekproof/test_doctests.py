"""The docstring examples of the peek-proof modules run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = (
    "pharaoh.engine.game",
    "pharaoh.games.valley_kings.partial",
    "pharaoh.games.valley_kings.peekproof",
    "pharaoh.games.valley_kings.setup",
    "pharaoh.net.peekproof",
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
