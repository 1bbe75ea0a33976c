"""End-to-end: Debian's Chromium (headless, via Playwright) against the live server."""

from __future__ import annotations

import json
from typing import Any

import pytest

pytest.importorskip("playwright")

# Short but real hands: five cards each, going out needs no canasta, game to 50 points.
HOUSE = "hand_size=5\ncanastas_to_go_out=0\nconcealed_waives_minimum=false\npermission=off"


def open_page(browser: Any, locale: str = "en-US") -> tuple[Any, Any, list[str]]:
    ctx = browser.new_context(locale=locale, viewport={"width": 1200, "height": 900})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_default_timeout(30000)
    return ctx, page, errors


def sign_in(page: Any, url: str, name: str) -> None:
    page.goto(url + "/")
    page.fill("#name-input", name)
    page.click("#name-form button[type=submit]")
    page.wait_for_selector("#new-table")


def set_house(page: Any, house: str) -> None:
    """House rules through the form's controls (checkbox, number, choice), from 'key=value' lines."""
    page.wait_for_selector("#house-fields [data-rule]", state="attached")
    page.evaluate("() => { document.querySelector('#house-box').open = true; }")
    for line in filter(None, (x.strip() for x in house.splitlines())):
        key, _, value = line.partition("=")
        el = page.locator(f'#house-fields [data-rule="{key}"]').first
        kind = el.get_attribute("type")
        if kind == "checkbox":
            el.set_checked(value == "true")
        elif kind == "radio":
            page.locator(f'#house-fields [data-rule="{key}"][value="{value}"]').check()
        else:
            el.fill(value)


def create_table(page: Any, seats: list[str], house: str = HOUSE, target: int = 50) -> str:
    set_house(page, house)
    page.fill("#target", str(target))
    for i, s in enumerate(seats):
        page.select_option(f'.seat-spec[data-i="{i}"]', s)
    page.click("#create")
    page.wait_for_selector(".hand")
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    return str(page.evaluate("() => __canasta.S.msg.table"))


def axe_problems(page: Any) -> list[tuple[str, str, Any]]:
    """axe's serious and critical violations on the page as it stands (skips the test where
    axe-playwright-python is not installed): the rule, its impact and the first element."""
    axe = pytest.importorskip("axe_playwright_python.sync_playwright").Axe()
    res = axe.run(page)
    return [(v["id"], v["impact"], v["nodes"][0]["target"]) for v in res.response["violations"]
            if v["impact"] in ("serious", "critical")]


def snapshot(page: Any) -> dict[str, Any]:
    return dict(page.evaluate("""() => ({n: document.body.dataset.n, phase: __canasta.S.msg.info.phase, turn: __canasta.S.msg.info.turn,
        seat: __canasta.S.msg.seat, version: __canasta.S.msg.version, legal: __canasta.cur().view.legal_moves, canDeal: __canasta.S.msg.info.can_deal,
        staged: __canasta.S.staged.length, error: __canasta.errorText() || ""})"""))


def join(page: Any, name: str, seat: int) -> None:
    """Join a table by its invite link: name and seat on one screen, one click."""
    page.fill("#name-input", name)
    page.select_option("#join-seat", str(seat))
    page.click("#join-form button[type=submit]")
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(f"() => __canasta.S.msg && __canasta.S.msg.seat === {seat}")
    except PlaywrightTimeout:  # say what the page shows (a refusal, a reconnection) rather than only "timeout"
        shows = page.evaluate("""() => ({seat: __canasta.S.msg ? __canasta.S.msg.seat : null, ws: !!__canasta.S.ws, user: !!__canasta.S.user,
            status: document.body.innerText.slice(0, 300)})""")
        raise AssertionError(f"{name} is not at seat {seat}: the page shows {shows}") from None


def wait_reply(page: Any, n: str, timeout: float = 30000) -> None:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_function(f"() => document.body.dataset.n !== {json.dumps(n)}", timeout=timeout)
    except PlaywrightTimeout:
        raise AssertionError(f"no message from the server; the page shows {snapshot(page)}") from None


def step(page: Any) -> str:
    """Make one choice by clicking, if this page has one; return what was clicked ('' if none)."""
    s = snapshot(page)
    if s["phase"] == "match_over":
        return ""
    legal = s["legal"]
    goes_out = s["staged"] and page.evaluate("() => !!__canasta.S.preview && ['hand_over', 'match_over'].includes(__canasta.S.preview.info.phase)")
    if s["canDeal"]:
        target = "deal"
        page.locator('button[data-move="deal"]').first.click()
    elif goes_out:
        target = "confirm"  # the staged melds use the last cards: confirming them goes out
        page.click('button[data-action="confirm"]')
    elif s["turn"] == s["seat"] and legal:
        melds = [m for m in legal if m.startswith(("meld", "add"))]
        discards = [m for m in legal if m.startswith("discard")]
        if "draw" in legal:
            target = "draw"
        elif melds and s["staged"] < 8:
            target = melds[0]
        elif discards:
            target = discards[0]
        else:
            target = legal[0]
        if target in ("yes", "no"):  # the partner asked "May I go out?": the answer is a dialog
            page.locator(f'#dialog-root button[data-action="answer"][data-move="{target}"]').click()
        else:
            page.locator(f'#legal button[data-move="{target}"]').click()
    elif s["turn"] == s["seat"] and s["staged"] and s["phase"] not in ("hand_over", "match_over"):
        target = "confirm"  # the staged melds use the last cards: confirming them goes out,
        # or, in Hand and Foot, picks up the foot (HF-10: the preview shows the hand empty, no move yet)
        foot = page.evaluate("seat => ((__canasta.S.msg.view.feet || [])[seat] || {}).count || 0", s["seat"])
        if not foot:
            assert "confirm them to go out" in page.locator(".staging").inner_text(), snapshot(page)
        page.click('button[data-action="confirm"]')
    else:
        return ""
    wait_reply(page, s["n"])
    return target


def play_until(page: Any, done: Any, limit: int = 500) -> None:
    for _ in range(limit):
        if done():
            return
        s = snapshot(page)
        if not step(page) and not done():
            wait_reply(page, s["n"])
    raise AssertionError("the game did not reach the expected point")


def test_a_person_plays_a_whole_match_against_three_bots(browser: Any, live: Any) -> None:
    ctx, page, errors = open_page(browser)
    sign_in(page, live.url, "Ann")
    create_table(page, ["me", "bot:random", "bot:random", "bot:random"])
    clicks: list[str] = []

    def over() -> bool:
        return bool(page.evaluate("() => __canasta.S.msg.info.phase === 'match_over'"))

    hovered = False
    for _ in range(600):
        if over():
            break
        s = snapshot(page)
        melds = [m for m in s["legal"] if m.startswith("meld")]
        if not hovered and s["turn"] == s["seat"] and melds:
            # pointing at a move shows the cards of the hand it uses
            for _ in range(3):  # a message may re-render the table under the pointer: point again
                page.mouse.move(0, 0)
                page.hover(f'#legal button[data-move="{melds[0]}"]')
                if page.locator(".hand .card.uses").count() == 3:
                    hovered = True
                    break
            assert hovered, f"pointing at {melds[0]!r} did not show its cards; {snapshot(page)}"
        c = step(page)
        if c:
            clicks.append(c)
            assert not snapshot(page)["error"], f"after {c!r}: {snapshot(page)}"
        elif not over():
            wait_reply(page, s["n"])
    assert over(), "the match did not end"
    assert "draw" in clicks and any(c.startswith("discard") for c in clicks)
    result = page.locator("#result")
    assert "The game is over" in result.inner_text()
    assert "Winner" in result.inner_text()
    assert page.locator(".sheet").first.is_visible()
    page.click("#full-log summary")
    page.wait_for_function("() => document.querySelectorAll('#full-log-body li').length > 0")
    assert page.locator("#full-log-body li").count() == page.evaluate("() => __canasta.S.msg.version")
    # the finished game is in the history, with a replay that steps by keyboard and an export link
    page.click("nav a[href='#/history']")
    page.locator("#hist a", has_text="Replay").first.click()
    page.wait_for_selector("#rp-next")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("() => __canasta.S.replay && __canasta.S.replay.step === 2")
    assert "Move 2 of" in page.inner_text("#main")
    page.click("#rp-nexthand")  # to the end of the hand: its score shows
    page.wait_for_function("() => __canasta.S.replay && __canasta.S.replay.result !== null")
    assert "Hand 1 is over" in page.inner_text("#main")
    href = page.locator("a", has_text="Export record").first.get_attribute("href")
    rec = page.request.get(live.url + href).json()
    assert rec["format"] == "canasta-record/1" and rec["players"][0] == "Ann" and len(rec["moves"]) > 10
    assert not errors, errors
    ctx.close()


def test_a_bad_house_rule_shows_the_engines_reason(browser: Any, live: Any) -> None:
    ctx, page, errors = open_page(browser)
    sign_in(page, live.url, "Ann")
    set_house(page, "hand_size=0")
    page.click("#create")
    page.wait_for_selector("#create-error .error")
    assert "Cards dealt to each player: choose a whole number from 1 to 30" in page.inner_text("#create-error")
    assert page.evaluate("() => location.hash") in ("", "#/")
    set_house(page, "hand_size=30")  # in range, but the deck is too small: the engine says why
    page.click("#create")
    page.wait_for_function("() => document.querySelector('#create-error').innerText.includes('leaves no stock')")
    assert page.evaluate("() => location.hash") in ("", "#/")
    assert not errors
    ctx.close()


def test_two_browsers_share_a_table_but_not_their_cards(browser: Any, live: Any) -> None:
    ctx_a, a, errors_a = open_page(browser)
    sign_in(a, live.url, "Ann")
    tid = create_table(a, ["me", "human", "bot:random", "bot:random"], house="", target=5000)
    invite = a.input_value("#invite")
    assert invite.endswith(f"#/t/{tid}")

    ctx_b, b, errors_b = open_page(browser)
    frames: list[dict[str, Any]] = []
    b.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(json.loads(payload))))
    b.goto(invite)
    join(b, "Bob", 1)  # one step: name and seat on one screen
    a.wait_for_function("() => __canasta.S.msg.seats[1].name === 'Bob'")

    moves_seen = 0
    for _ in range(1000):
        acted = step(a) or step(b)
        if not acted:
            if snapshot(b)["phase"] == "match_over":
                break
            a.wait_for_timeout(50)  # the bots are playing, or a message is on its way to the other page
        moves_seen = int(b.evaluate("() => __canasta.S.msg.log.filter(x => x.seat === 0).length"))
        if moves_seen >= 6:
            break
    assert moves_seen >= 6
    # Bob's page lists Ann's moves in words ...
    a_version = a.evaluate("() => __canasta.S.msg.version")
    b.wait_for_function(f"() => __canasta.S.msg.version >= {a_version}")
    assert "Ann " in b.locator(".log").inner_text() or b.evaluate("() => __canasta.S.msg.info.hand_no") > 0
    # ... and never received Ann's cards, the stock or the seed
    states = [f for f in frames if f.get("type") in ("state", "preview")]
    assert any(f["view"]["seat"] == 1 for f in states)
    for f in states:
        hands = f["view"]["hands"]
        assert set(hands[0]) == {"count"} and isinstance(hands[1], list) == (f["view"]["seat"] == 1)
        assert set(f["view"]["stock"]) == {"count"} and "seed" not in f["view"]
    assert set(a.evaluate("() => __canasta.S.msg.view.hands[1]")) == {"count"}
    assert not errors_a and not errors_b
    ctx_a.close()
    ctx_b.close()


def test_reload_and_reopen_restore_the_seat(browser: Any, live: Any) -> None:
    ctx, page, errors = open_page(browser)
    sign_in(page, live.url, "Ann")
    tid = create_table(page, ["bot:random", "me", "bot:random", "bot:random"], house="", target=5000)
    for _ in range(3):  # a few moves of ours
        play_until(page, lambda: snapshot(page)["turn"] == 1 and bool(snapshot(page)["legal"]))
        step(page)
    play_until(page, lambda: snapshot(page)["turn"] == 1 and bool(snapshot(page)["legal"]))
    before = page.evaluate("() => ({seat: __canasta.S.msg.seat, version: __canasta.S.msg.version, hand: [...__canasta.S.msg.view.hands[1]].sort()})")
    page.reload()
    page.wait_for_selector(".hand")
    after = page.evaluate("() => ({seat: __canasta.S.msg.seat, version: __canasta.S.msg.version, hand: [...__canasta.S.msg.view.hands[1]].sort()})")
    assert after == before and after["seat"] == 1
    page.close()  # the tab is closed; the same link opens the seat again
    page2 = ctx.new_page()
    page2.goto(f"{live.url}/#/t/{tid}")
    page2.wait_for_selector(".hand")
    assert page2.evaluate("() => __canasta.S.msg.seat") == 1
    assert page2.locator(".seat.turn").inner_text().startswith("Ann")
    assert not errors
    ctx.close()


def test_language_from_browser_and_switch(browser: Any, live: Any) -> None:
    ctx, page, errors = open_page(browser, locale="fr-FR")
    page.goto(live.url + "/")
    page.wait_for_selector("#name-input")
    assert page.locator("nav a").first.inner_text() == "Salon"
    page.fill("#name-input", "Zoé")
    page.click("#name-form button[type=submit]")
    page.wait_for_selector("#new-table")
    assert "Nouvelle table" in page.inner_text("#main")
    create_table(page, ["me", "bot:random", "bot:random", "bot:random"])
    assert "Talon" in page.inner_text(".pilebox") and "Rebut" in page.inner_text(".pilebox")
    page.select_option("#lang-select", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    assert "Pozzo" in page.inner_text(".pilebox") and page.locator("nav a").first.inner_text() == "Sala"
    page.select_option("#lang-select", "fi")
    page.wait_for_function("() => document.documentElement.lang === 'fi'")
    assert "Umpipakka" in page.inner_text(".pilebox")
    page.select_option("#lang-select", "sk")
    page.wait_for_function("() => document.documentElement.lang === 'sk'")
    assert "Talón" in page.inner_text(".pilebox")
    label = page.locator(".hand .card").first.get_attribute("aria-label")
    assert label and label.strip()
    page.reload()  # the choice is remembered
    page.wait_for_selector(".hand")
    assert page.evaluate("() => document.documentElement.lang") == "sk"
    assert not errors
    ctx.close()


def test_may_i_go_out_is_a_dialog_for_the_partner(browser: Any, live: Any) -> None:
    ctx_a, a, errors_a = open_page(browser)
    sign_in(a, live.url, "Ann")
    # a seeded table (through the same HTTP API the lobby uses): Ann and Bob are partners
    body = {"preset": "classic", "players": 4, "seed": 2, "sit": 0, "target": 50,
            "rules": {"hand_size": "5", "canastas_to_go_out": "0", "concealed_waives_minimum": "false"},
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "human"},
                      {"kind": "bot", "level": "random"}]}
    tid = a.evaluate("""async body => (await (await fetch('/api/tables', {method: 'POST',
        headers: {'content-type': 'application/json', 'x-token': __canasta.S.user.token}, body: JSON.stringify(body)})).json()).id""",
                     body)
    a.goto(f"{live.url}/#/t/{tid}")
    a.wait_for_selector(".hand")
    ctx_b, b, errors_b = open_page(browser)
    b.goto(f"{live.url}/#/t/{tid}")
    join(b, "Bob", 2)

    answered = ""
    for _ in range(1000):
        for page, other in ((a, b), (b, a)):
            dialog = page.locator('[role="dialog"]')
            if dialog.count():
                asker = other.evaluate("() => __canasta.S.msg.seat")
                assert "May I go out?" in dialog.inner_text()
                assert page.evaluate("() => document.activeElement.dataset.move") == "yes"  # focus is in the dialog
                s = snapshot(page)
                page.keyboard.press("Enter")  # answer "yes" by keyboard
                wait_reply(page, s["n"])
                answered = page.evaluate("() => __canasta.S.msg.log.at(-1).move")
                assert page.evaluate("() => __canasta.S.msg.info.turn") == asker
                break
            s = snapshot(page)
            if s["turn"] == s["seat"] and "ask" in s["legal"] and s["phase"] == "meld":
                page.locator('#legal button[data-move="ask"]').click()
                wait_reply(page, s["n"])
                break
            if step(page):
                break
        else:
            if snapshot(a)["phase"] == "match_over":
                break
            a.wait_for_timeout(50)
        if answered:
            break
    assert answered == "yes"
    assert not errors_a and not errors_b
    ctx_a.close()
    ctx_b.close()


def test_the_creator_seats_a_computer_when_a_friend_does_not_come(browser: Any, live: Any) -> None:
    ctx, page, errors = open_page(browser)
    sign_in(page, live.url, "Ann")
    create_table(page, ["me", "human", "bot:random", "bot:random"], house="", target=5000)
    page.click("#menu summary")
    page.select_option("#fill-level-1", "random")
    page.click('button[data-action="fill"][data-seat="1"]')
    page.wait_for_function("() => __canasta.S.msg.seats[1].kind === 'bot'")
    assert page.locator('button[data-action="fill"]').count() == 0
    play_until(page, lambda: bool(page.evaluate("() => __canasta.S.msg.log.some(x => x.seat === 1)")))
    assert not errors
    ctx.close()


def test_the_table_fits_a_phone_and_plays_by_keyboard(browser: Any, live: Any) -> None:
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    page.set_default_timeout(15000)
    sign_in(page, live.url, "Ann")
    create_table(page, ["me", "bot:random", "bot:random", "bot:random"], house="", target=5000)
    play_until(page, lambda: snapshot(page)["turn"] == 0 and "draw" in snapshot(page)["legal"])
    assert page.evaluate("() => document.scrollingElement.scrollWidth <= window.innerWidth + 1")
    # keyboard only: focus the draw button and press Enter
    page.focus('#legal button[data-move="draw"]')
    n = snapshot(page)["n"]
    page.keyboard.press("Enter")
    wait_reply(page, n)
    assert page.evaluate("() => __canasta.S.msg.log.at(-1).move") == "draw"
    # a card is a button with a spoken label; Space selects it
    # (not the card just drawn: it stays hidden while its flight from the stock is shown, and a
    # hidden button takes no focus; the test failed when the drawn card was sorted first)
    card = page.locator(".hand button.card:not(.fresh)").first
    assert card.get_attribute("aria-label")
    card.focus()
    page.keyboard.press("Space")
    page.wait_for_function("() => __canasta.S.selected.length === 1")
    assert page.locator(".hand button.card:not(.fresh)").first.get_attribute("aria-pressed") == "true"
    ctx.close()
