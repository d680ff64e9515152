//! Hand-checked games for the cases the public scenarios do not show: each game type's end,
//! the follow rules by game and house rule, the bidding's bar, the window for doubles, the
//! redeal, marriages by side, and state round trips.

use super::*;
use crate::schnapsen::rules::card::{CardSet, Suit};
use crate::schnapsen::rules::seat::Seat;

use crate::schnapsen::rules::cards;

fn set(codes: &str) -> CardSet {
    cards(codes).into_iter().collect()
}

fn seat(i: usize) -> Seat {
    Seat::new(i, 4).unwrap()
}

fn four(hands: [&str; 4], rules: HouseRules) -> Game<4> {
    Deal::<4> {
        hands: hands.map(cards),
        talon: vec![],
    }
    .start(rules)
    .unwrap()
}

fn three(hands: [&str; 3], talon: &str, rules: HouseRules) -> Game<3> {
    Deal::<3> {
        hands: hands.map(cards),
        talon: cards(talon),
    }
    .start(rules)
    .unwrap()
}

/// Applies `seat action` pairs (`"0 bid:schnapser"`) and returns the codes, checking on the way
/// that a refusal leaves the game unchanged and that legality and refusal agree.
fn run<const N: usize>(game: &mut Game<N>, script: &str) -> Vec<String> {
    script
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|step| {
            let (s, a) = step.split_once(' ').unwrap();
            let s = Seat::new(s.parse().unwrap(), N).unwrap();
            let action: Action = a.parse().unwrap();
            let legal = game.legal_actions(s).contains(action);
            let before = *game;
            match game.apply(s, action) {
                Ok(_) => {
                    assert!(legal);
                    game.check().unwrap();
                    "ok".to_owned()
                }
                Err(r) => {
                    assert!(!legal);
                    assert_eq!(*game, before);
                    r.code().to_owned()
                }
            }
        })
        .collect()
}

fn all_ok(codes: &[String]) {
    assert!(codes.iter().all(|c| c == "ok"), "{codes:?}");
}

#[test]
fn three_jacks_may_be_thrown_in_and_nothing_else() {
    let mut g = four(
        [
            "JH JS JC AH TH",
            "KH QH AS TS KS",
            "QS JD AD TD KD",
            "QD AC TC KC QC",
        ],
        HouseRules::default(),
    );
    assert!(g.legal_actions(seat(0)).redeal);
    assert_eq!(
        run(&mut g, "1 redeal; 0 redeal; 0 trump:H"),
        ["not_your_turn", "ok", "game_over"]
    );
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.game, o.declarer, o.trump, o.reason),
        (None, None, None, Reason::Redeal)
    );
    assert_eq!(o.game_points, 0);
    assert_eq!(o.winning_seats().count(), 0);
    let mut g = four(
        [
            "JH JS AH JC TH",
            "KH QH AS TS KS",
            "QS JD AD TD KD",
            "QD AC TC KC QC",
        ],
        HouseRules::default(),
    );
    assert_eq!(
        run(&mut g, "0 redeal; 0 turn:2; 0 trump:C; 0 turn:1"),
        [
            "cannot_redeal",
            "cannot_choose_trump",
            "cannot_choose_trump",
            "ok"
        ]
    );
    assert_eq!(g.trump(), Some(Suit::Hearts));
    assert_eq!(g.turned_up(), Some("TH".parse().unwrap()));
}

#[test]
fn zehnerloch_ten_beats_king_and_the_ace_is_lowest() {
    // Seat 1 holds T K Q J of hearts and the ace of spades; the others must head his trick in
    // the Zehnerloch order, and an Ace never wins.
    let mut g = four(
        [
            "AH AC KC QC JC",
            "TH KH QH JH AS",
            "TS KS QS JS TC",
            "AD TD KD QD JD",
        ],
        HouseRules::default(),
    );
    all_ok(&run(
        &mut g,
        "0 trump:C; 0 pass; 1 bid:zehnerloch; 2 pass; 3 pass; 0 pass",
    ));
    assert_eq!(
        g.to_act(),
        Some(seat(1)),
        "the declarer leads a game without trump"
    );
    assert_eq!(
        run(&mut g, "1 play:QH; 2 play:TS; 3 play:AD; 0 play:AH"),
        ["ok", "ok", "ok", "ok"]
    );
    assert_eq!(
        g.history()[0].winner(),
        seat(1),
        "the Ace of hearts does not beat the Queen"
    );
    // He leads the Ace of spades: every spade beats it, and Stichzwang makes seat 2 head it.
    let legal = |g: &Game<4>, s| g.legal_actions(seat(s)).plays;
    assert_eq!(run(&mut g, "1 play:AS"), ["ok"]);
    assert_eq!(legal(&g, 2), set("TS KS QS JS") - set("TS"));
    assert_eq!(
        run(&mut g, "2 play:JS; 3 play:JD; 0 play:JC"),
        ["ok", "ok", "ok"]
    );
    let o = g.outcome().unwrap();
    assert_eq!((o.reason, o.game_points), (Reason::TrickLost, 10));
    assert_eq!(o.winning_seats().collect::<Vec<_>>(), [seat(0), seat(2)]);
}

#[test]
fn schnapser_of_seat_two_is_led_by_the_forehand_who_cannot_marry() {
    let mut g = four(
        [
            "KH QH AS JC TD",
            "AH TC QS KD JD",
            "TH AC KS AD QC",
            "JH TS JS KC QD",
        ],
        HouseRules::default(),
    );
    all_ok(&run(
        &mut g,
        "0 trump:H; 0 pass; 1 pass; 2 bid:schnapser; 3 pass; 0 pass; 1 pass",
    ));
    assert_eq!(g.to_act(), Some(seat(0)));
    assert_eq!(
        run(&mut g, "0 announce:H; 0 claim"),
        ["no_marriage", "cannot_claim"]
    );
    // Spades: seat 2's KS cannot beat the Ace: seat 0 wins, so the declarer has lost.
    all_ok(&run(&mut g, "0 play:AS; 1 play:QS; 2 play:KS; 3 play:TS"));
    let o = g.outcome().unwrap();
    assert_eq!((o.reason, o.game_points), (Reason::TrickLost, 6));
    assert_eq!(o.winning_seats().collect::<Vec<_>>(), [seat(1), seat(3)]);
}

#[test]
fn kontraschnapser_made_and_under_66() {
    // Seat 1 declares; the forehand leads; seat 1 must win three tricks with 66.
    let hands = [
        "JH JS QD KD JD",
        "AH TH AS TS AD",
        "QS KC QC JC TC",
        "KH QH KS TD AC",
    ];
    let mut g = four(hands, HouseRules::default());
    all_ok(&run(
        &mut g,
        "0 trump:H; 0 pass; 1 bid:kontraschnapser; 2 pass; 3 pass; 0 pass",
    ));
    assert_eq!(g.to_act(), Some(seat(0)));
    all_ok(&run(&mut g, "0 play:JS; 1 play:AS; 2 play:QS; 3 play:KS"));
    // 11 + 2 + 3 + 4 = 20; then 20 + 11 + 10 + 10 + 2 = 53.
    all_ok(&run(&mut g, "1 play:AD; 2 play:TC; 3 play:TD; 0 play:JD"));
    assert!(!g.is_over());
    assert_eq!(g.takings(seat(1)).points(), 53);
    all_ok(&run(&mut g, "1 play:TS; 2 play:JC; 3 play:KH; 0 play:JH"));
    // Seat 3 trumped with KH: lost in the third trick.
    let o = g.outcome().unwrap();
    assert_eq!((o.reason, o.game_points), (Reason::TrickLost, 12));

    let mut g = four(hands, HouseRules::default());
    all_ok(&run(
        &mut g,
        "0 trump:D; 0 pass; 1 bid:kontraschnapser; 2 pass; 3 pass; 0 pass",
    ));
    all_ok(&run(&mut g, "0 play:JS; 1 play:AS; 2 play:QS; 3 play:KS"));
    // 20; then AH: seat 3 cannot beat it, any heart. 20 + 11 + 3 + 3 + 2 = 39.
    all_ok(&run(&mut g, "1 play:AH; 2 play:QC; 3 play:QH; 0 play:JH"));
    // The Ace of trumps: 39 + 11 + 2 + 10 + 2 = 64, three tricks without 66.
    all_ok(&run(&mut g, "1 play:AD; 2 play:JC; 3 play:TD; 0 play:JD"));
    let o = g.outcome().unwrap();
    assert_eq!(o.points[seat(1)], 64);
    assert_eq!((o.reason, o.game_points), (Reason::Under66, 12));
    assert_eq!(o.winning_seats().collect::<Vec<_>>(), [seat(0), seat(2)]);
}

#[test]
fn bauernschnapser_is_lost_to_the_declarers_own_partner() {
    let mut g = four(
        [
            "AC TC JH KC QC",
            "AS TS KS QS JS",
            "AH TH KH QH JC",
            "AD TD KD QD JD",
        ],
        HouseRules::default(),
    );
    all_ok(&run(
        &mut g,
        "0 trump:C; 0 bid:bauernschnapser; 1 pass; 2 pass; 3 pass",
    ));
    assert_eq!(g.to_act(), Some(seat(0)));
    all_ok(&run(&mut g, "0 play:JH; 1 play:JS"));
    assert_eq!(
        g.legal_actions(seat(2)).plays,
        set("AH TH KH QH"),
        "the partner must beat"
    );
    all_ok(&run(&mut g, "2 play:AH; 3 play:JD"));
    let o = g.outcome().unwrap();
    assert_eq!((o.reason, o.game_points), (Reason::TrickLost, 12));
    assert_eq!(o.winning_seats().collect::<Vec<_>>(), [seat(1), seat(3)]);
}

#[test]
fn undertrump_switch() {
    let hands = [
        "AC TC KC JH QH",
        "QC AS TS KS QS",
        "AH TH KH JS AD",
        "JC TD KD QD JD",
    ];
    for (switch, want) in [(true, "JC"), (false, "JC TD KD QD JD")] {
        let rules = HouseRules {
            undertrump: switch,
            ..HouseRules::default()
        };
        let mut g = four(hands, rules);
        all_ok(&run(
            &mut g,
            "0 trump:C; 0 bid:bauernschnapser; 1 pass; 2 pass; 3 pass",
        ));
        all_ok(&run(&mut g, "0 play:JH"));
        assert_eq!(g.legal_actions(seat(1)).plays, set("QC"), "must trump");
        all_ok(&run(&mut g, "1 play:QC"));
        assert_eq!(g.legal_actions(seat(2)).plays, set("AH TH KH"));
        all_ok(&run(&mut g, "2 play:AH"));
        assert_eq!(g.legal_actions(seat(3)).plays, set(want));
    }
}

#[test]
fn herrengangl_is_laid_down_and_cannot_be_doubled() {
    let hands = [
        "AH TH KH QH JH",
        "AS TS KS QS JS",
        "AD TD KD QD JD",
        "AC TC KC QC JC",
    ];
    let mut g = four(hands, HouseRules::default());
    assert_eq!(
        run(
            &mut g,
            "0 trump:H; 0 pass; 1 bid:herrengangl; 2 kontra; 2 bid:herrengangl; 2 pass; 3 bid:bettler; 3 pass; 0 pass"
        ),
        [
            "ok",
            "ok",
            "ok",
            "cannot_double",
            "bid_too_low",
            "ok",
            "bid_too_low",
            "ok",
            "ok"
        ]
    );
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.game, o.reason, o.game_points),
        (Some(GameType::Herrengangl), Reason::LaidDown, 18)
    );
    assert_eq!(o.winning_seats().collect::<Vec<_>>(), [seat(1), seat(3)]);
    assert_eq!(run(&mut g, "0 play:AH"), ["game_over"]);
    // Switched off, and never in trumps or by the forehand.
    let mut g = four(
        hands,
        HouseRules {
            herrengangl: false,
            ..HouseRules::default()
        },
    );
    assert_eq!(
        run(&mut g, "0 trump:H; 0 pass; 1 bid:herrengangl"),
        ["ok", "ok", "cannot_bid"]
    );
    let mixed = [
        "AH TH KC QH JH",
        "AS TS KS QS JS",
        "AD TD KD QD JD",
        "AC TC KH QC JC",
    ];
    let mut g = four(mixed, HouseRules::default());
    assert_eq!(
        run(
            &mut g,
            "0 trump:H; 0 bid:herrengangl; 0 bid:herrenschnapser; 0 pass; 3 bid:herrengangl; 1 bid:herrengangl"
        ),
        [
            "ok",
            "cannot_bid",
            "cannot_bid",
            "ok",
            "not_your_turn",
            "ok"
        ]
    );
    // Herrenschnapser: the forehand with all five trumps; 24 and not doublable.
    let mut g = four(hands, HouseRules::default());
    all_ok(&run(&mut g, "0 trump:H; 0 bid:herrenschnapser"));
    assert_eq!(
        g.legal_actions(seat(1)).bids.len(),
        0,
        "24 cannot be overbid"
    );
    all_ok(&run(&mut g, "1 pass; 2 pass; 3 pass"));
    assert_eq!(g.outcome().unwrap().game_points, 24);
}

#[test]
fn rufer_false_claim_and_forty_lost_with_the_first_trick() {
    let mut g = four(
        [
            "KH QH AS JC TD",
            "AH TC QS KD JD",
            "TH AC KS AD QC",
            "JH TS JS KC QD",
        ],
        HouseRules::default(),
    );
    all_ok(&run(
        &mut g,
        "0 trump:H; 0 pass; 1 pass; 2 pass; 3 pass; 0 announce:H; 0 play:QH",
    ));
    assert_eq!(g.takings(seat(0)).pending, 40);
    all_ok(&run(&mut g, "1 play:AH; 2 play:TH; 3 play:JH"));
    assert_eq!(
        g.takings(seat(0)).pending,
        40,
        "the other side won the first trick"
    );
    assert_eq!(g.side_points(seat(1)), 26);
    // Seat 1 claims at 26: false, the forehand's side scores what he would have: 3 (no trick).
    assert_eq!(run(&mut g, "3 claim; 1 claim"), ["not_your_turn", "ok"]);
    let o = g.outcome().unwrap();
    assert_eq!((o.reason, o.game_points), (Reason::FalseClaim, 3));
    assert_eq!(o.winning_seats().collect::<Vec<_>>(), [seat(0), seat(2)]);
    assert_eq!(
        o.points.0,
        [0, 26, 0, 0],
        "pending marriages are not points"
    );
}

#[test]
fn rufer_end_of_play_counts_as_a_claim_with_66() {
    let mut g = four(
        [
            "AH TH KH QH JH",
            "AS TS KS QS JS",
            "AD TD KD QD JD",
            "AC TC KC QC JC",
        ],
        HouseRules::default(),
    );
    all_ok(&run(&mut g, "0 trump:H; 0 pass; 1 pass; 2 pass; 3 pass"));
    for _ in 0..5 {
        for _ in 0..4 {
            let s = g.to_act().unwrap();
            let card = g.legal_actions(s).plays.iter().last().unwrap();
            g.apply(s, Action::Play(card)).unwrap();
        }
    }
    let o = g.outcome().unwrap();
    assert_eq!(o.reason, Reason::Claim);
    assert_eq!(o.winning_seats().collect::<Vec<_>>(), [seat(0), seat(2)]);
    assert_eq!(o.points.0.iter().sum::<u16>(), 120);
}

#[test]
fn bidding_bar_and_doubles_by_side() {
    let mut g = four(
        [
            "KH QH AS JC TD",
            "AH TC QS KD JD",
            "TH AC KS AD QC",
            "JH TS JS KC QD",
        ],
        HouseRules::default(),
    );
    all_ok(&run(&mut g, "0 trump:H; 0 pass"));
    // A kontra'd Rufer (6) can be overbid by a Durchmarsch, not by a Bettler; seat 2 holds two
    // Aces, so no Assbettler at all.
    assert_eq!(
        run(&mut g, "2 kontra; 1 retour; 1 kontra"),
        ["not_your_turn", "cannot_double", "ok"]
    );
    assert_eq!(
        run(
            &mut g,
            "2 bid:assbettler; 2 bid:bettler; 2 bid:durchmarsch; 3 retour; 3 kontra; 3 pass"
        ),
        [
            "cannot_bid",
            "bid_too_low",
            "ok",
            "cannot_double",
            "ok",
            "not_your_turn"
        ]
    );
    assert_eq!(g.contract().multiplier, 2);
    // Seat 0 (declarer's side) retours; subkontra by the other side; no fourth level.
    assert_eq!(
        run(&mut g, "0 retour; 1 subkontra; 2 pass"),
        ["ok", "ok", "ok"]
    );
    assert_eq!(g.legal_actions(seat(3)).double, None);
    all_ok(&run(&mut g, "3 pass; 0 pass"));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.contract().multiplier, 8);
    assert_eq!(g.contract().declarer, seat(2));
}

#[test]
fn window_doubles_only_with_the_house_rule() {
    let hands = [
        "KH QH AS JC TD",
        "AH TC QS KD JD",
        "TH AC KS AD QC",
        "JH TS JS KC QD",
    ];
    for (switch, want) in [(true, "ok"), (false, "cannot_double")] {
        let mut g = four(
            hands,
            HouseRules {
                kontra_after_bidding: switch,
                ..HouseRules::default()
            },
        );
        all_ok(&run(&mut g, "0 trump:H; 0 pass; 1 pass; 2 pass; 3 pass"));
        assert_eq!(g.window_open(), switch);
        assert_eq!(run(&mut g, "3 kontra"), [want]);
    }
}

#[test]
fn rufer_stichzwang_and_undertrump_switches() {
    let hands = [
        "TH QS JC TD KD",
        "AH KH QH AS TS",
        "JH KS AC AD QD",
        "JS TC KC QC JD",
    ];
    let mut g = four(hands, HouseRules::default());
    all_ok(&run(
        &mut g,
        "0 trump:C; 0 pass; 1 pass; 2 pass; 3 pass; 0 play:TH",
    ));
    assert_eq!(
        g.legal_actions(seat(1)).plays,
        set("AH KH QH"),
        "any heart in the Rufer"
    );
    let mut strict = four(
        hands,
        HouseRules {
            rufer_stichzwang: true,
            ..HouseRules::default()
        },
    );
    all_ok(&run(
        &mut strict,
        "0 trump:C; 0 pass; 1 pass; 2 pass; 3 pass; 0 play:TH",
    ));
    assert_eq!(strict.legal_actions(seat(1)).plays, set("AH"));
    // Seat 3 void in hearts after 0 TH 1 AH 2 JH: must trump, any trump in the Rufer.
    all_ok(&run(&mut g, "1 play:AH; 2 play:JH"));
    assert_eq!(g.legal_actions(seat(3)).plays, set("TC KC QC"));
}

#[test]
fn bettler_partner_sits_out_and_can_still_retour() {
    let mut g = four(
        [
            "QS KC TH KS TC",
            "JS JH QC QD JC",
            "AS JD AH AC TS",
            "KH QH AD TD KD",
        ],
        HouseRules::default(),
    );
    all_ok(&run(
        &mut g,
        "0 turn:1; 0 pass; 1 bid:bettler; 2 pass; 3 pass; 0 kontra",
    ));
    all_ok(&run(&mut g, "1 pass; 2 pass; 3 pass"));
    assert_eq!(g.sitting_out(), Some(seat(3)));
    assert_eq!(g.legal_actions(seat(3)).double, Some(Double::Retour));
    assert_eq!(
        run(&mut g, "3 retour; 3 play:KH; 1 play:JS"),
        ["ok", "not_your_turn", "ok"]
    );
    assert_eq!(g.to_act(), Some(seat(2)));
    assert_eq!(run(&mut g, "2 play:AS; 0 play:KS"), ["ok", "ok"]);
    assert_eq!(g.history()[0].plays().len(), 3);
}

#[test]
fn dreier_defenders_both_reach_zero_and_the_declarer_gets_the_bummerl() {
    // Seat 0 declares a Bettler with the Ace of spades as his only... he takes a trick at once.
    let mut g = three(
        [
            "AS TS KS QS JS AH",
            "TH KH QH JH AD TD",
            "KD QD JD AC TC KC",
        ],
        "QC JC",
        HouseRules::default(),
    );
    all_ok(&run(
        &mut g,
        "0 trump:S; 0 bid:bettler; 1 kontra; 2 pass; 0 pass",
    ));
    assert_eq!(g.phase(), Phase::Play, "no exchange in a Bettler");
    assert_eq!(g.talon().len(), 2);
    all_ok(&run(&mut g, "0 play:JS; 1 play:TH; 2 play:KD"));
    let o = *g.outcome().unwrap();
    assert_eq!((o.reason, o.game_points), (Reason::TrickTaken, 10));
    assert_eq!(
        o.winning_seats().collect::<Vec<_>>(),
        [Seat::new(1, 3).unwrap(), Seat::new(2, 3).unwrap()]
    );
    let mut tally = Tally::from_left(Variant::Dreierschnapsen, &[20, 7, 10]).unwrap();
    assert_eq!(
        tally.record(&o, &HouseRules::default()),
        Some(vec![1, 0, 0])
    );
    assert_eq!(tally.left(), [20, -3, 0]);
}

#[test]
fn dreier_discards_count_for_the_defenders_only_with_the_switch() {
    let hands = [
        "JH AS TH AD QS TD",
        "KD JD AH QC AC QD",
        "TS KS JC KH QH KC",
    ];
    for (switch, points) in [(false, 0), (true, 12)] {
        let mut g = three(
            hands,
            "TC JS",
            HouseRules {
                discards_to_defenders: switch,
                ..HouseRules::default()
            },
        );
        assert_eq!(
            run(
                &mut g,
                "0 trump:H; 0 pass; 1 pass; 2 pass; 1 kontra; 0 discard:TD,TD; 0 discard:TD,JS"
            ),
            ["ok", "ok", "ok", "ok", "ok", "cannot_discard", "ok"]
        );
        assert_eq!(g.side_points(Seat::new(1, 3).unwrap()), points);
        assert_eq!(g.discarded(), set("TD JS"));
        assert_eq!(g.view(Seat::new(0, 3).unwrap()).laid_away, set("TD JS"));
        assert_eq!(g.view(Seat::new(1, 3).unwrap()).laid_away, CardSet::EMPTY);
        assert!(
            g.view(Seat::new(1, 3).unwrap())
                .unseen()
                .contains("TD".parse().unwrap())
        );
    }
}

#[test]
fn auto_claim_claims_for_the_side() {
    let hands = [
        "AH TH KH QH JH",
        "AS TS KS QS JS",
        "AD TD KD QD JD",
        "AC TC KC QC JC",
    ];
    let mut g = four(
        hands,
        HouseRules {
            auto_claim: true,
            ..HouseRules::default()
        },
    );
    all_ok(&run(
        &mut g,
        "0 trump:H; 0 pass; 1 pass; 2 pass; 3 pass; 0 announce:H; 0 play:KH",
    ));
    all_ok(&run(&mut g, "1 play:JS; 2 play:JD; 3 play:JC"));
    // 40 + 4 + 6 = 50 after the first trick: not yet.
    assert!(!g.is_over());
    all_ok(&run(&mut g, "0 play:AH; 1 play:QS; 2 play:QD; 3 play:QC"));
    let o = g.outcome().unwrap();
    assert_eq!((o.reason, o.game_points), (Reason::Claim, 3));
}

#[test]
fn views_hide_other_hands_and_the_second_packet_before_trump() {
    let g = four(
        [
            "KH QH AS JC TD",
            "AH TC QS KD JD",
            "TH AC KS AD QC",
            "JH TS JS KC QD",
        ],
        HouseRules::default(),
    );
    let v = g.view(seat(0));
    assert_eq!(v.hand, set("KH QH AS"));
    assert!(v.unseen().is_superset(set("JC TD AH")));
    let mut legal: Vec<String> = v.legal.iter().map(|a| a.to_string()).collect();
    legal.sort();
    assert_eq!(legal, ["trump:H", "trump:S", "turn:0", "turn:1"]);
    assert!(g.view(seat(1)).legal.is_empty());
    let json = serde_json::to_string(&g.view(seat(2))).unwrap();
    assert!(!json.contains("JC") && !json.contains("QD"), "{json}");
}

#[test]
fn state_round_trips_and_refuses_other_formats() {
    let mut g = three(
        [
            "JH AS TH AD QS TD",
            "KD JD AH QC AC QD",
            "TS KS JC KH QH KC",
        ],
        "TC JS",
        HouseRules::default(),
    );
    all_ok(&run(
        &mut g,
        "0 trump:H; 0 pass; 1 pass; 2 pass; 0 discard:TD,JS; 0 play:JH",
    ));
    let json = serde_json::to_string(&g).unwrap();
    let back: Game<3> = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let future = json.replacen(&format!("\"format\":{BAUERN_FORMAT}"), "\"format\":99", 1);
    assert!(serde_json::from_str::<Game<3>>(&future).is_err());
}

/// Plays random games at `N` seats and checks at every step, for every seat and every card,
/// that a card is allowed exactly when it is among the legal actions.
fn plays_are_allowed_exactly_when_legal<const N: usize>(rng: &mut rand::rngs::SmallRng) -> usize {
    use rand::Rng;
    let mut checked = 0;
    for _ in 0..300 {
        let rules = HouseRules::random(rng);
        let mut game = Game::<N>::shuffled(rules, rng);
        while let Some(to_act) = game.to_act() {
            for s in 0..N {
                let s = seat_of::<N>(s);
                let legal = game.legal_actions(s);
                for card in CardSet::ALL.iter() {
                    let play = Action::Play(card);
                    assert_eq!(
                        game.allows(s, play),
                        legal.contains(play),
                        "{play:?} by {s:?}"
                    );
                }
                checked += 1;
            }
            let legal = game.legal_actions(to_act);
            let action = legal.nth(rng.random_range(0..legal.len())).unwrap();
            game.apply(to_act, action).unwrap();
        }
    }
    checked
}

fn seat_of<const N: usize>(i: usize) -> Seat {
    Seat::new(i, N).unwrap()
}

#[test]
fn a_card_is_allowed_exactly_when_it_is_legal_at_four_and_at_three() {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(11);
    assert!(plays_are_allowed_exactly_when_legal::<4>(&mut rng) > 10_000);
    assert!(plays_are_allowed_exactly_when_legal::<3>(&mut rng) > 10_000);
}
