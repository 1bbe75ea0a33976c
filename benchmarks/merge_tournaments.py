"""Merge ``canasta tournament --output`` files of the same bots over disjoint seeds into one summary.

Long tournaments on a shared machine run as chunks (``--deals 10 --seed S`` for several S); this
recomputes the statistics of all their deals together with the tournament's own ``summarize``
(bots are matched by position, so ``hard`` and ``ismcts:600:0.7s`` may be merged).
Run: ``python benchmarks/merge_tournaments.py a.json b.json ... [--json]``.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from canasta.bots.tournament import Watch, summarize
from canasta.moves import parse_move
from canasta.record import record_from_dict


def recount(game: dict[str, Any], labels: list[str]) -> None:
    """Fill in the play counts a game saved by an older version lacks (``offered``), by replaying its
    record through the referee's counter."""
    play = game.setdefault("play", {})
    missing = [k for k in Watch.KEYS if k not in play]
    if not missing:
        return
    rec = record_from_dict(game["record"])
    team_bots = game["team_bots"]
    st = rec.start()
    seat_bot = [team_bots[st.team_of[q]] for q in range(rec.rules.players)]
    watch = Watch(len(labels))
    for text in rec.moves:
        move = parse_move(text)
        q = st.turn  # the seat that chooses, as in the tournament's loop
        watch.before(st, move, seat_bot[q])
        st.apply(move)
        watch.after(st, move, seat_bot[q], q)
    for k in missing:
        play[k] = watch.counts[k]


def merge(paths: list[str]) -> tuple[list[str], list[dict[str, Any]]]:
    labels: list[str] | None = None
    deals: list[dict[str, Any]] = []
    seen: set[int] = set()
    for p in paths:
        with open(p, encoding="utf-8") as f:
            d = json.load(f)
        labels = labels or d["config"]["labels"]
        if len(d["config"]["labels"]) != len(labels):
            raise SystemExit(f"error: {p} has other bots than {paths[0]}")
        by: dict[int, list[dict[str, Any]]] = {}
        for g in d["games"]:
            by.setdefault(int(g["seed"]), []).append(g)
        for seed, games in sorted(by.items()):
            if seed in seen:
                raise SystemExit(f"error: the deal with seed {seed} is in two files")
            seen.add(seed)
            for g in games:
                recount(g, d["config"]["labels"])
            deals.append({"deal": seed, "games": games})
    assert labels is not None
    return labels, deals


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    labels, deals = merge(a.files)
    s = summarize(labels, deals)
    if a.json:
        print(json.dumps({"deals": len(deals), "summary": s}))
        return
    print(f"{len(deals)} deals from {len(a.files)} files")
    for name, x in s.items():
        lo, hi = x["margin_ci95"]
        print(f"{name}: {x['margin_per_hand']:+.1f} a hand ({lo:+.1f} to {hi:+.1f}), won {100 * x['win_rate']:.1f}%, "
              f"gifts {x['gifts_per_hand']:.2f}, piles offered {x['offered_per_hand']:.2f}, held sets {x['held_sets_per_hand']:.3f}, piles {x['piles_per_hand']:.2f}, "
              f"went out {100 * x['went_out_rate']:.0f}%, {x['mean_decision_cpu_ms']} ms CPU a decision "
              f"(longest {x['longest_decision_ms']} ms wall)")


if __name__ == "__main__":
    main()
