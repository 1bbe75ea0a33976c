## Pravidlá vysvetlené hráčom, odvodené z hodnôt pravidiel stola (pozri en/rules.ftl).

rules-title = Kanasta { $preset }: pravidlá pre { $players ->
    [one] 1 hráča
   *[other] { $players } hráčov
}
rules-intro = Táto stránka vysvetľuje pravidlá tohto stola tak, ako sú nastavené: zmeňte domáce pravidlo a zmení sa aj stránka.
rules-params-link = Všetky parametre
rules-of-table = Pravidlá tohto stola
rules-why = Prečo?
rules-printed-for = { $preset }, počet hráčov: { $players }

rules-h-deal = Rozdávanie
rules-h-turn = Váš ťah
rules-h-pile = Branie odhadzovacej kôpky
rules-h-frozen = Čo kôpku zmrazí alebo zablokuje
rules-h-melds = Kombinácie
rules-h-opening = Prvé vyloženie
rules-h-canastas = Kanasty
rules-h-going-out = Ukončenie kola
rules-h-stock = Keď sa minie talón
rules-h-scoring = Počítanie bodov
rules-h-end = Koniec hry
rules-h-different = Čím sa tieto pravidlá líšia
rules-classic-itself = Toto sú klasické pravidlá kanasty podľa Hoyla a pagat.com: ostatné pravidlá sa porovnávajú s nimi.
rules-differs-from-classic = Oproti klasickej hre:
rules-house-rules = Domáce pravidlá pri tomto stole:
rules-no-house-rules = Pri tomto stole neplatí žiadne domáce pravidlo.

rules-players = Počet hráčov: { $players } ({ $structure }).
rules-packs = { $packs ->
    [one] Jeden balíček 52 kariet a 2 žolíky: spolu { $cards } kariet.
    [few] { $packs } balíčky po 52 kartách a 2 žolíkoch: spolu { $cards } kariet.
   *[other] { $packs } balíčkov po 52 kartách a 2 žolíkoch: spolu { $cards } kariet.
}
rules-hand-size = Každý hráč dostane { $hand_size ->
    [one] 1 kartu
    [few] { $hand_size } karty
   *[other] { $hand_size } kariet
}; zvyšok tvorí talón lícom nadol{ $upcard ->
    [none] . Žiadna karta sa neotáča: odhadzovacia kôpka je na začiatku prázdna.
   *[turn] {" "}a jeho vrchná karta sa otočí ako začiatok odhadzovacej kôpky.
}
rules-upcard-red3 = { $upcard_red3 ->
    [take] Ak je táto karta červená trojka, prvý hráč si ju vezme ako svoju červenú trojku a kôpka sa založí znova.
   *[cover] Ak je táto karta červená trojka, otočí sa na ňu ďalšia karta.
}
rules-upcard-black3 = { $upcard_black3 ->
    [cover] Otočená čierna trojka sa prekryje ďalšou kartou.
   *[stay] Otočená čierna trojka zostáva: prvý hráč nemôže vziať kôpku.
}
rules-upcard-freezers = { $freezers_list ->
    [none] Žiadna otočená karta kôpku nezmrazí.
   *[other] Ak je medzi otočenými kartami { $freezers_list }, kôpka je zmrazená, kým ju niekto nevezme.
}
rules-upcard-pozzo = { $upcard_pozzo ->
    [false] Pod otočenú kartu sa nekladú žiadne karty lícom nadol.
   *[other] Pod otočenú kartu sa položí lícom nadol toľko kariet, aká je jej hodnota (pozzo); kto vezme kôpku, vezme aj ich.
}
rules-red3-timing = { $red3_timing ->
    [first_turn] Rozdané červené trojky vyložíte na začiatku svojho prvého ťahu a doplníte si za ne karty z talóna.
    [before_upcard] Rozdané červené trojky sa vyložia a nahradia ešte pred otočením prvej karty.
   *[after_deal] Rozdané červené trojky sa vyložia hneď po rozdaní a nahradia kartami z talóna; potiahnutú červenú trojku vyložíte a nahradíte hneď.
}

rules-draw-count = { $draw_count ->
    [one] Vo svojom ťahu si potiahnete jednu kartu z talóna, alebo namiesto toho vezmete odhadzovaciu kôpku.
    [few] Vo svojom ťahu si potiahnete { $draw_count } karty z talóna, alebo namiesto toho vezmete odhadzovaciu kôpku.
   *[other] Vo svojom ťahu si potiahnete { $draw_count } kariet z talóna, alebo namiesto toho vezmete odhadzovaciu kôpku.
}
rules-turn-end = Potom môžete vykladať a ťah ukončíte odhodením jednej karty. Vyložená kombinácia sa už nikdy neberie späť.

rules-take-with = { $take_with ->
    [pair_or_layoff] Ak chcete vziať kôpku, musíte hneď vyložiť jej vrchnú kartu, a to s prirodzeným párom rovnakej hodnoty z ruky alebo priložením ku kombinácii tej hodnoty vášho družstva.
    [pair] Ak chcete vziať kôpku, musíte hneď vyložiť jej vrchnú kartu s prirodzeným párom rovnakej hodnoty z ruky.
   *[classic] Ak chcete vziať kôpku, musíte hneď vyložiť jej vrchnú kartu: s prirodzeným párom rovnakej hodnoty z ruky, s jednou prirodzenou kartou tej hodnoty a divokou kartou, alebo priložením ku kombinácii tej hodnoty vášho družstva.
}
rules-take-all = Potom si celý zvyšok kôpky vezmete do ruky.
rules-wild-on-top = { $wild_on_top ->
    [open] Aj divokú kartu navrchu kôpky možno vziať, ak ju priložíte ku kombinácii vášho družstva.
    [three_of_kind] Divokú kartu navrchu kôpky možno vziať len s tromi divokými kartami rovnakého druhu z ruky.
   *[blocked] Kým je navrchu divoká karta, kôpku nemôže vziať nikto.
}
rules-one-card-rule = { $one_card_rule ->
    [false] Aj s jedinou kartou v ruke môžete vziať kôpku s jednou kartou.
   *[other] Ak máte v ruke len jednu kartu, nesmiete vziať kôpku, ktorá má len jednu kartu.
}
rules-pile-bonus-card = { $pile_bonus_card ->
    [0] Kto vezme kôpku, z talóna si už nič neťahá.
    [one] Kto vezme kôpku, potiahne si aj jednu kartu z talóna.
    [few] Kto vezme kôpku, potiahne si aj { $pile_bonus_card } karty z talóna.
   *[other] Kto vezme kôpku, potiahne si aj { $pile_bonus_card } kariet z talóna.
}
rules-open-before-draw = { $open_before_draw ->
    [false] Najprv ťaháte, potom robíte prvé vyloženie.
   *[other] Prvé vyloženie robíte z ruky ešte pred ťahaním; vaše družstvo môže brať kôpku až po prvom vyložení.
}
rules-freeze = { $freeze ->
    [none] Kôpka sa nikdy nezmrazí: na jej branie platia len pravidlá vyššie.
   *[classic] Kôpka je zmrazená pre družstvo, ktoré ešte nevyložilo prvú kombináciu, a pre všetkých, kým je v nej divoká karta. Zmrazenú kôpku možno vziať len s prirodzeným párom hodnoty vrchnej karty z ruky.
}
rules-black3-discard = { $black3_discard ->
    [freeze] Odhodená čierna trojka zmrazí kôpku, kým ju niekto nevezme.
    [triple] Odhodená čierna trojka zablokuje nasledujúceho hráča; kým je v kôpke, na jej vzatie treba tri prirodzené karty hodnoty vrchnej karty.
   *[block] Odhodená čierna trojka zablokuje len nasledujúceho hráča: keď ju niečo prekryje, už neplatí.
}

rules-meld-basics = { $sequences ->
    [true] Skupina sú aspoň tri karty rovnakej hodnoty. Každé družstvo má pre každú hodnotu len jednu skupinu.
   *[other] Kombinácia sú aspoň tri karty rovnakej hodnoty; postupky neexistujú. Každé družstvo má pre každú hodnotu len jednu kombináciu.
}
rules-min-naturals = Prirodzených kariet musí mať každá kombinácia aspoň { $min_naturals }, divokých kariet (žolíkov a dvojok) najviac { $max_wilds }.
rules-max-wilds-new = { $max_wilds_new ->
    [0] Nová kombinácia sa vykladá bez divokých kariet; pridať ich možno neskôr.
    [one] Nová kombinácia sa vykladá najviac s jednou divokou kartou.
   *[other] Nová kombinácia sa vykladá najviac s { $max_wilds_new } divokými kartami.
}
rules-wild-ratio = { $wild_ratio ->
    [at_most_naturals] Kombinácia nikdy nesmie mať viac divokých kariet ako prirodzených.
    [fewer_than_naturals] Kombinácia musí mať vždy menej divokých kariet ako prirodzených.
   *[any] V týchto medziach môže byť divokých kariet rovnako alebo viac ako prirodzených.
}
rules-wild-melds = { $wild_melds ->
    [true] Kombinácie len z divokých kariet (žolíkov a dvojok) sú povolené.
   *[false] Kombinácia len z divokých kariet nie je povolená.
}
rules-black3-melds = { $black3_melds ->
    [true] Čierne trojky môže vyložiť len hráč, ktorý končí kolo: tri alebo štyri, bez divokých kariet.
   *[false] Čierne trojky sa nikdy nevykladajú.
}

rules-opening-table = Prvé vyloženie vášho družstva v kole musí mať hodnotu aspoň { $opening_list }, podľa hodnoty kariet a skóre družstva na začiatku kola.
rules-opening-below = { $min } bodov, kým je skóre nižšie ako { $next }
rules-opening-from = { $min } od { $from }
rules-opening-combine = { $opening_combine ->
    [true] Viac kombinácií vyložených v tom istom ťahu sa sčíta.
   *[false] Minimum musí dosiahnuť jediná kombinácia sama.
}
rules-opening-wilds = { $opening_wilds ->
    [true] Divoké karty sa počítajú svojou hodnotou.
   *[false] Divoké karty sa pri prvom vyložení použiť nesmú.
}
rules-opening-pile = Ak prvé vyloženie robíte vzatím kôpky, počíta sa len jej vrchná karta spolu s kartami z ruky.
rules-concealed-waives-minimum = { $concealed_waives_minimum ->
    [true] Hráč, ktorý skončí naraz z ruky, nemusí dosiahnuť minimum.
   *[false] Aj hráč, ktorý končí naraz z ruky, musí dosiahnuť minimum.
}

rules-canastas = Kanasta je kombinácia siedmich alebo viac kariet. Čistá kanasta (bez divokých kariet) má hodnotu { $natural_canasta } bodov, zmiešaná { $mixed_canasta }; karty v nej sa počítajú navyše.
rules-wild-canastas = Kanasta z divokých kariet má hodnotu { $wild_canasta_pure } bodov, ak sú všetky jej karty rovnakého druhu (len žolíky alebo len dvojky), a { $wild_canasta_mixed }, ak sú zmiešané.

rules-canastas-to-go-out = { $canastas_to_go_out ->
    [0] Kolo môžete ukončiť aj bez kanasty.
    [one] Na ukončenie kola potrebuje vaše družstvo aspoň jednu kanastu.
    [few] Na ukončenie kola potrebuje vaše družstvo aspoň { $canastas_to_go_out } kanasty.
   *[other] Na ukončenie kola potrebuje vaše družstvo aspoň { $canastas_to_go_out } kanást.
}
rules-go-out-needs = { $go_out_needs ->
    [natural_and_mixed] Medzi nimi musí byť jedna čistá a jedna zmiešaná.
    [natural] Aspoň jedna z nich musí byť čistá.
   *[any] Či čistá, alebo zmiešaná, na tom nezáleží.
}
rules-go-out-how = Kolo ukončíte vyložením všetkých kariet, alebo všetkých okrem jednej, ktorú odhodíte. Družstvo bez potrebných kanást nesmie nikdy vyprázdniť ruku.
rules-closing-discard-forbids = { $forbid_list ->
    [none] Kolo možno ukončiť odhodením akejkoľvek karty.
   *[other] Karta, ktorou kolo ukončíte odhodením, nesmie byť { $forbid_list }.
}
rules-wild-meld-blocks = { $wild_meld_blocks ->
    [false] Nedokončená kombinácia divokých kariet ukončeniu nebráni.
   *[other] Kým má vaše družstvo nedokončenú kombináciu divokých kariet, nesmiete ukončiť kolo ani odhodiť divokú kartu či čiernu trojku.
}
rules-permission = { $permission ->
    [no_forbids] Pred ukončením sa môžete partnera spýtať „Môžem skončiť?“. Odpoveď „nie“ to v tomto ťahu zakazuje; odpoveď „áno“ vás nezaväzuje.
    [required] S partnerom môžete skončiť len potom, ako sa spýtate „Môžem skončiť?“ a dostanete „áno“; odpoveď je záväzná: po „áno“ musíte skončiť, po „nie“ nesmiete.
    [off] Partnera sa o povolenie skončiť nežiada.
   *[binding] Pred ukončením sa môžete partnera spýtať „Môžem skončiť?“, po potiahnutí a pred vykladaním. Odpoveď je záväzná: po „áno“ musíte skončiť, po „nie“ nesmiete.
}
rules-concealed = Skončiť naraz z ruky znamená vyložiť celú ruku v jedinom ťahu, s kanastou, bez toho, aby ste v kole predtým niečo vyložili.
rules-pile-in-concealed = { $pile_in_concealed ->
    [true] Naraz z ruky môžete skončiť aj v ťahu, v ktorom ste vzali kôpku.
   *[false] Naraz z ruky nemôžete skončiť v ťahu, v ktorom ste vzali kôpku.
}

rules-stock-out = { $stock_out ->
    [end] Keď sa talón minie, kolo sa skončí odhodením hráča, ktorý potiahol poslednú kartu.
   *[take_pile] Keď sa talón minie, hra pokračuje, kým hráči berú kôpku: musíte ju vziať, ak sa jej vrchná karta hodí ku kombinácii vášho družstva. Kolo sa skončí, keď ju hráč vziať nemôže alebo nechce.
}
rules-last-red3 = { $last_red3 ->
    [meld] Ak je posledná karta talóna červená trojka, hráč ju vyloží a môže ešte vykladať, ale nie odhodiť; kolo sa skončí.
   *[end] Ak je posledná karta talóna červená trojka, hráč ju vyloží a kolo sa hneď skončí: bez vykladania a bez odhodenia.
}

rules-card-values = { $card_values_count ->
        [0] Hodnoty kariet: žolík 50, eso a dvojka 20, kráľ až osmička 10, sedmička až štvorka 5, vyložená čierna trojka { $black3_value }.
       *[other] Hodnoty kariet ako v klasickej hre (žolík 50, eso a dvojka 20, kráľ až osmička 10, sedmička až štvorka 5) okrem: { $card_values_list }; vyložená čierna trojka { $black3_value }.
    }
rules-hand-score = Družstvo získa svoje bonusy a hodnotu vyložených kariet, mínus karty, ktoré zostali jeho hráčom v ruke (čierna trojka v ruke stojí { $black3_hand_value }).
rules-going-out-bonus = Ukončenie kola prináša { $going_out_bonus } bodov, ukončenie naraz z ruky namiesto toho { $concealed_bonus }.
rules-red3-value = Každá červená trojka má hodnotu { $red3_value } bodov.
rules-red3-table = { $red3_list ->
    [none] Za viac červených trojok spolu nie je žiadny bonus navyše: každá sa počíta samostatne.
   *[other] { $red3_list }.
}
rules-red3-row = { $count ->
    [few] { $count } červené trojky spolu majú hodnotu { $total }
   *[other] { $count } červených trojok spolu má hodnotu { $total }
}
rules-red3-penalty = { $red3_penalty ->
    [no_canasta] Družstvu bez kanasty sa body za červené trojky namiesto toho odpočítajú.
    [graded] Družstvu, ktoré kolo prehralo, sa červené trojky pripočítajú, ak má čistú aj zmiešanú kanastu, odpočítajú, ak má len čistú, a odpočítajú dvojnásobne, ak nemá čistú kanastu.
    [go_out_canastas] Družstvu, ktoré nemá kanasty potrebné na ukončenie, sa body za červené trojky namiesto toho odpočítajú.
   *[no_meld] Družstvu, ktoré v kole nič nevyložilo, sa body za červené trojky namiesto toho odpočítajú.
}
rules-red3-penalty-flat = { $red3_penalty_flat ->
    [0] Penalizované družstvo stratí presne hodnotu svojich červených trojok.
   *[other] Penalizované družstvo stratí { $red3_penalty_flat } bodov namiesto hodnoty svojich červených trojok.
}
rules-concealed-canasta-bonus = { $concealed_canasta_bonus ->
    [0] Kanasta vyložená celá v jedinom ťahu nemá žiadny bonus navyše.
   *[other] Každá kanasta vyložená celá v jedinom ťahu má hodnotu o { $concealed_canasta_bonus } bodov vyššiu.
}
rules-target = Hra sa skončí po kole, v ktorom niektoré družstvo dosiahne { $target } bodov; vyhráva vyšší súčet.

rules-kind-wild = divoká karta
rules-kind-red3 = červená trojka
rules-kind-black3 = čierna trojka

rule-partnership = Družstvá
rule-packs = Balíčky kariet
rule-hand-size = Rozdané karty pre každého
rule-draw-count = Karty ťahané z talóna
rule-upcard-red3 = Červená trojka otočená na začiatku
rule-upcard-black3 = Čierna trojka otočená na začiatku
rule-upcard-freezers = Karty otočené na začiatku, ktoré zmrazia kôpku
rule-upcard-pozzo = Karty lícom nadol pod prvou kartou (pozzo)
rule-red3-timing = Kedy sa vykladajú rozdané červené trojky
rule-red3-value = Body za každú červenú trojku
rule-red3-table = Body za viac červených trojok spolu (počet:body)
rule-red3-penalty = Kedy sa červené trojky odpočítajú
rule-red3-penalty-flat = Pevná pokuta za červené trojky (0: ich hodnota)
rule-last-red3 = Červená trojka ako posledná karta talóna
rule-min-naturals = Prirodzené karty potrebné v kombinácii
rule-max-wilds = Najviac divokých kariet v kombinácii
rule-max-wilds-new = Najviac divokých kariet v novej kombinácii
rule-wild-ratio = Divoké karty oproti prirodzeným
rule-wild-melds = Kombinácie len z divokých kariet
rule-black3-melds = Čierne trojky vyložené pri ukončení
rule-opening-table = Minimum prvého vyloženia podľa skóre (od:minimum)
rule-opening-combine = Viac kombinácií sa na minimum sčíta
rule-opening-wilds = Divoké karty v prvom vyložení
rule-open-before-draw = Prvé vyloženie pred ťahaním
rule-concealed-waives-minimum = Ukončenie naraz z ruky bez minima
rule-freeze = Zmrazená kôpka
rule-black3-discard = Odhodená čierna trojka
rule-take-with = Branie kôpky s vrchnou kartou
rule-wild-on-top = Divoká karta navrchu kôpky
rule-one-card-rule = S jednou kartou v ruke nie kôpka s jednou kartou
rule-pile-bonus-card = Karty z talóna navyše pri braní kôpky
rule-canastas-to-go-out = Kanasty potrebné na ukončenie
rule-go-out-needs = Druhy kanást potrebné na ukončenie
rule-closing-discard-forbids = Karty zakázané ako posledné odhodenie
rule-wild-meld-blocks = Nedokončená kombinácia divokých kariet bráni ukončeniu
rule-permission = Otázka „Môžem skončiť?“
rule-pile-in-concealed = Ukončenie naraz z ruky po vzatí kôpky
rule-stock-out = Keď sa minie talón
rule-natural-canasta = Bonus za čistú kanastu
rule-mixed-canasta = Bonus za zmiešanú kanastu
rule-wild-canasta-pure = Kanasta z jedného druhu divokých kariet
rule-wild-canasta-mixed = Kanasta zo žolíkov a dvojok
rule-going-out-bonus = Bonus za ukončenie
rule-concealed-bonus = Bonus za ukončenie naraz z ruky
rule-concealed-canasta-bonus = Bonus za kanastu vyloženú v jednom ťahu
rule-black3-value = Hodnota vyloženej čiernej trojky
rule-card-values = Hodnoty kariet iné než klasické (druh:body; JK, 2, 4 až A)
rule-black3-hand-value = Pokuta za čiernu trojku v ruke
rule-target = Skóre, ktoré vyhráva hru
rule-yes = Áno
rule-no = Nie
rule-choice-wild = divoké karty
rule-choice-red3 = červené trojky
rule-choice-black3 = čierne trojky
rule-house-legend = Domáce pravidlá
rule-house-hint = Ak pravidlo nezmeníte, platí to z knihy pravidiel; pri každom je napísané, čo robí.
rule-reset = Späť na knihu pravidiel
rule-changed = zmenené
rule-out-of-range = { $label }: zvoľte celé číslo od { $min } do { $max }.

# --- variants (issue 42) ---
rules-wild-free-ranks = { $wild_free_count ->
        [0] Každá zostava môže obsahovať divoké karty.
       *[other] Zostavy z { $wild_free_list } nikdy neobsahujú divokú kartu.
    }
rules-rank-canasta-bonus = { $rank_bonus_count ->
        [0] Žiadna hodnota nemá vlastnú prémiu za kanastu.
       *[other] Kanasta týchto hodnôt má vlastnú prémiu namiesto prémie za čistú alebo zmiešanú kanastu: { $rank_bonus_list }.
    }
rules-unfinished-penalty = { $penalty_count ->
        [0] Žiadna nedokončená zostava nestojí na konci hry body.
       *[other] Strana, ktorá skončí hru s niektorou z týchto zostáv ešte nedokončenou, stráca body: { $penalty_list }.
    }
rules-rank-row = { $rank }: { $points }
rules-rank-wild = divoké karty
rule-wild-free-ranks = Hodnoty, ktorých zostavy neberú divokú kartu
rule-rank-canasta-bonus = Prémia za kanastu podľa hodnoty (hodnota:body)
rule-unfinished-penalty = Trest za nedokončenú zostavu podľa hodnoty (hodnota:body, 0 = divoké karty)
rules-pile-layoff-below-canasta = { $pile_layoff_below_canasta ->
    [false] Vrchnú kartu môžete priložiť ku kombinácii jej hodnoty vášho družstva, aj ku kanaste.
   *[other] Vrchná karta sa nikdy nepriloží ku kanaste: len ku kombinácii s menej ako siedmimi kartami.
}
rule-pile-layoff-below-canasta = Vrchná karta nikdy nejde ku kanaste
rules-sequences = Aj postupky sú kombinácie: tri až sedem prirodzených kariet (od 4 po eso) jednej farby, ktoré idú po sebe, nikdy s divokou kartou, eso len navrchu; družstvo ich môže mať v jednej farbe viac. Postupka zo siedmich kariet je samba: počíta sa ako kanasta, má { $sequence_canasta_bonus } bodov namiesto prémie za kanastu a ďalšie karty už neberie.
rule-sequences = Postupky jednej farby sú kombinácie (Samba)
rule-sequence-canasta-bonus = Prémia za sambu (postupka zo siedmich)
rules-go-out-sequences = { $go_out_sequences ->
    [0] Na ukončenie sa postupka zo siedmich kariet nevyžaduje.
    [one] Aspoň jedna z nich musí byť postupka zo siedmich kariet (escalera).
   *[other] Aspoň { $go_out_sequences } z nich musia byť postupky zo siedmich kariet.
}
rule-go-out-sequences = Postupky zo siedmich kariet potrebné na ukončenie
rules-wild-canasta-counts = Kanasta z divokých kariet sa počíta medzi kanasty potrebné na ukončenie.
rule-wild-canasta-counts = Kanasta z divokých kariet sa počíta na ukončenie
rules-wild-canasta-closed = Kanasta z divokých kariet je pri siedmich kartách uzavretá: nič sa k nej už nepridáva.
rule-wild-canasta-closed = Kanasta z divokých kariet je uzavretá pri siedmich

# --- Hand and Foot (issue 42, HF-n) ---
rules-foot-size = { $foot_size ->
    [0] Nikto nedostane nohu.
   *[other] Každý hráč dostane aj nohu s { $foot_size } kartami lícom nadol. Keď vám dôjde ruka, vezmete si nohu a hráte z nej: hneď, ak ste vyložili poslednú kartu, od ďalšieho ťahu, ak ste ju odhodili. Skončiť môže len hráč, ktorý hrá z nohy; karty z nohy, ktorú nikto nevzal, sa počítajú proti družstvu ako karty v ruke.
}
rule-foot-size = Karty v nohe každého hráča (0: bez nohy)
rules-foot-next-turn = Hráč, ktorý odhodí poslednú kartu z ruky, si vezme nohu až na začiatku svojho ďalšieho ťahu.
rule-foot-next-turn = Po poslednom odhodení čaká noha na ďalší ťah
rules-pile-take-limit = { $pile_take_limit ->
    [0] Kto berie kôpku, vezme ju celú.
   *[other] Kto berie kôpku, vezme z nej len { $pile_take_limit } vrchných kariet vrátane vrchnej; zvyšok zostane ako kôpka.
}
rule-pile-take-limit = Karty brané s kôpkou (0: všetky)
rules-opening-by-hand = Prvé vyloženie vášho družstva v kole musí mať aspoň tieto body, kolo po kole: { $opening_by_hand } (posledné číslo platí pre ďalšie kolá).
rule-opening-by-hand = Minimum prvého vyloženia podľa kola (napr. 50,90,120,150)
rules-hands-per-match = { $hands_per_match ->
    [0] Hrá sa do určeného skóre.
   *[other] Hra má { $hands_per_match } kolá; vyhráva vyšší súčet a pri rovnosti sa hrá ešte jedno kolo.
}
rule-hands-per-match = Kolá v hre (0: hrá sa do cieľa)
rules-go-out-books = Na skončenie musia byť aspoň { $go_out_naturals } z týchto kanást čisté a aspoň { $go_out_mixed } zmiešané.
rule-go-out-naturals = Čisté kanasty potrebné na ukončenie
rule-go-out-mixed = Zmiešané kanasty potrebné na ukončenie
rules-foot-red3-penalty = { $foot_red3_penalty ->
    [0] Červená trojka v nohe, ktorú nikto nevzal, nič nestojí.
   *[other] Každá červená trojka v nohe, ktorú nikto nevzal, stojí { $foot_red3_penalty } bodov.
}
rule-foot-red3-penalty = Pokuta za červenú trojku v nohe
rules-go-out-side-in-foot = Hráč môže skončiť, až keď každý hráč jeho družstva hrá z nohy.
rule-go-out-side-in-foot = Celé družstvo v nohe na ukončenie
rules-black3-bonus = Aj čierne trojky sú prémiové karty: každá rozdaná alebo potiahnutá sa hneď vyloží a nahradí kartou z kopy; tá, ktorá je v zobratom odhadzovacom balíčku, sa vyloží bez náhrady. Čierna trojka sa nikdy nedrží v ruke, nevykladá do kombinácie ani neodhadzuje. Každá má { $black3_bonus_value } bodov, v pluse alebo v mínuse rovnako ako červené trojky družstva.
rule-black3-bonus = Čierne trojky sú prémiové karty
rule-black3-bonus-value = Body za každú vyloženú čiernu trojku
rules-canasta-closes-rank = Kombinácia nikdy nemá viac ako sedem kariet: keď je kanasta hotová, jej hodnota je pre družstvo uzavretá a karty tejto hodnoty sa dajú už len odhodiť.
rule-canasta-closes-rank = Kanasta uzatvára svoju hodnotu
rules-group-slots = { $canasta_closes_rank ->
    [true] Kanasta je uzavretá na siedmich kartách; keď sú všetky kombinácie jednej hodnoty vášho družstva uzavreté, ďalšie karty tejto hodnoty začínajú novú kombináciu (najviac { $group_slots } kombinácie jednej hodnoty), v zápise ťahov Q2, Q3.
   *[other] Vaše družstvo môže mať najviac { $group_slots } kombinácie jednej hodnoty: nová kombinácia hodnoty, ktorú už máte vyloženú, sa vykladá ako každá iná a v zápise ťahov sa volá Q2, Q3; každá, ktorá sa stane kanastou, má vlastnú prémiu.
}
rule-group-slots = Kombinácie jednej hodnoty na družstvo
rules-group-join = Vaše družstvo môže kedykoľvek počas svojho ťahu spojiť druhú kombináciu hodnoty s prvou, ak spojená kombinácia zostane platná (spoj Q2 k Q).
rule-group-join = Druhú kombináciu hodnoty možno spojiť s prvou
rules-opening-wild-ranks = { $opening_wild_count ->
        [0] Žiadna hodnota nemá výnimku pri prvom vyložení družstva.
       *[other] Výnimka: zostavy z { $opening_wild_list } vyložené v prvom vyložení družstva môžu v tom ťahu dostať divoké karty; taká zostava s divokou kartou potom platí ako obyčajná zostava.
    }
rule-opening-wild-ranks = Hodnoty, ktoré pri prvom vyložení berú divoké karty
rule-upcard = Karta otočená po rozdaní
rules-talons = { $talons_count ->
    [0] Talóny sa nehrajú.
   *[other] Talóny: hráč, ktorý urobí prvé vyloženie družstva, si po odhodení, ktorým končí ten ťah, potiahne z talónu { $talons_list } kariet (pre prvé družstvo, ktoré vyloží, potom pre ďalšie); nie ak prvé vyloženie zobralo odhadzovaciu kôpku, ani keď v talóne zostáva menej ako 9 kariet.
}
rule-talons = Talóny (karty po prvom vyložení)
rules-empty-pile-discard-ranks = { $empty_discard_count ->
        [0] Na prázdnu odhadzovaciu kôpku možno odhodiť akúkoľvek kartu.
       *[other] Na prázdnu odhadzovaciu kôpku (na začiatku rozdania alebo po jej zobratí) nesmiete odhodiť kartu týchto hodnôt: { $empty_discard_list }, ibaže v ruke nemáte žiadnu prirodzenú kartu inej hodnoty.
    }
rule-empty-pile-discard-ranks = Hodnoty, ktoré sa neodhadzujú na prázdnu kôpku, kým máte iné prirodzené karty
