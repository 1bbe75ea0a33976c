## La riga di comando (canasta ...).

cli-error = errore: { $message }
cli-move-refused = mossa { $n } («{ $move }»): { $reason }
cli-moves-n = { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}
cli-hands-n = { $hands ->
    [one] { $hands } mano
   *[other] { $hands } mani
}
cli-replayed = { $moves ->
    [one] { cli-moves-n } rigiocata
   *[other] { cli-moves-n } rigiocate
}, { cli-hands-n }; punteggi { $scores }; { $outcome }
cli-winner-team = vince: squadra { $team }
cli-not-finished = partita non finita
cli-simulated-matches = { $matches ->
    [one] { $matches } partita
   *[other] { $matches } partite
}, { cli-hands-n } ({ $mean } per partita, al massimo { $max }), { cli-moves-n } in { $seconds } s
cli-simulated-hands = { cli-hands-n }, { cli-moves-n } in { $seconds } s
cli-simulated-unfinished = { $unfinished ->
    [one] { $unfinished } partita non aveva raggiunto il traguardo dopo { $max_hands } mani ed è stata fermata
   *[other] { $unfinished } partite non avevano raggiunto il traguardo dopo { $max_hands } mani e sono state fermate
} (giocatori a caso possono perdere punti a ogni mano)
cli-speed = { $moves_per_second } mosse/s, { $hands_per_second } mani/s
cli-params-title = { $preset }, { $players } giocatori (numeri di giocatori: { $counts })
cli-diff-title = { $a } contro { $b }, { $players } giocatori: { $count ->
    [one] { $count } differenza
   *[other] { $count } differenze
}
cli-none = (nessuno)
