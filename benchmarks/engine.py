"""Engine speed: random legal moves through complete 4-player classic hands.

A decision is one legal-moves call plus one apply. Rates are per second of CPU time of the
one core the benchmark runs on, so a busy second core does not distort them. Run: ``python benchmarks/engine.py
[--hands N] [--rules PRESET] [--players N]``. Prints hands/s and decisions/s.
"""

from __future__ import annotations

import argparse
import random
import time

from canasta import new_game


def run(preset: str, players: int, hands: int, seed: int) -> tuple[float, float, float, float]:
    """Returns hands/s and decisions/s of CPU time (one core), decisions per hand, and wall seconds."""
    rnd = random.Random(seed)
    decisions = 0
    w0 = time.perf_counter()
    t0 = time.process_time()
    for i in range(hands):
        st = new_game(preset, players=players, seed=seed + i)
        choice = rnd.choice
        while st.phase != "hand_over" and st.phase != "match_over":
            st.apply(choice(st.legal_move_list()))
            decisions += 1
    secs = time.process_time() - t0
    return hands / secs, decisions / secs, decisions / hands, time.perf_counter() - w0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hands", type=int, default=1000)
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    hps, dps, per, wall = run(a.rules, a.players, a.hands, a.seed)
    print(f"{a.rules} {a.players}p: {a.hands} hands, {hps:.1f} hands/s, {dps:.0f} decisions/s, "
          f"{per:.1f} decisions/hand (CPU time of one core; wall {wall:.1f} s)")


if __name__ == "__main__":
    main()
