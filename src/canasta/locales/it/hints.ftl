# Hints: a suggested move and its reason (canasta.bots.hints). Owned by branch bots-16.
# $rank / $target: joker, two, three (black three), four .. ten, jack, queen, king, ace; $target also wild (the wild meld).
# hint-the-rank, hint-ranks, hint-ranks-pair, hint-ranks-lay and hint-your-target are pieces of the other messages.

hint-the-rank = { $rank ->
    [joker] il jolly
    [two] la pinella
    [three] il tre nero
    [jack] il fante
    [queen] la donna
    [king] il re
    [ace] l’asso
    [eight] l’8
    [four] il 4
    [five] il 5
    [six] il 6
    [seven] il 7
    [nine] il 9
    [ten] il 10
   *[other] la carta
}

hint-ranks = { $rank ->
    [joker] jolly
    [two] pinelle
    [three] tre neri
    [jack] fanti
    [queen] donne
    [king] re
    [ace] assi
    [four] 4
    [five] 5
    [six] 6
    [seven] 7
    [eight] 8
    [nine] 9
    [ten] 10
   *[other] carte
}

hint-ranks-pair = { $rank ->
    [joker] jolly
    [two] pinelle
    [three] tre neri
    [jack] fanti
    [queen] donne
    [king] re
    [ace] assi
    [four] 4
    [five] 5
    [six] 6
    [seven] 7
    [eight] 8
    [nine] 9
    [ten] 10
   *[other] carte
}

hint-ranks-lay = { $rank ->
    [joker] jolly
    [two] pinelle
    [three] tre neri
    [jack] fanti
    [queen] donne
    [king] re
    [ace] assi
    [four] 4
    [five] 5
    [six] 6
    [seven] 7
    [eight] 8
    [nine] 9
    [ten] 10
    [wild] matte
   *[other] carte
}

hint-your-target = { $target ->
    [joker] ai tuoi jolly
    [two] alle tue pinelle
    [three] ai tuoi tre neri
    [jack] ai tuoi fanti
    [queen] alle tue donne
    [king] ai tuoi re
    [ace] ai tuoi assi
    [four] ai tuoi 4
    [five] ai tuoi 5
    [six] ai tuoi 6
    [seven] ai tuoi 7
    [eight] ai tuoi 8
    [nine] ai tuoi 9
    [ten] ai tuoi 10
    [wild] alla tua combinazione di matte
   *[other] alla tua combinazione
}

hint-draw = pesca dal mazzo: non conviene prendere il pozzo ({ $count ->
    [one] una carta
   *[other] { $count } carte
})
hint-draw-frozen = pesca dal mazzo: il pozzo è congelato e non hai una coppia naturale della carta in cima
hint-draw-no-take = pesca dal mazzo: con le tue carte non puoi prendere il pozzo
# the pile is taken only by a side that has opened (IT-18)
hint-draw-unopened = pesca dal mazzo: la tua squadra può prendere il pozzo solo dopo aver aperto
hint-take = prendi il pozzo: { $count ->
    [one] una carta
   *[other] { $count } carte
} e una combinazione di { hint-ranks-lay }
hint-meld-open = cala { $cards } per aprire: { $points } punti, ne servono { $minimum }
hint-meld-open-part = cala { $cards } per iniziare l’apertura: { $points } dei { $minimum } punti richiesti, altre combinazioni seguono in questo turno
hint-meld = cala { $cards }: { $points } punti sul tavolo prima che la mano finisca
hint-add-canasta = aggiungi { hint-the-rank } { hint-your-target }: completa una canasta
hint-add = aggiungi { hint-the-rank } { hint-your-target }: { $count ->
    [0] è già una canasta
    [one] manca una carta alla canasta
   *[other] mancano { $count } carte alla canasta
}
hint-discard-out = scarta { hint-the-rank } e chiudi
hint-discard-freeze = scarta { hint-the-rank }: una matta congela il pozzo di { $count } carte
hint-discard-block = scarta { hint-the-rank }: il giocatore successivo non può prendere il pozzo
# the pile frozen for the next player's side: for everyone, or only until that side opens
hint-pile-frozen = { $frozen ->
    [unopened] il pozzo è congelato per loro finché non aprono
   *[all] il pozzo è congelato
}
hint-discard-frozen = scarta { hint-the-rank }: { $opponents ->
    [1] il tuo avversario non ha calato
   *[other] nessun avversario ha calato
} { hint-ranks }, e { hint-pile-frozen }
hint-discard-frozen-pair = scarta { hint-the-rank }: { hint-pile-frozen }, quindi al giocatore successivo servono due { hint-ranks-pair } per prenderlo
hint-discard-seen = scarta { hint-the-rank }: { $seen } sono già in vista, quindi è improbabile che il giocatore successivo ne abbia due
hint-discard-safe = scarta { hint-the-rank }: { $opponents ->
    [1] il tuo avversario non ha calato
   *[other] nessun avversario ha calato
} { hint-ranks }, ed è improbabile che il giocatore successivo ne abbia una coppia
hint-discard-risky = scarta { hint-the-rank }: ogni scarto è un rischio, e questo è il minore
hint-ask = chiedi al tuo compagno «Posso chiudere?»: puoi calare tutta la mano, e il tuo compagno ha { $partner_cards ->
    [one] una carta
   *[other] { $partner_cards } carte
}
hint-answer-yes = rispondi sì: { $why ->
    [wins-match] chiudere ora vince la partita
    [stock-low] il mazzo sta finendo
    [opponent-close] un avversario sta per chiudere
    [hand-cheap] la tua mano vale pochi punti
    [ahead] la tua squadra è in vantaggio in questa mano
   *[other] chiudere ora conviene alla tua squadra
}
hint-answer-no = rispondi no: { $why ->
    [can-meld] puoi ancora calare molte delle tue { $cards } carte
    [behind] la tua squadra è in svantaggio in questa mano
   *[other] continuare conviene di più alla tua squadra
}
hint-end = termina il turno
hint-move = gioca { $move }
