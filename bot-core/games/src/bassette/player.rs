//! The computer's Bassette: a punter's exact expectation of every stake it may place now, from
//! what a punter sees — the cards drawn so far; the rest of the pack lies in any order alike,
//! for the bottom card is the banker's alone — and the stakes a punter of a style places on it.
//!
//! The expectation follows the rules as the table settles them (the same `effect` of each card
//! number and the same payments, `to_bank`): the first card's two thirds, a late stake's
//! card that does not count and its own two-thirds card, pliée, the last card that counts for
//! nobody and the stake returned at the end. Within every pair the banker's card comes first,
//! so a rank turns up on it at least as often as on la Ponte, and the two-thirds card and the
//! last card only add to the bank's side: no stake is ever worth more than nothing (the tests
//! check every moment of a Taille; the mildest is an opening stake, which loses 454/32487 of
//! its amount, about 1.4 %).
//!
//! A punter who only counted would therefore never stake, and a bank against computers would
//! be dead. People punt all the same, for the play: the computer punter plays a [`Style`] — it
//! keeps a few stakes standing so that most pairs decide something for it, sizes them by its
//! Marken, and stops once it has lost what it set out to risk in the Partie. The shrewd style
//! (the strong level) stakes little on the least bad rank; the bold style (the easy level)
//! stakes more, on more ranks, on a hunch, and risks more before it stops.

use std::cmp::Ordering;

use rand::RngCore;
use rand::seq::IndexedRandom;

use super::{Bassette, CARDS, effect, stake_move, to_bank};
use crate::card::{Rank, Suit};
use crate::game::Move;

/// An exact fraction of Marken, in lowest terms with a positive denominator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ratio {
    num: i64,
    den: i64,
}

impl Ratio {
    /// Nothing.
    const ZERO: Ratio = Ratio { num: 0, den: 1 };

    /// `num / den` (`den` not 0).
    fn new(num: i64, den: i64) -> Ratio {
        let sign = if den < 0 { -1 } else { 1 };
        let divisor = gcd(num.abs(), den.abs()).max(1);
        Ratio {
            num: sign * num / divisor,
            den: sign * den / divisor,
        }
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> Ordering {
        (i128::from(self.num) * i128::from(other.den))
            .cmp(&(i128::from(other.num) * i128::from(self.den)))
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The ways to choose `k` of `n`.
fn choose(n: usize, k: usize) -> i64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1, |ways, i| ways * (n - i) as i64 / (i as i64 + 1))
}

/// What a stake placed now, after `drawn` cards (an even number: between pairs), on a rank of
/// which `left` cards are still in the pack is expected to bring its punter, per Marke staked,
/// every order of the `52 - drawn` cards still to come alike.
///
/// Counts the places of the rank's cards among the cards to come: `standing[r]` is the number
/// of ways the cards so far can hold the rank (or not) with the stake still standing and `r` of
/// its cards still to come; a card of the rank that counts decides the stake in as many ways as
/// the other `r - 1` cards find places after it.
fn expectation(drawn: usize, left: usize) -> Ratio {
    let after = drawn / 2;
    let to_come = CARDS - drawn;
    let mut standing = [0i64; 5];
    standing[left] = 1;
    // The punter's gain in Marken over all the ways, for a stake of 3 (so that two thirds are
    // whole Marken).
    let mut gain = 0i64;
    for n in drawn + 1..=CARDS {
        let later = CARDS - n;
        let mut next = [0i64; 5];
        for r in 0..=left {
            let ways = standing[r];
            // Not of the rank: the stake stands on.
            next[r] += ways;
            // Of the rank (the last card counts for nobody: what stands is returned).
            if r == 0 || n == CARDS {
                continue;
            }
            match to_bank(effect(after, n), 3) {
                Some(paid) => gain -= paid * ways * choose(later, r - 1),
                None => next[r - 1] += ways,
            }
        }
        standing = next;
    }
    Ratio::new(gain, 3 * choose(to_come, left))
}

/// How a computer punter plays: its appetite for risk within the bank's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Style {
    /// The stakes it keeps standing at once (a decided stake is replaced at the next chance).
    spread: usize,
    /// One stake's share of its free Marken, in percent (at least the minimum, at most the
    /// maximum the table and the bank allow).
    size: i64,
    /// The share of the Marken it began the Partie with that it sets out to risk, in percent:
    /// once it has lost that much, it stakes no more.
    risk: i64,
    /// Whether it stakes on the rank of the least bad expectation (else on a hunch: any rank
    /// still in the pack).
    shrewd: bool,
}

impl Style {
    /// The strong level's punter: two small stakes standing on the least bad ranks, and it
    /// stops after losing two fifths of what it began with.
    pub(super) const SHREWD: Style = Style {
        spread: 2,
        size: 5,
        risk: 40,
        shrewd: true,
    };

    /// The easy level's punter: three larger stakes on a hunch, and it plays on until it has
    /// lost four fifths of what it began with.
    pub(super) const BOLD: Style = Style {
        spread: 3,
        size: 15,
        risk: 80,
        shrewd: false,
    };
}

/// The computer punter's move now in `style`: a stake while it holds fewer than its spread and
/// has not lost what it set out to risk, else `None` (it waits for the next pair). Only ranks
/// on which a stake can still be decided are candidates (a rank whose four cards are out, or
/// any stake in the last pair, would only be returned).
pub(super) fn punter(
    game: &Bassette,
    seat: usize,
    style: Style,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    let standing = game.stakes.iter().filter(|s| s.seat == seat).count();
    let lost = game.partie_start() - game.chips[seat];
    if standing >= style.spread || lost * 100 >= style.risk * game.partie_start() {
        return None;
    }
    let seen = &game.pack[..game.drawn];
    let options: Vec<(Rank, Ratio)> = Rank::ALL
        .into_iter()
        .filter(|&rank| !game.has_stake(seat, rank))
        .map(|rank| {
            let gone = seen.iter().filter(|c| c.rank() == rank).count();
            (rank, expectation(game.drawn, Suit::ALL.len() - gone))
        })
        .filter(|&(_, worth)| worth != Ratio::ZERO)
        .collect();
    let best = options.iter().map(|&(_, worth)| worth).max()?;
    let ranks: Vec<Rank> = options
        .iter()
        .filter(|&&(_, worth)| !style.shrewd || worth == best)
        .map(|&(rank, _)| rank)
        .collect();
    let rank = *ranks.choose(rng)?;
    if game.cap(seat) < game.min_stake {
        return None;
    }
    let free = game.chips[seat] - game.staked(seat);
    let left_to_risk = style.risk * game.partie_start() / 100 - lost;
    let amount = (free * style.size / 100)
        .min(left_to_risk)
        .clamp(game.min_stake, game.cap(seat));
    let amount = amount - amount.rem_euclid(3);
    (amount >= game.min_stake).then(|| stake_move(rank, amount))
}

/// The computer banker's move: `draw` is all he may do.
pub(super) fn banker() -> Move {
    Move::verb_only("draw")
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::card::{Card, Pack};
    use crate::game::Deal;
    use crate::level::Level;

    use super::super::Partie;

    /// The expectation by its definition, for an opening stake: the first card of the rank
    /// decides it, `C(52 − j, 3)` of the `C(52, 4)` places of the four cards have the first at
    /// card `j`.
    #[test]
    fn an_opening_stake_loses_454_in_32487_of_its_amount() {
        let mut thirds = 0;
        for j in 1..=CARDS {
            let per_three = match j {
                1 => -2,
                52 => 0,
                _ if j % 2 == 1 => -3,
                _ => 3,
            };
            thirds += per_three * choose(CARDS - j, 3);
        }
        let by_definition = Ratio::new(thirds, 3 * choose(CARDS, 4));
        assert_eq!(expectation(0, 4), by_definition);
        assert_eq!(expectation(0, 4), Ratio::new(-454, 32487));
    }

    #[test]
    fn at_the_end_of_the_pack_the_rank_s_places_give_exact_fractions() {
        // Four cards to come: 49 (does not count for a late stake), 50 (two thirds for the
        // bank), 51 (the bank's whole), 52 (nobody's).
        assert_eq!(expectation(48, 0), Ratio::ZERO);
        // One card: 0, −2/3, −1, 0 over four places.
        assert_eq!(expectation(48, 1), Ratio::new(-5, 12));
        // Two: {49,50} −2/3, {49,51} −1, {49,52} 0, {50,51} −2/3, {50,52} −2/3, {51,52} −1.
        assert_eq!(expectation(48, 2), Ratio::new(-2, 3));
        // Three: 50 decides, but for {49, 51, 52}, where 51 does.
        assert_eq!(expectation(48, 3), Ratio::new(-3, 4));
        // All four: 49 does not count, 50 takes two thirds.
        assert_eq!(expectation(48, 4), Ratio::new(-2, 3));
        // The last pair: its banker's card does not count for a late stake, the last card for
        // nobody.
        for left in 0..=2 {
            assert_eq!(expectation(50, left), Ratio::ZERO);
        }
        assert_eq!(expectation(44, 2), Ratio::new(-13, 42));
        assert_eq!(expectation(2, 3), Ratio::new(-17, 245));
    }

    #[test]
    fn no_stake_is_ever_worth_anything() {
        for drawn in (0..CARDS).step_by(2) {
            let fewest = 4usize.saturating_sub(drawn);
            for left in fewest..=4.min(CARDS - drawn) {
                let e = expectation(drawn, left);
                assert!(e <= Ratio::ZERO, "after {drawn} cards, {left} left: {e:?}");
                let nothing = left == 0 || drawn == CARDS - 2;
                assert_eq!(e == Ratio::ZERO, nothing, "after {drawn}, {left} left");
            }
        }
    }

    /// A pack whose first `drawn` cards hold `4 - places.len()` kings and whose kings still to
    /// come lie at card numbers `places`.
    fn kings_at(drawn: usize, places: &[usize]) -> Vec<Card> {
        let kings: Vec<Card> = Suit::ALL.map(|s| Card::new(Rank::King, s)).to_vec();
        let mut others = Pack::FiftyTwo
            .cards()
            .into_iter()
            .filter(|c| c.rank() != Rank::King);
        let mut kings = kings.into_iter();
        let gone = 4 - places.len();
        (1..=CARDS)
            .map(|n| {
                let king = if n <= drawn {
                    n <= gone
                } else {
                    places.contains(&n)
                };
                if king { kings.next() } else { others.next() }.unwrap()
            })
            .collect()
    }

    /// Every place of the kings to come, played at the table: a stake of 3 on kings after
    /// `drawn` cards, then the rest of the pack.
    fn played(drawn: usize, left: usize) -> Ratio {
        let mut total = 0;
        let mut ways = 0;
        let mut places = Vec::new();
        let mut each = |places: &[usize]| {
            let pack = kings_at(drawn, places);
            let mut game = Bassette::new((3, 30), pack, vec![100, 100], Partie::players(2));
            for _ in 0..drawn / 2 {
                game.apply(0, &banker()).unwrap();
            }
            game.apply(1, &stake_move(Rank::King, 3)).unwrap();
            while game.result().is_none() {
                game.apply(0, &banker()).unwrap();
            }
            total += game.score().unwrap()[1];
            ways += 1;
        };
        fn subsets(from: usize, left: usize, places: &mut Vec<usize>, f: &mut dyn FnMut(&[usize])) {
            if left == 0 {
                return f(places);
            }
            for n in from..=CARDS {
                places.push(n);
                subsets(n + 1, left - 1, places, f);
                places.pop();
            }
        }
        subsets(drawn + 1, left, &mut places, &mut each);
        Ratio::new(total, 3 * ways)
    }

    #[test]
    fn the_expectation_is_what_the_table_pays_over_every_place_of_the_rank() {
        for (drawn, left) in [(2, 2), (2, 3), (30, 3), (40, 4), (42, 2), (48, 4), (50, 1)] {
            assert_eq!(
                expectation(drawn, left),
                played(drawn, left),
                "{drawn}, {left}"
            );
        }
    }

    /// A whole Partie of computers, as the manager runs them: a seat that waits is asked again
    /// once somebody moved, and the bank draws when every punter waits. The punters stake within every limit, the banker draws every
    /// pair, and the Partie ends, either bank.
    #[test]
    fn a_partie_of_computers_stakes_and_ends() {
        let mut rng = SmallRng::seed_from_u64(5);
        let rules = super::super::SPEC.rules(&serde_json::Map::new()).unwrap();
        let open = [super::super::new_match, super::super::computer_bank_match];
        for level in [Level::Strong, Level::Easy] {
            for (new_match, tailles) in open.into_iter().zip([4, 3]) {
                let mut game = new_match(4, &rules, &mut rng).unwrap();
                let mut stakes = 0;
                for taille in 1..=tailles {
                    let mut waiting = Vec::new();
                    while game.get().result().is_none() {
                        // The punters first, as a table asks them before its bank draws.
                        let seat = game
                            .get()
                            .to_act()
                            .into_iter()
                            .find(|s| *s != 0 && !waiting.contains(s))
                            .unwrap_or(0);
                        let budget = crate::search::deterministic(20);
                        match crate::search::choose(game.get(), seat, level, budget, &mut rng) {
                            Some(mv) => {
                                assert_eq!(mv == banker(), seat == 0, "{mv}");
                                stakes += usize::from(seat != 0);
                                game.get_mut().apply(seat, &mv).unwrap();
                                waiting.clear();
                            }
                            None => waiting.push(seat),
                        }
                    }
                    match game.get().next_deal(&mut rng) {
                        Some((next, _)) => game = next,
                        None => assert!(taille > 1),
                    }
                }
                assert!(stakes > 20, "{level}: {stakes} stakes");
                assert!(game.get().match_result().is_some());
            }
        }
    }
}
