//! A move open to a player, as a key offers it and a typed word means it.

use super::button::Button;
use super::command::{Command, MoveAct, Pick, Ready};
use crate::games::{CardSet, Move};

/// A move open to a player: one of his game's moves, or his word that he is ready.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// A move of the game.
    Game(Move),
    /// "Ready" ("Gut"): done moving beside a computer that waits for him (a double out of turn,
    /// a punter's stake).
    Ready,
    /// Opens the group of his moves that begin with these words, where there are too many to
    /// list at once ([`Move::group`]: a stake's rank, then its amount).
    Open(Move),
    /// Back from a group to all his moves.
    Back,
}

/// The most moves a typed hand lists at once: more are offered in groups first.
pub const MAX_LISTED: usize = 25;

impl Play {
    /// The key's button for a hand shown at `version`.
    pub fn button(self, version: u64) -> Button {
        match self {
            Play::Game(mv) => Button::Move { version, mv },
            Play::Ready => Button::Ready { version },
            Play::Open(_) | Play::Back => Button::Pick(self.pick(version)),
        }
    }

    /// The command that makes the move against `version` (`None`: now, for typed moves; a
    /// group is opened on the hand it was offered on, its version).
    pub fn command(self, version: Option<u64>) -> Command {
        match self {
            Play::Game(mv) => Command::Move(MoveAct { version, mv }),
            Play::Ready => Command::Ready(Ready { version }),
            Play::Open(_) | Play::Back => Command::Pick(self.pick(version.unwrap_or_default())),
        }
    }

    /// The hand shown again with a group open (or none).
    fn pick(self, version: u64) -> Pick {
        Pick {
            version,
            picked: CardSet::default(),
            suit: None,
            prefix: match self {
                Play::Open(head) => Some(head),
                _ => None,
            },
        }
    }
}
