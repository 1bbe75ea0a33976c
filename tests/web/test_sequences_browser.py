"""Issue 42: the web table draws a Samba table's sequences (a fanned run of one suit, labelled with its
suit and run, a sequence of seven marked as a samba) and names sequence moves in words, in English,
French and Italian; a sequence is staged from the hand by selecting its cards."""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("playwright")

from test_browser import sign_in, snapshot, step, wait_reply  # noqa: E402
from test_table_ui import new_page  # noqa: E402

SEED = 3
SUITED = re.compile(r"^(10|[4-9JQKA])[cdhs]$")
RAW = re.compile(r"kind-|meld-|move-|log-|\b[cdhs]\d\b|\b(10|[4-9JQKA])[cdhs]\b")
ENGLISH_PLURAL = re.compile(r"\b(the|your) (10|[4-9])s\b")
"""English names a meld of number cards "the 6s": not a raw face (``6s``, the six of spades)."""


def is_seq_meld(move: str) -> bool:
    w = move.split()
    return w[0] == "meld" and all(SUITED.match(x) for x in w[1:])


def is_seq_move(move: str) -> bool:
    return is_seq_meld(move) or bool(re.search(r"\b(to|on) [cdhs]\d$", move))


def samba_table(page: Any, url: str, seed: int = SEED, level: str = "random") -> str:
    """A Samba table of the signed-in player (seat 1) and three bots, dealt from ``seed``, opened."""
    tid = page.evaluate("""async ([seed, level]) => {
        const u = JSON.parse(localStorage.getItem('canasta.user'));
        const seats = [{kind: 'human'}].concat(Array(3).fill({kind: 'bot', level}));
        const r = await fetch('/api/tables', {method: 'POST', headers: {'content-type': 'application/json', 'x-token': u.token},
            body: JSON.stringify({preset: 'samba', players: 4, seed, seats, sit: 0, target: 100000})});
        return (await r.json()).id; }""", [seed, level])
    page.goto(f"{url}/#/t/{tid}")
    page.wait_for_selector(".hand")
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    return str(tid)


def on_table(page: Any) -> bool:
    return bool(page.evaluate("() => __canasta.S.msg.view.melds.some(ms => ms.some(m => m.kind === 'sequence'))"))


def my_turn(s: dict[str, Any]) -> bool:
    return (s["turn"] == s["seat"] and bool(s["legal"]) and "draw" not in s["legal"] and not s["staged"]
            and s["phase"] not in ("hand_over", "match_over", "answer"))


def play_to_a_sequence(page: Any, limit: int = 1500, more: Any = None) -> None:
    """Play (a sequence meld first when there is one) until a sequence is on the table and it is our
    turn after the draw, with nothing staged (and ``more(snapshot)``, if given)."""
    for _ in range(limit):
        s = snapshot(page)
        if on_table(page) and my_turn(s) and (more is None or more(s)):
            return
        if s["phase"] == "match_over":
            break
        seq = [m for m in s["legal"] if is_seq_meld(m)]
        if s["turn"] == s["seat"] and seq and not s["staged"] and "draw" not in s["legal"]:
            page.locator(f'#legal button[data-move="{seq[0]}"]').click()
            wait_reply(page, s["n"])
            s2 = snapshot(page)
            page.click('button[data-action="confirm"]')
            wait_reply(page, s2["n"])
            continue
        if not step(page):
            wait_reply(page, s["n"])
    raise AssertionError(f"no sequence on the table: {snapshot(page)}")


def check_drawn(page: Any, lang: str) -> None:
    seqs = page.locator(".meld.seq")
    assert seqs.count() >= 1
    for i in range(seqs.count()):
        m = seqs.nth(i)
        label = m.locator(".mlabel").inner_text()
        assert re.match(r"^[♣♦♥♠] \S+–\S+", label), (lang, label)
        n = m.locator(".card").count()
        assert n >= 3, (lang, n)
        aria = m.get_attribute("aria-label") or ""
        assert not RAW.search(aria), (lang, aria)
        # the run is in order: the cards' left edges grow
        xs = m.locator(".card").evaluate_all("els => els.map(e => e.getBoundingClientRect().left)")
        assert xs == sorted(xs), (lang, xs)
    for b in page.locator("#legal button[data-move]").all():
        mv = b.get_attribute("data-move") or ""
        text = b.inner_text()
        assert not RAW.search(ENGLISH_PLURAL.sub("", text)), (lang, mv, text)
    text = page.locator("body").inner_text()
    assert "kind-" not in text and "meld-seq" not in text, lang


WORD = {"en": "sequence", "fr": "séquence", "it": "scala"}


def test_a_samba_tables_sequences_are_drawn_and_named_in_words(browser: Any, live: Any) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Sam")
    samba_table(page, live.url)
    play_to_a_sequence(page)
    for lang in ("en", "fr", "it"):
        page.select_option("#lang-select", lang)
        page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
        page.wait_for_timeout(200)
        check_drawn(page, lang)
        # a sequence's name in words (its aria label), and a sequence move's label when one is open
        aria = page.locator(".meld.seq").first.get_attribute("aria-label") or ""
        assert WORD[lang] in aria.lower(), (lang, aria)
        seq_moves = [b for b in page.locator("#legal button[data-move]").all() if is_seq_move(b.get_attribute("data-move") or "")]
        for b in seq_moves:
            assert WORD[lang] in b.inner_text().lower(), (lang, b.get_attribute("data-move"), b.inner_text())
    # a sequence of seven is a samba: marked so, its run still fanned in order
    page.evaluate("""() => { const v = __canasta.S.msg.view;
        v.melds[1] = v.melds[1].concat([{key: "s2", kind: "sequence", suit: "s", cards: ["10s", "Js", "Qs", "Ks", "As", "8s", "9s"]}]);
        __canasta.renderTable(); }""")
    samba = page.locator('.meld.seq.samba[data-key="s2"]')
    assert samba.locator(".mlabel").inner_text().startswith("♠ 8–")
    assert samba.locator(".samba-mark").inner_text() == "samba"
    assert samba.locator(".card").count() == 7
    assert "samba" in (samba.get_attribute("aria-label") or "")
    assert not errors, errors
    ctx.close()


def test_a_sequence_is_staged_by_selecting_its_cards(browser: Any, live: Any) -> None:
    """Selecting three cards of one suit in a row offers the sequence meld (the move's notation with the
    suits), which stages it; the staged sequence is drawn as a run."""
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Sia")
    # the lobby offers the presets with sequences
    page.wait_for_selector('#preset option[value="samba"]', state="attached")
    assert page.locator('#preset option[value="bolivia"]').count() == 1
    samba_table(page, live.url)
    for _ in range(1500):
        s = snapshot(page)
        seq = [m for m in s["legal"] if is_seq_meld(m)]
        if my_turn(s) and seq:
            break
        if s["phase"] == "match_over":
            raise AssertionError("no sequence meld was ever open")
        if not step(page):
            wait_reply(page, s["n"])
    faces = seq[0].split()[1:]
    hand = page.evaluate("() => __canasta.myHand()")
    picked: list[int] = []
    for f in faces:
        i = next(j for j, h in enumerate(hand) if h == f and j not in picked)
        picked.append(i)
        page.locator(f'[data-testid="hand"] button.card[data-i="{i}"]').click()
    btn = page.locator('button[data-fk="selmeld"]')
    assert btn.get_attribute("data-move") == seq[0]
    assert "legal" in (btn.get_attribute("class") or "")
    assert "sequence" in btn.inner_text().lower()
    n = snapshot(page)["n"]
    btn.click()
    wait_reply(page, n)
    page.wait_for_selector(".meld.seq.staged")
    assert not errors, errors
    ctx.close()


def test_SA6_a_second_group_is_drawn_as_its_own_meld_and_the_join_is_a_move_in_words(browser: Any, live: Any) -> None:
    """SA-6: a side's second group of a rank ("Q2") is drawn as its own meld, labelled with its rank and
    2, after the first; a move onto it and the join are named in words in every language."""
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Sib")
    samba_table(page, live.url)
    page.evaluate("""() => { const v = __canasta.S.msg.view;
        v.melds[0] = [{key: "Q", cards: ["Qh", "Qs", "Qd"], born: 1, concealed: false},
                      {key: "Q2", cards: ["Qc", "Qc", "JK"], born: 2, concealed: false}];
        v.legal_moves = ["add JK to Q2", "join Q2 to Q", "discard 9"];
        __canasta.renderTable(); }""")
    q2 = page.locator('.meld[data-key="Q2"]')
    assert q2.count() >= 1 and page.locator('.meld[data-key="Q"]').count() >= 1
    assert "2" in q2.first.locator(".mlabel").inner_text()
    for lang, word in (("en", "queens"), ("fr", "dames"), ("it", "donne")):
        page.select_option("#lang-select", lang)
        page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
        page.evaluate("() => __canasta.renderTable()")
        page.wait_for_timeout(200)
        for mv in ("add JK to Q2", "join Q2 to Q"):
            text = page.locator(f'#legal button[data-move="{mv}"]').inner_text()
            assert word in text.lower() and "2" in text and not RAW.search(text), (lang, mv, text)
        aria = q2.first.get_attribute("aria-label") or ""
        assert word in aria.lower() and not RAW.search(aria), (lang, aria)
    assert not errors, errors
    ctx.close()
