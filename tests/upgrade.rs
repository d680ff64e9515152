//! Stored tables are users' data: databases written by earlier releases (`fixtures/`) open, are
//! migrated to today's layout, check and play on, and their exports import.
//!
//! - `release-0e5830b`, made with `bummerl play`: a Schnapsen table in its second Bummerl, Anna
//!   to play, and the leaderboard of the first.
//! - `release-c13c9ae` (the last release before the game registry), made with `bummerl play
//!   --seed 11` (a Schnapsen Bummerl lost, the table closed) and then `--variant dreierschnapsen
//!   --seed 7`: a Dreierschnapsen table in its second game, the declarer laying away while Anna
//!   may still say Kontra, and leaderboard entries of both variants.
//! - `release-0f3ecdd` (the last release before the Schnapsen family moves onto the game surface,
//!   issue 21), made with `bummerl play --name Anna`: an Elfern match resigned (`--seed 5`), a
//!   Schnapsen Bummerl resigned (`--seed 11`), then `--variant bauernschnapsen --seed 3`: a
//!   Bauernschnapsen table in its first game, three cards in the first trick and Anna to play;
//!   leaderboard entries of a registry game and of the family.
//! - `release-f868063` (the last layout before Schnapsen, Sechsundsechzig and Schnorps move onto
//!   the game surface), made with `bummerl play --name Anna --variant schnorps --players 3 --rule
//!   kiebitz=on --seed 5` and twelve times `1`: Schnorps at three in its third game, Computer 2
//!   dealing and sitting out, the Marken -6/+6/0, Anna to lead.
//! - `release-9d83e66` (the last release whose moves are text on the game surface, issue 39),
//!   made with `bummerl play --name Anna --lang en`: an Elfern match resigned (`--variant elfern
//!   --seed 5`, `1`, `abort` twice), then `--variant sechsundsechzig --seed 4` and five times `1`:
//!   Sechsundsechzig mid-deal, Anna to answer the Ace of Spades. Beside it two Schlauch tables
//!   (`schlauch-0`, `schlauch-1`) and two Briscan tables (`briscon-0`, `briscon-1`) mid-deal,
//!   written by that release's `bench manager --tables 2 --seconds 0.05 --game …` and brought
//!   into one database with its `db export` and `db import`; eleven leaderboard entries.
//! - `release-c0be872` (the last layout before seasons, issue 44), made with `bummerl play --name
//!   Anna --lang en --seed 11` (`1`, `abort` twice: a Schnapsen Bummerl resigned, Anna and the
//!   strong computer rated) and then three times `1` (`--variant sechsundsechzig --seed 4` given,
//!   but the terminal took the game last played): Schnapsen mid-deal, Anna to lead; two
//!   leaderboard entries, no record of seasons.

mod common;

use std::path::{Path, PathBuf};

use bot_core::store::TestSchema;
use common::bummerl;

/// Today's layout, which every fixture is migrated to.
const LAYOUT: u32 = bot_core::store::DB_FORMAT;

fn fixture(release: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/release-{release}"))
}

/// A copy of a fixture's database (tests must not change the committed one).
fn copy_db(release: &str, to: &Path) {
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
    copy(&fixture(release).join("db"), to);
}

fn check(db: &Path) -> serde_json::Value {
    let out = bummerl(&["db", "check", "--db", db.to_str().unwrap()], "C", "");
    serde_json::from_str(&out).unwrap()
}

/// The version of the terminal table in an export.
fn version(export: &serde_json::Value) -> u64 {
    export["tables"]["terminal:local"]["value"]["version"]
        .as_u64()
        .unwrap_or_default()
}

/// Opens a copy of `release`'s database, checks it (migrated to today's layout, `tables` and
/// `leaderboard` entries as stored), plays `input` at its terminal table and checks that the
/// move was stored. The terminal's text.
fn plays_on(release: &str, leaderboard: u64, input: &str) -> String {
    plays_on_among(release, 1, leaderboard, input)
}

/// [`plays_on`] for a database of `playing` tables.
fn plays_on_among(release: &str, playing: u64, leaderboard: u64, input: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    copy_db(release, &db);
    let checked = check(&db);
    assert_eq!(checked["ok"], true, "{checked}");
    assert_eq!(checked["layout"], LAYOUT, "migrated on open: {checked}");
    assert_eq!(
        (checked["playing"].as_u64(), checked["leaderboard"].as_u64()),
        (Some(playing), Some(leaderboard)),
        "{checked}"
    );
    let data = db.to_str().unwrap();
    let text = bummerl(&["play", "--data", data, "--lang", "en"], "C", input);
    assert!(
        text.contains("Your table resumes where you left it."),
        "{text}"
    );
    assert!(!text.contains('✗'), "nothing refused: {text}");
    let after = check(&db);
    assert_eq!(after["ok"], true, "{after}");
    let export = bummerl(&["db", "export", "--db", data], "C", "");
    let before: serde_json::Value =
        serde_json::from_slice(&std::fs::read(fixture(release).join("export.json")).unwrap())
            .unwrap();
    let now: serde_json::Value = serde_json::from_str(&export).unwrap();
    assert!(
        version(&now) > version(&before),
        "the move was stored: {now}"
    );
    text
}

#[test]
fn a_schnapsen_table_of_release_0e5830b_opens_checks_and_plays_on() {
    let text = plays_on("0e5830b", 1, "score\n1\nquit\n");
    assert!(
        text.contains("Bummerl 2"),
        "the second Bummerl goes on: {text}"
    );
    assert!(
        text.contains("Bummerl 2 after 1 deal · Bummerl (7 → 0): Computer 4 · Anna 7"),
        "the tally, the forehand first: {text}"
    );
}

#[test]
fn a_dreierschnapsen_table_of_release_c13c9ae_opens_checks_and_plays_on() {
    // Anna passes on Kontra, before and after the declarer took up the talon ("Ready" is always
    // number 1); the game goes on to its first trick.
    let text = plays_on("c13c9ae", 2, "score\n1\n1\ntop\nquit\n");
    assert!(text.contains("Dreierschnapsen"), "{text}");
    assert!(
        text.contains("Bummerl 1 after 1 deal · Bummerl (24 → 0): ")
            && text.contains("Computer 1 21"),
        "the sheet of game 1: {text}"
    );
    assert!(
        text.contains("Computer 2 takes up the talon and lays two cards away")
            && text.contains("Anna to play."),
        "her “Gut” taken, the game goes on to the first trick: {text}"
    );
}

#[test]
fn a_bauernschnapsen_table_of_release_0f3ecdd_opens_checks_and_plays_on() {
    // Anna's Ace of Diamonds completes the first trick; the computers lead and follow to the next.
    let text = plays_on("0f3ecdd", 2, "score\n1\nquit\n");
    assert!(
        text.contains("Bummerl 1 after 0 deals · Bummerl (24 → 0): ")
            && text.contains("Computer 2 & Anna 24"),
        "the tally: {text}"
    );
    assert!(
        text.contains(
            "• Trick to Computer 1: Computer 1 A♥, Computer 2 Q♥, Computer 3 J♥, Anna A♦"
        ) && text.contains("Your cards: A♠ 10♠ Q♠ 10♣"),
        "her card completes the trick and the game goes on: {text}"
    );
}

#[test]
fn a_schnorps_table_at_three_of_release_f868063_opens_checks_and_plays_on() {
    // Anna leads her first card; Computer 1 answers.
    let text = plays_on("f868063", 1, "score\n1\nquit\n");
    assert!(text.contains("Schnorps"), "{text}");
    assert!(
        text.contains("Anna -6 · Computer 1 +6 · Computer 2 +0"),
        "the Marken: {text}"
    );
    assert!(
        text.contains("Computer 2 deals and sits out."),
        "the dealer sits out: {text}"
    );
    assert!(
        text.contains("• Trick to "),
        "her card is played and answered: {text}"
    );
}

#[test]
fn a_sechsundsechzig_table_of_release_9d83e66_opens_checks_and_plays_on() {
    // Anna answers the Ace of Spades; the computer leads to the next trick.
    let text = plays_on_among("9d83e66", 5, 11, "score\n1\ntop\nquit\n");
    assert!(text.contains("Sixty-six"), "{text}");
    assert!(
        text.contains("Partie (7 → 0): Anna 7 · Computer 7"),
        "the match's tally: {text}"
    );
    assert!(
        text.contains("On the table: A♠ led by Computer") && text.contains("• Trick to "),
        "her card answers the lead: {text}"
    );
}

/// The registry games' tables of `release-9d83e66`, driven through the manager on `location`
/// as the bench drove them: each takes twenty more random legal moves, stored.
fn registry_tables_play_on(location: &bot_core::store::Location) {
    use bot_core::games::GameId;
    use bot_core::manager::{Manager, Platform, TableKey, Timing, open_store};
    use bot_core::simulate::TableDriver;
    use rand::SeedableRng;

    let manager = Manager::new(open_store(location).unwrap(), Timing::default());
    let mut rng = rand::rngs::SmallRng::seed_from_u64(3);
    for (channel, game) in [
        ("schlauch-0", "schlauch"),
        ("schlauch-1", "schlauch"),
        ("briscon-0", "briscon"),
        ("briscon-1", "briscon"),
    ] {
        let key = TableKey::new(Platform::Terminal, channel.to_string());
        let stored = manager.table(&key).unwrap().expect("the table is stored");
        // A table of before the option keeps the text its players saw (#43).
        assert_eq!(
            stored.cards,
            Some(bot_core::protocol::Cards::Text),
            "{channel}"
        );
        let variant: GameId = game.parse().unwrap();
        let mut driver = TableDriver::of_game(key.clone(), variant);
        for _ in 0..20 {
            driver.step(&manager, &mut rng).unwrap();
        }
        let now = manager.table(&key).unwrap().expect("still stored");
        assert!(
            now.version > stored.version,
            "{channel}: the moves were stored"
        );
    }
}

/// The registry games' tables of `release-9d83e66` on `location` play on until a deal dealt
/// after the upgrade has ended: it is recorded as the channel's first (the deal running when the
/// release stopped was dealt before deals were recorded, and is not) and replays to its result.
fn deals_after_the_upgrade_are_recorded(location: &bot_core::store::Location) {
    use bot_core::games::GameId;
    use bot_core::manager::{Manager, Platform, TableKey, Timing, open_store};
    use bot_core::simulate::TableDriver;
    use rand::SeedableRng;

    let manager = Manager::new(open_store(location).unwrap(), Timing::default());
    let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
    for channel in ["schlauch-0", "schlauch-1", "briscon-0", "briscon-1"] {
        let key = TableKey::new(Platform::Terminal, channel.to_string());
        let variant: GameId = channel[..channel.len() - 2].parse().unwrap();
        let mut driver = TableDriver::of_game(key.clone(), variant);
        for _ in 0..5_000 {
            if !manager.deals(&key, 1).unwrap().is_empty() {
                break;
            }
            driver.step(&manager, &mut rng).unwrap();
        }
        let recorded = manager.deals(&key, 10).unwrap();
        let [(number, record)] = recorded.as_slice() else {
            panic!("{channel}: one deal recorded: {recorded:?}")
        };
        assert_eq!(*number, 1, "{channel}: the first deal recorded");
        let scenario = record.scenario(channel);
        let replayed = bot_core::manager::replay(&scenario).unwrap();
        assert_eq!(replayed["result"], record.result, "{channel}");
    }
}

/// On `location`, after [`deals_after_the_upgrade_are_recorded`]: each of those tables keeps its
/// running deal as dealt beside it (in the export too), and a Partie played out at one of them
/// is rated — the leaderboard entries the release kept had no rating, and start from 1500.
fn running_deals_are_kept_beside_and_matches_are_rated(location: &bot_core::store::Location) {
    use bot_core::games::GameId;
    use bot_core::manager::{Manager, Platform, TableKey, Timing, open_store};
    use bot_core::simulate::TableDriver;
    use rand::SeedableRng;

    let store = open_store(location).unwrap();
    let export = store.export().unwrap();
    for channel in ["schlauch-0", "schlauch-1", "briscon-0", "briscon-1"] {
        let dealt = &export["dealt"][format!("terminal:{channel}")]["value"];
        assert!(dealt["game"].is_string(), "{channel}: {}", export["dealt"]);
    }
    let manager = Manager::new(store, Timing::default());
    let key = TableKey::new(Platform::Terminal, "briscon-0");
    let variant: GameId = "briscon".parse().unwrap();
    let rated = |m: &Manager| {
        m.store()
            .leaderboard(&key, variant.id())
            .unwrap()
            .into_iter()
            .filter_map(|(_, stats)| stats.rating)
            .collect::<Vec<_>>()
    };
    assert!(rated(&manager).is_empty(), "nothing rated before");
    let mut driver = TableDriver::of_game(key.clone(), variant);
    let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
    for _ in 0..20_000 {
        if !rated(&manager).is_empty() {
            break;
        }
        driver.step(&manager, &mut rng).unwrap();
    }
    let ratings = rated(&manager);
    assert_eq!(ratings.len(), 2, "both players of the Partie: {ratings:?}");
    assert!(ratings.iter().all(|r| r.results == 1 && r.provisional()));
    assert!(ratings.iter().any(|r| r.rating > 1500.0), "{ratings:?}");
}

#[test]
fn the_registry_tables_of_release_9d83e66_play_on_on_sled_and_postgres() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    copy_db("9d83e66", &db);
    registry_tables_play_on(&bot_core::store::Location::Dir(db.clone()));
    let checked = check(&db);
    assert_eq!(
        (&checked["ok"], &checked["playing"], &checked["layout"]),
        (&true.into(), &5.into(), &LAYOUT.into()),
        "{checked}"
    );
    deals_after_the_upgrade_are_recorded(&bot_core::store::Location::Dir(db.clone()));
    assert_eq!(check(&db)["deals"], 4);
    running_deals_are_kept_beside_and_matches_are_rated(&bot_core::store::Location::Dir(
        db.clone(),
    ));
    assert_eq!(check(&db)["ok"], true);
    let Some(schema) = TestSchema::new() else {
        return;
    };
    let url = schema.url();
    let file = fixture("9d83e66").join("export.json");
    bummerl(
        &["db", "import", "--db", &url, file.to_str().unwrap()],
        "C",
        "",
    );
    registry_tables_play_on(&bot_core::store::Location::Postgres(url.clone()));
    let out = bummerl(&["db", "check", "--db", &url], "C", "");
    let checked: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (&checked["ok"], &checked["playing"]),
        (&true.into(), &5.into()),
        "{checked}"
    );
    deals_after_the_upgrade_are_recorded(&bot_core::store::Location::Postgres(url.clone()));
    running_deals_are_kept_beside_and_matches_are_rated(&bot_core::store::Location::Postgres(
        url.clone(),
    ));
    let out = bummerl(&["db", "check", "--db", &url], "C", "");
    let checked: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(checked["ok"], true, "{checked}");
    assert!(checked["deals"].as_u64().unwrap() >= 4, "{checked}");
}

#[test]
fn the_leaderboards_of_release_c13c9ae_are_shown_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    copy_db("c13c9ae", &db);
    let data = db.to_str().unwrap();
    let text = bummerl(
        &["play", "--data", data, "--lang", "en"],
        "C",
        "top\nquit\n",
    );
    // Shown as the running season's (its name is this month's).
    assert!(
        text.contains("Leaderboard (Dreierschnapsen), season ")
            && text.contains(":\n  1. Anna — Bummerl 0:0 · Schneider 0:0 · deals 0:1"),
        "{text}"
    );
}

#[test]
fn the_leaderboards_of_release_c0be872_become_the_first_season() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("db");
    copy_db("c0be872", &db);
    let checked = check(&db);
    assert_eq!(
        (
            &checked["ok"],
            &checked["layout"],
            &checked["leaderboard"],
            &checked["seasons"]
        ),
        (&true.into(), &LAYOUT.into(), &2.into(), &0.into()),
        "migrated on open, nothing moved: {checked}"
    );
    let data = db.to_str().unwrap();
    let anna =
        "2. Anna — Bummerl 0:2 · Schneider 0:1 · deals 0:0 · rating 1338 ± 290 (provisional)";
    // Shown as the running season's board, counts and ratings as they were.
    let text = bummerl(
        &["play", "--data", data, "--lang", "en"],
        "C",
        "top schnapsen\nquit\n",
    );
    assert!(text.contains("Leaderboard (Schnapsen), season "), "{text}");
    assert!(text.contains(anna), "{text}");
    // The first result records the channel's first season: its boards are the old ones.
    let text = bummerl(
        &["play", "--data", data, "--lang", "en"],
        "C",
        "abort\nabort\ntop schnapsen\nquit\n",
    );
    assert!(text.contains("Anna resigns"), "{text}");
    assert!(
        text.contains("2. Anna — Bummerl 0:4 · Schneider 0:2 · deals 0:0 · rating 1"),
        "the old counts go on in this season's board: {text}"
    );
    let checked = check(&db);
    assert_eq!(
        (&checked["ok"], &checked["seasons"]),
        (&true.into(), &1.into()),
        "{checked}"
    );
    let export = bummerl(&["db", "export", "--db", data], "C", "");
    let export: serde_json::Value = serde_json::from_str(&export).unwrap();
    let seasons = &export["seasons"]["terminal:local"]["value"];
    assert_eq!(seasons["running"]["first"], true, "{seasons}");
    assert_eq!(seasons["past"], serde_json::json!([]), "{seasons}");
}

#[test]
fn exports_of_the_last_releases_import() {
    for (release, playing) in [
        ("0e5830b", 1),
        ("c13c9ae", 1),
        ("0f3ecdd", 1),
        ("f868063", 1),
        ("9d83e66", 5),
        ("c0be872", 1),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("new");
        let file = fixture(release).join("export.json");
        let (db_arg, file_arg) = (db.to_str().unwrap(), file.to_str().unwrap());
        bummerl(&["db", "import", "--db", db_arg, file_arg], "C", "");
        let checked = check(&db);
        assert_eq!(checked["ok"], true, "{release}: {checked}");
        assert_eq!(checked["playing"], playing, "{release}: {checked}");
        // Into PostgreSQL too, where a server is at hand: the tables of older layouts are
        // rewritten on the way in, and the database checks.
        let Some(schema) = TestSchema::new() else {
            continue;
        };
        let url = schema.url();
        bummerl(&["db", "import", "--db", &url, file_arg], "C", "");
        let out = bummerl(&["db", "check", "--db", &url], "C", "");
        let checked: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            (&checked["ok"], &checked["playing"], &checked["layout"]),
            (&true.into(), &playing.into(), &LAYOUT.into()),
            "{release}: {checked}"
        );
    }
}
