"""``canasta play``: its options and one-line errors (the full screen itself is tested with the pilot)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("textual")

from typer.testing import CliRunner

from canasta.cli import app

runner = CliRunner()


def invoke(*args: str) -> tuple[int, str]:
    res = runner.invoke(app, list(args))
    return res.exit_code, res.output


def test_play_is_registered() -> None:
    code, out = invoke("play", "--help")
    assert code == 0
    for opt in ("--rules", "--players", "--level", "--seed", "--resume", "--save"):
        assert opt in out


@pytest.mark.parametrize(("args", "words"), [
    (("--rules", "bridge"), "unknown preset “bridge”"),
    (("--rules", "italian", "--players", "2"), "italian"),
    (("--level", "grandmaster"), "unknown level “grandmaster”"),
    (("--rule", "target"), "KEY=VALUE"),
    (("--rule", "colour=blue"), "colour"),
])
def test_bad_options_give_one_line_errors(tmp_path: Path, args: tuple[str, ...], words: str) -> None:
    code, out = invoke("play", "--save", str(tmp_path / "g.json"), *args)
    assert code != 0
    lines = out.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and words in lines[0], out
    assert "Traceback" not in out
    assert not (tmp_path / "g.json").exists()


def test_resume_errors(tmp_path: Path) -> None:
    code, out = invoke("play", "--resume", str(tmp_path / "missing.json"))
    assert code != 0 and out.startswith("error: ") and "cannot read" in out
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    code, out = invoke("play", "--resume", str(bad))
    assert code != 0 and "not valid JSON" in out and len(out.strip().splitlines()) == 1
    bad.write_text(json.dumps({"format": "canasta-record/1", "rules": {}, "seed": 1, "moves": ["discard 7"]}))
    code, out = invoke("play", "--resume", str(bad))
    assert code != 0 and "move 1 (“discard 7”)" in out and "C-6" in out
    code, out = invoke("play", "--resume", str(bad), "--rules", "classic")
    assert code != 0 and "do not give --rules" in out


def test_without_a_terminal_the_game_is_saved_and_replays(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    code, out = invoke("play", "--rules", "french", "--players", "2", "--seed", "9", "--level", "random",
                       "--save", str(path))
    assert code != 0 and "needs an interactive terminal" in out
    data = json.loads(path.read_text())
    assert data["format"] == "canasta-record/1" and data["seed"] == 9
    assert data["rules"]["preset"] == "french" and data["players"] == ["person", "bot:random"]
    code, out = invoke("replay", str(path))
    assert code == 0 and "0 moves replayed" in out
    # the same file resumes (and is checked move by move)
    code, out = invoke("play", "--resume", str(path))
    assert code != 0 and "needs an interactive terminal" in out


def test_unwritable_save_path(tmp_path: Path) -> None:
    code, out = invoke("play", "--level", "random", "--save", str(tmp_path / "no" / "such" / "dir" / "g.json"))
    assert code != 0 and "cannot save the game" in out and len(out.strip().splitlines()) == 1


def test_bad_delay(tmp_path: Path) -> None:
    code, out = invoke("play", "--delay", "-1", "--save", str(tmp_path / "g.json"))
    assert code != 0 and out.strip() == "error: --delay must be between 0 and 10 seconds"
