# The words of piquemedrille in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat } a seat's token ({0}: the front
# end puts the name in); { $card }, { $cards } cards as the glossary writes them, { $suit } a
# suit's symbol; { $game } a game's name (contract-…); { $unit } the game's unit
# (piquemedrille-unit) for { $n }; { $counts }, { $scores }, { $totals } a value per seat.

## piquemedrille: the registry entry

piquemedrille-name = Piquemedrille
piquemedrille-blurb = l'Hombre zu zweit, 40 Blatt: Frage, Solo, Solo-Tout — kaufen vom Talon, Matadore, Teller.
piquemedrille-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
piquemedrille-rules =
    Piquemedrille — l'Hombre zu zweit: 40 Blatt (ohne 8, 9, 10), je 10 Karten, 20 im Talon.
    Trümpfe sind die Trumpffarbe und beide schwarzen Asse: Spadille (A♠), Manille (schwarz die 2, rot die 7 der Trumpffarbe), Basta (A♣), bei Rot Ponto (das Trumpf-Ass), dann K D B … Fehlfarben: schwarz K D B 7–2, rot K D B A 2–7.
    Spiele: Frage (Trumpf nennen, dann kaufen; 6 Stiche), Solo (aus der Hand; 6 Stiche), Solo-Tout (alle 10 Stiche); als Hausregel Mediateur (einen König gegen eine Karte rufen).
    Reizen: die Vorhand zuerst; der Geber muss höher bieten, die Vorhand darf gleich halten. Passen ist endgültig; passen beide, wird eingeworfen.
    Kaufen: Karten weglegen und ebenso viele vom Talon nehmen — in der Frage der Spieler, dann der Gegner; sonst nur der Gegner.
    Die Vorhand spielt zum ersten Stich aus. Farbe bekennen ist Pflicht, Stechen nicht (alle Trümpfe gehören zur Trumpffarbe). Wer als Trumpf nur Matadore (Spadille, Manille, Basta) über dem ausgespielten Trumpf hat, darf sie zurückhalten.
    6 Stiche gewinnen (Solo-Tout: 10), 5 sind Remise, 4 oder weniger Codille.
    Auf den leeren Teller setzt jeder 1 Marke. Spielwert: Frage 1, Mediateur 2, Solo 3, Solo-Tout 6, plus die Matadore. Gewonnen: Teller und Wert; Remise: Wert an den Gegner, Bête in Tellerhöhe; Codille: Wert und Tellerbetrag an den Gegner.
    Eine Partie sind 5 Touren (10 Spiele); am Ende wird der Teller geteilt.
rule-frage = die Frage wird gespielt
rule-mediateur = Mediateur (einen König rufen) zwischen Frage und Solo
rule-spadille_forcee = passen beide, muss der Inhaber der Spadille sein niedrigstes Spiel spielen
rule-matadors = Matadore des Spielers zählen zum Spielwert
rule-stamm = Marken, die jeder auf den leeren Teller setzt
rule-double_last_tour = die letzte Tour der Partie zahlt den Spielwert doppelt
rule-partie_tours = Touren (je zwei Spiele) einer Partie


## piquemedrille: the games (the same names in both languages: l'Hombre's terms)

contract-frage = Frage
contract-mediateur = Mediateur
contract-solo = Solo
contract-solo_tout = Solo-Tout

## piquemedrille: the table

game-thrown = Eingeworfen
game-no-bid = Reizen: noch kein Gebot
game-bid = Reizen — Gebot: { $game } { $seat }
# $forced, $double: yes or no; $trump: a suit's symbol, $king: the called King, or none.
game-line = { $seat } spielt { $game }{ $forced ->
        [yes] {" "}(Spadille forcée)
       *[no] {""}
    }{ $trump ->
        [none] {""}
       *[other] , Trumpf { $trump }
    }{ $king ->
        [none] {""}
       *[other] , gerufen { $king }
    }{ $double ->
        [yes] , doppelt
       *[no] {""}
    }
turn-auction = { $seat } bietet oder passt
turn-trump = { $seat } nennt Trumpf
turn-call = { $seat } ruft einen König
turn-lay = { $seat } legt eine Karte für den König weg
turn-buy = { $seat } kauft
turn-play = { $seat } ist am Zug
view-tricks = Stiche: { $counts }   Talon: { $n }
# $plate: the Marken on the plate; $deal of $deals: the deal's number in the Partie.
standing = Partie: { $totals }   Teller: { $plate }   Spiel { $deal }/{ $deals }

## piquemedrille: the public events

event-stake = Jeder setzt { $n } { $unit } auf den leeren Teller
event-pass = { $seat } passt
event-bid = { $seat } bietet { $game }
event-forced = Spadille forcée: { $seat } muss { $game } spielen
event-declarer = { $seat } spielt { $game }
event-thrown = Beide passen — eingeworfen
event-trump = { $seat } nennt Trumpf { $suit }
# $other: the opponent's token.
event-call-given = { $seat } ruft { $card } — { $other } gibt ihn für eine weggelegte Karte
event-call-talon = { $seat } ruft { $card } — er liegt im Talon: kein Tausch, die Karte bleibt
event-buy = { $seat } kauft { $n ->
        [0] keine Karte
        [one] 1 Karte
       *[other] { $n } Karten
    }
# $outcome: won, remise or codille; $mine, $theirs: the declarer's and the opponent's tricks;
# $value: the game's value, $matadors: its Matadors; $plate: the plate afterwards;
# $last: yes after the Partie's last deal, with $totals the Partie's Marken.
event-end = { $seat } spielt { $game }: { $mine } : { $theirs } Stiche — { $outcome ->
        [won] gewonnen
        [remise] Remise (Bête)
       *[codille] Codille verloren
    }. Wert { $value } ({ $matadors } { $matadors ->
        [one] Matador
       *[other] Matadore
    }). { $scores }, Teller { $plate }{ $last ->
        [yes] . Partie aus, der Teller wird geteilt: { $totals }
       *[no] {""}
    }
event-end-thrown = Eingeworfen. { $scores }, Teller { $plate }{ $last ->
        [yes] . Partie aus, der Teller wird geteilt: { $totals }
       *[no] {""}
    }

## piquemedrille: the buttons

move-pass = Passen
move-bid = { $game } ansagen
move-trump = Trumpf { $suit }
move-call = { $card } rufen
move-lay = Karte weglegen
move-lay-cards = { $cards } weglegen
move-buy = Kaufen
move-buy-cards = Kaufen: { $cards }

## piquemedrille: refusals ($phase: auction, trump, call, lay, buy, play — what the deal waits for)

refusal-game_over = Das Spiel ist schon vorbei.
refusal-not_your_turn = Du bist nicht an der Reihe.
refusal-wrong_phase = { $phase ->
        [auction] Jetzt wird gereizt: bieten oder passen.
        [trump] Jetzt nennt der Spieler Trumpf.
        [call] Jetzt ruft der Spieler einen König.
        [lay] Jetzt legt der Spieler eine Karte für den gerufenen König weg.
        [buy] Jetzt wird gekauft.
       *[play] Jetzt wird gespielt.
    }
refusal-illegal = Diesen Zug gibt es im Piquemedrille nicht.
refusal-cannot_bid = Dieses Spiel kannst du nicht ansagen: es wird an diesem Tisch nicht gespielt, oder für einen Mediateur fehlt dir kein König.
refusal-bid_too_low = Das Gebot ist zu niedrig: der Geber muss ein höheres Spiel bieten, die Vorhand mindestens das gleiche.
refusal-cannot_call = So kannst du nicht rufen: ruf einen König, den du nicht hast, und leg eine Karte aus deiner Hand dafür weg.
refusal-cannot_buy = So kannst du nicht kaufen: leg nur Karten aus deiner Hand weg, jede einmal, und nicht mehr, als der Talon hat.
refusal-not_in_hand = Diese Karte hast du nicht.
refusal-must_follow = Du musst Farbe bekennen (jeder Trumpf gehört zur Trumpffarbe); nur Matadore über dem ausgespielten Trumpf darfst du zurückhalten.
