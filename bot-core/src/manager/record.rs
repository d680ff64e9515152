//! The record of a finished deal: the deal as it was dealt, every move with its seat, and the
//! result — kept by the store for every deal that ends at a table ([`crate::store::Deals`]), and
//! written out as a scenario that `bummerl replay` plays again and checks ([`DealRecord::scenario`],
//! [`replay()`]).
//!
//! The scenario is the frame of the conformance scenarios with the deal as the bot stores it
//! (`"deal": {"game": ID, "state": …}`, read back through the game's registry entry and checked)
//! in place of the hands and stock that each game's rules file lays out, and each action as its
//! seat and its move's text (`{"p": 0, "move": "play:KH"}`); its output is the conformance
//! output (`actions`, `legal`, `result`), and its `expect` holds every action's `"ok"` and the
//! deal's result, so that `check-conformance.py` compares it as any other.

use std::fmt;

use serde::{Deserialize, Serialize, Serializer};
use serde_json::value::RawValue;
use serde_json::{Map, Value, json};

use crate::games::{AnyGame, GameId, Move, replay};
use crate::protocol::SeatInfo;

/// One move of a deal: its seat and the move, stored as text (`0 play:KH`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct Played {
    /// The game seat that moved.
    pub seat: usize,
    /// The move.
    pub mv: Move,
}

impl fmt::Display for Played {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.seat, self.mv)
    }
}

/// Written straight into the output, as the table is on every move: no text made first.
impl Serialize for Played {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl TryFrom<String> for Played {
    type Error = String;

    fn try_from(text: String) -> Result<Played, String> {
        let (seat, mv) = text
            .split_once(' ')
            .ok_or_else(|| format!("{text:?} is not a seat and a move"))?;
        Ok(Played {
            seat: seat
                .parse()
                .map_err(|_| format!("{seat:?} is not a seat"))?,
            mv: Move::parse(mv).map_err(|e| e.to_string())?,
        })
    }
}

/// What a table keeps of the deal being played, to record it once it ends: its game and the
/// moves so far.
///
/// The deal as it was dealt is not kept here but written once beside the table
/// ([`crate::store::Deals::dealt`]): the table is written (and on PostgreSQL read) on every
/// move, and carrying the deal's start along cost every move the writing and reading of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealLog {
    /// The game.
    pub game: GameId,
    /// Every move since, in order.
    pub moves: Vec<Played>,
    /// The seat from whom the others claimed the deal when his time ran out, if they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<usize>,
}

impl DealLog {
    /// The log of a deal of `game` just dealt.
    pub fn new(game: GameId) -> DealLog {
        DealLog {
            game,
            moves: Vec::new(),
            forfeit: None,
        }
    }
}

/// A deal as the store keeps it (`{"game": ID, "state": …}`), as its JSON text: written once as
/// it is dealt, read back as its deal ends and spliced into its record as it is, never built
/// into a tree of values on the way (that had cost a finished deal more than its game).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct StoredDeal(Box<RawValue>);

impl StoredDeal {
    /// A deal as stored.
    pub fn of(game: &AnyGame) -> StoredDeal {
        StoredDeal(serde_json::value::to_raw_value(game).expect("a deal serialises"))
    }

    /// The deal's JSON text, as stored.
    pub fn raw(&self) -> &RawValue {
        &self.0
    }

    /// The deal read back (and checked) through its game.
    pub fn read(&self) -> Result<AnyGame, String> {
        serde_json::from_str(self.0.get()).map_err(|e| e.to_string())
    }
}

impl From<Box<RawValue>> for StoredDeal {
    fn from(raw: Box<RawValue>) -> StoredDeal {
        StoredDeal(raw)
    }
}

/// The same text: a deal is stored in one way only.
impl PartialEq for StoredDeal {
    fn eq(&self, other: &StoredDeal) -> bool {
        self.0.get() == other.0.get()
    }
}

/// A finished deal as the store keeps it: the deal as dealt, its moves and result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealRecord {
    /// When it ended (ms since the epoch; set as it is committed).
    pub at: u64,
    /// Who played each game seat (seat 0 the forehand).
    pub seats: Vec<SeatInfo>,
    /// The game.
    pub game: GameId,
    /// The deal as it was dealt, as stored (`{"game": ID, "state": …}`); `None` only until the
    /// manager puts in a deal dealt before the change that ended it (a stored record has one).
    pub deal: Option<StoredDeal>,
    /// Every move, in order.
    pub moves: Vec<Played>,
    /// The seat from whom the others claimed the deal when his time ran out, if they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<usize>,
    /// The game's result object (with `score`, one amount per seat).
    pub result: Value,
}

impl DealRecord {
    /// The record of the deal `log` kept, which was dealt as `deal` (stored), ended with
    /// `result` and was played by `seats`.
    pub fn new(
        log: &DealLog,
        seats: Vec<SeatInfo>,
        deal: Option<StoredDeal>,
        result: Value,
    ) -> DealRecord {
        DealRecord {
            at: 0,
            seats,
            game: log.game,
            deal,
            moves: log.moves.clone(),
            forfeit: log.forfeit,
            result,
        }
    }

    /// The deal as it was dealt, read back (and checked) through its game.
    pub fn dealt(&self) -> Result<AnyGame, String> {
        self.deal.as_ref().ok_or("the record has no deal")?.read()
    }

    /// The deal as a scenario that `bummerl replay` plays again ([`replay()`]), with its `expect`:
    /// every move accepted and this result. `name` says which deal it is.
    pub fn scenario(&self, name: &str) -> Value {
        let actions: Vec<Value> = self
            .moves
            .iter()
            .map(|p| json!({"p": p.seat, "move": p.mv.to_string()}))
            .collect();
        let mut scenario = json!({
            "name": name,
            "game": self.game.id(),
            "deal": self.deal,
            "actions": actions,
            "expect": {"actions": vec!["ok"; self.moves.len()], "result": self.result},
        });
        if let Some(seat) = self.forfeit {
            scenario["forfeit"] = seat.into();
        }
        scenario
    }
}

/// The keys a recorded deal's scenario may have.
const KEYS: [&str; 6] = ["name", "game", "deal", "actions", "forfeit", "expect"];

/// Whether a scenario is a recorded deal's ([`DealRecord::scenario`]): it carries the deal as
/// the bot stores it.
pub fn is_recorded(scenario: &Value) -> bool {
    scenario.get("deal").is_some()
}

/// Replays a recorded deal's scenario: the outcome of each action, the legal moves of its seat
/// before it, and the result — the output of `bummerl replay`. An `Err` says why the file is no
/// such scenario.
pub fn replay(scenario: &Value) -> Result<Value, String> {
    let object = scenario.as_object().ok_or("a scenario is a JSON object")?;
    if let Some(key) = object.keys().find(|k| !KEYS.contains(&k.as_str())) {
        return Err(format!("unknown key {key:?} in a recorded deal"));
    }
    let mut game: AnyGame =
        serde_json::from_value(object["deal"].clone()).map_err(|e| format!("\"deal\": {e}"))?;
    if object.get("game").and_then(Value::as_str) != Some(game.id().id()) {
        return Err(format!("\"game\" must be {:?}, the deal's", game.id().id()));
    }
    let seats = game.get().seats();
    let seat = |value: &Value, what: &str| {
        value
            .as_u64()
            .map(|p| p as usize)
            .filter(|&p| p < seats)
            .ok_or_else(|| format!("{what} must be a seat from 0 to {}", seats - 1))
    };
    let empty = Vec::new();
    let actions = match object.get("actions") {
        None => &empty,
        Some(Value::Array(list)) => list,
        Some(_) => return Err("\"actions\" must be a list".into()),
    };
    let mut moves = Vec::new();
    for (i, action) in actions.iter().enumerate() {
        let action: &Map<String, Value> = action
            .as_object()
            .filter(|a| a.len() == 2)
            .ok_or_else(|| format!("action {i}: an action is {{\"p\": SEAT, \"move\": TEXT}}"))?;
        let p = seat(&action["p"], &format!("action {i}: \"p\""))?;
        let text = action["move"]
            .as_str()
            .ok_or_else(|| format!("action {i}: \"move\" must be a move's text"))?;
        let mv = Move::parse(text).map_err(|e| format!("action {i}: {e}"))?;
        moves.push((p, mv));
    }
    let (outcomes, legal) = replay::play(&mut game, &moves);
    if let Some(forfeit) = object.get("forfeit") {
        let absent = seat(forfeit, "\"forfeit\"")?;
        if let Some(claimed) = game.get().forfeit(absent) {
            game = claimed;
        }
    }
    Ok(json!({
        "actions": outcomes,
        "legal": legal,
        "result": game.get().result(),
    }))
}
