"""Hints for human players: a move and a one-line reason, in the player's language.

::

    from canasta.bots.hints import hint
    h = hint(view)                 # the medium bot's move for this seat, explained
    h.move, h.code, h.params       # e.g. discard 9, "discard-frozen", {"rank": "nine", "opponents": 2}
    h.text                         # "discard the 9: no opponent has melded 9s, and the pile is frozen"
    h.message("fr")                # the same reason in French

A reason is a code and its parameters; the Fluent message ``hint-<code>`` of
``canasta/locales/<lang>/hints.ftl`` renders it (languages: en, fr, sk, it, fi). Parameters are
strings and integers only: ``rank`` and ``target`` name a card kind (``joker``, ``two``,
``three`` for a black three, ``four`` .. ``ten``, ``jack``, ``queen``, ``king``, ``ace``;
``target`` also ``wild``, the wild meld; see ``RANK_IDS``), ``cards`` is a move's
cards in notation separated by spaces, counts are integers, ``why`` names the reason of an answer.
The hint sees what the bot sees: the seat's view, never the hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ..cards import BLACK3, GROUP_BASE, IS_WILD, WILD_MELD, key_rank, kind_text
from ..melds import CANASTA
from ..moves import Move
from ..position import View
from ..solver import meld_value, opening_progress
from .heuristic import HeuristicPolicy, card_value, copies
from .obs import Obs

LANGS = ("en", "fr", "sk", "it", "fi")
LOCALES = Path(__file__).resolve().parent.parent / "locales"

Params = dict[str, int | str]


@dataclass(frozen=True)
class Hint:
    """A suggested move and why. ``text`` is the reason in English; :meth:`message` renders it in
    another language."""

    move: Move
    code: str
    params: Params = field(default_factory=dict)

    @property
    def text(self) -> str:
        return render(self.code, self.params, "en")

    def message(self, lang: str = "en") -> str:
        return render(self.code, self.params, lang)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """For clients: the move in notation, the code, the parameters and the text."""
        return {"move": str(self.move), "code": self.code, "params": dict(self.params),
                "text": self.message(lang)}


def hint(view: View, level: str = "medium", seed: int = 0) -> Hint:
    """The move a bot of ``level`` (any :func:`canasta.bots.make_bot` spec) would play from this
    view, with its reason. Raises ``ValueError`` when the seat has no move to make."""
    from . import make_bot

    if not view.legal_moves:
        raise ValueError("no hint: it is not this seat's turn")
    move = make_bot(level, seed).choose(view)
    return explain(view, move)


def explain(view: View, move: Move) -> Hint:
    """Why ``move`` is a sound move from this view (the reason the heuristic player sees in it)."""
    o = Obs.from_view(view)
    pol = HeuristicPolicy()
    a = move.action
    opp = len(o.opponents())
    if a == "draw":
        pile = o.pile_cards() + sum(1 for k in o.pile if k < 0)
        if not any(m.action == "take" for m in o.legal):
            if o.r.open_before_draw and not o.opened[o.side]:
                return Hint(move, "draw-unopened", {"count": pile})  # IT-18
            if o.pile and o.frozen_for(o.side):
                return Hint(move, "draw-frozen", {"count": pile})
            return Hint(move, "draw-no-take", {"count": pile})
        return Hint(move, "draw", {"count": pile})
    if a == "take":
        pile = o.pile_cards() + sum(1 for k in o.pile if k < 0)
        top = o.pile[-1] if o.pile else -1
        if move.target != -1:
            key = move.target
        elif top >= 0 and not IS_WILD[top]:
            key = top
        elif move.cards and not IS_WILD[move.cards[0]]:
            key = move.cards[0]  # a wild top card melded with a natural pair
        else:
            key = WILD_MELD
        return Hint(move, "take", {"count": pile, "rank": _target(key)})
    if a == "meld":
        pts = sum(card_value(o.r, k) for k in move.cards)
        cards = " ".join(kind_text(k) for k in move.cards)
        if not o.opened[o.side]:
            # the melds already laid this turn count toward the minimum too (C-9.2): the first
            # meld of an opening made of several says how far it goes, not that it falls short
            total = opening_progress(o.r, [pts, *(meld_value(o.r, m) for m in o.melds[o.side].values())])
            code = "meld-open" if total >= o.minimum else "meld-open-part"
            return Hint(move, code, {"cards": cards, "points": total, "minimum": o.minimum})
        return Hint(move, "meld", {"cards": cards, "points": pts})
    if a == "add":
        k = move.cards[0]
        meld = o.melds[o.side].get(move.target)
        size = meld.size + 1 if meld is not None else 0
        params: Params = {"rank": _rank(k), "target": _target(move.target)}
        if size == CANASTA:
            return Hint(move, "add-canasta", params)
        params["count"] = max(0, CANASTA - size)
        return Hint(move, "add", params)
    if a == "discard":
        return _discard(o, pol, move, opp)
    if a == "ask":
        return Hint(move, "ask", {"partner_cards": max((o.nhand[q] for q in o.partners()), default=0)})
    if a in ("yes", "no"):
        yes, why = pol.answer_reason(o)
        if (a == "yes") != yes:
            why = "bot"  # another level's answer: no rule of thumb to quote
        return Hint(move, f"answer-{a}", {"why": why, "cards": sum(o.hand)})
    if a == "end":
        return Hint(move, "end", {})
    return Hint(move, "move", {"move": str(move)})


RANK_IDS = ("joker", "two", "red-three", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "jack", "queen", "king", "ace")
"""Parameter value of a card kind (``rank``): Fluent selects on identifiers, not on ``9`` or ``K``."""


def _rank(k: int) -> str:
    return RANK_IDS[k]


def _target(key: int) -> str:
    """The parameter of a meld key: its rank (a further group of a rank, SA-6, is named by its rank too),
    ``wild``, or ``sequence`` for a sequence (SA-3), which the catalogs call the side's meld."""
    if key == WILD_MELD:
        return "wild"
    if key >= GROUP_BASE:
        return RANK_IDS[key_rank(key)]
    return RANK_IDS[key] if key < len(RANK_IDS) else "sequence"


def _discard(o: Obs, pol: HeuristicPolicy, move: Move, opp: int) -> Hint:
    k = move.cards[0]
    rank = _rank(k)
    pile = o.pile_cards() + sum(1 for x in o.pile if x < 0) + 1
    if sum(o.hand) == 1:
        return Hint(move, "discard-out", {"rank": rank})
    if IS_WILD[k]:
        if o.r.freeze == "classic":
            return Hint(move, "discard-freeze", {"rank": rank, "count": pile})
        return Hint(move, "discard-risky", {"rank": rank, "opponents": opp})
    if k == BLACK3:
        return Hint(move, "discard-block", {"rank": rank})
    danger, _ = pol.danger(o)
    nxt = o.next_opponent()
    frozen = nxt >= 0 and o.frozen_for(o.side_of[nxt])
    melded = any(k in o.melds[o.side_of[q]] for q in o.opponents())
    seen = o.visible_kind_counts()[k]
    if danger[k] >= 0.5:
        return Hint(move, "discard-risky", {"rank": rank, "opponents": opp})
    # frozen for everyone, or only for a side that has not opened (the player's board may say "not frozen")
    why = "all" if o.pile_frozen else "unopened"
    if not melded and frozen:
        return Hint(move, "discard-frozen", {"rank": rank, "opponents": opp, "frozen": why})
    if melded and frozen:
        return Hint(move, "discard-frozen-pair", {"rank": rank, "frozen": why})
    if seen >= copies(o.r, k) - 1:
        return Hint(move, "discard-seen", {"rank": rank, "seen": seen})
    if not melded:
        return Hint(move, "discard-safe", {"rank": rank, "opponents": opp})
    return Hint(move, "discard-risky", {"rank": rank, "opponents": opp})


# ---------------------------------------------------------------------- rendering


@cache
def _bundle(lang: str) -> Any:
    from fluent.runtime import FluentBundle, FluentResource

    b = FluentBundle([lang], use_isolating=False)
    b.add_resource(FluentResource((LOCALES / lang / "hints.ftl").read_text(encoding="utf-8")))
    return b


def render(code: str, params: Params, lang: str = "en") -> str:
    """The Fluent message ``hint-<code>`` in ``lang`` (English if the language or the message is
    missing); the cards of a ``cards`` parameter (move notation) named as the table names them."""
    if lang not in LANGS:
        lang = "en"
    b = _bundle(lang)
    mid = f"hint-{code}"
    if not b.has_message(mid):
        if lang != "en":
            return render(code, params, "en")
        return f"{code} {params}"
    args = dict(params)
    if isinstance(args.get("cards"), str):  # "K K JK" is "R R Joker" in French
        from ..i18n import kinds_text

        args["cards"] = kinds_text(lang, str(args["cards"]).split())
    text, _errors = b.format_pattern(b.get_message(mid).value, args)
    return str(text)


__all__ = ["Hint", "LANGS", "explain", "hint", "render"]
