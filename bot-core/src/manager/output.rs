//! What the manager answers: messages addressed to a channel or privately to one user, as
//! structured data. Adapters render them; nothing here is formatted for a platform.

use serde::{Deserialize, Serialize};

use super::ids::{TableKey, UserId};
use super::leaderboard::Stats;
use crate::ai::{Level, Why};
use crate::rules::{
    Action, Card, HouseRuleError, HouseRules, PlayerView, PublicView, Reason, Refusal, Suit, Trick,
    Unit, Variant,
};

/// Where a message goes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Recipient {
    /// The table's channel, for everybody.
    Channel(TableKey),
    /// One user, privately (a direct message / private chat).
    User(UserId),
}

/// One message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Message {
    /// Its recipient.
    pub to: Recipient,
    /// Its content.
    pub body: Body,
}

/// A message's content.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Body {
    /// The table's public state: adapters keep one table message and edit it in place.
    Table(Box<TableView>),
    /// A player's private hand with the moves open to him: only ever addressed to that player.
    Hand(Box<HandView>),
    /// Something that happened, as a short separate message.
    Event(Event),
    /// The running Bummerl tally.
    Score(ScoreView),
    /// The channel's leaderboard.
    Leaderboard(LeaderboardView),
    /// The house rules and table options.
    Rules(RulesView),
    /// Privately: what the strong computer player would do now.
    Hint(HintView),
}

/// A hint: the move the strong computer player would make, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintView {
    /// The move.
    pub action: Action,
    /// The trump suit (for rendering marriages).
    pub trump: Suit,
    /// The reason, in a word.
    pub why: Why,
    /// Expected game points for the player (negative: expected loss).
    pub value: f32,
}

/// A seated player as everybody sees him.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// Display name.
    pub name: String,
    /// The user, for a human player.
    pub user: Option<UserId>,
    /// The level, for a computer player.
    pub computer: Option<Level>,
}

/// The game in progress, as everybody sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundView {
    /// The game's number at this table, from 1.
    pub number: u32,
    /// The dealer (a player index).
    pub dealer: usize,
    /// For each game seat (0 forehand, 1 dealer), the player index sitting there.
    pub seats: Vec<usize>,
    /// The engine's public view.
    pub public: PublicView,
}

impl RoundView {
    /// The player index to act, if the game is not over.
    pub fn player_to_act(&self) -> Option<usize> {
        self.public.to_act.map(|s| self.seats[s.index()])
    }
}

/// The table's public state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    /// The table.
    pub key: TableKey,
    /// The state version buttons must carry.
    pub version: u64,
    /// The variant.
    pub variant: Variant,
    /// Who opened it.
    pub opener: UserId,
    /// Players in seating order.
    pub players: Vec<SeatInfo>,
    /// Seats the table has.
    pub seats: usize,
    /// The game in progress (`None` in the lobby).
    pub round: Option<RoundView>,
    /// What the score counts (Bummerl, Partie, Marken).
    pub unit: Unit,
    /// Points each player still has to strike off in the running Bummerl or Partie.
    pub bummerl_left: Vec<i16>,
    /// Each player's Marken (Schnorps).
    pub marken: Vec<i64>,
    /// How much the next game counts (2 or 4 after ties).
    pub multiplier: u8,
    /// The running Bummerl's number, from 1.
    pub bummerl_number: u32,
    /// When the player to act runs out of time (ms since the epoch), if a timer runs.
    pub turn_deadline: Option<u64>,
}

/// A player's private view of his hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandView {
    /// The table.
    pub key: TableKey,
    /// The state version the buttons must carry.
    pub version: u64,
    /// The player's index at the table.
    pub player: usize,
    /// The engine's view of the player's seat (hand, legal actions, own tricks and points).
    pub view: PlayerView,
    /// Whether the player may be shown his own points (`show_own_points`).
    pub show_points: bool,
    /// A copy for a player sitting out who follows this hand (`kiebitz`): no moves.
    #[serde(default)]
    pub read_only: bool,
}

/// A game's end, in players rather than game seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The winning player, `None` for a tie.
    pub winner: Option<usize>,
    /// Game points the winner scores.
    pub game_points: u8,
    /// Why.
    pub reason: Reason,
    /// Whether the game was claimed because the loser's turn time ran out.
    pub forfeit: bool,
    /// Points of each player who played (player index, points, tricks).
    pub points: Vec<(usize, u16, u8)>,
}

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A table was opened.
    Opened {
        /// The opener's name.
        by: String,
        /// The variant.
        variant: Variant,
    },
    /// A player took a seat.
    Joined {
        /// The player's name.
        name: String,
    },
    /// A player left the lobby.
    Left {
        /// The player's name.
        name: String,
    },
    /// A game was dealt.
    Dealt {
        /// The game's number.
        number: u32,
        /// The dealer's name.
        dealer: String,
        /// The forehand's name.
        forehand: String,
        /// The face-up trump card.
        trump_card: Card,
    },
    /// A marriage was announced.
    Announced {
        /// Who.
        name: String,
        /// The suit.
        suit: Suit,
        /// 20 or 40.
        points: u16,
    },
    /// The robbing card was exchanged for the trump card.
    Exchanged {
        /// Who.
        name: String,
        /// The trump card he took.
        took: Card,
    },
    /// The talon was closed.
    Closed {
        /// Who.
        name: String,
    },
    /// A trick was completed.
    TrickWon {
        /// The winner's name.
        winner: String,
        /// The trick.
        trick: Trick,
    },
    /// A game ended.
    GameOver {
        /// Player names, by index.
        names: Vec<String>,
        /// The result.
        result: GameResult,
    },
    /// A Bummerl was decided.
    BummerlOver {
        /// Names of the players who got the Bummerl.
        losers: Vec<String>,
        /// Names of the others.
        winners: Vec<String>,
        /// Whether the losers struck off nothing.
        schneider: bool,
        /// Bummerl or Partie.
        unit: Unit,
        /// What it is worth: a Bummerl 1 or 2, a Partie 1 to 3.
        stake: u32,
    },
    /// A player resigned the Bummerl by leaving.
    Resigned {
        /// Who.
        name: String,
    },
    /// A player voted to abort; the table aborts when all seated agree.
    AbortVote {
        /// Who.
        name: String,
        /// Votes so far.
        votes: usize,
        /// Votes needed.
        needed: usize,
    },
    /// The table was closed without result.
    Aborted {
        /// Who aborted it (the last vote or the opener).
        by: String,
    },
    /// A house rule or table option changed.
    RuleChanged {
        /// The rule.
        name: String,
        /// Its new value.
        value: String,
    },
    /// Private: it is your turn and time is running out.
    Reminder {
        /// Seconds until the opponent may claim the game (or the computer plays for you).
        seconds_left: u64,
    },
    /// A player's turn time ran out: the opponent may claim the game with `/forfeit`.
    ForfeitAvailable {
        /// The absent player's name.
        absent: String,
    },
    /// A player left during a game and the computer took his seat.
    Replaced {
        /// The player who left.
        name: String,
    },
    /// A game was claimed because a player's time ran out.
    Forfeited {
        /// The absent player's name.
        absent: String,
    },
    /// The computer played for a player whose time ran out.
    TookOver {
        /// The absent player's name.
        name: String,
        /// The move made for him.
        action: Action,
    },
}

/// The running Bummerl tally.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreView {
    /// Player names.
    pub names: Vec<String>,
    /// What the score counts.
    pub unit: Unit,
    /// Points each still has to strike off (Bummerl, Partie).
    pub left: Vec<i16>,
    /// Each player's Marken (Schnorps).
    pub marken: Vec<i64>,
    /// How much the next game counts.
    pub multiplier: u8,
    /// The Bummerl's number.
    pub bummerl_number: u32,
    /// Games played in this Bummerl.
    pub games: u32,
}

/// One leaderboard line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderboardEntry {
    /// The user.
    pub user: UserId,
    /// The user's statistics in this channel.
    pub stats: Stats,
}

/// The channel's leaderboard, best first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaderboardView {
    /// The variant whose leaderboard it is.
    pub variant: Variant,
    /// Its unit (ranking by Bummerl, Partien or Marken).
    pub unit: Unit,
    /// The entries.
    pub entries: Vec<LeaderboardEntry>,
}

/// The table's rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesView {
    /// The variant.
    pub variant: Variant,
    /// The house rules.
    pub rules: HouseRules,
    /// Whether the computer plays for a player whose time ran out, or takes the seat of one
    /// who leaves.
    pub computer_takeover: bool,
    /// Whether players may ask for hints.
    pub hints: bool,
    /// Whether they can still be changed (before the first deal).
    pub changeable: bool,
}

/// Why a command was refused. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum Refused {
    /// The channel already has an open table.
    #[error("this channel already has a table")]
    TableExists,
    /// The channel has no table.
    #[error("there is no table in this channel")]
    NoTable,
    /// The user already sits at the table.
    #[error("you are already seated")]
    AlreadySeated,
    /// No free seat.
    #[error("the table is full")]
    TableFull,
    /// The user does not sit at the table.
    #[error("you are not seated at this table")]
    NotSeated,
    /// Only the opener may do this.
    #[error("only the player who opened the table may do that")]
    NotOpener,
    /// The game has already started.
    #[error("the game has already started")]
    AlreadyStarted,
    /// No game is being played.
    #[error("no game is being played")]
    NotStarted,
    /// Not enough players to start.
    #[error("{needed} players are needed to start")]
    TooFewPlayers {
        /// Players needed.
        needed: usize,
    },
    /// The move was made against an old state (a stale button).
    #[error("that button is out of date; use the current one")]
    Stale {
        /// The table's current version.
        current: u64,
    },
    /// The rules engine refused the move.
    #[error("{0}")]
    Game(Refusal),
    /// A house rule that does not exist or a bad value.
    #[error("{0}")]
    BadRule(HouseRuleError),
    /// Kiebitz: only the player sitting out, at three, with the `kiebitz` rule, following a
    /// player who plays.
    #[error("you cannot watch that hand")]
    NoKiebitz,
    /// The opponent's time has not run out yet.
    #[error("the opponent still has time")]
    TooEarly {
        /// Seconds until a forfeit may be claimed.
        seconds_left: u64,
    },
    /// Hints are only given against the computer or where the table allows them.
    #[error("hints are not allowed at this table")]
    HintsOff,
    /// Only the opponent of the player to act may claim a forfeit.
    #[error("there is no absent opponent whose game you could claim")]
    NothingToForfeit,
    /// The store could not save the change; nothing happened, try again.
    #[error("the table could not be saved; please try again")]
    Unavailable,
}
