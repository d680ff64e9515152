//! What the binary's tests share (each test crate uses a part of it).

#![allow(dead_code)]

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `bummerl` with `args` and `input` on stdin (and `LANG=lang_env`); returns stdout. Fails
/// the test unless it exits 0.
pub fn bummerl(args: &[&str], lang_env: &str, input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args(args)
        .env("LANG", lang_env)
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
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "exit {:?}\nstdout:\n{stdout}\nstderr:\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

/// `bummerl db check --db DB`: its report, once it has passed.
pub fn db_check(db: impl AsRef<OsStr>) -> serde_json::Value {
    let check = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args(["db", "check", "--db"])
        .arg(db)
        .output()
        .unwrap();
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );
    serde_json::from_slice(&check.stdout).unwrap()
}
