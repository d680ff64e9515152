//! A table's running score: the two-player [`Tally`] (Bummerl, Partie, Marken), or a copy in
//! *player* terms of the standing a registry game keeps itself (Bauern- and Dreierschnapsen's
//! sheet from 24 among them).

use serde::{Deserialize, Serialize};

use crate::games::GameId;
use crate::rules::{AnyVariant, Tally, TallyEnd, Unit};

/// The running score of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sheet {
    /// Two-player variants (and Mitschreiben at three).
    Two(Tally),
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
            Sheet::Game { game, totals } => Sheet::new(AnyVariant::Game(*game), totals.len()),
        }
    }

    /// Where each entry starts: 7 (a registry game's start is its own: 0 here).
    pub fn start(&self) -> i16 {
        match self {
            Sheet::Two(_) => i16::from(crate::rules::BUMMERL_START),
            Sheet::Game { .. } => 0,
        }
    }

    /// What the score counts.
    pub fn unit(&self) -> Unit {
        match self {
            Sheet::Two(t) => t.unit(),
            Sheet::Game { game, .. } => Unit::of_game(*game),
        }
    }

    /// Points still to strike, per player (two-player variants).
    pub fn left(&self) -> &[i16] {
        match self {
            Sheet::Two(t) => t.left(),
            Sheet::Game { .. } => &[],
        }
    }

    /// Marken per player (Schnorps); empty otherwise.
    pub fn marken(&self) -> &[i64] {
        match self {
            Sheet::Two(t) => t.marken(),
            Sheet::Game { totals, .. } => totals,
        }
    }

    /// How much the next game counts (two-player ties double it).
    pub fn multiplier(&self) -> u8 {
        match self {
            Sheet::Two(t) => t.multiplier(),
            Sheet::Game { .. } => 1,
        }
    }

    /// Entries kept: one per player.
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
            Sheet::Game { .. } => false,
        };
        if decided {
            return Err("a decided Bummerl is still running".into());
        }
        Ok(())
    }

    /// A player leaves a Bummerl in progress and so resigns it: he gets it. `None` with
    /// Marken, where there is nothing to resign, and at a registry game, whose deal says
    /// ([`crate::games::Game::resign`]).
    pub fn resign(&self, player: usize) -> Option<TallyEnd> {
        match self {
            Sheet::Two(t) => t.resign(player),
            Sheet::Game { .. } => None,
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
}
