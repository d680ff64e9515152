//! The running Bummerl tally and the channel's leaderboard.

use super::catalogue::{format, text};
use super::names::unit_name;
use crate::games::GameId;
use crate::games::Unit;
use crate::ids::Lang;
use crate::protocol::{LeaderboardView, ProfileView, ScoreView, SeasonView, Stats};
use crate::protocol::{Rating, computer_level};

/// The Bummerl tally: `Bummerl 1 after 3 games (7 → 0): Anna 4 · Computer 7`; at four and
/// three counted from 24.
pub fn score(lang: Lang, view: &ScoreView) -> String {
    let after = format(lang, "after-games", &[("n", view.games.into())]);
    // The match's number names one: a Bummerl, a Partie; amounts count many (Striche).
    let unit = match view.unit {
        Unit::Marken => unit_name(lang, view.game, 2),
        _ => unit_name(lang, view.game, 1),
    };
    let mut args = vec![
        ("unit", unit.as_str().into()),
        ("match", view.bummerl_number.into()),
        ("after", after.as_str().into()),
    ];
    if let Some(standing) = &view.standing {
        let standing = super::game::pick(lang, standing);
        args.push(("standing", (&standing).into()));
        // Amounts count no numbered match: the game's standing says them.
        let id = match view.unit {
            Unit::Marken => "score-standing-amounts",
            _ => "score-standing",
        };
        return format(lang, id, &args);
    }
    // Between matches: each player's total as the table keeps it.
    let tally = super::table::tally_line(view.unit, &view.names, &view.totals);
    args.push(("tally", tally.as_str().into()));
    match view.unit {
        Unit::Marken => format(lang, "score-tally-marken", &args),
        _ => format(lang, "score-tally", &args),
    }
}

/// The leaderboard, best first: Bummerl won:lost, Schneider given:taken, games won:lost, game
/// points, and the rating ± its deviation (the computer's levels: the rating alone).
pub fn leaderboard(lang: Lang, view: &LeaderboardView) -> String {
    let variant = super::names::variant_name(lang, view.variant);
    let title = match (&view.season, view.running) {
        (None, _) => "leaderboard-title",
        (Some(_), true) => "leaderboard-title-season",
        (Some(_), false) => "leaderboard-title-past",
    };
    let season = view.season.clone().unwrap_or_default();
    let mut lines = vec![format(
        lang,
        title,
        &[("game", variant.into()), ("season", season.into())],
    )];
    if view.entries.is_empty() {
        lines.push(format!("  {}", text(lang, "leaderboard-empty")));
    }
    // Game points where the game writes them: a column nobody has anything in is left out.
    let written = view.entries.iter().any(|e| e.stats.game_points > 0);
    let points = |n: u32| {
        let words = format(lang, "leaderboard-points", &[("n", n.into())]);
        if written {
            format!(" · {words}")
        } else {
            String::new()
        }
    };
    for (i, entry) in view.entries.iter().enumerate() {
        let s = &entry.stats;
        let rating = s.rating.map(|r| rating(lang, &r)).unwrap_or_default();
        let mut args = vec![("rank", (i + 1).into()), ("rating", rating.as_str().into())];
        if let Some(level) = computer_level(&entry.user) {
            // The computer is rated only: it keeps no counts.
            args.push(("level", level.label(lang).into()));
            lines.push(format!("  {}", format(lang, "leaderboard-computer", &args)));
            continue;
        }
        let name = if s.name.is_empty() {
            entry.user.id.as_str()
        } else {
            s.name.as_str()
        };
        let unit = unit_counts(lang, view.variant, view.unit, s);
        args.extend([
            ("name", name.into()),
            ("unit", unit.as_str().into()),
            ("won", s.games_won.into()),
            ("lost", s.games_lost.into()),
            ("points", points(s.game_points).into()),
        ]);
        lines.push(format!("  {}", format(lang, "leaderboard-entry", &args)));
    }
    // Where a player finds the past seasons, and how to ask for one.
    if let Some(first) = view.past.first() {
        let args = [
            ("names", view.past.join(", ").into()),
            ("game", view.variant.id().into()),
            ("first", first.as_str().into()),
        ];
        lines.push(format(lang, "leaderboard-past", &args));
    }
    lines.join("\n")
}

/// An admin ended the running season: which ended, which began, and what carries over.
pub fn season_ended(lang: Lang, view: &SeasonView) -> String {
    let args = [
        ("ended", view.ended.as_str().into()),
        ("running", view.running.as_str().into()),
    ];
    format(lang, "season-ended", &args)
}

/// A player's counts in the game's unit: `Bummerl 2:1 · Schneider 1:0`, `Partien 3:2`, `Striche
/// +4`.
fn unit_counts(lang: Lang, variant: GameId, unit: Unit, s: &Stats) -> String {
    match unit {
        Unit::Bummerl => {
            let counts = [
                ("won", s.bummerl_won.into()),
                ("lost", s.bummerl_lost.into()),
                ("given", s.schneider_given.into()),
                ("taken", s.schneider_taken.into()),
            ];
            format(lang, "leaderboard-bummerl", &counts)
        }
        Unit::Partie => {
            let unit = unit_name(lang, variant, 2);
            let counts = [
                ("unit", unit.as_str().into()),
                ("won", s.partien_won.into()),
                ("lost", s.partien_lost.into()),
            ];
            format(lang, "leaderboard-partie", &counts)
        }
        Unit::Marken => {
            let args = [
                ("unit", unit_name(lang, variant, 2).into()),
                ("marken", format!("{:+}", s.marken).into()),
            ];
            format(lang, "leaderboard-marken", &args)
        }
    }
}

/// A player's games in the channel: per game his counts this season and his rating, his best
/// place on a season's board, and his record against the computer's levels.
pub fn profile(lang: Lang, view: &ProfileView) -> String {
    let mut lines = vec![format(
        lang,
        "profile-title",
        &[("name", view.name.as_str().into())],
    )];
    if view.games.is_empty() {
        lines.push(format!("  {}", text(lang, "profile-empty")));
    }
    for game in &view.games {
        let s = &game.stats;
        let rating = s.rating.map(|r| rating(lang, &r)).unwrap_or_default();
        let args = [
            (
                "game",
                super::names::variant_name(lang, game.variant).into(),
            ),
            ("unit", unit_counts(lang, game.variant, game.unit, s).into()),
            ("won", s.games_won.into()),
            ("lost", s.games_lost.into()),
            ("rating", rating.into()),
        ];
        lines.push(format!("  {}", format(lang, "profile-game", &args)));
        if let Some((place, season)) = &game.best {
            let args = [
                ("place", (*place).into()),
                ("season", season.as_str().into()),
            ];
            lines.push(format!("    {}", format(lang, "profile-best", &args)));
        }
        if !game.against.is_empty() {
            let record: Vec<String> = game
                .against
                .iter()
                .map(|(level, tally)| {
                    let args = [
                        ("level", level.label(lang).into()),
                        ("won", tally.won.into()),
                        ("lost", tally.lost.into()),
                    ];
                    format(lang, "profile-against-level", &args)
                })
                .collect();
            let args = [("record", record.join(" · ").into())];
            lines.push(format!("    {}", format(lang, "profile-against", &args)));
        }
    }
    lines.join("\n")
}

/// A rating as a leaderboard shows it after the counts: ` · Wertung 1612 ± 80`, marked while it
/// is provisional.
pub fn rating(lang: Lang, rating: &Rating) -> String {
    let id = if rating.provisional() {
        "rating-provisional"
    } else {
        "rating"
    };
    // Whole points: the deviation makes any decimal meaningless.
    let args = [
        ("rating", (rating.rating.round() as i64).into()),
        ("deviation", (rating.deviation.round() as i64).into()),
    ];
    format!(" · {}", format(lang, id, &args))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{Platform, UserId};
    use crate::protocol::{LeaderboardEntry, Stats};

    #[test]
    fn tally_and_leaderboard() {
        let view = ScoreView {
            game: crate::games::GameId::of("schnapsen").unwrap(),
            names: vec!["Anna".into(), "Computer".into()],
            unit: Unit::Bummerl,
            totals: vec![4, 7],
            bummerl_number: 1,
            games: 1,
            standing: None,
        };
        assert_eq!(
            score(Lang::En, &view),
            "Bummerl 1 after 1 deal: Anna 4 · Computer 7"
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
            season: None,
            running: true,
            past: Vec::new(),
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
            user: crate::protocol::computer_id(Platform::Terminal, crate::games::Level::Strong),
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
            season: None,
            running: true,
            past: Vec::new(),
        };
        assert_ne!(leaderboard(Lang::De, &empty), leaderboard(Lang::En, &empty));
        // A season's board says which, and where the past ones are.
        let past = LeaderboardView {
            season: Some("2026-10".into()),
            running: false,
            past: vec!["2026-10".into(), "2026-09".into()],
            ..board.clone()
        };
        let en = leaderboard(Lang::En, &past);
        assert!(
            en.starts_with("Leaderboard (Schnapsen), past season 2026-10:"),
            "{en}"
        );
        assert!(
            en.ends_with("Past seasons: 2026-10, 2026-09 – name one after the game to see its board (top schnapsen 2026-10)."),
            "{en}"
        );
        let de = leaderboard(
            Lang::De,
            &LeaderboardView {
                running: true,
                ..past
            },
        );
        assert!(
            de.starts_with("Rangliste (Schnapsen), Saison 2026-10:"),
            "{de}"
        );
    }

    #[test]
    fn a_registry_game_says_its_own_standing() {
        let view = ScoreView {
            game: crate::games::GameId::of("bauernschnapsen").unwrap(),
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
            "Bummerl 2 after 3 deals · Bummerl (24 → 0): Anna 24 · Bert 20 · Carl 9"
        );
    }
}
