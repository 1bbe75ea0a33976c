"""Going out by melding (C-12.1, C-12.2; Finnish "pöytäämällä", Fi18/Fi19; Italian closing IT-17).

A step of a turn is judged by whether the turn can still be completed legally, not by the state
right after the step: a lay-off that leaves one card while the side has no canasta yet is legal
when the next lay-off completes the canasta and empties the hand (the same principle as the
opening minimum, C-9.1).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent))

from presets.builder import build, illegal_reason, legal, play  # noqa: E402

FIVE_6 = "6c 6d 6h 6s 6c"
SIX_6 = "6c 6d 6h 6s 6c 6d"
CANASTA_K = "Kc Kd Kh Ks Kc Kd Kh"


def test_C12_2_going_out_by_melding_the_last_two_cards_completes_the_canasta() -> None:
    # the example: five 6s on the table, no canasta yet; the player holds 6 6 after drawing
    st = build("classic", hands={0: "6h 6s"}, melds={0: [FIVE_6]}, turn=0, phase="meld")
    assert "add 6" in legal(st)
    play(st, "add 6")
    assert legal(st) == {"add 6"}  # only going out is left: no discard of the last card (C-12.2)
    play(st, "add 6")
    assert st.result is not None and st.result.went_out == 0
    assert st.result.sides[0].going_out == 100


def test_C12_2_going_out_by_melding_then_a_discard() -> None:
    st = build("classic", hands={0: "6h 6s 9c"}, melds={0: [FIVE_6]}, turn=0, phase="meld")
    play(st, "add 6", "add 6")
    assert "discard 9" in legal(st)
    play(st, "discard 9")
    assert st.result is not None and st.result.went_out == 0


def test_C12_2_a_lay_off_that_cannot_lead_to_going_out_stays_refused() -> None:
    # four 6s on the table: 6 6 make only six; adding one would leave a card that can neither be
    # melded out nor discarded (T30)
    st = build("classic", hands={0: "6h 6s"}, melds={0: ["6c 6d 6h 6s"]}, turn=0, phase="meld")
    assert "add 6" not in legal(st)
    assert "C-12.2" in illegal_reason(st, "add 6")
    assert legal(st) == {"discard 6"} | ({"ask"} if "ask" in legal(st) else set())


def test_C12_2_taking_the_pile_to_go_out_by_melding() -> None:
    # one-card pile 7; 7 7 from the hand take it, the last card 6 completes the canasta of 6s
    st = build("classic", hands={0: "7h 7s 6h"}, melds={0: [SIX_6]}, pile="7d", turn=0, phase="draw")
    assert "take 7 7" in legal(st)
    play(st, "take 7 7", "add 6")
    assert st.result is not None and st.result.went_out == 0


def test_C12_1_two_players_need_two_canastas_and_no_partner() -> None:
    st = build("classic", 2, hands={0: "6h 6s"}, melds={0: [CANASTA_K, FIVE_6]}, turn=0, phase="meld")
    assert "ask" not in legal(st)
    play(st, "add 6", "add 6")
    assert st.result is not None and st.result.went_out == 0
    one = build("classic", 2, hands={0: "6h 6s"}, melds={0: [FIVE_6]}, turn=0, phase="meld")
    assert "add 6" not in legal(one)  # one canasta is not enough with two players (§1.16)


def test_C12_4_partnership_after_permission() -> None:
    st = build("classic", hands={0: "6h 6s", 2: "9c 9d"}, melds={0: [FIVE_6]}, turn=0, phase="meld")
    assert "ask" in legal(st)
    play(st, "ask", "yes")
    assert legal(st) == {"add 6"}  # a binding yes: the player must go out
    play(st, "add 6", "add 6")
    assert st.result is not None and st.result.went_out == 0
    no = build("classic", hands={0: "6h 6s", 2: "9c 9d"}, melds={0: [FIVE_6]}, turn=0, phase="meld")
    play(no, "ask", "no")
    assert "add 6" not in legal(no)
    assert "C-12.4" in illegal_reason(no, "add 6")


def test_C12_5_going_out_concealed_by_melding() -> None:
    st = build("classic", hands={0: "5c 5d 5h 5s 5c 5d 5h"}, turn=0, phase="meld")
    play(st, "meld 5 5 5", "add 5", "add 5", "add 5")
    assert legal(st) == {"add 5"}
    play(st, "add 5")
    assert st.result is not None and st.result.concealed and st.result.sides[0].going_out == 200


def test_FI8_going_out_by_melding_poytaamalla_alone() -> None:
    # Finnish, two players each alone: no permission is needed (FI-8), one canasta (FI-10)
    st = build("finnish", 2, hands={0: "6h 6s"}, melds={0: [FIVE_6]}, turn=0, phase="meld")
    play(st, "add 6", "add 6")
    assert st.result is not None and st.result.went_out == 0


def test_IT17_italian_closing_by_melding_needs_a_pure_and_an_impure_canasta() -> None:
    # a pure canasta of kings; queens Q Q Q Q 2 (five cards): Q Q from the hand make the impure one
    st = build("italian", hands={0: "Qh Qs"}, melds={0: [CANASTA_K, "Qc Qd Qh Qs 2c"]}, turn=0, phase="meld")
    assert "add Q" in legal(st)
    play(st, "add Q", "add Q")
    assert st.result is not None and st.result.went_out == 0
    assert st.result.sides[0].going_out == 300
    # two pure canastas do not allow closing (IT-17): the same step is refused, naming IT-17
    pure = build("italian", hands={0: "Qh Qs"}, melds={0: [CANASTA_K, "Qc Qd Qh Qs Qc"]}, turn=0, phase="meld")
    assert "add Q" not in legal(pure)
    assert "IT-17" in illegal_reason(pure, "add Q")


def test_IT17_italian_closing_by_melding_with_a_discard() -> None:
    st = build("italian", hands={0: "Qh Qs 9c"}, melds={0: [CANASTA_K, "Qc Qd Qh Qs 2c"]}, turn=0, phase="meld")
    play(st, "add Q", "add Q", "discard 9")
    assert st.result is not None and st.result.went_out == 0


def test_FI8_going_out_by_melding_in_partnership_after_the_yes() -> None:
    # Finnish four players: asking is required (FI-8); after the yes the lay-offs go out
    st = build("finnish", hands={0: "6h 6s", 2: "9c 9d"}, melds={0: [FIVE_6]}, turn=0, phase="meld")
    assert "add 6" not in legal(st)
    assert "FI-8" in illegal_reason(st, "add 6")
    play(st, "ask", "yes", "add 6", "add 6")
    assert st.result is not None and st.result.went_out == 0
