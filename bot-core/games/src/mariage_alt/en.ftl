# The words of mariage_alt in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## mariage_alt: the registry entry

mariage_alt-name = Mariage (first kind)
mariage_alt-blurb = two players, 32 cards with trumps: marriages, card points and the last tricks are paid.
mariage_alt-unit = { $n ->
        [one] point
       *[other] points
    }
mariage_alt-rules =
    Mariage (first kind) — two players, 32 cards, six each (3, 3, then a card turned for trump, 3, 3); it lies face up under the talon.
    Order A 10 K Q J 9 8 7; card points A 11, 10 10, K 4, Q 3, J 2. The higher trump wins, else the higher card of the suit led. The winner of a trick draws first.
    While the talon lasts any card may be played. In the last six tricks you must beat the card led with a higher card of its suit if you can, else follow suit, else trump.
    The player at lead (also the forehand before the first trick) may exchange the seven of trumps for the trump card while it lies under the talon, and — once he has won a trick, while the talon lasts — announce a marriage (K + Q): the opponent pays 2 at once, for the trump marriage 4.
    At the end each pays the other a point per ten card points in his tricks; the last trick earns 2 more, all of the last six tricks 6.
    Everything is paid against each other; the table keeps a running account. The deal alternates.
rule-overtake = in the last six tricks the second player must beat the card led if he can
rule-seven_exchange = the seven of trumps may be exchanged for the trump card
rule-brisque_payments = a player whose Ace is captured pays 2, whose Ten is captured pays 1
rule-every_point = every card point is paid, the last six tricks pay 100


## mariage_alt: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
# $suit a suit's name (suit-name).
view-trump-out = Trump: { $suit } — beat, follow suit or trump
view-trump-out-follow = Trump: { $suit } — follow suit or trump
# $card the trump card, $n the cards of the talon.
view-trump-card = Trump card: { $card }   Talon: { $n }
# $tricks the tricks per seat, $paid the payments received so far per seat ({0} 2 · {1} 0).
view-tricks = Tricks: { $tricks }   Paid: { $paid }
# $suits the suits of the marriages announced, comma-separated.
view-marriages = Marriages: { $suits }
# $account the running account per seat, signed ({0} +3 · {1} -3).
view-account = Account: { $account }
standing = Account: { $account }
# $symbol a suit's symbol, $name its name.
suit-name = { $symbol } { $name }

## mariage_alt: what happens

# $leader, $winner seat tokens; $led, $answer the cards.
# $trick a trick-line, $n what the captured Ace or Ten paid.
trick-brisque = { $trick } (+{ $n } for the captured card)
# $seat a seat token, $card the trump card taken.
exchanged = { $seat } exchanges the trump seven for { $card }
# $suit the marriage's suit (suit-name), $n what it was paid.
marriage = { $seat } announces the marriage in { $suit }: +{ $n }
talon-out = The talon is used up: now beat, follow suit or trump.
talon-out-follow = The talon is used up: now follow suit or trump.
# The settlement: $first and $second each seat's part (settle-seat and its payments), $net the net per seat.
settlement = Settlement: { $first } · { $second } → { $net }
# $seat a seat token, $augen its card points, $n the trick points paid for them.
settle-seat = { $seat } { $augen } card points → { $n }
# Payments after a settle-seat, each with ", " before it; $n the points.
settle-marriages = marriages { $n }
settle-brisques = captured { $n }
settle-last-trick = last trick { $n }
settle-last-six = last six tricks { $n }

## mariage_alt: the buttons

label-exchange = Exchange the trump seven
# $suit the marriage's suit (suit-name).
label-announce = Announce marriage: { $suit }

## mariage_alt: refusals

refusal-game-over = The deal is already over.
refusal-not-your-turn = It is not your turn.
refusal-not-in-hand = You do not hold that card.
refusal-illegal = That is no move here: play a card, exchange the trump seven or announce a marriage.
refusal-must-follow = In the last six tricks you must beat the card led with a higher card of its suit if you can, else follow suit, else trump.
refusal-must-follow-no-overtake = In the last six tricks you must follow suit, else trump.
refusal-cannot-exchange = Only the player at lead holding the trump seven may exchange it, while the trump card lies under the talon.
refusal-cannot-announce = Only the player at lead who has won a trick may announce a marriage, while the talon lasts.
refusal-no-meld = You do not hold that marriage (King and Queen of a suit), or it is already announced.
