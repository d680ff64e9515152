# The words of ecarte in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $forehand }, { $dealer }
# a seat's token ({0}: the front end puts the name in); { $card }, { $cards } cards as
# the glossary writes them; { $points }, { $partie }, { $counts } a value per seat.

## ecarte: the registry entry

ecarte-name = Ecarté
ecarte-blurb = zu zweit, 32 Blatt: fünf Karten, Tausch auf Vorschlag, drei Stiche zählen, Partie auf 5.
ecarte-unit = { $n ->
        [one] Einsatz
       *[other] Einsätze
    }
ecarte-rules =
    Ecarté — zu zweit, 32 Blatt; Rangfolge K D B A 10 9 8 7 (der König ist die höchste Karte).
    Je fünf Karten (3 + 2); die elfte wird als Trumpf aufgeschlagen — ist sie ein König, schreibt der Geber sofort 1 Punkt an.
    Die Vorhand spielt aus oder schlägt vor (je propose, später encore).
    Nimmt der Geber an (combien?), legt die Vorhand 1 bis 5 Karten weg und kauft so viele vom Talon, dann der Geber 0 bis 5. Lehnt er ab (jouez), wird gespielt.
    Fünf Stiche: bedienen und überstechen, wenn man kann, sonst trumpfen.
    Wer den Trumpfkönig in einen Stich spielt, schreibt 1 Punkt an.
    Drei oder vier Stiche zählen 1 Punkt, alle fünf (la vole) 2.
    Strafpunkt: spielt die Vorhand, ohne je vorzuschlagen, und macht der Geber die meisten Stiche, zählen sie ihm 2; lehnt der Geber den ersten Vorschlag ab und macht die Vorhand die meisten, zählen sie ihr 2.
    Wer zuerst 5 Punkte hat, gewinnt die Partie sofort, auch mitten im Spiel; der Verlierer zahlt einen Einsatz. Der Geber wechselt nach jedem Spiel.
rule-overtake = wer bedient, muss überstechen, wenn er kann
rule-mark_king = der Trumpfkönig zählt beim Ausspielen (play) oder zu Beginn des Stichspiels (start)
rule-penalty_on_vole = der Strafpunkt zählt auch zur Vole (3 statt 2)
rule-target = so viele Punkte gewinnen die Partie
rule-multiple_game = gegen 0 Punkte zählt die Partie dreifach, gegen 1–2 doppelt


## ecarte: the table

view-trump = Trumpf: { $card } · Talon: { $n }
wait-propose = { $forehand } schlägt vor oder spielt aus
wait-answer = { $forehand } schlägt vor — { $dealer } nimmt an oder lehnt ab
wait-discard-forehand = { $seat } tauscht 1 bis { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
wait-discard-dealer = { $seat } tauscht 0 bis { $n } { $n ->
        [one] Karte
       *[other] Karten
    }
view-exchanged = Getauscht: { $counts }
view-penalty = Die meisten Stiche zählen doppelt für { $seat }
view-tricks = Stiche: { $counts }
# $target: the points that win the Partie.
standing = Partie (bis { $target }): { $points }

## ecarte: the public events

event-deal = Neues Spiel, Trumpf: { $card }
event-king = { $seat }: König in Trumpf +1
event-propose = { $seat }: je propose
event-propose-again = { $seat }: encore
event-accept = { $seat }: combien? (angenommen)
event-refuse = { $seat }: jouez (abgelehnt)
event-discard = { $seat } tauscht { $n ->
        [0] keine Karte
        [one] 1 Karte
        [5] 5 Karten (paquet)
       *[other] { $n } Karten
    }
event-stand = { $seat } spielt, ohne vorzuschlagen
# $penalty: yes or no; $winner: the token of the seat that won the Partie, or none.
event-end = Spielende, Punkte: { $points } — Partie: { $partie }{ $penalty ->
        [yes] {" "}(mit Strafpunkt)
       *[no] {""}
    }{ $winner ->
        [none] {""}
       *[other] {" "}— { $winner } gewinnt die Partie
    }

## ecarte: the buttons

move-propose = Vorschlagen (je propose)
move-accept = Annehmen (combien?)
move-refuse = Ablehnen (jouez)
move-discard = Karten tauschen
move-discard-cards = Tauschen: { $cards }

## ecarte: refusals
# $phase: propose, answer, discard, play (what the deal waits for); $overtake: yes or no.

refusal-game_over = Das Spiel ist schon vorbei.
refusal-not_your_turn = Du bist nicht an der Reihe.
refusal-wrong_phase = { $phase ->
        [propose] Jetzt schlägt die Vorhand vor oder spielt aus.
        [answer] Jetzt nimmt der Geber den Vorschlag an oder lehnt ihn ab.
        [discard] Jetzt werden Karten getauscht.
       *[play] Jetzt wird gespielt: der Tausch ist vorbei.
    }
refusal-illegal = Diesen Zug gibt es im Ecarté nicht.
refusal-cannot_propose = Der Talon ist leer: es gibt nichts mehr zu tauschen.
refusal-cannot_discard = So kannst du nicht tauschen: die Vorhand legt 1 bis 5 Karten weg, der Geber 0 bis 5, jede Karte aus der eigenen Hand und höchstens so viele, wie der Talon hat.
refusal-not_in_hand = Diese Karte hast du nicht.
refusal-must_follow = { $overtake ->
        [yes] Du musst Farbe bekennen und überstechen, wenn du kannst; hast du die Farbe nicht, musst du trumpfen.
       *[no] Du musst Farbe bekennen; hast du die Farbe nicht, musst du trumpfen.
    }
