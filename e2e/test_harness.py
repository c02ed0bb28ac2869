"""The harness itself: a request to another origin is caught (and never leaves the machine)."""

from __future__ import annotations


def test_a_foreign_request_is_caught_and_aborted(app) -> None:
    app.page.goto(app.url + "pyscript.toml")  # a light local page: no need to boot Python
    outcome = app.page.evaluate(
        """() => fetch('https://example.invalid/pyodide.mjs').then(() => 'loaded', () => 'blocked')"""
    )
    assert outcome == "blocked"
    assert app.foreign == ["https://example.invalid/pyodide.mjs"]
    assert any("example.invalid" in p for p in app.problems())
    app.foreign.clear()  # caught as it should be: let the teardown check pass
    app.errors.clear()
