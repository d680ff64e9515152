//! Every [`Event`] of the manager as a short line: the table's life (opened, joined, left, the
//! deal, resigning, closing), timers and forfeits; what a deal told and a match's end are the
//! game's own words ([`super::game`]).

use super::catalogue::format;
use super::names::{duration, language_name, sound, switch_text, variant_name};
use super::quote::quote;
use crate::games::GameId;
use crate::games::Unit;
use crate::games::catalogue::Arg;
use crate::games::parse_switch;
use crate::ids::Lang;
use crate::protocol::{ABORT_CONFIRM_MS, CARDS, Event, LANG};

/// A match's unit as the catalogue selects on it.
pub(super) fn unit_key(unit: Unit) -> &'static str {
    match unit {
        Unit::Bummerl => "bummerl",
        Unit::Partie => "partie",
        Unit::Marken => "marken",
    }
}

/// What a table's running score is, as closing it would wipe or resign it: the Bummerl, the
/// Partie, or with Marken only the game in progress.
fn running(lang: Lang, unit: Unit) -> String {
    format(lang, "running", &[("unit", unit_key(unit).into())])
}

/// An event as one line (the end of a game may add a second line with the points).
pub fn event(lang: Lang, event: &Event) -> String {
    let line = |id: &str, args: &[(&str, Arg)]| format(lang, id, args);
    match event {
        Event::Told { .. } | Event::MatchOver { .. } => {
            super::game::event(lang, event).expect("a registry game's event")
        }
        Event::Opened { by, variant } => {
            let game = variant_name(lang, *variant);
            let args = [
                ("by", by.into()),
                ("sound", sound(&game).into()),
                ("game", game.into()),
            ];
            line("event-opened", &args)
        }
        Event::Joined { name } => line("event-joined", &[("name", name.into())]),
        Event::Left { name } => line("event-left", &[("name", name.into())]),
        Event::Dealt {
            game,
            number,
            dealer,
            forehand,
            trump_card,
            forehand_fixes_trump,
        } => dealt(
            lang,
            *game,
            *number,
            dealer,
            forehand,
            *trump_card,
            *forehand_fixes_trump,
        ),
        Event::Resigned { name, unit } => {
            let args = [("name", name.into()), ("unit", unit_key(*unit).into())];
            line("event-resigned", &args)
        }
        Event::AbortVote {
            name,
            votes,
            needed,
            under_way,
        } => {
            let running = under_way.map(|unit| running(lang, unit));
            let mut args = vec![
                ("name", name.into()),
                ("votes", (*votes).into()),
                ("needed", (*needed).into()),
            ];
            match &running {
                None => line("event-abort-vote", &args),
                Some(running) => {
                    args.push(("running", running.into()));
                    line("event-abort-vote-under-way", &args)
                }
            }
        }
        Event::AbortResigns { name, unit } => {
            let running = running(lang, *unit);
            let within = duration(lang, ABORT_CONFIRM_MS / 1000);
            let args = [
                ("name", name.into()),
                ("running", (&running).into()),
                ("within", (&within).into()),
            ];
            line("event-abort-resigns", &args)
        }
        Event::Aborted { by, resigned } => {
            let id = if *resigned {
                "event-aborted-resigned"
            } else {
                "event-aborted"
            };
            line(id, &[("by", by.into())])
        }
        Event::RuleChanged { name, value } if name == LANG => {
            let language = language_name(lang, Lang::parse(value).unwrap_or(lang));
            line("event-lang", &[("language", language.into())])
        }
        Event::RuleChanged { name, value } if name == CARDS => {
            line("event-cards", &[("cards", value.into())])
        }
        Event::RuleChanged { name, value } => {
            let value =
                parse_switch(value).map_or_else(|| quote(value), |on| switch_text(lang, on));
            let args = [("rule", name.into()), ("value", (&value).into())];
            line("event-rule-changed", &args)
        }
        Event::Reminder { seconds_left } => {
            let left = duration(lang, *seconds_left);
            line("event-reminder", &[("left", (&left).into())])
        }
        Event::ForfeitAvailable { absent } => {
            line("event-forfeit-available", &[("absent", absent.into())])
        }
        Event::Forfeited { absent } => line("event-forfeited", &[("absent", absent.into())]),
        Event::Replaced { name } => line("event-replaced", &[("name", name.into())]),
        Event::TookOver { name } => line("event-took-over", &[("name", name.into())]),
    }
}

/// A deal's first line: who deals and who leads, and the face-up trump card where the game
/// turns one (`Atout: D♠ (Pik)`), or that the forehand fixes trump.
fn dealt(
    lang: Lang,
    game: GameId,
    number: u32,
    dealer: &str,
    forehand: &str,
    trump: Option<crate::games::Card>,
    fixes_trump: bool,
) -> String {
    let mut args = vec![
        ("number", number.into()),
        ("dealer", dealer.into()),
        ("forehand", forehand.into()),
    ];
    let face = game.spec().face;
    let (suit, card) = match trump {
        Some(card) => (face.suit(card.suit(), lang), face.card(card, lang)),
        None => Default::default(),
    };
    let id = match trump {
        Some(_) => {
            args.extend([("card", card.into()), ("suit", suit.into())]);
            "dealt-trump-card"
        }
        None if fixes_trump => "dealt-fixes-trump",
        None if game.spec().table.tells_roles => "dealt-number",
        None => "dealt",
    };
    format(lang, id, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Card;

    fn card(code: &str) -> Card {
        code.parse().unwrap()
    }

    /// The variant's position; a new variant fails to compile here until it is listed below.
    fn index(event: &Event) -> usize {
        match event {
            Event::Opened { .. } => 0,
            Event::Joined { .. } => 1,
            Event::Left { .. } => 2,
            Event::Dealt { .. } => 3,
            Event::Resigned { .. } => 10,
            Event::AbortVote { .. } => 11,
            Event::Aborted { .. } => 12,
            Event::AbortResigns { .. } => 26,
            Event::RuleChanged { .. } => 13,
            Event::Reminder { .. } => 14,
            Event::ForfeitAvailable { .. } => 15,
            Event::Forfeited { .. } => 16,
            Event::TookOver { .. } => 17,
            Event::Replaced { .. } => 18,
            Event::Told { .. } => 27,
            Event::MatchOver { .. } => 28,
        }
    }

    fn all_events() -> Vec<Event> {
        vec![
            Event::Opened {
                by: "Anna".into(),
                variant: crate::games::GameId::of("schnapsen").unwrap(),
            },
            Event::Joined { name: "Bob".into() },
            Event::Left { name: "Bob".into() },
            Event::Dealt {
                game: crate::games::GameId::of("schnapsen").unwrap(),
                number: 2,
                dealer: "Anna".into(),
                forehand: "Computer".into(),
                trump_card: Some(card("JH")),
                forehand_fixes_trump: false,
            },
            Event::Resigned {
                unit: Unit::Bummerl,
                name: "Anna".into(),
            },
            Event::AbortVote {
                name: "Anna".into(),
                votes: 1,
                needed: 2,
                under_way: None,
            },
            Event::AbortVote {
                name: "Anna".into(),
                votes: 1,
                needed: 2,
                under_way: Some(Unit::Partie),
            },
            Event::AbortResigns {
                name: "Anna".into(),
                unit: Unit::Bummerl,
            },
            Event::Aborted {
                by: "Anna".into(),
                resigned: false,
            },
            Event::Aborted {
                by: "Anna".into(),
                resigned: true,
            },
            Event::RuleChanged {
                name: "auto_claim".into(),
                value: "on".into(),
            },
            Event::RuleChanged {
                name: "black_close_penalty".into(),
                value: "4".into(),
            },
            Event::Reminder { seconds_left: 480 },
            Event::ForfeitAvailable {
                absent: "Anna".into(),
            },
            Event::Forfeited {
                absent: "Anna".into(),
            },
            Event::TookOver {
                name: "Anna".into(),
            },
            Event::Replaced {
                name: "Anna".into(),
            },
        ]
    }

    #[test]
    fn a_table_opened_takes_the_article_its_name_sounds_for() {
        let opened = |id| Event::Opened {
            by: "Anna".into(),
            variant: crate::games::GameId::of(id).unwrap(),
        };
        assert_eq!(
            event(Lang::En, &opened("elfern")),
            "Anna opened an Elfern table."
        );
        assert_eq!(
            event(Lang::En, &opened("ecarte")),
            "Anna opened an Écarté table."
        );
        assert_eq!(
            event(Lang::En, &opened("quinze")),
            "Anna opened a Quinze table."
        );
    }

    #[test]
    fn a_registry_games_deal_names_dealer_and_forehand_but_no_trump() {
        let dealt = |forehand_fixes_trump| Event::Dealt {
            game: crate::games::GameId::of("schnapsen").unwrap(),
            number: 1,
            dealer: "Anna".into(),
            forehand: "Computer".into(),
            trump_card: None,
            forehand_fixes_trump,
        };
        assert_eq!(
            event(Lang::En, &dealt(false)),
            "Deal 1: Anna deals, Computer is the forehand."
        );
        assert_eq!(
            event(Lang::De, &dealt(true)),
            "Spiel 1: Anna gibt, Computer ist Vorhand und bestimmt Trumpf."
        );
        // The face-up trump card, of any pack, in the reader's letters.
        let turned = |code: &str| Event::Dealt {
            game: crate::games::GameId::of("schnapsen").unwrap(),
            number: 1,
            dealer: "Anna".into(),
            forehand: "Computer".into(),
            trump_card: Some(card(code)),
            forehand_fixes_trump: false,
        };
        assert_eq!(
            event(Lang::De, &turned("QS")),
            "Spiel 1: Anna gibt, Computer spielt aus. Atout: D♠ (Pik)"
        );
        assert_eq!(
            event(Lang::En, &turned("2H")),
            "Deal 1: Anna deals, Computer leads. Trump: 2♥ (Hearts)"
        );
        // An event stored before the field was the family's: Bauernschnapsen's deal.
        let stored =
            r#"{"Dealt":{"number":1,"dealer":"Anna","forehand":"Computer","trump_card":null}}"#;
        assert_eq!(serde_json::from_str::<Event>(stored).unwrap(), dealt(true));
        // Basset's deal has no dealer and forehand: the game says who holds the bank.
        let basset = Event::Dealt {
            game: crate::games::GameId::of("bassette").unwrap(),
            number: 1,
            dealer: "Anna".into(),
            forehand: "Computer".into(),
            trump_card: None,
            forehand_fixes_trump: false,
        };
        assert_eq!(event(Lang::De, &basset), "Spiel 1.");
        assert_eq!(event(Lang::En, &basset), "Deal 1.");
    }

    #[test]
    fn every_event_renders_in_both_languages() {
        let all = all_events();
        let mut seen: Vec<usize> = all.iter().map(index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, [0, 1, 2, 3, 10, 11, 12, 13, 14, 15, 16, 17, 18, 26]);
        for e in &all {
            let (de, en) = (event(Lang::De, e), event(Lang::En, e));
            assert!(!de.trim().is_empty() && !en.trim().is_empty(), "{e:?}");
            assert_ne!(de, en, "{e:?}");
        }
    }

    #[test]
    fn lines_read_as_at_the_table() {
        let all = all_events();
        let de: Vec<String> = all.iter().map(|e| event(Lang::De, e)).collect();
        let en: Vec<String> = all.iter().map(|e| event(Lang::En, e)).collect();
        assert!(de.contains(&"Hausregel auto_claim: jetzt an.".to_owned()));
        assert!(en.contains(&"It is your turn – 8 minutes left.".to_owned()));
    }

    /// Leaving says what is given up, by the table's unit.
    #[test]
    fn a_leaver_reads_right_for_the_unit() {
        let resigned = |lang, unit| {
            event(
                lang,
                &Event::Resigned {
                    name: "Anna".into(),
                    unit,
                },
            )
        };
        assert_eq!(
            resigned(Lang::De, Unit::Bummerl),
            "Anna gibt das Bummerl auf."
        );
        assert_eq!(
            resigned(Lang::De, Unit::Partie),
            "Anna gibt die Partie auf."
        );
        assert_eq!(resigned(Lang::En, Unit::Partie), "Anna resigns the Partie.");
        assert_eq!(
            resigned(Lang::En, Unit::Marken),
            "Anna left the table; the deal in progress does not count."
        );
    }
}
