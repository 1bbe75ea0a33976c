"""The full-screen terminal game (Textual).

One :class:`BoardScreen` shows the table and takes the keys; modal screens show the help, the
legal moves, a typed move, the score of a hand and the score sheet of the match. Bots think in
a worker thread; only the main thread changes the game.
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

from rich.cells import cell_len
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

from .. import i18n
from ..cards import BLACK3, GROUP_BASE, IS_WILD, JOKER, JOKER_FACE, KIND, SEQ_BASE, TWO, group_slot, key_rank
from ..errors import CanastaError
from ..i18n.rulespage import SECTION_OF, anchor_for, page
from ..moves import ASK, DRAW, END, NO, YES, Move, parse_move
from ..rules import RuleSet
from ..solver import meld_value
from .game import HUMAN, Game, kind_label, meld_label, seq_run
from .intent import Intent, add_intent, discard_intent, meld_intent, take_intent
from .text import capital, face, reason_text, say

# Kinds in the order the hand is shown: wild cards, then 4 up to the ace, then black threes.
HAND_ORDER: tuple[int, ...] = (JOKER, TWO, *range(4, 15), BLACK3)
#: the moves that play cards from the hand: a hint for one of them selects those cards
HAND_ACTIONS = frozenset(("take", "meld", "add", "discard"))

#: the help (?): parts, each a title and its rows ("keys: what they do"), as catalog messages
HELP_PARTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("tui-help-choosing", ("cursor", "select", "unselect", "numbers", "faces", "wilds", "clear")),
    ("tui-help-playing", ("draw", "take", "meld", "add", "discard", "ask", "answer", "end", "next")),
    ("tui-help-helping", ("legal", "type", "hint", "rules", "help", "quit")),
    ("tui-help-looking", ("log", "melds", "fold")),
)


def help_text(lang: str) -> Group:
    """The keys, in the person's language: per part a title, then keys (bold) and what they do."""
    parts: list[Any] = [Text(say(lang, "tui-help-title"), style="bold")]
    for title, rows in HELP_PARTS:
        parts.append(Text("\n" + say(lang, title), style="bold"))
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold", no_wrap=True)
        grid.add_column()
        for row in rows:
            grid.add_row("  " + say(lang, "tui-help-" + row), say(lang, f"tui-help-{row}.text"))
        parts.append(grid)
    parts.append(Text("\n" + say(lang, "tui-help-footer")))
    return Group(*parts)


RANK_KEYS = {"4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, "0": 10, "J": 11, "Q": 12, "K": 13, "A": 14,
             "2": TWO, "3": BLACK3, "*": JOKER}
PROMPTS = ("draw", "take", "meld", "add", "ask", "end", "discard")
KEY_NAMES = {"*": "asterisk"}


def _unfocusable(w: VerticalScroll) -> VerticalScroll:
    """A scrolling panel that never takes the keys (the arrows belong to the hand)."""
    w.can_focus = False
    return w


def card_text(f: int, style: str = "", lang: str = "en") -> Text:
    label = face(lang, f)
    colour = "red" if label[-1] in "\u2665\u2666" else ("magenta" if f == JOKER_FACE else "")
    return Text(label, style=" ".join(x for x in (colour, style) if x))


def faces_text(faces: list[int] | tuple[int, ...], lang: str = "en") -> Text:
    out = Text()
    for i, f in enumerate(faces):
        if i:
            out.append(" ")
        out.append_text(card_text(f, lang=lang))
    return out


# ---------------------------------------------------------------------------------------- modal screens


class HelpScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,enter,question_mark,q", "close", "Close")]

    def __init__(self, lang: str = "en") -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dialog"):
            yield Static(help_text(self.lang), id="help-text")

    def action_close(self) -> None:
        self.dismiss(None)


class RulesScreen(ModalScreen[None]):
    """The rules of this table (house rules included) in the person's language, as the web's rules
    page says them; opened at the paragraph of a RULES.md id (the rule that refused the last move),
    which stands out."""

    BINDINGS = [Binding("escape,enter,r,q", "close", "Close")]
    DEFAULT_CSS = """
    RulesScreen .rule { padding-left: 2; }
    RulesScreen .rule-here { padding-left: 0; }
    """

    def __init__(self, lang: str, rules: RuleSet, rule: str | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.rules = rules
        self.rule = rule
        self.target = anchor_for(rule, rules) if rule else None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dialog"):
            yield Static(Text(i18n.tr(self.lang, "rules-title", preset=i18n.tr(self.lang, "preset-" + self.rules.preset),
                                      players=self.rules.players), style="bold"))
            if self.rule:
                yield Static(Text(say(self.lang, "tui-rules-why", rule=self.rule), style="dim"))
            sections = page(self.lang, self.rules)
            shown = {anchor for sec in sections for anchor, _ in sec.paragraphs}
            for sec in sections:
                if not sec.paragraphs:
                    continue
                here = sec.anchor == self.target and self.target not in shown
                yield Static(Text("\n" + sec.heading, style="bold reverse" if here else "bold underline"),
                             id=f"rules-section-{sec.anchor}")
                for anchor, text in sec.paragraphs:
                    here = anchor == self.target
                    yield Static(Text(("\u25b6 " if here else "") + text, style="bold yellow" if here else ""),
                                 id=f"rules-{anchor}", classes="rule rule-here" if here else "rule")

    def on_mount(self) -> None:
        box = self.query_one("#dialog", VerticalScroll)
        box.focus()
        if self.target:
            self.call_after_refresh(self._scroll_to_target, box)

    def _scroll_to_target(self, box: VerticalScroll) -> None:
        """Once laid out: the heading of the rule's section at the top, and the rule's paragraph in
        view (the section alone if the table's rules do not show that paragraph)."""
        if self.target:
            here = self.query(".rule-here")
            section = SECTION_OF.get(self.target.replace("-", "_"), self.target) if here else self.target
            try:
                top = self.query_one(f"#rules-section-{section}").virtual_region.y
            except NoMatches:
                return
            if here:
                para = here.first().virtual_region
                if para.bottom - top > box.scrollable_content_region.height:
                    top = para.y
            box.scroll_to(y=top, animate=False)

    def action_close(self) -> None:
        self.dismiss(None)


class PickScreen(ModalScreen[Move | None]):
    """A list of moves to pick from (the legal moves, or the ways to play a selection)."""

    BINDINGS = [Binding("escape,l", "close", "Close")]

    def __init__(self, title: str, moves: list[Move], describe: dict[str, str], lang: str = "en") -> None:
        super().__init__()
        self.title_text = title
        self.moves = moves
        self.describe = describe
        self.lang = lang

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static(Text(self.title_text, style="bold"))
            if self.lang == "en":  # the notation, then what it does
                width = max((len(str(m)) for m in self.moves), default=0) + 3
                opts = [Option(Text(f"{str(m):<{width}}{self.describe.get(str(m), '')}".rstrip()), id=str(i))
                        for i, m in enumerate(self.moves)]
            else:  # what it does, in the person's words (the notation is English)
                opts = [Option(Text(self.describe.get(str(m), "").removeprefix("- ") or str(m)), id=str(i))
                        for i, m in enumerate(self.moves)]
            yield OptionList(*opts, id="picklist")
            yield Static(say(self.lang, "tui-pick-hint"), classes="hint")

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
    """A move typed in the notation, in the person's language or in English (canasta.i18n.notation_from)."""

    BINDINGS = [Binding("escape", "close", "Close")]

    def __init__(self, lang: str = "en") -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        lang = self.lang
        with Vertical(id="dialog"):
            yield Static(Text(say(lang, "notation-help"), style="bold"))
            yield Input(placeholder=say(lang, "tui-type-placeholder"), id="move-input")
            yield Static(say(lang, "tui-type-hint"), classes="hint")

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


ITEMS = (("melded", "result-melded"), ("natural_canastas", "result-natural-canastas"),
         ("mixed_canastas", "result-mixed-canastas"), ("canasta_bonus", "result-canasta-bonus"),
         ("concealed_canasta_bonus", "result-concealed-canasta-bonus"), ("red_threes", "result-red-threes"),
         ("red3_points", "result-red3-points"), ("going_out", "result-going-out"), ("in_hand", "result-in-hand"),
         ("total", "result-total"))


def hand_score_table(game: Game) -> Group:
    st = game.st
    res = st.result
    d = res.to_dict()
    hand = st.hand_no + 1
    if d["went_out"] >= 0:
        key = "tui-score-out-concealed" if d["concealed"] else "tui-score-out"
        if d["went_out"] == HUMAN:
            key += "-you"
        headline = game.say(key, hand=hand, name=game.names[d["went_out"]])
    elif d["ended_by"] == "stock":
        headline = game.say("tui-score-stock", hand=hand)
    else:
        headline = game.say("tui-score-pile", hand=hand)
    t = Table(title=game.say("tui-score-title"), show_lines=False)
    t.add_column("")
    for side in d["sides"]:
        t.add_column(" + ".join(game.names[q] for q in side["seats"]), justify="right")
    for key, label in ITEMS:
        row = []
        for side in d["sides"]:
            v = side[key]
            row.append(f"-{v}" if key == "in_hand" and v else str(v))
        t.add_row(game.say(label), *row, style="bold" if key == "total" else "")
    scores = Table(title=game.say("tui-match-score"), show_lines=False)
    scores.add_column(game.say("tui-team"))
    scores.add_column(game.say("tui-this-hand"), justify="right")
    scores.add_column(game.say("tui-total"), justify="right")
    for i, members in enumerate(st.teams):
        scores.add_row(" + ".join(game.names[q] for q in members), str(d["team_points"][i]), str(st.scores[i]))
    return Group(Text(headline, style="bold"), Text(""), t, Text(""), scores)


def sheet_table(game: Game) -> Group:
    st = game.st
    t = Table(title=game.say("tui-sheet-title"), show_lines=False)
    t.add_column(game.say("tui-sheet-hand"), justify="right")
    for members in st.teams:
        t.add_column(" + ".join(game.names[q] for q in members), justify="right")
    running = [0] * len(st.teams)
    for i, row in enumerate(st.sheet, 1):
        cells = []
        for j, pts in enumerate(row):
            running[j] += pts
            cells.append(f"{pts:+d}  ({running[j]})")
        t.add_row(str(i), *cells)
    t.add_row(game.say("tui-total"), *[str(x) for x in st.scores], style="bold")
    target = st.rules.target
    if st.winners:
        w = st.winners[0]
        if HUMAN in st.teams[w]:
            head = game.say("tui-sheet-over-you", points=st.scores[w], target=target)
        else:
            who = " + ".join(game.names[q] for q in st.teams[w])
            head = game.say("tui-sheet-over", names=who, count=len(st.teams[w]), points=st.scores[w], target=target)
    else:
        head = game.say("tui-sheet-after", hands=len(st.sheet), target=target)
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
        Binding("r", "rules", "Rules", show=False),
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
        self.lang = game.lang
        self.cursor = 0
        self.sel: dict[int, int] = {}
        self.message = Text("")
        self.message_rule: str | None = None  # the RULES.md id of the rule the message names
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
        yield Footer(compact=True)

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
        self.say(self.game.say("tui-unknown-key", key=shown), error=True)

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
            self.say(self.game.say("tui-hold-none", card=kind_label(k, self.lang)), error=True)
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
            self.say(self.game.say("tui-wait-bots"), error=True)
            return False
        return True

    def play(self, moves: list[Move]) -> bool:
        """Play the person's moves (all or none); show the engine's reason if refused."""
        if not self._ready():
            return False
        out = self.game.play_human(moves)
        if not out.ok:
            self.say(capital(out.error), error=True, rule=out.rule)
            self.app.bell()
            return False
        self.sel = {}
        self.message = Text("")
        self.reset_cursor()
        self.capp.after_moves()
        return True

    def run_intent(self, intent: Intent, title: str) -> None:
        if intent.message:
            self.say(self.game.say(intent.message, count=len(self.selected())), error=True)
        elif intent.choices:
            self.pick(title, intent.choices)
        else:
            self.play(intent.moves)

    def pick(self, title: str, moves: list[Move]) -> None:
        def done(m: Move | None) -> None:
            if m is not None:
                self.play([m])

        self.app.push_screen(PickScreen(title, moves, describe_moves(self.game, moves), self.lang), done)

    def action_draw(self) -> None:
        self.play([DRAW])

    def action_take(self) -> None:
        g = self.game
        self.run_intent(take_intent(self.selected(), g.legal(), g.st.pile, g.st.hand_counts(HUMAN)),
                        self.game.say("tui-pick-take"))

    def action_meld(self) -> None:
        self.run_intent(meld_intent(self.selected(), self.game.legal()), self.game.say("tui-pick-meld"))

    def action_add(self) -> None:
        g = self.game
        side = g.st.side_of[HUMAN]
        own = sorted(g.st.melds[side]) if side >= 0 else []
        self.run_intent(add_intent(self.selected(), g.legal(), own), self.game.say("tui-pick-add"))

    def action_discard(self) -> None:
        self.run_intent(discard_intent(self.selected(), self.cursor_kind()), self.game.say("tui-pick-discard"))

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
            self.say(self.game.say("tui-your-turn", what=self.prompt()), error=False)

    def action_legal(self) -> None:
        if not self._ready():
            return
        moves = [m for m in self.game.legal() if m.action != "deal"]
        if not moves:
            self.say(self.game.say("tui-no-move-now", why=self.game._not_your_turn()), error=True)
            return
        self.pick(self.game.say("tui-pick-legal"), moves)

    def action_type_move(self) -> None:
        def done(text: str | None) -> None:
            if not text or not text.strip():
                return
            try:
                m = parse_move(i18n.notation_from(self.lang, text))
            except i18n.NotationError as e:
                self.say(str(e), error=True)
                return
            except CanastaError as e:
                if "move" in e.params:  # quote what the person typed, not its English notation
                    e.params["move"] = text.strip()
                self.say(capital(reason_text(self.lang, e)), error=True, rule=getattr(e, "rule", None) or None)
                return
            if m.action == "deal":
                self.action_next()
                return
            self.play([m])

        self.app.push_screen(MoveInputScreen(self.lang), done)

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.lang))

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
            self.say(g.say("tui-hint-none"), error=True)
            return
        try:
            from ..bots.hints import hint  # type: ignore[import-not-found, unused-ignore]
        except ImportError:
            self.say(g.say("tui-hint-missing"), error=True)
            return
        try:
            h = hint(g.st.view(HUMAN), level="medium", seed=len(g.record.moves))
            text = h.message(self.lang) if hasattr(h, "message") else str(h.text)
        except Exception as e:  # a hint must never end the game
            self.say(g.say("tui-hint-failed", error=f"{type(e).__name__}: {e}"), error=True)
            return
        self.select_hinted(getattr(h, "move", None))
        self.say(g.say("tui-hint", text=text), error=False)

    def select_hinted(self, move: Any) -> None:
        """Select the cards of the hand the hinted move plays and put the cursor on the first, so
        that the move's key alone makes it (a draw, an answer or the end of a turn selects none)."""
        cards = getattr(move, "cards", ()) if getattr(move, "action", "") in HAND_ACTIONS else ()
        counts = self.game.st.hand_counts(HUMAN)
        sel = Counter(cards)
        if not cards or any(n > counts[k] for k, n in sel.items()):
            return
        self.sel = dict(sel)
        ks = self.kinds()
        self.cursor = ks.index(cards[0])

    # ------------------------------------------------------------------ drawing

    def say(self, text: str, error: bool = False, rule: str | None = None) -> None:
        self.message = Text(text, style="bold red" if error else "bold green")
        self.message_rule = rule
        self.refresh_all()

    def action_rules(self) -> None:
        """The rules of this table, at the rule the message names, else at the one that keeps the
        person from taking the pile now (both shown with their RULES.md id)."""
        rule = self.message_rule if self.message.plain else None
        if rule is None and self.game.human_to_act:
            why = take_refusal(self.game)
            rule = why.rule if why is not None else None
        self.app.push_screen(RulesScreen(self.lang, self.game.st.rules, rule or None))

    def prompt(self) -> str:
        """What the person may do now, from the engine's legal moves."""
        g = self.game
        st = g.st
        if st.phase == "answer":
            return g.say("tui-asks", name=g.names[st.asker])
        actions = {m.action for m in g.legal()}
        parts = [g.say("tui-prompt-" + action) for action in PROMPTS if action in actions]
        head = ""
        if st.answer == 1:
            head = g.say("tui-partner-yes") + " "
        elif st.answer == 0:
            head = g.say("tui-partner-no") + " "
        if not parts:
            return head + g.say("tui-no-move")
        if len(parts) == 1:
            return head + parts[0] + "."
        return head + g.say("tui-prompt-list", first=", ".join(parts[:-1]), last=parts[-1])

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
        goal = g.say("tui-game-to", target=st.rules.target)
        long_head = g.say("tui-header", preset=g.preset_name(), players=st.rules.players, hand=st.hand_no + 1) + "  "
        short_head = g.say("tui-header-short", hand=st.hand_no + 1) + "  "
        full = [" + ".join(g.names[q] for q in members) for members in st.teams]
        initials = ["+".join(g.names[q][:2] for q in members) for members in st.teams]
        for head, names, sep, label in ((long_head, full, "  |  ", g.say("tui-scores") + " "), (short_head, full, " | ", ""),
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
        try:
            width = self.query_one("#melds", Static).size.width or 47
        except NoMatches:
            width = 47
        order = sorted(range(len(st.sides)), key=lambda s: (s != mine, s))
        for s in order:
            members = st.sides[s]
            if not members:
                continue
            title = Text()
            title.append(g.say("tui-your-side" if s == mine else "tui-opponents"), style="bold underline")
            for q in members:
                title.append("  " + g.say("seat-cards", name=g.names[q], count=st.nhand[q]),
                             style="bold" if q == st.turn else "")
                if r.foot_size:  # HF-3, HF-10: the foot face down, or the seat plays from it
                    title.append(" " + (g.say("tui-foot-n", count=len(st.feet[q])) if st.feet[q]
                                        else g.say("tui-in-foot")), style="dim" if st.feet[q] else "bold")
            if st.opened[s]:
                note, style = g.say("tui-opened"), "dim"
            else:
                need = st.opening_minimum(members[0])
                so_far = sum(meld_value(r, m) for m in st.melds[s].values())
                note = (g.say("tui-opening-laid", need=need, laid=so_far) if so_far
                        else g.say("tui-opening-needs", need=need))
                style = "cyan"
            # the note stays whole: on the title's line if it fits, else on a line of its own
            fits = title.cell_len + 2 + cell_len(note) <= width
            title.append(("  " if fits else "\n ") + note, style=style)
            blocks.append(title)
            reds = [f for q in members for f in st.red3s[q]]
            if reds:  # the side's red threes on a line of their own, labelled: they score for the side
                line = Text("  " + g.say("tui-threes" if r.black3_bonus else "tui-red-threes") + " ")  # (MA-14)
                line.append_text(faces_text(reds, g.lang))
                blocks.append(line)
            if not st.melds[s]:
                blocks.append(Text("  " + g.say("tui-no-melds"), style="dim"))
            if self.folded() and st.melds[s]:
                blocks.append(short_melds(st.melds[s], g.lang))
                continue
            for key in sorted(st.melds[s], key=meld_order):
                m = st.melds[s][key]
                line = Text("  ")
                if SEQ_BASE <= key < GROUP_BASE:  # a sequence (Samba): its suit and run, its cards low to high
                    line.append(f"{seq_run(key, m.cards, g.lang):>10}: ", style="bold")
                    line.append_text(faces_text(sorted(m.cards, key=lambda f: KIND[f]), g.lang))
                    line.append(f"  ({m.size})")
                    if m.is_canasta:
                        line.append("  " + g.say("tui-canasta-samba"), style="bold magenta")
                    blocks.append(line)
                    continue
                line.append(f"{meld_label(key, g.lang):>10}: ", style="bold")
                line.append_text(faces_text(sorted(m.cards, key=lambda f: (IS_WILD[KIND[f]], f)), g.lang))
                line.append(f"  ({m.size})")
                if m.is_canasta:
                    line.append("  " + g.say("tui-canasta-natural" if m.is_natural else "tui-canasta-mixed"),
                                style="bold green" if m.is_natural else "bold yellow")
                blocks.append(line)
        return Group(*blocks)

    def render_info(self) -> Group:
        g = self.game
        st = g.st
        r = st.rules
        lines: list[Any] = []
        head = Text(g.say("tui-pile"), style="bold underline")
        lines.append(head)
        if st.pile:
            top = st.pile[-1]
            t = Text("  " + g.say("tui-top-card") + " ")
            t.append_text(card_text(top, "bold", g.lang))
            lines.append(t)
            size = Text("  " + g.say("cards-n", count=len(st.pile)))
            if st.pile_hidden:
                size.append(" " + g.say("tui-pile-face-down", count=st.pile_hidden))
            lines.append(size)
            lines.extend(pile_status(g))
        else:
            lines.append(Text("  " + g.say("tui-pile-empty")))
        lines.append(Text(g.say("tui-stock", count=len(st.stock)), style="bold"))
        if r.canastas_to_go_out:
            lines.append(Text(g.say("tui-go-out-needs", count=r.canastas_to_go_out), style="dim"))
        return Group(*lines)

    def render_hand(self) -> Group:
        g = self.game
        st = g.st
        title = Text(g.say("tui-your-hand"), style="bold underline")
        if not g.human_plays_hand:
            return Group(title, Text("  " + g.say("tui-sit-out-hand")))
        title.append("  " + g.say("tui-hand-count", count=st.nhand[HUMAN]), style="")
        nsel = sum(self.sel.values())
        if nsel:
            title.append("   " + g.say("tui-selected", cards=" ".join(kind_label(k, g.lang) for k in self.selected())),
                         style="bold green")
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
                group.append_text(card_text(f, "bold reverse green" if j < chosen else "", g.lang))
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
            line.append("\n  " + g.say("tui-hand-keys"), style="dim")
        if st.pending:
            line.append("\n  " + g.say("tui-pending") + " ")
            line.append_text(faces_text(st.pending, g.lang))
        return Group(title, line)

    def render_status(self) -> Text:
        if self.message.plain:
            return self.message
        g = self.game
        st = g.st
        if st.phase == "match_over":
            return Text(g.say("tui-status-match-over"), style="bold")
        if st.phase == "hand_over":
            return Text(g.say("tui-status-hand-over"), style="bold")
        if g.human_to_act:
            out = Text(g.say("tui-your-turn", what=self.prompt()), style="bold cyan")
            if st.phase == "draw":
                out.append("\n")
                out.append_text(take_advice(g))
            return out
        if self.capp.busy or g.bot_to_act is not None:
            return Text(g.say("tui-playing", name=g.names[st.turn]), style="dim")
        return Text("")

    def render_log(self) -> Text:
        """The whole log (of this hand and before); the panel scrolls, the last lines are shown."""
        return Text("\n".join(self.game.log))


def meld_order(key: int) -> tuple[bool, bool, int]:
    """Groups high to low (a rank's further groups, SA-6, after its first), the wild meld, then the
    sequences (Samba) by suit."""
    if key >= GROUP_BASE:
        return (False, False, -16 * key_rank(key) + group_slot(key))
    return (key >= SEQ_BASE, key == 0, key if key >= SEQ_BASE else -16 * key)


def short_melds(melds: dict[int, Any], lang: str = "en") -> Text:
    """A side's melds folded: ``K×5 (1 wild)``, canastas marked, several on a line; a sequence as
    its suit and run: ``♥4–6``."""
    out = Text("  ")
    for i, key in enumerate(sorted(melds, key=meld_order)):
        m = melds[key]
        if i:
            out.append("   ")
        if SEQ_BASE <= key < GROUP_BASE:
            chip = seq_run(key, m.cards, lang).replace(" ", "") + ("\u2605" if m.is_canasta else "")
            out.append(chip, style="bold magenta" if m.is_canasta else "")
            continue
        label = "W" if key == 0 else ("3" if key == BLACK3 else kind_label(key_rank(key), lang)
                                      + (str(group_slot(key) + 1) if key >= GROUP_BASE else ""))
        chip = f"{label}\u00d7{m.size}"
        wild = m.size - m.naturals if key != 0 else 0
        if wild:
            chip += " (" + say(lang, "tui-wild-count", count=wild) + ")"  # a no-break space (below)
        style = ""
        if m.is_canasta:
            chip += "\u2605"
            style = "bold green" if m.is_natural else "bold yellow"
        out.append(chip.replace(" ", "\u00a0"), style=style)
    return out


#: the facts (State.facts) the pile panel shows, with their style
PILE_FACTS = {"frozen-by-wild": "bold cyan", "frozen-by-upcard": "bold cyan", "frozen-by-black-three": "bold cyan",
              "frozen-unopened": "cyan", "pile-after-opening": "cyan", "blocked-by-black-three": "bold magenta",
              "blocked-by-wild": "bold magenta", "wild-on-top-three": "magenta", "pozzo-holds-black-three": "magenta"}


def pile_status(g: Game) -> list[Text]:
    """Frozen / blocked, with the reason, as the engine's facts say (in the person's language)."""
    out = [Text("  " + capital(reason_text(g.lang, f)), style=PILE_FACTS[f.code])
           for f in g.st.facts(HUMAN) if f.code in PILE_FACTS]
    if not out:
        out.append(Text("  " + g.say("tui-not-frozen"), style="dim"))
    return out


def take_advice(g: Game) -> Text:
    """Whether the person can take the pile now, and if not the engine's reason."""
    takes = [m for m in g.legal() if m.action == "take"]
    if takes:
        return Text(g.say("tui-can-take", moves=g.say("list-sep").join(g.move_label(m, prefix="way-") for m in takes)), style="green")
    why = take_refusal(g)
    return Text(g.say("tui-cannot-take", reason=reason_text(g.lang, why)) if why is not None else "", style="yellow")


def take_refusal(g: Game) -> Any:
    """The engine's reason why the person cannot take the pile now (a Reason), or None."""
    intent = take_intent([], [], g.st.pile, g.st.hand_counts(HUMAN))
    return g.st.reason(intent.moves[0]) if intent.moves else None


def describe_moves(g: Game, moves: list[Move]) -> dict[str, str]:
    """What each move does, in the person's language ("Take the pile: the 7 with 7 7 from your hand")."""
    return {str(m): "- " + g.move_label(m) for m in moves}


#: the footer's keys: action -> catalog message
FOOTER_KEYS = {"draw": "tui-key-draw", "take": "tui-key-take", "meld": "tui-key-meld", "add": "tui-key-add",
               "discard": "tui-key-discard", "legal": "tui-key-legal", "help": "tui-key-help", "hint": "tui-key-hint",
               "quit_game": "tui-key-quit"}


def board_class(lang: str) -> type[BoardScreen]:
    """The board with its footer's keys named in ``lang``."""
    bindings = [Binding(b.key, b.action, say(lang, FOOTER_KEYS[b.action]), show=b.show)
                if isinstance(b, Binding) and b.action in FOOTER_KEYS else b for b in BoardScreen.BINDINGS]
    return type(f"BoardScreen_{lang}", (BoardScreen,), {"BINDINGS": bindings})


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
        self.board = board_class(game.lang)(game)
        self._shown_hand_end = -1
        #: an unexpected error shows Textual's traceback only under the tests' pilot (headless),
        #: where the test must see it; a player gets one line (:meth:`_handle_exception`)
        self.traceback_on_error: bool | None = None
        self._stopped_on_error = False

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
            self.game.log.append(self.game.say("tui-bot-failed", name=self.game.names[seat], reason=why,
                                               fallback=str(fallback)))
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
                                         g.say("tui-score-final")))
            return

        def deal(_: None) -> None:
            if g.st.phase == "hand_over":
                g.deal()
                self.board.reset_cursor()
                self.after_moves()

        self.push_screen(ScoreScreen(Group(hand_score_table(g), Text(""), sheet_table(g)),
                                     g.say("tui-score-next")), deal)

    # ------------------------------------------------------------------ saving

    def save(self) -> None:
        if self.save_path is None:
            return
        try:
            self.game.save(self.save_path)
            self.save_error = ""
        except OSError as e:
            self.save_error = self.game.say("tui-cannot-save", path=str(self.save_path), reason=str(e.strerror))
            self.board.say(self.save_error, error=True)

    def _handle_exception(self, error: Exception) -> None:
        # Textual calls this with any exception a handler, a worker or its own rendering raises,
        # and by default ends the app with a full traceback: a player sees one line instead,
        # saying what went wrong and where the game (saved after every move) can be resumed
        show = self.is_headless if self.traceback_on_error is None else self.traceback_on_error
        if show:
            super()._handle_exception(error)
            return
        if self._stopped_on_error:
            return
        self._stopped_on_error = True
        cause = getattr(error, "error", error)  # a failed worker carries the bot's own error
        reason = f"{type(cause).__name__}: {cause}" if str(cause) else type(cause).__name__
        self.save()
        saved = self.save_path is not None and not self.save_error
        msg = self.game.say("tui-crashed-saved" if saved else "tui-crashed", reason=reason,
                            path=str(self.save_path))
        self._return_code = 1
        self._exit_renderables.append(Text(i18n.tr(self.game.lang, "cli-error", message=msg)))
        self._exception_event.set()  # nothing more will be processed (a pilot stops waiting)
        self._close_messages_no_wait()

    def save_and_quit(self) -> None:
        self.save()
        for w in self.workers:
            w.cancel()
        if self.save_path is not None and not self.save_error:
            over = self.game.st.phase == "match_over"
            msg = self.game.say("tui-saved-over" if over else "tui-saved-resume", path=str(self.save_path))
        elif self.save_error:
            msg = i18n.tr(self.game.lang, "cli-error", message=self.save_error)
        else:
            msg = self.game.say("tui-not-saved")
        self.exit(msg)

