//! The computer player: decides from one seat's [`PlayerView`] — never from a [`Game`] — so it
//! cannot read the opponent's hand or the unseen talon; that is structural, since nothing of the
//! real table but the view is handed to it.
//!
//! Three levels ([`Level`]):
//! - `random`: any legal action (claims only with 66);
//! - `easy`: a greedy heuristic (claims at 66, announces, exchanges, takes valuable tricks cheaply,
//!   keeps its trumps);
//! - `strong`: perfect-information Monte Carlo — deals consistent with the view, each searched by
//!   an exact alpha-beta [`solver`], the action with the best mean value taken.
//!
//! Besides the levels, [`rivals`] re-implements two published Schnapsen programs, so that the
//! strong level can be measured against them with `bummerl arena`.
//!
//! Everything is deterministic for a given seed: the budget is counted in sampled deals and
//! search nodes, not in time, unless a time limit is set explicitly ([`Budget::time`]).
//!
//! [`Game`]: crate::schnapsen::rules::Game

pub mod bauern;
mod closing;
mod easy;
mod estimate;
mod inference;
mod position;
mod random;
pub mod rivals;
pub mod sampling;
pub mod solver;
mod strong;

use std::fmt;
use std::time::Duration;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use crate::lang::Lang;
use crate::level::Level;
use crate::schnapsen::rules::{Action, PlayerView};

/// How much the strong player may search per decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Deals consistent with the view to search (all of them when fewer are possible).
    pub samples: usize,
    /// Solver nodes after which no further deal is started (at least one is always searched).
    pub nodes: u64,
    /// The search depth in card plays; `None` chooses by variant and stage of the game.
    pub depth: Option<u8>,
    /// A wall-clock limit after which no further deal is started. Makes decisions depend on
    /// the machine's speed, so it is off by default.
    pub time: Option<Duration>,
}

impl Budget {
    /// The default: at most 96 deals and 500,000 solver nodes, which keeps a decision well under
    /// 50 ms on one core of a small server (release build; Schnapsen against the easy level,
    /// 2,000-deal arenas: mean 4 ms, 95th percentile 22 ms). Twice the deals bought nothing
    /// against the MCTS rival (500 deals, seed 1): 50.3% of the games and Bummerl 85:73, against
    /// 51.3% and 89:68 with 96.
    pub const DEFAULT: Budget = Budget {
        samples: 96,
        nodes: 500_000,
        depth: None,
        time: None,
    };

    /// A small budget for tests: few deals, shallow search.
    pub const SMALL: Budget = Budget {
        samples: 6,
        nodes: 20_000,
        depth: Some(4),
        time: None,
    };
}

impl Default for Budget {
    fn default() -> Self {
        Budget::DEFAULT
    }
}

/// Why the player chose its action: a reason small enough for a one-line hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// There was nothing else to do.
    OnlyMove,
    /// The seat has 66: "Danke, genug".
    Claim,
    /// Schnorps: the seat has 66 and closes first, then claims — a closer is paid double.
    CloseToClaim,
    /// A marriage: announce it, or lead from it.
    Marriage,
    /// Take the face-up trump card for the robbing card.
    Exchange,
    /// Close the talon: the hand can make 66 without it.
    Close,
    /// Take the trick on the table.
    Take,
    /// Let the trick go cheaply.
    Duck,
    /// The lead that does best.
    Lead,
    /// Chosen at random (the `random` level).
    Random,
    /// Four and three: trump from the strongest suit of the first packet.
    Trump,
    /// Four and three: no suit of the first packet is worth naming; a card of the second decides.
    Turn,
    /// Four and three: three Jacks in the first packet, so the cards are dealt again.
    Redeal,
    /// Four and three: the hand can make this game.
    Bid,
    /// Four and three: the hand is not strong enough for a higher game ("Gut").
    Pass,
    /// Four and three: doubling pays, the own side will probably win the game (Kontra against
    /// the declarer, Retour and Subkontra for him).
    Double,
    /// Dreierschnapsen: the two cards the declarer needs least.
    Discard,
    /// Four and three, out of turn: doubling does not pay, so say "Gut" and let the game go on.
    NoDouble,
}

impl Why {
    /// The message of the reason in the family's catalogue.
    const fn id(self) -> &'static str {
        match self {
            Why::OnlyMove => "why-only-move",
            Why::Claim => "why-claim",
            Why::CloseToClaim => "why-close-to-claim",
            Why::Marriage => "why-marriage",
            Why::Exchange => "why-exchange",
            Why::Close => "why-close",
            Why::Take => "why-take",
            Why::Duck => "why-duck",
            Why::Lead => "why-lead",
            Why::Random => "why-random",
            Why::Trump => "why-trump",
            Why::Turn => "why-turn",
            Why::Redeal => "why-redeal",
            Why::Bid => "why-bid",
            Why::Pass => "why-pass",
            Why::Double => "why-double",
            Why::Discard => "why-discard",
            Why::NoDouble => "why-no-double",
        }
    }

    /// Why the computer player would make a move, as a short phrase (the hint's words).
    pub fn text(self, lang: Lang) -> String {
        super::WORDS.text(lang, self.id())
    }
}

impl fmt::Display for Why {
    /// The reason's name (`why-take`), for logs and benchmarks; players read [`Why::text`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id().trim_start_matches("why-"))
    }
}

/// A decision: the action, its value and the reason.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decision {
    /// The action to take; always one of the view's legal actions.
    pub action: Action,
    /// The expected game points for the seat (negative: expected loss), as far as the level
    /// knows; 0 for the levels that do not search.
    pub value: f32,
    /// Why.
    pub why: Why,
}

/// Decides for the seat of `view`, which must be the seat to act. `None` if it is not to act
/// (or the game is over). Deterministic in `seed` unless `budget` sets a time limit.
pub fn decide(level: Level, view: &PlayerView, budget: &Budget, seed: u64) -> Option<Decision> {
    if view.public.to_act != Some(view.seat) || view.legal.is_empty() {
        return None;
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    Some(match level {
        Level::Random => random::decide(view, &mut rng),
        Level::Easy => easy::decide(view),
        Level::Strong => strong::decide(view, budget, &mut rng),
    })
}

/// A computer player for one table: a level, a budget and its own random stream, so that a
/// whole game is repeatable from the seed it was made with.
#[derive(Clone, Debug)]
pub struct Player {
    level: Level,
    budget: Budget,
    rng: SmallRng,
}

impl Player {
    /// A player of `level` with the default budget.
    pub fn new(level: Level, seed: u64) -> Player {
        Player::with_budget(level, Budget::DEFAULT, seed)
    }

    /// A player of `level` with `budget`.
    pub fn with_budget(level: Level, budget: Budget, seed: u64) -> Player {
        Player {
            level,
            budget,
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// The player's level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Decides for the seat of `view` (see [`decide`]).
    pub fn decide(&mut self, view: &PlayerView) -> Option<Decision> {
        let seed = self.rng.random();
        decide(self.level, view, &self.budget, seed)
    }
}
