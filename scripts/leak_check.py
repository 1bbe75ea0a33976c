#!/usr/bin/env python3
"""Hidden information: play many bot games through the real WebSocket protocol, in every preset and
player count, and check every message each seat and a spectator received (docs/reliability.md).

    .venv/bin/python scripts/leak_check.py --games 210          # the full run
    .venv/bin/python scripts/leak_check.py --games 10 --seed 3   # quick

A game is one match to 50 points with 5-card hands (usually a single hand), played to its end.
Italian matches between random players practically never end, so an Italian game stops at the end
of its second hand (--italian-hands), and any other at the end of its tenth (--max-hands); a stopped
game is still in play and is checked against its moves as stored in the database.
Once a hand is over, the cards left in every hand are shown to every seat and spectator (the
end-of-hand breakdown): the check allows them then, and flags them in any message before.
Exit status 1 on any leak, client error or game that does not reach its end.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path  # noqa: E402

import httpx

from canasta import PRESET_NAMES

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the test harness (tests/harness.py)

from harness import HANDS_OF, MAX_HANDS, Server, Table, configs  # noqa: E402


@dataclass
class Tally:
    messages: int = 0
    to_the_end: int = 0            # matches played to their end
    stopped: dict[str, int] = field(default_factory=dict)  # games stopped at the end of a hand, by preset
    leaks: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)


async def run(base: str, database_url: str, games: int, seed: int, parallel: int, presets: tuple[str, ...],
              hands_of: dict[str, int], max_hands: int, timeout: float) -> Tally:
    rng = random.Random(seed)
    cfg = configs(presets)
    sem = asyncio.Semaphore(parallel)
    tally = Tally()

    async with httpx.AsyncClient(timeout=30) as http:
        async def one(i: int) -> None:
            preset, players, bots = cfg[i % len(cfg)]
            hands = hands_of.get(preset, max_hands)
            async with sem:
                t = Table(base, preset, players, random.Random(rng.random()), bots=bots, hands=hands,
                          database_url=database_url)
                try:
                    record = await t.play(http, timeout=timeout)
                except Exception as e:
                    tally.failed.append(f"game {i + 1}: {e}")
                    print(f"game {i + 1:4d} FAILED: {e}", flush=True)
                    return
                n, leaks = t.check(record)
                for x in leaks[:5]:
                    print("  LEAK", x, flush=True)
                assert t.final is not None
                if t.final.match_over:
                    tally.to_the_end += 1
                else:
                    tally.stopped[preset] = tally.stopped.get(preset, 0) + 1
                tally.messages += n
                tally.leaks.extend(leaks)
                tally.errors.extend(t.errors)
                end = "match over" if t.final.match_over else f"stopped at {t.final.phase}"
                print(f"game {i + 1:4d} {preset:8s} {players}p bots={bots} moves={len(record['moves']):4d} "
                      f"hands={len(t.final.sheet)} {end:19s} messages={n:6d} leaks={len(leaks)}", flush=True)

        await asyncio.gather(*(one(i) for i in range(games)))
    return tally


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--parallel", type=int, default=4)
    ap.add_argument("--presets", default=",".join(PRESET_NAMES), help="comma-separated presets (default: all)")
    ap.add_argument("--italian-hands", type=int, default=HANDS_OF["italian"],
                    help="an Italian game stops at the end of this many hands (default: %(default)s)")
    ap.add_argument("--max-hands", type=int, default=MAX_HANDS,
                    help="any other game stops at the end of this many hands (default: %(default)s)")
    ap.add_argument("--timeout", type=float, default=300, help="seconds a game may take (default: %(default)s)")
    a = ap.parse_args()
    if a.italian_hands < 1 or a.max_hands < 1:
        ap.error("--italian-hands and --max-hands must be at least 1")
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory() as d:
        srv = Server(d).start()
        try:
            tally = asyncio.run(run(srv.base, srv.url, a.games, a.seed, a.parallel, tuple(a.presets.split(",")),
                                    {**HANDS_OF, "italian": a.italian_hands}, a.max_hands, a.timeout))
        finally:
            srv.stop()
    for kind, xs in (("FAILED", tally.failed), ("LEAK", tally.leaks), ("CLIENT ERROR", tally.errors)):
        for x in xs[:50]:
            print(kind, x)
    stopped = sum(tally.stopped.values())
    by_preset = ", ".join(f"{p} {n}" for p, n in sorted(tally.stopped.items()))
    print(f"{a.games} games, {tally.to_the_end + stopped} checked ({tally.to_the_end} played to the match's end, "
          f"{stopped} stopped at the end of a hand{': ' + by_preset if by_preset else ''}), {len(tally.failed)} "
          f"failed, {tally.messages} messages and HTTP answers checked, {len(tally.leaks)} leaks, "
          f"{len(tally.errors)} client errors, {time.monotonic() - t0:.0f} s")
    return 1 if tally.failed or tally.leaks or tally.errors else 0


if __name__ == "__main__":
    sys.exit(main())
