//! `bummerl replay FILE`: exit 0 with the JSON output, or 2 with a one-line error for a file
//! that is not a valid scenario. Every variant goes through [`AnyScenario`], which dispatches on
//! the scenario's `variant`.

use std::path::Path;
use std::process::ExitCode;

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
