"""A first visit's menu imports only what it shows (#16, docs/runtime.md "Two archives").

The page fetches ``build/pharaoh_rest.zip`` (the games, the guides, remote play, replays) only
once the menu is up; whatever the menu imports must be in ``build/pharaoh.zip``, whose list
``tools/package_boot.txt`` is measured in Chromium (tools/stdlib_boot.py).  These tests pin the
menu's light modules on CPython: the menu of a page with remote play and offline play is
built in a fresh interpreter, and none of the heavy modules may be imported by then.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pharaoh.engine.guide import guide_script
from pharaoh.engine.registry import game_ids, game_info

ROOT = Path(__file__).resolve().parents[2]

AFTER_THE_MENU = (
    "pharaoh.web.guide",
    "pharaoh.engine.guide",
    "pharaoh.games.mummy_curse.guide",
    "pharaoh.games.mummy_spell.guide",
    "pharaoh.games.valley_kings.guide",
    "pharaoh.games.valley_kings.cards",
    "pharaoh.web.netscreens",
    "pharaoh.web.remote",
    "pharaoh.net",
    "pharaoh.web.replay",
    "pharaoh.engine.replay",
    "pharaoh.engine.match",
    "pharaoh.web.export",
    "pharaoh.web.logbook",
    "pharaoh.web.ending",
    "pharaoh.web.mirror",
    "secrets",
    "hmac",
    "hashlib",
)
"""Modules (and packages, with their modules) the menu must not import: they come after it.

(``secrets``, ``hmac`` and ``hashlib`` are in the boot's standard library, but cost time in a
first visit's unoptimised wasm: a game's seed and a test's bot key are made when it starts.)"""

MENU = """
import json, sys
sys.path[:0] = [{py!r}, {web!r}]
from fakes import FakeHost
from pharaoh.web.app import App
from pharaoh.web.surface import RecordingSurface

class Page:
    def fragment(self):
        return ""
    def session_load(self, key):
        return None

class FirstVisit(FakeHost):
    def net_page(self):
        return Page()
    def offline_status(self):
        return json.dumps({{"phase": "idle"}})
    def package_state(self):
        return "loading"
    def load_package(self, done):
        pass

host = FirstVisit()
host.storage["net.host"] = json.dumps({{"game": "valley_kings"}})
app = App(host, RecordingSurface(), lang="en")
app.resize(1280, 800, 2.0)
app.start()
app.on_action("lang", "de")
shown = {{"screen": app.screen, "html": host.html.get("screen", ""), "modules": sorted(sys.modules)}}
print(json.dumps(shown))
"""


def menu_in_a_fresh_interpreter() -> dict[str, object]:
    """The menu built by a new Python process: its screen, its html and every module imported."""
    code = MENU.format(py=str(ROOT / "py"), web=str(ROOT / "tests" / "web"))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=300
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def heavy(modules: list[str]) -> list[str]:
    """The modules of ``modules`` that should come after the menu."""
    return [m for m in modules if any(m == h or m.startswith(h + ".") for h in AFTER_THE_MENU)]


def test_the_menu_shows_guides_remote_play_and_replays_without_importing_them() -> None:
    menu = menu_in_a_fresh_interpreter()
    html = str(menu["html"])
    assert menu["screen"] == "menu"
    for gid in game_ids():
        assert f'data-act="guide-start" data-arg="{gid}"' in html, f"no guided game offered for {gid}"
    assert "Geführte Partie" in html and 'data-act="net-join-open"' in html
    assert 'data-act="net-resume"' in html and "Tara Wolf" in html, "the stored remote game is offered"
    assert 'data-file="replay-load"' in html, "the menu offers to watch a saved game"
    modules = menu["modules"]
    assert isinstance(modules, list)
    assert "pharaoh.web.app" in modules
    assert heavy(modules) == [], "the menu imported what the rest of the package brings"


def boot_list() -> list[str]:
    """The modules of tools/package_boot.txt (pharaoh.zip's, measured in Chromium)."""
    lines = (ROOT / "tools" / "package_boot.txt").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def test_the_menu_imports_only_the_first_archives_modules() -> None:
    # a module of ours the menu imports but the first archive leaves out breaks the first visit
    # (and the offline boot) with an import error in the page: caught here, before a browser runs
    menu = menu_in_a_fresh_interpreter()
    modules = menu["modules"]
    assert isinstance(modules, list)
    ours = [m for m in modules if m == "pharaoh" or m.startswith("pharaoh.")]
    assert "pharaoh.web.app" in ours
    assert sorted(set(ours) - set(boot_list())) == [], "imported by the menu, not in tools/package_boot.txt"


def test_the_first_archive_lists_none_of_what_comes_after_the_menu() -> None:
    """tools/package_boot.txt (measured in Chromium) agrees: pharaoh.zip does not carry them."""
    listed = boot_list()
    assert "pharaoh.web.app" in listed and "pharaoh.web.guidemenu" in listed
    assert heavy(listed) == []  # (secrets, hmac, hashlib: library modules, never listed here)


@pytest.mark.parametrize("game_id", sorted(game_ids()))
def test_the_menus_guide_flag_says_whether_the_game_has_a_guide(game_id: str) -> None:
    assert game_info(game_id).has_guide == (guide_script(game_id) is not None)
