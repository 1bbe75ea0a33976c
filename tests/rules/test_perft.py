"""Perft-style move counts (as python-chess does for chess): the number of move sequences of a given
length from fixed deals. A change in move generation shows up here as a changed count; regenerate
tests/rules/perft.json with ``python tests/rules/test_perft.py`` only after checking the change is meant."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from canasta import new_game
from canasta.state import State

GOLDEN = Path(__file__).parent / "perft.json"
CASES = [("classic", 4, 1), ("classic", 2, 2), ("classic", 3, 3), ("french", 5, 4), ("slovak", 6, 5),
         ("italian", 4, 6), ("finnish", 4, 7), ("american", 4, 15), ("bolivia", 4, 16)]
DEPTH = 4


def perft(st: State, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for m in st.legal_move_list():
        child = st.copy()
        child.apply(m)
        total += perft(child, depth - 1)
    return total


def counts(preset: str, players: int, seed: int) -> list[int]:
    st = new_game(preset, players=players, seed=seed)
    # walk into the hand a little, so that melds and a real pile exist
    for _ in range(40):
        moves = st.legal_move_list()
        st.apply(moves[(st.turn_serial * 7 + len(moves)) % len(moves)])
        if st.hand_over:
            break
    return [perft(st, d) for d in range(1, DEPTH + 1)]


@pytest.mark.parametrize("preset,players,seed", CASES)
def test_perft_counts_match_golden(preset: str, players: int, seed: int) -> None:
    golden = json.loads(GOLDEN.read_text())
    assert counts(preset, players, seed) == golden[f"{preset}/{players}/{seed}"]


if __name__ == "__main__":
    out = {f"{p}/{n}/{s}": counts(p, n, s) for p, n, s in CASES}
    GOLDEN.write_text(json.dumps(out, indent=1) + "\n")
    json.dump(out, sys.stdout)
