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
