//! Why a command was refused, as one clear sentence: every [`Refused`] of the manager (a game's
//! own refusals come with their words, [`Refused::Move`]).

use super::names::duration;
use super::quote::quote;
use crate::games::HouseRuleError;
use crate::ids::Lang;
use crate::protocol::Refused;

/// Why a house rule cannot be set, as one sentence.
pub fn rule_problem(lang: Lang, problem: &HouseRuleError) -> String {
    match (problem, lang) {
        (HouseRuleError::Unknown(rule), Lang::De) => {
            let rule = quote(rule);
            format!("Eine Hausregel „{rule}“ gibt es nicht; „regeln“ zeigt alle.")
        }
        (HouseRuleError::Unknown(rule), Lang::En) => {
            let rule = quote(rule);
            format!("There is no house rule \"{rule}\"; \"rules\" lists them all.")
        }
        (HouseRuleError::BadValue { rule, value }, Lang::De) => {
            let (rule, value) = (quote(rule), quote(value));
            format!("„{value}“ passt nicht zu {rule}: erlaubt sind an/aus oder eine Zahl.")
        }
        (HouseRuleError::BadValue { rule, value }, Lang::En) => {
            let (rule, value) = (quote(rule), quote(value));
            format!("\"{value}\" does not fit {rule}: use on/off or a number.")
        }
        (
            HouseRuleError::Invalid {
                rule,
                value,
                expected,
            },
            Lang::De,
        ) => {
            let (rule, value) = (quote(rule), quote(value));
            format!("„{value}“ passt nicht zu {rule} (erlaubt: {expected}).")
        }
        (
            HouseRuleError::Invalid {
                rule,
                value,
                expected,
            },
            Lang::En,
        ) => {
            let (rule, value) = (quote(rule), quote(value));
            format!("\"{value}\" does not fit {rule} ({expected}).")
        }
        (
            HouseRuleError::OutOfRange {
                rule,
                value,
                min,
                max,
            },
            Lang::De,
        ) => {
            format!("{rule} muss zwischen {min} und {max} liegen, nicht {value}.")
        }
        (
            HouseRuleError::OutOfRange {
                rule,
                value,
                min,
                max,
            },
            Lang::En,
        ) => {
            format!("{rule} must be between {min} and {max}, not {value}.")
        }
    }
}

/// What a hand message shows once a button on it turned out stale and no game runs any more at
/// its table (its buttons come off).
pub fn hand_over(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Dieses Spiel ist vorbei – diese Karten sind nicht mehr aktuell.",
        Lang::En => "That game is over – these cards are no longer current.",
    }
}

/// What a player is told when a button he pressed on a hand was out of date and the message it
/// sat on shows his current hand instead.
pub fn hand_refreshed(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "Das war veraltet – hier sind deine aktuellen Karten.",
        Lang::En => "That was out of date – here are your current cards.",
    }
}

/// The manager's refusal of a command as a sentence.
pub fn refused(lang: Lang, refused: &Refused) -> String {
    let text = |de: &str, en: &str| match lang {
        Lang::De => de.to_owned(),
        Lang::En => en.to_owned(),
    };
    match refused {
        Refused::TableExists => text(
            "Hier gibt es schon einen Tisch.",
            "There is already a table here.",
        ),
        Refused::NoTable => text("Hier gibt es keinen Tisch.", "There is no table here."),
        Refused::AlreadySeated => text("Du sitzt schon am Tisch.", "You are already seated."),
        Refused::TableFull => text("Der Tisch ist voll.", "The table is full."),
        Refused::NotSeated => text(
            "Du sitzt nicht an diesem Tisch.",
            "You are not seated at this table.",
        ),
        Refused::NotOpener => text(
            "Das darf nur, wer den Tisch eröffnet hat.",
            "Only the player who opened the table may do that.",
        ),
        Refused::AlreadyStarted => text(
            "Das Spiel hat schon begonnen.",
            "The game has already started.",
        ),
        Refused::NotStarted => text("Es wird gerade nicht gespielt.", "No game is being played."),
        Refused::Move { text: words, .. } => super::game::pick(lang, words),
        Refused::NotAMove { text: typed } => match lang {
            Lang::De => format!("„{typed}“ ist jetzt keiner deiner Züge."),
            Lang::En => format!("“{typed}” is none of your moves now."),
        },
        Refused::TooFewPlayers { needed } => match lang {
            Lang::De => format!("Zum Beginnen braucht es {needed} Spieler."),
            Lang::En => format!("{needed} players are needed to start."),
        },
        Refused::TooManySeated { seated, size } => match lang {
            Lang::De => {
                format!("Es sitzen {seated} Spieler am Tisch; für {size} muss erst jemand gehen.")
            }
            Lang::En => format!(
                "{seated} players are seated; for a table of {size} someone must leave first."
            ),
        },
        Refused::Stale { .. } => text(
            "Diese Schaltfläche ist veraltet – bitte die aktuelle verwenden.",
            "That button is out of date; use the current one.",
        ),
        Refused::NotYourTurn => text("Du bist nicht am Zug.", "It is not your turn."),
        Refused::SitsOut => text(
            "Du gibst und setzt dieses Spiel aus.",
            "You deal and sit out this game.",
        ),
        Refused::ComputerNeeded => text(
            "Die Bank des Computers braucht den Computer am Tisch: setze ihn zuerst dazu.",
            "The computer's bank needs the computer at the table: add it first.",
        ),
        Refused::NobodyWaits => text(
            "Niemand wartet auf dich – du kannst setzen, solange du willst.",
            "Nobody is waiting for you – you may stake as long as you like.",
        ),
        Refused::BadRule(problem) => rule_problem(lang, problem),
        Refused::NoKiebitz => text(
            "Kiebitzen darf nur, wer zu dritt aussetzt, und nur wenn der Tisch es erlaubt (kiebitz).",
            "Only the player sitting out at three may watch a hand, and only where the table allows it (kiebitz).",
        ),
        Refused::TooEarly { seconds_left } => match lang {
            Lang::De => format!(
                "Dein Gegner hat noch {} Zeit.",
                duration(lang, *seconds_left)
            ),
            Lang::En => format!("Your opponent still has {}.", duration(lang, *seconds_left)),
        },
        Refused::NothingToForfeit => text(
            "Es gibt kein abwesendes Gegenüber, dessen Spiel du beanspruchen könntest.",
            "There is no absent opponent whose game you could claim.",
        ),
        Refused::HintsOff => text(
            "Tipps gibt es nur gegen den Computer oder wenn der Tisch sie erlaubt (hints).",
            "Hints are only given against the computer or where the table allows them (hints).",
        ),
        Refused::Unavailable => text(
            "Der Tisch konnte nicht gespeichert werden; bitte nochmal versuchen.",
            "The table could not be saved; please try again.",
        ),
        Refused::NoSuchDeal { kept: 0, .. } => text(
            "In diesem Kanal ist noch kein Spiel zu Ende gespielt worden.",
            "No deal has been played to its end in this channel yet.",
        ),
        Refused::NoSuchDeal { back, kept } => match lang {
            Lang::De => format!(
                "Ein beendetes Spiel {back} zurück gibt es hier nicht: 1 ist das letzte, aufbewahrt werden hier {kept}."
            ),
            Lang::En => format!(
                "There is no finished deal {back} back here: 1 is the last one, and this channel keeps {kept}."
            ),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused_index(r: &Refused) -> usize {
        match r {
            Refused::TableExists => 0,
            Refused::NoTable => 1,
            Refused::AlreadySeated => 2,
            Refused::TableFull => 3,
            Refused::NotSeated => 4,
            Refused::NotOpener => 5,
            Refused::AlreadyStarted => 6,
            Refused::NotStarted => 7,
            Refused::TooFewPlayers { .. } => 8,
            Refused::Stale { .. } => 9,
            Refused::NotYourTurn => 10,
            Refused::BadRule(_) => 11,
            Refused::NoKiebitz => 12,
            Refused::TooEarly { .. } => 13,
            Refused::NothingToForfeit => 14,
            Refused::Unavailable => 15,
            Refused::HintsOff => 16,
            Refused::TooManySeated { .. } => 17,
            Refused::Move { .. } => 18,
            Refused::NotAMove { .. } => 19,
            Refused::NobodyWaits => 20,
            Refused::ComputerNeeded => 21,
            Refused::NoSuchDeal { .. } => 22,
            Refused::SitsOut => 23,
        }
    }

    fn all_refused() -> Vec<Refused> {
        let mut all = vec![
            Refused::TableExists,
            Refused::NoTable,
            Refused::AlreadySeated,
            Refused::TableFull,
            Refused::NotSeated,
            Refused::NotOpener,
            Refused::AlreadyStarted,
            Refused::NotStarted,
            Refused::TooFewPlayers { needed: 2 },
            Refused::TooManySeated { seated: 3, size: 2 },
            Refused::Stale { current: 7 },
            Refused::BadRule(HouseRuleError::Unknown("x".into())),
            Refused::BadRule(HouseRuleError::BadValue {
                rule: "auto_claim".into(),
                value: "vielleicht".into(),
            }),
            Refused::BadRule(HouseRuleError::OutOfRange {
                rule: "black_close_penalty".into(),
                value: 9,
                min: 2,
                max: 4,
            }),
            Refused::NoKiebitz,
            Refused::TooEarly { seconds_left: 90 },
            Refused::NothingToForfeit,
            Refused::Unavailable,
            Refused::HintsOff,
        ];
        all.push(Refused::NotYourTurn);
        all.push(Refused::SitsOut);
        all.push(Refused::Move {
            code: "bad_amount".into(),
            text: [
                "Dieser Einsatz geht nicht.".into(),
                "Not that stake.".into(),
            ],
        });
        all.push(Refused::NotAMove {
            text: "„xyz“".into(),
        });
        all.push(Refused::NobodyWaits);
        all.push(Refused::ComputerNeeded);
        all.push(Refused::NoSuchDeal { back: 0, kept: 0 });
        all.push(Refused::NoSuchDeal { back: 5, kept: 3 });
        all
    }

    #[test]
    fn every_refused_renders_in_both_languages() {
        let all = all_refused();
        let mut seen: Vec<usize> = all.iter().map(refused_index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..24).collect::<Vec<_>>());
        for r in &all {
            let (de, en) = (refused(Lang::De, r), refused(Lang::En, r));
            assert!(!de.trim().is_empty() && !en.trim().is_empty(), "{r:?}");
            assert_ne!(de, en, "{r:?}");
        }
        assert_eq!(
            refused(Lang::De, &Refused::TooFewPlayers { needed: 2 }),
            "Zum Beginnen braucht es 2 Spieler."
        );
    }
}
