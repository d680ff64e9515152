//! `bummerl db …`: check, export and import a database; and the crash test's worker.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use bot_core::manager::SledStore;
use bot_core::manager::{Manager, Platform, TableKey, Timing};
use bot_core::simulate::TableDriver;
use bot_core::store::Database;
use bummerl_config::Config;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

/// Where an existing database is: `--db`, else the configuration's `data_dir` (the file and
/// the environment, as `bummerl run` reads them).
#[derive(clap::Args)]
pub struct Existing {
    /// The database directory (default: the configured data_dir).
    #[arg(long)]
    db: Option<PathBuf>,
    /// The configuration file that names the data directory (default: bummerl.toml if present).
    #[arg(long, conflicts_with = "db")]
    config: Option<PathBuf>,
}

impl Existing {
    /// The directory; an error if it holds no database, rather than a new empty one that would
    /// pass every check and back up nothing.
    pub fn dir(&self) -> anyhow::Result<PathBuf> {
        let dir = match &self.db {
            Some(dir) => dir.clone(),
            None => Config::from_process_env(self.config.as_deref())?.data_dir,
        };
        if !dir.join("db").is_file() {
            bail!(
                "{}: no database there (name the data directory with --db, or the bot's \
                 configuration with --config or BUMMERL_DATA_DIR)",
                dir.display()
            );
        }
        Ok(dir)
    }
}

/// `db check`: loads and verifies every table; one JSON line with counts and the problems found.
/// Returns the report and whether everything was fine.
pub fn check(db: &Path) -> anyhow::Result<(Value, bool)> {
    let store = SledStore::open(db).with_context(|| format!("opening {}", db.display()))?;
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
        "problems": problems,
        "ok": ok,
    });
    Ok((report, ok))
}

/// `db export`: everything as one JSON document.
pub fn export(db: &Path) -> anyhow::Result<Value> {
    let store = SledStore::open(db).with_context(|| format!("opening {}", db.display()))?;
    Ok(store.export()?)
}

/// `db import`: loads an export into an empty database.
pub fn import(db: &Path, file: &Path) -> anyhow::Result<Value> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let export: Value =
        serde_json::from_str(&text).with_context(|| format!("parsing {}", file.display()))?;
    let store = SledStore::open(db).with_context(|| format!("opening {}", db.display()))?;
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
