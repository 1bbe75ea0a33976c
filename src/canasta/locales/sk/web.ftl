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
lobby-create = Vytvoriť stôl
lobby-default = predvolené
lobby-intro = Zvoľte si meno. Bez hesla: tento prehliadač si vás zapamätá.
lobby-join = Pridať sa
lobby-new-table = Nový stôl
lobby-no-tables = Žiadny stôl sa nehrá. Vytvorte si ho!
lobby-open-tables = Rozohrané stoly
lobby-players = Hráči
lobby-preset = Pravidlá
lobby-quick = Hrať
lobby-quick-hint = Klasické pravidlá, štyria hráči: vy a počítačový spoluhráč proti dvom počítačom.
lobby-quick-level = Úroveň počítača
lobby-quick-title = Hrať hneď
lobby-refresh = Obnoviť
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
page-error-title = Túto stránku nemožno zobraziť
page-missing-back = Do lobby
page-missing-text = Na adrese { $path } nie je žiadna stránka. Z lobby sa dostanete k stolom, histórii a stránkam klubu.
page-missing-title = Stránka sa nenašla
replay-first = Začiatok
replay-keys = Šípky posúvajú po ťahoch; Home a End skočia na začiatok a koniec.
replay-last = Koniec
replay-next = Ďalej
replay-next-hand = Koniec tohto kola
replay-prev = Späť
replay-prev-hand = Koniec predchádzajúceho kola
replay-step = Ťah { $n } z { $total }
replay-title = Záznam stola { $id }

## Identity links (branch server-13)
identity-switch = Tento odkaz obsahuje identitu hráča { $name } (hráč č. { $id }). Hráte ako { $current } (hráč č. { $current_id }). Hrať na tomto zariadení ako { $name }? Vaša identita zostane uložená: späť sa môžete prepnúť v hornej časti stránky.
identity-take = Tento odkaz obsahuje identitu hráča { $name } (hráč č. { $id }). Hrať na tomto zariadení ako { $name }? Otvorte ho, iba ak je to váš vlastný odkaz.
identity-restore = Späť na { $name } (č. { $id })
identity-bad-link = Tento odkaz neobsahuje platnú identitu.

# --- accounts (issue 38) ---
nav-sign-out = Odhlásiť sa
nav-sign-in = Prihlásiť sa

# --- table2 (issue 40): Play now in the player's own rulebook ---
lobby-quick-hint-rules = Pravidlá: { $rules }; štyria hráči: vy a počítačový spoluhráč proti dvom počítačom.
lobby-quick-classic = Hrať podľa klasických pravidiel

# --- table2 (issue 40): History, my games ---
history-closed = zatvoril organizátor
history-all = Zobraziť všetky hry na tomto serveri ({ $n })
history-none-mine = Zatiaľ nemáte žiadnu dohranú hru.
