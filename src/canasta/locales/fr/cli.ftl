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

## Erreurs de la ligne de commande.
cli-what = { $what ->
    [position] position
   *[record] partie
}
cli-rule-form = --rule attend CLÉ=VALEUR, pas « { $value } »
cli-file-folder = impossible de lire { $what ->
    [position] la position
   *[record] la partie
} « { $path } » : c'est un dossier, pas un fichier
cli-file-too-large = { $path } : le fichier de { $what ->
    [position] position
   *[record] partie
} dépasse { $mib } Mio
cli-file-unreadable = impossible de lire { $what ->
    [position] la position
   *[record] la partie
} « { $path } » : { $reason }
cli-file-not-utf8 = { $path } : ce n'est pas un fichier de { $what ->
    [position] position
   *[record] partie
} : l'octet { $byte } n'est pas du texte UTF-8
cli-json-invalid = { $where } : ce n'est pas du JSON valide (ligne { $line }, colonne { $column })
cli-json-deep = { $where } : JSON trop profondément imbriqué
cli-json-long-number = { $where } : un nombre y est trop long
cli-games-hands-exclusive = --games et --hands s'excluent : jouez des parties (--games) ou des donnes seules (--hands)
cli-at-least-one = { $option } doit valoir au moins 1
cli-diff-needs-two = --diff demande deux jeux de règles, par exemple « canasta rules --diff classic french » (ou un seul avec --rule CLÉ=VALEUR)
cli-no-common-players = { $a } et { $b } n'ont aucun nombre de joueurs en commun
cli-cannot-write = impossible d'écrire « { $path } » : { $reason }
cli-folder-missing = impossible d'écrire « { $path } » : le dossier « { $folder } » n'existe pas
cli-unknown-bot = robot inconnu « { $bot } » ; possibles : { $valid }

## canasta tournament : ses tableaux et ses lignes.
tm-title = { $rules }, { $players } joueurs : { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
} × { $seatings ->
    [one] { $seatings } placement
   *[other] { $seatings } placements
}, graine { $seed }, { $seconds } s
tm-agent-rules = { $rules }, { $players } joueurs
tm-agent-intro = Agent `{ $agent }`, { $rules } : { $deals ->
    [one] { $deals } donne dupliquée
   *[other] { $deals } donnes dupliquées
} (graines { $first }..{ $last }), chacune jouée une fois par placement ; intervalles de confiance à 95 %.
tm-agent-baseline = adversaire de référence
tm-agent-won = taux de victoire (IC 95 %)
tm-agent-margin = écart par donne (IC 95 %)
tm-bot = robot
tm-hands = donnes
tm-won = gagnées (IC 95 %)
tm-margin = écart par donne (IC 95 %)
tm-elo = Elo
tm-ms = ms par décision
tm-longest = ms max
tm-interval = { $value } ({ $lo } à { $hi })
tm-play-title = jeu par donne et temps de décision
tm-gifts = cadeaux (pris)
tm-offered = rebuts offerts
tm-held = séries gardées
tm-piles = rebuts (taille)
tm-went-out = a fini
tm-ms-cpu = ms par décision, réel (CPU)
tm-longest-cpu = ms max, réel (CPU)
tm-versus = { $a } contre { $b } : { $margin } points par donne ({ $lo } à { $hi }), équipe contre équipe, { $deals ->
    [one] { $deals } donne
   *[other] { $deals } donnes
}
tm-saved = résultats et { $games ->
    [one] { $games } partie enregistrée
   *[other] { $games } parties enregistrées
} dans { $path }
tm-progress = donnes
tm-against = contre { $bot }
tm-bots-none = --bots demande au moins un robot, par exemple --bots heuristic,random
tm-baselines-none = --bots demande au moins un adversaire de référence, par exemple --bots random,heuristic,hard
tm-backend-unknown = moteur d'exécution inconnu « { $backend } » : utilisez process ou ray
tm-address-ray = --address ne sert qu'avec --backend ray
tm-workers-min = --workers doit valoir au moins 1

## canasta play : erreurs avant la partie, et sa dernière ligne.
play-delay-range = --delay doit être compris entre 0 et 10 secondes
play-resume-options = --resume reprend une partie enregistrée avec ses propres règles, joueurs et graine ; ne donnez pas --rules, --players, --seed ni --rule avec lui
play-unknown-level = niveau inconnu « { $level } » ; choisissez parmi : { $valid }
play-cannot-save = impossible d'enregistrer la partie dans « { $path } » : { $reason }
play-needs-terminal = « canasta play » demande un terminal interactif (la partie a été enregistrée dans { $path })
play-needs-tui = le jeu en terminal demande l'extra « tui » ({ $module } manque) : pip install 'canasta[tui]'
play-saved = Partie enregistrée dans { $path }.
cli-os-missing = fichier ou dossier introuvable
cli-os-denied = accès refusé
cli-os-full = le disque est plein
cli-os-folder = c'est un dossier

# canasta verify
cli-verify-hand = donne { $hand } : paquet { $deck }, carte retournée { $upcard }
cli-verify-seat = { cli-verify-hand } ; place { $seat } : { $cards }
cli-verify-fair = équitable : la graine correspond à l'engagement { $commitment }, et { cli-moves-n } en { cli-hands-n } se rejouent à partir de ses donnes
cli-seat-range = --seat doit aller de 0 à { $top }

# --- backup (issue 38) ---
cli-verify-unchecked = non vérifié : l'enregistrement correspond à son propre engagement { $commitment } et { cli-moves-n } en { cli-hands-n } se rejouent, ce qui ne prouve rien sur le serveur : donnez --commitment HASH tel qu'affiché à la table
