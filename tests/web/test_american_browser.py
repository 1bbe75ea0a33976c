"""Issue 42, MA-14: where black threes are bonus cards (the `american` preset), the web table names the
threes laid out beside a seat "threes", not "red threes", in the seat's chip, the running score's
detail and the result (five languages: the catalogs' `table-threes`, `result-threes`)."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("playwright")

from test_browser import sign_in  # noqa: E402
from test_table_ui import new_page  # noqa: E402


def table_of(page: Any, preset: str, seed: int) -> None:
    tid = page.evaluate("""async ([preset, seed]) => {
        const u = JSON.parse(localStorage.getItem('canasta.user'));
        const seats = [{kind: 'human'}].concat(Array(3).fill({kind: 'bot', level: 'random'}));
        const r = await fetch('/api/tables', {method: 'POST', headers: {'content-type': 'application/json', 'x-token': u.token},
            body: JSON.stringify({preset, players: 4, seed, seats, sit: 0})});
        return (await r.json()).id; }""", [preset, seed])
    page.goto(f"{page.url.split('#')[0]}#/t/{tid}")
    page.wait_for_selector(".hand")


def laid_threes(page: Any) -> list[str]:
    """The faces of the threes laid out beside every seat, from the state the page holds."""
    return page.evaluate("() => Object.values(__canasta.S.msg.view.red3s || {}).flat()")


@pytest.mark.parametrize("preset,word", [("american", "Threes"), ("classic", "Red threes")])
def test_MA14_the_threes_laid_out_are_named_by_the_rule_set(browser: Any, live: Any, preset: str, word: str) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Mara")
    for seed in range(1, 40):  # a deal where some seat lays out a three at once
        table_of(page, preset, seed)
        page.wait_for_function("() => document.body.dataset.version !== undefined")
        if laid_threes(page):
            break
    else:
        raise AssertionError("no deal of seeds 1-39 laid out a three")
    labels = page.locator(".seat .r3").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert labels and set(labels) == {word}
    if preset == "american":
        page.select_option("#lang-select", "it")
        page.wait_for_function("() => document.documentElement.lang === 'it'")
        page.wait_for_timeout(200)
        assert set(page.locator(".seat .r3").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")) == {"I 3"}
    assert not errors, errors
    ctx.close()


def _game_to_first_talon() -> dict[str, Any]:
    """A record of an `american` game played by heuristic bots up to the first discard followed by a talon."""
    from canasta import new_game
    from canasta.bots import make_bot
    from canasta.record import Record

    st = new_game("american", seed=5)
    bots = [make_bot("heuristic", seed=s) for s in range(4)]
    moves: list[str] = []
    while len(moves) < 2000:
        held, actor = st.nhand[st.turn], st.turn
        m = bots[actor].choose(st.view(actor))
        st.apply(m)
        moves.append(str(m))
        if moves[-1].startswith("discard") and st.nhand[actor] > held - 1 and st.phase != "hand_over":
            return Record(st.rules, 5, moves, ["bot:heuristic"] * 4).to_dict()
    raise AssertionError("no talon in 2000 moves")


@pytest.mark.parametrize("lang,words", [("fr", "talon de pose de 4 cartes"), ("it", "tallone di 4 carte")])
def test_MA3_the_replay_tells_the_talon_drawn(browser: Any, live: Any, lang: str, words: str) -> None:
    ctx, page, errors = new_page(browser)
    sign_in(page, live.url, "Mara")
    rec = _game_to_first_talon()
    tid = page.evaluate("""async (rec) => {
        const u = JSON.parse(localStorage.getItem('canasta.user'));
        const r = await fetch('/api/records', {method: 'POST', headers: {'content-type': 'application/json', 'x-token': u.token},
            body: JSON.stringify(rec)});
        return (await r.json()).id; }""", rec)
    page.select_option("#lang-select", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.goto(f"{page.url.split('#')[0]}#/r/{tid}")
    page.wait_for_selector(".rp-now")
    page.keyboard.press("End")
    page.wait_for_function("n => document.querySelector('.rp-now').textContent.includes(n)", arg=words)
    assert not errors, errors
    ctx.close()
