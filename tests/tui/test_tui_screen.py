"""The terminal game as a player sees it (issue 17): the board before any key, a log that scrolls
with the last moves shown, every panel readable at 80x24, the header, grammar, takes in the log,
feedback for unknown keys, and a resumed match that plays on exactly as the saved one."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

pytest.importorskip("textual")

from textual.containers import VerticalScroll  # noqa: E402
from tui_driver import person_move, play_by_keys, run, settle  # noqa: E402

from canasta.tui.app import CanastaApp, short_melds  # noqa: E402
from canasta.tui.game import HUMAN, Game  # noqa: E402
from canasta.tui.text import cards_phrase, say  # noqa: E402

SMALL, LARGE = (80, 24), (120, 40)


def screen_text(app: CanastaApp) -> str:
    """The characters on the (virtual) terminal, line by line."""
    svg = app.export_screenshot()
    rows = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S)
    text = "".join(html.unescape(re.sub(r"<[^>]+>", "", r)) for r in rows)
    return text.replace("\xa0", " ")


def new_app(tmp_path: Path, seed: int = 3, level: str = "random") -> CanastaApp:
    return CanastaApp(Game.new("classic", 4, seed=seed, level=level), save_path=tmp_path / "g.json", bot_delay=0)


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_the_board_is_drawn_before_any_key(tmp_path: Path, size: tuple[int, int]) -> None:
    async def go() -> None:
        app = new_app(tmp_path)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await pilot.pause()
            text = screen_text(app)
            for part in ("Your hand", "(game to 5000)", "Pile", "Stock:", "Your side", "Opponents"):
                assert part in text, part
            hand = app.board.query_one("#hand")
            assert hand.region.height >= 2 and hand.region.y + hand.region.height <= size[1]

    run(go())


async def _play_moves(app: CanastaApp, pilot: object, n: int) -> None:
    g = app.game
    for _ in range(n):
        await settle(app, pilot)
        if g.st.hand_over:
            return
        await play_by_keys(app, pilot, person_move(g))
    await settle(app, pilot)


def test_the_log_scrolls_over_the_whole_hand_and_shows_the_last_moves(tmp_path: Path) -> None:
    async def go() -> None:
        app = new_app(tmp_path, seed=8)
        async with app.run_test(size=SMALL) as pilot:
            await _play_moves(app, pilot, 6)
            await pilot.pause()
            box = app.board.query_one("#log-box", VerticalScroll)
            assert len(app.game.log) > box.size.height  # more lines than the panel shows
            assert box.max_scroll_y > 0 and box.scroll_y == box.max_scroll_y  # the last moves
            assert app.game.log[-1] in screen_text(app)
            assert app.game.log[1] not in screen_text(app)
            await pilot.press("pageup")
            await pilot.pause()
            assert box.scroll_y < box.max_scroll_y
            for _ in range(50):
                await pilot.press("pageup")
            await pilot.pause()
            assert box.scroll_y == 0 and app.game.log[1] in screen_text(app)  # the hand's start
            for _ in range(50):
                await pilot.press("pagedown")
            await pilot.pause()
            assert box.scroll_y == box.max_scroll_y

    run(go())


def _game_with_many_melds() -> Game:
    """A game at the person's turn, both sides with several melds."""
    for seed in range(40):
        g = Game.new("classic", 4, seed=seed, level="random")
        for _ in range(400):
            g.run_bots()
            st = g.st
            if st.hand_over:
                break
            if st.phase == "draw" and min(len(st.melds[s]) for s in range(2)) >= 4:
                return g
            m = person_move(g)
            assert g.play_human([m]).ok
    raise AssertionError("no game with many melds")


def test_every_meld_is_readable_at_80x24(tmp_path: Path) -> None:
    g = _game_with_many_melds()

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            board = app.board
            assert board.folded()  # short melds at 80x24
            box = board.query_one("#melds-box", VerticalScroll)
            seen = ""
            for _ in range(30):  # scroll with ] to the end, reading the panel
                seen += screen_text(app)
                if box.scroll_y >= box.max_scroll_y:
                    break
                await pilot.press("right_square_bracket")
                await pilot.pause()
            assert box.scroll_y == box.max_scroll_y
            for side in range(2):
                for chip in short_melds(g.st.melds[side]).plain.split():
                    assert chip.replace("\xa0", " ") in seen, chip
            # unfolded, every card is listed, and still reachable
            await pilot.press("f")
            await pilot.pause()
            assert not board.folded()
            for _ in range(40):
                await pilot.press("right_square_bracket")
            await pilot.pause()
            assert box.scroll_y == box.max_scroll_y
            header = screen_text(app).splitlines()[0]
            assert "(game to 5000)" in header

    run(go())


@pytest.mark.parametrize(("lang", "label"), [("en", "Red threes:"), ("it", "3 rossi:"), ("fr", "3 rouges :")])
def test_each_sides_red_threes_stand_on_a_labelled_line_at_80x24(tmp_path: Path, lang: str, label: str) -> None:
    # seed 26: the person and the next opponent's partner each have a red three at the deal (C-1.4);
    # they score for the side, so they stand under the side's title, labelled, not after a seat's count
    g = Game.new("classic", 4, seed=26, level="random", lang=lang)
    assert [len(r) for r in g.st.red3s] == [1, 0, 1, 1]

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            lines = screen_text(app).splitlines()
            red = [i for i, line in enumerate(lines) if label in line]
            mine = next(i for i, line in enumerate(lines) if say(lang, "tui-your-side") in line)
            theirs = next(i for i, line in enumerate(lines) if say(lang, "tui-opponents") in line)
            assert len(red) == 2 and mine < red[0] < theirs < red[1], lines[:12]
            reds = [len(re.findall("3[\u2665\u2666]", lines[i])) for i in red]
            assert reds == [len(g.st.red3s[0]) + len(g.st.red3s[2]), len(g.st.red3s[1]) + len(g.st.red3s[3])]

    run(go())


def test_header_fits_80_columns_and_keeps_the_target(tmp_path: Path) -> None:
    async def go() -> None:
        app = CanastaApp(Game.new("classic", 6, seed=1, level="random"), save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            top = app.board.render_top().plain
            assert len(top) <= 80 and top.endswith(f"(game to {app.game.st.rules.target})")

    run(go())


def test_grammar_of_the_log_and_the_counts() -> None:
    assert say("en", "seat-cards", name="You", count=1) == "You: 1 card"
    assert cards_phrase("en", 2) == "2 cards"
    assert [cards_phrase("sk", n) for n in (1, 2, 5)] == ["1 karta", "2 karty", "5 kariet"]
    bad = re.compile(r"\bYou (deals|draws|lays|takes|melds|adds|discards|asks|answers|ends)\b")
    for seed in range(6):
        g = Game.new("classic", 4, seed=seed, level="random")
        for _ in range(300):
            g.run_bots()
            if g.st.hand_over:
                break
            assert g.play_human([person_move(g)]).ok
        text = "\n".join(g.log)
        assert not bad.search(text), bad.search(text)
        assert "(s)" not in text and "?." not in text
        if g.st.dealer == HUMAN:
            assert "Hand 1: you deal;" in text


def test_a_take_says_which_cards_and_onto_which_meld() -> None:
    takes: list[str] = []
    for seed in range(30):
        g = Game.new("classic", 4, seed=seed, level="medium")
        for _ in range(300):
            g.run_bots()
            if g.st.hand_over:
                break
            assert g.play_human([person_move(g)]).ok
        takes += [line for line in g.log if " took the pile " in line]
        if len(takes) >= 3:
            break
    assert takes
    pat = re.compile(r"took the pile \((\d+) cards?\)(, adding the .+ to (their meld|the .+)| with .+) "
                     r"\(the pile held ([^;)]*)(; (\d+) face down)?")
    for line in takes:
        m = pat.search(line)
        assert m, line
        shown = len(m.group(4).split())
        hidden = int(m.group(6) or 0)
        assert shown + hidden == int(m.group(1)), line  # every visible card of the pile is named


def test_unknown_keys_get_feedback(tmp_path: Path) -> None:
    async def go() -> None:
        app = new_app(tmp_path)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            await pilot.press("x")
            await pilot.pause()
            assert "The key “x” does nothing here" in app.board.message.plain
            await pilot.press("s")  # a bound key still acts
            await settle(app, pilot)
            assert app.game.record.moves[-1] == "draw" or app.game.st.phase == "meld"

    run(go())


@pytest.mark.parametrize("level", ["random", "medium"])
def test_a_resumed_match_plays_on_exactly_as_the_saved_one(level: str) -> None:
    def play(g: Game, until: int) -> None:
        while len(g.record.moves) < until and g.st.phase != "match_over":
            if g.st.phase == "hand_over":
                g.deal()
            elif g.human_to_act:
                assert g.play_human([person_move(g)]).ok
            else:
                g.bot_step()

    whole = Game.new("classic", 4, seed=21, level=level)
    play(whole, 160)
    part = Game.new("classic", 4, seed=21, level=level)
    play(part, 70)
    resumed = Game.resume(part.record_json())
    assert resumed.log[:len(part.log)] == part.log  # the log of the moves before is told again
    assert resumed.log[len(part.log)].startswith("Resumed after 70 moves")
    play(resumed, 160)
    assert resumed.record.moves == whole.record.moves


def test_h_shows_the_hint_and_its_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys
    import types

    given = []

    class FakeHint:
        text = "draw: nothing on the pile fits your hand"

        def message(self, lang: str) -> str:
            return f"[{lang}] draw: nothing on the pile fits your hand"

    def hint(view, level="medium", seed=0):  # type: ignore[no-untyped-def]
        given.append(view)
        return FakeHint()

    monkeypatch.setitem(sys.modules, "canasta.bots.hints", types.SimpleNamespace(hint=hint))

    async def go() -> None:
        app = new_app(tmp_path)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            await pilot.press("h")
            await pilot.pause()
            assert app.board.message.plain == "Hint: [en] draw: nothing on the pile fits your hand"
            assert given and given[0].seat == HUMAN and given[0].seed is None  # a seat's view only

    run(go())


def test_h_selects_the_hinted_cards_so_the_moves_key_plays_them(tmp_path: Path) -> None:
    # after the draw the hint names a meld or a discard: its cards are selected and the cursor is
    # on the first, so the move's own key (m, a, d, t) plays what the hint said
    from collections import Counter

    from canasta.bots.hints import hint

    async def go() -> None:
        app = new_app(tmp_path)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            g, board = app.game, app.board
            assert g.st.phase == "draw" and g.human_to_act
            await pilot.press("h")  # a draw plays no card of the hand: nothing is selected
            await pilot.pause()
            assert board.selected() == []
            await pilot.press("s")
            await settle(app, pilot)
            assert g.human_to_act and g.st.phase != "draw"
            expected = hint(g.st.view(HUMAN), level="medium", seed=len(g.record.moves)).move
            await pilot.press("h")
            await pilot.pause()
            assert expected.action in ("meld", "add", "discard") and expected.cards
            assert Counter(board.selected()) == Counter(expected.cards)
            assert board.cursor_kind() == expected.cards[0]

    run(go())


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_r_opens_the_rules_of_the_table_at_the_rule_that_refused(tmp_path: Path, lang: str) -> None:
    # a refusal names its RULES.md id (here C-7.1: draw before discarding); r shows what that id
    # says, in the person's language, from this table's rules, scrolled to and marked
    from canasta.i18n.rulespage import anchor_for, page
    from canasta.tui.app import RulesScreen

    g = Game.new("classic", 4, seed=26, level="random", lang=lang)

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            assert g.st.phase == "draw" and g.human_to_act
            await pilot.press("d")  # discard before drawing: refused
            await pilot.pause()
            board = app.board
            rule = board.message_rule
            assert rule and rule in board.message.plain
            await pilot.press("r")
            await pilot.pause()
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, RulesScreen) and screen.rule == rule
            target = anchor_for(rule, g.st.rules)
            text = dict(p for sec in page(lang, g.st.rules) for p in sec.paragraphs)[target]
            marked = screen.query(".rule-here")
            assert len(marked) == 1 and text in str(marked.first().render())
            box = screen.query_one("#dialog", VerticalScroll)
            assert box.scroll_y > 0 and marked.first().region.overlaps(box.region)  # scrolled to it, on screen
            shown = screen_text(app)
            assert say(lang, "tui-rules-why", rule=rule).split()[0] in shown
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is board
            # no refusal in the message: the rule that keeps the person from taking the pile, if any
            board.say("")
            await pilot.press("r")
            await pilot.pause()
            from canasta.tui.app import take_refusal
            why = take_refusal(g)
            assert isinstance(app.screen, RulesScreen) and app.screen.rule == (why.rule if why else None)

    run(go())


def test_every_terminal_message_id_is_in_every_catalog() -> None:
    """The ids the terminal game uses (literal "tui-..." strings, and the ones it builds: prompts,
    help rows, footer keys, the person's log lines) are in every language: no key can leak."""
    from pathlib import Path as P

    from canasta import i18n
    from canasta.tui import app as tui_app

    src = P(tui_app.__file__).parent
    ids = set()
    for path in src.glob("*.py"):
        ids |= set(re.findall(r'"((?:tui|result|reason|level|preset|notation|cards|seat|cli)-[a-z0-9-]+)"',
                              path.read_text(encoding="utf-8")))
    ids |= {"tui-prompt-" + a for a in tui_app.PROMPTS}
    ids |= {"tui-help-" + row for _, rows in tui_app.HELP_PARTS for row in rows}
    ids |= set(tui_app.FOOTER_KEYS.values())
    ids |= {"tui-you-" + a for a in ("draw", "take-with", "take-lay", "take-on", "meld", "add", "discard", "yes",
                                     "no", "end", "went-out", "went-out-concealed")}
    ids -= {"tui-you-", "tui-help-", "tui-prompt-"}
    assert len(ids) > 100
    for lang in i18n.LANGS:
        own = i18n.message_ids(lang)
        missing = sorted(i for i in ids if i not in own)
        assert not missing, f"{lang} lacks {missing}"
    for row in ("cursor", "fold", "type"):
        assert i18n.tr("it", f"tui-help-{row}.text") != f"tui-help-{row}.text"


def test_the_score_of_a_hand_scrolls_at_80x24(tmp_path: Path) -> None:
    from canasta.tui.app import ScoreScreen

    g = Game.new("classic", 4, seed=3, level="random")
    while not g.st.hand_over:
        g.run_bots()
        if not g.st.hand_over:
            assert g.play_human([person_move(g)]).ok

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, ScoreScreen)
            box = app.screen.query_one(VerticalScroll)
            assert box.max_scroll_y > 0  # taller than 24 lines: it scrolls
            for _ in range(40):
                await pilot.press("down")
            await pilot.pause()
            assert box.scroll_y == box.max_scroll_y
            assert "total" in screen_text(app)

    run(go())


@pytest.mark.parametrize(("lang", "verb"), [("en", "Take the pile"), ("fr", "Prendre le rebut"),
                                            ("it", "Prendi il pozzo"), ("sk", "Vziať kôpku"),
                                            ("fi", "Ota avopakka")])
def test_the_take_line_names_each_way_without_repeating_the_verb(lang: str, verb: str) -> None:
    """"You can take the pile: the 9 with 9 9 from your hand; adding the 9 to your 9s" - the
    line says "take the pile" once, then only how (C-7.2)."""
    from canasta.tui.app import take_advice

    for seed in range(60):
        g = Game.new("classic", 4, seed=seed, level="medium", lang=lang)
        for _ in range(300):
            g.run_bots()
            if g.st.hand_over:
                break
            takes = [m for m in g.legal() if m.action == "take"]
            if len(takes) >= 2:
                line = take_advice(g).plain
                assert line.startswith(say(lang, "tui-can-take", moves="").rstrip())
                assert verb not in line, line
                sep = " ; " if lang == "fr" else "; "  # French sets a space before the semicolon
                assert line.count(sep) == len(takes) - 1 and (lang != "fr" or "main; " not in line), line
                return
            assert g.play_human([person_move(g)]).ok
    pytest.fail("no position with two ways to take the pile")


def test_MA14_black_threes_laid_out_stand_on_the_sides_threes_line(tmp_path: Path) -> None:
    # american seed 0: the person was dealt a black three, laid out and replaced (MA-14); the line says
    # "Threes:", not "Red threes:", and shows it
    g = Game.new("american", 4, seed=0, level="random", lang="en")
    assert g.st.red3s[0] and all(f in (0 * 13 + 1, 3 * 13 + 1) for f in g.st.red3s[0])  # 3c or 3s

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            text = screen_text(app)
            assert "Threes:" in text and "Red threes:" not in text and re.search("3[\u2663\u2660]", text), text[:600]

    run(go())
