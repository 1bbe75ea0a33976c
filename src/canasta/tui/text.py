"""Every sentence the terminal game says comes from the Fluent catalogs (``locales/<lang>/terminal.ftl``
for the terminal's own words; ``game.ftl`` for cards, moves and the log; ``reasons.ftl`` and
``errors.ftl`` for refusals), rendered by :mod:`canasta.i18n` in the player's language.

``say(lang, msg_id, **args)`` renders one message. The log is in the past tense; the person's own
moves are told in the second person (``tui-you-*``), the bots' in the third (``log-*``), so the
verb agrees with its subject in every language.
"""

from __future__ import annotations

from typing import Any

from .. import i18n


def say(lang: str, msg_id: str, /, **args: Any) -> str:
    """The message ``msg_id`` in ``lang`` (English if the language lacks it); numbers ungrouped."""
    return i18n.tr(lang, msg_id, **i18n.plain_numbers(args))


def cards_phrase(lang: str, count: int) -> str:
    """``1 card``, ``2 cards``; ``1 karta``, ``2 karty``, ``5 kariet``."""
    return i18n.tr(lang, "cards-n", count=count)


def reason_text(lang: str, why: Any) -> str:
    """A refusal or a fact (a Reason or an error with ``code``/``params``/``rule``) in ``lang``,
    its RULES.md id in parentheses."""
    return " ".join(i18n.error_text(lang, why).split())


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def face(lang: str, f: int) -> str:
    """A card as its face shows it in ``lang``: ``7♥``, ``D♠`` (a French queen), ``Jolly``."""
    return i18n.face_short(lang, f)
