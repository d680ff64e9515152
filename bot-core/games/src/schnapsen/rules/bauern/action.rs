//! What a player can do in Bauernschnapsen and Dreierschnapsen, the legal set, and the refusals.
//!
//! One [`Action`] type covers every phase (trump, bidding, talon exchange, play) so that a table
//! has one entry point; [`Legal`] is the set of actions open to one seat — per seat rather than
//! for "the player to act", because doubles can be legal out of turn.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::contract::{Double, GameSet, GameType};
use crate::schnapsen::rules::action::SuitSet;
use crate::schnapsen::rules::card::{Card, CardSet, Suit};

/// One move of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The forehand names trump: a suit of his first packet.
    Trump(Suit),
    /// The forehand turns up the card at this position of his second packet as trump.
    Turn(u8),
    /// The forehand throws in a first packet of three Jacks.
    Redeal,
    /// "Gut": no bid (the forehand's first pass declares the Rufer).
    Pass,
    /// Bid a game.
    Bid(GameType),
    /// Kontra, Retour or Subkontra.
    Double(Double),
    /// Dreierschnapsen: the declarer lays away these two cards of his hand and the talon.
    Discard([Card; 2]),
    /// Play (lead or answer) a card.
    Play(Card),
    /// Announce the marriage (King and Queen) of a suit: 20, or 40 in trumps.
    Announce(Suit),
    /// "Danke, genug": end a Rufer claiming 66 for one's side.
    Claim,
    /// The two-player exchange of the trump jack: never legal here (nothing is drawn).
    Exchange,
    /// Closing the talon: never legal here.
    Close,
}

impl fmt::Display for Action {
    /// The syntax of the format's `legal` lists: `trump:H`, `turn:0`, `redeal`, `pass`,
    /// `bid:schnapser`, `kontra`, `discard:JC,JD`, `play:AH`, `announce:H`, `claim`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Trump(suit) => write!(f, "trump:{suit}"),
            Action::Turn(index) => write!(f, "turn:{index}"),
            Action::Redeal => f.write_str("redeal"),
            Action::Pass => f.write_str("pass"),
            Action::Bid(game) => write!(f, "bid:{game}"),
            Action::Double(double) => f.write_str(double.code()),
            Action::Discard([a, b]) => write!(f, "discard:{a},{b}"),
            Action::Play(card) => write!(f, "play:{card}"),
            Action::Announce(suit) => write!(f, "announce:{suit}"),
            Action::Claim => f.write_str("claim"),
            Action::Exchange => f.write_str("exchange"),
            Action::Close => f.write_str("close"),
        }
    }
}

/// An action string that cannot be parsed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not an action: {0:?}")]
pub struct ParseActionError(pub String);

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseActionError(s.to_owned());
        let (verb, arg) = match s.trim().split_once(':') {
            Some((verb, arg)) => (verb, Some(arg)),
            None => (s.trim(), None),
        };
        Ok(match (verb, arg) {
            ("trump", Some(suit)) => Action::Trump(suit.parse().map_err(|_| err())?),
            ("turn", Some(index)) => Action::Turn(index.parse().map_err(|_| err())?),
            ("redeal", None) => Action::Redeal,
            ("pass", None) => Action::Pass,
            ("bid", Some(game)) => Action::Bid(game.parse().map_err(|_| err())?),
            ("kontra", None) => Action::Double(Double::Kontra),
            ("retour", None) => Action::Double(Double::Retour),
            ("subkontra", None) => Action::Double(Double::Subkontra),
            ("discard", Some(cards)) => {
                let (a, b) = cards.split_once(',').ok_or_else(err)?;
                Action::Discard([a.parse().map_err(|_| err())?, b.parse().map_err(|_| err())?])
            }
            ("play", Some(card)) => Action::Play(card.parse().map_err(|_| err())?),
            ("announce", Some(suit)) => Action::Announce(suit.parse().map_err(|_| err())?),
            ("claim", None) => Action::Claim,
            ("exchange", None) => Action::Exchange,
            ("close", None) => Action::Close,
            _ => return Err(err()),
        })
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// The legal actions of one seat: the single source of truth for validation, the buttons shown
/// to players and the computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Legal {
    /// Suits that may be named trump.
    pub trump: SuitSet,
    /// Positions of the second packet that may be turned up: `0..turn`.
    pub turn: u8,
    /// Whether the forehand may ask for a redeal.
    pub redeal: bool,
    /// Whether the seat may pass.
    pub pass: bool,
    /// Games the seat may bid.
    #[serde(with = "game_set")]
    pub bids: GameSet,
    /// The double the seat may say.
    pub double: Option<Double>,
    /// Cards the declarer may lay away, two different ones (empty: no exchange now).
    pub discard: CardSet,
    /// Cards that may be played.
    pub plays: CardSet,
    /// Suits whose marriage may be announced.
    pub announce: SuitSet,
    /// Whether the seat may claim.
    pub claim: bool,
}

mod game_set {
    use super::{GameSet, GameType};
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(set: &GameSet, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(set.iter())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameSet, D::Error> {
        let mut set = GameSet::EMPTY;
        for game in Vec::<GameType>::deserialize(d)? {
            set.insert(game);
        }
        Ok(set)
    }
}

impl Legal {
    /// Whether `action` is among them.
    pub fn contains(&self, action: Action) -> bool {
        match action {
            Action::Trump(suit) => self.trump.contains(suit),
            Action::Turn(index) => index < self.turn,
            Action::Redeal => self.redeal,
            Action::Pass => self.pass,
            Action::Bid(game) => self.bids.contains(game),
            Action::Double(double) => self.double == Some(double),
            Action::Discard([a, b]) => {
                a != b && self.discard.contains(a) && self.discard.contains(b)
            }
            Action::Play(card) => self.plays.contains(card),
            Action::Announce(suit) => self.announce.contains(suit),
            Action::Claim => self.claim,
            Action::Exchange | Action::Close => false,
        }
    }

    /// Ways to lay away two of the discardable cards.
    fn discard_pairs(&self) -> usize {
        let n = self.discard.len();
        n * n.saturating_sub(1) / 2
    }

    /// How many actions there are (each pair of cards to lay away counted once).
    pub fn len(&self) -> usize {
        self.trump.len()
            + usize::from(self.turn)
            + usize::from(self.redeal)
            + usize::from(self.pass)
            + self.bids.len()
            + usize::from(self.double.is_some())
            + self.discard_pairs()
            + self.plays.len()
            + self.announce.len()
            + usize::from(self.claim)
    }

    /// How many entries the format's `legal` lists have (the moves the surface offers): laying
    /// away is one entry, `discard`, however many pairs there are.
    pub fn entries(&self) -> usize {
        self.len() - self.discard_pairs() + usize::from(!self.discard.is_empty())
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `n`-th action in the order of [`Legal::iter`], without allocating.
    pub fn nth(&self, mut n: usize) -> Option<Action> {
        let mut take = |count: usize| {
            if n < count {
                Some(n)
            } else {
                n -= count;
                None
            }
        };
        if let Some(i) = take(self.trump.len()) {
            return self.trump.iter().nth(i).map(Action::Trump);
        }
        if let Some(i) = take(usize::from(self.turn)) {
            return Some(Action::Turn(i as u8));
        }
        if take(usize::from(self.redeal)).is_some() {
            return Some(Action::Redeal);
        }
        if take(usize::from(self.pass)).is_some() {
            return Some(Action::Pass);
        }
        if let Some(i) = take(self.bids.len()) {
            return self.bids.iter().nth(i).map(Action::Bid);
        }
        if take(usize::from(self.double.is_some())).is_some() {
            return self.double.map(Action::Double);
        }
        if let Some(mut i) = take(self.discard_pairs()) {
            let cards: Vec<Card> = self.discard.iter().collect();
            for (a, &first) in cards.iter().enumerate() {
                let rest = cards.len() - a - 1;
                if i < rest {
                    return Some(Action::Discard([first, cards[a + 1 + i]]));
                }
                i -= rest;
            }
        }
        if let Some(i) = take(self.plays.len()) {
            return self.plays.nth(i).map(Action::Play);
        }
        if let Some(i) = take(self.announce.len()) {
            return self.announce.iter().nth(i).map(Action::Announce);
        }
        if take(usize::from(self.claim)).is_some() {
            return Some(Action::Claim);
        }
        None
    }

    /// All of them: trump choices, turns, redeal, pass, bids, the double, the pairs to lay
    /// away, plays by card index, announcements, claim.
    pub fn iter(self) -> impl Iterator<Item = Action> {
        // Field by field in `nth`'s order, each once (not `nth` for every index: that is
        // quadratic).
        let discard = self.discard;
        let pairs = discard.iter().enumerate().flat_map(move |(a, first)| {
            discard
                .iter()
                .skip(a + 1)
                .map(move |second| Action::Discard([first, second]))
        });
        self.trump
            .iter()
            .map(Action::Trump)
            .chain((0..self.turn).map(Action::Turn))
            .chain(self.redeal.then_some(Action::Redeal))
            .chain(self.pass.then_some(Action::Pass))
            .chain(self.bids.iter().map(Action::Bid))
            .chain(self.double.map(Action::Double))
            .chain(pairs)
            .chain(self.plays.iter().map(Action::Play))
            .chain(self.announce.iter().map(Action::Announce))
            .chain(self.claim.then_some(Action::Claim))
    }
}

/// Why an action was refused; [`Refusal::code`] is the refusal code of the format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The action belongs to another phase of the game.
    #[error("that is not possible at this stage of the game")]
    WrongPhase,
    /// Another player is to act.
    #[error("it is not your turn")]
    NotYourTurn,
    /// Trump must be a suit of the first packet, or a card of the second packet turned up.
    #[error("you can only name a suit of your first three cards, or turn up one of the others")]
    CannotChooseTrump,
    /// A redeal needs three Jacks in the first packet.
    #[error("you can only throw in three Jacks")]
    CannotRedeal,
    /// The seat may not declare this game (seat, hand, variant, or the Rufer).
    #[error("you cannot declare that game")]
    CannotBid,
    /// The bid does not exceed the standing game's value times its multiplier.
    #[error("that game is not worth more than the one standing")]
    BidTooLow,
    /// The seat may not double now.
    #[error("you cannot double now")]
    CannotDouble,
    /// Not the talon exchange, or not two different cards of hand and talon.
    #[error("you cannot lay away those cards")]
    CannotDiscard,
    /// The card is not in the player's hand.
    #[error("that card is not in your hand")]
    NotInHand,
    /// The card breaks the game's follow rules.
    #[error("you must follow suit (beating the trick where the game demands it), else trump")]
    MustFollow,
    /// After an announcement only its King or Queen may be led.
    #[error("after announcing a marriage you must lead its King or Queen")]
    MustPlayMarriage,
    /// No marriage can be announced now.
    #[error("you cannot announce that marriage now")]
    NoMarriage,
    /// Claiming is only for the player at lead in a Rufer.
    #[error("you can only claim at your lead in a Rufer")]
    CannotClaim,
    /// There is no exchange of the trump jack in these games.
    #[error("there is no trump card to exchange")]
    CannotExchange,
    /// There is no talon to close in these games.
    #[error("there is no talon to close")]
    CannotClose,
}

impl Refusal {
    /// Every refusal.
    pub const ALL: [Refusal; 16] = [
        Refusal::GameOver,
        Refusal::WrongPhase,
        Refusal::NotYourTurn,
        Refusal::CannotChooseTrump,
        Refusal::CannotRedeal,
        Refusal::CannotBid,
        Refusal::BidTooLow,
        Refusal::CannotDouble,
        Refusal::CannotDiscard,
        Refusal::NotInHand,
        Refusal::MustFollow,
        Refusal::MustPlayMarriage,
        Refusal::NoMarriage,
        Refusal::CannotClaim,
        Refusal::CannotExchange,
        Refusal::CannotClose,
    ];

    /// The refusal code of the format.
    pub const fn code(self) -> &'static str {
        match self {
            Refusal::GameOver => "game_over",
            Refusal::WrongPhase => "wrong_phase",
            Refusal::NotYourTurn => "not_your_turn",
            Refusal::CannotChooseTrump => "cannot_choose_trump",
            Refusal::CannotRedeal => "cannot_redeal",
            Refusal::CannotBid => "cannot_bid",
            Refusal::BidTooLow => "bid_too_low",
            Refusal::CannotDouble => "cannot_double",
            Refusal::CannotDiscard => "cannot_discard",
            Refusal::NotInHand => "not_in_hand",
            Refusal::MustFollow => "must_follow",
            Refusal::MustPlayMarriage => "must_play_marriage",
            Refusal::NoMarriage => "no_marriage",
            Refusal::CannotClaim => "cannot_claim",
            Refusal::CannotExchange => "cannot_exchange",
            Refusal::CannotClose => "cannot_close",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_syntax_round_trips() {
        for s in [
            "trump:H",
            "turn:2",
            "redeal",
            "pass",
            "bid:zehnerloch",
            "kontra",
            "retour",
            "subkontra",
            "discard:JC,JD",
            "play:AH",
            "announce:S",
            "claim",
            "exchange",
            "close",
        ] {
            assert_eq!(s.parse::<Action>().unwrap().to_string(), s);
        }
        for bad in ["bid:ramsch", "turn:x", "discard:JC", "trump", "gut"] {
            assert!(bad.parse::<Action>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn nth_enumerates_every_action_once() {
        let cards = |s: &str| -> CardSet { s.split(' ').map(|c| c.parse().unwrap()).collect() };
        let mut bids = GameSet::EMPTY;
        bids.insert(GameType::Bettler);
        let legal = Legal {
            pass: true,
            bids,
            double: Some(Double::Retour),
            discard: cards("AH KH QH"),
            claim: true,
            ..Legal::default()
        };
        let all: Vec<String> = legal.iter().map(|a| a.to_string()).collect();
        assert_eq!(
            all,
            [
                "pass",
                "bid:bettler",
                "retour",
                "discard:QH,KH",
                "discard:QH,AH",
                "discard:KH,AH",
                "claim"
            ]
        );
        assert_eq!(legal.len(), 7);
        assert!(all.iter().all(|a| legal.contains(a.parse().unwrap())));
        assert!(!legal.contains("discard:AH,AH".parse().unwrap()));
        assert_eq!(legal.entries(), 5, "laying away is one entry");
    }
}
