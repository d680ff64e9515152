//! The exact play of a deal that hides nothing from the seat to move
//! ([`Computer::open_to`]: the stock used up, every card of the other hand known): an
//! alpha-beta search over the surface to the end of the deal, the seat maximizing its
//! [`Computer::value`] and the other seat minimizing it. Play-outs only sample such an ending;
//! the solver plays it as well as it can be played.
//!
//! [`Computer::open_to`]: crate::game::Computer::open_to
//! [`Computer::value`]: crate::game::Computer::value

use std::time::Instant;

use crate::any::AnyGame;
use crate::game::{Game, Move};

use super::Budget;

/// The most positions one solve visits before it gives the decision back to the search.
const NODES: u32 = 400_000;

/// The best move of `seat` where nothing is hidden from it and the rest of the deal is small
/// enough to solve within half the budget's time (the other half left to the search should
/// it give up) and [`NODES`]; `None` where it is not (a seat other than the one to move acts,
/// a move names cards still to be chosen, the solve ran out).
pub fn exact(game: &dyn Game, seat: usize, budget: Budget) -> Option<Move> {
    game.open_to(seat)
        .then(|| seen(game, seat, budget))
        .flatten()
}

/// As [`exact`], the deal taken as it lies whatever it hides from the seat: the `oracle`'s
/// ([`super::RIVALS`]), who sees every card.
pub(super) fn seen(game: &dyn Game, seat: usize, budget: Budget) -> Option<Move> {
    if game.to_act().as_slice() != [seat] {
        return None;
    }
    let mut solver = Solver {
        me: seat,
        nodes: 0,
        start: Instant::now(),
        budget,
    };
    let root = AnyGame::new(game.boxed());
    let moves = solver.moves(&root, seat)?;
    let (mut best, mut alpha) = (None, f64::NEG_INFINITY);
    for mv in moves {
        let child = solver.after(&root, seat, &mv)?;
        let worth = solver.value(&child, alpha, f64::INFINITY)?;
        if worth > alpha {
            (best, alpha) = (Some(mv), worth);
        }
    }
    best
}

/// One solve: whose value, and what it has spent.
struct Solver {
    me: usize,
    nodes: u32,
    start: Instant,
    budget: Budget,
}

impl Solver {
    /// The moves of `seat` at a position, or `None` if one of them is a verb still to be given
    /// its cards (the solver tries concrete moves only).
    fn moves(&self, at: &AnyGame, seat: usize) -> Option<Vec<Move>> {
        let game = at.get();
        let moves = game.legal(seat);
        let open = |mv: &Move| mv.arg_count() == 0 && game.choice(seat, mv.verb()).is_some();
        (!moves.iter().any(open)).then_some(moves)
    }

    /// The position after `seat` plays `mv`, counted against the budget; `None` once it is spent
    /// (or if the game refuses the move, which a legal move never is).
    fn after(&mut self, at: &AnyGame, seat: usize, mv: &Move) -> Option<AnyGame> {
        self.nodes += 1;
        let spent = self.nodes >= NODES
            || (self.nodes.is_multiple_of(1024) && self.start.elapsed() >= self.budget.time / 2);
        if spent {
            return None;
        }
        let mut next = at.clone();
        next.get_mut().apply(seat, mv).ok()?;
        Some(next)
    }

    /// The value of a position to `me` with both seats playing their best, within the window
    /// `alpha`..`beta` (a bound outside it); `None` where the solve must give up.
    fn value(&mut self, at: &AnyGame, alpha: f64, beta: f64) -> Option<f64> {
        let game = at.get();
        if game.score().is_some() {
            return Some(game.value(self.me));
        }
        let &[seat] = game.to_act().as_slice() else {
            return None;
        };
        let (lowest, highest) = (f64::NEG_INFINITY, f64::INFINITY);
        let mut window = Window::new(seat == self.me, alpha, beta, (lowest, highest));
        for mv in self.moves(at, seat)? {
            let child = self.after(at, seat, &mv)?;
            let (alpha, beta) = window.bounds();
            if window.take(self.value(&child, alpha, beta)?) {
                break;
            }
        }
        Some(window.best())
    }
}

/// The alpha-beta window at one position: the best value found so far for the side to move,
/// and the bounds outside which the position no longer matters. One fold for every exact
/// search of the games (this solver, the family's own over its quick deals).
pub(crate) struct Window<T> {
    best: T,
    alpha: T,
    beta: T,
    maxing: bool,
}

impl<T: PartialOrd + Copy> Window<T> {
    /// The window of a position between `alpha` and `beta`: `maxing` if the side to move is
    /// the searching one; `lowest` and `highest` values no outcome passes.
    pub(crate) fn new(maxing: bool, alpha: T, beta: T, (lowest, highest): (T, T)) -> Window<T> {
        let best = if maxing { lowest } else { highest };
        Window {
            best,
            alpha,
            beta,
            maxing,
        }
    }

    /// The bounds to search a move's position within.
    pub(crate) fn bounds(&self) -> (T, T) {
        (self.alpha, self.beta)
    }

    /// Folds in the value of a move; `true` once the window has closed and the other moves
    /// need no look.
    pub(crate) fn take(&mut self, value: T) -> bool {
        if self.maxing {
            if value > self.best {
                self.best = value;
            }
            if value > self.alpha {
                self.alpha = value;
            }
        } else {
            if value < self.best {
                self.best = value;
            }
            if value < self.beta {
                self.beta = value;
            }
        }
        self.alpha >= self.beta
    }

    /// The best value found: exact inside the window, a bound outside it.
    pub(crate) fn best(&self) -> T {
        self.best
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::search::{anyone, deterministic, random_move};

    /// The value of a position to `me` by plain minimax, every move tried.
    fn minimax(at: &AnyGame, me: usize) -> f64 {
        let game = at.get();
        if game.score().is_some() {
            return game.value(me);
        }
        let seat = game.to_act()[0];
        let values = game.legal(seat).into_iter().map(|mv| {
            let mut next = at.clone();
            next.get_mut().apply(seat, &mv).expect("a legal move");
            minimax(&next, me)
        });
        if seat == me {
            values.fold(f64::NEG_INFINITY, f64::max)
        } else {
            values.fold(f64::INFINITY, f64::min)
        }
    }

    /// A deal of `id` played at random until the seat to move has at most `cards` cards and
    /// nothing is hidden from it; `None` if the deal ended first.
    fn open_ending(id: &str, cards: usize, rng: &mut SmallRng) -> Option<(AnyGame, usize)> {
        let spec = crate::registry::spec(id).expect("a game of the registry");
        let rules = spec.rules(&serde_json::Map::new()).expect("the defaults");
        let mut game = (spec.new_match)(2, &rules, rng).expect("a deal");
        loop {
            let seat = anyone(game.get(), rng)?;
            if game.get().open_to(seat) && game.get().hand(seat).len() <= cards {
                return Some((game, seat));
            }
            let mv = random_move(game.get(), seat, rng)?;
            game.get_mut()
                .apply(seat, &mv)
                .expect("a random legal move");
        }
    }

    /// In open endings of the trick games, the solver's move is worth exactly the best that
    /// plain minimax finds among all the moves: the pruning never loses the best move.
    #[test]
    fn the_solver_plays_a_best_move_of_plain_minimax() {
        let mut rng = SmallRng::seed_from_u64(5);
        for id in [
            "elfern",
            "mariage_alt",
            "briscon",
            "boehmischer_schneider",
            "mariage",
        ] {
            let mut solved = 0;
            while solved < 6 {
                let Some((game, seat)) = open_ending(id, 4, &mut rng) else {
                    continue;
                };
                let mv = exact(game.get(), seat, deterministic(1)).expect("a small open ending");
                let worth = |mv: &Move| {
                    let mut next = game.clone();
                    next.get_mut().apply(seat, mv).expect("a legal move");
                    minimax(&next, seat)
                };
                let best = game
                    .get()
                    .legal(seat)
                    .iter()
                    .map(worth)
                    .fold(f64::MIN, f64::max);
                assert_eq!(worth(&mv), best, "{id}: {mv} in {:?}", game.get().save());
                solved += 1;
            }
        }
    }

    /// A deal that still hides cards is left to the search.
    #[test]
    fn a_hidden_deal_is_not_solved() {
        let spec = crate::registry::spec("elfern").expect("Elfern");
        let rules = spec.rules(&serde_json::Map::new()).expect("the defaults");
        let mut rng = SmallRng::seed_from_u64(1);
        let game = (spec.new_match)(2, &rules, &mut rng).expect("a deal");
        let seat = anyone(game.get(), &mut rng).expect("a seat to lead");
        assert!(!game.get().open_to(seat));
        assert_eq!(exact(game.get(), seat, deterministic(1)), None);
    }
}
