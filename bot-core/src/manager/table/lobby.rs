//! The lobby and the match: opening a table with its game, size and house rules, a new game
//! or size chosen before the first deal, and a fresh match.

use std::collections::BTreeMap;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::games::{self, GameId, HouseRuleError};
use crate::ids::{TableKey, User};
use crate::manager::sheet::Sheet;
use crate::manager::table::seats::{Phase, Player, PlayerKind};
use crate::manager::table::turns::Timing;
use crate::manager::table::{Change, Table};
use crate::protocol::{Event, Open, Refused};

/// Checks a table size: two players, or three (Mitschreiben); Bauernschnapsen and
/// Dreierschnapsen have their own number.
pub(super) fn check_size(variant: GameId, players: usize) -> Result<(), Refused> {
    let (min, max) = variant.spec().seats;
    if (min..=max).contains(&players) {
        Ok(())
    } else {
        Err(Refused::BadRule(HouseRuleError::OutOfRange {
            rule: "players".into(),
            value: players as u32,
            min: min as u32,
            max: max as u32,
        }))
    }
}

/// What a table opened with `open` plays with: its size and house rules, or why they cannot
/// be. Checked before anything else, so that whoever opens hears what is wrong with his options
/// even where a table is already open.
pub(super) fn opening(open: &Open) -> Result<(usize, games::Rules), Refused> {
    // `players` chooses Mitschreiben, or the number at a game's table (its fewest where the
    // default does not fit).
    let (min, max) = open.variant.spec().seats;
    let size = if open.players == Open::default().players && !(min..=max).contains(&open.players) {
        min
    } else {
        open.players
    };
    check_size(open.variant, size)?;
    let game_rules = open
        .variant
        .spec()
        .rules(&open.game_rules)
        .map_err(|e| Refused::BadRule(HouseRuleError::Unknown(e)))?;
    Ok((size, game_rules))
}

/// The version a table with `seed` starts at: random in 1..2^52, so that a button left over
/// from an earlier table in the same channel (its message may outlive the table, and a
/// restarted adapter forgets which buttons it showed) does not match the new table's state.
/// Two tables' version ranges meet with a chance of about 10^-11; 2^52 leaves room to count
/// and keeps payloads short.
pub(super) fn first_version(seed: u64) -> u64 {
    (seed >> 12).max(1)
}

impl Table {
    /// Opens a table for `user` in `key`'s channel; its public messages speak his language.
    pub fn open(
        key: TableKey,
        user: &User,
        open: &Open,
        seed: u64,
        now: u64,
        timing: Timing,
    ) -> Result<(Table, Change), Refused> {
        let (size, game_rules) = opening(open)?;
        let mut players = vec![Player {
            name: user.name.clone(),
            kind: PlayerKind::Human(user.id.clone()),
        }];
        if let Some(level) = open.computer {
            // The computer takes every other seat.
            for n in 1..size {
                let name = if size > 2 {
                    format!("Computer {n}")
                } else {
                    "Computer".into()
                };
                players.push(Player {
                    name,
                    kind: PlayerKind::Computer(level),
                });
            }
        }
        let mut table = Table {
            key,
            version: first_version(seed),
            opener: user.id.clone(),
            lang: Some(user.lang),
            cards: None,
            variant: open.variant,
            game_rules,
            epoch: None,
            picks: BTreeMap::new(),
            computer_takeover: open.computer_takeover,
            hints: false,
            players,
            phase: Phase::Lobby,
            size,
            tally: Sheet::new(open.variant, size),
            bummerl_number: 1,
            bummerl_games: 0,
            games_dealt: 0,
            next_dealer: SmallRng::seed_from_u64(seed).random_range(0..size),
            seed,
            abort_votes: Vec::new(),
            abort_asked: None,
            timer: None,
        };
        let mut change = Change {
            changed: true,
            ..Change::default()
        };
        change.event(
            table.channel(),
            Event::Opened {
                by: user.name.clone(),
                variant: table.variant,
            },
        );
        if open.computer.is_some() {
            table.deal(&mut change);
            table.run_computers(&mut change);
        }
        table.settle(now, timing, &mut change);
        Ok((table, change))
    }

    /// Back to the lobby with a fresh score.
    pub(in crate::manager) fn new_match(&mut self) {
        self.phase = Phase::Lobby;
        self.tally = self.tally.fresh();
        self.bummerl_number += 1;
        self.bummerl_games = 0;
    }

    /// In the lobby: plays `variant` with `size` players from now on, with a fresh score.
    pub(in crate::manager) fn resize(
        &mut self,
        variant: GameId,
        size: usize,
    ) -> Result<(), Refused> {
        check_size(variant, size)?;
        if self.players.len() > size {
            return Err(Refused::TooManySeated {
                seated: self.players.len(),
                size,
            });
        }
        self.variant = variant;
        self.size = size;
        self.tally = Sheet::new(variant, size);
        self.next_dealer %= size;
        Ok(())
    }

    /// How many seats the computer must hold in a new match of this table's game.
    pub(in crate::manager) fn computer_seats_needed(&self) -> usize {
        let id = self.variant;
        if !id.spec().table.computer_bank {
            return 0;
        }
        let mut rng = SmallRng::seed_from_u64(self.seed);
        (id.spec().new_match)(self.players.len(), &self.game_rules, &mut rng)
            .map_or(0, |game| game.get().computer_seats().len())
    }
}
