"""Engine cost per decision that the machine's load does not move: instructions and mispredicted
branches, counted by valgrind's cachegrind (a simulated CPU), for ``benchmarks/engine.py``.

A shared machine's load moves every timing by tens of percent between runs; these counts are the
same on every run of the same code. Python's time per decision follows the mispredicted branches
most closely (the interpreter's dispatch of each bytecode is an indirect branch). The run with
``--hands 0`` (start-up, imports) is subtracted. Needs ``valgrind`` (``apt-get install valgrind``).

Run: ``python benchmarks/instructions.py [--hands 60] [SRC ...]``, e.g. ``python
benchmarks/instructions.py /tmp/base/src src`` to compare two versions of the code. Each run takes
about 15 s per 60 hands.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).with_name("engine.py")


def _run(src: str, hands: int) -> tuple[int, int, float]:
    """Instructions, mispredicted branches and decisions of ``engine.py --hands N`` on ``src``."""
    env = dict(os.environ, PYTHONPATH=str(Path(src).resolve()))
    cmd = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--branch-sim=yes", "--cachegrind-out-file=/dev/null",
           sys.executable, str(ENGINE), "--hands", str(hands)]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    text = out.stdout + out.stderr
    ir = re.search(r"I\s+refs:\s+([\d,]+)", text)
    mp = re.search(r"Mispredicts:\s+([\d,]+)", text)
    if ir is None or mp is None:
        raise SystemExit(f"valgrind gave no counts for {src}: {text.strip().splitlines()[-1:]}")
    per = re.search(r"([\d.]+) decisions/hand", text)
    decisions = float(per.group(1)) * hands if per else 0.0
    return int(ir.group(1).replace(",", "")), int(mp.group(1).replace(",", "")), decisions


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("src", nargs="*", default=["src"], help="source folders to compare (default: src)")
    ap.add_argument("--hands", type=int, default=60, help="hands of classic 4-player random play (default 60)")
    a = ap.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    if a.hands < 1:
        raise SystemExit("--hands must be at least 1")
    rows = []
    for src in a.src:
        ir0, mp0, _ = _run(src, 0)
        ir, mp, d = _run(src, a.hands)
        rows.append((src, (ir - ir0) / d, (mp - mp0) / d, d))
    print("| code | instructions / decision | mispredicted branches / decision | decisions |")
    print("| --- | ---: | ---: | ---: |")
    for src, ir, mp, d in rows:
        print(f"| {src} | {ir:,.0f} | {mp:,.0f} | {d:,.0f} |")
    if len(rows) > 1:
        first = rows[0]
        for src, ir, mp, _ in rows[1:]:
            print(f"{src} against {first[0]}: {first[1] / ir:.2f}x fewer instructions, "
                  f"{first[2] / mp:.2f}x fewer mispredicted branches")


if __name__ == "__main__":
    main()
