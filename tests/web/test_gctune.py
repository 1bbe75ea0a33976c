"""The garbage collector of `canasta serve` (web/gctune.py, issue 41): frozen after start-up, with
higher thresholds; its work counted for the load figures. Speed itself is measured by
benchmarks/load.py, never here."""

from __future__ import annotations

import gc
from typing import Any

from canasta.web import gctune


def test_settle_freezes_and_raises_the_thresholds(monkeypatch: Any) -> None:
    before = gc.get_threshold()
    try:
        monkeypatch.delenv("CANASTA_GC_THRESHOLDS", raising=False)
        gctune.settle()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == gctune.THRESHOLDS == (10_000, 10, 100)
        monkeypatch.setenv("CANASTA_GC_THRESHOLDS", "2000,5,50")
        gctune.settle()
        assert gc.get_threshold() == (2000, 5, 50)
        monkeypatch.setenv("CANASTA_GC_THRESHOLDS", "nonsense")
        assert gctune.thresholds() == gctune.THRESHOLDS
    finally:
        gc.unfreeze()
        gc.set_threshold(*before)


def test_the_stats_count_collections() -> None:
    stats = gctune.GcStats()
    gc.callbacks.append(stats)
    try:
        cycle: list[Any] = []
        cycle.append(cycle)
        del cycle
        gc.collect(0)
        gc.collect()
    finally:
        gc.callbacks.remove(stats)
    assert stats.count[0] >= 1 and stats.count[2] >= 1 and stats.collected[0] >= 1
    assert "gen0: " in stats.line() and "gen2: " in stats.line()


def test_only_serve_tunes_the_collector(tmp_path: Any) -> None:
    """A test's app (create_app without tune_gc) leaves the collector alone."""
    from fastapi.testclient import TestClient

    from canasta.web.server import create_app

    before = gc.get_threshold()
    with TestClient(create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)) as c:
        assert c.get("/api/meta").status_code == 200
        assert gc.get_threshold() == before
