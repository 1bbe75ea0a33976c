"""Learned evaluations: the expected final margin of a hand, linear in :mod:`.evalfeat` features.

``e3`` (:func:`side_values`): weights fitted by ridge regression on positions of heuristic
self-play hands (classic, 4 players; every pair of sides gives the difference of their features
and of their final points), see ``scripts/fit_eval.py``.

``e5`` (:func:`seat_margin`): one seat's view with danger features (:func:`.evalfeat.seat_features`),
fitted on the search's own games (``scripts/fit_danger_eval.py``, weights in :mod:`.eval5_weights`).

``e6`` (:func:`seat_margin6`): the same features through a small network (32 rectifiers and a linear
skip, weights in :mod:`.eval6_weights`), fitted on the same rows weighted towards the hand's end
(``scripts/fit_danger_eval.py mlp``); plain Python, no numpy at run time."""

from __future__ import annotations

from operator import mul

from ..state import State
from . import eval6_weights as _e6
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


assert _e6.NAMES6 == NAMES5 and len(_e6.W1) == len(NAMES5) and len(_e6.SKIP) == len(NAMES5), \
    "eval6_weights.py is out of date: rerun the fit"
#: the hidden units' incoming weights, one tuple per unit (a dot product each, in C by ``map``)
_COLS6: tuple[tuple[float, ...], ...] = tuple(zip(*_e6.W1))


def mlp6(x: list[float]) -> float:
    """Evaluation 6's network on a feature row: ``sum_j v_j relu(b_j + x . w_j) + x . skip + c``."""
    out: float = _e6.C + sum(map(mul, x, _e6.SKIP))
    for b, col, v in zip(_e6.B1, _COLS6, _e6.V):
        a: float = b + sum(map(mul, x, col))
        if a > 0.0:
            out += v * a
    return out


def seat_margin6(st: State, seat: int) -> float:
    """Evaluation 6: the expected final margin of the seat's side over the next opponent's (points),
    the features of :func:`seat_margin` through :func:`mlp6`."""
    return mlp6(seat_features(st, seat))
