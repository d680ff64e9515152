//! `Leave`: a player gets up — the computer takes his seat where the table lets it, else he
//! resigns the match under way.

use crate::games::Level;
use crate::manager::table::seats::{Player, PlayerKind};
use crate::manager::table::{Change, Table};
use crate::protocol::Event;

impl Table {
    /// Player `me` gets up. During a match the computer takes his seat where the table lets
    /// it and other people still play; else he resigns the match. The last person leaving
    /// closes the table; an opener who leaves hands the table to the next person.
    pub(in crate::manager) fn leave(&mut self, me: usize, change: &mut Change) {
        let name = self.players[me].name.clone();
        change.changed = true;
        let others = (0..self.players.len()).any(|p| p != me && self.players[p].user().is_some());
        if self.round().is_some() && self.computer_takeover && others {
            // The table lets the computer fill the seat: the game and the Bummerl go on for
            // the people still seated. (The last person leaving resigns, below: else leaving
            // would wipe a Bummerl lost against the computer.)
            let leaver = self.players[me].user().cloned();
            self.players[me].kind = PlayerKind::Computer(Level::Strong);
            self.players[me].name = "Computer".into();
            self.abort_votes.retain(|&p| p != me);
            change.event(self.channel(), Event::Replaced { name });
            if leaver.as_ref() == Some(&self.opener) {
                let next = self.players.iter().find_map(Player::user).expect("a human");
                self.opener = next.clone();
            }
            self.run_computers(change);
            return;
        }
        if self.round().is_some() {
            self.resign(me, change);
        } else {
            change.event(self.channel(), Event::Left { name });
        }
        self.players.remove(me);
        self.abort_votes.clear();
        self.abort_asked = None;
        self.next_dealer = 0;
        match self.players.iter().find_map(Player::user) {
            None => change.closed = true,
            Some(first) if self.player_of(&self.opener).is_none() => self.opener = first.clone(),
            Some(_) => {}
        }
    }

    /// Player `me` resigns the Bummerl (or Partie) in progress: he gets it, the others are
    /// credited. With Marken there is nothing to resign; the table simply goes back to the
    /// lobby.
    pub(in crate::manager) fn resign(&mut self, me: usize, change: &mut Change) {
        let (name, unit) = (self.players[me].name.clone(), self.tally.unit());
        change.event(self.channel(), Event::Resigned { name, unit });
        // The game says what his resigning counts, for him and his side.
        let results = self.round().and_then(|round| {
            let seat = round.seat_of(me).unwrap_or(0);
            let results = round.game.get().resign(seat)?;
            let mut by_player: Vec<(usize, i64)> =
                round.seats.iter().copied().zip(results).collect();
            by_player.sort_unstable();
            Some(by_player)
        });
        match results {
            Some(results) => self.resign_game(results, change),
            None => self.new_match(),
        }
    }
}
