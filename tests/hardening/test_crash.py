"""Crashes: `canasta serve` in its own process is killed with SIGKILL at random moments while a
person and bots play; every acknowledged move survives, every game resumes and finishes.
The full run (20+ kills) is ``scripts/crash_test.py``. The same test runs against PostgreSQL: the
database of CANASTA_TEST_DATABASE_URL if set, else a throw-away cluster (the ``postgres_url``
fixture, tests/conftest.py)."""

from __future__ import annotations

import os
from pathlib import Path

from asyncrun import run_async
from harness import crash_run

KILLS = int(os.environ.get("CANASTA_CRASH_KILLS", "5"))


def test_sigkill_loses_no_acknowledged_move_sqlite(tmp_path: Path) -> None:
    r = run_async(crash_run(str(tmp_path), kills=KILLS, tables=3, seed=11, say=lambda _s: None))
    assert r["kills"] == KILLS and r["kills_in_play"] == KILLS and r["moves"] > 0 and r["acknowledged_checked"] > 0


def test_sigkill_loses_no_acknowledged_move_postgres(tmp_path: Path, postgres_url: str) -> None:
    r = run_async(crash_run(str(tmp_path), kills=KILLS, tables=3, seed=12, database_url=postgres_url,
                              say=lambda _s: None))
    assert r["kills"] == KILLS and r["kills_in_play"] == KILLS and r["moves"] > 0 and r["acknowledged_checked"] > 0
