"""Fair deals: each table keeps the salt of the commitment to its seed (canasta.fairness).

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as t:
        t.add_column(sa.Column("salt", sa.String(32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tables") as t:
        t.drop_column("salt")
