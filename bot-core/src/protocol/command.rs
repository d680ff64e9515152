//! Commands from users: one enum, with a struct per command that carries data.

use serde::{Deserialize, Serialize};

use crate::games::GameId;
use crate::games::HouseRuleError;
use crate::games::Level;
use crate::games::{CardSet, Move, Suit};
use crate::ids::{TableKey, User, UserId};

/// A command by a user for the table in one channel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The channel's table.
    pub table: TableKey,
    /// Who sent it.
    pub user: User,
    /// What to do.
    pub command: Command,
}

impl Request {
    /// A request.
    pub fn new(table: TableKey, user: User, command: Command) -> Request {
        Request {
            table,
            user,
            command,
        }
    }
}

/// What a user can ask of a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// Open a table in the channel (the opener takes the first seat).
    Open(Open),
    /// Take a free seat.
    Join,
    /// Seat the computer (at the strong level) in a free seat (the opener, in the lobby): how
    /// two friends play Bauernschnapsen with two bots.
    AddComputer,
    /// Leave: before the start just stand up; after it, resign the Bummerl.
    Leave,
    /// Deal the first game (or the next Bummerl's first game).
    Start,
    /// A move in the game, made against a state version.
    Move(MoveAct),
    /// "Ready" ("Gut"): done moving beside a computer that waits for the player (a double out
    /// of turn, a punter's stake), against a state version.
    Ready(Ready),
    /// A move as the player typed it (`bid solo`, `lay 7C 8D`, `KH`): read against his hand by
    /// the one reader of typed moves, then made now.
    Typed(String),
    /// Show my hand again with cards picked for a move of several cards, or one suit of a hand
    /// too large for one message (changes nothing at the table).
    Pick(Pick),
    /// Send me my hand again.
    ShowHand,
    /// Show the running Bummerl tally.
    ShowScore,
    /// Show the channel's leaderboard.
    ShowLeaderboard(ShowLeaderboard),
    /// Show the house rules and table options.
    ShowRules,
    /// End the channel's running season now and start the next (a channel admin only).
    EndSeason(EndSeason),
    /// Show a player's games in the channel: ratings, results, best place, record against the
    /// computer.
    ShowProfile(ProfileOf),
    /// Change a house rule or table option (opener only, before the first deal).
    SetRule(SetRule),
    /// Abort the table (the opener at once; others by all seated agreeing; whoever sits alone
    /// with computers during a match confirms within [`ABORT_CONFIRM_MS`]).
    Abort,
    /// Claim the game of an opponent who let his turn time run out.
    Forfeit,
    /// Ask privately what the strong computer player would do now (against the computer, or
    /// where the table allows hints).
    Hint,
    /// At three with the `kiebitz` rule: while sitting out, follow one player's hand read-only.
    Kiebitz(Kiebitz),
    /// A finished deal of the channel as a scenario file that `bummerl replay` plays again.
    Export(ShowDeal),
    /// One step of a finished deal of the channel, every hand open, with what the strong
    /// computer made of the move (`/replay`, its ◀ ▶ keys).
    Replay(ReplayStep),
}

/// How long a computer to play the first card at four or three waits while a person may still
/// double (Kontra after the bidding, until the first card): without it the window is shut
/// before anyone can press the button. Any double restarts the wait; a person who will not
/// double says "Gut" (a pass out of turn) and is not waited for. The rule's text
/// (`kontra_after_bidding` in `text::house`) names them.
pub const DOUBLE_WAIT_MS: u64 = 15_000;

/// How long the question to the only person at a table with computers — whether closing it
/// should resign the match under way — stands: his next `Abort` within this time confirms, a
/// later one asks again (a question left open must not turn a stray press, or the next run of
/// the terminal, into resigning).
pub const ABORT_CONFIRM_MS: u64 = 120_000;

/// Which finished deal of the channel: `back` 1 is the last one to end, 2 the one before …
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShowDeal {
    /// How far back, from 1 (the last finished deal).
    pub back: usize,
}

impl Default for ShowDeal {
    fn default() -> Self {
        ShowDeal { back: 1 }
    }
}

impl ShowDeal {
    /// Reads the arguments of `/export [N]`: nothing (the last deal) or a number from 1 in
    /// digits alone; `None` for anything else.
    pub fn read(args: &str) -> Option<ShowDeal> {
        match args.trim() {
            "" => Some(ShowDeal::default()),
            n => count(n)
                .filter(|&back| back > 0)
                .map(|back| ShowDeal { back }),
        }
    }
}

/// A count written in digits alone (no sign, no spaces, no other digits than 0 to 9).
fn count(word: &str) -> Option<usize> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok()
}

/// Which finished deal a replay shows: counted back from the last (`/replay N`) or by its
/// number in the channel (a replay's keys, which must not slide to another deal as new deals
/// end).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealRef {
    /// `back` 1 is the last deal to end, 2 the one before …
    Back(usize),
    /// The deal's number in the channel (from 1, in the order deals ended).
    Number(u64),
}

/// A step of a finished deal replayed: the deal and how many of its moves are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReplayStep {
    /// The deal.
    pub deal: DealRef,
    /// How many of its moves are made: 0 shows the deal as dealt, its number of moves the end.
    pub step: usize,
}

impl ReplayStep {
    /// Reads the arguments of `/replay [N] [STEP]`: the deal `N` deals back (nothing: the last)
    /// after `STEP` of its moves (nothing: as dealt), each a number in digits alone. An error
    /// says what is wrong: the words are no `[N] [STEP]`, or the step is no number.
    pub fn read(args: &str) -> Result<ReplayStep, BadReplay> {
        let words: Vec<&str> = args.split_whitespace().collect();
        let (back, step) = match words.as_slice() {
            [] => (ShowDeal::default(), 0),
            [back] => (ShowDeal::read(back).ok_or(BadReplay::Usage)?, 0),
            [back, step] => (
                ShowDeal::read(back).ok_or(BadReplay::Usage)?,
                count(step).ok_or_else(|| BadReplay::Step((*step).to_owned()))?,
            ),
            _ => return Err(BadReplay::Usage),
        };
        Ok(ReplayStep {
            deal: DealRef::Back(back.back),
            step,
        })
    }
}

/// Why the words of `/replay` name no step of a deal ([`ReplayStep::read`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadReplay {
    /// They are not `[N] [STEP]`: more words, or `N` is no number from 1.
    Usage,
    /// The step, this word, is no number from 0.
    Step(String),
}

/// Follow a player's hand while sitting out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kiebitz {
    /// The player (index at the table) whose hand to follow.
    pub player: usize,
}

impl Command {
    /// The command's name in logs and metrics.
    pub fn name(&self) -> &'static str {
        match self {
            Command::Open(_) => "open",
            Command::Join => "join",
            Command::AddComputer => "add_computer",
            Command::Leave => "leave",
            Command::Start => "start",
            Command::Move(_) => "move",
            Command::Ready(_) => "ready",
            Command::Pick(_) => "pick",
            Command::Typed(_) => "typed",
            Command::ShowHand => "hand",
            Command::ShowScore => "score",
            Command::ShowLeaderboard(_) => "leaderboard",
            Command::ShowRules => "rules",
            Command::EndSeason(_) => "end_season",
            Command::ShowProfile(_) => "profile",
            Command::SetRule(_) => "set_rule",
            Command::Abort => "abort",
            Command::Forfeit => "forfeit",
            Command::Hint => "hint",
            Command::Kiebitz(_) => "kiebitz",
            Command::Export(_) => "export",
            Command::Replay(_) => "replay",
        }
    }
}

/// Open a table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Open {
    /// The variant.
    pub variant: GameId,
    /// Seat the computer in every other seat and start at once.
    pub computer: Option<Level>,
    /// Let the computer play for a player whose turn time ran out.
    pub computer_takeover: bool,
    /// Seats: 2, or 3 (Mitschreiben: the dealer sits out each game).
    pub players: usize,
    /// House-rule values of the game (name → value), checked against its rules.
    #[serde(default)]
    pub game_rules: serde_json::Map<String, serde_json::Value>,
    /// The table's seed (deals, the first dealer, computer moves); `None`: a fresh one. The
    /// same seed and the same moves replay the same games.
    #[serde(default)]
    pub seed: Option<u64>,
}

impl Default for Open {
    fn default() -> Self {
        Open {
            variant: GameId::default(),
            computer: None,
            computer_takeover: false,
            players: 2,
            game_rules: serde_json::Map::new(),
            seed: None,
        }
    }
}

impl Open {
    /// Sets a house rule of the table's variant by name.
    pub fn set_rule(&mut self, name: &str, value: &str) -> Result<(), HouseRuleError> {
        let rule = self
            .variant
            .spec()
            .house_rules
            .iter()
            .find(|r| r.name == name)
            .ok_or_else(|| HouseRuleError::Unknown(name.to_string()))?;
        let value = rule.read(value).map_err(|_| HouseRuleError::Invalid {
            rule: name.to_string(),
            value: value.to_string(),
            expected: rule.expects(),
        })?;
        self.game_rules.insert(name.to_string(), value);
        Ok(())
    }
}

/// A move, made against the table's state version when it was shown (`None` for a typed command
/// that means "now").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveAct {
    /// The state version the move was made against.
    pub version: Option<u64>,
    /// The move.
    pub mv: Move,
}

/// A player's word that he is done, against the table's state version when it was shown
/// (`None` for a typed "Gut" that means "now").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ready {
    /// The state version the word was given against.
    pub version: Option<u64>,
}

/// A hand shown again while choosing: cards picked so far, or the suit of a large hand on show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    /// The state version the hand was shown for.
    pub version: u64,
    /// The cards picked for the move of several cards.
    pub picked: CardSet,
    /// The suit shown of a hand too large for one message.
    pub suit: Option<Suit>,
    /// The first words of the moves shown, where they are too many for one message.
    pub prefix: Option<Move>,
}

/// Show the leaderboard's top entries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShowLeaderboard {
    /// How many entries.
    pub top: usize,
    /// Which variant's leaderboard (default: the table's, else Schnapsen).
    pub variant: Option<GameId>,
    /// Which season's, by its name (default: the running one).
    #[serde(default)]
    pub season: Option<String>,
}

impl Default for ShowLeaderboard {
    fn default() -> Self {
        ShowLeaderboard {
            top: 10,
            variant: None,
            season: None,
        }
    }
}

/// Whose profile (`/profile [player]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ProfileOf {
    /// The user's own.
    Me,
    /// A user the platform names (a Discord mention).
    User(UserId),
    /// A player by the name his entries show, as typed (any case).
    Name(String),
}

/// End the channel's running season: the front end says whether the user may
/// (`admin`: Discord's Manage Server, a Telegram group's administrator, the terminal's player).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndSeason {
    /// Whether the user is an admin of the channel, as the platform says.
    pub admin: bool,
}

/// The table option that sets the language a table speaks in its channel (`lang=en`): any
/// player at the table may set it, at any time.
pub const LANG: &str = "lang";

/// Set one house rule or table option, `name=value`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetRule {
    /// The rule's name (RULES.md), or a table option: `computer_takeover`, `hints`, `variant`,
    /// `players`.
    pub name: String,
    /// The value: `on`/`off` or a number.
    pub value: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_words_read_strictly_and_say_what_is_wrong() {
        let at = |back, step| {
            Ok(ReplayStep {
                deal: DealRef::Back(back),
                step,
            })
        };
        assert_eq!(ReplayStep::read(""), at(1, 0));
        assert_eq!(ReplayStep::read(" 2 "), at(2, 0));
        assert_eq!(ReplayStep::read("2 17"), at(2, 17));
        assert_eq!(ReplayStep::read("1 0"), at(1, 0));
        for usage in ["0", "x", "+2", "-1", "1 2 3", "1.5 2"] {
            assert_eq!(ReplayStep::read(usage), Err(BadReplay::Usage), "{usage}");
        }
        for step in ["x", "+3", "-1", "3.0", "99999999999999999999999"] {
            let words = format!("1 {step}");
            let read = ReplayStep::read(&words);
            assert_eq!(read, Err(BadReplay::Step(step.to_owned())), "{words}");
        }
        assert_eq!(ShowDeal::read("+2"), None);
        assert_eq!(ShowDeal::read("3"), Some(ShowDeal { back: 3 }));
    }
}
