"""Pharaoh's Table: rule engines and play for three Egyptian tomb board games.

The engines (:mod:`pharaoh.engine`, :mod:`pharaoh.games`) are pure standard-library
Python; the browser front end (:mod:`pharaoh.web`) and remote play
(:mod:`pharaoh.net`) depend on them, never the reverse.
"""

__version__ = "0.1.0"
