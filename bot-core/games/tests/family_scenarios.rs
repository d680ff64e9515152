//! Replays every public conformance scenario of the Schnapsen family from the repository's copy
//! of the shared folders (`shared-copy/`, so a plain clone tests itself; new public scenarios are
//! picked up without a code change once copied) through the one entry point of `bummerl replay`
//! ([`replay::run`], the game surface) and compares with `expect`. The worked examples of
//! `FORMAT-bauernschnapsen.md` are stored without `expect`; theirs is taken from the document,
//! matched by name.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use bummerl_games::replay;
use serde_json::{Value, json};

/// The repository's copy of the public scenarios and rule texts.
fn copy_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared-copy")
}

fn conformance_dir() -> PathBuf {
    copy_dir().join("conformance")
}

/// Every file under `dir`, by its path relative to `dir`, with its bytes.
fn files_under(dir: &Path) -> std::collections::BTreeMap<PathBuf, Vec<u8>> {
    let mut found = std::collections::BTreeMap::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(at) = pending.pop() {
        for entry in std::fs::read_dir(&at).unwrap_or_else(|e| panic!("{}: {e}", at.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap();
                found.insert(path.strip_prefix(dir).unwrap().to_path_buf(), bytes);
            }
        }
    }
    found
}

/// The copy in `shared-copy/` is what `../shared` (the public folder beside a checkout) holds:
/// every conformance file and every `RULES*.md`. Skipped, with a note, where there is no
/// `../shared` (a plain clone).
#[test]
fn the_copy_equals_the_shared_folder() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared");
    if !shared.join("conformance").is_dir() {
        println!(
            "note: no {} beside the checkout; the copy in shared-copy/ is not compared",
            shared.display()
        );
        return;
    }
    let wanted = |dir: &Path| {
        let mut files = files_under(dir);
        files.retain(|path, _| {
            path.starts_with("conformance") || {
                let name = path.to_string_lossy();
                name.starts_with("RULES")
                    && name.ends_with(".md")
                    && path.parent() == Some(Path::new(""))
            }
        });
        files
    };
    let (original, copy) = (wanted(&shared), wanted(&copy_dir()));
    let names = |files: &std::collections::BTreeMap<PathBuf, Vec<u8>>| {
        files.keys().cloned().collect::<Vec<_>>()
    };
    assert_eq!(
        names(&copy),
        names(&original),
        "shared-copy/ lists other files than ../shared: copy them again (see shared-copy/README.md)"
    );
    for (path, bytes) in &original {
        assert!(
            copy[path] == *bytes,
            "shared-copy/{} differs from ../shared: copy it again",
            path.display()
        );
    }
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

/// A scenario file as JSON.
fn read(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The `expect` blocks of the worked examples in the format documents, by scenario name.
fn documented_expectations() -> HashMap<String, Value> {
    let mut found = HashMap::new();
    for doc in ["FORMAT.md", "FORMAT-bauernschnapsen.md"] {
        let text = std::fs::read_to_string(conformance_dir().join(doc)).unwrap_or_default();
        for block in text.split("```json\n").skip(1) {
            let json = block.split("```").next().unwrap_or_default();
            if let Ok(example) = serde_json::from_str::<Value>(json)
                && let (Some(name), Some(expect)) =
                    (example["name"].as_str(), example.get("expect"))
            {
                found.insert(name.to_owned(), expect.clone());
            }
        }
    }
    found
}

fn check_folder(folder: &str) {
    let mut failures = Vec::new();
    let files = scenarios(folder);
    let documented = documented_expectations();
    for path in &files {
        let want = read(path);
        assert!(
            want.get("game").is_none(),
            "{}: the family's frame",
            path.display()
        );
        let got = replay::run(&want)
            .unwrap_or_else(|e| panic!("{}: not a valid scenario: {e}", path.display()));
        let expect = match want.get("expect") {
            Some(expect) => expect,
            None => want["name"]
                .as_str()
                .and_then(|name| documented.get(name))
                .unwrap_or_else(|| panic!("{}: no expectation", path.display())),
        };
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
        // The output holds what `bummerl replay` promises, and nothing else.
        let keys: Vec<&String> = got.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["actions", "legal", "result"], "{}", path.display());
        let actions = want["actions"].as_array().unwrap().len();
        assert_eq!(got["legal"].as_array().unwrap().len(), actions);
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
fn bauernschnapsen_scenarios() {
    check_folder("bauernschnapsen");
}

#[test]
fn dreierschnapsen_scenarios() {
    check_folder("dreierschnapsen");
}

/// A scenario of the family's frame is its variant's registry game, Schnapsen's without a
/// variant: naming the game instead replays it the same, and so does leaving out
/// `"variant": "schnapsen"`.
#[test]
fn the_familys_frame_is_its_variants_registry_game() {
    for folder in [
        "schnapsen",
        "sechsundsechzig",
        "schnorps",
        "bauernschnapsen",
        "dreierschnapsen",
    ] {
        for path in scenarios(folder) {
            let scenario = read(&path);
            let variant = scenario["variant"].as_str().unwrap_or("schnapsen");
            let framed = replay::run(&scenario).unwrap();
            let mut named = scenario.clone();
            named["game"] = json!(variant);
            assert_eq!(replay::run(&named).unwrap(), framed, "{}", path.display());
            if variant == "schnapsen" {
                let mut bare = scenario;
                bare.as_object_mut().unwrap().remove("variant");
                assert_eq!(replay::run(&bare).unwrap(), framed, "{}", path.display());
            }
        }
    }
}

/// `FORMAT.md` lists the moves of the seat to act before every action, `FORMAT-games.md` and
/// `FORMAT-bauernschnapsen.md` those of the action's seat: an action out of turn shows the
/// difference.
#[test]
fn each_frame_lists_its_own_seats_moves() {
    let mut two = read(&scenarios("schnapsen")[0]);
    let card = two["hands"][1][0].clone();
    two["actions"] = json!([{"p": 1, "do": "play", "card": card}]);
    let got = replay::run(&two).unwrap();
    assert_eq!(got["actions"], json!(["not_your_turn"]));
    let listed = got["legal"][0].as_array().unwrap();
    assert!(!listed.is_empty(), "the forehand's moves: {got}");
    let played = format!("play:{}", card.as_str().unwrap());
    assert!(listed.iter().all(|m| m != played.as_str()), "{got}");
    let mut four = read(&scenarios("bauernschnapsen")[0]);
    four["actions"] = json!([{"p": 2, "do": "pass"}]);
    let got = replay::run(&four).unwrap();
    assert_eq!(got["legal"], json!([[]]), "{got}");
}

#[test]
fn invalid_bauern_scenarios_are_rejected() {
    let valid = read(&scenarios("bauernschnapsen")[0]);
    assert!(replay::run(&valid).is_ok());
    let dreier = read(&scenarios("dreierschnapsen")[0]);
    assert!(replay::run(&dreier).is_ok());
    type Edit = fn(&mut Value);
    let edits: [(&str, Edit); 16] = [
        ("unknown card", |v| v["hands"][0][0] = "XX".into()),
        ("a nine", |v| v["hands"][0][0] = "9H".into()),
        ("card dealt twice", |v| {
            v["hands"][0][0] = v["hands"][1][0].clone()
        }),
        ("short hand", |v| {
            v["hands"][0].as_array_mut().unwrap().pop();
        }),
        ("three hands", |v| {
            v["hands"].as_array_mut().unwrap().pop();
        }),
        ("a talon", |v| v["talon"] = json!(["AH", "TH"])),
        ("unknown action", |v| v["actions"][0]["do"] = "dance".into()),
        ("no such seat", |v| v["actions"][0]["p"] = 4.into()),
        ("bad suit", |v| v["actions"][2]["suit"] = "X".into()),
        ("missing suit", |v| {
            v["actions"][2].as_object_mut().unwrap().remove("suit");
        }),
        ("unknown game", |v| {
            v["actions"][5]["game"] = "ramsch".into()
        }),
        ("index not an integer", |v| {
            v["actions"][0] = json!({"p": 0, "do": "turn", "index": "1"})
        }),
        ("cards not two", |v| {
            v["actions"][0] = json!({"p": 0, "do": "discard", "cards": ["AH"]})
        }),
        ("unknown house rule", |v| {
            v["rules"] = json!({"close_first_lead": true})
        }),
        ("score out of range", |v| v["score"] = json!([25, 24])),
        ("score of three sides", |v| v["score"] = json!([24, 24, 24])),
    ];
    for (what, edit) in edits {
        let mut v = valid.clone();
        edit(&mut v);
        assert!(replay::run(&v).is_err(), "{what} accepted");
    }
    let mut v = dreier;
    v.as_object_mut().unwrap().remove("talon");
    assert!(
        replay::run(&v).is_err(),
        "Dreierschnapsen without talon accepted"
    );
    // Out-of-range numbers that are integers are refusals, not broken files.
    let mut v = valid;
    v["actions"][0] = json!({"p": 0, "do": "turn", "index": -1});
    v["score"] = json!([1, 24]);
    let out = replay::run(&v).unwrap();
    assert_eq!(out["actions"][0], "cannot_choose_trump");
}

#[test]
fn invalid_scenarios_are_rejected() {
    let valid = read(&scenarios("schnapsen")[0]);
    assert!(replay::run(&valid).is_ok());
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
    v["rules"] = json!({"no_such_rule": true});
    broken.push(("unknown house rule", v));
    let mut v = valid;
    v["variant"] = "skat".into();
    broken.push(("unknown variant", v));
    for (what, json) in broken {
        assert!(replay::run(&json).is_err(), "{what} accepted");
    }
}
