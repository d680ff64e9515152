//! How a game ended.

use serde::{Deserialize, Serialize};

use super::seat::{PerSeat, Seat};

/// The line below which a loser is "Schneider" (fewer than 33 points).
const SCHNEIDER_LINE: u16 = 33;

/// Game points for a win, measured on the loser (RULES.md, also the Rufer of Bauernschnapsen): 3
/// if the loser has no trick, 2 if he has fewer than 33 points, else 1.
pub const fn game_points_against(loser_tricks: u8, loser_points: u16) -> u8 {
    if loser_tricks == 0 {
        3
    } else if loser_points < SCHNEIDER_LINE {
        2
    } else {
        1
    }
}

/// Why a game ended the way it did (the `reason` of FORMAT.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// A good claim, also one counted at the end of play.
    Claim,
    /// A claim without 66 by a player who had not closed.
    FalseClaim,
    /// The closer lost: the opponent's good claim, the closer's false claim, or play ended
    /// without his 66.
    CloserFailed,
    /// Talon not closed, play ended, and the winner of the last trick has fewer than 66.
    LastTrick,
    /// 65 each: nobody wins.
    Tie,
}

impl Reason {
    /// The reason's name in FORMAT.md.
    pub const fn code(self) -> &'static str {
        match self {
            Reason::Claim => "claim",
            Reason::FalseClaim => "false_claim",
            Reason::CloserFailed => "closer_failed",
            Reason::LastTrick => "last_trick",
            Reason::Tie => "tie",
        }
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner, `None` for a tie.
    pub winner: Option<Seat>,
    /// Game points the winner scores (Marken in Schnorps); 0 for a tie.
    pub game_points: u8,
    /// Why.
    pub reason: Reason,
    /// Each seat's points at the end: card points plus counted marriages.
    pub points: PerSeat<u16>,
    /// Each seat's tricks.
    pub tricks: PerSeat<u8>,
}
