"""Bot speed: ISMCTS iterations per second on one core, and heuristic decisions per second.

ISMCTS searches every non-trivial decision of seat 0 in classic 4-player hands (the other seats
play the heuristic), with a fixed iteration budget, and reports iterations per second of search
time (CPU seconds of the process, i.e. of one core), then times the ``hard`` and ``expert``
levels over one hand (their longest decision must stay under 1 s).
Run: ``python benchmarks/bots.py [--hands N] [--iterations N] [--rules PRESET] [--players N]``.
"""

from __future__ import annotations

import argparse
import time

from canasta import new_game
from canasta.bots import make_bot
from canasta.bots.heuristic import HeuristicBot
from canasta.bots.ismcts import ISMCTSBot


def ismcts_speed(preset: str, players: int, hands: int, iterations: int | None, seed: int,
                 level: str | None = None) -> tuple[float, int, float, float, int, float]:
    """Iterations per CPU second of search, iterations in all, longest decision (wall seconds),
    mean CPU seconds per searched decision, searched decisions (those that ran at least one
    iteration), mean CPU seconds per decision of seat 0 (every one, forced moves and the moves
    the search leaves to the heuristic included: the figure a tournament reports)."""
    search_time = 0.0  # CPU seconds of this process: a rate per second of one core, whatever the load
    all_time = 0.0
    total_it = 0
    longest = 0.0
    searched = 0
    decisions = 0
    for i in range(hands):
        st = new_game(preset, players=players, seed=seed + i)
        bot = make_bot(level, seed + i) if level else ISMCTSBot(seed + i, iterations=iterations)
        assert isinstance(bot, ISMCTSBot)
        others = HeuristicBot(seed + i)
        while st.phase not in ("hand_over", "match_over"):
            view = st.view(st.turn)
            if st.turn == 0:
                t0 = time.perf_counter()
                c0 = time.process_time()
                move = bot.choose(view)
                dc = time.process_time() - c0
                longest = max(longest, time.perf_counter() - t0)
                all_time += dc
                decisions += 1
                if bot.last_iterations:
                    search_time += dc
                    total_it += bot.last_iterations
                    searched += 1
            else:
                move = others.choose(view)
            st.apply(move)
    return (total_it / search_time, total_it, longest, search_time / max(1, searched), searched,
            all_time / max(1, decisions))


def heuristic_speed(preset: str, players: int, hands: int, seed: int) -> float:
    decisions = 0
    t0 = time.process_time()
    for i in range(hands):
        st = new_game(preset, players=players, seed=seed + i)
        bot = HeuristicBot(seed + i)
        while st.phase not in ("hand_over", "match_over"):
            st.apply(bot.choose(st.view(st.turn)))
            decisions += 1
    return decisions / (time.process_time() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--hands", type=int, default=3)
    ap.add_argument("--iterations", type=int, default=600, help="ISMCTS iterations per move (default 600)")
    ap.add_argument("--rules", default="classic")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    ips, total, longest, cpu, n, _ = ismcts_speed(a.rules, a.players, a.hands, a.iterations, a.seed)
    print(f"ismcts {a.rules} {a.players}p: {total} iterations, {ips:.0f} iterations per CPU second, "
          f"longest decision {longest:.2f} s ({a.iterations} iterations per move, four-move rollouts)")
    for level in ("hard", "expert"):
        ips, total, longest, cpu, n, mean = ismcts_speed(a.rules, a.players, a.hands, None, a.seed, level=level)
        print(f"level {level}: {1000 * mean:.0f} ms CPU a decision, {ips:.0f} iterations per CPU second, "
              f"{1000 * cpu:.0f} ms CPU per searched decision ({n} decisions, {total / max(1, n):.0f} iterations "
              f"each: moves far behind the leader are dropped, a forced move costs none), longest decision {longest:.2f} s (wall) "
              f"over {a.hands} hands")
    dps = heuristic_speed(a.rules, a.players, max(10, a.hands * 10), a.seed)
    print(f"heuristic {a.rules} {a.players}p: {dps:.0f} decisions per CPU second (view to move)")


if __name__ == "__main__":
    main()
