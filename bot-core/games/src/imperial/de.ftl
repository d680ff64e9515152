# The words of imperial in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $leader }, { $winner } a
# seat's token ({0}: the front end puts the name in); { $card }, { $first }, { $second } cards
# as the glossary writes them, { $suit } a suit's symbol; { $unit } the game's unit
# (imperial-unit).

## imperial: the registry entry

imperial-name = Impérial
imperial-blurb = zu zweit, Piquetkarte: Impériale, Point und Stiche, Partie auf 18.
imperial-unit = { $n ->
        [one] Partie
       *[other] Partien
    }
imperial-rules =
    Impérial — zu zweit, Piquetkarte (32 Blatt), je 12 Karten; die 25. ist die Wahlkarte und macht Trumpf.
    Rangfolge in jeder Farbe: K D B A 10 9 8 7. Honneurs sind K D B A 7 in Trumpf.
    Der Tisch markiert alles selbst, in dieser Folge:
    • ist die Wahlkarte ein Honneur, 1 für den Geber;
    • Impériale (je 6): vier K, D, B, A oder 7, jede Quarte major (K D B A einer Farbe); Carte blanche (kein K, D, B) zählt 12 und beendet das Spiel — derselbe gibt neu;
    • der Point (beste Augensumme einer Farbe: A 11, K D B 10 je 10, sonst die Augen): 1, bei Gleichstand der Vorhand.
    Spiel: Farbe bedienen, sonst stechen, sonst beliebig. Macht ein Trumpf-Honneur den Stich, markiert sein Gewinner 1.
    Jeder Stich über 8 zählt 1, alle 12 Stiche zählen 12. Dann gibt der andere.
    Jede neue lange Marke (6) schickt die einzelnen Points des Gegners zurück (Demarkiren).
    Wer zuerst 18 hat, gewinnt die Partie sofort, auch mitten im Spiel: vierfach, wenn der Gegner nichts hat, dreifach unter 6, doppelt unter 9, sonst einfach.
rule-partie_imperials = wie viele Impériale (je 6 Points) die Partie gewinnen
rule-partie_scale = Wert der Partie: seed 4/3/2/1 nach dem Stand des Verlierers, matsch 2 ohne Impérial, single immer 1
rule-demarkiren = eine neue lange Marke schickt die einzelnen Points des Gegners zurück
rule-trick_threshold = jeder Stich über diese Zahl markiert 1
rule-honour_points = winner: 1, wenn ein Trumpf-Honneur den Stich macht; all: 1 für jeden Honneur im Stich
rule-must_head = wer Farbe bedient, muss höher gehen, wenn er kann
rule-turnup_after_imperials = der Geber markiert die Wahlkarte erst nach den Impérialen
rule-dealer_counts_turnup = der Geber zählt die Wahlkarte zu seinen Vierern und Quarten
rule-rob_seven = die Trumpf-Sieben darf die Wahlkarte rauben


## imperial: Impériaux ($suit: the suit of a Quarte major)

imperial-kings = vier Könige
imperial-queens = vier Damen
imperial-jacks = vier Buben
imperial-aces = vier Asse
imperial-sevens = vier Sieben
imperial-carte_blanche = Carte blanche
imperial-quarte-major = Quarte major { $suit }

## imperial: the table

view-trump = Trumpf { $suit } · Wahlkarte { $card }
view-robbed = { $seat } hat geraubt; offen liegt { $card }
view-rob = { $seat } hat die Trumpf-Sieben: rauben oder behalten?
view-led = Ausgespielt von { $seat }: { $card }
# $names: the Impériaux a seat declared, by the names above.
view-imperials = Impériale { $seat }: { $names }
view-point = Point: { $counts }
view-tricks = Stiche: { $counts }
# $target: the points that win the Partie; $counts: a value per seat.
standing = { $unit } bis { $target }: { $counts }

## imperial: the public events ($n: the points marked)

event-turn-up = Wahlkarte { $card } — Trumpf { $suit }
event-rob = { $seat } raubt die Wahlkarte mit der Trumpf-Sieben
event-keep = { $seat } behält die Trumpf-Sieben
mark-turn-up = { $seat } markiert { $n } für die Wahlkarte
mark-imperials = { $seat } markiert { $n } für { $names }
# $forehand, $dealer: both players' Points.
mark-point = { $seat } markiert { $n } für den Point ({ $forehand } : { $dealer })
mark-honours = { $seat } markiert { $n } für Honneurs im Stich
mark-tricks = { $seat } markiert { $n } für { $tricks } Stiche
mark-all-tricks = { $seat } markiert { $n } für alle zwölf Stiche
event-wipe = { $seat } muss die einzelnen Points zurücklegen: jetzt { $n }
event-trick = { $leader } { $first } { $second } → Stich für { $winner }
# $value: 4, 3, 2 or 1 (the Partie's value); $mine, $theirs: both standings.
event-partie = { $seat } gewinnt die Partie ({ $mine } : { $theirs }) — { $value ->
        [4] vierfach
        [3] dreifach
        [2] doppelt
       *[1] einfach
    }
event-carte-blanche = Carte blanche: das Spiel ist aus, { $dealer } gibt noch einmal. { $standing }
event-deal-over = Spiel aus — Stiche: { $counts }. { $standing }

## imperial: the buttons

move-rob = Wahlkarte rauben (Trumpf-Sieben)
move-keep = Sieben behalten

## imperial: refusals ($head: yes when following suit must beat the lead, house rule must_head;
## $rob: yes while the holder of the trump Seven robs or keeps)

refusal-game_over = Das Spiel ist schon vorbei.
refusal-not_your_turn = Du bist nicht an der Reihe.
refusal-illegal = Diesen Zug gibt es im Impérial nicht.
refusal-wrong_phase = { $rob ->
        [yes] Erst entscheidet der Inhaber der Trumpf-Sieben: rauben oder behalten.
       *[no] Jetzt wird gespielt: rauben oder behalten geht nicht mehr.
    }
refusal-not_in_hand = Diese Karte hast du nicht.
refusal-must_follow = { $head ->
        [yes] Du musst Farbe bekennen und höher gehen, wenn du kannst; hast du die Farbe nicht, musst du stechen.
       *[no] Du musst Farbe bekennen; hast du die Farbe nicht, musst du stechen.
    }
