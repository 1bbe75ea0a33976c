"""The table's log tells the talon a discard was followed by (MA-3, issue 42): the live log, the log
rebuilt from stored moves and the replay's rows agree, and other presets' rows are unchanged."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta import new_game  # noqa: E402
from canasta.state import State  # noqa: E402
from canasta.web.tables.texts import apply_logged, log_rows  # noqa: E402
from presets.builder import build  # noqa: E402


def _opening() -> State:
    return build("american", hands={0: "Ah As Ad 9c 5d", 1: "Qh Qs Qd 8c 5h"}, turn=0, phase="meld",
                 opened={0: False, 1: False}, stock_top="8h 8s 4c 4d 6c 6d 6h")


def test_MA3_the_discard_that_ends_an_initial_meld_names_its_talon_in_the_log() -> None:
    st = _opening()
    rows = [apply_logged(st, n, 0, text, 0) for n, text in enumerate(["meld A A A", "discard 9"], 1)]
    assert "talon" not in rows[0]
    assert rows[1]["talon"] == 4 and rows[1]["move"].startswith("discard")


def test_MA3_no_talon_in_the_log_where_the_rules_have_none() -> None:
    st = build("american", hands={0: "Ah As Ad 9c 5d"}, turn=0, phase="meld", opened={0: False},
               stock_top="8h 8s 4c 4d 6c 6d 6h", talons="")
    rows = [apply_logged(st, n, 0, text, 0) for n, text in enumerate(["meld A A A", "discard 9"], 1)]
    assert all("talon" not in r for r in rows)


def test_a_whole_american_game_logs_each_talon_once_per_side_and_hand() -> None:
    st = new_game("american", seed=11)
    moves: list[tuple[int, str]] = []
    while not st.match_over and len(moves) < 3000:
        m = st.legal_move_list()[len(moves) * 7 % len(st.legal_move_list())]
        moves.append((st.turn, str(m)))
        st.apply(m)
    rows = log_rows(moves, new_game("american", seed=11))
    talons = [(r["hand"], r["talon"]) for r in rows if "talon" in r]
    assert talons and all(n in (3, 4) for _, n in talons)
    per_hand: dict[int, int] = {}
    for hand, _ in talons:
        per_hand[hand] = per_hand.get(hand, 0) + 1
    assert max(per_hand.values()) <= 2  # at most one talon for each side's initial meld in a hand
    classic = new_game("classic", seed=11)
    cm: list[tuple[int, str]] = []
    for _ in range(200):
        m = classic.legal_move_list()[0]
        cm.append((classic.turn, str(m)))
        classic.apply(m)
    assert all("talon" not in r for r in log_rows(cm, new_game("classic", seed=11)))
