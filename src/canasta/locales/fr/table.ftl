## The web table (owned by branch web-15).

table-actions = Coups pour les cartes sélectionnées
table-announce = { $name } : { $move }
table-bot-name = Ordinateur { $n } ({ $level })
table-cards-n = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
table-confirm = Confirmer les séries
table-copied = Lien copié
table-copy = Copier
table-empty-seat = Place { $n } (libre)
table-fill-button = Asseoir l'ordinateur
table-fill-seat = La place { $n } est libre : la donner à l'ordinateur
table-hand = Donne
table-hand-n = Donne { $n }
table-hand-over = Donne terminée
table-invite = Lien d'invitation
table-is-legal = { $move } est permis
table-legal-moves = Vos coups permis
table-match-over = Partie terminée
table-melds = Séries posées
table-move-log = Coups de cette donne
table-needs-opening = Ouverture : { $min } points requis ({ $have } posés ce tour)
table-no-melds = Aucune série
table-no-moves = Aucun coup
table-not-allowed = Interdit — { $move } : { $reason }
table-notation = Notation du coup
table-opened = Ouverture faite
table-pending = Cartes du rebut en attente de l'ouverture
table-personal-hint = Gardez-le pour vous : qui l'ouvre joue à votre place.
table-personal-link = Votre lien personnel (pour jouer depuis un autre appareil)
table-pick-one-for-meld = Sélectionnez d'abord une carte, puis la série où l'ajouter.
table-pile-and-stock = Talon et rebut
table-pile-empty = Le rebut est vide
table-pile-n = Rebut : { $n }
table-players = Joueurs
table-reconnecting = Connexion perdue, reconnexion…
table-red-threes = 3 rouges
# all threes laid out, where black threes are bonus cards too (MA-14)
table-threes = Les 3
table-resynced = La table a avancé avant l'arrivée de votre coup ; la voici à jour.
table-score-n = { $n } points
table-score-sheet = Feuille de marque
table-seat-n = Place { $n }
table-select-hint = Sélectionnez des cartes pour les poser, les ajouter ou les défausser, ou choisissez un coup ci-dessous.
table-select-hint-n = { $n } cartes sélectionnées : une série se pose avec 3 cartes, une défausse ou un ajout avec 1
table-send = Jouer
table-side-n = Équipe { $n }
table-sit-at = Prendre la place { $n }
table-sit-down = S'asseoir
table-sitting-out = ne joue pas cette donne
table-spectating = Vous regardez cette table.
table-staged = Pas encore confirmé
table-staged-goes-out = Ces séries utilisent vos dernières cartes : confirmez-les pour sortir.
table-staged-hint = Une série posée ne se reprend pas : vérifiez puis confirmez. Échap efface.
table-stock-n = Talon : { $n }
table-target = Partie en { $n }
table-title = Table de canasta
table-total = Total
table-turn-of = { $name } joue
table-type-move = Saisir un coup
table-unstage = Reprendre
table-whole-game = Tous les coups de la partie
table-you = (vous)
table-your-hand = Votre main ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
})
table-your-side = Votre équipe
table-your-turn = À vous de jouer

## The table of issue 15: seats, moving, hint, chat, timer, results (web-15).

tb-bot-plays = un robot joue
tb-canastas-n = { $n } canastas
tb-chat = Discussion
tb-chat-message = Message
tb-chat-said = { $name } dit : { $text }
tb-date = Date
tb-dealer-mark = D
tb-dealer = Donneur
tb-deck = Cartes
tb-discard-one = Posez une seule carte sur le rebut.
tb-fold = Replier
tb-four-colour = Jeu à quatre couleurs
tb-give-seat = { $name } est absent : confier la place à
tb-high-contrast = Contraste élevé
tb-hint = Conseil
tb-just-drawn = vient d'être piochée
tb-keys = Touches : D piocher, P prendre le rebut, U annuler, C confirmer, H conseil, flèches pour parcourir la main, Maj+flèches pour la réordonner, Espace pour choisir.
tb-left-in-hand = { $name } garde :
tb-log-chat = Journal et discussion
tb-log-deal-for = { $name } a distribué la donne suivante
tb-look-at-table = Voir la table
tb-meld-three = Une nouvelle série demande au moins trois cartes : choisissez-les, puis faites-les glisser.
tb-menu = Table ▾
tb-mixed-short = impure
tb-natural-short = pure
tb-seq-canasta-short = samba
tb-no-chat = Aucun message.
tb-none = rien
tb-not-your-turn = Ce n'est pas votre tour.
tb-other-melds = Séries des adversaires
tb-own-melds = Vos séries (déposez des cartes ici pour poser)
tb-play-it = Jouer
tb-react-clap = Bravo
tb-react-gg = Bonne partie
tb-react-oops = Oups
tb-react-smile = Ha ha
tb-react-up = Bien joué
tb-react-wow = Oh là là
tb-reactions = Réactions rapides
tb-reclaim = Reprendre ma place
tb-rematch = Revanche
tb-resume = Reprendre
tb-seat = Place
tb-seconds-n = { $n } s
tb-send = Envoyer
tb-set = Appliquer
tb-show-result = Voir le score
tb-sort-rank = Par rang
tb-sort-wild = Cartes volantes à part
tb-sorted-rank = Main triée par rang.
tb-sorted-wild = Main triée, cartes volantes à part.
tb-sounds = Sons
tb-take-pile = Prendre le rebut (ou le faire glisser sur vos séries)
tb-takeover-level = puis un robot joue
tb-timer-left = { $n } secondes restantes
tb-timer-off = désactivé
tb-timer-set = Minuteur réglé.
tb-to-play = à jouer
tb-to-rematch = Aller à la revanche
tb-turn-timer = Temps par tour
tb-undo = Annuler
tb-undo-all = Tout annuler
tb-unfold = Voir les autres séries
tb-why-add = Elle fait grandir votre série vers une canasta.
tb-why-discard = C'est la carte la moins utile à votre main et au joueur suivant.
tb-why-draw = Le rebut ne vaut pas la peine d'être pris.
tb-why-meld = Poser ces cartes rapporte { $points } points et rapproche la sortie.
tb-why-other = Le robot moyen jouerait ainsi.
tb-why-take = Le rebut apporte { $n } cartes et sa carte du dessus se pose tout de suite.
tb-you-are-away = Vous étiez absent trop longtemps : un robot joue à votre place.

# --- table (issue 40): the invite prompt ---
table-invite-prompt = Une place attend un ami : envoyez-lui ce lien pour qu'il s'assoie.
table-share = Partager
table-later = Plus tard
table-confirm-remove = Retirer { $name } de cette table ?

# --- table chat: silenced spectators (issue 38, D21) ---
tb-quiet-on = Faire taire les spectateurs
tb-quiet-off = Laisser les spectateurs discuter
tb-quiet-note = Les joueurs ont fait taire la discussion des spectateurs.

# --- table2 (issue 40): running score, match end, levels, pacing ---
table-on-table = Sur la table : { $n }
table-on-table-detail = cartes posées { $melded } · canastas { $bonus } · { $all ->
        [yes] 3
       *[no] 3 rouges
    } { $red3 }
table-match-total = Total de la partie
table-this-hand = Cette donne
table-rematch-offer = { $name } propose une revanche.
table-pace = Vitesse des ordinateurs
table-pace-slow = Lente
table-pace-normal = Normale
table-pace-fast = Rapide
table-pace-set = Les ordinateurs jouent désormais à cette vitesse : { $pace }.
table-friend-left = { $name } a quitté la table (hors ligne).
table-friend-back = { $name } est de retour à la table.
table-answer-no = { $name } a répondu non : vous ne pouvez pas sortir ce tour-ci. Continuez à jouer.
table-answer-yes = { $name } a répondu oui : sortez maintenant.
table-add-all = Ajouter ces { $n } cartes à vos séries

# Hand and Foot (HF-3, HF-10): each seat's foot, face down, or "in the foot" once picked up
table-foot-n = { $n ->
    [one] pied : { $n } carte
   *[other] pied : { $n } cartes
}
table-in-foot = joue son pied
