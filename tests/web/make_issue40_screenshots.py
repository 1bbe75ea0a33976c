"""The screenshots issue 40 asks for, in French and Italian at 1280x800, 390x844 and 844x390: a refused
pile take, the running score in the middle of a hand, the invite prompt and the end of a match
(python tests/web/make_issue40_screenshots.py [out_dir]; the viewport only, PNG)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from playwright.sync_api import sync_playwright  # noqa: E402
from test_browser import sign_in  # noqa: E402
from test_newcomer2_browser import finish_match, short_match  # noqa: E402
from test_newcomer_browser import pile_refused  # noqa: E402
from test_table_ui import new_page, play_to, play_to_every_side_melded, seeded_table  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS, LiveServer  # noqa: E402

SIZES = [(1280, 800), (390, 844), (844, 390)]
LOCALES = {"fr": ("fr-FR", "Amélie"), "it": ("it-IT", "Giulia")}


def shoot(page: Any, out: Path, lang: str, what: str) -> None:
    """The page at every size, the viewport only."""
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.evaluate("() => __canasta.renderTable()")  # the scroll cues are measured at render
        page.wait_for_timeout(250)
        page.screenshot(path=str(out / f"{lang}-{what}-{w}x{h}.png"))


def refused_take(page: Any, url: str) -> None:
    seeded_table(page, url, 2, 7, level="random")
    play_to(page, pile_refused)
    page.click('[data-testid="pile"] .pile-cards')
    page.wait_for_selector("#move-error a.why")


def running_score(page: Any, url: str) -> None:
    seeded_table(page, url, 4, 7, level="medium")
    play_to_every_side_melded(page)


def invite_prompt(page: Any, url: str) -> None:
    tid = page.evaluate("""async () => { const u = JSON.parse(localStorage.getItem('canasta.user'));
        const seats = [{kind: 'human'}, {kind: 'bot', level: 'medium'}, {kind: 'human'}, {kind: 'bot', level: 'medium'}];
        const r = await fetch('/api/tables', {method: 'POST', headers: {'content-type': 'application/json', 'x-token': u.token},
            body: JSON.stringify({players: 4, seed: 5, seats, sit: 0, target: 5000})});
        return (await r.json()).id; }""")
    page.goto(f"{url}/#/t/{tid}")
    page.wait_for_selector('[data-testid="invite-prompt"]')


def match_end(page: Any, url: str) -> None:
    short_match(page, url, players=4)
    finish_match(page)


SCENES = {"refused-take": refused_take, "running-score": running_score, "invite": invite_prompt, "match-end": match_end}


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, LiveServer(Path(tmp)) as srv, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        for lang, (locale, name) in LOCALES.items():
            for what, scene in SCENES.items():
                ctx, page, errors = new_page(browser, locale=locale, reduced_motion="reduce")
                sign_in(page, srv.url, name)
                scene(page, srv.url)
                page.mouse.move(0, 0)
                shoot(page, out, lang, what)
                assert not errors, errors
                ctx.close()
        browser.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots/issue40"))
