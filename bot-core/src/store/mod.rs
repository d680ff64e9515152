//! Persistence: tables, the leaderboard, users, timers, the record of every finished deal
//! ([`Deals`]) and the messages front ends have out for each table ([`Posted`]).
//!
//! The store sits below the manager and knows none of its types: [`Database`] is the contract of
//! a backend over any table record ([`TableRecord`]) and leaderboard entry ([`Tally`]); the
//! manager fixes both to its own (`manager::Store`) and each backend implements it: the embedded
//! sled one ([`Sled`]), and PostgreSQL ([`Postgres`]) for a database that several processes
//! share. A [`Location`] names either.
//!
//! Every value is stored as JSON in a versioned envelope (`{"format": N, "value": …}`); a value
//! of an unknown format is reported as an error naming its tree and key — never silently dropped
//! or overwritten. A game's end writes the table and the leaderboard in one transaction, and the
//! manager answers a command only after [`Database::commit`] has flushed it to disk.

mod codec;
mod deals;
mod document;
mod group;
mod location;
mod posted;
mod postgres;
mod sled;
#[cfg(any(test, feature = "test-support"))]
mod test_schema;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use serde::de::DeserializeOwned;
use serde_json::Value;
use serde_json::value::RawValue;

pub use self::deals::{Deals, stored_bytes};

pub use self::location::Location;
pub use self::posted::{MessageRef, Posted, Shown};
pub use self::postgres::Postgres;
pub use self::sled::Sled;
#[cfg(any(test, feature = "test-support"))]
pub use self::test_schema::{TEST_DATABASE_URL, TestSchema};

use crate::ids::{Cards, Lang, Platform, TableKey, UserId};

/// A table as a store keeps it: a serde record that knows its channel, can check itself once
/// decoded, and names when its next timer is due.
pub trait TableRecord: Serialize + DeserializeOwned + Send + Sync + 'static {
    /// The channel the table lives in (its key).
    fn key(&self) -> &TableKey;
    /// Whether the decoded table is whole; a store refuses one that is not, naming `problem`.
    fn check(&self) -> Result<(), String>;
    /// When the table's next timer is due (ms since the epoch), if one runs.
    fn due(&self) -> Option<u64>;
    /// Brings a table stored by an earlier layout to today's form before it is decoded (one of
    /// today's is left as it is); an error names what does not read. It is asked only for a
    /// stored table that does not read as today's `Self`, so an earlier layout must be one that
    /// does not (as a score stored `{"Two": …}` does not read as today's `{"Game": …}`).
    fn upgrade(stored: &mut serde_json::Value) -> Result<(), String> {
        let _ = stored;
        Ok(())
    }
}

/// A leaderboard entry: counts that add up.
pub trait Tally: Serialize + DeserializeOwned + Default + Send + Sync + 'static {
    /// Adds another entry's counts to this one.
    fn add(&mut self, other: &Self);
}

/// What a finished game adds to one leaderboard entry of its channel.
#[derive(Clone, Debug, PartialEq)]
pub struct Credit<S> {
    /// The leaderboard within the channel (a variant's name; a past season's board, the name
    /// and the season's).
    pub board: String,
    /// The user whose entry it is.
    pub user: UserId,
    /// The counts to add.
    pub add: S,
}

/// A database backend for tables `T` and leaderboard entries `S`: everything the manager and
/// the front ends keep. Every write that a command's answer depends on is durable when it
/// returns.
pub trait Database<T: TableRecord, S: Tally>: Send + Sync {
    /// The table in a channel, if there is one.
    fn table(&self, key: &TableKey) -> Result<Option<T>, StoreError>;
    /// Writes a table's change — the table (or its deletion), its timer index entry, and in one
    /// transaction with the table the leaderboard credits of a game's end and the records of
    /// the deals that ended (only the channel's newest `deals.keep` stay) — durably.
    fn commit(
        &self,
        key: &TableKey,
        new: Option<&T>,
        credits: &[Credit<S>],
        deals: Deals<'_>,
    ) -> Result<(), StoreError>;
    /// The newest `count` finished deals of a channel, newest first, each with its number (the
    /// channel's deals are numbered from 1 in the order they ended).
    fn deals(&self, channel: &TableKey, count: usize) -> Result<Vec<(u64, Value)>, StoreError>;
    /// The finished deal number `number` of a channel, if the channel still keeps it.
    fn deal(&self, channel: &TableKey, number: u64) -> Result<Option<Value>, StoreError>;
    /// The deal the channel's table plays as it was dealt ([`Deals::dealt`]; the last one
    /// written), if any, as its JSON text.
    fn dealt(&self, channel: &TableKey) -> Result<Option<Box<RawValue>>, StoreError>;
    /// The channel's record of its seasons ([`Deals::seasons`]; the last one written), if any.
    fn seasons(&self, channel: &TableKey) -> Result<Option<Value>, StoreError>;
    /// Files the table in the timer index exactly at `due` (or removes it, for `None`): called
    /// once a table's entry has fired and the table's timers have run.
    fn refile_timer(&self, key: &TableKey, due: Option<u64>) -> Result<(), StoreError>;
    /// Tables with a timer due at or before `now` (ms since the epoch).
    fn due_timers(&self, now: u64) -> Result<Vec<TableKey>, StoreError>;
    /// Every stored table, each loaded on its own so that one bad value does not hide the rest.
    fn tables(&self) -> Vec<Result<T, StoreError>>;
    /// The entries of one leaderboard in a channel, unsorted.
    fn leaderboard(&self, channel: &TableKey, board: &str) -> Result<Vec<(UserId, S)>, StoreError>;
    /// What the store knows of a user.
    fn user(&self, user: &UserId) -> Result<Option<UserRecord>, StoreError>;
    /// Saves what the store knows of a user, durably.
    fn put_user(&self, user: &UserId, record: &UserRecord) -> Result<(), StoreError>;
    /// What front ends have out for the table of `key` (nothing recorded: an empty record).
    fn posted(&self, key: &TableKey) -> Result<Posted, StoreError>;
    /// Saves what front ends have out for a table (an empty record is removed); `durable`
    /// makes it durable before returning (wanted when a message id changed, so that a crash
    /// cannot leave a message with live buttons that nobody remembers).
    fn put_posted(&self, posted: &Posted, durable: bool) -> Result<(), StoreError>;
    /// Changes what front ends have out for the table of `key`: `change` returns whether a
    /// message id changed (then the record is made durable). Changes are applied one at a
    /// time, so concurrent senders do not lose each other's.
    fn update_posted(
        &self,
        key: &TableKey,
        change: Box<dyn FnOnce(&mut Posted) -> bool + Send + '_>,
    ) -> Result<Posted, StoreError>;
    /// Every table's record of messages out, each read on its own.
    fn all_posted(&self) -> Vec<Result<Posted, StoreError>>;
    /// Record counts per kind.
    fn counts(&self) -> Counts;
    /// Everything in the database as one JSON document (for backups and `db export`).
    fn export(&self) -> Result<Value, StoreError>;
    /// Loads an export into this (empty) database, checking every entry before writing any.
    fn import(&self, export: &Value) -> Result<Counts, StoreError>;
    /// The stored leaderboard entries, users, records of finished deals and records of messages
    /// out that cannot be read (tables are checked one by one with [`Database::tables`]).
    fn damaged_records(&self) -> Vec<StoreError>;
    /// Makes everything written so far durable.
    fn flush(&self) -> Result<(), StoreError>;
    /// The database's layout ([`DB_FORMAT`] once opened: older ones are migrated on open).
    fn layout(&self) -> Result<u64, StoreError>;

    /// Whether other processes may write this database too. The manager then trusts no table
    /// it holds in memory without asking: a move is written only if the stored table is still
    /// that one ([`Database::put_if`]), an answer stands only if it is
    /// ([`Database::unchanged`]), and anything else reloads the table under
    /// [`Database::hold_table`].
    fn shared(&self) -> bool {
        false
    }

    /// Takes or renews the lease `name` for `holder` until `until` (ms since the epoch): true if
    /// the holder has it now — nobody had it, the last holder's lapsed before `now`, or it was
    /// this holder's already. A database only this process opens leases nothing to others:
    /// always true.
    fn lease(&self, _name: &str, _holder: u64, _now: u64, _until: u64) -> Result<bool, StoreError> {
        Ok(true)
    }

    /// Gives up the lease `name` if `holder` has it.
    fn release_lease(&self, _name: &str, _holder: u64) -> Result<(), StoreError> {
        Ok(())
    }

    /// Holds the table of `key` against every other process on this database until the
    /// returned lock is dropped, and reads it as stored once held (the last holder's change
    /// included); nothing to hold for a database only this process opens.
    ///
    /// `known` is the stamp of the table the caller has in memory (from the last hold or
    /// [`Database::commit_held`]): if the stored table is still that one, it is not decoded
    /// again and `None` is returned in place of the [`Read`].
    fn hold_table(
        &self,
        key: &TableKey,
        known: Option<Stamp>,
    ) -> Result<(TableLock, Option<Read<T>>), StoreError> {
        let _ = known;
        let table = self.table(key)?;
        Ok((TableLock::none(), Some(Read::unstamped(table))))
    }

    /// [`Database::commit`] of the table `lock` holds ([`Database::hold_table`]), letting go of
    /// the hold as the change commits (or fails): a store may make the two one round trip. The
    /// stamp of the table as now stored, where the store keeps stamps.
    fn commit_held(
        &self,
        lock: TableLock,
        key: &TableKey,
        new: Option<&T>,
        credits: &[Credit<S>],
        deals: Deals<'_>,
    ) -> Result<Option<Stamp>, StoreError> {
        let committed = self.commit(key, new, credits, deals);
        drop(lock);
        committed.map(|()| None)
    }

    /// Writes the table of `key` as a [`Database::commit`] of `new` alone does, but only if the
    /// stored table is still the one `known` was taken of — in one round trip and without a
    /// hold, keeping other holders out meanwhile, where the store can. The stamp of the table
    /// as now stored if it was written; `None` if not (it changed since, or the store cannot
    /// tell): the caller then holds it ([`Database::hold_table`]) and works its change out again.
    fn put_if(&self, key: &TableKey, known: &Stamp, new: &T) -> Result<Option<Stamp>, StoreError> {
        let _ = (key, known, new);
        Ok(None)
    }

    /// Whether the stored table of `key` is still the one `known` was taken of, read without a
    /// hold: an answer worked out on it, that writes nothing, stands as of now. `false` if it
    /// changed or the store cannot tell.
    fn unchanged(&self, key: &TableKey, known: &Stamp) -> Result<bool, StoreError> {
        let _ = (key, known);
        Ok(false)
    }

    /// What a front end of `platform` syncs on start: its records of messages out (an
    /// unreadable one is logged and skipped) and the keys of its open tables.
    fn resume(&self, platform: Platform) -> (Vec<Posted>, Vec<TableKey>) {
        let posted = self
            .all_posted()
            .into_iter()
            .filter_map(|p| {
                p.map_err(|error| tracing::error!(%error, "a record of messages out is unreadable"))
                    .ok()
            })
            .filter(|p| p.key.platform == platform)
            .collect();
        let open = self
            .tables()
            .into_iter()
            .filter_map(Result::ok)
            .map(|t| t.key().clone())
            .filter(|k| k.platform == platform)
            .collect();
        (posted, open)
    }
}

/// A table as [`Database::hold_table`] read it: the table (`None`: there is none) and its
/// stamp, if the store keeps stamps.
#[derive(Debug)]
pub struct Read<T> {
    /// The table as stored.
    pub table: Option<T>,
    /// Its stamp, for the next hold to tell whether it changed since.
    pub stamp: Option<Stamp>,
}

impl<T> Read<T> {
    /// A table read without a stamp (every hold reads it again).
    pub fn unstamped(table: Option<T>) -> Read<T> {
        Read { table, stamp: None }
    }
}

/// What a table's stored bytes were (a digest keyed afresh by each process, so that no stored
/// value can be made to collide with another on purpose): a hold that finds the bytes a stamp
/// was taken of need not decode them again ([`Database::hold_table`]). A store that writes a
/// table only if it is still the one the caller has ([`Database::put_if`]) keeps the stored
/// text beside the digest, to compare the stored table with.
#[derive(Clone, Debug)]
pub struct Stamp {
    digest: u64,
    /// The stored text, if kept (`Some(None)`: there was no table).
    text: Option<Option<Arc<str>>>,
}

impl PartialEq for Stamp {
    fn eq(&self, other: &Stamp) -> bool {
        self.digest == other.digest
    }
}

impl Eq for Stamp {}

impl Stamp {
    /// The stamp of a table's stored bytes (`None`: no table).
    pub(crate) fn of(bytes: Option<&[u8]>) -> Stamp {
        static KEYS: std::sync::LazyLock<std::hash::RandomState> =
            std::sync::LazyLock::new(std::hash::RandomState::new);
        Stamp {
            digest: std::hash::BuildHasher::hash_one(&*KEYS, bytes),
            text: None,
        }
    }

    /// The stamp of a table stored as `text` (`None`: no table), keeping the text.
    pub(crate) fn keeping(text: Option<&str>) -> Stamp {
        Stamp {
            text: Some(text.map(Arc::from)),
            ..Stamp::of(text.map(str::as_bytes))
        }
    }

    /// The stored text it was taken of, if it was kept ([`Stamp::keeping`]): `Some(None)` if
    /// there was no table.
    pub(crate) fn text(&self) -> Option<Option<&str>> {
        self.text.as_ref().map(Option::as_deref)
    }
}

/// A hold on one table against the other processes that share its database
/// ([`Database::hold_table`]), released when dropped.
#[must_use = "the table is held only while the lock lives"]
pub struct TableLock(Option<Box<dyn std::any::Any + Send>>);

impl TableLock {
    /// No hold: the database is this process's alone, and the manager's own lock suffices.
    pub fn none() -> TableLock {
        TableLock(None)
    }

    /// A hold that `guard` keeps until it is dropped.
    pub fn held(guard: impl Send + 'static) -> TableLock {
        TableLock(Some(Box::new(guard)))
    }

    /// Whether this lock holds anything.
    pub fn holds(&self) -> bool {
        self.0.is_some()
    }

    /// The guard, if it is a `G`: the store's own, for it to end the hold its way. Another
    /// guard is dropped, which ends its hold.
    pub fn into_guard<G: Send + 'static>(self) -> Option<G> {
        self.0
            .and_then(|guard| guard.downcast::<G>().ok())
            .map(|guard| *guard)
    }
}

/// The version of the stored values' layout (each value's envelope carries it).
pub const STORE_FORMAT: u32 = 1;

/// The version of the database as a whole, kept in its `meta` tree and brought up to date on
/// open, one migration at a time:
/// - 1: the releases before the game registry (no `meta` tree);
/// - 2: every table rewritten in the layout of the registry (house rules of a registry game,
///   `game_rules`, stored explicitly) and the layout recorded;
/// - 3: every table rewritten with Bauern- and Dreierschnapsen as games of the registry (the
///   game keeps its sheet; see [`TableRecord::upgrade`], which also reads a table of layout 2
///   wherever one turns up: an export, a PostgreSQL row not yet written again);
/// - 4: every table rewritten with Schnapsen, Sechsundsechzig and Schnorps as games of the
///   registry too (the same upgrade reads a table of layout 3);
/// - 5: the record of every finished deal ([`Deals`]), a tree of its own (it starts empty: no
///   deal before it was recorded; tables and leaderboards are as they were), and beside it the
///   deal each table plays as it was dealt (the tree `dealt`, also empty at first);
/// - 6: each channel's record of its seasons ([`Deals::seasons`], the tree `seasons`; it starts
///   empty: a channel's leaderboards as they were become its first season's boards, ratings
///   and all, when its first season is recorded).
pub const DB_FORMAT: u32 = 6;

/// How many records each tree holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    /// Tables.
    pub tables: usize,
    /// Leaderboard entries.
    pub leaderboard: usize,
    /// Users.
    pub users: usize,
    /// Timers.
    pub timers: usize,
    /// Records of finished deals.
    pub deals: usize,
    /// Channels' records of their seasons.
    pub seasons: usize,
}

/// What the store knows of a user across tables.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserRecord {
    /// The name last seen.
    pub name: String,
    /// A language the user chose explicitly (overrides the platform's).
    pub lang: Option<Lang>,
    /// The private chat through which the user is reached, once known.
    pub private_chat: Option<String>,
    /// Whether the user blocked the bot (private messages fail).
    pub blocked: bool,
    /// The language his platform last reported for him (used where he chose none), kept so that
    /// a restart does not re-render his messages in the default language.
    #[serde(default)]
    pub platform_lang: Option<Lang>,
    /// How he chose to see the cards of his hands (`/cards`; `None`: as each table shows its
    /// cards).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<Cards>,
}

/// A store failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database failed.
    #[error(transparent)]
    Sled(#[from] ::sled::Error),
    /// PostgreSQL failed.
    #[error("PostgreSQL: {0}")]
    Postgres(#[from] ::postgres::Error),
    /// No connection to PostgreSQL could be had.
    #[error("PostgreSQL: {0}")]
    Pool(#[from] r2d2::Error),
    /// Another process has the database open (sled allows one).
    #[error("the database in {0} is in use by another process (a running bot? stop it first)")]
    InUse(std::path::PathBuf),
    /// A stored value cannot be read.
    #[error("{tree} {key}: cannot read the stored value: {problem}")]
    Corrupt {
        /// The tree.
        tree: &'static str,
        /// The key.
        key: String,
        /// What is wrong.
        problem: String,
    },
    /// A stored value of a format this build does not know.
    #[error("{tree} {key}: stored format {found} is unknown (this build reads {STORE_FORMAT})")]
    UnknownFormat {
        /// The tree.
        tree: &'static str,
        /// The key.
        key: String,
        /// The format found.
        found: u64,
    },
    /// A database written by a newer release, which this build must not change.
    #[error(
        "the database has layout {found}, newer than this build reads ({DB_FORMAT}): run the release that wrote it, or restore a backup"
    )]
    NewerDatabase {
        /// The layout found.
        found: u64,
    },
    /// A PostgreSQL schema made by a newer release, which this build must not change.
    #[error(
        "the PostgreSQL schema has version {found}, newer than this build knows ({known}): run the release that made it, or restore a backup"
    )]
    NewerSchema {
        /// The schema version found.
        found: i64,
        /// The newest version this build knows.
        known: i64,
    },
    /// An export file that cannot be imported.
    #[error("import: {0}")]
    Import(String),
}

#[cfg(test)]
pub(crate) mod tests;
