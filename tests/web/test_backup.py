"""Issue 18 §5: `canasta backup` makes a consistent copy of the database while the server plays on
(SQLite's online backup API; pg_dump for PostgreSQL), and `canasta restore` brings it back."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from test_api import table, user

from canasta.record import record_from_dict, replay
from canasta.web.admin.backup import BackupError, backup, restore
from canasta.web.server import create_app
from harness import stored_record


def _check_consistent(url: str) -> int:
    """Every table of the copy replays legally from its stored moves; returns the moves checked."""
    con = sqlite3.connect(url.removeprefix("sqlite:///"))
    ids = [r[0] for r in con.execute("SELECT id FROM tables")]
    con.close()
    n = 0
    for tid in ids:
        rec = stored_record(url, tid)
        replay(record_from_dict(rec))
        n += len(rec["moves"])
    return n


def test_backup_while_bots_play_is_consistent_and_restores(tmp_path: Path) -> None:
    live = f"sqlite:///{tmp_path / 'canasta.db'}"
    app = create_app(live, bot_delay=0, allow_client_seed=True)
    with TestClient(app) as c:
        for s in range(3):  # one bots-only table per player (D5)
            u = user(c, f"Ann{s}")
            table(c, u, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None, seed=s, target=5000)
        copies = []
        for i in range(4):  # the bots keep playing (and writing) while the copies are made
            time.sleep(0.3)
            dest = tmp_path / f"copy{i}.db"
            line = backup(live, dest)
            assert "3 tables" in line
            copies.append(dest)
        checked = [_check_consistent(f"sqlite:///{p}") for p in copies]
        assert checked[-1] > 0 and checked == sorted(checked)  # later copies hold more of the games
        later = user(c, "Zoe")
    # restore the first copy: Zoe (made after it) is gone, the previous database is kept beside it
    line = restore(live, copies[0])
    assert "3 tables" in line and "pre-restore" in line
    con = sqlite3.connect(tmp_path / "canasta.db")
    assert con.execute("SELECT count(*) FROM users WHERE name = 'Zoe'").fetchone()[0] == 0
    con.close()
    kept = [p for p in os.listdir(tmp_path) if ".pre-restore-" in p]
    assert len(kept) == 1
    con = sqlite3.connect(tmp_path / kept[0])
    # issue 38 (D28): the session is kept as the SHA-256 of its token, never the token itself
    assert con.execute("SELECT count(*) FROM sessions WHERE hash = ?",
                       (hashlib.sha256(later["token"].encode()).hexdigest(),)).fetchone()[0] == 1
    con.close()
    # and the server starts on the restored database
    with TestClient(create_app(live, bot_delay=0)) as c:
        assert len(c.get("/api/tables").json()) >= 1


def test_backup_into_a_folder_and_refusals(tmp_path: Path) -> None:
    live = f"sqlite:///{tmp_path / 'canasta.db'}"
    with TestClient(create_app(live, bot_delay=0)) as c:
        user(c)
    out = tmp_path / "backups"
    out.mkdir()
    line = backup(live, out)
    made = list(out.iterdir())
    assert len(made) == 1 and made[0].name.startswith("canasta-") and str(made[0]) in line
    with pytest.raises(BackupError, match="no database"):
        backup(f"sqlite:///{tmp_path / 'none.db'}", tmp_path / "x.db")
    with pytest.raises(BackupError, match="does not exist"):
        backup(live, tmp_path / "nofolder" / "x.db")
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"not a database at all" * 100)
    with pytest.raises(BackupError, match="not a SQLite database"):
        restore(live, junk)
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.commit()
    with pytest.raises(BackupError, match="not a Canasta database"):
        restore(live, other)
    with pytest.raises(BackupError, match="no backup file"):
        restore(live, tmp_path / "missing.db")


def test_cli_backup_and_restore_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from canasta.cli import main

    live = tmp_path / "data"
    live.mkdir()
    with TestClient(create_app(f"sqlite:///{live / 'canasta.db'}", bot_delay=0)) as c:
        user(c)

    def run(*argv: str) -> int:
        try:
            main(list(argv))
        except SystemExit as e:
            return int(e.code or 0)
        return 0

    assert run("backup", str(tmp_path / "b.db"), "--data-dir", str(live)) == 0
    assert "1 players" in capsys.readouterr().out
    assert run("restore", str(tmp_path / "nope.db"), "--data-dir", str(live)) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: no backup file")
    assert run("restore", str(tmp_path / "b.db"), "--data-dir", str(live)) == 0


@pytest.mark.skipif(bool(os.environ.get("CANASTA_TEST_DATABASE_URL")),
                    reason="restore replaces a whole database: only on the throw-away cluster")
def test_postgres_backup_and_restore(postgres_url: str, tmp_path: Path) -> None:
    with TestClient(create_app(postgres_url, bot_delay=0)) as c:
        u = user(c)
        t = table(c, u, seats=[{"kind": "bot", "level": "random"}] * 4, sit=None)
        threading.Event().wait(0.5)
        dest = tmp_path / "pg.dump"
        assert "PostgreSQL dump" in backup(postgres_url, dest)
        user(c, "Zoe")
    assert "restored" in restore(postgres_url, dest)
    import sqlalchemy as sa

    eng = sa.create_engine(postgres_url)
    with eng.connect() as con:
        assert con.execute(sa.text("SELECT count(*) FROM users WHERE name = 'Zoe'")).scalar() == 0
        assert con.execute(sa.text("SELECT count(*) FROM tables WHERE id = :t"), {"t": t["id"]}).scalar() == 1
    eng.dispose()
