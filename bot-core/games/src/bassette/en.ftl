# The words of bassette in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## bassette: the registry entry

bassette-name = Basset
bassette-blurb = banking game, 52 cards: the banker draws in pairs, the punters stake on ranks
bassette-unit = { $n ->
        [one] chip
       *[other] chips
    }
bassette-rules =
    Basset — one banker against any number of punters, 52 cards; only a card's rank counts, never its suit.
    Punters stake on ranks at any time: multiples of 3 between the bank's minimum and maximum, one stake per rank, never more than their free chips; the bank must cover every stake.
    The banker draws the pack in pairs (26 of them): the first card of each pair is his, the second (la Ponte) the punters'.
    The very first card wins ⅔ of a stake for the bank; after it every banker's card wins the stake whole, and on every Ponte the bank pays the stake 1 : 1.
    A stake placed during the Taille: the next banker's card does not count for it, the next Ponte wins ⅔ for the bank, then the usual course.
    Pliée (one rank twice in a pair): the banker's card decides, the Ponte finds nothing left.
    The last card counts for nobody; stakes still standing are returned.
    Partie: everybody starts with 100 chips, the bank passes round after every Taille (skipping a player without chips) until each has held it once. Most chips wins.
    Chips are play money: the bot never deals with real money.
rule-min_stake = the smallest stake (a multiple of 3)
rule-max_stake = the largest stake (a multiple of 3, at least the smallest)
rule-bank = who holds the bank: the players in turn (players) or the computer (computer: a fresh 1000 Marken each Taille, a Partie of three Tailles)

