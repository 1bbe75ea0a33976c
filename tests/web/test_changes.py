"""Issue 39, state sent as changes (src/canasta/web/tables/changes.py, docs/web.md "State as changes"): the
diff against an applier written apart (tests/patchapply.py) and the browser's (static/js/patch.js,
in node when there is one), a whole match played over ``?changes=1`` beside a socket of full
states, and the patches' base across a resync, a stale move and a dropped connection."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta.web.tables import changes
from patchapply import PatchedState, PatchError, apply  # noqa: I001

ROOT = Path(__file__).resolve().parents[2]
PATCH_JS = ROOT / "src" / "canasta" / "web" / "static" / "js" / "patch.js"

KEYS = st.sampled_from(["a", "b", "c", "", "~", "/", "a/b", "~1", "x~0y", "view", "0"])
SCALARS = st.none() | st.booleans() | st.integers(-3, 3) | st.floats(allow_nan=False, allow_infinity=False, width=32) \
    | st.sampled_from(["", "a", "b", "7H"])
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=6) | st.dictionaries(KEYS, inner, max_size=5),
                    max_leaves=25)


def strict(a: Any, b: Any) -> bool:
    """The same JSON value, true and 1 told apart (Python's == is not enough)."""
    return orjson.dumps(a, option=orjson.OPT_SORT_KEYS) == orjson.dumps(b, option=orjson.OPT_SORT_KEYS)


def _near(a: Any, rng: random.Random) -> Any:
    """A value like ``a`` with a few changes (so that the diff is not always a whole replace)."""
    if isinstance(a, list):
        b = [_near(x, rng) if rng.random() < 0.3 else x for x in a]
        if rng.random() < 0.4:
            b.insert(rng.randrange(len(b) + 1), rng.choice([1, "x", None, [True]]))
        if b and rng.random() < 0.4:
            del b[rng.randrange(len(b))]
        return b
    if isinstance(a, dict):
        b = {k: (_near(v, rng) if rng.random() < 0.3 else v) for k, v in a.items() if rng.random() < 0.9}
        if rng.random() < 0.3:
            b[rng.choice(["a", "/", "~", "new"])] = rng.choice([0, True, "v", {"k": [1]}])
        return b
    return rng.choice([a, a, 1, True, "s", None, 1.5])


@settings(max_examples=400, deadline=None)
@given(JSON, JSON)
def test_applying_the_diff_to_the_old_value_gives_the_new(a: Any, b: Any) -> None:
    before = orjson.dumps(a)
    ops = changes.diff(a, b)
    assert strict(apply(a, ops), b)
    assert strict(apply(a, changes.diff(a, b, small=changes.SMALL)), b)  # (as the server diffs)
    assert orjson.dumps(a) == before  # the diff changes neither value
    assert changes.diff(b, b) == []


@settings(max_examples=300, deadline=None)
@given(JSON, st.integers(0, 2**32))
def test_a_diff_between_near_values_applies_and_is_small(a: Any, seed: int) -> None:
    b = _near(a, random.Random(seed))
    ops = changes.diff(a, b)
    assert strict(apply(a, ops), b)
    assert strict(apply(a, changes.diff(a, b, small=20)), b)
    # never much more than replacing the whole value
    assert len(orjson.dumps(ops)) <= 2 * len(orjson.dumps([{"op": "replace", "path": "", "value": b}])) + 200


TYPED = st.recursive(st.none() | st.integers(-3, 300) | st.sampled_from(["", "a", "b", "7H", "~/"]),
                     lambda inner: st.lists(inner, max_size=6) | st.dictionaries(KEYS, inner, max_size=5), max_leaves=30)


def _typed(x: Any) -> Any:
    """``x`` with _near's booleans and floats made strings (no place holds 1 in one and true in the other)."""
    if isinstance(x, dict):
        return {k: _typed(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_typed(v) for v in x]
    return str(x) if isinstance(x, (bool, float)) else x


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(KEYS, TYPED, max_size=6), st.integers(0, 2**32))
def test_a_states_patch_turns_the_old_document_into_the_new(view: Any, seed: int) -> None:
    """patch_ops on the state's own values (no true against 1 there: == is JSON equality), for
    views near each other and far apart, remembered (the server's objects) or parsed."""
    rng = random.Random(seed)
    new_view = _typed(_near(view, rng) if rng.random() < 0.8 else {"other": [view]})
    taker = changes.Base()  # a connection that takes changes: remember keeps what it is given
    docs = []
    for i, v in enumerate((view, new_view)):
        text = orjson.dumps(v).decode()
        if rng.random() < 0.5:
            changes.remember((text, v))
        docs.append(changes.Sent(_parts({"version": str(i), "view": text, "info": '{"n":' + str(i) + "}"}), []))
    ops = json.loads("[" + changes.patch_ops(docs[0], docs[1]) + "]")
    assert strict(apply(json.loads(docs[0].text), ops), json.loads(docs[1].text))
    del taker


def test_keys_are_escaped_as_json_pointers() -> None:
    ops = changes.diff({"a/b": 1, "~": [1, 2]}, {"a/b": 2, "~": [1, 2, 3]})
    assert ops == [{"op": "replace", "path": "/a~1b", "value": 2}, {"op": "add", "path": "/~0/2", "value": 3}]
    assert changes.diff([True], [1]) == [{"op": "replace", "path": "/0", "value": 1}]  # true is not 1
    assert changes.diff({"k": [1, True]}, {"k": [1, 1]}) == [{"op": "replace", "path": "/k/1", "value": 1}]


def test_the_python_applier_refuses_bad_operations() -> None:
    for ops in ([{"op": "move", "path": "/a"}], [{"op": "remove", "path": "/nope"}],
                [{"op": "replace", "path": "/l/5", "value": 1}], [{"op": "add", "path": "/l/01", "value": 1}],
                [{"op": "add", "path": "a", "value": 1}]):
        with pytest.raises(PatchError):
            apply({"a": 1, "l": [1, 2]}, ops)


def _parts(fields: dict[str, str]) -> tuple[str, ...]:
    out: list[str] = []
    for i, (k, v) in enumerate(fields.items()):
        out += ['{"type":"state","' + k + '":' if i == 0 else ',"' + k + '":', v]
    return (*out, "}")


def test_the_log_is_sent_as_rows_appended_and_dropped_from_the_window() -> None:
    log = [{"n": i, "move": "draw"} for i in range(changes.LOG_SENT - 1)]

    def state(v: int) -> tuple[str, ...]:
        rows = log[max(0, len(log) - changes.LOG_SENT):]
        return _parts({"version": str(v), "view": json.dumps({"hand": ["7H"] * (v % 5), "k": v}),
                       "log": orjson.dumps(rows).decode(), "timer": json.dumps({"now": v})})

    old = changes.Sent(state(0), log)
    doc = json.loads(old.text)
    for v in range(1, 6):
        log.append({"n": len(log), "move": f"discard {v}"})
        new = changes.Sent(state(v), log)
        ops = json.loads("[" + changes.patch_ops(old, new) + "]")
        assert {o["path"] for o in ops if o["path"].startswith("/log")} <= {"/log/-", "/log/0"}
        doc = apply(doc, ops)
        assert doc == json.loads(new.text)
        old = new
    assert len(doc["log"]) == changes.LOG_SENT and doc["log"][-1]["move"] == "discard 5"
    # a log that is not the same list (the table reloaded): replaced whole
    other = list(log)
    ops = json.loads("[" + changes.patch_ops(old, changes.Sent(state(5), other)) + "]")
    assert [o["op"] for o in ops if o["path"] == "/log"] in ([], ["replace"])


def test_the_window_is_the_servers() -> None:
    from canasta.web.tables import texts as server

    assert changes.LOG_SENT == server.LOG_SENT


class FakeConn:
    def __init__(self, seat: int, takes_changes: bool = True) -> None:
        self.seat, self.closed = seat, False
        self.changes: changes.Base | None = changes.Base() if takes_changes else None
        self.got: list[str] = []

    def post(self, msg: Any) -> None:
        if not self.closed:
            self.got.append(msg)


def test_one_patch_per_seat_and_base_per_broadcast_and_a_dropped_connection_starts_over() -> None:
    log: list[Any] = []
    calls: list[int] = []

    def parts(v: int) -> Any:
        def of(seat: int) -> tuple[str, ...]:
            calls.append(seat)
            return _parts({"version": str(v), "seat": str(seat), "view": json.dumps({"n": v, "seat": seat})})
        return of

    conns = [FakeConn(0), FakeConn(0), FakeConn(1), FakeConn(0, takes_changes=False)]
    clients = [PatchedState() for _ in conns]
    for v in range(4):
        batch = changes.Batch(v, log, parts(v))
        for c in conns:
            if c.changes is not None:
                batch.post(c)
            else:
                c.post(batch.text(c.seat))
        assert sorted(calls) == [0, 1] and len(batch.patches) == (0 if v == 0 else 2)
        calls.clear()
        for c, p in zip(conns, clients, strict=True):
            m = json.loads(c.got[-1])
            assert m["type"] == ("state" if v == 0 or c.changes is None else "patch")
            got = p.take(m)
            assert got is not None and got["view"] == {"n": v, "seat": c.seat}
    # a full state outside a broadcast (a resync) is the base of the next patch
    c = conns[0]
    changes.post_state(c, parts(9)(0), log)
    assert clients[0].take(json.loads(c.got[-1]))["version"] == 9  # type: ignore[index]
    changes.Batch(10, log, parts(10)).post(c)
    m = json.loads(c.got[-1])
    assert m["type"] == "patch" and m["base"] == 5 and clients[0].take(m)["version"] == 10  # type: ignore[index]
    # a patch whose base is not the client's count is not applied
    assert PatchedState().take(m) is None
    # dropped: the base is forgotten, and what follows on a connection is a full state again
    c.changes.reset()  # type: ignore[union-attr]  (what Conn.drop does)
    changes.Batch(11, log, parts(11)).post(c)
    assert json.loads(c.got[-1])["type"] == "state"


def _equal_is_same(a: Any, b: Any, path: str) -> None:
    """Where Python finds two values equal, their JSON texts are the same, at every depth."""
    if a == b:
        assert orjson.dumps(a) == orjson.dumps(b), path
    elif type(a) is dict and type(b) is dict:
        for k in a.keys() & b.keys():
            _equal_is_same(a[k], b[k], f"{path}/{k}")
    elif type(a) is list and type(b) is list:
        for i, (x, y) in enumerate(zip(a, b)):
            _equal_is_same(x, y, f"{path}/{i}")


@pytest.mark.parametrize("preset,players", [("classic", 4), ("classic", 2), ("italian", 4), ("samba", 3), ("bolivia", 6)])
def test_the_states_values_keep_one_json_type_per_place(preset: str, players: int) -> None:
    """What patch_ops relies on: for the view and the facts the server makes (tables/texts.py),
    Python's == between two positions' values is JSON equality (never true against 1, 1 against
    1.0), so an unchanged value is found without encoding it. Checked over random hands, each
    seat and a spectator, position after position."""
    from canasta.state import new_game
    from canasta.web.tables.texts import public_view, table_info

    rng = random.Random(f"{preset}{players}")
    st = new_game(preset, players=players, seed=rng.randrange(1 << 30))
    before: dict[int, Any] = {}
    for _ in range(400):
        for seat in range(-1, players):
            now = (public_view(st, seat), table_info(st, seat))
            if seat in before:
                _equal_is_same(before[seat], now, f"{preset} seat {seat}")
            before[seat] = now
        if st.phase == "match_over":
            break
        st.apply(rng.choice(st.legal_move_list()))


# ---------------------------------------------------------------- the browser's applier, in node

def _cases(n: int) -> list[tuple[Any, Any]]:
    rng = random.Random(39)

    def value(depth: int) -> Any:
        r = rng.random()
        if depth > 2 or r < 0.4:
            return rng.choice([None, True, False, 0, 1, -2, 1.5, "", "a", "7H"])
        if r < 0.7:
            return [value(depth + 1) for _ in range(rng.randrange(5))]
        return {rng.choice(["a", "b", "/", "~", "a~1", "__proto__", "0"]): value(depth + 1) for _ in range(rng.randrange(4))}

    out = []
    for _ in range(n):
        a = value(0)
        out.append((a, _near(a, rng) if rng.random() < 0.7 else value(0)))
    return out


@pytest.mark.skipif(shutil.which("node") is None, reason="no node on this machine")
def test_patch_js_applies_the_servers_diffs_and_refuses_bad_operations(tmp_path: Path) -> None:
    cases = _cases(400)
    data = [{"doc": a, "ops": changes.diff(a, b)} for a, b in cases]
    bad = [[{"op": "move", "path": "/a"}], [{"op": "remove", "path": "/nope"}], [{"op": "replace", "path": "/l/2", "value": 1}],
           [{"op": "add", "path": "/l/01", "value": 1}], [{"op": "add", "path": "/l/3", "value": 1}]]
    (tmp_path / "cases.json").write_text(json.dumps({"cases": data, "bad": bad}))
    script = f"""
import {{ applyPatch }} from {json.dumps(PATCH_JS.as_uri())};
import {{ readFileSync }} from "node:fs";
const {{ cases, bad }} = JSON.parse(readFileSync(process.argv[2], "utf8"));
const out = cases.map(({{ doc, ops }}) => {{
  const before = JSON.stringify(doc);
  const got = applyPatch(doc, ops);
  if (JSON.stringify(doc) !== before) throw new Error("the old document changed");
  return got;
}});
const errors = bad.map((ops) => {{ try {{ applyPatch({{ a: 1, l: [1, 2] }}, ops); return null; }} catch (e) {{ return e.message; }} }});
process.stdout.write(JSON.stringify({{ out, errors }}));
"""
    (tmp_path / "run.mjs").write_text(script)
    r = subprocess.run(["node", str(tmp_path / "run.mjs"), str(tmp_path / "cases.json")], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    res = json.loads(r.stdout)
    for (_, b), got in zip(cases, res["out"], strict=True):
        assert json.dumps(got, sort_keys=True) == json.dumps(b, sort_keys=True)  # (JS numbers: 1 and 1.0 alike)
    assert all(e and e.startswith("patch:") for e in res["errors"]), res["errors"]


# ---------------------------------------------------------------- through the server

pytest.importorskip("fastapi")

from fastapi.testclient import TestClient  # noqa: E402
from test_api import table, user  # noqa: E402


def _state_or_patch(ws: Any) -> dict[str, Any]:
    while True:
        m = ws.receive_json()
        if m["type"] in ("state", "patch"):
            return dict(m)


def test_a_match_over_changes_gives_the_states_a_full_socket_gets(client: TestClient) -> None:
    u = user(client)
    t = table(client, u)
    url = f"/ws/{t['id']}?token={u['token']}"
    full_states: list[dict[str, Any]] = []
    with client.websocket_connect(url) as full, client.websocket_connect(url + "&changes=1") as patched:
        m = _state_or_patch(full)
        while True:
            full_states.append(m)
            if m["info"]["phase"] == "match_over":
                break
            if m["info"]["turn"] == 0 and m["view"]["legal_moves"] or m["info"].get("can_deal"):
                lm = m["view"]["legal_moves"]
                mv = next((x for x in lm if x.startswith(("meld", "take"))), lm[-1] if "draw" not in lm else "draw")
                full.send_json({"type": "move", "version": m["version"], "moves": [mv]})
            m = _state_or_patch(full)
        client_side = PatchedState()
        docs: list[dict[str, Any]] = []
        kinds: list[str] = []
        while not docs or docs[-1]["info"]["phase"] != "match_over":
            msg = _state_or_patch(patched)
            kinds.append(msg["type"])
            doc = client_side.take(msg)
            assert doc is not None, msg
            docs.append(json.loads(json.dumps(doc)))
    assert kinds[0] == "state" and set(kinds[1:]) == {"patch"} and len(docs) > 30
    # every patched document is the state the other socket got from the same broadcast
    assert docs[1:] == full_states[-(len(docs) - 1):]
    assert all(strict(d, f) for d, f in zip(docs[1:], full_states[-(len(docs) - 1):], strict=True))  # (true is not 1)
    assert "reveal" in docs[-1] and "reveal" not in docs[1]  # (added by a patch once the hand is over)


def test_a_resync_and_a_stale_move_send_a_full_state_that_the_next_patch_builds_on(client: TestClient) -> None:
    u = user(client)
    t = table(client, u)
    with client.websocket_connect(f"/ws/{t['id']}?token={u['token']}&changes=1") as ws:
        me = PatchedState()
        m = _state_or_patch(ws)
        assert m["type"] == "state"
        doc = me.take(m)
        while not (doc and doc["info"]["turn"] == 0 and doc["view"]["legal_moves"]):
            doc = me.take(_state_or_patch(ws))
        ws.send_json({"type": "resync"})
        m = _state_or_patch(ws)
        assert m["type"] == "state" and me.take(m) == m
        ws.send_json({"type": "move", "version": m["version"] - 1, "moves": [m["view"]["legal_moves"][0]]})
        assert ws.receive_json()["code"] == "stale"
        m = _state_or_patch(ws)
        assert m["type"] == "state"
        me.take(m)  # (the client's document: patched in place from here on)
        v = m["version"]
        ws.send_json({"type": "move", "version": v, "moves": [m["view"]["legal_moves"][0]]})
        p = _state_or_patch(ws)
        assert p["type"] == "patch" and p["base"] == me.count
        doc = me.take(p)
        assert doc is not None and doc["version"] == v + 1
        # a patch on another base than the client's is seen as such: the client asks for a resync
        stray = dict(p, base=p["base"] - 1)
        assert PatchedState().take(stray) is None
        ws.send_json({"type": "resync"})
        while (m := _state_or_patch(ws))["type"] != "state":
            me.take(m)
        assert me.take(m) == m and not me.broken


def test_a_patch_is_compressed_from_a_smaller_size_than_other_messages() -> None:
    """web/limits.py: a patch of PATCH_DEFLATE_MIN_BYTES or more is compressed (the shared window
    holds the states and patches before it, so it shrinks several times), other messages only from
    DEFLATE_MIN_BYTES; a peer that inflates reads them all in any order."""
    from websockets.frames import Frame, Opcode

    from canasta.web.limits import DEFLATE_MIN_BYTES, PATCH_DEFLATE_MIN_BYTES, _deflate_classes

    cls = _deflate_classes()[0]
    ours, peer = cls(False, False, 12, 12, {"memLevel": 5, "level": 1}), cls(False, False, 12, 12)
    ops = ",".join(f'{{"op":"replace","path":"/info/hand_counts/{i % 4}","value":{i}}}' for i in range(6))
    patch = ('{"type":"patch","version":9,"base":3,"ops":[' + ops + "]}").encode()
    tiny = b'{"type":"patch","version":9,"base":4,"ops":[]}'
    other = b'{"type":"chat","version":9,"items":[' + b",".join([b'{"text":"hello there"}'] * 8) + b"]}"
    assert PATCH_DEFLATE_MIN_BYTES <= len(patch) < DEFLATE_MIN_BYTES and len(tiny) < PATCH_DEFLATE_MIN_BYTES
    assert PATCH_DEFLATE_MIN_BYTES <= len(other) < DEFLATE_MIN_BYTES
    for data in (patch, tiny, other, patch):
        frame = ours.encode(Frame(Opcode.TEXT, data))
        assert frame.rsv1 == (data is patch)
        assert peer.decode(frame).data == data


def test_a_remembered_object_is_used_for_its_own_text_only() -> None:
    """changes.remember (StateTexts.seat): the diff takes the server's object for that very text
    (no parse), and parses an equal text that is another object; the registry stays bounded."""
    view = {"phase": "draw", "hand": ["7H", "8H"]}
    text = json.dumps(view, separators=(",", ":"))
    taker = changes.Base()  # a connection that takes changes
    changes.remember((text, view))
    sent = changes.Sent(_parts({"view": text}), [])
    assert sent.obj("view") is view
    other = changes.Sent(_parts({"view": "".join(list(text))}), [])  # equal, another object
    assert other.obj("view") == view and other.obj("view") is not view
    for i in range(changes.KNOWN_MAX + 5):
        changes.remember((f'{{"n":{i}}}', {"n": i}))
    assert len(changes._KNOWN) <= changes.KNOWN_MAX
    assert changes.Sent(_parts({"view": text}), []).obj("view") is not view  # forgotten: parsed
    del taker  # no connection takes changes: nothing is kept (issue 41), a diff parses the text
    changes._KNOWN.clear()
    changes.remember((text, view))
    assert not changes._KNOWN and changes.Sent(_parts({"view": text}), []).obj("view") == view
