# The words of mariage in German, in Project Fluent's format.
# Placeables: { $n } a number (it selects the plural).

## mariage: the registry entry

mariage-name = Mariage
mariage-blurb = zu zweit, 32 Blatt: 66 Augen, Mariagen und Wäsche in Marken bezahlt.
mariage-unit = { $n ->
        [one] Marke
       *[other] Marken
    }
mariage-rules =
    Mariage — zu zweit, 32 Blatt (A 10 K D B 9 8 7; Augen 11 10 4 3 2). Je 3 Karten, ein Blatt offen als Trumpf, wieder je 3; 19 Karten bilden den Talon, das Wahlblatt liegt zuunterst.
    Nach jedem Stich zieht der Gewinner zuerst. Solange gezogen wird, kein Farbzwang; in den letzten sechs Stichen (oder nach dem Zudecken) Farbe bekennen, sonst stechen.
    Mit der Trumpfsieben rauben (gegen das Wahlblatt): wer am Zug ist, auch beim Zugeben, und schon einen Stich hat (die Vorhand auch vor dem ersten Stich), solange verdeckte Karten liegen und nicht zugedeckt ist.
    Mariage (K+D) ansagen, wer am Stich ist und einen Stich hat, solange der Talon liegt (auch zugedeckt): der Gegner zahlt sofort 20 Marken, Bonne Mariage in Trumpf 40; als Hausregel l'Amour (A+10 in Trumpf) 50. Die Marken zählen nicht als Augen; ausspielen muss man nichts davon.
    Zudecken am Stich nach dem ersten Stich: kein Ziehen mehr; wer zudeckt, muss 66 Augen erreichen (der letzte Stich zählt dann nicht 10), sonst verliert er 2 oder 4 Marken.
    Sind die letzten zwei Karten gezogen, kann man die Wäsche ansagen (wer am Stich ist, zuerst): alle sechs letzten Stiche bringen 40 Marken, einer verloren kostet 40.
    Sonst wird ausgespielt, der letzte Stich zählt 10: wer 66 von 130 Augen hat, gewinnt 2 Marken, 4 wenn der Gegner unter 33 bleibt. Bei 65 : 65 steht das Spiel; der Sieger des nächsten bekommt es mit. Der Gewinner gibt.
rule-must_head = in den letzten Stichen muss man den Stich wenn möglich mit der Farbe überbieten
rule-amour = l'Amour (Daus und Zehn in Trumpf) zählt 50 Marken
rule-partie = eine Partie: jeder streicht von dieser Zahl ab (0 = laufendes Markenkonto)
rule-close_commits_partie = wer in einer Partie zudeckt, muss mit diesem Spiel die Partie gewinnen


## mariage: the table

# $trump the trump suit's symbol, $seat a seat token ({0}), $n cards, $card the trump card.
view-trump-closed = Trumpf { $trump } — Talon zugedeckt von { $seat } ({ $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    })
view-trump-open = Trumpf { $trump } — Wahlblatt: { $card } · Talon verdeckt: { $n }
view-trump-out = Trumpf { $trump } — Talon aufgebraucht: Farbe bekennen, sonst stechen
# $seat the leader's token, $card the card led.
# $tricks the tricks per seat ({0} 5 · {1} 3), $augen the seat's own card points.
view-tricks = Stiche: { $tricks }
view-tricks-own = Stiche: { $tricks }   Deine Augen: { $augen }
# $melds the announcements, each a view-meld, comma-separated.
view-announced = Angesagt: { $melds }
# $seat the announcer's token, $meld its name (meld-marriage, meld-amour), $n its Marken.
view-meld = { $seat } { $meld } ({ $n })
# $seat the declarer's token, $n the last tricks he has won so far.
view-waesche = { $seat } spielt auf die Wäsche ({ $n } / 6)
view-declaring = { $seat }: Wäsche ansagen (alle sechs letzten Stiche, 40 Marken) oder passen?
# $marken the Marken per seat, signed ({0} +2 · {1} −2).
view-marken = Marken in diesem Spiel: { $marken }
# $n the Marken of the stood games.
view-carry = Stehendes Spiel: der Sieger bekommt { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    } mehr
standing-partie = Partie (abzustreichen)
standing-account = Markenkonto: { $marken }

## mariage: the melds

# $symbol the suit's symbol; $trump yes for a marriage in trumps.
meld-marriage = { $trump ->
        [yes] Bonne Mariage { $symbol }
       *[no] Mariage { $symbol }
    }
meld-amour = l'Amour

## mariage: what happens

# $seat, $other seat tokens; $card a card, $cards the two cards shown, $meld a meld's name, $n Marken.
robbed = { $seat } raubt mit der Trumpfsieben und nimmt { $card }
announced = { $seat } meldet { $meld } ({ $cards }): { $other } zahlt { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
closed = { $seat } deckt zu und muss 66 Augen erreichen
# $leader, $winner seat tokens; $led, $answer the cards.
last-drawn = Die letzten Karten sind gezogen: Wäsche? { $seat } sagt zuerst
declared-waesche = { $seat } sagt die Wäsche an
declared-pass = { $seat } spielt nicht auf die Wäsche

## mariage: the end of a deal, clauses joined by " — "

end-stood = 65 : 65 — das Spiel steht; der nächste Sieger gewinnt es mit
# $seat the winner (closer), $augen his card points, $n the Marken of the game.
end-closer-won = { $seat } hat zugedeckt und { $augen } Augen: { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
# $closer the closer, $augen his card points, $seat the winner, $n the Marken of the game.
end-closer-lost = { $closer } hat zugedeckt, aber nur { $augen } Augen: { $seat } gewinnt { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
# $seat the winner, $own and $other the card points of winner and loser, $n the Marken.
end-won = Spiel für { $seat } mit { $own } : { $other } Augen: { $n ->
        [one] { $n } Marke
       *[other] { $n } Marken
    }
# $n the Marken of the stood games the winner gets too.
end-carry = dazu { $n } vom stehenden Spiel
end-waesche-made = Wäsche von { $seat } gemacht: 40 Marken
end-waesche-missed = Wäsche von { $seat } verfehlt: 40 Marken an den Gegner
# $marken the deal's Marken per seat, signed.
end-marken = Marken: { $marken }
end-partie = { $seat } gewinnt die Partie

## mariage: the buttons

# $meld a meld's name, $n its Marken.
label-announce = { $meld } ansagen ({ $n })
# $seven the trump Seven, $card the trump card.
label-exchange = Rauben: { $seven } für { $card }
label-close = Zudecken
label-waesche = Wäsche ansagen
label-pass = Keine Wäsche

## mariage: refusals

refusal-game-over = Das Spiel ist schon vorbei.
refusal-not-your-turn = Du bist nicht an der Reihe.
refusal-not-in-hand = Diese Karte hast du nicht.
refusal-illegal = Das ist in Mariage kein Zug: spiele eine Karte, sage an, raube, decke zu oder sage die Wäsche an bzw. passe.
refusal-must-follow = Der Talon ist aufgebraucht oder zugedeckt: du musst Farbe bekennen, sonst stechen.
refusal-must-head = Du musst den Stich mit einer höheren Karte der Farbe überbieten, wenn du kannst, sonst Farbe bekennen, sonst stechen.
refusal-must-declare = Zuerst die Wäsche: ansagen oder passen.
refusal-cannot-declare = Die Wäsche kann man nur ansagen, wenn die letzten zwei Karten gerade gezogen sind und man an der Reihe ist.
refusal-no-marriage = Ansagen kann nur, wer am Stich ist, schon einen Stich hat und beide Karten (König und Dame, für l'Amour Ass und Zehn in Trumpf) hält, solange der Talon liegt; jede Mariage nur einmal.
refusal-cannot-exchange = Rauben kann nur, wer die Trumpfsieben hält und am Zug ist, nachdem er einen Stich gemacht hat (die Vorhand auch vor dem ersten Stich), solange verdeckte Karten liegen und nicht zugedeckt ist.
refusal-cannot-close = Zudecken kann nur, wer am Stich ist, nach dem ersten Stich, solange der Talon liegt.
