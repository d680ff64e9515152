# The words of schlauch in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## schlauch: the registry entry

schlauch-name = Schlauch
schlauch-blurb = three players, 32 cards: every trick or none — Schlauch, Bettel, Grandioso and double games
schlauch-unit = { $n ->
        [one] Strich
       *[other] Striche
    }
schlauch-rules =
    Schlauch — three players, 32 cards. The dealer turns up the bottom card, deals 3-4-3 and takes the last two (the turned card among them): 12 cards. He lays two away; a Daus or a card of the turned suit laid away is shown.
    Then each declares once (forehand first): pass, or a game that outranks the standing one. At equal price the forehand keeps his game; otherwise a game with a trump beats one without.
    Schlauch (150): every trick, the declarer names trump (not Herz); the highest trump is its Unter, then the Unter of its partner suit (Schellen+Herz, Grün+Eichel). Bettel (150): no trick, the Ten between Unter and Nine. Grandioso (150): every trick without trump. Rot-Schlauch, sans prendre, Bettel ouvert and the double games (a new aim from the sixth trick) cost 300 to 900.
    In Schlauch, Rot-Schlauch, Grandioso and Doppelschlauch the declarer may ask for one card and gives another back.
    Follow suit. Won: the price in Points, each opponent 2 Striche per 150; lost: 4 Striche per 150. Nobody plays: the dealer writes 1 Strich (2 for a Herz turned).
    After three games the Rechnung: a Strich per full 100 Points behind, one more for the lowest and one for no Point at all. Striche are what is settled.
rule-double_games = the six double games may be bid (off: Kleiner Schlauch)
rule-trumpfzwang = in a Schlauch, a player who cannot follow suit must trump
rule-rounds = rounds of three games (Rechnungen) in a Partie

