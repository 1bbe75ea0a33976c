## Hra v termináli (canasta play). Vaše ťahy sú v druhej osobe (vykanie), v prítomnom čase ako denník.

tui-you-draw = Ťaháte z talóna
tui-you-take-with = Beriete { log-pile } s kartami { $cards }
tui-you-take-lay = Beriete { log-pile } a prikladáte { $top } k vlastnej kombinácii
tui-you-take-on = Beriete { log-pile } a prikladáte { $top } { $meld }
tui-you-meld = Vykladáte { $cards }
tui-you-meld-seq = Vykladáte { $suit ->
    [c] krížovú
    [d] károvú
    [h] srdcovú
   *[s] pikovú
} postupku: { $cards }
tui-you-add = Prikladáte { $card } { $meld }
tui-you-join = Spájate { meld-of } (kombinácia { $n }) s prvou kombináciou
tui-you-discard = Odhadzujete { $card }
tui-you-ask = Pýtate sa spoluhráča ({ $partner }): môžem skončiť?
tui-you-yes = Odpovedáte áno
tui-you-no = Odpovedáte nie
tui-you-end = Končíte ťah
tui-you-went-out = Končíte kolo
tui-you-went-out-concealed = Končíte kolo naraz z ruky

tui-new-match = Nová hra ({ $preset }), hráčov: { $players }, boti: { $level }, semienko { $seed }.
tui-resumed = Pokračovanie po { $moves ->
    [one] { $moves } ťahu
   *[other] { $moves } ťahoch
} ({ $hand }. kolo).
tui-note = Poznámka: { $note }.
tui-level-missing = úroveň „{ $level }“ v tejto verzii nie je; boti hrajú na úrovni „{ $fallback }“
tui-hand-start = { $hand }. kolo: { $dealer }; hrajú: { $who }.
tui-you-deal = rozdávate vy
tui-deals = { $name } rozdáva
tui-sit-out = Toto kolo nehráte; hrajú ho boti.
tui-red3-laid = { $name }: { $count ->
    [one] vyložená červená trojka
    [few] { $count } vyložené červené trojky
   *[other] { $count } vyložených červených trojok
}: { $cards }.
tui-drawn = dostali ste: { $cards }
# the talon drawn after the discard that ends a side's initial meld (MA-3)
tui-talon-drawn = { $count ->
        [one] talón: 1 potiahnutá karta
        [few] talón: { $count } potiahnuté karty
       *[other] talón: { $count } potiahnutých kariet
    }
tui-pile-seen = v kôpke boli { $cards }
tui-pile-hidden = { $count ->
    [one] { $count } lícom nadol
   *[other] { $count } lícom nadol
}
tui-red3-more = { $count ->
    [one] vyložená červená trojka
    [few] { $count } vyložené červené trojky
   *[other] { $count } vyložených červených trojok
}: { $cards }
tui-line = { $line } ({ $detail }).
tui-line-plain = { $line }.
tui-stock-out = Talón sa minul. Kolo sa skončilo.
tui-hand-over = Kolo sa skončilo.
tui-match-over = Hra sa skončila.
tui-bot-illegal = (bot { $name } zvolil „{ $move }“, čo nie je dovolené: { $reason }; namiesto toho hrá „{ $fallback }“)
tui-bot-failed = (bot { $name } zlyhal: { $reason }; hrá „{ $fallback }“)

tui-nothing-to-play = nie je čo hrať
tui-turn-over = „{ $move }“ už nemôže nasledovať: ťah sa skončil
tui-engine-failed = pri tomto ťahu zlyhal herný stroj ({ $error }); nahláste to, prosím
tui-refused = { $move }: nie je dovolené, nič sa nezahralo. { $reason }
tui-refused-step = { $move } (krok { $step } z { $steps }): nie je dovolené, nič sa nezahralo. { $reason }
tui-hand-not-over = kolo sa ešte neskončilo
tui-not-your-turn = na ťahu je { $name }, nie vy
tui-sit-out-short = toto kolo nehráte
tui-hand-over-enter = kolo sa skončilo: stlačte Enter, uvidíte skóre a rozdá sa ďalšie kolo
tui-select-meld = Na novú kombináciu vyberte aspoň 3 karty (vybraté: { $count }).
tui-select-add = Vyberte kartu alebo karty, ktoré priložíte ku kombináciám vášho družstva.
tui-select-wild-one-rank = Divoké karty vyberte spolu s prirodzenými kartami jednej hodnoty (alebo samotné a potom zvoľte kombináciu).
tui-select-wild-one = Divoké karty môže prijať viac kombinácií: vyberajte po jednej divokej karte, alebo spolu s prirodzenou kartou kombinácie.
tui-select-one-discard = Na odhodenie vyberte len jednu kartu (vybraté: { $count }).
tui-hand-empty = Nemáte v ruke žiadne karty.
tui-hold-none = V ruke nemáte kartu { $card }.
tui-wait-bots = Počkajte: hrajú boti.
tui-no-move-now = Teraz nemáte žiadny ťah: { $why }.
tui-unknown-key = Kláves „{ $key }“ tu nič nerobí: stlačte ? pre zoznam klávesov.

tui-your-turn = Ste na ťahu: { $what }
tui-asks = { $name } sa pýta: „Môžem skončiť?“  y = áno, n = nie.
tui-prompt-draw = ťahať z talóna (s)
tui-prompt-take = vziať kôpku (t)
tui-prompt-meld = vyložiť (m)
tui-prompt-add = priložiť ku kombinácii (a)
tui-prompt-ask = spýtať sa na skončenie (k)
tui-prompt-end = ukončiť ťah (e)
tui-prompt-discard = odhodiť (d) a ukončiť ťah
tui-prompt-list = { $first } alebo { $last }.
tui-partner-yes = spoluhráč povedal áno, takže v tomto ťahu musíte skončiť:
tui-partner-no = spoluhráč povedal nie, takže v tomto ťahu nesmiete skončiť:
tui-no-move = žiadny ťah nie je možný.
tui-status-match-over = Hra sa skončila. Enter ukáže zápis skóre, q uloží a ukončí.
tui-status-hand-over = Kolo sa skončilo. Enter ukáže skóre.
tui-playing = Hrá { $name }…
tui-can-take = Kôpku môžete vziať: { $moves }
tui-cannot-take = Kôpku nemôžete vziať: { $reason }

tui-game-to = (hra do { $target })
tui-header = Kanasta ({ $preset }, hráčov: { $players })  { $hand }. kolo
tui-header-short = { $hand }. kolo
tui-scores = Skóre:
tui-your-side = Vaše družstvo
tui-opponents = Súperi
tui-opened = (prvé vyloženie hotové)
tui-red-threes = Červené trojky:
tui-rules-why = ▶ označuje pravidlo { $rule }, ktoré ti teraz bráni. Esc zatvorí.
tui-opening-needs = prvé vyloženie: treba { $need } bodov
tui-opening-laid = prvé vyloženie: vyložené { $laid } z { $need } bodov
tui-no-melds = zatiaľ žiadne kombinácie
tui-canasta-natural = KANASTA (čistá)
tui-canasta-samba = SAMBA (postupka zo siedmich)
tui-canasta-mixed = KANASTA (zmiešaná)
tui-wild-count = { $count ->
    [one] { $count } divoká
    [few] { $count } divoké
   *[other] { $count } divokých
}
tui-merged = (spojené)
tui-pile = Kôpka
tui-top-card = vrchná karta:
tui-pile-face-down = ({ $count } lícom nadol)
tui-pile-empty = prázdna
tui-not-frozen = nie je zmrazená
tui-stock = Talón: { cards-n }
tui-go-out-needs = Na skončenie potrebuje družstvo { $count ->
    [one] { $count } kanastu
    [few] { $count } kanasty
   *[other] { $count } kanást
}.
tui-your-hand = Vaša ruka
tui-hand-count = ({ cards-n })
tui-selected = vybraté: { $cards }
tui-hand-keys = ←/→ skupina, Medzerník vybrať, ↓ vrátiť, Esc zrušiť, ? pomoc
tui-pending = čakajú vedľa ruky do prvého vyloženia:
tui-sit-out-hand = Toto kolo nehráte.

tui-pick-take = Ako vziať kôpku?
tui-pick-meld = Ako vyložiť?
tui-pick-add = Ku ktorej kombinácii priložiť?
tui-pick-discard = Odhodiť
tui-pick-legal = Vaše možné ťahy
tui-pick-hint = Hore/Dole výber, Enter zahrať, Esc zavrieť.
tui-type-placeholder = ťah
tui-type-hint = Enter zahrá, Esc zavrie. Kláves „l“ pri stole ukáže možné ťahy.

tui-score-out = { $hand }. kolo sa skončilo: { $name } končí.
tui-score-out-you = { $hand }. kolo sa skončilo: končíte vy.
tui-score-out-concealed = { $hand }. kolo sa skončilo: { $name } končí naraz z ruky.
tui-score-out-concealed-you = { $hand }. kolo sa skončilo: končíte naraz z ruky.
tui-score-stock = { $hand }. kolo sa skončilo: minul sa talón.
tui-score-pile = { $hand }. kolo sa skončilo: kôpku nebolo možné vziať a talón bol prázdny.
tui-score-title = Skóre kola
tui-match-score = Skóre hry
tui-team = družstvo
tui-this-hand = toto kolo
tui-total = spolu
tui-sheet-title = Zápis skóre
tui-sheet-hand = kolo
tui-sheet-over = Hra sa skončila: { $count ->
    [one] vyhráva { $names }
   *[other] vyhrávajú { $names }
} s { $points } bodmi (cieľ { $target }).
tui-sheet-over-you = Hra sa skončila: vaše družstvo vyhráva s { $points } bodmi (cieľ { $target }). Dobre zahrané!
tui-sheet-after = Zápis skóre po { $hands ->
    [one] { $hands } kole
   *[other] { $hands } kolách
} (cieľ { $target }).
tui-score-next = Enter rozdá ďalšie kolo (q: uložiť a skončiť; Hore/Dole posúvanie).
tui-score-final = Hra sa skončila. Enter zavrie, potom q uloží a ukončí.

tui-saved-resume = Hra je uložená v { $path }. Pokračovať v nej môžete takto: canasta play --resume { $path }
tui-saved-over = Hra sa skončila; jej záznam je uložený v { $path } (znova si ju pozriete takto: canasta replay { $path }).
tui-not-saved = Hra nie je uložená.
tui-crashed-saved = hra sa zastavila pre vnútornú chybu ({ $reason }). Je uložená v { $path }: pokračovať v nej môžete takto: canasta play --resume { $path }
tui-crashed = hra sa zastavila pre vnútornú chybu ({ $reason }); nie je uložená.
tui-cannot-save = do „{ $path }“ nemožno uložiť: { $reason }

tui-hint = Rada: { $text }
tui-hint-none = Teraz žiadna rada: nie ste na ťahu.
tui-hint-missing = Rady v tejto verzii nie sú.
tui-hint-failed = Žiadna rada: { $error }

tui-key-draw = Ťahať
tui-key-take = Vziať
tui-key-meld = Vyložiť
tui-key-add = Priložiť
tui-key-discard = Odhodiť
tui-key-legal = Ťahy
tui-key-help = Pomoc
tui-key-hint = Rada
tui-key-quit = Koniec

tui-help-title = Kanasta: klávesy
tui-help-choosing = Výber kariet (ruka je zoskupená podľa hodnoty)
tui-help-playing = Hra
tui-help-helping = Pomoc
tui-help-looking = Prehľad
tui-help-footer = Nedovolená voľba sa odmietne s pravidlom, ktoré ju zakazuje, a nič sa nezmení. Esc, Enter alebo ? túto pomoc zavrie.
tui-help-cursor = Vľavo / Vpravo
    .text = presun medzi skupinami kariet
tui-help-select = Medzerník alebo Hore
    .text = vybrať ešte jednu kartu zo skupiny
tui-help-unselect = Dole
    .text = vrátiť jednu kartu zo skupiny
tui-help-numbers = 4 … 9, 0
    .text = vybrať ešte jednu 4 … 9 alebo 10
tui-help-faces = J Q K A (Shift)
    .text = vybrať ešte jedného dolníka, dámu, kráľa, eso (j tiež: dolník)
tui-help-wilds = 2, 3, *
    .text = vybrať ešte jednu dvojku, čiernu trojku, žolíka
tui-help-clear = Esc alebo c
    .text = zrušiť výber
tui-help-draw = s
    .text = ťahať z talóna
tui-help-take = t
    .text = vziať kôpku (s vybratými kartami, napríklad s párom k vrchnej karte)
tui-help-meld = m
    .text = vyložiť vybraté karty ako novú kombináciu (3 a viac)
tui-help-add = a
    .text = priložiť vybraté karty ku kombináciám vášho družstva
tui-help-discard = d
    .text = odhodiť vybratú kartu (alebo kartu pod kurzorom); tým ťah končí
tui-help-ask = k
    .text = spýtať sa spoluhráča „Môžem skončiť?“
tui-help-answer = y / n
    .text = odpovedať na spoluhráčovo „Môžem skončiť?“
tui-help-end = e
    .text = ukončiť ťah bez odhodenia (len keď posledná karta talóna bola červená trojka)
tui-help-next = Enter
    .text = po kole ukázať skóre a rozdať ďalšie
tui-help-legal = l
    .text = zoznam možných ťahov a výber jedného (Hore/Dole, Enter)
tui-help-type = :
    .text = napísať ťah po slovensky alebo po anglicky (napríklad „vylož 7 7 2“)
tui-help-hint = h
    .text = rada: dobrý ťah a prečo, jeho karty vybrané
tui-help-rules = r
    .text = pravidlá tohto stola otvorené pri pravidle, ktoré ti bráni v ťahu
tui-help-help = ?
    .text = táto pomoc
tui-help-quit = q
    .text = uložiť a skončiť (v hre pokračujete s --resume)
tui-help-log = PgUp / PgDn
    .text = posúvať denník (celé kolo; vidno posledné ťahy)
tui-help-melds = [ / ]
    .text = posúvať kombinácie
tui-help-fold = f
    .text = zbaliť kombinácie: skrátene (hodnota × počet) alebo s každou kartou
# Hand and Foot (HF-3, HF-10): a seat's foot still face down (its cards), or picked up
tui-foot-n = [noha: { $count }]
tui-in-foot = [hrá z nohy]
# MA-14: black threes are laid out too (black3_bonus)
tui-threes-laid = { $name }: vyložené trojky: { $cards }.
tui-threes-more = vyložené trojky: { $cards }
tui-threes = Trojky:
