//! What a game's matches count: the unit its score, its leaderboard and its words are in.

use serde::{Deserialize, Serialize};

use crate::registry::GameId;
use crate::registry::Ranking;

/// What a table's score counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    /// A Bummerl from 7 (a Schneider-Bummerl counts two): Schnapsen, Bauernschnapsen.
    Bummerl,
    /// A Partie won or lost, worth its value: Sechsundsechzig, Elfern, Mariage …
    Partie,
    /// Amounts added up — Marken, chips, Striche — in a running account or per match.
    Marken,
}

impl Unit {
    /// The unit a game's matches count in, from its registry entry ([`Ranking`]).
    pub fn of(game: GameId) -> Unit {
        match game.spec().ranking {
            Ranking::Partien => Unit::Partie,
            Ranking::Bummerl => Unit::Bummerl,
            Ranking::Amounts | Ranking::Account => Unit::Marken,
        }
    }
}
