# The words of imperial in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $leader }, { $winner } a
# seat's token ({0}: the front end puts the name in); { $card }, { $first }, { $second } cards
# as the glossary writes them, { $suit } a suit's symbol; { $unit } the game's unit
# (imperial-unit).

## imperial: the registry entry

imperial-name = Impérial
imperial-blurb = two players, Piquet pack: Impériaux, the Point and tricks, a Partie of 18.
imperial-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
imperial-rules =
    Impérial — two players, the Piquet pack (32 cards), twelve each; the 25th is turned and makes trump.
    Order in every suit: K Q J A 10 9 8 7. Honours are K Q J A 7 of trump.
    The table marks everything itself, in this order:
    • a turned honour: 1 for the dealer;
    • Impériaux (6 each): four K, Q, J, A or 7, each Quarte major (K Q J A of a suit); Carte blanche (no K, Q, J) counts 12 and ends the deal — the same dealer deals again;
    • the Point (best card-value sum of one suit: A 11, K Q J 10 10 each, others their pips): 1, ties to the forehand.
    Play: follow suit, else trump, else anything. A trick won by a trump honour marks 1 for its winner.
    Each trick over 8 marks 1; all twelve tricks mark 12. Then the other player deals.
    Every new long marker (6) sends the opponent's single points back (Demarkiren).
    The first to 18 wins the Partie at once, even in the middle of a deal: fourfold if the opponent has nothing, threefold below 6, double below 9, else single.
rule-partie_imperials = how many Impériaux (6 points each) win the Partie
rule-partie_scale = value of a Partie: seed 4/3/2/1 by the loser's standing, matsch 2 without an Impérial, single always 1
rule-demarkiren = a new long marker sends the opponent's single points back
rule-trick_threshold = every trick over this number marks 1
rule-honour_points = winner: 1 when a trump honour wins the trick; all: 1 for every honour in the trick
rule-must_head = a player following suit must beat the lead if he can
rule-turnup_after_imperials = the dealer marks the turn-up only after the Impériaux
rule-dealer_counts_turnup = the dealer counts the turn-up in his fours and Quartes
rule-rob_seven = the trump Seven may rob the turn-up


## imperial: Impériaux ($suit: the suit of a Quarte major)

imperial-kings = four Kings
imperial-queens = four Queens
imperial-jacks = four Jacks
imperial-aces = four Aces
imperial-sevens = four Sevens
imperial-carte_blanche = Carte blanche
imperial-quarte-major = Quarte major { $suit }

## imperial: the table

view-trump = Trump { $suit } · turn-up { $card }
view-robbed = { $seat } robbed; face up lies { $card }
view-rob = { $seat } holds the trump Seven: rob or keep?
view-led = Led by { $seat }: { $card }
# $names: the Impériaux a seat declared, by the names above.
view-imperials = Impériaux { $seat }: { $names }
view-point = Point: { $counts }
view-tricks = Tricks: { $counts }
# $target: the points that win the Partie; $counts: a value per seat.
standing = { $unit } to { $target }: { $counts }

## imperial: the public events ($n: the points marked)

event-turn-up = Turn-up { $card } — trump { $suit }
event-rob = { $seat } robs the turn-up with the trump Seven
event-keep = { $seat } keeps the trump Seven
mark-turn-up = { $seat } marks { $n } for the turn-up
mark-imperials = { $seat } marks { $n } for { $names }
# $forehand, $dealer: both players' Points.
mark-point = { $seat } marks { $n } for the Point ({ $forehand } : { $dealer })
mark-honours = { $seat } marks { $n } for honours in the trick
mark-tricks = { $seat } marks { $n } for { $tricks } tricks
mark-all-tricks = { $seat } marks { $n } for all twelve tricks
event-wipe = { $seat } loses the single points (Demarkiren): now { $n }
event-trick = { $leader } { $first } { $second } → trick to { $winner }
# $value: 4, 3, 2 or 1 (the Partie's value); $mine, $theirs: both standings.
event-partie = { $seat } wins the Partie ({ $mine } : { $theirs }) — { $value ->
        [4] fourfold
        [3] threefold
        [2] double
       *[1] single
    }
event-carte-blanche = Carte blanche: the deal is over, { $dealer } deals again. { $standing }
event-deal-over = Deal over — tricks: { $counts }. { $standing }

## imperial: the buttons

move-rob = Rob the turn-up (trump Seven)
move-keep = Keep the Seven

## imperial: refusals ($head: yes when following suit must beat the lead, house rule must_head;
## $rob: yes while the holder of the trump Seven robs or keeps)

refusal-game_over = The deal is already over.
refusal-not_your_turn = It is not your turn.
refusal-illegal = Impérial has no such move.
refusal-wrong_phase = { $rob ->
        [yes] First the holder of the trump Seven decides: rob or keep.
       *[no] The cards are being played: robbing or keeping is over.
    }
refusal-not_in_hand = You do not hold that card.
refusal-must_follow = { $head ->
        [yes] You must follow suit and beat the lead if you can; if you cannot follow, you must trump.
       *[no] You must follow suit; if you cannot follow, you must trump.
    }
