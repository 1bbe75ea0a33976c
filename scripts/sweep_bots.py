"""Compare two bot specs over duplicate deals, fast (no records): a tool for tuning with common
random numbers. Each deal (seed ``S + i``) is played twice with the sides swapped; the figure is
the mean margin of A's side per deal, with a 95% interval over deals.

Run: ``python scripts/sweep_bots.py tuned:danger=1.5 heuristic --deals 2000 --seed 200000``
(about 40 s for two heuristic-speed bots). ``canasta tournament`` gives the same kind of figure
with records and play statistics; this keeps only the margins.
"""

from __future__ import annotations

import argparse
import math
import time

from canasta import new_game
from canasta.bots import make_bot
from canasta.rules import make_rules


def deal_margin(rules: object, a: str, b: str, seed: int) -> float:
    out = []
    for j in range(2):
        st = new_game(rules, seed=seed)  # type: ignore[arg-type]
        specs = (a, b) if j == 0 else (b, a)
        bots = [make_bot(specs[0 if st.team_of[q] == 0 else 1], seed * 7 + q) for q in range(st.rules.players)]
        while st.phase not in ("hand_over", "match_over"):
            st.apply(bots[st.turn].choose(st.view(st.turn)))
        assert st.result is not None
        d = st.result.team_points[0] - max(st.result.team_points[1:])
        out.append(d if j == 0 else -d)
    return sum(out) / 2


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a")
    ap.add_argument("b", nargs="?", default="heuristic")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=100_000)
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--players", type=int, default=4)
    x = ap.parse_args()
    rules = make_rules(x.rules, x.players, {})
    t0 = time.time()
    xs = [deal_margin(rules, x.a, x.b, x.seed + i) for i in range(x.deals)]
    n = len(xs)
    m = sum(xs) / n
    sd = math.sqrt(sum((v - m) ** 2 for v in xs) / (n - 1)) if n > 1 else 0.0
    h = 1.96 * sd / math.sqrt(n)
    print(f"{x.a} vs {x.b}: {m:+.1f} ({m - h:+.1f} to {m + h:+.1f}), {n} deals, {time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
