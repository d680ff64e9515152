# The words of bassette in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural); { $seat }, { $banker } a seat token ("{0}":
# the front end puts in the seat's name); { $rank } a rank's letters as the glossary writes them
# (A K D B 10 … 2); { $card }, { $bank }, { $ponte } a card as the glossary writes it.

## bassette: the registry entry

bassette-name = Bassette
bassette-blurb = Bankspiel, 52 Blatt: der Bankhalter zieht paarweise ab, die Pointeurs besetzen Werte.
bassette-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
bassette-rules =
    Bassette — ein Bankhalter gegen beliebig viele Pointeurs, 52 Blatt; es zählt nur der Wert der Karte, nie die Farbe.
    Die Pointeurs besetzen jederzeit Werte (A K D B 10 9 … 2) mit Marken: durch 3 teilbar, zwischen Minimum und Maximum der Bank, ein Satz je Wert, der stehen bleibt, bis eine Karte seines Werts ihn entscheidet; nie mehr als die eigenen freien Marken; die Bank muss alle Sätze decken.
    Der Bankhalter zieht das Spiel paarweise ab (26 Abzüge): die erste Karte jedes Abzugs ist seine, die zweite (la Ponte) die der Pointeurs.
    Die allererste Karte gewinnt der Bank ⅔ der Sätze, die vor dem ersten Abzug standen; danach gewinnt jede Bankkarte den Satz ganz, und bei jeder Ponte zahlt die Bank den Satz 1 : 1 aus. Ein entschiedener Wert darf neu besetzt werden.
    Wer während der Taille setzt: die nächste Bankkarte zählt für ihn nicht, die nächste Ponte gewinnt der Bank ⅔, danach der gewöhnliche Gang.
    Pliée (derselbe Wert zweimal in einem Abzug): die Bankkarte entscheidet, die Ponte findet nichts mehr.
    Die letzte Karte zählt nicht; was danach noch steht, geht zurück.
    Partie: jeder beginnt mit 100 Marken, die Bank geht nach jeder Taille reihum weiter (wer keine Marken hat, wird übergangen), bis jeder sie einmal hatte. Die meisten Marken gewinnen.
    Marken sind Spielgeld: hier geht es nie um echtes Geld.
rule-min_stake = der kleinste Satz (durch 3 teilbar)
rule-max_stake = der größte Satz (durch 3 teilbar, nicht unter dem kleinsten)
rule-bank = wer die Bank hält: die Spieler reihum (players) oder der Computer (computer: frische 1000 Marken je Taille, eine Partie aus drei Taillen)

bassette-commands =
    Befehle (Groß- und Kleinschreibung egal):
      setze 9 auf K          9 Marken auf den König setzen (auch: besetze K mit 9)
                             Werte A K D B 10 9 … 2 (auch Q J T)
      abziehen               als Bankhalter das nächste Paar abziehen

## bassette: the table

# $pair the pairs drawn; $n the cards left
bassette-taille = Taille: Abzug { $pair } von 26 · { $n ->
        [one] { $n } Karte übrig
       *[other] { $n } Karten übrig
    }
bassette-last-pair = Letzter Abzug: { $bank } (Bank) · { $ponte } (Ponte)
bassette-bottom = Unterste Karte (nur du siehst sie; sie zählt nicht): { $card }
# $stakes the seat's stakes (bassette-stake, bassette-stake-late), joined by " · "
bassette-stakes-of = { $seat } setzt: { $stakes }
bassette-stake = { $n } auf { $rank }
# $after the pairs drawn when the stake was placed
bassette-stake-late = { $n } auf { $rank } (gesetzt nach Abzug { $after })
# $chips each seat's Marken ("{0} 100 · {1} 94")
bassette-chips = Marken: { $chips }   ({ $banker } hält die Bank)
bassette-limits = Satz: { $min }–{ $max } Marken, durch 3 teilbar
# $banked the players who have held the bank; $n the players
bassette-partie-players = Partie, Spielerbank: { $banked } von { $n } { $banked ->
        [one] hat
       *[other] haben
    } die Bank gehalten
# $taille this Taille's number; $n the Tailles of the Partie
bassette-partie-computer = Partie gegen die Computerbank: Taille { $taille } von { $n }
# $chips as in bassette-chips; $partie bassette-partie-players or -computer
bassette-standing = Marken: { $chips } — { $partie }
# $leaders the seats with the most Marken, joined by ", "
bassette-partie-won = Partie gewonnen (die meisten Marken): { $leaders }

## bassette: the buttons

bassette-stake-label = { $n } auf { $rank }
# The stakes on a rank, where a hand offers them in two steps: the rank first.
bassette-stake-group = auf { $rank }
bassette-draw = Abziehen

## bassette: what happens

bassette-opens = { $banker } hält die Bank und zieht die Karten paarweise ab; alle anderen setzen als Pointeurs.
bassette-staked = { $seat } besetzt { $rank } mit { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
bassette-pair = Abzug { $pair }: { $bank } für die Bank · { $ponte } Ponte
bassette-pair-last = Abzug { $pair }: { $bank } für die Bank · { $ponte } Ponte (die letzte Karte zählt nicht)
# A card decides a stake of $n on $rank; $won the bank's ⅔
bassette-two-thirds = { $seat }, { $n } auf { $rank }: die Bank gewinnt ⅔ ({ $won ->
        [one] { $won } Marke
       *[other] { $won } Marken
    })
bassette-whole = { $seat }, { $n } auf { $rank }: die Bank gewinnt den Satz ({ $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    })
bassette-paid = { $seat }, { $n } auf { $rank }: die Bank zahlt { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
bassette-not-counted = { $seat }, { $n } auf { $rank }: die Karte zählt diesmal nicht (während der Taille gesetzt)
# $scores each seat's Marken won or lost ("{0} +6 · {1} -6")
bassette-over = Taille vorbei: { $scores }
# $returned the stakes still standing ("{1} 30 auf 4"), joined by " · "
bassette-returned = die letzte Karte zählt nicht, noch stehende Sätze gehen zurück: { $returned }

## bassette: refusals

bassette-refused-game_over = Alle 26 Paare sind abgezogen: die Taille ist vorbei.
bassette-refused-not_your_turn = Nur der Bankhalter zieht ab; du setzt als Pointeur.
bassette-refused-not_a_punter = Du hältst die Bank: der Bankhalter setzt nicht, er zieht ab.
# $min, $max the stake limits
bassette-refused-bad_amount = Ein Satz muss durch 3 teilbar sein und zwischen { $min } und { $max } Marken liegen.
bassette-refused-already_staked = Auf diesen Wert hast du schon gesetzt; ein Satz bleibt stehen, bis eine Karte ihn entscheidet.
bassette-refused-no_chips = So viele freie Marken hast du nicht: deine Sätze zusammen dürfen deine Marken nicht übersteigen.
# $n the bank's free Marken
bassette-refused-bank_limit = Das kann die Bank nicht decken: sie hat nur noch { $n ->
        [one] { $n } freie Marke
       *[other] { $n } freie Marken
    }.
bassette-refused-illegal = Das ist kein Zug der Bassette: die Pointeurs setzen Marken auf einen Wert („setze 9 auf K“), der Bankhalter zieht ab („abziehen“).
