//! Quinze in words: a settled game and a hand as the table shows them.

use super::{Reason, Settled};
use crate::lang::Lang;
use crate::words::cards;

/// A settled game in words: the counts shown, who won what, what stands.
pub(super) fn settled_line(game: &Settled, lang: Lang) -> String {
    let [fore, dealer] = game.points;
    let mut line = if game.reason == Reason::Bust && game.winner == Some(1) {
        format!(
            "{{0}} {} ({fore}: {})",
            lang.pick("ist verkauft", "is bust"),
            cards(&game.shown[0])
        )
    } else {
        format!(
            "{{0}} {fore} ({}) · {{1}} {dealer} ({})",
            cards(&game.shown[0]),
            cards(&game.shown[1])
        )
    };
    line.push_str(" — ");
    line.push_str(&match game.winner {
        Some(w) => format!(
            "{{{w}}} {} {} Marken ({})",
            lang.pick("gewinnt", "wins"),
            game.won,
            match game.reason {
                Reason::Bust => lang.pick("der Gegner ist verkauft", "the other is bust"),
                Reason::BornFifteen => lang.pick("geborne 15: doppelt", "born fifteen: double"),
                Reason::Fifteen => lang.pick("15", "fifteen"),
                Reason::Closer => lang.pick("näher an 15", "nearer to 15"),
                _ => lang.pick("Gleichstand: die Hälfte", "a tie: half"),
            }
        ),
        None => lang.pick("niemand gewinnt", "nobody wins").to_string(),
    });
    if game.carry > 0 {
        line.push_str(&format!(
            ", {} {}",
            game.carry,
            lang.pick("bleiben stehen", "stand for the next game")
        ));
    }
    line
}
