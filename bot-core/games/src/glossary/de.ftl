# The glossary of cards in German: how every game and every message writes and names a
# card, for each face a pack may have — the French (König, Dame, Bube) and the German of
# Schlauch, Elfern and Böhmischer Schneider (Eichel, Laub, Herz, Schellen with Ober and Unter).
# Ids end in the card code's rank (2 … 9, T, J, Q, K, A) or suit (C, D, H, S) letter.

## A card's name: { $rank } and { $suit } are the names below

card-name = { $suit }-{ $rank }

## The French face
french-rank-2 = 2
french-rank-3 = 3
french-rank-4 = 4
french-rank-5 = 5
french-rank-6 = 6
french-rank-7 = 7
french-rank-8 = 8
french-rank-9 = 9
french-rank-T = 10
french-rank-J = B
french-rank-Q = D
french-rank-K = K
french-rank-A = A
french-rank-name-2 = Zweier
french-rank-name-3 = Dreier
french-rank-name-4 = Vierer
french-rank-name-5 = Fünfer
french-rank-name-6 = Sechser
french-rank-name-7 = Siebener
french-rank-name-8 = Achter
french-rank-name-9 = Neuner
french-rank-name-T = Zehner
french-rank-name-J = Bube
french-rank-name-Q = Dame
french-rank-name-K = König
french-rank-name-A = Ass
french-suit-C = Treff
french-suit-D = Karo
french-suit-H = Herz
french-suit-S = Pik
french-symbol-C = ♣
french-symbol-D = ♦
french-symbol-H = ♥
french-symbol-S = ♠

## The German face

german-rank-2 = 2
german-rank-3 = 3
german-rank-4 = 4
german-rank-5 = 5
german-rank-6 = 6
german-rank-7 = 7
german-rank-8 = 8
german-rank-9 = 9
german-rank-T = 10
german-rank-J = U
german-rank-Q = O
german-rank-K = K
german-rank-A = A
german-rank-name-2 = Zweier
german-rank-name-3 = Dreier
german-rank-name-4 = Vierer
german-rank-name-5 = Fünfer
german-rank-name-6 = Sechser
german-rank-name-7 = Siebener
german-rank-name-8 = Achter
german-rank-name-9 = Neuner
german-rank-name-T = Zehner
german-rank-name-J = Unter
german-rank-name-Q = Ober
german-rank-name-K = König
german-rank-name-A = Daus
german-suit-C = Eichel
german-suit-D = Schellen
german-suit-H = Herz
german-suit-S = Laub
german-symbol-C = 🌰
german-symbol-D = 🔔
german-symbol-H = ❤️
german-symbol-S = 🍃
