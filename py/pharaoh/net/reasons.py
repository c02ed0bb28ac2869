"""Why a final check failed, as a key and its values: English here, every language in the page.

A guest's verdict travels to the host as English text (the ``verdict`` message has one
``reason`` string), and the core must not depend on the page's texts.  So every reason the
checks give is made here from a template (:data:`REASONS`), and :func:`parse` reads an
English reason back into its key and values; the page translates it
(:mod:`pharaoh.web.netreasons`, keys ``net.reason.<key>``).  A reason that is not one of
these (a hostile guest's free text) is shown as it came.

Placeholders are ``{name}``; ``{name|one|many}`` agrees with the number ``name``.

>>> text = reason("moves.other", n=7, ours="'x'", text="'y'")
>>> text
"move 7: we sent 'x', the record has 'y'"
>>> parse(text)
('moves.other', {'n': '7', 'ours': "'x'", 'text': "'y'"})
>>> parse("anything else") is None
True
"""

from __future__ import annotations

import re
from functools import cache

from pharaoh.engine.illegal import FIELD, FORM, ILLEGAL, fill
from pharaoh.games.words import is_one
from pharaoh.net.problems import PROBLEMS

CHECKS: dict[str, str] = {
    "other_game": "the record is of another game",
    "seed": "the seed draw went wrong: {problem}",
    "seed.order": "the host started draw {n} after draw {last}",
    "seed.many": "the host started more than {n} draws of the dice",
    "seed.false.dropped": "the host said our seat dropped during draw {n}, but we stayed connected",
    "seed.false.rejoined": "the host said our seat rejoined during draw {n}, but we stayed connected",
    "seed.not_begun": "the host listed commitments of draw {n}, which we did not begin",
    "seed.commit_changed": "the host did not list our commitment as we sent it",
    "seed.host_missing": "the host's commitment is missing, or a participant is listed twice",
    "seed.owners": "the revealed values do not belong to the participants who committed",
    "seed.mismatch": "the value revealed for {peer} does not match its commitment",
    "seed.own": "our own value is missing from the seed or was changed",
    "seed.derived": "the match seed is not the one the revealed values give",
    "draws.silent": "draw {n} was abandoned after we revealed our value, with no reason given",
    "draws.none": "the game started without a draw of the dice that we took part in",
    "draws.later": "the seed is said to come from draw {final}, but the game started after draw {start}",
    "draws.absent": "the seed is said to come from draw {final}, in which we did not reveal our value",
    "moves.refused": "move {n}: the host refused our {text} ({code}), the record has it",
    "moves.other": "move {n}: we sent {ours}, the record has {text}",
    "moves.unsent": "move {n}: the record has {text} for our seat, which we did not send",
    "moves.lost": "our {text} on state {state} was neither played nor refused",
    "shown.beyond": "we were shown state {state}, but the record has only {total} {total|action|actions}",
    "shown.differ": "what we were shown at state {state} ({kind}) differs from the replay",
    "shown.back": "the host took the match back from state {state} to {now} without an undo",
    "shown.undos_down": "the host's count of undos went down from {last} to {now}",
    "shown.outcome": "we were shown another result than the record's",
    "record.unfinished": "the record's {total} {total|action|actions} do not end the game",
    "seed.excuse": "the host gave seat {seat}, which no guest plays, as why draw {n} was abandoned",
    "record.start": "the record does not start a game: {error}",
    "record.replay": "action {n} (seat {seat}: {text}) does not replay: {error}",
    "verified": "verified: {screens} {screens|screen matches|screens match} the replay of "
    "{total} {total|action|actions}",
}
"""Every reason a check gives, in English."""

REASONS: dict[str, str] = {**CHECKS, **PROBLEMS, **ILLEGAL}
"""Every reason of the core in English: the checks', the others (:mod:`pharaoh.net.problems`) and
the engines' refusals (:mod:`pharaoh.engine.illegal`, last: some are as general as ``{text}: {why}``)."""


def reason(key: str, **values: object) -> str:
    """The English reason ``key`` with its values filled in.

    >>> reason("shown.beyond", state=9, total=1)
    'we were shown state 9, but the record has only 1 action'
    """
    return fill(REASONS[key], values, is_one)


def peer_said(text: str) -> str:
    """What another browser gave as a reason (its farewell), marked as its own words; "" stays "".

    Marked where it arrives: a peer's text that looks like one of our reasons must still not
    read as the page's own sentence once translated.

    >>> peer_said("the host left the room")
    "“the host left the room” (in the other side's own words)"
    >>> parse(peer_said("the host left the room"))[0], peer_said("")
    ('link.peer_said', '')
    """
    return reason("link.peer_said", text=text[:300]) if text else ""


NUMBERS = frozenset({"seat", "n", "count", "slot", "pawn", "actor", "mummies", "face", "most", "total"})
"""Values of the engines' refusals (``illegal.*``) that are whole numbers: read back only as one, so
that a sentence around such a refusal ("seat 1 objects: seat 2 opened ...") is not taken for it."""


@cache
def _pattern(key: str) -> re.Pattern[str]:
    """A regular expression reading ``key``'s English text back (each value once, lazily)."""
    seen: set[str] = set()
    out = []
    numbers = NUMBERS if key.startswith("illegal.") else frozenset()
    for piece in re.split(r"(\{[^{}]*\})", REASONS[key]):
        form = FORM.fullmatch(piece)
        field = FIELD.fullmatch(piece)
        if form is not None:
            out.append(f"(?:{re.escape(form.group(2))}|{re.escape(form.group(3))})")
        elif field is not None:
            name = field.group(1)
            value = r"-?\d+" if name in numbers else ".+?"
            out.append(f"(?P={name})" if name in seen else f"(?P<{name}>{value})")
            seen.add(name)
        else:
            out.append(re.escape(piece))
    return re.compile("".join(out), re.DOTALL)


def parse(text: str) -> tuple[str, dict[str, str]] | None:
    """The key and values of an English reason made by :func:`reason`, or None for any other text.

    >>> parse("the seed draw went wrong: the host started draw 2 after draw 3")
    ('seed', {'problem': 'the host started draw 2 after draw 3'})
    """
    if len(text) > 2000:
        return None
    for key in REASONS:
        found = _pattern(key).fullmatch(text)
        if found is not None:
            return key, found.groupdict()
    return None
