"""Number agreement for the engines' sentences, by each language's own rule.

German, English and Italian use the singular for exactly one (``1 Karte``, ``1 card``,
``1 carta``; ``0 carte``); French uses it for zero and one alike (``0 carte``, ``1 carte``,
``2 cartes``).  Every function takes the language code; without one it follows English.

>>> plural(1, "Karte", "Karten"), plural(2, "card", "cards"), counted(0, "Schritt", "Schritte")
('Karte', 'cards', '0 Schritte')
>>> counted(0, "case", "cases", "fr"), counted(0, "casella", "caselle", "it")
('0 case', '0 caselle')
"""

from __future__ import annotations

import re

ZERO_IS_ONE = frozenset({"fr"})
"""Languages whose singular covers 0 as well as 1 (and every number between -2 and 2)."""


def _number(n: object) -> int | float | None:
    """``n`` as a number (an int, a float or a text of an int), or None."""
    if isinstance(n, bool):
        return None
    if isinstance(n, str):
        try:
            return int(n.strip())
        except ValueError:
            return None
    return n if isinstance(n, int | float) else None


def is_one(n: object, lang: str = "en") -> bool:
    """True if ``n`` takes the singular in ``lang``; anything but a number (unknown values too) is many.

    German, English, Italian: exactly 1 or -1.  French: any number whose size is below 2 (0, 1, 1.5).

    >>> is_one(1), is_one(-1), is_one("1"), is_one(0), is_one(2), is_one("?"), is_one(None), is_one(True)
    (True, True, True, False, False, False, False, False)
    >>> is_one(0, "fr"), is_one(1, "fr"), is_one("0", "fr"), is_one(2, "fr"), is_one(0, "it"), is_one(1, "it")
    (True, True, True, False, False, True)
    """
    value = _number(n)
    if value is None:
        return False
    if lang in ZERO_IS_ONE:
        return abs(value) < 2
    return abs(value) == 1


def plural(n: object, one: str, many: str, lang: str = "en") -> str:
    """``one`` if ``n`` takes the singular in ``lang``, else ``many``.

    >>> plural(1, "Münze", "Münzen"), plural(5, "Münze", "Münzen"), plural(0, "coin", "coins")
    ('Münze', 'Münzen', 'coins')
    >>> plural(0, "pièce", "pièces", "fr"), plural(0, "moneta", "monete", "it")
    ('pièce', 'monete')
    """
    return one if is_one(n, lang) else many


def counted(n: object, one: str, many: str, lang: str = "en") -> str:
    """The number and its noun in agreement: ``"1 card"``, ``"2 cards"``, ``"0 carte"`` in French.

    >>> counted(1, "Feld", "Felder"), counted(2, "square", "squares"), counted(0, "dé", "dés", "fr")
    ('1 Feld', '2 squares', '0 dé')
    """
    return f"{n} {plural(n, one, many, lang)}"


def say(lang: str, **texts: str) -> str:
    r"""The text written for ``lang`` among ``texts`` (keyword per language code); English if none.

    French gets its no-break space before ``: ; ! ?`` (written as a plain space in the source).

    >>> say("fr", de="Würfeln", en="Roll", fr="Lancer", it="Tirare"), say("xx", de="Ja", en="Yes")
    ('Lancer', 'Yes')
    >>> say("fr", en="Go: now", fr="Allez : maintenant !")
    'Allez\xa0: maintenant\xa0!'
    """
    text = texts.get(lang) or texts["en"]
    if lang == "fr":
        text = _FRENCH_SPACE.sub("\u00a0\\1", text)
    return text


_FRENCH_SPACE = re.compile(r" ([:;!?])")
