//! `Kiebitz`: at three, the player sitting out follows another's hand, read-only.

use crate::manager::table::seats::Phase;
use crate::manager::table::{Change, Table};
use crate::protocol::Refused;

impl Table {
    /// At three with `kiebitz`: the player sitting out follows one player's hand, read-only.
    pub(in crate::manager) fn watch(
        &mut self,
        me: usize,
        watched: usize,
        change: &mut Change,
    ) -> Result<(), Refused> {
        let Some(round) = self.round() else {
            return Err(Refused::NotStarted);
        };
        if !self.kiebitz() || self.plays(round, me) || !self.plays(round, watched) {
            return Err(Refused::NoKiebitz);
        }
        let Phase::Playing(round) = &mut self.phase else {
            unreachable!("checked above")
        };
        round.watcher = Some((me, watched));
        change.changed = true;
        change.quiet = true;
        change.messages.extend(self.hand_message(me));
        Ok(())
    }
}
