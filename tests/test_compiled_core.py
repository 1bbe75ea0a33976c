"""The compiled core (issue 41): the build that ``make test`` installed is the one the sources say,
and it plays the very same games as the pure-Python source.

``pip install`` compiles the twelve core modules with mypyc where it can (setup.py); these tests
run against whichever build is installed and compare it with the pure source, loaded in a
subprocess with ``CANASTA_PURE=1`` (the loader switch in ``canasta/_core.py``, which makes the
core modules load from their .py files even where compiled ones sit beside them).
"""

from __future__ import annotations

import copy
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from canasta import _core, new_game
from canasta.rules import FIELD_NAMES, WRITTEN_WHEN_SET, make_rules
from canasta.scoring import HandResult, SideScore

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"


def _run(code: str, pure: bool, *args: str) -> str:
    env = dict(os.environ)
    env.pop("CANASTA_PURE", None)
    if pure:
        env["CANASTA_PURE"] = "1"
        env["PYTHONPATH"] = str(SRC) + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, *(["-c", code] if code else []), *args], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout


def test_compiled_core_matches_its_sources():
    """An editable install keeps the compiled modules in src/canasta/ next to the .py files, where a
    stale build would silently play the old rules: the build's hash of the sources must be theirs."""
    assert not _core.stale(), ("the compiled core was built from other sources than src/canasta/*.py: "
                               "rebuild it (make test, or pip install -e .)")
    n = len(_core.compiled_modules())
    assert n in (0, len(_core.CORE)), f"only {n} of {len(_core.CORE)} core modules are compiled"


def test_version_names_the_core():
    from typer.testing import CliRunner

    from canasta.cli import app

    out = CliRunner().invoke(app, ["--version"]).output
    want = "(compiled core)" if _core.is_compiled() else "(pure Python core)"
    assert out.startswith("canasta ") and want in out, out


def test_pure_switch_loads_the_sources():
    """CANASTA_PURE=1 makes every core module load from its .py file."""
    code = ("import canasta, canasta._core as c, canasta.state as s; "
            "print(c.describe()); print(s.__file__)")
    lines = _run(code, True).splitlines()
    assert lines[0] == "pure Python core"
    assert lines[1].endswith("state.py") and Path(lines[1]).parent == SRC / "canasta"


def test_compiled_and_pure_play_the_same_games():
    """benchmarks/equivalence.py (legal moves, reasons of probe moves, views, positions and
    scores at every decision) over 8 hands of every preset, player count and house-rule variant
    (216 hands): the installed build and the pure source give the same fingerprints."""
    if not _core.is_compiled():
        pytest.skip("the installed core is pure Python (no C compiler, or CANASTA_PURE): nothing to compare")
    bench = str(ROOT / "benchmarks" / "equivalence.py")
    compiled = _run("", False, bench, "--hands", "8")
    pure = _run("", True, bench, "--hands", "8")
    assert compiled.count("\n") > 20
    assert compiled == pure


BOT_GAMES = """
import hashlib
from canasta import new_game
from canasta.bots.heuristic import HeuristicBot
from canasta.bots.ismcts import ISMCTSBot
h = hashlib.sha256()
for i in range(4):
    st = new_game(("classic", "italian", "french", "finnish")[i], players=4, seed=40 + i)
    bots = [ISMCTSBot(i, iterations=200), HeuristicBot(i), HeuristicBot(i + 1, noise=0.2), HeuristicBot(i + 2)]
    while st.phase not in ("hand_over", "match_over"):
        m = bots[st.turn].choose(st.view(st.turn))
        h.update(str(m).encode())
        st.apply(m)
    h.update(st.to_json().encode())
print(h.hexdigest())
"""


def test_compiled_and_pure_bots_choose_the_same_moves():
    """The compiled heuristic policy (bots/heuristic.py, bots/obs.py) and ISMCTS over it choose the
    same moves as the pure source, hand after hand (its float arithmetic included)."""
    if not _core.is_compiled():
        pytest.skip("the installed core is pure Python (no C compiler, or CANASTA_PURE): nothing to compare")
    assert _run(BOT_GAMES, False) == _run(BOT_GAMES, True)


def test_core_objects_pickle_and_copy():
    """Tournament workers (process pools, Ray) pickle positions; bots copy them. A compiled frozen
    dataclass cannot be restored attribute by attribute, so RuleSet, SideScore and HandResult
    rebuild from their fields; the derived tables of a rule set start empty and fill again."""
    st = new_game("classic", players=4, seed=5)
    while st.phase not in ("hand_over", "match_over"):
        st.apply(st.legal_move_list()[-1])
    assert isinstance(st.result, HandResult) and isinstance(st.result.sides[0], SideScore)
    for obj in (st.rules, st.result, st.result.sides[0]):
        for clone in (pickle.loads(pickle.dumps(obj)), copy.copy(obj), copy.deepcopy(obj)):
            assert clone == obj and type(clone) is type(obj)
    for clone in (pickle.loads(pickle.dumps(st)), copy.deepcopy(st), st.copy()):
        assert clone.to_json() == st.to_json()
    r = make_rules("italian", players=4)
    r.opening_minimum(100)
    back = pickle.loads(pickle.dumps(r))
    assert back == r and hash(back) == hash(r) and back.to_dict() == r.to_dict()
    assert back.wild_caps == r.wild_caps and back.pair_wild_meld_ok == r.pair_wild_meld_ok
    # every parameter is written, but those added for the variants only when set (issue 42)
    assert tuple(r.to_dict()) == tuple(n for n in FIELD_NAMES if n not in WRITTEN_WHEN_SET)
    assert "memo" not in FIELD_NAMES


def test_rule_memo_is_kept():
    """The move checks' memo is one dict per rule set (a compiled cached_property would hand out a
    new empty one at every read, so it never hit)."""
    r = make_rules("classic", players=4)
    assert r.memo is r.memo and r.wild_caps is r.wild_caps
    r.memo["test-memo"] = 1
    assert r.memo["test-memo"] == 1
    del r.memo["test-memo"]
    assert r.with_overrides({"max_wilds": 2}).memo == {}
