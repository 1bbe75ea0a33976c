## The web table (owned by branch web-15).

table-actions = Mosse per le carte selezionate
table-announce = { $name }: { $move }
table-bot-name = Computer { $n } ({ $level })
table-cards-n = { $n ->
    [one] { $n } carta
   *[other] { $n } carte
}
table-confirm = Conferma le combinazioni
table-copied = Link copiato
table-copy = Copia
table-empty-seat = Posto { $n } (libero)
table-fill-button = Fai sedere il computer
table-fill-seat = Il posto { $n } è libero: dallo al computer
table-hand = Mano
table-hand-n = Mano { $n }
table-hand-over = Mano finita
table-invite = Link di invito
table-is-legal = { $move } è consentito
table-legal-moves = Le tue mosse valide
table-match-over = Partita finita
table-melds = Combinazioni
table-move-log = Mosse di questa mano
table-needs-opening = Apertura: servono { $min } punti ({ $have } calati in questo turno)
table-no-melds = Nessuna combinazione
table-no-moves = Nessuna mossa
table-not-allowed = Non consentito — { $move }: { $reason }
table-notation = Notazione della mossa
table-opened = Apertura fatta
table-pending = Carte del pozzo in attesa dell'apertura
table-personal-hint = Tienilo per te: chi lo apre gioca al tuo posto.
table-personal-link = Il tuo link personale (per giocare da un altro dispositivo)
table-pick-one-for-meld = Seleziona prima una carta, poi la combinazione a cui aggiungerla.
table-pile-and-stock = Mazzo e pozzo
table-pile-empty = Il pozzo è vuoto
table-pile-n = Pozzo: { $n }
table-players = Giocatori
table-reconnecting = Connessione persa, riconnessione…
table-red-threes = 3 rossi
# all threes laid out, where black threes are bonus cards too (MA-14)
table-threes = I 3
table-resynced = Il tavolo è andato avanti prima della tua mossa; eccolo aggiornato.
table-score-n = { $n } punti
table-score-sheet = Segnapunti
table-seat-n = Posto { $n }
table-select-hint = Seleziona le carte da calare, aggiungere o scartare, oppure scegli una mossa qui sotto.
table-select-hint-n = { $n } carte selezionate: una combinazione si cala con 3 carte, uno scarto o un'aggiunta con 1
table-send = Gioca
table-side-n = Squadra { $n }
table-sit-at = Siediti al posto { $n }
table-sit-down = Siediti
table-sitting-out = non gioca questa mano
table-spectating = Stai guardando questo tavolo.
table-staged = Non ancora confermato
table-staged-goes-out = Queste combinazioni usano le tue ultime carte: confermale per chiudere.
table-staged-hint = Le combinazioni non si ritirano: controlla e conferma. Esc annulla.
table-stock-n = Mazzo: { $n }
table-target = Partita a { $n }
table-title = Tavolo di canasta
table-total = Totale
table-turn-of = Tocca a { $name }
table-type-move = Scrivi una mossa
table-unstage = Ritira
table-whole-game = Tutte le mosse della partita
table-you = (tu)
table-your-hand = La tua mano ({ $n ->
    [one] { $n } carta
   *[other] { $n } carte
})
table-your-side = La tua squadra
table-your-turn = Tocca a te

## The table of issue 15: seats, moving, hint, chat, timer, results (web-15).

tb-bot-plays = gioca un bot
tb-canastas-n = canaste: { $n }
tb-chat = Chat
tb-chat-message = Messaggio
tb-chat-said = { $name } scrive: { $text }
tb-date = Data
tb-dealer-mark = M
tb-dealer = Mazziere
tb-deck = Carte
tb-discard-one = Scarta una carta sola nel pozzo.
tb-fold = Chiudi
tb-four-colour = Mazzo a quattro colori
tb-give-seat = { $name } è assente: dai il posto a
tb-high-contrast = Contrasto elevato
tb-hint = Suggerimento
tb-just-drawn = appena pescata
tb-keys = Tasti: D pesca, P prendi il pozzo, U annulla, C conferma, H suggerimento, frecce per scorrere la mano, Maiusc+frecce per riordinarla, Spazio seleziona.
tb-left-in-hand = { $name } aveva in mano:
tb-log-chat = Registro e chat
tb-log-deal-for = { $name } ha distribuito la mano seguente
tb-look-at-table = Guarda il tavolo
tb-meld-three = Una nuova combinazione vuole almeno tre carte: selezionale e trascinale.
tb-menu = Tavolo ▾
tb-mixed-short = sporca
tb-natural-short = pulita
tb-seq-canasta-short = samba
tb-no-chat = Nessun messaggio.
tb-none = niente
tb-not-your-turn = Non è il tuo turno.
tb-other-melds = Combinazioni degli avversari
tb-own-melds = Le combinazioni della tua squadra (lascia qui le carte per calare)
tb-play-it = Gioca
tb-react-clap = Bravo
tb-react-gg = Bella partita
tb-react-oops = Ops
tb-react-smile = Ah ah
tb-react-up = Ben fatto
tb-react-wow = Caspita
tb-reactions = Reazioni rapide
tb-reclaim = Riprendi il posto
tb-rematch = Rivincita
tb-resume = Riprendi
tb-seat = Posto
tb-seconds-n = { $n } s
tb-send = Invia
tb-set = Imposta
tb-show-result = Mostra il punteggio
tb-sort-rank = Per valore
tb-sort-wild = Matte a parte
tb-sorted-rank = Mano ordinata per valore.
tb-sorted-wild = Mano ordinata, matte a parte.
tb-sounds = Suoni
tb-take-pile = Prendi il pozzo (o trascinalo sulle tue combinazioni)
tb-takeover-level = poi gioca un bot
tb-timer-left = { $n } secondi rimasti
tb-timer-off = spento
tb-timer-set = Timer impostato.
tb-to-play = di turno
tb-to-rematch = Vai alla rivincita
tb-turn-timer = Tempo per turno
tb-undo = Annulla
tb-undo-all = Annulla tutto
tb-unfold = Mostra le altre combinazioni
tb-why-add = Fa crescere la combinazione verso una canasta.
tb-why-discard = È la carta che ti serve meno e che aiuta meno il prossimo giocatore.
tb-why-draw = Ora il pozzo non conviene.
tb-why-meld = Calarle vale { $points } punti e avvicina la chiusura.
tb-why-other = Il bot medio giocherebbe così.
tb-why-take = Il pozzo porta { $n } carte e la carta in cima si cala subito.
tb-you-are-away = Sei stato assente troppo a lungo: un bot gioca al tuo posto.

# --- table (issue 40): the invite prompt ---
table-invite-prompt = Un posto aspetta un amico: mandagli questo link per sedersi.
table-share = Condividi
table-later = Più tardi
table-confirm-remove = Togliere { $name } da questo tavolo?

# --- table chat: silenced spectators (issue 38, D21) ---
tb-quiet-on = Silenzia gli spettatori
tb-quiet-off = Lascia chattare gli spettatori
tb-quiet-note = I giocatori hanno silenziato la chat degli spettatori.

# --- table2 (issue 40): running score, match end, levels, pacing ---
table-on-table = In tavola: { $n }
table-on-table-detail = carte calate { $melded } · canaste { $bonus } · { $all ->
        [yes] 3
       *[no] 3 rossi
    } { $red3 }
table-match-total = Totale della partita
table-this-hand = Questa mano
table-rematch-offer = { $name } propone la rivincita.
table-pace = Velocità del computer
table-pace-slow = Lenta
table-pace-normal = Normale
table-pace-fast = Veloce
table-pace-set = Ora il computer gioca a questa velocità: { $pace }.
table-friend-left = { $name } ha lasciato il tavolo (non in linea).
table-friend-back = { $name } è di nuovo al tavolo.
table-answer-no = { $name } ha risposto no: in questo turno non puoi chiudere. Continua a giocare.
table-answer-yes = { $name } ha risposto sì: chiudi adesso.
table-add-all = Aggiungi queste { $n } carte alle combinazioni

# Hand and Foot (HF-3, HF-10): each seat's foot, face down, or "in the foot" once picked up
table-foot-n = { $n ->
    [one] piede: { $n } carta
   *[other] piede: { $n } carte
}
table-in-foot = gioca il piede
