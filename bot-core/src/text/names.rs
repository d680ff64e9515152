//! Names of variants, computer levels and game-end reasons, lists of player names, counted nouns
//! and durations; the games, calls and doubles of Bauernschnapsen and Dreierschnapsen.

use crate::games::schnapsen::words::count;
use crate::manager::Lang;
use crate::rules::bauern;
use crate::rules::{AnyVariant, Variant};

/// The variant's name: Schnapsen, Sechsundsechzig (Sixty-six), Schnorps, Bauernschnapsen,
/// Dreierschnapsen.
pub fn variant_name(lang: Lang, variant: AnyVariant) -> &'static str {
    match (variant, lang) {
        (AnyVariant::Two(Variant::Schnapsen), _) => "Schnapsen",
        (AnyVariant::Two(Variant::Sechsundsechzig), Lang::De) => "Sechsundsechzig",
        (AnyVariant::Two(Variant::Sechsundsechzig), Lang::En) => "Sixty-six",
        (AnyVariant::Two(Variant::Schnorps), _) => "Schnorps",
        (AnyVariant::Bauern(bauern::Variant::Bauernschnapsen), _) => "Bauernschnapsen",
        (AnyVariant::Bauern(bauern::Variant::Dreierschnapsen), _) => "Dreierschnapsen",
        (AnyVariant::Game(id), lang) => super::game::name_of(lang, id),
    }
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

/// A variant's line in a list: its summary, which for a registry game is led by its name.
pub fn variant_line(lang: Lang, variant: AnyVariant) -> String {
    match variant {
        AnyVariant::Game(id) => format!(
            "{}: {}",
            super::game::name_of(lang, id),
            super::game::summary_of(lang, id)
        ),
        _ => variant_summary(lang, variant).to_owned(),
    }
}

/// What sets a variant apart, in one line.
pub fn variant_summary(lang: Lang, variant: AnyVariant) -> &'static str {
    match variant {
        AnyVariant::Two(v) => two_player_summary(lang, v),
        AnyVariant::Bauern(v) => bauern_summary(lang, v),
        AnyVariant::Game(id) => super::game::summary_of(lang, id),
    }
}

fn bauern_summary(lang: Lang, variant: bauern::Variant) -> &'static str {
    use bauern::Variant::{Bauernschnapsen, Dreierschnapsen};
    match (lang, variant) {
        (Lang::De, Bauernschnapsen) => {
            "Bauernschnapsen: zu viert in zwei Parteien, Partner sitzen einander gegenüber; 20 \
             Karten, 5 auf der Hand, kein Talon. Vorhand bestimmt Trumpf, dann wird gereizt \
             (vom Rufer bis zum Herrenschnapser, mit Kontra, Retour und Subkontra); jede Partei \
             schreibt von 24 auf 0."
        }
        (Lang::En, Bauernschnapsen) => {
            "Bauernschnapsen: four players in two sides, partners sitting opposite; 20 cards, 5 \
             in hand, no talon. The forehand fixes trump, then the bidding runs from the Rufer \
             up to the Herrenschnapser, doubled by Kontra, Retour and Subkontra; each side counts \
             down from 24 to 0."
        }
        (Lang::De, Dreierschnapsen) => {
            "Dreierschnapsen: zu dritt, jeder für sich; 6 Karten auf der Hand und 2 im Talon, \
             den der Ansager aufnimmt. Trumpf, Reizen und Kontra wie beim Bauernschnapsen, ohne \
             Herrengangl und Herrenschnapser; jeder schreibt von 24 auf 0."
        }
        (Lang::En, Dreierschnapsen) => {
            "Dreierschnapsen: three players, each for himself; 6 cards in hand and a talon of 2 \
             that the declarer takes up. Trump, bidding and doubles as in Bauernschnapsen, \
             without Herrengangl and Herrenschnapser; each player counts down from 24 to 0."
        }
    }
}

fn two_player_summary(lang: Lang, variant: Variant) -> &'static str {
    match (lang, variant) {
        (Lang::De, Variant::Schnapsen) => {
            "Schnapsen: 20 Karten, 5 auf der Hand, 66 Augen gewinnen; Bummerl von 7 auf 0."
        }
        (Lang::En, Variant::Schnapsen) => {
            "Schnapsen: 20 cards, 5 in hand, 66 points win; a Bummerl runs from 7 to 0."
        }
        (Lang::De, Variant::Sechsundsechzig) => {
            "Sechsundsechzig: 24 Karten mit Neunern, 6 auf der Hand, der letzte Stich zählt 10, \
             Rauben mit dem Atout-Neuner; die Partie von 7 zählt 1 bis 3."
        }
        (Lang::En, Variant::Sechsundsechzig) => {
            "Sixty-six: 24 cards with the nines, 6 in hand, the last trick counts 10, rob with the \
             trump nine; a match from 7 is worth 1 to 3."
        }
        (Lang::De, Variant::Schnorps) => {
            "Schnorps: 32 Karten, 6 auf der Hand, Ansagen erst nach einem Stich; \
             gezahlt wird in Marken (1, 2, 6; nach Zudrehen 2, 4, 8)."
        }
        (Lang::En, Variant::Schnorps) => {
            "Schnorps: 32 cards, 6 in hand, marriages only after a trick; paid in Marken \
             (1, 2, 6; after closing 2, 4, 8)."
        }
    }
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
