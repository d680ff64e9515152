//! The game manager: tables keyed by channel, commands in, messages out.
//!
//! Commands for one table are applied strictly one at a time (a lock per table) while different
//! tables proceed in parallel. Each command works on a copy of the table; the copy replaces the
//! table only after the store's [`commit`](crate::store::Database::commit) has made it durable,
//! so a command is acknowledged — its messages returned — only once nothing can lose it, and a
//! failed save changes nothing.
//!
//! Turn timers are deadlines stored with the table and indexed in the store, not sleeping tasks:
//! whoever runs the manager calls [`Manager::tick`] now and then, and after a restart the
//! deadlines are simply still there.

mod configured;
mod leaderboard;
mod profile;
pub mod rating;
mod record;
mod replay_step;
mod season;
mod sheet;
mod store;
mod table;
mod tagged;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde_json::value::RawValue;

pub use crate::ids::{Lang, Platform, TableKey, User, UserId};
pub use crate::protocol::{
    BadButton, BadReplay, Body, Button, ButtonData, ChoiceView, Command, DOUBLE_WAIT_MS, DealRef,
    Delta, EndSeason, Event, ExportView, GamePublic, GameSeat, HandView, HintView, Judged, Kiebitz,
    LeaderboardEntry, LeaderboardView, MAX_PAYLOAD, Message, MoveAct, Open, Pick, ProfileOf,
    ProfileView, Ready, Recipient, Refused, ReplayMove, ReplayStep, ReplayView, Request, RoundView,
    RulesView, ScoreView, SeasonLength, SeasonView, SeatInfo, SetRule, ShowDeal, ShowLeaderboard,
    Stats, TableView, lobby_variants, replay_buttons, table_buttons,
};
pub use configured::{ConfiguredRuleError, ConfiguredRules};
pub use leaderboard::top;
pub use record::{DealLog, DealRecord, Played, StoredDeal, is_recorded, replay};
pub use replay_step::{REPLAY_PLAYOUTS, replay_view};
pub use sheet::Sheet;
pub use store::{PostgresStore, SledStore, Store, open_store};
pub use table::{Change, Phase, Player, PlayerKind, Round, Table, Timing, TurnTimer};
#[cfg(test)]
pub(crate) use table::{name_public, name_seat, public_view, seat_view};

use crate::games::GameId;
use crate::games::Unit;
use crate::store::{Deals, Stamp, StoreError, UserRecord};

/// Where the manager's time comes from (ms since the epoch); tests use a [`ManualClock`].
pub trait Clock: Send + Sync {
    /// The current time in milliseconds since the Unix epoch.
    fn now_ms(&self) -> u64;
}

/// The system clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }
}

/// A clock that moves only when told to.
#[derive(Clone, Debug, Default)]
pub struct ManualClock(Arc<AtomicU64>);

impl ManualClock {
    /// A clock standing at `ms`.
    pub fn at(ms: u64) -> ManualClock {
        ManualClock(Arc::new(AtomicU64::new(ms)))
    }

    /// Moves the clock forward.
    pub fn advance(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// A table's slot: the table once loaded on first use (`Some(None)`: there is none) and, on a
/// database other processes share, the stamp of it as stored, for the next command to tell
/// whether it changed since ([`Manager::early`], [`Database::hold_table`](crate::store::Database::hold_table)).
#[derive(Default)]
struct Slot {
    table: Option<Option<Table>>,
    stamp: Option<Stamp>,
}

/// What a command worked out on a table comes to: the table after it (`None`: none), its
/// change and its answer, or a refusal.
type Worked<T> = Result<(Option<Table>, Change, T), Refused>;

/// What working a command out on the table in memory came to ([`Manager::early`]).
enum Early<T> {
    /// Done: the move written, or the answer read off a table that is still the one stored.
    Done(Result<(Change, T), Refused>),
    /// Worked out, to stand if the hold finds the table still the one in memory.
    Kept(Box<Worked<T>>),
    /// To be worked out again on the table as stored.
    Again,
}

/// The game manager.
pub struct Manager {
    store: Arc<dyn Store>,
    timing: Timing,
    default_rules: ConfiguredRules,
    clock: Box<dyn Clock>,
    seeds: Mutex<u64>,
    slots: Mutex<HashMap<TableKey, Arc<Mutex<Slot>>>>,
    keep_deals: usize,
    season_length: SeasonLength,
}

/// How many finished deals of a channel the store keeps unless told otherwise.
pub const KEEP_DEALS: usize = 1_000;

impl Manager {
    /// A manager on `store` with the system clock and random table seeds.
    pub fn new(store: impl Into<Arc<dyn Store>>, timing: Timing) -> Manager {
        Manager::with_clock(store, timing, Box::new(SystemClock), rand::random())
    }

    /// A manager with a given clock and seed for new tables (deals and computer moves are then
    /// repeatable).
    pub fn with_clock(
        store: impl Into<Arc<dyn Store>>,
        timing: Timing,
        clock: Box<dyn Clock>,
        seed: u64,
    ) -> Manager {
        Manager {
            store: store.into(),
            timing,
            default_rules: ConfiguredRules::default(),
            clock,
            seeds: Mutex::new(seed),
            slots: Mutex::new(HashMap::new()),
            keep_deals: KEEP_DEALS,
            season_length: SeasonLength::default(),
        }
    }

    /// Sets how many finished deals of a channel the store keeps (the newest; 0: none are
    /// recorded). [`KEEP_DEALS`] unless set.
    pub fn keeping_deals(mut self, keep: usize) -> Manager {
        self.keep_deals = keep;
        self
    }

    /// Sets how long a channel's season runs ([`SeasonLength::Monthly`] unless set).
    pub fn with_seasons(mut self, length: SeasonLength) -> Manager {
        self.season_length = length;
        self
    }

    /// Sets the house rules that new tables of each game start with, on every platform (a
    /// table's own options, given when it is opened or set in its lobby, take precedence).
    pub fn with_default_rules(mut self, rules: ConfiguredRules) -> Manager {
        self.default_rules = rules;
        self
    }

    /// The store.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    fn next_seed(&self) -> u64 {
        let mut seed = self.seeds.lock().unwrap_or_else(PoisonError::into_inner);
        // SplitMix64: a fresh, well-mixed seed per table.
        *seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn slot(&self, key: &TableKey) -> Arc<Mutex<Slot>> {
        let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
        slots.entry(key.clone()).or_default().clone()
    }

    /// Runs `f` on the table of `key` under its lock; if `f` reports a change, it is committed
    /// to the store before the slot is updated. On a database other processes share, `f` may
    /// run twice: first on the table in memory, then — if the table changed meanwhile — on the
    /// table as stored; it must not act but through what it returns.
    fn with_table<T>(
        &self,
        key: &TableKey,
        f: impl FnMut(Option<&Table>) -> Worked<T>,
    ) -> Result<(Change, T), Refused> {
        let slot = self.slot(key);
        let result = self.in_slot(key, &slot, f);
        self.forget_if_empty(key, slot);
        result
    }

    /// [`Manager::with_table`] on a slot taken from the map.
    fn in_slot<T>(
        &self,
        key: &TableKey,
        slot: &Mutex<Slot>,
        mut f: impl FnMut(Option<&Table>) -> Worked<T>,
    ) -> Result<(Change, T), Refused> {
        let mut slot = slot.lock().unwrap_or_else(PoisonError::into_inner);
        // Other processes on the database: work the change out on the table in memory and
        // write it if the stored table is still that one; else (or for more than a move) hold
        // the table against them and read it afresh.
        let mut early = None;
        let mut held = if self.store.shared() {
            match self.early(key, &mut slot, &mut f)? {
                Early::Done(result) => return result,
                Early::Kept(result) => early = Some(*result),
                Early::Again => {}
            }
            let (held, read) = self
                .store
                .hold_table(key, slot.stamp.clone().filter(|_| slot.table.is_some()))
                .map_err(|e| self.store_failed(key, &e))?;
            // Read afresh: the table changed since `early` was worked out on it.
            if let Some(read) = read {
                early = None;
                slot.table = Some(read.table);
                slot.stamp = read.stamp;
            }
            Some(held)
        } else {
            if slot.table.is_none() {
                slot.table = Some(
                    self.store
                        .table(key)
                        .map_err(|e| self.store_failed(key, &e))?,
                );
            }
            None
        };
        let current = slot.table.as_ref().expect("loaded above");
        let (new, mut change, value) = match early {
            Some(result) => result?,
            None => f(current.as_ref())?,
        };
        let now = self.clock.now_ms();
        let seasons = self.count_in_season(key, &mut change, now)?;
        self.rate(key, &mut change)?;
        // Credits carry the time they are committed: the channel's newest board is the game
        // last played there (a rating carried into a new season keeps its own).
        for credit in &mut change.stats {
            if !credit.add.carried {
                credit.add.last = now;
            }
        }
        let records = self.records(key, &mut change.deals, now)?;
        let deals = Deals {
            records: &records,
            keep: self.keep_deals,
            dealt: change
                .dealt
                .as_ref()
                .map(StoredDeal::raw)
                .filter(|_| self.keep_deals > 0),
            seasons: seasons.as_ref(),
        };
        if change.changed || change.closed {
            let new = if change.closed { None } else { new };
            // A tick refiles its timer under the hold; any other change lets go as it commits.
            let lock = if change.refile { None } else { held.take() };
            // Until the commit is known to have gone through, the slot's stamp is of nothing.
            slot.stamp = None;
            slot.stamp = match lock {
                Some(lock) => self
                    .store
                    .commit_held(lock, key, new.as_ref(), &change.stats, deals),
                None => self
                    .store
                    .commit(key, new.as_ref(), &change.stats, deals)
                    .map(|()| None),
            }
            .map_err(|e| self.store_failed(key, &e))?;
            slot.table = Some(new);
            metrics::counter!("bummerl_games_finished_total").increment(change.deals_over);
        }
        if change.refile {
            // Under the lock: a move committed between this commit and a later refile would
            // have its new deadline unfiled.
            let table = slot.table.as_ref().and_then(Option::as_ref);
            let due = table.and_then(|t| t.timer).and_then(|t| t.next_due());
            if let Err(error) = self.store.refile_timer(key, due) {
                tracing::error!(table = %key, %error, "cannot refile a timer");
            }
        }
        drop(held);
        Ok((change, value))
    }

    /// Works a command out on the table in memory, on a database other processes share: a
    /// move that changes only the table is written if the stored table is still that one
    /// ([`Database::put_if`](crate::store::Database::put_if)), and an answer that writes
    /// nothing (or a refusal) stands if it is ([`Database::unchanged`](crate::store::Database::unchanged)),
    /// each in one round trip and without a hold.
    fn early<T>(
        &self,
        key: &TableKey,
        slot: &mut Slot,
        f: &mut impl FnMut(Option<&Table>) -> Worked<T>,
    ) -> Result<Early<T>, Refused> {
        // The stamp counts only with the table it was taken of.
        let (Some(known), Some(current)) = (slot.stamp.clone(), &slot.table) else {
            return Ok(Early::Again);
        };
        let result = f(current.as_ref());
        let reads = result
            .as_ref()
            .map_or(true, |(_, change, _)| change.writes_nothing());
        match result {
            Ok((Some(new), change, value)) if change.only_moves_on() => {
                // Until the write is known to have gone through, the stamp is of nothing.
                slot.stamp = None;
                let written = self
                    .store
                    .put_if(key, &known, &new)
                    .map_err(|e| self.store_failed(key, &e))?;
                let Some(stamp) = written else {
                    return Ok(Early::Again);
                };
                slot.stamp = Some(stamp);
                slot.table = Some(Some(new));
                Ok(Early::Done(Ok((change, value))))
            }
            result if reads => {
                let current = self
                    .store
                    .unchanged(key, &known)
                    .map_err(|e| self.store_failed(key, &e))?;
                if !current {
                    slot.stamp = None;
                    return Ok(Early::Again);
                }
                Ok(Early::Done(
                    result.map(|(_, change, value)| (change, value)),
                ))
            }
            result => Ok(Early::Kept(Box::new(result))),
        }
    }

    /// Credits the new ratings of the results a change decided ([`rating`]), from the
    /// entries as stored: the table's lock keeps other commits of the channel out meanwhile.
    fn rate(&self, key: &TableKey, change: &mut Change) -> Result<(), Refused> {
        for outcome in std::mem::take(&mut change.rated) {
            let stored = self
                .store
                .leaderboard(key, &outcome.board)
                .map_err(|e| self.store_failed(key, &e))?;
            // A rating carried into a new season by this very change is not stored yet.
            let carried = |user: &UserId| {
                change
                    .stats
                    .iter()
                    .find(|c| c.add.carried && c.board == outcome.board && c.user == *user)
                    .and_then(|c| c.add.rating)
            };
            let before: Vec<rating::Rating> = outcome
                .entrants
                .iter()
                .map(|e| {
                    stored
                        .iter()
                        .find(|(user, _)| *user == e.user)
                        .and_then(|(_, stats)| stats.rating)
                        .or_else(|| carried(&e.user))
                        .unwrap_or_default()
                })
                .collect();
            let results: Vec<i64> = outcome.entrants.iter().map(|e| e.result).collect();
            let after = rating::rate(&before, &results);
            let against: Vec<_> = outcome
                .entrants
                .iter()
                .map(|e| rating::against_computers(e, &outcome.entrants))
                .collect();
            let rated = outcome.entrants.into_iter().zip(&before).zip(after);
            for (((entrant, old), new), against) in rated.zip(against) {
                if new != *old {
                    change.stats.push(Delta {
                        board: outcome.board.clone(),
                        user: entrant.user,
                        add: Stats {
                            name: entrant.name,
                            rating: Some(new),
                            against,
                            ..Stats::default()
                        },
                    });
                }
            }
        }
        Ok(())
    }

    /// The records of the deals a change finished, stamped with the commit's time `now`, as
    /// the store keeps them: each written straight to its JSON text, its deal spliced in as
    /// stored. A deal dealt before the change is read from beside the table; one of a table
    /// stored before deals were kept there (nothing beside it) is not recorded.
    fn records(
        &self,
        key: &TableKey,
        deals: &mut [DealRecord],
        now: u64,
    ) -> Result<Vec<Box<RawValue>>, Refused> {
        if self.keep_deals == 0 {
            return Ok(Vec::new());
        }
        let mut records = Vec::with_capacity(deals.len());
        for deal in deals.iter_mut() {
            if deal.deal.is_none() {
                match self.store.dealt(key) {
                    Ok(Some(dealt)) => deal.deal = Some(dealt.into()),
                    Ok(None) => {
                        tracing::warn!(table = %key, "a deal without its start is not recorded");
                        continue;
                    }
                    Err(error) => return Err(self.store_failed(key, &error)),
                }
            }
            deal.at = now;
            let record = serde_json::value::to_raw_value(&*deal);
            records.push(record.expect("a deal's record serialises"));
        }
        Ok(records)
    }

    /// Drops the slot of a channel without a table once nobody else holds it, so that commands
    /// for channels without tables (keys from deep links and button payloads are made up by
    /// clients at will) do not pile up in memory. Nobody can take the slot meanwhile: that
    /// needs the map's lock.
    fn forget_if_empty(&self, key: &TableKey, slot: Arc<Mutex<Slot>>) {
        let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
        // The map and `slot` are the only owners: nobody else is waiting for the table.
        if Arc::strong_count(&slot) == 2 {
            let empty = !matches!(
                slot.lock().unwrap_or_else(PoisonError::into_inner).table,
                Some(Some(_))
            );
            if empty {
                slots.remove(key);
            }
        }
    }

    fn store_failed(&self, key: &TableKey, error: &StoreError) -> Refused {
        tracing::error!(table = %key, %error, "store failed; the command was not applied");
        metrics::counter!("bummerl_store_errors_total").increment(1);
        Refused::Unavailable
    }

    /// Applies a user's command; returns the messages to deliver once the new state is durable.
    ///
    /// Each command runs in a tracing span `command` with the platform, table, command and move
    /// (never a hand), and is counted and timed in the metrics `bummerl_commands_total` and
    /// `bummerl_command_seconds`; finished games count in `bummerl_games_finished_total`.
    pub fn handle(&self, request: &Request) -> Result<Vec<Message>, Refused> {
        let name = request.command.name();
        let span = tracing::info_span!(
            "command",
            platform = %request.table.platform,
            table = %request.table.channel,
            command = name,
            action = tracing::field::Empty,
        );
        let _entered = span.enter();
        if let Command::Move(act) = &request.command {
            span.record("action", tracing::field::display(act.mv));
        }
        let started = Instant::now();
        let result = self.apply(request);
        let outcome = match &result {
            Ok(messages) => {
                tracing::debug!(messages = messages.len(), "applied");
                "ok"
            }
            Err(refused) => {
                tracing::debug!(%refused, "refused");
                "refused"
            }
        };
        metrics::counter!("bummerl_commands_total", "command" => name, "result" => outcome)
            .increment(1);
        metrics::histogram!("bummerl_command_seconds", "command" => name)
            .record(started.elapsed().as_secs_f64());
        result
    }

    fn apply(&self, request: &Request) -> Result<Vec<Message>, Refused> {
        if let Command::ShowLeaderboard(show) = &request.command {
            let variant = match show.variant {
                Some(variant) => variant,
                None => match self.table(&request.table)? {
                    Some(table) => table.variant,
                    None => self.last_played(&request.table)?,
                },
            };
            return self.leaderboard(&request.table, variant, show.top, show.season.as_deref());
        }
        if let Command::EndSeason(end) = &request.command {
            return self.end_season(&request.table, *end);
        }
        if let Command::ShowProfile(of) = &request.command {
            return self.profile(&request.table, &request.user, of);
        }
        if let Command::Export(show) = &request.command {
            return self.export(&request.table, show.back);
        }
        if let Command::Replay(at) = &request.command {
            return self.replay_step(&request.table, at);
        }
        let now = self.clock.now_ms();
        let timing = self.timing;
        let (change, ()) = self.with_table(&request.table, |current| match current {
            None => match &request.command {
                Command::Open(open) => {
                    let seed = open.seed.unwrap_or_else(|| self.next_seed());
                    // The configured house rules of its game, under the table's own options.
                    let open = Open {
                        game_rules: self.default_rules.under(open.variant, &open.game_rules),
                        ..open.clone()
                    };
                    let (table, change) = Table::open(
                        request.table.clone(),
                        &request.user,
                        &open,
                        seed,
                        now,
                        timing,
                    )?;
                    Ok((Some(table), change, ()))
                }
                _ => Err(Refused::NoTable),
            },
            Some(table) => {
                let mut table = table.clone();
                let change = table.handle_configured(
                    &request.user,
                    &request.command,
                    now,
                    timing,
                    &self.default_rules,
                )?;
                Ok((Some(table), change, ()))
            }
        })?;
        Ok(change.messages)
    }

    /// The game last played in a channel: the one whose board was credited last in the stored
    /// running season (among boards credited before credits kept their time, the first in the
    /// registry's order), else Schnapsen.
    pub fn last_played(&self, channel: &TableKey) -> Result<GameId, Refused> {
        let running = self.seasons(channel)?.map(|s| s.running);
        let mut last: Option<(u64, GameId)> = None;
        for variant in GameId::all() {
            let board = running
                .as_ref()
                .map_or_else(|| variant.id().to_owned(), |s| s.board(variant.id()));
            let entries = self
                .store
                .leaderboard(channel, &board)
                .map_err(|e| self.store_failed(channel, &e))?;
            let Some(newest) = entries.iter().map(|(_, stats)| stats.last).max() else {
                continue;
            };
            if last.is_none_or(|(time, _)| newest > time) {
                last = Some((newest, variant));
            }
        }
        Ok(last.map_or_else(GameId::default, |(_, variant)| variant))
    }

    /// A variant's leaderboard in a channel, best first, in the variant's unit: the running
    /// season's, or the one of the season named `season`.
    pub fn leaderboard(
        &self,
        channel: &TableKey,
        variant: GameId,
        n: usize,
        season: Option<&str>,
    ) -> Result<Vec<Message>, Refused> {
        let unit = Unit::of(variant);
        let seasons = self.seasons_now(channel, self.clock.now_ms())?;
        let shown = match (&seasons, season) {
            (_, None) => seasons.as_ref().map(|s| &s.running),
            (Some(seasons), Some(name)) => {
                Some(seasons.named(name).ok_or_else(|| Refused::NoSeason {
                    name: name.to_owned(),
                    past: seasons.past_names(),
                })?)
            }
            (None, Some(name)) => {
                return Err(Refused::NoSeason {
                    name: name.to_owned(),
                    past: Vec::new(),
                });
            }
        };
        let board = shown.map_or_else(|| variant.id().to_owned(), |s| s.board(variant.id()));
        let mut entries = self
            .store
            .leaderboard(channel, &board)
            .map_err(|e| self.store_failed(channel, &e))?;
        // A rating carried into the season, with no result in it yet, is nobody's place.
        entries.retain(|(_, stats)| !stats.carried);
        let entries = top(entries, n, unit)
            .into_iter()
            .map(|(user, stats)| LeaderboardEntry { user, stats })
            .collect();
        let running = seasons.as_ref().map(|s| &s.running);
        Ok(vec![Message {
            to: Recipient::Channel(channel.clone()),
            body: Body::Leaderboard(LeaderboardView {
                variant,
                unit,
                entries,
                season: shown.map(|s| s.name.clone()),
                running: shown == running,
                past: seasons.map(|s| s.past_names()).unwrap_or_default(),
            }),
        }])
    }

    /// Ends the channel's running season at once, for an admin ([`EndSeason`]): the next result
    /// counts in a new season, and ratings carry over.
    fn end_season(&self, channel: &TableKey, end: EndSeason) -> Result<Vec<Message>, Refused> {
        if !end.admin {
            return Err(Refused::NotAdmin);
        }
        if self.season_length.period(0).is_none() {
            return Err(Refused::SeasonsOff);
        }
        let (change, ()) = self.with_table(channel, |current| {
            let change = Change {
                changed: true,
                end_season: true,
                ..Change::default()
            };
            Ok((current.cloned(), change, ()))
        })?;
        let (ended, running) = change.season_turned.unwrap_or_default();
        Ok(vec![Message {
            to: Recipient::Channel(channel.clone()),
            body: Body::Season(SeasonView { ended, running }),
        }])
    }

    /// Runs every turn timer that is due: reminders, expired turns, the computer playing for an
    /// absent player. Returns the messages to deliver.
    pub fn tick(&self) -> Vec<Message> {
        let now = self.clock.now_ms();
        let due = match self.store.due_timers(now) {
            Ok(due) => due,
            Err(error) => {
                tracing::error!(%error, "cannot read the timer index");
                return Vec::new();
            }
        };
        let mut messages = Vec::new();
        for key in due {
            let result = self.with_table(&key, |current| {
                let mut table = current.cloned();
                let mut change = match table.as_mut() {
                    Some(table) => table.tick(now, self.timing),
                    None => Change::default(),
                };
                change.refile = true;
                Ok((table, change, ()))
            });
            if let Ok((change, ())) = result {
                messages.extend(change.messages);
            }
        }
        messages
    }

    /// The newest `count` finished deals of a channel, newest first, each with its number in
    /// the channel (from 1, in the order they ended). A record that does not read is an error.
    pub fn deals(
        &self,
        channel: &TableKey,
        count: usize,
    ) -> Result<Vec<(u64, DealRecord)>, Refused> {
        let stored = self
            .store
            .deals(channel, count)
            .map_err(|e| self.store_failed(channel, &e))?;
        stored
            .into_iter()
            .map(|(n, value)| {
                serde_json::from_value(value)
                    .map(|record| (n, record))
                    .map_err(|e| {
                        let error = StoreError::Corrupt {
                            tree: "deals",
                            key: format!("{channel} {n}"),
                            problem: e.to_string(),
                        };
                        self.store_failed(channel, &error)
                    })
            })
            .collect()
    }

    /// The finished deal `back` deals back in a channel (1: the last), with its number; refused
    /// when the channel keeps no deal that far back.
    pub fn finished_deal(
        &self,
        channel: &TableKey,
        back: usize,
    ) -> Result<(u64, DealRecord), Refused> {
        let mut found = self.deals(channel, back.max(1))?;
        if back == 0 || found.len() < back {
            let kept = if back == 0 {
                self.deals(channel, self.keep_deals)?.len()
            } else {
                found.len()
            };
            return Err(Refused::NoSuchDeal { back, kept });
        }
        Ok(found.pop().expect("as many as asked for"))
    }

    /// A finished deal of the channel (`back` 1: the last) as a scenario file for the channel.
    pub fn export(&self, channel: &TableKey, back: usize) -> Result<Vec<Message>, Refused> {
        let (number, record) = self.finished_deal(channel, back)?;
        let game = record.game;
        let name = format!(
            "Bummerl: {}, deal {number} of its channel",
            game.spec().name(Lang::En)
        );
        let scenario =
            serde_json::to_string_pretty(&record.scenario(&name)).expect("a scenario serialises");
        Ok(vec![Message {
            to: Recipient::Channel(channel.clone()),
            body: Body::Export(ExportView {
                number,
                game,
                file_name: format!("bummerl-{}-deal-{number}.json", game.id()),
                scenario,
            }),
        }])
    }

    /// A copy of the table in a channel, if there is one.
    pub fn table(&self, key: &TableKey) -> Result<Option<Table>, Refused> {
        self.with_table(key, |current| {
            Ok((None, Change::default(), current.cloned()))
        })
        .map(|(_, table)| table)
    }

    /// The language of the public messages of the table in `key`, the one answer every front
    /// end takes: the language it was opened in; for a table stored before tables kept it, its
    /// opener's as stored (his choice, else what his platform last reported). `None` when the
    /// channel has no table or nothing is known — the front end then decides.
    pub fn table_lang(&self, key: &TableKey) -> Result<Option<Lang>, Refused> {
        let (_, found) = self.with_table(key, |current| {
            let found = current.map(|t| (t.lang, t.opener.clone()));
            Ok((None, Change::default(), found))
        })?;
        match found {
            None => Ok(None),
            Some((Some(lang), _)) => Ok(Some(lang)),
            Some((None, opener)) => Ok(self
                .user(&opener)?
                .and_then(|record| record.lang.or(record.platform_lang))),
        }
    }

    /// What everybody should see of the table in `key` now ([`Table::snapshot`]); `None` when
    /// the channel has no table.
    pub fn snapshot(&self, key: &TableKey) -> Result<Option<Vec<Message>>, Refused> {
        Ok(self.table(key)?.map(|t| t.snapshot()))
    }

    /// What the store knows of a user.
    pub fn user(&self, user: &UserId) -> Result<Option<UserRecord>, Refused> {
        self.store.user(user).map_err(|error| {
            tracing::error!(%user, %error, "cannot read a user");
            Refused::Unavailable
        })
    }

    /// Updates what the store knows of a user (private chat, chosen language, blocked).
    pub fn update_user(
        &self,
        user: &UserId,
        update: impl FnOnce(&mut UserRecord),
    ) -> Result<UserRecord, Refused> {
        let mut record = self.user(user)?.unwrap_or_default();
        update(&mut record);
        self.store.put_user(user, &record).map_err(|error| {
            tracing::error!(%user, %error, "cannot save a user");
            Refused::Unavailable
        })?;
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn channels_without_a_table_leave_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        let manager =
            Manager::with_clock(store, Timing::default(), Box::new(ManualClock::at(0)), 1);
        let user = User::new(UserId::new(Platform::Telegram, "1"), "Anna", Lang::De);
        for n in 0..100 {
            let key = TableKey::new(Platform::Telegram, format!("-{n}"));
            let join = Request::new(key.clone(), user.clone(), Command::Join);
            assert_eq!(manager.handle(&join), Err(Refused::NoTable));
            assert_eq!(manager.table(&key), Ok(None));
        }
        let open = Request::new(
            TableKey::new(Platform::Telegram, "-1"),
            user,
            Command::Open(Open::default()),
        );
        manager.handle(&open).unwrap();
        let slots = manager.slots.lock().unwrap();
        assert_eq!(slots.len(), 1, "only the table's channel is kept");
    }

    /// A configured house rule reaches every new table of its game, not another game's even
    /// where that has a rule of the same name, and a table's own option overrides it.
    #[test]
    fn configured_house_rules_reach_new_tables_of_their_game_under_the_tables_options() {
        use serde_json::json;
        let dir = tempfile::tempdir().unwrap();
        let store = SledStore::open(dir.path()).unwrap();
        let mut configured = ConfiguredRules::default();
        configured
            .set("schnapsen", "black_close_penalty", &json!(4))
            .unwrap();
        configured
            .set("bassette", "max_stake", &json!("60"))
            .unwrap();
        let manager =
            Manager::with_clock(store, Timing::default(), Box::new(ManualClock::at(0)), 1)
                .with_default_rules(configured);
        let user = User::new(UserId::new(Platform::Telegram, "1"), "Anna", Lang::De);
        let game = |id: &str| GameId::of(id).unwrap();
        let opened = |channel: &str, open: Open| {
            let key = TableKey::new(Platform::Telegram, channel);
            let request = Request::new(key.clone(), user.clone(), Command::Open(open));
            manager.handle(&request).unwrap();
            manager.table(&key).unwrap().unwrap().game_rules
        };
        let schnapsen = opened("-1", Open::default());
        assert_eq!(schnapsen.0["black_close_penalty"], json!(4));
        let sechsundsechzig = opened(
            "-2",
            Open {
                variant: game("sechsundsechzig"),
                ..Open::default()
            },
        );
        let default = game("sechsundsechzig")
            .spec()
            .rules(&serde_json::Map::new())
            .unwrap();
        assert_eq!(sechsundsechzig, default, "another game keeps its defaults");
        let bassette = opened(
            "-3",
            Open {
                variant: game("bassette"),
                ..Open::default()
            },
        );
        assert_eq!(bassette.0["max_stake"], json!(60));
        assert!(!bassette.0.contains_key("black_close_penalty"));
        let mut own = Open::default();
        own.set_rule("black_close_penalty", "2").unwrap();
        let schnapsen = opened("-4", own);
        assert_eq!(
            schnapsen.0["black_close_penalty"],
            json!(2),
            "the table's option wins"
        );
        // A lobby that changes its game starts from that game's configured rules.
        let key = TableKey::new(Platform::Telegram, "-4");
        let set = Command::SetRule(SetRule {
            name: "variant".to_owned(),
            value: "bassette".to_owned(),
        });
        manager
            .handle(&Request::new(key.clone(), user.clone(), set))
            .unwrap();
        let table = manager.table(&key).unwrap().unwrap();
        assert_eq!(table.variant, game("bassette"));
        assert_eq!(table.game_rules.0["max_stake"], json!(60));
    }

    /// A new table shows its game's own pack (`cards` stored as `null`); a table stored before
    /// the option keeps text; the German pack is refused for a game it lacks cards of, and
    /// dropped when the table turns to such a game.
    #[test]
    fn a_table_shows_its_games_pack_unless_stored_before_pictures() {
        use crate::protocol::{CARDS, Cards, SetRule};
        let user = |id: &str| User::new(UserId::new(Platform::Terminal, id), id, Lang::En);
        let anna = user("a");
        let timing = Timing::default();
        let key = TableKey::new(Platform::Terminal, "t");
        let (mut table, _) = Table::open(key, &anna, &Open::default(), 3, 0, timing).unwrap();
        assert_eq!(table.view().cards, None, "the game's own pack");
        let stored = serde_json::to_value(&table).unwrap();
        assert_eq!(stored["cards"], serde_json::Value::Null, "stored as null");
        let read: Table = serde_json::from_value(stored.clone()).unwrap();
        assert_eq!(read.cards, None);
        let mut before = stored;
        before.as_object_mut().unwrap().remove("cards");
        let read: Table = serde_json::from_value(before).unwrap();
        assert_eq!(read.cards, Some(Cards::Text), "what its players saw");
        let set = |name: &str, value: &str| {
            Command::SetRule(SetRule {
                name: name.to_owned(),
                value: value.to_owned(),
            })
        };
        table
            .handle(&anna, &set(CARDS, "german"), 0, timing)
            .unwrap();
        assert_eq!(table.cards, Some(Cards::German));
        table
            .handle(&anna, &set("variant", "bassette"), 0, timing)
            .unwrap();
        assert_eq!(table.cards, None, "Basset deals cards below the Seven");
        assert_eq!(
            table.handle(&anna, &set(CARDS, "german"), 0, timing),
            Err(Refused::PackLacksCards {
                variant: GameId::of("bassette").unwrap()
            })
        );
        table.handle(&anna, &set(CARDS, "text"), 0, timing).unwrap();
        table
            .handle(&anna, &set("variant", "schlauch"), 0, timing)
            .unwrap();
        assert_eq!(table.cards, Some(Cards::Text), "text fits every game");
    }

    /// What `bummerl_games_finished_total` counts: a change that ends a deal says so, one that
    /// does not says nothing.
    #[test]
    fn a_change_counts_the_deals_it_finished() {
        let user = |id: &str| User::new(UserId::new(Platform::Terminal, id), id, Lang::En);
        let users = [user("a"), user("b")];
        let timing = Timing::default();
        let key = TableKey::new(Platform::Terminal, "t");
        let (mut table, _) = Table::open(key, &users[0], &Open::default(), 3, 0, timing).unwrap();
        table.handle(&users[1], &Command::Join, 0, timing).unwrap();
        let start = table.handle(&users[0], &Command::Start, 0, timing).unwrap();
        assert_eq!(start.deals_over, 0);
        // The forehand says "Enough!" with no points: the deal is over, lost.
        let forehand = table.round().unwrap().player_to_act().unwrap();
        let claim = Command::Move(MoveAct {
            version: None,
            mv: crate::games::Move::verb_only("claim"),
        });
        let claimed = table.handle(&users[forehand], &claim, 0, timing).unwrap();
        assert_eq!(claimed.deals_over, 1);
        assert_eq!(table.bummerl_games, 1);
    }
}
