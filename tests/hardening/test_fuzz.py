"""Bad input: hypothesis fuzzes the WebSocket protocol, schemathesis and hypothesis the HTTP API.

Every input must get a clear one-line answer, never a server error or a dropped socket, and the
connection and the game must stay usable. The number of inputs per test is
``CANASTA_FUZZ_EXAMPLES`` (default 300; the full run, ``scripts/fuzz.sh``, uses 10000)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from canasta.web.limits import Limits
from canasta.web.server import create_app
from harness import SHORT

N = int(os.environ.get("CANASTA_FUZZ_EXAMPLES", "300"))
# no shrinking: the examples share one connection and one game, so a smaller input would not
# reproduce a failure anyway; the failing input itself is reported
FUZZ = settings(max_examples=N, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.reuse, Phase.generate],
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                        HealthCheck.data_too_large])
LOOSE = {f"CANASTA_LIMIT_{k}": "1000000" for k in (
    "CONN_RATE", "CONN_BURST", "ADDR_RATE", "ADDR_BURST", "RESYNC_RATE", "RESYNC_BURST", "ADDR_RESYNC_RATE",
    "ADDR_RESYNC_BURST", "ADDR_CONNECT_RATE", "ADDR_CONNECT_BURST", "USER_IMPORTS")}
CODES = {"bad_message", "syntax", "illegal", "stale", "not_your_turn", "spectator", "too_large", "rate_limited"}

KINDS = ["JK", "2", "3", "3r", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "W", "x", "", "99", "-1"]
ACTIONS = ["draw", "take", "meld", "add", "discard", "ask", "yes", "no", "end", "deal", "to", "on", "pass", ""]
move_text = st.one_of(
    st.lists(st.sampled_from(ACTIONS + KINDS), min_size=1, max_size=6).map(" ".join),
    st.text(max_size=70),
)
json_value = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
                          lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                          max_leaves=12)
TYPES = ["move", "preview", "explain", "resync", "ping", "state", "error", "", "MOVE", "hello"]


@st.composite
def message(draw: Any) -> tuple[str, str | bytes]:
    """('text' or 'bytes', payload); the payload may carry the placeholder version -7777777
    (replaced by the table's current version so that some moves really are tried)."""
    kind = draw(st.integers(0, 11))
    if kind >= 10:                                                       # a legal move (the game goes on)
        return "text", json.dumps({"type": "move", "version": -7777777, "moves": ["@legal@"]})
    if kind == 0:
        return "text", draw(st.text(max_size=200))                      # not JSON, or any JSON text
    if kind == 1:
        return "text", json.dumps(draw(json_value))                     # JSON, not an object of ours
    if kind == 2:
        return "bytes", draw(st.binary(max_size=100))                   # a binary frame
    if kind == 3:
        size = draw(st.sampled_from([16 * 1024 + 1, 100_000, 900_000]))
        return "text", json.dumps({"type": "move", "version": 0, "moves": ["draw"], "pad": "x" * size})  # huge
    if kind == 4:                                                        # our types, wrong fields and types
        d = draw(st.dictionaries(st.sampled_from(["version", "moves", "move", "seat", "token", "x"]), json_value,
                                 max_size=4))
        d["type"] = draw(st.sampled_from(TYPES))
        return "text", json.dumps(d)
    version = draw(st.one_of(st.just(-7777777), st.integers(-3, 10**12)))
    if kind in (5, 6, 7):                                                # illegal and nonsense moves
        moves = draw(st.lists(move_text, min_size=0, max_size=draw(st.sampled_from([3, 45]))))
        return "text", json.dumps({"type": "move", "version": version, "moves": moves})
    if kind == 8:
        return "text", json.dumps({"type": "preview", "version": version, "moves": draw(st.lists(move_text, max_size=5))})
    return "text", json.dumps({"type": "explain", "version": version, "move": draw(move_text)})


@pytest.fixture
def loose_client(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    for k, v in LOOSE.items():
        monkeypatch.setenv(k, v)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'canasta.db'}", bot_delay=0)) as c:
        yield c


def table(c: TestClient) -> tuple[str, str]:
    tok = c.post("/api/users", json={"name": "fuzz"}).json()["token"]
    r = c.post("/api/tables", json={"preset": "classic", "players": 2, "rules": SHORT, "target": 50,
                                    "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}], "sit": 0},
               headers={"x-token": tok})
    assert r.status_code == 200, r.text
    return r.json()["id"], tok


def answer_until_marker(ws: Any, n: int) -> tuple[list[dict[str, Any]], int]:
    """Send a marker (an explain of a move that cannot parse, echoed in the error) and collect the
    replies to everything sent before it; the marker's own answer proves the socket is alive."""
    marker = f"marker{n}"
    ws.send_json({"type": "explain", "version": 0, "move": marker})
    out: list[dict[str, Any]] = []
    while True:
        m = ws.receive_json()
        if m["type"] == "error" and m.get("move") == marker:
            assert m["code"] == "syntax"
            return out, int(m["version"])
        out.append(m)


def test_websocket_fuzz(loose_client: TestClient) -> None:
    tid, tok = table(loose_client)
    counted = {"inputs": 0, "accepted": 0}
    legal: list[list[str]] = []
    with loose_client.websocket_connect(f"/ws/{tid}?token={tok}") as ws:
        _, version = answer_until_marker(ws, 0)

        @FUZZ
        @given(message())
        def one(msg: tuple[str, str | bytes]) -> None:
            nonlocal version
            kind, payload = msg
            if kind == "bytes":
                assert isinstance(payload, bytes)
                ws.send_bytes(payload)
            else:
                assert isinstance(payload, str)
                legal_now = legal[-1] if legal and legal[-1] else ["draw"]
                ws.send_text(payload.replace("-7777777", str(version)).replace("@legal@", legal_now[0]))
            counted["inputs"] += 1
            replies, version = answer_until_marker(ws, counted["inputs"])  # the connection is still usable ...
            assert replies, f"no answer to {payload[:80]!r}"
            for r in replies:
                assert r["type"] in ("state", "error", "preview", "explain", "pong"), r
                if r["type"] == "error":
                    assert r["code"] in CODES and r["code"] != "server", r
                    assert r["message"] and "\n" not in r["message"] and "Traceback" not in r["message"]
                if r["type"] == "state":
                    legal.append(r["view"]["legal_moves"])
                    if r["last"]:
                        counted["accepted"] += 1

        one()
        ws.send_json({"type": "resync"})       # ... and so is the game
        m = ws.receive_json()
        while m["type"] != "state":
            m = ws.receive_json()
        assert m["table"] == tid and m["view"]["seat"] == 0
    print(f"\nwebsocket fuzz: {counted['inputs']} inputs, {counted['accepted']} of them moves the table accepted")
    assert counted["inputs"] >= min(N, 100)
    r = loose_client.get(f"/api/tables/{tid}/log")  # (the table may have left memory: no one is connected)
    assert r.status_code == 200 and len(r.json()) == m["version"]


path_part = st.one_of(st.text(max_size=12), st.integers(-10**20, 10**20).map(str), st.sampled_from(
    ["classic", "french", "italian", "0", "-1", "4", "9999999999999999999999", "%00", "..", "x" * 300]))
METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"]


def test_http_fuzz(loose_client: TestClient) -> None:
    tid, tok = table(loose_client)
    seen = {"n": 0}

    @FUZZ
    @given(st.sampled_from(METHODS), st.sampled_from(["/api/users", "/api/tables", "/api/tables/{t}",
                                                      "/api/tables/{t}/sit/{a}", "/api/tables/{t}/record",
                                                      "/api/tables/{t}/replay?step={a}", "/api/rules/{a}/{b}",
                                                      "/api/records", "/api/me", "/api/tables?status={a}",
                                                      "/api/meta", "/nope/{a}"]),
           path_part, path_part, st.one_of(json_value, st.fixed_dictionaries(
               {"preset": st.sampled_from(["classic", "french", "slovak", "italian", "finnish", "x"]),
                "players": st.integers(-5, 10), "target": st.one_of(st.none(), st.integers(-10, 10**20)),
                "seed": st.one_of(st.none(), st.integers(-10**20, 10**20)),
                "rules": st.dictionaries(st.sampled_from(["hand_size", "target", "packs", "freeze", "x"]),
                                         st.text(max_size=6), max_size=3),
                "seats": st.lists(st.fixed_dictionaries({"kind": st.sampled_from(["human", "bot", "cat"]),
                                                         "level": st.sampled_from(["random", "", "god"])}),
                                  max_size=7),
                "sit": st.one_of(st.none(), st.integers(-3, 8))}),
               st.fixed_dictionaries({"format": st.just("canasta-record/1"), "rules": json_value,
                                      "seed": st.integers(-10**20, 10**20),
                                      "moves": st.lists(move_text, max_size=5)})),
           st.booleans())
    def one(method: str, path: str, a: str, b: str, body: Any, authed: bool) -> None:
        url = path.replace("{t}", tid if a != "x" * 300 else a).replace("{a}", a).replace("{b}", b)
        headers = {"x-token": tok, "content-type": "application/json"} if authed else {}
        try:
            r = loose_client.request(method, url, content=json.dumps(body), headers=headers)
        except Exception as e:  # an unencodable URL is the client's problem, not the server's
            if "URL" in type(e).__name__ or "url" in str(e).lower():
                return
            raise
        seen["n"] += 1
        assert r.status_code < 500, (method, url, body, r.text)
        if r.status_code >= 400 and r.headers.get("content-type", "").startswith("application/json"):
            err = r.json()
            msg = err.get("error") if isinstance(err, dict) else None
            assert isinstance(msg, str) and msg and "\n" not in msg, (method, url, r.text)

    one()
    print(f"\nhttp fuzz: {seen['n']} requests")
    assert seen["n"] >= min(N, 100) // 2
    assert loose_client.get(f"/api/tables/{tid}").status_code == 200


def test_limits_are_documented_and_configurable(monkeypatch: pytest.MonkeyPatch) -> None:
    text = (Path(__file__).parents[2] / "docs" / "reliability.md").read_text()
    for f in Limits.__dataclass_fields__:
        assert f"CANASTA_LIMIT_{f.upper()}" in text, f
    monkeypatch.setenv("CANASTA_LIMIT_CONN_RATE", "7")
    assert Limits.from_env().conn_rate == 7
    monkeypatch.setenv("CANASTA_LIMIT_CONN_RATE", "fast")
    with pytest.raises(ValueError, match="CANASTA_LIMIT_CONN_RATE"):
        Limits.from_env()
