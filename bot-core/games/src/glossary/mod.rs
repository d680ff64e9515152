//! One glossary of cards: how every game and every message writes and names a card, a rank and
//! a suit, in each language, for each [`Face`] a pack may have. The words are in
//! `glossary/{de,en}.ftl`; each language's are read once into a table, so that writing a card
//! costs no more than a look-up.

use std::sync::OnceLock;

use crate::card::{Card, Rank, Suit};
use crate::catalogue::{Arg, Catalogue};
use crate::lang::Lang;

/// The glossary's words in every language.
static WORDS: Catalogue =
    Catalogue::new("glossary", include_str!("de.ftl"), include_str!("en.ftl"));

/// The pictures a game's pack wears: what its courts and suits are called and how they are
/// written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    /// The French pack: König, Dame, Bube (`K D B` in German, `K Q J` in English) of Herz, Karo,
    /// Pik, Treff — `♥ ♦ ♠ ♣`.
    French,
    /// The German pack: König, Ober, Unter (`K O U`) and the Daus of Eichel, Laub, Herz,
    /// Schellen (Acorns, Leaves, Hearts, Bells).
    German,
}

/// One face's words in one language, read from the catalogue.
struct Table {
    /// Each card's label (`D♥`), by [`Card::index`].
    labels: Vec<String>,
    /// Each rank's letters (`D`, `10`), by [`Rank`].
    ranks: Vec<String>,
    /// Each rank's name (`Dame`), by [`Rank`].
    rank_names: Vec<String>,
    /// Each suit's name (`Herz`), by [`Suit`].
    suits: Vec<String>,
    /// Each suit's symbol (`♥`), by [`Suit`].
    symbols: Vec<String>,
}

impl Table {
    /// The words of `face` in `lang`.
    fn read(face: Face, lang: Lang) -> Table {
        let prefix = match face {
            Face::French => "french",
            Face::German => "german",
        };
        let word = |what: &str, code: char| WORDS.text(lang, &format!("{prefix}-{what}-{code}"));
        let ranks: Vec<String> = Rank::ALL.iter().map(|r| word("rank", r.code())).collect();
        let symbols: Vec<String> = Suit::ALL.iter().map(|s| word("symbol", s.code())).collect();
        let labels = (0..52)
            .filter_map(Card::from_index)
            .map(|c| {
                let (rank, suit) = (c.rank() as usize, c.suit() as usize);
                format!("{}{}", ranks[rank], symbols[suit])
            })
            .collect();
        Table {
            labels,
            ranks,
            rank_names: Rank::ALL
                .iter()
                .map(|r| word("rank-name", r.code()))
                .collect(),
            suits: Suit::ALL.iter().map(|s| word("suit", s.code())).collect(),
            symbols,
        }
    }
}

/// Every face's table in every language, read on first use.
fn table(face: Face, lang: Lang) -> &'static Table {
    static TABLES: OnceLock<Vec<Table>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        Face::ALL
            .into_iter()
            .flat_map(|face| Lang::ALL.map(|lang| Table::read(face, lang)))
            .collect()
    });
    &tables[face as usize * Lang::ALL.len() + lang.index()]
}

impl Face {
    /// Both packs, the French first.
    pub const ALL: [Face; 2] = [Face::French, Face::German];

    /// Whether the pack holds `card`: the French pack all 52, the German none below the Seven.
    pub fn has(self, card: Card) -> bool {
        match self {
            Face::French => true,
            Face::German => card.rank() >= Rank::Seven,
        }
    }

    /// A card as players read it: `D♥`, `10♦` (German), `Q♥` (English), `O❤️`.
    pub fn card(self, card: Card, lang: Lang) -> &'static str {
        &table(self, lang).labels[card.index() as usize]
    }

    /// Cards as players read them, one space apart: `7♥ D♠`.
    pub fn cards(self, cards: &[Card], lang: Lang) -> String {
        let labels: Vec<&str> = cards.iter().map(|&c| self.card(c, lang)).collect();
        labels.join(" ")
    }

    /// A rank's letters: `D`, `10`, `O`.
    pub fn rank(self, rank: Rank, lang: Lang) -> &'static str {
        &table(self, lang).ranks[rank as usize]
    }

    /// A rank's name: `Dame`, `Queen`, `Ober`.
    pub fn rank_name(self, rank: Rank, lang: Lang) -> &'static str {
        &table(self, lang).rank_names[rank as usize]
    }

    /// A suit's name: `Herz`, `Hearts`, `Eichel`, `Acorns`.
    pub fn suit(self, suit: Suit, lang: Lang) -> &'static str {
        &table(self, lang).suits[suit as usize]
    }

    /// A suit's symbol: `♥`, `🌰`.
    pub fn symbol(self, suit: Suit) -> &'static str {
        &table(self, Lang::En).symbols[suit as usize]
    }

    /// A card's full name, as a player may type it too: `Herz-Dame`, `Queen of Hearts`,
    /// `Eichel-Ober`.
    pub fn card_name(self, card: Card, lang: Lang) -> String {
        let rank = Arg::from(self.rank_name(card.rank(), lang));
        let suit = Arg::from(self.suit(card.suit(), lang));
        WORDS.format(lang, "card-name", &[("rank", rank), ("suit", suit)])
    }
}

/// Every word of the glossary in lower case, with what it means — each face's rank letters and
/// names, suit names and symbols, in every language — for the reader of typed cards.
struct Words {
    ranks: Vec<(String, Rank)>,
    suits: Vec<(String, Suit)>,
}

fn words() -> &'static Words {
    static WORDS_READ: OnceLock<Words> = OnceLock::new();
    WORDS_READ.get_or_init(|| {
        let (mut ranks, mut suits) = (Vec::new(), Vec::new());
        for face in Face::ALL {
            for lang in Lang::ALL {
                let t = table(face, lang);
                for rank in Rank::ALL {
                    for word in [&t.ranks[rank as usize], &t.rank_names[rank as usize]] {
                        ranks.push((word.to_lowercase(), rank));
                    }
                }
                for suit in Suit::ALL {
                    for word in [&t.suits[suit as usize], &t.symbols[suit as usize]] {
                        let word = word.to_lowercase().replace('\u{fe0f}', "");
                        suits.push((word, suit));
                    }
                }
            }
        }
        Words { ranks, suits }
    })
}

/// The rank a word of the glossary (in lower case) means: `d`, `ober`, `queen` …
pub(crate) fn read_rank(word: &str) -> Option<Rank> {
    let ranks = &words().ranks;
    ranks.iter().find(|(w, _)| w == word).map(|&(_, rank)| rank)
}

/// The suit a word of the glossary (in lower case, without emoji presentation marks) means:
/// `herz`, `eichel`, `acorns`, `🌰` …
pub(crate) fn read_suit(word: &str) -> Option<Suit> {
    let suits = &words().suits;
    suits.iter().find(|(w, _)| w == word).map(|&(_, suit)| suit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_glossary_parses_and_holds_every_word_in_every_language() {
        assert_eq!(WORDS.check(), Ok(()));
    }

    #[test]
    fn each_face_writes_and_names_a_card_its_own_way_in_each_language() {
        let queen: Card = "QH".parse().unwrap();
        assert_eq!(Face::French.card(queen, Lang::De), "D♥");
        assert_eq!(Face::French.card(queen, Lang::En), "Q♥");
        assert_eq!(Face::German.card(queen, Lang::De), "O❤️");
        assert_eq!(Face::French.card_name(queen, Lang::De), "Herz-Dame");
        assert_eq!(Face::French.card_name(queen, Lang::En), "Queen of Hearts");
        let unter: Card = "JC".parse().unwrap();
        assert_eq!(Face::German.card_name(unter, Lang::De), "Eichel-Unter");
        assert_eq!(Face::German.card_name(unter, Lang::En), "Unter of Acorns");
        let ten: Card = "TS".parse().unwrap();
        assert_eq!(Face::French.cards(&[ten, queen], Lang::De), "10♠ D♥");
        assert_eq!(Face::German.suit(Suit::Spades, Lang::De), "Laub");
    }
}
