"""A small labelled drawing of the spell table for the rules help, made here as inline SVG.

The drawing follows the table's wide layout (geometry.py): the mummy and the piles on top,
the excavation sites and the casino, the treasure hunters, your cards and the market; each
part carries its name, and a numbered list under it says what lies there.

>>> svg = table_svg("en")
>>> svg.startswith("<svg") and "Casino" in svg and "</svg>" in svg
True
"""

from __future__ import annotations

from pharaoh.web.html import esc, tag

W, H = 400.0, 300.0
"""The drawing's own units (it scales to the dialog's width)."""
FONT = 16
"""Label size in drawing units: 11 CSS px or more in a dialog 280 px wide (the smallest phone)."""

PARTS: dict[str, dict[str, str]] = {
    "mummy": {"de": "Mumie", "en": "Mummy", "fr": "Momie", "it": "Mummia"},
    "deck": {"de": "Ausgrabungen", "en": "Excavations", "fr": "Fouilles", "it": "Scavi"},
    "sand": {"de": "Sand", "en": "Sand", "fr": "Sable", "it": "Sabbia"},
    "site": {"de": "Grabung", "en": "Site", "fr": "Chantier", "it": "Scavo"},
    "casino": {"de": "Casino", "en": "Casino", "fr": "Casino", "it": "Casinò"},
    "gamble": {"de": "Spielen", "en": "Gamble", "fr": "Jouer", "it": "Giocare"},
    "croupier": {"de": "Croupier", "en": "Croupier", "fr": "Croupier", "it": "Croupier"},
    "hunters": {
        "de": "Schatzsucher",
        "en": "Treasure hunters",
        "fr": "Chasseurs de trésors",
        "it": "Cacciatori di tesori",
    },
    "hand": {"de": "Deine Karten", "en": "Your cards", "fr": "Vos cartes", "it": "Le tue carte"},
    "market": {"de": "Markt", "en": "Market", "fr": "Marché", "it": "Mercato"},
    "alt": {
        "de": "Zeichnung des Spieltischs mit seinen Bereichen",
        "en": "Drawing of the table and its parts",
        "fr": "Dessin de la table et de ses parties",
        "it": "Disegno del tavolo e delle sue parti",
    },
}
"""The drawing's words, in every language of the page."""


def _word(key: str, lang: str) -> str:
    return PARTS[key].get(lang) or PARTS[key]["en"]


def _rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "#6a4d28", r: float = 6) -> str:
    return (
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{r:g}" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="1.5"/>'
    )


def _text(
    x: float, y: float, text: str, *, size: int = FONT, fill: str = "#f1dca6", anchor: str = "start"
) -> str:
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size}" fill="{fill}" text-anchor="{anchor}" '
        f'font-family="Georgia, serif">{esc(text)}</text>'
    )


def _badge(x: float, y: float, n: int) -> str:
    return f'<circle cx="{x:g}" cy="{y:g}" r="10" fill="#e2b245"/>' + _text(
        x, y + 5.5, str(n), size=FONT, fill="#2a1a0b", anchor="middle"
    )


def _card(x: float, y: float, w: float, h: float, fill: str) -> str:
    return _rect(x, y, w, h, fill, "#2a1d10", 3)


def table_svg(lang: str) -> str:
    """The labelled drawing of the table, as an ``<svg>`` element (numbers match :func:`parts`)."""
    out = [_rect(0, 0, W, H, "#5a3e1f", "#3f2b15", 10)]
    # 1 the mummy: her large cards and her face-down beetle cards
    out.append(_rect(6, 6, 226, 66, "rgba(20,13,6,0.55)"))
    out.append('<ellipse cx="22" cy="24" rx="9" ry="11" fill="#d9ccb0"/>')
    out.append(_text(36, 29, _word("mummy", lang)))
    for i in range(3):
        out.append(_card(14 + i * 26, 38, 22, 30, "#2f4a3e"))
    for i in range(2):
        out.append(_card(100 + i * 26, 38, 22, 30, "#d9c79a"))
    out.append(_badge(222, 18, 1))
    # 2 the excavation deck, 3 the sand
    out.append(_rect(238, 6, 156, 66, "rgba(20,13,6,0.55)"))
    out.append(_text(246, 25, _word("deck", lang), size=FONT))
    out.append(_card(246, 34, 24, 34, "#6b4d2a"))
    for i in range(4):
        out.append(_card(276 + i * 9, 36, 20, 30, "#f2e2b8"))
    out.append(_card(346, 34, 36, 20, "#e2c47f"))
    out.append(_text(364, 68, _word("sand", lang), size=FONT, anchor="middle"))
    out.append(_badge(384, 18, 2))
    out.append(_badge(338, 54, 3))
    # 4 two sites, 5 the casino
    for k in range(2):
        x = 6 + k * 152
        out.append(_rect(x, 78, 146, 92, "rgba(30,20,8,0.62)"))
        out.append(_text(x + 8, 96, f"{_word('site', lang)} {k + 1}", size=FONT))
        out.append(_card(x + 8, 104, 40, 58, "#f2e2b8"))
        out.append(_card(x + 18, 132, 34, 26, "#e2c47f"))
        out.append(_card(x + 58, 104, 16, 22, "#2f4a3e"))
        out.append(_card(x + 78, 104, 16, 22, "#2f4a3e"))
        out.append(_card(x + 58, 132, 16, 22, "#c9952f"))
        out.append(_card(x + 78, 132, 16, 22, "#b8452f"))
    out.append(_badge(146, 88, 4))
    out.append(_rect(314, 78, 80, 92, "rgba(60,10,20,0.6)"))
    out.append(_text(354, 95, _word("casino", lang), size=FONT, anchor="middle"))
    out.append(_text(354, 118, _word("gamble", lang), size=FONT, fill="#b9a57a", anchor="middle"))
    out.append(_text(354, 152, _word("croupier", lang), size=FONT, fill="#b9a57a", anchor="middle"))
    out.append(_badge(384, 161, 5))
    # 6 the treasure hunters (the sun disc marks the start player)
    colours = ("#c9952f", "#b8452f", "#8a5cc0")
    for k, colour in enumerate(colours):
        x = 6 + k * 131
        out.append(_rect(x, 176, 125, 50, "rgba(20,13,6,0.6)"))
        out.append(f'<rect x="{x + 3:g}" y="180" width="4" height="42" fill="{colour}"/>')
        out.append(_text(x + 14, 196, "⚔ ♥ 10k", size=FONT))
        out.append(_card(x + 14, 204, 12, 16, colour))
        out.append(_card(x + 28, 204, 12, 16, colour))
    out.append('<circle cx="124" cy="190" r="6" fill="#f3c95a" stroke="#8a5e12"/>')
    out.append(_badge(384, 186, 6))
    # 7 your action cards, 8 the market
    out.append(_rect(6, 232, 150, 62, "rgba(20,13,6,0.55)"))
    out.append(_text(14, 250, _word("hand", lang), size=FONT))
    for i in range(3):
        out.append(_card(16 + i * 34, 256, 28, 34, "#c9952f"))
    out.append(_badge(146, 242, 7))
    out.append(_rect(162, 232, 232, 62, "rgba(20,13,6,0.55)"))
    out.append(_text(170, 250, _word("market", lang), size=FONT))
    for i in range(6):
        out.append(_card(172 + i * 36, 256, 30, 34, "#cbb68a" if i < 4 else "#b9c7a6"))
    out.append(_badge(384, 242, 8))
    return tag(
        "svg",
        tag("title", esc(_word("alt", lang))) + "".join(out),
        xmlns="http://www.w3.org/2000/svg",
        viewBox=f"0 0 {W:g} {H:g}",
        width="100%",
        role="img",
        style="max-width:520px;display:block;margin:0.5rem auto",
    )
