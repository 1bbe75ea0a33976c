"""Write the bots' golden games: the moves the heuristic and a fixed-budget ISMCTS search choose
from fixed seeds (and the hard level's search, without its wall-clock cap).

Run ``python tests/bots/golden/generate.py`` only when a change to a bot is meant to change its
play; ``test_bot_golden.py`` plays the games again and names the first move that differs. A change
meant only to make a bot faster must leave these games as they are.
"""

from __future__ import annotations

import json
from pathlib import Path

from canasta import new_game
from canasta.bots import HARD_ITERATIONS, Bot, search_level
from canasta.bots.heuristic import HeuristicBot
from canasta.bots.ismcts import ISMCTSBot

HERE = Path(__file__).parent
FILE = HERE / "games.json"

# (preset, players, seed): one hand each; seat 1 of the heuristic games plays 10% of its moves at
# random (the easy level's noise), so that the games reach positions the plain policy avoids
HEURISTIC = [("classic", 4, 0), ("classic", 2, 1), ("classic", 3, 2), ("classic", 6, 3),
             ("italian", 4, 4), ("finnish", 4, 5), ("french", 4, 6), ("slovak", 4, 7), ("classic", 5, 8)]
# (preset, players, seed): seat 0 searches (100 iterations, no time limit, so the moves depend
# on the seed only) for its first 15 decisions, the other seats play the heuristic
SEARCH = [("classic", 4, 0), ("italian", 4, 1)]
SEARCH_DECISIONS = 15
# (preset, players, seed): seat 0 plays the hard level's search without its wall-clock cap (so
# that the moves depend on the seed only) for its first 15 decisions
LEVEL = [("classic", 4, 2), ("french", 4, 3)]


def heuristic_game(preset: str, players: int, seed: int) -> list[str]:
    st = new_game(preset, players=players, seed=seed)
    bots = [HeuristicBot(seed * 10 + q, noise=0.1 if q == 1 else 0.0) for q in range(players)]
    moves = []
    while st.phase not in ("hand_over", "match_over"):
        m = bots[st.turn].choose(st.view(st.turn))
        moves.append(str(m))
        st.apply(m)
    return moves


def search_game(preset: str, players: int, seed: int, search: Bot | None = None) -> list[str]:
    st = new_game(preset, players=players, seed=seed)
    search = search or ISMCTSBot(seed, iterations=100)
    others = HeuristicBot(seed)
    moves = []
    searched = 0
    while st.phase not in ("hand_over", "match_over") and searched < SEARCH_DECISIONS:
        v = st.view(st.turn)
        if st.turn == 0:
            m = search.choose(v)
            searched += 1
        else:
            m = others.choose(v)
        moves.append(str(m))
        st.apply(m)
    return moves


def level_game(preset: str, players: int, seed: int) -> list[str]:
    return search_game(preset, players, seed, search_level(seed, HARD_ITERATIONS, None))


def games() -> dict[str, list[str]]:
    out = {f"heuristic {p} {n}p seed {s}": heuristic_game(p, n, s) for p, n, s in HEURISTIC}
    out.update({f"ismcts {p} {n}p seed {s}": search_game(p, n, s) for p, n, s in SEARCH})
    out.update({f"hard {p} {n}p seed {s}": level_game(p, n, s) for p, n, s in LEVEL})
    return out


def main() -> None:
    FILE.write_text(json.dumps(games(), indent=0) + "\n", encoding="utf-8")
    print(FILE)


if __name__ == "__main__":
    main()
