//! `bummerl replay`: a scenario in, one JSON object out — of the games of `FORMAT-games.md`
//! (a scenario that names its `game`), or of the Schnapsen family in its own frame (`FORMAT.md`,
//! `FORMAT-bauernschnapsen.md`: a scenario that names a `variant` or nothing).

use serde_json::{Value, json};

use crate::any::AnyGame;
use crate::game::Move;
use crate::registry::spec;
use crate::schnapsen::replay::AnyScenario;

/// Replays a scenario of either frame: the outcome of each action, the legal actions before it,
/// and the result. An `Err` is a file that is not a valid scenario (the message says why).
pub fn run(scenario: &Value) -> Result<Value, String> {
    if scenario.get("game").is_none() {
        let family = AnyScenario::parse(&scenario.to_string()).map_err(|e| e.to_string())?;
        return Ok(serde_json::to_value(family.replay()).expect("replay output serialises"));
    }
    let id = scenario["game"]
        .as_str()
        .ok_or("the scenario names no \"game\"")?;
    let spec = spec(id).ok_or_else(|| format!("unknown game {id:?}"))?;
    let mut game = (spec.scenario)(scenario)?;
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
    let (outcomes, legal) = play(&mut game, &moves);
    Ok(json!({
        "actions": outcomes,
        "legal": legal,
        "result": game.get().result(),
    }))
}

/// Plays `moves` (each with its seat) on `game`, as a replay does: the outcome of each (`"ok"`
/// or the refusal's code; a refused move changes nothing) and the seat's legal moves before it,
/// sorted.
pub fn play(game: &mut AnyGame, moves: &[(usize, Move)]) -> (Vec<String>, Vec<Vec<String>>) {
    let mut outcomes = Vec::new();
    let mut legal = Vec::new();
    for &(seat, mv) in moves {
        let mut now: Vec<String> = game
            .get()
            .legal(seat)
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
