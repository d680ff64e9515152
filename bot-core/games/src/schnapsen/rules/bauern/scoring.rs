//! How a game ends and what it is worth, and the score sheet from 24 down to the Bummerl.
//!
//! A game's result names the side that won — the declarer's or the other — so one rule covers
//! both variants: the winners are the declarer's partnership or the other one in
//! Bauernschnapsen, the declarer alone or both defenders in Dreierschnapsen, and each winner's
//! entry of the [`Tally`] (a side, or a player) strikes the full game value.

use serde::{Deserialize, Serialize};

use super::contract::GameType;
use super::game::{Game, Phase};
use super::house::HouseRules;
use super::variant::Variant;
use crate::schnapsen::rules::card::Suit;
use crate::schnapsen::rules::game::WINNING_POINTS;
use crate::schnapsen::rules::outcome::game_points_against;
use crate::schnapsen::rules::seat::{PerSeat, Seat};

/// Where every side (Bauernschnapsen) or player (Dreierschnapsen) starts the Bummerl.
pub const TALLY_START: i16 = 24;

/// Why a game ended the way it did (the `reason` of the format).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// Rufer: a good claim, also the one counted at the end of play.
    Claim,
    /// Rufer: a claim without 66.
    FalseClaim,
    /// Rufer: play ended and the last trick's side has fewer than 66.
    LastTrick,
    /// The declarer fulfilled a Schnapser, an all-trick game or a Bettler.
    Made,
    /// Somebody else won a trick the declarer had to win.
    TrickLost,
    /// Schnapser games: three tricks without 66.
    #[serde(rename = "under_66")]
    Under66,
    /// Bettler games: the declarer won a trick.
    TrickTaken,
    /// Herrengangl, Herrenschnapser: won when the bidding ends.
    LaidDown,
    /// Three Jacks thrown in: nothing is scored.
    Redeal,
}

impl Reason {
    /// The reason's name in the format.
    pub const fn code(self) -> &'static str {
        match self {
            Reason::Claim => "claim",
            Reason::FalseClaim => "false_claim",
            Reason::LastTrick => "last_trick",
            Reason::Made => "made",
            Reason::TrickLost => "trick_lost",
            Reason::Under66 => "under_66",
            Reason::TrickTaken => "trick_taken",
            Reason::LaidDown => "laid_down",
            Reason::Redeal => "redeal",
        }
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome<const N: usize> {
    /// The game played; `None` after a redeal.
    pub game: Option<GameType>,
    /// Its declarer; `None` after a redeal.
    pub declarer: Option<Seat>,
    /// The trump suit fixed in the trump phase; `None` after a redeal.
    pub trump: Option<Suit>,
    /// 1, 2, 4 or 8.
    pub multiplier: u8,
    /// The seats that strike the game value.
    pub winners: PerSeat<bool, N>,
    /// The game value after doubling, struck by each winner (0 after a redeal).
    pub game_points: u16,
    /// Why.
    pub reason: Reason,
    /// Each seat's card points plus the marriages it announced that count.
    pub points: PerSeat<u16, N>,
    /// Each seat's tricks.
    pub tricks: PerSeat<u8, N>,
}

impl<const N: usize> Outcome<N> {
    /// The winning seats, in order.
    pub fn winning_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.winners.iter().filter(|(_, w)| **w).map(|(s, _)| s)
    }
}

impl<const N: usize> Game<N> {
    /// The points of `seat`'s side: its players' card points and counted marriages, and in
    /// Dreierschnapsen with `discards_to_defenders` the laid-away cards for the defenders.
    pub fn side_points(&self, seat: Seat) -> u16 {
        let mut points: u16 = self
            .takings
            .iter()
            .filter(|(s, _)| self.same_side(*s, seat))
            .map(|(_, t)| t.points())
            .sum();
        if self.rules.discards_to_defenders && seat != self.bidding.contract.declarer {
            points += self.discarded.points();
        }
        points
    }

    /// The tricks of `seat`'s side.
    pub fn side_tricks(&self, seat: Seat) -> u8 {
        self.takings
            .iter()
            .filter(|(s, _)| self.same_side(*s, seat))
            .map(|(_, t)| t.tricks)
            .sum()
    }

    /// A seat of the side against `seat`'s.
    fn opponent(&self, seat: Seat) -> Seat {
        Seat::all(N)
            .find(|&s| !self.same_side(s, seat))
            .expect("every side has opponents")
    }

    /// Rufer game points for `winner`'s side: 3, 2 or 1 measured on the other side.
    fn rufer_value(&self, winner: Seat) -> u8 {
        let loser = self.opponent(winner);
        game_points_against(self.side_tricks(loser), self.side_points(loser))
    }

    /// A claim by `claimer` at lead, for his side: good with 66, else the other side scores
    /// what the claim would have brought.
    pub(super) fn claim(&mut self, claimer: Seat) {
        let value = self.rufer_value(claimer);
        let declarer = self.bidding.contract.declarer;
        let claimers_won = self.side_points(claimer) >= WINNING_POINTS;
        let declarer_won = claimers_won == self.same_side(claimer, declarer);
        let reason = if claimers_won {
            Reason::Claim
        } else {
            Reason::FalseClaim
        };
        self.finish(declarer_won, value, reason);
    }

    /// Rufer: the last trick was won by `last` and nobody claimed.
    pub(super) fn end_of_play(&mut self, last: Seat) {
        if self.side_points(last) >= WINNING_POINTS {
            self.claim(last);
        } else {
            let declarer_won = self.same_side(last, self.bidding.contract.declarer);
            self.finish(declarer_won, self.rufer_value(last), Reason::LastTrick);
        }
    }

    /// Ends a game of fixed value, won by the declarer or by the other side.
    pub(super) fn finish_fixed(&mut self, declarer_won: bool, reason: Reason) {
        let value = self
            .bidding
            .contract
            .game
            .fixed_value()
            .expect("only the Rufer has no fixed value");
        self.finish(declarer_won, value, reason);
    }

    fn finish(&mut self, declarer_won: bool, value: u8, reason: Reason) {
        let contract = self.bidding.contract;
        self.outcome = Some(Outcome {
            game: Some(contract.game),
            declarer: Some(contract.declarer),
            trump: self.trump,
            multiplier: contract.multiplier,
            winners: PerSeat::from_fn(|s| self.same_side(s, contract.declarer) == declarer_won),
            game_points: u16::from(value) * u16::from(contract.multiplier),
            reason,
            points: PerSeat::from_fn(|s| self.takings[s].points()),
            tricks: PerSeat::from_fn(|s| self.takings[s].tricks),
        });
        self.phase = Phase::Over;
        self.announced = None;
    }

    /// The forehand threw in three Jacks: over, nothing scored.
    pub(super) fn finish_redeal(&mut self) {
        self.outcome = Some(Outcome {
            game: None,
            declarer: None,
            trump: None,
            multiplier: 1,
            winners: PerSeat::default(),
            game_points: 0,
            reason: Reason::Redeal,
            points: PerSeat::default(),
            tricks: PerSeat::default(),
        });
        self.phase = Phase::Over;
    }
}

/// A score-sheet entry outside 1–24, or the wrong number of entries.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct TallyError(pub String);

/// The score sheet of one Bummerl: what each side (Bauernschnapsen: entry 0 for seats 0 and 2,
/// entry 1 for seats 1 and 3) or player (Dreierschnapsen: entry = seat) still has to strike.
/// Entries are in seat terms of the game being scored; a table that moves the deal maps its
/// players onto them anew for every game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    variant: Variant,
    /// Kept inline (at most three entries): a sheet is copied with every deal.
    left: arrayvec::ArrayVec<i16, MAX_ENTRIES>,
}

/// The most entries a sheet has: Dreierschnapsen's three players.
pub const MAX_ENTRIES: usize = 3;

impl Tally {
    /// A fresh sheet: every entry at 24.
    pub fn new(variant: Variant) -> Tally {
        Tally {
            variant,
            left: std::iter::repeat_n(TALLY_START, variant.score_entries()).collect(),
        }
    }

    /// A sheet in the middle of a Bummerl: each entry 1–24.
    pub fn from_left(variant: Variant, left: &[i16]) -> Result<Tally, TallyError> {
        if left.len() != variant.score_entries() {
            return Err(TallyError(format!(
                "{variant} keeps {} scores, not {}",
                variant.score_entries(),
                left.len()
            )));
        }
        if let Some(bad) = left.iter().find(|l| !(1..=TALLY_START).contains(*l)) {
            return Err(TallyError(format!("a score of {bad} is not 1 to 24")));
        }
        Ok(Tally {
            variant,
            left: left.iter().copied().collect(),
        })
    }

    /// What each entry still has to strike (0 or below: done).
    pub fn left(&self) -> &[i16] {
        &self.left
    }

    /// Strikes a game's value off every winner's entry (a side once, however many of its seats
    /// won) and returns the Bummerl per entry if that ended it: 0 for a winner, 1 Bummerl, 2 a
    /// Schneider-Bummerl (still at 24), 4 a Retourschneider (with `retourschneider`: at 1 before
    /// this game while every winner stood at 24).
    pub fn record<const N: usize>(
        &mut self,
        outcome: &Outcome<N>,
        rules: &HouseRules,
    ) -> Option<Vec<u8>> {
        let before = self.left.clone();
        let mut struck = [false; MAX_ENTRIES];
        for seat in outcome.winning_seats() {
            struck[self.variant.score_entry(seat)] = true;
        }
        for (entry, hit) in struck.iter().enumerate() {
            if *hit {
                self.left[entry] -= outcome.game_points as i16;
            }
        }
        self.bummerl(&before, rules)
    }

    /// The Bummerl per entry once an entry is at 0 or below, given the sheet `before` the game.
    fn bummerl(&self, before: &[i16], rules: &HouseRules) -> Option<Vec<u8>> {
        let done = |e: usize| self.left[e] <= 0;
        let entries = 0..self.left.len();
        if !entries.clone().any(done) {
            return None;
        }
        let top = *self.left.iter().max().expect("a sheet has entries");
        let loses = |e: usize| {
            !done(e)
                && match self.variant {
                    Variant::Bauernschnapsen => true,
                    Variant::Dreierschnapsen => rules.bummerl_all_above_zero || self.left[e] == top,
                }
        };
        let winners_were_fresh = entries
            .clone()
            .filter(|&e| done(e))
            .all(|e| before[e] == TALLY_START);
        Some(
            entries
                .map(|e| {
                    if !loses(e) {
                        0
                    } else if rules.retourschneider && before[e] == 1 && winners_were_fresh {
                        4
                    } else if self.left[e] == TALLY_START {
                        2
                    } else {
                        1
                    }
                })
                .collect(),
        )
    }
}

/// A Rufer with hearts trump, declared by forehand and ended by a claim, won by the seats
/// marked in `winners` for `game_points` (for tests of what is scored from an outcome).
pub fn rufer_won_by<const N: usize>(winners: [bool; N], game_points: u16) -> Outcome<N> {
    Outcome {
        game: Some(GameType::Rufer),
        declarer: Some(Seat::FOREHAND),
        trump: Some(Suit::Hearts),
        multiplier: 1,
        winners: PerSeat(winners),
        game_points,
        reason: Reason::Claim,
        points: PerSeat::default(),
        tricks: PerSeat::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defenders_both_strike_and_the_third_gets_the_bummerl() {
        let rules = HouseRules::default();
        let mut t = Tally::from_left(Variant::Dreierschnapsen, &[20, 5, 4]).unwrap();
        assert_eq!(
            t.record(&rufer_won_by([false, true, true], 6), &rules),
            Some(vec![1, 0, 0])
        );
        assert_eq!(t.left(), [20, -1, -2]);
        // Highest gets it; two level at the top both do; everybody above 0 with the switch.
        let mut t = Tally::from_left(Variant::Dreierschnapsen, &[3, 10, 10]).unwrap();
        assert_eq!(
            t.record(&rufer_won_by([true, false, false], 3), &rules),
            Some(vec![0, 1, 1])
        );
        let mut t = Tally::from_left(Variant::Dreierschnapsen, &[3, 10, 24]).unwrap();
        assert_eq!(
            t.record(&rufer_won_by([true, false, false], 3), &rules),
            Some(vec![0, 0, 2])
        );
        let all = HouseRules {
            bummerl_all_above_zero: true,
            ..rules
        };
        let mut t = Tally::from_left(Variant::Dreierschnapsen, &[3, 10, 24]).unwrap();
        assert_eq!(
            t.record(&rufer_won_by([true, false, false], 3), &all),
            Some(vec![0, 1, 2])
        );
    }

    #[test]
    fn retourschneider_only_with_its_switch() {
        let o = Outcome::<4> {
            game: Some(GameType::Kontrabauernschnapser),
            declarer: Some(Seat::new(1, 4).unwrap()),
            trump: Some(Suit::Hearts),
            multiplier: 1,
            winners: PerSeat([false, true, false, true]),
            game_points: 24,
            reason: Reason::Made,
            points: PerSeat::default(),
            tricks: PerSeat::default(),
        };
        for (switch, want) in [(false, vec![1, 0]), (true, vec![4, 0])] {
            let rules = HouseRules {
                retourschneider: switch,
                ..HouseRules::default()
            };
            let mut t = Tally::from_left(Variant::Bauernschnapsen, &[1, 24]).unwrap();
            assert_eq!(t.record(&o, &rules), Some(want));
            assert_eq!(t.left(), [1, 0]);
        }
        assert!(Tally::from_left(Variant::Bauernschnapsen, &[0, 24]).is_err());
        assert!(Tally::from_left(Variant::Bauernschnapsen, &[24, 24, 24]).is_err());
    }
}
