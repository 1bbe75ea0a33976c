## Refus des saisies incorrectes : règles maison et jeux de règles, coups tapés, parties enregistrées.

## Règles maison et jeux de règles.
reason-rules-not-object = Les règles doivent être une liste de paramètres avec leurs valeurs.
reason-rule-unknown = Il n'y a pas de règle « { $name } ». Règles possibles : { $valid }
reason-rule-not-pair = { $name } : « { $value } » n'est pas une paire comme 0:50.
reason-rule-not-number-pair = { $name } : « { $value } » n'est pas une paire de nombres entiers comme 1500:90.
reason-rule-not-yes-no = { $name } : « { $value } » n'est ni oui (true) ni non (false).
reason-rule-not-whole-number = { $name } : « { $value } » n'est pas un nombre entier.
reason-rule-out-of-range = { $name } : { $value } est hors limites ; choisissez entre { $lo } et { $hi }.
reason-rule-expected-pairs = { $name } : il faut des paires comme 0:50,1500:90.
reason-rule-expected-list = { $name } : il faut une liste de { $valid } séparés par des virgules (ou rien).
reason-rule-bad-member = { $name } : « { $value } » n'est pas permis ; choisissez parmi { $valid } (séparés par des virgules, ou rien).
reason-rule-bad-choice = { $name } : « { $value } » n'est pas un choix possible ; choisissez parmi { $valid }.
reason-rule-partnership-players = La formule « { $partnership } » ne convient pas à { $players } joueurs ; à { $players } joueurs, choisissez { $valid }.
reason-rule-no-stock = Distribuer { $count } cartes à chacun des { $players } joueurs demande { $need } cartes et ne laisse pas de talon : le jeu compte { $deck } cartes ({ $packs ->
    [one] { $packs } jeu
   *[other] { $packs } jeux
}).
reason-rule-opening-empty = Le barème de la première pose doit compter au moins une paire score:minimum.
reason-rule-opening-scores = Dans le barème de la première pose, les scores doivent augmenter ({ $a } puis { $b }).
reason-rule-opening-minimums = Dans le barème de la première pose, les minimums ne doivent pas baisser ({ $a } puis { $b }).
reason-rule-red3-table = La prime des 3 rouges « { $value } » n'est pas une paire nombre:prime avec un nombre d'au moins 1.
reason-rule-max-wilds-new = Une nouvelle série ne peut pas contenir plus de cartes volantes ({ $new }) qu'une série quelconque ({ $max }).
reason-rule-go-out-canastas = Pour exiger { $value ->
    [natural] une canasta pure
   *[other] une canasta pure et une impure
} pour finir, le nombre de canastas exigé pour finir doit être d'au moins { $min }.
reason-rule-three-of-kind-wild-melds = Prendre une carte volante sur le rebut avec trois cartes volantes de sa sorte exige que les séries de cartes volantes soient permises.
reason-rule-upcard-red3-pozzo = Un 3 rouge retourné ne peut pas aller au premier joueur quand des cartes face cachée (le pozzo) le recouvrent : ces deux règles maison sont incompatibles.
reason-rule-min-naturals = Le minimum de cartes naturelles doit laisser la place à une canasta de 7.
reason-preset-unknown = Il n'y a pas de règles « { $preset } ». Règles possibles : { $valid }
reason-preset-players = Les règles « { $preset } » se jouent à { $valid } joueurs, pas à { $players }.

## Coups tapés en notation.
reason-move-not-text = Un coup doit être du texte.
reason-move-empty = Tapez d'abord un coup.
reason-move-unknown = « { $word } » n'est pas un coup (dans « { $move } »).
reason-move-no-arguments = « { $action } » se tape seul, sans cartes (dans « { $move } »).
reason-move-not-a-kind = « { $word } » n'est pas une carte (dans « { $move } ») : utilisez JK 2 3 4 5 6 7 8 9 10 V D R A.
reason-move-not-a-meld = Aucune série ne s'appelle « { $word } » (dans « { $move } ») : donnez un rang, 3 pour les 3 noirs ou W pour les cartes volantes.
reason-move-take-too-many = On prend le rebut avec au plus 4 cartes de sa main, pas { $count } (dans « { $move } »).
reason-move-meld-too-few = Une série demande au moins 3 cartes, pas { $count } (dans « { $move } »).
reason-move-meld-too-many = Une nouvelle série se pose avec exactement 3 cartes ; ajoutez les autres une à une (dans « { $move } »).
reason-move-add-which-meld = Dites sur quelle série va { $kind }, par exemple « ajouter { $kind_code } sur 7 » (dans « { $move } »).
reason-move-add-own-rank = Une carte naturelle ne va que sur son propre rang (dans « { $move } »).
reason-move-add-wild-meld = Seules les cartes volantes vont sur la série de cartes volantes (dans « { $move } »).
reason-move-add-form = Écrivez « ajouter CARTE » ou « ajouter CARTE sur SÉRIE » (dans « { $move } »).
reason-move-join-form = Écrivez « réunir SÉRIE à RANG », par exemple « réunir Q2 à Q » (dans « { $move } »).
reason-move-discard-form = Écrivez « défausser CARTE », une seule carte (dans « { $move } »).

## Parties enregistrées (fichiers à rejouer ou à importer).
reason-record-not-object = Une partie enregistrée doit être un objet JSON.
reason-record-format = Ce n'est pas une partie enregistrée : son format devrait être « { $format } ».
reason-record-rules = Les règles de la partie : { $reason }
reason-record-seed = La graine de la partie doit être un nombre entier.
reason-record-moves = Les coups de la partie doivent être une liste de coups en notation.
reason-record-players = Les joueurs de la partie doivent être une liste de noms.
reason-record-json = Ce n'est pas du JSON valide (ligne { $line }, colonne { $column }).
reason-record-bad-move = Coup { $n } (« { $move } ») : { $reason }
reason-record-result = La partie indique { $name } { $value }, mais la rejouer donne { $got }.
reason-record-unreadable = impossible de lire « { $path } » : { $reason }
reason-record-too-long = Une partie enregistrée peut compter au plus { $max } coups ; celle-ci en a { $count }.
reason-record-seed-range = La graine de la partie doit être un nombre entier de 64 bits au plus.

## Positions (canasta moves / apply).
reason-position-not-object = Une position doit être un objet JSON.
reason-position-format = Ce n'est pas une position : son format devrait être « { $format } ».
reason-position-missing-field = Le champ « { $name } » manque.
reason-position-field-type = Le champ « { $name } » n'a pas le bon type.
reason-position-is-view = C'est la vue d'une place, pas une position : elle ne montre pas les cartes cachées.
reason-position-too-many-copies = La position montre plus d'exemplaires de « { $face } » que le jeu n'en compte.
reason-position-missing-card = Il manque « { $face } » dans la position : chaque carte doit se trouver quelque part.
reason-position-rules = Les règles de la position : { $reason }
reason-position-seat-range = La place { $seat } n'existe pas à cette table (-1 pour un spectateur).
reason-position-view-seed = La vue d'une place ne contient jamais la graine.
reason-position-hand-negative = Le champ « hand » doit valoir 0 ou plus.
reason-position-dealer = Le donneur, à la place { $seat }, ne joue pas la donne { $hand }.
reason-position-scores-count = Le champ « scores » doit compter { $count ->
    [one] { $count } nombre entier
   *[other] { $count } nombres entiers
}, un par camp.
reason-position-sheet = Le champ « sheet » doit être une liste de lignes de scores, avec un nombre par camp.
reason-position-phase = La phase « { $text } » n'est pas l'une de celles-ci : { $choices }.
reason-position-turn = Le tour est à la place { $seat }, qui ne joue pas cette donne.
reason-position-sides = Le champ « sides » doit être une liste de listes de places.
reason-position-seat-two-sides = La place { $seat } appartient à deux camps.
reason-position-seat-no-side = Chaque place qui joue la donne doit appartenir à un camp.
reason-position-actor = Le joueur qui doit jouer ne participe pas à cette donne.
reason-position-hands-count = Le champ « hands » doit compter { $count ->
    [one] { $count } place
   *[other] { $count } places
}.
reason-position-red3s-count = Le champ « red3s » doit compter { $count ->
    [one] { $count } place
   *[other] { $count } places
}.
reason-position-melds-count = Le champ « melds » doit avoir une entrée par camp.
reason-position-entries-count = Le champ « opened » doit avoir une entrée par camp, et « first_meld », « known » et « red3_done » une entrée par place.
reason-position-not-card-list = Le champ « { $field } » doit être une liste de cartes.
reason-position-not-a-card = Le champ « { $field } » contient « { $text } », qui n'est pas une carte (écrivez par exemple 7h, 10s, Ad ou JK).
reason-position-not-cards-or-count = Le champ « { $field } » doit être une liste de cartes ou un objet qui en donne le nombre (« count »).
reason-position-not-whole-numbers = Le champ « { $field } » doit être une liste de nombres entiers.
reason-position-not-kind-counts = Le champ « { $field } » doit être un objet qui donne un nombre pour chaque sorte de carte.
reason-position-not-a-kind = Dans le champ « { $field } », « { $text } » n'est pas une sorte de carte : utilisez JK 2 3 4 5 6 7 8 9 10 J Q K A.
reason-position-bad-count = Dans le champ « { $field } », « { $text } » n'est pas un nombre entier de cartes.
reason-position-pile-hidden = Le champ « pile_hidden » doit compter les cartes face cachée sous la carte du dessus du rebut.
reason-position-side-melds = Les séries du camp { $side } doivent former une liste.
reason-position-meld-not-object = Une série du camp { $side } doit être un objet.
reason-position-meld = Une série du camp { $side } : { $reason }
reason-position-meld-key = Aucune série ne s'appelle « { $text } » (une série du camp { $side }) : donnez un rang, 3 pour les 3 noirs ou W pour les cartes volantes.
reason-position-meld-twice = Le camp { $side } a deux séries { $meld ->
    [W] de cartes volantes
   *[other] de « { $meld } »
}.
reason-position-red-three-in-hand = La place { $seat } a un 3 rouge en main, alors qu'un 3 rouge ne reste jamais dans la main (C-1.4).
reason-position-black-three-in-hand = La place { $seat } a un 3 noir en main, alors qu'un 3 noir, carte de prime, ne reste jamais dans la main (MA-14).
reason-position-flags = Dans le champ « flags » : { $reason }
reason-position-flag-value = L'indicateur « { $name } » a une valeur illisible : « { $text } ».
reason-position-legal-moves = Le champ « legal_moves » doit être une liste de coups.
reason-position-legal-move = Dans le champ « legal_moves » : { $reason }

# Vérification de la donne (canasta.fairness, `canasta verify`)
reason-fair-no-commitment = La partie ne porte aucun engagement : elle n'a pas été distribuée par un serveur qui s'engage sur sa graine.
reason-fair-unknown-scheme = Schéma d'engagement inconnu « { $scheme } » (attendu : « { $expected } »).
reason-fair-not-text = La partie doit donner le sel et l'engagement sous forme de texte.
reason-fair-seed-mismatch = La graine et le sel révélés ne donnent pas l'engagement inscrit dans la partie.
reason-fair-seen-mismatch = L'engagement que vous avez vu à la table n'est pas celui de la partie.
reason-fair-no-replay = Les coups ne se rejouent pas à partir des donnes de la graine : { $reason }

# --- backup (issue 38) ---
reason-record-number-digits = Un nombre y a trop de chiffres (plus de 4 300).
reason-record-nested = Ce n'est pas du JSON valide : l'imbrication est trop profonde.
reason-position-number-digits = Un nombre y a trop de chiffres (plus de 4 300).
reason-position-nested = Ce n'est pas du JSON valide : l'imbrication est trop profonde.

# --- engine (issue 40) ---
reason-position-meld-card = La série { $meld ->
    [W] de cartes volantes
   *[other] de « { $meld } »
} du camp { $side } contient { $face }, qui n'y a pas sa place (C-8.1).
reason-position-meld-shape = La série { $meld ->
    [W] de cartes volantes
   *[other] de « { $meld } »
} du camp { $side } (cartes naturelles : { $naturals }, cartes volantes : { $wilds }) n'est pas une série permise par ces règles (C-8.2).
reason-position-black-threes = Le camp { $side } a des 3 noirs posés, alors qu'ils ne se posent que pendant le tour où leur joueur sort (C-12.6).

# --- variants (issue 42) ---
reason-rule-bad-rank = { $name } : { $value } n'est pas un rang ; rangs valides : { $valid }.
reason-move-sequence-suit = Une séquence nomme chaque carte avec sa couleur, toutes de la même couleur, p. ex. « meld 4h 5h 6h » (dans « { $move } »).
reason-move-sequence-cards = Une séquence ne contient que des cartes naturelles du 4 à l’as (dans « { $move } »).
reason-rule-go-out-sequences = go_out_sequences ({ $value }) ne peut pas dépasser canastas_to_go_out ({ $max }).

reason-rule-go-out-books = go_out_naturals + go_out_mixed ({ $value }) ne peut pas dépasser canastas_to_go_out ({ $max }).
reason-rule-pile-take-limit = pile_take_limit ({ $value }) doit valoir 0 (tout le rebut) ou au moins 2, et ne se combine pas avec upcard_pozzo.
reason-position-feet = Le champ « feet » doit donner un pied par joueur, et seulement quand les règles en distribuent un.
