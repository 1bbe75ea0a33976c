## Refus et avis du serveur web (web/refusals.py). Voir en/server.ftl pour les variables.

## Joueurs et membres
server-unknown-player = Joueur inconnu : créez d'abord un joueur.
server-sign-in-first = Joueur inconnu : créez un joueur ou connectez-vous d'abord.
server-no-player = Il n'y a pas de joueur { $player }.
server-no-member = Il n'y a pas de membre { $player }.
server-name-blank = nom : le nom ne peut pas être vide.
server-blank-name = Le nom ne peut pas être vide.
server-name-of-member = « { $name } » est le nom d'un membre : connectez-vous sous ce nom, ou choisissez-en un autre.
server-name-taken = Le nom « { $name } » est déjà pris par le membre « { $member } ».
server-name-taken-first = Le nom « { $name } » est déjà pris par le membre « { $member } » : choisissez d'abord un autre nom.
server-password-short = Un mot de passe doit compter au moins { $min ->
    [one] { $min } caractère
   *[other] { $min } caractères
}.
server-member-already = Vous êtes déjà membre : changez plutôt votre mot de passe.
server-sign-in-throttled = Trop de tentatives de connexion : attendez une minute et réessayez.
server-wrong-password = Nom ou mot de passe incorrect.
server-old-password-wrong = L'ancien mot de passe n'est pas le bon.
server-organiser-only = Seul un organisateur peut faire cela.
server-organiser-self = Un organisateur ne peut pas se retirer lui-même.

## Tables et places
server-no-table = Il n'y a pas de table « { $table } ».
server-bad-status = L'état doit être : en cours, terminée, importée ou fermée.
server-bad-rules = Ces règles maison ne peuvent pas être jouées.
server-rule-own-field = { $name ->
    [players] Choisissez le nombre de joueurs dans son propre champ, pas comme règle maison.
   *[other] Choisissez la variante dans son propre champ, pas comme règle maison.
}
server-unknown-preset = Il n'y a pas de variante « { $preset } » ; choisissez parmi : { $valid }.
server-seat-unknown-bot = Place { $seat } : il n'y a pas de joueur ordinateur « { $level } » ; choisissez parmi : { $valid }.
server-unknown-bot = Il n'y a pas de joueur ordinateur « { $level } » ; choisissez parmi : { $valid }.
server-too-many-seats = { $count ->
    [one] { $count } place indiquée
   *[other] { $count } places indiquées
} pour { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}.
server-bad-seat = La place doit aller de 0 à { $last }.
server-game-over = La partie est terminée.
server-removed-from-table = Un organisateur vous a retiré de cette table : vous pouvez la regarder, pas vous y asseoir.
server-seat-not-free = Cette place n'est pas libre.
server-player-not-there = Ce joueur n'est plus à cette place.
server-storage-conflict = Quelqu'un d'autre a modifié cette table au même moment : regardez à nouveau et réessayez.
server-bot-owner-only = Seul le joueur qui a créé la table, ou un organisateur, peut installer un joueur ordinateur.
server-own-seat = C'est votre propre place.
server-player-present = Ce joueur est à la table.
server-timer-owner-only = Seul le joueur qui a créé la table peut régler la minuterie des tours.
server-rematch-players-only = Seul un joueur de la table peut lancer une revanche.
server-match-in-play = La partie est encore en cours.
server-closed-no-rematch = Un organisateur a fermé cette table : pas de revanche.
server-not-in-play = Cette table n'est pas en jeu.
server-no-player-there = Personne n'est assis à cette place.

## Enregistrements, relectures, vérification des donnes
server-record-hidden = L'enregistrement d'une partie en cours reste caché jusqu'à la fin (il montrerait toutes les cartes).
server-commitment-too-long = L'engagement compte au plus { $max } caractères.
server-bad-step = L'étape doit aller de 0 à { $last }.
server-deals-after-game = Les donnes peuvent être vérifiées quand la partie est terminée.
server-no-games = Le joueur { $player } n'a aucune partie terminée.
server-record-too-large = Cet enregistrement est trop gros : { $size } octets, au plus { $max }.
server-too-many-imports = { $count ->
    [one] Vous avez déjà importé { $count } partie, le maximum pour un joueur.
   *[other] Vous avez déjà importé { $count } parties, le maximum pour un joueur.
}
server-import-busy = Le serveur vérifie d'autres enregistrements importés ; réessayez dans une minute.
server-record-duplicate = Cet enregistrement est déjà là, comme table { $table }.
server-record-encoding = Ce n'est pas du JSON valide : le fichier n'est pas du texte UTF-8.
server-record-nested = Ce n'est pas du JSON valide : trop d'imbrications.
server-record-nested-deep = Ce n'est pas un enregistrement de partie : trop d'imbrications.
server-bad-record = Cet enregistrement de partie est illisible.

## Soirées du club (tournois)
server-bad-scoring = Il n'y a pas de décompte « { $scoring } » ; choisissez parmi : { $valid }.
server-event-pairs = Un tournoi se joue par paires : quatre joueurs en deux équipes.
server-player-twice = Le joueur { $player } figure dans deux équipes.
server-entry-no-player = Équipe « { $entry } » : il n'y a pas de joueur { $player }.
server-entry-bad-player = Équipe « { $entry } » : « { $player } » n'est ni un numéro de joueur ni bot:NIVEAU.
server-too-many-rounds = { $count } équipes se rencontrent en { $rounds ->
    [one] { $rounds } tour
   *[other] { $rounds } tours
} au plus.
server-no-event = Il n'y a pas de tournoi « { $event } ».
server-event-done = Tous les tours du tournoi ont été joués.
server-round-in-play = Le tour { $round } est encore en cours.

## Langues et pages de règles
server-unknown-language = Il n'y a pas de langue « { $language } » ; choisissez parmi : { $valid }.
server-rules-json = Les règles maison doivent être un objet JSON règle : valeur.

## La table (WebSocket)
server-not-your-turn = Ce n'est pas votre tour.
server-stale = La partie a avancé (coup { $version }, vous en étiez au coup { $sent }).
server-stale-stored = La partie a avancé : ce coup était déjà enregistré.
server-table-closed = Un organisateur a fermé cette table : plus aucun coup n'y est joué.
server-spectator = Les spectateurs ne jouent pas.
server-move-not-saved = Votre coup n'a pas pu être enregistré (la base de données du serveur est inaccessible en écriture), il n'a donc pas été joué : réessayez dans un instant.
server-storage = Le serveur ne peut pas enregistrer les coups pour l'instant (sa base de données est inaccessible en écriture). Rien n'est perdu ; le jeu reprend dès qu'il peut enregistrer.
server-dead-end = La partie ne peut pas continuer : la place { $seat } n'a aucun coup permis. C'est un défaut du moteur de jeu ; il a été consigné.
server-stage-only = Seules les combinaisons et les ajouts peuvent être préparés avant d'être joués.
server-chat-no-name = Choisissez un nom pour discuter.
server-chat-reaction = Réaction inconnue ; choisissez parmi : { $valid }
server-chat-empty = Un message vide n'est pas envoyé.
server-chat-too-fast = Vous envoyez des messages trop vite : attendez quelques secondes.
server-binary-frame = Le serveur n'accepte que des messages texte.
server-bad-message = Le serveur n'a pas compris un message de cette page : rechargez-la.
server-too-many-messages = Trop de messages : au plus { $rate } par seconde.
server-too-many-resyncs = Trop de demandes de la table entière : au plus { $rate } par seconde ; elle est de toute façon envoyée après chaque coup.
server-too-large = Ce message est trop long : { $size } caractères, au plus { $max }.

## Limites du serveur
server-too-many-requests = Trop de requêtes : au plus { $rate } par seconde depuis une même adresse. Patientez un instant.
server-too-many-connections = Trop de connexions : au plus { $rate } par seconde depuis une même adresse. Patientez un instant.
server-body-too-large = La requête est trop grosse : au plus { $max } octets.
server-body-too-slow = La requête est arrivée trop lentement : elle doit arriver en { $seconds } secondes au plus.
server-internal = Une erreur s'est produite sur le serveur ({ $name }). Elle a été consignée ; réessayez.
server-not-found = Introuvable.
server-method-not-allowed = Cette adresse n'accepte pas cette requête.
server-http = Le serveur a refusé la requête (erreur { $status }).

## Requêtes illisibles ($field est placé devant)
server-invalid = cette valeur n'est pas acceptée.
server-invalid-missing = ce champ est obligatoire.
server-invalid-string-too-long = { $max_length ->
    [one] { $max_length } caractère au plus.
   *[other] { $max_length } caractères au plus.
}
server-invalid-too-long = { $max_length } éléments au plus.
server-invalid-string-too-short = { $min_length ->
    [one] { $min_length } caractère au moins.
   *[other] { $min_length } caractères au moins.
}
server-invalid-string-type = il faut un texte.
server-invalid-int-parsing = il faut un nombre entier.
server-invalid-int-type = il faut un nombre entier.
server-invalid-int-from-float = il faut un nombre entier.
server-invalid-bool-parsing = il faut oui (true) ou non (false).
server-invalid-bool-type = il faut oui (true) ou non (false).
server-invalid-greater-than-equal = il faut { $ge } ou plus.
server-invalid-less-than-equal = il faut { $le } ou moins.
server-invalid-greater-than = il faut plus de { $gt }.
server-invalid-less-than = il faut moins de { $lt }.
server-invalid-literal-error = il faut l'une de ces valeurs : { $expected }.
server-invalid-enum = il faut l'une de ces valeurs : { $expected }.
server-invalid-json-invalid = { $position ->
        [none] le corps de la requête n'est pas du JSON valide.
       *[other] le corps de la requête n'est pas du JSON valide (au caractère { $position }).
    }
server-invalid-dict-type = il faut un objet de noms et de valeurs.
server-invalid-model-attributes-type = il faut un objet de noms et de valeurs.
server-invalid-list-type = il faut une liste.
server-invalid-extra-forbidden = ce champ ne fait pas partie de la requête.

# --- backup (issue 38) ---
server-table-quarantined = Les coups enregistrés de cette table ne se rejouent pas : elle reste en l'état et aucun coup n'y est joué. C'est signalé dans le journal du serveur.
server-import-one-at-a-time = Un de vos enregistrements est déjà en cours de vérification : attendez sa réponse, puis envoyez le suivant.
server-body-unreadable = Le corps de la requête est illisible : ce n'est pas du JSON valide, ou un nombre y a plus de 4 300 chiffres.

# --- accounts (issue 38) ---
server-claim-members-only = Devenez d’abord membre, puis saisissez le code d’organisateur.
server-claim-wrong = Ce code d’organisateur n’est pas le bon, ou il a déjà servi.


# --- replays of finished tables (issue 38, D3) ---
server-replay-busy = Trop de parties consultées à la fois depuis votre adresse : attendez quelques secondes et redemandez.

# --- tables per player (issue 38, D5/D6) ---
server-too-many-tables = Vous avez déjà { $count } tables en cours : terminez-en une ou quittez-la avant d’en commencer une autre.
server-too-many-bot-tables = Vous avez déjà une table de robots seuls en cours : regardez-la jusqu’au bout d’abord.
server-server-bot-tables = Le serveur fait déjà jouer autant de tables de robots seuls qu’il le peut : asseyez-vous à votre table, ou réessayez plus tard.

# --- denial of service and table trust (issue 38) ---
server-already-seated = Vous êtes déjà assis à cette table : une place par joueur.
server-chat-spectators-silenced = Les joueurs ont fait taire la discussion des spectateurs à cette table.
server-chat-table-busy = La discussion de cette table est saturée : au plus { $rate } lignes par seconde. Attendez quelques secondes.
server-chat-address-too-fast = Trop de messages depuis votre adresse : au plus { $rate } par seconde.
server-chat-quiet-players-only = Seul un joueur assis à la table peut faire taire les spectateurs.

# --- sealed rounds (issue 38) ---
server-round-sealed = La table { $table } fait partie de la manche { $round } d’une soirée de club encore en cours : ses cartes restent scellées jusqu’à la fin de toutes les tables de la manche.
server-bad-page = Une page du classement : limit de 1 à { $most } lignes, offset 0 ou plus.

# --- table2 (issue 40): the bots' pace ---
server-pace-players-only = Seul un joueur de la table peut régler la vitesse des ordinateurs.
server-unknown-pace = La vitesse « { $pace } » n'existe pas ; choisissez parmi : { $valid }.
server-event-too-few = { $count } inscriptions ne font qu'une table, or une soirée en duplicate compare les tables : inscrivez-en au moins trois.
