"""Personal links (issue 13 §1): opening a link that holds another identity asks first, naming whose
identity it is; the identity it replaces is kept and can be taken back; the WebSocket URL
carries no token (it goes as a subprotocol). A real browser (Debian's Chromium)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

sys.path.insert(0, str(Path(__file__).parent.parent))

from web.conftest import CHROMIUM, CHROMIUM_ARGS, LiveServer  # noqa: E402


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    with LiveServer(tmp_path) as srv:
        yield srv


@pytest.fixture
def page(live: LiveServer) -> Iterator[Any]:
    pw = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.skip("no Chromium at /usr/bin/chromium")
    with pw.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        ctx = b.new_context(viewport={"width": 1280, "height": 800})
        pg = ctx.new_page()
        yield pg
        b.close()


def test_a_personal_link_asks_before_switching_and_keeps_the_old_identity(live: LiveServer, page: Any) -> None:
    victim = httpx.post(f"{live.url}/api/users", json={"name": "alice"}).json()
    attacker = httpx.post(f"{live.url}/api/users", json={"name": "alice"}).json()
    tid = httpx.post(f"{live.url}/api/tables", headers={"x-token": attacker["token"]},
                     json={"seats": [{"kind": "human"}] * 4, "sit": 0}).json()["id"]
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    page.goto(live.url + "/")
    page.evaluate("u => localStorage.setItem('canasta.user', JSON.stringify(u))", victim)
    page.reload()
    page.wait_for_selector("#whoami:has-text('alice')")
    questions: list[str] = []

    def answer(accept: bool) -> None:
        def on_dialog(d: Any) -> None:
            questions.append(d.message)
            d.accept() if accept else d.dismiss()
        page.once("dialog", on_dialog)

    def me() -> Any:
        return page.evaluate("() => JSON.parse(localStorage.getItem('canasta.user'))")

    # refused: the victim stays who they are, and the token leaves the address bar
    answer(False)
    page.goto(f"{live.url}/#/t/{tid}?token={attacker['token']}")
    page.wait_for_function("() => !location.hash.includes('token')")
    page.wait_for_timeout(300)
    assert questions and f"#{attacker['id']}" in questions[0] and f"#{victim['id']}" in questions[0]
    assert me()["token"] == victim["token"]
    # accepted: the link's identity, with a button back to the one it replaced
    answer(True)
    page.goto(f"{live.url}/#/?x=1")
    page.goto(f"{live.url}/#/t/{tid}?token={attacker['token']}")
    page.wait_for_selector("#restore-identity")
    assert me()["token"] == attacker["token"]
    assert f"#{victim['id']}" in page.inner_text("#restore-identity")
    page.click("#restore-identity")
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem('canasta.user')).token === '{victim['token']}'")
    page.wait_for_timeout(300)
    assert sockets and not any("token" in u for u in sockets)
