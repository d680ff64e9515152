# The words of portugalese in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## portugalese: the registry entry

portugalese-name = Portugalese
portugalese-blurb = two players, 52 cards: the first to empty his hand wins — follow suit or take the card in.
portugalese-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
portugalese-rules =
    Portugalese — two players, 52 cards, no trump; order A K Q J 10 9 … 2. Three cards each, 46 form the stock.
    Aim: be the first with no card in hand. Tricks count for nothing.
    The leader plays a card face up. Holding its suit you must follow, but need not beat:
    • higher (beat): the trick is yours and you lead next;
    • lower (follow low): the leader keeps the trick and leads again, and you take a penalty card from the stock while it lasts;
    • void in the suit: the card goes into your hand by itself and the leader leads again.
    While the stock lasts everybody fills up to 3 cards (the next leader first).
    The first with an empty hand wins; the other pays 1 point per card in hand (house rule pips: their pips, A 11, court cards and 10 each 10). Both out in the same trick: nobody pays.
    The first to 21 points (150 with pips) wins the Partie; the deal alternates.
rule-pips = the loser pays the pips of his hand (A 11, court cards and 10 each 10, others face value) instead of one per card
rule-target = points that win the Partie; 0 = 21 (with pips 150)


## portugalese: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
view-led = { $seat } leads { $card }
# $led, $answer the cards of the last trick.
view-last = Last trick: { $led } { $answer }
# $n the cards of the stock, $hands the cards in each hand ({0} 3 · {1} 4).
view-counts = Stock: { $n } · cards in hand: { $hands }
# $cards the cards a seat took in and still holds.
view-taken-in = { $seat } took in: { $cards }
# $target the points of the Partie, $pips yes when the loser pays pips, $totals the points per seat.
view-partie = Partie to { $target } ({ $pips ->
        [yes] pips
       *[no] cards
    }): { $totals }
standing = Partie to { $target }

## portugalese: what happens

# $seat the responder, $leader the leader (seat tokens); $led, $answer the cards.
trick-beaten = { $seat } beats { $led } with { $answer } and leads
trick-low = { $seat } follows { $answer } low to { $led } — trick to { $leader }
take-in = { $seat } cannot follow and takes in { $card }
penalty = { $seat } takes a penalty card from the stock
# $counts the cards each seat drew ({0} 2 · {1} 1).
drawn = Drawn: { $counts }
both-out = Both are out in the same trick — nobody pays
# $seat the winner, $other the loser (tokens); $n what he pays, in cards or (pips yes) in pips.
out = { $seat } is out — { $other } pays { $pips ->
        [yes] { $n ->
            [one] { $n } pip
           *[other] { $n } pips
        }
       *[no] { $n ->
            [one] { $n } card
           *[other] { $n } cards
        }
    }
# $deal the line "out", $seat the Partie's winner, $own and $other the totals.
out-partie = { $deal }; { $seat } wins the Partie ({ $own } : { $other })

## portugalese: refusals

refusal-game-over = The deal is already over.
refusal-not-your-turn = It is not your turn.
refusal-not-in-hand = You do not hold that card.
refusal-illegal = Only a card can be played here.
refusal-must-follow = You hold the suit led: you must follow it (higher or lower).
