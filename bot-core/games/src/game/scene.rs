//! [`Scene`]: what a picture of a deal shows one recipient — the cards on the table where they
//! lie, and a seat's hand — taken from what the game's views show, never more.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet};
use crate::lang::Lang;
use crate::words::WORDS;

/// What a picture of a deal shows: the trick in play, the last trick where the game shows it,
/// the trump card under the talon and the talon's size, cards lying open before a seat, and
/// the recipient's hand. Every card in it is one the recipient's text view shows
/// ([`crate::game::View::shown`]); seats are the deal's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Scene {
    /// The seat's hand in the game's order (empty for the table).
    pub hand: Vec<Card>,
    /// The trick in play: each card with the seat that played it, in the order played.
    pub trick: Vec<(usize, Card)>,
    /// The last finished trick, where the game's views show it, in the order played.
    pub last_trick: Vec<(usize, Card)>,
    /// The trump card turned up under the talon, while it lies there.
    pub trump: Option<Card>,
    /// How many cards lie face down in the talon (the trump card not counted).
    pub talon: usize,
    /// Cards lying open before a seat (shown, laid down, turned), by seat, each group with
    /// what it is.
    pub open: Vec<Open>,
}

/// Cards lying open before a seat, and what they are.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Open {
    /// The seat they lie before.
    pub seat: usize,
    /// What they are (the label a picture writes over them).
    pub what: Lying,
    /// The cards, in the game's order.
    pub cards: Vec<Card>,
}

/// What cards lying open before a seat are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lying {
    /// Shown from the hand (a marriage, a fifteen, an open hand).
    Shown,
    /// Taken into the hand in sight of both, still held.
    TakenIn,
    /// Laid away by the seat.
    LaidAway,
    /// The card turned at the deal.
    Turned,
    /// The seat's cards of the last game, as they were shown.
    LastGame,
    /// The bank's card of the last pair drawn.
    Bank,
    /// The punters' card of the last pair drawn (la Ponte).
    Ponte,
}

impl Lying {
    /// The label a picture writes over the cards.
    pub fn label(self, lang: Lang) -> String {
        let id = match self {
            Lying::Shown => "lying-shown",
            Lying::TakenIn => "lying-taken-in",
            Lying::LaidAway => "lying-laid-away",
            Lying::Turned => "lying-turned",
            Lying::LastGame => "lying-last-game",
            Lying::Bank => "lying-bank",
            Lying::Ponte => "lying-ponte",
        };
        WORDS.text(lang, id)
    }
}

impl Open {
    /// `cards` lying before `seat` as `what`, or nothing if there are none.
    pub fn some(seat: usize, what: Lying, cards: Vec<Card>) -> Option<Open> {
        (!cards.is_empty()).then_some(Open { seat, what, cards })
    }
}

impl Scene {
    /// Every card the scene shows.
    pub fn cards(&self) -> CardSet {
        let placed = self.trick.iter().chain(&self.last_trick).map(|&(_, c)| c);
        let open = self.open.iter().flat_map(|open| open.cards.iter().copied());
        self.hand
            .iter()
            .copied()
            .chain(placed)
            .chain(self.trump)
            .chain(open)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_is_in_both_languages() {
        use Lying::*;
        for what in [Shown, TakenIn, LaidAway, Turned, LastGame, Bank, Ponte] {
            for lang in Lang::ALL {
                let label = what.label(lang);
                assert!(
                    !label.is_empty() && !label.starts_with("lying-"),
                    "{what:?}"
                );
            }
        }
    }
}
