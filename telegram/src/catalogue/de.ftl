# What only the Telegram adapter says, in German: the notes about private chats, deep links and
# misplaced commands. Everything the game and the table say comes from the core's catalogue.

open-chat = Privaten Chat öffnen
cannot-write = { $name }, ich kann dir noch nicht privat schreiben. Öffne den Chat mit mir über den Knopf und drücke dort „Start“ – dann bekommst du deine Karten.
blocked = { $name } hat mich blockiert, darum kann ich die Karten nicht privat schicken. Entsperre mich und drücke im Chat mit mir „Start“.
hand-sent = Deine Karten sind im privaten Chat.
unknown-button = Diese Schaltfläche kenne ich nicht.
seated = Du sitzt am Tisch. Deine Karten kommen hierher.
welcome = Servus! Eröffne in einer Gruppe mit /newgame einen Tisch (oder /newgame vs bot gegen den Computer). Deine Karten schicke ich dir hierher. Gegen mich kannst du auch gleich hier spielen: /newgame vs bot.
no-table = Du sitzt an keinem Tisch, den ich kenne. Drücke in der Gruppe „Meine Karten“ oder setz dich mit /join an einen Tisch.
use-private = Das geht im privaten Chat mit mir.
use-group = Das geht in der Gruppe, in der gespielt wird.
against-me-here = Hier spielst du gegen mich: /newgame vs bot [random|easy|strong] [regel=wert …]. Einen Tisch für mehrere eröffnest du mit /newgame in einer Gruppe.
which-card = Welche Karte? Zum Beispiel /play KH, /play 10S, /play Herz König oder /play 2.
which-suit = Welche Farbe? Zum Beispiel /announce H oder /announce Herz.
new-game-usage = So geht’s: /newgame [vs bot [random|easy|strong]] [{ $names }] [N] [regel=wert …]. N Spieler: so viele, wie /help bei jedem Spiel sagt. Z. B. /newgame vs bot easy auto_claim=on, /newgame schnorps 3 kiebitz=on oder /newgame bauernschnapsen
which-player = Wem willst du zuschauen? Nenne einen Spieler am Tisch mit Namen oder Nummer, z. B. /kiebitz Anna oder /kiebitz 2.
watch-sent = Die Karten, denen du zuschaust, sind im privaten Chat.
lang-usage = So geht’s: /lang de oder /lang en
cards-usage = So geht’s: /cards deutsch, /cards french oder /cards text. Die Bilder des Tisches: /rules cards french|german|text
export-usage = So geht’s: /export für das letzte beendete Spiel, /export 2 für das davor …
replay-usage = So geht’s: /replay für das letzte beendete Spiel, /replay 2 für das davor …, /replay 2 5 für dieses nach seinem 5. Zug
replay-bad-step = „{ $word }“ ist keine Zugnummer. /replay 1 5 zeigt das letzte beendete Spiel nach seinem 5. Zug; 0 ist das Spiel, wie es gegeben wurde.
not-member = An diesen Tisch kannst du dich nicht setzen: er steht in einer Gruppe, in der du nicht bist.
membership-unknown = Ich konnte gerade nicht prüfen, ob du in dieser Gruppe bist. Versuch es gleich noch einmal.
which-table = Du bist an mehreren Tischen am Zug. Wo soll der Zug hin?
in-group-titled = In „{ $title }“
in-group = In der Gruppe
against-computer = Gegen den Computer
help-group = In der Gruppe:
help-private = Im privaten Chat mit mir (deine Karten; mit /newgame vs bot spielst du hier gegen mich):
help-games = Spiele (/newgame und der Name):

## The commands as the chat lists them: cmd-NAME what /NAME does (1 to 256 characters)

cmd-newgame = Tisch eröffnen: /newgame [vs bot [random|easy|strong]] [regel=wert …]
cmd-join = sich an den Tisch setzen
cmd-addbot = den Computer auf einen freien Platz setzen (wer eröffnet hat, vor dem Geben)
cmd-leave = den Tisch verlassen (nach dem Geben: das Bummerl aufgeben)
cmd-startgame = das erste Spiel geben
cmd-score = der Bummerl-Stand
cmd-leaderboard = die Rangliste dieses Chats: /leaderboard [Spiel] [Saison, z. B. 2026-11]
cmd-profile = die Spiele eines Spielers hier: /profile [@name oder Name] (ohne: deine)
cmd-endseason = die laufende Saison jetzt beenden (Gruppenadmins)
cmd-export = ein beendetes Spiel als Datei für bummerl replay: /export [N] (1 = das letzte)
cmd-replay = ein beendetes Spiel Zug für Zug nachspielen, alle Karten offen: /replay [N] [ZUG] (1 = das letzte; ZUG: nach wie vielen Zügen)
cmd-rules = Hausregeln zeigen oder setzen: /rules name wert (/rules lang de: die Sprache des Tisches)
cmd-abort = den Tisch auflösen (im Bummerl müssen alle zustimmen; allein gegen den Computer: aufgeben)
cmd-forfeit = das Spiel eines Gegners beanspruchen, dessen Zeit abgelaufen ist
cmd-help = die Befehle
cmd-hand = deine Karten nochmal zeigen
cmd-play = eine Karte spielen: /play KH, /play 10S, /play Herz König
cmd-announce = Zwanzig oder Vierzig ansagen: /announce H
cmd-exchange = die Atoutkarte rauben (mit dem Atout-Buben, -Neuner oder -Siebener)
cmd-close = den Talon zudrehen
cmd-genug = „Danke, genug“: mit 66 abmelden
cmd-hint = was der Computer spielen würde (gegen ihn, oder wo der Tisch es erlaubt)
cmd-kiebitz = beim Aussetzen zu dritt einem Spieler in die Karten schauen: /kiebitz Anna oder /kiebitz 2
cmd-lang = deine Sprache: /lang de oder /lang en
cmd-cards = wie du deine Karten siehst: /cards deutsch, /cards french oder /cards text
cmd-start = den privaten Chat mit dem Bot beginnen
