# The core's words in English: everything the table and the front ends say that is not a
# game's own. Placeables: { $name } a player's name, { $n } a number (it selects the plural).

## Why a house rule cannot be set

rule-unknown = There is no house rule "{ $rule }"; "rules" lists them all.
rule-bad-value = "{ $value }" does not fit { $rule }: use on/off or a number.
rule-invalid = "{ $value }" does not fit { $rule } ({ $expected }).
rule-out-of-range = { $rule } must be between { $min } and { $max }, not { $value }.

## Hands whose buttons went stale

hand-over = That game is over – these cards are no longer current.
hand-refreshed = That was out of date – here are your current cards.

## Why a command was refused

refused-table-exists = There is already a table here.
refused-no-table = There is no table here.
refused-already-seated = You are already seated.
refused-table-full = The table is full.
refused-not-seated = You are not seated at this table.
refused-not-opener = Only the player who opened the table may do that.
refused-already-started = The game has already started.
refused-not-started = No game is being played.
refused-not-a-move = “{ $typed }” is none of your moves now.
refused-too-few-players = { $needed } players are needed to start.
refused-too-many-seated = { $seated ->
        [one] { $seated } player is seated
       *[other] { $seated } players are seated
    }; for a table of { $size } someone must leave first.
refused-stale = That button is out of date; use the current one.
refused-not-your-turn = It is not your turn.
refused-sits-out = You deal and sit out this game.
refused-computer-needed = The computer's bank needs the computer at the table: add it first.
refused-nobody-waits = Nobody is waiting for you – you may stake as long as you like.
refused-no-kiebitz = Only the player sitting out at three may watch a hand, and only where the table allows it (kiebitz).
refused-too-early = Your opponent still has { $time }.
refused-nothing-to-forfeit = There is no absent opponent whose game you could claim.
refused-hints-off = Hints are only given against the computer or where the table allows them (hints).
refused-unavailable = The table could not be saved; please try again.
refused-deal-gone = Deal { $number } is no longer kept here; a newer one can be replayed.
refused-no-such-step = Deal { $number } has no move { $step }: it goes from 0 (as dealt) to { $steps }.
refused-foreign-key = That key belongs to a replay in another channel.
refused-no-deal-yet = No deal has been played to its end in this channel yet.
refused-no-such-deal = There is no finished deal { $back } back here: 1 is the last one, and this channel keeps { $kept }.
refused-no-player = Nobody called “{ $name }” has played here.
profile-title = { $name } in this channel:
profile-empty = No results here yet.
profile-game = { $game }: { $unit } · deals { $won }:{ $lost }{ $rating }
profile-best = best place: { $place } (season { $season })
profile-against = against the computer: { $record }
profile-against-level = { $level } { $won }:{ $lost }
refused-pack-lacks-cards = { $game } is played with cards below the Seven, which the German pack does not have: choose `french` or `text`.
refused-not-admin = Only an admin of this channel may end the season.
refused-seasons-off = There are no seasons here: the leaderboards run on without end.
refused-no-season = There is no season { $name } here.{ $past }
season-past = { " " }Past seasons: { $names }.
season-ended = Season { $ended } is over; season { $running } has begun. Ratings carry over, a little less certain; the counts start at zero.

## The table message's keys

key-join = Join
key-add-computer = + Seat a computer
key-deal = Deal
key-my-cards = My cards
key-claim = Claim the game
key-chosen-game = ✓ { $game }

## Small words

# A language's name, by its code.
language = { $code ->
        [de] German
       *[en] English
    }

switch-on = on
switch-off = off
duration-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
duration-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }

## The record of finished deals

export-line = Deal { $number } ({ $game }) as a scenario: "bummerl replay { $file }" plays it again and checks its result.
replay-title-dealt = ── Replay of deal { $number } ({ $game }): as dealt, { $steps ->
        [one] one move
       *[other] { $steps } moves
    } ──
replay-title = ── Replay of deal { $number } ({ $game }): move { $step } of { $steps } ──
replay-move = { $name }: { $move } –
replay-only-move = the only move there was.
replay-judged = the strong computer's choice: { $best } (expects { $best-value }); played: { $move } (expects { $played }).
replay-judged-same = the strong computer's choice too (expects { $played }).
replay-judged-wait = the strong computer would have waited; played: { $move } (expects { $played }).
replay-value = { $sign ->
        [minus] −
       *[plus] +
    }{ $whole }.{ $tenths }
replay-value-unknown = nothing certain
replay-hand = { $name }: { $cards }
replay-no-cards = { $name }: no cards
replay-score = Result: { $scores }
key-replay-back = ◀ back
key-replay-next = next ▶

## Three at a table

three-at-a-table = Three at { $games } ({ $three }): the dealer sits out each game and scores the winner's points too.
three-at-a-table-kiebitz = Three at { $games } ({ $three }): the dealer sits out each game and scores the winner's points too; with the house rule kiebitz he may watch a player's cards with { $kiebitz }.
sitting-out = You deal and sit out this game. Where the table allows it (kiebitz), { $kiebitz } lets you watch a player's cards.

## The table message

player-level = { $name } ({ $level })
headline = ── { $game } ──
headline-match = ── { $game } · { $unit } { $match } ──
headline-deal = ── { $game } · Deal { $deal } ──
headline-match-deal = ── { $game } · { $unit } { $match } · Deal { $deal } ──
seated = At the table: { $names }
sides = { $one } against { $other } (partners sit opposite).
lobby-waiting = Waiting for players ({ $seated } of { $seats }).
lobby-ready = Ready to start.
lobby-ready-match = { $unit } { $match } is ready to start.

## The score and the leaderboard

after-games = { $n ->
        [one] after { $n } deal
       *[other] after { $n } deals
    }
score-standing = { $unit } { $match } { $after } · { $standing }
score-standing-amounts = Score { $after } · { $standing }
score-tally = { $unit } { $match } { $after }: { $tally }
score-tally-marken = { $unit } { $after }: { $tally }
leaderboard-title = Leaderboard ({ $game }):
leaderboard-title-season = Leaderboard ({ $game }), season { $season }:
leaderboard-title-past = Leaderboard ({ $game }), past season { $season }:
leaderboard-past = Past seasons: { $names } – name one after the game to see its board (top { $game } { $first }).
leaderboard-empty = No results yet.
leaderboard-computer = { $rank }. Computer ({ $level }){ $rating }
leaderboard-bummerl = Bummerl { $won }:{ $lost } · Schneider { $given }:{ $taken }
leaderboard-partie = { $unit } { $won }:{ $lost }
leaderboard-marken = { $unit } { $marken }
leaderboard-entry = { $rank }. { $name } — { $unit } · deals { $won }:{ $lost }{ $points }{ $rating }
# After the counts, where the game writes game points.
leaderboard-points = { $n ->
        [one] { $n } game point
       *[other] { $n } game points
    }
rating = rating { $rating } ± { $deviation }
rating-provisional = rating { $rating } ± { $deviation } (provisional)

## What happens at a table
# $unit: bummerl, partie or marken (the match's unit); $running: what closing wipes.

running = { $unit ->
        [bummerl] the Bummerl under way
        [partie] the Partie under way
       *[marken] the deal in progress
    }
# $sound: vowel or consonant, the first sound of the game's name ("an Elfern table").
event-opened = { $by } opened { $sound ->
        [vowel] an
       *[consonant] a
    } { $game } table.
event-joined = { $name } sits down at the table.
event-left = { $name } left the table.
event-resigned = { $unit ->
        [bummerl] { $name } resigns the Bummerl.
        [partie] { $name } resigns the Partie.
       *[marken] { $name } left the table; the deal in progress does not count.
    }
event-abort-vote = { $name } wants to abort the table ({ $votes } of { $needed } votes).
event-abort-vote-under-way = { $name } wants to abort the table ({ $votes } of { $needed } votes): if everyone seated aborts, { $running } does not count. Leaving instead resigns it.
event-abort-resigns = { $name }: against the computer, closing the table now resigns { $running } – the computer gets it. Abort again within { $within } to confirm; otherwise play on.
event-aborted = { $by } closed the table without a result.
event-aborted-resigned = { $by } resigned and closed the table.
event-rule-changed = House rule { $rule } is now { $value }.
event-lang = The table now speaks { $language }.
event-cards = { $cards ->
    [french] From now on the table shows the cards as pictures of the French pack.
    [german] From now on the table shows the cards as pictures of the German pack.
   *[text] From now on the table writes the cards as text, without pictures.
}
event-reminder = It is your turn – { $left } left.
event-forfeit-available = { $absent }'s time is up: the opponent may claim the game.
event-forfeited = { $absent }'s time ran out: the game goes to the opponent.
event-replaced = { $name } left; the computer takes the seat.
event-took-over = The computer played for { $name }.
dealt-trump-card = Deal { $number }: { $dealer } deals, { $forehand } leads. Trump: { $card } ({ $suit })
dealt-fixes-trump = Deal { $number }: { $dealer } deals, { $forehand } is the forehand and fixes trump.
dealt = Deal { $number }: { $dealer } deals, { $forehand } is the forehand.
# A game that tells who does what itself (who holds the bank).
dealt-number = Deal { $number }.

## The terminal table (bummerl play)

terminal-moves =
    Commands (upper or lower case):
      KH, play KH            play a card: rank A K Q J 10 9 … 2 (also T), suit H D S C
                             (hearts diamonds spades clubs)
      1, 2, …                the numbered choice under your cards
      MOVE [ARGUMENTS]       any move as the choice lists it
terminal-common =
    hand                   show your cards again
      score                  the Bummerl tally
      top [GAME] [SEASON]    the leaderboard of this season (or of a past one: 2026-11)
      season end             end the running season now (counts start afresh)
      profile [NAME]         your games here (or a player's): rating, results, best place
      export [N] FILE        write the last (or N-th last) finished deal as a scenario to FILE,
                             for bummerl replay FILE
      replay [N] [MOVE]      step through the last (or N-th last) finished deal, every hand
                             open, with the strong computer's opinion; then next, back
      rules                  the house rules
      hint                   what the computer would do in your place
      set NAME VALUE         change a house rule (before the first deal; for a new table:
                             bummerl play --rule NAME=VALUE)
      new                    start the next Bummerl (or a new table)
      abort                  close the table (during a Bummerl: resign it, after asking)
      lang de|en             switch the language
      cards french|german|text  how Telegram and Discord show you your cards (pictures of the
                             French or German pack, or text; here always text)
      help                   this text
      quit, q                leave – the table is saved
terminal-variants = Variants (bummerl play --variant { $names }):
note-welcome = Bummerl – { $games } against the computer. Type “help” for the commands.
note-resumed = Your table resumes where you left it.
note-bye = The table is saved. Bye!
note-unknown = Unknown input “{ $input }” – type “help” for the commands.
note-nothing-to-choose = There is nothing to choose right now.
note-choose-between = Choose a number from 1 to { $n }.
note-no-such-move = ✗ “{ $input }” is none of your moves now – type its number, or the move as it is listed under your cards (“hand” shows them).
note-choose-cards =
    { $verb }: choose { $count } cards as they are shown, e.g. “{ $verb } { $by-code }”, or by number, e.g. “{ $verb } { $by-number }”:
    { $list }
note-which-suit = In which suit? For example “20 H”.
note-usage = Usage: { $syntax }
note-start-next = { $unit ->
        [bummerl] Type “new” to start the next Bummerl.
        [partie] Type “new” to start the next Partie.
       *[marken] Type “new” to play on.
    }
note-open-new = Type “new” to open a new table.
note-language = Language: English.
note-cards = { $cards ->
    [french] On Telegram and Discord your own cards now come as pictures of the French pack; here at the terminal they stay text.
    [german] On Telegram and Discord your own cards now come as pictures of the German pack; here at the terminal they stay text.
   *[text] On Telegram and Discord your own cards now come as text, as here at the terminal.
}
note-seed = Seed { $seed } – “bummerl play --seed { $seed }” deals the same cards again (to report a defect).
note-ignored = Not used: { $options } (for a new table; your table goes on). “abort” closes it, then “new” opens a table with these options.
note-players-of-variant = { $game } is played by { $sizes }, not { $players }.
note-players-other-variant = { $game } is played by { $sizes }, not { $players }. For { $players }: --variant { $other }.
note-in-use = The data directory { $dir } is in use by another bummerl (a second “bummerl play” or the running bot) – quit that, or choose another with --data.
note-cannot-open = Cannot open the database { $at }: { $problem }
note-exported = Written: { $file }
note-replay-keys = “next” and “back” step through it, “replay { $back } MOVE” jumps to a move.
note-replay-first = Choose a deal to replay first: “replay” (the last one) or “replay N”.
note-cannot-export = Cannot write { $file }: { $problem }
note-unknown-game = I do not know a game “{ $word }”; there are { $games }.
note-table-goes-on = Your { $table } table goes on. “abort” closes it, then “new { $id }” opens { $sound ->
        [vowel] an
       *[consonant] a
    } { $wanted } table.
sizes-range = { $min } to { $max }
sizes-two = { $min } or { $max }

## A player's hand

hand-watching = You are watching (read-only):
hand-waiting = Waiting for the others.
hand-your-move = Your move.
hand-your-move-list = Your move:
hand-your-cards = Your cards: { $cards }
hand-ready = Ready – go on
hand-back = ↩ back to all
# $count: a number or a range (2–3); $n: the most, for the plural.
hand-choose-cards = { $verb }: choose { $count } { $n ->
        [one] card
       *[other] cards
    }, e.g. “{ $verb } { $example }”
hint-wait = Hint: do nothing now – waiting is better.
hint-search = what the search finds best
hint = Hint: { $move } – { $why }.
match-over = { $game }: Partie decided – { $results }

## House rules and table options

# $unit: the table's game's match (bummerl, partie, marken: a game of running amounts), or any
# (the help, for every game).
closing-rule = { $unit ->
        [bummerl] Closing the table (abort): before the first deal and between Bummerl, the opener closes it at once. While a Bummerl is under way everyone seated must agree, and then it does not count; leaving instead resigns it. Alone against the computer, closing resigns: the computer gets the Bummerl.
        [partie] Closing the table (abort): before the first deal and between Partien, the opener closes it at once. While a Partie is under way everyone seated must agree, and then it does not count; leaving instead resigns it. Alone against the computer, closing resigns: the computer gets the Partie.
        [marken] Closing the table (abort): before the first deal and between deals, the opener closes it at once. While a deal is in progress everyone seated must agree, and then it does not count; leaving instead leaves the table, and the deal does not count. Alone against the computer, closing resigns: the computer gets the deal in progress.
       *[any] Closing the table (abort): before the first deal and between Bummerl (Partien), the opener closes it at once. While a Bummerl (or Partie) is under way everyone seated must agree, and then it does not count; leaving instead resigns it. Alone against the computer, closing resigns: the computer gets the Bummerl.
    }
# At four and three the computer always plays for a player whose time ran out; the switch
# decides that only for two-player games, and leaving everywhere.
option-computer-takeover = the computer takes over on leaving or time-out (time-out: always at Bauern-/Dreierschnapsen)
option-hints = hints ("hint") also without the computer at the table
option-lang = the language of the table in the channel: { $codes } (anyone at the table, any time)
option-cards = how the table shows its cards: { $codes } (anyone at the table, any time)
cards-yours = { $cards ->
    [french] From now on your own cards come as pictures of the French pack.
    [german] From now on your own cards come as pictures of the German pack (in a game with cards it lacks, in the game's own pack).
   *[text] From now on your own cards come as text, without pictures.
}
detail-kontra-after-bidding = a computer to play it waits { $wait } for them, or until you say “Ready – go on”
house-rules = House rules ({ $game }):
rules-changeable = The opener can change the rules above until the first deal.
rules-fixed = The rules above are fixed since the first deal.
# A third-person name: events read "Player wins", not "You wins".
default-player = Player
# The label above the last finished trick in a picture of the table.
picture-last-trick = Last trick
