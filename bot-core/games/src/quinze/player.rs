//! The computer's Quinze: it draws or stands as a sensible person does, by the chance of the
//! next card busting its hand against what its count is worth — from the cards it can see (its
//! hand, the games laid aside it saw, an open fifteen), the rest of the pack alike.
//!
//! Both seats weigh the same two things: what standing on the count wins against the other
//! hand, and what drawing wins, card by card, a bust losing the stake. The dealer knows how
//! many cards the forehand holds and that he stands below 15 (a fifteen lies open); he
//! imagines the forehand's hand from the unseen cards. The forehand weighs standing against
//! a dealer who would know his count — the dealer's best answer, which makes him stand only
//! on counts the dealer rarely beats. Amounts are in stakes; a tie, which pays the forehand
//! half and leaves the rest standing, counts as half a stake.
//!
//! The easy level is a person who does not count cards: the forehand draws below 11, the
//! dealer below 12 (and always against an open fifteen).

use rand::RngCore;
use rand::seq::SliceRandom;

use super::{FIFTEEN, Quinze, value};
use crate::card::{Card, CardSet, Pack};
use crate::game::Move;

/// The chances of the next card's values, 1 to 10 (index 0 unused).
type Odds = [f64; 11];

/// A hand as the reckoning sees it: its count with every Ace as 1, whether it holds an Ace
/// (worth 11 under the house rule `ace_eleven` where that stays at 15 or below), its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Hand {
    hard: i64,
    ace: bool,
    cards: usize,
}

impl Hand {
    /// No card yet.
    const NONE: Hand = Hand {
        hard: 0,
        ace: false,
        cards: 0,
    };

    fn of(cards: &[Card]) -> Hand {
        Hand {
            hard: cards.iter().map(|&c| value(c)).sum(),
            ace: cards.iter().any(|&c| value(c) == 1),
            cards: cards.len(),
        }
    }

    /// Its count: the hard count, or 10 more with a soft Ace.
    fn count(self, ace_eleven: bool) -> i64 {
        if ace_eleven && self.ace && self.hard + 10 <= FIFTEEN {
            self.hard + 10
        } else {
            self.hard
        }
    }

    /// The hand after a card of value `v`.
    fn with(self, v: usize) -> Hand {
        Hand {
            hard: self.hard + v as i64,
            ace: self.ace || v == 1,
            cards: self.cards + 1,
        }
    }
}

/// The unseen cards of a seat: the pack less its hand, the laid-aside cards it saw and an open
/// hand of the other seat.
fn unseen(game: &Quinze, seat: usize) -> Vec<Card> {
    let mut seen: CardSet = game.hands[seat].iter().copied().collect();
    let hidden = if seat == 0 {
        game.unseen
    } else {
        CardSet::EMPTY
    };
    seen = seen.union(game.used.minus(hidden));
    if game.open(1 - seat) {
        seen = seen.union(game.hands[1 - seat].iter().copied().collect());
    }
    Pack::FiftyTwo
        .cards()
        .into_iter()
        .filter(|c| !seen.contains(*c))
        .collect()
}

/// The chances of the next card's values among `cards`.
fn odds(cards: &[Card]) -> Odds {
    let mut odds = [0.0; 11];
    for &c in cards {
        odds[value(c) as usize] += 1.0;
    }
    let n = cards.len().max(1) as f64;
    odds.map(|x| x / n)
}

/// The reckoning of one seat's turn: the values of the next cards drawn with `odds` (card
/// after card alike), the house rule `ace_eleven`, what standing on a count is worth and what
/// a fifteen is worth (its turn ends there).
struct Reckoning<'a> {
    odds: &'a Odds,
    ace_eleven: bool,
    stand: &'a dyn Fn(i64) -> f64,
    fifteen: &'a dyn Fn(Hand) -> f64,
}

/// What is known of each hand: by its hard count, its Ace, and its cards up to three (a
/// fifteen of two is born, of more bought).
type Known = [[[Option<(f64, bool)>; 4]; 2]; 16];

impl Reckoning<'_> {
    /// What the best play from `hand` on is worth — at 15 the fifteen's worth, below it the
    /// better of standing and drawing, where a bust costs the stake — and whether drawing is
    /// the better.
    fn best(&self, hand: Hand) -> (f64, bool) {
        self.reckon(hand, &mut [[[None; 4]; 2]; 16])
    }

    /// [`Reckoning::best`], remembering each hand's answer in `known`.
    fn reckon(&self, hand: Hand, known: &mut Known) -> (f64, bool) {
        let hand = Hand {
            cards: hand.cards.min(3),
            ..hand
        };
        let slot = (hand.hard as usize, usize::from(hand.ace), hand.cards);
        if let Some(answer) = known[slot.0][slot.1][slot.2] {
            return answer;
        }
        let count = hand.count(self.ace_eleven);
        let answer = if count == FIFTEEN {
            ((self.fifteen)(hand), false)
        } else {
            let drawing: f64 = (1..=10)
                .filter(|&v| self.odds[v] > 0.0)
                .map(|v| {
                    let next = hand.with(v);
                    let worth = if next.hard > FIFTEEN {
                        -1.0
                    } else {
                        self.reckon(next, known).0
                    };
                    self.odds[v] * worth
                })
                .sum();
            let standing = (self.stand)(count);
            if drawing > standing {
                (drawing, true)
            } else {
                (standing, false)
            }
        };
        known[slot.0][slot.1][slot.2] = Some(answer);
        answer
    }
}

/// What the dealer wins standing on `count` against the forehand's counts below 15 of
/// chances `fore` (a tie pays the forehand half).
fn dealer_stands(count: i64, fore: &[f64; 15]) -> f64 {
    fore.iter()
        .enumerate()
        .map(|(f, p)| match (f as i64).cmp(&count) {
            std::cmp::Ordering::Less => *p,
            std::cmp::Ordering::Equal => -0.5 * p,
            std::cmp::Ordering::Greater => -*p,
        })
        .sum()
}

/// The dealer's best play from `hand` against the forehand's counts `fore` (below 15): what
/// it is worth to the dealer, and whether he draws.
fn dealer(hand: Hand, odds: &Odds, ace_eleven: bool, fore: &[f64; 15]) -> (f64, bool) {
    let stand = |count| dealer_stands(count, fore);
    let reckoning = Reckoning {
        odds,
        ace_eleven,
        stand: &stand,
        fifteen: &|_| 1.0,
    };
    reckoning.best(hand)
}

/// The chance that a dealer who draws until 15 or bust reaches 15, from no card.
fn dealer_reaches_fifteen(odds: &Odds, ace_eleven: bool) -> f64 {
    // Worth 1 at 15 and -1 on a bust, standing worse than either: 2p - 1.
    let always = Reckoning {
        odds,
        ace_eleven,
        stand: &|_| -2.0,
        fifteen: &|_| 1.0,
    };
    let (worth, _) = always.best(Hand::NONE);
    (worth + 1.0) / 2.0
}

/// The strong computer's move for the seat to act: `draw` or `stand`.
pub(super) fn strong(game: &Quinze, seat: usize, rng: &mut dyn RngCore) -> Move {
    let pool = unseen(game, seat);
    let odds = odds(&pool);
    let hand = Hand::of(&game.hands[seat]);
    let ace_eleven = game.ace_eleven;
    let draws = if seat == 0 {
        forehand(hand, &odds, ace_eleven)
    } else if game.open(0) {
        // Against an open fifteen only a fifteen of his own helps; a bust costs no more.
        true
    } else {
        let fore = forehand_counts(game, &pool, rng);
        dealer(hand, &odds, ace_eleven, &fore).1
    };
    Move::verb_only(if draws { "draw" } else { "stand" })
}

/// Whether the forehand draws on `hand`.
fn forehand(hand: Hand, odds: &Odds, ace_eleven: bool) -> bool {
    // Standing on a count, against a dealer who knew it, his first card drawn from the odds.
    let mut stand = [0.0; 16];
    for (count, worth) in stand.iter_mut().enumerate() {
        let mut fore = [0.0; 15];
        if count < 15 {
            fore[count] = 1.0;
        }
        *worth = -(1..=10)
            .filter(|&v| odds[v] > 0.0)
            .map(|v| {
                let first = Hand::NONE.with(v);
                odds[v] * dealer(first, odds, ace_eleven, &fore).0
            })
            .sum::<f64>();
    }
    // A fifteen wins the stake (born: twice), less what the dealer's own fifteen saves him.
    let q = dealer_reaches_fifteen(odds, ace_eleven);
    let fifteen = |h: Hand| {
        if h.cards == 2 {
            2.0 - 1.25 * q
        } else {
            1.0 - 0.75 * q
        }
    };
    let reckoning = Reckoning {
        odds,
        ace_eleven,
        stand: &|c| stand[c as usize],
        fifteen: &fifteen,
    };
    reckoning.best(hand).1
}

/// The forehand's count as the dealer imagines it: his hidden cards drawn from the unseen
/// ones, below 15, and — where such hands exist — 6 or more (a sensible forehand draws on less,
/// for no card can bust him).
fn forehand_counts(game: &Quinze, pool: &[Card], rng: &mut dyn RngCore) -> [f64; 15] {
    const SAMPLES: usize = 400;
    let held = game.hands[0].len();
    let mut pool = pool.to_vec();
    let mut low = [0.0; 15];
    let mut sensible = [0.0; 15];
    for _ in 0..SAMPLES {
        let (hand, _) = pool.partial_shuffle(rng, held);
        let count = game.count(hand);
        if count < FIFTEEN {
            low[count as usize] += 1.0;
            if count >= 6 {
                sensible[count as usize] += 1.0;
            }
        }
    }
    let chosen = if sensible.iter().sum::<f64>() > 0.0 {
        sensible
    } else {
        low
    };
    let total: f64 = chosen.iter().sum::<f64>().max(1.0);
    chosen.map(|n| n / total)
}

/// The easy computer's move: a person who does not count cards draws below a count of his
/// own (the forehand 11, the dealer 12), and the dealer against an open fifteen.
pub(super) fn easy(game: &Quinze, seat: usize) -> Move {
    let count = game.count(&game.hands[seat]);
    let draws = if seat == 0 {
        count < 11
    } else {
        game.open(0) || count < 12
    };
    Move::verb_only(if draws { "draw" } else { "stand" })
}
