"""Who uses the database: servers hold a lock for their lifetime, ``canasta restore`` refuses while
one does (issue 38, D9), and a server stops writing into a SQLite file that was replaced under it.

SQLite: an exclusive ``fcntl.flock`` on ``<database>.lock`` beside the database, taken by ``canasta
serve`` at start and released at exit (by the kernel, whatever the exit); restore takes the same lock
with a try-lock. PostgreSQL: every server holds a *shared* session-level advisory lock on a fixed key
(several processes serve one cluster); restore takes the *exclusive* one with a try-lock.

Files: the SQLite database, its lock file and backups are created with mode 0600 (D28).
"""

from __future__ import annotations

import contextlib
import logging
import os
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

log = logging.getLogger("canasta.web")

IN_USE = "a server is using this database: stop it first"
PG_KEY = (0x43414E, 0x5345)  # (LOCK_SPACE of storage.py, "SE"): the servers' shared lock


class InUse(Exception):
    """The database is used by a server; the message says so in one line."""


def lock_path(db: Path) -> Path:
    return db.with_name(db.name + ".lock")


def create_private(path: Path) -> None:
    """``path`` created empty with mode 0600 if it does not exist (an empty file is an empty SQLite
    database), so the database never exists readable by others, even for a moment."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))


def _flock(db: Path) -> int:
    import fcntl

    fd = os.open(lock_path(db), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise InUse(IN_USE) from None
    return fd


class ServerLock:
    """Held by a running server: ``release`` (or the process's end) lets restore in again."""

    def __init__(self, fd: int | None = None, conn: Any = None) -> None:
        self.fd, self.conn = fd, conn

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        if self.conn is not None:
            with contextlib.suppress(Exception):
                self.conn.close()
            self.conn = None


def _sqlite_file(url: str) -> Path | None:
    from sqlalchemy.engine import make_url

    u = make_url(url)
    if u.get_backend_name() != "sqlite" or not u.database or u.database == ":memory:":
        return None
    return Path(u.database)


def server_lock(url: str) -> ServerLock:
    """The lock a server holds while it runs; :class:`InUse` if another server (SQLite) or a restore
    (PostgreSQL) has the database."""
    from sqlalchemy.engine import make_url

    if make_url(url).get_backend_name() == "sqlite":
        db = _sqlite_file(url)
        if db is None:
            return ServerLock()
        db.parent.mkdir(parents=True, exist_ok=True)
        create_private(db)
        return ServerLock(fd=_flock(db))
    import sqlalchemy as sa

    eng = sa.create_engine(url, poolclass=sa.pool.NullPool)
    conn = eng.connect()
    ok = conn.execute(sa.text("SELECT pg_try_advisory_lock_shared(:a, :b)"), {"a": PG_KEY[0], "b": PG_KEY[1]}).scalar()
    conn.commit()
    if not ok:
        conn.close()
        raise InUse("a restore is running on this database: wait for it to end")
    return ServerLock(conn=conn)


@contextlib.contextmanager
def exclusive(url: str) -> Iterator[None]:
    """Held by ``canasta restore``: :class:`InUse` (``IN_USE``) if any server uses the database."""
    db = _sqlite_file(url)
    if db is not None:
        db.parent.mkdir(parents=True, exist_ok=True)
        fd = _flock(db)
        try:
            yield
        finally:
            os.close(fd)
        return
    import sqlalchemy as sa

    eng = sa.create_engine(url, poolclass=sa.pool.NullPool)
    try:
        conn = eng.connect()
    except Exception:  # unreachable: pg_restore says why in its own words
        yield
        return
    try:
        ok = conn.execute(sa.text("SELECT pg_try_advisory_lock(:a, :b)"), {"a": PG_KEY[0], "b": PG_KEY[1]}).scalar()
        conn.commit()
        if not ok:
            raise InUse(IN_USE)
        yield
    finally:
        conn.close()
        eng.dispose()


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        s = os.stat(path)
    except OSError:
        return None
    return (s.st_dev, s.st_ino)


class Replaced(Exception):
    """The SQLite file was replaced or removed under the running server: it writes no more."""


def guard_identity(engine: Any, path: Path) -> Callable[[], None]:
    """Before every write on ``engine``, check that ``path`` is still the file the server opened: if
    it was replaced (a restore by hand, a copy over it) or removed, log it once and refuse every
    write from then on, rather than write into a file that is no longer the database. Returns the
    check (:class:`Replaced` when the file is not the one opened), which :func:`write_check` also
    gives for ``engine``: the move writer's own connection (storage.SqliteMoves) calls it before its
    writes."""
    import sqlalchemy as sa

    state: dict[str, Any] = {"told": False, "first": _identity(path)}

    def check() -> None:
        now = _identity(path)
        if state["first"] is None and now is not None:
            state["first"] = now  # the file did not exist yet when the engine was made: SQLite made it
        if now != state.get("first"):
            if not state["told"]:
                state["told"] = True
                log.critical("the database file %s was replaced or removed while the server ran: "
                             "this server writes nothing more; stop it and start it again", path)
            raise Replaced(f"the database file {path} was replaced while the server ran")

    @sa.event.listens_for(engine, "before_cursor_execute")
    def _check(_conn: Any, _cur: Any, statement: str, *_a: Any) -> None:
        head = statement.lstrip()[:7].upper()
        if head.startswith(("INSERT", "UPDATE", "DELETE", "REPLACE")):
            check()

    _checks[engine] = check
    return check


_checks: weakref.WeakKeyDictionary[Any, Callable[[], None]] = weakref.WeakKeyDictionary()


def write_check(engine: Any) -> Callable[[], None] | None:
    """The check :func:`guard_identity` set up for ``engine`` (None: none, e.g. an in-memory database)."""
    return _checks.get(engine)
