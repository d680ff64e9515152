//! The registry entry of Piquemedrille: its words and house rules, a new match, and a deal as
//! a scenario file lays it out (with the checks the rules file adds to the frame).

use rand::RngCore;
use serde_json::Value;

use super::order::Contract;
use super::{Piquemedrille, Table};
use crate::any::AnyGame;
use crate::card::{Card, Pack};
use crate::frame::{self, Frame, Shape};
use crate::game::Move;
use crate::registry::{GameSpec, HouseRule, Ranking, RuleKind, Rules, TableTraits, load};

/// The registry entry.
pub const SPEC: GameSpec = GameSpec {
    id: "piquemedrille",
    aliases: &[],
    family: "piquemedrille",
    words: &super::WORDS,
    face: crate::glossary::Face::French,
    packs: &[crate::glossary::Face::French],
    seats: (2, 2),
    ranking: Ranking::Amounts,
    table: TableTraits::PLAIN,
    house_rules: &[
        HouseRule {
            name: "frage",
            default: RuleKind::Bool(true),
        },
        HouseRule {
            name: "mediateur",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "spadille_forcee",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "matadors",
            default: RuleKind::Bool(true),
        },
        HouseRule {
            name: "stamm",
            default: RuleKind::Int {
                default: 1,
                min: 1,
                max: 5,
            },
        },
        HouseRule {
            name: "double_last_tour",
            default: RuleKind::Bool(false),
        },
        HouseRule {
            name: "partie_tours",
            default: RuleKind::Int {
                default: 5,
                min: 1,
                max: 50,
            },
        },
    ],
    new_match,
    scenario,
    load: load::<Piquemedrille>,
    action,
    read: crate::registry::no_words,
    upgrade: crate::registry::stored_as_today,
};

/// The first deal of a Partie: plate empty, nobody ahead.
// Reading: "the first dealer is drawn at random" is the table's seating; seat 1 of the first
// deal deals, and the deal alternates from there (`next_deal`'s shift).
pub(super) fn new_match(
    seats: usize,
    rules: &Rules,
    rng: &mut dyn RngCore,
) -> Result<AnyGame, String> {
    if seats != 2 {
        return Err("Piquemedrille is for two".into());
    }
    Ok(Piquemedrille::deal(Table::new(rules), 0, [0, 0], 0, rng).into_any())
}

/// A deal as a scenario lays it out, with its optional `plate` and `double`.
// Reading: `double_last_tour` and `partie_tours` are table settings ("in scenarios: no"; a
// double deal is the scenario's `double`), so a scenario's `rules` may not name them.
pub(super) fn scenario(value: &Value) -> Result<AnyGame, String> {
    let frame = Frame::read(value, &SPEC, Shape::two(&["plate", "double"], Pack::Forty))?;
    if let Some(Value::Object(rules)) = frame.raw.get("rules")
        && let Some(name) = ["double_last_tour", "partie_tours"]
            .into_iter()
            .find(|n| rules.contains_key(*n))
    {
        return Err(format!(
            "{name:?} is a table setting, not a scenario's house rule"
        ));
    }
    frame.sizes(10, 20, "ten cards a hand and twenty in the talon")?;
    let plate = frame.int("plate", 0, 0, i64::MAX / 4)?;
    if plate % 2 != 0 {
        return Err("\"plate\" must be even".into());
    }
    let double = match frame.raw.get("double") {
        None => false,
        Some(v) => v.as_bool().ok_or("\"double\" must be true or false")?,
    };
    let mut deal = Piquemedrille::new(
        Table::new(&frame.rules),
        0,
        [0, 0],
        plate,
        frame.two_hands(),
        frame.stock,
    );
    deal.double = double;
    Ok(deal.into_any())
}

/// The verbs of a scenario and their fields.
const ACTIONS: [(&str, &[&str]); 6] = [
    ("pass", &[]),
    ("bid", &["game"]),
    ("trump", &["suit"]),
    ("call", &["king", "card"]),
    ("buy", &["cards"]),
    ("play", &["card"]),
];

/// A scenario's action as a move, its fields checked as the rules file lists them.
// Reading: a card field takes any card code of the frame (52 cards); a code outside the
// l'Hombre pack is then simply not in the hand (`not_in_hand`, `cannot_call`, `cannot_buy`).
pub(super) fn action(value: &Value) -> Result<Move, String> {
    let mv = frame::action(value, &ACTIONS)?;
    let field = |key: &str| value.get(key).unwrap_or(&Value::Null);
    let is_card = |v: &Value| v.as_str().is_some_and(|s| s.parse::<Card>().is_ok());
    let ok = match mv.verb() {
        "bid" => field("game")
            .as_str()
            .is_some_and(|g| Contract::from_code(g).is_some()),
        "trump" => field("suit")
            .as_str()
            .is_some_and(|s| ["C", "D", "H", "S"].contains(&s)),
        "call" => is_card(field("king")) && is_card(field("card")),
        "buy" => field("cards")
            .as_array()
            .is_some_and(|list| list.iter().all(is_card)),
        "play" => is_card(field("card")),
        _ => true,
    };
    if ok {
        Ok(mv)
    } else {
        Err(format!("{}: a field is missing or malformed", mv.verb()))
    }
}
