"""`canasta serve` refuses bad settings with one line, before starting anything."""

from __future__ import annotations

import socket
from pathlib import Path

from typer.testing import CliRunner

from canasta.cli import app


def run(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(app, ["serve", *args])
    return r.exit_code, r.output


def test_serve_is_registered() -> None:
    code, out = run("--help")
    assert code == 0 and "--database-url" in out and "--bot-delay" in out


def _free_port() -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return str(s.getsockname()[1])


def test_bad_database_url(tmp_path: Path) -> None:
    code, out = run("--database-url", "nonsense", "--port", _free_port())
    assert code == 1 and "error: cannot open the database 'nonsense'" in out and "Traceback" not in out


def test_negative_bot_delay() -> None:
    code, out = run("--bot-delay", "-1")
    assert code == 1 and "--bot-delay cannot be negative" in out


def test_port_in_use(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        code, out = run("--port", str(port), "--data-dir", str(tmp_path))
    assert code == 1 and f"cannot listen on 127.0.0.1:{port}" in out
    assert not (tmp_path / "canasta.db").exists()


def test_a_setting_of_the_environment_that_cannot_be_used_is_one_line(tmp_path: Path, monkeypatch: object) -> None:
    """A number of seconds of 0, less, or not a number (CANASTA_CLUSTER_SWEEP=0 would sweep without
    pause) stops the start with one line naming it, not "cannot open the database"."""
    import pytest

    from canasta.web import server
    from canasta.web.storage import SettingError, env_seconds

    mp: pytest.MonkeyPatch = monkeypatch  # type: ignore[assignment]
    for bad in ("0", "-1", "nan", "inf", "soon"):
        mp.setenv("CANASTA_CLUSTER_SWEEP", bad)
        with pytest.raises(SettingError, match="CANASTA_CLUSTER_SWEEP"):
            env_seconds("CANASTA_CLUSTER_SWEEP", 1.0)
    mp.setenv("CANASTA_CLUSTER_SWEEP", "0.5")
    assert env_seconds("CANASTA_CLUSTER_SWEEP", 1.0) == 0.5

    def refuse(*_a: object, **_k: object) -> None:
        raise SettingError("CANASTA_CLUSTER_SWEEP must be a number of seconds more than 0, got '0'")

    mp.setattr(server, "create_app", refuse)
    code, out = run("--port", _free_port(), "--data-dir", str(tmp_path))
    assert code == 1 and out.strip() == "error: CANASTA_CLUSTER_SWEEP must be a number of seconds more than 0, got '0'"


def test_the_cluster_reads_its_seconds_with_the_same_check(postgres_url: str, monkeypatch: object) -> None:
    import pytest

    from canasta.web.server import create_app
    from canasta.web.storage import SettingError

    mp: pytest.MonkeyPatch = monkeypatch  # type: ignore[assignment]
    for name in ("CANASTA_CLUSTER_SWEEP", "CANASTA_CLUSTER_FORWARD_TIMEOUT"):
        mp.setenv(name, "0")
        with pytest.raises(SettingError, match=name):
            create_app(postgres_url)
        mp.delenv(name)
