"""Classic Canasta (RULES.md §1) and the edge cases of §3, one test per rule id."""

from __future__ import annotations

from collections import Counter

import pytest

from builder import build, moves
from canasta import IllegalMoveError, make_rules, new_game, parse_move
from canasta.cards import BLACK3, JOKER, KIND, NATURALS, RED3, TWO, deck, parse_face
from canasta.position import all_cards

# ---------------------------------------------------------------- C-1 components


def test_C1_1_deck_is_108_cards_and_162_for_six():
    assert len(deck(2)) == 108
    assert Counter(KIND[f] for f in deck(2))[JOKER] == 4
    st = new_game("classic", players=6, seed=1)
    assert len(all_cards(st)) == 162


def test_C1_2_C1_3_wild_and_natural_cards():
    kinds = Counter(KIND[f] for f in deck(2))
    assert kinds[JOKER] + kinds[TWO] == 12
    assert sum(kinds[k] for k in NATURALS) == 88


def test_C1_4_red_threes_never_stay_in_a_hand():
    for seed in range(20):
        st = new_game("classic", seed=seed)
        assert all(st.hand_counts(q)[RED3] == 0 for q in range(4))


def test_C1_6_card_values_scored_in_melds():
    # T42 too: cards in hand count minus even if they would form a meld
    st = build(hands={0: "4c", 1: "7h 7d 7s", 2: "Ad", 3: "JK"},
               melds={0: ["Kh Kh Kd Kd Ks Ks Kc", "5h 5d 5s"]}, pile="9c", phase="meld")
    st.apply("discard 4")
    res = st.result
    side0, side1 = res.sides
    assert side0.melded == 70 + 15
    assert side0.in_hand == 20
    assert side1.in_hand == 15 + 50  # T42: 7-7-7 in hand counts -15


# ---------------------------------------------------------------- C-2 seating


def test_C2_1_partners_sit_opposite_and_play_goes_clockwise():
    st = new_game("classic", players=4, seed=3)
    assert st.teams == ((0, 2), (1, 3))
    first = st.turn
    st.apply("draw")
    st.apply(next(m for m in st.legal_move_list() if m.action == "discard"))
    assert st.turn == (first + 1) % 4


def test_C2_2_T27_no_card_on_an_opponents_meld():
    st = build(hands={0: "8s 9c 9d 4h"}, melds={1: ["8h 8d 8c"], 0: ["9h 9s 9c"]}, phase="meld")
    assert "add 8" not in moves(st)
    with pytest.raises(IllegalMoveError, match="C-2.2"):
        st.apply("add 8")


# ---------------------------------------------------------------- C-3 deal


def test_C3_1_dealer_rotates_clockwise():
    st = new_game("classic", seed=5, target=100000)
    dealers = []
    for _ in range(3):
        dealers.append(st.dealer)
        st.apply("end") if False else None
        _finish_hand(st)
        st.apply("deal")
    assert dealers[1] == (dealers[0] + 1) % 4 and dealers[2] == (dealers[0] + 2) % 4


@pytest.mark.parametrize("players,size", [(2, 15), (3, 13), (4, 11), (5, 11), (6, 13)])
def test_C3_2_cards_dealt_by_player_count(players, size):
    st = new_game("classic", players=players, seed=2, red3_timing="first_turn")
    active = st.order
    assert len(active) == (4 if players == 5 else players)
    for q in active:
        assert len(st.hand(q)) == size  # red threes still held, or already replaced


# ---------------------------------------------------------------- C-4 upcard


def _deal_with_stock_top(top: list[str], **kw):
    """A fresh hand whose stock, after the deal, starts with ``top`` (we search seeds)."""
    for seed in range(3000):
        st = new_game("classic", seed=seed, **kw)
        if [c for c in (st.pile)][: len(top)] and _faces(st.pile[: len(top)]) == top:
            return st
    raise AssertionError("no seed found")


def _faces(fs):
    from canasta.cards import face_text

    return [face_text(f) for f in fs]


def test_C4_2_T11_wild_or_red_three_upcard_is_covered_and_freezes():
    for seed in range(400):
        st = new_game("classic", seed=seed)
        if len(st.pile) > 1:
            kinds = [KIND[f] for f in st.pile]
            assert all(k in (JOKER, TWO, RED3) for k in kinds[:-1])
            assert kinds[-1] not in (JOKER, TWO, RED3)
            assert st.pile_frozen
            return
    raise AssertionError("no covered upcard in 400 deals")


def test_C4_3_T12_black_three_upcard_stays_and_blocks_first_player():
    for seed in range(2000):
        st = new_game("classic", seed=seed)
        if KIND[st.pile[-1]] == BLACK3:
            assert not any(m.action == "take" for m in st.legal_move_list())
            assert not st.pile_frozen  # pagat default: it does not freeze
            break
    else:
        raise AssertionError("no black-three upcard found")
    st2 = new_game("classic", seed=seed, upcard_black3="cover")
    assert KIND[st2.pile[-1]] != BLACK3  # WP / seeds: turn again
    st3 = new_game("classic", seed=seed, upcard_freezers="wild,red3,black3")
    assert st3.pile_frozen  # K-1 stayAndFreeze


def test_C4_4_C5_3_red_three_in_taken_pile_is_laid_without_replacement():
    st = build(hands={0: "6h 6d 9c 9d"}, pile="3h 6s", melds={0: ["Kh Kd Ks"]}, pile_frozen=True, phase="draw")
    stock_before = len(st.stock)
    st.apply("take 6 6")
    assert [KIND[f] for f in st.red3s[0]] == [RED3]
    assert len(st.stock) == stock_before


# ---------------------------------------------------------------- C-5 red threes


def test_C5_1_T13_dealt_red_threes_replaced_in_seat_order_before_first_draw():
    for seed in range(200):
        st = new_game("classic", seed=seed)
        if any(st.red3s):
            for q in range(4):
                assert len(st.hand(q)) == 11
                assert st.hand_counts(q)[RED3] == 0
            return
    raise AssertionError


def test_K4_first_turn_timing_option():
    for seed in range(200):
        st = new_game("classic", seed=seed, red3_timing="first_turn")
        holders = [q for q in range(4) if st.hand_counts(q)[RED3] and q != st.turn]
        if holders:
            q = holders[0]
            while st.turn != q:
                st.apply("draw")
                st.apply(next(m for m in st.legal_move_list() if m.action == "discard"))
            assert st.hand_counts(q)[RED3] == 0 and st.red3s[q]
            return
    raise AssertionError


def test_C5_2_T14_drawn_red_three_is_laid_and_replaced():
    st = build(hands={0: "5c 9d"}, stock_top="3d Kc", phase="draw")
    st.apply("draw")
    assert [KIND[f] for f in st.red3s[0]] == [RED3]
    assert sorted(_faces(st.hand(0))) == sorted(["5c", "9d", "Kc"])


# ---------------------------------------------------------------- C-6 turn


def test_C6_1_T50_no_pile_after_drawing_and_no_undo():
    st = build(hands={0: "9h 9d 4c 5c"}, pile="Kh 9s", melds={0: ["Kc Kd Ks"]}, phase="draw")
    st.apply("draw")
    with pytest.raises(IllegalMoveError, match="C-6.1"):
        st.apply("take 9 9")
    assert not any(m.action == "take" for m in st.legal_move_list())


# ---------------------------------------------------------------- C-7 pile


def test_C7_1_one_card_drawn_in_four_player_game():
    st = build(hands={0: "5c 9d"}, stock_top="Kc Qd", phase="draw")
    st.apply("draw")
    assert len(st.hand(0)) == 3


def test_C7_2_T49_whole_pile_taken_and_top_card_melded_from_hand():
    st = build(hands={0: "Qh Qd 4c 5c"}, pile="8h 7c Qs", melds={0: ["Kc Kd Ks"]}, phase="draw")
    st.apply("take Q Q")
    assert st.pile == []
    assert sorted(_faces(st.hand(0))) == sorted(["4c", "5c", "8h", "7c"])
    assert st.melds[0][12].naturals == 3


def test_C7_3_T08_wild_on_top_blocks_and_freezes():
    st = build(hands={0: "Qh Qd 4c 5c", 1: "6c 6d 7h 8s"}, pile="8h 7c", melds={0: ["Kc Kd Ks"], 1: ["8c 8d 8s"]},
               phase="meld")
    st.apply("discard 4") if False else None
    st2 = build(hands={0: "Qh Qd 4c JK"}, pile="8h 7c", melds={0: ["Kc Kd Ks"], 1: ["6s 6h 6d"]}, phase="meld")
    st2.apply("discard JK")
    assert st2.pile_frozen
    assert not any(m.action == "take" for m in st2.legal_move_list())
    with pytest.raises(IllegalMoveError, match="C-7.3"):
        st2.apply("take")
    _ = st


def test_C7_4_T03_wild_inside_freezes_for_everyone():
    st = build(hands={0: "7h JK 4c 5c"}, pile="2c 7s", melds={0: ["7c 7d 7s"]}, pile_frozen=True, phase="draw")
    assert moves(st) == {"draw"}
    with pytest.raises(IllegalMoveError, match="C-7.6"):
        st.apply("take 7 JK")


def test_C7_6_T04_frozen_pile_taken_with_natural_pair_merging_into_meld():
    st = build(hands={0: "7h 7d 4c 5c"}, pile="2c 7s", melds={0: ["7c 7d 7s"]}, pile_frozen=True, phase="draw")
    st.apply("take 7 7")
    assert st.melds[0][7].naturals == 6
    assert not st.pile_frozen and st.pile == []


def test_C7_4a_T05_frozen_against_unmelded_side():
    st = build(hands={0: "Qh 2c 4c 5c"}, pile="8h Qs", phase="draw")
    assert "take Q 2" not in moves(st)
    with pytest.raises(IllegalMoveError, match="C-7.6"):
        st.apply("take Q 2")


def test_C7_5_T06_T07_unfrozen_take_with_natural_and_wild_or_on_canasta():
    st = build(hands={0: "Qh JK 4c 5c"}, pile="8h Qs", melds={0: ["Kc Kd Ks"]}, phase="draw")
    assert "take Q JK" in moves(st)
    st2 = build(hands={0: "4c 5c 6c"}, pile="8h Qs", melds={0: ["Qc Qd Qs Qh Qc Qd Qh"]}, phase="draw")
    assert "take" in moves(st2)  # T07: laid on a completed canasta
    st2.apply("take")
    assert st2.melds[0][12].size == 8


def test_C7_7_T09_black_three_blocks_next_player_only():
    st = build(hands={0: "9h 9d 4c 5c"}, pile="9s 3s", melds={0: ["Kc Kd Ks"]}, phase="draw")
    assert not any(m.action == "take" for m in st.legal_move_list())
    with pytest.raises(IllegalMoveError, match="C-7.7"):
        st.apply("take 9 9")
    covered = build(hands={0: "9h 9d 4c 5c"}, pile="3s 9s", melds={0: ["Kc Kd Ks"]}, phase="draw")
    assert "take 9 9" in moves(covered)  # pagat: once covered it has no effect
    bic = build(hands={0: "9h 9d 4c 5c", 3: "Ks 8c 8d"}, pile="9s", melds={0: ["Kc Kd Ks"]}, phase="meld", turn=3,
                black3_discard="freeze")
    bic.apply("discard 3") if False else None
    _ = bic


def test_K1_black_three_discard_freezes_under_bicycle_option():
    st = build(hands={3: "3s 8c 8d 4h"}, pile="9s", melds={1: ["Kc Kd Ks"]}, phase="meld", turn=3,
               black3_discard="freeze")
    st.apply("discard 3")
    assert st.pile_frozen


def test_C7_8_T01_T02_one_card_rule():
    st = build(hands={0: "9h"}, pile="9d", melds={0: ["9c 9s 9h", "Kc Kd Ks Kh Kc Kd Kh"]}, phase="draw")
    assert moves(st) == {"draw"}
    with pytest.raises(IllegalMoveError, match="C-7.8"):
        st.apply("take")
    st2 = build(hands={0: "9h"}, pile="Qs 9d", melds={0: ["9c 9s 9h", "Kc Kd Ks Kh Kc Kd Kh"]}, phase="draw")
    assert "take" in moves(st2)


# ---------------------------------------------------------------- C-8 melds


def _meld_legal(hand: str, meld: str, **kw) -> bool:
    st = build(hands={0: hand}, melds={0: ["Ac Ad As"]}, phase="meld", **kw)
    return meld in moves(st)


def test_C8_2_T23_meld_validity():
    assert not _meld_legal("5c 2c 2d 9h 9d", "meld 5 2 2")  # one natural
    assert _meld_legal("5c 5d 2c 9h 9d", "meld 5 5 2")
    st = build(hands={0: "9c 9d 9h 2c 2d JK 4c 4d"}, melds={0: ["Ac Ad As"]}, phase="meld")
    st.apply("meld 9 9 9")
    st.apply("add 2 to 9")
    st.apply("add 2 to 9")
    st.apply("add JK to 9")  # 9-9-9-2-2-Jkr: three wilds, legal
    st2 = build(hands={0: "9c 9d 9h 9s 2c 2d 2h JK 4c"}, melds={0: ["Ac Ad As"]}, phase="meld")
    for m in ("meld 9 9 9", "add 9", "add 2 to 9", "add 2 to 9", "add 2 to 9"):
        st2.apply(m)
    with pytest.raises(IllegalMoveError, match="C-8.2"):
        st2.apply("add JK to 9")  # fourth wild


def test_K3_ratio_rule_option():
    st = build(hands={0: "7c 7d 2c 2d 4c 4d 5h"}, melds={0: ["Ac Ad As"]}, phase="meld")
    st.apply("meld 7 7 2")
    st.apply("add 2 to 7")  # 7-7-2-2: legal by default (C-8.2)
    st2 = build(hands={0: "7c 7d 2c 2d 4c 4d 5h"}, melds={0: ["Ac Ad As"]}, phase="meld",
                wild_ratio="at_most_naturals")
    st2.apply("meld 7 7 2")
    st2.apply("add 2 to 7")  # 2 wilds, 2 naturals: allowed (not more)
    st2.apply("add 2 to 7") if False else None
    assert "add JK to 7" not in moves(st2)


def test_C8_4_T24_wild_only_meld_illegal():
    st = build(hands={0: "2c 2d JK 4c 5d"}, melds={0: ["Ac Ad As"]}, phase="meld")
    with pytest.raises(IllegalMoveError, match="C-8.4"):
        st.apply("meld 2 2 JK")


def test_C8_5_T26_one_meld_per_rank_per_side():
    st = build(hands={0: "Kh Kd Ks 4c 5c"}, melds={0: ["Kc Kh Ks"], 1: ["Kc Kd 2c"]}, phase="meld")
    assert "meld K K K" not in moves(st)
    with pytest.raises(IllegalMoveError, match="C-8.5"):
        st.apply("meld K K K")
    assert "add K" in moves(st)


# ---------------------------------------------------------------- C-9 initial meld


@pytest.mark.parametrize("score,minimum", [(-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120)])
def test_C9_1_T18_minimum_by_score(score, minimum):
    assert make_rules("classic", 4).opening_minimum(score) == minimum


def test_T18_six_player_two_teams_150_at_7500():
    assert make_rules("classic", 6, {"partnership": "trios"}).opening_minimum(7500) == 150


def test_C9_1_T19_negative_score_minimum_15():
    st = build(hands={0: "4c 4d 4h 9c 8d"}, phase="meld", scores=[-20, 0])
    assert "meld 4 4 4" in moves(st)
    st.apply("meld 4 4 4")
    assert st.opened[0]


def test_C9_2_melds_of_a_turn_add_up_wikipedia_example():
    st = build(hands={0: "6c 6d 6h Kc Kd Kh 2c 9d 8s"}, phase="meld", scores=[1600, 0])
    assert "meld 6 6 6" not in moves(st)  # 6-6-6 + K-K-K-2 = 65 < 90: cannot open
    st2 = build(hands={0: "6c 6d 6h Ac Ad Ah 2c 9d 8s"}, phase="meld", scores=[1600, 0])
    st2.apply("meld 6 6 6")  # 6-6-6 + A-A-A-2 = 95: legal, laid one meld at a time
    assert not st2.opened[0]
    assert not any(m.action == "discard" for m in st2.legal_move_list())
    st2.apply("meld A A A")
    assert not st2.opened[0]
    st2.apply("add 2 to A")
    assert st2.opened[0]


def test_C9_4_only_the_top_card_counts_with_the_hand():
    # needs 50: Q-Q + top Q = 30, plus K-K-K from hand = 60: legal; the pile's other cards never count
    st = build(hands={0: "Qh Qd Kc Kd Kh 4c 5c"}, pile="Ac Ad As Qs", phase="draw")
    assert "take Q Q" in moves(st)
    st.apply("take Q Q")
    assert not st.opened[0] and len(st.pending) == 3
    assert not any(m.action == "discard" for m in st.legal_move_list())
    st.apply("meld K K K")
    assert st.opened[0] and st.pending == []
    assert st.hand_counts(0)[14] == 3
    st2 = build(hands={0: "Qh Qd 4c 5c 6c"}, pile="Ac Ad As Qs", phase="draw")
    assert not any(m.action == "take" for m in st2.legal_move_list())  # 30 < 50, the aces do not count


def test_C9_5_concealed_going_out_needs_no_minimum():
    st = build(hands={0: "5c 5d 5h 5s 5c 5d 5h 4c", 1: "9c", 2: "9d", 3: "9h"}, phase="meld", scores=[3500, 0])
    # 7 fives = 35 < 120, but melding the whole hand with a canasta and going out waives it
    st.apply("meld 5 5 5")
    for _ in range(4):
        st.apply("add 5")
    st.apply("discard 4")
    assert st.hand_over and st.result.went_out == 0 and st.result.concealed
    assert st.result.sides[0].going_out == 200


# ---------------------------------------------------------------- C-10 canastas


def test_C10_2_T28_wild_on_natural_canasta_makes_it_mixed():
    st = build(hands={0: "2c 4c 5c"}, melds={0: ["Jc Jd Jh Js Jc Jd Jh"]}, phase="meld")
    st.apply("add 2 to J")
    m = st.melds[0][11]
    assert m.is_canasta and not m.is_natural


def test_C10_2_T29_no_fourth_wild():
    st = build(hands={0: "JK 4c 5c"}, melds={0: ["Jc Jd Jh Js 2c 2d JK"]}, phase="meld")
    assert "add JK to J" not in moves(st)


def test_C10_3_seven_kings_worth_570():
    st = build(hands={0: "4c", 1: "", 2: "", 3: ""}, melds={0: ["Kc Kd Kh Ks Kc Kd Kh"]}, pile="9c", phase="meld")
    st.apply("discard 4")
    s0 = st.result.sides[0]
    assert s0.melded + s0.canasta_bonus == 570


# ---------------------------------------------------------------- C-12 going out


def test_C12_2_T30_no_going_out_without_canasta():
    st = build(hands={0: "Qh 9c"}, melds={0: ["Qc Qd Qs"]}, phase="meld")
    assert "add Q" not in moves(st)
    with pytest.raises(IllegalMoveError, match="C-12.2"):
        st.apply("add Q")


def test_C12_1_T31_canasta_completed_in_the_going_out_turn():
    st = build(hands={0: "10h 4c"}, melds={0: ["10c 10d 10s 10h 10c 10d"]}, phase="meld")
    st.apply("add 10")
    st.apply("discard 4")
    assert st.hand_over and st.result.went_out == 0


def test_C12_3_T33_last_card_black_three_discarded_to_go_out():
    st = build(hands={0: "3s"}, melds={0: ["Kc Kd Kh Ks Kc Kd Kh"]}, phase="meld")
    st.apply("discard 3")
    assert st.result.went_out == 0


def test_C12_6_T32_two_black_threes_cannot_go_out():
    st = build(hands={0: "3s 3c"}, melds={0: ["Kc Kd Kh Ks Kc Kd Kh"]}, phase="meld")
    assert moves(st) == {"discard 3"} | ({"ask"} & moves(st))
    st.apply("discard 3")
    assert not st.hand_over


def test_C12_6_T25_black_three_meld_only_when_going_out():
    st = build(hands={0: "3s 3c 3s 9d 8h"}, melds={0: ["Kc Kd Kh Ks Kc Kd Kh"]}, phase="meld")
    assert "meld 3 3 3" not in moves(st)
    with pytest.raises(IllegalMoveError, match="C-12.6"):
        st.apply("meld 3 3 3")
    st2 = build(hands={0: "3s 3c 3s 9d"}, melds={0: ["Kc Kd Kh Ks Kc Kd Kh"]}, phase="meld")
    st2.apply("meld 3 3 3")
    st2.apply("discard 9")
    assert st2.result.went_out == 0 and st2.result.sides[0].melded == 70 + 15


def test_C1_4_T25a_red_three_never_melded():
    st = build(hands={0: "9c 9d"}, melds={0: ["Kc Kd Kh"]}, phase="meld")
    with pytest.raises((IllegalMoveError, ValueError)):
        st.apply("meld 3r 3r 3r")


def test_C12_4_T35_permission_binding_yes_and_no():
    base = dict(hands={0: "10h 4c 9d 9h", 2: "5c 6c"}, melds={0: ["10c 10d 10s 10h 10c 10d", "9c 9s 9h"]},
                phase="meld")
    st = build(**base)
    assert "ask" in moves(st)
    st.apply("ask")
    assert st.phase == "answer" and st.turn == 2 and moves(st) == {"yes", "no"}
    st.apply("no")
    assert st.turn == 0
    assert "discard 4" in moves(st)
    st.apply("add 10")
    st.apply("add 9")
    assert "add 9" not in moves(st)  # "no": may not go out this turn, so keep two cards
    st2 = build(**base)
    st2.apply("ask")
    st2.apply("yes")
    assert not any(m.action == "discard" for m in st2.legal_move_list())  # must go out
    for m in ("add 10", "add 9", "add 9", "discard 4"):
        st2.apply(m)
    assert st2.result.went_out == 0
    two = build("classic", 2, hands={0: "10h 4c 9d 9h"}, melds={0: ["10c 10d 10s 10s 10c 10d 10h"]}, phase="meld")
    assert "ask" not in moves(two)  # no partner


def test_C12_4_question_only_before_melding():
    st = build(hands={0: "10h 4c 9d 9h", 2: "5c 6c"}, melds={0: ["10c 10d 10s 10h 10c 10d", "9c 9s 9h"]},
               phase="meld")
    st.apply("add 9")
    assert "ask" not in moves(st)
    with pytest.raises(IllegalMoveError, match="C-12.4"):
        st.apply("ask")


def test_C12_5_concealed_requires_no_earlier_melds():
    st = build(hands={0: "5c 5d 5h 5s 5c 5d 5h 4c", 2: "9d"}, melds={0: ["Kc Kd Kh"]}, phase="meld")
    for m in ("meld 5 5 5", "add 5", "add 5", "add 5", "add 5", "discard 4"):
        st.apply(m)
    assert st.result.concealed  # the partner's earlier meld does not matter, only the player's own
    assert st.result.sides[0].going_out == 200
    st2 = build(hands={0: "5c 5d 5h 5s 5c 5d 5h K4c", 2: "9d"}.copy() if False else {0: "5c 5d 5h 5s 5c 5d 5h Ks 4c", 2: "9d"},
                melds={0: ["Kc Kd Kh"]}, phase="meld")
    for m in ("meld 5 5 5", "add 5", "add 5", "add 5", "add 5", "add K", "discard 4"):
        st2.apply(m)
    assert not st2.result.concealed  # a card added to the partner's meld (C-12.5)


# ---------------------------------------------------------------- C-13 stock exhaustion


def test_C13_1_T15_last_red_three_ends_hand():
    st = build(hands={0: "5c 9d 9h 9s"}, stock_top="3h", stock_size=1, phase="draw", melds={0: ["Kc Kd Kh"]})
    st.apply("draw")
    assert st.hand_over and st.result.went_out == -1
    assert all(s.going_out == 0 for s in st.result.sides)
    st2 = build(hands={0: "5c 6c 9d 9h 9s"}, stock_top="3h", stock_size=1, phase="draw", melds={0: ["Kc Kd Kh"]},
                last_red3="meld")
    st2.apply("draw")
    assert st2.phase == "meld" and "meld 9 9 9" in moves(st2) and "end" in moves(st2)
    assert not any(m.action == "discard" for m in st2.legal_move_list())
    st2.apply("meld 9 9 9")
    st2.apply("end")
    assert st2.hand_over


def test_C13_2_T17_forced_take_and_end_when_nobody_takes():
    st = build(hands={0: "4c 5c 6c"}, pile="Kh", melds={0: ["Kc Kd Ks"]}, stock_size=0, phase="draw")
    assert moves(st) == {"take"}  # must take: the top card matches the side's meld
    st2 = build(hands={0: "4c 5c 6c"}, pile="Qh", melds={0: ["Kc Kd Ks"]}, stock_size=0, phase="draw")
    assert moves(st2) == {"draw"}
    st2.apply("draw")
    assert st2.hand_over and st2.result.ended_by == "stock"
    st3 = build(hands={0: "9h"}, pile="9d", melds={0: ["9c 9s 9h"]}, stock_size=0, phase="draw")
    assert moves(st3) == {"draw"}  # T17: one-card rule, so the hand ends


def test_C13_4_T44_two_players_lone_last_card_is_full_draw():
    st = build("classic", 2, hands={0: "5c 9d"}, stock_top="Kc", stock_size=1, phase="draw")
    st.apply("draw")
    assert st.phase == "meld" and len(st.hand(0)) == 3


def test_C13_5_K8_three_player_hand_ends_after_last_discard():
    st = build("classic", 3, hands={0: "5c 9d"}, stock_top="Kc Qd", stock_size=2, phase="draw")
    st.apply("draw")
    st.apply("discard 5")
    assert st.hand_over


def test_T46_two_players_red_three_in_two_card_draw():
    st = build("classic", 2, hands={0: "5c 9d"}, stock_top="3d Kc Qd", phase="draw")
    st.apply("draw")
    assert len(st.red3s[0]) == 1
    assert len(st.hand(0)) == 4


# ---------------------------------------------------------------- C-14 scoring


def _go_out_state(red3s: dict[int, str], melds0: list[str] | None = None, melds1: list[str] | None = None):
    ms = {0: melds0 or ["Kc Kd Kh Ks Kc Kd Kh"]}
    if melds1 is not None:
        ms[1] = melds1
    return build(hands={0: "4c", 1: "", 2: "", 3: ""}, melds=ms, red3s=red3s, pile="9c", phase="meld")


def test_C14_3_T39_four_red_threes_800_three_300():
    st = _go_out_state({0: "3h 3d", 2: "3h 3d"})
    st.apply("discard 4")
    assert st.result.sides[0].red3_points == 800
    st = _go_out_state({0: "3h 3d 3h"})
    st.apply("discard 4")
    assert st.result.sides[0].red3_points == 300


def test_C14_3_T40_red_threes_minus_without_any_meld():
    st = _go_out_state({1: "3h 3d"}, melds1=[])
    st.apply("discard 4")
    assert st.result.sides[1].red3_points == -200
    st = _go_out_state({1: "3h 3d"}, melds1=["9c 9d 9h"])
    st.apply("discard 4")
    assert st.result.sides[1].red3_points == 200


def test_C14_4_going_out_bonus_100():
    st = _go_out_state({})
    st.apply("discard 4")
    assert st.result.sides[0].going_out == 100
    assert st.result.sides[0].total == 570 + 100


def test_C13_3_no_going_out_bonus_on_exhaustion():
    st = build(hands={0: "4c 5c 6c"}, pile="Qh", melds={0: ["Kc Kd Ks"]}, stock_size=0, phase="draw")
    st.apply("draw")
    assert all(s.going_out == 0 for s in st.result.sides)


# ---------------------------------------------------------------- C-15 end


def test_C15_1_match_ends_at_target_higher_total_wins():
    st = _go_out_state({})
    st.scores = [4500, 4800]
    st.apply("discard 4")
    assert st.match_over and st.winners == (0,)


def test_C15_2_exact_tie_plays_another_hand():
    st = _go_out_state({})
    st.scores = [4400, 4400 + 670 - 0]
    st.apply("discard 4")
    s = st.scores
    if s[0] == s[1]:
        assert st.phase == "hand_over"


# ---------------------------------------------------------------- §1.16 player counts


def test_T45_two_players_need_two_canastas():
    st = build("classic", 2, hands={0: "10h 4c"}, melds={0: ["10c 10d 10s 10h 10c 10d"]}, phase="meld")
    assert "add 10" not in moves(st)
    st2 = build("classic", 2, hands={0: "10h 4c"}, melds={0: ["10c 10d 10s 10h 10c 10d", "Kc Kd Kh Ks Kc Kd Kh"]},
                phase="meld")
    assert "add 10" in moves(st2)


def test_S1_16_cutthroat_lone_hand_formed_when_pile_first_taken():
    st = build("classic", 3, hands={0: "9h 9d 4c 5c", 1: "Kc Kd Kh", 2: "Qc Qd Qh"}, pile="9s",
               melds={0: ["Ac Ad As"], 1: ["7c 7d 7h"], 2: ["7s 7h 7d", "8c 8d 8h"]}, phase="draw")
    st.apply("take 9 9")
    assert st.lone == 0
    assert st.side_of[1] == st.side_of[2] != st.side_of[0]
    merged = st.melds[st.side_of[1]]
    assert merged[7].naturals == 6 and 8 in merged


def test_S1_16_cutthroat_red_threes_personal_and_partners_credited():
    st = build("classic", 3, hands={0: "4c", 1: "9d", 2: "9h"}, pile="9s",
               melds={0: ["Kc Kd Kh Ks Kc Kd Kh"], 1: ["7c 7d 7h"], 2: ["8c 8d 8h"]},
               red3s={1: "3h"}, phase="meld")
    st.apply("discard 4")
    pts = st.result.team_points
    partners_base = 15 + 30 - 10 - 10  # 7-7-7 and 8-8-8 melded, a 9 in each partner's hand
    assert pts[1] == partners_base + 100 and pts[2] == partners_base


def test_S1_16_five_players_trio_rotates_one_out():
    st = new_game("classic", players=5, seed=1, target=100000)
    sitting = []
    for _ in range(3):
        sitting.append(({0, 1, 2, 3, 4} - set(st.order)).pop())
        assert len(st.order) == 4 and st.teams[st.team_of[st.order[0]]] != st.teams[st.team_of[st.order[1]]]
        _finish_hand(st)
        st.apply("deal")
    assert sorted(sitting) == [0, 2, 4]


def test_S1_16_six_players_both_structures_and_T48_red_threes():
    pairs = new_game("classic", players=6, seed=1)
    assert pairs.teams == ((0, 3), (1, 4), (2, 5)) and pairs.rules.target == 7500
    trios = new_game("classic", players=6, seed=1, partnership="trios")
    assert trios.teams == ((0, 2, 4), (1, 3, 5)) and trios.rules.target == 10000
    r = pairs.rules
    assert [r.red3_bonus(n) for n in (4, 5, 6)] == [400, 1000, 1200]


def test_S0_2_every_hand_ends_with_random_play():
    import random

    for seed in range(10):
        st = new_game("classic", seed=seed)
        rnd = random.Random(seed)
        for _ in range(5000):
            if st.hand_over:
                break
            st.apply(rnd.choice(st.legal_move_list()))
        assert st.hand_over


def _finish_hand(st) -> None:
    import random

    rnd = random.Random(0)
    while not st.hand_over:
        st.apply(rnd.choice(st.legal_move_list()))


def test_notation_errors_are_one_line():
    st = new_game("classic", seed=1)
    for bad in ("", "fly", "meld 7", "take 7 7 7 7 7", "add 2", "discard", "discard Z"):
        with pytest.raises(ValueError) as e:
            st.apply(parse_move(bad))
        assert "\n" not in str(e.value)


def test_parse_face_roundtrip():
    from canasta.cards import face_text

    for f in range(53):
        assert parse_face(face_text(f)) == f
