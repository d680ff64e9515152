//! Deals consistent with a seat's view, as [`Sim`]s to play out.
//!
//! What the view allows: every other seat holds the cards it has shown (a turned-up trump card,
//! a marriage partner) plus unseen cards up to its hand size; what is left lies out of play (the
//! talon, cards laid away by someone else, the hand of a partner who sits out). And every answer
//! tells what its player did not hold: no card of the suit led if he did not follow, no trump
//! either if he also did not trump, no card that beats the trick where he had to beat it and
//! did not.

use rand::Rng;
use rand::seq::SliceRandom;

use super::sim::Sim;
use crate::schnapsen::rules::bauern::{GameType, Phase, PlayerView};
use crate::schnapsen::rules::{Card, CardSet, Seat};

/// Hidden cards dealt one way: the other seats' hands and what lies out of play.
#[derive(Clone, Copy, Debug)]
pub(super) struct Hands<const N: usize> {
    /// Every seat's hand, the viewer's own included.
    pub hands: [CardSet; N],
    /// Cards out of play (talon, laid away, a sitting-out partner's hand).
    pub rest: CardSet,
}

/// Cards each seat cannot hold, from its answers so far (the trick on the table included).
pub(super) fn exclusions<const N: usize>(view: &PlayerView<N>) -> [CardSet; N] {
    let p = &view.public;
    let mut out = [CardSet::EMPTY; N];
    if p.phase != Phase::Play {
        return out;
    }
    let rule = Sim::<N>::start(
        [CardSet::EMPTY; N],
        p.contract.game,
        p.contract.declarer,
        p.trump.unwrap_or(crate::schnapsen::rules::Suit::Hearts),
        &p.rules,
    )
    .rule;
    let tricks = p
        .history
        .iter()
        .map(|t| t.plays())
        .chain([p.trick.as_slice()]);
    for plays in tricks {
        let Some(first) = plays.first() else { continue };
        let led = first.card.suit();
        let mut winning = first.card;
        for play in &plays[1..] {
            let card = play.card;
            let above_winning = |suit| -> CardSet {
                CardSet::suit(suit)
                    .iter()
                    .filter(|&c| rule.beats(c, winning))
                    .collect()
            };
            let excl = &mut out[play.seat.index()];
            if card.suit() != led {
                *excl |= CardSet::suit(led);
                match rule.trump {
                    Some(t) if card.suit() != t && rule.undertrump => *excl |= CardSet::suit(t),
                    Some(t) if card.suit() != t || (rule.head && !rule.beats(card, winning)) => {
                        *excl |= above_winning(t)
                    }
                    _ => {}
                }
            } else if rule.head && !rule.beats(card, winning) {
                *excl |= above_winning(led);
            }
            if rule.beats(card, winning) {
                winning = card;
            }
        }
    }
    out
}

/// Deals the unseen cards at random, respecting shown cards and `excluded`; falls back to
/// ignoring `excluded` when no deal is found after a few tries.
pub(super) fn deal<const N: usize>(
    view: &PlayerView<N>,
    excluded: &[CardSet; N],
    rng: &mut impl Rng,
) -> Hands<N> {
    for _ in 0..20 {
        if let Some(hands) = try_deal(view, excluded, rng) {
            return hands;
        }
    }
    try_deal(view, &[CardSet::EMPTY; N], rng).expect("an unconstrained deal always works")
}

/// Unseen cards each other seat still holds.
fn needs<const N: usize>(view: &PlayerView<N>) -> [usize; N] {
    let p = &view.public;
    std::array::from_fn(|i| {
        let seat = Seat::new(i, N).expect("a seat");
        if seat == view.seat || Some(seat) == p.sitting_out {
            0
        } else {
            usize::from(p.hand_sizes[seat]).saturating_sub(p.shown[seat].len())
        }
    })
}

fn try_deal<const N: usize>(
    view: &PlayerView<N>,
    excluded: &[CardSet; N],
    rng: &mut impl Rng,
) -> Option<Hands<N>> {
    let p = &view.public;
    let mut need = needs(view);
    let mut cards: Vec<Card> = view.unseen().iter().collect();
    let mut rest_room = cards.len().checked_sub(need.iter().sum())?;
    cards.shuffle(rng);
    // The most constrained cards first.
    cards.sort_by_key(|&c| excluded.iter().filter(|e| !e.contains(c)).count());
    let mut hands: [CardSet; N] = std::array::from_fn(|i| {
        let seat = Seat::new(i, N).expect("a seat");
        if seat == view.seat {
            view.hand
        } else {
            p.shown[seat]
        }
    });
    let mut rest = CardSet::EMPTY;
    for card in cards {
        let open: usize = (0..N)
            .filter(|&i| !excluded[i].contains(card))
            .map(|i| need[i])
            .sum();
        if open + rest_room == 0 {
            return None;
        }
        let mut pick = rng.random_range(0..open + rest_room);
        if pick < open {
            let mut chosen = None;
            for i in (0..N).filter(|&i| !excluded[i].contains(card)) {
                if pick < need[i] {
                    chosen = Some(i);
                    break;
                }
                pick -= need[i];
            }
            let i = chosen?;
            hands[i].insert(card);
            need[i] -= 1;
        } else if rest_room > 0 {
            rest.insert(card);
            rest_room -= 1;
        } else {
            return None;
        }
    }
    Some(Hands { hands, rest })
}

/// The game of the view in its play phase, with these hands.
pub(super) fn sim_of<const N: usize>(view: &PlayerView<N>, hands: [CardSet; N]) -> Sim<N> {
    let p = &view.public;
    let contract = p.contract;
    let trump = p.trump.unwrap_or(crate::schnapsen::rules::Suit::Hearts);
    let mut sim = Sim::start(hands, contract.game, contract.declarer, trump, &p.rules);
    for trick in &p.history {
        let w = trick.winner().index();
        sim.tricks[w] += 1;
        sim.points[w] += trick.cards().points();
    }
    sim.done = p.history.len();
    for (seat, suits) in p.marriages.iter() {
        for suit in suits.iter() {
            let value = if suit == trump { 40 } else { 20 };
            let counts = sim
                .seats()
                .any(|s| sim.same_side(s, seat) && sim.tricks[s.index()] > 0);
            if counts {
                sim.points[seat.index()] += value;
            } else {
                sim.pending[seat.index()] += value;
            }
        }
    }
    if N == 3 && p.rules.discards_to_defenders {
        sim.defender_bonus = if view.seat == contract.declarer {
            view.laid_away.points()
        } else {
            view.side_points.saturating_sub(sim.side_points(view.seat))
        };
    }
    sim.played = p.played();
    sim.to_act = p.to_act.unwrap_or(view.seat);
    sim.announced = p.announced.map(|(_, suit)| suit);
    sim.trick_len = p.trick.len();
    for play in &p.trick {
        sim.on_table.insert(play.card);
        match sim.winning {
            Some((_, w)) if !sim.rule.beats(play.card, w) => {}
            _ => sim.winning = Some((play.seat, play.card)),
        }
    }
    sim.led = p.trick.first().map(|play| play.card.suit());
    sim.end = None;
    sim
}

/// A game of `game` declared by `declarer` about to be played from a view of the bidding or
/// the talon exchange: the hidden cards dealt at random, the declarer's exchange (if any) made
/// by `discard`.
pub(super) fn fresh_game<const N: usize>(
    view: &PlayerView<N>,
    game: GameType,
    declarer: Seat,
    rng: &mut impl Rng,
    discard: impl Fn(CardSet, GameType, crate::schnapsen::rules::Suit) -> [Card; 2],
) -> Sim<N> {
    let p = &view.public;
    let dealt = deal(view, &[CardSet::EMPTY; N], rng);
    let mut hands = dealt.hands;
    let trump = p.trump.unwrap_or(crate::schnapsen::rules::Suit::Hearts);
    let d = declarer.index();
    let exchange = N == 3 && !game.is_bettler() && p.phase <= Phase::Exchange;
    if exchange && hands[d].len() + dealt.rest.len() == 8 {
        let eight = hands[d] | dealt.rest;
        let [a, b] = discard(eight, game, trump);
        hands[d] = eight - CardSet::single(a) - CardSet::single(b);
    }
    Sim::start(hands, game, declarer, trump, &p.rules)
}
