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
    Schnapsen — two players (three with Mitschreiben: the dealer sits out and writes the winner’s game points too), 20 cards A 10 K Q J worth 11 10 4 3 2. Five each; the next card lies face up as trump under the talon.
    While the talon is open any card may be played and the trick’s winner draws first. Once it is empty or closed, follow suit with a higher card if you can, else follow suit, else trump.
    At lead you may exchange the trump Jack for the trump card, close the talon (not before the first trick), announce King and Queen (20, 40 in trumps; then lead the King or Queen; they count from your first trick) and, with 66 points, say “Enough!”. Claiming without 66 loses; so does closing and missing 66: the opponent writes 2 game points, 3 if he had no trick when you closed.
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
sechsundsechzig-blurb = 24 cards with the nines, 6 in hand, the last trick counts 10, rob with the trump nine; a Partie from 7 is worth 1 to 3.
sechsundsechzig-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
sechsundsechzig-rules =
    Sixty-six — as Schnapsen, but with 24 cards (the nines count 0), 6 in hand and 12 in the talon. Rob with the trump nine, only after a trick of your own; with the last two talon cards whoever can rob must. Closing is allowed at the first lead; a failed close gives the opponent 2 game points, 3 if he had no trick when it was closed. The last trick counts 10 more when the talon was played out; 65 each is a tie and the next game counts double. The winner deals the next game.
    Everyone strikes off from 7; the Partie counts 1, 2 if the loser still has 4 or more, 3 if he struck off nothing.
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
    Bauernschnapsen — four players, partners sitting opposite, 20 cards A 10 K Q J, five each. The forehand first sees only his first three cards and names trump from them (or turns up one of his other two; with three Jacks he may have the cards dealt again).
    Then the bidding: whoever does not go higher passes; if nobody goes higher, the forehand plays the Rufer (his side wins with 66 or the last trick, 1 to 3 game points). Above it come Bettler, Schnapser, Durchmarsch, Zehnerloch, Bauernschnapser, Herrengangl and more; these the declarer must win himself (in the Bettler his partner sits out). Most games may be doubled by Kontra, Retour and Subkontra.
    In the Rufer follow suit, else trump. In every other game follow suit, else trump, and beat the card winning the trick if you can. The winners strike the game’s value off; each side counts down from 24 to 0, and the side left gets the Bummerl (still at 24: Schneider, counting double).
bauernschnapsen-commands =
    Commands (upper or lower case):
      KH, play KH, p kh      play a card: rank A 10 K Q J (or T), suit H D S C
                             (Hearts Diamonds Spades Clubs) – e.g. 10H, QS, JC
      1, 2, …                the numbered choice under your cards
      trump H                as forehand, name trump (from your first three cards)
      turn N                 as forehand, turn up card N of your second packet as trump
      redeal                 as forehand with three jacks, have the cards dealt again
      pass                   no bid
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
    Dreierschnapsen — three players, each for himself, 20 cards: 6 in hand, 2 in the talon. Trump and bidding as in Bauernschnapsen, without Herrengangl and Herrenschnapser; every game may be doubled. The declarer plays alone against the other two; except in the Bettler and Assbettler he takes up the talon and lays two cards away (they count for nobody).
    In the Rufer follow suit, else trump; in every other game also beat the card winning the trick if you can. If the declarer wins, he strikes the game’s value off, otherwise each defender strikes the full value. Everyone counts down from 24 to 0; as soon as someone reaches 0, whoever stands highest gets the Bummerl.
dreierschnapsen-commands = { bauernschnapsen-commands }


## Games, doubles and calls of Bauern- and Dreierschnapsen (proper names, German in English too)

game-rufer = Rufer
game-bettler = Bettler
game-assbettler = Assbettler
game-schnapser = Schnapser
game-durchmarsch = Durchmarsch
game-zehnerloch = Zehnerloch
game-kontraschnapser = Kontraschnapser
game-bauernschnapser = Bauernschnapser
game-herrengangl = Herrengangl
game-kontrabauernschnapser = Kontrabauernschnapser
game-herrenschnapser = Herrenschnapser
double-kontra = Kontra
double-retour = Retour
double-subkontra = Subkontra
# A pass in the bidding, as said at the table.
call-pass = pass

## What the declarer of a game must do (the gloss of its name)

goal-rufer = 66 or the last trick
goal-first-three = the first three tricks and 66
goal-zehnerloch = every trick, no trump, Ten above King, Ace lowest
goal-all-tricks = every trick
goal-all-tricks-no-trump = every trick, no trump
goal-no-trick = no trick at all, no trump
goal-laid-down = laid down: won without play

## Why a game ended (a short phrase in brackets)

reason-claim = reached 66
reason-false-claim = claimed without 66
reason-closer-failed = the closer did not make 66
reason-last-trick = last trick
reason-tie = 65 each
reason-made = the game was made
reason-trick-lost = a trick was lost
reason-under-66 = three tricks without 66
reason-trick-taken = the Bettler took a trick
reason-laid-down = laid down
reason-redeal = three Jacks, dealt again
reason-forfeit = time ran out

## Counted nouns: $n a number

count-tricks = { $n ->
        [one] { $n } trick
       *[other] { $n } tricks
    }
count-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
count-game-points = { $n ->
        [one] { $n } game point
       *[other] { $n } game points
    }
count-marken = { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }

## A move's label on a button: $symbol a suit's symbol, $n a card's number, $cards cards

label-exchange = Exchange
label-close = Close
label-claim = Enough!
label-trump = { $symbol } trump
label-turn = Turn up card { $n }
label-redeal = Redeal
label-pass = Pass
label-discard = Lay away
label-discard-cards = Lay away { $cards }

## Why a move is refused

refusal-not-your-turn = It is not your turn.
refusal-not-in-hand = That card is not in your hand.
refusal-must-follow = You must follow suit and beat it if you can, else trump.
refusal-must-play-marriage = After announcing a marriage you must lead its King or Queen.
refusal-no-marriage = You cannot announce that now: you need its King and Queen and must be at lead.
refusal-cannot-exchange = You cannot exchange the trump card now.
refusal-cannot-close = You cannot close the talon now.
refusal-cannot-claim = You can only say “Enough!” when it is your lead.
refusal-must-exchange = You must exchange the trump card first.
refusal-game-over = The game is already over.
refusal-illegal = That is not a move here: play a card or choose one of the moves offered.
refusal-wrong-phase = That is not possible at this stage of the game.
refusal-cannot-choose-trump = Trump must be a suit of your first three cards – or turn up one of the others.
refusal-cannot-redeal = You may only throw the cards in with three Jacks among your first three cards.
refusal-cannot-bid = You cannot declare that game: your seat or your hand does not allow it.
refusal-bid-too-low = Your game must be worth more than the standing one (doubles included).
refusal-cannot-double = You cannot say Kontra, Retour or Subkontra now.
refusal-cannot-discard = You cannot lay those away: two different cards of your hand and the talon, only in the declarer's talon exchange.
refusal-bauern-must-follow = You must follow suit – beating the trick where the game demands it – else trump.
refusal-bauern-no-marriage = You cannot announce that now: only at your lead, with King and Queen, and only in the Rufer or (by the declarer) in the Schnapser and Kontraschnapser.
refusal-bauern-cannot-claim = “Enough!” is only for the Rufer, when it is your lead.
refusal-bauern-cannot-exchange = There is no trump card to exchange in this game.
refusal-bauern-cannot-close = There is no talon to close in this game.

## Why the computer would make a move (the hint's words)

why-only-move = it is the only legal move
why-claim = you have 66 – say “Enough!”
why-close-to-claim = you have 66 – close first (a closer is paid double), then say “Enough!”
why-marriage = the marriage scores
why-exchange = exchanging gets you a better trump
why-close = your hand makes 66 without the talon
why-take = the trick is worth taking
why-duck = give the trick away cheaply
why-lead = this lead does best
why-random = chosen at random
why-trump = your strongest suit
why-turn = none of your three cards makes a good trump – let a card decide
why-redeal = three Jacks – have the cards dealt again
why-bid = your hand can make this game
why-pass = your hand is not strong enough for a higher game
why-double = doubling pays: your side will probably win this game
why-discard = you need these cards least
why-no-double = doubling does not pay: your side will probably not win this game

## The table's lines: $seat a seat's name (`{N}`), $list a list of names with numbers or cards,
## $card a card, $suit a suit's name, $why a reason above

line-tricks = Tricks: { $list }
line-marriages = Announced: { $list }
line-announced-forty = { $seat } announced forty.
line-announced-twenty = { $seat } announced twenty in { $suit }.
line-to-lead = { $seat } to lead.
line-to-play = { $seat } to play.
# $trump: the trump card or symbol, $talon: one of talon-… below.
line-trump-talon = Trump: { $trump } ({ $suit }) · Talon: { $talon }
talon-closed = closed by { $seat }
talon-empty = empty
talon-cards = { count-cards }
line-last-trick-two = Last trick: { $lead } ({ $leader }) { $answer } → { $winner }
line-led = On the table: { $card } led by { $seat }
line-over-won = Game over: { $seat } wins ({ $why }).
line-over-tie = Game over: a tie ({ $why }).
# $n: how many times the game counts after ties.
line-tie-counts = After the tie this game counts { $n }×.
line-dealer-sits-out = { $seat } deals and sits out.
# $list: each seat's name with what it has left (or its Marken).
standing-bummerl = Bummerl (7 → 0): { $list }
standing-partie = Partie (7 → 0): { $list }
standing-marken = Marken: { $list }
standing-sheet = Bummerl (24 → 0): { $list }

## A hand: $cards cards, $points card points, $n tricks, $pending points announced not yet counted

hand-cards = Your cards: { $cards }
hand-first-packet = Your cards: { $cards } (the first three; you see the others once trump is fixed)
hand-with-talon = Your cards: { $cards } (with the talon)
hand-points = Your points: { $points } ({ count-tricks }{ $pending ->
        [0] {""}
       *[other] , { $pending } announced, counting from your first trick
    })
hand-side-points = Your side's points: { $points } ({ count-tricks }{ $pending ->
        [0] {""}
       *[other] , { $pending } announced, counting from your side's first trick
    })
hand-won = Your tricks: { $cards }
hand-side-won = Your side's tricks: { $cards }
hand-laid-away = Laid away: { $cards }
hand-in-trick = In the trick: { $cards }
glance-trump = Trump: { $card }
glance-led = Led: { $card }
prompt-wait = Waiting for your opponent.
prompt-lead = Your lead:
prompt-answer = Your answer:

## Events: $seat a seat's name, $card a card, $cards cards with who played them, $suit a suit's
## name, $symbol its symbol, $game a game's name, $value what it is worth, $double a double

event-forty = { $seat }: forty in trumps!
event-twenty = { $seat }: twenty in { $suit }!
event-exchanged = { $seat } exchanges and takes the trump card { $card }.
event-closed = { $seat } closes the talon.
event-trick = Trick to { $seat }: { $cards }
event-redealt = { $seat } throws in three Jacks: the cards are dealt again.
event-discarded = { $seat } takes up the talon and lays two cards away.
event-trump-named = { $seat } names trump: { $symbol } { $suit }.
event-trump-turned = { $seat } turns up { $card }: { $suit } are trump.
event-pass = { $seat } passes.
event-bid = { $seat } bids { $game } ({ $value } game points).
event-double = { $seat } doubles: { $double }!
event-declared = { $seat } plays { $game }.
event-declared-sitting-out = { $seat } plays { $game }. { $partner } sits out.
event-not-counted = The game does not count; the same dealer deals again.

## The end of a game: $seat the winner or declarer, $winners and $losers names joined, $won and
## $lost how many they are, $amount what is written (count-… above), $why a reason,
## $game the game with its double

end-won = Game over: { $seat } wins { $amount } ({ $why }).
end-tie = Game over: a tie ({ $why }).
# One player's (or side's) points and tricks: $who names, $points card points, $n tricks.
end-points = { $who } { $points } points, { count-tricks }
end-tricks = { $who } { count-tricks }
end-void = Game over without a score ({ $why }).
end-declarer-won = Game over – { $seat } with { $game }: won ({ $why }).
end-declarer-lost = Game over – { $seat } with { $game }: lost ({ $why }).
# $each: "each" where each defender at three strikes the full value, else "all".
end-strikes = { $winners } { $won ->
        [one] scores
       *[other] score
    } { $amount }{ $each ->
        [each] {" "}each
       *[all] {""}
    }.
end-partie = Partie! { $winners } { $won ->
        [one] beats
       *[other] beat
    } { $losers }; it counts { $stake }.
# $worth: what the Bummerl counts (1, 2 Schneider, 4 Retourschneider), the same for every loser.
end-bummerl = Bummerl! { $losers } { $lost ->
        [one] gets
       *[other] get
    } the Bummerl, { $winners } { $won ->
        [one] wins
       *[other] win
    }.{ $worth ->
        [1] {""}
        [2] {" "}Schneider – it counts double!
       *[other] {" "}Retourschneider – it counts four times!
    }
# Where losers' Bummerl count differently: $each the losers' "name: worth" joined.
end-bummerl-each = Bummerl! { $winners } { $won ->
        [one] wins
       *[other] win
    }. { $each }.
end-bummerl-worth = { $seat }: { $worth ->
        [1] a Bummerl
        [2] a Schneider-Bummerl (counts double)
       *[other] a Retourschneider (counts four times)
    }

## Bauern- and Dreierschnapsen: seats as seen from the player (nominative), the table's lines

seat-you = you
seat-partner = your partner
seat-left-opponent = your left-hand opponent
seat-right-opponent = your right-hand opponent
seat-left = the player on your left
seat-right = the player on your right
# $game a game's name, $value what it is worth ("6", "1–3").
game-value = { $game } – { $value } game points
line-trump = Trump: { $symbol } { $suit }
line-trump-turned = Trump: { $symbol } { $suit } (turned up: { $card })
line-trump-open = Trump: not chosen yet
line-standing-game = Standing game: { $game } (declarer: { $seat })
line-game = Game: { $game } (declarer: { $seat })
line-dealer = { $dealer } deals, { $forehand } is the forehand.
line-calls = Bidding: { $list }
line-last-trick = Last trick: { $cards } → { $winner }
line-on-table = On the table: { $cards }
# Parts of one line, joined by " · ": $n a number of cards.
part-sits-out = { $seat } sits out
part-talon = Talon: { $n } face down
part-laid-away = { count-cards } laid away
part-doubles-open = doubles are open until the first card
# $n: how many won.
line-over-winners = Game over: { $winners } won ({ $why }).
line-over-void = Game over ({ $why }).
line-status-trump = { $seat } to fix trump.
line-status-bidding = { $seat } to call.
line-status-exchange = { $seat } to lay away two cards.

## Bauern- and Dreierschnapsen: what the phase asks of the player; $seat a seat as seen from
## him, $Seat the same at the start of a sentence

ask-sitting-out = Your partner plays { $game } alone: you sit out.
ask-trump-other = The forehand ({ $seat }) is fixing trump.
ask-bidding-other = Bidding: { $seat } to call.
ask-exchange = You took up the talon: lay away two cards.
ask-exchange-other = { $Seat } is exchanging with the talon.
ask-lead = Your lead.
ask-turn = Your turn.
ask-wait = Waiting for { $seat }.
ask-double-open = You may still say { $double } until the first card is played.
ask-trump = You are the forehand: name trump from your first three cards or turn up one of the others.
ask-trump-redeal = With three Jacks you may also have the cards dealt again.
ask-bidding = Bidding: your call – pass or a higher game.
ask-bidding-first = As the forehand, your pass means you play the Rufer.
