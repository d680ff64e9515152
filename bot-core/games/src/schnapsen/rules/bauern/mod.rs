//! The rules engine for four and three at a table: Bauernschnapsen (two partnerships) and
//! Dreierschnapsen (each for himself), as `RULES-bauernschnapsen.md` describes them.
//!
//! The design is the two-player engine's ([`crate::schnapsen::rules::Game`]): an unchecked [`Deal`] turned
//! into a [`Game`] by one fallible constructor; [`Game::legal_actions`] as the single source of
//! truth; [`Game::apply`], which refuses with a typed [`Refusal`] carrying the format's code and
//! leaves the game untouched; per-seat [`PlayerView`]s that never show another seat's cards; and
//! a `Copy` state that serialises with a format version ([`BAUERN_FORMAT`]).
//!
//! What differs is why this is a module of its own rather than more variants of the two-player
//! game: a game here runs through phases (trump, bidding, Dreierschnapsen's talon exchange,
//! play) with eleven game types, doubles out of turn and partnerships, none of which a
//! two-player game has. What is the same is shared, not copied: cards, seats and per-seat
//! containers, the takings and marriages, the game points measured on the loser, and above all
//! the trick logic of [`crate::schnapsen::rules::trick`] — who wins and which cards may answer — which takes
//! this engine's differences (no trump, the Zehnerloch's card order, Stichzwang against the card
//! now winning, the `undertrump` switch) as parameters.
//!
//! The number of seats is the const parameter: [`Bauernschnapsen`] is `Game<4>`,
//! [`Dreierschnapsen`] is `Game<3>`, so every per-seat value has the right length and the
//! variant follows from the type ([`Game::VARIANT`]).

mod action;
mod bidding;
mod contract;
mod deal;
mod game;
mod house;
mod imagined;
mod play;
mod scoring;
mod variant;
mod view;

pub use action::{Action, Legal, ParseActionError, Refusal};
pub use bidding::{Bidding, Call, CallLog, Said};
pub use contract::{Contract, Double, GameSet, GameType, Goal, Marriages, UnknownGame};
pub use deal::{Deal, DealError};
pub use game::{Applied, BAUERN_FORMAT, Game, Phase};
pub use house::{HouseRules, HouseRulesPatch};
pub use play::{Play, Trick, TrickLog};
pub use scoring::{MAX_ENTRIES, Outcome, Reason, TALLY_START, Tally, TallyError, rufer_won_by};
pub use variant::{UnknownVariant, Variant};
pub use view::{PlayerView, PublicView};

/// Bauernschnapsen: four seats in two partnerships.
pub type Bauernschnapsen = Game<4>;

/// Dreierschnapsen: three seats, each for himself.
pub type Dreierschnapsen = Game<3>;

#[cfg(test)]
mod tests;
