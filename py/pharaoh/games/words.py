"""Number agreement for the engines' sentences (German and English alike need only one and many).

>>> plural(1, "Karte", "Karten"), plural(2, "card", "cards"), counted(0, "Schritt", "Schritte")
('Karte', 'cards', '0 Schritte')
"""

from __future__ import annotations


def is_one(n: object) -> bool:
    """True if ``n`` is the number 1 or -1 (also as text); anything else, unknown values too, is many.

    >>> is_one(1), is_one(-1), is_one("1"), is_one(0), is_one(2), is_one("?"), is_one(None), is_one(True)
    (True, True, True, False, False, False, False, False)
    """
    if isinstance(n, bool):
        return False
    if isinstance(n, str):
        try:
            n = int(n.strip())
        except ValueError:
            return False
    return isinstance(n, int | float) and abs(n) == 1


def plural(n: object, one: str, many: str) -> str:
    """``one`` if ``n`` is 1 (or -1), else ``many``.

    >>> plural(1, "Münze", "Münzen"), plural(5, "Münze", "Münzen"), plural(0, "coin", "coins")
    ('Münze', 'Münzen', 'coins')
    """
    return one if is_one(n) else many


def counted(n: object, one: str, many: str) -> str:
    """The number and its noun in agreement: ``"1 card"``, ``"2 cards"``.

    >>> counted(1, "Feld", "Felder"), counted(2, "square", "squares")
    ('1 Feld', '2 squares')
    """
    return f"{n} {plural(n, one, many)}"
