"""Issue 38, backup/restore/records part (security audit 2026-12: D9, D10, D11, D25, D27, D28 files,
D29 huge integers; newcomer audit defect 7): restore refuses while a server uses the database, repairs
a damaged one, refuses an altered backup; a table that does not replay is left still; imports are
shared fairly; `canasta verify` without a commitment proves nothing; files are 0600."""

from __future__ import annotations

import json
import logging
import os
import shutil
import socket
import sqlite3
import stat
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_api import recv_state, table, user

from canasta.errors import PositionError, RecordError
from canasta.position import load_position
from canasta.record import load_record
from canasta.web import dblock
from canasta.web.admin.backup import BackupError, backup, restore
from canasta.web.server import create_app
from canasta.web.storage import Storage

EXE = str(Path(sys.executable).parent / "canasta")


def _mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def _played_db(tmp_path: Path, name: str = "canasta.db", moves: int = 40) -> tuple[str, str]:
    """A SQLite database with one bots-only table that has played at least ``moves`` moves."""
    url = f"sqlite:///{tmp_path / name}"
    with TestClient(create_app(url, bot_delay=0, allow_client_seed=True)) as c:
        u = user(c)
        t = table(c, u, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None, seed=3, target=5000)
        hub = c.app.state.tables  # type: ignore[attr-defined]
        deadline = time.monotonic() + 20
        while hub.games[t["id"]].version < moves and time.monotonic() < deadline:
            time.sleep(0.05)
        assert hub.games[t["id"]].version >= moves
    return url, t["id"]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# ---------------------------------------------------------------- D9: restore while a server runs

def test_d9_restore_and_a_second_serve_refused_while_a_server_runs(tmp_path: Path) -> None:
    """Newcomer 7 / D9: `canasta restore` (and a second `canasta serve`) on the database of a running
    `canasta serve` is refused, exit 2, one line naming the reason; once the server stops it works."""
    url, _ = _played_db(tmp_path, moves=5)
    good = tmp_path / "good.db"
    backup(url, good)
    port = _free_port()
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    server = subprocess.Popen([EXE, "serve", "--data-dir", str(tmp_path), "--port", str(port), "--bot-delay", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/tables", timeout=2).read()
                break
            except OSError:
                assert server.poll() is None, server.stderr.read() if server.stderr else ""
                assert time.monotonic() < deadline
                time.sleep(0.2)
        req = urllib.request.Request(f"http://127.0.0.1:{port}/api/users", data=b'{"name": "Zoe"}',
                                     headers={"content-type": "application/json"})
        urllib.request.urlopen(req, timeout=10).read()  # a player who joins after the backup
        r = subprocess.run([EXE, "restore", str(good), "--data-dir", str(tmp_path)], capture_output=True, text=True,
                           timeout=60)
        assert r.returncode == 2, r
        assert r.stderr.count("\n") == 1 and "a server is using this database: stop it first" in r.stderr
        assert "Traceback" not in r.stderr and not list(tmp_path.glob("*.pre-restore-*"))
        con = sqlite3.connect(f"file:{tmp_path / 'canasta.db'}?mode=ro", uri=True)
        assert con.execute("SELECT count(*) FROM users WHERE name = 'Zoe'").fetchone()[0] == 1  # not lost
        con.close()
        r2 = subprocess.run([EXE, "serve", "--data-dir", str(tmp_path), "--port", str(_free_port())],
                            capture_output=True, text=True, timeout=60)
        assert r2.returncode == 2 and r2.stderr.count("\n") == 1 and "a server is using this database" in r2.stderr
    finally:
        server.terminate()
        server.wait(timeout=30)
    r = subprocess.run([EXE, "restore", str(good), "--data-dir", str(tmp_path)], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    assert "pre-restore" in r.stdout


def test_d9_restore_refused_while_the_servers_lock_is_held(tmp_path: Path) -> None:
    url, _ = _played_db(tmp_path, moves=5)
    good = tmp_path / "good.db"
    backup(url, good)
    held = dblock.server_lock(url)
    try:
        with pytest.raises(dblock.InUse, match="a server is using this database: stop it first"):
            restore(url, good)
        with pytest.raises(dblock.InUse):
            dblock.server_lock(url)
    finally:
        held.release()
    assert "1 tables" in restore(url, good)


def test_d9_postgresql_restore_refused_while_a_server_holds_its_shared_lock(postgres_url: str,
                                                                            tmp_path: Path) -> None:
    """PostgreSQL: servers hold a shared advisory lock (several serve one cluster); restore's
    exclusive try-lock fails while any holds it."""
    dump = tmp_path / "dump.bin"
    dump.write_bytes(b"not a dump")
    a, b = dblock.server_lock(postgres_url), dblock.server_lock(postgres_url)  # two processes of a cluster
    try:
        with pytest.raises(dblock.InUse, match="a server is using this database: stop it first"):
            restore(postgres_url, dump)
        a.release()
        with pytest.raises(dblock.InUse):
            restore(postgres_url, dump)
    finally:
        a.release()
        b.release()
    with pytest.raises(BackupError, match="pg_restore failed"):  # no server: restore goes on (to pg_restore)
        restore(postgres_url, dump)


def test_d9_server_writes_nothing_into_a_replaced_file(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A server whose SQLite file is replaced under it (a restore by hand) stops writing, with one
    loud log line, instead of writing into a file that is no longer its database."""
    db = tmp_path / "canasta.db"
    st = Storage(f"sqlite:///{db}")
    try:
        st.create_user("Ann")
        other = tmp_path / "other.db"
        shutil.copyfile(db, other)
        os.replace(other, db)
        caplog.set_level(logging.CRITICAL, logger="canasta.web")
        for _ in range(3):
            with pytest.raises(Exception, match="replaced"):
                st.create_user("Ben")
        told = [r for r in caplog.records if "replaced" in r.getMessage()]
        assert len(told) == 1 and "\n" not in told[0].getMessage()
    finally:
        st.close()
    con = sqlite3.connect(db)
    assert [r[0] for r in con.execute("SELECT name FROM users")] == ["Ann"]
    con.close()


# ---------------------------------------------------------------- D10: restore over a damaged database

def test_d10_restore_over_a_damaged_database_keeps_its_bytes_aside(tmp_path: Path) -> None:
    url, _ = _played_db(tmp_path, moves=5)
    good = tmp_path / "good.db"
    backup(url, good)
    live = tmp_path / "canasta.db"
    with open(live, "r+b") as f:  # 8 KiB of noise over the live file, its header with it
        f.write(os.urandom(8192))
    damaged = live.read_bytes()
    line = restore(url, good)
    assert "1 tables" in line and "pre-restore" in line
    kept = [p for p in tmp_path.iterdir() if ".pre-restore-" in p.name and not p.name.endswith("-wal")]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # the old bytes, as they were
    with TestClient(create_app(url, bot_delay=0)) as c:
        assert len(c.get("/api/tables").json()) == 1


def test_d10_restore_over_a_missing_database(tmp_path: Path) -> None:
    url, _ = _played_db(tmp_path, moves=5)
    good = tmp_path / "good.db"
    backup(url, good)
    for p in tmp_path.glob("canasta.db*"):
        p.unlink()
    assert "1 tables" in restore(url, good)


# ---------------------------------------------------------------- D11: altered backups, tables that do not replay

def _alter(db: Path, tid: str, n: int) -> None:
    con = sqlite3.connect(db)
    assert con.execute("UPDATE moves SET text = 'deal' WHERE table_id = ? AND n = ?", (tid, n)).rowcount == 1
    con.commit()
    con.close()


def test_d11_altered_backup_refused_naming_table_and_move(tmp_path: Path) -> None:
    url, tid = _played_db(tmp_path, moves=30)
    copy = tmp_path / "copy.db"
    backup(url, copy)
    _alter(copy, tid, 20)
    con = sqlite3.connect(copy)
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"  # SQLite sees nothing wrong
    con.close()
    before = (tmp_path / "canasta.db").read_bytes()
    with pytest.raises(BackupError) as e:
        restore(url, copy)
    msg = str(e.value)
    assert "\n" not in msg and f"table {tid}" in msg and "move 20" in msg
    assert (tmp_path / "canasta.db").read_bytes() == before and not list(tmp_path.glob("*.pre-restore-*"))


def test_d11_a_table_that_does_not_replay_is_quarantined_once(tmp_path: Path,
                                                               caplog: pytest.LogCaptureFixture) -> None:
    url, tid = _played_db(tmp_path, moves=30)
    db = tmp_path / "canasta.db"
    con = sqlite3.connect(db)
    stored = con.execute("SELECT count(*) FROM moves WHERE table_id = ?", (tid,)).fetchone()[0]
    con.close()
    _alter(db, tid, 20)
    caplog.set_level(logging.INFO, logger="canasta.web")
    with TestClient(create_app(url, bot_delay=0)) as c:
        with c.websocket_connect(f"/ws/{tid}") as ws:  # a table of bots only is built when opened (D5)
            recv_state(ws)
        time.sleep(1.5)  # the old code logged hundreds of lines in this time
        hub = c.app.state.tables  # type: ignore[attr-defined]
        assert tid in hub.quarantined and hub.games[tid].version == 19
    named = [r for r in caplog.records if tid in r.getMessage()]
    assert len(named) == 1 and "quarantined" in named[0].getMessage() and "move 20" in named[0].getMessage()
    con = sqlite3.connect(db)
    assert con.execute("SELECT count(*) FROM moves WHERE table_id = ?", (tid,)).fetchone()[0] == stored
    con.close()


# ---------------------------------------------------------------- D25: the import worker shared fairly

def _finished_record(c: TestClient, u: dict[str, Any]) -> dict[str, Any]:
    t = table(c, u, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None)
    with c.websocket_connect(f"/ws/{t['id']}") as ws:
        m = recv_state(ws)
        while m["info"]["phase"] != "match_over":
            m = recv_state(ws)
    return c.get(f"/api/tables/{t['id']}/record").json()  # type: ignore[no-any-return]


def test_d25_duplicates_refused_before_the_replay_and_one_waiting_import_per_player(client: TestClient) -> None:
    u = user(client)
    rec = _finished_record(client, u)
    h = {"x-token": u["token"]}
    r = client.post("/api/records", content=json.dumps(rec), headers=h)
    assert r.status_code == 200
    hub = client.app.state.tables  # type: ignore[attr-defined]
    real = hub.replay_import

    async def no_replay(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("a duplicate reached the import worker")

    hub.replay_import = no_replay
    try:
        again = client.post("/api/records", content=json.dumps(rec), headers=h)
        assert again.status_code == 409 and r.json()["id"] in again.json()["error"]
    finally:
        hub.replay_import = real
    # one waiting import per player: a second while one waits is refused (429), in the player's language
    other = dict(rec, seed=rec["seed"] + 1)
    v = user(client, "Bea")
    hub.imports_by_user[v["id"]] = 1
    try:
        r = client.post("/api/records", content=json.dumps(other), headers={"x-token": v["token"],
                                                                             "accept-language": "fr"})
        assert r.status_code == 429 and "\n" not in r.json()["error"]
        assert "vérification" in r.json()["error"], r.json()
    finally:
        hub.imports_by_user.pop(v["id"], None)


# ---------------------------------------------------------------- D27: verify without a commitment

def test_d27_verify_without_commitment_is_not_checked(tmp_path: Path, client: TestClient) -> None:
    u = user(client)
    rec = _finished_record(client, u)
    f = tmp_path / "g.json"
    f.write_text(json.dumps(rec))
    r = subprocess.run([EXE, "verify", str(f)], capture_output=True, text=True, timeout=120)
    assert r.returncode == 3 and "fair:" not in r.stdout
    assert "not checked" in r.stdout and "--commitment" in r.stdout
    seen = rec["meta"]["fairness"]["commitment"]
    assert subprocess.run([EXE, "verify", str(f), "--commitment", seen], capture_output=True,
                          timeout=120).returncode == 0
    assert subprocess.run([EXE, "verify", str(f), "--commitment", "0" * 64], capture_output=True,
                          timeout=120).returncode == 2
    assert "exit" in subprocess.run([EXE, "verify", "--help"], capture_output=True, text=True).stdout.lower()


# ---------------------------------------------------------------- D28: files 0600

def test_d28_database_lock_and_backups_are_0600(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        url, _ = _played_db(tmp_path, moves=3)
        assert _mode(tmp_path / "canasta.db") == 0o600
        held = dblock.server_lock(url)
        held.release()
        assert _mode(tmp_path / "canasta.db.lock") == 0o600
        b = tmp_path / "b.db"
        backup(url, b)
        assert _mode(b) == 0o600
        out = tmp_path / "dir"
        out.mkdir()
        backup(url, out)
        assert [_mode(p) for p in out.iterdir()] == [0o600]
        restore(url, b)
        assert _mode(tmp_path / "canasta.db") == 0o600
        assert all(_mode(p) == 0o600 for p in tmp_path.glob("*.pre-restore-*"))
    finally:
        os.umask(old)


def test_d28_backup_is_0600_from_the_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The backup's file is never readable by others, not even before a chmod."""
    url, _ = _played_db(tmp_path, moves=3)
    seen: list[int] = []
    real = sqlite3.connect

    def spy(target: Any, *a: Any, **k: Any) -> Any:
        p = Path(str(target))
        if p.name.endswith(".partial") and p.exists():
            seen.append(_mode(p))
        return real(target, *a, **k)

    monkeypatch.setattr(sqlite3, "connect", spy)
    old = os.umask(0o022)
    try:
        backup(url, tmp_path / "b.db")
    finally:
        os.umask(old)
    assert seen == [0o600]


# ---------------------------------------------------------------- D29: huge integers

def test_d29_number_past_4300_digits_is_a_one_line_400(client: TestClient) -> None:
    u = user(client)
    body = '{"format": "canasta-record/1", "seed": ' + "9" * 5000 + ', "moves": []}'
    r = client.post("/api/records", content=body, headers={"x-token": u["token"]})
    assert r.status_code == 400 and "\n" not in r.json()["error"] and "digits" in r.json()["error"]
    r = client.post("/api/records", content=body, headers={"x-token": u["token"], "accept-language": "it"})
    assert r.status_code == 400 and "cifre" in r.json()["error"]
    for path in ("/api/tables", "/api/users"):  # any JSON body read by FastAPI
        r = client.post(path, content='{"name": "x", "target": ' + "9" * 5000 + "}",
                        headers={"x-token": u["token"], "content-type": "application/json", "accept-language": "fr"})
        assert r.status_code == 400 and r.json()["code"] == "body-unreadable" and "4 300 chiffres" in r.json()["error"]
    r = client.get("/api/house-rules/classic/4", params={"rules": '{"hand_size": ' + "9" * 5000 + "}"})
    assert r.status_code == 400 and "\n" not in r.json()["error"]
    assert client.get("/api/tables").status_code == 200  # still serving


def test_d29_a_player_id_past_64_bits_is_no_player(client: TestClient) -> None:
    """The stored ratings (D18) read a player by id: an id no database integer holds is a 404, not a 500."""
    for n in (2**63, -(2**63) - 1, 10**30, 0):
        for path in (f"/api/club/players/{n}", f"/club/players/{n}"):
            r = client.get(path)
            assert r.status_code == 404 and "\n" not in r.json()["error"], (path, r.text)


def test_d29_core_readers_raise_their_own_one_line_errors() -> None:
    huge = '{"seed": ' + "1" * 5000 + "}"
    with pytest.raises(RecordError) as e:
        load_record(huge)
    assert e.value.code == "record-number-digits" and "\n" not in str(e.value)
    with pytest.raises(PositionError) as e2:
        load_position(huge)
    assert e2.value.code == "position-number-digits" and "\n" not in str(e2.value)
    with pytest.raises(RecordError) as e3:
        load_record("[" * 100000 + "]" * 100000)
    assert e3.value.code == "record-nested"
    with pytest.raises(PositionError) as e4:
        load_position("[" * 100000 + "]" * 100000)
    assert e4.value.code == "position-nested"
