//! A player's record on a channel's leaderboard and his rating there, as the manager keeps them
//! and the words show them: plain data (the leaderboard's ranking is the manager's
//! `leaderboard`, the rating's arithmetic its `rating`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use skillratings::glicko2::Glicko2Rating;

use crate::games::{Level, Unit};
use crate::ids::{Platform, UserId};
use crate::store::{Credit, Tally};

/// How many rated results make a rating more than provisional.
pub const PROVISIONAL: u32 = 10;

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
    /// Whether the entry holds only a rating carried over from the season before, with no
    /// result in this season yet: the board does not list it. The newest credit says.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub carried: bool,
    /// His rated results against the computer, by its level's name (`strong`: won and lost),
    /// in this season: at most one entry per level, so an entry stays small.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub against: BTreeMap<String, WonLost>,
}

/// Results won and lost against one opponent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WonLost {
    /// Results won.
    pub won: u32,
    /// Results lost.
    pub lost: u32,
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
        self.carried = delta.carried;
        for (level, tally) in &delta.against {
            let mine = self.against.entry(level.clone()).or_default();
            mine.won += tally.won;
            mine.lost += tally.lost;
        }
    }

    /// The ranking key: the unit's balance (Bummerl, Partien or Marken), then games balance,
    /// then game points.
    pub(crate) fn rank_key(&self, unit: Unit) -> (i64, i64, u32) {
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

/// One player's rating at one game in one channel.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct Rating {
    /// The rating (Glicko's scale, 1500 at first).
    pub rating: f64,
    /// How uncertain it is (one deviation; 350 at first).
    pub deviation: f64,
    /// Glicko-2's volatility (0.06 at first; Weng-Lin leaves it).
    pub volatility: f64,
    /// How many rated results it rests on.
    pub results: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        let start = Glicko2Rating::new();
        Rating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            results: 0,
        }
    }
}

/// Ratings compare by their bits: a rating is never NaN, and equal bits are one rating.
impl PartialEq for Rating {
    fn eq(&self, other: &Rating) -> bool {
        self.rating.to_bits() == other.rating.to_bits()
            && self.deviation.to_bits() == other.deviation.to_bits()
            && self.volatility.to_bits() == other.volatility.to_bits()
            && self.results == other.results
    }
}

impl Eq for Rating {}

impl Rating {
    /// Whether it rests on too few results to mean much yet.
    pub fn provisional(&self) -> bool {
        self.results < PROVISIONAL
    }
}

/// The leaderboard user of the computer at `level` in a channel of `platform`.
pub fn computer_id(platform: Platform, level: Level) -> UserId {
    UserId::new(platform, format!("{COMPUTER}{}", level.name()))
}

/// The computer's level, for one of its leaderboard users.
pub fn computer_level(user: &UserId) -> Option<Level> {
    let name = user.id.strip_prefix(COMPUTER)?;
    Level::ALL.into_iter().find(|l| l.name() == name)
}

/// How a computer's leaderboard user begins (no platform's user id has a colon).
const COMPUTER: &str = "computer:";
