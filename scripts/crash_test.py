#!/usr/bin/env python3
"""Crashes: SIGKILL `canasta serve` at random moments (default 20 times) while people and bots play;
check that every acknowledged move is stored and every game resumes and finishes.

    .venv/bin/python scripts/crash_test.py --kills 20 --tables 4
    CANASTA_TEST_DATABASE_URL=postgresql+psycopg://... .venv/bin/python scripts/crash_test.py --postgres
    .venv/bin/python tests/pgcluster.py .venv/bin/python scripts/crash_test.py --postgres
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the test harness (tests/harness.py)

from harness import crash_run  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=20)
    ap.add_argument("--tables", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--postgres", action="store_true", help="use CANASTA_TEST_DATABASE_URL")
    a = ap.parse_args()
    url = os.environ.get("CANASTA_TEST_DATABASE_URL") if a.postgres else None
    if a.postgres and not url:
        print("error: --postgres needs CANASTA_TEST_DATABASE_URL (or run under tests/pgcluster.py, which starts "
              "a throw-away cluster and sets it)", file=sys.stderr)
        return 2
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory() as d:
        try:
            r = asyncio.run(crash_run(d, a.kills, a.tables, a.seed, url))
        except AssertionError as e:
            print(f"FAILED: {e}")
            return 1
    print(f"{r['kills']} kills ({r['kills_in_play']} with games in play and moves acknowledged since the last), "
          f"{r['tables']} tables at a time, {r['games']} games, {r['moves']} moves played, "
          f"{r['acknowledged_checked']} acknowledged moves checked after kills, {r['reconnects']} reconnects, "
          f"all games finished, {time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
