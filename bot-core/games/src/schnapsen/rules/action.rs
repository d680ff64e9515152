//! What a player can do, the set of legal actions, and why an action is refused.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::card::{Card, CardSet, Suit};

/// One move of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Play (lead or answer) a card.
    Play(Card),
    /// Announce the marriage (King and Queen) of a suit: 20, or 40 in trumps.
    Announce(Suit),
    /// Exchange the robbing card (trump jack, nine or seven) for the face-up trump card.
    Exchange,
    /// Close the talon (Zudrehen, Decken).
    Close,
    /// "Danke, genug": end the game claiming 66.
    Claim,
}

impl fmt::Display for Action {
    /// The action syntax of FORMAT.md: `play:AH`, `announce:H`, `exchange`, `close`, `claim`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play(card) => write!(f, "play:{card}"),
            Action::Announce(suit) => write!(f, "announce:{suit}"),
            Action::Exchange => f.write_str("exchange"),
            Action::Close => f.write_str("close"),
            Action::Claim => f.write_str("claim"),
        }
    }
}

/// An action string that cannot be parsed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not an action: {0:?} (play:CARD, announce:SUIT, exchange, close, claim)")]
pub struct ParseActionError(pub String);

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseActionError(s.to_owned());
        let (verb, arg) = match s.trim().split_once(':') {
            Some((verb, arg)) => (verb, Some(arg)),
            None => (s.trim(), None),
        };
        match (verb, arg) {
            ("play", Some(card)) => card.parse().map(Action::Play).map_err(|_| err()),
            ("announce", Some(suit)) => suit.parse().map(Action::Announce).map_err(|_| err()),
            ("exchange", None) => Ok(Action::Exchange),
            ("close", None) => Ok(Action::Close),
            ("claim", None) => Ok(Action::Claim),
            _ => Err(err()),
        }
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

/// A set of suits, as a bit mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SuitSet(u8);

impl Serialize for SuitSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for SuitSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut set = SuitSet::EMPTY;
        for suit in Vec::<Suit>::deserialize(d)? {
            set.insert(suit);
        }
        Ok(set)
    }
}

impl Serialize for LegalActions {
    /// As the list of actions, in the order of [`LegalActions::iter`].
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for LegalActions {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut legal = LegalActions::default();
        for action in Vec::<Action>::deserialize(d)? {
            match action {
                Action::Play(card) => legal.plays.insert(card),
                Action::Announce(suit) => legal.announce.insert(suit),
                Action::Exchange => legal.exchange = true,
                Action::Close => legal.close = true,
                Action::Claim => legal.claim = true,
            }
        }
        Ok(legal)
    }
}

impl SuitSet {
    /// No suits.
    pub const EMPTY: SuitSet = SuitSet(0);

    /// Adds a suit.
    pub fn insert(&mut self, suit: Suit) {
        self.0 |= 1 << suit as u8;
    }

    /// Whether the set holds `suit`.
    pub const fn contains(self, suit: Suit) -> bool {
        self.0 & (1 << suit as u8) != 0
    }

    /// The number of suits.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The suits in code order.
    pub fn iter(self) -> impl Iterator<Item = Suit> {
        Suit::ALL.into_iter().filter(move |s| self.contains(*s))
    }
}

/// The legal actions of the player to act: the single source of truth for validation, the
/// buttons shown to players and the computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct LegalActions {
    /// Cards that may be played.
    pub plays: CardSet,
    /// Suits whose marriage may be announced.
    pub announce: SuitSet,
    /// Whether the robbing card may be exchanged.
    pub exchange: bool,
    /// Whether the talon may be closed.
    pub close: bool,
    /// Whether the player may claim ("Danke, genug").
    pub claim: bool,
}

impl LegalActions {
    /// Whether `action` is among them.
    pub fn contains(&self, action: Action) -> bool {
        match action {
            Action::Play(card) => self.plays.contains(card),
            Action::Announce(suit) => self.announce.contains(suit),
            Action::Exchange => self.exchange,
            Action::Close => self.close,
            Action::Claim => self.claim,
        }
    }

    /// How many there are.
    pub fn len(&self) -> usize {
        self.plays.len()
            + self.announce.len()
            + usize::from(self.exchange)
            + usize::from(self.close)
            + usize::from(self.claim)
    }

    /// Whether there are none (the game is over).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The `n`-th action in the order of [`LegalActions::iter`], without allocating.
    pub fn nth(&self, mut n: usize) -> Option<Action> {
        let plays = self.plays.len();
        if n < plays {
            return self.plays.nth(n).map(Action::Play);
        }
        n -= plays;
        let announces = self.announce.len();
        if n < announces {
            return self.announce.iter().nth(n).map(Action::Announce);
        }
        n -= announces;
        [
            (self.exchange, Action::Exchange),
            (self.close, Action::Close),
            (self.claim, Action::Claim),
        ]
        .into_iter()
        .filter(|(allowed, _)| *allowed)
        .nth(n)
        .map(|(_, action)| action)
    }

    /// All of them: plays by card index, then announcements, exchange, close, claim.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        (0..self.len()).filter_map(|n| self.nth(n))
    }
}

/// Why an action was refused; [`Refusal::code`] is the refusal code of FORMAT.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// Another player is to act.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The card is not in the player's hand.
    #[error("that card is not in your hand")]
    NotInHand,
    /// Strict phase: the card breaks the order follow suit higher, follow suit, trump.
    #[error("you must follow suit (higher if you can), else trump")]
    MustFollow,
    /// After an announcement only its King or Queen may be led.
    #[error("after announcing a marriage you must lead its King or Queen")]
    MustPlayMarriage,
    /// No marriage can be announced now.
    #[error("you cannot announce that marriage now")]
    NoMarriage,
    /// The exchange is not allowed now.
    #[error("you cannot exchange the trump card now")]
    CannotExchange,
    /// Closing is not allowed now.
    #[error("you cannot close the talon now")]
    CannotClose,
    /// Claiming is only for the player at lead.
    #[error("you can only claim when it is your lead")]
    CannotClaim,
    /// Sechsundsechzig: the leader must rob before anything but a claim.
    #[error("you must exchange the trump card first")]
    MustExchange,
    /// The game is over.
    #[error("the game is over")]
    GameOver,
}

impl Refusal {
    /// Every refusal.
    pub const ALL: [Refusal; 10] = [
        Refusal::NotYourTurn,
        Refusal::NotInHand,
        Refusal::MustFollow,
        Refusal::MustPlayMarriage,
        Refusal::NoMarriage,
        Refusal::CannotExchange,
        Refusal::CannotClose,
        Refusal::CannotClaim,
        Refusal::MustExchange,
        Refusal::GameOver,
    ];

    /// The refusal code of FORMAT.md.
    pub const fn code(self) -> &'static str {
        match self {
            Refusal::NotYourTurn => "not_your_turn",
            Refusal::NotInHand => "not_in_hand",
            Refusal::MustFollow => "must_follow",
            Refusal::MustPlayMarriage => "must_play_marriage",
            Refusal::NoMarriage => "no_marriage",
            Refusal::CannotExchange => "cannot_exchange",
            Refusal::CannotClose => "cannot_close",
            Refusal::CannotClaim => "cannot_claim",
            Refusal::MustExchange => "must_exchange",
            Refusal::GameOver => "game_over",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_syntax_round_trips() {
        for s in ["play:AH", "announce:S", "exchange", "close", "claim"] {
            assert_eq!(s.parse::<Action>().unwrap().to_string(), s);
        }
        for bad in ["play", "play:XX", "announce:Q", "close:H", "dance"] {
            assert!(bad.parse::<Action>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn nth_enumerates_every_action_once() {
        let legal = LegalActions {
            plays: ["AH", "KS"].iter().map(|c| c.parse().unwrap()).collect(),
            announce: {
                let mut s = SuitSet::EMPTY;
                s.insert(Suit::Spades);
                s
            },
            exchange: false,
            close: true,
            claim: true,
        };
        let all: Vec<String> = legal.iter().map(|a| a.to_string()).collect();
        assert_eq!(all, ["play:AH", "play:KS", "announce:S", "close", "claim"]);
        assert_eq!(legal.nth(5), None);
        assert!(all.iter().all(|a| legal.contains(a.parse().unwrap())));
        assert!(!legal.contains(Action::Exchange));
    }
}
