# The words every game shares, in English: tricks of two, the card led, lists of
# names and the refusals every game knows. Placeables:
# { $seat }, { $leader }, { $winner } a seat's name; { $card }, { $led }, { $answer } a card.

## A trick of two and the card led to one

trick-line = { $leader } { $led } { $answer } → trick to { $winner }
led-line = Led by { $seat }: { $card }
# $trick a finished trick as trick-line writes it.
last-trick = Last trick: { $trick }
# $tricks the cards of the tricks a seat won, trick by trick (where the rules let it look).
own-tricks = Your tricks: { $tricks }

## Lists of names: { $init } the names before the last, joined by list-comma

list-comma = ,
list-and = { $init } and { $last }

## Refusals every game knows; { $code } any other in plain words

refused-not-your-turn = It is not your turn.
refused-not-in-hand = You do not hold that card.
refused-must-follow = You must follow suit.
refused-game-over = The deal is already over.
refused-illegal = That move is not allowed now.
refused-other = Not allowed: { $code }.

## The computer's levels, as a player reads them (settings, the board).

level-random = random
level-easy = easy
level-strong = strong

## What cards lying open before a player are, over them in a picture of the table

lying-shown = shown
lying-taken-in = taken in
lying-laid-away = laid away
lying-turned = turned
lying-last-game = last game
lying-bank = bank
lying-ponte = Ponte
