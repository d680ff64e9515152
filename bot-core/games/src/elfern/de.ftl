# The words of elfern in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## elfern: the registry entry

elfern-name = Elfern
elfern-blurb = zu zweit, 32 Blatt ohne Trumpf: wer 11 der 20 Figuren sticht, gewinnt
elfern-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
elfern-rules =
    Elfern (Eßern, Figurenspiel) — zu zweit, 32 Blatt, je sechs Karten (zu zweien gegeben), 20 im Talon. Kein Trumpf.
    Ordnung A K O U 10 9 8 7. Eine höhere Karte der ausgespielten Farbe sticht, alles andere verliert. Der Stichsieger zieht zuerst und spielt aus.
    Solange der Talon reicht, darf man jede Karte zugeben. In den letzten sechs Stichen muss man Farbe bekennen (nicht überstechen).
    Am Ende zählt jeder seine Figuren (A K O U 10, zusammen 20): ab 11 einfach, ab 15 doppelt, alle 20 dreifach. 10 : 10 ist ein Ständer: derselbe gibt noch einmal, das nächste Spiel zählt doppelt.
    Die Punkte werden als Striche geschrieben; wer zuerst 12 hat, gewinnt die Partie.
rule-partie = wie viele Striche eine Partie hat (8, 12, 16: zwei, drei, vier Fahnen)
rule-partie_multiple = die Partie geht doppelt verloren (höchstens die halben Striche) oder dreifach (keiner)

