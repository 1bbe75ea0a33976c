## The command line (canasta ...): messages besides the game's own words.

cli-error = error: { $message }
cli-move-refused = move { $n } (“{ $move }”): { $reason }
cli-moves-n = { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}
cli-hands-n = { $hands ->
    [one] 1 hand
   *[other] { $hands } hands
}
cli-replayed = { cli-moves-n } replayed, { cli-hands-n }; scores { $scores }; { $outcome }
cli-winner-team = winner: team { $team }
cli-not-finished = match not finished
cli-simulated-matches = { $matches ->
    [one] 1 match
   *[other] { $matches } matches
}, { cli-hands-n } ({ $mean } per match, at most { $max }), { cli-moves-n } in { $seconds } s
cli-simulated-hands = { cli-hands-n }, { cli-moves-n } in { $seconds } s
cli-simulated-unfinished = { $unfinished ->
    [one] 1 match had
   *[other] { $unfinished } matches had
} not reached the target after { $max_hands } hands and { $unfinished ->
    [one] was
   *[other] were
} stopped (random players can lose points every hand)
cli-speed = { $moves_per_second } moves/s, { $hands_per_second } hands/s
cli-params-title = { $preset }, { $players } players (player counts: { $counts })
cli-diff-title = { $a } vs { $b }, { $players } players: { $count ->
    [one] 1 difference
   *[other] { $count } differences
}
cli-none = (none)

## Errors of the command line. $what is position or record; $path a file name.
cli-what = { $what ->
    [position] position
   *[record] record
}
cli-rule-form = --rule expects KEY=VALUE, got “{ $value }”
cli-file-folder = cannot read { cli-what } “{ $path }”: it is a folder, not a file
cli-file-too-large = { $path }: the { cli-what } file is larger than { $mib } MiB
cli-file-unreadable = cannot read { cli-what } “{ $path }”: { $reason }
cli-file-not-utf8 = { $path }: not a { cli-what } file: byte { $byte } is not UTF-8 text
cli-json-invalid = { $where }: not valid JSON: { $reason } at line { $line } column { $column }
cli-json-deep = { $where }: JSON nested too deeply
cli-json-long-number = { $where }: a number in it is too long
cli-games-hands-exclusive = --games and --hands exclude each other: play matches (--games) or single hands (--hands)
cli-at-least-one = { $option } must be at least 1
cli-diff-needs-two = --diff needs two presets, e.g. 'canasta rules --diff classic french' (or one preset and --rule KEY=VALUE)
cli-no-common-players = { $a } and { $b } share no player count
cli-cannot-write = cannot write “{ $path }”: { $reason }
cli-folder-missing = cannot write “{ $path }”: the folder “{ $folder }” does not exist
cli-unknown-bot = unknown bot “{ $bot }”; valid: { $valid }

## canasta tournament: its tables and lines.
tm-title = { $rules }, { $players } players: { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
} × { $seatings ->
    [one] { $seatings } seating
   *[other] { $seatings } seatings
}, seed { $seed }, { $seconds } s
tm-agent-rules = { $rules }, { $players } players
tm-agent-intro = Agent `{ $agent }`, { $rules }: { $deals ->
    [one] { $deals } duplicate deal
   *[other] { $deals } duplicate deals
} (seeds { $first }..{ $last }), each played once per seating; 95% confidence intervals.
tm-agent-baseline = baseline
tm-agent-won = win rate (95% CI)
tm-agent-margin = margin per hand (95% CI)
tm-bot = bot
tm-hands = hands
tm-won = won (95% CI)
tm-margin = margin a hand (95% CI)
tm-elo = Elo
tm-ms = ms a decision
tm-longest = longest ms
tm-interval = { $value } ({ $lo } to { $hi })
tm-play-title = play per hand and decision time
tm-gifts = gifts (taken)
tm-offered = piles offered
tm-held = sets held
tm-piles = piles (size)
tm-went-out = went out
tm-ms-cpu = ms a decision, wall (CPU)
tm-longest-cpu = longest ms, wall (CPU)
tm-versus = { $a } vs { $b }: { $margin } points a hand ({ $lo } to { $hi }), team against team, { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
}
tm-saved = results and { $games ->
    [one] { $games } game record
   *[other] { $games } game records
} saved to { $path }
tm-progress = deals
tm-against = against { $bot }
tm-bots-none = --bots needs at least one bot, e.g. --bots heuristic,random
tm-baselines-none = --bots needs at least one baseline, e.g. --bots random,heuristic,hard
tm-backend-unknown = unknown backend “{ $backend }”: use process or ray
tm-address-ray = --address is for --backend ray
tm-workers-min = --workers must be at least 1

## canasta play: errors before the game starts, and its last line.
play-delay-range = --delay must be between 0 and 10 seconds
play-resume-options = --resume continues a saved game with its own rules, players and seed; do not give --rules, --players, --seed or --rule with it
play-unknown-level = unknown level “{ $level }”; choose one of: { $valid }
play-cannot-save = cannot save the game to “{ $path }”: { $reason }
play-needs-terminal = 'canasta play' needs an interactive terminal (the game was saved to { $path })
play-needs-tui = the terminal game needs the 'tui' extra ({ $module } is missing): pip install 'canasta[tui]'
play-saved = Game saved to { $path }.
cli-os-missing = no such file or folder
cli-os-denied = permission denied
cli-os-full = the disk is full
cli-os-folder = it is a folder

# canasta verify
cli-verify-hand = hand { $hand }: deck { $deck }, upcard { $upcard }
cli-verify-seat = { cli-verify-hand }; seat { $seat }: { $cards }
cli-verify-fair = fair: the seed matches commitment { $commitment }, and { cli-moves-n } over { cli-hands-n } replay from its deals
cli-seat-range = --seat must be 0 to { $top }

# --- backup (issue 38) ---
cli-verify-unchecked = not checked: the record matches its own commitment { $commitment } and { cli-moves-n } over { cli-hands-n } replay, which proves nothing about the server: give --commitment HASH as shown at the table
