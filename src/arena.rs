//! `bummerl arena --game ID`: two computer players of any game of the registry over many deals
//! (or whole matches), printing one JSON line — the kernel's arena
//! ([`bot_core::games::arena`]) split among threads.
//!
//! Player A sits in one seat; the other seats play at random (`--b random`, the default: each
//! deal once, A in seat `deal % seats`) or are player B (head to head: each deal once with A in
//! each seat, so that the luck of the cards cancels out). A player is a level (`random`, `easy`,
//! `strong`) or one of the game's own players ([`arena::Player::named`]: the two-player Schnapsen
//! family's re-implemented rivals `rdeep` and `mcts`).

use std::time::Instant;

use bot_core::games::GameId;
use bot_core::games::arena::{self, Opponents, Side};
use serde_json::{Value, json};

/// What to play.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// The game.
    pub game: GameId,
    /// Player A.
    pub a: Side,
    /// The other seats: random play or player B.
    pub opponents: Opponents,
    /// Deals (matches with `matches`).
    pub deals: u64,
    /// The seed of the deals and of the players.
    pub seed: u64,
    /// Worker threads (results do not depend on it where the budgets count playouts).
    pub threads: usize,
    /// Whole matches (the game's unit: a Partie, a Bummerl …) instead of single deals.
    pub matches: bool,
}

/// Plays the arena and returns its JSON report: A's deals (matches) won and lost, its share of
/// the decided ones and its average score, overall and seat by seat, its decision times, and
/// against player B B's side (`b_…`) ([`arena::Report::json`]), with the game, the players and
/// their budgets.
pub fn run(cfg: &Config) -> Value {
    let duel = if cfg.matches {
        arena::duel_matches
    } else {
        arena::duel
    };
    let threads = cfg.threads.max(1) as u64;
    let per = cfg.deals.div_ceil(threads);
    let started = Instant::now();
    let reports = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let first = t * per;
                let count = per.min(cfg.deals.saturating_sub(first));
                let spec = cfg.game.spec();
                s.spawn(move || duel(spec, cfg.a, cfg.opponents, first, count, cfg.seed))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a duel thread"))
            .collect()
    });
    let budget = |side: Side| {
        let ms = side.budget.time.as_millis() as u64;
        json!({"playouts": side.budget.playouts, "ms": ms})
    };
    let mut out = arena::merge(reports).json();
    out["game"] = json!(cfg.game.id());
    out["seed"] = json!(cfg.seed);
    out["a"] = json!(cfg.a.player.to_string());
    out["budget"] = budget(cfg.a);
    out["b"] = match cfg.opponents {
        Opponents::Random => json!("random"),
        Opponents::Player(b) => {
            out["b_budget"] = budget(b);
            json!(b.player.to_string())
        }
    };
    out["seconds"] = json!((started.elapsed().as_secs_f64() * 10.0).round() / 10.0);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::games::arena::Player;
    use bot_core::games::search::deterministic;
    use bot_core::games::{GameId, Level};

    /// An arena of `game` for A against `opponents`, over `deals` on two threads.
    fn config(game: &str, a: Side, opponents: Opponents, deals: u64, matches: bool) -> Config {
        Config {
            game: GameId::of(game).unwrap(),
            a,
            opponents,
            deals,
            seed: 1,
            threads: 2,
            matches,
        }
    }

    #[test]
    fn an_arena_counts_deals_or_whole_matches() {
        let a = Side::level(Level::Strong, deterministic(10));
        let deals = run(&config(
            "boehmischer_schneider",
            a,
            Opponents::Random,
            4,
            false,
        ));
        assert_eq!(deals["deals"], 4);
        assert_eq!(deals["b"], "random");
        assert!(deals.get("matches").is_none());
        assert!(deals.get("b_budget").is_none());
        let matches = run(&config(
            "boehmischer_schneider",
            a,
            Opponents::Random,
            4,
            true,
        ));
        assert_eq!(matches["matches"], 4);
        let won = matches["search_won"].as_u64().unwrap();
        let lost = matches["search_lost"].as_u64().unwrap();
        assert_eq!(won + lost, 4, "a match always has a winner: {matches}");
        assert!(matches["search_share_of_decided_matches"].is_number());
        let inside = matches["deals"].as_u64().unwrap();
        assert!(inside >= 4, "every match has a deal: {matches}");
        let deals_won = matches["search_deals_won"].as_u64().unwrap();
        assert!(deals_won <= inside, "{matches}");
    }

    #[test]
    fn an_arena_plays_two_budgets_head_to_head() {
        let side = |playouts| Side::level(Level::Strong, deterministic(playouts));
        let cfg = config(
            "boehmischer_schneider",
            side(10),
            Opponents::Player(side(2)),
            3,
            false,
        );
        let out = run(&cfg);
        assert_eq!(out["deals"], 6, "each deal twice, the seats swapped: {out}");
        assert_eq!(out["b_budget"]["playouts"], 2);
        assert_eq!(out["budget"]["playouts"], 10);
        assert_eq!((&out["a"], &out["b"]), (&json!("strong"), &json!("strong")));
        let [a_won, a_lost, b_won, b_lost] =
            ["a_won", "a_lost", "b_won", "b_lost"].map(|k| out[k].as_u64().unwrap());
        assert_eq!((a_won, a_lost), (b_lost, b_won), "{out}");
        assert!(out.get("search_won").is_none());
    }

    /// The family's arena of old in the one arena: a level against a re-implemented rival over
    /// whole Bummerl, with the games won inside them and each seat's average in the same line.
    #[test]
    fn a_rival_plays_whole_bummerl_of_schnapsen() {
        let schnapsen = GameId::of("schnapsen").unwrap();
        let rdeep = Player::named(schnapsen.spec(), "rdeep").unwrap();
        let b = Opponents::Player(Side {
            player: rdeep,
            budget: deterministic(1),
        });
        let a = Side::level(Level::Easy, deterministic(1));
        let cfg = config("schnapsen", a, b, 2, true);
        let report = run(&cfg);
        assert_eq!(report["b"], "rdeep");
        assert_eq!(report["game"], "schnapsen");
        assert_eq!(report["matches"], 4, "two Bummerl, each twice: {report}");
        let won = ["a_won", "b_won"].map(|k| report[k].as_u64().unwrap());
        assert_eq!(
            won.iter().sum::<u64>(),
            4,
            "a Bummerl has a winner: {report}"
        );
        assert!(report["deals"].as_u64().unwrap() >= 4 * 4, "{report}");
        assert!(report["a_deals_won"].as_u64().unwrap() > 0, "{report}");
        assert_eq!(report["a_by_seat"].as_array().unwrap().len(), 2);
        // Same seed, same games: the rival is repeatable too.
        assert_eq!(run(&cfg)["a_deals_won"], report["a_deals_won"]);
    }
}
