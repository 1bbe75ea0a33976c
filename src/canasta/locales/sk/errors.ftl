## Odmietnutie chybného vstupu: domáce pravidlá a sady pravidiel, napísané ťahy, uložené hry.

## Domáce pravidlá a sady pravidiel.
reason-rules-not-object = Pravidlá musia byť zoznam parametrov s ich hodnotami.
reason-rule-unknown = Domáce pravidlo „{ $name }“ neexistuje. Platné pravidlá: { $valid }
reason-rule-not-pair = { $name }: „{ $value }“ nie je dvojica ako 0:50.
reason-rule-not-number-pair = { $name }: „{ $value }“ nie je dvojica celých čísel ako 1500:90.
reason-rule-not-yes-no = { $name }: „{ $value }“ nie je ani áno (true), ani nie (false).
reason-rule-not-whole-number = { $name }: „{ $value }“ nie je celé číslo.
reason-rule-out-of-range = { $name }: { $value } je mimo rozsahu; zvoľte hodnotu od { $lo } do { $hi }.
reason-rule-expected-pairs = { $name }: očakávajú sa dvojice ako 0:50,1500:90.
reason-rule-expected-list = { $name }: očakáva sa zoznam z hodnôt { $valid } oddelených čiarkami (alebo nič).
reason-rule-bad-member = { $name }: „{ $value }“ nie je povolené; vyberte z hodnôt { $valid } (oddelených čiarkami, alebo nič).
reason-rule-bad-choice = { $name }: „{ $value }“ nie je platná voľba; vyberte jednu z hodnôt { $valid }.
reason-rule-partnership-players = Usporiadanie „{ $partnership }“ sa nehodí pre { $players } hráčov; pre { $players } hráčov zvoľte { $valid }.
reason-rule-no-stock = Pri { $players } hráčoch a { $count ->
    [one] { $count } karte
   *[other] { $count } kartách
} pre každého treba { $need } kariet a nezostane žiadny talón: balíček má { $deck } kariet ({ $packs ->
    [one] { $packs } sada
    [few] { $packs } sady
   *[other] { $packs } sád
}).
reason-rule-opening-empty = Tabuľka minima prvého vyloženia potrebuje aspoň jednu dvojicu skóre:minimum.
reason-rule-opening-scores = V tabuľke minima prvého vyloženia musí skóre stúpať ({ $a }, potom { $b }).
reason-rule-opening-minimums = V tabuľke minima prvého vyloženia nesmú minimá klesať ({ $a }, potom { $b }).
reason-rule-red3-table = Prémia za červené trojky „{ $value }“ nie je dvojica počet:prémia s počtom aspoň 1.
reason-rule-max-wilds-new = Nová kombinácia nesmie mať viac divokých kariet ({ $new }) než ktorákoľvek kombinácia ({ $max }).
reason-rule-go-out-canastas = Ak sa na ukončenie kola vyžaduje { $value ->
    [natural] čistá kanasta
   *[other] čistá a zmiešaná kanasta
}, počet kanást potrebných na ukončenie musí byť aspoň { $min }.
reason-rule-three-of-kind-wild-melds = Vziať divokú kartu z vrchu kôpky tromi divokými kartami rovnakého druhu sa dá, len ak sú povolené kombinácie divokých kariet.
reason-rule-upcard-red3-pozzo = Otočená červená trojka nemôže pripadnúť prvému hráčovi, keď ju prikrývajú karty lícom nadol: tieto dve domáce pravidlá sa nedajú kombinovať.
reason-rule-min-naturals = Minimum prirodzených kariet musí ponechať miesto pre kanastu zo 7 kariet.
reason-preset-unknown = Pravidlá „{ $preset }“ neexistujú. Platné pravidlá: { $valid }
reason-preset-players = Pravidlá „{ $preset }“ sa hrajú v počte hráčov { $valid }, nie { $players }.

## Ťahy napísané v notácii.
reason-move-not-text = Ťah musí byť text.
reason-move-empty = Najprv napíšte ťah.
reason-move-unknown = „{ $word }“ nie je ťah (v „{ $move }“).
reason-move-no-arguments = „{ $action }“ sa píše samo, bez kariet (v „{ $move }“).
reason-move-not-a-kind = „{ $word }“ nie je karta (v „{ $move }“): použite JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-move-not-a-meld = Žiadna kombinácia sa nevolá „{ $word }“ (v „{ $move }“): uveďte hodnotu, 3 pre čierne trojky alebo W pre divoké karty.
reason-move-take-too-many = Kôpka sa berie najviac so 4 kartami z ruky, nie s { $count } (v „{ $move }“).
reason-move-meld-too-few = Kombinácia potrebuje aspoň 3 karty, nie { $count } (v „{ $move }“).
reason-move-meld-too-many = Nová kombinácia sa vykladá s presne 3 kartami; ostatné priložte po jednej (v „{ $move }“).
reason-move-add-which-meld = Povedzte, ku ktorej kombinácii patrí { $kind }, napríklad „prilož { $kind_code } k 7“ (v „{ $move }“).
reason-move-add-own-rank = Prirodzená karta patrí len k vlastnej hodnote (v „{ $move }“).
reason-move-add-wild-meld = Ku kombinácii divokých kariet patria len divoké karty (v „{ $move }“).
reason-move-add-form = Napíšte „prilož KARTA“ alebo „prilož KARTA k KOMBINÁCIA“ (v „{ $move }“).
reason-move-join-form = Napíšte „spoj KOMBINÁCIA k HODNOTA“, napríklad „spoj Q2 k Q“ (v „{ $move }“).
reason-move-discard-form = Napíšte „odhoď KARTA“, jednu kartu (v „{ $move }“).

## Uložené hry (súbory na prehratie alebo import).
reason-record-not-object = Záznam hry musí byť objekt JSON.
reason-record-format = Toto nie je záznam hry: jeho formát má byť „{ $format }“.
reason-record-rules = Pravidlá záznamu: { $reason }
reason-record-seed = Semienko záznamu musí byť celé číslo.
reason-record-moves = Ťahy záznamu musia byť zoznam ťahov v notácii.
reason-record-players = Hráči záznamu musia byť zoznam mien.
reason-record-json = Toto nie je platný JSON (riadok { $line }, stĺpec { $column }).
reason-record-bad-move = Ťah { $n } („{ $move }“): { $reason }
reason-record-result = Záznam uvádza { $name } { $value }, ale prehratie dáva { $got }.
reason-record-unreadable = „{ $path }“ nemožno prečítať: { $reason }
reason-record-too-long = Záznam hry môže mať najviac { $max } ťahov; tento ich má { $count }.
reason-record-seed-range = Semienko záznamu musí byť celé číslo s najviac 64 bitmi.

## Pozície (canasta moves / apply).
reason-position-not-object = Pozícia musí byť objekt JSON.
reason-position-format = Toto nie je pozícia: jej formát má byť „{ $format }“.
reason-position-missing-field = Chýba pole „{ $name }“.
reason-position-field-type = Pole „{ $name }“ má nesprávny typ.
reason-position-is-view = Toto je pohľad jedného miesta, nie pozícia: neukazuje skryté karty.
reason-position-too-many-copies = Pozícia ukazuje viac kópií karty „{ $face }“, než má balíček.
reason-position-missing-card = V pozícii chýba karta „{ $face }“: každá karta musí byť niekde.
reason-position-rules = Pravidlá pozície: { $reason }
reason-position-seat-range = Pri tomto stole nie je miesto { $seat } (-1 znamená diváka).
reason-position-view-seed = Pohľad jedného miesta nikdy neobsahuje semienko.
reason-position-hand-negative = Pole „hand“ musí byť 0 alebo viac.
reason-position-dealer = Rozdávajúci na mieste { $seat } nehrá rozdanie { $hand }.
reason-position-scores-count = Pole „scores“ má obsahovať { $count ->
    [one] { $count } celé číslo
    [few] { $count } celé čísla
   *[other] { $count } celých čísel
}, jedno za každú stranu.
reason-position-sheet = Pole „sheet“ má byť zoznam riadkov skóre, v každom jedno číslo za každú stranu.
reason-position-phase = Fáza „{ $text }“ nie je žiadna z týchto: { $choices }.
reason-position-turn = Na ťahu je miesto { $seat }, ktoré toto rozdanie nehrá.
reason-position-sides = Pole „sides“ má byť zoznam zoznamov miest.
reason-position-seat-two-sides = Miesto { $seat } patrí k dvom stranám.
reason-position-seat-no-side = Každé miesto, ktoré hrá toto rozdanie, musí patriť k niektorej strane.
reason-position-actor = Hráč, ktorý je na rade, toto rozdanie nehrá.
reason-position-hands-count = Pole „hands“ má uvádzať { $count ->
    [one] { $count } miesto
    [few] { $count } miesta
   *[other] { $count } miest
}.
reason-position-red3s-count = Pole „red3s“ má uvádzať { $count ->
    [one] { $count } miesto
    [few] { $count } miesta
   *[other] { $count } miest
}.
reason-position-melds-count = Pole „melds“ má mať jednu položku za každú stranu.
reason-position-entries-count = Pole „opened“ má mať jednu položku za každú stranu a polia „first_meld“, „known“ a „red3_done“ jednu položku za každé miesto.
reason-position-not-card-list = Pole „{ $field }“ má byť zoznam kariet.
reason-position-not-a-card = Pole „{ $field }“ obsahuje „{ $text }“, čo nie je karta (napíšte napríklad 7h, 10s, Ad alebo JK).
reason-position-not-cards-or-count = Pole „{ $field }“ má byť zoznam kariet alebo objekt s ich počtom („count“).
reason-position-not-whole-numbers = Pole „{ $field }“ má byť zoznam celých čísel.
reason-position-not-kind-counts = Pole „{ $field }“ má byť objekt, ktorý udáva počet pre každý druh karty.
reason-position-not-a-kind = Pole „{ $field }“ obsahuje „{ $text }“, čo nie je druh karty: použite JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-position-bad-count = Pole „{ $field }“ obsahuje počet kariet „{ $text }“, ktorý nie je celé číslo.
reason-position-pile-hidden = Pole „pile_hidden“ musí udávať počet kariet lícom nadol pod vrchnou kartou kôpky.
reason-position-side-melds = Kombinácie strany { $side } majú byť zoznam.
reason-position-meld-not-object = Kombinácia strany { $side } má byť objekt.
reason-position-meld = Kombinácia strany { $side }: { $reason }
reason-position-meld-key = Žiadna kombinácia sa nevolá „{ $text }“ (kombinácia strany { $side }): uveďte hodnotu, 3 pre čierne trojky alebo W pre divoké karty.
reason-position-meld-twice = Strana { $side } má dve kombinácie { $meld ->
    [W] divokých kariet
   *[other] { $meld }
}.
reason-position-red-three-in-hand = Miesto { $seat } má v ruke červenú trojku, hoci červená trojka v ruke nikdy nezostáva (C-1.4).
reason-position-black-three-in-hand = Miesto { $seat } má v ruke čiernu trojku, hoci čierna trojka je prémiová karta a v ruke nikdy nezostáva (MA-14).
reason-position-flags = V poli „flags“: { $reason }
reason-position-flag-value = Príznak „{ $name }“ má nečitateľnú hodnotu „{ $text }“.
reason-position-legal-moves = Pole „legal_moves“ má byť zoznam ťahov.
reason-position-legal-move = V poli „legal_moves“: { $reason }

# Overenie rozdania (canasta.fairness, `canasta verify`)
reason-fair-no-commitment = Záznam neobsahuje žiadny záväzok: nerozdával ho server, ktorý sa zaväzuje k svojmu semienku.
reason-fair-unknown-scheme = Neznáma schéma záväzku „{ $scheme }“ (očakávaná „{ $expected }“).
reason-fair-not-text = Záznam musí uvádzať soľ a záväzok ako text.
reason-fair-seed-mismatch = Odhalené semienko a soľ nedávajú záväzok uvedený v zázname.
reason-fair-seen-mismatch = Záväzok, ktorý ste videli pri stole, nie je ten zo záznamu.
reason-fair-no-replay = Ťahy sa nedajú prehrať z rozdaní semienka: { $reason }

# --- backup (issue 38) ---
reason-record-number-digits = Jedno číslo v ňom má priveľa číslic (viac ako 4 300).
reason-record-nested = Toto nie je platný JSON: je vnorený príliš hlboko.
reason-position-number-digits = Jedno číslo v ňom má priveľa číslic (viac ako 4 300).
reason-position-nested = Toto nie je platný JSON: je vnorený príliš hlboko.

# --- engine (issue 40) ---
reason-position-meld-card = Kombinácia { $meld ->
    [W] divokých kariet
   *[other] { $meld }
} strany { $side } obsahuje kartu { $face }, ktorá do nej nepatrí (C-8.1).
reason-position-meld-shape = Kombinácia { $meld ->
    [W] divokých kariet
   *[other] { $meld }
} strany { $side } (prírodné karty: { $naturals }, divoké karty: { $wilds }) nie je podľa týchto pravidiel dovolená (C-8.2).
reason-position-black-threes = Strana { $side } má vyložené čierne trojky, hoci sa vykladajú len v ťahu, v ktorom ich hráč končí (C-12.6).

# --- variants (issue 42) ---
reason-rule-bad-rank = { $name }: { $value } nie je hodnota karty; platné hodnoty: { $valid }.
reason-move-sequence-suit = Postupka uvádza každú kartu s jej farbou, všetky jednej farby, napr. „meld 4h 5h 6h“ (v „{ $move }“).
reason-move-sequence-cards = Postupka obsahuje len prirodzené karty od 4 po eso (v „{ $move }“).
reason-rule-go-out-sequences = go_out_sequences ({ $value }) nemôže byť viac ako canastas_to_go_out ({ $max }).

reason-rule-go-out-books = go_out_naturals + go_out_mixed ({ $value }) nemôže byť viac ako canastas_to_go_out ({ $max }).
reason-rule-pile-take-limit = pile_take_limit ({ $value }) má byť 0 (celá kôpka) alebo aspoň 2 a nedá sa spojiť s upcard_pozzo.
reason-position-feet = Pole „feet“ má dať jednu nohu pre každého hráča, a len ak pravidlá nohu rozdávajú.
