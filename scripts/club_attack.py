#!/usr/bin/env python3
"""The security audit's high defects D1-D12 (../shared/audits/security-2026-12.md), tried again as a
stranger would against running servers, each printed as ``held`` or ``fell`` with what was seen.

* SQLite, one ``canasta serve`` process: D1 (a club night's round sealed), D2/D22/D23 (the organiser
  role), D3 (replays on the event loop), D4 (WebSocket deflate bombs), D5/D6 (bots-only tables, the
  lobby), D9/D10/D11 (restore).
* PostgreSQL, two ``canasta serve`` processes on a throw-away cluster (``tests/pgcluster.py``):
  D7 (a missed NOTIFY), D8 (stand-ins and timers through the other process), D12 (a hung owner).

    .venv/bin/python scripts/club_attack.py               # both
    .venv/bin/python scripts/club_attack.py --only sqlite  # or: --only postgres, --only D4,D9

Every server is started here on a free loopback port in a scratch folder and stopped at the end;
every request loop is bounded in count and time. Exit status 1 if any attack fell.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import json
import os
import random
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from canasta import new_game  # noqa: E402
from canasta.record import Record  # noqa: E402
from harness import Server, stored_moves  # noqa: E402

CANASTA = str(Path(sys.executable).with_name("canasta"))
SHORT = {"hand_size": "5", "canastas_to_go_out": "0", "permission": "off", "target": "50"}
RESULTS: list[tuple[str, bool, str]] = []


def report(defect: str, held: bool, detail: str) -> None:
    RESULTS.append((defect, held, detail))
    print(f"{defect:<4} {'held' if held else 'FELL'}  {detail}", flush=True)


def attack(defect: str) -> Callable[[Callable[..., tuple[bool, str]]], Callable[..., None]]:
    """Runs one attack; an exception in the attack itself is reported as such (not as held)."""
    def wrap(fn: Callable[..., tuple[bool, str]]) -> Callable[..., None]:
        def run(*a: Any, **k: Any) -> None:
            try:
                held, detail = fn(*a, **k)
            except Exception as e:  # the attack could not be carried out: say so, count it as fallen
                where = traceback.extract_tb(e.__traceback__)
                at = next((f"line {f.lineno} ({f.line})" for f in reversed(where) if f.filename == __file__), "?")
                held, detail = False, f"attack failed to run at {at}: {type(e).__name__}: {str(e)[:200]}"
            report(defect, held, detail)
        run.__name__ = fn.__name__
        return run
    return wrap


# ------------------------------------------------------------------ helpers

def guest(c: httpx.Client, name: str) -> dict[str, Any]:
    """A new guest; when the address has made too many at once (429), wait as told and try again
    (an attacker is patient), for at most 30 s."""
    deadline = time.monotonic() + 30
    while True:
        r = c.post("/api/users", json={"name": name})
        if r.status_code != 429 or time.monotonic() > deadline:
            break
        time.sleep(min(5.0, float(r.headers.get("retry-after") or 1)))
    r.raise_for_status()
    return dict(r.json())


def hdr(u: dict[str, Any]) -> dict[str, str]:
    return {"x-token": u["token"]}


def member(c: httpx.Client, name: str, password: str = "a long password") -> dict[str, Any]:
    u = guest(c, name)
    r = c.post("/api/members", json={"password": password}, headers=hdr(u))
    r.raise_for_status()
    body = r.json()
    if isinstance(body, dict) and body.get("token"):  # a device's new token
        u["token"] = body["token"]
    return u


def is_organiser(c: httpx.Client, u: dict[str, Any]) -> bool:
    return c.get("/api/admin/audit", headers=hdr(u)).status_code == 200


def promote(name: str, where: list[str]) -> None:
    """The shell's way to name the organiser; on a server without it the first member already is one."""
    subprocess.run([CANASTA, "admin", "promote", name, *where], capture_output=True, timeout=60)


def organiser(c: httpx.Client, where: list[str], name: str = "Boss") -> dict[str, Any]:
    u = member(c, name, "organiser password")
    promote(name, where)
    if not is_organiser(c, u):
        raise RuntimeError("could not make an organiser")
    return u


def wait(pred: Callable[[], Any], timeout: float, every: float = 0.2) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        got = pred()
        if got:
            return got
        time.sleep(every)
    return None


def log_len(c: httpx.Client, tid: str) -> int:
    r = c.get(f"/api/tables/{tid}/log")
    return len(r.json()) if r.status_code == 200 else -1


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def ws_url(srv: Server, tid: str, token: str | None = None) -> str:
    return f"ws://127.0.0.1:{srv.port}/ws/{tid}" + (f"?token={token}" if token else "")


class Player(threading.Thread):
    """A person at a table through one process: plays the first legal move whenever it is their turn,
    and keeps every message it was sent."""

    def __init__(self, url: str, until: float, play: bool = True) -> None:
        super().__init__(daemon=True)
        self.url, self.until, self.play = url, until, play
        self.msgs: list[dict[str, Any]] = []
        self.version = -1
        self.seat = -2
        self.closed = ""
        self.moves = 0

    def run(self) -> None:
        try:
            with connect(self.url, max_size=2**24, open_timeout=10) as ws:
                while time.monotonic() < self.until:
                    try:
                        m = json.loads(ws.recv(timeout=0.5))
                    except TimeoutError:
                        continue
                    self.msgs.append(m)
                    if m.get("type") != "state":
                        continue
                    self.version, self.seat = int(m.get("version", -1)), int(m.get("seat", -2))
                    legal = (m.get("view") or {}).get("legal_moves") or []
                    if self.play and legal and self.seat >= 0:
                        ws.send(json.dumps({"type": "move", "version": self.version, "moves": [legal[0]]}))
                        self.moves += 1
        except Exception as e:  # a closed socket is an answer too
            self.closed = f"{type(e).__name__}: {str(e)[:80]}"


def long_record(moves: int, seed: int) -> dict[str, Any]:
    """A record of ``moves`` random legal moves of a classic match played to a far target."""
    rng = random.Random(seed)
    st = new_game("classic", players=4, seed=seed, target=10**6)
    played: list[str] = []
    while len(played) < moves and not st.match_over:
        m = str(rng.choice(list(st.legal_moves)))
        st.apply(m)
        played.append(m)
    return Record(st.rules, seed, played, ["a", "b", "c", "d"]).to_dict(st)


# ------------------------------------------------------------------ SQLite: D1-D6, D9-D11

@attack("D1")
def d1_sealed_round(srv: Server, c: httpx.Client, boss: dict[str, Any]) -> tuple[bool, str]:
    ann, ben = guest(c, "Ann"), guest(c, "Ben")
    pairs = [{"name": "Ann & Ben", "players": [ann["id"], ben["id"]]}] + [
        {"name": f"Bots {i}", "players": ["bot:random", "bot:random"]} for i in range(3)]
    r = c.post("/api/events", json={"name": "Tuesday", "preset": "classic", "rules": SHORT, "rounds": 1,
                                    "entries": pairs}, headers=hdr(boss))
    r.raise_for_status()
    eid = r.json()["id"]
    # a spectator on every table of the round from the first moment, without a token
    spies = []
    r = c.post(f"/api/events/{eid}/rounds", headers=hdr(boss))
    r.raise_for_status()
    tids = [t["id"] for t in r.json()["tables"] if t["round"] == 1]
    for tid in tids:
        p = Player(ws_url(srv, tid), time.monotonic() + 60, play=False)
        p.start()
        spies.append(p)
    ann_tid = next(t for t in tids if any(s.get("name") == "Ann" for s in c.get(f"/api/tables/{t}").json()["seats"]))
    others = [t for t in tids if t != ann_tid]
    over = wait(lambda: all(c.get(f"/api/tables/{t}").json()["status"] != "playing" for t in others), 60)
    if not over:
        return False, "the bots' table did not finish in 60 s (cannot tell)"
    seen: list[str] = []
    for t in others:
        for path in ("record", "verify", "replay?step=1", "log"):
            r = c.get(f"/api/tables/{t}/{path}")
            if r.status_code == 200 and ("seed" in r.text or '"moves"' in r.text or '"hands"' in r.text
                                         or (path == "log" and r.json())):
                seen.append(f"/{path.split('?')[0]} {r.status_code}")
        r = c.get(f"/api/tables/{t}/record", headers=hdr(ann))
        if r.status_code == 200:
            seen.append("record to Ann")
    time.sleep(1)
    for p in spies:
        p.until = 0
    for p, t in zip(spies, tids):
        if t == ann_tid:
            continue
        if any(m.get("reveal") for m in p.msgs):
            seen.append("reveal to a spectator")
    # Ann, a player of the round, tries to watch the other table
    watch = Player(ws_url(srv, others[0], ann["token"]), time.monotonic() + 3, play=False)
    watch.run()
    if any(m.get("type") == "state" and m.get("view") for m in watch.msgs):
        seen.append("Ann watches the other table")
    still = c.get(f"/api/tables/{ann_tid}").json()["status"] == "playing"
    detail = (f"round table of Ann still in play: {still}; " +
              ("leaked: " + ", ".join(seen) if seen else "record/verify/replay/log refused, no reveal, Ann not let in"))
    return (not seen and still), detail


def d2_organiser(tmp: Path) -> None:
    d = tmp / "d2"
    d.mkdir()
    srv = Server(str(d), env={})
    _start_with(srv, ["--admin", "Boss"])
    try:
        c = httpx.Client(base_url=srv.base, timeout=30)
        # D2: a look-alike of the named organiser joins first and sets a password
        fake = guest(c, "B0ss")
        r = c.post("/api/members", json={"password": "i am the boss"}, headers=hdr(fake))
        if r.status_code == 200 and r.json().get("token"):
            fake["token"] = r.json()["token"]
        got = is_organiser(c, fake)
        report("D2", not got, "a guest 'B0ss' who joins first is " + ("the organiser" if got else "not the organiser"))
    finally:
        srv.stop()
    # D22: six concurrent first joins on a fresh server
    d = tmp / "d22"
    d.mkdir()
    srv = Server(str(d), env={})
    _start_with(srv, [])
    try:
        c = httpx.Client(base_url=srv.base, timeout=30)
        people = [guest(c, f"First{i}") for i in range(6)]
        threads = [threading.Thread(target=lambda u=u: httpx.post(srv.base + "/api/members", json={"password": "pw pw pw pw"},
                                                                  headers=hdr(u))) for u in people]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        n = sum(is_organiser(c, u) for u in people)
        report("D22", n <= 1, f"{n} of 6 concurrent first members became organiser")
    finally:
        srv.stop()
    # D23: the named member already exists; the server restarts with --admin Boss
    d = tmp / "d23"
    d.mkdir()
    srv = Server(str(d), env={})
    _start_with(srv, [])
    c = httpx.Client(base_url=srv.base, timeout=30)
    member(c, "Someone")  # an earlier first member
    boss = member(c, "Boss", "organiser password")
    srv.stop()
    _start_with(srv, ["--admin", "Boss"])
    try:
        c = httpx.Client(base_url=srv.base, timeout=30)
        r = c.post("/api/login", json={"name": "Boss", "password": "organiser password"})
        tok = r.json().get("token") if r.status_code == 200 else boss["token"]
        ok = is_organiser(c, {"token": tok})
        report("D23", ok, "an existing member named by --admin at restart is " + ("the organiser" if ok else "not"))
    finally:
        srv.stop()


def _start_with(srv: Server, extra: list[str]) -> None:
    """``Server.start`` with extra arguments for ``canasta serve``."""
    exe = CANASTA
    cmd = [exe, "serve", "--port", str(srv.port), "--data-dir", srv.data_dir, "--bot-delay", str(srv.bot_delay), *extra]
    if srv.database_url:
        cmd += ["--database-url", srv.database_url]
    srv.log = open(os.path.join(srv.data_dir, "server.log"), "ab")  # noqa: SIM115
    srv.proc = subprocess.Popen(cmd, env={**os.environ, **srv.env}, stdout=srv.log, stderr=srv.log)
    if not wait(lambda: _up(srv), 60):
        raise RuntimeError(f"the server did not start; see {srv.data_dir}/server.log")


def _up(srv: Server) -> bool:
    if srv.proc.poll() is not None:
        raise RuntimeError(f"the server exited with {srv.proc.returncode}; see {srv.data_dir}/server.log")
    try:
        return httpx.get(srv.base + "/api/meta", timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


class Pinger(threading.Thread):
    """A person's cheap request (GET /api/meta) every 50 ms; its latencies in ms."""

    def __init__(self, base: str) -> None:
        super().__init__(daemon=True)
        self.base = base
        self.stop_at = float("inf")
        self.ms: list[float] = []

    def run(self) -> None:
        with httpx.Client(base_url=self.base, timeout=30) as c:
            while time.monotonic() < self.stop_at:
                t = time.perf_counter()
                c.get("/api/meta")
                self.ms.append((time.perf_counter() - t) * 1000)
                time.sleep(0.05)


def _p(xs: list[float], q: float) -> float:
    return statistics.quantiles(xs, n=100)[int(q) - 1] if len(xs) > 2 else (max(xs) if xs else 0.0)


@attack("D3")
def d3_replays(srv: Server, c: httpx.Client) -> tuple[bool, str]:
    owner = guest(c, "Importer")
    tids = []
    for i in range(20):  # more than the server keeps built
        r = c.post("/api/records", content=json.dumps(long_record(10000, 700 + i)), headers=hdr(owner))
        if r.status_code != 200:
            return False, f"could not import a 10,000-move record: {r.status_code} {r.text[:120]}"
        tids.append(r.json()["id"])
    stranger = guest(c, "Stranger")
    quiet = Pinger(srv.base)
    quiet.stop_at = time.monotonic() + 3
    quiet.run()
    loud = Pinger(srv.base)
    loud.stop_at = time.monotonic() + 12
    loud.start()
    codes: dict[str, set[int]] = {}
    stop = time.monotonic() + 12

    def hammer(paths: list[tuple[str, str]], addr: str) -> None:
        with httpx.Client(base_url=srv.base, timeout=30, transport=httpx.HTTPTransport(local_address=addr)) as h:
            k = 0
            while time.monotonic() < stop:
                method, path = paths[k % len(paths)]
                tid = tids[k % len(tids)]
                r = (h.post(path.format(tid), json={"seconds": 30, "level": "random"}, headers=hdr(stranger))
                     if method == "POST" else h.get(path.format(tid)))
                codes.setdefault(path.split("/")[-1], set()).add(r.status_code)
                k += 1
                time.sleep(0.04)

    attackers = [threading.Thread(target=hammer, args=(p, f"127.0.0.{10 + i}"), daemon=True) for i, p in enumerate((
        [("POST", "/api/tables/{}/timer")], [("POST", "/api/tables/{}/rematch")],
        [("GET", "/api/tables/{}/verify"), ("GET", "/api/tables/{}/replay?step=9999")],
        [("GET", "/api/tables/{}/log"), ("GET", "/api/tables/{}/record")]))]
    for t in attackers:
        t.start()
    for t in attackers:
        t.join()
    loud.join()
    q50, a50, a99 = statistics.median(quiet.ms), statistics.median(loud.ms), _p(loud.ms, 99)
    held = a50 < max(50.0, 5 * q50) and a99 < 500
    return held, (f"/api/meta p50 {q50:.1f} ms quiet -> p50 {a50:.1f} ms, p99 {a99:.0f} ms under replay requests "
                  f"on 10,000-move tables; answers {dict((k, sorted(v)) for k, v in codes.items())}")


def _bomb_frame(size: int) -> bytes:
    comp = zlib.compressobj(9, zlib.DEFLATED, -12)
    data = comp.compress(b"a" * size) + comp.flush(zlib.Z_SYNC_FLUSH)
    data = data[:-4] if data.endswith(b"\x00\x00\xff\xff") else data
    mask = os.urandom(4)
    n = len(data)
    head = bytes([0x80 | 0x40 | 0x1])  # FIN, RSV1 (compressed), text
    if n < 126:
        head += bytes([0x80 | n])
    elif n < 65536:
        head += bytes([0x80 | 126]) + n.to_bytes(2, "big")
    else:
        head += bytes([0x80 | 127]) + n.to_bytes(8, "big")
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))


@attack("D4")
def d4_deflate(srv: Server, c: httpx.Client) -> tuple[bool, str]:
    t = c.post("/api/tables", json={"preset": "classic", "players": 4, "sit": 0}, headers=hdr(guest(c, "Vic"))).json()
    before = rss_mib(srv.proc.pid)
    frame = _bomb_frame(16 * 2**20)
    accepted = 0
    socks = []
    for _i in range(8):
        s = socket.create_connection(("127.0.0.1", srv.port), timeout=10)
        key = base64.b64encode(os.urandom(16)).decode()
        s.sendall((f"GET /ws/{t['id']} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                   "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits=12\r\n\r\n").encode())
        head = s.recv(4096).decode(errors="replace")
        if "101" in head.split("\r\n", 1)[0] and "permessage-deflate" in head.lower():
            accepted += 1
        with contextlib.suppress(OSError):
            s.sendall(frame * 16)
        socks.append(s)
    time.sleep(3)
    peak = rss_mib(srv.proc.pid)
    for s in socks:
        s.close()
    up = _up(srv)
    grew = peak - before
    return (grew < 100 and up), (f"8 sockets x 16 frames of {len(frame):,} bytes inflating to 16 MiB each "
                                 f"(deflate accepted on {accepted}): server RSS {before:.0f} -> {peak:.0f} MiB; "
                                 f"server {'up' if up else 'down'}")


@attack("D5")
def d5_bot_tables(srv: Server, c: httpx.Client) -> tuple[bool, str]:
    g = guest(c, "Farmer")
    made = []
    for _ in range(30):
        r = c.post("/api/tables", json={"preset": "classic", "players": 4, "target": 1000000, "sit": None,
                                        "seats": [{"kind": "bot", "level": "expert"}] * 4}, headers=hdr(g))
        if r.status_code == 200:
            made.append(r.json()["id"])
    if not made:
        return True, "no bots-only table accepted at all"
    # nobody watches: the bots must pause
    time.sleep(8)
    a = sum(max(0, log_len(c, t)) for t in made)
    time.sleep(6)
    b = sum(max(0, log_len(c, t)) for t in made)
    held = len(made) <= 5 and b - a <= 2 * len(made)
    return held, (f"one guest started {len(made)} of 30 bots-only expert tables; unwatched, they played "
                  f"{b - a} moves in 6 s after an 8 s grace")


@attack("D6")
def d6_lobby(srv: Server, c: httpx.Client) -> tuple[bool, str]:
    victim = guest(c, "Victim")
    t = c.post("/api/tables", json={"preset": "classic", "players": 4, "sit": 0,
                                    "seats": [{"kind": "human"}] * 2 + [{"kind": "bot", "level": "random"}] * 2},
               headers=hdr(victim)).json()
    n = tried = 0
    for i in range(12):  # twelve guests from one address, ten open tables each, all made after the victim's
        g = guest(c, f"Flooder{i}")
        for _ in range(10):
            r = c.post("/api/tables", json={"preset": "classic", "players": 4, "sit": 0,
                                            "seats": [{"kind": "human"}, {"kind": "human"},
                                                      {"kind": "bot", "level": "random"},
                                                      {"kind": "bot", "level": "random"}]}, headers=hdr(g))
            tried += 1
            n += r.status_code == 200
    listed = any(x["id"] == t["id"] for x in guest_lobby(c))
    return listed, f"12 guests made {n} of {tried} open tables; a victim's table with an open seat is " + (
        "listed" if listed else "NOT listed") + " in the lobby"


def guest_lobby(c: httpx.Client) -> list[dict[str, Any]]:
    """The lobby as a viewer sees it (the flood shares this address: wait out its rate limit first,
    as a viewer at another address would not have to)."""
    viewer = guest(c, "Viewer")
    deadline = time.monotonic() + 30
    while True:
        r = c.get("/api/tables", headers=hdr(viewer))
        if r.status_code != 429 or time.monotonic() > deadline:
            break
        time.sleep(min(5.0, float(r.headers.get("retry-after") or 1)))
    r.raise_for_status()
    return list(r.json())


def _legal_alternative(con: sqlite3.Connection, tid: str) -> tuple[int, str]:
    """The table's last stored move that had another legal move, and that other move."""
    from canasta.moves import move_text, parse_move
    from canasta.rules import RuleSet

    rules, seed = con.execute("SELECT rules, seed FROM tables WHERE id = ?", (tid,)).fetchone()
    st = new_game(RuleSet.from_dict(json.loads(rules)), seed=int(seed))
    found = (0, "")
    for i, (text,) in enumerate(con.execute("SELECT text FROM moves WHERE table_id = ? ORDER BY n", (tid,)), 1):
        others = [move_text(m) for m in st.legal_move_list() if move_text(m) != text]
        if others:
            found = (i, others[0])
        st.apply(parse_move(text))
    return found


def d9_d11_restore(tmp: Path) -> None:
    d = tmp / "restore"
    d.mkdir()
    srv = Server(str(d), env={})
    _start_with(srv, [])
    where = ["--data-dir", str(d)]
    try:
        c = httpx.Client(base_url=srv.base, timeout=30)
        u = guest(c, "Keeper")
        t = c.post("/api/tables", json={"preset": "classic", "players": 4, "sit": 0}, headers=hdr(u)).json()
        p = Player(ws_url(srv, t["id"], u["token"]), time.monotonic() + 6)
        p.start()
        p.join()
        bk = tmp / "backup.db"
        r = subprocess.run([CANASTA, "backup", str(bk), *where], capture_output=True, text=True, timeout=120)
        if r.returncode != 0:
            report("D9", False, f"backup failed: {r.stderr.strip()[:200]}")
            return
        r = subprocess.run([CANASTA, "restore", str(bk), *where], capture_output=True, text=True, timeout=120)
        said = (r.stderr or r.stdout).strip().splitlines()[-1:] or [""]
        report("D9", r.returncode != 0, f"restore while the server runs: exit {r.returncode}: {said[0][:160]}")
    finally:
        srv.stop()
    # D10: the live file damaged; restore a good backup
    db = d / "canasta.db"
    with open(db, "r+b") as f:
        f.seek(4096)
        f.write(os.urandom(8192))
    r = subprocess.run([CANASTA, "restore", str(bk), *where], capture_output=True, text=True, timeout=120)
    said = (r.stderr or r.stdout).strip().splitlines()[-1:] or [""]
    ok = r.returncode == 0
    if ok:
        try:
            _start_with(srv, [])
            ok = httpx.get(f"{srv.base}/api/tables/{t['id']}").status_code == 200
        finally:
            srv.stop()
    report("D10", ok, f"restore over a damaged database: exit {r.returncode}: {said[0][:160]}")
    # D11: one move of the backup altered
    bad = tmp / "altered.db"
    bad.write_bytes(bk.read_bytes())
    con = sqlite3.connect(bad)
    n, text = _legal_alternative(con, t["id"])  # the hardest change to see: another legal move
    con.execute("UPDATE moves SET text = ? WHERE table_id = ? AND n = ?", (text, t["id"], n))
    con.execute("DELETE FROM moves WHERE table_id = ? AND n > ?", (t["id"], n))
    con.commit()
    con.close()
    fresh = tmp / "restore-d11"
    fresh.mkdir()
    (fresh / "canasta.db").write_bytes(bk.read_bytes())
    (fresh / "canasta.key").write_bytes((d / "canasta.key").read_bytes())  # the same club's server: its key
    r = subprocess.run([CANASTA, "restore", str(bad), "--data-dir", str(fresh)], capture_output=True, text=True,
                       timeout=300)
    said = ((r.stderr or r.stdout).strip().splitlines()[-1:] or [""])[0]
    held = r.returncode != 0 and t["id"] in said
    report("D11", held, f"restore of a backup with move {n} of table {t['id']} altered into {text!r} (legal): exit {r.returncode}: {said[:160]}")


def sqlite_part(tmp: Path, only: set[str]) -> None:
    if only & {"D2", "D22", "D23"}:
        d2_organiser(tmp)
    d = tmp / "main"
    d.mkdir()
    srv = Server(str(d), env={})
    _start_with(srv, [])
    try:
        c = httpx.Client(base_url=srv.base, timeout=60)
        boss = organiser(c, ["--data-dir", str(d)])
        if "D1" in only:
            d1_sealed_round(srv, c, boss)
        if "D3" in only:
            d3_replays(srv, c)
        if "D4" in only:
            d4_deflate(srv, c)
        if "D5" in only:
            d5_bot_tables(srv, c)
        if "D6" in only:
            d6_lobby(srv, c)
    finally:
        srv.stop()
    if only & {"D9", "D10", "D11"}:
        d9_d11_restore(tmp)


# ------------------------------------------------------------------ PostgreSQL: D7, D8, D12

def owner_of(procs: list[Server], tid: str) -> int:
    for i, s in enumerate(procs):
        try:
            if tid in httpx.get(s.base + "/api/cluster", timeout=5).json().get("owned", []):
                return i
        except (httpx.HTTPError, ValueError):
            pass
    return -1


def humans(n: int, bots: int = 0, level: str = "random") -> list[dict[str, Any]]:
    return [{"kind": "human"}] * n + [{"kind": "bot", "level": level}] * bots


@attack("D7")
def d7_missed_notify(a: Server, b: Server, url: str, boss: dict[str, Any]) -> tuple[bool, str]:
    ha, hb = httpx.Client(base_url=a.base, timeout=30), httpx.Client(base_url=b.base, timeout=30)
    ann, cheat = guest(ha, "Ann7"), guest(ha, "Cheat")
    t1 = ha.post("/api/tables", json={"preset": "classic", "players": 4, "sit": 0, "target": 100000,
                                      "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"},
                                                {"kind": "human"}, {"kind": "bot", "level": "random"}]},
                 headers=hdr(ann)).json()["id"]
    ha.post(f"/api/tables/{t1}/sit/2", headers=hdr(cheat)).raise_for_status()
    dora = guest(ha, "Dora")
    t2 = ha.post("/api/tables", json={"preset": "classic", "players": 4, "sit": 0, "target": 100000,
                                      "seats": humans(1, 3)}, headers=hdr(dora)).json()["id"]
    wait(lambda: owner_of([a, b], t1) == 0 and owner_of([a, b], t2) == 0, 20)
    until = time.monotonic() + 40
    pa = Player(ws_url(a, t1, ann["token"]), until)
    pc = Player(ws_url(a, t1, cheat["token"]), until)
    p2 = Player(ws_url(a, t2, None), until, play=False)
    dora_play = Player(ws_url(a, t2, dora["token"]), until)
    for p in (pa, pc, p2, dora_play):
        p.start()
    time.sleep(2)
    import sqlalchemy as sa

    eng = sa.create_engine(url)
    with eng.begin() as con:
        killed = con.execute(sa.text("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                                     "WHERE query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()")).scalar()
    eng.dispose()
    r1 = hb.post(f"/api/admin/tables/{t1}/seats/2/remove", json={"bot": None}, headers=hdr(boss))
    r2 = hb.post(f"/api/admin/tables/{t2}/close", headers=hdr(boss))
    time.sleep(15)
    cheat_moves_before = pc.moves
    n2a = len(stored_moves(url, t2))
    time.sleep(3)
    n2b = len(stored_moves(url, t2))
    still_seat = pc.seat == 2 and not pc.closed
    more = pc.moves - cheat_moves_before
    for p in (pa, pc, p2, dora_play):
        p.until = 0
    held = not still_seat and more == 0 and n2b == n2a and r1.status_code == 200 and r2.status_code == 200
    return held, (f"{killed} LISTEN backends ended; remove {r1.status_code}, close {r2.status_code}; 15 s later the "
                  f"removed player's socket is {'still seat 2' if still_seat else 'off the seat'} ({more} moves in "
                  f"the last 3 s); the closed table stored {n2b - n2a} moves in 3 s")


@attack("D8")
def d8_stand_ins(a: Server, b: Server, url: str) -> tuple[bool, str]:
    ha, hb = httpx.Client(base_url=a.base, timeout=30), httpx.Client(base_url=b.base, timeout=30)
    out = []
    ok = True
    # (a) a stand-in asked of the process that does not own the table
    ann, ben = guest(ha, "Ann8"), guest(ha, "Ben8")
    t = ha.post("/api/tables", json={"preset": "classic", "players": 2, "sit": 0, "seats": humans(2)},
                headers=hdr(ann)).json()["id"]
    ha.post(f"/api/tables/{t}/sit/1", headers=hdr(ben)).raise_for_status()
    wait(lambda: owner_of([a, b], t) == 0, 20)
    pa = Player(ws_url(a, t, ann["token"]), time.monotonic() + 25)
    pa.start()
    time.sleep(1)
    r = hb.post(f"/api/tables/{t}/bot/1", params={"level": "random"}, headers=hdr(ann))
    n0 = len(stored_moves(url, t))
    time.sleep(10)
    n1 = len(stored_moves(url, t))
    pa.until = 0
    a_ok = r.status_code == 200 and n1 > n0 + 2
    ok &= a_ok
    out.append(f"(a) stand-in through B: {r.status_code}, {n1 - n0} moves in 10 s")
    # (c) a player connected to B; the creator asks the owner A for a bot on that seat
    ann, ben = guest(ha, "Ann8c"), guest(ha, "Ben8c")
    t = ha.post("/api/tables", json={"preset": "classic", "players": 2, "sit": 0, "seats": humans(2)},
                headers=hdr(ann)).json()["id"]
    ha.post(f"/api/tables/{t}/sit/1", headers=hdr(ben)).raise_for_status()
    wait(lambda: owner_of([a, b], t) == 0, 20)
    pb = Player(ws_url(b, t, ben["token"]), time.monotonic() + 8, play=False)
    pb.start()
    time.sleep(2)
    r = ha.post(f"/api/tables/{t}/bot/1", params={"level": "random"}, headers=hdr(ann))
    pb.until = 0
    c_ok = r.status_code >= 400
    ok &= c_ok
    out.append(f"(c) a bot on the seat of a player connected to B, asked of A: {r.status_code}")
    # (b) a turn timer set through the process that does not own the table; Ben never comes
    ann, ben = guest(ha, "Ann8b"), guest(ha, "Ben8b")
    t = ha.post("/api/tables", json={"preset": "classic", "players": 2, "sit": 0, "seats": humans(2)},
                headers=hdr(ann)).json()["id"]
    ha.post(f"/api/tables/{t}/sit/1", headers=hdr(ben)).raise_for_status()
    wait(lambda: owner_of([a, b], t) == 0, 20)
    pa = Player(ws_url(a, t, ann["token"]), time.monotonic() + 75)
    pa.start()
    r = hb.post(f"/api/tables/{t}/timer", json={"seconds": 30, "level": "random"}, headers=hdr(ann))
    passed = wait(lambda: any(row.get("seat") == 1 for row in ha.get(f"/api/tables/{t}/log").json()), 70, every=1)
    pa.until = 0
    ok &= bool(passed) and r.status_code == 200
    out.append(f"(b) 30 s timer through B: {r.status_code}; the absent player's turn "
               f"{'was played by the timer' if passed else 'still waited after 70 s'}")
    return ok, "; ".join(out)


@attack("D12")
def d12_hung_owner(a: Server, b: Server, url: str) -> tuple[bool, str]:
    ha = httpx.Client(base_url=a.base, timeout=30)
    ben = guest(ha, "Ben12")
    t = ha.post("/api/tables", json={"preset": "classic", "players": 4, "sit": 0, "target": 100000,
                                     "seats": humans(1, 3)}, headers=hdr(ben)).json()["id"]
    wait(lambda: owner_of([a, b], t) == 0, 20)
    pb = Player(ws_url(b, t, ben["token"]), time.monotonic() + 60)
    pb.start()
    time.sleep(3)
    os.kill(a.proc.pid, signal.SIGSTOP)
    stopped_at = len(stored_moves(url, t))
    try:
        time.sleep(15)
        during = len(stored_moves(url, t)) - stopped_at
        b_owns = owner_of([b], t) == 0
    finally:
        os.kill(a.proc.pid, signal.SIGCONT)
    time.sleep(5)
    pb.until = 0
    moves = stored_moves(url, t)
    contiguous = sorted(moves) == list(range(1, len(moves) + 1))
    a_owns = owner_of([a], t) == 0
    held = during > 0 and b_owns and contiguous and not a_owns
    return held, (f"owner stopped 15 s: {during} moves stored meanwhile, the other process "
                  f"{'took' if b_owns else 'did not take'} the table; after SIGCONT the old owner "
                  f"{'still claims it' if a_owns else 'let it go'}; stored moves 1..{len(moves)} "
                  f"{'contiguous' if contiguous else 'with gaps'}")


def postgres_part(tmp: Path, only: set[str]) -> None:
    from pgcluster import Cluster

    with Cluster() as cl:
        dirs = [tmp / "pa", tmp / "pb"]
        for d in dirs:
            d.mkdir()
        a, b = Server(str(dirs[0]), env={}, database_url=cl.url), Server(str(dirs[1]), env={}, database_url=cl.url)
        _start_with(a, [])
        _start_with(b, [])
        try:
            ha = httpx.Client(base_url=a.base, timeout=30)
            boss = organiser(ha, ["--database-url", cl.url])
            if "D7" in only:
                d7_missed_notify(a, b, cl.url, boss)
            if "D8" in only:
                d8_stand_ins(a, b, cl.url)
            if "D12" in only:
                d12_hung_owner(a, b, cl.url)
        finally:
            for s in (a, b):
                with contextlib.suppress(OSError):
                    os.kill(s.proc.pid, signal.SIGCONT)
                s.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="", help="sqlite, postgres, or defects such as D1,D4 (default: all)")
    a = ap.parse_args()
    sq = {"D1", "D2", "D22", "D23", "D3", "D4", "D5", "D6", "D9", "D10", "D11"}
    pg = {"D7", "D8", "D12"}
    only = {"sqlite": sq, "postgres": pg, "": sq | pg}.get(a.only) or {x.strip().upper() for x in a.only.split(",")}
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="canasta-attack-") as tmp:
        if only & sq:
            sqlite_part(Path(tmp), only)
        if only & pg:
            postgres_part(Path(tmp), only)
    fell = [d for d, held, _ in RESULTS if not held]
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {time.monotonic() - t0:.0f} s")
    print(f"{len(RESULTS) - len(fell)} held, {len(fell)} fell" + (f": {', '.join(fell)}" if fell else ""))
    return 1 if fell else 0


if __name__ == "__main__":
    sys.exit(main())
