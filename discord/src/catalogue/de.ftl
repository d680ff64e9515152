# What only the Discord adapter says, in German: short notes in interaction replies. Everything
# the game and the table say comes from the core's catalogue.

hand-in-dm = Deine Karten sind in deinen Direktnachrichten.
watch-in-dm = Die Karten, denen du zuschaust, sind in deinen Direktnachrichten.
done = Erledigt.
dm-closed = Ich kann dir keine Direktnachricht schicken – „Meine Karten“ am Tisch zeigt dir deine Karten.
unknown = Das kenne ich nicht.
foreign-channel = Dieser Knopf gehört zu einem Tisch in einem anderen Kanal; dort gelten seine Knöpfe.
choose = Wähle …
against-me-here = Hier spielst du gegen mich: `/schnapsen neu computer:` … Einen Tisch für mehrere eröffnest du in einem Kanal eines Servers.
help-head = Schnapsen hier im Kanal: `/schnapsen neu` eröffnet einen Tisch, die Karten kommen per Direktnachricht (oder über „Meine Karten“ am Tisch). In der Direktnachricht an mich spielst du mit `/schnapsen neu computer:` gegen mich.
help-variants = Varianten (`/schnapsen neu variante:`):
help-three = `spieler: 3`
