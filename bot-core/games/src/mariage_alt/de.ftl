# The words of mariage_alt in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## mariage_alt: the registry entry

mariage_alt-name = Mariage (erste Art)
mariage_alt-blurb = zu zweit, 32 Blatt mit Trumpf: Heiraten, Augen und die letzten Stiche werden bezahlt.
mariage_alt-unit = { $n ->
        [one] Punkt
       *[other] Punkte
    }
mariage_alt-rules =
    Mariage (erste Art) — zu zweit, 32 Blatt, je sechs Karten (3, 3, dann eine Karte als Trumpf aufgeschlagen, 3, 3); sie liegt offen unter dem Talon.
    Ordnung A 10 K D B 9 8 7; Augen A 11, 10 10, K 4, D 3, B 2. Der höhere Trumpf sticht, sonst die höhere Karte der ausgespielten Farbe. Der Stichsieger zieht zuerst.
    Solange der Talon reicht, darf man jede Karte zugeben. In den letzten sechs Stichen muss man mit einer höheren Karte der Farbe überstechen, sonst Farbe bekennen, sonst trumpfen.
    Wer am Ausspiel ist (auch die Vorhand vor dem ersten Stich), darf die Trumpfsieben gegen die Trumpfkarte tauschen, solange sie unter dem Talon liegt, und — nach einem eigenen Stich, solange der Talon reicht — eine Heirat (K + D) ansagen: der Gegner zahlt sofort 2, für die Trumpfheirat 4.
    Am Ende zahlt jeder dem anderen einen Point für je zehn Augen in seinen Stichen; der letzte Stich bringt 2, alle letzten sechs Stiche 6 dazu.
    Alles wird gegeneinander aufgerechnet; der Tisch führt ein laufendes Konto. Der Geber wechselt nach jedem Spiel.
rule-overtake = in den letzten sechs Stichen muss man überstechen, wenn man kann
rule-seven_exchange = die Trumpfsieben darf gegen die Trumpfkarte getauscht werden
rule-brisque_payments = wem ein Daus gestochen wird, zahlt 2, wem eine Zehn gestochen wird, 1
rule-every_point = jedes Auge ist ein Point, die letzten sechs Stiche zahlen 100


## mariage_alt: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
# $suit a suit's name (suit-name).
view-trump-out = Trumpf: { $suit } — überstechen, bekennen oder trumpfen
view-trump-out-follow = Trumpf: { $suit } — bekennen oder trumpfen
# $card the trump card, $n the cards of the talon.
view-trump-card = Trumpfkarte: { $card }   Talon: { $n }
# $tricks the tricks per seat, $paid the payments received so far per seat ({0} 2 · {1} 0).
view-tricks = Stiche: { $tricks }   Bezahlt: { $paid }
# $suits the suits of the marriages announced, comma-separated.
view-marriages = Heiraten: { $suits }
# $account the running account per seat, signed ({0} +3 · {1} -3).
view-account = Konto: { $account }
standing = Konto: { $account }
# $symbol a suit's symbol, $name its name.
suit-name = { $symbol } { $name }

## mariage_alt: what happens

# $leader, $winner seat tokens; $led, $answer the cards.
# $trick a trick-line, $n what the captured Ace or Ten paid.
trick-brisque = { $trick } (+{ $n } für die gestochene Karte)
# $seat a seat token, $card the trump card taken.
exchanged = { $seat } tauscht die Trumpfsieben gegen { $card }
# $suit the marriage's suit (suit-name), $n what it was paid.
marriage = { $seat } meldet die Heirat in { $suit }: +{ $n }
talon-out = Der Talon ist aufgebraucht: jetzt überstechen, bekennen oder trumpfen.
talon-out-follow = Der Talon ist aufgebraucht: jetzt bekennen oder trumpfen.
# The settlement: $first and $second each seat's part (settle-seat and its payments), $net the net per seat.
settlement = Abrechnung: { $first } · { $second } → { $net }
# $seat a seat token, $augen its card points, $n the trick points paid for them.
settle-seat = { $seat } { $augen } Augen → { $n }
# Payments after a settle-seat, each with ", " before it; $n the points.
settle-marriages = Heirat { $n }
settle-brisques = gestochen { $n }
settle-last-trick = letzter Stich { $n }
settle-last-six = letzte sechs Stiche { $n }

## mariage_alt: the buttons

label-exchange = Trumpfsieben tauschen
# $suit the marriage's suit (suit-name).
label-announce = Heirat melden: { $suit }

## mariage_alt: refusals

refusal-game-over = Das Spiel ist schon vorbei.
refusal-not-your-turn = Du bist nicht an der Reihe.
refusal-not-in-hand = Diese Karte hast du nicht.
refusal-illegal = Das ist hier kein Zug: spiele eine Karte, tausche die Trumpfsieben oder melde eine Heirat.
refusal-must-follow = In den letzten sechs Stichen musst du mit einer höheren Karte der Farbe überstechen, wenn du kannst, sonst Farbe bekennen, sonst trumpfen.
refusal-must-follow-no-overtake = In den letzten sechs Stichen musst du Farbe bekennen, sonst trumpfen.
refusal-cannot-exchange = Tauschen kann nur, wer am Ausspiel ist und die Trumpfsieben hält, solange die Trumpfkarte unter dem Talon liegt.
refusal-cannot-announce = Eine Heirat meldet nur, wer am Ausspiel ist und schon einen Stich gemacht hat, solange der Talon reicht.
refusal-no-meld = Diese Heirat hast du nicht (König und Dame einer Farbe), oder sie ist schon gemeldet.
