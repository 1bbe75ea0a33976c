"""The table a newcomer meets (issue 40, the newcomer walk of 2026-12, third round), in Debian's Chromium:
the defects of the walk that were fixed without a test naming them (10, 12, 15, 20, 22) and what was left
of defect 11 on a phone (the cue for a second row of melds, the staged melds in sight, a staged
canasta's label with its rank in every language)."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from test_browser import sign_in, snapshot  # noqa: I001
from test_newcomer2_browser import OVERFLOW_JS, finish_match, in_view, short_match
from test_table_ui import new_page, play_to, play_to_every_side_melded, seeded_table

pytest.importorskip("playwright")

LOCALES = ["en-US", "fr-FR", "it-IT", "sk-SK", "fi-FI"]
NAMES = {"en-US": "Ann", "fr-FR": "Amélie", "it-IT": "Giulia", "sk-SK": "Zuzana", "fi-FI": "Aino"}


def my_turn_after_draw(s: dict[str, Any]) -> bool:
    return (s["turn"] == s["seat"] and bool(s["legal"]) and "draw" not in s["legal"]
            and s["phase"] not in ("hand_over", "match_over", "answer"))


# ------------------------------------------------------------------ defect 11: the melds on a phone

MANY_MELDS = """() => { for (const side of __canasta.S.msg.view.melds) {
        for (const k of ['4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A']) if (!side.some(x => x.key === k)) side.push({key: k, cards: [k + 'h', k + 'd', k + 's']}); }
    __canasta.renderTable(); }"""


def test_issue40_defect11a_a_second_row_of_melds_on_a_phone_shows_a_cue_until_scrolled(browser: Any, live: Any) -> None:
    """Issue 40, defect 11 (a): at 390x844 a side's second row of melds scrolls inside its box; a shadow
    and a dashed edge say so, and go once the row has been scrolled into sight."""
    ctx, page, errors = new_page(browser, 390, 844, locale="fr-FR", reduced_motion="reduce")
    sign_in(page, live.url, "Marcel")
    seeded_table(page, live.url, 4, 7, level="medium")
    play_to_every_side_melded(page)
    page.evaluate(MANY_MELDS)
    own = '[data-testid="own-melds"]'
    assert page.evaluate(f"() => {{ const e = document.querySelector('{own}'); return e.scrollHeight > e.clientHeight + 1; }}")
    cue = page.evaluate(f"""() => {{ const e = document.querySelector('{own}'), s = getComputedStyle(e);
        return [e.classList.contains('more-below'), s.borderBottomStyle, s.boxShadow]; }}""")
    assert cue[0] and cue[1] == "dashed" and "inset" in cue[2], cue
    assert not page.evaluate(OVERFLOW_JS)
    page.evaluate(f"() => {{ const e = document.querySelector('{own}'); e.scrollTop = e.scrollHeight; }}")
    page.wait_for_function(f"() => !document.querySelector('{own}').classList.contains('more-below')")
    assert not errors, errors
    ctx.close()


STAGED_IN_SIGHT = """() => { const r = e => e.getBoundingClientRect();
    const own = document.querySelector('[data-testid="own-melds"]'), hand = document.querySelector('[data-testid="hand"]');
    const o = r(own), h = r(hand), out = [];
    if (o.bottom > h.top + 1) out.push(['own melds under the hand', o.bottom, h.top]);
    const first = own.querySelector('.meld'), f = first && r(first);
    if (!first || f.bottom > o.bottom + 1 || f.bottom > h.top + 1) out.push(['your first row of melds cut', f && f.bottom, o.bottom]);
    for (const m of own.querySelectorAll('.meld.staged')) { const b = r(m);
        if (b.top < o.top - 1 || b.bottom > o.bottom + 1 || b.bottom > h.top + 1) out.push(['a staged meld out of sight', m.dataset.key, b.bottom, o.bottom]);
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        if (!hit || !m.contains(hit)) out.push(['a staged meld covered', m.dataset.key]); }
    const other = document.querySelector('[data-testid="other-melds"]'), om = other.querySelector('.meld');
    if (!om || r(om).height === 0) out.push(['the other side\\'s melds folded away']);
    else if (r(om).bottom > r(other).bottom + 1) out.push(['the other side\\'s first row cut']);
    return out; }"""


@pytest.mark.parametrize("locale", ["fr-FR", "it-IT"])
def test_issue40_defect11b_staged_melds_and_your_melds_row_stay_in_sight_on_a_phone(browser: Any, live: Any,
                                                                                     locale: str) -> None:
    """Issue 40, defect 11 (b): at 390x844, while melds are staged, the staging bar does not push your
    melds' row under the hand: the staged meld, your first row and the other side's first row stay in sight."""
    ctx, page, errors = new_page(browser, 390, 844, locale=locale, reduced_motion="reduce")
    sign_in(page, live.url, NAMES[locale])
    seeded_table(page, live.url, 4, 7, level="medium")
    play_to(page, lambda s: my_turn_after_draw(s) and not s["staged"]
            and page.evaluate("() => __canasta.S.msg.view.melds.every(x => x.length > 0)")
            and any(x.startswith(("add", "meld")) for x in s["legal"]), limit=2500)
    move = next(x for x in snapshot(page)["legal"] if x.startswith(("add", "meld")))
    page.locator(f'#legal button[data-move="{move}"]').click()
    page.wait_for_function("() => __canasta.S.staged.length === 1 && !__canasta.S.pendingPreview && __canasta.S.preview")
    assert page.locator(".staging").is_visible()
    assert page.locator('[data-testid="own-melds"] .meld.staged').count() == 1
    assert page.evaluate(STAGED_IN_SIGHT) == []
    assert in_view(page, '.staging button[data-action="confirm"]')
    assert page.evaluate("() => [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight]") == [390, 844]
    assert not errors, errors
    ctx.close()


STAGED_CANASTAS = """() => { const pv = JSON.parse(JSON.stringify(__canasta.S.msg)); const si = pv.info.side_of[__canasta.S.msg.seat];
    const ms = pv.view.melds[si]; ms.length = 0;
    ms.push({key: '10', cards: ['10h', '10d', '10s', '10c', '10h', '10d', '2c']});
    ms.push({key: 'K', cards: ['Kh', 'Kd', 'Ks', 'Kc', 'Kh', 'Kd', 'Kc']});
    ms.push({key: 'Q', cards: ['Qh', 'Qd', 'Qs', 'Qc', 'JK', 'Qd', '2c', '2h']});
    for (const k of ['4', '5', '6', '7', '8', '9', 'J', 'A']) ms.push({key: k, cards: [k + 'h', k + 'd', k + 's']});
    __canasta.S.preview = pv; __canasta.S.staged = ['add 10']; __canasta.renderTable(); }"""
LABELS = """() => [...document.querySelectorAll('[data-testid="own-melds"] .meld')].filter(m => m.querySelector('.squared')).map(m => {
    const l = m.querySelector('.mlabel'), a = l.getBoundingClientRect(), b = m.getBoundingClientRect();
    return {key: m.dataset.key, staged: m.classList.contains('staged'), text: l.textContent, rank: __canasta.kindName(m.dataset.key),
            kind: __canasta.t(m.classList.contains('natural') ? 'tb.natural_short' : 'tb.mixed_short'),
            inside: a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && l.scrollWidth <= l.clientWidth + 0.5}; })"""


@pytest.mark.parametrize("locale", LOCALES)
def test_issue40_defect11c_a_staged_canasta_keeps_its_rank_in_every_language(browser: Any, live: Any, locale: str) -> None:
    """Issue 40, defect 11 (c): a staged canasta's label reads its rank and its kind ("10 · sporca", never
    "· sporca"), whole inside its meld, on a phone upright and on its side and on a laptop, in every language."""
    ctx, page, errors = new_page(browser, 390, 844, locale=locale, reduced_motion="reduce")
    sign_in(page, live.url, NAMES[locale])
    seeded_table(page, live.url, 4, 7, level="random")
    play_to(page, my_turn_after_draw)
    for w, h in [(390, 844), (360, 640), (844, 390), (1280, 800)]:
        page.set_viewport_size({"width": w, "height": h})
        page.evaluate(STAGED_CANASTAS)
        labels = page.evaluate(LABELS)
        assert len(labels) == 3 and sum(x["staged"] for x in labels) == 3, labels
        for x in labels:
            assert x["text"] == f"{x['rank']} · {x['kind']}" and x["rank"], (w, h, x)
            assert x["inside"], (w, h, x)
    assert not errors, errors
    ctx.close()


# ------------------------------------------------------------------ defect 10: the status line


def test_issue40_defect10_nobody_is_named_to_play_after_the_match_and_staged_melds_do_not_end_the_hand(
        browser: Any, live: Any) -> None:
    """Issue 40, defect 10: once the match is over, neither the top bar, the move bar nor the status line
    names a player to play; while going-out melds are only staged, the top bar does not say "hand over"."""
    ctx, page, errors = new_page(browser, locale="fr-FR")
    sign_in(page, live.url, "Hana")
    short_match(page, live.url, players=2)
    # staged melds that would go out: the preview's hand is over, the table's is not
    play_to(page, my_turn_after_draw)
    page.evaluate("""() => { const pv = JSON.parse(JSON.stringify(__canasta.S.msg)); pv.info.phase = 'hand_over';
        pv.view.legal_moves = []; __canasta.S.preview = pv; __canasta.S.staged = ['meld 9 9 9']; __canasta.renderTable(); }""")
    turn = page.inner_text("#turn")
    assert turn == page.evaluate("() => __canasta.t('table.your_turn')"), turn
    assert page.evaluate("() => __canasta.t('table.hand_over')") not in turn
    assert page.evaluate("() => __canasta.t('table.staged_goes_out')") in page.inner_text(".staging")
    page.evaluate("() => { __canasta.S.preview = null; __canasta.S.staged = []; __canasta.renderTable(); }")
    finish_match(page)
    names = page.evaluate("() => __canasta.S.msg.seats.map((s, q) => __canasta.seatName(q))")
    turn_texts = [page.evaluate("n => __canasta.t('table.turn_of', {name: n})", n) for n in names]
    turn_texts.append(page.evaluate("() => __canasta.t('table.your_turn')"))
    assert page.inner_text("#turn") == page.evaluate("() => __canasta.t('table.match_over')")
    page.click('#result button[data-action="hideresult"]')  # the table behind the dialog says it too
    for where in ["#turn", '[data-testid="moves"]', "#status"]:
        text = page.inner_text(where)
        assert not any(x in text for x in turn_texts), (where, text)
    assert not errors, errors
    ctx.close()


# ------------------------------------------------------------------ defect 12: your own chat bubble


def test_issue40_defect12_your_own_chat_bubble_stays_on_the_screen(browser: Any, live: Any) -> None:
    """Issue 40, defect 12: at 1280x800 the bubble of a chat line you send, over your seat at the left
    edge, stays whole on the screen (it ran off the left edge: "t Fritz! <b>bold</b> test")."""
    ctx, page, errors = new_page(browser, locale="en-GB")
    sign_in(page, live.url, "Hana")
    seeded_table(page, live.url, 4, 7, level="random")
    text = "Hello there Fritz! <b>bold</b> test, a longer line to see where it goes"
    page.fill("#chat-input", text)
    page.press("#chat-input", "Enter")
    me = page.evaluate("() => __canasta.S.msg.seat")
    page.wait_for_function(f"() => document.getElementById('bubble-{me}').classList.contains('on')")
    box = page.evaluate(f"""() => {{ const r = document.getElementById('bubble-{me}').getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom]; }}""")
    assert box[0] >= 0 and box[1] >= 0 and box[2] <= 1280 and box[3] <= 800, box
    assert page.inner_text(f"#bubble-{me}").startswith("Hello")
    assert not errors, errors
    ctx.close()


# ------------------------------------------------------------------ defect 15: nothing cut at 1280x800


@pytest.mark.parametrize("locale", ["fr-FR", "it-IT"])
def test_issue40_defect15_at_1280x800_the_other_sides_melds_are_whole_and_the_pile_reason_in_its_box(
        browser: Any, live: Any, locale: str) -> None:
    """Issue 40, defect 15: at 1280x800, in the middle of a hand (and with the invite banner over the
    table), the other side's melds are not cut at the bottom (no inner scroll), nor yours, and a long
    reason of the pile stays inside the pile's box."""
    ctx, page, errors = new_page(browser, 1280, 800, locale=locale, reduced_motion="reduce")
    sign_in(page, live.url, NAMES[locale])
    tid = page.evaluate("""async () => { const u = JSON.parse(localStorage.getItem('canasta.user'));
        const seats = [{kind: 'human'}, {kind: 'bot', level: 'medium'}, {kind: 'human'}, {kind: 'bot', level: 'medium'}];
        const r = await fetch('/api/tables', {method: 'POST', headers: {'content-type': 'application/json', 'x-token': u.token},
            body: JSON.stringify({players: 4, seed: 5, seats, sit: 0, target: 5000})});
        return (await r.json()).id; }""")
    page.goto(f"{live.url}/#/t/{tid}")
    page.wait_for_selector('[data-testid="invite-prompt"]')
    page.wait_for_function("() => __canasta.S.msg.view.melds.some(x => x.length > 0)")  # the other side has melded
    cut = """() => [...document.querySelectorAll('[data-testid="other-melds"], [data-testid="own-melds"]')].map(a =>
        [a.dataset.testid, a.scrollHeight - a.clientHeight]).filter(x => x[1] > 1)"""
    assert page.evaluate(cut) == [], "a side's melds are cut with the invite banner shown"
    page.click('[data-testid="invite-prompt"] button[data-action="invitelater"]')
    # and a long reason of the pile, a frozen pile with a pozzo
    page.evaluate("() => { __canasta.S.msg.info.pile_reasons = ['frozen_wild', 'pozzo', 'blocked_black3']; __canasta.renderTable(); }")
    assert page.evaluate(cut) == []
    assert page.evaluate(OVERFLOW_JS) == []
    assert not errors, errors
    ctx.close()


# ------------------------------------------------------------------ defect 20: the account page


def _call(url: str, body: Any = None, token: str | None = None) -> Any:
    req = urllib.request.Request(url, data=json.dumps(body).encode() if body is not None else None, method="POST",
                                 headers={"content-type": "application/json", **({"x-token": token} if token else {})})
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read())


def test_issue40_defect20_the_account_page_signed_in_has_no_sign_in_form_and_names_the_player(browser: Any,
                                                                                               live: Any) -> None:
    """Issue 40, defect 20: signed in, the account page shows no sign-in form above your settings, and
    its audit line names the player ("became organiser · Olga", not "· 5")."""
    from canasta.web.club.accounts import promote

    for n in ("Ann", "Ben", "Cleo", "Dan"):  # Olga's id is not 1
        _call(live.url + "/api/users", {"name": n})
    olga = _call(live.url + "/api/users", {"name": "Olga"})
    _call(live.url + "/api/members", {"password": "organiser pw"}, olga["token"])
    promote(live.app.state.members.storage, "Olga")
    ctx = browser.new_context(locale="fr-FR", viewport={"width": 1280, "height": 800})
    me = json.dumps({"id": olga["id"], "name": olga["name"], "token": olga["token"]})
    ctx.add_init_script(f"localStorage.setItem('canasta.user', {json.dumps(me)})")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live.url + "/club/account?lang=fr")
    page.wait_for_selector("#member:not([hidden])")
    page.wait_for_selector("#audit li")
    assert not page.locator("#login").is_visible() and not page.locator("#login-form").is_visible()
    assert not page.locator("#join").is_visible()
    line = page.inner_text("#audit li")
    assert line.endswith(" · Olga"), line
    assert f"· {olga['id']}" not in page.inner_text("#audit")
    assert not errors, errors
    ctx.close()


# ------------------------------------------------------------------ defect 22: abandoned tables leave the lobby


def test_issue40_defect22_an_abandoned_bot_table_leaves_the_lobby(browser: Any, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 40, defect 22: a table in play whose people have all been gone for lobby_abandoned_seconds
    (here 4 s, CANASTA_LIMIT_LOBBY_ABANDONED_SECONDS) leaves the lobby, in /api/tables?status=playing and on
    the lobby page itself; a table someone still sits at stays."""
    from conftest import LiveServer

    monkeypatch.setenv("CANASTA_LIMIT_LOBBY_ABANDONED_SECONDS", "4")
    with LiveServer(tmp_path) as live:
        def lobby_ids(token: str) -> list[str]:
            req = urllib.request.Request(live.url + "/api/tables?status=playing", headers={"x-token": token})
            with urllib.request.urlopen(req) as r:
                return [d["id"] for d in json.loads(r.read())]

        sara = _call(live.url + "/api/users", {"name": "Sara"})
        ctx, page, errors = new_page(browser, locale="it-IT")
        sign_in(page, live.url, "Paolo")  # plays against bots, then leaves: the bots wait for him
        seeded_table(page, live.url, 4, 7, level="random")
        play_to(page, my_turn_after_draw)
        left = str(page.evaluate("() => __canasta.S.msg.table"))
        ctx.close()
        assert left in lobby_ids(sara["token"])  # just left: still listed
        ctx2, stays, errors2 = new_page(browser, locale="it-IT")
        sign_in(stays, live.url, "Giulia")  # sits at her table, the page open
        seeded_table(stays, live.url, 4, 5, level="random")
        kept = str(stays.evaluate("() => __canasta.S.msg.table"))
        time.sleep(4.5)
        ids = lobby_ids(sara["token"])
        assert left not in ids and kept in ids, ids
        # the lobby page of another player: Giulia's table is there, Paolo's is not
        ctx3, lobby, errors3 = new_page(browser, locale="it-IT")
        sign_in(lobby, live.url, "Marta")
        lobby.wait_for_selector(f'#open-list a[href="#/t/{kept}"]')
        assert lobby.locator(f'#open-list a[href="#/t/{left}"]').count() == 0
        assert not errors and not errors2 and not errors3, (errors, errors2, errors3)
        ctx2.close()
        ctx3.close()
