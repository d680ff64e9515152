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

## The subcommands of /schnapsen: sub-NAME its name here, sub-NAME-text what it does
# (at most 100 characters; the English name is what Discord sends).

sub-new = neu
sub-new-text = Einen Tisch in diesem Kanal eröffnen
sub-join = mitspielen
sub-join-text = Am Tisch Platz nehmen
sub-addbot = computer
sub-addbot-text = Einen Computer auf einen freien Platz setzen (wer eröffnet hat, vor dem Geben)
sub-leave = aufstehen
sub-leave-text = Den Tisch verlassen (während eines Bummerls: aufgeben)
sub-start = austeilen
sub-start-text = Das erste Spiel austeilen
sub-hand = hand
sub-hand-text = Meine Karten zeigen
sub-play = spielen
sub-play-text = Eine Karte spielen
sub-announce = ansagen
sub-announce-text = Zwanzig oder Vierzig ansagen
sub-exchange = tauschen
sub-exchange-text = Die Atoutkarte rauben (mit dem Atout-Buben, -Neuner oder -Siebener)
sub-close = zudrehen
sub-close-text = Den Talon zudrehen
sub-genug = genug
sub-genug-text = „Danke, genug“: mit 66 abmelden
sub-score = stand
sub-score-text = Den Bummerl-Stand zeigen
sub-leaderboard = rangliste
sub-leaderboard-text = Die Rangliste dieses Kanals zeigen
sub-profile = profil
sub-profile-text = Die Spiele eines Spielers in diesem Kanal (ohne Angabe: deine)
sub-endseason = saisonende
sub-endseason-text = Die laufende Saison jetzt beenden (Mitglieder mit „Server verwalten“)
sub-export = exportieren
sub-export-text = Ein beendetes Spiel als Datei für bummerl replay
sub-replay = nachspielen
sub-replay-text = Ein beendetes Spiel Zug für Zug, alle Karten offen, mit der Meinung des Computers
sub-rules = regeln
sub-rules-text = Die Hausregeln zeigen
sub-abort = abbrechen
sub-abort-text = Den Tisch auflösen (im Bummerl: alle müssen zustimmen; allein gegen den Computer: aufgeben)
sub-forfeit = beanspruchen
sub-forfeit-text = Das Spiel eines Gegners beanspruchen, dessen Zeit abgelaufen ist
sub-hint = tipp
sub-hint-text = Den Computer fragen, was er tun würde (nur du siehst es)
sub-kiebitz = kiebitzen
sub-kiebitz-text = Beim Aussetzen zu dritt: einem Spieler in die Karten schauen
sub-help = hilfe
sub-help-text = Wie man hier spielt
sub-language = sprache
sub-language-text = Die Sprache des Tisches wählen (jeder am Tisch, jederzeit)

## Their options: opt-SUB-NAME its name here (lower case, no spaces), opt-SUB-NAME-text what it is

opt-new-variant = variante
opt-new-variant-text = Das Spiel (Standard: Schnapsen); /schnapsen hilfe sagt, was jedes ist
opt-new-players = spieler
opt-new-players-text = Spieler: Schnapsen & Co. 2, oder 3 (wer gibt, setzt aus); andere Spiele ihre
opt-new-computer = computer
opt-new-computer-text = Gegen den Computer auf dieser Stufe spielen
opt-new-rules = regeln
opt-new-rules-text = Hausregeln jedes Spiels als name=wert, z. B. partie=5 staender_double=an
opt-play-card = karte
opt-play-card-text = Die Karte, die du spielst
opt-announce-suit = farbe
opt-announce-suit-text = Die Farbe des Paars
opt-kiebitz-player = spieler
opt-kiebitz-player-text = Der Spieler, dem du in die Karten schauen willst
opt-leaderboard-top = top
opt-leaderboard-top-text = Wie viele Einträge
opt-leaderboard-season = saison
opt-leaderboard-season-text = Eine vergangene Saison, z. B. 2026-11 oder 2026-Q4 (ohne: die laufende)
opt-profile-user = spieler
opt-profile-user-text = Wessen Spiele (ohne Angabe: deine)
opt-export-back = zurück
opt-export-back-text = Wie viele Spiele zurück: 1 ist das letzte (ohne Angabe)
opt-replay-back = zurück
opt-replay-back-text = Wie viele Spiele zurück: 1 ist das letzte (ohne Angabe)
opt-replay-step = zug
opt-replay-step-text = Nach wie vielen seiner Züge: 0 ist das Spiel, wie es gegeben wurde (ohne Angabe)
opt-language-lang = sprache
opt-language-lang-text = Die Sprache
sub-cards = karten
sub-cards-text = Karten als Bilder eines Blatts oder als Text – für den Tisch (jeder am Tisch) oder nur für dich
opt-cards-pack = blatt
opt-cards-pack-text = Bilder des französischen oder des deutschen Blatts, oder Text
cards-french = Französisches Blatt (Bilder)
cards-german = Deutsches Blatt (Bilder)
cards-text = Text
opt-cards-for = für
opt-cards-for-text = Den Tisch (ohne Angabe; jeder am Tisch) oder nur deine eigenen Karten, an jedem Tisch
cards-for-table = den Tisch
cards-for-me = meine eigenen Karten

## The command itself

command-text = Schnapsen und die alten Kartenspiele Österreichs und Deutschlands
