"""Computer players. A bot sees only its seat's view (never the full state) and returns a legal move.

The interface is small::

    class Bot(Protocol):
        name: str
        def choose(self, view: View) -> Move: ...

``view.legal_moves`` lists the moves the bot may return; on the partner's "May I go out?" they
are ``yes`` and ``no``. Bots are deterministic given their seed. ``make_bot(spec, seed)``
builds a bot from a name (``random``, ``heuristic``, ``ismcts``) or a difficulty level
(``easy``, ``medium``, ``hard``, ``expert``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ..moves import Move
from ..position import View


class Bot(Protocol):
    name: str

    def choose(self, view: View) -> Move: ...


class RandomBot:
    """Uniformly random legal moves."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View) -> Move:
        if not view.legal_moves:
            raise ValueError("no legal move: it is not this seat's turn")
        return self._rng.choice(view.legal_moves)


BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot}
LEVELS: dict[str, Callable[[int], Bot]] = {}


def make_bot(spec: str, seed: int = 0) -> Bot:
    """A bot by name or difficulty level."""
    factory = BOTS.get(spec) or LEVELS.get(spec)
    if factory is None:
        raise ValueError(f"unknown bot {spec!r}; valid: {', '.join(list(BOTS) + list(LEVELS))}")
    return factory(seed)
