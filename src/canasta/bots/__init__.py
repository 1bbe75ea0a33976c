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
from collections.abc import Callable, Sequence
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
        return self.choose_from(view.legal_moves)

    def choose_from(self, legal: Sequence[Move]) -> Move:
        """:meth:`choose` from the legal moves alone (a view's ``legal_moves``, or the state's
        ``legal_move_list()``, in the same order): the server's seats need no view (issue 41)."""
        if not legal:
            raise ValueError("no legal move: it is not this seat's turn")
        return self._rng.choice(legal)


def _heuristic(seed: int) -> Bot:
    from .heuristic import HeuristicBot

    return HeuristicBot(seed)


def _ismcts(seed: int) -> Bot:
    from .ismcts import ISMCTSBot

    return ISMCTSBot(seed, iterations=1000, seconds=None)


def _easy(seed: int) -> Bot:
    from .heuristic import HeuristicBot

    return HeuristicBot(seed, noise=0.35)


def search_level(seed: int, iterations: int, seconds: float | None) -> Bot:
    from .ismcts import ISMCTSBot

    # flat Monte Carlo on common samples (``y2``) over the moves the heuristic leaves to the search
    # (``q1``: the heuristic lays its melds, the search decides the draws, discards and answers):
    # every sample deals the hidden cards as the pile says (``n3``) and plays each root move from
    # that deal, followed by a 40-move rollout scored by the learned estimate of the hand's final
    # points from the seat's view, with danger features, fitted on this search's own games
    # (``r40:e5``, on a logistic of scale 400; session 19), which also picks the root's three
    # discards to search (``i3``); no gift discard to a next opponent holding one card whose side
    # can go out while a safe card can go (``j1``, session 21); a wall-clock cap below 1 s per move
    # for a loaded machine, the iterations usually end first
    return ISMCTSBot(seed, iterations=iterations, seconds=seconds, rollout=ROLLOUT, evaluation=LEARNED,
                     scale=ROLLOUT_SCALE, selective=True, passed=PILE_READING, common=COMMON, rank=RANK,
                     short=SHORT_GUARD)


def _hard(seed: int) -> Bot:
    return search_level(seed, HARD_ITERATIONS, HARD_SECONDS)


def _expert(seed: int) -> Bot:
    # hard's search with three times the rollouts, within 1 s a move
    return search_level(seed, EXPERT_ITERATIONS, EXPERT_SECONDS)


#: rollouts a decision (each root move's, summed over the samples)
HARD_ITERATIONS = 350
HARD_SECONDS = 0.7
EXPERT_ITERATIONS = 1050
EXPERT_SECONDS = 0.85
#: rollout moves: about two rounds of a 4-player table, then the learned estimate scores the
#: position (a rollout that reaches the hand's end scores its real points)
ROLLOUT = 40
#: the evaluation version of the rollout's leaves: the learned estimate of the final points from the
#: seat's view, with danger features, fitted on the search's own games (evaluation 3, fitted on the
#: heuristic's games, until session 19)
LEARNED = 5
#: the root's discards searched: the three that evaluation 5 rates best right after the discard, and
#: the heuristic's (until session 19 the heuristic's three safest, ``d3``)
RANK = 3
#: no gift discard while the next opponent holds at most this many cards and its side can go out,
#: if a natural card or black three that is no gift can go (:func:`canasta.bots.ismcts.short_threat`;
#: the audit of issue 43; session 21: ``j1`` cost -6.4 (-14.6 to +1.7) a hand over 300 fresh deals,
#: ``j2`` -24.6 (-40.0 to -9.2))
SHORT_GUARD = 1
#: the learned estimate and a finished hand are in points: a wide logistic
ROLLOUT_SCALE = 400.0
#: the root's moves compared on common samples, a move dropped once it is two standard errors
#: behind the leader (:meth:`canasta.bots.ismcts.ISMCTSBot.common_search`; session 13: the
#: sampled flat search of session 12, which drew a fresh deal for every rollout, measured about
#: 90 points a hand weaker at the same CPU)
COMMON = 2.0
#: the hands a search deals follow the pile: no pair of a kind a player passed over or discarded,
#: and seldom a card of a kind it discarded (:meth:`canasta.bots.ismcts.Sampler.repair`)
PILE_READING = 3

BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot, "heuristic": _heuristic, "ismcts": _ismcts}
LEVELS: dict[str, Callable[[int], Bot]] = {"easy": _easy, "medium": _heuristic, "hard": _hard, "expert": _expert}

#: the difficulty scale, weakest first: the one list of level names the web, the terminal game
#: and the command line offer (issue 43); ``random`` is below ``easy``, ``heuristic`` is
#: ``medium`` under its research name and ``ismcts`` a research search
LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)
SCALE: tuple[str, ...] = ("random", *LEVEL_NAMES)


def level_names() -> list[str]:
    """Every name a front end offers for a bot seat: the scale weakest first (``random``,
    ``easy``, ``medium``, ``hard``, ``expert``), then the research names (``heuristic``,
    ``ismcts``). Front ends take their lists from here, never one of their own."""
    return list(dict.fromkeys([*SCALE, *BOTS, *LEVELS]))


#: the largest search budget a spec may ask for: beyond it a "move" would take hours
MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 60.0


#: the letters of the ismcts spec's search options: the ISMCTSBot argument each sets, and its type
SEARCH_OPTIONS: dict[str, tuple[str, Callable[[float], float | int | bool]]] = {
    "c": ("c", float), "r": ("rollout", int), "t": ("rollout_turns", int), "e": ("evaluation", int),
    "s": ("safety", bool), "p": ("prior", float), "k": ("scale", float), "h": ("risk", bool),
    "d": ("discards", int), "m": ("sets", float), "x": ("safe", bool), "g": ("gifts", int),
    "o": ("anchor", float), "q": ("selective", bool),
    "n": ("passed", int), "w": ("pairs", int), "z": ("depth", int), "u": ("widen", int),
    "y": ("common", float), "f": ("gift_cost", float), "a": ("danger", float), "l": ("danger_rollout", bool), "j": ("short", int), "i": ("rank", int),
    "v": ("freeze", int), "b": ("reserve", int)}


def make_bot(spec: str, seed: int = 0) -> Bot:
    """A bot by name or difficulty level. ``ismcts`` also takes a budget after a colon:
    ``ismcts:500`` (iterations per move), ``ismcts:0.5s`` (seconds per move) or both,
    ``ismcts:500:0.5s``; search options ``rN`` (rollout moves), ``tN`` (rollout stops after N
    turns), ``cX`` (UCB exploration constant), ``eN`` (evaluation version, 1 to 6), ``s0``/``s1``
    (root safety filter off/on), ``pX`` (weight of the heuristic's move at the root), ``h0``/``h1``
    (hand's cards counted by the hand-end risk), ``dK`` (root discards: the heuristic's K
    safest, 0 all), ``mX`` (lay a natural set before discarding from that hand-end risk, 0 never),
    ``g1``/``g2``/``g3`` (root gift filter), ``x1`` (unsafe hands count in the evaluation), ``oX`` (keep the heuristic's move unless the
    search's is worth more than X more, on the evaluation's 0-1 scale), ``q1`` (the heuristic lays its melds, the
    search decides the draws and discards), ``nN`` (the hands dealt follow the pile: 1, no pair of a
    kind the player passed over; 2, nor of a kind it discarded; 3, and seldom a card of it; 4, and in an
    opened side's hand no card of a kind its side has melded, nor a natural set), ``wN``
    (N chances for each dealt hand to swap a single card for one that pairs up, and an opened side's
    sets laid), ``zN`` (the tree N moves deep, 1 the root's moves only; 0 no limit), ``uK`` (below
    the root the heuristic's move is tried first, and one more move every K visits), ``yZ`` (a flat
    search on common samples: every root move played from the same deals, a move dropped once it is
    Z standard errors behind the leader), ``fX`` (a gift costs X points in the search), ``vN``
    (a wild card is the only discard while the pile is not frozen for the next opponent and N of
    the hand's kinds would be gifts), ``bN`` (with ``q1``: once the side has opened and the stock
    holds at most N cards, the hand's last wild card is not laid unless that goes out or makes a
    canasta), ``aX`` (a gift discard of the root costs X points times its :func:`~canasta.bots.ismcts.gift_danger`,
    more the larger the pile and the fewer cards the next opponent holds; ``l1`` the rollout's gifts too),
    ``jN`` (no gift discard while the next opponent holds at most N cards, its side can go out and
    a natural card or black three that is no gift can go), ``iK`` (the root's discards are the K
    that evaluation 5 (with ``e6``, 6) rates best right after the discard, and the heuristic's, in place of ``dK``), e.g.
    ``ismcts:500:r12:t2``; ``kX`` is the evaluation's scale in points, ``e3`` the learned
    evaluation and ``e5`` the learned evaluation from the seat's view with danger features, fitted
    on the search's own games, ``e6`` the same features through a small network (:mod:`canasta.bots.learned`). ``tuned`` is the heuristic with parameters,
    ``tuned:freeze_pile=7:danger=2`` (see :mod:`canasta.bots.tuned`). Options not given take the
    :class:`~canasta.bots.ismcts.ISMCTSBot` defaults (four-move rollouts and an estimate, the
    search ``hard`` was until session 7); ``hard`` is ``ismcts:350:0.7s:r40:e5:k400:q1:n3:y2:i3:j1`` and
    ``expert`` ``ismcts:1050:0.85s:r40:e5:k400:q1:n3:y2:i3:j1``."""
    name, _, budget = spec.strip().partition(":")
    if name == "tuned":
        from .tuned import TunedBot, parse_params

        return TunedBot(seed, parse_params(budget))
    if budget:
        if name != "ismcts":
            raise ValueError(f"only ismcts takes a budget, got {spec!r}")
        iterations: int | None = None
        seconds: float | None = None
        extra: dict[str, float] = {}
        for part in budget.split(":"):
            try:
                if part[:1] in SEARCH_OPTIONS:
                    extra[part[0]] = float(part[1:])
                elif part.endswith("s"):
                    seconds = float(part[:-1])
                    if not 0 < seconds <= MAX_SECONDS:
                        raise ValueError
                else:
                    iterations = int(part)
                    if not 1 <= iterations <= MAX_ITERATIONS:
                        raise ValueError
            except ValueError:
                raise ValueError(f"bad ismcts budget {part!r} in {spec!r}: use e.g. ismcts:500 or ismcts:0.5s "
                                 f"(1 to {MAX_ITERATIONS:,} iterations, at most {MAX_SECONDS:g} s a move)") from None
        from .ismcts import ISMCTSBot

        if iterations is None and seconds is None:
            iterations = 1000
        kw = {SEARCH_OPTIONS[k][0]: SEARCH_OPTIONS[k][1](v) for k, v in extra.items()}
        return ISMCTSBot(seed, iterations=iterations, seconds=seconds, **kw)  # type: ignore[arg-type]
    factory = BOTS.get(name) or LEVELS.get(name)
    if factory is None:
        raise ValueError(f"unknown bot {spec!r}; valid: {', '.join(list(BOTS) + list(LEVELS))}")
    return factory(seed)
