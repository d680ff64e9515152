# The words of bassette in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## bassette: the registry entry

bassette-name = Bassette
bassette-blurb = Bankspiel, 52 Blatt: der Bankhalter zieht paarweise ab, die Pointeurs besetzen Werte
bassette-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
bassette-rules =
    Bassette — ein Bankhalter gegen beliebig viele Pointeurs, 52 Blatt; es zählt nur der Wert der Karte, nie die Farbe.
    Die Pointeurs besetzen jederzeit Werte mit Marken: durch 3 teilbar, zwischen Minimum und Maximum der Bank, ein Satz je Wert, nie mehr als die eigenen freien Marken; die Bank muss alle Sätze decken.
    Der Bankhalter zieht das Spiel paarweise ab (26 Abzüge): die erste Karte jedes Abzugs ist seine, die zweite (la Ponte) die der Pointeurs.
    Die allererste Karte gewinnt der Bank ⅔ des Satzes; danach gewinnt jede Bankkarte den Satz ganz, und bei jeder Ponte zahlt die Bank den Satz 1 : 1 aus.
    Wer während der Taille setzt: die nächste Bankkarte zählt für ihn nicht, die nächste Ponte gewinnt der Bank ⅔, danach der gewöhnliche Gang.
    Pliée (derselbe Wert zweimal in einem Abzug): die Bankkarte entscheidet, die Ponte findet nichts mehr.
    Die letzte Karte zählt nicht; was danach noch steht, geht zurück.
    Partie: jeder beginnt mit 100 Marken, die Bank geht nach jeder Taille reihum weiter (wer keine Marken hat, wird übergangen), bis jeder sie einmal hatte. Die meisten Marken gewinnen.
    Marken sind Spielgeld: hier geht es nie um echtes Geld.
rule-min_stake = der kleinste Satz (durch 3 teilbar)
rule-max_stake = der größte Satz (durch 3 teilbar, nicht unter dem kleinsten)
rule-bank = wer die Bank hält: die Spieler reihum (players) oder der Computer (computer: frische 1000 Marken je Taille, eine Partie aus drei Taillen)

