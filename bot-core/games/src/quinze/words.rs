//! Quinze in words: a settled game and a hand as the table shows them (the messages are in
//! `de.ftl`, `en.ftl`).

use super::{Reason, SPEC, Settled, WORDS};
use crate::lang::Lang;

/// A seat's token for the front end to put its name in (`{0}`).
pub(super) fn seat(seat: usize) -> String {
    format!("{{{seat}}}")
}

/// A settled game in words: the counts shown, who won what, what stands.
pub(super) fn settled_line(game: &Settled, lang: Lang) -> String {
    let face = SPEC.face;
    let [fore, dealer] = game.points;
    let shown = if game.reason == Reason::Bust && game.winner == Some(1) {
        WORDS.format(
            lang,
            "quinze-shown-bust",
            &[
                ("seat", seat(0).into()),
                ("n", fore.into()),
                ("cards", face.cards(&game.shown[0], lang).into()),
            ],
        )
    } else {
        WORDS.format(
            lang,
            "quinze-shown",
            &[
                ("fore", seat(0).into()),
                ("a", fore.into()),
                ("fore-cards", face.cards(&game.shown[0], lang).into()),
                ("dealer", seat(1).into()),
                ("b", dealer.into()),
                ("dealer-cards", face.cards(&game.shown[1], lang).into()),
            ],
        )
    };
    let outcome = match game.winner {
        Some(w) => {
            let reason = match game.reason {
                Reason::Bust => "bust",
                Reason::BornFifteen => "born",
                Reason::Fifteen => "fifteen",
                Reason::Closer => "closer",
                Reason::Equal | Reason::Standoff => "equal",
            };
            WORDS.format(
                lang,
                "quinze-won",
                &[
                    ("winner", seat(w).into()),
                    ("n", game.won.into()),
                    ("reason", reason.into()),
                ],
            )
        }
        None => WORDS.text(lang, "quinze-nobody"),
    };
    if game.carry > 0 {
        let carry = WORDS.format(lang, "quinze-stands-over", &[("n", game.carry.into())]);
        WORDS.format(
            lang,
            "quinze-settled-carry",
            &[
                ("shown", shown.into()),
                ("outcome", outcome.into()),
                ("carry", carry.into()),
            ],
        )
    } else {
        WORDS.format(
            lang,
            "quinze-settled",
            &[("shown", shown.into()), ("outcome", outcome.into())],
        )
    }
}
