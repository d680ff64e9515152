//! `bummerl suggest FILE`: the strong player's action for the seat to act after a scenario's
//! actions, as one JSON line `{"action": "play:AH", "value": 0.42}` (`value`: the expected game
//! points for that seat). The file holds both hands, but the player is given only that seat's
//! view. Exit 2 with a one-line error for a file that is not a valid scenario or a finished game.

use std::path::Path;
use std::process::ExitCode;

use bot_core::ai::{self, Budget};
use bot_core::games::Level;
use bot_core::replay::Scenario;
use serde_json::json;

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
    let scenario = match Scenario::parse(&text) {
        Ok(s) => s,
        Err(e) => return fail(e.to_string()),
    };
    let view = {
        let game = scenario.final_game();
        let Some(seat) = game.to_act() else {
            return fail("the game is over".into());
        };
        game.view(seat)
    };
    let Some(decision) = ai::decide(Level::Strong, &view, &Budget::DEFAULT, seed) else {
        return fail("no decision for the seat to act".into());
    };
    let value = (f64::from(decision.value) * 1000.0).round() / 1000.0;
    println!(
        "{}",
        json!({"action": decision.action.to_string(), "value": value})
    );
    ExitCode::SUCCESS
}
