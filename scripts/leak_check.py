#!/usr/bin/env python3
"""Hidden information: play many bot games through the real WebSocket protocol, in every preset and
player count, and check every message each seat and a spectator received (docs/reliability.md).

    .venv/bin/python scripts/leak_check.py --games 200          # the full run
    .venv/bin/python scripts/leak_check.py --games 10 --seed 3   # quick

A game is one match to 50 points with 5-card hands (usually a single hand). Exit status 1 on any leak.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time

import httpx

from canasta import PRESET_NAMES, preset_players
from canasta.web.audit import Server, Table


def configs(presets: tuple[str, ...] = PRESET_NAMES) -> list[tuple[str, int, int]]:
    """(preset, players, server bots) for every preset and player count; some tables mix in the
    server's bots (their seats get no messages, the others still must not learn their cards)."""
    out = []
    for p in presets:
        for n in preset_players(p):
            out.append((p, n, 0))
            if n >= 3:
                out.append((p, n, n // 2))
    return out


async def run(base: str, games: int, seed: int, parallel: int, presets: tuple[str, ...]) -> tuple[int, int, list[str]]:
    rng = random.Random(seed)
    cfg = configs(presets)
    sem = asyncio.Semaphore(parallel)
    found: list[str] = []
    total = 0

    async with httpx.AsyncClient(timeout=30) as http:
        async def one(i: int) -> None:
            nonlocal total
            preset, players, bots = cfg[i % len(cfg)]
            async with sem:
                t = Table(base, preset, players, random.Random(rng.random()), bots=bots)
                try:
                    record = await t.play(http, timeout=300)
                except Exception as e:
                    found.append(f"game {i + 1}: {e}")
                    print(f"game {i + 1:4d} FAILED: {e}", flush=True)
                    return
                n, leaks = t.check(record)
                for x in leaks[:5]:
                    print("  LEAK", x, flush=True)
                total += n
                found.extend(leaks)
                found.extend(t.errors)
                print(f"game {i + 1:4d} {preset:8s} {players}p bots={bots} moves={len(record['moves']):4d} "
                      f"messages={n:6d} leaks={len(leaks)}", flush=True)

        await asyncio.gather(*(one(i) for i in range(games)))
    return games, total, found


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--parallel", type=int, default=4)
    ap.add_argument("--presets", default=",".join(PRESET_NAMES), help="comma-separated presets (default: all)")
    a = ap.parse_args()
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory() as d:
        srv = Server(d).start()
        try:
            games, total, found = asyncio.run(run(srv.base, a.games, a.seed, a.parallel,
                                                   tuple(a.presets.split(","))))
        finally:
            srv.stop()
    for x in found[:50]:
        print("LEAK", x)
    print(f"{games} games, {total} messages and HTTP answers checked, {len(found)} leaks, "
          f"{time.monotonic() - t0:.0f} s")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
