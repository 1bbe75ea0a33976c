"""The garbage collector of a running server (issue 41, "Server capacity").

A server holds many long-lived objects (the app, the routes, the rule sets, every live table's
state and log), and CPython's full collections walk all of them: at 500 tables each full
collection took about 166 ms and they made the p99 of a move. :func:`settle` is called once the
server has started and resumed its tables: it collects once and *freezes* what is alive then
(``gc.freeze``: those objects are never walked again), and raises the collector's thresholds:
the young collections (which every move's short-lived objects trigger) come every 10,000
allocations instead of 700, and a full collection (which walks every live table: a few hundred
milliseconds at 1,000 tables) after 100 middle ones instead of 10. Objects made later (new tables,
their logs) are collected as before, only less often; cyclic garbage is a small part of what a
move leaves (about a thousand objects in 15 s at 500 tables, mostly SQLAlchemy's).

``CANASTA_GC_STATS=SECONDS`` logs, every SECONDS, how many collections of each generation ran and
the time they took (``gc.callbacks``): what docs/reliability.md ("Load") quotes."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import time

log = logging.getLogger("canasta.web")

THRESHOLDS = (10_000, 10, 100)  # CPython's defaults are (700, 10, 10); CANASTA_GC_THRESHOLDS="a,b,c" sets them


def thresholds() -> tuple[int, int, int]:
    try:
        a, b, c = (max(1, int(x)) for x in os.environ["CANASTA_GC_THRESHOLDS"].split(","))
        return a, b, c
    except (KeyError, ValueError):
        return THRESHOLDS


def settle() -> None:
    """Collect once and freeze what survives (start-up, resumed tables); fewer collections."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*thresholds())


class GcStats:
    """Collections per generation and their time, from ``gc.callbacks``."""

    def __init__(self) -> None:
        self.count = [0, 0, 0]
        self.seconds = [0.0, 0.0, 0.0]
        self.longest = [0.0, 0.0, 0.0]
        self.collected = [0, 0, 0]  # unreachable objects freed (cyclic garbage)
        self.cpu = [0.0, 0.0, 0.0]  # the collecting thread's CPU time (the wall time counts preemption too)
        self._t0 = self._c0 = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._t0, self._c0 = time.perf_counter(), time.thread_time()
            return
        g = info.get("generation", 0)
        dt = time.perf_counter() - self._t0
        self.cpu[g] += time.thread_time() - self._c0
        self.collected[g] += info.get("collected", 0)
        self.count[g] += 1
        self.seconds[g] += dt
        self.longest[g] = max(self.longest[g], dt)

    def line(self) -> str:
        return " ".join(f"gen{g}: {self.count[g]} in {self.seconds[g] * 1000:.0f} ms (CPU {self.cpu[g] * 1000:.0f} ms, "
                        f"longest {self.longest[g] * 1000:.1f}, {self.collected[g]} freed)" for g in range(3)) + f"; frozen {gc.get_freeze_count()}"


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


def started(tune: bool) -> asyncio.Task[None] | None:
    """At the server's start, its tables resumed: :func:`settle` if ``tune`` (``create_app(tune_gc=True)``:
    ``canasta serve``'s own process; ``CANASTA_GC_TUNE=0`` leaves the collector as it is), and the
    task that logs the collector's work if ``CANASTA_GC_STATS`` asks for it (None otherwise)."""
    if tune and os.environ.get("CANASTA_GC_TUNE", "1") != "0":
        settle()
    every = stats_every()
    return asyncio.get_running_loop().create_task(stats_loop(every)) if every > 0 else None


def stopped(task: asyncio.Task[None] | None) -> None:
    """At the server's stop: the task of :func:`started`, if any, is cancelled."""
    if task is not None:
        task.cancel()
