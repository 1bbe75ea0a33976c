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
from canasta.rules import PRESET_NAMES, make_rules, preset_players
from canasta.state import State

sys.path.insert(0, str(Path(__file__).parent.parent))

from presets.builder import build, illegal_reason, legal, play  # noqa: E402

CANASTA_K = "Kc Kd Kh Ks Kc Kd Kh"
CANASTA_Q = "Qc Qd Qh Qs Qc Qd Qh"
CONFIGS = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]
BLACK3_CONFIGS = [(p, n) for p, n in CONFIGS if make_rules(p, n).black3_melds]
NO_BLACK3_CONFIGS = [(p, n) for p, n in CONFIGS if not make_rules(p, n).black3_melds]


def _seat_side(preset: str, n: int) -> tuple[int, int]:
    """A seat that plays the first hand, and its side."""
    st = new_game(preset, players=n, seed=0)
    seat = st.order[0]
    return seat, st.side_of[seat]


def _going_out_position(preset: str, n: int, hand: str, **kw: object) -> tuple[State, int]:
    """The issue's example: the side has its canastas (two, enough everywhere) and 9 9 9; the
    player to act holds ``hand`` after the draw. Where going out needs the partner's yes (FI-8),
    the player has asked and the partner said yes."""
    seat, side = _seat_side(preset, n)
    r = make_rules(preset, n)
    flags: dict[str, object] = {}
    if r.permission == "required" and len(new_game(preset, players=n, seed=0).sides[side]) > 1:
        flags = {"asked": True, "answer": True, "asker": seat}
    st = build(preset, n, hands={seat: hand}, melds={side: [CANASTA_K, CANASTA_Q, "9c 9d 9s"]},
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
