"""The terminal game driven headless by keys: a whole hand, refused moves, saving and resuming."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("textual")

from tui_driver import SIZE, person_move, plain, play_by_keys, play_hand, run, select, settle

from canasta.cards import BLACK3, KIND
from canasta.moves import Move
from canasta.position import position_dict
from canasta.record import load_record, replay
from canasta.tui.app import BoardScreen, CanastaApp, HelpScreen, PickScreen, ScoreScreen
from canasta.tui.game import HUMAN, Game
from canasta.tui.text import reason_text


def new_app(tmp_path: Path, seed: int = 11, players: int = 4, preset: str = "classic") -> CanastaApp:
    game = Game.new(preset, players, seed=seed, level="random")
    return CanastaApp(game, save_path=tmp_path / "game.json", bot_delay=0)


async def to_person(app: CanastaApp, pilot: object) -> None:
    await settle(app, pilot)
    assert app.game.human_to_act, "after the bots it is the person's turn"


def test_person_plays_a_whole_hand_by_keys(tmp_path: Path) -> None:
    """C-6 turn by turn: draw or take, meld, add, ask, discard, until the hand ends (C-12/C-13);
    then the score of the hand (C-14) and the next deal (C-3.1)."""

    async def go() -> None:
        app = new_app(tmp_path, seed=11)
        g = app.game
        async with app.run_test(size=SIZE) as pilot:
            seen = await play_hand(app, pilot)
            await settle(app, pilot)
            assert {"draw", "discard"} <= seen
            assert {"meld", "take"} & seen
            # the hand's score breakdown is on screen, from the engine's result
            assert isinstance(app.screen, ScoreScreen)
            res = g.st.result.to_dict()
            text = plain(app.screen.body)
            if res["went_out"] == HUMAN:
                assert "Hand 1 is over: you went out" in text
            elif res["went_out"] >= 0:
                assert f"Hand 1 is over: {g.names[res['went_out']]} went out" in text
            assert "Score of the hand" in text and "Score sheet after 1 hand" in text
            totals = next(line for line in text.splitlines() if line.strip("│ |").startswith("total"))
            for side in res["sides"]:
                assert str(side["total"]) in totals
            for key in ("melded", "in_hand", "canasta_bonus"):
                assert any(str(side[key]) in text for side in res["sides"])
            assert g.st.sheet[-1] == res["team_points"]
            hand_moves = len(g.record.moves)
            await pilot.press("enter")  # deal the next hand
            await settle(app, pilot)
            assert g.st.hand_no == 1
            assert g.record.moves[hand_moves] == "deal"
            assert isinstance(app.screen, BoardScreen)
        # the saved record replays to the same match
        rec, data = load_record((tmp_path / "game.json").read_text())
        assert replay(rec, data) == g.st
        assert rec.players[0] == "person" and rec.players[1] == "bot:random"

    run(go())


def test_illegal_choices_are_refused_with_the_engines_reason(tmp_path: Path) -> None:
    async def go() -> None:
        app = new_app(tmp_path, seed=5)
        g = app.game
        async with app.run_test(size=SIZE) as pilot:
            await to_person(app, pilot)
            assert g.st.phase == "draw"
            before = position_dict(g.st)
            moves = list(g.record.moves)
            # discarding before drawing (C-6)
            kind = app.board.cursor_kind()
            assert kind is not None
            await pilot.press("d")
            await pilot.pause()
            why = g.st.reason(Move("discard", (kind,)))
            assert why is not None and why.rule == "C-6"
            assert reason_text("en", why) in app.board.message.plain
            assert position_dict(g.st) == before and g.record.moves == moves
            # a meld of cards of three different ranks (C-8.1), after drawing
            await pilot.press("s")
            await settle(app, pilot)
            counts = g.st.hand_counts(HUMAN)
            ranks = [k for k in range(4, 15) if counts[k]][:3]
            assert len(ranks) == 3
            before = position_dict(g.st)
            moves = list(g.record.moves)
            await select(pilot, ranks)
            await pilot.press("m")
            await pilot.pause()
            assert "C-8.1" in app.board.message.plain
            assert position_dict(g.st) == before and g.record.moves == moves
            # answering when nobody asked (C-12.4)
            await pilot.press("y")
            await pilot.pause()
            assert "C-12.4" in app.board.message.plain
            assert position_dict(g.st) == before and g.record.moves == moves
            # a typed move in notation is checked by the engine too
            await pilot.press("colon")
            await pilot.pause()
            await pilot.press(*"deal", "enter")
            await pilot.pause()
            await pilot.press("colon")
            await pilot.pause()
            await pilot.press(*"meld 7 8", "enter")
            await pilot.pause()
            assert "at least 3 cards" in app.board.message.plain
            assert position_dict(g.st) == before and g.record.moves == moves
            # the meld key with too few cards is refused by the selection, not silently played
            await select(pilot, ranks[:1])
            await pilot.press("m")
            await pilot.pause()
            assert "at least 3" in app.board.message.plain
            assert position_dict(g.st) == before and g.record.moves == moves

    run(go())


def test_saved_game_resumes(tmp_path: Path) -> None:
    path = tmp_path / "game.json"

    async def first() -> tuple[dict[str, object], list[str]]:
        app = new_app(tmp_path, seed=7)
        g = app.game
        async with app.run_test(size=SIZE) as pilot:
            await to_person(app, pilot)
            await pilot.press("s")
            await settle(app, pilot)
            assert g.st.phase == "meld"
            await pilot.press("q")
            await pilot.pause()
        assert app.return_value is not None and "saved" in app.return_value
        return position_dict(g.st), list(g.record.moves)

    pos, moves = run(first())
    saved = json.loads(path.read_text())
    assert saved["moves"] == moves

    async def second() -> None:
        game = Game.load(path)
        assert game.level == "random"  # taken from the record
        assert position_dict(game.st) == pos
        app = CanastaApp(game, save_path=path, bot_delay=0)
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            assert game.human_to_act and game.st.phase == "meld"
            m = person_move(game)
            await play_by_keys(app, pilot, m)
            await settle(app, pilot)
            assert game.record.moves[: len(moves)] == moves
            assert game.record.moves[len(moves)] == str(m)
        rec, data = load_record(path.read_text())
        assert rec.moves == game.record.moves
        assert replay(rec, data) == game.st

    run(second())


def test_help_and_legal_move_list(tmp_path: Path) -> None:
    async def go() -> None:
        app = new_app(tmp_path, seed=3)
        g = app.game
        async with app.run_test(size=SIZE) as pilot:
            await to_person(app, pilot)
            n = len(g.record.moves)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            await pilot.press("s")  # game keys do nothing under the help screen
            await pilot.pause()
            assert len(g.record.moves) == n
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, BoardScreen)
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, PickScreen)
            assert app.screen.moves == g.legal()
            first = app.screen.moves[0]
            await pilot.press("enter")
            await pilot.pause()
            assert g.record.moves[n] == str(first)
            await settle(app, pilot)

    run(go())


def test_match_end_shows_the_score_sheet(tmp_path: Path) -> None:
    """C-15.1: the match ends when a team reaches the target (lowered here so that one real hand
    decides it); the score sheet is shown and the saved record says who won."""

    async def go() -> None:
        game = Game.new("classic", 4, seed=11, level="random", overrides={"target": "50"})
        app = CanastaApp(game, save_path=tmp_path / "game.json", bot_delay=0)
        async with app.run_test(size=SIZE) as pilot:
            await play_hand(app, pilot)
            await settle(app, pilot)
            assert game.st.phase == "match_over"
            assert isinstance(app.screen, ScoreScreen)
            text = plain(app.screen.body)
            w = game.st.winners[0]
            assert "The match is over" in text
            assert f"with {game.st.scores[w]} points" in text
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, BoardScreen)
            n = len(game.record.moves)
            await pilot.press("s")  # nothing more to play
            await pilot.pause()
            assert len(game.record.moves) == n
            assert "match is over" in app.board.message.plain
            await pilot.press("enter")  # the score sheet again; q there saves and quits
            await pilot.pause()
            assert isinstance(app.screen, ScoreScreen)
            await pilot.press("q")
            await pilot.pause()
        # a finished match is not offered for --resume (issue 17): its record is named instead
        assert app.return_value is not None and "The match is over" in app.return_value
        assert "--resume" not in app.return_value and "canasta replay" in app.return_value
        data = json.loads((tmp_path / "game.json").read_text())
        assert data["result"]["over"] is True and data["result"]["winners"] == [w]

    run(go())


def test_person_asks_may_i_go_out_and_the_partner_answers(tmp_path: Path) -> None:
    """C-12.4: the person asks with 'k'; the partner (a bot) answers yes or no, and the prompt says
    what that means for the turn."""

    async def go() -> None:
        app = new_app(tmp_path, seed=4)
        g = app.game
        async with app.run_test(size=SIZE) as pilot:
            for _ in range(100):
                await settle(app, pilot)
                m = person_move(g)
                if m.action == "ask":
                    break
                await play_by_keys(app, pilot, m)
            else:
                raise AssertionError("the person never could ask")
            await pilot.press("k")
            await settle(app, pilot)
            partner = g.names[g.st.partner_to_answer()]
            assert g.record.moves[-2] == "ask" and g.record.moves[-1] in ("yes", "no")
            assert g.log[-2] == f"You asked {partner}: may I go out?"
            assert g.log[-1].startswith(f"{partner} answered {g.record.moves[-1]}")
            assert g.human_to_act and g.st.phase == "meld"
            said = "yes, so you must go out" if g.record.moves[-1] == "yes" else "no, so you may not go out"
            assert said in plain(app.board.render_status())
            # asking twice in a turn is refused (C-12.4)
            await pilot.press("k")
            await pilot.pause()
            assert "C-12.4" in app.board.message.plain

    run(go())


def test_blocked_pile_is_shown_with_its_reason(tmp_path: Path) -> None:
    """C-7.7: a black three on top blocks the pile for the next player; the screen says so, and
    't' is refused with the engine's reason."""

    async def go() -> None:
        app = new_app(tmp_path, seed=5)
        g = app.game
        async with app.run_test(size=SIZE) as pilot:
            await to_person(app, pilot)
            assert g.st.phase == "draw" and KIND[g.st.pile[-1]] == BLACK3
            info = plain(app.board.render_info())
            assert f"{len(g.st.pile)} card" in info and f"Stock: {len(g.st.stock)} cards" in info
            assert "A black three on top blocks the pile for this turn. (C-7.7)" in info
            status = plain(app.board.render_status())
            assert "You cannot take the pile:" in status and "(C-7.7)" in status
            before = position_dict(g.st)
            await pilot.press("t")
            await pilot.pause()
            assert app.board.message.plain.startswith("Take the pile")
            assert "A black three on top of the pile blocks it. (C-7.7)" in app.board.message.plain
            assert position_dict(g.st) == before

    run(go())


def test_an_internal_error_ends_the_game_with_one_line_and_the_game_saved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A defect raised inside the terminal game (here a key's handler) does not print Textual's
    traceback: the game is saved, one line in the player's language says what failed and how to
    resume, and the exit code is 1."""

    def boom(self: BoardScreen) -> None:
        raise RuntimeError("boom in the hint")

    monkeypatch.setattr(BoardScreen, "action_hint", boom)

    async def go() -> None:
        game = Game.new("classic", 4, seed=11, level="random", lang="fr")
        app = CanastaApp(game, save_path=tmp_path / "game.json", bot_delay=0)
        app.traceback_on_error = False  # as for a player (the pilot runs headless)
        async with app.run_test(size=SIZE) as pilot:
            await to_person(app, pilot)
            moves = len(game.record.moves)
            await pilot.press("h")
        assert app.return_code == 1
        err = " ".join(capsys.readouterr().err.split())  # one line, wrapped at the terminal's width
        assert err == (f"erreur : la partie s’est arrêtée sur une erreur interne (RuntimeError: boom in the hint). "
                         f"Elle est enregistrée dans {tmp_path / 'game.json'} : pour la reprendre, "
                         f"canasta play --resume {tmp_path / 'game.json'}")
        rec, data = load_record((tmp_path / "game.json").read_text())
        assert len(rec.moves) == moves and replay(rec, data) == game.st

    run(go())
