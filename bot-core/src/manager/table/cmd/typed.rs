//! `Typed`: a move or "ready" typed in words, read against the player's hand.

use crate::games::Refusal;
use crate::manager::table::Table;
use crate::manager::table::game::refused;
use crate::protocol::{Command, Play, Refused};
use crate::text::typed;

impl Table {
    /// What a player typed, as the move it means at this table: read against his hand (a move
    /// of the game that is not his now is made all the same, for the game to say why not), or
    /// his word that he is ready.
    pub(in crate::manager) fn read_typed(&self, me: usize, text: &str) -> Result<Command, Refused> {
        let round = self.round().ok_or(Refused::NotStarted)?;
        let not_a_move = || Refused::NotAMove {
            text: crate::text::quote(text),
        };
        let Some(seat) = round.seat_of(me) else {
            return Err(refused(round.game.get(), Refusal::NOT_YOUR_TURN));
        };
        let view = round.view(seat);
        let play = match typed::game_move(text, &view) {
            Some(mv) => Play::Game(mv),
            // "Ready", "Gut": done moving beside a computer that waits.
            None if typed::ready(text) => Play::Ready,
            None => Play::Game(typed::meant(text, &view).ok_or_else(not_a_move)?),
        };
        Ok(play.command(None))
    }
}
