"""The page's test-only seed knob (``localStorage["pharaoh:seed"]``): Start deals that seed's game."""

from __future__ import annotations

from fakes import make_app, run, start


def _game(seed: int | None) -> tuple[int, bytes, list[str]]:
    """Start Tara Wolf (a person against the easy computer): the seed, the bots' key, the first moves."""
    app, host, _ = make_app(speed=50, seed=seed)
    start(app, "valley_kings", ["", "casual"])
    session = app.session
    for _ in range(6):
        run(app, host, 500)
        legal = session.legal()
        if legal:
            app.play(legal[0])
    return session.seed, session.bot_key, [str(e.kind) for e in session.match.log_for(None)]


def test_a_test_seed_deals_the_same_game_and_the_same_computers_each_time() -> None:
    first, again = _game(4242), _game(4242)
    assert first[0] == 4242
    assert first == again, "the same deal, the same computers' key, the same moves"
    assert _game(4243)[1] != first[1]


def test_without_the_knob_each_start_is_a_fresh_game() -> None:
    one, two = _game(None), _game(None)
    assert one[0] != two[0] and one[1] != two[1]


def test_a_bad_knob_is_ignored() -> None:
    for text in ("x", "0", "-5", "99999999999"):
        app, host, _ = make_app(speed=50)
        host.storage["seed"] = text
        app2 = type(app)(host, app.scene.surface, lang="en")
        assert app2.test_seed is None, text
