//! Tables that host a game of the registry ([`crate::games`]): dealing a match's deals, moves,
//! what the game tells, the deal's and the match's end, and the computer — all through the game
//! surface, the same for every game. Seats, versions, timers, the lobby and the hands sent to
//! each player stay the [`Table`]'s.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::record::{DealRecord, Played};
use super::table::{Change, Phase, Round, Table};
use crate::games::Level;
use crate::games::registry::Ranking;
use crate::games::search::{self, Budget};
use crate::games::{AnyGame, Game, GameId, Lang, Move, Refusal, View};
use crate::protocol::Stats;
use crate::protocol::{ChoiceView, Event, GamePublic, GameSeat, HintView, Refused};
use crate::protocol::{MoveAct, Pick};

/// Both languages of something a game says.
fn both(f: impl Fn(Lang) -> Vec<String>) -> [Vec<String>; 2] {
    [f(Lang::De), f(Lang::En)]
}

/// Puts the players' names in for the game's `{N}` (seat N), in one pass: a `{N}` of no seat
/// stays as it is, and a name is never read for seats again (a player may call himself `{1}`).
pub(super) fn named(line: &str, names: &[String]) -> String {
    let mut out = String::with_capacity(line.len() + 16);
    let mut rest = line;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let seat = after
            .find('}')
            .filter(|&close| close > 0 && after[..close].bytes().all(|b| b.is_ascii_digit()))
            .and_then(|close| Some((close, names.get(after[..close].parse::<usize>().ok()?)?)));
        match seat {
            Some((close, name)) => {
                out.push_str(name);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Puts the names of a round's players into a view's lines.
fn name_lines(lines: &mut [Vec<String>; 2], names: &[String]) {
    for line in lines.iter_mut().flatten() {
        *line = named(line, names);
    }
}

/// Puts the names of a round's players into what everybody sees of its deal.
pub(crate) fn name_public(view: &mut GamePublic, names: &[String]) {
    name_lines(&mut view.lines, names);
    for line in view.glance.iter_mut().flatten() {
        *line = named(line, names);
    }
}

/// Puts the names of a round's players into what a seat sees of its deal beside what
/// everybody sees (named once for every seat, [`name_public`]).
pub(crate) fn name_seat(view: &mut GameSeat, names: &[String]) {
    name_lines(&mut view.lines, names);
    for line in view.hand_line.iter_mut().chain(&mut view.prompt).flatten() {
        *line = named(line, names);
    }
}

/// What everybody sees of a deal.
pub(crate) fn public_view(id: GameId, game: &dyn Game) -> GamePublic {
    GamePublic {
        game: id,
        to_act: game.to_act().to_vec(),
        lines: both(|lang| game.view(None, lang).lines),
        glance: [Lang::De, Lang::En].map(|lang| game.glance(lang)),
    }
}

/// What a seat sees of a deal, with its moves and their labels, beside `public`: what
/// everybody sees of it ([`public_view`]), worked out once for every seat.
pub(crate) fn seat_view(game: &dyn Game, seat: usize, public: GamePublic) -> GameSeat {
    let s = seat;
    let moves = game.legal(s);
    let choices = moves
        .iter()
        .filter(|m| m.args().next().is_none())
        .filter_map(|m| game.choice(s, m.verb()))
        .map(|c| ChoiceView {
            verb: c.verb,
            from: c.from,
            min: c.min,
            max: c.max,
        })
        .collect();
    // The hand is the same in either language.
    let [de, en] = [Lang::De, Lang::En].map(|lang| game.view(Some(s), lang));
    GameSeat {
        seat,
        hand: en.hand,
        lines: [de.lines, en.lines],
        hand_line: [Lang::De, Lang::En].map(|lang| game.hand_line(s, lang)),
        prompt: [Lang::De, Lang::En].map(|lang| game.prompt(s, lang)),
        labels: both(|lang| moves.iter().map(|m| game.label(m, lang)).collect()),
        moves,
        choices,
        public,
        ready: false,
    }
}

/// A refusal in the player's words.
fn refused(game: &dyn Game, refusal: Refusal) -> Refused {
    Refused::Move {
        code: refusal.code().to_string(),
        text: [Lang::De, Lang::En].map(|lang| game.refusal_text(refusal, lang)),
    }
}

impl Table {
    /// The deal being played, if one is.
    fn current_deal(&self) -> Option<&AnyGame> {
        self.round().map(|round| &round.game)
    }

    /// Whether `player` plays in the round's deal: he has a seat and does not sit it out.
    pub(super) fn plays(&self, round: &Round, player: usize) -> bool {
        let may_sit_out = round.game.id().spec().table.sits_out;
        round
            .seat_of(player)
            .is_some_and(|seat| !(may_sit_out && round.game.get().sits_out(seat)))
    }

    /// Whether the table lets a player sitting a deal out follow another's hand (the game's
    /// `kiebitz` rule).
    pub(super) fn kiebitz(&self) -> bool {
        self.game_rules.flag("kiebitz")
    }

    /// Whether the others may claim the deal from `player` once his time ran out (else the
    /// computer plays for him).
    pub(super) fn may_claim(&self, player: usize) -> bool {
        let Some(round) = self.round() else {
            return false;
        };
        round.game.id().spec().table.forfeit
            && round
                .seat_of(player)
                .is_some_and(|seat| round.game.get().forfeit(seat).is_some())
    }

    /// The others claim the deal from `absent`, whose time ran out: the game ends it as its
    /// rules say ([`Deal::forfeit`]), and the table goes on as after any deal.
    pub(super) fn forfeit_game(&mut self, absent: usize, change: &mut Change) {
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

    /// The names of a round's seats.
    pub(super) fn seat_names(&self, round: &Round) -> Vec<String> {
        round
            .seats
            .iter()
            .map(|&p| self.players[p].name.clone())
            .collect()
    }

    /// Deals a registry game: the first deal of a match, or the next one after `previous`.
    pub(super) fn deal_game(&mut self, id: GameId, previous: Option<&Round>, change: &mut Change) {
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
        // What the deal told as it began (declarations the table makes itself), and a deal that
        // its first steps already decided.
        self.tell(&round, 0, change);
        let over = round.game.get().is_over();
        self.phase = Phase::Playing(Box::new(round.clone()));
        if over {
            self.deal_over_game(&round, change);
        }
    }

    /// How many seats the computer must hold in a new match of this table's game.
    pub(super) fn computer_seats_needed(&self) -> usize {
        let id = self.variant;
        if !id.spec().table.computer_bank {
            return 0;
        }
        let mut rng = SmallRng::seed_from_u64(self.seed);
        (id.spec().new_match)(self.players.len(), &self.game_rules, &mut rng)
            .map_or(0, |game| game.get().computer_seats().len())
    }

    /// A person's move in a registry game.
    pub(super) fn act_game(
        &mut self,
        me: usize,
        act: &MoveAct,
        change: &mut Change,
    ) -> Result<(), Refused> {
        let Phase::Playing(round) = &self.phase else {
            return Err(Refused::NotStarted);
        };
        if act.version.is_some_and(|v| !self.current(v)) {
            return Err(Refused::Stale {
                current: self.version,
            });
        }
        let Some(seat) = round.seat_of(me) else {
            return Err(refused(round.game.get(), Refusal::NOT_YOUR_TURN));
        };
        self.move_game(seat, &act.mv, change)?;
        change.changed = true;
        self.run_computers(change);
        Ok(())
    }

    /// Applies a move of game seat `seat`: what the game tells, the deal's end, the next deal.
    /// A refused move changes nothing.
    pub(super) fn move_game(
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
    fn tell(&self, round: &Round, from: usize, change: &mut Change) {
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
    fn deal_over_game(&mut self, round: &Round, change: &mut Change) {
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
            let dealt = change.dealt.take().unwrap_or_default();
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
    pub(super) fn resign_game(&mut self, results: Vec<(usize, i64)>, change: &mut Change) {
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

    /// Whether a computer in game seat `seat` would end the others' moves side by side (a
    /// banker's draw): then it waits for the people who may still move to say they are ready.
    pub(super) fn ends_side_by_side(&self, seat: usize) -> bool {
        self.current_deal().is_some_and(|game| {
            game.id().spec().table.concurrent && {
                let game = game.get();
                game.legal(seat).iter().any(|mv| !game.concurrent(seat, mv))
            }
        })
    }

    /// Whether the person in game seat `seat` may still move side by side with others (a
    /// punter who may stake), so that a computer about to end that waits for him.
    pub(super) fn may_move_side_by_side(&self, seat: usize) -> bool {
        self.current_deal().is_some_and(|game| {
            let concurrent = game.id().spec().table.concurrent;
            let game = game.get();
            concurrent && game.to_act().len() > 1 && game.to_act().contains(&seat) && {
                let legal = game.legal(seat);
                !legal.is_empty() && legal.iter().all(|mv| game.concurrent(seat, mv))
            }
        })
    }

    /// The computer plays for `player` (the game tells the move), or `None` where the game
    /// lets his seat wait and its computer does.
    pub(super) fn computer_move(
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
    pub(super) fn game_hint(&self, seat: usize) -> Option<HintView> {
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

    /// What a player typed, as the move it means at this table: read against his hand (a move
    /// of the game that is not his now is made all the same, for the game to say why not), or
    /// his word that he is ready.
    pub(super) fn read_typed(&self, me: usize, text: &str) -> Result<super::Command, Refused> {
        let round = self.round().ok_or(Refused::NotStarted)?;
        let not_a_move = || Refused::NotAMove {
            text: crate::text::quote(text),
        };
        let Some(seat) = round.seat_of(me) else {
            return Err(refused(round.game.get(), Refusal::NOT_YOUR_TURN));
        };
        let view = round.view(seat);
        use crate::protocol::Play;
        use crate::text::typed;
        let play = match typed::game_move(text, &view) {
            Some(mv) => Play::Game(mv),
            // "Ready", "Gut": done moving beside a computer that waits.
            None if typed::ready(text) => Play::Ready,
            None => Play::Game(typed::meant(text, &view).ok_or_else(not_a_move)?),
        };
        Ok(play.command(None))
    }

    /// The hand message of `player` while he picks cards or pages through a large hand.
    /// The choice is kept with the table (without moving it on) until the player moves or the
    /// deal changes for everybody.
    pub(super) fn pick(
        &mut self,
        me: usize,
        pick: &Pick,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if self.round().is_none() {
            return Err(Refused::NotStarted);
        }
        if !self.current(pick.version) {
            return Err(Refused::Stale {
                current: self.version,
            });
        }
        self.picks.insert(me, *pick);
        let message = self.hand_message(me).ok_or(Refused::NotSeated)?;
        change.messages.push(message);
        change.changed = true;
        change.quiet = true;
        Ok(())
    }
}

/// What each seat's hand message shows of a deal (its cards, lines and moves, and whether
/// anybody may act): where it is the same after a move, the seat's hand need not be sent again.
fn hand_faces(game: &dyn Game) -> Vec<(View, Vec<Move>, bool)> {
    let anyone = !game.to_act().is_empty();
    (0..game.seats())
        .map(|s| (game.view(Some(s), Lang::En), game.legal(s), anyone))
        .collect()
}

/// What a finished match counts on the leaderboard for a player whose match result is `result`:
/// Partien or Bummerl won or lost with their worth, an amount added up, or nothing more for a
/// running account (its deals were counted as they ended).
fn match_stats(id: GameId, result: i64) -> Stats {
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

#[cfg(test)]
mod tests {
    use super::named;

    #[test]
    fn names_go_in_for_seats_once_and_anything_else_stays() {
        let names = ["Anna".to_string(), "{0}".to_string()];
        assert_eq!(
            named("{0} plays, {1} follows", &names),
            "Anna plays, {0} follows"
        );
        assert_eq!(named("{0}{0}", &names), "AnnaAnna");
        assert_eq!(
            named("{2} {x} {} {10 {", &names),
            "{2} {x} {} {10 {",
            "no seat, no digits, unclosed"
        );
        assert_eq!(
            named("Trumpf ♥ – kein Name", &names),
            "Trumpf ♥ – kein Name"
        );
        assert_eq!(named("{1}: ♥{0}", &names), "{0}: ♥Anna");
    }
}
