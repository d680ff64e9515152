//! `export [N] FILE` at the terminal table writes a finished deal as a scenario, and `bummerl
//! replay` plays that file again to the deal's recorded result, for games of every kind.

mod common;

use std::path::Path;

use common::bummerl;

/// `bummerl replay FILE`'s output.
fn replay(file: &Path) -> serde_json::Value {
    let out = bummerl(&["replay", file.to_str().unwrap()], "C", "");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn an_exported_deal_replays_to_its_result_in_every_kind_of_game() {
    for (variant, players) in [
        ("schnapsen", "2"),
        ("bauernschnapsen", "4"),
        ("elfern", "2"),
        ("bassette", "3"),
        ("ecarte", "2"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let (last, before) = (dir.path().join("Last.json"), dir.path().join("before.json"));
        let input = format!(
            "{}export {}\nexport 2 {}\nexport 900 {}\nquit\n",
            // "new" starts the next match where one was decided in a single deal.
            format!("{}new\n", "1\n".repeat(40)).repeat(4),
            last.display(),
            before.display(),
            dir.path().join("never.json").display(),
        );
        let args = [
            "play",
            "--data",
            data.to_str().unwrap(),
            "--level",
            "random",
            "--name",
            "Anna",
            "--lang",
            "en",
            "--seed",
            "5",
            "--variant",
            variant,
            "--players",
            players,
        ];
        let out = bummerl(&args, "C", &input);
        assert!(
            out.contains(&format!("Written: {}", last.display())),
            "{variant}: {out}"
        );
        assert!(
            out.contains(&format!(
                "\"bummerl replay {}\" plays it again",
                last.display()
            )),
            "the line names the file written, not the chats' attachment: {out}"
        );
        assert!(
            out.contains("There is no finished deal 900 back here: 1 is the last one"),
            "{variant}: {out}"
        );
        assert!(!dir.path().join("never.json").exists(), "{variant}");
        for file in [&last, &before] {
            let text = std::fs::read_to_string(file)
                .unwrap_or_else(|e| panic!("{variant}: {}: {e}\n{out}", file.display()));
            let scenario: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert_eq!(scenario["game"], variant);
            let replayed = replay(file);
            assert_eq!(
                replayed["actions"], scenario["expect"]["actions"],
                "{variant}"
            );
            assert_eq!(
                replayed["result"], scenario["expect"]["result"],
                "{variant}"
            );
            assert!(
                replayed["result"]["score"].is_array(),
                "{variant}: {replayed}"
            );
        }
        assert_ne!(
            std::fs::read(&last).unwrap(),
            std::fs::read(&before).unwrap(),
            "{variant}: two different deals"
        );
    }
}

#[test]
fn no_deal_to_export_is_said_in_the_players_language_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let file = dir.path().join("deal.json");
    let args = [
        "play",
        "--data",
        data.to_str().unwrap(),
        "--name",
        "Anna",
        "--lang",
        "de",
    ];
    let out = bummerl(
        &args,
        "C",
        &format!("export {}\nexport\nquit\n", file.display()),
    );
    assert!(
        out.contains("✗ In diesem Kanal ist noch kein Spiel zu Ende gespielt worden."),
        "{out}"
    );
    assert!(out.contains("export [N] FILE"), "the usage: {out}");
    assert!(!file.exists());
}

#[test]
fn a_scenario_that_is_not_a_recorded_deal_is_refused_with_why() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.json");
    std::fs::write(
        &file,
        r#"{"game": "elfern", "deal": {"game": "elfern", "state": {}}, "actions": []}"#,
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args(["replay", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("\"deal\""), "{err}");
}
