# The core's words in German: everything the table and the front ends say that is not a
# game's own. Placeables: { $name } a player's name, { $n } a number (it selects the plural).

## Why a house rule cannot be set

rule-unknown = Eine Hausregel „{ $rule }“ gibt es nicht; „regeln“ zeigt alle.
rule-bad-value = „{ $value }“ passt nicht zu { $rule }: erlaubt sind an/aus oder eine Zahl.
rule-invalid = „{ $value }“ passt nicht zu { $rule } (erlaubt: { $expected }).
rule-out-of-range = { $rule } muss zwischen { $min } und { $max } liegen, nicht { $value }.

## Hands whose buttons went stale

hand-over = Dieses Spiel ist vorbei – diese Karten sind nicht mehr aktuell.
hand-refreshed = Das war veraltet – hier sind deine aktuellen Karten.

## Why a command was refused

refused-table-exists = Hier gibt es schon einen Tisch.
refused-no-table = Hier gibt es keinen Tisch.
refused-already-seated = Du sitzt schon am Tisch.
refused-table-full = Der Tisch ist voll.
refused-not-seated = Du sitzt nicht an diesem Tisch.
refused-not-opener = Das darf nur, wer den Tisch eröffnet hat.
refused-already-started = Das Spiel hat schon begonnen.
refused-not-started = Es wird gerade nicht gespielt.
refused-not-a-move = „{ $typed }“ ist jetzt keiner deiner Züge.
refused-too-few-players = Zum Beginnen braucht es { $needed } Spieler.
refused-too-many-seated = { $seated ->
        [one] Es sitzt ein Spieler
       *[other] Es sitzen { $seated } Spieler
    } am Tisch; für { $size } muss erst jemand gehen.
refused-stale = Diese Schaltfläche ist veraltet – bitte die aktuelle verwenden.
refused-not-your-turn = Du bist nicht am Zug.
refused-sits-out = Du gibst und setzt dieses Spiel aus.
refused-computer-needed = Die Bank des Computers braucht den Computer am Tisch: setze ihn zuerst dazu.
refused-nobody-waits = Niemand wartet auf dich – du kannst setzen, solange du willst.
refused-no-kiebitz = Kiebitzen darf nur, wer zu dritt aussetzt, und nur wenn der Tisch es erlaubt (kiebitz).
refused-too-early = Dein Gegner hat noch { $time } Zeit.
refused-nothing-to-forfeit = Es gibt kein abwesendes Gegenüber, dessen Spiel du beanspruchen könntest.
refused-hints-off = Tipps gibt es nur gegen den Computer oder wenn der Tisch sie erlaubt (hints).
refused-unavailable = Der Tisch konnte nicht gespeichert werden; bitte nochmal versuchen.
refused-deal-gone = Spiel { $number } wird hier nicht mehr aufbewahrt; ein neueres lässt sich nachspielen.
refused-no-such-step = Spiel { $number } hat keinen Zug { $step }: es geht von 0 (wie gegeben) bis { $steps }.
refused-foreign-key = Diese Taste gehört zum Nachspielen in einem anderen Kanal.
refused-no-deal-yet = In diesem Kanal ist noch kein Spiel zu Ende gespielt worden.
refused-no-such-deal = Ein beendetes Spiel { $back } zurück gibt es hier nicht: 1 ist das letzte, aufbewahrt { $kept ->
        [one] wird hier eines
       *[other] werden hier { $kept }
    }.
refused-no-player = Niemand namens „{ $name }“ hat hier gespielt.
profile-title = { $name } in diesem Kanal:
profile-empty = Noch keine Ergebnisse hier.
profile-game = { $game }: { $unit } · Spiele { $won }:{ $lost }{ $rating }
profile-best = bester Platz: { $place } (Saison { $season })
profile-against = gegen den Computer: { $record }
profile-against-level = { $level } { $won }:{ $lost }
refused-pack-lacks-cards = { $game } wird mit Karten unter dem Siebener gespielt, die es im deutschen Blatt nicht gibt: wähle `french` oder `text`.
refused-not-admin = Die Saison beenden darf nur, wer diesen Kanal verwaltet.
refused-seasons-off = Hier gibt es keine Saisonen: die Ranglisten laufen ohne Ende weiter.
refused-no-season = Eine Saison { $name } gibt es hier nicht.{ $past }
season-past = { " " }Vergangene Saisonen: { $names }.
season-ended = Die Saison { $ended } ist zu Ende; jetzt läuft die Saison { $running }. Die Wertungen gehen mit, etwas unsicherer; die Zählung beginnt bei null.

## The table message's keys

key-join = Mitspielen
key-add-computer = + Computer setzen
key-deal = Geben
key-my-cards = Meine Karten
key-claim = Spiel beanspruchen
key-chosen-game = ✓ { $game }

## Small words

# A language's name, by its code.
language = { $code ->
        [de] Deutsch
       *[en] Englisch
    }

switch-on = an
switch-off = aus
duration-seconds = { $n ->
        [one] { $n } Sekunde
       *[other] { $n } Sekunden
    }
duration-minutes = { $n ->
        [one] { $n } Minute
       *[other] { $n } Minuten
    }

## The record of finished deals

export-line = Spiel { $number } ({ $game }) als Szenario: „bummerl replay { $file }“ spielt es nach und prüft das Ergebnis.
replay-title-dealt = ── Spiel { $number } ({ $game }) zum Nachspielen: wie gegeben, { $steps ->
        [one] ein Zug
       *[other] { $steps } Züge
    } ──
replay-title = ── Spiel { $number } ({ $game }) zum Nachspielen: Zug { $step } von { $steps } ──
replay-move = { $name }: { $move } –
replay-only-move = es gab nur diesen Zug.
replay-judged = Wahl des starken Computers: { $best } (erwartet { $best-value }); gespielt: { $move } (erwartet { $played }).
replay-judged-same = auch die Wahl des starken Computers (erwartet { $played }).
replay-judged-wait = der starke Computer hätte gewartet; gespielt: { $move } (erwartet { $played }).
replay-value = { $sign ->
        [minus] −
       *[plus] +
    }{ $whole },{ $tenths }
replay-value-unknown = nichts Sicheres
replay-hand = { $name }: { $cards }
replay-no-cards = { $name }: keine Karten
replay-score = Ergebnis: { $scores }
key-replay-back = ◀ zurück
key-replay-next = vor ▶

## Three at a table

three-at-a-table = Zu dritt bei { $games } ({ $three }): wer gibt, setzt das Spiel aus und schreibt die Punkte des Siegers mit.
three-at-a-table-kiebitz = Zu dritt bei { $games } ({ $three }): wer gibt, setzt das Spiel aus und schreibt die Punkte des Siegers mit; mit der Hausregel kiebitz darf er mit { $kiebitz } einem Spieler in die Karten schauen.
sitting-out = Du gibst und setzt dieses Spiel aus. Wenn der Tisch es erlaubt (kiebitz), kannst du mit { $kiebitz } einem Spieler in die Karten schauen.

## The table message

player-level = { $name } ({ $level })
headline = ── { $game } ──
headline-match = ── { $game } · { $unit } { $match } ──
headline-deal = ── { $game } · Spiel { $deal } ──
headline-match-deal = ── { $game } · { $unit } { $match } · Spiel { $deal } ──
seated = Am Tisch: { $names }
sides = { $one } gegen { $other } (Partner sitzen einander gegenüber).
lobby-waiting = Warte auf Spieler ({ $seated } von { $seats }).
lobby-ready = Es kann losgehen.
lobby-ready-match = { $unit } { $match } kann beginnen.

## The score and the leaderboard

after-games = { $n ->
        [one] nach { $n } Spiel
       *[other] nach { $n } Spielen
    }
score-standing = { $unit } { $match } { $after } · { $standing }
score-standing-amounts = Stand { $after } · { $standing }
score-tally = { $unit } { $match } { $after }: { $tally }
score-tally-marken = { $unit } { $after }: { $tally }
leaderboard-title = Rangliste ({ $game }):
leaderboard-title-season = Rangliste ({ $game }), Saison { $season }:
leaderboard-title-past = Rangliste ({ $game }), vergangene Saison { $season }:
leaderboard-past = Vergangene Saisonen: { $names } – nenne eine nach dem Spiel, um ihre Rangliste zu sehen (top { $game } { $first }).
leaderboard-empty = Noch keine Ergebnisse.
leaderboard-computer = { $rank }. Computer ({ $level }){ $rating }
leaderboard-bummerl = Bummerl { $won }:{ $lost } · Schneider { $given }:{ $taken }
leaderboard-partie = { $unit } { $won }:{ $lost }
leaderboard-marken = { $unit } { $marken }
leaderboard-entry = { $rank }. { $name } — { $unit } · Spiele { $won }:{ $lost }{ $points }{ $rating }
# After the counts, where the game writes game points.
leaderboard-points = { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
rating = Wertung { $rating } ± { $deviation }
rating-provisional = Wertung { $rating } ± { $deviation } (vorläufig)

## What happens at a table
# $unit: bummerl, partie or marken (the match's unit); $running: what closing wipes.

running = { $unit ->
        [bummerl] das laufende Bummerl
        [partie] die laufende Partie
       *[marken] das laufende Spiel
    }
event-opened = { $by } hat einen { $game }-Tisch eröffnet.
event-joined = { $name } setzt sich an den Tisch.
event-left = { $name } hat den Tisch verlassen.
event-resigned = { $unit ->
        [bummerl] { $name } gibt das Bummerl auf.
        [partie] { $name } gibt die Partie auf.
       *[marken] { $name } hat den Tisch verlassen; das laufende Spiel zählt nicht.
    }
event-abort-vote = { $name } will den Tisch auflösen ({ $votes } von { $needed } Stimmen).
event-abort-vote-under-way = { $name } will den Tisch auflösen ({ $votes } von { $needed } Stimmen): brechen alle am Tisch ab, zählt { $running } nicht. Wer stattdessen geht, gibt es auf.
event-abort-resigns = { $name }: gegen den Computer heißt Auflösen jetzt, { $running } aufzugeben – der Computer bekommt es. Nochmal abbrechen bestätigt das (innerhalb von { $within }); sonst spiel weiter.
event-aborted = { $by } hat den Tisch ohne Wertung aufgelöst.
event-aborted-resigned = { $by } hat aufgegeben und den Tisch aufgelöst.
event-rule-changed = Hausregel { $rule }: jetzt { $value }.
event-lang = Der Tisch spricht jetzt { $language }.
event-cards = { $cards ->
    [french] Ab jetzt zeigt der Tisch die Karten als Bilder des französischen Blatts.
    [german] Ab jetzt zeigt der Tisch die Karten als Bilder des deutschen Blatts.
   *[text] Ab jetzt schreibt der Tisch die Karten als Text, ohne Bilder.
}
event-reminder = Du bist am Zug – noch { $left }.
event-forfeit-available = Die Zeit von { $absent } ist abgelaufen: der Gegner kann das Spiel für sich beanspruchen.
event-forfeited = Die Zeit von { $absent } ist abgelaufen: das Spiel geht an den Gegner.
event-replaced = { $name } ist gegangen; der Computer übernimmt den Platz.
event-took-over = Der Computer hat für { $name } gespielt.
dealt-trump-card = Spiel { $number }: { $dealer } gibt, { $forehand } spielt aus. Atout: { $card } ({ $suit })
dealt-fixes-trump = Spiel { $number }: { $dealer } gibt, { $forehand } ist Vorhand und bestimmt Trumpf.
dealt = Spiel { $number }: { $dealer } gibt, { $forehand } ist Vorhand.
# A game that tells who does what itself (who holds the bank).
dealt-number = Spiel { $number }.

## The terminal table (bummerl play)

terminal-moves =
    Befehle (Groß- und Kleinschreibung egal):
      KH, spiel KH           Karte spielen: Wert A K D B 10 9 … 2 (auch Q J T), Farbe H D S C
                             (Herz Karo Pik Treff)
      1, 2, …                die nummerierte Auswahl unter deinen Karten
      ZUG [ARGUMENTE]        jeder Zug, wie er in der Auswahl steht
terminal-common =
    hand                   deine Karten nochmal zeigen
      stand                  der Bummerl-Stand
      top [SPIEL] [SAISON]   die Rangliste dieser Saison (oder einer vergangenen: 2026-11)
      saison beenden         die laufende Saison jetzt beenden (die Zählung beginnt neu)
      profil [NAME]          deine Spiele hier (oder die eines Spielers): Wertung, Ergebnisse
      export [N] DATEI       das letzte (oder N-letzte) beendete Spiel als Szenario in DATEI
                             schreiben, für bummerl replay DATEI
      nachspielen [N] [ZUG]  das letzte (oder N-letzte) beendete Spiel Zug für Zug, alle Karten
                             offen, mit der Meinung des starken Computers; dann vor, zurück
      regeln                 die Hausregeln
      tipp                   was der Computer an deiner Stelle täte
      set NAME WERT          eine Hausregel ändern (vor dem ersten Geben; für einen neuen Tisch:
                             bummerl play --rule NAME=WERT)
      neu                    das nächste Bummerl beginnen (oder einen neuen Tisch)
      abbrechen              den Tisch auflösen (im Bummerl: das Bummerl aufgeben, nach Rückfrage)
      lang de|en             Sprache wechseln
      karten deutsch|french|text  wie Telegram und Discord dir deine Karten zeigen (Bilder des
                             deutschen oder französischen Blatts, oder Text; hier immer Text)
      hilfe                  dieser Text
      ende, q                beenden – der Tisch bleibt gespeichert
terminal-variants = Varianten (bummerl play --variant { $names }):
note-welcome = Bummerl – { $games } gegen den Computer. „hilfe“ zeigt die Befehle.
note-resumed = Dein Tisch geht weiter, wo du aufgehört hast.
note-bye = Der Tisch ist gespeichert. Servus!
note-unknown = Unbekannte Eingabe „{ $input }“ – „hilfe“ zeigt die Befehle.
note-nothing-to-choose = Gerade gibt es nichts auszuwählen.
note-choose-between = Wähle eine Zahl von 1 bis { $n }.
note-no-such-move = ✗ „{ $input }“ ist gerade keiner deiner Züge – tippe seine Nummer oder den Zug, wie er unter deinen Karten steht („hand“ zeigt sie).
note-choose-cards =
    { $verb }: { $count } Karten wählen, wie sie dastehen, z. B. „{ $verb } { $by-code }“, oder mit ihrer Nummer, z. B. „{ $verb } { $by-number }“:
    { $list }
note-which-suit = In welcher Farbe? Zum Beispiel „20 H“.
note-usage = So geht’s: { $syntax }
note-start-next = { $unit ->
        [bummerl] „neu“ beginnt das nächste Bummerl.
        [partie] „neu“ beginnt die nächste Partie.
       *[marken] „neu“ spielt weiter.
    }
note-open-new = „neu“ eröffnet einen neuen Tisch.
note-language = Sprache: Deutsch.
note-cards = { $cards ->
    [french] In Telegram und Discord kommen deine eigenen Karten ab jetzt als Bilder des französischen Blatts; hier im Terminal bleibt es beim Text.
    [german] In Telegram und Discord kommen deine eigenen Karten ab jetzt als Bilder des deutschen Blatts; hier im Terminal bleibt es beim Text.
   *[text] In Telegram und Discord kommen deine eigenen Karten ab jetzt als Text, wie hier im Terminal.
}
note-seed = Seed { $seed } – „bummerl play --seed { $seed }“ gibt dieselben Karten noch einmal (zum Melden eines Fehlers).
note-ignored = Nicht verwendet: { $options } (gilt für einen neuen Tisch; dein Tisch geht weiter). „abbrechen“ löst ihn auf, dann eröffnet „neu“ einen Tisch mit diesen Optionen.
note-players-of-variant = { $game } wird zu { $sizes } gespielt, nicht zu { $players }.
note-players-other-variant = { $game } wird zu { $sizes } gespielt, nicht zu { $players }. Zu { $players }: --variant { $other }.
note-in-use = Das Datenverzeichnis { $dir } benutzt gerade ein anderes bummerl (ein zweites „bummerl play“ oder der laufende Bot) – beende es, oder nimm ein anderes mit --data.
note-cannot-open = Die Datenbank { $at } lässt sich nicht öffnen: { $problem }
note-exported = Geschrieben: { $file }
note-replay-keys = „vor“ und „zurück“ blättern, „nachspielen { $back } ZUG“ springt zu einem Zug.
note-replay-first = Zuerst ein Spiel zum Nachspielen wählen: „nachspielen“ (das letzte) oder „nachspielen N“.
note-cannot-export = { $file } lässt sich nicht schreiben: { $problem }
note-unknown-game = Ein Spiel „{ $word }“ kenne ich nicht; es gibt { $games }.
note-table-goes-on = Dein { $table }-Tisch geht weiter. „abbrechen“ löst ihn auf, dann eröffnet „neu { $id }“ einen { $wanted }-Tisch.
sizes-range = { $min } bis { $max }
sizes-two = { $min } oder { $max }

## A player's hand

hand-watching = Du kiebitzt (nur zuschauen):
hand-waiting = Warte auf die anderen.
hand-your-move = Du bist dran.
hand-your-move-list = Du bist dran:
hand-your-cards = Deine Karten: { $cards }
hand-ready = Fertig – weiter
hand-back = ↩ zurück zu allen
# $count: a number or a range (2–3); $n: the most, for the plural.
hand-choose-cards = { $verb }: { $count } { $n ->
        [one] Karte
       *[other] Karten
    } wählen, z. B. „{ $verb } { $example }“
hint-wait = Tipp: jetzt nichts tun – warten ist besser.
hint-search = was die Suche am besten findet
hint = Tipp: { $move } – { $why }.
match-over = { $game }: Partie entschieden – { $results }

## House rules and table options

# $unit: the table's game's match (bummerl, partie, marken: a game of running amounts), or any
# (the help, for every game).
closing-rule = { $unit ->
        [bummerl] Tisch auflösen (abbrechen): vor dem ersten Geben und zwischen zwei Bummerln sofort, wer ihn eröffnet hat. Läuft ein Bummerl, müssen alle am Tisch zustimmen, dann zählt es nicht; wer stattdessen geht, gibt es auf. Allein gegen den Computer heißt Auflösen Aufgeben: der Computer bekommt das Bummerl.
        [partie] Tisch auflösen (abbrechen): vor dem ersten Geben und zwischen zwei Partien sofort, wer ihn eröffnet hat. Läuft eine Partie, müssen alle am Tisch zustimmen, dann zählt sie nicht; wer stattdessen geht, gibt sie auf. Allein gegen den Computer heißt Auflösen Aufgeben: der Computer bekommt die Partie.
        [marken] Tisch auflösen (abbrechen): vor dem ersten Geben und zwischen zwei Spielen sofort, wer ihn eröffnet hat. Läuft ein Spiel, müssen alle am Tisch zustimmen, dann zählt es nicht; wer stattdessen geht, verlässt den Tisch, und das Spiel zählt nicht. Allein gegen den Computer heißt Auflösen Aufgeben: der Computer bekommt das laufende Spiel.
       *[any] Tisch auflösen (abbrechen): vor dem ersten Geben und zwischen zwei Bummerln (Partien) sofort, wer ihn eröffnet hat. Läuft ein Bummerl (oder eine Partie), müssen alle am Tisch zustimmen, dann zählt es nicht; wer stattdessen geht, gibt es auf. Allein gegen den Computer heißt Auflösen Aufgeben: der Computer bekommt das Bummerl.
    }
# At four and three the computer always plays for a player whose time ran out; the switch
# decides that only for two-player games, and leaving everywhere.
option-computer-takeover = der Computer übernimmt bei Gehen oder Zeitablauf (Zeitablauf: bei Bauern-/Dreierschnapsen immer)
option-hints = Tipps („tipp“) auch ohne Computer am Tisch
option-lang = die Sprache des Tisches im Kanal: { $codes } (jeder am Tisch, jederzeit)
option-cards = wie der Tisch die Karten zeigt: { $codes } (jeder am Tisch, jederzeit)
cards-yours = { $cards ->
    [french] Deine eigenen Karten kommen ab jetzt als Bilder des französischen Blatts.
    [german] Deine eigenen Karten kommen ab jetzt als Bilder des deutschen Blatts (in einem Spiel mit Karten, die ihm fehlen, im Blatt des Spiels).
   *[text] Deine eigenen Karten kommen ab jetzt als Text, ohne Bilder.
}
detail-kontra-after-bidding = ein Computer mit der ersten Karte wartet darauf { $wait } oder bis „Gut“ („Fertig – weiter“)
house-rules = Hausregeln ({ $game }):
rules-changeable = Die Regeln oben sind bis zum ersten Geben änderbar (wer den Tisch eröffnet hat).
rules-fixed = Die Regeln oben sind seit dem ersten Geben fest.
# A third-person name: events read "Spieler gewinnt", not "Du gewinnt".
default-player = Spieler
# Die Beschriftung über dem letzten Stich im Bild des Tisches.
picture-last-trick = Letzter Stich
