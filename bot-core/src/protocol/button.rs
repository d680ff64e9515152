//! What a button press carries back (Telegram callback data, Discord custom ids): the table's
//! channel and the button. Payloads are client-controlled, so [`ButtonData::parse`] is strict
//! and the manager checks everything they say against the table — seat, turn, version. Their
//! text form (written and read) is the business of `payload.rs`.

use super::command::{Command, DealRef, MoveAct, Pick, Ready, ReplayStep, SetRule};
use super::output::{ReplayView, TableView};
use crate::games::GameId;
use crate::games::Move;

/// What a button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// Take a seat.
    Join,
    /// Seat the computer in a free seat.
    AddComputer,
    /// Start the game.
    Start,
    /// Show me my cards.
    ShowHand,
    /// Claim the game of an absent opponent.
    Forfeit,
    /// In the lobby: play this variant (the opener's choice).
    Variant(GameId),
    /// A move against a state version.
    Move {
        /// The version the button was shown for.
        version: u64,
        /// The move.
        mv: Move,
    },
    /// "Ready" ("Gut") against a state version: done moving beside a computer that waits.
    Ready {
        /// The version the button was shown for.
        version: u64,
    },
    /// A registry game's hand shown again with cards picked, or another suit of a large hand.
    Pick(Pick),
    /// A replay's ◀ or ▶: the finished deal by its number in the channel, and the step to show.
    Replay {
        /// The deal's number in the channel.
        deal: u64,
        /// How many of its moves are made.
        step: u32,
    },
}

/// A button payload: the table's channel and the button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ButtonData {
    /// The channel (platform id) of the table.
    pub channel: String,
    /// The button.
    pub button: Button,
}

/// A payload that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a button of this bot")]
pub struct BadButton;

impl ButtonData {
    /// A payload.
    pub fn new(channel: impl Into<String>, button: Button) -> ButtonData {
        ButtonData {
            channel: channel.into(),
            button,
        }
    }

    /// The command the press means.
    pub fn command(&self) -> Command {
        match self.button {
            Button::Join => Command::Join,
            Button::AddComputer => Command::AddComputer,
            Button::Start => Command::Start,
            Button::ShowHand => Command::ShowHand,
            Button::Forfeit => Command::Forfeit,
            Button::Variant(variant) => Command::SetRule(SetRule {
                name: "variant".into(),
                value: variant.id().into(),
            }),
            Button::Move { version, mv } => Command::Move(MoveAct {
                version: Some(version),
                mv,
            }),
            Button::Ready { version } => Command::Ready(Ready {
                version: Some(version),
            }),
            Button::Pick(pick) => Command::Pick(pick),
            Button::Replay { deal, step } => Command::Replay(ReplayStep {
                deal: DealRef::Number(deal),
                step: step as usize,
            }),
        }
    }
}

/// The buttons under a table message, in rows — the same on every platform, which only adds
/// labels and styles: "My cards" during a game; in the lobby Join and "Seat a computer" while a
/// seat is free, Start once the seats are full; and before the first deal (still the first
/// Bummerl, in the lobby) a button per variant for the opener's choice, the two-player variants
/// in one row and those for four and three in the next. The manager refuses whoever may not
/// press one.
pub fn table_buttons(view: &TableView) -> Vec<Vec<Button>> {
    let phase = match view.round {
        Some(_) => vec![Button::ShowHand],
        None if view.players.len() < view.seats => vec![Button::Join, Button::AddComputer],
        None => vec![Button::Start],
    };
    let mut rows = vec![phase];
    if view.round.is_none() && view.bummerl_number == 1 {
        let (two, more): (Vec<GameId>, Vec<GameId>) = lobby_variants(view)
            .into_iter()
            .partition(|v| v.spec().seats.0 == 2);
        for family in [two, more].into_iter().filter(|row| !row.is_empty()) {
            rows.push(family.into_iter().map(Button::Variant).collect());
        }
    }
    rows
}

/// The keys under a replay's step: ◀ to the step before and ▶ to the next, each where there
/// is one.
pub fn replay_buttons(view: &ReplayView) -> Vec<Button> {
    let step = |step: usize| Button::Replay {
        deal: view.number,
        step: u32::try_from(step).unwrap_or(u32::MAX),
    };
    let back = view.step.checked_sub(1).map(step);
    let next = (view.step < view.steps).then(|| step(view.step + 1));
    back.into_iter().chain(next).collect()
}

/// The games a lobby offers as buttons: the family of the table's game ([`GameId::kin`]; the
/// Schnapsen family at a new table), none where the game has no kin (every game of the registry
/// is chosen with `/newgame GAME` or `set variant GAME`).
pub fn lobby_variants(view: &TableView) -> Vec<GameId> {
    let kin: Vec<GameId> = view.variant.kin().collect();
    if kin.len() > 1 { kin } else { Vec::new() }
}
