# The words of piquemedrille in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## piquemedrille: the registry entry

piquemedrille-name = Piquemedrille
piquemedrille-blurb = l'Hombre zu zweit, 40 Blatt: Frage, Solo, Solo-Tout — kaufen vom Talon, Matadore, Teller
piquemedrille-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
piquemedrille-rules =
    Piquemedrille — l'Hombre zu zweit: 40 Blatt (ohne 8, 9, 10), je 10 Karten, 20 im Talon.
    Trümpfe sind die Trumpffarbe und beide schwarzen Asse: Spadille (A♠), Manille (schwarz die 2, rot die 7 der Trumpffarbe), Basta (A♣), bei Rot Ponto (das Trumpf-Ass), dann K O U … Fehlfarben: schwarz K O U 7–2, rot K O U A 2–7.
    Spiele: Frage (Trumpf nennen, dann kaufen; 6 Stiche), Solo (aus der Hand; 6 Stiche), Solo-Tout (alle 10 Stiche); als Hausregel Mediateur (einen König gegen eine Karte rufen).
    Reizen: die Vorhand zuerst; der Geber muss höher bieten, die Vorhand darf gleich halten. Passen ist endgültig; passen beide, wird eingeworfen.
    Kaufen: Karten weglegen und ebenso viele vom Talon nehmen — in der Frage der Spieler, dann der Gegner; sonst nur der Gegner.
    Farbe bekennen ist Pflicht, Stechen nicht. Wer als Trumpf nur Matadore (Spadille, Manille, Basta) über dem ausgespielten Trumpf hat, darf sie zurückhalten.
    6 Stiche gewinnen (Solo-Tout: 10), 5 sind Remise, 4 oder weniger Codille.
    Auf den leeren Teller setzt jeder 1 Marke. Spielwert: Frage 1, Mediateur 2, Solo 3, Solo-Tout 6, plus die Matadore. Gewonnen: Teller und Wert; Remise: Wert an den Gegner, Bête in Tellerhöhe; Codille: Wert und Tellerbetrag an den Gegner.
    Eine Partie sind 5 Touren (10 Spiele); am Ende wird der Teller geteilt.
rule-frage = die Frage wird gespielt
rule-mediateur = Mediateur (einen König rufen) zwischen Frage und Solo
rule-spadille_forcee = passen beide, muss der Inhaber der Spadille sein niedrigstes Spiel spielen
rule-matadors = Matadore des Spielers zählen zum Spielwert
rule-stamm = Marken, die jeder auf den leeren Teller setzt
rule-double_last_tour = die letzte Tour der Partie zahlt den Spielwert doppelt
rule-partie_tours = Touren (je zwei Spiele) einer Partie

