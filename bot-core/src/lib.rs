//! The platform-neutral core of Bummerl.
//!
//! - [`games`]: the game kernel and the games, each one among the others (the core names a
//!   game only by its registry entry).
//! - [`ids`]: who and where — platforms, channels, users — below the manager and the store.
//! - [`protocol`]: what the manager hears and says — commands, keys and their payloads,
//!   messages and views — as plain data below the manager, the words and the keys.
//! - [`manager`]: tables in channels, commands in, messages out; the Bummerl and leaderboard.
//! - [`store`]: the sled database behind the manager (through the manager's store trait), and
//!   what front ends have out per table.
//! - [`heal`]: when a front end syncs a table's messages again after a failure or a restart.
//! - [`text`]: the manager's messages as plain text in German and English, for every front end.
//! - [`simulate`]: random tables driven through the manager, for its benchmark and tests.

pub use bummerl_games as games;
pub mod heal;
pub mod ids;
pub mod manager;
#[cfg(any(test, feature = "test-support"))]
pub mod multipart;
pub mod picture;
pub mod present;
pub mod protocol;
pub mod scan;
pub mod simulate;
pub mod store;
pub mod text;
