## Why a move is refused, and what the table shows (canasta.reasons; docs/reasons.md).
## Owned by branch arch-19. Variables: $count $needed $have $minimum $missing (numbers),
## $kind (a card kind, as the players of the language name it), $meld (a meld: a kind, or W for
## the wild meld), $move (a move in the notation).

reason-match-over = The match is over.
reason-hand-over = The hand is over; the only move is to deal the next one.
reason-deal-not-now = The next hand is dealt only when this one is over.
reason-answer-pending = Your partner must first answer “May I go out?” with yes or no.
reason-nothing-asked = Nobody has asked “May I go out?”.
reason-already-drawn = You have already drawn or taken the pile this turn.
reason-draw-first = Your turn starts with a draw from the stock or by taking the pile.
reason-draw-before-melding = Draw (or take the pile) before melding.
reason-opening-before-draw = Your opening from the hand must reach { $minimum } points before you draw.
reason-stock-empty = The stock is empty: take the pile, whose top card fits a meld of your side.
reason-end-not-allowed = You may end the turn without a discard only after drawing a red three as the last card of the stock.
reason-not-in-hand = Your hand does not hold { $count } { $count ->
    [one] card
   *[other] cards
} of the kind { $kind }.
reason-take-not-in-hand = Your hand does not hold those cards.
reason-ask-no-partner = Only a player with a partner may ask “May I go out?”.
reason-ask-once = You may ask “May I go out?” only once per turn.
reason-ask-before-melding = Ask “May I go out?” before you meld in this turn.
reason-ask-cannot-go-out = Ask only when you can go out this turn.
reason-no-discard-after-red-three = After a red three as the last card of the stock you may not discard: end the turn.
reason-opening-before-discard = Your initial meld must reach { $minimum } points before you discard.
reason-must-go-out = Your partner said yes: you must go out this turn.
reason-closing-discard = Your last discard may be neither a black three nor a wild card.
reason-empty-pile-discard = You may not discard a { $kind } onto an empty pile while your hand holds a natural card of another rank.
reason-wild-meld-stop-discard = While your side’s wild meld is not a canasta, you may not discard a wild card or a black three.
reason-meld-one-rank = A meld is of one rank only.
reason-meld-red-three = Red threes are never melded.
reason-wild-meld-not-allowed = A meld of wild cards only is not allowed in these rules.
reason-wild-meld-after-opening = A meld of wild cards is laid only once your side has made its initial meld.
reason-meld-exists = Your side already has a meld of { $meld ->
    [W] wild cards
   *[other] { $meld }
}: add to it instead.
reason-black-three-never = Black threes are never melded in these rules.
reason-black-three-wilds = Black threes are melded without wild cards.
reason-black-three-going-out = Black threes may be melded only by a player who goes out in this turn.
reason-meld-shape = A meld needs at least two natural cards and no more wild cards than allowed.
reason-no-such-meld = Cards are added only to your own side’s melds, and it has no meld of { $meld ->
    [W] wild cards
   *[other] { $meld }
}.
reason-too-many-wilds = The meld would hold too many wild cards.
reason-opening-drawn-cards = Cards drawn this turn cannot be used for your opening until the next turn.
reason-opening-naturals-only = The initial meld is made with natural cards only.
reason-opening-pending = Your initial meld must reach { $minimum } points with cards from your hand first.
reason-opening-unreachable = Your initial meld must reach { $minimum } points this turn, and after this meld it no longer can.
reason-empty-before-draw = You may not empty your hand before drawing.
reason-keep-a-card = Your side lacks the canastas to go out, so you must keep a card to discard.
reason-last-card-stuck = Your last card could then be neither discarded nor melded to go out.
reason-move-not-possible = “{ $move }” is not possible now.
reason-pile-empty = The pile is empty.
reason-pile-before-opening = The pile can be taken only after your side has made its initial meld.
reason-pile-black-three = A black three on top of the pile blocks it.
reason-pile-one-card = A player holding one card may not take a pile of one card.
reason-pile-wild-on-top = The pile cannot be taken while a wild card is on top.
reason-pile-wild-three = With a { $kind } on top, the pile is taken only with three cards of the same kind.
reason-pile-frozen-unopened = Your side has not melded yet, so the top card must be melded with a natural pair from your hand.
reason-pile-frozen = The pile is frozen, so the top card must be melded with a natural pair from your hand.
reason-pozzo-black-three = With a black three an opponent discarded in the pozzo, it is taken only with three natural cards of the top card’s rank.
reason-pozzo-pair = The pozzo is taken only with a natural pair of the top card’s rank.
reason-pile-no-meld = Your side has no meld of the top card’s rank to lay it on.
reason-pile-take-shape = The top card must be melded with a natural pair, with a natural and a wild card, or laid on your side’s meld.
reason-pile-no-meld-for-top = Your side has no meld of that rank to lay the top card on.
reason-pile-meld-invalid = The top card and those cards do not make a valid meld.
reason-pile-too-many-wilds = That would put too many wild cards in the meld.
reason-pile-opening-unreachable = With the top card and cards from your hand your side cannot reach its initial minimum of { $minimum } points this turn.
reason-pile-hand-too-small = Your hand would be left with too few cards.
reason-pile-keep-a-card = A side without the canastas to go out must keep a card after discarding.
reason-pile-not-now = The pile cannot be taken that way now.
reason-go-out-canastas = To go out your side needs { $needed } { $needed ->
    [one] canasta
   *[other] canastas
}; it has { $have }.
reason-go-out-kinds = To go out your side needs a natural and a mixed canasta.
reason-go-out-natural = To go out your side needs a natural canasta.
reason-go-out-wild-meld = Your side’s wild meld is not a canasta yet, so it may not go out.
reason-go-out-refused = Your partner said no: you may not go out this turn.
reason-frozen-by-wild = The pile is frozen: a wild card lies in it.
reason-frozen-by-upcard = The pile is frozen by the card turned up at the start.
reason-frozen-by-black-three = The pile is frozen by a black three discarded into it.
reason-frozen-unopened = The pile is frozen for your side until it has made its initial meld.
reason-blocked-by-black-three = A black three on top blocks the pile for this turn.
reason-blocked-by-wild = A wild card on top blocks the pile.
reason-wild-on-top-three = A { $kind } on top: the pile is taken only with three cards of the same kind.
reason-pozzo-holds-black-three = A black three an opponent discarded lies in the pozzo: it is taken only with three natural cards of the top card’s rank.
reason-pozzo-face-down = { $count } { $count ->
    [one] card lies
   *[other] cards lie
} face down under the top card (the pozzo).
reason-pile-after-opening = The pile can be taken only after your side has made its initial meld.
reason-opening-needs = Your initial meld needs { $minimum } points; { $missing } { $missing ->
    [one] point is
   *[other] points are
} still missing.
reason-go-out-needs-permission = In partnership play you go out only with your partner’s permission: ask “May I go out?” before melding.
reason-keep-a-card-pure-impure = To close, your side needs { $needed } canastas, a natural and a mixed one, so you must keep a card to discard.
reason-keep-a-card-natural = To close, your side needs a natural canasta, so you must keep a card to discard.
reason-cannot-meld-out = The cards left could not all be melded, with at most one discard, to go out.
reason-pile-take-pair-or-meld = The top card must be melded with a natural pair or laid on your side’s meld.
reason-pile-wild-top-shape = A wild top card must be laid at once, on a meld of your side or with a natural pair.
reason-new-meld-wilds = A new meld holds at most { $count } { $count ->
    [one] wild card
   *[other] wild cards
}.
reason-first-turn-wilds = A meld holds at most { $count } { $count ->
    [one] wild card
   *[other] wild cards
} at the end of the turn in which it is first laid.
reason-ask-not-needed = You may go out now without asking.
reason-black-three-never-close = Black threes are never melded nor used to close.
reason-cannot-go-out = You could not go out this turn.

# --- engine (issue 40) ---
reason-black-three-must-go-out = You melded black threes, which is allowed only when going out: you must go out this turn.
reason-cutthroat-merge-wilds = This would make the other two players partners, and their melds of { $meld } together would hold more wild cards than a meld may.

# --- variants (issue 42) ---
reason-wild-free-rank = Melds of { $meld } take no wild card in these rules.
reason-pile-onto-canasta = The top card is never laid on a canasta ({ $meld }); take the pile with a natural pair.
reason-sequence-shape = A sequence is three cards of one suit in order ({ $suit }).
reason-sequence-wild = A sequence never holds a wild card ({ $meld }).
reason-sequence-end = { $kind } does not extend the sequence { $meld }: only the card just below or above it in its suit does.
reason-sequence-full = The sequence { $meld } is a samba of seven cards and takes no more.
reason-meld-closed = A meld holds seven cards at most in these rules, so the meld of { $meld } ({ $size } cards) takes no more: a complete canasta closes its rank.
reason-group-limit = Your side already holds { $count } groups of { $meld }, the most these rules allow: add to one of them.
reason-group-not-closed = A further group of { $meld } is started only once every group of it on your side's table is closed at seven cards: add to the open one.
reason-join-not-allowed = Groups of one rank are never joined in these rules.
reason-join-invalid = Joined, { $meld } and { $into } would hold { $naturals } natural and { $wilds } wild cards, which is not a valid group.
reason-wild-canasta-full = The meld of wild cards { $meld } is a bolivia of seven cards and takes no more.
reason-go-out-escalera = To go out, { $needed } of your side’s canastas must be sequences of seven (an escalera).

reason-go-out-books = To go out, your side needs { $naturals } natural and { $mixed } mixed canastas; it has { $have_naturals } and { $have_mixed }.
reason-go-out-foot = You go out only when playing from your foot: use up your hand first.
reason-keep-a-card-books = To go out your side needs { $needed } canastas, { $naturals } of them natural and { $mixed } mixed, so keep a card to discard.
reason-go-out-side-foot = You go out only when every player of your side plays from the foot.
