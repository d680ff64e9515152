//! A registry game's searching computer player against random play, on one thread, without
//! building the bots (`bummerl arena --game ID` measures the same):
//!
//! `cargo run -p bummerl-games --release --example duel -- GAME [DEALS] [SEED] [search|random]`
//!
//! `random` puts a random player in the measured seat too: the baseline. The budget is the
//! default one. Prints one JSON line.

use std::time::Instant;

use bummerl_games::Level;
use bummerl_games::arena;
use bummerl_games::search::Budget;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize, default: &str| args.get(i).cloned().unwrap_or(default.to_string());
    let game = arg(0, "bassette");
    let spec = bummerl_games::spec(&game).unwrap_or_else(|| panic!("no game {game}"));
    let deals: u64 = arg(1, "2000").parse().expect("DEALS is a number");
    let seed: u64 = arg(2, "1").parse().expect("SEED is a number");
    let level = match arg(3, "search").as_str() {
        "search" => Level::Strong,
        "random" => Level::Random,
        other => panic!("a level is search or random, not {other}"),
    };
    let started = Instant::now();
    let budget = Budget::default();
    let searcher = arena::Side::level(level, budget);
    let mut out = arena::duel(spec, searcher, arena::Opponents::Random, 0, deals, seed).json();
    out["game"] = game.into();
    out["level"] = serde_json::to_value(level).expect("a level");
    out["budget"] = serde_json::json!({
        "playouts": budget.playouts,
        "ms": budget.time.as_millis() as u64,
    });
    out["seconds"] = ((started.elapsed().as_secs_f64() * 10.0).round() / 10.0).into();
    println!("{out}");
}
