//! `bummerl replay FILE`: exit 0 with the JSON output, or 2 with a one-line error for a file
//! that is not a valid scenario. Every variant goes through [`AnyScenario`], which dispatches on
//! the scenario's `variant`; a scenario that names a `game` (`FORMAT-games.md`) goes to that
//! game's module through the registry, and one that carries the deal as the bot stored it (a
//! finished deal exported with `/export`) to [`bot_core::manager::replay`].

use std::path::Path;
use std::process::ExitCode;

use bot_core::games::replay;
use bot_core::manager;
use bot_core::replay::AnyScenario;

/// Replays the scenario in `path`.
pub fn run(path: &Path) -> ExitCode {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("bummerl replay: cannot read {}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    if let Ok(value) = serde_json::from_str::<serde_json::Value>(&text)
        && value.get("game").is_some()
    {
        return games(path, &value);
    }
    match AnyScenario::parse(&text) {
        Ok(scenario) => {
            let out = serde_json::to_string(&scenario.replay()).expect("replay output serialises");
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bummerl replay: {}: {e}", path.display());
            ExitCode::from(2)
        }
    }
}

/// A scenario of the games' frame, or a recorded deal's.
fn games(path: &Path, scenario: &serde_json::Value) -> ExitCode {
    let replayed = if manager::is_recorded(scenario) {
        manager::replay(scenario)
    } else {
        replay::run(scenario)
    };
    match replayed {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("bummerl replay: {}: {e}", path.display());
            ExitCode::from(2)
        }
    }
}
