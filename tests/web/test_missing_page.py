"""A mistyped or old address opened in a browser gets a page in the reader's language with the way
back to the lobby, not the API's JSON; the API's own 404s stay JSON."""

from __future__ import annotations

from pathlib import Path

from fastapi.testclient import TestClient
from markupsafe import escape

from canasta.web.server import create_app

PAGE = {"accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"}


def test_a_missing_page_is_a_page_in_the_readers_language(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path}/c.db", bot_delay=0)) as c:
        for lang, title in (("it", "Pagina non trovata"), ("fr", "Page introuvable"), ("en", "Page not found"),
                            ("sk", "Stránka sa nenašla"), ("fi", "Sivua ei löytynyt")):
            r = c.get("/account", headers={**PAGE, "accept-language": lang})
            assert r.status_code == 404 and r.headers["content-type"].startswith("text/html"), (lang, r.text[:200])
            assert f"<h1>{title}</h1>" in r.text and 'href="/"' in r.text and "/account" in r.text
            assert '"error"' not in r.text
        # ?lang= wins, as on the other pages; the address is escaped, never markup
        r = c.get("/<script>alert(1)</script>", params={"lang": "it"}, headers=PAGE)
        assert r.status_code == 404 and "Pagina non trovata" in r.text
        assert "<script>alert(1)" not in r.text and "&lt;script&gt;" in r.text


def test_the_apis_404_stays_json(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path}/c.db", bot_delay=0)) as c:
        for path, headers in (("/api/nothing", PAGE), ("/account", {"accept": "application/json"}),
                              ("/static/nothing.js", PAGE), ("/account", {})):
            r = c.get(path, headers=headers)
            assert r.status_code == 404 and r.json()["code"] == "not-found", (path, r.text[:200])
        r = c.post("/account", headers=PAGE)
        assert r.status_code in (404, 405) and r.headers["content-type"].startswith("application/json")


def test_a_page_that_refuses_says_why_on_a_page(tmp_path: Path) -> None:
    """The server's own pages (rules, verify, players, club nights) refuse bad addresses with the
    API's one line in the reader's language; a browser gets it on a page, a script as JSON."""
    with TestClient(create_app(f"sqlite:///{tmp_path}/c.db", bot_delay=0)) as c:
        for path, status, words in (("/rules/nope", 400, "«nope»"), ("/rules/classic?players=9", 400, "9"),
                                    ("/club/verify/nope", 404, "«nope»"), ("/club/players/abc", 422, "user_id"),
                                    ("/club/events/nope", 404, "«nope»"), ("/club/leaderboard?preset=zzz", 400, "«zzz»")):
            r = c.get(path, headers={**PAGE, "accept-language": "it"})
            assert r.status_code == status and r.headers["content-type"].startswith("text/html"), (path, r.text[:200])
            assert "<h1>Questa pagina non può essere mostrata</h1>" in r.text and 'href="/"' in r.text
            said = c.get(path, headers={"accept-language": "it"}).json()["error"]  # the API's words, the same
            assert words in said and str(escape(said)) in r.text, (path, said)
