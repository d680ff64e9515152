//! `bummerl replay` for the games of `FORMAT-games.md`: a scenario in, one JSON object out.

use serde_json::{Value, json};

use crate::registry::spec;

/// Replays a scenario: the outcome of each action, the legal actions of its seat before it, and
/// the result. An `Err` is a file that is not a valid scenario (the message says why).
pub fn run(scenario: &Value) -> Result<Value, String> {
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
    let mut outcomes = Vec::new();
    let mut legal = Vec::new();
    for (i, action) in actions.iter().enumerate() {
        let seat = action["p"]
            .as_u64()
            .map(|p| p as usize)
            .filter(|&p| p < seats)
            .ok_or_else(|| format!("action {i}: \"p\" must be a seat from 0 to {}", seats - 1))?;
        let mv = (spec.action)(action).map_err(|e| format!("action {i}: {e}"))?;
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
    Ok(json!({
        "actions": outcomes,
        "legal": legal,
        "result": game.get().result(),
    }))
}

/// Whether a scenario is one of this frame's (it names a game of the registry).
pub fn knows(scenario: &Value) -> bool {
    scenario["game"].as_str().and_then(spec).is_some()
}
