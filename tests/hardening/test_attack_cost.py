"""What an attack costs the server (issue 13 §1, docs/reliability.md "What the attack costs"):
a WebSocket connect past the per-address rate is refused by the HTTP protocol before any
WebSocket object, table lookup, token lookup or state is made; the state's JSON is made once per
position, and the cache behind it is renewed at every version and never gives one seat's texts
to another seat."""

from __future__ import annotations

import dataclasses
import json
import random
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from asyncrun import run_async
from canasta.state import State, new_game
from canasta.web.storage import Seat, TableRow
from canasta.web.tables.owner import TableOwner as Game
from canasta.web.tables.registry import Tables as Hub
from canasta.web.tables.texts import LOG_SENT, public_view
from canasta.web.tables.texts import log_row as _log_row
from harness import SHORT, free_port, leaks

# ---------------------------------------------------------------- connects refused before the handshake


@pytest.fixture
def served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """The app under uvicorn with the protocols of ``canasta serve`` (limits.protocols with the
    app's guard), in a thread, at 3 connects per address and no refill; what a connect costs is
    counted: WebSocket protocol objects, table loads, token lookups, state messages."""
    import httpx
    import uvicorn

    from canasta.web.limits import protocols
    from canasta.web.server import create_app

    monkeypatch.setenv("CANASTA_LIMIT_ADDR_CONNECT_RATE", "0.001")
    monkeypatch.setenv("CANASTA_LIMIT_ADDR_CONNECT_BURST", "3")
    app = create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0)
    guard = app.state.guard
    http_cls, ws_cls = protocols(guard.limits, guard)
    counts = {"ws_objects": 0, "aload": 0, "user_by_token": 0, "state_text": 0}
    made: list[Any] = []

    class CountedWS(ws_cls):  # type: ignore[misc,valid-type]
        def __init__(self, *a: Any, **k: Any) -> None:
            counts["ws_objects"] += 1
            super().__init__(*a, **k)
            made.append(self)

    hub = app.state.tables

    def counted(name: str, fn: Any) -> Any:
        def wrapper(*a: Any, **k: Any) -> Any:
            counts[name] += 1
            return fn(*a, **k)
        return wrapper

    hub.aload = counted("aload", hub.aload)
    hub.storage.user_by_token = counted("user_by_token", hub.storage.user_by_token)
    monkeypatch.setattr(Game, "state_parts", counted("state_text", Game.state_parts))  # every owner's (state_text joins state_parts: issue 39 changes)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, http=http_cls, ws=CountedWS,
                                           log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        if server.started:
            break
        time.sleep(0.05)
    tok = httpx.post(f"{base}/api/users", json={"name": "a"}).json()["token"]
    tid = httpx.post(f"{base}/api/tables", json={"rules": SHORT, "target": 50}, headers={"x-token": tok}).json()["id"]
    counts.update(dict.fromkeys(counts, 0))  # (creating the table looked the token up)
    try:
        yield {"port": port, "tid": tid, "tok": tok, "counts": counts, "made": made}
    finally:
        server.should_exit = True
        thread.join(10)


def upgrade(port: int, path: str, extra: str = "") -> bytes:
    """A WebSocket handshake on a raw socket: the server's whole answer up to its headers' end
    (or to the close)."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall((f"GET {path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n{extra}\r\n").encode())
        got = b""
        while True:
            try:
                chunk = s.recv(65536)
            except TimeoutError:
                break
            if not chunk:
                break
            got += chunk
            head, sep, body = got.partition(b"\r\n\r\n")
            if sep and b" 101 " in head.split(b"\r\n")[0]:
                break  # accepted: the state follows; enough
        return got


def test_a_refused_connect_costs_no_websocket_no_lookup_and_no_state(served: dict[str, Any]) -> None:
    port, tid, tok, counts = served["port"], served["tid"], served["tok"], served["counts"]
    for _ in range(3):  # the burst: accepted, each a WebSocket, a load, a token lookup and a state
        assert b" 101 " in upgrade(port, f"/ws/{tid}?token={tok}").split(b"\r\n")[0]
    time.sleep(0.2)
    accepted = dict(counts)
    assert accepted["ws_objects"] == 3 and accepted["aload"] == 3 and accepted["user_by_token"] == 3
    assert accepted["state_text"] >= 3
    for _ in range(20):
        got = upgrade(port, f"/ws/{tid}?token={tok}")
        head, _, body = got.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 429 "), head
        assert json.loads(body)["code"] == "too-many-connections"
    time.sleep(0.2)
    assert counts == accepted, "a refused connect made a WebSocket, loaded a table, looked a token up or built a state"
    # said in the request's language (the answer is made once per language)
    got = upgrade(port, f"/ws/{tid}?lang=fr")
    fr = json.loads(got.partition(b"\r\n\r\n")[2])["error"]
    en = json.loads(upgrade(port, f"/ws/{tid}").partition(b"\r\n\r\n")[2])["error"]
    assert fr != en and "a second" in en
    assert json.loads(upgrade(port, f"/ws/{tid}", "Accept-Language: fr\r\n").partition(b"\r\n\r\n")[2])["error"] == fr


def test_the_state_is_compressed_at_the_cheaper_level(served: dict[str, Any]) -> None:
    """permessage-deflate stays on (a state with a full log is 5 times smaller), at zlib level 1."""

    import websockets

    from canasta.web.limits import DEFLATE_LEVEL

    async def one() -> dict[str, Any]:
        async with websockets.connect(f"ws://127.0.0.1:{served['port']}/ws/{served['tid']}") as ws:
            assert ws.response is not None
            assert "permessage-deflate" in (ws.response.headers.get("Sec-WebSocket-Extensions") or "")
            return dict(json.loads(await ws.recv()))

    assert run_async(one())["type"] == "state"
    (ext,) = served["made"][-1].conn.extensions
    assert DEFLATE_LEVEL == 1 and ext.compress_settings == {"memLevel": 5, "level": 1}
    assert type(ext).__name__ == "SmallUncompressed"


def test_small_messages_are_sent_uncompressed() -> None:
    """Issue 41: a message under DEFLATE_MIN_BYTES goes as it is (RSV1 unset), a state is
    compressed; a peer that inflates reads both, in any order, on one compression context."""
    from websockets.frames import Frame, Opcode

    from canasta.web.limits import DEFLATE_MIN_BYTES, _deflate_classes

    cls = _deflate_classes()[0]
    ours, peer = cls(False, False, 12, 12, {"memLevel": 5, "level": 1}), cls(False, False, 12, 12)
    small_data = b'{"type":"seats","version":3,"seats":[]}'
    big_data = b'{"log":[' + b",".join(b'{"n":%d,"seat":1,"move":"discard 9"}' % i for i in range(200)) + b']}'
    assert len(small_data) < DEFLATE_MIN_BYTES < len(big_data)
    for data in (big_data, small_data, big_data, small_data):
        frame = ours.encode(Frame(Opcode.TEXT, data))
        assert frame.rsv1 == (data is big_data)
        assert len(frame.data) < len(data) // 3 if data is big_data else frame.data == data
        assert peer.decode(frame).data == data


# ---------------------------------------------------------------- the state's JSON, once per position

def table(humans: int = 2, seed: int = 987654321) -> tuple[Hub, Game]:
    st = new_game("classic", players=4, seed=seed, hand_size=5, canastas_to_go_out=0)
    row = TableRow("t1", "classic", 4, st.rules.to_dict(), {}, seed, "playing", 1, 0.0, None, None)
    seats = [Seat(q, "human", None, 10 + q, f"p{q}") if q < humans else Seat(q, "bot", "random", None, None)
             for q in range(4)]
    hub = Hub.__new__(Hub)
    hub.cluster = None  # one process: nothing read from storage
    return hub, Game(hub, row, st, seats, [])


def move(g: Game, rng: random.Random, in_place: bool = False) -> None:
    """One random legal move, as the server makes it (a new state object, the log one row
    longer), or ``in_place`` as the cluster's catch-up does (the same state object)."""
    st = g.st if in_place else g.st.copy()
    m = rng.choice(list(st.legal_move_list()))
    row = _log_row(g.version + 1, st.turn, str(m), st.hand_no, len(st.pile))
    st.apply(m)
    g.log.append(row)
    g.st = st


def fresh(hub: Hub, g: Game, seat: int, last: list[str] | None = None) -> dict[str, Any]:
    """The state message built with no cache at all."""
    keep, g.texts = g.texts, None
    try:
        return g.state_msg(seat, last)
    finally:
        g.texts = keep


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    a, b = dict(a), dict(b)
    a["timer"] = dict(a["timer"], now=0)
    b["timer"] = dict(b["timer"], now=0)
    return a == b


def expected_view(g: Game, seat: int) -> dict[str, Any]:
    view = public_view(g.st, seat)
    st = g.st
    if (st.phase == "hand_over" and seat >= 0 and not g.is_bot(seat) and st.turn != seat
            and g.bot_of(st.turn) is not None):
        view["legal_moves"] = ["deal"]
    return view


SEATS = (0, 1, 2, 3, -1)


def test_the_cached_state_is_the_fresh_state_at_every_version() -> None:
    hub, g = table()
    rng = random.Random(5)
    phases = set()
    while len(g.log) < 300 and g.st.phase != "match_over":
        order = list(SEATS)
        rng.shuffle(order)
        for seat in order:  # the cache is filled in a random order of seats, twice each
            for _ in range(2):
                m = g.state_msg(seat, ["x"])
                assert same(m, fresh(hub, g, seat, ["x"])), (g.version, seat)
                assert m["version"] == g.version and m["seat"] == seat
                assert m["view"] == expected_view(g, seat)
                assert m["log"] == g.log[-LOG_SENT:]
                assert leaks(m, g.st, seat, 987654321) == []
        phases.add(g.st.phase)
        move(g, rng, in_place=rng.random() < 0.3)  # in place too: the version still renews the cache
    assert "hand_over" in phases  # the reveal and the deal offered for a bot were checked


def test_a_seats_cached_view_never_goes_to_another_seat() -> None:
    hub, g = table(humans=4)
    rng = random.Random(11)
    for _ in range(60):
        move(g, rng)
        first = rng.choice(SEATS)
        g.state_text(first)  # one seat's texts cached first
        for seat in SEATS:
            m = g.state_msg(seat)
            assert m["seat"] == seat and m["view"] == expected_view(g, seat)
            assert leaks(m, g.st, seat, 987654321) == [], (first, seat)
        assert {k[0] for k in g.texts.seats} == set(SEATS)  # type: ignore[union-attr]
        if g.st.phase == "match_over":
            break


def test_the_cache_is_renewed_when_the_position_is_read_again() -> None:
    """A table read again from the database (a write thought failed) gets a new state and a new
    log list: nothing of the old texts is kept, even at the same version."""
    hub, g = table()
    rng = random.Random(2)
    for _ in range(30):
        move(g, rng)
    before = g.state_msg(0)
    other_hub, other = table(seed=12345)
    rng2 = random.Random(9)
    while other.version < g.version:
        move(other, rng2)
    g.st, g.log = other.st, other.log  # as TableOwner.reload does
    after = g.state_msg(0)
    assert after["version"] == before["version"]
    assert after["view"] == expected_view(g, 0) and after["log"] == other.log[-LOG_SENT:]
    assert after["view"] != before["view"] and after["log"] != before["log"]


def test_the_log_sent_is_the_last_rows_however_long_the_game() -> None:
    hub, g = table()
    st: State = g.st
    for n in range(1, 3 * LOG_SENT + 50):
        g.log.append({"n": n, "seat": n % 4, "move": "draw", "hand": 0})
        g.st = st.copy() if n % 7 == 0 else st  # the version alone renews the cache
        if n % 37 == 0 or n > 3 * LOG_SENT:
            assert g.state_msg(0)["log"] == g.log[-LOG_SENT:], n


def test_what_changes_without_a_move_is_not_cached() -> None:
    hub, g = table()
    rng = random.Random(4)
    move(g, rng)
    g.state_msg(0)
    g.timer, g.rematch = (30, "easy"), "abc"
    g.seats[1] = Seat(1, "human", None, 99, "newcomer")
    g.row = dataclasses.replace(g.row, status="closed")
    m = g.state_msg(0)
    assert m["timer"]["seconds"] == 30 and m["timer"]["level"] == "easy" and m["rematch"] == "abc"
    assert m["seats"][1]["name"] == "newcomer" and m["closed"] is True
    assert same(m, fresh(hub, g, 0))


# ---------------------------------------------------------------- moves stored in group commits

def writer_storage(tmp_path: Path, tables: int) -> tuple[Any, list[str]]:
    from canasta.rules import make_rules
    from canasta.web.storage import Storage

    st = Storage(f"sqlite:///{tmp_path / 'w.db'}")
    u = st.create_user("a")
    rs = make_rules("classic", 4)
    tids = [st.create_table("classic", 4, rs.to_dict(), {}, i, [("human", None)] + [("bot", "random")] * 3, u.id)
            for i in range(tables)]
    return st, tids


def test_moves_of_many_tables_share_commits_and_each_is_stored_before_its_answer(tmp_path: Path) -> None:
    import asyncio

    from canasta.web.storage import MoveWriter
    from harness import stored_moves

    st, tids = writer_storage(tmp_path, 20)
    writer = MoveWriter(st)
    url = f"sqlite:///{tmp_path / 'w.db'}"
    checked: list[int] = []

    async def play(tid: str) -> None:
        for n in range(1, 11):
            await writer.add_moves(tid, n, [(0, f"discard {n}")])
            # answered: the move is in the database (read by a connection of our own)
            assert stored_moves(url, tid).get(n) == f"discard {n}"
            checked.append(n)

    async def main() -> None:
        await asyncio.gather(*(play(t) for t in tids))

    try:
        run_async(main())
    finally:
        writer.close()
    assert len(checked) == 200 and writer.stored == 200
    assert writer.batches < 200, "no two tables' moves ever shared a commit"
    st.close()


def test_a_batch_of_plain_moves_refuses_a_table_not_in_play(tmp_path: Path) -> None:
    """Issue 41: a batch's bot moves (no result, no occupant) go in one status read and one
    insert; a table not in play among them fails that request alone, after the batch is made
    again one request at a time; a person's move and a match's last move in the same batch are
    stored as before."""
    import asyncio

    import sqlalchemy as sa

    from canasta.web.storage import MoveWriter, StorageError, tables
    from harness import stored_moves

    st, tids = writer_storage(tmp_path, 5)
    url = f"sqlite:///{tmp_path / 'w.db'}"
    with st.engine.begin() as c:
        c.execute(tables.update().where(tables.c.id == tids[2]).values(status="closed"))
    st.add_plain_moves_calls = 0  # type: ignore[attr-defined]
    real_plain = st.add_plain_moves

    def counted(*a: Any, **k: Any) -> None:
        st.add_plain_moves_calls += 1  # type: ignore[attr-defined]
        real_plain(*a, **k)

    st.add_plain_moves = counted  # type: ignore[method-assign]
    writer = MoveWriter(st)

    async def main() -> list[Any]:
        return list(await asyncio.gather(*(writer.add_moves(t, 1, [(0, "draw"), (0, "discard 9")]) for t in tids),
                                         return_exceptions=True))

    try:
        got = run_async(main())
        assert [type(x).__name__ for x in got] == ["NoneType"] * 2 + ["StorageError"] + ["NoneType"] * 2
        assert isinstance(got[2], StorageError)
        assert all(stored_moves(url, t) == ({} if t == tids[2] else {1: "draw", 2: "discard 9"}) for t in tids)
        assert st.add_plain_moves_calls >= 1  # type: ignore[attr-defined]
        with st.engine.connect() as c:
            assert c.execute(sa.select(sa.func.count()).select_from(tables)).scalar() == 5
    finally:
        writer.close()
        st.close()


def test_a_failed_request_in_a_batch_fails_alone(tmp_path: Path) -> None:
    """A move already stored (its number is taken) in the middle of a batch: that request gets
    StorageError, the others of the batch are stored; a write that fails for every request (a
    full disk) stores none and tells each."""
    import asyncio

    import sqlalchemy as sa

    from canasta.web.storage import MoveWriter, StorageError
    from harness import stored_moves

    st, tids = writer_storage(tmp_path, 6)
    url = f"sqlite:///{tmp_path / 'w.db'}"
    st.add_moves(tids[3], 1, [(0, "draw")])  # move 1 of table 3 is stored already
    writer = MoveWriter(st)
    gate = __import__("threading").Event()
    real, real_plain = st.add_moves, st.add_plain_moves

    def slow_first(*a: Any, **k: Any) -> None:
        gate.wait(5)  # holds the writer so that the other requests queue up into one batch
        real_plain(*a, **k)

    async def main() -> list[Any]:
        st.add_plain_moves = slow_first  # type: ignore[method-assign]
        first = asyncio.ensure_future(writer.add_moves(tids[0], 1, [(0, "draw")]))
        await asyncio.sleep(0.1)
        st.add_plain_moves = real_plain  # type: ignore[method-assign]
        rest = [asyncio.ensure_future(writer.add_moves(t, 1, [(0, "draw")])) for t in tids[1:]]
        await asyncio.sleep(0.1)
        gate.set()
        return list(await asyncio.gather(first, *rest, return_exceptions=True))

    try:
        got = run_async(main())
        assert [type(x).__name__ for x in got] == ["NoneType"] * 3 + ["StorageError"] + ["NoneType"] * 2
        assert isinstance(got[3], StorageError)
        assert all(stored_moves(url, t) == {1: "draw"} for t in tids)

        def full(*a: Any, **k: Any) -> None:
            raise sa.exc.OperationalError("INSERT INTO moves", {}, Exception("database or disk is full"))

        st.add_moves = st.add_plain_moves = full  # type: ignore[method-assign]

        async def fail_all() -> list[Any]:
            return list(await asyncio.gather(*(writer.add_moves(t, 2, [(0, "discard 7")]) for t in tids),
                                             return_exceptions=True))

        errors = run_async(fail_all())
        assert all(isinstance(e, sa.exc.OperationalError) for e in errors)
        assert all(2 not in stored_moves(url, t) for t in tids)
        st.add_moves, st.add_plain_moves = real, real_plain  # type: ignore[method-assign]
    finally:
        writer.close()
        st.close()


# ---------------------------------------------------------------- refused resyncs, quick bots

def test_a_refused_resync_makes_no_state_and_no_json() -> None:
    from canasta.web.limits import Guard, Limits

    guard = Guard(Limits(resync_rate=0.001, resync_burst=1))
    conn = guard.conn()
    assert conn.resync(7, guard, "a") is None  # the burst: answered (the caller sends the state)
    first = conn.resync(7, guard, "a")
    assert isinstance(first, str) and json.loads(first)["code"] == "rate_limited"
    assert json.loads(first)["version"] == 7 and json.loads(first)["key"] == "too-many-resyncs"
    assert all(conn.resync(7, guard, "a") is first for _ in range(50))  # the same text: nothing made
    later = conn.resync(8, guard, "a")
    assert later is not first and json.loads(later)["version"] == 8
    assert conn.refused == 52


def test_a_quick_bot_decides_on_the_loop_and_a_slow_one_never() -> None:
    from canasta.web.seatbots import SeatBot

    SeatBot.level_quick.clear()
    SeatBot.slow_levels.clear()
    quick = SeatBot("random", 1, 0)
    for _ in range(SeatBot.INLINE_AFTER - 1):
        quick.took(0.00001, inline=False)
    assert not quick.inline
    quick.took(0.00001, inline=False)
    assert quick.inline
    quick.took(0.01, inline=True)  # slow once on the loop: back to a thread for good
    for _ in range(100):
        quick.took(0.00001, inline=False)
    assert not quick.inline
    slow = SeatBot("random", 1, 1)
    for i in range(200):
        slow.took(0.00001 if i % 20 else 0.005, inline=False)  # a slow decision now and then
    assert not slow.inline
    # a level quick at LEVEL_INLINE_AFTER decisions in a row, over all seats, decides on the loop at a new seat
    SeatBot.level_quick.clear()
    SeatBot.slow_levels.clear()
    seats = [SeatBot("random", 2 + q // 4, q % 4) for q in range(16)]  # each under INLINE_AFTER
    for i in range(SeatBot.LEVEL_INLINE_AFTER - 1):
        seats[i % 16].took(0.00001, inline=False)
    fresh = SeatBot("random", 9, 0)
    assert not fresh.inline and not any(b.inline for b in seats)
    seats[0].took(0.00001, inline=False)
    assert fresh.inline and all(b.inline for b in seats)
    fresh.took(0.01, inline=True)  # slow once on the loop: the whole level goes back to threads
    assert not any(b.inline for b in [fresh, *seats, SeatBot("random", 4, 0)])
    SeatBot.level_quick.clear()
    SeatBot.slow_levels.clear()


def _bots_table_log(tmp_path: Path, seed: int, level: str, moves: int) -> tuple[Any, list[dict[str, Any]]]:
    """A table of four bots of ``level`` on a fresh server, played to ``moves`` moves: its owner and the
    first ``moves`` rows of its log."""
    from fastapi.testclient import TestClient

    from canasta.web.server import create_app

    app = create_app(f"sqlite:///{tmp_path / 'c.db'}", bot_delay=0, allow_client_seed=True)
    with TestClient(app) as c:
        tok = c.post("/api/users", json={"name": "a"}).json()["token"]
        tid = c.post("/api/tables", json={"rules": SHORT, "target": 100000, "seed": seed,
                                           "seats": [{"kind": "bot", "level": level}] * 4, "sit": None},
                     headers={"x-token": tok}).json()["id"]
        g = app.state.tables.games[tid]
        deadline = time.monotonic() + 60
        while g.version < moves:
            assert time.monotonic() < deadline, "the bots stopped"
            time.sleep(0.05)
        return g, c.get(f"/api/tables/{tid}/log").json()[:moves]


def test_random_bots_go_on_the_loop_and_play_the_same_moves(tmp_path: Path) -> None:
    """Where a bot decides changes nothing of what it plays: the bots' moves are a function of the
    table's seed and the move number (the record replays, and a fresh bot agrees)."""
    from canasta.bots import make_bot
    from canasta.web.seatbots import bot_seed

    g, log = _bots_table_log(tmp_path, 5, "random", 150)
    assert all(b.inline for b in g.bots.values()), "random bots still decide in threads"
    st = new_game(g.st.rules, seed=5)
    for e in log:  # each move is what a fresh bot of that seat decides at that move number
        seat = st.turn
        bot = make_bot("random", bot_seed(5, seat, e["n"] - 1))
        assert str(bot.choose(st.view(seat))) == e["move"], e
        st.apply(e["move"])


def test_a_bot_that_fails_is_replaced_by_a_random_legal_move(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot whose decision raises does not stop the table: the move played is drawn from the
    state's legal moves with a seed of the table's seed, the seat and the move number (the same
    after a restart), and the next bot turn comes."""
    from canasta.web.seatbots import SeatBot, bot_seed

    class Broken:
        name = "broken"

        def choose(self, view: Any) -> Any:
            raise RuntimeError("out of order")

    monkeypatch.setattr(SeatBot, "at", lambda self, move: Broken())
    g, log = _bots_table_log(tmp_path, 7, "medium", 30)
    st = new_game(g.st.rules, seed=7)
    for e in log:
        seat = st.turn
        want = random.Random(bot_seed(7, seat, e["n"] - 1, "-fallback")).choice(st.legal_move_list())
        assert e["move"] == str(want), e
        st.apply(e["move"])
