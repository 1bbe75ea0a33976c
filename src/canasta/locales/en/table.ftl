## The web table (owned by branch web-15).

table-actions = Moves for the selected cards
table-announce = { $name }: { $move }
table-bot-name = Computer { $n } ({ $level })
table-cards-n = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
table-confirm = Confirm melds
table-copied = Link copied
table-copy = Copy
table-empty-seat = Seat { $n } (free)
table-fill-button = Seat a computer
table-fill-seat = Seat { $n } is free: give it to a computer
table-hand = Hand
table-hand-n = Hand { $n }
table-hand-over = Hand over
table-invite = Invite link
table-is-legal = { $move } is allowed
table-legal-moves = Your legal moves
table-match-over = Game over
table-melds = Melds
table-move-log = Moves this hand
table-needs-opening = Initial meld: needs { $min } points ({ $have } laid this turn)
table-no-melds = No melds yet
table-no-moves = No moves yet
table-not-allowed = Not allowed — { $move }: { $reason }
table-notation = Move notation
table-opened = Initial meld made
table-pending = Pile cards waiting until the initial meld is made
table-personal-hint = Keep it private: whoever opens it plays as you.
table-personal-link = Your personal link (to play from another device)
table-pick-one-for-meld = Select one card of your hand first, then the meld to add it to.
table-pile-and-stock = Stock and pile
table-pile-empty = The pile is empty
table-pile-n = Pile: { $n }
table-players = Players
table-reconnecting = Connection lost, reconnecting…
table-red-threes = Red threes
# all threes laid out, where black threes are bonus cards too (MA-14)
table-threes = Threes
table-resynced = The table moved on before your move arrived; here it is now.
table-score-n = { $n } points
table-score-sheet = Score sheet
table-seat-n = Seat { $n }
table-select-hint = Select cards in your hand to meld, add or discard them, or choose a move below.
table-select-hint-n = { $n } cards selected: a new meld takes 3 cards, a discard or lay-off 1
table-send = Play
table-side-n = Side { $n }
table-sit-at = Sit at seat { $n }
table-sit-down = Sit down
table-sitting-out = sitting out
table-spectating = You are watching this table.
table-staged = Not yet confirmed
table-staged-goes-out = These melds use your last cards: confirm them to go out.
table-staged-hint = Melds cannot be taken back: check, then confirm. Escape clears.
table-stock-n = Stock: { $n }
table-target = Game to { $n }
table-title = Canasta table
table-total = Total
table-turn-of = { $name } to play
table-type-move = Type a move
table-unstage = Take back
table-whole-game = Every move of the game
table-you = (you)
table-your-hand = Your hand ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
})
table-your-side = Your side
table-your-turn = Your turn

## The table of issue 15: seats, moving, hint, chat, timer, results (web-15).

tb-bot-plays = a bot plays
tb-canastas-n = { $n ->
    [one] { $n } canasta
   *[other] { $n } canastas
}
tb-chat = Chat
tb-chat-message = Message
tb-chat-said = { $name } says: { $text }
tb-date = Date
tb-dealer-mark = D
tb-dealer = Dealer
tb-deck = Cards
tb-discard-one = Drop one card on the discard pile.
tb-fold = Fold
tb-four-colour = Four-colour deck
tb-give-seat = { $name } is away: give the seat to
tb-high-contrast = High contrast
tb-hint = Hint
tb-just-drawn = just drawn
tb-keys = Keys: D draw, P take the pile, U undo, C confirm, H hint, arrows move through the hand, Shift+arrows reorder it, Space selects.
tb-left-in-hand = { $name } kept:
tb-log-chat = Log & chat
tb-log-deal-for = { $name } dealt the next hand
tb-look-at-table = Look at the table
tb-meld-three = A new meld needs at least three cards: select them, then drag them.
tb-menu = Table ▾
tb-mixed-short = mixed
tb-natural-short = natural
tb-seq-canasta-short = samba
tb-no-chat = No messages yet.
tb-none = nothing
tb-not-your-turn = It is not your turn.
tb-other-melds = The other sides' melds
tb-own-melds = Your side's melds (drop cards here to lay a meld)
tb-play-it = Play it
tb-react-clap = Bravo
tb-react-gg = Good game
tb-react-oops = Oops
tb-react-smile = Ha ha
tb-react-up = Well played
tb-react-wow = Wow
tb-reactions = Quick reactions
tb-reclaim = Take my seat back
tb-rematch = Rematch
tb-resume = Resume
tb-seat = Seat
tb-seconds-n = { $n } s
tb-send = Send
tb-set = Set
tb-show-result = Show the score
tb-sort-rank = By rank
tb-sort-wild = Wild cards apart
tb-sorted-rank = Hand sorted by rank.
tb-sorted-wild = Hand sorted, wild cards apart.
tb-sounds = Sounds
tb-take-pile = Take the pile (or drag it onto your melds)
tb-takeover-level = then a bot plays
tb-timer-left = { $n } seconds left
tb-timer-off = off
tb-timer-set = Turn timer set.
tb-to-play = to play
tb-to-rematch = To the rematch
tb-turn-timer = Turn timer
tb-undo = Undo
tb-undo-all = Undo all
tb-unfold = Show the other melds
tb-why-add = It grows your meld towards a canasta.
tb-why-discard = It is the card your hand needs least and the least useful to the next player.
tb-why-draw = Nothing in the pile is worth taking now.
tb-why-meld = Laying these scores { $points } points and brings going out nearer.
tb-why-other = The medium bot would play this.
tb-why-take = The pile brings { $n } cards and the top card melds at once.
tb-you-are-away = You were away too long: a bot plays your seat.

# --- table (issue 40): the invite prompt ---
table-invite-prompt = A seat waits for a friend: send them this link to sit down.
table-share = Share
table-later = Later
table-confirm-remove = Take { $name } off this table?

# --- table chat: silenced spectators (issue 38, D21) ---
tb-quiet-on = Silence spectators
tb-quiet-off = Let spectators chat
tb-quiet-note = The players have silenced the spectators' chat.

# --- table2 (issue 40): running score, match end, levels, pacing ---
table-on-table = On the table: { $n }
table-on-table-detail = cards melded { $melded } · canastas { $bonus } · { $all ->
        [yes] threes
       *[no] red threes
    } { $red3 }
table-match-total = Match total
table-this-hand = This hand
table-rematch-offer = { $name } offers a rematch.
table-pace = Bots' speed
table-pace-slow = Slow
table-pace-normal = Normal
table-pace-fast = Fast
table-pace-set = The bots now play at this speed: { $pace }.
table-friend-left = { $name } left the table (offline).
table-friend-back = { $name } is back at the table.
table-answer-no = { $name } said no: you may not go out this turn. Play on.
table-answer-yes = { $name } said yes: go out now.
table-add-all = Add these { $n } cards to your melds

# Hand and Foot (HF-3, HF-10): each seat's foot, face down, or "in the foot" once picked up
table-foot-n = { $n ->
    [one] foot: { $n } card
   *[other] foot: { $n } cards
}
table-in-foot = in the foot
