"""A single-agent Gymnasium environment: one seat learns, the other seats are played by bots.

``CanastaGymEnv(rules="classic", players=4, seat=0, opponents="random")`` (or
``gymnasium.make("canasta/Canasta-v0", ...)``). The learner's partner(s) and opponents are bots
from :func:`canasta.bots.make_bot` (``opponents`` is a bot name or level; a list gives one spec per
other seat, in seat order). Bots see only their own seat's view.

* observation: the learner's float32 vector (:mod:`canasta.envs.encoding`), a ``Box``;
* action: an integer of the rule set's action table, a ``Discrete``;
* ``action_masks()``: the legal actions as a bool vector (the MaskablePPO convention), also in
  ``info["action_mask"]``;
* reward: at the end of each hand, the learner's team points difference / 1000
  (:func:`canasta.envs.common.team_returns`); ``episode="hand"`` (default) ends with the hand,
  ``episode="match"`` plays the match (a hand that a bot ends before the learner's first move is
  dealt again, with a new seed);
* an action outside the mask: ``illegal="terminate"`` (default, PettingZoo's convention) ends the
  episode with ``illegal_reward`` (default -1); ``"penalty"`` (the earlier behaviour) leaves the
  game unchanged and rewards ``illegal_reward`` (pass -0.1 for the old value); ``"raise"`` raises
  ``ValueError``;
* ``max_steps`` (default :data:`MAX_STEPS`, 5000; ``None`` for no limit) truncates an episode
  after that many learner steps; ``gymnasium.make`` adds the same limit as ``max_episode_steps``;
* ``encoding="normalized"`` (default: every entry in [0, 1]) or ``"raw"`` (the counts), in a
  ``Box`` with the true bounds (:class:`canasta.envs.encoding.ObsSpec`);
* ``start_scores`` / ``start_hand`` (constructor) or ``reset(options={"scores": [...], "hand": n})``
  start the episode at that hand with those team scores (the higher initial minimums, C-9.1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ..bots import Bot, make_bot
from ..rules import RuleSet
from ..state import State, hand_order
from .common import (
    END_PHASES,
    episode_over,
    hand_points,
    render,
    resolve_rules,
    start_options,
    start_state,
    team_returns,
)
from .encoding import ENCODINGS, ActionTable, action_table, layout_for, obs_spec, state_encoder

__all__ = ["CanastaGymEnv", "ENV_ID", "MAX_STEPS"]

ENV_ID = "canasta/Canasta-v0"
MAX_STEPS = 5000
"""The default step limit of an episode (a hand takes the learner about 20 to 80 steps, a match
some hundreds); it only stops an agent that would otherwise never end the episode."""


class CanastaGymEnv(gymnasium.Env):  # type: ignore[type-arg, misc, unused-ignore]
    """One learning seat against bots (see the module docstring)."""

    metadata = {"render_modes": ["human", "ansi"]}

    def __init__(self, rules: RuleSet | str = "classic", players: int | None = None,
                 overrides: dict[str, Any] | None = None, seat: int = 0,
                 opponents: str | Sequence[str] = "random", episode: str = "hand", illegal: str = "terminate",
                 illegal_reward: float = -1.0, max_steps: int | None = MAX_STEPS,
                 render_mode: str | None = None, encoding: str = "normalized", start_scores: Any = None,
                 start_hand: int = 0) -> None:
        super().__init__()
        self.rules = resolve_rules(rules, players, overrides)
        n = self.rules.players
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
            raise ValueError(f"seat must be 0 to {n - 1}, not {seat!r}")
        if episode not in ("hand", "match"):
            raise ValueError(f"episode must be 'hand' or 'match', not {episode!r}")
        if illegal not in ("penalty", "terminate", "raise"):
            raise ValueError(f"illegal must be 'penalty', 'terminate' or 'raise', not {illegal!r}")
        if max_steps is not None and (isinstance(max_steps, bool) or not isinstance(max_steps, int) or max_steps < 1):
            raise ValueError(f"max_steps must be a positive whole number or None, not {max_steps!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {', '.join(self.metadata['render_modes'])} or None")
        if encoding not in ENCODINGS:
            raise ValueError(f"encoding must be one of {', '.join(ENCODINGS)}, not {encoding!r}")
        start_state(self.rules, 0, start_scores, start_hand)  # a clear error now for bad values
        specs = [opponents] * (n - 1) if isinstance(opponents, str) else list(opponents)
        if len(specs) != n - 1:
            raise ValueError(f"opponents: give one bot for each of the {n - 1} other seats, got {len(specs)}")
        for spec in specs:
            make_bot(spec, 0)  # fails early with the list of valid bots
        if episode == "hand" and seat not in hand_order(self.rules, start_hand):
            raise ValueError(f"seat {seat} sits out the first hand ({n} players with rotation): "
                             f"choose a seat among {list(hand_order(self.rules, 0))} or episode='match'")
        self.seat = seat
        self.specs = specs
        self.episode = episode
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.table: ActionTable = action_table(self.rules)
        self.encoder = state_encoder(self.rules, encoding == "normalized")
        self.obs_spec = obs_spec(self.rules)
        self.encoding = encoding
        self.normalized = encoding == "normalized"
        self.start_scores = start_scores
        self.start_hand = start_hand
        low, high = self.obs_spec.bounds(encoding)
        self.observation_space = spaces.Box(low, high, (layout_for(self.rules).size,), np.float32)
        self._mask_of: Any = None  # the legal-move list the cached mask was built from
        self._mask = np.zeros(self.table.size, dtype=bool)
        self.action_space = spaces.Discrete(self.table.size)
        self.state: State | None = None
        self.bots: dict[int, Bot] = {}
        self.steps = 0
        self._ended = False  # the episode was ended by an illegal action

    # -- helpers ------------------------------------------------------------------------------------------
    def _over(self) -> bool:
        assert self.state is not None
        return self._ended or episode_over(self.state, self.episode)

    def _play_bots(self) -> float:
        """Let the bots move until the learner must act or the episode ends; the reward earned."""
        st = self.state
        assert st is not None
        reward = 0.0
        if self._ended:
            return reward
        end = END_PHASES[self.episode]
        seat, bots = self.seat, self.bots
        while st.phase not in end and st.turn != seat:
            q = st.turn
            before = st.hand_no
            move = bots[q].choose(st.view(q))
            st.apply(move)
            if st.phase == "hand_over" or st.phase == "match_over":
                reward += self._hand_reward(before, move.action)
        return reward

    def _hand_reward(self, hand_before: int, action: str) -> float:
        st = self.state
        assert st is not None
        if st.phase in ("hand_over", "match_over") and st.hand_no == hand_before and action != "deal":
            return team_returns(hand_points(st))[st.team_of[self.seat]]
        return 0.0

    def _obs(self) -> np.ndarray:
        assert self.state is not None
        return self.encoder.encode(self.state, self.seat)

    def action_masks(self) -> np.ndarray:
        """The learner's legal actions as a bool vector (all False once the episode is over)."""
        st = self.state
        if st is None:
            raise RuntimeError("call reset() first")
        if self._over() or st.turn != self.seat:
            return np.zeros(self.table.size, dtype=bool)
        legal = st.legal_move_list()  # the engine keeps one list per position
        if legal is not self._mask_of:
            self._mask = self.table.mask(legal).view(np.bool_)
            self._mask_of = legal
        return self._mask.copy()

    def _info(self) -> dict[str, Any]:
        st = self.state
        assert st is not None
        info: dict[str, Any] = {"action_mask": self.action_masks(), "scores": list(st.scores)}
        if st.result is not None and st.phase in ("hand_over", "match_over"):
            info["result"] = st.result.to_dict()
        return info

    # -- Gymnasium API ------------------------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        scores, hand = start_options(options, self.start_scores, self.start_hand)
        if self.episode == "hand" and self.seat not in hand_order(self.rules, int(hand)):
            raise ValueError(f"seat {self.seat} sits out hand {hand} (rotation): choose another hand or seat")
        others = [q for q in range(self.rules.players) if q != self.seat]
        self._ended = False
        for _attempt in range(1000):
            game_seed = int(self.np_random.integers(0, 2**62))
            self.state = start_state(self.rules, game_seed, scores, hand)
            self.bots = {q: make_bot(spec, int(self.np_random.integers(0, 2**31)))
                         for q, spec in zip(others, self.specs)}
            self._play_bots()
            if not self._over():
                break
            # a bot went out before the learner's first move: deal again (a new seed)
        else:  # pragma: no cover - needs a thousand hands ended before the learner's first move
            raise RuntimeError("no hand reached the learner's first move in 1000 deals")
        self.steps = 0
        if self.render_mode == "human":
            self.render()
        return self._obs(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        st = self.state
        if st is None:
            raise RuntimeError("call reset() first")
        if self._over():
            raise RuntimeError("the episode is over: call reset()")
        self.steps += 1
        move = None
        if isinstance(action, (int, np.integer)) and not isinstance(action, bool) and 0 <= int(action) < self.table.size:
            move = self.table.moves[int(action)]
        if move is None or move not in st.legal_move_list():
            if self.illegal == "raise":
                why = st.explain(move) if move is not None else f"not an action of 0..{self.table.size - 1}"
                raise ValueError(f"illegal action {action!r}: {why}")
            terminated = self._ended = self.illegal == "terminate"
            truncated = not terminated and self.max_steps is not None and self.steps >= self.max_steps
            info = self._info()
            info["illegal"] = True
            return self._obs(), self.illegal_reward, terminated, truncated, info
        before = st.hand_no
        st.apply(move)
        reward = self._hand_reward(before, move.action)
        reward += self._play_bots()
        terminated = self._over()
        truncated = not terminated and self.max_steps is not None and self.steps >= self.max_steps
        if self.render_mode == "human":
            self.render()
        return self._obs(), float(reward), terminated, truncated, self._info()

    def render(self) -> str | None:
        return render(self.state, self.render_mode)


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="canasta.envs.gymnasium:CanastaGymEnv", max_episode_steps=MAX_STEPS)
