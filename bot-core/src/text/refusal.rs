//! Why a command was refused, as one clear sentence: every [`Refused`] of the manager (a game's
//! own refusals come with their words, [`Refused::Move`]).

use super::catalogue::{format, text};
use super::names::duration;
use super::quote::quote;
use crate::games::HouseRuleError;
use crate::ids::Lang;
use crate::protocol::Refused;

/// Why a house rule cannot be set, as one sentence.
pub fn rule_problem(lang: Lang, problem: &HouseRuleError) -> String {
    match problem {
        HouseRuleError::Unknown(rule) => format(
            lang,
            "rule-unknown",
            &[("rule", quote(rule).as_str().into())],
        ),
        HouseRuleError::BadValue { rule, value } => {
            let (rule, value) = (quote(rule), quote(value));
            let args = [
                ("rule", rule.as_str().into()),
                ("value", value.as_str().into()),
            ];
            format(lang, "rule-bad-value", &args)
        }
        HouseRuleError::Invalid {
            rule,
            value,
            expected,
        } => {
            let (rule, value) = (quote(rule), quote(value));
            let args = [
                ("rule", rule.as_str().into()),
                ("value", value.as_str().into()),
                ("expected", expected.into()),
            ];
            format(lang, "rule-invalid", &args)
        }
        HouseRuleError::OutOfRange {
            rule,
            value,
            min,
            max,
        } => {
            let args = [
                ("rule", rule.into()),
                ("value", (*value).into()),
                ("min", (*min).into()),
                ("max", (*max).into()),
            ];
            format(lang, "rule-out-of-range", &args)
        }
    }
}

/// What a hand message shows once a button on it turned out stale and no game runs any more at
/// its table (its buttons come off).
pub fn hand_over(lang: Lang) -> String {
    text(lang, "hand-over")
}

/// What a player is told when a button he pressed on a hand was out of date and the message it
/// sat on shows his current hand instead.
pub fn hand_refreshed(lang: Lang) -> String {
    text(lang, "hand-refreshed")
}

/// The manager's refusal of a command as a sentence.
pub fn refused(lang: Lang, refused: &Refused) -> String {
    let id = match refused {
        Refused::TableExists => "refused-table-exists",
        Refused::NoTable => "refused-no-table",
        Refused::AlreadySeated => "refused-already-seated",
        Refused::TableFull => "refused-table-full",
        Refused::NotSeated => "refused-not-seated",
        Refused::NotOpener => "refused-not-opener",
        Refused::AlreadyStarted => "refused-already-started",
        Refused::NotStarted => "refused-not-started",
        Refused::Stale { .. } => "refused-stale",
        Refused::NotYourTurn => "refused-not-your-turn",
        Refused::SitsOut => "refused-sits-out",
        Refused::ComputerNeeded => "refused-computer-needed",
        Refused::NobodyWaits => "refused-nobody-waits",
        Refused::NoKiebitz => "refused-no-kiebitz",
        Refused::NothingToForfeit => "refused-nothing-to-forfeit",
        Refused::HintsOff => "refused-hints-off",
        Refused::Unavailable => "refused-unavailable",
        Refused::NoSuchDeal { kept: 0, .. } => "refused-no-deal-yet",
        Refused::Move { text: words, .. } => return super::game::pick(lang, words),
        Refused::BadRule(problem) => return rule_problem(lang, problem),
        Refused::NotAMove { text: typed } => {
            return format(lang, "refused-not-a-move", &[("typed", typed.into())]);
        }
        Refused::TooFewPlayers { needed } => {
            return format(
                lang,
                "refused-too-few-players",
                &[("needed", (*needed).into())],
            );
        }
        Refused::TooManySeated { seated, size } => {
            let args = [("seated", (*seated).into()), ("size", (*size).into())];
            return format(lang, "refused-too-many-seated", &args);
        }
        Refused::TooEarly { seconds_left } => {
            let time = duration(lang, *seconds_left);
            return format(lang, "refused-too-early", &[("time", time.as_str().into())]);
        }
        Refused::NoSuchDeal { back, kept } => {
            let args = [("back", (*back).into()), ("kept", (*kept).into())];
            return format(lang, "refused-no-such-deal", &args);
        }
        Refused::DealGone { number } => {
            return format(lang, "refused-deal-gone", &[("number", (*number).into())]);
        }
        Refused::NoSuchStep {
            number,
            step,
            steps,
        } => {
            let args = [
                ("number", (*number).into()),
                ("step", (*step).into()),
                ("steps", (*steps).into()),
            ];
            return format(lang, "refused-no-such-step", &args);
        }
        Refused::ForeignKey => "refused-foreign-key",
        Refused::NotAdmin => "refused-not-admin",
        Refused::PackLacksCards { variant } => {
            let game = super::names::variant_name(lang, *variant);
            return format(lang, "refused-pack-lacks-cards", &[("game", game.into())]);
        }
        Refused::NoPlayer { name } => {
            return format(lang, "refused-no-player", &[("name", name.into())]);
        }
        Refused::SeasonsOff => "refused-seasons-off",
        Refused::NoSeason { name, past } => {
            let past = if past.is_empty() {
                String::new()
            } else {
                format(lang, "season-past", &[("names", past.join(", ").into())])
            };
            let args = [("name", name.into()), ("past", past.into())];
            return format(lang, "refused-no-season", &args);
        }
    };
    text(lang, id)
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
            Refused::NotAdmin => 24,
            Refused::SeasonsOff => 25,
            Refused::NoSeason { .. } => 26,
            Refused::NoPlayer { .. } => 27,
            Refused::DealGone { .. } => 28,
            Refused::NoSuchStep { .. } => 29,
            Refused::ForeignKey => 30,
            Refused::PackLacksCards { .. } => 31,
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
            Refused::NotAdmin,
            Refused::PackLacksCards {
                variant: crate::games::GameId::default(),
            },
            Refused::SeasonsOff,
            Refused::NoPlayer {
                name: "Zenzi".into(),
            },
            Refused::NoSeason {
                name: "2026-13".into(),
                past: vec!["2026-10".into()],
            },
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
        all.push(Refused::DealGone { number: 7 });
        all.push(Refused::NoSuchStep {
            number: 7,
            step: 30,
            steps: 24,
        });
        all.push(Refused::ForeignKey);
        all
    }

    #[test]
    fn every_refused_renders_in_both_languages() {
        let all = all_refused();
        let mut seen: Vec<usize> = all.iter().map(refused_index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..32).collect::<Vec<_>>());
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

    #[test]
    fn numbers_choose_their_words() {
        let kept = |lang, kept| refused(lang, &Refused::NoSuchDeal { back: 5, kept });
        assert!(kept(Lang::De, 1).ends_with("aufbewahrt wird hier eines."));
        assert!(kept(Lang::De, 3).ends_with("aufbewahrt werden hier 3."));
        assert!(kept(Lang::En, 3).ends_with("this channel keeps 3."));
        let seated = |lang| refused(lang, &Refused::TooManySeated { seated: 3, size: 2 });
        assert!(seated(Lang::De).starts_with("Es sitzen 3 Spieler am Tisch; für 2"));
        assert!(seated(Lang::En).starts_with("3 players are seated; for a table of 2"));
        let early = refused(Lang::En, &Refused::TooEarly { seconds_left: 90 });
        assert!(early.starts_with("Your opponent still has ") && !early.contains('{'));
        let rule = HouseRuleError::Invalid {
            rule: "partie".into(),
            value: "x".into(),
            expected: "8, 12 oder 16".into(),
        };
        assert_eq!(
            rule_problem(Lang::De, &rule),
            "„x“ passt nicht zu partie (erlaubt: 8, 12 oder 16)."
        );
    }
}
