"""French preset (RULES.md §2 FR seed, resolutions FR-1..FR-20, quotes F01..F32)."""

from __future__ import annotations

from collections import Counter

import pytest

from canasta import make_rules, new_game
from canasta.cards import KIND, RED3, deck
from canasta.position import all_cards

from .builder import build, illegal_reason, legal, play, side_result


def test_FR1_two_packs_of_54_make_108_cards_and_six_players_162() -> None:
    """FR-1 / F02: a pack is 52 suited cards plus 2 jokers; 6 players use three packs (F29)."""
    assert make_rules("french", 4).deck_size == 108
    assert make_rules("french", 6).deck_size == 162
    st = new_game("french", players=4, seed=3)
    assert Counter(all_cards(st)) == Counter(deck(2))


def test_FR2_a_meld_of_three_is_legal_not_only_a_canasta() -> None:
    """FR-2 / F13 / F32: a 'série' of 3 or more cards is a meld; a canasta is a série of 7."""
    st = build("french", hands={0: "7h 7s 7d Kc 9s"}, melds={0: ["8h 8s 8d"]}, turn=0, phase="meld")
    assert "meld 7 7 7" in legal(st)


def test_FR3_a_new_meld_holds_at_most_one_wild_card() -> None:
    """FR-3 (a) / F13: a new série has >= 2 naturals and <= 1 wild card."""
    st = build("french", hands={0: "7h 7s JK 2c 9s 9d"}, melds={0: ["8h 8s 8d"]}, turn=0, phase="meld")
    moves = legal(st)
    assert {"meld 7 7 JK", "meld 7 7 2"} <= moves
    assert "C-8.2" in illegal_reason(st, "meld 7 JK 2")


def test_FR3_later_additions_may_bring_a_meld_to_three_wilds_not_four() -> None:
    """FR-3 (b) / F14: added wild cards may bring a meld to 3 wilds (the canasta cap), never 4."""
    st = build("french", hands={0: "JK 2c 2d 9s 9d 4c"}, melds={0: ["8h 8s 8d 8c"]}, turn=0, phase="meld")
    play(st, "add JK to 8", "add 2 to 8", "add 2 to 8")
    assert st.melds[0][8].wilds == 3
    st2 = build("french", hands={0: "JK 9s 9d 4c"}, melds={0: ["8h 8s 8d 8c 2c 2d 2h"]}, turn=0, phase="meld")
    assert "add JK to 8" not in legal(st2)
    assert "C-8.2" in illegal_reason(st2, "add JK to 8")


def test_FR3_the_one_wild_limit_counts_the_whole_turn_the_meld_is_first_laid_in() -> None:
    """FR-3 (revised): "creating" is the whole turn in which the meld is first laid: at the end of that
    turn it holds <= 1 wild, however many steps laid it; later turns may bring it to three."""
    st = build("french", hands={0: "Qh Qs 2c JK 2d 9s 9d 4c 5c"}, melds={0: ["8h 8s 8d"]}, turn=0, phase="meld")
    play(st, "meld Q Q 2")
    assert "add JK to Q" not in legal(st) and "add 2 to Q" not in legal(st)
    assert "FR-3" in illegal_reason(st, "add JK to Q")
    play(st, "discard 4")
    # a later turn of the same side: the meld was laid earlier, so wilds may now be added (F14)
    for _ in range(3):
        play(st, "draw")
        play(st, next(m for m in st.legal_move_list() if m.action == "discard"))
    assert st.turn == 0
    play(st, "draw")
    assert "add JK to Q" in legal(st)
    play(st, "add JK to Q", "add 2 to Q")
    assert st.melds[0][12].wilds == 3


def test_FR3_a_take_into_a_new_meld_keeps_the_limit_for_the_turn() -> None:
    """FR-3 with FR-8: 'take K JK' lays K K JK; no second wild goes on it in that turn."""
    st = build("french", hands={1: "Kh JK 2c 9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="5h Kc", turn=1)
    play(st, "take K JK")
    assert "add 2 to K" not in legal(st)
    assert "FR-3" in illegal_reason(st, "add 2 to K")
    assert "add 2 to 7" in legal(st)  # the sevens were laid in an earlier turn


def test_FR3_taking_a_wild_top_card_into_a_new_meld_counts_as_its_one_wild() -> None:
    """FR-3 with FR-8: a natural pair and a wild top card make a new meld with one wild."""
    st = build("french", hands={0: "7h 7s 9s 9d 4c"}, melds={0: ["8h 8s 8d"]}, pile="Kc JK", turn=0)
    assert "take 7 7" in legal(st)
    play(st, "take 7 7")
    m = st.melds[0][7]
    assert (m.naturals, m.wilds) == (2, 1)


def test_FR4_card_values_are_the_classic_ones() -> None:
    """FR-4 / F30: values are not given; the classic values (C-1.6) are used when scoring."""
    st = build("french", hands={0: "9c", 1: "JK 2c Ac Kc 7c 3s", 3: "4d"}, turn=0, phase="meld",
               melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]})
    play(st, "discard 9")
    assert st.phase in ("hand_over", "match_over")
    assert side_result(st, 1)["in_hand"] == 50 + 20 + 20 + 10 + 5 + 5 + 5


def _french_red3_upcard_seed(under: bool = False) -> int:
    for seed in range(5000):
        covered = new_game("french", seed=seed, upcard_red3="cover")
        kinds = [KIND[c] for c in covered.pile]
        if RED3 in kinds and (not under or kinds.index(RED3) > 0):
            return seed
    raise AssertionError("no seed turns a red three as upcard")


@pytest.mark.parametrize("with_under", [False, True])
def test_FR5_red_three_upcard_is_laid_by_the_first_player_and_the_pile_re_formed(with_under: bool) -> None:
    """FR-5 / F17: the first player lays the red-three upcard (no replacement), takes the cards under it
    into the hand, and the pile is re-formed by turning the next stock card (F08 skip rule)."""
    seed = _french_red3_upcard_seed(with_under)
    covered = new_game("french", seed=seed, upcard_red3="cover")
    st = new_game("french", seed=seed)
    first = st.turn
    i = next(i for i, c in enumerate(covered.pile) if KIND[c] == RED3)
    under = covered.pile[:i]  # skipped wilds and black threes below the red three
    assert KIND[covered.pile[i]] == RED3
    assert len(st.red3s[first]) == len(covered.red3s[first]) + 1
    # the player took the cards under the red three into the hand (no replacement for the red three)
    assert len(st.hand(first)) == 11 + len(under)
    assert st.known[first] == [sum(1 for c in under if KIND[c] == k) for k in range(15)]
    # the re-formed pile has one natural card on top and is not frozen; every card is still somewhere once
    assert KIND[st.pile[-1]] >= 4 and all(KIND[c] in (0, 1, 3) for c in st.pile[:-1])
    assert not st.pile_frozen
    assert Counter(all_cards(st)) == Counter(deck(2))
    # then the first player takes a normal turn: draw first
    assert st.phase == "draw" and "draw" in legal(st)


def test_F08_black_threes_twos_and_jokers_are_turned_past_at_the_deal() -> None:
    """F08: an upcard that is a black three, a 2 or a joker is covered by the next card; nothing freezes."""
    seen = 0
    for seed in range(60):
        st = new_game("french", seed=seed)
        assert KIND[st.pile[-1]] >= 4 and not st.pile_frozen
        for c in st.pile[:-1]:
            assert KIND[c] in (0, 1, 3)
            seen += 1
    assert seen > 0


def test_FR5_option_cover_turns_another_card_on_the_red_three() -> None:
    """FR-5 option fr.red3Upcard = classicCover (upcard_red3=cover): the red three stays in the pile."""
    seed = _french_red3_upcard_seed()
    st = new_game("french", seed=seed, upcard_red3="cover")
    assert KIND[st.pile[0]] == RED3 and len(st.pile) >= 2


def test_FR6_a_drawn_red_three_is_laid_and_replaced() -> None:
    """FR-6 / F16: a red three drawn from the stock is laid and a replacement is drawn (C-5.2)."""
    st = build("french", hands={0: "7h 8s 9d"}, stock_top="3h 9c", turn=0)
    play(st, "draw")
    assert [c for c in st.red3s[0]] and KIND[st.red3s[0][-1]] == RED3
    assert sorted(st.hand_counts(0)[9:10]) == [2]
    assert len(st.hand(0)) == 4


def _end_hand_with_red3s(n_red3: int, side1_melds: list[str], **over: object) -> dict[str, object]:
    reds = " ".join(["3h", "3d", "3h", "3d"][:n_red3])
    st = build("french", hands={0: "9c", 1: "4c 5c", 3: "4d 5d"}, turn=0, phase="meld",
               melds={0: ["Kh Ks Kd Kc Kh Ks Kd"], 1: side1_melds}, red3s={1: reds}, **over)
    play(st, "discard 9")
    return side_result(st, 1)


def test_FR7_four_red_threes_score_500() -> None:
    """FR-7 / F23: a team that laid all four red threes scores 500 (with a canasta)."""
    r = _end_hand_with_red3s(4, ["Qh Qs Qd Qc Qh Qs Qd"])
    assert r["red3_points"] == 500


def test_FR7_one_to_three_red_threes_score_100_each() -> None:
    """FR-7: one to three red threes are worth 100 each."""
    assert _end_hand_with_red3s(3, ["Qh Qs Qd Qc Qh Qs Qd"])["red3_points"] == 300


def test_FR7_red_threes_count_minus_for_a_team_without_a_canasta_even_with_melds() -> None:
    """FR-7 / F24: the penalty applies when the team has no completed canasta, not only no meld."""
    assert _end_hand_with_red3s(2, ["Qh Qs Qd"])["red3_points"] == -200
    assert _end_hand_with_red3s(4, [])["red3_points"] == -500


def test_FR7_variant_four_red_threes_800() -> None:
    """FR-7 option (F25): four red threes score 800."""
    assert _end_hand_with_red3s(4, ["Qh Qs Qd Qc Qh Qs Qd"], red3_table="4:800")["red3_points"] == 800


def test_FR7_six_players_five_and_six_red_threes() -> None:
    """FR-7 / F29: with six players five red threes score 1000 and six 1200."""
    r = make_rules("french", 6)
    assert (r.red3_bonus(4), r.red3_bonus(5), r.red3_bonus(6)) == (500, 1000, 1200)


def test_FR8_a_discarded_wild_card_does_not_freeze_the_pile() -> None:
    """FR-8: no freezing rule; a wild discard has no effect on the pile."""
    st = build("french", hands={0: "JK 9s 9d 4c"}, melds={0: ["8h 8s 8d"], 1: ["Ah As Ad"]}, turn=0,
               phase="meld", pile="Kc")
    play(st, "discard JK")
    assert not st.pile_frozen and not st.frozen_for(1)


def test_FR8_a_wild_topped_pile_is_taken_by_laying_the_wild_on_an_own_meld() -> None:
    """FR-8: the top card may be laid on an own series, even a wild one ('take on 7')."""
    st = build("french", hands={1: "9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="Kc 5h JK", turn=1)
    assert "take on 7" in legal(st)
    play(st, "take on 7")
    assert st.melds[1][7].wilds == 1
    assert sorted(KIND[c] for c in st.hand(1)) == sorted([9, 4, 12, 13, 5])


def test_FR8_an_unopened_side_takes_with_a_natural_pair_no_freeze() -> None:
    """FR-8: the pile is not frozen against a side that has not melded; laying the top card at once
    with a natural pair from the hand takes it (the minimum still applies, F11/F12)."""
    st = build("french", hands={1: "Ah Ad 9s 4d Qc"}, pile="5h Ac", turn=1)
    assert not st.frozen_for(1)
    assert "take A A" in legal(st)


def test_FR8_a_natural_top_card_is_taken_with_one_natural_and_one_wild() -> None:
    """FR-8 (revised): a new série of three with the top card counted in it (>= 2 naturals including
    the top card, <= 1 wild): one natural and one wild from the hand take a natural top card."""
    assert make_rules("french").take_with == "classic"
    st = build("french", hands={1: "Ah JK 9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="5h Ac", turn=1)
    assert "take A JK" in legal(st)
    play(st, "take A JK")
    m = st.melds[1][14]
    assert (m.naturals, m.wilds) == (2, 1)


def test_FR8_option_pair_or_layoff_and_its_refusal_text() -> None:
    """FR-8, the earlier reading (take_with=pair_or_layoff): one natural plus a wild does not take it,
    and the refusal, naming FR-8, offers only what is allowed (no natural and wild card)."""
    st = build("french", hands={1: "Ah JK 9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="5h Ac", turn=1,
               take_with="pair_or_layoff")
    assert "take A JK" not in legal(st)
    why = illegal_reason(st, "take A JK")
    assert why.startswith("FR-8") and "wild" not in why


def test_FR8_option_freeze_classic_a_wild_discard_freezes_the_pile() -> None:
    """FR-8 option fr.freeze = classic: a wild discard freezes the pile; a natural pair is needed."""
    st = build("french", hands={0: "JK 9s 9d 4c"}, melds={0: ["8h 8s 8d"], 1: ["Ah As Ad"]}, turn=0,
               phase="meld", pile="Kc", freeze="classic")
    play(st, "discard JK")
    assert st.pile_frozen
    st2 = build("french", hands={1: "Ac 9s 4d Qc"}, melds={1: ["Ah As Ad"]}, pile="5h 2c Ac", turn=1,
                pile_frozen=True, freeze="classic")
    assert "take" not in legal(st2)
    assert "C-7.6" in illegal_reason(st2, "take")


def test_FR8_option_freeze_classic_freezes_against_an_unopened_side() -> None:
    """FR-8 option freeze=classic: the pile is frozen against a side that has not melded (C-7.4a)."""
    st = build("french", hands={1: "Ah Ad 9s 4d Qc"}, pile="5h Ac", turn=1, freeze="classic")
    assert st.frozen_for(1)
    st2 = build("french", hands={1: "Ah Ad 9s 4d Qc"}, pile="5h Ac", turn=1)
    assert not st2.frozen_for(1)


def test_FR9_two_and_three_players_get_15_cards_draw_one_need_one_canasta() -> None:
    """FR-9 / F26 / F27: two or three players: 15 cards each, draw 1 (F09), one canasta (F20)."""
    for n in (2, 3):
        r = make_rules("french", n)
        assert (r.hand_size, r.draw_count, r.canastas_to_go_out, r.partnership) == (15, 1, 1, "solo")
        st = new_game("french", players=n, seed=1)
        assert all(len(st.hand(q)) == 15 for q in range(n) if not st.red3s[q])


def test_FR9_a_two_player_draw_is_one_card() -> None:
    """FR-9: 'Le joueur prend une carte' (F09) for every player count."""
    st = build("french", 2, hands={0: "7h 8s"}, stock_top="9c 9d", turn=0)
    play(st, "draw")
    assert len(st.hand(0)) == 3


def test_FR10_negative_score_needs_15() -> None:
    """FR-10 / F11: a negative team score uses the 15 band; 0-1495: 50; 1500-2995: 90; 3000+: 120."""
    r = make_rules("french", 4)
    assert [r.opening_minimum(x) for x in (-5, 0, 1495, 1500, 2995, 3000)] == [15, 50, 50, 90, 90, 120]


def test_FR11_the_partners_canasta_lets_a_player_go_out() -> None:
    """FR-11 / F20: the canasta needed to go out is the team's (melds are shared, F10)."""
    st = build("french", hands={2: "9c"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=2, phase="meld")
    assert "discard 9" in legal(st)
    play(st, "discard 9")
    assert st.result.went_out == 2


def test_FR12_black_threes_are_never_melded_even_when_going_out() -> None:
    """FR-12 / F04: black threes are only stoppers, never melded, not even by a player going out."""
    st = build("french", hands={0: "3s 3c 3s 9c"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=0, phase="meld")
    assert "meld 3 3 3" not in legal(st)
    assert "FR-12" in illegal_reason(st, "meld 3 3 3")


def test_FR12_a_single_black_three_may_be_the_going_out_discard() -> None:
    """FR-12 / F31: a lone black three may be the last discard."""
    st = build("french", hands={0: "3s"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=0, phase="meld")
    assert "discard 3" in legal(st)
    play(st, "discard 3")
    assert st.result.went_out == 0


def test_FR12_two_black_threes_cannot_go_out_in_one_turn() -> None:
    """FR-12: with two black threes the hand cannot be emptied in one turn."""
    st = build("french", hands={0: "3s 3c"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=0, phase="meld")
    assert legal(st) == {"discard 3"}
    play(st, "discard 3")
    assert st.phase == "draw" and len(st.hand(0)) == 1


def test_FR13_surprise_going_out_scores_200_instead_of_100() -> None:
    """FR-13 / F23: 'sortie surprise' = concealed going out (C-12.5): 200 replacing 100."""
    st = build("french", hands={0: "Kh Ks Kd Kc Kh Ks Kd 9c"}, melds={0: ["Qh Qs Qd"]}, turn=0,
               phase="meld", opened={0: True})
    play(st, "meld K K K", "add K", "add K", "add K", "add K", "discard 9")
    assert st.result.concealed
    assert side_result(st, 0)["going_out"] == 200


def test_FR13_normal_going_out_scores_100() -> None:
    """FR-13 / F23: a normal going out scores 100."""
    st = build("french", hands={0: "9c"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=0, phase="meld",
               first_meld={0: 3})
    play(st, "discard 9")
    assert not st.result.concealed and side_result(st, 0)["going_out"] == 100


def test_FR14_stock_exhausted_play_on_by_taking_the_pile() -> None:
    """FR-14: stock exhaustion follows C-13.2: with an empty stock a player must take a pile whose
    top card fits an own meld; the first player who does not take it ends the hand."""
    st = build("french", hands={1: "9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="Kc 7c", turn=1,
               stock_size=0)
    assert make_rules("french").stock_out == "take_pile"
    assert "draw" not in legal(st) and "take" in legal(st)
    st2 = build("french", hands={1: "9s 4d Qc"}, melds={1: ["7h 7s 7d"]}, pile="Kc 8c", turn=1, stock_size=0)
    assert "draw" in legal(st2)
    play(st2, "draw")
    assert st2.phase in ("hand_over", "match_over") and st2.result.ended_by == "stock"


def test_FR15_variant_black_three_in_hand_costs_100() -> None:
    """FR-15 / F25: variant flag black3_hand_value=100: each black three left in hand scores -100."""
    for value, expect in ((5, 5 + 5 + 5), (100, 100 + 5 + 5)):
        st = build("french", hands={0: "9c", 1: "3s 4c", 3: "4d"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=0,
                   phase="meld", black3_hand_value=value)
        play(st, "discard 9")
        assert side_result(st, 1)["in_hand"] == expect


def test_FR16_five_players_all_play_a_trio_against_a_pair() -> None:
    """FR-16 / F28: five players all play (11 cards each): a team of three against a team of two."""
    r = make_rules("french", 5)
    assert r.partnership == "trio_and_pair"
    st = new_game("french", players=5, seed=2)
    assert st.order == (0, 1, 2, 3, 4)
    assert sorted(map(sorted, st.sides)) == [[0, 2, 4], [1, 3]]
    assert all(len(st.hand(q)) == 11 for q in range(5))
    assert Counter(all_cards(st)) == Counter(deck(2))


def test_FR16_option_hoyle_rotation() -> None:
    """FR-16 option fr.fivePlayer = hoyleRotation (partnership=trio_and_pair_rotate): one trio member sits out."""
    st = new_game("french", players=5, seed=2, partnership="trio_and_pair_rotate")
    assert len(st.order) == 4
    out = [q for q in range(5) if q not in st.order]
    assert len(out) == 1 and out[0] in (0, 2, 4) and st.hand(out[0]) == []


def test_FR17_target_is_5000_for_every_player_count() -> None:
    """FR-17 / F22: a game ends when a team reaches or exceeds 5000, six players included."""
    assert {make_rules("french", n).target for n in (2, 3, 4, 5, 6)} == {5000}


def test_FR17_reaching_exactly_5000_ends_the_match() -> None:
    """FR-17 / F22: 'atteint ou dépasse 5000'."""
    st = build("french", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=0,
               phase="meld", scores=[5000 - (500 + 70 + 100 - 5), 0], first_meld={0: 3})
    play(st, "discard 9")
    assert st.scores[0] == 5000 and st.phase == "match_over" and st.winners == (0,)


def test_FR18_two_players_use_their_own_score_for_the_minimum() -> None:
    """FR-18: in individual games the score bands use the player's own score."""
    st = build("french", 2, hands={0: "7h 8s"}, scores=[1600, -20], turn=0)
    assert st.opening_minimum(0) == 90 and st.opening_minimum(1) == 15


def test_F12_one_single_meld_must_reach_the_minimum() -> None:
    """F12: melds laid in the same turn do not add up to the minimum (opening_combine=false)."""
    hand = "Kh Ks Kd Qh Qs Qd 9c 4c"
    st = build("french", hands={0: hand}, turn=0, phase="meld")
    assert "meld K K K" not in legal(st) and "meld Q Q Q" not in legal(st)
    assert "C-9.1" in illegal_reason(st, "meld K K K")
    classic = build("classic", hands={0: hand}, turn=0, phase="meld")
    assert "meld K K K" in legal(classic)


def test_F12_a_meld_that_reaches_the_minimum_alone_opens() -> None:
    """F12: one série of 60 (A A A) opens a side at 0 (minimum 50); growing a meld counts too."""
    st = build("french", hands={0: "Ah As Ad Kh Ks Kd 9c 4c"}, turn=0, phase="meld")
    assert "meld A A A" in legal(st)
    play(st, "meld A A A")
    assert st.opened[0]
    st2 = build("french", hands={0: "Kh Ks Kd Kc Kh 9c 4c"}, turn=0, phase="meld")
    play(st2, "meld K K K", "add K", "add K")
    assert st2.opened[0]


def test_FR20_taking_the_pile_to_open_the_top_cards_series_alone_counts() -> None:
    """FR-20: opening by taking the pile, the top card counts only inside its series and one single
    series must reach the minimum; the rest of the pile never counts."""
    st = build("french", hands={1: "Kh Ks Qh Qs Qd 9s 4d"}, pile="Ah As Ad Kc", turn=1)
    # K K + top K = 30, Q Q Q = 30: together 60 but no single series reaches 50
    assert "take K K" not in legal(st)
    assert "C-9.4" in illegal_reason(st, "take K K")
    st2 = build("french", hands={1: "Kh Ks Ah As Ad 9s 4d"}, pile="5h Kc", turn=1)
    assert "take K K" in legal(st2)  # A A A (60) can open alone after the take
    play(st2, "take K K")
    assert not st2.opened[1] and st2.pending
    play(st2, "meld A A A")
    assert st2.opened[1] and not st2.pending


def test_F09_taking_the_pile_replaces_the_draw() -> None:
    """F09: a turn takes one card either from the stock or from the pile, not both."""
    st = build("french", hands={1: "Kh Ks 9s 4d"}, melds={1: ["7h 7s 7d"]}, pile="5h Kc", turn=1)
    play(st, "take K K")
    assert "draw" not in legal(st)
    assert "C-6.1" in illegal_reason(st, "draw")


def test_F10_no_adding_to_an_opponents_meld() -> None:
    """F10: a player may add to the partner's series but not to an opponent's."""
    st = build("french", hands={0: "8c 7c 9s 4d"}, melds={0: ["7h 7s 7d"], 1: ["8h 8s 8d"]}, turn=0, phase="meld")
    assert "add 7" in legal(st)
    assert "add 8" not in legal(st)
    assert "C-2.2" in illegal_reason(st, "add 8")


def test_F18_a_discarded_black_three_blocks_the_next_player_only() -> None:
    """F18: a black-three discard stops the next player taking the pile; once covered it has no effect."""
    st = build("french", hands={0: "3s 9s 4d", 1: "Kh Ks 9d 4c"}, melds={0: ["7h 7s 7d"], 1: ["8h 8s 8d"]},
               turn=0, phase="meld", pile="Kc")
    play(st, "discard 3")
    assert st.turn == 1 and legal(st) == {"draw"}
    assert "C-7.7" in illegal_reason(st, "take K K")
    play(st, "draw", "discard K")
    st.apply("draw")  # seat 2 (partner of 0) draws; the black three is now covered
    assert not st.pile_frozen


def test_F21_asking_the_partner_is_binding() -> None:
    """F21: 'voulez-vous que je sorte ?' must be answered yes or no and the decision binds."""
    r = make_rules("french", 4)
    assert r.permission == "binding"
    st = build("french", hands={0: "Qh Qs 9c"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd", "Qd Qc Qh"]}, turn=0,
               phase="meld")
    play(st, "ask")
    assert st.phase == "answer" and st.turn == 2 and legal(st) == {"yes", "no"}
    play(st, "no")
    assert "discard 9" in legal(st)  # may not go out, so keeps playing
    assert "add Q" in legal(st)
    play(st, "add Q")
    assert "add Q" not in legal(st)  # would leave one card that could not go out
