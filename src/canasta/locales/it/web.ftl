## The web app: lobby, history, replay, navigation.

app-title = Canasta
common-loading = Caricamento…
err-http = Errore del server
err-network = Il server non risponde. Controlla la connessione.
history-export = Esporta la partita
history-import = Importa una partita
history-import-hint = Un file JSON canasta-record/1; il motore controlla ogni mossa.
history-in-progress = Partite in corso
history-none = Nessuna partita finita.
history-replay = Rivedi
history-title = Partite finite
lobby-create = Crea tavolo
lobby-default = predefinito
lobby-intro = Scegli un nome per giocare. Nessuna password: questo browser si ricorda di te.
lobby-join = Partecipa
lobby-new-table = Nuovo tavolo
lobby-no-tables = Nessun tavolo in gioco. Creane uno!
lobby-open-tables = Tavoli in gioco
lobby-players = Giocatori
lobby-preset = Regole
lobby-quick = Gioca
lobby-quick-hint = Regole classiche, quattro giocatori: tu e un compagno computer contro due computer.
lobby-quick-level = Livello del computer
lobby-quick-title = Gioca subito
lobby-refresh = Aggiorna
lobby-score = Punteggio
lobby-seat-bot = Computer: { $level }
lobby-seat-human = Un amico (invito)
lobby-seat-me = Io
lobby-seats = Posti
lobby-sides = Squadre
lobby-start = Inizia
lobby-table = Tavolo
lobby-target = Punteggio da raggiungere
lobby-watch = Guarda
lobby-welcome = Benvenuto a Canasta
lobby-your-name = Il tuo nome
nav-history = Cronologia
nav-language = Lingua
nav-lobby = Sala
nav-playing-as = Giochi come { $name }
nav-skip = Vai al contenuto
page-error-title = Questa pagina non può essere mostrata
page-missing-back = Vai alla sala
page-missing-text = Non c'è nessuna pagina all'indirizzo { $path }. Dalla sala si raggiungono i tavoli, la cronologia e le pagine del circolo.
page-missing-title = Pagina non trovata
replay-first = Inizio
replay-keys = Le frecce scorrono le mosse; Home e Fine saltano.
replay-last = Fine
replay-next = Avanti
replay-next-hand = Fine di questa mano
replay-prev = Indietro
replay-prev-hand = Fine della mano precedente
replay-step = Mossa { $n } di { $total }
replay-title = Replica del tavolo { $id }

## Identity links (branch server-13)
identity-switch = Questo link contiene l'identità di { $name } (giocatore n. { $id }). Stai giocando come { $current } (giocatore n. { $current_id }). Giocare come { $name } su questo dispositivo? La tua identità resta salvata: potrai tornarci dall'alto della pagina.
identity-take = Questo link contiene l'identità di { $name } (giocatore n. { $id }). Giocare come { $name } su questo dispositivo? Aprilo solo se è il tuo link personale.
identity-restore = Torna a { $name } (n. { $id })
identity-bad-link = Questo link non contiene un'identità valida.

# --- accounts (issue 38) ---
nav-sign-out = Esci
nav-sign-in = Accedi

# --- table2 (issue 40): Play now in the player's own rulebook ---
lobby-quick-hint-rules = Regole: { $rules }; quattro giocatori: tu e un compagno computer contro due computer.
lobby-quick-classic = Gioca con le regole classiche

# --- table2 (issue 40): History, my games ---
history-closed = chiusa da un organizzatore
history-all = Mostra tutte le partite di questo server ({ $n })
history-none-mine = Non hai ancora finito nessuna partita.
