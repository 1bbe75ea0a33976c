"""HTTP routes of the translations: a language's Fluent catalogs for the browser (and, later, the
rules pages). Added to the app by :func:`add_routes`; nothing here touches a table."""

from __future__ import annotations

from fastapi import FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

from .. import i18n


def add_routes(app: FastAPI) -> None:
    @app.get("/api/i18n/{lang}.ftl", response_class=PlainTextResponse)
    def catalogs(lang: str) -> PlainTextResponse:
        """Every catalog file of a language, concatenated; the browser falls back to English itself."""
        if lang not in i18n.LANGS:
            raise HTTPException(404, f"unknown language {lang!r}; valid languages: {', '.join(i18n.LANGS)}")
        return PlainTextResponse(i18n.ftl_text(lang), media_type="text/plain; charset=utf-8",
                                 headers={"cache-control": "no-cache"})
