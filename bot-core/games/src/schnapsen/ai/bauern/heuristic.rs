//! The greedy card play (the `easy` level, and every seat in the strong level's rollouts).
//!
//! It reads only what the seat to act may know — its own hand, the cards played, the trick on
//! the table, the points — and plays by the game's goal:
//! - Rufer: announce marriages (trumps first), draw trumps when long in them, lead sure winners,
//!   else a cheap card; smear points on a trick the partner holds safely, take valuable tricks
//!   cheaply, never overtake the partner needlessly.
//! - Games of all tricks or of the first three: the declarer leads his best cards and takes
//!   every trick as cheaply as holds; his partner stays under him and smears points onto his
//!   tricks; the defenders try to win a trick.
//! - Bettler games: the declarer plays low, dropping his highest card that does not win; the
//!   defenders keep the winning card low so that he must go over it.

use super::sim::{Move, Sim};
use crate::schnapsen::rules::bauern::{Goal, Variant};
use crate::schnapsen::rules::{Card, CardSet, Rank, Seat};

/// The move the greedy player makes for the seat to act.
pub(super) fn choose<const N: usize>(sim: &Sim<N>) -> Move {
    if let Some(suit) = best_marriage(sim) {
        return Move::Announce(suit);
    }
    Move::Play(card(sim))
}

/// The marriage to announce, trumps first.
pub(super) fn best_marriage<const N: usize>(sim: &Sim<N>) -> Option<crate::schnapsen::rules::Suit> {
    let mut best = None;
    for suit in sim.marriages() {
        if best.is_none() || suit == sim.trump_suit {
            best = Some(suit);
        }
    }
    best
}

/// The card the greedy player plays for the seat to act.
pub(super) fn card<const N: usize>(sim: &Sim<N>) -> Card {
    let legal = sim.legal_plays();
    if legal.len() == 1 {
        return legal.first().expect("one card");
    }
    let me = sim.to_act;
    match sim.game.goal() {
        Goal::Rufer if sim.trick_len == 0 => rufer_lead(sim, legal),
        Goal::Rufer => rufer_follow(sim, legal),
        Goal::NoTrick if me == sim.declarer => bettler_declarer(sim, legal),
        Goal::NoTrick => bettler_defender(sim, legal),
        _ if me == sim.declarer => declarer_takes(sim, legal),
        _ if sim.same_side(me, sim.declarer) => partner_under(sim, legal),
        _ => defender_takes(sim, legal),
    }
}

/// Cards the seat to act cannot see: in other hands or out of play.
fn unseen<const N: usize>(sim: &Sim<N>) -> CardSet {
    Variant::Bauernschnapsen.pack() - sim.played - sim.hands[sim.to_act.index()]
}

/// Whether no unseen card of its suit ranks above `card`.
fn is_top<const N: usize>(sim: &Sim<N>, card: Card, unseen: CardSet) -> bool {
    (sim.order().higher_in_suit(card) & unseen).is_empty()
}

fn is_trump<const N: usize>(sim: &Sim<N>, card: Card) -> bool {
    sim.rule.trump == Some(card.suit())
}

/// A card's rank in the game's order (higher wins).
fn strength<const N: usize>(sim: &Sim<N>, card: Card) -> i32 {
    i32::from(sim.order().strength(card.rank()))
}

/// The card with the highest score (the first of equals).
fn best_by(cards: CardSet, score: impl Fn(Card) -> i32) -> Card {
    let mut best: Option<(Card, i32)> = None;
    for c in cards {
        let s = score(c);
        if best.is_none_or(|(_, b)| s > b) {
            best = Some((c, s));
        }
    }
    best.expect("a legal card").0
}

/// The card least worth keeping: no trumps if avoidable, few points, low rank.
fn cheapest<const N: usize>(sim: &Sim<N>, cards: CardSet) -> Card {
    best_by(cards, |c| {
        -(i32::from(c.points()) * 4 + strength(sim, c) + if is_trump(sim, c) { 100 } else { 0 })
    })
}

/// The card with most points to give away, trumps and sure winners last.
fn richest<const N: usize>(sim: &Sim<N>, cards: CardSet, unseen: CardSet) -> Card {
    best_by(cards, |c| {
        let keep = if is_trump(sim, c) {
            60
        } else if c.rank() == Rank::Ace && is_top(sim, c, unseen) {
            8
        } else {
            0
        };
        i32::from(c.points()) * 4 + strength(sim, c) - keep
    })
}

/// The cards of `cards` that beat the card now winning.
fn beaters<const N: usize>(sim: &Sim<N>, cards: CardSet) -> CardSet {
    match sim.winning {
        Some((_, w)) => cards.iter().filter(|&c| sim.rule.beats(c, w)).collect(),
        None => cards,
    }
}

/// Whether `card`, winning the trick now, stays winning against the seats still to play as far
/// as the seat to act can tell (a higher unseen card of the suit, or an unseen trump on a
/// non-trump, may still come from an opponent).
fn holds<const N: usize>(sim: &Sim<N>, owner: Seat, card: Card, unseen: CardSet) -> bool {
    let opponents_after = sim.after_me().any(|s| !sim.same_side(s, owner));
    if !opponents_after {
        return true;
    }
    let trump_threat = match sim.rule.trump {
        Some(t) if t != card.suit() => !unseen.of_suit(t).is_empty(),
        _ => false,
    };
    is_top(sim, card, unseen) && !trump_threat
}

/// The card to lead after announcing a marriage: the King if it may be led, else the Queen.
fn marriage_lead<const N: usize>(sim: &Sim<N>, legal: CardSet) -> Option<Card> {
    let suit = sim.announced?;
    let king = Card::new(Rank::King, suit);
    Some(if legal.contains(king) {
        king
    } else {
        legal.first().expect("a card")
    })
}

fn rufer_lead<const N: usize>(sim: &Sim<N>, legal: CardSet) -> Card {
    if let Some(card) = marriage_lead(sim, legal) {
        return card;
    }
    let unseen = unseen(sim);
    if let Some(trump) = sim.rule.trump
        && !legal.of_suit(trump).is_empty()
    {
        let trumps = legal.of_suit(trump);
        let top = best_by(trumps, |c| strength(sim, c));
        if !unseen.of_suit(trump).is_empty()
            && (trumps.len() >= 3 || (trumps.len() >= 2 && is_top(sim, top, unseen)))
        {
            return if is_top(sim, top, unseen) {
                top
            } else {
                cheapest(sim, trumps)
            };
        }
    }
    let sure: CardSet = legal
        .iter()
        .filter(|&c| !is_trump(sim, c) && is_top(sim, c, unseen))
        .collect();
    if !sure.is_empty() {
        return best_by(sure, |c| i32::from(c.points()));
    }
    cheapest(sim, legal)
}

fn rufer_follow<const N: usize>(sim: &Sim<N>, legal: CardSet) -> Card {
    let unseen = unseen(sim);
    let (owner, winning) = sim.winning.expect("a trick on the table");
    if sim.same_side(owner, sim.to_act) {
        let safe = holds(sim, owner, winning, unseen);
        let not_over = legal - beaters(sim, legal);
        let pool = if not_over.is_empty() { legal } else { not_over };
        return if safe {
            richest(sim, pool, unseen)
        } else {
            cheapest(sim, pool)
        };
    }
    take_or_duck(sim, legal, unseen, 10)
}

/// Takes the trick with the cheapest card that holds it when it is worth `worth` points or the
/// seat plays last; else lets it go with the cheapest card.
fn take_or_duck<const N: usize>(sim: &Sim<N>, legal: CardSet, unseen: CardSet, worth: u16) -> Card {
    let me = sim.to_act;
    let win = beaters(sim, legal);
    let holding: CardSet = win.iter().filter(|&c| holds(sim, me, c, unseen)).collect();
    let last = sim.after_me().next().is_none();
    let on_table = sim.on_table.points();
    if let Some(c) = (!holding.is_empty()).then(|| cheapest(sim, holding))
        && (last || on_table + c.points() >= worth || !is_trump(sim, c))
    {
        return c;
    }
    let not_over = legal - win;
    cheapest(sim, if not_over.is_empty() { legal } else { not_over })
}

fn declarer_takes<const N: usize>(sim: &Sim<N>, legal: CardSet) -> Card {
    let unseen = unseen(sim);
    if sim.trick_len > 0 {
        let win = beaters(sim, legal);
        if win.is_empty() {
            return cheapest(sim, legal);
        }
        let holding: CardSet = win
            .iter()
            .filter(|&c| holds(sim, sim.to_act, c, unseen))
            .collect();
        return if holding.is_empty() {
            best_by(win, |c| strength(sim, c))
        } else {
            cheapest(sim, holding)
        };
    }
    if let Some(card) = marriage_lead(sim, legal) {
        return card;
    }
    // Draw trumps with the top trump, then cash sure winners, most points first.
    best_by(legal, |c| {
        let top = i32::from(is_top(sim, c, unseen)) * 100;
        let trump = i32::from(is_trump(sim, c)) * 50;
        top + trump + i32::from(c.points()) + strength(sim, c)
    })
}

fn partner_under<const N: usize>(sim: &Sim<N>, legal: CardSet) -> Card {
    let unseen = unseen(sim);
    let under = legal - beaters(sim, legal);
    let declarer_wins = matches!(sim.winning, Some((s, _)) if s == sim.declarer);
    match (under.is_empty(), declarer_wins) {
        (false, true) => richest(sim, under, unseen),
        (false, false) => cheapest(sim, under),
        (true, _) => best_by(legal, |c| -strength(sim, c)),
    }
}

fn defender_takes<const N: usize>(sim: &Sim<N>, legal: CardSet) -> Card {
    if sim.trick_len == 0 {
        return best_by(legal, |c| {
            strength(sim, c) * 2 + i32::from(is_trump(sim, c)) * 20
        });
    }
    let win = beaters(sim, legal);
    if win.is_empty() {
        return cheapest(sim, legal);
    }
    if sim.after_me().any(|s| s == sim.declarer) {
        // Make the declarer spend his best card.
        return best_by(win, |c| strength(sim, c));
    }
    match sim.winning {
        Some((owner, _)) if owner == sim.declarer => cheapest(sim, win),
        _ => {
            let under = legal - win;
            cheapest(sim, if under.is_empty() { legal } else { under })
        }
    }
}

fn bettler_declarer<const N: usize>(sim: &Sim<N>, legal: CardSet) -> Card {
    if sim.trick_len == 0 {
        return best_by(legal, |c| -strength(sim, c) * 4 - lower_unseen(sim, c));
    }
    let under = legal - beaters(sim, legal);
    if under.is_empty() {
        best_by(legal, |c| -strength(sim, c))
    } else {
        best_by(under, |c| strength(sim, c))
    }
}

/// How many unseen cards of its suit rank below `card` (the more, the safer a low lead is not).
fn lower_unseen<const N: usize>(sim: &Sim<N>, card: Card) -> i32 {
    let unseen = unseen(sim).of_suit(card.suit());
    let higher = sim.order().higher_in_suit(card);
    (unseen - higher - CardSet::single(card)).len() as i32
}

fn bettler_defender<const N: usize>(sim: &Sim<N>, legal: CardSet) -> Card {
    let declarer_winning = matches!(sim.winning, Some((s, _)) if s == sim.declarer);
    if declarer_winning {
        let under = legal - beaters(sim, legal);
        if !under.is_empty() {
            return best_by(under, |c| strength(sim, c));
        }
    }
    best_by(legal, |c| -strength(sim, c))
}
