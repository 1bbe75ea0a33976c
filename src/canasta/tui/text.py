"""Every sentence the terminal game says, in one place.

``say(msg_id, **args)`` renders a message. When the project's Fluent catalogs
(:mod:`canasta.i18n`, ``locales/<lang>/*.ftl``) hold the id, ``canasta.i18n.tr`` renders it;
otherwise the English template below is used. Templates take ``name`` (a player: ``You`` for the
person, else the bot's name) and write the verb for it: the log is in the past tense ("You drew",
"Ada drew"), so one form fits every name; counts carry their plural ("1 card", "2 cards").
"""

from __future__ import annotations

from typing import Any

LANG = "en"

# English templates, by message id (str.format fields). Past tense: right for "You" and for names.
ENGLISH: dict[str, str] = {
    "tui-new-match": "New match: {preset} rules, {players} players, bots '{level}', seed {seed}.",
    "tui-resumed": "Resumed after {moves} moves (hand {hand}).",
    "tui-note": "Note: {note}.",
    "tui-hand-start": "Hand {hand}: {dealer_phrase}; playing: {who}.",
    "tui-you-deal": "you deal",
    "tui-deals": "{name} deals",
    "tui-sit-out": "You sit out this hand; the bots play it.",
    "tui-red3-laid": "{name} laid {count_phrase}: {cards}.",
    "tui-draw": "{name} drew from the stock",
    "tui-draw-cards": "{name} drew from the stock: {cards}",
    "tui-take-with": "{name} took the pile ({pile}) and melded the {top} with {cards} {meld_phrase}",
    "tui-take-lay": "{name} took the pile ({pile}) and laid the {top} on the {meld}",
    "tui-meld": "{name} melded {cards}",
    "tui-add": "{name} added {card} to the {meld}",
    "tui-discard": "{name} discarded {card}",
    "tui-ask": "{name} asked {partner}: \"May I go out?\"",
    "tui-answer-yes": "{name} answered yes: {partner} must go out this turn",
    "tui-answer-no": "{name} answered no: {partner} may not go out this turn",
    "tui-end": "{name} ended the turn (the last stock card was a red three)",
    "tui-red3-more": "; {count_phrase} laid: {cards}",
    "tui-went-out": "{name} went out. The hand is over.",
    "tui-went-out-concealed": "{name} went out concealed. The hand is over.",
    "tui-stock-out": "The stock is used up. The hand is over.",
    "tui-match-over": "The match is over.",
    "tui-seat-cards": "{name}: {cards_phrase}",
    "tui-unknown-key": "The key '{key}' does nothing here: press ? for the list of keys.",
    "tui-saved-resume": "Game saved to {path}. Continue it with: canasta play --resume {path}",
    "tui-saved-over": "The match is over; its record is saved in {path} (see it again with: canasta replay {path}).",
    "tui-hint": "Hint: {text}",
    "tui-hint-none": "No hint now: it is not your turn.",
    "tui-hint-missing": "Hints are not available in this version.",
}


def plural(count: int, one: str, many: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {one if count == 1 else many}"


def cards_phrase(count: int) -> str:
    return plural(count, "card", "cards")


def red3_phrase(count: int) -> str:
    return "a red three" if count == 1 else f"{count} red threes"


def _fluent(msg_id: str, args: dict[str, Any]) -> str | None:
    """The catalog's rendering, or None without the i18n module or without that message."""
    try:
        from .. import i18n  # type: ignore[attr-defined, unused-ignore]
    except ImportError:
        return None
    has = getattr(i18n, "has", None)  # canasta.i18n.has(lang, msg_id)
    tr = getattr(i18n, "tr", None)
    if tr is None or has is None or not has(LANG, msg_id):
        return None
    try:
        return str(tr(LANG, msg_id, **args))
    except Exception:  # a catalog problem must never end the game
        return None


def say(msg_id: str, **args: Any) -> str:
    """The message ``msg_id`` with its arguments (see the module docstring)."""
    got = _fluent(msg_id, args)
    if got is not None:
        return got
    return ENGLISH[msg_id].format(**args)
