"""Crashes: `canasta serve` in its own process is killed with SIGKILL at random moments while a
person and bots play; every acknowledged move survives, every game resumes and finishes.
The full run (20+ kills) is ``scripts/crash_test.py``. With CANASTA_TEST_DATABASE_URL set, the
same test runs against that PostgreSQL database."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from canasta.web.audit import crash_run

KILLS = int(os.environ.get("CANASTA_CRASH_KILLS", "5"))


def test_sigkill_loses_no_acknowledged_move_sqlite(tmp_path: Path) -> None:
    r = asyncio.run(crash_run(str(tmp_path), kills=KILLS, tables=3, seed=11, say=lambda _s: None))
    assert r["kills"] == KILLS and r["moves"] > 0 and r["acknowledged_checked"] > 0


@pytest.mark.skipif(not os.environ.get("CANASTA_TEST_DATABASE_URL"), reason="CANASTA_TEST_DATABASE_URL is not set")
def test_sigkill_loses_no_acknowledged_move_postgres(tmp_path: Path) -> None:
    url = os.environ["CANASTA_TEST_DATABASE_URL"]
    r = asyncio.run(crash_run(str(tmp_path), kills=max(2, KILLS // 2), tables=2, seed=12, database_url=url,
                              say=lambda _s: None))
    assert r["moves"] > 0
