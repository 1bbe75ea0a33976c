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
lobby-bad-rule = «{ $line }» non è nella forma chiave=valore
lobby-create = Crea tavolo
lobby-default = predefinito
lobby-house-hint = Per esempio hand_size=7 o canastas_to_go_out=2. Il motore le controlla e dice cosa non va; «canasta rules» elenca tutte le chiavi.
lobby-house-rules = Regole della casa (chiave=valore, una per riga)
lobby-intro = Scegli un nome per giocare. Nessuna password: questo browser si ricorda di te.
lobby-join = Partecipa
lobby-new-table = Nuovo tavolo
lobby-no-tables = Nessun tavolo in gioco. Creane uno!
lobby-open-tables = Tavoli in gioco
lobby-players = Giocatori
lobby-preset = Regole
lobby-refresh = Aggiorna
lobby-rule-list = Tutte le regole della casa (descrizioni in inglese)
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
replay-first = Inizio
replay-keys = Le frecce scorrono le mosse; Home e Fine saltano.
replay-last = Fine
replay-next = Avanti
replay-next-hand = Fine di questa mano
replay-prev = Indietro
replay-prev-hand = Fine della mano precedente
replay-step = Mossa { $n } di { $total }
replay-title = Replica del tavolo { $id }
