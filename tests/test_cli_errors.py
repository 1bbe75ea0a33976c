"""Issue 12 §5: no traceback from any input. Every command-line error is one line on standard error
with a non-zero exit status, usage errors included; the commands are fuzzed with random bytes,
random JSON shapes and random field types (hypothesis)."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta import new_game
from canasta.cli import main
from canasta.position import position_dict
from canasta.record import FORMAT as RECORD_FORMAT


def run(*argv: str) -> tuple[int, str, str]:
    """Run the real entry point in-process: (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    code: int | str | None = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(list(argv))
        except SystemExit as e:
            code = e.code
    return int(code or 0), out.getvalue(), err.getvalue()


def assert_one_line_error(code: int, err: str) -> None:
    assert code != 0, "an error must exit non-zero"
    assert err.endswith("\n") and err.count("\n") == 1, f"not one line: {err!r}"
    assert err.startswith("error: "), err
    assert "Traceback" not in err and "internal error" not in err, err


# -- usage errors -------------------------------------------------------------------------------

@pytest.mark.parametrize("argv", [
    ["simulate", "--players", "abc"],
    ["simulate", "--bogus"],
    ["simulate", "--json", "true"],
    ["moves"],
    ["bogus"],
    ["serve", "--port", "99999"],
    ["serve", "--port", "-1"],
    ["rules", "--players", "x"],
])
def test_usage_errors_are_one_line(argv):
    code, _, err = run(*argv)
    assert code == 2
    assert_one_line_error(code, err)
    assert f"'canasta {argv[0]} --help'" in err or "'canasta --help'" in err


def test_help_and_version():
    code, out, _ = run("-h")
    assert code == 0 and "Usage: canasta" in out and "simulate" in out
    code, out, _ = run("simulate", "-h")
    assert code == 0 and "--max-hands" in out
    # a flag is shown as a flag, not as an option taking a value
    line = next(x for x in out.splitlines() if x.strip().startswith("--json"))
    assert "<bool>" not in line
    code, out, _ = run("--version")
    assert code == 0 and out.startswith("canasta ")
    code, out, _ = run()  # no command: the help, not an error
    assert code == 0 and "Usage: canasta" in out


# -- files that are not what they claim ---------------------------------------------------------

@pytest.fixture
def position_file(tmp_path: Path) -> Path:
    p = tmp_path / "pos.json"
    p.write_text(json.dumps(position_dict(new_game("classic", 4, seed=3))))
    return p


@pytest.mark.parametrize("content, words", [
    (b"\x00\xff\xfe\x80binary", "not UTF-8"),
    (("[" * 100_000 + "]" * 100_000).encode(), "nested too deeply"),
    (('{"a": ' + "9" * 5000 + "}").encode(), "too long"),
    (b"{", "not valid JSON"),
])
@pytest.mark.parametrize("command", ["moves", "apply", "replay"])
def test_bad_files_are_one_line(tmp_path, command, content, words):
    f = tmp_path / "f.json"
    f.write_bytes(content)
    argv = [command, str(f)] + (["draw"] if command == "apply" else [])
    code, _, err = run(*argv)
    assert_one_line_error(code, err)
    assert words in err


def test_folder_instead_of_file(tmp_path):
    code, _, err = run("moves", str(tmp_path))
    assert_one_line_error(code, err)
    assert "folder" in err


@pytest.mark.parametrize("value", [None, 5, True, [{}], {"a": 1}])
@pytest.mark.parametrize("field", ["upcard_freezers", "closing_discard_forbids"])
def test_rule_fields_of_the_wrong_type(position_file, field, value):
    d = json.loads(position_file.read_text())
    d["rules"][field] = value
    position_file.write_text(json.dumps(d))
    code, _, err = run("moves", str(position_file))
    assert_one_line_error(code, err)
    assert field in err


# -- options that were silently wrong ----------------------------------------------------------

def test_rules_players_zero_is_refused():
    code, _, err = run("rules", "classic", "--players", "0")
    assert_one_line_error(code, err)
    assert "not 0" in err


def test_rules_diff_applies_house_rules_to_the_second():
    code, out, _ = run("rules", "--diff", "classic", "classic", "--rule", "draw_count=3")
    assert code == 0
    assert "1 difference" in out and "draw_count" in out and "1  ->  3" in out
    code, out, _ = run("rules", "--diff", "classic", "--rule", "draw_count=2")
    assert code == 0 and "1  ->  2" in out


def test_simulate_refuses_bad_counts():
    code, _, err = run("simulate", "--max-hands", "-5", "--games", "1")
    assert_one_line_error(code, err)
    assert "--max-hands" in err
    code, _, err = run("simulate", "--games", "3", "--hands", "2")
    assert_one_line_error(code, err)
    assert "exclude" in err


@pytest.mark.parametrize("spec", ["ismcts:99999999999999999999s", "ismcts:1e400s", "ismcts:nans",
                                  "ismcts:99999999999999999999"])
def test_tournament_refuses_absurd_budgets(spec):
    code, _, err = run("tournament", "--bots", f"{spec},random", "--deals", "1")
    assert_one_line_error(code, err)
    assert "budget" in err


def test_serve_bad_host_names_the_host_option():
    code, _, err = run("serve", "--host", "nope.invalid", "--port", "8765")
    assert_one_line_error(code, err)
    assert "--host" in err


# -- fuzz ---------------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**30, max_value=10**30) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["7h", "JK", "draw", "classic", "-1", "4:800"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)


def _paths(x, p=()):
    yield p
    if isinstance(x, dict):
        for k, v in x.items():
            yield from _paths(v, (*p, k))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from _paths(v, (*p, i))


def _replace(x, path, value):
    if not path:
        return value
    y = x
    for k in path[:-1]:
        y = y[k]
    y[path[-1]] = value
    return x


def _sample_position(seed: int, steps: int) -> dict:
    presets = [("classic", 4), ("french", 2), ("italian", 4), ("slovak", 4), ("finnish", 3), ("classic", 6)]
    name, n = presets[seed % len(presets)]
    s = new_game(name, n, seed=seed)
    import random

    rnd = random.Random(seed)
    for _ in range(steps):
        if s.match_over:
            break
        s.apply(rnd.choice(s.legal_move_list()))
    return position_dict(s)


FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                       HealthCheck.too_slow])


def _check(code: int, err: str) -> None:
    if code != 0 or err:
        assert_one_line_error(code, err)


@FUZZ
@given(data=st.binary(max_size=300))
def test_fuzz_random_bytes(tmp_path_factory, data):
    f = tmp_path_factory.mktemp("fz") / "f.json"
    f.write_bytes(data)
    for argv in (["moves", str(f)], ["apply", str(f), "draw"], ["replay", str(f)]):
        _check(*run(*argv)[::2])


@FUZZ
@given(value=json_values)
def test_fuzz_random_json_shapes(tmp_path_factory, value):
    f = tmp_path_factory.mktemp("fz") / "f.json"
    f.write_text(json.dumps(value))
    for argv in (["moves", str(f)], ["apply", str(f), "draw"], ["replay", str(f)]):
        _check(*run(*argv)[::2])


@FUZZ
@given(seed=st.integers(0, 50), steps=st.integers(0, 40), data=st.data())
def test_fuzz_positions_with_random_field_types(tmp_path_factory, seed, steps, data):
    d = _sample_position(seed, steps)
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(list(_paths(d))))
        d = _replace(d, path, data.draw(json_values))
    f = tmp_path_factory.mktemp("fz") / "p.json"
    f.write_text(json.dumps(d))
    for argv in (["moves", str(f)], ["apply", str(f), "draw", "discard 9"]):
        _check(*run(*argv)[::2])


@FUZZ
@given(data=st.data())
def test_fuzz_records_with_random_field_types(tmp_path_factory, data):
    s = new_game("classic", 4, seed=1)
    moves = []
    for _ in range(12):
        m = s.legal_move_list()[0]
        moves.append(str(m))
        s.apply(m)
    rec: dict = {"format": RECORD_FORMAT, "rules": s.rules.to_dict(), "seed": 1, "moves": moves,
                 "players": ["a", "b", "c", "d"]}
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(list(_paths(rec))))
        rec = _replace(rec, path, data.draw(json_values))
    f = tmp_path_factory.mktemp("fz") / "r.json"
    f.write_text(json.dumps(rec))
    _check(*run("replay", str(f))[::2])


WORDS = ["", "abc", "-1", "0", "1", "2", "99999", "9" * 30, "1e400", "nan", "-", "classic", "italian", "x=y", "=",
         "draw_count=abc", "draw_count=2", "ismcts:0s", "ismcts:abc", "random", "heuristic,", ",", "é", "/nonexistent"]
COMMANDS = {
    "simulate": ["--rules", "--players", "--games", "--hands", "--seed", "--max-hands", "--rule", "--bogus"],
    "rules": ["--players", "--diff", "--rule"],
    "tournament": ["--rules", "--players", "--bots", "--deals", "--seed", "--workers", "--backend", "--rule"],
    "envs": ["--players", "--rules"],
}


@FUZZ
@given(command=st.sampled_from(sorted(COMMANDS)), data=st.data())
def test_fuzz_command_options(command, data):
    argv = [command]
    if command == "envs":
        argv.append(data.draw(st.sampled_from(["actions", "layout", "nope"])))
    for _ in range(data.draw(st.integers(0, 4))):
        option, word = data.draw(st.sampled_from(COMMANDS[command])), data.draw(st.sampled_from(WORDS))
        if command == "simulate" and option in ("--games", "--hands") and word in ("99999", "9" * 30):
            word = "2"  # a valid count, only long: 99999 matches ran for an hour and the run timed out
        argv += [option, word]
    # keep every run short: one hand, one deal of random bots
    if command == "simulate" and "--games" not in argv:
        argv += ["--hands", "1", "--max-hands", "1"]
    if command == "tournament":
        argv += ["--deals", "1", "--bots", "random,random"]
    code, _, err = run(*argv)
    _check(code, err)


@FUZZ
@given(command=st.sampled_from(["serve", "play"]), word=st.sampled_from(["99999", "-1", "abc", "0", "1e400", ""]))
def test_fuzz_front_end_options(command, word):
    # only values that must be refused, so that no server or terminal game is started
    argv = [command, "--port" if command == "serve" else "--players", word]
    code, _, err = run(*argv)
    assert_one_line_error(code, err)
