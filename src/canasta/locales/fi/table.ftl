## The web table (owned by branch web-15).

table-actions = Siirrot valituilla korteilla
table-announce = { $name }: { $move }
table-bot-name = Tietokone { $n } ({ $level })
table-cards-n = { $n ->
    [one] { $n } kortti
   *[other] { $n } korttia
}
table-confirm = Vahvista pöytäykset
table-copied = Linkki kopioitu
table-copy = Kopioi
table-empty-seat = Paikka { $n } (vapaa)
table-fill-button = Aseta tietokone
table-fill-seat = Paikka { $n } on vapaa: anna se tietokoneelle
table-hand = Jako
table-hand-n = Jako { $n }
table-hand-over = Jako päättyi
table-invite = Kutsulinkki
table-is-legal = { $move } on sallittu
table-legal-moves = Sallitut siirtosi
table-match-over = Peli päättyi
table-melds = Pöytäykset
table-move-log = Tämän jaon siirrot
table-needs-opening = Avauspöytäys: tarvitaan { $min } pistettä ({ $have } tällä vuorolla)
table-no-melds = Ei vielä pöytäyksiä
table-no-moves = Ei vielä siirtoja
table-not-allowed = Ei sallittu — { $move }: { $reason }
table-notation = Siirron merkintä
table-opened = Avauspöytäys tehty
table-pending = Avopakan kortit odottavat avauspöytäystä
table-personal-hint = Pidä se itselläsi: sen avaaja pelaa sinuna.
table-personal-link = Henkilökohtainen linkkisi (toiselta laitteelta pelaamiseen)
table-pick-one-for-meld = Valitse ensin yksi kortti ja sitten yhdistelmä, johon se lisätään.
table-pile-and-stock = Umpipakka ja avopakka
table-pile-empty = Avopakka on tyhjä
table-pile-n = Avopakka: { $n }
table-players = Pelaajat
table-reconnecting = Yhteys katkesi, yhdistetään uudelleen…
table-red-threes = Punaiset kolmoset
# all threes laid out, where black threes are bonus cards too (MA-14)
table-threes = Kolmoset
table-resynced = Pöytä ehti edetä ennen siirtoasi; tässä nykytilanne.
table-score-n = { $n } pistettä
table-score-sheet = Pistetaulukko
table-seat-n = Paikka { $n }
table-select-hint = Valitse kortteja pöydättäväksi, lisättäväksi tai heitettäväksi, tai valitse siirto alta.
table-select-hint-n = { $n } korttia valittu: uusi pöytäys on 3 korttia, heitto tai lisäys 1
table-send = Pelaa
table-side-n = Joukkue { $n }
table-sit-at = Istu paikalle { $n }
table-sit-down = Istu pöytään
table-sitting-out = ei pelaa tätä jakoa
table-spectating = Katselet tätä pöytää.
table-staged = Ei vielä vahvistettu
table-staged-goes-out = Nämä pöytäykset käyttävät viimeiset korttisi: vahvista ne lopettaaksesi.
table-staged-hint = Pöytäystä ei voi perua: tarkista ja vahvista. Esc tyhjentää.
table-stock-n = Umpipakka: { $n }
table-target = Peli { $n } pisteeseen
table-title = Canasta-pöytä
table-total = Yhteensä
table-turn-of = Vuorossa: { $name }
table-type-move = Kirjoita siirto
table-unstage = Peru
table-whole-game = Pelin kaikki siirrot
table-you = (sinä)
table-your-hand = Kätesi ({ $n ->
    [one] { $n } kortti
   *[other] { $n } korttia
})
table-your-side = Joukkueesi
table-your-turn = Sinun vuorosi

## The table of issue 15: seats, moving, hint, chat, timer, results (web-15).

tb-bot-plays = botti pelaa
tb-canastas-n = canastoja: { $n }
tb-chat = Keskustelu
tb-chat-message = Viesti
tb-chat-said = { $name } sanoo: { $text }
tb-date = Päivä
tb-dealer-mark = J
tb-dealer = Jakaja
tb-deck = Kortit
tb-discard-one = Pudota avopakkaan yksi kortti.
tb-fold = Piilota
tb-four-colour = Nelivärinen pakka
tb-give-seat = { $name } on poissa: anna paikka
tb-high-contrast = Suuri kontrasti
tb-hint = Vihje
tb-just-drawn = juuri nostettu
tb-keys = Näppäimet: D nosta, P ota avopakka, U peru, C vahvista, H vihje, nuolet kädessä, Vaihto+nuolet järjestää, välilyönti valitsee.
tb-left-in-hand = { $name } jäi käteen:
tb-log-chat = Loki ja keskustelu
tb-log-deal-for = { $name } jakoi seuraavan jaon
tb-look-at-table = Katso pöytää
tb-meld-three = Uuteen yhdistelmään tarvitaan vähintään kolme korttia: valitse ne ja vedä.
tb-menu = Pöytä ▾
tb-mixed-short = seka
tb-natural-short = luonnollinen
tb-seq-canasta-short = samba
tb-no-chat = Ei viestejä.
tb-none = ei mitään
tb-not-your-turn = Ei ole vuorosi.
tb-other-melds = Vastustajien yhdistelmät
tb-own-melds = Oman puolen yhdistelmät (pudota kortit tähän)
tb-play-it = Pelaa
tb-react-clap = Bravo
tb-react-gg = Hyvä peli
tb-react-oops = Hups
tb-react-smile = Hah hah
tb-react-up = Hyvin pelattu
tb-react-wow = Vau
tb-reactions = Pikareaktiot
tb-reclaim = Ota paikka takaisin
tb-rematch = Uusintaottelu
tb-resume = Jatka
tb-seat = Paikka
tb-seconds-n = { $n } s
tb-send = Lähetä
tb-set = Aseta
tb-show-result = Näytä pisteet
tb-sort-rank = Arvon mukaan
tb-sort-wild = Jokerit erikseen
tb-sorted-rank = Käsi järjestetty arvon mukaan.
tb-sorted-wild = Käsi järjestetty, jokerit erikseen.
tb-sounds = Äänet
tb-take-pile = Ota avopakka (tai vedä se yhdistelmiisi)
tb-takeover-level = sitten pelaa botti
tb-timer-left = { $n } sekuntia jäljellä
tb-timer-off = pois
tb-timer-set = Vuoroajastin asetettu.
tb-to-play = vuorossa
tb-to-rematch = Uusintaotteluun
tb-turn-timer = Vuoron aikaraja
tb-undo = Peru
tb-undo-all = Peru kaikki
tb-unfold = Näytä muiden yhdistelmät
tb-why-add = Se kasvattaa yhdistelmää kohti canastaa.
tb-why-discard = Tätä korttia tarvitset vähiten, eikä se juuri auta seuraavaa pelaajaa.
tb-why-draw = Avopakkaa ei kannata nyt ottaa.
tb-why-meld = Näiden laskeminen tuo { $points } pistettä ja vie lähemmäs pelin loppua.
tb-why-other = Keskitason botti pelaisi näin.
tb-why-take = Avopakka tuo { $n } korttia ja päällimmäinen kortti pääsee heti pöytään.
tb-you-are-away = Olit poissa liian kauan: botti pelaa puolestasi.

# --- table (issue 40): the invite prompt ---
table-invite-prompt = Yksi paikka odottaa ystävää: lähetä hänelle tämä linkki, niin hän pääsee istumaan.
table-share = Jaa
table-later = Myöhemmin
table-confirm-remove = Poistetaanko { $name } tästä pöydästä?

# --- table chat: silenced spectators (issue 38, D21) ---
tb-quiet-on = Hiljennä katsojat
tb-quiet-off = Salli katsojien keskustella
tb-quiet-note = Pelaajat ovat hiljentäneet katsojien keskustelun.

# --- table2 (issue 40): running score, match end, levels, pacing ---
table-on-table = Pöydässä: { $n }
table-on-table-detail = pöydätyt kortit { $melded } · canastat { $bonus } · { $all ->
        [yes] kolmoset
       *[no] punaiset kolmoset
    } { $red3 }
table-match-total = Ottelun yhteispisteet
table-this-hand = Tämä jako
table-rematch-offer = { $name } tarjoaa uusintaottelua.
table-pace = Tietokoneen nopeus
table-pace-slow = Hidas
table-pace-normal = Tavallinen
table-pace-fast = Nopea
table-pace-set = Tietokone pelaa nyt tällä nopeudella: { $pace }.
table-friend-left = { $name } poistui pöydästä (ei linjoilla).
table-friend-back = { $name } palasi pöytään.
table-answer-no = { $name } vastasi ei: et saa lopettaa tällä vuorolla. Jatka peliä.
table-answer-yes = { $name } vastasi kyllä: lopeta nyt.
table-add-all = Lisää nämä { $n } korttia yhdistelmiin

# Hand and Foot (HF-3, HF-10): each seat's foot, face down, or "in the foot" once picked up
table-foot-n = { $n ->
    [one] jalka: { $n } kortti
   *[other] jalka: { $n } korttia
}
table-in-foot = pelaa jalkaa
