# The words of schlauch in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## schlauch: the registry entry

schlauch-name = Schlauch
schlauch-blurb = zu dritt, 32 Blatt: alle Stiche oder keinen — Schlauch, Bettel, Grandioso und Doppelspiele
schlauch-unit = { $n ->
        [one] Strich
       *[other] Striche
    }
schlauch-rules =
    Schlauch — zu dritt, 32 Blatt. Der Geber legt das unterste Blatt offen auf, gibt 3-4-3 und nimmt die letzten zwei (mit dem aufgelegten) dazu: 12 Karten. Er legt zwei weg; weggelegte Daus und Karten der aufgelegten Farbe werden gezeigt.
    Dann erklärt jeder einmal (Vorhand zuerst): passen oder ein Spiel, das das stehende überbietet. Bei gleichem Preis behält die Vorhand ihr Spiel, sonst schlägt ein Spiel mit Trumpf eines ohne.
    Schlauch (150): alle Stiche, der Spieler nennt Trumpf (nicht Rot); höchster Trumpf ist dessen Unter, dann der Unter der Partnerfarbe (Schellen+Rot, Grün+Eichel). Bettel (150): keinen Stich, die 10 zwischen Unter und 9. Grandioso (150): alle Stiche ohne Trumpf. Rot-Schlauch, Sans prendre, Bettel ouvert und die Doppelspiele (andere Aufgabe ab dem 6. Stich) kosten 300 bis 900.
    In Schlauch, Rot-Schlauch, Grandioso und Doppelschlauch darf sich der Spieler eine Karte ausbitten und gibt eine andere zurück.
    Farbe bekennen ist Pflicht. Gewonnen: der Preis in Points, die Gegner je 2 Striche pro 150; verloren: 4 Striche pro 150. Keiner spielt: der Geber 1 Strich (2 bei Rot).
    Nach drei Spielen die Rechnung: je volle 100 Points Abstand ein Strich, der Letzte und wer keinen Point hat je einer mehr. Abgerechnet wird in Strichen.
rule-double_games = die sechs Doppelspiele dürfen angesagt werden (aus: Kleiner Schlauch)
rule-trumpfzwang = wer im Schlauch nicht bedienen kann, muss trumpfen
rule-rounds = Runden zu drei Spielen (Rechnungen) einer Partie

