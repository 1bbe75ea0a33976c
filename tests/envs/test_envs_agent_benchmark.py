"""``canasta tournament --agent module:function``: an outside view-only policy scored against the
baselines over duplicate deals, printed as a Markdown table (docs/research.md's protocol)."""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from canasta import new_game
from canasta.bots import tournament as tm
from canasta.cli import app

runner = CliRunner()


def test_agent_table_against_the_baselines(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a policy module in the current folder, as a researcher would write it; it checks that it is
    # given a seat's view: no seed, the other hands hidden
    (tmp_path / "my_policy.py").write_text(textwrap.dedent('''
        def act(view):
            assert view.seed is None
            assert all(h is None for q, h in enumerate(view.hands) if q != view.seat)
            return list(view.legal_moves)[-1]
    '''))
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    r = runner.invoke(app, ["tournament", "--players", "2", "--agent", "my_policy:act", "--bots", "random,heuristic",
                            "--deals", "3", "--seed", "7"])
    assert r.exit_code == 0, r.output
    lines = r.output.strip().splitlines()
    assert lines[0].startswith("Agent `my_policy:act`, classic, 2 players: 3 duplicate deals (seeds 7..9)")
    assert lines[2] == "| baseline | hands | win rate (95% CI) | margin per hand (95% CI) |"
    rows = [x for x in lines if x.startswith("| random") or x.startswith("| heuristic")]
    assert [x.split(" | ")[1] for x in rows] == ["6", "6"]  # 3 deals x 2 seatings each
    # a French researcher reads the table in French (issue 16: every word in the reader's language)
    fr = runner.invoke(app, ["tournament", "--players", "2", "--agent", "my_policy:act", "--bots", "random",
                             "--deals", "2", "--seed", "7", "--lang", "fr"])
    assert fr.exit_code == 0, fr.output
    head = fr.output.strip().splitlines()
    assert head[0].startswith("Agent `my_policy:act`, classic, 2 joueurs : 2 donnes dupliquées (graines 7..8)")
    assert head[2] == "| adversaire de référence | donnes | taux de victoire (IC 95 %) | écart par donne (IC 95 %) |"
    assert " à " in head[4] and " to " not in head[4]
    j = runner.invoke(app, ["tournament", "--players", "2", "--agent", "my_policy:act", "--bots", "random",
                            "--deals", "2", "--json"])
    doc = json.loads(j.output)
    assert doc["rows"][0]["baseline"] == "random" and doc["rows"][0]["hands"] == 4
    lo, hi = doc["rows"][0]["win_rate_ci95"]
    assert 0 <= lo <= doc["rows"][0]["win_rate"] <= hi <= 1
    sys.modules.pop("my_policy", None)


def test_the_default_baselines_are_random_heuristic_and_hard() -> None:
    assert tm.BASELINES == ("random", "heuristic", "hard")


def test_duplicate_deals_swap_the_seats() -> None:
    res = tm.run(tm.Config(new_game("classic", players=2).rules.to_dict(),
                           ["agent:canasta.envs.agents:first_policy", "random"], 2, 0))
    per_deal: dict[int, list[list[int]]] = {}
    for g in res["games"]:
        per_deal.setdefault(g["deal"], []).append(g["team_bots"])
    assert all(sorted(v) == [[0, 1], [1, 0]] for v in per_deal.values())


@pytest.mark.parametrize("spec,message", [
    ("nosuchmodule:act", "cannot import 'nosuchmodule'"),
    ("canasta.envs.agents:nothing", "has no function 'nothing'"),
    ("justamodule", "expects module:function"),
])
def test_a_bad_agent_is_one_clear_line(spec: str, message: str) -> None:
    r = runner.invoke(app, ["tournament", "--agent", spec, "--deals", "1"])
    assert r.exit_code == 1 and message in r.output and "Traceback" not in r.output
