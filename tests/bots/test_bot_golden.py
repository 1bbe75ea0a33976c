"""The bots play their golden games move for move (tests/bots/golden): a change meant only to
make a bot faster must not change what it plays."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from .golden.generate import FILE, HEURISTIC, LEVEL, SEARCH, heuristic_game, level_game, search_game

GOLDEN = json.loads(FILE.read_text(encoding="utf-8"))


def first_difference(got: list[str], want: list[str]) -> str:
    for i, (a, b) in enumerate(zip(got, want)):
        if a != b:
            return f"move {i + 1}: played {a!r}, the golden game has {b!r}"
    return f"{len(got)} moves played, the golden game has {len(want)}"


GAMES = ([("heuristic", g, heuristic_game) for g in HEURISTIC]
         + [("ismcts", g, search_game) for g in SEARCH] + [("hard", g, level_game) for g in LEVEL])


@pytest.mark.parametrize("bot, game, play", GAMES, ids=[f"{b}-{p}-{n}p-{s}" for b, (p, n, s), _ in GAMES])
def test_a_bot_plays_its_golden_game(bot: str, game: tuple[str, int, int],
                                     play: Callable[[str, int, int], list[str]]) -> None:
    p, n, s = game
    want = GOLDEN[f"{bot} {p} {n}p seed {s}"]
    got = play(p, n, s)
    assert got == want, first_difference(got, want)


def test_every_golden_game_is_played() -> None:
    assert len(GOLDEN) == len(HEURISTIC) + len(SEARCH) + len(LEVEL)
    assert all(len(moves) > 20 for moves in GOLDEN.values())
