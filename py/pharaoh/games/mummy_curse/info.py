"""Menu facts of mummy_curse (light: no engine imports)."""

from __future__ import annotations

from pharaoh.engine.game import GameInfo

INFO = GameInfo(
    id="mummy_curse",
    name={
        "de": "Der Fluch der Mumie",
        "en": "The Mummy's Curse",
        "fr": "La Malédiction de la momie",
        "it": "La Maledizione della mummia",
    },
    blurb={
        "de": "Die Mumie jagt Schatzsucher, die sie nicht sehen kann: Schätze finden, bevor sie zupackt.",
        "en": "The mummy hunts explorers it cannot see: find your treasures before it grabs you.",
        "fr": "La momie chasse des aventuriers qu'elle ne voit pas : trouvez vos trésors avant qu'elle ne "
        "vous attrape.",
        "it": "La mummia dà la caccia a esploratori che non vede: trova i tuoi tesori prima che ti "
        "acchiappi.",
    },
    min_players=2,
    max_players=5,
    has_secrets=True,
    playout_bound=60000,
    has_guide=True,
)
