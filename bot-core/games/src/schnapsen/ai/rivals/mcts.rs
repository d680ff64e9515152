//! cpatrasciuc's MCTS player (schnapsen-card-game, the 100k setting of its evaluation): 150 deals
//! consistent with the view (all of them when fewer are possible, the iterations then shared out
//! among them), a separate UCT tree on each, the values of the root's actions averaged over the
//! trees, and the best average played (ties at random).
//!
//! Each tree: select by UCB1 (exploration 1) among the children not yet solved, ties at random;
//! at the first node with an untried action, play random untried actions to the end of the game,
//! every one a new node; back the result up (game points over 3 for the winner, the negative for
//! the loser). A node whose actions are all tried and solved is solved itself, with its exact
//! minimax value, and is not selected again; a tree whose root is solved stops early.

use rand::Rng;

use super::{choices, nth_bit};
use crate::schnapsen::ai::position::{Deck, NONE, Position};
use crate::schnapsen::ai::sampling;
use crate::schnapsen::ai::solver::decode;
use crate::schnapsen::rules::{Action, PlayerView};

/// Deals searched per decision in the 100k setting.
pub(super) const DEALS: usize = 150;

/// Iterations per deal in the 100k setting, when there are [`DEALS`] of them.
pub(super) const ITERATIONS: usize = 667;

/// The exploration constant of UCB1.
const EXPLORATION: f64 = 1.0;

/// "No node".
const NIL: u32 = u32::MAX;

/// The choice with up to `deals` deals of `iterations` each (more each when fewer deals are
/// possible: the budget is `deals * iterations` in all).
pub(super) fn decide(
    view: &PlayerView,
    rng: &mut impl Rng,
    deals: usize,
    iterations: usize,
) -> Option<Action> {
    let budget = deals * iterations;
    let deals = sampling::deals(view, deals, rng);
    if deals.is_empty() {
        return None;
    }
    let iterations = budget / deals.len();
    let mut sums = [0f64; 64];
    let mut counts = [0u32; 64];
    let mut tree = Tree::default();
    for game in &deals {
        let (p, deck) = Position::of(game);
        tree.search(p, &deck, iterations, rng);
        for (code, value) in tree.root_values() {
            sums[usize::from(code)] += value;
            counts[usize::from(code)] += 1;
        }
    }
    let mean = |c: usize| sums[c] / f64::from(counts[c]);
    let tried: Vec<usize> = (0..64).filter(|&c| counts[c] > 0).collect();
    let best = tried.iter().map(|&c| mean(c)).fold(f64::MIN, f64::max);
    let ties: Vec<usize> = tried.into_iter().filter(|&c| mean(c) == best).collect();
    let code = *ties.get(rng.random_range(0..ties.len()))?;
    Some(decode(code as u8))
}

/// A node of one deal's tree.
struct Node {
    pos: Position,
    /// The code of the action that led here.
    action: u8,
    /// The seat whose side `value` and `total` take: the seat to act (seat 0 at the end).
    player: u8,
    /// Codes of the actions not yet tried.
    untried: u64,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Sum of the results backed up through the node.
    total: f64,
    /// The mean result, or the exact value once solved.
    value: f64,
    /// The UCB1 exploration term, as of the parent's last update.
    explore: f64,
    solved: bool,
    /// Among the parent's best by UCB1.
    best: bool,
}

#[derive(Default)]
struct Tree {
    nodes: Vec<Node>,
    /// Buffers reused by every iteration: the path from the root, the children open to
    /// selection (or being updated), and the best of them.
    path: Vec<u32>,
    open: Vec<u32>,
    pick: Vec<u32>,
}

impl Tree {
    /// Runs up to `iterations` on the deal of `root`.
    fn search(&mut self, root: Position, deck: &Deck, iterations: usize, rng: &mut impl Rng) {
        self.nodes.clear();
        self.add(root, deck, 0);
        for _ in 0..iterations {
            if !self.iterate(deck, rng) {
                break;
            }
        }
    }

    /// The root's actions and their values for the seat to act there.
    fn root_values(&self) -> Vec<(u8, f64)> {
        let root = &self.nodes[0];
        self.children(0)
            .map(|c| (self.nodes[c as usize].action, self.side(root.player, c)))
            .collect()
    }

    fn add(&mut self, pos: Position, deck: &Deck, action: u8) -> u32 {
        let mut node = Node {
            pos,
            action,
            player: pos.to_act,
            untried: 0,
            first_child: NIL,
            next_sibling: NIL,
            visits: 0,
            total: 0.0,
            value: 0.0,
            explore: 0.0,
            solved: false,
            best: false,
        };
        match pos.outcome {
            Some((winner, points)) => {
                let won = f64::from(points) / 3.0;
                node.player = 0;
                node.value = match winner {
                    NONE => 0.0,
                    0 => won,
                    _ => -won,
                };
                node.total = node.value;
                node.visits = 1;
                node.solved = true;
            }
            None => node.untried = choices(&pos, deck, true),
        }
        self.nodes.push(node);
        (self.nodes.len() - 1) as u32
    }

    fn children(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        std::iter::successors(
            Some(self.nodes[node as usize].first_child).filter(|&c| c != NIL),
            |&c| Some(self.nodes[c as usize].next_sibling).filter(|&n| n != NIL),
        )
    }

    /// The value of `node` for `player`.
    fn side(&self, player: u8, node: u32) -> f64 {
        let n = &self.nodes[node as usize];
        if n.player == player {
            n.value
        } else {
            -n.value
        }
    }

    /// One iteration; `false` once the root is solved.
    fn iterate(&mut self, deck: &Deck, rng: &mut impl Rng) -> bool {
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
        loop {
            let n = &self.nodes[node as usize];
            if n.pos.outcome.is_some() || n.untried != 0 {
                break;
            }
            let (mut open, mut pick) = (
                std::mem::take(&mut self.open),
                std::mem::take(&mut self.pick),
            );
            open.clear();
            open.extend(
                self.children(node)
                    .filter(|&c| !self.nodes[c as usize].solved),
            );
            pick.clear();
            pick.extend(open.iter().filter(|&&c| self.nodes[c as usize].best));
            let from = if pick.is_empty() { &open } else { &pick };
            let chosen = (!from.is_empty()).then(|| from[rng.random_range(0..from.len())]);
            (self.open, self.pick) = (open, pick);
            let Some(chosen) = chosen else {
                return false;
            };
            node = chosen;
            self.path.push(node);
        }
        while self.nodes[node as usize].pos.outcome.is_none() {
            let untried = self.nodes[node as usize].untried;
            let code = nth_bit(untried, rng.random_range(0..untried.count_ones()));
            self.nodes[node as usize].untried &= !(1u64 << code);
            let mut pos = self.nodes[node as usize].pos;
            pos.apply(deck, decode(code));
            let child = self.add(pos, deck, code);
            self.nodes[child as usize].next_sibling = self.nodes[node as usize].first_child;
            self.nodes[node as usize].first_child = child;
            node = child;
            self.path.push(child);
        }
        let result = self.nodes[node as usize].value;
        for i in (0..self.path.len()).rev() {
            let x = self.path[i] as usize;
            if self.nodes[x].pos.outcome.is_some() {
                continue;
            }
            let n = &mut self.nodes[x];
            n.visits += 1;
            n.total += if n.player == 0 { result } else { -result };
            self.update_children(x as u32);
        }
        true
    }

    /// Refreshes the values and exploration terms of `node`'s children, solves those whose
    /// actions are all tried and solved, and marks the best by UCB1.
    fn update_children(&mut self, node: u32) {
        let parent = &self.nodes[node as usize];
        let (player, ln) = (parent.player, f64::from(parent.visits).ln());
        let mut children = std::mem::take(&mut self.open);
        children.clear();
        children.extend(self.children(node));
        for &c in &children {
            let n = &self.nodes[c as usize];
            if n.solved {
                continue;
            }
            if n.untried == 0 && self.children(c).all(|g| self.nodes[g as usize].solved) {
                let value = self
                    .children(c)
                    .map(|g| self.side(n.player, g))
                    .fold(f64::MIN, f64::max);
                let n = &mut self.nodes[c as usize];
                n.value = value;
                n.solved = true;
            } else {
                let n = &mut self.nodes[c as usize];
                n.value = n.total / f64::from(n.visits);
                n.explore = EXPLORATION * (2.0 * ln / f64::from(n.visits)).sqrt();
            }
        }
        let score = |t: &Tree, c: u32| t.side(player, c) + t.nodes[c as usize].explore;
        let best = children
            .iter()
            .filter(|&&c| !self.nodes[c as usize].solved)
            .map(|&c| score(self, c))
            .fold(f64::MIN, f64::max);
        for &c in &children {
            let flag = !self.nodes[c as usize].solved && score(self, c) == best;
            self.nodes[c as usize].best = flag;
        }
        self.open = children;
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::SmallRng;

    use super::*;
    use crate::schnapsen::ai::solver::{FULL_DEPTH, Solver};
    use crate::schnapsen::rules::{Game, HouseRules, Variant, WINNING_POINTS};

    /// Once the talon is exhausted there is one deal, and a tree that has searched it through
    /// knows its exact value: the choice must be one the exact solver rates best. Wrong signs
    /// in the backup or the solving would pick worse cards.
    #[test]
    fn plays_exhausted_endgames_exactly() {
        let mut solver = Solver::new(14);
        let mut checked = 0;
        for seed in 0..300u64 {
            let variant = Variant::ALL[(seed % 3) as usize];
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut game = Game::shuffled(variant, HouseRules::for_variant(variant), &mut rng);
            // Random play into the strict phase with an exhausted talon and few cards left.
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                if game.talon_len() == 0 && view.hand.len() <= 4 && game.lead().is_none() {
                    break;
                }
                let legal: Vec<Action> = game
                    .legal_actions()
                    .iter()
                    .filter(|&a| !matches!(a, Action::Claim | Action::Close))
                    .collect();
                game.apply(seat, legal[rng.random_range(0..legal.len())])
                    .unwrap();
            }
            let Some(seat) = game.to_act() else { continue };
            let view = game.view(seat);
            if view.points >= WINNING_POINTS || game.talon_len() != 0 {
                continue;
            }
            let actions: Vec<Action> = game
                .legal_actions()
                .iter()
                .filter(|&a| a != Action::Claim)
                .collect();
            solver.new_deal();
            let values = solver.action_values(&game, &actions, FULL_DEPTH);
            let best = *values.iter().max().unwrap();
            let chosen = decide(&view, &mut rng, 1, 20_000).expect("a choice");
            let i = actions.iter().position(|&a| a == chosen).unwrap();
            assert_eq!(
                values[i], best,
                "{chosen} in {variant} game {seed}: {actions:?} {values:?}"
            );
            checked += 1;
        }
        assert!(checked > 100, "only {checked} endgames");
    }
}
