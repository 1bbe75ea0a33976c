## The web table (owned by branch web-15).

table-actions = Ťahy s vybratými kartami
table-announce = { $name }: { $move }
table-bot-name = Počítač { $n } ({ $level })
table-cards-n = { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } kariet
}
table-confirm = Potvrdiť vyloženie
table-copied = Odkaz skopírovaný
table-copy = Kopírovať
table-empty-seat = Miesto { $n } (voľné)
table-fill-button = Posadiť počítač
table-fill-seat = Miesto { $n } je voľné: dať ho počítaču
table-hand = Kolo
table-hand-n = Kolo { $n }
table-hand-over = Kolo skončilo
table-invite = Odkaz na pozvanie
table-is-legal = { $move } je dovolené
table-legal-moves = Vaše povolené ťahy
table-match-over = Hra skončila
table-melds = Vyložené kombinácie
table-move-log = Ťahy v tomto kole
table-needs-opening = Prvé vyloženie: treba { $min } bodov ({ $have } v tomto ťahu)
table-no-melds = Zatiaľ nič vyložené
table-no-moves = Zatiaľ žiadne ťahy
table-not-allowed = Nie je dovolené — { $move }: { $reason }
table-notation = Zápis ťahu
table-opened = Prvá kombinácia vyložená
table-pending = Karty z kôpky čakajú na prvé vyloženie
table-personal-hint = Nezdieľajte ho: kto ho otvorí, hrá za vás.
table-personal-link = Váš osobný odkaz (na hru z iného zariadenia)
table-pick-one-for-meld = Najprv vyberte jednu kartu, potom kombináciu, ku ktorej ju priložíte.
table-pile-and-stock = Talón a odhadzovacia kôpka
table-pile-empty = Kôpka je prázdna
table-pile-n = Kôpka: { $n }
table-players = Hráči
table-reconnecting = Spojenie prerušené, pripájam znova…
table-red-threes = Červené trojky
# all threes laid out, where black threes are bonus cards too (MA-14)
table-threes = Trojky
table-resynced = Stôl sa pohol skôr, než dorazil váš ťah; tu je aktuálny stav.
table-score-n = { $n } bodov
table-score-sheet = Zápis skóre
table-seat-n = Miesto { $n }
table-select-hint = Vyberte karty na vyloženie, priloženie alebo odhodenie, alebo zvoľte ťah nižšie.
table-select-hint-n = Vybraté karty: { $n }. Nová kombinácia má 3 karty, odhodenie alebo priloženie 1
table-send = Hrať
table-side-n = Družstvo { $n }
table-sit-at = Sadnúť si na miesto { $n }
table-sit-down = Sadnúť si
table-sitting-out = v tomto kole nehrá
table-spectating = Sledujete tento stôl.
table-staged = Ešte nepotvrdené
table-staged-goes-out = Tieto kombinácie použijú vaše posledné karty: potvrďte ich a skončíte.
table-staged-hint = Vyložené sa nedá vziať späť: skontrolujte a potvrďte. Escape zruší.
table-stock-n = Talón: { $n }
table-target = Hra do { $n }
table-title = Kanastový stôl
table-total = Spolu
table-turn-of = Na ťahu: { $name }
table-type-move = Napísať ťah
table-unstage = Vziať späť
table-whole-game = Všetky ťahy hry
table-you = (vy)
table-your-hand = Vaše karty ({ $n })
table-your-side = Vaše družstvo
table-your-turn = Ste na ťahu

## The table of issue 15: seats, moving, hint, chat, timer, results (web-15).

tb-bot-plays = hrá robot
tb-canastas-n = kanasty: { $n }
tb-chat = Chat
tb-chat-message = Správa
tb-chat-said = { $name } píše: { $text }
tb-date = Dátum
tb-dealer-mark = R
tb-dealer = Rozdávajúci
tb-deck = Karty
tb-discard-one = Na odhadzovaciu kôpku položte jednu kartu.
tb-fold = Zbaliť
tb-four-colour = Štvorfarebné karty
tb-give-seat = { $name } je preč: dajte miesto
tb-high-contrast = Vysoký kontrast
tb-hint = Rada
tb-just-drawn = práve potiahnutá
tb-keys = Klávesy: D ťahať, P vziať kôpku, U späť, C potvrdiť, H rada, šípky po ruke, Shift+šípky preusporiadať, medzerník vyberie.
tb-left-in-hand = { $name } mal v ruke:
tb-log-chat = Záznam a chat
tb-log-deal-for = { $name } rozdáva ďalšie kolo
tb-look-at-table = Pozrieť stôl
tb-meld-three = Nová kombinácia potrebuje aspoň tri karty: vyberte ich a potiahnite.
tb-menu = Stôl ▾
tb-mixed-short = zmiešaná
tb-natural-short = čistá
tb-seq-canasta-short = samba
tb-no-chat = Zatiaľ žiadne správy.
tb-none = nič
tb-not-your-turn = Nie ste na ťahu.
tb-other-melds = Kombinácie súperov
tb-own-melds = Kombinácie vášho družstva (sem položte karty)
tb-play-it = Zahrať
tb-react-clap = Bravo
tb-react-gg = Dobrá hra
tb-react-oops = Ups
tb-react-smile = Ha ha
tb-react-up = Dobrý ťah
tb-react-wow = Páni
tb-reactions = Rýchle reakcie
tb-reclaim = Vrátiť sa na miesto
tb-rematch = Odveta
tb-resume = Pokračovať
tb-seat = Miesto
tb-seconds-n = { $n } s
tb-send = Poslať
tb-set = Nastaviť
tb-show-result = Ukázať skóre
tb-sort-rank = Podľa hodnoty
tb-sort-wild = Divoké karty zvlášť
tb-sorted-rank = Ruka zoradená podľa hodnoty.
tb-sorted-wild = Ruka zoradená, divoké karty zvlášť.
tb-sounds = Zvuky
tb-take-pile = Vziať kôpku (alebo ju potiahnite na svoje kombinácie)
tb-takeover-level = potom hrá robot
tb-timer-left = zostáva { $n } s
tb-timer-off = vypnuté
tb-timer-set = Časovač nastavený.
tb-to-play = na ťahu
tb-to-rematch = K odvete
tb-turn-timer = Čas na ťah
tb-undo = Späť
tb-undo-all = Všetko späť
tb-unfold = Ukázať ostatné kombinácie
tb-why-add = Zväčší kombináciu smerom ku kanaste.
tb-why-discard = Je to karta, ktorú najmenej potrebujete a ktorá najmenej pomôže ďalšiemu hráčovi.
tb-why-draw = Kôpku sa teraz neoplatí brať.
tb-why-meld = Vyloženie dá { $points } bodov a priblíži koniec.
tb-why-other = Takto by hral stredný robot.
tb-why-take = Kôpka prinesie { $n } kariet a vrchná karta sa hneď vyloží.
tb-you-are-away = Boli ste preč príliš dlho: za vás hrá robot.

# --- table (issue 40): the invite prompt ---
table-invite-prompt = Jedno miesto čaká na priateľa: pošlite mu tento odkaz, aby si prisadol.
table-share = Zdieľať
table-later = Neskôr
table-confirm-remove = Odobrať hráča { $name } z tohto stola?

# --- table chat: silenced spectators (issue 38, D21) ---
tb-quiet-on = Stlmiť divákov
tb-quiet-off = Povoliť divákom chat
tb-quiet-note = Hráči stlmili chat divákov.

# --- table2 (issue 40): running score, match end, levels, pacing ---
table-on-table = Na stole: { $n }
table-on-table-detail = vyložené karty { $melded } · kanasty { $bonus } · { $all ->
        [yes] trojky
       *[no] červené trojky
    } { $red3 }
table-match-total = Celkové skóre zápasu
table-this-hand = Toto kolo
table-rematch-offer = { $name } ponúka odvetu.
table-pace = Rýchlosť počítačov
table-pace-slow = Pomalá
table-pace-normal = Normálna
table-pace-fast = Rýchla
table-pace-set = Počítače teraz hrajú touto rýchlosťou: { $pace }.
table-friend-left = { $name } už nie je pri stole (offline).
table-friend-back = { $name } je späť pri stole.
table-answer-no = { $name } odpovedá nie: v tomto ťahu nesmiete vyjsť. Hrajte ďalej.
table-answer-yes = { $name } odpovedá áno: vyjdite teraz.
table-add-all = Priložiť vybraté karty ({ $n }) ku kombináciám

# Hand and Foot (HF-3, HF-10): each seat's foot, face down, or "in the foot" once picked up
table-foot-n = { $n ->
    [one] noha: { $n } karta
    [few] noha: { $n } karty
   *[other] noha: { $n } kariet
}
table-in-foot = hrá z nohy
