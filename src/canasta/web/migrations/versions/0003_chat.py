"""Table chat and table settings (turn timer, the bot level that takes over a seat).

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"  # chained after server-13's 0002 when merged into web-15
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat",
        sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("n", sa.Integer, primary_key=True),
        sa.Column("seat", sa.Integer, nullable=False),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), nullable=True),
        sa.Column("name", sa.String(40), nullable=False),
        sa.Column("text", sa.String(200), nullable=False),
        sa.Column("reaction", sa.Boolean, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_table(
        "table_settings",
        sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("turn_timer", sa.Integer, nullable=False),
        sa.Column("takeover_level", sa.String(20), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("table_settings")
    op.drop_table("chat")
