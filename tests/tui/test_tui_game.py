"""The match controller and the selection-to-move translation, without a screen."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from canasta.bots import BOTS, LEVELS
from canasta.cards import BLACK3, JOKER, TWO
from canasta.moves import Move
from canasta.position import View, position_dict
from canasta.record import load_record, replay
from canasta.tui.game import HUMAN, Game, resolve_level
from canasta.tui.intent import add_intent, discard_intent, meld_intent, take_intent
from canasta.tui.text import say


def test_default_level_falls_back_to_random_with_a_note(monkeypatch: pytest.MonkeyPatch) -> None:
    # (a copy without "medium" in the terminal game's module: deleting from the shared LEVELS and putting it
    # back moved "medium" to the end of the scale for every later test)
    import canasta.tui.game as tui_game

    monkeypatch.setattr(tui_game, "LEVELS", {k: v for k, v in LEVELS.items() if k != "medium"})
    level, note = resolve_level(None)
    assert level == "random" and "Medium" in note  # the level as players call it
    monkeypatch.setattr(tui_game, "LEVELS", dict(LEVELS, medium=BOTS["random"]))
    assert resolve_level(None) == ("medium", "")
    assert resolve_level("random") == ("random", "")
    with pytest.raises(ValueError, match="unknown level 'nope'.*random"):
        resolve_level("nope")


class RecordingBot:
    """A real (random) bot that keeps what it was given, to check it never sees the full state."""

    name = "recording"
    given: list[object] = []

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View) -> Move:
        RecordingBot.given.append(view)
        return self._rng.choice(view.legal_moves)


def test_bots_see_only_their_views(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOTS, "recording", RecordingBot)
    RecordingBot.given = []
    g = Game.new("classic", 4, seed=2, level="recording")
    g.run_bots()
    while not g.st.hand_over and len(RecordingBot.given) < 40:
        if g.human_to_act:
            m = g.legal()[0] if g.st.phase != "meld" else next(x for x in g.legal() if x.action == "discard")
            assert g.play_human([m]).ok
        g.run_bots()
    assert len(RecordingBot.given) >= 10
    for v in RecordingBot.given:
        assert isinstance(v, View)
        assert v.legal_moves, "a bot is asked only on its turn"
        for q, h in enumerate(v.data["hands"]):
            if q != v.seat:
                assert isinstance(h, dict) and set(h) == {"count"}, "another seat's hand is only a count"
        assert isinstance(v.data["stock"], dict)


class IllegalBot:
    """A faulty bot: it always wants to discard a black three it may not hold."""

    name = "faulty"

    def __init__(self, seed: int = 0) -> None:
        pass

    def choose(self, view: View) -> Move:
        return Move("discard", (BLACK3,))


def test_an_illegal_bot_move_is_logged_and_replaced(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOTS, "faulty", IllegalBot)
    g = Game.new("classic", 2, seed=4, level="faulty")
    if g.human_to_act:
        assert g.play_human([Move("draw")]).ok
        assert g.play_human([next(m for m in g.legal() if m.action == "discard")]).ok
    assert g.bot_step()
    assert any("is illegal" in line for line in g.log)
    assert replay(g.record) == g.st


def _to_meld_phase(seed: int) -> Game:
    g = Game.new("classic", 4, seed=seed, level="random")
    g.run_bots()
    assert g.play_human([Move("draw")]).ok
    return g


def test_a_refused_sequence_changes_nothing() -> None:
    """All or nothing: a meld followed by an impossible add plays neither (C-6)."""
    g = _to_meld_phase(8)
    counts = g.st.hand_counts(HUMAN)
    before = position_dict(g.st)
    moves = list(g.record.moves)
    absent = next(k for k in range(4, 15) if counts[k] == 0)
    out = g.play_human([Move("meld", (absent, absent, absent))])
    assert not out.ok and "does not hold 3 cards" in out.error and out.error.endswith("(C-6)")
    melds = [m for m in g.legal() if m.action == "meld"]
    assert melds
    out = g.play_human([melds[0], Move("add", (absent,), absent)])
    assert not out.ok and "step 2 of 2" in out.error and "nothing was played" in out.error
    assert position_dict(g.st) == before and g.record.moves == moves


def test_meld_intent_lays_three_then_adds_the_rest() -> None:
    it = meld_intent([TWO, 7, 7, 7, JOKER])
    assert [str(m) for m in it.moves] == ["meld 7 7 7", "add 2 to 7", "add JK to 7"]
    assert [str(m) for m in meld_intent([7, TWO, 7]).moves] == ["meld 7 7 2"]
    assert "at least 3" in say("en", meld_intent([7, 7]).message, count=2)
    assert "au moins 3" in say("fr", meld_intent([7, 7]).message, count=2)


def test_add_intent_targets() -> None:
    legal = [Move("add", (TWO,), 7), Move("add", (TWO,), 9), Move("add", (9,), 9)]
    assert add_intent([9], legal, [7, 9]).moves == [Move("add", (9,), 9)]
    assert add_intent([TWO, 9], legal, [7, 9]).moves == [Move("add", (9,), 9), Move("add", (TWO,), 9)]
    assert add_intent([TWO], legal, [7, 9]).choices == [Move("add", (TWO,), 7), Move("add", (TWO,), 9)]
    assert add_intent([TWO], legal[:1], [7]).moves == [Move("add", (TWO,), 7)]
    assert add_intent([], legal, [7]).message


def test_take_and_discard_intents() -> None:
    counts = [0] * 15
    counts[9] = 1
    assert take_intent([9, 9], [], [20]).moves == [Move("take", (9, 9))]
    assert take_intent([], [Move("take", (9, 9))], [20]).moves == [Move("take", (9, 9))]
    two_ways = [Move("take", (9, 9)), Move("take")]
    assert take_intent([], two_ways, [20]).choices == two_ways
    # the 9 of clubs is face 7; no legal take: the plainest try, for the engine to explain
    assert take_intent([], [], [7], counts).moves == [Move("take", (9,))]
    assert discard_intent([], 5).moves == [Move("discard", (5,))]
    assert discard_intent([5, 6], 5).message


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    g = _to_meld_phase(3)
    path = tmp_path / "g.json"
    g.save(path)
    again = Game.load(path)
    assert again.st == g.st and again.record.moves == g.record.moves
    rec, data = load_record(path.read_text())
    assert replay(rec, data) == g.st


def test_the_person_may_sit_out_a_hand() -> None:
    """§1.16: with five players a member of the trio sits out each hand in turn (seat 0 first);
    the bots play that hand alone and the person plays the next."""
    g = Game.new("classic", 5, seed=1, level="random")
    assert not g.human_plays_hand and not g.human_to_act
    g.run_bots()
    assert g.st.phase == "hand_over"
    assert "You sit out this hand" in " ".join(g.log)
    assert g.deal().ok and g.human_plays_hand
    g.run_bots()
    assert g.human_to_act


def test_MA3_the_log_tells_the_talon_drawn_after_the_initial_meld() -> None:
    """A talon drawn after the discard that ends a side's initial meld is told in the log with its count, and
    the person's own talon with its cards (the hand grows by it: without the line a player cannot tell why)."""
    import random

    rnd = random.Random(5)
    seen: dict[bool, str] = {}
    for seed in range(12):
        g = Game.new("american", 4, seed=seed, level="random", lang="en")
        for _ in range(400):
            st = g.st
            if st.phase not in ("draw", "meld", "answer"):
                break
            seat, before = st.turn, st.nhand[st.turn]
            if seat == HUMAN:
                move = rnd.choice(g.legal())
                assert g.play_human([move]).ok
            else:
                move = None
                g.bot_step()
            after = g.st
            if (move is None or move.action == "discard") and g.log and "talon:" in g.log[-1]:
                seen[seat == HUMAN] = g.log[-1]
                assert after.nhand[seat] > before - 1 or after.red3s[seat], g.log[-1]
            if len(seen) == 2:
                break
        if len(seen) == 2:
            break
    assert set(seen) == {True, False}, seen
    for line in seen.values():
        assert re.search(r"talon: [1-4] cards? drawn", line), line
    assert "you got" in seen[True], seen[True]
