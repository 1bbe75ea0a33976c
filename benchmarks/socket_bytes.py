#!/usr/bin/env python3
"""Socket bytes (issue 39): what one player's WebSocket receives in one 4-player hand, with full
states (as before) and with ``?changes=1`` (patches), and the server's CPU per move to make and
compress those messages.

The real app in this process (FastAPI's TestClient, SQLite in a temp dir): a classic 4-player table
(``--seeds``: one hand per seed), seat 0 a person whose moves are the server's hints (the bots'
choice), seats 1-3 the server's bots (``--bots``, no delay). The person's socket is read until the
hand is over. Reported per hand and summed:

* ``raw``: the JSON text of every message the socket got, and of its ``state``/``patch`` messages;
* ``wire``: the bytes a browser would get with permessage-deflate as the server sets it up
  (web/limits.py: zlib level ``DEFLATE_LEVEL``, a window of ``DEFLATE_SERVER_WINDOW_BITS`` (12 before
  issue 41's third round; ``--window-bits`` sets it), memLevel 5, context takeover,
  messages under ``DEFLATE_MIN_BYTES`` sent as they are), frame headers included;
* ``build_us_per_move``: CPU time (of the server's thread) in ``Hub.broadcast``, which makes every
  connection's message, per move played at the table; ``deflate_us_per_move``: the same for
  compressing what this socket got (done here with zlib as the server's websockets would);
* the patched documents are checked against the full state each step (``--check``: a second,
  full socket at the same seat; off for the CPU figures).

    PYTHONPATH=src .venv/bin/python benchmarks/socket_bytes.py              # before and after
    PYTHONPATH=src .venv/bin/python benchmarks/socket_bytes.py --mode full   # only full states
    PYTHONPATH=MAIN/src .venv/bin/python benchmarks/socket_bytes.py --mode full  # main's server
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import zlib
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # patchapply.py

from fastapi.testclient import TestClient  # noqa: E402

from canasta.web import limits, server  # noqa: E402

try:  # the table's owner makes and broadcasts its states (web/tables/owner.py)
    from canasta.web.tables.owner import TableOwner as Hub  # noqa: E402
except ImportError:  # pragma: no cover (an older server: server.Hub)
    Hub = server.Hub  # type: ignore[attr-defined,misc]

try:
    from patchapply import PatchedState  # noqa: E402
except ImportError:  # pragma: no cover
    PatchedState = None  # type: ignore[assignment,misc]


def compressed(data: bytes) -> bool:
    """The server compresses this message (web/limits.py: from ``DEFLATE_MIN_BYTES``, a patch from
    ``PATCH_DEFLATE_MIN_BYTES``)."""
    n = len(data)
    return n >= getattr(limits, "DEFLATE_MIN_BYTES", 0) or (
        n >= getattr(limits, "PATCH_DEFLATE_MIN_BYTES", 1 << 30) and data.startswith(b'{"type":"patch"'))


def window_bits() -> int:
    """The server's deflate window (web/limits.py; 12 bits where the code does not say)."""
    return int(getattr(limits, "DEFLATE_SERVER_WINDOW_BITS", 12))


class Wire:
    """permessage-deflate as the server sends it, one compressor per socket (context takeover)."""

    def __init__(self) -> None:
        self.z = zlib.compressobj(limits.DEFLATE_LEVEL, zlib.DEFLATED, -window_bits(), 5)
        self.cpu = 0.0

    def frame(self, text: str) -> int:
        data = text.encode()
        if compressed(data):
            t0 = time.thread_time()
            data = self.z.compress(data) + self.z.flush(zlib.Z_SYNC_FLUSH)
            self.cpu += time.thread_time() - t0
            data = data[:-4]  # RFC 7692: the empty block's 00 00 ff ff is not sent
        n = len(data)
        return n + (2 if n < 126 else 4 if n < 65536 else 10)


class BuildCPU:
    """The server thread's CPU in ``Hub.broadcast`` (it never awaits: the time is its own)."""

    def __init__(self) -> None:
        self.cpu = 0.0
        self.calls = 0
        self.orig = orig = Hub.broadcast

        async def timed(*args: Any) -> None:
            t0 = time.thread_time()
            try:
                await orig(*args)
            finally:
                self.cpu += time.thread_time() - t0
                self.calls += 1

        Hub.broadcast = timed  # type: ignore[method-assign]

    def restore(self) -> None:
        Hub.broadcast = self.orig  # type: ignore[method-assign]


class Recorder:
    """Seat 0's state parts as the server made them (``Hub.state_parts``), for :func:`replay`."""

    def __init__(self) -> None:
        self.states: list[tuple[tuple[str, ...], list[Any], int]] = []
        self.orig = orig = getattr(Hub, "state_parts", None)
        if orig is None:  # (main's server: no parts)
            return

        def recorded(g: Any, seat: int, last: Any = None) -> tuple[str, ...]:
            parts = orig(g, seat, last)
            if seat == 0:
                self.states.append((parts, g.log, len(g.log)))
            return parts

        Hub.state_parts = recorded  # type: ignore[method-assign]
        try:  # the server diffs a state right after making it, while its view is remembered: so here
            from canasta.web.tables import changes
            changes.KNOWN_MAX = 1 << 20
        except ImportError:  # (main's server)
            pass

    def restore(self) -> None:
        if self.orig is not None:
            Hub.state_parts = self.orig  # type: ignore[method-assign]
            from canasta.web.tables import changes
            changes.KNOWN_MAX = 256


def replay(states: list[tuple[tuple[str, ...], list[Any], int]], repeat: int = 5) -> dict[str, float]:
    """The CPU (best of ``repeat``, microseconds per message) of the messages to one socket, from
    the same states: the full state's text and its deflate (before), and a patch: the fields, the
    diff, the envelope and its deflate when it is long enough (after). The view's own JSON
    (StateTexts, orjson) is the same in both and not counted."""
    from canasta.web.tables import changes

    def wire(texts: list[str]) -> None:
        z = zlib.compressobj(limits.DEFLATE_LEVEL, zlib.DEFLATED, -window_bits(), 5)
        for t in texts:
            data = t.encode()
            if compressed(data):
                z.compress(data)
                z.flush(zlib.Z_SYNC_FLUSH)

    def before() -> list[str]:
        return ["".join(parts) for parts, _, _ in states]

    def after() -> list[str]:
        out, old = [], None
        for parts, log, end in states:
            new = changes.Sent(parts, log, end)
            if old is None:
                out.append(new.text)
            else:
                out.append('{"type":"patch","version":0,"base":' + str(len(out)) + ',"ops":['
                           + changes.patch_ops(old, new) + "]}")
            old = new
        return out

    res: dict[str, float] = {}
    for name, make in (("full", before), ("changes", after)):
        best_make = best_wire = float("inf")
        for _ in range(repeat):
            t0 = time.thread_time()
            texts = make()
            t1 = time.thread_time()
            wire(texts)
            t2 = time.thread_time()
            best_make, best_wire = min(best_make, t1 - t0), min(best_wire, t2 - t1)
        n = max(1, len(states))
        res[name + "_json_us"] = round(1e6 * best_make / n, 1)
        res[name + "_deflate_us"] = round(1e6 * best_wire / n, 1)
        res[name + "_us"] = round(1e6 * (best_make + best_wire) / n, 1)
    return res


def play_hand(c: TestClient, seed: int, changes: bool, bots: str, check: bool) -> dict[str, Any]:
    tok = c.post("/api/users", json={"name": "Ann"}).json()["token"]
    t = c.post("/api/tables", headers={"x-token": tok}, json={
        "preset": "classic", "players": 4, "seed": seed, "seats": [{"kind": "human"}] + [{"kind": "bot", "level": bots}] * 3,
        "sit": 0}).json()
    url = f"/ws/{t['id']}?token={tok}"
    wire = Wire()
    out = {"seed": seed, "mode": "changes" if changes else "full", "messages": 0, "raw": 0, "wire": 0,
           "state_messages": 0, "state_raw": 0, "state_wire": 0, "patches": 0, "resyncs": 0}
    client = PatchedState() if changes else None
    full_ws = c.websocket_connect(url).__enter__() if check and changes else None
    try:
        with c.websocket_connect(url + ("&changes=1" if changes else "")) as ws:
            first_version = None
            hinted = -1
            while True:
                text = ws.receive_text()
                n = wire.frame(text)
                out["messages"] += 1
                out["raw"] += len(text.encode())
                out["wire"] += n
                m = json.loads(text)
                if m["type"] not in ("state", "patch"):
                    if m["type"] == "hint" and m.get("version") == hinted:
                        ws.send_text(json.dumps({"type": "move", "version": hinted, "moves": [m["move"]]}))
                    continue
                out["state_messages"] += 1
                out["state_raw"] += len(text.encode())
                out["state_wire"] += n
                out["patches"] += m["type"] == "patch"
                doc = client.take(m) if client is not None else m
                if doc is None:  # (never expected: counted)
                    out["resyncs"] += 1
                    ws.send_text('{"type":"resync"}')
                    continue
                if full_ws is not None and m["type"] == "patch":  # the full state of the same broadcast
                    while True:
                        f = json.loads(full_ws.receive_text())
                        if f["type"] == "state" and f["version"] == doc["version"] and f.get("timer") == doc.get("timer"):
                            break
                    assert f == doc and json.dumps(f, sort_keys=True) == json.dumps(doc, sort_keys=True), (f, doc)
                if first_version is None:
                    first_version = doc["version"]
                info = doc["info"]
                if info["phase"] in ("hand_over", "match_over"):
                    out["moves"] = doc["version"] - first_version
                    break
                if info["turn"] == 0 and doc["view"]["legal_moves"] and hinted != doc["version"]:
                    hinted = doc["version"]
                    ws.send_text(json.dumps({"type": "hint", "version": hinted, "moves": []}))
    finally:
        if full_ws is not None:
            full_ws.__exit__(None, None, None)
    out["deflate_cpu_s"] = wire.cpu
    return out


def run(a: argparse.Namespace) -> int:
    if a.patch_deflate_min is not None:
        limits.PATCH_DEFLATE_MIN_BYTES = a.patch_deflate_min  # type: ignore[attr-defined]
    if a.window_bits is not None:
        limits.DEFLATE_SERVER_WINDOW_BITS = a.window_bits  # type: ignore[attr-defined]
    for k in ("CONN_RATE", "CONN_BURST", "ADDR_RATE", "ADDR_BURST"):  # the person plays as fast as the bots
        os.environ.setdefault(f"CANASTA_LIMIT_{k}", "100000")
    modes = {"both": [False, True], "full": [False], "changes": [True]}[a.mode]
    if True in modes and PatchedState is None:
        print("error: tests/patchapply.py is needed for --mode changes", file=sys.stderr)
        return 2
    summary: dict[str, Any] = {}
    for changes in modes:
        rows = []
        with tempfile.TemporaryDirectory(prefix="canasta-bytes-") as d:
            app = server.create_app(f"sqlite:///{d}/canasta.db", bot_delay=0, allow_client_seed=True)
            build = BuildCPU()
            rec = Recorder()
            with TestClient(app) as c:
                for seed in a.seeds:
                    before_cpu, before_calls = build.cpu, build.calls
                    r = play_hand(c, seed, changes, a.bots, a.check)
                    r["broadcasts"] = build.calls - before_calls
                    r["build_us_per_move"] = round(1e6 * (build.cpu - before_cpu) / max(1, r["moves"]), 1)
                    r["deflate_us_per_move"] = round(1e6 * r.pop("deflate_cpu_s") / max(1, r["moves"]), 1)
                    rows.append(r)
                    print(json.dumps(r), flush=True)
            build.restore()
            rec.restore()
        if rec.states and not changes:
            summary["replay_per_message"] = replay(rec.states)
        moves = sum(r["moves"] for r in rows)
        mode = "changes" if changes else "full"
        summary[mode] = {
            "hands": len(rows), "moves": moves,
            "kb_per_hand_raw": round(sum(r["raw"] for r in rows) / len(rows) / 1000, 1),
            "kb_per_hand_wire": round(sum(r["wire"] for r in rows) / len(rows) / 1000, 1),
            "kb_per_hand_wire_max": round(max(r["wire"] for r in rows) / 1000, 1),
            "state_kb_per_hand_raw": round(sum(r["state_raw"] for r in rows) / len(rows) / 1000, 1),
            "state_kb_per_hand_wire": round(sum(r["state_wire"] for r in rows) / len(rows) / 1000, 1),
            "build_us_per_move": round(sum(r["build_us_per_move"] * r["moves"] for r in rows) / max(1, moves), 1),
            "deflate_us_per_move": round(sum(r["deflate_us_per_move"] * r["moves"] for r in rows) / max(1, moves), 1),
        }
        s = summary[mode]
        s["json_and_deflate_us_per_move"] = round(s["build_us_per_move"] + s["deflate_us_per_move"], 1)
    print("SUMMARY " + json.dumps(summary))
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mode", choices=["both", "full", "changes"], default="both")
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    ap.add_argument("--bots", default="easy", help="the bots' level (seats 1-3); seat 0 plays the hints")
    ap.add_argument("--patch-deflate-min", type=int, default=None,
                    help="compress patches from this many bytes (web/limits.py's PATCH_DEFLATE_MIN_BYTES)")
    ap.add_argument("--check", action="store_true", help="check each patched document against a full socket")
    ap.add_argument("--window-bits", type=int, choices=range(9, 16), default=None,
                    help="the server's deflate window (web/limits.py's DEFLATE_SERVER_WINDOW_BITS)")
    return run(ap.parse_args())


if __name__ == "__main__":
    sys.exit(main())
