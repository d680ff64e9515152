# The glossary of cards in English: how every game and every message writes and names a
# card, for each face a pack may have — the French (König, Dame, Bube) and the German of
# Schlauch, Elfern and Böhmischer Schneider (Eichel, Laub, Herz, Schellen with Ober and Unter).
# Ids end in the card code's rank (2 … 9, T, J, Q, K, A) or suit (C, D, H, S) letter.

## A card's name: { $rank } and { $suit } are the names below

card-name = { $rank } of { $suit }

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
french-rank-J = J
french-rank-Q = Q
french-rank-K = K
french-rank-A = A
french-rank-name-2 = Two
french-rank-name-3 = Three
french-rank-name-4 = Four
french-rank-name-5 = Five
french-rank-name-6 = Six
french-rank-name-7 = Seven
french-rank-name-8 = Eight
french-rank-name-9 = Nine
french-rank-name-T = Ten
french-rank-name-J = Jack
french-rank-name-Q = Queen
french-rank-name-K = King
french-rank-name-A = Ace
french-suit-C = Clubs
french-suit-D = Diamonds
french-suit-H = Hearts
french-suit-S = Spades
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
german-rank-name-2 = Two
german-rank-name-3 = Three
german-rank-name-4 = Four
german-rank-name-5 = Five
german-rank-name-6 = Six
german-rank-name-7 = Seven
german-rank-name-8 = Eight
german-rank-name-9 = Nine
german-rank-name-T = Ten
german-rank-name-J = Unter
german-rank-name-Q = Ober
german-rank-name-K = King
german-rank-name-A = Daus
german-suit-C = Acorns
german-suit-D = Bells
german-suit-H = Hearts
german-suit-S = Leaves
german-symbol-C = 🌰
german-symbol-D = 🔔
german-symbol-H = ❤️
german-symbol-S = 🍃
