"""Trust tests of the club area in a real browser (Playwright, Debian's Chromium)."""
from __future__ import annotations

import json
import time
import urllib.request
from typing import Any

from test_club_browser import _post


def test_newcomer1_verify_page_keeps_a_64_bit_seed_exact(browser: Any, live: Any) -> None:
    u = _post(live.url + "/api/users", {"name": "Vera"})
    seed = 2**62 + 12345  # beyond 2**53: a JSON number would be rounded in the browser
    t = _post(live.url + "/api/tables", {"preset": "classic", "players": 4, "target": 50, "seed": seed,
                                         "rules": {"hand_size": "5", "canastas_to_go_out": "0",
                                                   "concealed_waives_minimum": "false", "permission": "off"},
                                         "seats": [{"kind": "bot", "level": "random"}] * 4, "sit": None}, u["token"])
    deadline = time.monotonic() + 60
    while True:
        with urllib.request.urlopen(f"{live.url}/api/tables/{t['id']}") as r:
            if json.loads(r.read())["status"] != "playing":
                break
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.2)
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(f"{live.url}/club/verify/{t['id']}?lang=en")
    page.wait_for_function("() => document.querySelector('[data-testid=verify-result]').textContent.length > 0")
    assert page.eval_on_selector("[data-testid=verify-result]", "e => e.className") != "bad"
    assert str(seed) in page.text_content("#byhand")
    # a commitment noted at the table that is not this game's: the page says it is not verified, and why
    page.fill("#noted", "0" * 64)
    page.click("#f button")
    page.wait_for_function("() => document.querySelector('[data-testid=verify-result]').className === 'bad'")
    said = page.text_content("[data-testid=verify-result]")
    verify = json.loads(urllib.request.urlopen(f"{live.url}/api/tables/{t['id']}/verify?commitment={'0' * 64}").read())
    assert not verify["ok"] and verify["problems"] and verify["problems"][0] in said
    ctx.close()
