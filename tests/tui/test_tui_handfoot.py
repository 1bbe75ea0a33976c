"""Issue 42: the terminal game plays Hand and Foot and shows every seat's foot beside its card count
(HF-3, HF-10): ``[foot: 11]`` while it lies face down, ``[in the foot]`` once picked up."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

pytest.importorskip("textual")

from test_tui_screen import LARGE, screen_text  # noqa: E402
from tui_driver import run, settle  # noqa: E402

from canasta.tui.app import CanastaApp  # noqa: E402
from canasta.tui.game import Game  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "fr", "sk"])
def test_HF3_HF10_the_terminal_shows_each_seats_foot(tmp_path: Path, lang: str) -> None:
    g = Game.new("handfoot", 4, seed=2, level="random")
    g.lang = lang
    word = {"en": "foot", "fr": "pied", "sk": "noha"}[lang]
    inside = {"en": "in the foot", "fr": "joue son pied", "sk": "hrá z nohy"}[lang]
    st = g.st
    assert st.rules.foot_size == 11

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=LARGE) as pilot:
            await settle(app, pilot)
            text = screen_text(app)
            assert f"[{word}: 11]" in text, text
            assert not re.search(r"tui-foot|tui-in-foot", text)
            st.feet[0] = []  # seat 0 as after picking up its foot (the drawing only reads the state)
            out = Console(record=True, width=120, file=io.StringIO())
            out.print(app.screen.render_melds())  # type: ignore[attr-defined]
            assert f"[{inside}]" in out.export_text()

    run(go())


def test_HF1_the_terminal_plays_five_players_each_with_a_foot(tmp_path: Path) -> None:
    g = Game.new("handfoot", 5, seed=3, level="random")
    assert g.st.rules.players == 5 and g.st.rules.packs == 6

    async def go() -> None:
        app = CanastaApp(g, save_path=tmp_path / "g.json", bot_delay=0)
        async with app.run_test(size=LARGE) as pilot:
            await settle(app, pilot)
            assert screen_text(app).count("[foot: 11]") == 5

    run(go())
