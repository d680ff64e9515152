//! The family's words, from its catalogue (`schnapsen/de.ftl`, `en.ftl`) and the glossary of
//! cards: cards, names, move labels, refusals, and the game on the table in lines. Everything here names seats, never players: the caller says who sits
//! where (the table its players' names).

pub mod bauern;
mod cards;
pub mod events;
mod labels;
mod names;
mod refusals;
mod round;
pub mod typed;

pub use cards::{
    FACE, card_short, cards_short, hand_order, in_hand_order, sorted, suit_name, suit_symbol,
};
pub use labels::{action_label, marriage_points};
pub use names::{
    bauern_reason_text, call_text, double_at, double_name, game_goal, game_name, game_value,
    reason_text,
};
pub use refusals::{bauern_refusal, illegal, refusal};
pub use round::{
    announced_line, cards_line, glance, hand_lines, marriages_line, round_lines, tricks_line,
    turn_line,
};

/// The family's message `id` in `lang`.
fn text(lang: crate::lang::Lang, id: &str) -> String {
    super::WORDS.text(lang, id)
}

/// The family's message `id` in `lang` with its arguments.
fn format(lang: crate::lang::Lang, id: &str, args: &[(&str, crate::catalogue::Arg)]) -> String {
    super::WORDS.format(lang, id, args)
}
