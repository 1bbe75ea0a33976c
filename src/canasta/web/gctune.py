"""The garbage collector of a running server (issue 41, "Server capacity").

A server holds many long-lived objects (the app, the routes, the rule sets, every live table's
state and log), and CPython's full collections walk all of them: at 500 tables each full
collection took about 166 ms and they made the p99 of a move. :func:`settle` is called once the
server has started and resumed its tables: it collects once and *freezes* what is alive then
(``gc.freeze``: those objects are never walked again), and raises the first generation's
threshold so that the young collections (which every move's short-lived dicts and lists trigger)
come less often. Objects made later (new tables, their logs) are collected as before.

``CANASTA_GC_STATS=SECONDS`` logs, every SECONDS, how many collections of each generation ran and
the time they took (``gc.callbacks``): what docs/reliability.md ("Load") quotes."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import time

log = logging.getLogger("canasta.web")

GEN0_THRESHOLD = 10_000  # CPython's default is 700 (Python 3.11-3.13); CANASTA_GC_GEN0 sets it


def settle() -> None:
    """Collect once and freeze what survives (start-up, resumed tables); fewer young collections."""
    gc.collect()
    gc.freeze()
    try:
        gen0 = int(os.environ.get("CANASTA_GC_GEN0", GEN0_THRESHOLD))
    except ValueError:
        gen0 = GEN0_THRESHOLD
    t0, t1, t2 = gc.get_threshold()
    gc.set_threshold(max(1, gen0), t1, t2)


class GcStats:
    """Collections per generation and their time, from ``gc.callbacks``."""

    def __init__(self) -> None:
        self.count = [0, 0, 0]
        self.seconds = [0.0, 0.0, 0.0]
        self.longest = [0.0, 0.0, 0.0]
        self._t0 = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._t0 = time.perf_counter()
            return
        g = info.get("generation", 0)
        dt = time.perf_counter() - self._t0
        self.count[g] += 1
        self.seconds[g] += dt
        self.longest[g] = max(self.longest[g], dt)

    def line(self) -> str:
        return " ".join(f"gen{g}: {self.count[g]} in {self.seconds[g] * 1000:.0f} ms (longest {self.longest[g] * 1000:.1f})"
                        for g in range(3)) + f"; frozen {gc.get_freeze_count()}"


def stats_every() -> float:
    try:
        return float(os.environ.get("CANASTA_GC_STATS", "0"))
    except ValueError:
        return 0.0


async def stats_loop(every: float) -> None:
    """Log the collector's work every ``every`` seconds (``CANASTA_GC_STATS``)."""
    stats = GcStats()
    gc.callbacks.append(stats)
    try:
        while True:
            await asyncio.sleep(every)
            log.warning("gc: %s", stats.line())
    finally:
        gc.callbacks.remove(stats)
