# The words of piquemedrille in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## piquemedrille: the registry entry

piquemedrille-name = Piquemedrille
piquemedrille-blurb = l'Hombre for two, 40 cards: Frage, Solo, Solo-Tout — buying, Matadors, a plate
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
    You must follow suit, never trump. Whose only trumps are Matadors (Spadille, Manille, Basta) above the trump led may keep them back.
    6 tricks win (Solo-Tout: 10), 5 are a remise, 4 or fewer a codille.
    On an empty plate each puts 1 Mark. Game value: Frage 1, Mediateur 2, Solo 3, Solo-Tout 6, plus the Matadors. Won: the plate and the value; remise: the value to the opponent and a Bête as big as the plate; codille: value and the plate's amount to him.
    A Partie is 5 tours (10 deals); then the plate is split.
rule-frage = Frage is played
rule-mediateur = Mediateur (call a King) between Frage and Solo
rule-spadille_forcee = if both pass, the holder of Spadille must play his lowest game
rule-matadors = the declarer's Matadors count to the game value
rule-stamm = Marken each player puts on an empty plate
rule-double_last_tour = the last tour of a Partie pays the game value double
rule-partie_tours = tours (two deals each) of a Partie

