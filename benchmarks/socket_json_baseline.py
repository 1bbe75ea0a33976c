#!/usr/bin/env python3
"""The JSON CPU of a server that encodes with the standard library's ``json`` (the server of
``d3065b1``, when issue 39 was filed): ``benchmarks/socket_bytes.py --mode full`` with every
``json.dumps`` made while ``Hub.broadcast`` runs timed (thread CPU), printed per broadcast.

    git archive d3065b1 | tar -x -C /tmp/base39
    PYTHONPATH=/tmp/base39/src .venv/bin/python benchmarks/socket_json_baseline.py

Today's server encodes with orjson and diffs in Python: ``socket_bytes.py``'s ``replay_per_message``
(``changes_json_us``) and the difference of its ``build_us_per_move`` between ``changes`` and
``full`` give its JSON CPU (docs/web.md, "State as changes").
"""

from __future__ import annotations

import contextlib
import json
import runpy
import sys
import time
from pathlib import Path
from typing import Any

from canasta.web import server

SEEDS = ["1", "2", "3", "4", "5"]


def main() -> int:
    if not hasattr(server, "Hub"):
        print("error: this server has no server.Hub (it is newer than d3065b1): use socket_bytes.py",
              file=sys.stderr)
        return 2
    acc = {"cpu": 0.0, "calls": 0, "broadcasts": 0}
    inside = [False]
    dumps = json.dumps

    def timed_dumps(*a: Any, **k: Any) -> str:
        if not inside[0]:
            return dumps(*a, **k)
        t0 = time.thread_time()
        try:
            return dumps(*a, **k)
        finally:
            acc["cpu"] += time.thread_time() - t0
            acc["calls"] += 1

    broadcast = server.Hub.broadcast

    async def timed_broadcast(*a: Any) -> None:  # it never awaits: the time inside is its own
        inside[0] = True
        acc["broadcasts"] += 1
        try:
            await broadcast(*a)
        finally:
            inside[0] = False

    json.dumps = timed_dumps  # type: ignore[assignment]
    server.Hub.broadcast = timed_broadcast  # type: ignore[method-assign]
    sys.argv = ["socket_bytes.py", "--mode", "full", "--seeds", *SEEDS]
    with contextlib.suppress(SystemExit):
        runpy.run_path(str(Path(__file__).with_name("socket_bytes.py")), run_name="__main__")
    n = max(1, int(acc["broadcasts"]))
    print(f"JSON in broadcast: {1e6 * acc['cpu'] / n:.1f} us per broadcast "
          f"({n} broadcasts, {int(acc['calls'])} json.dumps calls)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
