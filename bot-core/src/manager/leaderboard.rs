//! The per-channel leaderboard's order: each player's record ([`Stats`]: Bummerl won and lost,
//! Schneider given and taken, games won and lost, game points, and the rating), best first.

use std::cmp::Reverse;

use crate::games::Unit;
use crate::ids::UserId;
use crate::protocol::Stats;

/// Sorts entries best first by `unit` and keeps the top `n`.
pub fn top(mut entries: Vec<(UserId, Stats)>, n: usize, unit: Unit) -> Vec<(UserId, Stats)> {
    entries.sort_by_key(|(user, stats)| (Reverse(stats.rank_key(unit)), user.clone()));
    entries.truncate(n);
    entries
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Platform;

    #[test]
    fn ranks_by_bummerl_then_games_then_points() {
        let user = |n: &str| UserId::new(Platform::Terminal, n);
        let stats = |bw, bl, gw, gl, gp| Stats {
            bummerl_won: bw,
            bummerl_lost: bl,
            games_won: gw,
            games_lost: gl,
            game_points: gp,
            ..Stats::default()
        };
        let ranked = top(
            vec![
                (user("a"), stats(1, 1, 9, 0, 20)),
                (user("b"), stats(2, 0, 1, 5, 3)),
                (user("c"), stats(1, 1, 9, 0, 25)),
                (user("d"), stats(0, 3, 0, 0, 0)),
            ],
            3,
            Unit::Bummerl,
        );
        let names: Vec<&str> = ranked.iter().map(|(u, _)| u.id.as_str()).collect();
        assert_eq!(names, ["b", "c", "a"]);
    }
}
