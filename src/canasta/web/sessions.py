"""Sessions: one token per device (issue 38: D13, D28, newcomer 6).

A token is 32 random bytes given to the client once; the database keeps only its SHA-256, so a
copy of the database or a backup holds no usable session. Signing in makes a new session (the
other devices keep theirs); signing out ends this device's session; "sign out everywhere", a
password change and an organiser's reset end them all. Every request and every open WebSocket
checks its token against the database, so an ended session stops working in every process.
"""

from __future__ import annotations

import time

import sqlalchemy as sa

from .storage import Storage, digest, sessions, usable
from .storage import new_session as new_session  # re-exported: members.py signs in with these
from .storage import user_id_of as user_id_of

TOUCH_EVERY = 300.0  # seconds: how stale ``last_used`` may get before a request updates it


def alive_of(storage: Storage, tokens: list[str | None]) -> dict[str, int]:
    """Of ``tokens``, those still a live session: token -> its player (one query for every open
    WebSocket, issue 41; the others are not in the answer)."""
    by_hash = {digest(t): t for t in tokens if t is not None and usable(t)}
    hashes = sorted(by_hash)
    out: dict[str, int] = {}
    with storage.engine.connect() as c:
        for i in range(0, len(hashes), 500):
            q = sa.select(sessions.c.hash, sessions.c.user_id).where(sessions.c.hash.in_(hashes[i:i + 500]))
            for r in c.execute(q):
                out[by_hash[r.hash]] = int(r.user_id)
    return out


def touch(storage: Storage, token: str) -> None:
    h, now = digest(token), time.time()
    with storage.engine.begin() as c:
        c.execute(sessions.update().where(sa.and_(sessions.c.hash == h, sessions.c.last_used < now - TOUCH_EVERY))
                  .values(last_used=now))


def end_one(c: sa.Connection, token: str | None) -> None:
    if usable(token):
        assert token is not None
        c.execute(sessions.delete().where(sessions.c.hash == digest(token)))


def end_all(c: sa.Connection, user_id: int) -> None:
    c.execute(sessions.delete().where(sessions.c.user_id == user_id))
