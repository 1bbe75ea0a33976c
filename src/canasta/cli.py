"""The ``canasta`` command line. Every error is one line on stderr; no traceback reaches a user."""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Annotated, Any

import typer

from .errors import CanastaError
from .rules import (
    FIELD_NAMES,
    PRESET_NAMES,
    RuleError,
    diff,
    help_text,
    make_rules,
    preset_players,
    value_text,
)

#: the language of the running command's messages (set by use_lang); errors before it is known are English
_LANG = ["en"]

#: plain help (no boxed panels) and -h beside --help, for every command and sub-command
CONTEXT = {"help_option_names": ["-h", "--help"]}
app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False, rich_markup_mode=None,
                  context_settings=CONTEXT,
                  help="Canasta: play, simulate and check games under the classic rules and four national rulebooks.")


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        from ._core import describe

        try:
            typer.echo(f"canasta {version('canasta')} ({describe()})")
        except PackageNotFoundError:
            typer.echo(f"canasta (not installed as a package; {describe()})")
        raise typer.Exit(0)


@app.callback()
def _root(show_version: Annotated[bool, typer.Option("--version", help="Print the version and exit.",
                                                     callback=_version, is_eager=True)] = False) -> None:
    """Canasta: play, simulate and check games under the classic rules and four national rulebooks."""
    _LANG[0] = "en"  # each command sets its own (use_lang)

RuleOpt = Annotated[list[str] | None, typer.Option("--rule", help="House rule KEY=VALUE (repeatable); see 'canasta rules'.")]
LangOpt = Annotated[str | None, typer.Option(
    "--lang", help="Language of the output: en, fr, sk, it, fi (default: from LC_ALL/LANG, else English).")]


def use_lang(value: str | None) -> str:
    """The language a command speaks: ``--lang``, else the environment's (canasta.i18n.default_lang).
    Later errors of the command (fail, fail_tr, fail_err) speak it too."""
    from .i18n import lang_or_error

    try:
        lang = lang_or_error(value)
    except ValueError as e:
        fail(str(e))
        raise  # unreachable: fail() exits
    _LANG[0] = lang
    return lang


def say(msg_id: str, **args: Any) -> str:
    """A message of the catalogs in the command's language."""
    from .i18n import plain_numbers, tr

    return tr(_LANG[0], msg_id, **plain_numbers(args))


def fail_tr(msg_id: str, code: int = 1, **args: Any) -> None:
    """Fail with a catalog message in the command's language."""
    fail(say(msg_id, **args), code)


def fail_err(err: BaseException, where: str | None = None, code: int = 1) -> None:
    """Fail with an error (a RuleError, a RecordError...) said in the command's language."""
    from .i18n import error_text

    text = " ".join(error_text(_LANG[0], err).split())
    fail(f"{where}: {text}" if where else text, code)


def refuse(lang: str, err: BaseException, n: int | None = None, move: str | None = None, code: int = 2) -> None:
    """A refusal on one line in the player's language: reason-<code> when the error has a code, else its
    English text; the RULES.md id follows in parentheses."""
    from .i18n import error_text, tr

    reason = error_text(lang, err)
    message = tr(lang, "cli-move-refused", n=n, move=move, reason=reason) if n is not None else reason
    typer.echo(tr(lang, "cli-error", message=" ".join(message.split())), err=True)
    raise typer.Exit(code)


def fail(message: str, code: int = 1) -> None:
    """One line on stderr, "error: ..." in the command's language, and exit."""
    from .i18n import tr

    typer.echo(tr(_LANG[0], "cli-error", message=message), err=True)
    raise typer.Exit(code)


def parse_rule_options(opts: list[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for o in opts or []:
        key, sep, value = o.partition("=")
        if not sep or not key.strip():
            fail_tr("cli-rule-form", value=o)
        out[key.strip()] = value.strip()
    return out


#: files larger than this are refused before they are read (a position is a few KiB, a long match's
#: record well under a MiB)
MAX_FILE_BYTES = 16 * 1024 * 1024


def _read_json(path: Path, what: str) -> Any:
    try:
        if path.is_dir():
            fail_tr("cli-file-folder", what=what, path=str(path))
        if path.stat().st_size > MAX_FILE_BYTES:
            fail_tr("cli-file-too-large", what=what, path=str(path), mib=MAX_FILE_BYTES // (1024 * 1024))
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        fail_tr("cli-file-unreadable", what=what, path=str(path), reason=os_reason(e))
    except UnicodeDecodeError as e:
        fail_tr("cli-file-not-utf8", what=what, path=str(path), byte=e.start)
    return parse_json(text, str(path))


def os_reason(e: OSError) -> str:
    """Why a file cannot be read or written, in the command's language (the system's text for rarer cases)."""
    import errno

    ids = {errno.ENOENT: "cli-os-missing", errno.EACCES: "cli-os-denied", errno.EPERM: "cli-os-denied",
           errno.ENOSPC: "cli-os-full", errno.EISDIR: "cli-os-folder"}
    return say(ids[e.errno]) if e.errno in ids else str(e.strerror or e)


def parse_json(text: str, where: str) -> Any:
    """JSON text to data, failing with one line on bad JSON, over-deep nesting or over-long numbers."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        fail_tr("cli-json-invalid", where=where, reason=e.msg, line=e.lineno, column=e.colno)
    except RecursionError:
        fail_tr("cli-json-deep", where=where)
    except ValueError as e:  # an integer of more digits than Python converts
        if "digits" in str(e):
            fail_tr("cli-json-long-number", where=where)
        fail_tr("cli-json-invalid", where=where, reason=one_line(str(e)), line=0, column=0)


@app.command()
def moves(position: Annotated[Path, typer.Argument(help="A position JSON file.")], lang: LangOpt = None) -> None:
    """Print the legal moves of the player to act, one per line (in another language than English,
    each move's notation is followed by what it does)."""
    from .position import state_from_position

    code = use_lang(lang)
    try:
        st = state_from_position(_read_json(position, "position"))
    except CanastaError as e:
        fail_err(e, str(position))
    legal = [str(m) for m in st.legal_move_list()]
    if code == "en":
        for text in legal:
            typer.echo(text)
        return
    from .cards import KIND, kind_text
    from .i18n import move_label

    top = kind_text(KIND[st.pile[-1]]) if st.pile else None
    width = max((len(x) for x in legal), default=0)
    for text in legal:
        typer.echo(f"{text:<{width}}  {move_label(code, text, top)}")


@app.command()
def apply(position: Annotated[Path, typer.Argument(help="A position JSON file.")],
          move: Annotated[list[str], typer.Argument(help="Moves in notation, e.g. 'draw' 'discard 9'.")],
          lang: LangOpt = None) -> None:
    """Apply moves in order and print the resulting position as JSON. An illegal move exits with status 2,
    its reason on one line in the chosen language."""
    from .errors import IllegalMoveError, MoveSyntaxError
    from .moves import parse_move
    from .position import position_json, state_from_position

    code = use_lang(lang)
    try:
        st = state_from_position(_read_json(position, "position"))
    except CanastaError as e:
        fail_err(e, str(position))
    for i, text in enumerate(move, 1):
        try:
            st.apply(parse_move(text))
        except (IllegalMoveError, MoveSyntaxError) as e:
            refuse(code, e, i, text)
    typer.echo(position_json(st))


@app.command()
def replay(record: Annotated[Path, typer.Argument(help="A game record JSON file.")],
           verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Print every move.")] = False,
           lang: LangOpt = None) -> None:
    """Replay a game record, checking every move; print the result."""
    from .i18n import tr
    from .record import record_from_dict
    from .record import replay as do_replay

    code = use_lang(lang)
    data = _read_json(record, "record")
    try:
        rec = record_from_dict(data)
        st = do_replay(rec, data)
    except CanastaError as e:
        fail_err(e, str(record), 2)
    if verbose:
        for i, m in enumerate(rec.moves, 1):
            typer.echo(f"{i:5d} {m}")
    outcome = tr(code, "cli-winner-team", team=st.winners[0]) if st.winners else tr(code, "cli-not-finished")
    typer.echo(tr(code, "cli-replayed", moves=len(rec.moves), hands=len(st.sheet), scores=str(st.scores), outcome=outcome))


def _random_match(rules: Any, seed: int, hands_limit: int) -> tuple[int, int, bool]:
    """Play one match (or ``hands_limit`` hands) with random legal moves: moves, hands, match over."""
    from .state import new_game

    st = new_game(rules, seed=seed)
    rnd = random.Random(seed)
    n_moves = 0
    hands = 0
    choice = rnd.choice
    while True:
        st.apply(choice(st.legal_move_list()))
        n_moves += 1
        if st.phase == "hand_over" or st.phase == "match_over":
            hands += 1
            if st.phase == "match_over" or hands >= hands_limit:
                return n_moves, hands, st.phase == "match_over"


@app.command()
def simulate(rules: Annotated[str, typer.Option("--rules", "--preset", help=f"Preset: {', '.join(PRESET_NAMES)}.")] = "classic",
             players: Annotated[int, typer.Option("--players", help="Number of players, 2 to 6.")] = 4,
             games: Annotated[int | None, typer.Option("--games", help="Complete matches to play (default 10).")] = None,
             hands: Annotated[int | None, typer.Option("--hands", help="Play this many single hands instead of matches.")] = None,
             seed: Annotated[int, typer.Option("--seed", help="Seed of the first game.")] = 0,
             max_hands: Annotated[int, typer.Option("--max-hands", help="Stop a match that has not ended after this many hands.")] = 500,
             rule: RuleOpt = None,
             as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
             lang: LangOpt = None) -> None:
    """Play games with random legal moves and print a speed summary."""
    from rich.progress import Progress

    from .i18n import tr

    code = use_lang(lang)

    try:
        rs = make_rules(rules, players, parse_rule_options(rule))
    except RuleError as e:
        fail_err(e)
    if games is not None and hands is not None:
        fail_tr("cli-games-hands-exclusive")
    if max_hands < 1:
        fail_tr("cli-at-least-one", option="--max-hands")
    count = hands if hands is not None else (games if games is not None else 10)
    if count < 1:
        fail_tr("cli-at-least-one", option="--games" if hands is None else "--hands")
    total_moves = total_hands = unfinished = 0
    per_match: list[int] = []
    t0 = time.perf_counter()
    show = sys.stderr.isatty() and not as_json
    with Progress(transient=True, disable=not show) as progress:
        task = progress.add_task("playing", total=count)
        for i in range(count):
            mv, h, over = _random_match(rs, seed + i, 1 if hands is not None else max(1, max_hands))
            if hands is None and not over:
                unfinished += 1
            total_moves += mv
            total_hands += h
            per_match.append(h)
            progress.advance(task)
    secs = time.perf_counter() - t0
    summary = {"rules": rules, "players": players, "matches": 0 if hands is not None else count,
               "hands": total_hands, "moves": total_moves, "seconds": round(secs, 3),
               "moves_per_second": round(total_moves / secs, 1), "hands_per_second": round(total_hands / secs, 2),
               "hands_per_match_mean": round(total_hands / count, 2), "hands_per_match_max": max(per_match),
               "unfinished_matches": unfinished}
    if as_json:
        typer.echo(json.dumps(summary))
        return
    seconds = f"{secs:.2f}"
    if hands is None:
        typer.echo(tr(code, "cli-simulated-matches", matches=count, hands=total_hands, moves=total_moves, seconds=seconds,
                      mean=str(summary["hands_per_match_mean"]), max=summary["hands_per_match_max"]))
        if unfinished:
            typer.echo(tr(code, "cli-simulated-unfinished", unfinished=unfinished, max_hands=max_hands))
    else:
        typer.echo(tr(code, "cli-simulated-hands", hands=total_hands, moves=total_moves, seconds=seconds))
    typer.echo(tr(code, "cli-speed", moves_per_second=f"{summary['moves_per_second']:.0f}",
                  hands_per_second=f"{summary['hands_per_second']:.1f}"))


@app.command()
def verify(record: Annotated[Path, typer.Argument(help="A finished game's record (JSON), as the history exports it.")],
           commitment: Annotated[str | None, typer.Option("--commitment", help="The commitment the table showed you when the match began.")] = None,
           seat: Annotated[int | None, typer.Option("--seat", help="Print this seat's cards of every hand (0-based).")] = None,
           as_json: Annotated[bool, typer.Option("--json", help="Print the check and every hand's deal as JSON.")] = False,
           lang: LangOpt = None) -> None:
    """Check that a game was dealt fairly: the revealed seed matches the commitment published at
    the start, and every hand's deal follows from that seed. Exit status 0: fair against the
    --commitment given; 2: not fair; 3: not checked (no --commitment: a record checks only against
    its own commitment, which proves nothing about the server)."""
    from .cards import parse_face
    from .fairness import verify as do_verify
    from .i18n import error_text, face_short, tr

    def card_text(lang_code: str, face: str) -> str:
        return face_short(lang_code, parse_face(face))

    code = use_lang(lang)
    data = _read_json(record, "record")
    v = do_verify(data, commitment)
    if seat is not None and v.deals and not 0 <= seat < len(v.deals[0].hands):
        fail_tr("cli-seat-range", 2, top=len(v.deals[0].hands) - 1)
    if as_json:
        typer.echo(json.dumps({"ok": v.ok, "checked": v.against_table, "problems": v.problems,
                               "commitment": v.commitment, "moves": v.moves, "deals": [d.to_dict() for d in v.deals]}))
    else:
        for d in v.deals:
            args = {"hand": d.hand, "deck": d.deck_sha256[:16], "upcard": card_text(code, d.upcard) if d.upcard else "-"}
            if seat is None:
                typer.echo(tr(code, "cli-verify-hand", **args))
            else:
                typer.echo(tr(code, "cli-verify-seat", **args, seat=seat,
                              cards=" ".join(card_text(code, c) for c in d.hands[seat])))
        if v.ok and v.against_table:
            typer.echo(tr(code, "cli-verify-fair", commitment=v.commitment, moves=v.moves, hands=len(v.deals)))
        elif v.ok:
            typer.echo(tr(code, "cli-verify-unchecked", commitment=v.commitment, moves=v.moves, hands=len(v.deals)))
    if not v.ok:
        fail("; ".join(" ".join(error_text(code, e).split()) for e in v.errors), 2)
    if not v.against_table:
        raise typer.Exit(3)  # no commitment seen at the table: nothing proven about the server (D27)


@app.command("rules")
def rules_cmd(preset: Annotated[str | None, typer.Argument(help="Preset to show (default classic).")] = None,
              players: Annotated[int | None, typer.Option("--players", help="Player count (default: 4, or the preset's first).")] = None,
              diff_with: Annotated[list[str] | None, typer.Option("--diff", help="Compare two presets: --diff classic --diff french, or 'rules --diff classic french'; house rules (--rule) apply to the second, so 'rules --diff classic --rule draw_count=2' shows what they change.")] = None,
              rule: RuleOpt = None,
              params: Annotated[bool, typer.Option("--params", help="Print the parameters as key = value with a one-line explanation each.")] = False,
              lang: LangOpt = None) -> None:
    """Explain a preset's rules to players (with house rules applied), or print its parameters (--params),
    or how two presets differ (--diff)."""
    from .i18n import tr

    code = use_lang(lang)
    names = list(diff_with or [])
    if names and preset:
        names.append(preset)
    house = parse_rule_options(rule)
    try:
        if names:
            if len(names) == 1 and house:
                names.append(names[0])
            if len(names) != 2:
                fail_tr("cli-diff-needs-two")
            a, b = names
            n = players if players is not None else _common_players(a, b)
            ra, rb = make_rules(a, n), make_rules(b, n, house)
            rows = diff(ra, rb)
            shown_b = b + (" + " + ", ".join(f"{k}={v}" for k, v in house.items()) if house else "")
            typer.echo(tr(code, "cli-diff-title", a=a, b=shown_b, players=n, count=len(rows)))
            width = max((len(r[0]) for r in rows), default=10)
            none = tr(code, "cli-none")
            for name, va, vb in rows:
                typer.echo(f"  {name:<{width}}  {va or none}  ->  {vb or none}")
            return
        name = preset or "classic"
        n = players if players is not None else (4 if 4 in preset_players(name) else preset_players(name)[0])
        rs = make_rules(name, n, house)
    except RuleError as e:
        fail_err(e)
    if not params:
        from .i18n.rulespage import page_text

        typer.echo(page_text(code, rs), nl=False)
        return
    typer.echo(tr(code, "cli-params-title", preset=name, players=n, counts=", ".join(map(str, preset_players(name)))))
    for f in FIELD_NAMES:
        if f == "preset":
            continue
        typer.echo(f"  {f} = {value_text(f, getattr(rs, f)) or '(none)'}")
        typer.echo(f"      {help_text(f)}")


def _common_players(a: str, b: str) -> int:
    pa, pb = set(preset_players(a)), set(preset_players(b))
    common = sorted(pa & pb)
    if not common:
        fail_tr("cli-no-common-players", a=a, b=b)
    return 4 if 4 in common else common[0]


def _register_extensions() -> None:
    """Front ends and players add their commands here when their optional packages are installed."""
    import importlib

    for mod in ("canasta.bots.cli", "canasta.web.cli", "canasta.tui.cli", "canasta.envs.cli"):
        try:
            module = importlib.import_module(mod)
        except ModuleNotFoundError as e:
            if e.name and (e.name == mod or mod.startswith(e.name + ".")):
                continue
            raise
        module.register(app)


_register_extensions()


def one_line(text: str) -> str:
    """A message as one line: whitespace (newlines included) collapsed."""
    return " ".join(text.split())


def main(argv: list[str] | None = None) -> None:
    """Run the command line. Whatever goes wrong, the user gets one line on stderr and a non-zero
    exit status: usage errors (status 2) name the command and point to its ``--help``."""
    code: int
    try:
        rv = app(args=argv, prog_name="canasta", standalone_mode=False)
        code = rv if isinstance(rv, int) else 0
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        code = 130
    except typer.Abort:
        typer.echo("aborted", err=True)
        code = 1
    except typer.Exit as e:
        code = int(getattr(e, "exit_code", 0) or 0)
    except typer.TyperException as e:  # a usage error: bad option, bad value, missing argument
        fmt = getattr(e, "format_message", None)
        if type(e).__name__ == "NoArgsIsHelpError":  # a bare group name: its help, as --help gives it
            typer.echo(fmt() if callable(fmt) else str(e))
            raise SystemExit(0) from None
        message = one_line(fmt() if callable(fmt) else str(e))
        ctx = getattr(e, "ctx", None)
        where = ctx.command_path if ctx is not None else "canasta"
        typer.echo(f"error: {where}: {message} (see '{where} --help')", err=True)
        code = int(getattr(e, "exit_code", 2) or 2)
    except RecursionError:
        typer.echo("error: the input is nested too deeply", err=True)
        code = 1
    except MemoryError:
        typer.echo("error: out of memory", err=True)
        code = 1
    except Exception as e:  # a defect: still one line, never a traceback
        typer.echo(f"error: internal error ({type(e).__name__}): {one_line(str(e))[:300]}; please report it", err=True)
        code = 1
    sys.stdout.flush()
    raise SystemExit(code)


if __name__ == "__main__":
    main()
