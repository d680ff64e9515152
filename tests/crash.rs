//! Crash safety: a worker process plays many tables through the manager on a real sled
//! directory and prints every acknowledged table version; it is killed with SIGKILL at random
//! moments, again and again. After each kill the database must hold every acknowledged action,
//! every table must be consistent, and play must go on from there.

mod common;

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

use bot_core::manager::SledStore;
use bot_core::manager::{Manager, Platform, TableKey, Timing};
use bot_core::simulate::TableDriver;
use bot_core::store::Database;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const TABLES: usize = 20;

/// Runs the worker until it has acknowledged `acks` commands, then kills it; returns the highest
/// acknowledged version per table.
fn run_and_kill(db: &Path, seed: u64, acks: usize) -> HashMap<String, u64> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args([
            "db",
            "crash-worker",
            "--tables",
            &TABLES.to_string(),
            "--seed",
            &seed.to_string(),
        ])
        .arg("--db")
        .arg(db)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the worker starts");
    let mut acked = HashMap::new();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines();
    for line in lines.take(acks) {
        let line = line.expect("worker output");
        let mut parts = line.split_whitespace();
        assert_eq!(parts.next(), Some("ack"), "unexpected line {line:?}");
        let table = parts.next().unwrap().to_owned();
        let version: u64 = parts.next().unwrap().parse().unwrap();
        let known = acked.entry(table).or_insert(0);
        *known = (*known).max(version);
    }
    child.kill().expect("SIGKILL");
    child.wait().unwrap();
    acked
}

#[test]
fn killed_workers_lose_no_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut acked: HashMap<String, u64> = HashMap::new();
    for round in 0..6 {
        let acks = rng.random_range(30..400);
        for (table, version) in run_and_kill(dir.path(), round, acks) {
            let known = acked.entry(table).or_insert(0);
            *known = (*known).max(version);
        }
        let store = SledStore::open(dir.path()).expect("the database reopens after SIGKILL");
        for (channel, &version) in &acked {
            let key = TableKey::new(Platform::Terminal, channel);
            let table = store
                .table(&key)
                .unwrap()
                .expect("an acknowledged table exists");
            assert!(
                table.version >= version,
                "round {round}: {channel} acknowledged version {version}, stored {}",
                table.version
            );
            table.check().unwrap_or_else(|e| panic!("{channel}: {e}"));
        }
    }
    assert!(
        acked.len() >= TABLES / 2,
        "the worker played most tables: {}",
        acked.len()
    );
    // `db check` agrees, and every table is still playable.
    let report = common::db_check(dir.path());
    assert_eq!(report["problems"], serde_json::json!([]));
    let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
    for channel in acked.keys() {
        let mut driver = TableDriver::new(TableKey::new(Platform::Terminal, channel));
        for _ in 0..100 {
            driver
                .step(&manager, &mut rng)
                .expect("play goes on after the crash");
        }
    }
}
