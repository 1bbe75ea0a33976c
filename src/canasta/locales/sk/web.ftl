## The web app: lobby, history, replay, navigation.

app-title = Kanasta
common-loading = Načítava sa…
err-http = Chyba servera
err-network = Server je nedostupný. Skontrolujte pripojenie.
history-export = Exportovať záznam
history-import = Importovať záznam hry
history-import-hint = Súbor JSON canasta-record/1; engine overí každý ťah.
history-in-progress = Prebiehajúce hry
history-none = Zatiaľ žiadna dohraná hra.
history-replay = Prehrať
history-title = Dohrané hry
lobby-bad-rule = „{ $line }“ nie je v tvare kľúč=hodnota
lobby-create = Vytvoriť stôl
lobby-default = predvolené
lobby-house-hint = Napríklad hand_size=7 alebo canastas_to_go_out=2. Engine ich overí a povie, čo je zle; „canasta rules“ vypíše všetky kľúče.
lobby-house-rules = Domáce pravidlá (kľúč=hodnota, jedno na riadok)
lobby-intro = Zvoľte si meno. Bez hesla: tento prehliadač si vás zapamätá.
lobby-join = Pridať sa
lobby-new-table = Nový stôl
lobby-no-tables = Žiadny stôl sa nehrá. Vytvorte si ho!
lobby-open-tables = Rozohrané stoly
lobby-players = Hráči
lobby-preset = Pravidlá
lobby-refresh = Obnoviť
lobby-rule-list = Všetky domáce pravidlá (popisy v angličtine)
lobby-score = Skóre
lobby-seat-bot = Počítač: { $level }
lobby-seat-human = Priateľ (pozvánka)
lobby-seat-me = Ja
lobby-seats = Miesta
lobby-sides = Družstvá
lobby-start = Začať
lobby-table = Stôl
lobby-target = Cieľové skóre
lobby-watch = Sledovať
lobby-welcome = Vitajte pri Kanaste
lobby-your-name = Vaše meno
nav-history = História
nav-language = Jazyk
nav-lobby = Lobby
nav-playing-as = Hráte ako { $name }
nav-skip = Preskočiť na obsah
replay-first = Začiatok
replay-keys = Šípky posúvajú po ťahoch; Home a End skočia na začiatok a koniec.
replay-last = Koniec
replay-next = Ďalej
replay-next-hand = Koniec tohto kola
replay-prev = Späť
replay-prev-hand = Koniec predchádzajúceho kola
replay-step = Ťah { $n } z { $total }
replay-title = Záznam stola { $id }
