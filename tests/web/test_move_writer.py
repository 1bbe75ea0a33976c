"""The move writer's two connections (issue 41): on a SQLite file it stores moves through the
``sqlite3`` module directly (``SqliteMoves``), elsewhere through SQLAlchemy; both store the same
rows and signatures and refuse the same writes (a table not in play, a move number taken, a seat
whose player left, a lease taken: D7, D11, D12), and the direct one writes nothing into a file
replaced under the server (D9)."""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from asyncrun import run_async
from canasta.rules import make_rules
from canasta.web import dblock
from canasta.web.lease import set_away
from canasta.web.storage import (
    LeaseLost,
    MoveWriter,
    SeatLost,
    SqliteMoves,
    Storage,
    leases,
    moves,
    seats,
    tables,
)


def _club(path: Path) -> tuple[Storage, int, list[str]]:
    st = Storage(f"sqlite:///{path}")
    u = st.create_user("Ann")
    rs = make_rules("classic", 4).to_dict()
    tids = [st.create_table("classic", 4, rs, {}, 100 + i, [("human", None)] + [("bot", "random")] * 3, u.id,
                            salt=f"salt{i}") for i in range(5)]
    with st.engine.begin() as c:
        for tid in tids:
            c.execute(seats.update().where(sa.and_(seats.c.table_id == tid, seats.c.seat == 0)).values(user_id=u.id))
    return st, u.id, tids


def _script(st: Storage, uid: int, tids: list[str], fast: bool) -> tuple[list[str], dict[str, Any]]:
    """The same requests through a writer of each kind: what each was answered, and what the
    database holds afterwards (every column but the time)."""
    a, b, closed, over, stale = tids
    with st.engine.begin() as c:
        c.execute(tables.update().where(tables.c.id == closed).values(status="closed"))
    set_away(st, a, 0, "easy")  # a stand-in plays Ann's seat at table a
    set_away(st, b, 0, "easy")
    writer = MoveWriter(st, fast=fast)
    assert (writer.path is not None) == fast

    async def main() -> list[str]:
        # what is stored: one commit (a bot's moves in one insert, the others each checked)
        ok = [
            writer.add_moves(a, 1, [(1, "draw"), (1, "discard 7")]),         # bots' moves
            writer.add_moves(b, 1, [(0, "draw")], by_bot=True, occupant=(0, uid)),  # the stand-in plays
            writer.add_moves(over, 1, [(2, "go out")], result={"winners": [0], "scores": [5, 0]}),
            writer.add_moves(stale, 1, [(1, "draw")]),
        ]
        # refusals among moves that are stored: the commit fails, each is made again alone
        mixed = [
            writer.add_moves(a, 3, [(0, "draw")], occupant=(0, uid)),      # Ann is back: her stand-in ends
            writer.add_moves(closed, 1, [(1, "draw")]),                       # not in play
            writer.add_moves(stale, 1, [(1, "draw")]),                        # move 1 again: taken
            writer.add_moves(b, 2, [(0, "draw")], occupant=(0, uid + 1)),  # not the seat's player
            writer.add_moves(stale, 2, [(2, "draw")]),
        ]
        got = await asyncio.gather(*ok, return_exceptions=True)
        got += await asyncio.gather(*mixed, return_exceptions=True)
        for req in (writer.add_moves(stale, 2, [(2, "draw")]), writer.add_moves(closed, 1, [(1, "draw")])):
            got += await asyncio.gather(req, return_exceptions=True)  # alone: the batch's own answer
        return [type(x).__name__ for x in got]

    try:
        answers = run_async(main())
    finally:
        writer.close()
    with st.engine.connect() as c:
        db = {
            "moves": [tuple(r) for r in c.execute(sa.select(moves.c.table_id, moves.c.n, moves.c.seat, moves.c.text,
                                                              moves.c.by_bot, moves.c.mac).order_by(moves.c.table_id,
                                                                                                    moves.c.n))],
            "tables": [tuple(r) for r in c.execute(sa.select(tables.c.id, tables.c.status, tables.c.result,
                                                               tables.c.changes, tables.c.finished.is_(None))
                                                     .order_by(tables.c.id))],
            "seats": [tuple(r) for r in c.execute(sa.select(seats).order_by(seats.c.table_id, seats.c.seat))],
        }
    for tid in tids:  # every stored move signed with the club's key (D11)
        assert st.signed_moves(tid)[1] is None
    return answers, db


def test_both_writers_store_the_same_rows_and_refuse_the_same_moves(tmp_path: Path) -> None:
    got = {}
    for fast in (True, False):
        (tmp_path / str(fast)).mkdir()
        st, uid, tids = _club(tmp_path / str(fast) / "canasta.db")
        try:
            answers, db = _script(st, uid, tids, fast)
        finally:
            st.close()
        # the tables' ids are random: compare them by their order of making
        names = {tid: f"t{i}" for i, tid in enumerate(tids)}
        got[fast] = (answers, {k: sorted(tuple(names.get(x, x) if isinstance(x, str) else x for x in r) for r in v)
                               for k, v in db.items()})
        # the macs sign the table's id: the same moves of another id have another mac
        got[fast][1]["moves"] = [r[:-1] for r in got[fast][1]["moves"]]
    assert got[True] == got[False]
    answers, db = got[True]
    assert answers == ["NoneType"] * 4 + ["NoneType", "StorageError", "StorageError", "SeatLost", "NoneType"] + [
        "StorageError"] * 2
    assert [r[:5] for r in db["moves"]] == [("t0", 1, 1, "draw", False), ("t0", 2, 1, "discard 7", False),
                                            ("t0", 3, 0, "draw", False), ("t1", 1, 0, "draw", True),
                                            ("t3", 1, 2, "go out", False), ("t4", 1, 1, "draw", False),
                                            ("t4", 2, 2, "draw", False)]
    status = {r[0]: r[1:] for r in db["tables"]}
    assert status["t3"][:2] == ("finished", '{"winners": [0], "scores": [5, 0]}') and status["t3"][3] is False
    assert status["t2"][0] == "closed" and status["t0"][0] == "playing"
    # Ann's own move ended her stand-in and bumped the change counter; the stand-in's move did not
    assert status["t0"][2] == 2 and status["t1"][2] == 1
    away = {(r[0], r[1]): r[-1] for r in db["seats"]}
    assert away[("t0", 0)] is None and away[("t1", 0)] == "easy"


def test_the_sqlite3_writer_checks_the_lease_when_given_one(tmp_path: Path) -> None:
    st, _uid, tids = _club(tmp_path / "canasta.db")
    try:
        with st.engine.begin() as c:
            c.execute(leases.insert().values(table_id=tids[0], owner="p", epoch=2, expires=0.0))
        conn = SqliteMoves(str(tmp_path / "canasta.db"))
        try:
            with pytest.raises(LeaseLost), conn.begin():
                st.add_moves(tids[0], 1, [(1, "draw")], conn=conn, fence=1)
            with conn.begin():
                st.add_moves(tids[0], 1, [(1, "draw")], conn=conn, fence=2)
            with pytest.raises(SeatLost), conn.begin():
                st.add_moves(tids[0], 2, [(0, "draw")], conn=conn, occupant=(0, None))
        finally:
            conn.close()
        assert st.moves(tids[0]) == [(1, "draw")]
    finally:
        st.close()


def test_the_sqlite3_writer_writes_nothing_into_a_replaced_file(tmp_path: Path,
                                                                caplog: pytest.LogCaptureFixture) -> None:
    db = tmp_path / "canasta.db"
    st, _uid, tids = _club(db)
    writer = MoveWriter(st)
    try:
        run_async(writer.add_moves(tids[0], 1, [(1, "draw")]))
        shutil.copyfile(db, tmp_path / "other.db")
        os.replace(tmp_path / "other.db", db)
        caplog.set_level(logging.CRITICAL, logger="canasta.web")
        for n in (2, 3):
            with pytest.raises(dblock.Replaced):
                run_async(writer.add_moves(tids[0], n, [(1, "discard 7")]))
        assert len([r for r in caplog.records if "replaced" in r.getMessage()]) == 1
    finally:
        writer.close()
        st.close()
    con = sqlite3.connect(db)  # the file in place: the copy, with move 1 only
    assert con.execute("SELECT n, text FROM moves WHERE table_id = ?", (tids[0],)).fetchall() == [(1, "draw")]
    con.close()


def test_the_server_writes_moves_through_sqlite3_on_a_file(tmp_path: Path) -> None:
    from canasta.web.server import create_app

    app = create_app(f"sqlite:///{tmp_path / 'c.db'}")
    assert app.state.tables.writer.path == str(tmp_path / "c.db")
    mem = MoveWriter(Storage("sqlite://"))
    try:
        assert mem.path is None  # in memory: no file to open a second connection on
    finally:
        mem.close()
        mem.storage.close()
