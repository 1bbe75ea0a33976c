"""The table a newcomer meets (issue 40, the newcomer walk of 2026-12), in Debian's Chromium:
every refusal of a pile take is spoken whatever the gesture, and a table opened directly knows
every computer level."""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import create_table, sign_in, snapshot  # noqa: I001
from test_table_ui import drag, new_page, play_to, seeded_table

pytest.importorskip("playwright")


def pile_refused(s: dict[str, Any]) -> bool:
    return (s["turn"] == s["seat"] and "draw" in s["legal"] and not any(x.startswith("take") for x in s["legal"])
            and s["phase"] == "draw")


def wait_refusal(page: Any) -> str:
    page.wait_for_selector("#move-error a.why")
    text = str(page.inner_text("#move-error"))
    page.evaluate("() => { __canasta.S.lastError = ''; __canasta.renderTable(); }")
    return text


def test_defect3_a_refused_pile_take_is_explained_for_click_key_and_drag(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Ann")
    seeded_table(page, live.url, 2, 7, level="random")
    play_to(page, pile_refused)
    # a click on the pile
    page.click('[data-testid="pile"] .pile-cards')
    assert wait_refusal(page).strip()
    # the P key
    page.locator('[data-testid="pile"] .pile-cards').focus()
    page.keyboard.press("p")
    wait_refusal(page)
    # a drag of the pile onto the melds: the reason, and no text selected on the page
    drag(page, page.locator('[data-testid="pile"] .pile-cards'), page.locator('[data-testid="own-melds"]'))
    wait_refusal(page)
    assert page.evaluate("() => String(window.getSelection())") == ""
    assert page.evaluate("() => getComputedStyle(document.querySelector('.pile-cards')).userSelect") == "none"
    assert snapshot(page)["phase"] == "draw"
    assert not errors, errors
    ctx.close()


def test_defect2_a_table_opened_directly_offers_every_bot_level(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Ann")
    create_table(page, ["me", "human", "bot:random", "bot:random"], house="", target=5000)
    page.reload()  # a reload, like an invite link or a personal link: the lobby never ran
    page.wait_for_selector(".hand")
    page.wait_for_function("() => __canasta.S.meta !== undefined && __canasta.S.meta !== null")
    page.click("#menu summary")
    page.wait_for_function("() => document.querySelectorAll('#fill-level-1 option').length > 1")
    levels = page.evaluate("() => [...document.querySelectorAll('#fill-level-1 option')].map(o => o.value)")
    assert "random" in levels and len(levels) >= 5, levels
    assert not errors, errors
    ctx.close()


def test_defect13_the_table_menu_closes_on_escape_and_a_click_outside(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Ann")
    seeded_table(page, live.url, 2, 7, level="random")
    page.click("#menu summary")
    assert page.evaluate("() => document.querySelector('#menu').open")
    page.keyboard.press("Escape")
    assert not page.evaluate("() => document.querySelector('#menu').open")
    page.click("#menu summary")
    page.mouse.click(5, 400)
    assert not page.evaluate("() => document.querySelector('#menu').open")
    assert not errors, errors
    ctx.close()


def test_defect23_the_type_a_move_box_stays_open_after_a_move(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Ann")
    seeded_table(page, live.url, 2, 7, level="random")
    play_to(page, lambda s: s["turn"] == s["seat"] and "draw" in s["legal"])
    page.click("#typed summary")
    page.fill("#move-text", "draw")
    v = page.evaluate("() => __canasta.S.msg.version")
    page.press("#move-text", "Enter")
    page.wait_for_function("v => __canasta.S.msg.version > v", arg=v)
    assert page.evaluate("() => document.querySelector('#typed').open")
    assert not errors, errors
    ctx.close()


def test_defect4_a_table_with_a_friends_seat_offers_the_link_at_once(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Ann")
    tid = create_table(page, ["me", "human", "bot:random", "bot:random"], house="", target=5000)
    prompt = page.locator('[data-testid="invite-prompt"]')
    prompt.wait_for()
    assert prompt.locator("input").input_value().endswith("/#/t/" + tid)
    assert prompt.locator('button[data-action="copy"]').is_visible()
    assert not page.evaluate("() => document.querySelector('#menu').open")  # not hidden in the menu
    prompt.locator('button[data-action="invitelater"]').click()
    assert page.locator('[data-testid="invite-prompt"]').count() == 0
    assert not errors, errors
    ctx.close()


def test_defect14_a_frozen_pile_is_marked_by_a_turned_wild_card_not_a_black_three(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Ann")
    seeded_table(page, live.url, 2, 7, level="random")
    for reason in ("frozen", "frozen_unopened", "frozen_wild"):
        # the templates are lit-html's: rendered in a detached element, lit's comment markers left out
        mark = page.evaluate("r => { const d = document.createElement('div'); "
                             "__canasta.render(__canasta.pileHTML({pile_reasons: [r], pile_size: 2, pile_top: '8h'}, [], false), d); "
                             "return d.querySelector('.freeze-mark').innerHTML.replace(/<!--[^]*?-->/g, ''); }", reason)
        norm = ("f => { const d = document.createElement('span'); __canasta.render(__canasta.cardSVG(f), d); "
                "return d.innerHTML.replace(/<!--[^]*?-->/g, ''); }")
        assert mark == page.evaluate(norm, "2s") and mark != page.evaluate(norm, "3s"), reason
    assert not errors, errors
    ctx.close()
