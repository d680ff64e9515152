# The words of bassette in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $banker } a seat token ("{0}":
# the front end puts in the seat's name); { $rank } a rank's letters as the glossary writes them
# (A K Q J 10 … 2); { $card }, { $bank }, { $ponte } a card as the glossary writes it.

## bassette: the registry entry

bassette-name = Basset
bassette-blurb = banking game, 52 cards: the banker draws in pairs, the punters stake on ranks.
bassette-unit = { $n ->
        [one] chip
       *[other] chips
    }
bassette-rules =
    Basset — one banker against any number of punters, 52 cards; only a card's rank counts, never its suit.
    Punters stake on ranks (A K Q J 10 9 … 2) at any time: multiples of 3 between the bank's minimum and maximum, one stake per rank, which stands until a card of its rank decides it; never more than their free chips; the bank must cover every stake.
    The banker draws the pack in pairs (26 of them): the first card of each pair is his, the second (la Ponte) the punters'.
    The very first card wins ⅔ of the stakes placed before the first pair for the bank; after it every banker's card wins the stake whole, and on every Ponte the bank pays the stake 1 : 1. A decided rank may be staked again.
    A stake placed during the Taille: the next banker's card does not count for it, the next Ponte wins ⅔ for the bank, then the usual course.
    Pliée (one rank twice in a pair): the banker's card decides, the Ponte finds nothing left.
    The last card counts for nobody; stakes still standing are returned.
    Partie: everybody starts with 100 chips, the bank passes round after every Taille (skipping a player without chips) until each has held it once. Most chips wins.
    Chips are play money: the bot never deals with real money.
rule-min_stake = the smallest stake (a multiple of 3)
rule-max_stake = the largest stake (a multiple of 3, at least the smallest)
rule-bank = who holds the bank: the players in turn (players) or the computer (computer: a fresh 1000 chips each Taille, a Partie of three Tailles)

bassette-commands =
    Commands (upper or lower case):
      stake 9 on K           stake 9 chips on the King (also: stake K 9)
                             ranks A K Q J 10 9 … 2 (or T)
      draw                   as the banker, draw the next pair

## bassette: the table

# $pair the pairs drawn; $n the cards left
bassette-taille = Taille: pair { $pair } of 26 · { $n ->
        [one] { $n } card left
       *[other] { $n } cards left
    }
bassette-last-pair = Last pair: { $bank } (bank) · { $ponte } (Ponte)
bassette-bottom = Bottom card (only you see it; it does not count): { $card }
# $stakes the seat's stakes (bassette-stake, bassette-stake-late), joined by " · "
bassette-stakes-of = { $seat } stakes: { $stakes }
bassette-stake = { $n } on { $rank }
# $after the pairs drawn when the stake was placed
bassette-stake-late = { $n } on { $rank } (placed after pair { $after })
# $chips each seat's chips ("{0} 100 · {1} 94")
bassette-chips = Chips: { $chips }   ({ $banker } holds the bank)
bassette-limits = Stake: { $min }–{ $max } chips, in steps of 3
# $banked the players who have held the bank; $n the players
bassette-partie-players = Partie, players' bank: { $banked } of { $n } { $banked ->
        [one] has
       *[other] have
    } held the bank
# $taille this Taille's number; $n the Tailles of the Partie
bassette-partie-computer = Partie against the computer bank: Taille { $taille } of { $n }
# $chips as in bassette-chips; $partie bassette-partie-players or -computer
bassette-standing = Chips: { $chips } — { $partie }
# $leaders the seats with the most chips, joined by ", "
bassette-partie-won = Partie won (most chips): { $leaders }

## bassette: the buttons

bassette-stake-label = { $n } on { $rank }
# The stakes on a rank, where a hand offers them in two steps: the rank first.
bassette-stake-group = on { $rank }
bassette-draw = Draw a pair

## bassette: what happens

bassette-opens = { $banker } holds the bank and draws the cards in pairs; everybody else punts.
bassette-staked = { $seat } stakes { $n ->
        [one] { $n } chip
       *[other] { $n } chips
    } on { $rank }
bassette-pair = Pair { $pair }: { $bank } for the bank · { $ponte } Ponte
bassette-pair-last = Pair { $pair }: { $bank } for the bank · { $ponte } Ponte (the last card counts for nobody)
# A card decides a stake of $n on $rank; $won the bank's ⅔
bassette-two-thirds = { $seat }, { $n } on { $rank }: the bank wins ⅔ ({ $won ->
        [one] { $won } chip
       *[other] { $won } chips
    })
bassette-whole = { $seat }, { $n } on { $rank }: the bank wins the stake ({ $n ->
        [one] { $n } chip
       *[other] { $n } chips
    })
bassette-paid = { $seat }, { $n } on { $rank }: the bank pays { $n ->
        [one] { $n } chip
       *[other] { $n } chips
    }
bassette-not-counted = { $seat }, { $n } on { $rank }: the card does not count this time (staked during the Taille)
# $scores each seat's chips won or lost ("{0} +6 · {1} -6")
bassette-over = Taille over: { $scores }
# $returned the stakes still standing ("{1} 30 on 4"), joined by " · "
bassette-returned = the last card counts for nobody, stakes still standing go back: { $returned }

## bassette: refusals

bassette-refused-game_over = All 26 pairs are drawn: the Taille is over.
bassette-refused-not_your_turn = Only the banker draws; you stake as a punter.
bassette-refused-not_a_punter = You hold the bank: the banker does not stake, he draws.
# $min, $max the stake limits
bassette-refused-bad_amount = A stake must be a multiple of 3 from { $min } to { $max } chips.
bassette-refused-already_staked = You already have a stake on that rank; it stands until a card decides it.
bassette-refused-no_chips = You do not have that many free chips: your stakes together may not exceed your chips.
# $n the bank's free chips
bassette-refused-bank_limit = The bank cannot cover that: it has only { $n ->
        [one] { $n } free chip
       *[other] { $n } free chips
    } left.
bassette-refused-illegal = That is no move of Basset: punters stake chips on a rank ("stake 9 on K"), the banker draws ("draw").
