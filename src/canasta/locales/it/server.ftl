## Rifiuti e avvisi del server web (web/refusals.py). Vedi en/server.ftl per le variabili.

## Giocatori e soci
server-unknown-player = Giocatore sconosciuto: prima crea un giocatore.
server-sign-in-first = Giocatore sconosciuto: prima crea un giocatore o accedi.
server-no-player = Non c'è nessun giocatore { $player }.
server-no-member = Non c'è nessun socio { $player }.
server-name-blank = nome: il nome non può essere vuoto.
server-blank-name = Il nome non può essere vuoto.
server-name-of-member = «{ $name }» è il nome di un socio: accedi con quel nome o scegline un altro.
server-name-taken = Il nome «{ $name }» è già del socio «{ $member }».
server-name-taken-first = Il nome «{ $name }» è già del socio «{ $member }»: prima scegli un altro nome.
server-password-short = Una password deve avere almeno { $min ->
    [one] { $min } carattere
   *[other] { $min } caratteri
}.
server-member-already = Fai già parte del circolo: cambia invece la tua password.
server-sign-in-throttled = Troppi tentativi di accesso: aspetta un minuto e riprova.
server-wrong-password = Nome o password errati.
server-old-password-wrong = La vecchia password non è giusta.
server-organiser-only = Solo un organizzatore può farlo.
server-organiser-self = Un organizzatore non può togliere sé stesso.

## Tavoli e posti
server-no-table = Non c'è nessun tavolo «{ $table }».
server-bad-status = Lo stato deve essere: in corso, finita, importata o chiusa.
server-bad-rules = Con queste regole della casa non si può giocare.
server-rule-own-field = { $name ->
    [players] Scegli il numero di giocatori nel suo campo, non come regola della casa.
   *[other] Scegli la variante nel suo campo, non come regola della casa.
}
server-unknown-preset = Non c'è nessuna variante «{ $preset }»; scegli tra: { $valid }.
server-seat-unknown-bot = Posto { $seat }: non c'è nessun giocatore computer «{ $level }»; scegli tra: { $valid }.
server-unknown-bot = Non c'è nessun giocatore computer «{ $level }»; scegli tra: { $valid }.
server-too-many-seats = { $count ->
    [one] È stato indicato { $count } posto
   *[other] Sono stati indicati { $count } posti
} per { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}.
server-bad-seat = Il posto deve essere da 0 a { $last }.
server-game-over = La partita è finita.
server-removed-from-table = Un organizzatore ti ha tolto da questo tavolo: puoi guardarlo, ma non sederti.
server-seat-not-free = Quel posto non è libero.
server-player-not-there = Quel giocatore non siede più lì.
server-storage-conflict = Qualcun altro ha cambiato questo tavolo nello stesso momento: guarda di nuovo e riprova.
server-bot-owner-only = Solo chi ha creato il tavolo, o un organizzatore, può far sedere un giocatore computer.
server-own-seat = È il tuo posto.
server-player-present = Quel giocatore è al tavolo.
server-timer-owner-only = Solo chi ha creato il tavolo può impostare il timer del turno.
server-rematch-players-only = Solo un giocatore del tavolo può chiedere la rivincita.
server-match-in-play = La partita è ancora in corso.
server-closed-no-rematch = Un organizzatore ha chiuso questo tavolo: niente rivincita.
server-not-in-play = Quel tavolo non è in gioco.
server-no-player-there = Lì non siede nessuno.

## Registrazioni, riletture, verifica delle smazzate
server-record-hidden = La registrazione di una partita in corso resta nascosta finché non finisce (mostrerebbe tutte le carte).
server-commitment-too-long = L'impegno ha al massimo { $max } caratteri.
server-bad-step = Il passo deve essere da 0 a { $last }.
server-deals-after-game = Le smazzate si possono verificare quando la partita è finita.
server-no-games = Il giocatore { $player } non ha partite finite.
server-record-too-large = Questa registrazione è troppo grande: { $size } byte, al massimo { $max }.
server-too-many-imports = { $count ->
    [one] Hai già importato { $count } partita, il massimo per un giocatore.
   *[other] Hai già importato { $count } partite, il massimo per un giocatore.
}
server-import-busy = Il server sta verificando altre registrazioni importate; riprova fra un minuto.
server-record-duplicate = Questa registrazione c'è già, come tavolo { $table }.
server-record-encoding = Questo non è JSON valido: il file non è testo UTF-8.
server-record-nested = Questo non è JSON valido: troppi livelli annidati.
server-record-nested-deep = Questa non è la registrazione di una partita: troppi livelli annidati.
server-bad-record = Questa registrazione di partita non si può leggere.

## Serate del circolo (tornei)
server-bad-scoring = Non c'è nessun conteggio «{ $scoring }»; scegli tra: { $valid }.
server-event-pairs = Un torneo si gioca a coppie: quattro giocatori in due squadre.
server-player-twice = Il giocatore { $player } è in due squadre.
server-entry-no-player = Squadra «{ $entry }»: non c'è nessun giocatore { $player }.
server-entry-bad-player = Squadra «{ $entry }»: «{ $player }» non è né il numero di un giocatore né bot:LIVELLO.
server-too-many-rounds = { $count } squadre si incontrano in { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
} al massimo.
server-no-event = Non c'è nessun torneo «{ $event }».
server-event-done = Tutti i turni del torneo sono stati giocati.
server-round-in-play = Il turno { $round } è ancora in corso.

## Lingue e pagine delle regole
server-unknown-language = Non c'è nessuna lingua «{ $language }»; scegli tra: { $valid }.
server-rules-json = Le regole della casa devono essere un oggetto JSON regola: valore.

## Il tavolo (WebSocket)
server-not-your-turn = Non è il tuo turno.
server-stale = La partita è andata avanti (mossa { $version }, tu eri alla mossa { $sent }).
server-stale-stored = La partita è andata avanti: questa mossa era già registrata.
server-table-closed = Un organizzatore ha chiuso questo tavolo: non si gioca più nessuna mossa.
server-spectator = Gli spettatori non giocano.
server-move-not-saved = Non è stato possibile salvare la tua mossa (il database del server non si può scrivere), quindi non è stata giocata: riprova fra un momento.
server-storage = Il server per ora non riesce a salvare le mosse (il suo database non si può scrivere). Non si è perso niente; si riprende a giocare appena può salvare di nuovo.
server-dead-end = La partita non può continuare: il posto { $seat } non ha nessuna mossa valida. È un difetto del motore di gioco; è stato registrato.
server-stage-only = Solo le combinazioni e le aggiunte si possono preparare prima di giocarle.
server-chat-no-name = Scegli un nome per chattare.
server-chat-reaction = Reazione sconosciuta; scegli tra: { $valid }
server-chat-empty = Un messaggio vuoto non viene inviato.
server-chat-too-fast = Stai mandando messaggi troppo in fretta: aspetta qualche secondo.
server-binary-frame = Il server accetta solo messaggi di testo.
server-bad-message = Il server non ha capito un messaggio di questa pagina: ricaricala.
server-too-many-messages = Troppi messaggi: al massimo { $rate } al secondo.
server-too-many-resyncs = Troppe richieste dell'intero tavolo: al massimo { $rate } al secondo; viene comunque inviato dopo ogni mossa.
server-too-large = Questo messaggio è troppo lungo: { $size } caratteri, al massimo { $max }.

## Limiti del server
server-too-many-requests = Troppe richieste: al massimo { $rate } al secondo dallo stesso indirizzo. Aspetta un momento.
server-too-many-connections = Troppe connessioni: al massimo { $rate } al secondo dallo stesso indirizzo. Aspetta un momento.
server-body-too-large = La richiesta è troppo grande: al massimo { $max } byte.
server-body-too-slow = La richiesta è arrivata troppo lentamente: deve arrivare entro { $seconds } secondi.
server-internal = Qualcosa è andato storto sul server ({ $name }). È stato registrato; riprova.
server-not-found = Non trovato.
server-method-not-allowed = Questo indirizzo non accetta questa richiesta.
server-http = Il server ha rifiutato la richiesta (errore { $status }).

## Richieste illeggibili ($field viene messo davanti)
server-invalid = questo valore non è accettato.
server-invalid-missing = questo campo è obbligatorio.
server-invalid-string-too-long = al massimo { $max_length ->
    [one] { $max_length } carattere
   *[other] { $max_length } caratteri
}.
server-invalid-too-long = al massimo { $max_length } elementi.
server-invalid-string-too-short = almeno { $min_length ->
    [one] { $min_length } carattere
   *[other] { $min_length } caratteri
}.
server-invalid-string-type = serve un testo.
server-invalid-int-parsing = serve un numero intero.
server-invalid-int-type = serve un numero intero.
server-invalid-int-from-float = serve un numero intero.
server-invalid-bool-parsing = serve sì (true) o no (false).
server-invalid-bool-type = serve sì (true) o no (false).
server-invalid-greater-than-equal = serve { $ge } o più.
server-invalid-less-than-equal = serve { $le } o meno.
server-invalid-greater-than = serve più di { $gt }.
server-invalid-less-than = serve meno di { $lt }.
server-invalid-literal-error = serve uno di questi valori: { $expected }.
server-invalid-enum = serve uno di questi valori: { $expected }.
server-invalid-json-invalid = { $position ->
        [none] il corpo della richiesta non è JSON valido.
       *[other] il corpo della richiesta non è JSON valido (al carattere { $position }).
    }
server-invalid-dict-type = serve un oggetto di nomi e valori.
server-invalid-model-attributes-type = serve un oggetto di nomi e valori.
server-invalid-list-type = serve un elenco.
server-invalid-extra-forbidden = questo campo non fa parte della richiesta.

# --- backup (issue 38) ---
server-table-quarantined = Le mosse salvate di questo tavolo non si possono rigiocare: il tavolo resta fermo e non vi si gioca più nessuna mossa. È segnalato nel registro del server.
server-import-one-at-a-time = Hai già una partita in verifica: attendi la risposta, poi invia la successiva.
server-body-unreadable = Il corpo della richiesta non si può leggere: non è JSON valido, oppure un numero ha più di 4.300 cifre.

# --- accounts (issue 38) ---
server-claim-members-only = Diventa prima socio, poi inserisci il codice dell’organizzatore.
server-claim-wrong = Questo codice dell’organizzatore non è giusto, o è già stato usato.


# --- replays of finished tables (issue 38, D3) ---
server-replay-busy = Troppe partite consultate insieme dal tuo indirizzo: aspetta qualche secondo e riprova.

# --- tables per player (issue 38, D5/D6) ---
server-too-many-tables = Hai già { $count } tavoli in corso: finiscine o lasciane uno prima di cominciarne un altro.
server-too-many-bot-tables = Hai già in corso un tavolo di soli bot: guardalo fino alla fine prima.
server-server-bot-tables = Il server fa già giocare tutti i tavoli di soli bot che può: siediti al tuo tavolo, o riprova più tardi.

# --- denial of service and table trust (issue 38) ---
server-already-seated = Sei già seduto a questo tavolo: un posto per giocatore.
server-chat-spectators-silenced = I giocatori hanno silenziato la chat degli spettatori a questo tavolo.
server-chat-table-busy = La chat di questo tavolo è affollata: al massimo { $rate } righe al secondo. Aspetta qualche secondo.
server-chat-address-too-fast = Troppi messaggi dal tuo indirizzo: al massimo { $rate } al secondo.
server-chat-quiet-players-only = Solo un giocatore seduto al tavolo può silenziare gli spettatori.

# --- sealed rounds (issue 38) ---
server-round-sealed = Il tavolo { $table } fa parte del turno { $round } di una serata del club ancora in corso: le sue carte restano sigillate finché non sono finiti tutti i tavoli del turno.
server-bad-page = Una pagina della classifica: limit da 1 a { $most } righe, offset 0 o più.

# --- table2 (issue 40): the bots' pace ---
server-pace-players-only = Solo un giocatore del tavolo può regolare la velocità del computer.
server-unknown-pace = La velocità «{ $pace }» non esiste; scegli fra: { $valid }.
server-event-too-few = { $count } iscrizioni formano un solo tavolo, ma una serata in duplicato confronta i tavoli: iscrivine almeno tre.
