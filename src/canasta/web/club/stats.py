"""The club's statistics and ratings, from the finished games (issue 18 §2): a game's summary (who
sat where, each hand's points, canastas and who went out, the final scores) and the fold of the
ratings over summaries in the order the games ended, with OpenSkill's Plackett-Luce model
(partnerships and 2 to 6 players, ranked by final score).

- A game between people only updates the ratings of everyone at the table.
- A game with a bot at the table counts in the statistics, not in the ratings (the pages say so).
- Imported games count in neither (nobody sat at them here).

The club's pages (club.py) and the stored ratings (ratings.py) both use this module.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ...rules import RuleSet
from ...state import new_game
from ..storage import Seat, TableRow


@dataclass(frozen=True)
class SeatLine:
    """One seat's part in one finished game."""

    seat: int
    user_id: int | None  # None: a bot
    name: str
    team: int
    hands: int
    points: int          # the side's points over the hands
    canastas: int        # the side's canastas over the hands
    went_out: int        # hands this seat went out in
    won: bool


@dataclass(frozen=True)
class GameSummary:
    table_id: str
    preset: str
    players: int
    finished: float
    with_bots: bool
    seats: tuple[SeatLine, ...]
    team_scores: tuple[int, ...]


def summarize(row: TableRow, seats: list[Seat], moves: list[tuple[int, str]],
              stood_in: bool = False) -> GameSummary:
    """A finished game's summary, by replaying its stored moves. ``stood_in``: a bot played a move for a
    person's seat (a stand-in or the turn timer's bot), so the game counts as one with bots: not rated (D17)."""
    st = new_game(RuleSet.from_dict(row.rules), seed=row.seed)
    n = st.rules.players
    points = [0] * n
    canastas = [0] * n
    went_out = [0] * n
    hands = 0
    for _, text in moves:
        st.apply(text)
        if st.phase in ("hand_over", "match_over") and st.result is not None:
            res = st.result
            hands += 1
            for side in res.sides:
                for q in side.seats:
                    points[q] += side.total
                    canastas[q] += side.natural_canastas + side.mixed_canastas
            if 0 <= res.went_out < n:
                went_out[res.went_out] += 1
    winners = set(st.winners)
    lines = []
    for s in seats:
        human = s.kind == "human" and s.user_id is not None
        team = st.team_of[s.seat]
        lines.append(SeatLine(s.seat, s.user_id if human else None,
                              (s.user_name or "?") if human else f"bot:{s.level}", team, hands,
                              points[s.seat], canastas[s.seat], went_out[s.seat], team in winners))
    return GameSummary(row.id, row.preset, n, row.finished or row.created,
                       stood_in or any(x.user_id is None for x in lines), tuple(lines), tuple(st.scores))


@dataclass
class PlayerStats:
    user_id: int
    name: str
    games: int = 0
    wins: int = 0
    hands: int = 0
    points: int = 0
    canastas: int = 0
    went_out: int = 0
    rated_games: int = 0
    mu: float = 25.0
    sigma: float = 25.0 / 3
    history: list[tuple[float, float, str]] = field(default_factory=list)  # (time, rating, table)

    @property
    def rating(self) -> float:
        """The displayed rating: OpenSkill's ordinal (mu - 3 sigma), scaled to read like a club rating."""
        return round(1000 + 40 * (self.mu - 3 * self.sigma), 1)

    def per_hand(self, x: int) -> float:
        return x / self.hands if self.hands else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "name": self.name, "rating": self.rating if self.rated_games else None,
                "rated_games": self.rated_games, "games": self.games, "wins": self.wins, "hands": self.hands,
                "points_per_hand": round(self.per_hand(self.points), 1),
                "canastas_per_hand": round(self.per_hand(self.canastas), 3),
                "going_out_rate": round(self.per_hand(self.went_out), 3),
                "history": [{"at": t, "rating": r, "table": tid} for t, r, tid in self.history]}


def fold(summaries: Iterable[GameSummary], preset: str | None = None) -> dict[int, PlayerStats]:
    """Statistics and ratings over ``summaries`` (in the order the games ended), for one rule set
    or for all of them."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    out: dict[int, PlayerStats] = {}
    for g in sorted(summaries, key=lambda x: x.finished):
        if preset is not None and g.preset != preset:
            continue
        fold_game(out, g, model)
    return out


def fold_game(out: dict[int, PlayerStats], g: GameSummary, model: Any) -> None:
    """One game folded into ``out`` (every person of the game must be in it or is added): its
    statistics, and its ratings when it is rated. The stored ratings (web/ratings.py) are folded by
    this same function, one game at a time as games end."""
    for line in g.seats:
        if line.user_id is None:
            continue
        p = out.setdefault(line.user_id, PlayerStats(line.user_id, line.name))
        p.name = line.name
        p.games += 1
        p.wins += line.won
        p.hands += line.hands
        p.points += line.points
        p.canastas += line.canastas
        p.went_out += line.went_out
    if not rated(g):
        return  # a bot at the table, or one person in two seats: statistics only
    teams: dict[int, list[SeatLine]] = {}
    for line in g.seats:
        teams.setdefault(line.team, []).append(line)
    order = sorted(teams)
    ratings = [[model.create_rating([out[x.user_id].mu, out[x.user_id].sigma]) for x in teams[t]
                if x.user_id is not None] for t in order]
    new = model.rate(ratings, scores=[g.team_scores[t] for t in order])
    for t, team_new in zip(order, new):
        for line, r in zip(teams[t], team_new):
            assert line.user_id is not None
            p = out[line.user_id]
            p.mu, p.sigma = float(r.mu), float(r.sigma)
            p.rated_games += 1
            p.history.append((g.finished, p.rating, g.table_id))


def rated(g: GameSummary) -> bool:
    """A game between people only (no bot, no stand-in, no one in two seats) changes ratings."""
    return not g.with_bots and len({x.user_id for x in g.seats}) == len(g.seats)
