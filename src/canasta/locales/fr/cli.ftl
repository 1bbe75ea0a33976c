## La ligne de commande (canasta ...).

cli-error = erreur : { $message }
cli-move-refused = coup { $n } (« { $move } ») : { $reason }
cli-moves-n = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
cli-hands-n = { $hands ->
    [one] { $hands } donne
   *[other] { $hands } donnes
}
cli-replayed = { cli-moves-n } rejoués, { cli-hands-n } ; scores { $scores } ; { $outcome }
cli-winner-team = vainqueur : équipe { $team }
cli-not-finished = partie inachevée
cli-simulated-matches = { $matches ->
    [one] { $matches } partie
   *[other] { $matches } parties
}, { cli-hands-n } ({ $mean } par partie, au plus { $max }), { cli-moves-n } en { $seconds } s
cli-simulated-hands = { cli-hands-n }, { cli-moves-n } en { $seconds } s
cli-simulated-unfinished = { $unfinished ->
    [one] { $unfinished } partie n'avait pas atteint le score visé après { $max_hands } donnes et a été arrêtée
   *[other] { $unfinished } parties n'avaient pas atteint le score visé après { $max_hands } donnes et ont été arrêtées
} (des joueurs au hasard peuvent perdre des points à chaque donne)
cli-speed = { $moves_per_second } coups/s, { $hands_per_second } donnes/s
cli-params-title = { $preset }, { $players } joueurs (nombres de joueurs : { $counts })
cli-diff-title = { $a } contre { $b }, { $players } joueurs : { $count ->
    [one] { $count } différence
   *[other] { $count } différences
}
cli-none = (aucune)
