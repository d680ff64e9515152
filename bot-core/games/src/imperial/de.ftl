# The words of imperial in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## imperial: the registry entry

imperial-name = Impérial
imperial-blurb = zu zweit, Piquetkarte: Impériale, Point und Stiche, Partie auf 18
imperial-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
imperial-rules =
    Impérial — zu zweit, Piquetkarte (32 Blatt), je 12 Karten; die 25. ist die Wahlkarte und macht Trumpf.
    Rangfolge in jeder Farbe: K O U A 10 9 8 7. Honneurs sind K O U A 7 in Trumpf.
    Der Tisch markiert alles selbst, in dieser Folge:
    • ist die Wahlkarte ein Honneur, 1 für den Geber;
    • Impériale (je 6): vier K, O, U, A oder 7, jede Quarte major (K O U A einer Farbe); Carte blanche (kein K, O, U) zählt 12 und beendet das Spiel — derselbe gibt neu;
    • der Point (beste Augensumme einer Farbe, A 11, Bilder 10): 1, bei Gleichstand der Vorhand.
    Spiel: Farbe bedienen, sonst stechen, sonst beliebig. Sticht ein Trumpf-Honneur, 1 Point.
    Jeder Stich über 8 zählt 1, alle 12 Stiche zählen 12.
    Jede neue lange Marke (6) schickt die einzelnen Points des Gegners zurück (Demarkiren).
    Wer zuerst 18 hat, gewinnt die Partie: vierfach, wenn der Gegner nichts hat, dreifach unter 6, doppelt unter 9, sonst einfach.
rule-partie_imperials = wie viele Impériale (je 6 Points) die Partie gewinnen
rule-partie_scale = Wert der Partie: seed 4/3/2/1 nach dem Stand des Verlierers, matsch 2 ohne Impérial, single immer 1
rule-demarkiren = eine neue lange Marke schickt die einzelnen Points des Gegners zurück
rule-trick_threshold = jeder Stich über diese Zahl markiert 1
rule-honour_points = winner: 1, wenn ein Trumpf-Honneur den Stich macht; all: 1 für jeden Honneur im Stich
rule-must_head = wer Farbe bedient, muss höher gehen, wenn er kann
rule-turnup_after_imperials = der Geber markiert die Wahlkarte erst nach den Impérialen
rule-dealer_counts_turnup = der Geber zählt die Wahlkarte zu seinen Vierern und Quarten
rule-rob_seven = die Trumpf-Sieben darf die Wahlkarte rauben

