"""Run the doctests of pharaoh.web (the browser glue excepted: it needs Pyodide)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import pharaoh.web

MODULES = sorted(
    m.name
    for m in pkgutil.walk_packages(pharaoh.web.__path__, "pharaoh.web.")
    if m.name not in ("pharaoh.web.browser", "pharaoh.web.netpage")
)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
