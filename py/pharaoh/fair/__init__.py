"""Peek-proof play: commitments, a mental-poker deck and fair dice, pure standard library.

Nothing here knows a game.  :mod:`~pharaoh.fair.commit` binds a secret value to its
context (match, seat, purpose, counter); :mod:`~pharaoh.fair.group` holds the safe-prime
group and the card encoding; :mod:`~pharaoh.fair.keys` derives one seat's exponents and
permutations from its secret seed; :mod:`~pharaoh.fair.deck` is the per-seat state
machine of the deal (shuffle, lock, hand over one card's key, reveal, audit) and
:mod:`~pharaoh.fair.save` its place in the match's save; :mod:`~pharaoh.fair.dice` rolls
a die by commit-reveal; :mod:`~pharaoh.fair.jobs` cuts long work into slices;
:mod:`~pharaoh.fair.wire` checks every number and list a peer sends.  Every deviation
raises a subclass of :class:`~pharaoh.fair.errors.FairPlayError`.  See docs/peek-proof.md.
"""
