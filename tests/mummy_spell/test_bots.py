"""The rule-based bots: they play from their views and beat random play on both sides."""

from __future__ import annotations

from dataclasses import replace

from tests.mummy_spell.helpers import (
    AGENT,
    ARCH,
    GANG,
    OCC,
    act,
    at,
    cards,
    hire,
    legal,
    pid,
    planning,
    with_site,
)

from pharaoh.engine.bot import RandomBot
from pharaoh.games.mummy_spell.bots import BOTS, deduced, p_win, score_action
from pharaoh.games.mummy_spell.cards import ATTACKS, MUMMY_FIND, RULES, TRAP, market_item
from pharaoh.games.mummy_spell.game import GAME
from pharaoh.games.mummy_spell.notation import decode
from pharaoh.games.mummy_spell.rounds import begin_round
from pharaoh.games.mummy_spell.rules import settle
from pharaoh.games.mummy_spell.state import OBSERVER, ROBBER, TEA, State
from pharaoh.games.mummy_spell.views import state_from_view


def _play(seed: int, lineup: str) -> str:
    """Play a 3-player game: "r" seats are rule-based, "x" seats random; returns the winning side."""
    bots = [BOTS["rule_based"](seed + i) if k == "r" else RandomBot(seed + i) for i, k in enumerate(lineup)]
    state = GAME.new_game(seed, len(lineup), {})
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        state, _ = GAME.apply(state, seat, bots[seat].choose(GAME, seat, GAME.view(state, seat), legal))
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.side


def test_fight_odds_with_rerolled_ties() -> None:
    assert p_win(3, 3) == 0.5 and p_win(20, 0) == 1.0 and p_win(0, 20) == 0.0
    assert abs(p_win(1, 0) - 21 / 31) < 1e-9  # 5 ties of 36 are rolled again


def test_rule_based_characters_beat_a_random_mummy() -> None:
    assert sum(_play(seed, "xrr") == "characters" for seed in range(3)) >= 2


def test_a_rule_based_mummy_beats_random_characters() -> None:
    assert sum(_play(seed, "rxx") == "mummy" for seed in range(3)) >= 2


def _retreat_score(round_: int) -> float:
    """The archaeologist's liking for withdrawing his dig card from the mummy's own site (hopeless odds)."""
    dig = cards("archaeologist")[1]
    state = with_site(planning(4), 1, "mummy", ARCH, sand=0, beetles=ATTACKS[:4])
    state = replace(at(state, dig, 1), round=round_)
    view = state_from_view(GAME.view(state, ARCH))
    return score_action(view, ARCH, decode(f"retreat {dig}"))


def test_characters_stop_withdrawing_from_the_mummys_site_in_the_last_round() -> None:
    # Late in the game a hopeless fight is avoided, but after the last round the curse wins
    # anyway: staying (and opening the site) is never worse for the characters then.
    assert _retreat_score(RULES["max_rounds"] - 3) > 0
    assert _retreat_score(RULES["max_rounds"]) < 0


def _tea_choice(round_: int) -> str:
    """What the gangster, holding the girlfriend, does with her tea at the start of ``round_``."""
    state = replace(hire(planning(4), "girlfriend", GANG), round=round_, start=GANG, plan=None)
    events: list = []
    state = settle(begin_round(state, events), events)
    assert state.phase == TEA and state.round == round_
    view = state_from_view(GAME.view(state, GANG))
    options = legal(state, GANG)
    return max(options, key=lambda t: score_action(view, GANG, decode(t)))


def test_a_character_sends_no_tea_to_a_fellow_late_in_the_game() -> None:
    # A tea on the fellow who holds the only research card, every late round, kept her find
    # in the deck until the round limit (docs/rulings/mummy_spell.md, session 28).
    assert _tea_choice(2).startswith("tea ")
    assert _tea_choice(RULES["max_rounds"] - 5) == "notea"


def _her_site_on_offer(round_: int, gangster_saw_it: bool = True) -> State:
    """The archaeologist leads the mummy's site (sand 3, three attacks) and offers a job there.

    The gangster, to plan, can take the job or rob the site with his card 4.
    """
    state = with_site(planning(4, turn=ARCH), 1, "mummy", ARCH, sand=3, beetles=ATTACKS[:3])
    state, _ = act(state, ARCH, "offer 1 1")
    seen = 1 << GANG if gangster_saw_it else 0
    sites = tuple(replace(site, seen=site.seen | seen) for site in state.sites)
    return replace(state, plan=replace(state.plan, turn=GANG), round=round_, sites=sites)


def _gangster_likes(state: State) -> dict[str, float]:
    view = state_from_view(GAME.view(state, GANG))
    return {a: score_action(view, GANG, decode(a)) for a in legal(state, GANG) if a[:3] in ("job", "rob")}


def test_characters_join_the_mummys_site_in_the_last_round() -> None:
    # A shovel too few, a fight too weak: before the last round a job or a robbery there is
    # hardly worth a card; in it the curse wins at its end anyway, so any help is the best play.
    before = _gangster_likes(_her_site_on_offer(RULES["max_rounds"] - 1))
    last = _gangster_likes(_her_site_on_offer(RULES["max_rounds"]))
    assert set(before) == set(last) == {"job 4 1", "rob 4 1"}
    assert max(before.values()) < 1 and min(last.values()) >= 5


def test_the_last_hidden_find_is_the_mummys_once_the_deck_is_empty() -> None:
    # Her find is never destroyed and ends the game when taken, so with the deck empty and one
    # site still hiding its find, the gangster scores his plays as if he had seen it.
    hidden = replace(_her_site_on_offer(RULES["max_rounds"], gangster_saw_it=False), deck=(), deck_seen=())
    seen = replace(_her_site_on_offer(RULES["max_rounds"]), deck=(), deck_seen=())
    view = state_from_view(GAME.view(hidden, GANG))
    assert view.sites[0].card < 0 and deduced(view).sites[0].card == MUMMY_FIND
    assert _gangster_likes(hidden) == _gangster_likes(seen)
    # Not while the deck still holds cards, nor while two sites hide their finds.
    assert _gangster_likes(replace(hidden, deck=(0,), deck_seen=(0,))) != _gangster_likes(seen)
    two = with_site(hidden, 2, 0, ARCH, sand=1)
    assert deduced(state_from_view(GAME.view(two, GANG))).sites[0].card < 0


def test_a_weak_character_values_strength_more() -> None:
    revolver = decode(f"name {market_item('equipment', 0)}")
    said = decode(f"name {market_item('helper', pid('local_b'))}")
    boy = decode(f"name {market_item('helper', pid('boy'))}")
    state = planning(4)
    # The occultist (strength 1) likes a revolver and a strong helper more than the gangster (3) does.
    assert score_action(state, OCC, revolver) > score_action(state, GANG, revolver)
    assert score_action(state, OCC, said) - score_action(state, OCC, boy) > score_action(
        state, GANG, said
    ) - score_action(state, GANG, boy)


def _mummy_turn(
    hand: tuple[int, ...], her_find_out: bool, guards: tuple[int, ...] = (), find: str = "", players: int = 3
) -> State:
    """The mummy to act with ``hand`` among ``players``; site 1 (``guards`` beetle cards there) opens now.

    The archaeologist digs there, its sand is 0; its find is a dagger, unseen by her, or
    ``find``, which she has seen.  With ``her_find_out`` her own find lies at
    site 2, which she knows.
    """
    dig = cards("archaeologist")[1]
    site = with_site(
        planning(players, turn=0), 1, find or "dagger", ARCH, beetles=guards, seen=int(bool(find))
    )
    state = at(site, dig, 1)
    if her_find_out:
        state = with_site(state, 2, "mummy", ARCH, sand=3, seen=1)
    return replace(state, mummy=replace(state.mummy, hand=hand))


def _laying(state: State, beetle: int, num: int) -> float:
    """How much the rule-based mummy likes laying ``beetle`` from her hand at site ``num`` (ending: 0)."""
    return score_action(state_from_view(GAME.view(state, 0)), 0, decode(f"place {beetle} {num}"))


def test_the_mummy_keeps_two_beetle_cards_for_her_own_find() -> None:
    # Whoever opens her find gives her a turn after it, in which she may lay her whole hand
    # there: two cards are kept back from other sites, unless one opens now with no guard.
    two, three, guarded = ATTACKS[:2], ATTACKS[:3], ATTACKS[2:5]
    card = ATTACKS[0]
    assert _laying(_mummy_turn(two, her_find_out=False, guards=guarded), card, 1) < 0
    assert _laying(_mummy_turn(three, her_find_out=False, guards=guarded), card, 1) > 0
    assert _laying(_mummy_turn((TRAP, *two), her_find_out=False, guards=guarded), TRAP, 1) > 0
    assert _laying(_mummy_turn(two, her_find_out=False), card, 1) > 0  # unguarded and opening now
    # Once her find is on the table she guards it with everything.
    found = _mummy_turn(two, her_find_out=True, guards=guarded)
    assert _laying(found, card, 2) > _laying(found, card, 1) > 0


def test_at_five_players_the_mummy_keeps_a_third_beetle_card_and_her_last_two_more_firmly() -> None:
    # Four characters' persons can come to her find.  Her last two cards: a bare site opening
    # now with a find she has not seen takes one at 3 players, not at 5 (only a rich one does).
    two, three, card, one = ATTACKS[1:3], ATTACKS[1:4], ATTACKS[1], ATTACKS[4:5]
    assert _laying(_mummy_turn(two, her_find_out=False), card, 1) > 0
    assert _laying(_mummy_turn(two, her_find_out=False, players=5), card, 1) < 0
    assert _laying(_mummy_turn(two, her_find_out=False, players=5, find="gold_mask"), card, 1) > 0
    # A third card is kept too, as the two are at 3 players: a guarded dagger gets none.
    assert _laying(_mummy_turn(three, her_find_out=False, guards=one, find="dagger"), card, 1) > 0
    assert _laying(_mummy_turn(three, her_find_out=False, guards=one, find="dagger", players=5), card, 1) < 0
    assert _laying(_mummy_turn(three, her_find_out=False, players=5), card, 1) > 0


def test_a_kept_beetle_card_goes_only_to_a_rich_or_bare_site() -> None:
    # A site opening now takes one of the two kept cards only where it is worth the loss at
    # her find: a bare site with a find worth 3 or more (or unseen), or one guard and a find
    # worth 6 (a vase is worth 2, a dagger 3, a gold mask 6).
    two, card, weak, one = ATTACKS[:2], ATTACKS[0], ATTACKS[4], ATTACKS[2:3]
    assert _laying(_mummy_turn((weak, card), her_find_out=False, find="vase"), weak, 1) < 0
    assert _laying(_mummy_turn(two, her_find_out=False, guards=one, find="dagger"), card, 1) < 0
    assert _laying(_mummy_turn(two, her_find_out=False, guards=one, find="gold_mask"), card, 1) > 0
    assert _laying(_mummy_turn(two, her_find_out=False, guards=one), card, 1) < 0
    assert _laying(_mummy_turn(two, her_find_out=False), card, 1) > 0


def _occultist_digs_her_site_with_company() -> State:
    """5 players, the occultist to plan: her dig card opens her site 1 (her papyrus, sand 0).

    The gangster robs it (card 4), the agent observes it (card 11); site 2 is the
    archaeologist's, far from opening (sand 3).
    """
    state = with_site(planning(5, turn=OCC), 1, "papyrus", OCC)
    state = with_site(state, 2, "canopic_jar", ARCH, sand=3)
    state = at(at(state, cards("occultist")[1], 1), cards("gangster")[1], 1, role=ROBBER)
    return at(state, cards("agent")[2], 1, role=OBSERVER)


def _occultist_likes(state: State) -> dict[str, float]:
    view = state_from_view(GAME.view(state, OCC))
    return {a: score_action(view, OCC, decode(a)) for a in legal(state, OCC)}


def test_the_occultist_controls_a_robber_or_the_observation_off_her_opening_site() -> None:
    # Her control (F.1.c.2) moves a rival's card if her roll beats its person's courage: off
    # her site that opens, the robber no longer fights her for the find, and the agent's
    # observation no longer takes half of it (F.1.d); both beat the casino.
    likes = _occultist_likes(_occultist_digs_her_site_with_company())
    robber, observer = f"ctlc {cards('gangster')[1]} 2", f"ctlc {cards('agent')[2]} 2"
    casino = max(v for a, v in likes.items() if a.split()[0] in ("gamble", "croupier"))
    assert likes[robber] > casino and likes[observer] > casino, likes
    # Off a site she does not dig, a move keeps nothing for her: the casino is better.
    bare = at(
        at(_occultist_digs_her_site_with_company(), cards("gangster")[1], 2, role=ROBBER),
        cards("agent")[2],
        2,
        role=OBSERVER,
    )
    bare_likes = _occultist_likes(bare)
    assert max(v for a, v in bare_likes.items() if a.startswith("ctlc")) < casino


def test_a_character_counts_half_a_find_the_agent_observes() -> None:
    # At a site the agent observes, the taker pays him half the proceeds (F.1.d): the gangster
    # likes robbing it less than robbing the same site unobserved; the agent does not mind.
    state = at(
        with_site(planning(5, turn=GANG), 1, "gold_mask", ARCH, seen=1 << GANG),
        cards("archaeologist")[1],
        1,
    )
    watched = at(state, cards("agent")[2], 1, role=OBSERVER)
    for seat, card in ((GANG, cards("gangster")[1]), (AGENT, cards("agent")[1])):
        rob = decode(f"rob {card} 1")
        plain, taxed = (
            score_action(state_from_view(GAME.view(s, seat)), seat, rob) for s in (state, watched)
        )
        assert (0 < taxed < plain) if seat == GANG else (taxed == plain > 0)
