"""What a player reads when holding a finger on (or pointing at) something on the spell table.

:meth:`Reading.read` turns a region key into a title and lines of our own words, from the
shown seat's view only (a face-down card reads as face down).  The drawing of the panel is
in panels.py.
"""

from __future__ import annotations

from typing import Any

from pharaoh.games.mummy_spell.cards import (
    BEETLES,
    CARD_KIND,
    CARDS,
    EQUIPMENT,
    EXCAVATIONS,
    HELPERS,
    LARGE,
    PERSONS,
    SHOVELS,
    STORM,
    TRAP,
)
from pharaoh.games.mummy_spell.describe import card as card_text
from pharaoh.games.mummy_spell.describe import kind_name, name_in
from pharaoh.web.games.mummy_spell.motion import Motion
from pharaoh.web.games.mummy_spell.names import (
    beetle_names,
    find_names,
    item_names,
    large_names,
    person_names,
)
from pharaoh.web.i18n import tr

Text = tuple[str, list[str]]
"""A title and its lines."""


class Reading(Motion):
    """The words behind every thing on the table."""

    def _kind(self, c: int) -> str:
        return kind_name(CARD_KIND[c], self._lang)

    def read(self, key: str) -> Text | None:
        """The title and lines for region ``key`` (None: nothing to read there)."""
        head, _, rest = key.partition(":")
        nums = [int(x) for x in rest.split(":") if x.lstrip("-").isdigit()]
        reader = {
            "card": self._read_card,
            "deck": self._read_deck,
            "sfind": self._read_site_find,
            "mfind": self._read_find,
            "beetle": self._read_site_beetle,
            "hb": self._read_hand_beetle,
            "large": self._read_large,
            "item": self._read_item,
            "person": self._read_person,
            "seat": self._read_seat,
            "casino": self._read_casino,
            "job": self._read_job,
            "site": self._read_site,
            "sand": self._read_sand,
            "sym": self._read_symbol,
        }.get(head)
        if reader is None:
            return None
        try:
            return reader(nums, rest)
        except (IndexError, KeyError, ValueError, TypeError):
            return None

    # ------------------------------------------------------------------ cards
    def _read_card(self, nums: list[int], rest: str) -> Text:
        c = nums[0]
        lang = self._lang
        lines = [tr(lang, f"ms.read.kind.{CARD_KIND[c]}")]
        if SHOVELS[c] > 1:
            lines.append(tr(lang, "ms.shovels", n=SHOVELS[c]))
        owner = self.owner_of_card(c)
        if owner >= 0:
            lines.append(tr(lang, "ms.read.owner", who=self.seat_name(owner, lang)))
        return card_text(c, lang), lines

    def find_text(self, f: int) -> Text:
        """An excavation card's title and lines (face down if ``f`` < 0)."""
        lang = self._lang
        if f < 0:
            return tr(lang, "ms.read.unknown_find"), [tr(lang, "ms.read.unknown_find.hint")]
        e = EXCAVATIONS[f]
        lines = [tr(lang, "ms.read.value", n=e.value)]
        if e.symbol >= 0:
            lines.append(tr(lang, "ms.read.symbol", who=person_names(e.symbol, lang)[0]))
        if e.fragile:
            lines.append(tr(lang, "ms.read.fragile"))
        if e.special == "mummy":
            lines.append(tr(lang, "ms.read.goal"))
        elif e.special:
            lines.append(tr(lang, "ms.read.special"))
        return find_names(f, lang)[0], lines

    def _read_find(self, nums: list[int], rest: str) -> Text:
        return self.find_text(nums[0])

    def _read_deck(self, nums: list[int], rest: str) -> Text:
        if not nums:
            deck = list(self.st.get("deck") or [])
            return tr(self._lang, "ms.deck"), [
                tr(self._lang, "ms.deck_n", n=len(deck)),
                tr(self._lang, "ms.read.deck"),
            ]
        deck = list(self.st.get("deck") or [])
        return self.find_text(int(deck[nums[0]]))

    def _site(self, num: int) -> dict[str, Any]:
        return next(s for s in self.st.get("sites") or [] if int(s["num"]) == num)

    def _read_site_find(self, nums: list[int], rest: str) -> Text:
        return self.find_text(int(self._site(nums[0])["card"]))

    def beetle_text(self, b: int) -> Text:
        """A beetle card's title and lines (face down if ``b`` < 0)."""
        lang = self._lang
        if b < 0:
            return tr(lang, "ms.read.beetle_back"), [tr(lang, "ms.read.beetle_back.hint")]
        beetle = BEETLES[b]
        if b == TRAP:
            return beetle_names(b, lang)[0], [tr(lang, "ms.read.trap")]
        lines = [tr(lang, "ms.read.fright", n=beetle.skulls)]
        if beetle.strength < 0:
            mummy = int((self.view.get("derived") or {}).get("mummy_strength") or 0)
            lines.append(tr(lang, "ms.read.mummy_strength", n=mummy))
        else:
            lines.append(tr(lang, "ms.read.strength", n=beetle.strength))
        lines.append(tr(lang, "ms.legend.fright"))
        return beetle_names(b, lang)[0], lines

    def _read_site_beetle(self, nums: list[int], rest: str) -> Text:
        beetles = list(self._site(nums[0]).get("beetles") or [])
        return self.beetle_text(int(beetles[nums[1]]))

    def _read_hand_beetle(self, nums: list[int], rest: str) -> Text:
        hand = list((self.st.get("mummy") or {}).get("hand") or [])
        return self.beetle_text(int(hand[nums[0]]) if self.me == 0 else -1)

    def large_text(self, m: int, face: bool) -> Text:
        """A large mummy card's title and lines."""
        lang = self._lang
        if not face:
            return tr(lang, "ms.mummy"), [tr(lang, "ms.read.large")]
        lines = [tr(lang, "ms.read.storm" if m == STORM else "ms.read.large")]
        if LARGE[m].beetle >= 0:
            lines += self.beetle_text(LARGE[m].beetle)[1][:2]
        return large_names(m, lang)[0], lines

    def _read_large(self, nums: list[int], rest: str) -> Text:
        m = nums[0]
        front = list((self.st.get("mummy") or {}).get("large_front") or [])
        return self.large_text(m, self.me == 0 or m in front)

    def _read_item(self, nums: list[int], rest: str) -> Text:
        item = nums[0]
        lang = self._lang
        if item < len(EQUIPMENT):
            e = EQUIPMENT[item]
            lines = []
            if e.strength:
                lines.append(tr(lang, "ms.read.strength", n=f"+{e.strength}"))
            if e.courage:
                lines.append(tr(lang, "ms.read.courage", n=f"+{e.courage}"))
            lines.append(tr(lang, "ms.read.slot", slot=tr(lang, f"ms.slot.{e.slot}")))
            return item_names(item, lang)[0], lines
        return self._person_text(HELPERS[item - len(EQUIPMENT)])

    # ------------------------------------------------------------------ persons and seats
    def _person_text(self, pid: int) -> Text:
        lang = self._lang
        person = PERSONS[pid]
        persons = self.st.get("persons") or []
        info: dict[str, Any] = persons[pid] if pid < len(persons) else {"gear": [], "wage": 0, "owner": -1}
        derived = (self.view.get("derived") or {}).get("persons") or []
        d = derived[pid] if pid < len(derived) and derived[pid] else None
        strength = d["strength"] if d else person.strength
        courage = d["courage"] if d else (person.courage if person.character else int(info.get("wage") or 0))
        lines = [
            tr(lang, "ms.read.character" if person.character else "ms.read.helper"),
            tr(lang, "ms.read.strength", n=strength) + " · " + tr(lang, "ms.read.courage", n=courage),
        ]
        if not person.character:
            lines.append(tr(lang, "ms.read.wage", n=int(info.get("wage") or 0)))
        gear = [self.gear_text(int(e)) for e in info.get("gear") or []]
        lines.append(tr(lang, "ms.read.gear", list=", ".join(gear)) if gear else tr(lang, "ms.read.no_gear"))
        kinds = [kind_name(CARDS[c].kind, lang) for c in person.cards]
        lines.append(tr(lang, "ms.read.cards", list=", ".join(kinds)))
        if pid == int(self.st.get("tea", -1)):
            lines.append(tr(lang, "ms.read.at_tea"))
        owner = int(info.get("owner", -1))
        if owner > 0 and not person.character:
            lines.append(tr(lang, "ms.read.owner", who=self.seat_name(owner, lang)))
        return person_names(pid, lang)[0], lines

    def gear_text(self, e: int) -> str:
        """An equipment card's name and bonus: ``Fackel (⚔+1 ♥+1)``."""
        item = EQUIPMENT[e]
        bonus = [f"⚔+{item.strength}"] if item.strength else []
        bonus += [f"♥+{item.courage}"] if item.courage else []
        name = name_in(item.name, self._lang)
        return f"{name} ({' '.join(bonus)})" if bonus else name

    def _read_person(self, nums: list[int], rest: str) -> Text:
        return self._person_text(nums[0])

    def _read_seat(self, nums: list[int], rest: str) -> Text:
        seat = nums[0]
        lang = self._lang
        if seat == 0:
            derived = self.view.get("derived") or {}
            mummy = self.st.get("mummy") or {}
            lines = [
                tr(
                    lang,
                    "ms.read.mummy",
                    s=derived.get("mummy_strength", 0),
                    i=int(derived.get("injuries") or 0),
                ),
                tr(lang, "ms.ban_used" if mummy.get("ban_used") else "ms.ban_free")
                + ". "
                + tr(lang, "ms.read.ban"),
                tr(lang, "ms.beetles_n", n=len(mummy.get("hand") or [])),
            ]
            return tr(lang, "ms.mummy"), lines
        cash = list(self.st.get("cash") or [])
        lines = [tr(lang, "ms.read.seat_cash", n=cash[seat] if seat < len(cash) else 0)]
        credit = list(self.st.get("credit") or [])
        if seat < len(credit) and credit[seat]:
            lines.append(tr(lang, "ms.credit", n=credit[seat]))
        if int(self.st.get("start", -1)) == seat:
            lines.append(tr(lang, "ms.legend.start"))
        for pid in self.persons_of(seat):
            persons = self.st.get("persons") or []
            d = (self.view.get("derived") or {}).get("persons") or []
            stats = d[pid] if pid < len(d) and d[pid] else {"strength": 0, "courage": 0}
            text = f"{person_names(pid, lang)[0]}: ⚔{stats['strength']} ♥{stats['courage']}"
            if not PERSONS[pid].character:
                text += " · " + tr(lang, "ms.wage", n=persons[pid]["wage"])
            gear = [self.gear_text(int(e)) for e in persons[pid]["gear"]]
            if gear:
                text += " · " + ", ".join(gear)
            lines.append(text)
        hand = self.hand_of(seat)
        words = tr(lang, "ms.read.hand", n=len(hand))
        lines.append(words + (": " + ", ".join(card_text(c, lang) for c in hand) if hand else ""))
        finds = list((self.st.get("finds") or [])[seat]) if seat < len(self.st.get("finds") or []) else []
        if finds:
            lines.append(", ".join(find_names(int(f), lang)[0] for f in finds))
        return self.seat_name(seat, lang), lines

    # ------------------------------------------------------------------ places
    def _read_casino(self, nums: list[int], rest: str) -> Text:
        lang = self._lang
        return tr(lang, "ms.casino"), [tr(lang, "ms.read.casino")]

    def _read_job(self, nums: list[int], rest: str) -> Text:
        job = next(j for j in self.st.get("jobs") or [] if int(j["id"]) == nums[0])
        return tr(self._lang, "ms.job", k=job["premium"]), [tr(self._lang, "ms.read.job", n=job["premium"])]

    def _read_site(self, nums: list[int], rest: str) -> Text:
        lang = self._lang
        site = self._site(nums[0])
        derived = {int(d["num"]): d for d in (self.view.get("derived") or {}).get("sites", [])}
        info = derived.get(nums[0], {})
        lines = [tr(lang, "ms.read.site", s=int(site["sand"]), k=int(info.get("shovels", 0)))]
        if info.get("opens"):
            lines.append(tr(lang, "ms.opens"))
        if "fright" in info:
            lines.append(tr(lang, "ms.read.fright", n=info["fright"]))
        card = int(site["card"])
        title, find = self.find_text(card)
        lines.append(title + (" · " + find[0] if card >= 0 else ""))
        lines.append(tr(lang, "ms.read.sand"))
        return tr(lang, "ms.site", n=nums[0]), lines

    def _read_sand(self, nums: list[int], rest: str) -> Text:
        sand = list(self.st.get("sand") or [])
        return tr(self._lang, "ms.sand_n", n=len(sand)), [tr(self._lang, "ms.read.sand")]

    def _read_symbol(self, nums: list[int], rest: str) -> Text:
        if rest == "mummy":  # the mummy's strength and injuries, on her mat
            title, lines = self._read_seat([0], "0")
            return title, [*lines, tr(self._lang, "ms.legend.strength"), tr(self._lang, "ms.legend.injury")]
        return tr(self._lang, "ms.legend"), [tr(self._lang, f"ms.legend.{rest}")]

    def seat_name(self, seat: int, lang: str) -> str:
        """A seat's name: the mummy or its character."""
        if seat == 0:
            return tr(lang, "ms.mummy")
        return person_names(seat - 1, lang)[0]
