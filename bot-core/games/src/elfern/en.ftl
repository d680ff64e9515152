# The words of elfern in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## elfern: the registry entry

elfern-name = Elfern
elfern-blurb = two players, 32 cards, no trump: take 11 of the 20 honours to win
elfern-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
elfern-rules =
    Elfern (Eßern, Figurenspiel) — two players, 32 cards, six each (dealt in twos), 20 in the stock. No trump.
    Order A K Q J 10 9 8 7. A higher card of the suit led wins the trick, anything else loses. The winner draws first and leads.
    While the stock lasts any card may be played. In the last six tricks you must follow suit (but need not beat).
    At the end each counts his honours (A K Q J 10, 20 in all): 11 or more win single, 15 double, all 20 triple. 10 : 10 is a Ständer: the same dealer deals again and the next deal counts double.
    Points are written as strokes; the first to 12 wins the Partie.
rule-partie = the strokes of a Partie (8, 12, 16: two, three, four Fahnen)
rule-partie_multiple = a Partie is lost double (at most half the strokes) or triple (none)

