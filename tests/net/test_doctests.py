"""The examples in the remote-play modules' docstrings run (pytest's doctest paths do not reach them)."""

from __future__ import annotations

import doctest
import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

MODULES = [
    "pharaoh.net.messages",
    "pharaoh.net.fairseed",
    "pharaoh.net.screens",
    "pharaoh.net.sdp",
    "pharaoh.net.ice",
    "pharaoh.net.host",
    "pharaoh.net.guest",
    "pharaoh.net.reasons",
    "pharaoh.net.storage",
    "pharaoh.net.windows",
    "pharaoh.saves",
    "pharaoh.savefile",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_engine_does_not_pull_in_pydantic() -> None:
    modules = (
        "pharaoh.engine, pharaoh.engine.match, pharaoh.net, pharaoh.net.sdp, pharaoh.net.fairseed, "
        "pharaoh.savefile"
    )
    code = f"import sys, {modules}; print('pydantic' in sys.modules)"
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "py")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip() == "False"
