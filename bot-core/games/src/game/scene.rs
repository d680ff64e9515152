//! [`Scene`]: what a picture of a deal shows one recipient — the cards on the table where they
//! lie, and a seat's hand — taken from what the game's views show, never more.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet};

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
    /// Cards lying open before a seat (shown, laid down), by seat.
    pub open: Vec<(usize, Vec<Card>)>,
}

impl Scene {
    /// Every card the scene shows.
    pub fn cards(&self) -> CardSet {
        let placed = self.trick.iter().chain(&self.last_trick).map(|&(_, c)| c);
        let open = self
            .open
            .iter()
            .flat_map(|(_, cards)| cards.iter().copied());
        self.hand
            .iter()
            .copied()
            .chain(placed)
            .chain(self.trump)
            .chain(open)
            .collect()
    }
}
