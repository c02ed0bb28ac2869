"""Menu facts of mummy_spell (light: no engine imports)."""

from __future__ import annotations

from pharaoh.engine.game import GameInfo

INFO = GameInfo(
    id="mummy_spell",
    name={
        "de": "Im Bann der Mumie",
        "en": "Under the Mummy's Spell",
        "fr": "L'Envoûtement de la momie",
        "it": "L'Incantesimo della mummia",
    },
    blurb={
        "de": "Forschen, graben, feilschen: Schatzjäger plündern ein Grab, eine Mumie verteidigt es.",
        "en": "Research, dig and haggle: treasure hunters raid a pharaoh's tomb, a mummy defends it.",
        "fr": "Étudier, creuser, marchander : des chasseurs de trésors pillent le tombeau d'un pharaon, une "
        "momie le défend.",
        "it": "Studiare, scavare, trattare: cacciatori di tesori saccheggiano la tomba di un faraone, una "
        "mummia la difende.",
    },
    min_players=3,
    max_players=5,
    has_secrets=True,
    playout_bound=30000,
    has_guide=True,
    legacy_options={1: {"rules": 1}},
)
