"""A hint for the seat to move: a suggested move and one line why (the socket's ``hint`` message)."""

from __future__ import annotations

import importlib
from typing import Any

from ... import bots as bots_mod
from ...state import State
from ..seatbots import bot_names


def plain_reason(st: State, move: Any) -> tuple[str, dict[str, Any]]:
    """A catalog key and its arguments saying in a few words why a move is good (when the bots give none)."""
    a = move.action
    if a == "take":
        return "tb.why_take", {"n": len(st.pile)}
    if a == "meld":
        return "tb.why_meld", {"points": sum(st.rules.values[k] for k in move.cards)}
    if a in ("draw", "add", "discard"):
        return f"tb.why_{a}", {}
    return "tb.why_other", {}


_PLAIN_EN = {"tb.why_draw": "Nothing in the pile is worth taking now.",
             "tb.why_take": "The pile brings {n} cards and the top card melds at once.",
             "tb.why_meld": "Laying these scores {points} points and brings going out nearer.",
             "tb.why_add": "It grows your meld towards a canasta.",
             "tb.why_discard": "It is the card your hand needs least and the least useful to the next player.",
             "tb.why_other": "The medium bot would play this."}


def hint_for(st: State, seat: int, seed: int, lang: str = "en") -> dict[str, Any]:
    """A suggested move for ``seat`` and one line why: the hint API of the bots when there is one
    (canasta.bots.hints, its text in ``lang``), else the medium bot's move and a plain reason. Sees
    only the seat's view."""
    view = st.view(seat)
    try:
        hints = importlib.import_module("canasta.bots.hints")
    except ImportError:
        hints = None
    if hints is not None:
        h = hints.hint(view, level="medium", seed=seed)
        return dict(h.to_dict(lang))
    try:
        bot = bots_mod.make_bot("medium", seed)
    except ValueError:
        bot = bots_mod.make_bot(bot_names()[0], seed)
    move = bot.choose(view)
    if not st.is_legal(move):
        move = view.legal_moves[0]
    key, params = plain_reason(st, move)
    return {"move": str(move), "reason_key": key, "params": params, "text": _PLAIN_EN[key].format(**params)}

