# The words of schnapsen in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## schnapsen: the registry entry

schnapsen-name = Schnapsen
schnapsen-blurb = 20 cards, 5 in hand, 66 points win; a Bummerl runs from 7 to 0.
schnapsen-unit = { $n ->
        [one] Bummerl
       *[other] Bummerl
    }
schnapsen-rules =
    Schnapsen — two players (three with Mitschreiben: the dealer sits out and writes too), 20 cards A 10 K Q J worth 11 10 4 3 2. Five each; the next card lies face up as trump under the talon.
    While the talon is open any card may be played and the trick's winner draws first. Once it is empty or closed, follow suit and beat the trick if you can, else trump.
    At lead you may exchange the trump Jack for the trump card, close the talon, announce King and Queen (20, 40 in trumps; they count from your first trick) and, with 66 points, say “Enough!”. Claiming without 66, or closing and missing 66, loses.
    The winner writes 1 game point, 2 if the loser has under 33 points, 3 if he has no trick. Everyone strikes off from 7; whoever is left gets the Bummerl (without a point struck off: Schneider, counting double).
schnapsen-commands =
    Commands (upper or lower case):
      KH, play KH, p kh      play a card: rank A 10 K Q J (or T), suit H D S C
                             (Hearts Diamonds Spades Clubs) – e.g. 10H, QS, JC
      1, 2, …                the numbered choice under your cards
      20 H, 40, announce H   announce twenty, or forty in trumps
      exchange               rob the trump card (with the trump jack, nine or seven)
      close                  close the talon
      claim, enough          “Enough!”: end the game claiming 66
rule-exchange_first_lead = rob the trump card before the first trick
rule-exchange_last_pair = exchange while only two talon cards are left
rule-close_first_lead = close the talon before the first trick
rule-show_own_points = show your own points
rule-auto_claim = claim automatically on reaching 66 at lead
rule-forced_rob = robbing is compulsory with the last two talon cards
rule-black_close_penalty = game points for a failed close before the opponent had a trick
rule-kiebitz = three at a table: the player sitting out may watch a hand

## sechsundsechzig: the registry entry

sechsundsechzig-name = Sixty-six
sechsundsechzig-blurb = 24 cards with the nines, 6 in hand, the last trick counts 10, rob with the trump nine; a match from 7 is worth 1 to 3.
sechsundsechzig-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
sechsundsechzig-rules =
    Sixty-six — as Schnapsen, but with 24 cards (the nines count 0), 6 in hand and 12 in the talon. Rob with the trump nine, only after a trick of your own; with the last two talon cards whoever can rob must. Closing is allowed at the first lead. The last trick counts 10 more when the talon was played out; 65 each is a tie and the next game counts double. The winner deals the next game.
    Everyone strikes off from 7; the match counts 1, 2 if the loser still has 4 or more, 3 if he struck off nothing.
sechsundsechzig-commands = { schnapsen-commands }

## schnorps: the registry entry

schnorps-name = Schnorps
schnorps-blurb = 32 cards, 6 in hand, marriages only after a trick; paid in Marken (1, 2, 6; after closing 2, 4, 8).
schnorps-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
schnorps-rules =
    Schnorps — Sixty-six with all 32 cards: 6 in hand, 20 in the talon, rob with the trump seven. Only a player who has taken a trick may announce, and only while the talon lasts; closing only after a trick.
    Paid in Marken: a lost game 1, Schneider (under 33) 2, Schnorps (no trick) 6; if the winner had closed 2, 4, 8. Claiming without 66 costs 2, a failed close 4. After a tie the next game counts double, after two four-fold. No Bummerl: the Marken run on.
schnorps-commands = { schnapsen-commands }

## bauernschnapsen: the registry entry

bauernschnapsen-name = Bauernschnapsen
bauernschnapsen-blurb = four players in two sides, partners sitting opposite; 20 cards, 5 in hand, no talon. The forehand fixes trump, then the bidding runs from the Rufer up to the Herrenschnapser, doubled by Kontra, Retour and Subkontra; each side counts down from 24 to 0.
bauernschnapsen-unit = { $n ->
        [one] Bummerl
       *[other] Bummerl
    }
bauernschnapsen-rules =
    Bauernschnapsen — four players, partners sitting opposite, 20 cards A 10 K Q J. The forehand gets three cards first and names trump from them (or turns up one of the next; three Jacks mean a redeal). Then the bidding: a pass means the Rufer (66 or the last trick, with the partner called), above it Bettler, Schnapser, Durchmarsch, Zehnerloch, Bauernschnapser, Herrengangl and more; every game may be doubled by Kontra, Retour and Subkontra.
    Follow suit and beat the trick. The winners write the game's value; each side strikes off from 24, and the side left gets the Bummerl.
bauernschnapsen-commands =
    Commands (upper or lower case):
      KH, play KH, p kh      play a card: rank A 10 K Q J (or T), suit H D S C
                             (Hearts Diamonds Spades Clubs) – e.g. 10H, QS, JC
      1, 2, …                the numbered choice under your cards
      trump H                as forehand, name trump (from your first three cards)
      turn N                 as forehand, turn up card N of your second packet as trump
      redeal                 as forehand with three jacks, have the cards dealt again
      pass                   no bid (“Gut”)
      bid GAME               bid a game, e.g. bid bettler
      kontra, retour, subkontra   double the game
      discard AH KH          Dreierschnapsen: after taking up the talon, lay away two cards
      20 H, 40, announce H   announce twenty, or forty in trumps
      claim, enough          “Enough!”: end a Rufer claiming 66
rule-rufer_stichzwang = the Rufer too obliges you to beat the trick (else only to follow suit or trump)
rule-undertrump = a player void in the suit led must trump even when his trump cannot win the trick
rule-kontra_after_bidding = Kontra, Retour and Subkontra also after the bidding, until the first card is played
rule-herrengangl = the Herrengangl is played (Bauernschnapsen)
rule-discards_to_defenders = Dreierschnapsen: the cards laid away count for the defenders
rule-bummerl_all_above_zero = Dreierschnapsen: everyone still above 0 gets a Bummerl, not only the highest
rule-retourschneider = going from 1 to a Bummerl against winners all still at 24 counts four Bummerl

## dreierschnapsen: the registry entry

dreierschnapsen-name = Dreierschnapsen
dreierschnapsen-blurb = three players, each for himself; 6 cards in hand and a talon of 2 that the declarer takes up. Trump, bidding and doubles as in Bauernschnapsen, without Herrengangl and Herrenschnapser; each player counts down from 24 to 0.
dreierschnapsen-unit = { $n ->
        [one] Bummerl
       *[other] Bummerl
    }
dreierschnapsen-rules =
    Dreierschnapsen — three players, each for himself, 20 cards: 6 in hand, 2 in the talon. Trump and bidding as in Bauernschnapsen; the declarer takes up the talon and lays two cards away, and the other two play together against him.
    The winners write the game's value; everyone strikes off from 24, and whoever then stands highest gets the Bummerl.
dreierschnapsen-commands = { bauernschnapsen-commands }

