//! Everything before the first card: trump, the bidding, doubles and the talon exchange.
//!
//! - **Trump** (forehand, seeing his first packet): three Jacks are thrown in (a redeal is
//!   always sensible); else the suit of the first packet with the best count and high cards
//!   (A 4, T 3, K 2, Q 2, J 1, plus 2 a card, plus 2 for King and Queen together) is named,
//!   unless even the best suit is hopeless (below 5: a lone King, Queen or Jack), then the
//!   first card of the second packet is turned up.
//! - **Bidding**: pass, unless a game is near-certain: the hand is played out over random deals
//!   of the unseen cards (every seat playing the greedy heuristic, the declarer making his talon
//!   exchange) and the game is bid only if the declarer wins at least [`CERTAIN`] of them —
//!   the highest such game. Games laid down (Herrengangl, Herrenschnapser) are always bid.
//! - **Doubles**: the same evaluation of the standing game from the doubler's side; a double
//!   only when his side wins at least [`CERTAIN`] of the deals.
//! - **Talon exchange** (Dreierschnapsen declarer): the two cards least worth keeping are laid
//!   away — never a trump or a card no one can beat while another will do, marriage cards
//!   last, short suits first (to become void). Laid-away points count for nobody.

use rand::Rng;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::heuristic;
use super::sample::fresh_game;
use crate::schnapsen::rules::bauern::{Action, GameType, Goal, Marriages, PlayerView};
use crate::schnapsen::rules::{Card, CardSet, Rank, Seat, Suit};

/// The share of sampled deals a game must win to be bid or doubled.
pub const CERTAIN: f64 = 0.9;

/// Sampled deals for a double out of turn.
const DOUBLE_SAMPLES: usize = 48;

/// The forehand's trump choice from his first packet.
pub(super) fn trump<const N: usize>(view: &PlayerView<N>) -> Action {
    if view.legal.redeal {
        return Action::Redeal;
    }
    let best = view
        .legal
        .trump
        .iter()
        .map(|suit| (suit_value(view.hand.of_suit(suit)), suit))
        .max_by_key(|&(v, s)| (v, std::cmp::Reverse(s.index())));
    match best {
        Some((value, suit)) if value >= 5 || view.legal.turn == 0 => Action::Trump(suit),
        _ => Action::Turn(0),
    }
}

/// How good the cards of one suit are as trumps.
fn suit_value(cards: CardSet) -> u32 {
    let high: u32 = cards
        .iter()
        .map(|c| match c.rank() {
            Rank::Ace => 4,
            Rank::Ten => 3,
            Rank::King | Rank::Queen => 2,
            _ => 1,
        })
        .sum();
    let pair = cards.iter().any(|c| c.rank() == Rank::King)
        && cards.iter().any(|c| c.rank() == Rank::Queen);
    high + 2 * cards.len() as u32 + if pair { 2 } else { 0 }
}

/// The call in the bidding: the highest near-certain game, else a double that is
/// near-certain, else pass.
pub(super) fn bid<const N: usize>(
    view: &PlayerView<N>,
    samples: usize,
    rng: &mut impl Rng,
) -> Action {
    let mut games: Vec<GameType> = view.legal.bids.iter().collect();
    games.reverse();
    for game in games {
        if game.goal() == Goal::LaidDown || certain(view, game, view.seat, samples, rng) {
            return Action::Bid(game);
        }
    }
    if let Some(double) = view.legal.double {
        let c = view.public.contract;
        if certain(view, c.game, c.declarer, samples, rng) {
            return Action::Double(double);
        }
    }
    Action::Pass
}

/// A double the seat says out of turn: only when its side wins nearly every deal.
pub(super) fn double<const N: usize>(view: &PlayerView<N>) -> Option<Action> {
    let double = view.legal.double?;
    let c = view.public.contract;
    // The sampled deals know nothing of what a bid says about the declarer's hand (a bid game
    // promises strength, so random deals make every bid look beatable): the computer doubles
    // only the Rufer, which nobody bid, and never raises a double.
    if c.game != GameType::Rufer || c.multiplier != 1 {
        return None;
    }
    let seed = u64::from(view.hand.bits()) << 8 | view.seat.index() as u64;
    let mut rng = SmallRng::seed_from_u64(seed);
    certain(view, c.game, c.declarer, DOUBLE_SAMPLES, &mut rng).then_some(Action::Double(double))
}

/// Whether the viewer's side wins at least [`CERTAIN`] of `samples` deals of `game` declared
/// by `declarer`; stops as soon as too many are lost.
fn certain<const N: usize>(
    view: &PlayerView<N>,
    game: GameType,
    declarer: Seat,
    samples: usize,
    rng: &mut impl Rng,
) -> bool {
    let allowed = ((1.0 - CERTAIN) * samples as f64).floor() as usize;
    let mut lost = 0;
    for _ in 0..samples {
        let mut sim = fresh_game(view, game, declarer, rng, discard);
        sim.finish(heuristic::choose);
        if sim.score(view.seat) <= 0 {
            lost += 1;
            if lost > allowed {
                return false;
            }
        }
    }
    true
}

/// The two cards of `eight` the declarer of `game` lays away.
pub(super) fn discard(eight: CardSet, game: GameType, trump: Suit) -> [Card; 2] {
    let mut cards: Vec<Card> = eight.iter().collect();
    cards.sort_by_key(|&c| keep_value(eight, c, game, trump));
    [cards[0], cards[1]]
}

/// How much a card of `hand` is worth keeping in `game`.
fn keep_value(hand: CardSet, card: Card, game: GameType, trump: Suit) -> i32 {
    let order = game.order();
    let strength = i32::from(order.strength(card.rank()));
    if game.has_trump() && card.suit() == trump {
        return 1000 + strength;
    }
    let unbeatable = (order.higher_in_suit(card) - hand).is_empty();
    let marriage = game.marriages() != Marriages::None
        && matches!(card.rank(), Rank::King | Rank::Queen)
        && hand.is_superset(crate::schnapsen::rules::marriage_cards(card.suit()));
    let short = 5 - hand.of_suit(card.suit()).len() as i32;
    strength * 10
        + i32::from(card.points())
        + if unbeatable { 200 } else { 0 }
        + if marriage { 150 } else { 0 }
        - short * 3
}
