# The words of elfern in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## elfern: the registry entry

elfern-name = Elfern
elfern-blurb = zu zweit, 32 Blatt ohne Trumpf: wer 11 der 20 Figuren sticht, gewinnt.
elfern-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
elfern-rules =
    Elfern (Eßern, Figurenspiel) — zu zweit, 32 Blatt (Eichel, Laub, Herz, Schellen), je sechs Karten (zu zweien gegeben), 20 im Talon. Kein Trumpf.
    Ordnung A K O U 10 9 8 7. Eine höhere Karte der ausgespielten Farbe sticht, alles andere verliert. Der Stichsieger zieht zuerst und spielt aus.
    Solange der Talon reicht, darf man jede Karte zugeben. In den letzten sechs Stichen muss man Farbe bekennen (überstechen muss man nicht).
    Am Ende zählt jeder seine Figuren (A K O U 10, zusammen 20): ab 11 einfach, ab 15 doppelt, alle 20 dreifach. 10 : 10 ist ein Ständer: derselbe gibt noch einmal, das nächste Spiel zählt doppelt.
    Die Punkte werden als Striche geschrieben; wer zuerst 12 hat, gewinnt die Partie. Der Geber wechselt nach jedem gewonnenen Spiel.
rule-partie = wie viele Striche eine Partie hat (8, 12, 16: zwei, drei, vier Fahnen)
rule-partie_multiple = die Partie geht doppelt verloren (höchstens die halben Striche) oder dreifach (keiner)


## elfern: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
# $honours, $strokes the counts per seat ({0} 5 · {1} 3), $n the cards left in the stock.
view-honours = Figuren: { $honours }   Talon: { $n }
view-honours-last = Figuren: { $honours }   Farbe bekennen!
# $partie the strokes of a Partie, $times the deal's multiplier (empty or "   ×2").
view-strokes = Striche, Partie auf { $partie }: { $strokes }{ $times }
standing = Striche (Partie auf { $partie })

## elfern: what happens

# $leader, $winner seat tokens; $led, $answer the cards.
stock-out = Der Talon ist aufgebraucht: jetzt muss man Farbe bekennen.
# $seat the winner's token, $own and $other the honours of winner and loser, $n the strokes won.
deal-won = Spiel für { $seat }: Figuren { $own }:{ $other } — { $n ->
        [one] { $n } Strich
       *[other] { $n } Striche
    }
staender = Ständer: 10 : 10, derselbe gibt noch einmal, das nächste Spiel zählt doppelt
# $deal the line of the deal, $seat the Partie's winner, $value 1, 2 (double) or 3 (triple).
partie-won = { $deal }. { $seat } gewinnt die Partie{ $value ->
        [2] {" "}doppelt
        [3] {" "}dreifach
       *[other] {""}
    }.

## elfern: refusals

refusal-game-over = Das Spiel ist schon vorbei.
refusal-not-your-turn = Du bist nicht an der Reihe.
refusal-not-in-hand = Diese Karte hast du nicht.
refusal-illegal = Hier wird nur eine Karte gespielt.
refusal-must-follow = In den letzten sechs Stichen musst du Farbe bekennen, wenn du kannst (überstechen musst du nicht).
