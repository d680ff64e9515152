//! Exact alpha-beta search over a perfect-information [`Game`]: the value of a position when every
//! card's place is known (the talon order included).
//!
//! Values are signed game points (Marken in Schnorps) for one seat, in units of [`SCALE`] per
//! game point, so a won game worth 2 is `2 * SCALE` and a tie is 0. Below a depth limit the search
//! stops at the end of a trick and estimates the rest with [`estimate`]; with enough depth (the
//! whole strict phase always) it is exact.
//!
//! The search plays only moves a sensible player would: nobody claims without 66 (a false claim
//! never gains anything the search should rely on), and a player at lead with 66 claims at once
//! (or, in Schnorps, may first close for the closer's higher Marken). Everything else — marriages,
//! the exchange, closing, every card — is searched through [`Game::legal_actions`] and
//! [`Game::apply`], so the engine's rules are the only rules.

use crate::rules::{Action, Card, CardSet, Game, Rank, Seat, Suit, Variant, WINNING_POINTS};

/// Value units per game point.
pub const SCALE: i32 = 1000;

/// Above every reachable value.
const INF: i32 = 100 * SCALE;

/// Depth that means "to the end of the game": more card plays than any game has.
pub const FULL_DEPTH: u8 = 64;

/// The value of a finished game for `seat`, in [`SCALE`] units.
pub fn outcome_value(game: &Game, seat: Seat) -> i32 {
    let Some(o) = game.outcome() else {
        return 0;
    };
    let points = i32::from(o.game_points) * SCALE;
    match o.winner {
        Some(w) if w == seat => points,
        Some(_) => -points,
        None => 0,
    }
}

/// A rough estimate, in [`SCALE`] units for the seat to act, of a game whose search stopped at
/// the end of a trick: the point difference (marriages pending included) plus what the hands
/// promise — trumps, aces and tens, marriages still to announce — squashed into the range of a
/// normal game's points.
pub fn estimate(game: &Game) -> i32 {
    let Some(me) = game.to_act() else {
        return 0;
    };
    let side = |seat: Seat| -> f32 {
        let t = game.takings(seat);
        let hand = game.hand(seat);
        let trump = game.trump();
        let mut s = f32::from(t.points()) + f32::from(t.pending) * 0.8;
        for card in hand {
            let trumpy = card.suit() == trump;
            s += match (card.rank(), trumpy) {
                (Rank::Ace, true) => 14.0,
                (Rank::Ten, true) => 11.0,
                (_, true) => 6.0 + f32::from(card.points()) * 0.5,
                (Rank::Ace, false) => 7.0,
                (Rank::Ten, false) => 3.0,
                _ => f32::from(card.points()) * 0.3,
            };
        }
        if !game.is_strict() || !game.variant().marriage_needs_trick() {
            for suit in Suit::ALL {
                let pair = crate::rules::marriage_cards(suit);
                if hand.is_superset(pair) {
                    s += if suit == trump { 26.0 } else { 13.0 };
                }
            }
        }
        s
    };
    let diff = side(me) - side(me.other());
    let v = 1.6 * (diff / 28.0).tanh();
    (v * SCALE as f32) as i32
}

#[derive(Clone, Copy, Default)]
struct Entry {
    k1: u64,
    k2: u64,
    stamp: u32,
    value: i32,
    depth: u8,
    bound: u8,
    best: u8,
}

const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;

/// Moves of one node, ordered.
#[derive(Clone, Copy)]
struct Moves {
    list: [Action; 16],
    len: usize,
}

impl Moves {
    fn new() -> Moves {
        Moves {
            list: [Action::Claim; 16],
            len: 0,
        }
    }

    fn push(&mut self, a: Action) {
        self.list[self.len] = a;
        self.len += 1;
    }

    fn as_slice(&self) -> &[Action] {
        &self.list[..self.len]
    }
}

/// The alpha-beta solver with its transposition table. One solver serves many searches; each
/// search of a different deal must start with [`Solver::new_deal`], since the table does not key
/// the order of the talon.
pub struct Solver {
    table: Vec<Entry>,
    mask: usize,
    stamp: u32,
    /// Nodes visited since the solver was made.
    pub nodes: u64,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new(16)
    }
}

impl Solver {
    /// A solver with a table of `2^bits` entries.
    pub fn new(bits: u32) -> Solver {
        let size = 1usize << bits;
        Solver {
            table: vec![Entry::default(); size],
            mask: size - 1,
            stamp: 1,
            nodes: 0,
        }
    }

    /// Forgets the table (cheaply): the next searches are of another deal.
    pub fn new_deal(&mut self) {
        self.stamp = self.stamp.wrapping_add(1).max(1);
    }

    /// The value of `game` for `seat` (in [`SCALE`] units), searching `depth` card plays deep
    /// ([`FULL_DEPTH`] for an exact value).
    pub fn value(&mut self, game: &Game, seat: Seat, depth: u8) -> i32 {
        match game.to_act() {
            None => outcome_value(game, seat),
            Some(s) => {
                let v = self.search(game, -INF, INF, depth);
                if s == seat { v } else { -v }
            }
        }
    }

    /// The values of each of `actions` (legal in `game`) for the seat to act, exact or to `depth`.
    pub fn action_values(&mut self, game: &Game, actions: &[Action], depth: u8) -> Vec<i32> {
        let me = game.to_act().expect("a game in play");
        actions
            .iter()
            .map(|&a| {
                let mut child = *game;
                child
                    .apply(me, a)
                    .expect("the actions are legal in the game");
                let d = if matches!(a, Action::Play(_)) {
                    depth.saturating_sub(1)
                } else {
                    depth
                };
                self.value(&child, me, d)
            })
            .collect()
    }

    /// The best action for the seat to act and its value.
    pub fn best(&mut self, game: &Game, depth: u8) -> Option<(Action, i32)> {
        let moves = self.moves(game, None);
        let values = self.action_values(game, moves.as_slice(), depth);
        let mut best: Option<(Action, i32)> = None;
        for (&a, &v) in moves.as_slice().iter().zip(&values) {
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((a, v));
            }
        }
        best
    }

    /// The moves the search considers at a node, best guess first (`tt` from the table).
    fn moves(&self, game: &Game, tt: Option<u8>) -> Moves {
        let mut out = Moves::new();
        let seat = game.to_act().expect("a game in play");
        let legal = game.legal_actions();
        let points = game.points(seat);
        if legal.claim && points >= WINNING_POINTS {
            out.push(Action::Claim);
            // Only Schnorps pays a closer more: close first, then claim.
            if legal.close && game.variant() == Variant::Schnorps {
                out.push(Action::Close);
            }
            return out;
        }
        let mut scored: [(i32, Action); 16] = [(0, Action::Claim); 16];
        let mut n = 0;
        let trump = game.trump();
        let mut add = |score: i32, a: Action| {
            scored[n] = (score, a);
            n += 1;
        };
        for suit in legal.announce.iter() {
            add(
                1000 + if suit == trump { 10 } else { 0 },
                Action::Announce(suit),
            );
        }
        if legal.exchange {
            add(900, Action::Exchange);
        }
        match game.lead() {
            Some(led) => {
                for card in legal.plays {
                    add(answer_order(card, led, trump), Action::Play(card));
                }
            }
            None => {
                for card in legal.plays {
                    add(
                        lead_order(card, trump, game.is_strict()),
                        Action::Play(card),
                    );
                }
            }
        }
        if legal.close {
            add(-500, Action::Close);
        }
        let list = &mut scored[..n];
        if let Some(i) = tt
            && let Some(entry) = list.get_mut(usize::from(i))
        {
            entry.0 = i32::MAX;
        }
        // Stable: ties keep the legal order, so searches are repeatable.
        list.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        for &(_, a) in list.iter() {
            out.push(a);
        }
        out
    }

    fn key(game: &Game) -> (u64, u64) {
        let f = Seat::FOREHAND;
        let d = Seat::DEALER;
        let k1 = u64::from(game.hand(f).bits()) | (u64::from(game.hand(d).bits()) << 32);
        let tf = game.takings(f);
        let td = game.takings(d);
        let closing = game.closing().map_or(0u64, |c| {
            1 | (u64::from(c.by.index() as u8) << 1)
                | (u64::from(c.opponent_tricks == 0) << 2)
                | (u64::from(c.opponent_points < 33) << 3)
        });
        let mut k2 = game.talon_len() as u64;
        k2 |= (game.to_act().map_or(0, |s| s.index() as u64)) << 6;
        k2 |= game.lead().map_or(0, |c| c.index() as u64 + 1) << 7;
        k2 |= game.announced().map_or(0, |s| s.index() as u64 + 1) << 13;
        k2 |= closing << 16;
        k2 |= u64::from(tf.points()) << 20;
        k2 |= u64::from(td.points()) << 28;
        k2 |= u64::from(tf.tricks > 0) << 36;
        k2 |= u64::from(td.tricks > 0) << 37;
        k2 |= u64::from(tf.pending) << 38;
        k2 |= u64::from(td.pending) << 45;
        k2 |= game.trump_card().map_or(0, |c| c.index() as u64 + 1) << 52;
        (k1, k2)
    }

    fn slot(&self, k1: u64, k2: u64) -> usize {
        let h = (k1 ^ k2.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> 32) as usize & self.mask
    }

    /// Negamax: the value for the seat to act, within the window (`alpha`, `beta`).
    fn search(&mut self, game: &Game, mut alpha: i32, beta: i32, depth: u8) -> i32 {
        self.nodes += 1;
        let me = game.to_act().expect("search only games in play");
        let between_tricks = game.lead().is_none() && game.announced().is_none();
        // The strict phase is always searched to the end: it is small, and no estimate knows
        // what a closed talon is worth.
        if depth == 0 && between_tricks && !game.is_strict() {
            return estimate(game);
        }
        let (k1, k2) = Self::key(game);
        let slot = self.slot(k1, k2);
        let mut tt_move = None;
        {
            let e = &self.table[slot];
            if e.stamp == self.stamp && e.k1 == k1 && e.k2 == k2 {
                tt_move = Some(e.best);
                if e.depth >= depth {
                    match e.bound {
                        EXACT => return e.value,
                        LOWER if e.value >= beta => return e.value,
                        UPPER if e.value <= alpha => return e.value,
                        _ => {}
                    }
                }
            }
        }
        let moves = self.moves(game, tt_move);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_action = moves.list[0];
        for &a in moves.as_slice() {
            let mut child = *game;
            let applied = child.apply(me, a);
            debug_assert!(applied.is_ok(), "{a} is legal");
            let v = match child.to_act() {
                None => outcome_value(&child, me),
                Some(next) => {
                    let d = if matches!(a, Action::Play(_)) {
                        depth.saturating_sub(1)
                    } else {
                        depth
                    };
                    if next == me {
                        self.search(&child, alpha, beta, d)
                    } else {
                        -self.search(&child, -beta, -alpha, d)
                    }
                }
            };
            if v > best {
                best = v;
                best_action = a;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        let best_index = legal_index(game, best_action);
        self.table[slot] = Entry {
            k1,
            k2,
            stamp: self.stamp,
            value: best,
            depth,
            bound,
            best: best_index,
        };
        best
    }
}

/// The position of `action` in the order [`Solver::moves`] builds before sorting.
fn legal_index(game: &Game, action: Action) -> u8 {
    let legal = game.legal_actions();
    let mut i = 0u8;
    for suit in legal.announce.iter() {
        if action == Action::Announce(suit) {
            return i;
        }
        i += 1;
    }
    if legal.exchange {
        if action == Action::Exchange {
            return i;
        }
        i += 1;
    }
    for card in legal.plays {
        if action == Action::Play(card) {
            return i;
        }
        i += 1;
    }
    if legal.close && action == Action::Close {
        return i;
    }
    u8::MAX
}

/// Ordering score of a lead: in the strict phase high cards first (they tend to be winners),
/// in the open phase low non-trumps first.
fn lead_order(card: Card, trump: Suit, strict: bool) -> i32 {
    let rank = card.rank() as i32;
    let trumpy = card.suit() == trump;
    if strict {
        rank * 10 + if trumpy { 5 } else { 0 }
    } else {
        -(rank * 10) - if trumpy { 100 } else { 0 }
    }
}

/// Ordering score of an answer: the cheapest card that wins, then the cheapest that loses.
fn answer_order(card: Card, led: Card, trump: Suit) -> i32 {
    let wins = crate::rules::beats(card, led, trump);
    let cost = i32::from(card.points()) + if card.suit() == trump { 20 } else { 0 };
    if wins {
        // Taking a valuable lead is worth a lot; prefer taking with the cheapest card.
        200 + i32::from(led.points()) * 4 - cost
    } else {
        -cost
    }
}

/// The cards of `set` that no other card of `rest` beats in their suit (sure winners when led
/// in the strict phase, trumps aside).
pub fn top_cards(set: CardSet, rest: CardSet) -> CardSet {
    set.iter()
        .filter(|&c| (rest & CardSet::higher_in_suit(c)).is_empty())
        .collect()
}
