//! Ratings: each player's strength at a game in a channel, kept in his leaderboard entry
//! ([`super::Stats::rating`]) and moved by every result of the game's own unit
//! ([`Outcome`]), with the `skillratings` crate: Glicko-2 where two play against each other,
//! Weng-Lin where three or more do (each alone, or in partnerships as at Bauernschnapsen).
//!
//! Which result moves it, per game ([`Ranking`](crate::games::registry::Ranking)): a Bummerl
//! (Schnapsen, Bauern-, Dreierschnapsen: `Bummerl`), a Partie (Sechsundsechzig, Böhmischer
//! Schneider, Elfern, Briscon, Ecarté, Impérial, Portugalese: `Partien`), a match's amounts
//! (Bassette, Piquemedrille, Quinze, Schlauch: `Amounts`, ranked by what each won) — each once
//! the match is decided or a player resigns it — and each settled deal of a running account
//! (Schnorps, both Mariage: `Account`, whose match need not end). Equal results are a draw; at three or more, players with equal results are
//! ranked together as one side (partners win and lose together).
//!
//! Every rating is on Glicko's scale (1500 ± 350 at first): a Weng-Lin rating is kept there too
//! (its 25 ± 25/3 times [`SCALE`] about 1500), so that a game played at two and at three in one
//! channel has one rating. A player with fewer than [`PROVISIONAL`] rated results is
//! provisional. The computer is rated as a player of its own per level.

use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};

use crate::ids::UserId;
pub use crate::protocol::{PROVISIONAL, Rating, WonLost, computer_id, computer_level};

/// Glicko points per Weng-Lin point: both start equally uncertain (350 and 25/3).
pub const SCALE: f64 = 42.0;

/// A rating on the scales `skillratings` computes with.
trait Scales {
    fn glicko2(&self) -> Glicko2Rating;
    fn weng_lin(&self) -> WengLinRating;
    fn after_weng_lin(&self, new: WengLinRating) -> Rating;
}

impl Scales for Rating {
    /// On Glicko-2's own scale.
    fn glicko2(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// On Weng-Lin's scale ([`SCALE`] Glicko points a point).
    fn weng_lin(&self) -> WengLinRating {
        let start = WengLinRating::new();
        WengLinRating {
            rating: start.rating + (self.rating - Rating::default().rating) / SCALE,
            uncertainty: self.deviation / SCALE,
        }
    }

    /// This rating after one rated result, moved to `new` on Weng-Lin's scale.
    fn after_weng_lin(&self, new: WengLinRating) -> Rating {
        Rating {
            rating: Rating::default().rating + (new.rating - WengLinRating::new().rating) * SCALE,
            deviation: new.uncertainty * SCALE,
            volatility: self.volatility,
            results: self.results + 1,
        }
    }
}

/// Someone whose result is rated: a person, or the computer at one level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// His leaderboard entry's user (the computer's: [`computer_id`]).
    pub user: UserId,
    /// The name his entry shows (the computer's: its level's name).
    pub name: String,
    /// What he won (+) or lost (−) in the unit; equal amounts rank together.
    pub result: i64,
}

/// A result of a game's unit between several entrants, to be rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The leaderboard (a variant's name; the manager puts the running season's in).
    pub board: String,
    /// Everybody in it.
    pub entrants: Vec<Entrant>,
}

/// A person's record of one result against each computer level among `all`: won where his
/// result is the better, lost where it is the worse (a computer's own entry keeps none).
pub fn against_computers(
    entrant: &Entrant,
    all: &[Entrant],
) -> std::collections::BTreeMap<String, WonLost> {
    let mut against = std::collections::BTreeMap::new();
    if computer_level(&entrant.user).is_some() {
        return against;
    }
    for other in all {
        let Some(level) = computer_level(&other.user) else {
            continue;
        };
        let tally: &mut WonLost = against.entry(level.name().to_owned()).or_default();
        match entrant.result.cmp(&other.result) {
            std::cmp::Ordering::Greater => tally.won += 1,
            std::cmp::Ordering::Less => tally.lost += 1,
            std::cmp::Ordering::Equal => {}
        }
    }
    against
}

/// The ratings after one result: `before` and `results` per entrant, in the same order.
/// Fewer than two entrants, or only one side, change nothing.
pub fn rate(before: &[Rating], results: &[i64]) -> Vec<Rating> {
    let mut sides: Vec<i64> = results.to_vec();
    sides.sort_unstable_by(|a, b| b.cmp(a));
    sides.dedup();
    if before.len() < 2 || sides.len() < 2 {
        return before.to_vec();
    }
    if before.len() == 2 {
        let outcome = match results[0].cmp(&results[1]) {
            std::cmp::Ordering::Greater => Outcomes::WIN,
            std::cmp::Ordering::Less => Outcomes::LOSS,
            std::cmp::Ordering::Equal => Outcomes::DRAW,
        };
        let (one, two) = glicko2(
            &before[0].glicko2(),
            &before[1].glicko2(),
            &outcome,
            &Glicko2Config::new(),
        );
        return [one, two]
            .iter()
            .zip(before)
            .map(|(new, old)| Rating {
                rating: new.rating,
                deviation: new.deviation,
                volatility: new.volatility,
                results: old.results + 1,
            })
            .collect();
    }
    // Three or more: each distinct result is a side, ranked best first.
    let members: Vec<Vec<usize>> = sides
        .iter()
        .map(|side| {
            (0..results.len())
                .filter(|&i| results[i] == *side)
                .collect()
        })
        .collect();
    let teams: Vec<Vec<WengLinRating>> = members
        .iter()
        .map(|team| team.iter().map(|&i| before[i].weng_lin()).collect())
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .enumerate()
        .map(|(rank, team)| (team.as_slice(), MultiTeamOutcome::new(rank + 1)))
        .collect();
    let new = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    let mut after = before.to_vec();
    for (team, ratings) in members.iter().zip(new) {
        for (&i, rating) in team.iter().zip(ratings) {
            after[i] = before[i].after_weng_lin(rating);
        }
    }
    after
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Platform;

    #[test]
    fn a_win_at_two_moves_both_and_makes_both_surer() {
        let start = [Rating::default(), Rating::default()];
        let after = rate(&start, &[2, -2]);
        assert!(
            after[0].rating > 1500.0 && after[1].rating < 1500.0,
            "{after:?}"
        );
        assert!((after[0].rating - 1500.0 + after[1].rating - 1500.0).abs() < 1e-6);
        assert!(after.iter().all(|r| r.deviation < 350.0 && r.results == 1));
        assert!(after[0].provisional());
        // Beating a much stronger player gains more than beating an equal one.
        let strong = Rating {
            rating: 1900.0,
            deviation: 80.0,
            ..Rating::default()
        };
        let upset = rate(&[Rating::default(), strong], &[1, -1]);
        assert!(upset[0].rating - 1500.0 > after[0].rating - 1500.0);
        // A draw between equals moves neither.
        let draw = rate(&start, &[0, 0]);
        assert_eq!(draw, start, "one side only: nothing to rate");
    }

    #[test]
    fn partners_win_and_lose_together_at_four() {
        let start = [Rating::default(); 4];
        // Seats 0 and 2 against 1 and 3, as at Bauernschnapsen.
        let after = rate(&start, &[1, -1, 1, -1]);
        assert!(
            after[0].rating > 1500.0 && after[1].rating < 1500.0,
            "{after:?}"
        );
        assert_eq!(after[0].rating.to_bits(), after[2].rating.to_bits());
        assert_eq!(after[1].rating.to_bits(), after[3].rating.to_bits());
        assert!(after.iter().all(|r| r.deviation < 350.0 && r.results == 1));
        // Three alone: the order of their results.
        let three = rate(&start[..3], &[5, -7, 2]);
        assert!(three[0].rating > three[2].rating && three[2].rating > three[1].rating);
    }

    #[test]
    fn the_computer_has_a_user_per_level_that_no_person_has() {
        use crate::games::Level;
        let strong = computer_id(Platform::Telegram, Level::Strong);
        assert_eq!(computer_level(&strong), Some(Level::Strong));
        assert_eq!(
            computer_level(&UserId::new(Platform::Telegram, "12345")),
            None
        );
        assert_ne!(strong, computer_id(Platform::Telegram, Level::Easy));
    }
}
