//! `Hint`: what the strong computer would do, privately.

use crate::ids::User;
use crate::manager::table::Table;
use crate::protocol::{Body, Message, Recipient, Refused};

impl Table {
    /// What the strong computer player would do for `me` now, privately.
    pub(in crate::manager) fn hint(&self, user: &User, me: usize) -> Result<Message, Refused> {
        // Only where no other person plays: with two people and a computer at three (or four),
        // some games are one person against the other.
        let against_computer = self.players.iter().filter(|p| p.user().is_some()).count() == 1;
        if !against_computer && !self.hints {
            return Err(Refused::HintsOff);
        }
        let round = self.round().ok_or(Refused::NotStarted)?;
        let seat = round.seat_of(me).ok_or(Refused::NotYourTurn)?;
        let hint = self.game_hint(seat);
        Ok(Message {
            to: Recipient::User(user.id.clone()),
            body: Body::Hint(hint.ok_or(Refused::NotYourTurn)?),
        })
    }
}
