//! Cards and suits as players type them, read leniently in German and English — by code, face
//! or name (`KH`, `10h`, `D♥`, `K♥`, `Herz-König`, `king of hearts`) — one reader for every game
//! and every front end, so a card that works in one works in all.

use crate::card::{Card, Rank, Suit};

/// A suit by code, symbol or name: the glossary's of either face and language
/// ([`crate::glossary`]), and what else players say.
pub fn suit(text: &str) -> Option<Suit> {
    let t = text.trim().to_lowercase().replace('\u{fe0f}', "");
    if let Some(suit) = crate::glossary::read_suit(&t) {
        return Some(suit);
    }
    Some(match t.as_str() {
        "h" | "heart" | "rot" => Suit::Hearts,
        "d" | "diamond" | "bell" => Suit::Diamonds,
        "s" | "spade" | "grün" | "gruen" | "leaf" => Suit::Spades,
        "c" | "kreuz" | "club" | "acorn" => Suit::Clubs,
        _ => return None,
    })
}

/// A rank by code or word (lower case): the glossary's letters and names of either face and
/// language ([`crate::glossary`]: `d`, `o`, `dame`, `ober`, `queen`), and what else players
/// say (`zehn`, `sau`).
fn rank(word: &str) -> Option<Rank> {
    if let Some(rank) = crate::glossary::read_rank(word) {
        return Some(rank);
    }
    Some(match word {
        "a" | "ass" | "ace" | "sau" | "daus" => Rank::Ace,
        "10" | "t" | "zehn" | "zehner" | "ten" => Rank::Ten,
        "k" | "könig" | "koenig" | "king" => Rank::King,
        "q" | "d" | "o" | "dame" | "queen" | "ober" => Rank::Queen,
        "j" | "b" | "u" | "bube" | "jack" | "unter" => Rank::Jack,
        "9" | "neun" | "neuner" | "nine" => Rank::Nine,
        "8" | "acht" | "achter" | "eight" => Rank::Eight,
        "7" | "sieben" | "siebener" | "seven" => Rank::Seven,
        "6" | "sechs" | "sechser" | "six" => Rank::Six,
        "5" | "fünf" | "fünfer" | "five" => Rank::Five,
        "4" | "vier" | "vierer" | "four" => Rank::Four,
        "3" | "drei" | "dreier" | "three" => Rank::Three,
        "2" | "zwei" | "zweier" | "two" => Rank::Two,
        _ => return None,
    })
}

/// A card of any pack as a player types it.
pub fn card(text: &str) -> Option<Card> {
    let t = text.trim().to_lowercase().replace('\u{fe0f}', "");
    // The code: `KH`, `th`, `10h`.
    if let Some(card) = Card::read(&t.to_uppercase().replace("10", "T")) {
        return Some(card);
    }
    // A compact form with a German rank letter or a suit symbol: `DH`, `bs`, `K♥`, `10♠`.
    let chars: Vec<char> = t.chars().collect();
    if let Some((&last, face)) = chars.split_last() {
        let face: String = face.iter().collect();
        if let (Some(rank), Some(suit)) = (rank(&face), suit(&last.to_string())) {
            return Some(Card::new(rank, suit));
        }
    }
    // Words: `Herz König`, `Herz-König`, `König Herz`, `king of hearts`, `hearts king`.
    let words: Vec<&str> = t
        .split(|c: char| c.is_whitespace() || c == '-')
        .filter(|w| !w.is_empty() && *w != "of")
        .collect();
    match words.as_slice() {
        [a, b] => match (rank(a), suit(b), suit(a), rank(b)) {
            (Some(rank), Some(suit), _, _) | (_, _, Some(suit), Some(rank)) => {
                Some(Card::new(rank, suit))
            }
            _ => None,
        },
        // German compounds written together: `herzkönig`, `pikdame`.
        [one] => [
            "herz", "karo", "pik", "treff", "kreuz", "eichel", "laub", "schellen", "grün", "rot",
        ]
        .iter()
        .find_map(|s| Some(Card::new(rank(one.strip_prefix(s)?)?, suit(s)?))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::glossary::Face;
    use crate::lang::Lang;

    #[test]
    fn cards_by_code_face_or_name() {
        let card = |text| card(text).map(|c| c.to_string());
        for (text, code) in [
            ("KH", "KH"),
            ("10h", "TH"),
            ("th", "TH"),
            ("2s", "2S"),
            ("DH", "QH"),
            ("bs", "JS"),
            ("DD", "QD"),
            ("K♥", "KH"),
            ("10♠", "TS"),
            ("D♥\u{fe0f}", "QH"),
            ("Herz-König", "KH"),
            ("König Herz", "KH"),
            ("king of hearts", "KH"),
            ("herzkönig", "KH"),
            ("pikdame", "QS"),
            ("Ober Eichel", "QC"),
            ("eichelunter", "JC"),
            ("O🍃", "QS"),
            ("Unter Karo", "JD"),
            ("kh", "KH"),
            ("TH", "TH"),
            ("Ace of Spades", "AS"),
            ("Pik Dame", "QS"),
            ("Karo Zehner", "TD"),
            ("Treff Bube", "JC"),
            ("queen of clubs", "QC"),
            (" D♥ ", "QH"),
            ("Q♥", "QH"),
            ("B♣", "JC"),
            ("Herz-Dame", "QH"),
        ] {
            let want = (!code.is_empty()).then(|| code.to_owned());
            assert_eq!(card(text), want, "{text}");
        }
        for bad in [
            "", "X", "XX", "KX", "KHH", "Herz", "king of", "11H", "1", "nonsense",
        ] {
            assert_eq!(card(bad), None, "{bad}");
        }
        assert_eq!(suit("Kreuz"), Some(Suit::Clubs));
        // Whatever the glossary writes is read back, in every face and language.
        for face in [Face::French, Face::German] {
            for lang in Lang::ALL {
                for c in (0..52).filter_map(Card::from_index) {
                    assert_eq!(
                        super::card(face.card(c, lang)),
                        Some(c),
                        "{face:?} {lang:?}"
                    );
                    assert_eq!(
                        super::card(&face.card_name(c, lang)),
                        Some(c),
                        "{face:?} {lang:?}"
                    );
                    assert_eq!(suit(face.suit(c.suit(), lang)), Some(c.suit()));
                }
            }
        }
        assert_eq!(suit("h"), Some(Suit::Hearts));
        assert_eq!(suit("♠"), Some(Suit::Spades));
        assert_eq!(suit("Karo"), Some(Suit::Diamonds));
        assert_eq!(suit("clubs"), Some(Suit::Clubs));
        assert_eq!(suit("♦\u{fe0f}"), Some(Suit::Diamonds));
        assert_eq!(suit("x"), None);
    }
}
