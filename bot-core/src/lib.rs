//! The platform-neutral core of Bummerl.
//!
//! - [`rules`]: the rules engine of the Schnapsen family — pure, synchronous, no IO.
//! - [`ai`]: the computer player, which decides from a seat's view only.
//! - [`ids`]: who and where — platforms, channels, users — below the manager and the store.
//! - [`manager`]: tables in channels, commands in, messages out; the Bummerl and leaderboard.
//! - [`store`]: the sled database behind the manager (through the manager's store trait), and
//!   what front ends have out per table.
//! - [`heal`]: when a front end syncs a table's messages again after a failure or a restart.
//! - [`text`]: the manager's messages as plain text in German and English, for every front end.
//! - [`replay`]: the conformance scenario format (`bummerl replay`), also IO-free.
//! - [`simulate`]: whole random games, for benchmarks and property tests.

// Lets unit tests share `tests/common`, which names this crate `bot_core`.
#[cfg(test)]
extern crate self as bot_core;

pub use bummerl_games as games;
pub mod ai;
pub mod heal;
pub mod ids;
pub mod manager;
pub mod present;
pub mod replay;
pub mod rules;
pub mod simulate;
pub mod store;
pub mod text;
