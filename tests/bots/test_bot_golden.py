"""The bots play their golden games move for move (tests/bots/golden): a change meant only to
make a bot faster must not change what it plays."""

from __future__ import annotations

import json

import pytest

from .golden.generate import FILE, HEURISTIC, SEARCH, heuristic_game, search_game

GOLDEN = json.loads(FILE.read_text(encoding="utf-8"))


def first_difference(got: list[str], want: list[str]) -> str:
    for i, (a, b) in enumerate(zip(got, want)):
        if a != b:
            return f"move {i + 1}: played {a!r}, the golden game has {b!r}"
    return f"{len(got)} moves played, the golden game has {len(want)}"


@pytest.mark.parametrize("game", HEURISTIC, ids=[f"{p}-{n}p-{s}" for p, n, s in HEURISTIC])
def test_the_heuristic_plays_its_golden_game(game: tuple[str, int, int]) -> None:
    p, n, s = game
    want = GOLDEN[f"heuristic {p} {n}p seed {s}"]
    got = heuristic_game(p, n, s)
    assert got == want, first_difference(got, want)


@pytest.mark.parametrize("game", SEARCH, ids=[f"{p}-{n}p-{s}" for p, n, s in SEARCH])
def test_a_fixed_budget_search_plays_its_golden_game(game: tuple[str, int, int]) -> None:
    p, n, s = game
    want = GOLDEN[f"ismcts {p} {n}p seed {s}"]
    got = search_game(p, n, s)
    assert got == want, first_difference(got, want)


def test_every_golden_game_is_played() -> None:
    assert len(GOLDEN) == len(HEURISTIC) + len(SEARCH)
    assert all(len(moves) > 20 for moves in GOLDEN.values())
