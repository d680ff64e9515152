//! Stored tables are users' data: a database written by an earlier release (`fixtures/`, made
//! by the release at commit 0e5830b with `bummerl play`: a Schnapsen table in its second
//! Bummerl, Anna to play, and the leaderboard of the first) opens, checks and plays on, and its
//! export imports.

mod common;

use std::path::{Path, PathBuf};

use common::bummerl;

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/release-0e5830b")
}

/// A copy of the fixture's database (tests must not change the committed one).
fn copy_db(to: &Path) {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let target = to.join(entry.file_name());
            if entry.file_type().unwrap().is_dir() {
                copy(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), target).unwrap();
            }
        }
    }
    copy(&fixture().join("db"), to);
}

fn check(db: &Path) -> serde_json::Value {
    let out = bummerl(&["db", "check", "--db", db.to_str().unwrap()], "C", "");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn a_database_of_the_last_release_opens_checks_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    copy_db(&db);
    let checked = check(&db);
    assert_eq!(checked["ok"], true, "{checked}");
    assert_eq!(
        (checked["playing"].as_u64(), checked["leaderboard"].as_u64()),
        (Some(1), Some(1))
    );
    let data = db.to_str().unwrap();
    let input = "score\n1\nquit\n";
    let text = bummerl(&["play", "--data", data, "--lang", "en"], "C", input);
    assert!(
        text.contains("Your table resumes where you left it."),
        "{text}"
    );
    assert!(
        text.contains("Bummerl 2"),
        "the second Bummerl goes on: {text}"
    );
    assert!(
        text.contains("Anna 7 · Computer (strong) 4"),
        "the tally: {text}"
    );
    assert!(!text.contains('✗'), "nothing refused: {text}");
    // The move was stored: the table's version moved on, and it still checks.
    let after = check(&db);
    assert_eq!(after["ok"], true, "{after}");
    let export = bummerl(&["db", "export", "--db", data], "C", "");
    let before: serde_json::Value =
        serde_json::from_slice(&std::fs::read(fixture().join("export.json")).unwrap()).unwrap();
    let now: serde_json::Value = serde_json::from_str(&export).unwrap();
    let version = |v: &serde_json::Value| {
        v["tables"]["terminal:local"]["value"]["version"]
            .as_u64()
            .unwrap_or_default()
    };
    assert!(version(&now) > version(&before), "{now}");
}

#[test]
fn an_export_of_the_last_release_imports() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("new");
    let file = fixture().join("export.json");
    let (db_arg, file_arg) = (db.to_str().unwrap(), file.to_str().unwrap());
    bummerl(&["db", "import", "--db", db_arg, file_arg], "C", "");
    let checked = check(&db);
    assert_eq!(checked["ok"], true, "{checked}");
    assert_eq!(checked["playing"], 1, "{checked}");
}
