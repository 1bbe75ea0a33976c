## The web app: lobby, history, replay, navigation.

app-title = Canasta
common-loading = Chargement…
err-http = Erreur du serveur
err-network = Le serveur est injoignable. Vérifiez votre connexion.
history-export = Exporter la partie
history-import = Importer une partie
history-import-hint = Un fichier JSON canasta-record/1 ; chaque coup est vérifié par le moteur.
history-in-progress = Parties en cours
history-none = Aucune partie terminée.
history-replay = Revoir
history-title = Parties terminées
lobby-create = Créer la table
lobby-default = par défaut
lobby-intro = Choisissez un nom pour jouer. Pas de mot de passe : ce navigateur se souvient de vous.
lobby-join = Rejoindre
lobby-new-table = Nouvelle table
lobby-no-tables = Aucune table en cours. Créez-en une !
lobby-open-tables = Tables en cours
lobby-players = Joueurs
lobby-preset = Règles
lobby-quick = Jouer
lobby-quick-hint = Règles classiques, quatre joueurs : vous et un partenaire ordinateur contre deux ordinateurs.
lobby-quick-level = Niveau de l'ordinateur
lobby-quick-title = Jouer maintenant
lobby-refresh = Actualiser
lobby-score = Score
lobby-seat-bot = Ordinateur : { $level }
lobby-seat-human = Un ami (invitation)
lobby-seat-me = Moi
lobby-seats = Places
lobby-sides = Équipes
lobby-start = Commencer
lobby-table = Table
lobby-target = Score à atteindre
lobby-watch = Regarder
lobby-welcome = Bienvenue à la Canasta
lobby-your-name = Votre nom
nav-history = Historique
nav-language = Langue
nav-lobby = Salon
nav-playing-as = Vous jouez : { $name }
nav-skip = Aller au contenu
page-error-title = Cette page ne peut pas s'afficher
page-missing-back = Aller au salon
page-missing-text = Il n'y a pas de page à l'adresse { $path }. Le salon mène aux tables, à l'historique et aux pages du club.
page-missing-title = Page introuvable
replay-first = Début
replay-keys = Les flèches avancent ou reculent ; Début et Fin sautent.
replay-last = Fin
replay-next = Suivant
replay-next-hand = Fin de cette donne
replay-prev = Précédent
replay-prev-hand = Fin de la donne précédente
replay-step = Coup { $n } sur { $total }
replay-title = Rediffusion de la table { $id }

## Identity links (branch server-13)
identity-switch = Ce lien contient l'identité de { $name } (joueur n° { $id }). Vous jouez en tant que { $current } (joueur n° { $current_id }). Jouer en tant que { $name } sur cet appareil ? Votre identité est conservée : vous pourrez la reprendre en haut de la page.
identity-take = Ce lien contient l'identité de { $name } (joueur n° { $id }). Jouer en tant que { $name } sur cet appareil ? Ne l'ouvrez que si c'est votre propre lien.
identity-restore = Revenir à { $name } (n° { $id })
identity-bad-link = Ce lien ne contient aucune identité valide.

# --- accounts (issue 38) ---
nav-sign-out = Se déconnecter
nav-sign-in = Se connecter

# --- table2 (issue 40): Play now in the player's own rulebook ---
lobby-quick-hint-rules = Règle : { $rules } ; quatre joueurs : vous et un partenaire ordinateur contre deux ordinateurs.
lobby-quick-classic = Jouer en règle classique

# --- table2 (issue 40): History, my games ---
history-closed = fermée par un organisateur
history-all = Afficher toutes les parties de ce serveur ({ $n })
history-none-mine = Vous n'avez encore terminé aucune partie.
