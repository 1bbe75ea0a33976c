## Päätepeli (canasta play). Omat siirtosi kerrotaan toisessa persoonassa (sinä, ilman pronominia).

tui-you-draw = Nostit umpipakasta
tui-you-take-with = Otit { log-pile } korteilla { $cards }
tui-you-take-lay = Otit { log-pile } ja lisäsit { $top } yhdistelmääsi
tui-you-take-on = Otit { log-pile } ja lisäsit { $top } { $meld }
tui-you-meld = Pöytäsit { $cards }
tui-you-meld-seq = Pöytäsit { suit-name }suoran: { $cards }
tui-you-add = Lisäsit { $card } { $meld }
tui-you-join = Yhdistit { meld-of } (yhdistelmä { $n }) ensimmäiseen yhdistelmään
tui-you-discard = Heitit { $card }
tui-you-ask = Kysyit pariltasi ({ $partner }): saanko lopettaa?
tui-you-yes = Vastasit kyllä
tui-you-no = Vastasit ei
tui-you-end = Lopetit vuorosi
tui-you-went-out = Lopetit jaon
tui-you-went-out-concealed = Lopetit jaon kerralla kädestä

tui-new-match = Uusi peli ({ $preset }), { $players } pelaajaa, botit: { $level }, siemen { $seed }.
tui-resumed = Jatketaan { $moves ->
    [one] { $moves } siirron
   *[other] { $moves } siirron
} jälkeen ({ $hand }. jako).
tui-note = Huom.: { $note }.
tui-level-missing = tasoa ”{ $level }” ei ole tässä versiossa; botit pelaavat tasolla ”{ $fallback }”
tui-hand-start = { $hand }. jako: { $dealer }; pelaamassa: { $who }.
tui-you-deal = sinä jaat
tui-deals = { $name } jakaa
tui-sit-out = Olet tämän jaon sivussa; botit pelaavat sen.
tui-red3-laid = { $name }: { $count ->
    [one] punainen kolmonen pöydälle
   *[other] { $count } punaista kolmosta pöydälle
}: { $cards }.
tui-drawn = sait: { $cards }
# the talon drawn after the discard that ends a side's initial meld (MA-3)
tui-talon-drawn = { $count ->
        [one] talon: 1 kortti nostettu
       *[other] talon: { $count } korttia nostettu
    }
tui-pile-seen = avopakassa oli { $cards }
tui-pile-hidden = { $count } kuvapuoli alaspäin
tui-red3-more = { $count ->
    [one] punainen kolmonen pöydälle
   *[other] { $count } punaista kolmosta pöydälle
}: { $cards }
tui-line = { $line } ({ $detail }).
tui-line-plain = { $line }.
tui-stock-out = Umpipakka loppui. Jako päättyi.
tui-hand-over = Jako päättyi.
tui-match-over = Peli päättyi.
tui-bot-illegal = (botti { $name } valitsi siirron ”{ $move }”, joka ei ole sallittu: { $reason }; se pelaa sen sijaan ”{ $fallback }”)
tui-bot-failed = (botti { $name } epäonnistui: { $reason }; se pelaa ”{ $fallback }”)

tui-nothing-to-play = ei mitään pelattavaa
tui-turn-over = ”{ $move }” ei voi enää seurata: vuoro on päättynyt
tui-engine-failed = pelimoottori epäonnistui tässä siirrossa ({ $error }); ilmoita siitä, kiitos
tui-refused = { $move }: ei sallittu, mitään ei pelattu. { $reason }
tui-refused-step = { $move } (vaihe { $step }/{ $steps }): ei sallittu, mitään ei pelattu. { $reason }
tui-hand-not-over = jako ei ole päättynyt
tui-not-your-turn = nyt on pelaajan { $name } vuoro, ei sinun
tui-sit-out-short = olet tämän jaon sivussa
tui-hand-over-enter = jako päättyi: paina Enter nähdäksesi pisteet ja jakaaksesi seuraavan jaon
tui-select-meld = Valitse uuteen yhdistelmään vähintään 3 korttia (valittu { $count }).
tui-select-add = Valitse kortti tai kortit, jotka lisäät puolesi yhdistelmiin.
tui-select-wild-one-rank = Valitse jokerit yhdessä vain yhden arvon luonnollisten korttien kanssa (tai yksin, ja valitse sitten yhdistelmä).
tui-select-wild-one = Jokereita voi lisätä useampaan yhdistelmään: valitse yksi jokeri kerrallaan tai yhdessä yhdistelmän luonnollisen kortin kanssa.
tui-select-one-discard = Valitse heitettäväksi vain yksi kortti (valittu { $count }).
tui-hand-empty = Kätesi on tyhjä.
tui-hold-none = Kädessäsi ei ole korttia { $card }.
tui-wait-bots = Odota: botit pelaavat.
tui-no-move-now = Sinulla ei ole nyt siirtoa: { $why }.
tui-unknown-key = Näppäin ”{ $key }” ei tee tässä mitään: paina ? nähdäksesi näppäimet.

tui-your-turn = Sinun vuorosi: { $what }
tui-asks = { $name } kysyy: ”Saanko lopettaa?”  y = kyllä, n = ei.
tui-prompt-draw = nosta umpipakasta (s)
tui-prompt-take = ota avopakka (t)
tui-prompt-meld = pöydätä (m)
tui-prompt-add = lisää yhdistelmään (a)
tui-prompt-ask = kysy lupaa lopettaa (k)
tui-prompt-end = lopeta vuoro (e)
tui-prompt-discard = heitä kortti (d) ja lopeta vuorosi
tui-prompt-list = { $first } tai { $last }.
tui-partner-yes = parisi vastasi kyllä, joten sinun on lopetettava tällä vuorolla:
tui-partner-no = parisi vastasi ei, joten et saa lopettaa tällä vuorolla:
tui-no-move = mikään siirto ei ole mahdollinen.
tui-status-match-over = Peli päättyi. Enter näyttää pistetaulukon, q tallentaa ja lopettaa.
tui-status-hand-over = Jako päättyi. Enter näyttää pisteet.
tui-playing = { $name } pelaa…
tui-can-take = Voit ottaa avopakan: { $moves }
tui-cannot-take = Et voi ottaa avopakkaa: { $reason }

tui-game-to = (peli { $target } pisteeseen)
tui-header = Canasta ({ $preset }, { $players } pelaajaa)  { $hand }. jako
tui-header-short = { $hand }. jako
tui-scores = Pisteet:
tui-your-side = Oma puoli
tui-opponents = Vastustajat
tui-opened = (avaus tehty)
tui-red-threes = Punaiset kolmoset:
tui-rules-why = ▶ merkitsee säännön { $rule }, joka estää sinua nyt. Esc sulkee.
tui-opening-needs = avaus: tarvitaan { $need } pistettä
tui-opening-laid = avaus: tarvitaan { $need } pistettä, pöydässä { $laid }
tui-no-melds = ei vielä yhdistelmiä
tui-canasta-natural = CANASTA (luonnollinen)
tui-canasta-samba = SAMBA (seitsemän kortin suora)
tui-canasta-mixed = CANASTA (seka)
tui-wild-count = { $count ->
    [one] { $count } jokeri
   *[other] { $count } jokeria
}
tui-merged = (yhdistetty)
tui-pile = Avopakka
tui-top-card = päällimmäinen kortti:
tui-pile-face-down = ({ $count } kuvapuoli alaspäin)
tui-pile-empty = tyhjä
tui-not-frozen = ei lukittu
tui-stock = Umpipakka: { cards-n }
tui-go-out-needs = Lopettaakseen puoli tarvitsee { $count ->
    [one] { $count } canastan
   *[other] { $count } canastaa
}.
tui-your-hand = Kätesi
tui-hand-count = ({ cards-n })
tui-selected = valittu: { $cards }
tui-hand-keys = ←/→ valitse ryhmä, välilyönti valitse, ↓ palauta, Esc tyhjennä, ? ohje
tui-pending = odottavat käden vieressä avaukseen asti:
tui-sit-out-hand = Olet tämän jaon sivussa.

tui-pick-take = Miten otat avopakan?
tui-pick-meld = Miten pöydätät?
tui-pick-add = Mihin yhdistelmään lisäät?
tui-pick-discard = Heitä
tui-pick-legal = Sallitut siirtosi
tui-pick-hint = Ylös/Alas valitse, Enter pelaa, Esc sulje.
tui-type-placeholder = siirto
tui-type-hint = Enter pelaa, Esc sulkee. Pöydässä ”l” luettelee sallitut siirrot.

tui-score-out = { $hand }. jako päättyi: { $name } lopetti.
tui-score-out-you = { $hand }. jako päättyi: sinä lopetit.
tui-score-out-concealed = { $hand }. jako päättyi: { $name } lopetti kerralla kädestä.
tui-score-out-concealed-you = { $hand }. jako päättyi: lopetit kerralla kädestä.
tui-score-stock = { $hand }. jako päättyi: umpipakka loppui.
tui-score-pile = { $hand }. jako päättyi: avopakkaa ei voitu ottaa, ja umpipakka oli tyhjä.
tui-score-title = Jaon pisteet
tui-match-score = Pelin pisteet
tui-team = joukkue
tui-this-hand = tämä jako
tui-total = yhteensä
tui-sheet-title = Pistetaulukko
tui-sheet-hand = jako
tui-sheet-over = Peli päättyi: { $names } { $count ->
    [one] voitti
   *[other] voittivat
} { $points } pisteellä (tavoite { $target }).
tui-sheet-over-you = Peli päättyi: oma puolesi voitti { $points } pisteellä (tavoite { $target }). Hyvin pelattu!
tui-sheet-after = Pistetaulukko { $hands ->
    [one] { $hands } jaon
   *[other] { $hands } jaon
} jälkeen (tavoite { $target }).
tui-score-next = Enter jakaa seuraavan jaon (q: tallenna ja lopeta; Ylös/Alas vierittää).
tui-score-final = Peli päättyi. Enter sulkee, sitten q tallentaa ja lopettaa.

tui-saved-resume = Peli tallennettu tiedostoon { $path }. Jatka sitä komennolla: canasta play --resume { $path }
tui-saved-over = Peli päättyi; sen tallenne on tiedostossa { $path } (katso se uudelleen: canasta replay { $path }).
tui-not-saved = Peliä ei tallennettu.
tui-crashed-saved = peli pysähtyi sisäiseen virheeseen ({ $reason }). Se on tallennettu tiedostoon { $path }: jatka sitä komennolla canasta play --resume { $path }
tui-crashed = peli pysähtyi sisäiseen virheeseen ({ $reason }); sitä ei tallennettu.
tui-cannot-save = tiedostoon ”{ $path }” ei voi tallentaa: { $reason }

tui-hint = Vihje: { $text }
tui-hint-none = Ei vihjettä nyt: ei ole sinun vuorosi.
tui-hint-missing = Vihjeitä ei ole tässä versiossa.
tui-hint-failed = Ei vihjettä: { $error }

tui-key-draw = Nosta
tui-key-take = Ota
tui-key-meld = Pöydätä
tui-key-add = Lisää
tui-key-discard = Heitä
tui-key-legal = Siirrot
tui-key-help = Ohje
tui-key-hint = Vihje
tui-key-quit = Lopeta

tui-help-title = Canasta: näppäimet
tui-help-choosing = Korttien valinta (käsi on ryhmitelty arvon mukaan)
tui-help-playing = Pelaaminen
tui-help-helping = Apu
tui-help-looking = Katselu
tui-help-footer = Kielletty valinta torjutaan ja sen kieltävä sääntö kerrotaan; mikään ei muutu. Esc, Enter tai ? sulkee tämän ohjeen.
tui-help-cursor = Vasen / Oikea
    .text = siirry korttiryhmästä toiseen
tui-help-select = Välilyönti tai Ylös
    .text = valitse ryhmästä yksi kortti lisää
tui-help-unselect = Alas
    .text = palauta ryhmästä yksi kortti
tui-help-numbers = 4 … 9, 0
    .text = valitse yksi 4 … 9 lisää tai 10
tui-help-faces = J Q K A (vaihto)
    .text = valitse yksi jätkä, rouva, kuningas tai ässä lisää (j myös: jätkä)
tui-help-wilds = 2, 3, *
    .text = valitse yksi kakkonen, musta kolmonen tai jokeri lisää
tui-help-clear = Esc tai c
    .text = tyhjennä valinta
tui-help-draw = s
    .text = nosta umpipakasta
tui-help-take = t
    .text = ota avopakka (valituilla korteilla, esim. päällimmäisen kortin parilla)
tui-help-meld = m
    .text = pöydätä valitut kortit uudeksi yhdistelmäksi (3 tai enemmän)
tui-help-add = a
    .text = lisää valitut kortit oman puolesi yhdistelmiin
tui-help-discard = d
    .text = heitä valittu kortti (tai kursorin kohdalla oleva); vuorosi päättyy
tui-help-ask = k
    .text = kysy pariltasi ”Saanko lopettaa?”
tui-help-answer = y / n
    .text = vastaa parisi kysymykseen ”Saanko lopettaa?”
tui-help-end = e
    .text = lopeta vuoro heittämättä (vain kun umpipakan viimeinen kortti oli punainen kolmonen)
tui-help-next = Enter
    .text = jaon jälkeen katso pisteet ja jaa seuraava jako
tui-help-legal = l
    .text = luettele sallitut siirrot ja valitse yksi (Ylös/Alas, Enter)
tui-help-type = :
    .text = kirjoita siirto suomeksi tai englanniksi (esim. ”pöydätä 7 7 2”)
tui-help-hint = h
    .text = vihje: hyvä siirto ja miksi, sen kortit valittuina
tui-help-rules = r
    .text = tämän pöydän säännöt avattuina siihen sääntöön, joka estää siirtosi
tui-help-help = ?
    .text = tämä ohje
tui-help-quit = q
    .text = tallenna ja lopeta (peliä jatketaan valinnalla --resume)
tui-help-log = PgUp / PgDn
    .text = vieritä pelilokia (koko jako; viimeiset siirrot näkyvät)
tui-help-melds = [ / ]
    .text = vieritä yhdistelmiä
tui-help-fold = f
    .text = tiivistä yhdistelmät: lyhyesti (arvo × määrä) tai jokainen kortti
# Hand and Foot (HF-3, HF-10): a seat's foot still face down (its cards), or picked up
tui-foot-n = [jalka: { $count }]
tui-in-foot = [pelaa jalkaa]
# MA-14: black threes are laid out too (black3_bonus)
tui-threes-laid = { $name }: kolmoset pöydälle: { $cards }.
tui-threes-more = kolmoset pöydälle: { $cards }
tui-threes = Kolmoset:
