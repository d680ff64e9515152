//! Bummerl's games as modules.
//!
//! A game is one module that implements [`Deal`], [`Words`] and [`Computer`] — together
//! [`Game`] — for the state of one deal (its rules, its match, its words and its hidden
//! information) and one entry of the [`REGISTRY`]. Everything else — the table manager,
//! `bummerl replay`, the computer player ([`search`]), the buttons of every front end — works
//! from that surface alone, through one dispatch point: [`AnyGame::get`], as shakmaty's
//! `VariantPosition` does.
//!
//! This crate sits below the manager: it knows cards, seats, moves and languages, never users,
//! channels or the store.

pub mod arena;
pub mod card;
pub mod catalogue;
pub mod frame;
pub mod game;
pub mod glossary;
pub mod lang;
pub mod legacy;
pub mod level;
pub mod moves;
pub mod registry;
pub mod replay;
pub mod search;
pub mod trick;
pub mod typed;

mod any;
mod deal;
mod hidden;
mod honours;
mod house;
mod notes;
mod score;
#[cfg(test)]
mod testkit;
mod unit;
pub mod words;

pub use any::AnyGame;
pub use card::{Card, CardSet, Pack, Rank, Suit};
pub use game::{
    Choice, Computer, Deal, Game, Lying, Move, Open, Opening, Refusal, Scene, Scores, Standing,
    View, Words,
};
pub use house::{HouseRuleError, parse_switch};
pub use lang::Lang;
pub use level::Level;
pub use registry::{GameId, GameSpec, HouseRule, Rules, TableTraits, spec};
pub use unit::Unit;

// The games, each a module and an entry of the registry, in the order players see them. Adding a
// game is its module (its `mod` line here) and its line in `REGISTRY`.
pub mod bassette;
pub mod boehmischer_schneider;
pub mod briscon;
pub mod ecarte;
pub mod elfern;
pub mod imperial;
pub mod mariage;
pub mod mariage_alt;
pub mod piquemedrille;
pub mod portugalese;
pub mod quinze;
pub mod schlauch;
pub mod schnapsen;

/// Every game, in the order players see them.
pub static REGISTRY: &[&GameSpec] = &[
    &schnapsen::SCHNAPSEN,
    &schnapsen::SECHSUNDSECHZIG,
    &schnapsen::SCHNORPS,
    &schnapsen::BAUERNSCHNAPSEN,
    &schnapsen::DREIERSCHNAPSEN,
    &boehmischer_schneider::SPEC,
    &elfern::SPEC,
    &mariage::SPEC,
    &mariage_alt::SPEC,
    &briscon::SPEC,
    &ecarte::SPEC,
    &imperial::SPEC,
    &piquemedrille::SPEC,
    &portugalese::SPEC,
    &quinze::SPEC,
    &bassette::SPEC,
    &schlauch::SPEC,
];
