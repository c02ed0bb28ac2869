"""Fixtures of the web tests."""

import itertools
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fakegame import fake_game  # noqa: E402,F401


@pytest.fixture(autouse=True)
def fixed_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """New games get seeds 1001, 1002, ... instead of system entropy, so every run is the same."""
    counter = itertools.count(1001)
    monkeypatch.setattr("pharaoh.web.app.new_seed", lambda: next(counter))
