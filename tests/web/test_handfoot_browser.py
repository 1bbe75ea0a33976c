"""Issue 42: the lobby offers Hand and Foot and the web table shows every seat's foot (HF-3, HF-10): a
count while it lies face down, "in the foot" once its seat has picked it up, in the player's language."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("playwright")

from test_browser import sign_in, snapshot, step, wait_reply  # noqa: E402
from test_table_ui import new_page  # noqa: E402


def handfoot_table(page: Any, url: str, seed: int = 1) -> str:
    """A Hand and Foot table of the signed-in player (seat 1) and three random bots, dealt from ``seed``."""
    tid = page.evaluate("""async (seed) => {
        const u = JSON.parse(localStorage.getItem('canasta.user'));
        const seats = [{kind: 'human'}].concat(Array(3).fill({kind: 'bot', level: 'random'}));
        const r = await fetch('/api/tables', {method: 'POST', headers: {'content-type': 'application/json', 'x-token': u.token},
            body: JSON.stringify({preset: 'handfoot', players: 4, seed, seats, sit: 0})});
        return (await r.json()).id; }""", seed)
    page.goto(f"{url}/#/t/{tid}")
    page.wait_for_selector(".hand")
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    return str(tid)


def test_HF3_HF10_the_table_shows_each_seats_foot_and_who_plays_from_it(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Hana")
    page.wait_for_selector('#preset option[value="handfoot"]', state="attached")
    assert page.locator('#preset option[value="handfoot"]').inner_text().startswith("Hand and Foot")
    handfoot_table(page, live.url)
    for q in range(4):
        assert page.locator(f'[data-testid="foot-{q}"]').inner_text().strip() == "foot: 11 cards"
    page.select_option("#lang-select", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_timeout(200)
    assert page.locator('[data-testid="foot-0"]').inner_text().strip() == "pied : 11 cartes"
    page.select_option("#lang-select", "en")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    # play on until some seat has used up its hand and plays from its foot
    for _ in range(3000):
        feet = page.evaluate("() => (__canasta.S.msg.view.feet || []).map(f => f.count)")
        if 0 in feet and snapshot(page)["phase"] not in ("hand_over", "match_over"):
            q = feet.index(0)
            page.wait_for_selector(f'[data-testid="foot-{q}"].in-foot')
            assert page.locator(f'[data-testid="foot-{q}"]').inner_text().strip() == "in the foot"
            break
        s = snapshot(page)
        if s["phase"] == "match_over":
            break
        if not step(page):
            wait_reply(page, s["n"])
    else:
        raise AssertionError("nobody reached the foot")
    assert not errors, errors
    ctx.close()
