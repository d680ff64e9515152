//! The scenario frame of `FORMAT-games.md`, read strictly once for every game: the keys, the
//! seats, the hands and the stock, the house rules, and the actions' fields.

use serde_json::{Map, Value};

use crate::card::{Card, CardSet, Pack};
use crate::game::Move;
use crate::registry::{GameSpec, Rules};

/// The keys every scenario may have.
const COMMON: [&str; 8] = [
    "name", "game", "rules", "seats", "hands", "stock", "actions", "expect",
];

/// A scenario's deal, checked.
#[derive(Clone, Debug)]
pub struct Frame {
    /// The number of seats.
    pub seats: usize,
    /// Each seat's cards.
    pub hands: Vec<Vec<Card>>,
    /// The other cards, top first.
    pub stock: Vec<Card>,
    /// The house rules, defaults filled in.
    pub rules: Rules,
    /// The scenario object (for the game's own fields).
    pub raw: Map<String, Value>,
}

/// What a game asks of its scenarios.
pub struct Shape<'a> {
    /// The keys the game adds to the common ones.
    pub extra: &'a [&'a str],
    /// The seats when the file names none.
    pub default_seats: usize,
    /// The pack that hands and stock (and cards out of play) must make up exactly, if any.
    pub pack: Option<CardSet>,
    /// A field of cards already out of play that completes the pack, if the game has one.
    pub out_of_play: Option<&'a str>,
}

impl<'a> Shape<'a> {
    /// The shape of a game of `seats` dealt from `pack`, every card in hands and stock, with
    /// its own keys `extra`.
    pub fn dealt(extra: &'a [&'a str], seats: usize, pack: Pack) -> Shape<'a> {
        Shape {
            extra,
            default_seats: seats,
            pack: Some(pack.set()),
            out_of_play: None,
        }
    }

    /// The shape of a two-player game dealt from `pack` ([`Shape::dealt`]).
    pub fn two(extra: &'a [&'a str], pack: Pack) -> Shape<'a> {
        Shape::dealt(extra, 2, pack)
    }
}

impl Frame {
    /// Reads a scenario of `spec`'s game.
    pub fn read(scenario: &Value, spec: &GameSpec, shape: Shape<'_>) -> Result<Frame, String> {
        let raw = scenario.as_object().ok_or("a scenario is a JSON object")?;
        for key in raw.keys() {
            if !COMMON.contains(&key.as_str()) && !shape.extra.contains(&key.as_str()) {
                return Err(format!("unknown key {key:?} for {}", spec.id));
            }
        }
        if raw.get("game").and_then(Value::as_str) != Some(spec.id) {
            return Err(format!("\"game\" must be {:?}", spec.id));
        }
        let seats = match raw.get("seats") {
            None => shape.default_seats,
            Some(v) => v
                .as_u64()
                .map(|n| n as usize)
                .filter(|n| (spec.seats.0..=spec.seats.1).contains(n))
                .ok_or_else(|| {
                    format!(
                        "\"seats\" must be from {} to {} for {}",
                        spec.seats.0, spec.seats.1, spec.id
                    )
                })?,
        };
        let rules = match raw.get("rules") {
            None => spec.rules(&Map::new())?,
            Some(Value::Object(overrides)) => spec.rules(overrides)?,
            Some(_) => return Err("\"rules\" must be an object".into()),
        };
        let hands = match raw.get("hands") {
            Some(Value::Array(list)) if list.len() == seats => list
                .iter()
                .map(cards)
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| format!("hands: {e}"))?,
            _ => {
                return Err(format!(
                    "\"hands\" must be a list of {seats} lists of cards"
                ));
            }
        };
        let stock = match raw.get("stock") {
            Some(v) => cards(v).map_err(|e| format!("stock: {e}"))?,
            None => return Err("\"stock\" is missing".into()),
        };
        let out = match shape.out_of_play.and_then(|k| raw.get(k)) {
            Some(v) => cards(v).map_err(|e| format!("out of play: {e}"))?,
            None => Vec::new(),
        };
        let mut seen = CardSet::EMPTY;
        for &card in hands.iter().flatten().chain(&stock).chain(&out) {
            if seen.contains(card) {
                return Err(format!("{card} is dealt twice"));
            }
            seen.insert(card);
        }
        if shape.pack.is_some_and(|pack| seen != pack) {
            return Err("hands and stock must hold the game's pack, each card once".into());
        }
        Ok(Frame {
            seats,
            hands,
            stock,
            rules,
            raw: raw.clone(),
        })
    }

    /// Whether every hand holds `hand` cards and the stock `stock`; else `Err(why)`.
    pub fn sizes(&self, hand: usize, stock: usize, why: &str) -> Result<(), String> {
        if self.hands.iter().any(|h| h.len() != hand) || self.stock.len() != stock {
            return Err(why.into());
        }
        Ok(())
    }

    /// The hands of a two-player deal.
    pub fn two_hands(&self) -> [Vec<Card>; 2] {
        [0, 1].map(|s| self.hands[s].clone())
    }

    /// A whole number per seat of a two-player game, each within bounds ([`Frame::ints`]), or
    /// `default` for both when the field is absent.
    pub fn pair(&self, key: &str, min: i64, max: i64, default: i64) -> Result<[i64; 2], String> {
        Ok(self
            .ints(key, min, max)?
            .map_or([default; 2], |v| [v[0], v[1]]))
    }

    /// A whole number of the game's own fields, with its default and bounds.
    pub fn int(&self, key: &str, default: i64, min: i64, max: i64) -> Result<i64, String> {
        match self.raw.get(key) {
            None => Ok(default),
            Some(v) => v
                .as_i64()
                .filter(|n| (min..=max).contains(n))
                .ok_or_else(|| format!("{key:?} must be a number from {min} to {max}")),
        }
    }

    /// A list of whole numbers, one per seat, each within bounds.
    pub fn ints(&self, key: &str, min: i64, max: i64) -> Result<Option<Vec<i64>>, String> {
        let Some(v) = self.raw.get(key) else {
            return Ok(None);
        };
        let bad = || format!("{key:?} must be {} numbers from {min} to {max}", self.seats);
        let list = v.as_array().ok_or_else(bad)?;
        if list.len() != self.seats {
            return Err(bad());
        }
        list.iter()
            .map(|n| {
                n.as_i64()
                    .filter(|n| (min..=max).contains(n))
                    .ok_or_else(bad)
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }
}

/// Only the given keys of an object (any other value as it is). Reading: the rules files of
/// Portugalese and Quinze say "Other fields are ignored", of a scenario and of an action alike,
/// where [`Frame::read`] and [`action`] refuse unknown keys; both games read through this filter.
pub fn only_keys(value: &Value, keys: &[&str]) -> Value {
    match value {
        Value::Object(map) => Value::Object(
            map.iter()
                .filter(|(k, _)| keys.contains(&k.as_str()))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect::<Map<String, Value>>(),
        ),
        other => other.clone(),
    }
}

/// A scenario with only the keys every scenario may have and the game's `extra` ones
/// ([`only_keys`]).
pub fn known_keys(scenario: &Value, extra: &[&str]) -> Value {
    let keys: Vec<&str> = COMMON.iter().chain(extra).copied().collect();
    only_keys(scenario, &keys)
}

/// A list of card codes.
pub fn cards(value: &Value) -> Result<Vec<Card>, String> {
    value
        .as_array()
        .ok_or_else(|| format!("{value} is not a list of cards"))?
        .iter()
        .map(|c| {
            c.as_str()
                .ok_or_else(|| format!("{c} is not a card"))?
                .parse::<Card>()
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// Reads an action strictly: an object with exactly `p`, `do` and the fields its verb takes in
/// `verbs` (`(verb, fields)`); the move is the verb followed by those fields' values in order
/// (a list gives one argument per element; a card field must hold a card code).
pub fn action(action: &Value, verbs: &[(&str, &[&str])]) -> Result<Move, String> {
    let object = action.as_object().ok_or("an action is an object")?;
    let verb = object
        .get("do")
        .and_then(Value::as_str)
        .ok_or("an action needs \"do\"")?;
    let &(_, fields) = verbs
        .iter()
        .find(|(v, _)| *v == verb)
        .ok_or_else(|| format!("unknown action {verb:?}"))?;
    for key in object.keys() {
        if key != "p" && key != "do" && !fields.contains(&key.as_str()) {
            return Err(format!("{verb}: unexpected field {key:?}"));
        }
    }
    let mut args = Vec::new();
    for &field in fields {
        let value = object
            .get(field)
            .ok_or_else(|| format!("{verb} needs {field:?}"))?;
        let word = |v: &Value| -> Result<String, String> {
            match v {
                Value::String(s) => Ok(s.clone()),
                Value::Number(n) => Ok(n.to_string()),
                other => Err(format!("{field}: {other} is not a value")),
            }
        };
        let card = |v: &Value| -> Result<String, String> {
            let text = v
                .as_str()
                .ok_or_else(|| format!("{field}: {v} is not a card code"))?;
            text.parse::<Card>().map_err(|e| e.to_string())?;
            Ok(text.to_string())
        };
        match (field, value) {
            ("cards", Value::Array(items)) => {
                for item in items {
                    args.push(card(item)?);
                }
            }
            ("cards", other) => return Err(format!("cards: {other} is not a list of cards")),
            ("card", other) => args.push(card(other)?),
            (_, Value::Array(items)) => {
                for item in items {
                    args.push(word(item)?);
                }
            }
            (_, other) => args.push(word(other)?),
        }
    }
    let text = std::iter::once(verb.to_string())
        .chain(args)
        .collect::<Vec<_>>()
        .join(":");
    Move::parse(&text).map_err(|e| e.to_string())
}
