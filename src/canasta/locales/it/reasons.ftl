## Perché una mossa è rifiutata, e che cosa mostra il tavolo (canasta.reasons; docs/reasons.md).
## File del ramo arch-19.

reason-match-over = La partita è finita.
reason-hand-over = La mano è finita: resta solo da distribuire la successiva.
reason-deal-not-now = La mano successiva si distribuisce solo quando questa è finita.
reason-answer-pending = Il compagno deve prima rispondere sì o no a «Posso chiudere?».
reason-nothing-asked = Nessuno ha chiesto «Posso chiudere?».
reason-already-drawn = In questo turno hai già pescato o preso il pozzo.
reason-draw-first = Il turno comincia pescando dal mazzo o prendendo il pozzo.
reason-draw-before-melding = Pesca (o prendi il pozzo) prima di calare.
reason-opening-before-draw = L’apertura dalla mano deve arrivare a { $minimum } punti prima di pescare.
reason-stock-empty = Il mazzo è finito: prendi il pozzo, la cui carta in cima va su una combinazione della tua squadra.
reason-end-not-allowed = Puoi terminare il turno senza scartare solo dopo aver pescato un 3 rosso come ultima carta del mazzo.
reason-not-in-hand = In mano non { $count ->
    [one] hai { $count } carta
   *[other] hai { $count } carte
} «{ $kind }».
reason-take-not-in-hand = In mano non hai quelle carte.
reason-ask-no-partner = Solo chi gioca con un compagno può chiedere «Posso chiudere?».
reason-ask-once = Puoi chiedere «Posso chiudere?» una sola volta per turno.
reason-ask-before-melding = Chiedi «Posso chiudere?» prima di calare in questo turno.
reason-ask-cannot-go-out = Chiedi solo quando puoi chiudere in questo turno.
reason-no-discard-after-red-three = Dopo un 3 rosso come ultima carta del mazzo non puoi scartare: termina il turno.
reason-opening-before-discard = L’apertura deve arrivare a { $minimum } punti prima dello scarto.
reason-must-go-out = Il compagno ha detto sì: devi chiudere in questo turno.
reason-closing-discard = L’ultimo scarto non può essere né un 3 nero né una matta o un jolly.
reason-empty-pile-discard = Non puoi scartare un { $kind } sul pozzo vuoto finché in mano hai una carta naturale di un altro valore.
reason-wild-meld-stop-discard = Finché la combinazione di matte e jolly della squadra non è una canasta, non puoi scartare né una matta, né un jolly, né un 3 nero.
reason-meld-one-rank = Una combinazione è di un solo valore.
reason-meld-red-three = I 3 rossi non si calano mai in combinazione.
reason-wild-meld-not-allowed = Con queste regole non è permessa una combinazione di sole matte e jolly.
reason-wild-meld-after-opening = Una combinazione di matte si cala solo dopo l'apertura della squadra.
reason-meld-exists = La tua squadra ha già una combinazione { $meld ->
    [W] di matte e jolly
   *[other] di «{ $meld }»
}: aggiungi lì le carte.
reason-black-three-never = Con queste regole i 3 neri non si calano mai.
reason-black-three-wilds = I 3 neri si calano senza matte né jolly.
reason-black-three-going-out = I 3 neri si calano solo da chi chiude in questo turno.
reason-meld-shape = Una combinazione richiede almeno due carte naturali e non più matte o jolly di quanto permesso.
reason-no-such-meld = Si aggiungono carte solo alle combinazioni della propria squadra, e la tua non ha una combinazione { $meld ->
    [W] di matte e jolly
   *[other] di «{ $meld }»
}.
reason-too-many-wilds = La combinazione avrebbe troppe matte o jolly.
reason-opening-drawn-cards = Le carte pescate in questo turno servono per l’apertura solo dal turno successivo.
reason-opening-naturals-only = L’apertura si fa solo con carte naturali.
reason-opening-pending = L’apertura deve prima arrivare a { $minimum } punti con carte della tua mano.
reason-opening-unreachable = L’apertura deve arrivare a { $minimum } punti in questo turno, e dopo questa calata non è più possibile.
reason-empty-before-draw = Non puoi svuotare la mano prima di pescare.
reason-keep-a-card = Alla tua squadra mancano le canaste per chiudere: tieni una carta da scartare.
reason-last-card-stuck = L’ultima carta non si potrebbe poi né scartare né calare per chiudere.
reason-move-not-possible = «{ $move }» non è possibile adesso.
reason-pile-empty = Il pozzo è vuoto.
reason-pile-before-opening = Il pozzo si prende solo dopo che la tua squadra ha aperto.
reason-pile-black-three = Un 3 nero in cima blocca il pozzo.
reason-pile-one-card = Chi ha una sola carta in mano non può prendere un pozzo di una sola carta.
reason-pile-wild-on-top = Il pozzo non si prende finché in cima c’è una matta o un jolly.
reason-pile-wild-three = Con «{ $kind }» in cima, il pozzo si prende solo con tre carte uguali.
reason-pile-frozen-unopened = La tua squadra non ha ancora aperto: la carta in cima va calata con una coppia naturale della tua mano.
reason-pile-frozen = Il pozzo è congelato: la carta in cima va calata con una coppia naturale della tua mano.
reason-pozzo-black-three = Con nel pozzo un 3 nero scartato da un avversario, lo si prende solo con tre carte naturali del valore della carta in cima.
reason-pozzo-pair = Il pozzo si prende solo con una coppia naturale del valore della carta in cima.
reason-pile-no-meld = La tua squadra non ha una combinazione del valore della carta in cima su cui metterla.
reason-pile-take-shape = La carta in cima va calata con una coppia naturale, con una carta naturale e una matta o un jolly, oppure su una combinazione della tua squadra.
reason-pile-no-meld-for-top = La tua squadra non ha una combinazione di quel valore su cui mettere la carta in cima.
reason-pile-meld-invalid = La carta in cima e quelle carte non formano una combinazione valida.
reason-pile-too-many-wilds = La combinazione avrebbe così troppe matte o jolly.
reason-pile-opening-unreachable = Con la carta in cima e le carte della tua mano la squadra non può arrivare in questo turno all’apertura di { $minimum } punti.
reason-pile-hand-too-small = Ti resterebbero troppo poche carte in mano.
reason-pile-keep-a-card = Una squadra senza le canaste per chiudere deve tenere una carta dopo lo scarto.
reason-pile-not-now = Il pozzo non si può prendere così adesso.
reason-go-out-canastas = Per chiudere la tua squadra deve avere { $needed } { $needed ->
    [one] canasta
   *[other] canaste
}; ne ha { $have }.
reason-go-out-kinds = Per chiudere la tua squadra deve avere una canasta pulita e una sporca.
reason-go-out-natural = Per chiudere la tua squadra deve avere una canasta pulita.
reason-go-out-wild-meld = La combinazione di matte e jolly della tua squadra non è ancora una canasta: non può chiudere.
reason-go-out-refused = Il compagno ha detto no: non puoi chiudere in questo turno.
reason-frozen-by-wild = Il pozzo è congelato: contiene una matta o un jolly.
reason-frozen-by-upcard = Il pozzo è congelato dalla carta girata all’inizio della mano.
reason-frozen-by-black-three = Il pozzo è congelato da un 3 nero scartato.
reason-frozen-unopened = Il pozzo è congelato per la tua squadra finché non ha aperto.
reason-blocked-by-black-three = Un 3 nero in cima blocca il pozzo per questo turno.
reason-blocked-by-wild = Una matta o un jolly in cima blocca il pozzo.
reason-wild-on-top-three = «{ $kind }» in cima: il pozzo si prende solo con tre carte uguali.
reason-pozzo-holds-black-three = Nel pozzo c’è un 3 nero scartato da un avversario: lo si prende solo con tre carte naturali del valore della carta in cima.
reason-pozzo-face-down = Sotto la carta in cima { $count ->
    [one] c’è { $count } carta coperta
   *[other] ci sono { $count } carte coperte
} (il pozzo).
reason-pile-after-opening = Il pozzo si prende solo dopo che la tua squadra ha aperto.
reason-opening-needs = L’apertura richiede { $minimum } punti; ne mancano ancora { $missing }.
reason-go-out-needs-permission = In coppia si chiude solo con il permesso del compagno: chiedi «Posso chiudere?» prima di calare.
reason-keep-a-card-pure-impure = Per chiudere la tua squadra deve avere { $needed } canaste, una pulita e una sporca: tieni una carta da scartare.
reason-keep-a-card-natural = Per chiudere la tua squadra deve avere una canasta pulita: tieni una carta da scartare.
reason-cannot-meld-out = Le carte rimaste non si potrebbero calare tutte, con al più uno scarto, per chiudere.
reason-pile-take-pair-or-meld = La carta in cima va calata con una coppia naturale oppure su una combinazione della tua squadra.
reason-pile-wild-top-shape = Una matta o un jolly in cima va messo subito, su una combinazione della tua squadra o con una coppia naturale.
reason-new-meld-wilds = Una nuova combinazione contiene al più { $count ->
    [one] { $count } matta o jolly
   *[other] { $count } matte o jolly
}.
reason-first-turn-wilds = Una combinazione contiene al più { $count ->
    [one] { $count } matta o jolly
   *[other] { $count } matte o jolly
} alla fine del turno in cui è calata.
reason-ask-not-needed = Puoi chiudere adesso senza chiedere.
reason-black-three-never-close = I 3 neri non si calano mai e non servono per chiudere.
reason-cannot-go-out = Non potresti chiudere in questo turno.

# --- engine (issue 40) ---
reason-black-three-must-go-out = Hai calato dei 3 neri, cosa permessa solo chiudendo: devi chiudere in questo turno.
reason-cutthroat-merge-wilds = Gli altri due giocatori diventerebbero compagni, e le loro combinazioni di «{ $meld }» insieme avrebbero più matte e jolly di quanti una combinazione ne possa avere.

# --- variants (issue 42) ---
reason-wild-free-rank = In queste regole le combinazioni di { $meld } non prendono matte.
reason-pile-onto-canasta = La carta in cima non si aggiunge mai a una canasta ({ $meld }); prendi il pozzo con una coppia naturale.
reason-sequence-shape = Una scala è fatta di tre carte dello stesso seme in ordine ({ $suit }).
reason-sequence-wild = Una scala non contiene mai una matta ({ $meld }).
reason-sequence-end = { $kind } non prolunga la scala { $meld }: la prolunga solo la carta subito sotto o sopra, nel suo seme.
reason-sequence-full = La scala { $meld } è una samba di sette carte e non ne prende altre.
reason-meld-closed = In queste regole una combinazione ha al massimo sette carte, quindi la combinazione di { $meld } ({ $size } carte) non ne prende altre: una canasta completa chiude il suo valore.
reason-group-limit = La tua squadra ha già { $count } combinazioni di «{ $meld }», il massimo che queste regole permettono: aggiungi a una di esse.
reason-group-not-closed = Un'altra combinazione di «{ $meld }» si comincia solo quando ogni combinazione di quel valore della tua squadra è chiusa a sette carte: aggiungi a quella aperta.
reason-join-not-allowed = In queste regole due combinazioni dello stesso valore non si uniscono mai.
reason-join-invalid = Unite, { $meld } e { $into } avrebbero { $naturals } carte naturali e { $wilds } matte o jolly, che non è una combinazione valida.
reason-wild-canasta-full = La combinazione di matte { $meld } è una bolivia di sette carte e non ne prende altre.
reason-go-out-escalera = Per chiudere, { $needed } delle canaste della tua squadra devono essere scale di sette (una escalera).

reason-go-out-books = Per chiudere la tua squadra deve avere { $naturals } canaste pulite e { $mixed } sporche; ne ha { $have_naturals } e { $have_mixed }.
reason-go-out-foot = Si chiude solo giocando dal piede: finisci prima la mano.
reason-keep-a-card-books = Per chiudere la tua squadra deve avere { $needed } canaste, { $naturals } pulite e { $mixed } sporche: tieni una carta da scartare.
reason-go-out-side-foot = Si chiude solo quando ogni giocatore della squadra gioca dal piede.
