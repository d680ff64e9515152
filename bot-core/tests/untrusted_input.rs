//! Everything users and chat clients send is text we do not control: card codes, moves, button
//! payloads, house-rule settings. Whatever it is, parsing refuses or accepts it — it never panics.

use bot_core::manager::ButtonData;
use bot_core::rules::{Action, Card, HouseRulesPatch, Suit, Variant};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_parses_or_is_refused(text in "\\PC{0,12}") {
        let _ = text.parse::<Card>();
        let _ = text.parse::<Suit>();
        let _ = text.parse::<Action>();
        let _ = text.parse::<Variant>();
        let _ = ButtonData::parse(&text);
        let _ = HouseRulesPatch::default().set(&text, &text);
    }

    #[test]
    fn button_like_text_round_trips_when_accepted(
        tag in "[ajshfvx]", channel in "[-0-9a-z_:♥]{0,16}", rest in "[-0-9a-zA-Z:♥]{0,12}"
    ) {
        let text = format!("{tag}:{channel}{rest}");
        if let Ok(data) = ButtonData::parse(&text) {
            prop_assert_eq!(ButtonData::parse(&data.to_string()), Ok(data));
        }
    }
}
