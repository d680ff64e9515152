//! `bummerl replay`: a scenario in, one JSON object out, through the game surface for every
//! game — of the games of `FORMAT-games.md` (a scenario that names its `game`), or of the
//! default game's family in its own frame (`FORMAT.md`, `FORMAT-bauernschnapsen.md`: a scenario
//! that names a `variant` or nothing, read by the registry entry of that game of the family).
//! One loop serves both: where the family's frame writes its output otherwise, the deal says so
//! itself ([`Deal::listed`], [`Deal::frame_result`]).
//!
//! [`Deal::listed`]: crate::game::Deal::listed
//! [`Deal::frame_result`]: crate::game::Deal::frame_result

use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::game::Move;
use crate::registry::{GameId, GameSpec, spec};

/// Replays a scenario of either frame: the outcome of each action, the legal actions before it,
/// and the result. An `Err` is a file that is not a valid scenario (the message says why).
pub fn run(scenario: &Value) -> Result<Value, String> {
    let (mut game, moves) = read(scenario)?;
    let (outcomes, legal) = play(&mut game, &moves);
    Ok(json!({
        "actions": outcomes,
        "legal": legal,
        "result": game.get().frame_result(),
    }))
}

/// The deal after a scenario's actions (a refused one changes nothing), of either frame: what
/// `bummerl suggest` decides on. An `Err` is a file that is not a valid scenario.
pub fn position(scenario: &Value) -> Result<AnyGame, String> {
    let (mut game, moves) = read(scenario)?;
    play(&mut game, &moves);
    Ok(game)
}

/// A scenario read through its game's registry entry: the deal at its start, and each action
/// as a move with its seat.
fn read(scenario: &Value) -> Result<(AnyGame, Vec<(usize, Move)>), String> {
    let spec = frame_spec(scenario)?;
    let game = (spec.scenario)(scenario)?;
    let seats = game.get().seats();
    let actions = match &scenario["actions"] {
        Value::Null => Vec::new(),
        Value::Array(list) => list.clone(),
        _ => return Err("\"actions\" must be a list".into()),
    };
    let mut moves = Vec::new();
    for (i, action) in actions.iter().enumerate() {
        let seat = action["p"]
            .as_u64()
            .map(|p| p as usize)
            .filter(|&p| p < seats)
            .ok_or_else(|| format!("action {i}: \"p\" must be a seat from 0 to {}", seats - 1))?;
        let mv = (spec.action)(action).map_err(|e| format!("action {i}: {e}"))?;
        moves.push((seat, mv));
    }
    Ok((game, moves))
}

/// The registry entry that reads a scenario: the game it names, or — a scenario of the default
/// game's frame, without `game` — the game of the default game's kin its `variant` names, the
/// default game itself without one (whose reader also refuses a `variant` that is none of its
/// kin).
fn frame_spec(scenario: &Value) -> Result<&'static GameSpec, String> {
    match scenario.get("game") {
        None => {
            let variant = scenario.get("variant").and_then(Value::as_str);
            let id = GameId::default()
                .kin()
                .find(|kin| Some(kin.id()) == variant)
                .unwrap_or_default();
            Ok(id.spec())
        }
        Some(game) => {
            let id = game.as_str().ok_or("the scenario names no \"game\"")?;
            spec(id).ok_or_else(|| format!("unknown game {id:?}"))
        }
    }
}

/// Plays `moves` (each with its seat) on `game`, as a replay does: the outcome of each (`"ok"`
/// or the refusal's code; a refused move changes nothing) and the moves listed before it
/// ([`crate::game::Deal::listed`]: the seat's legal moves), sorted.
pub fn play(game: &mut AnyGame, moves: &[(usize, Move)]) -> (Vec<String>, Vec<Vec<String>>) {
    let mut outcomes = Vec::new();
    let mut legal = Vec::new();
    for &(seat, mv) in moves {
        let mut now: Vec<String> = game
            .get()
            .listed(seat)
            .into_iter()
            .map(String::from)
            .collect();
        now.sort();
        legal.push(now);
        outcomes.push(match game.get_mut().apply(seat, &mv) {
            Ok(()) => "ok".to_string(),
            Err(refusal) => refusal.code().to_string(),
        });
    }
    (outcomes, legal)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scenario of the family's own frame, from the committed copy of the public ones.
    fn family_scenario(path: &str) -> Value {
        let path = format!(
            "{}/../../shared-copy/conformance/{path}",
            env!("CARGO_MANIFEST_DIR")
        );
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn a_scenario_without_a_game_replays_in_the_familys_frame() {
        let scenario = family_scenario("schnapsen/01.json");
        let got = run(&scenario).unwrap();
        assert_eq!(got["actions"], scenario["expect"]["actions"]);
        assert_eq!(got["result"], scenario["expect"]["result"]);
        // The public Bauernschnapsen scenarios carry no `expect`: the format's examples do.
        let got = run(&family_scenario("bauernschnapsen/01.json")).unwrap();
        assert_eq!(got["actions"][0], "not_your_turn");
        let mut broken = family_scenario("schnapsen/01.json");
        broken["hands"][0][0] = "XX".into();
        assert!(run(&broken).is_err());
    }
}
