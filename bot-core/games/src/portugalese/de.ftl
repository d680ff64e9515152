# The words of portugalese in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## portugalese: the registry entry

portugalese-name = Portugalese
portugalese-blurb = zu zweit, 52 Blatt: wer zuerst keine Karte mehr hat, gewinnt — Farbe bedienen, sonst aufnehmen.
portugalese-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
portugalese-rules =
    Portugalese — zu zweit, 52 Blatt, kein Trumpf; Ordnung A K D B 10 9 … 2. Jeder erhält 3 Karten, 46 bilden den Talon.
    Ziel: als Erster keine Karte mehr in der Hand zu haben. Stiche zählen nicht.
    Der Ausspieler legt eine Karte offen hin. Wer die Farbe hat, muss bedienen, braucht aber nicht zu stechen:
    • höher (stechen): der Stich gehört ihm, er spielt als Nächster aus;
    • niedriger (zugeben): der Ausspieler behält den Stich und spielt wieder aus, der andere muss eine Strafkarte vom Talon nehmen, solange einer liegt;
    • Farbe nicht vorhanden: die Karte wird von selbst aufgenommen, der Ausspieler spielt wieder aus.
    Solange der Talon reicht, ergänzt jeder auf 3 Karten (der nächste Ausspieler zuerst).
    Wer zuerst leer ist, gewinnt; der Gegner zahlt 1 Punkt pro Karte in der Hand (Hausregel pips: die Augen, A 11, Bilder und 10 je 10). Sind beide im selben Stich leer, zahlt niemand.
    Die Partie gewinnt, wer zuerst 21 Punkte hat (mit pips 150); der Geber wechselt.
rule-pips = der Verlierer zahlt die Augen seiner Hand (A 11, Bilder und 10 je 10, sonst der Zahlwert) statt einer pro Karte
rule-target = Punkte, die die Partie gewinnen; 0 = 21 (mit pips 150)


## portugalese: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
view-led = { $seat } spielt aus: { $card }
# $led, $answer the cards of the last trick.
view-last = Letzter Stich: { $led } { $answer }
# $n the cards of the talon, $hands the cards in each hand ({0} 3 · {1} 4).
view-counts = Talon: { $n } · Karten in der Hand: { $hands }
# $cards the cards a seat took in and still holds.
view-taken-in = { $seat } hat aufgenommen: { $cards }
# $target the points of the Partie, $pips yes when the loser pays pips, $totals the points per seat.
view-partie = Partie bis { $target } ({ $pips ->
        [yes] Augen
       *[no] Karten
    }): { $totals }
standing = Partie bis { $target }

## portugalese: what happens

# $seat the responder, $leader the leader (seat tokens); $led, $answer the cards.
trick-beaten = { $seat } sticht { $led } mit { $answer } und spielt aus
trick-low = { $seat } gibt { $answer } zu { $led } — Stich für { $leader }
take-in = { $seat } kann nicht bedienen und nimmt auf: { $card }
penalty = { $seat } nimmt eine Strafkarte vom Talon
# $counts the cards each seat drew ({0} 2 · {1} 1).
drawn = Abgehoben: { $counts }
both-out = Beide sind im selben Stich frei — niemand zahlt
# $seat the winner, $other the loser (tokens); $n what he pays, in cards or (pips yes) in pips.
out = { $seat } ist frei — { $other } zahlt { $pips ->
        [yes] { $n ->
            [one] { $n } Auge
           *[other] { $n } Augen
        }
       *[no] { $n ->
            [one] { $n } Karte
           *[other] { $n } Karten
        }
    }
# $deal the line "out", $seat the Partie's winner, $own and $other the totals.
out-partie = { $deal }; { $seat } gewinnt die Partie ({ $own } : { $other })

## portugalese: refusals

refusal-game-over = Das Spiel ist schon vorbei.
refusal-not-your-turn = Du bist nicht an der Reihe.
refusal-not-in-hand = Diese Karte hast du nicht.
refusal-illegal = Hier wird nur eine Karte gespielt.
refusal-must-follow = Du hast die ausgespielte Farbe: du musst bedienen (höher oder niedriger).
