## Les règles expliquées aux joueurs, tirées des valeurs de la table (voir en/rules.ftl).

rules-title = Canasta { $preset } : règles pour { $players } joueurs
rules-intro = Cette page explique les règles de cette table telles qu'elles sont réglées : changez une règle maison et la page change.
rules-params-link = Tous les paramètres
rules-of-table = Règles de cette table
rules-why = Pourquoi ?
rules-printed-for = { $preset }, { $players } joueurs

rules-h-deal = La distribution
rules-h-turn = Votre tour
rules-h-pile = Prendre le rebut
rules-h-frozen = Ce qui gèle ou bloque le rebut
rules-h-melds = Les séries
rules-h-opening = L'ouverture
rules-h-canastas = Les canastas
rules-h-going-out = Sortir
rules-h-stock = Quand le talon est épuisé
rules-h-scoring = Le décompte
rules-h-end = La fin de la partie
rules-h-different = Ce qui distingue ces règles
rules-classic-itself = Ce sont les règles classiques de la canasta, telles que les donnent le Hoyle et pagat.com : les autres règles se mesurent à elles.
rules-differs-from-classic = Par rapport au jeu classique :
rules-house-rules = Règles maison de cette table :
rules-no-house-rules = Aucune règle maison à cette table.

rules-players = { $players } joueurs : { $structure }.
rules-packs = { $packs ->
    [one] Un jeu de 52 cartes et 2 jokers : { $cards } cartes.
   *[other] { $packs } jeux de 52 cartes avec 2 jokers chacun : { $cards } cartes.
}
rules-hand-size = Chaque joueur reçoit { $hand_size } cartes ; le reste forme le talon, face cachée{ $upcard ->
    [none] . Aucune carte n'est retournée : le rebut commence vide.
   *[turn] , dont on retourne la première carte pour commencer le rebut.
}
rules-upcard-red3 = { $upcard_red3 ->
    [take] Si cette carte est un 3 rouge, le premier joueur le prend comme son propre 3 rouge et le rebut est reformé.
   *[cover] Si cette carte est un 3 rouge, on retourne une autre carte par-dessus.
}
rules-upcard-black3 = { $upcard_black3 ->
    [cover] Un 3 noir retourné est recouvert par la carte suivante.
   *[stay] Un 3 noir retourné reste : le premier joueur ne peut pas prendre le rebut.
}
rules-upcard-freezers = { $freezers_list ->
    [none] Aucune carte retournée ne gèle le rebut.
   *[other] Le rebut est gelé jusqu'à ce qu'on le prenne si { $freezers_list } figure parmi les cartes retournées.
}
rules-upcard-pozzo = { $upcard_pozzo ->
    [false] On ne place pas de cartes face cachée sous la carte retournée.
   *[other] Sous la carte retournée, on place face cachée autant de cartes que sa valeur (le pozzo) ; qui prend le rebut les prend aussi.
}
rules-red3-timing = { $red3_timing ->
    [first_turn] Les 3 rouges reçus à la distribution se posent au début de votre premier tour et sont remplacés depuis le talon.
    [before_upcard] Les 3 rouges reçus à la distribution se posent et sont remplacés avant qu'on retourne la première carte.
   *[after_deal] Les 3 rouges reçus à la distribution se posent juste après elle et sont remplacés depuis le talon ; un 3 rouge pioché se pose et se remplace aussitôt.
}

rules-draw-count = { $draw_count ->
    [one] À votre tour, vous piochez une carte dans le talon, ou vous prenez le rebut à la place.
   *[other] À votre tour, vous piochez { $draw_count } cartes dans le talon, ou vous prenez le rebut à la place.
}
rules-turn-end = Ensuite vous pouvez poser des séries, et vous finissez votre tour en défaussant une carte. Une série posée ne se reprend jamais.

rules-take-with = { $take_with ->
    [pair_or_layoff] Pour prendre le rebut, vous devez poser aussitôt sa carte du dessus, avec une paire naturelle de même rang de votre main ou en l'ajoutant à la série de ce rang de votre équipe.
    [pair] Pour prendre le rebut, vous devez poser aussitôt sa carte du dessus avec une paire naturelle de même rang de votre main.
   *[classic] Pour prendre le rebut, vous devez poser aussitôt sa carte du dessus : avec une paire naturelle de même rang de votre main, avec une carte naturelle de ce rang et une carte volante, ou en l'ajoutant à la série de ce rang de votre équipe.
}
rules-take-all = Puis tout le reste du rebut va dans votre main.
rules-wild-on-top = { $wild_on_top ->
    [open] Une carte volante sur le dessus du rebut se prend aussi, en la posant sur une série de votre équipe.
    [three_of_kind] Une carte volante sur le dessus du rebut ne se prend qu'avec trois cartes volantes de la même sorte de votre main.
   *[blocked] Tant qu'une carte volante est sur le dessus, personne ne peut prendre le rebut.
}
rules-one-card-rule = { $one_card_rule ->
    [false] Même avec une seule carte en main, vous pouvez prendre un rebut d'une carte.
   *[other] Si vous n'avez qu'une carte en main, vous ne pouvez pas prendre un rebut d'une seule carte.
}
rules-pile-bonus-card = { $pile_bonus_card ->
    [0] Qui prend le rebut ne pioche rien de plus dans le talon.
    [one] Qui prend le rebut pioche aussi une carte dans le talon.
   *[other] Qui prend le rebut pioche aussi { $pile_bonus_card } cartes dans le talon.
}
rules-open-before-draw = { $open_before_draw ->
    [false] Vous piochez d'abord, puis vous faites votre ouverture.
   *[other] Vous faites votre ouverture avec les cartes de votre main avant de piocher ; votre équipe ne peut prendre le rebut qu'une fois ouverte.
}
rules-freeze = { $freeze ->
    [none] Le rebut n'est jamais gelé : seules les règles ci-dessus disent comment le prendre.
   *[classic] Le rebut est gelé pour une équipe qui n'a pas encore ouvert, et pour tout le monde tant qu'une carte volante s'y trouve. Un rebut gelé ne se prend qu'avec une paire naturelle du rang de la carte du dessus.
}
rules-black3-discard = { $black3_discard ->
    [freeze] Un 3 noir défaussé gèle le rebut jusqu'à ce qu'on le prenne.
    [triple] Un 3 noir défaussé bloque le joueur suivant ; tant qu'il reste dans le rebut, il faut trois cartes naturelles du rang de la carte du dessus pour le prendre.
   *[block] Un 3 noir défaussé ne bloque que le joueur suivant : une fois recouvert, il n'a plus d'effet.
}

rules-meld-basics = { $sequences ->
    [true] Un groupe compte au moins trois cartes de même rang. Chaque équipe n'a qu'un groupe par rang.
   *[other] Une série compte au moins trois cartes de même rang ; les suites n'existent pas. Chaque équipe n'a qu'une série par rang.
}
rules-min-naturals = Toute série demande au moins { $min_naturals } cartes naturelles et compte au plus { $max_wilds } cartes volantes (jokers et 2).
rules-max-wilds-new = { $max_wilds_new ->
    [0] Une nouvelle série se pose sans carte volante ; on peut en ajouter ensuite.
    [one] Une nouvelle série se pose avec au plus une carte volante.
   *[other] Une nouvelle série se pose avec au plus { $max_wilds_new } cartes volantes.
}
rules-wild-ratio = { $wild_ratio ->
    [at_most_naturals] Une série ne peut jamais avoir plus de cartes volantes que de cartes naturelles.
    [fewer_than_naturals] Une série doit toujours avoir moins de cartes volantes que de cartes naturelles.
   *[any] Dans ces limites, les cartes volantes peuvent égaler ou dépasser les naturelles.
}
rules-wild-melds = { $wild_melds ->
    [true] Les séries de cartes volantes seules (jokers et 2) sont permises.
   *[false] Une série de cartes volantes seules n'est pas permise.
}
rules-black3-melds = { $black3_melds ->
    [true] Les 3 noirs ne se posent que par un joueur qui sort : trois ou quatre, sans carte volante.
   *[false] Les 3 noirs ne se posent jamais.
}

rules-opening-table = La première pose de votre équipe dans la donne doit valoir au moins { $opening_list }, selon la valeur des cartes et le score de l'équipe au début de la donne.
rules-opening-below = { $min } points tant que le score est inférieur à { $next }
rules-opening-from = { $min } à partir de { $from }
rules-opening-combine = { $opening_combine ->
    [true] Plusieurs séries posées dans le même tour comptent ensemble.
   *[false] Une seule série doit atteindre le minimum à elle seule.
}
rules-opening-wilds = { $opening_wilds ->
    [true] Les cartes volantes comptent pour leur valeur.
   *[false] Les cartes volantes ne peuvent pas servir à l'ouverture.
}
rules-opening-pile = Si vous ouvrez en prenant le rebut, seule sa carte du dessus compte avec les cartes de votre main.
rules-concealed-waives-minimum = { $concealed_waives_minimum ->
    [true] Un joueur qui sort en main n'a pas de minimum à atteindre.
   *[false] Même un joueur qui sort en main doit atteindre le minimum.
}

rules-canastas = Une canasta est une série de sept cartes ou plus. Une canasta pure (sans carte volante) rapporte { $natural_canasta } points, une impure { $mixed_canasta } ; ses cartes comptent en plus.
rules-wild-canastas = Une canasta de cartes volantes rapporte { $wild_canasta_pure } points si toutes ses cartes sont de la même sorte (que des jokers ou que des 2), { $wild_canasta_mixed } si elles sont mêlées.

rules-canastas-to-go-out = { $canastas_to_go_out ->
    [0] Vous pouvez sortir sans canasta.
    [one] Pour sortir, votre équipe doit avoir au moins une canasta.
   *[other] Pour sortir, votre équipe doit avoir au moins { $canastas_to_go_out } canastas.
}
rules-go-out-needs = { $go_out_needs ->
    [natural_and_mixed] Parmi elles, il faut une canasta pure et une impure.
    [natural] Au moins l'une d'elles doit être pure.
   *[any] Pure ou impure, peu importe.
}
rules-go-out-how = On sort en posant toutes ses cartes, ou toutes sauf une que l'on défausse. Une équipe qui n'a pas les canastas voulues ne doit jamais vider sa main.
rules-closing-discard-forbids = { $forbid_list ->
    [none] N'importe quelle carte peut être la défausse qui fait sortir.
   *[other] La carte défaussée pour sortir ne peut pas être { $forbid_list }.
}
rules-wild-meld-blocks = { $wild_meld_blocks ->
    [false] Une série de cartes volantes inachevée n'empêche pas de sortir.
   *[other] Tant que votre équipe a une série de cartes volantes inachevée, vous ne pouvez ni sortir, ni défausser une carte volante ou un 3 noir.
}
rules-permission = { $permission ->
    [no_forbids] Avant de sortir, vous pouvez demander à votre partenaire « Puis-je sortir ? ». Un « non » l'interdit pour ce tour ; un « oui » ne vous oblige pas.
    [required] Avec un partenaire, on ne sort qu'après lui avoir demandé « Puis-je sortir ? » et reçu un « oui » ; la réponse engage : après un « oui » vous devez sortir, après un « non » vous ne le pouvez pas.
    [off] On ne demande pas la permission de sortir au partenaire.
   *[binding] Avant de sortir, vous pouvez demander à votre partenaire « Puis-je sortir ? », après avoir pioché et avant de poser. La réponse engage : après un « oui » vous devez sortir, après un « non » vous ne le pouvez pas.
}
rules-concealed = Sortir en main, c'est poser toute sa main en un seul tour, avec une canasta, sans avoir rien posé auparavant dans la donne.
rules-pile-in-concealed = { $pile_in_concealed ->
    [true] Vous pouvez sortir en main même au tour où vous avez pris le rebut.
   *[false] Vous ne pouvez pas sortir en main au tour où vous avez pris le rebut.
}

rules-stock-out = { $stock_out ->
    [end] Quand le talon est épuisé, la donne s'arrête avec la défausse du joueur qui a pioché la dernière carte.
   *[take_pile] Quand le talon est épuisé, le jeu continue tant que les joueurs prennent le rebut : vous devez le prendre si sa carte du dessus correspond à une série de votre équipe. La donne s'arrête quand un joueur ne peut pas ou ne veut pas le prendre.
}
rules-last-red3 = { $last_red3 ->
    [meld] Si la dernière carte du talon est un 3 rouge, le joueur le pose et peut encore poser des séries, mais pas défausser ; la donne s'arrête.
   *[end] Si la dernière carte du talon est un 3 rouge, le joueur le pose et la donne s'arrête aussitôt : ni pose, ni défausse.
}

rules-card-values = { $card_values_count ->
        [0] Valeur des cartes : joker 50, as et 2 : 20, du roi au 8 : 10, du 7 au 4 : 5, un 3 noir posé : { $black3_value }.
       *[other] Valeur des cartes : celle du jeu classique (joker 50, as et 2 : 20, du roi au 8 : 10, du 7 au 4 : 5), sauf { $card_values_list } ; un 3 noir posé : { $black3_value }.
    }
rules-hand-score = Une équipe marque ses primes et les cartes qu'elle a posées, moins les cartes restées dans la main de ses joueurs (un 3 noir resté en main coûte { $black3_hand_value }).
rules-going-out-bonus = Sortir rapporte { $going_out_bonus } points, sortir en main { $concealed_bonus } à la place.
rules-red3-value = Chaque 3 rouge rapporte { $red3_value } points.
rules-red3-table = { $red3_list ->
    [none] Plusieurs 3 rouges ensemble ne rapportent pas de prime en plus : chacun compte pour lui-même.
   *[other] { $red3_list }.
}
rules-red3-row = { $count } trois rouges ensemble rapportent { $total } points
rules-red3-penalty = { $red3_penalty ->
    [no_canasta] Une équipe sans canasta perd à la place les points de ses 3 rouges.
    [graded] Pour l'équipe qui a perdu la donne, les 3 rouges comptent en plus avec une canasta pure et une impure, en moins avec une pure seulement, et doublement en moins sans canasta pure.
    [go_out_canastas] Une équipe qui n'a pas les canastas nécessaires pour sortir perd à la place les points de ses 3 rouges.
   *[no_meld] Une équipe qui n'a rien posé dans la donne perd à la place les points de ses 3 rouges.
}
rules-red3-penalty-flat = { $red3_penalty_flat ->
    [0] Une équipe pénalisée perd exactement la valeur de ses 3 rouges.
   *[other] Une équipe pénalisée perd { $red3_penalty_flat } points au lieu de la valeur de ses 3 rouges.
}
rules-concealed-canasta-bonus = { $concealed_canasta_bonus ->
    [0] Une canasta posée complète en un seul tour ne rapporte rien de plus.
   *[other] Chaque canasta posée complète en un seul tour rapporte { $concealed_canasta_bonus } points de plus.
}
rules-target = La partie s'arrête après la donne où une équipe atteint { $target } points ; le plus haut total gagne.

rules-kind-wild = une carte volante
rules-kind-red3 = un 3 rouge
rules-kind-black3 = un 3 noir

rule-partnership = Équipes
rule-packs = Jeux de cartes
rule-hand-size = Cartes distribuées à chacun
rule-draw-count = Cartes piochées dans le talon
rule-upcard-red3 = 3 rouge retourné au départ
rule-upcard-black3 = 3 noir retourné au départ
rule-upcard-freezers = Cartes retournées au départ qui gèlent le rebut
rule-upcard-pozzo = Cartes face cachée sous la première carte (pozzo)
rule-red3-timing = Quand poser les 3 rouges reçus
rule-red3-value = Points par 3 rouge
rule-red3-table = Points de plusieurs 3 rouges ensemble (nombre:points)
rule-red3-penalty = Quand les 3 rouges comptent en moins
rule-red3-penalty-flat = Pénalité fixe des 3 rouges (0 : leur valeur)
rule-last-red3 = 3 rouge en dernière carte du talon
rule-min-naturals = Cartes naturelles requises dans une série
rule-max-wilds = Cartes volantes au plus dans une série
rule-max-wilds-new = Cartes volantes au plus dans une nouvelle série
rule-wild-ratio = Cartes volantes face aux naturelles
rule-wild-melds = Séries de cartes volantes seules
rule-black3-melds = 3 noirs posés pour sortir
rule-opening-table = Minimum d'ouverture selon le score (à partir de:minimum)
rule-opening-combine = Plusieurs séries comptent ensemble pour le minimum
rule-opening-wilds = Cartes volantes dans l'ouverture
rule-open-before-draw = Ouverture avant de piocher
rule-concealed-waives-minimum = Sortir en main dispense du minimum
rule-freeze = Rebut gelé
rule-black3-discard = Un 3 noir défaussé
rule-take-with = Prendre le rebut avec sa carte du dessus
rule-wild-on-top = Une carte volante sur le rebut
rule-one-card-rule = Pas de rebut d'une carte pour une main d'une carte
rule-pile-bonus-card = Cartes du talon en plus en prenant le rebut
rule-canastas-to-go-out = Canastas requises pour sortir
rule-go-out-needs = Sortes de canastas requises pour sortir
rule-closing-discard-forbids = Cartes interdites comme dernière défausse
rule-wild-meld-blocks = Une série de volantes inachevée empêche de sortir
rule-permission = Demander « Puis-je sortir ? »
rule-pile-in-concealed = Sortir en main après avoir pris le rebut
rule-stock-out = Quand le talon est épuisé
rule-natural-canasta = Prime de canasta pure
rule-mixed-canasta = Prime de canasta impure
rule-wild-canasta-pure = Canasta d'une seule sorte de volantes
rule-wild-canasta-mixed = Canasta de jokers et de 2
rule-going-out-bonus = Prime de sortie
rule-concealed-bonus = Prime de sortie en main
rule-concealed-canasta-bonus = Prime de canasta posée en un tour
rule-black3-value = Valeur d'un 3 noir posé
rule-card-values = Valeurs des cartes autres que les classiques (sorte:points ; JK, 2, 4 à A)
rule-black3-hand-value = Pénalité d'un 3 noir resté en main
rule-target = Score qui gagne la partie
rule-yes = Oui
rule-no = Non
rule-choice-wild = cartes volantes
rule-choice-red3 = 3 rouges
rule-choice-black3 = 3 noirs
rule-house-legend = Règles maison
rule-house-hint = Laissez une règle telle quelle pour jouer celle du livre de règles ; chacune dit ce qu'elle fait.
rule-reset = Revenir aux règles du livre
rule-changed = modifiée
rule-out-of-range = { $label } : choisissez un nombre entier de { $min } à { $max }.

# --- variants (issue 42) ---
rules-wild-free-ranks = { $wild_free_count ->
        [0] Toute combinaison peut contenir des cartes volantes.
       *[other] Les combinaisons de { $wild_free_list } ne contiennent jamais de carte volante.
    }
rules-rank-canasta-bonus = { $rank_bonus_count ->
        [0] Aucun rang n'a de prime de canasta qui lui soit propre.
       *[other] Une canasta de ces rangs rapporte sa propre prime au lieu de celle d'une canasta pure ou impure : { $rank_bonus_list }.
    }
rules-unfinished-penalty = { $penalty_count ->
        [0] Aucune combinaison inachevée ne coûte de points à la fin de la donne.
       *[other] Un camp qui finit la donne avec une de ces combinaisons encore inachevée perd des points : { $penalty_list }.
    }
rules-rank-row = { $rank }: { $points }
rules-rank-wild = cartes volantes
rule-wild-free-ranks = Rangs dont les combinaisons refusent les cartes volantes
rule-rank-canasta-bonus = Prime de canasta par rang (rang:points)
rule-unfinished-penalty = Pénalité d'une combinaison inachevée par rang (rang:points, 0 = cartes volantes)
rules-pile-layoff-below-canasta = { $pile_layoff_below_canasta ->
    [false] La carte du dessus peut s'ajouter à la série de son rang de votre équipe, même à une canasta.
   *[other] La carte du dessus ne s'ajoute jamais à une canasta : seulement à une série de moins de sept cartes.
}
rule-pile-layoff-below-canasta = La carte du dessus ne va jamais sur une canasta
rules-sequences = Les séquences sont aussi des combinaisons : trois à sept cartes naturelles (du 4 à l'as) d'une même couleur qui se suivent, jamais avec une carte volante, l'as seulement en haut ; une équipe peut en avoir plusieurs dans une couleur. Une séquence de sept est une samba : elle compte comme une canasta, rapporte { $sequence_canasta_bonus } au lieu d'une prime de canasta et ne prend plus de cartes.
rule-sequences = Les séquences d'une couleur sont des combinaisons (Samba)
rule-sequence-canasta-bonus = Prime de la samba (séquence de sept)
rules-go-out-sequences = { $go_out_sequences ->
    [0] Aucune séquence de sept n’est exigée pour sortir.
    [one] L’une d’elles au moins doit être une séquence de sept (une escalera).
   *[other] Au moins { $go_out_sequences } d’entre elles doivent être des séquences de sept.
}
rule-go-out-sequences = Séquences de sept exigées pour sortir
rules-wild-canasta-counts = Une canasta de cartes volantes compte parmi les canastas nécessaires pour sortir.
rule-wild-canasta-counts = Une canasta de cartes volantes compte pour sortir
rules-wild-canasta-closed = Une canasta de cartes volantes est fermée à sept cartes : on n’y ajoute plus rien.
rule-wild-canasta-closed = Une canasta de cartes volantes est fermée à sept

# --- Hand and Foot (issue 42, HF-n) ---
rules-foot-size = { $foot_size ->
    [0] Personne ne reçoit de pied.
   *[other] Chaque joueur reçoit aussi un pied de { $foot_size } cartes, face cachée. Quand votre main est épuisée, vous prenez votre pied et continuez avec : aussitôt si vous avez posé votre dernière carte, au tour suivant si vous l'avez défaussée. Seul un joueur qui joue son pied peut sortir ; les cartes d'un pied jamais pris comptent contre l'équipe comme celles restées en main.
}
rule-foot-size = Cartes du pied de chaque joueur (0 : pas de pied)
rules-foot-next-turn = Un joueur qui défausse la dernière carte de sa main ne prend son pied qu'au début de son tour suivant.
rule-foot-next-turn = Après la dernière défausse, le pied attend le tour suivant
rules-pile-take-limit = { $pile_take_limit ->
    [0] Prendre le rebut le prend en entier.
   *[other] Prendre le rebut ne prend que ses { $pile_take_limit } cartes du dessus, la carte du dessus comprise ; le reste reste au rebut.
}
rule-pile-take-limit = Cartes prises avec le rebut (0 : toutes)
rules-opening-by-hand = La première pose de votre équipe dans la donne doit valoir au moins ces points, donne après donne : { $opening_by_hand } (le dernier chiffre vaut pour les donnes suivantes).
rule-opening-by-hand = Minimum de la première pose par donne (ex. 50,90,120,150)
rules-hands-per-match = { $hands_per_match ->
    [0] La partie se joue jusqu'à un score.
   *[other] La partie dure { $hands_per_match } donnes ; le plus haut total gagne, et une égalité fait jouer une donne de plus.
}
rule-hands-per-match = Donnes d'une partie (0 : jouer jusqu'au score visé)
rules-go-out-books = Pour sortir, au moins { $go_out_naturals } de ces canastas doivent être pures et au moins { $go_out_mixed } impures.
rule-go-out-naturals = Canastas pures requises pour sortir
rule-go-out-mixed = Canastas impures requises pour sortir
rules-foot-red3-penalty = { $foot_red3_penalty ->
    [0] Un trois rouge resté dans un pied jamais pris ne coûte rien.
   *[other] Chaque trois rouge resté dans un pied jamais pris coûte { $foot_red3_penalty } points.
}
rule-foot-red3-penalty = Pénalité d'un trois rouge resté dans un pied
rules-go-out-side-in-foot = Un joueur ne sort que lorsque chaque joueur de son équipe joue son pied.
rule-go-out-side-in-foot = Toute l'équipe dans le pied pour sortir
rules-black3-bonus = Les 3 noirs sont aussi des cartes de prime : chacun, reçu à la donne ou pioché, est posé aussitôt et remplacé par une carte du talon ; celui qui se trouve dans un rebut ramassé est posé sans remplacement. Un 3 noir n'est jamais gardé en main, posé dans une combinaison ni défaussé. Chacun vaut { $black3_bonus_value } points, en plus ou en moins comme les 3 rouges de l'équipe.
rule-black3-bonus = Les 3 noirs sont des cartes de prime
rule-black3-bonus-value = Points par 3 noir posé
rules-canasta-closes-rank = Une série n'a jamais plus de sept cartes : une fois la canasta complète, son rang est fermé pour l'équipe, et les cartes de ce rang ne peuvent plus qu'être défaussées.
rule-canasta-closes-rank = Une canasta ferme son rang
rules-group-slots = { $canasta_closes_rank ->
    [true] Une canasta est fermée à sept cartes ; quand toutes les séries d’un rang de votre équipe sont fermées, les cartes suivantes de ce rang commencent une nouvelle série (jusqu’à { $group_slots } séries d’un même rang), notées Q2, Q3 dans la notation des coups.
   *[other] Votre équipe peut avoir jusqu’à { $group_slots } séries d’un même rang : une nouvelle série d’un rang déjà posé se pose comme toute série et se note Q2, Q3 dans la notation des coups ; chaque série devenue canasta compte sa propre prime.
}
rule-group-slots = Séries d’un même rang par équipe
rules-group-join = Votre équipe peut réunir sa deuxième série d’un rang à la première à tout moment de son tour, tant que la série réunie reste valable (réunir Q2 à Q).
rule-group-join = Une deuxième série d’un rang peut être réunie à la première
rules-opening-wild-ranks = { $opening_wild_count ->
        [0] Aucun rang ne fait exception dans la première pose de l'équipe.
       *[other] Exception : les combinaisons de { $opening_wild_list } posées dans la première pose de l'équipe peuvent prendre des cartes volantes pendant ce tour ; une telle combinaison qui contient une carte volante compte ensuite comme une combinaison ordinaire.
    }
rule-opening-wild-ranks = Rangs qui prennent des cartes volantes à la première pose
rule-upcard = La carte retournée après la donne
rules-talons = { $talons_count ->
    [0] Il n'y a pas de talons.
   *[other] Talons : le joueur qui fait la première pose de son équipe pioche { $talons_list } cartes du talon après la défausse qui termine ce tour (pour la première équipe à poser, puis la suivante) ; pas si la première pose a pris le rebut, ni quand il reste moins de 9 cartes au talon.
}
rule-talons = Talons (cartes piochées après la première pose)
rules-empty-pile-discard-ranks = { $empty_discard_count ->
        [0] Toute carte peut être défaussée sur un rebut vide.
       *[other] Sur un rebut vide (au début de la donne, ou après qu'il a été pris) vous ne pouvez pas défausser une carte de ces rangs : { $empty_discard_list }, sauf si votre main ne contient aucune carte naturelle d'un autre rang.
    }
rule-empty-pile-discard-ranks = Rangs qu'on ne défausse pas sur un rebut vide tant qu'on tient d'autres cartes naturelles
