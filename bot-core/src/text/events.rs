//! Every [`Event`] of the manager as a short line: deals, tricks with their cards, marriages
//! ("Zwanzig in Herz!", "Vierzig!"), closing, the game's and the Bummerl's end, timers, forfeits.

use super::cards::{card_short, suit_name};
use super::hand::action_label;
use super::names::{count, duration, join, reason_text, switch_text, variant_name};
use crate::manager::{Event, GameResult, Lang};
use crate::rules::{Action, Unit, parse_switch};

/// An event as one line (the end of a game may add a second line with the points).
pub fn event(lang: Lang, event: &Event) -> String {
    match event {
        Event::Opened { by, variant } => {
            let variant = variant_name(lang, *variant);
            match lang {
                Lang::De => format!("{by} hat einen {variant}-Tisch eröffnet."),
                Lang::En => format!("{by} opened a {variant} table."),
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
        } => {
            let card = card_short(lang, *trump_card);
            let suit = suit_name(lang, trump_card.suit());
            match lang {
                Lang::De => format!(
                    "Spiel {number}: {dealer} gibt, {forehand} spielt aus. Atout: {card} ({suit})"
                ),
                Lang::En => format!(
                    "Game {number}: {dealer} deals, {forehand} leads. Trump: {card} ({suit})"
                ),
            }
        }
        Event::Announced { name, suit, points } => {
            let suit_name = suit_name(lang, *suit);
            match (lang, *points >= 40) {
                (Lang::De, true) => format!("{name}: Vierzig!"),
                (Lang::De, false) => format!("{name}: Zwanzig in {suit_name}!"),
                (Lang::En, true) => format!("{name}: forty in trumps!"),
                (Lang::En, false) => format!("{name}: twenty in {suit_name}!"),
            }
        }
        Event::Exchanged { name, took } => {
            let took = card_short(lang, *took);
            match lang {
                Lang::De => format!("{name} tauscht und nimmt die Atoutkarte {took}."),
                Lang::En => format!("{name} exchanges and takes the trump card {took}."),
            }
        }
        Event::Closed { name } => match lang {
            Lang::De => format!("{name} dreht zu."),
            Lang::En => format!("{name} closes the talon."),
        },
        Event::TrickWon { winner, trick } => {
            let cards = format!(
                "{} {}",
                card_short(lang, trick.lead),
                card_short(lang, trick.answer)
            );
            match lang {
                Lang::De => format!("Stich für {winner}: {cards}"),
                Lang::En => format!("Trick to {winner}: {cards}"),
            }
        }
        Event::GameOver { names, result } => game_over(lang, names, result),
        Event::BummerlOver {
            losers,
            winners,
            unit: Unit::Partie,
            stake,
            ..
        } => {
            let (losers, winners) = (join(lang, losers), join(lang, winners));
            match lang {
                Lang::De => format!("Partie! {winners} gewinnt gegen {losers}, sie zählt {stake}."),
                Lang::En => format!("Match! {winners} beats {losers}; it counts {stake}."),
            }
        }
        Event::BummerlOver {
            losers,
            winners,
            schneider,
            ..
        } => {
            let (losers, winners) = (join(lang, losers), join(lang, winners));
            let mut line = match lang {
                Lang::De => format!("Bummerl! {losers} bekommt das Bummerl, {winners} gewinnt."),
                Lang::En => format!("Bummerl! {losers} gets the Bummerl, {winners} wins."),
            };
            if *schneider {
                line.push_str(match lang {
                    Lang::De => " Schneider – es zählt doppelt!",
                    Lang::En => " Schneider – it counts double!",
                });
            }
            line
        }
        Event::Resigned { name } => match lang {
            Lang::De => format!("{name} gibt das Bummerl auf."),
            Lang::En => format!("{name} resigns the Bummerl."),
        },
        Event::AbortVote {
            name,
            votes,
            needed,
        } => match lang {
            Lang::De => format!("{name} will den Tisch auflösen ({votes} von {needed} Stimmen)."),
            Lang::En => format!("{name} wants to abort the table ({votes} of {needed} votes)."),
        },
        Event::Aborted { by } => match lang {
            Lang::De => format!("{by} hat den Tisch ohne Wertung aufgelöst."),
            Lang::En => format!("{by} closed the table without a result."),
        },
        Event::RuleChanged { name, value } => {
            let value = parse_switch(value).map_or(value.as_str(), |on| switch_text(lang, on));
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
                Action::Announce(suit) => match lang {
                    Lang::De => format!("Ansage in {}", suit_name(lang, *suit)),
                    Lang::En => format!("announced in {}", suit_name(lang, *suit)),
                },
                other => action_label(lang, other, crate::rules::Suit::Hearts),
            };
            match lang {
                Lang::De => format!("Der Computer hat für {name} gespielt: {what}."),
                Lang::En => format!("The computer played for {name}: {what}."),
            }
        }
    }
}

fn game_over(lang: Lang, names: &[String], result: &GameResult) -> String {
    let name = |p: usize| names.get(p).map_or("?", String::as_str);
    let mut why = reason_text(lang, result.reason).to_owned();
    if result.forfeit {
        why = match lang {
            Lang::De => "Zeit abgelaufen".into(),
            Lang::En => "time ran out".into(),
        };
    }
    let mut line = match result.winner {
        Some(w) => {
            let points = count(
                lang,
                u64::from(result.game_points),
                ("Punkt", "Punkte"),
                ("game point", "game points"),
            );
            match lang {
                Lang::De => format!("Spielende: {} gewinnt {points} ({why}).", name(w)),
                Lang::En => format!("Game over: {} wins {points} ({why}).", name(w)),
            }
        }
        None => match lang {
            Lang::De => format!("Spielende: unentschieden ({why})."),
            Lang::En => format!("Game over: a tie ({why})."),
        },
    };
    let scores = result
        .points
        .iter()
        .map(|&(p, points, tricks)| {
            let tricks = count(
                lang,
                u64::from(tricks),
                ("Stich", "Stiche"),
                ("trick", "tricks"),
            );
            match lang {
                Lang::De => format!("{} {points} Augen, {tricks}", name(p)),
                Lang::En => format!("{} {points} points, {tricks}", name(p)),
            }
        })
        .collect::<Vec<_>>()
        .join(" · ");
    if !scores.is_empty() {
        line.push('\n');
        line.push_str(&scores);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
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
            Event::RuleChanged { .. } => 13,
            Event::Reminder { .. } => 14,
            Event::ForfeitAvailable { .. } => 15,
            Event::Forfeited { .. } => 16,
            Event::TookOver { .. } => 17,
            Event::Replaced { .. } => 18,
        }
    }

    fn all_events() -> Vec<Event> {
        let names = vec!["Anna".to_owned(), "Computer".to_owned()];
        let result = |winner, reason, forfeit| GameResult {
            winner,
            game_points: 2,
            reason,
            forfeit,
            points: vec![(0, 70, 4), (1, 30, 1)],
        };
        let mut all = vec![
            Event::Opened {
                by: "Anna".into(),
                variant: Variant::Schnapsen,
            },
            Event::Joined { name: "Bob".into() },
            Event::Left { name: "Bob".into() },
            Event::Dealt {
                number: 2,
                dealer: "Anna".into(),
                forehand: "Computer".into(),
                trump_card: card("JH"),
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
                schneider: false,
                unit: Unit::Bummerl,
                stake: 1,
            },
            Event::BummerlOver {
                losers: vec!["Computer".into()],
                winners: vec!["Anna".into()],
                schneider: false,
                unit: Unit::Partie,
                stake: 2,
            },
            Event::BummerlOver {
                losers: vec!["Computer".into()],
                winners: vec!["Anna".into()],
                schneider: true,
                unit: Unit::Bummerl,
                stake: 2,
            },
            Event::Resigned {
                name: "Anna".into(),
            },
            Event::AbortVote {
                name: "Anna".into(),
                votes: 1,
                needed: 2,
            },
            Event::Aborted { by: "Anna".into() },
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
                action: Action::Play(card("TS")),
            },
            Event::TookOver {
                name: "Anna".into(),
                action: Action::Announce(Suit::Clubs),
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
        all
    }

    #[test]
    fn every_event_renders_in_both_languages() {
        let all = all_events();
        let mut seen: Vec<usize> = all.iter().map(index).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..19).collect::<Vec<_>>());
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
}
