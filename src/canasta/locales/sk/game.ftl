## Herná slovná zásoba spoločná pre všetky rozhrania. Premenné opisuje en/game.ftl.
## Na kartách sú J, Q, K, A: kind-* a face-* dávajú rovnaké písmená.

kind-jk = Žolík
kind-2 = 2
kind-3 = čierna 3
kind-3r = červená 3
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

rank-2 = Dvojka
rank-3 = Trojka
rank-4 = Štvorka
rank-5 = Päťka
rank-6 = Šestka
rank-7 = Sedmička
rank-8 = Osmička
rank-9 = Deviatka
rank-10 = Desiatka
rank-j = Dolník
rank-q = Dáma
rank-k = Kráľ
rank-a = Eso
suit-c = kríže
suit-d = kára
suit-h = srdcia
suit-s = piky
card-facedown = karta lícom nadol
card-joker = Žolík
# "srdcová dáma", "pikový kráľ", "krížové eso": the suit is an adjective agreeing with the rank.
card-label = { $kind ->
    [jack] { suit-m } dolník
    [king] { suit-m } kráľ
    [ace] { suit-n } eso
    [queen] { suit-f } dáma
    [two] { suit-f } dvojka
    [three] { suit-f } trojka
    [redthree] { suit-f } trojka
    [four] { suit-f } štvorka
    [five] { suit-f } päťka
    [six] { suit-f } šestka
    [seven] { suit-f } sedmička
    [eight] { suit-f } osmička
    [nine] { suit-f } deviatka
   *[ten] { suit-f } desiatka
}
suit-name = { $suit ->
    [c] kríže
    [d] kára
    [h] srdcia
   *[s] piky
}
suit-m = { $suit ->
    [c] krížový
    [d] kárový
    [h] srdcový
   *[s] pikový
}
suit-f = { $suit ->
    [c] krížová
    [d] kárová
    [h] srdcová
   *[s] piková
}
suit-n = { $suit ->
    [c] krížové
    [d] kárové
    [h] srdcové
   *[s] pikové
}

# Accusative: "Odhodiť deviatku", "Priložiť dámu".
card-obj = { $kind ->
    [joker] žolíka
    [two] dvojku
    [three] čiernu trojku
    [redthree] červenú trojku
    [four] štvorku
    [five] päťku
    [six] šestku
    [seven] sedmičku
    [eight] osmičku
    [nine] deviatku
    [ten] desiatku
    [jack] dolníka
    [queen] dámu
    [king] kráľa
    [ace] eso
   *[other] { $short }
}
card-done = { card-obj }
pile-top-obj = vrchnú kartu

meld-of = { $kind ->
    [four] štvorky
    [five] päťky
    [six] šestky
    [seven] sedmičky
    [eight] osmičky
    [nine] deviatky
    [ten] desiatky
    [jack] dolníky
    [queen] dámy
    [king] kráľe
    [ace] esá
    [wild] divoké karty
    [three] čierne trojky
   *[other] { $short }
}
# "k" + dative plural.
meld-to = { $kind ->
    [four] k štvorkám
    [five] k päťkám
    [six] k šestkám
    [seven] k sedmičkám
    [eight] k osmičkám
    [nine] k deviatkam
    [ten] k desiatkam
    [jack] k dolníkom
    [queen] k dámam
    [king] ku kráľom
    [ace] k esám
    [wild] ku kombinácii divokých kariet
    [three] k čiernym trojkám
   *[other] ku kartám { $short }
}
meld-wild = kombinácia divokých kariet
meld-mixed-canasta = zmiešaná kanasta
meld-natural-canasta = čistá kanasta
## Postupka jednej farby (Samba, Bolívia): $suit c d h s, $n jej číslo medzi postupkami tej farby,
## $sym znak farby; $cards novej postupky od najnižšej po najvyššiu.
meld-seq = { $n ->
    [1] { suit-f } postupka
   *[other] { suit-f } postupka { $n }
}
meld-seq-to = { $suit ->
    [c] ku krížovej postupke
    [d] ku károvej postupke
    [h] k srdcovej postupke
   *[s] k pikovej postupke
}{ $n ->
    [1] {""}
   *[other] {" "}{ $n }
}
meld-seq-canasta = samba (postupka zo siedmich kariet)
move-meld-seq = Vyložiť { $suit ->
    [c] krížovú
    [d] károvú
    [h] srdcovú
   *[s] pikovú
} postupku: { $cards }
log-meld-seq = { $name } vykladá { $suit ->
    [c] krížovú
    [d] károvú
    [h] srdcovú
   *[s] pikovú
} postupku: { $cards }

move-draw = Potiahnuť z talóna
move-take-lay = Vziať kôpku a priložiť { $top } k vlastnej kombinácii
move-take-on = Vziať kôpku a priložiť { $top } { $meld }
move-take-with = Vziať kôpku: { $top } s kartami { $cards } z ruky
# the ways to take the pile, listed after "You can take the pile:" (no repeat of the verb)
way-take-with = { $top } s kartami { $cards } z ruky
way-take-on = priložiť { $top } { $meld }
way-take-lay = priložiť { $top } k vlastnej kombinácii
move-meld = Vyložiť { $cards }
move-add = Priložiť { $card } { $meld }
move-discard = Odhodiť { $card }
move-ask = Spýtať sa partnera: môžem skončiť?
move-yes = Áno
move-no = Nie
move-end = Ukončiť ťah
move-deal = Rozdať ďalšie kolo

# The present tense: it does not depend on the player's gender.
log-draw = { $name } ťahá z talóna
log-take-with = { $name } berie { log-pile } s kartami { $cards }
log-take-lay = { $name } berie { log-pile } a prikladá { $top } k vlastnej kombinácii
log-take-on = { $name } berie { log-pile } a prikladá { $top } { $meld }
# The pile taken, with its size when the log knows it ($count 0: not known).
log-pile = { $count ->
    [0] kôpku
   *[other] kôpku ({ cards-n })
}
log-meld = { $name } vykladá { $cards }
log-add = { $name } prikladá { $card } { $meld }
meld-group-to = { meld-to } (kombinácia { $n })
move-join = Spojiť { meld-of } (kombinácia { $n }) s prvou kombináciou
log-join = { $name } spája { meld-of } (kombinácia { $n }) s prvou kombináciou
log-discard = { $name } odhadzuje { $card }
log-discard-talon = { $count ->
        [one] { $name } odhadzuje { $card } a ťahá talón (1 karta)
        [few] { $name } odhadzuje { $card } a ťahá talón ({ $count } karty)
       *[other] { $name } odhadzuje { $card } a ťahá talón ({ $count } kariet)
    }
log-ask = { $name } sa pýta: môžem skončiť?
log-yes = { $name } odpovedá áno
log-no = { $name } odpovedá nie
log-end = { $name } končí ťah
log-deal = { $name } rozdáva
log-went-out = { $name } končí kolo
log-went-out-concealed = { $name } končí kolo naraz z ruky

cards-n = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[other] { $count } kariet
}
seat-cards = { $name }: { cards-n }
you = Vy

notation-words =
    .draw = potiahni ťahaj tahaj
    .take = vezmi ber
    .meld = vylož vyloz
    .add = prilož priloz
    .join = spoj
    .discard = odhoď odhod
    .ask = spýtaj spytaj
    .yes = áno ano
    .no = nie
    .end = koniec
    .deal = rozdaj
    .on = na
    .to = k ku na
    .joker = jk žolík zolik
    .wild = w divoké divoke
notation-help = Napíšte ťah: potiahni · vezmi 7 7 (vziať kôpku s dvoma sedmičkami) · vezmi na 7 (vrchnú divokú kartu priložiť k sedmičkám) · vylož 7 7 7 · prilož 7 · prilož 2 k 7 · odhoď 9 · spýtaj · koniec · rozdaj. Karty: 4 až 10, J, Q, K, A, 2, 3 (čierna trojka), JK (žolík); W je kombinácia divokých kariet.
notation-unknown-word = „{ $word }“ nie je ťah ani karta.
notation-empty = Najprv napíšte ťah.

# .short: the level in a seat's name, "Computer 2 (Beginner)" (the long name is the menu's)
level-random = Začiatočník (hrá náhodne)
    .short = Začiatočník
level-heuristic = Hráč podľa citu
level-ismcts = Stratég (premýšľa dopredu)
    .short = Stratég
level-easy = Ľahký
level-medium = Stredný
level-hard = Ťažký
level-expert = Expert
level-imported = Importovaný hráč

preset-classic = Klasická
preset-french = Francúzska
preset-slovak = Slovenská
preset-italian = Talianska (Canastone)
preset-finnish = Fínska
partnership-solo = Každý sám za seba
partnership-cutthroat = Jeden proti dvom
partnership-pairs = Dvojice
partnership-trios = Dve trojice
partnership-trio-and-pair = Trojica proti dvojici
partnership-trio-and-pair-rotate = Trojica (jeden sa strieda vo vynechaní) proti dvojici
partnership-trios-rotate = Dve trojice, z každej jeden hráč striedavo vynecháva

pile-blocked-black3 = Zablokovaná: navrchu je čierna trojka
pile-blocked-wild = Zablokovaná: navrchu je divoká karta
pile-frozen = Zmrazená: dá sa vziať len s prirodzeným párom
pile-frozen-unopened = Zmrazená pre vaše družstvo, kým nevyložilo prvú kombináciu
pile-frozen-wild = Zmrazená divokou kartou: dá sa vziať len s prirodzeným párom
pile-pozzo = Pod vrchnou kartou sú karty lícom nadol
pile-top = vrchná karta

ask-text = { $name } sa pýta, či môže skončiť. Vaša odpoveď je záväzná.
ask-title = Môžem skončiť?
ask-waiting = Čaká sa na odpoveď partnera…

result-canasta-bonus = Bonus za kanasty
result-concealed-canasta-bonus = Kanasty vyložené naraz
result-ended-out = Jeden z hráčov ukončil kolo.
result-ended-pile = Kolo skončilo: kôpku nebolo možné vziať.
result-ended-stock = Kolo skončilo: talón sa minul.
result-going-out = Ukončenie
result-hand-over = Koniec kola { $n }
result-in-hand = Karty v ruke
result-match-over = Hra sa skončila
result-melded = Vyložené karty
result-mixed-canastas = Zmiešané kanasty
result-natural-canastas = Čisté kanasty
result-red3-points = Body za červené trojky
result-red-threes = Červené trojky
result-threes = Trojky
result-three-points = Body za trojky
result-total = Spolu za kolo
result-waiting-deal = Čaká sa na ďalšie rozdanie…
result-went-out = Kolo ukončuje { $name }.
result-went-out-concealed = Kolo ukončuje { $name }, naraz z ruky!
result-winner = Víťaz: { $names }
# between the items of a list on one line (the ways to take the pile, what a draw brought, the moves not yet confirmed)
list-sep = {"; "}
# a label before what it names ("Hint: ..."; French sets a no-break space before the colon)
label-colon = { $label }:

# --- variants (issue 42) ---
preset-american = Moderná americká
preset-samba = Samba
preset-bolivia = Bolívia

preset-handfoot = Hand and Foot (ruka a noha)
