# The words of mariage in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## mariage: the registry entry

mariage-name = Mariage
mariage-blurb = two players, 32 cards: 66 card points, marriages and the Wäsche paid in Marken
mariage-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
mariage-rules =
    Mariage — two players, 32 cards (A 10 K Q J 9 8 7; card points 11 10 4 3 2). Three cards each, one turned up as trump, three more each; 19 cards form the stock with the trump card at its bottom.
    After each trick the winner draws first. While cards are drawn any card may be played; in the last six tricks (or after closing) follow suit, else trump.
    Rob with the trump Seven: at your turn once you have won a trick (the forehand also before the first trick), while face-down cards remain.
    Announce a marriage (K+Q) at lead once you have a trick, while the stock lasts: the opponent pays 20 Marken at once, 40 in trumps (l'Amour, A+10 of trumps, 50 as a house rule). Nothing of it must be led.
    Close at lead after the first trick: no more drawing; the closer must reach 66 card points or loses.
    When the last two cards are drawn you may declare the Wäsche: all six last tricks win 40 Marken, missing one costs 40.
    Otherwise all is played out, the last trick counts 10: 66 of 130 wins 2 Marken, 4 if the loser has fewer than 33. 65 : 65 stands; the next game's winner gets it too. The winner deals.
rule-must_head = in the strict phase a higher card of the suit led must be played if possible
rule-amour = l'Amour (Ace and Ten of trumps) can be announced for 50 Marken
rule-partie = a Partie: each strikes down from this number (0 = a running Marken account)
rule-close_commits_partie = in a Partie, closing commits the closer to win the Partie with this deal

