//! The `easy` level: a greedy player of the kind a beginner is — claims at 66, announces every
//! marriage, takes the trump card when it can, wins valuable tricks as cheaply as it can, never
//! wastes a trump on a worthless card, and closes only when its points and sure tricks make 66.

use super::{Decision, Why};
use crate::schnapsen::rules::{
    Action, Card, CardSet, PlayerView, Rank, Suit, WINNING_POINTS, beats, marriage_cards,
};

/// The greedy choice for the view's seat.
pub(crate) fn decide(view: &PlayerView) -> Decision {
    let (action, why) = choose(view);
    debug_assert!(view.legal.contains(action), "{action} is not legal");
    Decision {
        action,
        value: 0.0,
        why,
    }
}

fn choose(view: &PlayerView) -> (Action, Why) {
    let legal = view.legal;
    let p = &view.public;
    let trump = p.trump;
    if legal.len() == 1
        && let Some(only) = legal.nth(0)
    {
        return (only, Why::OnlyMove);
    }
    if legal.claim && view.points >= WINNING_POINTS {
        return (Action::Claim, Why::Claim);
    }
    if let Some((_, suit)) = p.announced {
        // Lead from the marriage just announced: the Queen, keeping the King's four for later
        // is no better, so lead the higher card.
        let pair = legal.plays & marriage_cards(suit);
        let king = Card::new(Rank::King, suit);
        let card = if pair.contains(king) {
            king
        } else {
            pair.first().expect("the announced pair is in hand")
        };
        return (Action::Play(card), Why::Marriage);
    }
    if !legal.announce.is_empty() {
        let suit = if legal.announce.contains(trump) {
            trump
        } else {
            legal.announce.iter().next().expect("not empty")
        };
        return (Action::Announce(suit), Why::Marriage);
    }
    if legal.exchange {
        return (Action::Exchange, Why::Exchange);
    }
    let gone = p.played() | view.hand;
    let top = |c: Card| (CardSet::higher_in_suit(c) & (p.variant.pack() - gone)).is_empty();
    if legal.close {
        let sure: u16 = view
            .hand
            .iter()
            .filter(|&c| top(c) && (c.suit() == trump || view.hand.of_suit(trump).len() >= 2))
            .map(|c| c.points() + 3)
            .sum();
        if view.points + sure >= WINNING_POINTS && view.points >= 40 {
            return (Action::Close, Why::Close);
        }
    }
    let strict = p.closing.is_some() || p.talon_len == 0;
    let plays = legal.plays;
    match p.trick {
        None => {
            let card = if strict {
                // A sure winner with the most points, non-trumps first; else the cheapest card.
                best_by(plays.iter().filter(|&c| top(c)), |c| {
                    i32::from(c.points()) * 2 - if c.suit() == trump { 15 } else { 0 }
                })
                .unwrap_or_else(|| cheapest(plays, trump, view.hand))
            } else {
                cheapest(plays, trump, view.hand)
            };
            (Action::Play(card), Why::Lead)
        }
        Some((_, led)) => {
            let winners: CardSet = plays.iter().filter(|&c| beats(c, led, trump)).collect();
            let same_suit = winners.of_suit(led.suit());
            let take = if strict || led.points() >= 10 {
                !winners.is_empty()
            } else {
                !same_suit.is_empty()
            };
            if take {
                let pool = if same_suit.is_empty() {
                    winners
                } else {
                    same_suit
                };
                // The cheapest card that wins: trumps cost more than their points.
                let card = best_by(pool.iter(), |c| {
                    -(i32::from(c.points()) + if c.suit() == trump { 12 } else { 0 })
                })
                .expect("not empty");
                (Action::Play(card), Why::Take)
            } else {
                (Action::Play(cheapest(plays, trump, view.hand)), Why::Duck)
            }
        }
    }
}

/// The card of `plays` worth least to keep: no trumps if avoidable, not a marriage card, the
/// fewest points, the lowest rank.
fn cheapest(plays: CardSet, trump: Suit, hand: CardSet) -> Card {
    best_by(plays.iter(), |c| {
        let marriage = hand.is_superset(marriage_cards(c.suit()))
            && matches!(c.rank(), Rank::King | Rank::Queen);
        -(i32::from(c.points()) * 4
            + c.rank() as i32
            + if c.suit() == trump { 100 } else { 0 }
            + if marriage { 30 } else { 0 })
    })
    .expect("a legal play")
}

/// The first card with the highest score.
fn best_by(cards: impl Iterator<Item = Card>, score: impl Fn(Card) -> i32) -> Option<Card> {
    let mut best: Option<(Card, i32)> = None;
    for c in cards {
        let s = score(c);
        if best.is_none_or(|(_, b)| s > b) {
            best = Some((c, s));
        }
    }
    best.map(|(c, _)| c)
}
