## Prečo je ťah odmietnutý a čo ukazuje stôl (canasta.reasons; docs/reasons.md).
## Súbor vetvy arch-19.

reason-match-over = Zápas sa skončil.
reason-hand-over = Kolo sa skončilo; zostáva už len rozdať ďalšie.
reason-deal-not-now = Ďalšie kolo sa rozdáva až po skončení tohto.
reason-answer-pending = Partner musí najprv odpovedať áno alebo nie na otázku „Môžem skončiť?“.
reason-nothing-asked = Nikto sa nespýtal „Môžem skončiť?“.
reason-already-drawn = V tomto ťahu ste už ťahali z talóna alebo vzali odhadzovaciu kôpku.
reason-draw-first = Ťah sa začína potiahnutím karty z talóna alebo vzatím odhadzovacej kôpky.
reason-draw-before-melding = Pred vykladaním potiahnite kartu (alebo vezmite odhadzovaciu kôpku).
reason-opening-before-draw = Prvé vyloženie z ruky musí mať pred ťahaním hodnotu aspoň { $minimum }.
reason-stock-empty = Talón je prázdny: vezmite odhadzovaciu kôpku, jej vrchná karta sa hodí ku kombinácii vášho družstva.
reason-end-not-allowed = Ťah bez odhodenia môžete ukončiť len vtedy, keď ste ako poslednú kartu talóna potiahli červenú trojku.
reason-not-in-hand = V ruke { $count ->
    [one] nie je { $count } karta
    [few] nie sú { $count } karty
   *[other] nie je { $count } kariet
} druhu { $kind }.
reason-take-not-in-hand = Tieto karty nemáte v ruke.
reason-ask-no-partner = Otázku „Môžem skončiť?“ môže položiť len hráč, ktorý má partnera.
reason-ask-once = Otázku „Môžem skončiť?“ môžete položiť len raz za ťah.
reason-ask-before-melding = Otázku „Môžem skončiť?“ položte ešte pred vykladaním v tomto ťahu.
reason-ask-cannot-go-out = Pýtajte sa len vtedy, keď môžete v tomto ťahu skončiť.
reason-no-discard-after-red-three = Po červenej trojke ako poslednej karte talóna nesmiete odhodiť: ukončite ťah.
reason-opening-before-discard = Pred odhodením musí mať prvé vyloženie hodnotu aspoň { $minimum }.
reason-must-go-out = Partner povedal áno: v tomto ťahu musíte skončiť.
reason-closing-discard = Posledná odhodená karta nesmie byť čierna trojka ani divoká karta.
reason-empty-pile-discard = Kartu { $kind } nesmiete odhodiť na prázdnu odhadzovaciu kôpku, kým máte v ruke prirodzenú kartu inej hodnoty.
reason-wild-meld-stop-discard = Kým kombinácia divokých kariet vášho družstva nie je kanastou, nesmiete odhodiť divokú kartu ani čiernu trojku.
reason-meld-one-rank = Kombinácia je len z kariet jednej hodnoty.
reason-meld-red-three = Červené trojky sa nikdy nevykladajú.
reason-wild-meld-not-allowed = Kombinácia len z divokých kariet nie je v týchto pravidlách povolená.
reason-wild-meld-after-opening = Kombinácia divokých kariet sa vykladá až po prvom vyložení vášho družstva.
reason-meld-exists = Vaše družstvo už má kombináciu { $meld ->
    [W] divokých kariet
   *[other] { $meld }
}: priložte karty k nej.
reason-black-three-never = Čierne trojky sa v týchto pravidlách nikdy nevykladajú.
reason-black-three-wilds = Čierne trojky sa vykladajú bez divokých kariet.
reason-black-three-going-out = Čierne trojky môže vyložiť len hráč, ktorý v tomto ťahu končí.
reason-meld-shape = Kombinácia potrebuje aspoň dve prirodzené karty a najviac povolený počet divokých kariet.
reason-no-such-meld = Karty sa prikladajú len ku kombináciám vlastného družstva a vaše nemá kombináciu { $meld ->
    [W] divokých kariet
   *[other] { $meld }
}.
reason-too-many-wilds = Kombinácia by mala priveľa divokých kariet.
reason-opening-drawn-cards = Karty potiahnuté v tomto ťahu sa dajú použiť na prvé vyloženie až v ďalšom ťahu.
reason-opening-naturals-only = Prvé vyloženie sa robí len z prirodzených kariet.
reason-opening-pending = Prvé vyloženie musí najprv dosiahnuť hodnotu aspoň { $minimum } kartami z ruky.
reason-opening-unreachable = Prvé vyloženie musí v tomto ťahu dosiahnuť hodnotu aspoň { $minimum } a po tomto vyložení to už nie je možné.
reason-empty-before-draw = Pred ťahaním nesmiete vyprázdniť ruku.
reason-keep-a-card = Vášmu družstvu chýbajú kanasty na skončenie, preto si musíte nechať kartu na odhodenie.
reason-last-card-stuck = Poslednú kartu by ste potom nemohli odhodiť ani vyložiť, aby ste skončili.
reason-move-not-possible = Ťah „{ $move }“ teraz nie je možný.
reason-pile-empty = Odhadzovacia kôpka je prázdna.
reason-pile-before-opening = Odhadzovaciu kôpku možno vziať až po prvom vyložení vášho družstva.
reason-pile-black-three = Čierna trojka navrchu blokuje odhadzovaciu kôpku.
reason-pile-one-card = Hráč s jedinou kartou v ruke nesmie vziať kôpku s jedinou kartou.
reason-pile-wild-on-top = Kôpku nemožno vziať, kým je navrchu divoká karta.
reason-pile-wild-three = Keď je navrchu { $kind }, kôpka sa berie len s tromi rovnakými kartami.
reason-pile-frozen-unopened = Vaše družstvo ešte nemá prvé vyloženie, preto sa vrchná karta musí vyložiť s prirodzeným párom z ruky.
reason-pile-frozen = Kôpka je zmrazená, preto sa vrchná karta musí vyložiť s prirodzeným párom z ruky.
reason-pozzo-black-three = Keď je v pozze čierna trojka, ktorú odhodil súper, berie sa len s tromi prirodzenými kartami hodnoty vrchnej karty.
reason-pozzo-pair = Pozzo sa berie len s prirodzeným párom hodnoty vrchnej karty.
reason-pile-no-meld = Vaše družstvo nemá kombináciu hodnoty vrchnej karty, ku ktorej by ju priložilo.
reason-pile-take-shape = Vrchná karta sa musí vyložiť s prirodzeným párom, s prirodzenou a divokou kartou alebo priložiť ku kombinácii vášho družstva.
reason-pile-no-meld-for-top = Vaše družstvo nemá kombináciu tejto hodnoty, ku ktorej by priložilo vrchnú kartu.
reason-pile-meld-invalid = Vrchná karta a tieto karty netvoria platnú kombináciu.
reason-pile-too-many-wilds = Kombinácia by tak mala priveľa divokých kariet.
reason-pile-opening-unreachable = S vrchnou kartou a kartami z ruky vaše družstvo v tomto ťahu nedosiahne prvé vyloženie s hodnotou aspoň { $minimum }.
reason-pile-hand-too-small = V ruke by vám zostalo primálo kariet.
reason-pile-keep-a-card = Družstvo bez kanást potrebných na skončenie si musí po odhodení nechať kartu.
reason-pile-not-now = Kôpku teraz nemožno vziať týmto spôsobom.
reason-go-out-canastas = Na skončenie potrebuje vaše družstvo { $needed } { $needed ->
    [one] kanastu
    [few] kanasty
   *[other] kanást
}; má { $have }.
reason-go-out-kinds = Na skončenie potrebuje vaše družstvo čistú a zmiešanú kanastu.
reason-go-out-natural = Na skončenie potrebuje vaše družstvo čistú kanastu.
reason-go-out-wild-meld = Kombinácia divokých kariet vášho družstva ešte nie je kanastou, preto nemôže skončiť.
reason-go-out-refused = Partner povedal nie: v tomto ťahu nesmiete skončiť.
reason-frozen-by-wild = Kôpka je zmrazená: je v nej divoká karta.
reason-frozen-by-upcard = Kôpku zmrazila karta otočená na začiatku kola.
reason-frozen-by-black-three = Kôpku zmrazila čierna trojka, ktorú na ňu niekto odhodil.
reason-frozen-unopened = Kôpka je pre vaše družstvo zmrazená, kým nevyloží prvú kombináciu.
reason-blocked-by-black-three = Čierna trojka navrchu blokuje kôpku v tomto ťahu.
reason-blocked-by-wild = Divoká karta navrchu blokuje kôpku.
reason-wild-on-top-three = Navrchu je { $kind }: kôpka sa berie len s tromi rovnakými kartami.
reason-pozzo-holds-black-three = V pozze je čierna trojka, ktorú odhodil súper: berie sa len s tromi prirodzenými kartami hodnoty vrchnej karty.
reason-pozzo-face-down = Pod vrchnou kartou { $count ->
    [one] leží { $count } karta
    [few] ležia { $count } karty
   *[other] leží { $count } kariet
} lícom nadol (pozzo).
reason-pile-after-opening = Odhadzovaciu kôpku možno vziať až po prvom vyložení vášho družstva.
reason-opening-needs = Prvé vyloženie musí mať hodnotu aspoň { $minimum }; { $missing ->
    [one] chýba ešte { $missing } bod
    [few] chýbajú ešte { $missing } body
   *[other] chýba ešte { $missing } bodov
}.
reason-go-out-needs-permission = V hre družstiev sa končí len s povolením partnera: pred vykladaním sa spýtajte „Môžem skončiť?“.
reason-keep-a-card-pure-impure = Na skončenie potrebuje vaše družstvo { $needed } { $needed ->
    [one] kanastu
    [few] kanasty
   *[other] kanást
}, čistú a zmiešanú, preto si nechajte kartu na odhodenie.
reason-keep-a-card-natural = Na skončenie potrebuje vaše družstvo čistú kanastu, preto si nechajte kartu na odhodenie.
reason-cannot-meld-out = Zvyšné karty by sa nedali všetky vyložiť s najviac jedným odhodením, aby ste skončili.
reason-pile-take-pair-or-meld = Vrchná karta sa musí vyložiť s prirodzeným párom alebo priložiť ku kombinácii vášho družstva.
reason-pile-wild-top-shape = Divoká karta navrchu sa musí hneď vyložiť, ku kombinácii vášho družstva alebo s prirodzeným párom.
reason-new-meld-wilds = Nová kombinácia môže mať najviac { $count } { $count ->
    [one] divokú kartu
    [few] divoké karty
   *[other] divokých kariet
}.
reason-first-turn-wilds = Kombinácia môže mať na konci ťahu, v ktorom bola vyložená, najviac { $count } { $count ->
    [one] divokú kartu
    [few] divoké karty
   *[other] divokých kariet
}.
reason-ask-not-needed = Môžete skončiť hneď, bez pýtania.
reason-black-three-never-close = Čierne trojky sa nikdy nevykladajú ani sa nimi nekončí.
reason-cannot-go-out = V tomto ťahu by ste nemohli skončiť.

# --- engine (issue 40) ---
reason-black-three-must-go-out = Vyložili ste čierne trojky, čo je dovolené len pri skončení: v tomto ťahu musíte skončiť.
reason-cutthroat-merge-wilds = Ostatní dvaja hráči by sa stali partnermi a ich kombinácie { $meld } by spolu mali viac divokých kariet, než smie mať jedna kombinácia.

# --- variants (issue 42) ---
reason-wild-free-rank = V týchto pravidlách zostavy z { $meld } neberú žiadnu divokú kartu.
reason-pile-onto-canasta = Vrchná karta sa nikdy nepriloží ku kanaste ({ $meld }); kôpku vezmite s prirodzeným párom.
reason-sequence-shape = Postupka sú tri karty jednej farby, ktoré idú po sebe ({ $suit }).
reason-sequence-wild = Postupka nikdy neobsahuje divokú kartu ({ $meld }).
reason-sequence-end = { $kind } nepredĺži postupku { $meld }: predĺži ju len karta tesne pod ňou alebo nad ňou v jej farbe.
reason-sequence-full = Postupka { $meld } je samba zo siedmich kariet a ďalšie už neberie.
reason-meld-closed = V týchto pravidlách má kombinácia najviac sedem kariet, preto kombinácia { $meld } ({ $size } kariet) už ďalšie neberie: hotová kanasta uzatvára svoju hodnotu.
reason-group-limit = Vaše družstvo už má { $count } kombinácie { $meld }, najviac, čo tieto pravidlá dovoľujú: priložte k jednej z nich.
reason-group-not-closed = Ďalšia kombinácia { $meld } sa začína až vtedy, keď je každá kombinácia tejto hodnoty vášho družstva uzavretá na siedmich kartách: priložte k tej otvorenej.
reason-join-not-allowed = V týchto pravidlách sa dve kombinácie jednej hodnoty nikdy nespájajú.
reason-join-invalid = Spojené by { $meld } a { $into } mali { $naturals } prirodzených a { $wilds } divokých kariet, čo nie je platná kombinácia.
reason-wild-canasta-full = Kombinácia divokých kariet { $meld } je bolívia zo siedmich kariet a ďalšie už neberie.
reason-go-out-escalera = Na ukončenie musí byť { $needed } z kanást vášho družstva postupkami zo siedmich kariet (escalera).

reason-go-out-books = Na skončenie potrebuje vaše družstvo { $naturals } čisté a { $mixed } zmiešané kanasty; má { $have_naturals } a { $have_mixed }.
reason-go-out-foot = Skončiť sa dá len pri hre z nohy: najprv dohrajte ruku.
reason-keep-a-card-books = Na skončenie potrebuje vaše družstvo { $needed } kanasty, z toho { $naturals } čisté a { $mixed } zmiešané, preto si nechajte kartu na odhodenie.
reason-go-out-side-foot = Skončiť sa dá, až keď každý hráč vášho družstva hrá z nohy.
