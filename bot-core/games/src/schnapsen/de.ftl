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
    Schnapsen — zu zweit (zu dritt mit Mitschreiben: wer gibt, setzt aus und schreibt mit), 20 Karten A 10 K D B, Augen 11 10 4 3 2. Je 5 Karten, die nächste liegt offen als Atout unter dem Talon.
    Solange der Talon offen ist, darf man jede Karte spielen; wer sticht, zieht zuerst. Ist der Talon leer oder zugedreht, gilt Farb- und Stichzwang: höher bedienen, sonst bedienen, sonst trumpfen.
    Wer am Stich ist, darf den Atout-Buben gegen die Atoutkarte tauschen, zudrehen, König und Dame ansagen (20, in Atout 40; sie zählen ab dem ersten Stich) und mit 66 Augen „Danke, genug“ sagen. Wer ohne 66 abmeldet oder zudreht und sie nicht schafft, verliert.
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
    Sechsundsechzig — wie Schnapsen, aber mit 24 Karten (die Neuner zählen 0), je 6 auf der Hand und 12 im Talon. Geraubt wird mit dem Atout-Neuner, erst nach einem eigenen Stich; mit den letzten zwei Talonkarten muss rauben, wer kann. Zudrehen geht schon beim ersten Ausspiel. Der letzte Stich zählt 10 Augen mehr, wenn der Talon aufgebraucht ist; 65 zu 65 ist unentschieden, das nächste Spiel zählt doppelt. Wer gewinnt, gibt das nächste Spiel.
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
    Bauernschnapsen — zu viert, Partner sitzen einander gegenüber, 20 Karten A 10 K D B. Vorhand bekommt zuerst drei Karten und bestimmt daraus Trumpf (oder deckt eine der nächsten auf; mit drei Buben wird neu gegeben). Dann wird gereizt: „Gut“ heißt der Rufer (66 oder der letzte Stich mit dem gerufenen Partner), höher gehen Bettler, Schnapser, Durchmarsch, Zehnerloch, Bauernschnapser, Herrengangl und mehr; jedes Spiel kann mit Kontra, Retour und Subkontra verdoppelt werden.
    Gespielt wird mit Farb- und Stichzwang. Die Sieger schreiben den Wert des Spiels; jede Partei streicht von 24 auf 0, wer übrig bleibt, bekommt das Bummerl.
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
    Dreierschnapsen — zu dritt, jeder für sich, 20 Karten: je 6 auf der Hand, 2 im Talon. Trumpf und Reizen wie beim Bauernschnapsen; wer das Spiel macht, nimmt den Talon auf und legt zwei Karten weg, die anderen beiden spielen gemeinsam gegen ihn.
    Die Sieger schreiben den Wert des Spiels; jeder streicht von 24 auf 0, wer dann am höchsten steht, bekommt das Bummerl.
dreierschnapsen-commands = { bauernschnapsen-commands }

