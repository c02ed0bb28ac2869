"""The engines' fast paths give what the plain code gives (issue #14, throughput).

* :func:`pharaoh.engine.fastcopy.replace` makes the same object as :func:`dataclasses.replace`;
* the one-entry memo of the legal actions never answers for another state or seat;
* the curse's move memos give what a fresh walk gives, its table of the mummy's turns what
  her steps give, its explorers' scores of a move (each part worked out once a decision) what
  the score as first written gives, and its hunt's table of powers the powers;
* Im Bann der Mumie's views (the state written by its masked writer) are the masked state
  written out, its generated writers write what a walk over the fields writes, its roles of
  a seat's cards by site are the roles at each site, its kept actions (``act``) are the
  actions built afresh, its sites with changes in one copy are the sites set one by one,
  a character's planning actions (usable cards found by person, kept job offers) are the
  ones listed as first written, its masked state (sites with nothing to hide kept) is the
  one first written, its shovels and dynamite of every site in one pass are each site's,
  the sand going back is drawn from the pool counted as of old, and its generated reader of
  a view's state reads what ``from_json`` reads;
* Tara Wolf's view is its plain view, its tables of actions by card hold the actions they
  name, and its groups in a tomb (fixed strengths read from a table) count every character.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from pharaoh.engine.fastcopy import replace
from pharaoh.engine.registry import get_game
from pharaoh.engine.rng import Rng
from pharaoh.games.mummy_curse import bots as curse_bots
from pharaoh.games.mummy_curse import hunting, moves, scouting
from pharaoh.games.mummy_curse import rules as curse_rules
from pharaoh.games.mummy_curse.board import SIZE, WALKABLE, bits
from pharaoh.games.mummy_curse.cards import MUMMY_DIE
from pharaoh.games.mummy_curse.paths import FAR
from pharaoh.games.mummy_curse.state import MUMMY_SEAT, STOP, Action
from pharaoh.games.mummy_spell import cards as spell_cards
from pharaoh.games.mummy_spell import effects as spell_effects
from pharaoh.games.mummy_spell import planning as spell_planning
from pharaoh.games.mummy_spell import rules as spell_rules
from pharaoh.games.mummy_spell import state as spell_state
from pharaoh.games.mummy_spell import views as spell_views
from pharaoh.games.mummy_spell.notation import Action as SpellAction
from pharaoh.games.mummy_spell.state import CHOICE
from pharaoh.games.valley_kings import actions as valley_actions
from pharaoh.games.valley_kings import rules as valley_rules
from pharaoh.games.valley_kings import strength as valley_strength
from pharaoh.games.valley_kings import views as valley_views
from pharaoh.games.valley_kings.cards import N as VALLEY_CARDS

GAMES = (("mummy_curse", 4), ("valley_kings", 2), ("mummy_spell", 4))
FRESH: dict[str, Callable[[Any, int], tuple[Any, ...]]] = {
    "mummy_curse": curse_rules._legal_actions,
    "valley_kings": valley_rules._legal_actions,
    "mummy_spell": spell_rules._legal,
}


def _states(game_id: str, players: int, seed: int, steps: int) -> list[Any]:
    game = get_game(game_id)
    rnd = random.Random(seed)
    state = game.new_game(seed, players, {})
    out = [state]
    for _ in range(steps):
        seats = game.to_act(state)
        if not seats:
            break
        legal = game.legal_actions(state, seats[0])
        state, _ = game.apply(state, seats[0], legal[rnd.randrange(len(legal))])
        out.append(state)
    return out


def _dataclasses_in(value: Any) -> list[Any]:
    """Every dataclass object inside ``value`` (itself included), through tuples and fields."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found = [value]
        for f in dataclasses.fields(value):
            found += _dataclasses_in(getattr(value, f.name))
        return found
    if isinstance(value, tuple):
        return [d for item in value for d in _dataclasses_in(item)]
    return []


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_the_fast_copy_makes_what_dataclasses_replace_makes(game_id: str, players: int) -> None:
    states = _states(game_id, players, 7, 120)
    checked = 0
    for before, after in zip(states, states[1:], strict=False):
        changed = {f.name: getattr(after, f.name) for f in dataclasses.fields(before)}
        changed = {n: v for n, v in changed.items() if v is not getattr(before, n)}
        pairs = [(before, changed)] + [(obj, {}) for obj in _dataclasses_in(before)[1:12]]
        for obj, changes in pairs:
            names = [f.name for f in dataclasses.fields(obj)]
            fast = replace(obj, **changes)
            slow = dataclasses.replace(obj, **changes)
            assert fast == slow and type(fast) is type(slow) and fast is not obj
            assert all(getattr(fast, n) is getattr(slow, n) for n in names)
            checked += 1
    assert checked > 100
    with pytest.raises(TypeError):
        replace(states[0], no_such_field=1)


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_the_legal_actions_memo_answers_only_for_its_own_state_and_seat(game_id: str, players: int) -> None:
    game = get_game(game_id)
    fresh = FRESH[game_id]
    states = _states(game_id, players, 11, 150)
    rnd = random.Random(3)
    for _ in range(400):
        state = rnd.choice(states)
        seat = rnd.randrange(players)
        assert game.legal_actions(state, seat) == fresh(state, seat)
        twin = dataclasses.replace(state)  # equal, but another object: asked afresh
        assert game.legal_actions(twin, seat) == fresh(twin, seat)


def test_the_curse_move_memos_give_a_fresh_walk() -> None:
    rnd = random.Random(5)
    cells = bits(WALKABLE)
    for _ in range(300):
        cell, mummy = rnd.choice(cells), rnd.choice(cells)
        occupied = sum(1 << c for c in rnd.sample(cells, 3))
        for steps in range(1, 5):
            expected = moves.walk_ends(1 << cell, steps, mummy) & ~occupied & ~(1 << cell)
            assert moves.number_moves(cell, steps, mummy, occupied) == expected
        assert moves.reach_any(cell, mummy) == moves._reach_any(cell, mummy)


def test_the_curse_table_of_the_mummy_turns_gives_her_steps() -> None:
    for cell in range(SIZE):
        steps = tuple(Action("step", d) for d in moves.mummy_steps(cell))
        assert curse_rules._MUMMY_TURNS[cell] == (*steps, STOP)
    assert any(len(curse_rules._MUMMY_TURNS[c]) == 5 for c in bits(WALKABLE))


def _plain_scout_score(ctx: scouting._Context, cell: int, lay: bool, belief: int, aside: int) -> float:
    """The explorers' score of a move as first written, every part worked out on each call."""
    style = ctx.style
    left = [t for t in ctx.all_targets if not (lay and t == cell)]
    if not left:
        return 1e9
    mine = [t for t in ctx.targets if not (lay and t == cell)]
    progress = -(ctx.tour(cell, mine) if mine else 0.0) - style.card_value * len(left)
    d = ctx.from_mummy[cell]
    reach = sum(1 for die in MUMMY_DIE if d <= aside + die) / len(MUMMY_DIE)
    if reach == 0.0:
        return progress
    if lay:
        guess = 1.0
    else:
        radius = aside + max(MUMMY_DIE)
        near = sum(1 for c in bits(belief) if ctx.from_mummy[c] <= radius)
        guess = min(1.0, style.guess / max(1, near))
    return progress - reach * guess * ctx.capture_cost


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_curse_scout_scores_are_the_plain_scores(players: int) -> None:
    game = get_game("mummy_curse")
    rnd = random.Random(players)
    checked = 0
    for state in _states("mummy_curse", players, 13, 400)[::7]:
        seats = game.to_act(state)
        if not seats or seats[0] == MUMMY_SEAT:
            continue
        view = game.view(state, seats[0])
        if view["turn"] is None or view["turn"]["pawn"] is None:
            continue
        ctx = scouting._Context(view, curse_bots.styles(players)[1])
        cells = bits(WALKABLE)
        beliefs = [ctx.belief, *(sum(1 << c for c in rnd.sample(cells, k)) for k in (1, 4, 9))]
        for cell in rnd.sample(cells, 12) + ctx.all_targets:
            for lay in (False, True):
                for belief in beliefs:
                    for aside in (ctx.aside, ctx.aside + 1):
                        expected = _plain_scout_score(ctx, cell, lay, belief, aside)
                        assert ctx.score(cell, lay, belief, aside) == expected
                        checked += 1
    assert checked > 500


def test_the_curse_hunt_weighs_the_future_by_the_plain_powers() -> None:
    for decay in (0.7, 0.5, 0.91):
        assert hunting._powers(decay) == tuple(decay**d for d in range(FAR + 1))


@pytest.mark.parametrize("players", [3, 5])
def test_the_spell_view_is_the_masked_state_written_out(players: int) -> None:
    states = [s for seed in (21, 22, 23) for s in _states("mummy_spell", players, seed, 700)]
    phases = set()
    for state in states:
        acting = spell_rules.to_act(state)
        for seat in [None, *range(players)]:
            assert spell_views.view(state, seat, acting) == spell_views.plain_view(state, seat, acting)
        market = state.market
        phases.add("choice" if market is not None and market.step == CHOICE else state.phase)
    assert "choice" in phases and len(phases) >= 5  # the market's secret choices were among them


def _walk_json(value: Any) -> Any:
    """What Im Bann der Mumie's ``to_json`` is meant to write, by a plain walk over the fields."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if isinstance(value, spell_state.Loc):
            return [getattr(value, f.name) for f in dataclasses.fields(value)]
        return {
            f.name: _walk_json(getattr(value, f.name)) for f in dataclasses.fields(value) if f.name != "rng"
        }
    if isinstance(value, tuple):
        return [_walk_json(item) for item in value]
    return value


@pytest.mark.parametrize("players", [3, 5])
def test_the_spell_writers_write_every_field(players: int) -> None:
    states = [s for seed in (24, 25) for s in _states("mummy_spell", players, seed, 700)]
    parts = set()
    for state in states:
        for seat in (None, 0, 1):
            masked = spell_views.mask(state, seat)
            written = spell_views.to_json(masked)
            assert written == _walk_json(masked) and list(written) == list(_walk_json(masked))
        parts |= {name for name in ("plan", "exe", "market") if getattr(state, name) is not None}
        parts |= {"jobs"} if state.jobs else set()
    assert parts == {"plan", "exe", "market", "jobs"}


def test_the_spell_kept_actions_are_the_actions_built_afresh() -> None:
    game = get_game("mummy_spell")
    verbs = set()
    for state in _states("mummy_spell", 4, 33, 600):
        for seat in spell_rules.to_act(state):
            for action in game.legal_actions(state, seat):
                fresh = SpellAction(*action)
                assert spell_effects.act(*fresh) == fresh and type(spell_effects.act(*fresh)) is SpellAction
                assert spell_effects.act(*fresh) is spell_effects.act(*fresh)
                verbs.add(action.verb)
    assert spell_effects.act("offer", 3, 2) == SpellAction("offer", 3, 2) != spell_effects.act("offer", 2, 3)
    assert len(verbs) >= 15


def test_the_spell_sites_with_changes_are_the_sites_set_one_by_one() -> None:
    checked = 0
    for state in _states("mummy_spell", 4, 34, 500):
        for a, b in zip(state.sites, state.sites[1:], strict=False):
            left, right = replace(a, sand=a.sand + 1), replace(b, seen=b.seen | 1)
            one_by_one = spell_state.set_site(spell_state.set_site(state, left), right)
            assert spell_state.sites_with(state, left, right) == one_by_one.sites
            checked += 1
    assert checked > 50


def test_the_spell_roles_by_site_are_the_roles_at_each_site() -> None:
    states = _states("mummy_spell", 4, 31, 400)
    found = 0
    for state in states:
        for seat in range(4):
            roles = spell_planning.roles_by_site(state, seat)
            for site in state.sites:
                expected = spell_planning.roles_at(state, seat, site.num)
                assert roles.get(site.num, set()) == expected
                found += bool(expected)
    assert found > 20


def test_the_tara_view_is_the_plain_view() -> None:
    states = [s for seed in range(40, 52) for s in _states("valley_kings", 2, seed, 400)]
    cases: set[str] = set()
    for state in states:
        for seat in (None, 0, 1):
            fast, plain = valley_views.view(state, seat), valley_views.plain_view(state, seat)
            assert fast == plain and list(fast) == list(plain)
            table = plain["table"]
            cases.add("next tomb" if plain["next_tomb"] else "")
            cases.add("hand limit" if any(p["hand_limit"] != 5 for p in plain["players"]) else "")
            cases.add("revealed" if table and table["revealed"] and any(table["totals"]) else "")
            cases.add("papyrus" if table and any(h["papyrus"] for h in table["hidden"]) else "")
    assert {"next tomb", "hand limit", "revealed", "papyrus"} <= cases


def test_the_tara_tables_of_actions_by_card_hold_the_actions_they_name() -> None:
    tables = {
        valley_actions.DISCARD: valley_actions.DISCARD_OF,
        valley_actions.SEND: valley_actions.SEND_OF,
        valley_actions.HIDE: valley_actions.HIDE_OF,
        valley_actions.PLAY: valley_actions.PLAY_OF,
        valley_actions.TRAP: valley_actions.TRAP_OF,
    }
    for kind, table in tables.items():
        assert len(table) == VALLEY_CARDS
        assert all(table[card] == valley_actions.Action(kind, card) for card in range(VALLEY_CARDS))


def test_the_tara_groups_count_every_character() -> None:
    states = [s for seed in range(60, 70) for s in _states("valley_kings", 2, seed, 400)]
    fixed = 0
    for state in states:
        table = state.table
        if table is None:
            continue
        for seat in (0, 1):
            expected = [
                (c, valley_strength.character_strength(state, table, seat, c)) for c in table.sent[seat]
            ]
            if table.revealed:
                hidden = [c for c in table.hidden[seat] if valley_strength.ROLE[c] == valley_strength.UNDEAD]
                expected += [(c, valley_strength.undead_strength(state, table, seat, c)) for c in hidden]
            assert valley_strength.group(state, seat) == expected
            fixed += sum(valley_strength.FIXED[c] >= 0 for c in table.sent[seat])
    assert fixed > 100


def test_the_tara_trap_question_of_the_rules_of_thumb_is_the_targets_list() -> None:
    """``hits_opponent`` (asked for every trap in hand in every rollout) agrees with ``trap_targets``."""
    states = [s for seed in range(60, 80) for s in _states("valley_kings", 2, seed, 400) if s.table]
    traps = [c for c in range(VALLEY_CARDS) if valley_strength.ROLE[c] == valley_strength.TRAP]
    answers: Counter[bool] = Counter()
    for state in states:
        for seat in (0, 1):
            for trap in traps:
                plain = any(v == 1 - seat for v, _ in valley_strength.trap_targets(state, seat, trap))
                assert valley_strength.hits_opponent(state, seat, trap) == plain
                answers[plain] += 1
    assert answers[True] > 100 and answers[False] > 100


def _randbelow_by_next64(rng: Rng, n: int) -> tuple[int, Rng]:
    """``Rng.randbelow`` as defined: rejection sampling on ``next64`` (no modulo bias)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x, rng = rng.next64()
        if x < limit:
            return x % n, rng


def test_the_inlined_draws_are_the_generators_own() -> None:
    """``randbelow`` and ``shuffled`` work on the bare state; they draw what ``next64`` would."""
    picker = random.Random(14)
    for _ in range(2000):
        seed = picker.getrandbits(70) - (1 << 69)
        n = picker.choice([1, 2, 3, 6, 7, 52, (1 << 63) + 5, (1 << 64) - 1, 1 << 64])
        assert Rng.from_seed(seed).randbelow(n) == _randbelow_by_next64(Rng.from_seed(seed), n)
        items = list(range(picker.randrange(60)))
        rng, want = Rng.from_seed(seed), list(items)
        for i in range(len(want) - 1, 0, -1):  # Fisher-Yates on the plain draws
            j, rng = _randbelow_by_next64(rng, i + 1)
            want[i], want[j] = want[j], want[i]
        assert Rng.from_seed(seed).shuffled(items) == (tuple(want), rng)


def _plain_usable(state: Any, seat: int) -> list[int]:
    """The cards a character may play, as first written: one pass over every card."""
    persons = state.persons
    out = []
    for c, loc in enumerate(state.cards):
        pid = spell_cards.CARD_PERSON[c]
        if persons[pid].owner != seat or pid == state.tea or c in state.controlled or c in state.banned:
            continue
        if loc.kind == spell_state.HAND or (
            loc.kind == spell_state.SITE
            and not loc.active
            and loc.role in (spell_state.LEGAL, spell_state.JOB, spell_state.ROBBER)
        ):
            out.append(c)
    return out


def _plain_character_actions(state: Any, seat: int) -> list[SpellAction]:
    """A character's planning actions as first written (before session 15), actions built afresh."""
    st, cards_mod, pl = spell_state, spell_cards, spell_planning
    plan = state.plan
    cards = _plain_usable(state, seat)
    if plan.rob:
        group = [
            SpellAction("rob", c, plan.rob)
            for c in cards
            if c in cards_mod.DIGGERS and not pl._free_rob(state, c, plan.rob)
        ]
        return group + [SpellAction("sneak")]
    acts: list[SpellAction] = []
    bit = 1 << seat
    unknown_deck = any(not seen & bit for seen in state.deck_seen)
    known_pos = [i for i, seen in enumerate(state.deck_seen) if seen & bit]
    can_pay = state.cash[seat] >= cards_mod.RULES["opening_fee"]
    posts = sum(1 for loc in state.cards if loc.kind == st.CASINO and loc.site == 1) < cards_mod.CASINO_POSTS
    for c in cards:
        loc = state.cards[c]
        kind = cards_mod.CARD_KIND[c]
        if c in cards_mod.RESEARCHERS and loc.kind == st.HAND:
            if unknown_deck:
                acts.append(SpellAction("research", c))
            acts.extend(SpellAction("peek", c, s.num) for s in state.sites if not s.seen & bit)
        if c in cards_mod.DIGGERS:
            if can_pay:
                acts.extend(SpellAction("open", c, i) for i in known_pos)
            for site in state.sites:
                num = site.num
                if site.leader == seat:
                    acts.append(SpellAction("dig", c, num))
                    continue
                roles = pl.roles_at(state, seat, num)
                if st.ROBBER not in roles:
                    for job in state.jobs:
                        if job.site == num and (job.taker < 0 or job.taker == c):
                            acts.append(SpellAction("job", c, job.id))
                if st.JOB not in roles:
                    acts.append(SpellAction("rob", c, num))
        elif kind == cards_mod.OBSERVATION and loc.kind == st.HAND:
            acts.extend(SpellAction("observe", c, s.num) for s in state.sites)
        elif kind == cards_mod.DYNAMITE and loc.kind == st.HAND:
            for d, dloc in enumerate(state.cards):
                if (
                    dloc.kind == st.SITE
                    and dloc.active
                    and dloc.role in (st.LEGAL, st.JOB, st.ROBBER)
                    and d in cards_mod.DIGGERS
                    and st.owner(state, d) == seat
                    and d not in state.banned
                    and cards_mod.CARD_PERSON[d] != state.tea
                ):
                    acts.append(SpellAction("dyn", d))
        elif kind == cards_mod.CONTROL and loc.kind == st.HAND:
            acts.extend(pl._control_actions(state, seat))
        if posts:
            acts.append(SpellAction("croupier", c))
        if state.cash[seat] >= cards_mod.CASINO_STAKE:
            acts.append(SpellAction("gamble", c))
    for site in state.sites:
        if site.leader == seat:
            acts.extend(SpellAction("offer", site.num, k) for k in range(1, state.cash[seat] + 1))
    for job in state.jobs:
        if job.taker < 0 and job.round < state.round and st.get_site(state, job.site).leader == seat:
            acts.append(SpellAction("withdraw", job.id))
    acts.append(SpellAction("end"))
    return acts


@pytest.mark.parametrize("players", [4, 5])
def test_the_spell_character_actions_are_the_plain_ones(players: int) -> None:
    """Usable cards by person, the kept offers, withdrawals by led site: the actions as first listed."""
    states = [s for seed in (35, 36, 37) for s in _states("mummy_spell", players, seed, 700)]
    verbs: set[str] = set()
    for state in states:
        if state.phase != spell_state.PLAN:
            continue
        for seat in range(1, players):
            assert spell_planning.usable(state, seat) == _plain_usable(state, seat)
            acts = spell_planning.character_actions(state, seat)
            assert acts == _plain_character_actions(state, seat)
            verbs |= {a.verb for a in acts}
    wanted = {"sneak", "rob", "job", "withdraw", "offer", "open", "peek", "dyn", "ctlb", "ctlc", "research"}
    assert wanted | ({"observe"} if players == 5 else set()) <= verbs  # the agent plays in 5


def _plain_mask(state: Any, seat: int | None) -> Any:
    """``views.mask`` as first written: every site, the sand and the generator copied anew."""
    bit = 0 if seat is None else 1 << seat
    deck = tuple(c if s & bit else -1 for c, s in zip(state.deck, state.deck_seen, strict=True))
    mummy_view = seat == spell_cards.MUMMY
    shown = spell_views.opened_site(state)
    sites = tuple(
        replace(
            site,
            card=site.card if site.seen & bit or site.num == shown else -1,
            beetles=site.beetles if mummy_view or site.num == shown else (-1,) * len(site.beetles),
        )
        for site in state.sites
    )
    sand = tuple(v if seen else -1 for v, seen in zip(state.sand, state.sand_seen, strict=True))
    m = state.mummy
    if not mummy_view:
        m = replace(m, hand=(-1,) * len(m.hand), pile=())
    market = state.market
    if market is not None:
        bags = tuple(b if s == seat or b < 0 or market.known[s] else -2 for s, b in enumerate(market.bags))
        choices = market.choices
        if market.step == CHOICE:
            choices = tuple(
                c if s in (seat, spell_cards.MUMMY) or c < 0 else spell_state.HIDDEN_CARD
                for s, c in enumerate(choices)
            )
        market = replace(market, bags=bags, choices=choices)
    return replace(state, rng=Rng(0), deck=deck, sites=sites, sand=sand, mummy=m, market=market)


def test_the_spell_mask_is_the_plain_mask() -> None:
    """Sites with nothing to hide kept as they are, an unseen sand deck in one step: the same state."""
    kept = known_sand = 0
    for state in [s for seed in (26, 27) for s in _states("mummy_spell", 4, seed, 700)]:
        for seat in (None, 0, 1, 2, 3):
            masked = spell_views.mask(state, seat)
            assert masked == _plain_mask(state, seat)
            kept += sum(a is b for a, b in zip(masked.sites, state.sites, strict=True))
        known_sand += True in state.sand_seen
    assert kept > 50 and known_sand > 10


def test_the_spell_digging_in_one_pass_is_shovels_and_dynamite_by_site() -> None:
    """``digging`` and ``will_open`` (one pass over the cards) against ``shovels`` and ``dynamite_at``.

    And ``get_site`` (one loop, no call) against the site at ``site_index``.
    """
    opened = blasts = 0
    for state in [s for seed in (28, 29) for s in _states("mummy_spell", 5, seed, 700)]:
        found, dynamite = spell_state.digging(state)
        for site in state.sites:
            num = site.num
            dyn, dug = spell_state.dynamite_at(state, num), spell_state.shovels(state, num)
            assert found.get(num, 0) == dug and dynamite.get(num, -1) == dyn
            assert spell_state.will_open(state, num) == (dyn >= 0 or dug > site.sand)
            assert spell_state.get_site(state, num) is state.sites[spell_state.site_index(state, num)]
            opened += dug > site.sand
            blasts += dyn >= 0
        if state.sites:  # a number no site has: the last site, as state.sites[-1]
            assert spell_state.get_site(state, 99) is state.sites[-1]
    assert opened > 20 and blasts > 5


def _plain_counting(state: Any, num: int) -> list[int]:
    """``counting_cards`` as first written: one pass over the cards for the one site."""
    return [
        c
        for c, loc in enumerate(state.cards)
        if loc.kind == spell_state.SITE
        and loc.site == num
        and loc.role not in (spell_state.DYN, spell_state.OBSERVER)
        and c not in state.banned
    ]


def _plain_shovels(state: Any, num: int) -> int:
    """``shovels`` as first written: the active, unbanned digging cards of the one site."""
    return sum(
        spell_cards.SHOVELS[c]
        for c, loc in enumerate(state.cards)
        if loc.kind == spell_state.SITE
        and loc.site == num
        and loc.active
        and loc.role in (spell_state.LEGAL, spell_state.JOB, spell_state.ROBBER)
        and c not in state.banned
    )


def test_the_spell_site_tally_is_shovels_and_persons_site_by_site() -> None:
    """The kept tally of the last state against the one-site passes, states taken out of order.

    (``will_open`` reads the tally; the test of ``digging`` above checks it.)
    """
    states = [s for seed in (38, 39) for s in _states("mummy_spell", 5, seed, 700)]
    random.Random(5).shuffle(states)
    persons = dug = 0
    for i, state in enumerate(states):
        nums = [site.num for site in state.sites] + [99]
        for num in nums if i % 2 else reversed(nums):
            counting = _plain_counting(state, num)
            assert spell_state.counting_cards(state, num) == counting
            assert spell_state.present_persons(state, num) == sorted(
                {spell_cards.CARD_PERSON[c] for c in counting}
            )
            assert spell_state.shovels(state, num) == _plain_shovels(state, num)
            assert spell_state.site_tally(state)[2].get(num, -1) == spell_state.dynamite_at(state, num)
            persons += len(counting)
            dug += _plain_shovels(state, num)
        spell_state.counting_cards(state, nums[0]).append(-1)  # a caller's list is its own
        assert -1 not in spell_state.counting_cards(state, nums[0])
    assert persons > 500 and dug > 100


def test_the_spell_sand_back_draws_from_the_values_not_in_the_deck() -> None:
    """The pool of ``sand_back`` (sorted values, the deck's removed) is the counted one of old."""
    checked = 0
    for state in _states("mummy_spell", 4, 30, 600)[::7]:
        for count in (1, 2, 4):
            out = Counter(spell_cards.SAND)
            out.subtract(state.sand)
            pool, values, rng = sorted(out.elements()), [], state.rng
            for _ in range(min(count, len(pool))):
                i, rng = rng.randbelow(len(pool))
                values.append(pool.pop(i))
            back = spell_effects.sand_back(state, count)
            assert back.sand == state.sand + tuple(values) and back.rng == rng
            assert back.sand_seen == state.sand_seen + (False,) * len(values)
            checked += bool(values)
    assert checked > 50


@pytest.mark.parametrize("players", [3, 5])
def test_the_spell_reader_reads_what_from_json_reads(players: int) -> None:
    """``state_from_view`` (the state's generated reader) against ``from_json`` over the type hints."""
    game = get_game("mummy_spell")
    parts: set[str] = set()
    for state in [s for seed in (41, 42) for s in _states("mummy_spell", players, seed, 700)][::6]:
        for seat in [None, *range(players)]:
            written = game.view(state, seat)
            read = spell_views.state_from_view(written)
            assert read == spell_views.from_json(spell_state.State, written["state"])
            assert repr(read) == repr(spell_views.from_json(spell_state.State, written["state"]))
        parts |= {name for name in ("plan", "exe", "market") if getattr(state, name) is not None}
        parts |= {"jobs"} if state.jobs else set()
    assert parts == {"plan", "exe", "market", "jobs"}
