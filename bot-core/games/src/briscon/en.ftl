# The words of briscon in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## briscon: the registry entry

briscon-name = Briscan
briscon-blurb = two players, 32 cards: Brusquembille with sequences, fours and marriages, game 600
briscon-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
briscon-rules =
    Briscan — two players, 32 cards, five each; the eleventh card sets trump and lies face up as the last card under the stock.
    Trick order A 10 K Q J 9 8 7; card points A 11, 10 10, K 4, Q 3, J 2.
    After each trick the winner draws first, then the other player.
    While the stock lasts any card may be played; after it you must beat in suit, else follow, else trump.
    At lead you may exchange the seven of trumps for the card under the stock.
    At lead, a player who has won a trick announces while the stock lasts:
    • tierce, quart, quint in the order A K Q J 10 9 8 7 — in trumps tierce 120–20, quart 200–60, quint 600–100 (by the top card), other suits half;
    • four A/K/Q/J/10: 150/100/80/60/40; marriage K+Q: trumps 40, else 20.
    A card counts in one sequence only, but still in a four and a marriage.
    The table marks: a turned court, ace or ten 10 to the dealer; all courts 20, carte blanche 10 (again after each draw that keeps it); the trump ace in a trick 10; the last card of the stock 10; five trumps after the stock 30.
    At the end: the last five tricks 20, all tricks 600, most tricks 10.
    Both score card points, announcements and bonuses; whoever has 600 after a deal and leads wins the game.
rule-overtake = once the stock is empty the second player must beat in suit if he can
rule-seven_exchange = the seven of trumps may be exchanged for the card under the stock
rule-target = the points that win the game

