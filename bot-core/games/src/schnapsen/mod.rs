//! The Schnapsen family — Schnapsen, Sechsundsechzig, Schnorps, Mitschreiben, Bauernschnapsen and
//! Dreierschnapsen: its rules engine ([`rules`], pure, on a compact 32-card model of its own, with
//! Schnapsen's rank order and card points) and its computer players ([`ai`], which decide from a
//! seat's view only), its words ([`words`]), and the replay of its scenarios in their own frame ([`replay`],
//! `FORMAT.md` and `FORMAT-bauernschnapsen.md`).

pub mod ai;
pub mod replay;
mod result;
pub mod rules;
pub mod words;

pub use result::{BauernResult, GameResult};
