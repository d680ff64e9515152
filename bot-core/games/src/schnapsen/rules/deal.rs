//! Dealing: an unchecked deal (explicit hands and talon, as in a conformance scenario) turned
//! into a game by one fallible constructor, and the seeded shuffle with the real dealing order.

use rand::Rng;
use rand::seq::SliceRandom;

use super::card::{Card, CardSet};
use super::game::Game;
use super::house::HouseRules;
use super::seat::{PerSeat, Seat};
use super::talon::Talon;
use super::variant::Variant;

/// A deal as given from outside: not yet checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The variant dealt.
    pub variant: Variant,
    /// The forehand's hand (seat 0), then the dealer's.
    pub hands: [Vec<Card>; 2],
    /// The talon, top card first, the face-up trump card last.
    pub talon: Vec<Card>,
}

/// Why a deal is not a valid start of a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// A hand has the wrong number of cards.
    #[error("hand {seat} holds {got} cards, {variant} deals {expected}")]
    HandSize {
        /// The seat.
        seat: usize,
        /// Cards held.
        got: usize,
        /// Cards the variant deals.
        expected: usize,
        /// The variant.
        variant: Variant,
    },
    /// The talon has the wrong number of cards.
    #[error("the talon holds {got} cards, {variant} needs {expected}")]
    TalonSize {
        /// Cards in it.
        got: usize,
        /// Cards the variant needs.
        expected: usize,
        /// The variant.
        variant: Variant,
    },
    /// A card that is not in the variant's pack.
    #[error("{card} is not in the {variant} pack")]
    NotInPack {
        /// The card.
        card: Card,
        /// The variant.
        variant: Variant,
    },
    /// A card dealt twice.
    #[error("{0} is dealt twice")]
    Duplicate(Card),
}

impl Deal {
    /// Shuffles the variant's pack with `rng` and deals it in the real dealing order: packets to
    /// the forehand and the dealer alternately (Schnapsen 3, 3, trump card, 2, 2), the rest as
    /// the talon on the trump card.
    pub fn shuffled(variant: Variant, rng: &mut impl Rng) -> Deal {
        let mut pack = [Card::from_index(0); 32];
        let n = fill_pack(variant, &mut pack);
        pack[..n].shuffle(rng);
        let (hands, talon) = deal_out(variant, &pack[..n]);
        Deal {
            variant,
            hands: [
                hands[Seat::FOREHAND].iter().collect(),
                hands[Seat::DEALER].iter().collect(),
            ],
            talon: talon.cards().collect(),
        }
    }

    /// Checks the deal and starts the game with these house rules.
    pub fn start(&self, rules: HouseRules) -> Result<Game, DealError> {
        let variant = self.variant;
        let mut seen = CardSet::EMPTY;
        let mut take = |cards: &[Card]| -> Result<CardSet, DealError> {
            let mut set = CardSet::EMPTY;
            for &card in cards {
                if !variant.pack().contains(card) {
                    return Err(DealError::NotInPack { card, variant });
                }
                if seen.contains(card) {
                    return Err(DealError::Duplicate(card));
                }
                seen.insert(card);
                set.insert(card);
            }
            Ok(set)
        };
        let mut hands = PerSeat::<CardSet>::default();
        for (seat, hand) in self.hands.iter().enumerate() {
            if hand.len() != variant.hand_size() {
                return Err(DealError::HandSize {
                    seat,
                    got: hand.len(),
                    expected: variant.hand_size(),
                    variant,
                });
            }
            hands.0[seat] = take(hand)?;
        }
        if self.talon.len() != variant.talon_size() {
            return Err(DealError::TalonSize {
                got: self.talon.len(),
                expected: variant.talon_size(),
                variant,
            });
        }
        take(&self.talon)?;
        Ok(Game::start(variant, rules, hands, Talon::new(&self.talon)))
    }
}

impl Game {
    /// A freshly shuffled and dealt game, without the allocations of [`Deal`] (the benchmark's and
    /// the computer player's way to deal).
    pub fn shuffled(variant: Variant, rules: HouseRules, rng: &mut impl Rng) -> Game {
        let mut pack = [Card::from_index(0); 32];
        let n = fill_pack(variant, &mut pack);
        pack[..n].shuffle(rng);
        let (hands, talon) = deal_out(variant, &pack[..n]);
        Game::start(variant, rules, hands, talon)
    }
}

fn fill_pack(variant: Variant, pack: &mut [Card; 32]) -> usize {
    let mut n = 0;
    for card in variant.pack() {
        pack[n] = card;
        n += 1;
    }
    n
}

/// Deals a shuffled pack (top card first) in the variant's dealing order.
fn deal_out(variant: Variant, pack: &[Card]) -> (PerSeat<CardSet>, Talon) {
    let shape = variant.deal_shape();
    let mut hands = PerSeat::<CardSet>::default();
    let mut next = 0;
    let mut packets = |sizes: &[usize], next: &mut usize| {
        for (i, &size) in sizes.iter().enumerate() {
            for &card in &pack[*next..*next + size] {
                hands.0[i % 2].insert(card);
            }
            *next += size;
        }
    };
    packets(shape.before_trump, &mut next);
    let trump = pack[next];
    next += 1;
    packets(shape.after_trump, &mut next);
    let mut talon = [trump; 32];
    let rest = pack.len() - next;
    talon[..rest].copy_from_slice(&pack[next..]);
    (hands, Talon::new(&talon[..=rest]))
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;

    fn cards(codes: &[&str]) -> Vec<Card> {
        codes.iter().map(|c| c.parse().unwrap()).collect()
    }

    #[test]
    fn dealing_order_is_three_three_trump_two_two() {
        // An unshuffled pack in index order shows where each position goes.
        let pack: Vec<Card> = Variant::Schnapsen.pack().iter().collect();
        let (hands, talon) = deal_out(Variant::Schnapsen, &pack);
        let forehand: CardSet = [0, 1, 2, 7, 8].iter().map(|&i| pack[i]).collect();
        let dealer: CardSet = [3, 4, 5, 9, 10].iter().map(|&i| pack[i]).collect();
        assert_eq!(hands[Seat::FOREHAND], forehand);
        assert_eq!(hands[Seat::DEALER], dealer);
        let talon: Vec<Card> = talon.cards().collect();
        assert_eq!(talon.len(), 10);
        assert_eq!(
            *talon.last().unwrap(),
            pack[6],
            "the seventh card is the trump card"
        );
        assert_eq!(
            talon[0], pack[11],
            "the talon lies on the trump card in dealing order"
        );
    }

    #[test]
    fn seeded_deals_are_valid_and_repeatable() {
        for variant in Variant::ALL {
            let deal = Deal::shuffled(variant, &mut SmallRng::seed_from_u64(7));
            assert_eq!(
                deal,
                Deal::shuffled(variant, &mut SmallRng::seed_from_u64(7))
            );
            let game = deal.start(HouseRules::for_variant(variant)).unwrap();
            game.check().unwrap();
            let fast = Game::shuffled(
                variant,
                HouseRules::for_variant(variant),
                &mut SmallRng::seed_from_u64(7),
            );
            assert_eq!(fast, game);
        }
    }

    #[test]
    fn bad_deals_are_refused() {
        let hands = [
            cards(&["AS", "TS", "KH", "QD", "JC"]),
            cards(&["KS", "AH", "TD", "QC", "JS"]),
        ];
        let talon = cards(&["AD", "KD", "JD", "AC", "TC", "KC", "QH", "TH", "JH", "QS"]);
        let good = Deal {
            variant: Variant::Schnapsen,
            hands: hands.clone(),
            talon: talon.clone(),
        };
        assert!(good.start(HouseRules::default()).is_ok());
        let mut twice = good.clone();
        twice.talon[0] = "AS".parse().unwrap();
        assert_eq!(
            twice.start(HouseRules::default()),
            Err(DealError::Duplicate("AS".parse().unwrap()))
        );
        let mut nine = good.clone();
        nine.talon[0] = "9D".parse().unwrap();
        assert!(matches!(
            nine.start(HouseRules::default()),
            Err(DealError::NotInPack { .. })
        ));
        let mut short = good.clone();
        short.hands[1].pop();
        assert!(matches!(
            short.start(HouseRules::default()),
            Err(DealError::HandSize { .. })
        ));
        let mut long = good;
        long.talon.pop();
        assert!(matches!(
            long.start(HouseRules::default()),
            Err(DealError::TalonSize { .. })
        ));
    }
}
