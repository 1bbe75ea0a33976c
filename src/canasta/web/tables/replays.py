"""Finished tables replayed once, then read (issue 38, security audit D3).

A finished table never changes, so its replay (the record and its last position, the log, positions
along the way for the step-by-step replay) is made once and kept in a bounded cache: repeated
requests cost O(1) (O(``STRIDE``) moves for a step of the replay). The cache is bounded by the moves
it holds, not by the number of tables, so long imported games cannot push it past its memory.

A request that finds nothing in the cache costs a replay: each address may cause ``miss_rate`` of
them a second (``miss_burst`` saved up); past that it is refused (429 ``replay-busy``), so anonymous
requests have a CPU bound. One table is replayed by one thread at a time: requests for the same
table wait for that replay instead of each making their own.

Everything here runs in the thread pool (the routes are plain functions), never on the event loop."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...record import Record
from ...state import State
from ..limits import Bucket
from ..refusals import Refusal

LogRow = Callable[[State, int, int, str, int], dict[str, Any]]  # (state, n, seat, text, hand) -> the move played, its row
STRIDE = 256  # a position is kept every STRIDE moves, for the step-by-step replay


@dataclass
class Replayed:
    """A finished table, replayed: its record, its last position, its log, and every STRIDE-th position."""

    record: Record
    last: State
    log: list[dict[str, Any]]
    marks: list[State] = field(default_factory=list)  # marks[i]: the position after i * STRIDE moves

    def at(self, step: int) -> State:
        """The position after ``step`` moves (0 <= step <= len(moves)): at most STRIDE moves replayed."""
        st = self.marks[step // STRIDE].copy()
        for text in self.record.moves[step // STRIDE * STRIDE:step]:
            st.apply(text)
        return st


class ReplayCache:
    def __init__(self, max_moves: int = 400_000, miss_rate: float = 1.0, miss_burst: float = 8.0) -> None:
        self.max_moves = max_moves
        self.miss_rate, self.miss_burst = miss_rate, miss_burst
        self.items: OrderedDict[str, Replayed] = OrderedDict()
        self.held = 0  # moves held by the cache
        self.lock = threading.Lock()
        self.building: dict[str, threading.Lock] = {}
        self.misses: dict[str, Bucket] = {}

    def get(self, tid: str, addr: str, build: Callable[[], tuple[Record, list[int]]], log_row: LogRow) -> Replayed:
        """The replayed table ``tid``; on a miss ``build`` reads its record and the seat of each move
        from the database, and the moves are replayed once (``log_row`` makes each row of the log)."""
        with self.lock:
            hit = self.items.get(tid)
            if hit is not None:
                self.items.move_to_end(tid)
                return hit
            one = self.building.setdefault(tid, threading.Lock())
        with one:  # one replay of a table at a time; the others wait for it
            with self.lock:
                hit = self.items.get(tid)
                if hit is not None:
                    return hit
                if not self.miss_ok(addr):
                    raise Refusal(429, "replay-busy", "too many games looked up at once from your address: "
                                                      "wait a few seconds and ask again")
            rec, seats = build()
            made = self._replay(rec, seats, log_row)
            with self.lock:
                self.building.pop(tid, None)
                self.items[tid] = made
                self.held += len(made.record.moves) + 1
                while self.held > self.max_moves and len(self.items) > 1:
                    _, old = self.items.popitem(last=False)
                    self.held -= len(old.record.moves) + 1
            return made

    def miss_ok(self, addr: str) -> bool:
        b = self.misses.get(addr)
        if b is None:
            if len(self.misses) > 10000:
                for k in [k for k, v in self.misses.items() if v.full()]:
                    del self.misses[k]
            b = self.misses[addr] = Bucket(self.miss_rate, self.miss_burst)
        return b.take()

    @staticmethod
    def _replay(rec: Record, seats: list[int], log_row: LogRow) -> Replayed:
        st = rec.start()
        marks, log, hand = [st.copy()], [], 0
        for n, (seat, text) in enumerate(zip(seats, rec.moves), 1):
            log.append(log_row(st, n, seat, text, hand))
            if text == "deal":
                hand += 1
            if n % STRIDE == 0:
                marks.append(st.copy())
        return Replayed(rec, st, log, marks)
