//! The platform-neutral core of Bummerl.
//!
//! - [`rules`]: the rules engine of the Schnapsen family — pure, synchronous, no IO.
//! - [`text`]: the manager's messages as plain text in German and English, for every front end.
//! - [`replay`]: the conformance scenario format (`bummerl replay`), also IO-free.
//! - [`simulate`]: whole random games, for benchmarks and property tests.

pub mod replay;
pub mod rules;
pub mod simulate;
pub mod text;
