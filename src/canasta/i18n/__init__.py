"""Translations for every front end (command line, terminal, web server), with Project Fluent.

The catalogs are ``canasta/locales/<lang>/*.ftl``, one file per topic; every file of a language is
loaded into one bundle, and a message missing in a language falls back to English. The core engine
never imports this module: it raises errors with a stable ``code`` and ``params``, and the front
ends render them here::

    from canasta.i18n import tr, error_text
    tr("fr", "table-cards-n", n=1)        # "1 carte"
    error_text("fr", err)                  # an IllegalMoveError in French, RULES.md id in parentheses
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterable, Mapping
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

LANGS = ("en", "fr", "sk", "it", "fi")
LANG_NAMES = {"en": "English", "fr": "Français", "sk": "Slovenčina", "it": "Italiano", "fi": "Suomi"}
DEFAULT = "en"


def normalize_lang(value: str | None) -> str | None:
    """``"fr_FR.UTF-8"`` -> ``"fr"``; ``None`` for a language not offered."""
    if not value:
        return None
    short = value.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
    return short if short in LANGS else None


def default_lang(environ: Mapping[str, str] | None = None) -> str:
    """The language from ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` (the first that is set), else English."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            return normalize_lang(value) or DEFAULT
    return DEFAULT


def lang_or_error(value: str | None) -> str:
    """A language code from user input; ``ValueError`` with the valid choices if not offered."""
    if value is None:
        return default_lang()
    lang = normalize_lang(value)
    if lang is None:
        raise ValueError(f"unknown language {value!r}; valid languages: {', '.join(LANGS)}")
    return lang


def _locale_dir(lang: str) -> Any:
    return resources.files("canasta").joinpath("locales", lang)


def ftl_files(lang: str) -> list[str]:
    """Names of the catalog files of a language, sorted."""
    d = _locale_dir(lang)
    return sorted(p.name for p in d.iterdir() if p.name.endswith(".ftl"))


@functools.cache
def ftl_text(lang: str) -> str:
    """Every catalog file of a language, concatenated (what the browser loads)."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}")
    d = _locale_dir(lang)
    return "\n".join(d.joinpath(name).read_text(encoding="utf-8") for name in ftl_files(lang))


@functools.cache
def bundle(lang: str) -> FluentBundle:
    b = FluentBundle([lang], use_isolating=False)
    b.add_resource(FluentResource(ftl_text(lang)))
    return b


def has(lang: str, msg_id: str) -> bool:
    return bundle(lang).has_message(msg_id) or bundle(DEFAULT).has_message(msg_id)


def _args(args: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in args.items():
        if isinstance(v, (list, tuple)):
            v = " ".join(str(x) for x in v)
        elif isinstance(v, bool):
            v = str(v).lower()
        elif isinstance(v, int) and abs(v) >= 10**15:  # beyond what number formatting takes: as typed
            v = str(v)
        out[k] = v
    return out


def tr(lang: str, msg_id: str, /, **args: Any) -> str:
    """The message ``msg_id`` in ``lang`` (English if that language lacks it), formatted with ``args``.

    A message no catalog has comes out as its id, which the catalog tests forbid for every id used.
    Attributes are addressed as ``"msg.attr"``.
    """
    msg_id, _, attr = msg_id.partition(".")
    for code in (lang if lang in LANGS else DEFAULT, DEFAULT):
        b = bundle(code)
        if not b.has_message(msg_id):
            continue
        msg = b.get_message(msg_id)
        pattern = msg.attributes.get(attr) if attr else msg.value
        if pattern is None:
            continue
        text, _errors = b.format_pattern(pattern, _args(args))
        return str(text)
    return msg_id + ("." + attr if attr else "")


def plain_numbers(args: Mapping[str, Any]) -> dict[str, Any]:
    """Whole numbers written without grouping ("5000", not "5,000" or "5 000"), as card players
    write scores and targets; plurals still select on them."""
    from fluent.runtime.types import fluent_number

    return {k: fluent_number(v, useGrouping=False) if isinstance(v, int) and not isinstance(v, bool) and abs(v) < 10**15
            else v for k, v in args.items()}


def message_ids(lang: str) -> set[str]:
    """Every message id of one language's catalogs (terms excluded)."""
    return set(bundle(lang)._messages)


def kind_name(lang: str, kind: str) -> str:
    """A card kind of the move notation ("7", "3r", "JK", "K") as the players of ``lang`` call it."""
    return tr(lang, "kind-" + kind.lower())


def kinds_text(lang: str, kinds: Iterable[str]) -> str:
    return " ".join(kind_name(lang, k) for k in kinds)


_LEADING_ID = re.compile(r"^((?:[A-Z]{1,2}-?\d+(?:\.\d+)*|§\d+(?:\.\d+)*)(?:[/,] ?[A-Z]{1,2}-?\d+(?:\.\d+)*)*):\s+(.*)$", re.S)


def error_text(lang: str, err: BaseException, rule_id: bool = True) -> str:
    """A refusal or an error in ``lang``: ``reason-<code>`` with its params when the error has a code
    the catalogs translate, else its English text; the RULES.md id follows in parentheses."""
    code = getattr(err, "code", None)
    text = str(err)
    lead = _LEADING_ID.match(text)
    if lead:  # "C-6: the turn starts..." -> "the turn starts... (C-6)": the id never leads
        text = f"{lead.group(2)} ({lead.group(1)})" if rule_id else lead.group(2)
    if isinstance(code, str) and code and has(lang, "reason-" + code):
        params = dict(getattr(err, "params", None) or {})
        inner = getattr(err, "inner", None)
        args = _reason_args(lang, params)
        if isinstance(inner, BaseException):  # a record's refused move: the move's own reason inside
            args["reason"] = error_text(lang, inner, rule_id)
        text = tr(lang, "reason-" + code, **args)
        rule = getattr(err, "rule", None)
        if rule_id and rule:
            text = f"{text} ({rule})"
    return text


def _kindish(name: str) -> bool:
    return "kind" in name or "card" in name or name in ("top", "rank", "meld")


def _reason_args(lang: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """Card kinds in the params become words of ``lang``; lists are joined."""
    out: dict[str, Any] = {}
    for k, v in params.items():
        if k == "meld" and isinstance(v, str) and is_seq_key(v):
            out[k] = seq_short(v)
            out[k + "_code"] = v
        elif isinstance(v, (list, tuple)):
            out[k] = " ".join(kind_name(lang, str(x)) if _kindish(k) and has(lang, "kind-" + str(x).lower()) else str(x)
                              for x in v)
        elif isinstance(v, str) and _kindish(k) and has(lang, "kind-" + v.lower()):
            out[k] = kind_name(lang, v)
            out[k + "_code"] = v
        else:
            out[k] = v
    return out


# -- cards and moves ---------------------------------------------------------------------------------
# The notation's card kinds as the words the catalogs select on ($kind): a kind's grammar (gender,
# elision, case endings) lives in the catalogs, keyed by these words.
KIND_WORDS = {"JK": "joker", "2": "two", "3": "three", "3r": "redthree", "4": "four", "5": "five", "6": "six",
              "7": "seven", "8": "eight", "9": "nine", "10": "ten", "J": "jack", "Q": "queen", "K": "king",
              "A": "ace", "W": "wild"}
_KIND_ALIASES = {"T": "10", "JOKER": "JK"}


def _kind_code(kind: str) -> str:
    k = kind.strip()
    up = k.upper()
    if up in _KIND_ALIASES:
        return _KIND_ALIASES[up]
    return "3r" if k.lower() == "3r" else up


def _kind_args(lang: str, kind: str) -> dict[str, str]:
    code = _kind_code(kind)
    return {"kind": KIND_WORDS.get(code, "other"), "short": kind_name(lang, code) if code != "W" else "W"}


def card_obj(lang: str, kind: str, past: bool = False) -> str:
    """One card as the object of a move: "le 9", "l'8", "deviatku", "ysi" (``past``: "ysin")."""
    return tr(lang, "card-done" if past else "card-obj", **_kind_args(lang, kind))


# A side's sequence (Samba, Bolivia) is named by its suit and its number among the side's sequences of
# that suit ("h1", "h2"); a new sequence is melded with its cards named with their suit ("meld 4h 5h 6h").
_SEQ_KEY = re.compile(r"^([cdhs])(\d+)$")
_GROUP_KEY = re.compile(r"^(10|[4-9JQKAT])([2-9])$", re.I)
"""A side's further group of a rank (Samba SA-6): the rank and its number, ``Q2``, ``102``."""
_SUITED = re.compile(r"^(10|[4-9JQKAT])([cdhs])$", re.I)
SUIT_SIGNS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}


def is_seq_key(key: str) -> bool:
    """Whether a meld key of the notation names a sequence (``h1``) rather than a rank (``7``)."""
    return bool(_SEQ_KEY.match(key.strip().lower()))


def _seq_args(key: str) -> dict[str, Any]:
    m = _SEQ_KEY.match(key.strip().lower())
    assert m
    return {"suit": m.group(1), "n": int(m.group(2)), "sym": SUIT_SIGNS[m.group(1)]}


def _seq_meld(lang: str, cards: list[str]) -> dict[str, Any] | None:
    """A new sequence's words ($suit, $sym, $cards low to high) when ``cards`` are named with a suit."""
    if not cards or not all(_SUITED.match(c) for c in cards):
        return None
    order = list(KIND_WORDS)
    ranks = sorted((_kind_code(c[:-1]) for c in cards), key=order.index)
    suit = cards[0][-1].lower()
    return {"suit": suit, "sym": SUIT_SIGNS[suit], "cards": kinds_text(lang, ranks)}


def meld_of(lang: str, key: str) -> str:
    if is_seq_key(key):
        return tr(lang, "meld-seq", **_seq_args(key))
    g = _GROUP_KEY.match(key.strip())
    if g:  # a further group of a rank (SA-6): "queens 2"
        return tr(lang, "meld-of", **_kind_args(lang, g.group(1))) + " " + g.group(2)
    return tr(lang, "meld-of", **_kind_args(lang, key))


def meld_to(lang: str, key: str) -> str:
    if is_seq_key(key):
        return tr(lang, "meld-seq-to", **_seq_args(key))
    g = _GROUP_KEY.match(key.strip())
    if g:  # a further group of a rank (SA-6): "Q2"
        return tr(lang, "meld-group-to", n=int(g.group(2)), **_kind_args(lang, g.group(1)))
    return tr(lang, "meld-to", **_kind_args(lang, key))


def _group_words(lang: str, key: str) -> dict[str, Any]:
    """The message arguments of a further group's key ("Q2"): its rank's kind words and its number."""
    g = _GROUP_KEY.match(key.strip())
    if not g:
        return {"n": 1, **_kind_args(lang, key)}
    return {"n": int(g.group(2)), **_kind_args(lang, g.group(1))}


def seq_short(key: str) -> str:
    """A sequence's short name where a card kind would stand: ``♥``, ``♥2``."""
    a = _seq_args(key)
    return str(a["sym"]) + (str(a["n"]) if a["n"] > 1 else "")


def face_short(lang: str, f: int) -> str:
    """A card as its face shows it in ``lang``: ``7♥``, ``D♠`` (a French queen), ``Jolly``.
    The face agrees with the card's short name (``kind-*``): never V on one and J on the other."""
    from ..cards import JOKER_FACE, face_label

    if f == JOKER_FACE:
        return kind_name(lang, "JK")
    label = face_label(f)
    rank, suit = label[:-1], label[-1]
    if rank in ("J", "Q", "K", "A"):
        rank = tr(lang, "face-" + rank.lower())
    return rank + suit


def card_label(lang: str, face: str) -> str:
    """A face ("Qh", "10s", "JK") as a card name: "Dame de cœur", "srdcová dáma", "herttakuningas"."""
    if face == "JK":
        return tr(lang, "card-joker")
    rank, suit = face[:-1], face[-1]
    kind = "3r" if rank == "3" and suit in "hd" else rank
    return tr(lang, "card-label", rank=tr(lang, "rank-" + rank.lower()), suit=suit, kind=KIND_WORDS.get(kind, "other"))


def _split(text: str) -> tuple[str, list[str], str | None]:
    w = text.split()
    action, rest = (w[0].lower() if w else ""), w[1:]
    target = None
    if action == "take" and len(rest) >= 2 and rest[-2].lower() == "on":
        target, rest = rest[-1], rest[:-2]
    elif action == "add":
        if len(rest) == 3 and rest[1].lower() == "to":
            target, rest = rest[2], rest[:1]
        elif rest:
            target = rest[0]
    return action, rest, target


def move_label(lang: str, text: str, top: str | None = None, prefix: str = "move-") -> str:
    """A move in notation ("add 2 to 7") as a button says it; ``top`` is the pile's top kind if known.
    With ``prefix`` ``way-``, a take says only how it is made ("the queen with Q Q from your hand"),
    for a list that has already said "You can take the pile"."""
    action, cards, target = _split(text)
    top_obj = card_obj(lang, top) if top else tr(lang, "pile-top-obj")
    if action == "take":
        if target:
            return tr(lang, prefix + "take-on", top=top_obj, meld=meld_to(lang, target))
        if not cards:
            return tr(lang, prefix + "take-lay", top=top_obj)
        return tr(lang, prefix + "take-with", top=top_obj, cards=kinds_text(lang, cards))
    if action == "meld":
        seq = _seq_meld(lang, cards)
        if seq:
            return tr(lang, "move-meld-seq", **seq)
        return tr(lang, "move-meld", cards=kinds_text(lang, cards))
    if action == "add" and cards and target:
        return tr(lang, "move-add", card=card_obj(lang, cards[0]), meld=meld_to(lang, target))
    if action == "discard" and cards:
        return tr(lang, "move-discard", card=card_obj(lang, cards[0]))
    if action == "join" and cards:
        return tr(lang, "move-join", **_group_words(lang, cards[0]))
    return tr(lang, "move-" + action) if has(lang, "move-" + action) else text


def log_line(lang: str, name: str, text: str, count: int | None = None, top: str | None = None,
             prefix: str = "log-") -> str:
    """A played move as the log tells it: "Ann took the pile (12 cards) with 8 8". ``count`` is the
    number of cards the pile held, ``top`` its top card's kind, when known. ``prefix`` chooses the
    messages: ``log-`` (a player by name, third person), ``tui-you-`` (the person, second person)."""
    action, cards, target = _split(text)
    top_obj = card_obj(lang, top, past=True) if top else tr(lang, "pile-top-obj")
    n = count if count is not None else 0
    if action == "take":
        if target:
            return tr(lang, prefix + "take-on", name=name, count=n, top=top_obj, meld=meld_to(lang, target))
        if not cards:
            return tr(lang, prefix + "take-lay", name=name, count=n, top=top_obj)
        return tr(lang, prefix + "take-with", name=name, count=n, cards=kinds_text(lang, cards))
    if action == "meld":
        seq = _seq_meld(lang, cards)
        if seq:
            return tr(lang, prefix + "meld-seq", name=name, **seq)
        return tr(lang, prefix + "meld", name=name, cards=kinds_text(lang, cards))
    if action == "add" and cards and target:
        return tr(lang, prefix + "add", name=name, card=card_obj(lang, cards[0], past=True), meld=meld_to(lang, target))
    if action == "discard" and cards:
        return tr(lang, prefix + "discard", name=name, card=card_obj(lang, cards[0], past=True))
    if action == "join" and cards and has(lang, prefix + "join"):
        return tr(lang, prefix + "join", name=name, **_group_words(lang, cards[0]))
    if has(lang, prefix + action):
        return tr(lang, prefix + action, name=name)
    return f"{name}: {text}"


class NotationError(ValueError):
    """A typed move has a word that is neither a move nor a card; the message is in the player's language."""


def _words(lang: str, attr: str) -> set[str]:
    out = set(tr("en", "notation-words." + attr).lower().split())
    if lang != DEFAULT:
        out |= set(tr(lang, "notation-words." + attr).lower().split())
    return out


_ACTIONS = ("draw", "take", "meld", "add", "join", "discard", "ask", "yes", "no", "end", "deal")


_GROUP_RANKS = frozenset(("4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"))


def notation_from(lang: str, text: str) -> str:
    """A move typed in ``lang`` ("défausser D", "prilož 2 k 7") as the engine's notation ("discard Q",
    "add 2 to 7"); English is always understood. :class:`NotationError` names the first unknown word."""
    words = text.replace(",", " ").split()
    if not words:
        raise NotationError(tr(lang, "notation-empty"))
    kinds: dict[str, str] = {}
    for code in KIND_WORDS:
        if code == "W":
            continue
        kinds[code.lower()] = code
        for lg in {DEFAULT, lang}:
            kinds[kind_name(lg, code).lower().replace(" ", "")] = code
    kinds.update({"t": "10", "3r": "3r"})
    for w in _words(lang, "joker"):
        kinds[w] = "JK"
    for w in _words(lang, "wild"):
        kinds[w] = "W"
    out: list[str] = []
    first = words[0].lower()
    action = next((a for a in _ACTIONS if first in _words(lang, a)), None)
    if action is None:
        raise NotationError(tr(lang, "notation-unknown-word", word=words[0]))
    out.append(action)
    on, to = _words(lang, "on"), _words(lang, "to")
    i = 1
    while i < len(words):
        w = words[i].lower()
        # "3 noir", "čierna 3": two-word kinds
        pair = (w + (words[i + 1].lower() if i + 1 < len(words) else ""))
        if pair in kinds and i + 1 < len(words):
            out.append(kinds[pair])
            i += 2
            continue
        if action == "take" and w in on:
            out.append("on")
        elif action in ("add", "join") and w in to:
            out.append("to")
        elif action in ("add", "take", "join") and len(w) >= 2 and w[-1] in "234" and w not in kinds \
                and kinds.get(w[:-1], "") in _GROUP_RANKS:
            out.append(kinds[w[:-1]] + w[-1])  # a further group of a rank (SA-6): "Q2", "D2" in French
        elif w in kinds:
            out.append(kinds[w])
        elif action == "meld" and _SUITED.match(w):  # a sequence's card, named with its suit: "4h"
            out.append(_kind_code(w[:-1]) + w[-1])
        elif action == "meld" and len(w) >= 2 and w[-1] in SUIT_SIGNS and _SUITED.match(kinds.get(w[:-1], "") + w[-1]):
            out.append(kinds[w[:-1]] + w[-1])  # ... with the rank as the language names it: "vh", "dh" in French
        elif action in ("add", "take") and out[-1] in ("to", "on") and is_seq_key(w):  # a sequence: "h1"
            out.append(w)
        else:
            raise NotationError(tr(lang, "notation-unknown-word", word=words[i]))
        i += 1
    return " ".join(out)
