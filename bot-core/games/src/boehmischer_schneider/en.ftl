# The words of boehmischer_schneider in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## boehmischer_schneider: the registry entry

boehmischer_schneider-name = Bohemian Schneider
boehmischer_schneider-blurb = two players, 32 cards, no trump: only the next higher card takes a trick; 11 of the 20 honours win.
boehmischer_schneider-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
boehmischer_schneider-rules =
    Bohemian Schneider — two players, 32 cards (Acorns, Leaves, Hearts, Bells), six each, 20 in the stock. The forehand leads first; the deal alternates.
    No trump, no duty to follow. A trick goes to the leader unless the second card is the next higher one of the same suit (7→8→9→10→U→O→K→A: Unter, Ober, King, Daus). The winner draws first.
    At the end each counts his honours (A K O U 10, 20 in all): 11–15 win single, 16–19 double, all 20 triple; 10 : 10 is a Ständer: nobody wins. Both strike down from 7; the first at 0 wins the Partie.
rule-staender_double = a Ständer (10 : 10) doubles the next deal
rule-partie = the points each player strikes down from


## boehmischer_schneider: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
# $honours the honours per seat ({0} 5 · {1} 3), $n the cards left in the stock.
view-honours = Honours: { $honours }   Stock: { $n }
# $left what each still strikes ({0} 5 · {1} 3), $times the deal's multiplier (empty or "   ×2").
view-partie = Partie (left to strike): { $left }{ $times }
standing = Partie (left to strike)

## boehmischer_schneider: what happens

# $leader, $winner seat tokens; $led, $answer the cards.
# $seat the winner's token, $own and $other the honours of winner and loser, $n the points struck.
deal-won = Deal to { $seat }: honours { $own }:{ $other } — { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
staender = Ständer: 10 : 10, nobody wins
staender-double = Ständer: 10 : 10, nobody wins; the next deal counts double
# $deal the line of the deal, $seat the Partie's winner.
partie-won = { $deal }. { $seat } wins the Partie.

## boehmischer_schneider: refusals

refusal-game-over = The deal is already over.
refusal-not-your-turn = It is not your turn.
refusal-not-in-hand = You do not hold that card.
refusal-illegal = Only a card can be played here.
