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
    ``observation_string``: the seat's view (without the seed) as canonical JSON; the
    observation tensor: :func:`canasta.envs.encoding.encode_view` of that view.
Information state (perfect recall)
    everything the seat has seen since the start, in order: one *event* per deal and per move,
    with what it showed to everybody (the visible pile at a deal, the face of each discard, the
    red threes laid) and what it showed to this seat alone (its hand at each deal, every card
    the stock or the pile put in its hand: its own draws, red-three replacements, a pozzo).
    ``information_state_string`` is the current view followed by the events as text;
    ``information_state_tensor`` is the current observation vector, then one row per event
    (actor slot + 1, action + 1; a deal is ``0, 0``) and one row per fact (event + 1, who + 1,
    face + 1; who: 0 the pile, 1..N a relative seat laying a red three, N+1 a card this seat
    received), zero-padded to the longest possible game. Both are checked with OpenSpiel's own
    perfect-recall test (``open_spiel.integration_tests.api_test``) on a sampled game tree.
    Asked without a player at a chance or terminal node, they raise ``RuntimeError``, as
    OpenSpiel expects.
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

from ..cards import JOKER_FACE, KIND, face_text
from ..moves import Move
from ..position import determinize
from ..rules import PRESET_NAMES, RuleSet, make_rules
from ..state import State, new_game
from .common import hand_points, team_returns, utility_bound
from .encoding import action_table, encode_view, layout_for, view_key

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
        self.layout = layout_for(rules)
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
        # moves that may put cards in a hand: the stock moves and taking the pile
        self.gain_moves = frozenset(moves | {"take"})
        n = rules.players
        self.max_events = (MAX_MOVES_PER_HAND + 1) * hands
        self.max_facts = (2 * MAX_MOVES_PER_HAND + 2 * rules.deck_size) * hands
        self.obs_size = self.layout.size
        self.info_size = self.obs_size + 2 * self.max_events + 3 * self.max_facts
        self.players = n


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
        # the events of the perfect-recall information state: (actor or -1 for a deal, action or
        # -1, facts); a fact is (who, face): who -1 the pile, 0..N-1 a seat laying a red three,
        # N+q a card seat q received (seen by q alone)
        self._events: list[tuple[int, int, tuple[tuple[int, int], ...]]] = []
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
        c._events = self._events[:]
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
                self._deal_event()
            return
        if self._pending is not None:
            self._choose_next_card(int(action))
            return
        move = self._g.table.decode(int(action))
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

    def _deal_event(self) -> None:
        """The event of a deal: the visible pile, each seat's red threes, each seat's hand."""
        st = self.st
        assert st is not None
        n = self._g.players
        facts = [(-1, f) for f in st.pile[st.pile_hidden:]]
        for q in range(n):
            facts.extend((q, f) for f in st.red3s[q])
            facts.extend((n + q, f) for f in sorted(st.hand(q)))
        self._events.append((-1, -1, tuple(facts)))

    def _commit(self, move: Move) -> None:
        st = self.st
        assert st is not None
        hand_before = st.hand_no
        stock_before = len(st.stock)
        actor = st.turn
        n = self._g.players
        # seats whose hand may receive cards: the actor on a draw or a take, anyone on a discard
        # (K-4: the next player replaces red threes at the start of the turn)
        # red threes are laid only by moves that take cards from the stock or the pile
        if move.action in self._g.gain_moves:
            seats = range(n) if move.action == "discard" else (actor,)
            hands_before = {q: (st.nhand[q], st.hand(q)) for q in seats}
            red3_before = [len(r) for r in st.red3s]
        else:
            hands_before = None
        st.apply(move)
        if move.action == "deal":
            self._deal_event()
        else:
            facts: list[tuple[int, int]] = []
            if move.action == "discard" and st.pile and KIND[st.pile[-1]] == move.cards[0]:
                facts.append((-1, st.pile[-1]))
            if hands_before is not None:
                for q in range(n):
                    if len(st.red3s[q]) > red3_before[q]:
                        facts.extend((q, f) for f in st.red3s[q][red3_before[q]:])
                for q, (count, rest) in hands_before.items():
                    if st.nhand[q] <= count and move.action != "take":
                        continue  # nothing received (a take may lay cards and still receive)
                    got = []
                    for f in st.hand(q):
                        if f in rest:
                            rest.remove(f)
                        else:
                            got.append(f)
                    facts.extend((n + q, f) for f in got)
            self._events.append((actor, self._g.table.encode(move), tuple(facts)))
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
    """Observation / information-state tensor and strings of a seat (OpenSpiel's PyObserver
    interface); ``perfect_recall`` gives the information state (see the module docstring)."""

    def __init__(self, setup: _Setup, perfect_recall: bool) -> None:
        self.game = setup
        self.perfect_recall = perfect_recall
        lay = setup.layout
        self.tensor = np.zeros(setup.info_size if perfect_recall else lay.size, np.float32)
        self.dict = {name: self.tensor[a:b] for name, (a, b) in lay.slices.items()}
        if perfect_recall:
            ne, nf = setup.max_events, setup.max_facts
            a = lay.size
            self.dict["events"] = self.tensor[a:a + 2 * ne].reshape(ne, 2)
            self.dict["facts"] = self.tensor[a + 2 * ne:].reshape(nf, 3)

    def _check(self, player: int) -> None:
        # without a player argument OpenSpiel asks for the current player: chance or terminal
        if not 0 <= player < self.game.players:
            raise RuntimeError(f"no observation for player {player} (a chance or terminal node)")

    def set_from(self, state: CanastaState, player: int) -> None:
        self._check(player)
        if state.st is None:
            self.tensor.fill(0.0)
            return
        g = self.game
        obs = self.tensor[:g.obs_size]
        encode_view(state.view_data(player), player, out=obs, rules=g.rules)
        if not self.perfect_recall:
            return
        self.tensor[g.obs_size:] = 0.0
        n = g.players
        events = self.dict["events"]
        facts = self.dict["facts"]
        k = 0
        for i, (actor, action, evfacts) in enumerate(state._events):
            events[i, 0] = (actor - player) % n + 1 if actor >= 0 else 0
            events[i, 1] = action + 1
            for who, face in evfacts:
                if who >= n:
                    if who - n != player:
                        continue
                    code = n + 1
                elif who >= 0:
                    code = (who - player) % n + 1
                else:
                    code = 0
                facts[k] = (i + 1, code, face + 1)
                k += 1

    def string_from(self, state: CanastaState, player: int) -> str:
        self._check(player)
        if state.st is None:
            return f"p{player} dealing"
        key = view_key(state.view_data(player))
        if not self.perfect_recall:
            return key
        n = self.game.players
        texts = self.game.table.texts
        parts = []
        for actor, action, evfacts in state._events:
            head = "deal" if actor < 0 else f"{actor}:{texts[action]}"
            seen = []
            for who, face in evfacts:
                if who < 0:
                    seen.append("=" + face_text(face))
                elif who < n:
                    seen.append(f"r3:{who}:{face_text(face)}")
                elif who - n == player:
                    seen.append("+" + face_text(face))
            parts.append(head + ("(" + " ".join(seen) + ")" if seen else ""))
        if state._pending is not None:  # at a chance node: the move waiting for its cards
            parts.append(f"{state.st.turn}:{state._pending}?")
        return key + "|" + " ".join(parts)


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
