## Game vocabulary shared by every front end (web, terminal, command line): cards, moves, the move
## log, counts, bot levels, rule sets and results.
##
## Card kinds reach these messages as $kind, one of: joker two three redthree four five six seven
## eight nine ten jack queen king ace wild (the meld of wild cards). $short is the kind as printed
## on the card (kind-*). kind-j/q/k/a must equal face-j/q/k/a: the label and the face agree.

## Short names: what the face shows and what the move notation uses.
kind-jk = Joker
kind-2 = 2
kind-3 = black 3
kind-3r = red 3
kind-4 = 4
kind-5 = 5
kind-6 = 6
kind-7 = 7
kind-8 = 8
kind-9 = 9
kind-10 = 10
kind-j = J
kind-q = Q
kind-k = K
kind-a = A
face-j = J
face-q = Q
face-k = K
face-a = A
face-jk = JK

## Names, for the cards' labels.
rank-2 = Two
rank-3 = Three
rank-4 = Four
rank-5 = Five
rank-6 = Six
rank-7 = Seven
rank-8 = Eight
rank-9 = Nine
rank-10 = Ten
rank-j = Jack
rank-q = Queen
rank-k = King
rank-a = Ace
suit-c = clubs
suit-d = diamonds
suit-h = hearts
suit-s = spades
card-facedown = face-down card
card-joker = Joker
# $rank is a rank-* name, $suit a suit letter (c d h s), $kind the card's kind.
card-label = { $kind ->
    [joker] Joker
   *[other] { $rank } of { suit-name }
}
suit-name = { $suit ->
    [c] clubs
    [d] diamonds
    [h] hearts
   *[s] spades
}

## One card as the object of a move ("Discard the 9") and of a past move in the log.
card-obj = { $kind ->
    [joker] the joker
    [two] the 2
    [three] the black 3
    [redthree] the red 3
    [jack] the jack
    [queen] the queen
    [king] the king
    [ace] the ace
   *[other] the { $short }
}
card-done = { card-obj }
# The pile's top card when it is not known (a replayed log).
pile-top-obj = the top card

## A side's meld of one kind, and the same meld as where a card goes ("to the 7s").
meld-of = { $kind ->
    [jack] jacks
    [queen] queens
    [king] kings
    [ace] aces
    [wild] wild cards
   *[other] { $short }s
}
meld-to = to the { meld-of }
meld-wild = wild meld
meld-mixed-canasta = mixed canasta
meld-natural-canasta = natural canasta
## A side's sequence of one suit (Samba, Bolivia): $suit c d h s, $n its number among the side's sequences
## of that suit, $sym the suit's sign; a new sequence's $cards low to high.
meld-seq = { $n ->
    [1] { suit-name } sequence
   *[other] { suit-name } sequence { $n }
}
meld-seq-to = to the { meld-seq }
meld-seq-canasta = samba (a sequence of seven)
move-meld-seq = Meld a sequence of { suit-name }: { $cards }
log-meld-seq = { $name } melded a sequence of { suit-name }: { $cards }

## Moves, as buttons. $card, $top are card-obj texts, $meld a meld-to text, $cards short kinds.
move-draw = Draw from the stock
move-take-lay = Take the pile, adding { $top } to your meld
move-take-on = Take the pile, adding { $top } { $meld }
move-take-with = Take the pile: { $top } with { $cards } from your hand
# the ways to take the pile, listed after "You can take the pile:" (no repeat of the verb)
way-take-with = { $top } with { $cards } from your hand
way-take-on = adding { $top } { $meld }
way-take-lay = adding { $top } to your meld
move-meld = Meld { $cards }
move-add = Add { $card } { $meld }
move-discard = Discard { $card }
move-ask = Ask your partner: may I go out?
move-yes = Yes
move-no = No
move-end = End the turn
move-deal = Deal the next hand

## The move log. $count is the number of cards taken with the pile.
log-draw = { $name } drew from the stock
log-take-with = { $name } took { log-pile } with { $cards }
log-take-lay = { $name } took { log-pile }, adding { $top } to their meld
log-take-on = { $name } took { log-pile }, adding { $top } { $meld }
# The pile taken, with its size when the log knows it ($count 0: not known).
log-pile = { $count ->
    [0] the pile
   *[other] the pile ({ cards-n })
}
log-meld = { $name } melded { $cards }
log-add = { $name } added { $card } { $meld }
meld-group-to = { meld-to } (group { $n })
move-join = Join the { meld-of } (group { $n }) to the first group
log-join = { $name } joined the { meld-of } (group { $n }) to the first group
log-discard = { $name } discarded { $card }
log-discard-talon = { $count ->
        [one] { $name } discarded { $card } and drew a talon of 1 card
       *[other] { $name } discarded { $card } and drew a talon of { $count } cards
    }
log-ask = { $name } asked: may I go out?
log-yes = { $name } answered yes
log-no = { $name } answered no
log-end = { $name } ended the turn
log-deal = { $name } deals
log-went-out = { $name } went out
log-went-out-concealed = { $name } went out concealed

## Counts.
cards-n = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
seat-cards = { $name }: { cards-n }
you = You

## Typed moves: the words each language accepts (space-separated; the English words are always
## accepted too), the help shown beside the box, and what an unknown word gets.
notation-words =
    .draw = draw
    .take = take
    .meld = meld
    .add = add
    .join = join
    .discard = discard
    .ask = ask
    .yes = yes
    .no = no
    .end = end
    .deal = deal
    .on = on
    .to = to
    .joker = jk joker
    .wild = w wild
notation-help = Type a move: draw · take 7 7 (take the pile with two 7s) · take on 7 (lay a wild top card on your 7s) · meld 7 7 7 · add 7 · add 2 to 7 · discard 9 · ask · end · deal. Cards: 4 to 10, J, Q, K, A, 2, 3 (black three), JK (joker); W is the meld of wild cards.
notation-unknown-word = “{ $word }” is not a move or a card here.
notation-empty = Type a move first.

## Computer players: what the player sees for each bot level.
# .short: the level in a seat's name, "Computer 2 (Beginner)" (the long name is the menu's)
level-random = Beginner (plays at random)
    .short = Beginner
level-heuristic = Rule-of-thumb player
level-ismcts = Strategist (thinks ahead)
    .short = Strategist
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
level-imported = Imported player

## Rule sets and side structures.
preset-classic = Classic
preset-french = French
preset-slovak = Slovak
preset-italian = Italian (Canastone)
preset-finnish = Finnish
partnership-solo = Every player for themselves
partnership-cutthroat = Cutthroat (two against one)
partnership-pairs = Pairs
partnership-trios = Two teams of three
partnership-trio-and-pair = A trio against a pair
partnership-trio-and-pair-rotate = A trio (one sits out in turn) against a pair
partnership-trios-rotate = Trios, one player of each sitting out in turn

## Why the pile cannot be taken, shown beside it.
pile-blocked-black3 = Blocked: a black three is on top
pile-blocked-wild = Blocked: a wild card is on top
pile-frozen = Frozen: take it only with a natural pair
pile-frozen-unopened = Frozen for your side until it has made its initial meld
pile-frozen-wild = Frozen by a wild card in it: take it only with a natural pair
pile-pozzo = Face-down cards lie under the top card (pozzo)
pile-top = top card

## "May I go out?"
ask-text = { $name } asks whether they may go out. Your answer binds them.
ask-title = May I go out?
ask-waiting = Waiting for your partner's answer…

## The end of a hand.
result-canasta-bonus = Canasta bonus
result-concealed-canasta-bonus = Canastas laid at once
result-ended-out = A player went out.
result-ended-pile = The hand ended: the pile could not be taken.
result-ended-stock = The hand ended: the stock ran out.
result-going-out = Going out
result-hand-over = Hand { $n } is over
result-in-hand = Cards left in hand
result-match-over = The game is over
result-melded = Cards melded
result-mixed-canastas = Mixed canastas
result-natural-canastas = Natural canastas
result-red3-points = Red three points
result-red-threes = Red threes
result-threes = Threes
result-three-points = Three points
result-total = Hand total
result-waiting-deal = Waiting for the next deal…
result-went-out = { $name } went out.
result-went-out-concealed = { $name } went out concealed (all at once)!
result-winner = Winner: { $names }
# between the items of a list on one line (the ways to take the pile, what a draw brought, the moves not yet confirmed)
list-sep = {"; "}
# a label before what it names ("Hint: ..."; French sets a no-break space before the colon)
label-colon = { $label }:

# --- variants (issue 42) ---
preset-american = Modern American
preset-samba = Samba
preset-bolivia = Bolivia

preset-handfoot = Hand and Foot
