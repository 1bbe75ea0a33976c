"""Learned evaluations: the expected final margin of a hand, linear in :mod:`.evalfeat` features.

``e3`` (:func:`side_values`): weights fitted by ridge regression on positions of heuristic
self-play hands (classic, 4 players; every pair of sides gives the difference of their features
and of their final points), see ``scripts/fit_eval.py``.

``e5`` (:func:`seat_margin`): one seat's view with danger features (:func:`.evalfeat.seat_features`),
fitted on the search's own games (``scripts/fit_danger_eval.py``, weights in :mod:`.eval5_weights`)."""

from __future__ import annotations

from ..state import State
from .eval5_weights import NAMES5 as FITTED_NAMES5
from .eval5_weights import WEIGHTS5
from .evalfeat import NAMES, NAMES5, features, seat_features

WEIGHTS: tuple[float, ...] = (1.279, 0.945, 131.499, 49.517, 23.884, 11.503, 109.177, 15.848, -0.018, -10.232,
                              0.494, 53.001, 87.494, 28.57, 83.686, -2.1, 12.338, -43.247, 195.401, 6.484,
                              -6.484, 0.892, 11.297, 279.637)
assert len(WEIGHTS) == len(NAMES)


def side_values(st: State) -> list[float]:
    """Per side, the learned value (only differences between sides mean something)."""
    w = WEIGHTS
    return [sum(a * b for a, b in zip(w, f)) for f in features(st)]


assert FITTED_NAMES5 == NAMES5 and len(WEIGHTS5) == len(NAMES5), "eval5_weights.py is out of date: rerun the fit"


def seat_margin(st: State, seat: int) -> float:
    """The expected final margin of the seat's side over the next opponent's (points), from what
    the seat sees (:func:`.evalfeat.seat_features`)."""
    return sum(a * b for a, b in zip(WEIGHTS5, seat_features(st, seat)))
