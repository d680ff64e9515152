# The words of ecarte in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## ecarte: the registry entry

ecarte-name = Ecarté
ecarte-blurb = zu zweit, 32 Blatt: fünf Karten, Tausch auf Vorschlag, drei Stiche zählen, Partie 5
ecarte-unit = { $n ->
        [one] Einsatz
       *[other] Einsätze
    }
ecarte-rules =
    Ecarté — zu zweit, 32 Blatt; Rangfolge K O U A 10 9 8 7 (der König ist das höchste).
    Je fünf Karten (3 + 2); die elfte wird als Trumpf aufgeschlagen — ist sie ein König, schreibt der Geber sofort 1 Punkt an.
    Die Vorhand spielt aus oder schlägt vor (je propose, später encore).
    Nimmt der Geber an (combien?), legt die Vorhand 1 bis 5 Karten weg und kauft so viele vom Talon, dann der Geber 0 bis 5. Lehnt er ab (jouez), wird gespielt.
    Fünf Stiche: bedienen und überstechen, wenn man kann, sonst trumpfen.
    Wer den Trumpfkönig ausspielt, schreibt 1 Punkt an.
    Drei oder vier Stiche zählen 1 Punkt, alle fünf (la vole) 2.
    Strafpunkt: spielt die Vorhand, ohne je vorzuschlagen, und macht der Geber die meisten Stiche, zählen sie ihm 2; lehnt der Geber den ersten Vorschlag ab und macht die Vorhand die meisten, zählen sie ihr 2.
    Wer zuerst 5 Punkte hat, gewinnt die Partie sofort, auch mitten im Spiel.
rule-overtake = wer bedient, muss überstechen, wenn er kann
rule-mark_king = der Trumpfkönig zählt beim Ausspielen (play) oder zu Beginn des Stichspiels (start)
rule-penalty_on_vole = der Strafpunkt zählt auch zur Vole (3 statt 2)
rule-target = so viele Punkte gewinnen die Partie
rule-multiple_game = gegen 0 Punkte zählt die Partie dreifach, gegen 1–2 doppelt

