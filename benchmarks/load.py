#!/usr/bin/env python3
"""Load: N simulated people, each a WebSocket client on loopback at its own table with the server's
bots, against `canasta serve` (a separate process, SQLite in a temp dir). Reports moves per second,
p50/p99 move latency (send to the state that confirms the move), the server's memory and errors,
the CPU time of the server and of this client (``server_cpu_ms_per_move``: per move of a person
or a bot);
``after_warmup`` is the same latency from the first progress line after min(60 s, half the run)
on, once the ramp-up (every table made within the first 10 s) is over.

    .venv/bin/python benchmarks/load.py --tables 200 --minutes 10
    .venv/bin/python benchmarks/load.py --tables 50 --minutes 2 --think 0.5

Several processes on one PostgreSQL database (docs/web.md, "Several processes"): ``--servers 2``
with ``--database-url`` (or ``--postgres``: the database of CANASTA_TEST_DATABASE_URL, which
tests/pgcluster.py sets for a throw-away cluster). Each person makes its table on one process and
connects its WebSocket to a process drawn at random, as a round-robin proxy would (``--cross``:
always another process, so that every move of a person is forwarded to the owner):

    .venv/bin/python tests/pgcluster.py .venv/bin/python benchmarks/load.py --postgres --servers 2 \
        --tables 200 --minutes 5

Each person thinks ``--think`` seconds (random 0.5x-1.5x) before a move; bots wait ``--bot-delay``.
A finished match is replaced by a new table, so the load stays constant. The server runs with
its default limits except the per-address ones (every client here shares one address).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path  # noqa: E402

import httpx
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the test harness (tests/harness.py)

from harness import Server, person_table, play_person  # noqa: E402

PER_ADDRESS = {f"CANASTA_LIMIT_{k}": "100000" for k in (
    "ADDR_WS", "ADDR_RATE", "ADDR_BURST", "ADDR_CONNECT_RATE", "ADDR_CONNECT_BURST", "ADDR_RESYNC_RATE",
    "ADDR_RESYNC_BURST")}


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.moves = 0
        self.errors: list[str] = []
        self.tables = 0
        self.all_moves = 0  # the people's and the bots' moves, from the versions seen
        self.versions: dict[str, int] = {}  # the last version seen of each table


async def person(bases: list[str], http: httpx.AsyncClient, rng: random.Random, stats: Stats, until: float,
                 think: float, cross: bool = False, changes: bool = False) -> None:
    while time.monotonic() < until:
        try:
            k = rng.randrange(len(bases))
            base = bases[k]
            ws_base = bases[(k + 1 + rng.randrange(len(bases) - 1)) % len(bases) if cross else rng.randrange(len(bases))]
            tok, tid = await person_table(http, base, rng, target=400)
            stats.tables += 1

            def seen(version: int, tid: str = tid) -> None:
                stats.all_moves += max(0, version - stats.versions.get(tid, 0))
                stats.versions[tid] = max(stats.versions.get(tid, 0), version)

            def confirmed(sent_at: float, seconds: float) -> None:
                stats.latencies.append(seconds)
                stats.moves += 1

            async with websockets.connect(f"ws{ws_base[4:]}/ws/{tid}" + ("?changes=1" if changes else ""),
                                          subprotocols=["canasta", f"token.{tok}"], max_size=2**24) as ws:
                await play_person(ws, rng, think, until, stats.errors, confirmed, seen, changes)
        except Exception as e:  # a dropped socket, a time-out: counted, and the person starts over
            stats.errors.append(f"{type(e).__name__}: {str(e)[:100]}")
            await asyncio.sleep(1)


def cpu_seconds(pid: int) -> float:
    """A process's CPU time (user and system) so far, from Linux /proc (0 where there is none)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def pct(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))]


async def run(a: argparse.Namespace) -> int:
    url = a.database_url or (os.environ.get("CANASTA_TEST_DATABASE_URL") if a.postgres else None)
    if a.postgres and not url:
        print("error: --postgres needs CANASTA_TEST_DATABASE_URL (run under tests/pgcluster.py)", file=sys.stderr)
        return 2
    if a.servers > 1 and not (url or "").startswith("postgresql"):
        print("error: several servers need a PostgreSQL --database-url", file=sys.stderr)
        return 2
    if a.cross and a.servers < 2:
        print("error: --cross needs --servers 2 or more", file=sys.stderr)
        return 2
    servers = []
    for _ in range(a.servers):
        d = tempfile.mkdtemp(prefix="canasta-load-")
        servers.append(Server(d, bot_delay=a.bot_delay, env=PER_ADDRESS, database_url=url).start())
    bases = [s.base for s in servers]
    stats = Stats()
    rng = random.Random(a.seed)
    t0 = time.monotonic()
    until = t0 + a.minutes * 60
    rows = []
    warm_n: int | None = None  # the moves confirmed before the warm-up ended
    cluster: list[dict[str, object]] = []
    try:
        limits = httpx.Limits(max_connections=400, max_keepalive_connections=100)
        async with httpx.AsyncClient(timeout=60, limits=limits) as http:
            tasks = []
            for _ in range(a.tables):  # ramp up over ~10 s
                tasks.append(asyncio.create_task(person(bases, http, random.Random(rng.random()), stats, until,
                                                        a.think, a.cross, a.changes)))
                await asyncio.sleep(10 / a.tables)
            last_moves, last_all, last_n, last_t = 0, 0, 0, time.monotonic()
            warm_at = t0 + min(60, a.minutes * 30)  # the ramp-up (every table new at once) is over by then
            while time.monotonic() < until:
                await asyncio.sleep(min(a.every, max(0.1, until - time.monotonic())))
                now = time.monotonic()
                window = stats.latencies[last_n:]
                row = {"t": round(now - t0), "moves_s": round((stats.moves - last_moves) / (now - last_t), 1),
                       "all_moves_s": round((stats.all_moves - last_all) / (now - last_t), 1),
                       "p50_ms": round(pct(window, 50) * 1000, 1), "p99_ms": round(pct(window, 99) * 1000, 1),
                       "rss_mib": round(sum(s.rss_kib() for s in servers) / 1024, 1), "errors": len(stats.errors),
                       "tables": stats.tables}
                row["load1"] = os.getloadavg()[0]
                rows.append(row)
                print(json.dumps(row), flush=True)
                last_moves, last_all, last_n, last_t = stats.moves, stats.all_moves, len(stats.latencies), now
                if warm_n is None and now >= warm_at:
                    warm_n = len(stats.latencies)
            await asyncio.gather(*tasks)
            if url:  # what each process of the cluster did (web/cluster.py)
                for b in bases:
                    c = (await http.get(f"{b}/api/cluster")).json()
                    cluster.append({k: c.get(k) for k in ("counts", "forward_ms")})
        server_cpu = sum(cpu_seconds(s.proc.pid) for s in servers)
    finally:
        for s in servers:
            s.stop()
    client_cpu = sum(os.times()[:2])
    warm = [r for r in rows if r["t"] >= min(60, a.minutes * 30)]
    lat = stats.latencies
    summary = {"servers": a.servers, "database": "postgresql" if url else "sqlite", "cross": a.cross, "changes": a.changes,
               "tables": a.tables, "minutes": a.minutes, "think_s": a.think, "bot_delay_s": a.bot_delay,
               "moves": stats.moves, "moves_per_s": round(stats.moves / (a.minutes * 60), 1),
               "all_moves_per_s": round(stats.all_moves / (a.minutes * 60), 1),
               "p50_ms": round(pct(lat, 50) * 1000, 1), "p99_ms": round(pct(lat, 99) * 1000, 1),
               "max_ms": round(max(lat, default=0) * 1000, 1),
               "after_warmup": {"moves": len(lat) - (warm_n or 0), "p50_ms": round(pct(lat[warm_n or 0:], 50) * 1000, 1),
                                "p99_ms": round(pct(lat[warm_n or 0:], 99) * 1000, 1),
                                "max_ms": round(max(lat[warm_n or 0:], default=0) * 1000, 1)},
               "rss_mib_after_warmup": [warm[0]["rss_mib"], warm[-1]["rss_mib"]] if warm else None,
               "rss_mib_max": max((r["rss_mib"] for r in rows), default=None),
               "server_cpu_s": round(server_cpu, 1),
               "server_cpu_ms_per_move": round(1000 * server_cpu / max(1, stats.all_moves), 3),
               "client_cpu_s": round(client_cpu, 1),
               "errors": len(stats.errors), "error_kinds": sorted({e.split(":")[0] for e in stats.errors})[:10],
               "tables_played": stats.tables, "cpus": os.cpu_count(),
               "load1_range": [min((r["load1"] for r in rows), default=None), max((r["load1"] for r in rows), default=None)]}
    if cluster:
        summary["cluster"] = cluster
    print("SUMMARY " + json.dumps(summary))
    return 1 if stats.errors else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=200, help="simulated people, one table each")
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--think", type=float, default=1.0, help="seconds a person thinks before a move")
    ap.add_argument("--bot-delay", type=float, default=0.5)
    ap.add_argument("--every", type=float, default=15, help="seconds between progress lines")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--servers", type=int, default=1, help="server processes on one PostgreSQL database")
    ap.add_argument("--database-url", default=None, help="the servers' database (default: SQLite in a temp dir)")
    ap.add_argument("--postgres", action="store_true", help="the database of CANASTA_TEST_DATABASE_URL")
    ap.add_argument("--cross", action="store_true", help="every WebSocket on another process than its table's")
    ap.add_argument("--changes", action="store_true", help="the people's sockets take patches (?changes=1, issue 39)")
    return asyncio.run(run(ap.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
