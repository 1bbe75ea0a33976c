"""What a client is sent about a table, made from the engine's state: a seat's view without the
seed, the facts shown beside it, the preview of staged melds, the log rows and the cache of a
position's JSON texts (:class:`StateTexts`)."""

from __future__ import annotations

from typing import Any

from ...cards import BLACK3, IS_WILD, KIND, face_text
from ...errors import IllegalMoveError, MoveSyntaxError
from ...moves import parse_move
from ...position import position_dict, view_from_dict
from ...solver import meld_value
from ...state import State, state_from_view
from .. import protocol as P
from ..errors import _Reject
from . import changes as state_changes  # issue 39: state sent as changes (hooks marked "issue 39 changes")
from .conn import dumps
from .running import running_score


def public_view(st: State, seat: int) -> dict[str, Any]:
    """A seat's view as sent to a client. The seed is removed: with it every hidden card of the
    match could be computed (see docs/web.md, "What a client sees")."""
    d: dict[str, Any] = st.view(seat).to_dict()
    d.pop("seed", None)
    return d


def table_info(st: State, seat: int) -> dict[str, Any]:
    """Facts derived for display, from the engine (no rules of our own)."""
    r = st.rules
    sides = []
    for s, members in enumerate(st.sides):
        melds = st.melds[s]
        opened = st.opened[s]
        progress = 0
        if not opened:
            vals = [meld_value(r, m) for m in melds.values()]
            progress = (sum(vals) if r.opening_combine else max(vals, default=0))
        sides.append({"seats": list(members), "team": st.team_of[members[0]] if members else -1,
                      "opened": opened, "minimum": st.opening_minimum(members[0]) if members else 0,
                      "progress": progress, "frozen": st.frozen_for(s),
                      "on_table": running_score(st, s) if members else None})  # issue 40, defect 5
    top = st.pile[-1] if st.pile else None
    reasons: list[str] = []
    if st.pile_frozen:
        reasons.append("frozen_wild" if any(IS_WILD[KIND[c]] for c in st.pile[st.pile_hidden:]) else "frozen")
    my_side = st.side_of[seat] if seat >= 0 else -1
    if r.freeze == "classic" and my_side >= 0 and not st.opened[my_side] and not st.pile_frozen:
        reasons.append("frozen_unopened")
    if top is not None and KIND[top] == BLACK3:
        reasons.append("blocked_black3")
    if top is not None and IS_WILD[KIND[top]] and r.wild_on_top == "blocked":
        reasons.append("blocked_wild")
    if st.pile_hidden:
        reasons.append("pozzo")
    return {
        "phase": st.phase, "turn": st.turn, "hand_no": st.hand_no, "dealer": st.dealer,
        "teams": [list(t) for t in st.teams], "team_of": list(st.team_of), "side_of": list(st.side_of),
        "sides": sides, "scores": list(st.scores), "sheet": [list(x) for x in st.sheet],
        "target": r.target, "winners": list(st.winners), "order": list(st.order),
        "pile_top": face_text(top) if top is not None else None, "pile_size": len(st.pile),
        "pile_reasons": reasons, "stock": len(st.stock), "preset": r.preset, "players": r.players,
        "partnership": r.partnership, "hand_counts": [st.nhand[q] for q in range(r.players)],
        "asker": st.asker if st.phase == "answer" else -1, "sequences": bool(r.sequences),
    }


# What a preview that ends the hand does not show: scoring the hand counts the cards left in the
# other hands (their points, and from them the match's winners and the next opening minimums)
SCORED = ("scores", "sheet", "winners")


def preview_reply(st: State, seat: int, version: int, texts: list[str]) -> dict[str, Any]:
    """The table as it would be after staged meld/add moves, for the seat staging them: a function
    of that seat's view alone (``scripts/leak_check.py`` checks it on other deals of the hidden
    cards). If the moves empty the hand, the hand is not scored: the scores, sheet, winners and
    opening minimums stay as they are, and the phase is ``hand_over``."""
    trial = st.copy()
    for text in texts:
        try:
            m = parse_move(text)
        except MoveSyntaxError as e:
            raise _Reject("syntax", str(e), text, e) from None
        if m.action not in ("meld", "add"):
            raise _Reject("bad_message", "only meld and add moves can be staged", text, key="stage-only")
        try:
            trial.apply(m)
        except IllegalMoveError as e:
            raise _Reject("illegal", str(e), text, e) from None
    if st.feet[seat] and not trial.feet[seat]:
        trial = _before_the_foot(st, trial, seat)
    view, info = public_view(trial, seat), table_info(trial, seat)
    if trial.phase != st.phase and trial.phase in ("hand_over", "match_over"):
        now_view, now_info = public_view(st, seat), table_info(st, seat)
        for k in SCORED:
            view[k], info[k] = now_view[k], now_info[k]
        for side, now in zip(info["sides"], now_info["sides"]):
            side["minimum"] = now["minimum"]
        view["phase"] = info["phase"] = "hand_over"
        view["legal_moves"] = []
    return P.PreviewReply(version=version, moves=texts, view=view, info=info).model_dump()

def _before_the_foot(st: State, trial: State, seat: int) -> State:
    """Hand and Foot (HF-10): staged moves that use up the hand would pick up the seat's foot, which
    it has not seen (nor its red threes, nor their replacements from the stock). The preview shows the
    table just before: the staged melds, an empty hand, the foot still face down."""
    now = position_dict(st)
    d = position_dict(trial)
    d["hands"][seat] = []
    d["feet"][seat] = now["feet"][seat]
    d["red3s"][seat] = now["red3s"][seat]
    d["stock"] = now["stock"]
    return state_from_view(view_from_dict(d), check=False)


LOG_SENT = 400  # the last moves of the log that a state message carries


class StateTexts:
    """The JSON texts of a state message that follow from the table's position alone, made once
    per position (``st`` and ``version``; a new state object or a new version makes a new cache)
    instead of once per message sent (docs/reliability.md, "What the attack costs the server"):

    * ``log``: the last ``LOG_SENT`` rows of the log (each row is encoded once, when it is new);
    * ``result``: the hand's result, once the hand is over;
    * each seat's view, info and reveal, by ``(seat, can_deal)``: a seat's texts are made from
      that seat's view only and are only ever looked up under that seat's number.

    What changes without a move (who is online, the timer, the server's clock, a rematch, the seats)
    is not cached: it is encoded for every message, as before."""

    __slots__ = ("st", "version", "_log", "_rows", "_first", "_last_row", "_log_text", "_result", "seats")
    _log: list[dict[str, Any]]
    _rows: list[str]
    _first: int
    _last_row: dict[str, Any] | None

    def __init__(self, st: State, version: int, log: list[dict[str, Any]], old: StateTexts | None = None) -> None:
        self.st, self.version = st, version
        self._log_text: str | None = None
        self._result: str | None = None
        self.seats: dict[tuple[int, bool], tuple[str, str, str | None]] = {}
        # the rows' texts carry over from the previous position when the log only grew since
        if old is not None and old._log is log and old._last_row is not None and len(log) >= old._first + len(old._rows) \
                and log[old._first + len(old._rows) - 1] is old._last_row:
            self._log, self._rows, self._first, self._last_row = log, old._rows, old._first, old._last_row
        else:
            self._log, self._rows, self._first, self._last_row = log, [], max(0, len(log) - LOG_SENT), None

    def log(self) -> str:
        if self._log_text is None:
            log, rows = self._log, self._rows
            for row in log[self._first + len(rows):]:
                rows.append(dumps(row))
            if rows:
                self._last_row = log[self._first + len(rows) - 1]
            if len(rows) > 2 * LOG_SENT:  # keep what the next messages can send
                cut = len(rows) - LOG_SENT
                del rows[:cut]
                self._first += cut
            self._log_text = "[" + ",".join(rows[-LOG_SENT:]) + "]"
        return self._log_text

    def result(self) -> str:
        if self._result is None:
            st = self.st
            self._result = dumps(st.result.to_dict() if st.result is not None and st.hand_over else None)
        return self._result

    def seat(self, seat: int, can_deal: bool) -> tuple[str, str, str | None]:
        """(view, info, reveal) of ``seat`` as JSON texts (reveal None: not sent)."""
        key = (seat, can_deal)
        got = self.seats.get(key)
        if got is None:
            st = self.st
            view = public_view(st, seat)
            info = table_info(st, seat)
            info["can_deal"] = can_deal
            if can_deal and st.turn != seat:
                view["legal_moves"] = ["deal"]
            reveal = None
            if st.phase in ("hand_over", "match_over"):
                # the hand is over: every hand is shown to everyone, seats and spectators (docs/web.md)
                # (a seat's own hand is in its view already: listed once, as every card a seat sees);
                # a foot never picked up (Hand and Foot, HF-13) follows its hand, and is all a seat's own entry has
                reveal = dumps([(None if not st.feet[q] else [face_text(c) for c in st.feet[q]]) if q == seat
                                else [face_text(c) for c in st.hand(q) + st.feet[q]]
                                for q in range(st.rules.players)])
            got = self.seats[key] = (dumps(view), dumps(info), reveal)
            state_changes.remember((got[0], view), (got[1], info))  # issue 39 changes: the diff parses neither
        return got



def log_row(n: int, seat: int, text: str, hand: int, pile: int, talon: int = 0) -> dict[str, Any]:
    """A move of the log; a take names the pile's size (the move text does not), a discard the talon
    it was followed by (MA-3: the cards the seat drew, a number every seat sees)."""
    row: dict[str, Any] = {"n": n, "seat": seat, "move": text, "hand": hand}
    if text.startswith("take"):
        row["pile"] = pile
    if talon:
        row["talon"] = talon
    return row


def talon_drawn(st: State, actor: int, text: str, held: int) -> int:
    """The cards of the talon (MA-3) ``actor`` drew after the discard ``text`` just applied to ``st``
    (``held``: the cards in their hand before it); 0 for every other move and rule set."""
    if not st.rules.talons or not text.startswith("discard"):
        return 0
    return max(0, st.nhand[actor] - (held - 1))


def apply_logged(st: State, n: int, seat: int, text: str, hand: int) -> dict[str, Any]:
    """Play the stored move ``text`` on ``st`` and return its row of the log (as the live log made it)."""
    pile, actor = len(st.pile), st.turn
    held = st.nhand[actor]
    st.apply(text)
    return log_row(n, seat, text, hand, pile, talon_drawn(st, actor, text, held))


def log_rows(moves: list[tuple[int, str]], st: State) -> list[dict[str, Any]]:
    """The table's log from its stored moves, replayed from ``st`` (the table's start) so that a
    take names the pile's size as the live log does; a hand ends with the ``deal`` that starts the next."""
    out, hand = [], 0
    for n, (seat, text) in enumerate(moves, 1):
        out.append(apply_logged(st, n, seat, text, hand))
        if text == "deal":
            hand += 1
    return out
