"""Italian preset (RULES.md §2 IT seed, resolutions IT-1..IT-23, quotes I01..I33)."""

from __future__ import annotations

from collections import Counter

import pytest

from canasta import make_rules, new_game, preset_players
from canasta.cards import BLACK3, IS_WILD, JOKER, KIND, POZZO_COUNT, RED3, deck
from canasta.position import all_cards

from .builder import build, illegal_reason, legal, play, side_result

NAT_K = "Kh Ks Kd Kc Kh Ks Kd"          # a pure canasta of kings (7 cards)
IMP_Q = "Qh Qs Qd Qc Qh 2c JK"          # an impure canasta of queens (2 wilds)


def test_I01_four_players_in_two_pairs_only() -> None:
    """I01 / I31: four players in two pairs; other counts are left out."""
    assert preset_players("italian") == (4,)
    with pytest.raises(ValueError, match="4"):
        make_rules("italian", 2)


def test_I02_three_packs_of_162_cards_with_six_jokers_fifteen_cards_each_draw_two() -> None:
    """I02 / I08 / I11: 3 packs + 6 jokers = 162 cards; 15 cards each; draw 2, discard 1."""
    r = make_rules("italian")
    assert (r.packs, r.deck_size, r.hand_size, r.draw_count) == (3, 162, 15, 2)
    st = new_game("italian", seed=4)
    assert Counter(all_cards(st)) == Counter(deck(3))
    assert sum(1 for c in all_cards(st) if KIND[c] == JOKER) == 6
    assert all(len(st.hand(q)) == 15 for q in range(4))
    st = build("italian", hands={0: "Kh Ks Kd 9c"}, melds={0: ["Ah As Ad"]}, stock_top="5c 6d", turn=0)
    play(st, "draw")
    assert len(st.hand(0)) == 6 and st.phase == "meld"


def test_IT1_target_is_12000_with_a_15000_option() -> None:
    """IT-1 / I24: the match is played to 12000 (option 15000)."""
    assert make_rules("italian").target == 12000
    assert make_rules("italian", 4, {"target": 15000}).target == 15000


def test_IT1_reaching_12000_ends_the_match_and_15000_option_plays_on() -> None:
    """IT-1: the target decides the end of the match."""
    for target, over in ((12000, True), (15000, False)):
        st = build("italian", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
                   melds={0: [NAT_K, IMP_Q]}, scores=[11900, 0], first_meld={0: 3}, target=target)
        play(st, "discard 9")
        assert st.match_over is over


def test_IT2_joker_is_worth_50_and_black_three_0() -> None:
    """IT-2 / I06: a joker counts 50; black threes are worth nothing (also in hand)."""
    st = build("italian", hands={0: "9c", 1: "JK 3s 3c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, IMP_Q]}, first_meld={0: 3})
    play(st, "discard 9")
    assert side_result(st, 1)["in_hand"] == 50 + 5


def _pozzo_deals(n: int = 120) -> list:  # type: ignore[type-arg]
    return [new_game("italian", seed=seed) for seed in range(n)]


def test_IT3_the_pozzo_holds_as_many_face_down_cards_as_the_upcard_value() -> None:
    """IT-3 / I09: N face-down cards go under the upcard, N = its value (A=14, K=13, Q=12, J=11,
    10..4 face value, 3=3); wild upcards never set N."""
    assert [POZZO_COUNT[k] for k in (14, 13, 12, 11, 10, 4, BLACK3)] == [14, 13, 12, 11, 10, 4, 3]
    for st in _pozzo_deals():
        top = KIND[st.pile[-1]]
        assert not IS_WILD[top] and top != RED3
        skipped = st.pile_hidden - POZZO_COUNT[top]
        assert skipped >= 0 and st.pile_hidden == len(st.pile) - 1
        assert all(IS_WILD[KIND[c]] or KIND[c] == RED3 for c in st.pile[:skipped])


def test_IT4_skipped_wild_upcards_stay_face_down_in_the_pozzo() -> None:
    """IT-4 / I10: a wild upcard 'does not count', another card is turned, the wild stays in the pozzo
    (face down among the hidden cards), and it does not freeze the pile (no upcard freezers)."""
    found = False
    for st in _pozzo_deals(400):
        skipped = st.pile_hidden - POZZO_COUNT[KIND[st.pile[-1]]]
        if skipped and IS_WILD[KIND[st.pile[0]]]:
            found = True
            assert not st.pile_frozen
            view = st.view(1).data
            assert view["pile"][: st.pile_hidden] == [None] * st.pile_hidden
    assert found


def test_IT5_a_red_three_in_the_pozzo_is_laid_by_the_taker_without_replacement() -> None:
    """IT-5: a red-three upcard is handled like a wild: it stays in the pozzo and whoever takes the
    pozzo lays it, with no replacement."""
    st = build("italian", hands={0: "8c 8h 9c 4c 5d"}, melds={0: ["Ah As Ad"]}, pile="3d 6c 7c 8d",
               pile_hidden=3, turn=0)
    play(st, "take 8 8")
    assert [KIND[c] for c in st.red3s[0]] == [RED3]
    assert Counter(KIND[c] for c in st.hand(0)) == Counter([9, 4, 5, 6, 7])


def test_IT5_a_black_three_upcard_counts_three_and_blocks_the_first_player() -> None:
    """IT-5: a black-three upcard counts 3 (three cards under it) and, on top, blocks the first player."""
    for seed in range(400):
        st = new_game("italian", seed=seed)
        if KIND[st.pile[-1]] == BLACK3:
            break
    else:
        raise AssertionError("no black-three upcard")
    assert st.pile_hidden - 3 >= 0
    assert not any(m.action == "take" for m in st.legal_move_list())


def test_IT7_dealt_red_threes_are_laid_and_replaced_before_the_upcard() -> None:
    """IT-7 / I05: dealt red threes are mandatory: laid and replaced before the upcard is turned."""
    assert make_rules("italian").red3_timing == "before_upcard"
    seen = False
    for seed in range(40):
        st = new_game("italian", seed=seed)
        seen = seen or any(st.red3s)
        for q in range(4):
            assert len(st.hand(q)) == 15 and not any(KIND[c] == RED3 for c in st.hand(q))
    assert seen


def test_IT7_a_drawn_red_three_is_laid_and_replaced() -> None:
    """IT-7 / I32: a red three drawn is laid and replaced within the draw of two."""
    st = build("italian", hands={0: "Kh Ks Kd 9c"}, melds={0: ["Ah As Ad"]}, stock_top="3h 5c 6d", turn=0)
    play(st, "draw")
    assert len(st.red3s[0]) == 1 and len(st.hand(0)) == 6


def test_IT8_taking_the_pozzo_replaces_the_draw_with_a_bonus_card_option() -> None:
    """IT-8 / I32: 'pescare due carte, oppure prendere il pozzo': no extra stock card; option
    pile_bonus_card=1 (pagat Canastone) adds one."""
    for bonus, extra in ((0, 0), (1, 1)):
        st = build("italian", hands={0: "8c 8h 9c 4c 5d"}, melds={0: ["Ah As Ad"]}, pile="6c 7c 8d",
                   pile_hidden=2, turn=0, stock_top="Qc", pile_bonus_card=bonus)
        play(st, "take 8 8")
        assert len(st.hand(0)) == 3 + 2 + extra
        assert "draw" not in legal(st)


def test_IT9_a_meld_holds_at_most_two_wilds_with_no_ratio_rule() -> None:
    """IT-9 / I20 (revised): every natural meld has >= 2 naturals and <= 2 wilds; no ratio rule, so
    7-7-2-2 is a legal meld."""
    assert make_rules("italian").wild_ratio == "any"
    st = build("italian", hands={0: "2c 2d JK 4c 5c 6c"}, melds={0: ["7h 7s 2h"], 1: ["Ah As Ad"]}, turn=0,
               phase="meld")
    assert "add 2 to 7" in legal(st)  # 7-7-2-2: two naturals, two wilds
    play(st, "add 2 to 7")
    assert "add JK to 7" not in legal(st)  # a third wild is one too many
    assert "C-8.2" in illegal_reason(st, "add JK to 7")
    opt = build("italian", hands={0: "2c 2d JK 4c 5c 6c"}, melds={0: ["7h 7s 2h"], 1: ["Ah As Ad"]}, turn=0,
                phase="meld", wild_ratio="fewer_than_naturals")
    assert "add 2 to 7" not in legal(opt)  # the option: more naturals than wilds ([PC])
    assert "C-8.2" in illegal_reason(opt, "add 2 to 7")
    st2 = build("italian", hands={0: "2c 2d JK 4c 5c 6c"}, melds={0: ["9h 9s 9d 9c 9h"]}, turn=0, phase="meld")
    play(st2, "add 2 to 9", "add JK to 9")
    assert st2.melds[0][9].wilds == 2
    assert "add 2 to 9" not in legal(st2)  # a third wild, even with five naturals
    assert "C-8.2" in illegal_reason(st2, "add 2 to 9")


def test_IT10_wild_melds_of_twos_and_jokers_are_allowed_once_open() -> None:
    """IT-10 / I29: melds of 2s and/or jokers (>= 3 cards) are legal."""
    st = build("italian", hands={0: "JK JK 2c 2d 4c 5c"}, melds={0: ["Ah As Ad"]}, turn=0, phase="meld")
    moves = legal(st)
    assert {"meld 2 JK JK", "meld 2 2 JK"} <= moves
    play(st, "meld JK JK 2", "add 2 to W")
    assert st.melds[0][0].size == 4
    classic = build("classic", hands={0: "JK JK 2c 2d 4c 5c"}, melds={0: ["Ah As Ad"]}, turn=0, phase="meld")
    assert "C-8.4" in illegal_reason(classic, "meld JK JK 2")


@pytest.mark.parametrize(("wilds", "bonus"), [("2c 2d 2h 2s 2c 2d 2h", 500), ("JK JK JK 2c 2d 2h 2s", 300)])
def test_IT10_wild_canasta_bonus_500_pure_300_mixed(wilds: str, bonus: int) -> None:
    """IT-10: a wild canasta of one kind of wild scores 500, of jokers and twos 300."""
    st = build("italian", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, IMP_Q, wilds]}, first_meld={0: 3})
    play(st, "discard 9")
    assert side_result(st, 0)["canasta_bonus"] == 500 + 300 + bonus


def test_IT10_wild_canasta_option_values_3000_and_2000() -> None:
    """IT-10 option ([RG]): seven 2s 3000, a mixed wild canasta 2000."""
    st = build("italian", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, IMP_Q, "2c 2d 2h 2s 2c 2d 2h"]}, first_meld={0: 3},
               wild_canasta_pure=3000, wild_canasta_mixed=2000)
    play(st, "discard 9")
    assert side_result(st, 0)["canasta_bonus"] == 500 + 300 + 3000


def test_IT10_a_wild_canasta_does_not_count_toward_closing() -> None:
    """IT-10: a wild canasta does not count for the closing requirement (pure + impure natural canastas)."""
    st = build("italian", hands={0: "9c"}, turn=0, phase="meld",
               melds={0: [NAT_K, "JK JK JK 2c 2d 2h 2s"]})
    assert "discard 9" not in legal(st)


def test_IT11_opening_table_six_bands_negative_50_and_12000_is_200() -> None:
    """IT-11 / I26: 0-2995: 50; 3000: 90; 5000: 120; 7000: 160; 10000: 180; 12000+: 200; negative: 50."""
    r = make_rules("italian")
    scores = (-500, 0, 2995, 3000, 4995, 5000, 6995, 7000, 9995, 10000, 11995, 12000, 14000)
    assert [r.opening_minimum(x) for x in scores] == [50, 50, 50, 90, 90, 120, 120, 160, 160, 180, 180, 200, 200]


def test_IT11_the_team_score_sets_the_minimum() -> None:
    """IT-11 / I27: the pair's score is used (four players, fixed pairs)."""
    st = build("italian", hands={0: "9c 4c"}, scores=[7000, 0], turn=0)
    assert st.opening_minimum(0) == st.opening_minimum(2) == 160
    assert st.opening_minimum(1) == 50


def test_IT12_the_opening_uses_natural_cards_only_with_an_option_for_wilds() -> None:
    """IT-12 / I14: openings are made with clean melds, without wild cards (option: allowed)."""
    hand = "Ah As JK Kh Ks Kd 9c 4c"
    st = build("italian", hands={0: hand}, turn=0)
    assert "meld A A JK" not in legal(st)
    assert "IT-12" in illegal_reason(st, "meld A A JK")
    st2 = build("italian", hands={0: hand}, turn=0, opening_wilds=True)
    assert "meld A A JK" in legal(st2)


def test_IT13_the_hand_ends_with_the_discard_of_the_last_stock_cards_drawer() -> None:
    """IT-13: when the stock runs out the hand ends after the drawer's discard; no closing bonus."""
    st = build("italian", hands={0: "Kh 9c 4c 5d", 1: "4h", 2: "4s", 3: "4d"}, melds={0: ["Ah As Ad"]},
               stock_top="6c 7d", stock_size=2, dump=1, turn=0)
    play(st, "draw")
    assert not st.stock
    play(st, "discard 9")
    assert st.phase in ("hand_over", "match_over")
    assert st.result.ended_by == "stock" and st.result.went_out == -1
    assert side_result(st, 0)["going_out"] == 0


def test_IT13_one_stock_card_left_counts_as_a_full_draw() -> None:
    """IT-13: a single remaining stock card is a complete draw."""
    st = build("italian", hands={0: "Kh 9c 4c 5d", 1: "4h", 2: "4s", 3: "4d"}, melds={0: ["Ah As Ad"]},
               stock_top="6c", stock_size=1, dump=1, turn=0)
    play(st, "draw")
    assert len(st.hand(0)) == 5 and st.phase == "meld"


def _losing_red3(side1_melds: list[str]) -> int:
    st = build("italian", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, IMP_Q], 1: side1_melds}, red3s={1: "3h 3d"}, first_meld={0: 3})
    play(st, "discard 9")
    return int(side_result(st, 1)["red3_points"])


def test_IT14_losing_side_with_pure_and_impure_canastas_scores_red_threes_plus() -> None:
    """IT-14 / I23 (1): at least one pure and one impure canasta: red threes count plus."""
    assert _losing_red3(["Jh Js Jd Jc Jh Js Jd", "10h 10s 10d 10c 10h 2d JK"]) == 200


def test_IT14_losing_side_with_only_a_pure_canasta_scores_red_threes_minus() -> None:
    """IT-14 / I23 (2): a pure canasta but no impure one: red threes count minus."""
    assert _losing_red3(["Jh Js Jd Jc Jh Js Jd"]) == -200


@pytest.mark.parametrize("melds", [[], ["Jh Js Jd"], ["10h 10s 10d 10c 10h 2d JK"]])
def test_IT14_losing_side_without_a_pure_canasta_scores_red_threes_double_minus(melds: list[str]) -> None:
    """IT-14 / I23 (3): no pure canasta (whatever the impure count): red threes count double minus."""
    assert _losing_red3(melds) == -400


def test_IT14_the_closing_side_always_scores_red_threes_plus_and_300_for_closing() -> None:
    """IT-14 / I22: the winning side counts its red threes plus and 300 for closing."""
    st = build("italian", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, IMP_Q]}, red3s={0: "3h 3d 3h 3d"}, first_meld={0: 3})
    play(st, "discard 9")
    r = side_result(st, 0)
    assert r["red3_points"] == 800 and r["going_out"] == 300
    assert r["canasta_bonus"] == 800
    assert r["total"] == 800 + 300 + 800 + (70 + 50 + 20 + 50) - 5


def test_IT14_five_and_six_red_threes() -> None:
    """I05: four red threes 800, five 1000, six 1200."""
    r = make_rules("italian")
    assert [r.red3_bonus(n) for n in range(1, 7)] == [100, 200, 300, 800, 1000, 1200]


def test_IT15_the_player_after_a_black_three_discard_cannot_take_the_pozzo() -> None:
    """IT-15 / I16: the player right after a black-three discard may never take the pozzo."""
    st = build("italian", hands={0: "3s 9c 4c", 1: "Kh Ks Kd 9d 4d"}, melds={0: ["Ah As Ad"], 1: ["Qh Qs Qd"]},
               pile="Kc", turn=0, phase="meld")
    play(st, "discard 3")
    assert st.turn == 1
    assert not any(m.action == "take" for m in st.legal_move_list())
    assert "C-7.7" in illegal_reason(st, "take K K K")


def test_IT15_black_three_in_pozzo_needs_three_naturals() -> None:
    """IT-15 / I16: while a black three is in the pozzo, taking it needs three naturals of the top card."""
    st = build("italian", hands={1: "Kh Ks 9d 4d"}, melds={1: ["Qh Qs Qd"]}, pile="3s 5c Kc", turn=1)
    assert "take K K" not in legal(st)
    assert "IT-15" in illegal_reason(st, "take K K")
    st3 = build("italian", hands={1: "Kh Ks Kd 9d 4d"}, melds={1: ["Qh Qs Qd"]}, pile="3s 5c Kc", turn=1)
    assert "take K K K" in legal(st3)
    plain = build("italian", hands={1: "Kh Ks 9d 4d"}, melds={1: ["Qh Qs Qd"]}, pile="6s 5c Kc", turn=1)
    assert "take K K" in legal(plain)


def test_IT15_only_an_opponents_black_three_asks_for_three_cards() -> None:
    """IT-15 (revised): "un 3 nero scartato prima da un avversario": the partner's black three does
    not ask for three matching cards; an opponent's does."""
    st = build("italian", hands={0: "3s 9c 4c", 1: "4h 9h 8h", 2: "9h 9s 4d 5d"},
               melds={0: ["Ah As Ad"], 1: ["Qh Qs Qd"]}, pile="5c", turn=0, phase="meld")
    play(st, "discard 3", "draw", "discard 9")
    assert st.turn == 2 and KIND[st.pile[-1]] == 9
    assert "take 9 9" in legal(st)  # seat 0, the partner of seat 2, discarded the black three
    st2 = build("italian", hands={1: "9h 9s 4d 5d"}, melds={1: ["Ah As Ad"]}, pile="5c 3s 4c 9c", turn=1)
    # discards by turn order: 9c by seat 0, 4c by seat 3, 3s by seat 2 (an opponent of seat 1)
    assert "take 9 9" not in legal(st2)
    assert "IT-15" in illegal_reason(st2, "take 9 9")
    partner = build("italian", hands={1: "9h 9s 4d 5d"}, melds={1: ["Ah As Ad"]}, pile="5c 3s 4c 8c 9c", turn=1)
    # 3s by seat 3, the partner of seat 1
    assert "take 9 9" in legal(partner)


def test_IT15_a_black_three_upcard_does_not_ask_for_three_cards() -> None:
    """IT-15 (revised): a black-three upcard was not discarded, so it does not count once covered."""
    st = build("italian", hands={1: "9h 9s 4d 5d"}, melds={1: ["Ah As Ad"]}, pile="5c 6c 7c 3s 8c 9c",
               pile_hidden=3, turn=1)
    # 5c 6c 7c face down, 3s the upcard, 8c and 9c discarded by seats 3 and 0
    assert "take 9 9" in legal(st)


def test_IT16_an_unfinished_wild_meld_forbids_discarding_a_wild_or_a_black_three() -> None:
    """IT-16 / I29: 'block' = discard a black three or a wild; forbidden with an unfinished wild meld."""
    st = build("italian", hands={0: "3s JK 2c 9c 4c"}, melds={0: ["Ah As Ad", "JK JK 2d"]}, turn=0, phase="meld")
    moves = legal(st)
    assert "discard 9" in moves and "discard 3" not in moves and "discard JK" not in moves
    assert "discard 2" not in moves
    assert "I29" in illegal_reason(st, "discard 3")
    free = build("italian", hands={0: "3s JK 2c 9c 4c"}, melds={0: ["Ah As Ad"]}, turn=0, phase="meld")
    assert {"discard 3", "discard JK", "discard 2"} <= legal(free)


def test_IT17_closing_needs_a_pure_and_an_impure_canasta() -> None:
    """IT-17 / I07 / I20: at least one pure and one impure canasta; two pure canastas alone do not close."""
    ok = build("italian", hands={0: "9c"}, melds={0: [NAT_K, IMP_Q]}, turn=0, phase="meld")
    assert "discard 9" in legal(ok)
    two_pure = build("italian", hands={0: "9c"}, melds={0: [NAT_K, "Qh Qs Qd Qc Qh Qs Qd"]}, turn=0, phase="meld")
    assert "discard 9" not in legal(two_pure)
    assert "IT-17" in illegal_reason(two_pure, "discard 9")  # the rule in force, not the classic C-12.2
    one = build("italian", hands={0: "9c"}, melds={0: [NAT_K]}, turn=0, phase="meld")
    assert "discard 9" not in legal(one)


def test_IT17_option_two_canastas_one_pure() -> None:
    """IT-17 option it.closeNeeds = twoAnyOnePure (go_out_needs=natural): two pure canastas close."""
    st = build("italian", hands={0: "9c"}, melds={0: [NAT_K, "Qh Qs Qd Qc Qh Qs Qd"]}, turn=0, phase="meld",
               go_out_needs="natural")
    assert "discard 9" in legal(st)


@pytest.mark.parametrize(("top", "hand", "ok", "bad"), [
    ("JK", "JK JK JK 9c 4c", "take JK JK JK", "take 2 2 2"),
    ("2h", "2c 2d 2s 9c 4c", "take 2 2 2", "take JK JK JK"),
])
def test_IT10_a_wild_on_top_is_taken_with_three_wilds_of_its_kind(top: str, hand: str, ok: str, bad: str) -> None:
    """IT-10 / I17: a pozzo blocked with a matta or a joker is taken with three of that wild, even right after."""
    st = build("italian", hands={1: hand}, melds={1: ["Qh Qs Qd"]}, pile=f"5c {top}", turn=1)
    assert ok in legal(st)
    assert "IT-10" in illegal_reason(st, bad)
    play(st, ok)
    assert st.melds[1][0].size == 4


def test_IT18_the_pozzo_is_not_taken_before_the_side_has_opened() -> None:
    """IT-18: the opening is made first from the hand; an unopened side cannot take the pozzo."""
    st = build("italian", hands={1: "Kh Ks 9d 4d 5d"}, pile="5c Kc", turn=1)
    assert not any(m.action == "take" for m in st.legal_move_list())
    assert "IT-18" in illegal_reason(st, "take K K")


def test_IT19_the_deal_passes_to_the_next_seat() -> None:
    """IT-19 / I25: the next dealer is the next seat in the playing order."""
    st = build("italian", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, melds={0: [NAT_K, IMP_Q]}, turn=0,
               phase="meld")
    dealer = st.dealer
    play(st, "discard 9", "deal")
    assert st.dealer == (dealer + 1) % 4
    assert st.turn == (st.dealer + 1) % 4


def test_IT20_the_pozzo_needs_a_natural_pair_no_wild_and_no_lay_off() -> None:
    """IT-20 / I15: two natural cards of the top card's value; a wild does not count and laying the top
    card on an existing meld is not enough."""
    st = build("italian", hands={1: "Kh JK 9d 4d"}, melds={1: ["Kc Ks Kd"]}, pile="5c Kh", turn=1)
    assert not any(m.action == "take" for m in st.legal_move_list())
    assert "IT-20" in illegal_reason(st, "take K JK")
    assert "IT-20" in illegal_reason(st, "take")


def test_IT21_the_opening_is_made_from_the_hand_before_the_draw() -> None:
    """IT-21 / I13: [open from hand] -> draw 2 or take the pozzo -> melds -> discard."""
    st = build("italian", hands={0: "Kh Ks Kd Ah As Ad 8c 8h 9c 4c"}, pile="5c 8d", turn=0)
    assert {"meld K K K", "meld A A A", "draw"} <= legal(st)
    play(st, "meld K K K")
    assert legal(st) == {"meld A A A"}  # an opening in progress must be completed before drawing
    assert "IT-21" in illegal_reason(st, "draw")
    play(st, "meld A A A")
    assert st.opened[0]
    assert {"draw", "take 8 8"} <= legal(st)  # I33: open - take the pozzo - discard
    play(st, "take 8 8")
    assert st.phase == "meld"


def test_IT21_cards_drawn_cannot_be_used_to_open_until_the_next_turn() -> None:
    """IT-21 / I12: after drawing, an unopened side may not open with the drawn cards this turn."""
    st = build("italian", hands={0: "Kh Ks Ah As 9c 4c"}, stock_top="Kd Ad", turn=0)
    play(st, "draw")
    assert not any(m.action in ("meld", "add") for m in st.legal_move_list())
    assert "IT-12" in illegal_reason(st, "meld K K K")
    assert legal(st) == {"discard K", "discard A", "discard 9", "discard 4"}


def test_IT22_no_separate_concealed_bonus() -> None:
    """IT-22: no concealed-going-out bonus: closing in one go scores the same 300."""
    r = make_rules("italian")
    assert r.concealed_bonus == r.going_out_bonus == 300 and r.concealed_canasta_bonus == 0


def test_IT23_a_no_forbids_closing_but_a_yes_does_not_oblige() -> None:
    """IT-23 / I21: 'no' -> may not close this turn; 'yes' -> may close but is not forced."""
    base = {"hands": {0: "Jh Js 9c"}, "melds": {0: [NAT_K, IMP_Q, "Jd Jc Jh"]}, "turn": 0, "phase": "meld"}
    st = build("italian", **base)  # type: ignore[arg-type]
    assert "ask" in legal(st)
    play(st, "ask")
    assert st.phase == "answer" and st.turn == 2
    play(st, "yes")
    assert "discard 9" in legal(st)  # not forced to close
    play(st, "discard 9")
    assert st.phase == "draw" and st.turn == 1 and len(st.hand(0)) == 2
    st2 = build("italian", **base)  # type: ignore[arg-type]
    play(st2, "ask", "no", "add J")
    assert "add J" not in legal(st2)
    assert "discard 9" in legal(st2)


def test_IT23_after_no_the_last_card_may_not_be_discarded() -> None:
    """IT-23: after a refusal the player waits for the next round."""
    st = build("italian", hands={0: "Jh Js 9c"}, melds={0: [NAT_K, IMP_Q, "Jd Jc Jh"]}, turn=0, phase="meld")
    play(st, "ask", "no", "add J")
    assert "add J" not in legal(st)
    assert "discard 9" in legal(st)


def test_I28_the_closing_discard_is_not_a_black_three_nor_a_wild() -> None:
    """I28: the closing discard may be neither a black three nor a joker nor a matta."""
    for card, kind in (("3s", "3"), ("JK", "JK"), ("2c", "2")):
        st = build("italian", hands={0: card}, melds={0: [NAT_K, IMP_Q]}, turn=0, phase="meld")
        assert f"discard {kind}" not in legal(st)
        assert "I28" in illegal_reason(st, f"discard {kind}")


def test_I28_one_may_close_without_discarding() -> None:
    """I28: one can close just by completing canastas or laying melds."""
    st = build("italian", hands={0: "Kc"}, melds={0: ["Kh Ks Kd Kc Kh Ks", IMP_Q]}, turn=0, phase="meld")
    play(st, "add K")
    assert st.result is not None and st.result.went_out == 0


def test_I29_an_unfinished_wild_meld_blocks_closing() -> None:
    """I29: a side with an unfinished wild meld may not close before completing it."""
    st = build("italian", hands={0: "9c"}, melds={0: [NAT_K, IMP_Q, "JK JK 2d"]}, turn=0, phase="meld")
    assert "discard 9" not in legal(st)
    st2 = build("italian", hands={0: "9c"}, melds={0: [NAT_K, IMP_Q, "JK JK 2d 2c 2h 2s JK"]}, turn=0,
                phase="meld")
    assert "discard 9" in legal(st2)


def test_I29_wild_meld_must_be_finished_to_close_by_melding() -> None:
    """I29 with I28: closing by laying the last wild on an unfinished wild meld that stays short is illegal."""
    st = build("italian", hands={0: "JK Kc"}, melds={0: ["Kh Ks Kd Kc Kh Ks", IMP_Q, "JK JK 2d"]}, turn=0,
               phase="meld")
    # adding the king completes the pure canasta but leaves a joker that cannot close: the wild meld
    # would still be unfinished and the joker may not be the closing discard (I28)
    assert legal(st) == {"discard K"}
    assert "IT-16" in illegal_reason(st, "add K")  # the rule in force (I29), not the classic C-12.2
    assert "I29" in illegal_reason(st, "discard JK")


def test_I22_the_closers_partners_hand_counts_minus_for_the_winners() -> None:
    """I22: the winning pair loses the values left in the closer's partner's hand."""
    st = build("italian", hands={0: "9c", 1: "4c", 2: "Ac Kc", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, IMP_Q]}, first_meld={0: 3})
    play(st, "discard 9")
    assert side_result(st, 0)["in_hand"] == 30


def test_I06_card_values_at_scoring() -> None:
    """I06: 4-7 count 5, 8-K 10, ace 20, 2s 20 in melds."""
    st = build("italian", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, IMP_Q, "Ah As Ad", "5h 5s 5d"]}, first_meld={0: 3})
    play(st, "discard 9")
    assert side_result(st, 0)["melded"] == 70 + (50 + 20 + 50) + 60 + 15


def test_IT_taking_joker_meld_counts_are_separate_for_twos() -> None:
    """IT-17: the wild meld made by a take may later mix kinds (twos added to a joker meld)."""
    st = build("italian", hands={1: "JK JK JK 2c 9c 4c"}, melds={1: ["Qh Qs Qd"]}, pile="5c JK", turn=1)
    play(st, "take JK JK JK", "add 2 to W")
    m = st.melds[1][0]
    assert (m.jokers, m.twos) == (4, 1)


def test_IT10_adding_a_joker_to_the_wild_meld_has_notation_that_parses() -> None:
    """IT-10: 'add JK to W' (the wild meld's key equals the joker's kind) must round-trip through notation."""
    from canasta import parse_move

    st = build("italian", hands={0: "JK 2c 9c 4c 5c"}, melds={0: ["Ah As Ad", "JK JK 2d"]}, turn=0, phase="meld")
    texts = legal(st)
    assert {"add JK to W", "add 2 to W"} <= texts
    for m in st.legal_move_list():
        assert parse_move(str(m)) == m
    play(st, "add JK to W")
    assert st.melds[0][0].jokers == 3


def test_IT13_a_red_three_as_the_last_stock_card_is_laid_and_ends_the_hand() -> None:
    """IT-13: a red three as the last card is laid and ends the hand; no closing bonus."""
    st = build("italian", hands={0: "Kh 9c 4c 5d", 1: "4h", 2: "4s", 3: "4d"}, melds={0: ["Ah As Ad"]},
               stock_top="6c 3h", stock_size=2, dump=1, turn=0)
    play(st, "draw")
    assert st.result is not None and st.result.went_out == -1
    assert len(st.red3s[0]) >= 1 and side_result(st, 0)["going_out"] == 0
