"""The examples in pharaoh.fair's docstrings run, and the package stays pure standard library."""

from __future__ import annotations

import doctest
import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

MODULES = [
    "pharaoh.fair.commit",
    "pharaoh.fair.group",
    "pharaoh.fair.keys",
    "pharaoh.fair.deck",
    "pharaoh.fair.wire",
    "pharaoh.fair.errors",
    "pharaoh.fair.jobs",
    "pharaoh.fair.dice",
    "pharaoh.fair.save",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0


def test_the_package_imports_no_engine_web_net_or_pydantic() -> None:
    code = (
        f"import sys, {', '.join(MODULES)}; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'js', 'pyodide', 'pyscript') "
        "or m.startswith(('pharaoh.net', 'pharaoh.web', 'pharaoh.games', 'pharaoh.engine'))))"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "py")}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.strip() == "[]"
