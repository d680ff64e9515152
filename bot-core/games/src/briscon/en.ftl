# The words of briscon in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat } a seat's token ({0}: the
# front end puts the name in); { $card }, { $cards } cards as the glossary writes them,
# { $suit } a suit's symbol, { $rank } a rank's letters; { $points }, { $partie }, { $counts } a
# value per seat; { $unit } the game's unit (briscon-unit).

## briscon: the registry entry

briscon-name = Briscan
briscon-blurb = two players, 32 cards: Brusquembille with sequences, fours and marriages, a Partie of 600.
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
    • four A/K/Q/J/10: 150/100/80/60/40; marriage K+Q: trumps 40, else 20. A marriage and a four of each kind only once a deal.
    A card counts in one sequence only, but still in a four and a marriage.
    The table marks: a turned court, ace or ten 10 to the dealer; all courts 20, carte blanche 10 (again after each draw that keeps it); the trump ace in a trick 10 (not if it counted in an announced sequence or four aces); the last card of the stock 10; five trumps after the stock 30.
    At the end: the last five tricks 20, all tricks 600, most tricks 10.
    Both score card points, announcements and bonuses; whoever has 600 after a deal and leads wins the Partie and one stake; on a tie play goes on.
rule-overtake = once the stock is empty the second player must beat in suit if he can
rule-seven_exchange = the seven of trumps may be exchanged for the card under the stock
rule-target = the points that win the Partie


## briscon: the table

view-under = Trump: { $suit } · under the stock: { $card } · stock: { $n }
view-under-empty = Trump: { $suit } · stock empty
view-announced = { $seat } announced: { $melds }
view-tricks = Tricks: { $counts }
view-points = Points this deal: { $counts }
# $target: the points that win the Partie.
standing = { $unit } (to { $target }): { $points }

## briscon: melds ($card: the top card of a sequence)

meld-tierce = tierce from { $card }
meld-quarte = quart from { $card }
meld-quinte = quint from { $card }
meld-four = four { $rank }
meld-marriage = marriage { $suit }

## briscon: bonuses the table marks

bonus-turn-up = turned trump card
bonus-courts = all courts
bonus-blank = carte blanche
bonus-trump-ace = trump ace brought home
bonus-last-card = last card of the stock
bonus-five-trumps = five trumps
bonus-last-five = the last five tricks
bonus-all-tricks = all tricks
bonus-most-tricks = most tricks

## briscon: the public events ($bonus: a bonus's name above; $meld: a meld's name above)

event-deal = New deal, trump: { $suit } ({ $card } turned)
event-bonus = { $seat }: { $bonus } +{ $n }
event-exchange = { $seat } exchanges the seven of trumps for { $card }
event-announce = { $seat } announces { $meld } ({ $cards }) +{ $n }
event-talon-empty = The stock is empty: now beat, follow or trump
# $winner: the token of the seat that won the Partie, or none.
event-end = End of the deal, points: { $points } — Partie: { $partie }{ $winner ->
        [none] {""}
       *[other] {" "}— { $winner } wins the Partie
    }

## briscon: the buttons

move-exchange = Exchange the seven of trumps
move-announce = Announce { $meld } ({ $n })

## briscon: refusals ($overtake: yes or no)

refusal-game_over = The deal is already over.
refusal-not_your_turn = It is not your turn.
refusal-illegal = Briscan has no such move.
refusal-not_in_hand = You do not hold that card.
refusal-must_follow = { $overtake ->
        [yes] The stock is empty: you must follow suit and beat the card led if you can; if you cannot follow, you must trump.
       *[no] The stock is empty: you must follow suit; if you cannot follow, you must trump.
    }
refusal-cannot_exchange = You cannot exchange now: only at lead, holding the seven of trumps, while the turned card lies under the stock.
refusal-cannot_announce = You cannot announce now: only at lead, once you have won a trick, while the stock holds cards.
refusal-no_meld = You cannot announce that meld: you do not hold its cards, it was announced already, its cards already counted in a sequence, or it counts nothing.
