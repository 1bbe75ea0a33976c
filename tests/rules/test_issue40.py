"""Issue 40 (engine): black threes go out only with the player (C-1.5, C-12.6, SK-12 quote S12,
Fi20), hand-made positions with invalid melds, cutthroat merges within the wild-card limit (C-8.2),
and the Finnish take that leaves one card (FI-8, C-7.8).

A step of a turn is judged by whether the turn can still be completed legally (docs/rules.md):
black threes melded bind the player to go out in that turn, the same principle as the partner's
binding yes (C-12.4).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from canasta import IllegalMoveError, new_game
from canasta.errors import PositionError
from canasta.rules import PRESET_NAMES, make_rules, preset_players
from canasta.state import State

sys.path.insert(0, str(Path(__file__).parent.parent))

from presets.builder import build, illegal_reason, legal, play  # noqa: E402

CANASTA_K = "Kc Kd Kh Ks Kc Kd Kh"
CANASTA_Q = "Qc Qd Qh Qs Qc Qd Qh"
CONFIGS = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]
BLACK3_CONFIGS = [(p, n) for p, n in CONFIGS if make_rules(p, n).black3_melds]
NO_BLACK3_CONFIGS = [(p, n) for p, n in CONFIGS if not make_rules(p, n).black3_melds
                     and not make_rules(p, n).black3_bonus]  # (MA-14: never held, see test_variants_american)


def _seat_side(preset: str, n: int) -> tuple[int, int]:
    """A seat that plays the first hand, and its side."""
    st = new_game(preset, players=n, seed=0)
    seat = st.order[0]
    return seat, st.side_of[seat]


def _going_out_position(preset: str, n: int, hand: str, **kw: object) -> tuple[State, int]:
    """The issue's example: the side has its canastas (two, enough everywhere; one is an escalera where
    BO-5 asks for one) and 9 9 9; the
    player to act holds ``hand`` after the draw. Where going out needs the partner's yes (FI-8),
    the player has asked and the partner said yes."""
    seat, side = _seat_side(preset, n)
    r = make_rules(preset, n)
    flags: dict[str, object] = {}
    if r.permission == "required" and len(new_game(preset, players=n, seed=0).sides[side]) > 1:
        flags = {"asked": True, "answer": True, "asker": seat}
    second = "4h 5h 6h 7h 8h 9h 10h" if r.go_out_sequences else CANASTA_Q  # BO-5: an escalera among them
    st = build(preset, n, hands={seat: hand}, melds={side: [CANASTA_K, second, "9c 9d 9s"]},
               turn=seat, phase="meld", flags=flags, **kw)  # type: ignore[arg-type]
    return st, seat


@pytest.mark.parametrize(("preset", "n"), BLACK3_CONFIGS)
def test_C1_5_C12_6_black_threes_melded_bind_the_player_to_go_out(preset: str, n: int) -> None:
    st, seat = _going_out_position(preset, n, "3s 3c 3s 9h 5h")
    assert "meld 3 3 3" in legal(st)  # going out is possible: 3 3 3, add 9, discard 5
    play(st, "meld 3 3 3")
    assert legal(st) == {"add 9"}  # only the moves that finish going out
    why = illegal_reason(st, "discard 5")
    assert why.startswith("C-12.6")
    assert st.reason("discard 5").code == "black-three-must-go-out"  # type: ignore[union-attr]
    assert st.reason("discard 9").code == "black-three-must-go-out"  # type: ignore[union-attr]
    play(st, "add 9")
    assert legal(st) == {"discard 5"}
    play(st, "discard 5")
    assert st.result is not None and st.result.went_out == seat


@pytest.mark.parametrize(("preset", "n"), BLACK3_CONFIGS)
def test_C12_6_every_sequence_after_black_threes_ends_in_going_out(preset: str, n: int) -> None:
    # the fourth black three, a lay-off and a discard: every offered order of them goes out
    st, seat = _going_out_position(preset, n, "3s 3c 3s 3c 9h 9d 5h")
    play(st, "meld 3 3 3")
    ends = 0
    stack = [st]
    while stack:
        cur = stack.pop()
        if cur.hand_over:
            assert cur.result is not None and cur.result.went_out == seat
            ends += 1
            continue
        lm = cur.legal_move_list()
        assert lm, "dead end after black threes"
        assert all(m.action != "discard" or cur.nhand[seat] == 1 for m in lm), [str(m) for m in lm]
        for m in lm:
            nxt = cur.copy()
            nxt.apply(m)
            stack.append(nxt)
    assert ends >= 2


@pytest.mark.parametrize(("preset", "n"), BLACK3_CONFIGS)
def test_C12_6_black_threes_are_not_offered_when_going_out_is_impossible(preset: str, n: int) -> None:
    st, _ = _going_out_position(preset, n, "3s 3c 3s 9h 5h 6d")  # 5 and 6 cannot both go
    assert "meld 3 3 3" not in legal(st)
    assert illegal_reason(st, "meld 3 3 3").startswith("C-12.6")


@pytest.mark.parametrize(("preset", "n"), NO_BLACK3_CONFIGS)
def test_FR12_I04_black_threes_never_melded(preset: str, n: int) -> None:
    st, _ = _going_out_position(preset, n, "3s 3c 3s 9h 5h")
    assert "meld 3 3 3" not in legal(st)
    assert st.reason("meld 3 3 3").code in ("black-three-never", "black-three-never-close")  # type: ignore[union-attr]


def test_C12_6_K2_no_end_without_discard_after_black_threes() -> None:
    # K-2 Britannica option: a red three as the last stock card, meld and lay off but no discard.
    # Black threes melded then still bind the player to go out: 'end' (which would end the hand
    # with the black threes on the table and the 9 in hand) is not offered.
    st = build("classic", hands={0: "3s 3c 3s 9h"}, melds={0: [CANASTA_K, "9c 9d 9s"]}, turn=0, phase="meld",
               flags={"no_discard": True}, last_red3="meld", stock_size=0)
    assert "end" in legal(st) and "meld 3 3 3" in legal(st)
    play(st, "meld 3 3 3")
    assert legal(st) == {"add 9"}
    assert st.reason("end").code == "black-three-must-go-out"  # type: ignore[union-attr]
    play(st, "add 9")
    assert st.result is not None and st.result.went_out == 0


def test_C12_6_the_issue_example_classic_four_players() -> None:
    # classic 4 players, the side has two canastas and 9 9 9; after the draw 3 3 3 9 5
    st = build("classic", hands={0: "3s 3c 3s 9h 5h"}, melds={0: [CANASTA_K, CANASTA_Q, "9c 9d 9s"]},
               turn=0, phase="meld")
    play(st, "meld 3 3 3")
    with pytest.raises(IllegalMoveError) as e:
        st.apply("discard 5")
    assert e.value.code == "black-three-must-go-out" and e.value.rule == "C-12.6"
    assert st.hand(0) and st.phase == "meld"


# ---- hand-made positions: the melds are checked (C-8.1, C-8.2, C-8.4, C-12.6)

def _position_refusal(**kw: object) -> PositionError:
    with pytest.raises(PositionError) as e:
        build(**kw)  # type: ignore[arg-type]
    return e.value


def test_C8_2_a_position_with_a_four_wild_meld_is_refused() -> None:
    err = _position_refusal(preset="classic", melds={0: ["7c 7d JK JK 2c 2d"]})
    assert err.code == "position-meld-shape" and err.params == {"side": 0, "meld": "7", "naturals": 2, "wilds": 4}
    assert "\n" not in str(err) and "C-8.2" in str(err)


def test_C8_1_a_position_with_a_one_card_or_a_mixed_rank_meld_is_refused() -> None:
    assert _position_refusal(preset="classic", melds={0: ["7c"]}).code == "position-meld-shape"
    assert _position_refusal(preset="classic", melds={1: ["7c 7d 9h"]}).code == "position-meld-card"
    assert _position_refusal(preset="classic", melds={0: ["JK 2c 2d"]}).code == "position-meld-shape"  # C-8.4
    assert _position_refusal(preset="classic", melds={0: ["3s 3c 2d"]}).code == "position-meld-card"  # C-12.6


def test_C8_2_the_rule_sets_limits_hold_in_positions() -> None:
    # SK-6: never more wilds than naturals; IT-9: two wilds at most; IT-10: wild melds are allowed
    assert _position_refusal(preset="slovak", melds={0: ["7c 7d JK JK 2c"]}).code == "position-meld-shape"
    build("classic", melds={0: ["7c 7d JK JK 2c"]})  # K-3: legal in classic
    assert _position_refusal(preset="italian", melds={0: ["7c 7d 7h JK JK 2c"]}).code == "position-meld-shape"
    build("italian", melds={0: ["JK JK 2c"]})


def test_C12_6_black_threes_on_the_table_only_in_the_going_out_turn() -> None:
    err = _position_refusal(preset="classic", melds={0: [CANASTA_K, "3s 3c 3s"]}, hands={0: "9h 5h"}, turn=0,
                            phase="draw")
    assert err.code == "position-black-threes" and "C-12.6" in str(err)
    # the meld phase of the side's player, who can still go out: accepted, and bound to go out
    st = build("classic", melds={0: [CANASTA_K, "3s 3c 3s", "9c 9d 9s"]}, hands={0: "9h 5h"}, turn=0, phase="meld",
               flags={"melded": True})
    assert legal(st) == {"add 9"}
    assert _position_refusal(preset="classic", melds={0: [CANASTA_K, "3s 3c 3s", "9c 9d 9s"]}, hands={0: "9h 5h"},
                             turn=0, phase="meld").code == "position-black-threes"  # not melded this turn
    # ... who cannot: refused (the position would have no legal move)
    assert _position_refusal(preset="classic", melds={0: [CANASTA_K, "3s 3c 3s"]}, hands={0: "9h 5h"}, turn=0,
                             phase="meld", flags={"melded": True}).code == "position-black-threes"
    # the other side's turn: refused
    assert _position_refusal(preset="classic", melds={0: [CANASTA_K, "3s 3c 3s"]}, hands={1: "9h 5h"}, turn=1,
                             phase="meld", flags={"melded": True}).code == "position-black-threes"


# ---- cutthroat (§1.16): the partners' melds combine within the wild-card limit (C-8.2, C-8.5)

HEAVY_7S = {1: ["7c 7d 7h 2c 2d 2h"], 2: ["7s 7d JK"]}
"""Seat 1's sevens hold three wild cards, seat 2's one: together four, more than C-8.2 allows."""


def test_C8_2_S1_16_cutthroat_take_refused_when_the_partners_melds_would_exceed_the_wild_limit() -> None:
    st = build("classic", 3, hands={0: "9h 9d 4c 5c", 1: "Kc Kd Kh", 2: "Qc Qd Qh"}, pile="9s",
               melds={0: ["Ac Ad As"], **HEAVY_7S}, turn=0, phase="draw")
    assert st.rules.partnership == "cutthroat" and st.lone < 0
    assert legal(st) == {"draw"}
    err = st.reason("take 9 9")
    assert err is not None and err.code == "cutthroat-merge-wilds" and err.params == {"meld": "7"}
    assert illegal_reason(st, "take 9 9").startswith("C-8.2")
    # without the second wild-heavy meld the same take makes seat 0 the lone hand
    ok = build("classic", 3, hands={0: "9h 9d 4c 5c", 1: "Kc Kd Kh", 2: "Qc Qd Qh"}, pile="9s",
               melds={0: ["Ac Ad As"], 1: ["7c 7d 7h 2c 2d 2h"], 2: ["7s 7d 7h"]}, turn=0, phase="draw")
    play(ok, "take 9 9")
    merged = ok.melds[ok.side_of[1]][7]
    assert ok.lone == 0 and merged.naturals == 6 and merged.wilds == 3


def test_C8_2_S1_16_cutthroat_another_player_may_still_take() -> None:
    # seat 1 taking makes seats 0 and 2 partners: their melds combine within the limit
    st = build("classic", 3, hands={1: "9h 9d 4c 5c", 0: "Kc Kd Kh", 2: "Qc Qd Qh"}, pile="9s",
               melds={0: ["7s 7d JK"], 1: ["7c 7d 7h 2c 2d 2h"], 2: ["8c 8d 8h"]}, turn=1, phase="draw")
    assert "take 9 9" in legal(st)
    play(st, "take 9 9")
    assert st.lone == 1


def test_C8_2_S1_16_cutthroat_going_out_refused_when_the_merge_would_exceed_the_wild_limit() -> None:
    # going out before the pile was taken makes the player the lone hand: the same merge
    st = build("classic", 3, hands={0: "9h 5h"}, melds={0: [CANASTA_K, "9c 9d 9s"], **HEAVY_7S}, turn=0,
               phase="meld")
    assert legal(st) == {"discard 9", "discard 5"}
    assert st.reason("add 9").code == "cutthroat-merge-wilds"  # type: ignore[union-attr]
    free = build("classic", 3, hands={0: "9h 5h"}, melds={0: [CANASTA_K, "9c 9d 9s"], 1: HEAVY_7S[1]}, turn=0,
                 phase="meld")
    play(free, "add 9", "discard 5")
    assert free.result is not None and free.result.went_out == 0
    assert free.rules.partnership == "cutthroat"


def test_C8_2_S1_16_cutthroat_every_preset_with_the_option() -> None:
    # the cutthroat option of the presets that allow three players alone (SK-10, FI-16 options)
    for preset in ("slovak", "finnish"):
        st = build(preset, 3, hands={0: "9h 9d 4c 5c", 1: "Kc Kd Kh", 2: "Qc Qd Qh"}, pile="9s",
                   melds={0: ["Ac Ad As"], 1: ["7c 7d 7h 2c 2d 2h"], 2: ["7s 7d 7h JK"]}, turn=0, phase="draw",
                   partnership="cutthroat")
        assert st.rules.partnership == "cutthroat"
        assert st.reason("take 9 9").code == "cutthroat-merge-wilds"  # type: ignore[union-attr]


# ---- FI-8: a take that leaves one card, in Finnish partnership play

def _finnish_take_position() -> State:
    # the side has its canasta; 7 7 from the hand take the one-card pile and leave the 5, which can
    # only go out: in partnership play that needs the partner's yes (FI-8, Fi18)
    return build("finnish", 4, hands={0: "7h 7s 5c"}, melds={0: [CANASTA_K]}, pile="7d", turn=0, phase="draw")


def test_FI8_the_question_before_the_draw_makes_the_going_out_take_legal() -> None:
    st = _finnish_take_position()
    assert legal(st) == {"draw", "ask"}  # the take needs the yes first
    assert st.reason("take 7 7").code == "go-out-needs-permission"  # type: ignore[union-attr]
    play(st, "ask")
    assert st.phase == "answer" and st.turn == 2 and legal(st) == {"yes", "no"}
    play(st, "yes")
    assert st.phase == "draw" and st.turn == 0
    assert legal(st) == {"take 7 7"}  # the yes binds (C-12.4): no stock draw that might not go out
    assert st.reason("draw").code == "must-go-out"  # type: ignore[union-attr]
    play(st, "take 7 7")
    assert legal(st) == {"discard 5"}  # asked once: no second question
    play(st, "discard 5")
    assert st.result is not None and st.result.went_out == 0


def test_FI8_a_no_before_the_draw_leaves_the_draw() -> None:
    st = _finnish_take_position()
    play(st, "ask", "no")
    assert st.phase == "draw" and legal(st) == {"draw"}
    assert st.reason("take 7 7").code == "go-out-refused"  # type: ignore[union-attr]
    play(st, "draw")
    assert st.phase == "meld" and "ask" not in legal(st)  # one question per turn


def test_FI8_the_question_before_the_draw_survives_a_position() -> None:
    from canasta.position import position_dict, state_from_position
    st = _finnish_take_position()
    play(st, "ask")
    d = position_dict(st)
    assert d["flags"]["asked_before_draw"] is True
    again = state_from_position(d)
    play(again, "yes")
    assert again.phase == "draw" and legal(again) == {"take 7 7"}


def test_FI8_classic_and_finnish_alone_take_without_asking() -> None:
    # permission optional (C-12.4), or no partner (FI-8 applies to partnership play only): no question
    # before the draw, and the take is legal as it is
    classic = build("classic", 4, hands={0: "7h 7s 5c"}, melds={0: [CANASTA_K]}, pile="7d", turn=0, phase="draw")
    assert legal(classic) == {"draw", "take 7 7"}
    alone = build("finnish", 2, hands={0: "7h 7s 5c"}, melds={0: [CANASTA_K]}, pile="7d", turn=0, phase="draw")
    assert legal(alone) == {"draw", "take 7 7"}


@pytest.mark.parametrize("seed", range(6))
def test_FI8_random_finnish_pairs_every_offered_move_has_a_successor(seed: int) -> None:
    # §0.2 in Finnish partnership play, with the question before the draw among the moves
    import random
    st = new_game("finnish", players=4, seed=seed)
    rnd = random.Random(seed)
    while not st.match_over and st.hand_no < 3:
        lm = st.legal_move_list()
        assert lm
        for m in lm:
            nxt = st.copy()
            nxt.apply(m)
            assert nxt.match_over or nxt.legal_move_list(), (str(m), st.phase)
        st.apply(rnd.choice(lm))
