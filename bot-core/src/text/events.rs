//! Every [`Event`] of the manager as a short line: the table's life (opened, joined, left, the
//! deal, resigning, closing), timers and forfeits; what a deal told and a match's end are the
//! game's own words ([`super::game`]).

use super::names::{duration, switch_text, variant_name};
use super::quote::quote;
use crate::games::Unit;
use crate::games::parse_switch;
use crate::manager::{Event, Lang};

/// What a table's running score is, as closing it would wipe or resign it: the Bummerl, the
/// Partie, or with Marken only the game in progress.
fn running(lang: Lang, unit: Unit) -> &'static str {
    match (lang, unit) {
        (Lang::De, Unit::Bummerl) => "das laufende Bummerl",
        (Lang::De, Unit::Partie) => "die laufende Partie",
        (Lang::De, Unit::Marken) => "das laufende Spiel",
        (Lang::En, Unit::Bummerl) => "the Bummerl under way",
        (Lang::En, Unit::Partie) => "the match under way",
        (Lang::En, Unit::Marken) => "the game in progress",
    }
}

/// An event as one line (the end of a game may add a second line with the points).
pub fn event(lang: Lang, event: &Event) -> String {
    match event {
        Event::Told { .. } | Event::MatchOver { .. } => {
            super::game::event(lang, event).expect("a registry game's event")
        }
        Event::Opened { by, variant } => {
            let variant = variant_name(lang, *variant);
            match lang {
                Lang::De => format!("{by} hat einen {variant}-Tisch eröffnet."),
                Lang::En => {
                    // "an Elfern table", "an Écarté table", "a Schnapsen table".
                    let vowel = variant.starts_with(['A', 'E', 'I', 'O', 'U', 'É']);
                    let article = if vowel { "an" } else { "a" };
                    format!("{by} opened {article} {variant} table.")
                }
            }
        }
        Event::Joined { name } => match lang {
            Lang::De => format!("{name} setzt sich an den Tisch."),
            Lang::En => format!("{name} sits down at the table."),
        },
        Event::Left { name } => match lang {
            Lang::De => format!("{name} hat den Tisch verlassen."),
            Lang::En => format!("{name} left the table."),
        },
        Event::Dealt {
            number,
            dealer,
            forehand,
            trump_card,
            forehand_fixes_trump,
        } => dealt(
            lang,
            *number,
            dealer,
            forehand,
            *trump_card,
            *forehand_fixes_trump,
        ),
        Event::Resigned { name, unit } => match (lang, unit) {
            (Lang::De, Unit::Bummerl) => format!("{name} gibt das Bummerl auf."),
            (Lang::En, Unit::Bummerl) => format!("{name} resigns the Bummerl."),
            (Lang::De, Unit::Partie) => format!("{name} gibt die Partie auf."),
            (Lang::En, Unit::Partie) => format!("{name} resigns the match."),
            (Lang::De, Unit::Marken) => {
                format!("{name} hat den Tisch verlassen; das laufende Spiel zählt nicht.")
            }
            (Lang::En, Unit::Marken) => {
                format!("{name} left the table; the game in progress does not count.")
            }
        },
        Event::AbortVote {
            name,
            votes,
            needed,
            under_way: None,
        } => match lang {
            Lang::De => format!("{name} will den Tisch auflösen ({votes} von {needed} Stimmen)."),
            Lang::En => format!("{name} wants to abort the table ({votes} of {needed} votes)."),
        },
        Event::AbortVote {
            name,
            votes,
            needed,
            under_way: Some(unit),
        } => {
            let running = running(lang, *unit);
            match lang {
                Lang::De => format!(
                    "{name} will den Tisch auflösen ({votes} von {needed} Stimmen): brechen alle \
                     am Tisch ab, zählt {running} nicht. Wer stattdessen geht, gibt es auf."
                ),
                Lang::En => format!(
                    "{name} wants to abort the table ({votes} of {needed} votes): if everyone \
                     seated aborts, {running} does not count. Leaving instead resigns it."
                ),
            }
        }
        Event::AbortResigns { name, unit } => {
            let running = running(lang, *unit);
            match lang {
                Lang::De => format!(
                    "{name}: gegen den Computer heißt Auflösen jetzt, {running} aufzugeben – der \
                     Computer bekommt es. Nochmal abbrechen bestätigt das; sonst spiel weiter."
                ),
                Lang::En => format!(
                    "{name}: against the computer, closing the table now resigns {running} – \
                     the computer gets it. Abort again to confirm; otherwise play on."
                ),
            }
        }
        Event::Aborted {
            by,
            resigned: false,
        } => match lang {
            Lang::De => format!("{by} hat den Tisch ohne Wertung aufgelöst."),
            Lang::En => format!("{by} closed the table without a result."),
        },
        Event::Aborted { by, resigned: true } => match lang {
            Lang::De => format!("{by} hat aufgegeben und den Tisch aufgelöst."),
            Lang::En => format!("{by} resigned and closed the table."),
        },
        Event::RuleChanged { name, value } => {
            let value =
                parse_switch(value).map_or_else(|| quote(value), |on| switch_text(lang, on).into());
            match lang {
                Lang::De => format!("Hausregel {name}: jetzt {value}."),
                Lang::En => format!("House rule {name} is now {value}."),
            }
        }
        Event::Reminder { seconds_left } => {
            let left = duration(lang, *seconds_left);
            match lang {
                Lang::De => format!("Du bist am Zug – noch {left}."),
                Lang::En => format!("It is your turn – {left} left."),
            }
        }
        Event::ForfeitAvailable { absent } => match lang {
            Lang::De => format!(
                "Die Zeit von {absent} ist abgelaufen: der Gegner kann das Spiel für sich \
                 beanspruchen."
            ),
            Lang::En => format!("{absent}'s time is up: the opponent may claim the game."),
        },
        Event::Forfeited { absent } => match lang {
            Lang::De => {
                format!("Die Zeit von {absent} ist abgelaufen: das Spiel geht an den Gegner.")
            }
            Lang::En => format!("{absent}'s time ran out: the game goes to the opponent."),
        },
        Event::Replaced { name } => match lang {
            Lang::De => format!("{name} ist gegangen; der Computer übernimmt den Platz."),
            Lang::En => format!("{name} left; the computer takes the seat."),
        },
        Event::TookOver { name } => match lang {
            Lang::De => format!("Der Computer hat für {name} gespielt."),
            Lang::En => format!("The computer played for {name}."),
        },
    }
}

/// A deal's first line: who deals and who leads, and the face-up trump card where the game
/// turns one (`Atout: D♠ (Pik)`), or that the forehand fixes trump.
fn dealt(
    lang: Lang,
    number: u32,
    dealer: &str,
    forehand: &str,
    trump: Option<crate::games::Card>,
    fixes_trump: bool,
) -> String {
    match (trump, lang) {
        (Some(card), _) => {
            let suit = card.suit().name(lang);
            let card = card.label_in(lang);
            match lang {
                Lang::De => format!(
                    "Spiel {number}: {dealer} gibt, {forehand} spielt aus. Atout: {card} ({suit})"
                ),
                Lang::En => format!(
                    "Game {number}: {dealer} deals, {forehand} leads. Trump: {card} ({suit})"
                ),
            }
        }
        (None, Lang::De) if fixes_trump => {
            format!("Spiel {number}: {dealer} gibt, {forehand} ist Vorhand und bestimmt Trumpf.")
        }
        (None, Lang::En) if fixes_trump => {
            format!("Game {number}: {dealer} deals, {forehand} is the forehand and fixes trump.")
        }
        (None, Lang::De) => format!("Spiel {number}: {dealer} gibt, {forehand} ist Vorhand."),
        (None, Lang::En) => format!("Game {number}: {dealer} deals, {forehand} is the forehand."),
    }
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
            number: 1,
            dealer: "Anna".into(),
            forehand: "Computer".into(),
            trump_card: None,
            forehand_fixes_trump,
        };
        assert_eq!(
            event(Lang::En, &dealt(false)),
            "Game 1: Anna deals, Computer is the forehand."
        );
        assert_eq!(
            event(Lang::De, &dealt(true)),
            "Spiel 1: Anna gibt, Computer ist Vorhand und bestimmt Trumpf."
        );
        // The face-up trump card, of any pack, in the reader's letters.
        let turned = |code: &str| Event::Dealt {
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
            "Game 1: Anna deals, Computer leads. Trump: 2♥ (Hearts)"
        );
        // An event stored before the field was the family's: Bauernschnapsen's deal.
        let stored =
            r#"{"Dealt":{"number":1,"dealer":"Anna","forehand":"Computer","trump_card":null}}"#;
        assert_eq!(serde_json::from_str::<Event>(stored).unwrap(), dealt(true));
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
        assert_eq!(resigned(Lang::En, Unit::Partie), "Anna resigns the match.");
        assert_eq!(
            resigned(Lang::En, Unit::Marken),
            "Anna left the table; the game in progress does not count."
        );
    }
}
