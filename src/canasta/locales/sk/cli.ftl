## Príkazový riadok (canasta ...).

cli-error = chyba: { $message }
cli-move-refused = ťah { $n } („{ $move }“): { $reason }
cli-moves-n = { $moves ->
    [one] { $moves } ťah
    [few] { $moves } ťahy
   *[other] { $moves } ťahov
}
cli-hands-n = { $hands ->
    [one] { $hands } kolo
    [few] { $hands } kolá
   *[other] { $hands } kôl
}
cli-replayed = Prehrané: { cli-moves-n }, { cli-hands-n }; skóre { $scores }; { $outcome }
cli-winner-team = víťaz: družstvo { $team }
cli-not-finished = hra nie je dokončená
cli-simulated-matches = Hier: { $matches }, { cli-hands-n } ({ $mean } na hru, najviac { $max }), { cli-moves-n } za { $seconds } s
cli-simulated-hands = { cli-hands-n }, { cli-moves-n } za { $seconds } s
cli-simulated-unfinished = Zastavené hry, ktoré po { $max_hands } kolách nedosiahli cieľ: { $unfinished } (náhodní hráči môžu v každom kole strácať body)
cli-speed = { $moves_per_second } ťahov/s, { $hands_per_second } kôl/s
cli-params-title = { $preset }, počet hráčov: { $players } (možné počty hráčov: { $counts })
cli-diff-title = { $a } oproti { $b }, počet hráčov: { $players }, rozdiely: { $count }
cli-none = (žiadne)
