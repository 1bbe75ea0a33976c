"""Issue 38, accounts and sessions (security audit 2026-12: D2, D22, D23): the organiser role goes
only to the intended person: `canasta admin promote NAME`, `canasta serve --admin NAME` for an
existing member, or the one-time code printed at start; never by a name typed at join."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from test_api import user
from typer.testing import CliRunner

from canasta.cli import app as cli_app
from canasta.web.accounts import promote
from canasta.web.server import create_app


def h(u: dict[str, Any]) -> dict[str, str]:
    return {"x-token": u["token"]}


def join(c: TestClient, u: dict[str, Any], pw: str = "correct horse") -> dict[str, Any]:
    r = c.post("/api/members", json={"password": pw}, headers=h(u))
    assert r.status_code == 200, r.text
    return dict(r.json())


def test_d2_admin_name_typed_by_a_guest_gives_no_role(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0, admin="Boss")) as c:
        for name in ("B0ss", "Boss"):
            g = user(c, name) if name == "B0ss" else None
            if g is not None:
                assert join(c, g)["role"] is None
                assert c.get("/api/members/me", headers=h(g)).json()["role"] is None


def test_d2_first_member_is_not_organiser(client: TestClient) -> None:
    a = user(client, "Ann")
    assert join(client, a)["role"] is None


def test_d2_one_time_code_makes_exactly_one_organiser(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0, admin="Boss")
    code = app.state.members.claim_code
    assert code  # Boss is not a member yet: a code is printed
    with TestClient(app) as c:
        g = user(c, "Gus")
        assert c.post("/api/members/claim", json={"code": code}, headers=h(g)).status_code == 403  # members only
        ms = [user(c, n) for n in ("Ann", "Ben", "Cid", "Dan")]
        for m in ms:
            join(c, m)
        assert c.post("/api/members/claim", json={"code": "WRONG-CODE"}, headers=h(ms[0])).status_code == 403
        results: list[int] = []

        def go(m: dict[str, Any]) -> None:
            results.append(c.post("/api/members/claim", json={"code": code}, headers=h(m)).status_code)

        threads = [threading.Thread(target=go, args=(m,)) for m in ms]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(results) == [200, 403, 403, 403]
        roles = [c.get("/api/members/me", headers=h(m)).json()["role"] for m in ms]
        assert roles.count("organiser") == 1


def test_d2_wrong_codes_are_rate_limited(client: TestClient) -> None:
    a = user(client, "Ann")
    join(client, a)
    codes = [client.post("/api/members/claim", json={"code": f"X{i}"}, headers=h(a)).status_code for i in range(8)]
    assert 429 in codes


def test_d22_concurrent_first_joins_make_no_organiser(client: TestClient) -> None:
    us = [user(client, f"P{i}x") for i in range(6)]
    out: list[Any] = []
    threads = [threading.Thread(target=lambda u=u: out.append(join(client, u)["role"])) for u in us]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert out == [None] * 6


def test_d23_admin_promotes_an_existing_member(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'c.db'}"
    with TestClient(create_app(url, bot_delay=0)) as c:
        boss = user(c, "Boss")
        join(c, boss)
    app = create_app(url, bot_delay=0, admin="Boss")
    assert app.state.members.claim_code is None  # the member exists: no code needed
    with TestClient(app) as c:
        assert c.get("/api/members/me", headers=h(boss)).json()["role"] == "organiser"


def test_d2_admin_promote_from_the_shell(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'c.db'}"
    app = create_app(url, bot_delay=0)
    with TestClient(app) as c:
        mia = user(c, "Mia")
        join(c, mia)
        runner = CliRunner()
        r = runner.invoke(cli_app, ["admin", "promote", "Nobody", "--database-url", url])
        assert r.exit_code == 2 and "no member" in r.output
        r = runner.invoke(cli_app, ["admin", "promote", "Mia", "--data-dir", str(tmp_path / "x")])
        assert r.exit_code == 2  # another club's database: no such member
        r = runner.invoke(cli_app, ["admin", "promote", "Mia", "--database-url", url])
        assert r.exit_code == 0 and len(r.output.strip().splitlines()) == 1, r.output
        # the running server sees it at once: roles are read from the database on each request
        assert c.get("/api/members/me", headers=h(mia)).json()["role"] == "organiser"
        assert c.get("/api/admin/members", headers=h(mia)).status_code == 200


def test_d2_promote_needs_a_member_not_a_guest(client: TestClient) -> None:
    user(client, "Gus")
    assert promote(client.app.state.members.storage, "Gus") is None  # type: ignore[attr-defined]


def test_d2_account_page_has_the_code_field_in_every_language(client: TestClient) -> None:
    for lang, word in (("en", "Organiser code"), ("fr", "Code d’organisateur"), ("sk", "Kód organizátora"),
                       ("it", "Codice dell’organizzatore"), ("fi", "Järjestäjän koodi")):
        page = client.get("/club/account", params={"lang": lang}).text
        assert 'id="claim-form"' in page and word in page
    a = user(client, "Ann")
    join(client, a)
    r = client.post("/api/members/claim", json={"code": "nope"}, headers={**h(a), "accept-language": "fr"})
    assert r.status_code == 403 and "code d’organisateur" in r.json()["error"]
