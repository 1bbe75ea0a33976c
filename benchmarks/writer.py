#!/usr/bin/env python3
"""The move writer's CPU per stored move (issue 41): ``--tables`` tables in a SQLite file in a temp
dir, each storing ``--moves`` moves one after the other through one :class:`MoveWriter` (so the
moves of tables that wait together share commits, as in the server), one move in four a person's
(checked against the seat's occupant), the others a bot's. Prints the process's CPU time (every
thread: the event loop's side and the writer's) per move, for the writer on the ``sqlite3`` module
(``SqliteMoves``, the server's) and on SQLAlchemy, alternating, best of ``--rounds``:

    PYTHONPATH=src .venv/bin/python benchmarks/writer.py
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path

from canasta.rules import make_rules
from canasta.web.storage import MoveWriter, Storage, seats


def setup(path: Path, n: int) -> tuple[Storage, list[tuple[str, int]]]:
    st = Storage(f"sqlite:///{path}")
    u = st.create_user("a")
    rs = make_rules("classic", 4).to_dict()
    out = []
    for i in range(n):
        tid = st.create_table("classic", 4, rs, {}, i, [("human", None)] + [("bot", "random")] * 3, u.id)
        with st.engine.begin() as c:
            c.execute(seats.update().where((seats.c.table_id == tid) & (seats.c.seat == 0)).values(user_id=u.id))
        out.append((tid, u.id))
    return st, out


def one_round(fast: bool, tables: int, moves: int) -> tuple[float, int]:
    with tempfile.TemporaryDirectory(prefix="canasta-writer-") as d:
        st, tids = setup(Path(d) / "w.db", tables)
        writer = MoveWriter(st, fast=fast)

        async def play(tid: str, uid: int) -> None:
            for n in range(1, moves + 1):
                person = n % 4 == 1
                await writer.add_moves(tid, n, [(0 if person else n % 4, f"discard {n % 50}")],
                                       occupant=(0, uid) if person else None)

        async def main() -> None:
            await asyncio.gather(*(play(t, u) for t, u in tids))

        try:
            t0 = time.process_time()
            asyncio.run(main())
            cpu = time.process_time() - t0
        finally:
            writer.close()
            st.close()
        assert writer.stored == tables * moves
        return cpu, writer.batches


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--moves", type=int, default=40)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    best: dict[str, tuple[float, int]] = {}
    for _ in range(a.rounds):
        for name, fast in (("sqlite3", True), ("sqlalchemy", False)):
            cpu, batches = one_round(fast, a.tables, a.moves)
            if name not in best or cpu < best[name][0]:
                best[name] = (cpu, batches)
    n = a.tables * a.moves
    out = {name: {"cpu_us_per_move": round(1e6 * cpu / n, 1), "moves_per_commit": round(n / batches, 1)}
           for name, (cpu, batches) in best.items()}
    out["ratio"] = round(best["sqlalchemy"][0] / best["sqlite3"][0], 2)  # type: ignore[assignment]
    print(json.dumps({"tables": a.tables, "moves": a.moves, "rounds": a.rounds, **out}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
