//! The labels of the table message's keys, one wording for every front end: Join, "+ Seat a
//! computer", Deal, My cards, Claim the game, and a game's name (ticked when chosen). Laid out
//! with their looks by [`crate::present::table_keys`].

use super::catalogue::{format, text};
use crate::games::GameId;
use crate::ids::Lang;
use crate::protocol::Button;

/// The label of a table key in `lang`; `chosen` is the table's game, whose key is ticked.
/// `None` for a hand's keys (moves, "Ready", picks), which [`crate::present`] labels.
pub fn table_label(lang: Lang, button: &Button, chosen: GameId) -> Option<String> {
    let id = match button {
        Button::Join => "key-join",
        Button::AddComputer => "key-add-computer",
        Button::Start => "key-deal",
        Button::ShowHand => "key-my-cards",
        Button::Forfeit => "key-claim",
        Button::Variant(game) if *game == chosen => {
            let game = super::variant_name(lang, *game);
            return Some(format(lang, "key-chosen-game", &[("game", game.into())]));
        }
        Button::Variant(game) => return Some(super::variant_name(lang, *game).to_owned()),
        Button::Move { .. } | Button::Ready { .. } | Button::Pick(_) | Button::Replay { .. } => {
            return None;
        }
    };
    Some(text(lang, id))
}

/// The label of a replay's key to the step before (`back`) or the next: `◀ back`, `next ▶`.
pub fn replay_label(lang: Lang, back: bool) -> String {
    text(
        lang,
        if back {
            "key-replay-back"
        } else {
            "key-replay-next"
        },
    )
}

/// The label of the key that claims the game of a player whose time ran out.
pub fn claim_label(lang: Lang) -> String {
    text(lang, "key-claim")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_key_is_labelled_in_both_languages() {
        let chosen = GameId::default();
        let other = chosen.kin().find(|&g| g != chosen).unwrap();
        for button in [
            Button::Join,
            Button::AddComputer,
            Button::Start,
            Button::ShowHand,
            Button::Forfeit,
            Button::Variant(other),
        ] {
            let [de, en] = [Lang::De, Lang::En].map(|l| table_label(l, &button, chosen).unwrap());
            assert!(!de.is_empty() && !en.is_empty(), "{button:?}");
            assert!(!de.starts_with('✓'), "{button:?}");
        }
        let ticked = table_label(Lang::De, &Button::Variant(chosen), chosen).unwrap();
        assert!(ticked.starts_with("✓ "), "{ticked}");
        let ready = Button::Ready { version: 1 };
        assert_eq!(table_label(Lang::En, &ready, chosen), None);
    }
}
