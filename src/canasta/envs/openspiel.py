"""Canasta as an OpenSpiel Python game, registered as ``python_canasta``.

``pyspiel.load_game("python_canasta", {"preset": "classic", "players": 4, "hands": 1})``

Parameters: ``preset`` (a preset name), ``players`` (2..6, as the preset allows) and ``hands``
(hands per game, default 1; the game also ends with the match).

Chance
    *The deal*: eight chance nodes pick the bytes of the deal's 64-bit shuffle seed (256 equally
    likely outcomes each); the engine then deals exactly as at the table (red threes, upcard,
    pozzo), so the distribution of deals is the engine's own shuffle. *The draws*: before any move
    that takes cards from the stock (a draw, its red-three replacements, the Italian pile bonus
    card), one chance node per card picks which of the stock's cards comes next (outcome = the card's
    face 0..52, probability proportional to its copies in the stock): the chosen card is moved to
    the top of the stock and the engine draws it. The engine itself tells how many cards a move
    draws, so the adapter holds no rule of its own.
Players' actions
    the integers of :class:`canasta.envs.encoding.ActionTable` for the rule set.
Returns
    at the end of each hand each team gets :func:`canasta.envs.common.team_returns` of the hand's
    points (two teams: the points difference / 1000). A player's return is its team's, scaled by
    ``mean team size / own team size`` so that returns sum to zero over players even for a trio
    against a pair; partners receive the same return. Over ``hands`` hands the returns add up.
Observations
    ``observation_string``: the seat's view (without the seed) as canonical JSON;
    ``information_state_string``: the same, followed by the public move history of the game;
    both tensors: :func:`canasta.envs.encoding.encode_view` of the seat's view.
Resampling
    :func:`resample` (for ``open_spiel.python.algorithms.ismcts.ISMCTSBot.set_resampler``) deals
    the cards the player cannot see at random with :func:`canasta.position.determinize`; the
    sample has the same information state.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]

from ..cards import JOKER_FACE, face_text
from ..moves import Move
from ..position import determinize
from ..rules import PRESET_NAMES, RuleSet, make_rules
from ..state import State, new_game
from .common import hand_points, team_returns, utility_bound
from .encoding import action_table, encode_view, obs_layout, view_key

__all__ = ["CanastaGame", "CanastaState", "resample", "GAME_NAME"]

GAME_NAME = "python_canasta"
SEED_BYTES = 8
MAX_MOVES_PER_HAND = 2000
"""A hand still running after this many moves ends with zero returns (never seen in play: random
hands take about 100 to 250 moves). OpenSpiel needs a bound on the game length."""

_DEFAULTS = {"preset": "classic", "players": 4, "hands": 1}

_GAME_TYPE = pyspiel.GameType(
    short_name=GAME_NAME,
    long_name="Python Canasta",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=6,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)


def _rules_from(params: dict[str, Any]) -> tuple[RuleSet, int]:
    preset = str(params.get("preset", "classic"))
    if preset not in PRESET_NAMES:
        raise ValueError(f"unknown preset {preset!r}; valid presets: {', '.join(PRESET_NAMES)}")
    rules = make_rules(preset, int(params.get("players", 4)))
    hands = int(params.get("hands", 1))
    if hands < 1:
        raise ValueError(f"hands must be 1 or more, not {hands}")
    return rules, hands


class _Setup:
    """What a game with given parameters needs (kept outside the pybind-wrapped game object)."""

    def __init__(self, preset: str, players: int, hands: int) -> None:
        rules, hands = _rules_from({"preset": preset, "players": players, "hands": hands})
        self.rules = rules
        self.hands = hands
        self.table = action_table(rules)
        self.layout = obs_layout(rules.players)
        sizes = [len(t) for t in _teams(rules)]
        mean = sum(sizes) / len(sizes)
        self.factor = [mean / n for n in sizes]
        self.bound = utility_bound(rules) * max(self.factor) * hands
        moves = {"draw"}
        if rules.pile_bonus_card:
            moves.add("take")
        if rules.red3_timing == "first_turn":
            moves.add("discard")
        self.stock_moves = frozenset(moves)


_SETUPS: dict[tuple[str, int, int], _Setup] = {}


def _setup(params: dict[str, Any]) -> _Setup:
    key = (str(params.get("preset", "classic")), int(params.get("players", 4)), int(params.get("hands", 1)))
    s = _SETUPS.get(key)
    if s is None:
        s = _SETUPS[key] = _Setup(*key)
    return s


class CanastaGame(pyspiel.Game):  # type: ignore[misc]
    """The OpenSpiel game (see the module docstring)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        p = dict(_DEFAULTS)
        p.update(params or {})
        su = _setup(p)
        info = pyspiel.GameInfo(
            num_distinct_actions=su.table.size,
            max_chance_outcomes=max(256, JOKER_FACE + 1),
            num_players=su.rules.players,
            min_utility=-su.bound,
            max_utility=su.bound,
            utility_sum=0.0,
            max_game_length=MAX_MOVES_PER_HAND * su.hands,
        )
        super().__init__(_GAME_TYPE, info, p)

    @property
    def setup(self) -> _Setup:
        return _setup(self.get_parameters())

    def new_initial_state(self) -> CanastaState:
        return CanastaState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> CanastaObserver:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        perfect = bool(iig_obs_type.perfect_recall) if iig_obs_type is not None else False
        return CanastaObserver(self.setup, perfect)


def _teams(rules: RuleSet) -> tuple[tuple[int, ...], ...]:
    from ..state import teams_for

    return teams_for(rules)


class CanastaState(pyspiel.State):  # type: ignore[misc]
    """A state of the OpenSpiel game: the engine state plus the pending chance steps."""

    def __init__(self, game: CanastaGame, setup: _Setup | None = None) -> None:
        super().__init__(game)
        self._game = game
        self._g: _Setup = setup or _setup(game.get_parameters())
        self.st: State | None = None
        self._seed_bytes: list[int] = []
        self._pending: Move | None = None  # a move waiting for its stock cards to be chosen
        self._fixed = 0  # stock cards (from the top) already chosen by chance for _pending
        self._history: list[str] = []  # public moves "seat:move"
        self._returns = [0.0] * self._g.rules.players
        self._rewards = [0.0] * self._g.rules.players
        self._hands_done = 0
        self._hand_moves = 0
        self._over = False

    # -- copying (OpenSpiel clones Python states with deepcopy) ---------------------------------------
    def __deepcopy__(self, memo: dict[int, Any]) -> CanastaState:
        c = CanastaState(self._game, self._g)
        c.st = self.st.copy() if self.st is not None else None
        c._seed_bytes = self._seed_bytes[:]
        c._pending = self._pending
        c._fixed = self._fixed
        c._history = self._history[:]
        c._returns = self._returns[:]
        c._rewards = self._rewards[:]
        c._hands_done = self._hands_done
        c._hand_moves = self._hand_moves
        c._over = self._over
        return c

    # -- OpenSpiel API --------------------------------------------------------------------------------
    def current_player(self) -> int:
        if self._over:
            return int(pyspiel.PlayerId.TERMINAL)
        if self.st is None or self._pending is not None:
            return int(pyspiel.PlayerId.CHANCE)
        return self.st.turn

    def _legal_actions(self, player: int) -> list[int]:
        assert self.st is not None
        return self._g.table.legal_actions(self.st.legal_move_list())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.st is None:
            return [(i, 1.0 / 256) for i in range(256)]
        stock = self.st.stock
        free = stock[: len(stock) - self._fixed]
        counts: dict[int, int] = {}
        for f in free:
            counts[f] = counts.get(f, 0) + 1
        n = len(free)
        return [(f, c / n) for f, c in sorted(counts.items())]

    def _apply_action(self, action: int) -> None:
        if any(self._rewards):
            self._rewards = [0.0] * len(self._rewards)
        if self.st is None:
            self._seed_bytes.append(int(action))
            if len(self._seed_bytes) == SEED_BYTES:
                seed = int.from_bytes(bytes(self._seed_bytes), "big")
                self.st = new_game(self._g.rules, seed=seed)
            return
        if self._pending is not None:
            self._choose_next_card(int(action))
            return
        move = self._g.table.decode(int(action))
        st = self.st
        self._history.append(f"{st.turn}:{move}")
        if self._draws(move) and self._needs_card(move):
            self._pending = move
            self._fixed = 0
            return
        self._commit(move)

    def _draws(self, move: Move) -> bool:
        """Whether a move may take cards from the stock: a draw; a take when the rules give a pile
        bonus card (IT-8); a discard when the next player replaces red threes at the start of the
        turn (K-4). Melds, lay-offs and the question never touch the stock, and ``deal`` shuffles
        a new deck. The engine, on a copy, then tells how many cards the move draws."""
        return move.action in self._g.stock_moves and bool(self.st is not None and self.st.stock)

    def _needs_card(self, move: Move) -> bool:
        """Whether the engine would draw more stock cards than chance has chosen so far."""
        st = self.st
        assert st is not None
        probe = st.copy()
        probe.apply(move)
        drawn = len(st.stock) - len(probe.stock)
        return drawn > self._fixed

    def _choose_next_card(self, face: int) -> None:
        st = self.st
        assert st is not None and self._pending is not None
        stock = st.stock
        pos = len(stock) - 1 - self._fixed
        i = stock.index(face, 0, pos + 1)
        stock[i], stock[pos] = stock[pos], stock[i]
        self._fixed += 1
        if not self._needs_card(self._pending):
            move = self._pending
            self._pending = None
            self._fixed = 0
            self._commit(move)

    def _commit(self, move: Move) -> None:
        st = self.st
        assert st is not None
        hand_before = st.hand_no
        stock_before = len(st.stock)
        st.apply(move)
        if move.action not in self._g.stock_moves and move.action != "deal" and len(st.stock) < stock_before:
            # pragma: no cover - guards _draws against a new engine rule
            raise RuntimeError(f"the engine drew stock cards on '{move}' without a chance step")
        self._hand_moves += 1
        if move.action == "deal":
            self._hand_moves = 0
            return
        if st.phase in ("hand_over", "match_over") and st.hand_no == hand_before:
            pts = team_returns(hand_points(st))
            for q in range(st.rules.players):
                t = st.team_of[q]
                self._rewards[q] = pts[t] * self._g.factor[t]
                self._returns[q] += self._rewards[q]
            self._hands_done += 1
            if self._hands_done >= self._g.hands or st.phase == "match_over":
                self._over = True
        elif self._hand_moves >= MAX_MOVES_PER_HAND:
            self._over = True

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if self.st is None:
                return f"seed byte {action}"
            return f"stock card {face_text(action)}"
        return str(self._g.table.decode(action))

    def is_terminal(self) -> bool:
        return self._over

    def returns(self) -> list[float]:
        return list(self._returns)

    def rewards(self) -> list[float]:
        """The returns earned by the last action (non-zero when it ended a hand)."""
        return list(self._rewards)

    def __str__(self) -> str:
        if self.st is None:
            return f"dealing (seed bytes {self._seed_bytes})"
        return json.dumps({"position": _position(self.st), "pending": str(self._pending or ""),
                           "fixed": self._fixed}, sort_keys=True)

    # -- helpers used by the observer and the resampler ------------------------------------------------
    def view_data(self, player: int) -> dict[str, Any]:
        assert self.st is not None
        data: dict[str, Any] = self.st.view(player).data
        return data


def _position(st: State) -> dict[str, Any]:
    from ..position import position_dict

    return position_dict(st)


class CanastaObserver:
    """Observation tensor and strings of a seat (OpenSpiel's PyObserver interface)."""

    def __init__(self, setup: _Setup, perfect_recall: bool) -> None:
        self.game = setup
        self.perfect_recall = perfect_recall
        lay = setup.layout
        self.tensor = np.zeros(lay.size, np.float32)
        self.dict = {name: self.tensor[a:b] for name, (a, b) in lay.slices.items()}

    def set_from(self, state: CanastaState, player: int) -> None:
        if state.st is None:
            self.tensor.fill(0.0)
            return
        encode_view(state.view_data(player), player, out=self.tensor, rules=self.game.rules)

    def string_from(self, state: CanastaState, player: int) -> str:
        if state.st is None:
            return f"p{player} dealing"
        key = view_key(state.view_data(player))
        if self.perfect_recall:
            # chance steps in progress are not visible: the pending move is already in the history
            return key + "|" + " ".join(state._history)
        return key


def resample(state: CanastaState, player: int, seed: int | None = None) -> CanastaState:
    """A state with the same information state for ``player``, the hidden cards dealt at random
    (:func:`canasta.position.determinize`). For ``ISMCTSBot.set_resampler``."""
    if state.st is None or state._pending is not None:
        raise ValueError("resample a state at a player's decision, not during a chance step")
    if seed is None:
        seed = int(np.random.default_rng().integers(0, 2**62))
    c = state.__deepcopy__({})
    c.st = determinize(state.st.view(player), seed)
    return c


pyspiel.register_game(_GAME_TYPE, CanastaGame)
