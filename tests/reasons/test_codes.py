"""Each refusal path has one code: positions built for the refusals random play rarely meets, and
the facts a table shows (why the pile is frozen or blocked, what a side needs, why it may not go
out). RULES.md ids are named in the test names."""

from __future__ import annotations

import pytest

from canasta import IllegalMoveError, new_game
from canasta.reasons import Reason
from presets.builder import build


def refusal(st, move: str) -> Reason:
    why = st.reason(move)
    assert why is not None, f"{move} is legal"
    with pytest.raises(IllegalMoveError) as e:
        st.apply(move)
    assert (e.value.code, e.value.params, e.value.rule) == (why.code, why.params, why.rule)
    assert str(e.value) == why.message == st.explain(move)
    return why


def test_C12_2_the_last_card_may_not_be_discarded_without_the_canastas() -> None:
    st = build(hands={0: "9c"}, melds={0: ["Qc Qd Qs"]}, phase="meld")
    why = refusal(st, "discard 9")
    assert (why.code, why.rule) == ("keep-a-card", "C-12.2")


def test_I28_the_going_out_discard_may_not_be_a_wild_card_in_italian() -> None:
    st = build("italian", hands={0: "JK"}, melds={0: ["Qc Qd Qs Qh Qc Qd Qs", "Kc Kd Kh Ks Kc Kd 2h"]},
               phase="meld")
    assert refusal(st, "discard JK").code == "closing-discard"


def test_C12_2_an_add_that_leaves_one_card_without_canasta() -> None:
    st = build(hands={0: "Qh 9c"}, melds={0: ["Qc Qd Qs"]}, phase="meld")
    why = refusal(st, "add Q")
    assert why.rule == "C-12.2"


def test_K2_no_discard_after_a_red_three_as_the_last_stock_card() -> None:
    st = build(hands={0: "9c 8d 7h"}, melds={0: ["Qc Qd Qs"]}, phase="meld", flags={"no_discard": True})
    assert refusal(st, "discard 9").code == "no-discard-after-red-three"
    assert st.reason("end") is None
    assert refusal(st, "ask").code == "ask-cannot-go-out"


def test_C7_2_an_empty_pile_and_C15_1_the_match_over() -> None:
    st = build(hands={0: "9c 8d 7h"}, pile=(), phase="draw")
    assert not st.pile and refusal(st, "take").code == "pile-empty"
    done = new_game("classic", players=4, seed=1, target=50)
    while not done.match_over:
        done.apply(done.legal_move_list()[0])
    assert refusal(done, "draw").code == "match-over"


def test_C6_a_card_not_in_hand_names_count_and_kind() -> None:
    st = build(hands={0: "9c 8d 7h"}, phase="meld", melds={0: ["Qc Qd Qs"]})
    why = refusal(st, "meld K K K")
    assert (why.code, why.params) == ("not-in-hand", {"count": 3, "kind": "K"})
    assert refusal(st, "add 2 to Q").params == {"count": 1, "kind": "2"}


def test_C8_5_C2_2_meld_params_name_the_meld() -> None:
    st = build(hands={0: "Qh Qs Qd 9c 8d"}, phase="meld", melds={0: ["Qc Qd Qs"]})
    assert refusal(st, "meld Q Q Q").params == {"meld": "Q"}
    st = build(hands={0: "9c 9d 8d JK"}, phase="meld", melds={0: ["Qc Qd Qs"]})
    why = refusal(st, "add 9")
    assert (why.code, why.params, why.rule) == ("no-such-meld", {"meld": "9"}, "C-2.2")
    assert refusal(st, "add JK to W").params == {"meld": "W"}


def test_facts_C7_4_C7_7_C9_1_C12_1_pile_opening_and_going_out() -> None:
    st = build(hands={0: "9c 8d 7h"}, pile="5c 2d 3s", pile_frozen=True, phase="draw",
               opened={0: False, 1: True}, melds={1: ["Kc Kd Kh"]})
    codes = {f.code: f for f in st.facts(0)}
    assert "frozen-by-wild" in codes and "blocked-by-black-three" in codes
    assert codes["opening-needs"].params == {"minimum": 50, "progress": 0, "missing": 50}
    assert codes["go-out-canastas"].params == {"needed": 1, "have": 0}
    other = {f.code for f in st.facts(1)}
    assert "opening-needs" not in other and "frozen-by-wild" in other
    st = build(hands={0: "9c 8d 7h"}, pile="5c 9h", phase="draw", opened={0: False})
    assert {f.code for f in st.facts(0)} >= {"frozen-unopened", "opening-needs"}
    assert "frozen-unopened" not in {f.code for f in st.facts(-1)}


def test_facts_IT3_IT18_the_pozzo_face_down_and_the_pile_before_opening() -> None:
    st = new_game("italian", players=4, seed=5)
    codes = {f.code: f for f in st.facts(st.turn)}
    assert codes["pozzo-face-down"].params == {"count": st.pile_hidden}
    assert "pile-after-opening" in codes
    assert codes["go-out-canastas"].params == {"needed": 2, "have": 0}


def test_facts_C12_4_the_partner_said_no() -> None:
    base = dict(hands={0: "10h 4c 9d 9h", 2: "5c 6c"}, melds={0: ["10c 10d 10s 10h 10c 10d", "9c 9s 9h"]},
                phase="meld")
    st = build(**base)
    st.apply("ask")
    st.apply("no")
    assert "go-out-refused" in {f.code for f in st.facts(0)}
    assert "go-out-refused" not in {f.code for f in st.facts(1)}


def test_a_reason_is_data_for_the_wire() -> None:
    why = Reason("not-in-hand", count=2, kind="JK")
    assert why.to_dict() == {"code": "not-in-hand", "params": {"count": 2, "kind": "JK"}, "rule": "C-6",
                             "text": "the hand does not hold 2 x JK"}
    assert why.message == "C-6: the hand does not hold 2 x JK" and str(why) == why.message
    with pytest.raises(KeyError):
        Reason("no-such-code")
