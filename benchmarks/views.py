"""View speed: the cost of a seat's view and of a determinization, in microseconds.

Collects positions from random legal play (every decision of ``--hands`` hands), then times, per
position and CPU time of one core: ``st.view(seat)`` for the player to act alone, the view with
a read of ``legal_moves`` and the hand, the view's text form (``to_dict()``), and
``determinize(view, seed)`` (the sampling step of ISMCTS).
Run: ``python benchmarks/views.py [--hands N] [--rules PRESET] [--players N]``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

from canasta import State, new_game
from canasta.position import determinize


def positions(preset: str, players: int, hands: int, seed: int) -> list[State]:
    rnd = random.Random(seed)
    out: list[State] = []
    for i in range(hands):
        st = new_game(preset, players=players, seed=seed + i)
        while st.phase != "hand_over" and st.phase != "match_over":
            out.append(st.copy())
            st.apply(rnd.choice(st.legal_move_list()))
    for st in out:
        st.legal_move_list()  # the legal moves are the engine's cost, not the view's
    return out


def per_call(sts: list[State], fn: Callable[[State], Any], repeat: int = 3) -> float:
    """Best of ``repeat`` runs: CPU microseconds per call."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        for st in sts:
            fn(st)
        best = min(best, time.process_time() - t0)
    return best / len(sts) * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hands", type=int, default=20)
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    sts = positions(a.rules, a.players, a.hands, a.seed)
    views = [st.view(st.turn) for st in sts]
    print(f"{a.rules} {a.players}p: {len(sts)} positions (CPU microseconds per call, best of 3)")
    print(f"  view(seat)                      {per_call(sts, lambda st: st.view(st.turn)):8.2f}")
    print(f"  view(seat).legal_moves          {per_call(sts, lambda st: st.view(st.turn).legal_moves):8.2f}")
    print(f"  view(seat): legal_moves + hand  "
          f"{per_call(sts, lambda st: (lambda v: (v.legal_moves, v.hand))(st.view(st.turn))):8.2f}")
    print(f"  view(seat).to_dict()            {per_call(sts, lambda st: st.view(st.turn).to_dict()):8.2f}")
    it = iter(range(1 << 30))
    vs = {id(st): v for st, v in zip(sts, views)}
    print(f"  determinize(view, seed)         "
          f"{per_call(sts, lambda st: determinize(vs[id(st)], next(it)), repeat=1):8.2f}")


if __name__ == "__main__":
    main()
