"""The full-screen terminal game (Textual).

One :class:`BoardScreen` shows the table and takes the keys; modal screens show the help, the
legal moves, a typed move, the score of a hand and the score sheet of the match. Bots think in
a worker thread; only the main thread changes the game.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from ..cards import BLACK3, IS_WILD, JOKER, KIND, RED3, TWO, face_label
from ..errors import CanastaError
from ..moves import ASK, DRAW, END, NO, YES, Move, parse_move
from ..solver import meld_value
from .game import HUMAN, Game, kind_label, meld_label
from .intent import Intent, add_intent, discard_intent, meld_intent, take_intent
from .text import cards_phrase, plural, say

# Kinds in the order the hand is shown: wild cards, then 4 up to the ace, then black threes.
HAND_ORDER: tuple[int, ...] = (JOKER, TWO, *range(4, 15), BLACK3)

HELP = """\
[b]Canasta: the keys[/b]

[b]Choosing cards[/b] (the hand is grouped by rank)
  Left / Right       move between the groups of cards
  Space or Up        select one more card of that group
  Down               put one card of that group back
  4 .. 9, 0          select one more 4 .. 9, or 10
  J Q K A (Shift)    select one more Jack, Queen, King, Ace (j also: Jack)
  2, 3, *            select one more two, black three, Joker
  Esc or c           clear the selection

[b]Playing[/b]
  s   draw from the stock
  t   take the pile (with the selected cards, e.g. a pair matching the top card)
  m   meld the selected cards as a new meld (3 or more)
  a   add the selected cards to your side's melds
  d   discard the selected card (or the card under the cursor) - ends your turn
  k   ask your partner "May I go out?"
  y / n   answer your partner's "May I go out?"
  e   end the turn without discarding (only when the last stock card was a red three)
  Enter   after a hand: see the score and deal the next hand

[b]Help[/b]
  l   list the legal moves and pick one (Up/Down, Enter)
  :   type a move in notation (e.g. "meld 7 7 2")
  h   a hint: a good move and why
  ?   this help
  q   save and quit (the game can be resumed with --resume)

[b]Looking around[/b]
  PgUp / PgDn   scroll the log (the whole hand; the last moves are shown)
  [ / ]         scroll the melds
  f             fold the melds: short (rank x count) or with every card

An illegal choice is refused with the rule that forbids it, and nothing changes.
Press Esc, Enter or ? to close this help."""

RANK_KEYS = {"4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "0": 10, "J": 11, "Q": 12, "K": 13, "A": 14,
             "2": TWO, "3": BLACK3, "*": JOKER}
PROMPTS = (("draw", "draw from the stock (s)"), ("take", "take the pile (t)"), ("meld", "meld (m)"),
           ("add", "add to a meld (a)"), ("ask", "ask to go out (k)"), ("end", "end the turn (e)"),
           ("discard", "discard (d) to end your turn"))
KEY_NAMES = {"*": "asterisk"}


def _unfocusable(w: VerticalScroll) -> VerticalScroll:
    """A scrolling panel that never takes the keys (the arrows belong to the hand)."""
    w.can_focus = False
    return w


def card_text(face: int, style: str = "") -> Text:
    label = face_label(face)
    colour = "red" if label[-1] in "\u2665\u2666" else ("magenta" if face == 52 else "")
    return Text(label, style=" ".join(x for x in (colour, style) if x))


def faces_text(faces: list[int] | tuple[int, ...]) -> Text:
    out = Text()
    for i, f in enumerate(faces):
        if i:
            out.append(" ")
        out.append_text(card_text(f))
    return out


# ---------------------------------------------------------------------------------------- modal screens


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,enter,question_mark,q", "close", "Close")]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dialog"):
            yield Static(HELP, id="help-text")

    def action_close(self) -> None:
        self.dismiss(None)


class PickScreen(ModalScreen[Move | None]):
    """A list of moves to pick from (the legal moves, or the ways to play a selection)."""

    BINDINGS = [Binding("escape,l", "close", "Close")]

    def __init__(self, title: str, moves: list[Move], describe: dict[str, str]) -> None:
        super().__init__()
        self.title_text = title
        self.moves = moves
        self.describe = describe

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(Text(self.title_text, style="bold"))
            width = max((len(str(m)) for m in self.moves), default=0) + 3
            opts = [Option(Text(f"{str(m):<{width}}{self.describe.get(str(m), '')}".rstrip()), id=str(i))
                    for i, m in enumerate(self.moves)]
            yield OptionList(*opts, id="picklist")
            yield Static("Up/Down to choose, Enter to play, Esc to close.", classes="hint")

    def on_mount(self) -> None:
        ol = self.query_one(OptionList)
        ol.focus()
        if self.moves:
            ol.highlighted = 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.moves[event.option_index])

    def action_close(self) -> None:
        self.dismiss(None)


class MoveInputScreen(ModalScreen[str | None]):
    BINDINGS = [Binding("escape", "close", "Close")]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(Text("Type a move, e.g.  draw   take 7 7   meld 7 7 2   add 2 to 7   discard 9", style="bold"))
            yield Input(placeholder="move", id="move-input")
            yield Static("Enter to play, Esc to close. 'l' on the table lists the legal moves.", classes="hint")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def action_close(self) -> None:
        self.dismiss(None)


class ScoreScreen(ModalScreen[None]):
    """The score of a finished hand (``State.result``), or the match's score sheet."""

    BINDINGS = [Binding("escape,enter,space", "close", "Continue"), Binding("q", "quit_game", "Save+quit")]

    def __init__(self, body: Any, hint: str) -> None:
        super().__init__()
        self.body = body
        self.hint = hint

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dialog"):
            yield Static(self.hint, classes="hint")
            yield Static(self.body, id="score-body")

    def action_close(self) -> None:
        self.dismiss(None)

    def action_quit_game(self) -> None:
        app = self.app
        if isinstance(app, CanastaApp):
            app.save_and_quit()


ITEMS = (("melded", "cards melded"), ("natural_canastas", "natural canastas"),
         ("mixed_canastas", "mixed canastas"), ("canasta_bonus", "canasta bonuses"),
         ("concealed_canasta_bonus", "concealed canasta bonus"), ("red_threes", "red threes (count)"),
         ("red3_points", "red threes (points)"), ("going_out", "going out"), ("in_hand", "cards left in hand"),
         ("total", "total"))


def hand_score_table(game: Game) -> Group:
    st = game.st
    res = st.result
    d = res.to_dict()
    if d["went_out"] >= 0:
        how = "concealed" if d["concealed"] else ""
        headline = f"Hand {st.hand_no + 1} is over: {game.names[d['went_out']]} went out {how}".rstrip() + "."
    elif d["ended_by"] == "stock":
        headline = f"Hand {st.hand_no + 1} is over: the stock ran out."
    else:
        headline = f"Hand {st.hand_no + 1} is over: the pile could not be taken with the stock empty."
    t = Table(title="Score of the hand", show_lines=False)
    t.add_column("")
    for side in d["sides"]:
        t.add_column(" + ".join(game.names[q] for q in side["seats"]), justify="right")
    for key, label in ITEMS:
        row = []
        for side in d["sides"]:
            v = side[key]
            row.append(f"-{v}" if key == "in_hand" and v else str(v))
        t.add_row(label, *row, style="bold" if key == "total" else "")
    scores = Table(title="Match score", show_lines=False)
    scores.add_column("team")
    scores.add_column("this hand", justify="right")
    scores.add_column("total", justify="right")
    for i, members in enumerate(st.teams):
        scores.add_row(" + ".join(game.names[q] for q in members), str(d["team_points"][i]), str(st.scores[i]))
    return Group(Text(headline, style="bold"), Text(""), t, Text(""), scores)


def sheet_table(game: Game) -> Group:
    st = game.st
    t = Table(title="Score sheet", show_lines=False)
    t.add_column("hand", justify="right")
    for members in st.teams:
        t.add_column(" + ".join(game.names[q] for q in members), justify="right")
    running = [0] * len(st.teams)
    for i, row in enumerate(st.sheet, 1):
        cells = []
        for j, pts in enumerate(row):
            running[j] += pts
            cells.append(f"{pts:+d}  ({running[j]})")
        t.add_row(str(i), *cells)
    t.add_row("total", *[str(x) for x in st.scores], style="bold")
    if st.winners:
        w = st.winners[0]
        who = " + ".join(game.names[q] for q in st.teams[w])
        head = f"The match is over: {who} win{'s' if who != 'You' and len(st.teams[w]) == 1 else ''} " \
               f"with {st.scores[w]} points (target {st.rules.target})."
        if HUMAN in st.teams[w]:
            head += " Well played!"
    else:
        head = f"Score sheet after {plural(len(st.sheet), 'hand', 'hands')} (target {st.rules.target})."
    return Group(Text(head, style="bold"), Text(""), t)


# ---------------------------------------------------------------------------------------- the board


class BoardScreen(Screen[None]):
    """The table: melds, pile, hand, log; all the game keys."""

    BINDINGS = [
        Binding("left", "cursor(-1)", "Prev card", show=False),
        Binding("right", "cursor(1)", "Next card", show=False),
        Binding("space,up", "select(1)", "Select", show=False),
        Binding("down", "select(-1)", "Unselect", show=False),
        Binding("escape,c", "clear", "Clear", show=False),
        Binding("s", "draw", "Draw"),
        Binding("t", "take", "Take"),
        Binding("m", "meld", "Meld"),
        Binding("a", "add", "Add"),
        Binding("d", "discard", "Discard"),
        Binding("k", "ask", "Ask", show=False),
        Binding("y", "answer(True)", "Yes", show=False),
        Binding("n", "answer(False)", "No", show=False),
        Binding("e", "end", "End turn", show=False),
        Binding("enter", "next", "Continue", show=False),
        Binding("l", "legal", "Legal"),
        Binding("colon", "type_move", "Type", show=False),
        Binding("question_mark", "help", "Help"),
        Binding("h", "hint", "Hint"),
        Binding("q", "quit_game", "Quit"),
        Binding("pageup", "scroll_log(-1)", "Log up", show=False),
        Binding("pagedown", "scroll_log(1)", "Log down", show=False),
        Binding("left_square_bracket", "scroll_melds(-1)", "Melds up", show=False),
        Binding("right_square_bracket", "scroll_melds(1)", "Melds down", show=False),
        Binding("f", "fold", "Fold", show=False),
        *[Binding(KEY_NAMES.get(key, key), f"pick({k})", show=False) for key, k in RANK_KEYS.items()],
        Binding("j", "pick(11)", show=False),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game
        self.cursor = 0
        self.sel: dict[int, int] = {}
        self.message = Text("")
        self.fold: bool | None = None  # None: short melds when the terminal is small
        self._log_lines = 0
        self._bound = {k.strip() for b in self.BINDINGS if isinstance(b, Binding) for k in b.key.split(",")}

    @property
    def capp(self) -> CanastaApp:
        app = self.app
        assert isinstance(app, CanastaApp)
        return app

    def compose(self) -> ComposeResult:
        yield Static(id="top")
        with Horizontal(id="table"):
            with _unfocusable(VerticalScroll(id="melds-box")):
                yield Static(id="melds")
            with _unfocusable(VerticalScroll(id="info-box")):
                yield Static(id="info")
        yield Static(id="hand")
        yield Static(id="status")
        with _unfocusable(VerticalScroll(id="log-box")):
            yield Static(id="log")
        yield Footer()

    def on_mount(self) -> None:
        self.reset_cursor()
        self.refresh_all()
        self.call_after_refresh(self.refresh_all)  # and once the screen has its size

    def on_resize(self) -> None:
        self.refresh_all()

    def on_key(self, event: Any) -> None:
        """A key that does nothing gets a word of feedback (the bound keys act as usual)."""
        key = event.key
        if key in self._bound or key in ("tab", "shift+tab", "ctrl+c", "ctrl+q"):
            return
        shown = event.character if event.character and event.character.isprintable() else key
        self.say(say("tui-unknown-key", key=shown), error=True)

    # ------------------------------------------------------------------ selection

    def reset_cursor(self) -> None:
        """Put the cursor on the first natural card, so that a bare 'd' never throws a wild card
        by surprise."""
        ks = self.kinds()
        self.cursor = next((i for i, k in enumerate(ks) if not IS_WILD[k]), 0)

    def kinds(self) -> list[int]:
        """The kinds in the person's hand, in display order."""
        counts = self.game.st.hand_counts(HUMAN)
        return [k for k in HAND_ORDER if counts[k]]

    def selected(self) -> list[int]:
        out: list[int] = []
        for k in HAND_ORDER:
            out.extend([k] * self.sel.get(k, 0))
        return out

    def cursor_kind(self) -> int | None:
        ks = self.kinds()
        if not ks:
            return None
        self.cursor = max(0, min(self.cursor, len(ks) - 1))
        return ks[self.cursor]

    def _fix_selection(self) -> None:
        counts = self.game.st.hand_counts(HUMAN)
        self.sel = {k: min(n, counts[k]) for k, n in self.sel.items() if min(n, counts[k]) > 0}
        self.cursor_kind()

    def action_cursor(self, step: int) -> None:
        self.message = Text("")
        ks = self.kinds()
        if ks:
            self.cursor = (self.cursor + step) % len(ks)
        self.refresh_all()

    def action_select(self, step: int) -> None:
        self.message = Text("")
        k = self.cursor_kind()
        if k is None:
            return
        have = self.game.st.hand_counts(HUMAN)[k]
        n = self.sel.get(k, 0) + step
        if step > 0 and n > have:
            n = 0  # wrap: pressing again after the last card clears the group
        self.sel[k] = max(0, n)
        if not self.sel[k]:
            del self.sel[k]
        self.refresh_all()

    def action_pick(self, k: int) -> None:
        ks = self.kinds()
        if k not in ks:
            self.say(f"You hold no {kind_label(k)}.", error=True)
            return
        self.cursor = ks.index(k)
        self.action_select(1)

    def action_clear(self) -> None:
        self.message = Text("")
        self.sel = {}
        self.refresh_all()

    # ------------------------------------------------------------------ playing

    def _ready(self) -> bool:
        if self.capp.busy:
            self.say("Wait: the bots are playing.", error=True)
            return False
        return True

    def play(self, moves: list[Move]) -> bool:
        """Play the person's moves (all or none); show the engine's reason if refused."""
        if not self._ready():
            return False
        out = self.game.play_human(moves)
        if not out.ok:
            self.say(out.error[:1].upper() + out.error[1:], error=True)
            self.app.bell()
            return False
        self.sel = {}
        self.message = Text("")
        self.reset_cursor()
        self.capp.after_moves()
        return True

    def run_intent(self, intent: Intent, title: str) -> None:
        if intent.message:
            self.say(intent.message[:1].upper() + intent.message[1:] + ".", error=True)
        elif intent.choices:
            self.pick(title, intent.choices)
        else:
            self.play(intent.moves)

    def pick(self, title: str, moves: list[Move]) -> None:
        def done(m: Move | None) -> None:
            if m is not None:
                self.play([m])

        self.app.push_screen(PickScreen(title, moves, describe_moves(self.game, moves)), done)

    def action_draw(self) -> None:
        self.play([DRAW])

    def action_take(self) -> None:
        g = self.game
        self.run_intent(take_intent(self.selected(), g.legal(), g.st.pile, g.st.hand_counts(HUMAN)),
                        "Take the pile how?")

    def action_meld(self) -> None:
        self.run_intent(meld_intent(self.selected()), "Meld how?")

    def action_add(self) -> None:
        g = self.game
        side = g.st.side_of[HUMAN]
        own = sorted(g.st.melds[side]) if side >= 0 else []
        self.run_intent(add_intent(self.selected(), g.legal(), own), "Add it to which meld?")

    def action_discard(self) -> None:
        self.run_intent(discard_intent(self.selected(), self.cursor_kind()), "Discard")

    def action_ask(self) -> None:
        self.play([ASK])

    def action_answer(self, yes: bool) -> None:
        self.play([YES if yes else NO])

    def action_end(self) -> None:
        self.play([END])

    def action_next(self) -> None:
        if self.game.st.hand_over:
            self.capp.show_hand_end()
        elif self.game.human_to_act:
            self.say("Your turn: " + self.prompt(), error=False)

    def action_legal(self) -> None:
        if not self._ready():
            return
        moves = [m for m in self.game.legal() if m.action != "deal"]
        if not moves:
            self.say("You have no move to make now: " + self.game._not_your_turn() + ".", error=True)
            return
        self.pick("Your legal moves", moves)

    def action_type_move(self) -> None:
        def done(text: str | None) -> None:
            if not text or not text.strip():
                return
            try:
                m = parse_move(text)
            except CanastaError as e:
                self.say(str(e), error=True)
                return
            if m.action == "deal":
                self.action_next()
                return
            self.play([m])

        self.app.push_screen(MoveInputScreen(), done)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen())

    def action_quit_game(self) -> None:
        self.capp.save_and_quit()

    def action_scroll_log(self, step: int) -> None:
        box = self.query_one("#log-box", VerticalScroll)
        box.scroll_to(y=box.scroll_y + step * max(1, box.size.height - 1), animate=False)

    def action_scroll_melds(self, step: int) -> None:
        box = self.query_one("#melds-box", VerticalScroll)
        box.scroll_to(y=box.scroll_y + step * max(1, box.size.height - 1), animate=False)

    def action_fold(self) -> None:
        self.fold = not self.folded()
        self.refresh_all()

    def folded(self) -> bool:
        """Short melds (rank x count): chosen with ``f``, else when the terminal is small."""
        if self.fold is not None:
            return self.fold
        return self.app.size.height < 34 or self.app.size.width < 100

    def action_hint(self) -> None:
        g = self.game
        if not g.human_to_act:
            self.say(say("tui-hint-none"), error=True)
            return
        try:
            from ..bots.hints import hint  # type: ignore[import-not-found, unused-ignore]
        except ImportError:
            self.say(say("tui-hint-missing"), error=True)
            return
        try:
            h = hint(g.st.view(HUMAN), level="medium", seed=len(g.record.moves))
            text = h.message("en") if hasattr(h, "message") else str(h.text)
        except Exception as e:  # a hint must never end the game
            self.say(f"No hint: {type(e).__name__}: {e}", error=True)
            return
        self.say(say("tui-hint", text=text), error=False)

    # ------------------------------------------------------------------ drawing

    def say(self, text: str, error: bool = False) -> None:
        self.message = Text(text, style="bold red" if error else "bold green")
        self.refresh_all()

    def prompt(self) -> str:
        """What the person may do now, from the engine's legal moves."""
        st = self.game.st
        if st.phase == "answer":
            return f"{self.game.names[st.asker]} asks: \"May I go out?\"  y = yes, n = no."
        actions = {m.action for m in self.game.legal()}
        parts = [text for action, text in PROMPTS if action in actions]
        head = ""
        if st.answer == 1:
            head = "your partner said yes, so you must go out this turn: "
        elif st.answer == 0:
            head = "your partner said no, so you may not go out this turn: "
        if not parts:
            return head + "no move is possible."
        return head + ", ".join(parts[:-1]) + (" or " if len(parts) > 1 else "") + parts[-1] + "."

    def refresh_all(self) -> None:
        # drawn as soon as the widgets exist (on mount, before any key), not only once mounted
        try:
            top = self.query_one("#top", Static)
        except NoMatches:
            return
        self._fix_selection()
        top.update(self.render_top())
        self.query_one("#melds", Static).update(self.render_melds())
        self.query_one("#info", Static).update(self.render_info())
        self.query_one("#hand", Static).update(self.render_hand())
        self.query_one("#status", Static).update(self.render_status())
        self.query_one("#log", Static).update(self.render_log())
        n = len(self.game.log)
        if n != self._log_lines:  # new lines: show the last moves
            self._log_lines = n
            box = self.query_one("#log-box", VerticalScroll)
            self.call_after_refresh(box.scroll_end, animate=False)

    def render_top(self) -> Text:
        """The header; shortened to fit the width, it always ends with "(game to N)"."""
        g = self.game
        st = g.st
        width = max(20, self.app.size.width - 1)
        goal = f"(game to {st.rules.target})"
        long_head = f"Canasta ({st.rules.preset}, {st.rules.players} players)  Hand {st.hand_no + 1}  "
        short_head = f"Hand {st.hand_no + 1}  "
        full = [" + ".join(g.names[q] for q in members) for members in st.teams]
        initials = ["+".join(g.names[q][:2] for q in members) for members in st.teams]
        for head, names, sep, label in ((long_head, full, "  |  ", "Scores: "), (short_head, full, " | ", ""),
                                        (short_head, initials, " | ", "")):
            scores = label + sep.join(f"{n} {st.scores[i]}" for i, n in enumerate(names))
            if len(head) + len(scores) + 2 + len(goal) <= width:
                break
        t = Text()
        t.append(head, style="bold")
        t.append(scores + "  " + goal)
        return t

    def render_melds(self) -> Group:
        g = self.game
        st = g.st
        r = st.rules
        mine = st.side_of[HUMAN]
        blocks: list[Any] = []
        order = sorted(range(len(st.sides)), key=lambda s: (s != mine, s))
        for s in order:
            members = st.sides[s]
            if not members:
                continue
            title = Text()
            title.append("Your side" if s == mine else "Opponents", style="bold underline")
            for q in members:
                title.append("  " + say("tui-seat-cards", name=g.names[q], cards_phrase=cards_phrase(st.nhand[q])),
                             style="bold" if q == st.turn else "")
                if st.red3s[q]:
                    title.append(" ")
                    title.append_text(faces_text(st.red3s[q]))
            if st.opened[s]:
                title.append("  (initial meld made)", style="dim")
            else:
                need = st.opening_minimum(members[0])
                so_far = sum(meld_value(r, m) for m in st.melds[s].values())
                title.append(f"  initial meld: {need} points needed" + (f", {so_far} laid" if so_far else ""),
                             style="cyan")
            blocks.append(title)
            if not st.melds[s]:
                blocks.append(Text("  no melds yet", style="dim"))
            if self.folded() and st.melds[s]:
                blocks.append(short_melds(st.melds[s]))
                continue
            for key in sorted(st.melds[s], key=lambda k: (k == 0, -k)):
                m = st.melds[s][key]
                line = Text("  ")
                line.append(f"{meld_label(key):>10}: ", style="bold")
                line.append_text(faces_text(sorted(m.cards, key=lambda f: (IS_WILD[KIND[f]], f))))
                line.append(f"  ({m.size})")
                if m.is_canasta:
                    kind = "natural" if m.is_natural else "mixed"
                    line.append(f"  CANASTA ({kind})", style="bold green" if m.is_natural else "bold yellow")
                blocks.append(line)
        return Group(*blocks)

    def render_info(self) -> Group:
        g = self.game
        st = g.st
        r = st.rules
        lines: list[Any] = []
        head = Text("Pile", style="bold underline")
        lines.append(head)
        if st.pile:
            top = st.pile[-1]
            t = Text("  top card: ")
            t.append_text(card_text(top, "bold"))
            t.append(f"   {len(st.pile)} card{'s' if len(st.pile) != 1 else ''}")
            if st.pile_hidden:
                t.append(f" ({st.pile_hidden} face down)")
            lines.append(t)
            lines.extend(pile_status(g))
        else:
            lines.append(Text("  empty"))
        lines.append(Text(f"Stock: {len(st.stock)} cards", style="bold"))
        if r.canastas_to_go_out:
            need = plural(r.canastas_to_go_out, "canasta", "canastas")
            lines.append(Text(f"To go out a side needs {need}.", style="dim"))
        return Group(*lines)

    def render_hand(self) -> Group:
        g = self.game
        st = g.st
        title = Text("Your hand", style="bold underline")
        if not g.human_plays_hand:
            return Group(title, Text("  You sit out this hand."))
        title.append(f"  ({st.nhand[HUMAN]} cards)", style="")
        nsel = sum(self.sel.values())
        if nsel:
            title.append(f"   selected: {' '.join(kind_label(k) for k in self.selected())}", style="bold green")
        ks = self.kinds()
        line = Text("  ")
        byk: dict[int, list[int]] = {}
        for f in st.hand(HUMAN):
            byk.setdefault(KIND[f], []).append(f)
        for i, k in enumerate(ks):
            faces = sorted(byk.get(k, []))
            chosen = self.sel.get(k, 0)
            group = Text()
            for j, f in enumerate(faces):
                if j:
                    group.append(" ")
                group.append_text(card_text(f, "bold reverse green" if j < chosen else ""))
            if i == self.cursor:
                line.append("[", style="bold yellow")
                line.append_text(group)
                line.append("]", style="bold yellow")
            else:
                line.append(" ")
                line.append_text(group)
                line.append(" ")
            line.append(" ")
        if g.human_to_act and self.size.height >= 30:
            line.append("\n  \u2190/\u2192 choose a group, Space select, \u2193 unselect, Esc clear, ? help",
                        style="dim")
        if st.pending:
            line.append("\n  waiting beside the hand until the initial meld is made: ")
            line.append_text(faces_text(st.pending))
        return Group(title, line)

    def render_status(self) -> Text:
        if self.message.plain:
            return self.message
        g = self.game
        st = g.st
        if st.phase == "match_over":
            return Text("The match is over. Press Enter for the score sheet, q to save and quit.", style="bold")
        if st.phase == "hand_over":
            return Text("The hand is over. Press Enter for the score.", style="bold")
        if g.human_to_act:
            out = Text("Your turn: " + self.prompt(), style="bold cyan")
            if st.phase == "draw":
                out.append("\n")
                out.append_text(take_advice(g))
            return out
        if self.capp.busy or g.bot_to_act is not None:
            return Text(f"{g.names[st.turn]} is playing...", style="dim")
        return Text("")

    def render_log(self) -> Text:
        """The whole log (of this hand and before); the panel scrolls, the last lines are shown."""
        return Text("\n".join(self.game.log))


def short_melds(melds: dict[int, Any]) -> Text:
    """A side's melds folded: ``K x5 (1 wild)``, canastas marked, several on a line."""
    out = Text("  ")
    for i, key in enumerate(sorted(melds, key=lambda k: (k == 0, -k))):
        m = melds[key]
        if i:
            out.append("   ")
        label = "W" if key == 0 else kind_label(key).replace("black 3", "3")
        chip = f"{label}\u00d7{m.size}"
        wild = m.size - m.naturals if key != 0 else 0
        if wild:
            chip += f"({wild}w)"
        style = ""
        if m.is_canasta:
            chip += "\u2605"
            style = "bold green" if m.is_natural else "bold yellow"
        out.append(chip.replace(" ", "\u00a0"), style=style)
    return out


def pile_status(g: Game) -> list[Text]:
    """Frozen / blocked, with the reason, as the engine's state says."""
    st = g.st
    r = st.rules
    out: list[Text] = []
    side = st.side_of[HUMAN]
    top = KIND[st.pile[-1]]
    if st.pile_frozen:
        kinds = {KIND[c] for c in st.pile[st.pile_hidden:]}
        if kinds & {JOKER, TWO}:
            why = "a wild card is in it"
        elif RED3 in kinds:
            why = "a red three was turned up"
        elif BLACK3 in kinds:
            why = "a black three is in it"
        else:
            why = "it was frozen by the deal"
        out.append(Text(f"  FROZEN for everyone: {why} (C-7.4)", style="bold cyan"))
    elif side >= 0 and st.frozen_for(side):
        out.append(Text("  FROZEN for your side until it makes its initial meld (C-7.4)", style="cyan"))
    if top == BLACK3:
        out.append(Text("  BLOCKED: a black three is on top; the next player cannot take it (C-7.7)", style="bold magenta"))
    elif IS_WILD[top] and r.wild_on_top == "blocked":
        out.append(Text("  BLOCKED: a wild card is on top (C-7.3)", style="bold magenta"))
    elif IS_WILD[top] and r.wild_on_top == "three_of_kind":
        out.append(Text(f"  a {kind_label(top)} on top: taken only with three more (IT-17)", style="magenta"))
    if not out:
        out.append(Text("  not frozen", style="dim"))
    return out


def take_advice(g: Game) -> Text:
    """Whether the person can take the pile now, and if not the engine's reason."""
    takes = [m for m in g.legal() if m.action == "take"]
    if takes:
        return Text("You can take the pile: " + ", ".join(f"'{m}'" for m in takes), style="green")
    intent = take_intent([], [], g.st.pile, g.st.hand_counts(HUMAN))
    reason = g.st.explain(intent.moves[0]) if intent.moves else ""
    return Text(f"You cannot take the pile: {reason}" if reason else "", style="yellow")


def describe_moves(g: Game, moves: list[Move]) -> dict[str, str]:
    out = {}
    for m in moves:
        a = m.action
        if a == "draw":
            d = "draw from the stock"
        elif a == "take":
            d = "take the pile" + (f" with {' '.join(kind_label(k) for k in m.cards)}" if m.cards else
                                   " (lay the top card on your meld)")
        elif a == "meld":
            d = "new meld"
        elif a == "add":
            d = f"add to your {meld_label(m.target)}"
        elif a == "discard":
            d = "discard (ends your turn)"
        elif a == "ask":
            d = "ask your partner \"May I go out?\""
        elif a in ("yes", "no"):
            d = "answer your partner"
        elif a == "end":
            d = "end the turn without a discard"
        else:
            d = ""
        out[str(m)] = "- " + d if d else ""
    return out


# ---------------------------------------------------------------------------------------- the app


class CanastaApp(App[str]):
    """The terminal game. ``bot_delay`` is the pause (seconds) after each bot move, so the person
    can follow the play; the tests use 0. ``save_path`` is written after every move and on quit."""

    TITLE = "Canasta"
    ENABLE_COMMAND_PALETTE = False
    CSS = """
    #top { height: 1; background: $boost; }
    #table { height: 1fr; }
    #melds-box { width: 3fr; padding: 0 1; scrollbar-size-vertical: 1; }
    #info-box { width: 2fr; padding: 0 1; border-left: solid $primary; }
    #hand { height: auto; min-height: 3; padding: 0 1; border-top: solid $primary; }
    #status { height: auto; min-height: 1; padding: 0 1; }
    #log-box { height: 30%; min-height: 6; padding: 0 1; border-top: solid $primary; color: $text-muted; scrollbar-size-vertical: 1; }
    #log { height: auto; }
    #dialog { width: 90%; height: auto; max-height: 90%; border: thick $primary; background: $surface; padding: 1 2; }
    ModalScreen { align: center middle; }
    #picklist { height: auto; max-height: 20; }
    .hint { color: $text-muted; }
    """

    def __init__(self, game: Game, save_path: Path | None = None, bot_delay: float = 0.4) -> None:
        super().__init__()
        self.game = game
        self.save_path = save_path
        self.bot_delay = bot_delay
        self.busy = False
        self.save_error = ""
        self.board = BoardScreen(game)
        self._shown_hand_end = -1

    def on_mount(self) -> None:
        self.push_screen(self.board)
        self.after_moves()

    # ------------------------------------------------------------------ flow

    def after_moves(self) -> None:
        """After any move: save, redraw, then let the bots play or show the end of the hand."""
        self.save()
        self.board.refresh_all()
        g = self.game
        if g.bot_to_act is not None:
            self.busy = True
            self.board.refresh_all()
            self.bot_worker()
        elif g.st.hand_over and self._shown_hand_end != len(g.record.moves):
            self._shown_hand_end = len(g.record.moves)
            self.show_hand_end()

    @work(thread=True, exclusive=True, group="bots")
    def bot_worker(self) -> None:
        worker = get_current_worker()
        while not worker.is_cancelled:
            try:
                got = self.game.bot_choose()
            except Exception as e:  # a bot's own failure must not crash the game
                self.call_from_thread(self._bot_failed, str(e))
                return
            if got is None or worker.is_cancelled:
                break
            try:
                self.call_from_thread(self._bot_move, *got)
            except RuntimeError:
                return  # the app is closing
            if self.bot_delay and self.game.bot_to_act is not None:
                time.sleep(self.bot_delay)
        if not worker.is_cancelled:
            try:
                self.call_from_thread(self._bots_done)
            except RuntimeError:
                return

    def _bot_move(self, seat: int, move: Move) -> None:
        self.game.bot_apply(seat, move)
        self.save()
        self.board.refresh_all()

    def _bot_failed(self, why: str) -> None:
        seat = self.game.bot_to_act
        if seat is not None:
            fallback = self.game.st.legal_move_list()[0]
            self.game.log.append(f"(bot {self.game.names[seat]} failed: {why}; it plays '{fallback}')")
            self.game.bot_apply(seat, fallback)
        self._bots_done()
        if self.game.bot_to_act is not None:
            self.after_moves()

    def _bots_done(self) -> None:
        self.busy = False
        self.after_moves()

    def show_hand_end(self) -> None:
        g = self.game
        if g.st.phase == "match_over":
            self.push_screen(ScoreScreen(Group(hand_score_table(g), Text(""), sheet_table(g)),
                                         "The match is over. Enter to close; then q saves and quits."))
            return

        def deal(_: None) -> None:
            if g.st.phase == "hand_over":
                g.deal()
                self.board.reset_cursor()
                self.after_moves()

        self.push_screen(ScoreScreen(Group(hand_score_table(g), Text(""), sheet_table(g)),
                                     "Press Enter to deal the next hand (q: save and quit; Up/Down scroll)."), deal)

    # ------------------------------------------------------------------ saving

    def save(self) -> None:
        if self.save_path is None:
            return
        try:
            self.game.save(self.save_path)
            self.save_error = ""
        except OSError as e:
            self.save_error = f"cannot save to {str(self.save_path)!r}: {e.strerror}"
            self.board.say(self.save_error, error=True)

    def save_and_quit(self) -> None:
        self.save()
        for w in self.workers:
            w.cancel()
        if self.save_path is not None and not self.save_error:
            over = self.game.st.phase == "match_over"
            msg = say("tui-saved-over" if over else "tui-saved-resume", path=self.save_path)
        elif self.save_error:
            msg = f"error: {self.save_error}"
        else:
            msg = "Game not saved."
        self.exit(msg)

