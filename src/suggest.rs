//! `bummerl suggest FILE`: the strong level's move for the seat to act after a scenario's
//! actions, in a scenario of any game (either frame `bummerl replay` reads), as one JSON line
//! `{"action": "play:AH", "value": 0.42}`. The file holds every hand, but the player is given
//! only that seat's view: the strong level ([`search::choose`]) decides from it, as at a table.
//! `value` is the search's estimate of what the move wins for that seat, in the game's unit (the
//! family: game points): the mean [`Computer::value`] of [`PLAYOUTS`] play-outs after it, each
//! from the deal as the seat could imagine it ([`search::estimate`]). Exit 2 with a one-line
//! error for a file that is not a valid scenario or a finished deal.
//!
//! [`Computer::value`]: bot_core::games::Computer::value

use std::path::Path;
use std::process::ExitCode;

use bot_core::games::search::{self, Budget};
use bot_core::games::{Level, replay};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::json;

/// The play-outs of the suggestion's value.
const PLAYOUTS: u32 = 2_000;

/// Prints the suggestion for the scenario in `path`.
pub fn run(path: &Path, seed: u64) -> ExitCode {
    let fail = |msg: String| {
        eprintln!("bummerl suggest: {}: {msg}", path.display());
        ExitCode::from(2)
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => return fail(format!("cannot read: {e}")),
    };
    let game = match serde_json::from_str(&text)
        .map_err(|e| format!("not a scenario: {e}"))
        .and_then(|scenario| replay::position(&scenario))
    {
        Ok(game) => game,
        Err(e) => return fail(e),
    };
    let game = game.get();
    let Some(&seat) = game.to_act().first() else {
        return fail("the game is over".into());
    };
    let mut rng = SmallRng::seed_from_u64(seed);
    let Some(mv) = search::choose(game, seat, Level::Strong, Budget::default(), &mut rng) else {
        return fail("no decision for the seat to act".into());
    };
    let value = search::estimate(game, seat, &mv, PLAYOUTS, &mut rng).unwrap_or(0.0);
    let value = (value * 1000.0).round() / 1000.0;
    println!("{}", json!({"action": mv.to_string(), "value": value}));
    ExitCode::SUCCESS
}
