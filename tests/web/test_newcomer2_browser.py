"""The table a newcomer meets (issue 40, the newcomer walk of 2026-12, second round), in Debian's
Chromium: the running score during a hand, a match end you can act on without scrolling, one scale
of computer levels, Play now in the player's own rulebook, and the smaller defects of the walk."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_browser import sign_in, snapshot  # noqa: I001
from test_table_ui import new_page, play_to, play_to_every_side_melded, seeded_table

pytest.importorskip("playwright")

SHOTS = Path("/work/notes/shots2")
SHORT = {"hand_size": "5", "canastas_to_go_out": "0", "concealed_waives_minimum": "false", "permission": "off"}


def shot(page: Any, name: str) -> None:
    """A screenshot for the people checking the layout by eye (only where the folder exists)."""
    if SHOTS.is_dir():
        page.screenshot(path=str(SHOTS / name))


def short_match(page: Any, url: str, players: int = 2, seed: int = 3, preset: str = "classic") -> str:
    """A short match (five cards, to 50 points) of the signed-in player against random bots."""
    tid = str(page.evaluate("""async ([players, seed, rules, preset]) => {
        const u = JSON.parse(localStorage.getItem('canasta.user'));
        const seats = [{kind: 'human'}].concat(Array(players - 1).fill({kind: 'bot', level: 'random'}));
        const r = await fetch('/api/tables', {method: 'POST', headers: {'content-type': 'application/json', 'x-token': u.token},
            body: JSON.stringify({preset, players, seed, seats, sit: 0, target: 50, rules})});
        return (await r.json()).id; }""", [players, seed, SHORT, preset]))
    page.goto(f"{url}/#/t/{tid}")
    page.wait_for_selector(".hand")
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    return tid


def in_view(page: Any, selector: str) -> bool:
    """The element is on screen, whole, and not covered at its centre by something else."""
    return bool(page.evaluate("""sel => { const e = document.querySelector(sel); if (!e) return false;
        const r = e.getBoundingClientRect(); if (r.width === 0 || r.height === 0) return false;
        if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && (hit === e || e.contains(hit)); }""", selector))


@pytest.mark.parametrize(("width", "height", "locale"), [(1280, 800, "fr-FR"), (390, 844, "it-IT"), (390, 844, "fr-FR"),
                                                    (1280, 800, "it-IT")])
def test_defect5_each_side_shows_its_points_on_the_table_beside_the_match_total(browser: Any, live: Any, width: int,
                                                                                height: int, locale: str) -> None:
    ctx, page, errors = new_page(browser, width, height, locale=locale, reduced_motion="reduce")
    sign_in(page, live.url, "Amélie")
    seeded_table(page, live.url, 4, 7, level="medium")
    play_to_every_side_melded(page)
    sides = page.evaluate("() => __canasta.S.msg.info.sides.map(s => s.on_table)")
    shown = page.evaluate("""() => [...document.querySelectorAll('.ring .side')].map(sd => [+sd.dataset.side,
        sd.querySelector('[data-testid="on-table"]') && sd.querySelector('[data-testid="on-table"]').textContent,
        sd.querySelector('.score').textContent])""")
    assert len(shown) == len(sides)
    for si, text, total in shown:
        assert text and str(sides[si]["total"]) in text, (text, sides[si])
        assert ("Sur la table" if locale == "fr-FR" else "In tavola") in text
        assert total  # the match total stays beside it
    assert all(s["melded"] > 0 and s["total"] >= s["melded"] for s in sides)
    shot(page, f"{locale[:2]}-{width}x{height}-running-score.png")
    # and the table still fits the window: nothing scrolls, no heading overflows its side
    sw, sh = page.evaluate("() => [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight]")
    assert sw <= width and sh <= height, (sw, sh)
    for si, _, _ in shown:
        assert in_view(page, f'.ring .side[data-side="{si}"] [data-testid="on-table"]'), si
    assert not errors, errors
    ctx.close()


def finish_match(page: Any) -> None:
    play_to(page, lambda s: s["phase"] == "match_over", limit=1500)
    page.wait_for_selector('[data-testid="result-actions"]')


@pytest.mark.parametrize(("width", "height", "locale"), [(1280, 800, "fr-FR"), (390, 844, "it-IT"), (1280, 800, "it-IT"),
                                                    (390, 844, "fr-FR")])
def test_defect9_the_match_end_shows_totals_and_buttons_in_sight(browser: Any, live: Any, width: int, height: int,
                                                                 locale: str) -> None:
    ctx, page, errors = new_page(browser, width, height, locale=locale)
    sign_in(page, live.url, "Giulia")
    short_match(page, live.url, players=4)
    finish_match(page)
    for sel in ['[data-testid="result-totals"]', 'button[data-action="rematch"]', 'a[href^="#/r/"]',
                'a[href$="/record"]']:
        assert in_view(page, "#result " + sel), f"{sel} is not in sight at {width}x{height}"
    totals = page.evaluate("() => [...document.querySelectorAll('[data-testid=\"result-totals\"] tr:last-child td')].map(e => +e.textContent)")
    assert totals == page.evaluate("() => __canasta.S.msg.info.scores")
    # nobody is named to play once the match is over: not in the move bar, not in the status line
    names = page.evaluate("() => __canasta.S.msg.seats.map((s, q) => __canasta.seatName(q))")
    turn_texts = [page.evaluate("n => __canasta.t('table.turn_of', {name: n})", n) for n in names]
    for where in ['[data-testid="moves"]', "#status", "#turn"]:
        text = page.inner_text(where) if page.locator(where).count() else ""
        assert not any(x in text for x in turn_texts), (where, text)
    shot(page, f"{locale[:2]}-{width}x{height}-match-end.png")
    assert not errors, errors
    ctx.close()


def test_defect9_the_hand_end_shows_the_totals_and_the_next_hand_button_in_sight(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser, 390, 844, locale="fr-FR")
    sign_in(page, live.url, "Marcel")
    short_match(page, live.url, players=4, seed=11)
    play_to(page, lambda s: s["phase"] in ("hand_over", "match_over") and page.locator("#result").count() > 0)
    assert in_view(page, '#result [data-testid="result-totals"]')
    if snapshot(page)["phase"] == "hand_over" and snapshot(page)["canDeal"]:
        assert in_view(page, '#result button[data-move="deal"]')
    shot(page, "fr-390x844-hand-end.png")
    assert not errors, errors
    ctx.close()


def test_defect9_a_friends_rematch_offer_is_announced(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser, locale="fr-FR")
    sign_in(page, live.url, "Hana")
    short_match(page, live.url, players=2)
    finish_match(page)
    page.evaluate("() => __canasta.onMessage({type: 'rematch', version: __canasta.S.msg.version, table: 'abc123', by: 'Fritz'})")
    offer = page.locator('[data-testid="rematch-offer"]')
    offer.wait_for()
    assert "Fritz" in offer.inner_text() and offer.locator('a[href="#/t/abc123"]').is_visible()
    assert "Fritz" in page.inner_text("#status")
    assert in_view(page, '[data-testid="rematch-offer"] a')
    assert not errors, errors
    ctx.close()


LEVELS = ["random", "easy", "medium", "hard", "expert"]


def test_defect17_one_scale_of_levels_in_the_lobby_play_now_and_the_table(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser, locale="fr-FR")
    sign_in(page, live.url, "Amélie")
    quick = page.evaluate("() => [...document.querySelectorAll('#quick-level option')].map(o => o.value)")
    seat = page.evaluate("() => [...document.querySelectorAll('.seat-spec[data-i=\"1\"] option')].map(o => o.value)"
                         ".filter(v => v.startsWith('bot:')).map(v => v.slice(4))")
    assert quick == LEVELS and seat == LEVELS, (quick, seat)
    names = page.evaluate("() => [...document.querySelectorAll('#quick-level option')].map(o => o.textContent)")
    assert not any("Stratège" in n or "instinct" in n for n in names), names
    page.click("#quick")
    page.wait_for_selector(".hand")
    page.click("#menu summary")
    page.wait_for_selector("#timer-level option", state="attached")
    table = page.evaluate("() => [...document.querySelectorAll('#timer-level option')].map(o => o.value)")
    assert table == LEVELS, table
    # a seat of the engine's own bot "heuristic" (the API still takes it) reads as Medium
    assert page.evaluate("() => __canasta.levelName('heuristic') === __canasta.levelName('medium')")
    assert not errors, errors
    ctx.close()


@pytest.mark.parametrize(("locale", "preset"), [("fr-FR", "french"), ("it-IT", "italian"), ("en-US", "classic")])
def test_defect18_play_now_deals_in_the_players_own_rulebook(browser: Any, live: Any, locale: str, preset: str) -> None:
    ctx, page, errors = new_page(browser, 390, 844, locale=locale)
    sign_in(page, live.url, "Paolo")
    shot(page, f"{locale[:2]}-390x844-lobby-play-now.png")
    boxes = page.evaluate("""() => ['#quick', '#quick-classic', '#quick-level'].map(s => document.querySelector(s))
        .filter(Boolean).map(e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })""")
    for i, a in enumerate(boxes):  # the buttons and the level list side by side, never over each other
        assert a[0] >= 0 and a[2] <= 390, a
        for b in boxes[i + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.click("#quick")
    page.wait_for_selector('[data-testid="hand"] button.card')
    assert page.evaluate("() => [__canasta.S.msg.info.preset, __canasta.S.msg.seat, __canasta.S.msg.seats.length]") == [preset, 0, 4]
    if preset != "classic":  # classic is one click away
        page.goto(live.url + "/#/")
        page.click("#quick-classic")
        page.wait_for_function("() => __canasta.S.msg && __canasta.S.msg.info.preset === 'classic'")
    assert not errors, errors
    ctx.close()


def test_defect28_the_table_menu_sets_the_bots_pace(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser, locale="it-IT")
    sign_in(page, live.url, "Paolo")
    seeded_table(page, live.url, 4, 7, level="random")
    page.click("#menu summary")
    page.select_option("#pace-select", "fast")
    page.wait_for_function("() => __canasta.S.msg.pace === 'fast'")
    assert "Veloce" in page.inner_text("#status")
    assert not errors, errors
    ctx.close()


def test_defect26_a_friend_leaving_and_a_no_to_may_i_go_out_are_said_in_words(browser: Any, live: Any) -> None:
    from test_browser import create_table, join

    ctx, page, errors = new_page(browser, locale="fr-FR")
    sign_in(page, live.url, "Hana")
    tid = create_table(page, ["me", "bot:random", "human", "bot:random"], house="", target=5000)
    fctx, friend, ferrors = new_page(browser)
    friend.goto(f"{live.url}/#/t/{tid}")
    join(friend, "Fritz", 2)
    page.wait_for_function("() => __canasta.S.msg.seats[2].online")
    fctx.close()  # Fritz's tab is closed
    # (wait for the leaving itself: under load Fritz's socket can drop and come back before his tab closes, and
    # "Fritz est de retour" is a line about Fritz too)
    page.wait_for_function("() => [...document.querySelectorAll('.chat-list li.system')].some(e => e.textContent.includes('Fritz a quitté'))",
                           timeout=30000)
    assert "Fritz a quitté la table" in page.inner_text('[data-testid="chat"]')
    # the partner answers no to "May I go out?": the asker is told in a banner, not only in the log
    page.evaluate("""() => { const prev = JSON.parse(JSON.stringify(__canasta.S.msg));
        prev.info.phase = 'answer'; prev.info.asker = __canasta.S.msg.seat; prev.info.turn = 2;
        const m = Object.assign({}, __canasta.S.msg, {last: ['no']}); __canasta.answerNote(prev, m); __canasta.renderTable(); }""")
    note = page.locator('[data-testid="answer-note"]')
    assert "Fritz a répondu non" in note.inner_text() and in_view(page, '[data-testid="answer-note"]')
    assert not errors and not ferrors, (errors, ferrors)
    ctx.close()


def test_defect16_only_open_moves_are_offered_and_two_cards_lay_off_in_one_go(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser, locale="fr-FR", reduced_motion="reduce")
    sign_in(page, live.url, "Amélie")
    seeded_table(page, live.url, 4, 7, level="medium")
    # before the draw a discard is not open: selecting a card does not offer it
    play_to(page, lambda s: s["turn"] == s["seat"] and "draw" in s["legal"] and s["phase"] == "draw")
    page.locator('[data-testid="hand"] button.card').first.click()
    buttons = page.evaluate("() => [...document.querySelectorAll('.actions button[data-move]')].map(b => b.dataset.move)")
    assert not any(b.startswith("discard") for b in buttons), buttons
    assert all(b in snapshot(page)["legal"] or b.startswith(("meld", "take")) for b in buttons), buttons
    page.locator('[data-testid="hand"] button.card').first.click()
    # later, two cards that each join a meld: one button lays both off
    two = """() => { const lm = __canasta.cur().view.legal_moves, h = __canasta.myHand();
        const ks = [...new Set(lm.filter(x => x.startsWith('add ')).map(x => __canasta.parseMove(x).cards[0]))];
        const idx = []; for (const k of ks) { const i = h.findIndex((f, j) => __canasta.faceKind(f) === k && !idx.includes(j)); if (i >= 0) idx.push(i); }
        return idx.slice(0, 2); }"""

    def ready(s: dict[str, Any]) -> bool:
        return (s["turn"] == s["seat"] and s["phase"] == "meld" and not s["staged"] and "draw" not in s["legal"]
                and len(page.evaluate(two)) == 2)

    play_to(page, ready, limit=2500)
    for i in page.evaluate(two):
        page.locator(f'[data-testid="hand"] button.card[data-i="{i}"]').click()
    page.click('button[data-action="addall"]')
    page.wait_for_function("() => __canasta.S.staged.length === 2 && !__canasta.S.pendingPreview && __canasta.S.preview")
    assert not page.evaluate("() => __canasta.errorText()")
    assert not errors, errors
    ctx.close()


def test_defect21_history_lists_my_games_and_marks_a_closed_table(browser: Any, live: Any, tmp_path: Path) -> None:
    import json
    import sqlite3
    import urllib.request

    def call(path: str, body: Any, token: str) -> Any:
        req = urllib.request.Request(live.url + path, data=json.dumps(body).encode(),
                                     headers={"content-type": "application/json", "x-token": token}, method="POST")
        with urllib.request.urlopen(req) as r:
            return json.loads(r.read())

    ctx, page, errors = new_page(browser, locale="it-IT")
    sign_in(page, live.url, "Giulia")
    mine = short_match(page, live.url, players=2)
    finish_match(page)
    sara = call("/api/users", {"name": "Sara"}, "")
    theirs = call("/api/tables", {"preset": "classic", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}],
                                  "sit": 0}, sara["token"])["id"]
    me = page.evaluate("() => JSON.parse(localStorage.getItem('canasta.user'))")
    closed = call("/api/tables", {"preset": "classic", "players": 2, "sit": 0,
                                  "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]}, me["token"])["id"]
    with sqlite3.connect(tmp_path / "canasta.db") as db:  # as an organiser's "Close the table" leaves it
        db.execute("update tables set status = 'closed' where id = ?", (closed,))
    page.goto(live.url + "/#/history")
    page.wait_for_selector(f"#hist a[href='#/r/{mine}']")
    assert page.locator(f"#hist a[href='#/t/{theirs}']").count() == 0  # Sara's game is not mine
    row = page.locator(f"#hist tr:has(a[href='#/r/{closed}'])")
    assert "chiusa da un organizzatore" in row.inner_text()
    assert page.locator(f"#hist tr:has(a[href='#/r/{mine}']) [data-testid=closed-mark]").count() == 0
    page.check("#hist-all")
    page.wait_for_selector(f"#hist a[href='#/t/{theirs}']")
    assert not errors, errors
    ctx.close()


def test_defect25_cards_read_as_cards_names_whole_and_ratings_round(browser: Any, live: Any) -> None:
    import re

    ctx, page, errors = new_page(browser, locale="fr-FR")
    sign_in(page, live.url, "Amélie")
    tid = short_match(page, live.url, players=4)
    # the score sheet beside the table: the side's names are whole (they wrap, never "Amélie, Ordina…")
    cut = page.evaluate("""() => [...document.querySelectorAll('.aside .sheet .who-line.names')].filter(e =>
        e.scrollWidth > e.clientWidth + 1 || getComputedStyle(e).textOverflow === 'ellipsis').length""")
    assert cut == 0
    finish_match(page)
    page.goto(f"{live.url}/club/verify/{tid}?lang=fr")
    page.wait_for_function("() => document.querySelectorAll('#deals tr').length > 1")
    text = page.inner_text("#deals")
    assert not re.search(r"\b(10|[2-9JQKAT])[shdc]\b", text), text
    assert re.search("[♠♥♦♣]", text) and not re.search(r"\bQ[♠♥♦♣]", text), text  # a queen is "D" in French
    assert not errors, errors
    ctx.close()


OVERFLOW_JS = """() => {
    const r = e => e.getBoundingClientRect();
    const out = [];
    for (const area of document.querySelectorAll('[data-testid="other-melds"], [data-testid="own-melds"]')) {
        const a = r(area);
        for (const m of area.querySelectorAll('.meld')) { const b = r(m); if ((b.bottom > a.bottom + 1 && !area.classList.contains('more-below')) || b.right > a.right + 1) out.push(['meld cut', area.dataset.testid, b.bottom - a.bottom]); }
        if (area.scrollHeight > area.clientHeight + 1 && !area.classList.contains('more-below')) out.push(['hidden scroll', area.dataset.testid, area.scrollHeight, area.clientHeight]);
    }
    const box = r(document.querySelector('.pilebox'));
    for (const x of document.querySelectorAll('.pilebox .reason')) { const b = r(x); if (b.right > box.right + 1 || b.left < box.left - 1 || b.bottom > box.bottom + 1) out.push(['reason out', x.textContent]); }
    const own = document.querySelector('[data-testid="own-melds"]');
    if (own && box.bottom > r(own).top + 1) out.push(['pile over our melds', box.bottom - r(own).top]);
    return out; }"""


@pytest.mark.parametrize(("width", "height", "locale"), [(1280, 800, "it-IT"), (1280, 800, "fr-FR"), (390, 844, "fr-FR")])
def test_defect11_15_melds_are_never_cut_or_hidden_without_a_cue(browser: Any, live: Any, width: int, height: int,
                                                                 locale: str) -> None:
    ctx, page, errors = new_page(browser, width, height, locale=locale, reduced_motion="reduce")
    sign_in(page, live.url, "Paolo")
    seeded_table(page, live.url, 4, 7, level="medium")
    play_to_every_side_melded(page)
    # a frozen pile with its long reasons, and many melds on each side, as late in a hand
    page.evaluate("""() => { const m = __canasta.S.msg; m.info.pile_reasons = ['frozen_wild', 'pozzo'];
        for (const side of m.view.melds) { const base = side.slice(); for (const k of ['4', '5', '6', '7', '8', '9', '10', 'J']) {
            if (!side.some(x => x.key === k)) side.push({key: k, cards: [k + 'h', k + 'd', k + 's']}); } }
        __canasta.renderTable(); }""")
    problems = page.evaluate(OVERFLOW_JS)
    assert not problems, problems
    cue = page.evaluate("() => [...document.querySelectorAll('.more-below')].map(e => getComputedStyle(e).borderBottomStyle)")
    assert all(c == "dashed" for c in cue), cue
    shot(page, f"{locale[:2]}-{width}x{height}-many-melds.png")
    assert not errors, errors
    ctx.close()
