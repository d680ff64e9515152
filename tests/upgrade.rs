//! Stored tables are users' data: a database written by an earlier release (`fixtures/`, made
//! by the release at commit 0e5830b with `bummerl play`: a Schnapsen table in its second
//! Bummerl, Anna to play, and the leaderboard of the first) opens, checks and plays on, and its
//! export imports.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

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

fn bummerl(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bummerl runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn check(db: &Path) -> serde_json::Value {
    let out = bummerl(&["db", "check", "--db", db.to_str().unwrap()], "");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    serde_json::from_slice(&out.stdout).unwrap()
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
    let out = bummerl(
        &["play", "--data", data, "--lang", "en"],
        "score\n1\nquit\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
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
    let export = bummerl(&["db", "export", "--db", data], "");
    let before: serde_json::Value =
        serde_json::from_slice(&std::fs::read(fixture().join("export.json")).unwrap()).unwrap();
    let now: serde_json::Value = serde_json::from_slice(&export.stdout).unwrap();
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
    let out = bummerl(
        &[
            "db",
            "import",
            "--db",
            db.to_str().unwrap(),
            file.to_str().unwrap(),
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let checked = check(&db);
    assert_eq!(checked["ok"], true, "{checked}");
    assert_eq!(checked["playing"], 1, "{checked}");
}
