//! The running Bummerl tally and the channel's leaderboard.

use crate::games::Unit;
use crate::games::words::count;
use crate::manager::rating::{Rating, computer_level};
use crate::manager::{Lang, LeaderboardView, ScoreView};

/// The name of a score unit.
pub fn unit_name(lang: Lang, unit: Unit) -> &'static str {
    match (lang, unit) {
        (_, Unit::Bummerl) => "Bummerl",
        (Lang::De, Unit::Partie) => "Partie",
        (Lang::En, Unit::Partie) => "Match",
        (_, Unit::Marken) => "Marken",
    }
}

/// The Bummerl tally: `Bummerl 1 after 3 games (7 → 0): Anna 4 · Computer 7`; at four and
/// three counted from 24.
pub fn score(lang: Lang, view: &ScoreView) -> String {
    let games = count(
        lang,
        u64::from(view.games),
        ("Spiel", "Spielen"),
        ("game", "games"),
    );
    if let Some(standing) = &view.standing {
        let unit = unit_name(lang, view.unit);
        let number = view.bummerl_number;
        let standing = super::game::pick(lang, standing);
        return match lang {
            Lang::De => format!("{unit} {number} nach {games} · {standing}"),
            Lang::En => format!("{unit} {number} after {games} · {standing}"),
        };
    }
    // Between matches: each player's total as the table keeps it.
    let tally = super::table::tally_line(view.unit, &view.names, &view.totals);
    match (lang, view.unit) {
        (Lang::De, Unit::Marken) => format!("Marken nach {games}: {tally}"),
        (Lang::En, Unit::Marken) => format!("Marken after {games}: {tally}"),
        (Lang::De, unit) => format!(
            "{} {} nach {games}: {tally}",
            unit_name(lang, unit),
            view.bummerl_number
        ),
        (Lang::En, unit) => format!(
            "{} {} after {games}: {tally}",
            unit_name(lang, unit),
            view.bummerl_number
        ),
    }
}

/// The leaderboard, best first: Bummerl won:lost, Schneider given:taken, games won:lost, game
/// points, and the rating ± its deviation (the computer's levels: the rating alone).
pub fn leaderboard(lang: Lang, view: &LeaderboardView) -> String {
    let variant = super::names::variant_name(lang, view.variant);
    let mut lines = vec![match lang {
        Lang::De => format!("Rangliste ({variant}):"),
        Lang::En => format!("Leaderboard ({variant}):"),
    }];
    if view.entries.is_empty() {
        lines.push(
            match lang {
                Lang::De => "  Noch keine Ergebnisse.",
                Lang::En => "  No results yet.",
            }
            .to_owned(),
        );
    }
    for (i, entry) in view.entries.iter().enumerate() {
        let s = &entry.stats;
        let rating = s.rating.map(|r| rating(lang, &r)).unwrap_or_default();
        if let Some(level) = computer_level(&entry.user) {
            // The computer is rated only: it keeps no counts.
            let name = format!("Computer ({})", level.label(lang));
            lines.push(format!("  {}. {name}{rating}", i + 1));
            continue;
        }
        let name = if s.name.is_empty() {
            entry.user.id.as_str()
        } else {
            s.name.as_str()
        };
        let points = count(
            lang,
            u64::from(s.game_points),
            ("Punkt", "Punkte"),
            ("game point", "game points"),
        );
        let games = match lang {
            Lang::De => "Spiele",
            Lang::En => "games",
        };
        let unit = match view.unit {
            Unit::Bummerl => format!(
                "Bummerl {}:{} · Schneider {}:{}",
                s.bummerl_won, s.bummerl_lost, s.schneider_given, s.schneider_taken
            ),
            Unit::Partie => format!(
                "{} {}:{}",
                unit_name(lang, Unit::Partie),
                s.partien_won,
                s.partien_lost
            ),
            Unit::Marken => format!("Marken {:+}", s.marken),
        };
        lines.push(format!(
            "  {}. {name} — {unit} · {games} {}:{} · {points}{rating}",
            i + 1,
            s.games_won,
            s.games_lost,
        ));
    }
    lines.join("\n")
}

/// A rating as a leaderboard shows it after the counts: ` · Wertung 1612 ± 80`, marked while it
/// is provisional.
pub fn rating(lang: Lang, rating: &Rating) -> String {
    let (word, provisional) = match lang {
        Lang::De => ("Wertung", " (vorläufig)"),
        Lang::En => ("rating", " (provisional)"),
    };
    format!(
        " · {word} {:.0} ± {:.0}{}",
        rating.rating,
        rating.deviation,
        if rating.provisional() {
            provisional
        } else {
            ""
        }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::{LeaderboardEntry, Platform, Stats, UserId};

    #[test]
    fn tally_and_leaderboard() {
        let view = ScoreView {
            names: vec!["Anna".into(), "Computer".into()],
            unit: Unit::Bummerl,
            totals: vec![4, 7],
            bummerl_number: 1,
            games: 1,
            standing: None,
        };
        assert_eq!(
            score(Lang::En, &view),
            "Bummerl 1 after 1 game: Anna 4 · Computer 7"
        );
        assert_eq!(
            score(Lang::De, &view),
            "Bummerl 1 nach 1 Spiel: Anna 4 · Computer 7"
        );
        let board = LeaderboardView {
            variant: crate::games::GameId::of("schnapsen").unwrap(),
            unit: Unit::Bummerl,
            entries: vec![LeaderboardEntry {
                user: UserId::new(Platform::Terminal, "local"),
                stats: Stats {
                    name: "Anna".into(),
                    bummerl_won: 2,
                    bummerl_lost: 1,
                    games_won: 9,
                    games_lost: 4,
                    game_points: 17,
                    ..Stats::default()
                },
            }],
        };
        let de = leaderboard(Lang::De, &board);
        assert!(de.contains("1. Anna — Bummerl 2:1"), "{de}");
        assert!(de.contains("Spiele 9:4 · 17 Punkte"), "{de}");
        assert!(!de.contains("Wertung"), "not rated yet: {de}");
        // Rated: the rating ± its deviation, provisional while it rests on few results; the
        // computer's level by its rating alone, in the reader's words.
        let mut rated = board.clone();
        rated.entries[0].stats.rating = Some(Rating {
            rating: 1612.4,
            deviation: 80.2,
            volatility: 0.06,
            results: 3,
        });
        rated.entries.push(LeaderboardEntry {
            user: crate::manager::rating::computer_id(
                Platform::Terminal,
                crate::games::Level::Strong,
            ),
            stats: Stats {
                name: "strong".into(),
                rating: Some(Rating {
                    results: 40,
                    ..Rating::default()
                }),
                ..Stats::default()
            },
        });
        let de = leaderboard(Lang::De, &rated);
        assert!(
            de.contains("17 Punkte · Wertung 1612 ± 80 (vorläufig)"),
            "{de}"
        );
        assert!(
            de.contains("\n  2. Computer (stark) · Wertung 1500 ± 350\n")
                || de.ends_with("\n  2. Computer (stark) · Wertung 1500 ± 350"),
            "{de}"
        );
        let en = leaderboard(Lang::En, &rated);
        assert!(en.contains("rating 1612 ± 80 (provisional)"), "{en}");
        assert!(
            en.ends_with("2. Computer (strong) · rating 1500 ± 350"),
            "{en}"
        );
        let empty = LeaderboardView {
            variant: crate::games::GameId::of("schnorps").unwrap(),
            unit: Unit::Marken,
            entries: vec![],
        };
        assert_ne!(leaderboard(Lang::De, &empty), leaderboard(Lang::En, &empty));
    }

    #[test]
    fn a_registry_game_says_its_own_standing() {
        let view = ScoreView {
            names: vec!["Anna".into(), "Bert".into(), "Carl".into()],
            unit: Unit::Bummerl,
            totals: vec![24, 20, 9],
            bummerl_number: 2,
            games: 3,
            standing: Some([
                "Bummerl-Stand (24 → 0): Anna 24 · Bert 20 · Carl 9".into(),
                "Bummerl (24 → 0): Anna 24 · Bert 20 · Carl 9".into(),
            ]),
        };
        assert_eq!(
            score(Lang::En, &view),
            "Bummerl 2 after 3 games · Bummerl (24 → 0): Anna 24 · Bert 20 · Carl 9"
        );
    }
}
