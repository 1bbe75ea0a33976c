"""``canasta serve``: the web app."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

DB_URL_OPT = typer.Option("--database-url", help="The server's database URL (default: SQLite canasta.db in the data dir).")
DATA_DIR_OPT = typer.Option("--data-dir", help="The server's data dir (default: the working directory).")


def _bind_advice(e: OSError) -> str:
    """Why an address could not be bound, and which option to change."""
    import errno
    import socket

    if isinstance(e, socket.gaierror) or e.errno in (errno.EADDRNOTAVAIL,):
        return f"{e.strerror or 'not an address of this machine'}; choose another with --host (e.g. 127.0.0.1 or 0.0.0.0)"
    if e.errno == errno.EADDRINUSE:
        return "the port is already in use; choose another with --port"
    if e.errno == errno.EACCES:
        return "permission denied (ports below 1024 need root); choose another with --port"
    return f"{e.strerror or e}; check --host and --port"


def register(app: typer.Typer) -> None:
    @app.command()
    def serve(host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
              port: Annotated[int, typer.Option("--port", min=1, max=65535, help="Port to listen on (1-65535).")] = 8000,
              database_url: Annotated[str | None, typer.Option(
                  "--database-url", help="SQLAlchemy URL, e.g. postgresql+psycopg://user:pw@host/db "
                                         "(default: SQLite file canasta.db in the data dir).")] = None,
              data_dir: Annotated[Path | None, typer.Option(
                  "--data-dir", help="Directory of the SQLite file (default: the working directory).")] = None,
              bot_delay: Annotated[float, typer.Option(
                  "--bot-delay", help="Seconds a bot seems to think before each move (0: instant).")] = 0.8,
              open_browser: Annotated[bool, typer.Option(
                  "--open", help="Open the page in the default web browser.")] = False,
              admin: Annotated[str | None, typer.Option(
                  "--admin", help="Make the member NAME the club's organiser at start; if there is no such member yet, "
                                   "a one-time organiser code is printed for them to enter on the account page.")] = None) -> None:
        """Open the web app: lobby, tables, bots, history (http://127.0.0.1:8000)."""
        import uvicorn

        from canasta.web.limits import uvicorn_options

        from .server import create_app
        from .storage import default_url

        if bot_delay < 0:
            typer.echo("error: --bot-delay cannot be negative", err=True)
            raise typer.Exit(1)
        if data_dir is not None:
            try:
                data_dir.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                typer.echo(f"error: cannot create data dir {str(data_dir)!r}: {e.strerror}", err=True)
                raise typer.Exit(1) from None
        import socket

        with socket.socket() as probe:
            try:
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                probe.bind((host, port))
            except OSError as e:
                typer.echo(f"error: cannot listen on {host}:{port}: {_bind_advice(e)}", err=True)
                raise typer.Exit(1) from None
        url = database_url or default_url(data_dir)
        from .dblock import InUse, server_lock

        try:
            held = server_lock(url)  # released at exit; restore refuses while it is held (D9)
        except InUse as e:
            typer.echo(f"error: {url}: {e}", err=True)
            raise typer.Exit(2) from None
        except Exception as e:  # a bad URL, an unreachable database, a missing driver
            typer.echo(f"error: cannot open the database {url!r}: {str(e).splitlines()[0]}", err=True)
            raise typer.Exit(1) from None
        from .storage import SettingError, StorageError

        try:
            web_app = create_app(url, bot_delay, admin=admin, tune_gc=True)
        except SettingError as e:  # e.g. CANASTA_CLUSTER_SWEEP=0
            typer.echo(f"error: {e}", err=True)
            raise typer.Exit(1) from None
        except StorageError as e:  # e.g. started with another club's key (movekey.py)
            typer.echo(f"error: {e}", err=True)
            raise typer.Exit(1) from None
        except Exception as e:  # a bad URL, an unreachable database, a missing driver
            typer.echo(f"error: cannot open the database {url!r}: {str(e).splitlines()[0]}", err=True)
            raise typer.Exit(1) from None
        shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
        typer.echo(f"Canasta is at http://{shown}:{port}/  (database: {url}; Ctrl+C stops)")
        if open_browser:
            import threading
            import webbrowser

            threading.Timer(1.0, webbrowser.open, args=(f"http://{shown}:{port}/",)).start()
        from .limits import protocols

        http_protocol, ws_protocol = protocols(web_app.state.guard.limits, web_app.state.guard)
        try:
            uvicorn.run(web_app, host=host, port=port, log_level="warning", http=http_protocol, ws=ws_protocol,
                        **uvicorn_options(web_app.state.guard.limits))
        finally:
            held.release()

    admin_app = typer.Typer(help="The club's organiser, from the shell (works while the server runs).",
                            no_args_is_help=True)
    app.add_typer(admin_app, name="admin")

    @admin_app.command()
    def promote(name: Annotated[str, typer.Argument(help="The existing member to make the organiser.")],
                database_url: Annotated[str | None, DB_URL_OPT] = None,
                data_dir: Annotated[Path | None, DATA_DIR_OPT] = None) -> None:
        """Make the existing member NAME the club's organiser."""
        from .club import accounts
        from .storage import Storage, default_url

        url = database_url or default_url(data_dir)
        try:
            storage = Storage(url)
        except Exception as e:  # a bad URL, an unreachable database, a missing driver
            typer.echo(f"error: cannot open the database {url!r}: {str(e).splitlines()[0]}", err=True)
            raise typer.Exit(2) from None
        try:
            done = accounts.promote(storage, name)
        finally:
            storage.close()
        if done is None:
            typer.echo(f"error: no member named {name!r} (they must become a member first)", err=True)
            raise typer.Exit(2)
        typer.echo(f"{done[1]} (player {done[0]}) is the club's organiser")

    @app.command()
    def backup(dest: Annotated[Path, typer.Argument(help="File to write (or a folder: a dated file is made in it).")],
               database_url: Annotated[str | None, DB_URL_OPT] = None,
               data_dir: Annotated[Path | None, DATA_DIR_OPT] = None) -> None:
        """Copy the database while the server runs (SQLite's online backup, or pg_dump)."""
        _run_backup("backup", dest, database_url, data_dir)

    @app.command()
    def restore(src: Annotated[Path, typer.Argument(help="A file made by 'canasta backup'.")],
                database_url: Annotated[str | None, DB_URL_OPT] = None,
                data_dir: Annotated[Path | None, DATA_DIR_OPT] = None,
                unsigned: Annotated[bool, typer.Option(
                    "--unsigned", help="Accept a backup whose signatures cannot be checked against the club's "
                    "key (made before moves were signed, or the key file is lost): its moves must still "
                    "replay, and the server signs them anew.")] = False) -> None:
        """Replace the database with a backup (every table's signatures checked against the club's key and
        its moves replayed first). Refused, exit 2, while a server uses the database: stop it first, and
        start it again after."""
        _run_backup("restore", src, database_url, data_dir, unsigned=unsigned)


def _run_backup(what: str, path: Path, database_url: str | None, data_dir: Path | None, **options: bool) -> None:
    """``canasta backup`` or ``canasta restore``: its one-line summary, or its one-line error."""
    from .admin import backup as bk
    from .storage import default_url

    try:
        typer.echo(getattr(bk, what)(database_url or default_url(data_dir), path, **options))
    except bk.InUse as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    except bk.BackupError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(1) from None
