//! Names of variants, computer levels and game-end reasons, lists of player names, counted nouns
//! and durations; the games, calls and doubles of Bauernschnapsen and Dreierschnapsen.

use super::catalogue::{format, text};
use crate::games::GameId;
use crate::ids::Lang;

/// The variant's name: Schnapsen, Sechsundsechzig (Sixty-six), Schnorps, Bauernschnapsen,
/// Dreierschnapsen.
pub fn variant_name(lang: Lang, variant: GameId) -> String {
    super::game::name_of(lang, variant)
}

/// What a game's matches count, `n` of them: its registry entry's words (Bummerl, Partie,
/// Striche …).
pub fn unit_name(lang: Lang, game: GameId, n: i64) -> String {
    game.spec().unit(lang, n)
}

/// A language's name in the reader's language: `Englisch` for a German reader.
pub fn language_name(lang: Lang, spoken: Lang) -> String {
    format(lang, "language", &[("code", spoken.code().into())])
}

/// The name of a player who gave none (the terminal's): a third person, so that events read
/// "Spieler gewinnt", not "Du gewinnt".
pub fn default_player(lang: Lang) -> String {
    text(lang, "default-player")
}

/// A switch's value: an/aus / on/off.
pub fn switch_text(lang: Lang, on: bool) -> String {
    text(lang, if on { "switch-on" } else { "switch-off" })
}

/// A duration in seconds as words: `45 Sekunden`, `8 Minuten` / `45 seconds`, `8 minutes`.
pub(crate) fn duration(lang: Lang, seconds: u64) -> String {
    if seconds >= 120 {
        format(
            lang,
            "duration-minutes",
            &[("n", seconds.div_ceil(60).into())],
        )
    } else {
        format(lang, "duration-seconds", &[("n", seconds.into())])
    }
}

/// How a game's name begins to the ear, for English's article ("an Elfern table", "an Écarté
/// table", "a Schnapsen table"): the catalogue selects on it.
pub(crate) fn sound(name: &str) -> &'static str {
    if name.starts_with(['A', 'E', 'I', 'O', 'U', 'É']) {
        "vowel"
    } else {
        "consonant"
    }
}

/// A variant's line in a list: its summary, led by its name.
pub fn variant_line(lang: Lang, variant: GameId) -> String {
    let id = variant;
    format!(
        "{}: {}",
        super::game::name_of(lang, id),
        super::game::summary_of(lang, id)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(duration(Lang::En, 480), "8 minutes");
        assert_eq!(duration(Lang::De, 30), "30 Sekunden");
        assert_eq!(duration(Lang::De, 1), "1 Sekunde");
        assert_eq!(switch_text(Lang::De, false), "aus");
    }
}
