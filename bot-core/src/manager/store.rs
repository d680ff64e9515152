//! The manager's store: a [`Database`] of its own tables and leaderboard entries. The store
//! layer below knows neither; the manager fixes them here, and any backend that keeps them —
//! the embedded sled one ([`SledStore`]) or a second one — is a [`Store`].

use std::sync::Arc;

use super::leaderboard::Stats;
use super::table::Table;
use crate::ids::TableKey;
use crate::store::{Database, Sled, TableRecord};

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
