//! A finished game as the family tells it: who won what, and each one's points and tricks.

use serde::{Deserialize, Serialize};

use crate::schnapsen::rules::Reason;
use crate::schnapsen::rules::bauern::{self, GameType};
use crate::unit::Unit;

/// A two-player game's end, in the terms of whoever tells it (a table's players, a deal's
/// seats).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The winning player, `None` for a tie.
    pub winner: Option<usize>,
    /// What the winner scores, in `unit`: the game's value times the multiplier after a tie
    /// (what the sheet records); 0 for a tie.
    pub game_points: u32,
    /// What the sheet counts: game points (Bummerl, Partie) or Marken.
    #[serde(default = "points_on_a_sheet")]
    pub unit: Unit,
    /// Why.
    pub reason: Reason,
    /// Whether the game was claimed because the loser's turn time ran out.
    pub forfeit: bool,
    /// Points of each player who played (player index, points, tricks).
    pub points: Vec<(usize, u16, u8)>,
}

/// The unit of a result stored before results named theirs.
fn points_on_a_sheet() -> Unit {
    Unit::Bummerl
}

/// The end of a Bauernschnapsen or Dreierschnapsen game, in the terms of whoever tells it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BauernResult {
    /// The game played (`None` after a redeal).
    pub game: Option<GameType>,
    /// The declarer (a player index).
    pub declarer: Option<usize>,
    /// 1, or 2/4/8 after Kontra, Retour, Subkontra.
    pub multiplier: u8,
    /// The winning players.
    pub winners: Vec<usize>,
    /// Game points every winning side (or player) strikes.
    pub game_points: u16,
    /// Why.
    pub reason: bauern::Reason,
    /// Each player's card points (with the marriages that count) and tricks: (player index,
    /// points, tricks).
    pub points: Vec<(usize, u16, u8)>,
}
