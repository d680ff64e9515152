//! Seasons: a channel's leaderboards start afresh every calendar month (or quarter, or never:
//! [`SeasonLength`]), and a channel admin may end the running season early. A channel's record
//! of its seasons ([`Seasons`]) names the running one and those past; each season has a board of
//! its own per game ([`Season::board`]), the past ones kept as they were.
//!
//! Names are what players type after `/top GAME`: `2026-11` (a month), `2026-Q4` (a quarter),
//! and for a season begun by an early end within the same month or quarter, its number after a
//! dot: `2026-11.2`. All in UTC.

use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::stats::Rating;

/// How long a season runs before the next result starts a new one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeasonLength {
    /// No seasons: the boards run on for ever, and nobody ends a season.
    Off,
    /// A season per calendar month (the default).
    #[default]
    Monthly,
    /// A season per calendar quarter.
    Quarterly,
}

impl FromStr for SeasonLength {
    type Err = String;

    /// `off`, `monthly` or `quarterly`.
    fn from_str(s: &str) -> Result<SeasonLength, String> {
        match s {
            "off" => Ok(SeasonLength::Off),
            "monthly" => Ok(SeasonLength::Monthly),
            "quarterly" => Ok(SeasonLength::Quarterly),
            _ => Err(format!(
                "{s:?} is not a season's length (off, monthly, quarterly)"
            )),
        }
    }
}

impl SeasonLength {
    /// The name of the season that the time `now` (ms since the epoch, UTC) falls in, if
    /// seasons are kept.
    pub fn period(self, now: u64) -> Option<String> {
        let (year, month) = year_and_month(now);
        match self {
            SeasonLength::Off => None,
            SeasonLength::Monthly => Some(format!("{year:04}-{month:02}")),
            SeasonLength::Quarterly => Some(format!("{year:04}-Q{}", (month - 1) / 3 + 1)),
        }
    }
}

/// The calendar year and month (1 to 12) of a time in ms since the epoch, in UTC (Howard
/// Hinnant's `civil_from_days`).
fn year_and_month(ms: u64) -> (i64, u32) {
    let days = (ms / 86_400_000) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month)
}

/// Whether a word reads as a season's name (`2026-11`, `2026-Q4`, `2026-11.2`): front ends
/// tell it from a game's name and a count this way.
pub fn is_season_name(word: &str) -> bool {
    let (period, number) = match word.split_once('.') {
        Some((period, number)) => (period, Some(number)),
        None => (word, None),
    };
    let number_ok = number.is_none_or(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    let Some((year, part)) = period.split_once('-') else {
        return false;
    };
    let part_ok = match part.strip_prefix(['Q', 'q']) {
        Some(quarter) => matches!(quarter, "1" | "2" | "3" | "4"),
        None => part.len() == 2 && part.parse::<u32>().is_ok_and(|m| (1..=12).contains(&m)),
    };
    year.len() == 4 && year.bytes().all(|b| b.is_ascii_digit()) && part_ok && number_ok
}

/// One season of a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Season {
    /// Its name (`2026-11`, `2026-Q4`, `2026-11.2`).
    pub name: String,
    /// When it began (ms since the epoch; for the first, when it was recorded).
    pub started: u64,
    /// When it ended (ms since the epoch), once it has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<u64>,
    /// Whether it is the channel's first season, whose boards are the variants' own names (the
    /// leaderboards of the releases before seasons, kept as they were).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub first: bool,
}

impl Season {
    /// The board of game `id` in this season: the game's name in the first season, else the
    /// name and the season's (`schnapsen@2026-12`).
    pub fn board(&self, id: &str) -> String {
        if self.first {
            id.to_owned()
        } else {
            format!("{id}@{}", self.name)
        }
    }
}

/// A channel's seasons: the running one and those past.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seasons {
    /// The running season.
    pub running: Season,
    /// The past ones, oldest first.
    pub past: Vec<Season>,
}

impl Seasons {
    /// A channel's first season, `name`, from `now`: its boards are the game's own.
    pub fn first(name: String, now: u64) -> Seasons {
        Seasons {
            running: Season {
                name,
                started: now,
                ended: None,
                first: true,
            },
            past: Vec::new(),
        }
    }

    /// Ends the running season at `now` and starts the next: `period`'s, or where that is the
    /// running season's own (an early end), its next number (`2026-11.2`).
    pub fn turn(&mut self, period: &str, now: u64) {
        let (running_period, number) = match self.running.name.split_once('.') {
            Some((p, n)) => (p, n.parse::<u32>().unwrap_or(1)),
            None => (self.running.name.as_str(), 1),
        };
        let name = if running_period == period {
            format!("{period}.{}", number + 1)
        } else {
            period.to_owned()
        };
        let next = Season {
            name,
            started: now,
            ended: None,
            first: false,
        };
        let mut ended = std::mem::replace(&mut self.running, next);
        ended.ended = Some(now);
        self.past.push(ended);
    }

    /// The season of a name, running or past.
    pub fn named(&self, name: &str) -> Option<&Season> {
        std::iter::once(&self.running)
            .chain(&self.past)
            .find(|s| s.name.eq_ignore_ascii_case(name))
    }

    /// The past seasons' names, newest first.
    pub fn past_names(&self) -> Vec<String> {
        self.past.iter().rev().map(|s| s.name.clone()).collect()
    }
}

/// How much a rating's deviation widens as it carries over into a new season: its square grows
/// by this one's (Glicko's growth of an unplayed rating period, `RD' = √(RD² + c²)`), up to a
/// new player's 350. A deviation of 50 becomes 94, one of 200 becomes 215.
pub const SEASON_WIDENING: f64 = 80.0;

/// A rating carried into the next season: the same rating and results, the deviation widened
/// ([`SEASON_WIDENING`]).
pub fn carried(rating: &Rating) -> Rating {
    let most = Rating::default().deviation;
    Rating {
        deviation: rating.deviation.hypot(SEASON_WIDENING).min(most),
        ..*rating
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-29 08:00 UTC and 2027-01-01 00:00 UTC, in ms.
    const NOV: u64 = 1_795_939_200_000;
    const NEW_YEAR: u64 = 1_798_761_600_000;

    #[test]
    fn a_time_falls_in_its_month_and_quarter() {
        assert_eq!(
            SeasonLength::Monthly.period(NOV).as_deref(),
            Some("2026-11")
        );
        assert_eq!(
            SeasonLength::Quarterly.period(NOV).as_deref(),
            Some("2026-Q4")
        );
        assert_eq!(SeasonLength::Off.period(NOV), None);
        assert_eq!(
            SeasonLength::Monthly.period(NEW_YEAR).as_deref(),
            Some("2027-01")
        );
        assert_eq!(
            SeasonLength::Monthly.period(NEW_YEAR - 1).as_deref(),
            Some("2026-12")
        );
        assert_eq!(
            SeasonLength::Quarterly.period(NEW_YEAR).as_deref(),
            Some("2027-Q1")
        );
        assert_eq!(SeasonLength::Monthly.period(0).as_deref(), Some("1970-01"));
        assert_eq!("quarterly".parse(), Ok(SeasonLength::Quarterly));
        assert!("weekly".parse::<SeasonLength>().is_err());
    }

    #[test]
    fn seasons_turn_by_period_and_by_early_ends() {
        let mut seasons = Seasons::first("2026-11".into(), NOV);
        assert_eq!(seasons.running.board("schnapsen"), "schnapsen");
        seasons.turn("2026-11", NOV + 1);
        assert_eq!(seasons.running.name, "2026-11.2");
        assert_eq!(seasons.running.board("schnapsen"), "schnapsen@2026-11.2");
        seasons.turn("2026-11", NOV + 2);
        assert_eq!(seasons.running.name, "2026-11.3");
        seasons.turn("2026-12", NOV + 3);
        assert_eq!(seasons.running.name, "2026-12");
        assert_eq!(seasons.past_names(), ["2026-11.3", "2026-11.2", "2026-11"]);
        assert_eq!(seasons.past[0].ended, Some(NOV + 1));
        assert!(seasons.named("2026-11").is_some_and(|s| s.first));
        assert!(seasons.named("2026-10").is_none());
    }

    #[test]
    fn season_names_are_told_from_other_words() {
        for name in ["2026-11", "2026-Q4", "2026-q1", "2026-11.2"] {
            assert!(is_season_name(name), "{name}");
        }
        for word in [
            "schnapsen",
            "10",
            "2026-13",
            "2026-Q5",
            "2026-11.",
            "26-11",
            "2026-1",
        ] {
            assert!(!is_season_name(word), "{word}");
        }
    }

    #[test]
    fn a_carried_rating_keeps_its_value_and_widens() {
        let settled = Rating {
            rating: 1712.0,
            deviation: 50.0,
            volatility: 0.06,
            results: 40,
        };
        let next = carried(&settled);
        assert_eq!(next.rating.to_bits(), settled.rating.to_bits());
        assert_eq!(next.results, 40);
        assert!((next.deviation - 94.34).abs() < 0.01, "{next:?}");
        assert_eq!(carried(&Rating::default()).deviation, 350.0);
    }
}
