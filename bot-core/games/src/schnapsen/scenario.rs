//! Conformance scenarios of the Schnapsen family in its own frame (`FORMAT.md`,
//! `FORMAT-bauernschnapsen.md`): a fixed deal and a list of actions. The family's registry
//! entries read them ([`crate::registry::GameSpec::scenario`]) and `bummerl replay` plays them through the
//! game surface like any game's ([`crate::replay`]).
//!
//! Parsing is strict — an unknown card, a card dealt twice, wrong hand sizes or an unknown action
//! make the file invalid — while refused actions are part of a valid scenario and replay goes on
//! after them. [`Scenario`] is the two-player frame; [`bauern`] Bauernschnapsen's and
//! Dreierschnapsen's.

pub mod bauern;

use crate::house::HouseRuleError;
use serde::Deserialize;

use crate::schnapsen::rules::{
    Action, Card, Deal, DealError, Game, HouseRules, HouseRulesPatch, Seat, Suit, Variant,
};

/// A parsed, valid scenario.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The deal.
    pub deal: Deal,
    /// The house rules: the variant's defaults with the scenario's overrides.
    pub rules: HouseRules,
}

/// Why a file is not a valid scenario.
#[derive(Debug, thiserror::Error)]
pub enum ScenarioError {
    /// Not JSON of the scenario's shape.
    #[error("not a scenario: {0}")]
    Json(#[from] serde_json::Error),
    /// A bad card code.
    #[error("{0}")]
    Card(#[from] crate::schnapsen::rules::ParseCardError),
    /// The deal is not a valid deal of the variant.
    #[error("invalid deal: {0}")]
    Deal(#[from] DealError),
    /// Bad house rules.
    #[error("invalid rules: {0}")]
    Rules(#[from] HouseRuleError),
    /// An action that cannot be read.
    #[error("action {index}: {problem}")]
    Action {
        /// Its position in `actions`, from 0.
        index: usize,
        /// What is wrong.
        problem: String,
    },
    /// The deal is not a valid deal of Bauernschnapsen or Dreierschnapsen.
    #[error("invalid deal: {0}")]
    BauernDeal(#[from] crate::schnapsen::rules::bauern::DealError),
    /// Any other part of the file that breaks the format (hand count, score).
    #[error("{0}")]
    Invalid(String),
}

#[derive(Deserialize)]
struct RawScenario {
    #[serde(default)]
    variant: Variant,
    #[serde(default)]
    rules: HouseRulesPatch,
    hands: [Vec<String>; 2],
    talon: Vec<String>,
    actions: Vec<RawAction>,
}

#[derive(Deserialize)]
struct RawAction {
    p: usize,
    #[serde(rename = "do")]
    verb: String,
    card: Option<String>,
    suit: Option<String>,
}

impl RawAction {
    fn parse(&self) -> Result<(Seat, Action), String> {
        let seat = Seat::new(self.p, 2).ok_or_else(|| format!("no seat {}", self.p))?;
        let action = match (self.verb.as_str(), &self.card, &self.suit) {
            ("play", Some(card), None) => {
                Action::Play(card.parse::<Card>().map_err(|e| e.to_string())?)
            }
            ("announce", None, Some(suit)) => {
                Action::Announce(suit.parse::<Suit>().map_err(|e| e.to_string())?)
            }
            ("exchange", None, None) => Action::Exchange,
            ("close", None, None) => Action::Close,
            ("claim", None, None) => Action::Claim,
            _ => return Err(format!("unknown action {:?}", self.verb)),
        };
        Ok((seat, action))
    }
}

fn cards(codes: &[String]) -> Result<Vec<Card>, crate::schnapsen::rules::ParseCardError> {
    codes.iter().map(|c| c.parse()).collect()
}

impl Scenario {
    /// Parses and checks a scenario file's text.
    pub fn parse(json: &str) -> Result<Scenario, ScenarioError> {
        let raw: RawScenario = serde_json::from_str(json)?;
        let deal = Deal {
            variant: raw.variant,
            hands: [cards(&raw.hands[0])?, cards(&raw.hands[1])?],
            talon: cards(&raw.talon)?,
        };
        let rules = HouseRules::for_variant(raw.variant).patched(&raw.rules)?;
        deal.start(rules)?;
        // The actions are read by the registry entry's `action`; here only checked.
        for (index, a) in raw.actions.iter().enumerate() {
            a.parse()
                .map_err(|problem| ScenarioError::Action { index, problem })?;
        }
        Ok(Scenario { deal, rules })
    }

    /// The game at its start.
    pub fn start(&self) -> Game {
        self.deal.start(self.rules).expect("checked when parsed")
    }
}
