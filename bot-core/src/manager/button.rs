//! Button payloads: what a button press carries back (Telegram callback data, Discord custom
//! ids) in a compact text form. Payloads are client-controlled, so [`ButtonData::parse`] is
//! strict and the manager checks everything it says against the table — seat, turn, version.
//!
//! Form: `j:CHANNEL` (join), `k:CHANNEL` (seat the computer), `s:CHANNEL` (start), `h:CHANNEL` (my cards), `f:CHANNEL` (forfeit),
//! `v:CHANNEL:VARIANT` (choose the variant in the lobby),
//! and `a:CHANNEL:VERSION:MOVE` with MOVE `p-KH` (play), `m-H` (marriage), `x` (exchange),
//! `c` (close), `g` (claim) and, at four and three, `t-H` (name trump), `u-0` (turn up a card),
//! `r` (redeal), `n` (pass), `b-GAME` (bid), `d-kontra` (double), `l-JC-QC` (lay away). A
//! Telegram group id and a version fit well inside 64 bytes.

use std::fmt;

use super::command::{Act, Command, MoveAct, Pick, SetRule};
use super::output::TableView;
use crate::games::{self, Move};
use crate::rules::bauern::{Double, GameType};
use crate::rules::{AnyAction as Action, AnyVariant, Card, Suit};

/// The longest payload accepted (Telegram's callback data limit).
pub const MAX_PAYLOAD: usize = 64;

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
    Variant(AnyVariant),
    /// A move against a state version.
    Act {
        /// The version the button was shown for.
        version: u64,
        /// The move.
        action: Action,
    },
    /// A registry game's move against a state version.
    Move {
        /// The version the button was shown for.
        version: u64,
        /// The move.
        mv: Move,
    },
    /// A registry game's hand shown again with cards picked, or another suit of a large hand.
    Pick(Pick),
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
                value: variant.name().into(),
            }),
            Button::Act { version, action } => Command::Act(Act {
                version: Some(version),
                action,
            }),
            Button::Move { version, mv } => Command::Move(MoveAct {
                version: Some(version),
                mv,
            }),
            Button::Pick(pick) => Command::Pick(pick),
        }
    }

    /// Parses a payload strictly: anything else is refused.
    pub fn parse(data: &str) -> Result<ButtonData, BadButton> {
        if data.len() > MAX_PAYLOAD {
            return Err(BadButton);
        }
        let (tag, rest) = data.split_once(':').ok_or(BadButton)?;
        let simple = |button| {
            let channel = rest;
            valid_channel(channel)
                .then(|| ButtonData::new(channel, button))
                .ok_or(BadButton)
        };
        match tag {
            "j" => simple(Button::Join),
            "k" => simple(Button::AddComputer),
            "s" => simple(Button::Start),
            "h" => simple(Button::ShowHand),
            "f" => simple(Button::Forfeit),
            "v" => {
                let (channel, name) = rest.rsplit_once(':').ok_or(BadButton)?;
                let variant = AnyVariant::all()
                    .find(|v| v.name() == name)
                    .ok_or(BadButton)?;
                valid_channel(channel)
                    .then(|| ButtonData::new(channel, Button::Variant(variant)))
                    .ok_or(BadButton)
            }
            "a" => {
                let (channel, version, action) = versioned(rest)?;
                let action = parse_move(action).ok_or(BadButton)?;
                Ok(ButtonData::new(channel, Button::Act { version, action }))
            }
            "g" | "t" => {
                let (channel, version, last) = versioned(rest)?;
                let button = if tag == "g" {
                    Button::Move {
                        version,
                        mv: read_game_move(last).ok_or(BadButton)?,
                    }
                } else {
                    let mut fields = last.splitn(3, '-');
                    let (Some(mask), Some(suit), Some(prefix)) =
                        (fields.next(), fields.next(), fields.next())
                    else {
                        return Err(BadButton);
                    };
                    let prefix = match prefix {
                        "" => None,
                        p => Some(Move::parse(&p.replace('.', ":")).map_err(|_| BadButton)?),
                    };
                    Button::Pick(Pick {
                        prefix,
                        version,
                        picked: read_mask(mask).ok_or(BadButton)?,
                        suit: match suit {
                            "" => None,
                            s if s.len() == 1 => {
                                let code = s.chars().next().ok_or(BadButton)?;
                                Some(games::Suit::from_code(code).ok_or(BadButton)?)
                            }
                            _ => return Err(BadButton),
                        },
                    })
                };
                Ok(ButtonData::new(channel, button))
            }
            _ => Err(BadButton),
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
        let (two, more): (Vec<AnyVariant>, Vec<AnyVariant>) = lobby_variants(view)
            .into_iter()
            .partition(|v| v.sizes().0 == 2);
        for family in [two, more] {
            rows.push(family.into_iter().map(Button::Variant).collect());
        }
    }
    rows
}

/// The variants a lobby offers as buttons: the Schnapsen family, and the table's own game if it
/// is another (every game of the registry is chosen with `/newgame GAME` or `set variant GAME`).
pub fn lobby_variants(view: &TableView) -> Vec<AnyVariant> {
    let mut variants = AnyVariant::FAMILY.to_vec();
    if !variants.contains(&view.variant) {
        variants.push(view.variant);
    }
    variants
}

/// `CHANNEL:VERSION:REST` of a payload made against a state version, checked.
fn versioned(rest: &str) -> Result<(&str, u64, &str), BadButton> {
    let mut parts = rest.rsplitn(3, ':');
    let (Some(last), Some(version), Some(channel)) = (parts.next(), parts.next(), parts.next())
    else {
        return Err(BadButton);
    };
    if !valid_channel(channel) || !version.bytes().all(|b| b.is_ascii_digit()) {
        return Err(BadButton);
    }
    Ok((channel, version.parse().map_err(|_| BadButton)?, last))
}

fn valid_channel(channel: &str) -> bool {
    !channel.is_empty()
        && channel
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A registry game's move in a payload: its text with `.` for `:`, or for three cards and more
/// `verb*MASK` (the cards as a hexadecimal [`games::CardSet`]) so that a Telegram payload stays
/// within 64 bytes.
fn write_game_move(mv: &Move) -> String {
    let cards = mv.cards();
    if cards.len() >= 3 && cards.len() == mv.args().count() {
        let set: games::CardSet = cards.into_iter().collect();
        format!("{}*{:x}", mv.verb(), set.bits())
    } else {
        mv.as_str().replace(':', ".")
    }
}

/// Reads what [`write_game_move`] wrote.
fn read_game_move(text: &str) -> Option<Move> {
    match text.split_once('*') {
        Some((verb, mask)) => {
            let cards: Vec<games::Card> = read_mask(mask)?.iter().collect();
            (cards.len() >= 3 && Move::parse(verb).is_ok()).then(|| Move::new(verb, cards))
        }
        None if !text.contains(':') => Move::parse(&text.replace('.', ":")).ok(),
        None => None,
    }
}

fn read_mask(text: &str) -> Option<games::CardSet> {
    if text.is_empty() || text.len() > 13 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    games::CardSet::from_bits(u64::from_str_radix(text, 16).ok()?)
}

fn parse_move(text: &str) -> Option<Action> {
    let card = |text: &str| (text.len() == 2).then(|| text.parse::<Card>().ok())?;
    let suit = |text: &str| (text.len() == 1).then(|| text.parse::<Suit>().ok())?;
    Some(match text {
        "x" => Action::Exchange,
        "c" => Action::Close,
        "g" => Action::Claim,
        "r" => Action::Redeal,
        "n" => Action::Pass,
        _ => match text.split_once('-')? {
            ("p", c) => Action::Play(card(c)?),
            ("m", s) => Action::Announce(suit(s)?),
            ("t", s) => Action::Trump(suit(s)?),
            ("u", i) if i.len() == 1 => Action::Turn(i.parse().ok()?),
            ("b", game) => Action::Bid(GameType::ALL.into_iter().find(|g| g.code() == game)?),
            ("d", double) => Action::Double(Double::ALL.into_iter().find(|d| d.code() == double)?),
            ("l", cards) => {
                let (a, b) = cards.split_once('-')?;
                Action::Discard([card(a)?, card(b)?])
            }
            _ => return None,
        },
    })
}

impl fmt::Display for ButtonData {
    /// The payload text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let channel = &self.channel;
        match self.button {
            Button::Join => write!(f, "j:{channel}"),
            Button::AddComputer => write!(f, "k:{channel}"),
            Button::Start => write!(f, "s:{channel}"),
            Button::ShowHand => write!(f, "h:{channel}"),
            Button::Forfeit => write!(f, "f:{channel}"),
            Button::Variant(variant) => write!(f, "v:{channel}:{}", variant.name()),
            Button::Act { version, action } => {
                write!(f, "a:{channel}:{version}:")?;
                match action {
                    Action::Play(card) => write!(f, "p-{card}"),
                    Action::Announce(suit) => write!(f, "m-{suit}"),
                    Action::Exchange => f.write_str("x"),
                    Action::Close => f.write_str("c"),
                    Action::Claim => f.write_str("g"),
                    Action::Trump(suit) => write!(f, "t-{suit}"),
                    Action::Turn(index) => write!(f, "u-{index}"),
                    Action::Redeal => f.write_str("r"),
                    Action::Pass => f.write_str("n"),
                    Action::Bid(game) => write!(f, "b-{}", game.code()),
                    Action::Double(double) => write!(f, "d-{}", double.code()),
                    Action::Discard([a, b]) => write!(f, "l-{a}-{b}"),
                }
            }
            Button::Move { version, mv } => {
                write!(f, "g:{channel}:{version}:{}", write_game_move(&mv))
            }
            Button::Pick(pick) => {
                let suit = pick.suit.map(|s| s.code().to_string()).unwrap_or_default();
                let prefix = pick
                    .prefix
                    .map(|p| p.as_str().replace(':', "."))
                    .unwrap_or_default();
                write!(
                    f,
                    "t:{channel}:{}:{:x}-{suit}-{prefix}",
                    pick.version,
                    pick.picked.bits()
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_round_trip_and_fit_telegram() {
        let channel = "-1001234567890123";
        let mut buttons = vec![
            Button::Join,
            Button::AddComputer,
            Button::Start,
            Button::ShowHand,
            Button::Forfeit,
        ];
        buttons.extend(AnyVariant::all().map(Button::Variant));
        let bids = GameType::ALL.map(|g| format!("bid:{g}"));
        let moves = [
            "play:TH",
            "announce:S",
            "exchange",
            "close",
            "claim",
            "trump:H",
            "turn:4",
            "redeal",
            "pass",
            "kontra",
            "retour",
            "subkontra",
            "discard:JC,QD",
        ];
        for action in moves.iter().copied().chain(bids.iter().map(String::as_str)) {
            buttons.push(Button::Act {
                version: u64::MAX,
                action: action.parse().unwrap(),
            });
        }
        for button in buttons {
            let data = ButtonData::new(channel, button);
            let text = data.to_string();
            assert!(text.len() <= MAX_PAYLOAD, "{text}");
            assert_eq!(ButtonData::parse(&text), Ok(data));
        }
    }

    #[test]
    fn forged_payloads_are_refused() {
        for bad in [
            "",
            "j:",
            "q:123",
            "a:123:7",
            "a:123:x7:p-KH",
            "a:123:7:p-XX",
            "a:123:7:p-KHH",
            "a:123:7:m-Q",
            "a:12 3:7:c",
            "a:123:-7:c",
            "a:123:99999999999999999999999:c",
            "j:chat;drop",
            "v:123:skat",
            "v:123:Schnapsen",
            "v::schnapsen",
            &format!("j:{}", "1".repeat(80)),
        ] {
            assert_eq!(ButtonData::parse(bad), Err(BadButton), "{bad:?} accepted");
        }
    }

    #[test]
    fn a_press_becomes_a_versioned_command() {
        let data = ButtonData::parse("a:-100:42:p-AH").unwrap();
        assert_eq!(
            data.command(),
            Command::Act(Act {
                version: Some(42),
                action: "play:AH".parse().unwrap()
            })
        );
        assert_eq!(data.channel, "-100");
    }
}
