"""``canasta play``: a full-screen game in the terminal against bots.

Textual is imported only when the command runs, so the rest of the command line works without
the ``tui`` extra.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from ..rules import PRESET_NAMES

DEFAULT_SAVE = Path("canasta-game.json")


def register(app: typer.Typer) -> None:
    @app.command()
    def play(
        rules: Annotated[str | None, typer.Option("--rules", "--preset", help=f"Preset: {', '.join(PRESET_NAMES)} (default classic).")] = None,
        players: Annotated[int | None, typer.Option("--players", help="Number of players, you included (default 4).")] = None,
        level: Annotated[str | None, typer.Option("--level", help="Bot level, weakest first: random, easy, medium, hard, expert (default medium); also heuristic, ismcts.")] = None,
        seed: Annotated[int | None, typer.Option("--seed", help="Seed of the deal (default: random).")] = None,
        resume: Annotated[Path | None, typer.Option("--resume", help="Continue a saved game (a record file).")] = None,
        save: Annotated[Path | None, typer.Option("--save", help=f"Where the game is saved after every move (default: the --resume file, else {DEFAULT_SAVE}).")] = None,
        rule: Annotated[list[str] | None, typer.Option("--rule", help="House rule KEY=VALUE (repeatable); see 'canasta rules'.")] = None,
        delay: Annotated[float, typer.Option("--delay", help="Seconds to pause after each bot move, to follow the play.")] = 0.4,
        lang: LangOpt = None,
    ) -> None:
        """Play a match in the terminal: you (seat 0) against bots. Press ? in the game for the keys.
        The game speaks --lang (default: from LC_ALL/LANG, else English); typed moves are understood
        in that language and in English."""
        from ..errors import CanastaError
        from ..rules import RuleError
        from .game import Game, bot_names

        code = use_lang(lang)
        game: Game
        if not 0 <= delay <= 10:
            fail_tr("play-delay-range")
        if level is not None and level not in bot_names():
            fail_tr("play-unknown-level", level=level, valid=", ".join(bot_names()))
        if resume is not None:
            if rules is not None or players is not None or seed is not None or rule:
                fail_tr("play-resume-options")
            try:
                game = Game.load(resume, level, code)
            except (CanastaError, ValueError) as e:
                fail_err(e, str(resume))
            target = save or resume
        else:
            if seed is None:
                import secrets

                seed = secrets.randbelow(1_000_000)
            try:
                game = Game.new(rules or "classic", players if players is not None else _default_players(rules),
                                seed, level, parse_rule_options(rule), lang=code)
            except (RuleError, ValueError) as e:
                fail_err(e)
            target = save or DEFAULT_SAVE
        try:
            game.save(target)
        except OSError as e:
            fail_tr("play-cannot-save", path=str(target), reason=os_reason(e))
        if not (sys.stdin.isatty() and sys.stdout.isatty()):
            fail_tr("play-needs-terminal", path=str(target))
        try:
            from .app import CanastaApp
        except ModuleNotFoundError as e:
            fail_tr("play-needs-tui", module=str(e.name))
        app = CanastaApp(game, save_path=target, bot_delay=delay)
        result = app.run()
        if app.return_code:  # an internal error: the app has said so in one line on stderr
            raise typer.Exit(app.return_code)
        typer.echo(result or say("play-saved", path=str(target)))


def _default_players(preset: str | None) -> int:
    from ..rules import RuleError, preset_players

    try:
        allowed = preset_players(preset or "classic")
    except RuleError:
        return 4  # make_rules reports the unknown preset
    return 4 if 4 in allowed else allowed[0]


# last, so that importing this module first still lets canasta.cli register the command above
from ..cli import LangOpt, fail_err, fail_tr, os_reason, parse_rule_options, say, use_lang  # noqa: E402
