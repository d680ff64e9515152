# What only the Discord adapter says, in English: short notes in interaction replies. Everything
# the game and the table say comes from the core's catalogue.

hand-in-dm = Your cards are in your direct messages.
watch-in-dm = The cards you watch are in your direct messages.
done = Done.
dm-closed = I cannot send you a direct message – press “My cards” on the table to see your cards.
unknown = I do not know that.
foreign-channel = That button belongs to a table in another channel; use the buttons there.
choose = Choose …
against-me-here = Here you play against me: `/schnapsen new computer:` … To play with others, open a table in a server's channel.
help-head = Schnapsen in this channel: `/schnapsen new` opens a table; your cards come by direct message (or through “My cards” on the table). In a direct message to me, `/schnapsen new computer:` plays against me.
help-variants = Variants (`/schnapsen new variant:`):
help-three = `players: 3`

## The subcommands of /schnapsen: sub-NAME its name here, sub-NAME-text what it does
# (at most 100 characters; the English name is what Discord sends).

sub-new = new
sub-new-text = Open a table in this channel
sub-join = join
sub-join-text = Take a seat at the table
sub-addbot = addbot
sub-addbot-text = Seat a computer in a free seat (the opener, before the deal)
sub-leave = leave
sub-leave-text = Leave the table (during a Bummerl: resign it)
sub-start = start
sub-start-text = Deal the first game
sub-hand = hand
sub-hand-text = Show me my cards
sub-play = play
sub-play-text = Play a card
sub-announce = announce
sub-announce-text = Announce twenty or forty
sub-exchange = exchange
sub-exchange-text = Rob the trump card (with the trump jack, nine or seven)
sub-close = close
sub-close-text = Close the talon
sub-genug = genug
sub-genug-text = “Enough!”: claim 66
sub-score = score
sub-score-text = Show the Bummerl tally
sub-leaderboard = leaderboard
sub-leaderboard-text = Show this channel's leaderboard
sub-profile = profile
sub-profile-text = A player's games in this channel (yours without a user)
sub-endseason = endseason
sub-endseason-text = End the running season now (members with Manage Server)
sub-export = export
sub-export-text = A finished deal as a file for bummerl replay
sub-replay = replay
sub-replay-text = Step through a finished deal, every hand open, with the computer's opinion
sub-rules = rules
sub-rules-text = Show the house rules
sub-abort = abort
sub-abort-text = Close the table (during a Bummerl: all must agree; alone vs. the computer it resigns)
sub-forfeit = forfeit
sub-forfeit-text = Claim the game of an opponent whose time ran out
sub-hint = hint
sub-hint-text = Ask the computer what it would do (only you see it)
sub-kiebitz = kiebitz
sub-kiebitz-text = Sitting out at three: watch a player's cards (read-only)
sub-help = help
sub-help-text = How to play here
sub-language = language
sub-language-text = Choose the table's language (anyone at the table, any time)

## Their options: opt-SUB-NAME its name here (lower case, no spaces), opt-SUB-NAME-text what it is

opt-new-variant = variant
opt-new-variant-text = The game (Schnapsen by default); /schnapsen help says what each one is
opt-new-players = players
opt-new-players-text = Players: Schnapsen & co. 2, or 3 (the dealer sits out); other games their own
opt-new-computer = computer
opt-new-computer-text = Play against the computer at this level
opt-new-rules = rules
opt-new-rules-text = House rules of any game as name=value, e.g. partie=5 staender_double=on
opt-play-card = card
opt-play-card-text = The card to play
opt-announce-suit = suit
opt-announce-suit-text = The marriage's suit
opt-kiebitz-player = player
opt-kiebitz-player-text = The player whose cards you want to watch
opt-leaderboard-top = top
opt-leaderboard-top-text = How many entries
opt-leaderboard-season = season
opt-leaderboard-season-text = A past season, e.g. 2026-11 or 2026-Q4 (the running one without)
opt-profile-user = user
opt-profile-user-text = Whose games (yours without)
opt-export-back = back
opt-export-back-text = How many deals back: 1 is the last (the default)
opt-replay-back = back
opt-replay-back-text = How many deals back: 1 is the last (the default)
opt-replay-step = step
opt-replay-step-text = After how many of its moves: 0 is the deal as dealt (the default)
opt-language-lang = lang
opt-language-lang-text = The language
sub-cards = cards
sub-cards-text = Cards as pictures of a pack or as text – for the table (anyone at it) or only for you
opt-cards-pack = pack
opt-cards-pack-text = Pictures of the French or the German pack, or text
cards-french = French pack (pictures)
cards-german = German pack (pictures)
cards-text = text
opt-cards-for = for
opt-cards-for-text = The table (the default; anyone at it), or only your own cards, at every table
cards-for-table = the table
cards-for-me = my own cards

## The command itself

command-text = Schnapsen and the old card games of Austria and Germany
