"""Tara Wolf im Tal der Könige: a two-player duel of camps, tombs, traps and bluff."""
