## Le regole spiegate ai giocatori, ricavate dai valori del tavolo (vedi en/rules.ftl).

rules-title = Canasta { $preset }: regole per { $players } giocatori
rules-intro = Questa pagina spiega le regole di questo tavolo così come sono impostate: cambia una regola della casa e la pagina cambia.
rules-params-link = Tutti i parametri
rules-of-table = Regole di questo tavolo
rules-why = Perché?
rules-printed-for = { $preset }, { $players } giocatori

rules-h-deal = La distribuzione
rules-h-turn = Il tuo turno
rules-h-pile = Prendere il pozzo
rules-h-frozen = Che cosa congela o blocca il pozzo
rules-h-melds = Le combinazioni
rules-h-opening = L'apertura
rules-h-canastas = Le canaste
rules-h-going-out = Chiudere
rules-h-stock = Quando il mazzo finisce
rules-h-scoring = Il punteggio
rules-h-end = La fine della partita
rules-h-different = Che cosa distingue queste regole
rules-classic-itself = Sono le regole classiche della canasta, come le danno lo Hoyle e pagat.com: le altre regole si misurano con queste.
rules-differs-from-classic = Rispetto al gioco classico:
rules-house-rules = Regole della casa a questo tavolo:
rules-no-house-rules = Nessuna regola della casa a questo tavolo.

rules-players = { $players } giocatori: { $structure }.
rules-packs = { $packs ->
    [one] Un mazzo di 52 carte e 2 jolly: { $cards } carte.
   *[other] { $packs } mazzi di 52 carte con 2 jolly ciascuno: { $cards } carte.
}
rules-hand-size = Ogni giocatore riceve { $hand_size } carte; il resto forma il mazzo coperto{ $upcard ->
    [none] . Nessuna carta si scopre: il pozzo comincia vuoto.
   *[turn] , e la sua prima carta si scopre per iniziare il pozzo.
}
rules-upcard-red3 = { $upcard_red3 ->
    [take] Se quella carta è un 3 rosso, il primo giocatore lo prende come proprio 3 rosso e il pozzo si ricomincia.
   *[cover] Se quella carta è un 3 rosso, se ne scopre un'altra sopra.
}
rules-upcard-black3 = { $upcard_black3 ->
    [cover] Un 3 nero scoperto viene coperto dalla carta seguente.
   *[stay] Un 3 nero scoperto resta: il primo giocatore non può prendere il pozzo.
}
rules-upcard-freezers = { $freezers_list ->
    [none] Nessuna carta scoperta all'inizio congela il pozzo.
   *[other] Il pozzo resta congelato finché qualcuno non lo prende se tra le carte scoperte c'è { $freezers_list }.
}
rules-upcard-pozzo = { $upcard_pozzo ->
    [false] Sotto la carta scoperta non si mettono carte coperte.
   *[other] Sotto la carta scoperta si mettono coperte tante carte quanto il suo valore (il pozzo); chi prende il pozzo prende anche quelle.
}
rules-red3-timing = { $red3_timing ->
    [first_turn] I 3 rossi ricevuti si calano all'inizio del tuo primo turno e si sostituiscono dal mazzo.
    [before_upcard] I 3 rossi ricevuti si calano e si sostituiscono prima di scoprire la prima carta.
   *[after_deal] I 3 rossi ricevuti si calano subito dopo la distribuzione e si sostituiscono dal mazzo; un 3 rosso pescato si cala e si sostituisce subito.
}

rules-draw-count = { $draw_count ->
    [one] Al tuo turno peschi una carta dal mazzo, oppure prendi il pozzo.
   *[other] Al tuo turno peschi { $draw_count } carte dal mazzo, oppure prendi il pozzo.
}
rules-turn-end = Poi puoi calare combinazioni, e finisci il turno scartando una carta. Una combinazione calata non si ritira mai.

rules-take-with = { $take_with ->
    [pair_or_layoff] Per prendere il pozzo devi calare subito la sua carta in cima, con una coppia naturale dello stesso valore dalla mano o aggiungendola alla combinazione di quel valore della tua squadra.
    [pair] Per prendere il pozzo devi calare subito la sua carta in cima con una coppia naturale dello stesso valore dalla mano.
   *[classic] Per prendere il pozzo devi calare subito la sua carta in cima: con una coppia naturale dello stesso valore dalla mano, con una carta naturale di quel valore e una matta, o aggiungendola alla combinazione di quel valore della tua squadra.
}
rules-take-all = Poi tutto il resto del pozzo va nella tua mano.
rules-wild-on-top = { $wild_on_top ->
    [open] Anche una matta in cima al pozzo si può prendere, mettendola su una combinazione della tua squadra.
    [three_of_kind] Una matta in cima al pozzo si prende solo con tre matte dello stesso tipo dalla mano.
   *[blocked] Finché in cima c'è una matta, nessuno può prendere il pozzo.
}
rules-one-card-rule = { $one_card_rule ->
    [false] Anche con una sola carta in mano puoi prendere un pozzo di una carta.
   *[other] Se hai in mano una sola carta, non puoi prendere un pozzo di una sola carta.
}
rules-pile-bonus-card = { $pile_bonus_card ->
    [0] Chi prende il pozzo non pesca altro dal mazzo.
    [one] Chi prende il pozzo pesca anche una carta dal mazzo.
   *[other] Chi prende il pozzo pesca anche { $pile_bonus_card } carte dal mazzo.
}
rules-open-before-draw = { $open_before_draw ->
    [false] Prima peschi, poi fai l'apertura.
   *[other] L'apertura si fa con le carte della mano prima di pescare; la tua squadra può prendere il pozzo solo dopo aver aperto.
}
rules-freeze = { $freeze ->
    [none] Il pozzo non si congela mai: contano solo le regole qui sopra per prenderlo.
   *[classic] Il pozzo è congelato per una squadra che non ha ancora aperto, e per tutti finché contiene una matta. Un pozzo congelato si prende solo con una coppia naturale del valore della carta in cima.
}
rules-black3-discard = { $black3_discard ->
    [freeze] Un 3 nero scartato congela il pozzo finché qualcuno non lo prende.
    [triple] Un 3 nero scartato blocca il giocatore seguente; finché resta nel pozzo, per prenderlo servono tre carte naturali del valore della carta in cima.
   *[block] Un 3 nero scartato blocca solo il giocatore seguente: una volta coperto non conta più.
}

rules-meld-basics = { $sequences ->
    [true] Un gruppo è di tre o più carte dello stesso valore. Ogni squadra ha un solo gruppo per valore.
   *[other] Una combinazione è di tre o più carte dello stesso valore; le scale non esistono. Ogni squadra ha una sola combinazione per valore.
}
rules-min-naturals = Ogni combinazione richiede almeno { $min_naturals } carte naturali e può avere al massimo { $max_wilds } matte (jolly e pinelle).
rules-max-wilds-new = { $max_wilds_new ->
    [0] Una nuova combinazione si cala senza matte; si possono aggiungere dopo.
    [one] Una nuova combinazione si cala con al massimo una matta.
   *[other] Una nuova combinazione si cala con al massimo { $max_wilds_new } matte.
}
rules-wild-ratio = { $wild_ratio ->
    [at_most_naturals] Una combinazione non può mai avere più matte che carte naturali.
    [fewer_than_naturals] Una combinazione deve sempre avere meno matte che carte naturali.
   *[any] Entro questi limiti le matte possono essere tante quante le naturali, o di più.
}
rules-wild-melds = { $wild_melds ->
    [true] Sono ammesse combinazioni di sole matte (jolly e pinelle).
   *[false] Una combinazione di sole matte non è ammessa.
}
rules-black3-melds = { $black3_melds ->
    [true] I 3 neri si calano solo da chi chiude: tre o quattro, senza matte.
   *[false] I 3 neri non si calano mai.
}

rules-opening-table = La prima calata della tua squadra nella mano deve valere almeno { $opening_list }, secondo il valore delle carte e il punteggio della squadra all'inizio della mano.
rules-opening-below = { $min } punti finché il punteggio è sotto { $next }
rules-opening-from = { $min } da { $from }
rules-opening-combine = { $opening_combine ->
    [true] Più combinazioni calate nello stesso turno contano insieme.
   *[false] Una sola combinazione deve raggiungere da sola il minimo.
}
rules-opening-wilds = { $opening_wilds ->
    [true] Le matte contano per il loro valore.
   *[false] Le matte non si possono usare nell'apertura.
}
rules-opening-pile = Se apri prendendo il pozzo, conta solo la sua carta in cima insieme alle carte della mano.
rules-concealed-waives-minimum = { $concealed_waives_minimum ->
    [true] Chi chiude in mano non deve raggiungere alcun minimo.
   *[false] Anche chi chiude in mano deve raggiungere il minimo.
}

rules-canastas = Una canasta è una combinazione di sette carte o più. Una canasta pulita (senza matte) vale { $natural_canasta } punti, una sporca { $mixed_canasta }; le sue carte contano in più.
rules-wild-canastas = Una canasta di matte vale { $wild_canasta_pure } punti se le carte sono tutte dello stesso tipo (solo jolly o solo pinelle), { $wild_canasta_mixed } se sono miste.

rules-canastas-to-go-out = { $canastas_to_go_out ->
    [0] Puoi chiudere senza canasta.
    [one] Per chiudere, la tua squadra deve avere almeno una canasta.
   *[other] Per chiudere, la tua squadra deve avere almeno { $canastas_to_go_out } canaste.
}
rules-go-out-needs = { $go_out_needs ->
    [natural_and_mixed] Tra queste ci devono essere una canasta pulita e una sporca.
    [natural] Almeno una deve essere pulita.
   *[any] Pulita o sporca, non importa.
}
rules-go-out-how = Si chiude calando tutte le carte, o tutte tranne una che si scarta. Una squadra senza le canaste richieste non deve mai restare senza carte.
rules-closing-discard-forbids = { $forbid_list ->
    [none] Qualsiasi carta può essere lo scarto di chiusura.
   *[other] La carta scartata per chiudere non può essere { $forbid_list }.
}
rules-wild-meld-blocks = { $wild_meld_blocks ->
    [false] Una combinazione di matte incompleta non impedisce di chiudere.
   *[other] Finché la tua squadra ha una combinazione di matte incompleta, non puoi chiudere né scartare una matta o un 3 nero.
}
rules-permission = { $permission ->
    [no_forbids] Prima di chiudere puoi chiedere al compagno «Posso chiudere?». Un «no» lo vieta per questo turno; un «sì» non ti obbliga.
    [required] Con un compagno si chiude solo dopo avergli chiesto «Posso chiudere?» e ricevuto un «sì»; la risposta vincola: dopo un «sì» devi chiudere, dopo un «no» non puoi.
    [off] Non si chiede il permesso di chiudere al compagno.
   *[binding] Prima di chiudere puoi chiedere al compagno «Posso chiudere?», dopo aver pescato e prima di calare. La risposta vincola: dopo un «sì» devi chiudere, dopo un «no» non puoi.
}
rules-concealed = Chiudere in mano significa calare tutta la mano in un solo turno, con una canasta, senza aver calato prima nella mano.
rules-pile-in-concealed = { $pile_in_concealed ->
    [true] Puoi chiudere in mano anche nel turno in cui hai preso il pozzo.
   *[false] Non puoi chiudere in mano nel turno in cui hai preso il pozzo.
}

rules-stock-out = { $stock_out ->
    [end] Quando il mazzo finisce, la mano termina con lo scarto di chi ha pescato l'ultima carta.
   *[take_pile] Quando il mazzo finisce, il gioco continua finché i giocatori prendono il pozzo: devi prenderlo se la carta in cima va su una combinazione della tua squadra. La mano termina quando un giocatore non può o non vuole prenderlo.
}
rules-last-red3 = { $last_red3 ->
    [meld] Se l'ultima carta del mazzo è un 3 rosso, il giocatore lo cala e può ancora calare combinazioni, ma non scartare; la mano termina.
   *[end] Se l'ultima carta del mazzo è un 3 rosso, il giocatore lo cala e la mano termina subito: niente calate, niente scarto.
}

rules-card-values = { $card_values_count ->
        [0] Valore delle carte: jolly 50, asso e pinella 20, dal re all'8 10, dal 7 al 4 5, un 3 nero calato { $black3_value }.
       *[other] Valore delle carte come nel gioco classico (jolly 50, asso e pinella 20, dal re all'8 10, dal 7 al 4 5), tranne { $card_values_list }; un 3 nero calato { $black3_value }.
    }
rules-hand-score = Una squadra segna i premi e le carte calate, meno le carte rimaste in mano ai suoi giocatori (un 3 nero rimasto in mano costa { $black3_hand_value }).
rules-going-out-bonus = Chiudere vale { $going_out_bonus } punti, chiudere in mano { $concealed_bonus } invece.
rules-red3-value = Ogni 3 rosso vale { $red3_value } punti.
rules-red3-table = { $red3_list ->
    [none] Più 3 rossi insieme non danno premi in più: ognuno conta per sé.
   *[other] { $red3_list }.
}
rules-red3-row = { $count } tre rossi insieme valgono { $total }
rules-red3-penalty = { $red3_penalty ->
    [no_canasta] Una squadra senza canasta perde invece i punti dei suoi 3 rossi.
    [graded] Per la squadra che ha perso la mano, i 3 rossi contano in più con una canasta pulita e una sporca, in meno con una sola pulita, e doppiamente in meno senza canasta pulita.
    [go_out_canastas] Una squadra senza le canaste necessarie per chiudere perde invece i punti dei suoi 3 rossi.
   *[no_meld] Una squadra che non ha calato nulla nella mano perde invece i punti dei suoi 3 rossi.
}
rules-red3-penalty-flat = { $red3_penalty_flat ->
    [0] Una squadra penalizzata perde esattamente il valore dei suoi 3 rossi.
   *[other] Una squadra penalizzata perde { $red3_penalty_flat } punti invece del valore dei suoi 3 rossi.
}
rules-concealed-canasta-bonus = { $concealed_canasta_bonus ->
    [0] Una canasta calata completa in un solo turno non vale nulla in più.
   *[other] Ogni canasta calata completa in un solo turno vale { $concealed_canasta_bonus } punti in più.
}
rules-target = La partita finisce dopo la mano in cui una squadra raggiunge { $target } punti; vince il totale più alto.

rules-kind-wild = una matta
rules-kind-red3 = un 3 rosso
rules-kind-black3 = un 3 nero

rule-partnership = Squadre
rule-packs = Mazzi di carte
rule-hand-size = Carte distribuite a ciascuno
rule-draw-count = Carte pescate dal mazzo
rule-upcard-red3 = 3 rosso scoperto all'inizio
rule-upcard-black3 = 3 nero scoperto all'inizio
rule-upcard-freezers = Carte scoperte all'inizio che congelano il pozzo
rule-upcard-pozzo = Carte coperte sotto la prima carta (pozzo)
rule-red3-timing = Quando calare i 3 rossi ricevuti
rule-red3-value = Punti per ogni 3 rosso
rule-red3-table = Punti per più 3 rossi insieme (numero:punti)
rule-red3-penalty = Quando i 3 rossi contano in meno
rule-red3-penalty-flat = Penalità fissa dei 3 rossi (0: il loro valore)
rule-last-red3 = 3 rosso come ultima carta del mazzo
rule-min-naturals = Carte naturali richieste in una combinazione
rule-max-wilds = Matte al massimo in una combinazione
rule-max-wilds-new = Matte al massimo in una nuova combinazione
rule-wild-ratio = Matte rispetto alle carte naturali
rule-wild-melds = Combinazioni di sole matte
rule-black3-melds = 3 neri calati per chiudere
rule-opening-table = Minimo di apertura secondo il punteggio (da:minimo)
rule-opening-combine = Più combinazioni contano insieme per il minimo
rule-opening-wilds = Matte nell'apertura
rule-open-before-draw = Apertura prima di pescare
rule-concealed-waives-minimum = Chi chiude in mano non ha minimo
rule-freeze = Pozzo congelato
rule-black3-discard = Un 3 nero scartato
rule-take-with = Prendere il pozzo con la carta in cima
rule-wild-on-top = Una matta in cima al pozzo
rule-one-card-rule = Niente pozzo di una carta con una carta in mano
rule-pile-bonus-card = Carte del mazzo in più prendendo il pozzo
rule-canastas-to-go-out = Canaste richieste per chiudere
rule-go-out-needs = Tipi di canasta richiesti per chiudere
rule-closing-discard-forbids = Carte vietate come ultimo scarto
rule-wild-meld-blocks = Una combinazione di matte incompleta impedisce di chiudere
rule-permission = Chiedere «Posso chiudere?»
rule-pile-in-concealed = Chiudere in mano dopo aver preso il pozzo
rule-stock-out = Quando il mazzo finisce
rule-natural-canasta = Premio canasta pulita
rule-mixed-canasta = Premio canasta sporca
rule-wild-canasta-pure = Canasta di un solo tipo di matta
rule-wild-canasta-mixed = Canasta di jolly e pinelle
rule-going-out-bonus = Premio di chiusura
rule-concealed-bonus = Premio di chiusura in mano
rule-concealed-canasta-bonus = Premio per una canasta calata in un turno
rule-black3-value = Valore di un 3 nero calato
rule-card-values = Valori delle carte diversi dai classici (tipo:punti; JK, 2, da 4 ad A)
rule-black3-hand-value = Penalità per un 3 nero rimasto in mano
rule-target = Punteggio che vince la partita
rule-yes = Sì
rule-no = No
rule-choice-wild = matte
rule-choice-red3 = 3 rossi
rule-choice-black3 = 3 neri
rule-house-legend = Regole della casa
rule-house-hint = Lascia una regola com'è per giocare quella del regolamento; ognuna dice che cosa fa.
rule-reset = Torna al regolamento
rule-changed = modificata
rule-out-of-range = { $label }: scegli un numero intero da { $min } a { $max }.

# --- variants (issue 42) ---
rules-wild-free-ranks = { $wild_free_count ->
        [0] Ogni combinazione può contenere matte.
       *[other] Le combinazioni di { $wild_free_list } non contengono mai una matta.
    }
rules-rank-canasta-bonus = { $rank_bonus_count ->
        [0] Nessun valore ha un premio di canasta proprio.
       *[other] Una canasta di questi valori vale un premio proprio invece di quello della canasta pulita o sporca: { $rank_bonus_list }.
    }
rules-unfinished-penalty = { $penalty_count ->
        [0] Nessuna combinazione incompleta costa punti alla fine della mano.
       *[other] Una coppia che chiude la mano con una di queste combinazioni ancora incompleta perde punti: { $penalty_list }.
    }
rules-rank-row = { $rank }: { $points }
rules-rank-wild = matte
rule-wild-free-ranks = Valori le cui combinazioni non accettano matte
rule-rank-canasta-bonus = Premio canasta per valore (valore:punti)
rule-unfinished-penalty = Penalità per combinazione incompleta per valore (valore:punti, 0 = matte)
rules-pile-layoff-below-canasta = { $pile_layoff_below_canasta ->
    [false] La carta in cima può essere aggiunta alla combinazione del suo valore della tua squadra, anche a una canasta.
   *[other] La carta in cima non si aggiunge mai a una canasta: solo a una combinazione di meno di sette carte.
}
rule-pile-layoff-below-canasta = La carta in cima non va mai su una canasta
rules-sequences = Anche le scale sono combinazioni: da tre a sette carte naturali (dal 4 all'asso) dello stesso seme in ordine, mai con una matta, l'asso solo in alto; una squadra può averne più di una per seme. Una scala di sette è una samba: conta come una canasta, vale { $sequence_canasta_bonus } invece del premio di canasta e non prende altre carte.
rule-sequences = Le scale di un seme sono combinazioni (Samba)
rule-sequence-canasta-bonus = Premio della samba (scala di sette)
rules-go-out-sequences = { $go_out_sequences ->
    [0] Per chiudere non serve una scala di sette.
    [one] Almeno una di esse deve essere una scala di sette (una escalera).
   *[other] Almeno { $go_out_sequences } di esse devono essere scale di sette.
}
rule-go-out-sequences = Scale di sette necessarie per chiudere
rules-wild-canasta-counts = Una canasta di matte conta tra le canaste necessarie per chiudere.
rule-wild-canasta-counts = Una canasta di matte conta per chiudere
rules-wild-canasta-closed = Una canasta di matte è chiusa a sette carte: non vi si aggiunge più nulla.
rule-wild-canasta-closed = Una canasta di matte è chiusa a sette

# --- Hand and Foot (issue 42, HF-n) ---
rules-foot-size = { $foot_size ->
    [0] Nessuno riceve un piede.
   *[other] Ogni giocatore riceve anche un piede di { $foot_size } carte, coperte. Quando la mano è finita prendi il piede e continui con quello: subito se hai calato l'ultima carta, dal turno dopo se l'hai scartata. Chiude solo chi gioca dal piede; le carte di un piede mai preso contano contro la squadra come quelle rimaste in mano.
}
rule-foot-size = Carte del piede di ogni giocatore (0: nessun piede)
rules-foot-next-turn = Chi scarta l'ultima carta della mano prende il piede solo all'inizio del turno successivo.
rule-foot-next-turn = Dopo l'ultimo scarto, il piede aspetta il turno successivo
rules-pile-take-limit = { $pile_take_limit ->
    [0] Chi prende il pozzo lo prende tutto.
   *[other] Chi prende il pozzo ne prende solo le { $pile_take_limit } carte in cima, compresa quella in cima; il resto rimane nel pozzo.
}
rule-pile-take-limit = Carte prese con il pozzo (0: tutte)
rules-opening-by-hand = La prima calata della tua squadra nella mano deve valere almeno questi punti, mano dopo mano: { $opening_by_hand } (l'ultima cifra vale per le mani successive).
rule-opening-by-hand = Minimo della prima calata per mano (es. 50,90,120,150)
rules-hands-per-match = { $hands_per_match ->
    [0] La partita si gioca fino a un punteggio.
   *[other] La partita dura { $hands_per_match } mani; vince il totale più alto, e in caso di parità si gioca un'altra mano.
}
rule-hands-per-match = Mani di una partita (0: fino al punteggio)
rules-go-out-books = Per chiudere, almeno { $go_out_naturals } di quelle canaste devono essere pulite e almeno { $go_out_mixed } sporche.
rule-go-out-naturals = Canaste pulite richieste per chiudere
rule-go-out-mixed = Canaste sporche richieste per chiudere
rules-foot-red3-penalty = { $foot_red3_penalty ->
    [0] Un tre rosso rimasto in un piede mai preso non costa nulla.
   *[other] Ogni tre rosso rimasto in un piede mai preso costa { $foot_red3_penalty } punti.
}
rule-foot-red3-penalty = Penalità di un tre rosso rimasto nel piede
rules-go-out-side-in-foot = Un giocatore chiude solo quando ogni giocatore della squadra gioca dal piede.
rule-go-out-side-in-foot = Tutta la squadra nel piede per chiudere
rules-black3-bonus = Anche i 3 neri sono carte premio: ognuno ricevuto o pescato si scopre subito e si rimpiazza dal tallone; quello che si trova nel pozzo raccolto si scopre senza rimpiazzo. Un 3 nero non resta mai in mano, non si cala e non si scarta. Ognuno vale { $black3_bonus_value } punti, in più o in meno come i 3 rossi della squadra.
rule-black3-bonus = I 3 neri sono carte premio
rule-black3-bonus-value = Punti per ogni 3 nero scoperto
rules-canasta-closes-rank = Una combinazione non ha mai più di sette carte: completata la canasta, il suo valore è chiuso per la squadra e le carte di quel valore si possono solo scartare.
rule-canasta-closes-rank = Una canasta chiude il suo valore
rules-group-slots = { $canasta_closes_rank ->
    [true] Una canasta è chiusa a sette carte; quando tutte le combinazioni di un valore della tua squadra sono chiuse, le altre carte di quel valore iniziano una nuova combinazione (fino a { $group_slots } combinazioni dello stesso valore), indicate Q2, Q3 nella notazione delle mosse.
   *[other] La tua squadra può avere fino a { $group_slots } combinazioni dello stesso valore: una nuova combinazione di un valore già calato si cala come ogni combinazione e si indica Q2, Q3 nella notazione delle mosse; ogni combinazione che diventa canasta conta il proprio premio.
}
rule-group-slots = Combinazioni dello stesso valore per squadra
rules-group-join = La tua squadra può unire la seconda combinazione di un valore alla prima in qualsiasi momento del suo turno, purché la combinazione unita resti valida (unisci Q2 a Q).
rule-group-join = La seconda combinazione di un valore si può unire alla prima
rules-opening-wild-ranks = { $opening_wild_count ->
        [0] Nessun rango fa eccezione nell'apertura della squadra.
       *[other] Eccezione: le combinazioni di { $opening_wild_list } calate nell'apertura della squadra possono prendere matte in quel turno; una tale combinazione con una matta conta poi come una combinazione ordinaria.
    }
rule-opening-wild-ranks = Valori che prendono matte nell'apertura
rule-upcard = La carta scoperta dopo la distribuzione
rules-talons = { $talons_count ->
    [0] Non ci sono talloni aggiuntivi.
   *[other] Talloni: il giocatore che fa l'apertura della squadra pesca { $talons_list } carte dal mazzo dopo lo scarto che chiude quel turno (per la prima squadra che apre, poi per la seguente); non se l'apertura ha preso il pozzo, né quando nel mazzo restano meno di 9 carte.
}
rule-talons = Talloni (carte pescate dopo l'apertura)
rules-empty-pile-discard-ranks = { $empty_discard_count ->
        [0] Sul pozzo vuoto si può scartare qualsiasi carta.
       *[other] Sul pozzo vuoto (all'inizio della mano, o dopo che è stato raccolto) non puoi scartare una carta di questi valori: { $empty_discard_list }, a meno che in mano tu non abbia nessuna carta naturale di un altro valore.
    }
rule-empty-pile-discard-ranks = Valori che non si scartano sul pozzo vuoto finché si hanno altre carte naturali
