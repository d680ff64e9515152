//! The Bummerl: every player starts at 7 and strikes off the game points he wins; the first to
//! reach 0 ends it, and whoever then stands highest gets the Bummerl — a Schneider-Bummerl
//! (counting two) if he never struck off a point.
//!
//! Players here are the players of a table (0, 1, … in seating order), not the seats of one game:
//! a table maps its players onto game seats anew for every deal. The same rule covers two players
//! and three (Mitschreiben, where the dealer writes the winner's points too).

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

/// The most players a Bummerl is kept for (the family plays at two or three); kept inline, so a
/// deal's next match standing costs no allocation.
pub const MAX_PLAYERS: usize = 4;

/// Where every player starts.
pub const BUMMERL_START: u8 = 7;

/// The running tally of one Bummerl.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bummerl {
    /// Points each player still has to strike off (0 or below: done).
    left: ArrayVec<i16, MAX_PLAYERS>,
}

/// How a Bummerl ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BummerlResult {
    /// The players who get the Bummerl (two can tie at the top in a game of three).
    pub losers: Vec<usize>,
    /// Whether it is a Schneider-Bummerl (the losers struck off nothing): it counts two.
    pub schneider: bool,
}

impl BummerlResult {
    /// How many Bummerl each loser gets: 2 for a Schneider-Bummerl, else 1.
    pub fn weight(&self) -> u32 {
        if self.schneider { 2 } else { 1 }
    }
}

impl Bummerl {
    /// A fresh Bummerl for `players` players (at most [`MAX_PLAYERS`]).
    pub fn new(players: usize) -> Bummerl {
        Bummerl {
            left: std::iter::repeat_n(i16::from(BUMMERL_START), players).collect(),
        }
    }

    /// Points each player still has to strike off, in player order (may be negative at the end).
    pub fn left(&self) -> &[i16] {
        &self.left
    }

    /// The same tally with the players renumbered: player `i` of the result is player
    /// `(i + shift) % n` of this one.
    pub fn rotated(&self, shift: usize) -> Bummerl {
        let n = self.left.len();
        Bummerl {
            left: (0..n).map(|i| self.left[(i + shift) % n]).collect(),
        }
    }

    /// Strikes `points` off for each of `players`.
    pub fn record(&mut self, players: &[usize], points: u8) {
        for &p in players {
            self.left[p] -= i16::from(points);
        }
    }

    /// Whether someone has reached 0.
    pub fn is_over(&self) -> bool {
        self.left.iter().any(|&l| l <= 0)
    }

    /// The end, once someone has reached 0.
    pub fn result(&self) -> Option<BummerlResult> {
        if !self.is_over() {
            return None;
        }
        let top = *self.left.iter().max().expect("a Bummerl has players");
        Some(BummerlResult {
            losers: (0..self.left.len())
                .filter(|&p| self.left[p] == top)
                .collect(),
            schneider: top == i16::from(BUMMERL_START),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_to_zero_wins_and_the_other_gets_the_bummerl() {
        let mut b = Bummerl::new(2);
        b.record(&[0], 3);
        b.record(&[1], 2);
        assert_eq!(b.result(), None);
        b.record(&[0], 3);
        assert_eq!(b.result(), None);
        b.record(&[0], 2);
        assert_eq!(b.left(), [-1, 5]);
        assert_eq!(
            b.result(),
            Some(BummerlResult {
                losers: vec![1],
                schneider: false
            })
        );
    }

    #[test]
    fn schneider_when_the_loser_scored_nothing() {
        let mut b = Bummerl::new(2);
        b.record(&[1], 3);
        b.record(&[1], 3);
        b.record(&[1], 1);
        let result = b.result().unwrap();
        assert_eq!(
            result,
            BummerlResult {
                losers: vec![0],
                schneider: true
            }
        );
        assert_eq!(result.weight(), 2);
    }

    #[test]
    fn three_players_highest_gets_it_and_ties_share() {
        let mut b = Bummerl::new(3);
        b.record(&[0, 2], 3); // player 0 won, dealer 2 writes it too
        b.record(&[1, 0], 2);
        b.record(&[0, 1], 2);
        assert_eq!(b.left(), [0, 3, 4]);
        assert_eq!(
            b.result(),
            Some(BummerlResult {
                losers: vec![2],
                schneider: false
            })
        );
        let mut tie = Bummerl::new(3);
        tie.record(&[0], 7);
        assert_eq!(
            tie.result(),
            Some(BummerlResult {
                losers: vec![1, 2],
                schneider: true
            })
        );
    }
}
