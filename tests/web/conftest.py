"""Fixtures of the web tests."""

import hashlib
import itertools
import sys
import types
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fakegame import fake_game  # noqa: E402,F401


@pytest.fixture(autouse=True)
def fixed_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    """New games get seeds 1001, 1002, ... and their computers' keys from a counter too.

    Both come from system entropy in the page; here every run is the same game with the same
    computers' draws (a fixed deal alone left the easy computers' slips to chance).
    """
    counter = itertools.count(1001)
    monkeypatch.setattr("pharaoh.web.app.new_seed", lambda: next(counter))
    keys = itertools.count(1)
    fixed = types.SimpleNamespace(token_bytes=lambda n: hashlib.sha256(b"%d" % next(keys)).digest()[:n])
    monkeypatch.setattr("pharaoh.web.runner.secrets", fixed)  # only the local session's bot key
