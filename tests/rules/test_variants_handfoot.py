"""Hand and Foot, the ``handfoot`` preset (docs/variants.md HF-1..HF-16, issue 42): a hand and a
foot for each player, the pile's top seven cards, minimums by hand, a game of four hands, two natural
and two mixed canastas to go out from the foot."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta import PRESET_NAMES, make_rules, new_game, parse_move, preset_players  # noqa: E402
from canasta.cards import deck, parse_face  # noqa: E402
from canasta.position import all_cards, determinize, position_dict, state_from_position, view_from_dict  # noqa: E402
from canasta.rules import RuleError, RuleSet  # noqa: E402
from canasta.solver import requirement_met  # noqa: E402
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
NAT_Q = "Qh Qs Qd Qc Qh Qs Qd"      # a natural canasta of queens
MIX_J = "Jh Js Jd Jc 2c JK 2d"      # a mixed canasta of jacks (three wild cards, fewer than the naturals)
MIX_10 = "10h 10s 10d 10c 10h 2s JK"  # a mixed canasta of tens
FOOT = "5h 5s 6d 6c 8h 8s 9d 9c Ah As 4d"


def hf(**kw: object) -> RuleSet:
    return make_rules("handfoot", 4, kw)


def test_HF1_HF2_player_counts_sides_and_packs_players_plus_one() -> None:
    assert "handfoot" in PRESET_NAMES and preset_players("handfoot") == (2, 3, 4, 5, 6)
    got = {n: (make_rules("handfoot", n).partnership, make_rules("handfoot", n).packs) for n in (2, 3, 4, 5, 6)}
    assert got == {2: ("solo", 3), 3: ("solo", 4), 4: ("pairs", 5), 5: ("solo", 6), 6: ("trios", 7)}
    for n in (2, 3, 4, 5, 6):
        st = new_game("handfoot", players=n, seed=n)
        assert Counter(all_cards(st)) == Counter(deck(n + 1))
    with pytest.raises(RuleError):
        make_rules("handfoot", 7)


def test_HF1_five_players_each_alone_with_six_packs_play_whole_matches() -> None:
    """drwingnut plays 5 alone; packs = players + 1 (bvwhit, nwpages, a club page): 6 packs, 324 cards."""
    r = make_rules("handfoot", 5)
    assert r.deck_size == 324 and r.partnership == "solo" and r.hand_size == r.foot_size == 11
    st = new_game("handfoot", players=5, seed=7)
    assert [len(f) for f in st.feet] == [11] * 5 and len(st.sides) == 5
    assert len(st.stock) == 324 - 5 * 22 - len(st.pile) - sum(len(t) for t in st.red3s)
    for seed in (1, 2):
        st5, _ = _random_match(seed, 5)
        assert st5.match_over and len(st5.scores) == 5  # type: ignore[attr-defined]


def test_HF3_a_hand_and_a_foot_of_eleven_the_foot_face_down_to_everyone() -> None:
    st = new_game("handfoot", seed=5)
    assert [len(f) for f in st.feet] == [11] * 4
    assert all(st.nhand[q] + len(st.red3s[q]) >= 11 for q in range(4))
    for seat in (-1, 0, 1, 2, 3):
        v = st.view(seat)
        assert v.feet == (None,) * 4 and v.foot_sizes == (11,) * 4 and not v.in_foot(0)
        assert v.to_dict()["feet"] == [{"count": 11}] * 4
    whole = position_dict(st)
    assert [len(f) for f in whole["feet"]] == [11] * 4
    assert state_from_position(whole) == st
    # no foot in the other presets' documents (their records and positions stay as they were)
    assert "feet" not in position_dict(new_game("classic", seed=5))


def test_HF4_a_turn_draws_two_cards() -> None:
    st = new_game("handfoot", seed=7)
    p = st.turn
    n = st.nhand[p]
    play(st, "draw")
    assert st.nhand[p] == n + 2 - 0 or st.red3s[p]
    assert hf().draw_count == 2


def test_HF5_the_pile_is_taken_with_a_natural_pair_and_gives_only_its_top_seven_cards() -> None:
    pile = "4h 5s 6d 7c 9h 10s Jd 4c 5d 6h 8s"
    st = build("handfoot", hands={0: "8h 8d JK 9c Kd"}, melds={0: ["Ah As Ad"]}, pile=pile, turn=0)
    assert "take 8 8" in legal(st)
    assert illegal_reason(st, "take 8 JK").startswith("IT-20")  # a natural and a wild card never take it
    play(st, "take 8 8")
    assert [f for f in position_dict(st)["pile"]] == ["4h", "5s", "6d", "7c"]
    assert st.nhand[0] == 3 + 6  # the six cards under the top card join the hand
    assert len(st.melds[0][8].cards) == 3


def test_HF5_the_whole_pile_when_it_holds_seven_cards_or_fewer() -> None:
    st = build("handfoot", hands={0: "8h 8d JK 9c Kd"}, melds={0: ["Ah As Ad"]}, pile="4h 5s 6d 7c 9h 8s",
               turn=0)
    play(st, "take 8 8")
    assert position_dict(st)["pile"] == [] and st.nhand[0] == 3 + 5


def test_HF5_the_cards_left_stay_frozen_by_a_wild_card_among_them() -> None:
    pile = "4h JK 6d 7c 9h 10s Jd 4c 5d 6h 8s"
    st = build("handfoot", hands={0: "8h 8d JK 9c Kd"}, melds={0: ["Ah As Ad"]}, pile=pile, turn=0,
               pile_frozen=True)
    play(st, "take 8 8")
    assert st.pile_frozen and position_dict(st)["pile"] == ["4h", "JK", "6d", "7c"]
    st = build("handfoot", hands={0: "8h 8d JK 9c Kd"}, melds={0: ["Ah As Ad"]}, pile=pile.replace("JK", "5c"),
               turn=0)
    play(st, "take 8 8")
    assert not st.pile_frozen


def test_HF5_before_the_initial_meld_only_the_top_card_and_the_hand_count() -> None:
    # 8 8 + the top 8 = 30 < 50: the pile's other cards do not help (C-9.4)
    st = build("handfoot", hands={0: "8h 8d 9c Kd 4s"}, pile="Ah As Ad 2c 8s", turn=0)
    assert "take 8 8" not in legal(st)
    st = build("handfoot", hands={0: "8h 8d Ac Ad JK 4s"}, pile="Ah As Kd 2c 8s", turn=0)
    assert "take 8 8" in legal(st)  # 30 + A A JK (90) from the hand


def test_HF6_a_wild_card_or_a_black_three_on_top_cannot_be_taken() -> None:
    st = build("handfoot", hands={0: "2h 2d 3s 3c Kd"}, melds={0: ["Ah As Ad"]}, pile="5h 2s", turn=0)
    assert not any(m.startswith("take") for m in legal(st))
    assert illegal_reason(st, "take 2 2").startswith("C-7.3")
    st = build("handfoot", hands={0: "2h 2d 3s 3c Kd"}, melds={0: ["Ah As Ad"]}, pile="5h 3s", turn=0)
    assert not any(m.startswith("take") for m in legal(st))


def test_HF7_fewer_wild_cards_than_naturals_at_most_three_no_wild_books_no_threes() -> None:
    r = hf()
    assert (r.wild_ratio, r.max_wilds, r.wild_melds, r.black3_melds) == ("fewer_than_naturals", 3, False, False)
    st = build("handfoot", hands={0: "9h 9s 9d JK 2c 2d JK 3s 3c 3s Qd Qc"}, melds={0: ["Ah As Ad"]},
               turn=0, phase="meld")
    moves = legal(st)
    assert "meld 9 9 JK" in moves and "meld 2 2 JK" not in moves and "meld 3 3 3" not in moves
    play(st, "meld 9 9 9", "add JK to 9", "add 2 to 9")
    assert "add 2 to 9" not in legal(st)  # three naturals, two wilds: a third wild would not be fewer


def test_HF7_a_book_keeps_growing_past_seven_cards() -> None:
    st = build("handfoot", hands={0: "Kh Kc 9c 8s 7d"}, melds={0: [NAT_K]}, turn=0, phase="meld")
    assert "add K" in legal(st)


def test_HF8_the_initial_meld_minimum_goes_by_the_hand_50_90_120_150() -> None:
    r = hf()
    assert [r.opening_minimum(0, h) for h in range(6)] == [50, 90, 120, 150, 150, 150]
    assert r.opening_minimum(9000, 0) == 50  # not by score
    st = new_game("handfoot", seed=2)
    assert st.opening_minimum(0) == 50
    st.hand_no = 2
    assert st.opening_minimum(0) == 120


def _random_match(seed: int, players: int = 4, **rules: object) -> tuple[object, list[str]]:
    st = new_game("handfoot", players=players, seed=seed, **rules)
    rnd = random.Random(seed)
    moves: list[str] = []
    packs = st.rules.packs
    while not st.match_over:
        legal_moves = st.legal_move_list()
        assert legal_moves, "a dead end"
        if len(moves) % 23 == 0:
            assert Counter(all_cards(st)) == Counter(deck(packs))
            _check_views(st, rnd)  # no hidden card, no foot, in any seat's view
        m = rnd.choice(legal_moves)
        assert parse_move(str(m)) == m
        before = st.hand_no
        st.apply(m)
        moves.append(str(m))
        if st.phase in ("hand_over", "match_over") and st.hand_no == before and m.action != "deal":
            res = st.result
            assert res is not None
            if res.ended_by == "out":  # HF-11: from the foot, with two natural and two mixed canastas
                s = st.side_of[res.went_out]
                assert not st.feet[res.went_out] and requirement_met(st.rules, st.melds[s])
                assert side_result(st, s)["natural_canastas"] >= 2 and side_result(st, s)["mixed_canastas"] >= 2
        assert len(moves) < 40000
    return st, moves


def test_HF9_a_game_is_four_hands_and_the_higher_total_wins() -> None:
    st, _ = _random_match(1)
    assert st.match_over and len(st.sheet) >= 4  # type: ignore[attr-defined]
    scores = st.scores  # type: ignore[attr-defined]
    assert st.winners == (scores.index(max(scores)),) and scores.count(max(scores)) == 1  # type: ignore[attr-defined]
    if len(st.sheet) > 4:  # type: ignore[attr-defined]
        assert len(set(st.sheet[3])) < 2 or True  # (a tie after four hands plays on, §0.2)
    assert hf().hands_per_match == 4


def test_HF10_melding_the_last_card_picks_up_the_foot_in_the_same_turn() -> None:
    st = build("handfoot", hands={0: "9h 9s 9d"}, feet={0: FOOT}, melds={0: ["Ah As Ad"]}, turn=0,
               phase="meld")
    assert "meld 9 9 9" in legal(st)  # the hand may be used up without any canasta: the foot waits
    play(st, "meld 9 9 9")
    assert st.turn == 0 and st.phase == "meld" and st.feet[0] == [] and st.nhand[0] == 11
    assert sorted(st.hand(0)) == sorted(parse_face(t) for t in FOOT.split())
    assert st.view(1).in_foot(0) and st.view(1).foot_sizes[0] == 0
    assert "discard 5" in legal(st)


def test_HF10_discarding_the_last_card_picks_up_the_foot_for_the_next_turn() -> None:
    st = build("handfoot", hands={0: "9h"}, feet={0: FOOT}, melds={0: ["Ah As Ad"]}, turn=0, phase="meld")
    assert "discard 9" in legal(st)
    play(st, "discard 9")
    assert st.turn == 1 and st.phase == "draw" and st.went_out == -1
    assert st.feet[0] == [] and st.nhand[0] == 11


def test_HF10_option_the_foot_waits_for_the_next_turn_after_the_last_discard() -> None:
    """foot_next_turn (a house rule, HF-10's other reading): the seat holds no card until its turn."""
    st = build("handfoot", hands={0: "9h"}, feet={0: FOOT}, melds={0: ["Ah As Ad"]}, turn=0, phase="meld",
               foot_next_turn="true")
    play(st, "discard 9")
    assert st.turn == 1 and st.nhand[0] == 0 and len(st.feet[0]) == 11 and st.went_out == -1
    assert st.view(0).hand == () and st.view(0).foot_sizes[0] == 11
    while st.turn != 0:
        st.apply("draw" if st.phase == "draw" else next(m for m in legal(st) if m.startswith("discard")))
    assert st.feet[0] == [] and st.nhand[0] == 11 and st.phase == "draw"
    # after a meld of the last card the foot comes at once, as without the option
    st = build("handfoot", hands={0: "9h 9s 9d"}, feet={0: FOOT}, melds={0: ["Ah As Ad"]}, turn=0, phase="meld",
               foot_next_turn="true")
    play(st, "meld 9 9 9")
    assert st.nhand[0] == 11 and st.turn == 0


def test_HF10_HF12_red_threes_in_the_foot_are_laid_out_and_replaced() -> None:
    foot = "3h 3d " + " ".join(FOOT.split()[:9])
    st = build("handfoot", hands={0: "9h 9s 9d"}, feet={0: foot}, melds={0: ["Ah As Ad"]}, turn=0,
               phase="meld", stock_top="Kc Qc")
    play(st, "meld 9 9 9")
    assert sorted(position_dict(st)["red3s"][0]) == ["3d", "3h"]
    assert st.nhand[0] == 11 and {"Kc", "Qc"} <= set(position_dict(st)["hands"][0])


def test_HF11_a_player_with_a_foot_still_to_play_does_not_go_out() -> None:
    st = build("handfoot", hands={0: "9h 9s 9d 4c"}, feet={0: FOOT}, turn=0, phase="meld",
               melds={0: [NAT_K, NAT_Q, MIX_J, MIX_10]})
    assert "ask" not in legal(st)
    assert illegal_reason(st, "ask").startswith("HF-11")
    assert st.reason("ask").code == "go-out-foot"  # type: ignore[union-attr]
    assert any(f.code == "go-out-foot" for f in st.facts(0))
    play(st, "meld 9 9 9", "discard 4")  # the hand is used up: the foot comes, nobody goes out
    assert st.went_out == -1 and st.nhand[0] == 11 and st.turn == 1


def test_HF11_going_out_needs_two_natural_and_two_mixed_canastas() -> None:
    r = hf()
    assert (r.canastas_to_go_out, r.go_out_naturals, r.go_out_mixed, r.permission) == (4, 2, 2, "required")
    st = build("handfoot", 2, hands={0: "9h"}, turn=0, phase="meld", melds={0: [NAT_K, NAT_Q, MIX_J, "5h 5s 5d"]})
    assert not requirement_met(st.rules, st.melds[0])
    facts = [f for f in st.facts(0) if f.code == "go-out-books"]
    assert facts and facts[0].params == {"naturals": 2, "mixed": 2, "have_naturals": 2, "have_mixed": 1}
    assert st.reason("discard 9").code == "keep-a-card-books"  # type: ignore[union-attr]
    assert illegal_reason(st, "discard 9").startswith("HF-11")
    st = build("handfoot", 2, hands={0: "9h"}, turn=0, phase="meld", melds={0: [NAT_K, NAT_Q, MIX_J, MIX_10]})
    play(st, "discard 9")
    assert st.result is not None and st.result.went_out == 0
    assert side_result(st, 0)["going_out"] == 100


def test_HF11_option_the_whole_side_in_the_foot() -> None:
    """go_out_side_in_foot (a house rule, off in the preset): the partner's foot must be picked up too."""
    assert not hf().go_out_side_in_foot
    kw = dict(hands={0: "9h 9s 9d 4c"}, turn=0, phase="meld", melds={0: [NAT_K, NAT_Q, MIX_J, MIX_10]})
    st = build("handfoot", feet={2: FOOT}, go_out_side_in_foot="true", **kw)  # type: ignore[arg-type]
    assert "ask" not in legal(st)
    assert st.reason("ask").code == "go-out-side-foot"  # type: ignore[union-attr]
    assert illegal_reason(st, "ask").startswith("HF-11")
    assert any(f.code == "go-out-side-foot" for f in st.facts(0))
    # (five cards or more take the generator's fast path, which once offered the question)
    five = build("handfoot", feet={2: FOOT}, go_out_side_in_foot="true",  # type: ignore[arg-type]
                 **{**kw, "hands": {0: "9h 9s 9d 9c 4c"}})
    assert "ask" not in legal(five) and five.reason("ask").code == "go-out-side-foot"  # type: ignore[union-attr]
    st = build("handfoot", feet={2: FOOT}, **kw)  # type: ignore[arg-type]
    assert "ask" in legal(st)  # the preset asks only the player going out to be in the foot
    st = build("handfoot", go_out_side_in_foot="true", **kw)  # type: ignore[arg-type]
    play(st, "ask", "yes", "meld 9 9 9", "discard 4")
    assert st.result is not None and st.result.went_out == 0


def test_HF11_in_partnerships_the_partner_must_say_yes() -> None:
    st = build("handfoot", hands={0: "9h 9s 9d 4c"}, turn=0, phase="meld",
               melds={0: [NAT_K, NAT_Q, MIX_J, MIX_10]})
    assert "ask" in legal(st)
    assert illegal_reason(st, "meld 9 9 9").startswith("FI-8")  # one card left: only going out, after a yes
    play(st, "ask", "yes", "meld 9 9 9", "discard 4")
    assert st.result is not None and st.result.went_out == 0


def test_HF12_HF13_cards_left_in_the_hand_and_the_foot_count_minus_a_red_three_in_the_foot_500() -> None:
    st = build("handfoot", 2, hands={0: "9h", 1: "Kc Kd"}, feet={1: "3h 4c 5c JK"}, turn=0, phase="meld",
               melds={0: [NAT_K, NAT_Q, MIX_J, MIX_10]})
    play(st, "discard 9")
    assert side_result(st, 1)["in_hand"] == 20 + 500 + 5 + 5 + 50
    assert side_result(st, 0)["canasta_bonus"] == 2 * 500 + 2 * 300
    assert hf().red3_table == () and hf().red3_bonus(4) == 400


def test_HF14_the_hand_ends_when_the_stock_runs_out() -> None:
    st = build("handfoot", hands={0: "9h 8c 7d"}, melds={0: ["Ah As Ad"]}, turn=0, stock_size=2)
    play(st, "draw")
    assert st.stock == [] and st.phase == "meld"
    play(st, "discard 9")
    assert st.phase == "hand_over" and st.result is not None and st.result.ended_by == "stock"


def test_HF15_card_values_are_classic() -> None:
    from canasta.cards import BASE_VALUES

    assert BASE_VALUES[8] == BASE_VALUES[9] == 10 and hf().black3_hand_value == 5
    assert hf().card_values == () and hf().values == BASE_VALUES and "card_values" not in hf().to_dict()


def test_HF15_card_values_a_house_rule_parsed_printed_and_refused_with_one_line() -> None:
    r = hf(card_values="8:5, 9:5,jk:40, A:15")  # Tanglewood and chan.dev: eights and nines 5
    assert r.card_values == ((0, 40), (8, 5), (9, 5), (14, 15))
    assert r.to_dict()["card_values"] == "JK:40,8:5,9:5,14:15" and RuleSet.from_dict(r.to_dict()) == r
    assert r.values[8] == r.values[9] == 5 and r.values[0] == 40 and r.values[13] == 10
    assert hf(card_values=[("2", 20), ("8", 10)]).card_values == ()  # the classic values are the default
    assert hf(card_values="") == hf()
    for bad, code in (("3:0", "rule-bad-rank"), ("0:5", "rule-bad-rank"), ("Z:5", "rule-bad-rank"), ("8", "rule-not-pair"),
                      ("8:x", "rule-not-whole-number"), ("8:1001", "rule-out-of-range")):
        with pytest.raises(RuleError) as e:
            hf(card_values=bad)
        assert e.value.code == code and "\n" not in str(e.value), bad
    with pytest.raises(RuleError) as e:
        hf(card_values="3:0")
    assert "black3_hand_value" in str(e.value)  # (chan.dev's black three 0: the black threes' own parameters)
    from canasta.i18n.rulespage import rule_args, sentence

    assert "except 8: 5 and 9: 5;" in sentence("en", "card_values", rule_args("en", hf(card_values="8:5,9:5")))
    assert sentence("en", "card_values", rule_args("en", hf())).startswith("Cards count: joker 50")
    for lang in ("fr", "sk", "it", "fi"):
        assert "8: 5" in sentence(lang, "card_values", rule_args(lang, hf(card_values="8:5,9:5")))


def test_HF15_cards_left_and_melded_count_at_the_house_values() -> None:
    spec: dict[str, object] = dict(hands={0: "9h", 1: "8c 9d Kc JK"}, feet={1: "8d"}, turn=0, phase="meld",
                                   melds={0: [NAT_K, NAT_Q, MIX_J, MIX_10, "8h 8s 8d"]})
    classic, house = build("handfoot", 2, **spec), build("handfoot", 2, card_values="8:5,9:5,JK:25", **spec)
    play(classic, "discard 9")
    play(house, "discard 9")
    assert side_result(classic, 1)["in_hand"] == 10 + 10 + 10 + 50 + 10
    assert side_result(house, 1)["in_hand"] == 5 + 5 + 10 + 25 + 5
    # the meld of eights (3 x 5 less) and the jokers of the two mixed canastas (2 x 25 less)
    assert side_result(classic, 0)["melded"] - side_result(house, 0)["melded"] == 3 * 5 + 2 * 25
    assert side_result(house, 0)["canasta_bonus"] == side_result(classic, 0)["canasta_bonus"]


def test_HF15_the_initial_meld_minimum_counts_the_house_values() -> None:
    eights: dict[str, object] = dict(hands={0: "Kc Kd Ks 8c 8d 8s 4c 5d"}, turn=0, phase="meld")
    classic = build("handfoot", 2, **eights)  # hand 1 needs 50: K K K 30 and 8 8 8 30
    assert "meld K K K" in legal(classic)
    play(classic, "meld K K K", "meld 8 8 8")
    assert classic.opened[0]
    house = build("handfoot", 2, card_values="8:5", **eights)  # 30 and 15: 45, no opening
    assert "meld K K K" not in legal(house) and "meld 8 8 8" not in legal(house)
    assert illegal_reason(house, "meld K K K")
    sevens: dict[str, object] = dict(hands={0: "Kc Kd Ks 7c 7d 7s 4c 5d"}, turn=0, phase="meld")
    assert "meld K K K" not in legal(build("handfoot", 2, **sevens))  # 30 and 15
    richer = build("handfoot", 2, card_values="7:10", **sevens)  # 30 and 30
    play(richer, "meld K K K", "meld 7 7 7")
    assert richer.opened[0]


def test_HF15_a_random_match_with_house_values_keeps_every_card_and_ends() -> None:
    st, _ = _random_match(3, 2, card_values="8:5,9:5,JK:10,2:30")
    assert st.match_over and st.rules.values[0] == 10  # type: ignore[attr-defined]


def test_HF_parameters_round_trip_and_are_written_only_when_set() -> None:
    r = hf()
    assert RuleSet.from_dict(r.to_dict()) == r
    new = ("foot_size", "foot_next_turn", "pile_take_limit", "opening_by_hand", "hands_per_match", "go_out_naturals", "go_out_mixed",
           "foot_red3_penalty")
    assert r.to_dict()["opening_by_hand"] == "50,90,120,150"
    for p in PRESET_NAMES:
        d = make_rules(p, preset_players(p)[0]).to_dict()
        assert all((n in d) == (p == "handfoot" and n != "foot_next_turn") for n in new), p
    with pytest.raises(RuleError) as e:
        make_rules("classic", 4, {"opening_by_hand": "50,x"})
    assert e.value.code == "rule-not-whole-number"
    with pytest.raises(RuleError) as e:
        make_rules("handfoot", 4, {"go_out_naturals": "3"})
    assert e.value.code == "rule-go-out-books"


def test_HF_a_view_round_trips_and_a_determinized_state_keeps_the_feet() -> None:
    st = new_game("handfoot", seed=9)
    for _ in range(30):
        st.apply(st.legal_move_list()[0])
    for seat in (0, 1):
        v = st.view(seat)
        assert view_from_dict(v.to_dict()) == v
        other = determinize(v, 4)
        assert [len(f) for f in other.feet] == [len(f) for f in st.feet]
        assert other.view(seat).data == v.data


def test_HF_cli_rules_shows_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    from canasta.cli import main

    with pytest.raises(SystemExit) as e:
        main(["rules", "handfoot"])
    assert e.value.code in (0, None)
    out = capsys.readouterr().out
    assert "Hand and Foot" in out and "foot of 11 cards" in out and "50,90,120,150" in out


# -- perft: move counts on a fixed deal -----------------------------------------------------------------


def perft(st: object, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for m in st.legal_move_list():  # type: ignore[attr-defined]
        child = st.copy()  # type: ignore[attr-defined]
        child.apply(m)
        total += perft(child, depth - 1)
    return total


PERFT_SEED = 42
PERFT = {1: 1, 2: 16, 3: 67, 4: 449, 5: 1382, 6: 5226}


def test_HF_perft_counts_on_a_fixed_deal() -> None:
    """HF-4, HF-5, HF-7, HF-8: the number of move sequences from seed 42's deal, to depth 6 (the first
    player's draw of two, melds and discard, the next player's pile rules). A change of any of them
    changes these counts."""
    st = new_game("handfoot", seed=PERFT_SEED)
    assert {d: perft(st, d) for d in PERFT} == PERFT


# -- whole games: bots, records, properties -------------------------------------------------------------


@pytest.mark.parametrize(("seed", "players", "rules"), [(1, 4, {}), (2, 2, {}), (3, 6, {}),
                                                     (4, 4, {"foot_next_turn": True}),
                                                     (5, 4, {"go_out_side_in_foot": True})])
def test_HF_property_random_games_keep_every_card_end_and_replay(seed: int, players: int,
                                                                  rules: dict[str, object]) -> None:
    st, moves = _random_match(seed, players, **rules)
    again = new_game("handfoot", players=players, seed=seed, **rules)
    for m in moves:
        again.apply(m)
    assert again == st
    assert position_dict(state_from_position(position_dict(st))) == position_dict(st)


def test_HF_bots_play_a_match_to_the_end_and_the_record_replays() -> None:
    bots_play_the_match_and_it_replays(new_game("handfoot", seed=11), 11)


def test_HF7_closing_open_a_closed_book_takes_no_more_and_its_rank_starts_a_new_book() -> None:
    # the other reading, a parameter pair off in the preset: seven cards close a book (canasta_closes_rank),
    # and further cards of its rank start a new book (group_slots)
    r = hf()
    assert (r.canasta_closes_rank, r.group_slots, r.group_join) == (False, 1, False)
    rules = {"canasta_closes_rank": True, "group_slots": 3}
    st = build("handfoot", hands={0: "Kh Kc Kd 9c 8s 7d"}, melds={0: [NAT_K]}, turn=0, phase="meld", **rules)
    moves = legal(st)
    assert "add K" not in moves and "meld K K K" in moves
    assert illegal_reason(st, "add K").startswith("MA-11")
    play(st, "meld K K K")
    k2 = parse_move("add K to K2").target
    assert len(st.melds[0][13].cards) == 7 and len(st.melds[0][k2].cards) == 3
    assert illegal_reason(st, "join K2 to K").startswith("C-8.5")  # (books are never joined)
    # while a book of the rank is open, cards go on it: no second book
    st = build("handfoot", hands={0: "Kh Kc Kd 9c 8s 7d"}, melds={0: ["Kh Ks Kd Kc"]}, turn=0, phase="meld", **rules)
    assert "meld K K K" not in legal(st) and "add K" in legal(st)
    assert illegal_reason(st, "meld K K K").startswith("HF-7")
    # a pair takes the pile onto a new book where the book of its rank is closed
    st = build("handfoot", hands={0: "Kh Kc 9c 8s 7d 6h"}, melds={0: [NAT_K]}, pile="4c 5c Kd", turn=0, **rules)
    assert "take K K" in legal(st)
    play(st, "take K K")
    assert len(st.melds[0][k2].cards) == 3
    # each closed book scores its own bonus
    st = build("handfoot", hands={0: "9c"}, feet={0: ()}, melds={0: [NAT_K, NAT_Q, MIX_J, "Kc Kc Kd Kh 2h 2s JK"]},
               turn=0, phase="meld", flags={"answer": 1}, **rules)
    play(st, "discard 9")
    got = side_result(st, 0)
    assert got["natural_canastas"] == 2 and got["mixed_canastas"] == 2 and got["canasta_bonus"] == 2 * 500 + 2 * 300


def test_HF7_closing_open_random_matches_end_and_replay() -> None:
    st, moves = _random_match(5, canasta_closes_rank=True, group_slots=3)
    assert st.match_over  # type: ignore[attr-defined]
    again = new_game("handfoot", seed=5, canasta_closes_rank=True, group_slots=3)
    for m in moves:
        again.apply(m)
    assert again == st
