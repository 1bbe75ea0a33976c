"""Every word the player sees is theirs: a real browser (Debian's Chromium) switches the web app to each
language and goes through the lobby, a table (a refused move with its "Why?", the end of a hand) and the
history; any visible English word (names aside) or catalog key fails the test.

With CANASTA_SCREENSHOTS=<dir> it also saves the screenshots of docs/i18n/."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("playwright")

from test_browser import open_page, snapshot, wait_reply  # noqa: E402

from canasta.errors import IllegalMoveError  # noqa: E402
from canasta.i18n import message_ids, tr  # noqa: E402

LANGS = ["fr", "sk", "it", "fi"]
# Short hands for the test: two players, a small deck, the hand ends when the stock runs out.
HOUSE = {"packs": "1", "hand_size": "3", "draw_count": "3", "stock_out": "end"}
# Words shared by English and a language, or names: never evidence of an untranslated text.
ALLOWED = {"canasta", "canastas", "joker", "jokers", "ann", "pozzo", "canastone", "english", "français", "slovenčina",
           "italiano", "suomi", "cutthroat", "expert", "total", "stock", "pile", "ok"}


def _words(text: str) -> set[str]:
    """Whole words of three letters or more: a table id such as "f6ace111" holds no word ("ace")."""
    return {w.lower() for w in re.findall(r"(?<!\w)[^\W\d_]{3,}(?!\w)", text)}


def test_a_table_id_is_not_a_word() -> None:
    assert _words("f6ace111 — Classic, Ann (Resume)") == {"classic", "ann", "resume"}


def _catalog_words(lang: str) -> set[str]:
    out: set[str] = set()
    for mid in message_ids(lang):
        out |= _words(tr(lang, mid, n=1, count=2, name="Ann", kind="seven", short="7", value=1))
    return out


def english_only(lang: str) -> set[str]:
    """Words of the English catalogs that the language's catalogs never use."""
    return _catalog_words("en") - _catalog_words(lang) - ALLOWED


# Before the engine gives its refusals a code (branch arch-19, issue 14 §1), a refusal's reason can only be
# its English text; from then on it must be translated like everything else.
ENGINE_CODES = hasattr(IllegalMoveError("x"), "code")


def check_page(page: Any, lang: str, where: str) -> None:
    text = page.inner_text("body")
    if not ENGINE_CODES and page.locator("#move-error").count():
        text = text.replace(page.inner_text("#move-error"), "")
    shown = _words(text)
    bad = sorted(shown & english_only(lang))
    assert not bad, f"{lang} {where}: English words on the page: {bad}\n{text[:2000]}"
    keys = sorted(k for k in message_ids("en") if "-" in k and re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", text))
    assert not keys, f"{lang} {where}: catalog keys leak: {keys}"
    assert "{ $" not in text and "{$" not in text, f"{lang} {where}: a placeholder leaks"


def shot(page: Any, name: str) -> None:
    out = os.environ.get("CANASTA_SCREENSHOTS")
    if out:
        Path(out).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(out) / name), full_page=False)


def set_rule(page: Any, key: str, value: str) -> None:
    el = page.locator(f'#house-fields [data-rule="{key}"]').first
    kind = el.get_attribute("type")
    if kind == "radio":
        page.locator(f'#house-fields [data-rule="{key}"][value="{value}"]').check()
    elif kind == "checkbox":
        el.set_checked(value == "true")
    else:
        el.fill(value)


def my_turn_to_draw(page: Any) -> None:
    for _ in range(200):
        s = snapshot(page)
        if s["turn"] == s["seat"] and "draw" in s["legal"]:
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"never my turn: {snapshot(page)}")


def play_to_hand_end(page: Any) -> None:
    for _ in range(300):
        s = snapshot(page)
        if s["phase"] in ("hand_over", "match_over"):
            return
        if s["turn"] == s["seat"] and s["legal"]:
            legal = s["legal"]
            pick = "draw" if "draw" in legal else next((m for m in legal if m.startswith("discard")),
                                                       next((m for m in legal if m in ("end", "no", "yes")), legal[0]))
            page.locator(f'#legal button[data-move="{pick}"]').click()
            wait_reply(page, s["n"])
        else:
            page.wait_for_timeout(100)
    raise AssertionError(f"the hand did not end: {snapshot(page)}")


@pytest.mark.parametrize("lang", LANGS)
def test_every_visible_word_is_in_the_language(browser: Any, live: Any, lang: str) -> None:
    ctx, page, errors = open_page(browser)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(live.url + "/")
    page.select_option("#lang-select", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    check_page(page, lang, "welcome")
    page.fill("#name-input", "Ann")
    page.click("#name-form button[type=submit]")
    page.wait_for_selector("#house-fields [data-rule]", state="attached")
    page.evaluate("() => { document.querySelector('#house-box').open = true; }")
    check_page(page, lang, "lobby with the house rules")
    shot(page, f"{lang}-lobby.png")
    # a house rule changes its explanation at once, in the language
    before = page.inner_text("#hr-canastas_to_go_out-text")
    page.select_option("#players", "2")
    page.wait_for_function("() => document.querySelectorAll('.seat-spec').length === 2")
    page.wait_for_selector("#house-fields [data-rule]", state="attached")
    page.select_option('.seat-spec[data-i="1"]', "bot:random")
    for k, v in HOUSE.items():
        set_rule(page, k, v)
    page.wait_for_function("(b) => document.querySelector('#hr-canastas_to_go_out-text').innerText !== b", arg=before)
    page.click("#create")
    page.wait_for_selector(".hand")
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    check_page(page, lang, "table")
    # a refused move: typed in the player's words (discarding before drawing), explained, with "Why?"
    my_turn_to_draw(page)
    discard = tr(lang, "notation-words.discard").split()[0]
    page.evaluate("() => { document.querySelector('#type-move').closest('details').open = true; }")
    page.fill("#move-text", f"{discard} {tr(lang, 'kind-k')}")
    n = snapshot(page)["n"]
    page.click("#type-move button")
    wait_reply(page, n)
    page.wait_for_selector("#move-error")
    assert page.locator("#move-error a.why").count() == 1, page.inner_text("#move-error")
    check_page(page, lang, "table with a refusal")
    shot(page, f"{lang}-table-refusal.png")
    # an unknown word gets a localized message, never a key
    page.evaluate("() => { document.querySelector('#type-move').closest('details').open = true; }")
    page.fill("#move-text", "xyzzy 9")
    page.click("#type-move button")
    page.wait_for_function("() => document.querySelector('#move-error') && document.querySelector('#move-error').innerText.includes('xyzzy')")
    check_page(page, lang, "table with an unknown word")
    # the "Why?" and "Rules of this table" pages are in the language
    rules = ctx.new_page()
    rules.goto(live.url + page.get_attribute("#table-rules", "href"))
    assert rules.evaluate("() => document.documentElement.lang") == lang
    check_page(rules, lang, "rules of this table")
    shot(rules, f"{lang}-rules.png")
    rules.close()
    # the end of a hand
    play_to_hand_end(page)
    page.wait_for_selector("#result")
    check_page(page, lang, "end of the hand")
    shot(page, f"{lang}-hand-over.png")
    # the status line follows the language at once
    status = page.inner_text("#status")
    if status:
        page.select_option("#lang-select", "en")
        page.wait_for_function("(s) => document.querySelector('#status').innerText !== s", arg=status)
        page.select_option("#lang-select", lang)
        page.wait_for_function("(s) => document.querySelector('#status').innerText === s", arg=status)
    # the history
    page.click('a[href="#/history"]')
    page.wait_for_selector("#hist table, #hist .hint, #hist")
    page.wait_for_function("() => !document.querySelector('#hist').innerText.includes('…')")
    check_page(page, lang, "history")
    assert not errors, errors
    ctx.close()


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_house_rule_combination_error_is_in_the_language(browser: Any, live: Any, lang: str) -> None:
    """One pack and 30 cards each leave no stock: the form says so in the player's language, from
    the server's reason code (rule-no-stock), not in English."""
    ctx, page, errors = open_page(browser)
    page.goto(live.url + "/")
    page.select_option("#lang-select", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.fill("#name-input", "Ann")
    page.click("#name-form button[type=submit]")
    page.wait_for_selector("#house-fields [data-rule]", state="attached")
    page.evaluate("() => { document.querySelector('#house-box').open = true; }")
    set_rule(page, "packs", "1")
    set_rule(page, "hand_size", "30")
    page.wait_for_function("() => document.querySelector('#create-error').innerText.trim() !== ''")
    shown = page.inner_text("#create-error")
    want = tr(lang, "reason-rule-no-stock", count=30, players=4, need=121, deck=54, packs=1)
    assert shown.strip() == want, shown
    check_page(page, lang, "house rules with a combination error")
    ctx.close()
