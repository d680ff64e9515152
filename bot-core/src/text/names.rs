//! Names of variants, computer levels and game-end reasons, lists of player names, counted nouns
//! and durations.

use crate::ai::Level;
use crate::manager::Lang;
use crate::rules::{Reason, Variant};

/// The variant's name: Schnapsen, Sechsundsechzig (Sixty-six), Schnorps.
pub fn variant_name(lang: Lang, variant: Variant) -> &'static str {
    match (variant, lang) {
        (Variant::Schnapsen, _) => "Schnapsen",
        (Variant::Sechsundsechzig, Lang::De) => "Sechsundsechzig",
        (Variant::Sechsundsechzig, Lang::En) => "Sixty-six",
        (Variant::Schnorps, _) => "Schnorps",
    }
}

/// The computer level's name: Zufall, leicht, stark / random, easy, strong.
pub fn level_name(lang: Lang, level: Level) -> &'static str {
    match (lang, level) {
        (Lang::De, Level::Random) => "Zufall",
        (Lang::De, Level::Easy) => "leicht",
        (Lang::De, Level::Strong) => "stark",
        (Lang::En, Level::Random) => "random",
        (Lang::En, Level::Easy) => "easy",
        (Lang::En, Level::Strong) => "strong",
    }
}

/// Why a game ended, as a short phrase.
pub fn reason_text(lang: Lang, reason: Reason) -> &'static str {
    match (lang, reason) {
        (Lang::De, Reason::Claim) => "66 erreicht",
        (Lang::De, Reason::FalseClaim) => "ohne 66 abgemeldet",
        (Lang::De, Reason::CloserFailed) => "wer zugedreht hat, hat die 66 nicht geschafft",
        (Lang::De, Reason::LastTrick) => "letzter Stich",
        (Lang::De, Reason::Tie) => "65 zu 65",
        (Lang::En, Reason::Claim) => "reached 66",
        (Lang::En, Reason::FalseClaim) => "claimed without 66",
        (Lang::En, Reason::CloserFailed) => "the closer did not make 66",
        (Lang::En, Reason::LastTrick) => "last trick",
        (Lang::En, Reason::Tie) => "65 each",
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

/// Names as a list: `A`, `A und B`, `A, B und C` / `A and B`.
pub(crate) fn join(lang: Lang, names: &[String]) -> String {
    let and = match lang {
        Lang::De => " und ",
        Lang::En => " and ",
    };
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{and}{last}", init.join(", ")),
    }
}

/// `n` with the singular or plural noun of the language: `1 Stich`, `3 tricks`.
pub(crate) fn count(lang: Lang, n: u64, de: (&str, &str), en: (&str, &str)) -> String {
    let (one, many) = match lang {
        Lang::De => de,
        Lang::En => en,
    };
    format!("{n} {}", if n == 1 { one } else { many })
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

/// Why the computer player would make a move, as a short phrase.
pub fn why_text(lang: Lang, why: crate::ai::Why) -> &'static str {
    use crate::ai::Why;
    match (lang, why) {
        (Lang::De, Why::OnlyMove) => "es ist der einzige erlaubte Zug",
        (Lang::En, Why::OnlyMove) => "it is the only legal move",
        (Lang::De, Why::Claim) => "du hast 66 – „Danke, genug“",
        (Lang::En, Why::Claim) => "you have 66 – say “Enough!”",
        (Lang::De, Why::Marriage) => "die Ansage bringt Punkte",
        (Lang::En, Why::Marriage) => "the marriage scores",
        (Lang::De, Why::Exchange) => "der Atout-Tausch holt eine bessere Karte",
        (Lang::En, Why::Exchange) => "exchanging gets you a better trump",
        (Lang::De, Why::Close) => "dein Blatt schafft 66 ohne Talon",
        (Lang::En, Why::Close) => "your hand makes 66 without the talon",
        (Lang::De, Why::Take) => "der Stich lohnt sich",
        (Lang::En, Why::Take) => "the trick is worth taking",
        (Lang::De, Why::Duck) => "den Stich billig abgeben",
        (Lang::En, Why::Duck) => "give the trick away cheaply",
        (Lang::De, Why::Lead) => "dieses Ausspiel bringt am meisten",
        (Lang::En, Why::Lead) => "this lead does best",
        (Lang::De, Why::Random) => "zufällig gewählt",
        (Lang::En, Why::Random) => "chosen at random",
    }
}

/// What sets a variant apart, in one or two lines.
pub fn variant_summary(lang: Lang, variant: Variant) -> &'static str {
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
    fn lists_and_counts() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(join(Lang::De, &names(&["A", "B", "C"])), "A, B und C");
        assert_eq!(join(Lang::En, &names(&["A", "B"])), "A and B");
        assert_eq!(join(Lang::En, &names(&["A"])), "A");
        assert_eq!(
            count(Lang::De, 1, ("Stich", "Stiche"), ("trick", "tricks")),
            "1 Stich"
        );
        assert_eq!(
            count(Lang::En, 3, ("Stich", "Stiche"), ("trick", "tricks")),
            "3 tricks"
        );
        assert_eq!(duration(Lang::En, 480), "8 minutes");
        assert_eq!(duration(Lang::De, 30), "30 Sekunden");
    }
}
