## Verkkopalvelimen omat kieltäytymiset ja ilmoitukset (web/refusals.py). Muuttujat: en/server.ftl.

## Pelaajat ja jäsenet
server-unknown-player = Tuntematon pelaaja: luo ensin pelaaja.
server-sign-in-first = Tuntematon pelaaja: luo ensin pelaaja tai kirjaudu sisään.
server-no-player = Pelaajaa { $player } ei ole.
server-no-member = Jäsentä { $player } ei ole.
server-name-blank = nimi: nimi ei voi olla tyhjä.
server-blank-name = Nimi ei voi olla tyhjä.
server-name-of-member = ”{ $name }” on jäsenen nimi: kirjaudu sillä nimellä sisään tai valitse toinen.
server-name-taken = Nimi ”{ $name }” on jo jäsenen ”{ $member }” käytössä.
server-name-taken-first = Nimi ”{ $name }” on jo jäsenen ”{ $member }” käytössä: valitse ensin toinen nimi.
server-password-short = Salasanassa on oltava vähintään { $min ->
    [one] { $min } merkki
   *[other] { $min } merkkiä
}.
server-member-already = Olet jo jäsen: vaihda mieluummin salasanasi.
server-sign-in-throttled = Liian monta kirjautumisyritystä: odota hetki ja yritä uudelleen.
server-wrong-password = Väärä nimi tai salasana.
server-old-password-wrong = Vanha salasana ei ole oikein.
server-organiser-only = Vain järjestäjä voi tehdä sen.
server-organiser-self = Järjestäjä ei voi poistaa itseään.

## Pöydät ja paikat
server-no-table = Pöytää ”{ $table }” ei ole.
server-bad-status = Tilan on oltava käynnissä, päättynyt, tuotu tai suljettu.
server-bad-rules = Näillä kotisäännöillä ei voi pelata.
server-rule-own-field = { $name ->
    [players] Valitse pelaajien määrä sen omasta kentästä, älä kotisääntönä.
   *[other] Valitse sääntömuunnelma sen omasta kentästä, älä kotisääntönä.
}
server-unknown-preset = Sääntömuunnelmaa ”{ $preset }” ei ole; valitse jokin näistä: { $valid }.
server-seat-unknown-bot = Paikka { $seat }: tietokonepelaajaa ”{ $level }” ei ole; valitse jokin näistä: { $valid }.
server-unknown-bot = Tietokonepelaajaa ”{ $level }” ei ole; valitse jokin näistä: { $valid }.
server-too-many-seats = { $count ->
    [one] Annettiin { $count } paikka
   *[other] Annettiin { $count } paikkaa
}, mutta pelaajia on { $players }.
server-bad-seat = Paikan on oltava 0–{ $last }.
server-game-over = Peli on päättynyt.
server-removed-from-table = Järjestäjä poisti sinut tästä pöydästä: voit seurata peliä, mutta et istua pöytään.
server-seat-not-free = Se paikka ei ole vapaa.
server-player-not-there = Se pelaaja ei enää istu siellä.
server-storage-conflict = Joku muu muutti tätä pöytää samalla hetkellä: katso uudelleen ja yritä vielä kerran.
server-bot-owner-only = Vain pöydän luonut pelaaja tai järjestäjä voi asettaa tietokonepelaajan paikalle.
server-own-seat = Se on oma paikkasi.
server-player-present = Se pelaaja on pöydässä.
server-timer-owner-only = Vain pöydän luonut pelaaja voi asettaa vuoroajastimen.
server-rematch-players-only = Vain pöydän pelaaja voi aloittaa uusintaottelun.
server-match-in-play = Ottelu on vielä käynnissä.
server-closed-no-rematch = Järjestäjä sulki tämän pöydän: uusintaottelua ei ole.
server-not-in-play = Siinä pöydässä ei pelata.
server-no-player-there = Siellä ei istu ketään.

## Tallenteet, toistot, jakojen tarkistus
server-record-hidden = Käynnissä olevan pelin tallenne on piilossa pelin loppuun asti (se näyttäisi kaikki kortit).
server-commitment-too-long = Sitoumuksessa on enintään { $max } merkkiä.
server-bad-step = Vaiheen on oltava 0–{ $last }.
server-deals-after-game = Jaot voi tarkistaa, kun peli on päättynyt.
server-no-games = Pelaajalla { $player } ei ole päättyneitä pelejä.
server-record-too-large = Tämä tallenne on liian suuri: { $size } tavua, enintään { $max }.
server-too-many-imports = { $count ->
    [one] Olet jo tuonut { $count } pelin, eikä yksi pelaaja voi tuoda enempää.
   *[other] Olet jo tuonut { $count } peliä, eikä yksi pelaaja voi tuoda enempää.
}
server-import-busy = Palvelin tarkistaa muita tuotuja tallenteita; yritä uudelleen minuutin päästä.
server-record-duplicate = Tämä tallenne on jo täällä, pöytänä { $table }.
server-record-encoding = Tämä ei ole kelvollista JSONia: tiedosto ei ole UTF-8-tekstiä.
server-record-nested = Tämä ei ole kelvollista JSONia: se on sisäkkäinen liian monelta tasolta.
server-record-nested-deep = Tämä ei ole pelin tallenne: se on sisäkkäinen liian monelta tasolta.
server-bad-record = Tätä pelin tallennetta ei voi lukea.

## Kerhoillat (turnaukset)
server-bad-scoring = Pisteytystä ”{ $scoring }” ei ole; valitse jokin näistä: { $valid }.
server-event-pairs = Turnausta pelataan pareittain: neljä pelaajaa kahtena parina.
server-player-twice = Pelaaja { $player } on kahdessa parissa.
server-entry-no-player = Pari ”{ $entry }”: pelaajaa { $player } ei ole.
server-entry-bad-player = Pari ”{ $entry }”: ”{ $player }” ei ole pelaajan numero eikä bot:TASO.
server-too-many-rounds = { $count } paria voi kohdata toisensa enintään { $rounds } kierroksella.
server-no-event = Turnausta ”{ $event }” ei ole.
server-event-done = Turnauksen kaikki kierrokset on pelattu.
server-round-in-play = Kierros { $round } on vielä käynnissä.

## Kielet ja sääntösivut
server-unknown-language = Kieltä ”{ $language }” ei ole; valitse jokin näistä: { $valid }.
server-rules-json = Kotisääntöjen on oltava JSON-objekti muodossa sääntö: arvo.

## Pöytä (WebSocket)
server-not-your-turn = Ei ole sinun vuorosi.
server-stale = Peli on edennyt (siirto { $version }, näit siirron { $sent }).
server-stale-stored = Peli on edennyt: tämä siirto oli jo tallennettu.
server-table-closed = Järjestäjä on sulkenut tämän pöydän: siirtoja ei enää pelata.
server-spectator = Katsojat eivät tee siirtoja.
server-move-not-saved = Siirtoasi ei voitu tallentaa (palvelimen tietokantaan ei voi kirjoittaa), joten sitä ei pelattu: yritä hetken päästä uudelleen.
server-storage = Palvelin ei juuri nyt voi tallentaa siirtoja (sen tietokantaan ei voi kirjoittaa). Mitään ei menetetty; peli jatkuu heti, kun tallentaminen taas onnistuu.
server-dead-end = Peli ei voi jatkua: paikalla { $seat } ei ole yhtään sallittua siirtoa. Tämä on pelimoottorin vika; se on kirjattu lokiin.
server-stage-only = Vain pöytäyksiä ja lisäyksiä voi valmistella ennen niiden pelaamista.
server-chat-no-name = Valitse nimi, niin voit keskustella.
server-chat-reaction = Tuntematon reaktio; valitse jokin näistä: { $valid }
server-chat-empty = Tyhjää viestiä ei lähetetä.
server-chat-too-fast = Lähetät viestejä liian nopeasti: odota muutama sekunti.
server-binary-frame = Palvelin ottaa vastaan vain tekstiviestejä.
server-bad-message = Palvelin ei ymmärtänyt tämän sivun viestiä: lataa sivu uudelleen.
server-too-many-messages = Liian monta viestiä: enintään { $rate } sekunnissa.
server-too-many-resyncs = Liian monta koko pöydän pyyntöä: enintään { $rate } sekunnissa; pöytä lähetetään joka tapauksessa jokaisen siirron jälkeen.
server-too-large = Tämä viesti on liian pitkä: { $size } merkkiä, enintään { $max }.

## Palvelimen rajat
server-too-many-requests = Liian monta pyyntöä: enintään { $rate } sekunnissa samasta osoitteesta. Odota hetki.
server-too-many-connections = Liian monta yhteyttä: enintään { $rate } sekunnissa samasta osoitteesta. Odota hetki.
server-body-too-large = Pyyntö on liian suuri: enintään { $max } tavua.
server-body-too-slow = Pyyntö tuli liian hitaasti: sen on saavuttava { $seconds } sekunnissa.
server-internal = Palvelimella meni jokin vikaan ({ $name }). Se on kirjattu lokiin; yritä uudelleen.
server-not-found = Ei löytynyt.
server-method-not-allowed = Tämä osoite ei ota vastaan sellaista pyyntöä.
server-http = Palvelin hylkäsi pyynnön (virhe { $status }).

## Pyynnöt, joita palvelin ei voinut lukea ($field lisätään eteen)
server-invalid = tätä arvoa ei hyväksytä.
server-invalid-missing = tämä on pakollinen.
server-invalid-string-too-long = enintään { $max_length ->
    [one] { $max_length } merkki
   *[other] { $max_length } merkkiä
}.
server-invalid-too-long = enintään { $max_length ->
    [one] { $max_length } kohta
   *[other] { $max_length } kohtaa
}.
server-invalid-string-too-short = vähintään { $min_length ->
    [one] { $min_length } merkki
   *[other] { $min_length } merkkiä
}.
server-invalid-string-type = tämän on oltava tekstiä.
server-invalid-int-parsing = tämän on oltava kokonaisluku.
server-invalid-int-type = tämän on oltava kokonaisluku.
server-invalid-int-from-float = tämän on oltava kokonaisluku.
server-invalid-bool-parsing = tämän on oltava kyllä (true) tai ei (false).
server-invalid-bool-type = tämän on oltava kyllä (true) tai ei (false).
server-invalid-greater-than-equal = tämän on oltava vähintään { $ge }.
server-invalid-less-than-equal = tämän on oltava enintään { $le }.
server-invalid-greater-than = tämän on oltava suurempi kuin { $gt }.
server-invalid-less-than = tämän on oltava pienempi kuin { $lt }.
server-invalid-literal-error = tämän on oltava jokin näistä: { $expected }.
server-invalid-enum = tämän on oltava jokin näistä: { $expected }.
server-invalid-json-invalid = { $position ->
        [none] pyynnön runko ei ole kelvollista JSONia.
       *[other] pyynnön runko ei ole kelvollista JSONia (merkin { $position } kohdalla).
    }
server-invalid-dict-type = tämän on oltava nimien ja arvojen objekti.
server-invalid-model-attributes-type = tämän on oltava nimien ja arvojen objekti.
server-invalid-list-type = tämän on oltava luettelo.
server-invalid-extra-forbidden = tämä kenttä ei kuulu pyyntöön.

# --- backup (issue 38) ---
server-table-quarantined = Tämän pöydän tallennettuja siirtoja ei voi toistaa: pöytä jätetään paikalleen eikä sillä pelata siirtoja. Asia on kirjattu palvelimen lokiin.
server-import-one-at-a-time = Yksi pelitallenteesi on jo tarkistettavana: odota vastausta ja lähetä sitten seuraava.
server-body-unreadable = Pyynnön runkoa ei voi lukea: se ei ole kelvollista JSONia, tai jossakin sen luvussa on yli 4 300 numeroa.

# --- accounts (issue 38) ---
server-claim-members-only = Liity ensin jäseneksi ja syötä sitten järjestäjän koodi.
server-claim-wrong = Järjestäjän koodi ei ole oikea, tai sitä on jo käytetty.


# --- replays of finished tables (issue 38, D3) ---
server-replay-busy = Osoitteestasi haetaan liian monta peliä kerralla: odota muutama sekunti ja kysy uudelleen.

# --- tables per player (issue 38, D5/D6) ---
server-too-many-tables = Sinulla on jo { $count } pöytää kesken: pelaa yksi loppuun tai poistu siitä ennen kuin aloitat uuden.
server-too-many-bot-tables = Sinulla on jo kesken pöytä, jossa pelaa vain botteja: katso se ensin loppuun.
server-server-bot-tables = Palvelin pelauttaa jo niin monta pelkkien bottien pöytää kuin jaksaa: istu omaan pöytääsi tai yritä myöhemmin uudelleen.

# --- denial of service and table trust (issue 38) ---
server-already-seated = Istut jo tämän pöydän ääressä: yksi paikka pelaajaa kohden.
server-chat-spectators-silenced = Pelaajat ovat hiljentäneet katsojien keskustelun tässä pöydässä.
server-chat-table-busy = Tämän pöydän keskustelu on ruuhkainen: enintään { $rate } riviä sekunnissa. Odota muutama sekunti.
server-chat-address-too-fast = Osoitteestasi tulee liikaa viestejä: enintään { $rate } sekunnissa.
server-chat-quiet-players-only = Vain pöydän ääressä istuva pelaaja voi hiljentää katsojat.

# --- sealed rounds (issue 38) ---
server-round-sealed = Pöytä { $table } kuuluu kerhoillan kierrokseen { $round }, jota pelataan vielä: sen kortit pysyvät sinetöityinä, kunnes kierroksen kaikki pöydät ovat päättyneet.
server-bad-page = Tulostaulukon sivu: limit 1–{ $most } riviä, offset 0 tai enemmän.

# --- table2 (issue 40): the bots' pace ---
server-pace-players-only = Vain pöydän pelaaja voi säätää tietokoneen nopeutta.
server-unknown-pace = Nopeutta ”{ $pace }” ei ole; valitse jokin näistä: { $valid }.
server-event-too-few = { $count } ilmoittautumista muodostaa vain yhden pöydän, mutta duplikaattikerhoilta vertaa pöytiä: ilmoita vähintään kolme.
