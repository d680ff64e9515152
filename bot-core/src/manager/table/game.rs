//! The game's deals and moves, through the game surface, the same for every game of the
//! registry ([`crate::games`]): dealing a match's deals, moves, what the game tells, the deal's
//! and the match's end with its leaderboard credits and ratings, and the computer's moves and
//! hints. Seats, versions, timers, the lobby and the hands sent to each player are the other
//! modules'.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::games::registry::Ranking;
use crate::games::search::{self, Budget};
use crate::games::{self, AnyGame, Game, GameId, Level, Move, Refusal};
use crate::ids::Lang;
use crate::manager::rating::{Entrant, Outcome, computer_id};
use crate::manager::record::{DealLog, DealRecord, Played, StoredDeal};
use crate::manager::table::seats::{Phase, PlayerKind, Round};
use crate::manager::table::views::{both, hand_faces, named};
use crate::manager::table::{Change, Table};
use crate::protocol::{Delta, Event, HintView, Refused, Stats};

/// A refusal in the player's words.
pub(super) fn refused(game: &dyn Game, refusal: Refusal) -> Refused {
    Refused::Move {
        code: refusal.code().to_string(),
        text: [Lang::De, Lang::En].map(|lang| game.refusal_text(refusal, lang)),
    }
}

/// What a finished match counts on the leaderboard for a player whose match result is `result`:
/// Partien or Bummerl won or lost with their worth, an amount added up, or nothing more for a
/// running account (its deals were counted as they ended).
pub(super) fn match_stats(id: GameId, result: i64) -> Stats {
    let worth = u32::try_from(result.unsigned_abs()).unwrap_or(u32::MAX);
    match id.spec().ranking {
        Ranking::Partien => Stats {
            partien_won: if result > 0 { worth } else { 0 },
            partien_lost: if result < 0 { worth } else { 0 },
            ..Stats::default()
        },
        Ranking::Bummerl => Stats {
            bummerl_won: if result > 0 { worth } else { 0 },
            bummerl_lost: if result < 0 { worth } else { 0 },
            // A Bummerl counts two only as a Schneider.
            schneider_given: u32::from(result >= 2),
            schneider_taken: u32::from(result <= -2),
            ..Stats::default()
        },
        Ranking::Amounts => Stats {
            marken: result,
            ..Stats::default()
        },
        Ranking::Account => Stats::default(),
    }
}

impl Table {
    /// A result of the game's unit to be rated: each player's (person's or computer's) result.
    pub(in crate::manager) fn rate(&self, results: &[(usize, i64)], change: &mut Change) {
        let entrants = results
            .iter()
            .map(|&(p, result)| {
                let player = &self.players[p];
                match &player.kind {
                    PlayerKind::Human(user) => Entrant {
                        user: user.clone(),
                        name: player.name.clone(),
                        result,
                    },
                    PlayerKind::Computer(level) => Entrant {
                        user: computer_id(self.key.platform, *level),
                        name: level.name().to_string(),
                        result,
                    },
                }
            })
            .collect();
        change.rated.push(Outcome {
            board: self.variant.id().into(),
            entrants,
        });
    }

    pub(in crate::manager) fn credit(&self, player: usize, mut add: Stats, change: &mut Change) {
        let p = &self.players[player];
        if let Some(user) = p.user() {
            add.name.clone_from(&p.name);
            change.stats.push(Delta {
                board: self.variant.id().into(),
                user: user.clone(),
                add,
            });
        }
    }

    /// Deals the first game of a match with the table's seeded shuffle.
    pub(in crate::manager) fn deal(&mut self, change: &mut Change) {
        self.deal_game(self.variant, None, change);
    }

    /// The round of a new deal, told to the table.
    pub(in crate::manager) fn dealt(
        &self,
        dealer: usize,
        seats: Vec<usize>,
        game: AnyGame,
        trump_card: Option<games::Card>,
        forehand_fixes_trump: bool,
        change: &mut Change,
    ) -> Round {
        change.dealt = Some(StoredDeal::of(&game));
        let round = Round {
            number: self.bummerl_games + 1,
            dealer,
            seats,
            log: Some(DealLog::new(game.id())),
            game,
            watcher: None,
            declined: Vec::new(),
        };
        change.event(
            self.channel(),
            Event::Dealt {
                game: self.variant,
                number: round.number,
                dealer: self.players[dealer].name.clone(),
                forehand: self.players[round.seats[0]].name.clone(),
                trump_card,
                forehand_fixes_trump,
            },
        );
        round
    }

    /// The deal being played, if one is.
    pub(in crate::manager) fn current_deal(&self) -> Option<&AnyGame> {
        self.round().map(|round| &round.game)
    }

    /// The others claim the deal from `absent`, whose time ran out: the game ends it as its
    /// rules say ([`Deal::forfeit`]), and the table goes on as after any deal.
    pub(in crate::manager) fn forfeit_game(&mut self, absent: usize, change: &mut Change) {
        let Phase::Playing(round) = &mut self.phase else {
            unreachable!("a forfeit needs a deal")
        };
        let seat = round.seat_of(absent).expect("the absent player has a seat");
        let game = &mut round.game;
        let told = game.get().told();
        *game = game.get().forfeit(seat).expect("checked by may_claim");
        if let Some(log) = &mut round.log {
            log.forfeit = Some(seat);
        }
        round.declined.clear();
        let round = (**round).clone();
        self.timer = None;
        self.tell(&round, told, change);
        self.deal_over_game(&round, change);
    }

    /// Deals a registry game: the first deal of a match, or the next one after `previous`.
    pub(in crate::manager) fn deal_game(
        &mut self,
        id: GameId,
        previous: Option<&Round>,
        change: &mut Change,
    ) {
        self.games_dealt += 1;
        let mut rng = SmallRng::seed_from_u64(
            self.seed ^ self.games_dealt.wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        let n = self.players.len();
        let next = previous.and_then(|round| {
            let (next, shift) = round.game.get().next_deal(&mut rng)?;
            Some((round, next, shift))
        });
        let (seats, game) = match next {
            Some((round, game, shift)) => {
                let seats = (0..n).map(|i| round.seats[(i + shift) % n]).collect();
                (seats, game)
            }
            None => {
                let dealer = self.next_dealer % n;
                let mut seats: Vec<usize> = (1..=n).map(|i| (dealer + i) % n).collect();
                let game = (id.spec().new_match)(n, &self.game_rules, &mut rng)
                    .expect("a table's size and rules were checked when it was opened");
                // Seats the computer holds for the whole match (a computer bank) get the
                // table's computers; the start checked that there are enough.
                let mut computers = (0..n).filter(|&p| self.players[p].user().is_none());
                for seat in game.get().computer_seats() {
                    if let Some(c) = computers.next() {
                        let at = seats.iter().position(|&p| p == c).expect("seated");
                        seats.swap(seat, at);
                    }
                }
                (seats, game)
            }
        };
        let seats: Vec<usize> = seats;
        let dealer = seats[n - 1];
        // The table's copy of the match's standing, from its first deal on.
        self.tally
            .record_game(&seats, &game.get().standing().totals);
        let opening = game.get().opening();
        let round = self.dealt(
            dealer,
            seats,
            game,
            opening.trump,
            opening.forehand_fixes_trump,
            change,
        );
        self.abort_votes.clear();
        self.abort_asked = None;
        // What the deal told as it began (declarations the table makes itself), and a deal that
        // its first steps already decided.
        self.tell(&round, 0, change);
        let over = round.game.get().is_over();
        self.phase = Phase::Playing(Box::new(round.clone()));
        if over {
            self.deal_over_game(&round, change);
        }
    }

    /// Applies a move of game seat `seat`: what the game tells, the deal's end, the next deal.
    /// A refused move changes nothing.
    pub(in crate::manager) fn move_game(
        &mut self,
        seat: usize,
        mv: &Move,
        change: &mut Change,
    ) -> Result<(), Refused> {
        let Phase::Playing(round) = &mut self.phase else {
            unreachable!("moves need a game")
        };
        let game = &mut round.game;
        let told = game.get().told();
        let side_by_side = game.id().spec().table.concurrent && game.get().concurrent(seat, mv);
        let before = side_by_side.then(|| hand_faces(game.get()));
        let mut after = game.clone();
        after
            .get_mut()
            .apply(seat, mv)
            .map_err(|r| refused(game.get(), r))?;
        let changed = before.map(|before| {
            let now = hand_faces(after.get());
            (0..now.len())
                .filter(|&s| s == seat || before.get(s) != now.get(s))
                .map(|s| round.seats[s])
                .collect()
        });
        if !side_by_side {
            // A move for everybody (a banker's draw): people are asked again whether they are
            // ready, and a computer's wait starts afresh.
            round.declined.clear();
        }
        change.moves.add(changed);
        *game = after;
        if let Some(log) = &mut round.log {
            log.moves.push(Played { seat, mv: *mv });
        }
        self.picks.remove(&round.seats[seat]);
        if !side_by_side {
            self.timer = None;
        }
        let round = (**round).clone();
        self.tell(&round, told, change);
        if round.game.get().is_over() {
            self.deal_over_game(&round, change);
        }
        Ok(())
    }

    /// Puts what the game told since `from` on the table.
    pub(in crate::manager) fn tell(&self, round: &Round, from: usize, change: &mut Change) {
        let names = self.seat_names(round);
        let lines = both(|lang| {
            round
                .game
                .get()
                .tell(from, lang)
                .iter()
                .map(|l| named(l, &names))
                .collect()
        });
        if !lines[1].is_empty() {
            change.event(self.channel(), Event::Told { lines });
        }
    }

    /// A deal is over: the leaderboard's deal counts, the sheet, and the next deal or the
    /// match's end.
    pub(in crate::manager) fn deal_over_game(&mut self, round: &Round, change: &mut Change) {
        let id = self.variant;
        let g = round.game.get();
        self.bummerl_games += 1;
        change.deals_over += 1;
        if let Some(log) = &round.log {
            let seats = round
                .seats
                .iter()
                .map(|&p| self.players[p].info())
                .collect();
            let result = g.result().unwrap_or_default();
            // Dealt in this change, or before it: then the manager reads it from beside the
            // table as it commits.
            let dealt = change.dealt.take();
            change
                .deals
                .push(DealRecord::new(log, seats, dealt, result));
        }
        let score = g.score().unwrap_or_default();
        let written = g.written().unwrap_or_default();
        let ranking = id.spec().ranking;
        for (s, &p) in round.seats.iter().enumerate() {
            let points = score.get(s).copied().unwrap_or(0);
            // A seat sitting out may gain (he writes at three) but neither won nor lost.
            let playing = !g.sits_out(s);
            let add = Stats {
                games_won: u32::from(playing && points > 0),
                games_lost: u32::from(playing && points < 0),
                marken: if ranking == Ranking::Account {
                    points
                } else {
                    0
                },
                game_points: written.get(s).copied().unwrap_or(0),
                ..Stats::default()
            };
            self.credit(p, add, change);
        }
        if ranking == Ranking::Account {
            // A running account is rated deal by deal, among those who played it.
            let results: Vec<(usize, i64)> = round
                .seats
                .iter()
                .enumerate()
                .filter(|&(s, _)| !g.sits_out(s))
                .map(|(s, &p)| (p, score.get(s).copied().unwrap_or(0)))
                .collect();
            self.rate(&results, change);
        }
        self.tally.record_game(&round.seats, &g.standing().totals);
        self.next_dealer = round.seats[g.next_dealer()];
        match g.match_result() {
            Some(results) => {
                let names = self.seat_names(round);
                let standing = g.standing().line.map(|l| named(&l, &names));
                let mut by_player: Vec<(usize, i64)> = round
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(s, &p)| (p, results.get(s).copied().unwrap_or(0)))
                    .collect();
                by_player.sort_unstable();
                change.event(
                    self.channel(),
                    Event::MatchOver {
                        game: id,
                        results: by_player
                            .iter()
                            .map(|&(p, r)| (self.players[p].name.clone(), r))
                            .collect(),
                        standing,
                    },
                );
                if ranking != Ranking::Account {
                    self.rate(&by_player, change);
                }
                for (p, result) in by_player {
                    self.credit(p, match_stats(id, result), change);
                }
                self.new_match();
            }
            None => self.deal_game(id, Some(round), change),
        }
    }

    /// A player resigns a registry game's match (he leaves, or closes a table he plays alone
    /// with computers): `results` per player, as the game counts it ([`Deal::resign`]).
    pub(in crate::manager) fn resign_game(
        &mut self,
        results: Vec<(usize, i64)>,
        change: &mut Change,
    ) {
        let id = self.variant;
        change.event(
            self.channel(),
            Event::MatchOver {
                game: id,
                results: results
                    .iter()
                    .map(|&(p, r)| (self.players[p].name.clone(), r))
                    .collect(),
                standing: [String::new(), String::new()],
            },
        );
        if id.spec().ranking != Ranking::Account {
            self.rate(&results, change);
        }
        if matches!(id.spec().ranking, Ranking::Partien | Ranking::Bummerl) {
            for (p, result) in results {
                self.credit(p, match_stats(id, result), change);
            }
        }
        self.new_match();
    }

    /// The computer plays for `player` (the game tells the move), or `None` where the game
    /// lets his seat wait and its computer does.
    pub(in crate::manager) fn computer_move(
        &mut self,
        player: usize,
        level: Level,
        step: u64,
        change: &mut Change,
    ) -> Option<Move> {
        let round = self.round().expect("computer moves need a game");
        let seat = round.seat_of(player).expect("the player to act plays");
        let game = &round.game;
        let seed = self.seed ^ self.version.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ step;
        let mut rng = SmallRng::seed_from_u64(seed);
        let mv = search::choose(game.get(), seat, level, Budget::default(), &mut rng)?;
        self.move_game(seat, &mv, change)
            .expect("the computer plays legally");
        Some(mv)
    }

    /// What the searching computer would do in game seat `seat` now: `None` if the seat has
    /// nothing to do.
    pub(in crate::manager) fn game_hint(&self, seat: usize) -> Option<HintView> {
        let game = self.current_deal()?;
        let game = game.get();
        if game.legal(seat).is_empty() {
            return None;
        }
        let mut rng = SmallRng::seed_from_u64(self.seed ^ self.version);
        let (mv, why) = match game.hint(seat, &mut rng) {
            Some((mv, why)) => (Some(mv), Some(why)),
            None => {
                let level = Level::Strong;
                let mv = search::choose(game, seat, level, Budget::default(), &mut rng);
                (mv, None)
            }
        };
        let labels = mv.map(|mv| [Lang::De, Lang::En].map(|lang| game.label(&mv, lang)));
        Some(HintView { labels, why })
    }
}
