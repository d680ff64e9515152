//! Every [`Event`] of the manager as a short line: deals, tricks with their cards, marriages
//! ("Zwanzig in Herz!", "Vierzig!"), closing, the game's and the Bummerl's end, timers, forfeits;
//! at four and three also trump, the calls of the bidding, the game declared, the talon
//! exchange and the settlement.

use super::names::{duration, switch_text, variant_name};
use super::quote::quote;
use crate::games::schnapsen::words::events as family;
use crate::games::schnapsen::words::{action_label, suit_name};
use crate::manager::{Event, Lang};
use crate::rules::{AnyAction, Unit, parse_switch};

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
    if let Some(line) = bauern_event(lang, event) {
        return line;
    }
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
        } => family::dealt(
            lang,
            *number,
            dealer,
            forehand,
            *trump_card,
            *forehand_fixes_trump,
        ),
        Event::Announced { name, suit, points } => family::announced(lang, name, *suit, *points),
        Event::Exchanged { name, took } => family::exchanged(lang, name, *took),
        Event::Closed { name } => family::closed(lang, name),
        Event::TrickWon { winner, trick } => family::trick_won(lang, winner, trick),
        Event::GameOver { names, result } => family::game_over(lang, names, result),
        Event::BummerlOver {
            losers,
            winners,
            unit: Unit::Partie,
            stake,
            ..
        } => family::partie_over(lang, losers, winners, *stake),
        Event::BummerlOver {
            losers,
            winners,
            worths,
            ..
        } => family::bummerl_over(lang, losers, winners, worths),
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
        Event::TookOver { name, action } => {
            // The trump suit is not in the event: an announcement says 20/40 by its own suit,
            // so spell it out instead of a label.
            let what = match action {
                None => None,
                Some(AnyAction::Announce(suit)) => Some(match lang {
                    Lang::De => format!("Ansage in {}", suit_name(lang, *suit)),
                    Lang::En => format!("announced in {}", suit_name(lang, *suit)),
                }),
                Some(other) => Some(action_label(lang, other, None)),
            };
            match (what, lang) {
                (Some(what), Lang::De) => format!("Der Computer hat für {name} gespielt: {what}."),
                (Some(what), Lang::En) => format!("The computer played for {name}: {what}."),
                (None, Lang::De) => format!("Der Computer hat für {name} gespielt."),
                (None, Lang::En) => format!("The computer played for {name}."),
            }
        }
        Event::TrumpChosen { .. }
        | Event::Redealt { .. }
        | Event::Called { .. }
        | Event::Declared { .. }
        | Event::Discarded { .. }
        | Event::TrickTaken { .. }
        | Event::Settled { .. } => unreachable!("rendered by bauern_event"),
    }
}

/// The events only Bauernschnapsen and Dreierschnapsen have; `None` for the others.
fn bauern_event(lang: Lang, event: &Event) -> Option<String> {
    Some(match event {
        Event::TrumpChosen { name, suit, turned } => {
            family::trump_chosen(lang, name, *suit, *turned)
        }
        Event::Redealt { name } => family::redealt(lang, name),
        Event::Called { name, call } => family::called(lang, name, *call),
        Event::Declared {
            declarer,
            game,
            sitting_out,
        } => family::declared(lang, declarer, *game, sitting_out.as_deref()),
        Event::Discarded { name } => family::discarded(lang, name),
        Event::TrickTaken { winner, cards } => family::trick_taken(lang, winner, cards),
        Event::Settled { names, result } => family::settled(lang, names, result),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::{BauernResult, GameResult};
    use crate::rules::bauern::{self, Call, Double, GameType};
    use crate::rules::{Card, Reason, Seat, Suit, Trick, Variant};

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
            Event::Announced { .. } => 4,
            Event::Exchanged { .. } => 5,
            Event::Closed { .. } => 6,
            Event::TrickWon { .. } => 7,
            Event::GameOver { .. } => 8,
            Event::BummerlOver { .. } => 9,
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
            Event::TrumpChosen { .. } => 19,
            Event::Redealt { .. } => 20,
            Event::Called { .. } => 21,
            Event::Declared { .. } => 22,
            Event::Discarded { .. } => 23,
            Event::TrickTaken { .. } => 24,
            Event::Settled { .. } => 25,
            Event::Told { .. } => 27,
            Event::MatchOver { .. } => 28,
        }
    }

    fn all_events() -> Vec<Event> {
        let names = vec!["Anna".to_owned(), "Computer".to_owned()];
        let result = |winner, reason, forfeit| GameResult {
            winner,
            game_points: 2,
            unit: Unit::Bummerl,
            reason,
            forfeit,
            points: vec![(0, 70, 4), (1, 30, 1)],
        };
        let mut all = vec![
            Event::Opened {
                by: "Anna".into(),
                variant: Variant::Schnapsen.into(),
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
            Event::Announced {
                name: "Anna".into(),
                suit: Suit::Hearts,
                points: 20,
            },
            Event::Announced {
                name: "Anna".into(),
                suit: Suit::Spades,
                points: 40,
            },
            Event::Exchanged {
                name: "Anna".into(),
                took: card("AS"),
            },
            Event::Closed {
                name: "Anna".into(),
            },
            Event::TrickWon {
                winner: "Anna".into(),
                trick: Trick {
                    leader: Seat::DEALER,
                    lead: card("KH"),
                    answer: card("AH"),
                    winner: Seat::FOREHAND,
                },
            },
            Event::BummerlOver {
                losers: vec!["Computer".into()],
                winners: vec!["Anna".into()],
                worths: vec![1],
                unit: Unit::Bummerl,
                stake: 1,
            },
            Event::BummerlOver {
                losers: vec!["Computer".into()],
                winners: vec!["Anna".into()],
                worths: vec![2],
                unit: Unit::Partie,
                stake: 2,
            },
            Event::BummerlOver {
                losers: vec!["Computer".into()],
                winners: vec!["Anna".into()],
                worths: vec![2],
                unit: Unit::Bummerl,
                stake: 2,
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
                action: Some(AnyAction::Play(card("TS"))),
            },
            Event::TookOver {
                name: "Anna".into(),
                action: Some(AnyAction::Announce(Suit::Clubs)),
            },
            Event::TookOver {
                name: "Anna".into(),
                action: None,
            },
            Event::Replaced {
                name: "Anna".into(),
            },
        ];
        for reason in [
            Reason::Claim,
            Reason::FalseClaim,
            Reason::CloserFailed,
            Reason::LastTrick,
        ] {
            all.push(Event::GameOver {
                names: names.clone(),
                result: result(Some(0), reason, false),
            });
        }
        all.push(Event::GameOver {
            names: names.clone(),
            result: result(Some(1), Reason::Claim, true),
        });
        all.push(Event::GameOver {
            names,
            result: GameResult {
                game_points: 0,
                ..result(None, Reason::Tie, false)
            },
        });
        all.extend(bauern_events());
        all
    }

    fn four() -> Vec<String> {
        ["Anna", "Bert", "Carl", "Dora"].map(String::from).to_vec()
    }

    fn bauern_events() -> Vec<Event> {
        let mut all = vec![
            Event::Dealt {
                number: 1,
                dealer: "Dora".into(),
                forehand: "Anna".into(),
                trump_card: None,
                forehand_fixes_trump: true,
            },
            Event::TrumpChosen {
                name: "Anna".into(),
                suit: Suit::Hearts,
                turned: None,
            },
            Event::TrumpChosen {
                name: "Anna".into(),
                suit: Suit::Clubs,
                turned: Some(card("KC")),
            },
            Event::Redealt {
                name: "Anna".into(),
            },
            Event::Discarded {
                name: "Bert".into(),
            },
            Event::Declared {
                declarer: "Bert".into(),
                game: GameType::Bettler,
                sitting_out: Some("Dora".into()),
            },
            Event::Declared {
                declarer: "Anna".into(),
                game: GameType::Rufer,
                sitting_out: None,
            },
            Event::TrickTaken {
                winner: "Bert".into(),
                cards: vec![
                    ("Anna".into(), card("KH")),
                    ("Bert".into(), card("AH")),
                    ("Carl".into(), card("QH")),
                    ("Dora".into(), card("JH")),
                ],
            },
        ];
        let calls = [
            Call::Pass,
            Call::Bid(GameType::Schnapser),
            Call::Double(Double::Kontra),
            Call::Double(Double::Retour),
        ];
        all.extend(calls.map(|call| Event::Called {
            name: "Carl".into(),
            call,
        }));
        let settled = |winners: Vec<usize>, reason, game, names: Vec<String>| Event::Settled {
            names,
            result: BauernResult {
                game: Some(game),
                declarer: Some(1),
                multiplier: 2,
                winners,
                game_points: 12,
                reason,
                points: vec![(0, 20, 1), (1, 50, 2), (2, 10, 1), (3, 0, 1)],
            },
        };
        all.push(settled(
            vec![1, 3],
            bauern::Reason::Made,
            GameType::Schnapser,
            four(),
        ));
        all.push(settled(
            vec![0, 2],
            bauern::Reason::TrickTaken,
            GameType::Bettler,
            four(),
        ));
        let mut three = settled(
            vec![0, 2],
            bauern::Reason::TrickLost,
            GameType::Durchmarsch,
            four()[..3].to_vec(),
        );
        if let Event::Settled { result, .. } = &mut three {
            result.points.pop();
        }
        all.push(three);
        all
    }

    #[test]
    fn a_table_opened_takes_the_article_its_name_sounds_for() {
        let opened = |id| Event::Opened {
            by: "Anna".into(),
            variant: crate::rules::AnyVariant::Game(crate::games::GameId::of(id).unwrap()),
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
        // An event stored before the field was the family's: Bauernschnapsen's deal.
        let stored =
            r#"{"Dealt":{"number":1,"dealer":"Anna","forehand":"Computer","trump_card":null}}"#;
        assert_eq!(serde_json::from_str::<Event>(stored).unwrap(), dealt(true));
    }

    #[test]
    fn a_schnorps_result_counts_marken() {
        let over = |unit, game_points| Event::GameOver {
            names: vec!["Anna".to_owned(), "Computer".to_owned()],
            result: GameResult {
                winner: Some(1),
                game_points,
                unit,
                reason: Reason::Claim,
                forfeit: false,
                points: Vec::new(),
            },
        };
        let line = |lang, e: &Event| event(lang, e);
        assert_eq!(
            line(Lang::En, &over(Unit::Marken, 8)),
            "Game over: Computer wins 8 Marken (reached 66)."
        );
        assert_eq!(
            line(Lang::De, &over(Unit::Marken, 1)),
            "Spielende: Computer gewinnt 1 Marke (66 erreicht)."
        );
        assert_eq!(
            line(Lang::En, &over(Unit::Partie, 2)),
            "Game over: Computer wins 2 game points (reached 66)."
        );
    }

    #[test]
    fn the_bauern_events_read_as_at_the_table() {
        let de: Vec<String> = bauern_events().iter().map(|e| event(Lang::De, e)).collect();
        let en: Vec<String> = bauern_events().iter().map(|e| event(Lang::En, e)).collect();
        let has = |lines: &[String], want: &str| {
            assert!(
                lines.iter().any(|l| l == want),
                "{want:?} not in {lines:#?}"
            )
        };
        has(
            &de,
            "Spiel 1: Dora gibt, Anna ist Vorhand und bestimmt Trumpf.",
        );
        has(&de, "Anna bestimmt Trumpf: ♥ Herz.");
        has(&de, "Anna deckt K♣ auf: Treff ist Trumpf.");
        has(&en, "Anna turns up K♣: Clubs are trump.");
        has(&de, "Carl: „Gut“.");
        has(&de, "Carl sagt Schnapser an (6 Punkte).");
        has(&de, "Carl: Kontra!");
        has(&en, "Carl doubles: Retour!");
        has(
            &de,
            "Gespielt wird: Bettler (keinen Stich, ohne Trumpf) von Bert. Dora setzt aus.",
        );
        has(
            &en,
            "Bert plays Bettler (no trick at all, no trump). Dora sits out.",
        );
        has(&de, "Stich für Bert: Anna K♥, Bert A♥, Carl D♥, Dora B♥");
        has(
            &de,
            "Spielende – Bert mit Schnapser, Kontra: gewonnen (Spiel erfüllt). Bert und Dora \
             schreiben 12 Punkte.\nAnna & Carl 30 Augen, 2 Stiche · Bert & Dora 50 Augen, 3 Stiche",
        );
        has(
            &en,
            "Game over – Bert with Bettler, Kontra: lost (the Bettler took a trick). Anna and \
             Carl score 12 game points.\nAnna & Carl 2 tricks · Bert & Dora 3 tricks",
        );
        has(
            &de,
            "Spielende – Bert mit Durchmarsch, Kontra: verloren (ein Stich ging verloren). Anna \
             und Carl schreiben je 12 Punkte.\nAnna 1 Stich · Bert 2 Stiche · Carl 1 Stich",
        );
    }

    #[test]
    fn every_event_renders_in_both_languages() {
        let all = all_events();
        let mut seen: Vec<usize> = all.iter().map(index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..27).collect::<Vec<_>>());
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
        assert!(de.contains(&"Anna: Zwanzig in Herz!".to_owned()));
        assert!(de.contains(&"Anna: Vierzig!".to_owned()));
        assert!(de.contains(&"Anna dreht zu.".to_owned()));
        assert!(de.contains(&"Stich für Anna: K♥ A♥".to_owned()));
        assert!(en.contains(&"Trick to Anna: K♥ A♥".to_owned()));
        assert!(de.contains(&"Hausregel auto_claim: jetzt an.".to_owned()));
        assert!(en.iter().any(|l| l.starts_with(
            "Game over: Anna wins 2 game points (reached 66).\nAnna 70 points, 4 tricks"
        )));
        assert!(
            de.iter()
                .any(|l| l.starts_with("Spielende: unentschieden (65 zu 65)."))
        );
        assert!(en.iter().any(|l| l.contains("Schneider")));
        assert!(en.contains(&"It is your turn – 8 minutes left.".to_owned()));
    }

    /// A Bummerl's end says what it counts: a Schneider double, a Retourschneider four times, and
    /// at three each loser's own where they differ; a side of two gets it in the plural.
    #[test]
    fn a_bummerl_says_what_it_counts_for_whom() {
        let names = |n: &[&str]| n.iter().map(|&s| s.to_owned()).collect::<Vec<String>>();
        let over = |lang, losers: &[&str], winners: &[&str], worths: Vec<u32>| {
            event(
                lang,
                &Event::BummerlOver {
                    losers: names(losers),
                    winners: names(winners),
                    worths,
                    unit: Unit::Bummerl,
                    stake: 1,
                },
            )
        };
        assert_eq!(
            over(Lang::En, &["Bert"], &["Anna"], vec![1]),
            "Bummerl! Bert gets the Bummerl, Anna wins."
        );
        assert_eq!(
            over(Lang::De, &["Bert"], &["Anna"], vec![2]),
            "Bummerl! Bert bekommt das Bummerl, Anna gewinnt. Schneider – es zählt doppelt!"
        );
        assert_eq!(
            over(Lang::En, &["Bert", "Dora"], &["Anna", "Carl"], vec![4, 4]),
            "Bummerl! Bert and Dora get the Bummerl, Anna and Carl win. Retourschneider – it \
             counts four times!"
        );
        assert_eq!(
            over(Lang::De, &["Bert", "Dora"], &["Anna", "Carl"], vec![1, 1]),
            "Bummerl! Bert und Dora bekommen das Bummerl, Anna und Carl gewinnen."
        );
        assert_eq!(
            over(Lang::De, &["Bert", "Carl"], &["Anna"], vec![1, 2]),
            "Bummerl! Anna gewinnt. Bert: ein Bummerl, Carl: ein Schneider-Bummerl (zählt \
             doppelt)."
        );
        assert_eq!(
            over(Lang::En, &["Bert", "Carl"], &["Anna"], vec![2, 1]),
            "Bummerl! Anna wins. Bert: a Schneider-Bummerl (counts double), Carl: a Bummerl."
        );
    }

    /// A Partie at three has two winners; leaving says what is given up, by the table's unit.
    #[test]
    fn a_partie_and_a_leaver_read_right_for_the_unit() {
        let partie = |lang, winners: &[&str]| {
            event(
                lang,
                &Event::BummerlOver {
                    losers: vec!["Carl".into()],
                    winners: winners.iter().map(|&w| w.to_owned()).collect(),
                    worths: vec![3],
                    unit: Unit::Partie,
                    stake: 3,
                },
            )
        };
        assert_eq!(
            partie(Lang::De, &["Anna", "Bert"]),
            "Partie! Anna und Bert gewinnen gegen Carl, sie zählt 3."
        );
        assert_eq!(
            partie(Lang::En, &["Anna", "Bert"]),
            "Match! Anna and Bert beat Carl; it counts 3."
        );
        assert_eq!(
            partie(Lang::En, &["Anna"]),
            "Match! Anna beats Carl; it counts 3."
        );
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
