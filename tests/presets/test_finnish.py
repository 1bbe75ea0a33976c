"""Finnish preset (RULES.md §2 FI seed, resolutions FI-1..FI-16, quotes Fi01..Fi26)."""

from __future__ import annotations

from collections import Counter

import pytest

from canasta import make_rules, new_game, preset_players
from canasta.cards import BLACK3, IS_WILD, KIND, RED3, deck
from canasta.position import all_cards

from .builder import build, illegal_reason, legal, play, side_result

CANASTA_K = "Kh Ks Kd Kc Kh Ks Kd"


def _score(hands: dict[int, str], melds: dict[int, list[str]], red3s: dict[int, str] | None = None,
           **over: object) -> tuple[dict[str, object], dict[str, object]]:
    full = {0: "9c", 1: "4c", 2: "4h", 3: "4d"}
    full.update(hands)
    st = build("finnish", hands=full, melds=melds, red3s=red3s or {}, turn=0, phase="meld",
               first_meld={0: 3}, **over)  # type: ignore[arg-type]
    play(st, "ask", "yes", "discard 9")  # FI-8: in partnership play going out needs the partner's yes
    return side_result(st, 0), side_result(st, 1)


def test_FI1_twos_and_jokers_are_wild_and_a_meld_holds_at_most_three() -> None:
    """FI-1 / Fi03 / Fi14: 'jokeri' means any wild card; at most three wild cards in a meld."""
    st = build("finnish", hands={0: "2c JK 2d 2h 4c 5c"}, melds={0: ["9h 9s 9d"]}, turn=0, phase="meld")
    play(st, "add 2 to 9", "add JK to 9", "add 2 to 9")
    assert st.melds[0][9].wilds == 3
    assert "C-8.2" in illegal_reason(st, "add 2 to 9")


def test_FI1_a_discarded_two_freezes_the_pile_like_a_joker() -> None:
    """FI-1 / Fi21: 'läimäisee jokerin' = discards any wild, twos included: it locks the pile."""
    st = build("finnish", hands={0: "2c 9s 9d 4c"}, melds={0: ["8h 8s 8d"]}, turn=0, phase="meld", pile="Kc")
    play(st, "discard 2")
    assert st.pile_frozen


def test_FI1_joker_50_two_20_in_hand() -> None:
    """FI-1 / Fi04: the joker card counts 50 and a two 20."""
    _, s1 = _score({1: "JK 2c"}, {0: [CANASTA_K]})
    assert s1["in_hand"] == 50 + 20 + 5


def test_FI2_black_threes_are_melded_only_when_going_out() -> None:
    """FI-2 / Fi11 / Fi20: black threes may not be played, except 3 or 4 without jokers when going out."""
    st = build("finnish", hands={0: "3s 3c 3s"}, melds={0: [CANASTA_K]}, turn=0, phase="meld")
    play(st, "ask", "yes")  # FI-8: going out in partnership play needs the partner's yes
    assert "meld 3 3 3" in legal(st)
    st2 = build("finnish", hands={0: "3s 3c 3s 9c 9d"}, melds={0: [CANASTA_K]}, turn=0, phase="meld")
    assert "meld 3 3 3" not in legal(st2)
    assert "C-12.6" in illegal_reason(st2, "meld 3 3 3")


def test_FI2_two_black_threes_cannot_go_out() -> None:
    """FI-2 / Fi20: a player holding two black threes may not go out."""
    st = build("finnish", hands={0: "3s 3c"}, melds={0: [CANASTA_K]}, turn=0, phase="meld")
    assert legal(st) == {"discard 3"}


def test_FI2_four_black_threes_with_a_wild_are_not_a_meld() -> None:
    """Fi20: three or four black threes, without jokers."""
    st = build("finnish", hands={0: "3s 3c 3s 2c"}, melds={0: [CANASTA_K]}, turn=0, phase="meld")
    play(st, "ask", "yes")  # FI-8
    assert "meld 3 3 3" in legal(st)  # the two then goes on the kings or is the last discard
    assert "C-12.6" in illegal_reason(st, "meld 3 3 2")


def test_FI3_a_red_three_in_the_initial_pile_freezes_it_anywhere() -> None:
    """FI-3 / Fi06 / Fi10: a red three turned at the deal is covered; the pile stays frozen while it is in it."""
    for seed in range(400):
        st = new_game("finnish", seed=seed)
        if any(KIND[c] == RED3 for c in st.pile):
            break
    else:
        raise AssertionError("no red-three upcard")
    assert KIND[st.pile[-1]] != RED3 and st.pile_frozen
    for q in (0, 1):
        assert st.frozen_for(q)


def test_FI4_unfrozen_pile_taken_with_a_natural_and_a_wild_never_two_wilds() -> None:
    """FI-4 / Fi09: natural pair, or one natural + one wild, or a lay-off; never two wilds."""
    st = build("finnish", hands={1: "Kh JK 2c 9s 4d"}, melds={1: ["7h 7s 7d"]}, pile="5c Kc", turn=1)
    moves = legal(st)
    assert {"take K JK", "take K 2"} <= moves
    assert "C-7.5" in illegal_reason(st, "take 2 JK")
    lay = build("finnish", hands={1: "9s 4d 5d"}, melds={1: ["Kh Ks Kd"]}, pile="5c Kc", turn=1)
    assert "take" in legal(lay)


def test_FI5_a_score_of_exactly_1500_needs_90() -> None:
    """FI-5 / Fi15: the overlapping bands are read as classic: 1500 -> 90."""
    r = make_rules("finnish")
    assert [r.opening_minimum(x) for x in (-5, 0, 1495, 1500, 2995, 3000)] == [15, 50, 50, 90, 90, 120]


def test_FI6_four_red_threes_score_400_without_the_800_bonus() -> None:
    """FI-6 / Fi23: red threes 100 each, no all-four bonus by default."""
    s0, _ = _score({}, {0: [CANASTA_K]}, {0: "3h 3d", 2: "3h 3d"})
    assert s0["red3_points"] == 400


def test_FI6_option_800_for_four() -> None:
    """FI-6 option fi.red3AllFour = 800 (red3_table=4:800)."""
    s0, _ = _score({}, {0: [CANASTA_K]}, {0: "3h 3d", 2: "3h 3d"}, red3_table="4:800")
    assert s0["red3_points"] == 800


def test_FI7_a_team_with_no_meld_loses_100_per_red_three() -> None:
    """FI-7 / Fi24: without any meld the red threes count minus, 100 each."""
    _, s1 = _score({}, {0: [CANASTA_K]}, {1: "3h 3d"})
    assert s1["red3_points"] == -200
    _, with_meld = _score({}, {0: [CANASTA_K], 1: ["Qh Qs Qd"]}, {1: "3h 3d"})
    assert with_meld["red3_points"] == 200


def test_FI7_option_flat_minus_100() -> None:
    """FI-7 option: a flat -100 for a team without melds (red3_penalty_flat=100)."""
    _, s1 = _score({}, {0: [CANASTA_K]}, {1: "3h 3d"}, red3_penalty_flat=100)
    assert s1["red3_points"] == -100


def test_FI8_going_out_in_partnership_play_needs_the_partners_yes() -> None:
    """FI-8 / Fi18 (revised, seed-literal): in partnership play a player may not play the last card
    of the hand, by melding or by discarding, without the partner's permission: asking is required
    and the answer binds (C-12.4). Going out also needs the team's canasta (Fi19)."""
    assert make_rules("finnish").permission == "required"
    st = build("finnish", hands={0: "Qh Qs 9c", 2: "4h 5h"}, melds={0: [CANASTA_K, "Qd Qc Qh"]}, turn=0,
               phase="meld")
    play(st, "add Q")
    assert "add Q" not in legal(st)  # it would leave only the 9 to discard, and going out needs the yes
    assert "FI-8" in illegal_reason(st, "add Q")
    st = build("finnish", hands={0: "Qh Qs 9c", 2: "4h 5h"}, melds={0: [CANASTA_K, "Qd Qc Qh"]}, turn=0,
               phase="meld")
    play(st, "ask", "yes")
    assert "discard 9" not in legal(st)  # a binding yes: the player must go out
    assert "C-12.4" in illegal_reason(st, "discard 9")
    play(st, "add Q", "add Q", "discard 9")
    assert st.result is not None and st.result.went_out == 0


def test_FI8_the_last_card_is_discarded_only_after_a_yes() -> None:
    """FI-8: with one card left the player asks; after a no the card stays in hand."""
    st = build("finnish", hands={0: "9c", 2: "4h 5h"}, melds={0: [CANASTA_K]}, turn=0, phase="meld")
    assert legal(st) == {"ask"}
    assert "FI-8" in illegal_reason(st, "discard 9")
    play(st, "ask", "yes", "discard 9")
    assert st.result is not None and st.result.went_out == 0


def test_FI8_a_no_cites_C12_4() -> None:
    """C-12.4: after the partner's no the refusal names C-12.4 (not C-12.2)."""
    st = build("finnish", hands={0: "Qh Qs 9c", 2: "4h 5h"}, melds={0: [CANASTA_K, "Qd Qc Qh"]}, turn=0,
               phase="meld")
    play(st, "ask", "no", "add Q")
    assert "C-12.4" in illegal_reason(st, "add Q")


def test_FI8_going_out_by_melding_in_partnership_play_after_the_yes() -> None:
    """'pöytäämällä': going out by melding the last cards, after the partner's yes."""
    st = build("finnish", hands={0: "6h 6s", 2: "4h 5h"}, melds={0: ["6c 6d 6h 6s 6c"]}, turn=0, phase="meld")
    assert "add 6" not in legal(st)
    play(st, "ask", "yes", "add 6", "add 6")
    assert st.result is not None and st.result.went_out == 0


def test_FI8_playing_alone_needs_no_permission() -> None:
    """FI-8: playing alone (2 or 3 players, FI-16), no permission is asked."""
    st = build("finnish", 2, hands={0: "9c"}, melds={0: [CANASTA_K]}, turn=0, phase="meld")
    assert legal(st) == {"discard 9"}


def test_FI8_option_classic_optional_asking() -> None:
    """FI-8 option: permission=binding is the Classic optional asking."""
    st = build("finnish", hands={0: "9c"}, melds={0: [CANASTA_K]}, turn=0, phase="meld", permission="binding")
    assert "discard 9" in legal(st)


def test_FI9_stock_out_continues_only_while_players_take_the_pile() -> None:
    """FI-9 / Fi22: with the stock gone, a player must take a pile that fits an own meld (C-13.2);
    the first player who does not take it ends the hand."""
    st = build("finnish", hands={1: "9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="Kc 7c", turn=1, stock_size=0)
    assert "draw" not in legal(st) and "take" in legal(st)
    st2 = build("finnish", hands={1: "9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="Kc 8c", turn=1, stock_size=0)
    play(st2, "draw")
    assert st2.result is not None and st2.result.ended_by == "stock"


def test_FI9_red_three_as_last_stock_card_ends_the_hand() -> None:
    """Fi22: a red three as the last stock card is laid; no other meld or discard; the round ends."""
    st = build("finnish", hands={1: "9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="Kc 8c", turn=1,
               stock_top="3h", stock_size=1)
    play(st, "draw")
    assert st.result is not None and len(st.red3s[1]) >= 1 and st.result.went_out == -1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_FI10_the_seeds_numbers_at_every_player_count(n: int) -> None:
    """FI-10 / Fi05 (revised, seed-literal): 11 cards, draw 1, one canasta, 5000 and play on after the
    stock (FI-9) for 2, 3 and 4 players alike."""
    r = make_rules("finnish", n)
    size = 11
    assert (r.hand_size, r.draw_count, r.canastas_to_go_out, r.target, r.stock_out) == (11, 1, 1, 5000, "take_pile")
    st = new_game("finnish", players=n, seed=2)
    assert all(len(st.hand(q)) == size for q in range(n))
    assert Counter(all_cards(st)) == Counter(deck(2))


def test_FI11_all_dealt_red_threes_are_laid_before_the_first_draw() -> None:
    """FI-11 / Fi07: before the eldest hand's first draw, all players lay and replace dealt red threes."""
    assert make_rules("finnish").red3_timing == "after_deal"
    for seed in range(30):
        st = new_game("finnish", seed=seed)
        assert st.phase == "draw" and st.turn_serial == 0
        assert not any(KIND[c] == RED3 for q in range(4) for c in st.hand(q))


def test_FI12_direct_going_out_scores_200() -> None:
    """FI-12 / Fi23: 'suora lopettaminen' = concealed going out, 200 replacing 100."""
    st = build("finnish", hands={0: "Kh Ks Kd Kc Kh Ks Kd 9c", 1: "4c", 2: "4h", 3: "4d"},
               melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    play(st, "ask", "yes", "meld K K K", "add K", "add K", "add K", "add K", "discard 9")
    assert st.result is not None and st.result.concealed
    assert side_result(st, 0)["going_out"] == 200


def test_FI13_a_black_three_upcard_is_covered_and_does_not_freeze() -> None:
    """FI-13 / Fi06: a new card is turned on a black three, which is not turned crosswise (no freeze)."""
    for seed in range(400):
        st = new_game("finnish", seed=seed)
        if any(KIND[c] == BLACK3 for c in st.pile) and not any(KIND[c] in (0, 1, 2) for c in st.pile):
            break
    else:
        raise AssertionError("no black-three upcard")
    assert KIND[st.pile[-1]] >= 4 and not st.pile_frozen


def test_FI14_history_is_not_a_rule() -> None:
    """FI-14 / Fi26: the title and date are not rules: the preset is classic with the FI differences."""
    from canasta.rules import diff

    names = {name for name, _, _ in diff(make_rules("classic"), make_rules("finnish"))}
    assert names == {"upcard_black3", "red3_table", "permission"}


def test_FI15_the_natural_pair_rule_applies_only_to_a_frozen_pile() -> None:
    """FI-15 / Fi10: 'only with two natural cards' follows the freeze conditions: frozen pile only."""
    frozen = build("finnish", hands={1: "Kh Ks JK 9s 4d"}, melds={1: ["7h 7s 7d"]}, pile="2c 5c Kc", turn=1,
                   pile_frozen=True)
    assert "take K JK" not in legal(frozen) and "take K K" in legal(frozen)
    assert "C-7.6" in illegal_reason(frozen, "take K JK")
    unopened = build("finnish", hands={1: "Kh Ks JK 9s 4d 8c"}, pile="5c Kc", turn=1)
    assert unopened.frozen_for(1)
    assert "C-7.6" in illegal_reason(unopened, "take K JK")


def test_FI16_two_and_three_players_play_individually() -> None:
    """FI-16 / Fi01: four players in pairs by default; two or three play for themselves (§1.16)."""
    assert preset_players("finnish") == (2, 3, 4)
    assert make_rules("finnish", 4).partnership == "pairs"
    assert make_rules("finnish", 2).partnership == "solo"
    assert make_rules("finnish", 3).partnership == "solo"  # revised: each alone, no cutthroat lone hand
    st = new_game("finnish", players=2, seed=1)
    assert st.sides == [(0,), (1,)]
    st3 = new_game("finnish", players=3, seed=1)
    assert st3.sides == [(0,), (1,), (2,)]
    assert make_rules("finnish", 3, {"partnership": "cutthroat"}).partnership == "cutthroat"  # still an option


def test_Fi11_one_card_in_hand_may_not_take_a_one_card_pile() -> None:
    """Fi11: a player with one card may not take a one-card pile."""
    st = build("finnish", hands={1: "Kh"}, melds={1: ["Ks Kd Kc"]}, pile="Kc", turn=1)
    assert "take" not in legal(st)
    assert "C-7.8" in illegal_reason(st, "take")


def test_Fi18_one_meld_per_rank_and_no_adding_to_opponents() -> None:
    """Fi18: no two melds of the same number; no adding to the opponents' meld."""
    st = build("finnish", hands={0: "Kh Ks Kd 8c 9c"}, melds={0: ["Kc Ks Kd"], 1: ["8h 8s 8d"]}, turn=0,
               phase="meld")
    assert "meld K K K" not in legal(st)
    assert "C-8.5" in illegal_reason(st, "meld K K K")
    assert "C-2.2" in illegal_reason(st, "add 8")


def test_Fi21_red_threes_never_reach_the_hand_so_are_never_discarded() -> None:
    """Fi21: red threes may not be discarded."""
    st = build("finnish", hands={0: "9c 4c"}, melds={0: ["Kc Ks Kd"]}, turn=0, phase="meld")
    assert "discard 3r" not in legal(st)
    assert not any(IS_WILD[KIND[c]] for c in st.hand(0))
