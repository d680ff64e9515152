# The words of boehmischer_schneider in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## boehmischer_schneider: the registry entry

boehmischer_schneider-name = Bohemian Schneider
boehmischer_schneider-blurb = two players, 32 cards: only the next higher card wins, honours count
boehmischer_schneider-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
boehmischer_schneider-rules =
    Bohemian Schneider — two players, 32 cards, six each, 20 in the stock.
    No trump, no duty to follow. A trick goes to the leader unless the second card is the next higher one of the same suit (7→8→9→10→J→Q→K→A). The winner draws first.
    At the end each counts his honours (A K Q J 10, 20 in all): 11–15 win single, 16–19 double, all 20 triple; 10 : 10 is a stand-off. Both strike down from 7; the first at 0 wins the Partie.
rule-staender_double = a Ständer (10 : 10) doubles the next deal
rule-partie = the points each player strikes down from

