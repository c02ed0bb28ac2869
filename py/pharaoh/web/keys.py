"""Playing the board from the keyboard: a focus that moves between the board's targets, drawn as a ring.

Works for every board renderer through the :class:`~pharaoh.web.games.Board` interface,
from what it already tells the app:

* the targets: ``targets()`` (a tap plays an action) and ``routes()`` (a first tap brings an
  action within one tap or button), plus an optional ``focus_keys()`` for what a tap picks
  without an action behind it yet (a die face of the curse, a card of Tara Wolf that needs a
  target);
* where they are: the hit regions the board registered in the last frame drawn.  Only a
  target a finger could tap (some part of it not covered, :meth:`Scene.tap_point`) takes the
  focus.

Tab and Shift+Tab step through the targets in reading order (rows top to bottom, each left
to right); past the last one the browser moves on to the buttons beside the board.  The
arrow keys move to the nearest target in their direction (on the curse's maze: the next lit
square in that row or column, square by square); Home and End go to the first and last.
Enter or Space taps the focused target.

Each target says what it does: the engine's ``describe_action`` sentence of the action a tap
plays, or of the actions it leads to (``routes()``, or the board's optional ``focus_leads(key)``),
or the board's optional ``focus_label(key, lang)``.  The canvas
takes that sentence as its accessible name (``static/ui.js``), so a screen reader reads it.

The ring is two strokes, near-black outside and white inside, so that one of them stands
out on any colour of any board (and on both light and dark parts of a card).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pharaoh.web.i18n import register, tr
from pharaoh.web.surface import Painter, Region

TEXTS: dict[str, dict[str, str]] = {
    "focus.then": {
        "de": "Erst wählen, dann: {moves}",
        "en": "Choose this first, then: {moves}",
        "fr": "Choisir d'abord, puis : {moves}",
        "it": "Scegli prima questo, poi: {moves}",
    },
    "focus.pick": {"de": "Auswählen", "en": "Choose this", "fr": "Choisir", "it": "Scegli"},
    "focus.walk": {
        "de": "Die Mumie bis {cell} gehen lassen ({n} {n|Schritt|Schritte})",
        "en": "Walk the mummy to {cell} ({n} {n|step|steps})",
        "fr": "Mener la momie jusqu'à {cell} ({n} {n|pas|pas})",
        "it": "Porta la mummia fino a {cell} ({n} {n|passo|passi})",
    },
    "focus.face": {
        "de": "Würfel „{face}“ wählen: die Felder, zu denen er führt, leuchten",
        "en": "Pick the die “{face}”: the squares it leads to light up",
        "fr": "Choisir le dé « {face} » : les cases où il mène s'allument",
        "it": "Scegli il dado «{face}»: si accendono le caselle dove porta",
    },
    "focus.page": {
        "de": "Weitere Handkarten zeigen",
        "en": "Show more of your hand",
        "fr": "Montrer la suite de votre main",
        "it": "Mostra altre carte della mano",
    },
    "focus.place": {
        "de": "{n} von {total}",
        "en": "{n} of {total}",
        "fr": "{n} sur {total}",
        "it": "{n} di {total}",
    },
    "focus.none": {
        "de": "Spielbrett: hier ist gerade nichts zu tun. Tab führt zu den Knöpfen daneben.",
        "en": "Board: nothing to do here now. Tab goes on to the buttons beside it.",
        "fr": "Plateau : rien à faire ici pour l'instant. Tab passe aux boutons à côté.",
        "it": "Tabellone: qui per ora non c'è niente da fare. Tab passa ai pulsanti accanto.",
    },
}
"""The focus's own words (the sentences of the actions come from the engines)."""
register(TEXTS)

ARROWS: dict[str, tuple[int, int]] = {
    "ArrowLeft": (-1, 0),
    "ArrowRight": (1, 0),
    "ArrowUp": (0, -1),
    "ArrowDown": (0, 1),
}
"""Arrow key -> direction on the screen (y grows downwards)."""

RING_OUTER = "#0b0704"
RING_INNER = "#ffffff"
"""The ring's two strokes: one of them contrasts with whatever lies under it."""


def candidate_keys(board: Any) -> list[str]:
    """Region keys of all a tap on the board does something with (targets, routes, picks), once each."""
    keys: dict[str, None] = {}
    for name in ("targets", "routes", "focus_keys"):
        method = getattr(board, name, None)
        if not callable(method):
            continue
        try:
            found = method()
        except Exception:  # noqa: BLE001,S112 - a board's optional hook must not break the keyboard
            continue
        values = found.values() if isinstance(found, dict) else found
        for key in values:
            keys.setdefault(str(key), None)
    return list(keys)


def reading_order(regions: Sequence[Region]) -> list[Region]:
    """Regions in reading order: rows top to bottom (centres within half a height), each left to right.

    >>> rs = [Region("b", 50, 2, 20, 20), Region("c", 0, 40, 20, 20), Region("a", 0, 0, 20, 20)]
    >>> [r.key for r in reading_order(rs)]
    ['a', 'b', 'c']
    """
    rows: list[list[Region]] = []
    for region in sorted(regions, key=lambda r: (r.center[1], r.center[0])):
        row = rows[-1] if rows else None
        if row is not None:
            first = row[0]
            if abs(region.center[1] - first.center[1]) <= max(4.0, min(first.h, region.h) / 2):
                row.append(region)
                continue
        rows.append([region])
    return [r for row in rows for r in sorted(row, key=lambda r: r.center[0])]


def toward(regions: Sequence[Region], current: Region | None, dx: int, dy: int) -> Region | None:
    """The nearest region in a direction from ``current`` (straight ahead preferred over aside).

    Distance ahead plus twice the distance aside: on a grid this is the next square in that
    row or column, else the nearest one in that half of the plane.

    >>> grid = [Region(f"{x}{y}", x * 10, y * 10, 10, 10) for x in range(3) for y in range(3)]
    >>> toward(grid, grid[0], 1, 0).key, toward(grid, grid[0], 0, 1).key
    ('10', '01')
    >>> toward(grid, grid[0], -1, 0) is None
    True
    """
    if current is None:
        return regions[0] if regions else None
    cx, cy = current.center
    best: tuple[float, Region] | None = None
    for region in regions:
        if region.key == current.key:
            continue
        x, y = region.center
        ahead = (x - cx) * dx + (y - cy) * dy
        if ahead <= 0.5:
            continue
        aside = abs((x - cx) * dy - (y - cy) * dx)
        score = ahead + 2 * aside
        if best is None or score < best[0]:
            best = (score, region)
    return best[1] if best is not None else None


def draw_ring(p: Painter, x: float, y: float, w: float, h: float) -> None:
    """The focus ring around a rectangle: a dark stroke outside a white one, drawn over everything."""
    pad = 3.0
    p.save()
    p.dash([])
    p.alpha(1.0)
    for colour, width, grow in ((RING_OUTER, 6.0, pad + 1.5), (RING_INNER, 2.5, pad)):
        p.stroke_style(colour)
        p.line_width(width)
        p.begin()
        p.round_rect(x - grow, y - grow, w + 2 * grow, h + 2 * grow, 6.0)
        p.stroke()
    p.restore()


class BoardFocus:
    """The board target with the keyboard focus (``key``), and whether the canvas has it (``active``)."""

    def __init__(self) -> None:
        self.key: str | None = None
        self.active = False

    def reset(self) -> None:
        """A new board or screen: no target has the focus (the canvas may still have it)."""
        self.key = None

    def regions(self, board: Any, last: Sequence[Region], tap_point: Callable[[str], Any]) -> list[Region]:
        """The focusable targets in reading order, each its topmost region in the last frame drawn."""
        wanted = set(candidate_keys(board))
        top: dict[str, Region] = {}
        for region in last:
            if region.key in wanted:
                top[region.key] = region  # later regions lie on top
        shown = [r for key, r in top.items() if tap_point(key) is not None]
        return reading_order(shown)

    def move(self, order: Sequence[Region], step: int) -> str | None:
        """Tab (``step`` 1) or Shift+Tab (-1): the next target, or None past either end (the focus leaves)."""
        keys = [r.key for r in order]
        if not keys:
            self.key = None
            return None
        start = 0 if step > 0 else len(keys) - 1
        index = keys.index(self.key) + step if self.key in keys else start
        self.key = keys[index] if 0 <= index < len(keys) else None
        return self.key

    def enter(self, order: Sequence[Region], backwards: bool) -> str | None:
        """The canvas got the keyboard focus: the first target (the last one, coming back by Shift+Tab)."""
        self.active = True
        self.key = (order[-1] if backwards else order[0]).key if order else None
        return self.key

    def arrow(self, order: Sequence[Region], name: str) -> str | None:
        """An arrow key: the nearest target that way (the focus stays where it is if there is none)."""
        dx, dy = ARROWS[name]
        current = next((r for r in order if r.key == self.key), None)
        found = toward(order, current, dx, dy)
        if found is not None:
            self.key = found.key
        return self.key

    def label(self, board: Any, game: Any, view: Any, order: Sequence[Region], lang: str) -> str:
        """What the focused target does, in words, with its place in the order ("3 of 7")."""
        keys = [r.key for r in order]
        if self.key not in keys:
            return tr(lang, "focus.none")
        key = self.key
        played = [a for a, k in _mapping(board, "targets").items() if k == key]
        routed = [a for a, k in _mapping(board, "routes").items() if k == key and a not in played]
        leads = getattr(board, "focus_leads", None)
        if not played and not routed and callable(leads):
            try:
                routed = [str(a) for a in leads(key)]
            except Exception:  # noqa: BLE001 - an optional hook must not break the keyboard
                routed = []
        parts = [describe(game, view, a, lang) for a in played]
        if routed:
            moves = "; ".join(describe(game, view, a, lang) for a in routed)
            parts.append(tr(lang, "focus.then", moves=moves))
        if not parts:
            custom = getattr(board, "focus_label", None)
            text = ""
            if callable(custom):
                try:
                    text = str(custom(key, lang) or "")
                except Exception:  # noqa: BLE001 - a label must never break the keyboard
                    text = ""
            parts.append(text or tr(lang, "focus.pick"))
        place = tr(lang, "focus.place", n=keys.index(key) + 1, total=len(keys))
        return " / ".join(parts) + f" ({place})"

    def draw(self, p: Painter, area: tuple[float, float, float, float]) -> None:
        """The ring around the focused target in this frame's regions (around ``area`` if none has it)."""
        if not self.active:
            return
        if self.key is not None:
            region = next((r for r in reversed(p.regions) if r.key == self.key), None)
            if region is not None:
                p.tag(f"focus:{self.key}")
                draw_ring(p, region.x, region.y, region.w, region.h)
                return
        x, y, w, h = area
        p.tag("focus:board")
        draw_ring(p, x + 4, y + 4, max(0.0, w - 8), max(0.0, h - 8))


def _mapping(board: Any, name: str) -> dict[str, str]:
    method = getattr(board, name, None)
    if not callable(method):
        return {}
    try:
        found = method()
    except Exception:  # noqa: BLE001 - an optional hook must not break the keyboard
        return {}
    return {str(a): str(k) for a, k in found.items()} if isinstance(found, dict) else {}


def describe(game: Any, view: Any, action: str, lang: str) -> str:
    """The engine's sentence for an action in notation (the notation itself if that fails)."""
    try:
        return str(game.describe_action(view, game.decode_action(action), lang)) or action
    except Exception:  # noqa: BLE001 - a sentence must never hide a target
        return action
