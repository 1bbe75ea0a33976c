# Hints: a suggested move and its reason (canasta.bots.hints). Owned by branch bots-16.
# $rank / $target: joker, two, three (black three), four .. ten, jack, queen, king, ace; $target also wild (the wild meld).
# hint-the-rank, hint-ranks, hint-ranks-pair, hint-ranks-lay and hint-your-target are pieces of the other messages.

hint-the-rank = { $rank ->
    [joker] the joker
    [two] the two
    [three] the black three
    [jack] the jack
    [queen] the queen
    [king] the king
    [ace] the ace
    [four] the 4
    [five] the 5
    [six] the 6
    [seven] the 7
    [eight] the 8
    [nine] the 9
    [ten] the 10
   *[other] the card
}

hint-ranks = { $rank ->
    [joker] jokers
    [two] twos
    [three] black threes
    [jack] jacks
    [queen] queens
    [king] kings
    [ace] aces
    [four] 4s
    [five] 5s
    [six] 6s
    [seven] 7s
    [eight] 8s
    [nine] 9s
    [ten] 10s
   *[other] cards
}

hint-ranks-pair = { $rank ->
    [joker] jokers
    [two] twos
    [three] black threes
    [jack] jacks
    [queen] queens
    [king] kings
    [ace] aces
    [four] 4s
    [five] 5s
    [six] 6s
    [seven] 7s
    [eight] 8s
    [nine] 9s
    [ten] 10s
   *[other] cards
}

hint-ranks-lay = { $rank ->
    [joker] jokers
    [two] twos
    [three] black threes
    [jack] jacks
    [queen] queens
    [king] kings
    [ace] aces
    [four] 4s
    [five] 5s
    [six] 6s
    [seven] 7s
    [eight] 8s
    [nine] 9s
    [ten] 10s
    [wild] wild cards
   *[other] cards
}

hint-your-target = { $target ->
    [joker] your jokers
    [two] your twos
    [three] your black threes
    [jack] your jacks
    [queen] your queens
    [king] your kings
    [ace] your aces
    [four] your 4s
    [five] your 5s
    [six] your 6s
    [seven] your 7s
    [eight] your 8s
    [nine] your 9s
    [ten] your 10s
    [wild] your wild meld
   *[other] your meld
}

hint-draw = draw from the stock: the pile ({ $count ->
    [one] one card
   *[other] { $count } cards
}) is not worth taking
hint-draw-frozen = draw from the stock: the pile is frozen and you hold no natural pair of its top card
hint-draw-no-take = draw from the stock: you cannot take the pile with what you hold
# the pile is taken only by a side that has opened (IT-18)
hint-draw-unopened = draw from the stock: your side may take the pile only once it has opened
hint-take = take the pile: { $count ->
    [one] one card
   *[other] { $count } cards
} and a meld of { hint-ranks-lay }
hint-meld-open = lay { $cards } to open: { $points } points, { $minimum } needed
hint-meld-open-part = lay { $cards } to begin the opening: { $points } of the { $minimum } points it needs, more melds follow this turn
hint-meld = lay { $cards }: { $points } points on the table before the hand can end
hint-add-canasta = add { hint-the-rank } to { hint-your-target }: it completes a canasta
hint-add = add { hint-the-rank } to { hint-your-target }: { $count ->
    [0] a canasta already
    [one] one card short of a canasta
   *[other] { $count } cards short of a canasta
}
hint-discard-out = discard { hint-the-rank } and go out
hint-discard-freeze = discard { hint-the-rank }: a wild card freezes the pile of { $count } cards
hint-discard-block = discard { hint-the-rank }: the next player cannot take the pile
# the pile frozen for the next player's side: for everyone, or only until that side opens
hint-pile-frozen = { $frozen ->
    [unopened] the pile is frozen for them until they open
   *[all] the pile is frozen
}
hint-discard-frozen = discard { hint-the-rank }: { $opponents ->
    [1] your opponent has not
    [2] neither opponent has
   *[other] no opponent has
} melded { hint-ranks }, and { hint-pile-frozen }
hint-discard-frozen-pair = discard { hint-the-rank }: { hint-pile-frozen }, so the next player needs two { hint-ranks-pair } to take it
hint-discard-seen = discard { hint-the-rank }: { $seen } of them are in sight, so the next player is unlikely to hold two
hint-discard-safe = discard { hint-the-rank }: { $opponents ->
    [1] your opponent has not
    [2] neither opponent has
   *[other] no opponent has
} melded { hint-ranks }, and the next player is unlikely to hold a pair
hint-discard-risky = discard { hint-the-rank }: every discard is a risk, and this one is the smallest
hint-ask = ask your partner "May I go out?": your hand can be melded out, and your partner holds { $partner_cards ->
    [one] one card
   *[other] { $partner_cards } cards
}
hint-answer-yes = answer yes: { $why ->
    [wins-match] going out now wins the match
    [stock-low] the stock is running out
    [opponent-close] an opponent is close to going out
    [hand-cheap] your hand costs few points
    [ahead] your side is ahead on this hand
   *[other] ending the hand now suits your side
}
hint-answer-no = answer no: { $why ->
    [can-meld] you can still lay down many of your { $cards } cards
    [behind] your side is behind on this hand
   *[other] going on suits your side better
}
hint-end = end your turn
hint-move = play { $move }
