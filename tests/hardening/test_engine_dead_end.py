"""Engine issue found by the leak check's random games (reported, not fixed here: engine code)."""

from __future__ import annotations

from pathlib import Path

import pytest

from canasta.position import load_position


@pytest.mark.xfail(strict=True, reason="engine bug: a seat can reach the meld phase holding only a black three "
                                       "it may not discard to go out (I28) and cannot meld: no legal move")
def test_a_seat_on_turn_always_has_a_legal_move() -> None:
    # Italian preset with house rules hand_size=5, canastas_to_go_out=0, go_out_needs=any,
    # permission=off, reached by random play: seat 0 took the pile ("take 7 7") and kept one card,
    # the 3c. Discarding it to go out is refused by I28 (closing discard may be neither a black
    # three nor a wild card); black threes cannot be melded here; "end", "ask", "draw" do not apply.
    st = load_position((Path(__file__).parent / "data" / "italian_dead_end.json").read_text())
    assert st.phase == "meld" and st.turn == 0 and st.nhand[0] == 1
    assert st.legal_move_list(), "the seat on turn has no legal move"
