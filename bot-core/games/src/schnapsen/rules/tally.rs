//! A table's score across games, in each variant's own unit: Schnapsen's Bummerl and
//! Sechsundsechzig's Partie (both struck off from 7, see [`Bummerl`]), Schnorps' running account
//! of Marken — and the doubled game after a tie (RULES.md, "Match").
//!
//! Players are table players (0, 1, … in seating order). `writers` are the players who write a
//! game's points: the winner, and at three (Mitschreiben) the dealer too.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::bummerl::{BUMMERL_START, Bummerl, MAX_PLAYERS};
use crate::unit::Unit;

/// The end of a Bummerl or Partie.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TallyEnd {
    /// Players who lose it (two can tie at the top at three).
    pub losers: Vec<usize>,
    /// The others.
    pub winners: Vec<usize>,
    /// What it is worth: a Bummerl 1 (2 for a Schneider-Bummerl), a Partie 1, 2 or 3; where
    /// the losers' differ, the most any of them gets.
    pub stake: u32,
    /// What each loser's Bummerl is worth, in the order of `losers`. They differ only at three
    /// with `bummerl_all_above_zero`, where every player still above 0 gets one of his own.
    pub worths: Vec<u32>,
    /// Whether the losers struck off nothing (Schneider).
    pub schneider: bool,
}

/// A table's running score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    unit: Unit,
    from_seven: Bummerl,
    marken: ArrayVec<i64, MAX_PLAYERS>,
    ties: u8,
}

impl Tally {
    /// A fresh score for `players` players.
    pub fn new(unit: Unit, players: usize) -> Tally {
        Tally {
            unit,
            from_seven: Bummerl::new(players),
            marken: std::iter::repeat_n(0, players).collect(),
            ties: 0,
        }
    }

    /// The unit.
    pub fn unit(&self) -> Unit {
        self.unit
    }

    /// Points each player still has to strike off (Bummerl and Partie).
    pub fn left(&self) -> &[i16] {
        self.from_seven.left()
    }

    /// Each player's Marken balance (Schnorps).
    pub fn marken(&self) -> &[i64] {
        &self.marken
    }

    /// How much the next game counts: 1, 2 after a tie, in Schnorps 4 after a second tie.
    pub fn multiplier(&self) -> u8 {
        match (self.ties, self.unit) {
            (0, _) => 1,
            (1, _) => 2,
            (_, Unit::Marken) => 4,
            (_, _) => 2,
        }
    }

    /// Records a won game: each writer writes `game_points` times the multiplier, which the loser
    /// pays in Marken. Returns the points written.
    pub fn record_win(&mut self, writers: &[usize], loser: usize, game_points: u8) -> u32 {
        let points = u32::from(game_points) * u32::from(self.multiplier());
        self.ties = 0;
        match self.unit {
            Unit::Bummerl | Unit::Partie => self
                .from_seven
                .record(writers, u8::try_from(points).unwrap_or(u8::MAX)),
            Unit::Marken => {
                for &w in writers {
                    self.marken[w] += i64::from(points);
                }
                self.marken[loser] -= i64::from(points) * writers.len() as i64;
            }
        }
        points
    }

    /// The same score with the players renumbered: player `i` of the result is player
    /// `(i + shift) % n` of this one (the seats of the next deal, when they move round).
    pub fn rotated(&self, shift: usize) -> Tally {
        let n = self.marken.len();
        Tally {
            unit: self.unit,
            from_seven: self.from_seven.rotated(shift),
            marken: (0..n).map(|i| self.marken[(i + shift) % n]).collect(),
            ties: self.ties,
        }
    }

    /// Records a tie (65 each): the next game counts more.
    pub fn record_tie(&mut self) {
        self.ties = self.ties.saturating_add(1);
    }

    /// The end when `player` resigns: he gets the Bummerl (Schneider if he struck off nothing)
    /// or loses the Partie at its current stake. `None` for Marken, which have no end.
    pub fn resign(&self, player: usize) -> Option<TallyEnd> {
        let left = self.left()[player];
        let schneider = left == i16::from(BUMMERL_START);
        let stake = match self.unit {
            Unit::Marken => return None,
            Unit::Bummerl => 1 + u32::from(schneider),
            Unit::Partie if schneider => 3,
            Unit::Partie if left >= 4 => 2,
            Unit::Partie => 1,
        };
        Some(TallyEnd {
            losers: vec![player],
            winners: (0..self.left().len()).filter(|&p| p != player).collect(),
            stake,
            worths: vec![stake],
            schneider,
        })
    }

    /// Whether the Bummerl or Partie is over: [`Tally::end`] without telling how.
    pub fn is_over(&self) -> bool {
        self.unit != Unit::Marken && self.from_seven.is_over()
    }

    /// The end of the Bummerl or Partie, once someone has struck off all 7 (never for Marken).
    pub fn end(&self) -> Option<TallyEnd> {
        if self.unit == Unit::Marken {
            return None;
        }
        let result = self.from_seven.result()?;
        let resigned = self.resign(result.losers[0])?;
        Some(TallyEnd {
            winners: (0..self.left().len())
                .filter(|p| !result.losers.contains(p))
                .collect(),
            worths: vec![resigned.stake; result.losers.len()],
            losers: result.losers,
            ..resigned
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tally_is_over_exactly_when_it_has_an_end() {
        for unit in [Unit::Bummerl, Unit::Partie, Unit::Marken] {
            let mut t = Tally::new(unit, 2);
            for _ in 0..4 {
                assert_eq!(t.is_over(), t.end().is_some(), "{unit:?} {t:?}");
                t.record_win(&[0], 1, 2);
            }
            assert_eq!(t.is_over(), unit != Unit::Marken, "{unit:?} after 8 points");
            assert_eq!(t.is_over(), t.end().is_some());
        }
    }

    #[test]
    fn a_partie_is_worth_one_two_or_three() {
        let mut t = Tally::new(Unit::Partie, 2);
        t.record_win(&[0], 1, 3);
        t.record_win(&[0], 1, 3);
        t.record_win(&[0], 1, 1);
        assert_eq!(t.end().unwrap().stake, 3, "the loser struck off nothing");
        let mut t = Tally::new(Unit::Partie, 2);
        t.record_win(&[1], 0, 3);
        t.record_win(&[0], 1, 3);
        t.record_win(&[0], 1, 3);
        t.record_win(&[0], 1, 1);
        assert_eq!(t.left(), [0, 4]);
        assert_eq!(t.end().unwrap().stake, 2, "the loser still has 4 or more");
        let mut t = Tally::new(Unit::Partie, 2);
        t.record_win(&[1], 0, 3);
        t.record_win(&[1], 0, 1);
        t.record_win(&[0], 1, 3);
        t.record_win(&[0], 1, 3);
        t.record_win(&[0], 1, 1);
        assert_eq!(
            t.end(),
            Some(TallyEnd {
                losers: vec![1],
                winners: vec![0],
                stake: 1,
                worths: vec![1],
                schneider: false
            })
        );
    }

    #[test]
    fn a_bummerl_counts_two_when_schneider() {
        let mut t = Tally::new(Unit::Bummerl, 2);
        t.record_win(&[0], 1, 3);
        t.record_win(&[0], 1, 3);
        assert_eq!(t.end(), None);
        t.record_win(&[0], 1, 2);
        let end = t.end().unwrap();
        assert_eq!((end.stake, end.schneider), (2, true));
    }

    #[test]
    fn ties_double_the_next_game_and_a_second_tie_in_schnorps_quadruples_it() {
        let mut t = Tally::new(Unit::Partie, 2);
        t.record_tie();
        t.record_tie();
        assert_eq!(t.multiplier(), 2);
        assert_eq!(t.record_win(&[0], 1, 2), 4);
        assert_eq!(t.multiplier(), 1, "a decided game ends the doubling");
        let mut m = Tally::new(Unit::Marken, 2);
        m.record_tie();
        assert_eq!(m.multiplier(), 2);
        m.record_tie();
        assert_eq!(m.multiplier(), 4);
        assert_eq!(m.record_win(&[1], 0, 6), 24);
        assert_eq!(m.marken(), [-24, 24]);
        assert_eq!(m.end(), None, "Marken have no end");
    }

    #[test]
    fn at_three_the_dealer_writes_too_and_the_loser_pays_both() {
        let mut m = Tally::new(Unit::Marken, 3);
        m.record_win(&[0, 2], 1, 2);
        assert_eq!(m.marken(), [2, -4, 2]);
        let mut b = Tally::new(Unit::Bummerl, 3);
        b.record_win(&[0, 2], 1, 3);
        b.record_win(&[0, 1], 2, 3);
        b.record_win(&[0, 2], 1, 1);
        assert_eq!(b.left(), [0, 4, 3]);
        let end = b.end().unwrap();
        assert_eq!((end.losers, end.winners), (vec![1], vec![0, 2]));
    }
}
