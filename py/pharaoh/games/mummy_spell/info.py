"""Menu facts of mummy_spell (light: no engine imports)."""

from __future__ import annotations

from pharaoh.engine.game import GameInfo

INFO = GameInfo(
    id="mummy_spell",
    name={"de": "Im Bann der Mumie", "en": "Under the Mummy's Spell"},
    blurb={
        "de": "Forschen, graben, feilschen: Schatzjäger plündern ein Grab, eine Mumie verteidigt es.",
        "en": "Research, dig and haggle: treasure hunters raid a pharaoh's tomb, a mummy defends it.",
    },
    min_players=3,
    max_players=5,
    has_secrets=True,
    playout_bound=30000,
)
