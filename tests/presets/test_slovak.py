"""Slovak preset (RULES.md §2 SK seed, resolutions SK-1..SK-10, quotes S01..S18)."""

from __future__ import annotations

from collections import Counter

from canasta import make_rules, new_game, preset_players
from canasta.cards import BLACK3, IS_WILD, KIND, RED3, deck
from canasta.position import all_cards

from .builder import build, illegal_reason, legal, play, side_result


def _out(st_kwargs: dict[str, object], moves: tuple[str, ...] = ("discard 9",)) -> dict[str, object]:
    st = build("slovak", turn=0, phase="meld", **st_kwargs)  # type: ignore[arg-type]
    play(st, *moves)
    assert st.result is not None
    return {"st": st, "s0": side_result(st, 0), "s1": side_result(st, 1)}


def test_SK1_red_threes_score_100_each_and_800_for_all_four() -> None:
    """SK-1 / S03 (colours swapped back): red three 100 each, 800 for all four."""
    r = make_rules("slovak", 4)
    assert (r.red3_bonus(1), r.red3_bonus(3), r.red3_bonus(4)) == (100, 300, 800)
    res = _out({"hands": {0: "9c", 1: "4c", 2: "4h", 3: "4d"}, "melds": {0: ["Kh Ks Kd Kc Kh Ks Kd"]},
                "red3s": {0: "3h 3d", 2: "3h 3d"}, "first_meld": {0: 3}})
    assert res["s0"]["red3_points"] == 800


def test_SK1_black_three_in_hand_counts_5_not_100() -> None:
    """SK-1 / S03: a black three is worth 5 (the seed's 100 belongs to the red three)."""
    r = make_rules("slovak", 4)
    assert (r.black3_value, r.black3_hand_value) == (5, 5)
    res = _out({"hands": {0: "9c", 1: "3s 3c", 2: "4h", 3: "4d"}, "melds": {0: ["Kh Ks Kd Kc Kh Ks Kd"]},
                "first_meld": {0: 3}})
    assert res["s1"]["in_hand"] == 15


def _seed_where(pred: object) -> new_game:  # type: ignore[valid-type]
    for seed in range(3000):
        st = new_game("slovak", seed=seed)
        if pred(st):  # type: ignore[operator]
            return st
    raise AssertionError("no such deal")


def test_SK2_red_and_black_threes_and_wilds_are_turned_past_only_a_wild_freezes() -> None:
    """SK-2 / S05 / S06: upcards are turned while red 3, black 3 or wild; only a wild among them freezes."""
    for seed in range(80):
        st = new_game("slovak", seed=seed)
        assert KIND[st.pile[-1]] >= 4
        under = [KIND[c] for c in st.pile[:-1]]
        assert all(k in (0, 1, 2, 3) for k in under)
        assert st.pile_frozen == any(IS_WILD[k] for k in under)
    red_only = _seed_where(lambda s: any(KIND[c] == RED3 for c in s.pile) and not any(IS_WILD[KIND[c]] for c in s.pile))
    assert not red_only.pile_frozen
    black = _seed_where(lambda s: any(KIND[c] == BLACK3 for c in s.pile))
    assert KIND[black.pile[-1]] != BLACK3


def test_SK2_a_red_three_from_the_upcards_goes_to_the_taker_without_replacement() -> None:
    """SK-2 / S06: 'A bonus red three obtained this way is not replaced.'"""
    st = build("slovak", hands={1: "Kh Ks 9s 4d"}, melds={1: ["7h 7s 7d"]}, pile="3d 8c Kc", turn=1)
    play(st, "take K K")
    assert [KIND[c] for c in st.red3s[1]] == [RED3]
    assert Counter(KIND[c] for c in st.hand(1)) == Counter([9, 4, 8])


def test_SK3_a_canasta_laid_within_one_turn_scores_100_more() -> None:
    """SK-3 / S15: a concealed canasta (completed within one turn from the hand) scores +100 (600 natural)."""
    res = _out({"hands": {0: "Kh Ks Kd Kc Kh Ks Kd 9c", 1: "4c", 2: "4h", 3: "4d"},
                "melds": {0: ["Qh Qs Qd"]}},
               ("meld K K K", "add K", "add K", "add K", "add K", "discard 9"))
    st = res["st"]
    assert st.melds[0][13].concealed  # type: ignore[attr-defined]
    assert res["s0"]["concealed_canasta_bonus"] == 100
    assert res["s0"]["canasta_bonus"] + res["s0"]["concealed_canasta_bonus"] == 600


def test_SK3_a_mixed_concealed_canasta_scores_400() -> None:
    """SK-3 / S15: 400 for a concealed mixed canasta."""
    res = _out({"hands": {0: "Kh Ks Kd Kc Kh 2s JK 9c", 1: "4c", 2: "4h", 3: "4d"},
                "melds": {0: ["Qh Qs Qd"]}},
               ("meld K K K", "add K", "add K", "add 2 to K", "add JK to K", "discard 9"))
    assert res["s0"]["canasta_bonus"] + res["s0"]["concealed_canasta_bonus"] == 400


def test_SK3_a_canasta_grown_from_an_earlier_meld_gets_no_bonus() -> None:
    """SK-3: a canasta grown by adding cards to a meld laid in an earlier turn does not qualify."""
    res = _out({"hands": {0: "Kh Ks Kd Kc 9c", 1: "4c", 2: "4h", 3: "4d"},
                "melds": {0: ["Kh Ks Kd"]}},
               ("add K", "add K", "add K", "add K", "discard 9"))
    assert not res["st"].melds[0][13].concealed  # type: ignore[attr-defined]
    assert res["s0"]["concealed_canasta_bonus"] == 0 and res["s0"]["canasta_bonus"] == 500


def test_SK3_the_top_discard_may_complete_a_concealed_canasta() -> None:
    """SK-3 / S15: a concealed canasta may need only the top card of the pile (taken as usual)."""
    st = build("slovak", hands={0: "Kh Ks Kd Kc Kh Ks 9c 4s"}, melds={0: ["Qh Qs Qd"]}, pile="5c Kd", turn=0)
    play(st, "take K K", "add K", "add K", "add K", "add K")
    assert st.melds[0][13].size == 7 and st.melds[0][13].concealed


def test_SK4_pile_taking_follows_the_classic_rules() -> None:
    """SK-4 / S08: the missing restrictions are the classic ones: natural + wild takes an unfrozen pile,
    a wild in the pile freezes it (natural pair only)."""
    st = build("slovak", hands={1: "Kh JK 9s 4d"}, melds={1: ["7h 7s 7d"]}, pile="5c Kc", turn=1)
    assert "take K JK" in legal(st)
    frozen = build("slovak", hands={1: "Kh JK 9s 4d"}, melds={1: ["7h 7s 7d"]}, pile="2c 5c Kc", turn=1,
                   pile_frozen=True)
    assert "take K JK" not in legal(frozen)
    assert "C-7.6" in illegal_reason(frozen, "take K JK")


def test_SK4_a_discarded_wild_freezes_the_pile() -> None:
    """SK-4 (classic C-7.4b): a wild discard freezes the pile until it is taken."""
    st = build("slovak", hands={0: "JK 9s 9d 4c"}, melds={0: ["8h 8s 8d"]}, turn=0, phase="meld", pile="Kc")
    play(st, "discard JK")
    assert st.pile_frozen


def test_SK5_opening_going_out_scoring_and_target_are_classic() -> None:
    """SK-5: the truncated sections use the classic rules: 15/50/90/120, one canasta, 5000."""
    r = make_rules("slovak", 4)
    assert [r.opening_minimum(x) for x in (-5, 0, 1500, 3000)] == [15, 50, 90, 120]
    assert (r.canastas_to_go_out, r.target, r.going_out_bonus, r.concealed_bonus) == (1, 5000, 100, 200)
    assert (r.natural_canasta, r.mixed_canasta) == (500, 300)


def test_SK6_wild_cards_never_exceed_naturals() -> None:
    """SK-6 / S13: 9-9-9-2-2-Joker is legal, 9-9-2-2-2-Joker is not; two naturals take at most two wilds."""
    st = build("slovak", hands={0: "2c 2d 2h JK 4c 5c"}, melds={0: ["9h 9s 9d"], 1: ["Qh Qs Qd"]}, turn=0,
               phase="meld")
    play(st, "add 2 to 9", "add 2 to 9", "add JK to 9")
    assert st.melds[0][9].wilds == 3
    st2 = build("slovak", hands={0: "2c 2d JK 4c 5c"}, melds={0: ["7h 7s 2h"]}, turn=0, phase="meld")
    play(st2, "add 2 to 7")
    assert "add JK to 7" not in legal(st2)
    assert "C-8.2" in illegal_reason(st2, "add JK to 7")
    classic = build("classic", hands={0: "2c 2d JK 4c 5c"}, melds={0: ["7h 7s 2h"]}, turn=0, phase="meld")
    play(classic, "add 2 to 7")
    assert "add JK to 7" in legal(classic)


def test_SK6_a_meld_with_one_natural_is_illegal() -> None:
    """SK-6 / S13: 5-2-2 is not a legal meld; 5-5-2 is."""
    st = build("slovak", hands={0: "5h 5s 2c 2d 4c 9c"}, melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    assert "meld 5 5 2" in legal(st)
    assert "C-8.2" in illegal_reason(st, "meld 5 2 2")


def test_SK7_deuces_and_jokers_are_wild() -> None:
    """SK-7 / S02: 'duše (dvojičky)' are the deuces: twos and jokers are the wild cards."""
    st = build("slovak", hands={0: "2c JK 4c 9c"}, melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    assert {"add 2 to Q", "add JK to Q"} <= legal(st)


def test_SK8_the_cut_has_no_engine_effect_the_deal_is_seeded() -> None:
    """SK-8: 'the player on the dealer's right cuts' has no engine effect: a seed fixes the deal."""
    a, b = new_game("slovak", seed=5), new_game("slovak", seed=5)
    assert a == b and a.dealer == b.dealer


def test_SK9_dealt_red_threes_are_laid_and_replaced_immediately_after_the_deal() -> None:
    """SK-9 / S07: immediately after the deal, red threes are laid and replaced (no red three in hand)."""
    assert make_rules("slovak").red3_timing == "after_deal"
    for seed in range(30):
        st = new_game("slovak", seed=seed)
        for q in range(4):
            assert not any(KIND[c] == RED3 for c in st.hand(q))
            assert len(st.hand(q)) == 11
    st = _seed_where(lambda s: any(s.red3s))
    assert any(st.red3s) and st.turn_serial == 0


def test_SK9_a_red_three_drawn_is_laid_and_another_card_drawn() -> None:
    """S09: a red three drawn from the stock is laid at once and another card drawn."""
    st = build("slovak", hands={0: "7h 8s 9d"}, stock_top="3d 4c", turn=0)
    play(st, "draw")
    assert len(st.red3s[0]) == 1 and Counter(KIND[c] for c in st.hand(0))[4] == 1


def test_SK10_other_player_counts_use_the_classic_parameters() -> None:
    """SK-10 / S01 (revised): "pre hry dvoch a troch hráčov, z ktorých každá hrá sama o sebe a tiež pre
    hru šiestich hráčov v dvoch trojčlenných partnerstvách": 2 and 3 players each alone (no cutthroat
    lone hand), 6 players in two sides of three; deal, draw, packs and canastas from §1.16."""
    assert preset_players("slovak") == (2, 3, 4, 6)
    r2, r3, r6 = make_rules("slovak", 2), make_rules("slovak", 3), make_rules("slovak", 6)
    assert (r2.partnership, r2.hand_size, r2.draw_count, r2.canastas_to_go_out) == ("solo", 15, 2, 2)
    assert (r3.partnership, r3.hand_size, r3.draw_count) == ("solo", 13, 2)
    assert (r6.partnership, r6.packs, r6.hand_size, r6.deck_size, r6.canastas_to_go_out) == ("trios", 3, 13, 162, 2)
    st3 = new_game("slovak", players=3, seed=1)
    assert st3.sides == [(0,), (1,), (2,)]
    st6 = new_game("slovak", players=6, seed=1)
    assert st6.sides == [(0, 2, 4), (1, 3, 5)]
    # the options: cutthroat for 3, three sides of two for 6
    assert make_rules("slovak", 3, {"partnership": "cutthroat"}).partnership == "cutthroat"
    assert len(new_game(make_rules("slovak", 6, {"partnership": "pairs"})).sides) == 3
    st = new_game("slovak", players=6, seed=1)
    assert Counter(all_cards(st)) == Counter(deck(3))


def test_S10_no_change_of_mind_after_drawing() -> None:
    """S10: after drawing from the stock the player cannot take the pile instead."""
    st = build("slovak", hands={1: "Kh Ks 9s 4d"}, melds={1: ["7h 7s 7d"]}, pile="5c Kc", turn=1)
    play(st, "draw")
    assert "C-6.1" in illegal_reason(st, "take K K")


def test_S12_three_black_threes_may_be_melded_only_when_going_out() -> None:
    """S12: threes are never melded in ordinary play; 3 or 4 black threes may be melded going out."""
    st = build("slovak", hands={0: "3s 3c 3s"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=0, phase="meld")
    assert "meld 3 3 3" in legal(st)
    play(st, "meld 3 3 3")
    assert st.result is not None and st.result.went_out == 0
    st2 = build("slovak", hands={0: "3s 3c 3s 9c 4c"}, melds={0: ["Kh Ks Kd Kc Kh Ks Kd"]}, turn=0, phase="meld")
    assert "meld 3 3 3" not in legal(st2)


def test_SK3_a_canasta_built_with_cards_from_the_pile_is_not_concealed() -> None:
    """SK-3 / S15: a concealed canasta is assembled in the hand and needs at most the top discard; a canasta
    completed with the other cards of the pile (taken into the hand this turn) does not qualify."""
    st = build("slovak", hands={0: "Kh Ks 9c 4c"}, melds={0: ["Qh Qs Qd"]}, pile="Kc Kd Kh Ks Kd", turn=0)
    play(st, "take K K", "add K", "add K", "add K", "add K")
    assert st.melds[0][13].size == 7
    assert not st.melds[0][13].concealed


def test_SK3_a_canasta_from_the_hand_with_the_top_card_stays_concealed() -> None:
    """SK-3 / S15: the top discard may be used; the pile's other cards, once in hand, are not needed."""
    st = build("slovak", hands={0: "Kh Ks Kc Kd Kh Ks 9c 4c"}, melds={0: ["Qh Qs Qd"]}, pile="5c 5d Kd", turn=0)
    play(st, "take K K", "add K", "add K", "add K", "add K")
    assert st.melds[0][13].size == 7 and st.melds[0][13].concealed
