import os
import secrets
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import pgcluster  # noqa: E402


def _first_line(e: BaseException) -> str:
    text = str(getattr(e, "orig", None) or e).strip()
    return text.splitlines()[0] if text else type(e).__name__


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A PostgreSQL database for the session: CANASTA_TEST_DATABASE_URL if set (your own server),
    else a throw-away cluster (tests/pgcluster.py); skipped where the server programs are not
    installed (`make test` installs them: scripts/ensure-postgres.sh)."""
    pytest.importorskip("psycopg", reason="psycopg (the 'web' extra) is not installed")
    url = os.environ.get("CANASTA_TEST_DATABASE_URL")
    if url:
        import sqlalchemy as sa

        eng = sa.create_engine(url)
        try:
            with eng.connect() as c:
                c.execute(sa.text("SELECT 1"))
        except Exception as e:
            pytest.fail(f"CANASTA_TEST_DATABASE_URL: cannot connect: {_first_line(e)}", pytrace=False)
        finally:
            eng.dispose()
        yield url
        return
    if pgcluster.find_bindir() is None:
        pytest.skip("PostgreSQL server programs (initdb, pg_ctl) are not installed: run scripts/ensure-postgres.sh "
                    "or set CANASTA_TEST_DATABASE_URL")
    cluster = pgcluster.Cluster()
    try:
        cluster.start()
    except pgcluster.ClusterError as e:
        cluster.stop()
        pytest.fail(str(e), pytrace=False)
    try:
        yield cluster.url
    finally:
        cluster.stop()


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """An empty schema of its own for one test (the URL sets search_path), dropped afterwards."""
    import sqlalchemy as sa

    schema = f"test_{secrets.token_hex(6)}"
    eng = sa.create_engine(postgres_server)
    try:
        try:
            with eng.begin() as c:
                c.execute(sa.text(f"CREATE SCHEMA {schema}"))
        except sa.exc.SQLAlchemyError as e:
            pytest.fail(f"cannot create a schema for the test on PostgreSQL: {_first_line(e)}", pytrace=False)
        sep = "&" if "?" in postgres_server else "?"
        yield f"{postgres_server}{sep}options=-csearch_path%3D{schema}"
        with eng.begin() as c:
            c.execute(sa.text(f"DROP SCHEMA {schema} CASCADE"))
    finally:
        eng.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh database, once of each kind: a SQLite file, and an empty schema on PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'canasta.db'}"
    return str(request.getfixturevalue("postgres_url"))
