//! What the manager answers: messages addressed to a channel or privately to one user, as
//! structured data. Adapters render them; nothing here is formatted for a platform.

use serde::{Deserialize, Serialize};

use super::command::Pick;
use super::stats::{Stats, WonLost};
use crate::games::HouseRuleError;
use crate::games::Level;
use crate::games::Unit;
use crate::games::{self, GameId, Move};
use crate::ids::{TableKey, UserId};

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
    /// A finished deal as a scenario file: front ends send it as a file.
    Export(ExportView),
    /// The channel's running season ended and the next began.
    Season(SeasonView),
    /// A player's games in the channel.
    Profile(ProfileView),
    /// A step of a finished deal replayed, every hand open.
    Replay(Box<ReplayView>),
}

/// A step of a finished deal of the channel replayed (`/replay`): the deal after `step` of its
/// moves with every hand open (the deal is over), the move that led there and what the strong
/// computer made of it. Only a finished deal's record is ever replayed, never a running deal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayView {
    /// The channel whose deal it is (its keys' payloads name it).
    pub channel: TableKey,
    /// The deal's number in the channel (from 1, in the order deals ended).
    pub number: u64,
    /// Its game.
    pub game: GameId,
    /// How many of its moves are made (0: as dealt).
    pub step: usize,
    /// How many moves it has.
    pub steps: usize,
    /// Who played each game seat.
    pub names: Vec<String>,
    /// What everybody sees of the deal at this step, `[German, English]`, names put in.
    pub lines: [Vec<String>; 2],
    /// Every seat's cards at this step, in the game's order.
    pub hands: Vec<Vec<games::Card>>,
    /// The move that led to this step (none at step 0).
    pub played: Option<ReplayMove>,
    /// The deal's score per seat, at its last step.
    pub score: Option<Vec<i64>>,
}

/// A move of a replayed deal and what the strong computer made of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplayMove {
    /// The seat that moved.
    pub seat: usize,
    /// The move's label, `[German, English]`.
    pub label: [String; 2],
    /// The strong computer's view of the decision, where the seat had a choice.
    pub judged: Option<Judged>,
}

/// The strong computer's view of a decision, from the seat's own view of the deal: what it
/// would have played and what it expects, in the game's points for the seat, of its move and
/// of the move made (the mean of play-outs: [`crate::games::search::estimate`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judged {
    /// Its move's label, `[German, English]`; `None` where it would have waited.
    pub best: Option<[String; 2]>,
    /// What it expects of its own move.
    pub best_value: Option<f64>,
    /// What it expects of the move made.
    pub played_value: Option<f64>,
}

/// A player's games in a channel (`/profile`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileView {
    /// His name.
    pub name: String,
    /// Each game he has an entry in, in the registry's order.
    pub games: Vec<ProfileGame>,
}

/// A player at one game in a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileGame {
    /// The game.
    pub variant: GameId,
    /// Its unit.
    pub unit: Unit,
    /// His entry in the running season (counts zero where he has no result in it yet; the
    /// rating is his newest).
    pub stats: Stats,
    /// His best place on a season's board of the game, with that season's name (the newest of
    /// equal places).
    pub best: Option<(usize, String)>,
    /// His record against each computer level over all seasons, by level.
    pub against: Vec<(Level, WonLost)>,
}

/// A season that ended early and the one that began.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeasonView {
    /// The season that ended.
    pub ended: String,
    /// The season that began.
    pub running: String,
}

/// A finished deal of the channel as a scenario file ([`crate::manager::DealRecord::scenario`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportView {
    /// The deal's number in the channel (from 1, in the order deals ended).
    pub number: u64,
    /// Its game.
    pub game: GameId,
    /// The file's name (`bummerl-elfern-deal-42.json`).
    pub file_name: String,
    /// The file: the scenario as JSON text.
    pub scenario: String,
}

/// A hint: what the strong computer player would do now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintView {
    /// The move's label in German and English, or `None` where the seat, free to act, does
    /// best to wait.
    pub labels: Option<[String; 2]>,
    /// Why, in the game's own words, German then English (`None`: what the search finds best).
    #[serde(default)]
    pub why: Option<[String; 2]>,
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
    /// For each game seat (0 forehand, then in playing order), the player index sitting there.
    pub seats: Vec<usize>,
    /// What everybody sees of the deal.
    pub public: GamePublic,
}

impl RoundView {
    /// The player index to act, if the deal is not over (where several may act at once, the
    /// first of them).
    pub fn player_to_act(&self) -> Option<usize> {
        let seat = self.public.to_act.first()?;
        self.seats.get(*seat).copied()
    }

    /// Whether the player (an index at the table) sits this deal out, holding no cards: he has
    /// no seat in it, or he deals at a game for two played by three (its
    /// [`crate::games::TableTraits::sits_out`], more seats than the game's fewest). The one
    /// answer every front end takes.
    pub fn sits_out(&self, player: usize) -> bool {
        let spec = self.public.game.spec();
        !self.seats.contains(&player)
            || (spec.table.sits_out && self.seats.len() > spec.seats.0 && player == self.dealer)
    }
}

/// What everybody sees of a registry game's deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GamePublic {
    /// The game.
    pub game: GameId,
    /// The seats that may act now.
    pub to_act: Vec<usize>,
    /// The game's lines for the table, `[German, English]` (`{N}`: seat N's name).
    pub lines: [Vec<String>; 2],
    /// A few words for a hand shown away from the table (trump, the card led), `[German,
    /// English]`, where the game has them ([`crate::games::Words::glance`]).
    #[serde(default)]
    pub glance: [Option<String>; 2],
    /// What a picture of the table shows ([`crate::games::Words::scene`] for no seat: nothing
    /// a player holds hidden).
    #[serde(default)]
    pub scene: games::Scene,
}

/// What one seat sees of a registry game's deal, with its moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSeat {
    /// The seat.
    pub seat: usize,
    /// Its cards, in the game's order.
    pub hand: Vec<games::Card>,
    /// The game's lines for this seat, `[German, English]`.
    pub lines: [Vec<String>; 2],
    /// The game's own line for the cards, in place of "Your cards: …", `[German, English]`
    /// ([`crate::games::Words::hand_line`]).
    #[serde(default)]
    pub hand_line: [Option<String>; 2],
    /// What the game asks of the seat, in place of "Your move:", `[German, English]`
    /// ([`crate::games::Words::prompt`]).
    #[serde(default)]
    pub prompt: [Option<String>; 2],
    /// Its legal moves (a verb alone with a [`games::Choice`] in `choices`: choose cards).
    pub moves: Vec<Move>,
    /// Each move's label, `[German, English]`, in the order of `moves`.
    pub labels: [Vec<String>; 2],
    /// The card choices of the verb-only moves.
    pub choices: Vec<ChoiceView>,
    /// What everybody sees.
    pub public: GamePublic,
    /// The computer waits for this player's word that he is ready (a punter before a computer
    /// banker draws): he gets a "Ready" key.
    #[serde(default)]
    pub ready: bool,
    /// The groups of moves of two words and more, by their first two words ([`Move::group`]), in
    /// the order of `moves`, each with the game's label in every language: a hand too large
    /// to show at once offers the groups first (a stake's rank, then its amount).
    #[serde(default)]
    pub groups: Vec<(Move, [String; 2])>,
}

/// A move made of several cards: the verb, the cards to choose from, how many.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChoiceView {
    /// The verb.
    pub verb: String,
    /// The cards that may be chosen.
    pub from: Vec<games::Card>,
    /// The fewest.
    pub min: usize,
    /// The most.
    pub max: usize,
}

impl ChoiceView {
    /// The game's choice.
    pub fn choice(&self) -> games::Choice {
        games::Choice {
            verb: self.verb.clone(),
            from: self.from.clone(),
            min: self.min,
            max: self.max,
        }
    }
}

impl GameSeat {
    /// Whether the seat may do anything now.
    pub fn can_act(&self) -> bool {
        !self.moves.is_empty()
    }

    /// Takes every move away (a read-only copy).
    pub fn clear_moves(&mut self) {
        self.moves.clear();
        self.labels = Default::default();
        self.choices.clear();
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
    pub variant: GameId,
    /// Who opened it.
    pub opener: UserId,
    /// The language of its public messages, as it was opened (`None` for a table stored
    /// before tables kept it: [`crate::manager::Manager::table_lang`] then answers from its opener).
    pub lang: Option<crate::ids::Lang>,
    /// Players in seating order.
    pub players: Vec<SeatInfo>,
    /// Seats the table has.
    pub seats: usize,
    /// The game in progress (`None` in the lobby).
    pub round: Option<RoundView>,
    /// What the score counts (Bummerl, Partie, Marken).
    pub unit: Unit,
    /// Each player's standing in the running match, in the game's unit (points left from 7 or
    /// 24, Marken, chips …).
    pub totals: Vec<i64>,
    /// The running Bummerl's number, from 1.
    pub bummerl_number: u32,
    /// When the player to act runs out of time (ms since the epoch), if a timer runs.
    pub turn_deadline: Option<u64>,
    /// How the table's cards are shown (the table option [`crate::protocol::CARDS`]; `None`:
    /// pictures of the pack of the game's source).
    #[serde(default)]
    pub cards: Option<super::Cards>,
}

/// A player's private view of his hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandView {
    /// The table.
    pub key: TableKey,
    /// The table's state version this hand shows.
    pub version: u64,
    /// The state version its buttons carry: the table's, or at a registry game the version
    /// since which the seat's choices have stood — moves that others make side by side
    /// ([`crate::games::Deal::concurrent`]) do not make them stale.
    #[serde(default)]
    pub epoch: u64,
    /// The player's index at the table.
    pub player: usize,
    /// What the player's seat sees: its cards, moves and lines.
    pub view: GameSeat,
    /// A copy for a player sitting out who follows this hand (`kiebitz`): no moves.
    #[serde(default)]
    pub read_only: bool,
    /// In a registry game: the cards picked so far for a move of several cards, and the suit
    /// shown of a hand too large for one message.
    #[serde(default)]
    pub pick: Pick,
    /// How the table shows its cards ([`TableView::cards`]): a hand's picture follows it where
    /// its player chose nothing himself.
    #[serde(default)]
    pub cards: Option<super::Cards>,
}

/// What a stored deal event without [`Event::Dealt`]'s `forehand_fixes_trump` meant: only the
/// family's deals were told then, and those without a trump card were Bauern- and
/// Dreierschnapsen's.
fn forehand_fixed_trump() -> bool {
    true
}

/// Something that happened at the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A table was opened.
    Opened {
        /// The opener's name.
        by: String,
        /// The variant.
        variant: GameId,
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
        /// The game: its cards' faces. Stored events from before this field were the
        /// family's.
        #[serde(default)]
        game: GameId,
        /// The game's number.
        number: u32,
        /// The dealer's name.
        dealer: String,
        /// The forehand's name.
        forehand: String,
        /// The face-up trump card (two-player games; in Bauernschnapsen trump is named later).
        trump_card: Option<games::Card>,
        /// Whether the forehand fixes trump next (Bauern- and Dreierschnapsen; a registry game
        /// tells its own beginning). Stored events from before this field were the family's.
        #[serde(default = "forehand_fixed_trump")]
        forehand_fixes_trump: bool,
    },
    /// A player left during play: he resigned the Bummerl (or Partie); with Marken the game in
    /// progress does not count.
    Resigned {
        /// Who.
        name: String,
        /// What the table plays for.
        unit: Unit,
    },
    /// A player voted to abort; the table aborts when all seated agree.
    AbortVote {
        /// Who.
        name: String,
        /// Votes so far.
        votes: usize,
        /// Votes needed.
        needed: usize,
        /// What is under way, if the table plays (a Bummerl, a Partie, a game for Marken): it
        /// will not count if all agree, and leaving instead resigns it.
        #[serde(default)]
        under_way: Option<Unit>,
    },
    /// The only person at a table with computers asked to close it while a Bummerl (or Partie)
    /// is under way: that resigns it, so he is asked to abort again to confirm.
    AbortResigns {
        /// Who.
        name: String,
        /// What the table plays for.
        unit: Unit,
    },
    /// The table was closed.
    Aborted {
        /// Who closed it (the last vote or the opener).
        by: String,
        /// Closing resigned the Bummerl under way (alone against the computer); else the
        /// table closed without a result.
        #[serde(default)]
        resigned: bool,
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
    /// What a registry game told (a trick, a declaration, a bonus, the end of a deal), one line
    /// each, `[German, English]`, with the players' names in.
    Told {
        /// The lines.
        lines: [Vec<String>; 2],
    },
    /// A registry game's match (Partie, Taille …) is decided.
    MatchOver {
        /// The game.
        game: GameId,
        /// Each player's name and what his match counts on the leaderboard.
        results: Vec<(String, i64)>,
        /// The match's last standing, `[German, English]`, with the players' names in.
        standing: [String; 2],
    },
    /// The computer played for a player whose time ran out.
    TookOver {
        /// The absent player's name.
        name: String,
    },
}

impl Event {
    /// Whether the table message itself shows the event below the table (what a deal told:
    /// a trick, a bid, a declaration), instead of a message of its own: every front end folds
    /// these into the table message.
    pub fn on_table(&self) -> bool {
        matches!(self, Event::Told { .. })
    }
}

/// The running Bummerl tally.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreView {
    /// The game: its unit's words are its own.
    #[serde(default)]
    pub game: GameId,
    /// Player names.
    pub names: Vec<String>,
    /// What the score counts.
    pub unit: Unit,
    /// Each player's standing in the match, in its unit (as [`TableView::totals`]).
    pub totals: Vec<i64>,
    /// The Bummerl's number.
    pub bummerl_number: u32,
    /// Games played in this Bummerl.
    pub games: u32,
    /// A registry game's own line for its match's standing, `[German, English]`, while a deal
    /// runs (it says what the numbers above cannot: sides, a sheet from 24, a Partie's points).
    #[serde(default)]
    pub standing: Option<[String; 2]>,
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
    pub variant: GameId,
    /// Its unit (ranking by Bummerl, Partien or Marken).
    pub unit: Unit,
    /// The entries.
    pub entries: Vec<LeaderboardEntry>,
    /// The season whose board it is, where the channel keeps seasons.
    #[serde(default)]
    pub season: Option<String>,
    /// Whether that season is the running one.
    #[serde(default)]
    pub running: bool,
    /// The channel's past seasons, newest first (what `/top GAME SEASON` takes).
    #[serde(default)]
    pub past: Vec<String>,
}

/// The table's rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesView {
    /// The variant.
    pub variant: GameId,
    /// The house rules, each with its value.
    pub rules: games::Rules,
    /// Whether the computer plays for a player whose time ran out, or takes the seat of one
    /// who leaves.
    pub computer_takeover: bool,
    /// Whether players may ask for hints.
    pub hints: bool,
    /// The language the table speaks in its channel, where it keeps one.
    #[serde(default)]
    pub lang: Option<crate::ids::Lang>,
    /// Whether they can still be changed (before the first deal).
    pub changeable: bool,
    /// How the table shows its cards ([`TableView::cards`]).
    #[serde(default)]
    pub cards: Option<super::Cards>,
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
    /// The table cannot shrink below the players seated.
    #[error("{seated} players are seated; for a table of {size} someone must leave first")]
    TooManySeated {
        /// Players seated.
        seated: usize,
        /// The size asked for.
        size: usize,
    },
    /// The move was made against an old state (a stale button).
    #[error("that button is out of date; use the current one")]
    Stale {
        /// The table's current version.
        current: u64,
    },
    /// It is not the player's turn (a hint asked for, a typed move with no table to act at).
    #[error("it is not your turn")]
    NotYourTurn,
    /// He asked for his cards while he sits the deal out (the dealer at three): he has none.
    #[error("you sit this deal out")]
    SitsOut,
    /// The game's table setting gives the computer a seat (a computer bank), and no computer
    /// sits at the table.
    #[error("the computer's bank needs the computer at the table")]
    ComputerNeeded,
    /// "Ready" where no computer waits for the player.
    #[error("nobody is waiting for you")]
    NobodyWaits,
    /// Typed text that is none of the player's moves now.
    #[error("that is none of your moves now")]
    NotAMove {
        /// The text, as typed.
        text: String,
    },
    /// A registry game refused the move: its code and what it means, `[German, English]`.
    #[error("{}", text[1])]
    Move {
        /// The refusal code of the game's rules file.
        code: String,
        /// What it means to the player.
        text: [String; 2],
    },
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
    /// The pack asked for lacks cards the table's game deals (only the German pack can: it has
    /// no rank below the Seven).
    #[error("the pack lacks this game's cards")]
    PackLacksCards {
        /// The table's game.
        variant: GameId,
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
    /// Only a channel admin may end the running season.
    #[error("only an admin of this channel may end the season")]
    NotAdmin,
    /// The channel keeps no seasons (`[seasons] length = "off"`).
    #[error("this bot keeps no seasons")]
    SeasonsOff,
    /// Nobody of that name has an entry in the channel.
    #[error("nobody called {name} has played here")]
    NoPlayer {
        /// The name asked for.
        name: String,
    },
    /// No season of that name in the channel.
    #[error("there is no season {name} here")]
    NoSeason {
        /// The name asked for.
        name: String,
        /// The channel's past seasons, newest first.
        past: Vec<String>,
    },
    /// No finished deal that far back in the channel.
    #[error("there is no finished deal {back} back here ({kept} kept)")]
    NoSuchDeal {
        /// How far back was asked for (1: the last deal).
        back: usize,
        /// How many finished deals the channel keeps.
        kept: usize,
    },
    /// A replay's deal that the channel keeps no longer (a key of an old replay).
    #[error("deal {number} is no longer kept here")]
    DealGone {
        /// The deal's number in the channel.
        number: u64,
    },
    /// A step a replayed deal does not have.
    #[error("deal {number} has no step {step} (it has 0 to {steps})")]
    NoSuchStep {
        /// The deal's number in the channel.
        number: u64,
        /// The step asked for.
        step: usize,
        /// Its last step (its number of moves).
        steps: usize,
    },
    /// A replay's key pressed in another channel than the replay's (forged).
    #[error("that key belongs to another channel's replay")]
    ForeignKey,
}
