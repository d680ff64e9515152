//! Replays every public conformance scenario of the two-player variants from the shared folder
//! (so new public scenarios are picked up without a code change) and compares with `expect`.

use std::path::{Path, PathBuf};

use bot_core::replay::{ReplayOutput, Scenario};

fn conformance_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/conformance")
}

fn scenarios(folder: &str) -> Vec<PathBuf> {
    let dir = conformance_dir().join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no scenarios in {}", dir.display());
    files
}

fn check_folder(folder: &str) {
    let mut failures = Vec::new();
    let files = scenarios(folder);
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let scenario = Scenario::parse(&text)
            .unwrap_or_else(|e| panic!("{}: not a valid scenario: {e}", path.display()));
        let got = serde_json::to_value(scenario.replay()).unwrap();
        let want: serde_json::Value = serde_json::from_str(&text).unwrap();
        let expect = &want["expect"];
        for key in ["actions", "result", "legal"] {
            if let Some(expected) = expect.get(key)
                && &got[key] != expected
            {
                failures.push(format!(
                    "{} ({}): {key} differs\n  got  {}\n  want {}",
                    path.display(),
                    want["name"],
                    got[key],
                    expected
                ));
            }
        }
        // The output must also be what `bummerl replay` promises: it round-trips.
        let _: ReplayOutput = serde_json::from_value(got).unwrap();
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn schnapsen_scenarios() {
    check_folder("schnapsen");
}

#[test]
fn sechsundsechzig_scenarios() {
    check_folder("sechsundsechzig");
}

#[test]
fn schnorps_scenarios() {
    check_folder("schnorps");
}

#[test]
fn invalid_scenarios_are_rejected() {
    let base = std::fs::read_to_string(&scenarios("schnapsen")[0]).unwrap();
    let valid: serde_json::Value = serde_json::from_str(&base).unwrap();
    assert!(Scenario::parse(&base).is_ok());
    let mut broken = Vec::new();
    let mut v = valid.clone();
    v["hands"][0][0] = "XX".into();
    broken.push(("unknown card", v));
    let mut v = valid.clone();
    v["hands"][0][0] = v["hands"][1][0].clone();
    broken.push(("card dealt twice", v));
    let mut v = valid.clone();
    v["hands"][0].as_array_mut().unwrap().pop();
    broken.push(("short hand", v));
    let mut v = valid.clone();
    v["actions"][0]["do"] = "dance".into();
    broken.push(("unknown action", v));
    let mut v = valid.clone();
    v["actions"][0]["p"] = 2.into();
    broken.push(("no such seat", v));
    let mut v = valid.clone();
    v["rules"] = serde_json::json!({"no_such_rule": true});
    broken.push(("unknown house rule", v));
    let mut v = valid;
    v["variant"] = "skat".into();
    broken.push(("unknown variant", v));
    for (what, json) in broken {
        assert!(
            Scenario::parse(&json.to_string()).is_err(),
            "{what} accepted"
        );
    }
}
