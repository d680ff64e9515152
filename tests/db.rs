//! `bummerl db` on real databases: a backup made with `db export` and restored with
//! `db import` holds the same data, and `db check` reports it consistent.

use std::path::Path;
use std::process::{Command, Output};

use bot_core::store::{Database, TestSchema};

fn bummerl(args: &[&str], dbs: &[&Path]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bummerl"));
    cmd.args(args);
    for db in dbs {
        cmd.arg(db);
    }
    cmd.output().expect("bummerl runs")
}

fn json(output: &Output) -> serde_json::Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("one JSON document")
}

#[test]
fn export_import_round_trip_and_check() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    // Fill a database by playing tables through the manager.
    let filled = bummerl(
        &[
            "bench",
            "manager",
            "--tables",
            "6",
            "--seconds",
            "0.5",
            "--db",
        ],
        &[&a],
    );
    assert!(json(&filled)["actions"].as_u64().unwrap() > 100);
    let export = json(&bummerl(&["db", "export", "--db"], &[&a]));
    assert_eq!(export["tables"].as_object().unwrap().len(), 6);
    let file = dir.path().join("backup.json");
    std::fs::write(&file, export.to_string()).unwrap();
    let counts = json(&bummerl(&["db", "import", "--db"], &[&b, &file]));
    assert_eq!(counts["tables"], 6);
    assert_eq!(json(&bummerl(&["db", "export", "--db"], &[&b])), export);
    let check = json(&bummerl(&["db", "check", "--db"], &[&b]));
    assert_eq!(check["ok"], true);
    assert_eq!(check["tables"], 6);
    // Importing into a database that is not empty is refused.
    let again = bummerl(&["db", "import", "--db"], &[&b, &file]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("not empty"));
}

#[test]
fn check_reports_a_damaged_table_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    json(&bummerl(
        &[
            "bench",
            "manager",
            "--tables",
            "2",
            "--seconds",
            "0.2",
            "--db",
        ],
        &[&db],
    ));
    let mut export = json(&bummerl(&["db", "export", "--db"], &[&db]));
    // Damage one table that is in a game: a card dealt twice.
    let tables = export["tables"].as_object_mut().unwrap();
    let table = tables
        .values_mut()
        .find(|t| {
            // A game with cards in both hands (a game can stand at its last trick).
            let hands = &t["value"]["phase"]["Playing"]["game"]["Game"]["state"]["game"]["hands"];
            (0..2).all(|i| hands[i].as_array().is_some_and(|h| !h.is_empty()))
        })
        .expect("a table in a game");
    let hand = &mut table["value"]["phase"]["Playing"]["game"]["Game"]["state"]["game"]["hands"];
    let first = hand[0][0].clone();
    hand[1][0] = first;
    let file = dir.path().join("damaged.json");
    std::fs::write(&file, export.to_string()).unwrap();
    // Import refuses the damaged export as a whole and leaves the database empty.
    let restored = dir.path().join("restored");
    let refused = bummerl(&["db", "import", "--db"], &[&restored, &file]);
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("cannot read the stored value"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
    let empty = json(&bummerl(&["db", "export", "--db"], &[&restored]));
    assert!(empty["tables"].as_object().unwrap().is_empty());
    // Damage that happens in place (here: a turn timer of a player who is not there) is what
    // `db check` finds.
    {
        let store = bot_core::manager::SledStore::open(&db).unwrap();
        let mut table = store
            .tables()
            .into_iter()
            .map(Result::unwrap)
            .find(|t| t.timer.is_some())
            .expect("a table with a turn timer");
        table.timer.as_mut().unwrap().player = 9;
        store
            .commit(
                &table.key.clone(),
                Some(&table),
                &[],
                bot_core::store::Deals::NONE,
            )
            .unwrap();
    }
    let check = bummerl(&["db", "check", "--db"], &[&db]);
    assert!(!check.status.success(), "a damaged table fails the check");
    let report: serde_json::Value = serde_json::from_slice(&check.stdout).unwrap();
    assert_eq!(report["problems"].as_array().unwrap().len(), 1, "{report}");
}

#[test]
fn check_and_export_refuse_a_directory_without_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("typo");
    for command in ["check", "export"] {
        let out = bummerl(&["db", command, "--db"], &[&missing]);
        assert!(!out.status.success(), "{command}");
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("no database there"),
            "{command}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!missing.exists(), "{command} created nothing");
    }
}

#[test]
fn backups_move_between_sled_and_postgres_and_both_check() {
    let (Some(a), Some(b)) = (TestSchema::new(), TestSchema::new()) else {
        return;
    };
    let (pg_a, pg_b) = (a.url(), b.url());
    let dir = tempfile::tempdir().unwrap();
    let (sled, back) = (dir.path().join("sled"), dir.path().join("back"));
    // Both filled by playing tables through the manager: sled, then PostgreSQL, in one run.
    let bench = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args(["bench", "manager", "--tables", "5", "--seconds", "0.3"])
        .arg("--db")
        .arg(&sled)
        .args(["--db", &pg_b])
        .output()
        .unwrap();
    assert!(
        bench.status.success(),
        "{}",
        String::from_utf8_lossy(&bench.stderr)
    );
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&bench.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "one line per database");
    assert_eq!(
        (&lines[0]["store"], &lines[1]["store"]),
        (&"sled".into(), &"postgres".into())
    );
    assert!(lines.iter().all(|l| l["actions"].as_u64().unwrap() > 20));

    // sled → PostgreSQL → the same export; PostgreSQL → sled → the same export.
    for (from, to) in [
        (sled.to_str().unwrap(), pg_a.as_str()),
        (pg_b.as_str(), back.to_str().unwrap()),
    ] {
        let export = json(&bummerl(&["db", "export", "--db", from], &[]));
        assert_eq!(export["tables"].as_object().unwrap().len(), 5);
        let file = dir.path().join("backup.json");
        std::fs::write(&file, export.to_string()).unwrap();
        let counts = json(&bummerl(&["db", "import", "--db", to], &[&file]));
        assert_eq!(counts["tables"], 5);
        assert_eq!(json(&bummerl(&["db", "export", "--db", to], &[])), export);
        for db in [from, to] {
            let check = json(&bummerl(&["db", "check", "--db", db], &[]));
            assert_eq!(check["ok"], true, "{db}");
            assert_eq!(check["tables"], 5);
            assert_eq!(check["layout"], bot_core::store::DB_FORMAT);
        }
    }
}
