//! The rules of Schlauch that hold no state: the fourteen games and their prices, the three
//! card orders, following and winning a trick, and the Striche of a deal and of a Rechnung.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank, Suit};

/// What the declarer must do in one half of a game (tricks 1–5 or 6–10), and in which order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Win every trick; a named trump with its two Unter on top.
    Schlauch,
    /// Win every trick; no trump, the Ten under the Daus.
    Grandioso,
    /// Win no trick; no trump, the Ten between Unter and Nine.
    Bettel,
}

/// How the declarer names trump after the bidding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// Nothing to name (no trump, or Herz fixed by the bid).
    Nothing,
    /// One of Schellen, Grün, Eichel (a plain Schlauch may not name Herz, [D4]).
    NotHerz,
    /// Any suit (the trump of a Schlauch half in Schlauch-Bettel and Bettel-Schlauch).
    Any,
    /// Two suits of different groups, in order (the Doppelschlauch games).
    Two,
}

impl Naming {
    /// Every way of naming, in the order of their declaration (a naming's place).
    pub const ALL: [Naming; 4] = [Naming::Nothing, Naming::NotHerz, Naming::Any, Naming::Two];

    /// The bids of this way of naming, each `[first, second]` (second `None` for a single
    /// suit): listed once per process.
    pub fn choices(self) -> &'static [[Option<Suit>; 2]] {
        static CHOICES: std::sync::LazyLock<[Vec<[Option<Suit>; 2]>; 4]> =
            std::sync::LazyLock::new(|| Naming::ALL.map(Naming::list));
        &CHOICES[self as usize]
    }

    /// The bids of this way of naming, listed.
    fn list(self) -> Vec<[Option<Suit>; 2]> {
        match self {
            Naming::Nothing => Vec::new(),
            Naming::NotHerz => [Suit::Clubs, Suit::Diamonds, Suit::Spades]
                .map(|s| [Some(s), None])
                .to_vec(),
            Naming::Any => Suit::ALL.map(|s| [Some(s), None]).to_vec(),
            Naming::Two => Suit::ALL
                .into_iter()
                .flat_map(|a| Suit::ALL.map(move |b| (a, b)))
                .filter(|&(a, b)| partner(a) != b && a != b)
                .map(|(a, b)| [Some(a), Some(b)])
                .collect(),
        }
    }
}

/// One of the fourteen games (Spielarten) a player can bid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Contract {
    /// Schlauch: all tricks, a trump named (not Herz), 150.
    Schlauch,
    /// Bettel: no trick, 150.
    Bettel,
    /// Grandioso: all tricks without trump, 150.
    Grandioso,
    /// Rot-Schlauch: Schlauch in Herz, 300.
    RotSchlauch,
    /// Grandissimo (Grandioso sans prendre), 300.
    Grandissimo,
    /// Bettel ouvert: a Bettel with the hand open, 300.
    BettelOuvert,
    /// Schlauch sans prendre, 300.
    SchlauchSansPrendre,
    /// Grandioso-Bettel: all of tricks 1–5, none of 6–10, 300.
    GrandiosoBettel,
    /// Doppelschlauch: all tricks, one trump for each half, 450.
    Doppelschlauch,
    /// Schlauch-Bettel: all of tricks 1–5 with trump, none of 6–10, 450.
    SchlauchBettel,
    /// Rot-Schlauch sans prendre, 600.
    RotSchlauchSansPrendre,
    /// Bettel-Grandioso: none of tricks 1–5, all of 6–10, 600.
    BettelGrandioso,
    /// Bettel-Schlauch: none of tricks 1–5, all of 6–10 with trump, 750.
    BettelSchlauch,
    /// Doppelschlauch sans prendre, 900.
    DoppelschlauchSansPrendre,
}

impl Contract {
    /// Every game, in the order of the rules file's table.
    pub const ALL: [Contract; 14] = [
        Contract::Schlauch,
        Contract::Bettel,
        Contract::Grandioso,
        Contract::RotSchlauch,
        Contract::Grandissimo,
        Contract::BettelOuvert,
        Contract::SchlauchSansPrendre,
        Contract::GrandiosoBettel,
        Contract::Doppelschlauch,
        Contract::SchlauchBettel,
        Contract::RotSchlauchSansPrendre,
        Contract::BettelGrandioso,
        Contract::BettelSchlauch,
        Contract::DoppelschlauchSansPrendre,
    ];

    /// The id of the rules file (`bid:ID`).
    pub fn id(self) -> &'static str {
        use Contract::*;
        match self {
            Schlauch => "schlauch",
            Bettel => "bettel",
            Grandioso => "grandioso",
            RotSchlauch => "rot_schlauch",
            Grandissimo => "grandissimo",
            BettelOuvert => "bettel_ouvert",
            SchlauchSansPrendre => "schlauch_sans_prendre",
            GrandiosoBettel => "grandioso_bettel",
            Doppelschlauch => "doppelschlauch",
            SchlauchBettel => "schlauch_bettel",
            RotSchlauchSansPrendre => "rot_schlauch_sans_prendre",
            BettelGrandioso => "bettel_grandioso",
            BettelSchlauch => "bettel_schlauch",
            DoppelschlauchSansPrendre => "doppelschlauch_sans_prendre",
        }
    }

    /// The game of an id.
    pub fn from_id(id: &str) -> Option<Contract> {
        Contract::ALL.into_iter().find(|c| c.id() == id)
    }

    /// The price in Points.
    pub fn price(self) -> i64 {
        use Contract::*;
        match self {
            Schlauch | Bettel | Grandioso => 150,
            RotSchlauch | Grandissimo | BettelOuvert | SchlauchSansPrendre | GrandiosoBettel => 300,
            Doppelschlauch | SchlauchBettel => 450,
            RotSchlauchSansPrendre | BettelGrandioso => 600,
            BettelSchlauch => 750,
            DoppelschlauchSansPrendre => 900,
        }
    }

    /// The aim and order of tricks 1–5 and of tricks 6–10.
    pub fn halves(self) -> [Kind; 2] {
        use Contract::*;
        use Kind as K;
        match self {
            Schlauch
            | RotSchlauch
            | SchlauchSansPrendre
            | RotSchlauchSansPrendre
            | Doppelschlauch
            | DoppelschlauchSansPrendre => [K::Schlauch; 2],
            Bettel | BettelOuvert => [K::Bettel; 2],
            Grandioso | Grandissimo => [K::Grandioso; 2],
            GrandiosoBettel => [K::Grandioso, K::Bettel],
            SchlauchBettel => [K::Schlauch, K::Bettel],
            BettelGrandioso => [K::Bettel, K::Grandioso],
            BettelSchlauch => [K::Bettel, K::Schlauch],
        }
    }

    /// Whether it is one of the six double games (the aim may change after the fifth trick).
    pub fn double(self) -> bool {
        use Contract::*;
        matches!(
            self,
            GrandiosoBettel
                | Doppelschlauch
                | SchlauchBettel
                | BettelGrandioso
                | BettelSchlauch
                | DoppelschlauchSansPrendre
        )
    }

    /// Whether it is played with a trump (every Schlauch form and the double games with a
    /// Schlauch half) — it takes over a game without one at equal price (Bidding, rule 3).
    pub fn has_trump(self) -> bool {
        self.halves().contains(&Kind::Schlauch)
    }

    /// Whether the declarer may ask for a card (Schlauch, Rot-Schlauch, Grandioso,
    /// Doppelschlauch, [D5]).
    pub fn may_ask(self) -> bool {
        use Contract::*;
        matches!(self, Schlauch | RotSchlauch | Grandioso | Doppelschlauch)
    }

    /// How the declarer names trump.
    pub fn naming(self) -> Naming {
        use Contract::*;
        match self {
            Schlauch | SchlauchSansPrendre => Naming::NotHerz,
            SchlauchBettel | BettelSchlauch => Naming::Any,
            Doppelschlauch | DoppelschlauchSansPrendre => Naming::Two,
            _ => Naming::Nothing,
        }
    }

    /// The trumps fixed by the bid itself (Herz in the Rot-Schlauch games).
    pub fn fixed_trumps(self) -> [Option<Suit>; 2] {
        match self {
            Contract::RotSchlauch | Contract::RotSchlauchSansPrendre => [Some(Suit::Hearts); 2],
            _ => [None; 2],
        }
    }

    /// The bids a declarer may name as trump, each `[first, second]` (second `None` for a
    /// single suit).
    pub fn trump_choices(self) -> &'static [[Option<Suit>; 2]] {
        self.naming().choices()
    }

    /// The trumps of both halves once `named` was named: `[tricks 1–5, tricks 6–10]`.
    pub fn trumps(self, named: [Option<Suit>; 2]) -> [Option<Suit>; 2] {
        let halves = self.halves();
        let fixed = self.fixed_trumps();
        let suit = |half: usize| match (self.naming(), halves[half]) {
            (_, Kind::Schlauch) if fixed[half].is_some() => fixed[half],
            (Naming::Two, Kind::Schlauch) => named[half],
            (_, Kind::Schlauch) => named[0],
            _ => None,
        };
        [suit(0), suit(1)]
    }

    /// Whether this bid by `bidder` outranks `standing` (bid by its seat): the higher price;
    /// at equal price the forehand's bid stands, and the dealer takes Mittelhand's game without
    /// a trump with a game with one ([D3]).
    pub fn outranks(self, bidder: usize, standing: Option<(usize, Contract)>) -> bool {
        let Some((holder, held)) = standing else {
            return true;
        };
        self.price() > held.price()
            || (self.price() == held.price()
                && holder != 0
                && bidder > holder
                && self.has_trump()
                && !held.has_trump())
    }
}

/// Stores a pair of trumps (`Suit` has no serde of its own) as suit letters.
pub mod trumps_serde {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use crate::card::Suit;

    /// Writes `[Option<Suit>; 2]` as `["S", null]`.
    pub fn serialize<S: Serializer>(trumps: &[Option<Suit>; 2], s: S) -> Result<S::Ok, S::Error> {
        trumps.map(|t| t.map(Suit::code)).serialize(s)
    }

    /// Reads what [`serialize`] wrote.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[Option<Suit>; 2], D::Error> {
        let codes = <[Option<char>; 2]>::deserialize(d)?;
        let mut trumps = [None; 2];
        for (slot, code) in trumps.iter_mut().zip(codes) {
            if let Some(c) = code {
                *slot =
                    Some(Suit::from_code(c).ok_or_else(|| serde::de::Error::custom("not a suit"))?);
            }
        }
        Ok(trumps)
    }
}

/// The mode of one trick: the order and the trump it is played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Schlauch in a trump suit: its Unter, the partner suit's Unter, then A T K Q 9 8 7.
    Schlauch(Suit),
    /// No trump, A T K Q J 9 8 7.
    Grandioso,
    /// No trump, A K Q J T 9 8 7.
    Bettel,
}

/// The other suit of a suit's group: Schellen + Rot, Grün + Eichel.
pub fn partner(suit: Suit) -> Suit {
    match suit {
        Suit::Diamonds => Suit::Hearts,
        Suit::Hearts => Suit::Diamonds,
        Suit::Spades => Suit::Clubs,
        Suit::Clubs => Suit::Spades,
    }
}

impl Mode {
    /// The suit a card belongs to in this mode: the partner Unter belongs to the trump suit
    /// ([D7]).
    pub fn suit(self, card: Card) -> Suit {
        match self {
            Mode::Schlauch(t) if card.rank() == Rank::Jack && partner(card.suit()) == t => t,
            _ => card.suit(),
        }
    }

    /// Whether a card is a trump.
    pub fn trump(self, card: Card) -> bool {
        matches!(self, Mode::Schlauch(t) if self.suit(card) == t)
    }

    /// A card's height within its suit (higher wins).
    pub fn height(self, card: Card) -> u8 {
        use Rank::*;
        let plain = |r: Rank| match r {
            Ace => 8,
            Ten => 7,
            King => 6,
            Queen => 5,
            Jack => 4,
            Nine => 3,
            Eight => 2,
            _ => 1,
        };
        match self {
            Mode::Schlauch(t) if card.rank() == Jack && card.suit() == t => 10,
            Mode::Schlauch(_) if self.trump(card) && card.rank() == Jack => 9,
            Mode::Bettel => match card.rank() {
                Ace => 8,
                King => 7,
                Queen => 6,
                Jack => 5,
                Ten => 4,
                r => plain(r),
            },
            _ => plain(card.rank()),
        }
    }

    /// The cards of `hand` that may be played to a trick led with `led`: the suit led if he
    /// has it; else, with `trumpfzwang` in Schlauch mode, a trump if he has one; else any.
    pub fn playable(
        self,
        hand: &[Card],
        led: Option<Card>,
        trumpfzwang: bool,
    ) -> crate::trick::Playable {
        match led {
            Some(led) => crate::trick::first_duty(hand, self.duty(led, trumpfzwang)),
            None => hand.iter().copied().collect(),
        }
    }

    /// Whether [`Mode::playable`] lists `card` of `hand`, asked without listing.
    pub fn allows(self, hand: &[Card], led: Option<Card>, trumpfzwang: bool, card: Card) -> bool {
        led.is_none_or(|led| {
            crate::trick::meets_first_duty(hand, card, self.duty(led, trumpfzwang))
        })
    }

    /// The duties toward a card led as places for [`crate::trick::first_duty`]: the suit led
    /// 0; with `trumpfzwang`, a trump 1; anything else 2.
    fn duty(self, led: Card, trumpfzwang: bool) -> impl Fn(Card) -> u8 {
        let suit = self.suit(led);
        move |c: Card| {
            if self.suit(c) == suit {
                0
            } else if trumpfzwang && self.trump(c) {
                1
            } else {
                2
            }
        }
    }

    /// The index of the winning card of a trick (led first): the highest trump, else the
    /// highest card of the suit led.
    pub fn winner(self, cards: &[Card]) -> usize {
        let led = self.suit(cards[0]);
        let key = |c: Card| (self.trump(c), self.suit(c) == led, self.height(c));
        (0..cards.len()).max_by_key(|&i| key(cards[i])).unwrap_or(0)
    }
}

/// How a played deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every aim kept.
    Won,
    /// One half of a double game kept.
    Half,
    /// No aim kept.
    Lost,
}

impl Outcome {
    /// The word of the result.
    pub fn id(self) -> &'static str {
        match self {
            Outcome::Won => "won",
            Outcome::Half => "half",
            Outcome::Lost => "lost",
        }
    }
}

/// The Points and Striche a played deal writes: `(points, striche)` per seat.
pub fn deal_score(contract: Contract, declarer: usize, outcome: Outcome) -> ([i64; 3], [i64; 3]) {
    let price = contract.price();
    let u = price / 150;
    let mut points = [0; 3];
    let mut striche = [0; 3];
    for seat in 0..3 {
        let declares = seat == declarer;
        match outcome {
            Outcome::Won if declares => points[seat] = price,
            Outcome::Won => striche[seat] = 2 * u,
            Outcome::Lost if declares => striche[seat] = 4 * u,
            Outcome::Lost => {}
            Outcome::Half if declares => {
                striche[seat] = 4 * u;
                points[seat] = price / 2;
            }
            // Reading ([D15]): the lost half shared by the two opponents, rounded down.
            Outcome::Half => points[seat] = price / 4,
        }
    }
    (points, striche)
}

/// The Striche of a Rechnung over a round's Points: per pair one for each full 100 of the
/// difference to the lower; one more to the lowest (each of them); one more without a Point.
pub fn rechnung(points: [i64; 3]) -> [i64; 3] {
    let mut striche = [0; 3];
    for a in 0..3 {
        for b in 0..3 {
            if points[a] < points[b] {
                striche[a] += (points[b] - points[a]) / 100;
            }
        }
    }
    let lowest = points.iter().copied().min().unwrap_or(0);
    for seat in 0..3 {
        striche[seat] += i64::from(points[seat] == lowest) + i64::from(points[seat] == 0);
    }
    striche
}

/// What each seat wins (+) or pays (−) for Striche written: `T − 3·S` (zero-sum).
pub fn settle(striche: [i64; 3]) -> [i64; 3] {
    let total: i64 = striche.iter().sum();
    striche.map(|s| total - 3 * s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testkit::{card, card_list as cards};

    #[test]
    fn the_partner_unter_is_the_second_trump_and_leaves_its_suit() {
        let mode = Mode::Schlauch(Suit::Spades);
        assert_eq!(mode.suit(card("JC")), Suit::Spades);
        assert!(mode.trump(card("JC")));
        assert!(!mode.trump(card("AC")));
        assert_eq!(mode.winner(&cards(&["AS", "JC", "JS"])), 2);
        assert_eq!(mode.winner(&cards(&["AS", "JC", "TS"])), 1);
        // An Eichel lead: the Eichel-Unter does not answer it.
        let hand = cards(&["JC", "9H"]);
        assert_eq!(mode.playable(&hand, Some(card("KC")), false).to_vec(), hand);
        assert_eq!(
            mode.playable(&hand, Some(card("7S")), false).to_vec(),
            cards(&["JC"])
        );
    }

    #[test]
    fn the_ten_sits_under_the_unter_only_in_a_bettel() {
        assert_eq!(Mode::Bettel.winner(&cards(&["TH", "JH", "9H"])), 1);
        assert_eq!(Mode::Grandioso.winner(&cards(&["TH", "JH", "KH"])), 0);
        assert_eq!(Mode::Grandioso.winner(&cards(&["7H", "AS", "8H"])), 2);
    }

    #[test]
    fn trumpfzwang_asks_any_trump_of_a_void_hand() {
        let mode = Mode::Schlauch(Suit::Diamonds);
        let hand = cards(&["JH", "AD", "AH"]);
        assert_eq!(
            mode.playable(&hand, Some(card("AS")), true).to_vec(),
            cards(&["JH", "AD"])
        );
        assert_eq!(mode.playable(&hand, Some(card("AS")), false).to_vec(), hand);
    }

    #[test]
    fn equal_price_favours_the_forehand_then_the_trump() {
        use Contract::*;
        assert!(!Schlauch.outranks(2, Some((0, Bettel))));
        assert!(Schlauch.outranks(2, Some((1, Bettel))));
        assert!(!Bettel.outranks(2, Some((1, Schlauch))));
        assert!(!RotSchlauch.outranks(2, Some((1, SchlauchSansPrendre))));
        assert!(RotSchlauch.outranks(1, Some((0, Grandioso))));
        assert!(!Grandioso.outranks(2, Some((1, Bettel))));
    }

    #[test]
    fn doppelschlauch_names_two_suits_of_both_groups() {
        let choices = Contract::Doppelschlauch.trump_choices();
        assert_eq!(choices.len(), 8);
        assert!(!choices.contains(&[Some(Suit::Diamonds), Some(Suit::Hearts)]));
        assert_eq!(
            Contract::BettelSchlauch.trumps([Some(Suit::Hearts), None]),
            [None, Some(Suit::Hearts)]
        );
        assert_eq!(
            Contract::RotSchlauch.trumps([None; 2]),
            [Some(Suit::Hearts); 2]
        );
    }

    #[test]
    fn a_half_won_double_game_splits_the_price() {
        let (points, striche) = deal_score(Contract::BettelSchlauch, 1, Outcome::Half);
        assert_eq!(points, [187, 375, 187]);
        assert_eq!(striche, [0, 20, 0]);
    }

    #[test]
    fn the_rechnung_of_the_rules_example() {
        assert_eq!(rechnung([450, 0, 300]), [0, 9, 1]);
        assert_eq!(rechnung([112, 112, 300]), [2, 2, 0]);
        assert_eq!(settle([0, 13, 5]), [18, -21, 3]);
    }
}
