"""Who becomes the club's organiser (issue 38, D2, D22, D23).

No role is ever given by a name typed at join. The organiser is made

- from the shell, by ``canasta admin promote NAME`` (:func:`promote`): the existing member NAME;
- by ``canasta serve --admin NAME`` at start: the member NAME if they exist; otherwise, or when the
  club has no organiser at all, the server prints a one-time organiser code (:func:`issue_code`), and
  a signed-in member who enters it on the account page becomes the organiser (:func:`claim`).

A code is kept only as its SHA-256, is used once (deleted in the transaction that grants the role, so
of concurrent claims exactly one wins) and works from any process sharing the database.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from typing import Any

import sqlalchemy as sa

from ..names import same_name
from ..storage import Storage, audit, organiser_codes, users

ORGANISER = "organiser"


def _digest(code: str) -> str:
    return hashlib.sha256(" ".join(code.split()).upper().encode()).hexdigest()


def find_member(c: sa.Connection, name: str) -> Any:
    """The member whose name is ``name`` (case- and look-alike-insensitive), or None; an exact
    spelling wins over a look-alike."""
    rows = list(c.execute(sa.select(users).where(users.c.password.is_not(None))))
    exact = [r for r in rows if r.name == " ".join(name.split())]
    if exact:
        return exact[0]
    found = [r for r in rows if same_name(r.name, name)]
    return found[0] if len(found) == 1 else None


def _grant(c: sa.Connection, user_id: int, how: str) -> None:
    c.execute(users.update().where(users.c.id == user_id).values(role=ORGANISER))
    c.execute(audit.insert().values(at=time.time(), actor=user_id, action="become-organiser", target=str(user_id),
                                    detail=json.dumps({"how": how})))


def promote(storage: Storage, name: str, how: str = "shell") -> tuple[int, str] | None:
    """Make the existing member ``name`` an organiser: (their id, their name), or None if there is
    no such member. Roles are read from the database on each request, so a running server sees it."""
    with storage.engine.begin() as c:
        row = find_member(c, name)
        if row is None:
            return None
        if row.role != ORGANISER:
            _grant(c, int(row.id), how)
        return int(row.id), str(row.name)


def has_organiser(storage: Storage) -> bool:
    with storage.engine.connect() as c:
        return c.execute(sa.select(users.c.id).where(users.c.role == ORGANISER).limit(1)).first() is not None


def issue_code(storage: Storage) -> str:
    """A new one-time organiser code (printed once by the caller; only its hash is stored)."""
    alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    code = "-".join("".join(secrets.choice(alphabet) for _ in range(5)) for _ in range(4))
    with storage.engine.begin() as c:
        c.execute(organiser_codes.insert().values(hash=_digest(code), created=time.time()))
    return code


def claim(storage: Storage, user_id: int, code: str) -> bool:
    """Use a one-time code: True (and the member ``user_id`` is the organiser) if it was valid. The
    code's row is deleted in the same transaction, so two claims cannot both succeed."""
    with storage.engine.begin() as c:
        res = c.execute(organiser_codes.delete().where(organiser_codes.c.hash == _digest(code)))
        if res.rowcount != 1:
            return False
        _grant(c, user_id, "code")
    return True
