"""``canasta tournament``: bots against bots in duplicate format, with statistics."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer


def _fail(message: str, code: int = 1) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


def _fmt(x: Any, spec: str = ".1f") -> str:
    return "-" if x is None else format(x, spec)


def tournament(
    rules: Annotated[str, typer.Option("--rules", help="Preset: classic, french, slovak, italian, finnish.")] = "classic",
    players: Annotated[int, typer.Option("--players", help="Number of players, 2 to 6.")] = 4,
    bots: Annotated[str | None, typer.Option("--bots", help="Comma-separated bots or levels: random, heuristic, ismcts, "
                                                      "ismcts:500 (iterations), ismcts:0.5s, easy, medium, hard, expert "
                                                      "(default heuristic,random; with --agent: the baselines, default random,heuristic,hard).")] = None,
    agent: Annotated[str | None, typer.Option("--agent", help="Score a policy module:function (view -> move) against each "
                                                           "baseline over the same duplicate deals; prints a Markdown table.")] = None,
    deals: Annotated[int, typer.Option("--deals", help="Deals (single hands from a seed); each is played once per seat rotation.")] = 10,
    seed: Annotated[int, typer.Option("--seed", help="Seed of the first deal (deal i uses seed + i).")] = 0,
    workers: Annotated[int, typer.Option("--workers", help="Parallel worker processes (or Ray CPUs).")] = 1,
    backend: Annotated[str, typer.Option("--backend", help="process (a local process pool) or ray.")] = "process",
    address: Annotated[str | None, typer.Option("--address", help="Ray cluster address (default: a local Ray instance).")] = None,
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Save the results and every game record as JSON.")] = None,
    rule: Annotated[list[str] | None, typer.Option("--rule", help="House rule KEY=VALUE (repeatable).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON instead of a table.")] = False,
) -> None:
    """Play bots against each other over duplicate deals; print hands won, score margin per hand
    (95% confidence intervals), Elo, play statistics (gift discards, meldable sets held at the
    end, piles taken, going out) and decision time (wall and CPU) per bot."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )
    from rich.table import Table

    from ..rules import RuleError, make_rules
    from . import tournament as tm

    overrides: dict[str, str] = {}
    for o in rule or []:
        key, sep, value = o.partition("=")
        if not sep or not key.strip():
            _fail(f"--rule expects KEY=VALUE, got {o!r}")
        overrides[key.strip()] = value.strip()
    try:
        rs = make_rules(rules, players, overrides)
    except RuleError as e:
        _fail(str(e))
    if agent is not None:
        _agent_table(rs.to_dict(), f"{rules}, {players} players", agent, bots, deals, seed, workers, as_json)
        return
    specs = [s.strip() for s in (bots or "heuristic,random").split(",") if s.strip()]
    if not specs:
        _fail("--bots needs at least one bot, e.g. --bots heuristic,random")
    if backend not in ("process", "ray"):
        _fail(f"unknown backend {backend!r}: use process or ray")
    if address and backend != "ray":
        _fail("--address is for --backend ray")
    if output is not None and output.parent and not output.parent.exists():
        _fail(f"cannot write {str(output)!r}: the folder {str(output.parent)!r} does not exist")
    cfg = tm.Config(rs.to_dict(), specs, deals, seed)
    show = sys.stderr.isatty() and not as_json
    err = Console(stderr=True)
    try:
        with Progress(TextColumn("deals"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      TimeRemainingColumn(), console=err, transient=True, disable=not show) as bar:
            task = bar.add_task("deals", total=deals)

            def progress(done: int, total: int) -> None:
                bar.update(task, completed=done)

            result = tm.run(cfg, workers=workers, backend=backend, address=address, progress=progress)
    except tm.TournamentError as e:
        _fail(str(e))
    result["config"]["preset"] = rules
    result["config"]["players"] = players
    if output is not None:
        try:
            output.write_text(json.dumps(result), encoding="utf-8")
        except OSError as e:
            _fail(f"cannot write {str(output)!r}: {e.strerror}")
    summary = result["summary"]
    if as_json:
        typer.echo(json.dumps({"config": result["config"], "wall_seconds": result["wall_seconds"],
                               "games": len(result["games"]), "summary": summary}))
        return
    table = Table(title=f"{rules}, {players} players: {deals} deals x {len(result['games']) // deals} seatings, "
                        f"seed {seed}, {result['wall_seconds']:.1f} s")
    for col in ("bot", "hands", "won (95% CI)", "margin/hand (95% CI)", "Elo", "ms/decision", "longest ms"):
        table.add_column(col, justify="left" if col == "bot" else "right")
    for name, s in summary.items():
        lo, hi = s["win_rate_ci95"]
        mlo, mhi = s["margin_ci95"]
        table.add_row(name, str(s["hands"]),
                      f"{100 * s['win_rate']:.1f}% ({_fmt(lo and 100 * lo)}-{_fmt(hi and 100 * hi)})",
                      f"{_fmt(s['margin_per_hand'])} ({_fmt(mlo)} to {_fmt(mhi)})",
                      f"{s['elo']:.0f}", _fmt(s["mean_decision_ms"], ".2f"), _fmt(s["longest_decision_ms"], ".0f"))
    Console().print(table)
    play = Table(title="play per hand and decision time")
    for col in ("bot", "gifts/hand (taken)", "held sets/hand", "piles/hand (size)", "went out",
                "ms/decision wall (CPU)", "longest ms wall (CPU)"):
        play.add_column(col, justify="left" if col == "bot" else "right")
    for name, s in summary.items():
        taken = s["gifts_taken_share"]
        play.add_row(name, f"{_fmt(s['gifts_per_hand'], '.2f')} ({_fmt(taken and 100 * taken, '.0f')}%)",
                     _fmt(s["held_sets_per_hand"], ".2f"),
                     f"{_fmt(s['piles_per_hand'], '.2f')} ({_fmt(s['mean_pile_size'], '.1f')})",
                     f"{_fmt(100 * s['went_out_rate'], '.0f')}%",
                     f"{_fmt(s['mean_decision_ms'], '.2f')} ({_fmt(s['mean_decision_cpu_ms'], '.2f')})",
                     f"{_fmt(s['longest_decision_ms'], '.0f')} ({_fmt(s['longest_decision_cpu_ms'], '.0f')})")
    Console().print(play)
    names = list(summary)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            v = summary[a]["versus"].get(b)
            if v:
                lo, hi = v["ci95"]
                typer.echo(f"{a} vs {b}: {_fmt(v['margin'])} points a hand ({_fmt(lo)} to {_fmt(hi)}), "
                           f"team against team, {v['deals']} deals")
    if output is not None:
        typer.echo(f"results and {len(result['games'])} game records saved to {output}")


def _agent_table(rules: dict[str, Any], label: str, agent: str, bots: str | None, deals: int, seed: int,
                 workers: int, as_json: bool) -> None:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from . import tournament as tm

    baselines = [s.strip() for s in (bots or ",".join(tm.BASELINES)).split(",") if s.strip()]
    if not baselines:
        _fail("--bots needs at least one baseline, e.g. --bots random,heuristic,hard")
    show = sys.stderr.isatty() and not as_json
    try:
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=Console(stderr=True), transient=True, disable=not show) as bar:
            task = bar.add_task("deals", total=deals * len(baselines))

            def progress(base: str, done: int, total: int) -> None:
                bar.update(task, description=f"against {base}",
                           completed=baselines.index(base) * deals + done)

            rows = tm.agent_benchmark(rules, agent, baselines, deals, seed, workers, progress)
    except tm.TournamentError as e:
        _fail(str(e))
    if as_json:
        typer.echo(json.dumps({"agent": agent, "rules": label, "seed": seed, "rows": rows}))
        return
    typer.echo(tm.markdown_table(agent, label, rows, seed))


def register(app: typer.Typer) -> None:
    app.command("tournament")(tournament)
