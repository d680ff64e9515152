//! A move open to a player, as a key offers it and a typed word means it.

use super::button::Button;
use super::command::{Command, MoveAct, Ready};
use crate::games::Move;

/// A move open to a player: one of his game's moves, or his word that he is ready.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// A move of the game.
    Game(Move),
    /// "Ready" ("Gut"): done moving beside a computer that waits for him (a double out of turn,
    /// a punter's stake).
    Ready,
}

impl Play {
    /// The key's button for a hand shown at `version`.
    pub fn button(self, version: u64) -> Button {
        match self {
            Play::Game(mv) => Button::Move { version, mv },
            Play::Ready => Button::Ready { version },
        }
    }

    /// The command that makes the move against `version` (`None`: now, for typed moves).
    pub fn command(self, version: Option<u64>) -> Command {
        match self {
            Play::Game(mv) => Command::Move(MoveAct { version, mv }),
            Play::Ready => Command::Ready(Ready { version }),
        }
    }
}
