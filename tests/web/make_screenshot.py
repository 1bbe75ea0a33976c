"""Take docs/screenshot.png: a table in mid-hand against three bots (python tests/web/make_screenshot.py)."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from playwright.sync_api import sync_playwright  # noqa: E402
from test_browser import create_table, open_page, sign_in, snapshot, step, wait_reply  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS, LiveServer  # noqa: E402


def main(out: str) -> None:
    with tempfile.TemporaryDirectory() as tmp, LiveServer(Path(tmp)) as srv, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        ctx, page, _ = open_page(browser)
        page.set_viewport_size({"width": 1280, "height": 900})
        sign_in(page, srv.url, "Ann")
        create_table(page, ["me", "bot:random", "bot:random", "bot:random"], house="", target=5000)
        # play on until our side has melded, then stop at our turn with a card selected
        for _ in range(400):
            s = snapshot(page)
            mine = s["turn"] == s["seat"] and s["legal"]
            melded = page.evaluate("() => S.msg.view.melds[S.msg.info.side_of[S.msg.seat]].length > 0")
            others = page.evaluate("() => S.msg.view.melds.every(x => x.length > 0)")
            if mine and melded and others and "draw" not in s["legal"]:
                break
            if not step(page):
                wait_reply(page, s["n"])
        page.locator(".hand .card").nth(2).click()
        page.evaluate("() => window.scrollTo(0, 0)")
        page.screenshot(path=out, full_page=True)
        ctx.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshot.png")
