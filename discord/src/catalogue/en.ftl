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
