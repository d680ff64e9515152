//! Bummerl's games as modules.
//!
//! A game is one module that implements [`Game`] for the state of one deal (its rules, its
//! match, its words and its hidden information) and one entry of the [`REGISTRY`]. Everything
//! else — the table manager, `bummerl replay`, the computer player ([`search`]), the buttons of
//! every front end — works from that surface alone, through one dispatch point:
//! [`AnyGame::get`], as shakmaty's `VariantPosition` does.
//!
//! This crate sits below the manager: it knows cards, seats, moves and languages, never users,
//! channels or the store.

pub mod card;
pub mod frame;
pub mod game;
pub mod lang;
pub mod registry;
pub mod replay;
pub mod search;

mod any;

pub use any::AnyGame;
pub use card::{Card, CardSet, Pack, Rank, Suit};
pub use game::{Choice, Game, Move, Refusal, Standing, View};
pub use lang::Lang;
pub use registry::{GameSpec, HouseRule, Rules, spec};

// The games: one line each.
games! {
    boehmischer_schneider,
    bassette,
}
