"""The same storage on PostgreSQL: a throw-away cluster started for the test (skipped where the
PostgreSQL server programs are not installed)."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from canasta.web.server import create_app

INITDB = shutil.which("initdb") or next((str(p) for p in Path("/usr/lib/postgresql").glob("*/bin/initdb")), None)


def _as_user() -> list[str]:
    if os.geteuid() != 0:
        return []
    if shutil.which("runuser") is None:
        pytest.skip("running as root without runuser: PostgreSQL refuses to start as root")
    return ["runuser", "-u", "postgres", "--"]


@pytest.fixture(scope="module")
def pg_url() -> Iterator[str]:
    if INITDB is None:
        pytest.skip("PostgreSQL server programs (initdb) are not installed")
    pytest.importorskip("psycopg")
    bindir = Path(INITDB).parent
    prefix = _as_user()
    base = Path(tempfile.mkdtemp(prefix="canasta-pg-"))
    data = base / "data"
    if prefix:
        shutil.chown(base, "postgres", "postgres")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    subprocess.run(prefix + [str(bindir / "initdb"), "-D", str(data), "-U", "canasta", "--auth=trust", "-E", "UTF8"],
                   check=True, capture_output=True)
    subprocess.run(prefix + [str(bindir / "pg_ctl"), "-D", str(data), "-w", "-l", str(base / "log"), "-o",
                             f"-p {port} -k {base} -h 127.0.0.1", "start"], check=True, capture_output=True)
    try:
        yield f"postgresql+psycopg://canasta@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(prefix + [str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                       capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


def test_a_game_is_stored_and_resumed_on_postgresql(pg_url: str) -> None:
    body = {"preset": "classic", "players": 4, "seed": 3, "sit": 0, "target": 50,
            "seats": [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3}
    with TestClient(create_app(pg_url, bot_delay=0, allow_client_seed=True)) as c:
        u = c.post("/api/users", json={"name": "Ann"}).json()
        t = c.post("/api/tables", json=body, headers={"x-token": u["token"]}).json()
        with c.websocket_connect(f"/ws/{t['id']}?token={u['token']}") as ws:
            while True:
                m = ws.receive_json()
                if m["type"] == "state" and m["info"]["turn"] == 0 and m["view"]["legal_moves"]:
                    break
            ws.send_json({"type": "move", "version": m["version"], "moves": ["draw"]})
            while True:
                m2 = ws.receive_json()
                if m2["type"] == "state" and m2["version"] > m["version"]:
                    break
    with TestClient(create_app(pg_url, bot_delay=0, allow_client_seed=True)) as c2:
        info = c2.get(f"/api/tables/{t['id']}").json()
        assert info["version"] == m2["version"] and info["seats"][0]["name"] == "Ann"
