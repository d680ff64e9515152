# The words of schlauch in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $dealer }, { $winner }, { $from },
# { $to } a seat token ("{0}": the front end puts in the seat's name); { $card }, { $cards } cards as
# the glossary writes them (German face: O❤️, U🌰); { $suit }, { $first }, { $second } a suit's name
# and symbol; { $game } a game's name (schlauch-game-ID); { $price } its price in Points.
# The declarer is the "Alleinspieler" here: the rules file's "Spieler" is also the default name
# of a player, and "Spieler passt" could be either.

## schlauch: the registry entry

schlauch-name = Schlauch
schlauch-blurb = three players, 32 cards: every trick or none — Schlauch, Bettel, Grandioso and double games.
schlauch-unit = { $n ->
        [one] Strich
       *[other] Striche
    }
schlauch-rules =
    Schlauch — three players, 32 cards (A 10 K O U 9 8 7 in Acorns, Leaves, Hearts, Bells). The dealer turns up the bottom card, deals 3-4-3 and takes the last two (the turned card among them): 12 cards. He lays two away; a Daus or a card of the turned suit laid away is shown.
    Then each declares once (forehand first, dealer last): pass, or a game that outranks the standing one. At equal price the forehand keeps his game; between Mittelhand and the dealer a game with a trump beats one without; otherwise the standing one stays.
    Schlauch (150): every trick, the declarer names trump (not Hearts); the highest trump is its Unter, then the Unter of its partner suit (Bells+Hearts, Leaves+Acorns), then A 10 K O 9 8 7. Bettel (150): no trick, the Ten between Unter and Nine. Grandioso (150): every trick without trump. Red Schlauch (Hearts trump), sans prendre (no asking), Bettel ouvert (open hand) and the double games (a new aim from the sixth trick, which the declarer leads as he leads the first) cost 300 to 900.
    In Schlauch, Red Schlauch, Grandioso and Double Schlauch the declarer may ask for one card and gives another back.
    Follow suit; you need not win the trick. Won: the price in Points, each opponent 2 Striche per 150; lost: 4 Striche per 150; a double game won by half: 4 Striche per 150 and half the price, the opponents a quarter each. Nobody plays: the dealer writes 1 Strich (2 if the turned card is a Hearts card) and deals again.
    After three games the Rechnung: a Strich per full 100 Points behind, one more for the lowest and one for no Point at all. Striche are what is settled.
rule-double_games = the six double games may be bid (off: Kleiner Schlauch)
rule-trumpfzwang = in a Schlauch, a player who cannot follow suit must trump
rule-rounds = rounds of three games (Rechnungen) in a Partie

schlauch-commands =
    Commands (upper or lower case):
      O❤️, play queen of hearts  play a card: rank A 10 K O U 9 8 7 (Ober, Unter), suit Acorns Leaves
                             Hearts Bells (or the codes: QH, JC, TS – suit H D S C)
      1, 2, …                the numbered choice under your cards
      lay acorns-9 acorns-king
                             as the dealer, lay two cards away
      pass                   pass in the declarations
      bid grandioso          bid a game (schlauch, bettel, red schlauch, bettel ouvert …)
      trump leaves           name trump (two suits in a Double Schlauch: trump leaves hearts)
      ask hearts-10          ask for a card
      keep                   ask for no card
      give hearts-7          the card you give back

## schlauch: the games, by their id in the rules file

schlauch-game-schlauch = Schlauch
schlauch-game-bettel = Bettel
schlauch-game-grandioso = Grandioso
schlauch-game-rot_schlauch = Red Schlauch
schlauch-game-grandissimo = Grandissimo
schlauch-game-bettel_ouvert = Bettel ouvert
schlauch-game-schlauch_sans_prendre = Schlauch sans prendre
schlauch-game-grandioso_bettel = Grandioso-Bettel
schlauch-game-doppelschlauch = Double Schlauch
schlauch-game-schlauch_bettel = Schlauch-Bettel
schlauch-game-rot_schlauch_sans_prendre = Red Schlauch sans prendre
schlauch-game-bettel_grandioso = Bettel-Grandioso
schlauch-game-bettel_schlauch = Bettel-Schlauch
schlauch-game-doppelschlauch_sans_prendre = Double Schlauch sans prendre

## schlauch: the buttons

schlauch-lay-two = Lay away two cards
schlauch-lay = Lay away: { $cards }
schlauch-pass = Pass
schlauch-bid = Bid { $game } ({ $price })
schlauch-trump-one = Trump { $suit }
schlauch-trump-two = Trump { $first }, then { $second }
schlauch-ask = Ask for { $card }
schlauch-keep = Ask for no card
schlauch-give = Give back { $card }

## schlauch: the table

# $first, $second the trumps of tricks 1–5 and 6–10 (— for none)
schlauch-trumps-halves = { $first } (tricks 1–5), { $second } (tricks 6–10)
schlauch-turned = Turned card: { $card } · dealer { $dealer }
schlauch-laying = { $dealer } lays two cards away
# $said each seat's declaration (schlauch-said-pass, schlauch-said-bid), joined by " · "
schlauch-declarations = Declarations: { $said }
schlauch-said-pass = { $seat } passes
schlauch-said-bid = { $seat } { $game }
schlauch-game-line = Game: { $game } ({ $price }) · declarer { $seat }
# $trumps the suit or schlauch-trumps-halves
schlauch-game-line-trump = Game: { $game } ({ $price }) · declarer { $seat } · trump: { $trumps }
schlauch-open-hand = Open hand of { $seat }: { $cards }
schlauch-away-known = Laid away (known): { $cards }
schlauch-away-yours = Your laid-away cards: { $cards }
schlauch-exchange = { $seat } asked { $from } for { $card }
# $n the trick's number; $cards each seat's card ("{0} 9🌰 · {1} K🌰")
schlauch-trick-now = Trick { $n }: { $cards }
schlauch-last-trick = Last trick: { $cards } → { $winner }
# $tricks each seat's tricks ("{0} 2 · {1} 0 · {2} 1")
schlauch-tricks = Tricks: { $tricks }
# $striche, $points per seat ("{0} 5 · {1} 0 · {2} 3"); $round the round; $games the games
# of the round played so far
schlauch-standing = Striche: { $striche } · Points of round { $round } ({ $games ->
        [0] no game yet
        [one] after { $games } game
       *[other] after { $games } games
    }): { $points }

## schlauch: what happens

schlauch-laid = { $dealer } laid two cards away
schlauch-laid-shown = { $dealer } laid two cards away, shown: { $cards }
schlauch-passes = { $seat } passes
schlauch-bids = { $seat } bids { $game } ({ $price })
schlauch-plays = { $seat } plays { $game } — { $price } Points
schlauch-trump = Trump: { $trumps }
schlauch-kept = { $seat } asks for no card
schlauch-asked = { $seat } asks for { $card } — { $from } hands it over
schlauch-asked-away = { $seat } asks for { $card } — it lies away
schlauch-given = { $seat } gives a card back to { $to }
schlauch-trick = { $cards } → trick to { $winner }
schlauch-first-half-lost = The first half (tricks 1–5) is lost; play goes on
# $n the Striche the dealer writes
schlauch-passed-out = All pass: { $dealer } writes { $n } { schlauch-unit } and deals again
# $how: won, half, lost; $points, $striche what the deal wrote, per seat
schlauch-end = { $seat } { $how ->
        [won] wins
        [half] wins one half of
       *[lost] loses
    } { $game } — Points { $points } · Striche { $striche }
schlauch-rechnung = Rechnung: Points { $points } → Striche { $striche }
# $settled each seat's result of the Partie in Striche
schlauch-partie-over = Partie over: Striche { $striche } — settled { $settled }

## schlauch: refusals ($phase: lay, bid, trump, ask, give, play — what is done now)

schlauch-refused-game_over = This deal is already settled.
schlauch-refused-not_your_turn = It is not your turn: { $phase ->
        [lay] the dealer is laying two cards away.
        [bid] the others declare in turn, forehand first.
        [trump] the declarer is naming trump.
        [ask] the declarer is asking for a card.
        [give] the declarer is giving a card back.
       *[play] another player is to play.
    }
schlauch-refused-wrong_phase = Not now: { $phase ->
        [lay] the dealer is laying two cards away.
        [bid] the players are declaring – pass or bid a game.
        [trump] the declarer is naming trump.
        [ask] the declarer is asking for a card or keeping his hand.
        [give] the declarer is giving a card back.
       *[play] the cards are being played – play a card.
    }
schlauch-refused-illegal = That is no move here: { $phase ->
        [lay] lay two cards away.
        [bid] pass or bid a game.
        [trump] name trump.
        [ask] ask for a card or keep your hand.
        [give] give a card back.
       *[play] play a card.
    }
schlauch-refused-not_in_hand = That card is not in your hand.
schlauch-refused-cannot_lay = Lay away exactly two different cards.
schlauch-refused-cannot_bid = This table plays no double games (Kleiner Schlauch).
schlauch-refused-bid_too_low = That does not outrank the standing game: it needs a higher price (at equal price the forehand keeps his game, and only the dealer beats a game without trump with one with trump).
schlauch-refused-cannot_choose_trump = That trump is not open in this game: a Schlauch names Bells, Leaves or Acorns (Hearts only in a Red Schlauch), a Double Schlauch two suits of different groups (Bells/Hearts and Leaves/Acorns), Schlauch-Bettel and Bettel-Schlauch any suit.
schlauch-refused-cannot_ask = You hold that card yourself; ask for one you do not hold.
schlauch-refused-laid_away = That card is known to lie away; ask for another or keep your hand.
schlauch-refused-cannot_give = You cannot give back the card you just asked for; give another.
# $trumpfzwang: yes when the house rule holds
schlauch-refused-must_follow = You must follow suit (in a Schlauch the partner suit's Unter is a trump){ $trumpfzwang ->
        [yes] , and who cannot follow must trump (Trumpfzwang).
       *[no] .
    }
