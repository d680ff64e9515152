# The words of piquemedrille in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat } a seat's token ({0}: the front
# end puts the name in); { $card }, { $cards } cards as the glossary writes them, { $suit } a
# suit's symbol; { $game } a game's name (contract-…); { $unit } the game's unit
# (piquemedrille-unit) for { $n }; { $counts }, { $scores }, { $totals } a value per seat.

## piquemedrille: the registry entry

piquemedrille-name = Piquemedrille
piquemedrille-blurb = l'Hombre for two, 40 cards: Frage, Solo, Solo-Tout — buying, Matadors, a plate.
piquemedrille-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
piquemedrille-rules =
    Piquemedrille — l'Hombre for two: 40 cards (no 8, 9, 10), 10 each, 20 in the talon.
    Trumps are the trump suit and both black Aces: Spadille (A♠), Manille (the 2 of a black, the 7 of a red trump suit), Basta (A♣), with red Ponto (the trump Ace), then K Q J … Plain suits: black K Q J 7–2, red K Q J A 2–7.
    Games: Frage (name trump, then buy; 6 tricks), Solo (from the hand; 6 tricks), Solo-Tout (all 10 tricks); as a house rule Mediateur (call a King for one card).
    Bidding: the forehand first; the dealer must bid higher, the forehand may hold the same game. A pass is final; if both pass, the deal is thrown in.
    Buying: lay cards away and take as many from the talon — in a Frage the declarer, then the opponent; otherwise the opponent only.
    The forehand leads to the first trick. You must follow suit, but you never have to trump (every trump belongs to the trump suit). A player whose only trumps are Matadors (Spadille, Manille, Basta) above the trump led may keep them back.
    6 tricks win (Solo-Tout: 10), 5 are a remise, 4 or fewer a codille.
    On an empty plate each puts 1 Marke. Game value: Frage 1, Mediateur 2, Solo 3, Solo-Tout 6, plus the Matadors. Won: the plate and the value; remise: the value to the opponent and a Bête as big as the plate; codille: value and the plate's amount to him.
    A Partie is 5 tours (10 deals); then the plate is split.
rule-frage = Frage is played
rule-mediateur = Mediateur (call a King) between Frage and Solo
rule-spadille_forcee = if both pass, the holder of Spadille must play his lowest game
rule-matadors = the declarer's Matadors count to the game value
rule-stamm = Marken each player puts on an empty plate
rule-double_last_tour = the last tour of a Partie pays the game value double
rule-partie_tours = tours (two deals each) of a Partie


## piquemedrille: the games (the same names in both languages: l'Hombre's terms)

contract-frage = Frage
contract-mediateur = Mediateur
contract-solo = Solo
contract-solo_tout = Solo-Tout

## piquemedrille: the table

game-thrown = Thrown in
game-no-bid = Bidding: no bid yet
game-bid = Bidding — bid: { $game } { $seat }
# $forced, $double: yes or no; $trump: a suit's symbol, $king: the called King, or none.
game-line = { $seat } plays { $game }{ $forced ->
        [yes] {" "}(Spadille forcée)
       *[no] {""}
    }{ $trump ->
        [none] {""}
       *[other] , trump { $trump }
    }{ $king ->
        [none] {""}
       *[other] , called { $king }
    }{ $double ->
        [yes] , double
       *[no] {""}
    }
turn-auction = { $seat } bids or passes
turn-trump = { $seat } names trump
turn-call = { $seat } calls a King
turn-lay = { $seat } lays a card for the King
turn-buy = { $seat } buys
turn-play = { $seat } is to play
view-tricks = Tricks: { $counts }   Talon: { $n }
# $plate: the Marken on the plate; $deal of $deals: the deal's number in the Partie.
standing = Partie: { $totals }   Plate: { $plate }   Deal { $deal }/{ $deals }

## piquemedrille: the public events

event-stake = Each puts { $n } { $unit } on the empty plate
event-pass = { $seat } passes
event-bid = { $seat } bids { $game }
event-forced = Spadille forcée: { $seat } must play { $game }
event-declarer = { $seat } plays { $game }
event-thrown = Both passed — thrown in
event-trump = { $seat } names trump { $suit }
# $other: the opponent's token.
event-call-given = { $seat } calls { $card } — { $other } gives it for a laid card
event-call-talon = { $seat } calls { $card } — it lies in the talon: no exchange, the card stays
event-buy = { $seat } buys { $n ->
        [0] no cards
        [one] 1 card
       *[other] { $n } cards
    }
# $outcome: won, remise or codille; $mine, $theirs: the declarer's and the opponent's tricks;
# $value: the game's value, $matadors: its Matadors; $plate: the plate afterwards;
# $last: yes after the Partie's last deal, with $totals the Partie's Marken.
event-end = { $seat } plays { $game }: { $mine } : { $theirs } tricks — { $outcome ->
        [won] won
        [remise] remise (Bête)
       *[codille] lost by codille
    }. Value { $value } ({ $matadors } { $matadors ->
        [one] Matador
       *[other] Matadors
    }). { $scores }, plate { $plate }{ $last ->
        [yes] . Partie over, the plate is split: { $totals }
       *[no] {""}
    }
event-end-thrown = Thrown in. { $scores }, plate { $plate }{ $last ->
        [yes] . Partie over, the plate is split: { $totals }
       *[no] {""}
    }

## piquemedrille: the buttons

move-pass = Pass
move-bid = Bid { $game }
move-trump = Trump { $suit }
move-call = Call { $card }
move-lay = Lay a card
move-lay-cards = Lay { $cards }
move-buy = Buy
move-buy-cards = Buy: { $cards }

## piquemedrille: refusals ($phase: auction, trump, call, lay, buy, play — what the deal waits for)

refusal-game_over = The deal is already over.
refusal-not_your_turn = It is not your turn.
refusal-wrong_phase = { $phase ->
        [auction] Now is the bidding: bid or pass.
        [trump] Now the declarer names trump.
        [call] Now the declarer calls a King.
        [lay] Now the declarer lays a card for the called King.
        [buy] Now is the buying.
       *[play] Now the cards are played.
    }
refusal-illegal = Piquemedrille has no such move.
refusal-cannot_bid = You cannot bid that game: this table does not play it, or for a Mediateur you hold every King.
refusal-bid_too_low = That bid is too low: the dealer must bid a higher game, the forehand at least the same.
refusal-cannot_call = You cannot call so: call a King you do not hold and lay a card of your hand for it.
refusal-cannot_buy = You cannot buy so: lay only cards of your hand, each once, and no more than the talon holds.
refusal-not_in_hand = You do not hold that card.
refusal-must_follow = You must follow suit (every trump belongs to the trump suit); only Matadors above the trump led may be kept back.
