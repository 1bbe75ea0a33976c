"""Helpers shared by the adapters: rule-set resolution, rewards and a text rendering."""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ..cards import face_label, meld_key_text
from ..rules import RuleSet, make_rules
from ..state import State, new_game

REWARD_SCALE = 1000.0
"""Hand points are divided by this to make rewards (a hand is worth a few hundred to a few thousand)."""


def resolve_rules(rules: RuleSet | str = "classic", players: int | None = None,
                  overrides: Mapping[str, Any] | None = None) -> RuleSet:
    """A rule set from a preset name (and player count, house-rule overrides) or a :class:`RuleSet`."""
    if isinstance(rules, RuleSet):
        if players is not None and players != rules.players:
            raise ValueError(f"players={players} does not match the rule set's {rules.players} players")
        return rules.with_overrides(overrides) if overrides else rules
    if not isinstance(rules, str):
        raise ValueError(f"rules must be a preset name or a RuleSet, not {type(rules).__name__}")
    return make_rules(rules, players, overrides)


END_PHASES: dict[str, tuple[str, ...]] = {"hand": ("hand_over", "match_over"), "match": ("match_over",)}
"""The phases that end an episode of one ``hand`` or of a whole ``match``."""


def episode_over(st: State, episode: str) -> bool:
    """Whether an episode of one ``hand`` or a whole ``match`` has ended."""
    return st.phase in END_PHASES[episode]


def team_returns(points: Sequence[float]) -> list[float]:
    """Zero-sum returns per team from points per team: for two teams the difference ``a - b``,
    in general each team's lead over the mean of the teams times ``T/(T-1)``, over
    :data:`REWARD_SCALE`. Returns sum to zero over teams."""
    t = len(points)
    if t < 2:
        return [0.0] * t
    mean = sum(points) / t
    f = t / (t - 1) / REWARD_SCALE
    return [(p - mean) * f for p in points]


def seat_returns(st: State, team_values: Sequence[float]) -> list[float]:
    """Spread per-team values to seats (partners receive the same value)."""
    return [float(team_values[st.team_of[q]]) for q in range(st.rules.players)]


def hand_points(st: State) -> list[int]:
    """Points per team of the last finished hand (zeros if no hand is finished)."""
    if st.result is None:
        return [0] * len(st.teams)
    return list(st.result.team_points)


def win_returns(st: State) -> list[float]:
    """Match result per team: +1 for the winning team, the others share -1 (zero-sum)."""
    t = len(st.teams)
    if not st.winners:
        return [0.0] * t
    out = [-1.0 / (t - 1)] * t
    for w in st.winners:
        out[w] = 1.0
    return out


def hand_points_bound(rules: RuleSet) -> int:
    """An upper bound of the points one team can score in one hand (every card melded in
    canastas at the largest canasta bonus, a rank's own bonus included, every three laid out as a
    bonus card, the best going-out bonus)."""
    values = rules.values  # (C-1.6, HF-15 card_values)
    deck_points = rules.packs * (2 * values[0] + 4 * values[1] + 4 * max(rules.black3_value, rules.black3_hand_value)
                                 + sum(4 * values[k] for k in range(4, 15)))
    best = max([rules.natural_canasta, rules.wild_canasta_pure, rules.mixed_canasta]
               + [b for _rank, b in rules.rank_canasta_bonus])  # (MA-8..MA-10: sevens 2500, aces 2000)
    if rules.sequences:
        best = max(best, rules.sequence_canasta_bonus)  # a samba or escalera (SA-4, BO-3)
    canastas = (rules.deck_size // 7) * best \
        + (rules.deck_size // 7) * rules.concealed_canasta_bonus
    red3 = max([rules.red3_value * 4 * rules.packs] + [b for _, b in rules.red3_table]) * 2
    if rules.black3_bonus:  # (MA-14: black threes laid out as bonus cards)
        red3 += rules.black3_bonus_value * 4 * rules.packs
    bonus = max(rules.going_out_bonus, rules.concealed_bonus)
    return int(deck_points + canastas + red3 + bonus)


def utility_bound(rules: RuleSet) -> float:
    """An upper bound of ``abs`` of a hand's :func:`team_returns` (for OpenSpiel's utility range)."""
    return 2.0 * hand_points_bound(rules) / REWARD_SCALE


def start_state(rules: RuleSet, seed: int, scores: Sequence[int] | None = None, hand: int = 0) -> State:
    """A new match that starts at hand number ``hand`` (0 = the first hand) with the teams'
    ``scores`` (default all 0), so that an episode can begin where the higher initial-meld
    minimums apply (C-9.1). The deal of hand ``hand`` is the one the match of that seed deals
    for that hand; the dealer and, with a rotation, the seats that play are those of that hand.
    The score sheet starts empty: the scores are where the match stands, not hands played here.
    Raises ``ValueError`` for scores of the wrong length, a score at or over the target (the
    match would be over) or a negative hand number."""
    st = new_game(rules, seed=seed)
    if scores is None and not hand:
        return st
    nteams = len(st.teams)
    vals = [0] * nteams if scores is None else list(scores)
    if len(vals) != nteams or any(isinstance(v, bool) or not isinstance(v, (int, np.integer)) for v in vals):
        raise ValueError(f"scores must be {nteams} whole numbers (one per team), not {scores!r}")
    if max(vals) >= rules.target:
        raise ValueError(f"scores {vals}: a team at or over the target {rules.target} has already won")
    if isinstance(hand, bool) or not isinstance(hand, (int, np.integer)) or hand < 0:
        raise ValueError(f"hand must be a whole number 0 or more, not {hand!r}")
    st.scores = [int(v) for v in vals]
    st.hand_no = int(hand)
    st.dealer = st._next_dealer()
    st._start_hand()  # the engine's own deal of that hand
    st._legal = None
    return st


def start_options(options: Mapping[str, Any] | None, scores: Sequence[int] | None, hand: int
                  ) -> tuple[Sequence[int] | None, int]:
    """The start scores and hand number of an episode: ``reset(options={"scores": [...], "hand": n})``
    overrides the constructor's ``start_scores`` / ``start_hand`` for that episode. Other keys are
    ignored with a warning (PettingZoo's ``api_test`` passes options of its own)."""
    if not options:
        return scores, hand
    unknown = set(options) - {"scores", "hand"}
    if unknown:
        warnings.warn(f"reset: unknown option(s) {', '.join(sorted(map(str, unknown)))} ignored; "
                      "valid: scores, hand", stacklevel=3)
    return options.get("scores", scores), options.get("hand", hand)


def render_text(st: State) -> str:
    """A short text picture of the table as a spectator sees it (no hidden card)."""
    lines = [f"{st.rules.preset} {st.rules.players}p  hand {st.hand_no + 1}  phase {st.phase}  seat {st.turn} to act  "
             f"scores {st.scores}"]
    top = face_label(st.pile[-1]) if st.pile else "-"
    lines.append(f"stock {len(st.stock)}  pile {len(st.pile)} (top {top}{', frozen' if st.pile_frozen else ''})")
    for s, members in enumerate(st.sides):
        if not members:
            continue
        melds = " ".join(f"{meld_key_text(k)}:{len(m.cards)}" + ("*" if m.is_canasta else "")
                         for k, m in sorted(st.melds[s].items()))
        lines.append(f"side {s} seats {list(members)}: {melds or '(no meld)'}")
    lines.append("hands: " + "  ".join(f"seat {q}: {st.nhand[q]}" for q in st.order))
    return "\n".join(lines)


def render(st: State | None, mode: str | None) -> str | None:
    """The environments' render: the table as text, printed for ``human`` or returned for ``ansi``."""
    if mode is None or st is None:
        return None
    text = render_text(st)
    if mode == "human":
        print(text)
        return None
    return text
