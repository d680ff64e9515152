//! `Ready` ("Gut"): a player a computer waits for lets it go on.

use crate::manager::table::seats::Phase;
use crate::manager::table::{Change, Table};
use crate::protocol::{Ready, Refused};

impl Table {
    /// "Ready": a player awaited by a computer lets it go on; his hand loses the key, nobody
    /// else's buttons go stale.
    pub(in crate::manager) fn ready(
        &mut self,
        me: usize,
        ready: &Ready,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if self.round().is_none() {
            return Err(Refused::NotStarted);
        }
        if ready.version.is_some_and(|v| !self.current(v)) {
            return Err(Refused::Stale {
                current: self.version,
            });
        }
        if !self.may_decline(me) {
            return Err(Refused::NobodyWaits);
        }
        if let Phase::Playing(round) = &mut self.phase {
            round.declined.push(me);
        }
        change.moves.add(Some(vec![me]));
        change.changed = true;
        self.run_computers(change);
        Ok(())
    }
}
