//! `Pick`: a player picks cards or pages through a large hand before he moves.

use crate::manager::table::{Change, Table};
use crate::protocol::{Pick, Refused};

impl Table {
    /// The hand message of `player` while he picks cards or pages through a large hand.
    /// The choice is kept with the table (without moving it on) until the player moves or the
    /// deal changes for everybody.
    pub(in crate::manager) fn pick(
        &mut self,
        me: usize,
        pick: &Pick,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if self.round().is_none() {
            return Err(Refused::NotStarted);
        }
        if !self.current(pick.version) {
            return Err(Refused::Stale {
                current: self.version,
            });
        }
        self.picks.insert(me, *pick);
        let message = self.hand_message(me).ok_or(Refused::NotSeated)?;
        change.messages.push(message);
        change.changed = true;
        change.quiet = true;
        Ok(())
    }
}
