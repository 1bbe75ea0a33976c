"""Take the screenshots of docs/: a table against three bots in the middle of a hand and at the end of a
hand, at 1280x800 and 390x844 (python tests/web/make_screenshot.py [out_dir] [lang])."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from playwright.sync_api import sync_playwright  # noqa: E402
from test_browser import create_table, sign_in, snapshot, step, wait_reply  # noqa: E402

from conftest import CHROMIUM, CHROMIUM_ARGS, LiveServer  # noqa: E402

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


def mid_hand(page: object) -> None:
    """Play on until both sides have melded, then stop at our turn after the draw with a card selected."""
    for _ in range(600):
        s = snapshot(page)
        mine = s["turn"] == s["seat"] and s["legal"]
        melded = page.evaluate("() => __canasta.S.msg.view.melds.every(x => x.length > 0)")  # type: ignore[attr-defined]
        if mine and melded and "draw" not in s["legal"] and s["phase"] not in ("hand_over", "match_over"):
            return
        if not step(page):
            wait_reply(page, s["n"])


def main(out: Path, lang: str = "en") -> None:
    out.mkdir(parents=True, exist_ok=True)
    locale = {"en": "en-US", "fr": "fr-FR", "it": "it-IT", "sk": "sk-SK", "fi": "fi-FI"}[lang]
    suffix = "" if lang == "en" else f"-{lang}"
    with tempfile.TemporaryDirectory() as tmp, LiveServer(Path(tmp)) as srv, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        ctx = browser.new_context(locale=locale, viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
        page = ctx.new_page()
        page.set_default_timeout(30000)
        sign_in(page, srv.url, "Ann")
        create_table(page, ["me", "bot:medium", "bot:medium", "bot:medium"], house="", target=5000)
        mid_hand(page)
        page.mouse.move(0, 0)
        page.locator(".hand button.card").nth(1).click(position={"x": 8, "y": 20})
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(300)
            page.screenshot(path=str(out / f"web-{name}-mid{suffix}.png"))
        # to the end of the hand: the breakdown with every hand shown
        page.set_viewport_size({"width": 1280, "height": 800})
        for _ in range(3000):
            s = snapshot(page)
            if s["phase"] in ("hand_over", "match_over"):
                break
            if not step(page):
                wait_reply(page, s["n"])
        for name, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(300)
            page.screenshot(path=str(out / f"web-{name}-end{suffix}.png"))
        ctx.close()
        browser.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs"), sys.argv[2] if len(sys.argv) > 2 else "en")
