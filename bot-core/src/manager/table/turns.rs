//! Turns and timers: the new version and turn clock after each accepted change, the reminder
//! and the end of a player's time, and the computers' turns (with their wait while people may
//! still double).

use serde::{Deserialize, Serialize};

use crate::games::Level;
use crate::manager::table::seats::{PlayerKind, Round};
use crate::manager::table::{Change, Moves, Table};
use crate::protocol::{DOUBLE_WAIT_MS, Event, Recipient};

/// How long a player may take before a reminder, and before the opponent may claim the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timing {
    /// Milliseconds until the reminder.
    pub reminder_ms: u64,
    /// Milliseconds until the game may be claimed (or the computer plays for the player).
    pub forfeit_ms: u64,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            reminder_ms: 120_000,
            forfeit_ms: 600_000,
        }
    }
}

/// The clock of the player to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnTimer {
    /// The player whose turn it is: a person, or a computer that waits before the first card
    /// of a game at four or three while people may still double ([`DOUBLE_WAIT_MS`]).
    pub player: usize,
    /// When to remind him (ms since the epoch).
    pub remind_at: u64,
    /// When his time runs out.
    pub forfeit_at: u64,
    /// Whether he was reminded.
    pub reminded: bool,
    /// Whether the table was told his time ran out.
    pub expired: bool,
}

impl TurnTimer {
    /// The next moment something is due, if anything still is.
    pub fn next_due(&self) -> Option<u64> {
        if !self.reminded {
            Some(self.remind_at)
        } else if !self.expired {
            Some(self.forfeit_at)
        } else {
            None
        }
    }
}

impl Table {
    /// Runs due timers at `now`: the reminder, then the end of the turn time.
    pub fn tick(&mut self, now: u64, timing: Timing) -> Change {
        let mut change = Change::default();
        let Some(mut timer) = self.timer else {
            return change;
        };
        let Some(user) = self.players[timer.player].user().cloned() else {
            // A computer waiting for doubles: the wait is over, it plays on.
            if !timer.expired && now >= timer.forfeit_at {
                timer.expired = true;
                self.timer = Some(timer);
                change.changed = true;
                self.run_computers(&mut change);
                self.settle(now, timing, &mut change);
            }
            return change;
        };
        if !timer.reminded && now >= timer.remind_at {
            timer.reminded = true;
            let seconds_left = timer.forfeit_at.saturating_sub(now) / 1000;
            change.event(Recipient::User(user), Event::Reminder { seconds_left });
            change.changed = true;
        }
        if !timer.expired && now >= timer.forfeit_at {
            timer.expired = true;
            change.changed = true;
            // Where the game lets nobody claim a deal from an absent player (at four and three
            // nobody can alone), the computer always steps in.
            if self.computer_takeover || !self.may_claim(timer.player) {
                self.timer = Some(timer);
                self.take_over(timer.player, &mut change);
                self.settle(now, timing, &mut change);
                return change;
            }
            let absent = self.players[timer.player].name.clone();
            change.event(self.channel(), Event::ForfeitAvailable { absent });
        }
        self.timer = Some(timer);
        change
    }

    /// Lets computer players move while it is their turn.
    pub(in crate::manager) fn run_computers(&mut self, change: &mut Change) {
        // A whole Bummerl between computers is at most a few hundred moves; the bound only guards
        // against a bug turning into a hang.
        // Computers that chose to wait (free to act, they need not) since the last move.
        let mut waiting = Vec::new();
        for step in 0..10_000u64 {
            let Some(round) = self.round() else { return };
            let Some(player) = self.computer_to_act(round, &waiting) else {
                return;
            };
            let PlayerKind::Computer(level) = self.players[player].kind else {
                return;
            };
            if self.waits_for_doubles(player) {
                // A computer's bank waits for the people while the other computers punt side
                // by side; elsewhere (a first card while a person may double) all wait.
                if !round.game.id().spec().table.computer_bank {
                    return;
                }
                waiting.push(player);
                continue;
            }
            match self.computer_move(player, level, step, change) {
                Some(_) => waiting.clear(),
                None => waiting.push(player),
            }
        }
    }

    /// The player to act if a computer plays his seat: in a registry game where several may act
    /// at once, the first computer among them that is not `waiting`.
    pub(in crate::manager) fn computer_to_act(
        &self,
        round: &Round,
        waiting: &[usize],
    ) -> Option<usize> {
        let is_computer = |p: &usize| matches!(self.players[*p].kind, PlayerKind::Computer(_));
        round
            .game
            .get()
            .to_act()
            .into_iter()
            .map(|s| round.seats[s])
            .filter(|p| !waiting.contains(p))
            .find(is_computer)
    }

    /// Whether the computer `player`, to act, is to wait because a person may still double
    /// before the first card — unless its wait has already run out.
    pub(in crate::manager) fn waits_for_doubles(&self, player: usize) -> bool {
        if self.timer.is_some_and(|t| t.player == player && t.expired) {
            return false;
        }
        // Only a computer whose move ends the others' moves side by side waits (a banker before
        // his draw, the first card after a double), not one that moves beside them.
        if let Some(round) = self.round()
            && !round
                .seat_of(player)
                .is_some_and(|seat| self.ends_side_by_side(seat))
        {
            return false;
        }
        self.round()
            .is_some_and(|round| round.seats.iter().any(|&p| self.awaited(p)))
    }

    /// Whether a computer is waiting for `player`'s double: he may then say "Gut" instead (a
    /// pass out of turn), and the computers play on once nobody else is awaited.
    pub(in crate::manager) fn may_decline(&self, player: usize) -> bool {
        let waiting = self
            .timer
            .is_some_and(|t| !t.expired && self.players[t.player].user().is_none());
        waiting && self.awaited(player)
    }

    /// Whether the computers wait for `player`: he is a person who may still move side by side
    /// with a computer about to end that (a double at four or three before the first card, a
    /// punter's stake) and has not said he is done ("Gut", "Ready").
    pub(in crate::manager) fn awaited(&self, player: usize) -> bool {
        let Some(round) = self.round() else {
            return false;
        };
        let Some(seat) = round.seat_of(player) else {
            return false;
        };
        self.may_move_side_by_side(seat)
            && self.players[player].user().is_some()
            && !round.declined.contains(&player)
    }

    /// The computer plays one move for a player whose time ran out.
    pub(in crate::manager) fn take_over(&mut self, player: usize, change: &mut Change) {
        let name = self.players[player].name.clone();
        // The game tells the move itself (the cards laid away stay the declarer's secret).
        self.computer_move(player, Level::Strong, 0, change);
        change.event(self.channel(), Event::TookOver { name });
        self.run_computers(change);
    }

    /// After an accepted change: the new version, the turn timer, the table and the hands.
    pub(in crate::manager) fn settle(&mut self, now: u64, timing: Timing, change: &mut Change) {
        self.version += 1;
        let side_by_side = match &change.moves {
            Moves::SideBySide(hands) if self.epoch.is_some() => Some(hands.clone()),
            _ => {
                self.epoch = Some(self.version);
                self.picks.clear();
                None
            }
        };
        let to_act = self.round().and_then(Round::player_to_act);
        self.timer = to_act.and_then(|player| {
            if self.players[player].user().is_some() {
                Some(TurnTimer {
                    player,
                    remind_at: now + timing.reminder_ms,
                    forfeit_at: now + timing.forfeit_ms,
                    reminded: false,
                    expired: false,
                })
            } else {
                // A computer is left to act only while it waits for doubles.
                self.waits_for_doubles(player).then_some(TurnTimer {
                    player,
                    remind_at: now + DOUBLE_WAIT_MS,
                    forfeit_at: now + DOUBLE_WAIT_MS,
                    reminded: true,
                    expired: false,
                })
            }
        });
        // Moves side by side leave the others' hands as they were: only the table and the
        // hands they changed are sent again, so nobody's open choice is reset under him.
        change
            .messages
            .extend(self.snapshot_of(side_by_side.as_deref()));
    }

    /// Whether buttons made at `version` are still good: the current version's, or at a
    /// registry game those of the version since which the choices have stood.
    pub(in crate::manager) fn current(&self, version: u64) -> bool {
        version == self.version || self.epoch == Some(version)
    }

    /// Whether the others may claim the deal from `player` once his time ran out (else the
    /// computer plays for him).
    pub(in crate::manager) fn may_claim(&self, player: usize) -> bool {
        let Some(round) = self.round() else {
            return false;
        };
        round.game.id().spec().table.forfeit
            && round
                .seat_of(player)
                .is_some_and(|seat| round.game.get().forfeit(seat).is_some())
    }

    /// Whether a computer in game seat `seat` would end the others' moves side by side (a
    /// banker's draw): then it waits for the people who may still move to say they are ready.
    pub(in crate::manager) fn ends_side_by_side(&self, seat: usize) -> bool {
        self.current_deal().is_some_and(|game| {
            game.id().spec().table.concurrent && {
                let game = game.get();
                game.legal(seat).iter().any(|mv| !game.concurrent(seat, mv))
            }
        })
    }

    /// Whether the person in game seat `seat` may still move side by side with others (a
    /// punter who may stake), so that a computer about to end that waits for him.
    pub(in crate::manager) fn may_move_side_by_side(&self, seat: usize) -> bool {
        self.current_deal().is_some_and(|game| {
            let concurrent = game.id().spec().table.concurrent;
            let game = game.get();
            concurrent && game.to_act().len() > 1 && game.to_act().contains(&seat) && {
                let legal = game.legal(seat);
                !legal.is_empty() && legal.iter().all(|mv| game.concurrent(seat, mv))
            }
        })
    }
}
