"""Club nights with duplicate deals: events, their entries, and which table played which round.

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("preset", sa.String(20), nullable=False),
        sa.Column("rules", sa.Text, nullable=False),
        sa.Column("rounds", sa.Integer, nullable=False),
        sa.Column("scoring", sa.String(16), nullable=False),
        sa.Column("owner", sa.Integer, sa.ForeignKey("users.id"), nullable=True),
        sa.Column("created", sa.Float, nullable=False),
    )
    op.create_table(
        "event_entries",
        sa.Column("event_id", sa.String(16), sa.ForeignKey("events.id"), primary_key=True),
        sa.Column("entry", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("players", sa.Text, nullable=False),
    )
    op.create_table(
        "event_tables",
        sa.Column("event_id", sa.String(16), sa.ForeignKey("events.id"), primary_key=True),
        sa.Column("round", sa.Integer, primary_key=True),
        sa.Column("table_no", sa.Integer, primary_key=True),
        sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), nullable=False),
        sa.Column("a", sa.Integer, nullable=False),
        sa.Column("b", sa.Integer, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("event_tables")
    op.drop_table("event_entries")
    op.drop_table("events")
