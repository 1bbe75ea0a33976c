"""PettingZoo environments for Canasta.

``env(rules="classic", players=4)`` is the turn-based AEC environment: ``agent_selection`` is
always the seat to act (``player_0`` .. ``player_{N-1}``), which, while answering "May I go out?",
is the partner. Each observation is ``{"observation": float32 vector, "action_mask": int8 vector}``
built only from that seat's view (see :mod:`canasta.envs.encoding` for both layouts).

Parameters (all keyword):

``rules``
    a preset name or a :class:`~canasta.RuleSet`; ``players`` and ``overrides`` (house rules)
    as for :func:`canasta.make_rules`.
``episode``
    ``"hand"`` (default): the episode is one hand, rewarded at its end with the team points
    difference (:func:`canasta.envs.common.team_returns`, points / 1000). ``"match"``: the episode
    is the whole match (the ``deal`` move starts each hand).
``reward``
    ``"points"`` (default): at the end of every hand, each seat receives its team's points
    difference; ``"win"`` (match episodes only): +1 to the winning team at the end of the match,
    the other teams share -1.
``illegal``
    what an action outside the mask does: ``"terminate"`` (default, PettingZoo's convention for
    its classic games: the episode ends, the offender receives ``illegal_reward``, default -1,
    the others 0), ``"penalty"`` (the behaviour of earlier versions: the state does not change,
    the agent receives ``illegal_reward`` and acts again; pass ``illegal_reward=-0.1`` for the
    old value), or ``"raise"`` (``ValueError``).
``max_cycles``
    if set, the episode is truncated after this many steps (moves or illegal attempts).
``encoding``
    ``"normalized"`` (default): every observation entry in [0, 1] (counts divided by their true
    bound, see :class:`canasta.envs.encoding.ObsSpec`); ``"raw"``: the counts, in a ``Box`` with
    their true bounds.
``start_scores``, ``start_hand``
    the teams' scores and the hand number (0 = the first hand) the episodes start from, so the
    higher initial-meld minimums (C-9.1) can be trained; ``reset(options={"scores": [...],
    "hand": n})`` sets them for one episode.

``state()`` is PettingZoo's global state (for centralized training): the observations of every
seat, seat 0's first, concatenated (all hands, no stock order), in ``state_space``. The engine's
:class:`~canasta.State` itself is ``engine_state`` (for analysis and tests; agents get only their
observations).

``parallel_env(...)`` is the same game in the Parallel API: every live agent submits an action
each step and only the seat to act has a non-empty mask; the others' actions are ignored. One
parallel step is one move, so ``max_cycles`` counts moves there too. ``simultaneous_env(...)``
is that parallel game seen through the AEC API (every agent steps once per cycle), the form in
which PettingZoo's ``max_cycles_test`` counts cycles.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv  # type: ignore[import-untyped, unused-ignore]
from pettingzoo.utils.conversions import parallel_to_aec  # type: ignore[import-untyped, unused-ignore]

from ..rules import RuleSet
from ..state import State
from .common import (
    END_PHASES,
    episode_over,
    hand_points,
    render,
    resolve_rules,
    seat_returns,
    start_options,
    start_state,
    team_returns,
    win_returns,
)
from .encoding import ENCODINGS, ActionTable, action_table, layout_for, obs_spec, state_encoder

__all__ = ["CanastaAEC", "CanastaParallel", "env", "parallel_env", "raw_env", "simultaneous_env"]

_EPISODES = ("hand", "match")
_REWARDS = ("points", "win")
_ILLEGAL = ("penalty", "terminate", "raise")


class _Core:
    """The game shared by the AEC and Parallel environments."""

    def __init__(self, rules: RuleSet | str, players: int | None, overrides: dict[str, Any] | None,
                 episode: str, reward: str, illegal: str, illegal_reward: float, max_cycles: int | None,
                 encoding: str = "normalized", start_scores: Any = None, start_hand: int = 0) -> None:
        if episode not in _EPISODES:
            raise ValueError(f"episode must be one of {', '.join(_EPISODES)}, not {episode!r}")
        if reward not in _REWARDS:
            raise ValueError(f"reward must be one of {', '.join(_REWARDS)}, not {reward!r}")
        if reward == "win" and episode != "match":
            raise ValueError("reward='win' needs episode='match' (a single hand has no winner)")
        if illegal not in _ILLEGAL:
            raise ValueError(f"illegal must be one of {', '.join(_ILLEGAL)}, not {illegal!r}")
        if max_cycles is not None and (isinstance(max_cycles, bool) or not isinstance(max_cycles, int) or max_cycles < 1):
            raise ValueError(f"max_cycles must be a positive whole number or None, not {max_cycles!r}")
        if encoding not in ENCODINGS:
            raise ValueError(f"encoding must be one of {', '.join(ENCODINGS)}, not {encoding!r}")
        self.rules = resolve_rules(rules, players, overrides)
        self.encoding = encoding
        self.spec = obs_spec(self.rules)
        self.normalized = encoding == "normalized"
        self.start_scores = start_scores
        self.start_hand = start_hand
        start_state(self.rules, 0, start_scores, start_hand)  # a clear error now for bad values
        self.episode = episode
        self.reward = reward
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.max_cycles = max_cycles
        self.table: ActionTable = action_table(self.rules)
        self.layout = layout_for(self.rules)
        self.encoder = state_encoder(self.rules, encoding == "normalized")
        self.agents_all = [f"player_{i}" for i in range(self.rules.players)]
        self.seat_of = {a: i for i, a in enumerate(self.agents_all)}
        n_act = self.table.size
        low, high = self.spec.bounds(encoding)
        self.obs_space = spaces.Dict({
            "observation": spaces.Box(low, high, (self.layout.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (n_act,), np.int8),
        })
        n = self.rules.players
        self.state_space = spaces.Box(np.tile(low, n), np.tile(high, n), (n * self.layout.size,), np.float32)
        self.act_space = spaces.Discrete(n_act)
        self.end_phases = END_PHASES[episode]
        self.state: State | None = None
        self.steps = 0
        self._legal_of: Any = None  # the legal-move list that _mask was built from
        self._mask = np.zeros(self.table.size, np.int8)

    def new_state(self, seed: int, options: dict[str, Any] | None = None) -> State:
        self.steps = 0
        scores, hand = start_options(options, self.start_scores, self.start_hand)
        self.state = start_state(self.rules, seed, scores, hand)
        return self.state

    def vector(self, seat: int) -> np.ndarray:
        st = self.state
        assert st is not None
        return self.encoder.encode(st, seat)

    def global_state(self) -> np.ndarray:
        if self.state is None:
            raise RuntimeError("call reset() first")
        return np.concatenate([self.vector(q) for q in range(self.rules.players)])

    def observe(self, seat: int) -> dict[str, np.ndarray]:
        st = self.state
        assert st is not None
        obs = self.encoder.encode(st, seat)
        if seat == st.turn:
            legal = st.legal_move_list()  # the engine keeps one list per position
            if legal is not self._legal_of:
                self._legal_of = legal
                self._mask = self.table.mask(legal)
            mask = self._mask.copy()
        else:
            mask = np.zeros(self.table.size, np.int8)
        return {"observation": obs, "action_mask": mask}

    def episode_over(self) -> bool:
        assert self.state is not None
        return episode_over(self.state, self.episode)

    def play(self, action: Any) -> tuple[bool, list[float] | None]:
        """Apply the action of the seat to act. Returns (legal, rewards per seat or None if all 0)."""
        st = self.state
        assert st is not None
        self.steps += 1
        moves = self.table.moves
        if action.__class__ is int and 0 <= action < len(moves):  # the common case
            move = moves[action]
        elif isinstance(action, (int, np.integer)) and not isinstance(action, bool) and 0 <= action < len(moves):
            move = moves[int(action)]
        else:
            if self.illegal == "raise":
                self.table.decode(action)  # raises the clear error
            return False, self._illegal_rewards(st.turn)
        legal = st.legal_move_list()
        if not (self._mask[action] if legal is self._legal_of else move in legal):
            if self.illegal == "raise":
                raise ValueError(f"illegal action {action} ({move}): {st.explain(move)}")
            return False, self._illegal_rewards(st.turn)
        before = st.hand_no
        st.apply(move)
        phase = st.phase
        if phase == "hand_over" or phase == "match_over":
            if self.reward == "points" and st.hand_no == before and move.action != "deal":
                return True, seat_returns(st, team_returns(hand_points(st)))
            if self.reward == "win" and phase == "match_over":
                return True, seat_returns(st, win_returns(st))
        return True, None

    def _illegal_rewards(self, seat: int) -> list[float]:
        out = [0.0] * self.rules.players
        out[seat] = self.illegal_reward
        return out

    def truncated(self) -> bool:
        return self.max_cycles is not None and self.steps >= self.max_cycles


class CanastaAEC(AECEnv):  # type: ignore[misc]
    """Turn-based AEC Canasta (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"], "name": "canasta_v0", "is_parallelizable": False}

    def __init__(self, rules: RuleSet | str = "classic", players: int | None = None,
                 overrides: dict[str, Any] | None = None, episode: str = "hand", reward: str = "points",
                 illegal: str = "terminate", illegal_reward: float = -1.0, max_cycles: int | None = None,
                 render_mode: str | None = None, encoding: str = "normalized", start_scores: Any = None,
                 start_hand: int = 0) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {', '.join(self.metadata['render_modes'])} or None")
        self.core = _Core(rules, players, overrides, episode, reward, illegal, illegal_reward, max_cycles,
                          encoding, start_scores, start_hand)
        self.state_space = self.core.state_space
        self.render_mode = render_mode
        self.possible_agents = list(self.core.agents_all)
        self.agents = list(self.possible_agents)
        self._np_random_seed: int | None = None
        self._rng = np.random.default_rng()
        self.agent_selection = self.possible_agents[0]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._rewarded = False  # rewards of the last step were not all zero
        self._informed = False  # infos of the last step were not all empty

    @property
    def rules(self) -> RuleSet:
        return self.core.rules

    @property
    def table(self) -> ActionTable:
        return self.core.table

    @property
    def engine_state(self) -> State:
        """The engine state (for analysis and tests; agents get only their observations)."""
        if self.core.state is None:
            raise RuntimeError("call reset() first")
        return self.core.state

    def state(self) -> np.ndarray:
        """PettingZoo's global state: every seat's observation, seat 0's first, in ``state_space``."""
        return self.core.global_state()

    def observation_space(self, agent: str) -> spaces.Dict:
        return self.core.obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self.core.act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        game_seed = int(self._rng.integers(0, 2**62))
        st = self.core.new_state(game_seed, options)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self._rewarded = False
        self._informed = False
        self.agent_selection = self.possible_agents[st.turn]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return self.core.observe(self.core.seat_of[agent])

    def action_mask(self, agent: str | None = None) -> np.ndarray:
        """The legal-action mask of an agent (default: the one to act)."""
        return self.observe(agent or self.agent_selection)["action_mask"]

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        core = self.core
        st = core.state
        if st is None:
            raise RuntimeError("call reset() first")
        self._cumulative_rewards[agent] = 0.0
        legal, rew = core.play(action)
        if rew is not None or self._rewarded:
            values = rew or [0.0] * len(self.possible_agents)
            self.rewards = {a: values[i] for i, a in enumerate(self.possible_agents)}
            self._rewarded = rew is not None
        if self._informed:
            self.infos = {a: {} for a in self.agents}
            self._informed = False
        if not legal:
            self.infos[agent] = {"illegal": True}
            self._informed = True
            if core.illegal == "terminate":
                self.terminations = dict.fromkeys(self.agents, True)
        if st.phase in core.end_phases:
            self.terminations = dict.fromkeys(self.agents, True)
            if st.result is not None:
                for a in self.agents:
                    self.infos[a] = {"result": st.result.to_dict()}
                self._informed = True
        elif core.max_cycles is not None and core.truncated():
            self.truncations = dict.fromkeys(self.agents, True)
        self.agent_selection = self.possible_agents[st.turn]
        if self._rewarded:
            self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        return render(self.core.state, self.render_mode)

    def close(self) -> None:
        pass


class CanastaParallel(ParallelEnv):  # type: ignore[misc]
    """The turn-based game in the Parallel API: one move per step, from the seat to act."""

    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"], "name": "canasta_parallel_v0"}

    def __init__(self, rules: RuleSet | str = "classic", players: int | None = None,
                 overrides: dict[str, Any] | None = None, episode: str = "hand", reward: str = "points",
                 illegal: str = "terminate", illegal_reward: float = -1.0, max_cycles: int | None = None,
                 render_mode: str | None = None, encoding: str = "normalized", start_scores: Any = None,
                 start_hand: int = 0) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {', '.join(self.metadata['render_modes'])} or None")
        self.core = _Core(rules, players, overrides, episode, reward, illegal, illegal_reward, max_cycles,
                          encoding, start_scores, start_hand)
        self.state_space = self.core.state_space
        self.render_mode = render_mode
        self.possible_agents = list(self.core.agents_all)
        self.agents: list[str] = []
        self._rng = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Dict:
        return self.core.obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self.core.act_space

    def _obs(self) -> dict[str, dict[str, np.ndarray]]:
        return {a: self.core.observe(self.core.seat_of[a]) for a in self.agents}

    @property
    def engine_state(self) -> State:
        """The engine state (for analysis and tests; agents get only their observations)."""
        if self.core.state is None:
            raise RuntimeError("call reset() first")
        return self.core.state

    def state(self) -> np.ndarray:
        """PettingZoo's global state: every seat's observation, seat 0's first, in ``state_space``."""
        return self.core.global_state()

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, dict[str, np.ndarray]], dict[str, dict[str, Any]]]:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.core.new_state(int(self._rng.integers(0, 2**62)), options)
        self.agents = list(self.possible_agents)
        return self._obs(), {a: {} for a in self.agents}

    def step(self, actions: dict[str, Any]) -> tuple[dict[str, Any], dict[str, float], dict[str, bool],
                                                      dict[str, bool], dict[str, dict[str, Any]]]:
        core = self.core
        st = core.state
        if st is None or not self.agents:
            raise RuntimeError("call reset() first (or the episode is over)")
        actor = self.possible_agents[st.turn]
        infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        if actor not in actions:
            raise ValueError(f"{actor} is to act and has no action in this step")
        legal, rew = core.play(actions[actor])
        if not legal:
            infos[actor]["illegal"] = True
        over = core.episode_over() or (not legal and core.illegal == "terminate")
        trunc = not over and core.truncated()
        rewards = {a: (rew[core.seat_of[a]] if rew else 0.0) for a in self.agents}
        obs = self._obs()
        terms = dict.fromkeys(self.agents, over)
        truncs = dict.fromkeys(self.agents, trunc)
        if over or trunc:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return obs, rewards, terms, truncs, infos

    def render(self) -> str | None:
        return render(self.core.state, self.render_mode)

    def close(self) -> None:
        pass


def raw_env(**kwargs: Any) -> CanastaAEC:
    """The AEC environment without wrappers (same as :func:`env`)."""
    return CanastaAEC(**kwargs)


def env(**kwargs: Any) -> CanastaAEC:
    """The turn-based AEC environment: ``env(rules="classic", players=4, episode="hand")``."""
    return CanastaAEC(**kwargs)


def parallel_env(**kwargs: Any) -> CanastaParallel:
    """The Parallel-API environment (one move per step, see the module docstring)."""
    return CanastaParallel(**kwargs)


def simultaneous_env(**kwargs: Any) -> AECEnv:
    """The Parallel-API game through PettingZoo's parallel-to-AEC conversion."""
    return parallel_to_aec(CanastaParallel(**kwargs))
