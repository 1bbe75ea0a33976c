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
