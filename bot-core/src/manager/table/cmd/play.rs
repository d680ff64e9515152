//! `Move`: a player's move in the game, made at the version his buttons were made at.

use crate::games::Refusal;
use crate::manager::table::game::refused;
use crate::manager::table::seats::Phase;
use crate::manager::table::{Change, Table};
use crate::protocol::{MoveAct, Refused};

impl Table {
    /// A person's move in a registry game.
    pub(in crate::manager) fn play(
        &mut self,
        me: usize,
        act: &MoveAct,
        change: &mut Change,
    ) -> Result<(), Refused> {
        let Phase::Playing(round) = &self.phase else {
            return Err(Refused::NotStarted);
        };
        if act.version.is_some_and(|v| !self.current(v)) {
            return Err(Refused::Stale {
                current: self.version,
            });
        }
        let Some(seat) = round.seat_of(me) else {
            return Err(refused(round.game.get(), Refusal::NOT_YOUR_TURN));
        };
        self.move_game(seat, &act.mv, change)?;
        change.changed = true;
        self.run_computers(change);
        Ok(())
    }
}
