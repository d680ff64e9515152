# The words of schnapsen in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## schnapsen: the registry entry

schnapsen-name = Schnapsen
schnapsen-blurb = 20 Karten, 5 auf der Hand, 66 Augen gewinnen; Bummerl von 7 auf 0.
schnapsen-unit = { $n ->
        [one] Bummerl
       *[other] Bummerl
    }
schnapsen-rules =
    Schnapsen — zu zweit (zu dritt mit Mitschreiben: wer gibt, setzt aus und schreibt die Punkte des Siegers mit), 20 Karten A 10 K D B, Augen 11 10 4 3 2. Je 5 Karten, die nächste liegt offen als Atout unter dem Talon.
    Solange der Talon offen ist, darf man jede Karte spielen; wer sticht, zieht zuerst. Ist der Talon leer oder zugedreht, gilt Farb- und Stichzwang: höher bedienen, sonst bedienen, sonst trumpfen.
    Wer am Stich ist, darf den Atout-Buben gegen die Atoutkarte tauschen, zudrehen (nicht vor dem ersten Stich), König und Dame ansagen (20, in Atout 40; dann König oder Dame ausspielen; sie zählen ab dem ersten eigenen Stich) und mit 66 Augen „Danke, genug“ sagen. Wer ohne 66 abmeldet, verliert; wer zudreht und die 66 nicht schafft, verliert auch: der Gegner schreibt 2 Punkte, 3 wenn er beim Zudrehen noch keinen Stich hatte.
    Der Sieger schreibt 1 Punkt, 2 wenn der Gegner unter 33 Augen hat, 3 wenn er keinen Stich hat. Jeder streicht von 7 auf 0; wer zuletzt übrig ist, bekommt das Bummerl (ohne einen Punkt: Schneider, zählt doppelt).
schnapsen-commands =
    Befehle (Groß- und Kleinschreibung egal):
      KH, spiel KH, p kh     Karte spielen: Wert A 10 K D B (auch T Q J), Farbe H D S C
                             (Herz Karo Pik Treff) – z. B. 10H, DS, BC
      1, 2, …                die nummerierte Auswahl unter deinen Karten
      20 H, 40, ansagen H    Zwanzig oder Vierzig (in Atout) ansagen
      tauschen               die Atoutkarte rauben (mit dem Atout-Buben, -Neuner oder -Siebener)
      zudrehen               den Talon zudrehen
      genug, danke           „Danke, genug“: mit 66 abmelden
rule-exchange_first_lead = die Atoutkarte schon vor dem ersten Stich rauben
rule-exchange_last_pair = tauschen, solange nur zwei Talonkarten übrig sind
rule-close_first_lead = schon vor dem ersten Stich zudrehen
rule-show_own_points = die eigenen Augen anzeigen
rule-auto_claim = mit 66 beim Ausspielen automatisch abmelden
rule-forced_rob = Rauben ist bei den letzten zwei Talonkarten Pflicht
rule-black_close_penalty = Punkte für misslungenes Zudrehen, bevor der Gegner einen Stich hat
rule-kiebitz = zu dritt: wer aussetzt, darf in ein Blatt schauen

## sechsundsechzig: the registry entry

sechsundsechzig-name = Sechsundsechzig
sechsundsechzig-blurb = 24 Karten mit Neunern, 6 auf der Hand, der letzte Stich zählt 10, Rauben mit dem Atout-Neuner; die Partie von 7 zählt 1 bis 3.
sechsundsechzig-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
sechsundsechzig-rules =
    Sechsundsechzig — wie Schnapsen, aber mit 24 Karten (die Neuner zählen 0), je 6 auf der Hand und 12 im Talon. Geraubt wird mit dem Atout-Neuner, erst nach einem eigenen Stich; mit den letzten zwei Talonkarten muss rauben, wer kann. Zudrehen geht schon beim ersten Ausspiel; misslingt es, bekommt der Gegner 2 Punkte, 3 wenn er beim Zudrehen noch keinen Stich hatte. Der letzte Stich zählt 10 Augen mehr, wenn der Talon aufgebraucht ist; 65 zu 65 ist unentschieden, das nächste Spiel zählt doppelt. Wer gewinnt, gibt das nächste Spiel.
    Jeder streicht von 7 auf 0; die Partie zählt 1, 2 wenn der Verlierer noch 4 oder mehr hat, 3 wenn er nichts gestrichen hat.
sechsundsechzig-commands = { schnapsen-commands }

## schnorps: the registry entry

schnorps-name = Schnorps
schnorps-blurb = 32 Karten, 6 auf der Hand, Ansagen erst nach einem Stich; gezahlt wird in Marken (1, 2, 6; nach Zudrehen 2, 4, 8).
schnorps-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
schnorps-rules =
    Schnorps — Sechsundsechzig mit allen 32 Karten: je 6 auf der Hand, 20 im Talon, geraubt wird mit der Atout-Sieben. Ansagen nur, wer schon einen Stich hat und solange der Talon nicht aufgebraucht ist; zudrehen erst nach einem Stich.
    Gezahlt wird in Marken: verloren 1, Schneider (unter 33) 2, Schnorps (ohne Stich) 6; hatte der Sieger zugedreht 2, 4, 8. Ohne 66 abmelden kostet 2, misslungenes Zudrehen 4. Nach einem Unentschieden zählt das nächste Spiel doppelt, nach zweien vierfach. Kein Bummerl: die Marken laufen fort.
schnorps-commands = { schnapsen-commands }

## bauernschnapsen: the registry entry

bauernschnapsen-name = Bauernschnapsen
bauernschnapsen-blurb = zu viert in zwei Parteien, Partner sitzen einander gegenüber; 20 Karten, 5 auf der Hand, kein Talon. Vorhand bestimmt Trumpf, dann wird gereizt (vom Rufer bis zum Herrenschnapser, mit Kontra, Retour und Subkontra); jede Partei schreibt von 24 auf 0.
bauernschnapsen-unit = { $n ->
        [one] Bummerl
       *[other] Bummerl
    }
bauernschnapsen-rules =
    Bauernschnapsen — zu viert, Partner sitzen einander gegenüber, 20 Karten A 10 K D B, je 5. Vorhand sieht zuerst nur seine ersten drei Karten und bestimmt daraus Trumpf (oder deckt eine seiner anderen zwei Karten auf; mit drei Buben darf er neu geben lassen).
    Dann wird gereizt: wer nicht höher geht, sagt „Gut“; geht niemand höher, spielt Vorhand den Rufer (seine Partei gewinnt mit 66 oder dem letzten Stich, 1 bis 3 Punkte). Höher gehen Bettler, Schnapser, Durchmarsch, Zehnerloch, Bauernschnapser, Herrengangl und mehr; diese Spiele muss der Ansager selbst gewinnen (im Bettler setzt sein Partner aus). Die meisten Spiele können mit Kontra, Retour und Subkontra gedoppelt werden.
    Im Rufer gilt Farb- und Trumpfzwang: bedienen, sonst trumpfen. In allen anderen Spielen gilt Farb- und Stichzwang: bedienen, sonst trumpfen, und dabei den Stich übernehmen, wenn man kann. Die Sieger streichen den Wert des Spiels; jede Partei streicht von 24 auf 0, wer übrig bleibt, bekommt das Bummerl (noch bei 24: Schneider, zählt doppelt).
bauernschnapsen-commands =
    Befehle (Groß- und Kleinschreibung egal):
      KH, spiel KH, p kh     Karte spielen: Wert A 10 K D B (auch T Q J), Farbe H D S C
                             (Herz Karo Pik Treff) – z. B. 10H, DS, BC
      1, 2, …                die nummerierte Auswahl unter deinen Karten
      trumpf H               als Vorhand Trumpf bestimmen (aus den ersten drei Karten)
      aufdecken N            als Vorhand Karte N des zweiten Pakets als Trumpf aufdecken
      neu geben              als Vorhand mit drei Buben neu geben lassen
      gut, weiter            nicht reizen („Gut“)
      reizen SPIEL           ein Spiel ansagen, z. B. reizen bettler
      kontra, retour, subkontra   das Spiel doppeln
      weglegen AH KH         Dreierschnapsen: nach dem Talon zwei Karten weglegen
      20 H, 40, ansagen H    Zwanzig oder Vierzig (in Trumpf) ansagen
      genug, danke           „Danke, genug“: im Rufer mit 66 abmelden
rule-rufer_stichzwang = auch im Rufer Farb- und Stichzwang (sonst dort nur Farb- und Trumpfzwang)
rule-undertrump = wer nicht bedienen kann, muss trumpfen, auch wenn sein Trumpf den Stich nicht nimmt
rule-kontra_after_bidding = Kontra, Retour und Subkontra auch nach dem Reizen, bis die erste Karte fällt
rule-herrengangl = der Herrengangl wird gespielt (Bauernschnapsen)
rule-discards_to_defenders = Dreierschnapsen: die weggelegten Karten zählen für die Gegenspieler
rule-bummerl_all_above_zero = Dreierschnapsen: jeder, der noch über 0 steht, bekommt ein Bummerl
rule-retourschneider = von 1 auf das Bummerl gegen Sieger, die alle noch bei 24 stehen, zählt vierfach

## dreierschnapsen: the registry entry

dreierschnapsen-name = Dreierschnapsen
dreierschnapsen-blurb = zu dritt, jeder für sich; 6 Karten auf der Hand und 2 im Talon, den der Ansager aufnimmt. Trumpf, Reizen und Kontra wie beim Bauernschnapsen, ohne Herrengangl und Herrenschnapser; jeder schreibt von 24 auf 0.
dreierschnapsen-unit = { $n ->
        [one] Bummerl
       *[other] Bummerl
    }
dreierschnapsen-rules =
    Dreierschnapsen — zu dritt, jeder für sich, 20 Karten: je 6 auf der Hand, 2 im Talon. Trumpf und Reizen wie beim Bauernschnapsen, ohne Herrengangl und Herrenschnapser; jedes Spiel kann gedoppelt werden. Wer das Spiel macht, spielt allein gegen die anderen beiden; außer im Bettler und Assbettler nimmt er den Talon auf und legt zwei Karten weg (sie zählen für niemanden).
    Im Rufer gilt Farb- und Trumpfzwang, in allen anderen Spielen Farb- und Stichzwang. Gewinnt der Ansager, streicht er den Wert des Spiels, sonst streicht ihn jeder Gegenspieler voll. Jeder streicht von 24 auf 0; sobald einer 0 erreicht, bekommt das Bummerl, wer am höchsten steht.
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
call-pass = Gut

## What the declarer of a game must do (the gloss of its name)

goal-rufer = 66 oder den letzten Stich
goal-first-three = die ersten drei Stiche und 66
goal-zehnerloch = alle Stiche, ohne Trumpf, Zehner vor König, Ass zuletzt
goal-all-tricks = alle Stiche
goal-all-tricks-no-trump = alle Stiche, ohne Trumpf
goal-no-trick = keinen Stich, ohne Trumpf
goal-laid-down = aufgelegt: gewonnen ohne Spiel

## Why a game ended (a short phrase in brackets)

reason-claim = 66 erreicht
reason-false-claim = ohne 66 abgemeldet
reason-closer-failed = wer zugedreht hat, hat die 66 nicht geschafft
reason-last-trick = letzter Stich
reason-tie = 65 zu 65
reason-made = Spiel erfüllt
reason-trick-lost = ein Stich ging verloren
reason-under-66 = drei Stiche ohne 66
reason-trick-taken = der Bettler hat einen Stich gemacht
reason-laid-down = aufgelegt
reason-redeal = drei Buben, neu gegeben
reason-forfeit = Zeit abgelaufen

## Counted nouns: $n a number

count-tricks = { $n ->
        [one] { $n } Stich
       *[other] { $n } Stiche
    }
count-cards = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
count-game-points = { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
count-marken = { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }

## A move's label on a button: $symbol a suit's symbol, $n a card's number, $cards cards

label-exchange = Tauschen
label-close = Zudrehen
label-claim = Danke, genug
label-trump = { $symbol } Trumpf
label-turn = Karte { $n } aufdecken
label-redeal = Neu geben
label-pass = Gut
label-discard = Weglegen
label-discard-cards = Weglegen { $cards }

## Why a move is refused

refusal-not-your-turn = Du bist nicht am Zug.
refusal-not-in-hand = Diese Karte hast du nicht auf der Hand.
refusal-must-follow = Du musst Farbe bekennen und wenn möglich stechen, sonst trumpfen.
refusal-must-play-marriage = Nach dem Ansagen musst du den König oder die Dame dieser Farbe ausspielen.
refusal-no-marriage = Diese Ansage geht jetzt nicht: du brauchst König und Dame der Farbe und musst ausspielen.
refusal-cannot-exchange = Du kannst die Atoutkarte jetzt nicht tauschen.
refusal-cannot-close = Du kannst jetzt nicht zudrehen.
refusal-cannot-claim = „Danke, genug“ kannst du nur sagen, wenn du ausspielst.
refusal-must-exchange = Du musst zuerst die Atoutkarte rauben.
refusal-game-over = Das Spiel ist schon vorbei.
refusal-illegal = Das ist hier kein Zug: spiel eine Karte oder wähle einen der angebotenen Züge.
refusal-wrong-phase = Das geht in diesem Abschnitt des Spiels nicht.
refusal-cannot-choose-trump = Trumpf kann nur eine Farbe deiner ersten drei Karten sein – oder du deckst eine der anderen Karten auf.
refusal-cannot-redeal = Neu geben lassen darfst du nur mit drei Buben in den ersten drei Karten.
refusal-cannot-bid = Dieses Spiel darfst du nicht ansagen: dein Platz oder dein Blatt passt nicht dazu.
refusal-bid-too-low = Das Spiel muss mehr wert sein als das stehende Spiel (samt Kontra).
refusal-cannot-double = Kontra, Retour oder Subkontra kannst du jetzt nicht geben.
refusal-cannot-discard = Diese Karten kannst du nicht weglegen: zwei verschiedene Karten aus Hand und Talon, nur beim Talontausch des Ansagers.
refusal-bauern-must-follow = Du musst Farbe bekennen – und den Stich übernehmen, wo das Spiel es verlangt –, sonst trumpfen.
refusal-bauern-no-marriage = Diese Ansage geht jetzt nicht: nur beim Ausspielen, mit König und Dame, und nur im Rufer oder (vom Ansager) im Schnapser und Kontraschnapser.
refusal-bauern-cannot-claim = „Danke, genug“ gibt es nur im Rufer, wenn du ausspielst.
refusal-bauern-cannot-exchange = In diesem Spiel gibt es keine Atoutkarte zum Tauschen.
refusal-bauern-cannot-close = In diesem Spiel gibt es keinen Talon zum Zudrehen.

## Why the computer would make a move (the hint's words)

why-only-move = es ist der einzige erlaubte Zug
why-claim = du hast 66 – „Danke, genug“
why-close-to-claim = du hast 66 – erst zudrehen (wer zudreht, bekommt doppelt), dann „Danke, genug“
why-marriage = die Ansage bringt Punkte
why-exchange = der Atout-Tausch holt eine bessere Karte
why-close = dein Blatt schafft 66 ohne Talon
why-take = der Stich lohnt sich
why-duck = den Stich billig abgeben
why-lead = dieses Ausspiel bringt am meisten
why-random = zufällig gewählt
why-trump = deine stärkste Farbe
why-turn = keine deiner drei Karten taugt als Trumpf – lass eine Karte entscheiden
why-redeal = drei Buben – neu geben lassen
why-bid = dein Blatt trägt dieses Spiel
why-pass = für ein höheres Spiel reicht das Blatt nicht
why-double = Doppeln lohnt sich: deine Seite gewinnt dieses Spiel wohl
why-discard = diese Karten brauchst du am wenigsten
why-no-double = Doppeln lohnt sich nicht: deine Seite gewinnt dieses Spiel wohl nicht

## The table's lines: $seat a seat's name (`{N}`), $list a list of names with numbers or cards,
## $card a card, $suit a suit's name, $why a reason above

line-tricks = Stiche: { $list }
line-marriages = Angesagt: { $list }
line-announced-forty = { $seat } hat Vierzig angesagt.
line-announced-twenty = { $seat } hat Zwanzig in { $suit } angesagt.
line-to-lead = { $seat } spielt aus.
line-to-play = { $seat } ist am Zug.
# $trump: the trump card or symbol, $talon: one of talon-… below.
line-trump-talon = Atout: { $trump } ({ $suit }) · Talon: { $talon }
talon-closed = zugedreht von { $seat }
talon-empty = leer
talon-cards = { count-cards }
line-last-trick-two = Letzter Stich: { $lead } ({ $leader }) { $answer } → { $winner }
line-led = Am Tisch: { $card } von { $seat }
line-over-won = Spiel vorbei: { $seat } gewinnt ({ $why }).
line-over-tie = Spiel vorbei: unentschieden ({ $why }).
# $n: how many times the game counts after ties.
line-tie-counts = Nach dem Unentschieden zählt dieses Spiel { $n }-fach.
line-dealer-sits-out = { $seat } gibt und setzt aus.
# $list: each seat's name with what it has left (or its Marken).
standing-bummerl = Bummerl-Stand (7 → 0): { $list }
standing-partie = Partie-Stand (7 → 0): { $list }
standing-marken = Marken: { $list }
standing-sheet = Bummerl-Stand (24 → 0): { $list }

## A hand: $cards cards, $points card points, $n tricks, $pending points announced not yet counted

hand-cards = Deine Karten: { $cards }
hand-first-packet = Deine Karten: { $cards } (die ersten drei; die übrigen siehst du, sobald Trumpf feststeht)
hand-with-talon = Deine Karten: { $cards } (mit dem Talon)
hand-points = Deine Augen: { $points } ({ count-tricks }{ $pending ->
        [0] {""}
       *[other] , { $pending } angesagt, zählen ab deinem ersten Stich
    })
hand-side-points = Eure Augen: { $points } ({ count-tricks }{ $pending ->
        [0] {""}
       *[other] , { $pending } angesagt, zählen ab eurem ersten Stich
    })
hand-won = Deine Stiche: { $cards }
hand-side-won = Eure Stiche: { $cards }
hand-laid-away = Weggelegt: { $cards }
hand-in-trick = Im Stich: { $cards }
glance-trump = Atout: { $card }
glance-led = Ausgespielt: { $card }
prompt-wait = Warte auf deinen Gegner.
prompt-lead = Du spielst aus:
prompt-answer = Du bist dran:

## Events: $seat a seat's name, $card a card, $cards cards with who played them, $suit a suit's
## name, $symbol its symbol, $game a game's name, $value what it is worth, $double a double

event-forty = { $seat }: Vierzig!
event-twenty = { $seat }: Zwanzig in { $suit }!
event-exchanged = { $seat } tauscht und nimmt die Atoutkarte { $card }.
event-closed = { $seat } dreht zu.
event-trick = Stich für { $seat }: { $cards }
event-redealt = { $seat } hat drei Buben und wirft ein: es wird neu gegeben.
event-discarded = { $seat } nimmt den Talon auf und legt zwei Karten weg.
event-trump-named = { $seat } bestimmt Trumpf: { $symbol } { $suit }.
event-trump-turned = { $seat } deckt { $card } auf: { $suit } ist Trumpf.
event-pass = { $seat }: „Gut“.
event-bid = { $seat } sagt { $game } an ({ $value } Punkte).
event-double = { $seat }: { $double }!
event-declared = Gespielt wird: { $game } von { $seat }.
event-declared-sitting-out = Gespielt wird: { $game } von { $seat }. { $partner } setzt aus.
event-not-counted = Das Spiel zählt nicht; derselbe gibt neu.

## The end of a game: $seat the winner or declarer, $winners and $losers names joined, $won and
## $lost how many they are, $amount what is written (count-… above), $why a reason,
## $game the game with its double

end-won = Spielende: { $seat } gewinnt { $amount } ({ $why }).
end-tie = Spielende: unentschieden ({ $why }).
# One player's (or side's) points and tricks: $who names, $points card points, $n tricks.
end-points = { $who } { $points } Augen, { count-tricks }
end-tricks = { $who } { count-tricks }
end-void = Spielende ohne Wertung ({ $why }).
end-declarer-won = Spielende – { $seat } mit { $game }: gewonnen ({ $why }).
end-declarer-lost = Spielende – { $seat } mit { $game }: verloren ({ $why }).
# $each: "each" where each defender at three strikes the full value, else "all".
end-strikes = { $winners } { $won ->
        [one] schreibt
       *[other] schreiben{ $each ->
            [each] {" "}je
           *[all] {""}
        }
    } { $amount }.
end-partie = Partie! { $winners } { $won ->
        [one] gewinnt
       *[other] gewinnen
    } gegen { $losers }, sie zählt { $stake }.
# $worth: what the Bummerl counts (1, 2 Schneider, 4 Retourschneider), the same for every loser.
end-bummerl = Bummerl! { $losers } { $lost ->
        [one] bekommt
       *[other] bekommen
    } das Bummerl, { $winners } { $won ->
        [one] gewinnt
       *[other] gewinnen
    }.{ $worth ->
        [1] {""}
        [2] {" "}Schneider – es zählt doppelt!
       *[other] {" "}Retourschneider – es zählt vierfach!
    }
# Where losers' Bummerl count differently: $each the losers' "name: worth" joined.
end-bummerl-each = Bummerl! { $winners } { $won ->
        [one] gewinnt
       *[other] gewinnen
    }. { $each }.
end-bummerl-worth = { $seat }: { $worth ->
        [1] ein Bummerl
        [2] ein Schneider-Bummerl (zählt doppelt)
       *[other] ein Retourschneider (zählt vierfach)
    }

## Bauern- and Dreierschnapsen: seats as seen from the player (nominative), the table's lines

seat-you = du
seat-partner = dein Partner
seat-left-opponent = dein linker Gegner
seat-right-opponent = dein rechter Gegner
seat-left = dein linker Nachbar
seat-right = dein rechter Nachbar
# $game a game's name, $value what it is worth ("6", "1–3").
game-value = { $game } – { $value } Punkte
line-trump = Trumpf: { $symbol } { $suit }
line-trump-turned = Trumpf: { $symbol } { $suit } (aufgedeckt: { $card })
line-trump-open = Trumpf: noch nicht gewählt
line-standing-game = Stehendes Spiel: { $game } (Ansager: { $seat })
line-game = Spiel: { $game } (Ansager: { $seat })
line-dealer = { $dealer } gibt, { $forehand } ist Vorhand.
line-calls = Reizen: { $list }
line-last-trick = Letzter Stich: { $cards } → { $winner }
line-on-table = Am Tisch: { $cards }
# Parts of one line, joined by " · ": $n a number of cards.
part-sits-out = { $seat } setzt aus
part-talon = Talon: { $n } verdeckt
part-laid-away = { count-cards } weggelegt
part-doubles-open = Kontra geht noch bis zur ersten Karte
# $n: how many won.
line-over-winners = Spiel vorbei: { $winners } { $n ->
        [one] gewinnt
       *[other] gewinnen
    } ({ $why }).
line-over-void = Spiel vorbei ({ $why }).
line-status-trump = { $seat } bestimmt Trumpf.
line-status-bidding = { $seat } ist mit Reizen dran.
line-status-exchange = { $seat } legt zwei Karten weg.

## Bauern- and Dreierschnapsen: what the phase asks of the player; $seat a seat as seen from
## him, $Seat the same at the start of a sentence

ask-sitting-out = Dein Partner spielt { $game } allein: du setzt aus.
ask-trump-other = Vorhand ({ $seat }) bestimmt Trumpf.
ask-bidding-other = Reizen: { $seat } ist dran.
ask-exchange = Du hast den Talon aufgenommen: lege zwei Karten weg.
ask-exchange-other = { $Seat } tauscht mit dem Talon.
ask-lead = Du spielst aus.
ask-turn = Du bist dran.
ask-wait = { $Seat } ist am Zug.
ask-double-open = Du kannst noch { $double } geben, bis die erste Karte fällt.
ask-trump = Du bist Vorhand: wähle Trumpf aus deinen ersten drei Karten oder decke eine der anderen auf.
ask-trump-redeal = Mit drei Buben darfst du auch neu geben lassen.
ask-bidding = Reizen: du bist dran – „Gut“ oder ein höheres Spiel.
ask-bidding-first = Als Vorhand heißt dein „Gut“: du spielst den Rufer.
