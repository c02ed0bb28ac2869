"""The game engines, one package each; see :mod:`pharaoh.engine.registry`."""
