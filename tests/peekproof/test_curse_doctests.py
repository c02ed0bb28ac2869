"""The docstring examples of the curse's peek-proof modules and the multi-seat match run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = (
    "pharaoh.games.mummy_curse.partial",
    "pharaoh.games.mummy_curse.peekproof",
    "pharaoh.net.peekmulti",
    "pharaoh.net.sidewire",
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
