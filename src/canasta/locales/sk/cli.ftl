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

## Chyby príkazového riadka.
cli-what = { $what ->
    [position] pozícia
   *[record] záznam hry
}
cli-rule-form = --rule očakáva KĽÚČ=HODNOTA, nie „{ $value }“
cli-file-folder = { $what ->
    [position] pozíciu
   *[record] záznam hry
} „{ $path }“ nemožno prečítať: je to priečinok, nie súbor
cli-file-too-large = { $path }: súbor { $what ->
    [position] pozície
   *[record] záznamu hry
} je väčší než { $mib } MiB
cli-file-unreadable = { $what ->
    [position] pozíciu
   *[record] záznam hry
} „{ $path }“ nemožno prečítať: { $reason }
cli-file-not-utf8 = { $path }: nie je to súbor { $what ->
    [position] pozície
   *[record] záznamu hry
}: bajt { $byte } nie je text UTF-8
cli-json-invalid = { $where }: nie je to platný JSON (riadok { $line }, stĺpec { $column })
cli-json-deep = { $where }: JSON je vnorený príliš hlboko
cli-json-long-number = { $where }: obsahuje príliš dlhé číslo
cli-games-hands-exclusive = --games a --hands sa vylučujú: hrajte celé hry (--games) alebo jednotlivé kolá (--hands)
cli-at-least-one = { $option } musí byť aspoň 1
cli-diff-needs-two = --diff potrebuje dve sady pravidiel, napríklad „canasta rules --diff classic french“ (alebo jednu a --rule KĽÚČ=HODNOTA)
cli-no-common-players = { $a } a { $b } nemajú spoločný žiadny počet hráčov
cli-cannot-write = „{ $path }“ nemožno zapísať: { $reason }
cli-folder-missing = „{ $path }“ nemožno zapísať: priečinok „{ $folder }“ neexistuje
cli-unknown-bot = neznámy bot „{ $bot }“; platné: { $valid }

## canasta tournament: jeho tabuľky a riadky.
tm-title = { $rules } pre { $players } hráčov: { $deals ->
    [one] { $deals } rozdanie
    [few] { $deals } rozdania
   *[other] { $deals } rozdaní
} × { $seatings ->
    [one] { $seatings } zasadenie
    [few] { $seatings } zasadenia
   *[other] { $seatings } zasadení
}, semienko { $seed }, { $seconds } s
tm-agent-rules = { $rules } pre { $players } hráčov
tm-agent-intro = Agent `{ $agent }`, { $rules }: { $deals ->
    [one] { $deals } duplikátne rozdanie
    [few] { $deals } duplikátne rozdania
   *[other] { $deals } duplikátnych rozdaní
} (semienka { $first }..{ $last }), každé hrané raz pri každom zasadení; 95 % intervaly spoľahlivosti.
tm-agent-baseline = porovnávací bot
tm-agent-won = miera výhier (95 % IS)
tm-agent-margin = rozdiel na kolo (95 % IS)
tm-bot = bot
tm-hands = kolá
tm-won = vyhraté (95 % IS)
tm-margin = rozdiel na kolo (95 % IS)
tm-elo = Elo
tm-ms = ms na rozhodnutie
tm-longest = najdlhšie ms
tm-interval = { $value } ({ $lo } až { $hi })
tm-play-title = hra na kolo a čas rozhodovania
tm-gifts = darčeky (vzaté)
tm-offered = ponúknuté kôpky
tm-held = držané trojice
tm-piles = kôpky (veľkosť)
tm-went-out = ukončil
tm-ms-cpu = ms na rozhodnutie, reálne (CPU)
tm-longest-cpu = najdlhšie ms, reálne (CPU)
tm-versus = { $a } proti { $b }: { $margin } bodov na kolo ({ $lo } až { $hi }), družstvo proti družstvu, { $deals ->
    [one] { $deals } rozdanie
    [few] { $deals } rozdania
   *[other] { $deals } rozdaní
}
tm-saved = výsledky a { $games ->
    [one] { $games } záznam hry uložené
    [few] { $games } záznamy hier uložené
   *[other] { $games } záznamov hier uložené
} do { $path }
tm-progress = rozdania
tm-against = proti { $bot }
tm-bots-none = --bots potrebuje aspoň jedného bota, napríklad --bots heuristic,random
tm-baselines-none = --bots potrebuje aspoň jedného porovnávacieho súpera, napríklad --bots random,heuristic,hard
tm-backend-unknown = neznámy spôsob behu „{ $backend }“: použite process alebo ray
tm-address-ray = --address patrí len k --backend ray
tm-workers-min = --workers musí byť aspoň 1

## canasta play: chyby pred začiatkom hry a jej posledný riadok.
play-delay-range = --delay musí byť od 0 do 10 sekúnd
play-resume-options = --resume pokračuje v uloženej hre s jej vlastnými pravidlami, hráčmi a semienkom; nezadávajte s ním --rules, --players, --seed ani --rule
play-unknown-level = neznáma úroveň „{ $level }“; vyberte z: { $valid }
play-cannot-save = hru nemožno uložiť do „{ $path }“: { $reason }
play-needs-terminal = „canasta play“ potrebuje interaktívny terminál (hra bola uložená do { $path })
play-needs-tui = hra v termináli potrebuje doplnok „tui“ (chýba { $module }): pip install 'canasta[tui]'
play-saved = Hra je uložená v { $path }.
cli-os-missing = súbor ani priečinok neexistuje
cli-os-denied = prístup zamietnutý
cli-os-full = disk je plný
cli-os-folder = je to priečinok

# canasta verify
cli-verify-hand = rozdanie { $hand }: balíček { $deck }, otočená karta { $upcard }
cli-verify-seat = { cli-verify-hand }; miesto { $seat }: { $cards }
cli-verify-fair = férové: semienko zodpovedá záväzku { $commitment } a ťahy hry ({ cli-moves-n }, { cli-hands-n }) sa dajú prehrať z jeho rozdaní
cli-seat-range = --seat musí byť od 0 do { $top }

# --- backup (issue 38) ---
cli-verify-unchecked = neoverené: záznam zodpovedá vlastnému záväzku { $commitment } a ťahy hry ({ cli-moves-n }, { cli-hands-n }) sa dajú prehrať, čo o serveri nič nedokazuje: zadajte --commitment HASH, ako ho ukazoval stôl
