# The words every game shares, in German: tricks of two, the card led, a Figurenspiel's deal, a
# Partie played to a target, lists of names and the refusals every game knows. Placeables:
# { $seat }, { $leader }, { $winner } a seat's name; { $card }, { $led }, { $answer } a card.

## A trick of two and the card led to one

trick-line = { $leader } { $led } { $answer } → Stich für { $winner }
led-line = Ausgespielt von { $seat }: { $card }
# $trick a finished trick as trick-line writes it.
last-trick = Letzter Stich: { $trick }
# $tricks the cards of the tricks a seat won, trick by trick (where the rules let it look).
own-tricks = Deine Stiche: { $tricks }

## Lists of names: { $init } the names before the last, joined by list-comma

list-comma = ,
list-and = { $init } und { $last }

## Refusals every game knows; { $code } any other in plain words

refused-not-your-turn = Du bist nicht an der Reihe.
refused-not-in-hand = Diese Karte hast du nicht.
refused-must-follow = Du musst Farbe bekennen.
refused-game-over = Das Spiel ist schon vorbei.
refused-illegal = Dieser Zug ist jetzt nicht erlaubt.
refused-other = Nicht erlaubt ({ $code }).

## The computer's levels, as a player reads them (settings, the board).

level-random = Zufall
level-easy = leicht
level-strong = stark

## Was offen vor einem Spieler liegende Karten sind, über ihnen im Bild des Tisches

lying-shown = gezeigt
lying-taken-in = aufgenommen
lying-laid-away = weggelegt
lying-turned = aufgelegt
lying-last-game = letztes Spiel
lying-bank = Bank
lying-ponte = Ponte
