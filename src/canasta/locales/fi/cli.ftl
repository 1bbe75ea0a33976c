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
