"""Engine issue found by the leak check's random games, now fixed: a take that leaves one card the
player can neither discard to go out (I28) nor meld is refused, so the turn can always go on."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))

from presets.builder import build, legal  # noqa: E402


def test_I28_no_take_that_leaves_only_a_black_three() -> None:
    # Italian preset with house rules hand_size=5, canastas_to_go_out=0, go_out_needs=any,
    # permission=off: taking the pozzo with 7-7 would leave the 3c alone; discarding it to go out is
    # refused by I28 and a black three cannot be melded, so the take itself is refused.
    st = build("italian", 4, hands={0: "7h 7d 3c"}, pile="7s", melds={0: ["Kc Kd Kh"]}, turn=0,
               phase="draw", hand_size=5, canastas_to_go_out=0, go_out_needs="any", permission="off")
    assert "take 7 7" not in legal(st)
    assert "I28" in st.explain("take 7 7")
    assert legal(st)
