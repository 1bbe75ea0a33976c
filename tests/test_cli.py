"""The command line: moves, apply, replay, simulate, rules. Errors are one line, never a traceback."""

from __future__ import annotations

import json
import random

from typer.testing import CliRunner

from canasta import new_game
from canasta.cli import app
from canasta.position import position_json
from canasta.record import Record

runner = CliRunner()


def _position_file(tmp_path, st=None):
    st = st or new_game("classic", players=4, seed=11)
    p = tmp_path / "pos.json"
    p.write_text(position_json(st))
    return p, st


def test_moves_lists_legal_moves(tmp_path):
    p, st = _position_file(tmp_path)
    res = runner.invoke(app, ["moves", str(p)])
    assert res.exit_code == 0
    assert res.stdout.split("\n")[:-1] == [str(m) for m in st.legal_move_list()]


def test_apply_prints_resulting_position(tmp_path):
    p, st = _position_file(tmp_path)
    res = runner.invoke(app, ["apply", str(p), "draw"])
    assert res.exit_code == 0
    st.apply("draw")
    assert json.loads(res.stdout) == json.loads(position_json(st))


def test_apply_illegal_move_exits_2_with_one_line(tmp_path):
    p, _ = _position_file(tmp_path)
    res = runner.invoke(app, ["apply", str(p), "draw", "draw"])
    assert res.exit_code == 2
    assert res.stderr.count("\n") == 1 and "C-6.1" in res.stderr
    res = runner.invoke(app, ["apply", str(p), "jump"])
    assert res.exit_code == 2 and "unknown move" in res.stderr


def test_bad_position_file_is_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    for text in ("{", "[]", '{"format": "canasta-position/1"}', "null"):
        bad.write_text(text)
        res = runner.invoke(app, ["moves", str(bad)])
        assert res.exit_code != 0
        assert res.stderr.count("\n") == 1 and "Traceback" not in res.stderr
    res = runner.invoke(app, ["moves", str(tmp_path / "missing.json")])
    assert res.exit_code != 0 and "cannot read" in res.stderr


def test_position_missing_a_card_is_rejected(tmp_path):
    st = new_game("classic", seed=3)
    d = json.loads(position_json(st))
    d["stock"].pop()
    bad = tmp_path / "p.json"
    bad.write_text(json.dumps(d))
    res = runner.invoke(app, ["moves", str(bad)])
    assert res.exit_code == 1 and "lacks" in res.stderr


def _record(tmp_path, n_moves=60):
    st = new_game("classic", seed=5)
    rnd = random.Random(5)
    moves = []
    for _ in range(n_moves):
        m = rnd.choice(st.legal_move_list())
        moves.append(str(m))
        st.apply(m)
    rec = Record(st.rules, 5, moves)
    p = tmp_path / "game.json"
    p.write_text(rec.to_json(st))
    return p, rec, st


def test_replay_checks_and_prints_result(tmp_path):
    p, rec, st = _record(tmp_path)
    res = runner.invoke(app, ["replay", str(p)])
    assert res.exit_code == 0 and f"{len(rec.moves)} moves replayed" in res.stdout


def test_replay_corrupt_record_names_move_number(tmp_path):
    p, rec, _ = _record(tmp_path)
    d = json.loads(p.read_text())
    d["moves"][10] = "discard A" if d["moves"][10] != "discard A" else "discard K"
    d["moves"].insert(3, "draw")
    p.write_text(json.dumps(d))
    res = runner.invoke(app, ["replay", str(p)])
    assert res.exit_code == 2
    assert "move 4" in res.stderr and "Traceback" not in res.stderr
    d["rules"]["draw_count"] = "many"
    p.write_text(json.dumps(d))
    res = runner.invoke(app, ["replay", str(p)])
    assert res.exit_code == 2 and "draw_count" in res.stderr


def test_replay_wrong_result_is_reported(tmp_path):
    p, _, _ = _record(tmp_path)
    d = json.loads(p.read_text())
    d["result"]["scores"] = [1, 2]
    p.write_text(json.dumps(d))
    res = runner.invoke(app, ["replay", str(p)])
    assert res.exit_code == 2 and "scores" in res.stderr


def test_simulate_matches_and_hands():
    res = runner.invoke(app, ["simulate", "--games", "2", "--seed", "1", "--json"])
    assert res.exit_code == 0
    d = json.loads(res.stdout)
    assert d["matches"] == 2 and d["hands"] >= 2 and d["moves_per_second"] > 0
    res = runner.invoke(app, ["simulate", "--hands", "3", "--players", "6", "--rule", "partnership=trios"])
    assert res.exit_code == 0 and "3 hands" in res.stdout


def test_simulate_rejects_bad_rules_in_one_line():
    res = runner.invoke(app, ["simulate", "--rule", "draw_count=9"])
    assert res.exit_code == 1 and "out of range" in res.stderr and res.stderr.count("\n") == 1
    res = runner.invoke(app, ["simulate", "--rules", "italian", "--players", "2"])
    assert res.exit_code == 1 and "italian" in res.stderr
    res = runner.invoke(app, ["simulate", "--rule", "nonsense"])
    assert res.exit_code == 1 and "KEY=VALUE" in res.stderr
