# The words of quinze in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $winner }, { $fore },
# { $dealer } a seat token ("{0}": the front end puts in the seat's name); { $cards } cards as the
# glossary writes them.

## quinze: the registry entry

quinze-name = Quinze
quinze-blurb = two players, 52 cards: draw towards 15 — over 15 loses.
quinze-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
quinze-rules =
    Quinze — two players, 52 cards. Court cards count 10, the Ace 1, the others their pips.
    Each gets one card. The forehand takes as many cards as he likes and stands; then the dealer buys the same way. Over 15 loses (the forehand at once, the dealer need not buy).
    15 in two cards is a born fifteen: the forehand wins double with it, the single stake against the dealer's bought fifteen, half against a born one. A bought fifteen wins the stake, half against the dealer's bought fifteen; against the dealer's born fifteen nobody wins. The dealer's fifteen wins the single stake. Otherwise the count nearer to 15 wins.
    A tie: the forehand wins half (rounded down). What is not paid stands and adds to the next game's stake.
    Game follows game from the same pack until it is used up (a Taille). A Partie is two Tailles, each player the forehand once; who wins more Marken wins it. What still stands at the end of the Partie lapses.
rule-stake = the stake of one game in Marken
rule-ace_eleven = an Ace counts 1 or 11, whichever is better (Ace and Four are a born fifteen)


## quinze: the table (a game is one deal of cards inside a Taille; the kernel's "Game N" is the Taille)

# $taille 1 or 2; $game the game's number in the Taille; $stake the Marken at stake; $stock cards left
quinze-now = Taille { $taille }, game { $game } · stake { $stake ->
        [one] { $stake } Marke
       *[other] { $stake } Marken
    } · stock: { $stock ->
        [one] { $stock } card
       *[other] { $stock } cards
    }
quinze-has-fifteen = { $seat } has 15: { $cards }
quinze-your-count = Your count: { $n }
quinze-cards-held = { $seat }: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
# $game a settled game's line (quinze-settled)
quinze-last-game = Last game: { $game }
# $first, $second the seat tokens; $a, $b their Marken with a sign (+2, -2)
quinze-standing = Taille { $taille }/2 · Marken: { $first } { $a } · { $second } { $b }

## quinze: the buttons

quinze-draw = Take a card
quinze-stand = Stand

## quinze: what happens

quinze-new-game = New game for { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
quinze-takes-card = { $seat } takes a card
quinze-stands = { $seat } stands
quinze-born-fifteen = { $seat } has a born fifteen: { $cards }
quinze-bought-fifteen = { $seat } has a bought fifteen: { $cards }
# $a, $b each seat's Marken over the Taille with a sign
quinze-taille-over = Taille { $taille } is over: { $first } { $a } · { $second } { $b }
quinze-taille-over-drawn = Taille { $taille } is over: { $first } { $a } · { $second } { $b }; the Partie is drawn
quinze-taille-over-won = Taille { $taille } is over: { $first } { $a } · { $second } { $b }; { $winner } wins the Partie

## quinze: a settled game: what was shown — who won — what stands

# $n the bust count
quinze-shown-bust = { $seat } is bust ({ $n }: { $cards })
# $a, $b the counts; $fore-cards, $dealer-cards the hands
quinze-shown = { $fore } { $a } ({ $fore-cards }) · { $dealer } { $b } ({ $dealer-cards })
# $reason: bust, born, fifteen, closer, equal
quinze-won = { $winner } wins { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    } ({ $reason ->
        [bust] the other is bust
        [born] born fifteen: double
        [fifteen] fifteen
        [closer] nearer to 15
       *[equal] a tie: half
    })
quinze-nobody = nobody wins
quinze-stands-over = { $n ->
        [one] { $n } Marke stands for the next game
       *[other] { $n } Marken stand for the next game
    }
# $shown quinze-shown(-bust), $outcome quinze-won or quinze-nobody, $carry quinze-stands-over
quinze-settled = { $shown } — { $outcome }
quinze-settled-carry = { $shown } — { $outcome }, { $carry }

## quinze: refusals

quinze-refused-game_over = This Taille is already over.
quinze-refused-not_your_turn = It is not your turn: the forehand draws first, then the dealer.
quinze-refused-illegal = You can only take a card or stand.
