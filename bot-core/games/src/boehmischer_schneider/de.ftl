# The words of boehmischer_schneider in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## boehmischer_schneider: the registry entry

boehmischer_schneider-name = Böhmischer Schneider
boehmischer_schneider-blurb = zu zweit, 32 Blatt ohne Trumpf: nur die nächsthöhere Karte sticht; 11 der 20 Bilder gewinnen.
boehmischer_schneider-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
boehmischer_schneider-rules =
    Böhmischer Schneider — zu zweit, 32 Blatt (Eichel, Laub, Herz, Schellen), je sechs Karten, 20 im Talon. Die Vorhand spielt zuerst aus; der Geber wechselt nach jedem Spiel.
    Kein Trumpf, kein Farbzwang. Ein Stich gehört dem Ausspieler, außer die zweite Karte ist die nächsthöhere derselben Farbe (7→8→9→10→U→O→K→A). Der Stichsieger zieht zuerst.
    Am Ende zählt jeder seine Bilder (A K O U 10, zusammen 20): 11–15 einfach, 16–19 doppelt, alle 20 dreifach; 10 : 10 ist ein Ständer: niemand gewinnt. Beide streichen von 7 ab; wer zuerst 0 erreicht, gewinnt die Partie.
rule-staender_double = ein Ständer (10 : 10) verdoppelt das nächste Spiel
rule-partie = von wie vielen Punkten jeder abstreicht


## boehmischer_schneider: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
# $honours the honours per seat ({0} 5 · {1} 3), $n the cards left in the stock.
view-honours = Bilder: { $honours }   Talon: { $n }
# $left what each still strikes ({0} 5 · {1} 3), $times the deal's multiplier (empty or "   ×2").
view-partie = Partie (abzustreichen): { $left }{ $times }
standing = Partie (abzustreichen)

## boehmischer_schneider: what happens

# $leader, $winner seat tokens; $led, $answer the cards.
# $seat the winner's token, $own and $other the honours of winner and loser, $n the points struck.
deal-won = Spiel für { $seat }: Bilder { $own }:{ $other } — { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
staender = Ständer: 10 : 10, niemand gewinnt
staender-double = Ständer: 10 : 10, niemand gewinnt; das nächste Spiel zählt doppelt
# $deal the line of the deal, $seat the Partie's winner.
partie-won = { $deal }. { $seat } gewinnt die Partie.

## boehmischer_schneider: refusals

refusal-game-over = Das Spiel ist schon vorbei.
refusal-not-your-turn = Du bist nicht an der Reihe.
refusal-not-in-hand = Diese Karte hast du nicht.
refusal-illegal = Hier wird nur eine Karte gespielt.
