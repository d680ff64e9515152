//! Conformance scenarios (`../shared/conformance/FORMAT.md`): a fixed deal, a list of actions,
//! and the replay output that must match the scenario's `expect`.
//!
//! Parsing is strict — an unknown card, a card dealt twice, wrong hand sizes or an unknown action
//! make the file invalid — while refused actions are part of a valid scenario and replay goes on
//! after them.
//!
//! [`AnyScenario`] is the one entry point of `bummerl replay`: it reads the `variant` and hands the
//! file to the two-player [`Scenario`] or to the Bauernschnapsen / Dreierschnapsen scenarios of
//! [`bauern`] (`FORMAT-bauernschnapsen.md`). The two-player path is untouched by the dispatch, so
//! its output stays exactly what it was.

pub mod bauern;

use serde::{Deserialize, Serialize};

use crate::schnapsen::rules::{
    Action, Card, Deal, DealError, Game, HouseRuleError, HouseRules, HouseRulesPatch, Outcome,
    Seat, Suit, Variant,
};

/// A parsed, valid scenario.
#[derive(Clone, Debug)]
pub struct Scenario {
    /// The scenario's name, if it has one.
    pub name: Option<String>,
    /// The deal.
    pub deal: Deal,
    /// The house rules: the variant's defaults with the scenario's overrides.
    pub rules: HouseRules,
    /// The actions, each by a seat.
    pub actions: Vec<(Seat, Action)>,
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

/// A valid scenario of any variant.
#[derive(Clone, Debug)]
pub enum AnyScenario {
    /// Schnapsen, Sechsundsechzig, Schnorps.
    Two(Scenario),
    /// Bauernschnapsen.
    Bauern(bauern::Scenario<4>),
    /// Dreierschnapsen.
    Dreier(bauern::Scenario<3>),
}

impl AnyScenario {
    /// Parses and checks a scenario file's text, by its `variant` (default `schnapsen`).
    pub fn parse(json: &str) -> Result<AnyScenario, ScenarioError> {
        #[derive(Deserialize)]
        struct Head {
            variant: Option<serde_json::Value>,
        }
        let head: Head = serde_json::from_str(json)?;
        let family = head
            .variant
            .as_ref()
            .and_then(serde_json::Value::as_str)
            .and_then(|name| {
                name.parse::<crate::schnapsen::rules::bauern::Variant>()
                    .ok()
            });
        Ok(match family {
            Some(crate::schnapsen::rules::bauern::Variant::Bauernschnapsen) => {
                AnyScenario::Bauern(bauern::Scenario::parse(json)?)
            }
            Some(crate::schnapsen::rules::bauern::Variant::Dreierschnapsen) => {
                AnyScenario::Dreier(bauern::Scenario::parse(json)?)
            }
            None => AnyScenario::Two(Scenario::parse(json)?),
        })
    }

    /// Plays all actions and reports in the variant's output format.
    pub fn replay(&self) -> AnyReplayOutput {
        match self {
            AnyScenario::Two(s) => AnyReplayOutput::Two(s.replay()),
            AnyScenario::Bauern(s) => AnyReplayOutput::Bauern(s.replay()),
            AnyScenario::Dreier(s) => AnyReplayOutput::Bauern(s.replay()),
        }
    }
}

/// The output of `bummerl replay` for a scenario of any variant, serialised as the variant's
/// own output object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AnyReplayOutput {
    /// Bauernschnapsen and Dreierschnapsen (first: its result has fields the other lacks).
    Bauern(bauern::ReplayOutput),
    /// A two-player game.
    Two(ReplayOutput),
}

#[derive(Deserialize)]
struct RawScenario {
    name: Option<String>,
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
        let actions = raw
            .actions
            .iter()
            .enumerate()
            .map(|(index, a)| {
                a.parse()
                    .map_err(|problem| ScenarioError::Action { index, problem })
            })
            .collect::<Result<_, _>>()?;
        Ok(Scenario {
            name: raw.name,
            deal,
            rules,
            actions,
        })
    }

    /// The game at its start.
    pub fn start(&self) -> Game {
        self.deal.start(self.rules).expect("checked when parsed")
    }

    /// Plays all actions and reports as FORMAT.md says.
    pub fn replay(&self) -> ReplayOutput {
        let mut game = self.start();
        let mut out = ReplayOutput {
            actions: Vec::new(),
            legal: Vec::new(),
            result: None,
        };
        for &(seat, action) in &self.actions {
            out.legal.push(game.legal_actions().to_sorted_strings());
            out.actions.push(match game.apply(seat, action) {
                Ok(_) => "ok".to_owned(),
                Err(refusal) => refusal.code().to_owned(),
            });
        }
        out.result = game.outcome().map(ResultJson::from);
        out
    }

    /// The game after all actions (refused ones change nothing).
    pub fn final_game(&self) -> Game {
        let mut game = self.start();
        for &(seat, action) in &self.actions {
            let _ = game.apply(seat, action);
        }
        game
    }
}

/// The output of `bummerl replay`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayOutput {
    /// `"ok"` or a refusal code per action.
    pub actions: Vec<String>,
    /// The legal actions before each action, sorted as strings.
    pub legal: Vec<Vec<String>>,
    /// The end of the game, or `null`.
    pub result: Option<ResultJson>,
}

/// A game's end in the form of FORMAT.md.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultJson {
    /// The winning seat, `null` for a tie.
    pub winner: Option<usize>,
    /// Game points (Marken in Schnorps).
    pub game_points: u8,
    /// The reason code.
    pub reason: String,
    /// Each seat's points.
    pub points: Vec<u16>,
    /// Each seat's tricks.
    pub tricks: Vec<u8>,
}

impl From<&Outcome> for ResultJson {
    fn from(o: &Outcome) -> Self {
        ResultJson {
            winner: o.winner.map(Seat::index),
            game_points: o.game_points,
            reason: o.reason.code().to_owned(),
            points: o.points.0.to_vec(),
            tricks: o.tricks.0.to_vec(),
        }
    }
}
