"""Where the characters' money comes from in Im Bann der Mumie (a tool, not a test).

Plays seeded games with one bot (level or name) on every seat, seeded as ``python -m pharaoh
balance --game mummy_spell --bots LEVEL`` seeds them (the same games), and prints per character:
wins and its share of the characters' wins (each with its 95% Wilson interval), then the money
per game by source: finds at sites it leads, finds taken on a job or as a robber, job premiums,
the agent's share, the casino, thefts, and what it spent; the finds taken by robbers at sites
it leads; the sites it opened and the rounds its special card dug at a second site.  Then the
games the round limit decided: seed, where the mummy's find lay and what was at that site.

``--set module.NAME=value`` sets a number in a module of the game before playing
(``bots.SOME_WEIGHT=0.5``), to compare tunings on the same seeds.

Usage: ``.venv/bin/python tests/mummy_spell/count_stats.py --players 4 --seed 97000 --games 200``
(see docs/rulings/mummy_spell.md, session 11).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "py"))

from pharaoh.balance import wilson  # noqa: E402
from pharaoh.engine.bot import bot_name, make_bot  # noqa: E402
from pharaoh.engine.registry import get_game  # noqa: E402
from pharaoh.games.mummy_spell.cards import CARD_KIND, CARD_PERSON, MUMMY_FIND, PERSONS  # noqa: E402
from pharaoh.games.mummy_spell.state import JOB, LEGAL, ROBBER, SITE, State, get_site  # noqa: E402

SOURCES = (
    "own find",
    "job find",
    "robbed find",
    "trap find",
    "premiums in",
    "premiums out",
    "agent share",
    "casino",
    "theft",
    "bought",
    "wages raised",
    "opening fees",
)


def apply_settings(settings: list[str]) -> None:
    """Set ``module.NAME=value`` numbers in ``pharaoh.games.mummy_spell``'s modules."""
    for item in settings:
        name, _, value = item.partition("=")
        module_name, _, attr = name.rpartition(".")
        module = importlib.import_module(f"pharaoh.games.mummy_spell.{module_name}")
        if not hasattr(module, attr):
            raise SystemExit(f"{module_name} has no name {attr!r}")
        setattr(module, attr, type(getattr(module, attr))(float(value)))


def _role_at(state: State, seat: int, num: int) -> str:
    """How ``seat`` stood at site ``num`` before it was resolved: leader, job, robber or other."""
    if get_site(state, num).leader == seat:
        return "own"
    roles = {
        loc.role
        for c, loc in enumerate(state.cards)
        if loc.kind == SITE and loc.site == num and state.persons[CARD_PERSON[c]].owner == seat
    }
    if ROBBER in roles:
        return "robbed"
    if JOB in roles or LEGAL in roles:
        return "job"
    return "robbed"


def _there(state: State, seat: int, num: int) -> bool:
    """Whether ``seat`` has a card that counts at site ``num`` (else the site is abandoned by it)."""
    return any(
        loc.kind == SITE
        and loc.site == num
        and loc.role in (LEGAL, JOB)
        and state.persons[CARD_PERSON[c]].owner == seat
        for c, loc in enumerate(state.cards)
    )


def count(seeds: range, players: int, bot: str) -> tuple[Counter[str], list[str]]:
    """Play ``seeds`` and count where each character's money came from; also the limit games."""
    game = get_game("mummy_spell")
    tally: Counter[str] = Counter()
    limits: list[str] = []
    for g, seed in enumerate(seeds):
        bot_seed = seeds.start + g * 101
        bots = [make_bot("mummy_spell", bot_name("mummy_spell", bot), bot_seed + s) for s in range(players)]
        state: State = game.new_game(seed, players, {})
        site_before: State = state
        resolving = 0
        pendulum_sites: dict[int, int] = {}
        while seats := game.to_act(state):
            seat = seats[0]
            action = bots[seat].choose(game, seat, game.view(state, seat), game.legal_actions(state, seat))
            before = state
            state, events = game.apply(state, seat, action)
            for event in events:
                k, d = event.kind, event.data
                if k in ("dig", "open") and CARD_KIND[d["card"]] in ("pendulum", "dig"):
                    who = d["seat"]
                    if PERSONS[CARD_PERSON[d["card"]]].character:
                        pendulum_sites.setdefault(who, 0)
                        if CARD_KIND[d["card"]] == "pendulum":
                            pendulum_sites[who] |= 1 << d["site"]
                        else:
                            pendulum_sites[who] |= 1 << (d["site"] + 32)
                if k == "round":
                    pendulum_sites = {}
                elif k == "execution":
                    for who, mask in pendulum_sites.items():
                        pend, dig = mask & 0xFFFFFFFF, mask >> 32
                        if pend and dig and pend != dig:
                            tally[f"{who} two sites"] += 1
                elif k == "reveal":
                    resolving, site_before = d["site"], before
                elif k == "open":
                    tally[f"{d['seat']} opened"] += 1
                    tally[f"{d['seat']} opening fees"] -= 1
                elif k == "award" or k == "secured":
                    who = d.get("seat", 0)
                    leader = get_site(site_before, resolving).leader if resolving else -1
                    if who > 0:
                        how = _role_at(site_before, who, resolving) if resolving else "trap"
                        if any(e.kind == "trap_roll" for e in events):
                            how = "trap"
                        tally[f"{who} {how} find"] += d["value"]
                        tally[f"{who} {how} finds"] += 1
                    if leader > 0 and who != leader:
                        tally[f"{leader} lost to {'robbers' if who > 0 else 'mummy'}"] += 1
                        if who > 0 and not _there(site_before, leader, resolving):
                            tally[f"{leader} lost absent"] += 1
                    if leader > 0 and who == leader:
                        tally[f"{leader} kept"] += 1
                elif k == "bribe":
                    tally[f"{d['seat']} agent share"] -= d["amount"]
                    tally[f"{d['agent']} agent share"] += d["amount"]
                elif k == "job_paid":
                    tally[f"{d['seat']} premiums in"] += d["premium"]
                elif k == "offer":
                    tally[f"{d['seat']} premiums out"] -= d["premium"]
                elif k == "withdraw":
                    tally[f"{d['seat']} premiums out"] += d["premium"]
                elif k == "croupier":
                    tally[f"{d['seat']} casino"] += d["wage"]
                elif k == "casino" and not d["croupier"]:
                    tally[f"{d['seat']} casino"] -= 1
                elif k == "gamble":
                    tally[f"{d['seat']} casino"] += d["win"]
                elif k == "theft":
                    tally[f"{d['seat']} theft"] += d["loot"]
                    tally[f"{d['victim']} theft"] -= d["loot"]
                elif k == "purchase":
                    tally[f"{d['seat']} bought"] -= d["price"]
                elif k == "raise":
                    tally[f"{d['seat']} wages raised"] -= 1
        outcome = game.outcome(state)
        assert outcome is not None
        tally["games"] += 1
        tally[f"reason {outcome.reason}"] += 1
        total = sum(state.cash[s] + state.credit[s] for s in range(1, players))
        for s in range(1, players):
            tally[f"{s} final cash"] += state.cash[s] + state.credit[s]
            tally[f"{s} share of cash x100"] += round(100 * (state.cash[s] + state.credit[s]) / max(1, total))
            if s in outcome.winners:
                tally[f"{s} wins"] += 1
                tally["character wins"] += int(outcome.side == "characters")
        if outcome.side == "mummy":
            tally["mummy wins"] += 1
        if outcome.reason == "curse":
            where = next((x for x in state.sites if x.card == MUMMY_FIND), None)
            place = f"in the deck ({len(state.deck)} cards left)"
            if where:
                beetles = len(where.beetles)
                place = f"site {where.num}: leader {where.leader}, sand {where.sand}, {beetles} beetle cards"
            limits.append(f"seed {seed}: the mummy's find {place}; sand deck {len(state.sand)}")
    return tally, limits


def report(tally: Counter[str], players: int) -> str:
    """The counts as readable lines."""
    n = tally["games"]
    wins = tally["character wins"]
    low, high = wilson(tally["mummy wins"], n)
    lines = [
        f"games {n}, mummy won {tally['mummy wins']} ({100 * tally['mummy wins'] / n:.1f}%, "
        f"{100 * low:.1f}-{100 * high:.1f}%); reasons: "
        + ", ".join(f"{k[7:]} {v}" for k, v in sorted(tally.items()) if k.startswith("reason "))
    ]
    for s in range(1, players):
        name = PERSONS[s - 1].id
        w = tally[f"{s} wins"]
        lo, hi = wilson(w, wins) if wins else (0.0, 0.0)
        lines.append(
            f"{name}: wins {w}, share of the characters' wins {100 * w / max(1, wins):.1f}% "
            f"({100 * lo:.1f}-{100 * hi:.1f}%), final cash {tally[f'{s} final cash'] / n:.1f}k, "
            f"share of the characters' cash {tally[f'{s} share of cash x100'] / n:.1f}%"
        )
        money = ", ".join(f"{src} {tally[f'{s} {src}'] / n:+.1f}" for src in SOURCES if tally[f"{s} {src}"])
        lines.append(f"  money a game (k): {money}")
        lines.append(
            f"  finds a game: own {tally[f'{s} own finds'] / n:.2f}, job {tally[f'{s} job finds'] / n:.2f}, "
            f"robbed {tally[f'{s} robbed finds'] / n:.2f}, trap {tally[f'{s} trap finds'] / n:.2f}; "
            f"at sites it led: kept {tally[f'{s} kept'] / n:.2f}, lost to robbers "
            f"{tally[f'{s} lost to robbers'] / n:.2f} (with none of its cards there "
            f"{tally[f'{s} lost absent'] / n:.2f}), to the mummy {tally[f'{s} lost to mummy'] / n:.2f}; "
            f"opened {tally[f'{s} opened'] / n:.2f}, "
            f"rounds digging at two sites {tally[f'{s} two sites'] / n:.2f}"
        )
    return "\n".join(lines)


def main() -> None:
    """Parse the arguments, count, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=97000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bots", default="normal")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE")
    args = parser.parse_args()
    apply_settings(args.set)
    tally, limits = count(range(args.seed, args.seed + args.games), args.players, args.bots)
    print(report(tally, args.players))
    for line in limits:
        print("round limit:", line)


if __name__ == "__main__":
    main()
