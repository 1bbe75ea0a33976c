"""The cluster fences its owners (issue 38, security audit D7, D8, D12; web/lease.py): a table's owner
holds a lease with an expiry and a fencing epoch that every move write checks; a stopped owner loses
its tables within seconds and its late writes are refused; a move is never stored for a seat its
player no longer occupies; every process converges on the stored seats, status, timer and stand-ins
whatever notifications are lost."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy as sa

from canasta.web.lease import LeaseLost, SeatLost
from canasta.web.storage import Storage, set_settings
from harness import Server
from harness import recv_until as _until

websockets = pytest.importorskip("websockets")
from websockets.sync.client import connect  # noqa: E402

HUMANS2 = [{"kind": "human"}] * 2
LEASE_TTL = 5.0  # the default (CANASTA_LEASE_TTL)


def _wait(ok: Any, timeout: float, what: str) -> float:
    t0 = time.monotonic()
    while not ok():
        assert time.monotonic() - t0 < timeout, what
        time.sleep(0.1)
    return time.monotonic() - t0


def _drain(ws: Any) -> None:
    """Read what a watcher's socket gets until it closes (a socket nobody reads is dropped as too slow)."""
    try:
        while True:
            ws.recv()
    except Exception:  # noqa: BLE001 (closed: the watch is over)
        return


def _stored(url: str, tid: str) -> list[tuple[int, int, str, bool]]:
    eng = sa.create_engine(url)
    try:
        with eng.connect() as c:
            return [(int(r[0]), int(r[1]), str(r[2]), bool(r[3])) for r in c.execute(
                sa.text("SELECT n, seat, text, by_bot FROM moves WHERE table_id = :t ORDER BY n"), {"t": tid})]
    finally:
        eng.dispose()


def _two(tmp_path: Path, url: str, bot_delay: float = 0.0) -> tuple[Server, Server]:
    dirs = [tmp_path / "a", tmp_path / "b"]
    for d in dirs:
        d.mkdir()
    a = Server(str(dirs[0]), database_url=url, bot_delay=bot_delay).start()
    try:
        b = Server(str(dirs[1]), database_url=url, bot_delay=bot_delay).start()
    except BaseException:
        a.stop()
        raise
    return a, b


# ------------------------------------------------------------------ the checks in the move's transaction

def test_d12_a_move_written_under_an_old_epoch_is_refused(database_url: str) -> None:
    st = Storage(database_url)
    try:
        tid = st.create_table("classic", 2, {}, {}, 7, [("bot", "random"), ("bot", "random")], None)
        with st.engine.begin() as c:
            c.execute(sa.text("INSERT INTO leases (table_id, owner, epoch, expires) VALUES (:t, 'a', 1, 0)"), {"t": tid})
        st.add_moves(tid, 1, [(1, "draw")], fence=1)
        with st.engine.begin() as c:  # another process takes the expired lease
            c.execute(sa.text("UPDATE leases SET owner = 'b', epoch = epoch + 1 WHERE table_id = :t"), {"t": tid})
        with pytest.raises(LeaseLost, match="not stored"):
            st.add_moves(tid, 2, [(1, "draw")], fence=1)
        st.add_moves(tid, 2, [(1, "draw")], fence=2)
        assert [n for n, *_ in _stored(database_url, tid)] == [1, 2]
        with pytest.raises(LeaseLost):  # no lease at all: no fenced write
            st.add_moves(st.create_table("classic", 2, {}, {}, 7, [("bot", None)] * 2, None), 1, [(1, "draw")],
                         fence=1)
    finally:
        st.close()


def test_d7_a_move_for_a_seat_its_player_left_is_not_stored(database_url: str) -> None:
    st = Storage(database_url)
    try:
        ann = st.create_user("Ann")
        tid = st.create_table("classic", 2, {}, {}, 7, [("human", None), ("human", None)], None)
        st.take_seat(tid, 1, ann.id)
        st.add_moves(tid, 1, [(1, "draw")], occupant=(1, ann.id))
        st.free_seat(tid, 1, ann.id)  # an organiser takes her off the seat (another process)
        with pytest.raises(SeatLost, match="no longer sits"):
            st.add_moves(tid, 2, [(1, "draw")], occupant=(1, ann.id))
        assert len(_stored(database_url, tid)) == 1
    finally:
        st.close()


def test_d12_a_transaction_left_open_by_a_stopped_process_ends_and_frees_its_rows(
        postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A process stopped between a write and its commit holds that row's lock: every later write of the
    table, the next owner's too, would wait for it (the cause of a rare D12 failure below: B owned the table
    and its bots stood still). The server's connections tell PostgreSQL to end a transaction idle for
    ``CANASTA_IDLE_TX_TIMEOUT`` seconds, so the lock goes with it."""
    monkeypatch.setenv("CANASTA_IDLE_TX_TIMEOUT", "1")
    stopped, other = Storage(postgres_url), Storage(postgres_url)
    try:
        tid = stopped.create_table("classic", 2, {}, {}, 7, [("human", None), ("human", None)], None)
        conn = stopped.engine.connect()
        try:
            conn.execute(sa.text("UPDATE tables SET status = status WHERE id = :t"), {"t": tid})  # the row is locked
            time.sleep(1.6)  # ... and the process stops before its commit
            with other.engine.begin() as c:
                c.execute(sa.text("SET LOCAL lock_timeout = '3s'"))  # (without the timeout: LockNotAvailable here)
                assert c.execute(sa.text("UPDATE tables SET status = status WHERE id = :t"), {"t": tid}).rowcount == 1
            with pytest.raises(sa.exc.DBAPIError):  # the stopped one's transaction was ended for it
                conn.execute(sa.text("SELECT 1"))
        finally:
            with contextlib.suppress(Exception):
                conn.invalidate()
                conn.close()
    finally:
        stopped.close()
        other.close()


# ------------------------------------------------------------------ two processes on PostgreSQL

def test_d12_a_stopped_owner_loses_its_table_and_its_late_writes_are_refused(tmp_path: Path, postgres_url: str) -> None:
    """SIGSTOP the owner of a bots' table for 10 s: the other process takes the table within a few
    seconds and the bots play on; after SIGCONT the old owner's writes are refused, it stops owning
    the table and follows it; the stored moves are one game, numbered without a gap."""
    a, b = _two(tmp_path, postgres_url, bot_delay=0.05)
    stopped = False
    try:
        ha, hb = httpx.Client(base_url=a.base, timeout=10), httpx.Client(base_url=b.base, timeout=10)
        ann = ha.post("/api/users", json={"name": "Ann"}).json()
        tid = ha.post("/api/tables", json={"preset": "classic", "players": 4, "target": 100000,
                                           "seats": [{"kind": "bot", "level": "random"}] * 4, "sit": None},
                      headers={"x-token": ann["token"]}).json()["id"]
        _wait(lambda: tid in ha.get("/api/cluster").json()["owned"], 20, "process A did not take its table")
        _wait(lambda: len(_stored(postgres_url, tid)) >= 5, 20, "the bots did not play")
        old_epoch = ha.get("/api/cluster").json()["epochs"][tid]

        os.kill(a.proc.pid, signal.SIGSTOP)
        stopped = True
        t0 = time.monotonic()
        taken = _wait(lambda: tid in hb.get("/api/cluster").json()["owned"], LEASE_TTL + 5,
                      "process B did not take the stopped owner's table")
        assert taken >= LEASE_TTL - 2.5, f"taken after {taken:.1f} s: before the lease expired"
        new_epoch = hb.get("/api/cluster").json()["epochs"][tid]
        assert new_epoch > old_epoch
        # someone watches the table on B from here on: bots nobody watches pause (issue 38, D5/D6), and
        # this test is about the lease, not the pause (unwatched for the 10 s below, the bots would stop)
        watcher = connect(f"ws://127.0.0.1:{b.port}/ws/{tid}")
        threading.Thread(target=_drain, args=(watcher,), daemon=True).start()
        at_takeover = len(_stored(postgres_url, tid))
        try:
            _wait(lambda: len(_stored(postgres_url, tid)) >= at_takeover + 10, 20, "the bots did not play on under B")
        except AssertionError as e:  # (seen once in a full run, not again in ten: what B thought of the table)
            raise AssertionError(f"{e}; {len(_stored(postgres_url, tid)) - at_takeover} moves since the takeover; "
                                 f"B's cluster: {hb.get('/api/cluster').json()}; B's table: "
                                 f"{hb.get(f'/api/tables/{tid}').text[:400]}") from e

        # a write under the old owner's epoch is refused by the database itself
        st = Storage(postgres_url)
        try:
            n = len(_stored(postgres_url, tid))
            with pytest.raises(LeaseLost):
                st.add_moves(tid, n + 1, [(0, "draw")], fence=old_epoch)
        finally:
            st.close()

        time.sleep(max(0.0, 10 - (time.monotonic() - t0)))
        os.kill(a.proc.pid, signal.SIGCONT)
        stopped = False
        _wait(lambda: tid not in ha.get("/api/cluster").json()["owned"], LEASE_TTL, "the old owner still owns the table")
        status = ha.get("/api/cluster").json()
        assert status["counts"]["lost"] >= 1, status
        assert tid in hb.get("/api/cluster").json()["owned"]
        n = len(_stored(postgres_url, tid))
        _wait(lambda: len(_stored(postgres_url, tid)) >= n + 10, 20, "the bots did not play on after SIGCONT")
        watcher.close()

        # one game: numbered 1..n without a gap, every move legal in turn, and A follows it
        stored = _stored(postgres_url, tid)
        assert [m[0] for m in stored] == list(range(1, len(stored) + 1))
        time.sleep(1.5)
        # both copies first, the database last: B's bots may store a move after a read of it, so a copy read
        # later could hold one move more than the stored list and look forked when it is not
        log_a = [e["move"] for e in ha.get(f"/api/tables/{tid}/log").json()]
        log_b = [e["move"] for e in hb.get(f"/api/tables/{tid}/log").json()]
        stored = _stored(postgres_url, tid)
        assert log_a == [m[2] for m in stored][:len(log_a)] and len(log_a) >= n, "A's copy forked from the stored game"
        assert log_b == [m[2] for m in stored][:len(log_b)], "B's copy forked from the stored game"
    finally:
        if stopped:
            with contextlib.suppress(OSError):
                os.kill(a.proc.pid, signal.SIGCONT)
        for s_ in (a, b):
            s_.stop()


def test_d7_a_removal_without_any_notification_takes_the_seat(tmp_path: Path, postgres_url: str) -> None:
    """The player is taken off the seat in the database with no notification at all (as if every
    one were lost): a move they send is refused (nothing stored), and their socket sees the table as
    a spectator within a few seconds (the owner's sweep sees the table's change counter move)."""
    a, b = _two(tmp_path, postgres_url)
    try:
        ha = httpx.Client(base_url=a.base, timeout=10)
        ann, cheat = (ha.post("/api/users", json={"name": n}).json() for n in ("Ann", "Cheat"))
        for port in (a.port, b.port):  # the cheat on the owner, and on the other process (forwarded)
            tid = ha.post("/api/tables", json={"preset": "classic", "players": 2, "seats": HUMANS2, "sit": None},
                          headers={"x-token": ann["token"]}).json()["id"]
            with connect(f"ws://127.0.0.1:{a.port}/ws/{tid}?token={ann['token']}") as look:
                turn = _until(look, lambda m: m["type"] == "state")["view"]["turn"]
            assert ha.post(f"/api/tables/{tid}/sit/{1 - turn}", headers={"x-token": ann["token"]}).status_code == 200
            assert ha.post(f"/api/tables/{tid}/sit/{turn}", headers={"x-token": cheat["token"]}).status_code == 200
            _wait(lambda tid=tid: tid in ha.get("/api/cluster").json()["owned"], 20, "process A did not take its table")
            with connect(f"ws://127.0.0.1:{port}/ws/{tid}?token={cheat['token']}") as ws:
                first = _until(ws, lambda m: m["type"] == "state")
                assert first["seat"] == turn and first["view"]["turn"] == turn
                st = Storage(postgres_url)
                try:
                    st.free_seat(tid, turn, cheat["id"])  # no NOTIFY: only the database knows
                finally:
                    st.close()
                ws.send(json.dumps({"type": "move", "version": first["version"], "moves": ["draw"]}))
                t0 = time.monotonic()
                _until(ws, lambda m: m["type"] == "state" and m["seat"] == -1, timeout=5)
                assert time.monotonic() - t0 < 5
                assert _stored(postgres_url, tid) == [], "a move was stored for a seat its player had left"
    finally:
        for s_ in (a, b):
            s_.stop()


def test_d8_a_timer_set_without_notifications_fires_on_the_owner(tmp_path: Path, postgres_url: str) -> None:
    """The turn timer is set through the process that does not own the table, then (a second table)
    straight in the database with no notification: the owner runs it, and the absent player's turn
    is played by the timer's bot within the timer's time."""
    a, b = _two(tmp_path, postgres_url)
    try:
        ha, hb = httpx.Client(base_url=a.base, timeout=10), httpx.Client(base_url=b.base, timeout=10)
        ann, ben = (ha.post("/api/users", json={"name": n}).json() for n in ("Ann", "Ben"))
        tids = []
        for _ in range(2):
            tid = ha.post("/api/tables", json={"preset": "classic", "players": 2, "seats": HUMANS2, "sit": 0},
                          headers={"x-token": ann["token"]}).json()["id"]
            assert ha.post(f"/api/tables/{tid}/sit/1", headers={"x-token": ben["token"]}).status_code == 200
            tids.append(tid)
        _wait(lambda: set(tids) <= set(ha.get("/api/cluster").json()["owned"]), 20, "process A did not take its tables")
        assert not set(tids) & set(hb.get("/api/cluster").json()["owned"])
        t0 = time.monotonic()
        r = hb.post(f"/api/tables/{tids[0]}/timer", json={"seconds": 30, "level": "random"},
                    headers={"x-token": ann["token"]})
        assert r.status_code == 200, r.text
        st = Storage(postgres_url)
        try:
            set_settings(st, tids[1], 30, "random")  # no NOTIFY
        finally:
            st.close()
        _wait(lambda: all(_stored(postgres_url, t) for t in tids), 30 + 8, "the timer's bot did not play")
        assert time.monotonic() - t0 >= 25, "played before the timer ran out"
        for t in tids:
            n, _seat, _text, by_bot = _stored(postgres_url, t)[0]
            assert (n, by_bot) == (1, True)  # the absent player's turn, played by the timer's bot
    finally:
        for s_ in (a, b):
            s_.stop()


def test_d8_a_stand_in_outlives_its_owner(tmp_path: Path, postgres_url: str) -> None:
    """Stand-ins asked of the owner are stored: when the owner dies the new owner plays them (before,
    they lived in the dead process's memory and the table stood still)."""
    a, b = _two(tmp_path, postgres_url, bot_delay=0.05)
    try:
        ha, hb = httpx.Client(base_url=a.base, timeout=10), httpx.Client(base_url=b.base, timeout=10)
        ann, ben, cid = (ha.post("/api/users", json={"name": n}).json() for n in ("Ann", "Ben", "Cid"))
        tid = ha.post("/api/tables", json={"preset": "classic", "players": 2, "target": 100000, "seats": HUMANS2,
                                           "sit": None}, headers={"x-token": ann["token"]}).json()["id"]
        for i, other in enumerate((ben, cid)):
            assert ha.post(f"/api/tables/{tid}/sit/{i}", headers={"x-token": other["token"]}).status_code == 200
        _wait(lambda: tid in ha.get("/api/cluster").json()["owned"], 20, "process A did not take its table")
        for seat in (0, 1):
            r = ha.post(f"/api/tables/{tid}/bot/{seat}", params={"level": "random"}, headers={"x-token": ann["token"]})
            assert r.status_code == 200, r.text
        _wait(lambda: len(_stored(postgres_url, tid)) >= 3, 15, "the stand-ins did not play")
        a.kill()
        n = len(_stored(postgres_url, tid))
        _wait(lambda: tid in hb.get("/api/cluster").json()["owned"], LEASE_TTL + 5, "B did not take the table")
        _wait(lambda: len(_stored(postgres_url, tid)) >= n + 5, 20, "the stand-ins did not play on under the new owner")
        assert all(by_bot for *_x, by_bot in _stored(postgres_url, tid))
    finally:
        for s_ in (a, b):
            s_.stop()
