//! `bummerl db …`: check, export and import a database; and the crash test's worker.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context, bail};
use bot_core::manager::{Manager, Platform, SledStore, Store, TableKey, Timing, open_store};
use bot_core::simulate::TableDriver;
use bot_core::store::Location;
use bummerl_config::Config;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

/// Where an existing database is: `--db`, else the configured one (`store.url`, else
/// `data_dir`; the file and the environment, as `bummerl run` reads them).
#[derive(clap::Args)]
pub struct Existing {
    /// The database: a data directory or a PostgreSQL URL (default: the configured one).
    #[arg(long)]
    db: Option<Location>,
    /// The configuration file that names the database (default: bummerl.toml if present).
    #[arg(long, conflicts_with = "db")]
    config: Option<PathBuf>,
}

impl Existing {
    /// The database; an error for a directory that holds none, rather than a new empty one that
    /// would pass every check and back up nothing.
    pub fn location(&self) -> anyhow::Result<Location> {
        let location = match &self.db {
            Some(location) => location.clone(),
            None => Config::from_process_env(self.config.as_deref())?.store_location(),
        };
        if let Location::Dir(dir) = &location
            && !dir.join("db").is_file()
        {
            bail!(
                "{}: no database there (name the data directory or a PostgreSQL URL with --db, \
                 or the bot's configuration with --config, BUMMERL_DATA_DIR or \
                 BUMMERL_DATABASE_URL)",
                dir.display()
            );
        }
        Ok(location)
    }
}

/// Opens the store at `location`, saying where in the error.
fn open(location: &Location) -> anyhow::Result<Arc<dyn Store>> {
    open_store(location).with_context(|| format!("opening {location}"))
}

/// `db check`: loads and verifies every table; one JSON line with counts and the problems found.
/// Returns the report and whether everything was fine.
pub fn check(db: &Location) -> anyhow::Result<(Value, bool)> {
    let store = open(db)?;
    let (mut lobby, mut playing) = (0, 0);
    let mut problems = Vec::new();
    for table in store.tables() {
        match table {
            Ok(table) => match table.check() {
                Ok(()) if table.round().is_some() => playing += 1,
                Ok(()) => lobby += 1,
                Err(problem) => problems.push(format!("{}: {problem}", table.key)),
            },
            Err(e) => problems.push(e.to_string()),
        }
    }
    problems.extend(store.damaged_records().iter().map(ToString::to_string));
    let counts = store.counts();
    let ok = problems.is_empty();
    let report = json!({
        "layout": store.layout()?,
        "tables": counts.tables,
        "playing": playing,
        "lobby": lobby,
        "leaderboard": counts.leaderboard,
        "users": counts.users,
        "timers": counts.timers,
        "deals": counts.deals,
        "seasons": counts.seasons,
        "problems": problems,
        "ok": ok,
    });
    Ok((report, ok))
}

/// `db export`: everything as one JSON document.
pub fn export(db: &Location) -> anyhow::Result<Value> {
    let store = open(db)?;
    Ok(store.export()?)
}

/// `db import`: loads an export into an empty database.
pub fn import(db: &Location, file: &Path) -> anyhow::Result<Value> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let export: Value =
        serde_json::from_str(&text).with_context(|| format!("parsing {}", file.display()))?;
    let store = open(db)?;
    let counts = store.import(&export)?;
    Ok(serde_json::to_value(counts)?)
}

/// The crash test's worker: plays `tables` tables with random moves forever, printing
/// `ack CHANNEL VERSION` after every acknowledged command, until it is killed.
pub fn crash_worker(db: &Path, tables: usize, seed: u64) -> anyhow::Result<()> {
    let store = SledStore::open(db)?;
    let manager = Manager::new(store, Timing::default());
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut drivers: Vec<TableDriver> = (0..tables)
        .map(|i| TableDriver::new(TableKey::new(Platform::Terminal, format!("crash-{i}"))))
        .collect();
    let mut out = std::io::stdout().lock();
    loop {
        for driver in &mut drivers {
            let version = driver
                .step(&manager, &mut rng)
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            writeln!(out, "ack {} {version}", driver.key().channel)?;
            out.flush()?;
        }
    }
}
