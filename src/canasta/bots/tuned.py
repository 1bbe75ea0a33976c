"""The heuristic player with every weight a parameter, for tuning on duplicate deals.

:class:`TunedPolicy` is :class:`~canasta.bots.heuristic.HeuristicPolicy`, whose weights are
the ``PARAMS`` of :mod:`canasta.bots.heuristic`; with them unchanged it is the heuristic. A variant is
``TunedPolicy(params={"freeze_pile": 7})`` or the bot spec ``tuned:freeze_pile=7``. Besides the
heuristic's weights it has switches the heuristic lacks: a finer reading of the pile (which
cards the next opponent discarded itself, which of this seat's discards it passed over), laying
natural sets before discarding when the hand may end soon, keeping jokers out of a cheap
opening, "late" play when an opposing side has a canasta and a player with few cards. docs/bots.md
("Measured strength") lists what was measured: no variant tried beat the heuristic by more than
the noise of 1,000 duplicate deals.
"""

from __future__ import annotations

import random

from ..moves import Move
from ..position import View
from .heuristic import PARAMS, HeuristicPolicy
from .obs import Obs

__all__ = ["PARAMS", "TunedBot", "TunedPolicy", "parse_params"]

TunedPolicy = HeuristicPolicy  # the heuristic's weights are its PARAMS; a variant overrides some


def parse_params(text: str) -> dict[str, float]:
    """``key=value`` pairs separated by colons (the part of a bot spec after ``tuned:``)."""
    out: dict[str, float] = {}
    for part in text.split(":"):
        if not part.strip():
            continue
        key, sep, value = part.partition("=")
        key = key.strip()
        if not sep or key not in PARAMS:
            raise ValueError(f"bad tuned-bot parameter {part!r}: use key=value with a key in {', '.join(PARAMS)}")
        try:
            out[key] = float(value)
        except ValueError:
            raise ValueError(f"bad tuned-bot parameter {part!r}: {value!r} is not a number") from None
    return out


class TunedBot:
    """The heuristic player with parameters (see the module docstring)."""

    name = "tuned"

    def __init__(self, seed: int = 0, params: dict[str, float] | None = None) -> None:
        self.policy = TunedPolicy(random.Random(seed), params=params)
        if params:
            self.name = "tuned(" + ", ".join(f"{k}={v:g}" for k, v in params.items()) + ")"

    def choose(self, view: View) -> Move:
        return self.policy.choose(Obs.from_view(view))
