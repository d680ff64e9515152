//! The manager's store: a [`Database`] of its own tables and leaderboard entries. The store
//! layer below knows neither; the manager fixes them here, and any backend that keeps them —
//! the embedded sled one ([`SledStore`]) or PostgreSQL ([`PostgresStore`]) — is a [`Store`].

use std::sync::Arc;

use super::leaderboard::Stats;
use super::table::Table;
use crate::ids::TableKey;
use crate::store::{Database, Location, Postgres, Sled, StoreError, TableRecord};

/// What the manager and the front ends need of a database: tables, the leaderboard, users,
/// timers and the records of messages out, written durably before a command is answered.
pub trait Store: Database<Table, Stats> {}

impl<D: Database<Table, Stats>> Store for D {}

/// The embedded default: a sled directory.
pub type SledStore = Sled<Table, Stats>;

impl From<SledStore> for Arc<dyn Store> {
    fn from(store: SledStore) -> Arc<dyn Store> {
        Arc::new(store)
    }
}

/// A PostgreSQL database, for several processes on one database.
pub type PostgresStore = Postgres<Table, Stats>;

impl From<PostgresStore> for Arc<dyn Store> {
    fn from(store: PostgresStore) -> Arc<dyn Store> {
        Arc::new(store)
    }
}

/// Opens the store at `location`: sled in a directory (created if missing) or PostgreSQL,
/// either brought up to date on open.
pub fn open_store(location: &Location) -> Result<Arc<dyn Store>, StoreError> {
    Ok(match location {
        Location::Dir(dir) => SledStore::open(dir)?.into(),
        Location::Postgres(url) => PostgresStore::open(url)?.into(),
    })
}

impl TableRecord for Table {
    fn key(&self) -> &TableKey {
        &self.key
    }

    fn check(&self) -> Result<(), String> {
        Table::check(self)
    }

    fn due(&self) -> Option<u64> {
        self.timer.and_then(|t| t.next_due())
    }
}
