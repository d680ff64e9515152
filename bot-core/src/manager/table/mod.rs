//! One table as a pure state machine: seats, the match, the game in progress and the turn
//! timer. [`Table::handle`] takes a command and the current time and returns what changed; it
//! does no IO, so the manager can persist the new state before anybody is answered, and tests
//! can drive a table without a store.
//!
//! By concern: who sits where ([`seats`]), the lobby and the match ([`lobby`]), turns, timers
//! and the computers' turns ([`turns`]), what everybody and each player sees ([`views`]), the
//! game's deals and moves through the game surface ([`game`]) — and one file per command
//! ([`cmd`]), which [`Table::handle`] hands each command to.

mod cmd;
mod game;
mod lobby;
mod seats;
mod turns;
mod views;

pub use seats::{Phase, Player, PlayerKind, Round};
pub use turns::{Timing, TurnTimer};
pub(in crate::manager) use views::named;
pub(crate) use views::public_view;
#[cfg(test)]
pub(crate) use views::{name_public, name_seat, seat_view};

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::games::{self, GameId};
use crate::ids::{Lang, TableKey, User, UserId};
use crate::manager::configured::ConfiguredRules;
use crate::manager::rating::Outcome;
use crate::manager::record::{DealRecord, StoredDeal};
use crate::manager::sheet::Sheet;
use crate::protocol::{Body, Command, Delta, Event, Message, Pick, Recipient, Refused};
use lobby::{check_size, opening};

/// A table in a channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Its channel.
    pub key: TableKey,
    /// The state version; every accepted change increments it and moves carry it. A table
    /// starts at a random version, so that buttons of an earlier table in the channel are stale.
    pub version: u64,
    /// Who opened it.
    pub opener: UserId,
    /// The language of its public messages: the opener's when he opened it, then whatever a
    /// player at the table set (`set lang en`); `None` for a table stored before tables kept
    /// it ([`Manager::table_lang`] then asks the opener's record).
    ///
    /// [`Manager::table_lang`]: super::Manager::table_lang
    #[serde(default)]
    pub lang: Option<Lang>,
    /// How it shows its cards (the table option `cards`, set by any player at it at any time;
    /// `None`: pictures of the pack of the game's source). Always stored, `null` included: a
    /// table stored before pictures has no such field and keeps the text its players saw
    /// ([`Table::text_as_before`]).
    #[serde(default = "Table::text_as_before")]
    pub cards: Option<crate::protocol::Cards>,
    /// The variant.
    pub variant: GameId,
    /// The house rules of its game (every rule of the game with its value).
    #[serde(default)]
    pub game_rules: games::Rules,
    /// At a registry game: the version since which the seats' choices have stood — only moves
    /// made side by side ([`games::Deal::concurrent`]) came after it, so buttons made at it are
    /// still good (`None`: only the current version's are).
    #[serde(default)]
    pub epoch: Option<u64>,
    /// The choices players have open in their hand messages (cards picked, the suit or the
    /// first words shown), kept while their buttons are good, so that a hand sent again
    /// because of others' moves keeps its player's open choice.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub picks: BTreeMap<usize, Pick>,
    /// Whether the computer plays for a player whose time ran out, or takes the seat of one who
    /// leaves during a game.
    pub computer_takeover: bool,
    /// Whether players may ask for hints (always allowed against the computer).
    #[serde(default)]
    pub hints: bool,
    /// Players in seating order.
    pub players: Vec<Player>,
    /// Lobby or playing.
    pub phase: Phase,
    /// Players the table seats: 2, or 3 (Mitschreiben: the dealer sits out each game); 4 for
    /// Bauernschnapsen, 3 for Dreierschnapsen.
    pub size: usize,
    /// The running score per player, in the game's unit (stored as `{"Game": …}`).
    #[serde(with = "super::tagged")]
    pub tally: Sheet,
    /// The running Bummerl's (or Partie's) number, from 1.
    pub bummerl_number: u32,
    /// Games played in the running Bummerl (or Partie).
    pub bummerl_games: u32,
    /// Games dealt at this table (seeds the next deal).
    pub games_dealt: u64,
    /// Who deals next (a player index).
    pub next_dealer: usize,
    /// The table's random seed (deals, the first dealer, computer moves).
    pub seed: u64,
    /// Players who voted to abort.
    pub abort_votes: Vec<usize>,
    /// When the only person at the table with computers was asked whether closing it should
    /// resign the match (ms since the epoch): his next abort confirms only within
    /// [`ABORT_CONFIRM_MS`] of it (`None`: nobody is asked).
    ///
    /// [`ABORT_CONFIRM_MS`]: crate::protocol::ABORT_CONFIRM_MS
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub abort_asked: Option<u64>,
    /// The clock of the player to act.
    pub timer: Option<TurnTimer>,
}

/// What a command did: messages to send, leaderboard changes, and whether the table is gone.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Change {
    /// Messages, in order.
    pub messages: Vec<Message>,
    /// Leaderboard changes for the table's channel.
    pub stats: Vec<Delta>,
    /// Whether the table's state changed (and must be saved).
    pub changed: bool,
    /// Whether the table was closed (and must be deleted).
    pub closed: bool,
    /// Saved without moving the table on: no new version, no new turn timer, no re-sent hands
    /// (a kiebitz choice must not make the players' buttons stale).
    pub quiet: bool,
    /// The table's timers ran (set by the manager's tick): its entry in the store's timer index
    /// is to be set exactly to its next due time, under the table's lock (see
    /// [`Store::refile_timer`]).
    ///
    /// [`Store::refile_timer`]: crate::store::Database::refile_timer
    pub refile: bool,
    /// What the registry-game moves of this change were.
    pub(super) moves: Moves,
    /// How many deals the change finished (for the operator's metrics).
    pub(super) deals_over: u64,
    /// The records of the deals it finished, to be stored with the table. A record without its
    /// deal was dealt before this change: its deal is the one stored beside the table
    /// ([`crate::store::Database::dealt`]), which the manager puts in before it commits.
    pub(super) deals: Vec<DealRecord>,
    /// The deal the table plays from this change on, as it was dealt (stored), if the change
    /// dealt one: written beside the table once, so that the table need not carry it on every
    /// move.
    pub(super) dealt: Option<StoredDeal>,
    /// The results of the game's unit that the change decided, to be rated
    /// ([`super::rating`]) as it commits.
    pub(super) rated: Vec<Outcome>,
    /// Whether the change ends the channel's running season (an admin's early end).
    pub(super) end_season: bool,
    /// The season an admin's early end ended and the one it began, once the manager turned
    /// them.
    pub(super) season_turned: Option<(String, String)>,
}

impl Change {
    /// Whether the change writes anything beside the table: credits or ratings, a deal
    /// finished or dealt, the season ended, the timer index refiled.
    fn writes_beside(&self) -> bool {
        self.refile
            || self.end_season
            || !self.stats.is_empty()
            || !self.rated.is_empty()
            || !self.deals.is_empty()
            || self.dealt.is_some()
            || self.deals_over > 0
    }

    /// Whether the change only moves the table on: the table saved, and nothing beside it, the
    /// table not closed.
    pub(in crate::manager) fn only_moves_on(&self) -> bool {
        self.changed && !self.closed && !self.writes_beside()
    }

    /// Whether the change writes nothing at all (an answer read off the table).
    pub(in crate::manager) fn writes_nothing(&self) -> bool {
        !self.changed && !self.closed && !self.writes_beside()
    }
}

/// The registry-game moves of a change: side by side only, with the players whose hands they
/// changed, or anything else.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) enum Moves {
    /// No move of a registry game (other changes: the table moves on as a whole).
    #[default]
    None,
    /// Only moves made side by side ([`games::Deal::concurrent`]); these players' hands changed.
    SideBySide(Vec<usize>),
    /// A move that changes the deal for everybody.
    Other,
}

impl Moves {
    /// Counts a move: side by side, changing `hands`, or (`None`) for everybody.
    pub(in crate::manager) fn add(&mut self, hands: Option<Vec<usize>>) {
        *self = match (std::mem::take(self), hands) {
            (Moves::None, Some(hands)) => Moves::SideBySide(hands),
            (Moves::SideBySide(mut all), Some(hands)) => {
                all.extend(hands);
                Moves::SideBySide(all)
            }
            _ => Moves::Other,
        };
    }
}

impl Change {
    /// Adds an event for `to`.
    pub(in crate::manager) fn event(&mut self, to: Recipient, event: Event) {
        self.messages.push(Message {
            to,
            body: Body::Event(event),
        });
    }
}

impl Table {
    /// How a table stored before the option shows its cards: as text, as its players saw them
    /// until then (a player may choose pictures with `cards=french|german`).
    fn text_as_before() -> Option<crate::protocol::Cards> {
        Some(crate::protocol::Cards::Text)
    }

    /// Seats a table needs to start.
    pub fn seats(&self) -> usize {
        self.size
    }

    /// The channel as a recipient.
    pub fn channel(&self) -> Recipient {
        Recipient::Channel(self.key.clone())
    }

    /// The player index of a user, if seated.
    pub fn player_of(&self, user: &UserId) -> Option<usize> {
        self.players.iter().position(|p| p.user() == Some(user))
    }

    /// The game in progress.
    pub fn round(&self) -> Option<&Round> {
        match &self.phase {
            Phase::Playing(round) => Some(round),
            Phase::Lobby => None,
        }
    }

    /// Whether the first game has been dealt (house rules are frozen from then on).
    pub fn has_dealt(&self) -> bool {
        self.games_dealt > 0
    }

    /// Applies a command by `user` at time `now` (ms since the epoch). A refusal changes nothing.
    /// A lobby that changes its game starts from the game's own defaults.
    pub fn handle(
        &mut self,
        user: &User,
        command: &Command,
        now: u64,
        timing: Timing,
    ) -> Result<Change, Refused> {
        self.handle_configured(user, command, now, timing, &ConfiguredRules::default())
    }

    /// [`Table::handle`] where a lobby that changes its game starts from the house rules
    /// `configured` for that game.
    pub fn handle_configured(
        &mut self,
        user: &User,
        command: &Command,
        now: u64,
        timing: Timing,
        configured: &ConfiguredRules,
    ) -> Result<Change, Refused> {
        let mut change = Change::default();
        let me = self.player_of(&user.id);
        let seated = || me.ok_or(Refused::NotSeated);
        match command {
            Command::Open(open) => {
                opening(open)?;
                return Err(Refused::TableExists);
            }
            Command::Join => self.join(user, &mut change)?,
            Command::AddComputer => self.add_computer(user, &mut change)?,
            Command::Leave => self.leave(seated()?, &mut change),
            Command::Start => self.start(seated()?, &mut change)?,
            Command::Ready(ready) => self.ready(seated()?, ready, &mut change)?,
            Command::Move(act) => self.play(seated()?, act, &mut change)?,
            Command::Pick(pick) => self.pick(seated()?, pick, &mut change)?,
            Command::Typed(text) => {
                let command = self.read_typed(seated()?, text)?;
                return self.handle(user, &command, now, timing);
            }
            Command::ShowHand => self.show_hand(seated()?, &mut change)?,
            Command::ShowScore => self.show_score(&mut change),
            Command::ShowRules => self.show_rules(&mut change),
            Command::SetRule(set) => self.set_rule(user, set, configured, &mut change)?,
            Command::Abort => self.abort(user, me, now, &mut change)?,
            Command::Forfeit => self.forfeit(seated()?, now, &mut change)?,
            Command::Hint => change.messages.push(self.hint(user, seated()?)?),
            Command::Kiebitz(watch) => self.watch(seated()?, watch.player, &mut change)?,
            Command::ShowLeaderboard(_)
            | Command::Export(_)
            | Command::Replay(_)
            | Command::EndSeason(_)
            | Command::ShowProfile(_) => {
                unreachable!(
                    "the manager answers leaderboards, exports, replays and seasons without a table"
                )
            }
        }
        if change.changed && !change.closed && !change.quiet {
            self.settle(now, timing, &mut change);
        }
        Ok(change)
    }

    /// Checks the table's invariants (for `db check` and after loading).
    pub fn check(&self) -> Result<(), String> {
        if self.players.len() > self.seats() {
            return Err(format!(
                "{} players at a table for {}",
                self.players.len(),
                self.seats()
            ));
        }
        check_size(self.variant, self.size).map_err(|e| e.to_string())?;
        self.tally.check(self.variant, self.size)?;
        let n = self.players.len();
        if self.timer.is_some_and(|t| t.player >= n) {
            return Err("a turn timer for a player who is not there".into());
        }
        if self.abort_votes.iter().any(|&p| p >= n) {
            return Err("an abort vote of a player who is not there".into());
        }
        if let Some(round) = self.round() {
            let watcher = round.watcher.is_some_and(|(a, b)| a >= n || b >= n);
            if n != self.seats()
                || round.dealer >= n
                || watcher
                || round.seats.iter().chain(&round.declined).any(|&p| p >= n)
            {
                return Err("a game is running without its players".into());
            }
            let game = round.game.get();
            game.check()?;
            if game.is_over() {
                return Err("a finished game is still the current one".into());
            }
        }
        Ok(())
    }
}
