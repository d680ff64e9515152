//! One table as a pure state machine: seats, the Bummerl, the game in progress and the turn
//! timer. [`Table::handle`] takes a command and the current time and returns what changed; it
//! does no IO, so the manager can persist the new state before anybody is answered, and tests
//! can drive a table without a store.

use std::collections::BTreeMap;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

use super::configured::ConfiguredRules;
use super::hosted;
use super::rating::{Entrant, Outcome, computer_id};
use super::record::{DealLog, DealRecord};
use super::sheet::Sheet;
use crate::games::GameId;
use crate::games::Level;
use crate::games::{self, AnyGame};
use crate::games::{HouseRuleError, parse_switch};
use crate::ids::{Lang, TableKey, User, UserId};
use crate::protocol::{
    Body, Event, GamePublic, GameSeat, HandView, Message, Recipient, Refused, RoundView, RulesView,
    ScoreView, SeatInfo, TableView,
};
use crate::protocol::{Command, Open, Pick, Ready, SetRule};
use crate::protocol::{Delta, Stats};

/// How long a player may take before a reminder, and before the opponent may claim the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timing {
    /// Milliseconds until the reminder.
    pub reminder_ms: u64,
    /// Milliseconds until the game may be claimed (or the computer plays for the player).
    pub forfeit_ms: u64,
}

impl Default for Timing {
    fn default() -> Self {
        Timing {
            reminder_ms: 120_000,
            forfeit_ms: 600_000,
        }
    }
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    /// A user of the platform.
    Human(UserId),
    /// The computer, at a level.
    Computer(Level),
}

/// A seated player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Display name.
    pub name: String,
    /// Human or computer.
    pub kind: PlayerKind,
}

impl Player {
    /// The user, for a human player.
    pub fn user(&self) -> Option<&UserId> {
        match &self.kind {
            PlayerKind::Human(user) => Some(user),
            PlayerKind::Computer(_) => None,
        }
    }

    pub(super) fn info(&self) -> SeatInfo {
        SeatInfo {
            name: self.name.clone(),
            user: self.user().cloned(),
            computer: match self.kind {
                PlayerKind::Computer(level) => Some(level),
                PlayerKind::Human(_) => None,
            },
        }
    }
}

/// The game being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The game's number in this Bummerl, from 1.
    pub number: u32,
    /// The dealer (a player index).
    pub dealer: usize,
    /// For each game seat, the player index sitting there (seat 0 is the forehand).
    pub seats: Vec<usize>,
    /// The deal (stored as `{"Game": …}`).
    #[serde(with = "super::tagged")]
    pub game: AnyGame,
    /// At three with `kiebitz`: the sitting-out player and the player whose hand he follows.
    #[serde(default)]
    pub watcher: Option<(usize, usize)>,
    /// At four and three: people who said "Gut" to doubling before the first card, so that a
    /// computer need not wait for them ([`DOUBLE_WAIT_MS`]).
    #[serde(default)]
    pub declined: Vec<usize>,
    /// The deal as dealt and its moves so far, recorded once it ends (`None` for a deal dealt
    /// before deals were recorded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<DealLog>,
}

impl Round {
    /// The game seat of a player, if he plays in this game.
    pub fn seat_of(&self, player: usize) -> Option<usize> {
        self.seats.iter().position(|&p| p == player)
    }

    /// The player in a game seat.
    pub fn player_at(&self, seat: usize) -> usize {
        self.seats[seat]
    }

    /// The player to act, if the game is not over (where several may act at once, the first
    /// of them).
    pub fn player_to_act(&self) -> Option<usize> {
        let seat = *self.game.get().to_act().first()?;
        self.seats.get(seat).copied()
    }

    /// What the player in `seat` sees of the deal, with his moves.
    pub fn view(&self, seat: usize) -> GameSeat {
        hosted::seat_view(self.game.get(), seat, self.public())
    }

    /// What everybody sees of the deal (without the players' names).
    pub fn public(&self) -> GamePublic {
        hosted::public_view(self.game.id(), self.game.get())
    }
}

/// Where the table is in its life.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Waiting for players and the start (also between Bummerl).
    Lobby,
    /// A game is being played.
    Playing(Box<Round>),
}

/// The clock of the player to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnTimer {
    /// The player whose turn it is: a person, or a computer that waits before the first card
    /// of a game at four or three while people may still double ([`DOUBLE_WAIT_MS`]).
    pub player: usize,
    /// When to remind him (ms since the epoch).
    pub remind_at: u64,
    /// When his time runs out.
    pub forfeit_at: u64,
    /// Whether he was reminded.
    pub reminded: bool,
    /// Whether the table was told his time ran out.
    pub expired: bool,
}

impl TurnTimer {
    /// The next moment something is due, if anything still is.
    pub fn next_due(&self) -> Option<u64> {
        if !self.reminded {
            Some(self.remind_at)
        } else if !self.expired {
            Some(self.forfeit_at)
        } else {
            None
        }
    }
}

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
    /// The language of its public messages: the opener's when he opened it (`None` for a
    /// table stored before tables kept it; [`Manager::table_lang`] then asks the opener's
    /// record).
    ///
    /// [`Manager::table_lang`]: super::Manager::table_lang
    #[serde(default)]
    pub lang: Option<Lang>,
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
    /// The records of the deals it finished, to be stored with the table. A record whose deal
    /// is null was dealt before this change: its deal is the one stored beside the table
    /// ([`crate::store::Database::dealt`]), which the manager puts in before it commits.
    pub(super) deals: Vec<DealRecord>,
    /// The deal the table plays from this change on, as it was dealt (stored), if the change
    /// dealt one: written beside the table once, so that the table need not carry it on every
    /// move.
    pub(super) dealt: Option<serde_json::Value>,
    /// The results of the game's unit that the change decided, to be rated
    /// ([`super::rating`]) as it commits.
    pub(super) rated: Vec<Outcome>,
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
    pub(super) fn add(&mut self, hands: Option<Vec<usize>>) {
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
    pub(super) fn event(&mut self, to: Recipient, event: Event) {
        self.messages.push(Message {
            to,
            body: Body::Event(event),
        });
    }
}

/// Checks a table size: two players, or three (Mitschreiben); Bauernschnapsen and
/// Dreierschnapsen have their own number.
fn check_size(variant: GameId, players: usize) -> Result<(), Refused> {
    let (min, max) = variant.spec().seats;
    if (min..=max).contains(&players) {
        Ok(())
    } else {
        Err(Refused::BadRule(HouseRuleError::OutOfRange {
            rule: "players".into(),
            value: players as u32,
            min: min as u32,
            max: max as u32,
        }))
    }
}

/// What a table opened with `open` plays with: its size and house rules, or why they cannot
/// be. Checked before anything else, so that whoever opens hears what is wrong with his options
/// even where a table is already open.
fn opening(open: &Open) -> Result<(usize, games::Rules), Refused> {
    // `players` chooses Mitschreiben, or the number at a game's table (its fewest where the
    // default does not fit).
    let (min, max) = open.variant.spec().seats;
    let size = if open.players == Open::default().players && !(min..=max).contains(&open.players) {
        min
    } else {
        open.players
    };
    check_size(open.variant, size)?;
    let game_rules = open
        .variant
        .spec()
        .rules(&open.game_rules)
        .map_err(|e| Refused::BadRule(HouseRuleError::Unknown(e)))?;
    Ok((size, game_rules))
}

/// The version a table with `seed` starts at: random in 1..2^52, so that a button left over
/// from an earlier table in the same channel (its message may outlive the table, and a
/// restarted adapter forgets which buttons it showed) does not match the new table's state.
/// Two tables' version ranges meet with a chance of about 10^-11; 2^52 leaves room to count
/// and keeps payloads short.
fn first_version(seed: u64) -> u64 {
    (seed >> 12).max(1)
}

/// How long a computer to play the first card at four or three waits while a person may still
/// double (Kontra after the bidding, until the first card): without it the window is shut
/// before anyone can press the button. Any double restarts the wait; a person who will not
/// double says "Gut" (a pass out of turn) and is not waited for. The rule's text
/// (`kontra_after_bidding` in `text::rules`) names these 15 seconds.
pub const DOUBLE_WAIT_MS: u64 = 15_000;

impl Table {
    /// Opens a table for `user` in `key`'s channel; its public messages speak his language.
    pub fn open(
        key: TableKey,
        user: &User,
        open: &Open,
        seed: u64,
        now: u64,
        timing: Timing,
    ) -> Result<(Table, Change), Refused> {
        let (size, game_rules) = opening(open)?;
        let mut players = vec![Player {
            name: user.name.clone(),
            kind: PlayerKind::Human(user.id.clone()),
        }];
        if let Some(level) = open.computer {
            // The computer takes every other seat.
            for n in 1..size {
                let name = if size > 2 {
                    format!("Computer {n}")
                } else {
                    "Computer".into()
                };
                players.push(Player {
                    name,
                    kind: PlayerKind::Computer(level),
                });
            }
        }
        let mut table = Table {
            key,
            version: first_version(seed),
            opener: user.id.clone(),
            lang: Some(user.lang),
            variant: open.variant,
            game_rules,
            epoch: None,
            picks: BTreeMap::new(),
            computer_takeover: open.computer_takeover,
            hints: false,
            players,
            phase: Phase::Lobby,
            size,
            tally: Sheet::new(open.variant, size),
            bummerl_number: 1,
            bummerl_games: 0,
            games_dealt: 0,
            next_dealer: SmallRng::seed_from_u64(seed).random_range(0..size),
            seed,
            abort_votes: Vec::new(),
            timer: None,
        };
        let mut change = Change {
            changed: true,
            ..Change::default()
        };
        change.event(
            table.channel(),
            Event::Opened {
                by: user.name.clone(),
                variant: table.variant,
            },
        );
        if open.computer.is_some() {
            table.deal(&mut change);
            table.run_computers(&mut change);
        }
        table.settle(now, timing, &mut change);
        Ok((table, change))
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
            Command::Move(act) => self.act_game(seated()?, act, &mut change)?,
            Command::Pick(pick) => self.pick(seated()?, pick, &mut change)?,
            Command::Typed(text) => {
                let command = self.read_typed(seated()?, text)?;
                return self.handle(user, &command, now, timing);
            }
            Command::ShowHand => {
                let me = seated()?;
                if self.round().is_none() {
                    return Err(Refused::NotStarted);
                }
                // Seated and dealt, yet no cards: he sits this deal out (the dealer at three).
                let hand = self.hand_message(me).ok_or(Refused::SitsOut)?;
                change.messages.push(hand);
            }
            Command::ShowScore => change.messages.push(Message {
                to: self.channel(),
                body: Body::Score(self.score_view()),
            }),
            Command::ShowRules => change.messages.push(Message {
                to: self.channel(),
                body: Body::Rules(self.rules_view()),
            }),
            Command::SetRule(set) => self.set_rule(user, set, configured, &mut change)?,
            Command::Abort => self.abort(user, me, &mut change)?,
            Command::Forfeit => self.forfeit(seated()?, now, &mut change)?,
            Command::Hint => change.messages.push(self.hint(user, seated()?)?),
            Command::Kiebitz(watch) => self.watch(seated()?, watch.player, &mut change)?,
            Command::ShowLeaderboard(_) | Command::Export(_) => {
                unreachable!("the manager answers leaderboards and exports without a table")
            }
        }
        if change.changed && !change.closed && !change.quiet {
            self.settle(now, timing, &mut change);
        }
        Ok(change)
    }

    /// Runs due timers at `now`: the reminder, then the end of the turn time.
    pub fn tick(&mut self, now: u64, timing: Timing) -> Change {
        let mut change = Change::default();
        let Some(mut timer) = self.timer else {
            return change;
        };
        let Some(user) = self.players[timer.player].user().cloned() else {
            // A computer waiting for doubles: the wait is over, it plays on.
            if !timer.expired && now >= timer.forfeit_at {
                timer.expired = true;
                self.timer = Some(timer);
                change.changed = true;
                self.run_computers(&mut change);
                self.settle(now, timing, &mut change);
            }
            return change;
        };
        if !timer.reminded && now >= timer.remind_at {
            timer.reminded = true;
            let seconds_left = timer.forfeit_at.saturating_sub(now) / 1000;
            change.event(Recipient::User(user), Event::Reminder { seconds_left });
            change.changed = true;
        }
        if !timer.expired && now >= timer.forfeit_at {
            timer.expired = true;
            change.changed = true;
            // Where the game lets nobody claim a deal from an absent player (at four and three
            // nobody can alone), the computer always steps in.
            if self.computer_takeover || !self.may_claim(timer.player) {
                self.timer = Some(timer);
                self.take_over(timer.player, &mut change);
                self.settle(now, timing, &mut change);
                return change;
            }
            let absent = self.players[timer.player].name.clone();
            change.event(self.channel(), Event::ForfeitAvailable { absent });
        }
        self.timer = Some(timer);
        change
    }

    fn join(&mut self, user: &User, change: &mut Change) -> Result<(), Refused> {
        if self.player_of(&user.id).is_some() {
            return Err(Refused::AlreadySeated);
        }
        if self.round().is_some() {
            return Err(Refused::AlreadyStarted);
        }
        if self.players.len() >= self.seats() {
            return Err(Refused::TableFull);
        }
        self.players.push(Player {
            name: user.name.clone(),
            kind: PlayerKind::Human(user.id.clone()),
        });
        change.changed = true;
        change.event(
            self.channel(),
            Event::Joined {
                name: user.name.clone(),
            },
        );
        Ok(())
    }

    fn add_computer(&mut self, user: &User, change: &mut Change) -> Result<(), Refused> {
        if user.id != self.opener {
            return Err(Refused::NotOpener);
        }
        if self.round().is_some() {
            return Err(Refused::AlreadyStarted);
        }
        if self.players.len() >= self.seats() {
            return Err(Refused::TableFull);
        }
        let n = self.players.iter().filter(|p| p.user().is_none()).count() + 1;
        let name = format!("Computer {n}");
        self.players.push(Player {
            name: name.clone(),
            kind: PlayerKind::Computer(Level::Strong),
        });
        change.changed = true;
        change.event(self.channel(), Event::Joined { name });
        Ok(())
    }

    fn leave(&mut self, me: usize, change: &mut Change) {
        let name = self.players[me].name.clone();
        change.changed = true;
        let others = (0..self.players.len()).any(|p| p != me && self.players[p].user().is_some());
        if self.round().is_some() && self.computer_takeover && others {
            // The table lets the computer fill the seat: the game and the Bummerl go on for
            // the people still seated. (The last person leaving resigns, below: else leaving
            // would wipe a Bummerl lost against the computer.)
            let leaver = self.players[me].user().cloned();
            self.players[me].kind = PlayerKind::Computer(Level::Strong);
            self.players[me].name = "Computer".into();
            self.abort_votes.retain(|&p| p != me);
            change.event(self.channel(), Event::Replaced { name });
            if leaver.as_ref() == Some(&self.opener) {
                let next = self.players.iter().find_map(Player::user).expect("a human");
                self.opener = next.clone();
            }
            self.run_computers(change);
            return;
        }
        if self.round().is_some() {
            self.resign(me, change);
        } else {
            change.event(self.channel(), Event::Left { name });
        }
        self.players.remove(me);
        self.abort_votes.clear();
        self.next_dealer = 0;
        match self.players.iter().find_map(Player::user) {
            None => change.closed = true,
            Some(first) if self.player_of(&self.opener).is_none() => self.opener = first.clone(),
            Some(_) => {}
        }
    }

    /// Player `me` resigns the Bummerl (or Partie) in progress: he gets it, the others are
    /// credited. With Marken there is nothing to resign; the table simply goes back to the
    /// lobby.
    fn resign(&mut self, me: usize, change: &mut Change) {
        let (name, unit) = (self.players[me].name.clone(), self.tally.unit());
        change.event(self.channel(), Event::Resigned { name, unit });
        // The game says what his resigning counts, for him and his side.
        let results = self.round().and_then(|round| {
            let seat = round.seat_of(me).unwrap_or(0);
            let results = round.game.get().resign(seat)?;
            let mut by_player: Vec<(usize, i64)> =
                round.seats.iter().copied().zip(results).collect();
            by_player.sort_unstable();
            Some(by_player)
        });
        match results {
            Some(results) => self.resign_game(results, change),
            None => self.new_match(),
        }
    }

    fn start(&mut self, _me: usize, change: &mut Change) -> Result<(), Refused> {
        if self.round().is_some() {
            return Err(Refused::AlreadyStarted);
        }
        if self.players.len() < self.seats() {
            return Err(Refused::TooFewPlayers {
                needed: self.seats(),
            });
        }
        let computers = self.players.iter().filter(|p| p.user().is_none()).count();
        if computers < self.computer_seats_needed() {
            return Err(Refused::ComputerNeeded);
        }
        change.changed = true;
        self.deal(change);
        self.run_computers(change);
        Ok(())
    }

    /// "Ready": a player awaited by a computer lets it go on; his hand loses the key, nobody
    /// else's buttons go stale.
    fn ready(&mut self, me: usize, ready: &Ready, change: &mut Change) -> Result<(), Refused> {
        if self.round().is_none() {
            return Err(Refused::NotStarted);
        }
        if ready.version.is_some_and(|v| !self.current(v)) {
            return Err(Refused::Stale {
                current: self.version,
            });
        }
        if !self.may_decline(me) {
            return Err(Refused::NobodyWaits);
        }
        if let Phase::Playing(round) = &mut self.phase {
            round.declined.push(me);
        }
        change.moves.add(Some(vec![me]));
        change.changed = true;
        self.run_computers(change);
        Ok(())
    }

    /// Back to the lobby with a fresh score.
    pub(super) fn new_match(&mut self) {
        self.phase = Phase::Lobby;
        self.tally = self.tally.fresh();
        self.bummerl_number += 1;
        self.bummerl_games = 0;
    }

    /// A result of the game's unit to be rated: each player's (person's or computer's) result.
    pub(super) fn rate(&self, results: &[(usize, i64)], change: &mut Change) {
        let entrants = results
            .iter()
            .map(|&(p, result)| {
                let player = &self.players[p];
                match &player.kind {
                    PlayerKind::Human(user) => Entrant {
                        user: user.clone(),
                        name: player.name.clone(),
                        result,
                    },
                    PlayerKind::Computer(level) => Entrant {
                        user: computer_id(self.key.platform, *level),
                        name: level.name().to_string(),
                        result,
                    },
                }
            })
            .collect();
        change.rated.push(Outcome {
            board: self.variant.id(),
            entrants,
        });
    }

    pub(super) fn credit(&self, player: usize, mut add: Stats, change: &mut Change) {
        let p = &self.players[player];
        if let Some(user) = p.user() {
            add.name.clone_from(&p.name);
            change.stats.push(Delta {
                board: self.variant.id(),
                user: user.clone(),
                add,
            });
        }
    }

    /// Deals the first game of a match with the table's seeded shuffle.
    pub(super) fn deal(&mut self, change: &mut Change) {
        self.deal_game(self.variant, None, change);
    }

    /// The round of a new deal, told to the table.
    pub(super) fn dealt(
        &self,
        dealer: usize,
        seats: Vec<usize>,
        game: AnyGame,
        trump_card: Option<games::Card>,
        forehand_fixes_trump: bool,
        change: &mut Change,
    ) -> Round {
        change.dealt = Some(serde_json::to_value(&game).expect("a deal serialises"));
        let round = Round {
            number: self.bummerl_games + 1,
            dealer,
            seats,
            log: Some(DealLog::new(game.id())),
            game,
            watcher: None,
            declined: Vec::new(),
        };
        change.event(
            self.channel(),
            Event::Dealt {
                number: round.number,
                dealer: self.players[dealer].name.clone(),
                forehand: self.players[round.seats[0]].name.clone(),
                trump_card,
                forehand_fixes_trump,
            },
        );
        round
    }

    /// Lets computer players move while it is their turn.
    pub(super) fn run_computers(&mut self, change: &mut Change) {
        // A whole Bummerl between computers is at most a few hundred moves; the bound only guards
        // against a bug turning into a hang.
        // Computers that chose to wait (free to act, they need not) since the last move.
        let mut waiting = Vec::new();
        for step in 0..10_000u64 {
            let Some(round) = self.round() else { return };
            let Some(player) = self.computer_to_act(round, &waiting) else {
                return;
            };
            let PlayerKind::Computer(level) = self.players[player].kind else {
                return;
            };
            if self.waits_for_doubles(player) {
                return;
            }
            match self.computer_move(player, level, step, change) {
                Some(_) => waiting.clear(),
                None => waiting.push(player),
            }
        }
    }

    /// The player to act if a computer plays his seat: in a registry game where several may act
    /// at once, the first computer among them that is not `waiting`.
    fn computer_to_act(&self, round: &Round, waiting: &[usize]) -> Option<usize> {
        let is_computer = |p: &usize| matches!(self.players[*p].kind, PlayerKind::Computer(_));
        round
            .game
            .get()
            .to_act()
            .into_iter()
            .map(|s| round.seats[s])
            .filter(|p| !waiting.contains(p))
            .find(is_computer)
    }

    /// Whether the computer `player`, to act, is to wait because a person may still double
    /// before the first card — unless its wait has already run out.
    fn waits_for_doubles(&self, player: usize) -> bool {
        if self.timer.is_some_and(|t| t.player == player && t.expired) {
            return false;
        }
        // Only a computer whose move ends the others' moves side by side waits (a banker before
        // his draw, the first card after a double), not one that moves beside them.
        if let Some(round) = self.round()
            && !round
                .seat_of(player)
                .is_some_and(|seat| self.ends_side_by_side(seat))
        {
            return false;
        }
        self.round()
            .is_some_and(|round| round.seats.iter().any(|&p| self.awaited(p)))
    }

    /// Whether a computer is waiting for `player`'s double: he may then say "Gut" instead (a
    /// pass out of turn), and the computers play on once nobody else is awaited.
    fn may_decline(&self, player: usize) -> bool {
        let waiting = self
            .timer
            .is_some_and(|t| !t.expired && self.players[t.player].user().is_none());
        waiting && self.awaited(player)
    }

    /// Whether the computers wait for `player`: he is a person who may still move side by side
    /// with a computer about to end that (a double at four or three before the first card, a
    /// punter's stake) and has not said he is done ("Gut", "Ready").
    fn awaited(&self, player: usize) -> bool {
        let Some(round) = self.round() else {
            return false;
        };
        let Some(seat) = round.seat_of(player) else {
            return false;
        };
        self.may_move_side_by_side(seat)
            && self.players[player].user().is_some()
            && !round.declined.contains(&player)
    }

    /// What the strong computer player would do for `me` now, privately.
    fn hint(&self, user: &User, me: usize) -> Result<Message, Refused> {
        // Only where no other person plays: with two people and a computer at three (or four),
        // some games are one person against the other.
        let against_computer = self.players.iter().filter(|p| p.user().is_some()).count() == 1;
        if !against_computer && !self.hints {
            return Err(Refused::HintsOff);
        }
        let round = self.round().ok_or(Refused::NotStarted)?;
        let seat = round.seat_of(me).ok_or(Refused::NotYourTurn)?;
        let hint = self.game_hint(seat);
        Ok(Message {
            to: Recipient::User(user.id.clone()),
            body: Body::Hint(hint.ok_or(Refused::NotYourTurn)?),
        })
    }

    /// The computer plays one move for a player whose time ran out.
    fn take_over(&mut self, player: usize, change: &mut Change) {
        let name = self.players[player].name.clone();
        // The game tells the move itself (the cards laid away stay the declarer's secret).
        self.computer_move(player, Level::Strong, 0, change);
        change.event(self.channel(), Event::TookOver { name });
        self.run_computers(change);
    }

    fn set_rule(
        &mut self,
        user: &User,
        set: &SetRule,
        configured: &ConfiguredRules,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if user.id != self.opener {
            return Err(Refused::NotOpener);
        }
        if self.has_dealt() {
            return Err(Refused::AlreadyStarted);
        }
        let switch = || {
            parse_switch(&set.value).ok_or_else(|| {
                Refused::BadRule(HouseRuleError::BadValue {
                    rule: set.name.clone(),
                    value: set.value.clone(),
                })
            })
        };
        if set.name == "computer_takeover" {
            self.computer_takeover = switch()?;
        } else if set.name == "hints" {
            self.hints = switch()?;
        } else if set.name == "variant" {
            // A new variant starts from its own default house rules (with those configured for
            // it), score and table size.
            let variant: GameId = set.value.parse().map_err(|_| {
                Refused::BadRule(HouseRuleError::BadValue {
                    rule: set.name.clone(),
                    value: set.value.clone(),
                })
            })?;
            let (min, max) = variant.spec().seats;
            let size = self.size.max(self.players.len()).clamp(min, max);
            self.resize(variant, size)?;
            self.game_rules = variant
                .spec()
                .rules(&configured.of(variant))
                .expect("configured rules were checked against their game");
        } else if set.name == "players" {
            let size: usize = set.value.trim().parse().map_err(|_| {
                Refused::BadRule(HouseRuleError::BadValue {
                    rule: set.name.clone(),
                    value: set.value.clone(),
                })
            })?;
            self.resize(self.variant, size)?;
        } else {
            let mut open = Open {
                variant: self.variant,
                ..Open::default()
            };
            open.set_rule(&set.name, &set.value)
                .map_err(Refused::BadRule)?;
            self.game_rules.0.extend(open.game_rules);
            let id = self.variant;
            debug_assert!(id.spec().house_rules.len() == self.game_rules.0.len());
        }
        change.changed = true;
        change.event(
            self.channel(),
            Event::RuleChanged {
                name: set.name.clone(),
                value: set.value.clone(),
            },
        );
        change.messages.push(Message {
            to: self.channel(),
            body: Body::Rules(self.rules_view()),
        });
        Ok(())
    }

    /// In the lobby: plays `variant` with `size` players from now on, with a fresh score.
    fn resize(&mut self, variant: GameId, size: usize) -> Result<(), Refused> {
        check_size(variant, size)?;
        if self.players.len() > size {
            return Err(Refused::TooManySeated {
                seated: self.players.len(),
                size,
            });
        }
        self.variant = variant;
        self.size = size;
        self.tally = Sheet::new(variant, size);
        self.next_dealer %= size;
        Ok(())
    }

    /// Closing the table. Before the first deal and between Bummerl the opener closes it at
    /// once (others vote, and it closes when every person seated agrees). While a Bummerl (or
    /// Partie) is under way nobody may wipe it alone: every person seated must agree, the
    /// opener too — and whoever sits alone with computers is asked to confirm, because then
    /// closing resigns the Bummerl ([`Table::resign`], as leaving does).
    fn abort(
        &mut self,
        user: &User,
        me: Option<usize>,
        change: &mut Change,
    ) -> Result<(), Refused> {
        let under_way = self.round().is_some();
        if user.id == self.opener && !under_way {
            self.close(&user.name, false, change);
            return Ok(());
        }
        let me = me.ok_or(Refused::NotSeated)?;
        let needed = self.players.iter().filter(|p| p.user().is_some()).count();
        let again = self.abort_votes.contains(&me);
        if !again {
            self.abort_votes.push(me);
        }
        change.changed = true;
        if under_way && needed == 1 {
            if !again {
                // A vote is kept but is no move (see below): the confirmation is asked for.
                change.quiet = true;
                let (name, unit) = (user.name.clone(), self.tally.unit());
                change.event(self.channel(), Event::AbortResigns { name, unit });
                return Ok(());
            }
            self.resign(me, change);
            self.close(&user.name, true, change);
            return Ok(());
        }
        if self.abort_votes.len() < needed {
            // A vote is kept but is no move: the turn, its timer and the buttons stay as
            // they were (else voting again and again would hold off a timeout for ever).
            change.quiet = true;
            change.event(
                self.channel(),
                Event::AbortVote {
                    name: user.name.clone(),
                    votes: self.abort_votes.len(),
                    needed,
                    under_way: under_way.then(|| self.tally.unit()),
                },
            );
            return Ok(());
        }
        self.close(&user.name, false, change);
        Ok(())
    }

    /// Closes the table: `resigned` when closing resigned the Bummerl under way.
    fn close(&mut self, by: &str, resigned: bool, change: &mut Change) {
        change.changed = true;
        change.closed = true;
        change.event(
            self.channel(),
            Event::Aborted {
                by: by.to_owned(),
                resigned,
            },
        );
    }

    fn forfeit(&mut self, me: usize, now: u64, change: &mut Change) -> Result<(), Refused> {
        let Some(round) = self.round().cloned() else {
            return Err(Refused::NotStarted);
        };
        let absent = round
            .player_to_act()
            .filter(|&p| p != me && self.plays(&round, me) && self.may_claim(p));
        let (Some(absent), Some(timer)) = (absent, self.timer) else {
            return Err(Refused::NothingToForfeit);
        };
        if now < timer.forfeit_at {
            return Err(Refused::TooEarly {
                seconds_left: (timer.forfeit_at - now).div_ceil(1000),
            });
        }
        change.changed = true;
        change.event(
            self.channel(),
            Event::Forfeited {
                absent: self.players[absent].name.clone(),
            },
        );
        self.forfeit_game(absent, change);
        self.run_computers(change);
        Ok(())
    }

    /// After an accepted change: the new version, the turn timer, the table and the hands.
    fn settle(&mut self, now: u64, timing: Timing, change: &mut Change) {
        self.version += 1;
        let side_by_side = match &change.moves {
            Moves::SideBySide(hands) if self.epoch.is_some() => Some(hands.clone()),
            _ => {
                self.epoch = Some(self.version);
                self.picks.clear();
                None
            }
        };
        let to_act = self.round().and_then(Round::player_to_act);
        self.timer = to_act.and_then(|player| {
            if self.players[player].user().is_some() {
                Some(TurnTimer {
                    player,
                    remind_at: now + timing.reminder_ms,
                    forfeit_at: now + timing.forfeit_ms,
                    reminded: false,
                    expired: false,
                })
            } else {
                // A computer is left to act only while it waits for doubles.
                self.waits_for_doubles(player).then_some(TurnTimer {
                    player,
                    remind_at: now + DOUBLE_WAIT_MS,
                    forfeit_at: now + DOUBLE_WAIT_MS,
                    reminded: true,
                    expired: false,
                })
            }
        });
        // Moves side by side leave the others' hands as they were: only the table and the
        // hands they changed are sent again, so nobody's open choice is reset under him.
        change
            .messages
            .extend(self.snapshot_of(side_by_side.as_deref()));
    }

    /// Whether buttons made at `version` are still good: the current version's, or at a
    /// registry game those of the version since which the choices have stood.
    pub(super) fn current(&self, version: u64) -> bool {
        version == self.version || self.epoch == Some(version)
    }

    /// What everybody should see now: the table view for the channel and each playing
    /// person's hand, privately. Front ends send it again to converge after a failure or a
    /// restart (versions tell them what is already shown).
    pub fn snapshot(&self) -> Vec<Message> {
        self.snapshot_of(None)
    }

    /// [`Table::snapshot`] with, where `hands` names some players, only the hand messages
    /// that show one of their hands.
    fn snapshot_of(&self, hands: Option<&[usize]>) -> Vec<Message> {
        // What everybody sees of the deal, worked out once for the table and every hand.
        let public = self.round().map(|round| self.named_public(round));
        let table = Message {
            to: self.channel(),
            body: Body::Table(Box::new(self.view_with(public.clone()))),
        };
        let shown =
            (0..self.players.len()).filter_map(|p| self.hand_beside(p, public.as_ref()?, hands));
        std::iter::once(table).chain(shown).collect()
    }

    /// A player's private hand message, if he is a human playing in the current game — or, at
    /// three with `kiebitz`, a read-only copy of the hand he follows while he sits out.
    pub fn hand_message(&self, player: usize) -> Option<Message> {
        self.hand_beside(player, &self.named_public(self.round()?), None)
    }

    /// What everybody sees of a round's deal, with the players' names put in.
    fn named_public(&self, round: &Round) -> GamePublic {
        let mut public = round.public();
        hosted::name_public(&mut public, &self.seat_names(round));
        public
    }

    /// [`Table::hand_message`] beside `public`, what everybody sees of the deal (named); where
    /// `hands` names some players, only if it shows one of their hands.
    fn hand_beside(
        &self,
        player: usize,
        public: &GamePublic,
        hands: Option<&[usize]>,
    ) -> Option<Message> {
        let round = self.round()?;
        let user = self.players[player].user()?.clone();
        let (shown, read_only) = if self.plays(round, player) {
            (player, false)
        } else {
            match round.watcher {
                Some((watcher, watched)) if watcher == player && self.kiebitz() => (watched, true),
                _ => return None,
            }
        };
        if hands.is_some_and(|hands| !hands.contains(&shown)) {
            return None;
        }
        let mut view = hosted::seat_view(round.game.get(), round.seat_of(shown)?, public.clone());
        hosted::name_seat(&mut view, &self.seat_names(round));
        if read_only {
            view.clear_moves();
        } else if self.may_decline(player) {
            view.ready = true;
        }
        Some(Message {
            to: Recipient::User(user),
            body: Body::Hand(Box::new(HandView {
                key: self.key.clone(),
                version: self.version,
                epoch: self.epoch.unwrap_or(self.version),
                player: shown,
                view,
                read_only,
                pick: self.picks.get(&player).copied().unwrap_or_default(),
            })),
        })
    }

    /// At three with `kiebitz`: the player sitting out follows one player's hand, read-only.
    fn watch(&mut self, me: usize, watched: usize, change: &mut Change) -> Result<(), Refused> {
        let Some(round) = self.round() else {
            return Err(Refused::NotStarted);
        };
        if !self.kiebitz() || self.plays(round, me) || !self.plays(round, watched) {
            return Err(Refused::NoKiebitz);
        }
        let Phase::Playing(round) = &mut self.phase else {
            unreachable!("checked above")
        };
        round.watcher = Some((me, watched));
        change.changed = true;
        change.quiet = true;
        change.messages.extend(self.hand_message(me));
        Ok(())
    }

    /// The table's public state.
    pub fn view(&self) -> TableView {
        self.view_with(self.round().map(|round| self.named_public(round)))
    }

    /// [`Table::view`] with `public`, what everybody sees of the deal being played (named).
    fn view_with(&self, public: Option<GamePublic>) -> TableView {
        TableView {
            key: self.key.clone(),
            version: self.version,
            variant: self.variant,
            opener: self.opener.clone(),
            lang: self.lang,
            players: self.players.iter().map(Player::info).collect(),
            seats: self.seats(),
            round: self.round().zip(public).map(|(r, public)| RoundView {
                number: r.number,
                dealer: r.dealer,
                seats: r.seats.clone(),
                public,
            }),
            unit: self.tally.unit(),
            totals: self.tally.totals.clone(),
            bummerl_number: self.bummerl_number,
            turn_deadline: self.timer.map(|t| t.forfeit_at),
        }
    }

    /// The running Bummerl tally.
    pub fn score_view(&self) -> ScoreView {
        // One name per score entry: a player.
        let names = self.players.iter().map(|p| p.name.clone()).collect();
        ScoreView {
            names,
            unit: self.tally.unit(),
            totals: self.tally.totals.clone(),
            bummerl_number: self.bummerl_number,
            games: self.bummerl_games,
            standing: self.round().map(|round| {
                let names = self.seat_names(round);
                let line = round.game.get().standing().line;
                line.map(|l| hosted::named(&l, &names))
            }),
        }
    }

    /// The rules and options.
    pub fn rules_view(&self) -> RulesView {
        RulesView {
            variant: self.variant,
            rules: self.game_rules.clone(),
            computer_takeover: self.computer_takeover,
            hints: self.hints,
            changeable: !self.has_dealt(),
        }
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
