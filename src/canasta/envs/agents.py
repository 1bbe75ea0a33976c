"""Example view-only policies for ``canasta tournament --agent module:function``.

A policy is a function ``policy(view) -> Move``: it is given a seat's
:class:`~canasta.views.View` (never the full state) and returns one of ``view.legal_moves``.

``canasta tournament --agent canasta.envs.agents:random_policy`` scores the uniformly random
policy against the baselines; :func:`first_policy` always plays the first legal move.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

from ..moves import Move


def random_policy(view: Any) -> Move:
    """A uniformly random legal move, seeded by the view itself (the same position gives the
    same move, so runs can be repeated)."""
    moves: list[Move] = list(view.legal_moves)
    return random.Random(zlib.crc32(view.to_json().encode())).choice(moves)


def first_policy(view: Any) -> Move:
    """The first legal move."""
    moves: list[Move] = list(view.legal_moves)
    return moves[0]


def heuristic_policy(view: Any) -> Move:
    """The ``heuristic`` bot as a policy (seeded by the view), to check the protocol: against
    the ``heuristic`` baseline it should score about even."""
    from ..bots import make_bot

    return make_bot("heuristic", zlib.crc32(view.to_json().encode())).choose(view)
