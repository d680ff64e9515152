//! The manager's store: a [`Database`] of its own tables and leaderboard entries. The store
//! layer below knows neither; the manager fixes them here, and any backend that keeps them —
//! the embedded sled one ([`SledStore`]) or PostgreSQL ([`PostgresStore`]) — is a [`Store`].

use std::sync::Arc;

use super::table::Table;
use crate::ids::TableKey;
use crate::protocol::Stats;
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

    fn upgrade(stored: &mut serde_json::Value) -> Result<(), String> {
        crate::games::legacy::upgrade(stored)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{Lang, Platform, User, UserId};
    use crate::manager::{Command, Manager, ManualClock, MoveAct, Open, Request, SetRule, Timing};
    use crate::protocol::{Body, Recipient};
    use crate::store::tests::{Backend, Place};

    #[test]
    fn two_managers_on_one_postgres_database_act_on_the_table_as_it_is_stored() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        // Two managers, as two processes: each reads the table afresh under its hold, so one
        // acts on what the other stored after it last looked.
        let timing = Timing::default();
        let on = |seed| {
            let store = PostgresStore::open(&place.location()).unwrap();
            Manager::with_clock(store, timing, Box::new(ManualClock::at(1_000_000)), seed)
        };
        let (a, b) = (on(1), on(2));
        let key = TableKey::new(Platform::Telegram, "-100");
        let person = |id: &str| User::new(UserId::new(Platform::Telegram, id), id, Lang::De);
        let (anna, bert) = (person("anna"), person("bert"));
        let send = |m: &Manager, who: &User, command| {
            m.handle(&Request::new(key.clone(), who.clone(), command))
        };
        send(&a, &anna, Command::Open(Open::default())).unwrap();
        send(&b, &bert, Command::Join).unwrap();
        // `a` last saw the lobby with Anna alone, where her option is as good: worked out on
        // that, it must not be written over Bert's seat.
        let hints = SetRule {
            name: "hints".into(),
            value: "on".into(),
        };
        send(&a, &anna, Command::SetRule(hints)).unwrap();
        // `a` last saw the table with Anna alone; it deals for two all the same.
        send(&a, &anna, Command::Start).unwrap();
        let seen = b.snapshot(&key).unwrap().expect("a table");
        assert_eq!(seen.len(), 3, "the table and both hands: {seen:?}");
        // Moves made through either in turn: each acts on a table the other changed since it
        // last looked (a move it works out on the table in memory is not written over the
        // other's), and every move counts once.
        let c = on(3);
        let version = || c.table(&key).unwrap().expect("a table").version;
        for n in 0..12 {
            let snapshot = c.snapshot(&key).unwrap().expect("a table");
            let Some((user, mv)) = snapshot.iter().find_map(|m| match (&m.to, &m.body) {
                (Recipient::User(user), Body::Hand(hand)) => {
                    Some((user.clone(), *hand.view.moves.first()?))
                }
                _ => None,
            }) else {
                break;
            };
            let who = if user == anna.id { &anna } else { &bert };
            let manager = if n % 2 == 0 { &a } else { &b };
            let before = version();
            let command = Command::Move(MoveAct { version: None, mv });
            send(manager, who, command).unwrap();
            assert_eq!(version(), before + 1, "move {n} counts once");
        }
        // What either reads is the table as stored, whoever moved last.
        let now = version();
        assert_eq!(a.table(&key).unwrap().unwrap().version, now);
        assert_eq!(b.table(&key).unwrap().unwrap().version, now);
    }
}
