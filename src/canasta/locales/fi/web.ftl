## The web app: lobby, history, replay, navigation.

app-title = Canasta
common-loading = Ladataan…
err-http = Palvelinvirhe
err-network = Palvelimeen ei saada yhteyttä. Tarkista yhteys.
history-export = Vie pelitallenne
history-import = Tuo pelitallenne
history-import-hint = canasta-record/1 -JSON-tiedosto; moottori tarkistaa jokaisen siirron.
history-in-progress = Käynnissä olevat pelit
history-none = Ei vielä päättyneitä pelejä.
history-replay = Toisto
history-title = Päättyneet pelit
lobby-create = Luo pöytä
lobby-default = oletus
lobby-intro = Valitse nimi. Salasanaa ei tarvita: tämä selain muistaa sinut.
lobby-join = Liity
lobby-new-table = Uusi pöytä
lobby-no-tables = Yhtään pöytää ei pelata. Luo uusi!
lobby-open-tables = Käynnissä olevat pöydät
lobby-players = Pelaajat
lobby-preset = Säännöt
lobby-quick = Pelaa
lobby-quick-hint = Klassiset säännöt, neljä pelaajaa: sinä ja tietokonekumppani kahta tietokonetta vastaan.
lobby-quick-level = Tietokoneen taso
lobby-quick-title = Pelaa heti
lobby-refresh = Päivitä
lobby-score = Pisteet
lobby-seat-bot = Tietokone: { $level }
lobby-seat-human = Ystävä (kutsu)
lobby-seat-me = Minä
lobby-seats = Paikat
lobby-sides = Joukkueet
lobby-start = Aloita
lobby-table = Pöytä
lobby-target = Tavoitepisteet
lobby-watch = Katso
lobby-welcome = Tervetuloa pelaamaan Canastaa
lobby-your-name = Nimesi
nav-history = Historia
nav-language = Kieli
nav-lobby = Aula
nav-playing-as = Pelaat nimellä { $name }
nav-skip = Siirry sisältöön
page-error-title = Tätä sivua ei voi näyttää
page-missing-back = Aulaan
page-missing-text = Osoitteessa { $path } ei ole sivua. Aulasta pääsee pöytiin, historiaan ja kerhon sivuille.
page-missing-title = Sivua ei löytynyt
replay-first = Alku
replay-keys = Nuolinäppäimet siirtävät; Home ja End hyppäävät.
replay-last = Loppu
replay-next = Seuraava
replay-next-hand = Tämän jaon loppu
replay-prev = Edellinen
replay-prev-hand = Edellisen jaon loppu
replay-step = Siirto { $n }/{ $total }
replay-title = Pöydän { $id } toisto

## Identity links (branch server-13)
identity-switch = Tämä linkki sisältää pelaajan { $name } henkilöllisyyden (pelaaja nro { $id }). Pelaat nyt nimellä { $current } (pelaaja nro { $current_id }). Pelataanko tällä laitteella nimellä { $name }? Oma henkilöllisyytesi säilyy: voit vaihtaa takaisin sivun yläosasta.
identity-take = Tämä linkki sisältää pelaajan { $name } henkilöllisyyden (pelaaja nro { $id }). Pelataanko tällä laitteella nimellä { $name }? Avaa se vain, jos se on oma linkkisi.
identity-restore = Vaihda takaisin: { $name } (nro { $id })
identity-bad-link = Tämä linkki ei sisällä kelvollista henkilöllisyyttä.

# --- accounts (issue 38) ---
nav-sign-out = Kirjaudu ulos
nav-sign-in = Kirjaudu sisään

# --- table2 (issue 40): Play now in the player's own rulebook ---
lobby-quick-hint-rules = Säännöt: { $rules }; neljä pelaajaa: sinä ja tietokonekumppani kahta tietokonetta vastaan.
lobby-quick-classic = Pelaa klassisilla säännöillä

# --- table2 (issue 40): History, my games ---
history-closed = järjestäjä sulki
history-all = Näytä kaikki tämän palvelimen pelit ({ $n })
history-none-mine = Sinulla ei ole vielä päättyneitä pelejä.
