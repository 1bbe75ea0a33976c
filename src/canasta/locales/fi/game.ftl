## Kaikille käyttöliittymille yhteinen pelisanasto. Muuttujat on kuvattu tiedostossa en/game.ftl.
## Korteissa lukee J, Q, K, A: kind-* ja face-* antavat samat kirjaimet.

kind-jk = Jokeri
kind-2 = 2
kind-3 = musta 3
kind-3r = punainen 3
kind-4 = 4
kind-5 = 5
kind-6 = 6
kind-7 = 7
kind-8 = 8
kind-9 = 9
kind-10 = 10
kind-j = J
kind-q = Q
kind-k = K
kind-a = A
face-j = J
face-q = Q
face-k = K
face-a = A
face-jk = JK

rank-2 = kakkonen
rank-3 = kolmonen
rank-4 = nelonen
rank-5 = vitonen
rank-6 = kutonen
rank-7 = seiska
rank-8 = kasi
rank-9 = ysi
rank-10 = kymppi
rank-j = jätkä
rank-q = rouva
rank-k = kuningas
rank-a = ässä
suit-c = risti
suit-d = ruutu
suit-h = hertta
suit-s = pata
card-facedown = kuvapuoli alaspäin
card-joker = Jokeri
# One word: "herttakuningas", "pataässä".
card-label = { suit-name }{ $rank }
suit-name = { $suit ->
    [c] risti
    [d] ruutu
    [h] hertta
   *[s] pata
}

# Object of a command (nominative): "Heitä ysi".
card-obj = { $kind ->
    [joker] jokeri
    [two] kakkonen
    [three] musta kolmonen
    [redthree] punainen kolmonen
    [four] nelonen
    [five] vitonen
    [six] kutonen
    [seven] seiska
    [eight] kasi
    [nine] ysi
    [ten] kymppi
    [jack] jätkä
    [queen] rouva
    [king] kuningas
    [ace] ässä
   *[other] { $short }
}
# Object of a past move (genitive-accusative): "heitti ysin".
card-done = { $kind ->
    [joker] jokerin
    [two] kakkosen
    [three] mustan kolmosen
    [redthree] punaisen kolmosen
    [four] nelosen
    [five] vitosen
    [six] kutosen
    [seven] seiskan
    [eight] kasin
    [nine] ysin
    [ten] kympin
    [jack] jätkän
    [queen] rouvan
    [king] kuninkaan
    [ace] ässän
   *[other] { $short }
}
pile-top-obj = päällimmäinen kortti

meld-of = { $kind ->
    [four] neloset
    [five] vitoset
    [six] kutoset
    [seven] seiskat
    [eight] kasit
    [nine] ysit
    [ten] kympit
    [jack] jätkät
    [queen] rouvat
    [king] kuninkaat
    [ace] ässät
    [wild] jokerit
    [three] mustat kolmoset
   *[other] { $short }
}
# Illative plural: "Lisää vitonen vitosiin".
meld-to = { $kind ->
    [four] nelosiin
    [five] vitosiin
    [six] kutosiin
    [seven] seiskoihin
    [eight] kaseihin
    [nine] yseihin
    [ten] kymppeihin
    [jack] jätkiin
    [queen] rouviin
    [king] kuninkaisiin
    [ace] ässiin
    [wild] jokeriyhdistelmään
    [three] mustiin kolmosiin
   *[other] yhdistelmään { $short }
}
meld-wild = jokeriyhdistelmä
meld-mixed-canasta = sekacanasta
meld-natural-canasta = luonnollinen canasta
## Puolen yhden maan suora (Samba, Bolivia): $suit c d h s, $n sen numero saman maan suorien joukossa,
## $sym maan merkki; uuden suoran $cards pienimmästä suurimpaan.
meld-seq = { $n ->
    [1] { suit-name }suora
   *[other] { suit-name }suora { $n }
}
meld-seq-to = { $n ->
    [1] { suit-name }suoraan
   *[other] { suit-name }suoraan { $n }
}
meld-seq-canasta = samba (seitsemän kortin suora)
move-meld-seq = Pöydätä { suit-name }suora: { $cards }
log-meld-seq = { $name } pöytäsi { suit-name }suoran: { $cards }

move-draw = Nosta umpipakasta
move-take-lay = Ota avopakka ja lisää { $top } omaan yhdistelmääsi
move-take-on = Ota avopakka ja lisää { $top } { $meld }
move-take-with = Ota avopakka: { $top } ja kädestä { $cards }
# the ways to take the pile, listed after "You can take the pile:" (no repeat of the verb)
way-take-with = { $top } ja kädestä { $cards }
way-take-on = lisää { $top } { $meld }
way-take-lay = lisää { $top } omaan yhdistelmääsi
move-meld = Pöydätä { $cards }
move-add = Lisää { $card } { $meld }
move-discard = Heitä { $card }
move-ask = Kysy pariltasi: saanko lopettaa?
move-yes = Kyllä
move-no = Ei
move-end = Lopeta vuoro
move-deal = Jaa seuraava jako

log-draw = { $name } nosti umpipakasta
log-take-with = { $name } otti { log-pile } korteilla { $cards }
log-take-lay = { $name } otti { log-pile } ja lisäsi { $top } yhdistelmäänsä
log-take-on = { $name } otti { log-pile } ja lisäsi { $top } { $meld }
# The pile taken, with its size when the log knows it ($count 0: not known).
log-pile = { $count ->
    [0] avopakan
   *[other] avopakan ({ cards-n })
}
log-meld = { $name } pöytäsi { $cards }
log-add = { $name } lisäsi { $card } { $meld }
meld-group-to = { meld-to } (yhdistelmä { $n })
move-join = Yhdistä { meld-of } (yhdistelmä { $n }) ensimmäiseen yhdistelmään
log-join = { $name } yhdisti { meld-of } (yhdistelmä { $n }) ensimmäiseen yhdistelmään
log-discard = { $name } heitti { $card }
log-discard-talon = { $count ->
        [one] { $name } heitti { $card } ja nosti talonin (1 kortti)
       *[other] { $name } heitti { $card } ja nosti talonin ({ $count } korttia)
    }
log-ask = { $name } kysyi: saanko lopettaa?
log-yes = { $name } vastasi kyllä
log-no = { $name } vastasi ei
log-end = { $name } lopetti vuoronsa
log-deal = { $name } jakaa
log-went-out = { $name } lopetti jaon
log-went-out-concealed = { $name } lopetti jaon kerralla kädestä

# After a number the partitive: "1 kortti", "2 korttia".
cards-n = { $count ->
    [one] { $count } kortti
   *[other] { $count } korttia
}
seat-cards = { $name }: { cards-n }
you = Sinä

notation-words =
    .draw = nosta
    .take = ota
    .meld = pöydätä poydata
    .add = lisää lisaa
    .join = yhdistä yhdista
    .discard = heitä heita
    .ask = kysy
    .yes = kyllä kylla
    .no = ei
    .end = lopeta
    .deal = jaa
    .on = päälle paalle
    .to = yhdistelmään yhdistelmaan
    .joker = jk jokeri
    .wild = w jokerit
notation-help = Kirjoita siirto: nosta · ota 7 7 (ota avopakka kahdella seiskalla) · ota päälle 7 (lisää päällimmäinen jokeri seiskoihin) · pöydätä 7 7 7 · lisää 7 · lisää 2 yhdistelmään 7 · heitä 9 · kysy · lopeta · jaa. Kortit: 4–10, J, Q, K, A, 2, 3 (musta kolmonen), JK (jokeri); W on jokeriyhdistelmä.
notation-unknown-word = ”{ $word }” ei ole siirto eikä kortti.
notation-empty = Kirjoita ensin siirto.

# .short: the level in a seat's name, "Computer 2 (Beginner)" (the long name is the menu's)
level-random = Aloittelija (pelaa sattumanvaraisesti)
    .short = Aloittelija
level-heuristic = Vaistopelaaja
level-ismcts = Strategi (ajattelee eteenpäin)
    .short = Strategi
level-easy = Helppo
level-medium = Keskitaso
level-hard = Vaikea
level-expert = Mestari
level-imported = Tuotu pelaaja

preset-classic = Klassinen
preset-french = Ranskalainen
preset-slovak = Slovakialainen
preset-italian = Italialainen (Canastone)
preset-finnish = Suomalainen
partnership-solo = Jokainen omillaan
partnership-cutthroat = Yksi kahta vastaan
partnership-pairs = Parit
partnership-trios = Kaksi kolmikkoa
partnership-trio-and-pair = Kolmikko paria vastaan
partnership-trio-and-pair-rotate = Kolmikko (yksi vuorollaan sivussa) paria vastaan
partnership-trios-rotate = Kaksi kolmikkoa, kummastakin yksi vuorollaan sivussa

pile-blocked-black3 = Estetty: päällä on musta kolmonen
pile-blocked-wild = Estetty: päällä on jokeri tai kakkonen
pile-frozen = Lukittu: otettavissa vain luonnollisella parilla
pile-frozen-unopened = Lukittu joukkueellesi, kunnes se on tehnyt avauspöytäyksen
pile-frozen-wild = Lukittu jokerilla tai kakkosella: otettavissa vain luonnollisella parilla
pile-pozzo = Päällimmäisen kortin alla on kuvapuoli alaspäin olevia kortteja
pile-top = päällimmäinen kortti

ask-text = { $name } kysyy, saako lopettaa. Vastauksesi sitoo.
ask-title = Saanko lopettaa?
ask-waiting = Odotetaan parisi vastausta…

result-canasta-bonus = Canastabonus
result-concealed-canasta-bonus = Kerralla pöydätyt canastat
result-ended-out = Pelaaja lopetti jaon.
result-ended-pile = Jako päättyi: avopakkaa ei voitu ottaa.
result-ended-stock = Jako päättyi: umpipakka loppui.
result-going-out = Lopetus
result-hand-over = Jako { $n } päättyi
result-in-hand = Käteen jääneet kortit
result-match-over = Peli on päättynyt
result-melded = Pöydätyt kortit
result-mixed-canastas = Sekacanastat
result-natural-canastas = Luonnolliset canastat
result-red3-points = Punaisten kolmosten pisteet
result-red-threes = Punaiset kolmoset
result-threes = Kolmoset
result-three-points = Kolmosten pisteet
result-total = Jaon pisteet
result-waiting-deal = Odotetaan seuraavaa jakoa…
result-went-out = { $name } lopetti jaon.
result-went-out-concealed = { $name } lopetti jaon kerralla kädestä!
result-winner = Voittaja: { $names }
# between the items of a list on one line (the ways to take the pile, what a draw brought, the moves not yet confirmed)
list-sep = {"; "}
# a label before what it names ("Hint: ..."; French sets a no-break space before the colon)
label-colon = { $label }:

# --- variants (issue 42) ---
preset-american = Moderni amerikkalainen
preset-samba = Samba
preset-bolivia = Bolivia

preset-handfoot = Hand and Foot (käsi ja jalka)
