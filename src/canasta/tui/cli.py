"""``canasta play``: a full-screen game in the terminal against bots.

Textual is imported only when the command runs, so the rest of the command line works without
the ``tui`` extra.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

DEFAULT_SAVE = Path("canasta-game.json")


def _fail(message: str, code: int = 1) -> None:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


def register(app: typer.Typer) -> None:
    @app.command()
    def play(
        rules: Annotated[str | None, typer.Option("--rules", help="Preset: classic, french, slovak, italian, finnish (default classic).")] = None,
        players: Annotated[int | None, typer.Option("--players", help="Number of players, you included (default 4).")] = None,
        level: Annotated[str | None, typer.Option("--level", help="Bot level or name, e.g. easy, medium, hard, expert, random (default medium).")] = None,
        seed: Annotated[int | None, typer.Option("--seed", help="Seed of the deal (default: random).")] = None,
        resume: Annotated[Path | None, typer.Option("--resume", help="Continue a saved game (a record file).")] = None,
        save: Annotated[Path | None, typer.Option("--save", help=f"Where the game is saved after every move (default: the --resume file, else {DEFAULT_SAVE}).")] = None,
        rule: Annotated[list[str] | None, typer.Option("--rule", help="House rule KEY=VALUE (repeatable); see 'canasta rules'.")] = None,
        delay: Annotated[float, typer.Option("--delay", help="Seconds to pause after each bot move, to follow the play.")] = 0.4,
    ) -> None:
        """Play a match in the terminal: you (seat 0) against bots. Press ? in the game for the keys."""
        from ..errors import CanastaError
        from ..rules import RuleError
        from .game import Game

        game: Game
        if not 0 <= delay <= 10:
            _fail("--delay must be between 0 and 10 seconds")
        if resume is not None:
            if rules is not None or players is not None or seed is not None or rule:
                _fail("--resume continues a saved game with its own rules, players and seed; "
                      "do not give --rules, --players, --seed or --rule with it")
            try:
                game = Game.load(resume, level)
            except (CanastaError, ValueError) as e:
                _fail(f"{resume}: {e}")
            target = save or resume
        else:
            from ..cli import parse_rule_options

            if seed is None:
                import secrets

                seed = secrets.randbelow(1_000_000)
            try:
                game = Game.new(rules or "classic", players if players is not None else _default_players(rules),
                                seed, level, parse_rule_options(rule))
            except (RuleError, ValueError) as e:
                _fail(str(e))
            target = save or DEFAULT_SAVE
        try:
            game.save(target)
        except OSError as e:
            _fail(f"cannot save the game to {str(target)!r}: {e.strerror}")
        if not (sys.stdin.isatty() and sys.stdout.isatty()):
            _fail(f"'canasta play' needs an interactive terminal (the game was saved to {target})")
        try:
            from .app import CanastaApp
        except ModuleNotFoundError as e:
            _fail(f"the terminal game needs the 'tui' extra ({e.name} is missing): pip install 'canasta[tui]'")
        result = CanastaApp(game, save_path=target, bot_delay=delay).run()
        typer.echo(result or f"Game saved to {target}.")


def _default_players(preset: str | None) -> int:
    from ..rules import RuleError, preset_players

    try:
        allowed = preset_players(preset or "classic")
    except RuleError:
        return 4  # make_rules reports the unknown preset
    return 4 if 4 in allowed else allowed[0]
