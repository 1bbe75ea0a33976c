"""The server's refusals in the player's language.

Every refusal a player can read (an HTTP error, a WebSocket ``error``) has a stable ``code`` and
``params`` besides its English text. The text is the Fluent message ``server-<code>`` of the
catalogs ``locales/<lang>/server.ftl``; an error of the engine (a rule set, a record: a
``CanastaError`` with its own ``code``) is said by :func:`canasta.i18n.error_text` instead. The
English text is the one given here, unchanged: a request that names no language reads what it
always read.

The language of a request: ``?lang=`` (the club's pages), else the ``Accept-Language`` header (the
browser app sends the language the player chose), else English.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from starlette.exceptions import HTTPException

from .. import i18n

PREFIX = "server-"


def accept_lang(header: str | None) -> str:
    """The first offered language of an ``Accept-Language`` header (by its q-values), else English."""
    if not header:
        return i18n.DEFAULT
    ranked: list[tuple[float, int, str]] = []
    for i, part in enumerate(header.split(",")[:20]):
        tag, _, rest = part.strip().partition(";")
        q = 1.0
        rest = rest.strip()
        if rest.startswith("q="):
            try:
                q = float(rest[2:])
            except ValueError:
                q = 0.0
        ranked.append((-q, i, tag.strip()))
    for neg_q, _, tag in sorted(ranked):
        if neg_q >= 0:
            break  # q=0: "not this one"
        lang = i18n.normalize_lang(tag)
        if lang is not None:
            return lang
    return i18n.DEFAULT


def lang_of(query_lang: str | None, accept_language: str | None) -> str:
    return i18n.normalize_lang(query_lang) or accept_lang(accept_language)


def scope_lang(scope: Mapping[str, Any]) -> str:
    """The language of an ASGI request (for the answers given before the app sees it)."""
    from urllib.parse import parse_qs

    query = parse_qs((scope.get("query_string") or b"").decode("latin-1")).get("lang", [None])[0]
    header = next((v.decode("latin-1") for k, v in scope.get("headers", []) if k == b"accept-language"), None)
    return lang_of(query, header)


def _plain(value: Any) -> Any:
    """A parameter as JSON: lists stay lists, anything else but numbers becomes text."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [str(x) for x in value]
    return str(value)


def say(lang: str, code: str, english: str, params: Mapping[str, Any] | None = None) -> str:
    """``server-<code>`` in ``lang`` with ``params``; ``english`` in English or when no catalog has it."""
    if lang == i18n.DEFAULT or not i18n.bundle(lang).has_message(PREFIX + code):
        return english
    args = {k: (", ".join(str(x) for x in v) if isinstance(v, (list, tuple)) else v) for k, v in (params or {}).items()}
    return " ".join(i18n.tr(lang, PREFIX + code, **i18n.plain_numbers(args)).split())


class Refusal(HTTPException):
    """An HTTP refusal with a stable code, its parameters and its English text::

        raise Refusal(404, "no-table", f"no table {tid!r}", table=tid)

    ``error``: the engine's error behind it (a ``RuleError``...); when it has a code of its own the
    text is that error's, translated (:func:`canasta.i18n.error_text`), and the reply carries
    ``reason_code``, its ``params`` and ``rule``. ``texts``: the text in other languages, said
    already (by the worker process that checks an imported record); ``reason``: the engine error's
    fields as :func:`canasta.web.errors.coded` gives them (``reason_code``, ``params``, ``rule``,
    ``inner``), for an error that could not be passed itself."""

    def __init__(self, status: int, code: str, english: str, /, *, error: BaseException | None = None,
                 texts: Mapping[str, str] | None = None, reason: Mapping[str, Any] | None = None,
                 **params: Any) -> None:
        super().__init__(status, english)
        self.code = code
        self.english = english
        self.params = {k: _plain(v) for k, v in params.items()}
        self.error = error
        self.texts = dict(texts or {})
        self.reason = dict(reason or {})

    @property
    def reason_code(self) -> str | None:
        code = getattr(self.error, "code", None) if self.error is not None else None
        return code if isinstance(code, str) and code else None

    def text(self, lang: str) -> str:
        if lang == i18n.DEFAULT:
            return self.english
        if lang in self.texts:
            return self.texts[lang]
        if self.reason_code is not None and self.error is not None and i18n.has(lang, "reason-" + self.reason_code):
            return " ".join(i18n.error_text(lang, self.error).split())
        return say(lang, self.code, self.english, self.params)

    def body(self, lang: str) -> dict[str, Any]:
        """The JSON of the reply: ``error`` (one line, in ``lang``), ``code``, ``params``."""
        out: dict[str, Any] = {"error": self.text(lang), "code": self.code, "params": self.params}
        if self.reason_code is not None:
            out["reason_code"] = self.reason_code
            out["params"] = {k: _plain(v) for k, v in (getattr(self.error, "params", None) or {}).items()}
            rule = getattr(self.error, "rule", None)
            if rule:
                out["rule"] = rule
            inner = getattr(self.error, "inner", None)
            if inner is not None:
                from .errors import coded

                out["inner"] = coded(inner)
        elif self.reason.get("reason_code"):
            out.update({k: v for k, v in self.reason.items() if k in ("reason_code", "params", "rule", "inner")})
        return out


def refused(status: int, code: str, error: BaseException) -> Refusal:
    """A refusal for an error of the engine (or of the storage): its English text, kept as it is."""
    return Refusal(status, code, str(error), error=error)


# The storage's refusals, by their English text (web/storage.py raises them as StorageError).
_STORAGE = {"that seat is not free": "seat-not-free", "that player no longer sits there": "player-not-there",
            "you already sit at this table": "already-seated"}


def storage_refusal(status: int, error: BaseException) -> Refusal:
    text = str(error)
    return Refusal(status, _STORAGE.get(text, "storage-conflict"), text)


# -- request validation (FastAPI/pydantic): the error's type and its context, in the player's words
# (a body that is not JSON has no context: its param is the character where it stops being JSON)
VALIDATION = {"missing": (), "string_too_long": ("max_length",), "string_too_short": ("min_length",),
              "string_type": (), "int_parsing": (), "int_type": (), "int_from_float": (), "bool_parsing": (),
              "bool_type": (), "greater_than_equal": ("ge",), "less_than_equal": ("le",), "greater_than": ("gt",),
              "less_than": ("lt",), "literal_error": ("expected",), "json_invalid": ("position",), "dict_type": (),
              "model_attributes_type": (), "list_type": (), "too_long": ("max_length",),
              "extra_forbidden": (), "enum": ("expected",)}


def validation_body(lang: str, english: str, where: str, err: Mapping[str, Any]) -> dict[str, Any]:
    """The reply to a request pydantic refused: ``invalid-<type>`` with the field (``where``) and
    the limit, or ``invalid`` for a type not listed; ``english`` is pydantic's own line (with the
    field in front). A translation says what is wrong; the field's name is put in front of it."""
    kind = str(err.get("type", ""))
    ctx = err.get("ctx") or {}
    if kind == "json_invalid":
        # pydantic's place for a body that is not JSON is the character where it stops being
        # JSON, not a field ("4: JSON decode error" read as a field named 4)
        position = where if where.isdigit() else "none"
        english = "the request's body is not valid JSON" + (f" (at character {where})." if position != "none" else ".")
        return {"error": say(lang, "invalid-json-invalid", english, {"position": position}),
                "code": "invalid-json-invalid", "params": {"position": position}}
    params: dict[str, Any] = {"field": where}
    if kind in VALIDATION:
        code = "invalid-" + kind.replace("_", "-")
        for name in VALIDATION[kind]:
            if name in ctx:
                params[name] = _plain(ctx[name])
    else:
        code = "invalid"
    text = say(lang, code, english, params)
    if text != english and where:
        text = f"{where}: {text}"
    return {"error": text, "code": code, "params": params}
