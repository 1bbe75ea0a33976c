"""The compiled core against the pure-Python one (and, optionally, an older source tree), in one run.

Each measurement runs in a fresh process, so that every build is imported cleanly:

* ``compiled`` - the installed core as it is (``pip install`` compiled it with mypyc);
* ``pure``     - the same sources, pure Python: ``CANASTA_PURE=1`` with ``PYTHONPATH=src``;
* ``base``     - with ``--base DIR``: another source tree, pure Python (e.g. ``git archive`` of an
  older commit unpacked in DIR; DIR is its ``src`` directory).

Measured, per second of the measuring process's CPU time (one core): the engine
(``benchmarks/engine.py``: random legal moves through classic 4-player hands), our PettingZoo env
and RLCard's gin env (``benchmarks/compare.py``, random legal actions; RLCard does not use our
core, so it is run once per round), and ISMCTS iterations (``benchmarks/bots.py``: seat 0 searches
every decision of a classic 4-player hand with a fixed budget). The rounds alternate the builds
(compiled, pure, base, compiled, ...) so that the load of a shared machine falls on all of them
alike; the **median** round of each is reported, with the ratios, and the load average before and
after. Run::

    python benchmarks/builds.py [--rounds 5] [--base /tmp/old/src] [--only engine,pettingzoo,rlcard,ismcts]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "benchmarks"

# each prints one rate (per CPU second); {seed} differs per round
SNIPPETS = {
    "engine": ("decisions/s", "import engine; print(engine.run('classic', 4, {hands}, {seed})[1])"),
    "pettingzoo": ("decisions/s", "import compare; print(compare.bench_pettingzoo({seconds}, {seed}))"),
    "rlcard": ("decisions/s", "import compare; print(compare.bench_rlcard_gin({seconds}, {seed}))"),
    "ismcts": ("iterations/s", "import bots; print(bots.ismcts_speed('classic', 4, 1, {iterations}, {seed})[0])"),
}
CORE_NEUTRAL = {"rlcard"}  # does not use our core: measured under one build only


def build_env(build: str, base: str | None) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("CANASTA_PURE", None)
    env.pop("PYTHONPATH", None)
    if build == "pure":
        env["CANASTA_PURE"] = "1"
        env["PYTHONPATH"] = str(ROOT / "src")
    elif build == "base":
        assert base
        env["CANASTA_PURE"] = "1"
        env["PYTHONPATH"] = base
    return env


def measure(build: str, name: str, a: argparse.Namespace, seed: int) -> float:
    code = f"import sys; sys.path.insert(0, {str(BENCH)!r}); " + SNIPPETS[name][1].format(
        hands=a.hands, seconds=a.seconds, iterations=a.iterations, seed=seed)
    out = subprocess.run([sys.executable, "-c", code], env=build_env(build, a.base), cwd=ROOT,
                         capture_output=True, text=True, check=False)
    if out.returncode:
        raise SystemExit(f"{name} under the {build} build failed:\n{out.stderr[-1500:]}")
    return float(out.stdout.strip().splitlines()[-1])


def core_of(build: str, base: str | None) -> str:
    code = "import canasta._core as c; print(c.describe())"
    out = subprocess.run([sys.executable, "-c", code], env=build_env(build, base), cwd=ROOT,
                         capture_output=True, text=True, check=False)
    return out.stdout.strip() or "(no canasta._core: an older tree, pure Python)"


def loadavg() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--base", default=None, help="a second source tree (its src directory), run as pure Python")
    ap.add_argument("--only", default="", help="comma-separated subset of " + ",".join(SNIPPETS))
    ap.add_argument("--hands", type=int, default=300, help="engine: hands per round (default 300)")
    ap.add_argument("--seconds", type=float, default=3.0, help="envs: CPU seconds per round (default 3)")
    ap.add_argument("--iterations", type=int, default=300, help="ismcts: iterations per decision (default 300)")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    names = [x.strip() for x in a.only.split(",") if x.strip()] or list(SNIPPETS)
    bad = [x for x in names if x not in SNIPPETS]
    if bad:
        ap.error(f"unknown benchmark {bad[0]!r}; valid: {', '.join(SNIPPETS)}")
    builds = ["compiled", "pure"] + (["base"] if a.base else [])
    for b in builds:
        print(f"{b:9s}: {core_of(b, a.base)}", flush=True)
    print(f"load average before: {loadavg()} (cores: {os.cpu_count()})", flush=True)
    rates: dict[tuple[str, str], list[float]] = {}
    for r in range(a.rounds):
        seed = a.seed + 1000 * r
        for name in names:
            for b in (builds[:1] if name in CORE_NEUTRAL else builds):
                v = measure(b, name, a, seed)
                rates.setdefault((name, b), []).append(v)
                print(f"round {r + 1} {name:10s} {b:9s} {v:12.1f}", flush=True)
    print(f"load average after: {loadavg()}", flush=True)
    med = {k: statistics.median(v) for k, v in rates.items()}
    print("\n| benchmark | build | median rate | vs pure | vs base |\n|---|---|---:|---:|---:|")
    for name in names:
        for b in (builds[:1] if name in CORE_NEUTRAL else builds):
            v = med[(name, b)]
            vp = med.get((name, "pure"))
            vb = med.get((name, "base"))
            print(f"| {name} | {b if name not in CORE_NEUTRAL else '-'} | {v:,.0f} {SNIPPETS[name][0]} | "
                  f"{f'{v / vp:.2f}x' if vp and name not in CORE_NEUTRAL else ''} | "
                  f"{f'{v / vb:.2f}x' if vb else ''} |")
    if "pettingzoo" in names and "rlcard" in names:
        pz, rl = med[("pettingzoo", "compiled")], med[("rlcard", "compiled")]
        print(f"\nPettingZoo env (compiled core) / RLCard gin env: {pz / rl:.2f}x")


if __name__ == "__main__":
    main()
