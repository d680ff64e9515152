//! The game surface: what every game implements for the state of one deal, by concern — its
//! rules ([`Deal`]), its words ([`Words`]) and its computer's hooks ([`Computer`]); [`Game`] is
//! the three together, what the manager holds.
//!
//! A deal is a value: [`Deal::apply`] changes it or refuses with a [`Refusal`] that changes
//! nothing; [`Deal::legal`] is the single source of truth for validation, buttons, typed moves
//! and the computer. A deal also carries the standing of its match (a Partie's score, Marken, a
//! bank's chips), so that [`Deal::next_deal`] goes on with the match and [`Deal::match_result`]
//! says when it is decided.

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::card::{Card, CardSet};
pub use crate::moves::{BadMove, Cards, Move};

mod computer;
mod deal;
mod scene;
mod words;

pub use computer::{Computer, value_with_margin};
pub use deal::Deal;
pub use scene::{Lying, Open, Scene};
pub use words::{Words, catalogue_refusal, default_label, default_refusal_text, in_reading_order};

/// Seats, on the stack: those that may act now (a banking game's punters all at once).
pub type Seats = arrayvec::ArrayVec<usize, 12>;

/// An amount per seat, on the stack: what each seat of a finished deal wins (+) or pays (−).
pub type Scores = arrayvec::ArrayVec<i64, 12>;

/// Why a move was refused — a code of the rules files (`not_your_turn`, `must_follow` …).
/// A refused move changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Refusal(pub &'static str);

impl Refusal {
    /// Not this seat's turn.
    pub const NOT_YOUR_TURN: Refusal = Refusal("not_your_turn");
    /// The card is not in the seat's hand.
    pub const NOT_IN_HAND: Refusal = Refusal("not_in_hand");
    /// The card does not follow suit where the rules demand it.
    pub const MUST_FOLLOW: Refusal = Refusal("must_follow");
    /// The deal is over.
    pub const GAME_OVER: Refusal = Refusal("game_over");
    /// A move the game does not know or that is not legal now.
    pub const ILLEGAL: Refusal = Refusal("illegal");

    /// The code.
    pub fn code(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// A move made of several cards chosen at once (lay away two, discard one to five, buy): the
/// cards to choose from and how many. Every front end shows it as one widget: toggle cards,
/// then confirm; the move is the verb followed by the chosen cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The verb of the move.
    pub verb: String,
    /// The cards that may be chosen.
    pub from: Vec<Card>,
    /// The fewest cards.
    pub min: usize,
    /// The most cards.
    pub max: usize,
}

impl Choice {
    /// The move of a choice of cards, if their number fits and all may be chosen.
    pub fn to_move(&self, cards: &[Card]) -> Option<Move> {
        let set: CardSet = cards.iter().copied().collect();
        (set.len() == cards.len()
            && (self.min..=self.max).contains(&cards.len())
            && cards.iter().all(|c| self.from.contains(c)))
        .then(|| {
            // The cards in code order, added to the verb without writing or reading their text.
            let mut sorted: arrayvec::ArrayVec<Card, { Move::MAX_ARGS }> =
                cards.iter().copied().collect();
            sorted.sort();
            sorted
                .into_iter()
                .fold(Move::verb_only(&self.verb), Move::and_card)
        })
    }
}

/// What one seat (or everybody) sees of a deal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// The seat's hand, in the game's display order (empty in the public view).
    pub hand: Vec<Card>,
    /// Every card the view reveals, the hand included.
    pub shown: CardSet,
    /// Lines for the player: trick, stock, scores, what the table marked. `{N}` stands for the
    /// name of seat N (the front end puts the players' names in).
    pub lines: Vec<String>,
}

/// What the table says of a new deal beside who deals and who is the forehand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Opening {
    /// The card turned up for trump, if the deal shows one at once.
    pub trump: Option<Card>,
    /// Whether the forehand names trump next.
    pub forehand_fixes_trump: bool,
}

/// The standing of the match after a deal, per seat of that deal, in the match's unit.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Each seat's running total (a Partie's points left, Marken, chips …).
    pub totals: Vec<i64>,
    /// A line that says it, per language: `[German, English]`.
    pub line: [String; 2],
}

impl Standing {
    /// The totals of two seats, said as `{label}: {0} a · {1} b` (`label`: German, English).
    pub fn of_two(totals: [i64; 2], label: [impl fmt::Display; 2]) -> Standing {
        Standing {
            line: label.map(|l| format!("{l}: {{0}} {} · {{1}} {}", totals[0], totals[1])),
            totals: totals.to_vec(),
        }
    }
}

/// A deal of any game, everything the manager, the replay and the computer ask of it: its
/// rules ([`Deal`]), its words ([`Words`]) and its computer's hooks ([`Computer`]). A game
/// implements the three; `Game` comes with them. Static properties of a game (several seats
/// act at once, a seat sits out, a deal is claimed from an absent player) are its
/// [`crate::registry::GameSpec::table`].
pub trait Game: Deal + Words + Computer {}

impl<T: Deal + Words + Computer + ?Sized> Game for T {}

/// Saving and copying a deal; every `Clone + Serialize` game has it.
pub trait Persist {
    /// The deal's state as JSON (the registry's `load` reads it back).
    fn save(&self) -> Value;
    /// The deal's state as JSON text, written straight from the deal without building the
    /// tree of [`Persist::save`]: what the store writes on every move.
    fn save_text(&self) -> Box<RawValue>;
    /// A copy.
    fn boxed(&self) -> Box<dyn Game>;
}

impl<T: Game + Clone + Serialize + 'static> Persist for T {
    fn save(&self) -> Value {
        serde_json::to_value(self).expect("a game's state serializes")
    }

    fn save_text(&self) -> Box<RawValue> {
        serde_json::value::to_raw_value(self).expect("a game's state serializes")
    }

    fn boxed(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_strictly() {
        assert_eq!(Move::parse("play:KH").unwrap().card(), "KH".parse().ok());
        assert_eq!(Move::parse("stake:7:3").unwrap().args().count(), 2);
        for bad in ["", "Play:KH", "play::KH", "play:K H", ":KH"] {
            assert!(Move::parse(bad).is_err(), "{bad}");
        }
        assert!(Move::parse(&"x".repeat(Move::MAX_LEN + 1)).is_err());
        assert!(Move::parse("play:TD").unwrap() < Move::parse("propose").unwrap());
    }

    #[test]
    fn a_choice_takes_only_its_cards_in_its_numbers() {
        let cards: Vec<Card> = ["7C", "8C", "9C"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        let choice = Choice {
            verb: "lay".into(),
            from: cards.clone(),
            min: 2,
            max: 2,
        };
        assert_eq!(
            choice.to_move(&[cards[1], cards[0]]).unwrap().to_string(),
            "lay:7C:8C"
        );
        assert!(choice.to_move(&[cards[0]]).is_none());
        assert!(choice.to_move(&[cards[0], cards[0]]).is_none());
        assert!(choice.to_move(&[cards[0], "AS".parse().unwrap()]).is_none());
    }
}
