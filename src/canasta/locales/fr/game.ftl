## Vocabulaire du jeu commun à toutes les interfaces. Voir en/game.ftl pour les variables.
## Les cartes françaises portent V, D, R : kind-* et face-* donnent les mêmes lettres.

kind-jk = Joker
kind-2 = 2
kind-3 = 3 noir
kind-3r = 3 rouge
kind-4 = 4
kind-5 = 5
kind-6 = 6
kind-7 = 7
kind-8 = 8
kind-9 = 9
kind-10 = 10
kind-j = V
kind-q = D
kind-k = R
kind-a = A
face-j = V
face-q = D
face-k = R
face-a = A
face-jk = JK

rank-2 = Deux
rank-3 = Trois
rank-4 = Quatre
rank-5 = Cinq
rank-6 = Six
rank-7 = Sept
rank-8 = Huit
rank-9 = Neuf
rank-10 = Dix
rank-j = Valet
rank-q = Dame
rank-k = Roi
rank-a = As
suit-c = trèfle
suit-d = carreau
suit-h = cœur
suit-s = pique
card-facedown = carte face cachée
card-joker = Joker
card-label = { $rank } de { suit-name }
suit-name = { $suit ->
    [c] trèfle
    [d] carreau
    [h] cœur
   *[s] pique
}

card-obj = { $kind ->
    [joker] le joker
    [two] le 2
    [three] le 3 noir
    [redthree] le 3 rouge
    [jack] le valet
    [queen] la dame
    [king] le roi
    [ace] l'as
   *[other] le { $short }
}
card-done = { card-obj }
pile-top-obj = la carte du dessus

meld-of = { $kind ->
    [jack] les valets
    [queen] les dames
    [king] les rois
    [ace] les as
    [wild] les cartes volantes
    [three] les 3 noirs
   *[other] les { $short }
}
meld-to = { $kind ->
    [jack] aux valets
    [queen] aux dames
    [king] aux rois
    [ace] aux as
    [wild] à la série de cartes volantes
    [three] aux 3 noirs
   *[other] aux { $short }
}
meld-wild = série de cartes volantes
meld-mixed-canasta = canasta impure
meld-natural-canasta = canasta pure
## La séquence d’une couleur d’une équipe (Samba, Bolivia) : $suit c d h s, $n son numéro parmi les
## séquences de cette couleur, $sym le signe ; les $cards d’une nouvelle séquence, de la plus basse à la plus haute.
meld-seq = { $n ->
    [1] séquence à { suit-name }
   *[other] séquence { $n } à { suit-name }
}
meld-seq-to = à la { meld-seq }
meld-seq-canasta = samba (une séquence de sept)
move-meld-seq = Poser une séquence à { suit-name } : { $cards }
log-meld-seq = { $name } a posé une séquence à { suit-name } : { $cards }

move-draw = Piocher dans le talon
move-take-lay = Prendre le rebut en ajoutant { $top } à votre série
move-take-on = Prendre le rebut en ajoutant { $top } { $meld }
move-take-with = Prendre le rebut : { $top } avec { $cards } de votre main
# the ways to take the pile, listed after "You can take the pile:" (no repeat of the verb)
way-take-with = { $top } avec { $cards } de votre main
way-take-on = en ajoutant { $top } { $meld }
way-take-lay = en ajoutant { $top } à votre série
move-meld = Poser { $cards }
move-add = Ajouter { $card } { $meld }
move-discard = Défausser { $card }
move-ask = Demander au partenaire : puis-je sortir ?
move-yes = Oui
move-no = Non
move-end = Terminer le tour
move-deal = Distribuer la donne suivante

log-draw = { $name } a pioché dans le talon
log-take-with = { $name } a pris { log-pile } avec { $cards }
log-take-lay = { $name } a pris { log-pile } en ajoutant { $top } à sa série
log-take-on = { $name } a pris { log-pile } en ajoutant { $top } { $meld }
# The pile taken, with its size when the log knows it ($count 0: not known).
log-pile = { $count ->
    [0] le rebut
   *[other] le rebut ({ cards-n })
}
log-meld = { $name } a posé { $cards }
log-add = { $name } a ajouté { $card } { $meld }
meld-group-to = { meld-to } (série { $n })
move-join = Réunir { meld-of } (série { $n }) à la première série
log-join = { $name } a réuni { meld-of } (série { $n }) à la première série
log-discard = { $name } a défaussé { $card }
log-discard-talon = { $count ->
        [one] { $name } a défaussé { $card } et pioché un talon de pose de 1 carte
       *[other] { $name } a défaussé { $card } et pioché un talon de pose de { $count } cartes
    }
log-ask = { $name } a demandé : puis-je sortir ?
log-yes = { $name } a répondu oui
log-no = { $name } a répondu non
log-end = { $name } a terminé son tour
log-deal = { $name } distribue
log-went-out = { $name } a fini sa main
log-went-out-concealed = { $name } a posé toute sa main d'un coup

cards-n = { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
}
seat-cards = { $name } : { cards-n }
you = Vous

notation-words =
    .draw = piocher pioche
    .take = prendre
    .meld = poser
    .add = ajouter
    .join = réunir reunir
    .discard = défausser defausser
    .ask = demander
    .yes = oui
    .no = non
    .end = fin terminer
    .deal = distribuer
    .on = sur
    .to = sur à aux
    .joker = jk joker
    .wild = w volantes
notation-help = Tapez un coup : piocher · prendre 7 7 (prendre le rebut avec deux 7) · prendre sur 7 (poser la carte volante du dessus sur vos 7) · poser 7 7 7 · ajouter 7 · ajouter 2 sur 7 · défausser 9 · demander · fin · distribuer. Cartes : 4 à 10, V, D, R, A, 2, 3 (3 noir), JK (joker) ; W désigne la série de cartes volantes.
notation-unknown-word = « { $word } » n'est ni un coup ni une carte.
notation-empty = Tapez d'abord un coup.

# .short: the level in a seat's name, "Computer 2 (Beginner)" (the long name is the menu's)
level-random = Débutant (joue au hasard)
    .short = Débutant
level-heuristic = Joueur d'instinct
level-ismcts = Stratège (calcule à l'avance)
    .short = Stratège
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert
level-imported = Joueur importé

preset-classic = Classique
preset-french = Française
preset-slovak = Slovaque
preset-italian = Italienne (Canastone)
preset-finnish = Finlandaise
partnership-solo = Chacun pour soi
partnership-cutthroat = Un contre deux
partnership-pairs = Équipes de deux
partnership-trios = Deux équipes de trois
partnership-trio-and-pair = Un trio contre une paire
partnership-trio-and-pair-rotate = Un trio (l'un se repose à tour de rôle) contre une paire
partnership-trios-rotate = Deux trios, un joueur de chacun se reposant à tour de rôle

pile-blocked-black3 = Bloqué : un 3 noir est dessus
pile-blocked-wild = Bloqué : une carte volante est dessus
pile-frozen = Gelé : ne se prend qu'avec une paire naturelle
pile-frozen-unopened = Gelé pour votre équipe tant qu'elle n'a pas ouvert
pile-frozen-wild = Gelé par une carte volante : ne se prend qu'avec une paire naturelle
pile-pozzo = Des cartes face cachée sont sous la carte du dessus
pile-top = carte du dessus

ask-text = { $name } demande la permission de sortir. Votre réponse l'engage.
ask-title = Puis-je sortir ?
ask-waiting = En attente de la réponse du partenaire…

result-canasta-bonus = Prime de canastas
result-concealed-canasta-bonus = Canastas posées d'un coup
result-ended-out = Un joueur a fini sa main.
result-ended-pile = La donne est finie : le rebut ne pouvait pas être pris.
result-ended-stock = La donne est finie : le talon est épuisé.
result-going-out = Sortie
result-hand-over = Fin de la donne { $n }
result-in-hand = Cartes restées en main
result-match-over = La partie est terminée
result-melded = Cartes posées
result-mixed-canastas = Canastas impures
result-natural-canastas = Canastas pures
result-red3-points = Points des 3 rouges
result-red-threes = 3 rouges
result-threes = Les 3
result-three-points = Points des 3
result-total = Total de la donne
result-waiting-deal = En attente de la donne suivante…
result-went-out = { $name } a fini sa main.
result-went-out-concealed = { $name } a posé toute sa main d'un coup !
result-winner = Vainqueur : { $names }
# between the items of a list on one line (the ways to take the pile, what a draw brought, the moves not yet confirmed)
list-sep = {" ; "}
# a label before what it names ("Hint: ..."; French sets a no-break space before the colon)
label-colon = { $label } :

# --- variants (issue 42) ---
preset-american = Américaine moderne
preset-samba = Samba
preset-bolivia = Bolivia

preset-handfoot = Hand and Foot (main et pied)
