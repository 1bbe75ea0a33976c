"""The club's ratings and game summaries, stored and folded one game at a time as games end
(security audit D18: a leaderboard request costs O(page), not a replay of every finished game).

The games that ended before this revision are folded by the server in the background after the
upgrade (web/ratings.py), not here: a migration does not replay games.

Revision ID: 0012_seal
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = "0012_seal"
down_revision = "0011_lease"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "club_games",
        sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("preset", sa.String(20), nullable=False),
        sa.Column("finished", sa.Float, nullable=False),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("summary", sa.Text, nullable=False),
        sa.Column("folded", sa.Float, nullable=False),
    )
    op.create_table(
        "club_game_players",
        sa.Column("table_id", sa.String(16), sa.ForeignKey("club_games.table_id"), primary_key=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), primary_key=True, index=True),
    )
    op.create_table(
        "club_ratings",
        sa.Column("scope", sa.String(20), primary_key=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), primary_key=True),
        sa.Column("name", sa.String(80), nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("hands", sa.Integer, nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("canastas", sa.Integer, nullable=False),
        sa.Column("went_out", sa.Integer, nullable=False),
        sa.Column("rated_games", sa.Integer, nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("rating", sa.Float, nullable=True),
    )
    op.create_index("club_ratings_rank", "club_ratings", ["scope", "rating"])
    op.create_table(
        "club_history",
        sa.Column("scope", sa.String(20), primary_key=True),
        sa.Column("user_id", sa.Integer, sa.ForeignKey("users.id"), primary_key=True),
        sa.Column("n", sa.Integer, primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("table_id", sa.String(16), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("club_history")
    op.drop_index("club_ratings_rank", "club_ratings")
    op.drop_table("club_ratings")
    op.drop_table("club_game_players")
    op.drop_table("club_games")
