"""An index on tables.status: every server of a cluster looks for the tables in play every second
(web/cluster.py), and a server at start resumes them.

Revision ID: 0004
Revises: 0003
"""

from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_tables_status", "tables", ["status"])


def downgrade() -> None:
    op.drop_index("ix_tables_status", table_name="tables")
