"""Sessions, one per device, stored as the SHA-256 of their token (issue 38: D13, D28, newcomer 6).

Every player's current token becomes their first session (its hash), so no one is signed out by
the upgrade; ``users.token`` keeps only the hash too, so the database and its backups hold no
usable token.

Revision ID: 0009
Revises: 0008
"""

import hashlib

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sessions",
        sa.Column("hash", sa.String(64), primary_key=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), nullable=False, index=True),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("last_used", sa.Float, nullable=False),
    )
    conn = op.get_bind()
    users = sa.table("users", sa.column("id", sa.Integer), sa.column("token", sa.String),
                     sa.column("created", sa.Float))
    sessions = sa.table("sessions", sa.column("hash", sa.String), sa.column("user_id", sa.Integer),
                        sa.column("created", sa.Float), sa.column("last_used", sa.Float))
    for row in list(conn.execute(sa.select(users.c.id, users.c.token, users.c.created))):
        h = hashlib.sha256(row.token.encode()).hexdigest()
        conn.execute(sessions.insert().values(hash=h, user_id=row.id, created=row.created, last_used=row.created))
        conn.execute(users.update().where(users.c.id == row.id).values(token=h))


def downgrade() -> None:
    op.drop_table("sessions")  # the tokens themselves are gone: everyone signs in again
