## Rifiuti di dati errati: regole della casa e regolamenti, mosse scritte, partite registrate.

## Regole della casa e regolamenti.
reason-rules-not-object = Le regole devono essere un elenco di parametri con i loro valori.
reason-rule-unknown = Non esiste la regola «{ $name }». Regole possibili: { $valid }
reason-rule-not-pair = { $name }: «{ $value }» non è una coppia come 0:50.
reason-rule-not-number-pair = { $name }: «{ $value }» non è una coppia di numeri interi come 1500:90.
reason-rule-not-yes-no = { $name }: «{ $value }» non è né sì (true) né no (false).
reason-rule-not-whole-number = { $name }: «{ $value }» non è un numero intero.
reason-rule-out-of-range = { $name }: { $value } è fuori dai limiti; scegli da { $lo } a { $hi }.
reason-rule-expected-pairs = { $name }: servono coppie come 0:50,1500:90.
reason-rule-expected-list = { $name }: serve un elenco di { $valid } separati da virgole (o niente).
reason-rule-bad-member = { $name }: «{ $value }» non è ammesso; scegli tra { $valid } (separati da virgole, o niente).
reason-rule-bad-choice = { $name }: «{ $value }» non è una scelta valida; scegli tra { $valid }.
reason-rule-partnership-players = La formula «{ $partnership }» non va bene per { $players } giocatori; con { $players } giocatori scegli { $valid }.
reason-rule-no-stock = Dare { $count } carte a ciascuno dei { $players } giocatori richiede { $need } carte e non lascia il mazzo: le carte sono { $deck } ({ $packs ->
    [one] { $packs } mazzo
   *[other] { $packs } mazzi
}).
reason-rule-opening-empty = La tabella dell'apertura deve avere almeno una coppia punteggio:minimo.
reason-rule-opening-scores = Nella tabella dell'apertura i punteggi devono crescere ({ $a } e poi { $b }).
reason-rule-opening-minimums = Nella tabella dell'apertura i minimi non devono calare ({ $a } e poi { $b }).
reason-rule-red3-table = Il premio dei 3 rossi «{ $value }» non è una coppia numero:premio con un numero di almeno 1.
reason-rule-max-wilds-new = Una nuova combinazione non può avere più matte ({ $new }) di una combinazione qualsiasi ({ $max }).
reason-rule-go-out-canastas = Per richiedere { $value ->
    [natural] una canasta pulita
   *[other] una canasta pulita e una sporca
} per chiudere, le canaste richieste per chiudere devono essere almeno { $min }.
reason-rule-three-of-kind-wild-melds = Prendere una matta in cima al pozzo con tre matte uguali richiede che le combinazioni di matte siano ammesse.
reason-rule-upcard-red3-pozzo = Un 3 rosso girato all'inizio non può andare al primo giocatore se sotto di lui ci sono carte coperte: queste due regole della casa non si combinano.
reason-rule-min-naturals = Il minimo di carte naturali deve lasciare posto a una canasta di 7.
reason-preset-unknown = Non esiste il regolamento «{ $preset }». Regolamenti possibili: { $valid }
reason-preset-players = Il regolamento «{ $preset }» si gioca in { $valid } giocatori, non in { $players }.

## Mosse scritte in notazione.
reason-move-not-text = Una mossa deve essere un testo.
reason-move-empty = Scrivi prima una mossa.
reason-move-unknown = «{ $word }» non è una mossa (in «{ $move }»).
reason-move-no-arguments = «{ $action }» si scrive da solo, senza carte (in «{ $move }»).
reason-move-not-a-kind = «{ $word }» non è una carta (in «{ $move }»): usa JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-move-not-a-meld = Nessuna combinazione si chiama «{ $word }» (in «{ $move }»): indica un valore, 3 per i 3 neri o W per le matte.
reason-move-take-too-many = Il pozzo si prende con al massimo 4 carte della mano, non { $count } (in «{ $move }»).
reason-move-meld-too-few = Una combinazione richiede almeno 3 carte, non { $count } (in «{ $move }»).
reason-move-meld-too-many = Una nuova combinazione si cala con esattamente 3 carte; aggiungi le altre una alla volta (in «{ $move }»).
reason-move-add-which-meld = Di' su quale combinazione va { $kind }, per esempio «aggiungi { $kind_code } ai 7» (in «{ $move }»).
reason-move-add-own-rank = Una carta naturale va solo sul proprio valore (in «{ $move }»).
reason-move-add-wild-meld = Sulla combinazione di matte vanno solo matte (in «{ $move }»).
reason-move-add-form = Scrivi «aggiungi CARTA» o «aggiungi CARTA a COMBINAZIONE» (in «{ $move }»).
reason-move-join-form = Scrivi «unisci COMBINAZIONE a VALORE», per esempio «unisci Q2 a Q» (in «{ $move }»).
reason-move-discard-form = Scrivi «scarta CARTA», una carta sola (in «{ $move }»).

## Partite registrate (file da rigiocare o importare).
reason-record-not-object = Una partita registrata deve essere un oggetto JSON.
reason-record-format = Questa non è una partita registrata: il formato dovrebbe essere «{ $format }».
reason-record-rules = Le regole della partita: { $reason }
reason-record-seed = Il seme della partita deve essere un numero intero.
reason-record-moves = Le mosse della partita devono essere un elenco di mosse in notazione.
reason-record-players = I giocatori della partita devono essere un elenco di nomi.
reason-record-json = Questo non è JSON valido (riga { $line }, colonna { $column }).
reason-record-bad-move = Mossa { $n } («{ $move }»): { $reason }
reason-record-result = La partita dichiara { $name } { $value }, ma rigiocandola si ottiene { $got }.
reason-record-unreadable = impossibile leggere «{ $path }»: { $reason }
reason-record-too-long = Una partita registrata può avere al massimo { $max } mosse; questa ne ha { $count }.
reason-record-seed-range = Il seme della partita deve essere un numero intero di al massimo 64 bit.

## Posizioni (canasta moves / apply).
reason-position-not-object = Una posizione deve essere un oggetto JSON.
reason-position-format = Questa non è una posizione: il formato dovrebbe essere «{ $format }».
reason-position-missing-field = Manca il campo «{ $name }».
reason-position-field-type = Il campo «{ $name }» ha il tipo sbagliato.
reason-position-is-view = Questa è la vista di un posto, non una posizione: non mostra le carte coperte.
reason-position-too-many-copies = La posizione mostra più copie di «{ $face }» di quante ce ne siano nel mazzo.
reason-position-missing-card = Nella posizione manca «{ $face }»: ogni carta deve trovarsi da qualche parte.
reason-position-rules = Le regole della posizione: { $reason }
reason-position-seat-range = Il posto { $seat } non esiste a questo tavolo (-1 per uno spettatore).
reason-position-view-seed = La vista di un posto non contiene mai il seme.
reason-position-hand-negative = Il campo «hand» deve valere 0 o più.
reason-position-dealer = Il mazziere, al posto { $seat }, non gioca la mano { $hand }.
reason-position-scores-count = Il campo «scores» deve contenere { $count ->
    [one] { $count } numero intero
   *[other] { $count } numeri interi
}, uno per squadra.
reason-position-sheet = Il campo «sheet» deve essere un elenco di righe di punteggi, con un numero per squadra.
reason-position-phase = La fase «{ $text }» non è una di queste: { $choices }.
reason-position-turn = Il turno è del posto { $seat }, che non gioca questa mano.
reason-position-sides = Il campo «sides» deve essere un elenco di elenchi di posti.
reason-position-seat-two-sides = Il posto { $seat } appartiene a due squadre.
reason-position-seat-no-side = Ogni posto che gioca la mano deve appartenere a una squadra.
reason-position-actor = Il giocatore di turno non gioca questa mano.
reason-position-hands-count = Il campo «hands» deve elencare { $count ->
    [one] { $count } posto
   *[other] { $count } posti
}.
reason-position-red3s-count = Il campo «red3s» deve elencare { $count ->
    [one] { $count } posto
   *[other] { $count } posti
}.
reason-position-melds-count = Il campo «melds» deve avere una voce per squadra.
reason-position-entries-count = Il campo «opened» deve avere una voce per squadra, e «first_meld», «known» e «red3_done» una voce per posto.
reason-position-not-card-list = Il campo «{ $field }» deve essere un elenco di carte.
reason-position-not-a-card = Il campo «{ $field }» contiene «{ $text }», che non è una carta (scrivi per esempio 7h, 10s, Ad o JK).
reason-position-not-cards-or-count = Il campo «{ $field }» deve essere un elenco di carte o un oggetto che ne dà il numero («count»).
reason-position-not-whole-numbers = Il campo «{ $field }» deve essere un elenco di numeri interi.
reason-position-not-kind-counts = Il campo «{ $field }» deve essere un oggetto che dà un numero per ogni tipo di carta.
reason-position-not-a-kind = Nel campo «{ $field }», «{ $text }» non è un tipo di carta: usa JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-position-bad-count = Nel campo «{ $field }», «{ $text }» non è un numero intero di carte.
reason-position-pile-hidden = Il campo «pile_hidden» deve contare le carte coperte sotto la carta in cima al pozzo.
reason-position-side-melds = Le combinazioni della squadra { $side } devono essere un elenco.
reason-position-meld-not-object = Una combinazione della squadra { $side } deve essere un oggetto.
reason-position-meld = Una combinazione della squadra { $side }: { $reason }
reason-position-meld-key = Nessuna combinazione si chiama «{ $text }» (una combinazione della squadra { $side }): indica un valore, 3 per i 3 neri o W per le matte.
reason-position-meld-twice = La squadra { $side } ha due combinazioni { $meld ->
    [W] di matte e jolly
   *[other] di «{ $meld }»
}.
reason-position-red-three-in-hand = Il posto { $seat } ha in mano un 3 rosso, ma un 3 rosso non resta mai in mano (C-1.4).
reason-position-black-three-in-hand = Il posto { $seat } ha in mano un 3 nero, ma un 3 nero è una carta premio e non resta mai in mano (MA-14).
reason-position-flags = Nel campo «flags»: { $reason }
reason-position-flag-value = L'indicatore «{ $name }» ha un valore illeggibile: «{ $text }».
reason-position-legal-moves = Il campo «legal_moves» deve essere un elenco di mosse.
reason-position-legal-move = Nel campo «legal_moves»: { $reason }

# Verifica della distribuzione (canasta.fairness, `canasta verify`)
reason-fair-no-commitment = La partita non contiene alcun impegno: non è stata distribuita da un server che si impegna sul proprio seme.
reason-fair-unknown-scheme = Schema di impegno sconosciuto «{ $scheme }» (atteso: «{ $expected }»).
reason-fair-not-text = La partita deve indicare il sale e l'impegno come testo.
reason-fair-seed-mismatch = Il seme e il sale rivelati non danno l'impegno registrato nella partita.
reason-fair-seen-mismatch = L'impegno che hai visto al tavolo non è quello della partita.
reason-fair-no-replay = Le mosse non si rigiocano dalle distribuzioni del seme: { $reason }

# --- backup (issue 38) ---
reason-record-number-digits = Un numero ha troppe cifre (più di 4.300).
reason-record-nested = Questo non è JSON valido: è annidato troppo in profondità.
reason-position-number-digits = Un numero ha troppe cifre (più di 4.300).
reason-position-nested = Questo non è JSON valido: è annidato troppo in profondità.

# --- engine (issue 40) ---
reason-position-meld-card = La combinazione { $meld ->
    [W] di matte e jolly
   *[other] di «{ $meld }»
} della squadra { $side } contiene { $face }, che non ne fa parte (C-8.1).
reason-position-meld-shape = La combinazione { $meld ->
    [W] di matte e jolly
   *[other] di «{ $meld }»
} della squadra { $side } (carte naturali: { $naturals }, matte e jolly: { $wilds }) non è ammessa da queste regole (C-8.2).
reason-position-black-threes = La squadra { $side } ha dei 3 neri calati, che si calano solo nel turno in cui il loro giocatore chiude (C-12.6).

# --- variants (issue 42) ---
reason-rule-bad-rank = { $name }: { $value } non è un valore di carta; valori validi: { $valid }.
reason-move-sequence-suit = Una scala indica ogni carta con il suo seme, tutte dello stesso seme, ad es. «meld 4h 5h 6h» (in «{ $move }»).
reason-move-sequence-cards = Una scala contiene solo carte naturali dal 4 all’asso (in «{ $move }»).
reason-rule-go-out-sequences = go_out_sequences ({ $value }) non può superare canastas_to_go_out ({ $max }).

reason-rule-go-out-books = go_out_naturals + go_out_mixed ({ $value }) non può superare canastas_to_go_out ({ $max }).
reason-rule-pile-take-limit = pile_take_limit ({ $value }) deve essere 0 (tutto il pozzo) o almeno 2, e non si combina con upcard_pozzo.
reason-position-feet = Il campo «feet» deve dare un piede per giocatore, e solo se le regole ne distribuiscono uno.
