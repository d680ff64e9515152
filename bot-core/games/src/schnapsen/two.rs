//! Schnapsen, Sechsundsechzig and Schnorps on the game surface: one deal of the family's engine
//! ([`rules::Game`]) with the match it belongs to ([`Tally`]: a Bummerl or Partie struck off
//! from 7, or Schnorps' Marken), at a table of two or of three (Mitschreiben: the dealer sits
//! out and writes the winner's points too).
//!
//! Seats are the deal's: 0 the forehand, 1 the other player, and at three the dealer last (seat
//! 2, who never acts). At two the dealer is seat 1. The match is kept in the same seats and moves
//! round with them ([`Tally::rotated`]).

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::ai::rivals::Rival;
use super::ai::sampling::Hidden;
use super::ai::{self, Budget};
use super::result::GameResult;
use super::rules::{
    Action, CardSet, Game, HouseRules, HouseRulesPatch, LegalActions, Seat, Tally, Variant,
    WINNING_POINTS,
};
use super::step::{self, Step};
use super::{card_of, patch, refusal_words, seat_name, switch, words};
use crate::any::AnyGame;
use crate::card::Card;
use crate::game::{Computer, Deal, Move, Opening, Refusal, Scene, Scores, Standing, View, Words};
use crate::lang::Lang;
use crate::level::Level;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};
use crate::unit::Unit;

/// A deal of the two-player family with its match.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Two {
    /// The deal.
    game: Game,
    /// 2, or 3 where the dealer sits out (seat 2).
    seats: usize,
    /// The match, in this deal's seats, with this deal counted once it is over.
    tally: Tally,
    /// What the deal told, in order, kept inline (a deal is made per random playout): at most
    /// twelve tricks, four marriages, an exchange, a close and the end — 19 in Sechsundsechzig.
    notes: arrayvec::ArrayVec<Note, MAX_NOTES>,
}

/// The most a deal can tell, with room to spare: see [`Two::notes`].
const MAX_NOTES: usize = 24;

/// A public event of the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// A move's public side.
    Step(Step),
    /// The deal is over: what it wrote (0 for a tie).
    Over {
        /// The points written for the winner (and at three for the dealer).
        written: u32,
        /// Whether the deal was claimed from a player whose time ran out.
        #[serde(default)]
        forfeit: bool,
    },
}

impl Two {
    /// The first deal of a match of `variant` for `seats` players (2 or 3).
    pub fn new_match(
        variant: Variant,
        seats: usize,
        rules: HouseRules,
        rng: &mut dyn RngCore,
    ) -> Result<Two, String> {
        if !(2..=3).contains(&seats) {
            return Err(format!("{} is for two or three players", variant.name()));
        }
        let tally = Tally::new(Unit::of(variant.into()), seats);
        let game = Game::shuffled(variant, rules, &mut &mut *rng);
        Ok(Two::deal(game, seats, tally))
    }

    /// A deal of `game` in the match `tally` stands at.
    fn deal(game: Game, seats: usize, tally: Tally) -> Two {
        Two {
            game,
            seats,
            tally,
            notes: arrayvec::ArrayVec::new(),
        }
    }

    /// A stored deal of the family's own path (before layout 4) on the surface: the engine's
    /// `game`, unchanged, at a table of `seats`, the match standing at `tally` — already in this
    /// deal's seats (0 the forehand, the dealer last).
    pub fn resume(game: Game, seats: usize, tally: Tally) -> Option<Two> {
        ((2..=3).contains(&seats) && tally.left().len() == seats && !tally.is_over())
            .then(|| Two::deal(game, seats, tally))
    }

    /// The deal on the surface.
    pub fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    /// A player's hand in the family's lines: its cards first, then its points and tricks
    /// where the rules show them.
    fn summary(&self, player: Seat, lang: Lang) -> Vec<String> {
        let view = self.game.view(player);
        words::hand_lines(lang, &view, self.game.rules().show_own_points)
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// The family's computer player at `level` for surface seat `seat`, if it is to act.
    fn computer(&self, seat: usize, level: Level, rng: &mut dyn RngCore) -> Option<ai::Decision> {
        let player = self.player(seat)?;
        if self.game.to_act() != Some(player) {
            return None;
        }
        ai::decide(
            level,
            &self.game.view(player),
            &Budget::DEFAULT,
            rng.next_u64(),
        )
    }

    /// The legal actions of a surface seat, if it is to act.
    fn legal_of(&self, seat: usize) -> Option<LegalActions> {
        (self.game.to_act().map(Seat::index) == Some(seat)).then(|| self.game.legal_actions())
    }

    /// The engine's seat of a surface seat that plays (not the dealer sitting out).
    fn player(&self, seat: usize) -> Option<Seat> {
        Seat::new(seat, 2)
    }

    /// The seat that deals (the last).
    fn dealer(&self) -> usize {
        self.seats - 1
    }

    /// The seats that write a won game: the winner, and at three the dealer.
    fn writers(&self, winner: usize) -> arrayvec::ArrayVec<usize, 2> {
        let mut writers = arrayvec::ArrayVec::new();
        writers.push(winner);
        if self.seats == 3 {
            writers.push(self.dealer());
        }
        writers
    }

    /// Counts a finished deal into the match (`forfeit`: claimed from an absent player).
    fn score_deal(&mut self, forfeit: bool) {
        let Some(outcome) = self.game.outcome().copied() else {
            return;
        };
        let written = match outcome.winner {
            Some(winner) => {
                let winner = winner.index();
                let writers = self.writers(winner);
                self.tally
                    .record_win(&writers, 1 - winner, outcome.game_points)
            }
            None => {
                self.tally.record_tie();
                0
            }
        };
        self.notes.push(Note::Over { written, forfeit });
    }

    /// What the finished deal wrote, and whether it was claimed from an absent player, once
    /// it is over.
    fn end(&self) -> Option<(u32, bool)> {
        self.notes.iter().find_map(|n| match n {
            Note::Over { written, forfeit } => Some((*written, *forfeit)),
            _ => None,
        })
    }

    /// What the finished deal wrote, if it is over.
    fn points_written(&self) -> Option<u32> {
        self.end().map(|(written, _)| written)
    }

    /// The deal's end as the family tells it, in this deal's seats.
    fn game_result(&self) -> Option<GameResult> {
        let outcome = self.game.outcome()?;
        Some(GameResult {
            winner: outcome.winner.map(Seat::index),
            game_points: self.points_written()?,
            unit: self.tally.unit(),
            reason: outcome.reason,
            forfeit: self.end()?.1,
            points: (0..2)
                .map(|s| (s, outcome.points.0[s], outcome.tricks.0[s]))
                .collect(),
        })
    }

    /// The line of the match's end, once the deal decided it.
    fn match_line(&self, lang: Lang) -> Option<String> {
        let end = self.tally.end()?;
        let names = |seats: &[usize]| seats.iter().map(|&s| seat_name(s)).collect::<Vec<_>>();
        let (losers, winners) = (names(&end.losers), names(&end.winners));
        Some(match self.tally.unit() {
            Unit::Partie => words::events::partie_over(lang, &losers, &winners, end.stake),
            _ => words::events::bummerl_over(lang, &losers, &winners, &end.worths),
        })
    }

    /// The match's standing as a line: each seat's points left (or Marken) of `totals`.
    fn standing_line(&self, lang: Lang, totals: &[i64]) -> String {
        let unit = self.tally.unit();
        let each = totals
            .iter()
            .enumerate()
            .map(|(s, t)| match unit {
                Unit::Marken => format!("{} {t:+}", seat_name(s)),
                _ => format!("{} {t}", seat_name(s)),
            })
            .collect::<Vec<_>>()
            .join(" · ");
        let id = match unit {
            Unit::Marken => "standing-marken",
            Unit::Bummerl => "standing-bummerl",
            Unit::Partie => "standing-partie",
        };
        super::WORDS.format(lang, id, &[("list", each.into())])
    }

    /// The points written per seat: the writers `+written`, the loser what they write.
    fn deal_score(&self) -> Option<Scores> {
        let written = i64::from(self.points_written()?);
        let mut score: Scores = std::iter::repeat_n(0, self.seats).collect();
        if let Some(winner) = self.game.outcome()?.winner {
            let writers = self.writers(winner.index());
            for &w in &writers {
                score[w] += written;
            }
            score[1 - winner.index()] -= written * writers.len() as i64;
        }
        Some(score)
    }
}

impl Deal for Two {
    fn id(&self) -> &'static str {
        self.game.variant().name()
    }

    fn seats(&self) -> usize {
        self.seats
    }

    fn to_act(&self) -> crate::game::Seats {
        let mut seats = crate::game::Seats::new();
        seats.extend(self.game.to_act().map(Seat::index));
        seats
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if let Some(legal) = self.legal_of(seat) {
            out.extend(offered(legal).map(move_of));
        }
    }

    fn random_legal(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        let legal = self.legal_of(seat)?;
        let count = u32::try_from(legal.len()).ok().filter(|&n| n > 0)?;
        let n = rand::Rng::random_range(rng, 0..count);
        let rest = LegalActions {
            plays: CardSet::EMPTY,
            ..legal
        };
        super::nth_offered(legal.plays, n as usize, Action::Play, |k| {
            offered(rest).nth(k)
        })
        .map(move_of)
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        let Some(player) = self.player(seat) else {
            return Err(Refusal::NOT_YOUR_TURN);
        };
        let action = action_of(mv).ok_or(Refusal::ILLEGAL)?;
        let notes = &mut self.notes;
        let applied = step::two(&mut self.game, player, action, |step| {
            notes.push(Note::Step(step));
        })
        .map_err(|r| Refusal(r.code()))?;
        if applied.outcome.is_some() {
            self.score_deal(false);
        }
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        let Some(player) = self.player(seat) else {
            return Vec::new();
        };
        words::sorted(self.game.hand(player))
            .into_iter()
            .map(card_of)
            .collect()
    }

    fn score(&self) -> Option<Scores> {
        self.game.outcome()?;
        self.deal_score()
    }

    fn result(&self) -> Option<Value> {
        let outcome = self.game.outcome()?;
        Some(json!({
            "winner": outcome.winner.map(Seat::index),
            "game_points": outcome.game_points,
            "reason": outcome.reason,
            "points": outcome.points.0,
            "tricks": outcome.tricks.0,
            "written": self.points_written(),
            "score": self.score(),
        }))
    }

    /// `FORMAT.md` lists the seat to act's moves, whoever acts.
    fn listed(&self, _seat: usize) -> Vec<Move> {
        self.to_act()
            .first()
            .map_or_else(Vec::new, |&seat| self.legal(seat))
    }

    /// `FORMAT.md`'s result: the winner, the game points, why, and each seat's points and
    /// tricks.
    fn frame_result(&self) -> Option<Value> {
        let outcome = self.game.outcome()?;
        Some(json!({
            "winner": outcome.winner.map(Seat::index),
            "game_points": outcome.game_points,
            "reason": outcome.reason.code(),
            "points": outcome.points.0,
            "tricks": outcome.tricks.0,
        }))
    }

    fn standing(&self) -> Standing {
        let unit = self.tally.unit();
        let totals: Vec<i64> = match unit {
            Unit::Marken => self.tally.marken().to_vec(),
            _ => self.tally.left().iter().map(|&l| i64::from(l)).collect(),
        };
        let line = Lang::ALL.map(|lang| self.standing_line(lang, &totals));
        Standing { totals, line }
    }

    fn match_result(&self) -> Option<Vec<i64>> {
        self.points_written()?;
        let end = self.tally.end()?;
        let mut results = vec![0; self.seats];
        for &w in &end.winners {
            results[w] = i64::from(end.stake);
        }
        for (&l, &worth) in end.losers.iter().zip(&end.worths) {
            results[l] = -i64::from(worth);
        }
        Some(results)
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        self.points_written()?;
        if self.tally.is_over() {
            return None;
        }
        // Seat i of the next deal is seat (i + shift) % n of this one; its dealer (the last
        // seat) is this deal's next dealer.
        let shift = (self.next_dealer() + 1) % self.seats;
        let game = Game::shuffled(self.game.variant(), *self.game.rules(), &mut &mut *rng);
        let next = Two::deal(game, self.seats, self.tally.rotated(shift));
        Some((next.into_any(), shift))
    }

    fn check(&self) -> Result<(), String> {
        if !(2..=3).contains(&self.seats) || self.tally.left().len() != self.seats {
            return Err(format!(
                "a match of {} at {} seats",
                self.tally.left().len(),
                self.seats
            ));
        }
        self.game.check()
    }

    /// The winner where the winner deals (the same dealer after a tie), else the forehand.
    fn next_dealer(&self) -> usize {
        let winner = self.game.outcome().and_then(|o| o.winner);
        match (self.seats, self.game.variant().winner_deals(), winner) {
            (2, true, Some(w)) => w.index(),
            (2, true, None) => self.dealer(),
            _ => 0,
        }
    }

    fn sits_out(&self, seat: usize) -> bool {
        self.player(seat).is_none()
    }

    fn written(&self) -> Option<Vec<u32>> {
        let written = self.points_written()?;
        let mut each = vec![0; self.seats];
        if let Some(winner) = self.game.outcome()?.winner {
            for w in self.writers(winner.index()) {
                each[w] = written;
            }
        }
        Some(each)
    }

    fn forfeit(&self, seat: usize) -> Option<AnyGame> {
        let absent = self.player(seat)?;
        if self.game.to_act() != Some(absent) {
            return None;
        }
        let mut deal = self.clone();
        deal.game.forfeit(absent);
        deal.score_deal(true);
        Some(deal.into_any())
    }

    fn resign(&self, seat: usize) -> Option<Vec<i64>> {
        let end = self.tally.resign(seat)?;
        let mut results = vec![i64::from(end.stake); self.seats];
        for (&l, &worth) in end.losers.iter().zip(&end.worths) {
            results[l] = -i64::from(worth);
        }
        Some(results)
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        if let Some(player) = self.player(seat) {
            let view = self.game.view(player);
            if let Some(game) = Hidden::of(&view).and_then(|h| h.sample(&view, &mut &mut *rng)) {
                world.game = game;
            }
        }
        world.into_any()
    }
}

impl Words for Two {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        let public = self.game.public_view();
        let names: Vec<String> = (0..2).map(seat_name).collect();
        let mut lines = Vec::new();
        let mut shown: crate::card::CardSet = public.played().iter().map(card_of).collect();
        shown.extend(public.trump_card.map(card_of));
        for (_, set) in public.shown.iter() {
            shown.extend(set.iter().map(card_of));
        }
        let player = seat.and_then(|s| self.player(s));
        if let Some(player) = player {
            // A hand: the family's summary below its own line for the cards (`hand_line`).
            shown.extend(self.game.view(player).won.iter().map(card_of));
            let hand = seat.map(|s| self.hand(s)).unwrap_or_default();
            shown.extend(hand.iter().copied());
            let lines = self.summary(player, lang).into_iter().skip(1).collect();
            return View { hand, shown, lines };
        }
        // The table: the match, then the game.
        lines.push(self.standing_line(lang, &self.standing().totals));
        if self.tally.multiplier() > 1 {
            let times = self.tally.multiplier();
            let args = [("n", times.into())];
            lines.push(super::WORDS.format(lang, "line-tie-counts", &args));
        }
        if self.seats == 3 {
            let dealer = seat_name(self.dealer());
            let args = [("seat", dealer.into())];
            lines.push(super::WORDS.format(lang, "line-dealer-sits-out", &args));
        }
        words::round_lines(
            lang,
            &public,
            &|s: Seat| names[s.index()].as_str(),
            &mut lines,
        );
        let hand = seat.map(|s| self.hand(s)).unwrap_or_default();
        shown.extend(hand.iter().copied());
        View { hand, shown, lines }
    }

    fn scene(&self, seat: Option<usize>) -> Scene {
        let public = self.game.public_view();
        let placed = |(seat, card): (Seat, super::rules::Card)| (seat.index(), card_of(card));
        let trump = public.trump_card.map(card_of);
        Scene {
            hand: self.view(seat, Lang::En).hand,
            trick: public.trick.map(placed).into_iter().collect(),
            last_trick: public
                .last_trick()
                .map(|t| {
                    vec![
                        placed((t.leader, t.lead)),
                        placed((t.leader.other(), t.answer)),
                    ]
                })
                .unwrap_or_default(),
            trump,
            talon: public.talon_len - usize::from(trump.is_some()),
            open: public
                .shown
                .iter()
                .filter_map(|(s, set)| {
                    let cards = set.iter().map(card_of).collect();
                    crate::game::Open::some(s.index(), crate::game::Lying::Shown, cards)
                })
                .collect(),
        }
    }

    fn hand_line(&self, seat: usize, lang: Lang) -> Option<String> {
        let player = self.player(seat)?;
        Some(words::cards_line(lang, &self.game.view(player)))
    }

    fn prompt(&self, seat: usize, lang: Lang) -> Option<String> {
        let player = self.player(seat)?;
        let public = self.game.public_view();
        if self.game.to_act() != Some(player) {
            return public
                .outcome
                .is_none()
                .then(|| super::WORDS.text(lang, "prompt-wait"));
        }
        let id = if public.trick.is_some() {
            "prompt-answer"
        } else {
            "prompt-lead"
        };
        Some(super::WORDS.text(lang, id))
    }

    fn glance(&self, lang: Lang) -> Option<String> {
        let public = self.game.public_view();
        let led = public.trick.map(|(_, card)| card);
        words::glance(lang, public.trump_card, Some(public.trump), led)
    }

    fn opening(&self) -> Opening {
        Opening {
            trump: self.game.trump_card().map(card_of),
            forehand_fixes_trump: false,
        }
    }

    fn told(&self) -> usize {
        self.notes.len()
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        let name = seat_name;
        let names: Vec<String> = (0..self.seats).map(name).collect();
        crate::notes::tell(&self.notes, from, |note| match note {
            Note::Step(step) => step.line(lang, name),
            Note::Over { .. } => {
                let result = self.game_result().expect("an ended deal has a result");
                let mut line = words::events::game_over(lang, &names, &result);
                if let Some(end) = self.match_line(lang) {
                    line.push('\n');
                    line.push_str(&end);
                }
                line
            }
        })
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        match action_of(mv) {
            Some(action) => words::action_label(lang, &action.into(), Some(self.game.trump())),
            None => crate::game::default_label(mv, lang, self.face()),
        }
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        let all = super::rules::Refusal::ALL;
        refusal_words(
            &all,
            |r| r.code(),
            |r| words::refusal(lang, r),
            words::illegal(lang),
            refusal,
            lang,
        )
    }
}

impl Computer for Two {
    fn value(&self, seat: usize) -> f64 {
        let Some(outcome) = self.game.outcome() else {
            return 0.0;
        };
        match outcome.winner {
            Some(w) if w.index() == seat => f64::from(outcome.game_points),
            Some(_) if seat < 2 => -f64::from(outcome.game_points),
            _ => 0.0,
        }
    }

    /// The family's solver ([`ai::decide`]) spends its own budget, counted in deals and nodes
    /// so that a decision does not depend on the machine's speed, not the search's.
    fn expert(
        &self,
        seat: usize,
        _: crate::search::Budget,
        rng: &mut dyn RngCore,
    ) -> Option<Option<Move>> {
        let decision = self.computer(seat, Level::Strong, rng)?;
        Some(Some(move_of(decision.action)))
    }

    fn easy(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let decision = self.computer(seat, Level::Easy, rng)?;
        Some(Some(move_of(decision.action)))
    }

    fn random(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let decision = self.computer(seat, Level::Random, rng)?;
        Some(Some(move_of(decision.action)))
    }

    fn hint(&self, seat: usize, rng: &mut dyn RngCore) -> Option<(Move, [String; 2])> {
        let decision = self.computer(seat, Level::Strong, rng)?;
        let why = Lang::ALL.map(|lang| decision.why.text(lang));
        Some((move_of(decision.action), why))
    }

    /// The re-implemented outside programs ([`Rival`]), for the arena.
    fn players(&self) -> &'static [&'static str] {
        const RIVALS: [&str; 2] = [Rival::Rdeep.name(), Rival::Mcts.name()];
        &RIVALS
    }

    fn play_as(&self, name: &str, seat: usize, mut rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let rival: Rival = name.parse().ok()?;
        let player = self.player(seat)?;
        if self.game.to_act() != Some(player) {
            return None;
        }
        let action = rival.decide(&self.game.view(player), &mut rng)?;
        Some(Some(move_of(action)))
    }

    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        let player = self.player(seat)?;
        let view = self.game.view(player);
        // With 66 at lead, claim: random play-outs otherwise throw won games away.
        if view.legal.claim && view.points >= WINNING_POINTS {
            return Move::parse("claim").ok();
        }
        let decision = ai::decide(Level::Random, &view, &Budget::DEFAULT, rng.next_u64())?;
        Some(move_of(decision.action))
    }
}

/// A variant's house rules from a table's rules (names of RULES.md).
pub fn house_rules(variant: Variant, rules: &Rules) -> Result<HouseRules, String> {
    let patch: HouseRulesPatch = patch(rules)?;
    HouseRules::for_variant(variant)
        .patched(&patch)
        .map_err(|e| e.to_string())
}

/// The house rules of a two-player variant, with its defaults (RULES.md).
const fn house_rule_list(variant: Variant) -> [HouseRule; 8] {
    let d = HouseRules::for_variant(variant);
    [
        switch("exchange_first_lead", d.exchange_first_lead),
        switch("exchange_last_pair", d.exchange_last_pair),
        switch("close_first_lead", d.close_first_lead),
        switch("show_own_points", d.show_own_points),
        switch("auto_claim", d.auto_claim),
        switch("forced_rob", d.forced_rob),
        HouseRule {
            name: "black_close_penalty",
            default: RuleKind::Int {
                default: d.black_close_penalty as i64,
                min: 2,
                max: 4,
            },
        },
        switch("kiebitz", d.kiebitz),
    ]
}

/// The first deal of a match of a registered variant.
fn new_match_of(
    variant: Variant,
    seats: usize,
    rules: &Rules,
    rng: &mut dyn RngCore,
) -> Result<AnyGame, String> {
    let rules = house_rules(variant, rules)?;
    Two::new_match(variant, seats, rules, rng).map(Two::into_any)
}

/// A deal as a scenario of the family's frame lays it out (`FORMAT.md`: `hands`, `talon`,
/// `rules`), the match fresh.
fn scenario(scenario: &Value) -> Result<AnyGame, String> {
    let scenario =
        super::scenario::Scenario::parse(&scenario.to_string()).map_err(|e| e.to_string())?;
    let game = scenario.start();
    let tally = Tally::new(Unit::of(game.variant().into()), 2);
    Ok(Two::deal(game, 2, tally).into_any())
}

/// A scenario's action object (`{"p": 0, "do": "play", "card": "KH"}`) as a move.
fn action(action: &Value) -> Result<Move, String> {
    let verb = action["do"].as_str().ok_or("an action has a \"do\"")?;
    let arg = action["card"].as_str().or(action["suit"].as_str());
    let text = match arg {
        Some(arg) => format!("{verb}:{arg}"),
        None => verb.to_string(),
    };
    Move::parse(&text).map_err(|e| e.to_string())
}

/// The legal actions in the order the family offers them: cards in hand order
/// ([`words::in_hand_order`]), marriages, the rest in the engine's order.
fn offered(legal: LegalActions) -> impl Iterator<Item = Action> {
    let others = [
        (legal.exchange, Action::Exchange),
        (legal.close, Action::Close),
        (legal.claim, Action::Claim),
    ];
    words::in_hand_order(legal.plays)
        .map(Action::Play)
        .chain(legal.announce.iter().map(Action::Announce))
        .chain(
            others
                .into_iter()
                .filter_map(|(allowed, a)| allowed.then_some(a)),
        )
}

/// The move of an action, without text: the search makes millions.
fn move_of(action: Action) -> Move {
    match action {
        Action::Play(card) => Move::play(card_of(card)),
        other => super::table_move(other_moves(), &other).expect("every other action is listed"),
    }
}

/// The action of a move: a played card or a move of [`other_moves`] without text, anything
/// else by its text.
fn action_of(mv: &Move) -> Option<Action> {
    if let Some(card) = mv.played() {
        return super::family_card(card).map(Action::Play);
    }
    super::table_action(other_moves(), mv).or_else(|| mv.text().parse().ok())
}

/// The actions that play no card with their moves, made once: the four marriages, exchange,
/// close and claim.
fn other_moves() -> &'static [(Action, Move); 7] {
    static MOVES: std::sync::LazyLock<[(Action, Move); 7]> = std::sync::LazyLock::new(|| {
        let [h, d, s, c] = super::rules::Suit::ALL.map(Action::Announce);
        super::move_table([h, d, s, c, Action::Exchange, Action::Close, Action::Claim])
    });
    &MOVES
}

/// A move as a player types it (`KH`, `spiel KH`, `20 H`, `zudrehen`, `tauschen`, `genug`):
/// [`words::typed::family_move`], where it is a two-player move; `20` alone: the one marriage
/// held.
fn read(text: &str) -> Option<Move> {
    if words::typed::marriage_alone(text) {
        return Some(Move::verb_only("announce"));
    }
    let action = words::typed::family_move(text)?.two_player()?;
    Some(move_of(action))
}

/// A registry entry of a two-player variant.
macro_rules! spec {
    ($variant:expr, $id:literal, $ranking:expr) => {
        GameSpec {
            id: $id,
            aliases: &[],
            family: "schnapsen",
            words: &super::WORDS,
            face: words::FACE,
            packs: &crate::glossary::Face::ALL,
            seats: (2, 3),
            ranking: $ranking,
            // At three the dealer sits out; a deal may be claimed from an absent player.
            table: TableTraits {
                sits_out: true,
                forfeit: true,
                ..TableTraits::PLAIN
            },
            house_rules: &house_rule_list($variant),
            new_match: |seats, rules, rng| new_match_of($variant, seats, rules, rng),
            scenario,
            load: load::<Two>,
            action,
            read,
            upgrade: super::legacy::upgrade,
        }
    };
}

/// Schnapsen: 20 cards, a Bummerl from 7.
pub const SCHNAPSEN: GameSpec = spec!(Variant::Schnapsen, "schnapsen", Ranking::Bummerl);

/// Sechsundsechzig: 24 cards, a Partie from 7 worth 1 to 3.
pub const SECHSUNDSECHZIG: GameSpec = GameSpec {
    aliases: &["66"],
    ..spec!(
        Variant::Sechsundsechzig,
        "sechsundsechzig",
        Ranking::Partien
    )
};

/// Schnorps: 32 cards, a running account of Marken.
pub const SCHNORPS: GameSpec = spec!(Variant::Schnorps, "schnorps", Ranking::Account);

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use super::*;

    fn new_match(variant: Variant, seats: usize, rng: &mut SmallRng) -> Two {
        Two::new_match(variant, seats, HouseRules::for_variant(variant), rng).unwrap()
    }

    /// Plays the deal to its end at random.
    fn play_out(deal: &mut Two, rng: &mut SmallRng) {
        while let Some(&seat) = deal.to_act().first() {
            let legal = deal.legal(seat);
            let mv = legal[rng.random_range(0..legal.len())];
            deal.apply(seat, &mv).unwrap();
        }
    }

    #[test]
    fn at_three_the_dealer_sits_out_and_writes_the_winners_points() {
        let mut rng = SmallRng::seed_from_u64(5);
        let mut deal = new_match(Variant::Schnapsen, 3, &mut rng);
        assert!(deal.legal(2).is_empty() && deal.hand(2).is_empty());
        assert_eq!(
            deal.apply(2, &Move::verb_only("claim")),
            Err(Refusal::NOT_YOUR_TURN)
        );
        assert!(
            deal.view(None, Lang::De)
                .lines
                .contains(&"{2} gibt und setzt aus.".into())
        );
        play_out(&mut deal, &mut rng);
        let left = deal.standing().totals;
        let written = i64::from(deal.points_written().unwrap());
        match deal.game.outcome().unwrap().winner {
            Some(w) => {
                let w = w.index();
                assert_eq!(
                    [left[w], left[1 - w], left[2]],
                    [7 - written, 7, 7 - written]
                );
                let score = deal.score().unwrap();
                assert_eq!(score[w], written);
                assert_eq!(score[2], written);
                assert_eq!(score[1 - w], -2 * written);
            }
            None => assert_eq!(left, [7, 7, 7]),
        }
        // The deal passes to the left: the forehand deals next, and the seats move round.
        let (next, shift) = deal.next_deal(&mut rng).unwrap();
        assert_eq!(shift, 1);
        assert_eq!(next.get().standing().totals, [left[1], left[2], left[0]]);
        assert_eq!(next.get().seats(), 3);
    }

    #[test]
    fn a_deal_is_claimed_from_an_absent_player_and_a_leaver_gets_the_bummerl() {
        for (variant, seats, most) in [
            (Variant::Schnapsen, 2, 3),
            (Variant::Schnorps, 2, 6),
            (Variant::Schnapsen, 3, 3),
        ] {
            let mut rng = SmallRng::seed_from_u64(11);
            let deal = new_match(variant, seats, &mut rng);
            let absent = deal.to_act()[0];
            assert!(deal.forfeit(1 - absent).is_none(), "only the seat to act");
            assert!(seats == 2 || (deal.sits_out(2) && deal.forfeit(2).is_none()));
            let claimed = deal.forfeit(absent).unwrap();
            let claimed = claimed.get();
            let result = claimed.result().unwrap();
            assert_eq!(result["winner"], 1 - absent);
            assert_eq!(result["written"], most);
            let mut written = vec![0; seats];
            written[1 - absent] = most;
            if seats == 3 {
                written[2] = most;
            }
            assert_eq!(claimed.written(), Some(written));
            assert!(claimed.next_deal(&mut rng).is_some());
            let told = claimed.tell(0, Lang::En).pop().unwrap();
            assert!(told.contains("time"), "{told}");
            // Leaving before anybody struck off: a Schneider-Bummerl, two for everybody else.
            let resign = deal.resign(0);
            match variant {
                Variant::Schnorps => assert_eq!(resign, None),
                _ => {
                    let mut results = vec![2; seats];
                    results[0] = -2;
                    assert_eq!(resign, Some(results));
                }
            }
        }
    }

    #[test]
    fn the_random_level_never_claims_without_66() {
        let mut rng = SmallRng::seed_from_u64(13);
        for _ in 0..50 {
            let mut deal = new_match(Variant::Schnapsen, 2, &mut rng);
            while let Some(&seat) = deal.to_act().first() {
                let level = crate::level::Level::Random;
                let budget = crate::search::Budget::default();
                let mv = crate::search::choose(&deal, seat, level, budget, &mut rng).unwrap();
                deal.apply(seat, &mv).unwrap();
            }
            let reason = deal.game.outcome().unwrap().reason;
            assert_ne!(reason, super::super::rules::Reason::FalseClaim);
        }
    }

    #[test]
    fn a_deal_is_the_tables_seeded_shuffle() {
        for variant in [
            Variant::Schnapsen,
            Variant::Sechsundsechzig,
            Variant::Schnorps,
        ] {
            let deal = new_match(variant, 2, &mut SmallRng::seed_from_u64(9));
            let table = Game::shuffled(
                variant,
                HouseRules::for_variant(variant),
                &mut SmallRng::seed_from_u64(9),
            );
            assert_eq!(deal.game, table);
        }
    }

    #[test]
    fn the_deal_tells_its_tricks_and_its_end_as_the_table_does() {
        let mut rng = SmallRng::seed_from_u64(21);
        let mut deal = new_match(Variant::Schnapsen, 2, &mut rng);
        let lead = deal
            .legal(0)
            .into_iter()
            .find(|m| m.verb() == "play")
            .unwrap();
        deal.apply(0, &lead).unwrap();
        let answer = deal
            .legal(1)
            .into_iter()
            .find(|m| m.verb() == "play")
            .unwrap();
        deal.apply(1, &answer).unwrap();
        let trick = *deal.game.history().first().unwrap();
        let winner = seat_name(trick.winner.index());
        assert_eq!(
            deal.tell(0, Lang::De),
            [words::events::trick_won(Lang::De, &winner, &trick)]
        );
        let told = deal.told();
        play_out(&mut deal, &mut rng);
        let end = deal.tell(told, Lang::En).pop().unwrap();
        assert!(end.starts_with("Game over: "), "{end}");
        assert!(end.contains("{0} ") && end.contains("{1} "), "{end}");
    }

    #[test]
    fn a_bummerl_ends_the_match_with_its_worth_and_a_partie_with_its_stake() {
        for (variant, most) in [(Variant::Schnapsen, 2), (Variant::Sechsundsechzig, 3)] {
            let mut rng = SmallRng::seed_from_u64(3);
            let mut deal = new_match(variant, 2, &mut rng);
            let results = loop {
                play_out(&mut deal, &mut rng);
                if let Some(results) = deal.match_result() {
                    break results;
                }
                deal = match deal.next_deal(&mut rng) {
                    Some((next, _)) => serde_json::from_value(next.get().save()).unwrap(),
                    None => panic!("an undecided match goes on"),
                };
            };
            assert!(deal.next_deal(&mut rng).is_none());
            // The next match too is dealt by the winner where the winner deals.
            let winner = deal.game.outcome().unwrap().winner.unwrap().index();
            let dealer = if variant.winner_deals() { winner } else { 0 };
            assert_eq!(deal.next_dealer(), dealer);
            let (won, lost) = (results.iter().max().unwrap(), results.iter().min().unwrap());
            assert!((1..=most).contains(won) && *lost == -won, "{results:?}");
            let end = deal.tell(deal.told() - 1, Lang::De).pop().unwrap();
            let word = if variant == Variant::Schnapsen {
                "Bummerl!"
            } else {
                "Partie!"
            };
            assert!(end.contains(word), "{end}");
        }
    }

    #[test]
    fn schnorps_runs_an_account_of_marken_that_never_ends() {
        let mut rng = SmallRng::seed_from_u64(8);
        let mut deal = new_match(Variant::Schnorps, 2, &mut rng);
        for _ in 0..6 {
            play_out(&mut deal, &mut rng);
            assert_eq!(deal.match_result(), None);
            let totals = deal.standing().totals;
            assert_eq!(
                totals.iter().sum::<i64>(),
                0,
                "Marken are paid by the loser"
            );
            let (next, _) = deal.next_deal(&mut rng).unwrap();
            deal = serde_json::from_value(next.get().save()).unwrap();
        }
    }

    #[test]
    fn a_tables_rules_are_the_variants_house_rules() {
        let rules = SECHSUNDSECHZIG.rules(&serde_json::Map::new()).unwrap();
        assert_eq!(
            house_rules(Variant::Sechsundsechzig, &rules).unwrap(),
            HouseRules::for_variant(Variant::Sechsundsechzig)
        );
        let mut set = serde_json::Map::new();
        set.insert("black_close_penalty".into(), 4.into());
        let rules = SECHSUNDSECHZIG.rules(&set).unwrap();
        assert_eq!(
            house_rules(Variant::Sechsundsechzig, &rules)
                .unwrap()
                .black_close_penalty,
            4
        );
        set.insert("black_close_penalty".into(), 9.into());
        assert!(SECHSUNDSECHZIG.rules(&set).is_err());
    }

    /// Every code a deal's `apply` returns — the engine's and the surface's `not_your_turn` and
    /// `illegal` — has the family's own sentence, not the surface's plain words for a code.
    #[test]
    fn every_refusal_code_has_its_own_sentence() {
        let mut deal = new_match(Variant::Schnapsen, 3, &mut SmallRng::seed_from_u64(1));
        let codes = super::super::rules::Refusal::ALL
            .map(|r| Refusal(r.code()))
            .into_iter()
            .chain([Refusal::NOT_YOUR_TURN, Refusal::ILLEGAL]);
        crate::testkit::refusals_are_sentences(codes, |code, lang| deal.refusal_text(code, lang));
        let refused = deal.apply(2, &Move::verb_only("claim")).unwrap_err();
        assert_eq!(deal.refusal_text(refused, Lang::En), "It is not your turn.");
    }
}
