"""tools/pack.py splits the package: what the menu imports in pharaoh.zip, the rest beside it."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import pack  # noqa: E402


def _package(root: Path) -> Path:
    package = root / "pharaoh"
    for rel, text in {
        "__init__.py": "",
        "web/__init__.py": "",
        "web/app.py": "X = 1\n",
        "games/__init__.py": "",
        "games/curse/__init__.py": "",
        "games/curse/info.py": "INFO = 1\n",
        "games/curse/rules.py": "RULES = 1\n",
        "games/curse/cards.json": "{}",
        "games/curse/menu.json": "{}",
        "games/curse/board.py": "LOAD = 'menu.json'\n",
    }.items():
        (package / rel).parent.mkdir(parents=True, exist_ok=True)
        (package / rel).write_text(text)
    return package


def test_the_menus_modules_go_first_and_the_rest_with_the_data_beside(tmp_path: Path) -> None:
    boot = frozenset({"pharaoh", "pharaoh.web", "pharaoh.web.app", "pharaoh.games", "pharaoh.games.curse",
                      "pharaoh.games.curse.info", "pharaoh.games.curse.board"})  # fmt: skip
    out = tmp_path / "pharaoh.zip"
    package = _package(tmp_path)
    assert pack.pack(out, package, bytecode=False, boot=boot) is True
    first = set(zipfile.ZipFile(out).namelist())
    rest = set(zipfile.ZipFile(pack.rest_path(out)).namelist())
    assert pack.rest_path(out).name == "pharaoh_rest.zip"
    assert "pharaoh/games/curse/info.py" in first and "pharaoh/web/app.py" in first
    assert rest == {"pharaoh/games/curse/rules.py", "pharaoh/games/curse/cards.json"}
    assert not first & rest
    assert "pharaoh/games/curse/menu.json" in first, "a data file a first module names goes with it"
    assert zipfile.ZipFile(out).comment == zipfile.ZipFile(pack.rest_path(out)).comment
    assert pack.pack(out, package, bytecode=False, boot=boot) is False, "unchanged: not rewritten"
    smaller = boot - {"pharaoh.games.curse.info"}
    assert pack.pack(out, package, bytecode=False, boot=smaller) is True, "a new list repacks"
    assert "pharaoh/games/curse/info.py" in zipfile.ZipFile(pack.rest_path(out)).namelist()


def test_entries_map_to_their_modules() -> None:
    assert pack.module_of("pharaoh/web/app.py") == "pharaoh.web.app"
    assert pack.module_of("pharaoh/web/__pycache__/app.cpython-314.pyc") == "pharaoh.web.app"
    assert pack.module_of("pharaoh/web/__init__.py") == "pharaoh.web"
    assert pack.module_of("pharaoh/web/__pycache__/__init__.cpython-314.pyc") == "pharaoh.web"
    assert pack.module_of("pharaoh/games/curse/cards.json") is None


def test_the_projects_list_names_modules_that_exist() -> None:
    names = pack.boot_modules()
    assert names is not None, "tools/package_boot.txt (tools/stdlib_boot.py writes it)"
    modules = {
        pack.module_of(path.relative_to(pack.PACKAGE.parent).as_posix()) for path in pack.package_files()
    }
    assert names <= modules, sorted(names - modules)
    assert {"pharaoh", "pharaoh.web.app", "pharaoh.engine.registry"} <= names
    assert not any(name.startswith("pharaoh.games.mummy_curse.rules") for name in names), (
        "no game rules at boot"
    )
