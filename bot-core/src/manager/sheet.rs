//! A table's running score, by family: the two-player [`Tally`] (Bummerl, Partie, Marken) or the
//! score sheet of Bauern- and Dreierschnapsen, kept in *player* terms.
//!
//! The engine's [`bauern::Tally`] counts in the seats of the game being scored, and the seats
//! move round the table with the deal; the table keeps its sheet per side (Bauernschnapsen:
//! players 0 and 2 against 1 and 3, partners sitting opposite) or per player (Dreierschnapsen) and
//! maps it onto the game's seats for each record, so one engine rule decides every Bummerl.

use serde::{Deserialize, Serialize};

use crate::games::GameId;
use crate::rules::bauern::{self, TALLY_START};
use crate::rules::{AnyVariant, Seat, Tally, TallyEnd, Unit};

/// The running score of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sheet {
    /// Two-player variants (and Mitschreiben at three).
    Two(Tally),
    /// Bauernschnapsen (an entry per side) or Dreierschnapsen (an entry per player): points
    /// still to strike, from 24.
    Bauern {
        /// The variant.
        variant: bauern::Variant,
        /// Points each side or player still has to strike.
        left: Vec<i16>,
    },
    /// A registry game: each player's standing in the running match, in the game's unit (the
    /// game keeps the match; this copy is in player terms, for the score and the lobby).
    Game {
        /// The game.
        game: GameId,
        /// Each player's running total.
        totals: Vec<i64>,
    },
}

impl Sheet {
    /// A fresh score for a variant played by `players`.
    pub fn new(variant: AnyVariant, players: usize) -> Sheet {
        match variant {
            AnyVariant::Two(v) => Sheet::Two(Tally::new(Unit::of(v), players)),
            AnyVariant::Bauern(variant) => Sheet::Bauern {
                variant,
                left: vec![TALLY_START; variant.score_entries()],
            },
            AnyVariant::Game(game) => Sheet::Game {
                game,
                totals: vec![0; players],
            },
        }
    }

    /// The same kind of score, fresh.
    pub fn fresh(&self) -> Sheet {
        match self {
            Sheet::Two(t) => Sheet::Two(Tally::new(t.unit(), t.left().len())),
            Sheet::Bauern { variant, .. } => Sheet::new(AnyVariant::Bauern(*variant), 0),
            Sheet::Game { game, totals } => Sheet::new(AnyVariant::Game(*game), totals.len()),
        }
    }

    /// Where each entry starts: 7, or 24 at four and three.
    pub fn start(&self) -> i16 {
        match self {
            Sheet::Two(_) => i16::from(crate::rules::BUMMERL_START),
            Sheet::Bauern { .. } => TALLY_START,
            Sheet::Game { .. } => 0,
        }
    }

    /// What the score counts.
    pub fn unit(&self) -> Unit {
        match self {
            Sheet::Two(t) => t.unit(),
            Sheet::Bauern { .. } => Unit::Bummerl,
            Sheet::Game { game, .. } => Unit::of_game(*game),
        }
    }

    /// Points still to strike: per player, or per side in Bauernschnapsen.
    pub fn left(&self) -> &[i16] {
        match self {
            Sheet::Two(t) => t.left(),
            Sheet::Bauern { left, .. } => left,
            Sheet::Game { .. } => &[],
        }
    }

    /// Marken per player (Schnorps); empty otherwise.
    pub fn marken(&self) -> &[i64] {
        match self {
            Sheet::Two(t) => t.marken(),
            Sheet::Bauern { .. } => &[],
            Sheet::Game { totals, .. } => totals,
        }
    }

    /// How much the next game counts (two-player ties double it).
    pub fn multiplier(&self) -> u8 {
        match self {
            Sheet::Two(t) => t.multiplier(),
            Sheet::Bauern { .. } | Sheet::Game { .. } => 1,
        }
    }

    /// The entry of a player's score: his side's in Bauernschnapsen, his own otherwise.
    pub fn entry_of(&self, player: usize) -> usize {
        match self {
            Sheet::Bauern { variant, .. } => entry(*variant, player),
            Sheet::Two(_) | Sheet::Game { .. } => player,
        }
    }

    /// Entries kept: one per player, or two sides.
    pub fn entries(&self) -> usize {
        match self {
            Sheet::Game { totals, .. } => totals.len(),
            _ => self.left().len(),
        }
    }

    /// Checks that the sheet is the variant's, for `players`, and not decided.
    pub fn check(&self, variant: AnyVariant, players: usize) -> Result<(), String> {
        let fresh = Sheet::new(variant, players);
        if std::mem::discriminant(self) != std::mem::discriminant(&fresh)
            || self.unit() != fresh.unit()
            || self.entries() != fresh.entries()
            || self.marken().len() != fresh.marken().len()
        {
            return Err(format!("the score is not one of {variant} for {players}"));
        }
        let decided = match self {
            Sheet::Two(t) => t.end().is_some(),
            Sheet::Bauern { left, .. } => left.iter().any(|l| !(1..=TALLY_START).contains(l)),
            Sheet::Game { .. } => false,
        };
        if decided {
            return Err("a decided Bummerl is still running".into());
        }
        Ok(())
    }

    /// A player leaves a Bummerl in progress and so resigns it: he (with his partner) gets it.
    /// `None` with Marken, where there is nothing to resign.
    pub fn resign(&self, player: usize, players: usize) -> Option<TallyEnd> {
        match self {
            Sheet::Two(t) => t.resign(player),
            Sheet::Bauern { .. } | Sheet::Game { .. } => {
                let (losers, winners): (Vec<usize>, Vec<usize>) =
                    (0..players).partition(|&p| self.entry_of(p) == self.entry_of(player));
                Some(TallyEnd {
                    worths: vec![1; losers.len()],
                    losers,
                    winners,
                    stake: 1,
                    schneider: false,
                })
            }
        }
    }

    /// Takes a registry game's standing after a deal whose seat `s` was player `seats[s]`.
    pub fn record_game(&mut self, seats: &[usize], standing: &[i64]) {
        if let Sheet::Game { totals, .. } = self {
            for (s, &p) in seats.iter().enumerate() {
                if let (Some(total), Some(&value)) = (totals.get_mut(p), standing.get(s)) {
                    *total = value;
                }
            }
        }
    }

    /// Records a Bauernschnapsen or Dreierschnapsen game whose seat `s` was player `seats[s]`;
    /// returns the Bummerl if the game decided it (the sheet then stands at the final score): its
    /// losers, the players whose side (or who) struck off everything, and its worth — 1, 2 for a
    /// Schneider, 4 for a Retourschneider (at three, the highest of the losers').
    ///
    /// # Panics
    /// On a two-player sheet, or if the sheet is not the variant's.
    pub fn record_bauern<const N: usize>(
        &mut self,
        seats: &[usize],
        outcome: &bauern::Outcome<N>,
        rules: &bauern::HouseRules,
    ) -> Option<TallyEnd> {
        let Sheet::Bauern { variant, left } = self else {
            panic!("a two-player table records no Bauernschnapsen game")
        };
        let variant = *variant;
        let seat_entry = |s: usize| variant.score_entry(Seat::new(s, N).expect("a seat"));
        let player_entry = |s: usize| entry(variant, seats[s]);
        let mut in_seats = vec![0; left.len()];
        for s in 0..N {
            in_seats[seat_entry(s)] = left[player_entry(s)];
        }
        let mut tally = bauern::Tally::from_left(variant, &in_seats)
            .expect("a running sheet has entries from 1 to 24");
        let bummerl = tally.record(outcome, rules);
        for s in 0..N {
            left[player_entry(s)] = tally.left()[seat_entry(s)];
        }
        let bummerl = bummerl?;
        let mut losers = Vec::new();
        let mut winners = Vec::new();
        for (s, &player) in seats.iter().enumerate() {
            match bummerl[seat_entry(s)] {
                0 if tally.left()[seat_entry(s)] <= 0 => winners.push(player),
                0 => {}
                worth => losers.push((player, u32::from(worth))),
            }
        }
        losers.sort_unstable();
        winners.sort_unstable();
        let stake = losers.iter().map(|&(_, worth)| worth).max().unwrap_or(0);
        let end = TallyEnd {
            losers: losers.iter().map(|&(player, _)| player).collect(),
            winners,
            stake,
            worths: losers.iter().map(|&(_, worth)| worth).collect(),
            schneider: stake >= 2,
        };
        Some(end)
    }
}

/// A player's entry on a sheet for four or three: his side's (partners sit opposite, so
/// players 0 and 2 against 1 and 3) in Bauernschnapsen, his own in Dreierschnapsen.
fn entry(variant: bauern::Variant, player: usize) -> usize {
    match variant {
        bauern::Variant::Bauernschnapsen => player % 2,
        bauern::Variant::Dreierschnapsen => player,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::bauern::rufer_won_by;

    #[test]
    fn sides_stay_with_the_players_while_the_deal_moves() {
        let variant = AnyVariant::Bauern(bauern::Variant::Bauernschnapsen);
        let mut sheet = Sheet::new(variant, 4);
        let rules = bauern::HouseRules::default();
        // Game 1: players 1,2,3,0 in seats 0..3; seats 0 and 2 (players 1 and 3) win 3.
        let end = sheet.record_bauern(
            &[1, 2, 3, 0],
            &rufer_won_by([true, false, true, false], 3),
            &rules,
        );
        assert_eq!((end, sheet.left()), (None, &[24, 21][..]));
        // Game 2: players 2,3,0,1; seats 1 and 3 (players 3 and 1) win 21: their Bummerl.
        let end = sheet
            .record_bauern(
                &[2, 3, 0, 1],
                &rufer_won_by([false, true, false, true], 21),
                &rules,
            )
            .unwrap();
        assert_eq!(sheet.left(), [24, 0]);
        assert_eq!(end.winners, [1, 3]);
        // Players 0 and 2 never struck anything: a Schneider.
        assert_eq!(
            (end.losers, end.stake, end.schneider),
            (vec![0, 2], 2, true)
        );
    }

    #[test]
    fn at_three_each_loser_gets_a_bummerl_of_his_own_worth() {
        let variant = AnyVariant::Bauern(bauern::Variant::Dreierschnapsen);
        let mut sheet = Sheet::new(variant, 3);
        let rules = bauern::HouseRules {
            bummerl_all_above_zero: true,
            ..bauern::HouseRules::default()
        };
        let Sheet::Bauern { left, .. } = &mut sheet else {
            unreachable!("a sheet for three")
        };
        *left = vec![5, 10, 24];
        // Player 0 strikes his last 5 and more; player 1 struck some, player 2 nothing.
        let end = sheet
            .record_bauern(&[0, 1, 2], &rufer_won_by([true, false, false], 6), &rules)
            .unwrap();
        assert_eq!(end.winners, [0]);
        assert_eq!(end.losers, [1, 2]);
        assert_eq!(end.worths, [1, 2], "a Bummerl and a Schneider-Bummerl");
        assert_eq!(end.stake, 2);
    }

    #[test]
    fn a_leaver_resigns_for_his_side() {
        let sheet = Sheet::new(AnyVariant::Bauern(bauern::Variant::Bauernschnapsen), 4);
        let end = sheet.resign(3, 4).unwrap();
        assert_eq!((end.losers, end.winners), (vec![1, 3], vec![0, 2]));
        let sheet = Sheet::new(AnyVariant::Bauern(bauern::Variant::Dreierschnapsen), 3);
        let end = sheet.resign(2, 3).unwrap();
        assert_eq!((end.losers, end.winners), (vec![2], vec![0, 1]));
    }
}
