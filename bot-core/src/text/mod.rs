//! Plain-text rendering of everything the manager outputs, in German and English.
//!
//! The terminal table prints these texts as they are; the Telegram and Discord adapters use the
//! same translations and add only their own markup and buttons (laid out by
//! [`crate::present`]). Nothing here knows a platform: the entry point is [`body`], which renders
//! any message body, and each kind of content has its own function.
//!
//! Cards are shown with French faces and suit symbols — `A♥`, `10♠`, `K♣`, `Q♦` (German `D♦`),
//! `J♠` (German `B♠`).

#[cfg(test)]
mod bauern;
mod catalogue;
mod deals;
mod events;
mod game;
mod hand;
mod house;
mod keys;
mod names;
mod quote;
mod refusal;
mod score;
mod seating;
mod table;
mod terminal;
pub mod typed;

pub use deals::{export, replay};
pub use events::event;
pub use game::{game_labels, game_rules_text, group_label, moves, pick, ready_label, typed_verb};
pub use hand::{hand, hand_summary, hint, offers, typed_hand};
pub use house::{cards_yours, closing_rule, rule_description, rules};
pub use keys::{claim_label, replay_label, table_label};
pub use names::{
    default_player, language_name, switch_text, unit_name, variant_line, variant_name,
};
pub use quote::{MAX_QUOTED, quote};
pub use refusal::{hand_over, hand_refreshed, refused, rule_problem};
pub use score::{leaderboard, profile, score, season_ended};
pub use seating::{Spelled, sitting_out, three_at_a_table};
pub use table::{last_trick_label, player_label, table, tally_line};
pub use terminal::{Note, help, note};

use crate::ids::Lang;
use crate::protocol::Body;

/// Any message body as plain text (several lines for a table, a hand, rules or a leaderboard;
/// one or two for an event).
pub fn body(lang: Lang, body: &Body) -> String {
    match body {
        Body::Table(view) => table(lang, view),
        Body::Hand(view) => hand(lang, view),
        Body::Event(e) => event(lang, e),
        Body::Score(view) => score(lang, view),
        Body::Leaderboard(view) => leaderboard(lang, view),
        Body::Rules(view) => rules(lang, view),
        Body::Hint(view) => hint(lang, view),
        Body::Export(view) => export(lang, view),
        Body::Season(view) => season_ended(lang, view),
        Body::Profile(view) => profile(lang, view),
        Body::Replay(view) => replay(lang, view),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{Event, LeaderboardView, ScoreView};

    #[test]
    fn body_renders_every_kind_of_message() {
        let bodies = [
            Body::Event(Event::Replaced {
                name: "Anna".into(),
            }),
            Body::Score(ScoreView {
                game: crate::games::GameId::of("sechsundsechzig").unwrap(),
                names: vec!["Anna".into(), "Computer".into()],
                unit: crate::games::Unit::Partie,
                totals: vec![7, 5],
                bummerl_number: 1,
                games: 2,
                standing: None,
            }),
            Body::Leaderboard(LeaderboardView {
                variant: crate::games::GameId::of("schnapsen").unwrap(),
                unit: crate::games::Unit::Bummerl,
                entries: vec![],
                season: Some("2026-11".into()),
                running: true,
                past: vec!["2026-10".into()],
            }),
        ];
        for b in &bodies {
            let (de, en) = (body(Lang::De, b), body(Lang::En, b));
            assert!(!de.is_empty() && !en.is_empty());
            assert_ne!(de, en);
        }
        assert_eq!(
            body(Lang::De, &bodies[0]),
            "Anna ist gegangen; der Computer übernimmt den Platz."
        );
    }
}
