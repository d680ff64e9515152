//! A connection of the pool ([`Session`]) that prepares each statement once: every call after
//! the first is one round trip, and the server does not parse and plan it again.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use postgres::types::ToSql;
use postgres::{Client, Config, NoTls, Row, Statement};

use crate::store::StoreError;

/// Parameters of a statement.
pub(super) type Params<'a> = &'a [&'a (dyn ToSql + Sync)];

/// A connection with the statements it has prepared, by their SQL.
pub(super) struct Session {
    client: Client,
    prepared: HashMap<&'static str, Statement>,
    /// Inside a transaction begun by [`Session::transaction`]: a session given back to the pool
    /// still inside one (a panic in it) is dropped, not reused.
    in_transaction: bool,
    /// The advisory lock held by [`Session::hold`]: a session given back to the pool still
    /// holding one is dropped, not reused (the server then lets go of the lock).
    holding: Option<String>,
    /// When this session last talked to the server ([`ALIVE_WINDOW`]).
    used: Instant,
}

/// How recently a session must have talked to the server for the pool to hand it out without asking
/// the server first whether it is still there (HikariCP's `aliveBypassWindowMs`). Under load the
/// check would be a round trip of every checkout, a third of a command's; after a pause a
/// session is checked again, so a restarted server costs no command a dead connection.
const ALIVE_WINDOW: Duration = Duration::from_millis(500);

impl Session {
    /// The client itself (for migrations and tests).
    pub(super) fn client(&mut self) -> &mut Client {
        &mut self.client
    }

    /// The prepared statement of `sql`, preparing it the first time.
    fn statement(&mut self, sql: &'static str) -> Result<Statement, StoreError> {
        self.used = Instant::now();
        if let Some(statement) = self.prepared.get(sql) {
            return Ok(statement.clone());
        }
        let statement = self.client.prepare(sql)?;
        self.prepared.insert(sql, statement.clone());
        Ok(statement)
    }

    /// Runs a statement; the number of rows it changed.
    pub(super) fn execute(&mut self, sql: &'static str, params: Params) -> Result<u64, StoreError> {
        let statement = self.statement(sql)?;
        Ok(self.client.execute(&statement, params)?)
    }

    /// The rows of a query.
    pub(super) fn query(
        &mut self,
        sql: &'static str,
        params: Params,
    ) -> Result<Vec<Row>, StoreError> {
        let statement = self.statement(sql)?;
        Ok(self.client.query(&statement, params)?)
    }

    /// The row of a query that returns at most one.
    pub(super) fn query_opt(
        &mut self,
        sql: &'static str,
        params: Params,
    ) -> Result<Option<Row>, StoreError> {
        let statement = self.statement(sql)?;
        Ok(self.client.query_opt(&statement, params)?)
    }

    /// The row of a query that returns exactly one.
    pub(super) fn query_one(
        &mut self,
        sql: &'static str,
        params: Params,
    ) -> Result<Row, StoreError> {
        let statement = self.statement(sql)?;
        Ok(self.client.query_one(&statement, params)?)
    }

    /// Runs SQL without parameters as it is (not prepared).
    pub(super) fn batch(&mut self, sql: &str) -> Result<(), StoreError> {
        self.used = Instant::now();
        Ok(self.client.batch_execute(sql)?)
    }

    /// Takes the advisory lock of `name` (a table's key) for this session until
    /// [`Session::release`], waiting while another session holds it, and then reads the table's
    /// stored value (schema 3's `bummerl_hold`, one round trip). A session given back to the
    /// pool without the release is dropped, which releases the lock too.
    pub(super) fn hold(&mut self, name: &str) -> Result<Option<String>, StoreError> {
        self.holding = Some(name.to_owned());
        let row = self.query_one("SELECT bummerl_hold($1)", &[&name])?;
        Ok(row.get(0))
    }

    /// Writes the table held by [`Session::hold`] (`value` `None`: deletes it) and hands the
    /// hold to the transaction it runs in (schema 3's `bummerl_put`): the lock ends as the write
    /// commits or fails. A failure leaves the session counted as holding, so that it is
    /// dropped rather than reused.
    pub(super) fn put(
        &mut self,
        key: &str,
        value: Option<&str>,
        due: Option<i64>,
    ) -> Result<(), StoreError> {
        self.hand_off("SELECT bummerl_put($1, $2, $3)", &[&key, &value, &due])
    }

    /// Runs a statement that hands the hold of [`Session::hold`] to its own transaction, as
    /// [`Session::put`] does (schema 7's `bummerl_commit`, for a change with more to write).
    pub(super) fn hand_off(&mut self, sql: &'static str, params: Params) -> Result<(), StoreError> {
        self.query_one(sql, params)?;
        self.holding = None;
        Ok(())
    }

    /// Lets go of the lock of [`Session::hold`].
    pub(super) fn release(&mut self) -> Result<(), StoreError> {
        let Some(name) = self.holding.take() else {
            return Ok(());
        };
        let released = self.query(
            "SELECT pg_advisory_unlock(hashtextextended($1, 0))",
            &[&name],
        );
        if released.is_err() {
            self.holding = Some(name);
        }
        released.map(drop)
    }

    /// Runs `f` in a transaction: committed if it succeeds, rolled back if it fails.
    pub(super) fn transaction<R>(
        &mut self,
        f: impl FnOnce(&mut Session) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        self.batch("BEGIN")?;
        self.in_transaction = true;
        let result = f(self);
        let end = if result.is_ok() { "COMMIT" } else { "ROLLBACK" };
        let ended = self.batch(end);
        self.in_transaction = ended.is_err();
        let value = result?;
        ended?;
        Ok(value)
    }
}

/// Makes the pool's sessions.
pub(super) struct Connector(pub(super) Config);

impl r2d2::ManageConnection for Connector {
    type Connection = Session;
    type Error = postgres::Error;

    fn connect(&self) -> Result<Session, postgres::Error> {
        let mut client = self.0.connect(NoTls)?;
        // The statements' plans are made once per session, not again at every call: with an
        // array among its parameters (the credits, the deals' records) a statement would
        // otherwise be planned afresh each time, its estimate for the array's known length
        // beating the generic plan's. The tables are small and read by key.
        client.batch_execute("SET plan_cache_mode = force_generic_plan")?;
        Ok(Session {
            client,
            prepared: HashMap::new(),
            in_transaction: false,
            holding: None,
            used: Instant::now(),
        })
    }

    fn is_valid(&self, session: &mut Session) -> Result<(), postgres::Error> {
        if session.used.elapsed() < ALIVE_WINDOW {
            return Ok(());
        }
        session.client.simple_query("")?;
        session.used = Instant::now();
        Ok(())
    }

    fn has_broken(&self, session: &mut Session) -> bool {
        session.in_transaction || session.holding.is_some() || session.client.is_closed()
    }
}
