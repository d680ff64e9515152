# The words of elfern in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## elfern: the registry entry

elfern-name = Elfern
elfern-blurb = two players, 32 cards, no trump: take 11 of the 20 honours to win.
elfern-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
elfern-rules =
    Elfern (Eßern, Figurenspiel) — two players, 32 cards (Acorns, Leaves, Hearts, Bells), six each (dealt in twos), 20 in the stock. No trump.
    Order A K O U 10 9 8 7 (Daus, King, Ober, Unter). A higher card of the suit led wins the trick, anything else loses. The winner draws first and leads.
    While the stock lasts any card may be played. In the last six tricks you must follow suit (but need not beat).
    At the end each counts his honours (A K O U 10, 20 in all): 11 or more win single, 15 double, all 20 triple. 10 : 10 is a Ständer: the same dealer deals again and the next deal counts double.
    Points are written as strokes; the first to 12 wins the Partie. The deal alternates after a deal won.
rule-partie = the strokes of a Partie (8, 12, 16: two, three, four Fahnen)
rule-partie_multiple = a Partie is lost double (at most half the strokes) or triple (none)


## elfern: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
# $honours, $strokes the counts per seat ({0} 5 · {1} 3), $n the cards left in the stock.
view-honours = Honours: { $honours }   Stock: { $n }
view-honours-last = Honours: { $honours }   follow suit!
# $partie the strokes of a Partie, $times the deal's multiplier (empty or "   ×2").
view-strokes = Strokes, Partie of { $partie }: { $strokes }{ $times }
standing = Strokes (Partie of { $partie })

## elfern: what happens

# $leader, $winner seat tokens; $led, $answer the cards.
stock-out = The stock is used up: from now on follow suit.
# $seat the winner's token, $own and $other the honours of winner and loser, $n the strokes won.
deal-won = Deal to { $seat }: honours { $own }:{ $other } — { $n ->
        [one] { $n } stroke
       *[other] { $n } strokes
    }
staender = Ständer: 10 : 10, the same dealer deals again, the next deal counts double
# $deal the line of the deal, $seat the Partie's winner, $value 1, 2 (double) or 3 (triple).
partie-won = { $deal }. { $seat } wins the Partie{ $value ->
        [2] {" "}double
        [3] {" "}triple
       *[other] {""}
    }.

## elfern: refusals

refusal-game-over = The deal is already over.
refusal-not-your-turn = It is not your turn.
refusal-not-in-hand = You do not hold that card.
refusal-illegal = Only a card can be played here.
refusal-must-follow = In the last six tricks you must follow suit if you can (you need not beat).
