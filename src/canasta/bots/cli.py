"""``canasta tournament``: bots against bots in duplicate format, with statistics."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ..rules import PRESET_NAMES

if TYPE_CHECKING:
    from rich.table import Table


def _table(title: str, heads: list[str], rows: list[list[str]], by_bot: bool = False) -> Table:
    """A results table for an 80-column terminal: the first column (the bot's name) never wraps,
    the others wrap at their spaces, no narrower than their header's longest word (a number
    longer than that folds onto the next line, it is never cut). With
    ``by_bot`` each bot is a column and each figure a row (the play table has too many figures
    to fit side by side in a narrow terminal)."""
    from rich import box
    from rich.table import Table

    table = Table(box=box.SIMPLE_HEAD, collapse_padding=True, pad_edge=False, title=title)
    if by_bot:
        table.add_column("")
        for r in rows:
            table.add_column(r[0], justify="right", overflow="fold")
        for i, head in enumerate(heads[1:], 1):
            table.add_row(head, *(r[i] for r in rows))
        return table
    for i, head in enumerate(heads):
        if i == 0:
            table.add_column(head, no_wrap=True, min_width=max(len(t) for t in [head] + [r[0] for r in rows]))
        else:
            table.add_column(head, justify="right", overflow="fold", min_width=max(map(len, head.split())))
    for r in rows:
        table.add_row(*r)
    return table


def _fmt(x: Any, spec: str = ".1f") -> str:
    return "-" if x is None else format(x, spec)


def tournament(
    rules: Annotated[str, typer.Option("--rules", "--preset", help=f"Preset: {', '.join(PRESET_NAMES)}.")] = "classic",
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
    lang: LangOpt = None,
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

    from ..rules import RuleError, make_rules
    from . import tournament as tm

    use_lang(lang)
    overrides = parse_rule_options(rule)
    try:
        rs = make_rules(rules, players, overrides)
    except RuleError as e:
        fail_err(e)
    if deals < 1:
        fail_tr("cli-at-least-one", option="--deals")
    if workers < 1:
        fail_tr("tm-workers-min")
    if agent is not None:
        _agent_table(rs.to_dict(), say("tm-agent-rules", rules=rules, players=players), agent, bots, deals, seed, workers,
                     as_json)
        return
    specs = [s.strip() for s in (bots or "heuristic,random").split(",") if s.strip()]
    if not specs:
        fail_tr("tm-bots-none")
    _check_bots(specs)
    if backend not in ("process", "ray"):
        fail_tr("tm-backend-unknown", backend=backend)
    if address and backend != "ray":
        fail_tr("tm-address-ray")
    if output is not None and output.parent and not output.parent.exists():
        fail_tr("cli-folder-missing", path=str(output), folder=str(output.parent))
    cfg = tm.Config(rs.to_dict(), specs, deals, seed)
    show = sys.stderr.isatty() and not as_json
    err = Console(stderr=True)
    try:
        with Progress(TextColumn(say("tm-progress")), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      TimeRemainingColumn(), console=err, transient=True, disable=not show) as bar:
            task = bar.add_task("deals", total=deals)

            def progress(done: int, total: int) -> None:
                bar.update(task, completed=done)

            result = tm.run(cfg, workers=workers, backend=backend, address=address, progress=progress)
    except tm.TournamentError as e:
        fail(str(e))
    result["config"]["preset"] = rules
    result["config"]["players"] = players
    if output is not None:
        try:
            output.write_text(json.dumps(result), encoding="utf-8")
        except OSError as e:
            fail_tr("cli-cannot-write", path=str(output), reason=os_reason(e))
    summary = result["summary"]
    if as_json:
        typer.echo(json.dumps({"config": result["config"], "wall_seconds": result["wall_seconds"],
                               "games": len(result["games"]), "summary": summary}))
        return
    rows = []
    for name, s in summary.items():
        lo, hi = s["win_rate_ci95"]
        mlo, mhi = s["margin_ci95"]
        rows.append([name, str(s["hands"]),
                     f"{100 * s['win_rate']:.1f}% ({_fmt(lo and 100 * lo)}-{_fmt(hi and 100 * hi)})",
                     say("tm-interval", value=_fmt(s["margin_per_hand"]), lo=_fmt(mlo), hi=_fmt(mhi)),
                     f"{s['elo']:.0f}", _fmt(s["mean_decision_ms"], ".2f"), _fmt(s["longest_decision_ms"], ".0f")])
    title = say("tm-title", rules=rules, players=players, deals=deals, seatings=len(result["games"]) // deals,
                seed=seed, seconds=f"{result['wall_seconds']:.1f}")
    console = Console()
    console.print(_table(title, [say(c) for c in ("tm-bot", "tm-hands", "tm-won", "tm-margin", "tm-elo", "tm-ms",
                                                  "tm-longest")], rows))
    rows = []
    for name, s in summary.items():
        taken = s["gifts_taken_share"]
        rows.append([name, f"{_fmt(s['gifts_per_hand'], '.2f')} ({_fmt(taken and 100 * taken, '.0f')}%)",
                     _fmt(s["offered_per_hand"], ".2f"), _fmt(s["held_sets_per_hand"], ".2f"),
                     f"{_fmt(s['piles_per_hand'], '.2f')} ({_fmt(s['mean_pile_size'], '.1f')})",
                     f"{_fmt(100 * s['went_out_rate'], '.0f')}%",
                     f"{_fmt(s['mean_decision_ms'], '.2f')} ({_fmt(s['mean_decision_cpu_ms'], '.2f')})",
                     f"{_fmt(s['longest_decision_ms'], '.0f')} ({_fmt(s['longest_decision_cpu_ms'], '.0f')})"])
    console.print(_table(say("tm-play-title"), [say(c) for c in ("tm-bot", "tm-gifts", "tm-offered", "tm-held",
                                                                 "tm-piles", "tm-went-out", "tm-ms-cpu",
                                                                 "tm-longest-cpu")], rows, by_bot=True))
    names = list(summary)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            v = summary[a]["versus"].get(b)
            if v:
                lo, hi = v["ci95"]
                typer.echo(say("tm-versus", a=a, b=b, margin=_fmt(v["margin"]), lo=_fmt(lo), hi=_fmt(hi), deals=v["deals"]))
    if output is not None:
        typer.echo(say("tm-saved", games=len(result["games"]), path=str(output)))


def _check_bots(specs: list[str]) -> None:
    """An unknown bot name is refused in the player's language (budget errors are the bots' own)."""
    from . import BOTS, LEVELS
    from . import tournament as tm

    valid = list(BOTS) + list(LEVELS)
    for spec in specs:
        if spec.startswith(tm.AGENT_PREFIX):
            continue
        name = spec.partition(":")[0]
        if name not in valid:
            fail_tr("cli-unknown-bot", bot=spec, valid=", ".join(valid))


def _agent_table(rules: dict[str, Any], label: str, agent: str, bots: str | None, deals: int, seed: int,
                 workers: int, as_json: bool) -> None:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from . import tournament as tm

    baselines = [s.strip() for s in (bots or ",".join(tm.BASELINES)).split(",") if s.strip()]
    if not baselines:
        fail_tr("tm-baselines-none")
    _check_bots(baselines)
    show = sys.stderr.isatty() and not as_json
    try:
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                      console=Console(stderr=True), transient=True, disable=not show) as bar:
            task = bar.add_task(say("tm-progress"), total=deals * len(baselines))

            def progress(base: str, done: int, total: int) -> None:
                bar.update(task, description=say("tm-against", bot=base),
                           completed=baselines.index(base) * deals + done)

            rows = tm.agent_benchmark(rules, agent, baselines, deals, seed, workers, progress)
    except tm.TournamentError as e:
        fail(str(e))
    if as_json:
        typer.echo(json.dumps({"agent": agent, "rules": label, "seed": seed, "rows": rows}))
        return
    typer.echo(tm.markdown_table(agent, label, rows, seed, say))


def register(app: typer.Typer) -> None:
    app.command("tournament")(tournament)


# last, so that importing this module first still lets canasta.cli register the command above
from ..cli import LangOpt, fail, fail_err, fail_tr, os_reason, parse_rule_options, say, use_lang  # noqa: E402
