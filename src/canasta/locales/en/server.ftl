## The web server's own refusals and notices (web/refusals.py): Fluent id server-<code>, the code
## an HTTP error's JSON and a WebSocket error's "key" carry. The server's English text is said in
## code; these messages are what a player reads in their language. Keep each one line.
## $valid is a list (comma-separated); $table, $event a table's or event's id; $player a player's number.

## Players and members
server-unknown-player = unknown player: create a player first
server-sign-in-first = unknown player: create a player or sign in first
server-no-player = no player { $player }
server-no-member = no member { $player }
server-name-blank = name: a name cannot be blank
server-blank-name = a name cannot be blank
server-name-of-member = “{ $name }” belongs to a club member. If that is you, sign in; otherwise please choose another name.
server-name-taken = The name “{ $name }” is taken by the member “{ $member }”.
server-name-taken-first = The name “{ $name }” is taken by the member “{ $member }”: choose another name first.
server-password-short = A password needs at least { $min ->
    [one] { $min } character
   *[other] { $min } characters
}.
server-member-already = You are a member already: change your password instead.
server-sign-in-throttled = Too many sign-in attempts: wait a minute and try again.
server-wrong-password = Wrong name or password.
server-old-password-wrong = The old password is not right.
server-organiser-only = Only an organiser may do that.
server-organiser-self = An organiser cannot remove themselves.

## Tables and seats
server-no-table = There is no table “{ $table }”.
server-bad-status = The status must be playing, finished, imported or closed.
server-bad-rules = These house rules cannot be played.
server-rule-own-field = { $name ->
    [players] Choose the number of players with its own field, not as a house rule.
   *[other] Choose the rule set with its own field, not as a house rule.
}
server-unknown-preset = There is no rule set “{ $preset }”; choose one of: { $valid }.
server-seat-unknown-bot = Seat { $seat }: there is no computer player “{ $level }”; choose one of: { $valid }.
server-unknown-bot = There is no computer player “{ $level }”; choose one of: { $valid }.
server-too-many-seats = { $count ->
    [one] { $count } seat was given
   *[other] { $count } seats were given
} for { $players ->
    [one] { $players } player
   *[other] { $players } players
}.
server-bad-seat = The seat must be 0 to { $last }.
server-game-over = The game is over.
server-removed-from-table = An organiser has taken you off this table: you may watch it, not sit at it.
server-seat-not-free = That seat is not free.
server-player-not-there = That player no longer sits there.
server-storage-conflict = Someone else changed this table at the same moment: look again and try once more.
server-bot-owner-only = Only the player who created the table, or an organiser, may seat a computer player.
server-own-seat = That is your own seat.
server-player-present = That player is at the table.
server-timer-owner-only = Only the player who created the table may set the turn timer.
server-rematch-players-only = Only a player of the table may start a rematch.
server-match-in-play = The match is still being played.
server-closed-no-rematch = An organiser closed this table: it has no rematch.
server-not-in-play = That table is not in play.
server-no-player-there = No player sits there.

## Records, replays, the fair-deal check
server-record-hidden = The record of a game in progress is hidden until it ends (it would show every card).
server-commitment-too-long = The commitment has at most { $max } characters.
server-bad-step = The step must be 0 to { $last }.
server-deals-after-game = The deals can be checked when the game is over.
server-no-games = Player { $player } has no finished games.
server-record-too-large = This record is too large: { $size } bytes, at most { $max }.
server-too-many-imports = { $count ->
    [one] You have imported { $count } game already, the most one player may.
   *[other] You have imported { $count } games already, the most one player may.
}
server-import-busy = The server is checking other imported records; try again in a minute.
server-record-duplicate = This record is already here, as table { $table }.
server-record-encoding = This is not valid JSON: the file is not UTF-8 text.
server-record-nested = This is not valid JSON: it is nested too deeply.
server-record-nested-deep = This is not a game record: it is nested too deeply.
server-bad-record = This game record cannot be read.

## Club nights (events)
server-bad-scoring = There is no scoring “{ $scoring }”; choose one of: { $valid }.
server-event-pairs = An event is played by pairs: four players in two partnerships.
server-player-twice = Player { $player } is in two entries.
server-entry-no-player = Entry “{ $entry }”: there is no player { $player }.
server-entry-bad-player = Entry “{ $entry }”: “{ $player }” is neither a player's number nor bot:LEVEL.
server-too-many-rounds = { $count } entries meet each other in at most { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}.
server-no-event = There is no event “{ $event }”.
server-event-done = Every round of the event has been played.
server-round-in-play = Round { $round } is still being played.

## Languages and the rules pages
server-unknown-language = There is no language “{ $language }”; choose one of: { $valid }.
server-rules-json = The house rules must be a JSON object of rule: value.

## The table (WebSocket)
server-not-your-turn = It is not your turn.
server-stale = The table has moved on (move { $version }, you saw { $sent }).
server-stale-stored = The table has moved on: this move was stored already.
server-table-closed = An organiser has closed this table: no more moves are played.
server-spectator = Spectators cannot move.
server-move-not-saved = Your move could not be saved (the server's database cannot be written), so it was not played: try again in a moment.
server-storage = The server cannot save moves right now (its database cannot be written). Nothing was lost; play goes on as soon as it can save again.
server-dead-end = The game cannot go on: seat { $seat } has no legal move. This is a defect of the game engine; it has been logged.
server-stage-only = Only melds and additions can be laid out before they are played.
server-chat-no-name = Choose a name to chat.
server-chat-reaction = Unknown reaction; choose one of: { $valid }
server-chat-empty = An empty message is not sent.
server-chat-too-fast = You are sending messages too fast: wait a few seconds.
server-binary-frame = The server takes messages as text only.
server-bad-message = The server did not understand a message of this page: reload it.
server-too-many-messages = Too many messages: at most { $rate } a second.
server-too-many-resyncs = Too many requests for the whole table: at most { $rate } a second; it is sent after every move anyway.
server-too-large = This message is too large: { $size } characters, at most { $max }.

## Limits of the server
server-too-many-requests = Too many requests: at most { $rate } a second from one address. Wait a moment.
server-too-many-connections = Too many connections: at most { $rate } a second from one address. Wait a moment.
server-body-too-large = The request is too large: at most { $max } bytes.
server-body-too-slow = The request came too slowly: it must arrive within { $seconds } seconds.
server-internal = Something went wrong on the server ({ $name }). It has been logged; try again.
server-not-found = Not found.
server-method-not-allowed = This address does not take that request.
server-http = The server refused the request (error { $status }).

## Requests the server could not read ($field: which part of the request; it is put in front)
server-invalid = this value is not accepted.
server-invalid-missing = this is required.
server-invalid-string-too-long = at most { $max_length ->
    [one] { $max_length } character
   *[other] { $max_length } characters
}.
server-invalid-too-long = at most { $max_length } items.
server-invalid-string-too-short = at least { $min_length ->
    [one] { $min_length } character
   *[other] { $min_length } characters
}.
server-invalid-string-type = this must be text.
server-invalid-int-parsing = this must be a whole number.
server-invalid-int-type = this must be a whole number.
server-invalid-int-from-float = this must be a whole number.
server-invalid-bool-parsing = this must be yes (true) or no (false).
server-invalid-bool-type = this must be yes (true) or no (false).
server-invalid-greater-than-equal = this must be { $ge } or more.
server-invalid-less-than-equal = this must be { $le } or less.
server-invalid-greater-than = this must be more than { $gt }.
server-invalid-less-than = this must be less than { $lt }.
server-invalid-literal-error = this must be one of: { $expected }.
server-invalid-enum = this must be one of: { $expected }.
server-invalid-json-invalid = { $position ->
        [none] the request's body is not valid JSON.
       *[other] the request's body is not valid JSON (at character { $position }).
    }
server-invalid-dict-type = this must be an object of names and values.
server-invalid-model-attributes-type = this must be an object of names and values.
server-invalid-list-type = this must be a list.
server-invalid-extra-forbidden = this is not a field of the request.

# --- backup (issue 38) ---
server-table-quarantined = This table's stored moves do not replay: it is left still and no move is played on it. The organiser has been told in the log.
server-import-one-at-a-time = You already have a record being checked: wait for its answer, then send the next one.
server-body-unreadable = The request's body could not be read: it is not valid JSON, or a number in it has more than 4,300 digits.

# --- accounts (issue 38) ---
server-claim-members-only = Become a member first, then enter the organiser code.
server-claim-wrong = That organiser code is not right, or it has been used already.


# --- replays of finished tables (issue 38, D3) ---
server-replay-busy = Too many games looked up at once from your address: wait a few seconds and ask again.

# --- tables per player (issue 38, D5/D6) ---
server-too-many-tables = You already have { $count } tables in play: finish or leave one before you start another.
server-too-many-bot-tables = You already have a table of bots only in play: watch it to its end first.
server-server-bot-tables = The server runs as many tables of bots only as it can: sit at your table, or try again later.

# --- denial of service and table trust (issue 38) ---
server-already-seated = You already sit at this table: one seat per player.
server-chat-spectators-silenced = The players have silenced the spectators' chat at this table.
server-chat-table-busy = This table's chat is busy: at most { $rate } lines a second. Wait a few seconds.
server-chat-address-too-fast = Too many chat lines from your address: at most { $rate } a second.
server-chat-quiet-players-only = Only a player seated at the table may silence the spectators.

# --- sealed rounds (issue 38) ---
server-round-sealed = Table { $table } belongs to round { $round } of a club night that is still being played: its cards stay sealed until every table of the round has ended.
server-bad-page = A page of the leaderboard: limit from 1 to { $most } rows, offset 0 or more.

# --- table2 (issue 40): the bots' pace ---
server-pace-players-only = Only a player at the table may set the bots' speed.
server-unknown-pace = There is no speed “{ $pace }”; choose one of: { $valid }.
server-event-too-few = { $count } entries make a single table, and a duplicate club night compares tables: enter at least three.
