//! One game of a two-player variant: its state, the legal actions and applying them.
//!
//! The game is a small `Copy` value with no heap data, so that the computer player can copy it
//! freely during search and the benchmark can play a million games a second. Everything a caller
//! may do goes through [`Game::legal_actions`] and [`Game::apply`]; a refused action leaves the
//! game exactly as it was.

use serde::{Deserialize, Serialize};

use super::action::{Action, LegalActions, Refusal, SuitSet};
use super::card::{Card, CardSet, Rank, Suit};
use super::format::Version;
use super::house::HouseRules;
use super::outcome::{Outcome, Reason, game_points_against};
use super::seat::{PerSeat, Seat};
use super::talon::Talon;
use super::trick::{beats, strict_answers};
use super::variant::Variant;
use super::view::PlayerView;

/// Points a player needs to win by claiming.
pub const WINNING_POINTS: u16 = 66;

/// The version of the serialised game state; bumped when its layout changes.
pub const GAME_FORMAT: u32 = 1;

/// A completed trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    /// Who led.
    pub leader: Seat,
    /// The card led.
    pub lead: Card,
    /// The card played to it.
    pub answer: Card,
    /// Who won it.
    pub winner: Seat,
}

impl Trick {
    /// The two cards.
    pub fn cards(&self) -> CardSet {
        CardSet::single(self.lead) | CardSet::single(self.answer)
    }
}

/// The talon was closed: by whom, and what his opponent had at that moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Closing {
    /// The closer.
    pub by: Seat,
    /// The opponent's tricks when the talon was closed.
    pub opponent_tricks: u8,
    /// The opponent's points (card points and counted marriages) when the talon was closed.
    pub opponent_points: u16,
}

/// One seat's takings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Takings {
    /// Cards in the seat's tricks.
    pub won: CardSet,
    /// Tricks won.
    pub tricks: u8,
    /// Card points of the tricks, with the last trick's ten where it counts.
    pub card_points: u16,
    /// Marriage points that count.
    pub marriages: u16,
    /// Marriage points announced before the seat's first trick, counting once it wins one.
    pub pending: u16,
}

impl Takings {
    /// Card points plus counted marriages.
    pub const fn points(&self) -> u16 {
        self.card_points + self.marriages
    }
}

/// The serialised game state's version marker: written as [`GAME_FORMAT`], and a stored game of
/// any other version is refused with a message instead of being misread.
type Format = Version<GAME_FORMAT>;

/// What applying an action did, beyond changing the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The trick this action completed, if it was the second card of a trick.
    pub trick: Option<Trick>,
    /// The game's end, if this action ended it.
    pub outcome: Option<Outcome>,
}

/// A game of Schnapsen, Sechsundsechzig or Schnorps between two seats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    format: Format,
    variant: Variant,
    rules: HouseRules,
    trump: Suit,
    hands: PerSeat<CardSet>,
    talon: Talon,
    closing: Option<Closing>,
    to_act: Seat,
    lead: Option<Card>,
    announced: Option<Suit>,
    takings: PerSeat<Takings>,
    marriages: PerSeat<SuitSet>,
    revealed: PerSeat<CardSet>,
    history: TrickLog,
    outcome: Option<Outcome>,
}

impl Game {
    /// Starts a game from dealt hands and a talon (top card first, the face-up trump card last).
    /// The caller has checked the deal; see [`crate::schnapsen::rules::Deal`] for the checked entry point.
    pub(crate) fn start(
        variant: Variant,
        rules: HouseRules,
        hands: PerSeat<CardSet>,
        talon: Talon,
    ) -> Game {
        let trump = talon
            .trump_card()
            .expect("a dealt talon holds the trump card")
            .suit();
        Game {
            format: Format::default(),
            variant,
            rules,
            trump,
            hands,
            talon,
            closing: None,
            to_act: Seat::FOREHAND,
            lead: None,
            announced: None,
            takings: PerSeat::default(),
            marriages: PerSeat::default(),
            revealed: PerSeat::default(),
            history: TrickLog::default(),
            outcome: None,
        }
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The house rules in force.
    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }

    /// The trump suit.
    pub fn trump(&self) -> Suit {
        self.trump
    }

    /// The trump card at the bottom of the talon, while it lies there (face down once closed).
    pub fn trump_card(&self) -> Option<Card> {
        self.talon.trump_card()
    }

    /// Cards left in the talon, the trump card included.
    pub fn talon_len(&self) -> usize {
        self.talon.remaining()
    }

    /// The talon's cards still to be drawn, top first (the trump card last). Hidden information.
    pub fn talon_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.talon.cards()
    }

    /// The closing of the talon, if it was closed.
    pub fn closing(&self) -> Option<&Closing> {
        self.closing.as_ref()
    }

    /// Whether the strict phase (follow, head, trump) applies: talon closed or exhausted.
    pub fn is_strict(&self) -> bool {
        self.closing.is_some() || self.talon.remaining() == 0
    }

    /// The seat to act, or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.to_act)
    }

    /// The card led to the current trick, if one is on the table.
    pub fn lead(&self) -> Option<Card> {
        self.lead
    }

    /// The marriage announced at the current lead and not yet led from.
    pub fn announced(&self) -> Option<Suit> {
        self.announced
    }

    /// A seat's hand. Hidden information: only for that seat (see [`Game::view`]).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    /// A seat's takings.
    pub fn takings(&self, seat: Seat) -> &Takings {
        &self.takings[seat]
    }

    /// A seat's points: card points of its tricks plus counted marriages.
    pub fn points(&self, seat: Seat) -> u16 {
        self.takings[seat].points()
    }

    /// The suits whose marriage a seat has announced.
    pub fn marriages(&self, seat: Seat) -> SuitSet {
        self.marriages[seat]
    }

    /// Cards a seat has shown to the table while still holding them at the time: the marriage
    /// partner, the trump card taken in an exchange, the trump card drawn last.
    pub fn revealed(&self, seat: Seat) -> CardSet {
        self.revealed[seat]
    }

    /// The completed tricks, in order.
    pub fn history(&self) -> &[Trick] {
        self.history.as_slice()
    }

    /// The end of the game, once it is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The robbing card of this game: the trump jack, nine or seven.
    pub fn robbing_card(&self) -> Card {
        Card::new(self.variant.robbing_rank(), self.trump)
    }

    /// The legal actions of the seat to act (none once the game is over).
    pub fn legal_actions(&self) -> LegalActions {
        if self.outcome.is_some() {
            return LegalActions::default();
        }
        let hand = self.hands[self.to_act];
        if let Some(led) = self.lead {
            let plays = if self.is_strict() {
                strict_answers(hand, led, led, self.trump)
            } else {
                hand
            };
            return LegalActions {
                plays,
                ..LegalActions::default()
            };
        }
        if let Some(suit) = self.announced {
            return LegalActions {
                plays: hand & marriage_cards(suit),
                claim: true,
                ..LegalActions::default()
            };
        }
        let mut legal = self.lead_actions();
        if self.rob_is_forced(&legal) {
            legal = LegalActions {
                exchange: true,
                claim: true,
                ..LegalActions::default()
            };
        }
        legal
    }

    /// The actions open to the player at lead before any forced robbing.
    fn lead_actions(&self) -> LegalActions {
        let seat = self.to_act;
        LeadFacts {
            variant: self.variant,
            rules: self.rules,
            trump: self.trump,
            hand: self.hands[seat],
            tricks: self.takings[seat].tricks,
            first_lead: self.history.is_empty(),
            talon: self.talon.remaining(),
            closed: self.closing.is_some(),
        }
        .actions()
    }

    /// Whether the leader must rob before anything but a claim (Sechsundsechzig's `forced_rob`).
    fn rob_is_forced(&self, lead_actions: &LegalActions) -> bool {
        lead_actions.exchange && self.rules.forced_rob && self.talon.remaining() == 2
    }

    /// Applies `action` by `seat`, or refuses it and changes nothing.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Applied, Refusal> {
        if self.outcome.is_some() {
            return Err(Refusal::GameOver);
        }
        if seat != self.to_act {
            return Err(Refusal::NotYourTurn);
        }
        if !self.allows(action) {
            return Err(self.refusal(action));
        }
        let mut applied = Applied {
            trick: None,
            outcome: None,
        };
        match action {
            Action::Play(card) => applied.trick = self.play(seat, card),
            Action::Announce(suit) => self.announce(seat, suit),
            Action::Exchange => self.exchange(seat),
            Action::Close => self.close(seat),
            Action::Claim => self.finish(self.claim_result(seat)),
        }
        applied.outcome = self.outcome;
        Ok(applied)
    }

    /// Whether `action` is among the legal actions of the seat to act — for a card played
    /// (most moves) without working out the others.
    fn allows(&self, action: Action) -> bool {
        let Action::Play(card) = action else {
            return self.legal_actions().contains(action);
        };
        let hand = self.hands[self.to_act];
        if self.outcome.is_some() || !hand.contains(card) {
            return false;
        }
        match (self.lead, self.announced) {
            (Some(led), _) => {
                !self.is_strict() || strict_answers(hand, led, led, self.trump).contains(card)
            }
            (None, Some(suit)) => marriage_cards(suit).contains(card),
            (None, None) => {
                let last_pair = self.rules.forced_rob && self.talon.remaining() == 2;
                !(last_pair && self.rob_is_forced(&self.lead_actions()))
            }
        }
    }

    /// Why the seat to act may not do `action` now (it is not among the legal actions).
    fn refusal(&self, action: Action) -> Refusal {
        let hand = self.hands[self.to_act];
        let at_lead = self.lead.is_none();
        let forced = at_lead && self.announced.is_none() && {
            let unforced = self.lead_actions();
            self.rob_is_forced(&unforced) && unforced.contains(action)
        };
        if forced {
            return Refusal::MustExchange;
        }
        match action {
            Action::Play(card) if !hand.contains(card) => Refusal::NotInHand,
            Action::Play(_) if at_lead => Refusal::MustPlayMarriage,
            Action::Play(_) => Refusal::MustFollow,
            Action::Announce(_) => Refusal::NoMarriage,
            Action::Exchange => Refusal::CannotExchange,
            Action::Close => Refusal::CannotClose,
            Action::Claim => Refusal::CannotClaim,
        }
    }

    fn play(&mut self, seat: Seat, card: Card) -> Option<Trick> {
        self.hands[seat].remove(card);
        self.announced = None;
        let Some(lead) = self.lead.take() else {
            self.lead = Some(card);
            self.to_act = seat.other();
            return None;
        };
        let leader = seat.other();
        let winner = if beats(card, lead, self.trump) {
            seat
        } else {
            leader
        };
        let trick = Trick {
            leader,
            lead,
            answer: card,
            winner,
        };
        self.history.push(trick);
        let takings = &mut self.takings[winner];
        takings.won |= trick.cards();
        takings.card_points += lead.points() + card.points();
        takings.tricks += 1;
        if takings.tricks == 1 {
            takings.marriages += std::mem::take(&mut takings.pending);
        }
        if self.closing.is_none() && self.talon.remaining() > 0 {
            let loser = winner.other();
            let first = self.talon.draw();
            self.hands[winner].insert(first);
            let second = self.talon.draw();
            self.hands[loser].insert(second);
            if self.talon.remaining() == 0 {
                // The face-up trump card went to the loser in full view.
                self.revealed[loser].insert(second);
            }
        }
        self.to_act = winner;
        if self.hands[winner].is_empty() {
            if self.variant.last_trick_bonus() && self.closing.is_none() {
                self.takings[winner].card_points += 10;
            }
            self.finish(self.end_of_play_result(winner));
        } else {
            self.auto_claim(winner);
        }
        Some(trick)
    }

    fn announce(&mut self, seat: Seat, suit: Suit) {
        self.announced = Some(suit);
        self.marriages[seat].insert(suit);
        self.revealed[seat] |= marriage_cards(suit);
        let value = if suit == self.trump { 40 } else { 20 };
        let takings = &mut self.takings[seat];
        if takings.tricks > 0 {
            takings.marriages += value;
        } else {
            takings.pending += value;
        }
        self.auto_claim(seat);
    }

    fn exchange(&mut self, seat: Seat) {
        let robber = self.robbing_card();
        let face_up = self.talon.replace_trump_card(robber);
        self.hands[seat].remove(robber);
        self.hands[seat].insert(face_up);
        self.revealed[seat].insert(face_up);
    }

    fn close(&mut self, seat: Seat) {
        let opponent = seat.other();
        self.closing = Some(Closing {
            by: seat,
            opponent_tricks: self.takings[opponent].tricks,
            opponent_points: self.points(opponent),
        });
    }

    /// Ends the game because `absent`'s time ran out and his opponent claimed it: the opponent
    /// wins [`Variant::forfeit_points`] (as a claim; points and tricks as they stand). Nothing
    /// changes once the game is over.
    pub fn forfeit(&mut self, absent: Seat) {
        if self.outcome.is_none() {
            let points = self.variant.forfeit_points();
            self.finish((Some(absent.other()), points, Reason::Claim));
        }
    }

    fn auto_claim(&mut self, seat: Seat) {
        if self.rules.auto_claim && self.points(seat) >= WINNING_POINTS {
            self.finish(self.claim_result(seat));
        }
    }

    fn finish(&mut self, (winner, game_points, reason): (Option<Seat>, u8, Reason)) {
        self.outcome = Some(Outcome {
            winner,
            game_points,
            reason,
            points: PerSeat::from_fn(|s| self.points(s)),
            tricks: PerSeat::from_fn(|s| self.takings[s].tricks),
        });
        self.lead = None;
        self.announced = None;
    }

    /// Game points for a win measured on the loser's tricks and points: 3 (no trick), 2 (fewer
    /// than 33), 1; in Schnorps the Marken 6, 2, 1.
    fn measured(&self, loser_tricks: u8, loser_points: u16) -> u8 {
        if self.variant == Variant::Schnorps && loser_tricks == 0 {
            6
        } else {
            game_points_against(loser_tricks, loser_points)
        }
    }

    /// What the closer's opponent scores when the closer fails.
    fn closer_failed_value(&self, closing: &Closing) -> u8 {
        match (self.variant, closing.opponent_tricks) {
            (Variant::Schnapsen, 0) => 3,
            (Variant::Sechsundsechzig, 0) => self.rules.black_close_penalty,
            (Variant::Schnorps, _) => 4,
            _ => 2,
        }
    }

    /// What `winner` scores for a good claim (or a win counted as one).
    fn win_value(&self, winner: Seat) -> u8 {
        let loser = winner.other();
        let now = self.measured(self.takings[loser].tricks, self.points(loser));
        match (self.closing, self.variant) {
            (Some(c), _) if c.by == loser => self.closer_failed_value(&c),
            (Some(c), Variant::Schnapsen) => self.measured(c.opponent_tricks, c.opponent_points),
            // Schnorps: a closed game won pays 2, 4, 8 instead of 1, 2, 6.
            (Some(_), Variant::Schnorps) => [0, 2, 4, 0, 0, 0, 8][now as usize],
            _ => now,
        }
    }

    /// The result of a claim by `claimer`.
    fn claim_result(&self, claimer: Seat) -> (Option<Seat>, u8, Reason) {
        let opponent = claimer.other();
        let closer = self.closing.map(|c| c.by);
        if self.points(claimer) >= WINNING_POINTS {
            let reason = if closer == Some(opponent) {
                Reason::CloserFailed
            } else {
                Reason::Claim
            };
            return (Some(claimer), self.win_value(claimer), reason);
        }
        match self.closing {
            Some(c) if c.by == claimer => (
                Some(opponent),
                self.closer_failed_value(&c),
                Reason::CloserFailed,
            ),
            _ => {
                let value = match self.variant {
                    Variant::Schnorps if closer == Some(opponent) => 4,
                    Variant::Schnorps => 2,
                    // The opponent scores what the claim would have brought had it been good.
                    _ => self.win_value(claimer),
                };
                (Some(opponent), value, Reason::FalseClaim)
            }
        }
    }

    /// The result when the last trick has been played and nobody claimed.
    fn end_of_play_result(&self, last: Seat) -> (Option<Seat>, u8, Reason) {
        let other = last.other();
        if self.points(last) >= WINNING_POINTS {
            self.claim_result(last)
        } else if let Some(c) = self.closing {
            (
                Some(c.by.other()),
                self.closer_failed_value(&c),
                Reason::CloserFailed,
            )
        } else if !self.variant.can_tie() {
            (Some(last), self.win_value(last), Reason::LastTrick)
        } else if self.points(other) >= WINNING_POINTS {
            self.claim_result(other)
        } else {
            (None, 0, Reason::Tie)
        }
    }

    /// Rebuilds a whole game from what `view`'s seat sees plus a guess at what it cannot see:
    /// the opponent's hand and the order of the face-down talon cards (top first, without the
    /// trump card). This is how the computer player samples deals consistent with its view; the
    /// result is a game in which the view's seat sees exactly `view`.
    pub fn from_view(
        view: &PlayerView,
        opponent_hand: CardSet,
        face_down_talon: &[Card],
    ) -> Result<Game, String> {
        let p = &view.public;
        if p.outcome.is_some() {
            return Err("the game is over".into());
        }
        let me = view.seat;
        let mut hands = PerSeat::<CardSet>::default();
        hands[me] = view.hand;
        hands[me.other()] = opponent_hand;
        let mut talon_cards: Vec<Card> = face_down_talon.to_vec();
        talon_cards.extend(p.trump_card);
        if talon_cards.len() != p.talon_len {
            return Err(format!(
                "{} talon cards for a talon of {}",
                talon_cards.len(),
                p.talon_len
            ));
        }
        let mut history = TrickLog::default();
        let mut takings = PerSeat::<Takings>::default();
        for trick in &p.history {
            history.push(*trick);
            let t = &mut takings[trick.winner];
            t.won |= trick.cards();
            t.tricks += 1;
            t.card_points += trick.lead.points() + trick.answer.points();
        }
        for seat in [me, me.other()] {
            let trump = p.trump;
            let value: u16 = p.marriages[seat]
                .iter()
                .map(|s| if s == trump { 40 } else { 20 })
                .sum();
            let t = &mut takings[seat];
            if t.tricks > 0 {
                t.marriages = value
            } else {
                t.pending = value
            }
        }
        let game = Game {
            format: Format::default(),
            variant: p.variant,
            rules: p.rules,
            trump: p.trump,
            hands,
            talon: Talon::new(&talon_cards),
            closing: p.closing,
            to_act: p.to_act.ok_or("the game is over")?,
            lead: p.trick.map(|(_, card)| card),
            announced: p.announced.map(|(_, suit)| suit),
            takings,
            marriages: p.marriages,
            revealed: p.shown,
            history,
            outcome: None,
        };
        game.check()?;
        Ok(game)
    }

    /// Checks the invariants of a game state (for loaded games and tests): every card of the
    /// pack exactly once in hands, talon, tricks or on the table; trick and point totals agree.
    pub fn check(&self) -> Result<(), String> {
        let mut seen = CardSet::EMPTY;
        let mut add = |cards: CardSet, place: &str| {
            if !(seen & cards).is_empty() {
                return Err(format!("{:?} twice ({place})", seen & cards));
            }
            seen |= cards;
            Ok(())
        };
        for (seat, hand) in self.hands.iter() {
            add(*hand, &format!("hand {seat}"))?;
            add(self.takings[seat].won, &format!("tricks {seat}"))?;
        }
        add(self.talon.cards().collect(), "talon")?;
        add(self.lead.map(CardSet::single).unwrap_or_default(), "table")?;
        if seen != self.variant.pack() {
            return Err(format!(
                "cards missing or foreign: {:?}",
                (seen - self.variant.pack()) | (self.variant.pack() - seen)
            ));
        }
        let tricks: usize = self
            .takings
            .iter()
            .map(|(_, t)| usize::from(t.tricks))
            .sum();
        if tricks != self.history.len() {
            return Err(format!(
                "{tricks} tricks won but {} played",
                self.history.len()
            ));
        }
        let played_out = self.hands.iter().all(|(_, h)| h.is_empty());
        for (seat, t) in self.takings.iter() {
            let last_winner = self.history.as_slice().last().map(|t| t.winner) == Some(seat);
            let bonus = self.variant.last_trick_bonus()
                && self.closing.is_none()
                && played_out
                && last_winner;
            if t.card_points != t.won.points() + if bonus { 10 } else { 0 } {
                return Err(format!(
                    "seat {seat}: card points {} of {:?}",
                    t.card_points, t.won
                ));
            }
        }
        if self
            .talon
            .trump_card()
            .is_some_and(|c| c.suit() != self.trump)
        {
            return Err("the trump card is not of the trump suit".into());
        }
        Ok(())
    }
}

/// King and Queen of a suit.
pub const fn marriage_cards(suit: Suit) -> CardSet {
    let king = CardSet::single(Card::new(Rank::King, suit));
    let queen = CardSet::single(Card::new(Rank::Queen, suit));
    CardSet::from_bits(king.bits() | queen.bits())
}

/// What the actions open to a player at lead depend on. The engine reads them from the game;
/// the computer player fills them in for positions it rebuilds from the past, so both share one
/// rule.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LeadFacts {
    /// The game.
    pub variant: Variant,
    /// Its house rules.
    pub rules: HouseRules,
    /// The trump suit.
    pub trump: Suit,
    /// The leader's hand.
    pub hand: CardSet,
    /// Tricks the leader has won.
    pub tricks: u8,
    /// Whether this is the game's first lead.
    pub first_lead: bool,
    /// Cards left in the talon, the trump card included.
    pub talon: usize,
    /// Whether the talon has been closed.
    pub closed: bool,
}

impl LeadFacts {
    /// The actions open at lead before any forced robbing.
    pub fn actions(&self) -> LegalActions {
        let talon_open = !self.closed && self.talon > 0;
        let mut announce = SuitSet::EMPTY;
        let may_marry = !self.variant.marriage_needs_trick() || (self.tricks > 0 && self.talon > 0);
        if may_marry {
            for suit in Suit::ALL {
                if self.hand.is_superset(marriage_cards(suit)) {
                    announce.insert(suit);
                }
            }
        }
        let robbing_card = Card::new(self.variant.robbing_rank(), self.trump);
        LegalActions {
            plays: self.hand,
            announce,
            exchange: talon_open
                && self.hand.contains(robbing_card)
                && (!self.first_lead || self.rules.exchange_first_lead)
                && (self.talon != 2 || self.rules.exchange_last_pair),
            close: talon_open && (!self.first_lead || self.rules.close_first_lead),
            claim: true,
        }
    }
}

/// The completed tricks, in a fixed array so that a game stays `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TrickLog {
    tricks: [Trick; 16],
    len: u8,
}

impl Default for TrickLog {
    fn default() -> Self {
        let none = Card::from_index(0);
        let blank = Trick {
            leader: Seat::FOREHAND,
            lead: none,
            answer: none,
            winner: Seat::FOREHAND,
        };
        TrickLog {
            tricks: [blank; 16],
            len: 0,
        }
    }
}

impl TrickLog {
    fn push(&mut self, trick: Trick) {
        self.tricks[usize::from(self.len)] = trick;
        self.len += 1;
    }

    fn as_slice(&self) -> &[Trick] {
        &self.tricks[..usize::from(self.len)]
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn len(&self) -> usize {
        usize::from(self.len)
    }
}

impl Serialize for TrickLog {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(s)
    }
}

impl<'de> Deserialize<'de> for TrickLog {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let tricks = Vec::<Trick>::deserialize(d)?;
        if tricks.len() > 16 {
            return Err(serde::de::Error::custom("more than 16 tricks"));
        }
        let mut log = TrickLog::default();
        for t in tricks {
            log.push(t);
        }
        Ok(log)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schnapsen::rules::Deal;

    use crate::schnapsen::rules::cards;

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    /// Scenario 01's deal: trump spades (QS face up), JS with the dealer.
    fn game(rules: HouseRules) -> Game {
        Deal {
            variant: Variant::Schnapsen,
            hands: [cards("AS TS KH QD JC"), cards("KS AH TD QC JS")],
            talon: cards("AD KD JD AC TC KC QH TH JH QS"),
        }
        .start(rules)
        .unwrap()
    }

    const F: Seat = Seat::FOREHAND;
    const D: Seat = Seat::DEALER;

    #[test]
    fn a_move_is_allowed_exactly_when_it_is_among_the_legal_actions() {
        use rand::{Rng, SeedableRng};
        let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
        let every = || {
            CardSet::ALL
                .iter()
                .map(Action::Play)
                .chain(Suit::ALL.map(Action::Announce))
                .chain([Action::Exchange, Action::Close, Action::Claim])
        };
        let forced = HouseRules {
            forced_rob: true,
            ..HouseRules::default()
        };
        let mut checked = 0;
        for variant in Variant::ALL {
            for rules in [HouseRules::default(), forced] {
                for _ in 0..200 {
                    let mut g = Game::shuffled(variant, rules, &mut rng);
                    while let Some(seat) = g.to_act() {
                        let legal = g.legal_actions();
                        for action in every() {
                            let want = legal.contains(action);
                            assert_eq!(g.allows(action), want, "{action:?} in {g:?}");
                        }
                        checked += 1;
                        let open: Vec<Action> = every().filter(|&a| legal.contains(a)).collect();
                        // A claim only now and then, so that most deals are played out.
                        let pick = match open[rng.random_range(0..open.len())] {
                            Action::Claim if rng.random_range(0..8) > 0 => open[0],
                            pick => pick,
                        };
                        g.apply(seat, pick).unwrap();
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked} positions");
    }

    #[test]
    fn winner_draws_first_and_the_loser_of_the_fifth_trick_gets_the_trump_card() {
        let mut g = game(HouseRules::default());
        g.apply(F, Action::Play(card("KH"))).unwrap();
        let applied = g.apply(D, Action::Play(card("AH"))).unwrap();
        assert_eq!(applied.trick.unwrap().winner, D);
        assert!(g.hand(D).contains(card("AD")), "winner takes the top card");
        assert!(g.hand(F).contains(card("KD")), "loser takes the next");
        assert_eq!(g.talon_len(), 8);
        // Play four more tricks with the leader always leading his lowest card.
        for _ in 0..4 {
            for _ in 0..2 {
                let seat = g.to_act().unwrap();
                let play = g.legal_actions().plays.first().unwrap();
                g.apply(seat, Action::Play(play)).unwrap();
            }
        }
        assert_eq!(g.talon_len(), 0);
        let last = *g.history().last().unwrap();
        let loser = last.winner.other();
        assert!(
            g.hand(loser).contains(card("QS")),
            "the face-up trump card goes to the loser"
        );
        assert!(g.public_view().shown[loser].contains(card("QS")));
        assert!(g.is_strict());
    }

    #[test]
    fn exchange_switches() {
        // The dealer holds the trump jack; he exchanges once he is at lead.
        let mut g = game(HouseRules::default());
        g.apply(F, Action::Play(card("KH"))).unwrap();
        g.apply(D, Action::Play(card("AH"))).unwrap();
        assert!(
            g.legal_actions().exchange,
            "the dealer at lead holds the trump jack"
        );
        let mut strict = g;
        strict.rules.exchange_first_lead = false;
        assert!(
            strict.legal_actions().exchange,
            "first-lead switch does not matter later"
        );
        g.apply(D, Action::Exchange).unwrap();
        assert!(g.hand(D).contains(card("QS")));
        assert_eq!(g.trump_card(), Some(card("JS")));
        assert_eq!(g.apply(D, Action::Exchange), Err(Refusal::CannotExchange));

        // At the first lead: allowed by default, refused in tournament rules.
        let first = Deal {
            variant: Variant::Schnapsen,
            hands: [cards("JS TS KH QD JC"), cards("KS AH TD QC AS")],
            talon: cards("AD KD JD AC TC KC QH TH JH QS"),
        };
        let mut g = first.start(HouseRules::default()).unwrap();
        assert!(g.legal_actions().exchange);
        let tournament = HouseRules {
            exchange_first_lead: false,
            exchange_last_pair: false,
            ..HouseRules::default()
        };
        let mut t = first.start(tournament).unwrap();
        assert_eq!(t.apply(F, Action::Exchange), Err(Refusal::CannotExchange));
        // With two talon cards left (after the fourth trick) the tournament rule refuses it too.
        for g in [&mut g, &mut t] {
            for _ in 0..8 {
                g.talon.draw();
            }
            g.history.push(Trick {
                leader: D,
                lead: card("AD"),
                answer: card("KD"),
                winner: F,
            });
        }
        assert_eq!(g.talon_len(), 2);
        assert!(g.legal_actions().exchange);
        assert!(!t.legal_actions().exchange);
        assert_eq!(t.apply(F, Action::Exchange), Err(Refusal::CannotExchange));
    }

    #[test]
    fn closing_at_first_lead_is_a_house_rule() {
        let mut g = game(HouseRules::default());
        assert_eq!(g.apply(F, Action::Close), Err(Refusal::CannotClose));
        let mut open = game(HouseRules {
            close_first_lead: true,
            ..HouseRules::default()
        });
        open.apply(F, Action::Close).unwrap();
        assert!(open.is_strict());
        assert_eq!(open.closing().unwrap().opponent_tricks, 0);
        // Nobody draws after a closed trick.
        open.apply(F, Action::Play(card("KH"))).unwrap();
        open.apply(D, Action::Play(card("AH"))).unwrap();
        assert_eq!(open.hand(F).len(), 4);
        assert_eq!(open.talon_len(), 10);
        g.apply(F, Action::Play(card("KH"))).unwrap();
        assert_eq!(
            g.apply(D, Action::Close),
            Err(Refusal::CannotClose),
            "not while following"
        );
    }

    #[test]
    fn auto_claim_claims_at_66() {
        // Scenario 08: the forehand reaches 74 with forty and would have to claim.
        let deal = Deal {
            variant: Variant::Schnapsen,
            hands: [cards("AC TC KC QC AH"), cards("TH KH AS JD QS")],
            talon: cards("TS KS JS AD TD KD QD QH JH JC"),
        };
        for auto in [false, true] {
            let mut g = deal
                .start(HouseRules {
                    auto_claim: auto,
                    ..HouseRules::default()
                })
                .unwrap();
            for (seat, play) in [(F, "AH"), (D, "TH"), (F, "AC"), (D, "JD")] {
                g.apply(seat, Action::Play(card(play))).unwrap();
            }
            let applied = g.apply(F, Action::Announce(Suit::Clubs)).unwrap();
            assert_eq!(applied.outcome.is_some(), auto);
            if auto {
                let o = g.outcome().unwrap();
                assert_eq!(
                    (o.winner, o.game_points, o.reason),
                    (Some(F), 3, Reason::Claim)
                );
            } else {
                assert_eq!(g.points(F), 74);
            }
        }
    }

    #[test]
    fn refusals_leave_the_game_untouched() {
        let mut g = game(HouseRules::default());
        let before = g;
        assert_eq!(
            g.apply(D, Action::Play(card("AH"))),
            Err(Refusal::NotYourTurn)
        );
        assert_eq!(
            g.apply(F, Action::Play(card("AH"))),
            Err(Refusal::NotInHand)
        );
        assert_eq!(
            g.apply(F, Action::Announce(Suit::Hearts)),
            Err(Refusal::NoMarriage)
        );
        assert_eq!(g, before);
    }

    #[test]
    fn serialised_state_round_trips_and_refuses_other_formats() {
        let mut g = game(HouseRules::default());
        g.apply(F, Action::Play(card("KH"))).unwrap();
        let json = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back, g);
        let future = json.replacen(&format!("\"format\":{GAME_FORMAT}"), "\"format\":99", 1);
        let err = serde_json::from_str::<Game>(&future)
            .unwrap_err()
            .to_string();
        assert!(err.contains("format 99 is unknown"), "{err}");
    }

    #[test]
    fn from_view_with_the_true_hidden_cards_gives_the_same_views() {
        let mut g = game(HouseRules::default());
        for (seat, a) in [
            (F, "play:KH"),
            (D, "play:AH"),
            (D, "exchange"),
            (D, "announce:S"),
        ] {
            g.apply(seat, a.parse().unwrap()).unwrap();
        }
        for seat in [F, D] {
            let view = g.view(seat);
            let face_down: Vec<Card> = g.talon_cards().take(g.talon_len() - 1).collect();
            let rebuilt = Game::from_view(&view, g.hand(seat.other()), &face_down).unwrap();
            assert_eq!(rebuilt.view(F), g.view(F));
            assert_eq!(rebuilt.view(D), g.view(D));
            assert_eq!(rebuilt.legal_actions(), g.legal_actions());
        }
    }
}
