"""Signed moves and deals (security audit D11): ``moves.mac`` and ``tables.mac``, HMACs under the
club's key (web/movekey.py), and ``club_meta``, which keeps the key's id.

The rows stored before this revision are signed by the server when it first starts with a key
(``Storage``), not here: the key is not the migration's to read.

Revision ID: 0013_signed_moves
Revises: 0012_seal
"""

import sqlalchemy as sa
from alembic import op

revision = "0013_signed_moves"
down_revision = "0012_seal"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("moves") as b:
        b.add_column(sa.Column("mac", sa.String(32), nullable=True))
    with op.batch_alter_table("tables") as b:
        b.add_column(sa.Column("mac", sa.String(32), nullable=True))
    op.create_table(
        "club_meta",
        sa.Column("name", sa.String(40), primary_key=True),
        sa.Column("value", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("club_meta")
    with op.batch_alter_table("tables") as b:
        b.drop_column("mac")
    with op.batch_alter_table("moves") as b:
        b.drop_column("mac")
