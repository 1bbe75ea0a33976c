"""Ratings and statistics of the club's players (issue 18 §2), derived from the finished games.

Nothing here is stored: a finished game never changes, so its summary (who sat where, each hand's
points, canastas and who went out, the final scores) is computed once from its stored moves and
kept in memory; the ratings are folded over those summaries in the order the games ended, with
OpenSkill's Plackett-Luce model (partnerships and 2 to 6 players, ranked by final score).

- A game between people only updates the ratings of everyone at the table.
- A game with a bot at the table counts in the statistics, not in the ratings (the pages say so).
- Imported games count in neither (nobody sat at them here).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

from ..rules import PRESET_NAMES, RuleSet
from ..state import new_game
from .pages import number, plot, render
from .refusals import Refusal, scope_lang
from .storage import Seat, Storage, TableRow


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


class Club:
    """The club's statistics and ratings, stored and folded one game at a time as games end
    (web/ratings.py, issue 38 D18): a request reads a page of stored rows, it replays no game."""

    def __init__(self, storage: Storage) -> None:
        from .ratings import Ratings

        self.storage = storage
        self.ratings = Ratings(storage)

    def game_over(self, tid: str | None = None) -> int:
        """A game ended: fold it (and any other finished game not folded yet). In a thread."""
        return self.ratings.game_over(tid)

    def leaderboard(self, preset: str | None, limit: int = 100, offset: int = 0) -> list[PlayerStats]:
        return self.ratings.leaderboard(preset, limit, offset)

    def player(self, user_id: int) -> tuple[PlayerStats | None, list[GameSummary]]:
        return self.ratings.player(user_id)


# ------------------------------------------------------------------ pages (templates/*.html, rendered by pages.py)


def leaderboard_html(club: Club, preset: str | None, lang: str, tr: Callable[..., str]) -> str:
    title = tr(lang, "club-leaderboard-title", preset=tr(lang, "preset-" + preset) if preset else tr(lang, "club-all-rules"))
    return render("leaderboard.html", lang, title=title, preset=preset or "", presets=("", *PRESET_NAMES),
                  rows=club.leaderboard(preset), here="/club/leaderboard" + (f"?preset={preset}" if preset else ""),
                  current="leaderboard")


def player_html(club: Club, user_id: int, lang: str, tr: Callable[..., str]) -> str | None:
    p, games = club.player(user_id)
    if p is None:
        return None
    facts = [("club-rating", number(lang, p.rating, 0) if p.rated_games else "–"), ("club-games", str(p.games)),
             ("club-wins", str(p.wins)), ("club-points-per-hand", number(lang, p.per_hand(p.points))),
             ("club-canastas-per-hand", number(lang, p.per_hand(p.canastas), 2)),
             ("club-going-out-rate", number(lang, 100 * p.per_hand(p.went_out)) + "\u00a0%")]
    rows = []
    for g in games:
        me = next(x for x in g.seats if x.user_id == user_id)
        others = [x.name for x in g.seats if x.seat != me.seat]
        rows.append((g, me, others, time.strftime("%Y-%m-%d %H:%M", time.gmtime(g.finished))))
    return render("player.html", lang, title=tr(lang, "club-profile-title", name=p.name), p=p, facts=facts,
                  plot=plot(p.history, PlayerStats(0, "").rating), games=rows, here=f"/club/players/{user_id}",
                  current="leaderboard")


def routes(app: FastAPI, storage: Storage) -> Club:
    """The club's pages and their JSON, on ``app``."""
    from ..i18n import tr

    club = Club(storage)
    club.ratings.start()  # the games that ended before this start, folded in a thread (D18)

    def preset_of(preset: str | None) -> str | None:
        if preset in (None, "", "all"):
            return None
        if preset not in PRESET_NAMES:
            raise Refusal(400, "unknown-preset", f"unknown preset {preset!r}; valid: {', '.join(PRESET_NAMES)}",
                          preset=preset[:40], valid=list(PRESET_NAMES))
        return preset

    @app.get("/api/club/leaderboard")
    def api_leaderboard(preset: str | None = None, limit: int = 100, offset: int = 0) -> list[dict[str, Any]]:
        """One page of the leaderboard (``limit`` 1 to 500 rows from ``offset``); a player's
        rating history is on their own page, not here."""
        if not 1 <= limit <= 500 or not 0 <= offset <= 10**9:
            raise Refusal(400, "bad-page", "limit: 1 to 500; offset: 0 or more", most=500)
        return [{k: v for k, v in p.to_dict().items() if k != "history"}
                for p in club.leaderboard(preset_of(preset), limit, offset)]

    @app.get("/api/club/players/{user_id}")
    def api_player(user_id: int) -> dict[str, Any]:
        p, games = club.player(user_id)
        if p is None:
            raise Refusal(404, "no-games", f"no finished games of player {user_id}", player=user_id)
        return {**p.to_dict(), "games": [{"table": g.table_id, "preset": g.preset, "finished": g.finished,
                                          "rated": not g.with_bots} for g in games]}

    @app.get("/club/leaderboard", response_class=HTMLResponse)
    def page_leaderboard(request: Request, preset: str | None = None) -> str:
        return leaderboard_html(club, preset_of(preset), scope_lang(request.scope), tr)

    @app.get("/club/verify/{tid}", response_class=HTMLResponse)
    def page_verify(tid: str, request: Request) -> str:
        row = storage.table(tid)
        if row is None:
            raise Refusal(404, "no-table", f"no table {tid!r}", table=tid[:40])
        if row.status == "playing":
            raise Refusal(403, "deals-after-game", "the deals can be checked when the game is over")
        from .sealing import sealing

        sealing(storage).need_open(tid)  # issue 38, D1: not while its round is played at other tables
        return verify_html(tid, scope_lang(request.scope))

    @app.get("/club/players/{user_id}", response_class=HTMLResponse)
    def page_player(user_id: int, request: Request) -> str:
        page = player_html(club, user_id, scope_lang(request.scope), tr)
        if page is None:
            raise Refusal(404, "no-games", f"no finished games of player {user_id}", player=user_id)
        return page

    return club


ACCOUNT_KEYS = (
    "account-title", "account-signed-in-as", "account-guest", "account-member", "account-organiser",
    "account-nobody", "account-join-title", "account-join-hint", "account-password", "account-password-again",
    "account-join", "account-mismatch", "account-login-title", "account-name", "account-login", "account-signed-in",
    "account-change-title", "account-old-password", "account-new-password", "account-change", "account-changed",
    "account-out-everywhere", "account-out-everywhere-done", "account-organiser-title", "account-health",
    "account-members", "account-reset", "account-rename", "account-remove", "account-new-password-for",
    "account-new-name-for", "account-confirm-remove", "account-audit", "account-done", "club-back",
    "account-claim-title", "account-claim-code", "account-claim", "account-claim-done", "account-out-here",
    "account-out-here-done",
    "club-leaderboard", "health-tables-in-play", "health-tables-loaded", "health-connections", "health-members",
    "health-database-bytes", "audit-become-organiser", "audit-reset-password", "audit-rename-member",
    "audit-remove-member", "audit-create-event", "audit-start-round", "audit-close-table", "audit-remove-from-seat",
    "audit-seat-bot", "org-tables", "org-no-tables", "org-open-table", "org-free", "org-remove-button", "org-give-bot",
    "org-close-table", "org-confirm-close", "org-hand-n", "nav-events", "event-a-bot",
)


def account_html(lang: str) -> str:
    """The account page: become a member, sign in (from any device), change the password, sign out
    everywhere, and the organiser's tools. It talks to /api/members, /api/login, /api/admin/...,
    and keeps the signed-in player where the lobby looks for them (localStorage "canasta.user")."""
    from .. import bots as bots_mod
    from ..i18n import tr

    levels = list(dict.fromkeys(list(bots_mod.LEVELS) + list(bots_mod.BOTS)))
    words = {k: tr(lang, k, name="{name}", n="{n}", level="{level}") for k in ACCOUNT_KEYS}
    words.update({f"level-{lv}": tr(lang, f"level-{lv}") for lv in levels})
    words["bot-level"] = "medium" if "medium" in levels else levels[0]
    return render("account.html", lang, title=tr(lang, "account-title"), words=words, here="/club/account",
                  current="account")


VERIFY_KEYS = ("verify-title", "verify-intro", "verify-noted", "verify-check", "verify-ok", "verify-bad",
               "verify-browser-ok", "verify-browser-bad", "verify-hand", "verify-upcard", "verify-your-cards",
               "verify-seat", "verify-by-hand", "club-back")


def verify_html(tid: str, lang: str) -> str:
    """The fair-deal check of a finished game in the browser: the browser itself recomputes SHA-256
    of the revealed seed and salt (WebCrypto) and compares it with the commitment it noted at the
    table (localStorage "canasta.commitment.<table>", or typed in), then shows the server's replay
    of every hand's deal (GET /api/tables/<id>/verify)."""
    from ..i18n import tr

    faces = {k: tr(lang, f"face-{k.lower()}") for k in ("J", "Q", "K", "A", "JK")}  # cards as the table shows them (newcomer 25)
    words = {**{k: tr(lang, k, n="{n}", seat="{seat}") for k in VERIFY_KEYS},
             **{f"face-{k}": v for k, v in faces.items()}}
    return render("verify.html", lang, title=tr(lang, "verify-title"), tid=tid, words=words,
                  here=f"/club/verify/{quote(tid)}")
