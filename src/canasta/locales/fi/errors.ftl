## Virheellisen syötteen torjunnat: kotisäännöt ja sääntökokoelmat, kirjoitetut siirrot, tallennetut pelit.

## Kotisäännöt ja sääntökokoelmat.
reason-rules-not-object = Sääntöjen on oltava luettelo parametreja arvoineen.
reason-rule-unknown = Kotisääntöä ”{ $name }” ei ole. Sallitut säännöt: { $valid }
reason-rule-not-pair = { $name }: ”{ $value }” ei ole pari, kuten 0:50.
reason-rule-not-number-pair = { $name }: ”{ $value }” ei ole kokonaislukujen pari, kuten 1500:90.
reason-rule-not-yes-no = { $name }: ”{ $value }” ei ole kyllä (true) eikä ei (false).
reason-rule-not-whole-number = { $name }: ”{ $value }” ei ole kokonaisluku.
reason-rule-out-of-range = { $name }: { $value } on sallitun alueen ulkopuolella; valitse { $lo }–{ $hi }.
reason-rule-expected-pairs = { $name }: odotetaan pareja, kuten 0:50,1500:90.
reason-rule-expected-list = { $name }: odotetaan pilkuin eroteltua luetteloa arvoista { $valid } (tai tyhjää).
reason-rule-bad-member = { $name }: ”{ $value }” ei ole sallittu; valitse arvoista { $valid } (pilkuin eroteltuna, tai tyhjä).
reason-rule-bad-choice = { $name }: ”{ $value }” ei ole sallittu valinta; valitse jokin arvoista { $valid }.
reason-rule-partnership-players = Pelimuoto ”{ $partnership }” ei sovi { $players } pelaajalle; { $players } pelaajalle valitse { $valid }.
reason-rule-no-stock = Kun jokaiselle { $players } pelaajalle jaetaan { $count ->
    [one] { $count } kortti
   *[other] { $count } korttia
}, tarvitaan { $need } korttia eikä umpipakkaa jää: pakassa on { $deck } korttia ({ $packs ->
    [one] { $packs } pakka
   *[other] { $packs } pakkaa
}).
reason-rule-opening-empty = Avausvaatimusten taulukossa on oltava vähintään yksi pari pisteet:vähimmäismäärä.
reason-rule-opening-scores = Avausvaatimusten taulukossa pisteiden on kasvettava ({ $a }, sitten { $b }).
reason-rule-opening-minimums = Avausvaatimusten taulukossa vähimmäismäärät eivät saa pienentyä ({ $a }, sitten { $b }).
reason-rule-red3-table = Punaisten kolmosten bonus ”{ $value }” ei ole pari määrä:bonus, jossa määrä on vähintään 1.
reason-rule-max-wilds-new = Uudessa yhdistelmässä ei saa olla enempää jokereita ({ $new }) kuin missään yhdistelmässä ({ $max }).
reason-rule-go-out-canastas = Jos lopettamiseen vaaditaan { $value ->
    [natural] luonnollinen canasta
   *[other] luonnollinen canasta ja sekacanasta
}, lopettamiseen vaadittavien canastojen määrän on oltava vähintään { $min }.
reason-rule-three-of-kind-wild-melds = Päällimmäisen jokerin ottaminen kolmella samanlaisella jokerilla edellyttää, että jokeriyhdistelmät ovat sallittuja.
reason-rule-upcard-red3-pozzo = Käännetty punainen kolmonen ei voi mennä ensimmäiselle pelaajalle, jos sen alla on kuvapuoli alaspäin olevia kortteja: nämä kaksi kotisääntöä eivät sovi yhteen.
reason-rule-min-naturals = Luonnollisten korttien vähimmäismäärän on jätettävä tilaa 7 kortin canastalle.
reason-preset-unknown = Sääntöjä ”{ $preset }” ei ole. Sallitut säännöt: { $valid }
reason-preset-players = Sääntöjä ”{ $preset }” pelataan { $valid } pelaajalla, ei { $players } pelaajalla.

## Notaatiolla kirjoitetut siirrot.
reason-move-not-text = Siirron on oltava tekstiä.
reason-move-empty = Kirjoita ensin siirto.
reason-move-unknown = ”{ $word }” ei ole siirto (kohdassa ”{ $move }”).
reason-move-no-arguments = ”{ $action }” kirjoitetaan yksin, ilman kortteja (kohdassa ”{ $move }”).
reason-move-not-a-kind = ”{ $word }” ei ole kortti (kohdassa ”{ $move }”): käytä JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-move-not-a-meld = Mikään yhdistelmä ei ole ”{ $word }” (kohdassa ”{ $move }”): anna arvo, 3 mustille kolmosille tai W jokereille.
reason-move-take-too-many = Avopakka otetaan enintään 4 kortilla kädestä, ei { $count } kortilla (kohdassa ”{ $move }”).
reason-move-meld-too-few = Yhdistelmään tarvitaan vähintään 3 korttia, ei { $count } (kohdassa ”{ $move }”).
reason-move-meld-too-many = Uusi yhdistelmä pöydätään tasan 3 kortilla; lisää muut yksi kerrallaan (kohdassa ”{ $move }”).
reason-move-add-which-meld = Kerro, mihin yhdistelmään { $kind } lisätään, esimerkiksi ”lisää { $kind_code } yhdistelmään 7” (kohdassa ”{ $move }”).
reason-move-add-own-rank = Luonnollinen kortti lisätään vain oman arvonsa yhdistelmään (kohdassa ”{ $move }”).
reason-move-add-wild-meld = Jokeriyhdistelmään lisätään vain jokereita (kohdassa ”{ $move }”).
reason-move-add-form = Kirjoita ”lisää KORTTI” tai ”lisää KORTTI yhdistelmään YHDISTELMÄ” (kohdassa ”{ $move }”).
reason-move-join-form = Kirjoita ”yhdistä YHDISTELMÄ yhdistelmään ARVO”, esimerkiksi ”yhdistä Q2 yhdistelmään Q” (kohdassa ”{ $move }”).
reason-move-discard-form = Kirjoita ”heitä KORTTI”, yksi kortti (kohdassa ”{ $move }”).

## Tallennetut pelit (toistettavat tai tuotavat tiedostot).
reason-record-not-object = Pelitallenteen on oltava JSON-objekti.
reason-record-format = Tämä ei ole pelitallenne: sen muodon pitäisi olla ”{ $format }”.
reason-record-rules = Tallenteen säännöt: { $reason }
reason-record-seed = Tallenteen siemenen on oltava kokonaisluku.
reason-record-moves = Tallenteen siirtojen on oltava luettelo notaatiolla kirjoitettuja siirtoja.
reason-record-players = Tallenteen pelaajien on oltava luettelo nimiä.
reason-record-json = Tämä ei ole kelvollista JSONia (rivi { $line }, sarake { $column }).
reason-record-bad-move = Siirto { $n } (”{ $move }”): { $reason }
reason-record-result = Tallenteen mukaan { $name } on { $value }, mutta toistaminen antaa { $got }.
reason-record-unreadable = tiedostoa ”{ $path }” ei voi lukea: { $reason }
reason-record-too-long = Pelitallenteessa saa olla enintään { $max } siirtoa; tässä niitä on { $count }.
reason-record-seed-range = Tallenteen siemenen on oltava enintään 64-bittinen kokonaisluku.

## Asemat (canasta moves / apply).
reason-position-not-object = Aseman on oltava JSON-objekti.
reason-position-format = Tämä ei ole asema: sen muodon pitäisi olla ”{ $format }”.
reason-position-missing-field = Kenttä ”{ $name }” puuttuu.
reason-position-field-type = Kentän ”{ $name }” tyyppi on väärä.
reason-position-is-view = Tämä on yhden paikan näkymä eikä asema: se ei näytä piilotettuja kortteja.
reason-position-too-many-copies = Asemassa on kortista ”{ $face }” enemmän kappaleita kuin pakassa.
reason-position-missing-card = Asemasta puuttuu kortti ”{ $face }”: jokaisen kortin on oltava jossakin.
reason-position-rules = Aseman säännöt: { $reason }
reason-position-seat-range = Paikkaa { $seat } ei ole tässä pöydässä (-1 tarkoittaa katsojaa).
reason-position-view-seed = Yhden paikan näkymässä ei koskaan ole siementä.
reason-position-hand-negative = Kentän ”hand” on oltava 0 tai enemmän.
reason-position-dealer = Jakaja, paikka { $seat }, ei pelaa jakoa { $hand }.
reason-position-scores-count = Kentässä ”scores” pitää olla { $count ->
    [one] { $count } kokonaisluku
   *[other] { $count } kokonaislukua
}, yksi kutakin puolta kohden.
reason-position-sheet = Kentän ”sheet” on oltava luettelo pisterivejä, joissa on yksi luku kutakin puolta kohden.
reason-position-phase = Vaihe ”{ $text }” ei ole mikään näistä: { $choices }.
reason-position-turn = Vuoro on paikalla { $seat }, joka ei pelaa tätä jakoa.
reason-position-sides = Kentän ”sides” on oltava luettelo paikkojen luetteloita.
reason-position-seat-two-sides = Paikka { $seat } kuuluu kahteen puoleen.
reason-position-seat-no-side = Jokaisen jakoa pelaavan paikan on kuuluttava johonkin puoleen.
reason-position-actor = Vuorossa oleva pelaaja ei pelaa tätä jakoa.
reason-position-hands-count = Kentässä ”hands” pitää olla { $count ->
    [one] { $count } paikka
   *[other] { $count } paikkaa
}.
reason-position-red3s-count = Kentässä ”red3s” pitää olla { $count ->
    [one] { $count } paikka
   *[other] { $count } paikkaa
}.
reason-position-melds-count = Kentässä ”melds” pitää olla yksi kohta kutakin puolta kohden.
reason-position-entries-count = Kentässä ”opened” pitää olla yksi kohta kutakin puolta kohden, ja kentissä ”first_meld”, ”known” ja ”red3_done” yksi kohta kutakin paikkaa kohden.
reason-position-not-card-list = Kentän ”{ $field }” on oltava luettelo kortteja.
reason-position-not-a-card = Kentässä ”{ $field }” on ”{ $text }”, joka ei ole kortti (kirjoita esimerkiksi 7h, 10s, Ad tai JK).
reason-position-not-cards-or-count = Kentän ”{ $field }” on oltava luettelo kortteja tai objekti, joka kertoo niiden määrän (”count”).
reason-position-not-whole-numbers = Kentän ”{ $field }” on oltava luettelo kokonaislukuja.
reason-position-not-kind-counts = Kentän ”{ $field }” on oltava objekti, joka antaa määrän jokaiselle korttiarvolle.
reason-position-not-a-kind = Kentässä ”{ $field }” oleva ”{ $text }” ei ole korttiarvo: käytä JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-position-bad-count = Kentässä ”{ $field }” oleva korttimäärä ”{ $text }” ei ole kokonaisluku.
reason-position-pile-hidden = Kentän ”pile_hidden” on kerrottava, montako kuvapuoli alaspäin olevaa korttia on avopakan päällimmäisen kortin alla.
reason-position-side-melds = Puolen { $side } yhdistelmien on oltava luettelo.
reason-position-meld-not-object = Puolen { $side } yhdistelmän on oltava objekti.
reason-position-meld = Puolen { $side } yhdistelmä: { $reason }
reason-position-meld-key = Mikään yhdistelmä ei ole ”{ $text }” (puolen { $side } yhdistelmä): anna arvo, 3 mustille kolmosille tai W jokereille.
reason-position-meld-twice = Puolella { $side } on kaksi { $meld ->
    [W] jokeriyhdistelmää
   *[other] yhdistelmää { $meld }
}.
reason-position-red-three-in-hand = Paikalla { $seat } on kädessä punainen kolmonen, vaikka punaista kolmosta ei koskaan pidetä kädessä (C-1.4).
reason-position-black-three-in-hand = Paikalla { $seat } on kädessä musta kolmonen, vaikka musta kolmonen on bonuskortti eikä sitä koskaan pidetä kädessä (MA-14).
reason-position-flags = Kentässä ”flags”: { $reason }
reason-position-flag-value = Lipun ”{ $name }” arvoa ”{ $text }” ei voi lukea.
reason-position-legal-moves = Kentän ”legal_moves” on oltava luettelo siirtoja.
reason-position-legal-move = Kentässä ”legal_moves”: { $reason }

# Jaon tarkistus (canasta.fairness, `canasta verify`)
reason-fair-no-commitment = Tallenteessa ei ole sitoumusta: sitä ei jakanut palvelin, joka sitoutuu siemeneensä.
reason-fair-unknown-scheme = Tuntematon sitoumustapa ”{ $scheme }” (odotettiin ”{ $expected }”).
reason-fair-not-text = Tallenteen täytyy antaa suola ja sitoumus tekstinä.
reason-fair-seed-mismatch = Paljastettu siemen ja suola eivät anna tallenteen sitoumusta.
reason-fair-seen-mismatch = Pöydässä näkemäsi sitoumus ei ole tallenteen sitoumus.
reason-fair-no-replay = Siirrot eivät toistu siemenen jaoista: { $reason }

# --- backup (issue 38) ---
reason-record-number-digits = Jossakin luvussa on liikaa numeroita (yli 4 300).
reason-record-nested = Tämä ei ole kelvollista JSONia: se on sisäkkäin liian syvälle.
reason-position-number-digits = Jossakin luvussa on liikaa numeroita (yli 4 300).
reason-position-nested = Tämä ei ole kelvollista JSONia: se on sisäkkäin liian syvälle.

# --- engine (issue 40) ---
reason-position-meld-card = Puolen { $side } { $meld ->
    [W] jokeriyhdistelmässä
   *[other] yhdistelmässä { $meld }
} on kortti { $face }, joka ei kuulu siihen (C-8.1).
reason-position-meld-shape = Puolen { $side } { $meld ->
    [W] jokeriyhdistelmä
   *[other] yhdistelmä { $meld }
} (luonnollisia kortteja: { $naturals }, jokereita: { $wilds }) ei ole näiden sääntöjen sallima (C-8.2).
reason-position-black-threes = Puolella { $side } on pöydässä mustia kolmosia, vaikka ne pöydätään vain sillä vuorolla, jolla niiden pelaaja lopettaa (C-12.6).

# --- variants (issue 42) ---
reason-rule-bad-rank = { $name }: { $value } ei ole kortin arvo; sallitut arvot: { $valid }.
reason-move-sequence-suit = Suorassa jokainen kortti nimetään maineen, kaikki samaa maata, esim. ”meld 4h 5h 6h” (kohdassa ”{ $move }”).
reason-move-sequence-cards = Suorassa on vain luonnollisia kortteja nelosesta ässään (kohdassa ”{ $move }”).
reason-rule-go-out-sequences = go_out_sequences ({ $value }) ei voi olla suurempi kuin canastas_to_go_out ({ $max }).

reason-rule-go-out-books = go_out_naturals + go_out_mixed ({ $value }) ei voi olla suurempi kuin canastas_to_go_out ({ $max }).
reason-rule-pile-take-limit = pile_take_limit ({ $value }) on 0 (koko avopakka) tai vähintään 2, eikä sitä voi yhdistää upcard_pozzo-sääntöön.
reason-position-feet = Kentässä ”feet” pitää olla yksi jalka kutakin pelaajaa kohden, ja vain jos säännöt jakavat jalan.
