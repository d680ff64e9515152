# The words of briscon in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## briscon: the registry entry

briscon-name = Briscon
briscon-blurb = zu zweit, 32 Blatt: Brusquembille mit Sequenzen, Kunststücken und Heiraten, Partie 600
briscon-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
briscon-rules =
    Briscon — zu zweit, 32 Blatt, je fünf Karten; die elfte Karte bestimmt Trumpf und liegt offen als letzte unter dem Talon.
    Stichfolge A 10 K O U 9 8 7; Augen A 11, 10 10, K 4, O 3, U 2.
    Nach jedem Stich zieht der Gewinner zuerst, dann der andere.
    Solange der Talon reicht, darf man jede Karte spielen; danach muss man in der Farbe überstechen, sonst bedienen, sonst trumpfen.
    Am Ausspiel darf man die Trumpfsieben gegen die Karte unter dem Talon tauschen.
    Am Ausspiel meldet, wer schon einen Stich hat, solange der Talon reicht:
    • Terz, Quarte, Quinte in der Folge A K O U 10 9 8 7 — in Trumpf Terz 120–20, Quarte 200–60, Quinte 600–100 (je nach oberster Karte), sonst die Hälfte;
    • vier A/K/O/U/10: 150/100/80/60/40; Heirat K+O: Trumpf 40, sonst 20.
    Eine Karte zählt nur in einer Sequenz, aber noch in Vieren und Heirat.
    Der Tisch schreibt an: aufgeschlagenes Bild, A oder 10 dem Geber 10; nur Bilder 20, carte blanche 10 (nach jedem Ziehen wieder, solange es hält); Trumpf-As im Stich 10; letzte Talonkarte 10; fünf Trümpfe nach dem Talon 30.
    Am Ende: die letzten fünf Stiche 20, alle Stiche 600, die meisten Stiche 10.
    Beide zählen Augen, Meldungen und Zuschläge; wer nach einem Spiel 600 hat und vorn liegt, gewinnt die Partie.
rule-overtake = ohne Talon muss man in der Farbe überstechen, wenn man kann
rule-seven_exchange = die Trumpfsieben darf gegen die Karte unter dem Talon getauscht werden
rule-target = so viele Punkte gewinnen die Partie

