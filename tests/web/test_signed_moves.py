"""D11, signed moves (web/movekey.py): a backup or database whose move was changed into another
*legal* move, or whose deal was changed, is found by the signatures the club's key made; a server
started with another key refuses to start; an unsigned restore is an explicit choice."""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from test_api import recv_state
from test_trust_backup import _played_db

from canasta.moves import move_text, parse_move
from canasta.rules import RuleSet
from canasta.state import new_game
from canasta.web import movekey
from canasta.web.admin.backup import BackupError, backup, restore
from canasta.web.server import create_app
from canasta.web.storage import Storage, StorageError


def _legal_change(db: Path, tid: str) -> tuple[int, str, str]:
    """The table's last stored move changed, in ``db``, into another move that is legal there: what the
    replay alone cannot find. Returns (n, old text, new text)."""
    con = sqlite3.connect(db)
    rules, seed = con.execute("SELECT rules, seed FROM tables WHERE id = ?", (tid,)).fetchone()
    texts = [t for (t,) in con.execute("SELECT text FROM moves WHERE table_id = ? ORDER BY n", (tid,))]
    st = new_game(RuleSet.from_dict(json.loads(rules)), seed=int(seed))
    n = 0
    for i, text in enumerate(texts, 1):  # the last move that has a legal alternative
        others = [move_text(m) for m in st.legal_move_list() if move_text(m) != text]
        if others:
            n, old, new = i, text, others[0]
        st.apply(parse_move(text))
    assert n, "no move of the table had a legal alternative"
    assert con.execute("UPDATE moves SET text = ? WHERE table_id = ? AND n = ?", (new, tid, n)).rowcount == 1
    con.execute("DELETE FROM moves WHERE table_id = ? AND n > ?", (tid, n))  # the game as if it went that way
    con.commit()
    con.close()
    return n, old, new


def test_d11_a_move_changed_into_another_legal_move_is_refused(tmp_path: Path) -> None:
    url, tid = _played_db(tmp_path, moves=30)
    copy = tmp_path / "copy.db"
    backup(url, copy)
    n, old, new = _legal_change(copy, tid)
    before = (tmp_path / "canasta.db").read_bytes()
    with pytest.raises(BackupError) as e:
        restore(url, copy)
    msg = str(e.value)
    assert "\n" not in msg and f"table {tid}" in msg and f"move {n}" in msg and "altered" in msg, (old, new, msg)
    assert (tmp_path / "canasta.db").read_bytes() == before and not list(tmp_path.glob("*.pre-restore-*"))


def test_d11_a_changed_deal_is_refused(tmp_path: Path) -> None:
    url, tid = _played_db(tmp_path, moves=10)
    copy = tmp_path / "copy.db"
    backup(url, copy)
    con = sqlite3.connect(copy)
    con.execute("UPDATE tables SET seed = seed + 1 WHERE id = ?", (tid,))
    con.commit()
    con.close()
    with pytest.raises(BackupError, match=f"table {tid}: its deal"):
        restore(url, copy)


def test_d11_signatures_removed_are_refused_unless_unsigned_is_asked(tmp_path: Path) -> None:
    url, tid = _played_db(tmp_path, moves=10)
    copy = tmp_path / "copy.db"
    backup(url, copy)
    con = sqlite3.connect(copy)
    con.execute("DELETE FROM club_meta")
    con.execute("UPDATE moves SET mac = NULL")
    con.commit()
    con.close()
    with pytest.raises(BackupError, match="not signed.*--unsigned"):
        restore(url, copy)
    assert "1 tables" in restore(url, copy, unsigned=True)  # the organiser's explicit choice: replayed only
    st = Storage(url)  # the server signs the restored rows anew with the club's key
    try:
        moves, wrong = st.signed_moves(tid)
        assert wrong is None and len(moves) >= 10
    finally:
        st.close()
    assert "1 tables" in restore(url, backup_of(url, tmp_path / "again.db"))  # and its next backup is signed


def backup_of(url: str, dest: Path) -> Path:
    backup(url, dest)
    return dest


def test_d11_a_restore_without_the_key_file_says_where_it_belongs(tmp_path: Path) -> None:
    url, _ = _played_db(tmp_path, moves=5)
    copy = tmp_path / "copy.db"
    backup(url, copy)
    other = tmp_path / "new-machine"
    other.mkdir()
    url2 = f"sqlite:///{other / 'canasta.db'}"
    with pytest.raises(BackupError, match=f"no key file at {other / movekey.KEY_FILE}"):
        restore(url2, copy)
    (other / movekey.KEY_FILE).write_bytes((tmp_path / movekey.KEY_FILE).read_bytes())  # the club's key copied
    assert "1 tables" in restore(url2, copy)


def test_d11_a_backup_of_another_club_is_refused(tmp_path: Path) -> None:
    url, _ = _played_db(tmp_path, moves=5)
    copy = tmp_path / "copy.db"
    backup(url, copy)
    other = tmp_path / "other-club"
    other.mkdir()
    url2, _ = _played_db(other, moves=1)
    with pytest.raises(BackupError, match="signed with the key .*another club"):
        restore(url2, copy)


def test_d11_a_server_started_with_another_key_refuses_in_one_line(tmp_path: Path) -> None:
    url, _ = _played_db(tmp_path, moves=5)
    key = tmp_path / movekey.KEY_FILE
    old = key.read_bytes()
    key.unlink()
    with pytest.raises(StorageError) as e:
        Storage(url)  # a new key is made, and it is not the one the database's moves are signed with
    assert "\n" not in str(e.value) and "signed with the key" in str(e.value) and str(key) in str(e.value)
    key.write_bytes(old)
    Storage(url).close()


def test_d11_the_key_file_is_private_and_kept_out_of_the_database(tmp_path: Path) -> None:
    url, _ = _played_db(tmp_path, moves=5)
    key = tmp_path / movekey.KEY_FILE
    assert key.stat().st_mode & 0o777 == 0o600
    secret = key.read_text().strip()
    assert len(bytes.fromhex(secret)) == 32
    assert secret.encode() not in (tmp_path / "canasta.db").read_bytes()
    copy = tmp_path / "copy.db"
    backup(url, copy)
    assert secret.encode() not in copy.read_bytes()


def test_d11_a_live_move_changed_legally_is_quarantined_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    url, tid = _played_db(tmp_path, moves=30)
    n, _old, _new = _legal_change(tmp_path / "canasta.db", tid)
    caplog.set_level(logging.INFO, logger="canasta.web")
    with TestClient(create_app(url, bot_delay=0)) as c:
        with c.websocket_connect(f"/ws/{tid}") as ws:
            recv_state(ws)
        time.sleep(1.0)
        hub = c.app.state.tables  # type: ignore[attr-defined]
        assert tid in hub.quarantined and hub.games[tid].version == n - 1
    named = [r for r in caplog.records if tid in r.getMessage()]
    assert len(named) == 1 and "quarantined" in named[0].getMessage() and f"move {n}" in named[0].getMessage()


def test_d11_rows_stored_before_signing_are_signed_at_the_first_start(tmp_path: Path) -> None:
    url, tid = _played_db(tmp_path, moves=10)
    db = tmp_path / "canasta.db"
    con = sqlite3.connect(db)  # as a database from before revision 0013 holds them
    con.execute("DELETE FROM club_meta")
    con.execute("UPDATE moves SET mac = NULL")
    con.execute("UPDATE tables SET mac = NULL")
    con.commit()
    con.close()
    st = Storage(url)
    try:
        moves, wrong = st.signed_moves(tid)
        assert wrong is None and len(moves) >= 10
    finally:
        st.close()
