//! Conformance scenarios of Bauernschnapsen and Dreierschnapsen
//! (`../shared/conformance/FORMAT-bauernschnapsen.md`): hands in deal order, an optional talon
//! and score sheet, and actions of every phase. The output (`legal` per acting seat, the sheet
//! and the Bummerl after the game) is the surface's ([`crate::replay`]).
//!
//! Parsing is strict in the same way as the two-player format — a file that is not a valid
//! scenario never reaches the engine — while refused actions are part of a valid scenario.

use serde::Deserialize;
use serde_json::Value;

use super::ScenarioError;
use crate::schnapsen::rules::bauern::{
    Action, Deal, Double, Game, GameType, HouseRules, HouseRulesPatch, Tally,
};
use crate::schnapsen::rules::{Card, Seat, Suit};

/// A parsed, valid scenario of an `N`-seat game.
#[derive(Clone, Debug)]
pub struct Scenario<const N: usize> {
    /// The deal.
    pub deal: Deal<N>,
    /// The house rules: the defaults with the scenario's overrides.
    pub rules: HouseRules,
    /// The score sheet before the game (default: all 24).
    pub score: Tally,
}

#[derive(Deserialize)]
struct RawScenario {
    #[serde(default)]
    rules: HouseRulesPatch,
    score: Option<Vec<i64>>,
    hands: Vec<Vec<String>>,
    talon: Option<Vec<String>>,
    actions: Vec<RawAction>,
}

#[derive(Deserialize)]
struct RawAction {
    p: usize,
    #[serde(rename = "do")]
    verb: String,
    suit: Option<Value>,
    card: Option<Value>,
    index: Option<Value>,
    cards: Option<Value>,
    game: Option<Value>,
}

fn string<'a>(field: &'a Option<Value>, name: &str) -> Result<&'a str, String> {
    match field {
        Some(Value::String(s)) => Ok(s),
        Some(other) => Err(format!("{name} {other} is not a string")),
        None => Err(format!("missing {name}")),
    }
}

fn card(value: &str) -> Result<Card, String> {
    value
        .parse()
        .map_err(|e: crate::schnapsen::rules::ParseCardError| e.to_string())
}

impl RawAction {
    fn parse(&self, seats: usize) -> Result<(Seat, Action), String> {
        let seat = Seat::new(self.p, seats).ok_or_else(|| format!("no seat {}", self.p))?;
        let suit = || -> Result<Suit, String> {
            string(&self.suit, "suit")?
                .parse::<Suit>()
                .map_err(|_| format!("suit {:?} is not H, D, S or C", self.suit))
        };
        let action = match self.verb.as_str() {
            "trump" => Action::Trump(suit()?),
            "turn" => match &self.index {
                // Out of range, negative too, is a refusal rather than a broken file.
                Some(Value::Number(n)) if n.is_i64() || n.is_u64() => {
                    Action::Turn(n.as_u64().map_or(u8::MAX, |i| i.min(255) as u8))
                }
                Some(other) => return Err(format!("index {other} is not an integer")),
                None => return Err("missing index".into()),
            },
            "redeal" => Action::Redeal,
            "pass" => Action::Pass,
            "bid" => Action::Bid(
                string(&self.game, "game")?
                    .parse::<GameType>()
                    .map_err(|e| e.to_string())?,
            ),
            "kontra" => Action::Double(Double::Kontra),
            "retour" => Action::Double(Double::Retour),
            "subkontra" => Action::Double(Double::Subkontra),
            "discard" => {
                let cards = match &self.cards {
                    Some(Value::Array(cards)) if cards.len() == 2 => cards,
                    Some(other) => return Err(format!("cards {other} are not two card codes")),
                    None => return Err("missing cards".into()),
                };
                let code = |v: &Value| match v {
                    Value::String(s) => card(s),
                    other => Err(format!("{other} is not a card code")),
                };
                Action::Discard([code(&cards[0])?, code(&cards[1])?])
            }
            "play" => Action::Play(card(string(&self.card, "card")?)?),
            "announce" => Action::Announce(suit()?),
            "claim" => Action::Claim,
            "exchange" => Action::Exchange,
            "close" => Action::Close,
            other => return Err(format!("unknown action {other:?}")),
        };
        Ok((seat, action))
    }
}

fn cards(codes: &[String]) -> Result<Vec<Card>, crate::schnapsen::rules::ParseCardError> {
    codes.iter().map(|c| c.parse()).collect()
}

impl<const N: usize> Scenario<N> {
    /// Parses and checks a scenario file's text (its `variant` names an `N`-seat game).
    pub fn parse(json: &str) -> Result<Scenario<N>, ScenarioError> {
        let variant = Game::<N>::VARIANT;
        let raw: RawScenario = serde_json::from_str(json)?;
        if raw.hands.len() != N {
            return Err(ScenarioError::Invalid(format!(
                "{variant} deals {N} hands, not {}",
                raw.hands.len()
            )));
        }
        let mut hands: [Vec<Card>; N] = std::array::from_fn(|_| Vec::new());
        for (hand, codes) in hands.iter_mut().zip(&raw.hands) {
            *hand = cards(codes)?;
        }
        let deal = Deal {
            hands,
            talon: cards(raw.talon.as_deref().unwrap_or_default())?,
        };
        let rules = HouseRules::default().patched(&raw.rules);
        deal.start(rules)?;
        let score = match &raw.score {
            None => Tally::new(variant),
            Some(left) => {
                let left: Vec<i16> = left
                    .iter()
                    .map(|&l| i16::try_from(l).unwrap_or(i16::MAX))
                    .collect();
                Tally::from_left(variant, &left)
                    .map_err(|e| ScenarioError::Invalid(format!("score: {e}")))?
            }
        };
        // The actions are read by the registry entry's `action`; here only checked.
        for (index, a) in raw.actions.iter().enumerate() {
            a.parse(N)
                .map_err(|problem| ScenarioError::Action { index, problem })?;
        }
        Ok(Scenario { deal, rules, score })
    }

    /// The game at its start.
    pub fn start(&self) -> Game<N> {
        self.deal.start(self.rules).expect("checked when parsed")
    }
}
