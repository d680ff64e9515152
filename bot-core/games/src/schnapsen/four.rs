//! Bauernschnapsen (four, two sides) and Dreierschnapsen (three, each for himself) on the game
//! surface: one game of the engine ([`bauern::Game`]) with its sheet from 24 ([`bauern::Tally`],
//! kept in the deal's seats, as the engine counts it).
//!
//! Seats are the deal's: 0 the forehand, the dealer last. Several seats may act at once where
//! the rules let them: a Kontra out of turn after the bidding. The Dreierschnapsen talon
//! exchange is a choice of two cards (`discard`, then the cards).

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::ai;
use super::result::BauernResult;
use super::rules::bauern::{
    self, Action, Double, GameType, HouseRules, Legal, Refusal as BauernRefusal, Tally,
};
use super::rules::{CardSet, Seat, Suit, SuitSet, TallyEnd};
use super::step::{self, Step, redealt};
use super::{card_of, patch, refusal_words, seat_name, switch, words};
use crate::any::AnyGame;
use crate::card::Card;
use crate::game::{Choice, Computer, Deal, Move, Opening, Refusal, Scores, Standing, View, Words};
use crate::lang::Lang;
use crate::level::Level;
use crate::registry::{GameSpec, HouseRule, Ranking, Rules, TableTraits, load};
use crate::search::Budget;

/// A game at four or three with its sheet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bauern<const N: usize> {
    /// The game.
    game: bauern::Game<N>,
    /// The sheet, in this deal's seats, with this game counted once it is over.
    tally: Tally,
    /// What the deal told, in order.
    notes: Vec<Note>,
}

/// A public event of the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Note {
    /// A move's public side.
    Step(Step),
    /// The game is over and counted: the Bummerl per score entry if it ended the sheet.
    Settled {
        /// 0 for a winner, else what the entry's Bummerl counts.
        bummerl: Option<Vec<u8>>,
    },
}

impl<const N: usize> Bauern<N> {
    /// The first game of a sheet.
    pub fn new_match(rules: HouseRules, rng: &mut dyn RngCore) -> Bauern<N> {
        Bauern::deal(rules, Tally::new(bauern::Game::<N>::VARIANT), rng)
    }

    /// A game under way on a sheet standing at `left` (each entry's points still to strike, in
    /// this game's seats): how a table stored by an earlier release, which kept its sheet
    /// itself, goes on. `None` where `left` is no running sheet of the variant.
    pub fn resume(game: bauern::Game<N>, left: &[i16]) -> Option<Bauern<N>> {
        Some(Bauern {
            game,
            tally: Tally::from_left(bauern::Game::<N>::VARIANT, left).ok()?,
            notes: Vec::new(),
        })
    }

    /// A game dealt with `rng` on the sheet `tally`.
    fn deal(rules: HouseRules, tally: Tally, rng: &mut dyn RngCore) -> Bauern<N> {
        Bauern {
            game: bauern::Game::shuffled(rules, &mut &mut *rng),
            tally,
            // A game tells a few dozen steps: room for them at once.
            notes: Vec::with_capacity(32),
        }
    }

    /// The deal on the surface.
    pub fn into_any(self) -> AnyGame {
        AnyGame::new(Box::new(self))
    }

    /// The engine's seat.
    fn seat(seat: usize) -> Option<Seat> {
        Seat::new(seat, N)
    }

    /// The score entry of a seat: its side at four, itself at three.
    fn entry(seat: usize) -> usize {
        bauern::Game::<N>::VARIANT.score_entry(Seat::new(seat, N).expect("a seat"))
    }

    /// The Bummerl per entry, once the game is counted (`None` inside: the sheet goes on).
    fn settled(&self) -> Option<&Option<Vec<u8>>> {
        self.notes.iter().find_map(|n| match n {
            Note::Settled { bummerl } => Some(bummerl),
            Note::Step(_) => None,
        })
    }

    /// Whether the game was thrown in for a redeal.
    fn thrown_in(&self) -> bool {
        self.game
            .outcome()
            .is_some_and(|o| o.reason == bauern::Reason::Redeal)
    }

    /// The game's end as the family tells it, in this deal's seats.
    fn game_result(&self) -> Option<BauernResult> {
        let outcome = self.game.outcome()?;
        Some(BauernResult {
            game: outcome.game,
            declarer: outcome.declarer.map(Seat::index),
            multiplier: outcome.multiplier,
            winners: outcome.winning_seats().map(Seat::index).collect(),
            game_points: outcome.game_points,
            reason: outcome.reason,
            points: (0..N)
                .map(|s| (s, outcome.points.0[s], outcome.tricks.0[s]))
                .collect(),
        })
    }

    /// The sheet's end in this deal's seats, once this game ended it.
    fn end(&self) -> Option<TallyEnd> {
        let bummerl = self.settled()?.as_ref()?;
        let mut losers = Vec::new();
        let mut winners = Vec::new();
        for seat in 0..N {
            let e = Bauern::<N>::entry(seat);
            match bummerl[e] {
                0 if self.tally.left()[e] <= 0 => winners.push(seat),
                0 => {}
                worth => losers.push((seat, u32::from(worth))),
            }
        }
        let stake = losers.iter().map(|&(_, w)| w).max().unwrap_or(0);
        Some(TallyEnd {
            losers: losers.iter().map(|&(seat, _)| seat).collect(),
            winners,
            stake,
            worths: losers.iter().map(|&(_, worth)| worth).collect(),
            schneider: stake >= 2,
        })
    }

    /// A seat's hand in the family's lines: its cards first, then trump, the game, the trick,
    /// what it laid away and its side's points where shown.
    fn summary(&self, seat: Seat, lang: Lang) -> Vec<String> {
        let show = self.game.rules().show_own_points;
        words::bauern::hand_summary(lang, &self.game.view(seat), show)
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// The sheet as a line: each side's (or player's) points left.
    fn standing_line(&self, lang: Lang) -> String {
        let entries = bauern::Game::<N>::VARIANT.score_entries();
        let each = (0..entries)
            .map(|e| {
                let who: Vec<String> = (0..N)
                    .filter(|&s| Bauern::<N>::entry(s) == e)
                    .map(seat_name)
                    .collect();
                format!("{} {}", who.join(" & "), self.tally.left()[e])
            })
            .collect::<Vec<_>>()
            .join(" · ");
        super::WORDS.format(lang, "standing-sheet", &[("list", each.into())])
    }

    /// The family's computer player at `level` in `seat` (`None`: the seat has nothing to do).
    fn computer(&self, seat: Seat, level: Level, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        if self.game.legal_actions(seat).is_empty() {
            return None;
        }
        let view = self.game.view(seat);
        let decision = ai::bauern::decide(level, &view, rng.next_u64());
        Some(decision.map(|d| Bauern::<N>::move_of(d.action)))
    }

    /// The move of an entry of [`offered`]: an action's, or the bare `discard`.
    fn offer_move(offer: Option<Action>) -> Move {
        offer.map_or_else(|| Move::verb_only("discard"), Bauern::<N>::move_of)
    }

    /// The move of an action.
    fn move_of(action: Action) -> Move {
        match action {
            Action::Play(card) => Move::play(super::card_of(card)),
            Action::Discard([a, b]) => Move::new("discard", [a, b]),
            Action::Turn(index) => Move::verb_only("turn").and_number(u16::from(index)),
            other => super::table_move(fixed_moves(), &other)
                .unwrap_or_else(|| Move::from_text(other).expect("an action is a move")),
        }
    }

    /// The action of a move (the cards laid away as the move's two cards): a played card or a
    /// move of [`fixed_moves`] without text, anything else by its text.
    fn action_of(mv: &Move) -> Option<Action> {
        if let Some(card) = mv.played() {
            return super::family_card(card).map(Action::Play);
        }
        if let Some(action) = super::table_action(fixed_moves(), mv) {
            return Some(action);
        }
        match (mv.verb(), mv.arg_count()) {
            ("discard", 2) => match *mv.cards() {
                [a, b] => Some(Action::Discard([
                    super::family_card(a)?,
                    super::family_card(b)?,
                ])),
                _ => None,
            },
            ("turn", 1) => mv
                .number(0)
                .and_then(|i| u8::try_from(i).ok())
                .map(Action::Turn),
            _ => mv.text().parse().ok(),
        }
    }
}

/// The actions of neither a card nor a number with their moves, made once: trump and the
/// marriages by suit, redeal, pass, claim, the doubles and the bids.
fn fixed_moves() -> &'static [(Action, Move); 25] {
    static MOVES: std::sync::LazyLock<[(Action, Move); 25]> = std::sync::LazyLock::new(|| {
        let trumps = Suit::ALL.map(Action::Trump);
        let marriages = Suit::ALL.map(Action::Announce);
        let calls = [Action::Redeal, Action::Pass, Action::Claim];
        let doubles = Double::ALL.map(Action::Double);
        let bids = GameType::ALL.map(Action::Bid);
        let mut all = trumps
            .into_iter()
            .chain(marriages)
            .chain(calls)
            .chain(doubles)
            .chain(bids);
        super::move_table(std::array::from_fn(|_| all.next().expect("25 actions")))
    });
    &MOVES
}

impl<const N: usize> Deal for Bauern<N> {
    fn id(&self) -> &'static str {
        bauern::Game::<N>::VARIANT.name()
    }

    fn seats(&self) -> usize {
        N
    }

    /// The seat whose turn it is first, then any seat that may double out of turn (only while
    /// the window for doubles is open: most moves ask no other seat).
    fn to_act(&self) -> crate::game::Seats {
        let mut seats = crate::game::Seats::new();
        seats.extend(self.game.to_act().map(Seat::index));
        if self.game.window_open() {
            let doubling = Seat::all(N).filter(|&s| self.game.may_act_out_of_turn(s));
            seats.extend(doubling.map(Seat::index));
        }
        seats
    }

    fn legal_into(&self, seat: usize, out: &mut Vec<Move>) {
        if let Some(seat) = Bauern::<N>::seat(seat) {
            let legal = self.game.legal_actions(seat);
            out.extend(offered(legal).map(Bauern::<N>::offer_move));
        }
    }

    fn random_legal(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        let legal = self.game.legal_actions(Bauern::<N>::seat(seat)?);
        let count = u32::try_from(legal.entries()).ok().filter(|&n| n > 0)?;
        let n = rand::Rng::random_range(rng, 0..count);
        let play = |card| Some(Action::Play(card));
        super::nth_offered(legal.plays, n as usize, play, |k| nth_after_plays(legal, k))
            .map(Bauern::<N>::offer_move)
    }

    fn choice(&self, seat: usize, verb: &str) -> Option<Choice> {
        if verb != "discard" {
            return None;
        }
        let seat = Bauern::<N>::seat(seat)?;
        let from = self.game.legal_actions(seat).discard;
        (verb == "discard" && !from.is_empty()).then(|| Choice {
            verb: verb.to_string(),
            from: words::sorted(from).into_iter().map(card_of).collect(),
            min: 2,
            max: 2,
        })
    }

    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal> {
        let seat = Bauern::<N>::seat(seat).ok_or(Refusal::NOT_YOUR_TURN)?;
        let action = Bauern::<N>::action_of(mv).ok_or(Refusal::ILLEGAL)?;
        let notes = &mut self.notes;
        let applied = step::bauern(&mut self.game, seat, action, |step| {
            notes.push(Note::Step(step));
        })
        .map_err(|r| Refusal(r.code()))?;
        if applied.outcome.is_some() {
            let bummerl = match (applied.outcome, redealt(&applied)) {
                (Some(outcome), false) => self.tally.record(&outcome, self.game.rules()),
                _ => None,
            };
            self.notes.push(Note::Settled { bummerl });
        }
        Ok(())
    }

    fn hand(&self, seat: usize) -> Vec<Card> {
        Bauern::<N>::seat(seat).map_or_else(Vec::new, |s| {
            words::sorted(self.game.hand(s))
                .into_iter()
                .map(card_of)
                .collect()
        })
    }

    fn score(&self) -> Option<Scores> {
        let outcome = self.game.outcome()?;
        let winners: Vec<usize> = outcome.winning_seats().map(Seat::index).collect();
        let counted = !self.thrown_in();
        let points = i64::from(outcome.game_points);
        Some(
            (0..N)
                .map(|s| match (counted, winners.contains(&s)) {
                    (false, _) => 0,
                    (true, true) => points,
                    (true, false) => -points,
                })
                .collect(),
        )
    }

    fn result(&self) -> Option<Value> {
        let outcome = self.game.outcome()?;
        let winners: Vec<usize> = outcome.winning_seats().map(Seat::index).collect();
        let score = self.score()?;
        Some(json!({
            "game": outcome.game,
            "declarer": outcome.declarer.map(Seat::index),
            "multiplier": outcome.multiplier,
            "winners": winners,
            "game_points": outcome.game_points,
            "reason": outcome.reason,
            "points": outcome.points.0.to_vec(),
            "tricks": outcome.tricks.0.to_vec(),
            "score": score,
        }))
    }

    /// `FORMAT-bauernschnapsen.md`'s result: the game's end with its trump, and the sheet and
    /// the Bummerl after it.
    fn frame_result(&self) -> Option<Value> {
        let outcome = self.game.outcome()?;
        let winners: Vec<usize> = outcome.winning_seats().map(Seat::index).collect();
        Some(json!({
            "game": outcome.game,
            "declarer": outcome.declarer.map(Seat::index),
            "trump": outcome.trump,
            "multiplier": outcome.multiplier,
            "winners": winners,
            "game_points": outcome.game_points,
            "reason": outcome.reason.code(),
            "points": outcome.points.0.to_vec(),
            "tricks": outcome.tricks.0.to_vec(),
            "score": self.tally.left(),
            "bummerl": self.settled().cloned().flatten(),
        }))
    }

    fn standing(&self) -> Standing {
        let totals: Vec<i64> = (0..N)
            .map(|s| i64::from(self.tally.left()[Bauern::<N>::entry(s)]))
            .collect();
        Standing {
            totals,
            line: Lang::ALL.map(|lang| self.standing_line(lang)),
        }
    }

    fn match_result(&self) -> Option<Vec<i64>> {
        let end = self.end()?;
        let mut results = vec![0; N];
        for &s in &end.winners {
            results[s] = i64::from(end.stake);
        }
        for (&s, &worth) in end.losers.iter().zip(&end.worths) {
            results[s] = -i64::from(worth);
        }
        Some(results)
    }

    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)> {
        if self.settled()?.is_some() {
            return None;
        }
        // The deal passes to the left (the forehand deals next); after three Jacks thrown in
        // the same dealer deals again. Seat i of the next deal is seat (i + shift) % N of this.
        let shift = usize::from(!self.thrown_in());
        let left: arrayvec::ArrayVec<i16, { bauern::MAX_ENTRIES }> = (0
            ..bauern::Game::<N>::VARIANT.score_entries())
            .map(|e| {
                let seat = (0..N)
                    .find(|&s| Bauern::<N>::entry(s) == e)
                    .expect("every entry has a seat");
                self.tally.left()[Bauern::<N>::entry((seat + shift) % N)]
            })
            .collect();
        let tally = Tally::from_left(bauern::Game::<N>::VARIANT, &left)
            .expect("a running sheet has entries from 1 to 24");
        let next = Bauern::<N>::deal(*self.game.rules(), tally, rng);
        Some((next.into_any(), shift))
    }

    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame {
        let mut world = self.clone();
        if let Some(seat) = Bauern::<N>::seat(seat) {
            world.game = self.game.imagined(seat, &mut &mut *rng);
        }
        world.into_any()
    }

    /// A double said out of turn (after the bidding, before the first card) leaves the seat to
    /// play where it was.
    fn concurrent(&self, seat: usize, mv: &Move) -> bool {
        matches!(Bauern::<N>::action_of(mv), Some(Action::Double(_)))
            && self.game.to_act() != Bauern::<N>::seat(seat)
    }

    fn side(&self, seat: usize) -> usize {
        Bauern::<N>::entry(seat)
    }

    fn check(&self) -> Result<(), String> {
        self.game.check()
    }

    /// The winners write what they won on the sheet from 24.
    fn written(&self) -> Option<Vec<u32>> {
        let score = self.score()?;
        Some(
            score
                .iter()
                .map(|&p| u32::try_from(p).unwrap_or(0))
                .collect(),
        )
    }
}

impl<const N: usize> Words for Bauern<N> {
    fn view(&self, seat: Option<usize>, lang: Lang) -> View {
        let public = self.game.public_view();
        let names: Vec<String> = (0..N).map(seat_name).collect();
        let mut shown: crate::card::CardSet = public.played().iter().map(card_of).collect();
        shown.extend(public.turned_up.map(card_of));
        for (_, set) in public.shown.iter() {
            shown.extend(set.iter().map(card_of));
        }
        let Some(me) = seat.and_then(Bauern::<N>::seat) else {
            // The table: the sheet, then the game.
            let mut lines = vec![self.standing_line(lang)];
            let dealer = &names[N - 1];
            let at = |s: Seat| names[s.index()].as_str();
            words::bauern::round_lines(lang, dealer, &public, &at, &mut lines);
            return View {
                hand: Vec::new(),
                shown,
                lines,
            };
        };
        // A hand: the family's summary below its own line for the cards (`hand_line`).
        let view = self.game.view(me);
        let hand: Vec<Card> = words::sorted(view.hand).into_iter().map(card_of).collect();
        shown.extend(hand.iter().copied());
        shown.extend((view.side_won | view.laid_away).iter().map(card_of));
        View {
            hand,
            shown,
            lines: self.summary(me, lang).into_iter().skip(1).collect(),
        }
    }

    fn scene(&self, seat: Option<usize>) -> crate::game::Scene {
        let public = self.game.public_view();
        let placed = |play: &bauern::Play| (play.seat.index(), card_of(play.card));
        crate::game::Scene {
            hand: self.view(seat, Lang::En).hand,
            trick: public.trick.iter().map(placed).collect(),
            last_trick: public
                .last_trick()
                .map(|t| t.plays().iter().map(placed).collect())
                .unwrap_or_default(),
            talon: public.talon_len,
            ..crate::game::Scene::default()
        }
    }

    fn hand_line(&self, seat: usize, lang: Lang) -> Option<String> {
        let seat = Bauern::<N>::seat(seat)?;
        Some(words::bauern::cards_line(lang, &self.game.view(seat)))
    }

    fn prompt(&self, seat: usize, lang: Lang) -> Option<String> {
        let seat = Bauern::<N>::seat(seat)?;
        let can_act = !self.game.legal_actions(seat).is_empty();
        words::bauern::situation(lang, &self.game.view(seat), can_act)
    }

    fn glance(&self, lang: Lang) -> Option<String> {
        let public = self.game.public_view();
        let led = public.trick.first().map(|play| play.card);
        words::glance(lang, public.turned_up, public.trump, led)
    }

    fn opening(&self) -> Opening {
        Opening {
            trump: None,
            forehand_fixes_trump: true,
        }
    }

    fn told(&self) -> usize {
        self.notes.len()
    }

    fn tell(&self, from: usize, lang: Lang) -> Vec<String> {
        use words::events as say;
        let name = seat_name;
        let names: Vec<String> = (0..N).map(name).collect();
        crate::notes::tell(&self.notes, from, |note| match note {
            Note::Step(step) => step.line(lang, name),
            Note::Settled { .. } if self.thrown_in() => {
                super::WORDS.text(lang, "event-not-counted")
            }
            Note::Settled { .. } => {
                let result = self.game_result().expect("a settled game has a result");
                let mut line = say::settled(lang, &names, &result);
                if let Some(end) = self.end() {
                    let losers: Vec<String> = end.losers.iter().map(|&s| name(s)).collect();
                    let winners: Vec<String> = end.winners.iter().map(|&s| name(s)).collect();
                    line.push('\n');
                    line.push_str(&say::bummerl_over(lang, &losers, &winners, &end.worths));
                }
                line
            }
        })
    }

    fn label(&self, mv: &Move, lang: Lang) -> String {
        if mv.text().as_str() == "discard" {
            return super::WORDS.text(lang, "label-discard");
        }
        match Bauern::<N>::action_of(mv) {
            Some(action) => words::action_label(lang, &action, self.game.trump()),
            None => crate::game::default_label(mv, lang, self.face()),
        }
    }

    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        let all = BauernRefusal::ALL;
        refusal_words(
            &all,
            |r| r.code(),
            |r| words::bauern_refusal(lang, r),
            words::illegal(lang),
            refusal,
            lang,
        )
    }
}

impl<const N: usize> Computer for Bauern<N> {
    fn expert(&self, seat: usize, _: Budget, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let seat = Bauern::<N>::seat(seat)?;
        self.computer(seat, Level::Strong, rng)
    }

    fn hint(&self, seat: usize, rng: &mut dyn RngCore) -> Option<(Move, [String; 2])> {
        let view = self.game.view(Bauern::<N>::seat(seat)?);
        let decision = ai::bauern::decide(Level::Strong, &view, rng.next_u64())?;
        let why = Lang::ALL.map(|lang| decision.why.text(lang));
        Some((Bauern::<N>::move_of(decision.action), why))
    }

    fn easy(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        self.computer(Bauern::<N>::seat(seat)?, Level::Easy, rng)
    }

    /// A game bid over the Rufer, by its declarer: made if his side strikes it. The Rufer is
    /// the forehand's game when nobody bids (his first pass declares it), not a bid.
    fn declared(&self) -> Option<(usize, bool)> {
        let outcome = self.game.outcome()?;
        let declarer = outcome.declarer?;
        (outcome.game? != GameType::Rufer).then(|| (declarer.index(), outcome.winners[declarer]))
    }
}

/// The house rules at four and three with their defaults (`RULES-bauernschnapsen.md`).
const fn house_rule_list() -> [HouseRule; 9] {
    let d = HouseRules::DEFAULT;
    [
        switch("rufer_stichzwang", d.rufer_stichzwang),
        switch("undertrump", d.undertrump),
        switch("kontra_after_bidding", d.kontra_after_bidding),
        switch("herrengangl", d.herrengangl),
        switch("discards_to_defenders", d.discards_to_defenders),
        switch("bummerl_all_above_zero", d.bummerl_all_above_zero),
        switch("retourschneider", d.retourschneider),
        switch("auto_claim", d.auto_claim),
        switch("show_own_points", d.show_own_points),
    ]
}

/// A seat's legal moves in the order the family offers them, without sorting: cards in hand
/// order, marriages, the rest in the engine's order, and laying away last as one bare `discard`
/// (`None`), its cards chosen after.
fn offered(legal: Legal) -> impl Iterator<Item = Option<Action>> {
    words::in_hand_order(legal.plays)
        .map(Action::Play)
        .chain(legal.announce.iter().map(Action::Announce))
        .chain(calls(legal).iter())
        .map(Some)
        .chain((!legal.discard.is_empty()).then_some(None))
}

/// The actions of `legal` that are neither a card played, a marriage nor cards laid away: in
/// [`offered`] between the marriages and the laying away.
fn calls(legal: Legal) -> Legal {
    Legal {
        plays: CardSet::EMPTY,
        announce: SuitSet::EMPTY,
        discard: CardSet::EMPTY,
        ..legal
    }
}

/// Entry `plays + k` of [`offered`] (`k` counted after the cards played), found without
/// walking the entries before it.
fn nth_after_plays(legal: Legal, k: usize) -> Option<Option<Action>> {
    let marriages = legal.announce.len();
    if k < marriages {
        return legal
            .announce
            .iter()
            .nth(k)
            .map(|s| Some(Action::Announce(s)));
    }
    let calls = calls(legal);
    match (k - marriages).checked_sub(calls.len()) {
        None => calls.nth(k - marriages).map(Some),
        Some(0) if !legal.discard.is_empty() => Some(None),
        Some(_) => None,
    }
}

/// The house rules from a table's rules (names of `RULES-bauernschnapsen.md`).
pub fn house_rules(rules: &Rules) -> Result<HouseRules, String> {
    let patch: bauern::HouseRulesPatch = patch(rules)?;
    Ok(HouseRules::DEFAULT.patched(&patch))
}

/// The first game of a sheet for `seats` players (exactly `N`).
fn new_match_of<const N: usize>(
    seats: usize,
    rules: &Rules,
    rng: &mut dyn RngCore,
) -> Result<AnyGame, String> {
    let variant = bauern::Game::<N>::VARIANT;
    if seats != N {
        return Err(format!("{variant} is for {N} players"));
    }
    Ok(Bauern::<N>::new_match(house_rules(rules)?, rng).into_any())
}

/// A game as a scenario of the family's frame lays it out (`FORMAT-bauernschnapsen.md`), on
/// the scenario's sheet (all 24 by default).
fn scenario<const N: usize>(scenario: &Value) -> Result<AnyGame, String> {
    let parsed = super::scenario::bauern::Scenario::<N>::parse(&scenario.to_string())
        .map_err(|e| e.to_string())?;
    Ok(Bauern::<N> {
        game: parsed.start(),
        tally: parsed.score,
        notes: Vec::new(),
    }
    .into_any())
}

/// A scenario's action object (`{"p": 0, "do": "bid", "game": "schnapser"}`) as a move.
fn action(action: &Value) -> Result<Move, String> {
    let verb = action["do"].as_str().ok_or("an action has a \"do\"")?;
    let mut text = verb.to_string();
    for key in ["card", "suit", "game", "index"] {
        match &action[key] {
            Value::String(arg) => text = format!("{text}:{arg}"),
            // An index out of range, negative too, is refused as the engine's 255, not a broken
            // file (the scenario's reader took it as an integer).
            Value::Number(arg) => {
                let index = arg.as_u64().map_or(u8::MAX, |i| i.min(255) as u8);
                text = format!("{text}:{index}");
            }
            _ => {}
        }
    }
    if let Some(cards) = action["cards"].as_array() {
        for card in cards {
            text = format!("{text}:{}", card.as_str().ok_or("a card is a code")?);
        }
    }
    Move::parse(&text).map_err(|e| e.to_string())
}

/// A move as a player types it at four or three (`trumpf herz`, `aufdecken 2`, `gut`, `weglegen
/// KH DH`, `20 H`, `genug`): [`words::typed::family_move`]; `20` alone: the one marriage held.
fn read(text: &str) -> Option<Move> {
    if words::typed::marriage_alone(text) {
        return Some(Move::verb_only("announce"));
    }
    words::typed::family_move(text).map(Bauern::<3>::move_of)
}

/// Bauernschnapsen: four players in two sides, a sheet from 24.
pub const BAUERNSCHNAPSEN: GameSpec = GameSpec {
    id: "bauernschnapsen",
    aliases: &[],
    family: "schnapsen",
    words: &super::WORDS,
    face: words::FACE,
    packs: &crate::glossary::Face::ALL,
    seats: (4, 4),
    ranking: Ranking::Bummerl,
    // A double may come out of turn.
    table: TableTraits {
        concurrent: true,
        ..TableTraits::PLAIN
    },
    house_rules: &house_rule_list(),
    new_match: new_match_of::<4>,
    scenario: scenario::<4>,
    load: load::<Bauern<4>>,
    action,
    read,
    upgrade: super::legacy::upgrade,
};

/// Dreierschnapsen: three players, each for himself, a sheet from 24.
pub const DREIERSCHNAPSEN: GameSpec = GameSpec {
    id: "dreierschnapsen",
    aliases: &[],
    family: "schnapsen",
    words: &super::WORDS,
    face: words::FACE,
    packs: &crate::glossary::Face::ALL,
    seats: (3, 3),
    ranking: Ranking::Bummerl,
    // A double may come out of turn.
    table: TableTraits {
        concurrent: true,
        ..TableTraits::PLAIN
    },
    house_rules: &house_rule_list(),
    new_match: new_match_of::<3>,
    scenario: scenario::<3>,
    load: load::<Bauern<3>>,
    action,
    read,
    upgrade: super::legacy::upgrade,
};

#[cfg(test)]
mod tests {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    use super::*;
    use crate::schnapsen::words::FACE;

    #[test]
    fn an_action_and_its_move_read_alike() {
        use super::super::rules::bauern::{Double, GameType};
        let actions = GameType::ALL
            .map(Action::Bid)
            .into_iter()
            .chain(Double::ALL.map(Action::Double))
            .chain([Action::Pass, Action::Claim, Action::Redeal, Action::Turn(2)]);
        for action in actions {
            let mv = Bauern::<4>::move_of(action);
            assert_eq!(mv.to_string(), action.to_string());
            assert_eq!(Bauern::<4>::action_of(&mv), Some(action));
        }
    }

    /// The bidding offers the games in the order of their value (the core shows them so, the
    /// pass first).
    #[test]
    fn the_bidding_offers_games_by_value() {
        use super::super::rules::cards;
        let mut game = bauern::Deal::<4> {
            hands: [
                "AH KH QS TS JC",
                "TH QH JH AS KS",
                "AD TD KD QD JD",
                "AC TC KC QC JS",
            ]
            .map(cards),
            talon: vec![],
        }
        .start(HouseRules::default())
        .unwrap();
        let forehand = Seat::new(0, 4).unwrap();
        for action in ["trump:H", "pass"] {
            game.apply(forehand, action.parse().unwrap()).unwrap();
        }
        let deal = Bauern::<4>::resume(game, &[24, 24]).unwrap();
        let legal = deal.legal(1);
        assert_eq!(Bauern::<4>::action_of(&legal[0]), Some(Action::Pass));
        let bids: Vec<GameType> = legal
            .iter()
            .filter_map(|mv| match Bauern::<4>::action_of(mv) {
                Some(Action::Bid(game)) => Some(game),
                _ => None,
            })
            .collect();
        assert!(bids.len() > 1, "{bids:?}");
        assert!(
            bids.windows(2)
                .all(|w| w[0].bid_value() <= w[1].bid_value())
        );
    }

    /// One random move of any seat that may act (the exchange as a random pair).
    fn random_move<const N: usize>(deal: &mut Bauern<N>, rng: &mut SmallRng) {
        let seats = deal.to_act();
        let seat = seats[rng.random_range(0..seats.len())];
        let legal = deal.legal(seat);
        let mut mv = legal[rng.random_range(0..legal.len())];
        if let Some(choice) = deal.choice(seat, mv.verb()) {
            let a = rng.random_range(0..choice.from.len());
            let b = (a + 1 + rng.random_range(0..choice.from.len() - 1)) % choice.from.len();
            mv = choice.to_move(&[choice.from[a], choice.from[b]]).unwrap();
        }
        deal.apply(seat, &mv).unwrap();
    }

    fn play_out<const N: usize>(deal: &mut Bauern<N>, rng: &mut SmallRng) {
        while deal.result().is_none() {
            random_move(deal, rng);
        }
    }

    /// A bid game is its bidder's declaration, made when his side strikes it; the Rufer,
    /// played when nobody bids, is none.
    #[test]
    fn a_game_bid_is_declared_by_its_bidder_and_the_rufer_is_not() {
        let mut rng = SmallRng::seed_from_u64(11);
        let (mut declared, mut rufer) = (0, 0);
        for n in 0..100 {
            let mut deal = Bauern::<4>::new_match(HouseRules::DEFAULT, &mut rng);
            let mut bidder = None;
            while deal.result().is_none() {
                let before = deal.game.calls().len();
                // Every other deal nobody bids: the Rufer.
                let pass = Bauern::<4>::move_of(Action::Pass);
                match deal.to_act().first() {
                    Some(&seat) if n % 2 == 0 && deal.legal(seat).contains(&pass) => {
                        deal.apply(seat, &pass).unwrap();
                    }
                    _ => random_move(&mut deal, &mut rng),
                }
                if let Some(said) = deal.game.calls().get(before)
                    && matches!(said.call, bauern::Call::Bid(_))
                {
                    bidder = Some(said.seat.index());
                }
            }
            let outcome = *deal.game.outcome().unwrap();
            match outcome.game {
                Some(GameType::Rufer) => {
                    rufer += 1;
                    assert_eq!(deal.declared(), None);
                }
                Some(_) => {
                    declared += 1;
                    let seat = outcome.declarer.unwrap();
                    assert_eq!(bidder, Some(seat.index()), "the declarer bid it");
                    assert_eq!(deal.declared(), Some((seat.index(), outcome.winners[seat])));
                }
                None => assert_eq!(deal.declared(), None, "a redeal"),
            }
        }
        assert!(
            declared > 10 && rufer > 10,
            "{declared} declared, {rufer} Rufer"
        );
    }

    #[test]
    fn a_leaver_resigns_for_his_side_and_winners_write_their_points() {
        let mut rng = SmallRng::seed_from_u64(4);
        let four = Bauern::<4>::new_match(HouseRules::DEFAULT, &mut rng);
        assert_eq!(four.resign(3), Some(vec![1, -1, 1, -1]));
        let mut three = Bauern::<3>::new_match(HouseRules::DEFAULT, &mut rng);
        assert_eq!(three.resign(2), Some(vec![1, 1, -1]));
        assert_eq!(three.written(), None);
        play_out(&mut three, &mut rng);
        let score = three.score().unwrap();
        let written = three.written().unwrap();
        for (s, &w) in written.iter().enumerate() {
            assert_eq!(i64::from(w), score[s].max(0));
        }
        assert!(four.forfeit(0).is_none() && !four.sits_out(3));
    }

    #[test]
    fn a_kontra_out_of_turn_makes_several_seats_able_to_act() {
        let mut rng = SmallRng::seed_from_u64(1);
        let mut seen = false;
        for _ in 0..200 {
            let mut deal = Bauern::<4>::new_match(HouseRules::DEFAULT, &mut rng);
            while deal.result().is_none() && !seen {
                let to_act = deal.to_act();
                if to_act.len() > 1 {
                    seen = true;
                    let waiting = to_act
                        .iter()
                        .find(|&&s| Some(s) != deal.game.to_act().map(Seat::index));
                    let legal = deal.legal(*waiting.unwrap());
                    assert!(
                        legal
                            .iter()
                            .all(|m| ["kontra", "retour", "subkontra"].contains(&m.verb())),
                        "{legal:?}"
                    );
                }
                random_move(&mut deal, &mut rng);
            }
        }
        assert!(seen, "no deal opened a window for a double out of turn");
    }

    #[test]
    fn the_dreierschnapsen_declarer_lays_two_cards_away_as_one_choice() {
        let mut rng = SmallRng::seed_from_u64(2);
        for _ in 0..100 {
            let mut deal = Bauern::<3>::new_match(HouseRules::DEFAULT, &mut rng);
            while deal.result().is_none() {
                let chooser = (0..3).find(|&s| deal.legal(s).contains(&Move::verb_only("discard")));
                if let Some(seat) = chooser {
                    let choice = deal.choice(seat, "discard").unwrap();
                    assert_eq!((choice.min, choice.max, choice.from.len()), (2, 2, 8));
                    let one = Move::new("discard", [choice.from[0]]);
                    assert_eq!(deal.apply(seat, &one), Err(Refusal::ILLEGAL));
                    let mv = choice.to_move(&choice.from[..2]).unwrap();
                    deal.apply(seat, &mv).unwrap();
                    assert_eq!(deal.hand(seat).len(), 6);
                    assert!(
                        deal.tell(deal.told() - 1, Lang::En)[0].contains("lays two cards away")
                    );
                    return;
                }
                random_move(&mut deal, &mut rng);
            }
        }
        panic!("no declarer took up the talon");
    }

    #[test]
    fn the_sheet_from_24_ends_in_a_bummerl_for_the_side_left() {
        let mut rng = SmallRng::seed_from_u64(6);
        let mut deal = Bauern::<4>::new_match(HouseRules::DEFAULT, &mut rng);
        let results = loop {
            play_out(&mut deal, &mut rng);
            if let Some(results) = deal.match_result() {
                break results;
            }
            let totals = deal.standing().totals;
            assert_eq!(
                [totals[0], totals[1]],
                [totals[2], totals[3]],
                "partners share a score"
            );
            let (next, shift) = deal.next_deal(&mut rng).unwrap();
            assert!(shift <= 1);
            deal = serde_json::from_value(next.get().save()).unwrap();
        };
        assert!(deal.next_deal(&mut rng).is_none());
        assert_eq!(results[0], results[2]);
        assert_eq!(results[1], results[3]);
        assert!(results[0] * results[1] < 0, "{results:?}");
        let end = deal.tell(deal.told() - 1, Lang::De).pop().unwrap();
        assert!(end.contains("Bummerl!"), "{end}");
    }

    #[test]
    fn the_steps_are_told_as_the_table_tells_them() {
        let mut rng = SmallRng::seed_from_u64(12);
        let mut deal = Bauern::<4>::new_match(HouseRules::DEFAULT, &mut rng);
        let mv = deal
            .legal(0)
            .into_iter()
            .find(|m| m.verb() == "trump")
            .unwrap();
        deal.apply(0, &mv).unwrap();
        let suit: crate::schnapsen::rules::Suit = mv.args().next().unwrap().parse().unwrap();
        assert_eq!(
            deal.tell(0, Lang::De),
            [words::events::trump_chosen(Lang::De, "{0}", suit, None)]
        );
        assert_eq!(
            deal.label(&mv, Lang::De),
            words::action_label(Lang::De, &Action::Trump(suit), None)
        );
    }

    /// Every code a deal's `apply` returns — the engine's and the surface's `not_your_turn` and
    /// `illegal` — has the family's own sentence, not the surface's plain words for a code.
    #[test]
    fn every_refusal_code_has_its_own_sentence() {
        let deal = Bauern::<3>::new_match(HouseRules::DEFAULT, &mut SmallRng::seed_from_u64(1));
        let codes = BauernRefusal::ALL
            .map(|r| Refusal(r.code()))
            .into_iter()
            .chain([Refusal::NOT_YOUR_TURN, Refusal::ILLEGAL]);
        crate::testkit::refusals_are_sentences(codes, |code, lang| deal.refusal_text(code, lang));
    }

    /// A Dreierschnapsen hand writes its cards in one alphabet: the glossary's letters of the
    /// player's language in the hand line, the lines below it and the moves' labels (German
    /// `D♥ … B♦`, English `Q♥ … J♦`), also with the talon taken up.
    #[test]
    fn a_hand_writes_its_cards_in_the_players_letters() {
        let mut rng = SmallRng::seed_from_u64(2);
        let mut exchanged = false;
        for _ in 0..50 {
            let mut deal = Bauern::<3>::new_match(HouseRules::DEFAULT, &mut rng);
            while deal.result().is_none() {
                for seat in 0..3 {
                    for lang in Lang::ALL {
                        let other = Lang::ALL.into_iter().find(|&l| l != lang).unwrap();
                        let mut said = deal.hand_line(seat, lang).unwrap();
                        said.push('\n');
                        said.push_str(&deal.view(Some(seat), lang).lines.join("\n"));
                        for mv in deal.legal(seat) {
                            said.push('\n');
                            said.push_str(&deal.label(&mv, lang));
                        }
                        let seen = deal.view(Some(seat), lang).hand.into_iter().chain(
                            deal.choice(seat, "discard")
                                .map(|c| c.from)
                                .unwrap_or_default(),
                        );
                        for card in seen {
                            let (mine, foreign) = (FACE.card(card, lang), FACE.card(card, other));
                            assert!(said.contains(mine), "{mine} in {said}");
                            if mine != foreign {
                                assert!(!said.contains(foreign), "{foreign} in {said}");
                            }
                        }
                    }
                }
                exchanged |= deal.choice(0, "discard").is_some()
                    || deal.choice(1, "discard").is_some()
                    || deal.choice(2, "discard").is_some();
                random_move(&mut deal, &mut rng);
            }
            if exchanged {
                return;
            }
        }
        panic!("no declarer took up the talon");
    }
}
