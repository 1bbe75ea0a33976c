"""The screenshots issue 42 asks for: a Samba table with a sequence on it, and a Hand and Foot table once
a seat plays from its foot, in French and Italian at 1280x800 and 390x844
(python tests/web/make_issue42_screenshots.py [out_dir]; the viewport only, PNG)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from playwright.sync_api import sync_playwright  # noqa: E402
from test_browser import sign_in, snapshot, step, wait_reply  # noqa: E402
from test_handfoot_browser import handfoot_table  # noqa: E402
from test_sequences_browser import is_seq_move, play_to_a_sequence, samba_table  # noqa: E402
from test_table_ui import new_page  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS, LiveServer  # noqa: E402

SIZES = [(1280, 800), (390, 844)]
LOCALES = {"fr": ("fr-FR", "Amélie"), "it": ("it-IT", "Giulia")}


def shoot(page: Any, out: Path, name: str) -> None:
    page.mouse.move(0, 0)
    for w, h in SIZES:
        page.set_viewport_size({"width": w, "height": h})
        page.evaluate("() => __canasta.renderTable()")
        page.wait_for_timeout(250)
        page.screenshot(path=str(out / f"{name}-{w}x{h}.png"))


def play_to_a_foot(page: Any, limit: int = 3000) -> None:
    """Play the player's moves by the server's hints until some seat plays from its foot and it is
    the player's turn again."""
    for _ in range(limit):
        s = snapshot(page)
        feet = page.evaluate("() => (__canasta.S.msg.view.feet || []).map(f => f.count)")
        mine = page.evaluate("() => __canasta.S.msg.view.turn === __canasta.S.msg.seat")
        if 0 in feet and mine and s["phase"] not in ("hand_over", "match_over"):
            return
        if s["phase"] == "match_over":
            raise AssertionError("the match ended before a seat reached its foot")
        if not step(page):
            wait_reply(page, s["n"])
    raise AssertionError("nobody reached the foot")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, LiveServer(Path(tmp)) as srv, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        for lang, (locale, name) in LOCALES.items():
            ctx, page, errors = new_page(browser, locale=locale, reduced_motion="reduce")
            sign_in(page, srv.url, name)
            samba_table(page, srv.url)
            # on to a turn where a sequence move is open (its label in words in the move bar)
            play_to_a_sequence(page, more=lambda s: any(is_seq_move(m) for m in s["legal"]))
            shoot(page, out, f"{lang}-samba-sequence")
            page.set_viewport_size({"width": 1280, "height": 800})
            handfoot_table(page, srv.url)
            shoot(page, out, f"{lang}-handfoot-deal")
            page.set_viewport_size({"width": 1280, "height": 800})
            play_to_a_foot(page)
            shoot(page, out, f"{lang}-handfoot-foot")
            assert not errors, errors
            ctx.close()
        browser.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots/issue42"))
