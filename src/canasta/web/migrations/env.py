"""Alembic environment: run with a connection given by canasta.web.storage.migrate."""

from alembic import context

from canasta.web.storage import metadata

connection = context.config.attributes.get("connection")
if connection is None:  # pragma: no cover - only through storage.migrate
    raise SystemExit("run migrations through canasta.web.storage.migrate(engine)")
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
