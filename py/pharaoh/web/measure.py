"""How wide a text is on the canvas, without a canvas: the advance widths of DejaVu Serif.

The table's fonts are ``Georgia, 'DejaVu Serif', serif``.  DejaVu Serif is the wider of
the two (and the one Chromium on Debian uses), so text laid out with these widths also
fits where Georgia is installed.  The widths, in thousandths of the font size, are what
Chromium's ``measureText`` reported for each character at 100 px (regular and bold);
characters missing here count as a wide letter.

>>> round(text_width("Skarabäenschwarm", 11), 1), round(text_width("Skarabäenschwarm", 11, bold=True), 1)
(110.3, 120.4)
"""

from __future__ import annotations

_REGULAR: dict[int, str] = {
    0: '\xad',
    275: "'",
    310: 'j',
    318: ' ,.\xa0·’‘‚',
    320: 'ilìíîï',
    337: '/:;\\|¦',
    338: '-',
    370: 'f',
    390: '()[]',
    395: 'IÌÍÎÏ',
    401: 'J²³¹',
    402: '!t¡',
    460: '"',
    470: 'º',
    475: 'ª',
    478: 'r',
    500: '*_`§¨¯°´¸–',
    511: '“”',
    513: 's',
    518: '„',
    527: 'z',
    528: '⁺₊',
    536: '?¿',
    560: 'cç',
    564: 'x',
    565: 'vyýÿ',
    590: '•',
    592: 'eèéêë',
    596: 'aàáâãäå',
    602: 'oðòóôõöø',
    606: 'k',
    612: '«»',
    636: '$0123456789{}¢£¤¥¶',
    640: 'bdgpqþ',
    644: 'hnuñùúûü',
    650: 'µ',
    660: 'YÝ',
    664: 'L',
    667: 'T',
    668: 'ß',
    673: 'P',
    676: 'Þ',
    685: 'S',
    694: 'F',
    695: 'Z',
    712: 'X',
    722: 'AVÀÁÂÃÄÅ',
    730: 'EÈÉÊË',
    735: 'B',
    747: 'K',
    753: 'R',
    765: 'CÇ',
    799: 'G',
    802: 'D',
    807: 'Ð',
    820: 'OQÒÓÔÕÖØ',
    838: '#+<=>^~¬±×÷−→←≥≤',
    843: 'UÙÚÛÜ',
    856: 'w',
    872: 'H',
    875: 'NÑ',
    890: '&',
    940: 'æ',
    948: 'm',
    950: '%',
    969: '¼½¾',
    1000: '@©®—…',
    1001: 'Æ',
    1024: 'M',
    1028: 'W',
}
_BOLD: dict[int, str] = {
    0: '\xad',
    306: "'",
    348: ' ,.\xa0·’‘‚',
    362: 'j',
    364: '|¦',
    365: '/\\',
    369: ':;',
    380: 'ilìíîï',
    415: '-',
    430: 'f',
    438: '²³¹',
    439: '!¡',
    462: 't',
    468: 'IÌÍÎÏ',
    473: '()J[]',
    487: 'ª',
    500: '_`¨¯°´¸º–',
    521: '"',
    523: '*§',
    527: 'r',
    528: '⁺₊',
    563: 's',
    568: 'z',
    575: '“”„',
    581: 'vyýÿ',
    586: '?¿',
    596: 'x',
    609: 'cç',
    625: '«»',
    636: 'e¤¶èéêë',
    639: '•',
    643: '{}',
    648: 'aàáâãäå',
    667: 'oðòóôõöø',
    693: 'k',
    696: '$0123456789¢£¥',
    699: 'bdgpqþ',
    703: 'L',
    710: 'F',
    714: 'YÝ',
    722: 'S',
    727: 'hnuñùúûü',
    730: 'Z',
    732: 'µ',
    744: 'T',
    752: 'P',
    757: 'Þ',
    760: 'ß',
    762: 'EÈÉÊË',
    776: 'AVXÀÁÂÃÄÅ',
    796: 'CÇ',
    831: 'R',
    838: '#+<=>^~¬±×÷−→←≥≤',
    845: 'B',
    854: 'G',
    861: 'w',
    867: 'D',
    869: 'K',
    871: 'OQÒÓÔÕÖØ',
    872: 'UÙÚÛÜ',
    874: 'Ð',
    903: '&',
    914: 'NÑ',
    945: 'H',
    950: '%',
    975: 'æ',
    1000: '@©®—…',
    1034: 'Æ',
    1043: '¼½¾',
    1058: 'm',
    1107: 'M',
    1123: 'W',
}

def _index(table: dict[int, str]) -> dict[str, float]:
    return {ch: width / 1000 for width, chars in table.items() for ch in chars}


REGULAR = _index(_REGULAR)
"""Character -> advance width in em, regular (and italic, which Chromium slants from it)."""
BOLD = _index(_BOLD)
"""Character -> advance width in em, bold."""


_EMS: dict[tuple[str, bool], float] = {}
"""(text, bold) -> width in em, remembered: a frame measures the same labels again and again."""
_EMS_MAX = 4096
"""The most widths remembered; the memory is emptied when full (texts come from a small set)."""


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """The width in CSS px of ``text`` at ``size`` px.

    >>> text_width("", 12), text_width("ii", 10)
    (0.0, 6.4)
    """
    key = (text, bold)
    em = _EMS.get(key)
    if em is None:
        widths = BOLD if bold else REGULAR
        wide = 0.85 if bold else 0.8
        em = float(sum(widths.get(ch, wide) for ch in text))
        if len(_EMS) >= _EMS_MAX:
            _EMS.clear()
        _EMS[key] = em
    return em * size


def wrap_width(text: str, size: float, width: float, *, bold: bool = False) -> list[str]:
    """Break ``text`` at spaces into lines no wider than ``width`` px where a word allows it.

    A word wider than ``width`` keeps a line of its own (callers check :func:`fits`).

    >>> wrap_width("draw one card now", 10, 50)
    ['draw one', 'card now']
    """
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and text_width(candidate, size, bold=bold) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def fits(lines: list[str], size: float, width: float, *, bold: bool = False) -> bool:
    """True if every line is at most ``width`` px wide at ``size`` px.

    >>> fits(["a", "bb"], 10, 14), fits(["wwwww"], 10, 14)
    (True, False)
    """
    return all(text_width(line, size, bold=bold) <= width for line in lines)
