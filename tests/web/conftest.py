"""Fixtures of the web tests."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fakegame import fake_game  # noqa: E402,F401
