//! Text players type reaches the Schnapsen family's own readers too — card codes, suits,
//! actions, variants, house-rule settings. Whatever it is, parsing refuses or accepts it — it
//! never panics.

use bummerl_games::schnapsen::rules::{Action, Card, HouseRulesPatch, Suit, Variant};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_parses_or_is_refused(text in "\\PC{0,12}") {
        let _ = text.parse::<Card>();
        let _ = text.parse::<Suit>();
        let _ = text.parse::<Action>();
        let _ = text.parse::<Variant>();
        let _ = HouseRulesPatch::default().set(&text, &text);
    }
}
