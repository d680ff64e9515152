//! Sanity suites of the trick games without bidding (#42; the harness: `sanity/common.rs`).

#[path = "sanity/common.rs"]
mod common;

use common::{Case, Expect, check};
use serde_json::{Value, json};

/// A two-player scenario of `game` from the deal: the hands, the stock (top first, a trump card
/// last where the game turns one) and the actions so far, in order, each `seat:card` (a card
/// played, as `1:KH`) or `seat:verb` (a verb without fields, as `0:pass`).
fn deal(game: &str, hands: [&[&str]; 2], stock: &[&str], actions: &[&str]) -> Value {
    let actions: Value = actions
        .iter()
        .map(|action| {
            let (seat, what) = action.split_once(':').expect("seat:card or seat:verb");
            let p: usize = seat.parse().expect("a seat number");
            match what.len() {
                2 => json!({"p": p, "do": "play", "card": what}),
                _ => json!({"p": p, "do": what}),
            }
        })
        .collect();
    json!({"game": game, "seats": 2, "hands": hands, "stock": stock, "actions": actions})
}

#[test]
fn elfern() {
    let stock = json!([
        "AC", "KC", "QC", "JC", "8C", "AD", "KD", "TD", "9D", "8D", "QH", "JH", "TH", "8H", "7H",
        "QS", "JS", "TS", "9S", "7S"
    ]);
    check(&[
        Case {
            why: "under an Ace led that nothing beats, a Figur thrown is a Figur given away",
            scenario: json!({
                "game": "elfern",
                "seats": 2,
                "hands": [["AH", "AS", "KH", "9C", "JD", "7D"], ["9H", "7C", "KS", "QD", "8S", "TC"]],
                "stock": stock,
                "actions": [{"p": 0, "do": "play", "card": "AH"}],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:KS", "play:QD", "play:TC"]),
        },
        Case {
            why: "the King takes the Queen led: two Figuren home instead of one to the leader",
            scenario: deal(
                "elfern",
                [
                    &["QD", "8H", "9S", "7C", "JH", "8C"],
                    &["KD", "7H", "8S", "9C", "JC", "TH"],
                ],
                &[
                    "AC", "KC", "QC", "TC", "AD", "JD", "TD", "9D", "8D", "7D", "AH", "KH", "QH",
                    "9H", "AS", "KS", "QS", "JS", "TS", "7S",
                ],
                &["0:QD"],
            ),
            seat: 1,
            expect: Expect::one_of(&["play:KD"]),
        },
        Case {
            why: "9 : 9 Figuren, trick 15, QH led: KH wins it and the last (11 : 9); 7H loses both",
            scenario: deal(
                "elfern",
                [
                    &["QH", "7S", "TC", "JH", "JC", "8C"],
                    &["KH", "7H", "AD", "9S", "AC", "7D"],
                ],
                &[
                    "KC", "QC", "TS", "AS", "TD", "QS", "8H", "9H", "9C", "JD", "9D", "KD", "AH",
                    "7C", "JS", "QD", "KS", "8S", "8D", "TH",
                ],
                &[
                    "0:JH", "1:9S", "0:8C", "1:QC", "1:AD", "0:TC", "1:AC", "0:KC", "1:TD", "0:AS",
                    "1:TS", "0:QS", "0:JC", "1:8H", "0:9H", "1:KD", "0:AH", "1:7C", "0:JS", "1:8S",
                    "0:KS", "1:9C", "0:JD", "1:QD", "1:7D", "0:9D", "0:8D", "1:TH", "0:QH",
                ],
            ),
            seat: 1,
            expect: Expect::one_of(&["play:KH"]),
        },
        Case {
            why: "13 : 5, AS led in trick 15: 7S saves TS to take 9S (14 : 6); TS makes 15, double",
            scenario: deal(
                "elfern",
                [
                    &["AS", "9S", "JD", "TH", "7H", "8D"],
                    &["TS", "7S", "AD", "QD", "QC", "8C"],
                ],
                &[
                    "QS", "AC", "8S", "KD", "7D", "AH", "TD", "9D", "JC", "KH", "QH", "KS", "9C",
                    "JS", "8H", "TC", "JH", "KC", "9H", "7C",
                ],
                &[
                    "0:JD", "1:AD", "1:QC", "0:8D", "1:8S", "0:KD", "1:QD", "0:7H", "1:7D", "0:9D",
                    "0:AH", "1:TD", "0:JC", "1:QS", "0:9C", "1:KS", "0:AC", "1:KH", "0:8H", "1:JS",
                    "0:JH", "1:7C", "0:QH", "1:KC", "0:TH", "1:TC", "0:9H", "1:8C", "0:AS",
                ],
            ),
            seat: 1,
            expect: Expect::none_of(&["play:TS"]),
        },
    ]);
}

#[test]
fn boehmischer_schneider() {
    check(&[
        Case {
            why: "the Unter is the Ten's next higher card: it takes the Ten led, two Bilder home",
            scenario: deal(
                "boehmischer_schneider",
                [
                    &["TS", "9H", "8D", "KC", "7C", "QD"],
                    &["JS", "7H", "8C", "9D", "AH", "KD"],
                ],
                &[
                    "AC", "QC", "JC", "TC", "9C", "AD", "JD", "TD", "7D", "KH", "QH", "JH", "TH",
                    "8H", "AS", "KS", "QS", "9S", "8S", "7S",
                ],
                &["0:TS"],
            ),
            seat: 1,
            expect: Expect::one_of(&["play:JS"]),
        },
        Case {
            why: "a Daus led is never beaten: a Bild thrown under it is a Bild given away",
            scenario: deal(
                "boehmischer_schneider",
                [
                    &["AD", "9H", "8S", "KS", "7C", "QC"],
                    &["KC", "QH", "JS", "7S", "8H", "9D"],
                ],
                &[
                    "AC", "JC", "TC", "9C", "8C", "KD", "QD", "JD", "TD", "8D", "7D", "AH", "KH",
                    "JH", "TH", "7H", "AS", "QS", "TS", "9S",
                ],
                &["0:AD"],
            ),
            seat: 1,
            expect: Expect::none_of(&["play:KC", "play:QH", "play:JS"]),
        },
        Case {
            why: "only the Ober beats the Unter led: Daus, King or Ten thrown on it are given away",
            scenario: deal(
                "boehmischer_schneider",
                [
                    &["JS", "9D", "8S", "KD", "7C", "QC"],
                    &["AS", "KS", "TC", "7D", "8C", "9H"],
                ],
                &[
                    "AC", "KC", "JC", "9C", "AD", "QD", "JD", "TD", "8D", "AH", "KH", "QH", "JH",
                    "TH", "8H", "7H", "QS", "TS", "9S", "7S",
                ],
                &["0:JS"],
            ),
            seat: 1,
            expect: Expect::none_of(&["play:AS", "play:KS", "play:TC"]),
        },
    ]);
}

#[test]
fn briscon() {
    check(&[
        Case {
            why: "at lead after a trick won, the trump marriage is 40 points for nothing: announce",
            scenario: deal(
                "briscon",
                [
                    &["KH", "QH", "9C", "8D", "7S"],
                    &["7C", "8S", "9D", "JD", "TS"],
                ],
                &[
                    "8C", "7D", "AC", "KC", "QC", "JC", "TC", "AD", "KD", "QD", "TD", "AH", "TH",
                    "9H", "8H", "7H", "AS", "KS", "QS", "JS", "9S", "JH",
                ],
                &["0:9C", "1:7C"],
            ),
            seat: 0,
            expect: Expect::one_of(&["announce:marriage:H"]),
        },
        Case {
            why: "the Ace takes the Ten led for sure, 21 points; with no trump nothing else wins",
            scenario: deal(
                "briscon",
                [
                    &["TD", "9H", "KS", "8C", "QC"],
                    &["AD", "7C", "8S", "9C", "JC"],
                ],
                &[
                    "AC", "KC", "TC", "KD", "QD", "JD", "9D", "8D", "7D", "AH", "KH", "QH", "TH",
                    "8H", "7H", "AS", "QS", "JS", "TS", "9S", "7S", "JH",
                ],
                &["0:TD"],
            ),
            seat: 1,
            expect: Expect::one_of(&["play:AD"]),
        },
        Case {
            why: "the trump Ace led wins whatever falls: a Ten or Ace thrown on it is given away",
            scenario: deal(
                "briscon",
                [
                    &["AH", "9H", "KS", "8C", "QC"],
                    &["TC", "AD", "7S", "8D", "9D"],
                ],
                &[
                    "AC", "KC", "JC", "9C", "7C", "KD", "QD", "JD", "TD", "7D", "KH", "QH", "TH",
                    "8H", "7H", "AS", "QS", "JS", "TS", "9S", "8S", "JH",
                ],
                &["0:AH"],
            ),
            seat: 1,
            expect: Expect::none_of(&["play:TC", "play:AD"]),
        },
    ]);
}

#[test]
fn mariage() {
    // Trick 15 of a deal; both passed the Wäsche when the last cards were drawn.
    let last_tricks = deal(
        "mariage",
        [
            &["AH", "7C", "KS", "9C", "TD", "JS"],
            &["KH", "8C", "KD", "JC", "AC", "7S"],
        ],
        &[
            "TH", "9S", "TS", "QH", "KC", "TC", "7D", "8S", "JH", "8H", "QD", "QC", "9D", "8D",
            "JD", "AS", "7H", "QS", "AD", "9H",
        ],
        &[
            "0:KS", "1:AC", "0:9C", "1:JC", "1:TS", "0:TD", "1:KD", "0:TC", "1:7D", "0:JS", "1:9S",
            "0:TH", "0:8S", "1:QC", "0:QD", "1:8D", "0:JD", "1:JH", "1:KC", "0:QS", "1:pass",
            "0:pass", "1:7S", "0:8H", "0:9H", "1:7H", "0:9D", "1:AD", "1:AS", "0:QH",
        ],
    );
    check(&[
        Case {
            why: "at lead after a trick won, the marriage of spades is 20 Marken paid at once",
            scenario: deal(
                "mariage",
                [
                    &["KS", "QS", "9C", "8D", "JC", "7D"],
                    &["7C", "8S", "9D", "TD", "AC", "JS"],
                ],
                &[
                    "8C", "7S", "KC", "QC", "TC", "AD", "KD", "QD", "JD", "AH", "KH", "QH", "TH",
                    "9H", "8H", "7H", "AS", "TS", "9S", "JH",
                ],
                &["0:9C", "1:7C"],
            ),
            seat: 0,
            expect: Expect::one_of(&["announce:S"]),
        },
        Case {
            why: "King or Ober of spades thrown on a lost trick breaks a marriage worth 20 Marken",
            scenario: deal(
                "mariage",
                [
                    &["8C", "9H", "KD", "8D", "JC", "7D"],
                    &["KS", "QS", "9D", "TD", "7C", "JS"],
                ],
                &[
                    "AC", "KC", "QC", "TC", "9C", "AD", "QD", "JD", "AH", "KH", "QH", "TH", "8H",
                    "7H", "AS", "TS", "9S", "8S", "7S", "JH",
                ],
                &["0:8C"],
            ),
            seat: 1,
            expect: Expect::none_of(&["play:KS", "play:QS"]),
        },
        Case {
            why: "the trump Ace led wins whatever falls: a Ten or Ace thrown on it is given away",
            scenario: deal(
                "mariage",
                [
                    &["AH", "9H", "KS", "8C", "QC", "7D"],
                    &["TC", "AD", "7S", "8D", "9D", "JS"],
                ],
                &[
                    "AC", "KC", "JC", "9C", "7C", "KD", "QD", "JD", "TD", "KH", "QH", "TH", "8H",
                    "7H", "AS", "QS", "TS", "9S", "8S", "JH",
                ],
                &["0:AH"],
            ),
            seat: 1,
            expect: Expect::none_of(&["play:TC", "play:AD"]),
        },
        Case {
            why: "45 : 60 Augen, trick 15: 7C first keeps AH for the last trick's 10 (70 : 60)",
            scenario: last_tricks,
            seat: 0,
            expect: Expect::one_of(&["play:7C"]),
        },
    ]);
}

#[test]
fn mariage_alt() {
    check(&[
        Case {
            why: "at lead after a trick won, the trump marriage is 4 points paid at once: announce",
            scenario: deal(
                "mariage_alt",
                [
                    &["KH", "QH", "9C", "8D", "JC", "7D"],
                    &["7C", "8S", "9D", "TD", "AC", "JS"],
                ],
                &[
                    "8C", "7S", "KC", "QC", "TC", "AD", "KD", "QD", "JD", "AH", "TH", "9H", "8H",
                    "7H", "AS", "KS", "QS", "TS", "9S", "JH",
                ],
                &["0:9C", "1:7C"],
            ),
            seat: 0,
            expect: Expect::one_of(&["announce:marriage:H"]),
        },
        Case {
            why: "the Ace takes the Ten led for sure, 21 points; with no trump nothing else wins",
            scenario: deal(
                "mariage_alt",
                [
                    &["TC", "9H", "KS", "8D", "QD", "7D"],
                    &["AC", "7S", "8S", "9D", "JS", "8C"],
                ],
                &[
                    "KC", "QC", "JC", "9C", "7C", "AD", "KD", "JD", "TD", "AH", "KH", "QH", "TH",
                    "8H", "7H", "AS", "QS", "TS", "9S", "JH",
                ],
                &["0:TC"],
            ),
            seat: 1,
            expect: Expect::one_of(&["play:AC"]),
        },
        Case {
            why: "the trump Ace led wins whatever falls: a Ten or Ace thrown on it is given away",
            scenario: deal(
                "mariage_alt",
                [
                    &["AH", "9H", "KS", "8C", "QC", "7D"],
                    &["TC", "AD", "7S", "8D", "9D", "JS"],
                ],
                &[
                    "AC", "KC", "JC", "9C", "7C", "KD", "QD", "JD", "TD", "KH", "QH", "TH", "8H",
                    "7H", "AS", "QS", "TS", "9S", "8S", "JH",
                ],
                &["0:AH"],
            ),
            seat: 1,
            expect: Expect::none_of(&["play:TC", "play:AD"]),
        },
        Case {
            why: "trick 15: 7C first keeps the trump Ace to take KH in the last trick (2 more)",
            scenario: deal(
                "mariage_alt",
                [
                    &["AH", "7C", "7S", "8H", "JC", "7D"],
                    &["KH", "8C", "9D", "QH", "QS", "QD"],
                ],
                &[
                    "TS", "KC", "TD", "8D", "JH", "JS", "8S", "9S", "KD", "AD", "AC", "7H", "QC",
                    "9C", "TH", "TC", "JD", "KS", "AS", "9H",
                ],
                &[
                    "0:7S", "1:QD", "0:JC", "1:QS", "0:TS", "1:9D", "0:JH", "1:QH", "1:JS", "0:8H",
                    "0:KD", "1:AD", "1:8D", "0:9S", "1:AC", "0:TD", "1:TH", "0:TC", "1:QC", "0:7D",
                    "1:JD", "0:7H", "0:9C", "1:KC", "1:AS", "0:KS", "1:8S", "0:9H",
                ],
            ),
            seat: 0,
            expect: Expect::one_of(&["play:7C"]),
        },
    ]);
}
