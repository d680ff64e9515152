//! The PostgreSQL implementation of the store: for running several processes on one database,
//! and for operators who back up and watch PostgreSQL anyway.
//!
//! It keeps the promises of [`Sled`](super::Sled): every write is a committed transaction
//! (durable with PostgreSQL's default `synchronous_commit = on`) when it returns, except a
//! record of messages out written with `durable: false`; a game's end writes the table and its
//! leaderboard credits in one transaction; values are the same envelopes as sled's, stored as
//! text, so that both export the same document.
//!
//! # Calling it from async code
//!
//! The [`postgres`] client runs each call on a small tokio runtime of its own, and panics on a
//! thread that is driving async tasks ("Cannot start a runtime from within a runtime"); on a
//! `spawn_blocking` thread it works. The bot calls the store from `spawn_blocking` threads,
//! plain threads and, for quick reads such as counting, async tasks, and a task's thread cannot
//! be told from a blocking thread (both know the runtime). So a call made on any thread that
//! knows a runtime is carried out on a short-lived scoped thread of its own ([`off_runtime`]:
//! some 20–50 µs, little beside a commit's wait for the disk), and every other call runs where
//! it is made.

mod schema;
mod session;

use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use self::session::{Connector, Params, Session};
use serde::de::DeserializeOwned;
use serde_json::Value;
use serde_json::value::RawValue;

use super::codec::{
    check_record, decode, decode_table, encode, read_table, split_stats_key, stats_key,
    table_from_storage_key, user_from_storage_key,
};
use super::deals::{compress, deal_envelope, deal_key, decode_deal, encode_deal, split_deal_key};
use super::document::{CHANNEL_TREES, Entries, RECORD_TREES, check_import, export_document};
use super::{
    Counts, Credit, Database, Deals, Posted, Read, Stamp, StoreError, TableLock, TableRecord,
    Tally, UserRecord,
};
use crate::ids::{TableKey, UserId};

/// Connections kept to the server at most (commands in flight at once).
const POOL_SIZE: u32 = 16;

/// Connections kept for holding tables against other processes ([`Database::hold_table`]): a
/// pool of their own, so that a holder waiting for a connection to work with never waits on
/// another holder.
const LOCK_POOL_SIZE: u32 = 32;

/// How long a call waits for a free connection (or for the server) before it fails.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a claim on a due timer keeps other handles from it ([`Database::due_timers`]), in
/// the milliseconds of the `now` the callers pass.
pub const CLAIM_MS: u64 = 30_000;

/// The database: six tables in a PostgreSQL database or schema (`bummerl_meta` holds its
/// schema version and layout, see `schema`), reached through a pool of connections.
///
/// The timer index is the `due` column of the tables, kept conservative like sled's: a commit
/// only ever moves it earlier (`LEAST`), [`Database::refile_timer`] sets it exactly.
///
/// Due timers are claimed, so that several processes on one database do not run the same
/// table's timers: [`Database::due_timers`] marks the rows it returns as this handle's for
/// `CLAIM_MS` (`FOR UPDATE SKIP LOCKED`, so that two handles claiming at once neither wait for
/// each other nor both take a row); other handles skip them until then. The handle's own claims
/// it sees again; [`Database::refile_timer`], which the manager calls once a table's timers have
/// run, ends the claim, and so does dropping the last clone of the handle. A process that dies
/// holding claims delays those tables' timers by at most `CLAIM_MS`.
///
/// `T` is the table record it keeps and `S` the leaderboard entry (the manager's own).
pub struct Postgres<T, S> {
    inner: Arc<Inner>,
    records: PhantomData<fn() -> (T, S)>,
}

impl<T, S> Clone for Postgres<T, S> {
    fn clone(&self) -> Self {
        Postgres {
            inner: self.inner.clone(),
            records: PhantomData,
        }
    }
}

/// What the clones of a handle share.
struct Inner {
    pool: OffRuntime<r2d2::Pool<Connector>>,
    /// The connections that hold tables ([`LOCK_POOL_SIZE`]).
    locks: OffRuntime<r2d2::Pool<Connector>>,
    /// Who this handle is in claims on due timers (random).
    owner: i64,
    /// Whether this handle has claimed due timers (then dropping it releases them).
    claimed: AtomicBool,
}

impl Inner {
    /// Runs `f` on a connection of the pool, off any runtime.
    fn with<R: Send>(
        &self,
        f: impl FnOnce(&mut Session) -> Result<R, StoreError> + Send,
    ) -> Result<R, StoreError> {
        off_runtime(|| {
            let mut connection = self.pool.get()?;
            f(&mut connection)
        })
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        if !self.claimed.load(Ordering::Relaxed) {
            return;
        }
        let released = self.with(|client| {
            client.execute(
                "UPDATE bummerl_tables SET claimed_by = NULL, claim_until = NULL
                 WHERE claimed_by = $1",
                &[&self.owner],
            )?;
            Ok(())
        });
        if let Err(error) = released {
            tracing::warn!(%error, "cannot release the claims on due timers");
        }
    }
}

/// Runs `f` on a scoped thread of its own if this thread knows a tokio runtime (where the
/// synchronous client must not run), else right here.
fn off_runtime<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    if tokio::runtime::Handle::try_current().is_err() {
        return f();
    }
    std::thread::scope(|scope| match scope.spawn(f).join() {
        Ok(result) => result,
        Err(panic) => std::panic::resume_unwind(panic),
    })
}

/// A value dropped off any tokio runtime: the synchronous client closes a connection on a
/// runtime of its own, which must not start inside another (a store dropped in an async task).
struct OffRuntime<T: Send>(Option<T>);

impl<T: Send> std::ops::Deref for OffRuntime<T> {
    type Target = T;

    fn deref(&self) -> &T {
        self.0.as_ref().expect("present until dropped")
    }
}

impl<T: Send> Drop for OffRuntime<T> {
    fn drop(&mut self) {
        if let Some(value) = self.0.take() {
            off_runtime(move || drop(value));
        }
    }
}

/// Milliseconds as PostgreSQL's `bigint` (times past its range are as good as never).
fn millis(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

/// A value's envelope as the text stored.
fn encode_text<V: serde::Serialize + ?Sized>(value: &V) -> String {
    String::from_utf8(encode(value)).expect("JSON is UTF-8")
}

/// A table key as stored.
fn text_key(key: &TableKey) -> String {
    key.to_string()
}

/// Reads the stored `(key, value)` rows a query returns.
fn rows(client: &mut Session, sql: &'static str, params: Params) -> Result<Entries, StoreError> {
    Ok(client
        .query(sql, params)?
        .into_iter()
        .map(|row| {
            (
                row.get::<_, String>(0),
                row.get::<_, String>(1).into_bytes(),
            )
        })
        .collect())
}

/// The statements of a tree of one envelope per channel ([`CHANNEL_TREES`]).
struct ChannelSql {
    /// A channel's value.
    one: &'static str,
    /// Every channel's key and value, in the order of the keys' bytes.
    all: &'static str,
    /// A new channel's row.
    insert: &'static str,
}

impl ChannelSql {
    /// The statements of `tree`: `dealt` or `seasons`.
    fn of(tree: &str) -> ChannelSql {
        match tree {
            "dealt" => ChannelSql {
                one: "SELECT value FROM bummerl_dealt WHERE channel = $1",
                all: "SELECT channel, value FROM bummerl_dealt ORDER BY channel COLLATE \"C\"",
                insert: "INSERT INTO bummerl_dealt (channel, value) VALUES ($1, $2)",
            },
            _ => ChannelSql {
                one: "SELECT value FROM bummerl_seasons WHERE channel = $1",
                all: "SELECT channel, value FROM bummerl_seasons ORDER BY channel COLLATE \"C\"",
                insert: "INSERT INTO bummerl_seasons (channel, value) VALUES ($1, $2)",
            },
        }
    }
}

/// The stored `(key, value)` rows of a tree (`tables`, `leaderboard`, `users`, `posted`,
/// `deals` with their envelopes expanded), in the order of their keys' bytes (as sled keeps
/// them). A leaderboard key is its three columns
/// joined as sled's keys are (`channel \0 board \0 user`; PostgreSQL text cannot hold `\0`).
fn tree_rows(client: &mut Session, tree: &str) -> Result<Entries, StoreError> {
    if tree == "leaderboard" {
        let found = client.query(
            "SELECT channel, board, user_key, value FROM bummerl_leaderboard
             ORDER BY channel COLLATE \"C\", board COLLATE \"C\", user_key COLLATE \"C\"",
            &[],
        )?;
        return Ok(found
            .iter()
            .map(|row| {
                let part = |i: usize| row.get::<_, &str>(i);
                let key = format!("{}\0{}\0{}", part(0), part(1), part(2));
                (key, row.get::<_, String>(3).into_bytes())
            })
            .collect());
    }
    if CHANNEL_TREES.contains(&tree) {
        return rows(client, ChannelSql::of(tree).all, &[]);
    }
    if tree == "deals" {
        let found = client.query(
            "SELECT channel, seq, value FROM bummerl_deals ORDER BY channel COLLATE \"C\", seq",
            &[],
        )?;
        return found
            .iter()
            .map(|row| {
                let channel = row.get::<_, &str>(0);
                let key = format!("{channel}\0{:020}", row.get::<_, i64>(1));
                let envelope = deal_envelope(key.as_bytes(), row.get::<_, &[u8]>(2))?;
                Ok((key, envelope))
            })
            .collect();
    }
    let sql = match tree {
        "tables" => "SELECT key, value FROM bummerl_tables ORDER BY key COLLATE \"C\"",
        "users" => "SELECT key, value FROM bummerl_users ORDER BY key COLLATE \"C\"",
        _ => "SELECT key, value FROM bummerl_posted ORDER BY key COLLATE \"C\"",
    };
    rows(client, sql, &[])
}

impl<T: TableRecord, S: Tally> Postgres<T, S> {
    /// Connects to the database at `url` (`postgres://user:password@host:port/database`; the
    /// options of [`postgres::Config`] apply) and brings its schema up to date, refusing one
    /// made by a newer release ([`StoreError::NewerSchema`], [`StoreError::NewerDatabase`]).
    pub fn open(url: &str) -> Result<Self, StoreError> {
        let config: postgres::Config = url.parse()?;
        let pool = off_runtime(|| {
            r2d2::Pool::builder()
                .max_size(POOL_SIZE)
                .min_idle(Some(1))
                .connection_timeout(CONNECT_TIMEOUT)
                .build(Connector(config.clone()))
        })?;
        let locks = off_runtime(|| {
            r2d2::Pool::builder()
                .max_size(LOCK_POOL_SIZE)
                .min_idle(Some(0))
                .connection_timeout(CONNECT_TIMEOUT)
                .build_unchecked(Connector(config))
        });
        let inner = Inner {
            pool: OffRuntime(Some(pool)),
            locks: OffRuntime(Some(locks)),
            owner: rand::random(),
            claimed: AtomicBool::new(false),
        };
        inner.with(|session| schema::migrate(session.client()))?;
        Ok(Postgres {
            inner: Arc::new(inner),
            records: PhantomData,
        })
    }

    /// A channel's envelope in one of the trees of one per channel (`dealt`, `seasons`: the
    /// table `bummerl_<tree>`).
    fn by_channel<V: DeserializeOwned>(
        &self,
        tree: &'static str,
        channel: &TableKey,
    ) -> Result<Option<V>, StoreError> {
        let c = text_key(channel);
        let sql = ChannelSql::of(tree).one;
        let row = self.inner.with(|client| client.query_opt(sql, &[&c]))?;
        row.map(|row| decode(tree, c.as_bytes(), row.get::<_, &str>(0).as_bytes()))
            .transpose()
    }

    /// [`Database::counts`], failures included.
    fn try_counts(&self) -> Result<Counts, StoreError> {
        self.inner.with(|client| {
            let row = client.query_one(
                "SELECT (SELECT count(*) FROM bummerl_tables),
                        (SELECT count(*) FROM bummerl_leaderboard),
                        (SELECT count(*) FROM bummerl_users),
                        (SELECT count(*) FROM bummerl_tables WHERE due IS NOT NULL),
                        (SELECT count(*) FROM bummerl_deals),
                        (SELECT count(*) FROM bummerl_seasons)",
                &[],
            )?;
            let count = |i: usize| row.get::<_, i64>(i) as usize;
            Ok(Counts {
                tables: count(0),
                leaderboard: count(1),
                users: count(2),
                timers: count(3),
                deals: count(4),
                seasons: count(5),
            })
        })
    }
}

/// Writes a table (or its deletion) with its timer index entry, moved earlier only.
fn write_table(
    client: &mut Session,
    key: &str,
    value: Option<&str>,
    due: Option<i64>,
) -> Result<(), StoreError> {
    match value {
        Some(value) => client.execute(
            "INSERT INTO bummerl_tables (key, value, due) VALUES ($1, $2, $3)
             ON CONFLICT (key) DO UPDATE
             SET value = EXCLUDED.value, due = LEAST(bummerl_tables.due, EXCLUDED.due)",
            &[&key, &value, &due],
        )?,
        None => client.execute("DELETE FROM bummerl_tables WHERE key = $1", &[&key])?,
    };
    Ok(())
}

/// The leaderboard entries `credits` change, as `bummerl_commit` takes them: their boards, users
/// and values with the credits added in order. The entries are read as stored, without row
/// locks: every commit of a channel happens under its table's hold
/// ([`Database::hold_table`]), which keeps the channel's other commits out meanwhile (as the
/// manager's ratings, read the same way, rely on).
fn credited<S: Tally>(
    session: &mut Session,
    channel: &TableKey,
    credits: &[Credit<S>],
) -> Result<[Vec<String>; 3], StoreError> {
    if credits.is_empty() {
        return Ok(Default::default());
    }
    let c = text_key(channel);
    // Each entry once, in the order first credited.
    let mut entries: Vec<(&str, &UserId, S)> = Vec::new();
    for credit in credits {
        if !entries
            .iter()
            .any(|(board, user, _)| *board == credit.board && **user == credit.user)
        {
            entries.push((&credit.board, &credit.user, S::default()));
        }
    }
    let boards: Vec<String> = entries.iter().map(|(b, _, _)| (*b).to_owned()).collect();
    let users: Vec<String> = entries.iter().map(|(_, u, _)| u.to_string()).collect();
    let rows = session.query(
        "SELECT board, user_key, value FROM bummerl_leaderboard
         WHERE channel = $1 AND (board, user_key) IN
             (SELECT * FROM unnest($2::text[], $3::text[]))",
        &[&c, &boards, &users],
    )?;
    for row in &rows {
        let (board, user) = (row.get::<_, &str>(0), row.get::<_, &str>(1));
        let Some(i) = boards
            .iter()
            .zip(&users)
            .position(|(b, u)| b == board && u == user)
        else {
            continue;
        };
        let key = stats_key(channel, board, entries[i].1);
        entries[i].2 = decode("leaderboard", &key, row.get::<_, &str>(2).as_bytes())?;
    }
    for credit in credits {
        let entry = entries
            .iter_mut()
            .find(|(board, user, _)| *board == credit.board && **user == credit.user)
            .expect("every credit has its entry");
        entry.2.add(&credit.add);
    }
    let values = entries.iter().map(|(_, _, s)| encode_text(s)).collect();
    Ok([boards, users, values])
}

/// Writes a table's change that has more than the table to write — its leaderboard credits,
/// the deal dealt, the record of seasons, the records of finished deals — in one statement
/// (`bummerl_commit`, one transaction); with `hand_off`, the table's hold held by `session`
/// ends as it commits, as [`Session::put`]'s does.
fn write_change<S: Tally>(
    session: &mut Session,
    key: &TableKey,
    value: Option<&str>,
    due: Option<i64>,
    hand_off: bool,
    credits: &[Credit<S>],
    deals: Deals<'_>,
) -> Result<(), StoreError> {
    let [boards, users, entries] = credited(session, key, credits)?;
    let dealt = deals.dealt.map(encode_text);
    let seasons = deals.seasons.map(encode_text);
    let records: Vec<Vec<u8>> = match deals.is_empty() {
        true => Vec::new(),
        false => deals.records.iter().map(|r| encode_deal(r)).collect(),
    };
    let keep = deals.keep as i64;
    let params: Params = &[
        &text_key(key),
        &value,
        &due,
        &hand_off,
        &boards,
        &users,
        &entries,
        &dealt,
        &seasons,
        &records,
        &keep,
    ];
    let sql = "SELECT bummerl_commit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)";
    match hand_off {
        true => session.hand_off(sql, params),
        false => session.query_one(sql, params).map(drop),
    }
}

/// Writes a record of messages out (an empty one is removed) in `tx`; without `durable`, its
/// commit does not wait for the disk.
fn write_posted(tx: &mut Session, posted: &Posted, durable: bool) -> Result<(), StoreError> {
    if !durable {
        tx.batch("SET LOCAL synchronous_commit TO off")?;
    }
    let key = text_key(&posted.key);
    if posted.is_empty() {
        tx.execute("DELETE FROM bummerl_posted WHERE key = $1", &[&key])?;
    } else {
        tx.execute(
            "INSERT INTO bummerl_posted (key, value) VALUES ($1, $2)
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
            &[&key, &encode_text(posted)],
        )?;
    }
    Ok(())
}

/// A connection of the lock pool that holds one table's advisory lock.
struct Held(OffRuntime<r2d2::PooledConnection<Connector>>);

impl Drop for Held {
    fn drop(&mut self) {
        let Some(mut session) = self.0.0.take() else {
            return;
        };
        off_runtime(move || {
            if let Err(error) = session.release() {
                // The session is dropped rather than reused, and the server lets go of the lock.
                tracing::warn!(%error, "cannot release a table's lock");
            }
        });
    }
}

impl<T: TableRecord, S: Tally> Database<T, S> for Postgres<T, S> {
    fn shared(&self) -> bool {
        true
    }

    fn lease(&self, name: &str, holder: u64, now: u64, until: u64) -> Result<bool, StoreError> {
        // The holder as PostgreSQL's bigint: the same bits.
        let (holder, now, until) = (holder as i64, millis(now), millis(until));
        let taken = self.inner.with(|client| {
            client.query_opt(
                "INSERT INTO bummerl_leases (name, holder, until) VALUES ($1, $2, $3)
                 ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
                 WHERE bummerl_leases.holder = EXCLUDED.holder OR bummerl_leases.until < $4
                 RETURNING holder",
                &[&name, &holder, &until, &now],
            )
        })?;
        Ok(taken.is_some())
    }

    fn release_lease(&self, name: &str, holder: u64) -> Result<(), StoreError> {
        let holder = holder as i64;
        self.inner.with(|client| {
            client.execute(
                "DELETE FROM bummerl_leases WHERE name = $1 AND holder = $2",
                &[&name, &holder],
            )?;
            Ok(())
        })
    }

    fn hold_table(
        &self,
        key: &TableKey,
        known: Option<Stamp>,
    ) -> Result<(TableLock, Option<Read<T>>), StoreError> {
        let name = text_key(key);
        let (held, value) = off_runtime(|| {
            let mut session = self.inner.locks.get()?;
            let value = session.hold(&name)?;
            Ok::<_, StoreError>((Held(OffRuntime(Some(session))), value))
        })?;
        // Decoded once the lock is in its guard: a damaged value still lets go of it.
        let lock = TableLock::held(held);
        let stamp = Stamp::keeping(value.as_deref());
        if known.as_ref() == Some(&stamp) {
            return Ok((lock, None));
        }
        let table = value
            .map(|value| decode_table(name.as_bytes(), value.as_bytes()))
            .transpose()?;
        let stamp = Some(stamp);
        Ok((lock, Some(Read { table, stamp })))
    }

    fn commit_held(
        &self,
        lock: TableLock,
        key: &TableKey,
        new: Option<&T>,
        credits: &[Credit<S>],
        deals: Deals<'_>,
    ) -> Result<Option<Stamp>, StoreError> {
        let Some(mut held) = lock.into_guard::<Held>() else {
            return self.commit(key, new, credits, deals).map(|()| None);
        };
        let k = text_key(key);
        let value = new.map(encode_text);
        let due = new.and_then(T::due).map(millis);
        let stamp = Stamp::keeping(value.as_deref());
        off_runtime(|| {
            let session = held.0.0.as_mut().expect("a held session until dropped");
            if credits.is_empty() && deals.writes_nothing() && value.is_some() {
                return session.put(&k, value.as_deref(), due);
            }
            write_change(session, key, value.as_deref(), due, true, credits, deals)
        })?;
        // `held` is dropped here: a session that still holds (the write failed) lets go.
        Ok(Some(stamp))
    }

    fn put_if(&self, key: &TableKey, known: &Stamp, new: &T) -> Result<Option<Stamp>, StoreError> {
        let Some(Some(old)) = known.text() else {
            return Ok(None);
        };
        let k = text_key(key);
        let value = encode_text(new);
        let due = new.due().map(millis);
        let written = self.inner.with(|client| {
            let row = client.query_one(
                "SELECT bummerl_put_if($1, $2, $3, $4)",
                &[&k, &old, &value, &due],
            )?;
            Ok(row.get::<_, bool>(0))
        })?;
        Ok(written.then(|| Stamp::keeping(Some(&value))))
    }

    fn unchanged(&self, key: &TableKey, known: &Stamp) -> Result<bool, StoreError> {
        let Some(old) = known.text() else {
            return Ok(false);
        };
        let k = text_key(key);
        let row = self.inner.with(|client| {
            client.query_opt(
                "SELECT value = $2 FROM bummerl_tables WHERE key = $1",
                &[&k, &old.unwrap_or_default()],
            )
        })?;
        Ok(match (old, row) {
            (Some(_), Some(row)) => row.get::<_, bool>(0),
            (None, None) => true,
            _ => false,
        })
    }

    fn table(&self, key: &TableKey) -> Result<Option<T>, StoreError> {
        let k = text_key(key);
        let row = self.inner.with(|client| {
            client.query_opt("SELECT value FROM bummerl_tables WHERE key = $1", &[&k])
        })?;
        row.map(|row| decode_table(k.as_bytes(), row.get::<_, &str>(0).as_bytes()))
            .transpose()
    }

    fn commit(
        &self,
        key: &TableKey,
        new: Option<&T>,
        credits: &[Credit<S>],
        deals: Deals<'_>,
    ) -> Result<(), StoreError> {
        let k = text_key(key);
        let value = new.map(encode_text);
        let due = new.and_then(T::due).map(millis);
        self.inner.with(|client| {
            if credits.is_empty() && deals.writes_nothing() && value.is_some() {
                return write_table(client, &k, value.as_deref(), due);
            }
            write_change(client, key, value.as_deref(), due, false, credits, deals)
        })
    }

    fn dealt(&self, channel: &TableKey) -> Result<Option<Box<RawValue>>, StoreError> {
        self.by_channel("dealt", channel)
    }

    fn seasons(&self, channel: &TableKey) -> Result<Option<Value>, StoreError> {
        self.by_channel("seasons", channel)
    }

    fn deals(&self, channel: &TableKey, count: usize) -> Result<Vec<(u64, Value)>, StoreError> {
        let (c, limit) = (text_key(channel), i64::try_from(count).unwrap_or(i64::MAX));
        let found = self.inner.with(|client| {
            client.query(
                "SELECT seq, value FROM bummerl_deals WHERE channel = $1
                 ORDER BY seq DESC LIMIT $2",
                &[&c, &limit],
            )
        })?;
        found
            .iter()
            .map(|row| {
                let n = row.get::<_, i64>(0) as u64;
                let value = decode_deal(&deal_key(channel, n), row.get::<_, &[u8]>(1))?;
                Ok((n, value))
            })
            .collect()
    }

    fn deal(&self, channel: &TableKey, number: u64) -> Result<Option<Value>, StoreError> {
        let (c, n) = (text_key(channel), i64::try_from(number).unwrap_or(i64::MAX));
        let found = self.inner.with(|client| {
            client.query_opt(
                "SELECT value FROM bummerl_deals WHERE channel = $1 AND seq = $2",
                &[&c, &n],
            )
        })?;
        found
            .map(|row| decode_deal(&deal_key(channel, number), row.get::<_, &[u8]>(0)))
            .transpose()
    }

    fn refile_timer(&self, key: &TableKey, due: Option<u64>) -> Result<(), StoreError> {
        let (k, due) = (text_key(key), due.map(millis));
        self.inner.with(|client| {
            client.execute(
                "UPDATE bummerl_tables SET due = $2, claimed_by = NULL, claim_until = NULL
                 WHERE key = $1",
                &[&k, &due],
            )?;
            Ok(())
        })
    }

    fn due_timers(&self, now: u64) -> Result<Vec<TableKey>, StoreError> {
        let (now, until) = (millis(now), millis(now.saturating_add(CLAIM_MS)));
        let owner = self.inner.owner;
        self.inner.claimed.store(true, Ordering::Relaxed);
        let keys = self.inner.with(|client| {
            let rows = client.query(
                "UPDATE bummerl_tables SET claimed_by = $2, claim_until = $3
                 WHERE key IN (
                     SELECT key FROM bummerl_tables
                     WHERE due <= $1
                       AND (claimed_by IS NULL OR claimed_by = $2 OR claim_until <= $1)
                     ORDER BY due
                     FOR UPDATE SKIP LOCKED)
                 RETURNING key",
                &[&now, &owner, &until],
            )?;
            Ok(rows
                .iter()
                .map(|row| row.get::<_, String>(0))
                .collect::<Vec<_>>())
        })?;
        keys.into_iter()
            .map(|k| {
                table_from_storage_key(k.as_bytes()).ok_or(StoreError::Corrupt {
                    tree: "timers",
                    key: k,
                    problem: "not a table key".into(),
                })
            })
            .collect()
    }

    fn tables(&self) -> Vec<Result<T, StoreError>> {
        match self.inner.with(|client| tree_rows(client, "tables")) {
            Ok(rows) => rows
                .into_iter()
                .map(|(k, v)| read_table(k.as_bytes(), &v))
                .collect(),
            Err(error) => vec![Err(error)],
        }
    }

    fn leaderboard(&self, channel: &TableKey, board: &str) -> Result<Vec<(UserId, S)>, StoreError> {
        let c = text_key(channel);
        let entries = self.inner.with(|client| {
            rows(
                client,
                "SELECT user_key, value FROM bummerl_leaderboard WHERE channel = $1 AND board = $2",
                &[&c, &board],
            )
        })?;
        entries
            .into_iter()
            .map(|(user, value)| {
                let user_id = user_from_storage_key(user.as_bytes());
                let key = format!("{c}\0{board}\0{user}");
                let user_id = user_id.ok_or_else(|| StoreError::Corrupt {
                    tree: "leaderboard",
                    key: key.clone(),
                    problem: "not a user key".into(),
                })?;
                Ok((user_id, decode("leaderboard", key.as_bytes(), &value)?))
            })
            .collect()
    }

    fn user(&self, user: &UserId) -> Result<Option<UserRecord>, StoreError> {
        let k = user.to_string();
        let row = self.inner.with(|client| {
            client.query_opt("SELECT value FROM bummerl_users WHERE key = $1", &[&k])
        })?;
        row.map(|row| decode("users", k.as_bytes(), row.get::<_, &str>(0).as_bytes()))
            .transpose()
    }

    fn put_user(&self, user: &UserId, record: &UserRecord) -> Result<(), StoreError> {
        let (k, value) = (user.to_string(), encode_text(record));
        self.inner.with(|client| {
            client.execute(
                "INSERT INTO bummerl_users (key, value) VALUES ($1, $2)
                 ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
                &[&k, &value],
            )?;
            Ok(())
        })
    }

    fn posted(&self, key: &TableKey) -> Result<Posted, StoreError> {
        let k = text_key(key);
        let row = self.inner.with(|client| {
            client.query_opt("SELECT value FROM bummerl_posted WHERE key = $1", &[&k])
        })?;
        match row {
            Some(row) => decode("posted", k.as_bytes(), row.get::<_, &str>(0).as_bytes()),
            None => Ok(Posted::new(key.clone())),
        }
    }

    fn put_posted(&self, posted: &Posted, durable: bool) -> Result<(), StoreError> {
        self.inner
            .with(|client| client.transaction(|tx| write_posted(tx, posted, durable)))
    }

    /// The record's row is locked (`SELECT … FOR UPDATE`) while `change` runs, so that changes
    /// from any number of handles and processes apply one at a time.
    fn update_posted(
        &self,
        key: &TableKey,
        change: Box<dyn FnOnce(&mut Posted) -> bool + Send + '_>,
    ) -> Result<Posted, StoreError> {
        let k = text_key(key);
        self.inner.with(|client| {
            client.transaction(|tx| {
                // An empty record first, so that the lock holds for a record not yet written; it
                // is removed below if it stays empty.
                tx.execute(
                "INSERT INTO bummerl_posted (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                &[&k, &encode_text(&Posted::new(key.clone()))],
            )?;
                let row = tx.query_one(
                    "SELECT value FROM bummerl_posted WHERE key = $1 FOR UPDATE",
                    &[&k],
                )?;
                let mut posted: Posted =
                    decode("posted", k.as_bytes(), row.get::<_, &str>(0).as_bytes())?;
                let durable = change(&mut posted);
                write_posted(tx, &posted, durable)?;
                Ok(posted)
            })
        })
    }

    fn all_posted(&self) -> Vec<Result<Posted, StoreError>> {
        match self.inner.with(|client| tree_rows(client, "posted")) {
            Ok(rows) => rows
                .into_iter()
                .map(|(k, v)| decode("posted", k.as_bytes(), &v))
                .collect(),
            Err(error) => vec![Err(error)],
        }
    }

    /// A failure to count is logged and counts nothing.
    fn counts(&self) -> Counts {
        self.try_counts().unwrap_or_else(|error| {
            tracing::error!(%error, "cannot count the stored records");
            Counts::default()
        })
    }

    fn export(&self) -> Result<Value, StoreError> {
        export_document(|tree| self.inner.with(|client| tree_rows(client, tree)))
    }

    /// Everything is written in one transaction, the timer index from the tables.
    fn import(&self, export: &Value) -> Result<Counts, StoreError> {
        let import = check_import::<T, S>(export, self.try_counts()?)?;
        self.inner.with(|client| {
            client.transaction(|tx| {
                for table in &import.tables {
                    let due = table.due().map(millis);
                    write_table(tx, &text_key(table.key()), Some(&encode_text(table)), due)?;
                }
                for (tree, entries) in &import.records {
                    for (key, bytes) in entries {
                        let value = std::str::from_utf8(bytes).expect("JSON is UTF-8");
                        match (*tree, split_stats_key(key)) {
                            ("leaderboard", Some((channel, board, user))) => tx.execute(
                                "INSERT INTO bummerl_leaderboard (channel, board, user_key, value)
                             VALUES ($1, $2, $3, $4)",
                                &[&channel, &board, &user, &value],
                            )?,
                            _ => tx.execute(
                                "INSERT INTO bummerl_users (key, value) VALUES ($1, $2)",
                                &[key, &value],
                            )?,
                        };
                    }
                }
                for (key, envelope) in &import.deals {
                    let (channel, n) = split_deal_key(key).expect("checked by check_import");
                    tx.execute(
                        "INSERT INTO bummerl_deals (channel, seq, value) VALUES ($1, $2, $3)",
                        &[&channel, &(n as i64), &compress(envelope)],
                    )?;
                }
                for (tree, entries) in &import.by_channel {
                    let sql = ChannelSql::of(tree).insert;
                    for (key, envelope) in entries {
                        let value = std::str::from_utf8(envelope).expect("JSON is UTF-8");
                        tx.execute(sql, &[key, &value])?;
                    }
                }
                Ok(())
            })
        })?;
        self.try_counts()
    }

    fn damaged_records(&self) -> Vec<StoreError> {
        let mut damaged = Vec::new();
        for tree in RECORD_TREES.into_iter().chain(CHANNEL_TREES) {
            match self.inner.with(|client| tree_rows(client, tree)) {
                Ok(rows) => damaged.extend(
                    rows.iter()
                        .filter_map(|(k, v)| check_record::<S>(tree, k.as_bytes(), v).err()),
                ),
                Err(error) => damaged.push(error),
            }
        }
        // Reading the deals' rows expands and checks every envelope; the first that does not
        // read is reported.
        if let Err(error) = self.inner.with(|client| tree_rows(client, "deals")) {
            damaged.push(error);
        }
        damaged.extend(self.all_posted().into_iter().filter_map(Result::err));
        damaged
    }

    /// Every write but a record of messages out written without `durable` is durable already;
    /// a transaction that takes a transaction id commits synchronously, which flushes the
    /// write-ahead log up to it, those records included.
    fn flush(&self) -> Result<(), StoreError> {
        self.inner.with(|client| {
            client.execute("SELECT txid_current()", &[])?;
            Ok(())
        })
    }

    fn layout(&self) -> Result<u64, StoreError> {
        self.inner.with(|session| schema::layout(session.client()))
    }
}

#[cfg(test)]
impl<T, S> Postgres<T, S> {
    /// Runs SQL as it is, for tests that damage a database.
    pub(crate) fn execute_raw(&self, sql: &str) {
        self.inner.with(|client| client.batch(sql)).unwrap();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Platform;
    use crate::store::DB_FORMAT;
    use crate::store::tests::{Backend, Count, Note, Place};

    type Store = Postgres<Note, Count>;

    fn open(place: &Place) -> Store {
        Store::open(&place.location()).unwrap()
    }

    fn due_table(store: &Store, channel: &str, due: u64) -> TableKey {
        let key = TableKey::new(Platform::Discord, channel);
        store
            .commit(
                &key,
                Some(&Note::new(key.clone(), Some(due))),
                &[],
                Deals::NONE,
            )
            .unwrap();
        key
    }

    #[test]
    fn works_from_blocking_threads_and_async_tasks_of_either_runtime() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        let store = Arc::new(open(&place));
        let key = due_table(&store, "rt", 5);
        let multi = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .build()
            .unwrap();
        let current = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        for runtime in [&multi, &current] {
            let (store, key) = (store.clone(), key.clone());
            runtime.block_on(async move {
                let (s, k) = (store.clone(), key.clone());
                let blocking = tokio::task::spawn_blocking(move || s.table(&k).unwrap());
                assert!(blocking.await.unwrap().is_some(), "from spawn_blocking");
                // Directly in a task, as a quick call such as counting is made.
                assert_eq!(store.counts().tables, 1, "from an async task");
                let (s, k) = (store.clone(), key.clone());
                let posted = tokio::spawn(async move {
                    s.update_posted(
                        &k,
                        Box::new(|p| p.set_table(super::super::tests::shown(1, 1))),
                    )
                });
                assert!(posted.await.unwrap().unwrap().table.is_some());
            });
        }
    }

    #[test]
    fn a_held_table_is_changed_by_one_process_at_a_time() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        // Two handles, as two processes: each adds one to a count kept in the table, 4 threads
        // a handle, 25 times a thread. Without the hold, read-then-write loses additions.
        let (a, b) = (open(&place), open(&place));
        let key = due_table(&a, "held", 0);
        let (held, read) = a.hold_table(&key, None).unwrap();
        assert!(a.shared() && held.holds() && read.unwrap().table.is_some());
        drop(held);
        std::thread::scope(|scope| {
            for store in [&a, &b, &a, &b, &a, &b, &a, &b] {
                let key = key.clone();
                scope.spawn(move || {
                    for _ in 0..25 {
                        let (held, read) = store.hold_table(&key, None).unwrap();
                        let note = read.and_then(|r| r.table).unwrap();
                        let next = Note::new(key.clone(), Some(note.due().unwrap() + 1));
                        store
                            .commit_held(held, &key, Some(&next), &[], Deals::NONE)
                            .unwrap();
                    }
                });
            }
        });
        assert_eq!(b.table(&key).unwrap().unwrap().due(), Some(200));
    }

    #[test]
    fn a_hold_decodes_the_table_only_if_it_changed_since_the_stamp_it_knows() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        let (a, b) = (open(&place), open(&place));
        let key = due_table(&a, "stamped", 5);
        let due_read = |read: Option<Read<Note>>| read.expect("read").table.unwrap().due();
        let (held, read) = a.hold_table(&key, None).unwrap();
        let read = read.expect("nothing known: read");
        let first = read.stamp.expect("PostgreSQL stamps what it reads");
        assert_eq!(read.table.unwrap().due(), Some(5));
        drop(held);
        let (held, read) = a.hold_table(&key, Some(first.clone())).unwrap();
        assert!(read.is_none(), "unchanged since the stamp: not read again");
        let six = Note::new(key.clone(), Some(6));
        let written = a.commit_held(held, &key, Some(&six), &[], Deals::NONE);
        let written = written.unwrap().expect("the stamp of what it wrote");
        assert_ne!(written, first);
        let (held, read) = a.hold_table(&key, Some(first)).unwrap();
        assert_eq!(due_read(read), Some(6), "an older stamp reads the table");
        drop(held);
        let (held, read) = a.hold_table(&key, Some(written.clone())).unwrap();
        assert!(read.is_none(), "its own write is known");
        drop(held);
        // Another process writes: the stamp known before no longer matches.
        let (held, _) = b.hold_table(&key, None).unwrap();
        let seven = Note::new(key.clone(), Some(7));
        b.commit_held(held, &key, Some(&seven), &[], Deals::NONE)
            .unwrap();
        let (held, read) = a.hold_table(&key, Some(written)).unwrap();
        assert_eq!(due_read(read), Some(7), "the other process's write is read");
        drop(held);
    }

    #[test]
    fn a_table_is_put_only_if_unchanged_and_never_past_a_holder() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        let (a, b) = (open(&place), open(&place));
        let key = due_table(&a, "put if", 5);
        let due = |store: &Store| store.table(&key).unwrap().unwrap().due();
        let stamp = |store: &Store| {
            let (held, read) = store.hold_table(&key, None).unwrap();
            drop(held);
            read.unwrap()
                .stamp
                .expect("PostgreSQL stamps what it reads")
        };
        let note = |due| Note::new(key.clone(), Some(due));
        let five = stamp(&a);
        assert!(a.unchanged(&key, &five).unwrap());
        let six = a.put_if(&key, &five, &note(6)).unwrap();
        let six = six.expect("unchanged: written");
        assert!(!b.unchanged(&key, &five).unwrap(), "changed since");
        assert!(b.unchanged(&key, &six).unwrap());
        assert_eq!(due(&b), Some(6));
        assert!(
            a.put_if(&key, &five, &note(7)).unwrap().is_none(),
            "changed since: not written"
        );
        assert_eq!(due(&b), Some(6));
        // Another process's write, held and put.
        let (held, _) = b.hold_table(&key, None).unwrap();
        b.commit_held(held, &key, Some(&note(8)), &[], Deals::NONE)
            .unwrap();
        assert!(a.put_if(&key, &six, &note(9)).unwrap().is_none());
        assert_eq!(due(&a), Some(8));
        // A stamp that kept no text cannot tell: nothing written.
        assert!(
            a.put_if(&key, &Stamp::of(None), &note(9))
                .unwrap()
                .is_none()
        );
        // A holder keeps it out until he lets go; then it finds his change.
        let eight = stamp(&a);
        let (held, _) = b.hold_table(&key, None).unwrap();
        let waiting = std::thread::spawn({
            let (a, key, ten) = (open(&place), key.clone(), note(10));
            move || a.put_if(&key, &eight, &ten).unwrap()
        });
        std::thread::sleep(std::time::Duration::from_millis(300));
        b.commit_held(held, &key, Some(&note(11)), &[], Deals::NONE)
            .unwrap();
        assert!(
            waiting.join().unwrap().is_none(),
            "it waited for the holder"
        );
        assert_eq!(due(&b), Some(11));
        // Its own write's stamp is the table as stored: the next hold does not read it again.
        let eleven = stamp(&a);
        let twelve = a.put_if(&key, &eleven, &note(12)).unwrap().unwrap();
        let (held, read) = a.hold_table(&key, Some(twelve)).unwrap();
        assert!(read.is_none(), "its own write is known");
        drop(held);
        // No table: known as none, until one is there; a stamp that kept nothing cannot tell.
        let other = TableKey::new(Platform::Telegram, "no table");
        let (held, read) = a.hold_table(&other, None).unwrap();
        drop(held);
        let none = read.unwrap().stamp.unwrap();
        assert!(a.unchanged(&other, &none).unwrap());
        assert!(!a.unchanged(&key, &none).unwrap());
        assert!(!a.unchanged(&key, &Stamp::of(None)).unwrap());
    }

    #[test]
    fn a_lease_is_one_holders_until_it_lapses_or_is_given_up() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        let (a, b) = (open(&place), open(&place));
        let name = "telegram:getUpdates:42";
        assert!(a.lease(name, 1, 1_000, 31_000).unwrap(), "nobody had it");
        assert!(!b.lease(name, 2, 2_000, 32_000).unwrap(), "held by 1");
        assert!(
            a.lease(name, 1, 20_000, 50_000).unwrap(),
            "renewed by its holder"
        );
        assert!(
            !b.lease(name, 2, 40_000, 70_000).unwrap(),
            "the renewal counts"
        );
        assert!(b.lease(name, 2, 50_001, 80_000).unwrap(), "lapsed");
        assert!(!a.lease(name, 1, 60_000, 90_000).unwrap(), "now 2's");
        b.release_lease(name, 1).unwrap();
        assert!(
            !a.lease(name, 1, 60_000, 90_000).unwrap(),
            "only its holder gives it up"
        );
        b.release_lease(name, 2).unwrap();
        assert!(a.lease(name, 1, 60_000, 90_000).unwrap(), "given up");
        assert!(a.lease("another", 2, 0, 1).unwrap(), "leases are by name");
    }

    #[test]
    fn two_handles_never_claim_the_same_due_table() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        let (a, b) = (open(&place), open(&place));
        let keys: Vec<TableKey> = (0..200)
            .map(|i| due_table(&a, &format!("t{i}"), 10))
            .collect();
        let (got_a, got_b) = std::thread::scope(|scope| {
            let claim = |store: &Store| {
                let mut got = Vec::new();
                for _ in 0..20 {
                    got.extend(store.due_timers(100).unwrap());
                }
                got
            };
            let (a, b) = (&a, &b);
            let a = scope.spawn(move || claim(a));
            let b = scope.spawn(move || claim(b));
            (a.join().unwrap(), b.join().unwrap())
        });
        let mut all: Vec<&TableKey> = got_a.iter().chain(&got_b).collect();
        let only_a: std::collections::HashSet<_> = got_a.iter().collect();
        assert!(got_b.iter().all(|k| !only_a.contains(k)), "no table twice");
        all.sort();
        all.dedup();
        assert_eq!(all.len(), keys.len(), "every due table claimed");
        // A claim lapses after CLAIM_MS, and ends when the table is refiled.
        let key = &keys[0];
        let (holder, other) = if got_a.contains(key) {
            (&a, &b)
        } else {
            (&b, &a)
        };
        assert!(!other.due_timers(100).unwrap().contains(key), "claimed");
        assert!(
            other.due_timers(100 + CLAIM_MS).unwrap().contains(key),
            "lapsed"
        );
        other.refile_timer(key, Some(50)).unwrap();
        assert!(holder.due_timers(100).unwrap().contains(key), "refiled");
    }

    #[test]
    fn a_dropped_handle_releases_its_claims() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        let (a, b) = (open(&place), open(&place));
        let key = due_table(&a, "t", 10);
        assert_eq!(a.due_timers(10).unwrap(), std::slice::from_ref(&key));
        assert!(b.due_timers(10).unwrap().is_empty(), "claimed by a");
        drop(a);
        assert_eq!(b.due_timers(10).unwrap(), [key]);
    }

    #[test]
    fn a_newer_schema_or_layout_is_refused_unchanged() {
        let Some(place) = Place::new(Backend::Postgres) else {
            return;
        };
        let store = open(&place);
        let newer = schema::current() + 1;
        store.execute_raw(&format!(
            "UPDATE bummerl_meta SET value = {newer} WHERE key = 'schema'"
        ));
        let err = Store::open(&place.location()).err().expect("refused");
        assert!(
            matches!(err, StoreError::NewerSchema { found, .. } if found == newer),
            "{err}"
        );
        store.execute_raw(&format!(
            "UPDATE bummerl_meta SET value = {} WHERE key = 'schema';
             UPDATE bummerl_meta SET value = {} WHERE key = 'layout'",
            schema::current(),
            DB_FORMAT + 1
        ));
        let err = Store::open(&place.location()).err().expect("refused");
        assert!(
            matches!(err, StoreError::NewerDatabase { found } if found == u64::from(DB_FORMAT) + 1),
            "{err}"
        );
        assert_eq!(
            store.layout().unwrap(),
            u64::from(DB_FORMAT) + 1,
            "unchanged"
        );
    }

    #[test]
    fn a_server_that_cannot_be_reached_is_an_error_not_a_hang() {
        let started = std::time::Instant::now();
        let err = Store::open("postgres://nobody@127.0.0.1:1/none?connect_timeout=1").err();
        assert!(matches!(err, Some(StoreError::Pool(_))), "{err:?}");
        assert!(started.elapsed() < CONNECT_TIMEOUT + Duration::from_secs(5));
    }
}
