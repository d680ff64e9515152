//! Who sits where: the players in seating order, the round being played with its game seats,
//! and who of them plays the current deal.

use serde::{Deserialize, Serialize};

use crate::games::{AnyGame, Level};
use crate::ids::UserId;
use crate::manager::record::DealLog;
use crate::manager::table::Table;
use crate::protocol::SeatInfo;

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    /// A user of the platform.
    Human(UserId),
    /// The computer, at a level.
    Computer(Level),
}

/// A seated player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Display name.
    pub name: String,
    /// Human or computer.
    pub kind: PlayerKind,
}

impl Player {
    /// The user, for a human player.
    pub fn user(&self) -> Option<&UserId> {
        match &self.kind {
            PlayerKind::Human(user) => Some(user),
            PlayerKind::Computer(_) => None,
        }
    }

    /// What the table view shows of the player.
    pub(in crate::manager) fn info(&self) -> SeatInfo {
        SeatInfo {
            name: self.name.clone(),
            user: self.user().cloned(),
            computer: match self.kind {
                PlayerKind::Computer(level) => Some(level),
                PlayerKind::Human(_) => None,
            },
        }
    }
}

/// The game being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The game's number in this Bummerl, from 1.
    pub number: u32,
    /// The dealer (a player index).
    pub dealer: usize,
    /// For each game seat, the player index sitting there (seat 0 is the forehand).
    pub seats: Vec<usize>,
    /// The deal (stored as `{"Game": …}`).
    #[serde(with = "crate::manager::tagged")]
    pub game: AnyGame,
    /// At three with `kiebitz`: the sitting-out player and the player whose hand he follows.
    #[serde(default)]
    pub watcher: Option<(usize, usize)>,
    /// At four and three: people who said "Gut" to doubling before the first card, so that a
    /// computer need not wait for them ([`DOUBLE_WAIT_MS`]).
    #[serde(default)]
    pub declined: Vec<usize>,
    /// The deal as dealt and its moves so far, recorded once it ends (`None` for a deal dealt
    /// before deals were recorded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<DealLog>,
}

impl Round {
    /// The game seat of a player, if he plays in this game.
    pub fn seat_of(&self, player: usize) -> Option<usize> {
        self.seats.iter().position(|&p| p == player)
    }

    /// The player in a game seat.
    pub fn player_at(&self, seat: usize) -> usize {
        self.seats[seat]
    }

    /// The player to act, if the game is not over (where several may act at once, the first
    /// of them).
    pub fn player_to_act(&self) -> Option<usize> {
        let seat = *self.game.get().to_act().first()?;
        self.seats.get(seat).copied()
    }
}

/// Where the table is in its life.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Waiting for players and the start (also between Bummerl).
    Lobby,
    /// A game is being played.
    Playing(Box<Round>),
}

impl Table {
    /// Whether `player` plays in the round's deal: he has a seat and does not sit it out.
    pub(in crate::manager) fn plays(&self, round: &Round, player: usize) -> bool {
        let may_sit_out = round.game.id().spec().table.sits_out;
        round
            .seat_of(player)
            .is_some_and(|seat| !(may_sit_out && round.game.get().sits_out(seat)))
    }

    /// Whether the table lets a player sitting a deal out follow another's hand (the game's
    /// `kiebitz` rule).
    pub(in crate::manager) fn kiebitz(&self) -> bool {
        self.game_rules.flag("kiebitz")
    }

    /// The names of a round's seats.
    pub(in crate::manager) fn seat_names(&self, round: &Round) -> Vec<String> {
        round
            .seats
            .iter()
            .map(|&p| self.players[p].name.clone())
            .collect()
    }
}
