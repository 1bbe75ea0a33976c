"""The server's refusals in a real browser (Debian's Chromium): a player who chose Italian reads the
server's HTTP refusals (a house rule the deck cannot deal, a game record that cannot be imported)
and its WebSocket errors in Italian, with no English word."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright")

from test_browser import open_page, set_house  # noqa: E402
from test_i18n_browser import check_page, shot  # noqa: E402

from canasta.i18n import tr  # noqa: E402


def sign_in_in_italian(page: Any, url: str) -> None:
    """The lobby, in Italian, signed in as Ann (the browser itself asks for English, en-US)."""
    page.goto(url + "/")
    page.select_option("#lang-select", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    page.fill("#name-input", "Ann")
    page.click("#name-form button[type=submit]")
    page.wait_for_selector("#new-table")


def test_an_italian_player_reads_the_servers_refusals_in_italian(browser: Any, live: Any, tmp_path: Path) -> None:
    ctx, page, errors = open_page(browser)  # the browser itself asks for English (en-US)
    sign_in_in_italian(page, live.url)
    # a house rule the deck cannot deal: the server's refusal (the engine's reason), in Italian
    set_house(page, "hand_size=30")
    page.click("#create")
    page.wait_for_selector("#create-error .error")
    text = page.inner_text("#create-error")
    assert "leaves no stock" not in text and "mazzo" in text.lower(), text
    check_page(page, "it", "lobby with a refused house rule")
    shot(page, "it-refused-house-rule.png")
    # a record that cannot be imported: the server's own message, with the move's reason inside
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "canasta-record/1", "rules": {"preset": "classic", "players": 4}, "seed": 1,
                               "moves": ["discard 9"]}), encoding="utf-8")
    page.click('a[href="#/history"]')
    page.wait_for_selector("#import-file")
    page.set_input_files("#import-file", str(bad))
    page.wait_for_selector("#import-msg .error")
    text = page.inner_text("#import-msg")
    assert text.startswith("Mossa 1 («Scarta il 9»): ") and "(C-6)" in text, text
    page.wait_for_function("() => !document.querySelector('#hist').innerText.includes('…')")
    check_page(page, "it", "history with a refused import")
    shot(page, "it-refused-import.png")
    junk = tmp_path / "junk.json"
    junk.write_text("{nope", encoding="utf-8")
    page.set_input_files("#import-file", str(junk))
    page.wait_for_function("() => document.querySelector('#import-msg').innerText.includes('riga 1')")
    assert page.inner_text("#import-msg") == "Questo non è JSON valido (riga 1, colonna 2)."
    # a WebSocket error at the table (an empty chat message sent by hand): server-<key> in Italian
    page.click('a[href="#/"]')
    page.wait_for_selector("#new-table")
    set_house(page, "hand_size=5")
    page.click("#create")
    page.wait_for_selector(".hand")
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    page.evaluate("() => __canasta.send({type: 'chat', text: '   '})")
    page.wait_for_selector("#move-error")
    assert page.inner_text("#move-error") == tr("it", "server-chat-empty")
    check_page(page, "it", "table with a refused chat message")
    # in English the same refusal is the server's English text
    page.select_option("#lang-select", "en")
    page.wait_for_function("() => document.querySelector('#move-error').innerText === 'an empty message is not sent'")
    assert not errors, errors
    ctx.close()


def test_a_table_message_of_the_browser_follows_a_language_switch(browser: Any, live: Any) -> None:
    """Found while closing issue 14: a refusal the browser says itself ("it is not your turn",
    "drop one card on the pile") stayed in the language it was first said in after the player
    switched languages. It is said again in the new language at once."""
    ctx, page, errors = open_page(browser)
    sign_in_in_italian(page, live.url)
    set_house(page, "hand_size=5")
    page.click("#create")
    page.wait_for_selector(".hand")
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    # two cards dropped on the pile: refused by the browser (one card, or not this seat's turn)
    page.evaluate("() => __canasta.drop({kind: 'card', i: 0, group: [0, 1], el: document.body},"
                  " {dataset: {drop: 'pile'}, matches: () => false})")
    page.wait_for_selector("#move-error")
    shown = page.inner_text("#move-error")
    key = "tb-discard-one" if shown == tr("it", "tb-discard-one") else "tb-not-your-turn"
    assert shown == tr("it", key), shown
    page.select_option("#lang-select", "fr")
    page.wait_for_function("(s) => document.querySelector('#move-error').innerText === s", arg=tr("fr", key))
    assert not errors, errors
    ctx.close()
