//! Sanity suite of the Schnapsen family (#42; the harness: `sanity/common.rs`): Schnapsen,
//! Sechsundsechzig, Schnorps, Bauernschnapsen and Dreierschnapsen.

#[path = "sanity/common.rs"]
mod common;

use common::{Case, Expect, check};
use serde_json::{Value, json};

/// A card played by a seat.
fn play(p: usize, card: &str) -> Value {
    json!({"p": p, "do": "play", "card": card})
}

#[test]
fn schnapsen() {
    // Clubs are trump (AC face up); forehand takes two Aces with the opponent's Tens: 42 points,
    // the opponent no trick, and the forehand at lead holds the trump marriage.
    let forty = json!({
        "variant": "schnapsen",
        "hands": [["AH", "AS", "KC", "QC", "JD"], ["TH", "TS", "JH", "JS", "QD"]],
        "talon": ["KH", "QS", "KS", "AD", "TD", "KD", "QH", "JC", "TC", "AC"],
        "actions": [play(0, "AH"), play(1, "TH"), play(0, "AS"), play(1, "TS")],
    });
    let mut forty_said = forty.clone();
    forty_said["actions"]
        .as_array_mut()
        .expect("a list")
        .push(json!({"p": 0, "do": "announce", "suit": "C"}));
    check(&[
        Case {
            why: "42 points and the trump marriage at lead: forty (at once, or after closing) \
                  makes 82, a claim with the opponent trickless (3 game points)",
            scenario: forty,
            seat: 0,
            expect: Expect::one_of(&["announce:C", "close"]),
        },
        Case {
            why: "82 points after announcing forty, the opponent without a trick: claim at once \
                  for 3 game points",
            scenario: forty_said,
            seat: 0,
            expect: Expect::one_of(&["claim"]),
        },
        Case {
            why: "talon closed, the trump Ace led: any trump will do, so the Jack, not the Ten \
                  that is now the top trump",
            scenario: json!({
                "variant": "schnapsen",
                "hands": [["AC", "KH", "QH", "JS", "JD"], ["TC", "JC", "AS", "TS", "KD"]],
                "talon": ["KS", "AD", "JH", "TH", "QS", "TD", "AH", "QD", "KC", "QC"],
                "actions": [
                    play(0, "KH"), play(1, "KD"), {"p": 0, "do": "close"}, play(0, "AC")
                ],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:TC"]),
        },
        Case {
            why: "last two talon cards, holding the trump Jack with the trump Ace face up: the \
                  last chance to exchange the Jack for the Ace",
            scenario: json!({
                "variant": "schnapsen",
                "hands": [["JH", "KS", "KD", "QC", "JS"], ["QS", "JD", "JC", "TS", "KH"]],
                "talon": ["AC", "QD", "TC", "AS", "AD", "TD", "KC", "TH", "QH", "AH"],
                "actions": [
                    play(0, "KS"), play(1, "QS"), play(0, "KD"), play(1, "JD"),
                    play(0, "QC"), play(1, "JC"), play(0, "JS"), play(1, "QD")
                ],
            }),
            seat: 0,
            expect: Expect::one_of(&["exchange"]),
        },
    ]);
}

#[test]
fn sechsundsechzig() {
    // Spades are trump (QS face up). The dealer takes three Tens with his Aces (63 points), gives
    // away a trick of 3, and the forehand leads the King of clubs into his Ace.
    let at_63 = json!({
        "variant": "sechsundsechzig",
        "hands": [["TH", "TS", "TD", "QH", "9C", "KC"], ["AH", "AS", "AD", "9H", "AC", "JC"]],
        "talon": ["JD", "9S", "9D", "QD", "KH", "KD", "TC", "JH", "KS", "JS", "QC", "QS"],
        "actions": [
            play(0, "TH"), play(1, "AH"), play(1, "AS"), play(0, "TS"), play(1, "AD"),
            play(0, "TD"), play(1, "9H"), play(0, "QH"), play(0, "KC")
        ],
    });
    let mut at_78 = at_63.clone();
    at_78["actions"]
        .as_array_mut()
        .expect("a list")
        .push(play(1, "AC"));
    check(&[
        Case {
            why: "at 63 points, the Ace takes the King led (15 more): 78 and the lead, a sure \
                  win; any other card gives the trick away",
            scenario: at_63,
            seat: 1,
            expect: Expect::one_of(&["play:AC"]),
        },
        Case {
            why: "78 points at lead: claim now, before the opponent's 3 points can grow past 33",
            scenario: at_78,
            seat: 1,
            expect: Expect::one_of(&["claim"]),
        },
        Case {
            why: "the forehand closed and leads the trump Ace: any trump will do, so the Nine, \
                  not the Ten that is now the top trump",
            scenario: json!({
                "variant": "sechsundsechzig",
                "hands": [["AH", "KS", "QS", "JD", "9D", "AC"], ["TH", "9H", "AS", "TS", "KD", "QD"]],
                "talon": ["QH", "JH", "JS", "9S", "AD", "TD", "TC", "KC", "QC", "JC", "9C", "KH"],
                "actions": [{"p": 0, "do": "close"}, play(0, "AH")],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:TH"]),
        },
    ]);
}

#[test]
fn schnorps() {
    // Clubs are trump (9C face up); the forehand has won two tricks (26 points), the opponent
    // none, and is at lead with the trump marriage.
    let at_26 = json!({
        "variant": "schnorps",
        "hands": [["AH", "QD", "KC", "QC", "8S", "7D"], ["TH", "JD", "9S", "8H", "7S", "9D"]],
        "talon": [
            "8D", "8C", "JS", "7H", "KH", "QH", "JH", "9H", "AS", "TS", "KS", "QS", "AD", "TD",
            "KD", "AC", "TC", "JC", "7C", "9C"
        ],
        "actions": [play(0, "AH"), play(1, "TH"), play(0, "QD"), play(1, "JD")],
    });
    let mut closed = at_26.clone();
    closed["actions"]
        .as_array_mut()
        .expect("a list")
        .push(json!({"p": 0, "do": "close"}));
    check(&[
        Case {
            why: "26 points and the trump marriage at lead, the opponent trickless: close first, \
                  then forty makes 66 and a closer's claim, 8 Marken instead of forty's 6",
            scenario: at_26,
            seat: 0,
            expect: Expect::one_of(&["close"]),
        },
        Case {
            why: "closed at 26 points with the trump marriage: forty makes exactly 66 (marriages \
                  outlive closing), a Schnorps with the opponent trickless",
            scenario: closed,
            seat: 0,
            expect: Expect::one_of(&["announce:C"]),
        },
        Case {
            why: "the talon closed and the trump Ace led: any trump will do, so the Eight, not \
                  the Ten that is now the top trump",
            scenario: json!({
                "variant": "schnorps",
                "hands": [["AH", "9S", "8S", "7S", "KD", "QD"], ["TH", "8H", "7D", "AS", "TS", "KS"]],
                "talon": [
                    "8D", "8C", "KH", "QH", "JH", "7H", "QS", "JS", "AD", "TD", "JD", "9D", "AC",
                    "TC", "KC", "QC", "JC", "9C", "7C", "9H"
                ],
                "actions": [
                    play(0, "KD"), play(1, "7D"), {"p": 0, "do": "close"}, play(0, "AH")
                ],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:TH"]),
        },
        Case {
            why: "the trump Ace led, nothing takes it: throw a blank card, not a Ten or an Ace",
            scenario: json!({
                "variant": "schnorps",
                "hands": [["AS", "9S", "KH", "QH", "8D", "7C"], ["TD", "AD", "8C", "7H", "KC", "9H"]],
                "talon": [
                    "AH", "TH", "JH", "8H", "TS", "KS", "QS", "8S", "7S", "KD", "QD", "JD", "9D",
                    "7D", "AC", "TC", "QC", "JC", "9C", "JS"
                ],
                "actions": [play(0, "AS")],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:TD", "play:AD"]),
        },
    ]);
}

#[test]
fn bauernschnapsen() {
    // Rufer, hearts trump: the forehand's side takes two tricks of Ace, Ten, King and Queen.
    let rufer_56 = json!({
        "variant": "bauernschnapsen",
        "hands": [
            ["AS", "AD", "KH", "QH", "JC"], ["TS", "TD", "AC", "TC", "JH"],
            ["KS", "KD", "AH", "TH", "KC"], ["QS", "QD", "QC", "JS", "JD"]
        ],
        "actions": [
            {"p": 0, "do": "trump", "suit": "H"}, {"p": 0, "do": "pass"},
            {"p": 1, "do": "pass"}, {"p": 2, "do": "pass"}, {"p": 3, "do": "pass"},
            play(0, "AS"), play(1, "TS"), play(2, "KS"), play(3, "QS"),
            play(0, "AD"), play(1, "TD"), play(2, "KD"), play(3, "QD")
        ],
    });
    let mut rufer_96 = rufer_56.clone();
    rufer_96["actions"]
        .as_array_mut()
        .expect("a list")
        .push(json!({"p": 0, "do": "announce", "suit": "H"}));
    check(&[
        Case {
            why: "all five diamonds, not trump: a Herrengangl is laid down for 18; a pass ends \
                  the bidding, and without a trump no other game can be made",
            scenario: json!({
                "variant": "bauernschnapsen",
                "hands": [
                    ["AH", "KH", "QS", "JC", "TC"], ["AD", "TD", "KD", "QD", "JD"],
                    ["TH", "QH", "AS", "KC", "QC"], ["JH", "TS", "KS", "JS", "AC"]
                ],
                "actions": [{"p": 0, "do": "trump", "suit": "H"}, {"p": 0, "do": "pass"}],
            }),
            seat: 1,
            expect: Expect::one_of(&["bid:herrengangl"]),
        },
        Case {
            why: "four Aces and the trump Ten: a Durchmarsch is certain (9); a Bettler or a \
                  Zehnerloch (Aces lowest) is lost, a pass or a kontra on the Rufer (3 at most, \
                  doubled 6) throws the sure 9 away",
            scenario: json!({
                "variant": "bauernschnapsen",
                "hands": [
                    ["KH", "QS", "JC", "JD", "KS"], ["AH", "AS", "AC", "AD", "TH"],
                    ["QH", "JH", "TS", "KC", "TD"], ["JS", "QC", "TC", "KD", "QD"]
                ],
                "actions": [{"p": 0, "do": "trump", "suit": "H"}, {"p": 0, "do": "pass"}],
            }),
            seat: 1,
            expect: Expect::none_of(&["bid:bettler", "bid:zehnerloch", "kontra", "pass"]),
        },
        Case {
            why: "a Bettler declarer leading an Ace takes the trick (no trump, nobody can beat \
                  it): the game lost at once",
            scenario: json!({
                "variant": "bauernschnapsen",
                "hands": [
                    ["JH", "JD", "AS", "QC", "JC"], ["AH", "TH", "KS", "AD", "TC"],
                    ["KH", "QH", "TS", "KD", "AC"], ["JS", "QS", "TD", "QD", "KC"]
                ],
                "actions": [
                    {"p": 0, "do": "trump", "suit": "H"},
                    {"p": 0, "do": "bid", "game": "bettler"},
                    {"p": 1, "do": "pass"}, {"p": 2, "do": "pass"}, {"p": 3, "do": "pass"}
                ],
            }),
            seat: 0,
            expect: Expect::none_of(&["play:AS"]),
        },
        Case {
            why: "Rufer: 56 points from two tricks and the trump marriage at lead: forty makes \
                  96, a claim with the other side trickless (3)",
            scenario: rufer_56,
            seat: 0,
            expect: Expect::one_of(&["announce:H"]),
        },
        Case {
            why: "Rufer: 96 points after forty, the other side trickless: claim at once for 3",
            scenario: rufer_96,
            seat: 0,
            expect: Expect::one_of(&["claim"]),
        },
    ]);
}

#[test]
fn dreierschnapsen() {
    check(&[
        Case {
            why: "a Bettler declarer leading an Ace takes the trick (no trump, nobody can beat \
                  it): the game lost at once",
            scenario: json!({
                "variant": "dreierschnapsen",
                "hands": [
                    ["AH", "KH", "TS", "KS", "QC", "AD"], ["JH", "JS", "AC", "JD", "QS", "QD"],
                    ["TH", "QH", "AS", "TD", "KD", "TC"]
                ],
                "talon": ["KC", "JC"],
                "actions": [
                    {"p": 0, "do": "trump", "suit": "H"}, {"p": 0, "do": "pass"},
                    {"p": 1, "do": "bid", "game": "bettler"},
                    {"p": 2, "do": "pass"}, {"p": 0, "do": "pass"}
                ],
            }),
            seat: 1,
            expect: Expect::none_of(&["play:AC"]),
        },
        Case {
            why: "Schnapser: a lone spade Jack led with Ace, Ten, King and Queen out must be \
                  beaten (Stichzwang): the first trick and the game lost",
            scenario: json!({
                "variant": "dreierschnapsen",
                "hands": [
                    ["AH", "TH", "KH", "AC", "TC", "JS"], ["QH", "JH", "AS", "TS", "KS", "JD"],
                    ["QS", "AD", "TD", "KD", "QD", "QC"]
                ],
                "talon": ["KC", "JC"],
                "actions": [
                    {"p": 0, "do": "trump", "suit": "H"},
                    {"p": 0, "do": "bid", "game": "schnapser"},
                    {"p": 1, "do": "pass"}, {"p": 2, "do": "pass"},
                    {"p": 0, "do": "discard", "cards": ["KC", "JC"]}
                ],
            }),
            seat: 0,
            expect: Expect::none_of(&["play:JS"]),
        },
        Case {
            why: "four Aces and the Tens of hearts and spades: a Durchmarsch is certain (9); a \
                  Bettler or a Zehnerloch (Aces lowest) is lost, a pass or a kontra on the Rufer \
                  (3 at most, doubled 6) throws the sure 9 away",
            scenario: json!({
                "variant": "dreierschnapsen",
                "hands": [
                    ["KH", "QS", "JC", "JD", "KS", "QD"], ["AH", "AS", "AC", "AD", "TH", "TS"],
                    ["QH", "JH", "KC", "TD", "KD", "JS"]
                ],
                "talon": ["TC", "QC"],
                "actions": [{"p": 0, "do": "trump", "suit": "H"}, {"p": 0, "do": "pass"}],
            }),
            seat: 1,
            expect: Expect::none_of(&["bid:bettler", "bid:zehnerloch", "kontra", "pass"]),
        },
        Case {
            why: "Rufer: three tricks of Ace, Ten and King make 75 at lead, the defenders \
                  trickless: claim for 3 before a trick can go",
            scenario: json!({
                "variant": "dreierschnapsen",
                "hands": [
                    ["AS", "QH", "AD", "AC", "JH", "QS"], ["TS", "TD", "TC", "AH", "JS", "JD"],
                    ["KS", "KD", "KC", "TH", "KH", "QD"]
                ],
                "talon": ["QC", "JC"],
                "actions": [
                    {"p": 0, "do": "trump", "suit": "H"}, {"p": 0, "do": "pass"},
                    {"p": 1, "do": "pass"}, {"p": 2, "do": "pass"},
                    {"p": 0, "do": "discard", "cards": ["QC", "JC"]},
                    play(0, "AS"), play(1, "TS"), play(2, "KS"),
                    play(0, "AD"), play(1, "TD"), play(2, "KD"),
                    play(0, "AC"), play(1, "TC"), play(2, "KC")
                ],
            }),
            seat: 0,
            expect: Expect::one_of(&["claim"]),
        },
    ]);
}
