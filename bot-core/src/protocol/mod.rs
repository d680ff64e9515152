//! What the manager hears and says, as plain data: the commands a table takes
//! ([`Command`], carried by a key as a [`Button`] in a compact payload), and the messages it
//! answers with ([`Message`]: the table, a hand, an event, a refusal…), with a player's record
//! on the leaderboard ([`Stats`], [`Rating`]).
//!
//! It sits below the manager, the words (`text`) and the keys (`present`), which all speak it:
//! the words and the keys never need the manager itself.

mod button;
mod cards;
mod command;
mod output;
mod payload;
mod play;
mod season;
mod stats;

pub use button::{BadButton, Button, ButtonData, lobby_variants, replay_buttons, table_buttons};
pub use cards::{CARDS, Cards, pack};
pub use command::{
    ABORT_CONFIRM_MS, BadReplay, Command, DOUBLE_WAIT_MS, DealRef, EndSeason, Kiebitz, LANG,
    MoveAct, Open, Pick, ProfileOf, Ready, ReplayStep, Request, SetRule, ShowDeal, ShowLeaderboard,
};
pub use output::{
    Body, ChoiceView, Event, ExportView, GamePublic, GameSeat, HandView, HintView, Judged,
    LeaderboardEntry, LeaderboardView, Message, ProfileGame, ProfileView, Recipient, Refused,
    ReplayMove, ReplayView, RoundView, RulesView, ScoreView, SeasonView, SeatInfo, TableView,
};
pub use payload::MAX_PAYLOAD;
pub use play::{MAX_LISTED, Play};
pub use season::{SEASON_WIDENING, Season, SeasonLength, Seasons, carried, is_season_name};
pub use stats::{Delta, PROVISIONAL, Rating, Stats, WonLost, computer_id, computer_level};
