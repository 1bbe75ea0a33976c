"""Storage of users, tables, seats and every accepted move, behind a small interface.

SQLAlchemy Core over SQLite (the default, in WAL mode) or PostgreSQL. The schema is created
and upgraded by Alembic migrations (``canasta/web/migrations``), run at start.
A game is rebuilt from its rule set, seed and stored moves, so nothing else is stored.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from . import dblock, movekey

metadata = sa.MetaData()

users = sa.Table(
    "users", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(40), nullable=False),
    sa.Column("token", sa.String(64), nullable=False, unique=True, index=True),
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("password", sa.String(200), nullable=True),  # argon2 hash: a member; None: a guest (web/members.py)
    sa.Column("role", sa.String(12), nullable=True),       # "organiser" or None
)

audit = sa.Table(
    "audit", metadata,  # everything an organiser does (web/members.py)
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("at", sa.Float, nullable=False),
    sa.Column("actor", sa.Integer, sa.ForeignKey("users.id"), nullable=True),
    sa.Column("action", sa.String(40), nullable=False),
    sa.Column("target", sa.String(64), nullable=True),
    sa.Column("detail", sa.Text, nullable=True),
)

tables = sa.Table(
    "tables", metadata,
    sa.Column("id", sa.String(16), primary_key=True),
    sa.Column("preset", sa.String(20), nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("rules", sa.Text, nullable=False),          # the full rule set, JSON
    sa.Column("overrides", sa.Text, nullable=False),      # the house rules asked for, JSON
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("status", sa.String(12), nullable=False),   # "playing" | "finished" | "imported" | "closed"
    sa.Column("owner", sa.Integer, sa.ForeignKey("users.id"), nullable=True),
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("finished", sa.Float, nullable=True),
    sa.Column("result", sa.Text, nullable=True),          # record result summary, JSON
    sa.Column("salt", sa.String(32), nullable=True),      # the seed commitment's salt (canasta.fairness)
    sa.Index("ix_tables_owner_status", "owner", "status"),  # migration 0002 (the import quota)
    sa.Index("ix_tables_status", "status"),  # migration 0004 (the tables in play: cluster.py, resume)
    # bumped by every change of its seats, status, timer or stand-ins (migration 0011: lease.py, D7)
    sa.Column("changes", sa.Integer, nullable=False, server_default="0"),
    sa.Column("mac", sa.String(32), nullable=True),  # the deal signed with the club's key (0013, movekey.py, D11)
)

seats = sa.Table(
    "seats", metadata,
    sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(8), nullable=False),      # "human" | "bot"
    sa.Column("level", sa.String(20), nullable=True),
    sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), nullable=True),
    sa.Column("away", sa.String(20), nullable=True),  # a bot of this level stands in for the absent player (0011, D8)
)

leases = sa.Table(
    "leases", metadata,  # the owner of a table in play in a cluster (migration 0011, lease.py, D12)
    sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
    sa.Column("owner", sa.String(100), nullable=False),
    sa.Column("epoch", sa.Integer, nullable=False),   # +1 at every taking: the fence every move write checks
    sa.Column("expires", sa.Float, nullable=False),   # the database's clock, seconds since 1970
)

moves = sa.Table(
    "moves", metadata,
    sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),         # 1, 2, ...: the version after the move
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("text", sa.String(64), nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    # played by a bot for a person's seat (a stand-in or the turn timer's bot): the game is not rated (D17)
    sa.Column("by_bot", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("mac", sa.String(32), nullable=True),  # the move signed with the club's key (0013, movekey.py, D11)
)

club_meta = sa.Table(
    "club_meta", metadata,  # facts about the database itself: the signing key's id (0013, movekey.py)
    sa.Column("name", sa.String(40), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)


@dataclass(frozen=True)
class User:
    id: int
    name: str
    token: str


@dataclass(frozen=True)
class Seat:
    seat: int
    kind: str
    level: str | None
    user_id: int | None
    user_name: str | None
    away: str | None = None  # the level of the bot standing in for the absent player (lease.py, D8)


@dataclass(frozen=True)
class TableRow:
    id: str
    preset: str
    players: int
    rules: dict[str, Any]
    overrides: dict[str, str]
    seed: int
    status: str
    owner: int | None
    created: float
    finished: float | None
    result: dict[str, Any] | None
    salt: str | None = None  # None: no commitment was published (an imported game, or one from before 0005)


class StorageError(Exception):
    """A write the storage refused (e.g. a seat already taken, a move number already used)."""


def default_url(data_dir: Path | None = None) -> str:
    base = data_dir if data_dir is not None else Path.cwd()
    return f"sqlite:///{(base / 'canasta.db').resolve()}"


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=5000")
    cur.close()


class SettingError(ValueError):
    """A setting from the environment that cannot be used (its message names it and says why)."""


def env_seconds(name: str, default: float) -> float:
    """A number of seconds from the environment variable ``name`` (more than 0), else ``default``."""
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise SettingError(f"{name} must be a number of seconds, got {raw!r}") from None
    if not value > 0 or value == float("inf"):
        raise SettingError(f"{name} must be a number of seconds more than 0, got {raw!r}")
    return value


def idle_transaction_timeout() -> float:
    """Seconds PostgreSQL keeps the transaction of a client that went quiet inside it
    (``CANASTA_IDLE_TX_TIMEOUT``, 10 by default: twice the cluster's lease, web/lease.py). A stopped
    process (SIGSTOP, a paused machine) can stop between a write and its commit: its locks would hold
    every later write of its table, the next owner's too, until the connection died. The database
    ends that transaction instead, once the lease has passed to another process (D12)."""
    return env_seconds("CANASTA_IDLE_TX_TIMEOUT", 10.0)


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        eng = sa.create_engine(url, connect_args={"check_same_thread": False})
        sa.event.listen(eng, "connect", _sqlite_pragmas)
        db = eng.url.database
        if db and db != ":memory:" and not db.startswith("file:"):
            with contextlib.suppress(OSError):  # no folder: SQLite says so when it connects
                dblock.create_private(Path(db))  # mode 0600 from the start (D28)
            dblock.guard_identity(eng, Path(db))  # no write into a file replaced under the server (D9)
        return eng
    ms = round(idle_transaction_timeout() * 1000)
    given = sa.engine.make_url(url).query.get("options", "")  # the URL's own (a search_path), kept
    given = " ".join(given) if isinstance(given, tuple) else given
    options = f"{given} -c idle_in_transaction_session_timeout={ms}".strip()
    return sa.create_engine(url, pool_pre_ping=True, connect_args={"options": options})


LOCK_SPACE = 0x43414E  # the first key of this program's PostgreSQL advisory locks (cluster.py)


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest Alembic revision. On PostgreSQL under an advisory lock: of
    servers started together, one upgrades and the others wait, then find nothing to do."""
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(sa.text("SELECT pg_advisory_xact_lock(:space, 0)"), {"space": LOCK_SPACE + 1})
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


class Storage:
    """The few operations the server needs."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)
        migrate(self.engine)
        try:
            self.key = movekey.load(url)
        except movekey.KeyFileError as e:
            raise StorageError(str(e)) from None
        self._adopt_key()

    def _adopt_key(self) -> None:
        """The key's id checked against the one the database keeps (another key: :class:`StorageError`,
        the server does not start); a database without one (new, or from before 0013) takes this key's
        and its unsigned rows are signed: they are trusted as the database holds them."""
        key = self.key
        with self.engine.begin() as c:
            kept = c.execute(sa.select(club_meta.c.value).where(club_meta.c.name == movekey.KEY_ID)).scalar()
            if kept is not None:
                if key is None or key.id != kept:
                    where = f"the key file {key.path}" if key is not None and key.path else "no key file"
                    raise StorageError(
                        f"the database's moves are signed with the key {kept}, and this server has "
                        f"{where}{f' (key {key.id})' if key is not None else ''}: start it with the club's "
                        f"{movekey.KEY_FILE} (beside the database, or {movekey.ENV})")
                return
            if key is None:
                return
            c.execute(club_meta.insert().values(name=movekey.KEY_ID, value=key.id))
            for r in c.execute(sa.select(tables).where(tables.c.mac.is_(None))).all():
                c.execute(tables.update().where(tables.c.id == r.id).values(
                    mac=key.table(r.id, r.preset, r.players, r.rules, int(r.seed), r.salt)))
            rows = c.execute(sa.select(moves.c.table_id, moves.c.n, moves.c.seat, moves.c.text, moves.c.by_bot)
                             .where(moves.c.mac.is_(None))).all()
            if rows:
                c.execute(moves.update().where(sa.and_(moves.c.table_id == sa.bindparam("p_tid"),
                                                        moves.c.n == sa.bindparam("p_n")))
                          .values(mac=sa.bindparam("p_mac")),
                          [{"p_tid": r.table_id, "p_n": r.n, "p_mac": key.move(r.table_id, r.n, r.seat, r.text, r.by_bot)}
                           for r in rows])

    def close(self) -> None:
        self.engine.dispose()

    def sqlite_file(self) -> str | None:
        """The path of the SQLite file the database is (None: PostgreSQL, or SQLite in memory)."""
        u = self.engine.url
        db = u.database
        if u.get_backend_name() != "sqlite" or not db or db == ":memory:" or db.startswith("file:"):
            return None
        return db

    def where(self) -> str:
        """The database, for a log line: the SQLite file, or the URL without its password."""
        u = self.engine.url
        return f"the SQLite file {u.database}" if u.get_backend_name() == "sqlite" else u.render_as_string()

    # -- users
    def create_user(self, name: str) -> User:
        with self.engine.begin() as c:  # users.token keeps a hash only (issue 38, D28): the session is the token
            uid = c.execute(users.insert().values(name=name, token=digest(secrets.token_urlsafe(32)),
                                                  created=time.time())).inserted_primary_key
            assert uid is not None
            token = new_session(c, int(uid[0]))
        return User(int(uid[0]), name, token)

    def user_by_token(self, token: str | None) -> User | None:
        with self.engine.connect() as c:  # no such token (too long, or a NUL PostgreSQL refuses): None
            uid = user_id_of(c, token)
            row = c.execute(sa.select(users).where(users.c.id == uid)).first() if uid is not None else None
        return User(row.id, row.name, token or "") if row else None

    def rename_user(self, user_id: int, name: str) -> None:
        with self.engine.begin() as c:
            c.execute(users.update().where(users.c.id == user_id).values(name=name))

    # -- tables
    def create_table(self, preset: str, players: int, rules: dict[str, Any], overrides: dict[str, str],
                     seed: int, seat_specs: list[tuple[str, str | None]], owner: int | None,
                     salt: str | None = None) -> str:
        with self.engine.begin() as c:
            return self._insert_table(c, preset, players, rules, overrides, seed, seat_specs, owner, salt)

    def _insert_table(self, c: sa.Connection, preset: str, players: int, rules: dict[str, Any],
                      overrides: dict[str, str], seed: int, seat_specs: list[tuple[str, str | None]],
                      owner: int | None, salt: str | None = None) -> str:
        for _ in range(10):
            tid = secrets.token_hex(4)
            if c.execute(sa.select(tables.c.id).where(tables.c.id == tid)).first() is None:
                break
        rules_text = json.dumps(rules)
        mac = self.key.table(tid, preset, players, rules_text, seed, salt) if self.key is not None else None
        c.execute(tables.insert().values(id=tid, preset=preset, players=players, rules=rules_text,
                                         overrides=json.dumps(overrides), seed=seed, status="playing",
                                         owner=owner, created=time.time(), salt=salt, mac=mac))
        c.execute(seats.insert(), [{"table_id": tid, "seat": i, "kind": k, "level": lv, "user_id": None}
                                   for i, (k, lv) in enumerate(seat_specs)])
        return tid

    def import_table(self, preset: str, players: int, rules: dict[str, Any], seed: int,
                     seat_specs: list[tuple[str, str | None]], owner: int | None, items: list[tuple[int, str]],
                     result: dict[str, Any]) -> str:
        """A finished game from a record: the table, its seats and moves, status "imported", in one
        transaction (a crash half-way must not leave a game in play for the server to resume)."""
        with self.engine.begin() as c:
            tid = self._insert_table(c, preset, players, rules, {}, seed, seat_specs, owner)
            now = time.time()
            if items:
                _insert_moves(c, self.key, tid, 1, items, now)
            _end_table(c, tid, "imported", result, now)
        return tid

    def _table(self, row: Any) -> TableRow:
        return TableRow(row.id, row.preset, row.players, json.loads(row.rules), json.loads(row.overrides),
                        int(row.seed), row.status, row.owner, row.created, row.finished,
                        json.loads(row.result) if row.result else None, row.salt)

    def table(self, tid: str) -> TableRow | None:
        with self.engine.connect() as c:
            row = c.execute(sa.select(tables).where(tables.c.id == tid)).first()
        return self._table(row) if row else None

    def tables(self, status: str | None = None, limit: int = 100) -> list[TableRow]:
        q = sa.select(tables).order_by(tables.c.created.desc()).limit(limit)
        if status:
            q = q.where(tables.c.status == status)
        with self.engine.connect() as c:
            return [self._table(r) for r in c.execute(q)]

    def count_tables(self, owner: int, status: str) -> int:
        q = sa.select(sa.func.count()).select_from(tables).where(sa.and_(tables.c.owner == owner,
                                                                          tables.c.status == status))
        with self.engine.connect() as c:
            return int(c.execute(q).scalar() or 0)

    def seats(self, tid: str) -> list[Seat]:
        q = (sa.select(seats, users.c.name).select_from(seats.outerjoin(users, seats.c.user_id == users.c.id))
             .where(seats.c.table_id == tid).order_by(seats.c.seat))
        with self.engine.connect() as c:
            return [Seat(r.seat, r.kind, r.level, r.user_id, r.name, r.away) for r in c.execute(q)]

    def take_seat(self, tid: str, seat: int, user_id: int) -> None:
        """Sit ``user_id`` at a free human seat. One user holds at most one seat of a table
        (security audit D20): the check and the write are one statement, in a transaction that
        holds the table's row (PostgreSQL: ``FOR UPDATE``; SQLite writes one at a time), so two
        sits at once by one user cannot both succeed."""
        s2 = seats.alias("s2")
        with self.engine.begin() as c:
            c.execute(sa.select(tables.c.id).where(tables.c.id == tid).with_for_update())
            res = c.execute(seats.update().where(sa.and_(
                seats.c.table_id == tid, seats.c.seat == seat, seats.c.kind == "human", seats.c.user_id.is_(None),
                ~sa.exists().where(sa.and_(s2.c.table_id == tid, s2.c.user_id == user_id))))
                .values(user_id=user_id))
            if res.rowcount != 1:
                if c.execute(sa.select(seats.c.seat).where(sa.and_(seats.c.table_id == tid,
                                                                   seats.c.user_id == user_id))).first():
                    raise StorageError("you already sit at this table")
                raise StorageError("that seat is not free")
            bump(c, tid)

    def seat_bot(self, tid: str, seat: int, level: str) -> None:
        """Give a free human seat to a bot."""
        with self.engine.begin() as c:
            res = c.execute(seats.update().where(sa.and_(seats.c.table_id == tid, seats.c.seat == seat,
                                                         seats.c.kind == "human", seats.c.user_id.is_(None)))
                            .values(kind="bot", level=level))
            if res.rowcount != 1:
                raise StorageError("that seat is not free")
            bump(c, tid)

    def free_seat(self, tid: str, seat: int, user_id: int, level: str | None = None) -> None:
        """Take ``user_id`` off a seat (an organiser removes a player): the seat is free again, or
        with ``level`` given to a bot of that level."""
        values: dict[str, Any] = {"user_id": None, "away": None}
        if level is not None:
            values.update(kind="bot", level=level)
        with self.engine.begin() as c:
            res = c.execute(seats.update().where(sa.and_(seats.c.table_id == tid, seats.c.seat == seat,
                                                         seats.c.kind == "human", seats.c.user_id == user_id))
                            .values(**values))
            if res.rowcount != 1:
                raise StorageError("that player no longer sits there")
            bump(c, tid)

    def close_table(self, tid: str, result: dict[str, Any]) -> bool:
        """An organiser closes a table in play: its status becomes ``closed`` (its moves stay, so its
        record can be read); False if it was no longer in play."""
        with self.engine.begin() as c:
            # the row is locked first, so its time of closing comes after any move stored before it
            c.execute(sa.select(tables.c.status).where(tables.c.id == tid).with_for_update())
            res = c.execute(tables.update().where(sa.and_(tables.c.id == tid, tables.c.status == "playing"))
                            .values(status="closed", finished=time.time(), result=json.dumps(result)))
            bump(c, tid)
            return bool(res.rowcount == 1)

    def finish_table(self, tid: str, result: dict[str, Any]) -> None:
        with self.engine.begin() as c:
            _end_table(c, tid, "finished", result, time.time())

    # -- moves
    def add_moves(self, tid: str, first_n: int, items: list[tuple[int, str]],
                  result: dict[str, Any] | None = None, conn: sa.Connection | SqliteMoves | None = None,
                  by_bot: bool = False, fence: int | None = None,
                  occupant: tuple[int, int | None] | None = None) -> None:
        """Store moves numbered first_n, first_n+1, ... in one transaction (committed on return).
        With ``result`` (the match is over) the table is marked finished in the same transaction.
        With ``conn``, within the caller's transaction instead (:class:`MoveWriter`: the caller commits).
        With ``fence``, only while the table's lease has that epoch (lease.py, D12); with ``occupant``
        (seat, user id: a person's move), only while that person sits there (D7)."""
        now = time.time()
        if isinstance(conn, SqliteMoves):  # the move writer's own sqlite3 connection (issue 41)
            conn.add_moves(self.key, tid, first_n, items, result, now, by_bot, fence, occupant)
            return
        try:
            if conn is not None:
                _check_playing(conn, tid)
                check_fence(conn, tid, fence)
                check_occupant(conn, tid, occupant, by_bot)
                _insert_moves(conn, self.key, tid, first_n, items, now, by_bot)
                if result is not None:
                    _end_table(conn, tid, "finished", result, now)
                return
            with self.engine.begin() as c:
                _check_playing(c, tid)
                check_fence(c, tid, fence)
                check_occupant(c, tid, occupant, by_bot)
                _insert_moves(c, self.key, tid, first_n, items, now, by_bot)
                if result is not None:
                    _end_table(c, tid, "finished", result, now)
        except sa.exc.IntegrityError:
            raise StorageError(f"move {first_n} of table {tid} is already stored") from None

    def add_plain_moves(self, conn: sa.Connection | SqliteMoves,
                        requests: list[tuple[str, int, list[tuple[int, str]], bool]]) -> None:
        """Moves of several tables (table id, first move number, moves, by_bot) within ``conn``'s
        transaction, as :meth:`add_moves` stores each without ``result`` and ``occupant``, in two
        statements for all of them: one read of the tables' status (each must be in play, else
        ``StorageError``) and one insert. :class:`MoveWriter`'s batches: a failure rolls the batch
        back and each request is made again on its own, which says whose it was."""
        now = time.time()
        if isinstance(conn, SqliteMoves):
            conn.add_plain_moves(self.key, requests, now)
            return
        tids = {r[0] for r in requests}
        playing = {row.id for row in conn.execute(_TABLES_STATUS, {"p_tids": sorted(tids)}) if row.status == "playing"}
        if playing != tids:
            raise StorageError(f"tables {sorted(tids - playing)} are not in play: the moves were not stored")
        try:
            conn.execute(_INSERT_MOVE, [_move_row(self.key, tid, first_n + i, s, t, now, by_bot)
                                        for tid, first_n, items, by_bot in requests for i, (s, t) in enumerate(items)])
        except sa.exc.IntegrityError:
            raise StorageError(_TAKEN) from None

    def moves(self, tid: str) -> list[tuple[int, str]]:
        with self.engine.connect() as c:
            rows = c.execute(sa.select(moves.c.seat, moves.c.text).where(moves.c.table_id == tid)
                             .order_by(moves.c.n))
            return [(r.seat, r.text) for r in rows]

    def signed_moves(self, tid: str) -> tuple[list[tuple[int, str]], str | None]:
        """The table's stored moves up to the first whose signature is not the club key's, and why
        the rest were not given (None: every move, and the deal, signed by this club; D11)."""
        with self.engine.connect() as c:
            row = c.execute(sa.select(tables).where(tables.c.id == tid)).first()
            rows = c.execute(sa.select(moves.c.n, moves.c.seat, moves.c.text, moves.c.by_bot, moves.c.mac)
                             .where(moves.c.table_id == tid).order_by(moves.c.n)).all()
        return unsigned_at(self.key, row, rows)

    def bot_stood_in(self, tid: str) -> bool:
        """Whether a bot played any move for a person's seat of the table (D17: such a game is not rated)."""
        with self.engine.connect() as c:
            return c.execute(sa.select(moves.c.n).where(sa.and_(moves.c.table_id == tid, moves.c.by_bot))
                             .limit(1)).first() is not None


_TAKEN = "a move number is already stored: the moves were not stored"  # (a batch's: which one, each alone says)


class SqliteMoves:
    """The move writer's own connection to a SQLite file, on the ``sqlite3`` module directly: the
    statements of :meth:`Storage.add_moves` and :meth:`Storage.add_plain_moves` (the same rows,
    signatures and checks: the table in play, the lease's epoch, the seat's occupant) without
    SQLAlchemy's execution path, which was most of the writer's CPU (issue 41). The schema stays
    SQLAlchemy's and Alembic's; these statements name its columns, and the tests read what they
    store back through SQLAlchemy. A transaction (:meth:`begin`) takes SQLite's write lock at once
    (``BEGIN IMMEDIATE``), after the check that the file is still the server's (dblock.py, D9)."""

    _STATUS = "SELECT status FROM tables WHERE id = ?"
    _INSERT = "INSERT INTO moves (table_id, n, seat, text, at, by_bot, mac) VALUES (?, ?, ?, ?, ?, ?, ?)"
    _FENCE = "UPDATE leases SET epoch = epoch WHERE table_id = ? AND epoch = ?"
    _OCCUPANT = "SELECT kind, user_id FROM seats WHERE table_id = ? AND seat = ?"
    _BACK = "UPDATE seats SET away = NULL WHERE table_id = ? AND seat = ? AND away IS NOT NULL"
    _BUMP = "UPDATE tables SET changes = changes + 1 WHERE id = ?"
    _END = "UPDATE tables SET status = 'finished', finished = ?, result = ? WHERE id = ? AND status = 'playing'"

    def __init__(self, path: str, check: Callable[[], None] | None = None) -> None:
        import sqlite3

        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        try:
            _sqlite_pragmas(self.db, None)
        except Exception:
            self.db.close()
            raise
        self.check = check
        self.integrity = sqlite3.IntegrityError

    @contextlib.contextmanager
    def begin(self) -> Iterator[None]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        if self.check is not None:
            self.check()  # no write into a file replaced under the server (D9)
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            yield
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                with contextlib.suppress(Exception):
                    db.execute("ROLLBACK")
            raise

    def close(self) -> None:
        self.db.close()

    def add_moves(self, key: movekey.MoveKey | None, tid: str, first_n: int, items: list[tuple[int, str]],
                  result: dict[str, Any] | None, now: float, by_bot: bool, fence: int | None,
                  occupant: tuple[int, int | None] | None) -> None:
        """:meth:`Storage.add_moves` within this connection's transaction."""
        db = self.db
        row = db.execute(self._STATUS, (tid,)).fetchone()
        if row is None or row[0] != "playing":
            raise StorageError(f"table {tid} is not in play ({row[0] if row else 'missing'}): the move was not stored")
        if fence is not None and db.execute(self._FENCE, (tid, fence)).rowcount != 1:
            raise LeaseLost(f"table {tid}: this process's lease (epoch {fence}) was taken by another process: "
                            "the move was not stored")
        if occupant is not None:
            seat, user_id = occupant
            who = db.execute(self._OCCUPANT, (tid, seat)).fetchone()
            if who is None or who[0] != "human" or who[1] is None or who[1] != user_id:
                raise SeatLost(f"table {tid}: that player no longer sits at seat {seat}: the move was not stored")
            if not by_bot and db.execute(self._BACK, (tid, seat)).rowcount:
                db.execute(self._BUMP, (tid,))
        try:
            db.executemany(self._INSERT, _move_rows(key, [(tid, first_n, items, by_bot)], now))
        except self.integrity:
            raise StorageError(f"move {first_n} of table {tid} is already stored") from None
        if result is not None:
            db.execute(self._END, (now, json.dumps(result), tid))

    def add_plain_moves(self, key: movekey.MoveKey | None, requests: list[tuple[str, int, list[tuple[int, str]], bool]],
                        now: float) -> None:
        """:meth:`Storage.add_plain_moves` within this connection's transaction."""
        tids = sorted({r[0] for r in requests})
        rows = self.db.execute(f"SELECT id FROM tables WHERE status = 'playing' AND id IN ({','.join('?' * len(tids))})",
                               tids).fetchall()
        if len(rows) != len(tids):
            playing = {r[0] for r in rows}
            raise StorageError(f"tables {[t for t in tids if t not in playing]} are not in play: the moves were not stored")
        try:
            self.db.executemany(self._INSERT, _move_rows(key, requests, now))
        except self.integrity:
            raise StorageError(_TAKEN) from None


def _move_rows(key: movekey.MoveKey | None, requests: list[tuple[str, int, list[tuple[int, str]], bool]],
               now: float) -> list[tuple[Any, ...]]:
    """The ``moves`` rows of requests (table id, first move number, moves, by_bot), signed, in the
    order of :data:`SqliteMoves._INSERT`'s columns."""
    return [(tid, first_n + i, s, t, now, int(by_bot), key.move(tid, first_n + i, s, t, by_bot) if key is not None else None)
            for tid, first_n, items, by_bot in requests for i, (s, t) in enumerate(items)]


class MoveWriter:
    """One thread that stores every table's moves, committing together the moves that arrived
    while the previous commit was being made (group commit): SQLite lets one writer in at a time
    and each commit waits for the disk (``synchronous=FULL``), so tables that stored their moves
    from threads of their own queued for the write lock, each paying a commit of its own.

    Nothing is confirmed before it is stored: :meth:`add_moves` returns once the transaction that
    holds the moves is committed, and raises what :meth:`Storage.add_moves` would have raised for
    those moves alone. If anything in a batch fails, the whole batch is rolled back and every
    request in it is made again on its own (its own transaction, its own answer)."""

    MAX_BATCH = 64

    def __init__(self, storage: Storage, fast: bool = True) -> None:
        import queue
        import threading

        self.storage = storage
        # a SQLite file: the writer's connection is SqliteMoves (sqlite3 directly); else SQLAlchemy's
        self.path = storage.sqlite_file() if fast else None
        self.requests: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._conn: sa.Connection | SqliteMoves | None = None  # used by the writer's thread only
        self.batches = 0   # commits made (for the tests and the figures)
        self.stored = 0    # requests answered
        self.thread = threading.Thread(target=self._run, name="canasta-move-writer", daemon=True)
        self.thread.start()

    async def add_moves(self, tid: str, first_n: int, items: list[tuple[int, str]],
                        result: dict[str, Any] | None = None, by_bot: bool = False,
                        occupant: tuple[int, int | None] | None = None) -> None:
        import asyncio

        loop = asyncio.get_running_loop()
        fut: asyncio.Future[None] = loop.create_future()
        self.requests.put((loop, fut, (tid, first_n, items, result, by_bot, occupant)))
        await fut

    def close(self) -> None:
        self.requests.put(None)
        self.thread.join(10)

    @staticmethod
    def _answer(loop: Any, fut: Any, error: BaseException | None) -> None:
        MoveWriter._answer_all([(loop, fut, error)])

    @staticmethod
    def _answer_all(answers: list[tuple[Any, Any, BaseException | None]]) -> None:
        """Tell the callers (future, error or None) in one hand-off to each event loop: one wake-up
        of the loop for a batch, not one for each request (issue 41)."""
        loops: dict[Any, list[tuple[Any, BaseException | None]]] = {}
        for loop, fut, error in answers:
            loops.setdefault(loop, []).append((fut, error))

        def done(items: list[tuple[Any, BaseException | None]]) -> None:
            for fut, error in items:
                if fut.done():  # the caller was cancelled: nothing to tell (the moves' fate is as stored)
                    continue
                if error is None:
                    fut.set_result(None)
                else:
                    fut.set_exception(error)
        for loop, items in loops.items():
            with contextlib.suppress(RuntimeError):  # the loop is closed: no one waits any more
                loop.call_soon_threadsafe(done, items)

    def _run(self) -> None:
        import queue

        while True:
            first = self.requests.get()
            if first is None:
                self._discard()
                return
            batch = [first]
            stop = False
            while len(batch) < self.MAX_BATCH:
                try:
                    nxt = self.requests.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    stop = True
                    break
                batch.append(nxt)
            self._store(batch)
            if stop:
                self._discard()
                return

    def _connection(self) -> sa.Connection | SqliteMoves:
        """The writer's own connection, kept (no pool checkout and reset per commit)."""
        if self._conn is None:
            self._conn = (SqliteMoves(self.path, dblock.write_check(self.storage.engine)) if self.path is not None
                          else self.storage.engine.connect())
        return self._conn

    def _store(self, batch: list[Any]) -> None:
        st = self.storage
        try:
            conn = self._connection()
            with conn.begin():
                plain = []  # a bot's move that does not end the match: the most of them (issue 41)
                for _loop, _fut, (tid, first_n, items, result, by_bot, occupant) in batch:
                    if result is None and occupant is None:
                        plain.append((tid, first_n, items, by_bot))
                    else:
                        st.add_moves(tid, first_n, items, result, conn=conn, by_bot=by_bot, occupant=occupant)
                if plain:
                    st.add_plain_moves(conn, plain)
        except Exception as e:  # rolled back: each request of a batch is made again on its own
            self._failed(e)
            if len(batch) == 1:
                self.batches += 1
                self.stored += 1
                self._answer(batch[0][0], batch[0][1], e)
                return
        else:
            self.batches += 1
            self.stored += len(batch)
            self._answer_all([(loop, fut, None) for loop, fut, _args in batch])
            return
        answers: list[tuple[Any, Any, BaseException | None]] = []
        for loop, fut, args in batch:
            try:
                tid, first_n, items, result, by_bot, occupant = args
                conn = self._connection()
                with conn.begin():
                    st.add_moves(tid, first_n, items, result, conn=conn, by_bot=by_bot, occupant=occupant)
            except Exception as e:  # the caller's answer
                self._failed(e)
                answers.append((loop, fut, e))
            else:
                answers.append((loop, fut, None))
            self.batches += 1
            self.stored += 1
        self._answer_all(answers)

    def _failed(self, e: Exception) -> None:
        """After a failed transaction: a refusal (StorageError) leaves the connection as it was; anything
        else (a full disk, a file replaced) and the connection is made again for the next one."""
        if not isinstance(e, StorageError):
            self._discard()

    def _discard(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(Exception):
                self._conn.close()
            self._conn = None


def unsigned_at(key: movekey.MoveKey | None, row: Any, rows: Sequence[Any]) -> tuple[list[tuple[int, str]], str | None]:
    """``rows`` (n, seat, text, by_bot, mac) of the table ``row`` as (seat, text) up to the first not signed
    with ``key``, and what is wrong there (None: all signed; no key: nothing is checked)."""
    if key is None:
        return [(r.seat, r.text) for r in rows], None
    if row is not None and not key.same(row.mac, key.table(row.id, row.preset, row.players, row.rules,
                                                             int(row.seed), row.salt)):
        return [], "its deal (rules, seed) is not the one this club's server stored"
    out: list[tuple[int, str]] = []
    for r in rows:
        if not key.same(r.mac, key.move(row.id if row is not None else "", r.n, r.seat, r.text, r.by_bot)):
            return out, f"stored move {r.n} ({r.text!r}) is not the one this club's server stored"
        out.append((r.seat, r.text))
    return out, None


_INSERT_MOVE = moves.insert()  # made once: its cache key is computed once, not at every move


def _move_row(key: movekey.MoveKey | None, tid: str, n: int, seat: int, text: str, now: float,
              by_bot: bool) -> dict[str, Any]:
    return {"table_id": tid, "n": n, "seat": seat, "text": text, "at": now, "by_bot": by_bot,
            "mac": key.move(tid, n, seat, text, by_bot) if key is not None else None}


def _insert_moves(c: sa.Connection, key: movekey.MoveKey | None, tid: str, first_n: int,
                  items: list[tuple[int, str]], now: float, by_bot: bool = False) -> None:
    """Moves numbered first_n, first_n+1, ... of a table, signed, within the caller's transaction."""
    c.execute(_INSERT_MOVE, [_move_row(key, tid, first_n + i, s, t, now, by_bot) for i, (s, t) in enumerate(items)])


# a move's statements, built once (issue 41: building and keying them again for every move was a few
# percent of the server's time at 1,000 tables)
_TABLE_STATUS = sa.select(tables.c.status).where(tables.c.id == sa.bindparam("p_tid")).with_for_update()
_TABLES_STATUS = (sa.select(tables.c.id, tables.c.status).where(tables.c.id.in_(sa.bindparam("p_tids", expanding=True)))
                  .with_for_update())


def _check_playing(c: sa.Connection, tid: str) -> None:
    """Moves are stored only into a table in play (D7): its row is read, and on PostgreSQL locked, in the
    transaction of the insert, so an organiser's close by another process is never followed by a move."""
    status = c.execute(_TABLE_STATUS, {"p_tid": tid}).scalar()
    if status != "playing":
        raise StorageError(f"table {tid} is not in play ({status or 'missing'}): the move was not stored")


def _end_table(c: sa.Connection, tid: str, status: str, result: dict[str, Any], now: float) -> None:
    """A table's end (``finished`` or ``imported``) and its result, within the caller's transaction; a
    table an organiser has closed meanwhile (another process) stays closed."""
    c.execute(tables.update().where(sa.and_(tables.c.id == tid, tables.c.status == "playing"))
              .values(status=status, finished=now, result=json.dumps(result)))


# ---------------------------------------------------------------- table chat and table settings (migration 0003)

chat = sa.Table(
    "chat", metadata,
    sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
    sa.Column("n", sa.Integer, primary_key=True),          # 1, 2, ... per table
    sa.Column("seat", sa.Integer, nullable=False),         # -1: a spectator
    sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), nullable=True),
    sa.Column("name", sa.String(40), nullable=False),
    sa.Column("text", sa.String(200), nullable=False),     # a message, or a reaction's id
    sa.Column("reaction", sa.Boolean, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)

table_settings = sa.Table(
    "table_settings", metadata,
    sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
    sa.Column("turn_timer", sa.Integer, nullable=False),   # seconds; 0: off
    sa.Column("takeover_level", sa.String(20), nullable=False),
)


@dataclass(frozen=True)
class ChatLine:
    n: int
    seat: int
    name: str
    text: str
    reaction: bool
    at: float


def add_chat(st: Storage, tid: str, seat: int, user_id: int | None, name: str, text: str, reaction: bool) -> ChatLine:
    """Store one chat line of a table (numbered after the last one) and return it."""
    now = time.time()
    for _ in range(5):
        try:
            with st.engine.begin() as c:
                last = c.execute(sa.select(sa.func.max(chat.c.n)).where(chat.c.table_id == tid)).scalar()
                n = int(last or 0) + 1
                c.execute(chat.insert().values(table_id=tid, n=n, seat=seat, user_id=user_id, name=name, text=text,
                                               reaction=reaction, at=now))
            return ChatLine(n, seat, name, text, reaction, now)
        except sa.exc.IntegrityError:
            continue
    raise StorageError("the chat line could not be stored")


def chat_lines(st: Storage, tid: str, limit: int = 100) -> list[ChatLine]:
    with st.engine.connect() as c:
        rows = c.execute(sa.select(chat).where(chat.c.table_id == tid).order_by(chat.c.n.desc()).limit(limit))
        out = [ChatLine(r.n, r.seat, r.name, r.text, bool(r.reaction), r.at) for r in rows]
    return out[::-1]


def get_settings(st: Storage, tid: str) -> tuple[int, str]:
    """(turn timer in seconds, 0 when off; the level of the bot that takes over a seat)."""
    with st.engine.connect() as c:
        r = c.execute(sa.select(table_settings).where(table_settings.c.table_id == tid)).first()
    return (int(r.turn_timer), str(r.takeover_level)) if r else (0, "medium")


def set_settings(st: Storage, tid: str, seconds: int, level: str) -> None:
    with st.engine.begin() as c:
        c.execute(table_settings.delete().where(table_settings.c.table_id == tid))
        c.execute(table_settings.insert().values(table_id=tid, turn_timer=seconds, takeover_level=level))
        bump(c, tid)


def bump(c: sa.Connection, tid: str) -> None:
    """A change of the table's seats, status, timer or stand-ins: its change counter goes up, so
    that every process of a cluster reads them again at its next sweep (lease.py, D7)."""
    c.execute(tables.update().where(tables.c.id == tid).values(changes=tables.c.changes + 1))


def same_record(st: Storage, seed: int, moves_: list[str]) -> str | None:
    """The id of an imported table whose seed and moves are those given, if any (a record imported twice)."""
    with st.engine.connect() as c:
        ids = [str(r.id) for r in c.execute(sa.select(tables.c.id).where(sa.and_(tables.c.seed == seed,
                                                                                  tables.c.status == "imported")))]
    for tid in ids:
        if [t for _, t in st.moves(tid)] == moves_:
            return tid
    return None


# ---------------------------------------------------------------- one-time organiser codes (migration 0008, web/accounts.py)

organiser_codes = sa.Table(
    "organiser_codes", metadata,
    sa.Column("hash", sa.String(64), primary_key=True),  # SHA-256 of the code printed at start, hex
    sa.Column("created", sa.Float, nullable=False),
)


# ---------------------------------------------------------------- sessions (migration 0009, web/sessions.py)

sessions = sa.Table(
    "sessions", metadata,
    sa.Column("hash", sa.String(64), primary_key=True),  # SHA-256 of the token, hex: the token itself is never stored
    sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), nullable=False, index=True),
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("last_used", sa.Float, nullable=False),
)

# The session tokens' primitives live here, beside their table, so that storage (create_user,
# user_by_token) needs nothing above it; sessions.py builds signing in and out on them.


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def usable(token: str | None) -> bool:
    return bool(token) and len(token or "") <= 64 and "\x00" not in (token or "")


def new_session(c: sa.Connection, user_id: int) -> str:
    """A new session of ``user_id`` within the caller's transaction: its token (shown once)."""
    token = secrets.token_urlsafe(32)
    now = time.time()
    c.execute(sessions.insert().values(hash=digest(token), user_id=user_id, created=now, last_used=now))
    return token


def user_id_of(c: sa.Connection, token: str | None) -> int | None:
    """The player whose live session ``token`` is, or None."""
    if not usable(token):
        return None
    assert token is not None
    row = c.execute(sa.select(sessions.c.user_id, sessions.c.last_used).where(sessions.c.hash == digest(token))).first()
    return int(row.user_id) if row else None


# ------------------------------------------------------------------ checks in a move's transaction (D12, D7)

class LeaseLost(StorageError):
    """A move written under a lease another process has taken since (D12): not stored."""


class SeatLost(StorageError):
    """A person's move for a seat they no longer occupy (D7): not stored."""


def check_fence(c: sa.Connection, tid: str, fence: int | None) -> None:
    """The table's lease still has the epoch ``fence`` (None: no cluster, nothing to check). The
    lease row is locked until the transaction ends, so a takeover waits for this write or this
    write sees the new epoch and is refused."""
    if fence is None:
        return
    lz = leases
    res = c.execute(lz.update().where(sa.and_(lz.c.table_id == tid, lz.c.epoch == fence)).values(epoch=lz.c.epoch))
    if res.rowcount != 1:
        raise LeaseLost(f"table {tid}: this process's lease (epoch {fence}) was taken by another process: "
                        "the move was not stored")


_SEAT_WHERE = sa.and_(seats.c.table_id == sa.bindparam("p_tid"), seats.c.seat == sa.bindparam("p_seat"))
_SEAT_OCCUPANT = sa.select(seats.c.kind, seats.c.user_id).where(_SEAT_WHERE).with_for_update()
_SEAT_BACK = seats.update().where(sa.and_(_SEAT_WHERE, seats.c.away.is_not(None))).values(away=None)


def check_occupant(c: sa.Connection, tid: str, occupant: tuple[int, int | None] | None, by_bot: bool) -> None:
    """A move for a person's seat (``occupant``: the seat and its player): stored only while that
    player sits there (the seat's row is locked until the transaction ends, so a removal waits
    for it or it sees the removal). The player's own move (not ``by_bot``) ends a stand-in."""
    if occupant is None:
        return
    seat, user_id = occupant
    key = {"p_tid": tid, "p_seat": seat}
    row = c.execute(_SEAT_OCCUPANT, key).first()
    if row is None or row.kind != "human" or row.user_id is None or row.user_id != user_id:
        raise SeatLost(f"table {tid}: that player no longer sits at seat {seat}: the move was not stored")
    if not by_bot:
        res = c.execute(_SEAT_BACK, key)
        if res.rowcount:
            bump(c, tid)
