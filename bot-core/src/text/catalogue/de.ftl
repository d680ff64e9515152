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
refused-no-deal-yet = In diesem Kanal ist noch kein Spiel zu Ende gespielt worden.
refused-no-such-deal = Ein beendetes Spiel { $back } zurück gibt es hier nicht: 1 ist das letzte, aufbewahrt { $kept ->
        [one] wird hier eines
       *[other] werden hier { $kept }
    }.

## The table message's keys

key-join = Mitspielen
key-add-computer = + Computer setzen
key-deal = Geben
key-my-cards = Meine Karten
key-claim = Spiel beanspruchen
key-chosen-game = ✓ { $game }

## Small words

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

unit-bummerl = Bummerl
unit-partie = Partie
unit-marken = Marken
after-games = { $n ->
        [one] nach { $n } Spiel
       *[other] nach { $n } Spielen
    }
score-standing = { $unit } { $match } { $after } · { $standing }
score-tally = { $unit } { $match } { $after }: { $tally }
score-tally-marken = Marken { $after }: { $tally }
leaderboard-title = Rangliste ({ $game }):
leaderboard-empty = Noch keine Ergebnisse.
leaderboard-computer = { $rank }. Computer ({ $level }){ $rating }
leaderboard-bummerl = Bummerl { $won }:{ $lost } · Schneider { $given }:{ $taken }
leaderboard-partie = { $unit } { $won }:{ $lost }
leaderboard-marken = Marken { $marken }
leaderboard-entry = { $rank }. { $name } — { $unit } · Spiele { $won }:{ $lost } · { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }{ $rating }
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
event-abort-resigns = { $name }: gegen den Computer heißt Auflösen jetzt, { $running } aufzugeben – der Computer bekommt es. Nochmal abbrechen bestätigt das; sonst spiel weiter.
event-aborted = { $by } hat den Tisch ohne Wertung aufgelöst.
event-aborted-resigned = { $by } hat aufgegeben und den Tisch aufgelöst.
event-rule-changed = Hausregel { $rule }: jetzt { $value }.
event-reminder = Du bist am Zug – noch { $left }.
event-forfeit-available = Die Zeit von { $absent } ist abgelaufen: der Gegner kann das Spiel für sich beanspruchen.
event-forfeited = Die Zeit von { $absent } ist abgelaufen: das Spiel geht an den Gegner.
event-replaced = { $name } ist gegangen; der Computer übernimmt den Platz.
event-took-over = Der Computer hat für { $name } gespielt.
dealt-trump-card = Spiel { $number }: { $dealer } gibt, { $forehand } spielt aus. Atout: { $card } ({ $suit })
dealt-fixes-trump = Spiel { $number }: { $dealer } gibt, { $forehand } ist Vorhand und bestimmt Trumpf.
dealt = Spiel { $number }: { $dealer } gibt, { $forehand } ist Vorhand.
