"""`canasta rules --params` (the parameters; plain `canasta rules` explains the rules to players, see
tests/i18n) and `canasta simulate` for every preset and player count (typer CliRunner)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from canasta import PRESET_NAMES, make_rules, preset_players
from canasta.cli import app
from canasta.rules import FIELD_NAMES, diff, value_text

runner = CliRunner()

PAIRS = [(p, n) for p in PRESET_NAMES for n in preset_players(p)]


@pytest.mark.parametrize("preset", [None, *PRESET_NAMES])
def test_rules_prints_every_parameter_of_a_preset(preset: str | None) -> None:
    args = ["rules", "--params"] + ([preset] if preset else [])
    res = runner.invoke(app, args)
    assert res.exit_code == 0, res.output
    name = preset or "classic"
    n = 4 if 4 in preset_players(name) else preset_players(name)[0]
    rs = make_rules(name, n)
    lines = res.output.splitlines()
    assert lines[0].startswith(f"{name}, {n} players")
    for f in FIELD_NAMES:
        if f == "preset":
            continue
        shown = value_text(f, getattr(rs, f)) or "(none)"
        assert f"  {f} = {shown}" in lines


@pytest.mark.parametrize(("preset", "n"), PAIRS)
def test_rules_for_each_player_count(preset: str, n: int) -> None:
    res = runner.invoke(app, ["rules", preset, "--players", str(n), "--params"])
    assert res.exit_code == 0, res.output
    assert f"  players = {n}" in res.output.splitlines()


def test_rules_diff_classic_french_lists_exactly_the_differences() -> None:
    res = runner.invoke(app, ["rules", "--diff", "classic", "french"])
    assert res.exit_code == 0, res.output
    rows = diff(make_rules("classic", 4), make_rules("french", 4))
    lines = res.output.splitlines()
    assert lines[0] == f"classic vs french, 4 players: {len(rows)} differences"
    assert len(lines) == 1 + len(rows)
    body = "\n".join(lines[1:])
    for name, a, b in rows:
        assert name in body and f"{a or '(none)'}  ->  {b or '(none)'}" in body
    assert "freeze" in body and "opening_combine" in body


def test_rules_diff_with_two_options_and_players() -> None:
    res = runner.invoke(app, ["rules", "--diff", "classic", "--diff", "finnish", "--players", "2"])
    assert res.exit_code == 0, res.output
    # FI-10: the seed's own numbers at two players (11 cards, draw 1, one canasta); FI-8 permission
    assert res.output.startswith("classic vs finnish, 2 players: 6 differences")
    for name in ("hand_size", "draw_count", "canastas_to_go_out", "permission"):
        assert name in res.output


def test_rules_diff_at_a_player_count_one_preset_lacks_is_an_error() -> None:
    res = runner.invoke(app, ["rules", "--diff", "italian", "finnish", "--players", "2"])
    assert res.exit_code == 1
    assert "played by 4 players, not 2" in res.output and "Traceback" not in res.output


@pytest.mark.parametrize("args", [
    ["rules", "nope"],
    ["rules", "italian", "--players", "2"],
    ["rules", "classic", "--rule", "draw_count=9"],
    ["rules", "classic", "--rule", "nonsense"],
    ["rules", "--diff", "classic"],
    ["simulate", "--rules", "classic", "--players", "7", "--hands", "1"],
    ["simulate", "--rules", "finnish", "--players", "5", "--hands", "1"],
    ["simulate", "--rules", "classic", "--rule", "freeze=sometimes", "--hands", "1"],
    ["simulate", "--rules", "classic", "--hands", "0"],
])
def test_bad_input_is_one_error_line_no_traceback(args: list[str]) -> None:
    res = runner.invoke(app, args)
    assert res.exit_code != 0
    assert "Traceback" not in res.output
    errors = [ln for ln in res.output.splitlines() if ln.startswith("error: ")]
    assert len(errors) == 1, res.output


def test_rules_with_a_house_rule_shows_it() -> None:
    res = runner.invoke(app, ["rules", "classic", "--params", "--rule", "draw_count=2", "--rule", "canastas_to_go_out=2"])
    assert res.exit_code == 0
    lines = res.output.splitlines()
    assert "  draw_count = 2" in lines and "  canastas_to_go_out = 2" in lines


@pytest.mark.parametrize(("preset", "n"), PAIRS)
def test_simulate_one_hand_for_every_allowed_pair(preset: str, n: int) -> None:
    res = runner.invoke(app, ["simulate", "--rules", preset, "--players", str(n), "--hands", "1", "--seed", "3",
                              "--json"])
    assert res.exit_code == 0, res.output
    summary = json.loads(res.output)
    assert summary["hands"] == 1 and summary["rules"] == preset and summary["players"] == n
    assert summary["moves"] > 0


def test_simulate_a_full_match_with_a_small_target() -> None:
    res = runner.invoke(app, ["simulate", "--rules", "french", "--players", "5", "--games", "1", "--rule",
                              "target=300", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["matches"] == 1


def test_preset_is_another_name_of_rules_in_every_command_that_takes_one() -> None:
    """The web lobby and the docs say "preset": `--preset` is accepted wherever `--rules` is."""
    for args in (["simulate", "--hands", "3", "--json"], ["tournament", "--bots", "random,random", "--deals", "1"]):
        a = runner.invoke(app, [*args, "--rules", "samba"])
        b = runner.invoke(app, [*args, "--preset", "samba"])
        assert a.exit_code == b.exit_code == 0, (a.output, b.output)
        assert "samba" in b.output.lower()
    a = runner.invoke(app, ["simulate", "--hands", "3", "--json", "--rules", "bolivia"])
    b = runner.invoke(app, ["simulate", "--hands", "3", "--json", "--preset", "bolivia"])
    assert json.loads(a.output)["hands"] == json.loads(b.output)["hands"] == 3
    assert {k: v for k, v in json.loads(a.output).items() if "second" not in k and "/s" not in k} \
        == {k: v for k, v in json.loads(b.output).items() if "second" not in k and "/s" not in k}
    for cmd in (["play"], ["envs", "actions"], ["envs", "layout"], ["tournament"], ["simulate"]):
        res = runner.invoke(app, [*cmd, "--help"])
        assert res.exit_code == 0, (cmd, res.output)
        assert "--rules" in res.output and "--preset" in res.output, cmd
    bad = runner.invoke(app, ["simulate", "--preset", "sambaa"])
    assert bad.exit_code != 0 and "sambaa" in bad.output and "Traceback" not in bad.output
