//! What the unit tests of every game write alike: cards from their codes, and that a game's
//! refusals have words of their own.

use crate::card::Card;
use crate::catalogue::Catalogue;
use crate::game::Refusal;
use crate::lang::Lang;

/// The card of a code (`KH`).
pub(crate) fn card(code: &str) -> Card {
    code.parse().expect("a card code")
}

/// The cards of codes separated by spaces (`KH QH 7C`).
pub(crate) fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(card).collect()
}

/// The cards of a list of codes (`["KH", "QH"]`).
pub(crate) fn card_list(codes: &[&str]) -> Vec<Card> {
    codes.iter().map(|c| card(c)).collect()
}

/// Every refusal code a game returns has its own message in its catalogue (`id` of the code)
/// and says it (`text`) in every language — never the kernel's "not allowed: CODE".
pub(crate) fn refusals_have_words(
    words: &Catalogue,
    id: impl Fn(&str) -> String,
    codes: &[&'static str],
    text: impl Fn(Refusal, Lang) -> String,
) {
    for &code in codes {
        let id = id(code);
        assert!(words.has(&id), "no message {id}");
        for lang in Lang::ALL {
            let said = text(Refusal(code), lang);
            let fallback = crate::game::default_refusal_text(Refusal("no_such_code"), lang)
                .replace("no such code", &code.replace('_', " "));
            assert!(
                !said.is_empty() && said != fallback,
                "{code} ({lang:?}): {said}"
            );
        }
    }
}
