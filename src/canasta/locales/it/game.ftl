## Vocabolario di gioco comune a tutte le interfacce. Le variabili sono descritte in en/game.ftl.
## Le carte francesi in Italia portano J, Q, K: kind-* e face-* danno le stesse lettere.

kind-jk = Jolly
kind-2 = 2
kind-3 = 3 nero
kind-3r = 3 rosso
kind-4 = 4
kind-5 = 5
kind-6 = 6
kind-7 = 7
kind-8 = 8
kind-9 = 9
kind-10 = 10
kind-j = J
kind-q = Q
kind-k = K
kind-a = A
face-j = J
face-q = Q
face-k = K
face-a = A
face-jk = JK

rank-2 = Due
rank-3 = Tre
rank-4 = Quattro
rank-5 = Cinque
rank-6 = Sei
rank-7 = Sette
rank-8 = Otto
rank-9 = Nove
rank-10 = Dieci
rank-j = Fante
rank-q = Donna
rank-k = Re
rank-a = Asso
suit-c = fiori
suit-d = quadri
suit-h = cuori
suit-s = picche
card-facedown = carta coperta
card-joker = Jolly
card-label = { $rank } di { suit-name }
suit-name = { $suit ->
    [c] fiori
    [d] quadri
    [h] cuori
   *[s] picche
}

card-obj = { $kind ->
    [joker] il jolly
    [two] la pinella
    [three] il 3 nero
    [redthree] il 3 rosso
    [eight] l'8
    [jack] il fante
    [queen] la donna
    [king] il re
    [ace] l'asso
   *[other] il { $short }
}
card-done = { card-obj }
pile-top-obj = la carta in cima

meld-of = { $kind ->
    [eight] gli 8
    [jack] i fanti
    [queen] le donne
    [king] i re
    [ace] gli assi
    [wild] le matte
    [three] i 3 neri
   *[other] i { $short }
}
meld-to = { $kind ->
    [eight] agli 8
    [jack] ai fanti
    [queen] alle donne
    [king] ai re
    [ace] agli assi
    [wild] alla combinazione di matte
    [three] ai 3 neri
   *[other] ai { $short }
}
meld-wild = combinazione di matte (pinelle) e jolly
meld-mixed-canasta = canasta sporca
meld-natural-canasta = canasta pulita
## La scala di un seme di una squadra (Samba, Bolivia): $suit c d h s, $n il suo numero tra le scale
## di quel seme, $sym il segno; le $cards di una nuova scala, dalla più bassa alla più alta.
meld-seq = { $n ->
    [1] scala di { suit-name }
   *[other] scala { $n } di { suit-name }
}
meld-seq-to = alla { meld-seq }
meld-seq-canasta = samba (una scala di sette)
move-meld-seq = Cala una scala di { suit-name }: { $cards }
log-meld-seq = { $name } ha calato una scala di { suit-name }: { $cards }

move-draw = Pesca dal mazzo
move-take-lay = Prendi il pozzo aggiungendo { $top } alla tua combinazione
move-take-on = Prendi il pozzo aggiungendo { $top } { $meld }
move-take-with = Prendi il pozzo: { $top } con { $cards } dalla mano
# the ways to take the pile, listed after "You can take the pile:" (no repeat of the verb)
way-take-with = { $top } con { $cards } dalla mano
way-take-on = aggiungendo { $top } { $meld }
way-take-lay = aggiungendo { $top } alla tua combinazione
move-meld = Cala { $cards }
move-add = Aggiungi { $card } { $meld }
move-discard = Scarta { $card }
move-ask = Chiedi al compagno: posso chiudere?
move-yes = Sì
move-no = No
move-end = Termina il turno
move-deal = Distribuisci la mano successiva

log-draw = { $name } ha pescato dal mazzo
log-take-with = { $name } ha preso { log-pile } con { $cards }
log-take-lay = { $name } ha preso { log-pile } aggiungendo { $top } alla sua combinazione
log-take-on = { $name } ha preso { log-pile } aggiungendo { $top } { $meld }
# The pile taken, with its size when the log knows it ($count 0: not known).
log-pile = { $count ->
    [0] il pozzo
   *[other] il pozzo ({ cards-n })
}
log-meld = { $name } ha calato { $cards }
log-add = { $name } ha aggiunto { $card } { $meld }
meld-group-to = { meld-to } (combinazione { $n })
move-join = Unisci { meld-of } (combinazione { $n }) alla prima combinazione
log-join = { $name } ha unito { meld-of } (combinazione { $n }) alla prima combinazione
log-discard = { $name } ha scartato { $card }
log-discard-talon = { $count ->
        [one] { $name } ha scartato { $card } e pescato un tallone di 1 carta
       *[other] { $name } ha scartato { $card } e pescato un tallone di { $count } carte
    }
log-ask = { $name } ha chiesto: posso chiudere?
log-yes = { $name } ha risposto sì
log-no = { $name } ha risposto no
log-end = { $name } ha terminato il turno
log-deal = { $name } distribuisce le carte
log-went-out = { $name } ha chiuso
log-went-out-concealed = { $name } ha chiuso in mano

cards-n = { $count ->
    [one] { $count } carta
   *[other] { $count } carte
}
seat-cards = { $name }: { cards-n }
you = Tu

notation-words =
    .draw = pesca
    .take = prendi
    .meld = cala
    .add = aggiungi
    .join = unisci
    .discard = scarta
    .ask = chiedi
    .yes = sì si
    .no = no
    .end = fine termina
    .deal = distribuisci
    .on = su sul sui sugli
    .to = a al ai agli alle
    .joker = jk jolly
    .wild = w matte
notation-help = Scrivi una mossa: pesca · prendi 7 7 (prendi il pozzo con due 7) · prendi su 7 (metti la matta in cima sui tuoi 7) · cala 7 7 7 · aggiungi 7 · aggiungi 2 ai 7 · scarta 9 · chiedi · fine · distribuisci. Carte: da 4 a 10, J, Q, K, A, 2 (pinella), 3 (3 nero), JK (jolly); W è la combinazione di matte.
notation-unknown-word = «{ $word }» non è né una mossa né una carta.
notation-empty = Scrivi prima una mossa.

# .short: the level in a seat's name, "Computer 2 (Beginner)" (the long name is the menu's)
level-random = Principiante (gioca a caso)
    .short = Principiante
level-heuristic = Giocatore d'istinto
level-ismcts = Stratega (pensa in anticipo)
    .short = Stratega
level-easy = Facile
level-medium = Medio
level-hard = Difficile
level-expert = Esperto
level-imported = Giocatore importato

preset-classic = Classica
preset-french = Francese
preset-slovak = Slovacca
preset-italian = Italiana (Canastone)
preset-finnish = Finlandese
partnership-solo = Ognuno per sé
partnership-cutthroat = Uno contro due
partnership-pairs = Coppie
partnership-trios = Due terzetti
partnership-trio-and-pair = Un terzetto contro una coppia
partnership-trio-and-pair-rotate = Un terzetto (uno resta fuori a turno) contro una coppia
partnership-trios-rotate = Due terzetti, un giocatore di ciascuno resta fuori a turno

pile-blocked-black3 = Bloccato: c'è un 3 nero in cima
pile-blocked-wild = Bloccato: c'è una matta in cima
pile-frozen = Congelato: si prende solo con una coppia naturale
pile-frozen-unopened = Congelato per la tua squadra finché non ha aperto
pile-frozen-wild = Congelato da una matta: si prende solo con una coppia naturale
pile-pozzo = Sotto la carta in cima ci sono carte coperte (pozzo)
pile-top = carta in cima

ask-text = { $name } chiede se può chiudere. La tua risposta è vincolante.
ask-title = Posso chiudere?
ask-waiting = In attesa della risposta del compagno…

result-canasta-bonus = Premio canaste
result-concealed-canasta-bonus = Canaste calate in una volta
result-ended-out = Un giocatore ha chiuso.
result-ended-pile = La mano è finita: il pozzo non si poteva prendere.
result-ended-stock = La mano è finita: il mazzo è esaurito.
result-going-out = Chiusura
result-hand-over = Fine della mano { $n }
result-in-hand = Carte rimaste in mano
result-match-over = La partita è finita
result-melded = Carte calate
result-mixed-canastas = Canaste sporche
result-natural-canastas = Canaste pulite
result-red3-points = Punti dei 3 rossi
result-red-threes = 3 rossi
result-threes = I 3
result-three-points = Punti dei 3
result-total = Totale della mano
result-waiting-deal = In attesa della prossima distribuzione…
result-went-out = { $name } ha chiuso.
result-went-out-concealed = { $name } ha chiuso in mano!
result-winner = Vince: { $names }
# between the items of a list on one line (the ways to take the pile, what a draw brought, the moves not yet confirmed)
list-sep = {"; "}
# a label before what it names ("Hint: ..."; French sets a no-break space before the colon)
label-colon = { $label }:

# --- variants (issue 42) ---
preset-american = Americana moderna
preset-samba = Samba
preset-bolivia = Bolivia

preset-handfoot = Hand and Foot (mano e piede)
