# The words of ecarte in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## ecarte: the registry entry

ecarte-name = Écarté
ecarte-blurb = two players, 32 cards: five cards, exchange on proposal, three tricks score, game 5
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
    The first to 5 points wins the game at once, even in the middle of a deal.
rule-overtake = a player following suit must beat the card led if he can
rule-mark_king = the King of trumps scores when played (play) or when trick play begins (start)
rule-penalty_on_vole = the penalty point is added to a vole as well (3 instead of 2)
rule-target = the points that win the game
rule-multiple_game = a game won against 0 points pays three stakes, against 1–2 two

