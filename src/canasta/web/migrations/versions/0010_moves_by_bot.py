"""Moves played by a bot for a person's seat (a stand-in, or the turn timer's bot) are marked, so
that the game is not rated (security audit D17).

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("moves") as b:
        b.add_column(sa.Column("by_bot", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("moves") as b:
        b.drop_column("by_bot")
