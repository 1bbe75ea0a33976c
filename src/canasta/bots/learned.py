"""A learned evaluation: the expected final margin of a hand, linear in :mod:`.evalfeat` features.

The weights were fitted by ridge regression on positions of heuristic self-play hands (classic,
4 players; every pair of sides gives the difference of their features and of their final
points), see ``scripts/fit_eval.py``."""

from __future__ import annotations

from ..state import State
from .evalfeat import NAMES, features

WEIGHTS: tuple[float, ...] = (1.279, 0.945, 131.499, 49.517, 23.884, 11.503, 109.177, 15.848, -0.018, -10.232,
                              0.494, 53.001, 87.494, 28.57, 83.686, -2.1, 12.338, -43.247, 195.401, 6.484,
                              -6.484, 0.892, 11.297, 279.637)
assert len(WEIGHTS) == len(NAMES)


def side_values(st: State) -> list[float]:
    """Per side, the learned value (only differences between sides mean something)."""
    w = WEIGHTS
    return [sum(a * b for a, b in zip(w, f)) for f in features(st)]
