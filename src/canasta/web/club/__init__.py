"""The club area: members and accounts, ratings and statistics, the leaderboard, player and
account pages. Its service interface to the other areas is :class:`~.members.Members` (passed to
them at run time by the app)."""
