## Odmietnutia a oznámenia webového servera (web/refusals.py). Premenné pozri v en/server.ftl.
## Vykanie v množnom čísle (ste, môžete): minulý čas tak nezávisí od rodu hráča.

## Hráči a členovia
server-unknown-player = Neznámy hráč: najprv si vytvorte hráča.
server-sign-in-first = Neznámy hráč: najprv si vytvorte hráča alebo sa prihláste.
server-no-player = Hráč { $player } neexistuje.
server-no-member = Člen { $player } neexistuje.
server-name-blank = meno: meno nemôže byť prázdne.
server-blank-name = Meno nemôže byť prázdne.
server-name-of-member = „{ $name }“ je meno člena: prihláste sa pod ním alebo si zvoľte iné.
server-name-taken = Meno „{ $name }“ už má člen „{ $member }“.
server-name-taken-first = Meno „{ $name }“ už má člen „{ $member }“: najprv si zvoľte iné meno.
server-password-short = Heslo musí mať aspoň { $min ->
    [one] { $min } znak
    [few] { $min } znaky
   *[other] { $min } znakov
}.
server-member-already = Už ste členom: zmeňte si radšej heslo.
server-sign-in-throttled = Príliš veľa pokusov o prihlásenie: počkajte minútu a skúste to znova.
server-wrong-password = Nesprávne meno alebo heslo.
server-old-password-wrong = Staré heslo nie je správne.
server-organiser-only = To môže urobiť iba organizátor.
server-organiser-self = Organizátor nemôže odstrániť sám seba.

## Stoly a miesta
server-no-table = Stôl „{ $table }“ neexistuje.
server-bad-status = Stav musí byť: hrá sa, skončená, importovaná alebo zatvorená.
server-bad-rules = S týmito domácimi pravidlami sa hrať nedá.
server-rule-own-field = { $name ->
    [players] Počet hráčov zvoľte v jeho vlastnom poli, nie ako domáce pravidlo.
   *[other] Variant pravidiel zvoľte v jeho vlastnom poli, nie ako domáce pravidlo.
}
server-unknown-preset = Variant pravidiel „{ $preset }“ neexistuje; vyberte si z: { $valid }.
server-seat-unknown-bot = Miesto { $seat }: počítačový hráč „{ $level }“ neexistuje; vyberte si z: { $valid }.
server-unknown-bot = Počítačový hráč „{ $level }“ neexistuje; vyberte si z: { $valid }.
server-too-many-seats = { $count ->
    [one] Zadané { $count } miesto
    [few] Zadané { $count } miesta
   *[other] Zadaných { $count } miest
} pre { $players ->
    [one] { $players } hráča
   *[other] { $players } hráčov
}.
server-bad-seat = Miesto musí byť od 0 do { $last }.
server-game-over = Hra sa skončila.
server-removed-from-table = Organizátor vás z tohto stola odstránil: môžete sa pozerať, nie si sadnúť.
server-seat-not-free = To miesto nie je voľné.
server-player-not-there = Ten hráč tam už nesedí.
server-storage-conflict = Niekto iný v tej istej chvíli zmenil tento stôl: pozrite sa znova a skúste to ešte raz.
server-bot-owner-only = Počítačového hráča môže posadiť iba ten, kto stôl založil, alebo organizátor.
server-own-seat = To je vaše vlastné miesto.
server-player-present = Ten hráč je pri stole.
server-timer-owner-only = Časový limit ťahu môže nastaviť iba ten, kto stôl založil.
server-rematch-players-only = Odvetu môže začať iba hráč tohto stola.
server-match-in-play = Zápas sa ešte hrá.
server-closed-no-rematch = Organizátor tento stôl zatvoril: odveta nebude.
server-not-in-play = Pri tom stole sa nehrá.
server-no-player-there = Nikto tam nesedí.

## Záznamy, prehrávanie, kontrola rozdaní
server-record-hidden = Záznam rozohranej hry je skrytý, kým sa neskončí (ukázal by všetky karty).
server-commitment-too-long = Záväzok má najviac { $max } znakov.
server-bad-step = Krok musí byť od 0 do { $last }.
server-deals-after-game = Rozdania sa dajú skontrolovať, keď sa hra skončí.
server-no-games = Hráč { $player } nemá žiadne dohrané hry.
server-record-too-large = Tento záznam je príliš veľký: { $size ->
    [one] { $size } bajt
    [few] { $size } bajty
   *[other] { $size } bajtov
}, najviac { $max }.
server-too-many-imports = { $count ->
    [one] Už ste importovali { $count } hru, viac jeden hráč nemôže.
    [few] Už ste importovali { $count } hry, viac jeden hráč nemôže.
   *[other] Už ste importovali { $count } hier, viac jeden hráč nemôže.
}
server-import-busy = Server práve kontroluje iné importované záznamy; skúste to znova o minútu.
server-record-duplicate = Tento záznam tu už je, ako stôl { $table }.
server-record-encoding = Toto nie je platný JSON: súbor nie je text v UTF-8.
server-record-nested = Toto nie je platný JSON: je príliš hlboko vnorený.
server-record-nested-deep = Toto nie je záznam hry: je príliš hlboko vnorený.
server-bad-record = Tento záznam hry sa nedá prečítať.

## Klubové večery (turnaje)
server-bad-scoring = Hodnotenie „{ $scoring }“ neexistuje; vyberte si z: { $valid }.
server-event-pairs = Turnaj sa hrá vo dvojiciach: štyria hráči v dvoch dvojiciach.
server-player-twice = Hráč { $player } je v dvoch dvojiciach.
server-entry-no-player = Dvojica „{ $entry }“: hráč { $player } neexistuje.
server-entry-bad-player = Dvojica „{ $entry }“: „{ $player }“ nie je ani číslo hráča, ani bot:ÚROVEŇ.
server-too-many-rounds = { $count ->
    [few] { $count } dvojice sa navzájom stretnú
   *[other] { $count } dvojíc sa navzájom stretne
} najviac v { $rounds ->
    [one] { $rounds } kole
   *[other] { $rounds } kolách
}.
server-no-event = Turnaj „{ $event }“ neexistuje.
server-event-done = Všetky kolá turnaja sa už odohrali.
server-round-in-play = Kolo { $round } sa ešte hrá.

## Jazyky a stránky pravidiel
server-unknown-language = Jazyk „{ $language }“ neexistuje; vyberte si z: { $valid }.
server-rules-json = Domáce pravidlá musia byť objekt JSON pravidlo: hodnota.

## Stôl (WebSocket)
server-not-your-turn = Nie ste na ťahu.
server-stale = Hra pokročila (ťah { $version }, vy ste videli ťah { $sent }).
server-stale-stored = Hra pokročila: tento ťah už bol uložený.
server-table-closed = Organizátor tento stôl zatvoril: už sa tu nehrajú žiadne ťahy.
server-spectator = Diváci neťahajú.
server-move-not-saved = Váš ťah sa nepodarilo uložiť (do databázy servera sa nedá zapisovať), preto sa nezahral: skúste to znova o chvíľu.
server-storage = Server teraz nemôže ukladať ťahy (do jeho databázy sa nedá zapisovať). Nič sa nestratilo; hra pokračuje, len čo bude môcť znova ukladať.
server-dead-end = Hra nemôže pokračovať: miesto { $seat } nemá žiadny povolený ťah. Je to chyba herného jadra; bola zaznamenaná.
server-stage-only = Pred zahraním sa dajú pripraviť iba vyloženia a priloženia.
server-chat-no-name = Na chatovanie si zvoľte meno.
server-chat-reaction = Neznáma reakcia; vyberte si z: { $valid }
server-chat-empty = Prázdna správa sa neposiela.
server-chat-too-fast = Posielate správy príliš rýchlo: počkajte niekoľko sekúnd.
server-binary-frame = Server prijíma iba textové správy.
server-bad-message = Server nerozumel správe tejto stránky: načítajte ju znova.
server-too-many-messages = Príliš veľa správ: najviac { $rate } za sekundu.
server-too-many-resyncs = Príliš veľa žiadostí o celý stôl: najviac { $rate } za sekundu; aj tak sa posiela po každom ťahu.
server-too-large = Táto správa je príliš dlhá: { $size ->
    [one] { $size } znak
    [few] { $size } znaky
   *[other] { $size } znakov
}, najviac { $max }.

## Obmedzenia servera
server-too-many-requests = Príliš veľa požiadaviek: najviac { $rate } za sekundu z jednej adresy. Chvíľu počkajte.
server-too-many-connections = Príliš veľa pripojení: najviac { $rate } za sekundu z jednej adresy. Chvíľu počkajte.
server-body-too-large = Požiadavka je príliš veľká: najviac { $max ->
    [one] { $max } bajt
    [few] { $max } bajty
   *[other] { $max } bajtov
}.
server-body-too-slow = Požiadavka prichádzala príliš pomaly: musí prísť do { $seconds ->
    [one] { $seconds } sekundy
   *[other] { $seconds } sekúnd
}.
server-internal = Na serveri sa niečo pokazilo ({ $name }). Bolo to zaznamenané; skúste to znova.
server-not-found = Nenašlo sa.
server-method-not-allowed = Táto adresa takú požiadavku neprijíma.
server-http = Server požiadavku odmietol (chyba { $status }).

## Nečitateľné požiadavky ($field sa dá pred správu)
server-invalid = táto hodnota sa neprijíma.
server-invalid-missing = toto je povinné.
server-invalid-string-too-long = najviac { $max_length ->
    [one] { $max_length } znak
    [few] { $max_length } znaky
   *[other] { $max_length } znakov
}.
server-invalid-too-long = najviac { $max_length ->
    [one] { $max_length } položka
    [few] { $max_length } položky
   *[other] { $max_length } položiek
}.
server-invalid-string-too-short = aspoň { $min_length ->
    [one] { $min_length } znak
    [few] { $min_length } znaky
   *[other] { $min_length } znakov
}.
server-invalid-string-type = treba text.
server-invalid-int-parsing = treba celé číslo.
server-invalid-int-type = treba celé číslo.
server-invalid-int-from-float = treba celé číslo.
server-invalid-bool-parsing = treba áno (true) alebo nie (false).
server-invalid-bool-type = treba áno (true) alebo nie (false).
server-invalid-greater-than-equal = treba { $ge } alebo viac.
server-invalid-less-than-equal = treba { $le } alebo menej.
server-invalid-greater-than = treba viac ako { $gt }.
server-invalid-less-than = treba menej ako { $lt }.
server-invalid-literal-error = treba jednu z hodnôt: { $expected }.
server-invalid-enum = treba jednu z hodnôt: { $expected }.
server-invalid-json-invalid = { $position ->
        [none] telo požiadavky nie je platný JSON.
       *[other] telo požiadavky nie je platný JSON (na znaku { $position }).
    }
server-invalid-dict-type = treba objekt mien a hodnôt.
server-invalid-model-attributes-type = treba objekt mien a hodnôt.
server-invalid-list-type = treba zoznam.
server-invalid-extra-forbidden = toto pole do požiadavky nepatrí.

# --- backup (issue 38) ---
server-table-quarantined = Uložené ťahy tohto stola sa nedajú prehrať: stôl zostáva stáť a nehrá sa na ňom žiadny ťah. Je to zapísané v zázname servera.
server-import-one-at-a-time = Jeden váš záznam sa už kontroluje: počkajte na odpoveď a potom pošlite ďalší.
server-body-unreadable = Telo požiadavky sa nedá prečítať: nie je to platný JSON alebo má jedno číslo v ňom viac ako 4 300 číslic.

# --- accounts (issue 38) ---
server-claim-members-only = Najprv sa staňte členom, potom zadajte kód organizátora.
server-claim-wrong = Tento kód organizátora nie je správny alebo už bol použitý.


# --- replays of finished tables (issue 38, D3) ---
server-replay-busy = Z vašej adresy sa naraz pozerá príliš veľa hier: počkajte niekoľko sekúnd a skúste to znova.

# --- tables per player (issue 38, D5/D6) ---
server-too-many-tables = Už máte rozohraných stolov: { $count }. Dohrajte alebo opustite jeden, než začnete ďalší.
server-too-many-bot-tables = Už máte rozohraný stôl, pri ktorom hrajú iba roboty: najprv ho dosledujte do konca.
server-server-bot-tables = Server už hrá toľko stolov so samými robotmi, koľko zvládne: sadnite si k svojmu stolu alebo to skúste neskôr.

# --- denial of service and table trust (issue 38) ---
server-already-seated = Pri tomto stole už sedíte: jeden hráč, jedno miesto.
server-chat-spectators-silenced = Hráči pri tomto stole stlmili chat divákov.
server-chat-table-busy = Chat tohto stola je preťažený: najviac { $rate } riadkov za sekundu. Počkajte niekoľko sekúnd.
server-chat-address-too-fast = Z vašej adresy prichádza príliš veľa správ: najviac { $rate } za sekundu.
server-chat-quiet-players-only = Divákov môže stlmiť iba hráč, ktorý sedí pri stole.

# --- sealed rounds (issue 38) ---
server-round-sealed = Stôl { $table } patrí do kola { $round } klubového večera, ktoré sa ešte hrá: jeho karty zostávajú zapečatené, kým sa neskončia všetky stoly kola.
server-bad-page = Strana rebríčka: limit od 1 do { $most } riadkov, offset 0 alebo viac.

# --- table2 (issue 40): the bots' pace ---
server-pace-players-only = Rýchlosť počítačov môže nastaviť iba hráč pri tomto stole.
server-unknown-pace = Rýchlosť „{ $pace }“ neexistuje; vyberte si z: { $valid }.
server-event-too-few = Počet prihlášok { $count } vytvorí iba jeden stôl, ale duplikátový klubový večer porovnáva stoly: prihláste aspoň tri.
