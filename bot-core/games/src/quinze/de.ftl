# The words of quinze in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $winner }, { $fore },
# { $dealer } a seat token ("{0}": the front end puts in the seat's name); { $cards } cards as the
# glossary writes them.

## quinze: the registry entry

quinze-name = Fünfzehn (Quinze)
quinze-blurb = zu zweit, 52 Blatt: Karten kaufen bis 15 — wer darüber kommt, hat verloren.
quinze-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
quinze-rules =
    Fünfzehn (Quinze) — zu zweit, 52 Blatt. Bilder zählen 10, das As 1, die anderen ihre Augen.
    Jeder erhält eine Karte. Die Vorhand nimmt Karten, so viele sie will, und bleibt dann stehen; danach kauft der Geber ebenso. Wer über 15 kommt, hat verloren (die Vorhand sofort, ohne dass der Geber kauft).
    15 in zwei Karten sind geborne 15: die Vorhand gewinnt damit den doppelten Einsatz, gegen gekaufte 15 des Gebers den einfachen, gegen geborne die Hälfte. Gekaufte 15 gewinnen den Einsatz, gegen gekaufte 15 des Gebers die Hälfte; gegen geborne 15 des Gebers gewinnt niemand. 15 des Gebers gewinnen den einfachen Einsatz. Sonst gewinnt, wer 15 näher ist.
    Gleichstand: die Vorhand gewinnt die Hälfte (abgerundet). Was nicht gezahlt wird, bleibt stehen und erhöht den Einsatz des nächsten Spiels.
    Ein Spiel folgt dem anderen aus demselben Pack, bis es verbraucht ist (eine Taille). Eine Partie sind zwei Taillen, jeder hat einmal die Vorhand; wer mehr Marken gewinnt, gewinnt sie. Was am Ende der Partie noch steht, verfällt.
rule-stake = der Einsatz eines Spiels in Marken
rule-ace_eleven = ein As zählt 1 oder 11, wie es besser ist (As und 4 sind geborne 15)


## quinze: the table (a game is one deal of cards inside a Taille; the kernel's "Spiel N" is the Taille)

# $taille 1 or 2; $game the game's number in the Taille; $stake the Marken at stake; $stock cards left
quinze-now = Taille { $taille }, { $game }. Spiel · Einsatz { $stake ->
        [one] { $stake } Marke
       *[other] { $stake } Marken
    } · Talon: { $stock ->
        [one] { $stock } Karte
       *[other] { $stock } Karten
    }
quinze-has-fifteen = { $seat } hat 15: { $cards }
quinze-your-count = Deine Augen: { $n }
quinze-cards-held = { $seat }: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
# $game a settled game's line (quinze-settled)
quinze-last-game = Letztes Spiel: { $game }
# $first, $second the seat tokens; $a, $b their Marken with a sign (+2, -2)
quinze-standing = Taille { $taille }/2 · Marken: { $first } { $a } · { $second } { $b }

## quinze: the buttons

quinze-draw = Karte nehmen
quinze-stand = Stehen bleiben

## quinze: what happens

quinze-new-game = Neues Spiel um { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
quinze-takes-card = { $seat } nimmt eine Karte
quinze-stands = { $seat } bleibt stehen
quinze-born-fifteen = { $seat } hat geborne 15: { $cards }
quinze-bought-fifteen = { $seat } hat gekaufte 15: { $cards }
# $a, $b each seat's Marken over the Taille with a sign
quinze-taille-over = Die Taille { $taille } ist aus: { $first } { $a } · { $second } { $b }
quinze-taille-over-drawn = Die Taille { $taille } ist aus: { $first } { $a } · { $second } { $b }; die Partie ist unentschieden
quinze-taille-over-won = Die Taille { $taille } ist aus: { $first } { $a } · { $second } { $b }; { $winner } gewinnt die Partie

## quinze: a settled game: what was shown — who won — what stands

# $n the bust count
quinze-shown-bust = { $seat } ist verkauft ({ $n }: { $cards })
# $a, $b the counts; $fore-cards, $dealer-cards the hands
quinze-shown = { $fore } { $a } ({ $fore-cards }) · { $dealer } { $b } ({ $dealer-cards })
# $reason: bust, born, fifteen, closer, equal
quinze-won = { $winner } gewinnt { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    } ({ $reason ->
        [bust] der Gegner ist verkauft
        [born] geborne 15: doppelt
        [fifteen] 15
        [closer] näher an 15
       *[equal] Gleichstand: die Hälfte
    })
quinze-nobody = niemand gewinnt
quinze-stands-over = { $n ->
        [one] { $n } Marke bleibt stehen
       *[other] { $n } Marken bleiben stehen
    }
# $shown quinze-shown(-bust), $outcome quinze-won or quinze-nobody, $carry quinze-stands-over
quinze-settled = { $shown } — { $outcome }
quinze-settled-carry = { $shown } — { $outcome }, { $carry }

## quinze: refusals

quinze-refused-game_over = Die Taille ist schon aus.
quinze-refused-not_your_turn = Du bist nicht an der Reihe: erst zieht die Vorhand, dann der Geber.
quinze-refused-illegal = Du kannst nur eine Karte nehmen oder stehen bleiben.
