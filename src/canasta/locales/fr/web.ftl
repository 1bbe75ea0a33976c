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
lobby-bad-rule = « { $line } » n'est pas de la forme clé=valeur
lobby-create = Créer la table
lobby-default = par défaut
lobby-house-hint = Par exemple hand_size=7 ou canastas_to_go_out=2. Le moteur les vérifie et dit ce qui ne va pas ; « canasta rules » liste toutes les clés.
lobby-house-rules = Règles maison (clé=valeur, une par ligne)
lobby-intro = Choisissez un nom pour jouer. Pas de mot de passe : ce navigateur se souvient de vous.
lobby-join = Rejoindre
lobby-new-table = Nouvelle table
lobby-no-tables = Aucune table en cours. Créez-en une !
lobby-open-tables = Tables en cours
lobby-players = Joueurs
lobby-preset = Règles
lobby-refresh = Actualiser
lobby-rule-list = Toutes les règles maison (descriptions en anglais)
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
replay-first = Début
replay-keys = Les flèches avancent ou reculent ; Début et Fin sautent.
replay-last = Fin
replay-next = Suivant
replay-next-hand = Fin de cette donne
replay-prev = Précédent
replay-prev-hand = Fin de la donne précédente
replay-step = Coup { $n } sur { $total }
replay-title = Rediffusion de la table { $id }
