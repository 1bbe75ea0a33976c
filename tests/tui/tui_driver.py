"""Helpers to drive the terminal game headless with Textual's pilot, as a person would: by keys."""

from __future__ import annotations

import io
import time
from typing import Any

from rich.console import Console

from asyncrun import run_async
from canasta.cards import BLACK3, JOKER, TWO
from canasta.moves import Move
from canasta.tui.app import CanastaApp, PickScreen
from canasta.tui.game import HUMAN, Game

KEY_FOR_KIND = {JOKER: "asterisk", TWO: "2", BLACK3: "3", 10: "0", 11: "J", 12: "Q", 13: "K", 14: "A"}
KEY_FOR_KIND.update({k: str(k) for k in range(4, 10)})
SIZE = (110, 36)


async def settle(app: CanastaApp, pilot: Any, timeout: float = 60.0) -> None:
    """Wait until the bots have finished playing and the screen is idle."""
    end = time.monotonic() + timeout
    await pilot.pause()
    while app.busy or any(w.is_running for w in app.workers):
        if time.monotonic() > end:
            raise AssertionError("the bots did not finish in time")
        await pilot.pause(0.005)
    await pilot.pause()


async def select(pilot: Any, kinds: tuple[int, ...] | list[int]) -> None:
    """Select cards the way a person does: one key press per card, by rank."""
    await pilot.press("escape")
    for k in kinds:
        await pilot.press(KEY_FOR_KIND[k])


def person_move(game: Game) -> Move:
    """What the scripted person wants to do next (chosen among the engine's legal moves)."""
    legal = game.legal()
    st = game.st
    if st.phase == "answer":
        return Move("yes")
    if st.phase == "draw":
        takes = [m for m in legal if m.action == "take"]
        return takes[0] if takes else Move("draw")
    for action in ("ask", "meld", "add"):
        found = [m for m in legal if m.action == action]
        if found:
            return found[0]
    if Move("end") in legal:
        return Move("end")
    discards = [m for m in legal if m.action == "discard"]
    counts = st.hand_counts(HUMAN)
    # keep pairs: throw the kind held fewest times (a natural person's habit)
    return min(discards, key=lambda m: (counts[m.cards[0]], -m.cards[0]))


async def play_by_keys(app: CanastaApp, pilot: Any, m: Move) -> None:
    """Press the keys for move ``m``; the app turns them into the move."""
    a = m.action
    if a in ("yes", "no"):
        await pilot.press("y" if a == "yes" else "n")
    elif a == "draw":
        await pilot.press("s")
    elif a == "ask":
        await pilot.press("k")
    elif a == "end":
        await pilot.press("e")
    else:
        await select(pilot, m.cards)
        await pilot.press({"take": "t", "meld": "m", "add": "a", "discard": "d"}[a])
        await pilot.pause()
        if isinstance(app.screen, PickScreen):  # several ways: pick the intended one from the list
            idx = app.screen.moves.index(m)
            for _ in range(idx):
                await pilot.press("down")
            await pilot.press("enter")


def plain(renderable: Any, width: int = 140) -> str:
    """The text a rich renderable shows on screen."""
    console = Console(record=True, width=width, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


async def play_hand(app: CanastaApp, pilot: Any, max_moves: int = 400) -> set[str]:
    """The scripted person plays until the hand is over; returns the kinds of move played."""
    g = app.game
    seen: set[str] = set()
    for _ in range(max_moves):
        await settle(app, pilot)
        if g.st.hand_over:
            return seen
        assert g.human_to_act
        m = person_move(g)
        before = len(g.record.moves)
        await play_by_keys(app, pilot, m)
        await pilot.pause()
        assert app.board.message.plain == "", app.board.message.plain
        assert g.record.moves[before] == str(m), "the keys played the intended move"
        seen.add(m.action)
    raise AssertionError("the hand did not end")


def run(coro: Any) -> Any:
    return run_async(coro)
