# The words of mariage_alt in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## mariage_alt: the registry entry

mariage_alt-name = Mariage (erste Art)
mariage_alt-blurb = zu zweit, 32 Blatt mit Trumpf: Heiraten, Augen und die letzten Stiche werden bezahlt
mariage_alt-unit = { $n ->
        [one] Punkt
       *[other] Punkte
    }
mariage_alt-rules =
    Mariage (erste Art) — zu zweit, 32 Blatt, je sechs Karten (3, 3, dann eine Karte als Trumpf aufgeschlagen, 3, 3); sie liegt offen unter dem Talon.
    Ordnung A 10 K O U 9 8 7; Augen A 11, 10 10, K 4, O 3, U 2. Der höhere Trumpf sticht, sonst die höhere Karte der ausgespielten Farbe. Der Stichsieger zieht zuerst.
    Solange der Talon reicht, darf man jede Karte zugeben. In den letzten sechs Stichen muss man überstechen, sonst Farbe bekennen, sonst trumpfen.
    Wer am Ausspiel ist, darf die Trumpfsieben gegen die Trumpfkarte tauschen und — nach einem eigenen Stich, solange der Talon reicht — eine Heirat (K + O) ansagen: der Gegner zahlt 2, für die Trumpfheirat 4.
    Am Ende zahlt jeder dem anderen einen Point für je zehn Augen in seinen Stichen; der letzte Stich bringt 2, alle letzten sechs Stiche 6 dazu.
    Alles wird gegeneinander aufgerechnet; der Tisch führt ein laufendes Konto.
rule-overtake = in den letzten sechs Stichen muss man überstechen, wenn man kann
rule-seven_exchange = die Trumpfsieben darf gegen die Trumpfkarte getauscht werden
rule-brisque_payments = wem ein Daus gestochen wird, zahlt 2, wem eine Zehn gestochen wird, 1
rule-every_point = jedes Auge ist ein Point, die letzten sechs Stiche zahlen 100


## mariage_alt: the table

# $seat a seat token ({0}), $card a card as the glossary writes it.
led-line = Ausgespielt von { $seat }: { $card }
