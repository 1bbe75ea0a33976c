"""``canasta backup`` and ``canasta restore``: a consistent copy of the club's database while the
server runs, and bringing one back.

SQLite: SQLite's online backup API copies the database page by page inside one read transaction,
so the copy is the database as it stood at one moment, whatever the server writes meanwhile (the
server keeps playing). The copy is checked (``PRAGMA integrity_check``) before it replaces DEST.
PostgreSQL: ``pg_dump --format=custom``, which is itself a consistent snapshot; ``pg_restore``
brings it back.

Restore replaces the whole database. It refuses while a server uses the database (the servers'
lock, dblock.py): stop the server first, and start it again afterwards. A SQLite backup is checked
before it is accepted: ``integrity_check``, then every table's deal and stored moves checked against
the club's signing key (web/movekey.py: a move changed into another legal one is found too) and
replayed with the engine (an altered backup is refused, naming the table and the move). The current database's bytes
are kept beside it as they are (a plain file copy, even of a damaged file) as
``<name>.pre-restore-<time>``. Backups and the database are created with mode 0600.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from .. import movekey
from ..dblock import InUse, create_private, exclusive
from ..movekey import MoveKey

__all__ = ["BackupError", "InUse", "backup", "restore"]

class BackupError(Exception):
    """A backup or restore that could not be made; the message says why, in one line."""


@dataclass
class Summary:
    path: Path
    tables: int
    moves: int
    users: int

    def text(self) -> str:
        return f"{self.path}: {self.tables} tables, {self.moves} moves, {self.users} players"


def _sqlite_path(url: str) -> Path | None:
    from sqlalchemy.engine import make_url

    try:
        u = make_url(url)
    except Exception as e:
        raise BackupError(f"not a database URL: {url!r} ({str(e).splitlines()[0]})") from None
    if u.get_backend_name() != "sqlite":
        return None
    if not u.database or u.database == ":memory:":
        raise BackupError("an in-memory SQLite database cannot be backed up")
    return Path(u.database)


def _pg_url(url: str) -> str:
    """A SQLAlchemy PostgreSQL URL as libpq (pg_dump, pg_restore) reads it."""
    from sqlalchemy.engine import make_url

    u = make_url(url)
    return u.set(drivername="postgresql").render_as_string(hide_password=False)


def _pg_schema(url: str) -> list[str]:
    """``--schema NAME`` when the URL sets a search_path (``?options=-csearch_path=NAME``): the server's
    tables live in that schema only, so only it is dumped."""
    from sqlalchemy.engine import make_url

    opts = make_url(url).query.get("options")
    for opt in ([opts] if isinstance(opts, str) else list(opts or [])):
        for part in opt.split():
            if part.startswith("-csearch_path="):
                return ["--schema", part.split("=", 1)[1].split(",")[0]]
    return []


def _pg_tool(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    for cand in sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), reverse=True):
        return str(cand)
    raise BackupError(f"{name} is not installed (Debian: apt-get install postgresql-client)")


def _summary(path: Path) -> Summary:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        ok = con.execute("PRAGMA integrity_check").fetchone()
        if not ok or ok[0] != "ok":
            raise BackupError(f"{path}: the database is damaged ({ok[0] if ok else 'no answer'})")
        names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        missing = {"tables", "moves", "users", "alembic_version"} - names
        if missing:
            raise BackupError(f"{path}: not a Canasta database (no {', '.join(sorted(missing))} table)")
        n_tables, n_moves, n_users = (con.execute(f"SELECT count(*) FROM {t}").fetchone()[0]  # noqa: S608
                                      for t in ("tables", "moves", "users"))
    except sqlite3.DatabaseError as e:
        raise BackupError(f"{path}: not a SQLite database ({e})") from None
    finally:
        con.close()
    return Summary(path, int(n_tables), int(n_moves), int(n_users))


def _copy_sqlite(src: Path, dest: Path) -> None:
    """``src`` to ``dest`` through the online backup API, via a temporary file beside ``dest``."""
    tmp = dest.with_name(dest.name + ".partial")
    tmp.unlink(missing_ok=True)
    try:
        create_private(tmp)  # 0600 from the start: a backup holds every session (D28)
        s = sqlite3.connect(f"file:{src}?mode=ro", uri=True, timeout=30)
        d = sqlite3.connect(tmp)
        try:
            s.backup(d)  # one step: the copy is the database as it stood at one moment
            d.execute("PRAGMA journal_mode=DELETE")  # a single self-contained file (no -wal beside it)
        finally:
            d.close()
            s.close()
        _summary(tmp)
        tmp.replace(dest)
    except sqlite3.Error as e:
        tmp.unlink(missing_ok=True)
        raise BackupError(f"cannot copy {src} to {dest}: {e}") from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def backup(url: str, dest: Path) -> str:
    """Copy the database at ``url`` to the file ``dest``; returns a one-line summary."""
    if dest.is_dir():
        dest = dest / time.strftime("canasta-%Y%m%d-%H%M%S.db")
    if not dest.parent.exists():
        raise BackupError(f"the folder {str(dest.parent)!r} does not exist")
    path = _sqlite_path(url)
    if path is not None:
        if not path.exists():
            raise BackupError(f"no database at {path}")
        _copy_sqlite(path, dest)
        return _summary(dest).text()
    tmp = dest.with_name(dest.name + ".partial")
    tmp.unlink(missing_ok=True)
    create_private(tmp)
    r = subprocess.run([_pg_tool("pg_dump"), "--format=custom", "--no-owner", *_pg_schema(url), "--file", str(tmp),
                        _pg_url(url)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        tmp.unlink(missing_ok=True)
        raise BackupError(f"pg_dump failed: {(r.stderr.strip().splitlines() or ['(no message)'])[-1]}")
    tmp.replace(dest)
    return f"{dest}: PostgreSQL dump ({dest.stat().st_size} bytes)"


def replay_check(path: Path, key: MoveKey | None = None) -> None:
    """Every stored move of every table in the SQLite file ``path`` replayed with the engine and, with
    ``key``, its signature and its deal's checked (D11); :class:`BackupError` naming the first table and
    move that do not replay or were not signed with ``key``."""
    import json
    from types import SimpleNamespace

    from ...errors import CanastaError
    from ...moves import parse_move
    from ...rules import RuleSet
    from ...state import new_game
    from ..storage import unsigned_at

    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    try:
        cols = "id, preset, players, rules, seed, salt" + (", mac" if key is not None else "")
        for row in con.execute(f"SELECT {cols} FROM tables ORDER BY id").fetchall():  # noqa: S608
            tid = row["id"]
            try:
                st = new_game(RuleSet.from_dict(json.loads(row["rules"])), seed=int(row["seed"]))
            except (CanastaError, ValueError, TypeError, KeyError) as e:
                raise BackupError(f"{path}: table {tid}: its rules cannot be read ({str(e).splitlines()[0] if str(e) else type(e).__name__})") from None
            rows = [SimpleNamespace(**dict(r)) for r in con.execute(
                "SELECT n, seat, text, by_bot" + (", mac" if key is not None else "") +
                " FROM moves WHERE table_id = ? ORDER BY n", (tid,))]
            if key is not None:
                _, wrong = unsigned_at(key, SimpleNamespace(**dict(row)), rows)
                if wrong is not None:
                    raise BackupError(f"{path}: table {tid}: {wrong}: the backup was altered, or made by "
                                      "another club's server")
            for expect, r in enumerate(rows, 1):
                if r.n != expect:
                    raise BackupError(f"{path}: table {tid}: move {expect} is missing")
                try:
                    st.apply(parse_move(r.text))
                except CanastaError as e:
                    raise BackupError(f"{path}: table {tid}: stored move {r.n} ({r.text!r}) does not replay: "
                                      f"{' '.join(str(e).split())}") from None
    except sqlite3.DatabaseError as e:
        raise BackupError(f"{path}: cannot read its tables ({e})") from None
    finally:
        con.close()


def _key_check(path: Path, url: str, unsigned: bool) -> MoveKey | None:
    """The key the backup's signatures are checked against: the club's key file (``movekey``), whose id
    the backup must hold. ``unsigned``: the signatures are not checked (a backup from before they
    were made, or the key was lost); the restored database then forgets them, and the server signs
    every row again with its key at its next start."""
    if unsigned:
        return None
    try:
        key = movekey.load(url, create=False)
    except movekey.KeyFileError as e:
        raise BackupError(str(e)) from None
    where = movekey.key_path(url)
    if key is None or key.path is None:
        raise BackupError(f"no key file at {where} to check the backup's signatures against: put the club's "
                          f"{movekey.KEY_FILE} there (it was made beside the database when the server first "
                          "ran), or restore with --unsigned to accept moves that only replay")
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        kept = con.execute("SELECT value FROM club_meta WHERE name = ?", (movekey.KEY_ID,)).fetchone()
    except sqlite3.DatabaseError:
        kept = None
    finally:
        con.close()
    if kept is None:
        raise BackupError(f"{path}: the backup's moves are not signed (made before signing, or its signatures "
                          "were removed): restore it with --unsigned to accept moves that only replay")
    if kept[0] != key.id:
        raise BackupError(f"{path}: the backup is signed with the key {kept[0]}, not with {key.path} (key {key.id}): "
                          "it was made by another club's server, or its signatures were altered")
    return key


def _forget_signatures(path: Path) -> None:
    """An unsigned restore: the copy's key id and signatures removed, for the server to sign it anew."""
    con = sqlite3.connect(path)
    try:
        names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "club_meta" in names:
            con.execute("DELETE FROM club_meta WHERE name = ?", (movekey.KEY_ID,))
            con.execute("UPDATE moves SET mac = NULL")
            con.execute("UPDATE tables SET mac = NULL")
        con.commit()
    finally:
        con.close()


def _keep_aside(path: Path, old: Path) -> None:
    """The database's bytes (and its -wal beside it) copied as they are, mode 0600, no check."""
    for suffix in ("", "-wal"):
        f = Path(str(path) + suffix)
        if not f.exists():
            continue
        dest = Path(str(old) + suffix)
        fd = os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as out, open(f, "rb") as inp:
            shutil.copyfileobj(inp, out)
            out.flush()
            os.fsync(out.fileno())


def restore(url: str, src: Path, unsigned: bool = False) -> str:
    """Replace the database at ``url`` with the backup ``src``; returns a one-line summary.
    :class:`InUse` while a server uses the database. ``unsigned``: accept a backup whose signatures
    cannot be checked (see :func:`_key_check`)."""
    if not src.is_file():
        raise BackupError(f"no backup file at {src}")
    with exclusive(url):
        return _restore(url, src, unsigned)


def _restore(url: str, src: Path, unsigned: bool) -> str:
    path = _sqlite_path(url)
    if path is not None:
        _summary(src)  # refuse a damaged file or one that is not ours before touching anything
        replay_check(src, _key_check(src, url, unsigned))  # and one whose moves were altered (D11)
        kept = ""
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            old = path.with_name(path.name + time.strftime(".pre-restore-%Y%m%d-%H%M%S"))
            try:
                _keep_aside(path, old)
            except OSError as e:
                raise BackupError(f"cannot keep the current database aside as {old}: {e.strerror or e}") from None
            kept = f"; the previous database is kept as {old}"
        tmp = path.with_name(path.name + ".restoring")
        tmp.unlink(missing_ok=True)
        create_private(tmp)
        try:
            s = sqlite3.connect(f"file:{src}?mode=ro", uri=True)
            d = sqlite3.connect(tmp)
            try:
                s.backup(d)
                d.execute("PRAGMA journal_mode=DELETE")
            finally:
                d.close()
                s.close()
            _summary(tmp)
            if unsigned:
                _forget_signatures(tmp)
            tmp.replace(path)  # the damaged or missing file is not read: it is replaced whole (D10)
        except sqlite3.Error as e:
            tmp.unlink(missing_ok=True)
            raise BackupError(f"cannot restore into {path}: {e}") from None
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        for suffix in ("-wal", "-shm"):  # the old database's log would be applied to the new one
            Path(str(path) + suffix).unlink(missing_ok=True)
        return _summary(path).text() + kept
    r = subprocess.run([_pg_tool("pg_restore"), "--clean", "--if-exists", "--no-owner", "--single-transaction",
                        "--dbname", _pg_url(url), str(src)], capture_output=True, text=True)
    if r.returncode != 0:
        raise BackupError(f"pg_restore failed: {(r.stderr.strip().splitlines() or ['(no message)'])[-1]}")
    return f"restored {src} into the PostgreSQL database"
