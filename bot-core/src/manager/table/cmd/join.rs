//! `Join`: a person takes a free seat in the lobby.

use crate::ids::User;
use crate::manager::table::seats::{Player, PlayerKind};
use crate::manager::table::{Change, Table};
use crate::protocol::{Event, Refused};

impl Table {
    /// `user` takes the next free seat: refused if he is seated, the match is under way or
    /// every seat is taken.
    pub(in crate::manager) fn join(
        &mut self,
        user: &User,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if self.player_of(&user.id).is_some() {
            return Err(Refused::AlreadySeated);
        }
        if self.round().is_some() {
            return Err(Refused::AlreadyStarted);
        }
        if self.players.len() >= self.seats() {
            return Err(Refused::TableFull);
        }
        self.players.push(Player {
            name: user.name.clone(),
            kind: PlayerKind::Human(user.id.clone()),
        });
        change.changed = true;
        change.event(
            self.channel(),
            Event::Joined {
                name: user.name.clone(),
            },
        );
        Ok(())
    }
}
