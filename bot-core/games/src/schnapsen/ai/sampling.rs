//! Deals consistent with a seat's view: the hidden cards (the opponent's hand and the face-down
//! talon) distributed in every way the view allows, drawn at random or, when there are few,
//! enumerated.
//!
//! What the view allows: the opponent holds the cards he has shown (marriage partner, the trump
//! card he took) plus unseen cards up to his hand size; and in the strict phase every answer he
//! gave tells what he did not hold — no higher card of the suit led if he followed low, no card of
//! the suit if he did not follow, no trump either if he neither followed nor trumped. No cards
//! are drawn in the strict phase, so those cards cannot be in his hand now.

use rand::Rng;
use rand::seq::SliceRandom;

use crate::schnapsen::rules::{Card, CardSet, Game, PlayerView};

/// What the seat cannot see, and what it knows about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hidden {
    /// Cards whose place the seat cannot see ([`PlayerView::unseen`]).
    pub unseen: CardSet,
    /// Cards the opponent has shown and still holds.
    pub shown: CardSet,
    /// Unseen cards the opponent cannot hold (strict-phase answers): they are in the talon.
    pub not_opponent: CardSet,
    /// How many unseen cards the opponent holds.
    pub opponent_unseen: usize,
    /// How many cards lie face down in the talon (the trump card not counted).
    pub face_down: usize,
    /// Whether the talon's order can still matter (it is open with two or more cards to draw).
    pub order_matters: bool,
}

impl Hidden {
    /// Reads the hidden part of a view. `None` if the game is over or the view is inconsistent.
    pub fn of(view: &PlayerView) -> Option<Hidden> {
        let p = &view.public;
        p.to_act?;
        let me = view.seat;
        let opp = me.other();
        let unseen = view.unseen();
        let in_hands = p
            .variant
            .pack()
            .len()
            .checked_sub(p.played().len() + p.talon_len)?;
        let opponent_len = in_hands.checked_sub(view.hand.len())?;
        let shown = p.shown[opp];
        let opponent_unseen = opponent_len.checked_sub(shown.len())?;
        let face_down = p
            .talon_len
            .checked_sub(usize::from(p.trump_card.is_some()))?;
        if opponent_unseen + face_down != unseen.len() {
            return None;
        }
        let mut not_opponent = strict_voids(view) & unseen;
        let allowed = unseen - not_opponent;
        if allowed.len() < opponent_unseen || not_opponent.len() > face_down {
            // Cannot happen with the engine's rules; sample without the inference then.
            not_opponent = CardSet::EMPTY;
        }
        Some(Hidden {
            unseen,
            shown,
            not_opponent,
            opponent_unseen,
            face_down,
            order_matters: p.closing.is_none() && face_down >= 2,
        })
    }

    /// The unseen cards the opponent may hold.
    pub fn allowed(&self) -> CardSet {
        self.unseen - self.not_opponent
    }

    /// How many opponent hands the view allows (saturating).
    pub fn hands(&self) -> u64 {
        binomial(self.allowed().len() as u64, self.opponent_unseen as u64)
    }

    /// One deal drawn uniformly from those the view allows (`None` only for a view that no
    /// game could have produced).
    pub fn sample(&self, view: &PlayerView, rng: &mut impl Rng) -> Option<Game> {
        let mut cards: Vec<Card> = self.allowed().iter().collect();
        cards.shuffle(rng);
        let opponent: CardSet = cards[..self.opponent_unseen].iter().copied().collect();
        let mut talon: Vec<Card> = cards[self.opponent_unseen..].to_vec();
        talon.extend(self.not_opponent.iter());
        talon.shuffle(rng);
        self.build(view, opponent, &talon)
    }

    /// Every opponent hand the view allows, each with the rest as the talon in card order —
    /// `None` if there are more than `limit` or the talon's order still matters.
    pub fn enumerate(&self, view: &PlayerView, limit: u64) -> Option<Vec<Game>> {
        if self.order_matters || self.hands() > limit {
            return None;
        }
        let allowed: Vec<Card> = self.allowed().iter().collect();
        let mut out = Vec::new();
        let mut pick = Vec::with_capacity(self.opponent_unseen);
        subsets(&allowed, self.opponent_unseen, 0, &mut pick, &mut |hand| {
            let hand: CardSet = hand.iter().copied().collect();
            let talon: Vec<Card> = (self.unseen - hand).iter().collect();
            out.extend(self.build(view, hand, &talon));
        });
        Some(out)
    }

    fn build(&self, view: &PlayerView, opponent: CardSet, talon: &[Card]) -> Option<Game> {
        Game::from_view(view, opponent | self.shown, talon).ok()
    }
}

/// `deals` deals for a decision: all of them when the view allows no more than `deals`
/// (after closing, or late in the game), else `deals` drawn at random.
pub fn deals(view: &PlayerView, deals: usize, rng: &mut impl Rng) -> Vec<Game> {
    let Some(hidden) = Hidden::of(view) else {
        return Vec::new();
    };
    if let Some(all) = hidden.enumerate(view, deals as u64) {
        return all;
    }
    (0..deals)
        .filter_map(|_| hidden.sample(view, rng))
        .collect()
}

/// Cards the opponent cannot hold, from his strict-phase answers to the seat's leads.
fn strict_voids(view: &PlayerView) -> CardSet {
    let p = &view.public;
    let opp = view.seat.other();
    // The talon shrinks by two per open-phase trick, so its length tells when play turned strict.
    let talon_size = p.variant.talon_size();
    let open_tricks = (talon_size - p.talon_len) / 2;
    let mut out = CardSet::EMPTY;
    for trick in p.history.iter().skip(open_tricks) {
        if trick.leader == opp {
            continue;
        }
        let (led, answer) = (trick.lead, trick.answer);
        let suit = CardSet::suit(led.suit());
        if answer.suit() == led.suit() {
            if answer.rank() < led.rank() {
                out |= CardSet::higher_in_suit(led);
            }
        } else {
            out |= suit;
            if answer.suit() != p.trump {
                out |= CardSet::suit(p.trump);
            }
        }
    }
    out
}

fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut r: u64 = 1;
    for i in 0..k {
        r = r.saturating_mul(n - i) / (i + 1);
    }
    r
}

fn subsets(
    cards: &[Card],
    k: usize,
    from: usize,
    pick: &mut Vec<Card>,
    f: &mut impl FnMut(&[Card]),
) {
    if pick.len() == k {
        f(pick);
        return;
    }
    let need = k - pick.len();
    for i in from..cards.len() {
        if cards.len() - i < need {
            break;
        }
        pick.push(cards[i]);
        subsets(cards, k, i + 1, pick, f);
        pick.pop();
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::schnapsen::rules::{Action, HouseRules, Variant};

    /// Deals drawn or enumerated for a view show the seat exactly that view, and the true
    /// opponent hand is always among those allowed (the strict-phase inference is sound).
    #[test]
    fn deals_reproduce_the_view_and_allow_the_truth() {
        let mut rng = SmallRng::seed_from_u64(17);
        let mut enumerated = 0;
        for round in 0..1500 {
            let variant = Variant::ALL[round % 3];
            let rules = HouseRules {
                close_first_lead: true,
                ..HouseRules::for_variant(variant)
            };
            let mut game = Game::shuffled(variant, rules, &mut rng);
            for _ in 0..rng.random_range(0..30) {
                let Some(seat) = game.to_act() else { break };
                let legal = game.legal_actions();
                let action = legal.nth(rng.random_range(0..legal.len())).unwrap();
                if action != Action::Claim {
                    game.apply(seat, action).unwrap();
                }
            }
            let Some(seat) = game.to_act() else { continue };
            let view = game.view(seat);
            let hidden = Hidden::of(&view).unwrap();
            let truth = game.hand(seat.other()) - hidden.shown;
            assert!(hidden.allowed().is_superset(truth), "round {round}");
            let deals = deals(&view, 8, &mut rng);
            assert!(!deals.is_empty());
            if deals.len() < 8 {
                enumerated += 1;
                assert_eq!(deals.len() as u64, hidden.hands());
                assert!(
                    deals
                        .iter()
                        .any(|d| d.hand(seat.other()) == game.hand(seat.other()))
                );
            }
            for deal in deals {
                assert_eq!(deal.view(seat), view, "round {round}");
            }
        }
        assert!(enumerated > 100, "{enumerated}");
    }

    #[test]
    fn binomials() {
        assert_eq!(binomial(10, 5), 252);
        assert_eq!(binomial(5, 0), 1);
        assert_eq!(binomial(3, 4), 0);
        assert_eq!(binomial(20, 10), 184_756);
    }
}
