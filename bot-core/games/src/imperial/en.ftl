# The words of imperial in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## imperial: the registry entry

imperial-name = Impérial
imperial-blurb = two players, Piquet pack: Impériaux, the Point and tricks, a Partie of 18
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
    • the Point (best card-value sum of one suit, A 11, pictures 10): 1, ties to the forehand.
    Play: follow suit, else trump, else anything. A trick won by a trump honour marks 1.
    Each trick over 8 marks 1; all twelve tricks mark 12.
    Every new long marker (6) sends the opponent's single points back (Demarkiren).
    The first to 18 wins the Partie: fourfold if the opponent has nothing, threefold below 6, double below 9, else single.
rule-partie_imperials = how many Impériaux (6 points each) win the Partie
rule-partie_scale = value of a Partie: seed 4/3/2/1 by the loser's standing, matsch 2 without an Impérial, single always 1
rule-demarkiren = a new long marker sends the opponent's single points back
rule-trick_threshold = every trick over this number marks 1
rule-honour_points = winner: 1 when a trump honour wins the trick; all: 1 for every honour in the trick
rule-must_head = a player following suit must beat the lead if he can
rule-turnup_after_imperials = the dealer marks the turn-up only after the Impériaux
rule-dealer_counts_turnup = the dealer counts the turn-up in his fours and Quartes
rule-rob_seven = the trump Seven may rob the turn-up

