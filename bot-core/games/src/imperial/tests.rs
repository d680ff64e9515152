use crate::testkit::refusals_have_words;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

use super::*;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn deal(rules: Value, hands: [&str; 2], stock: &str, marks: [i64; 2]) -> Imperial {
    let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
    Imperial::new(
        House::read(&rules),
        [cards(hands[0]), cards(hands[1])],
        cards(stock),
        marks,
    )
}

/// Public scenario 01's deal: a Quarte major for the forehand, two for the dealer.
fn quartes(rules: Value, marks: [i64; 2]) -> Imperial {
    deal(
        rules,
        [
            "KH QH JH AH KS QS 9S 8S 7D 8D TC 9C",
            "KD QD JD AD TD 9D KC QC JC AC 7S 7C",
        ],
        "8H 7H 8C 9H AS JS TH TS",
        marks,
    )
}

/// Hearts trump (9H turned, no honour); the forehand leads the trump Seven, the dealer must
/// take it with the Eight.
fn seven_led(rules: Value) -> Imperial {
    let mut d = deal(
        rules,
        [
            "7H KS 9S 8S 7S KD 9D 8D 7D 9C 8C TC",
            "8H AC TH QS JS AS TS QD JD AD TD 7C",
        ],
        "9H KH QH JH AH KC QC JC",
        [0, 0],
    );
    d.apply(0, &Move::play(card("7H"))).unwrap();
    assert_eq!(d.legal(1), [Move::play(card("8H")), Move::play(card("TH"))]);
    d.apply(1, &Move::play(card("8H"))).unwrap();
    d
}

#[test]
fn the_table_and_the_hands_show_the_last_trick() {
    let fresh = deal(
        json!({}),
        [
            "7H KS 9S 8S 7S KD 9D 8D 7D 9C 8C TC",
            "8H AC TH QS JS AS TS QD JD AD TD 7C",
        ],
        "9H KH QH JH AH KC QC JC",
        [0, 0],
    );
    crate::testkit::assert_last_trick(&fresh, None);
    let mut d = seven_led(json!({}));
    let first = crate::trick::Trick {
        leader: 0,
        cards: [card("7H"), card("8H")],
        winner: 1,
    };
    crate::testkit::assert_last_trick(&d, Some(first));
    d.apply(1, &Move::play(card("AC"))).unwrap();
    crate::testkit::assert_last_trick(&d, Some(first));
}

#[test]
fn a_new_long_marker_wipes_the_opponents_single_points_and_nothing_else() {
    let mut d = quartes(json!({}), [0, 0]);
    assert_eq!(d.marks, [6, 13]);
    d.marks = [5, 4];
    d.mark(0, 1, Why::Honours);
    assert_eq!(d.marks, [6, 0], "six single points make a long marker");
    d.marks = [6, 4];
    d.mark(0, 1, Why::Honours);
    assert_eq!(d.marks, [7, 4], "a single point wipes nothing");
    d.marks = [17, 5];
    d.mark(0, 1, Why::Honours);
    assert_eq!(d.marks, [18, 5], "the Partie-ending mark is never laid");
    assert_eq!(d.phase, Phase::Over(Reason::Partie));
    assert_eq!(d.result().unwrap()["score"], json!([3, -3]));
    d.mark(1, 6, Why::Honours);
    assert_eq!(d.marks, [18, 5], "nothing is marked after the Partie");

    let mut d = quartes(json!({"demarkiren": false}), [0, 0]);
    d.marks = [5, 4];
    d.mark(0, 1, Why::Honours);
    assert_eq!(d.marks, [6, 4]);
}

#[test]
fn the_partie_is_worth_what_the_loser_stands_at() {
    let value = |rules: Value, marks: [i64; 2]| {
        let mut d = quartes(rules, [0, 0]);
        d.marks = marks;
        d.partie_winner = Some(0);
        d.partie_value()
    };
    let seed = |m| value(json!({}), [18, m]);
    assert_eq!(
        [seed(0), seed(5), seed(6), seed(8), seed(9), seed(17)],
        [4, 3, 2, 2, 1, 1]
    );
    let matsch = |m| value(json!({"partie_scale": "matsch"}), [18, m]);
    assert_eq!([matsch(0), matsch(5), matsch(6)], [2, 2, 1]);
    assert_eq!(value(json!({"partie_scale": "single"}), [18, 0]), 1);
    let long = |m| value(json!({"partie_imperials": 6}), [36, m]);
    assert_eq!([long(17), long(18)], [2, 1]);
}

#[test]
fn carte_blanche_ends_the_deal_and_the_same_dealer_deals_again() {
    let d = deal(
        json!({}),
        [
            "AH AS AD AC TH TS TD TC 9H 9S 9D 9C",
            "KH KS KD KC QH QS 8H 8S 8D 8C 7H 7S",
        ],
        "7D 7C QD QC JH JS JD JC",
        [0, 0],
    );
    // The turned Seven marks 1 for the dealer, the Carte blanche (with four Aces) 18 wins.
    assert_eq!(d.declared, [vec!["aces", "carte_blanche"], vec![]]);
    assert_eq!(d.marks, [18, 1]);
    assert_eq!(d.result().unwrap()["reason"], "partie");

    let d = deal(
        json!({}),
        [
            "9H 8H TS AS TD AD 9S 8D TC AC 9C 9D",
            "KH KS KD KC QH QS 8S 7H 7S 7C 8C AH",
        ],
        "7D TH QD QC JH JS JD JC",
        [0, 0],
    );
    assert_eq!(d.declared, [vec!["carte_blanche"], vec!["kings"]]);
    assert_eq!(
        d.marks,
        [12, 6],
        "the Carte blanche wiped the turned Seven's point"
    );
    assert_eq!(d.point, None);
    let result = d.result().unwrap();
    assert_eq!(
        (result["reason"].clone(), result["next_dealer"].clone()),
        (json!("carte_blanche"), json!(1))
    );
    let (next, shift) = d.next_deal(&mut SmallRng::seed_from_u64(1)).unwrap();
    assert_eq!(shift, 0);
    let next: Imperial = serde_json::from_value(next.get().save()).unwrap();
    assert_eq!(next.before, [12, 6]);
}

#[test]
fn after_a_played_deal_the_forehand_deals_and_the_standings_follow_the_seats() {
    let mut rng = SmallRng::seed_from_u64(3);
    let mut d = quartes(json!({}), [0, 0]);
    while !d.over() {
        let seat = d.to_act()[0];
        let mv = d.legal(seat)[0];
        d.apply(seat, &mv).unwrap();
    }
    assert_eq!(d.phase, Phase::Over(Reason::Played));
    let (next, shift) = d.next_deal(&mut rng).unwrap();
    assert_eq!(shift, 1);
    let next: Imperial = serde_json::from_value(next.get().save()).unwrap();
    assert_eq!(next.before, [d.marks[1], d.marks[0]]);
}

#[test]
fn only_the_winning_honour_marks_unless_every_honour_counts() {
    let d = seven_led(json!({}));
    assert_eq!((d.tricks, d.honours), ([0, 1], [0, 0]));
    let d = seven_led(json!({"honour_points": "all"}));
    assert_eq!(
        (d.tricks, d.honours),
        ([0, 1], [0, 1]),
        "the captured Seven counts"
    );
}

#[test]
fn robbing_with_the_trump_seven_completes_an_imperial_and_the_turnup_is_marked_once() {
    let rob = |verb: &str| {
        let mut d = deal(
            json!({"rob_seven": true}),
            [
                "7H KS KD KC QS JS 9S 8D 7D 9C 8C 7C",
                "AH QH JH TH 9H 8H AS TS 8S 7S AD QD",
            ],
            "KH 9D AC JC JD QC TC TD",
            [0, 0],
        );
        assert_eq!(d.marks, [0, 1], "the turned King marks before the rob");
        assert_eq!(
            d.apply(0, &Move::play(card("KS"))),
            Err(Refusal("wrong_phase"))
        );
        assert_eq!(
            d.apply(1, &Move::verb_only("rob")),
            Err(Refusal::NOT_YOUR_TURN)
        );
        d.apply(0, &Move::verb_only(verb)).unwrap();
        d
    };
    let d = rob("rob");
    assert_eq!(d.declared[0], ["kings"]);
    assert_eq!(
        (d.robbed, d.stock[0], d.turnup),
        (Some(0), card("7H"), card("KH"))
    );
    assert!(d.hands[0].contains(&card("KH")) && d.known[0].contains(card("KH")));
    assert_eq!(
        d.marks[1], 1,
        "the dealer's point is wiped, then the Point, no second turn-up mark"
    );
    let d = rob("keep");
    assert!(d.declared[0].is_empty() && d.robbed.is_none());
}

#[test]
fn the_dealer_may_count_the_turnup_in_his_fours() {
    let hands = [
        "7H AS KD QS JS 9S 8D 7D 9C 8C 7C TD",
        "AH QH JH TH 9H 8H KS TS 8S 7S AD QD",
    ];
    let stock = "KH 9D AC JC JD QC TC KC";
    let plain = deal(json!({}), hands, stock, [0, 0]);
    assert!(plain.declared[1].is_empty());
    let counted = deal(json!({"dealer_counts_turnup": true}), hands, stock, [0, 0]);
    assert_eq!(counted.declared[1], ["quarte_major:H"]);
}

#[test]
fn a_world_keeps_declared_cards_and_shown_voids() {
    let mut d = quartes(json!({}), [0, 0]);
    d.apply(0, &Move::play(card("JH"))).unwrap();
    d.apply(1, &Move::play(card("JD"))).unwrap();
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..20 {
        let world: Imperial =
            serde_json::from_value(d.determinize(1, &mut rng).get().save()).unwrap();
        assert!(cards("KH QH AH").iter().all(|c| world.hands[0].contains(c)));
        assert_eq!(world.hands[1], d.hands[1]);
        assert_eq!(world.hands[0].len(), 11);
        let world: Imperial =
            serde_json::from_value(d.determinize(0, &mut rng).get().save()).unwrap();
        assert!(
            world.hands[1].iter().all(|c| c.suit() != Suit::Hearts),
            "the dealer showed no hearts"
        );
        assert_eq!((world.stock.len(), world.stock[0]), (8, card("8H")));
    }
}

#[test]
fn random_matches_under_every_house_rule_keep_the_pack_and_end() {
    let tables = [
        json!({}),
        json!({"rob_seven": true, "dealer_counts_turnup": true, "turnup_after_imperials": true}),
        json!({"honour_points": "all", "must_head": true, "trick_threshold": 6, "demarkiren": false}),
        json!({"partie_imperials": 6, "partie_scale": "matsch", "rob_seven": true}),
    ];
    let mut rng = SmallRng::seed_from_u64(11);
    for rules in tables {
        let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
        for _ in 0..10 {
            let mut game = new_match(2, &rules, &mut rng).unwrap();
            for _ in 0..200 {
                while game.get().result().is_none() {
                    let seat = crate::search::anyone(game.get(), &mut rng).unwrap();
                    let world = game.get().determinize(seat, &mut rng);
                    for s in 0..2 {
                        assert_eq!(world.get().hand(s).len(), game.get().hand(s).len());
                    }
                    let mv = crate::search::random_move(game.get(), seat, &mut rng).unwrap();
                    game.get_mut().apply(seat, &mv).unwrap();
                }
                let d: Imperial = serde_json::from_value(game.get().save()).unwrap();
                let held = d.hands.iter().flatten().chain(&d.stock).count();
                assert_eq!(held + d.played.len(), 32);
                match game.get().next_deal(&mut rng) {
                    Some((next, _)) => game = next,
                    None => break,
                }
            }
            assert!(game.get().match_result().is_some(), "a Partie ends");
        }
    }
}

#[test]
fn the_play_out_policy_and_the_expert_only_make_legal_moves() {
    let tables = [
        json!({}),
        json!({"rob_seven": true, "dealer_counts_turnup": true}),
        json!({"honour_points": "all", "must_head": true, "trick_threshold": 6}),
    ];
    let mut rng = SmallRng::seed_from_u64(17);
    for rules in tables {
        let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
        // A dozen matches a table: the expert solves the last nine cards of every deal, slow
        // in a debug build.
        for _ in 0..12 {
            let mut game = new_match(2, &rules, &mut rng).unwrap();
            while game.get().result().is_none() {
                let seat = crate::search::anyone(game.get(), &mut rng).unwrap();
                for s in 0..2 {
                    let world = game.get().determinize(seat, &mut rng);
                    for _ in 0..4 {
                        if let Some(mv) = world.get().playout_move(s, &mut rng) {
                            assert!(world.get().legal(s).contains(&mv), "{mv} in {world:?}");
                        }
                    }
                    if let Some(Some(mv)) = game.get().expert(s, Budget::default(), &mut rng) {
                        assert!(game.get().legal(s).contains(&mv), "{mv}");
                    }
                }
                let mv = crate::search::random_move(game.get(), seat, &mut rng).unwrap();
                game.get_mut().apply(seat, &mv).unwrap();
            }
        }
    }
}

/// A deal where the forehand holds the King of trumps and the dealer is to lead.
fn dealer_to_lead() -> Imperial {
    let mut d = deal(
        json!({}),
        [
            "7H KH 9H KS 9S 8S 7S KD 9D 8D 7D TS",
            "AH AC TH QS JS AS QD JD 8H TD 7C 8C",
        ],
        "QH JH KC QC JC TC 9C AD",
        [0, 0],
    );
    d.turn = 1;
    d
}

#[test]
fn the_expert_ruffs_with_the_trump_seven_and_takes_a_led_honour_with_an_honour() {
    // Hearts trump; the dealer leads a club the forehand lacks: the Seven ruffs and scores.
    let mut d = deal(
        json!({}),
        [
            "7H KH TH KS 9S 8S 7S KD 9D 8D 7D TS",
            "8H AC QS JS AS QD JD AD TD 7C 8C 9C",
        ],
        "9H QH JH AH KC QC JC TC",
        [0, 0],
    );
    let mut rng = SmallRng::seed_from_u64(1);
    d.turn = 1;
    d.apply(1, &Move::play(card("7C"))).unwrap();
    assert_eq!(
        d.expert(0, Budget::default(), &mut rng),
        Some(Some(Move::play(card("7H"))))
    );
    assert_eq!(
        d.expert(1, Budget::default(), &mut rng),
        None,
        "not the dealer's turn"
    );
    // The dealer leads his trump Ace: the forehand's King takes it (his only trump over it).
    let mut d = dealer_to_lead();
    d.apply(1, &Move::play(card("AH"))).unwrap();
    assert_eq!(
        d.expert(0, Budget::default(), &mut rng),
        Some(Some(Move::play(card("KH"))))
    );
    // Led a plain card, the search decides.
    let mut d = dealer_to_lead();
    d.apply(1, &Move::play(card("QS"))).unwrap();
    assert_eq!(d.expert(0, Budget::default(), &mut rng), None);
}

#[test]
fn an_imagined_opponent_has_the_point_and_the_imperials_he_was_marked_for() {
    let mut d = quartes(json!({}), [0, 0]);
    d.apply(0, &Move::play(card("JH"))).unwrap();
    d.apply(1, &Move::play(card("JD"))).unwrap();
    let mut rng = SmallRng::seed_from_u64(9);
    let mut told = 0;
    for _ in 0..40 {
        let world = d.imagine(0, &mut rng);
        let mut dealt = world.hands[1].clone();
        dealt.push(card("JD"));
        assert_eq!(world.viewer, Some(0));
        let names = cards::imperials(dealt.iter().copied().collect(), &dealt).0;
        assert!(
            names.contains(&"quarte_major:D".to_string()),
            "shown cards stay"
        );
        told += usize::from(cards::point(&dealt) == 60 && names == d.declared[1]);
    }
    assert!(told >= 36, "{told} of 40 imagined hands tell the truth");
}

#[test]
fn the_quick_score_and_value_are_the_results() {
    let rules = SPEC.rules(&serde_json::Map::new()).unwrap();
    let mut rng = SmallRng::seed_from_u64(23);
    for _ in 0..200 {
        let mut game = new_match(2, &rules, &mut rng).unwrap();
        while game.get().result().is_none() {
            assert_eq!(game.get().score(), None);
            let seat = crate::search::anyone(game.get(), &mut rng).unwrap();
            let mv = crate::search::random_move(game.get(), seat, &mut rng).unwrap();
            game.get_mut().apply(seat, &mv).unwrap();
        }
        let result = game.get().result();
        let score: Vec<i64> =
            serde_json::from_value(result.clone().unwrap()["score"].clone()).unwrap();
        assert_eq!(game.get().score().as_deref(), Some(&score[..]));
        for seat in 0..2 {
            // The marks' difference over 100 as `value_with_margin`, and a tenth for winning
            // the deal at all.
            let marks = &result.as_ref().unwrap()["marks"];
            let marks = [0, 1].map(|s| marks[s].as_i64().unwrap());
            let slow = crate::game::value_with_margin(game.get().score(), marks, seat, 100.0);
            let ahead = marks[seat] - marks[1 - seat];
            assert_eq!(game.get().value(seat), slow + ahead.signum() as f64 / 10.0);
        }
    }
}

/// Two tricks left, hearts trump, the forehand to lead with seven tricks: the trump Seven and a
/// Spade in his hand, a Spade and a Club in the dealer's; nothing else is hidden.
fn two_tricks_left() -> Imperial {
    let mut d = dealer_to_lead();
    d.hands = [cards("7H 8S"), cards("9S 7C")];
    d.stock.truncate(1);
    d.point = None;
    d.tricks = [7, 3];
    d.marks = [0, 0];
    d.turn = 0;
    d
}

#[test]
fn the_end_of_a_deal_is_solved_exactly() {
    let d = two_tricks_left();
    let mut solver = endgame::Solver::new(0);
    let options: Vec<(Card, f64, f64)> = solver
        .options(&d)
        .into_iter()
        .map(|(c, o)| (c, o.value, o.won))
        .collect();
    // The Spade first: the dealer's Nine takes it, leads his Club, the Seven ruffs (an honour):
    // 1 mark, 8 tricks. The Seven first: 1 mark, then the Spade wins half the time (9 tricks).
    let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
    let spade = options.iter().find(|o| o.0 == card("8S")).unwrap();
    let seven = options.iter().find(|o| o.0 == card("7H")).unwrap();
    assert!(close(spade.1, 0.1 + 0.01), "{options:?}");
    assert!(close(seven.1, 0.1 + 0.015), "{options:?}");
    assert!(close(spade.2, 1.0) && close(seven.2, 1.0), "{options:?}");
    let mut rng = SmallRng::seed_from_u64(3);
    assert_eq!(
        d.expert(0, Budget::default(), &mut rng),
        Some(Some(Move::play(card("7H"))))
    );
    // The dealer's view: he is to answer the Seven; the solution is the average of his two cards.
    let mut d = two_tricks_left();
    d.apply(0, &Move::play(card("7H"))).unwrap();
    let dealer = endgame::Solver::new(1).solve(&d);
    assert!(close(dealer.lost, 1.0), "{dealer:?}");
}

/// Expectimax by the deal's own play, without memory: what the solver is held to.
fn expectimax(deal: &Imperial, seat: usize) -> f64 {
    if deal.over() {
        return deal.value(seat);
    }
    let turn = deal.turn;
    let values: Vec<f64> = deal
        .playable(turn)
        .into_iter()
        .map(|c| {
            let mut next = deal.clone();
            next.play(turn, c);
            expectimax(&next, seat)
        })
        .collect();
    if turn == seat {
        values.into_iter().fold(f64::MIN, f64::max)
    } else {
        values.iter().sum::<f64>() / values.len() as f64
    }
}

/// Plays the deal on at random until `reached`; whether it got there before the deal ended.
fn play_at_random_until(
    game: &mut Imperial,
    reached: impl Fn(&Imperial) -> bool,
    rng: &mut SmallRng,
) -> bool {
    while !game.over() && !reached(game) {
        let seat = crate::search::anyone(game, rng).unwrap();
        let mv = crate::search::random_move(game, seat, rng).unwrap();
        game.apply(seat, &mv).unwrap();
    }
    !game.over()
}

#[test]
fn the_solver_plays_by_the_deals_own_rules() {
    let mut rng = SmallRng::seed_from_u64(29);
    let mut checked = 0;
    for round in 0..120u32 {
        let house = House {
            target: 6 * i64::from(1 + round % 3),
            scale: [Scale::Seed, Scale::Matsch, Scale::Single][(round % 3) as usize],
            demarkiren: round % 2 == 0,
            trick_threshold: 6 + (round % 3) as u8,
            every_honour: round % 4 < 2,
            must_head: round % 5 < 2,
            turnup_after_imperials: false,
            dealer_counts_turnup: false,
            rob_seven: false,
        };
        let before = [
            rng.random_range(0..house.target),
            rng.random_range(0..house.target),
        ];
        let mut game = Imperial::deal(house, before, &mut rng);
        let stop = rng.random_range(2..=4);
        let reached = |g: &Imperial| g.phase == Phase::Play && g.hands[g.turn].len() <= stop;
        if !play_at_random_until(&mut game, reached, &mut rng) {
            continue;
        }
        for seat in 0..2 {
            let options = endgame::Solver::new(seat).options(&game);
            assert_eq!(options.len(), game.playable(game.turn).len());
            for (card, outcome) in options {
                let mut next = game.clone();
                next.play(game.turn, card);
                let exact = expectimax(&next, seat);
                assert!(
                    (outcome.value - exact).abs() < 1e-9,
                    "round {round}, seat {seat}, {card:?}: {} against {exact}",
                    outcome.value
                );
            }
            let solved = endgame::Solver::new(seat).solve(&game).value;
            assert!((solved - expectimax(&game, seat)).abs() < 1e-9);
            checked += 1;
        }
    }
    assert!(checked >= 100, "{checked} positions checked");
}

/// The solver's time for a seat's choice (the numbers in [`endgame`]'s documentation), on an
/// imagined deal of random play with 6 to 10 cards left in the leader's hand:
///
/// `cargo test --release -p bummerl-games --lib solver_time -- --ignored --nocapture`
#[test]
#[ignore]
fn solver_time_by_cards_left() {
    let mut rng = SmallRng::seed_from_u64(5);
    let rules = SPEC.rules(&serde_json::Map::new()).unwrap();
    for left in 6..=10 {
        let (mut time, mut positions, mut solved) = (std::time::Duration::ZERO, 0, 0);
        for _ in 0..40 {
            let mut game = Imperial::deal(House::read(&rules), [0, 0], &mut rng);
            let reached = |g: &Imperial| {
                g.phase == Phase::Play && g.led.is_none() && g.hands[g.turn].len() <= left
            };
            if !play_at_random_until(&mut game, reached, &mut rng) {
                continue;
            }
            let world = game.imagine(game.turn, &mut rng);
            let start = std::time::Instant::now();
            let mut solver = endgame::Solver::new(game.turn);
            assert!(!solver.options(&world).is_empty());
            time += start.elapsed();
            positions += solver.size();
            solved += 1;
        }
        println!(
            "{left} cards: {solved} deals, {:.2} ms and {} positions a deal",
            time.as_secs_f64() * 1000.0 / f64::from(solved),
            positions / solved as usize
        );
    }
}

#[test]
fn the_catalogue_holds_the_same_messages_in_both_languages() {
    assert_eq!(WORDS.check(), Ok(()));
}

#[test]
fn every_refusal_says_why_in_both_languages() {
    let d = quartes(json!({}), [0, 0]);
    let codes = [
        "game_over",
        "illegal",
        "wrong_phase",
        "not_your_turn",
        "not_in_hand",
        "must_follow",
    ];
    let id = |code: &str| format!("refusal-{code}");
    refusals_have_words(&WORDS, id, &codes, |r, lang| d.refusal_text(r, lang));
}

#[test]
fn the_words_read_in_both_languages() {
    let d = quartes(json!({}), [0, 0]);
    let told = d.tell(0, Lang::De);
    assert!(
        told.contains(&"{0} markiert 6 für Quarte major ♥".to_string()),
        "{told:?}"
    );
    let view = d.view(Some(0), Lang::De);
    assert_eq!(view.lines[0], "Trumpf ♥ · Wahlkarte 8♥");
    assert!(view.lines.last().unwrap().starts_with("Partie bis 18: "));
    let view = d.view(Some(0), Lang::En);
    assert!(view.lines.last().unwrap().starts_with("Partie to 18: "));
    let d = seven_led(json!({}));
    let told = d.tell(0, Lang::En);
    assert!(
        told.contains(&"{0} 7♥ 8♥ → trick to {1}".to_string()),
        "{told:?}"
    );
}
