# The words of mariage in English, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## mariage: the registry entry

mariage-name = Mariage
mariage-blurb = two players, 32 cards: 66 card points, marriages and the Wäsche paid in Marken.
mariage-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
mariage-rules =
    Mariage — two players, 32 cards (A 10 K Q J 9 8 7; card points 11 10 4 3 2). Three cards each, one turned up as trump, three more each; 19 cards form the stock with the trump card at its bottom.
    After each trick the winner draws first. While cards are drawn any card may be played; in the last six tricks (or after closing) follow suit, else trump.
    Rob the trump card with the trump Seven: at your turn, leading or following, once you have won a trick (the forehand also before the first trick), while face-down cards remain and the stock is not closed.
    Announce a Mariage (K+Q) at lead once you have a trick, while the stock lasts (closed or not): the opponent pays 20 Marken at once, 40 for the Bonne Mariage in trumps; as a house rule l'Amour (A+10 of trumps) 50. The Marken are no card points; nothing of it must be led.
    Close at lead after the first trick: no more drawing; the closer must reach 66 card points (the last trick then does not count 10) or loses 2 or 4 Marken.
    When the last two cards are drawn you may declare the Wäsche (the player at lead first): all six last tricks win 40 Marken, missing one costs 40.
    Otherwise all is played out, the last trick counts 10: 66 of 130 wins 2 Marken, 4 if the loser has fewer than 33. 65 : 65 stands; the next game's winner gets it too. The winner deals.
rule-must_head = in the strict phase a higher card of the suit led must be played if possible
rule-amour = l'Amour (Ace and Ten of trumps) can be announced for 50 Marken
rule-partie = a Partie: each strikes down from this number (0 = a running Marken account)
rule-close_commits_partie = in a Partie, closing commits the closer to win the Partie with this deal


## mariage: the table

# $trump the trump suit's symbol, $seat a seat token ({0}), $n cards, $card the trump card.
view-trump-closed = Trump { $trump } — stock closed by { $seat } ({ $n ->
        [one] { $n } card
       *[other] { $n } cards
    })
view-trump-open = Trump { $trump } — trump card: { $card } · stock face down: { $n }
view-trump-out = Trump { $trump } — stock used up: follow suit, else trump
# $seat the leader's token, $card the card led.
# $tricks the tricks per seat ({0} 5 · {1} 3), $augen the seat's own card points.
view-tricks = Tricks: { $tricks }
view-tricks-own = Tricks: { $tricks }   Your card points: { $augen }
# $melds the announcements, each a view-meld, comma-separated.
view-announced = Announced: { $melds }
# $seat the announcer's token, $meld its name (meld-marriage, meld-amour), $n its Marken.
view-meld = { $seat } { $meld } ({ $n })
# $seat the declarer's token, $n the last tricks he has won so far.
view-waesche = { $seat } plays for the Wäsche ({ $n } / 6)
view-declaring = { $seat }: declare the Wäsche (all six last tricks, 40 Marken) or pass?
# $marken the Marken per seat, signed ({0} +2 · {1} −2).
view-marken = Marken this deal: { $marken }
# $n the Marken of the stood games.
view-carry = Stood games: the winner receives { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    } more
standing-partie = Partie (left to strike)
standing-account = Marken: { $marken }

## mariage: the melds

# $symbol the suit's symbol; $trump yes for a marriage in trumps.
meld-marriage = { $trump ->
        [yes] Bonne Mariage { $symbol }
       *[no] Mariage { $symbol }
    }
meld-amour = l'Amour

## mariage: what happens

# $seat, $other seat tokens; $card a card, $cards the two cards shown, $meld a meld's name, $n Marken.
robbed = { $seat } robs with the trump Seven and takes { $card }
announced = { $seat } announces { $meld } ({ $cards }): { $other } pays { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
closed = { $seat } closes the stock and must reach 66 card points
# $leader, $winner seat tokens; $led, $answer the cards.
last-drawn = The last cards are drawn: Wäsche? { $seat } declares first
declared-waesche = { $seat } declares the Wäsche
declared-pass = { $seat } does not play for the Wäsche

## mariage: the end of a deal, clauses joined by " — "

end-stood = 65 : 65 — the game stands; the next game's winner wins it too
# $seat the winner (closer), $augen his card points, $n the Marken of the game.
end-closer-won = { $seat } closed and has { $augen } card points: { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
# $closer the closer, $augen his card points, $seat the winner, $n the Marken of the game.
end-closer-lost = { $closer } closed but has only { $augen } card points: { $seat } wins { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
# $seat the winner, $own and $other the card points of winner and loser, $n the Marken.
end-won = Game to { $seat } with { $own } : { $other } card points: { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
# $n the Marken of the stood games the winner gets too.
end-carry = plus { $n } of the stood game
end-waesche-made = { $seat } made the Wäsche: 40 Marken
end-waesche-missed = { $seat } missed the Wäsche: 40 Marken to the opponent
# $marken the deal's Marken per seat, signed.
end-marken = Marken: { $marken }
end-partie = { $seat } wins the Partie

## mariage: the buttons

# $meld a meld's name, $n its Marken.
label-announce = Announce { $meld } ({ $n })
# $seven the trump Seven, $card the trump card.
label-exchange = Rob: { $seven } for { $card }
label-close = Close
label-waesche = Declare the Wäsche
label-pass = No Wäsche

## mariage: refusals

refusal-game-over = The deal is already over.
refusal-not-your-turn = It is not your turn.
refusal-not-in-hand = You do not hold that card.
refusal-illegal = That is no move of Mariage: play a card, announce, rob, close, or declare the Wäsche or pass.
refusal-must-follow = The stock is used up or closed: you must follow suit, else trump.
refusal-must-head = You must head the trick with a higher card of the suit led if you can, else follow suit, else trump.
refusal-must-declare = The Wäsche first: declare it or pass.
refusal-cannot-declare = The Wäsche can only be declared right after the last two cards are drawn, at your turn.
refusal-no-marriage = Only the player at lead who has won a trick may announce, holding both cards (King and Queen; for l'Amour Ace and Ten of trumps), while the stock lasts; each once.
refusal-cannot-exchange = Only the holder of the trump Seven may rob, at his turn, once he has won a trick (the forehand also before the first trick), while face-down cards remain and the stock is not closed.
refusal-cannot-close = Only the player at lead may close, after the first trick, while the stock lasts.
