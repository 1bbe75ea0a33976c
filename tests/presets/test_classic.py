"""Classic preset (RULES.md §1) through the edge cases of §3 (T01..T50) and the K-n defaults."""

from __future__ import annotations

from collections import Counter

import pytest

from canasta import make_rules, new_game
from canasta.cards import BLACK3, KIND, RED3, deck
from canasta.position import all_cards

from .builder import build, illegal_reason, legal, play, side_result

K7 = "Kh Ks Kd Kc Kh Ks Kd"


def test_T01_one_card_may_not_take_a_one_card_pile() -> None:
    """T01 / C-7.8."""
    st = build("classic", hands={1: "9h"}, melds={1: ["9s 9d 9c", K7]}, pile="9d", turn=1)
    assert "take" not in legal(st)
    assert "C-7.8" in illegal_reason(st, "take")


def test_T02_one_card_may_take_a_two_card_pile() -> None:
    """T02 / C-7.5, C-7.8."""
    st = build("classic", hands={1: "9h"}, melds={1: ["9s 9d 9c", K7]}, pile="Qs 9d", turn=1)
    assert "take" in legal(st)


def test_T03_frozen_pile_needs_a_natural_pair() -> None:
    """T03 / C-7.4b, C-7.6: a two inside the pile; 7 + joker or the lay-off are not enough."""
    st = build("classic", hands={1: "7h JK 9c 4c"}, melds={1: ["7s 7d 7c"]}, pile="5c 2c 7s", turn=1,
               pile_frozen=True)
    assert not any(m.action == "take" for m in st.legal_move_list())
    assert "C-7.6" in illegal_reason(st, "take 7 JK")
    assert "C-7.6" in illegal_reason(st, "take")


def test_T04_frozen_pile_taken_with_a_natural_pair_merges_into_the_meld() -> None:
    """T04 / C-7.6: meld 7-7-7 from the hand and the top card; it joins the existing 7s; the freeze ends."""
    st = build("classic", hands={1: "7h 7d 9c 4c"}, melds={1: ["7s 7d 7c"]}, pile="5c 2c 7s", turn=1,
               pile_frozen=True)
    play(st, "take 7 7")
    assert st.melds[1][7].size == 6 and not st.pile_frozen and st.pile == []


def test_T05_an_unmelded_side_needs_a_natural_pair() -> None:
    """T05 / C-7.4a: the pile is frozen against a side that has not melded."""
    st = build("classic", hands={1: "Qh 2c 9c 4c"}, pile="5c Qs", turn=1)
    assert st.frozen_for(1)
    assert "C-7.6" in illegal_reason(st, "take Q 2")


def test_T06_natural_and_wild_takes_an_unfrozen_pile() -> None:
    """T06 / C-7.5."""
    st = build("classic", hands={1: "Qh JK 9c 4c"}, melds={1: ["7s 7d 7c"]}, pile="5c Qs", turn=1)
    assert "take Q JK" in legal(st)


def test_T07_top_card_laid_on_a_completed_canasta() -> None:
    """T07 / C-7.5, C-8.6: no size limit."""
    st = build("classic", hands={1: "9c 4c 5d"}, melds={1: ["Qh Qs Qd Qc Qh Qs Qd"]}, pile="5c Qc", turn=1)
    assert "take" in legal(st)
    play(st, "take")
    assert st.melds[1][12].size == 8


def test_T08_wild_on_top_blocks_and_freezes_for_both_sides() -> None:
    """T08 / C-7.3, C-7.4b."""
    st = build("classic", hands={0: "JK 9s 4c", 1: "Qh Qd 9c 4d"}, melds={0: ["8h 8s 8d"], 1: ["7s 7d 7c"]},
               pile="Qs", turn=0, phase="meld")
    play(st, "discard JK")
    assert st.pile_frozen and st.frozen_for(0) and st.frozen_for(1)
    assert "C-7.3" in illegal_reason(st, "take Q Q")


def test_T09_black_three_on_top_blocks_the_next_player_only_by_default() -> None:
    """T09 / C-7.7, K-1 (pagat): the pile is not frozen by the covered black three."""
    st = build("classic", hands={0: "3s 9s 4c"}, melds={0: ["8h 8s 8d"]}, pile="Qs", turn=0, phase="meld")
    play(st, "discard 3")
    assert not st.pile_frozen
    assert "C-7.7" in illegal_reason(st, "take Q Q")


def test_T09_K1_option_black_three_discard_freezes() -> None:
    """T09 / K-1 (Bicycle option black3_discard=freeze): frozen until taken."""
    st = build("classic", hands={0: "3s 9s 4c"}, melds={0: ["8h 8s 8d"]}, pile="Qs", turn=0, phase="meld",
               black3_discard="freeze")
    play(st, "discard 3")
    assert st.pile_frozen


def test_T11_red_three_upcard_freezes_for_everyone() -> None:
    """T11 / C-4.2, C-7.4c."""
    for seed in range(400):
        st = new_game("classic", seed=seed)
        if any(KIND[c] == RED3 for c in st.pile):
            break
    else:
        raise AssertionError("no red-three upcard")
    assert st.pile_frozen and KIND[st.pile[-1]] >= 3


def test_T12_black_three_upcard_stays_and_blocks_the_first_player() -> None:
    """T12 / C-4.3, K-1 (pagat): nothing more is turned, not frozen, the first player cannot take."""
    for seed in range(400):
        st = new_game("classic", seed=seed)
        if KIND[st.pile[-1]] == BLACK3:
            break
    else:
        raise AssertionError("no black-three upcard")
    assert not st.pile_frozen or any(KIND[c] != BLACK3 for c in st.pile[:-1])
    assert legal(st) == {"draw"}


def test_T14_red_three_drawn_mid_hand_is_laid_and_replaced() -> None:
    """T14 / C-5.2."""
    st = build("classic", hands={0: "9c 4c"}, stock_top="3d 8c", turn=0)
    play(st, "draw")
    assert len(st.red3s[0]) == 1 and len(st.hand(0)) == 3


def test_T15_red_three_as_last_stock_card_ends_the_hand_at_once() -> None:
    """T15 / C-13.1, K-2 (pagat): no meld, no discard, no going-out bonus."""
    st = build("classic", hands={0: "9c 4c", 1: "5d", 2: "5h", 3: "5s"}, melds={0: ["8h 8s 8d"]},
               stock_top="3d", stock_size=1, dump=2, turn=0)
    play(st, "draw")
    assert st.result is not None and st.result.went_out == -1 and len(st.red3s[0]) == 1


def test_T15_K2_option_meld_after_the_last_red_three_but_no_discard() -> None:
    """T15 / K-2 (Britannica option last_red3=meld): meld and lay off, no discard, then 'end'."""
    st = build("classic", hands={0: "8c 4c", 1: "5d", 2: "5h", 3: "5s"}, melds={0: ["8h 8s 8d"]},
               stock_top="3d", stock_size=1, dump=2, turn=0, last_red3="meld")
    play(st, "draw")
    assert legal(st) == {"add 8", "end"}
    play(st, "add 8", "end")
    assert st.result is not None


def test_T17_empty_stock_one_card_cannot_take_so_the_hand_ends() -> None:
    """T17 / C-7.8, C-13.2."""
    st = build("classic", hands={1: "9h"}, melds={1: ["9s 9d 9c", K7]}, pile="9d", turn=1, stock_size=0,
               dump=0)
    assert legal(st) == {"draw"}
    play(st, "draw")
    assert st.result is not None and st.result.ended_by == "stock"


@pytest.mark.parametrize(("score", "minimum"), [(-5, 15), (0, 50), (1495, 50), (1500, 90), (2995, 90), (3000, 120)])
def test_T18_minimum_count_boundaries(score: int, minimum: int) -> None:
    """T18 / C-9.1."""
    assert make_rules("classic").opening_minimum(score) == minimum


def test_T18_six_player_two_team_game_150_at_7500() -> None:
    """T18 / §1.16: two teams of three at 7500: 150."""
    r = make_rules("classic", 6, {"partnership": "trios"})
    assert r.opening_minimum(7500) == 150 and r.target == 10000


def test_T19_negative_side_opens_with_15() -> None:
    """T19 / C-9.1."""
    st = build("classic", hands={0: "4h 4s 4d 9c 8c"}, scores=[-20, 0], turn=0, phase="meld")
    assert "meld 4 4 4" in legal(st)
    play(st, "meld 4 4 4")
    assert st.opened[0]


def test_C92_wikipedia_example_at_1600() -> None:
    """C-9.2: at 1600 (minimum 90), 6-6-6 + K-K-K-2 = 65 is short but 6-6-6 + A-A-A-2 = 95 opens."""
    short = build("classic", hands={0: "6h 6s 6d Kh Ks Kd 2c 9c 4d"}, scores=[1600, 0], turn=0, phase="meld")
    assert "meld 6 6 6" not in legal(short)
    ok = build("classic", hands={0: "6h 6s 6d Ah As Ad 2c 9c 4d"}, scores=[1600, 0], turn=0, phase="meld")
    play(ok, "meld 6 6 6", "meld A A A", "add 2 to A")
    assert ok.opened[0]


@pytest.mark.parametrize(("meld", "adds", "ok"), [
    ("5h 5s 2c", [], True),
    ("9h 9s 9d", ["2c", "2d", "JK"], True),
])
def test_T23_meld_validity(meld: str, adds: list[str], ok: bool) -> None:
    """T23 / C-8.2: 5-5-2 legal; 9-9-9-2-2-Jkr legal (3 wilds)."""
    st = build("classic", hands={0: " ".join(adds + ["4c", "4d", "8c"])}, melds={0: [meld]}, turn=0, phase="meld")
    key = KIND[st.melds[0][next(iter(st.melds[0]))].cards[0]]
    for a in adds:
        k = "JK" if a == "JK" else "2"
        play(st, f"add {k} to {key if key < 11 else 'JKQKA'[key - 10]}")
    assert ok


def test_T23_four_wilds_illegal_and_K3_ratio_option() -> None:
    """T23 / C-8.2, C-8.3 / K-3: a 4th wild is illegal; 7-7-2-2-Jkr is legal by default, illegal under the
    WP ratio (wild_ratio=at_most_naturals)."""
    st = build("classic", hands={0: "JK 4c 4d 8c"}, melds={0: ["9h 9s 9d 9c 2c 2d 2h"]}, turn=0, phase="meld")
    assert "C-8.2" in illegal_reason(st, "add JK to 9")
    for ratio, ok in (("any", True), ("at_most_naturals", False)):
        st2 = build("classic", hands={0: "2d JK 4c 4d 8c"}, melds={0: ["7h 7s 2c"]}, turn=0, phase="meld",
                    wild_ratio=ratio)
        play(st2, "add 2 to 7")
        assert ("add JK to 7" in legal(st2)) is ok


def test_T24_wild_only_meld_is_illegal() -> None:
    """T24 / C-8.4."""
    st = build("classic", hands={0: "2c 2d JK 4c 8c"}, melds={0: ["9h 9s 9d"]}, turn=0, phase="meld")
    assert "C-8.4" in illegal_reason(st, "meld 2 2 JK")


def test_T25_threes() -> None:
    """T25 / C-1.4, C-12.6: red threes never melded; black threes only going out and without wilds."""
    st = build("classic", hands={0: "3s 3c 3s 2c 9c 8c"}, melds={0: [K7]}, turn=0, phase="meld")
    assert "C-12.6" in illegal_reason(st, "meld 3 3 3")  # not going out this turn
    assert "C-12.6" in illegal_reason(st, "meld 3 3 2")
    assert st.explain("meld 3r 3r 3r")  # red threes never reach the hand (C-1.4)


def test_T26_one_meld_per_rank_per_side_both_sides_may_meld_kings() -> None:
    """T26 / C-8.5."""
    st = build("classic", hands={0: "Kh Ks Kd 8c 4c"}, melds={0: ["Kc Ks Kd"], 1: ["Kh Kc JK"]}, turn=0,
               phase="meld")
    assert "meld K K K" not in legal(st) and "add K" in legal(st)


def test_T27_never_on_an_opponents_meld() -> None:
    """T27 / C-2.2."""
    st = build("classic", hands={0: "8c 9c 4c"}, melds={0: ["Kc Ks Kd"], 1: ["8h 8s 8d"]}, turn=0, phase="meld")
    assert "C-2.2" in illegal_reason(st, "add 8")


def test_T28_a_two_makes_a_natural_canasta_mixed() -> None:
    """T28 / C-10.2: 300 instead of 500."""
    st = build("classic", hands={0: "2c 9c", 1: "4c", 2: "4h", 3: "4d"}, melds={0: ["Jh Js Jd Jc Jh Js Jd"]},
               turn=0, phase="meld", first_meld={0: 3})
    play(st, "add 2 to J", "discard 9")
    assert side_result(st, 0)["mixed_canastas"] == 1 and side_result(st, 0)["canasta_bonus"] == 300


def test_T30_going_out_without_a_canasta_is_illegal() -> None:
    """T30 / C-12.2."""
    st = build("classic", hands={0: "Qc 9c"}, melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    assert "add Q" not in legal(st)
    assert "C-12.2" in illegal_reason(st, "add Q")


def test_T31_completing_the_canasta_in_the_same_turn_and_going_out() -> None:
    """T31 / C-12.1."""
    st = build("classic", hands={0: "10c 4c"}, melds={0: ["10h 10s 10d 10c 10h 10s"]}, turn=0, phase="meld")
    play(st, "add 10", "discard 4")
    assert st.result is not None and st.result.went_out == 0


def test_T32_two_black_threes_cannot_go_out() -> None:
    """T32 / C-12.6."""
    st = build("classic", hands={0: "3s 3c"}, melds={0: [K7]}, turn=0, phase="meld")
    assert legal(st) == {"discard 3"}


def test_T33_a_lone_black_three_may_be_the_going_out_discard() -> None:
    """T33 / C-12.3."""
    st = build("classic", hands={0: "3s"}, melds={0: [K7]}, turn=0, phase="meld")
    play(st, "discard 3")
    assert st.result is not None and st.result.went_out == 0


def test_T35_may_i_go_out_binding_yes_and_no() -> None:
    """T35 / C-12.4: 'no' forbids going out this turn; 'yes' obliges; asked before melding; not in 2p."""
    base = {"hands": {0: "Qh Qs 9c"}, "melds": {0: [K7, "Qd Qc Qh"]}, "turn": 0, "phase": "meld"}
    yes = build("classic", **base)  # type: ignore[arg-type]
    play(yes, "ask", "yes")
    assert "discard 9" not in legal(yes) and "C-12.4" in illegal_reason(yes, "discard 9")
    no = build("classic", **base)  # type: ignore[arg-type]
    play(no, "ask", "no", "add Q")
    assert "add Q" not in legal(no)
    late = build("classic", **base)  # type: ignore[arg-type]
    play(late, "add Q")
    assert "C-12.4" in illegal_reason(late, "ask")
    two = build("classic", 2, hands={0: "Qh Qs 9c"}, melds={0: [K7, "Jd Jc Jh Js Jd Jc Jh", "Qd Qc Qh"]},
                turn=0, phase="meld")
    assert "ask" not in legal(two)


def test_T39_T40_red_three_scores() -> None:
    """T39 / T40 / C-14.3: four red threes +800 (three +300); no meld: minus; melded without canasta: plus."""
    def red(melds1: list[str], reds: str) -> int:
        st = build("classic", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, melds={0: [K7], 1: melds1},
                   red3s={1: reds}, turn=0, phase="meld", first_meld={0: 3})
        play(st, "discard 9")
        return int(side_result(st, 1)["red3_points"])

    assert red(["Qh Qs Qd"], "3h 3d 3h 3d") == 800
    assert red(["Qh Qs Qd"], "3h 3d 3h") == 300
    assert red([], "3h 3d") == -200
    assert red([], "3h 3d 3h 3d") == -800
    assert red(["Qh Qs Qd"], "3h 3d") == 200


def test_T42_cards_in_hand_count_minus_even_if_they_form_a_meld() -> None:
    """T42 / C-14.1."""
    st = build("classic", hands={0: "9c", 1: "7c 7d 7h", 2: "4h", 3: "4d"}, melds={0: [K7]}, turn=0,
               phase="meld", first_meld={0: 3})
    play(st, "discard 9")
    assert side_result(st, 1)["in_hand"] == 20


def test_T44_two_players_a_lone_last_stock_card_is_a_full_draw() -> None:
    """T44 / C-13.4."""
    st = build("classic", 2, hands={0: "9c 4c", 1: "5d 5h"}, melds={0: ["8h 8s 8d"]}, stock_top="Qc",
               stock_size=1, dump=1, turn=0)
    play(st, "draw")
    assert len(st.hand(0)) == 3 and st.phase == "meld"


def test_T45_two_players_need_two_canastas() -> None:
    """T45 / §1.16."""
    st = build("classic", 2, hands={0: "9c"}, melds={0: [K7]}, turn=0, phase="meld")
    assert "discard 9" not in legal(st)


def test_T46_two_players_draw_two_and_a_red_three_is_replaced() -> None:
    """T46 / C-5.2, §1.16."""
    st = build("classic", 2, hands={0: "9c"}, stock_top="3d 8c 7c", turn=0)
    play(st, "draw")
    assert len(st.red3s[0]) == 1 and len(st.hand(0)) == 3


def test_T48_six_players_red_three_table() -> None:
    """T48 / §1.16: four 400, five 1000, six 1200 (three packs)."""
    r = make_rules("classic", 6)
    assert (r.red3_bonus(4), r.red3_bonus(5), r.red3_bonus(6)) == (400, 1000, 1200)
    st = new_game("classic", players=6, seed=2)
    assert Counter(all_cards(st)) == Counter(deck(3)) and all(len(st.hand(q)) == 13 for q in range(6))


def test_T49_the_whole_pile_is_taken() -> None:
    """T49 / C-7.2."""
    st = build("classic", hands={1: "Qh Qd 9c"}, melds={1: ["7s 7d 7c"]}, pile="5c 6c 8c Qs", turn=1)
    play(st, "take Q Q")
    assert st.pile == [] and len(st.hand(1)) == 1 + 3


def test_T50_no_take_after_drawing() -> None:
    """T50 / C-6.1."""
    st = build("classic", hands={1: "Qh Qd 9c"}, melds={1: ["7s 7d 7c"]}, pile="5c Qs", turn=1)
    play(st, "draw")
    assert "C-6.1" in illegal_reason(st, "take Q Q")


def test_C164_three_player_cutthroat_first_taker_plays_alone() -> None:
    """§1.16 (3 players): the first to take the pile becomes the lone hand; the other two become partners."""
    st = build("classic", 3, hands={0: "Qh Qd 9c 4c 5c"}, pile="5d Qs", turn=0, scores=[-100, 0, 0])
    play(st, "take Q Q")
    assert st.lone == 0
    sides = sorted(tuple(sorted(s)) for s in st.sides if s)
    assert sides == [(0,), (1, 2)]


def test_C155_five_players_trio_rotates_one_out() -> None:
    """§1.16 (5 players): a normal 4-player hand; one trio member sits out, in rotation."""
    st = new_game("classic", players=5, seed=1)
    outs = set()
    for _ in range(3):
        out = [q for q in range(5) if q not in st.order]
        assert len(out) == 1 and out[0] in (0, 2, 4) and st.hand(out[0]) == []
        outs.add(out[0])
        st.hand_no += 0
        st = _next_hand(st)
    assert outs == {0, 2, 4}


def _next_hand(st):  # type: ignore[no-untyped-def]
    import random

    rnd = random.Random(0)
    h = st.hand_no
    while st.hand_no == h:
        st.apply(rnd.choice(st.legal_move_list()))
    return st


def test_C152_exact_tie_at_the_target_plays_another_hand() -> None:
    """C-15.2 (engine choice): an exact tie at or above the target plays one more hand."""
    st = build("classic", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, melds={0: [K7]}, turn=0, phase="meld",
               scores=[5000 - 665, 5000], first_meld={0: 3})
    play(st, "discard 9")
    assert st.scores == [5000, 4990] or st.scores[0] == st.scores[1] or st.phase in ("hand_over", "match_over")
    if st.scores[0] == st.scores[1]:
        assert st.phase == "hand_over"


def test_C95_going_out_concealed_needs_no_minimum_and_scores_200() -> None:
    """C-9.5 / C-12.5 / C-14.4: an unmelded side melding the whole hand with a canasta needs no minimum."""
    st = build("classic", hands={0: "4h 4s 4d 4c 4h 4s 4d 9c", 1: "5c", 2: "5h", 3: "5s"}, turn=0, phase="meld")
    assert "meld 4 4 4" in legal(st)  # 15 < 50, legal only because going out concealed is still possible
    play(st, "meld 4 4 4", "add 4", "add 4", "add 4", "add 4")
    assert legal(st) == {"discard 9"}  # the opening cannot continue without going out
    play(st, "discard 9")
    assert st.result is not None and st.result.concealed
    r = side_result(st, 0)
    assert (r["going_out"], r["melded"], r["canasta_bonus"], r["in_hand"]) == (200, 35, 500, 5)


def test_C125_adding_to_the_partners_meld_is_not_concealed() -> None:
    """C-12.5: a player who adds to the partner's melds in that turn does not go out concealed."""
    st = build("classic", hands={0: "Kh Ks Kd Kc Kh Ks Kd Qc 9c", 1: "5c", 2: "5h", 3: "5s"},
               melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    play(st, "meld K K K", "add K", "add K", "add K", "add K", "add Q", "discard 9")
    assert st.result is not None and not st.result.concealed
    assert side_result(st, 0)["going_out"] == 100


def test_C94_pile_taken_before_opening_counts_only_the_top_card() -> None:
    """C-9.4: the rest of the pile waits ('pending') and does not count toward the minimum."""
    st = build("classic", hands={1: "Ah As Kh 9d 4d 5d"}, pile="Ac Ad Kc Ks Ah", turn=1)
    # A A + top A = 60 >= 50: the take opens; the pile's aces and kings join the hand afterwards
    play(st, "take A A")
    assert st.opened[1] and not st.pending
    assert sorted(KIND[c] for c in st.hand(1)) == [4, 5, 9, 13, 13, 13, 14, 14]
    short = build("classic", hands={1: "Qh Qs 9d 4d 5d 6d"}, pile="Ac Ad Kc Ks Qd", turn=1)
    assert "take Q Q" not in legal(short)  # 30 < 50 and the pile's aces may not help
    assert "C-9.4" in illegal_reason(short, "take Q Q")


def test_C116_cutthroat_scoring_red_threes_are_personal_the_pair_total_is_credited_to_each() -> None:
    """§1.16 (3 players, [BIC-CT]): the lone hand against a pair; each partner gets the pair's total plus
    his own red threes."""
    st = build("classic", 3, hands={0: "9c", 1: "4c", 2: "5c"}, melds={0: [K7]}, turn=0, phase="meld",
               red3s={1: "3h", 2: "3d 3h"}, first_meld={0: 3})
    play(st, "discard 9")
    assert st.lone == 0 and st.result is not None
    assert list(st.result.team_points) == [500 + 70 + 100, -10 - 100, -10 - 200]


def test_K7_option_no_concealed_going_out_after_taking_the_pile() -> None:
    """K-7: by default a concealed going out may use the pile; pile_in_concealed=false forbids it."""
    for allowed in (True, False):
        st = build("classic", hands={0: "Kh Ks Kd Kc Kh Ks 9c", 1: "5c", 2: "5h", 3: "5s"},
                   melds={0: ["Qh Qs Qd"]}, pile="Kd", turn=0, pile_in_concealed=allowed)
        play(st, "take K K", "add K", "add K", "add K", "add K", "discard 9")
        assert st.result is not None and st.result.went_out == 0
        assert st.result.concealed is allowed
        assert side_result(st, 0)["going_out"] == (200 if allowed else 100)
