//! Reading a Mariage scenario (`RULES-mariage.md`, *Conformance format*) and starting a match.

use rand::RngCore;
use serde_json::Value;

use super::{CARRY_MAX, Mariage, Table, suit_of};
use crate::any::AnyGame;
use crate::card::{Card, Pack};
use crate::frame::{self, Frame, Shape};
use crate::game::Move;
use crate::registry::Rules;

/// The first deal of a new match.
pub(super) fn new_match(
    seats: usize,
    rules: &Rules,
    rng: &mut dyn RngCore,
) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Mariage is for two".into());
    }
    Ok(Mariage::deal(Table::new(rules), rng).into_any())
}

/// Whether every card code of a list is written exactly (upper case, two characters).
// Reading: the rules file spells ranks and suits in capitals; a code in small letters (which the
// shared card parser would take) is not a valid scenario.
fn exact_codes(value: Option<&Value>) -> bool {
    let Some(Value::Array(items)) = value else {
        return true;
    };
    items.iter().all(|item| match item {
        Value::Array(_) => exact_codes(Some(item)),
        Value::String(s) => s.parse::<Card>().is_ok_and(|c| c.to_string() == *s),
        _ => true,
    })
}

/// A deal as a scenario lays it out; an `Err` is not a valid scenario.
pub(super) fn scenario(value: &Value) -> Result<AnyGame, String> {
    let shape = Shape::two(&["carry", "match"], Pack::ThirtyTwo);
    let frame = Frame::read(value, &super::SPEC, shape)?;
    if !exact_codes(frame.raw.get("hands")) || !exact_codes(frame.raw.get("stock")) {
        return Err("cards are written rank then suit, in capitals".into());
    }
    let why = "six cards a hand and twenty in the stock (the trump card last)";
    frame.sizes(6, 20, why)?;
    let mut table = Table::new(&frame.rules);
    table.carry = frame.int("carry", 0, 0, CARRY_MAX)?;
    if table.carry % 2 != 0 {
        return Err("\"carry\" must be even".into());
    }
    if table.partie > 0 {
        if let Some(m) = frame.ints("match", 1, table.partie)? {
            table.before = [m[0], m[1]];
        }
    } else if frame.raw.contains_key("match") {
        return Err("\"match\" needs a Partie (house rule partie)".into());
    }
    Ok(Mariage::new(table, frame.two_hands(), frame.stock).into_any())
}

/// A scenario's action as a move, read strictly.
pub(super) fn action(value: &Value) -> Result<Move, String> {
    let mv = frame::action(
        value,
        &[
            ("play", &["card"]),
            ("announce", &["suit"]),
            ("amour", &[]),
            ("exchange", &[]),
            ("close", &[]),
            ("waesche", &[]),
            ("pass", &[]),
        ],
    )?;
    let exact = match mv.verb() {
        "play" => mv
            .card()
            .is_some_and(|c| mv.args().next() == Some(&c.to_string())),
        "announce" => mv
            .args()
            .next()
            .and_then(suit_of)
            .is_some_and(|s| mv.args().next() == Some(&s.code().to_string())),
        _ => true,
    };
    if !exact {
        return Err(format!("{}: not a card or suit code: {mv}", mv.verb()));
    }
    Ok(mv)
}
