"""The club's ratings, stored and folded one game at a time as games end (issue 38, audit D18).

Each finished game is summarised once (its stored moves replayed: who sat where, each hand's
points, canastas, who went out, the final scores) and folded at once into stored rows: a player's
statistics and OpenSkill rating, for all rule sets (scope ``""``) and for the game's own rule set
(scope = its preset), and the rating's history. A leaderboard request then reads one page of
rows (O(page)); a player's page reads that player's rows and games.

When is a game folded?
* when it ends in this process (the table registry tells :meth:`Ratings.game_over`, in a thread);
* by a thread started with the server, for the games that ended before (an upgraded database) or
  in another process, so no request waits for a backlog;
* a request folds at most ``REQUEST_BUDGET`` games that ended elsewhere since, waiting at most
  ``REQUEST_WAIT`` seconds for a fold in progress: its cost is bounded whatever the backlog.

A game of a club night's round that is still sealed (web/sealing.py, D1) is not folded until the
round's last table has ended: its result would tell the round's other tables how the deals went.
Games are folded in the order they are found ended, which is the order they ended but for those.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from typing import Any

import sqlalchemy as sa

from ..storage import Storage, metadata, tables
from .stats import GameSummary, PlayerStats, SeatLine, fold_game, rated, summarize

log = logging.getLogger("canasta.ratings")

REQUEST_BUDGET = 2      # games a request may fold itself
REQUEST_WAIT = 1.0      # seconds a request waits for a fold in progress
PAGE = 200              # candidates read at once

club_games = sa.Table(
    "club_games", metadata,
    sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
    sa.Column("preset", sa.String(20), nullable=False),
    sa.Column("finished", sa.Float, nullable=False),
    sa.Column("rated", sa.Boolean, nullable=False),
    sa.Column("summary", sa.Text, nullable=False),
    sa.Column("folded", sa.Float, nullable=False),
)

club_game_players = sa.Table(
    "club_game_players", metadata,
    sa.Column("table_id", sa.String(16), sa.ForeignKey("club_games.table_id"), primary_key=True),
    sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), primary_key=True, index=True),
)

club_ratings = sa.Table(
    "club_ratings", metadata,
    sa.Column("scope", sa.String(20), primary_key=True),
    sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), primary_key=True),
    sa.Column("name", sa.String(80), nullable=False),
    sa.Column("games", sa.Integer, nullable=False),
    sa.Column("wins", sa.Integer, nullable=False),
    sa.Column("hands", sa.Integer, nullable=False),
    sa.Column("points", sa.Integer, nullable=False),
    sa.Column("canastas", sa.Integer, nullable=False),
    sa.Column("went_out", sa.Integer, nullable=False),
    sa.Column("rated_games", sa.Integer, nullable=False),
    sa.Column("mu", sa.Float, nullable=False),
    sa.Column("sigma", sa.Float, nullable=False),
    sa.Column("rating", sa.Float, nullable=True),
    sa.Index("club_ratings_rank", "scope", "rating"),
)

club_history = sa.Table(
    "club_history", metadata,
    sa.Column("scope", sa.String(20), primary_key=True),
    sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),
    sa.Column("at", sa.Float, nullable=False),
    sa.Column("rating", sa.Float, nullable=False),
    sa.Column("table_id", sa.String(16), nullable=False),
)

STAT_FIELDS = ("games", "wins", "hands", "points", "canastas", "went_out", "rated_games", "mu", "sigma")


def summary_json(g: GameSummary) -> str:
    return json.dumps({"table_id": g.table_id, "preset": g.preset, "players": g.players, "finished": g.finished,
                       "with_bots": g.with_bots, "team_scores": list(g.team_scores),
                       "seats": [[x.seat, x.user_id, x.name, x.team, x.hands, x.points, x.canastas, x.went_out, x.won]
                                 for x in g.seats]})


def summary_of(text: str) -> GameSummary:
    d = json.loads(text)
    return GameSummary(d["table_id"], d["preset"], int(d["players"]), float(d["finished"]), bool(d["with_bots"]),
                       tuple(SeatLine(*x) for x in d["seats"]), tuple(d["team_scores"]))


def _stats(row: Any) -> PlayerStats:
    p = PlayerStats(int(row.user_id), str(row.name))
    for f in STAT_FIELDS:
        setattr(p, f, getattr(row, f))
    return p


class Ratings:
    """The stored ratings of one database."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._lock = threading.Lock()
        self._again = False

    # -- folding
    def start(self) -> threading.Thread:
        """Fold, in a thread, the games that ended before this server started or in another process."""
        t = threading.Thread(target=self.game_over, args=(None,), name="canasta-ratings", daemon=True)
        t.start()
        return t

    def game_over(self, _tid: str | None = None) -> int:
        """A game ended (``_tid``; any game ended: None): fold every game not folded yet. In a thread,
        never on the event loop; errors are logged (the next game's end folds what is left)."""
        try:
            return self.fold_new(None)
        except Exception as e:  # a database down: the next one folds it
            log.warning("ratings: could not fold the finished games: %s", str(e).splitlines()[0] if str(e) else e)
            return 0

    def fold_new(self, budget: int | None, wait: float = 0.0) -> int:
        """Fold the finished games not folded yet (at most ``budget``; None: all). If another
        thread is folding, wait at most ``wait`` seconds for it, then leave the work to it."""
        done = 0
        self._again = True
        while self._again:
            got = self._lock.acquire(timeout=wait) if wait > 0 else self._lock.acquire(blocking=False)
            if not got:
                return done
            try:
                self._again = False
                done += self._fold(None if budget is None else budget - done)
            finally:
                self._lock.release()
            if budget is not None:
                break
        return done

    def _fold(self, budget: int | None) -> int:
        from openskill.models import PlackettLuce

        from ..events.sealing import sealing

        model = PlackettLuce()
        seal = sealing(self.storage)
        done = 0
        skipped: set[str] = set()
        while budget is None or done < budget:
            t, g = tables, club_games
            q = (sa.select(t.c.id).where(t.c.status == "finished")
                 .where(~sa.exists().where(g.c.table_id == t.c.id))
                 .order_by(t.c.finished, t.c.id).limit(PAGE + len(skipped)))
            with self.storage.engine.connect() as c:
                ids = [str(r[0]) for r in c.execute(q) if str(r[0]) not in skipped]
            if not ids:
                break
            progressed = False
            for tid in ids:
                if budget is not None and done >= budget:
                    break
                if seal.check(tid, None) is not None:  # a sealed round's table: later (D1)
                    skipped.add(tid)
                    continue
                if self._fold_one(tid, model):
                    done += 1
                progressed = True
            if not progressed:
                break
        return done

    def _fold_one(self, tid: str, model: Any) -> bool:
        st = self.storage
        row = st.table(tid)
        if row is None or row.status != "finished":
            return False
        g = summarize(row, st.seats(tid), st.moves(tid), st.bot_stood_in(tid))
        users = sorted({x.user_id for x in g.seats if x.user_id is not None})
        try:
            with st.engine.begin() as c:
                c.execute(club_games.insert().values(table_id=tid, preset=g.preset, finished=g.finished,
                                                     rated=rated(g), summary=summary_json(g), folded=time.time()))
                if users:
                    c.execute(club_game_players.insert(), [{"table_id": tid, "user_id": u} for u in users])
                for scope in ("", g.preset):
                    rows = c.execute(sa.select(club_ratings).where(club_ratings.c.scope == scope)
                                     .where(club_ratings.c.user_id.in_(users)).with_for_update()).all() if users else []
                    had = {int(r.user_id) for r in rows}
                    out = {int(r.user_id): _stats(r) for r in rows}
                    fold_game(out, g, model)
                    for uid, p in out.items():
                        values = {f: getattr(p, f) for f in STAT_FIELDS}
                        values.update(name=p.name[:80], rating=p.rating if p.rated_games else None)
                        if uid in had:
                            c.execute(club_ratings.update().where(club_ratings.c.scope == scope)
                                      .where(club_ratings.c.user_id == uid).values(**values))
                        else:
                            c.execute(club_ratings.insert().values(scope=scope, user_id=uid, **values))
                        for at, rating, table in p.history:  # this game's point, if it was rated
                            c.execute(club_history.insert().values(scope=scope, user_id=uid, n=p.rated_games,
                                                                   at=at, rating=rating, table_id=table))
        except sa.exc.IntegrityError:
            return False  # folded by another process meanwhile
        return True

    # -- reading
    def leaderboard(self, preset: str | None, limit: int = 100, offset: int = 0) -> list[PlayerStats]:
        """One page of the leaderboard: the rated by rating, then the others by games played."""
        self.fold_new(REQUEST_BUDGET, REQUEST_WAIT)
        r = club_ratings
        q = (sa.select(r).where(r.c.scope == (preset or ""))
             .order_by(r.c.rating.is_(None), r.c.rating.desc(), r.c.games.desc(), sa.func.lower(r.c.name), r.c.user_id)
             .limit(limit).offset(offset))
        with self.storage.engine.connect() as c:
            return [_stats(x) for x in c.execute(q)]

    def player(self, user_id: int) -> tuple[PlayerStats | None, list[GameSummary]]:
        """A player's statistics and rating over all rule sets, its history, and their games (newest first)."""
        self.fold_new(REQUEST_BUDGET, REQUEST_WAIT)
        with self.storage.engine.connect() as c:
            row = c.execute(sa.select(club_ratings).where(club_ratings.c.scope == "")
                            .where(club_ratings.c.user_id == user_id)).first()
            if row is None:
                return None, []
            p = _stats(row)
            h = club_history
            p.history = [(float(x.at), float(x.rating), str(x.table_id)) for x in c.execute(
                sa.select(h).where(h.c.scope == "").where(h.c.user_id == user_id).order_by(h.c.n))]
            games = [summary_of(x.summary) for x in c.execute(
                sa.select(club_games.c.summary).select_from(club_games.join(
                    club_game_players, club_game_players.c.table_id == club_games.c.table_id))
                .where(club_game_players.c.user_id == user_id).order_by(club_games.c.finished.desc()))]
        return p, games

    def folded(self) -> int:
        with self.storage.engine.connect() as c:
            return int(c.execute(sa.select(sa.func.count()).select_from(club_games)).scalar() or 0)
