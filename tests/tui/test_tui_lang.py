"""The terminal game in the player's language (issue 14): at 80x24, in French and in Italian, the
board, a refusal, the help, the legal moves, typed moves (in the player's words, and a mistyped
one), the end of a hand and the log show no English word (names aside) and no catalog key."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

pytest.importorskip("textual")

from tui_driver import play_hand, run, settle  # noqa: E402

from canasta.tui.app import CanastaApp, HelpScreen, PickScreen, ScoreScreen  # noqa: E402
from canasta.tui.game import Game  # noqa: E402

SMALL = (80, 24)

#: English words of the terminal's own texts that no French or Italian screen should show
ENGLISH = {
    "the", "pile", "stock", "your", "you", "draw", "drew", "discard", "discarded", "meld", "melded",
    "melds", "take", "took", "turn", "cards", "card", "match", "press", "select", "selected", "hint",
    "help", "quit", "opponents", "side", "frozen", "blocked", "players", "bots", "and", "with", "not",
    "hand", "hands", "deal", "deals", "wild", "moves", "move", "legal", "keys", "key", "sheet", "team",
    "went", "out", "over", "is", "of", "to", "from", "yet", "needed", "laid", "nothing", "allowed",
    "played", "can", "cannot", "must", "may", "top", "face", "down", "empty", "sit", "waiting", "playing",
    "asks", "yes",
}
KEY = re.compile(r"\b(tui|reason|log|move|cli|kind|card|meld|result|level|preset|notation|rank|suit|face|pile|"
                 r"seat|cards|tm|play)-[a-z0-9]+(-[a-z0-9]+)*\b")
NAMES = {"ada", "ben", "cleo", "dan", "eve"}


def screen_text(app: CanastaApp) -> str:
    svg = app.export_screenshot()
    rows = re.findall(r"<text[^>]*>(.*?)</text>", svg, flags=re.S)
    return "".join(html.unescape(re.sub(r"<[^>]+>", "", r)) for r in rows).replace("\xa0", " ")


def check(text: str, lang: str, where: str) -> None:
    leak = KEY.search(text)
    assert not leak, f"{lang} {where}: catalog key {leak.group(0)!r} shows in {text!r}"
    words = {w.lower() for w in re.findall(r"[^\W\d_]+", text)} - NAMES
    english = sorted(words & ENGLISH)
    assert not english, f"{lang} {where}: English words {english} in {text!r}"


TYPED = {"fr": ("poser 7 8", "au moins 3 cartes", "sauter"), "it": ("cala 7 8", "almeno 3 carte", "saltare")}


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_no_english_and_no_key_at_80x24(tmp_path: Path, lang: str) -> None:
    async def go() -> None:
        game = Game.new("classic", 4, seed=5, level="random", lang=lang)
        app = CanastaApp(game, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            assert game.human_to_act and game.st.phase == "draw"
            check(screen_text(app), lang, "board")
            # a refusal: discarding before drawing (C-6), in the player's language
            await pilot.press("d")
            await pilot.pause()
            assert app.board.message.plain.endswith("(C-6)")
            check(screen_text(app), lang, "refusal")
            check(app.board.message.plain, lang, "refusal message")
            # the help and the legal moves
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            check(screen_text(app), lang, "help")
            await pilot.press("escape")
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, PickScreen)
            check(screen_text(app), lang, "legal moves")
            await pilot.press("escape")
            # typed moves: in the player's words, a mistyped one, a short meld
            typed, too_few, unknown = TYPED[lang]
            for text, expect in ((unknown, unknown), (typed, too_few)):
                await pilot.press("colon")
                await pilot.pause()
                check(screen_text(app), lang, "typed move box")
                await pilot.press(*text, "enter")
                await pilot.pause()
                message = app.board.message.plain
                assert expect in message, message
                check(message, lang, f"typed {text!r}")
            await pilot.press("colon")
            await pilot.pause()
            await pilot.press(*("piocher" if lang == "fr" else "pesca"), "enter")
            await settle(app, pilot)
            assert game.record.moves[-1] == "draw" or game.st.phase != "draw"
            # the whole hand, then its score
            await play_hand(app, pilot)
            await settle(app, pilot)
            assert isinstance(app.screen, ScoreScreen)
            check(screen_text(app), lang, "score")
            check("\n".join(game.log), lang, "log")

    run(go())


def test_the_check_finds_english_and_keys() -> None:
    """The check above can fail."""
    with pytest.raises(AssertionError, match="English"):
        check("Vous avez pioché dans the stock", "fr", "x")
    with pytest.raises(AssertionError, match="catalog key"):
        check("Rebut : tui-pile-empty", "fr", "x")
    check("Ada a défaussé le 9. Ben : 11 cartes", "fr", "x")


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_count_of_red_threes_is_never_two_numbers_in_a_row(lang: str) -> None:
    """"Tu: due 3 rossi calati", not "Tu: 2 3 rossi calati" (up to six red threes with three packs)."""
    from canasta.i18n import tr

    for key in ("tui-red3-laid", "tui-red3-more"):
        for n in range(1, 7):
            text = tr(lang, key, name="Ann", count=n, cards="3♦")
            assert not re.search(r"\d\s+3", text), text


def test_the_opening_note_is_never_cut_in_two(tmp_path: Path) -> None:
    """"première pose : 50 points nécessaires" on a line of its own where the side's title leaves
    no room for it at 80x24 (it was cut after "première pose :"); and on that line it fits the melds
    panel, with three-digit points, in every language ("première pose : 120 points nécessaires, 115
    posés" took 50 columns of 47, and "posés" went to the next line)."""
    import io

    from rich.cells import cell_len
    from rich.console import Console

    from canasta.i18n import LANGS, tr

    async def go() -> None:
        game = Game.new("french", 2, seed=21, level="random", lang="fr")
        app = CanastaApp(game, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=SMALL) as pilot:
            await settle(app, pilot)
            width = app.board.query_one("#melds").size.width
            console = Console(width=width, record=True, file=io.StringIO())
            console.print(app.board.render_melds())
            lines = console.export_text().splitlines()
            note = tr("fr", "tui-opening-needs", need=50)
            assert any(note in line for line in lines), lines
            for lang in LANGS:
                for key in ("tui-opening-needs", "tui-opening-laid"):
                    note = tr(lang, key, need=120, laid=115)
                    assert 1 + cell_len(note) <= width, (lang, note, width)

    run(go())
