//! Dealing: an unchecked deal (hands in deal order and a talon, as in a conformance scenario)
//! turned into a game by one fallible constructor, and the seeded shuffle with the real dealing
//! order (three to each, forehand first; Dreierschnapsen two to the talon; then the rest).

use arrayvec::ArrayVec;
use rand::Rng;
use rand::seq::SliceRandom;

use super::game::Game;
use super::house::HouseRules;
use super::variant::Variant;
use crate::schnapsen::rules::card::{Card, CardSet};

/// A deal as given from outside: not yet checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal<const N: usize> {
    /// Each seat's cards in deal order: the first three are its first packet.
    pub hands: [Vec<Card>; N],
    /// Dreierschnapsen: the two talon cards; empty in Bauernschnapsen.
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
    /// A card that is not in the 20-card pack.
    #[error("{0} is not in the pack (A T K Q J of each suit)")]
    NotInPack(Card),
    /// A card dealt twice.
    #[error("{0} is dealt twice")]
    Duplicate(Card),
}

impl<const N: usize> Deal<N> {
    /// Shuffles the pack with `rng` and deals it in the real dealing order.
    pub fn shuffled(rng: &mut impl Rng) -> Deal<N> {
        let (hands, talon) = dealt::<N>(rng);
        Deal {
            hands: hands.map(|hand| hand.to_vec()),
            talon: talon.to_vec(),
        }
    }

    /// Checks the deal and starts the game with these house rules.
    pub fn start(&self, rules: HouseRules) -> Result<Game<N>, DealError> {
        let variant = Game::<N>::VARIANT;
        let mut seen = CardSet::EMPTY;
        let mut take = |cards: &[Card]| -> Result<CardSet, DealError> {
            let mut set = CardSet::EMPTY;
            for &card in cards {
                if !variant.pack().contains(card) {
                    return Err(DealError::NotInPack(card));
                }
                if seen.contains(card) {
                    return Err(DealError::Duplicate(card));
                }
                seen.insert(card);
                set.insert(card);
            }
            Ok(set)
        };
        for (seat, hand) in self.hands.iter().enumerate() {
            if hand.len() != variant.hand_size() {
                return Err(DealError::HandSize {
                    seat,
                    got: hand.len(),
                    expected: variant.hand_size(),
                    variant,
                });
            }
            take(hand)?;
        }
        if self.talon.len() != variant.talon_size() {
            return Err(DealError::TalonSize {
                got: self.talon.len(),
                expected: variant.talon_size(),
                variant,
            });
        }
        let talon = take(&self.talon)?;
        Ok(Game::start(rules, &self.hands, talon))
    }
}

/// A hand or the talon as dealt, on the stack.
type Packet = ArrayVec<Card, 8>;

/// The pack shuffled with `rng` and dealt in the real dealing order: each seat's cards in deal
/// order, and the talon.
fn dealt<const N: usize>(rng: &mut impl Rng) -> ([Packet; N], Packet) {
    let variant = Game::<N>::VARIANT;
    let mut pack: ArrayVec<Card, 32> = variant.pack().iter().collect();
    pack.shuffle(rng);
    let mut next = pack.into_iter();
    let mut hands: [Packet; N] = std::array::from_fn(|_| Packet::new());
    for hand in &mut hands {
        hand.extend(next.by_ref().take(Variant::FIRST_PACKET));
    }
    let talon = next.by_ref().take(variant.talon_size()).collect();
    for hand in &mut hands {
        hand.extend(next.by_ref().take(variant.second_packet()));
    }
    (hands, talon)
}

impl<const N: usize> Game<N> {
    /// A freshly shuffled and dealt game (a shuffled pack is a valid deal: nothing to check,
    /// and nothing is allocated).
    pub fn shuffled(rules: HouseRules, rng: &mut impl Rng) -> Game<N> {
        let (hands, talon) = dealt::<N>(rng);
        Game::start(rules, &hands, talon.iter().copied().collect())
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;

    use crate::schnapsen::rules::cards;

    #[test]
    fn seeded_deals_are_valid_and_repeatable() {
        let four = Deal::<4>::shuffled(&mut SmallRng::seed_from_u64(7));
        assert_eq!(four, Deal::<4>::shuffled(&mut SmallRng::seed_from_u64(7)));
        four.start(HouseRules::default()).unwrap().check().unwrap();
        let three = Deal::<3>::shuffled(&mut SmallRng::seed_from_u64(7));
        assert_eq!(three.talon.len(), 2);
        three.start(HouseRules::default()).unwrap().check().unwrap();
    }

    #[test]
    fn bad_deals_are_refused() {
        let good = Deal::<4> {
            hands: [
                cards("KH QH AS JC TD"),
                cards("AH TC QS KD JD"),
                cards("TH AC KS AD QC"),
                cards("JH TS JS KC QD"),
            ],
            talon: vec![],
        };
        assert!(good.start(HouseRules::default()).is_ok());
        let mut twice = good.clone();
        twice.hands[1][0] = "KH".parse().unwrap();
        assert!(matches!(
            twice.start(HouseRules::default()),
            Err(DealError::Duplicate(_))
        ));
        let mut nine = good.clone();
        nine.hands[0][0] = "9H".parse().unwrap();
        assert!(matches!(
            nine.start(HouseRules::default()),
            Err(DealError::NotInPack(_))
        ));
        let mut talon = good.clone();
        talon.talon = cards("KH");
        assert!(matches!(
            talon.start(HouseRules::default()),
            Err(DealError::TalonSize { .. })
        ));
        let mut short = good;
        short.hands[3].pop();
        assert!(matches!(
            short.start(HouseRules::default()),
            Err(DealError::HandSize { .. })
        ));
    }
}
