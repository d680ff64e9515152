//! `AddComputer`: the opener seats the computer in a free seat of the lobby.

use crate::games::Level;
use crate::ids::User;
use crate::manager::table::seats::{Player, PlayerKind};
use crate::manager::table::{Change, Table};
use crate::protocol::{Event, Refused};

impl Table {
    /// The opener seats the strong computer in the next free seat of the lobby.
    pub(in crate::manager) fn add_computer(
        &mut self,
        user: &User,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if user.id != self.opener {
            return Err(Refused::NotOpener);
        }
        if self.round().is_some() {
            return Err(Refused::AlreadyStarted);
        }
        if self.players.len() >= self.seats() {
            return Err(Refused::TableFull);
        }
        let n = self.players.iter().filter(|p| p.user().is_none()).count() + 1;
        let name = format!("Computer {n}");
        self.players.push(Player {
            name: name.clone(),
            kind: PlayerKind::Computer(Level::Strong),
        });
        change.changed = true;
        change.event(self.channel(), Event::Joined { name });
        Ok(())
    }
}
