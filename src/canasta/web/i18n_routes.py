"""HTTP routes of the translations: a language's Fluent catalogs for the browser, the rules pages
(generated from a rule set, so a house rule changes them), the house-rule form's fields, and typed
moves in any language. Added to the app by :func:`add_routes`; nothing here changes a table."""

from __future__ import annotations

import json
from typing import Any

from fastapi import FastAPI
from fastapi.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response

from .. import i18n
from ..i18n import rulespage
from ..rules import RuleError, RuleSet, make_rules
from .pages import rules_html
from .refusals import Refusal, refused
from .storage import Storage


def _lang(lang: str | None) -> str:
    code = i18n.normalize_lang(lang) if lang else "en"
    if code is None:
        raise Refusal(404, "unknown-language", f"unknown language {lang!r}; valid languages: {', '.join(i18n.LANGS)}",
                      language=str(lang)[:40], valid=list(i18n.LANGS))
    return code


def _overrides(rules: str | None) -> dict[str, Any]:
    """House rules from the query: a JSON object of rule: value."""
    if not rules:
        return {}
    try:
        data = json.loads(rules)
    except (ValueError, RecursionError):  # bad JSON, a number past 4,300 digits (D29)
        raise Refusal(400, "rules-json", "rules: expected a JSON object of rule: value") from None
    if not isinstance(data, dict):
        raise Refusal(400, "rules-json", "rules: expected a JSON object of rule: value")
    return data


def _ruleset(preset: str, players: int | None, partnership: str | None, rules: str | None) -> RuleSet:
    ov = _overrides(rules)
    if partnership:
        ov["partnership"] = partnership
    try:
        return make_rules(preset, players, ov)
    except (RuleError, TypeError, ValueError) as e:
        raise refused(400, "bad-rules", e) from None


def _page(lang: str, rs: RuleSet, why: str | None, here: str) -> Response:
    if why:  # a refusal's "Why?": the paragraph that explains its rule
        return RedirectResponse(here + "#" + rulespage.anchor_for(why, rs), status_code=303)
    return HTMLResponse(rules_html(lang, rs, langs_href=here))


def add_routes(app: FastAPI, storage: Storage) -> None:
    @app.get("/api/i18n/{lang}.ftl", response_class=PlainTextResponse)
    def catalogs(lang: str) -> PlainTextResponse:
        """Every catalog file of a language, concatenated; the browser falls back to English itself."""
        if lang not in i18n.LANGS:
            raise Refusal(404, "unknown-language", f"unknown language {lang!r}; valid languages: {', '.join(i18n.LANGS)}",
                      language=str(lang)[:40], valid=list(i18n.LANGS))
        return PlainTextResponse(i18n.ftl_text(lang), media_type="text/plain; charset=utf-8",
                                 headers={"cache-control": "no-cache"})

    @app.get("/api/i18n/{lang}/move")
    def typed_move(lang: str, text: str = "") -> dict[str, Any]:
        """A move typed in the player's language, as the engine's notation; a localized error if a word is unknown."""
        code = _lang(lang)
        try:
            return {"move": i18n.notation_from(code, text[:200])}
        except i18n.NotationError as e:  # said in the route's language already
            raise Refusal(400, "typed-move", str(e), texts=dict.fromkeys(i18n.LANGS, str(e))) from None

    @app.get("/rules/{preset}", response_class=HTMLResponse)
    def rules_page(preset: str, players: int | None = None, lang: str | None = None, partnership: str | None = None,
                   rules: str | None = None, why: str | None = None) -> Response:
        """The rules of a preset for players, in their language, with the house rules applied."""
        code = _lang(lang)
        rs = _ruleset(preset, players, partnership, rules)
        q = f"/rules/{preset}?players={rs.players}&lang={code}"
        if partnership:
            q += f"&partnership={partnership}"
        if rules:
            from urllib.parse import quote

            q += "&rules=" + quote(rules)
        return _page(code, rs, why, q)

    @app.get("/rules/table/{tid}", response_class=HTMLResponse)
    def table_rules(tid: str, lang: str | None = None, why: str | None = None) -> Response:
        """The rules of one table, as it was created (preset, sides and house rules)."""
        code = _lang(lang)
        row = storage.table(tid)
        if row is None:
            raise Refusal(404, "no-table", f"no table {tid!r}", table=tid[:40])
        rs = RuleSet.from_dict(row.rules)
        return _page(code, rs, why, f"/rules/table/{tid}?lang={code}")

    @app.get("/api/house-rules/{preset}/{players}")
    def house_rules(preset: str, players: int, lang: str | None = None, partnership: str | None = None,
                    rules: str | None = None) -> dict[str, Any]:
        """The table-creation form's house rules: label, control, value and what the value means, in a language.
        ``defaults`` are the rulebook's own values, so the form sends only what the player changed."""
        code = _lang(lang)
        rs = _ruleset(preset, players, partnership, rules)
        book = _ruleset(preset, players, partnership, None)
        defaults = {f["name"]: f["value"] for f in rulespage.form_fields(code, book)}
        return {"fields": rulespage.form_fields(code, rs), "defaults": defaults}
