"""Samba, the ``samba`` preset (docs/variants.md SA-1..SA-19, issue 42).

Two groups of one rank (SA-6): ``group_slots=2``, ``group_join=true``.
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as hs

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta import PRESET_NAMES, make_rules, new_game, parse_move, preset_players  # noqa: E402
from canasta.cards import deck, parse_face  # noqa: E402
from canasta.position import all_cards, position_dict, state_from_position  # noqa: E402
from canasta.rules import RuleError, RuleSet  # noqa: E402
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


def sa(**kw: object) -> RuleSet:
    return make_rules("samba", 4, kw)


def test_SA1_four_players_in_pairs_three_packs_162_cards() -> None:
    r = sa()
    assert preset_players("samba") == (2, 3, 4, 5, 6) and "samba" in PRESET_NAMES
    assert (r.players, r.partnership, r.packs, r.deck_size) == (4, "pairs", 3, 162)
    st = new_game("samba", seed=3)
    assert Counter(all_cards(st)) == Counter(deck(3))
    assert Counter(deck(3))[52] == 6  # six jokers


@pytest.mark.parametrize("preset", ["samba", "bolivia"])
def test_SA19_BO9_two_three_and_five_play_alone_with_15_six_in_three_pairs_with_13(preset: str) -> None:
    for n, sides, hand in ((2, 2, 15), (3, 3, 15), (5, 5, 15), (6, 3, 13)):
        r = make_rules(preset, n)
        assert (r.packs, r.hand_size, r.draw_count, r.canastas_to_go_out) == (3, hand, 2, 2)
        assert r.partnership == ("pairs" if n == 6 else "solo")
        st = new_game(preset, players=n, seed=n)
        assert len(set(st.side_of)) == sides
        assert all(st.nhand[p] == hand for p in range(n))
        assert Counter(all_cards(st)) == Counter(deck(3))
        rng = random.Random(n)
        while st.phase not in ("hand_over", "match_over") and st.turn_serial < 400:
            moves = st.legal_move_list()
            st.apply(rng.choice(moves))


def test_SA2_fifteen_cards_each_draw_two_discard_one() -> None:
    st = new_game("samba", seed=5)
    assert st.rules.hand_size == 15 and st.rules.draw_count == 2
    assert all(len(st.hand(q)) + len(st.red3s[q]) >= 15 for q in range(4))
    st = build("samba", hands={0: "Kh Ks 9c 5d"}, stock_top="8c 8d", turn=0)
    play(st, "draw")
    assert len(st.hand(0)) == 6
    play(st, "discard 5")
    assert len(st.hand(0)) == 5 and st.turn == 1


def test_SA3_a_sequence_of_three_cards_of_one_suit_is_a_meld() -> None:
    st = build("samba", hands={0: "4h 5h 6h 9c 9d 8s"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]})
    assert "meld 4h 5h 6h" in legal(st)
    play(st, "meld 4h 5h 6h")
    m = st.melds[0][parse_move("add 7 to h1").target]
    assert [c for c in m.cards] == [parse_face(x) for x in ("4h", "5h", "6h")]
    doc = st.view(1).data["melds"][0][0]  # the view names it, says it is a sequence, with its suit and cards
    assert (doc["key"], doc["kind"], doc["suit"], doc["cards"]) == ("h1", "sequence", "h", ["4h", "5h", "6h"])
    assert "kind" not in st.view(1).data["melds"][0][1]  # a group, as before


def test_SA3_a_sequence_is_of_one_suit_in_order_four_low_ace_high() -> None:
    st = build("samba", hands={0: "4h 5s 6h 7h 9c 9d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]})
    assert not any(m.startswith("meld") for m in legal(st))
    assert illegal_reason(st, "meld 4h 5h 6h").startswith("C-6")  # no 5 of hearts
    assert illegal_reason(st, "meld 4h 6h 7h").startswith("SA-3")  # not in order
    st = build("samba", hands={0: "Qd Kd Ad 9c 9d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]})
    assert "meld Qd Kd Ad" in legal(st)
    play(st, "meld Qd Kd Ad")
    st2 = build("samba", hands={0: "Jd 4d 9c 9d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd", "Qd Kd Ad"]})
    assert "add J to d1" in legal(st2) and "add 4 to d1" not in legal(st2)  # no wrap round the ace
    assert illegal_reason(st2, "add 4 to d1").startswith("SA-3")


def test_SA3_a_sequence_never_takes_a_wild_card() -> None:
    st = build("samba", hands={0: "JK 2c 9c 5d 6d"}, turn=0, phase="meld", melds={0: ["4h 5h 6h"]})
    moves = legal(st)
    assert not any("to h1" in m and ("JK" in m or "2" in m.split()[1]) for m in moves)
    assert illegal_reason(st, "add JK to h1").startswith("SA-3")
    assert illegal_reason(st, "add 2 to h1").startswith("SA-3")


def test_SA4_a_seven_card_sequence_is_a_samba_worth_1500_and_takes_no_more() -> None:
    r = sa()
    assert r.sequences and r.sequence_canasta_bonus == 1500
    st = build("samba", hands={0: "10h 4h 9c 9d 8s"}, turn=0, phase="meld", melds={0: ["4h 5h 6h 7h 8h 9h"]})
    assert "add 10 to h1" in legal(st)
    play(st, "add 10 to h1")
    assert "add 4 to h1" not in legal(st)
    assert illegal_reason(st, "add 4 to h1").startswith("SA-4")
    st = build("samba", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, "4h 5h 6h 7h 8h 9h 10h"]}, first_meld={0: 3})
    play(st, "discard 9")  # SA-9: the samba counts as the second canasta
    got = side_result(st, 0)
    assert got["canasta_bonus"] == 500 + 1500 and got["melded"] == 70 + 5 * 4 + 10 * 3


def test_SA5_a_group_holds_at_most_two_wild_cards_and_wilds_never_meld_alone() -> None:
    r = sa()
    assert (r.min_naturals, r.max_wilds, r.max_wilds_new, r.wild_ratio, r.wild_melds) == (2, 2, 2, "any", False)
    st = build("samba", hands={0: "JK 2c 9c 5d 6d"}, melds={0: ["Qh Qs Qd 2d JK"]}, turn=0, phase="meld")
    assert "add JK to Q" not in legal(st) and "add 2 to Q" not in legal(st)
    assert "C-8.2" in illegal_reason(st, "add JK to Q")
    # also on a canasta (howstuffworks: at most two wild cards in a mixed canasta)
    st = build("samba", hands={0: "JK Qh 9c 5d 6d"}, melds={0: [MIX_Q]}, turn=0, phase="meld")
    assert "add Q" in legal(st) and "add JK to Q" not in legal(st)
    st = build("samba", hands={0: "JK JK 2c 9c 5d"}, melds={0: ["Qh Qs Qd"]}, turn=0, phase="meld")
    assert not any(m.startswith("meld") for m in legal(st))


def test_SA6_a_side_may_hold_two_groups_of_one_rank() -> None:
    st = build("samba", hands={0: "Qh Qs Qc 9c 5d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]})
    assert "meld Q Q Q" in legal(st)
    r = sa()
    assert (r.group_slots, r.group_join) == (2, True)
    play(st, "meld Q Q Q")
    q2 = parse_move("add Q to Q2").target
    assert q2 in st.melds[0] and len(st.melds[0][12].cards) == 3 and len(st.melds[0][q2].cards) == 3
    assert [m["key"] for m in position_dict(st)["melds"][0]] == ["Q", "Q2"]  # the second group is its own meld
    # the second group is started while the first is no canasta (the sources set no condition)


def test_SA6_cards_go_on_either_group_and_at_most_two_groups_of_a_rank() -> None:
    st = build("samba", hands={0: "Qh Qs Qc Qd JK 9c 5d 6h"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd", "Qc Qc Qs"]})
    assert {"add Q", "add Q to Q2", "add JK to Q", "add JK to Q2"} <= legal(st)
    assert "meld Q Q Q" not in legal(st)
    why = illegal_reason(st, "meld Q Q Q")
    assert why.startswith("SA-6") and "2 groups of Q" in why
    play(st, "add Q to Q2", "add JK to Q2")
    assert len(st.melds[0][parse_move("add Q to Q2").target].cards) == 5


def test_SA6_two_groups_are_joined_by_a_move_while_the_joined_group_stays_valid() -> None:
    st = build("samba", hands={0: "9c 5d 6h 8s"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd 2c", "Qc Qc JK"]})
    assert "join Q2 to Q" in legal(st)
    play(st, "join Q2 to Q")
    q = st.melds[0][12]
    assert (len(q.cards), q.naturals, q.wilds) == (7, 5, 2) and parse_move("add Q to Q2").target not in st.melds[0]
    assert "join Q2 to Q" not in legal(st)
    assert illegal_reason(st, "join Q2 to Q").startswith("C-2.2")  # (no group Q2 any more)
    # three wild cards together would break SA-5's two: no join
    st = build("samba", hands={0: "9c 5d 6h 8s"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd 2c 2d", "Qc Qc JK"]})
    assert "join Q2 to Q" not in legal(st)
    why = illegal_reason(st, "join Q2 to Q")
    assert why.startswith("SA-6") and "2 wild cards" not in why and "3 wild cards" in why
    # a join is a step of the meld phase only
    st = build("samba", hands={0: "9c 5d 6h 8s"}, turn=0, melds={0: ["Qh Qs Qd 2c", "Qc Qc JK"]})
    assert illegal_reason(st, "join Q2 to Q").startswith("C-6")


def test_SA6_a_join_that_leaves_the_initial_meld_out_of_reach_is_not_offered() -> None:
    """Found by the no-dead-end property (§0.2, C-9.1): in an opening turn the second group of 5s had room
    for the joker the minimum needs; joined, the two groups hold two wild cards and no meld is left to make."""
    st = build("samba", hands={0: "JK 4h 7h 9h 10s Ks Ah"}, turn=0, phase="meld", opened={0: False},
               melds={0: ["5c 5d 2h", "5c 5s 2d", "6c 7c 8c"]}, scores=[3100, 0])
    assert st.opening_minimum(0) == 120
    moves = legal(st)
    assert "add JK to 52" in moves or "add JK to 5" in moves
    assert "join 52 to 5" not in moves
    assert illegal_reason(st, "join 52 to 5").startswith("C-9.1")
    # opened, the same join is offered (the turn ends with a discard)
    st = build("samba", hands={0: "JK 4h 7h 9h 10s Ks Ah"}, turn=0, phase="meld", opened={0: True},
               melds={0: ["5c 5d 2h", "5c 5s 2d", "6c 7c 8c"]})
    assert "join 52 to 5" in legal(st)


def test_SA6_SA7_a_natural_pair_on_a_canasta_starts_a_second_group() -> None:
    st = build("samba", hands={0: "Kh Ks 6d 8h"}, melds={0: [NAT_K]}, pile="4c 5c Kc", turn=0)
    assert "take K K" in legal(st)
    play(st, "take K K")
    k2 = parse_move("add K to K2").target
    assert len(st.melds[0][13].cards) == 7 and len(st.melds[0][k2].cards) == 3
    # below seven, the pair and the top card go on the group, as before
    st = build("samba", hands={0: "Kh Ks 6d 8h"}, melds={0: ["Kh Ks Kd Kc"]}, pile="4c 5c Kc", turn=0)
    play(st, "take K K")
    assert len(st.melds[0][13].cards) == 7 and k2 not in st.melds[0]


def test_SA6_SA7_the_top_card_alone_goes_on_a_second_group_below_seven() -> None:
    st = build("samba", hands={0: "9c 5d 6d 8h"}, melds={0: [NAT_K, "Kc Kd Kh"]}, pile="4c 5c Ks", turn=0)
    moves = legal(st)
    assert "take on K2" in moves and "take" not in moves  # (never on the canasta, SA-7)
    play(st, "take on K2")
    assert len(st.melds[0][parse_move("take on K2").target].cards) == 4
    st = build("samba", hands={0: "9c 5d 6d 8h"}, melds={0: ["Kh Ks Kd", "Kc Kc Kh Ks Kd 2h JK"]}, pile="4c 5c Ks",
               turn=0)
    assert "take" in legal(st)
    assert illegal_reason(st, "take on K2").startswith("SA-7")


def test_SA6_each_group_scores_its_own_canasta_bonus() -> None:
    st = build("samba", hands={0: "9c"}, melds={0: [NAT_K, "Kc Kc Kh Ks Kd 2h JK", "5h 6h 7h 8h 9h 10h Jh"]},
               turn=0, phase="meld", flags={"answer": 1})
    play(st, "discard 9")
    got = side_result(st, 0)
    assert got["canasta_bonus"] == 500 + 300 + 1500 and got["natural_canastas"] == 1 and got["mixed_canastas"] == 1


def test_SA6_a_whole_game_with_second_groups_and_joins_replays() -> None:
    from canasta.record import record_from_dict, replay

    st = new_game("samba", seed=11)
    rnd = random.Random(11)
    moves: list[str] = []
    used: Counter[str] = Counter()
    while not st.match_over and st.hand_no < 3:
        lm = st.legal_move_list()
        assert lm
        groups = [m for m in lm if m.action == "join" or (m.action in ("add", "take") and m.target >= 272)
                  or (m.action == "meld" and m.target < 0 and m.cards[0] >= 4 and m.cards[0] in st.melds[st.side_of[st.turn]])]
        melds = [m for m in lm if m.action in ("meld", "add")]
        m = rnd.choice(groups) if groups and rnd.random() < 0.7 else (
            rnd.choice(melds) if melds and rnd.random() < 0.6 else rnd.choice(lm))
        if m in groups:
            used[m.action] += 1
        assert parse_move(str(m)) == m
        st.apply(m)
        moves.append(str(m))
        if len(moves) % 17 == 0 and st.phase in ("draw", "meld"):
            again = state_from_position(position_dict(st))
            assert again.legal_move_list() == st.legal_move_list() and position_dict(again) == position_dict(st)
    assert used["meld"] and used["join"] and used["add"]
    d = {"format": "canasta-record/1", "rules": st.rules.to_dict(), "seed": 11, "players": [], "moves": moves}
    assert replay(record_from_dict(d)) == st


def test_SA6_in_classic_one_group_of_a_rank_and_nothing_to_join() -> None:
    st = build("classic", hands={0: "Qh Qs Qc 9c 5d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]})
    assert "meld Q Q Q" not in legal(st)
    assert illegal_reason(st, "meld Q Q Q").startswith("C-8.5")
    assert illegal_reason(st, "join Q2 to Q").startswith("C-8.5")
    assert illegal_reason(st, "add Q to Q2").startswith("C-2.2")
    # group_join without further groups has nothing to join
    st = build("classic", hands={0: "Qh Qs Qc 9c 5d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]}, group_join=True)
    assert not any(m.startswith("join") for m in legal(st)) and "meld Q Q Q" not in legal(st)


def test_SA7_the_pile_is_taken_with_a_natural_pair() -> None:
    st = build("samba", hands={0: "Kh Ks 9c 5d 6d"}, melds={0: ["Qh Qs Qd"]}, pile="4c 5c Kc", turn=0)
    assert "take K K" in legal(st)


def test_SA7_a_natural_and_a_wild_card_never_take_the_pile() -> None:
    st = build("samba", hands={0: "Kh 2c JK 5d 6d"}, melds={0: ["Qh Qs Qd"]}, pile="4c 5c Kc", turn=0)
    assert not any(m.startswith("take") for m in legal(st))
    assert illegal_reason(st, "take K JK").startswith("C-7.5")


def test_SA7_the_top_card_alone_goes_on_a_meld_of_fewer_than_seven() -> None:
    st = build("samba", hands={0: "9c 5d 6d 8h"}, melds={0: ["Kh Ks Kd Kc Kh Ks"]}, pile="4c 5c Kc", turn=0)
    assert "take" in legal(st)
    play(st, "take")
    assert len(st.melds[0][13].cards) == 7


def test_SA7_the_top_card_is_never_laid_on_a_canasta() -> None:
    st = build("samba", hands={0: "9c 5d 6d 8h"}, melds={0: [NAT_K]}, pile="4c 5c Kc", turn=0)
    assert "take" not in legal(st)
    why = illegal_reason(st, "take")
    assert why.startswith("SA-7") and "canasta" in why
    # a natural pair still takes it (SA-7's choice; under SA-6 it would be a new group)
    st = build("samba", hands={0: "Kh Ks 6d 8h"}, melds={0: [NAT_K]}, pile="4c 5c Kc", turn=0)
    assert "take K K" in legal(st) and "take" not in legal(st)
    # the parameter off (classic reading): the lone top card may go on the canasta
    st = build("samba", hands={0: "9c 5d 6d 8h"}, melds={0: [NAT_K]}, pile="4c 5c Kc", turn=0,
               pile_layoff_below_canasta=False)
    assert "take" in legal(st)


def test_SA7_the_top_card_alone_extends_a_sequence_below_seven_never_starts_one() -> None:
    st = build("samba", hands={0: "9c 5d 6d 8s"}, melds={0: ["4h 5h 6h"]}, pile="4c 5c 7h", turn=0)
    assert "take on h1" in legal(st)
    play(st, "take on h1")
    assert len(st.melds[0][parse_move("add 7 to h1").target].cards) == 4
    # a 7 of another suit, or onto a samba: no
    st = build("samba", hands={0: "9c 5d 6d 8s"}, melds={0: ["4h 5h 6h"]}, pile="4c 5c 7s", turn=0)
    assert not any(m.startswith("take") for m in legal(st))
    assert illegal_reason(st, "take on h1").startswith("SA-3")
    st = build("samba", hands={0: "9c 5d 6d 8s"}, melds={0: ["5h 6h 7h 8h 9h 10h Jh"]}, pile="4c 5c 4h", turn=0)
    assert illegal_reason(st, "take on h1").startswith("SA-4")
    # the top card never starts a sequence with cards from the hand
    st = build("samba", hands={0: "5h 6h 9c 8s"}, melds={0: ["Qh Qs Qd"]}, pile="4c 5c 7h", turn=0)
    assert not any(m.startswith("take") for m in legal(st))


def test_SA7_a_frozen_pile_needs_the_natural_pair() -> None:
    # frozen by a wild card in it (SA-13): the lay-off no longer takes it
    st = build("samba", hands={0: "9c 5d 6d 8h"}, melds={0: ["Kh Ks Kd"]}, pile="4c JK 5c Kc", pile_frozen=True,
               turn=0)
    assert "take" not in legal(st)
    assert illegal_reason(st, "take").startswith("C-7.6")
    st = build("samba", hands={0: "Kh Ks 6d 8h"}, melds={0: ["Kh Ks Kd"]}, pile="4c JK 5c Kc", pile_frozen=True,
               turn=0)
    assert "take K K" in legal(st)


def test_SA8_opening_minimum_15_50_90_120_160_by_score() -> None:
    r = sa()
    assert [r.opening_minimum(s) for s in (-5, 0, 1495, 1500, 2995, 3000, 6995, 7000, 20000)] == \
        [15, 50, 50, 90, 90, 120, 120, 160, 160]


def test_SA9_going_out_needs_two_canastas() -> None:
    assert sa().canastas_to_go_out == 2
    st = build("samba", hands={0: "9c"}, turn=0, phase="meld", melds={0: [NAT_K, "Qh Qs Qd"]})
    assert "discard 9" not in legal(st)
    st = build("samba", hands={0: "9c"}, turn=0, phase="meld", melds={0: [NAT_K, MIX_Q]})
    assert "discard 9" in legal(st)


def test_SA10_red_threes_100_each_and_1000_for_all_six() -> None:
    r = sa()
    assert [r.red3_bonus(n) for n in range(1, 7)] == [100, 200, 300, 400, 500, 1000]
    assert r.red3_penalty == "go_out_canastas"


def test_SA10_red_threes_count_minus_for_a_side_without_two_canastas() -> None:
    st = build("samba", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, MIX_Q], 1: [NAT_K.replace("K", "A"), "Jh Js Jd"]},
               red3s={0: "3h 3d", 1: "3h 3d 3h"}, first_meld={0: 3, 1: 3})
    play(st, "discard 9")
    assert side_result(st, 0)["red3_points"] == 200
    assert side_result(st, 1)["red3_points"] == -300  # one canasta: not enough (it has melded)
    # the same table under classic's no_meld reading counts plus for side 1
    st = build("samba", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, MIX_Q], 1: [NAT_K.replace("K", "A"), "Jh Js Jd"]},
               red3s={0: "3h 3d", 1: "3h 3d 3h"}, first_meld={0: 3, 1: 3}, red3_penalty="no_meld")
    play(st, "discard 9")
    assert side_result(st, 1)["red3_points"] == 300


def test_SA11_going_out_200_no_concealed_bonus_game_to_10000() -> None:
    r = sa()
    assert (r.going_out_bonus, r.concealed_bonus, r.concealed_canasta_bonus, r.target) == (200, 200, 0, 10000)
    st = build("samba", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, MIX_Q]}, first_meld={0: 3})
    play(st, "discard 9")
    assert side_result(st, 0)["going_out"] == 200


def test_SA12_canasta_bonuses_and_card_values_are_classic() -> None:
    c, r = make_rules("classic", 4), sa()
    assert (r.natural_canasta, r.mixed_canasta) == (500, 300)
    assert (r.black3_value, r.black3_hand_value) == (c.black3_value, c.black3_hand_value)
    st = build("samba", hands={0: "9c", 1: "4c", 2: "4h", 3: "4d"}, turn=0, phase="meld",
               melds={0: [NAT_K, MIX_Q]}, first_meld={0: 3})
    play(st, "discard 9")
    got = side_result(st, 0)
    assert got["canasta_bonus"] == 800 and got["melded"] == 70 + 50 + 20 + 50


def test_SA13_classic_freezing_and_a_wild_card_on_top_blocks_the_pile() -> None:
    r = sa()
    assert (r.freeze, r.wild_on_top) == ("classic", "blocked")
    st = build("samba", hands={0: "JK JK Kh Ks 9c"}, melds={0: ["Qh Qs Qd"]}, pile="4c 5c 2d", turn=0)
    assert not any(m.startswith("take") for m in legal(st))
    # an unopened side: frozen, so only the natural pair (and no lay-off exists anyway)
    st = build("samba", hands={0: "Kh Ks 9c 8d 8h"}, pile="4c 5c Kc", turn=0, scores=[0, 0])
    assert st.frozen_for(0)


def test_SA14_SA15_black_threes_upcard_and_stock_as_in_classic() -> None:
    c, r = make_rules("classic", 4), sa()
    same = ("upcard_red3", "upcard_black3", "upcard_freezers", "red3_timing", "black3_melds", "black3_discard",
            "stock_out", "last_red3", "permission", "one_card_rule", "opening_combine", "opening_wilds")
    assert {n: getattr(r, n) for n in same} == {n: getattr(c, n) for n in same}


def test_SA17_a_sequence_counts_its_cards_toward_the_initial_meld() -> None:
    # 0 points: minimum 50; Q K A of diamonds = 40, with three nines (30) = 70
    st = build("samba", hands={0: "Qd Kd Ad 9c 9d 9s 8s 4c"}, turn=0, phase="meld", scores=[0, 0])
    assert "meld Qd Kd Ad" in legal(st)
    play(st, "meld Qd Kd Ad", "meld 9 9 9")
    assert st.opened[0]
    # a sequence of 4 5 6 (15) cannot open alone and nothing else reaches 50: refused
    st = build("samba", hands={0: "4d 5d 6d 9c 8s 7c"}, turn=0, phase="meld", scores=[0, 0])
    assert "meld 4d 5d 6d" not in legal(st)
    assert illegal_reason(st, "meld 4d 5d 6d").startswith("C-9")


def test_SA18_a_side_may_hold_two_sequences_of_one_suit() -> None:
    st = build("samba", hands={0: "4h 5h 6h 9c 9d 8s"}, turn=0, phase="meld", melds={0: ["9h 10h Jh"]})
    assert "meld 4h 5h 6h" in legal(st)
    play(st, "meld 4h 5h 6h")
    keys = sorted(k for k in st.melds[0] if k >= 16)
    assert [str(parse_move(f"add 7 to h{i}").target) for i in (1, 2)] == [str(k) for k in keys]
    st = build("samba", hands={0: "7h 8h 9c 9d 8s"}, turn=0, phase="meld", melds={0: ["4h 5h 6h", "9h 10h Jh"]})
    assert {"add 7 to h1", "add 8 to h2"} <= legal(st)


def test_SA16_a_group_grows_past_seven_from_the_hand() -> None:
    st = build("samba", hands={0: "Kh 9c 5d 6d"}, turn=0, phase="meld", melds={0: [NAT_K]})
    assert "add K" in legal(st)
    play(st, "add K")
    assert len(st.melds[0][13].cards) == 8


# -- the parameters -----------------------------------------------------------------------------------


def test_SA_parameters_round_trip_and_are_written_only_when_set() -> None:
    r = make_rules("classic", 4, {"pile_layoff_below_canasta": "true", "red3_penalty": "go_out_canastas"})
    assert r.pile_layoff_below_canasta and r.red3_penalty == "go_out_canastas"
    assert RuleSet.from_dict(r.to_dict()) == r
    for p in PRESET_NAMES:
        d = make_rules(p, preset_players(p)[0]).to_dict()
        assert ("pile_layoff_below_canasta" in d) == (p in ("samba", "bolivia"))
    with pytest.raises(RuleError) as e:
        make_rules("classic", 4, {"red3_penalty": "two"})
    assert "go_out_canastas" in str(e.value)


def test_SA_cli_rules_shows_the_preset(capsys: pytest.CaptureFixture[str]) -> None:
    from canasta.cli import main

    with pytest.raises(SystemExit) as e:
        main(["rules", "samba"])
    assert e.value.code in (0, None)
    out = capsys.readouterr().out
    assert "Samba" in out and "never added to a canasta" in out and "160 from 7,000" in out


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
# (depth 6 was 33425 while the searches planned groups only: "meld 5 5 2" with 9c 10c Jc to come, SA-8)
PERFT = {1: 1, 2: 24, 3: 175, 4: 1414, 5: 5544, 6: 33720}


def test_SA_perft_counts_on_a_fixed_samba_deal() -> None:
    """SA-2, SA-5, SA-7: the number of move sequences from seed 42's deal, to depth 6 (the first
    player's draw of two, its melds and discard, the next player's pile rules). A change of any of
    them changes these counts."""
    st = new_game("samba", seed=PERFT_SEED)
    assert {d: perft(st, d) for d in PERFT} == PERFT


# -- whole games: bots, records, properties -------------------------------------------------------------


def _random_match(seed: int, target: int = 1500) -> tuple[object, list[str]]:
    st = new_game("samba", seed=seed, target=target)
    rnd = random.Random(seed)
    moves: list[str] = []
    hands = 0
    while not st.match_over and hands < 6:
        legal_moves = st.legal_move_list()
        assert legal_moves, "a dead end"
        if len(moves) % 7 == 0:
            assert Counter(all_cards(st)) == Counter(deck(3))
            _check_views(st, rnd)  # no hidden card in any seat's view (the property suite's check)
        m = rnd.choice(legal_moves)
        assert parse_move(str(m)) == m
        st.apply(m)
        moves.append(str(m))
        if st.phase == "hand_over":
            hands += 1
        assert len(moves) < 20000
    for side in st.melds:
        for meld in side.values():
            assert meld.jokers + meld.twos <= 2, meld  # SA-5
    return st, moves


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_SA_property_random_games_keep_every_card_end_and_replay(seed: int) -> None:
    st, moves = _random_match(seed)
    again = new_game("samba", seed=seed, target=1500)
    for m in moves:
        again.apply(m)
    assert again == st
    again2 = state_from_position(position_dict(st))
    assert position_dict(again2) == position_dict(st)


def test_SA_bots_play_a_match_to_the_end_and_the_record_replays() -> None:
    bots_play_the_match_and_it_replays(new_game("samba", seed=11, target=1500), 11)


# -- the sequence notation (SA-3): written and parsed, not yet played ------------------------------------


@pytest.mark.parametrize("text", ["meld 4h 5h 6h", "meld Qs Ks As", "meld 8d 9d 10d", "add 7 to h1", "add 9 to c2",
                                  "take on d1", "add JK to s1"])
def test_SA3_sequence_notation_round_trips(text: str) -> None:
    m = parse_move(text)
    assert str(m) == text and parse_move(str(m)) == m


def test_SA3_a_new_sequence_names_its_suit_and_is_written_low_to_high() -> None:
    from canasta.cards import SEQ_BASE, SUITS, meld_key_text, parse_meld_key, seq_key, seq_suit

    m = parse_move("meld 6h 4h 5h")
    assert (m.action, m.cards, m.target) == ("meld", (6, 5, 4), seq_key(SUITS.index("h")))
    assert str(m) == "meld 4h 5h 6h"
    for suit in range(4):
        for slot in range(5):
            key = seq_key(suit, slot)
            assert key >= SEQ_BASE and seq_suit(key) == suit
            assert parse_meld_key(meld_key_text(key)) == key
    assert meld_key_text(seq_key(2, 1)) == "h2"


@pytest.mark.parametrize(("text", "code"), [("meld 4h 5s 6h", "move-sequence-suit"), ("meld 4h 5h 6", "move-sequence-suit"),
                                            ("meld 2h 3h 4h", "move-sequence-cards"), ("meld JK 4h 5h", "move-sequence-suit"),
                                            ("meld 4h 5h", "move-meld-too-few"), ("meld 4h 5h 6h 7h", "move-meld-too-many")])
def test_SA3_a_mistyped_sequence_is_a_syntax_error_with_a_code(text: str, code: str) -> None:
    from canasta.errors import MoveSyntaxError

    with pytest.raises(MoveSyntaxError) as e:
        parse_move(text)
    assert e.value.code == code


@pytest.mark.parametrize(("preset", "pile_rule"), [("classic", "C-7.5"), ("american", "IT-20")])
def test_SA3_sequence_moves_are_refused_with_the_group_rules_without_sequences(preset: str, pile_rule: str) -> None:
    st = build(preset, hands={0: "4h 5h 6h 7h 9c 9d"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd"]})
    assert illegal_reason(st, "meld 4h 5h 6h").startswith("C-8.1")
    assert "no meld of h1" in illegal_reason(st, "add 7 to h1")
    st = build(preset, hands={0: "4h 5h 6h 7h 9c 9d"}, turn=0, melds={0: ["Qh Qs Qd"]}, pile="4c 5c 8h")
    assert illegal_reason(st, "take on h1").startswith(pile_rule)


# -- the searches plan sequences (issue 42: canasta.solver.sequence_plans) ------------------------------


def test_SA8_SA3_an_opening_of_two_sequences_that_reach_the_minimum_only_together() -> None:
    # Q-K-A of diamonds (40) and 10-J-Q of spades (30): 70 together, each below 50; no group
    st = build("samba", hands={0: "Qd Kd Ad 10s Js Qs 5c 9h"}, turn=0, phase="meld", opened={0: False})
    assert st.opening_minimum(0) == 50
    assert "meld Qd Kd Ad" in legal(st) and "meld 10s Js Qs" in legal(st)
    play(st, "meld Qd Kd Ad")
    assert not st.opened[0]
    play(st, "meld 10s Js Qs")
    assert st.opened[0]
    # without the second sequence the first is refused: the minimum is out of reach
    st = build("samba", hands={0: "Qd Kd Ad 10s Js 5c 9h 8c"}, turn=0, phase="meld", opened={0: False})
    assert "meld Qd Kd Ad" not in legal(st)
    assert illegal_reason(st, "meld Qd Kd Ad").startswith("C-9")


def test_SA8_SA3_an_opening_of_a_sequence_and_its_extension() -> None:
    # 10-J-Q of spades then K and A onto it: 10+10+10+10+20 = 60
    st = build("samba", hands={0: "10s Js Qs Ks As 5c 9h"}, turn=0, phase="meld", opened={0: False})
    assert "meld 10s Js Qs" in legal(st)
    play(st, "meld 10s Js Qs")
    play(st, "add K to s1")
    play(st, "add A to s1")
    assert st.opened[0]


def test_SA9_SA3_may_i_go_out_is_offered_where_only_sequences_lead_out() -> None:
    st = build("samba", hands={0: "4h 5h 6h 7h 9c"}, turn=0, phase="meld", melds={0: [NAT_K, MIX_Q]})
    assert "ask" in legal(st)
    # a group's cards of the same rank would not do: four single ranks of mixed suits
    st = build("samba", hands={0: "4h 5s 6h 7h 9c"}, turn=0, phase="meld", melds={0: [NAT_K, MIX_Q]})
    assert "ask" not in legal(st)


def test_SA9_SA4_a_samba_laid_this_turn_counts_for_going_out() -> None:
    # one canasta on the table; the hand lays a samba and goes out with the last card
    st = build("samba", hands={0: "4h 5h 6h 7h 8h 9h 10h 9c"}, turn=0, phase="meld", melds={0: [NAT_K, "Qh Qs Qd"]})
    assert "ask" in legal(st)
    play(st, "meld 4h 5h 6h")
    for k in ("7", "8", "9", "10"):
        play(st, f"add {k} to h1")
    assert "discard 9" in legal(st)


def test_SA9_a_group_step_takes_its_faces_and_the_search_knows_which() -> None:
    # the plan to go out needs the seven of hearts in a sequence; which seven "meld 7 7 7" takes
    # is the engine's: the search judges the hand it leaves, so a step is never offered wrongly
    st = build("samba", hands={0: "5h 6h 7h 7s 7d 7c 9c"}, turn=0, phase="meld", melds={0: [NAT_K, MIX_Q]})
    assert "ask" in legal(st)
    for m in legal(st):
        if m.startswith("meld") or m.startswith("add"):
            nxt = st.copy()
            nxt.apply(m)
            assert nxt.legal_move_list(), m


@pytest.mark.parametrize("preset", ["samba", "bolivia"])
def test_SA3_SA9_BO5_the_sequence_search_agrees_with_its_exhaustive_reference(preset: str) -> None:
    """The going-out search with sequences planned, its quick rejections against the exhaustive
    search (no shortcut), on the hands of random play (each seat's, with its side's melds)."""
    from canasta.solver import can_go_out
    from canasta.state import _suit_counts

    rng = random.Random(7)
    seen = yes = 0
    for seed in range(6):
        st = new_game(preset, seed=seed)
        while st.phase not in ("hand_over", "match_over") and seen < 400:
            if st.phase == "meld":
                p = st.turn
                melds = st.melds[st.side_of[p]]
                counts = st.hand_counts(p)
                suits = _suit_counts(st.hands[p], None, ())
                for allow in (True, False):
                    fast = can_go_out(st.rules, counts, melds, allow, suits=suits)
                    assert fast == can_go_out(st.rules, counts, melds, allow, exhaustive=True, suits=suits)
                    yes += fast
                seen += 1
            moves = st.legal_move_list()
            eager = [m for m in moves if m.action in ("meld", "add")]
            st.apply(rng.choice(eager if eager and rng.random() < 0.8 else moves))
    assert seen >= 100


@given(hs.sampled_from(("add", "add wild", "take on", "join")), hs.integers(4, 14), hs.integers(0, 3),
       hs.sampled_from((0, 1)), hs.booleans(), hs.integers(0, 63), hs.integers(0, 3))
def test_SA6_group_and_sequence_notation_round_trips(action: str, rank: int, slot: int, wild: int, seq: bool,
                                                      seq_slot: int, suit: int) -> None:
    from canasta.cards import (
        GROUP_BASE,
        SEQ_BASE,
        group_key,
        group_slot,
        key_rank,
        meld_key_text,
        parse_meld_key,
        seq_key,
    )
    from canasta.moves import Move

    key = seq_key(suit, seq_slot) if seq else group_key(rank, slot)
    assert parse_meld_key(meld_key_text(key)) == key
    assert SEQ_BASE <= key < GROUP_BASE if seq else (key == rank if slot == 0 else key >= GROUP_BASE)
    if not seq:
        assert (key_rank(key), group_slot(key)) == (rank, slot)
    if action == "join" and (seq or slot == 0):
        return  # (only a further group is joined)
    card = (0, 1)[wild] if action == "add wild" else (rank if not seq else 4 + seq_slot % 11)
    m = {"add": Move("add", (card,), key), "add wild": Move("add", (card,), key), "take on": Move("take", (), key),
         "join": Move("join", (), key)}[action]
    assert parse_move(str(m)) == m


@pytest.mark.parametrize(("text", "code"), [("join Q", "move-join-form"), ("join Q2 to K", "move-join-form"),
                                            ("join Q2 Q", "move-join-form"), ("join Q5 to Q", "move-not-a-meld"),
                                            ("add K to Q2", "move-add-own-rank"), ("add Q to 32", "move-not-a-meld")])
def test_SA6_a_mistyped_group_move_is_a_syntax_error_with_a_code(text: str, code: str) -> None:
    from canasta.errors import MoveSyntaxError

    with pytest.raises(MoveSyntaxError) as e:
        parse_move(text)
    assert e.value.code == code


def test_SA6_SA3_hints_explain_moves_onto_a_second_group_and_a_sequence() -> None:
    from canasta.bots.hints import explain, render

    st = build("samba", hands={0: "7h 9c 5d 6h 8s"}, turn=0, phase="meld",
               melds={0: ["4h 5h 6h", "Qc Qc JK", "Qh Qs Qd"]})
    v = st.view(0)
    got = {t: render(h.code, h.params) for t in ("add 7 to h1", "add JK to Q2", "join Q2 to Q")
           for h in [explain(v, parse_move(t))]}
    assert got["add JK to Q2"] == "add the joker to your queens: 3 cards short of a canasta"
    assert "your meld" in got["add 7 to h1"] and "join Q2 to Q" in got["join Q2 to Q"]


def test_SA6_the_heuristic_bot_joins_two_groups_that_make_a_canasta() -> None:
    from canasta.bots import make_bot

    st = build("samba", hands={0: "9c 5d 6h 8s 7c"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd Qc", "Qc Qs JK"]})
    assert "join Q2 to Q" in legal(st)
    assert str(make_bot("heuristic", 1).choose(st.view(0))) == "join Q2 to Q"
    st = build("samba", hands={0: "9c 5d 6h 8s 7c"}, turn=0, phase="meld", melds={0: ["Qh Qs Qd", "Qc Qs JK"]})
    assert str(make_bot("heuristic", 1).choose(st.view(0))) != "join Q2 to Q"  # (six cards: no canasta)


def test_SA6_the_going_out_search_sees_the_group_a_card_makes_a_canasta() -> None:
    """The searches see one group of each rank (canasta.solver.fold_groups): the largest below seven,
    the other's canasta counted as done; so laying two queens on a second group of five goes out."""
    from canasta.cards import face, group_key
    from canasta.melds import make_meld
    from canasta.solver import can_go_out, fold_groups

    r = sa()
    q = [face(12, s) for s in "cdhscdhs"]
    melds = {12: make_meld(12, q[:7], 1), group_key(12, 1): make_meld(group_key(12, 1), q[:5], 2)}
    folded_r, folded = fold_groups(r, melds)
    assert list(folded) == [12] and len(folded[12].cards) == 5 and folded_r.canastas_to_go_out == 1
    counts = [0] * 15
    counts[12] = 2
    assert can_go_out(r, counts, melds, allow_discard=False)
    assert not can_go_out(r, counts, {12: melds[12]}, allow_discard=False)  # (one canasta only)
