//! One game of Bauernschnapsen or Dreierschnapsen: its state, the phases, the legal actions of
//! each seat and applying an action.
//!
//! As in the two-player engine the game is a `Copy` value without heap data, [`Game::legal_actions`]
//! is the single source of truth, and [`Game::apply`] refuses an action that is not in it with
//! the format's refusal code ([`Game::refusal`] checks in the format's order) and leaves the game
//! exactly as it was. The phase machinery lives here; the play of the cards is in `play.rs`, the
//! results in `scoring.rs`, the views in `view.rs`.

use serde::{Deserialize, Serialize};

use super::action::{Action, Legal, Refusal};
use super::bidding::{Bidding, Call, CallLog, Said};
use super::contract::{Contract, Double, GameSet, GameType, Goal};
use super::house::HouseRules;
use super::play::{Trick, TrickLog};
use super::scoring::{Outcome, Reason};
use super::variant::Variant;
use crate::schnapsen::rules::action::SuitSet;
use crate::schnapsen::rules::card::{Card, CardSet, Rank, Suit};
use crate::schnapsen::rules::format::Version;
use crate::schnapsen::rules::game::Takings;
use crate::schnapsen::rules::seat::{PerSeat, Seat};

/// The version of the serialised state of these games; bumped when its layout changes.
pub const BAUERN_FORMAT: u32 = 1;

type Format = Version<BAUERN_FORMAT>;

/// Where a game stands: deal → trump → bidding → (Dreierschnapsen: talon exchange) → play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// The forehand fixes trump (or asks for a redeal).
    Trump,
    /// The bidding, seat by seat.
    Bidding,
    /// Dreierschnapsen: the declarer takes the talon and lays away two cards.
    Exchange,
    /// The cards are played.
    Play,
    /// The game is over.
    Over,
}

/// What applying an action did, beyond changing the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applied<const N: usize> {
    /// The trick this action completed, if it was the last card of a trick.
    pub trick: Option<Trick>,
    /// The game's end, if this action ended it.
    pub outcome: Option<Outcome<N>>,
}

/// A game for `N` seats: `Game<4>` is Bauernschnapsen, `Game<3>` Dreierschnapsen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game<const N: usize> {
    format: Format,
    pub(super) rules: HouseRules,
    pub(super) phase: Phase,
    pub(super) hands: PerSeat<CardSet, N>,
    pub(super) first_packets: PerSeat<CardSet, N>,
    /// The forehand's second packet in deal order (the first `second_packet()` entries count).
    pub(super) second_packet: [Card; 3],
    pub(super) talon: CardSet,
    pub(super) discarded: CardSet,
    pub(super) trump: Option<Suit>,
    pub(super) turned_up: Option<Card>,
    pub(super) bidding: Bidding,
    pub(super) calls: CallLog,
    pub(super) to_act: Seat,
    pub(super) sitting_out: Option<Seat>,
    pub(super) trick: Trick,
    pub(super) announced: Option<Suit>,
    pub(super) takings: PerSeat<Takings, N>,
    pub(super) marriages: PerSeat<SuitSet, N>,
    pub(super) revealed: PerSeat<CardSet, N>,
    pub(super) history: TrickLog,
    pub(super) outcome: Option<Outcome<N>>,
}

impl<const N: usize> Game<N> {
    /// The variant of an `N`-seat game (a compile-time error for any other `N` than 3 and 4).
    pub const VARIANT: Variant = Variant::for_seats(N);

    /// Starts a game from checked hands in deal order (first packet first) and talon; see
    /// [`super::Deal`] for the checked entry point.
    pub(super) fn start<H: AsRef<[Card]>>(
        rules: HouseRules,
        hands: &[H; N],
        talon: CardSet,
    ) -> Game<N> {
        let hands = hands.each_ref().map(AsRef::as_ref);
        let first = Variant::FIRST_PACKET;
        let mut second_packet = [hands[0][first]; 3];
        for (i, &card) in hands[0][first..].iter().enumerate() {
            second_packet[i] = card;
        }
        Game {
            format: Format::default(),
            rules,
            phase: Phase::Trump,
            hands: PerSeat::from_fn(|s| hands[s.index()].iter().copied().collect()),
            first_packets: PerSeat::from_fn(|s| {
                hands[s.index()][..first].iter().copied().collect()
            }),
            second_packet,
            talon,
            discarded: CardSet::EMPTY,
            trump: None,
            turned_up: None,
            bidding: Bidding::default(),
            calls: CallLog::default(),
            to_act: Seat::FOREHAND,
            sitting_out: None,
            trick: Trick::default(),
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
        Self::VARIANT
    }

    /// The house rules in force.
    pub fn rules(&self) -> &HouseRules {
        &self.rules
    }

    /// The phase the game is in.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The trump suit, once fixed (also in games without trump, where it does not count).
    pub fn trump(&self) -> Option<Suit> {
        self.trump
    }

    /// The card the forehand turned up as trump, if he did (it stays in his hand until played).
    pub fn turned_up(&self) -> Option<Card> {
        self.turned_up
    }

    /// The standing game of the bidding; once the bidding is over, the game played.
    pub fn contract(&self) -> Contract {
        self.bidding.contract
    }

    /// Every call so far, doubles after the bidding included.
    pub fn calls(&self) -> &[Said] {
        self.calls.as_slice()
    }

    /// The seat whose turn it is (the trump choice, a call, the exchange or a card), or `None`
    /// once the game is over. Doubles after the bidding may come from other seats too.
    pub fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.to_act)
    }

    /// Bauernschnapsen Bettler and Assbettler: the declarer's partner, who sits out.
    pub fn sitting_out(&self) -> Option<Seat> {
        self.sitting_out
    }

    /// A seat's hand. Hidden information: only for that seat (see [`Game::view`]).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    /// A seat's first packet: all of its hand it sees before trump is fixed.
    pub fn first_packet(&self, seat: Seat) -> CardSet {
        self.first_packets[seat]
    }

    /// Dreierschnapsen: the talon while it lies face down (hidden information).
    pub fn talon(&self) -> CardSet {
        self.talon
    }

    /// Dreierschnapsen: the two cards the declarer laid away (hidden from the others).
    pub fn discarded(&self) -> CardSet {
        self.discarded
    }

    /// The trick on the table (no cards when none is open).
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// The marriage announced at the current lead and not yet led from.
    pub fn announced(&self) -> Option<Suit> {
        self.announced
    }

    /// A seat's takings: its tricks, their card points and its marriages.
    pub fn takings(&self, seat: Seat) -> &Takings {
        &self.takings[seat]
    }

    /// The suits whose marriage a seat has announced.
    pub fn marriages(&self, seat: Seat) -> SuitSet {
        self.marriages[seat]
    }

    /// Cards a seat has shown while holding them (the turned-up trump card, a marriage partner).
    pub fn revealed(&self, seat: Seat) -> CardSet {
        self.revealed[seat]
    }

    /// The completed tricks, in order.
    pub fn history(&self) -> &[Trick] {
        self.history.as_slice()
    }

    /// The end of the game, once it is over.
    pub fn outcome(&self) -> Option<&Outcome<N>> {
        self.outcome.as_ref()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Whether two seats are on the same side: partners in Bauernschnapsen; in Dreierschnapsen
    /// the declarer against the two defenders.
    pub fn same_side(&self, a: Seat, b: Seat) -> bool {
        if Self::VARIANT.partnerships() {
            a.index() % 2 == b.index() % 2
        } else {
            let declarer = self.bidding.contract.declarer;
            (a == declarer) == (b == declarer)
        }
    }

    /// Whether a card has been played (the window for doubles after the bidding is then shut).
    fn card_played(&self) -> bool {
        !self.history.is_empty() || !self.trick.is_empty()
    }

    /// Whether doubles out of turn are open: after the bidding, before the first card, with
    /// `kontra_after_bidding`.
    pub fn window_open(&self) -> bool {
        matches!(self.phase, Phase::Exchange | Phase::Play)
            && self.rules.kontra_after_bidding
            && !self.card_played()
    }

    /// The double `seat` may say now, if any.
    fn double_for(&self, seat: Seat) -> Option<Double> {
        let open = match self.phase {
            Phase::Bidding => seat == self.to_act,
            _ => self.window_open(),
        };
        let contract = self.bidding.contract;
        if !open || !contract.game.doublable(Self::VARIANT) {
            return None;
        }
        let double = Double::at(contract.multiplier)?;
        (double.by_declarers_side() == self.same_side(seat, contract.declarer)).then_some(double)
    }

    /// Whether `seat` may declare `game` with its hand (seat and hand preconditions).
    fn may_declare(&self, seat: Seat, game: GameType) -> bool {
        let trump = self.trump.expect("trump is fixed before the bidding");
        game.may_declare(
            Self::VARIANT,
            self.rules.herrengangl,
            seat,
            self.hands[seat],
            trump,
        )
    }

    /// Whether a bid of `game` exceeds the standing game.
    fn high_enough(&self, game: GameType) -> bool {
        u16::from(game.bid_value()) > self.bidding.contract.bar()
    }

    /// Whether the forehand's first packet is three Jacks.
    fn three_jacks(&self) -> bool {
        (self.first_packets[Seat::FOREHAND] & CardSet::rank(Rank::Jack)).len() == 3
    }

    /// The legal actions of `seat` now (none once the game is over).
    pub fn legal_actions(&self, seat: Seat) -> Legal {
        let mut legal = Legal::default();
        let to_act = seat == self.to_act;
        match self.phase {
            Phase::Over => {}
            Phase::Trump if to_act => {
                for card in self.first_packets[seat] {
                    legal.trump.insert(card.suit());
                }
                legal.turn = Self::VARIANT.second_packet() as u8;
                legal.redeal = self.three_jacks();
            }
            Phase::Trump => {}
            Phase::Bidding if to_act => {
                legal.pass = true;
                let mut bids = GameSet::EMPTY;
                for game in GameType::ALL {
                    if self.high_enough(game) && self.may_declare(seat, game) {
                        bids.insert(game);
                    }
                }
                legal.bids = bids;
                legal.double = self.double_for(seat);
            }
            Phase::Bidding => {}
            Phase::Exchange => {
                legal.double = self.double_for(seat);
                if to_act {
                    legal.discard = self.hands[seat] | self.talon;
                }
            }
            Phase::Play => {
                legal.double = self.double_for(seat);
                if to_act {
                    self.play_actions(seat, &mut legal);
                }
            }
        }
        legal
    }

    /// Whether a seat that is not to act may act now ([`Game::legal_actions`] of any other
    /// seat): only a double is said out of turn, and only once the bidding is over.
    pub fn may_act_out_of_turn(&self, seat: Seat) -> bool {
        seat != self.to_act
            && matches!(self.phase, Phase::Exchange | Phase::Play)
            && self.double_for(seat).is_some()
    }

    /// Whether `action` is among `seat`'s legal actions — for a card played (most moves)
    /// without working out the others.
    pub(super) fn allows(&self, seat: Seat, action: Action) -> bool {
        match action {
            Action::Play(card) if self.phase == Phase::Play && seat == self.to_act => {
                self.legal_plays(seat).contains(card)
            }
            Action::Play(_) => false,
            _ => self.legal_actions(seat).contains(action),
        }
    }

    /// Applies `action` by `seat`, or refuses it and changes nothing.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Applied<N>, Refusal> {
        if !self.allows(seat, action) {
            return Err(self.refusal(seat, action));
        }
        let mut applied = Applied {
            trick: None,
            outcome: None,
        };
        match action {
            Action::Trump(suit) => self.fix_trump(suit),
            Action::Turn(index) => {
                let card = self.second_packet[usize::from(index)];
                self.turned_up = Some(card);
                self.revealed[seat].insert(card);
                self.fix_trump(card.suit());
            }
            Action::Redeal => self.finish_redeal(),
            Action::Pass => self.call(seat, Call::Pass),
            Action::Bid(game) => self.call(seat, Call::Bid(game)),
            Action::Double(double) if self.phase == Phase::Bidding => {
                self.call(seat, Call::Double(double))
            }
            Action::Double(double) => {
                self.bidding.contract.multiplier *= 2;
                self.calls.push(Said {
                    seat,
                    call: Call::Double(double),
                    after_bidding: true,
                });
            }
            Action::Discard([a, b]) => {
                let laid = CardSet::single(a) | CardSet::single(b);
                self.hands[seat] = (self.hands[seat] | self.talon) - laid;
                self.talon = CardSet::EMPTY;
                self.discarded = laid;
                self.start_play();
            }
            Action::Play(card) => applied.trick = self.play(seat, card),
            Action::Announce(suit) => self.announce(seat, suit),
            Action::Claim => self.claim(seat),
            Action::Exchange | Action::Close => unreachable!("never legal"),
        }
        applied.outcome = self.outcome;
        Ok(applied)
    }

    /// Why `seat` may not do `action` now, checked in the order of the format (meaningful for
    /// an action that is not among [`Game::legal_actions`]).
    pub fn refusal(&self, seat: Seat, action: Action) -> Refusal {
        use Refusal::*;
        let phase = self.phase;
        if phase == Phase::Over {
            return GameOver;
        }
        let not_to_act = seat != self.to_act;
        match action {
            Action::Exchange => CannotExchange,
            Action::Close => CannotClose,
            Action::Trump(_) | Action::Turn(_) | Action::Redeal => {
                if phase != Phase::Trump {
                    WrongPhase
                } else if seat != Seat::FOREHAND {
                    NotYourTurn
                } else if action == Action::Redeal {
                    CannotRedeal
                } else {
                    CannotChooseTrump
                }
            }
            Action::Pass | Action::Bid(_) => {
                if phase != Phase::Bidding {
                    WrongPhase
                } else if not_to_act {
                    NotYourTurn
                } else {
                    match action {
                        Action::Bid(game) if !self.may_declare(seat, game) => CannotBid,
                        _ => BidTooLow,
                    }
                }
            }
            Action::Double(_) if phase == Phase::Bidding && not_to_act => NotYourTurn,
            Action::Double(_) => CannotDouble,
            Action::Discard(_) => {
                if phase == Phase::Exchange && not_to_act {
                    NotYourTurn
                } else {
                    CannotDiscard
                }
            }
            Action::Play(_) | Action::Announce(_) | Action::Claim => {
                if phase != Phase::Play {
                    WrongPhase
                } else if not_to_act {
                    NotYourTurn
                } else {
                    self.play_refusal(seat, action)
                }
            }
        }
    }

    fn fix_trump(&mut self, suit: Suit) {
        self.trump = Some(suit);
        self.phase = Phase::Bidding;
        self.to_act = Seat::FOREHAND;
    }

    fn call(&mut self, seat: Seat, call: Call) {
        self.calls.push(Said {
            seat,
            call,
            after_bidding: false,
        });
        if self.bidding.call(seat, call, N) {
            self.end_bidding();
        } else {
            self.to_act = seat.next(N);
        }
    }

    fn end_bidding(&mut self) {
        let contract = self.bidding.contract;
        if contract.game.goal() == Goal::LaidDown {
            self.finish_fixed(true, Reason::LaidDown);
        } else if Self::VARIANT.talon_size() > 0 && !contract.game.is_bettler() {
            self.phase = Phase::Exchange;
            self.to_act = contract.declarer;
        } else {
            self.start_play();
        }
    }

    fn start_play(&mut self) {
        let contract = self.bidding.contract;
        self.phase = Phase::Play;
        if Self::VARIANT.partnerships() && contract.game.is_bettler() {
            self.sitting_out =
                Some(Seat::new((contract.declarer.index() + 2) % N, N).expect("a seat"));
        }
        self.to_act = contract.game.first_leader(contract.declarer);
    }

    /// The seat after `seat` in the play, skipping a partner who sits out.
    pub(super) fn next_in_play(&self, seat: Seat) -> Seat {
        let next = seat.next(N);
        if Some(next) == self.sitting_out {
            next.next(N)
        } else {
            next
        }
    }

    /// Cards in a trick of this game: one per seat, less a partner who sits out.
    pub(super) fn trick_size(&self) -> usize {
        N - usize::from(self.sitting_out.is_some())
    }

    /// Checks the invariants of a game state (for loaded games and tests): every card of the
    /// pack exactly once in hands, talon, laid-away cards, tricks or on the table; trick and
    /// point totals agree.
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
        add(self.talon, "talon")?;
        add(self.discarded, "laid away")?;
        add(self.trick.cards(), "table")?;
        if seen != Self::VARIANT.pack() {
            return Err(format!(
                "cards missing or foreign: {:?}",
                Self::VARIANT.pack() - seen
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
        for (seat, t) in self.takings.iter() {
            if t.card_points != t.won.points() {
                return Err(format!(
                    "seat {seat}: card points {} of {:?}",
                    t.card_points, t.won
                ));
            }
        }
        if let Some(out) = self.sitting_out
            && self.hands[out].len() != Self::VARIANT.hand_size()
        {
            return Err(format!("seat {out} sits out but has played"));
        }
        if self.trick.len() >= self.trick_size() {
            return Err("a full trick is still on the table".into());
        }
        Ok(())
    }
}
