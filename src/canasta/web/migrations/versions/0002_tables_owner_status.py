"""An index on tables (owner, status): the per-player import quota counts a player's imported games.

Revision ID: 0002
Revises: 0001
"""

from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_tables_owner_status", "tables", ["owner", "status"])


def downgrade() -> None:
    op.drop_index("ix_tables_owner_status", "tables")
