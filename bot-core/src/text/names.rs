//! Names of variants, computer levels and game-end reasons, lists of player names, counted nouns
//! and durations; the games, calls and doubles of Bauernschnapsen and Dreierschnapsen.

use crate::games::GameId;
use crate::games::words::count;
use crate::ids::Lang;

/// The variant's name: Schnapsen, Sechsundsechzig (Sixty-six), Schnorps, Bauernschnapsen,
/// Dreierschnapsen.
pub fn variant_name(lang: Lang, variant: GameId) -> &'static str {
    super::game::name_of(lang, variant)
}

/// A switch's value: an/aus / on/off.
pub fn switch_text(lang: Lang, on: bool) -> &'static str {
    match (lang, on) {
        (Lang::De, true) => "an",
        (Lang::De, false) => "aus",
        (Lang::En, true) => "on",
        (Lang::En, false) => "off",
    }
}

/// A duration in seconds as words: `45 Sekunden`, `8 Minuten` / `45 seconds`, `8 minutes`.
pub(crate) fn duration(lang: Lang, seconds: u64) -> String {
    if seconds >= 120 {
        count(
            lang,
            seconds.div_ceil(60),
            ("Minute", "Minuten"),
            ("minute", "minutes"),
        )
    } else {
        count(
            lang,
            seconds,
            ("Sekunde", "Sekunden"),
            ("second", "seconds"),
        )
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
    }
}
