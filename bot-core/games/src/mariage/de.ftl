# The words of mariage in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## mariage: the registry entry

mariage-name = Mariage
mariage-blurb = zu zweit, 32 Blatt: 66 Augen, Mariagen und Wäsche in Marken bezahlt
mariage-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
mariage-rules =
    Mariage — zu zweit, 32 Blatt (A 10 K O U 9 8 7; Augen 11 10 4 3 2). Je 3 Karten, ein Blatt offen als Trumpf, wieder je 3; 19 Karten bilden den Talon, das Wahlblatt liegt zuunterst.
    Nach jedem Stich zieht der Gewinner zuerst. Solange gezogen wird, kein Farbzwang; in den letzten sechs Stichen (oder nach dem Zudecken) Farbe bekennen, sonst stechen.
    Mit der Trumpfsieben rauben: wer am Zug ist und schon einen Stich hat (die Vorhand auch vor dem ersten Stich), solange verdeckte Karten liegen.
    Mariage (K+O) ansagen, wer am Stich ist und einen Stich hat, solange der Talon liegt: der Gegner zahlt sofort 20 Marken, in Trumpf 40 (l'Amour, A+10 Trumpf, 50 als Hausregel). Ausspielen muss man nichts davon.
    Zudecken am Stich nach dem ersten Stich: kein Ziehen mehr; wer zudeckt, muss 66 Augen erreichen, sonst verliert er.
    Sind die letzten zwei Karten gezogen, kann man die Wäsche ansagen: alle sechs letzten Stiche bringen 40 Marken, einer verloren kostet 40.
    Sonst wird ausgespielt, der letzte Stich zählt 10: wer 66 von 130 Augen hat, gewinnt 2 Marken, 4 wenn der Gegner unter 33 bleibt. Bei 65 : 65 steht das Spiel; der Sieger des nächsten bekommt es mit. Der Gewinner gibt.
rule-must_head = in den letzten Stichen muss man den Stich wenn möglich mit der Farbe überbieten
rule-amour = l'Amour (Daus und Zehn in Trumpf) zählt 50 Marken
rule-partie = eine Partie: jeder streicht von dieser Zahl ab (0 = laufendes Markenkonto)
rule-close_commits_partie = wer in einer Partie zudeckt, muss mit diesem Spiel die Partie gewinnen

