"""Issue 18 §1 and §5: members with argon2 passwords who sign in from any device, names unique among
members (case- and confusable-insensitive), rate-limited sign-in, sign out everywhere, and the
organiser's tools (password reset, rename, remove, health) with every action in the audit table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient
from test_api import user

from canasta.web.club.accounts import promote
from canasta.web.club.members import name_forms, same_name
from canasta.web.server import create_app


def h(u: dict[str, Any]) -> dict[str, str]:
    return {"x-token": u["token"]}


def join(c: TestClient, u: dict[str, Any], pw: str = "correct horse") -> dict[str, Any]:
    r = c.post("/api/members", json={"password": pw}, headers=h(u))
    assert r.status_code == 200, r.text
    return r.json()


@pytest.mark.parametrize("a, b", [("Alice", "ALICE"), ("Alice", "\u0410lice"), ("Alice", "A1ice"), ("Élodie", "Elodie"),
                                  ("Alice", "\uff21\uff4c\uff49\uff43\uff45"), ("  Ann ", "ann")])
def test_confusable_names_are_one_name(a, b):
    assert same_name(a, b)


def test_different_names_stay_apart():
    assert not same_name("Ann", "Anna") and not same_name("Ben", "Bob")
    assert name_forms("Zoe")


def test_become_member_sign_in_elsewhere_and_sign_out_everywhere(client: TestClient) -> None:
    ann = user(client, "Ann")
    j = join(client, ann)
    assert j["member"] and j["role"] is None  # issue 38 (D2): no role at join, not even for the first member
    # from another device: name and password give the same player
    r = client.post("/api/login", json={"name": "ann", "password": "correct horse"})
    assert r.status_code == 200 and r.json()["id"] == ann["id"]
    # issue 38 (newcomer 6): a session of its own per device, both signed in
    assert r.json()["token"] != ann["token"]
    assert client.get("/api/members/me", headers={"x-token": r.json()["token"]}).json()["id"] == ann["id"]
    assert "password" not in r.text and "correct horse" not in r.text
    assert client.post("/api/login", json={"name": "Ann", "password": "wrong one!"}).status_code == 401
    assert client.post("/api/login", json={"name": "Nobody", "password": "whatever1"}).status_code == 401
    # a second member is not an organiser
    ben = user(client, "Ben")
    assert join(client, ben)["role"] is None
    # sign out everywhere: the old token stops working, the new one works
    r = client.post("/api/logout-everywhere", headers=h(ann))
    new = r.json()["token"]
    assert new != ann["token"]
    assert client.get("/api/me", headers=h(ann)).status_code == 401
    assert client.get("/api/members/me", headers={"x-token": new}).json()["name"] == "Ann"


def test_member_names_are_unique(client: TestClient) -> None:
    ann = user(client, "Alice")
    join(client, ann)
    # a guest may not take a member's name, nor one that looks like it
    for name in ("alice", "\u0410lice", "A1ice"):
        r = client.post("/api/users", json={"name": name})
        assert r.status_code == 409 and "member" in r.json()["error"], name
    assert client.post("/api/users", json={"name": "Alicia"}).status_code == 200


def test_passwords_are_checked_and_hashed(client: TestClient, database_url: str) -> None:
    ann = user(client, "Ann")
    r = client.post("/api/members", json={"password": "short"}, headers=h(ann))
    assert r.status_code == 400 and "8 characters" in r.json()["error"]
    join(client, ann, "a long passphrase")
    assert client.post("/api/members", json={"password": "another one"}, headers=h(ann)).status_code == 409
    eng = sa.create_engine(database_url)
    with eng.connect() as c:
        stored = c.execute(sa.text("SELECT password FROM users WHERE id = :i"), {"i": ann["id"]}).scalar()
    eng.dispose()
    assert stored.startswith("$argon2") and "a long passphrase" not in stored
    r = client.post("/api/members/password", json={"old": "nope nope", "new": "brand new pw"}, headers=h(ann))
    assert r.status_code == 403
    r = client.post("/api/members/password", json={"old": "a long passphrase", "new": "brand new pw"}, headers=h(ann))
    assert r.status_code == 200
    assert client.post("/api/login", json={"name": "Ann", "password": "brand new pw"}).status_code == 200


def test_sign_in_is_rate_limited(client: TestClient) -> None:
    ann = user(client, "Ann")
    join(client, ann)
    codes = [client.post("/api/login", json={"name": "Ann", "password": f"guess {i:04d}"}).status_code for i in range(8)]
    assert codes[:5] == [401] * 5 and 429 in codes[5:]
    # the right password is refused too while the name is limited: no way to keep guessing
    assert client.post("/api/login", json={"name": "Ann", "password": "correct horse"}).status_code == 429


def test_organiser_tools_and_audit(client: TestClient) -> None:
    org = user(client, "Olga")
    join(client, org)
    promote(client.app.state.members.storage, "Olga")  # type: ignore[attr-defined]  # issue 38: not the first member
    ben = user(client, "Ben")
    join(client, ben)
    assert client.get("/api/admin/health", headers=h(ben)).status_code == 403  # members are not organisers
    health = client.get("/api/admin/health", headers=h(org)).json()
    assert health["members"] == 2 and "tables_in_play" in health and "connections" in health
    # a forgotten password is reset by the organiser (no mail server): Ben's devices are signed out
    assert client.post(f"/api/admin/members/{ben['id']}/password", json={"password": "temporary1"},
                       headers=h(org)).status_code == 200
    assert client.get("/api/me", headers=h(ben)).status_code == 401
    ben2 = client.post("/api/login", json={"name": "Ben", "password": "temporary1"}).json()
    assert ben2["id"] == ben["id"]
    assert client.post(f"/api/admin/members/{ben['id']}/name", json={"name": "olga"}, headers=h(org)).status_code == 409
    assert client.post(f"/api/admin/members/{ben['id']}/name", json={"name": "Benedict"}, headers=h(org)).status_code == 200
    assert client.delete(f"/api/admin/members/{org['id']}", headers=h(org)).status_code == 400
    assert client.delete(f"/api/admin/members/{ben['id']}", headers=h(org)).status_code == 200
    assert client.post("/api/login", json={"name": "Benedict", "password": "temporary1"}).status_code == 401
    log = client.get("/api/admin/audit", headers=h(org)).json()
    assert [a["action"] for a in log][:3] == ["remove-member", "rename-member", "reset-password"]
    assert all("temporary1" not in str(a) for a in log)


def test_admin_option_names_the_organiser(tmp_path: Path) -> None:
    # issue 38 (D2, D23): --admin promotes the existing member at start, never whoever joins under the name
    url = f"sqlite:///{tmp_path / 'c.db'}"
    with TestClient(create_app(url, bot_delay=0, admin="Zed")) as c:
        a = user(c, "Amy")
        assert join(c, a)["role"] is None  # the first member, but not the one named
        z = user(c, "zed")
        assert join(c, z)["role"] is None  # a guest who types the name is not made organiser
    with TestClient(create_app(url, bot_delay=0, admin="Zed")) as c:  # the restart promotes the member zed
        assert c.get("/api/members/me", headers=h(z)).json()["role"] == "organiser"
        assert c.get("/api/members/me", headers=h(a)).json()["role"] is None


def test_account_page_in_every_language(client: TestClient) -> None:
    for lang, word in (("en", "Sign in"), ("fr", "Se connecter"), ("it", "Accedi"), ("sk", "Prihlásenie"),
                       ("fi", "Kirjaudu sisään")):
        page = client.get("/club/account", params={"lang": lang}).text
        assert word in page and f'lang="{lang}"' in page


def test_player_ids_beyond_64_bits_are_no_player(client: TestClient) -> None:
    """Found by scripts/fuzz.sh 10000: a 35-digit id in the URL overflowed SQLite (500)."""
    org = user(client, "Olga")
    join(client, org)
    promote(client.app.state.members.storage, org["name"])  # type: ignore[attr-defined]  # issue 38
    big = 14605966060114922196311408392536064
    assert client.post(f"/api/admin/members/{big}/password", json={"password": "whatever1"}, headers=h(org)).status_code == 404
    assert client.post(f"/api/admin/members/{big}/name", json={"name": "x"}, headers=h(org)).status_code == 404
    assert client.delete(f"/api/admin/members/{big}", headers=h(org)).status_code == 404
