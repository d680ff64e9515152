# The words of quinze in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## quinze: the registry entry

quinze-name = Fünfzehn (Quinze)
quinze-blurb = zu zweit, 52 Blatt: Karten kaufen bis 15 — wer darüber kommt, hat verloren
quinze-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
quinze-rules =
    Fünfzehn (Quinze) — zu zweit, 52 Blatt. Bilder zählen 10, das As 1, die anderen ihre Augen.
    Jeder erhält eine Karte. Die Vorhand nimmt Karten, so viele sie will, und bleibt dann stehen; danach kauft der Geber ebenso. Wer über 15 kommt, hat verloren (die Vorhand sofort, ohne dass der Geber kauft).
    15 in zwei Karten sind geborne 15: die Vorhand gewinnt damit den doppelten Einsatz, gegen gekaufte 15 des Gebers den einfachen, gegen geborne die Hälfte. Gekaufte 15 gewinnen den Einsatz; gegen geborne 15 des Gebers gewinnt niemand. Sonst gewinnt, wer 15 näher ist.
    Gleichstand: die Vorhand gewinnt die Hälfte. Was nicht gezahlt wird, bleibt stehen und erhöht den Einsatz des nächsten Spiels.
    Ein Spiel folgt dem anderen aus demselben Pack, bis es verbraucht ist (eine Taille). Eine Partie sind zwei Taillen, jeder hat einmal die Vorhand; wer mehr Marken gewinnt, gewinnt sie.
rule-stake = der Einsatz eines Spiels in Marken
rule-ace_eleven = ein As zählt 1 oder 11, wie es besser ist (As und 4 sind geborne 15)

