//! The running Bummerl tally and the channel's leaderboard.

use super::names::count;
use crate::manager::{Lang, LeaderboardView, ScoreView};

/// The Bummerl tally: `Bummerl 1 after 3 games (7 → 0): Anna 4 · Computer 7`.
pub fn score(lang: Lang, view: &ScoreView) -> String {
    let games = count(
        lang,
        u64::from(view.games),
        ("Spiel", "Spielen"),
        ("game", "games"),
    );
    let tally = view
        .names
        .iter()
        .zip(&view.left)
        .map(|(name, left)| format!("{name} {left}"))
        .collect::<Vec<_>>()
        .join(" · ");
    match lang {
        Lang::De => format!(
            "Bummerl {} nach {games} (7 → 0): {tally}",
            view.bummerl_number
        ),
        Lang::En => format!(
            "Bummerl {} after {games} (7 → 0): {tally}",
            view.bummerl_number
        ),
    }
}

/// The leaderboard, best first: Bummerl won:lost, Schneider given:taken, games won:lost, game
/// points.
pub fn leaderboard(lang: Lang, view: &LeaderboardView) -> String {
    let mut lines = vec![
        match lang {
            Lang::De => "Rangliste:",
            Lang::En => "Leaderboard:",
        }
        .to_owned(),
    ];
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
        lines.push(format!(
            "  {}. {name} — Bummerl {}:{} · Schneider {}:{} · {games} {}:{} · {points}",
            i + 1,
            s.bummerl_won,
            s.bummerl_lost,
            s.schneider_given,
            s.schneider_taken,
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
            left: vec![4, 7],
            bummerl_number: 1,
            games: 1,
        };
        assert_eq!(
            score(Lang::En, &view),
            "Bummerl 1 after 1 game (7 → 0): Anna 4 · Computer 7"
        );
        assert_eq!(
            score(Lang::De, &view),
            "Bummerl 1 nach 1 Spiel (7 → 0): Anna 4 · Computer 7"
        );
        let board = LeaderboardView {
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
        let empty = LeaderboardView { entries: vec![] };
        assert_ne!(leaderboard(Lang::De, &empty), leaderboard(Lang::En, &empty));
    }
}
