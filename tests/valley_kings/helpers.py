"""Hand-made states for the scenario tests of Tara Wolf im Tal der Könige."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pharaoh.engine.game import Event
from pharaoh.engine.rng import Rng
from pharaoh.games.valley_kings.cards import INDEX, TYPE
from pharaoh.games.valley_kings.game import GAME
from pharaoh.games.valley_kings.state import Phase, Side, State, Table, evolve


def c(*names: str) -> tuple[int, ...]:
    """Card types by text id, sorted (a hand, a camp...)."""
    return tuple(sorted(INDEX[n] for n in names))


def ordered(*names: str) -> tuple[int, ...]:
    """Card types by text id, in the given order (a deck: top card last)."""
    return tuple(INDEX[n] for n in names)


def side(
    adventurer: str = "tara_wolf",
    hand: Iterable[str] = (),
    camp: Iterable[str] = (),
    papyrus: Iterable[str] = (),
    coins: int = 0,
    tombs: Iterable[str] = (),
    **kw: Any,
) -> Side:
    """One player's side from text ids."""
    return Side(
        adventurer=INDEX[adventurer],
        hand=c(*hand),
        camp=c(*camp),
        papyrus=c(*papyrus),
        coins=coins,
        tombs=ordered(*tombs),
        **kw,
    )


DEFAULT_DECK = ("skeleton", "dog", "worker", "mummy", "camel", "pit", "porter", "cat")


def state(
    a: Side | None = None,
    b: Side | None = None,
    *,
    phase: str = Phase.CAMP,
    actor: int = 0,
    holder: int = 0,
    deck: Iterable[str] = DEFAULT_DECK,
    discard: Iterable[str] = (),
    tomb_deck: Iterable[str] = ("hatshepsut", "ramses_ii", "haremhab"),
    table: Table | None = None,
    **kw: Any,
) -> State:
    """A whole state: player 0 is ``a`` (Tara Wolf), player 1 is ``b`` (Montana Smith)."""
    return State(
        sides=(a or side(), b or side("montana_smith")),
        deck=ordered(*deck),
        discard=ordered(*discard),
        tomb_deck=ordered(*tomb_deck),
        out_papyrus=(),
        holder=holder,
        round=kw.pop("round", 1),
        phase=phase,
        actor=actor,
        starter=kw.pop("starter", 0),
        rng=kw.pop("rng", Rng.from_seed(1)),
        table=table,
        **kw,
    )


def table(
    tomb: str = "haremhab",
    sent0: Iterable[str] = (),
    sent1: Iterable[str] = (),
    hidden0: Iterable[str] = (),
    hidden1: Iterable[str] = (),
    **kw: Any,
) -> Table:
    """The open tomb with what each side sent in and laid face down."""
    return Table(
        tomb=INDEX[tomb],
        sent=(c(*sent0), c(*sent1)),
        hidden=(c(*hidden0), c(*hidden1)),
        **kw,
    )


def fight_state(
    tomb: str = "haremhab",
    sent0: Iterable[str] = ("tara_wolf",),
    sent1: Iterable[str] = ("montana_smith",),
    hidden0: Iterable[str] = (),
    hidden1: Iterable[str] = (),
    holder: int = 0,
    a: Side | None = None,
    b: Side | None = None,
) -> State:
    """Both groups in the tomb, face-down cards laid, the non-holder about to finish: "done" reveals."""
    return state(
        a,
        b,
        phase=Phase.HIDE,
        actor=1 - holder,
        holder=holder,
        table=table(tomb, sent0, sent1, hidden0, hidden1),
    )


def act(s: State, seat: int, text: str) -> tuple[State, tuple[Event, ...]]:
    """Apply an action given in notation (it must be legal)."""
    return GAME.apply(s, seat, GAME.decode_action(text))


def run(s: State, *moves: tuple[int, str]) -> tuple[State, list[Event]]:
    """Apply several actions; returns the final state and every event."""
    events: list[Event] = []
    for seat, text in moves:
        s, evs = act(s, seat, text)
        events.extend(evs)
    return s, events


def legal(s: State, seat: int) -> set[str]:
    """The legal actions of ``seat`` in notation."""
    return {GAME.encode_action(a) for a in GAME.legal_actions(s, seat)}


def kinds(events: Iterable[Event]) -> list[str]:
    """The kinds of some events, in order."""
    return [e.kind for e in events]


def names(cards: Iterable[int]) -> list[str]:
    """Text ids of card types."""
    from pharaoh.games.valley_kings.cards import ID

    return [ID[x] for x in cards]


def finish_hiding(s: State) -> State:
    """The non-holder says "done": cards are turned up and the traps (if any) wait."""
    return act(s, s.actor, "done")[0]


def with_table(s: State, **changes: Any) -> State:
    """The state with its table changed."""
    assert s.table is not None
    return evolve(s, table=evolve(s.table, **changes))


def is_adventurer(card: int) -> bool:
    """Whether a card type is an adventurer."""
    return TYPE[card] == "adventurer"


def complete(s: State) -> State:
    """Add every card the hand-made state lacks: under the deck, to the unseen papyrus, under the tombs."""
    from collections import Counter

    from pharaoh.games.valley_kings.cards import MAIN_DECK, PAPYRUS_DECK, TOMBS

    main = Counter(s.deck) + Counter(s.discard)
    papyri = Counter(s.out_papyrus)
    tombs = set(s.tomb_deck)
    for p in (0, 1):
        sd = s.sides[p]
        main += Counter(sd.hand) + Counter(sd.camp)
        papyri += Counter(sd.papyrus) + Counter(sd.used_papyrus)
        tombs |= set(sd.tombs)
        if s.table is not None:
            main += Counter(x for x in s.table.sent[p] if TYPE[x] not in ("adventurer", "papyrus"))
            main += Counter(x for x in s.table.hidden[p] if TYPE[x] != "papyrus")
            papyri += Counter(x for x in s.table.hidden[p] if TYPE[x] == "papyrus")
    if s.table is not None:
        tombs.add(s.table.tomb)
    missing = tuple((Counter(MAIN_DECK) - main).elements())
    return evolve(
        s,
        deck=missing + s.deck,
        out_papyrus=tuple(sorted((Counter(PAPYRUS_DECK) - papyri).elements())),
        tomb_deck=tuple(t for t in TOMBS if t not in tombs) + s.tomb_deck,
    )
