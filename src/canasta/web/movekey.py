"""The club's signing key: every stored move and every table's deal signed, so that an altered
backup or database is found even when the altered move is a legal one (security audit D11).

Replaying a table's stored moves with the engine finds a move changed into an illegal one, but not
a move changed into another legal move (``discard 5`` for ``discard 6``), nor a seed changed into
another deal on which the stored moves still happen to replay. So every row is signed with a key
the database does not hold: ``moves.mac`` is an HMAC-SHA256 (first 128 bits) of the table, the
move's number, its seat, its text and whether a bot played it for a person; ``tables.mac`` the same
of the table's preset, player count, rule set, seed and commitment salt.

The key is 32 random bytes in a file, hex, mode 0600, made when a server first opens the database:

* ``CANASTA_KEY_FILE`` if set (the processes of a PostgreSQL cluster share one file this way);
* else, for a SQLite file, ``canasta.key`` beside it (in the data dir);
* else (PostgreSQL without ``CANASTA_KEY_FILE``) no key: moves are stored unsigned and only
  replayed (the database's own access control is what protects them).

The database keeps the key's id (a hash of it, not the key) in ``club_meta``, so a server started
with another key refuses to start instead of calling every table tampered with. A backup holds the
signatures but not the key: keep a copy of ``canasta.key`` apart from the backups (whoever has
both can forge a backup).

A backup cut short after some move is not an altered one: it is the club as it stood at that
move, and is accepted as such.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

KEY_FILE = "canasta.key"
ENV = "CANASTA_KEY_FILE"
KEY_ID = "key_id"  # the club_meta row that holds the key's id


class KeyFileError(Exception):
    """A key file that cannot be read or made; the message says why, in one line."""


@dataclass(frozen=True)
class MoveKey:
    key: bytes
    path: Path | None  # None: a key kept in memory only (an in-memory database)

    @property
    def id(self) -> str:
        """What the database keeps of the key: enough to tell two keys apart, nothing to sign with."""
        return hashlib.sha256(b"canasta key id\0" + self.key).hexdigest()[:16]

    def _mac(self, *parts: object) -> str:
        msg = "\0".join(str(p) for p in parts).encode()
        return hmac.new(self.key, msg, hashlib.sha256).hexdigest()[:32]

    def move(self, tid: str, n: int, seat: int, text: str, by_bot: bool) -> str:
        return self._mac("move", tid, n, seat, text, int(bool(by_bot)))

    def table(self, tid: str, preset: str, players: int, rules: str, seed: int, salt: str | None) -> str:
        return self._mac("table", tid, preset, players, rules, seed, salt or "")

    @staticmethod
    def same(a: str | None, b: str) -> bool:
        return a is not None and hmac.compare_digest(a, b)


def key_path(url: str) -> Path | None:
    """Where the key of the database at ``url`` lives (see the module's notes); None: no key."""
    env = os.environ.get(ENV)
    if env:
        return Path(env)
    from sqlalchemy.engine import make_url

    u = make_url(url)
    if u.get_backend_name() != "sqlite" or not u.database or u.database == ":memory:" or u.database.startswith("file:"):
        return None
    return Path(u.database).resolve().parent / KEY_FILE


def read(path: Path) -> MoveKey:
    try:
        text = path.read_text().strip()
    except OSError as e:
        raise KeyFileError(f"cannot read the key file {path}: {e.strerror or e}") from None
    try:
        key = bytes.fromhex(text)
    except ValueError:
        key = b""
    if len(key) != 32:
        raise KeyFileError(f"the key file {path} is not a key (64 hexadecimal digits)")
    return MoveKey(key, path)


def load(url: str, create: bool = True) -> MoveKey | None:
    """The key of the database at ``url``, made if there is none yet and ``create``; None where the
    database has no key file (PostgreSQL without ``CANASTA_KEY_FILE``, or ``create`` False and none made)."""
    path = key_path(url)
    if path is None:
        from sqlalchemy.engine import make_url

        u = make_url(url)
        if u.get_backend_name() == "sqlite":  # in memory: a key for this process's life
            return MoveKey(secrets.token_bytes(32), None)
        return None
    if not path.exists():
        if not create:
            return None
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:  # made meanwhile by another process: read it
            return read(path)
        except OSError as e:
            raise KeyFileError(f"cannot make the key file {path}: {e.strerror or e}") from None
        try:
            with os.fdopen(fd, "w") as f:
                f.write(secrets.token_hex(32) + "\n")
                f.flush()
                os.fsync(f.fileno())
        except BaseException:
            with contextlib.suppress(OSError):
                path.unlink()
            raise
    return read(path)
