"""The cluster fences its owners (security audit D7, D8, D12; web/lease.py): a lease row per table
(its owner, a fencing epoch, its expiry), a change counter per table (seats, status, timer,
stand-ins) and the stand-ins themselves (``seats.away``: the level of the bot playing an absent
player's seat).

Revision ID: 0011_lease
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = "0011_lease"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "leases",
        sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("owner", sa.String(100), nullable=False),
        sa.Column("epoch", sa.Integer, nullable=False),
        sa.Column("expires", sa.Float, nullable=False),
    )
    with op.batch_alter_table("tables") as b:
        b.add_column(sa.Column("changes", sa.Integer, nullable=False, server_default="0"))
    with op.batch_alter_table("seats") as b:
        b.add_column(sa.Column("away", sa.String(20), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("seats") as b:
        b.drop_column("away")
    with op.batch_alter_table("tables") as b:
        b.drop_column("changes")
    op.drop_table("leases")
