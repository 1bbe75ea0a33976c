"""Write the golden records: complete matches of random legal moves from fixed seeds.

Run ``python tests/golden/generate.py`` only when a rule change is meant to change these matches;
the test ``test_golden.py`` replays every record and checks its final result.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from canasta import make_rules, new_game
from canasta.record import Record

HERE = Path(__file__).parent

# (preset, players, seed, target): at least one complete match per preset, and the unusual structures.
GAMES = [
    ("classic", 4, 0, 1500),
    ("classic", 3, 1, 1500),
    ("classic", 6, 1, 1000),
    ("french", 4, 2, 1500),
    ("french", 5, 0, 1000),
    ("slovak", 4, 31, 1500),
    ("slovak", 2, 32, 1000),
    ("italian", 4, 4, 1000),
    ("finnish", 4, 51, 1500),
    ("finnish", 2, 12, 1000),
    ("american", 4, 0, 500),  # random play rarely climbs under MA's penalties: a seed that ends in one hand
    ("samba", 4, 3, 1500),
    ("bolivia", 4, 1, 2000),
    ("handfoot", 4, 1, 5000),  # the match is four hands (HF-9): the target is not used
]


def play(preset: str, players: int, seed: int, target: int) -> tuple[Record, dict[str, object]]:
    rules = make_rules(preset, players, {"target": target})
    st = new_game(rules, seed=seed)
    rnd = random.Random(seed)
    moves: list[str] = []
    while not st.match_over:
        m = rnd.choice(st.legal_move_list())
        st.apply(m)
        moves.append(str(m))
    rec = Record(rules, seed, moves, players=["random"] * players,
                 meta={"generator": "tests/golden/generate.py", "choice": f"random.Random({seed}).choice"})
    rec.meta["sheet"] = [list(row) for row in st.sheet]
    return rec, rec.to_dict(final=st)


def path_for(preset: str, players: int, seed: int) -> Path:
    return HERE / f"{preset}_{players}p_seed{seed}.json"


def main() -> None:
    import sys

    only = set(sys.argv[1:])  # e.g. ``american``: write only these presets' records
    for preset, players, seed, target in GAMES:
        if only and preset not in only:
            continue
        _, data = play(preset, players, seed, target)
        path_for(preset, players, seed).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(path_for(preset, players, seed).name, data["result"])


if __name__ == "__main__":
    main()
