"""Take the club's screenshots of docs/club.md: an event's standings with the organiser's "start round"
control, the form that creates a club night, the organiser's tools at a table and on the account page,
and a phone's lobby with the club's pages (python tests/web/make_club_screenshots.py [out_dir] [--all]).
With --all, every page at 1280x800 and 390x844 in French and Italian (to look at, not for docs/)."""

from __future__ import annotations

import json
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from playwright.sync_api import sync_playwright  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS, LiveServer  # noqa: E402

SHORT = {"hand_size": "5", "canastas_to_go_out": "0", "concealed_waives_minimum": "false", "permission": "off",
         "target": "50"}
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
LOCALES = {"fr": "fr-FR", "it": "it-IT", "en": "en-GB"}


def call(url: str, body: Any = None, token: str | None = None, method: str = "POST") -> Any:
    req = urllib.request.Request(url, data=json.dumps(body).encode() if body is not None else None, method=method,
                                 headers={"content-type": "application/json", **({"x-token": token} if token else {})})
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read())


def main(out: Path, every: bool) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, LiveServer(Path(tmp)) as srv, sync_playwright() as p:
        base = srv.url
        users = {}
        for n in ("Olga", "Amélie", "Bruno", "Chiara", "Dario", "Élise", "Fabio"):
            u = call(base + "/api/users", {"name": n})
            call(base + "/api/members", {"password": "club password"}, u["token"])
            users[n] = u
        olga = users["Olga"]
        # an event of four pairs of bots whose first round is over
        body = {"name": "Mardi du club", "preset": "classic", "rules": SHORT, "rounds": 3, "scoring": "match_points",
                "entries": [{"name": n, "players": ["bot:medium", "bot:medium"]}
                            for n in ("Amélie & Bruno", "Chiara & Dario", "Élise & Fabio", "Les robots")]}
        eid = call(base + "/api/events", body, olga["token"])["id"]
        call(base + f"/api/events/{eid}/rounds", None, olga["token"])
        deadline = time.monotonic() + 300
        while not all(t["over"] for t in call(base + f"/api/events/{eid}", None, None, "GET")["tables"]):
            assert time.monotonic() < deadline, "the round did not finish"
            time.sleep(0.5)
        # finished games of members, for the leaderboard and a profile
        from test_club import _finished_human_game

        from canasta.web.storage import Storage

        storage = Storage(srv.app.state.tables.storage.url)
        tokens = {n: u["token"] for n, u in users.items()}
        extra = {n: storage.create_user(n) for n in ("Giulia", "Hugo", "Anne", "Benoît")}
        members = [storage.user_by_token(tokens[n]) for n in ("Amélie", "Bruno", "Chiara", "Dario", "Élise", "Fabio")]
        everyone = [u for u in members if u is not None] + list(extra.values())
        for i, seed in enumerate((21, 22, 23, 24, 25, 26)):
            four = [everyone[(i * 3 + k) % len(everyone)] for k in range(4)]
            _finished_human_game(storage, [], seed, four)
        profile = everyone[0].id
        storage.close()
        # a table of four members in play
        t = call(base + "/api/tables", {"preset": "classic", "players": 4, "seed": 3, "seats": [{"kind": "human"}] * 4,
                                        "sit": 0}, users["Amélie"]["token"])
        for seat, n in ((1, "Bruno"), (2, "Chiara")):
            call(base + f"/api/tables/{t['id']}/sit/{seat}", None, users[n]["token"])
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        langs = ("fr", "it")
        for lang in langs:
            ctx = browser.new_context(locale=LOCALES[lang], viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
            me = json.dumps({"id": olga["id"], "name": olga["name"], "token": olga["token"]})
            ctx.add_init_script(f"localStorage.setItem('canasta.user', {json.dumps(me)})")
            page = ctx.new_page()
            pages = {
                "leaderboard": f"/club/leaderboard?preset=classic&lang={lang}",
                "profile": f"/club/players/{profile}?lang={lang}",
                "event": f"/club/events/{eid}?lang={lang}",
                "events-new": f"/club/events?lang={lang}",
                "organiser-tables": f"/club/account?lang={lang}",
                "organiser-table": f"/#/t/{t['id']}",
                "lobby": "/",
            }
            for name, path in pages.items():
                for size, (w, h) in SIZES.items():
                    if not every and (name, size, lang) not in DOCS:
                        continue
                    page.set_viewport_size({"width": w, "height": h})
                    page.goto(base + path)
                    if name == "organiser-table":
                        page.evaluate(f"localStorage.setItem('canasta.lang', '{lang}')")
                        page.reload()
                        page.wait_for_selector(".banner")
                        page.click("#menu summary")
                        page.wait_for_selector("[data-testid=org-tools]")
                        page.locator("[data-testid=org-tools]").scroll_into_view_if_needed()
                    elif name == "lobby":
                        page.evaluate(f"localStorage.setItem('canasta.lang', '{lang}')")
                        page.reload()
                        page.wait_for_selector("#new-table")
                    elif name == "organiser-tables":
                        page.wait_for_selector("[data-testid=org-tables] .tcard")
                        page.locator("[data-testid=org-tables]").scroll_into_view_if_needed()
                    elif name == "events-new":
                        page.wait_for_selector("#new-event:not([hidden])")
                        page.locator("#new-event").scroll_into_view_if_needed()
                    elif name == "event":
                        page.wait_for_selector("#org:not([hidden])")
                    page.wait_for_timeout(300)
                    target = DOCS.get((name, size, lang)) if not every else f"club-{name}-{size}-{lang}.png"
                    page.screenshot(path=str(out / str(target)))
            ctx.close()
        browser.close()


# the screenshots docs/club.md shows
DOCS = {("leaderboard", "desktop", "fr"): "club-leaderboard.png", ("profile", "desktop", "it"): "club-profile.png",
        ("event", "desktop", "fr"): "club-event.png", ("events-new", "desktop", "fr"): "club-events-new.png",
        ("organiser-table", "desktop", "fr"): "club-organiser-table.png",
        ("organiser-tables", "phone", "fr"): "club-organiser-tables.png", ("lobby", "phone", "fr"): "club-phone-lobby.png"}

if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--all"]
    main(Path(args[0]) if args else Path(__file__).resolve().parents[2] / "docs", "--all" in sys.argv)
