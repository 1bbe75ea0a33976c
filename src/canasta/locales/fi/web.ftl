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
lobby-bad-rule = '{ $line }' ei ole muotoa avain=arvo
lobby-create = Luo pöytä
lobby-default = oletus
lobby-house-hint = Esimerkiksi hand_size=7 tai canastas_to_go_out=2. Moottori tarkistaa ne ja kertoo virheen; 'canasta rules' listaa kaikki avaimet.
lobby-house-rules = Kotisäännöt (avain=arvo, yksi per rivi)
lobby-intro = Valitse nimi. Salasanaa ei tarvita: tämä selain muistaa sinut.
lobby-join = Liity
lobby-new-table = Uusi pöytä
lobby-no-tables = Yhtään pöytää ei pelata. Luo uusi!
lobby-open-tables = Käynnissä olevat pöydät
lobby-players = Pelaajat
lobby-preset = Säännöt
lobby-refresh = Päivitä
lobby-rule-list = Kaikki kotisäännöt (kuvaukset englanniksi)
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
replay-first = Alku
replay-keys = Nuolinäppäimet siirtävät; Home ja End hyppäävät.
replay-last = Loppu
replay-next = Seuraava
replay-next-hand = Tämän jaon loppu
replay-prev = Edellinen
replay-prev-hand = Edellisen jaon loppu
replay-step = Siirto { $n }/{ $total }
replay-title = Pöydän { $id } toisto
