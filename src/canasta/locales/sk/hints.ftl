# Hints: a suggested move and its reason (canasta.bots.hints). Owned by branch bots-16.
# $rank / $target: joker, two, three (black three), four .. ten, jack, queen, king, ace; $target also wild (the wild meld).
# hint-the-rank, hint-ranks, hint-ranks-pair, hint-ranks-lay and hint-your-target are pieces of the other messages.

hint-the-rank = { $rank ->
    [joker] žolíka
    [two] dvojku
    [three] čiernu trojku
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
   *[other] kartu
}

hint-ranks = { $rank ->
    [joker] žolíkov
    [two] dvojky
    [three] čierne trojky
    [four] štvorky
    [five] päťky
    [six] šestky
    [seven] sedmičky
    [eight] osmičky
    [nine] deviatky
    [ten] desiatky
    [jack] dolníkov
    [queen] dámy
    [king] kráľov
    [ace] esá
   *[other] karty
}

hint-ranks-pair = { $rank ->
    [joker] žolíkov
    [two] dvojok
    [three] čiernych trojok
    [four] štvoriek
    [five] päťiek
    [six] šestiek
    [seven] sedmičiek
    [eight] osmičiek
    [nine] deviatok
    [ten] desiatok
    [jack] dolníkov
    [queen] dám
    [king] kráľov
    [ace] es
   *[other] kariet
}

hint-ranks-lay = { $rank ->
    [joker] žolíkov
    [two] dvojky
    [three] čierne trojky
    [four] štvorky
    [five] päťky
    [six] šestky
    [seven] sedmičky
    [eight] osmičky
    [nine] deviatky
    [ten] desiatky
    [jack] dolníkov
    [queen] dámy
    [king] kráľov
    [ace] esá
    [wild] divoké karty
   *[other] karty
}

hint-your-target = { $target ->
    [joker] do svojej kombinácie žolíkov
    [two] do svojej kombinácie dvojok
    [three] do svojej kombinácie čiernych trojok
    [four] do svojej kombinácie štvoriek
    [five] do svojej kombinácie päťiek
    [six] do svojej kombinácie šestiek
    [seven] do svojej kombinácie sedmičiek
    [eight] do svojej kombinácie osmičiek
    [nine] do svojej kombinácie deviatok
    [ten] do svojej kombinácie desiatok
    [jack] do svojej kombinácie dolníkov
    [queen] do svojej kombinácie dám
    [king] do svojej kombinácie kráľov
    [ace] do svojej kombinácie es
    [wild] do svojej kombinácie divokých kariet
   *[other] do svojej kombinácie
}

hint-draw = ťahaj z talóna: kôpku ({ $count ->
    [one] jedna karta
    [few] { $count } karty
   *[other] { $count } kariet
}) sa neoplatí brať
hint-draw-frozen = ťahaj z talóna: kôpka je zmrazená a nemáš prírodný pár jej vrchnej karty
hint-draw-no-take = ťahaj z talóna: s kartami v ruke kôpku vziať nemôžeš
# the pile is taken only by a side that has opened (IT-18)
hint-draw-unopened = ťahaj z talóna: vaše družstvo môže vziať kôpku až po otvorení
hint-take = vezmi kôpku: { $count ->
    [one] jednu kartu
    [few] { $count } karty
   *[other] { $count } kariet
} a vylož { hint-ranks-lay }
hint-meld-open = vylož { $cards } a otvor: { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodov
}, treba { $minimum }
hint-meld-open-part = vylož { $cards } a začni otvorenie: { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodov
} z potrebných { $minimum }, ďalšie kombinácie nasledujú v tomto ťahu
hint-meld = vylož { $cards }: { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodov
} na stole, kým sa rozdanie neskončí
hint-add-canasta = pridaj { hint-the-rank } { hint-your-target }: dokončíš kanastu
hint-add = pridaj { hint-the-rank } { hint-your-target }: { $count ->
    [0] už je to kanasta
    [one] do kanasty chýba jedna karta
    [few] do kanasty chýbajú { $count } karty
   *[other] do kanasty chýba { $count } kariet
}
hint-discard-out = odhoď { hint-the-rank } a vyjdi
hint-discard-freeze = odhoď { hint-the-rank }: divoká karta zmrazí kôpku s { $count ->
    [one] jednou kartou
   *[other] { $count } kartami
}
hint-discard-block = odhoď { hint-the-rank }: ďalší hráč nemôže vziať kôpku
# the pile frozen for the next player's side: for everyone, or only until that side opens
hint-pile-frozen = { $frozen ->
    [unopened] kôpka je pre nich zmrazená, kým nevyložia prvú kombináciu
   *[all] kôpka je zmrazená
}
hint-discard-frozen = odhoď { hint-the-rank }: { $opponents ->
    [1] súper nevyložil
   *[other] žiadny súper nevyložil
} { hint-ranks } a { hint-pile-frozen }
hint-discard-frozen-pair = odhoď { hint-the-rank }: { hint-pile-frozen }, ďalší hráč by ju vzal len s párom { hint-ranks-pair }
hint-discard-seen = odhoď { hint-the-rank }: { $seen } z nich už vidno, takže ďalší hráč z nich pár asi nemá
hint-discard-safe = odhoď { hint-the-rank }: { $opponents ->
    [1] súper nevyložil
   *[other] žiadny súper nevyložil
} { hint-ranks } a ďalší hráč z nich pár asi nemá
hint-discard-risky = odhoď { hint-the-rank }: každé odhodenie je riziko a toto je najmenšie
hint-ask = opýtaj sa spoluhráča „Môžem vyjsť?“: celú ruku môžeš vyložiť a spoluhráč má { $partner_cards ->
    [one] jednu kartu
    [few] { $partner_cards } karty
   *[other] { $partner_cards } kariet
}
hint-answer-yes = odpovedz áno: { $why ->
    [wins-match] ak teraz vyjdete, vyhráte zápas
    [stock-low] talón sa míňa
    [opponent-close] súper čoskoro vyjde
    [hand-cheap] karty v tvojej ruke majú málo bodov
    [ahead] tvoja strana v tomto rozdaní vedie
   *[other] tvojej strane sa oplatí skončiť rozdanie teraz
}
hint-answer-no = odpovedz nie: { $why ->
    [can-meld] z { $cards } kariet v ruke ešte veľa vyložíš
    [behind] tvoja strana v tomto rozdaní zaostáva
   *[other] tvojej strane sa viac oplatí hrať ďalej
}
hint-end = ukonči ťah
hint-move = zahraj { $move }
