//! Everything users and chat clients send is text we do not control: card codes, moves, button
//! payloads, house-rule settings, read by the kernel and by every game of the registry (the
//! Schnapsen family's own readers: the games crate's `untrusted_input`). Whatever it is,
//! parsing refuses or accepts it — it never panics.

use bot_core::games::{Card, GameId, Move, typed};
use bot_core::manager::ButtonData;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_parses_or_is_refused(text in "\\PC{0,12}") {
        let _ = text.parse::<Card>();
        let _ = typed::card(&text);
        let _ = typed::suit(&text);
        let _ = Move::parse(&text);
        let _ = text.parse::<GameId>();
        let _ = ButtonData::parse(&text);
        for game in GameId::all() {
            let spec = game.spec();
            let setting = serde_json::Map::from_iter([(text.clone(), text.clone().into())]);
            let _ = spec.rules(&setting);
            let _ = (spec.read)(&text);
            for rule in spec.house_rules {
                let _ = rule.read(&text);
            }
        }
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
