# The words of briscon in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat } a seat's token ({0}: the
# front end puts the name in); { $card }, { $cards } cards as the glossary writes them,
# { $suit } a suit's symbol, { $rank } a rank's letters; { $points }, { $partie }, { $counts } a
# value per seat; { $unit } the game's unit (briscon-unit).

## briscon: the registry entry

briscon-name = Briscon
briscon-blurb = zu zweit, 32 Blatt: Brusquembille mit Sequenzen, Kunststücken und Heiraten, Partie auf 600.
briscon-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
briscon-rules =
    Briscon — zu zweit, 32 Blatt, je fünf Karten; die elfte Karte bestimmt Trumpf und liegt offen als letzte unter dem Talon.
    Stichfolge A 10 K D B 9 8 7; Augen A 11, 10 10, K 4, D 3, B 2.
    Nach jedem Stich zieht der Gewinner zuerst, dann der andere.
    Solange der Talon reicht, darf man jede Karte spielen; danach muss man in der Farbe überstechen, sonst bedienen, sonst trumpfen.
    Am Ausspiel darf man die Trumpfsieben gegen die Karte unter dem Talon tauschen.
    Am Ausspiel meldet, wer schon einen Stich hat, solange der Talon reicht:
    • Terz, Quarte, Quinte in der Folge A K D B 10 9 8 7 — in Trumpf Terz 120–20, Quarte 200–60, Quinte 600–100 (je nach oberster Karte), sonst die Hälfte;
    • vier A/K/D/B/10: 150/100/80/60/40; Heirat K+D: Trumpf 40, sonst 20. Eine Heirat und ein Vierer jeder Art nur einmal im Spiel.
    Eine Karte zählt nur in einer Sequenz, aber noch in Vieren und Heirat.
    Der Tisch schreibt an: aufgeschlagenes Bild, A oder 10 dem Geber 10; nur Bilder 20, carte blanche 10 (nach jedem Ziehen wieder, solange es hält); Trumpf-As im Stich 10 (nicht, wenn es in einer gemeldeten Sequenz oder in vier Assen zählte); letzte Talonkarte 10; fünf Trümpfe nach dem Talon 30.
    Am Ende: die letzten fünf Stiche 20, alle Stiche 600, die meisten Stiche 10.
    Beide zählen Augen, Meldungen und Zuschläge; wer nach einem Spiel 600 hat und vorn liegt, gewinnt die Partie und einen Einsatz; bei Gleichstand wird weitergespielt.
rule-overtake = ohne Talon muss man in der Farbe überstechen, wenn man kann
rule-seven_exchange = die Trumpfsieben darf gegen die Karte unter dem Talon getauscht werden
rule-target = so viele Punkte gewinnen die Partie


## briscon: the table

view-under = Trumpf: { $suit } · unter dem Talon: { $card } · Talon: { $n }
view-under-empty = Trumpf: { $suit } · Talon leer
view-announced = { $seat } hat gemeldet: { $melds }
view-tricks = Stiche: { $counts }
view-points = Punkte in diesem Spiel: { $counts }
# $target: the points that win the Partie.
standing = { $unit } (bis { $target }): { $points }

## briscon: melds ($card: the top card of a sequence)

meld-tierce = Terz ab { $card }
meld-quarte = Quarte ab { $card }
meld-quinte = Quinte ab { $card }
meld-four = vier { $rank }
meld-marriage = Heirat { $suit }

## briscon: bonuses the table marks

bonus-turn-up = aufgeschlagener Trumpf
bonus-courts = nur Bilder
bonus-blank = carte blanche
bonus-trump-ace = Trumpf-As eingebracht
bonus-last-card = letzte Talonkarte
bonus-five-trumps = fünf Trümpfe
bonus-last-five = die letzten fünf Stiche
bonus-all-tricks = alle Stiche
bonus-most-tricks = die meisten Stiche

## briscon: the public events ($bonus: a bonus's name above; $meld: a meld's name above)

event-deal = Neues Spiel, Trumpf: { $suit } ({ $card } aufgeschlagen)
event-bonus = { $seat }: { $bonus } +{ $n }
event-exchange = { $seat } tauscht die Trumpfsieben gegen { $card }
event-announce = { $seat } meldet { $meld } ({ $cards }) +{ $n }
event-talon-empty = Der Talon ist leer: jetzt überstechen, bedienen oder trumpfen
# $winner: the token of the seat that won the Partie, or none.
event-end = Spielende, Punkte: { $points } — Partie: { $partie }{ $winner ->
        [none] {""}
       *[other] {" "}— { $winner } gewinnt die Partie
    }

## briscon: the buttons

move-exchange = Trumpfsieben tauschen
move-announce = Melden: { $meld } ({ $n })

## briscon: refusals ($overtake: yes or no)

refusal-game_over = Das Spiel ist schon vorbei.
refusal-not_your_turn = Du bist nicht an der Reihe.
refusal-illegal = Diesen Zug gibt es im Briscon nicht.
refusal-not_in_hand = Diese Karte hast du nicht.
refusal-must_follow = { $overtake ->
        [yes] Der Talon ist leer: du musst Farbe bekennen und überstechen, wenn du kannst; hast du die Farbe nicht, musst du trumpfen.
       *[no] Der Talon ist leer: du musst Farbe bekennen; hast du die Farbe nicht, musst du trumpfen.
    }
refusal-cannot_exchange = Tauschen kannst du jetzt nicht: nur am Ausspiel, mit der Trumpfsieben in der Hand, solange die aufgeschlagene Karte unter dem Talon liegt.
refusal-cannot_announce = Melden kannst du jetzt nicht: nur am Ausspiel, wenn du schon einen Stich hast und der Talon noch Karten hat.
refusal-no_meld = Diese Meldung kannst du nicht ansagen: du hast ihre Karten nicht, sie ist schon gemeldet, ihre Karten zählten schon in einer Sequenz, oder sie zählt nichts.
