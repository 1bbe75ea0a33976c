"""Dead ends: random legal moves through many hands of every preset, player count and side structure.

RULES.md §0.2 promises that a game always goes on: every move the engine offers leads to a position
that has a legal move, until the match is over. This script plays matches with random legal moves
(so the opening minimum climbs through every score band) and reports each position where the
player to act has no legal move, or where an offered move raises. It must report 0.

Run: ``nice -n 10 python benchmarks/stuck.py [--hands N] [--seed S] [--max-hands-per-match M] [--preset P]
[--rule KEY=VALUE]``.
Not a timed test: it prints hands/s of CPU time for information only.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator

from canasta import new_game
from canasta.position import position_dict
from canasta.rules import _PARTNERSHIP_PLAYERS, PRESET_NAMES, RuleError, RuleSet, make_rules, preset_players


def configs(only: tuple[str, ...] = (), rules: dict[str, str] | None = None) -> Iterator[RuleSet]:
    """Every preset (or those in ``only``) at every player count it allows, with every side structure
    that fits the count, and the house ``rules`` (name: value) on top."""
    for preset in only or PRESET_NAMES:
        for n in preset_players(preset):
            seen = set()
            default = make_rules(preset, n)
            for part in [default.partnership] + [p for p, ns in _PARTNERSHIP_PLAYERS.items() if n in ns]:
                if part in seen:
                    continue
                seen.add(part)
                try:
                    yield make_rules(preset, n, {**(rules or {}), "partnership": part})
                except RuleError:
                    continue


def label(r: RuleSet) -> str:
    return f"{r.preset} {r.players}p {r.partnership}"


def play(r: RuleSet, seed: int, max_hands: int, out: list[dict[str, object]]) -> tuple[int, int]:
    """One match with random legal moves (at most ``max_hands`` hands): hands played, moves made."""
    st = new_game(r, seed=seed)
    rnd = random.Random(seed)
    hands = moves = 0
    while True:
        legal = st.legal_move_list()
        if not legal:
            out.append({"rules": label(r), "seed": seed, "hand": st.hand_no + 1, "move": moves,
                        "why": "no legal move", "position": position_dict(st)})
            return hands + 1, moves
        m = rnd.choice(legal)
        before = st.copy()
        try:
            st.apply(m)
        except Exception as e:  # an offered move must always apply
            out.append({"rules": label(r), "seed": seed, "hand": st.hand_no + 1, "move": moves,
                        "why": f"{m}: {type(e).__name__}: {e}", "position": position_dict(before)})
            return hands + 1, moves
        moves += 1
        if st.phase == "hand_over" or st.phase == "match_over":
            hands += 1
            if st.phase == "match_over" or hands >= max_hands:
                return hands, moves


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100_000, help="Hands to play in all (spread over the configurations).")
    ap.add_argument("--seed", type=int, default=1, help="Seed of the first match.")
    ap.add_argument("--max-hands-per-match", type=int, default=40, help="Stop a match after this many hands.")
    ap.add_argument("--show", type=int, default=3, help="Print the positions of this many dead ends as JSON.")
    ap.add_argument("--preset", action="append", default=[], choices=PRESET_NAMES,
                    help="Only this preset (repeatable; default: every preset).")
    ap.add_argument("--rule", action="append", default=[], metavar="KEY=VALUE",
                    help="A house rule on top of every configuration (repeatable), e.g. foot_next_turn=true.")
    a = ap.parse_args()
    rules = dict(r.split("=", 1) for r in a.rule)
    cfgs = list(configs(tuple(a.preset), rules))
    per = -(-a.hands // len(cfgs))
    stuck: list[dict[str, object]] = []
    total_hands = total_moves = 0
    t0 = time.process_time()
    w0 = time.perf_counter()
    for r in cfgs:
        hands = moves = 0
        seed = a.seed
        c0 = time.process_time()
        before = len(stuck)
        while hands < per:
            h, mv = play(r, seed, min(a.max_hands_per_match, per - hands), stuck)
            hands += h
            moves += mv
            seed += 1
        secs = time.process_time() - c0
        total_hands += hands
        total_moves += moves
        print(f"{label(r):32s} {hands:7d} hands {moves:9d} moves {hands / secs:8.1f} hands/s  "
              f"stuck {len(stuck) - before}", flush=True)
    secs = time.process_time() - t0
    print(f"total: {len(cfgs)} configurations, {total_hands} hands, {total_moves} moves, "
          f"{total_hands / secs:.1f} hands/s (CPU of one core; wall {time.perf_counter() - w0:.0f} s); "
          f"stuck positions: {len(stuck)}")
    for s in stuck[:a.show]:
        print(json.dumps(s))
    for s in stuck:
        print(f"STUCK {s['rules']} seed {s['seed']} hand {s['hand']} move {s['move']}: {s['why']}", file=sys.stderr)
    sys.exit(1 if stuck else 0)


if __name__ == "__main__":
    main()
