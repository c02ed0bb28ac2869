"""The mummy_curse play screen: maze, pieces, dice tray, ankhs and cards, taps to actions.

It draws only the shown seat's view: on the mummy's screen the view holds no explorer
square, so no pawn is drawn at all (and no belief either: the board shows the mummy
alone).  Animations come from the events that seat may see.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pharaoh.engine.game import Event, Game, Seat, View
from pharaoh.web.games import Choice, Rect
from pharaoh.web.games.mummy_curse import art
from pharaoh.web.games.mummy_curse.geometry import Frame, Maze, Placement, place
from pharaoh.web.i18n import tr, tr_known
from pharaoh.web.keys import TEXTS as FOCUS_TEXTS  # noqa: F401 - its focus_label words
from pharaoh.web.measure import text_width, wrap_width
from pharaoh.web.surface import LayerCache, Painter
from pharaoh.web.tween import along, clamp01, ease_in_out, hop

STEP_MS = 120.0
"""A pawn glides one square in this time."""
MUMMY_STEP_MS = 300.0
"""The mummy takes one step in this time."""
ROLL_MS = 650.0
BURST_MS = 900.0


@dataclass
class Anim:
    """A piece moving along squares from ``t0``."""

    cells: list[str]
    t0: float
    duration: float
    stepped: bool = False

    def end(self) -> float:
        """When it arrives."""
        return self.t0 + self.duration


@dataclass
class Effect:
    """A one-off effect at a square: "burst" (capture), "glow" (a card laid)."""

    kind: str
    cell: str
    t0: float
    duration: float


def colour_name(colour: str, lang: str) -> str:
    """A pawn colour for people."""
    return tr(lang, f"mc.colour.{colour}")


def seat_label(players: int, seat: Seat, lang: str) -> str:
    """The seat's role and colour, e.g. "The mummy" or "Purple explorer"."""
    from pharaoh.games.mummy_curse.cards import PAWN_COLOURS

    if seat == 0:
        return tr(lang, "mc.mummy")
    if players == 2:
        return tr(
            lang,
            "mc.explorers2",
            a=colour_name(PAWN_COLOURS[0], lang),
            b=colour_name(PAWN_COLOURS[1], lang),
        )
    return tr(lang, "mc.explorer", colour=colour_name(PAWN_COLOURS[seat - 1], lang))


class MummyBoard:
    """The board renderer and tap handler for one game of mummy_curse."""

    def __init__(self, game: Game[Any, Any], players: int, maze: Maze) -> None:
        self.game = game
        self.players = players
        self.maze = maze
        self.view: View = {}
        self.legal: list[str] = []
        self.seat: Seat | None = None
        self.face: str | None = None
        self.pending_cell: str | None = None
        self.pending_lay = False
        self.queue: list[str] = []
        self.anims: dict[str, Anim] = {}
        self.effects: list[Effect] = []
        self.roll_at = -1e9
        self.mummy_roll_at = -1e9
        self._busy = 0.0
        self.placement: Placement | None = None
        self._area: Rect | None = None
        self.now = 0.0
        self._lang = "en"
        self._layers: LayerCache | None = None
        # parsed legal actions
        self.moves: dict[str, list[tuple[str, bool, str]]] = {}
        """Destination -> (face, lays a card, action) for every legal move."""
        self.steps: dict[str, str] = {}
        self.lays: dict[str, list[str]] = {}
        """Card -> the moves that lay it."""
        self.simple: dict[str, str] = {}

    # ------------------------------------------------------------------ state
    def update(
        self, view: View, legal: Sequence[str], events: Sequence[Event], *, seat: Seat | None, now: float
    ) -> None:
        """Take the new view and legal actions; start the animations of ``events``."""
        self.now = now
        if seat != self.seat:
            self.anims.clear()
            self.effects.clear()
        self.view, self.legal, self.seat = view, list(legal), seat
        self._parse()
        if self.face is not None and self.face not in self._faces():
            self.face = None
        if self.pending_cell is not None and self.pending_cell not in self.moves:
            self.pending_cell = None
        if self.queue and self.queue[0] not in self.legal:
            self.queue.clear()
        self._animate(events, now)

    def _parse(self) -> None:
        self.moves, self.steps, self.lays, self.simple = {}, {}, {}, {}
        mummy_cell = self.view.get("mummy", {}).get("cell")
        for text in self.legal:
            words = text.split()
            kind = words[0]
            if kind in ("move", "arrow") and len(words) in (3, 4):
                face = "arrow" if kind == "arrow" else words[1]
                lay = len(words) == 4 and words[3] == "lay"
                self.moves.setdefault(words[2], []).append((face, lay, text))
                card_name = self.maze.symbol_at.get(words[2])
                if lay and card_name is not None:
                    self.lays.setdefault(card_name, []).append(text)
            elif kind == "step" and len(words) == 2 and mummy_cell in self.maze.cells:
                dest = self.maze.neighbour(mummy_cell, words[1])
                if dest is not None:
                    self.steps[dest] = text
            else:
                self.simple[kind] = text

    def _animate(self, events: Sequence[Event], now: float) -> None:
        cursor = max(now, min(self._busy, now + 4000))
        for event in events:
            d = event.data
            if event.kind == "move" and "to" in d and "from" in d:
                path = self._walk(str(d["from"]), str(d["to"]), d.get("face") == "arrow")
                duration = 160 + STEP_MS * max(1, len(path) - 1)
                self.anims[f"pawn:{d.get('pawn')}"] = Anim(path, cursor, duration)
                cursor += duration
            elif event.kind == "mummy_step":
                frm, to = str(d.get("frm")), str(d.get("to"))
                self.anims["mummy"] = Anim([frm, to], cursor, MUMMY_STEP_MS, stepped=True)
                cursor += MUMMY_STEP_MS
            elif event.kind == "capture":
                cell = str(d.get("cell"))
                self.effects.append(Effect("burst", cell, cursor, BURST_MS))
                key = f"pawn:{d.get('pawn')}"
                if not d.get("out") and self._pawn_visible(d.get("pawn")):
                    self.anims[key] = Anim([cell, self.maze.dungeon], cursor + BURST_MS * 0.5, 500)
                cursor += BURST_MS
            elif event.kind == "roll":
                self.roll_at = cursor
                cursor += ROLL_MS
            elif event.kind == "mummy_roll":
                self.mummy_roll_at = cursor
                cursor += ROLL_MS
            elif event.kind == "lay":
                self.effects.append(Effect("glow", str(d.get("cell")), cursor, 1400))
                cursor += 500
            elif event.kind == "recover":
                self.roll_at = cursor - ROLL_MS * 0.4
                cursor += 300
        self._busy = max(self._busy, cursor)
        self.effects = [e for e in self.effects if e.t0 + e.duration > now]

    def _walk(self, frm: str, to: str, straight: bool) -> list[str]:
        if frm not in self.maze.cells or to not in self.maze.cells:
            return [to]
        if straight:
            path = self.maze.path(frm, to)
            return path or [frm, to]
        mummy_cell = self.view.get("mummy", {}).get("cell")
        path = self.maze.path(frm, to, blocked=[mummy_cell] if mummy_cell else [])
        return path or [frm, to]

    def _pawn_visible(self, pawn: Any) -> bool:
        for p in self.view.get("pawns", []):
            if p.get("pawn") == pawn:
                return p.get("cell") is not None
        return False

    def busy_until(self) -> float:
        """When the current animations end."""
        return self._busy

    def pending(self) -> str | None:
        """The next queued mummy step (a destination tap walks several steps), if still legal."""
        if self.queue and self.queue[0] in self.legal:
            return self.queue.pop(0)
        self.queue.clear()
        return None

    # ------------------------------------------------------------------ taps
    def tap(self, key: str) -> str | None:
        """Turn a tap on a region into an action, or a change of selection."""
        kind, _, arg = key.partition(":")
        if kind == "cell":
            return self._tap_cell(arg)
        if kind == "die":
            if arg in self._faces():
                self.face = None if self.face == arg else arg
                self.pending_cell = None
            return None
        if kind == "dice":
            return self.simple.get("roll") if self.view.get("phase") != "mummy_roll" else None
        if kind == "aside":
            return self.simple.get("recover")
        if kind == "mummydie":
            return self.simple.get("roll") if self.view.get("phase") == "mummy_roll" else None
        if kind == "card":
            options = self.lays.get(arg, [])
            if self.face is not None:
                options = [t for t in options if self._face_of(t) == self.face] or options
            if len(options) == 1:
                return options[0]
            if options:
                self.pending_cell = options[0].split()[2]
                self.pending_lay = True
            return None
        return None

    def _faces(self) -> set[str]:
        return {face for options in self.moves.values() for face, _, _ in options}

    @staticmethod
    def _face_of(text: str) -> str:
        words = text.split()
        return "arrow" if words[0] == "arrow" else words[1]

    def _tap_cell(self, cell: str) -> str | None:
        if cell in self.steps:
            self.queue.clear()
            return self.steps[cell]
        reach = self._mummy_reach()
        if cell in reach:
            path = self.maze.path(self.view["mummy"]["cell"], cell, blocked=self._no_go())
            actions = []
            for a, b in zip(path, path[1:], strict=False):
                d = self.maze.direction(a, b)
                if d is None:
                    break
                actions.append(f"step {d}")
            if actions and actions[0] in self.legal:
                self.queue = actions[1:]
                return actions[0]
            return None
        options = self.moves.get(cell, [])
        if self.face is not None:
            options = [o for o in options if o[0] == self.face] or options
        if len(options) == 1:
            self.pending_cell = None
            return options[0][2]
        if len(options) > 1:
            self.pending_cell = cell
            self.pending_lay = False
        return None

    def command(self, name: str) -> str | None:
        """Panel commands: none beyond plain actions."""
        return None

    def _no_go(self) -> list[str]:
        return [self.maze.start, self.maze.dungeon]

    def _mummy_reach(self) -> dict[str, int]:
        if not self.steps:
            return {}
        n = int(self.view.get("mummy", {}).get("steps") or 0)
        start = self.view["mummy"]["cell"]
        return self.maze.within(start, n, blocked=self._no_go())

    # ------------------------------------------------------------------ words
    def _pawn_colour(self, pawn: int) -> str:
        for p in self.view.get("pawns", []):
            if p.get("pawn") == pawn:
                return str(p.get("colour"))
        return "grey"

    def seat_name(self, seat: Seat, lang: str) -> str:
        """The seat's role and colour."""
        return seat_label(self.players, seat, lang)

    def side_name(self, side: str, lang: str) -> str:
        """The winner: the mummy, or the explorer seat that found everything."""
        if side == "explorers":
            outcome = self.view.get("outcome") or {}
            winners = outcome.get("winners") or []
            if winners:
                return self.seat_name(int(winners[0]), lang)
        return tr_known(lang, f"mc.side.{side}")

    def reason(self, reason: str, lang: str) -> str:
        """Why the game ended."""
        outcome = self.view.get("outcome") or {}
        winners = outcome.get("winners") or [1]
        return tr_known(
            lang,
            f"mc.reason.{reason}",
            who=self.seat_name(int(winners[0]), lang),
            n=self.view.get("mummy", {}).get("ankhs", 0),
        )

    def _face_word(self, face: str, lang: str) -> str:
        return tr(lang, "mc.face.arrow") if face == "arrow" else tr(lang, "mc.face.n", n=face)

    def status(self, lang: str) -> tuple[str, str]:
        """Round and turn, and what the shown seat should do now."""
        v = self.view
        if not v:
            return "", ""
        headline = tr(lang, "mc.round", n=v.get("round", 1))
        turn = v.get("turn")
        phase = v.get("phase", "")
        to_act = v.get("to_act", [])
        if to_act:
            headline += " · " + tr(lang, "mc.turn.of", who=self.seat_name(int(to_act[0]), lang))
        if not self.legal:
            if self.seat is not None and v.get("role") == "mummy" and to_act and to_act[0] != 0:
                return headline, tr(lang, "mc.watch.hidden")
            if phase.startswith("mummy"):
                return headline, tr(lang, "mc.watch.mummy")
            if turn and phase in ("start", "recovered"):
                return headline, tr(lang, "mc.watch.roll", who=self.seat_name(int(turn["seat"]), lang))
            if turn:
                return headline, tr(lang, "mc.watch.move", who=self.seat_name(int(turn["seat"]), lang))
            return headline, ""
        steps = int(v.get("mummy", {}).get("steps") or 0)
        aside = int(v.get("dice", {}).get("aside") or 0)
        if phase == "mummy_roll":
            return headline, tr(lang, "mc.do.mummy_roll", n=aside)
        if phase == "mummy_move":
            return headline, tr(lang, "mc.do.mummy_move", n=steps)
        if phase == "mummy_intermediate":
            return headline, tr(lang, "mc.do.mummy_inter", n=steps)
        if self.legal == [self.simple.get("skip")]:
            return headline, tr(lang, "mc.do.skip")
        if phase == "start":
            if self.legal == [self.simple.get("recover")]:
                return headline, tr(lang, "mc.do.recover_forced")
            if "recover" in self.simple:
                return headline, tr(lang, "mc.do.roll_or_recover", n=aside)
            return headline, tr(lang, "mc.do.roll")
        if phase == "recovered":
            return headline, tr(lang, "mc.do.recovered")
        if phase == "rolled":
            if not self.moves:
                return headline, tr(lang, "mc.do.no_move")
            if self.pending_cell is not None:
                return headline, tr(lang, "mc.do.which", cell=self.pending_cell)
            extra = " " + tr(lang, "mc.do.lay_hint") if self.lays else ""
            if self.face is not None:
                return headline, tr(lang, "mc.do.picked", face=self._face_word(self.face, lang)) + extra
            return headline, tr(lang, "mc.do.pick") + extra
        return headline, ""

    def choices(self, lang: str) -> list[Choice]:
        """Panel buttons for what the board does not express by a tap (and shortcuts for what it does)."""
        out: list[Choice] = []
        if self.pending_cell is not None:
            options = self.moves.get(self.pending_cell, [])
            if self.face is not None:
                options = [o for o in options if o[0] == self.face] or options
            if self.pending_lay:
                options = [o for o in options if o[1]] or options
            for _face, lay, text in options:
                out.append(Choice(text, self._describe(text, lang), lay))
        for text in self.legal:
            kind = text.split()[0]
            if kind in ("move", "arrow", "step"):
                continue
            label = self._describe(text, lang)
            primary = kind in ("roll", "skip")
            if kind == "stop" and self.view.get("mummy", {}).get("steps", 0) == 0:
                primary = True
            out.append(Choice(text, label, primary))
        return out

    def _describe(self, text: str, lang: str) -> str:
        try:
            return str(self.game.describe_action(self.view, self.game.decode_action(text), lang))
        except ValueError:
            return text

    def targets(self) -> dict[str, str]:
        """Action -> region key, for every legal action a single tap plays now."""
        out: dict[str, str] = {}
        for cell, options in self.moves.items():
            if len(options) == 1:
                out[options[0][2]] = f"cell:{cell}"
        for cell, text in self.steps.items():
            out[text] = f"cell:{cell}"
        for card_name, texts in self.lays.items():
            if len(texts) == 1:
                out[texts[0]] = f"card:{card_name}"
        if "roll" in self.simple:
            out[self.simple["roll"]] = "mummydie" if self.view.get("phase") == "mummy_roll" else "dice"
        if "recover" in self.simple:
            out[self.simple["recover"]] = "aside"
        return out

    def routes(self) -> dict[str, str]:
        """Action -> the square whose tap offers it (reached in several ways: the panel lists them)."""
        direct = self.targets()
        out: dict[str, str] = {}
        for cell, options in self.moves.items():
            for _face, _lay, text in options:
                if text not in direct:
                    out[text] = f"cell:{cell}"
        return out

    def focus_keys(self) -> list[str]:
        """Keyboard targets besides targets and routes: dice faces to pick, farther mummy goals, cards."""
        faces = self._faces()
        keys = [f"die:{face}" for face in sorted(faces)] if len(faces) > 1 else []
        keys += [f"cell:{cell}" for cell in self._mummy_reach()]
        return keys + [f"card:{name}" for name in self.lays]

    def focus_leads(self, key: str) -> list[str]:
        """The moves a card with several ways of laying it leads to (the panel then lists them)."""
        kind, _, arg = key.partition(":")
        return list(self.lays.get(arg, [])) if kind == "card" else []

    def focus_label(self, key: str, lang: str) -> str:
        """What a die face or a farther mummy goal does, in words."""
        kind, _, arg = key.partition(":")
        if kind == "die":
            return tr(lang, "focus.face", face=self._face_word(arg, lang))
        reach = self._mummy_reach()
        if kind == "cell" and arg in reach:
            return tr(lang, "focus.walk", cell=arg, n=reach[arg])
        return ""

    # ------------------------------------------------------------------ drawing
    def draw(
        self, p: Painter, area: Rect, now: float, hover: str | None, layers: LayerCache, lang: str
    ) -> None:
        """Maze (a cached layer), lit squares, pieces, effects, then the strip."""
        self.now = now
        self._lang = lang
        self._layers = layers
        if area.w < 40 or area.h < 40 or not self.view:
            return
        if self._area != area or self.placement is None:
            self._area = area
            self.placement = place(area, self.maze.width, self.maze.height)
        pl = self.placement
        f = pl.maze
        s = f.size
        lx, ly = f.x - 0.8 * s, f.y - 0.8 * s
        lw, lh = (self.maze.width + 0.8) * s + 4, (self.maze.height + 0.8) * s + 4
        key = f"mc:maze:{s:.2f}"
        layers.stamp(p, key, lx, ly, lw, lh, lambda q: art.maze_layer(q, self.maze, f, (lx, ly), "en"))
        self._draw_laid_marks(p, f)
        self._draw_targets(p, f, now, hover)
        self._draw_pieces(p, f, now)
        self._draw_effects(p, f, now)
        self._draw_hud(p, pl.hud, pl.side, now, hover)

    def _lit(self) -> dict[str, bool]:
        """Squares to light: True for a direct target, False for a farther mummy goal."""
        lit: dict[str, bool] = {}
        for cell, options in self.moves.items():
            if self.face is None or any(o[0] == self.face for o in options):
                lit[cell] = True
        for cell in self._mummy_reach():
            lit.setdefault(cell, False)
        for cell in self.steps:
            lit[cell] = True
        return lit

    def _draw_targets(self, p: Painter, f: Frame, now: float, hover: str | None) -> None:
        lit = self._lit()
        if not lit:
            return
        s = f.size
        pulse = 0.55 + 0.25 * (1 + math.sin(now / 260)) / 2
        for cell, direct in lit.items():
            r = f.rect(self.maze.cells[cell])
            hovered = hover == f"cell:{cell}"
            p.tag(f"target:{cell}")
            p.fill_style(f"rgba(255,214,102,{(0.55 if hovered else 0.28 * pulse) if direct else 0.12:.2f})")
            p.begin()
            p.round_rect(r.x + s * 0.08, r.y + s * 0.08, s * 0.84, s * 0.84, s * 0.18)
            p.fill()
            p.stroke_style("#fff3c4" if hovered else f"rgba(255,220,120,{0.9 if direct else 0.45:.2f})")
            p.line_width(max(1.5, s * (0.08 if hovered else 0.05)))
            p.stroke()
            if self.pending_cell == cell:
                p.stroke_style("#ffffff")
                p.line_width(max(2.0, s * 0.1))
                p.stroke()
            p.region(f"cell:{cell}", r.x, r.y, r.w, r.h)

    def _draw_laid_marks(self, p: Painter, f: Frame) -> None:
        s = f.size
        pawn_colour = {}
        for hand in self.view.get("hands", []):
            pawns = hand.get("pawns") or []
            colour = self._pawn_colour(int(pawns[0])) if pawns else "grey"
            for card_name in hand.get("laid", []):
                pawn_colour[card_name] = colour
        for card_name, colour in pawn_colour.items():
            cell = self.maze.symbols.get(card_name)
            if cell is None:
                continue
            cx, cy = f.center(self.maze.cells[cell])
            p.stroke_style(art.PAWN_COLOURS.get(colour, colour))
            p.line_width(max(2.0, s * 0.09))
            p.begin()
            p.arc(cx, cy, s * 0.44)
            p.stroke()

    def _piece_xy(self, key: str, cell: str, f: Frame, now: float) -> tuple[float, float, float]:
        """A piece's pixel position and hop offset at ``now``."""
        anim = self.anims.get(key)
        if anim is not None and now < anim.end() and all(c in self.maze.cells for c in anim.cells):
            k = clamp01((now - anim.t0) / anim.duration) if anim.duration > 0 else 1.0
            pts = [f.center(self.maze.cells[c]) for c in anim.cells]
            x, y = along(pts, k if anim.stepped else ease_in_out(k), stepped=anim.stepped)
            lift = 0.0
            if anim.stepped and len(pts) > 1:
                seg = k * (len(pts) - 1)
                lift = hop(seg - int(seg), f.size * 0.25)
            return x, y, lift
        if cell not in self.maze.cells:
            return -1.0, -1.0, 0.0
        x, y = f.center(self.maze.cells[cell])
        return x, y, 0.0

    def _draw_pieces(self, p: Painter, f: Frame, now: float) -> None:
        s = f.size
        pawns = [q for q in self.view.get("pawns", []) if q.get("cell") is not None and not q.get("out")]
        shared: dict[str, list[int]] = {}
        for q in pawns:
            shared.setdefault(str(q["cell"]), []).append(int(q["pawn"]))
        turn = self.view.get("turn") or {}
        two = self.players == 2
        for q in pawns:
            pawn = int(q["pawn"])
            cell = str(q["cell"])
            x, y, lift = self._piece_xy(f"pawn:{pawn}", cell, f, now)
            if x < 0:
                continue
            group = shared.get(cell, [pawn])
            r = s * 0.42
            anim = self.anims.get(f"pawn:{pawn}")
            moving = anim is not None and now < anim.end()
            if len(group) > 1 and not moving:
                i = group.index(pawn)
                x += (-0.2 if i % 2 == 0 else 0.2) * s
                y += (-0.18 if i < 2 else 0.2) * s
                r = s * 0.3
            if turn.get("pawn") == pawn and self.view.get("phase") in ("start", "recovered", "rolled"):
                glow = 0.5 + 0.5 * math.sin(now / 300)
                p.stroke_style(f"rgba(255,240,180,{0.5 + 0.4 * glow:.2f})")
                p.line_width(max(2.0, s * 0.07))
                p.begin()
                p.ellipse(x, y + r * 0.5, r * 0.85, r * 0.35)
                p.stroke()
            p.tag(f"pawn:{q.get('colour')}")
            label = "AB"[pawn] if two and pawn < 2 else ""
            art.pawn(p, str(q.get("colour")), x, y + lift, r, label=label)
        mummy_cell = self.view.get("mummy", {}).get("cell")
        if mummy_cell in self.maze.cells:
            x, y, lift = self._piece_xy("mummy", str(mummy_cell), f, now)
            active = str(self.view.get("phase", "")).startswith("mummy")
            p.tag("mummy")
            art.mummy(p, x, y + lift - s * 0.05, s * 0.5, glow=0.8 if active else 0.0)

    def _draw_effects(self, p: Painter, f: Frame, now: float) -> None:
        for e in self.effects:
            if e.cell not in self.maze.cells or not e.t0 <= now <= e.t0 + e.duration:
                continue
            k = (now - e.t0) / e.duration
            cx, cy = f.center(self.maze.cells[e.cell])
            if e.kind == "burst":
                art.burst(p, cx, cy, f.size, k)
            elif e.kind == "glow":
                p.alpha(1 - k)
                p.stroke_style("#fff1b0")
                p.line_width(max(2.0, f.size * 0.12 * (1 - k)))
                p.begin()
                p.arc(cx, cy, f.size * (0.45 + 0.6 * k))
                p.stroke()
                p.alpha(1)

    # ------------------------------------------------------------------ the strip
    def _draw_hud(self, p: Painter, hud: Rect, side: bool, now: float, hover: str | None) -> None:
        if hud.w < 60 or hud.h < 60:
            return
        gap = 8.0
        if side:
            h1 = min(150.0, hud.h * 0.3)
            h2 = min(170.0, hud.h * 0.32)
            tray = Rect(hud.x, hud.y, hud.w, h1)
            people = Rect(hud.x, hud.y + h1 + gap, hud.w, h2)
            cards = Rect(hud.x, hud.y + h1 + h2 + 2 * gap, hud.w, max(0.0, hud.h - h1 - h2 - 2 * gap))
        else:
            w1 = hud.w * 0.36
            w2 = hud.w * 0.27
            tray = Rect(hud.x, hud.y, w1 - gap, hud.h)
            people = Rect(hud.x + w1, hud.y, w2 - gap, hud.h)
            cards = Rect(hud.x + w1 + w2, hud.y, hud.w - w1 - w2, hud.h)
        self._box(p, tray, tr(self._lang, "mc.tray.dice"))
        self._draw_tray(p, tray, now, hover)
        self._draw_people_layer(p, people)
        self._draw_cards_layer(p, cards, hover)

    def _draw_people_layer(self, p: Painter, r: Rect) -> None:
        v = self.view
        facts = (
            v.get("mummy", {}).get("ankhs"),
            v.get("mummy", {}).get("target"),
            tuple((q.get("colour"), q.get("ankhs"), q.get("out")) for q in v.get("pawns", [])),
            tuple(h.get("left") for h in v.get("hands", [])),
        )
        key = f"mc:people:{r.w:.0f}x{r.h:.0f}:{facts}:{self._lang}"
        local = Rect(0, 0, r.w, r.h)

        def build(q: Painter) -> None:
            self._box(q, local, tr(self._lang, "mc.hud.ankhs"))
            self._draw_people(q, local)

        layers = self._layers
        if layers is None:
            build(p)
            return
        layers.stamp(p, key, r.x, r.y, r.w, r.h, build, group="mc:people")

    def _card_slots(self, r: Rect, entries: list[tuple[str, bool]]) -> list[tuple[str, bool, Rect]]:
        """Where each card goes in the hand box (one to three rows)."""
        n = len(entries)
        if n == 0:
            return []
        avail_w = r.w - 20
        avail_h = r.h - 30
        cols, rows = n, 1
        cw = min(avail_w / cols * 0.9, avail_h / 1.4)
        while cols > 1 and cw < 40 and rows < 3:
            rows += 1
            cols = -(-n // rows)
            cw = min(avail_w / cols * 0.9, avail_h / rows / 1.4 * 0.95)
        ch = cw * 1.4
        out = []
        for i, (name, laid) in enumerate(entries):
            cx = r.x + 10 + (i % cols) * (avail_w / cols)
            cy = r.y + 24 + (i // cols) * (ch + 4)
            out.append((name, laid, Rect(cx, cy, cw, ch)))
        return out

    def _draw_cards_layer(self, p: Painter, r: Rect, hover: str | None) -> None:
        mine = self._my_hand()
        entries: list[tuple[str, bool]] = []
        if mine is not None:
            entries = [(c, False) for c in mine.get("cards", [])] + [(c, True) for c in mine.get("laid", [])]
        else:
            for hand in self.view.get("hands", []):
                entries.extend((c, True) for c in hand.get("laid", []))
        title = tr(self._lang, "mc.hud.hand") if mine is not None else tr(self._lang, "mc.hud.found")
        short = tr(self._lang, "mc.hud.hand.short" if mine is not None else "mc.hud.found.short")
        local = Rect(0, 0, r.w, r.h)
        slots = self._card_slots(local, entries)
        lit = tuple(sorted(self.lays))
        hovered = hover if hover is not None and hover.startswith("card:") else ""
        key = f"mc:cards:{r.w:.0f}x{r.h:.0f}:{entries}:{lit}:{hovered}:{self._lang}"

        def build(q: Painter) -> None:
            self._box(q, local, title, short)
            none = tr(self._lang, "mc.hud.none_found")
            if not slots:
                size = 13 if text_width(none, 13) <= local.w - 20 else 11
                q.font(f"{size}px Georgia, serif")
                q.fill_style("#8f7d58")
                q.text_align("left")
                lines = wrap_width(none, size, local.w - 20)
                for i, line in enumerate(lines[:2]):
                    q.text(line, 10, 40 + i * size * 1.2)
            for name, laid, c in slots:
                playable = not laid and name in self.lays
                art.card(q, name, c.x, c.y, c.w, c.h, laid=laid, lit=playable or hovered == f"card:{name}")

        if self._layers is None:
            build(p)
        else:
            self._layers.stamp(p, key, r.x, r.y, r.w, r.h, build, group="mc:cards")
        for name, laid, c in slots:
            if not laid and name in self.lays:
                p.region(f"card:{name}", r.x + c.x, r.y + c.y, c.w, c.h)

    def _box(self, p: Painter, r: Rect, title: str, short: str = "") -> None:
        p.fill_style("rgba(20,13,6,0.82)")
        p.begin()
        p.round_rect(r.x, r.y, r.w, r.h, 10)
        p.fill()
        p.stroke_style("rgba(224,176,74,0.4)")
        p.line_width(1)
        p.stroke()
        p.text_align("left")
        p.fill_style("#cdb88a")
        room = r.w - 20
        for text, size in ((title.upper(), 13), (title.upper(), 12), (title, 12), (title, 11), (short, 11)):
            if text and text_width(text, size) <= room:
                p.font(f"{size}px Georgia, 'DejaVu Serif', serif")
                p.text(text, r.x + 10, r.y + 13)
                break

    def _draw_tray(self, p: Painter, r: Rect, now: float, hover: str | None) -> None:
        v = self.view
        dice = v.get("dice", {})
        total = int(dice.get("total", 5))
        aside = int(dice.get("aside", 0))
        faces = dice.get("faces")
        rolled = int(dice.get("rolled", 0))
        mummy = v.get("mummy", {})
        # the line under the dice: one, or a line per part where they do not fit together
        parts = []
        if aside:
            parts.append(tr(self._lang, "mc.tray.aside", n=aside))
        steps = int(mummy.get("steps") or 0)
        if steps:
            parts.append(tr(self._lang, "mc.tray.steps", n=steps))
        announced = v.get("announced")
        if announced:
            word = tr(self._lang, "mc.faceword.arrow") if announced == "arrow" else str(announced)
            parts.append(tr(self._lang, "mc.tray.announced", face=word))
        text_size = 12.0 if r.h > 130 else 11.0
        joined = " · ".join(parts)
        lines = [joined] if not parts or text_width(joined, text_size) <= r.w - 20 else parts
        below = (len(lines) if parts else 0) * text_size * 1.2 + 6
        # the dice (the mummy die last) in one row, or two where one row makes them small
        count = total + 1
        room_h = r.h - 24 - below
        one = min((r.w - 24) / (count + 0.2) / 2.3, room_h / 2.2)
        per_row = -(-count // 2)
        two = min((r.w - 24) / per_row / 2.3, room_h / 2 / 2.2)
        rows, size = (1, one) if one >= 10 or one >= two else (2, two)
        size = max(6.0, size)
        per = count if rows == 1 else per_row
        top = r.y + 24 + (room_h - rows * size * 2.2) / 2 + size * 1.1

        def spot(i: int) -> tuple[float, float]:
            gap = 0.4 if i == total and rows == 1 else 0.0
            return r.x + 12 + size + ((i % per) + gap) * size * 2.3, top + (i // per) * size * 2.2

        rolling = now < self.roll_at + ROLL_MS
        # the dice set aside: with the mummy
        slots: list[tuple[str, str]] = []
        for _ in range(aside):
            slots.append(("mummy", "aside"))
        shown = list(faces) if faces is not None else ["?"] * rolled
        for face in shown:
            slots.append((str(face), f"die:{face}" if faces is not None else ""))
        while len(slots) < total:
            slots.append(("", "dice"))
        ready: list[tuple[float, float]] = []
        for i, (face, key) in enumerate(slots):
            cx, y = spot(i)
            wobble = 0.0
            display = face or " "
            if rolling and key != "aside":
                k = (now - self.roll_at) / ROLL_MS
                wobble = (1 - k) * 0.6 * (1 if i % 2 else -1)
                if k < 0.8 and face and face != "?":
                    display = ("1", "2", "3", "4", "arrow", "mummy")[int(now / 70 + i) % 6]
            lit = key.startswith("die:") and self.face == face
            hovered = hover is not None and key != "" and hover == key
            p.save()
            p.translate(cx, y)
            p.rotate(wobble)
            art.die(p, display, 0, 0, size, lit=lit or hovered)
            p.restore()
            if key == "aside" and "recover" in self.simple:
                p.region("aside", cx - size, y - size, 2 * size, 2 * size)
            elif key == "dice" and "roll" in self.simple and v.get("phase") != "mummy_roll":
                p.region("dice", cx - size, y - size, 2 * size, 2 * size)
            elif key.startswith("die:") and face in self._faces():
                p.region(key, cx - size, y - size, 2 * size, 2 * size)
            if key != "aside":
                ready.append((cx, y))
        if "roll" in self.simple and v.get("phase") in ("start", "recovered") and ready:
            # the whole row of ready dice rolls them
            for y_row in sorted({y for _, y in ready}):
                xs = [x for x, y in ready if y == y_row]
                p.region("dice", min(xs) - size, y_row - size, max(xs) - min(xs) + 2 * size, 2 * size)
        # the mummy die
        mx, my = spot(total)
        mface = str(mummy.get("die") or "?")
        if now < self.mummy_roll_at + ROLL_MS:
            mface = str(1 + int(now / 80) % 3)
        lit_m = "roll" in self.simple and v.get("phase") == "mummy_roll"
        art.die(p, mface, mx, my, size, mummy_die=True, lit=lit_m or hover == "mummydie")
        if lit_m:
            p.region("mummydie", mx - size, my - size, 2 * size, 2 * size)
        if parts:
            p.font(f"{int(text_size)}px Georgia, serif")
            p.text_align("left")
            p.fill_style("#e8d5a8")
            for i, line in enumerate(lines):
                p.text(line, r.x + 10, r.y + r.h - 11 - (len(lines) - 1 - i) * text_size * 1.2)

    def _draw_people(self, p: Painter, r: Rect) -> None:
        v = self.view
        mummy = v.get("mummy", {})
        taken = int(mummy.get("ankhs", 0))
        target = int(mummy.get("target", 4))
        rows = 1 + len(v.get("pawns", []))
        row_h = min(34.0, (r.h - 26) / max(1, rows))
        y = r.y + 26 + row_h / 2
        icon = max(5.0, row_h * 0.3)
        size = max(11, int(row_h * 0.42))
        p.font(f"{size}px Georgia, serif")
        p.text_align("left")
        art.mummy(p, r.x + 10 + icon, y, icon * 1.1)
        step = min(icon * 1.6, (r.w - 40 - icon * 2) / max(1, target))
        for i in range(target):
            art.ankh(
                p, r.x + 22 + icon * 2 + i * step, y - icon * 0.1, icon * 0.7, art.GOLD, empty=i >= taken
            )
        for q in v.get("pawns", []):
            y += row_h
            colour = str(q.get("colour"))
            art.pawn(p, colour, r.x + 10 + icon, y, icon * 1.1)
            if q.get("out"):
                p.fill_style("#e0644a")
                p.text(tr(self._lang, "mc.hud.out"), r.x + 22 + icon * 2, y)
                continue
            for i in range(3):
                art.ankh(
                    p,
                    r.x + 22 + icon * 2 + i * icon * 1.6,
                    y - icon * 0.1,
                    icon * 0.7,
                    art.PAWN_COLOURS.get(colour, colour),
                    empty=i >= int(q.get("ankhs", 0)),
                )
            hand = self._hand_of_pawn(int(q.get("pawn", 0)))
            if hand is not None:
                left = int(hand.get("left", 0))
                x = r.x + 26 + icon * 2 + 3 * icon * 1.6
                words = tr(self._lang, "mc.hud.cards_left", n=left)
                p.fill_style("#cdb88a")
                if text_width(words, size) <= r.x + r.w - 6 - x:
                    p.text(words, x, y)
                elif text_width(str(left), size) + size <= r.x + r.w - 4 - x:
                    # a small card and the number
                    art.card_back(p, colour, x, y - size * 0.5, size * 0.7, size)
                    p.fill_style("#cdb88a")
                    p.text(str(left), x + size * 0.9, y)

    def _hand_of_pawn(self, pawn: int) -> dict[str, Any] | None:
        for hand in self.view.get("hands", []):
            if pawn in (hand.get("pawns") or []):
                result: dict[str, Any] = hand
                return result
        return None

    def _my_hand(self) -> dict[str, Any] | None:
        for hand in self.view.get("hands", []):
            if hand.get("cards") is not None:
                result: dict[str, Any] = hand
                return result
        return None


def make_maze() -> Maze:
    """The maze from the engine's data."""
    from pharaoh.games.mummy_curse.board import board_data

    return Maze.from_data(board_data())
