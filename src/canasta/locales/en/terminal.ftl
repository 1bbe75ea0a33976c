## The terminal game (canasta play). Moves, cards, the log of the bots' moves and the pile's facts
## come from game.ftl and reasons.ftl; the person's own moves are told in the second person
## (tui-you-*, with the same $card, $cards, $meld, $top, $count as log-*).

## The person's moves in the log.
tui-you-draw = You drew from the stock
tui-you-take-with = You took { log-pile } with { $cards }
tui-you-take-lay = You took { log-pile }, adding { $top } to your meld
tui-you-take-on = You took { log-pile }, adding { $top } { $meld }
tui-you-meld = You melded { $cards }
tui-you-meld-seq = You melded a sequence of { suit-name }: { $cards }
tui-you-add = You added { $card } { $meld }
tui-you-join = You joined the { meld-of } (group { $n }) to the first group
tui-you-discard = You discarded { $card }
tui-you-ask = You asked { $partner }: may I go out?
tui-you-yes = You answered yes
tui-you-no = You answered no
tui-you-end = You ended the turn
tui-you-went-out = You went out
tui-you-went-out-concealed = You went out concealed

## The log: the match, the hands, what a move showed.
tui-new-match = New match: { $preset } rules, { $players } players, bots: { $level }, seed { $seed }.
tui-resumed = Resumed after { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} (hand { $hand }).
tui-note = Note: { $note }.
tui-level-missing = the level “{ $level }” is not available in this version; the bots play “{ $fallback }”
tui-hand-start = Hand { $hand }: { $dealer }; playing: { $who }.
tui-you-deal = you deal
tui-deals = { $name } deals
tui-sit-out = You sit out this hand; the bots play it.
tui-red3-laid = { $name }: { $count ->
    [one] red three laid
   *[other] { $count } red threes laid
}: { $cards }.
tui-drawn = you got { $cards }
# the talon drawn after the discard that ends a side's initial meld (MA-3)
tui-talon-drawn = { $count ->
        [one] talon: 1 card drawn
       *[other] talon: { $count } cards drawn
    }
tui-pile-seen = the pile held { $cards }
tui-pile-hidden = { $count } face down
tui-red3-more = { $count ->
    [one] red three laid
   *[other] { $count } red threes laid
}: { $cards }
tui-line = { $line } ({ $detail }).
tui-line-plain = { $line }.
tui-stock-out = The stock is used up. The hand is over.
tui-hand-over = The hand is over.
tui-match-over = The match is over.
tui-bot-illegal = (bot { $name } chose “{ $move }”, which is illegal: { $reason }; it plays “{ $fallback }” instead)
tui-bot-failed = (bot { $name } failed: { $reason }; it plays “{ $fallback }”)

## Refusals of the person's choices.
tui-nothing-to-play = nothing to play
tui-turn-over = “{ $move }” cannot follow: the turn is over
tui-engine-failed = the engine failed on this move ({ $error }); please report it
tui-refused = { $move }: not allowed, nothing was played. { $reason }
tui-refused-step = { $move } (step { $step } of { $steps }): not allowed, nothing was played. { $reason }
tui-hand-not-over = the hand is not over
tui-not-your-turn = it is { $name }'s turn, not yours
tui-sit-out-short = you sit out this hand
tui-hand-over-enter = the hand is over: press Enter to see the score and deal the next hand
tui-select-meld = Select at least 3 cards for a new meld ({ $count } selected).
tui-select-add = Select the card(s) to add to your side's melds.
tui-select-wild-one-rank = To add wild cards, select them with natural cards of one rank only (or alone, and pick the meld).
tui-select-wild-one = More than one meld can take wild cards: select one wild card at a time, or with the natural card of the meld.
tui-select-one-discard = Select just one card to discard ({ $count } selected).
tui-hand-empty = Your hand is empty.
tui-hold-none = You hold no { $card }.
tui-wait-bots = Wait: the bots are playing.
tui-no-move-now = You have no move to make now: { $why }.
tui-unknown-key = The key “{ $key }” does nothing here: press ? for the list of keys.

## The status line and the prompt.
tui-your-turn = Your turn: { $what }
tui-asks = { $name } asks: “May I go out?”  y = yes, n = no.
tui-prompt-draw = draw from the stock (s)
tui-prompt-take = take the pile (t)
tui-prompt-meld = meld (m)
tui-prompt-add = add to a meld (a)
tui-prompt-ask = ask to go out (k)
tui-prompt-end = end the turn (e)
tui-prompt-discard = discard (d) to end your turn
tui-prompt-list = { $first } or { $last }.
tui-partner-yes = your partner said yes, so you must go out this turn:
tui-partner-no = your partner said no, so you may not go out this turn:
tui-no-move = no move is possible.
tui-status-match-over = The match is over. Press Enter for the score sheet, q to save and quit.
tui-status-hand-over = The hand is over. Press Enter for the score.
tui-playing = { $name } is playing…
tui-can-take = You can take the pile: { $moves }
tui-cannot-take = You cannot take the pile: { $reason }

## The board.
tui-game-to = (game to { $target })
tui-header = Canasta ({ $preset }, { $players } players)  Hand { $hand }
tui-header-short = Hand { $hand }
tui-scores = Scores:
tui-your-side = Your side
tui-opponents = Opponents
tui-opened = (initial meld made)
tui-red-threes = Red threes:
tui-rules-why = ▶ marks rule { $rule }, the one that stops you now. Esc closes.
tui-opening-needs = initial meld: { $need } points needed
tui-opening-laid = initial meld: { $need } points needed, { $laid } laid
tui-no-melds = no melds yet
tui-canasta-natural = CANASTA (natural)
tui-canasta-samba = SAMBA (a sequence of seven)
tui-canasta-mixed = CANASTA (mixed)
tui-wild-count = { $count } wild
tui-merged = (merged)
tui-pile = Pile
tui-top-card = top card:
tui-pile-face-down = ({ $count } face down)
tui-pile-empty = empty
tui-not-frozen = not frozen
tui-stock = Stock: { cards-n }
tui-go-out-needs = To go out a side needs { $count ->
    [one] { $count } canasta
   *[other] { $count } canastas
}.
tui-your-hand = Your hand
tui-hand-count = ({ cards-n })
tui-selected = selected: { $cards }
tui-hand-keys = ←/→ choose a group, Space select, ↓ unselect, Esc clear, ? help
tui-pending = waiting beside the hand until the initial meld is made:
tui-sit-out-hand = You sit out this hand.

## Lists to pick from, the typed move.
tui-pick-take = Take the pile how?
tui-pick-meld = Meld how?
tui-pick-add = Add it to which meld?
tui-pick-discard = Discard
tui-pick-legal = Your legal moves
tui-pick-hint = Up/Down to choose, Enter to play, Esc to close.
tui-type-placeholder = move
tui-type-hint = Enter to play, Esc to close. 'l' on the table lists the legal moves.

## The score.
tui-score-out = Hand { $hand } is over: { $name } went out.
tui-score-out-you = Hand { $hand } is over: you went out.
tui-score-out-concealed = Hand { $hand } is over: { $name } went out concealed.
tui-score-out-concealed-you = Hand { $hand } is over: you went out concealed.
tui-score-stock = Hand { $hand } is over: the stock ran out.
tui-score-pile = Hand { $hand } is over: the pile could not be taken with the stock empty.
tui-score-title = Score of the hand
tui-match-score = Match score
tui-team = team
tui-this-hand = this hand
tui-total = total
tui-sheet-title = Score sheet
tui-sheet-hand = hand
tui-sheet-over = The match is over: { $names } { $count ->
    [one] wins
   *[other] win
} with { $points } points (target { $target }).
tui-sheet-over-you = The match is over: your side wins with { $points } points (target { $target }). Well played!
tui-sheet-after = Score sheet after { $hands ->
    [one] { $hands } hand
   *[other] { $hands } hands
} (target { $target }).
tui-score-next = Press Enter to deal the next hand (q: save and quit; Up/Down scroll).
tui-score-final = The match is over. Enter to close; then q saves and quits.

## Saving and leaving.
tui-saved-resume = Game saved to { $path }. Continue it with: canasta play --resume { $path }
tui-saved-over = The match is over; its record is saved in { $path } (see it again with: canasta replay { $path }).
tui-not-saved = Game not saved.
tui-crashed-saved = the game stopped on an internal error ({ $reason }). It is saved to { $path }: continue it with canasta play --resume { $path }
tui-crashed = the game stopped on an internal error ({ $reason }); it was not saved.
tui-cannot-save = cannot save to “{ $path }”: { $reason }

## Hints.
tui-hint = Hint: { $text }
tui-hint-none = No hint now: it is not your turn.
tui-hint-missing = Hints are not available in this version.
tui-hint-failed = No hint: { $error }

## Footer keys.
tui-key-draw = Draw
tui-key-take = Take
tui-key-meld = Meld
tui-key-add = Add
tui-key-discard = Discard
tui-key-legal = Moves
tui-key-help = Help
tui-key-hint = Hint
tui-key-quit = Quit

## The help (?): a title per part, then the keys (the value) and what they do (.text).
tui-help-title = Canasta: the keys
tui-help-choosing = Choosing cards (the hand is grouped by rank)
tui-help-playing = Playing
tui-help-helping = Help
tui-help-looking = Looking around
tui-help-footer = An illegal choice is refused with the rule that forbids it, and nothing changes. Press Esc, Enter or ? to close this help.
tui-help-cursor = Left / Right
    .text = move between the groups of cards
tui-help-select = Space or Up
    .text = select one more card of that group
tui-help-unselect = Down
    .text = put one card of that group back
tui-help-numbers = 4 … 9, 0
    .text = select one more 4 … 9, or 10
tui-help-faces = J Q K A (Shift)
    .text = select one more jack, queen, king, ace (j also: jack)
tui-help-wilds = 2, 3, *
    .text = select one more two, black three, joker
tui-help-clear = Esc or c
    .text = clear the selection
tui-help-draw = s
    .text = draw from the stock
tui-help-take = t
    .text = take the pile (with the selected cards, e.g. a pair matching the top card)
tui-help-meld = m
    .text = meld the selected cards as a new meld (3 or more)
tui-help-add = a
    .text = add the selected cards to your side's melds
tui-help-discard = d
    .text = discard the selected card (or the card under the cursor); it ends your turn
tui-help-ask = k
    .text = ask your partner “May I go out?”
tui-help-answer = y / n
    .text = answer your partner's “May I go out?”
tui-help-end = e
    .text = end the turn without discarding (only when the last stock card was a red three)
tui-help-next = Enter
    .text = after a hand, see the score and deal the next hand
tui-help-legal = l
    .text = list the legal moves and pick one (Up/Down, Enter)
tui-help-type = :
    .text = type a move, in your language or in English (e.g. “meld 7 7 2”)
tui-help-hint = h
    .text = a hint: a good move and why, its cards selected
tui-help-rules = r
    .text = the rules of this table, opened at the rule that stops your move
tui-help-help = ?
    .text = this help
tui-help-quit = q
    .text = save and quit (the game can be resumed with --resume)
tui-help-log = PgUp / PgDn
    .text = scroll the log (the whole hand; the last moves are shown)
tui-help-melds = [ / ]
    .text = scroll the melds
tui-help-fold = f
    .text = fold the melds, short (rank × count) or with every card
# Hand and Foot (HF-3, HF-10): a seat's foot still face down (its cards), or picked up
tui-foot-n = [foot: { $count }]
tui-in-foot = [in the foot]
# MA-14: black threes are laid out too (black3_bonus)
tui-threes-laid = { $name }: threes laid out: { $cards }.
tui-threes-more = threes laid out: { $cards }
tui-threes = Threes:
