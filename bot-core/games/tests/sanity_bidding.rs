//! Sanity suites of the games with bidding or declaring (#42; the harness:
//! `sanity/common.rs`).

#[path = "sanity/common.rs"]
mod common;

use common::{Case, Expect, check};
use serde_json::json;

#[test]
fn schlauch() {
    check(&[
        Case {
            why: "all nine trumps and a side Daus are a sure Schlauch: bid it",
            scenario: json!({
                "game": "schlauch",
                "seats": 3,
                "hands": [
                    ["JS", "JC", "AS", "TS", "KS", "QS", "9S", "8S", "7S", "AH"],
                    ["TD", "KD", "QD", "JD", "9D", "8D", "7D", "TH", "KH", "QH"],
                    ["AC", "TC", "KC", "QC", "9C", "8C", "7C", "JH", "9H", "8H"],
                ],
                "stock": ["AD", "7H"],
                "actions": [{"p": 2, "do": "lay", "cards": ["7H", "8H"]}],
            }),
            seat: 0,
            expect: Expect::one_of(&["bid:schlauch", "bid:schlauch_sans_prendre"]),
        },
        Case {
            why: "the declarer holding all nine Grün trumps names Grün",
            scenario: json!({
                "game": "schlauch",
                "seats": 3,
                "hands": [
                    ["JS", "JC", "AS", "TS", "KS", "QS", "9S", "8S", "7S", "AH"],
                    ["TD", "KD", "QD", "JD", "9D", "8D", "7D", "TH", "KH", "QH"],
                    ["AC", "TC", "KC", "QC", "9C", "8C", "7C", "JH", "9H", "8H"],
                ],
                "stock": ["AD", "7H"],
                "actions": [
                    {"p": 2, "do": "lay", "cards": ["7H", "8H"]},
                    {"p": 0, "do": "bid", "game": "schlauch"},
                    {"p": 1, "do": "pass"},
                    {"p": 2, "do": "pass"},
                ],
            }),
            seat: 0,
            expect: Expect::one_of(&["trump:S"]),
        },
        Case {
            why: "no Daus, no trump Unter, only middle cards: none of the 600- and 900-Point games",
            scenario: json!({
                "game": "schlauch",
                "seats": 3,
                "hands": [
                    ["AS", "TS", "AH", "TH", "AD", "AC", "7S", "8S", "7H", "8D"],
                    ["KH", "QD", "9C", "QS", "8H", "JD", "9S", "QC", "TD", "8C"],
                    ["KS", "JS", "9H", "JH", "QH", "KD", "9D", "7D", "KC", "TC"],
                ],
                "stock": ["JC", "7C"],
                "actions": [
                    {"p": 2, "do": "lay", "cards": ["JC", "7C"]},
                    {"p": 0, "do": "pass"},
                ],
            }),
            seat: 1,
            expect: Expect::none_of(&[
                "bid:doppelschlauch_sans_prendre",
                "bid:bettel_schlauch",
                "bid:bettel_grandioso",
                "bid:rot_schlauch_sans_prendre",
            ]),
        },
        Case {
            why: "short of the top Unter only, turned and kept by the dealer: ask for it",
            scenario: json!({
                "game": "schlauch",
                "seats": 3,
                "hands": [
                    ["JC", "AS", "TS", "KS", "QS", "9S", "8S", "7S", "AH", "AD"],
                    ["TH", "KH", "QH", "JH", "9H", "8H", "7H", "TD", "KD", "QD"],
                    ["JD", "9D", "8D", "7D", "AC", "TC", "KC", "QC", "9C", "8C"],
                ],
                "stock": ["7C", "JS"],
                "actions": [
                    {"p": 2, "do": "lay", "cards": ["7C", "8C"]},
                    {"p": 0, "do": "bid", "game": "schlauch"},
                    {"p": 1, "do": "pass"},
                    {"p": 2, "do": "pass"},
                    {"p": 0, "do": "trump", "suit": "S"},
                ],
            }),
            seat: 0,
            expect: Expect::one_of(&["ask:JS"]),
        },
        Case {
            why: "against a Schlauch, the Daus over the Ten led takes a trick: the game is beaten",
            scenario: json!({
                "game": "schlauch",
                "seats": 3,
                "hands": [
                    ["JS", "JC", "AS", "TS", "KS", "QS", "9S", "8S", "TH", "AD"],
                    ["AH", "8H", "7S", "KD", "QD", "JD", "9D", "8D", "7D", "KC"],
                    ["TC", "QC", "9C", "8C", "7C", "JH", "9H", "7H", "KH", "QH"],
                ],
                "stock": ["AC", "TD"],
                "actions": [
                    {"p": 2, "do": "lay", "cards": ["AC", "TD"]},
                    {"p": 0, "do": "bid", "game": "schlauch"},
                    {"p": 1, "do": "pass"},
                    {"p": 2, "do": "pass"},
                    {"p": 0, "do": "trump", "suit": "S"},
                    {"p": 0, "do": "keep"},
                    {"p": 0, "do": "play", "card": "TH"},
                ],
            }),
            seat: 1,
            expect: Expect::one_of(&["play:AH"]),
        },
        Case {
            why: "the Bettel declarer ducks the Nine led with his Seven, not the Daus that wins",
            scenario: json!({
                "game": "schlauch",
                "seats": 3,
                "hands": [
                    ["9H", "KH", "QH", "JH", "TH", "8H", "AS", "KS", "QS", "JS"],
                    ["AH", "7H", "7D", "8D", "7C", "8C", "7S", "8S", "9C", "9D"],
                    ["AD", "TD", "KD", "QD", "JD", "AC", "TC", "KC", "QC", "JC"],
                ],
                "stock": ["TS", "9S"],
                "actions": [
                    {"p": 2, "do": "lay", "cards": ["TS", "9S"]},
                    {"p": 0, "do": "pass"},
                    {"p": 1, "do": "bid", "game": "bettel"},
                    {"p": 2, "do": "pass"},
                    {"p": 0, "do": "play", "card": "9H"},
                ],
            }),
            seat: 1,
            expect: Expect::one_of(&["play:7H"]),
        },
    ]);
}

#[test]
fn piquemedrille() {
    check(&[
        Case {
            why: "Spadille, Manille, Basta, Ponto and five hearts more take every trick: bid",
            scenario: json!({
                "game": "piquemedrille",
                "seats": 2,
                "hands": [
                    ["AS", "7H", "AC", "AH", "KH", "QH", "JH", "2H", "3H", "KD"],
                    ["QD", "5D", "2S", "KS", "QS", "JS", "KC", "QC", "JC", "4H"],
                ],
                "stock": [
                    "7C", "6C", "5C", "4C", "3C", "2C", "AD", "JD", "7D", "6D", "4D", "3D", "2D",
                    "6H", "5H", "7S", "6S", "5S", "4S", "3S",
                ],
                "actions": [],
            }),
            seat: 0,
            expect: Expect::none_of(&["pass"]),
        },
        Case {
            why: "the Solo declarer with nine hearts among his trumps names hearts",
            scenario: json!({
                "game": "piquemedrille",
                "seats": 2,
                "hands": [
                    ["AS", "7H", "AC", "AH", "KH", "QH", "JH", "2H", "3H", "KD"],
                    ["QD", "5D", "2S", "KS", "QS", "JS", "KC", "QC", "JC", "4H"],
                ],
                "stock": [
                    "7C", "6C", "5C", "4C", "3C", "2C", "AD", "JD", "7D", "6D", "4D", "3D", "2D",
                    "6H", "5H", "7S", "6S", "5S", "4S", "3S",
                ],
                "actions": [
                    {"p": 0, "do": "bid", "game": "solo"},
                    {"p": 1, "do": "pass"},
                ],
            }),
            seat: 0,
            expect: Expect::one_of(&["trump:H"]),
        },
        Case {
            why: "ten low cards without a Matador or a King bid no Solo and no Solo-Tout",
            scenario: json!({
                "game": "piquemedrille",
                "seats": 2,
                "hands": [
                    ["3C", "4C", "5C", "3S", "4S", "5S", "4D", "5D", "6D", "6H"],
                    ["KD", "QD", "2S", "KS", "QS", "JS", "KC", "QC", "JC", "4H"],
                ],
                "stock": [
                    "AC", "7C", "6C", "2C", "AD", "JD", "7D", "3D", "2D", "AH", "KH", "QH", "JH",
                    "7H", "5H", "3H", "2H", "AS", "7S", "6S",
                ],
                "actions": [],
            }),
            seat: 0,
            expect: Expect::none_of(&["bid:solo", "bid:solo_tout"]),
        },
        Case {
            why: "under the King of diamonds led, keep the Queen (the next top diamond)",
            scenario: json!({
                "game": "piquemedrille",
                "seats": 2,
                "hands": [
                    ["AS", "7H", "AC", "AH", "KH", "QH", "JH", "KD", "3C", "3S"],
                    ["QD", "5D", "2S", "KS", "QS", "JS", "KC", "QC", "JC", "4H"],
                ],
                "stock": [
                    "7C", "6C", "5C", "4C", "2C", "AD", "JD", "7D", "6D", "4D", "3D", "2D", "6H",
                    "5H", "3H", "2H", "7S", "6S", "5S", "4S",
                ],
                "actions": [
                    {"p": 0, "do": "bid", "game": "solo"},
                    {"p": 1, "do": "pass"},
                    {"p": 0, "do": "trump", "suit": "H"},
                    {"p": 1, "do": "buy", "cards": []},
                    {"p": 0, "do": "play", "card": "KD"},
                ],
            }),
            seat: 1,
            expect: Expect::one_of(&["play:5D"]),
        },
        Case {
            why: "at five tricks, the declarer trumps the ninth trick: his sixth, the game",
            scenario: json!({
                "game": "piquemedrille",
                "seats": 2,
                "hands": [
                    ["KD", "KC", "KS", "2C", "7H", "5S", "AH", "3C", "6H", "4S"],
                    ["2D", "JC", "JS", "QC", "QD", "QS", "JD", "4C", "AD", "5H"],
                ],
                "stock": [
                    "AC", "7C", "6C", "5C", "7D", "6D", "5D", "4D", "3D", "KH", "QH", "JH", "4H",
                    "3H", "2H", "AS", "7S", "6S", "3S", "2S",
                ],
                "actions": [
                    {"p": 0, "do": "bid", "game": "solo"},
                    {"p": 1, "do": "pass"},
                    {"p": 0, "do": "trump", "suit": "H"},
                    {"p": 1, "do": "buy", "cards": []},
                    {"p": 0, "do": "play", "card": "KD"}, {"p": 1, "do": "play", "card": "2D"},
                    {"p": 0, "do": "play", "card": "KC"}, {"p": 1, "do": "play", "card": "JC"},
                    {"p": 0, "do": "play", "card": "KS"}, {"p": 1, "do": "play", "card": "JS"},
                    {"p": 0, "do": "play", "card": "2C"}, {"p": 1, "do": "play", "card": "QC"},
                    {"p": 1, "do": "play", "card": "QD"}, {"p": 0, "do": "play", "card": "7H"},
                    {"p": 0, "do": "play", "card": "5S"}, {"p": 1, "do": "play", "card": "QS"},
                    {"p": 1, "do": "play", "card": "JD"}, {"p": 0, "do": "play", "card": "AH"},
                    {"p": 0, "do": "play", "card": "3C"}, {"p": 1, "do": "play", "card": "4C"},
                    {"p": 1, "do": "play", "card": "AD"},
                ],
            }),
            seat: 0,
            expect: Expect::one_of(&["play:6H"]),
        },
    ]);
}

#[test]
fn ecarte() {
    check(&[
        Case {
            why: "five low cards and no trump: propose rather than risk the penalty point",
            scenario: json!({
                "game": "ecarte",
                "seats": 2,
                "hands": [["7C", "8C", "7D", "8D", "9S"], ["KH", "QH", "JH", "AH", "TH"]],
                "stock": [
                    "9H", "KC", "QC", "JC", "AC", "TC", "9C", "KD", "QD", "JD", "AD", "TD", "9D",
                    "8H", "7H", "KS", "QS", "JS", "AS", "TS", "8S", "7S",
                ],
                "actions": [],
            }),
            seat: 0,
            expect: Expect::one_of(&["propose"]),
        },
        Case {
            why: "five low cards and no trump: the dealer does not refuse the first proposal",
            scenario: json!({
                "game": "ecarte",
                "seats": 2,
                "hands": [["KC", "QH", "JH", "AS", "TD"], ["7C", "8C", "7D", "8D", "9S"]],
                "stock": [
                    "9H", "QC", "JC", "AC", "TC", "9C", "KD", "QD", "JD", "AD", "9D", "KH", "AH",
                    "TH", "8H", "7H", "KS", "QS", "JS", "TS", "8S", "7S",
                ],
                "actions": [{"p": 0, "do": "propose"}],
            }),
            seat: 1,
            expect: Expect::none_of(&["refuse"]),
        },
        Case {
            why: "laying away after an accepted proposal, the forehand keeps the trump King",
            scenario: json!({
                "game": "ecarte",
                "seats": 2,
                "hands": [["KH", "7C", "8D", "9S", "7S"], ["AC", "KC", "QD", "JS", "TD"]],
                "stock": ["9H", "QC", "JC", "TC", "9C", "8C", "AD", "KD", "JD", "9D", "7D", "AH", "QH", "JH", "TH", "8H", "7H", "AS", "KS", "QS", "TS", "8S"],
                "actions": [{"p": 0, "do": "propose"}, {"p": 1, "do": "accept"}],
            }),
            seat: 0,
            expect: Expect::keeps(&["KH"]),
        },
        Case {
            why: "laying away, the forehand keeps its two trumps",
            scenario: json!({
                "game": "ecarte",
                "seats": 2,
                "hands": [["QH", "8H", "KC", "7D", "8S"], ["AC", "QC", "QD", "JS", "TD"]],
                "stock": [
                    "9H", "JC", "TC", "9C", "8C", "7C", "AD", "KD", "JD", "9D", "8D", "KH", "AH",
                    "JH", "TH", "7H", "AS", "KS", "QS", "TS", "9S", "7S",
                ],
                "actions": [{"p": 0, "do": "propose"}, {"p": 1, "do": "accept"}],
            }),
            seat: 0,
            expect: Expect::keeps(&["QH", "8H"]),
        },
        Case {
            why: "the five top trumps are a sure vole: proposing only risks a forced discard",
            scenario: json!({
                "game": "ecarte",
                "seats": 2,
                "hands": [["KH", "QH", "JH", "AH", "TH"], ["7C", "8C", "7D", "8D", "9S"]],
                "stock": [
                    "9H", "KC", "QC", "JC", "AC", "TC", "9C", "KD", "QD", "JD", "AD", "TD", "9D",
                    "8H", "7H", "KS", "QS", "JS", "AS", "TS", "8S", "7S",
                ],
                "actions": [],
            }),
            seat: 0,
            expect: Expect::none_of(&["propose"]),
        },
        Case {
            why: "void in the suit led and in trumps: throw a small card, not a King",
            scenario: json!({
                "game": "ecarte",
                "seats": 2,
                "hands": [["QS", "9S", "9C", "TD", "8H"], ["KC", "KD", "7D", "8C", "7C"]],
                "stock": [
                    "9H", "QC", "JC", "AC", "TC", "QD", "JD", "AD", "9D", "8D", "KH", "QH", "JH",
                    "AH", "TH", "7H", "KS", "JS", "AS", "TS", "8S", "7S",
                ],
                "actions": [{"p": 0, "do": "play", "card": "QS"}],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:KC", "play:KD"]),
        },
    ]);
}

#[test]
fn imperial() {
    check(&[
        Case {
            why: "the trump Seven robs the turned King and completes a Quarte major (an Impérial)",
            scenario: json!({
                "game": "imperial",
                "seats": 2,
                "rules": {"rob_seven": true},
                "hands": [
                    ["7H", "QH", "JH", "AH", "TS", "9S", "8S", "7S", "TD", "9D", "8D", "7D"],
                    ["TH", "9H", "8H", "KS", "QS", "JS", "KD", "QD", "JD", "KC", "QC", "TC"],
                ],
                "stock": ["KH", "JC", "AC", "9C", "8C", "7C", "AD", "AS"],
                "actions": [],
            }),
            seat: 0,
            expect: Expect::one_of(&["rob"]),
        },
        Case {
            why: "under the trump King led, keep the Queen (the top trump to come): follow small",
            scenario: json!({
                "game": "imperial",
                "seats": 2,
                "hands": [
                    ["KH", "JH", "KS", "QS", "JS", "TS", "KD", "QD", "TD", "9D", "8C", "9C"],
                    ["QH", "9H", "8H", "AS", "9S", "8S", "JD", "AD", "8D", "QC", "JC", "AC"],
                ],
                "stock": ["TH", "KC", "TC", "7C", "7D", "AH", "7H", "7S"],
                "actions": [{"p": 0, "do": "play", "card": "KH"}],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:QH"]),
        },
        Case {
            why: "at 17 of 18, leading the trump King wins a trick with an honour: the Partie",
            scenario: json!({
                "game": "imperial",
                "seats": 2,
                "marks": [17, 3],
                "hands": [
                    ["KH", "8H", "9S", "8S", "KD", "TC", "9C", "8C", "7C", "7D", "8D", "9D"],
                    ["KS", "QS", "JS", "TS", "7S", "AC", "QC", "JC", "JD", "AD", "TD", "AH"],
                ],
                "stock": ["9H", "KC", "QD", "QH", "JH", "TH", "7H", "AS"],
                "actions": [],
            }),
            seat: 0,
            expect: Expect::one_of(&["play:KH"]),
        },
        Case {
            why: "void in the suit led and in trumps: throw a small card, not a King",
            scenario: json!({
                "game": "imperial",
                "seats": 2,
                "hands": [
                    ["9S", "8S", "7S", "QS", "JS", "TS", "KH", "QH", "JH", "9H", "8H", "JC"],
                    ["KC", "7C", "8C", "KD", "7D", "8D", "9D", "9C", "TC", "TD", "AD", "AC"],
                ],
                "stock": ["TH", "QC", "QD", "JD", "AH", "7H", "KS", "AS"],
                "actions": [{"p": 0, "do": "play", "card": "9S"}],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:KC", "play:KD"]),
        },
    ]);
}
