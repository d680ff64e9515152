# The words of ecarte in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $forehand }, { $dealer }
# a seat's token ({0}: the front end puts the name in); { $card }, { $cards } cards as
# the glossary writes them; { $points }, { $partie }, { $counts } a value per seat.

## ecarte: the registry entry

ecarte-name = Écarté
ecarte-blurb = two players, 32 cards: five cards, exchange on proposal, three tricks score, a Partie of 5.
ecarte-unit = { $n ->
        [one] stake
       *[other] stakes
    }
ecarte-rules =
    Écarté — two players, 32 cards; ranks K Q J A 10 9 8 7 (the King is highest).
    Five cards each (3 + 2); the eleventh is turned for trump — if it is a King, the dealer marks 1 point at once.
    The forehand leads or proposes (je propose, later encore).
    If the dealer accepts (combien?), the forehand discards 1 to 5 cards and draws as many from the stock, then the dealer 0 to 5. If he refuses (jouez), play begins.
    Five tricks: follow suit and beat the card led if you can, else trump.
    Playing the King of trumps marks 1 point.
    Three or four tricks mark 1 point, all five (the vole) 2.
    Penalty point: if the forehand plays without ever proposing and the dealer takes most tricks, they count 2 for the dealer; if the dealer refuses the first proposal and the forehand takes most, they count 2 for the forehand.
    The first to 5 points wins the Partie at once, even in the middle of a deal; the loser pays one stake. The deal alternates after every deal.
rule-overtake = a player following suit must beat the card led if he can
rule-mark_king = the King of trumps scores when played (play) or when trick play begins (start)
rule-penalty_on_vole = the penalty point is added to a vole as well (3 instead of 2)
rule-target = the points that win the Partie
rule-multiple_game = a Partie won against 0 points pays three stakes, against 1–2 two


## ecarte: the table

view-trump = Trump: { $card } · Stock: { $n }
wait-propose = { $forehand } proposes or leads
wait-answer = { $forehand } proposes — { $dealer } accepts or refuses
wait-discard-forehand = { $seat } exchanges 1 to { $n } { $n ->
        [one] card
       *[other] cards
    }
wait-discard-dealer = { $seat } exchanges 0 to { $n } { $n ->
        [one] card
       *[other] cards
    }
view-exchanged = Exchanged: { $counts }
view-penalty = Most tricks count double for { $seat }
view-tricks = Tricks: { $counts }
# $target: the points that win the Partie.
standing = Partie (to { $target }): { $points }

## ecarte: the public events

event-deal = New deal, trump: { $card }
event-king = { $seat }: King of trumps +1
event-propose = { $seat }: je propose
event-propose-again = { $seat }: encore
event-accept = { $seat }: combien? (accepted)
event-refuse = { $seat }: jouez (refused)
event-discard = { $seat } exchanges { $n ->
        [0] no cards
        [one] 1 card
        [5] 5 cards (paquet)
       *[other] { $n } cards
    }
event-stand = { $seat } plays without proposing
# $penalty: yes or no; $winner: the token of the seat that won the Partie, or none.
event-end = End of the deal, points: { $points } — Partie: { $partie }{ $penalty ->
        [yes] {" "}(with the penalty point)
       *[no] {""}
    }{ $winner ->
        [none] {""}
       *[other] {" "}— { $winner } wins the Partie
    }

## ecarte: the buttons

move-propose = Propose (je propose)
move-accept = Accept (combien?)
move-refuse = Refuse (jouez)
move-discard = Exchange cards
move-discard-cards = Exchange: { $cards }

## ecarte: refusals
# $phase: propose, answer, discard, play (what the deal waits for); $overtake: yes or no.

refusal-game_over = The deal is already over.
refusal-not_your_turn = It is not your turn.
refusal-wrong_phase = { $phase ->
        [propose] Now the forehand proposes or leads.
        [answer] Now the dealer accepts or refuses the proposal.
        [discard] Now cards are being exchanged.
       *[play] Now the cards are played: the exchange is over.
    }
refusal-illegal = Écarté has no such move.
refusal-cannot_propose = The stock is empty: there is nothing left to exchange.
refusal-cannot_discard = You cannot exchange so: the forehand discards 1 to 5 cards, the dealer 0 to 5, each from his own hand and no more than the stock holds.
refusal-not_in_hand = You do not hold that card.
refusal-must_follow = { $overtake ->
        [yes] You must follow suit and beat the card led if you can; if you cannot follow, you must trump.
       *[no] You must follow suit; if you cannot follow, you must trump.
    }
