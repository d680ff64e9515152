# The words of mariage_alt in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## mariage_alt: the registry entry

mariage_alt-name = Mariage (first kind)
mariage_alt-blurb = two players, 32 cards with trumps: marriages, card points and the last tricks are paid
mariage_alt-unit = { $n ->
        [one] point
       *[other] points
    }
mariage_alt-rules =
    Mariage (first kind) — two players, 32 cards, six each (3, 3, then a card turned for trump, 3, 3); it lies face up under the talon.
    Order A 10 K Q J 9 8 7; card points A 11, 10 10, K 4, Q 3, J 2. The higher trump wins, else the higher card of the suit led. The winner of a trick draws first.
    While the talon lasts any card may be played. In the last six tricks you must beat the card led if you can, else follow suit, else trump.
    The player at lead may exchange the seven of trumps for the trump card and — once he has won a trick, while the talon lasts — announce a marriage (K + Q): the opponent pays 2, for the trump marriage 4.
    At the end each pays the other a point per ten card points in his tricks; the last trick earns 2 more, all of the last six tricks 6.
    Everything is paid against each other; the table keeps a running account.
rule-overtake = in the last six tricks the second player must beat the card led if he can
rule-seven_exchange = the seven of trumps may be exchanged for the trump card
rule-brisque_payments = a player whose Ace is captured pays 2, whose Ten is captured pays 1
rule-every_point = every card point is paid, the last six tricks pay 100


## mariage_alt: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
led-line = Led by { $seat }: { $card }
