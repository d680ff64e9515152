//! The rules engine: pure, synchronous and free of IO.
//!
//! Vocabulary ([`Card`], [`Suit`], [`Rank`], [`Seat`]) in small `Copy` types; an unchecked
//! [`Deal`] turned into a [`Game`] by one fallible constructor; [`Game::legal_actions`] as the
//! single source of truth that validation, the buttons and the computer player all use; and
//! [`Game::apply`], which refuses an illegal action with a typed [`Refusal`] and leaves the game
//! untouched. The rules are those of `RULES.md` with its house-rule switches.
//!
//! The games for four and three at a table (Bauernschnapsen, Dreierschnapsen) follow the same
//! design in [`bauern`], sharing the vocabulary and the trick logic of [`trick`]; [`AnyAction`]
//! names a move of either.

mod action;
mod any_variant;
pub mod bauern;
mod bummerl;
mod card;
mod deal;
mod format;
mod game;
mod house;
mod outcome;
mod seat;
mod tally;
mod talon;
pub mod trick;
mod variant;
mod view;

pub use action::{Action, LegalActions, ParseActionError, Refusal, SuitSet};
pub use any_variant::AnyAction;
pub use bummerl::{BUMMERL_START, Bummerl, BummerlResult};
pub use card::{Card, CardIter, CardSet, ParseCardError, Rank, Suit};
pub use deal::{Deal, DealError};
pub(crate) use game::LeadFacts;
pub use game::{
    Applied, Closing, GAME_FORMAT, Game, Takings, Trick, WINNING_POINTS, marriage_cards,
};
pub use house::{HouseRules, HouseRulesPatch, RuleValue};
pub use outcome::{Outcome, Reason, game_points_against};
pub use seat::{PerSeat, Seat};
pub use tally::{Tally, TallyEnd};
pub use talon::Talon;
pub use trick::{CardOrder, FollowRule, answers, beats, beats_in, strict_answers};
pub use variant::{UnknownVariant, Variant};
pub use view::{PlayerView, PublicView};

/// Cards from codes separated by spaces ("AD KD QS"), for tests (panics on a bad code).
pub fn cards(codes: &str) -> Vec<Card> {
    codes
        .split_whitespace()
        .map(|c| c.parse().expect("a card code"))
        .collect()
}
