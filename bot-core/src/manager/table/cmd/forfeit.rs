//! `Forfeit`: claiming the game of a player whose time ran out.

use crate::manager::table::{Change, Table};
use crate::protocol::{Event, Refused};

impl Table {
    /// Player `me` claims the deal of the player to act, once that player's time has run out
    /// (`now` against his turn timer) and where the game lets a deal be claimed.
    pub(in crate::manager) fn forfeit(
        &mut self,
        me: usize,
        now: u64,
        change: &mut Change,
    ) -> Result<(), Refused> {
        let Some(round) = self.round().cloned() else {
            return Err(Refused::NotStarted);
        };
        let absent = round
            .player_to_act()
            .filter(|&p| p != me && self.plays(&round, me) && self.may_claim(p));
        let (Some(absent), Some(timer)) = (absent, self.timer) else {
            return Err(Refused::NothingToForfeit);
        };
        if now < timer.forfeit_at {
            return Err(Refused::TooEarly {
                seconds_left: (timer.forfeit_at - now).div_ceil(1000),
            });
        }
        change.changed = true;
        change.event(
            self.channel(),
            Event::Forfeited {
                absent: self.players[absent].name.clone(),
            },
        );
        self.forfeit_game(absent, change);
        self.run_computers(change);
        Ok(())
    }
}
