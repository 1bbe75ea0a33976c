## The web app: lobby, history, replay, navigation.

app-title = Canasta
common-loading = Loading…
err-http = Server error
err-network = The server cannot be reached. Check your connection.
history-export = Export record
history-import = Import a game record
history-import-hint = A canasta-record/1 JSON file; every move is checked by the engine.
history-in-progress = Games in progress
history-none = No finished game yet.
history-replay = Replay
history-title = Finished games
lobby-create = Create table
lobby-default = default
lobby-intro = Choose a name to play. No password: this browser remembers you.
lobby-join = Join
lobby-new-table = New table
lobby-no-tables = No table is being played. Create one!
lobby-open-tables = Tables in play
lobby-players = Players
lobby-preset = Rules
lobby-quick = Play
lobby-quick-hint = Classic rules, four players: you and a computer partner against two computer players.
lobby-quick-level = Computer level
lobby-quick-title = Play now
lobby-refresh = Refresh
lobby-score = Score
lobby-seat-bot = Computer: { $level }
lobby-seat-human = A friend (invite)
lobby-seat-me = Me
lobby-seats = Seats
lobby-sides = Sides
lobby-start = Start
lobby-table = Table
lobby-target = Target score
lobby-watch = Watch
lobby-welcome = Welcome to Canasta
lobby-your-name = Your name
nav-history = History
nav-language = Language
nav-lobby = Lobby
nav-playing-as = Playing as { $name }
nav-skip = Skip to content
page-error-title = This page cannot be shown
page-missing-back = To the lobby
page-missing-text = There is no page at { $path }. The lobby leads to the tables, the history and the club's pages.
page-missing-title = Page not found
replay-first = Start
replay-keys = Arrow keys step through the game; Home and End jump.
replay-last = End
replay-next = Next
replay-next-hand = End of this hand
replay-prev = Previous
replay-prev-hand = End of the previous hand
replay-step = Move { $n } of { $total }
replay-title = Replay of table { $id }

## Identity links (branch server-13)
identity-switch = This link holds the identity of { $name } (player #{ $id }). You are playing as { $current } (player #{ $current_id }). Play as { $name } on this device? Your own identity is kept: you can switch back at the top of the page.
identity-take = This link holds the identity of { $name } (player #{ $id }). Play as { $name } on this device? Open it only if it is your own link.
identity-restore = Switch back to { $name } (#{ $id })
identity-bad-link = This link holds no valid identity.

# --- accounts (issue 38) ---
nav-sign-out = Sign out
nav-sign-in = Sign in

# --- table2 (issue 40): Play now in the player's own rulebook ---
lobby-quick-hint-rules = Rules: { $rules }; four players: you and a computer partner against two computer players.
lobby-quick-classic = Play with classic rules

# --- table2 (issue 40): History, my games ---
history-closed = closed by an organiser
history-all = Show every game on this server ({ $n })
history-none-mine = You have no finished game yet.
