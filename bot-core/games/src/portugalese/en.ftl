# The words of portugalese in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## portugalese: the registry entry

portugalese-name = Portugalese
portugalese-blurb = two players, 52 cards: the first to empty his hand wins — follow suit or take the card in
portugalese-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
portugalese-rules =
    Portugalese — two players, 52 cards, no trump. Three cards each, 46 form the stock.
    Aim: be the first with no card in hand. Tricks count for nothing.
    The leader plays a card face up. Holding its suit you must follow, but need not beat:
    • higher (beat): the trick is yours and you lead next;
    • lower (follow low): the leader keeps the trick and leads again, and you take a penalty card from the stock;
    • void in the suit: the card goes into your hand by itself and the leader leads again.
    While the stock lasts everybody fills up to 3 cards (the next leader first).
    The first with an empty hand wins; the other pays 1 point per card in hand (house rule pips: their pips, A 11, court cards and 10 each 10). Both out in the same trick: nobody pays.
    The first to 21 points (150 with pips) wins the Partie; the deal alternates.
rule-pips = the loser pays the pips of his hand (A 11, court cards and 10 each 10, others face value) instead of one per card
rule-target = points that win the Partie; 0 = 21 (with pips 150)

