"""Members of the club (issue 18 §1, §5): a guest becomes a member by choosing a password and can then
sign in from any device; organisers reset passwords, rename and remove members, and see the
server's health; everything an organiser does is written to the audit table.

- Guests stay as they are: a name and a token, no password.
- A member's name is unique among members, case- and confusable-insensitive (``confusables``:
  "Alice", "ALICE", "Аlice" with a Cyrillic A and "A1ice" are one name).
- Passwords are hashed with argon2 (``argon2-cffi``); a password never appears in a response or a log.
- Signing in answers the member's token, which the browser keeps in its storage and sends in the
  ``x-token`` header, never in a URL. "Sign out everywhere" replaces the token, so every other device
  is signed out.
- Sign-in attempts are rate-limited per address and per name.
- No role is given at join: the organiser is made by ``canasta admin promote NAME``, by
  ``canasta serve --admin NAME`` for an existing member, or with the one-time code the server prints
  (web/accounts.py, issue 38 D2).
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import APIRouter, FastAPI, Header, Request
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, ConfigDict, Field

from .. import sessions as S
from ..limits import Bucket
from ..names import name_forms, same_name
from ..refusals import Refusal, scope_lang
from ..storage import Storage, audit, tables, users

log = logging.getLogger("canasta.members")
HASHER = PasswordHasher()
# at most two argon2 hashes or checks at once in a process (64 MiB each): sign-in, join, change, reset (D16);
# the routes are plain functions, so the work runs in the thread pool, off the event loop
ARGON2_SLOTS = threading.BoundedSemaphore(2)
DUMMY_HASH = HASHER.hash("not a password: a check against nobody takes as long as one against a member")


def _hash(password: str) -> str:
    with ARGON2_SLOTS:
        return HASHER.hash(password)


def _verify(digest: str, password: str) -> bool:
    with ARGON2_SLOTS:
        try:
            return bool(HASHER.verify(digest, password))
        except (VerificationError, InvalidHashError):
            return False
MIN_PASSWORD = 8
MAX_PASSWORD = 200
ORGANISER = "organiser"


@dataclass(frozen=True)
class Member:
    id: int
    name: str
    token: str
    member: bool
    role: str | None

    def public(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "member": self.member, "role": self.role}


class Password(BaseModel):
    model_config = ConfigDict(extra="forbid")
    password: str = Field(max_length=MAX_PASSWORD)


class ChangePassword(BaseModel):
    model_config = ConfigDict(extra="forbid")
    old: str = Field(max_length=MAX_PASSWORD)
    new: str = Field(max_length=MAX_PASSWORD)


class Login(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(max_length=80)
    password: str = Field(max_length=MAX_PASSWORD)


class Claim(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: str = Field(max_length=64)


class Rename(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(max_length=40)


def _check_id(user_id: int) -> None:
    """A player id from a URL: beyond the database's 64-bit integers there is no such player."""
    if not 0 < user_id < 2**63:
        raise Refusal(404, "no-player", f"no player {user_id}", player=user_id)


def _check_password(pw: str) -> None:
    if len(pw) < MIN_PASSWORD:
        raise Refusal(400, "password-short", f"a password needs at least {MIN_PASSWORD} characters", min=MIN_PASSWORD)


class Members:
    """Members, sign-in and the organiser's tools over the server's storage."""

    def __init__(self, storage: Storage, admin: str | None = None) -> None:
        self.storage = storage
        self.admin = admin
        self.by_addr: dict[str, Bucket] = {}
        self.by_name: dict[str, Bucket] = {}
        self.by_claimer: dict[str, Bucket] = {}
        self.join_lock = threading.Lock()  # joins one at a time in this process (D22)
        self.claim_code: str | None = None  # the one-time organiser code printed at start, if any
        from . import accounts

        promoted = accounts.promote(storage, admin, "serve --admin") if admin is not None else None
        if promoted is not None:
            log.info("%s is the club's organiser (--admin)", promoted[1])
        if (admin is not None and promoted is None) or not accounts.has_organiser(storage):
            self.claim_code = accounts.issue_code(storage)
            log.warning("One-time organiser code: %s  (sign in as a member, then enter it on the account page)",
                        self.claim_code)  # (said once: `canasta serve` shows this line, not a copy of it)

    # -- reading
    def _row(self, c: sa.Connection, **where: Any) -> Any:
        q = sa.select(users)
        for k, v in where.items():
            q = q.where(users.c[k] == v)
        return c.execute(q).first()

    @staticmethod
    def _member(row: Any, token: str = "") -> Member:
        return Member(int(row.id), row.name, token, row.password is not None, row.role)

    def by_token(self, token: str | None) -> Member | None:
        """The player of a live session, read from the database on each request (roles too)."""
        with self.storage.engine.connect() as c:
            uid = S.user_id_of(c, token)
            row = self._row(c, id=uid) if uid is not None else None
        return self._member(row, token or "") if row else None

    def need(self, token: str | None) -> Member:
        m = self.by_token(token)
        if m is None:
            raise Refusal(401, "sign-in-first", "unknown player: create a player or sign in first")
        return m

    def need_organiser(self, token: str | None) -> Member:
        m = self.need(token)
        if m.role != ORGANISER:
            raise Refusal(403, "organiser-only", "only an organiser may do that")
        return m

    def _members(self, c: sa.Connection) -> list[Any]:
        return list(c.execute(sa.select(users).where(users.c.password.is_not(None))))

    def _clash(self, c: sa.Connection, name: str, not_id: int | None = None) -> str | None:
        for row in self._members(c):
            if row.id != not_id and same_name(row.name, name):
                return str(row.name)
        return None

    def record(self, c: sa.Connection, actor: int | None, action: str, target: str | None = None,
               detail: dict[str, Any] | None = None) -> None:
        c.execute(audit.insert().values(at=time.time(), actor=actor, action=action, target=target,
                                        detail=json.dumps(detail) if detail else None))

    # -- guests to members
    def join(self, token: str | None, password: str) -> Member:
        m = self.need(token)
        if m.member:
            raise Refusal(409, "member-already", "you are a member already: change your password instead")
        _check_password(password)
        digest = _hash(password)
        with self.join_lock, self.storage.engine.begin() as c:
            other = self._clash(c, m.name, m.id)
            if other is not None:
                raise Refusal(409, "name-taken-first", f"the name {m.name!r} is taken by the member {other!r}: choose "
                                                         "another name first", name=m.name, member=other)
            res = c.execute(users.update().where(sa.and_(users.c.id == m.id, users.c.password.is_(None)))
                            .values(password=digest))
            if res.rowcount != 1:
                raise Refusal(409, "member-already", "you are a member already: change your password instead")
            # a guest whose name looks like the new member's cannot keep it (D15): renamed "Guest <id>"
            for g in c.execute(sa.select(users.c.id, users.c.name).where(sa.and_(users.c.password.is_(None),
                                                                                users.c.id != m.id))).all():
                if same_name(g.name, m.name):
                    c.execute(users.update().where(users.c.id == g.id).values(name=f"Guest {g.id}"))
                    self.record(c, None, "rename-look-alike", str(g.id), {"from": g.name, "member": m.id})
        return Member(m.id, m.name, m.token, True, m.role)

    def claim(self, token: str | None, code: str, addr: str) -> Member:
        """A member enters the one-time organiser code printed at start (issue 38, D2)."""
        from . import accounts

        m = self.need(token)
        if not m.member:
            raise Refusal(403, "claim-members-only", "become a member first, then enter the organiser code")
        for key, buckets in ((addr, self.by_addr), (f"claim:{m.id}", self.by_claimer)):
            b = buckets.setdefault(key, Bucket(5 / 60, 5))
            if not b.take():
                raise Refusal(429, "sign-in-throttled", "too many sign-in attempts: wait a minute and try again")
        if not accounts.claim(self.storage, m.id, code):
            raise Refusal(403, "claim-wrong", "that organiser code is not right (or was used already)")
        self.claim_code = None
        return Member(m.id, m.name, m.token, True, ORGANISER)

    def login(self, name: str, password: str, addr: str) -> Member:
        for buckets in (self.by_addr, self.by_name):
            if len(buckets) > 10_000:  # forget idle callers rather than grow without end
                now = time.monotonic()
                for k in [k for k, b in buckets.items() if now - b.at > 600]:
                    del buckets[k]
        with self.storage.engine.connect() as c:
            rows = [r for r in self._members(c) if same_name(r.name, name)]
        # the per-name limit is the account's, whatever the spelling (D14): keyed by the account found,
        # else by the name's canonical form
        name_key = ",".join(f"id:{r.id}" for r in rows) or "name:" + "".join(min(f) for f in name_forms(name))
        self._throttle(addr, name_key)
        if not rows:  # nobody: as long as a check against a member (D29)
            _verify(DUMMY_HASH, password)
        for row in rows:
            if not _verify(row.password, password):
                continue
            with self.storage.engine.begin() as c:  # a session of its own for this device (issue 38)
                if HASHER.check_needs_rehash(row.password):
                    c.execute(users.update().where(users.c.id == row.id).values(password=_hash(password)))
                token = S.new_session(c, int(row.id))
            return self._member(row, token)
        log.info("failed sign-in for a name from %s", addr)  # neither the name's password nor the attempt
        raise Refusal(401, "wrong-password", "wrong name or password")

    def _throttle(self, addr: str, account_key: str) -> None:
        for key, buckets, rate in ((addr, self.by_addr, 10 / 60), (account_key, self.by_name, 5 / 60)):
            b = buckets.setdefault(key, Bucket(rate, 10 if buckets is self.by_addr else 5))
            if not b.take():
                raise Refusal(429, "sign-in-throttled", "too many sign-in attempts: wait a minute and try again")

    def sign_out_everywhere(self, token: str | None) -> Member:
        """Every session of the player ends; this device gets a new one."""
        m = self.need(token)
        with self.storage.engine.begin() as c:
            S.end_all(c, m.id)
            new = S.new_session(c, m.id)
        return Member(m.id, m.name, new, m.member, m.role)

    def sign_out(self, token: str | None) -> None:
        """This device's session ends; the player's other devices stay signed in (newcomer 6)."""
        self.need(token)
        with self.storage.engine.begin() as c:
            S.end_one(c, token)

    def change_password(self, token: str | None, old: str, new: str) -> str:
        """A new password: every session ends, and this device gets a new token (returned)."""
        m = self.need(token)
        self._throttle(f"change:{m.id}", f"id:{m.id}")  # the old-password check is limited like sign-in (D16)
        _check_password(new)
        with self.storage.engine.connect() as c:
            row = self._row(c, id=m.id)
        if not _verify(row.password or "", old):
            raise Refusal(403, "old-password-wrong", "the old password is not right")
        digest = _hash(new)
        with self.storage.engine.begin() as c:
            c.execute(users.update().where(users.c.id == m.id).values(password=digest))
            S.end_all(c, m.id)
            return S.new_session(c, m.id)

    # -- the organiser's tools
    def reset_password(self, token: str | None, user_id: int, password: str) -> None:
        org = self.need_organiser(token)
        _check_id(user_id)
        _check_password(password)
        with self.storage.engine.begin() as c:
            row = self._row(c, id=user_id)
            if row is None or row.password is None:
                raise Refusal(404, "no-member", f"no member {user_id}", player=user_id)
            # the member's devices are all signed out (issue 38, D13)
            c.execute(users.update().where(users.c.id == user_id).values(password=_hash(password)))
            S.end_all(c, user_id)
            self.record(c, org.id, "reset-password", str(user_id))

    def rename(self, token: str | None, user_id: int, name: str) -> None:
        org = self.need_organiser(token)
        _check_id(user_id)
        name = " ".join(name.split())
        if not name:
            raise Refusal(400, "blank-name", "a name cannot be blank")
        with self.storage.engine.begin() as c:
            row = self._row(c, id=user_id)
            if row is None:
                raise Refusal(404, "no-player", f"no player {user_id}", player=user_id)
            if row.password is not None:
                other = self._clash(c, name, user_id)
                if other is not None:
                    raise Refusal(409, "name-taken", f"the name {name!r} is taken by the member {other!r}", name=name,
                                  member=other)
            c.execute(users.update().where(users.c.id == user_id).values(name=name))
            self.record(c, org.id, "rename-member", str(user_id), {"from": row.name, "to": name})

    def remove(self, token: str | None, user_id: int) -> None:
        """A member back to a guest who can no longer sign in: the password goes and the token
        changes; the games played stay in the history under the name."""
        org = self.need_organiser(token)
        _check_id(user_id)
        if user_id == org.id:
            raise Refusal(400, "organiser-self", "an organiser cannot remove themselves")
        with self.storage.engine.begin() as c:
            res = c.execute(users.update().where(sa.and_(users.c.id == user_id, users.c.password.is_not(None)))
                            .values(password=None, role=None))
            if res.rowcount != 1:
                raise Refusal(404, "no-member", f"no member {user_id}", player=user_id)
            S.end_all(c, user_id)
            self.record(c, org.id, "remove-member", str(user_id))

    def health(self, token: str | None, app: FastAPI) -> dict[str, Any]:
        self.need_organiser(token)
        registry = getattr(app.state, "tables", None)  # the table owners in this process
        games = getattr(registry, "games", {}) or {}
        with self.storage.engine.connect() as c:
            playing = c.execute(sa.select(sa.func.count()).select_from(tables).where(tables.c.status == "playing")).scalar()
            n_members = c.execute(sa.select(sa.func.count()).select_from(users).where(users.c.password.is_not(None))).scalar()
        size = None
        url = self.storage.engine.url
        if url.get_backend_name() == "sqlite" and url.database:
            size = sum(os.path.getsize(p) for p in (url.database, url.database + "-wal") if os.path.exists(p))
        return {"tables_in_play": int(playing or 0), "tables_loaded": len(games),
                "connections": sum(len(getattr(g, "conns", ())) for g in games.values()),
                "members": int(n_members or 0), "database_bytes": size}

    def list_members(self, token: str | None) -> list[dict[str, Any]]:
        self.need_organiser(token)
        with self.storage.engine.connect() as c:
            rows = self._members(c)
        return [{"id": r.id, "name": r.name, "role": r.role, "since": r.created} for r in rows]

    def name_taken(self, name: str) -> str | None:
        """The member whose name ``name`` can be confused with, if any: a guest may not take it."""
        with self.storage.engine.connect() as c:
            return self._clash(c, name)

    def audit_log(self, token: str | None, limit: int = 200) -> list[dict[str, Any]]:
        self.need_organiser(token)
        with self.storage.engine.connect() as c:
            rows = c.execute(sa.select(audit).order_by(audit.c.id.desc()).limit(limit)).all()
        return [{"at": r.at, "actor": r.actor, "action": r.action, "target": r.target,
                 "detail": json.loads(r.detail) if r.detail else None} for r in rows]


def routes(app: FastAPI, storage: Storage, admin: str | None = None) -> Members:
    """The members' API and the account page, mounted on ``app`` (its health page reads the app's tables)."""
    router = APIRouter()
    ms = Members(storage, admin)
    app.state.members = ms

    def addr(request: Request) -> str:
        return request.client.host if request.client else "?"

    @router.post("/api/members")
    def join(body: Password, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        return ms.join(x_token, body.password).public()

    @router.post("/api/members/claim")
    def claim(body: Claim, request: Request, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        return ms.claim(x_token, body.code, addr(request)).public()

    @router.post("/api/login")
    def login(body: Login, request: Request) -> dict[str, Any]:
        m = ms.login(body.name, body.password, addr(request))
        return {**m.public(), "token": m.token}

    @router.get("/api/members/me")
    def me(x_token: str | None = Header(default=None)) -> dict[str, Any]:
        return ms.need(x_token).public()

    @router.post("/api/members/password")
    def change(body: ChangePassword, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        token = ms.change_password(x_token, body.old, body.new)
        return {"ok": True, "token": token}  # the old token no longer works (issue 38, D13)

    @router.post("/api/logout")
    def out_here(x_token: str | None = Header(default=None)) -> dict[str, Any]:
        ms.sign_out(x_token)
        return {"ok": True}

    @router.post("/api/logout-everywhere")
    def out_everywhere(x_token: str | None = Header(default=None)) -> dict[str, Any]:
        m = ms.sign_out_everywhere(x_token)
        return {**m.public(), "token": m.token}

    @router.post("/api/admin/members/{user_id}/password")
    def reset(user_id: int, body: Password, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        ms.reset_password(x_token, user_id, body.password)
        return {"ok": True}

    @router.post("/api/admin/members/{user_id}/name")
    def rename(user_id: int, body: Rename, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        ms.rename(x_token, user_id, body.name)
        return {"ok": True}

    @router.delete("/api/admin/members/{user_id}")
    def remove(user_id: int, x_token: str | None = Header(default=None)) -> dict[str, Any]:
        ms.remove(x_token, user_id)
        return {"ok": True}

    @router.get("/api/admin/members")
    def members_list(x_token: str | None = Header(default=None)) -> list[dict[str, Any]]:
        return ms.list_members(x_token)

    @router.get("/api/admin/health")
    def health(x_token: str | None = Header(default=None)) -> dict[str, Any]:
        return ms.health(x_token, app)

    @router.get("/api/admin/audit")
    def audit_log(x_token: str | None = Header(default=None)) -> list[dict[str, Any]]:
        return ms.audit_log(x_token)

    @router.get("/club/account", response_class=HTMLResponse)
    def account_page(request: Request) -> str:
        from .leaderboard import account_html

        return account_html(scope_lang(request.scope))

    app.include_router(router)
    return ms
