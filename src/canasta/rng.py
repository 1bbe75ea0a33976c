"""Seeded randomness that never changes across Python versions.

Python's ``random.shuffle`` is not promised to give the same order in every version, so the
deal is shuffled with SplitMix64 and Fisher-Yates, here, in a dozen lines. A game's seed and
hand number fix its deal for ever, so a record replays exactly.
"""

from __future__ import annotations

import hashlib

_MASK = (1 << 64) - 1


class SplitMix64:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next()
            if x <= limit:
                return x % n


_LIMITS = [0] + [_MASK - (_MASK + 1) % n for n in range(1, 256)]
"""The rejection bound of :meth:`SplitMix64.below` for each ``n`` below 256 (a deck is at most 216 cards)."""
_LOWEST = min(_LIMITS[1:])
"""The lowest of them: a number at most this one is never rejected."""


def derive(seed: int, *labels: object) -> int:
    """A 64-bit seed derived from a game seed and labels, e.g. ``derive(seed, "hand", 3)``."""
    text = "/".join([str(seed)] + [str(x) for x in labels]).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def shuffle(items: list[int], seed: int) -> None:
    """Shuffle ``items`` in place, deterministically for ``seed``: Fisher-Yates with
    :meth:`SplitMix64.below`, written out in one loop (the same numbers, without a call per card)."""
    mask = _MASK
    state = seed & mask
    if len(items) < 256:
        limits, low = _LIMITS, _LOWEST
    else:
        limits = [0] + [mask - (mask + 1) % n for n in range(1, len(items) + 1)]
        low = min(limits[1:])
    for i in range(len(items) - 1, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        x = z ^ (z >> 31)
        if x > low:
            while x > limits[i + 1]:  # rejected (rarely: the bound is within n of 2**64): the next number
                state = (state + 0x9E3779B97F4A7C15) & mask
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & mask
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
                x = z ^ (z >> 31)
        j = x % (i + 1)
        items[i], items[j] = items[j], items[i]
