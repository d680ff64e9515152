//! The per-channel leaderboard: Bummerl won and lost (Schneider-Bummerl counting two), Schneider
//! given and taken, games won and lost, game points, and the rating.

use std::cmp::Reverse;

use serde::{Deserialize, Serialize};

use super::rating::Rating;
use crate::games::Unit;
use crate::ids::UserId;
use crate::store::{Credit, Tally};

/// One user's record in one channel.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// The user's name when last seen.
    pub name: String,
    /// Bummerl won (a Schneider-Bummerl counts two).
    pub bummerl_won: u32,
    /// Bummerl lost (a Schneider-Bummerl counts two).
    pub bummerl_lost: u32,
    /// Schneider-Bummerl given.
    pub schneider_given: u32,
    /// Schneider-Bummerl taken.
    pub schneider_taken: u32,
    /// Partien won (Sechsundsechzig), by their stakes.
    #[serde(default)]
    pub partien_won: u32,
    /// Partien lost, by their stakes.
    #[serde(default)]
    pub partien_lost: u32,
    /// Marken won minus Marken paid (Schnorps).
    #[serde(default)]
    pub marken: i64,
    /// Games won.
    pub games_won: u32,
    /// Games lost.
    pub games_lost: u32,
    /// Game points won.
    pub game_points: u32,
    /// When the entry was last credited (ms since the epoch; 0 for entries credited before
    /// entries kept it): the manager stamps each credit as it commits it, and the newest board
    /// of a channel is the game last played there.
    #[serde(default)]
    pub last: u64,
    /// The rating at this game in this channel, once rated ([`super::rating`]); a credit that
    /// carries one replaces it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<Rating>,
}

impl Tally for Stats {
    fn add(&mut self, other: &Stats) {
        Stats::add(self, other);
    }
}

impl Stats {
    /// Adds another record's counts to this one (the name becomes the newer one, the time of
    /// the last credit the later one).
    pub fn add(&mut self, delta: &Stats) {
        if !delta.name.is_empty() {
            self.name.clone_from(&delta.name);
        }
        self.bummerl_won += delta.bummerl_won;
        self.bummerl_lost += delta.bummerl_lost;
        self.schneider_given += delta.schneider_given;
        self.schneider_taken += delta.schneider_taken;
        self.partien_won += delta.partien_won;
        self.partien_lost += delta.partien_lost;
        self.marken += delta.marken;
        self.games_won += delta.games_won;
        self.games_lost += delta.games_lost;
        self.game_points += delta.game_points;
        self.last = self.last.max(delta.last);
        if delta.rating.is_some() {
            self.rating = delta.rating;
        }
    }

    /// The ranking key: the unit's balance (Bummerl, Partien or Marken), then games balance,
    /// then game points.
    fn rank_key(&self, unit: Unit) -> (i64, i64, u32) {
        let balance = match unit {
            Unit::Bummerl => i64::from(self.bummerl_won) - i64::from(self.bummerl_lost),
            Unit::Partie => i64::from(self.partien_won) - i64::from(self.partien_lost),
            Unit::Marken => self.marken,
        };
        (
            balance,
            i64::from(self.games_won) - i64::from(self.games_lost),
            self.game_points,
        )
    }
}

/// A change to one user's record in a variant's leaderboard (its board is the variant's name).
pub type Delta = Credit<Stats>;

/// Sorts entries best first by `unit` and keeps the top `n`.
pub fn top(mut entries: Vec<(UserId, Stats)>, n: usize, unit: Unit) -> Vec<(UserId, Stats)> {
    entries.sort_by_key(|(user, stats)| (Reverse(stats.rank_key(unit)), user.clone()));
    entries.truncate(n);
    entries
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Platform;

    #[test]
    fn ranks_by_bummerl_then_games_then_points() {
        let user = |n: &str| UserId::new(Platform::Terminal, n);
        let stats = |bw, bl, gw, gl, gp| Stats {
            bummerl_won: bw,
            bummerl_lost: bl,
            games_won: gw,
            games_lost: gl,
            game_points: gp,
            ..Stats::default()
        };
        let ranked = top(
            vec![
                (user("a"), stats(1, 1, 9, 0, 20)),
                (user("b"), stats(2, 0, 1, 5, 3)),
                (user("c"), stats(1, 1, 9, 0, 25)),
                (user("d"), stats(0, 3, 0, 0, 0)),
            ],
            3,
            Unit::Bummerl,
        );
        let names: Vec<&str> = ranked.iter().map(|(u, _)| u.id.as_str()).collect();
        assert_eq!(names, ["b", "c", "a"]);
    }
}
