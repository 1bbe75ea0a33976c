"""The tournament runner: duplicate games, records that replay, backends that agree, a dying
worker that loses nothing, and the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from canasta.bots import tournament as tm
from canasta.cli import app
from canasta.record import record_from_dict, replay
from canasta.rules import make_rules

CLASSIC4 = make_rules("classic", 4).to_dict()


TIMINGS = ("think_seconds", "longest_seconds", "cpu_seconds", "longest_cpu_seconds")
SUMMARY_TIMINGS = ("mean_decision_ms", "longest_decision_ms", "mean_decision_cpu_ms", "longest_decision_cpu_ms")


def strip_times(result: dict[str, Any]) -> dict[str, Any]:
    """What must not depend on the backend: the games and the statistics, not the timings."""
    games = [{k: v for k, v in g.items() if k not in TIMINGS} for g in result["games"]]
    summary = {b: {k: v for k, v in s.items() if k not in SUMMARY_TIMINGS}
               for b, s in result["summary"].items()}
    return {"games": games, "summary": summary}


def test_duplicate_games_and_replayable_records() -> None:
    cfg = tm.Config(CLASSIC4, ["heuristic", "random"], deals=2, seed=7)
    res = tm.run(cfg)
    assert res["format"] == "canasta-tournament/1"
    games = res["games"]
    assert len(games) == 4
    for d in (0, 1):
        a, b = [g for g in games if g["deal"] == d]
        assert a["seed"] == b["seed"] == 7 + d
        assert a["team_bots"] == [0, 1] and b["team_bots"] == [1, 0]
        # seats swapped: the players of the record swap sides
        assert a["record"]["players"][0] == "bot:heuristic" and b["record"]["players"][0] == "bot:random"
    for g in games:
        rec = record_from_dict(g["record"])
        st = replay(rec, g["record"])
        assert list(st.result.team_points) == g["points"]
    s = res["summary"]
    assert s["heuristic"]["hands"] == 4 and s["heuristic"]["deals"] == 2
    assert s["heuristic"]["margin_per_hand"] == -s["random"]["margin_per_hand"]


def test_process_pool_gives_the_same_results_as_one_process() -> None:
    cfg = tm.Config(CLASSIC4, ["heuristic", "ismcts:10:r2"], deals=2, seed=3)
    one = tm.run(cfg, workers=1)
    pool = tm.run(cfg, workers=2)
    assert strip_times(one) == strip_times(pool)


def test_a_dying_worker_loses_no_result(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / "crashed"
    cfg = tm.Config(CLASSIC4, ["heuristic", "random"], deals=3, seed=11)
    clean = tm.run(cfg, workers=1)
    monkeypatch.setenv(tm.CRASH_ENV, str(marker))
    seen: list[int] = []
    res = tm.run(cfg, workers=2, progress=lambda done, total: seen.append(done))
    assert marker.exists()  # a worker did die
    assert strip_times(res) == strip_times(clean)
    assert seen[-1] == 3


def test_bad_configuration_is_a_clear_error() -> None:
    with pytest.raises(tm.TournamentError, match="unknown bot"):
        tm.run(tm.Config(CLASSIC4, ["heuristic", "nobody"], deals=1))
    with pytest.raises(tm.TournamentError, match="at least 1"):
        tm.run(tm.Config(CLASSIC4, ["heuristic"], deals=0))
    with pytest.raises(tm.TournamentError, match="backend"):
        tm.run(tm.Config(CLASSIC4, ["heuristic"], deals=1), backend="spark")


def test_ray_backend_matches_the_process_pool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ray = pytest.importorskip("ray")
    cfg = tm.Config(make_rules("french", 2).to_dict(), ["heuristic", "ismcts:8:r2"], deals=3, seed=5)
    pool = tm.run(cfg, workers=2)
    # a Ray worker dies on its first deal: Ray runs the task again and nothing is lost
    marker = tmp_path / "crashed"
    monkeypatch.setenv(tm.CRASH_ENV, str(marker))
    try:
        res = tm.run(cfg, workers=2, backend="ray")
    finally:
        if ray.is_initialized():
            ray.shutdown()
    assert marker.exists()
    assert res["backend"] == "ray"
    assert strip_times(res) == strip_times(pool)


runner = CliRunner()


def test_cli_json_and_output(tmp_path: Path) -> None:
    out = tmp_path / "t.json"
    r = runner.invoke(app, ["tournament", "--rules", "slovak", "--players", "3", "--bots", "heuristic,random",
                            "--deals", "2", "--seed", "4", "--json", "--output", str(out)])
    assert r.exit_code == 0, r.output
    summary = json.loads(r.stdout.splitlines()[0])
    assert set(summary["summary"]) == {"heuristic", "random"}
    assert summary["games"] == 6  # three teams: three seatings per deal
    saved = json.loads(out.read_text())
    assert len(saved["games"]) == 6 and saved["config"]["preset"] == "slovak"


def test_cli_table() -> None:
    r = runner.invoke(app, ["tournament", "--bots", "heuristic,random", "--deals", "1"])
    assert r.exit_code == 0, r.output
    assert "heuristic" in r.stdout and "Elo" in r.stdout


@pytest.mark.parametrize("lang", ["en", "fr", "sk", "it", "fi"])
def test_cli_tables_fit_80_columns_and_cut_nothing(lang: str) -> None:
    """In an 80-column terminal every heading word, every bot's name and every figure is shown
    whole: the tables wrap, they never cut a word with an ellipsis or crop a column."""
    from canasta.i18n import tr

    r = runner.invoke(app, ["tournament", "--bots", "heuristic,random,easy", "--deals", "1", "--lang", lang],
                      env={"COLUMNS": "80", "LANG": "C"})
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "…" not in out
    tables = "\n".join(out.splitlines()[:-3])  # the three "a vs b" lines follow the tables
    assert all(len(line) <= 80 for line in tables.splitlines()), tables
    words = set(tables.split())
    for key in ("tm-bot", "tm-hands", "tm-won", "tm-margin", "tm-elo", "tm-ms", "tm-longest", "tm-gifts",
                "tm-offered", "tm-held", "tm-piles", "tm-went-out", "tm-ms-cpu", "tm-longest-cpu"):
        for word in tr(lang, key).split():
            assert word in words, (key, word)
    for name in ("heuristic", "random", "easy"):
        assert name in words


@pytest.mark.parametrize("args,message", [
    (["--bots", "heuristic,wizard"], "unknown bot “wizard”"),
    (["--rules", "klondike"], "klondike"),
    (["--players", "9"], "player"),
    (["--deals", "0"], "at least 1"),
    (["--backend", "spark"], "unknown backend"),
    (["--address", "1.2.3.4:6379"], "--address is for --backend ray"),
    (["--bots", "ismcts:fast"], "bad ismcts budget"),
    (["--output", "/nonexistent/dir/x.json"], "does not exist"),
])
def test_cli_errors_are_one_line(args: list[str], message: str) -> None:
    r = runner.invoke(app, ["tournament", "--deals", "1", *args])
    assert r.exit_code != 0
    err = r.stderr.strip()
    assert err.startswith("error:") and message in err and "\n" not in err, err


def test_play_statistics_agree_with_the_records() -> None:
    """Piles taken and hands gone out are counted per bot; they agree with the moves of the records,
    and a random player is seen holding meldable sets and gifting more than the heuristic."""
    cfg = tm.Config(CLASSIC4, ["heuristic", "random"], deals=6, seed=21)
    res = tm.run(cfg)
    takes = [0, 0]
    outs = [0, 0]
    offered = [0, 0]
    for g in res["games"]:
        rec = record_from_dict(g["record"])
        st = rec.start()
        seat_bot = [cfg.bots.index(p.removeprefix("bot:")) for p in g["record"]["players"]]
        for m in rec.moves:
            if m.startswith("take"):
                takes[seat_bot[st.turn]] += 1
            by = seat_bot[st.turn]
            st.apply(m)
            # a discard that leaves the next player a pile it may take
            if m.startswith("discard") and st.phase == "draw" and any(x.startswith("take") for x in map(str, st.legal_move_list())):
                offered[by] += 1
        if st.went_out >= 0:
            outs[seat_bot[st.went_out]] += 1
        assert g["play"]["gifts_taken"][0] <= g["play"]["gifts"][0]
    summary = res["summary"]
    for i, name in enumerate(cfg.bots):
        s = summary[name]
        assert sum(g["play"]["piles"][i] for g in res["games"]) == takes[i]
        assert s["piles_per_hand"] == round(takes[i] / s["hands"], 4)
        assert s["went_out_rate"] == round(outs[i] / s["hands"], 4)
        assert s["offered_per_hand"] == round(offered[i] / s["hands"], 4)
        assert s["mean_decision_cpu_ms"] is not None and s["longest_decision_cpu_ms"] >= 0
    assert summary["random"]["held_sets_per_hand"] > summary["heuristic"]["held_sets_per_hand"]
    assert summary["random"]["gifts_per_hand"] > summary["heuristic"]["gifts_per_hand"]
    assert summary["random"]["offered_per_hand"] > summary["heuristic"]["offered_per_hand"] > 0


def test_head_to_head_margins_with_three_teams() -> None:
    """Cutthroat (three teams): the head-to-head margins of two bots are opposite; with two teams
    the head-to-head margin is the margin."""
    res = tm.run(tm.Config(make_rules("classic", 3).to_dict(), ["heuristic", "random"], deals=3, seed=2))
    h, r = res["summary"]["heuristic"]["versus"]["random"], res["summary"]["random"]["versus"]["heuristic"]
    assert h["margin"] == -r["margin"] and h["deals"] == 3
    two = tm.run(tm.Config(CLASSIC4, ["heuristic", "random"], deals=2, seed=3))["summary"]["heuristic"]
    assert two["versus"]["random"]["margin"] == two["margin_per_hand"]


def test_merging_old_outputs_recounts_the_piles_offered() -> None:
    """benchmarks/merge_tournaments.py fills in a count that an older output lacks (``offered``) by
    replaying the records through the referee's counter: the same figures as counted live."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).parents[2] / "benchmarks" / "merge_tournaments.py"
    spec = importlib.util.spec_from_file_location("merge_tournaments", path)
    assert spec and spec.loader
    merge = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(merge)
    res = tm.run(tm.Config(CLASSIC4, ["heuristic", "random"], deals=3, seed=5))
    for g in res["games"]:
        live = list(g["play"]["offered"])
        del g["play"]["offered"]
        merge.recount(g, ["heuristic", "random"])
        assert g["play"]["offered"] == live and sum(live) > 0


def test_a_gift_is_a_discard_the_next_player_may_take_with_the_card_alone() -> None:
    """C-7.5: a gift is a natural discard the next opponent may take the pile with, laying it on its
    side's meld of that rank (``take``). The referee counts exactly those; on the Italian rules only
    a natural pair takes the pozzo (IT-20), so no discard there is a gift (it counted 1.9 a hand of
    the heuristic's, none of them ever taken)."""
    cfg = tm.Config(CLASSIC4, ["heuristic", "random"], deals=4, seed=31)
    res = tm.run(cfg)
    for g in res["games"]:
        rec = record_from_dict(g["record"])
        st = rec.start()
        seat_bot = [cfg.bots.index(p.removeprefix("bot:")) for p in g["record"]["players"]]
        gifts = [0, 0]
        for m in rec.moves:
            by, side = seat_bot[st.turn], st.side_of[st.turn]
            st.apply(m)
            if (m.startswith("discard") and st.phase == "draw" and st.side_of[st.turn] != side
                    and "take" in map(str, st.legal_move_list())):
                gifts[by] += 1
        assert g["play"]["gifts"] == gifts
    assert sum(sum(g["play"]["gifts"]) for g in res["games"]) > 0
    italian = tm.run(tm.Config(make_rules("italian", 4).to_dict(), ["heuristic", "random"], deals=2, seed=31))
    assert all(g["play"]["gifts"] == [0, 0] for g in italian["games"])


def test_held_sets_count_only_sets_the_player_could_have_laid() -> None:
    """A set held at the hand's end counts where its player could lay cards of that rank in its
    last turn: its partner went out while it sat on 9 9 9 J. Not a set it could not lay, such as
    three 4s that cannot make the Italian initial meld's minimum (C-9.1), or cards drawn that may
    not open before the next turn (IT-21)."""
    from canasta.cards import NATURALS

    seen = {"counted": 0, "not_meldable": 0}
    for seed in range(40):
        cfg = tm.Config(make_rules("italian", 4).to_dict(), ["heuristic", "random"], deals=1, seed=seed)
        for g in tm.run(cfg)["games"]:
            rec = record_from_dict(g["record"])
            st = rec.start()
            seat_bot = [cfg.bots.index(p.removeprefix("bot:")) for p in g["record"]["players"]]
            layable: dict[int, set[int]] = {}
            turn_of: dict[int, int] = {}
            for m in rec.moves:
                q = st.turn
                if st.phase in ("draw", "meld"):
                    if turn_of.get(q) != st.turn_serial:
                        turn_of[q], layable[q] = st.turn_serial, set()
                    layable[q] |= {k for x in st.legal_move_list() if x.action in ("meld", "add")
                                   for k in x.cards if k in NATURALS}
                st.apply(m)
            held = [0, 0]
            for q in range(4):
                for k in NATURALS:
                    if st.hand_counts(q)[k] >= 3:
                        if k in layable.get(q, ()):
                            held[seat_bot[q]] += 1
                            seen["counted"] += 1
                        else:
                            seen["not_meldable"] += 1
            assert g["play"]["held"] == held
        if all(seen.values()):
            return
    pytest.fail(f"no hand shows both kinds of held set: {seen}")
