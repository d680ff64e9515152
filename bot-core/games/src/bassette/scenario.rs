//! Bassette's scenarios (`RULES-bassette.md`, *Conformance format*): one Taille from the
//! banker's pack, the seats' Marken, and the actions `stake` and `draw`.

use serde_json::{Map, Value};

use super::{Bassette, Partie, SPEC, START, limits, rank_of, stake_move};
use crate::any::AnyGame;
use crate::card::Pack;
use crate::frame::{Frame, Shape};
use crate::game::Move;
use crate::registry::GameSpec;

/// The most Marken a scenario's seat may hold (so that no sum can overflow).
const MAX_CHIPS: i64 = 1 << 50;

/// The keys a scenario may have.
///
/// Reading: the rules file ends its list of invalid files with "Other fields are ignored", so
/// unknown keys (and an action's unknown fields) are dropped rather than refused, unlike the
/// strict frame of most other games.
const KEYS: [&str; 9] = [
    "name", "game", "rules", "seats", "hands", "stock", "actions", "expect", "chips",
];

/// Reads a scenario's Taille.
pub(super) fn read(value: &Value) -> Result<AnyGame, String> {
    let object = value.as_object().ok_or("a scenario is a JSON object")?;
    let known: Map<String, Value> = object
        .iter()
        .filter(|(k, _)| KEYS.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    // Reading: the rules file bounds a scenario's seats only below ("2 or more"); a table seats
    // at most `SPEC.seats.1`.
    // The table's `bank` setting is no rule of a scenario (its rules are the stake limits).
    let spec = GameSpec {
        seats: (2, usize::MAX),
        house_rules: &SPEC.house_rules[..2],
        ..SPEC
    };
    let frame = Frame::read(
        &Value::Object(known),
        &spec,
        Shape {
            extra: &["chips"],
            default_seats: 2,
            pack: Some(Pack::FiftyTwo.set()),
            out_of_play: None,
        },
    )?;
    if frame.hands.iter().any(|h| !h.is_empty()) {
        return Err("every hand must be empty: the banker holds the pack".into());
    }
    let chips = frame
        .ints("chips", 0, MAX_CHIPS)?
        .unwrap_or_else(|| vec![START; frame.seats]);
    // Reading: a scenario's Taille is the first of a players' bank whose players began with
    // the table's 100 Marken.
    let partie = Partie::players(frame.seats);
    Ok(Bassette::new(limits(&frame.rules)?, frame.stock, chips, partie).into_any())
}

/// Reads a scenario's action: `draw`, or `stake` with a `rank` code (a string of one
/// character among `A K Q J T 9 8 7 6 5 4 3 2`) and an integer `amount` (any integer: a bad
/// one is refused in play with `bad_amount`); other fields are ignored (see [`KEYS`]).
pub(super) fn action(value: &Value) -> Result<Move, String> {
    let object = value.as_object().ok_or("an action is an object")?;
    match object.get("do").and_then(Value::as_str) {
        Some("draw") => Ok(Move::verb_only("draw")),
        Some("stake") => {
            let rank = object
                .get("rank")
                .and_then(Value::as_str)
                .and_then(rank_of)
                .ok_or("stake needs a \"rank\" among A K Q J T 9 8 7 6 5 4 3 2")?;
            let amount = object
                .get("amount")
                .and_then(Value::as_i64)
                .ok_or("stake needs an integer \"amount\"")?;
            Ok(stake_move(rank, amount))
        }
        _ => Err("an action's \"do\" is \"stake\" or \"draw\"".into()),
    }
}
