## Pourquoi un coup est refusé, et ce que montre la table (canasta.reasons ; docs/reasons.md).
## Fichier de la branche arch-19.

reason-match-over = La partie est terminée.
reason-hand-over = La donne est terminée ; il ne reste qu’à distribuer la suivante.
reason-deal-not-now = La donne suivante n’est distribuée qu’une fois celle-ci terminée.
reason-answer-pending = Votre partenaire doit d’abord répondre oui ou non à « Puis-je sortir ? ».
reason-nothing-asked = Personne n’a demandé « Puis-je sortir ? ».
reason-already-drawn = Vous avez déjà pioché ou pris le rebut pendant ce tour.
reason-draw-first = Votre tour commence par une carte du talon ou par la prise du rebut.
reason-draw-before-melding = Piochez (ou prenez le rebut) avant de poser.
reason-opening-before-draw = Votre ouverture depuis la main doit atteindre { $minimum } points avant de piocher.
reason-stock-empty = Le talon est vide : prenez le rebut, dont la carte du dessus va sur une série de votre équipe.
reason-end-not-allowed = Vous ne pouvez finir le tour sans défausse qu’après avoir pioché un 3 rouge comme dernière carte du talon.
reason-not-in-hand = Votre main ne contient pas { $count } { $count ->
    [one] carte
   *[other] cartes
} « { $kind } ».
reason-take-not-in-hand = Votre main ne contient pas ces cartes.
reason-ask-no-partner = Seul un joueur qui a un partenaire peut demander « Puis-je sortir ? ».
reason-ask-once = Vous ne pouvez demander « Puis-je sortir ? » qu’une fois par tour.
reason-ask-before-melding = Demandez « Puis-je sortir ? » avant de poser pendant ce tour.
reason-ask-cannot-go-out = Ne demandez que si vous pouvez sortir pendant ce tour.
reason-no-discard-after-red-three = Après un 3 rouge comme dernière carte du talon, vous ne pouvez pas défausser : finissez le tour.
reason-opening-before-discard = Votre ouverture doit atteindre { $minimum } points avant la défausse.
reason-must-go-out = Votre partenaire a dit oui : vous devez sortir pendant ce tour.
reason-closing-discard = Votre dernière défausse ne peut être ni un 3 noir ni une carte volante.
reason-empty-pile-discard = Vous ne pouvez pas défausser un { $kind } sur un rebut vide tant que votre main contient une carte naturelle d'un autre rang.
reason-wild-meld-stop-discard = Tant que la série de cartes volantes de votre équipe n’est pas une canasta, vous ne pouvez défausser ni carte volante ni 3 noir.
reason-meld-one-rank = Une série ne comporte qu’un seul rang.
reason-meld-red-three = Les 3 rouges ne se posent jamais en série.
reason-wild-meld-not-allowed = Une série faite uniquement de cartes volantes n’est pas permise dans ces règles.
reason-wild-meld-after-opening = Une série de cartes volantes ne se pose qu'une fois la première pose de l'équipe faite.
reason-meld-exists = Votre équipe a déjà une série { $meld ->
    [W] de cartes volantes
   *[other] de « { $meld } »
} : ajoutez-y plutôt vos cartes.
reason-black-three-never = Les 3 noirs ne se posent jamais dans ces règles.
reason-black-three-wilds = Les 3 noirs se posent sans carte volante.
reason-black-three-going-out = Les 3 noirs ne se posent que par le joueur qui sort pendant ce tour.
reason-meld-shape = Une série demande au moins deux cartes naturelles et pas plus de cartes volantes que permis.
reason-no-such-meld = On n’ajoute des cartes qu’aux séries de sa propre équipe, et la vôtre n’a pas de série { $meld ->
    [W] de cartes volantes
   *[other] de « { $meld } »
}.
reason-too-many-wilds = La série contiendrait trop de cartes volantes.
reason-opening-drawn-cards = Les cartes piochées pendant ce tour ne servent à l’ouverture qu’au tour suivant.
reason-opening-naturals-only = L’ouverture se fait uniquement avec des cartes naturelles.
reason-opening-pending = Votre ouverture doit d’abord atteindre { $minimum } points avec des cartes de votre main.
reason-opening-unreachable = Votre ouverture doit atteindre { $minimum } points pendant ce tour, et après cette pose ce n’est plus possible.
reason-empty-before-draw = Vous ne pouvez pas vider votre main avant de piocher.
reason-keep-a-card = Il manque à votre équipe les canastas pour sortir : gardez une carte à défausser.
reason-last-card-stuck = Votre dernière carte ne pourrait alors être ni défaussée ni posée pour sortir.
reason-move-not-possible = « { $move } » n’est pas possible maintenant.
reason-pile-empty = Le rebut est vide.
reason-pile-before-opening = Le rebut ne se prend qu’après l’ouverture de votre équipe.
reason-pile-black-three = Un 3 noir sur le dessus bloque le rebut.
reason-pile-one-card = Un joueur qui n’a qu’une carte ne peut pas prendre un rebut d’une seule carte.
reason-pile-wild-on-top = Le rebut ne se prend pas tant qu’une carte volante est dessus.
reason-pile-wild-three = Avec « { $kind } » sur le dessus, le rebut ne se prend qu’avec trois cartes identiques.
reason-pile-frozen-unopened = Votre équipe n’a pas encore ouvert : la carte du dessus doit être posée avec une paire naturelle de votre main.
reason-pile-frozen = Le rebut est gelé : la carte du dessus doit être posée avec une paire naturelle de votre main.
reason-pozzo-black-three = Avec dans le pozzo un 3 noir défaussé par un adversaire, on ne le prend qu’avec trois cartes naturelles du rang de la carte du dessus.
reason-pozzo-pair = Le pozzo ne se prend qu’avec une paire naturelle du rang de la carte du dessus.
reason-pile-no-meld = Votre équipe n’a pas de série du rang de la carte du dessus pour l’y poser.
reason-pile-take-shape = La carte du dessus doit être posée avec une paire naturelle, avec une carte naturelle et une carte volante, ou sur une série de votre équipe.
reason-pile-no-meld-for-top = Votre équipe n’a pas de série de ce rang où poser la carte du dessus.
reason-pile-meld-invalid = La carte du dessus et ces cartes ne forment pas une série valable.
reason-pile-too-many-wilds = La série contiendrait alors trop de cartes volantes.
reason-pile-opening-unreachable = Avec la carte du dessus et les cartes de votre main, votre équipe ne peut pas atteindre son ouverture de { $minimum } points pendant ce tour.
reason-pile-hand-too-small = Il vous resterait trop peu de cartes en main.
reason-pile-keep-a-card = Une équipe qui n’a pas les canastas pour sortir doit garder une carte après la défausse.
reason-pile-not-now = Le rebut ne peut pas être pris de cette façon maintenant.
reason-go-out-canastas = Pour sortir, votre équipe doit avoir { $needed } { $needed ->
    [one] canasta
   *[other] canastas
} ; elle en a { $have }.
reason-go-out-kinds = Pour sortir, votre équipe doit avoir une canasta pure et une canasta impure.
reason-go-out-natural = Pour sortir, votre équipe doit avoir une canasta pure.
reason-go-out-wild-meld = La série de cartes volantes de votre équipe n’est pas encore une canasta : elle ne peut pas sortir.
reason-go-out-refused = Votre partenaire a dit non : vous ne pouvez pas sortir pendant ce tour.
reason-frozen-by-wild = Le rebut est gelé : une carte volante s’y trouve.
reason-frozen-by-upcard = Le rebut est gelé par la carte retournée au début de la donne.
reason-frozen-by-black-three = Le rebut est gelé par un 3 noir qui y a été défaussé.
reason-frozen-unopened = Le rebut est gelé pour votre équipe tant qu’elle n’a pas ouvert.
reason-blocked-by-black-three = Un 3 noir sur le dessus bloque le rebut pendant ce tour.
reason-blocked-by-wild = Une carte volante sur le dessus bloque le rebut.
reason-wild-on-top-three = « { $kind } » sur le dessus : le rebut ne se prend qu’avec trois cartes identiques.
reason-pozzo-holds-black-three = Un 3 noir défaussé par un adversaire est dans le pozzo : on ne le prend qu’avec trois cartes naturelles du rang de la carte du dessus.
reason-pozzo-face-down = { $count } { $count ->
    [one] carte est
   *[other] cartes sont
} face cachée sous la carte du dessus (le pozzo).
reason-pile-after-opening = Le rebut ne se prend qu’après l’ouverture de votre équipe.
reason-opening-needs = Votre ouverture demande { $minimum } points ; il en manque encore { $missing }.
reason-go-out-needs-permission = En équipe, on ne sort qu’avec la permission de son partenaire : demandez « Puis-je sortir ? » avant de poser.
reason-keep-a-card-pure-impure = Pour sortir, votre équipe doit avoir { $needed } canastas, une pure et une impure : gardez une carte à défausser.
reason-keep-a-card-natural = Pour sortir, votre équipe doit avoir une canasta pure : gardez une carte à défausser.
reason-cannot-meld-out = Les cartes restantes ne pourraient pas toutes être posées, avec au plus une défausse, pour sortir.
reason-pile-take-pair-or-meld = La carte du dessus doit être posée avec une paire naturelle ou sur une série de votre équipe.
reason-pile-wild-top-shape = Une carte volante sur le dessus doit être posée aussitôt, sur une série de votre équipe ou avec une paire naturelle.
reason-new-meld-wilds = Une nouvelle série contient au plus { $count } { $count ->
    [one] carte volante
   *[other] cartes volantes
}.
reason-first-turn-wilds = Une série contient au plus { $count } { $count ->
    [one] carte volante
   *[other] cartes volantes
} à la fin du tour où elle est posée.
reason-ask-not-needed = Vous pouvez sortir maintenant sans demander.
reason-black-three-never-close = Les 3 noirs ne se posent jamais et ne servent pas à sortir.
reason-cannot-go-out = Vous ne pourriez pas sortir pendant ce tour.

# --- engine (issue 40) ---
reason-black-three-must-go-out = Vous avez posé des 3 noirs, ce qui n’est permis qu’en sortant : vous devez sortir pendant ce tour.
reason-cutthroat-merge-wilds = Les deux autres joueurs deviendraient partenaires, et leurs séries de « { $meld } » réunies contiendraient plus de cartes volantes qu’une série ne le peut.

# --- variants (issue 42) ---
reason-wild-free-rank = Dans ces règles, les combinaisons de { $meld } ne prennent aucune carte volante.
reason-pile-onto-canasta = La carte du dessus ne se pose jamais sur une canasta ({ $meld }) ; prenez le rebut avec une paire naturelle.
reason-sequence-shape = Une séquence est faite de trois cartes de la même couleur qui se suivent ({ $suit }).
reason-sequence-wild = Une séquence ne contient jamais de carte volante ({ $meld }).
reason-sequence-end = { $kind } ne prolonge pas la séquence { $meld } : seule la carte juste au-dessous ou au-dessus, dans sa couleur, la prolonge.
reason-sequence-full = La séquence { $meld } est une samba de sept cartes et n’en prend plus.
reason-meld-closed = Dans ces règles une série a au plus sept cartes : la série de { $meld } ({ $size } cartes) n'en prend plus ; une canasta complète ferme son rang.
reason-group-limit = Votre équipe a déjà { $count } séries de « { $meld } », le plus que ces règles permettent : ajoutez à l’une d’elles.
reason-group-not-closed = Une nouvelle série de « { $meld } » ne se commence qu’une fois chacune de vos séries de ce rang fermée à sept cartes : ajoutez à celle qui est ouverte.
reason-join-not-allowed = Dans ces règles, deux séries d’un même rang ne se réunissent jamais.
reason-join-invalid = Réunies, { $meld } et { $into } auraient { $naturals } cartes naturelles et { $wilds } cartes volantes, ce qui n’est pas une série valable.
reason-wild-canasta-full = La série de cartes volantes { $meld } est une bolivia de sept cartes et n’en prend plus.
reason-go-out-escalera = Pour sortir, { $needed } des canastas de votre équipe doivent être des séquences de sept (une escalera).

reason-go-out-books = Pour sortir, votre équipe doit avoir { $naturals } canastas pures et { $mixed } impures ; elle en a { $have_naturals } et { $have_mixed }.
reason-go-out-foot = On ne sort qu'en jouant son pied : épuisez d'abord votre main.
reason-keep-a-card-books = Pour sortir, votre équipe doit avoir { $needed } canastas, dont { $naturals } pures et { $mixed } impures : gardez une carte à défausser.
reason-go-out-side-foot = On ne sort que lorsque chaque joueur de l'équipe joue son pied.
