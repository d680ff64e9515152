//! The PostgreSQL schema and its migrations, applied on open.
//!
//! `bummerl_meta` holds two numbers: `schema`, how many of [`MIGRATIONS`] have been applied (the
//! SQL shape of the tables), and `layout`, the layout of the stored values as a whole
//! ([`DB_FORMAT`], the same meaning as in sled's `meta` tree). A database with a newer number of
//! either is refused unchanged. Opening holds an advisory lock while it migrates, so that
//! processes starting together do not both migrate.

use postgres::Client;

use crate::store::{DB_FORMAT, StoreError};

/// The SQL of each schema version, in order: version N is reached by running `MIGRATIONS[N-1]`.
/// Append, never change one that has been released.
///
/// Values are the stored envelopes as text (the same bytes as sled's, so that exports are the
/// same document; `jsonb` would reorder keys and refuse `\u0000`). A table's row carries its
/// timer index entry (`due`, ms since the epoch) and the claim on it
/// ([`Database::due_timers`](crate::store::Database::due_timers)). Version 2 adds the leases
/// ([`Database::lease`](crate::store::Database::lease)); version 3 `bummerl_hold`, which takes a
/// table's advisory lock and then reads the table, in one round trip
/// ([`Database::hold_table`](crate::store::Database::hold_table)): a volatile function reads
/// with a snapshot taken after the lock is granted, so it sees the last holder's commit. And
/// `bummerl_put`, which writes a held table and hands the hold to its transaction (the same
/// lock taken for the transaction, the session's let go), so that it ends exactly as the write
/// commits, in the same round trip ([`Database::commit_held`](crate::store::Database::commit_held)).
/// Version 4 adds the records of finished deals ([`Deals`](crate::store::Deals)), compressed as
/// sled keeps them, numbered per channel.
/// Version 5 adds the deal each table plays as it was dealt
/// ([`Deals::dealt`](crate::store::Deals::dealt)), by channel.
/// Version 6 adds each channel's record of its seasons
/// ([`Deals::seasons`](crate::store::Deals::seasons)), by channel.
/// Version 7 adds `bummerl_commit`, which writes a change beside its table — the leaderboard
/// entries as credited, the deal dealt, the record of seasons, the finished deals numbered
/// after the channel's newest with the oldest past the channel's keep removed — in one
/// statement (one round trip, its own transaction), handing a held table's lock to it as
/// `bummerl_put` does; and compresses the tables' values with LZ4 where the server has it
/// (a table of two kilobytes is written at every move: pglz spent a twentieth of the server's
/// time compressing it, LZ4 a five-hundredth, for 10% more bytes).
/// Version 8 adds `bummerl_put_if`, which writes a table only if its stored value is still the
/// one the caller read, under the table's advisory lock for its transaction (so that no holder
/// reads or writes it meanwhile): a move on a table the process has in memory is one round trip
/// instead of a hold and a put ([`Database::put_if`](crate::store::Database::put_if)).
const MIGRATIONS: &[&str] = &["
    CREATE TABLE bummerl_tables (
        key text PRIMARY KEY,
        value text NOT NULL,
        due bigint,
        claimed_by bigint,
        claim_until bigint
    );
    CREATE INDEX bummerl_tables_due ON bummerl_tables (due) WHERE due IS NOT NULL;
    CREATE TABLE bummerl_leaderboard (
        channel text NOT NULL,
        board text NOT NULL,
        user_key text NOT NULL,
        value text NOT NULL,
        PRIMARY KEY (channel, board, user_key)
    );
    CREATE TABLE bummerl_users (key text PRIMARY KEY, value text NOT NULL);
    CREATE TABLE bummerl_posted (key text PRIMARY KEY, value text NOT NULL);
", "
    CREATE TABLE bummerl_leases (name text PRIMARY KEY, holder bigint NOT NULL, until bigint NOT NULL);
", "
    CREATE FUNCTION bummerl_hold(table_key text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
        PERFORM pg_advisory_lock(hashtextextended(table_key, 0));
        RETURN (SELECT value FROM bummerl_tables WHERE key = table_key);
    END $$;
    CREATE FUNCTION bummerl_put(table_key text, table_value text, table_due bigint)
    RETURNS void LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended(table_key, 0));
        PERFORM pg_advisory_unlock(hashtextextended(table_key, 0));
        IF table_value IS NULL THEN
            DELETE FROM bummerl_tables WHERE key = table_key;
        ELSE
            INSERT INTO bummerl_tables (key, value, due) VALUES (table_key, table_value, table_due)
            ON CONFLICT (key) DO UPDATE
            SET value = EXCLUDED.value, due = LEAST(bummerl_tables.due, EXCLUDED.due);
        END IF;
    END $$;
", "
    CREATE TABLE bummerl_deals (
        channel text NOT NULL,
        seq bigint NOT NULL,
        value bytea NOT NULL,
        PRIMARY KEY (channel, seq)
    );
", "
    CREATE TABLE bummerl_dealt (
        channel text PRIMARY KEY,
        value text NOT NULL
    );
", "
    CREATE TABLE bummerl_seasons (
        channel text PRIMARY KEY,
        value text NOT NULL
    );
", "
    CREATE FUNCTION bummerl_commit(
        c_key text, c_value text, c_due bigint, c_hand_off boolean,
        c_boards text[], c_users text[], c_entries text[],
        c_dealt text, c_seasons text, c_records bytea[], c_keep bigint)
    RETURNS void LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
        last_seq bigint;
        gone bigint;
    BEGIN
        IF c_hand_off THEN
            PERFORM pg_advisory_xact_lock(hashtextextended(c_key, 0));
            PERFORM pg_advisory_unlock(hashtextextended(c_key, 0));
        END IF;
        IF c_value IS NULL THEN
            DELETE FROM bummerl_tables WHERE key = c_key;
            DELETE FROM bummerl_dealt WHERE channel = c_key;
        ELSE
            INSERT INTO bummerl_tables (key, value, due) VALUES (c_key, c_value, c_due)
            ON CONFLICT (key) DO UPDATE
            SET value = EXCLUDED.value, due = LEAST(bummerl_tables.due, EXCLUDED.due);
        END IF;
        INSERT INTO bummerl_leaderboard (channel, board, user_key, value)
        SELECT c_key, b, u, v FROM unnest(c_boards, c_users, c_entries) AS t(b, u, v)
        ON CONFLICT (channel, board, user_key) DO UPDATE SET value = EXCLUDED.value;
        IF c_dealt IS NOT NULL THEN
            INSERT INTO bummerl_dealt (channel, value) VALUES (c_key, c_dealt)
            ON CONFLICT (channel) DO UPDATE SET value = EXCLUDED.value;
        END IF;
        IF c_seasons IS NOT NULL THEN
            INSERT INTO bummerl_seasons (channel, value) VALUES (c_key, c_seasons)
            ON CONFLICT (channel) DO UPDATE SET value = EXCLUDED.value;
        END IF;
        IF cardinality(c_records) > 0 AND c_keep > 0 THEN
            SELECT COALESCE(MAX(seq), 0) INTO last_seq FROM bummerl_deals WHERE channel = c_key;
            gone := last_seq + cardinality(c_records) - c_keep;
            INSERT INTO bummerl_deals (channel, seq, value)
            SELECT c_key, last_seq + n, r FROM unnest(c_records) WITH ORDINALITY AS t(r, n)
            WHERE last_seq + n > gone;
            IF gone > 0 THEN
                DELETE FROM bummerl_deals WHERE channel = c_key AND seq <= gone;
            END IF;
        END IF;
    END $$;
    DO $$ BEGIN
        ALTER TABLE bummerl_tables ALTER COLUMN value SET COMPRESSION lz4;
    EXCEPTION WHEN feature_not_supported OR syntax_error THEN
        -- A server built without LZ4, or older than PostgreSQL 14, keeps pglz.
    END $$;
", "
    CREATE FUNCTION bummerl_put_if(table_key text, known text, table_value text, table_due bigint)
    RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended(table_key, 0));
        UPDATE bummerl_tables SET value = table_value, due = LEAST(due, table_due)
        WHERE key = table_key AND value = known;
        RETURN FOUND;
    END $$;
"];

/// The advisory lock held while a database is migrated ("bummerl" in ASCII; the same in every
/// release).
const MIGRATION_LOCK: i64 = 0x0062_756d_6d65_726c;

/// The schema version this build brings a database to.
pub(super) fn current() -> i64 {
    MIGRATIONS.len() as i64
}

/// Brings the schema up to date and records the layout, in one transaction.
pub(super) fn migrate(client: &mut Client) -> Result<(), StoreError> {
    let mut tx = client.transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS bummerl_meta (key text PRIMARY KEY, value bigint NOT NULL)",
    )?;
    let found = read(&mut tx, "schema")?.unwrap_or(0);
    if found > current() {
        return Err(StoreError::NewerSchema {
            found,
            known: current(),
        });
    }
    for (version, sql) in MIGRATIONS.iter().enumerate().skip(found as usize) {
        tx.batch_execute(sql)?;
        write(&mut tx, "schema", version as i64 + 1)?;
        tracing::info!(schema = version + 1, "PostgreSQL schema migrated");
    }
    match read(&mut tx, "layout")? {
        None => write(&mut tx, "layout", i64::from(DB_FORMAT))?,
        Some(found) if found > i64::from(DB_FORMAT) => {
            return Err(StoreError::NewerDatabase {
                found: found as u64,
            });
        }
        // Layouts 2 → 3 → 4 changed only how tables of the Schnapsen family read; each is
        // brought up to date as it is read (`TableRecord::upgrade`) and stored so when next
        // written. 4 → 5 added the deals' table (schema 4), which starts empty.
        Some(found) if found < i64::from(DB_FORMAT) => {
            write(&mut tx, "layout", i64::from(DB_FORMAT))?;
            tracing::info!(from = found, to = DB_FORMAT, "PostgreSQL layout recorded");
        }
        Some(_) => {}
    }
    tx.commit()?;
    Ok(())
}

/// The stored layout ([`DB_FORMAT`] once opened).
pub(super) fn layout(client: &mut Client) -> Result<u64, StoreError> {
    let layout = read(client, "layout")?.ok_or_else(|| StoreError::Corrupt {
        tree: "meta",
        key: "layout".into(),
        problem: "missing".into(),
    })?;
    Ok(layout as u64)
}

/// A number of `bummerl_meta`.
fn read(client: &mut impl postgres::GenericClient, key: &str) -> Result<Option<i64>, StoreError> {
    let row = client.query_opt("SELECT value FROM bummerl_meta WHERE key = $1", &[&key])?;
    Ok(row.map(|row| row.get(0)))
}

/// Sets a number of `bummerl_meta`.
pub(super) fn write(
    client: &mut impl postgres::GenericClient,
    key: &str,
    value: i64,
) -> Result<(), StoreError> {
    client.execute(
        "INSERT INTO bummerl_meta (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
        &[&key, &value],
    )?;
    Ok(())
}
