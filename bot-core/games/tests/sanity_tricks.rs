//! Sanity suites of the trick games without bidding (#42; the harness: `sanity/common.rs`).

#[path = "sanity/common.rs"]
mod common;

use common::{Case, Expect, check};
use serde_json::json;

#[test]
fn elfern() {
    let stock = json!([
        "AC", "KC", "QC", "JC", "8C", "AD", "KD", "TD", "9D", "8D", "QH", "JH", "TH", "8H", "7H",
        "QS", "JS", "TS", "9S", "7S"
    ]);
    check(&[Case {
        why: "under an Ace led that nothing beats, a Figur thrown is a Figur given away",
        scenario: json!({
            "game": "elfern",
            "seats": 2,
            "hands": [["AH", "AS", "KH", "9C", "JD", "7D"], ["9H", "7C", "KS", "QD", "8S", "TC"]],
            "stock": stock,
            "actions": [{"p": 0, "do": "play", "card": "AH"}],
        }),
        seat: 1,
        expect: Expect::NoneOf(&["play:KS", "play:QD", "play:TC"]),
    }]);
}
