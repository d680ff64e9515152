//! The eleven games that can be played, what each one asks of its declarer, and the doubles.
//!
//! Everything the rules table says about a game — its value, who may declare it with which
//! hand, whether it has trump, who leads, how it is won, whether marriages count and whether it
//! can be doubled — is a method here, so the bidding and the play ask the game instead of
//! spelling out cases.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::variant::Variant;
use crate::schnapsen::rules::card::{CardSet, Rank, Suit};
use crate::schnapsen::rules::seat::Seat;
use crate::schnapsen::rules::trick::CardOrder;

/// A game (Spiel) of the bidding, lowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameType {
    /// Rufer ("Herz spielt"): the forehand's default game, two-player Schnapsen by sides; 1–3.
    Rufer,
    /// Bettler: the declarer wins no trick; without trump; 5.
    Bettler,
    /// Assbettler: a Bettler by a hand with exactly one Ace; 6.
    Assbettler,
    /// Schnapser: the first three tricks and 66 by then; 6.
    Schnapser,
    /// Durchmarsch: every trick, without trump; 9.
    Durchmarsch,
    /// Zehnerloch: every trick, without trump, in the order T K Q J A; 10.
    Zehnerloch,
    /// Kontraschnapser: a Schnapser from the other side, against the forehand's lead; 12.
    Kontraschnapser,
    /// Bauernschnapser: every trick, with trump; 12.
    Bauernschnapser,
    /// Herrengangl: five cards of a suit that is not trump, laid down; 18 (Bauernschnapsen).
    Herrengangl,
    /// Kontrabauernschnapser: a Bauernschnapser from the other side; 24.
    Kontrabauernschnapser,
    /// Herrenschnapser: the forehand holding all five trumps, laid down; 24 (Bauernschnapsen).
    Herrenschnapser,
}

/// How a game is won by its declarer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Rufer: his side reaches 66 and claims, or wins the last trick.
    Rufer,
    /// Schnapser games: he wins each of the first three tricks and has 66 by then.
    FirstThree,
    /// He wins every trick.
    AllTricks,
    /// He wins no trick.
    NoTrick,
    /// Certain from the hand: won when the bidding ends, without play.
    LaidDown,
}

/// Who may announce a marriage in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Marriages {
    /// Nobody: marriages do not count.
    None,
    /// Any player at lead (Rufer).
    Anyone,
    /// Only the declarer, at lead (Schnapser, Kontraschnapser).
    Declarer,
}

impl GameType {
    /// All games, lowest value first.
    pub const ALL: [GameType; 11] = [
        GameType::Rufer,
        GameType::Bettler,
        GameType::Assbettler,
        GameType::Schnapser,
        GameType::Durchmarsch,
        GameType::Zehnerloch,
        GameType::Kontraschnapser,
        GameType::Bauernschnapser,
        GameType::Herrengangl,
        GameType::Kontrabauernschnapser,
        GameType::Herrenschnapser,
    ];

    /// The game's code in scenarios and commands.
    pub const fn code(self) -> &'static str {
        match self {
            GameType::Rufer => "rufer",
            GameType::Bettler => "bettler",
            GameType::Assbettler => "assbettler",
            GameType::Schnapser => "schnapser",
            GameType::Durchmarsch => "durchmarsch",
            GameType::Zehnerloch => "zehnerloch",
            GameType::Kontraschnapser => "kontraschnapser",
            GameType::Bauernschnapser => "bauernschnapser",
            GameType::Herrengangl => "herrengangl",
            GameType::Kontrabauernschnapser => "kontrabauernschnapser",
            GameType::Herrenschnapser => "herrenschnapser",
        }
    }

    /// The game points it is worth undoubled; `None` for the Rufer, which is worth 1–3 by the
    /// losing side's tricks and points.
    pub const fn fixed_value(self) -> Option<u8> {
        Some(match self {
            GameType::Rufer => return None,
            GameType::Bettler => 5,
            GameType::Assbettler | GameType::Schnapser => 6,
            GameType::Durchmarsch => 9,
            GameType::Zehnerloch => 10,
            GameType::Kontraschnapser | GameType::Bauernschnapser => 12,
            GameType::Herrengangl => 18,
            GameType::Kontrabauernschnapser | GameType::Herrenschnapser => 24,
        })
    }

    /// Its value in the bidding: the fixed value, the Rufer counting 3 **\[D4\]**.
    pub const fn bid_value(self) -> u8 {
        match self.fixed_value() {
            Some(value) => value,
            None => 3,
        }
    }

    /// Whether the trump suit counts in this game.
    pub const fn has_trump(self) -> bool {
        matches!(
            self,
            GameType::Rufer
                | GameType::Schnapser
                | GameType::Kontraschnapser
                | GameType::Bauernschnapser
                | GameType::Kontrabauernschnapser
                | GameType::Herrenschnapser
        )
    }

    /// The card order of its tricks.
    pub const fn order(self) -> CardOrder {
        match self {
            GameType::Zehnerloch => CardOrder::Zehnerloch,
            _ => CardOrder::Normal,
        }
    }

    /// How the declarer wins it.
    pub const fn goal(self) -> Goal {
        match self {
            GameType::Rufer => Goal::Rufer,
            GameType::Schnapser | GameType::Kontraschnapser => Goal::FirstThree,
            GameType::Durchmarsch
            | GameType::Zehnerloch
            | GameType::Bauernschnapser
            | GameType::Kontrabauernschnapser => Goal::AllTricks,
            GameType::Bettler | GameType::Assbettler => Goal::NoTrick,
            GameType::Herrengangl | GameType::Herrenschnapser => Goal::LaidDown,
        }
    }

    /// Who may announce marriages **\[D14\]**.
    pub const fn marriages(self) -> Marriages {
        match self {
            GameType::Rufer => Marriages::Anyone,
            GameType::Schnapser | GameType::Kontraschnapser => Marriages::Declarer,
            _ => Marriages::None,
        }
    }

    /// Whether the game is a Bettler, in which the declarer's partner sits out in
    /// Bauernschnapsen and the talon stays unused in Dreierschnapsen.
    pub const fn is_bettler(self) -> bool {
        matches!(self, GameType::Bettler | GameType::Assbettler)
    }

    /// Who leads the first trick: the forehand in games with trump, the declarer in games
    /// without **\[D3\]**.
    pub const fn first_leader(self, declarer: Seat) -> Seat {
        if self.has_trump() {
            Seat::FOREHAND
        } else {
            declarer
        }
    }

    /// Whether the game is played in this variant under these rules (Herrengangl and
    /// Herrenschnapser only in Bauernschnapsen, the Herrengangl only with its house rule).
    pub const fn exists_in(self, variant: Variant, herrengangl: bool) -> bool {
        match self {
            GameType::Herrengangl => variant.partnerships() && herrengangl,
            GameType::Herrenschnapser => variant.partnerships(),
            _ => true,
        }
    }

    /// Whether the game may be doubled: Bauernschnapsen Rufer to Bauernschnapser but not the
    /// Herrengangl **\[D6\]**; Dreierschnapsen every game.
    pub const fn doublable(self, variant: Variant) -> bool {
        match variant {
            Variant::Dreierschnapsen => true,
            Variant::Bauernschnapsen => !matches!(
                self,
                GameType::Herrengangl | GameType::Kontrabauernschnapser | GameType::Herrenschnapser
            ),
        }
    }

    /// Whether `seat` may declare this game with `hand` once `trump` is fixed: the seat column
    /// of the rules table and the hand preconditions (exactly one Ace **\[D13\]**, five cards of a
    /// suit that is not trump, all five trumps). The Rufer is never bid. Whether the bid is high
    /// enough is the bidding's question.
    pub fn may_declare(
        self,
        variant: Variant,
        herrengangl: bool,
        seat: Seat,
        hand: CardSet,
        trump: Suit,
    ) -> bool {
        if !self.exists_in(variant, herrengangl) {
            return false;
        }
        let s = seat.index();
        let bauern = variant.partnerships();
        let forehand_side = if bauern { s.is_multiple_of(2) } else { s == 0 };
        match self {
            GameType::Rufer => false,
            GameType::Bettler | GameType::Durchmarsch | GameType::Zehnerloch => true,
            GameType::Assbettler => (hand & CardSet::rank(Rank::Ace)).len() == 1,
            GameType::Schnapser | GameType::Bauernschnapser => forehand_side,
            GameType::Kontraschnapser | GameType::Kontrabauernschnapser => !forehand_side,
            GameType::Herrengangl => {
                s != 0
                    && Suit::ALL
                        .iter()
                        .any(|&suit| suit != trump && hand.of_suit(suit).len() == 5)
            }
            GameType::Herrenschnapser => s == 0 && hand.of_suit(trump).len() == 5,
        }
    }
}

impl fmt::Display for GameType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A game code that is not one of the eleven.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown game {0:?} (rufer, bettler, assbettler, schnapser, durchmarsch, zehnerloch, kontraschnapser, bauernschnapser, herrengangl, kontrabauernschnapser, herrenschnapser)"
)]
pub struct UnknownGame(pub String);

impl FromStr for GameType {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameType::ALL
            .into_iter()
            .find(|g| g.code() == s.trim())
            .ok_or_else(|| UnknownGame(s.to_owned()))
    }
}

/// A doubling of the game value (Kontra and its answers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Double {
    /// Kontra (spritzen): the side against the declarer, ×1 → ×2.
    Kontra,
    /// Retour (zruckspritzen): the declarer's side, ×2 → ×4.
    Retour,
    /// Subkontra **\[D5\]**: the side against the declarer, ×4 → ×8.
    Subkontra,
}

impl Double {
    /// All three, in the order they can follow each other.
    pub const ALL: [Double; 3] = [Double::Kontra, Double::Retour, Double::Subkontra];

    /// The action's code.
    pub const fn code(self) -> &'static str {
        match self {
            Double::Kontra => "kontra",
            Double::Retour => "retour",
            Double::Subkontra => "subkontra",
        }
    }

    /// The double that may follow a game standing at `multiplier`, if any.
    pub const fn at(multiplier: u8) -> Option<Double> {
        match multiplier {
            1 => Some(Double::Kontra),
            2 => Some(Double::Retour),
            4 => Some(Double::Subkontra),
            _ => None,
        }
    }

    /// Whether the declarer's side says it (Retour); the others are for the side against him.
    pub const fn by_declarers_side(self) -> bool {
        matches!(self, Double::Retour)
    }
}

impl fmt::Display for Double {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The standing game of the bidding, and once it has ended the game played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contract {
    /// The game.
    pub game: GameType,
    /// Its declarer (the forehand for the Rufer).
    pub declarer: Seat,
    /// 1, 2, 4 or 8.
    pub multiplier: u8,
}

impl Contract {
    /// The game every bidding starts from: the forehand's Rufer, undoubled.
    pub const RUFER: Contract = Contract {
        game: GameType::Rufer,
        declarer: Seat::FOREHAND,
        multiplier: 1,
    };

    /// What a bid must exceed: the game's bidding value times the multiplier.
    pub const fn bar(&self) -> u16 {
        self.game.bid_value() as u16 * self.multiplier as u16
    }
}

/// A set of games, as a bit mask (the games a seat may bid now).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameSet(u16);

impl GameSet {
    /// No games.
    pub const EMPTY: GameSet = GameSet(0);

    /// Adds a game.
    pub fn insert(&mut self, game: GameType) {
        self.0 |= 1 << game as u16;
    }

    /// Whether the set holds `game`.
    pub const fn contains(self, game: GameType) -> bool {
        self.0 & (1 << game as u16) != 0
    }

    /// The number of games.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The games, lowest first.
    pub fn iter(self) -> impl Iterator<Item = GameType> {
        GameType::ALL.into_iter().filter(move |g| self.contains(*g))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schnapsen::rules::card::Card;

    fn hand(codes: &str) -> CardSet {
        codes
            .split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn codes_round_trip_and_values_rise() {
        for g in GameType::ALL {
            assert_eq!(g.code().parse::<GameType>().unwrap(), g);
        }
        assert!("ramsch".parse::<GameType>().is_err());
        let values: Vec<u8> = GameType::ALL.iter().map(|g| g.bid_value()).collect();
        assert!(values.windows(2).all(|w| w[0] <= w[1]), "{values:?}");
        assert_eq!(Contract::RUFER.bar(), 3);
    }

    #[test]
    fn seats_and_hands_that_may_declare() {
        let b = Variant::Bauernschnapsen;
        let d = Variant::Dreierschnapsen;
        let seat = |i| Seat::new(i, 4).unwrap();
        let h = hand("AH TH KH QH JH");
        assert!(GameType::Herrengangl.may_declare(b, true, seat(1), h, Suit::Spades));
        assert!(!GameType::Herrengangl.may_declare(b, false, seat(1), h, Suit::Spades));
        assert!(!GameType::Herrengangl.may_declare(b, true, seat(1), h, Suit::Hearts));
        assert!(!GameType::Herrengangl.may_declare(b, true, seat(0), h, Suit::Spades));
        assert!(GameType::Herrenschnapser.may_declare(b, true, seat(0), h, Suit::Hearts));
        assert!(!GameType::Herrenschnapser.may_declare(d, true, seat(0), h, Suit::Hearts));
        assert!(GameType::Assbettler.may_declare(b, true, seat(3), h, Suit::Spades));
        assert!(!GameType::Assbettler.may_declare(
            b,
            true,
            seat(3),
            hand("AH AS KH QH JH"),
            Suit::Spades
        ));
        assert!(GameType::Schnapser.may_declare(b, true, seat(2), h, Suit::Spades));
        assert!(!GameType::Schnapser.may_declare(d, true, seat(2), h, Suit::Spades));
        assert!(GameType::Kontraschnapser.may_declare(d, true, seat(2), h, Suit::Spades));
        assert!(!GameType::Rufer.may_declare(b, true, seat(0), h, Suit::Spades));
        assert_eq!(Double::at(1), Some(Double::Kontra));
        assert_eq!(Double::at(8), None);
    }
}
