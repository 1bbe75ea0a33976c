## The rules explained to players, generated from a rule set's values (canasta.i18n.rulespage):
## a house rule changes the page. Every rule value is an argument named like the rule
## ($hand_size, $take_with ...); yes/no rules are "true" or "false". Derived arguments:
## $cards (cards in the deck), $structure (the sides, a partnership-* text), $opening_list,
## $red3_list, $freezers_list, $forbid_list (lists already joined in the language).

rules-title = { $preset } rules for { $players } players
rules-intro = This page explains the rules of this table as they are set: change a house rule and it changes.
rules-params-link = All parameters
rules-of-table = Rules of this table
rules-why = Why?
rules-printed-for = { $preset }, { $players } players

## Section headings.
rules-h-deal = The deal
rules-h-turn = Your turn
rules-h-pile = Taking the discard pile
rules-h-frozen = What freezes or blocks the pile
rules-h-melds = Melds
rules-h-opening = The initial meld
rules-h-canastas = Canastas
rules-h-going-out = Going out
rules-h-stock = When the stock runs out
rules-h-scoring = Scoring
rules-h-end = The end of the game
rules-h-different = What makes these rules different
rules-classic-itself = These are the classic rules of Canasta, as the Hoyle and pagat.com rulebooks give them: the other rule sets are measured against them.
rules-differs-from-classic = Compared with the classic game:
rules-house-rules = House rules at this table:
rules-no-house-rules = No house rule is set at this table.

## The deal.
rules-players = { $players } players: { $structure }.
rules-packs = { $packs ->
    [one] One pack of 52 cards and 2 jokers: { $cards } cards.
   *[other] { $packs } packs of 52 cards with 2 jokers each: { $cards } cards.
}
rules-hand-size = Each player is dealt { $hand_size } cards; the rest is the face-down stock{ $upcard ->
    [none] . No card is turned up: the discard pile starts empty.
   *[turn] , and its top card is turned up to start the discard pile.
}
rules-upcard-red3 = { $upcard_red3 ->
    [take] If that card is a red three, the first player takes it as their own red three and the pile is started again.
   *[cover] If that card is a red three, another card is turned onto it.
}
rules-upcard-black3 = { $upcard_black3 ->
    [cover] A black three turned up is covered with the next card.
   *[stay] A black three turned up stays: the first player cannot take the pile.
}
rules-upcard-freezers = { $freezers_list ->
    [none] No card turned up freezes the pile.
   *[other] A { $freezers_list } among the cards turned up freezes the pile until someone takes it.
}
rules-upcard-pozzo = { $upcard_pozzo ->
    [false] No cards are put face down under the card turned up.
   *[other] As many face-down cards as the value of the card turned up go under it (the pozzo); whoever takes the pile takes them too.
}
rules-red3-timing = { $red3_timing ->
    [first_turn] Red threes you are dealt are laid out at the start of your first turn and replaced from the stock.
    [before_upcard] Red threes you are dealt are laid out and replaced before the first card is turned up.
   *[after_deal] Red threes you are dealt are laid out right after the deal and replaced from the stock; a red three you draw is laid out and replaced at once.
}

## The turn.
rules-draw-count = { $draw_count ->
    [one] On your turn you draw one card from the stock, or take the discard pile instead.
   *[other] On your turn you draw { $draw_count } cards from the stock, or take the discard pile instead.
}
rules-turn-end = Then you may meld, and you end your turn by discarding one card. A meld once laid is never taken back.

## Taking the pile.
rules-take-with = { $take_with ->
    [pair_or_layoff] To take the pile you must meld its top card at once, with a natural pair of its rank from your hand or by adding it to your side's meld of that rank.
    [pair] To take the pile you must meld its top card at once with a natural pair of its rank from your hand.
   *[classic] To take the pile you must meld its top card at once: with a natural pair of its rank from your hand, with one natural card of its rank and a wild card, or by adding it to your side's meld of that rank.
}
rules-take-all = Then the whole rest of the pile goes into your hand.
rules-wild-on-top = { $wild_on_top ->
    [open] A wild card on top of the pile can be taken too, by laying it on one of your side's melds.
    [three_of_kind] A wild card on top of the pile can be taken only with three wild cards of its own kind from your hand.
   *[blocked] While a wild card is on top, nobody can take the pile.
}
rules-one-card-rule = { $one_card_rule ->
    [false] Even holding a single card, you may take a pile of one card.
   *[other] If you hold only one card, you may not take a pile of only one card.
}
rules-pile-bonus-card = { $pile_bonus_card ->
    [0] Whoever takes the pile draws nothing more from the stock.
    [one] Whoever takes the pile also draws one card from the stock.
   *[other] Whoever takes the pile also draws { $pile_bonus_card } cards from the stock.
}
rules-open-before-draw = { $open_before_draw ->
    [false] You draw first, then make your initial meld.
   *[other] You make your initial meld from your hand before drawing; your side can take the pile only once it has opened.
}
## Freezing.
rules-freeze = { $freeze ->
    [none] The pile is never frozen: the rules above are the only ones for taking it.
   *[classic] The pile is frozen for a side that has not yet made its initial meld, and for everyone while a wild card lies in it. A frozen pile can be taken only with a natural pair of the top card's rank from your hand.
}
rules-black3-discard = { $black3_discard ->
    [freeze] A discarded black three freezes the pile until someone takes it.
    [triple] A discarded black three blocks the next player; while it lies in the pile, taking the pile needs three natural cards of the top card's rank.
   *[block] A discarded black three blocks only the next player: once covered it has no effect.
}

## Melds.
rules-meld-basics = { $sequences ->
    [true] A group is three or more cards of the same rank. Each side has only one group per rank.
   *[other] A meld is three or more cards of the same rank; there are no sequences. Each side has only one meld per rank.
}
rules-min-naturals = Every meld needs at least { $min_naturals } natural cards and may hold at most { $max_wilds } wild cards (jokers and twos).
rules-max-wilds-new = { $max_wilds_new ->
    [0] A new meld is laid without wild cards; they can be added later.
    [one] A new meld may start with at most one wild card.
   *[other] A new meld may start with at most { $max_wilds_new } wild cards.
}
rules-wild-ratio = { $wild_ratio ->
    [at_most_naturals] A meld may never have more wild cards than natural cards.
    [fewer_than_naturals] A meld must always have fewer wild cards than natural cards.
   *[any] Within those limits wild cards may equal or outnumber the natural cards.
}
rules-wild-melds = { $wild_melds ->
    [true] Melds of wild cards only (jokers and twos) are allowed.
   *[false] A meld of wild cards only is not allowed.
}
rules-black3-melds = { $black3_melds ->
    [true] Black threes can be melded only by a player going out: three or four of them, without wild cards.
   *[false] Black threes can never be melded.
}

## The initial meld.
rules-opening-table = Your side's first meld of the hand must be worth at least { $opening_list }, by the value of its cards and according to the side's score at the start of the hand.
rules-opening-below = { $min } points while the score is below { $next }
rules-opening-from = { $min } from { $from }
rules-opening-combine = { $opening_combine ->
    [true] Several melds laid in the same turn count together.
   *[false] One single meld must reach the minimum on its own.
}
rules-opening-wilds = { $opening_wilds ->
    [true] Wild cards count at their value.
   *[false] Wild cards may not be used in the initial meld.
}
rules-opening-pile = If you open by taking the pile, only its top card counts with the cards from your hand.
rules-concealed-waives-minimum = { $concealed_waives_minimum ->
    [true] A player who goes out concealed needs no minimum.
   *[false] Even a player going out concealed must reach the minimum.
}

## Canastas.
rules-canastas = A canasta is a meld of seven cards or more. A natural canasta (without wild cards) scores { $natural_canasta } points, a mixed one { $mixed_canasta }; the cards in it count as well.
rules-wild-canastas = A canasta of wild cards scores { $wild_canasta_pure } points when all its cards are of one kind (all jokers or all twos), { $wild_canasta_mixed } when mixed.

## Going out.
rules-canastas-to-go-out = { $canastas_to_go_out ->
    [0] You may go out without a canasta.
    [one] To go out, your side needs at least one canasta.
   *[other] To go out, your side needs at least { $canastas_to_go_out } canastas.
}
rules-go-out-needs = { $go_out_needs ->
    [natural_and_mixed] Among them there must be a natural canasta and a mixed one.
    [natural] At least one of them must be natural.
   *[any] Natural or mixed, it does not matter.
}
rules-go-out-how = You go out by melding all your cards, or all but one which you discard. A side without the canastas it needs may never empty its hand.
rules-closing-discard-forbids = { $forbid_list ->
    [none] Any card may be the discard that goes out.
   *[other] The card you discard to go out may not be { $forbid_list }.
}
rules-wild-meld-blocks = { $wild_meld_blocks ->
    [false] An unfinished meld of wild cards does not stop you from going out.
   *[other] While your side has an unfinished meld of wild cards, you may not go out, nor discard a wild card or a black three.
}
rules-permission = { $permission ->
    [no_forbids] Before going out you may ask your partner “May I go out?”. A “no” forbids it for this turn; a “yes” does not oblige you.
    [required] With a partner you go out only after asking “May I go out?” and hearing “yes”; the answer binds: after a “yes” you must go out, after a “no” you may not.
    [off] Nobody asks the partner for permission to go out.
   *[binding] Before going out you may ask your partner “May I go out?”, after drawing and before melding. The answer binds: after a “yes” you must go out, after a “no” you may not.
}
rules-concealed = Going out concealed means melding your whole hand in one turn, with a canasta, without having melded before in the hand.
rules-pile-in-concealed = { $pile_in_concealed ->
    [true] You may go out concealed even on a turn you took the pile.
   *[false] You may not go out concealed on a turn you took the pile.
}

## The stock.
rules-stock-out = { $stock_out ->
    [end] When the stock runs out, the hand ends with the discard of the player who drew the last card.
   *[take_pile] When the stock runs out, play goes on while players take the pile: you must take it when its top card matches a meld of your side. The hand ends when a player cannot or does not take it.
}
rules-last-red3 = { $last_red3 ->
    [meld] If the last card of the stock is a red three, the player lays it out and may still meld, but not discard; the hand ends.
   *[end] If the last card of the stock is a red three, the player lays it out and the hand ends at once: no meld, no discard.
}

## Scoring.
rules-card-values = { $card_values_count ->
        [0] Cards count: joker 50, ace and two 20, king to eight 10, seven to four 5, a black three { $black3_value } when melded.
       *[other] Cards count their classic values (joker 50, ace and two 20, king to eight 10, seven to four 5) except { $card_values_list }; a black three { $black3_value } when melded.
    }
rules-hand-score = A side scores its bonuses and the cards it melded, minus the cards left in its players' hands (a black three left in hand costs { $black3_hand_value }).
rules-going-out-bonus = Going out scores { $going_out_bonus } points, going out concealed { $concealed_bonus } instead.
rules-red3-value = Each red three scores { $red3_value } points.
rules-red3-table = { $red3_list ->
    [none] Several red threes together earn no extra bonus: each counts on its own.
   *[other] { $red3_list }.
}
rules-red3-row = { $count } red threes together score { $total }
rules-red3-penalty = { $red3_penalty ->
    [no_canasta] A side without a canasta loses its red threes' points instead.
    [graded] For the side that lost the hand, red threes count plus with a natural and a mixed canasta, minus with only a natural one, and twice minus without a natural canasta.
    [go_out_canastas] A side without the canastas it needs to go out loses its red threes' points instead.
   *[no_meld] A side that has melded nothing in the hand loses its red threes' points instead.
}
rules-red3-penalty-flat = { $red3_penalty_flat ->
    [0] A penalised side loses exactly what its red threes are worth.
   *[other] A penalised side loses { $red3_penalty_flat } points instead of its red threes' value.
}
rules-concealed-canasta-bonus = { $concealed_canasta_bonus ->
    [0] A canasta laid complete in a single turn earns nothing extra.
   *[other] Each canasta laid complete in a single turn scores { $concealed_canasta_bonus } points more.
}
## The end.
rules-target = The game ends after the hand in which a side reaches { $target } points; the higher total wins.

## Lists.
rules-kind-wild = a wild card
rules-kind-red3 = a red three
rules-kind-black3 = a black three

## House rules: the label of each rule in the table-creation form. Its explanation is the
## sentence above for the chosen value.
rule-partnership = Sides
rule-packs = Packs of cards
rule-hand-size = Cards dealt to each player
rule-draw-count = Cards drawn from the stock
rule-upcard-red3 = Red three turned up at the start
rule-upcard-black3 = Black three turned up at the start
rule-upcard-freezers = Cards turned up at the start that freeze the pile
rule-upcard-pozzo = Face-down cards under the first card (pozzo)
rule-red3-timing = When dealt red threes are laid out
rule-red3-value = Points for each red three
rule-red3-table = Points for several red threes together (count:points)
rule-red3-penalty = When red threes count against a side
rule-red3-penalty-flat = Flat penalty for red threes (0: their value)
rule-last-red3 = Red three as the last stock card
rule-min-naturals = Natural cards a meld needs
rule-max-wilds = Most wild cards in a meld
rule-max-wilds-new = Most wild cards in a new meld
rule-wild-ratio = Wild cards against natural cards
rule-wild-melds = Melds of wild cards only
rule-black3-melds = Black threes melded when going out
rule-opening-table = Initial meld minimum by score (from:minimum)
rule-opening-combine = Several melds count together for the minimum
rule-opening-wilds = Wild cards in the initial meld
rule-open-before-draw = Initial meld before drawing
rule-concealed-waives-minimum = Going out concealed needs no minimum
rule-freeze = Frozen pile
rule-black3-discard = A discarded black three
rule-take-with = Taking the pile with its top card
rule-wild-on-top = A wild card on top of the pile
rule-one-card-rule = No one-card pile for a one-card hand
rule-pile-bonus-card = Extra stock cards when taking the pile
rule-canastas-to-go-out = Canastas needed to go out
rule-go-out-needs = Kinds of canasta needed to go out
rule-closing-discard-forbids = Cards that may not be the last discard
rule-wild-meld-blocks = An unfinished wild meld stops going out
rule-permission = Asking “May I go out?”
rule-pile-in-concealed = Concealed going out after taking the pile
rule-stock-out = When the stock runs out
rule-natural-canasta = Natural canasta bonus
rule-mixed-canasta = Mixed canasta bonus
rule-wild-canasta-pure = Canasta of one kind of wild card
rule-wild-canasta-mixed = Canasta of jokers and twos
rule-going-out-bonus = Going-out bonus
rule-concealed-bonus = Concealed going-out bonus
rule-concealed-canasta-bonus = Bonus for a canasta laid in one turn
rule-black3-value = Value of a melded black three
rule-card-values = Card values unlike the classic ones (kind:points; JK, 2, 4 to A)
rule-black3-hand-value = Penalty for a black three left in hand
rule-target = Score that wins the game
rule-yes = Yes
rule-no = No
rule-choice-wild = wild cards
rule-choice-red3 = red threes
rule-choice-black3 = black threes
rule-house-legend = House rules
rule-house-hint = Leave a rule as it is to play the rulebook's own; each one says what it does.
rule-reset = Back to the rulebook
rule-changed = changed
rule-out-of-range = { $label }: choose a whole number from { $min } to { $max }.

# --- variants (issue 42) ---
rules-wild-free-ranks = { $wild_free_count ->
        [0] Every meld may hold wild cards.
       *[other] Melds of { $wild_free_list } never hold a wild card.
    }
rules-rank-canasta-bonus = { $rank_bonus_count ->
        [0] No rank's canasta scores a bonus of its own.
       *[other] A canasta of these ranks scores its own bonus instead of the natural or mixed one: { $rank_bonus_list }.
    }
rules-unfinished-penalty = { $penalty_count ->
        [0] No meld left short of a canasta costs points at the end of a hand.
       *[other] A side that ends the hand with one of these melds still short of a canasta loses points: { $penalty_list }.
    }
rules-rank-row = { $rank }: { $points }
rules-rank-wild = wild cards
rule-wild-free-ranks = Ranks whose melds take no wild card
rule-rank-canasta-bonus = Canasta bonus by rank (rank:points)
rule-unfinished-penalty = Penalty for an unfinished meld by rank (rank:points, 0 = wild cards)
rules-pile-layoff-below-canasta = { $pile_layoff_below_canasta ->
    [false] The top card may be added to your side's meld of its rank, also to a canasta.
   *[other] The top card is never added to a canasta: only to a meld of fewer than seven cards.
}
rule-pile-layoff-below-canasta = The top card never goes on a canasta
rules-sequences = Sequences are melds too: three to seven natural cards (4 to ace) of one suit in order, never with a wild card, the ace high only; a side may have several in one suit. A sequence of seven is a samba: it counts as a canasta, scores { $sequence_canasta_bonus } instead of a canasta bonus and takes no more cards.
rule-sequences = Sequences of one suit are melds (Samba)
rule-sequence-canasta-bonus = Samba bonus (a sequence of seven)
rules-go-out-sequences = { $go_out_sequences ->
    [0] A sequence of seven is not required to go out.
    [one] At least one of them must be a sequence of seven (an escalera).
   *[other] At least { $go_out_sequences } of them must be sequences of seven.
}
rule-go-out-sequences = Sequences of seven needed to go out
rules-wild-canasta-counts = A canasta of wild cards counts as one of the canastas you need to go out.
rule-wild-canasta-counts = A wild canasta counts for going out
rules-wild-canasta-closed = A canasta of wild cards is closed at seven cards: no more cards go on it.
rule-wild-canasta-closed = A wild canasta is closed at seven

# --- Hand and Foot (issue 42, HF-n) ---
rules-foot-size = { $foot_size ->
    [0] Nobody is dealt a foot.
   *[other] Each player is also dealt a foot of { $foot_size } cards, face down. When your hand is used up you pick up your foot and play on from it: at once if you melded your last card, from your next turn if you discarded it. Only a player playing from the foot may go out; the cards of a foot never picked up count against the side like those left in a hand.
}
rule-foot-size = Cards in each player's foot (0: no foot)
rules-foot-next-turn = A player who discards the last card of the hand picks up the foot only at the start of the next turn.
rule-foot-next-turn = After the last discard, the foot waits for the next turn
rules-pile-take-limit = { $pile_take_limit ->
    [0] Taking the pile takes all of it.
   *[other] Taking the pile takes only its top { $pile_take_limit } cards, the top card among them; the rest stays as the pile.
}
rule-pile-take-limit = Cards taken with the pile (0: all)
rules-opening-by-hand = Your side's first meld of the hand must be worth at least these points, hand by hand through the game: { $opening_by_hand } (the last figure holds for any later hand).
rule-opening-by-hand = Initial meld minimum by hand (e.g. 50,90,120,150)
rules-hands-per-match = { $hands_per_match ->
    [0] The game is played to a score.
   *[other] The game is { $hands_per_match } hands; the higher total wins, and a tie plays one more hand.
}
rule-hands-per-match = Hands in a game (0: play to the target)
rules-go-out-books = To go out, at least { $go_out_naturals } of those canastas must be natural and at least { $go_out_mixed } mixed.
rule-go-out-naturals = Natural canastas needed to go out
rule-go-out-mixed = Mixed canastas needed to go out
rules-foot-red3-penalty = { $foot_red3_penalty ->
    [0] A red three left in a foot nobody picked up costs nothing.
   *[other] Each red three left in a foot that was never picked up costs { $foot_red3_penalty } points.
}
rule-foot-red3-penalty = Penalty for a red three left in a foot
rules-go-out-side-in-foot = A player goes out only when every player of the side plays from the foot.
rule-go-out-side-in-foot = The whole side in the foot to go out
rules-black3-bonus = Black threes are bonus cards too: each one dealt or drawn is laid out at once and replaced from the stock, one in a pile taken is laid out without replacement; a black three is never held, melded or discarded. Each scores { $black3_bonus_value } points, plus or minus as the side's red threes count.
rule-black3-bonus = Black threes are bonus cards
rule-black3-bonus-value = Points for each black three laid out
rules-canasta-closes-rank = A meld never holds more than seven cards: once a canasta is complete, its rank is closed for the side, and cards of that rank can only be discarded.
rule-canasta-closes-rank = A canasta closes its rank
rules-group-slots = { $canasta_closes_rank ->
    [true] A canasta is closed at seven cards; once every group of a rank on your side's table is closed, further cards of that rank start a new group (up to { $group_slots } groups of one rank), named Q2, Q3 in the move notation.
   *[other] Your side may hold up to { $group_slots } groups of one rank: a new group of a rank you already melded is laid as any meld and named Q2, Q3 in the move notation; each group that becomes a canasta scores its own bonus.
}
rule-group-slots = Groups of one rank a side may hold
rules-group-join = Your side may join its second group of a rank to the first at any time in its turn, as long as the joined group is still a valid group (join Q2 to Q).
rule-group-join = A second group of a rank may be joined to the first
rules-opening-wild-ranks = { $opening_wild_count ->
        [0] No rank is an exception in the side's initial meld.
       *[other] Exception: melds of { $opening_wild_list } laid as part of the side's initial meld may take wild cards in that turn, and a meld of them holding a wild card then counts as an ordinary meld.
    }
rule-opening-wild-ranks = Ranks that take wild cards in the initial meld
rule-upcard = The card turned up after the deal
rules-talons = { $talons_count ->
    [0] There are no talons.
   *[other] Talons: the player who makes a side's initial meld draws { $talons_list } cards from the stock after the discard that ends that turn (for the first side to meld, then the next); not when the initial meld took the pile, nor once fewer than 9 cards are left in the stock.
}
rule-talons = Talons (cards drawn after the initial meld)
rules-empty-pile-discard-ranks = { $empty_discard_count ->
        [0] Any card may be discarded onto an empty pile.
       *[other] Onto an empty pile (at the start of the hand, or after the pile was taken) you may not discard a card of these ranks: { $empty_discard_list }, unless your hand holds no natural card of another rank.
    }
rule-empty-pile-discard-ranks = Ranks not discarded onto an empty pile while other natural cards are held
