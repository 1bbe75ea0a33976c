## Refusals of bad input besides the engine's move reasons: house rules and rule sets, typed moves
## in the notation, game records. Message id reason-<code>; the codes are RuleError.code,
## MoveSyntaxError.code and RecordError.code (docs/i18n.md). $name is a rule parameter's key
## (draw_count), kept as typed; $valid a list of the keys or values that are accepted.

## House rules and rule sets.
reason-rules-not-object = The rules must be a list of parameters with their values.
reason-rule-unknown = unknown rule parameter “{ $name }”; valid parameters: { $valid }
reason-rule-not-pair = { $name }: “{ $value }” is not a pair such as 0:50.
reason-rule-not-number-pair = { $name }: “{ $value }” is not a pair of whole numbers such as 1500:90.
reason-rule-not-yes-no = { $name }: “{ $value }” is neither yes (true) nor no (false).
reason-rule-not-whole-number = { $name }: “{ $value }” is not a whole number.
reason-rule-out-of-range = { $name }: { $value } is out of range; choose from { $lo } to { $hi }.
reason-rule-expected-pairs = { $name }: expected pairs such as 0:50,1500:90.
reason-rule-expected-list = { $name }: expected a comma-separated list of { $valid } (or nothing).
reason-rule-bad-member = { $name }: “{ $value }” is not allowed; choose among { $valid } (comma-separated, or nothing).
reason-rule-bad-choice = { $name }: “{ $value }” is not a valid choice; choose one of { $valid }.
reason-rule-partnership-players = The side structure “{ $partnership }” does not fit { $players } players; for { $players } players choose { $valid }.
reason-rule-no-stock = Dealing { $count } cards to each of { $players } players needs { $need } cards and leaves no stock: the deck holds { $deck } ({ $packs ->
    [one] { $packs } pack
   *[other] { $packs } packs
}).
reason-rule-opening-empty = The table of initial meld minimums needs at least one score:minimum pair.
reason-rule-opening-scores = In the table of initial meld minimums the scores must increase ({ $a } then { $b }).
reason-rule-opening-minimums = In the table of initial meld minimums the minimums must not decrease ({ $a } then { $b }).
reason-rule-red3-table = The red three bonus “{ $value }” is not a count:bonus pair with a count of at least 1.
reason-rule-max-wilds-new = A new meld may not hold more wild cards ({ $new }) than any meld ({ $max }).
reason-rule-go-out-canastas = To require { $value ->
    [natural] a natural canasta
   *[other] a natural and a mixed canasta
} for going out, the canastas needed to go out must be at least { $min }.
reason-rule-three-of-kind-wild-melds = Taking a wild top card with three wild cards of its kind needs melds of wild cards to be allowed.
reason-rule-upcard-red3-pozzo = A red three turned up as the upcard cannot go to the first player when face-down cards (the pozzo) cover it: these two house rules do not combine.
reason-rule-min-naturals = The minimum of natural cards must leave room for a canasta of 7.
reason-preset-unknown = unknown preset “{ $preset }”; valid presets: { $valid }
reason-preset-players = preset “{ $preset }” is played by { $valid } players, not { $players }

## Moves typed in the notation.
reason-move-not-text = A move must be text.
reason-move-empty = Type a move first.
reason-move-unknown = unknown move “{ $word }” (in “{ $move }”)
reason-move-no-arguments = “{ $action }” is typed alone, without cards (in “{ $move }”).
reason-move-not-a-kind = “{ $word }” is not a card (in “{ $move }”): use JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-move-not-a-meld = No meld is called “{ $word }” (in “{ $move }”): name a rank, 3 for black threes or W for the wild cards.
reason-move-take-too-many = The pile is taken with at most 4 cards from the hand, not { $count } (in “{ $move }”).
reason-move-meld-too-few = A meld needs at least 3 cards, not { $count } (in “{ $move }”).
reason-move-meld-too-many = A new meld is laid with exactly 3 cards; add the others one by one (in “{ $move }”).
reason-move-add-which-meld = Say which meld { $kind } goes on, e.g. “add { $kind_code } to 7” (in “{ $move }”).
reason-move-add-own-rank = A natural card goes only on its own rank (in “{ $move }”).
reason-move-add-wild-meld = Only wild cards go on the meld of wild cards (in “{ $move }”).
reason-move-add-form = Write “add CARD” or “add CARD to MELD” (in “{ $move }”).
reason-move-join-form = Write “join GROUP to RANK”, for example “join Q2 to Q” (in “{ $move }”).
reason-move-discard-form = Write “discard CARD”, one card (in “{ $move }”).

## Game records (files to replay or import).
reason-record-not-object = A game record must be a JSON object.
reason-record-format = This is not a game record: its format should be “{ $format }”.
reason-record-rules = The record's rules: { $reason }
reason-record-seed = The record's seed must be a whole number.
reason-record-moves = The record's moves must be a list of moves in the notation.
reason-record-players = The record's players must be a list of names.
reason-record-json = This is not valid JSON (line { $line }, column { $column }).
reason-record-bad-move = move { $n } (“{ $move }”): { $reason }
reason-record-result = The record states { $name } { $value }, but replaying it gives { $got }.
reason-record-unreadable = cannot read “{ $path }”: { $reason }
reason-record-too-long = A record may hold at most { $max } moves; this one has { $count }.
reason-record-seed-range = The record's seed must be a whole number of at most 64 bits.

## Positions (canasta moves / apply).
reason-position-not-object = A position must be a JSON object.
reason-position-format = This is not a position: its format should be “{ $format }”.
reason-position-missing-field = The { $where } lacks the field “{ $name }”.
reason-position-field-type = The { $where }'s field “{ $name }” has the wrong type.
reason-position-is-view = This is a seat's view, not a position: it does not show the hidden cards.
reason-position-too-many-copies = The position shows more copies of { $face } than the deck holds.
reason-position-missing-card = The position lacks { $face }: every card must be somewhere.
reason-position-rules = The position's rules: { $reason }
reason-position-seat-range = Seat { $seat } is not a seat of this table (-1 for a spectator).
reason-position-view-seed = A seat's view never holds the seed.
reason-position-hand-negative = The field “hand” must be 0 or more.
reason-position-dealer = The dealer, seat { $seat }, does not play hand { $hand }.
reason-position-scores-count = The field “scores” should hold { $count ->
    [one] { $count } whole number
   *[other] { $count } whole numbers
}, one per side.
reason-position-sheet = The field “sheet” should be a list of score rows, one number per side.
reason-position-phase = The phase “{ $text }” is not one of { $choices }.
reason-position-turn = The turn is at seat { $seat }, which does not play this hand.
reason-position-sides = The field “sides” should be a list of lists of seats.
reason-position-seat-two-sides = Seat { $seat } is on two sides.
reason-position-seat-no-side = Every seat playing the hand must be on a side.
reason-position-actor = The player to act does not play this hand.
reason-position-hands-count = The field “hands” should list { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}.
reason-position-red3s-count = The field “red3s” should list { $count ->
    [one] { $count } seat
   *[other] { $count } seats
}.
reason-position-melds-count = The field “melds” should have one entry per side.
reason-position-entries-count = The field “opened” must have one entry per side, and “first_meld”, “known” and “red3_done” one entry per seat.
reason-position-not-card-list = The field “{ $field }” should be a list of cards.
reason-position-not-a-card = The field “{ $field }” holds “{ $text }”, which is not a card (write e.g. 7h, 10s, Ad or JK).
reason-position-not-cards-or-count = The field “{ $field }” should be a list of cards or an object giving their “count”.
reason-position-not-whole-numbers = The field “{ $field }” should be a list of whole numbers.
reason-position-not-kind-counts = The field “{ $field }” should be an object giving a count for each card kind.
reason-position-not-a-kind = In the field “{ $field }”, “{ $text }” is not a card kind: use JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-position-bad-count = In the field “{ $field }”, “{ $text }” is not a whole number of cards.
reason-position-pile-hidden = The field “pile_hidden” must count the face-down cards below the pile's top card.
reason-position-side-melds = The melds of side { $side } should be a list.
reason-position-meld-not-object = A meld of side { $side } should be an object.
reason-position-meld = A meld of side { $side }: { $reason }
reason-position-meld-key = No meld is called “{ $text }” (a meld of side { $side }): name a rank, 3 for black threes or W for the wild cards.
reason-position-meld-twice = Side { $side } has two melds of { $meld ->
    [W] wild cards
   *[other] { $meld }
}.
reason-position-red-three-in-hand = Seat { $seat } holds a red three, which is never kept in hand (C-1.4).
reason-position-black-three-in-hand = Seat { $seat } holds a black three, which is a bonus card never kept in hand (MA-14).
reason-position-flags = In the field “flags”: { $reason }
reason-position-flag-value = The flag “{ $name }” has a value that cannot be read: “{ $text }”.
reason-position-legal-moves = The field “legal_moves” should be a list of moves.
reason-position-legal-move = In the field “legal_moves”: { $reason }

# Fair-deal checks (canasta.fairness, `canasta verify`)
reason-fair-no-commitment = The record carries no commitment: it was not dealt by a server that commits to its seed.
reason-fair-unknown-scheme = Unknown commitment scheme “{ $scheme }” (expected “{ $expected }”).
reason-fair-not-text = The record's fairness part needs the salt and the commitment as text.
reason-fair-seed-mismatch = The revealed seed and salt do not give the commitment in the record.
reason-fair-seen-mismatch = The commitment you saw at the table is not the one in the record.
reason-fair-no-replay = The moves do not replay from the seed's deals: { $reason }

# --- backup (issue 38) ---
reason-record-number-digits = A number in it has too many digits (more than 4,300).
reason-record-nested = This is not valid JSON: it is nested too deeply.
reason-position-number-digits = A number in it has too many digits (more than 4,300).
reason-position-nested = This is not valid JSON: it is nested too deeply.

# --- engine (issue 40) ---
reason-position-meld-card = { $meld ->
    [W] The wild-card meld
   *[other] The meld of { $meld }
} of side { $side } holds { $face }, which does not belong in it (C-8.1).
reason-position-meld-shape = { $meld ->
    [W] The wild-card meld
   *[other] The meld of { $meld }
} of side { $side } (natural cards: { $naturals }, wild cards: { $wilds }) is not a meld these rules allow (C-8.2).
reason-position-black-threes = Side { $side } has black threes melded, which are melded only in the turn in which their player goes out (C-12.6).

# --- variants (issue 42) ---
reason-rule-bad-rank = { $name }: { $value } is not a rank; valid ranks: { $valid }.
reason-move-sequence-suit = A sequence names each card with its suit, all of one suit, e.g. “meld 4h 5h 6h” (in “{ $move }”).
reason-move-sequence-cards = A sequence holds natural cards from 4 to A only (in “{ $move }”).
reason-rule-go-out-sequences = go_out_sequences ({ $value }) cannot exceed canastas_to_go_out ({ $max }).

reason-rule-go-out-books = go_out_naturals + go_out_mixed ({ $value }) cannot exceed canastas_to_go_out ({ $max }).
reason-rule-pile-take-limit = pile_take_limit ({ $value }) must be 0 (the whole pile) or at least 2, and does not combine with upcard_pozzo.
reason-position-feet = The field “feet” should list one foot for each seat, and only where the rules deal a foot.
