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

## Errori della riga di comando.
cli-what = { $what ->
    [position] posizione
   *[record] partita
}
cli-rule-form = --rule vuole CHIAVE=VALORE, non «{ $value }»
cli-file-folder = impossibile leggere { $what ->
    [position] la posizione
   *[record] la partita
} «{ $path }»: è una cartella, non un file
cli-file-too-large = { $path }: il file { $what ->
    [position] della posizione
   *[record] della partita
} supera { $mib } MiB
cli-file-unreadable = impossibile leggere { $what ->
    [position] la posizione
   *[record] la partita
} «{ $path }»: { $reason }
cli-file-not-utf8 = { $path }: non è un file { $what ->
    [position] di posizione
   *[record] di partita
}: il byte { $byte } non è testo UTF-8
cli-json-invalid = { $where }: non è JSON valido (riga { $line }, colonna { $column })
cli-json-deep = { $where }: JSON annidato troppo in profondità
cli-json-long-number = { $where }: contiene un numero troppo lungo
cli-games-hands-exclusive = --games e --hands si escludono: gioca partite (--games) o mani singole (--hands)
cli-at-least-one = { $option } deve valere almeno 1
cli-diff-needs-two = --diff vuole due regolamenti, per esempio «canasta rules --diff classic french» (o uno solo con --rule CHIAVE=VALORE)
cli-no-common-players = { $a } e { $b } non hanno nessun numero di giocatori in comune
cli-cannot-write = impossibile scrivere «{ $path }»: { $reason }
cli-folder-missing = impossibile scrivere «{ $path }»: la cartella «{ $folder }» non esiste
cli-unknown-bot = robot sconosciuto «{ $bot }»; possibili: { $valid }

## canasta tournament: le sue tabelle e righe.
tm-title = { $rules }, { $players } giocatori: { $deals ->
    [one] { $deals } smazzata
   *[other] { $deals } smazzate
} × { $seatings ->
    [one] { $seatings } disposizione
   *[other] { $seatings } disposizioni
}, seme { $seed }, { $seconds } s
tm-agent-rules = { $rules }, { $players } giocatori
tm-agent-intro = Agente `{ $agent }`, { $rules }: { $deals ->
    [one] { $deals } smazzata duplicata
   *[other] { $deals } smazzate duplicate
} (semi { $first }..{ $last }), ciascuna giocata una volta per disposizione; intervalli di confidenza al 95%.
tm-agent-baseline = avversario di riferimento
tm-agent-won = percentuale di vittorie (IC 95%)
tm-agent-margin = scarto per mano (IC 95%)
tm-bot = robot
tm-hands = mani
tm-won = vinte (IC 95%)
tm-margin = scarto per mano (IC 95%)
tm-elo = Elo
tm-ms = ms per decisione
tm-longest = ms max
tm-interval = { $value } (da { $lo } a { $hi })
tm-play-title = gioco per mano e tempo di decisione
tm-gifts = regali (presi)
tm-offered = pozzi offerti
tm-held = tris tenuti
tm-piles = pozzi (carte)
tm-went-out = chiusure
tm-ms-cpu = ms per decisione, reali (CPU)
tm-longest-cpu = ms max, reali (CPU)
tm-versus = { $a } contro { $b }: { $margin } punti a mano (da { $lo } a { $hi }), squadra contro squadra, { $deals ->
    [one] { $deals } smazzata
   *[other] { $deals } smazzate
}
tm-saved = risultati e { $games ->
    [one] { $games } partita registrata
   *[other] { $games } partite registrate
} salvati in { $path }
tm-progress = smazzate
tm-against = contro { $bot }
tm-bots-none = --bots vuole almeno un robot, per esempio --bots heuristic,random
tm-baselines-none = --bots vuole almeno un avversario di riferimento, per esempio --bots random,heuristic,hard
tm-backend-unknown = motore di esecuzione sconosciuto «{ $backend }»: usa process o ray
tm-address-ray = --address serve solo con --backend ray
tm-workers-min = --workers deve valere almeno 1

## canasta play: errori prima della partita, e la sua ultima riga.
play-delay-range = --delay deve essere tra 0 e 10 secondi
play-resume-options = --resume riprende una partita salvata con le sue regole, i suoi giocatori e il suo seme; non dare --rules, --players, --seed o --rule insieme
play-unknown-level = livello sconosciuto «{ $level }»; scegli tra: { $valid }
play-cannot-save = impossibile salvare la partita in «{ $path }»: { $reason }
play-needs-terminal = «canasta play» richiede un terminale interattivo (la partita è stata salvata in { $path })
play-needs-tui = il gioco nel terminale richiede l'extra «tui» (manca { $module }): pip install 'canasta[tui]'
play-saved = Partita salvata in { $path }.
cli-os-missing = file o cartella inesistente
cli-os-denied = permesso negato
cli-os-full = il disco è pieno
cli-os-folder = è una cartella

# canasta verify
cli-verify-hand = mano { $hand }: mazzo { $deck }, carta scoperta { $upcard }
cli-verify-seat = { cli-verify-hand }; posto { $seat }: { $cards }
cli-verify-fair = regolare: il seme corrisponde all'impegno { $commitment }, e { cli-moves-n } in { cli-hands-n } si rigiocano dalle sue distribuzioni
cli-seat-range = --seat deve essere tra 0 e { $top }

# --- backup (issue 38) ---
cli-verify-unchecked = non verificato: la registrazione corrisponde al proprio impegno { $commitment } e { cli-moves-n } in { cli-hands-n } si rigiocano, il che non prova nulla sul server: indica --commitment HASH come mostrato al tavolo
