## Le jeu en terminal (canasta play). Vos propres coups sont dits à la deuxième personne (vous).

tui-you-draw = Vous avez pioché dans le talon
tui-you-take-with = Vous avez pris { log-pile } avec { $cards }
tui-you-take-lay = Vous avez pris { log-pile } en ajoutant { $top } à votre série
tui-you-take-on = Vous avez pris { log-pile } en ajoutant { $top } { $meld }
tui-you-meld = Vous avez posé { $cards }
tui-you-meld-seq = Vous avez posé une séquence à { suit-name } : { $cards }
tui-you-add = Vous avez ajouté { $card } { $meld }
tui-you-join = Vous avez réuni { meld-of } (série { $n }) à la première série
tui-you-discard = Vous avez défaussé { $card }
tui-you-ask = Vous avez demandé à { $partner } : puis-je sortir ?
tui-you-yes = Vous avez répondu oui
tui-you-no = Vous avez répondu non
tui-you-end = Vous avez terminé votre tour
tui-you-went-out = Vous avez posé votre dernière carte
tui-you-went-out-concealed = Vous avez posé toute votre main d'un coup

tui-new-match = Nouvelle partie ({ $preset }), { $players } joueurs, robots : { $level }, graine { $seed }.
tui-resumed = Reprise après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} (donne { $hand }).
tui-note = Remarque : { $note }.
tui-level-missing = le niveau « { $level } » n'existe pas dans cette version ; les robots jouent au niveau « { $fallback } »
tui-hand-start = Donne { $hand } : { $dealer } ; jouent : { $who }.
tui-you-deal = vous distribuez
tui-deals = { $name } distribue
tui-sit-out = Vous ne jouez pas cette donne ; les robots la jouent.
tui-red3-laid = { $name } : { $count ->
    [one] un 3 rouge posé
    [2] deux 3 rouges posés
    [3] trois 3 rouges posés
    [4] quatre 3 rouges posés
    [5] cinq 3 rouges posés
    [6] six 3 rouges posés
   *[other] { $count } 3 rouges posés
} : { $cards }.
tui-drawn = vous avez reçu : { $cards }
# the talon drawn after the discard that ends a side's initial meld (MA-3)
tui-talon-drawn = { $count ->
        [one] talon de pose : 1 carte piochée
       *[other] talon de pose : { $count } cartes piochées
    }
tui-pile-seen = le rebut contenait { $cards }
tui-pile-hidden = { $count ->
    [one] { $count } face cachée
   *[other] { $count } face cachée
}
tui-red3-more = { $count ->
    [one] un 3 rouge posé
    [2] deux 3 rouges posés
    [3] trois 3 rouges posés
    [4] quatre 3 rouges posés
    [5] cinq 3 rouges posés
    [6] six 3 rouges posés
   *[other] { $count } 3 rouges posés
} : { $cards }
tui-line = { $line } ({ $detail }).
tui-line-plain = { $line }.
tui-stock-out = Le talon est épuisé. La donne est finie.
tui-hand-over = La donne est finie.
tui-match-over = La partie est finie.
tui-bot-illegal = (le robot { $name } a choisi « { $move } », qui est interdit : { $reason } ; il joue « { $fallback } » à la place)
tui-bot-failed = (le robot { $name } a échoué : { $reason } ; il joue « { $fallback } »)

tui-nothing-to-play = rien à jouer
tui-turn-over = « { $move } » ne peut pas suivre : le tour est fini
tui-engine-failed = le moteur a échoué sur ce coup ({ $error }) ; merci de le signaler
tui-refused = { $move } : interdit, rien n'a été joué. { $reason }
tui-refused-step = { $move } (étape { $step } sur { $steps }) : interdit, rien n'a été joué. { $reason }
tui-hand-not-over = la donne n'est pas finie
tui-not-your-turn = c'est au tour de { $name }, pas au vôtre
tui-sit-out-short = vous ne jouez pas cette donne
tui-hand-over-enter = la donne est finie : appuyez sur Entrée pour voir le score et distribuer la suivante
tui-select-meld = Choisissez au moins 3 cartes pour une nouvelle série ({ $count ->
    [one] { $count } choisie
   *[other] { $count } choisies
}).
tui-select-add = Choisissez la ou les cartes à ajouter aux séries de votre camp.
tui-select-wild-one-rank = Pour ajouter des cartes volantes, choisissez-les avec des cartes naturelles d'un seul rang (ou seules, puis choisissez la série).
tui-select-wild-one = Plusieurs séries peuvent recevoir des cartes volantes : choisissez une carte volante à la fois, ou avec la carte naturelle de la série.
tui-select-one-discard = Choisissez une seule carte à défausser ({ $count ->
    [one] { $count } choisie
   *[other] { $count } choisies
}).
tui-hand-empty = Votre main est vide.
tui-hold-none = Vous n'avez pas de carte { $card } en main.
tui-wait-bots = Patientez : les robots jouent.
tui-no-move-now = Vous n'avez aucun coup à jouer maintenant : { $why }.
tui-unknown-key = La touche « { $key } » ne fait rien ici : appuyez sur ? pour la liste des touches.

tui-your-turn = À vous : { $what }
tui-asks = { $name } demande : « Puis-je sortir ? »  y = oui, n = non.
tui-prompt-draw = piocher dans le talon (s)
tui-prompt-take = prendre le rebut (t)
tui-prompt-meld = poser une série (m)
tui-prompt-add = ajouter à une série (a)
tui-prompt-ask = demander à sortir (k)
tui-prompt-end = finir le tour (e)
tui-prompt-discard = défausser (d) pour finir votre tour
tui-prompt-list = { $first } ou { $last }.
tui-partner-yes = votre partenaire a dit oui, vous devez donc sortir ce tour-ci :
tui-partner-no = votre partenaire a dit non, vous ne pouvez donc pas sortir ce tour-ci :
tui-no-move = aucun coup n'est possible.
tui-status-match-over = La partie est finie. Entrée pour la feuille de marque, q pour enregistrer et quitter.
tui-status-hand-over = La donne est finie. Entrée pour le score.
tui-playing = { $name } joue…
tui-can-take = Vous pouvez prendre le rebut : { $moves }
tui-cannot-take = Vous ne pouvez pas prendre le rebut : { $reason }

tui-game-to = (partie en { $target })
tui-header = Canasta ({ $preset }, { $players } joueurs)  Donne { $hand }
tui-header-short = Donne { $hand }
tui-scores = Scores :
tui-your-side = Votre camp
tui-opponents = Adversaires
tui-opened = (première pose faite)
tui-red-threes = 3 rouges :
tui-rules-why = ▶ marque la règle { $rule }, celle qui vous bloque. Échap ferme.
tui-opening-needs = première pose : { $need } points nécessaires
tui-opening-laid = première pose : { $laid } posés sur { $need } points
tui-no-melds = pas encore de série
tui-canasta-natural = CANASTA (pure)
tui-canasta-samba = SAMBA (séquence de sept)
tui-canasta-mixed = CANASTA (impure)
tui-wild-count = { $count ->
    [one] { $count } volante
   *[other] { $count } volantes
}
tui-merged = (réunis)
tui-pile = Rebut
tui-top-card = carte du dessus :
tui-pile-face-down = ({ $count } face cachée)
tui-pile-empty = vide
tui-not-frozen = pas gelé
tui-stock = Talon : { cards-n }
tui-go-out-needs = Pour sortir, un camp doit avoir { $count ->
    [one] { $count } canasta
   *[other] { $count } canastas
}.
tui-your-hand = Votre main
tui-hand-count = ({ cards-n })
tui-selected = choisies : { $cards }
tui-hand-keys = ←/→ choisir un groupe, Espace choisir, ↓ rendre, Échap effacer, ? aide
tui-pending = en attente à côté de la main jusqu'à la première pose :
tui-sit-out-hand = Vous ne jouez pas cette donne.

tui-pick-take = Prendre le rebut comment ?
tui-pick-meld = Poser comment ?
tui-pick-add = Sur quelle série l'ajouter ?
tui-pick-discard = Défausser
tui-pick-legal = Vos coups possibles
tui-pick-hint = Haut/Bas pour choisir, Entrée pour jouer, Échap pour fermer.
tui-type-placeholder = coup
tui-type-hint = Entrée pour jouer, Échap pour fermer. « l » sur la table liste les coups possibles.

tui-score-out = La donne { $hand } est finie : { $name } a fini sa main.
tui-score-out-you = La donne { $hand } est finie : vous avez posé votre dernière carte.
tui-score-out-concealed = La donne { $hand } est finie : { $name } a posé toute sa main d'un coup.
tui-score-out-concealed-you = La donne { $hand } est finie : vous avez posé toute votre main d'un coup.
tui-score-stock = La donne { $hand } est finie : le talon est épuisé.
tui-score-pile = La donne { $hand } est finie : le rebut ne pouvait pas être pris, talon vide.
tui-score-title = Score de la donne
tui-match-score = Score de la partie
tui-team = équipe
tui-this-hand = cette donne
tui-total = total
tui-sheet-title = Feuille de marque
tui-sheet-hand = donne
tui-sheet-over = La partie est finie : { $names } { $count ->
    [one] gagne
   *[other] gagnent
} avec { $points } points (objectif { $target }).
tui-sheet-over-you = La partie est finie : votre camp gagne avec { $points } points (objectif { $target }). Bien joué !
tui-sheet-after = Feuille de marque après { $hands ->
    [one] { $hands } donne
   *[other] { $hands } donnes
} (objectif { $target }).
tui-score-next = Entrée pour distribuer la donne suivante (q : enregistrer et quitter ; Haut/Bas pour faire défiler).
tui-score-final = La partie est finie. Entrée pour fermer, puis q pour enregistrer et quitter.

tui-saved-resume = Partie enregistrée dans { $path }. Pour la reprendre : canasta play --resume { $path }
tui-saved-over = La partie est finie ; elle est enregistrée dans { $path } (pour la revoir : canasta replay { $path }).
tui-not-saved = Partie non enregistrée.
tui-crashed-saved = la partie s’est arrêtée sur une erreur interne ({ $reason }). Elle est enregistrée dans { $path } : pour la reprendre, canasta play --resume { $path }
tui-crashed = la partie s’est arrêtée sur une erreur interne ({ $reason }) ; elle n’a pas été enregistrée.
tui-cannot-save = impossible d'enregistrer dans « { $path } » : { $reason }

tui-hint = Conseil : { $text }
tui-hint-none = Pas de conseil maintenant : ce n'est pas votre tour.
tui-hint-missing = Les conseils ne sont pas disponibles dans cette version.
tui-hint-failed = Pas de conseil : { $error }

tui-key-draw = Piocher
tui-key-take = Prendre
tui-key-meld = Poser
tui-key-add = Ajout
tui-key-discard = Défausse
tui-key-legal = Coups
tui-key-help = Aide
tui-key-hint = Astuce
tui-key-quit = Quitter

tui-help-title = Canasta : les touches
tui-help-choosing = Choisir des cartes (la main est groupée par rang)
tui-help-playing = Jouer
tui-help-helping = Aide
tui-help-looking = Regarder
tui-help-footer = Un choix interdit est refusé avec la règle qui l'interdit, et rien ne change. Échap, Entrée ou ? ferme cette aide.
tui-help-cursor = Gauche / Droite
    .text = passer d'un groupe de cartes à l'autre
tui-help-select = Espace ou Haut
    .text = choisir une carte de plus dans ce groupe
tui-help-unselect = Bas
    .text = rendre une carte de ce groupe
tui-help-numbers = 4 … 9, 0
    .text = choisir un 4 … 9 de plus, ou un 10
tui-help-faces = J Q K A (Maj)
    .text = choisir un valet, une dame, un roi, un as de plus (j aussi : valet)
tui-help-wilds = 2, 3, *
    .text = choisir un 2, un 3 noir, un joker de plus
tui-help-clear = Échap ou c
    .text = effacer le choix
tui-help-draw = s
    .text = piocher dans le talon
tui-help-take = t
    .text = prendre le rebut (avec les cartes choisies, par exemple une paire de la carte du dessus)
tui-help-meld = m
    .text = poser les cartes choisies en nouvelle série (3 ou plus)
tui-help-add = a
    .text = ajouter les cartes choisies aux séries de votre camp
tui-help-discard = d
    .text = défausser la carte choisie (ou celle sous le curseur) ; cela finit votre tour
tui-help-ask = k
    .text = demander à votre partenaire « Puis-je sortir ? »
tui-help-answer = y / n
    .text = répondre au « Puis-je sortir ? » de votre partenaire
tui-help-end = e
    .text = finir le tour sans défausser (seulement quand la dernière carte du talon était un 3 rouge)
tui-help-next = Entrée
    .text = après une donne, voir le score et distribuer la suivante
tui-help-legal = l
    .text = lister les coups possibles et en choisir un (Haut/Bas, Entrée)
tui-help-type = :
    .text = taper un coup, en français ou en anglais (par exemple « poser 7 7 2 »)
tui-help-hint = h
    .text = un conseil : un bon coup et pourquoi, ses cartes sélectionnées
tui-help-rules = r
    .text = les règles de cette table, ouvertes à la règle qui bloque votre coup
tui-help-help = ?
    .text = cette aide
tui-help-quit = q
    .text = enregistrer et quitter (la partie se reprend avec --resume)
tui-help-log = PgUp / PgDn
    .text = faire défiler le journal (toute la donne ; les derniers coups sont affichés)
tui-help-melds = [ / ]
    .text = faire défiler les séries
tui-help-fold = f
    .text = replier les séries : en bref (rang × nombre) ou avec chaque carte
# Hand and Foot (HF-3, HF-10): a seat's foot still face down (its cards), or picked up
tui-foot-n = [pied: { $count }]
tui-in-foot = [joue son pied]
# MA-14: black threes are laid out too (black3_bonus)
tui-threes-laid = { $name } : 3 posés : { $cards }.
tui-threes-more = 3 posés : { $cards }
tui-threes = 3 :
