"""Menu facts of Tara Wolf im Tal der Könige (no engine import: the menu loads this alone)."""

from __future__ import annotations

from pharaoh.engine.game import GameInfo

INFO = GameInfo(
    id="valley_kings",
    name={
        "de": "Tara Wolf im Tal der Könige",
        "en": "Tara Wolf in the Valley of the Kings",
        "fr": "Tara Wolf dans la Vallée des Rois",
        "it": "Tara Wolf nella Valle dei Re",
    },
    blurb={
        "de": "Zwei Abenteurer, sieben Gräber: Gefährten anheuern, Fallen stellen, bluffen, Schätze bergen.",
        "en": "Two adventurers, seven tombs: hire companions, lay traps, bluff and carry off the treasures.",
        "fr": "Deux aventuriers, sept tombeaux : engager des compagnons, tendre des pièges, bluffer, "
        "rapporter les trésors.",
        "it": "Due avventurieri, sette tombe: ingaggiare compagni, piazzare trappole, bluffare, portar via "
        "i tesori.",
    },
    min_players=2,
    max_players=2,
    has_secrets=True,
    playout_bound=4000,
    has_guide=True,
)
"""The game's entry in the menu."""
