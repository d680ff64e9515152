//! `Start`: the first deal, once every seat is taken.

use crate::manager::table::{Change, Table};
use crate::protocol::Refused;

impl Table {
    /// The first deal of a match, once every seat is taken (with the computers the game needs,
    /// a bank).
    pub(in crate::manager) fn start(
        &mut self,
        _me: usize,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if self.round().is_some() {
            return Err(Refused::AlreadyStarted);
        }
        if self.players.len() < self.seats() {
            return Err(Refused::TooFewPlayers {
                needed: self.seats(),
            });
        }
        let computers = self.players.iter().filter(|p| p.user().is_none()).count();
        if computers < self.computer_seats_needed() {
            return Err(Refused::ComputerNeeded);
        }
        change.changed = true;
        self.deal(change);
        self.run_computers(change);
        Ok(())
    }
}
