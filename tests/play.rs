//! `bummerl play` driven through stdin, as a newcomer's terminal table: games against the
//! computer, resuming from the data directory, refusals, German and English.

mod common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use common::bummerl;

/// Runs `bummerl play` on `data` with `input` on stdin; returns stdout. Fails the test unless it
/// exits 0.
fn play(data: &Path, args: &[&str], lang_env: &str, input: &str) -> String {
    let data = data.to_str().unwrap();
    let mut all = vec![
        "play", "--data", data, "--level", "random", "--name", "Anna",
    ];
    all.extend(args);
    bummerl(&all, lang_env, input)
}

/// Lines starting with `prefix`, in order.
fn lines<'a>(out: &'a str, prefix: &str) -> Vec<&'a str> {
    out.lines().filter(|l| l.starts_with(prefix)).collect()
}

fn ones(n: usize) -> String {
    "1\n".repeat(n)
}

#[test]
fn a_game_through_stdin_shows_tricks_and_exits_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), &[], "C", &format!("{}quit\n", ones(40)));
    assert!(out.contains("• Anna opened a Schnapsen table."), "{out}");
    assert!(out.contains("• Deal 1: "), "{out}");
    assert!(lines(&out, "• Trick to ").len() >= 10, "{out}");
    // The deal's end is told below the move that ended it.
    assert!(
        out.contains("\n  Game over: "),
        "a game ends within 40 moves:\n{out}"
    );
    assert!(
        out.contains("── Schnapsen · Bummerl 1 · Deal 2 ──"),
        "{out}"
    );
    assert!(out.contains("Trump: "), "{out}");
    assert!(out.contains("Your cards: "), "{out}");
    assert!(
        out.trim_end().ends_with("The table is saved. Bye!"),
        "{out}"
    );
}

#[test]
fn end_of_input_also_exits_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), &[], "C", "");
    assert!(out.contains("Your cards: "), "{out}");
}

#[test]
fn a_second_run_resumes_the_same_table() {
    let dir = tempfile::tempdir().unwrap();
    let first = play(dir.path(), &[], "C", &format!("{}quit\n", ones(7)));
    let second = play(dir.path(), &[], "C", "quit\n");
    assert!(
        second.contains("Your table resumes where you left it."),
        "{second}"
    );
    assert!(!second.contains("opened a Schnapsen table"), "{second}");
    let header = |out: &str| lines(out, "── Schnapsen").last().map(|l| l.to_string());
    assert_eq!(
        header(&first),
        header(&second),
        "same game\n{first}\n---\n{second}"
    );
    let hand = |out: &str| lines(out, "Your cards: ").last().map(|l| l.to_string());
    assert!(hand(&first).is_some());
    assert_eq!(
        hand(&first),
        hand(&second),
        "same hand\n{first}\n---\n{second}"
    );
    let choices = |out: &str| {
        out.lines()
            .rfind(|l| l.starts_with("Your lead: ") || l.starts_with("Your answer: "))
            .map(|l| l.to_string())
    };
    assert_eq!(choices(&first), choices(&second));
    // And the game goes on from there.
    let third = play(dir.path(), &[], "C", "1\nquit\n");
    assert!(third.contains("• Trick to "), "{third}");
}

#[test]
fn a_refused_move_prints_why_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    // 7H is never in a Schnapsen hand; nobody may close before the first trick by default.
    let out = play(dir.path(), &[], "C", "7H\nclose\nhand\nquit\n");
    assert!(out.contains("✗ That card is not in your hand."), "{out}");
    assert!(out.contains("✗ You cannot close the talon now."), "{out}");
    assert!(!out.contains("closes the talon"), "{out}");
    assert!(!out.contains("Trick to"), "{out}");
    let hands = lines(&out, "Your cards: ");
    assert_eq!(hands.len(), 2, "{out}");
    assert_eq!(hands[0], hands[1], "{out}");
    assert_eq!(
        lines(&out, "── Schnapsen").len(),
        1,
        "no new table state: {out}"
    );
}

#[test]
fn speaks_german_with_lang_de_and_from_the_environment() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), &["--lang", "de"], "C", "1\n7H\nhilfe\nquit\n");
    assert!(
        out.contains("• Anna hat einen Schnapsen-Tisch eröffnet."),
        "{out}"
    );
    assert!(
        out.contains("── Schnapsen · Bummerl 1 · Spiel 1 ──"),
        "{out}"
    );
    assert!(out.contains("Atout: "), "{out}");
    assert!(out.contains("Deine Karten: "), "{out}");
    assert!(out.contains("• Stich für "), "{out}");
    assert!(
        out.contains("✗ Diese Karte hast du nicht auf der Hand."),
        "{out}"
    );
    assert!(out.contains("Befehle"), "{out}");
    assert!(!out.contains("Your cards"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), &[], "de_AT.UTF-8", "quit\n");
    assert!(out.contains("Deine Karten: "), "LANG=de_AT: {out}");
    assert!(out.contains("Servus!"), "{out}");
}

#[test]
fn the_language_can_be_switched_and_is_remembered() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), &[], "C", "lang de\nhand\nquit\n");
    assert!(out.contains("Sprache: Deutsch."), "{out}");
    assert!(out.contains("Deine Karten: "), "{out}");
    let out = play(dir.path(), &[], "C", "quit\n");
    assert!(out.contains("Deine Karten: "), "remembered: {out}");
    let out = play(dir.path(), &["--lang", "en"], "C", "quit\n");
    assert!(out.contains("Your cards: "), "--lang wins: {out}");
}

#[test]
fn unknown_input_comes_back_short_and_without_escapes() {
    let dir = tempfile::tempdir().unwrap();
    let input = format!("\u{1b}[2Jboom\n{}\nquit\n", "y".repeat(5_000_000));
    let out = play(dir.path(), &[], "C", &input);
    assert!(!out.contains('\u{1b}'), "an escape reached the terminal");
    assert!(out.contains("“boom” is none of your moves now"), "{out}");
    let cut = format!("“{}…” is none of your moves now", "y".repeat(31));
    assert!(out.contains(&cut), "{out}");
    assert!(out.len() < 20_000, "{} bytes came back", out.len());
}

#[test]
fn unknown_input_and_bad_numbers_print_a_hint() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), &[], "C", "xyzzy\n99\nset\nquit\n");
    assert!(out.contains("“xyzzy” is none of your moves now"), "{out}");
    assert!(out.contains("Choose a number from 1 to "), "{out}");
    assert!(out.contains("Usage: set NAME VALUE"), "{out}");
}

#[test]
fn score_rules_leaderboard_and_a_fresh_table_after_abort() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(
        dir.path(),
        &[],
        "C",
        "score\nrules\ntop\nset auto_claim on\nabort\nabort\n1\nnew\nquit\n",
    );
    assert!(
        out.contains("Bummerl 1 after 0 deals · Bummerl (7 → 0): Anna 7 · Computer 7")
            || out.contains("Bummerl 1 after 0 deals · Bummerl (7 → 0): Computer 7 · Anna 7"),
        "{out}"
    );
    assert!(out.contains("House rules (Schnapsen):"), "{out}");
    assert!(out.contains("Leaderboard (Schnapsen), season "), "{out}");
    assert!(out.contains("✗ The game has already started."), "{out}");
    // Against the computer, abort during the Bummerl asks first, then resigns it.
    assert!(
        out.contains(
            "• Anna: against the computer, closing the table now resigns the Bummerl under way \
             – the computer gets it. Abort again within 2 minutes to confirm; otherwise play on."
        ),
        "{out}"
    );
    assert!(out.contains("• Anna resigns the Bummerl."), "{out}");
    assert!(
        out.contains("• Anna resigned and closed the table."),
        "{out}"
    );
    assert!(
        out.contains("Closing the table (abort): "),
        "the rules say so: {out}"
    );
    assert!(out.contains("Type “new” to open a new table."), "{out}");
    assert_eq!(
        lines(&out, "• Anna opened a Schnapsen table.").len(),
        2,
        "{out}"
    );
}

#[test]
fn house_rules_configured_for_a_game_reach_its_new_table_under_those_given_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let out = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args([
            "play",
            "--data",
            data.to_str().unwrap(),
            "--level",
            "random",
        ])
        .args(["--name", "Anna", "--rule", "kiebitz=off"])
        .current_dir(dir.path())
        .env("LANG", "C")
        .env(
            "BUMMERL_HOUSE_RULES",
            "schnapsen.auto_claim=on,schnapsen.kiebitz=on,sechsundsechzig.show_own_points=off",
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    out.stdin
        .as_ref()
        .unwrap()
        .write_all(b"rules\nquit\n")
        .unwrap();
    let out = out.wait_with_output().unwrap();
    assert!(out.status.success());
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(out.contains("• Anna opened a Schnapsen table."), "{out}");
    assert!(out.contains("  auto_claim = on — "), "{out}");
    assert!(
        out.contains("  kiebitz = off — "),
        "the option given wins: {out}"
    );
    assert!(out.contains("  show_own_points = on — "), "{out}");
}

#[test]
fn three_at_a_schnorps_table_with_house_rules_given_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "--players",
        "3",
        "--variant",
        "schnorps",
        "--rule",
        "kiebitz=on",
        "--rule",
        "auto_claim=on",
    ];
    let input = format!(
        "rules\nset kiebitz off\nkiebitz 2\nhelp\n{}quit\n",
        ones(80)
    );
    let out = play(dir.path(), &args, "C", &input);
    assert!(out.contains("• Anna opened a Schnorps table."), "{out}");
    // The rules were set when the table opened; at the table they are fixed (the computer
    // dealt at once).
    assert!(out.contains("  kiebitz = on — "), "{out}");
    assert!(out.contains("  auto_claim = on — "), "{out}");
    assert!(out.contains("✗ The game has already started."), "{out}");
    // Anna plays the first game, so there is nothing to watch yet.
    assert!(out.contains("✗ Only the player sitting out"), "{out}");
    // The help lists the variants, not the command to watch: at the terminal the computers
    // play the games Anna sits out at once, so there is never a game to watch.
    assert!(!out.contains("kiebitz N, watch N"), "{out}");
    assert!(out.contains("  Schnorps: 32"), "{out}");
    // Three at the table, the deal passing left: the dealer sits out, and when Anna deals the
    // computers play their game between them.
    let marken = lines(&out, "Marken: Anna ");
    assert!(
        marken
            .iter()
            .all(|l| l.contains(" · Computer 1 ") && l.contains(" · Computer 2 ")),
        "{out}"
    );
    assert!(out.contains(" deals and sits out."), "{out}");
    let dealers: Vec<&str> = lines(&out, "• Deal ")
        .into_iter()
        .filter_map(|l| l.split_once(": ")?.1.split(" deals,").next())
        .collect();
    assert!(dealers.len() >= 3, "{out}");
    assert!(
        dealers.contains(&"Anna"),
        "Anna dealt and sat out: {dealers:?}"
    );
    assert!(
        dealers.windows(2).all(|w| w[0] != w[1]),
        "the deal passes: {dealers:?}"
    );
}

#[test]
fn a_rule_that_does_not_exist_is_refused_at_the_start() {
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .arg("play")
        .arg("--data")
        .arg(dir.path())
        .args(["--rule", "kiebitz=maybe"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("kiebitz"), "{err}");
}

/// Runs `bummerl` with `args` and no input, expecting it to refuse: returns stderr.
fn refused(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args(args)
        .env("LANG", "C")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success(), "{args:?} accepted");
    String::from_utf8(output.stderr).unwrap()
}

#[test]
fn the_language_option_may_stand_before_the_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let out = bummerl(
        &["--lang", "de", "play", "--data", data, "--level", "random"],
        "C",
        "quit\n",
    );
    assert!(out.contains("Deine Karten: "), "{out}");
    // The opening line names every variant, the registry's games too: the terminal plays them.
    let first = out.lines().next().unwrap();
    assert!(
        first.starts_with(
            "Bummerl – Schnapsen, Sechsundsechzig, Schnorps, Bauernschnapsen, Dreierschnapsen, \
             Böhmischer Schneider, "
        ) && first.ends_with(" und Schlauch gegen den Computer. „hilfe“ zeigt die Befehle."),
        "{out}"
    );
}

#[test]
fn options_for_a_new_table_are_not_dropped_silently() {
    let dir = tempfile::tempdir().unwrap();
    let first = play(dir.path(), &[], "C", "quit\n");
    assert!(!first.contains("Not used"), "{first}");
    let args = [
        "--variant",
        "schnorps",
        "--players",
        "3",
        "--rule",
        "auto_claim=on",
    ];
    let second = play(dir.path(), &args, "C", "quit\n");
    assert!(
        second.contains(
            "Not used: --variant, --level, --players and --rule (for a new table; your table \
             goes on). “abort” closes it, then “new” opens a table with these options."
        ),
        "{second}"
    );
    assert!(
        second.contains("── Schnapsen · "),
        "the Schnapsen table goes on: {second}"
    );
    // Closed (against the computer mid-Bummerl: asked, then resigned), the next table is as
    // the options say.
    let third = play(dir.path(), &args, "C", "abort\nabort\nnew\nquit\n");
    assert!(third.contains("• Anna opened a Schnorps table."), "{third}");
}

#[test]
fn bauernschnapsen_for_three_is_refused_naming_dreierschnapsen() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let data = data.to_str().unwrap();
    let err = refused(&[
        "play",
        "--data",
        data,
        "--variant",
        "bauernschnapsen",
        "--players",
        "3",
    ]);
    assert_eq!(
        err.trim(),
        "bummerl: Bauernschnapsen is played by 4, not 3. For 3: --variant dreierschnapsen."
    );
    assert!(!dir.path().join("data").exists(), "no table was opened");
}

#[test]
fn a_data_directory_in_use_is_one_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    // A first table keeps the directory while it waits for input.
    let mut first = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args(["play", "--data", data, "--level", "random"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = first.stdin.take().unwrap();
    stdin.write_all(b"hand\n").unwrap();
    // Its first line is out once the database is open.
    let mut stdout = std::io::BufReader::new(first.stdout.take().unwrap());
    let mut line = String::new();
    std::io::BufRead::read_line(&mut stdout, &mut line).unwrap();
    let err = refused(&["play", "--data", data]);
    drop(stdin);
    assert!(first.wait().unwrap().success());
    assert_eq!(
        err.trim(),
        format!(
            "bummerl: The data directory {data} is in use by another bummerl (a second \
             “bummerl play” or the running bot) – quit that, or choose another with --data."
        )
    );
}

#[test]
fn the_same_seed_and_input_play_the_same_game() {
    let input = format!("{}quit\n", ones(30));
    let run = |seed: &str| {
        let dir = tempfile::tempdir().unwrap();
        play(dir.path(), &["--seed", seed], "C", &input)
    };
    let (a, b, other) = (run("42"), run("42"), run("43"));
    assert!(
        a.contains("Seed 42 – “bummerl play --seed 42” deals the same cards again"),
        "{a}"
    );
    assert_eq!(a, b, "same seed, same input");
    assert_ne!(
        lines(&a, "Your cards: "),
        lines(&other, "Your cards: "),
        "another seed deals other cards"
    );
    // Without --seed a table's seed is printed too, and again when it resumes.
    let dir = tempfile::tempdir().unwrap();
    let first = play(dir.path(), &[], "C", "quit\n");
    let seed = lines(&first, "Seed ")[0].to_owned();
    let again = play(dir.path(), &[], "C", "quit\n");
    assert_eq!(lines(&again, "Seed "), [seed.as_str()]);
}

#[test]
fn dreierschnapsen_is_played_with_typed_trump_bids_and_laying_away() {
    // Seed 1: Anna is the forehand of the first game.
    let dir = tempfile::tempdir().unwrap();
    let args = ["--variant", "dreierschnapsen", "--seed", "1"];
    let out = play(dir.path(), &args, "C", "help\nturn 1\nquit\n");
    // The help of the table's variant.
    for command in [
        "trump H",
        "turn N",
        "bid GAME",
        "kontra, retour",
        "discard AH KH",
    ] {
        assert!(out.contains(command), "{command}: {out}");
    }
    assert!(!out.contains("  exchange"), "{out}");
    assert!(out.contains("• Anna turns up "), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let out = play(dir.path(), &args, "C", "trump c\nbid schnapser\nquit\n");
    assert!(out.contains("• Anna names trump: ♣ Clubs."), "{out}");
    assert!(
        out.contains("• Anna bids Schnapser (6 game points)."),
        "{out}"
    );
    // Seed 2: Anna declares a Zehnerloch and lays away two cards, typed.
    let dir = tempfile::tempdir().unwrap();
    let args = ["--variant", "dreierschnapsen", "--seed", "2"];
    let out = play(
        dir.path(),
        &args,
        "C",
        "1\nbid zehnerloch\npass\ndiscard KH QH\nquit\n",
    );
    // Laying away is the choice of cards every game's is: its move, and how to type it.
    assert!(out.contains("1) Retour  2) Lay away\n"), "{out}");
    assert!(
        out.contains("lay: choose 2 cards, e.g. “lay K♥ Q♥”"),
        "{out}"
    );
    assert!(!out.contains("Lay away K♥ Q♥"), "no list of pairs: {out}");
    assert!(out.contains("Laid away: K♥ Q♥"), "{out}");
    // A game without trump shows no trump line once it is declared.
    let (bidding, played) = out.split_once("Anna plays Zehnerloch").unwrap();
    assert!(bidding.contains("Trump: ♠ Spades"), "{out}");
    assert!(!played.contains("Trump:"), "{out}");
    assert!(!out.contains("Unknown input"), "{out}");
}

#[test]
fn sechsundsechzig_starts_the_next_partie() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--variant", "sechsundsechzig", "--seed", "3"];
    let out = play(dir.path(), &args, "C", &format!("{}quit\n", ones(400)));
    assert!(
        out.contains("Type “new” to start the next Partie."),
        "{out}"
    );
    assert!(!out.contains("next Bummerl"), "{out}");
}

/// The hand lines of a registry game's hand: from `Your cards: ` to its last numbered line.
fn hands(out: &str) -> Vec<String> {
    out.split("\n\n")
        .filter(|block| block.starts_with("Your cards: "))
        .map(str::to_owned)
        .collect()
}

#[test]
fn boehmischer_schneider_is_played_with_numbers_and_typed_cards_to_the_end_of_a_deal() {
    // Seed 1: Anna leads first, holding Eichel-Daus, Schellen-König and -Unter, Herz-Daus, -8 and
    // -7: a German pack, its cards in the game's order, the moves in the same order.
    let dir = tempfile::tempdir().unwrap();
    let args = ["--variant", "boehmischer_schneider", "--seed", "1"];
    // Refused input first: a card she does not hold, a move of no game, a number too big.
    let out = play(dir.path(), &args, "C", "QS\nbid skat\n99\nhand\nquit\n");
    assert!(
        out.contains("• Anna opened a Bohemian Schneider table."),
        "{out}"
    );
    assert!(
        out.contains("── Bohemian Schneider · Partie 1 · Deal 1 ──"),
        "{out}"
    );
    // The game's own lines, on the table and under the hand, and its moves numbered.
    assert!(
        out.contains("Honours: Anna 0 · Computer 0   Stock: 20"),
        "{out}"
    );
    assert!(
        out.contains("Partie (left to strike): Anna 7 · Computer 7"),
        "{out}"
    );
    assert!(out.contains("Your cards: A🌰 K🔔 U🔔 A❤️ 8❤️ 7❤️"), "{out}");
    assert!(
        out.contains("Your move:\n1) A🌰  2) K🔔  3) U🔔  4) A❤️  5) 8❤️  6) 7❤️"),
        "{out}"
    );
    assert!(out.contains("✗ You do not hold that card."), "{out}");
    assert!(
        out.contains(
            "✗ “bid skat” is none of your moves now – type its number, or the move as it is \
             listed under your cards (“hand” shows them)."
        ),
        "{out}"
    );
    assert!(out.contains("Choose a number from 1 to 6."), "{out}");
    assert!(!out.contains("Unknown input"), "{out}");
    // Nothing changed: no trick, the same hand before and after.
    assert!(!out.contains("→ trick to"), "{out}");
    let before = hands(&out);
    assert_eq!(before.len(), 2, "{out}");
    assert_eq!(before[0], before[1], "{out}");
    assert_eq!(lines(&out, "── Bohemian Schneider").len(), 1, "{out}");

    // Then a typed card, a card after `p`, and numbers until the deal is over.
    let input = format!("7h\np 8H\n{}quit\n", ones(14));
    let out = play(dir.path(), &args, "C", &input);
    assert!(
        out.contains("Your table resumes where you left it."),
        "{out}"
    );
    let tricks = lines(&out, "• Anna ");
    assert!(tricks[0].starts_with("• Anna 7❤️ "), "{out}");
    assert!(tricks[1].starts_with("• Anna 8❤️ "), "{out}");
    assert!(
        lines(&out, "• ")
            .iter()
            .filter(|l| l.contains("→ trick to"))
            .count()
            >= 16
    );
    assert!(
        out.contains("  Deal to Anna: honours 20:0 — 3 points"),
        "the deal is over: {out}"
    );
    assert!(
        out.contains("• Deal 2: Anna deals, Computer is the forehand"),
        "{out}"
    );
    assert!(
        out.contains("Partie (left to strike): Computer 7 · Anna 4"),
        "{out}"
    );
    assert!(!out.contains('✗'), "{out}");
}

#[test]
fn schlauch_is_played_by_three_laying_away_by_code_or_number() {
    // Seed 3: Anna deals and lays two cards away, then Computer 1 and 2 bid.
    let args = ["--variant", "schlauch", "--players", "3", "--seed", "3"];
    let run = |input: &str| {
        let dir = tempfile::tempdir().unwrap();
        play(dir.path(), &args, "C", input)
    };
    let refused = run("1\nlay 7C\nlay QS KS\nlay 1 1\nlay 1 99\nhand\nquit\n");
    assert!(
        refused.contains("• Anna opened a Schlauch table."),
        "{refused}"
    );
    assert!(
        refused.contains("• Deal 1: Anna deals, Computer 1 is the forehand."),
        "three at the table: {refused}"
    );
    assert!(refused.contains("── Schlauch · Deal 1 ──"), "{refused}");
    assert!(
        refused.contains("Turned card: 7🔔 · dealer Anna"),
        "{refused}"
    );
    assert!(
        refused.contains("Striche: Computer 1 0 · Computer 2 0 · Anna 0"),
        "{refused}"
    );
    assert!(
        refused
            .contains("Your move:\n1) Lay away two cards\nlay: choose 2 cards, e.g. “lay K🌰 7🌰”"),
        "{refused}"
    );
    // The number of the move, one card, cards not in the hand, a card twice, a number out of
    // the list: each time how to lay away, and nothing laid away.
    // A German pack, its cards numbered in the hand's order.
    let how = "lay: choose 2 cards as they are shown, e.g. “lay K🌰 7🌰”, or by number, e.g. “lay \
               1 2”:\n1) K🌰  2) 7🌰  3) A🔔  4) 10🔔  5) K🔔  6) 7🔔  7) A❤️  8) K❤️  9) O❤️  \
               10) U❤️  11) K🍃  12) 8🍃";
    assert_eq!(refused.matches(how).count(), 5, "{refused}");
    assert!(!refused.contains("laid two cards away"), "{refused}");
    let before = hands(&refused);
    assert_eq!(before.len(), 2, "{refused}");
    assert_eq!(before[0], before[1], "{refused}");

    // By code and by number the same two cards; then a typed pass and numbers.
    for lay in ["lay 7C KC", "LAY k♣, 7♣", "lay 1 2"] {
        let out = run(&format!("{lay}\npass\n{}quit\n", ones(12)));
        assert!(out.contains("• Anna laid two cards away"), "{lay}: {out}");
        assert!(
            out.contains("Your laid-away cards: K🌰 7🌰"),
            "{lay}: {out}"
        );
        assert!(out.contains("• Anna passes"), "{lay}: {out}");
        assert!(
            out.contains("  Computer 2 loses Grandissimo — Points "),
            "the deal is over: {out}"
        );
        assert!(
            out.contains("• Deal 2: Computer 1 deals, Computer 2 is the forehand"),
            "{out}"
        );
        assert!(!out.contains('✗') && !out.contains("Unknown"), "{out}");
    }
}

#[test]
fn a_registry_game_takes_its_own_numbers_of_players() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let data = data.to_str().unwrap();
    let err = refused(&[
        "play",
        "--data",
        data,
        "--variant",
        "schlauch",
        "--players",
        "2",
    ]);
    assert_eq!(err.trim(), "bummerl: Schlauch is played by 3, not 2.");
    let err = refused(&[
        "play",
        "--data",
        data,
        "--variant",
        "bassette",
        "--players",
        "12",
    ]);
    assert_eq!(err.trim(), "bummerl: Basset is played by 2 to 11, not 12.");
    let err = refused(&["play", "--data", data, "--players", "4"]);
    assert_eq!(
        err.trim(),
        "bummerl: Schnapsen is played by 2 or 3, not 4. For 4: --variant bauernschnapsen."
    );
    assert!(!dir.path().join("data").exists(), "no table was opened");
    // Basset for five: Anna and four computers.
    let out = play(
        dir.path(),
        &["--variant", "bassette", "--players", "5", "--seed", "1"],
        "C",
        "quit\n",
    );
    assert!(out.contains("• Anna opened a Basset table."), "{out}");
    assert!(out.contains("Computer 4"), "{out}");
    assert!(!out.contains("Computer 5"), "{out}");
}

/// A registry game's house rules are table options at the terminal too: `--rule partie=3`
/// opens Böhmischer Schneider striking down from 3, and the same rule for Schnapsen is refused
/// with a clear message.
#[test]
fn a_registry_games_house_rule_is_a_table_option() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(
        dir.path(),
        &["--variant", "boehmischer_schneider", "--rule", "partie=3"],
        "C",
        "rules\nquit\n",
    );
    assert!(out.contains("partie = 3"), "{out}");
    let other = tempfile::tempdir().unwrap();
    let data = other.path().to_str().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_bummerl"))
        .args(["play", "--data", data, "--rule", "partie=3"])
        .env("LANG", "C")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("partie"), "{stderr}");
}
