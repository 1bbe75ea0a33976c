"""Fit the learned evaluation of ``canasta.bots.learned`` (ISMCTS option ``e3``).

Plays heuristic self-play hands (classic, 4 players; a share of the players' moves random, for
variety), keeps about one position in twelve, and fits by ridge regression the final points of
one side minus another's on the difference of their :mod:`canasta.bots.evalfeat` features.
Prints the fit and the weights to paste into ``learned.py``.

Run: ``python scripts/fit_eval.py --hands 8000 --seed 1000000`` (about a minute).
"""

from __future__ import annotations

import argparse
import random

import numpy as np

from canasta import new_game
from canasta.bots.evalfeat import NAMES, features
from canasta.bots.heuristic import HeuristicBot
from canasta.rules import make_rules


def positions(preset: str, hands: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rules = make_rules(preset, 4, {})
    rnd = random.Random(seed)
    xs: list[np.ndarray] = []
    ys: list[float] = []
    for g in range(hands):
        s = seed + g
        st = new_game(rules, seed=s)
        noise = rnd.choice([0.0, 0.0, 0.05, 0.15])
        bots = [HeuristicBot(s * 4 + q, noise=noise) for q in range(4)]
        snaps = []
        while st.phase not in ("hand_over", "match_over"):
            if rnd.random() < 0.08:
                snaps.append(features(st))
            st.apply(bots[st.turn].choose(st.view(st.turn)))
        assert st.result is not None
        pts = [st.result.team_points[st.team_of[m[0]]] for m in st.sides]
        for f in snaps:
            for a in range(len(pts)):
                for b in range(len(pts)):
                    if a != b:
                        xs.append(np.array(f[a]) - np.array(f[b]))
                        ys.append(pts[a] - pts[b])
    return np.array(xs), np.array(ys)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--preset", default="classic")
    ap.add_argument("--hands", type=int, default=8000)
    ap.add_argument("--seed", type=int, default=1_000_000)
    ap.add_argument("--ridge", type=float, default=1.0)
    a = ap.parse_args()
    x, y = positions(a.preset, a.hands, a.seed)
    idx = np.random.default_rng(0).permutation(len(x))
    cut = int(0.8 * len(x))
    tr, te = idx[:cut], idx[cut:]
    w = np.linalg.solve(x[tr].T @ x[tr] + a.ridge * np.eye(x.shape[1]), x[tr].T @ y[tr])
    res = y[te] - x[te] @ w
    print(f"{len(x)} position pairs; sd of the margin {y.std():.0f}, held-out rmse {res.std():.0f}, "
          f"R2 {1 - res.var() / y[te].var():.3f}")
    for k, v in zip(NAMES, w):
        print(f"  {k:15s} {v:9.3f}")
    print("WEIGHTS =", tuple(round(float(v), 3) for v in w))


if __name__ == "__main__":
    main()
