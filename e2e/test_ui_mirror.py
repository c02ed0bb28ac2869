"""Playing through the screen-reader mirror only: a whole game of each, by buttons of the accessibility tree.

One person against quick computers (e2e/a11y_games.py).  Every move of the person is a
button found in the accessibility tree: the list "Your possible moves" is read as an aria
snapshot (role and accessible name of each button, the engine's ``describe_action``
sentence), the chosen move's button is looked up by role and name, focused and pressed with
Enter.  The mirror, visually hidden, shows while it has the focus.  On the way: the polite
live region says only whose turn it is and what just happened, the board's sentences are in
the region read on demand; with two people at one device the privacy screen covers all of it.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import pharaoh.web.mirror  # noqa: F401 - registers the mirror's words
from e2e.a11y_games import SPEED, TABLES, Table, hook, pick, play_whole_game, wait_played
from pharaoh.web.i18n import tr

SEEDS = {"valley_kings": 31, "mummy_curse": 34, "mummy_spell": 12}
"""The test seed of each game (``pharaoh:seed``): a short whole game with this test's person
(``python -m e2e.a11y_games GAME 1 200``, the second column: 40, 12 and 10 actions of the person)."""


def tree_buttons(acts: Any) -> list[str]:
    """The accessible names of the buttons in the moves' list, in order, from its aria snapshot.

    A snapshot line is ``- button "<name>"``, YAML-quoted as a whole (``- 'button "a: b"'``)
    when the name holds a colon; the name itself is a JSON string.
    """
    names = []
    for line in acts.aria_snapshot(timeout=5_000).splitlines():
        entry = line.strip().removeprefix("- ").removesuffix(":")
        if len(entry) > 1 and entry[0] == entry[-1] == "'":
            entry = entry[1:-1].replace("''", "'")
        if entry.startswith('button "'):
            quoted = entry.removeprefix("button ")
            names.append(json.loads(quoted[: quoted.rindex('"') + 1]))
    return names


def moves_list(app: Any, lang: str) -> Any:
    """The list of the person's moves, found by its role and accessible name."""
    return app.page.get_by_role("list", name=tr(lang, "mirror.acts"), exact=True)


def press_in_tree(app: Any, table: Table, state: dict[str, Any], rng: random.Random) -> bool:
    """Choose the person's move, find its button in the tree by name and press it; False if the tree lags."""
    legal = [e["action"] for e in state["legal"]]
    acts = moves_list(app, state["lang"])
    if acts.count() != 1:
        return False
    names = tree_buttons(acts)
    if len(names) != len(legal):
        return False  # the DOM follows the hook within a frame
    action = pick(table, state, rng)
    name = names[legal.index(action)]  # the mirror lists the moves in the engine's order
    button = acts.get_by_role("button", name=name, exact=True)
    assert button.count() >= 1, f"{name!r} is a button in the accessibility tree"
    assert f"{state['state_id']}:{action}" in [
        button.nth(i).get_attribute("data-arg") for i in range(button.count())
    ], f"the button named {name!r} plays {action!r}"
    button.first.focus()
    box = app.page.locator("#mirror").bounding_box()
    assert box is not None and box["width"] > 50, "the mirror shows while it has the focus"
    app.page.keyboard.press("Enter")
    wait_played(app, state["state_id"])
    return True


def check_regions(app: Any) -> None:
    """The live region is short (turn, last events); the board's sentences are read on demand."""
    page = app.page
    news = page.locator("#mirror-news")
    assert news.get_attribute("aria-live") == "polite" and news.get_attribute("role") == "status"
    assert news.inner_text().strip(), "the live region says whose turn it is and what just happened"
    view = page.locator("#mirror-view")
    assert view.get_attribute("aria-live") is None, "the board's sentences are not read out on every change"
    assert view.locator("li").count() >= 1, "what the seat holds and what lies where, in sentences"
    assert news.locator("li").count() <= 3, "only the last events are in the live region"


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_a_whole_game_through_the_accessibility_tree(app: Any, game_id: str) -> None:
    table = TABLES[game_id]
    rng = random.Random(5)
    looked = []

    def move(state: dict[str, Any]) -> bool:
        if not looked:
            check_regions(app)
            looked.append(state["state_id"])
        return press_in_tree(app, table, state, rng)

    played = play_whole_game(app, table, move, SEEDS[game_id])
    assert played >= 5, f"the person played {played} moves through the tree"
    app.page.evaluate("document.activeElement && document.activeElement.blur()")
    hidden = app.page.locator("#mirror").bounding_box()
    assert hidden is not None and hidden["width"] <= 1, "without the focus the mirror is hidden again"


def test_the_privacy_screen_covers_the_mirror(app: Any) -> None:
    """Two people at one device: behind the privacy screen the mirror only says whom to pass to."""
    page = app.page
    page.add_init_script(f"localStorage.setItem('pharaoh:speed', '{SPEED}')")
    app.goto()
    app.wait_ready()
    page.click("nav#menu button[data-game=valley_kings]")
    for seat in (0, 1):
        page.locator(f"li[data-seat='{seat}'] button[data-act=seat][data-arg='{seat}:']").click()
    page.click("#start")
    page.wait_for_function("window.pharaohTest && window.pharaohTest.overlay === 'pass'", timeout=20_000)
    lang = hook(app)["lang"]
    assert page.locator("#mirror-view").inner_text().strip() == "", "no board sentences behind the screen"
    assert page.locator("#mirror-acts").inner_text().strip() == "", "no moves behind the screen"
    assert moves_list(app, lang).count() == 0
    news = page.locator("#mirror-news").inner_text()
    assert news.strip() and page.locator("#mirror-news li").count() == 0, "only whom to pass the device to"
    page.click("#ready")
    page.wait_for_function("window.pharaohTest && window.pharaohTest.overlay === ''", timeout=10_000)
    assert moves_list(app, lang).count() == 1, "after Ready the person's moves are in the tree"
