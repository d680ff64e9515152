//! The running Bummerl tally and the channel's leaderboard.

use crate::games::schnapsen::words::count;
use crate::manager::{Lang, LeaderboardView, ScoreView};
use crate::rules::Unit;

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
/// points.
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
            "  {}. {name} — {unit} · {games} {}:{} · {points}",
            i + 1,
            s.games_won,
            s.games_lost,
        ));
    }
    lines.join("\n")
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
            variant: crate::rules::Variant::Schnapsen.into(),
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
        let empty = LeaderboardView {
            variant: crate::rules::Variant::Schnorps.into(),
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
