# What only the Telegram adapter says, in English: the notes about private chats, deep links and
# misplaced commands. Everything the game and the table say comes from the core's catalogue.

open-chat = Open a private chat
cannot-write = { $name }, I cannot write to you privately yet. Open a chat with me with the button and press “Start” there — then you get your cards.
blocked = { $name } has blocked me, so I cannot send the cards privately. Unblock me and press “Start” in the chat with me.
hand-sent = Your cards are in the private chat.
unknown-button = I do not know that button.
seated = You are seated. Your cards will arrive here.
welcome = Hello! Open a table in a group with /newgame (or /newgame vs bot against the computer). I will send your cards here. You can also play against me right here: /newgame vs bot.
no-table = You are not seated at a table I know of. Press “My cards” in the group, or take a seat with /join.
use-private = Send that to me in a private chat.
use-group = That works in the group where the table is.
against-me-here = Here you play against me: /newgame vs bot [random|easy|strong] [rule=value …]. To play with others, open a table with /newgame in a group.
which-card = Which card? For example /play KH, /play 10S, /play king of hearts or /play 2.
which-suit = Which suit? For example /announce H or /announce hearts.
new-game-usage = Usage: /newgame [vs bot [random|easy|strong]] [{ $names }] [N] [rule=value …]. N players: as many as /help says for each game. E.g. /newgame vs bot easy auto_claim=on, /newgame schnorps 3 kiebitz=on or /newgame bauernschnapsen
which-player = Whom do you want to watch? Name a player at the table or give his number, e.g. /kiebitz Anna or /kiebitz 2.
watch-sent = The cards you watch are in the private chat.
lang-usage = Usage: /lang de or /lang en
cards-usage = Usage: /cards french, /cards german or /cards text. A table's own pictures: /rules cards french|german|text
export-usage = Usage: /export for the last finished deal, /export 2 for the one before …
replay-usage = Usage: /replay for the last finished deal, /replay 2 for the one before …, /replay 2 5 for that one after its 5th move
replay-bad-step = “{ $word }” is no move number. /replay 1 5 shows the last finished deal after its 5th move; 0 is the deal as dealt.
not-member = You cannot sit down at that table: it is in a group you are not in.
membership-unknown = I could not check just now whether you are in that group. Please try again in a moment.
which-table = You may move at more than one table. Where should that move go?
in-group-titled = In “{ $title }”
in-group = In the group
against-computer = Against the computer
help-group = In the group:
help-private = In the private chat with me (your cards; /newgame vs bot plays against me right here):
help-games = Games (/newgame and the name):

## The commands as the chat lists them: cmd-NAME what /NAME does (1 to 256 characters)

cmd-newgame = open a table: /newgame [vs bot [random|easy|strong]] [rule=value …]
cmd-join = take a seat at the table
cmd-addbot = seat the computer in a free seat (the opener, before the deal)
cmd-leave = leave the table (once dealt: resign the Bummerl)
cmd-startgame = deal the first game
cmd-score = the running Bummerl tally
cmd-leaderboard = this chat's leaderboard: /leaderboard [game] [season, e.g. 2026-11]
cmd-profile = a player's games here: /profile [@user or name] (yours without)
cmd-endseason = end the running season now (group administrators)
cmd-export = a finished deal as a file for bummerl replay: /export [N] (1 = the last)
cmd-replay = step through a finished deal, every hand open: /replay [N] [MOVE] (1 = the last; MOVE: after how many moves)
cmd-rules = show the house rules, or set one: /rules name value (/rules lang en: the table's language)
cmd-abort = close the table (during a Bummerl all must agree; alone against the computer it resigns)
cmd-forfeit = claim the game of an opponent whose time ran out
cmd-help = the commands
cmd-hand = show your cards again
cmd-play = play a card: /play KH, /play 10S, /play king of hearts
cmd-announce = announce twenty or forty: /announce H
cmd-exchange = rob the trump card (with the trump jack, nine or seven)
cmd-close = close the talon (Zudrehen)
cmd-genug = “Danke, genug”: end the game claiming 66
cmd-hint = what the computer would play (against it, or where the table allows hints)
cmd-kiebitz = sitting out at three: watch a player's cards, read-only: /kiebitz Anna or /kiebitz 2
cmd-lang = your language: /lang de or /lang en
cmd-cards = how you see your cards: /cards french, /cards german or /cards text
cmd-start = start the private chat with the bot
