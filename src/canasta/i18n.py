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


def message_ids(lang: str) -> set[str]:
    """Every message id of one language's catalogs (terms excluded)."""
    return set(bundle(lang)._messages)


def kind_name(lang: str, kind: str) -> str:
    """A card kind of the move notation ("7", "3r", "JK", "K") as the players of ``lang`` call it."""
    return tr(lang, "kind-" + kind.lower())


def kinds_text(lang: str, kinds: Iterable[str]) -> str:
    return " ".join(kind_name(lang, k) for k in kinds)


def error_text(lang: str, err: BaseException, rule_id: bool = True) -> str:
    """A refusal or an error in ``lang``: ``reason-<code>`` with its params when the error has a code
    the catalogs translate, else its English text; the RULES.md id follows in parentheses."""
    code = getattr(err, "code", None)
    text = str(err)
    if isinstance(code, str) and code and has(lang, "reason-" + code):
        params = getattr(err, "params", None) or {}
        text = tr(lang, "reason-" + code, **_reason_args(lang, params))
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
        if isinstance(v, (list, tuple)):
            out[k] = " ".join(kind_name(lang, str(x)) if _kindish(k) and has(lang, "kind-" + str(x).lower()) else str(x)
                              for x in v)
        elif isinstance(v, str) and _kindish(k) and has(lang, "kind-" + v.lower()):
            out[k] = kind_name(lang, v)
            out[k + "_code"] = v
        else:
            out[k] = v
    return out
