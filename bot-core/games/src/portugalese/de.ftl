# The words of portugalese in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## portugalese: the registry entry

portugalese-name = Portugalese
portugalese-blurb = zu zweit, 52 Blatt: wer zuerst keine Karte mehr hat, gewinnt — Farbe bedienen, sonst aufnehmen
portugalese-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
portugalese-rules =
    Portugalese — zu zweit, 52 Blatt, kein Trumpf. Jeder erhält 3 Karten, 46 bilden den Talon.
    Ziel: als Erster keine Karte mehr in der Hand zu haben. Stiche zählen nicht.
    Der Ausspieler legt eine Karte offen hin. Wer die Farbe hat, muss bedienen, braucht aber nicht zu stechen:
    • höher (stechen): der Stich gehört ihm, er spielt als Nächster aus;
    • niedriger (zugeben): der Ausspieler behält den Stich und spielt wieder aus, der andere muss eine Strafkarte vom Talon nehmen;
    • Farbe nicht vorhanden: die Karte wird von selbst aufgenommen, der Ausspieler spielt wieder aus.
    Solange der Talon reicht, ergänzt jeder auf 3 Karten (der nächste Ausspieler zuerst).
    Wer zuerst leer ist, gewinnt; der Gegner zahlt 1 Punkt pro Karte in der Hand (Hausregel pips: die Augen, A 11, Bilder und 10 je 10). Sind beide im selben Stich leer, zahlt niemand.
    Die Partie gewinnt, wer zuerst 21 Punkte hat (mit pips 150); der Geber wechselt.
rule-pips = der Verlierer zahlt die Augen seiner Hand (A 11, Bilder und 10 je 10, sonst der Zahlwert) statt einer pro Karte
rule-target = Punkte, die die Partie gewinnen; 0 = 21 (mit pips 150)

