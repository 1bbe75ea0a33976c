"""Issue 38, denial of service and table trust (security audit 2026-12: D4, D20, D21, D29; newcomer
audit 22 and 27): one user holds one seat of a table, however the sits race; a table's chat is bounded
per table and per address and its players can silence spectators; every answer carries the security
headers, large ones are compressed and static files are cached; a WebSocket frame that inflates past
the protocol's limit is closed (1009) without growing the server."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi.testclient import TestClient
from test_api import table, user

HUMANS4 = [{"kind": "human"}] * 4


def _seats_of(c: TestClient, tid: str, uid: int) -> list[int]:
    storage = c.app.state.tables.storage  # type: ignore[attr-defined]
    return [s.seat for s in storage.seats(tid) if s.user_id == uid]


# -- D20: one user, one seat --------------------------------------------------------------------

def test_d20_concurrent_sits_give_one_seat(client: TestClient) -> None:
    ann = user(client, "Ann")
    me = client.get("/api/me", headers={"x-token": ann["token"]}).json()
    for i in range(8):
        owner = user(client, f"Owner{i}")  # five tables in play per player (D5)
        t = table(client, owner, seats=HUMANS4, sit=None)

        def sit(seat: int, tid: str = t["id"]) -> Any:
            return client.post(f"/api/tables/{tid}/sit/{seat}", headers={"x-token": ann["token"]})

        with ThreadPoolExecutor(3) as ex:
            answers = list(ex.map(sit, [1, 2, 3]))
        assert all(a.status_code in (200, 409) for a in answers), [a.text for a in answers]
        assert len(_seats_of(client, t["id"], me["id"])) == 1


def test_d20_storage_refuses_a_second_seat(client: TestClient) -> None:
    from canasta.web.storage import StorageError

    owner = user(client, "Owner")
    t = table(client, owner, seats=HUMANS4, sit=None)
    storage = client.app.state.tables.storage  # type: ignore[attr-defined]
    me = client.get("/api/me", headers={"x-token": owner["token"]}).json()
    storage.take_seat(t["id"], 0, me["id"])
    try:
        storage.take_seat(t["id"], 1, me["id"])
    except StorageError as e:
        assert str(e) == "you already sit at this table"
    else:
        raise AssertionError("one user took two seats of one table")
    assert _seats_of(client, t["id"], me["id"]) == [0]


# -- D21: the chat of a table is bounded per table and per address; players can silence spectators

def _recv(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        m = ws.receive_json()
        if (m["type"] == kind or m["type"] == "error") and not m.get("history"):
            return dict(m)


def _say(ws: Any, text: str) -> dict[str, Any]:
    ws.send_json({"type": "chat", "text": text})
    return _recv(ws, "chat")


def test_d21_chat_is_bounded_per_table(client: TestClient) -> None:
    limits = client.app.state.guard.limits  # type: ignore[attr-defined]
    limits.addr_chat_burst = 1000  # all the test's guests come from one address: only the table's limit here
    limits.table_chat_rate = 0.01  # the burst alone (a slow test machine refills nothing meanwhile)
    owner = user(client, "Owner")
    t = table(client, owner, seats=HUMANS4, sit=0)
    guests = [user(client, f"Owner{i}") for i in range(14)]  # look-alike names, one line each
    said, refused = 0, []
    for g in guests:
        with client.websocket_connect(f"/ws/{t['id']}?token={g['token']}") as ws:
            m = _say(ws, "flood")
            if m["type"] == "chat":
                said += 1
            else:
                refused.append(m)
    assert said <= int(limits.table_chat_burst) + 1
    assert refused and refused[0]["code"] == "chat" and refused[0]["key"] == "chat-table-busy"
    other = table(client, owner, seats=HUMANS4, sit=0)  # another table's chat is not touched
    with client.websocket_connect(f"/ws/{other['id']}?token={owner['token']}") as ws:
        assert _say(ws, "hello")["type"] == "chat"


def test_d21_chat_is_bounded_per_address(client: TestClient) -> None:
    limits = client.app.state.guard.limits  # type: ignore[attr-defined]
    limits.addr_chat_rate = 0.01  # the burst alone (a slow test machine refills nothing meanwhile)
    said, refused = 0, []
    for i in range(12):  # one address, twelve names, twelve tables
        g = user(client, f"Guest{i}")
        t = table(client, user(client, f"Owner{i}"), seats=HUMANS4, sit=None)  # five tables per player (D5)
        with client.websocket_connect(f"/ws/{t['id']}?token={g['token']}") as ws:
            m = _say(ws, "hi")
            if m["type"] == "chat":
                said += 1
            else:
                refused.append(m)
    assert said <= int(limits.addr_chat_burst) + 1
    assert refused and refused[0]["key"] == "chat-address-too-fast" and refused[0]["params"]["rate"] > 0


def test_d21_seated_players_silence_spectators(client: TestClient) -> None:
    ann, watcher = user(client, "Ann"), user(client, "Watcher")
    t = table(client, ann, seats=HUMANS4, sit=0)
    with client.websocket_connect(f"/ws/{t['id']}?token={ann['token']}") as player, \
            client.websocket_connect(f"/ws/{t['id']}?token={watcher['token']}") as spec:
        assert _say(spec, "hello from the rail")["type"] == "chat"
        spec.send_json({"type": "quiet", "on": True})  # only a seated player may
        e = _recv(spec, "quiet")
        assert e["type"] == "error" and e["key"] == "chat-quiet-players-only"
        player.send_json({"type": "quiet", "on": True})
        assert _recv(player, "quiet")["on"] is True
        assert _recv(spec, "quiet")["on"] is True
        e = _say(spec, "can you hear me")
        assert e["type"] == "error" and e["code"] == "chat" and e["key"] == "chat-spectators-silenced"
        assert _say(player, "quiet please")["type"] == "chat"  # the players still talk
    with client.websocket_connect(f"/ws/{t['id']}?token={watcher['token']}") as spec:  # told on connect
        assert _recv(spec, "quiet")["on"] is True
    with client.websocket_connect(f"/ws/{t['id']}?token={ann['token']}") as player, \
            client.websocket_connect(f"/ws/{t['id']}?token={watcher['token']}") as spec:
        _recv(spec, "quiet")
        player.send_json({"type": "quiet", "on": False})
        assert _recv(spec, "quiet")["on"] is False
        assert _say(spec, "thanks")["type"] == "chat"


def test_d21_refusals_are_in_five_languages() -> None:
    from canasta import i18n

    for key in ("chat-spectators-silenced", "chat-table-busy", "chat-address-too-fast", "chat-quiet-players-only",
                "already-seated"):
        texts = {lang: i18n.tr(lang, "server-" + key, rate=1) for lang in ("en", "fr", "sk", "it", "fi")}
        assert len(set(texts.values())) == 5 and all("server-" not in x for x in texts.values()), (key, texts)


# -- D29: security headers on every answer; newcomer audit 27: gzip, ETag, static files revalidated

SECURITY = ("content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy")


def test_d29_every_answer_has_the_security_headers(client: TestClient) -> None:
    u = user(client)
    answers = [client.get("/"), client.get("/api/meta"), client.get("/static/js/main.js"), client.get("/api/tables/nope"),
               client.get("/api/i18n/fr.ftl"), client.get("/club/leaderboard"), client.get("/rules/classic"),
               client.post("/api/users", json={"name": ""}), client.get("/api/me", headers={"x-token": u["token"]})]
    for r in answers:
        for h in SECURITY:
            assert h in r.headers, (r.request.url, h)
        assert r.headers["x-frame-options"] == "DENY" and r.headers["x-content-type-options"] == "nosniff"
        csp = r.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "object-src 'none'" in csp
    strict = client.get("/").headers["content-security-policy"]
    assert "script-src 'self';" in strict and "unsafe-inline' ; " not in strict
    assert "'unsafe-inline'" not in strict.split("script-src")[1].split(";")[0]
    assert client.post("/api/users", json={"name": ""}).status_code == 422  # a refusal: headers too (above)


def test_d29_refusals_before_the_app_have_the_headers(client: TestClient) -> None:
    r = client.post("/api/users", content=b"x" * (2 * 1024 * 1024), headers={"content-type": "application/json"})
    assert r.status_code == 413 and r.headers["x-frame-options"] == "DENY"


def test_n27_catalogs_have_an_etag_and_304_and_large_answers_are_gzipped(client: TestClient) -> None:
    r = client.get("/api/i18n/fr.ftl", headers={"accept-encoding": "gzip"})
    assert r.status_code == 200 and r.headers["content-encoding"] == "gzip" and len(r.text) > 50_000
    assert int(r.headers.get("content-length", "0")) < len(r.text.encode()) / 2
    etag = r.headers["etag"]
    again = client.get("/api/i18n/fr.ftl", headers={"if-none-match": etag, "accept-encoding": "gzip"})
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == etag
    assert client.get("/api/i18n/it.ftl", headers={"if-none-match": etag}).status_code == 200  # another body
    s = client.get("/static/js/table.js", headers={"accept-encoding": "gzip"})
    assert s.headers["content-encoding"] == "gzip" and "etag" in s.headers and s.headers["cache-control"] == "no-cache"
    assert client.get("/static/js/table.js", headers={"if-none-match": s.headers["etag"]}).status_code == 304
    small = client.get("/api/me", headers={"accept-encoding": "gzip"})  # an answer under 1 KB is sent as it is
    assert "content-encoding" not in small.headers


def test_n27_websockets_pass_the_middlewares(client: TestClient) -> None:
    u = user(client)
    t = table(client, u, seats=HUMANS4, sit=0)
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}", headers={"accept-encoding": "gzip"}) as ws:
        assert _recv(ws, "state")["type"] == "state"


# -- D4: a WebSocket frame that inflates past the protocol's limit is closed, and costs no memory

def _deflate_frames(n: int, inflated: int) -> bytes:
    """``n`` masked text frames, each compressed with permessage-deflate (RSV1), each inflating to
    ``inflated`` bytes of "a", as one buffer (they arrive in one read)."""
    import os
    import struct
    import zlib

    out = bytearray()
    for _ in range(n):
        z = zlib.compressobj(9, zlib.DEFLATED, -12)
        data = z.compress(b"a" * inflated) + z.flush(zlib.Z_SYNC_FLUSH)
        data = data[:-4] if data.endswith(b"\x00\x00\xff\xff") else data
        size = len(data)
        head = bytes([0xC1])  # FIN, RSV1 (compressed), text
        head += bytes([0x80 | size]) if size < 126 else (bytes([0x80 | 126]) + struct.pack("!H", size)
                                                          if size < 65536 else bytes([0x80 | 127]) + struct.pack("!Q", size))
        mask = os.urandom(4)
        out += head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))
    return bytes(out)


def _deflate_socket(port: int, path: str) -> Any:
    import base64
    import os
    import socket

    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
               "Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits=12\r\n\r\n").encode())
    got = b""
    while b"\r\n\r\n" not in got:
        chunk = s.recv(1)
        assert chunk, "the server closed the connection during the handshake"
        got += chunk
    head = got.decode("latin-1").lower()
    assert " 101 " in head.splitlines()[0] and "permessage-deflate" in head, head
    return s


def _close_code(s: Any) -> int | None:
    """Read the server's frames until its close frame: its code (None if the socket just ends)."""
    import struct

    buf = b""

    def need(n: int) -> bytes:
        nonlocal buf
        while len(buf) < n:
            chunk = s.recv(65536)
            if not chunk:
                raise EOFError
            buf += chunk
        out, buf = buf[:n], buf[n:]
        return out

    try:
        while True:
            b0, b1 = need(2)
            size = b1 & 0x7F
            if size == 126:
                size = struct.unpack("!H", need(2))[0]
            elif size == 127:
                size = struct.unpack("!Q", need(8))[0]
            payload = need(size)
            if b0 & 0x0F == 0x8:
                return int(struct.unpack("!H", payload[:2])[0]) if len(payload) >= 2 else None
    except (EOFError, OSError):
        return None


def test_d4_deflated_frames_past_the_limit_are_closed_and_cost_no_memory(tmp_path: Any) -> None:
    import json
    import time
    import urllib.request

    from harness import Server

    srv = Server(str(tmp_path)).start()
    try:
        def post(path: str, body: dict[str, Any], token: str | None = None) -> dict[str, Any]:
            req = urllib.request.Request(srv.base + path, data=json.dumps(body).encode(), method="POST",
                                         headers={"content-type": "application/json", **({"x-token": token} if token else {})})
            with urllib.request.urlopen(req, timeout=10) as r:
                return dict(json.loads(r.read()))

        u = post("/api/users", {"name": "Ann"})
        t = post("/api/tables", {"preset": "classic", "players": 4, "seats": HUMANS4, "sit": 0}, u["token"])
        before = srv.rss_kib()
        sockets = [_deflate_socket(srv.port, f"/ws/{t['id']}?token={u['token']}") for _ in range(6)]
        bomb = _deflate_frames(16, 16 * 1024 * 1024)  # 16 frames of 16 MiB each, about 16 KB each on the wire
        assert len(bomb) < 400_000
        for s in sockets:
            s.sendall(bomb)
        codes = [_close_code(s) for s in sockets]
        time.sleep(0.5)
        grown = srv.rss_kib() - before
        for s in sockets:
            s.close()
        assert codes == [1009] * len(sockets), codes  # message too big, at the protocol's 16 KiB
        assert grown < 48 * 1024, f"the server grew by {grown} KiB"
        with urllib.request.urlopen(srv.base + "/api/meta", timeout=10) as r:  # and serves on
            assert r.status == 200
    finally:
        srv.stop()


def test_d21_d29_browser_players_silence_spectators_under_the_csp(browser: Any, live: Any) -> None:
    """In Chromium, under the Content-Security-Policy: the table plays, a seated player silences the
    spectators with one button, the spectator is told and offered no chat box; no CSP refusal."""
    from test_browser import create_table, open_page, sign_in

    ctx_a, a, errors_a = open_page(browser)
    csp: list[str] = []
    a.on("console", lambda m: csp.append(m.text) if "Content Security Policy" in m.text else None)
    sign_in(a, live.url, "Ann")
    tid = create_table(a, ["me", "bot:random", "bot:random", "bot:random"], house="", target=5000)
    ctx_c, c, errors_c = open_page(browser)
    c.on("console", lambda m: csp.append(m.text) if "Content Security Policy" in m.text else None)
    sign_in(c, live.url, "Carl")
    c.goto(f"{live.url}/#/t/{tid}")
    c.wait_for_function("() => __canasta.S.msg && __canasta.S.msg.seat === -1")
    c.wait_for_selector("#chat-input", state="attached")
    a.click('[data-testid="quiet"]')
    c.wait_for_selector('[data-testid="quiet-note"]', state="attached")
    assert c.locator("#chat-input").count() == 0
    # the player's own page shows the button pressed once the server's answer reaches it (it may come
    # after the spectator's note: the two sockets are told in no fixed order)
    a.wait_for_selector('[data-testid="quiet"][aria-pressed="true"]', timeout=10000)
    a.click('[data-testid="quiet"]')
    c.wait_for_selector("#chat-input", state="attached")
    assert not csp and not errors_a and not errors_c, csp + errors_a + errors_c
    ctx_a.close()
    ctx_c.close()
