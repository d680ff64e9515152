//! Information-set Monte Carlo tree search (single observer, Cowling, Powley and Whitehouse
//! 2012) over the game surface: one tree of the searching seat's knowledge, each iteration a
//! fresh deal as the seat could imagine it ([`Deal::determinize`]) walked down the tree by
//! UCB1 among the moves that deal allows, one new node, a play-out, and every node on the way
//! credited with what the deal ended worth to the seat that chose its move
//! ([`Computer::value`]). Unlike the flat search it spends its play-outs on the promising
//! moves and sees the others' best answers, not their random ones. Every imagined deal holds
//! the seat's own hand as it is, so the others' nodes learn it; a game whose play-outs move
//! blind to it may have the others walked by them instead ([`Computer::others_by_playout`]).
//!
//! [`Deal::determinize`]: crate::game::Deal::determinize
//! [`Computer::value`]: crate::game::Computer::value
//! [`Computer::others_by_playout`]: crate::game::Computer::others_by_playout

use std::time::Instant;

use rand::Rng;
use rand::RngCore;

use super::{Budget, Choices, Sight, candidates_by, concrete, playout};
use crate::game::{Game, Move};

/// UCB1's exploration constant, on values scaled to 0..1 by the range seen so far.
const EXPLORE: f64 = 0.7;

/// The most moves a walk down the tree takes (a deal that does not end).
const MAX_DEPTH: usize = 2_000;

/// One node: the move that led to it, by whom, and what it earned that seat.
#[derive(Debug)]
struct Node {
    /// The seat that made the move.
    mover: usize,
    /// The move.
    mv: Move,
    /// Its children, by index.
    children: Vec<u32>,
    /// Walks through it.
    visits: u32,
    /// Walks through its parent in which its move was legal.
    available: u32,
    /// The sum of what those walks' deals were worth to `mover`.
    total: f64,
}

/// The tree, its nodes in one vector (the root first, with no move of its own).
struct Tree {
    nodes: Vec<Node>,
    /// The least and the most value seen, to scale values for UCB1.
    low: f64,
    high: f64,
}

impl Tree {
    fn add(&mut self, parent: usize, mover: usize, mv: Move) -> usize {
        let index = self.nodes.len();
        self.nodes.push(Node {
            mover,
            mv,
            children: Vec::new(),
            visits: 0,
            available: 0,
            total: 0.0,
        });
        self.nodes[parent].children.push(index as u32);
        index
    }

    /// The child of `parent` that `mover`'s move `mv` leads to, or `mv` to add as a new one.
    fn step_to(&self, parent: usize, mover: usize, mv: Move) -> Step {
        let found = self.nodes[parent]
            .children
            .iter()
            .map(|&c| c as usize)
            .find(|&c| self.nodes[c].mover == mover && self.nodes[c].mv == mv);
        found.map_or(Step::Expand(mv), Step::Walk)
    }

    /// The child of `parent` to walk to among the `legal` moves of `mover` (each counted
    /// available), or the move to add as a new child.
    fn select(
        &mut self,
        parent: usize,
        mover: usize,
        legal: &[Move],
        rng: &mut dyn RngCore,
    ) -> Step {
        let mut untried: Option<Move> = None;
        let mut seen = 0u32;
        let mut best: Option<(f64, usize)> = None;
        let range = (self.high - self.low).max(1e-9);
        for mv in legal {
            let found = self.nodes[parent]
                .children
                .iter()
                .map(|&c| c as usize)
                .find(|&c| self.nodes[c].mover == mover && self.nodes[c].mv == *mv);
            match found {
                None => {
                    // Reservoir: each untried move equally likely.
                    seen += 1;
                    if rng.random_range(0..seen) == 0 {
                        untried = Some(*mv);
                    }
                }
                Some(child) => {
                    let node = &mut self.nodes[child];
                    node.available += 1;
                    if untried.is_none() {
                        let mean = (node.total / f64::from(node.visits.max(1)) - self.low) / range;
                        let ucb = mean
                            + EXPLORE
                                * (f64::from(node.available).ln() / f64::from(node.visits.max(1)))
                                    .sqrt();
                        if best.is_none_or(|(b, _)| ucb > b) {
                            best = Some((ucb, child));
                        }
                    }
                }
            }
        }
        match (untried, best) {
            (Some(mv), _) => Step::Expand(mv),
            (None, Some((_, child))) => Step::Walk(child),
            (None, None) => Step::Stuck,
        }
    }
}

/// What [`Tree::select`] decided.
enum Step {
    Walk(usize),
    Expand(Move),
    Stuck,
}

/// A legal move made concrete inside the tree: a verb that asks for cards gets the choice
/// the game's play-outs make ([`Computer::playout_move`]) where it makes one of that verb, else
/// a random one — below the root every discard (the other seat's, and the seat's own later
/// one) walked as it would be made, not a new random way of it at each walk.
///
/// [`Computer::playout_move`]: crate::game::Computer::playout_move
fn sensibly(game: &dyn Game, seat: usize, mv: Move, rng: &mut dyn RngCore) -> Move {
    if mv.arg_count() == 0
        && game.choice(seat, mv.verb()).is_some()
        && let Some(quick) = game.playout_move(seat, rng)
        && quick.verb() == mv.verb()
    {
        return quick;
    }
    concrete(game, seat, mv, rng)
}

/// The move the tree search finds for `seat` within `budget` (`None` if the seat has no
/// move): the root's most visited move.
pub fn search(game: &dyn Game, seat: usize, budget: Budget, rng: &mut dyn RngCore) -> Option<Move> {
    search_seeing(game, seat, budget, Sight::Own, rng)
}

/// [`search`] over the deals `sight` gives: the seat's imagined ones, the deal itself for the
/// `oracle`, or every hand as it lies for `hands` ([`super::RIVALS`]).
pub(super) fn search_seeing(
    game: &dyn Game,
    seat: usize,
    budget: Budget,
    sight: Sight,
    rng: &mut dyn RngCore,
) -> Option<Move> {
    let root_moves = candidates_by(game, seat, Choices::Every, rng);
    if root_moves.len() <= 1 {
        return root_moves.into_iter().next();
    }
    let mut tree = Tree {
        nodes: vec![Node {
            mover: seat,
            mv: root_moves[0],
            children: Vec::new(),
            visits: 0,
            available: 0,
            total: 0.0,
        }],
        low: f64::INFINITY,
        high: f64::NEG_INFINITY,
    };
    for &mv in &root_moves {
        tree.add(0, seat, mv);
    }
    // The others play blind to the seat's hand where the seat imagines the deal; seeing every
    // hand (the measuring rivals), each knows the others' as the tree does.
    let blind_others = sight == Sight::Own && game.others_by_playout();
    let start = Instant::now();
    let mut path: Vec<usize> = Vec::with_capacity(64);
    let mut legal: Vec<Move> = Vec::with_capacity(32);
    for _ in 0..budget.playouts {
        if start.elapsed() >= budget.time {
            break;
        }
        let mut world = sight.world(game, seat, rng);
        path.clear();
        let mut node = 0usize;
        let mut first = true;
        for _ in 0..MAX_DEPTH {
            if world.get().is_over() {
                break;
            }
            let actors = world.get().to_act();
            let actor = if first {
                seat
            } else {
                match actors.as_slice() {
                    [] => break,
                    &[one] => one,
                    many => many[rng.random_range(0..many.len())],
                }
            };
            legal.clear();
            if first {
                legal.extend_from_slice(&root_moves);
            } else {
                for mv in world.get().legal(actor) {
                    legal.push(sensibly(world.get(), actor, mv, rng));
                }
            }
            first = false;
            let by_playout = (blind_others && actor != seat)
                .then(|| world.get().playout_move(actor, rng))
                .flatten();
            let step = match by_playout {
                Some(mv) => tree.step_to(node, actor, mv),
                None => tree.select(node, actor, &legal, rng),
            };
            match step {
                Step::Walk(child) => {
                    let mv = tree.nodes[child].mv;
                    if world.get_mut().apply(actor, &mv).is_err() {
                        break;
                    }
                    path.push(child);
                    node = child;
                }
                Step::Expand(mv) => {
                    if world.get_mut().apply(actor, &mv).is_err() {
                        break;
                    }
                    let child = tree.add(node, actor, mv);
                    tree.nodes[child].available = 1;
                    path.push(child);
                    break;
                }
                Step::Stuck => break,
            }
        }
        if playout(&mut world, rng).is_none() {
            continue;
        }
        for &index in &path {
            let value = world.get().value(tree.nodes[index].mover);
            tree.low = tree.low.min(value);
            tree.high = tree.high.max(value);
            let node = &mut tree.nodes[index];
            node.visits += 1;
            node.total += value;
        }
    }
    let root = &tree.nodes[0];
    root.children
        .iter()
        .map(|&c| &tree.nodes[c as usize])
        .max_by(|a, b| {
            a.visits.cmp(&b.visits).then(
                (a.total / f64::from(a.visits.max(1)))
                    .total_cmp(&(b.total / f64::from(b.visits.max(1)))),
            )
        })
        .map(|n| n.mv)
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::arena::{self, Opponents, Player, Side};
    use crate::registry::GameId;
    use crate::search::{anyone, deterministic, random_move};

    /// In every game, at the start of a deal and after some random moves, the tree's move is
    /// one the deal takes from that seat — over imagined deals, over the deal itself (the
    /// `oracle`'s) and over deals with every hand in sight (the `hands` rival's).
    #[test]
    fn the_tree_plays_a_move_the_deal_takes_in_every_game() {
        let mut rng = SmallRng::seed_from_u64(7);
        for id in GameId::all() {
            let spec = id.spec();
            let rules = spec.rules(&serde_json::Map::new()).expect("the defaults");
            for moves in [0, 5, 11] {
                let mut game = (spec.new_match)(spec.seats.0, &rules, &mut rng).expect("a deal");
                for _ in 0..moves {
                    let Some(seat) = anyone(game.get(), &mut rng) else {
                        break;
                    };
                    let Some(mv) = random_move(game.get(), seat, &mut rng) else {
                        break;
                    };
                    game.get_mut()
                        .apply(seat, &mv)
                        .expect("a random legal move");
                }
                let Some(seat) = anyone(game.get(), &mut rng) else {
                    continue;
                };
                for sight in [Sight::Own, Sight::All, Sight::Hands] {
                    let mv = search_seeing(game.get(), seat, deterministic(60), sight, &mut rng);
                    let mv = mv.unwrap_or_else(|| panic!("{}: no move for seat {seat}", spec.id));
                    let mut next = game.clone();
                    assert!(
                        next.get_mut().apply(seat, &mv).is_ok(),
                        "{}: the tree seeing {sight:?} chose {mv:?}, which the deal refuses",
                        spec.id
                    );
                }
            }
        }
    }

    /// The tree wins most deals of Mariage against random play.
    #[test]
    fn the_tree_beats_random_play() {
        let spec = crate::registry::spec("mariage").unwrap();
        let tree = Side {
            player: Player::Own("tree"),
            budget: deterministic(150),
        };
        let r = arena::duel(spec, tree, Opponents::Random, 0, 30, 1);
        assert!(
            r.won >= 2 * r.lost && r.won >= 15,
            "the tree won {} and lost {} of 30 deals against random play",
            r.won,
            r.lost
        );
    }
}
