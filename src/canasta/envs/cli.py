"""``canasta envs ...``: the research environments' action table and observation layout.

Registered by the main CLI; numpy and the frameworks are imported only when a command runs, so
the CLI works without the ``rl`` extra (the commands then say how to install it).
"""

from __future__ import annotations

from typing import Annotated

import typer

from ..rules import PRESET_NAMES, RuleError

envs_app = typer.Typer(no_args_is_help=True, help="Research environments (the rl extra): action table and observation layout.")


def _fail(message: str) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


def _rules(preset: str, players: int | None, rule: list[str] | None):  # type: ignore[no-untyped-def]
    from ..rules import make_rules

    overrides: dict[str, str] = {}
    for o in rule or []:
        key, sep, value = o.partition("=")
        if not sep:
            _fail(f"--rule {o!r}: expected KEY=VALUE, e.g. --rule draw_count=2")
        overrides[key.strip()] = value.strip()
    try:
        return make_rules(preset, players, overrides)
    except RuleError as e:
        _fail(str(e))


def _need_numpy() -> None:
    try:
        import numpy  # noqa: F401
    except ModuleNotFoundError:
        _fail("the research environments need the rl extra: pip install 'canasta[rl]'")


PresetOpt = Annotated[str, typer.Option("--rules", "--preset", help=f"Preset: {', '.join(PRESET_NAMES)}.")]
PlayersOpt = Annotated[int | None, typer.Option("--players", help="Number of players (default 4 or the preset's).")]
RuleOpt = Annotated[list[str] | None, typer.Option("--rule", help="House rule KEY=VALUE (repeatable).")]


@envs_app.command("actions")
def actions_cmd(rules: PresetOpt = "classic", players: PlayersOpt = None, rule: RuleOpt = None) -> None:
    """Print the integer action table of a rule set (one 'integer  move' per line)."""
    _need_numpy()
    from .encoding import action_table

    rs = _rules(rules, players, rule)
    table = action_table(rs)
    typer.echo(f"# {rs.preset}, {rs.players} players: {table.size} actions")
    typer.echo(table.describe())


LayoutPresetOpt = Annotated[str | None, typer.Option(
    "--rules", "--preset", help=f"Preset ({', '.join(PRESET_NAMES)}): adds its feet and sequences where it has them.")]


@envs_app.command("layout")
def layout_cmd(players: Annotated[int, typer.Option("--players", help="Number of players, 2 to 6.")] = 4,
               rules: LayoutPresetOpt = None, rule: RuleOpt = None) -> None:
    """Print the named slices of the observation vector for a player count (or a rule set)."""
    _need_numpy()
    from .encoding import layout_for, obs_layout

    if not 2 <= players <= 6:
        _fail(f"--players must be 2 to 6, not {players}")
    if rules is None and not rule:
        lay = obs_layout(players)
        typer.echo(f"# {players} players: {lay.size} floats")
    else:
        rs = _rules(rules or "classic", players, rule)
        lay = layout_for(rs)
        typer.echo(f"# {rs.preset}, {rs.players} players: {lay.size} floats")
    typer.echo(lay.describe())


def register(app: typer.Typer) -> None:
    app.add_typer(envs_app, name="envs")
