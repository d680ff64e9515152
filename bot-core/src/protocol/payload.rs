//! The text form of a button payload (Telegram callback data, Discord custom ids): written
//! compactly by construction, read strictly.
//!
//! **The compact form** (every payload this bot writes): an upper-case tag, the table's
//! channel, and for a move its state version and the move:
//!
//! ```text
//! J CH            join            K CH   seat the computer     S CH   start
//! H CH            my cards        F CH   claim                 V CH:NAME   variant
//! G CH:VER:MOVE   a game's move   T CH:VER:MASK-SUIT-PREFIX   cards picked, a suit, a prefix
//! R CH:VER        "Ready"                                      D CH:DEAL:STEP   a replay's step
//! ```
//!
//! Numbers are written in base 62 (`0-9A-Za-z`): a channel that is a decimal integer (Telegram's
//! `-100…` groups, Discord's snowflakes) as its sign and magnitude, any other channel raw behind
//! `~`; the version likewise. A move is its text (`bid:solo`), three cards and more
//! `verb*MASK` (the cards as a base-62 [`games::CardSet`]). At the platforms' worst case — a
//! supergroup id (`-100` and 10 digits, 8 characters here), a snowflake (11), a version of
//! `u64::MAX` (11) — the frame costs at most 25 characters, so every move of [`Move::MAX_LEN`]
//! fits Telegram's 64 bytes at a supergroup and Discord's 100 characters anywhere; the longest
//! move any game shows (`bid:doppelschlauch_sans_prendre`) leaves 10 bytes to spare at the
//! worst Telegram id (`tests/payloads.rs` checks every key of every game).
//!
//! **The legacy form** (lower-case tags, decimal numbers, `.` for `:` in moves) is still read:
//! buttons of earlier releases stay in chats and keep working, or answer as stale. A family
//! action of earlier releases (`A CH:VER:CODE`, `a:CH:VER:CODE`) is read as "Ready" where it
//! was the Ready key (`n`), and otherwise as the hand shown again at its version (a [`Pick`] of
//! nothing): it answers with the current hand, as any stale press does.

use std::fmt;

use super::button::{BadButton, Button, ButtonData};
use super::command::Pick;
use crate::games::GameId;
use crate::games::{self, Move};

/// The longest payload read: Discord's limit for a custom id. Every payload the bot writes
/// for a Telegram group stays within Telegram's 64 bytes (see the module's documentation).
pub const MAX_PAYLOAD: usize = 100;

impl ButtonData {
    /// Parses a payload strictly, in the compact form or in an earlier release's: anything
    /// else is refused.
    pub fn parse(data: &str) -> Result<ButtonData, BadButton> {
        parse(data)
    }
}

impl fmt::Display for ButtonData {
    /// The payload text, in the compact form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write(self))
    }
}

/// Writes `data` in the compact form.
fn write(data: &ButtonData) -> String {
    let mut out = String::with_capacity(48);
    let tag = match data.button {
        Button::Join => 'J',
        Button::AddComputer => 'K',
        Button::Start => 'S',
        Button::ShowHand => 'H',
        Button::Forfeit => 'F',
        Button::Variant(_) => 'V',
        Button::Move { .. } => 'G',
        Button::Ready { .. } => 'R',
        Button::Pick(_) => 'T',
        Button::Replay { .. } => 'D',
    };
    out.push(tag);
    write_channel(&mut out, &data.channel);
    match data.button {
        Button::Join | Button::AddComputer | Button::Start | Button::ShowHand | Button::Forfeit => {
        }
        Button::Variant(variant) => {
            out.push(':');
            out.push_str(variant.id());
        }
        Button::Ready { version } => {
            out.push(':');
            base62(&mut out, version);
        }
        Button::Move { version, mv } => {
            push_version(&mut out, version);
            out.push_str(&write_game_move(&mv));
        }
        Button::Pick(pick) => {
            push_version(&mut out, pick.version);
            base62(&mut out, pick.picked.bits());
            out.push('-');
            if let Some(suit) = pick.suit {
                out.push(suit.code());
            }
            out.push('-');
            if let Some(prefix) = pick.prefix {
                out.push_str(&prefix.text());
            }
        }
        Button::Replay { deal, step } => {
            push_version(&mut out, deal);
            base62(&mut out, u64::from(step));
        }
    }
    out
}

/// Reads a payload of either form strictly: anything else is refused.
fn parse(data: &str) -> Result<ButtonData, BadButton> {
    if data.len() > MAX_PAYLOAD || !data.is_ascii() {
        return Err(BadButton);
    }
    match data.as_bytes().first() {
        Some(b) if b.is_ascii_uppercase() => compact(data),
        Some(b) if b.is_ascii_lowercase() => legacy(data),
        _ => Err(BadButton),
    }
}

fn push_version(out: &mut String, version: u64) {
    out.push(':');
    base62(out, version);
    out.push(':');
}

/// The compact form.
fn compact(data: &str) -> Result<ButtonData, BadButton> {
    let (tag, rest) = data.split_at(1);
    let (channel, rest) = match rest.split_once(':') {
        Some((channel, rest)) => (read_channel(channel)?, Some(rest)),
        None => (read_channel(rest)?, None),
    };
    let button = match (tag, rest) {
        ("J", None) => Button::Join,
        ("K", None) => Button::AddComputer,
        ("S", None) => Button::Start,
        ("H", None) => Button::ShowHand,
        ("F", None) => Button::Forfeit,
        ("V", Some(name)) => Button::Variant(variant(name)?),
        ("R", Some(version)) => Button::Ready {
            version: read_base62(version)?,
        },
        ("D", Some(rest)) => {
            let (deal, step) = rest.split_once(':').ok_or(BadButton)?;
            Button::Replay {
                deal: read_base62(deal)?,
                step: u32::try_from(read_base62(step)?).map_err(|_| BadButton)?,
            }
        }
        ("A" | "G" | "T", Some(rest)) => {
            let (version, last) = rest.split_once(':').ok_or(BadButton)?;
            let version = read_base62(version)?;
            match tag {
                "A" => family_action(version, last)?,
                "G" => Button::Move {
                    version,
                    mv: read_game_move(last, Move::parse, read_base62).ok_or(BadButton)?,
                },
                _ => Button::Pick(read_pick(version, last, read_base62, Move::parse)?),
            }
        }
        _ => return Err(BadButton),
    };
    Ok(ButtonData::new(channel, button))
}

/// The legacy form of earlier releases: `x:CHANNEL[:…]` with decimal numbers.
fn legacy(data: &str) -> Result<ButtonData, BadButton> {
    let (tag, rest) = data.split_once(':').ok_or(BadButton)?;
    let simple = |button| {
        valid_raw(rest)
            .then(|| ButtonData::new(rest, button))
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
            let variant = variant(name)?;
            valid_raw(channel)
                .then(|| ButtonData::new(channel, Button::Variant(variant)))
                .ok_or(BadButton)
        }
        "a" | "g" | "t" => {
            let mut parts = rest.rsplitn(3, ':');
            let (Some(last), Some(version), Some(channel)) =
                (parts.next(), parts.next(), parts.next())
            else {
                return Err(BadButton);
            };
            if !valid_raw(channel) {
                return Err(BadButton);
            }
            let version = read_decimal(version)?;
            let dotted = |text: &str| match text.contains(':') {
                true => Err(games::game::BadMove(text.into())),
                false => Move::parse(&text.replace('.', ":")),
            };
            let button = match tag {
                "a" => family_action(version, last)?,
                "g" => Button::Move {
                    version,
                    mv: read_game_move(last, dotted, read_hex).ok_or(BadButton)?,
                },
                _ => Button::Pick(read_pick(version, last, read_hex, dotted)?),
            };
            Ok(ButtonData::new(channel, button))
        }
        _ => Err(BadButton),
    }
}

fn variant(name: &str) -> Result<GameId, BadButton> {
    GameId::all().find(|v| v.id() == name).ok_or(BadButton)
}

/// `MASK-SUIT-PREFIX` of a pick, the mask read by `mask` and the prefix by `prefix`.
fn read_pick(
    version: u64,
    text: &str,
    mask: fn(&str) -> Result<u64, BadButton>,
    prefix: impl Fn(&str) -> Result<Move, games::game::BadMove>,
) -> Result<Pick, BadButton> {
    let mut fields = text.splitn(3, '-');
    let (Some(picked), Some(suit), Some(first)) = (fields.next(), fields.next(), fields.next())
    else {
        return Err(BadButton);
    };
    Ok(Pick {
        version,
        picked: games::CardSet::from_bits(mask(picked)?).ok_or(BadButton)?,
        suit: match suit.as_bytes() {
            [] => None,
            [code] => Some(games::Suit::from_code(char::from(*code)).ok_or(BadButton)?),
            _ => return Err(BadButton),
        },
        prefix: match first {
            "" => None,
            first => Some(prefix(first).map_err(|_| BadButton)?),
        },
    })
}

/// A registry game's move: its text, or for three cards and more `verb*MASK` so that the
/// payload stays small.
fn write_game_move(mv: &Move) -> String {
    let cards = mv.cards();
    if cards.len() >= 3 && cards.len() == mv.args().count() {
        let set: games::CardSet = cards.into_iter().collect();
        let mut out = format!("{}*", mv.verb());
        base62(&mut out, set.bits());
        out
    } else {
        mv.to_string()
    }
}

/// Reads what [`write_game_move`] (or the legacy writer) wrote: a move's text read by `plain`,
/// the cards' mask by `mask` (hexadecimal in the legacy form, base 62 in the compact one).
fn read_game_move(
    text: &str,
    plain: impl Fn(&str) -> Result<Move, games::game::BadMove>,
    mask: fn(&str) -> Result<u64, BadButton>,
) -> Option<Move> {
    match text.split_once('*') {
        Some((verb, bits)) => {
            let cards: Vec<games::Card> = games::CardSet::from_bits(mask(bits).ok()?)?
                .iter()
                .collect();
            (cards.len() >= 3 && !verb.contains(':') && Move::parse(verb).is_ok())
                .then(|| Move::new(verb, cards))
        }
        None => plain(text).ok(),
    }
}

/// A family action's button of an earlier release (`CODE`: `n`, `p-AH`, `b-sch` …): the "Ready"
/// key it was for `n`, else the hand shown again at its version — a press on a hand that has
/// moved on is stale and answers with the current hand.
fn family_action(version: u64, code: &str) -> Result<Button, BadButton> {
    let valid = !code.is_empty()
        && code.len() <= 16
        && code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    match code {
        "n" => Ok(Button::Ready { version }),
        _ if valid => Ok(Button::Pick(Pick {
            version,
            ..Pick::default()
        })),
        _ => Err(BadButton),
    }
}

/// A channel as it is written: a decimal integer as sign and base-62 magnitude, else `~` and
/// the channel itself.
fn write_channel(out: &mut String, channel: &str) {
    let (sign, digits) = match channel.strip_prefix('-') {
        Some(digits) => ("-", digits),
        None => ("", channel),
    };
    let canonical = match digits.as_bytes() {
        [b'0'] => sign.is_empty(),
        [first, ..] => *first != b'0' && digits.bytes().all(|b| b.is_ascii_digit()),
        [] => false,
    };
    match digits.parse::<u64>() {
        Ok(magnitude) if canonical => {
            out.push_str(sign);
            base62(out, magnitude);
        }
        _ => {
            out.push('~');
            out.push_str(channel);
        }
    }
}

fn read_channel(text: &str) -> Result<String, BadButton> {
    if let Some(raw) = text.strip_prefix('~') {
        return valid_raw(raw).then(|| raw.to_owned()).ok_or(BadButton);
    }
    let (sign, digits) = match text.strip_prefix('-') {
        Some(digits) => ("-", digits),
        None => ("", text),
    };
    let magnitude = read_base62(digits)?;
    if sign == "-" && magnitude == 0 {
        return Err(BadButton);
    }
    Ok(format!("{sign}{magnitude}"))
}

/// A channel of a platform id: letters, digits, `-` and `_`.
fn valid_raw(channel: &str) -> bool {
    !channel.is_empty()
        && channel
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

const DIGITS: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

fn base62(out: &mut String, mut n: u64) {
    let mut digits = [0u8; 11];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = DIGITS[(n % 62) as usize];
        n /= 62;
        if n == 0 {
            break;
        }
    }
    out.extend(digits[at..].iter().map(|&d| char::from(d)));
}

/// A base-62 number in its one canonical form (no leading zero), within `u64`.
fn read_base62(text: &str) -> Result<u64, BadButton> {
    if text.is_empty() || (text.len() > 1 && text.starts_with('0')) {
        return Err(BadButton);
    }
    text.bytes().try_fold(0u64, |n, b| {
        let digit = match b {
            b'0'..=b'9' => b - b'0',
            b'A'..=b'Z' => b - b'A' + 10,
            b'a'..=b'z' => b - b'a' + 36,
            _ => return Err(BadButton),
        };
        n.checked_mul(62)
            .and_then(|n| n.checked_add(u64::from(digit)))
            .ok_or(BadButton)
    })
}

fn read_decimal(text: &str) -> Result<u64, BadButton> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(BadButton);
    }
    text.parse().map_err(|_| BadButton)
}

fn read_hex(text: &str) -> Result<u64, BadButton> {
    if text.is_empty() || text.len() > 13 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(BadButton);
    }
    u64::from_str_radix(text, 16).map_err(|_| BadButton)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::{Command, Ready};

    /// A Telegram supergroup and a Discord snowflake at their longest, and a channel that is no
    /// number (the terminal's).
    const CHANNELS: [&str; 5] = [
        "-1009999999999",
        "18446744073709551615",
        "9999999999999999999",
        "0",
        "terminal_1-a",
    ];

    fn buttons() -> Vec<Button> {
        let mut buttons = vec![
            Button::Join,
            Button::AddComputer,
            Button::Start,
            Button::ShowHand,
            Button::Forfeit,
        ];
        buttons.extend(GameId::all().map(Button::Variant));
        buttons.push(Button::Ready { version: u64::MAX });
        buttons.push(Button::Replay {
            deal: u64::MAX,
            step: u32::MAX,
        });
        buttons.push(Button::Replay { deal: 1, step: 0 });
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
            "discard:JC:QD",
            "bid:zehnerloch",
        ];
        for mv in moves {
            buttons.push(Button::Move {
                version: u64::MAX,
                mv: Move::parse(mv).unwrap(),
            });
        }
        buttons
    }

    #[test]
    fn every_button_round_trips_at_the_worst_ids() {
        for channel in CHANNELS {
            for button in buttons() {
                let data = ButtonData::new(channel, button);
                let text = data.to_string();
                assert!(text.len() <= 64, "{text}");
                assert_eq!(parse(&text), Ok(data), "{text}");
            }
        }
    }

    #[test]
    fn a_move_of_the_longest_text_fits_telegram_at_a_supergroup() {
        let longest = Move::parse(&format!("bid:{}", "x".repeat(Move::MAX_LEN - 4))).unwrap();
        let pick = Pick {
            version: u64::MAX,
            picked: games::CardSet::from_bits((1 << 52) - 1).unwrap(),
            suit: Some(games::Suit::Spades),
            prefix: Some(Move::parse("stake:10:x").unwrap()),
        };
        for (channel, limit) in [
            ("-1009999999999", 64),
            ("18446744073709551615", MAX_PAYLOAD),
        ] {
            for button in [
                Button::Move {
                    version: u64::MAX,
                    mv: longest,
                },
                Button::Pick(pick),
            ] {
                let data = ButtonData::new(channel, button);
                let text = data.to_string();
                assert!(text.len() <= limit, "{} > {limit}: {text}", text.len());
                assert_eq!(parse(&text), Ok(data));
            }
        }
        let schlauch = ButtonData::new(
            "-1009999999999",
            Button::Move {
                version: u64::MAX,
                mv: Move::parse("bid:doppelschlauch_sans_prendre").unwrap(),
            },
        );
        assert_eq!(
            schlauch.to_string(),
            "G-HmSX4Od:LygHa16AHYF:bid:doppelschlauch_sans_prendre"
        );
    }

    #[test]
    fn numbers_have_one_form() {
        for n in [0, 1, 61, 62, 3_158_440_603_846_575, u64::MAX] {
            let mut text = String::new();
            base62(&mut text, n);
            assert_eq!(read_base62(&text), Ok(n), "{text}");
        }
        let replay = |text: &str| parse(text).map(|d| d.button);
        assert_eq!(replay("D-1:A:0"), Ok(Button::Replay { deal: 10, step: 0 }));
        // A step past what a deal of any game takes, a missing or extra part: not ours.
        for bad in [
            "D-1:A:LygHa16AHYG",
            "D-1:A",
            "D-1:A:1:2",
            "D-1::1",
            "D-1:A:01",
        ] {
            assert_eq!(parse(bad), Err(BadButton), "{bad}");
        }
        for bad in ["", "00", "01", "-1", "LygHa16AHYG", "zzzzzzzzzzzz", "1_"] {
            assert_eq!(read_base62(bad), Err(BadButton), "{bad:?}");
        }
        for channel in ["-0", "007", "-", "18446744073709551616", "a b"] {
            let mut text = String::new();
            write_channel(&mut text, channel);
            let back = read_channel(&text);
            assert!(
                back.as_deref() == Ok(channel) || (channel == "a b" && back.is_err()),
                "{channel:?} → {text:?} → {back:?}"
            );
        }
    }

    #[test]
    fn buttons_of_earlier_releases_still_read() {
        let old = [
            ("j:-100123", ButtonData::new("-100123", Button::Join)),
            (
                "v:-100123:schnorps",
                ButtonData::new("-100123", Button::Variant(variant("schnorps").unwrap())),
            ),
            (
                "g:-1001987654321:3158440603846575:bid.solo",
                ButtonData::new(
                    "-1001987654321",
                    Button::Move {
                        version: 3_158_440_603_846_575,
                        mv: Move::parse("bid:solo").unwrap(),
                    },
                ),
            ),
            (
                "g:5:9:discard*7",
                ButtonData::new(
                    "5",
                    Button::Move {
                        version: 9,
                        mv: Move::parse("discard:2C:3C:4C").unwrap(),
                    },
                ),
            ),
            (
                "t:5:9:3-S-stake.7",
                ButtonData::new(
                    "5",
                    Button::Pick(Pick {
                        version: 9,
                        picked: games::CardSet::from_bits(3).unwrap(),
                        suit: Some(games::Suit::Spades),
                        prefix: Some(Move::parse("stake:7").unwrap()),
                    }),
                ),
            ),
        ];
        for (text, data) in old {
            assert_eq!(parse(text), Ok(data), "{text}");
        }
        // A family action's button answers with the hand; its "Ready" key is still one.
        for old in [
            "a:-100:42:p-AH",
            "a:-100:42:b-sch",
            "A-1E:g:p-KH",
            "A-1E:g:x",
        ] {
            let again = Pick {
                version: 42,
                ..Pick::default()
            };
            assert_eq!(parse(old).unwrap().command(), Command::Pick(again), "{old}");
        }
        for old in ["a:-100:42:n", "A-1E:g:n"] {
            assert_eq!(
                parse(old).unwrap().command(),
                Command::Ready(Ready { version: Some(42) }),
                "{old}"
            );
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
            "a:123:7:",
            "a:123:7:p-K H",
            "a:123:7:p-KH-p-KH-p-KH-p-KH",
            "a:12 3:7:c",
            "a:123:-7:c",
            "a:123:99999999999999999999999:c",
            "g:123:7:bid:solo",
            "j:chat;drop",
            "v:123:skat",
            "v:123:Schnapsen",
            "v::schnapsen",
            "J",
            "J:",
            "J-0",
            "J07",
            "J~",
            "J~a b",
            "J~a:b",
            "Jzzzzzzzzzzzz",
            "H12:3",
            "V12",
            "V12:skat",
            "G12:01:play:KH",
            "G12:1:play:XX:",
            "G12:1",
            "G12:1:",
            "G12:1:discard*3",
            "G12:1:play*zzzzzzzzzz",
            "T12:1:1-SS-",
            "T12:1:1-X-",
            "T12:1:1-",
            "A12:1:p_KH",
            "A12:1",
            "R12",
            "R12:1:",
            "R12:01",
            "X12:1:n",
            "Jé",
            &format!("J{}", "1".repeat(MAX_PAYLOAD)),
        ] {
            assert_eq!(parse(bad), Err(BadButton), "{bad:?} accepted");
        }
    }
}
