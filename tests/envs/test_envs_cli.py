"""``canasta envs actions`` and ``canasta envs layout``."""

from __future__ import annotations

import pytest

pytest.importorskip("numpy")

from typer.testing import CliRunner  # noqa: E402

from canasta.cli import app  # noqa: E402
from canasta.envs.encoding import action_table, layout_for, obs_layout  # noqa: E402
from canasta.rules import make_rules  # noqa: E402

runner = CliRunner()


def test_actions_prints_the_table() -> None:
    r = runner.invoke(app, ["envs", "actions", "--rules", "french", "--players", "4"])
    assert r.exit_code == 0
    lines = r.output.splitlines()
    table = action_table(make_rules("french", 4))
    assert lines[0] == f"# french, 4 players: {table.size} actions"
    assert len(lines) == table.size + 1 and lines[-1].split(None, 1)[1] == table.texts[-1]


def test_actions_with_house_rule() -> None:
    r = runner.invoke(app, ["envs", "actions", "--rule", "last_red3=meld"])
    assert r.exit_code == 0 and any(line.endswith("  end") for line in r.output.splitlines())


def test_layout_prints_the_slices() -> None:
    r = runner.invoke(app, ["envs", "layout", "--players", "6"])
    assert r.exit_code == 0
    assert r.output.splitlines()[0] == f"# 6 players: {obs_layout(6).size} floats"


def test_layout_of_a_preset_shows_its_feet_and_sequences() -> None:
    r = runner.invoke(app, ["envs", "layout", "--rules", "samba", "--players", "4"])
    assert r.exit_code == 0
    lines = r.output.splitlines()
    assert lines[0] == f"# samba, 4 players: {layout_for(make_rules('samba', 4)).size} floats"
    assert [line.split()[0] for line in lines[-3:]] == ["seq_cards", "seq_melds", "groups"]  # SA-3, SA-6
    r = runner.invoke(app, ["envs", "layout", "--rules", "handfoot", "--players", "2"])
    assert r.exit_code == 0 and [line.split()[0] for line in r.output.splitlines()[-2:]] == ["feet", "in_foot"]  # HF-3


@pytest.mark.parametrize("args,message", [
    (["envs", "actions", "--rules", "bridge"], "unknown preset 'bridge'"),
    (["envs", "actions", "--rule", "nonsense"], "expected KEY=VALUE"),
    (["envs", "actions", "--rule", "draw_count=9"], "draw_count"),
    (["envs", "layout", "--players", "9"], "must be 2 to 6"),
    (["envs", "layout", "--rules", "italian", "--players", "3"], "italian"),
])
def test_bad_input_is_one_clear_line(args: list[str], message: str) -> None:
    r = runner.invoke(app, args)
    assert r.exit_code == 2
    assert message in r.output and "Traceback" not in r.output
