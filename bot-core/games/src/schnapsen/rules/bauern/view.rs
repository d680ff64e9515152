//! What one seat may see of a game, and what everybody at the table sees.
//!
//! A [`PlayerView`] is built from public information and the seat's own cards only: never
//! another seat's hand (a partner's included, and a partner who sits out keeps his cards face
//! down), never the talon or the laid-away cards (except the declarer's own), and before trump
//! is fixed not even the seat's own second packet. Points are shown per side and only to that
//! side; the number of tricks each seat has won lies open on the table.

use serde::{Deserialize, Serialize};

use super::action::Legal;
use super::bidding::Said;
use super::contract::Contract;
use super::game::{Game, Phase};
use super::house::HouseRules;
use super::play::{Play, Trick};
use super::scoring::Outcome;
use super::variant::Variant;
use crate::schnapsen::rules::action::SuitSet;
use crate::schnapsen::rules::card::{Card, CardSet, Suit};
use crate::schnapsen::rules::seat::{PerSeat, Seat};

/// What everybody at the table sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView<const N: usize> {
    /// The variant played.
    pub variant: Variant,
    /// The house rules in force.
    pub rules: HouseRules,
    /// The phase.
    pub phase: Phase,
    /// The trump suit, once fixed.
    pub trump: Option<Suit>,
    /// The card the forehand turned up as trump, if he did.
    pub turned_up: Option<Card>,
    /// Every call of the bidding and every double after it.
    pub calls: Vec<Said>,
    /// The standing game (once the bidding is over, the game played).
    pub contract: Contract,
    /// Whether doubles out of turn are still possible (after the bidding, before the first card).
    pub window_open: bool,
    /// The partner who sits out (Bauernschnapsen Bettler games).
    pub sitting_out: Option<Seat>,
    /// The seat whose turn it is; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// The cards on the table in the current trick, leader first.
    pub trick: Vec<Play>,
    /// A marriage announced at the current lead, not yet led from.
    pub announced: Option<(Seat, Suit)>,
    /// Cards in each hand.
    pub hand_sizes: PerSeat<u8, N>,
    /// Tricks won by each seat.
    pub tricks: PerSeat<u8, N>,
    /// Marriages announced so far by each seat.
    pub marriages: PerSeat<SuitSet, N>,
    /// Cards each seat has shown and still holds (the turned-up trump card, a marriage partner;
    /// a turned-up card the declarer lays away is no longer held).
    pub shown: PerSeat<CardSet, N>,
    /// Cards in the talon while it lies face down (Dreierschnapsen).
    pub talon_len: usize,
    /// Cards the declarer laid away (face down).
    pub laid_away_len: usize,
    /// All completed tricks, in order.
    pub history: Vec<Trick>,
    /// The end of the game, once over.
    pub outcome: Option<Outcome<N>>,
}

impl<const N: usize> PublicView<N> {
    /// The last completed trick.
    pub fn last_trick(&self) -> Option<&Trick> {
        self.history.last()
    }

    /// Every card played to a completed trick or lying on the table.
    pub fn played(&self) -> CardSet {
        let on_table: CardSet = self.trick.iter().map(|p| p.card).collect();
        self.history.iter().fold(on_table, |set, t| set | t.cards())
    }
}

/// What one seat sees: the public view plus its own cards, its side's takings and its legal
/// actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView<const N: usize> {
    /// The seat this view is for.
    pub seat: Seat,
    /// What everybody sees.
    pub public: PublicView<N>,
    /// The seat's hand: before trump is fixed only its first packet; in the talon exchange the
    /// declarer's eight cards, the talon taken up.
    pub hand: CardSet,
    /// The seat's legal actions.
    pub legal: Legal,
    /// Cards in the tricks of the seat's side.
    pub side_won: CardSet,
    /// The points of the seat's side.
    pub side_points: u16,
    /// Marriage points the seat announced that count once its side wins a trick.
    pub pending: u16,
    /// The cards this seat laid away as declarer (Dreierschnapsen).
    pub laid_away: CardSet,
}

impl<const N: usize> PlayerView<N> {
    /// Cards whose place this seat cannot see: the other hands (less what they have shown), the
    /// talon, the cards laid away by someone else, and before trump is fixed its own second
    /// packet.
    pub fn unseen(&self) -> CardSet {
        let p = &self.public;
        let shown = p
            .shown
            .iter()
            .filter(|(s, _)| *s != self.seat)
            .fold(CardSet::EMPTY, |set, (_, c)| set | *c);
        p.variant.pack() - self.hand - p.played() - self.laid_away - shown
    }
}

impl<const N: usize> Game<N> {
    /// What everybody at the table sees.
    pub fn public_view(&self) -> PublicView<N> {
        let history = self.history().to_vec();
        let to_act = self.to_act();
        PublicView {
            variant: self.variant(),
            rules: *self.rules(),
            phase: self.phase(),
            trump: self.trump(),
            turned_up: self.turned_up(),
            calls: self.calls().to_vec(),
            contract: self.contract(),
            window_open: self.window_open(),
            sitting_out: self.sitting_out(),
            to_act,
            trick: self.trick().plays().to_vec(),
            announced: to_act.zip(self.announced()),
            hand_sizes: PerSeat::from_fn(|s| self.hand(s).len() as u8),
            tricks: PerSeat::from_fn(|s| self.takings(s).tricks),
            marriages: PerSeat::from_fn(|s| self.marriages(s)),
            shown: PerSeat::from_fn(|s| self.revealed(s) & self.hand(s)),
            talon_len: self.talon().len(),
            laid_away_len: self.discarded().len(),
            history,
            outcome: self.outcome().copied(),
        }
    }

    /// What `seat` sees.
    pub fn view(&self, seat: Seat) -> PlayerView<N> {
        let side_won = Seat::all(N)
            .filter(|&s| self.same_side(s, seat))
            .fold(CardSet::EMPTY, |set, s| set | self.takings(s).won);
        let declarer = self.phase() > Phase::Bidding && self.contract().declarer == seat;
        PlayerView {
            seat,
            public: self.public_view(),
            hand: match self.phase() {
                Phase::Trump => self.first_packet(seat),
                Phase::Exchange if declarer => self.hand(seat) | self.talon(),
                _ => self.hand(seat),
            },
            legal: self.legal_actions(seat),
            side_won,
            side_points: self.side_points(seat),
            pending: self.takings(seat).pending,
            laid_away: if declarer {
                self.discarded()
            } else {
                CardSet::EMPTY
            },
        }
    }
}
