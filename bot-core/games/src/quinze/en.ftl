# The words of quinze in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## quinze: the registry entry

quinze-name = Quinze
quinze-blurb = two players, 52 cards: draw towards 15 — over 15 loses
quinze-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
quinze-rules =
    Quinze — two players, 52 cards. Court cards count 10, the Ace 1, the others their pips.
    Each gets one card. The forehand takes as many cards as he likes and stands; then the dealer buys the same way. Over 15 loses (the forehand at once, the dealer need not buy).
    15 in two cards is a born fifteen: the forehand wins double with it, the single stake against the dealer's bought fifteen, half against a born one. A bought fifteen wins the stake; against the dealer's born fifteen nobody wins. Otherwise the count nearer to 15 wins.
    A tie: the forehand wins half. What is not paid stands and adds to the next game's stake.
    Game follows game from the same pack until it is used up (a Taille). A Partie is two Tailles, each player the forehand once; who wins more Marken wins it.
rule-stake = the stake of one game in Marken
rule-ace_eleven = an Ace counts 1 or 11, whichever is better (Ace and Four are a born fifteen)

