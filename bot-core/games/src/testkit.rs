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

/// Each of `codes` has a sentence of the game's own (`text`) in every language: not the kernel's
/// plain words for a code it does not know ("Not allowed: …"), and ending in a full stop.
pub(crate) fn refusals_are_sentences(
    codes: impl IntoIterator<Item = Refusal>,
    text: impl Fn(Refusal, Lang) -> String,
) {
    for code in codes {
        for lang in Lang::ALL {
            let said = text(code, lang);
            let unknown = crate::game::default_refusal_text(Refusal("zz"), lang);
            let generic = unknown.split("zz").next().unwrap_or_default();
            assert!(!said.starts_with(generic), "{code:?}: {said}");
            assert!(said.ends_with('.'), "{said}");
        }
    }
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

/// The lines of the last finished trick in the table's view and in each seat's, in every
/// language: none while `trick` is `None` (no trick done yet), else exactly one, `Letzter Stich:`
/// / `Last trick:` with the trick's cards as the game's face writes them; and the same trick in
/// each of their pictures' scenes.
pub(crate) fn assert_last_trick(game: &dyn crate::game::Words, trick: Option<crate::trick::Trick>) {
    let face = game.face();
    for lang in Lang::ALL {
        let prefix = match lang {
            Lang::De => "Letzter Stich: ",
            Lang::En => "Last trick: ",
        };
        for seat in [None, Some(0), Some(1)] {
            let lines = game.view(seat, lang).lines;
            let pictured = trick.map(|t| vec![(t.leader, t.cards[0]), (1 - t.leader, t.cards[1])]);
            assert_eq!(game.scene(seat).last_trick, pictured.unwrap_or_default());
            let last: Vec<&String> = lines.iter().filter(|l| l.starts_with(prefix)).collect();
            match trick {
                None => assert!(last.is_empty(), "{seat:?} {lang:?}: {lines:?}"),
                Some(trick) => {
                    let cards = face.cards(&trick.cards, lang);
                    assert_eq!(last.len(), 1, "{seat:?} {lang:?}: {lines:?}");
                    assert!(last[0].contains(&cards), "{seat:?} {lang:?}: {}", last[0]);
                    assert_eq!(*last[0], trick.last_line(lang, face));
                }
            }
        }
    }
}

/// Where the rules let a player look at his own tricks: the hand of `seat` shows the cards it
/// has won (`taken`, trick by trick), the other hand and the table show no one's tricks.
pub(crate) fn assert_own_tricks(game: &dyn crate::game::Words, seat: usize, taken: &[Card]) {
    let face = game.face();
    for lang in Lang::ALL {
        let prefix = match lang {
            Lang::De => "Deine Stiche: ",
            Lang::En => "Your tricks: ",
        };
        let own = |view: Option<usize>| -> Vec<String> {
            let lines = game.view(view, lang).lines;
            lines
                .into_iter()
                .filter(|l| l.starts_with(prefix))
                .collect()
        };
        let want = crate::trick::own_tricks_line(taken, lang, face);
        assert_eq!(own(Some(seat)), want.into_iter().collect::<Vec<_>>());
        assert!(own(Some(1 - seat)).is_empty(), "{lang:?}");
        assert!(own(None).is_empty(), "{lang:?}");
    }
}
