## Komentorivi (canasta ...).

cli-error = virhe: { $message }
cli-move-refused = siirto { $n } (”{ $move }”): { $reason }
cli-moves-n = { $moves ->
    [one] { $moves } siirto
   *[other] { $moves } siirtoa
}
cli-hands-n = { $hands ->
    [one] { $hands } jako
   *[other] { $hands } jakoa
}
cli-replayed = Toistettu { cli-moves-n }, { cli-hands-n }; pisteet { $scores }; { $outcome }
cli-winner-team = voittaja: joukkue { $team }
cli-not-finished = peli ei päättynyt
cli-simulated-matches = { $matches ->
    [one] { $matches } peli
   *[other] { $matches } peliä
}, { cli-hands-n } ({ $mean } peliä kohden, enintään { $max }), { cli-moves-n } { $seconds } sekunnissa
cli-simulated-hands = { cli-hands-n }, { cli-moves-n } { $seconds } sekunnissa
cli-simulated-unfinished = Pysäytettyjä pelejä, jotka eivät saavuttaneet tavoitetta { $max_hands } jaossa: { $unfinished } (satunnaiset pelaajat voivat menettää pisteitä joka jaossa)
cli-speed = { $moves_per_second } siirtoa/s, { $hands_per_second } jakoa/s
cli-params-title = { $preset }, { $players } pelaajaa (sallitut pelaajamäärät: { $counts })
cli-diff-title = { $a } vs. { $b }, { $players } pelaajaa: eroja { $count }
cli-none = (ei mitään)

## Komentorivin virheet.
cli-what = { $what ->
    [position] asema
   *[record] pelitallenne
}
cli-rule-form = --rule odottaa muotoa AVAIN=ARVO, ei ”{ $value }”
cli-file-folder = { $what ->
    [position] asemaa
   *[record] pelitallennetta
} ”{ $path }” ei voi lukea: se on kansio eikä tiedosto
cli-file-too-large = { $path }: { $what ->
    [position] asematiedosto
   *[record] tallennetiedosto
} on suurempi kuin { $mib } Mt
cli-file-unreadable = { $what ->
    [position] asemaa
   *[record] pelitallennetta
} ”{ $path }” ei voi lukea: { $reason }
cli-file-not-utf8 = { $path }: ei ole { $what ->
    [position] asematiedosto
   *[record] tallennetiedosto
}: tavu { $byte } ei ole UTF-8-tekstiä
cli-json-invalid = { $where }: ei ole kelvollista JSONia (rivi { $line }, sarake { $column })
cli-json-deep = { $where }: JSON on sisäkkäinen liian syvälle
cli-json-long-number = { $where }: siinä on liian pitkä luku
cli-games-hands-exclusive = --games ja --hands sulkevat toisensa pois: pelaa kokonaisia pelejä (--games) tai yksittäisiä jakoja (--hands)
cli-at-least-one = { $option } on oltava vähintään 1
cli-diff-needs-two = --diff tarvitsee kaksi sääntökokoelmaa, esimerkiksi ”canasta rules --diff classic french” (tai yhden ja --rule AVAIN=ARVO)
cli-no-common-players = Sääntöjä { $a } ja { $b } ei pelata samalla pelaajamäärällä
cli-cannot-write = tiedostoon ”{ $path }” ei voi kirjoittaa: { $reason }
cli-folder-missing = tiedostoon ”{ $path }” ei voi kirjoittaa: kansiota ”{ $folder }” ei ole
cli-unknown-bot = tuntematon botti ”{ $bot }”; sallitut: { $valid }

## canasta tournament: sen taulukot ja rivit.
tm-title = { $rules }, { $players } pelaajaa: { $deals ->
    [one] { $deals } jako
   *[other] { $deals } jakoa
} × { $seatings ->
    [one] { $seatings } istumajärjestys
   *[other] { $seatings } istumajärjestystä
}, siemen { $seed }, { $seconds } s
tm-agent-rules = { $rules }, { $players } pelaajaa
tm-agent-intro = Agentti `{ $agent }`, { $rules }: { $deals ->
    [one] { $deals } toistojako
   *[other] { $deals } toistojakoa
} (siemenet { $first }..{ $last }), kukin pelattu kerran kullakin istumajärjestyksellä; 95 %:n luottamusvälit.
tm-agent-baseline = vertailubotti
tm-agent-won = voittoprosentti (95 %:n LV)
tm-agent-margin = ero jakoa kohden (95 %:n LV)
tm-bot = botti
tm-hands = jaot
tm-won = voitetut (95 %:n LV)
tm-margin = ero jakoa kohden (95 %:n LV)
tm-elo = Elo
tm-ms = ms päätöstä kohden
tm-longest = pisin ms
tm-interval = { $value } ({ $lo } – { $hi })
tm-play-title = pelaaminen jakoa kohden ja päätösaika
tm-gifts = lahjat (otetut)
tm-offered = tarjotut avopakat
tm-held = pidetyt sarjat
tm-piles = avopakat (koko)
tm-went-out = lopetti
tm-ms-cpu = ms päätöstä kohden, seinäkello (CPU)
tm-longest-cpu = pisin ms, seinäkello (CPU)
tm-versus = { $a } vastaan { $b }: { $margin } pistettä jakoa kohden ({ $lo }–{ $hi }), joukkue joukkuetta vastaan, { $deals ->
    [one] { $deals } jako
   *[other] { $deals } jakoa
}
tm-saved = tulokset ja { $games ->
    [one] { $games } pelitallenne
   *[other] { $games } pelitallennetta
} tallennettu tiedostoon { $path }
tm-progress = jaot
tm-against = vastaan { $bot }
tm-bots-none = --bots tarvitsee vähintään yhden botin, esimerkiksi --bots heuristic,random
tm-baselines-none = --bots tarvitsee vähintään yhden vertailuvastustajan, esimerkiksi --bots random,heuristic,hard
tm-backend-unknown = tuntematon suoritustapa ”{ $backend }”: käytä process tai ray
tm-address-ray = --address kuuluu vain valintaan --backend ray
tm-workers-min = --workers on oltava vähintään 1

## canasta play: virheet ennen pelin alkua ja sen viimeinen rivi.
play-delay-range = --delay on oltava 0–10 sekuntia
play-resume-options = --resume jatkaa tallennettua peliä sen omilla säännöillä, pelaajilla ja siemenellä; älä anna sen kanssa valintoja --rules, --players, --seed tai --rule
play-unknown-level = tuntematon taso ”{ $level }”; valitse jokin: { $valid }
play-cannot-save = peliä ei voi tallentaa tiedostoon ”{ $path }”: { $reason }
play-needs-terminal = ”canasta play” tarvitsee vuorovaikutteisen päätteen (peli tallennettiin tiedostoon { $path })
play-needs-tui = päätepeli tarvitsee lisäosan ”tui” ({ $module } puuttuu): pip install 'canasta[tui]'
play-saved = Peli tallennettu tiedostoon { $path }.
cli-os-missing = tiedostoa tai kansiota ei ole
cli-os-denied = ei käyttöoikeutta
cli-os-full = levy on täynnä
cli-os-folder = se on kansio

# canasta verify
cli-verify-hand = jako { $hand }: pakka { $deck }, avattu kortti { $upcard }
cli-verify-seat = { cli-verify-hand }; paikka { $seat }: { $cards }
cli-verify-fair = reilu: siemen vastaa sitoumusta { $commitment }, ja pelin siirrot ({ cli-moves-n }, { cli-hands-n }) toistuvat sen jaoista
cli-seat-range = --seat on annettava väliltä 0–{ $top }

# --- backup (issue 38) ---
cli-verify-unchecked = ei tarkistettu: tallenne vastaa omaa sitoumustaan { $commitment } ja pelin siirrot ({ cli-moves-n }, { cli-hands-n }) toistuvat, mikä ei todista palvelimesta mitään: anna --commitment HASH sellaisena kuin pöytä sen näytti
