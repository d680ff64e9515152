//! A table's running score: a copy in *player* terms of the standing its game keeps in the
//! deal's seats (a Bummerl or Partie from 7, the sheet from 24, Marken, chips), for the score,
//! the lobby and the leaderboard's units.

use serde::{Deserialize, Serialize};

use crate::games::GameId;
use crate::games::Unit;

/// The running score of a table (stored as `{"Game": …}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    /// The game.
    pub game: GameId,
    /// Each player's running total in the game's unit.
    pub totals: Vec<i64>,
}

impl Sheet {
    /// A fresh score for a variant played by `players`.
    pub fn new(variant: GameId, players: usize) -> Sheet {
        Sheet {
            game: variant,
            totals: vec![0; players],
        }
    }

    /// The same kind of score, fresh.
    pub fn fresh(&self) -> Sheet {
        Sheet::new(self.game, self.totals.len())
    }

    /// What the score counts.
    pub fn unit(&self) -> Unit {
        Unit::of(self.game)
    }

    /// Checks that the sheet is the variant's, for `players`.
    pub fn check(&self, variant: GameId, players: usize) -> Result<(), String> {
        if self.game != variant || self.totals.len() != players {
            return Err(format!("the score is not one of {variant} for {players}"));
        }
        Ok(())
    }

    /// Takes a game's standing after a deal whose seat `s` was player `seats[s]`.
    pub fn record_game(&mut self, seats: &[usize], standing: &[i64]) {
        for (s, &p) in seats.iter().enumerate() {
            if let (Some(total), Some(&value)) = (self.totals.get_mut(p), standing.get(s)) {
                *total = value;
            }
        }
    }
}
