# Hints: a suggested move and its reason (canasta.bots.hints). Owned by branch bots-16.
# $rank / $target: joker, two, three (black three), four .. ten, jack, queen, king, ace; $target also wild (the wild meld).
# hint-the-rank, hint-ranks, hint-ranks-pair, hint-ranks-lay and hint-your-target are pieces of the other messages.

hint-the-rank = { $rank ->
    [joker] le joker
    [two] le deux
    [three] le trois noir
    [jack] le valet
    [queen] la dame
    [king] le roi
    [ace] l’as
    [four] le 4
    [five] le 5
    [six] le 6
    [seven] le 7
    [eight] le 8
    [nine] le 9
    [ten] le 10
   *[other] la carte
}

hint-ranks = { $rank ->
    [joker] de jokers
    [two] de deux
    [three] de trois noirs
    [jack] de valets
    [queen] de dames
    [king] de rois
    [ace] d’as
    [four] de 4
    [five] de 5
    [six] de 6
    [seven] de 7
    [eight] de 8
    [nine] de 9
    [ten] de 10
   *[other] de cartes
}

hint-ranks-pair = { $rank ->
    [joker] jokers
    [two] deux
    [three] trois noirs
    [jack] valets
    [queen] dames
    [king] rois
    [ace] as
    [four] 4
    [five] 5
    [six] 6
    [seven] 7
    [eight] 8
    [nine] 9
    [ten] 10
   *[other] cartes
}

hint-ranks-lay = { $rank ->
    [joker] de jokers
    [two] de deux
    [three] de trois noirs
    [jack] de valets
    [queen] de dames
    [king] de rois
    [ace] d’as
    [four] de 4
    [five] de 5
    [six] de 6
    [seven] de 7
    [eight] de 8
    [nine] de 9
    [ten] de 10
    [wild] de cartes volantes
   *[other] de cartes
}

hint-your-target = { $target ->
    [joker] vos jokers
    [two] vos deux
    [three] vos trois noirs
    [jack] vos valets
    [queen] vos dames
    [king] vos rois
    [ace] vos as
    [four] vos 4
    [five] vos 5
    [six] vos 6
    [seven] vos 7
    [eight] vos 8
    [nine] vos 9
    [ten] vos 10
    [wild] votre série de cartes volantes
   *[other] votre combinaison
}

hint-draw = piochez : le rebut ({ $count ->
    [one] une carte
   *[other] { $count } cartes
}) ne vaut pas la peine d’être pris
hint-draw-frozen = piochez : le rebut est gelé et vous n’avez pas de paire naturelle de sa carte du dessus
hint-draw-no-take = piochez : vous ne pouvez pas prendre le rebut avec vos cartes
# the pile is taken only by a side that has opened (IT-18)
hint-draw-unopened = piochez : votre équipe ne peut prendre le rebut qu’une fois ouverte
hint-take = prenez le rebut : { $count ->
    [one] une carte
   *[other] { $count } cartes
} et une combinaison { hint-ranks-lay }
hint-meld-open = posez { $cards } pour ouvrir : { $points } points, il en faut { $minimum }
hint-meld-open-part = posez { $cards } pour commencer l’ouverture : { $points } des { $minimum } points requis, d’autres combinaisons suivent ce tour-ci
hint-meld = posez { $cards } : { $points } points sur la table avant que la donne ne se termine
hint-add-canasta = ajoutez { hint-the-rank } à { hint-your-target } : cela complète une canasta
hint-add = ajoutez { hint-the-rank } à { hint-your-target } : { $count ->
    [0] c’est déjà une canasta
    [one] il manque une carte pour une canasta
   *[other] il manque { $count } cartes pour une canasta
}
hint-discard-out = défaussez { hint-the-rank } et sortez
hint-discard-freeze = défaussez { hint-the-rank } : une carte volante gèle le rebut de { $count } cartes
hint-discard-block = défaussez { hint-the-rank } : le joueur suivant ne peut pas prendre le rebut
# the pile frozen for the next player's side: for everyone, or only until that side opens
hint-pile-frozen = { $frozen ->
    [unopened] le rebut est gelé pour eux tant qu’ils n’ont pas ouvert
   *[all] le rebut est gelé
}
hint-discard-frozen = défaussez { hint-the-rank } : { $opponents ->
    [1] votre adversaire n’a pas posé
   *[other] aucun adversaire n’a posé
} { hint-ranks }, et { hint-pile-frozen }
hint-discard-frozen-pair = défaussez { hint-the-rank } : { hint-pile-frozen }, le joueur suivant a donc besoin de deux { hint-ranks-pair } pour le prendre
hint-discard-seen = défaussez { hint-the-rank } : { $seen } sont déjà visibles, le joueur suivant n’en a donc probablement pas deux
hint-discard-safe = défaussez { hint-the-rank } : { $opponents ->
    [1] votre adversaire n’a pas posé
   *[other] aucun adversaire n’a posé
} { hint-ranks }, et le joueur suivant n’en a probablement pas une paire
hint-discard-risky = défaussez { hint-the-rank } : toute défausse est risquée, et celle-ci l’est le moins
hint-ask = demandez à votre partenaire « Puis-je sortir ? » : vous pouvez poser toute votre main, et votre partenaire a { $partner_cards ->
    [one] une carte
   *[other] { $partner_cards } cartes
}
hint-answer-yes = répondez oui : { $why ->
    [wins-match] sortir maintenant gagne la partie
    [stock-low] le talon s’épuise
    [opponent-close] un adversaire est près de sortir
    [hand-cheap] votre main coûte peu de points
    [ahead] votre camp mène dans cette donne
   *[other] finir la donne maintenant avantage votre camp
}
hint-answer-no = répondez non : { $why ->
    [can-meld] vous pouvez encore poser une bonne partie de vos { $cards } cartes
    [behind] votre camp est mené dans cette donne
   *[other] continuer sert mieux votre camp
}
hint-end = terminez votre tour
hint-move = jouez { $move }
