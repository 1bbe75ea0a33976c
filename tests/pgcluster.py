#!/usr/bin/env python3
"""A throw-away PostgreSQL cluster for the tests: initdb in a temporary folder, a server that
listens only on a unix socket in that folder, one database, all removed at the end.

Used by the ``postgres_url`` fixture (tests/conftest.py). By hand, it runs one command with
CANASTA_TEST_DATABASE_URL pointing at a fresh cluster:

    .venv/bin/python tests/pgcluster.py .venv/bin/python scripts/crash_test.py --postgres

The server programs are Debian's (/usr/lib/postgresql/<version>/bin, installed by
scripts/ensure-postgres.sh) or any ``initdb`` on PATH. PostgreSQL refuses to run as root, so as
root the cluster belongs to the ``postgres`` user (else ``nobody``) and its programs run through
``runuser``.
"""

from __future__ import annotations

import os
import pwd
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import TracebackType

DATABASE = "canasta_test"
ROLE = "canasta"
PORT = 5432  # only names the socket file, which is in the cluster's own folder: no clash possible


class ClusterError(RuntimeError):
    """The throw-away cluster could not be made (the message is one line)."""


def _version_key(p: Path) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"\d+", p.parent.parent.name)) or (0,)


def find_bindir() -> Path | None:
    """The folder of the newest installed PostgreSQL server programs (initdb, pg_ctl), or None."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=_version_key)
    if found:
        return found[-1].parent
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).resolve().parent
    pg_config = shutil.which("pg_config")
    if pg_config:
        r = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True)
        if r.returncode == 0 and (Path(r.stdout.strip()) / "initdb").exists():
            return Path(r.stdout.strip())
    return None


def _one_line(text: str) -> str:
    lines = [x.strip() for x in text.strip().splitlines() if x.strip()]
    return lines[-1] if lines else "(no output)"


class Cluster:
    """``with Cluster() as c: c.url`` -- a running server with an empty database."""

    def __init__(self, bindir: Path | None = None) -> None:
        found = bindir or find_bindir()
        if found is None:
            raise ClusterError("PostgreSQL server programs (initdb, pg_ctl) are not installed; "
                               "run scripts/ensure-postgres.sh")
        self.bindir = found
        self.base: Path | None = None
        self.prefix: list[str] = []
        self.url = ""

    def _run(self, *args: str, as_owner: bool = True) -> None:
        cmd = (self.prefix if as_owner else []) + [str(self.bindir / args[0]), *args[1:]]
        r = subprocess.run(cmd, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)
        if r.returncode != 0:
            detail = _one_line(r.stderr or r.stdout)
            if args[0] == "pg_ctl" and self.base is not None and (self.base / "log").exists():
                detail = _one_line((self.base / "log").read_text(errors="replace"))
            raise ClusterError(f"PostgreSQL {args[0]} failed (exit {r.returncode}): {detail}")

    def start(self) -> str:
        root = os.geteuid() == 0
        # as root, in /tmp: the cluster's owner must reach the folder (and a socket path is short)
        self.base = Path(tempfile.mkdtemp(prefix="canasta-pg-", dir="/tmp" if root else None))
        if root:
            runuser = shutil.which("runuser")
            if runuser is None:
                raise ClusterError("running as root without runuser: PostgreSQL refuses to run as root")
            owner = next((u for u in ("postgres", "nobody") if _user_exists(u)), None)
            if owner is None:
                raise ClusterError("running as root and there is no 'postgres' or 'nobody' user to run PostgreSQL")
            shutil.chown(self.base, owner, pwd.getpwnam(owner).pw_gid)
            self.prefix = [runuser, "-u", owner, "--"]
        data = self.base / "data"
        self._run("initdb", "-D", str(data), "-U", ROLE, "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync")
        opts = f"-c listen_addresses='' -k {self.base} -p {PORT} -c fsync=on"
        self._run("pg_ctl", "-D", str(data), "-l", str(self.base / "log"), "-w", "-t", "60", "-o", opts, "start")
        self._run("createdb", "-h", str(self.base), "-p", str(PORT), "-U", ROLE, DATABASE, as_owner=False)
        self.url = f"postgresql+psycopg://{ROLE}@/{DATABASE}?host={self.base}&port={PORT}"
        return self.url

    def stop(self) -> None:
        if self.base is None:
            return
        if (self.base / "data" / "postmaster.pid").exists():
            try:
                self._run("pg_ctl", "-D", str(self.base / "data"), "-m", "fast", "-w", "-t", "60", "stop")
            except ClusterError:
                self._run("pg_ctl", "-D", str(self.base / "data"), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.base, ignore_errors=True)
        self.base = None

    def __enter__(self) -> Cluster:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()


def _user_exists(name: str) -> bool:
    try:
        pwd.getpwnam(name)
        return True
    except KeyError:
        return False


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.strip().splitlines()[0])
        print("usage: tests/pgcluster.py COMMAND [ARG...]  (runs COMMAND with CANASTA_TEST_DATABASE_URL set)")
        return 2
    try:
        with Cluster() as c:
            print(f"PostgreSQL cluster at {c.url}", file=sys.stderr, flush=True)
            return subprocess.run(argv, env={**os.environ, "CANASTA_TEST_DATABASE_URL": c.url}).returncode
    except ClusterError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
