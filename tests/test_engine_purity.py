"""Engines never import the browser, the network or pydantic (the layering rule)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "py" / "pharaoh"
FORBIDDEN = {
    "js",
    "pyodide",
    "pyscript",
    "pydantic",
    "pharaoh.web",
    "pharaoh.net",
    "socket",
    "urllib",
    "http",
}
"""Browser, network and boundary modules: engines are pure rules."""
FILES = sorted(p for d in ("engine", "games") for p in (ROOT / d).rglob("*.py"))


def imported(path: Path) -> set[str]:
    """Every module name a file imports, at any depth of the tree."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module":
            arg = node.args[0] if node.args else None
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                names.add(arg.value)
    return names


def test_there_are_engine_files() -> None:
    assert len(FILES) >= 5


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_engine_imports_nothing_forbidden(path: Path) -> None:
    bad = {n for n in imported(path) if any(n == f or n.startswith(f + ".") for f in FORBIDDEN)}
    assert not bad, f"{path.name} imports {sorted(bad)}"


def test_the_checker_catches_a_forbidden_import(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from pyodide.ffi import create_proxy\n    import js\n")
    assert imported(probe) >= {"pyodide.ffi", "js"}
