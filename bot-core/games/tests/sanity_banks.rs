//! Sanity suites of the banking and draw games (#42; the harness: `sanity/common.rs`).

#[path = "sanity/common.rs"]
mod common;

use common::{Case, Expect, check};
use serde_json::{Value, json};

/// The French pack of 52, in a fixed order.
fn pack() -> Vec<String> {
    let mut cards = Vec::new();
    for rank in "AKQJT98765432".chars() {
        for suit in "CDHS".chars() {
            cards.push(format!("{rank}{suit}"));
        }
    }
    cards
}

/// `first`, then the cards of the pack not in `first` nor in `elsewhere`, in the pack's order.
fn then_the_rest(first: &[&str], elsewhere: &[&str]) -> Value {
    let mut cards: Vec<String> = first.iter().map(|c| c.to_string()).collect();
    cards.extend(
        pack()
            .into_iter()
            .filter(|c| !first.contains(&c.as_str()) && !elsewhere.contains(&c.as_str())),
    );
    json!(cards)
}

/// Every stake of a punter on each of `ranks`, from 3 to `max` Marken (the moves' notation).
fn stakes_on(ranks: &str, max: u32) -> Vec<String> {
    ranks
        .chars()
        .flat_map(|rank| {
            (3..=max)
                .step_by(3)
                .map(move |amount| format!("stake:{rank}:{amount}"))
        })
        .collect()
}

#[test]
fn bassette() {
    // Kings and Sevens all drawn in the first four pairs.
    let dead = ["KH", "KD", "KS", "KC", "7H", "7D", "7S", "7C"];
    let draws = |pairs: usize| vec![json!({"p": 0, "do": "draw"}); pairs];
    // After 20 pairs only Queens, Fives and Nines are still in the pack.
    let live = [
        "QC", "QD", "QH", "QS", "5C", "5D", "5H", "5S", "9C", "9D", "9H", "9S",
    ];
    let early: Vec<String> = pack()
        .into_iter()
        .filter(|c| !live.contains(&c.as_str()))
        .collect();
    let early: Vec<&str> = early.iter().map(String::as_str).collect();
    // Threes, Aces and Jacks drawn in the first six pairs; punter 1 has a stake on the Fours
    // standing (no Four drawn yet), punter 2 one on the Eights.
    let gone = [
        "3H", "AD", "3S", "JC", "AS", "JH", "3C", "AC", "JD", "3D", "AH", "JS",
    ];
    let mut with_stakes = vec![
        json!({"p": 1, "do": "stake", "rank": "4", "amount": 6}),
        json!({"p": 2, "do": "stake", "rank": "8", "amount": 9}),
    ];
    with_stakes.extend(draws(6));
    check(&[
        Case {
            why: "a stake on a rank whose four cards are all drawn can never be decided: it only ties up Marken",
            scenario: json!({
                "game": "bassette",
                "seats": 2,
                "hands": [[], []],
                "stock": then_the_rest(&dead, &[]),
                "actions": draws(4),
            }),
            seat: 1,
            expect: Expect::NoneOf(stakes_on("K7", 30)),
        },
        Case {
            why: "with only Queens, Fives and Nines left in the pack, a stake must be on one of them to count at all",
            scenario: json!({
                "game": "bassette",
                "seats": 2,
                "hands": [[], []],
                "stock": then_the_rest(&early, &[]),
                "actions": draws(20),
            }),
            seat: 1,
            expect: Expect::OneOf(stakes_on("Q59", 30)),
        },
        Case {
            why: "with a stake standing, a second one on a dead rank (Threes, Aces, Jacks all drawn) is pointless",
            scenario: json!({
                "game": "bassette",
                "seats": 3,
                "hands": [[], [], []],
                "stock": then_the_rest(&gone, &[]),
                "actions": with_stakes,
            }),
            seat: 2,
            expect: Expect::NoneOf(stakes_on("3AJ", 30)),
        },
    ]);
}

#[test]
fn quinze() {
    let aces = ["AC", "AD", "AH", "AS"];
    check(&[
        Case {
            why: "at 5 no card can bust the forehand (the highest is worth 10): he draws",
            scenario: json!({
                "game": "quinze",
                "seats": 2,
                "hands": [["2H"], ["KD"]],
                "stock": then_the_rest(&["3C"], &["2H", "KD"]),
                "actions": [{"p": 0, "do": "draw"}],
            }),
            seat: 0,
            expect: Expect::one_of(&["draw"]),
        },
        Case {
            why: "at 14 with all four Aces laid aside every card busts the forehand: drawing loses for sure",
            scenario: json!({
                "game": "quinze",
                "seats": 2,
                "used": aces,
                "hands": [["9H"], ["KD"]],
                "stock": then_the_rest(&["5C"], &["9H", "KD", "AC", "AD", "AH", "AS"]),
                "actions": [{"p": 0, "do": "draw"}],
            }),
            seat: 0,
            expect: Expect::none_of(&["draw"]),
        },
        Case {
            why: "against the forehand's born fifteen standing loses double, as a bust does: the dealer draws",
            scenario: json!({
                "game": "quinze",
                "seats": 2,
                "hands": [["7H"], ["KD"]],
                "stock": then_the_rest(&["8S"], &["7H", "KD"]),
                "actions": [{"p": 0, "do": "draw"}],
            }),
            seat: 1,
            expect: Expect::one_of(&["draw"]),
        },
        Case {
            why: "the forehand stood on one card (at most 10); the dealer's 12 wins already, a card can only bust it",
            scenario: json!({
                "game": "quinze",
                "seats": 2,
                "hands": [["9H"], ["KD"]],
                "stock": then_the_rest(&["2C"], &["9H", "KD"]),
                "actions": [{"p": 0, "do": "stand"}, {"p": 1, "do": "draw"}],
            }),
            seat: 1,
            expect: Expect::one_of(&["stand"]),
        },
    ]);
}

#[test]
fn portugalese() {
    // Talon empty: every card not in the hands is out of play, so both hands are known.
    let endgame = |hands: [&[&str]; 2], actions: Value| {
        let held: Vec<&str> = hands.iter().flat_map(|h| h.iter().copied()).collect();
        json!({
            "game": "portugalese",
            "seats": 2,
            "hands": hands,
            "stock": [],
            "out": then_the_rest(&[], &held),
            "actions": actions,
        })
    };
    check(&[
        Case {
            why: "the spade he lacks he must take in; then the 2H he must beat ends the deal — 2H first gives him the lead and his hearts",
            scenario: endgame([&["AS", "2H"], &["3H", "4H", "5H"]], json!([])),
            seat: 0,
            expect: Expect::one_of(&["play:AS"]),
        },
        Case {
            why: "following low lets the leader lead his last Club for the 5C to beat; beating with the King keeps the lead and wins",
            scenario: endgame(
                [&["7H", "4C"], &["KH", "3H", "5C"]],
                json!([{"p": 0, "do": "play", "card": "7H"}]),
            ),
            seat: 1,
            expect: Expect::one_of(&["play:KH"]),
        },
        Case {
            why: "against a hand of only spades, the Club and Diamond are taken in for free; the 2S first hands him the lead",
            scenario: endgame([&["7C", "8D", "2S"], &["KS", "QS", "JS"]], json!([])),
            seat: 0,
            expect: Expect::none_of(&["play:2S"]),
        },
    ]);
}
