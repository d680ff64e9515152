# The words of schlauch in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $dealer }, { $winner }, { $from },
# { $to } a seat token ("{0}": the front end puts in the seat's name); { $card }, { $cards } cards as
# the glossary writes them (German face: O❤️, U🌰); { $suit }, { $first }, { $second } a suit's name
# and symbol; { $game } a game's name (schlauch-game-ID); { $price } its price in Points.
# The declarer is the "Alleinspieler" here: the rules file's "Spieler" is also the default name
# of a player, and "Spieler passt" could be either.

## schlauch: the registry entry

schlauch-name = Schlauch
schlauch-blurb = zu dritt, 32 Blatt: alle Stiche oder keinen — Schlauch, Bettel, Grandioso und Doppelspiele.
schlauch-unit = { $n ->
        [one] Strich
       *[other] Striche
    }
schlauch-rules =
    Schlauch — zu dritt, 32 Blatt (A 10 K O U 9 8 7 in Eichel, Laub, Herz, Schellen). Der Geber legt das unterste Blatt offen auf, gibt 3-4-3 und nimmt die letzten zwei (mit dem aufgelegten) dazu: 12 Karten. Er legt zwei weg; weggelegte Daus und Karten der aufgelegten Farbe werden gezeigt.
    Dann erklärt jeder einmal (Vorhand zuerst, Geber zuletzt): passen oder ein Spiel, das das stehende überbietet. Bei gleichem Preis behält die Vorhand ihr Spiel; zwischen Mittelhand und Geber schlägt ein Spiel mit Trumpf eines ohne; sonst bleibt das stehende.
    Schlauch (150): alle Stiche, der Alleinspieler nennt Trumpf (nicht Herz); höchster Trumpf ist dessen Unter, dann der Unter der Partnerfarbe (Schellen+Herz, Laub+Eichel), dann A 10 K O 9 8 7. Bettel (150): keinen Stich, die 10 zwischen Unter und 9. Grandioso (150): alle Stiche ohne Trumpf. Rot-Schlauch (Herz Trumpf), Sans prendre (ohne Ausbitten), Bettel ouvert (offene Karten) und die Doppelspiele (andere Aufgabe ab dem 6. Stich, zu dem wie zum 1. der Alleinspieler ausspielt) kosten 300 bis 900.
    In Schlauch, Rot-Schlauch, Grandioso und Doppelschlauch darf sich der Alleinspieler eine Karte ausbitten und gibt eine andere zurück.
    Farbe bekennen ist Pflicht, stechen nicht. Gewonnen: der Preis in Points, die Gegner je 2 Striche pro 150; verloren: 4 Striche pro 150; ein halb gewonnenes Doppelspiel: 4 Striche pro 150 und der halbe Preis, die Gegner je ein Viertel. Keiner spielt: der Geber 1 Strich (2, wenn das aufgelegte Blatt Herz ist) und gibt noch einmal.
    Nach drei Spielen die Rechnung: je volle 100 Points Abstand ein Strich, der Letzte und wer keinen Point hat je einer mehr. Abgerechnet wird in Strichen.
rule-double_games = die sechs Doppelspiele dürfen angesagt werden (aus: Kleiner Schlauch)
rule-trumpfzwang = wer im Schlauch nicht bedienen kann, muss trumpfen
rule-rounds = Runden zu drei Spielen (Rechnungen) einer Partie

schlauch-commands =
    Befehle (Groß- und Kleinschreibung egal):
      O❤️, spiel herz-ober   Karte spielen: Wert A 10 K O U 9 8 7, Farbe Eichel Laub Herz Schellen
                             (auch die Codes: QH, JC, TS – Farbe H D S C)
      1, 2, …                die nummerierte Auswahl unter deinen Karten
      weglegen eichel-9 eichel-könig
                             als Geber zwei Karten weglegen
      passen                 bei der Erklärung passen
      ansagen grandioso      ein Spiel ansagen (schlauch, bettel, rot-schlauch, bettel ouvert …)
      trumpf laub            Trumpf nennen (im Doppelschlauch zwei Farben: trumpf laub herz)
      ausbitten herz-10      eine Karte ausbitten
      behalten               keine Karte ausbitten
      zurückgeben herz-7     die Karte nennen, die du zurückgibst

## schlauch: the games, by their id in the rules file

schlauch-game-schlauch = Schlauch
schlauch-game-bettel = Bettel
schlauch-game-grandioso = Grandioso
schlauch-game-rot_schlauch = Rot-Schlauch
schlauch-game-grandissimo = Grandissimo
schlauch-game-bettel_ouvert = Bettel ouvert
schlauch-game-schlauch_sans_prendre = Schlauch sans prendre
schlauch-game-grandioso_bettel = Grandioso-Bettel
schlauch-game-doppelschlauch = Doppelschlauch
schlauch-game-schlauch_bettel = Schlauch-Bettel
schlauch-game-rot_schlauch_sans_prendre = Rot-Schlauch sans prendre
schlauch-game-bettel_grandioso = Bettel-Grandioso
schlauch-game-bettel_schlauch = Bettel-Schlauch
schlauch-game-doppelschlauch_sans_prendre = Doppelschlauch sans prendre

## schlauch: the buttons

schlauch-lay-two = Zwei Karten weglegen
schlauch-lay = Weglegen: { $cards }
schlauch-pass = Passen
schlauch-bid = { $game } ansagen ({ $price })
schlauch-trump-one = Trumpf { $suit }
schlauch-trump-two = Trumpf { $first }, dann { $second }
schlauch-ask = Ausbitten: { $card }
schlauch-keep = Keine Karte ausbitten
schlauch-give = Zurückgeben: { $card }

## schlauch: the table

# $first, $second the trumps of tricks 1–5 and 6–10 (— for none)
schlauch-trumps-halves = { $first } (Stiche 1–5), { $second } (Stiche 6–10)
schlauch-turned = Aufgelegt: { $card } · Geber { $dealer }
schlauch-laying = { $dealer } legt zwei Karten weg
# $said each seat's declaration (schlauch-said-pass, schlauch-said-bid), joined by " · "
schlauch-declarations = Erklärungen: { $said }
schlauch-said-pass = { $seat } passt
schlauch-said-bid = { $seat } { $game }
schlauch-game-line = Spiel: { $game } ({ $price }) · Alleinspieler { $seat }
# $trumps the suit or schlauch-trumps-halves
schlauch-game-line-trump = Spiel: { $game } ({ $price }) · Alleinspieler { $seat } · Trumpf: { $trumps }
schlauch-open-hand = Offene Karten von { $seat }: { $cards }
schlauch-away-known = Weggelegt (bekannt): { $cards }
schlauch-away-yours = Deine weggelegten Karten: { $cards }
schlauch-exchange = { $seat } bat sich { $card } von { $from } aus
# $n the trick's number; $cards each seat's card ("{0} 9🌰 · {1} K🌰")
schlauch-trick-now = Stich { $n }: { $cards }
schlauch-last-trick = Letzter Stich: { $cards } → { $winner }
# $tricks each seat's tricks ("{0} 2 · {1} 0 · {2} 1")
schlauch-tricks = Stiche: { $tricks }
# $striche, $points per seat ("{0} 5 · {1} 0 · {2} 3"); $round the round; $games the games
# of the round played so far
schlauch-standing = Striche: { $striche } · Points der { $round }. Runde ({ $games ->
        [0] noch kein Spiel
        [one] nach { $games } Spiel
       *[other] nach { $games } Spielen
    }): { $points }

## schlauch: what happens

schlauch-laid = { $dealer } hat zwei Karten weggelegt
schlauch-laid-shown = { $dealer } hat zwei Karten weggelegt, angezeigt: { $cards }
schlauch-passes = { $seat } passt
schlauch-bids = { $seat } sagt { $game } an ({ $price })
schlauch-plays = { $seat } spielt { $game } — { $price } Points
schlauch-trump = Trumpf: { $trumps }
schlauch-kept = { $seat } bittet sich keine Karte aus
schlauch-asked = { $seat } bittet sich { $card } aus — { $from } gibt sie her
schlauch-asked-away = { $seat } bittet sich { $card } aus — sie liegt weg
schlauch-given = { $seat } gibt { $to } eine Karte zurück
schlauch-trick = { $cards } → Stich für { $winner }
schlauch-first-half-lost = Die erste Hälfte (Stiche 1–5) ist verloren; es wird weitergespielt
# $n the Striche the dealer writes
schlauch-passed-out = Alle passen: { $dealer } schreibt { $n } { schlauch-unit } und gibt noch einmal
# $how: won, half, lost; $points, $striche what the deal wrote, per seat
schlauch-end = { $seat } { $how ->
        [won] gewinnt
        [half] gewinnt eine Hälfte von
       *[lost] verliert
    } { $game } — Points { $points } · Striche { $striche }
schlauch-rechnung = Rechnung: Points { $points } → Striche { $striche }
# $settled each seat's result of the Partie in Striche
schlauch-partie-over = Partie zu Ende: Striche { $striche } — Abrechnung { $settled }

## schlauch: refusals ($phase: lay, bid, trump, ask, give, play — what is done now)

schlauch-refused-game_over = Dieses Spiel ist schon abgerechnet.
schlauch-refused-not_your_turn = Du bist nicht an der Reihe: { $phase ->
        [lay] der Geber legt gerade zwei Karten weg.
        [bid] die anderen erklären der Reihe nach, Vorhand zuerst.
        [trump] der Alleinspieler nennt gerade Trumpf.
        [ask] der Alleinspieler bittet sich gerade eine Karte aus.
        [give] der Alleinspieler gibt gerade eine Karte zurück.
       *[play] ein anderer spielt gerade aus oder zu.
    }
schlauch-refused-wrong_phase = Das geht jetzt nicht: { $phase ->
        [lay] der Geber legt gerade zwei Karten weg.
        [bid] gerade wird erklärt – passen oder ein Spiel ansagen.
        [trump] der Alleinspieler nennt gerade Trumpf.
        [ask] der Alleinspieler bittet sich gerade eine Karte aus oder behält seine.
        [give] der Alleinspieler gibt gerade eine Karte zurück.
       *[play] es wird gespielt – spiel eine Karte aus.
    }
schlauch-refused-illegal = Das ist hier kein Zug: { $phase ->
        [lay] lege zwei Karten weg.
        [bid] passe oder sage ein Spiel an.
        [trump] nenne Trumpf.
        [ask] bitte dir eine Karte aus oder behalte deine.
        [give] gib eine Karte zurück.
       *[play] spiel eine Karte aus.
    }
schlauch-refused-not_in_hand = Diese Karte hast du nicht auf der Hand.
schlauch-refused-cannot_lay = Leg genau zwei verschiedene Karten weg.
schlauch-refused-cannot_bid = An diesem Tisch gibt es keine Doppelspiele (Kleiner Schlauch).
schlauch-refused-bid_too_low = Das überbietet das stehende Spiel nicht: es braucht einen höheren Preis (bei gleichem Preis behält die Vorhand ihr Spiel, und nur der Geber schlägt mit einem Spiel mit Trumpf eines ohne).
schlauch-refused-cannot_choose_trump = Diesen Trumpf gibt es in diesem Spiel nicht: im Schlauch Schellen, Laub oder Eichel (Herz nur im Rot-Schlauch), im Doppelschlauch zwei Farben aus verschiedenen Gruppen (Schellen/Herz und Laub/Eichel), im Schlauch-Bettel und Bettel-Schlauch jede Farbe.
schlauch-refused-cannot_ask = Diese Karte hast du selbst; bitte dir eine aus, die du nicht hast.
schlauch-refused-laid_away = Diese Karte liegt bekanntlich weg; bitte dir eine andere aus oder behalte deine Karten.
schlauch-refused-cannot_give = Die ausgebetene Karte kannst du nicht gleich zurückgeben; gib eine andere.
# $trumpfzwang: yes when the house rule holds
schlauch-refused-must_follow = Du musst Farbe bekennen (im Schlauch zählt der Unter der Partnerfarbe als Trumpf){ $trumpfzwang ->
        [yes] , und wer nicht bekennen kann, muss trumpfen (Trumpfzwang).
       *[no] .
    }
