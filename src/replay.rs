//! `bummerl replay FILE`: exit 0 with the JSON output, or 2 with a one-line error for a file
//! that is not a valid scenario. Every scenario goes through the game surface: one of a game's
//! frame (`FORMAT-games.md`, naming its `game`) or of the Schnapsen family's (`FORMAT.md`,
//! naming a `variant` or nothing) to [`replay::run`], and one that carries the deal as the bot
//! stored it (a finished deal exported with `/export`) to [`bot_core::manager::replay`].

use std::path::Path;
use std::process::ExitCode;

use bot_core::games::replay;
use bot_core::manager;

/// Replays the scenario in `path`.
pub fn run(path: &Path) -> ExitCode {
    let fail = |e: String| {
        eprintln!("bummerl replay: {}: {e}", path.display());
        ExitCode::from(2)
    };
    let scenario = match std::fs::read_to_string(path) {
        Ok(text) => match serde_json::from_str::<serde_json::Value>(&text) {
            Ok(scenario) => scenario,
            Err(e) => return fail(format!("not a scenario: {e}")),
        },
        Err(e) => {
            eprintln!("bummerl replay: cannot read {}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    let replayed = if manager::is_recorded(&scenario) {
        manager::replay(&scenario)
    } else {
        replay::run(&scenario)
    };
    match replayed {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}
