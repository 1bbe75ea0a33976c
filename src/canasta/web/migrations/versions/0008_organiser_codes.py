"""The one-time organiser codes of ``canasta serve --admin`` (issue 38, D2): only their SHA-256 is kept.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "organiser_codes",
        sa.Column("hash", sa.String(64), primary_key=True),
        sa.Column("created", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("organiser_codes")
