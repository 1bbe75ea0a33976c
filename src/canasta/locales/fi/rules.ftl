## Säännöt pelaajille selitettyinä, johdettuina pöydän sääntöarvoista (katso en/rules.ftl).

rules-title = Canastan säännöt: { $preset }, { $players } pelaajaa
rules-intro = Tämä sivu selittää tämän pöydän säännöt sellaisina kuin ne on asetettu: muuta kotisääntöä, niin sivu muuttuu.
rules-params-link = Kaikki parametrit
rules-of-table = Tämän pöydän säännöt
rules-why = Miksi?
rules-printed-for = { $preset }, { $players } pelaajaa

rules-h-deal = Jako
rules-h-turn = Vuorosi
rules-h-pile = Avopakan ottaminen
rules-h-frozen = Mikä lukitsee tai estää avopakan
rules-h-melds = Yhdistelmät
rules-h-opening = Avauspöytäys
rules-h-canastas = Canastat
rules-h-going-out = Lopettaminen
rules-h-stock = Kun umpipakka loppuu
rules-h-scoring = Pisteytys
rules-h-end = Pelin loppu
rules-h-different = Mikä näissä säännöissä on toisin
rules-classic-itself = Nämä ovat canastan klassiset säännöt Hoylen ja pagat.comin mukaan: muita sääntöjä verrataan niihin.
rules-differs-from-classic = Klassiseen peliin verrattuna:
rules-house-rules = Tämän pöydän kotisäännöt:
rules-no-house-rules = Tässä pöydässä ei ole kotisääntöjä.

rules-players = { $players } pelaajaa: { $structure }.
rules-packs = { $packs ->
    [one] Yksi 52 kortin pakka ja 2 jokeria: { $cards } korttia.
   *[other] { $packs } pakkaa, joissa kussakin 52 korttia ja 2 jokeria: { $cards } korttia.
}
rules-hand-size = Jokainen pelaaja saa { $hand_size ->
    [one] yhden kortin
   *[other] { $hand_size } korttia
}; loput ovat kuvapuoli alaspäin umpipakkana{ $upcard ->
    [none] . Mitään korttia ei käännetä: avopakka on aluksi tyhjä.
   *[turn] , jonka päällimmäinen kortti käännetään avopakan aluksi.
}
rules-upcard-red3 = { $upcard_red3 ->
    [take] Jos kortti on punainen kolmonen, ensimmäinen pelaaja ottaa sen omaksi punaiseksi kolmosekseen ja avopakka aloitetaan uudelleen.
   *[cover] Jos kortti on punainen kolmonen, sen päälle käännetään uusi kortti.
}
rules-upcard-black3 = { $upcard_black3 ->
    [cover] Käännetty musta kolmonen peitetään seuraavalla kortilla.
   *[stay] Käännetty musta kolmonen jää: ensimmäinen pelaaja ei voi ottaa avopakkaa.
}
rules-upcard-freezers = { $freezers_list ->
    [none] Mikään alussa käännetty kortti ei lukitse avopakkaa.
   *[other] Jos alussa käännettyjen korttien joukossa on { $freezers_list }, avopakka on lukittu, kunnes joku ottaa sen.
}
rules-upcard-pozzo = { $upcard_pozzo ->
    [false] Käännetyn kortin alle ei laiteta kortteja.
   *[other] Käännetyn kortin alle laitetaan kuvapuoli alaspäin niin monta korttia kuin sen arvo on (pozzo); avopakan ottaja saa nekin.
}
rules-red3-timing = { $red3_timing ->
    [first_turn] Jaossa saamasi punaiset kolmoset pöydätään ensimmäisen vuorosi alussa ja korvataan umpipakasta.
    [before_upcard] Jaossa saadut punaiset kolmoset pöydätään ja korvataan ennen ensimmäisen kortin kääntämistä.
   *[after_deal] Jaossa saadut punaiset kolmoset pöydätään heti jaon jälkeen ja korvataan umpipakasta; nostettu punainen kolmonen pöydätään ja korvataan heti.
}

rules-draw-count = { $draw_count ->
    [one] Vuorollasi nostat yhden kortin umpipakasta tai otat sen sijaan avopakan.
   *[other] Vuorollasi nostat { $draw_count } korttia umpipakasta tai otat sen sijaan avopakan.
}
rules-turn-end = Sitten voit pöydätä, ja vuoro päättyy, kun heität yhden kortin. Pöydättyä yhdistelmää ei koskaan oteta takaisin.

rules-take-with = { $take_with ->
    [pair_or_layoff] Ottaaksesi avopakan sinun on pöydättävä heti sen päällimmäinen kortti: kädestäsi saman arvon luonnollisella parilla tai lisäämällä se joukkueesi saman arvon yhdistelmään.
    [pair] Ottaaksesi avopakan sinun on pöydättävä heti sen päällimmäinen kortti kädestäsi saman arvon luonnollisella parilla.
   *[classic] Ottaaksesi avopakan sinun on pöydättävä heti sen päällimmäinen kortti: kädestäsi saman arvon luonnollisella parilla, yhdellä saman arvon luonnollisella kortilla ja jokerilla tai lisäämällä se joukkueesi saman arvon yhdistelmään.
}
rules-take-all = Sitten koko muu avopakka tulee käteesi.
rules-wild-on-top = { $wild_on_top ->
    [open] Myös avopakan päällä olevan jokerin voi ottaa lisäämällä sen johonkin joukkueesi yhdistelmään.
    [three_of_kind] Avopakan päällä olevan jokerin voi ottaa vain kolmella samanlaisella jokerilla kädestä.
   *[blocked] Kun päällä on jokeri tai kakkonen, kukaan ei voi ottaa avopakkaa.
}
rules-one-card-rule = { $one_card_rule ->
    [false] Myös yhden kortin kädellä saat ottaa yhden kortin avopakan.
   *[other] Jos kädessäsi on vain yksi kortti, et saa ottaa yhden kortin avopakkaa.
}
rules-pile-bonus-card = { $pile_bonus_card ->
    [0] Avopakan ottaja ei nosta umpipakasta mitään lisää.
    [one] Avopakan ottaja nostaa lisäksi yhden kortin umpipakasta.
   *[other] Avopakan ottaja nostaa lisäksi { $pile_bonus_card } korttia umpipakasta.
}
rules-open-before-draw = { $open_before_draw ->
    [false] Nostat ensin ja teet sitten avauspöytäyksen.
   *[other] Avauspöytäys tehdään kädestä ennen nostoa; joukkueesi voi ottaa avopakan vasta avattuaan.
}
rules-freeze = { $freeze ->
    [none] Avopakka ei koskaan lukitu: sen ottamiseen pätevät vain yllä olevat säännöt.
   *[classic] Avopakka on lukittu joukkueelle, joka ei ole vielä tehnyt avauspöytäystä, ja kaikille niin kauan kuin siinä on jokeri tai kakkonen. Lukitun avopakan voi ottaa vain päällimmäisen kortin arvoisella luonnollisella parilla kädestä.
}
rules-black3-discard = { $black3_discard ->
    [freeze] Heitetty musta kolmonen lukitsee avopakan, kunnes joku ottaa sen.
    [triple] Heitetty musta kolmonen estää seuraavan pelaajan; niin kauan kuin se on avopakassa, ottamiseen tarvitaan kolme päällimmäisen kortin arvoista luonnollista korttia.
   *[block] Heitetty musta kolmonen estää vain seuraavan pelaajan: peitettynä sillä ei ole enää vaikutusta.
}

rules-meld-basics = { $sequences ->
    [true] Ryhmä on vähintään kolme samanarvoista korttia. Joukkueella on kutakin arvoa vain yksi ryhmä.
   *[other] Yhdistelmä on vähintään kolme samanarvoista korttia; suoria ei ole. Joukkueella on kutakin arvoa vain yksi yhdistelmä.
}
rules-min-naturals = Jokaisessa yhdistelmässä on oltava vähintään { $min_naturals } luonnollista korttia ja enintään { $max_wilds } jokeria tai kakkosta.
rules-max-wilds-new = { $max_wilds_new ->
    [0] Uusi yhdistelmä pöydätään ilman jokereita; niitä voi lisätä myöhemmin.
    [one] Uudessa yhdistelmässä saa aluksi olla enintään yksi jokeri tai kakkonen.
   *[other] Uudessa yhdistelmässä saa aluksi olla enintään { $max_wilds_new } jokeria tai kakkosta.
}
rules-wild-ratio = { $wild_ratio ->
    [at_most_naturals] Yhdistelmässä ei saa koskaan olla enemmän jokereita kuin luonnollisia kortteja.
    [fewer_than_naturals] Yhdistelmässä on aina oltava vähemmän jokereita kuin luonnollisia kortteja.
   *[any] Näissä rajoissa jokereita saa olla yhtä paljon tai enemmän kuin luonnollisia kortteja.
}
rules-wild-melds = { $wild_melds ->
    [true] Pelkistä jokereista ja kakkosista koostuvat yhdistelmät ovat sallittuja.
   *[false] Pelkistä jokereista koostuva yhdistelmä ei ole sallittu.
}
rules-black3-melds = { $black3_melds ->
    [true] Mustia kolmosia saa pöydätä vain lopettava pelaaja: kolme tai neljä, ilman jokereita.
   *[false] Mustia kolmosia ei koskaan pöydätä.
}

rules-opening-table = Joukkueesi ensimmäisen pöytäyksen jaossa on oltava arvoltaan vähintään { $opening_list } korttien arvon ja joukkueen jaon alun pistemäärän mukaan.
rules-opening-below = { $min } pistettä, kun pisteet ovat alle { $next }
rules-opening-from = { $min } pisteistä { $from } alkaen
rules-opening-combine = { $opening_combine ->
    [true] Samalla vuorolla pöydätyt yhdistelmät lasketaan yhteen.
   *[false] Yhden ainoan yhdistelmän on yksinään saavutettava minimi.
}
rules-opening-wilds = { $opening_wilds ->
    [true] Jokerit lasketaan arvonsa mukaan.
   *[false] Jokereita ei saa käyttää avauspöytäyksessä.
}
rules-opening-pile = Jos avaat ottamalla avopakan, vain sen päällimmäinen kortti lasketaan kädestä pöydättyjen korttien lisäksi.
rules-concealed-waives-minimum = { $concealed_waives_minimum ->
    [true] Kerralla kädestä lopettavan pelaajan ei tarvitse saavuttaa minimiä.
   *[false] Myös kerralla kädestä lopettavan pelaajan on saavutettava minimi.
}

rules-canastas = Canasta on vähintään seitsemän kortin yhdistelmä. Luonnollinen canasta (ilman jokereita) on { $natural_canasta } pisteen arvoinen, sekacanasta { $mixed_canasta }; sen kortit lasketaan lisäksi.
rules-wild-canastas = Jokericanasta on { $wild_canasta_pure } pisteen arvoinen, jos kaikki sen kortit ovat samaa lajia (pelkkiä jokereita tai pelkkiä kakkosia), ja { $wild_canasta_mixed }, jos ne ovat sekaisin.

rules-canastas-to-go-out = { $canastas_to_go_out ->
    [0] Voit lopettaa ilman canastaa.
    [one] Lopettaaksesi joukkueellasi on oltava vähintään yksi canasta.
   *[other] Lopettaaksesi joukkueellasi on oltava vähintään { $canastas_to_go_out } canastaa.
}
rules-go-out-needs = { $go_out_needs ->
    [natural_and_mixed] Niiden joukossa on oltava yksi luonnollinen ja yksi sekacanasta.
    [natural] Ainakin yhden niistä on oltava luonnollinen.
   *[any] Luonnollinen tai seka, sillä ei ole väliä.
}
rules-go-out-how = Lopetat pöytäämällä kaikki korttisi tai kaikki paitsi yhden, jonka heität. Joukkue, jolla ei ole tarvittavia canastoja, ei saa koskaan tyhjentää kättään.
rules-closing-discard-forbids = { $forbid_list ->
    [none] Mikä tahansa kortti voi olla lopettava heitto.
   *[other] Lopettava heitto ei saa olla { $forbid_list }.
}
rules-wild-meld-blocks = { $wild_meld_blocks ->
    [false] Keskeneräinen jokeriyhdistelmä ei estä lopettamista.
   *[other] Niin kauan kuin joukkueellasi on keskeneräinen jokeriyhdistelmä, et saa lopettaa etkä heittää jokeria, kakkosta tai mustaa kolmosta.
}
rules-permission = { $permission ->
    [no_forbids] Ennen lopettamista voit kysyä pariltasi: ”Saanko lopettaa?”. ”Ei” kieltää sen tällä vuorolla; ”kyllä” ei velvoita.
    [required] Parin kanssa pelatessa saat lopettaa vasta kysyttyäsi ”Saanko lopettaa?” ja saatuasi vastauksen ”kyllä”; vastaus sitoo: ”kyllä”-vastauksen jälkeen sinun on lopetettava, ”ei”-vastauksen jälkeen et saa.
    [off] Paria ei pyydetä lupaa lopettaa.
   *[binding] Ennen lopettamista voit kysyä pariltasi ”Saanko lopettaa?” noston jälkeen ja ennen pöytäämistä. Vastaus sitoo: ”kyllä”-vastauksen jälkeen sinun on lopetettava, ”ei”-vastauksen jälkeen et saa.
}
rules-concealed = Kerralla kädestä lopettaminen tarkoittaa koko käden pöytäämistä yhdellä vuorolla, canastan kanssa, ilman aiempia pöytäyksiä jaossa.
rules-pile-in-concealed = { $pile_in_concealed ->
    [true] Voit lopettaa kerralla kädestä myös vuorolla, jolla otit avopakan.
   *[false] Et voi lopettaa kerralla kädestä vuorolla, jolla otit avopakan.
}

rules-stock-out = { $stock_out ->
    [end] Kun umpipakka loppuu, jako päättyy viimeisen kortin nostaneen pelaajan heittoon.
   *[take_pile] Kun umpipakka loppuu, peli jatkuu niin kauan kuin pelaajat ottavat avopakan: sinun on otettava se, jos sen päällimmäinen kortti sopii joukkueesi yhdistelmään. Jako päättyy, kun pelaaja ei voi tai halua ottaa sitä.
}
rules-last-red3 = { $last_red3 ->
    [meld] Jos umpipakan viimeinen kortti on punainen kolmonen, pelaaja pöytää sen ja voi vielä pöytätä mutta ei heittää; jako päättyy.
   *[end] Jos umpipakan viimeinen kortti on punainen kolmonen, pelaaja pöytää sen ja jako päättyy heti: ei pöytäyksiä, ei heittoa.
}

rules-card-values = { $card_values_count ->
        [0] Korttien arvot: jokeri 50, ässä ja kakkonen 20, kuninkaasta kasiin 10, seiskasta neloseen 5, pöydätty musta kolmonen { $black3_value }.
       *[other] Korttien arvot kuten klassisessa pelissä (jokeri 50, ässä ja kakkonen 20, kuninkaasta kasiin 10, seiskasta neloseen 5), paitsi { $card_values_list }; pöydätty musta kolmonen { $black3_value }.
    }
rules-hand-score = Joukkue saa bonuksensa ja pöytäämiensä korttien arvon, miinus pelaajiensa käsiin jääneet kortit (käteen jäänyt musta kolmonen maksaa { $black3_hand_value }).
rules-going-out-bonus = Lopettaminen tuo { $going_out_bonus } pistettä, kerralla kädestä lopettaminen sen sijaan { $concealed_bonus }.
rules-red3-value = Jokainen punainen kolmonen on { $red3_value } pisteen arvoinen.
rules-red3-table = { $red3_list ->
    [none] Useasta punaisesta kolmosesta ei saa lisäbonusta: kukin lasketaan erikseen.
   *[other] { $red3_list }.
}
rules-red3-row = { $count } punaista kolmosta yhdessä: { $total } pistettä
rules-red3-penalty = { $red3_penalty ->
    [no_canasta] Joukkueelta, jolla ei ole canastaa, punaisten kolmosten pisteet vähennetään.
    [graded] Jaon hävinneelle joukkueelle punaiset kolmoset lasketaan plussaksi, jos sillä on luonnollinen ja sekacanasta, miinukseksi, jos vain luonnollinen, ja kaksinkertaisesti miinukseksi ilman luonnollista canastaa.
    [go_out_canastas] Joukkueelta, jolla ei ole lopettamiseen tarvittavia canastoja, punaisten kolmosten pisteet vähennetään.
   *[no_meld] Joukkueelta, joka ei ole pöydännyt jaossa mitään, punaisten kolmosten pisteet vähennetään.
}
rules-red3-penalty-flat = { $red3_penalty_flat ->
    [0] Rangaistu joukkue menettää täsmälleen punaisten kolmostensa arvon.
   *[other] Rangaistu joukkue menettää { $red3_penalty_flat } pistettä punaisten kolmostensa arvon sijaan.
}
rules-concealed-canasta-bonus = { $concealed_canasta_bonus ->
    [0] Yhdellä vuorolla valmiiksi pöydätty canasta ei tuo lisäpisteitä.
   *[other] Jokainen yhdellä vuorolla valmiiksi pöydätty canasta tuo { $concealed_canasta_bonus } pistettä lisää.
}
rules-target = Peli päättyy sen jaon jälkeen, jossa joukkue saavuttaa { $target } pistettä; suurempi summa voittaa.

rules-kind-wild = jokeri tai kakkonen
rules-kind-red3 = punainen kolmonen
rules-kind-black3 = musta kolmonen

rule-partnership = Joukkueet
rule-packs = Korttipakat
rule-hand-size = Kullekin jaettavat kortit
rule-draw-count = Umpipakasta nostettavat kortit
rule-upcard-red3 = Alussa käännetty punainen kolmonen
rule-upcard-black3 = Alussa käännetty musta kolmonen
rule-upcard-freezers = Alussa käännetyt kortit, jotka lukitsevat avopakan
rule-upcard-pozzo = Kuvapuoli alaspäin olevat kortit ensimmäisen alla (pozzo)
rule-red3-timing = Milloin jaetut punaiset kolmoset pöydätään
rule-red3-value = Pisteet punaisesta kolmosesta
rule-red3-table = Pisteet useasta punaisesta kolmosesta yhdessä (määrä:pisteet)
rule-red3-penalty = Milloin punaiset kolmoset ovat miinusta
rule-red3-penalty-flat = Punaisten kolmosten kiinteä sakko (0: niiden arvo)
rule-last-red3 = Punainen kolmonen umpipakan viimeisenä korttina
rule-min-naturals = Yhdistelmän luonnolliset kortit vähintään
rule-max-wilds = Jokereita enintään yhdistelmässä
rule-max-wilds-new = Jokereita enintään uudessa yhdistelmässä
rule-wild-ratio = Jokerit suhteessa luonnollisiin kortteihin
rule-wild-melds = Pelkkien jokereiden yhdistelmät
rule-black3-melds = Mustat kolmoset lopettaessa
rule-opening-table = Avauksen minimi pisteiden mukaan (alkaen:minimi)
rule-opening-combine = Useat yhdistelmät lasketaan yhteen minimiin
rule-opening-wilds = Jokerit avauspöytäyksessä
rule-open-before-draw = Avauspöytäys ennen nostoa
rule-concealed-waives-minimum = Kerralla kädestä lopettaessa ei minimiä
rule-freeze = Lukittu avopakka
rule-black3-discard = Heitetty musta kolmonen
rule-take-with = Avopakan ottaminen päällimmäisellä kortilla
rule-wild-on-top = Jokeri avopakan päällä
rule-one-card-rule = Ei yhden kortin avopakkaa yhden kortin kädellä
rule-pile-bonus-card = Lisäkortit umpipakasta avopakkaa otettaessa
rule-canastas-to-go-out = Lopettamiseen tarvittavat canastat
rule-go-out-needs = Lopettamiseen tarvittavat canastalajit
rule-closing-discard-forbids = Kortit, jotka eivät saa olla viimeinen heitto
rule-wild-meld-blocks = Keskeneräinen jokeriyhdistelmä estää lopettamisen
rule-permission = Kysymys ”Saanko lopettaa?”
rule-pile-in-concealed = Kerralla kädestä lopettaminen avopakan ottamisen jälkeen
rule-stock-out = Kun umpipakka loppuu
rule-natural-canasta = Luonnollisen canastan bonus
rule-mixed-canasta = Sekacanastan bonus
rule-wild-canasta-pure = Yhden jokerilajin canasta
rule-wild-canasta-mixed = Jokereiden ja kakkosten canasta
rule-going-out-bonus = Lopetusbonus
rule-concealed-bonus = Kerralla kädestä lopettamisen bonus
rule-concealed-canasta-bonus = Bonus yhdellä vuorolla pöydätystä canastasta
rule-black3-value = Pöydätyn mustan kolmosen arvo
rule-card-values = Klassisista poikkeavat korttien arvot (laji:pisteet; JK, 2, 4–A)
rule-black3-hand-value = Käteen jääneen mustan kolmosen sakko
rule-target = Pelin voittava pistemäärä
rule-yes = Kyllä
rule-no = Ei
rule-choice-wild = jokerit ja kakkoset
rule-choice-red3 = punaiset kolmoset
rule-choice-black3 = mustat kolmoset
rule-house-legend = Kotisäännöt
rule-house-hint = Jätä sääntö ennalleen, niin pelataan sääntökirjan mukaan; jokainen kertoo, mitä se tekee.
rule-reset = Takaisin sääntökirjaan
rule-changed = muutettu
rule-out-of-range = { $label }: valitse kokonaisluku väliltä { $min }–{ $max }.

# --- variants (issue 42) ---
rules-wild-free-ranks = { $wild_free_count ->
        [0] Mihin tahansa yhdistelmään saa lisätä jokerikortteja.
       *[other] Näiden arvojen yhdistelmissä ei ole koskaan jokerikorttia: { $wild_free_list }.
    }
rules-rank-canasta-bonus = { $rank_bonus_count ->
        [0] Minkään arvon canastalla ei ole omaa bonusta.
       *[other] Näiden arvojen canasta tuo oman bonuksensa puhtaan tai sekacanastan bonuksen sijaan: { $rank_bonus_list }.
    }
rules-unfinished-penalty = { $penalty_count ->
        [0] Vajaaksi jäänyt yhdistelmä ei maksa pisteitä jaon lopussa.
       *[other] Puoli, jonka jokin näistä yhdistelmistä jää jaon lopussa vajaaksi, menettää pisteitä: { $penalty_list }.
    }
rules-rank-row = { $rank }: { $points }
rules-rank-wild = jokerikortit
rule-wild-free-ranks = Arvot, joiden yhdistelmiin ei saa jokerikorttia
rule-rank-canasta-bonus = Canastabonus arvon mukaan (arvo:pisteet)
rule-unfinished-penalty = Vajaan yhdistelmän sakko arvon mukaan (arvo:pisteet, 0 = jokerikortit)
rules-pile-layoff-below-canasta = { $pile_layoff_below_canasta ->
    [false] Päällimmäisen kortin voi lisätä joukkueesi saman arvon yhdistelmään, myös canastaan.
   *[other] Päällimmäistä korttia ei koskaan lisätä canastaan: vain alle seitsemän kortin yhdistelmään.
}
rule-pile-layoff-below-canasta = Päällimmäinen kortti ei koskaan mene canastaan
rules-sequences = Myös suorat ovat yhdistelmiä: kolmesta seitsemään samaa maata olevaa luonnollista korttia (nelosesta ässään) peräkkäin, ei koskaan jokerikorttia, ässä vain ylimpänä; joukkueella voi olla samassa maassa useita. Seitsemän kortin suora on samba: se lasketaan canastaksi, tuo { $sequence_canasta_bonus } pistettä canastabonuksen sijaan eikä ota enempää kortteja.
rule-sequences = Saman maan suorat ovat yhdistelmiä (Samba)
rule-sequence-canasta-bonus = Samban bonus (seitsemän kortin suora)
rules-go-out-sequences = { $go_out_sequences ->
    [0] Lopettamiseen ei tarvita seitsemän kortin suoraa.
    [one] Vähintään yhden niistä on oltava seitsemän kortin suora (escalera).
   *[other] Vähintään { $go_out_sequences } niistä on oltava seitsemän kortin suoria.
}
rule-go-out-sequences = Lopettamiseen tarvittavat seitsemän kortin suorat
rules-wild-canasta-counts = Jokerikorttien canasta lasketaan lopettamiseen tarvittaviin canastoihin.
rule-wild-canasta-counts = Jokerikorttien canasta lasketaan lopettamiseen
rules-wild-canasta-closed = Jokerikorttien canasta on suljettu seitsemän kortin kohdalla: siihen ei lisätä enää kortteja.
rule-wild-canasta-closed = Jokerikorttien canasta suljetaan seitsemään korttiin

# --- Hand and Foot (issue 42, HF-n) ---
rules-foot-size = { $foot_size ->
    [0] Kukaan ei saa jalkaa.
   *[other] Jokainen pelaaja saa myös { $foot_size } kortin jalan kuvapuoli alaspäin. Kun kätesi loppuu, otat jalkasi ja jatkat sillä: heti, jos laitoit viimeisen korttisi pöytään, tai seuraavalla vuorollasi, jos poistit sen. Lopettaa voi vain jalasta pelaava; ottamatta jääneen jalan kortit lasketaan joukkueelle miinukseksi kuten käteen jääneet.
}
rule-foot-size = Kunkin pelaajan jalan kortit (0: ei jalkaa)
rules-foot-next-turn = Pelaaja, joka poistaa kätensä viimeisen kortin, ottaa jalkansa vasta seuraavan vuoronsa alussa.
rule-foot-next-turn = Viimeisen poiston jälkeen jalka odottaa seuraavaa vuoroa
rules-pile-take-limit = { $pile_take_limit ->
    [0] Avopakan ottaja ottaa sen kokonaan.
   *[other] Avopakan ottaja ottaa vain sen { $pile_take_limit } päällimmäistä korttia, päällimmäinen mukaan lukien; loput jäävät avopakaksi.
}
rule-pile-take-limit = Avopakasta otettavat kortit (0: kaikki)
rules-opening-by-hand = Joukkueesi ensimmäisen avauksen jaossa on oltava vähintään näiden pisteiden arvoinen, jako jaolta: { $opening_by_hand } (viimeinen luku pätee myöhempiin jakoihin).
rule-opening-by-hand = Avauksen vähimmäisarvo jaoittain (esim. 50,90,120,150)
rules-hands-per-match = { $hands_per_match ->
    [0] Peliä pelataan pistemäärään asti.
   *[other] Peli kestää { $hands_per_match } jakoa; suurempi summa voittaa, ja tasapelissä pelataan vielä yksi jako.
}
rule-hands-per-match = Jakoja pelissä (0: pelataan tavoitepisteisiin)
rules-go-out-books = Lopettaakseen vähintään { $go_out_naturals } näistä canastoista on oltava luonnollisia ja vähintään { $go_out_mixed } sekacanastoja.
rule-go-out-naturals = Lopettamiseen tarvittavat luonnolliset canastat
rule-go-out-mixed = Lopettamiseen tarvittavat sekacanastat
rules-foot-red3-penalty = { $foot_red3_penalty ->
    [0] Ottamatta jääneeseen jalkaan jäänyt punainen kolmonen ei maksa mitään.
   *[other] Jokainen ottamatta jääneeseen jalkaan jäänyt punainen kolmonen maksaa { $foot_red3_penalty } pistettä.
}
rule-foot-red3-penalty = Jalkaan jääneen punaisen kolmosen sakko
rules-go-out-side-in-foot = Pelaaja voi lopettaa vasta, kun joukkueen jokainen pelaaja pelaa jalastaan.
rule-go-out-side-in-foot = Koko joukkue jalassa lopettamiseen
rules-black3-bonus = Myös mustat kolmoset ovat bonuskortteja: jokainen jaettu tai nostettu pannaan heti pöytään ja korvataan pakasta; otetussa avopakassa oleva pannaan pöytään ilman korvaavaa korttia. Mustaa kolmosta ei koskaan pidetä kädessä, laiteta yhdistelmään eikä heitetä avopakkaan. Kukin on { $black3_bonus_value } pistettä, plussaa tai miinusta samoin kuin joukkueen punaiset kolmoset.
rule-black3-bonus = Mustat kolmoset ovat bonuskortteja
rule-black3-bonus-value = Pisteet pöytään pannusta mustasta kolmosesta
rules-canasta-closes-rank = Yhdistelmässä ei ole koskaan yli seitsemää korttia: kun canasta on valmis, sen arvo on joukkueelle suljettu, ja sen arvoisia kortteja voi enää vain heittää avopakkaan.
rule-canasta-closes-rank = Canasta sulkee arvonsa
rules-group-slots = { $canasta_closes_rank ->
    [true] Canasta suljetaan seitsemään korttiin; kun joukkueesi kaikki saman arvon yhdistelmät on suljettu, sen arvon seuraavat kortit aloittavat uuden yhdistelmän (enintään { $group_slots } saman arvon yhdistelmää), siirtomerkinnässä Q2, Q3.
   *[other] Joukkueellasi voi olla enintään { $group_slots } saman arvon yhdistelmää: jo pöydätyn arvon uusi yhdistelmä pöydätään kuten muutkin ja merkitään siirroissa Q2, Q3; jokainen canastaksi kasvava saa oman bonuksensa.
}
rule-group-slots = Saman arvon yhdistelmiä joukkueella
rules-group-join = Joukkueesi voi vuorollaan milloin tahansa yhdistää arvon toisen yhdistelmän ensimmäiseen, kunhan yhdistetty yhdistelmä on yhä sallittu (yhdistä Q2 yhdistelmään Q).
rule-group-join = Arvon toisen yhdistelmän voi yhdistää ensimmäiseen
rules-opening-wild-ranks = { $opening_wild_count ->
        [0] Mikään arvo ei ole poikkeus joukkueen avauksessa.
       *[other] Poikkeus: joukkueen avauksessa pöydätyt yhdistelmät näistä arvoista saavat jokerikortteja sillä vuorolla: { $opening_wild_list }; jokerikortin sisältävä sellainen yhdistelmä lasketaan sitten tavalliseksi yhdistelmäksi.
    }
rule-opening-wild-ranks = Arvot, jotka saavat jokerikortteja avauksessa
rule-upcard = Jaon jälkeen käännettävä kortti
rules-talons = { $talons_count ->
    [0] Talonkortteja ei ole.
   *[other] Talonit: joukkueen avauksen tekevä pelaaja nostaa pakasta { $talons_list } korttia sen vuoron päättävän heiton jälkeen (ensimmäisenä avaavalle joukkueelle, sitten seuraavalle); ei, jos avaus otti avopakan, eikä kun pakassa on alle 9 korttia.
}
rule-talons = Talonit (avauksen jälkeen nostettavat kortit)
rules-empty-pile-discard-ranks = { $empty_discard_count ->
        [0] Tyhjään avopakkaan saa poistaa minkä tahansa kortin.
       *[other] Tyhjään avopakkaan (jaon alussa tai kun avopakka on otettu) et saa poistaa näiden arvojen korttia: { $empty_discard_list }, paitsi jos kädessäsi ei ole muun arvon luonnollista korttia.
    }
rule-empty-pile-discard-ranks = Arvot, joita ei poisteta tyhjään avopakkaan, kun kädessä on muita luonnollisia kortteja
