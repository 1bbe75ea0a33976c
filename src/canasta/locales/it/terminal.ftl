## Il gioco nel terminale (canasta play). Le tue mosse sono dette alla seconda persona (tu).

tui-you-draw = Hai pescato dal mazzo
tui-you-take-with = Hai preso { log-pile } con { $cards }
tui-you-take-lay = Hai preso { log-pile } aggiungendo { $top } alla tua combinazione
tui-you-take-on = Hai preso { log-pile } aggiungendo { $top } { $meld }
tui-you-meld = Hai calato { $cards }
tui-you-meld-seq = Hai calato una scala di { suit-name }: { $cards }
tui-you-add = Hai aggiunto { $card } { $meld }
tui-you-join = Hai unito { meld-of } (combinazione { $n }) alla prima combinazione
tui-you-discard = Hai scartato { $card }
tui-you-ask = Hai chiesto a { $partner }: posso chiudere?
tui-you-yes = Hai risposto sì
tui-you-no = Hai risposto no
tui-you-end = Hai terminato il turno
tui-you-went-out = Hai chiuso
tui-you-went-out-concealed = Hai chiuso in mano

tui-new-match = Nuova partita ({ $preset }), { $players } giocatori, robot: { $level }, seme { $seed }.
tui-resumed = Ripresa dopo { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
} (mano { $hand }).
tui-note = Nota: { $note }.
tui-level-missing = il livello «{ $level }» non c'è in questa versione; i robot giocano al livello «{ $fallback }»
tui-hand-start = Mano { $hand }: { $dealer }; giocano: { $who }.
tui-you-deal = distribuisci tu
tui-deals = { $name } distribuisce
tui-sit-out = In questa mano stai fuori; la giocano i robot.
tui-red3-laid = { $name }: { $count ->
    [one] un 3 rosso calato
    [2] due 3 rossi calati
    [3] tre 3 rossi calati
    [4] quattro 3 rossi calati
    [5] cinque 3 rossi calati
    [6] sei 3 rossi calati
   *[other] { $count } 3 rossi calati
}: { $cards }.
tui-drawn = hai ricevuto { $cards }
# the talon drawn after the discard that ends a side's initial meld (MA-3)
tui-talon-drawn = { $count ->
        [one] tallone: 1 carta pescata
       *[other] tallone: { $count } carte pescate
    }
tui-pile-seen = nel pozzo c'erano { $cards }
tui-pile-hidden = { $count ->
    [one] { $count } coperta
   *[other] { $count } coperte
}
tui-red3-more = { $count ->
    [one] un 3 rosso calato
    [2] due 3 rossi calati
    [3] tre 3 rossi calati
    [4] quattro 3 rossi calati
    [5] cinque 3 rossi calati
    [6] sei 3 rossi calati
   *[other] { $count } 3 rossi calati
}: { $cards }
tui-line = { $line } ({ $detail }).
tui-line-plain = { $line }.
tui-stock-out = Il mazzo è esaurito. La mano è finita.
tui-hand-over = La mano è finita.
tui-match-over = La partita è finita.
tui-bot-illegal = (il robot { $name } ha scelto «{ $move }», che non è ammesso: { $reason }; gioca invece «{ $fallback }»)
tui-bot-failed = (il robot { $name } ha avuto un errore: { $reason }; gioca «{ $fallback }»)

tui-nothing-to-play = niente da giocare
tui-turn-over = «{ $move }» non può seguire: il turno è finito
tui-engine-failed = il motore ha avuto un errore su questa mossa ({ $error }); per favore segnalalo
tui-refused = { $move }: non ammesso, non è stato giocato niente. { $reason }
tui-refused-step = { $move } (passo { $step } di { $steps }): non ammesso, non è stato giocato niente. { $reason }
tui-hand-not-over = la mano non è finita
tui-not-your-turn = tocca a { $name }, non a te
tui-sit-out-short = in questa mano stai fuori
tui-hand-over-enter = la mano è finita: premi Invio per vedere il punteggio e distribuire la mano successiva
tui-select-meld = Scegli almeno 3 carte per una nuova combinazione ({ $count ->
    [one] { $count } scelta
   *[other] { $count } scelte
}).
tui-select-add = Scegli la carta o le carte da aggiungere alle combinazioni della tua squadra.
tui-select-wild-one-rank = Per aggiungere matte, sceglile insieme a carte naturali di un solo valore (o da sole, e poi scegli la combinazione).
tui-select-wild-one = Più combinazioni possono ricevere matte: scegli una matta alla volta, o insieme alla carta naturale della combinazione.
tui-select-one-discard = Scegli una sola carta da scartare ({ $count ->
    [one] { $count } scelta
   *[other] { $count } scelte
}).
tui-hand-empty = Hai la mano vuota.
tui-hold-none = Non hai nessuna carta { $card } in mano.
tui-wait-bots = Aspetta: stanno giocando i robot.
tui-no-move-now = Ora non hai mosse da fare: { $why }.
tui-unknown-key = Il tasto «{ $key }» qui non fa niente: premi ? per l'elenco dei tasti.

tui-your-turn = Tocca a te: { $what }
tui-asks = { $name } chiede: «Posso chiudere?»  y = sì, n = no.
tui-prompt-draw = pescare dal mazzo (s)
tui-prompt-take = prendere il pozzo (t)
tui-prompt-meld = calare (m)
tui-prompt-add = aggiungere a una combinazione (a)
tui-prompt-ask = chiedere di chiudere (k)
tui-prompt-end = terminare il turno (e)
tui-prompt-discard = scartare (d) per finire il turno
tui-prompt-list = { $first } o { $last }.
tui-partner-yes = il compagno ha detto sì, quindi devi chiudere in questo turno:
tui-partner-no = il compagno ha detto no, quindi non puoi chiudere in questo turno:
tui-no-move = nessuna mossa è possibile.
tui-status-match-over = La partita è finita. Invio per il foglio dei punti, q per salvare e uscire.
tui-status-hand-over = La mano è finita. Invio per il punteggio.
tui-playing = Gioca { $name }…
tui-can-take = Puoi prendere il pozzo: { $moves }
tui-cannot-take = Non puoi prendere il pozzo: { $reason }

tui-game-to = (partita a { $target })
tui-header = Canasta ({ $preset }, { $players } giocatori)  Mano { $hand }
tui-header-short = Mano { $hand }
tui-scores = Punti:
tui-your-side = La tua squadra
tui-opponents = Avversari
tui-opened = (apertura fatta)
tui-red-threes = 3 rossi:
tui-rules-why = ▶ indica la regola { $rule }, quella che ti blocca. Esc chiude.
tui-opening-needs = apertura: servono { $need } punti
tui-opening-laid = apertura: servono { $need } punti, calati { $laid }
tui-no-melds = ancora nessuna combinazione
tui-canasta-natural = CANASTA (pulita)
tui-canasta-samba = SAMBA (scala di sette)
tui-canasta-mixed = CANASTA (sporca)
tui-wild-count = { $count ->
    [one] { $count } matta
   *[other] { $count } matte
}
tui-merged = (riunite)
tui-pile = Pozzo
tui-top-card = carta in cima:
tui-pile-face-down = ({ $count ->
    [one] { $count } coperta
   *[other] { $count } coperte
})
tui-pile-empty = vuoto
tui-not-frozen = non congelato
tui-stock = Mazzo: { cards-n }
tui-go-out-needs = Per chiudere una squadra deve avere { $count ->
    [one] { $count } canasta
   *[other] { $count } canaste
}.
tui-your-hand = La tua mano
tui-hand-count = ({ cards-n })
tui-selected = scelte: { $cards }
tui-hand-keys = ←/→ scegli un gruppo, Spazio seleziona, ↓ togli, Esc annulla, ? aiuto
tui-pending = in attesa accanto alla mano fino all'apertura:
tui-sit-out-hand = In questa mano stai fuori.

tui-pick-take = Come prendere il pozzo?
tui-pick-meld = Come calare?
tui-pick-add = A quale combinazione aggiungerla?
tui-pick-discard = Scarta
tui-pick-legal = Le tue mosse possibili
tui-pick-hint = Su/Giù per scegliere, Invio per giocare, Esc per chiudere.
tui-type-placeholder = mossa
tui-type-hint = Invio per giocare, Esc per chiudere. «l» sul tavolo elenca le mosse possibili.

tui-score-out = La mano { $hand } è finita: { $name } ha chiuso.
tui-score-out-you = La mano { $hand } è finita: hai chiuso.
tui-score-out-concealed = La mano { $hand } è finita: { $name } ha chiuso in mano.
tui-score-out-concealed-you = La mano { $hand } è finita: hai chiuso in mano.
tui-score-stock = La mano { $hand } è finita: il mazzo è esaurito.
tui-score-pile = La mano { $hand } è finita: il pozzo non si poteva prendere e il mazzo era vuoto.
tui-score-title = Punteggio della mano
tui-match-score = Punteggio della partita
tui-team = squadra
tui-this-hand = questa mano
tui-total = totale
tui-sheet-title = Foglio dei punti
tui-sheet-hand = mano
tui-sheet-over = La partita è finita: { $count ->
    [one] vince { $names }
   *[other] vincono { $names }
} con { $points } punti (obiettivo { $target }).
tui-sheet-over-you = La partita è finita: la tua squadra vince con { $points } punti (obiettivo { $target }). Ben giocato!
tui-sheet-after = Foglio dei punti dopo { $hands ->
    [one] { $hands } mano
   *[other] { $hands } mani
} (obiettivo { $target }).
tui-score-next = Invio per distribuire la mano successiva (q: salva ed esci; Su/Giù per scorrere).
tui-score-final = La partita è finita. Invio per chiudere, poi q per salvare e uscire.

tui-saved-resume = Partita salvata in { $path }. Per riprenderla: canasta play --resume { $path }
tui-saved-over = La partita è finita; è salvata in { $path } (per rivederla: canasta replay { $path }).
tui-not-saved = Partita non salvata.
tui-crashed-saved = la partita si è fermata per un errore interno ({ $reason }). È salvata in { $path }: per riprenderla, canasta play --resume { $path }
tui-crashed = la partita si è fermata per un errore interno ({ $reason }); non è stata salvata.
tui-cannot-save = impossibile salvare in «{ $path }»: { $reason }

tui-hint = Consiglio: { $text }
tui-hint-none = Nessun consiglio ora: non tocca a te.
tui-hint-missing = I consigli non sono disponibili in questa versione.
tui-hint-failed = Nessun consiglio: { $error }

tui-key-draw = Pesca
tui-key-take = Prendi
tui-key-meld = Cala
tui-key-add = Aggiungi
tui-key-discard = Scarta
tui-key-legal = Mosse
tui-key-help = Aiuto
tui-key-hint = Consiglio
tui-key-quit = Esci

tui-help-title = Canasta: i tasti
tui-help-choosing = Scegliere le carte (la mano è raggruppata per valore)
tui-help-playing = Giocare
tui-help-helping = Aiuto
tui-help-looking = Guardarsi intorno
tui-help-footer = Una scelta non ammessa viene rifiutata con la regola che la vieta, e non cambia niente. Esc, Invio o ? chiudono questo aiuto.
tui-help-cursor = Sinistra / Destra
    .text = passare da un gruppo di carte all'altro
tui-help-select = Spazio o Su
    .text = scegliere un'altra carta di quel gruppo
tui-help-unselect = Giù
    .text = rimettere una carta di quel gruppo
tui-help-numbers = 4 … 9, 0
    .text = scegliere un altro 4 … 9, o un 10
tui-help-faces = J Q K A (Maiusc)
    .text = scegliere un altro fante, un'altra donna, un altro re, un altro asso (j anche: fante)
tui-help-wilds = 2, 3, *
    .text = scegliere un'altra pinella, un altro 3 nero, un altro jolly
tui-help-clear = Esc o c
    .text = annullare la scelta
tui-help-draw = s
    .text = pescare dal mazzo
tui-help-take = t
    .text = prendere il pozzo (con le carte scelte, per esempio una coppia della carta in cima)
tui-help-meld = m
    .text = calare le carte scelte come nuova combinazione (3 o più)
tui-help-add = a
    .text = aggiungere le carte scelte alle combinazioni della tua squadra
tui-help-discard = d
    .text = scartare la carta scelta (o quella sotto il cursore); il turno finisce
tui-help-ask = k
    .text = chiedere al compagno «Posso chiudere?»
tui-help-answer = y / n
    .text = rispondere al «Posso chiudere?» del compagno
tui-help-end = e
    .text = terminare il turno senza scartare (solo se l'ultima carta del mazzo era un 3 rosso)
tui-help-next = Invio
    .text = dopo una mano, vedere il punteggio e distribuire la successiva
tui-help-legal = l
    .text = elencare le mosse possibili e sceglierne una (Su/Giù, Invio)
tui-help-type = :
    .text = scrivere una mossa, in italiano o in inglese (per esempio «cala 7 7 2»)
tui-help-hint = h
    .text = un consiglio: una buona mossa e perché, con le sue carte selezionate
tui-help-rules = r
    .text = le regole di questo tavolo, aperte alla regola che blocca la tua mossa
tui-help-help = ?
    .text = questo aiuto
tui-help-quit = q
    .text = salvare e uscire (la partita si riprende con --resume)
tui-help-log = PagSu / PagGiù
    .text = scorrere il registro (tutta la mano; si vedono le ultime mosse)
tui-help-melds = [ / ]
    .text = scorrere le combinazioni
tui-help-fold = f
    .text = ripiegare le combinazioni: in breve (valore × numero) o con ogni carta
# Hand and Foot (HF-3, HF-10): a seat's foot still face down (its cards), or picked up
tui-foot-n = [piede: { $count }]
tui-in-foot = [gioca il piede]
# MA-14: black threes are laid out too (black3_bonus)
tui-threes-laid = { $name }: 3 calati: { $cards }.
tui-threes-more = 3 calati: { $cards }
tui-threes = 3:
