# The words of boehmischer_schneider in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## boehmischer_schneider: the registry entry

boehmischer_schneider-name = Böhmischer Schneider
boehmischer_schneider-blurb = zu zweit, 32 Blatt: nur die nächsthöhere Karte sticht, die Bilder zählen
boehmischer_schneider-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
boehmischer_schneider-rules =
    Böhmischer Schneider — zu zweit, 32 Blatt, je sechs Karten, 20 im Talon.
    Kein Trumpf, kein Farbzwang. Ein Stich gehört dem Ausspieler, außer die zweite Karte ist die nächsthöhere derselben Farbe (7→8→9→10→U→O→K→A). Der Stichsieger zieht zuerst.
    Am Ende zählt jeder seine Bilder (A K O U 10, zusammen 20): 11–15 einfach, 16–19 doppelt, alle 20 dreifach; 10 : 10 ist ein Ständer. Beide streichen von 7 ab; wer zuerst 0 erreicht, gewinnt die Partie.
rule-staender_double = ein Ständer (10 : 10) verdoppelt das nächste Spiel
rule-partie = von wie vielen Punkten jeder abstreicht

