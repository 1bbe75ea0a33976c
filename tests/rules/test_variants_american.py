"""Modern American Canasta, the ``american`` preset (docs/variants.md MA-1..MA-18, issue 42)."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta import PRESET_NAMES, make_rules, new_game, parse_move, preset_players  # noqa: E402
from canasta.cards import BLACK3, IS_WILD, KIND, RED3, deck, parse_face  # noqa: E402
from canasta.errors import PositionError  # noqa: E402
from canasta.position import all_cards, position_dict, state_from_position  # noqa: E402
from canasta.rules import RuleError, RuleSet  # noqa: E402
from canasta.solver import can_go_out  # noqa: E402
from canasta.state import State  # noqa: E402
from presets.builder import (  # noqa: E402
    bots_play_the_match_and_it_replays,
    build,
    illegal_reason,
    legal,
    play,
    side_result,
)
from properties.test_random_play import _check_views  # noqa: E402

NAT_K = "Kh Ks Kd Kc Kh Ks Kd"      # a natural canasta of kings
MIX_Q = "Qh Qs Qd Qc Qh 2c JK"      # a mixed canasta of queens (two wild cards)


def am(**kw: object) -> RuleSet:
    return make_rules("american", 4, kw)


def test_MA1_four_players_in_pairs_two_packs_108_cards() -> None:
    r = am()
    assert preset_players("american") == (4,) and "american" in PRESET_NAMES
    assert (r.players, r.partnership, r.packs, r.deck_size) == (4, "pairs", 2, 108)
    with pytest.raises(RuleError):
        make_rules("american", 2)
    st = new_game("american", seed=3)
    assert Counter(all_cards(st)) == Counter(deck(2))


def test_MA2_thirteen_cards_each() -> None:
    st = new_game("american", seed=5)
    assert st.rules.hand_size == 13
    assert all(len(st.hand(q)) == 13 for q in range(4))


def test_MA3_no_card_is_turned_up_the_pile_starts_empty() -> None:
    assert am().upcard == "none"
    for seed in range(6):
        st = new_game("american", seed=seed)
        assert st.pile == [] and not st.pile_frozen
        assert [str(m) for m in st.legal_move_list()] == ["draw"]
        assert Counter(all_cards(st)) == Counter(deck(2))
    st = new_game("american", seed=1, upcard="turn")
    assert len(st.pile) >= 1


def _opening_turn(**kw: object) -> State:
    return build("american", hands={0: "Ah As Ad 9c 5d", 1: "Qh Qs Qd 8c 5h"}, turn=0, phase="meld",
                 opened={0: False, 1: False}, stock_top="8h 8s 4c 4d 6c 6d 6h", **kw)


def test_MA3_the_first_side_to_meld_draws_a_talon_of_four_the_second_of_three() -> None:
    assert am().talons == (4, 3)
    st = _opening_turn()
    play(st, "meld A A A", "discard 9")
    assert st.opened[0] and sorted(st.hand(0)) == sorted(parse_face(t) for t in ["5d", "8h", "8s", "4c", "4d"])
    assert st.turn == 1 and len(st.hand(1)) == 5  # (the talon is drawn after the discard; then the next turn)
    # the other side opens second: three cards
    st2 = build("american", hands={1: "Ah As Ad 9c 5d"}, turn=1, phase="meld", melds={0: ["Kh Ks Kd"]},
                opened={1: False}, stock_top="8h 8s 4c 4d")
    play(st2, "meld A A A", "discard 9")
    assert sorted(st2.hand(1)) == sorted(parse_face(t) for t in ["5d", "8h", "8s", "4c"])


def test_MA3_no_talon_for_an_opening_by_the_pile_nor_late_in_the_stock() -> None:
    st = build("american", hands={0: "Ah As 9c 5d 6d"}, pile="4c 5c Ad", turn=0, opened={0: False},
               stock_top="8h 8s 4d 4h")
    play(st, "take A A", "discard 9")
    assert st.opened[0] and sorted(st.hand(0)) == sorted(parse_face(t) for t in ["5d", "6d", "4c", "5c"])
    st = _opening_turn(stock_size=8)
    play(st, "meld A A A", "discard 9")
    assert st.hand(0) == [parse_face("5d")]
    st = _opening_turn(talons="")
    play(st, "meld A A A", "discard 9")
    assert st.hand(0) == [parse_face("5d")]


def test_MA4_one_card_from_the_stock_with_a_two_card_option() -> None:
    st = build("american", hands={0: "Kh Ks 9c 5d"}, stock_top="8c 8d", turn=0)
    play(st, "draw")
    assert len(st.hand(0)) == 5
    st = build("american", hands={0: "Kh Ks 9c 5d"}, stock_top="8c 8d", turn=0, draw_count=2)
    play(st, "draw")
    assert len(st.hand(0)) == 6


def test_MA5_the_pile_is_taken_only_with_a_natural_pair() -> None:
    # opened side, a meld of kings on the table, a king on top: a lay-off or K + wild do not take it
    st = build("american", hands={0: "Kh 2c 9c 5d 6d"}, melds={0: ["Kh Ks Kd"]}, pile="4c 5c Kc", turn=0)
    moves = legal(st)
    assert not any(m.startswith("take") for m in moves), moves
    st = build("american", hands={0: "Kh Ks 9c 5d 6d"}, melds={0: ["Qh Qs Qd"]}, pile="4c 5c Kc", turn=0)
    assert "take K K" in legal(st)


def test_MA6_a_wild_card_on_top_blocks_the_pile() -> None:
    st = build("american", hands={0: "JK JK Kh Ks 9c"}, melds={0: ["Qh Qs Qd"]}, pile="4c 5c 2d", turn=0)
    assert not any(m.startswith("take") for m in legal(st))


def test_MA7_at_most_two_wild_cards_in_an_ordinary_meld() -> None:
    r = am()
    assert (r.max_wilds, r.max_wilds_new, r.wild_ratio, r.min_naturals) == (2, 2, "any", 2)
    st = build("american", hands={0: "JK 2c 9c 5d 6d"}, melds={0: ["Qh Qs Qd 2d JK"]}, turn=0, phase="meld")
    assert "add JK to Q" not in legal(st) and "add 2 to Q" not in legal(st)
    assert "C-8.2" in illegal_reason(st, "add JK to Q")


def test_MA8_sevens_never_take_a_wild_card() -> None:
    st = build("american", hands={0: "7h 7s JK 2c 9c 5d"}, turn=0, phase="meld", opened={0: True},
               melds={0: ["Qh Qs Qd"]})
    moves = legal(st)
    assert "meld 7 7 JK" not in moves and "meld 7 7 2" not in moves
    assert illegal_reason(st, "meld 7 7 JK").startswith("MA-8")
    st = build("american", hands={0: "7h JK 2c 9c 5d"}, turn=0, phase="meld", melds={0: ["7h 7s 7d"]})
    assert "add 7" in legal(st)
    assert "add JK to 7" not in legal(st) and "add 2 to 7" not in legal(st)
    assert illegal_reason(st, "add JK to 7").startswith("MA-8")
    st = build("american", hands={0: "7h 7s JK 9c 5d"}, pile="4c 5c 7c", turn=0, melds={0: ["Qh Qs Qd"]},
               take_with="classic")
    assert "take 7 JK" not in legal(st) and "take 7 7" in legal(st)
    assert illegal_reason(st, "take 7 JK").startswith("MA-8")


def test_MA8_a_canasta_of_sevens_scores_2500_and_an_unfinished_one_costs_2500() -> None:
    for sevens, bonus in (("7h 7s 7d 7c 7h 7s 7d", 2500), ("7h 7s 7d", -2500)):
        st = build("american", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
                   melds={0: [NAT_K, MIX_Q, sevens]}, first_meld={0: 3})
        play(st, "discard 9")
        got = side_result(st, 0)
        assert got["canasta_bonus"] == 500 + 300 + bonus, got


def test_MA9_aces_are_natural_and_their_canasta_scores_2000() -> None:
    st = build("american", hands={0: "Ah As JK 9c 5d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]})
    assert "meld A A JK" not in legal(st) and "meld A A 2" not in legal(st)
    for aces, bonus in (("Ah As Ad Ac Ah As Ad", 2000), ("Ah As Ad Ac", -2000)):
        st = build("american", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
                   melds={0: [NAT_K, MIX_Q, aces]}, first_meld={0: 3})
        play(st, "discard 9")
        assert side_result(st, 0)["canasta_bonus"] == 800 + bonus


def test_MA9_aces_laid_in_the_initial_meld_may_take_wild_cards() -> None:
    assert am().opening_wild_ranks == (14,)
    # the side has not opened: aces with a wild card are part of its initial meld
    st = build("american", hands={0: "Ah As JK 2c 9c 5d 6d"}, turn=0, phase="meld", opened={0: False})
    assert "meld A A JK" in legal(st)
    play(st, "meld A A JK")
    assert st.opened[0] and "add 2 to A" in legal(st)  # still the turn of the initial meld
    play(st, "add 2 to A", "discard 9")
    # from then on an ordinary meld: it takes wild cards up to MA-7's two (no more here)
    st = build("american", hands={0: "Ac 2c JK 9c 5d"}, turn=0, phase="meld",
               melds={0: [NAT_K, {"cards": "Ah As JK", "born": 3}]})
    moves = legal(st)
    assert "add 2 to A" in moves and "add A" in moves
    # natural aces of the initial meld may take a wild card in that turn, never later
    st = build("american", hands={0: "Ah As Ad JK 9c 5d 6d"}, turn=0, phase="meld", opened={0: False})
    play(st, "meld A A A")
    assert "add JK to A" in legal(st)
    st = build("american", hands={0: "Ac JK 9c 5d"}, turn=0, phase="meld",
               melds={0: [NAT_K, {"cards": "Ah As Ad", "born": 3}]})
    assert "add JK to A" not in legal(st) and illegal_reason(st, "add JK to A").startswith("MA-8")
    # aces started after the initial meld are natural (MA-9's rule)
    st = build("american", hands={0: "Ah As JK 9c 5d"}, turn=0, phase="meld", melds={0: [{"cards": NAT_K, "born": 3}]})
    assert "meld A A JK" not in legal(st) and illegal_reason(st, "meld A A JK").startswith("MA-8")
    # off (no exception): never
    st = build("american", hands={0: "Ah As JK 2c 9c 5d 6d"}, turn=0, phase="meld", opened={0: False},
               opening_wild_ranks="")
    assert "meld A A JK" not in legal(st)


def test_MA9_aces_with_wild_cards_count_as_an_ordinary_meld() -> None:
    for aces, bonus in (("Ah As Ad Ac Ah 2d JK", 300), ("Ah As JK", 0)):
        st = build("american", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
                   melds={0: [NAT_K, MIX_Q, {"cards": aces, "born": 3}]}, first_meld={0: 3})
        play(st, "discard 9")
        got = side_result(st, 0)
        assert got["canasta_bonus"] == 800 + bonus, got


def test_MA10_wild_card_melds_score_2000_and_cost_2000_unfinished() -> None:
    r = am()
    assert r.wild_melds and (r.wild_canasta_pure, r.wild_canasta_mixed) == (2000, 2000)
    for wild, bonus in (("JK JK 2c 2d 2h 2s JK", 2000), ("JK 2c 2d", -2000)):
        st = build("american", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
                   melds={0: [NAT_K, MIX_Q, wild]}, first_meld={0: 3})
        play(st, "discard 9")
        assert side_result(st, 0)["canasta_bonus"] == 800 + bonus


def test_MA11_one_meld_per_rank() -> None:
    st = build("american", hands={0: "Qh Qs Qc 9c 5d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]})
    assert "meld Q Q Q" not in legal(st) and "add Q" in legal(st)


def test_MA11_a_complete_canasta_closes_its_rank() -> None:
    r = am()
    assert r.canasta_closes_rank and r.wild_canasta_closed  # (MA-10: a wild meld holds 3 to 7 cards too)
    st = build("american", hands={0: "Kc JK 9c 5d 6d"}, turn=0, phase="meld", melds={0: [NAT_K]})
    moves = legal(st)
    assert "add K" not in moves and "add JK to K" not in moves and "discard K" in moves
    why = illegal_reason(st, "add K")
    assert why.startswith("MA-11") and "seven cards" in why
    assert illegal_reason(st, "add JK to K").startswith("MA-11")
    assert st.reason("add K").code == "meld-closed" and st.reason("add K").params == {"meld": "K", "size": 7}
    # the rank is dead for the side: it is never started again (one meld per rank, C-8.5)
    st = build("american", hands={0: "Qc Qd Qs 9c 5d 6d"}, turn=0, phase="meld", melds={0: [MIX_Q]})
    assert "meld Q Q Q" not in legal(st) and "add Q" not in legal(st)
    # off (the classic reading): the canasta grows
    st = build("american", hands={0: "Kc JK 9c 5d 6d"}, turn=0, phase="meld", melds={0: [NAT_K]},
               canasta_closes_rank=False)
    assert "add K" in legal(st) and "add JK to K" in legal(st)


def test_MA11_a_pair_does_not_take_the_pile_when_the_meld_would_pass_seven_cards() -> None:
    st = build("american", hands={0: "Kc Kd 9c 5d 6d"}, melds={0: ["Kh Ks Kd Kc Kh"]}, pile="4c 5c Ks", turn=0)
    assert "take K K" not in legal(st)
    assert illegal_reason(st, "take K K").startswith("MA-11")
    st = build("american", hands={0: "Kc Kd 9c 5d 6d"}, melds={0: ["Kh Ks Kd Kc"]}, pile="4c 5c Ks", turn=0)
    assert "take K K" in legal(st)
    play(st, "take K K")
    assert len(st.melds[0][13].cards) == 7


def test_MA11_a_dead_card_is_discarded_never_melded_out() -> None:
    # two canastas, the last card a king of the closed rank: the player goes out by discarding it
    st = build("american", hands={0: "Kc"}, turn=0, phase="meld", melds={0: [NAT_K, MIX_Q]})
    assert legal(st) == {"discard K"}
    play(st, "discard K")
    assert st.went_out == 0
    # two dead queens: the going-out search melds neither (one discard leaves the other)
    st = build("american", hands={0: "Qc Qd 9c"}, turn=0, phase="meld", melds={0: [NAT_K, MIX_Q, "9h 9s 9d"]})
    moves = legal(st)
    assert "add 9" in moves and not any(m.startswith("add Q") for m in moves)
    counts, melds = st.hand_counts(0), st.melds[0]
    counts[9] -= 1
    assert not can_go_out(st.rules, counts, melds, True)
    assert can_go_out(st.rules.with_overrides({"canasta_closes_rank": False}), counts, melds, True)


def test_MA12_opening_minimum_50_90_120_150_by_score() -> None:
    r = am()
    assert [r.opening_minimum(s) for s in (-500, 0, 2495, 2500, 4995, 5000, 7495, 7500, 20000)] == \
        [50, 50, 50, 90, 90, 120, 120, 150, 150]


def test_MA13_going_out_needs_two_canastas() -> None:
    assert am().canastas_to_go_out == 2
    st = build("american", hands={0: "9c"}, turn=0, phase="meld", melds={0: [NAT_K, "Qh Qs Qd"]})
    assert "discard 9" not in legal(st)
    st = build("american", hands={0: "9c"}, turn=0, phase="meld", melds={0: [NAT_K, MIX_Q]})
    assert "discard 9" in legal(st)


def test_MA14_black_threes_are_never_melded() -> None:
    assert am().black3_melds is False
    st = build("american", hands={0: "3c 3s 3c"}, turn=0, phase="meld", melds={0: [NAT_K, MIX_Q]},
               black3_bonus=False)
    assert "meld 3 3 3" not in legal(st)


def test_MA14_black_threes_are_bonus_cards_laid_at_once_and_replaced_when_drawn() -> None:
    assert am().black3_bonus is True
    st = build("american", hands={0: "Kh Ks 9c 5d"}, stock_top="3c 3s 8d", turn=0)
    play(st, "draw")
    assert sorted(st.red3s[0]) == sorted([parse_face("3c"), parse_face("3s")])
    assert st.hand_counts(0)[BLACK3] == 0 and parse_face("8d") in st.hand(0) and len(st.hand(0)) == 5
    # off (the classic black three): the drawn black three stays in the hand
    st = build("american", hands={0: "Kh Ks 9c 5d"}, stock_top="3c 8d", turn=0, black3_bonus=False)
    play(st, "draw")
    assert st.red3s[0] == [] and st.hand_counts(0)[BLACK3] == 1


def test_MA14_dealt_black_threes_are_laid_and_replaced_so_no_hand_holds_a_three() -> None:
    laid = 0
    for seed in range(12):
        st = new_game("american", seed=seed)
        for q in range(4):
            assert st.hand_counts(q)[BLACK3] == 0 and st.hand_counts(q)[RED3] == 0 and len(st.hand(q)) == 13
            laid += sum(1 for f in st.red3s[q] if KIND[f] == BLACK3)
        assert Counter(all_cards(st)) == Counter(deck(2))
    assert laid > 0  # (some deal holds a black three: the rule was exercised)


def test_MA14_black_threes_in_a_pile_taken_are_laid_without_replacement() -> None:
    st = build("american", hands={0: "Kh Ks 9c 5d 6d"}, melds={0: ["Qh Qs Qd"]}, pile="4c 3s 5c Kc", turn=0,
               stock_top="8d")
    play(st, "take K K")
    assert st.red3s[0] == [parse_face("3s")]
    assert st.hand_counts(0)[BLACK3] == 0 and parse_face("8d") not in st.hand(0)
    assert sorted(st.hand(0)) == sorted(parse_face(t) for t in ["9c", "5d", "6d", "4c", "5c"])


def test_MA14_black_threes_score_100_each_plus_or_minus_as_the_red_threes() -> None:
    st = build("american", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, MIX_Q]}, first_meld={0: 3}, red3s={0: "3h 3c", 2: "3s", 1: "3d 3c"})
    play(st, "discard 9")
    assert side_result(st, 0)["red3_points"] == 100 + 2 * 100 and side_result(st, 0)["red_threes"] == 3
    assert side_result(st, 1)["red3_points"] == -(100 + 100)  # side 1 has not melded
    st = build("american", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, MIX_Q]}, first_meld={0: 3}, red3s={0: "3h 3c 3d 3s 3h 3d"}, black3_bonus_value=50)
    play(st, "discard 9")
    assert side_result(st, 0)["red3_points"] == 800 + 2 * 50  # (the table of four is for the red ones)


def test_MA14_a_position_with_a_black_three_in_hand_is_refused() -> None:
    st = build("american", hands={0: "Kh Ks 9c 5d"}, turn=0, black3_bonus=False)
    d = position_dict(st)
    d["hands"][0] = d["hands"][0] + ["3c"]
    d["stock"].remove("3c")
    d["rules"]["black3_bonus"] = "true"
    with pytest.raises(PositionError) as e:
        state_from_position(d)
    assert e.value.code == "position-black-three-in-hand" and "MA-14" in str(e.value)


def test_MA14_a_foot_picked_up_lays_its_black_threes_out() -> None:
    st = build("handfoot", hands={0: "Kh"}, melds={0: ["Kh Ks Kd"]}, feet={0: "3c 9c 9d 9h 9s 5d 5h 5s 6d 6h 6s"},
               turn=0, phase="meld", stock_top="8c 8d 8h", black3_bonus=True)
    play(st, "add K")
    assert st.red3s[0] == [parse_face("3c")] and st.hand_counts(0)[BLACK3] == 0 and len(st.hand(0)) == 11


def test_MA15_red_threes_100_each_800_for_four() -> None:
    r = am()
    assert [r.red3_bonus(n) for n in (1, 2, 3, 4)] == [100, 200, 300, 800] and r.red3_penalty == "no_meld"


def test_MA16_bonuses_and_no_separate_concealed_bonus() -> None:
    r = am()
    assert (r.natural_canasta, r.mixed_canasta, r.going_out_bonus, r.concealed_bonus) == (500, 300, 100, 100)


def test_MA17_game_to_8500() -> None:
    assert am().target == 8500


def test_MA18_everything_else_is_classic() -> None:
    c, a = make_rules("classic", 4), am()
    same = ("upcard_red3", "red3_timing", "freeze", "one_card_rule", "stock_out", "black3_value",
            "black3_hand_value", "permission", "opening_combine", "opening_wilds")
    assert all(getattr(c, n) == getattr(a, n) for n in same)


def test_MA19_no_ace_or_seven_onto_an_empty_pile_while_another_natural_card_is_held() -> None:
    assert am().empty_pile_discard_ranks == (7, 14) and make_rules("classic", 4).empty_pile_discard_ranks == ()
    st = build("american", hands={0: "Ah 7c 9d JK Kc"}, pile=(), melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    assert legal(st) >= {"discard 9", "discard K", "discard JK"}
    assert not legal(st) & {"discard A", "discard 7"}
    reason = illegal_reason(st, "discard A")
    assert reason.startswith("MA-19") and "empty pile" in reason, reason
    assert st.reason(parse_move("discard 7")).code == "empty-pile-discard"  # type: ignore[union-attr]
    # only aces, sevens and wild cards held: the ace or the seven may go
    only = build("american", hands={0: "Ah 7c JK"}, pile=(), melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    assert {"discard A", "discard 7", "discard JK"} <= legal(only)
    # a pile that is not empty takes them
    full = build("american", hands={0: "Ah 7c 9d JK Kc"}, pile="5c", melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    assert {"discard A", "discard 7"} <= legal(full)
    # the pile just taken is empty too (pagat: "or when you have taken the pile")
    taken = build("american", hands={0: "Ah 7c 9d 9s 4c 5d"}, pile="8c 9h", melds={0: ["Qh Qs Qd"]}, turn=0)
    play(taken, "take 9 9")
    assert taken.pile == [] and "discard A" not in legal(taken) and "discard 4" in legal(taken)
    # the rule is a parameter: off, an ace goes onto an empty pile
    off = build("american", hands={0: "Ah 7c 9d JK Kc"}, pile=(), melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld",
                empty_pile_discard_ranks="")
    assert "discard A" in legal(off)


# -- the parameters -----------------------------------------------------------------------------------


def test_MA_parameters_text_forms_round_trip_and_bad_values_are_one_line_errors() -> None:
    r = make_rules("classic", 4, {"wild_free_ranks": "7,A", "rank_canasta_bonus": "7:2500,A:2000",
                                  "unfinished_penalty": "0:2000,7:2500"})
    assert r.wild_free_ranks == (7, 14) and r.rank_canasta_bonus == ((7, 2500), (14, 2000))
    assert r.unfinished_penalty == ((0, 2000), (7, 2500))
    assert RuleSet.from_dict(r.to_dict()) == r
    for name, value in (("wild_free_ranks", "3"), ("wild_free_ranks", "x"), ("rank_canasta_bonus", "7"),
                        ("unfinished_penalty", "7:-1"), ("unfinished_penalty", "1:5"), ("wild_free_ranks", 5)):
        with pytest.raises(RuleError) as e:
            make_rules("classic", 4, {name: value})
        assert "\n" not in str(e.value) and name in str(e.value) and e.value.code


def test_MA_new_parameters_are_not_written_while_empty() -> None:
    """The records and positions of the earlier presets do not change (equivalence fingerprints)."""
    for p in PRESET_NAMES:
        d = make_rules(p, preset_players(p)[0]).to_dict()
        assert ("wild_free_ranks" in d) == (p == "american")


def test_MA_cli_rules_shows_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    from canasta.cli import main

    with pytest.raises(SystemExit) as e:
        main(["rules", "american"])
    assert e.value.code in (0, None)
    out = capsys.readouterr().out
    assert "Modern American" in out and "never hold a wild card" in out and "2,500" in out


# -- whole games: bots, records, properties -------------------------------------------------------------


def _random_match(seed: int, target: int = 1500) -> tuple[object, list[str]]:
    st = new_game("american", seed=seed, target=target)
    rnd = random.Random(seed)
    moves: list[str] = []
    hands = 0
    total = len(deck(2))
    while not st.match_over and hands < 6:
        legal_moves = st.legal_move_list()
        assert legal_moves, "a dead end"
        if len(moves) % 7 == 0:
            assert len(all_cards(st)) == total and Counter(all_cards(st)) == Counter(deck(2))
            _check_views(st, rnd)  # no hidden card in any seat's view (the property suite's check)
        m = rnd.choice(legal_moves)
        assert parse_move(str(m)) == m
        st.apply(m)
        moves.append(str(m))
        if st.phase == "hand_over":
            hands += 1
        assert len(moves) < 20000
    for s, side in enumerate(st.melds):
        for key, meld in side.items():
            if key in (7, 14):
                assert not any(IS_WILD[KIND[c]] for c in meld.cards), (s, key, meld)
    return st, moves


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_MA_property_random_games_keep_every_card_end_and_replay(seed: int) -> None:
    st, moves = _random_match(seed)
    again = new_game("american", seed=seed, target=1500)
    for m in moves:
        again.apply(m)
    assert again == st
    again2 = state_from_position(position_dict(st))
    assert position_dict(again2) == position_dict(st)


def test_MA_bots_play_a_match_to_the_end_and_the_record_replays() -> None:
    bots_play_the_match_and_it_replays(new_game("american", seed=11, target=1500), 11)
