## Miksi siirto hylätään ja mitä pöytä näyttää (canasta.reasons; docs/reasons.md).
## Haaran arch-19 tiedosto.

reason-match-over = Ottelu on päättynyt.
reason-hand-over = Jako on päättynyt; jäljellä on vain seuraavan jakaminen.
reason-deal-not-now = Seuraava jako jaetaan vasta, kun tämä on päättynyt.
reason-answer-pending = Parisi on ensin vastattava kyllä tai ei kysymykseen ”Saanko lopettaa?”.
reason-nothing-asked = Kukaan ei ole kysynyt ”Saanko lopettaa?”.
reason-already-drawn = Olet jo nostanut umpipakasta tai ottanut avopakan tällä vuorolla.
reason-draw-first = Vuoro alkaa nostolla umpipakasta tai avopakan ottamisella.
reason-draw-before-melding = Nosta (tai ota avopakka) ennen pöytäämistä.
reason-opening-before-draw = Kädestä tehdyn avauksen on oltava vähintään { $minimum } pisteen arvoinen ennen nostoa.
reason-stock-empty = Umpipakka on loppu: ota avopakka, jonka päällimmäinen kortti sopii joukkueesi yhdistelmään.
reason-end-not-allowed = Vuoron voi lopettaa ilman poistoa vain, jos umpipakan viimeinen kortti oli punainen kolmonen.
reason-not-in-hand = { $count ->
    [one] Tähän tarvitaan kädestä { $count } kortti ({ $kind }), eikä sitä ole kädessäsi.
   *[other] Tähän tarvitaan kädestä { $count } korttia ({ $kind }), eikä niitä ole kädessäsi niin montaa.
}
reason-take-not-in-hand = Kädessäsi ei ole noita kortteja.
reason-ask-no-partner = Vain pelaaja, jolla on pari, voi kysyä ”Saanko lopettaa?”.
reason-ask-once = Voit kysyä ”Saanko lopettaa?” vain kerran vuorossa.
reason-ask-before-melding = Kysy ”Saanko lopettaa?” ennen kuin pöytäät tällä vuorolla.
reason-ask-cannot-go-out = Kysy vain, kun voit lopettaa tällä vuorolla.
reason-no-discard-after-red-three = Kun umpipakan viimeinen kortti oli punainen kolmonen, et saa poistaa korttia: lopeta vuoro.
reason-opening-before-discard = Avauspöytäyksen on oltava vähintään { $minimum } pisteen arvoinen ennen poistoa.
reason-must-go-out = Parisi sanoi kyllä: sinun on lopetettava tällä vuorolla.
reason-closing-discard = Viimeinen poistokortti ei saa olla musta kolmonen eikä jokeri.
reason-empty-pile-discard = Et saa poistaa korttia { $kind } tyhjään avopakkaan, kun kädessäsi on muun arvon luonnollinen kortti.
reason-wild-meld-stop-discard = Niin kauan kuin joukkueesi jokeriyhdistelmä ei ole canasta, et saa poistaa jokeria etkä mustaa kolmosta.
reason-meld-one-rank = Yhdistelmässä on vain yhtä arvoa.
reason-meld-red-three = Punaisia kolmosia ei koskaan pöydätä yhdistelmäksi.
reason-wild-meld-not-allowed = Pelkistä jokereista tehty yhdistelmä ei ole sallittu näissä säännöissä.
reason-wild-meld-after-opening = Jokeriyhdistelmän saa pöytään vasta, kun joukkueesi on tehnyt avauksensa.
reason-meld-exists = Joukkueellasi on jo { $meld ->
    [W] jokeriyhdistelmä
   *[other] yhdistelmä { $meld }
}: lisää kortit siihen.
reason-black-three-never = Mustia kolmosia ei koskaan pöydätä näissä säännöissä.
reason-black-three-wilds = Mustat kolmoset pöydätään ilman jokereita.
reason-black-three-going-out = Mustia kolmosia saa pöydätä vain pelaaja, joka lopettaa tällä vuorolla.
reason-meld-shape = Yhdistelmään tarvitaan vähintään kaksi luonnollista korttia eikä enempää jokereita kuin on sallittu.
reason-no-such-meld = Kortteja lisätään vain oman joukkueen yhdistelmiin, eikä joukkueellasi ole { $meld ->
    [W] jokeriyhdistelmää
   *[other] yhdistelmää { $meld }
}.
reason-too-many-wilds = Yhdistelmässä olisi liikaa jokereita.
reason-opening-drawn-cards = Tällä vuorolla nostettuja kortteja voi käyttää avaukseen vasta seuraavalla vuorolla.
reason-opening-naturals-only = Avauspöytäys tehdään vain luonnollisilla korteilla.
reason-opening-pending = Avauspöytäyksen on ensin oltava kädessä olevilla korteilla vähintään { $minimum } pisteen arvoinen.
reason-opening-unreachable = Avauspöytäyksen on oltava tällä vuorolla vähintään { $minimum } pisteen arvoinen, eikä se tämän pöytäyksen jälkeen ole enää mahdollista.
reason-empty-before-draw = Et saa tyhjentää kättäsi ennen nostoa.
reason-keep-a-card = Joukkueeltasi puuttuvat lopettamiseen tarvittavat canastat, joten sinun on pidettävä kortti poistettavaksi.
reason-last-card-stuck = Viimeistä korttiasi ei silloin voisi poistaa eikä pöydätä lopettaaksesi.
reason-move-not-possible = Siirto ”{ $move }” ei ole nyt mahdollinen.
reason-pile-empty = Avopakka on tyhjä.
reason-pile-before-opening = Avopakan voi ottaa vasta, kun joukkueesi on tehnyt avauspöytäyksen.
reason-pile-black-three = Päällimmäinen musta kolmonen estää avopakan ottamisen.
reason-pile-one-card = Pelaaja, jolla on yksi kortti, ei saa ottaa yhden kortin avopakkaa.
reason-pile-wild-on-top = Avopakkaa ei voi ottaa, kun sen päällä on jokeri.
reason-pile-wild-three = Kun päällä on { $kind }, avopakka otetaan vain kolmella samanlaisella kortilla.
reason-pile-frozen-unopened = Joukkueesi ei ole vielä avannut, joten päällimmäinen kortti on pöydättävä kädessä olevan luonnollisen parin kanssa.
reason-pile-frozen = Avopakka on lukittu, joten päällimmäinen kortti on pöydättävä kädessä olevan luonnollisen parin kanssa.
reason-pozzo-black-three = Kun pozzossa on vastustajan poistama musta kolmonen, sen saa vain kolmella päällimmäisen kortin arvoisella luonnollisella kortilla.
reason-pozzo-pair = Pozzon saa vain päällimmäisen kortin arvoisella luonnollisella parilla.
reason-pile-no-meld = Joukkueellasi ei ole päällimmäisen kortin arvoista yhdistelmää, johon sen voisi lisätä.
reason-pile-take-shape = Päällimmäinen kortti on pöydättävä luonnollisen parin kanssa, luonnollisen kortin ja jokerin kanssa tai lisättävä joukkueesi yhdistelmään.
reason-pile-no-meld-for-top = Joukkueellasi ei ole sen arvoista yhdistelmää, johon päällimmäisen kortin voisi lisätä.
reason-pile-meld-invalid = Päällimmäinen kortti ja nuo kortit eivät muodosta sallittua yhdistelmää.
reason-pile-too-many-wilds = Yhdistelmään tulisi silloin liikaa jokereita.
reason-pile-opening-unreachable = Päällimmäisellä kortilla ja kätesi korteilla joukkueesi ei tällä vuorolla saavuta vähintään { $minimum } pisteen arvoista avausta.
reason-pile-hand-too-small = Käteesi jäisi liian vähän kortteja.
reason-pile-keep-a-card = Joukkueen, jolla ei ole lopettamiseen tarvittavia canastoja, on pidettävä kortti poiston jälkeen.
reason-pile-not-now = Avopakkaa ei voi nyt ottaa noin.
reason-go-out-canastas = Lopettaakseen joukkueesi tarvitsee { $needed } { $needed ->
    [one] canastan
   *[other] canastaa
}; sillä on { $have }.
reason-go-out-kinds = Lopettaakseen joukkueesi tarvitsee luonnollisen canastan ja sekacanastan.
reason-go-out-natural = Lopettaakseen joukkueesi tarvitsee luonnollisen canastan.
reason-go-out-wild-meld = Joukkueesi jokeriyhdistelmä ei ole vielä canasta, joten se ei voi lopettaa.
reason-go-out-refused = Parisi sanoi ei: et saa lopettaa tällä vuorolla.
reason-frozen-by-wild = Avopakka on lukittu: siinä on jokeri.
reason-frozen-by-upcard = Avopakka on lukittu jaon alussa käännetyn kortin takia.
reason-frozen-by-black-three = Avopakka on lukittu siihen poistetun mustan kolmosen takia.
reason-frozen-unopened = Avopakka on joukkueellesi lukittu, kunnes se on tehnyt avauspöytäyksen.
reason-blocked-by-black-three = Päällimmäinen musta kolmonen estää avopakan ottamisen tällä vuorolla.
reason-blocked-by-wild = Päällimmäinen jokeri estää avopakan ottamisen.
reason-wild-on-top-three = Päällä on { $kind }: avopakka otetaan vain kolmella samanlaisella kortilla.
reason-pozzo-holds-black-three = Pozzossa on vastustajan poistama musta kolmonen: sen saa vain kolmella päällimmäisen kortin arvoisella luonnollisella kortilla.
reason-pozzo-face-down = Päällimmäisen kortin alla on { $count } { $count ->
    [one] kortti
   *[other] korttia
} kuvapuoli alaspäin (pozzo).
reason-pile-after-opening = Avopakan voi ottaa vasta, kun joukkueesi on tehnyt avauspöytäyksen.
reason-opening-needs = Avauspöytäykseen tarvitaan { $minimum } { $minimum ->
    [one] piste
   *[other] pistettä
}; vielä puuttuu { $missing } { $missing ->
    [one] piste
   *[other] pistettä
}.
reason-go-out-needs-permission = Paripelissä lopettaa saa vain parin luvalla: kysy ”Saanko lopettaa?” ennen pöytäämistä.
reason-keep-a-card-pure-impure = Lopettaakseen joukkueesi tarvitsee { $needed } { $needed ->
    [one] canastan
   *[other] canastaa
}, luonnollisen ja sekacanastan, joten pidä kortti poistettavaksi.
reason-keep-a-card-natural = Lopettaakseen joukkueesi tarvitsee luonnollisen canastan, joten pidä kortti poistettavaksi.
reason-cannot-meld-out = Jäljelle jääviä kortteja ei voisi pöydätä kaikkia, enintään yhdellä poistolla, lopettaaksesi.
reason-pile-take-pair-or-meld = Päällimmäinen kortti on pöydättävä luonnollisen parin kanssa tai lisättävä joukkueesi yhdistelmään.
reason-pile-wild-top-shape = Päällimmäinen jokeri on pöydättävä heti, joukkueesi yhdistelmään tai luonnollisen parin kanssa.
reason-new-meld-wilds = Uudessa yhdistelmässä saa olla enintään { $count } { $count ->
    [one] jokeri
   *[other] jokeria
}.
reason-first-turn-wilds = Yhdistelmässä saa olla enintään { $count } { $count ->
    [one] jokeri
   *[other] jokeria
} sen vuoron lopussa, jona se pöydättiin.
reason-ask-not-needed = Voit lopettaa nyt kysymättä.
reason-black-three-never-close = Mustia kolmosia ei koskaan pöydätä eikä niillä lopeteta.
reason-cannot-go-out = Et voisi lopettaa tällä vuorolla.

# --- engine (issue 40) ---
reason-black-three-must-go-out = Pöytäsit mustia kolmosia, mikä on sallittua vain lopettaessa: sinun on lopetettava tällä vuorolla.
reason-cutthroat-merge-wilds = Kahdesta muusta pelaajasta tulisi pari, ja heidän yhdistelmissään { $meld } olisi yhteensä enemmän jokereita kuin yhdessä yhdistelmässä saa olla.

# --- variants (issue 42) ---
reason-wild-free-rank = Näissä säännöissä { $meld }-yhdistelmiin ei saa jokerikorttia.
reason-pile-onto-canasta = Päällimmäistä korttia ei koskaan lisätä canastaan ({ $meld }); ota avopakka luonnollisella parilla.
reason-sequence-shape = Suora on kolme samaa maata olevaa korttia peräkkäin ({ $suit }).
reason-sequence-wild = Suorassa ei koskaan ole jokerikorttia ({ $meld }).
reason-sequence-end = { $kind } ei jatka suoraa { $meld }: sitä jatkaa vain samaa maata oleva kortti heti sen alla tai yllä.
reason-sequence-full = Suora { $meld } on seitsemän kortin samba eikä ota enempää kortteja.
reason-meld-closed = Näissä säännöissä yhdistelmässä on enintään seitsemän korttia, joten yhdistelmä { $meld } ({ $size } korttia) ei ota enempää: valmis canasta sulkee arvonsa.
reason-group-limit = Joukkueellasi on jo { $count } yhdistelmää { $meld }, enintään mitä nämä säännöt sallivat: lisää kortit johonkin niistä.
reason-group-not-closed = Uusi yhdistelmä { $meld } aloitetaan vasta, kun joukkueesi jokainen tämän arvon yhdistelmä on suljettu seitsemään korttiin: lisää kortit avoimeen.
reason-join-not-allowed = Näissä säännöissä saman arvon yhdistelmiä ei koskaan yhdistetä.
reason-join-invalid = Yhdistettyinä { $meld } ja { $into } sisältäisivät { $naturals } luonnollista korttia ja { $wilds } jokeria, mikä ei ole sallittu yhdistelmä.
reason-wild-canasta-full = Jokeriyhdistelmä { $meld } on seitsemän kortin bolivia eikä ota enempää kortteja.
reason-go-out-escalera = Lopettaaksesi { $needed } joukkueesi canastoista on oltava seitsemän kortin suoria (escalera).

reason-go-out-books = Lopettaakseen joukkueesi tarvitsee { $naturals } luonnollista canastaa ja { $mixed } sekacanastaa; sillä on { $have_naturals } ja { $have_mixed }.
reason-go-out-foot = Lopettaa voi vain jalasta pelaten: pelaa ensin kätesi loppuun.
reason-keep-a-card-books = Lopettaakseen joukkueesi tarvitsee { $needed } canastaa, niistä { $naturals } luonnollista ja { $mixed } sekacanastaa, joten pidä kortti poistettavaksi.
reason-go-out-side-foot = Lopettaa voi vasta, kun joukkueen jokainen pelaaja pelaa jalastaan.
