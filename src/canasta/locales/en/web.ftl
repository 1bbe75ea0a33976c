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
lobby-bad-rule = '{ $line }' is not key=value
lobby-create = Create table
lobby-default = default
lobby-house-hint = For example hand_size=7 or canastas_to_go_out=2. The engine checks them and says what is wrong; 'canasta rules' lists every key.
lobby-house-rules = House rules (key=value, one per line)
lobby-intro = Choose a name to play. No password: this browser remembers you.
lobby-join = Join
lobby-new-table = New table
lobby-no-tables = No table is being played. Create one!
lobby-open-tables = Tables in play
lobby-players = Players
lobby-preset = Rules
lobby-refresh = Refresh
lobby-rule-list = Every house rule (descriptions in English)
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
replay-first = Start
replay-keys = Arrow keys step through the game; Home and End jump.
replay-last = End
replay-next = Next
replay-next-hand = End of this hand
replay-prev = Previous
replay-prev-hand = End of the previous hand
replay-step = Move { $n } of { $total }
replay-title = Replay of table { $id }
