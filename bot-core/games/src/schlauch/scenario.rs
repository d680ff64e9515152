//! Reading a scenario file of `conformance/schlauch/`: the deal, the round so far, and the
//! actions — strictly, so that a malformed file is refused (exit 2).

use serde_json::Value;

use super::rules::Contract;
use super::{Account, House, SPEC, Schlauch};
use crate::any::AnyGame;
use crate::card::{Card, Pack, Suit};
use crate::frame::{self, Frame, Shape};
use crate::game::{Move, Refusal};

/// A deal as a scenario lays it out: three hands of ten, the dealer's two stock cards (the
/// second the turned card), the house rules and the round so far.
pub(super) fn scenario(value: &Value) -> Result<AnyGame, String> {
    let shape = Shape::dealt(&["account"], 3, Pack::ThirtyTwo);
    let frame = Frame::read(value, &SPEC, shape)?;
    frame.sizes(10, 2, "ten cards a hand and two in the stock")?;
    let (points, games) = match frame.raw.get("account") {
        None => ([0; 3], 0),
        Some(account) => read_account(account)?,
    };
    let hands = [0, 1, 2].map(|s| frame.hands[s].clone());
    let account = Account {
        points,
        games,
        striche: [0; 3],
        rounds: 0,
    };
    Ok(Schlauch::new(
        House::read(&frame.rules),
        hands,
        [frame.stock[0], frame.stock[1]],
        account,
    )
    .into_any())
}

/// Reads a scenario's `account`: exactly `points` (three whole numbers, none negative) and
/// `games` (0 to 2).
fn read_account(account: &Value) -> Result<([i64; 3], i64), String> {
    let bad = || "\"account\" must be {\"points\": [3 Points], \"games\": 0 to 2}".to_string();
    let object = account.as_object().ok_or_else(bad)?;
    if object.len() != 2 {
        return Err(bad());
    }
    let points: Vec<i64> = object
        .get("points")
        .and_then(Value::as_array)
        .ok_or_else(bad)?
        .iter()
        .map(|p| p.as_i64().filter(|p| (0..=1_000_000).contains(p)))
        .collect::<Option<_>>()
        .ok_or_else(bad)?;
    let games = object
        .get("games")
        .and_then(Value::as_i64)
        .filter(|g| (0..=2).contains(g))
        .ok_or_else(bad)?;
    let points: [i64; 3] = points.try_into().map_err(|_| bad())?;
    Ok((points, games))
}

/// Reads an action strictly: its fields are checked for their values (a game id, a suit, a
/// card of the pack, a list of at most twelve cards) before the frame makes the move of them.
pub(super) fn action(value: &Value) -> Result<Move, String> {
    let object = value.as_object().ok_or("an action is an object")?;
    let is_card = |c: &Value| c.as_str().and_then(card).is_some();
    for (key, field) in object {
        let ok = match key.as_str() {
            "card" => is_card(field),
            "cards" => field
                .as_array()
                .is_some_and(|l| l.len() <= 12 && l.iter().all(is_card)),
            "game" => field.as_str().and_then(Contract::from_id).is_some(),
            "suit" | "second" => field.as_str().and_then(suit).is_some(),
            _ => true,
        };
        if !ok {
            return Err(format!("{key}: {field} is not a {key} of Schlauch"));
        }
    }
    let trump: &[&str] = if object.contains_key("second") {
        &["suit", "second"]
    } else {
        &["suit"]
    };
    frame::action(
        value,
        &[
            ("lay", &["cards"]),
            ("pass", &[]),
            ("bid", &["game"]),
            ("trump", trump),
            ("ask", &["card"]),
            ("keep", &[]),
            ("give", &["card"]),
            ("play", &["card"]),
        ],
    )
}

/// A card of the 32-card pack.
// Reading: a card code outside the German pack (`2H`) is "not a card" of Schlauch, so a
// scenario action naming one is invalid (exit 2) rather than refused.
pub(super) fn card(text: &str) -> Option<Card> {
    text.parse().ok().filter(|&c| of_pack(c))
}

/// Whether a card is one of the 32-card pack.
fn of_pack(card: Card) -> bool {
    Pack::ThirtyTwo.ranks().contains(&card.rank())
}

/// A suit's letter.
pub(super) fn suit(text: &str) -> Option<Suit> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Suit::from_code(c),
        _ => None,
    }
}

/// The one card argument of a move, read from its token as [`card`] reads its text.
pub(super) fn one_card(mv: &Move) -> Result<Card, Refusal> {
    if mv.arg_count() != 1 {
        return Err(Refusal::ILLEGAL);
    }
    mv.card().filter(|&c| of_pack(c)).ok_or(Refusal::ILLEGAL)
}
