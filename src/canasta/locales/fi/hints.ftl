# Hints: a suggested move and its reason (canasta.bots.hints). Owned by branch bots-16.
# $rank / $target: joker, two, three (black three), four .. ten, jack, queen, king, ace; $target also wild (the wild meld).
# hint-the-rank, hint-ranks, hint-ranks-pair, hint-ranks-lay and hint-your-target are pieces of the other messages.

hint-the-rank = { $rank ->
    [joker] jokeri
    [two] kakkonen
    [three] musta kolmonen
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
   *[other] kortti
}

hint-ranks = { $rank ->
    [joker] jokereita
    [two] kakkosia
    [three] mustia kolmosia
    [four] nelosia
    [five] vitosia
    [six] kutosia
    [seven] seiskoja
    [eight] kaseja
    [nine] ysejä
    [ten] kymppejä
    [jack] jätkiä
    [queen] rouvia
    [king] kuninkaita
    [ace] ässiä
   *[other] kortteja
}

hint-ranks-pair = { $rank ->
    [joker] jokeria
    [two] kakkosta
    [three] mustaa kolmosta
    [four] nelosta
    [five] vitosta
    [six] kutosta
    [seven] seiskaa
    [eight] kasia
    [nine] ysiä
    [ten] kymppiä
    [jack] jätkää
    [queen] rouvaa
    [king] kuningasta
    [ace] ässää
   *[other] korttia
}

hint-ranks-lay = { $rank ->
    [joker] jokerit
    [two] kakkoset
    [three] mustat kolmoset
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
   *[other] kortit
}

hint-your-target = { $target ->
    [joker] jokeriyhdistelmääsi
    [two] kakkosyhdistelmääsi
    [three] kolmosyhdistelmääsi
    [four] nelosyhdistelmääsi
    [five] vitosyhdistelmääsi
    [six] kutosyhdistelmääsi
    [seven] seiskayhdistelmääsi
    [eight] kasiyhdistelmääsi
    [nine] ysiyhdistelmääsi
    [ten] kymppiyhdistelmääsi
    [jack] jätkäyhdistelmääsi
    [queen] rouvayhdistelmääsi
    [king] kuningasyhdistelmääsi
    [ace] ässäyhdistelmääsi
    [wild] jokeriyhdistelmääsi
   *[other] yhdistelmääsi
}

hint-draw = nosta umpipakasta: avopakkaa ({ $count ->
    [one] yksi kortti
   *[other] { $count } korttia
}) ei kannata ottaa
hint-draw-frozen = nosta umpipakasta: avopakka on lukittu, eikä sinulla ole luonnollista paria sen päällimmäisestä kortista
hint-draw-no-take = nosta umpipakasta: et voi ottaa avopakkaa kädessäsi olevilla korteilla
# the pile is taken only by a side that has opened (IT-18)
hint-draw-unopened = nosta umpipakasta: puolesi voi ottaa avopakan vasta, kun se on tehnyt avauksen
hint-take = ota avopakka: { $count ->
    [one] yksi kortti
   *[other] { $count } korttia
} ja { hint-ranks-lay } pöytään
hint-meld-open = pelaa { $cards } pöytään avaukseksi: { $points } pistettä, tarvitaan { $minimum }
hint-meld-open-part = pelaa { $cards } pöytään avauksen aluksi: { $points } avauksen vaatimasta { $minimum } pisteestä, lisää yhdistelmiä seuraa tällä vuorolla
hint-meld = pelaa { $cards } pöytään: { $points } pistettä ennen kuin jako voi päättyä
hint-add-canasta = lisää { hint-the-rank } { hint-your-target }: siitä tulee canasta
hint-add = lisää { hint-the-rank } { hint-your-target }: { $count ->
    [0] se on jo canasta
    [one] canastasta puuttuu yksi kortti
   *[other] canastasta puuttuu { $count } korttia
}
hint-discard-out = heitä { hint-the-rank } ja lopeta jako
hint-discard-freeze = heitä { hint-the-rank }: jokeri lukitsee { $count } kortin avopakan
hint-discard-block = heitä { hint-the-rank }: seuraava pelaaja ei voi ottaa avopakkaa
# the pile frozen for the next player's side: for everyone, or only until that side opens
hint-pile-frozen = { $frozen ->
    [unopened] avopakka on heille lukittu, kunnes he tekevät avauksen
   *[all] avopakka on lukittu
}
hint-discard-frozen = heitä { hint-the-rank }: { $opponents ->
    [1] vastustajallasi
    [2] kummallakaan vastustajalla
   *[other] kenelläkään vastustajalla
} ei ole pöydässä { hint-ranks }, ja { hint-pile-frozen }
hint-discard-frozen-pair = heitä { hint-the-rank }: { hint-pile-frozen }, joten seuraava pelaaja tarvitsee sen ottamiseen kaksi { hint-ranks-pair }
hint-discard-seen = heitä { hint-the-rank }: niistä { $seen } on jo näkyvissä, joten seuraavalla pelaajalla tuskin on kahta
hint-discard-safe = heitä { hint-the-rank }: { $opponents ->
    [1] vastustajallasi
    [2] kummallakaan vastustajalla
   *[other] kenelläkään vastustajalla
} ei ole pöydässä { hint-ranks }, eikä seuraavalla pelaajalla luultavasti ole niistä paria
hint-discard-risky = heitä { hint-the-rank }: jokainen heitto on riski, ja tämä on pienin
hint-ask = kysy pariltasi ”Saanko lopettaa?”: voit pöydätä koko kätesi, ja parillasi on { $partner_cards ->
    [one] yksi kortti
   *[other] { $partner_cards } korttia
}
hint-answer-yes = vastaa kyllä: { $why ->
    [wins-match] lopettaminen nyt voittaa pelin
    [stock-low] umpipakka on loppumassa
    [opponent-close] vastustaja on lähellä lopettamista
    [hand-cheap] kädessäsi on vähän pisteitä
    [ahead] puolesi johtaa tässä jaossa
   *[other] jaon päättäminen nyt sopii puolellesi
}
hint-answer-no = vastaa ei: { $why ->
    [can-meld] voit vielä pöydätä monta { $cards } kortistasi
    [behind] puolesi on tässä jaossa jäljessä
   *[other] pelin jatkaminen sopii puolellesi paremmin
}
hint-end = lopeta vuorosi
hint-move = pelaa { $move }
