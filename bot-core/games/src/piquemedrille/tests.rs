//! The tricky rules of Piquemedrille, each asserting an outcome.

use crate::testkit::refusals_have_words;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::spec::{action, new_match, scenario};
use super::*;
use crate::search;
use crate::testkit::{card, cards};

/// A deal of two hands (the talon: the rest of the pack in pack order), with house rules.
pub(super) fn deal(forehand: &str, dealer: &str, rules: Value) -> Piquemedrille {
    let hands = [cards(forehand), cards(dealer)];
    let talon = Pack::Forty
        .cards()
        .into_iter()
        .filter(|c| !hands[0].contains(c) && !hands[1].contains(c))
        .collect();
    let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
    Piquemedrille::new(Table::new(&rules), 0, [0, 0], 0, hands, talon)
}

/// Applies moves `"SEAT MOVE"`, each of which must be accepted.
fn play(game: &mut Piquemedrille, moves: &str) {
    for step in moves.split(',') {
        let (seat, mv) = step.trim().split_once(' ').unwrap();
        let mv = Move::parse(mv).unwrap();
        game.apply(seat.parse().unwrap(), &mv)
            .unwrap_or_else(|r| panic!("{mv} refused: {r}"));
    }
}

/// A Mediateur of the forehand in hearts against a dealer who holds K♣, then `moves`.
fn mediateur(moves: &str) -> Piquemedrille {
    let mut game = deal(
        FOREHAND,
        "KC AC 2D 4D 5D QC JC 3C 2C 3S",
        json!({"mediateur": true}),
    );
    play(&mut game, "0 bid:mediateur, 1 pass, 0 trump:H");
    if !moves.is_empty() {
        play(&mut game, moves);
    }
    game
}

fn refusal(game: &Piquemedrille, seat: usize, mv: &str) -> &'static str {
    let mut copy = game.clone();
    let code = copy
        .apply(seat, &Move::parse(mv).unwrap())
        .unwrap_err()
        .code();
    assert_eq!(&copy, game, "a refused {mv} changed the deal");
    code
}

const FOREHAND: &str = "AS AH 2H 3D KS QS 4C 5C 6S 7S";
const DEALER: &str = "7H AC 2D 4D 5D QC JC 3C 2C 3S";

#[test]
fn trumps_run_from_spadille_through_manille_and_basta() {
    let red = Trump(Suit::Hearts).trumps();
    assert_eq!(red, cards("AS 7H AC AH KH QH JH 2H 3H 4H 5H 6H"));
    let black = Trump(Suit::Clubs).trumps();
    assert_eq!(black, cards("AS 2C AC KC QC JC 7C 6C 5C 4C 3C"));
    // Red plain suits run K Q J A 2 … 7, black ones K Q J 7 … 2.
    assert!(Trump(Suit::Hearts).beats(card("3D"), card("2D")));
    assert!(Trump(Suit::Hearts).beats(card("2D"), card("AD")));
    assert!(Trump(Suit::Hearts).beats(card("2C"), card("7C")));
    // Spadille is no spade with clubs trump: it trumps a spade lead.
    assert!(Trump(Suit::Clubs).beats(card("KS"), card("AS")));
    assert_eq!(Trump(Suit::Clubs).suit_of(card("AS")), Suit::Clubs);
}

#[test]
fn matadors_may_stay_back_only_above_the_trump_led() {
    let trump = Trump(Suit::Hearts);
    let hand = cards("7H AC 3S 2C");
    // A low trump led: Manille and Basta need not answer.
    assert_eq!(trump.playable(&hand, Some(card("2H"))).to_vec(), hand);
    // Spadille led: both lie below it and are forced out.
    assert_eq!(
        trump.playable(&hand, Some(card("AS"))).to_vec(),
        cards("7H AC")
    );
    // Manille led: Basta lies below and must answer.
    assert_eq!(
        trump.playable(&cards("AC 3S"), Some(card("7H"))).to_vec(),
        cards("AC")
    );
    // Ponto is no Matador: it must answer a low trump.
    assert_eq!(
        trump.playable(&cards("AH 3S"), Some(card("2H"))).to_vec(),
        cards("AH")
    );
    // A plain trump beside the Matadors forces a trump, any of them.
    assert_eq!(
        trump
            .playable(&cards("AC 5H 3S"), Some(card("2H")))
            .to_vec(),
        cards("AC 5H")
    );
}

#[test]
fn matadors_count_only_an_unbroken_run_of_three_or_more() {
    let trump = Trump(Suit::Diamonds);
    assert_eq!(trump.matadors(&cards("AS 7D AC AD KD 2D")), 5);
    assert_eq!(trump.matadors(&cards("AS 7D AC KD QD")), 3);
    assert_eq!(trump.matadors(&cards("AS 7D AD KD QD")), 0);
}

#[test]
fn the_dealer_must_bid_higher_and_the_forehand_may_hold() {
    let mut game = deal(FOREHAND, DEALER, json!({}));
    play(&mut game, "0 bid:frage");
    assert_eq!(refusal(&game, 1, "bid:frage"), "bid_too_low");
    play(&mut game, "1 bid:solo");
    assert_eq!(refusal(&game, 0, "bid:frage"), "bid_too_low");
    play(&mut game, "0 bid:solo");
    assert_eq!(game.phase, Phase::Auction);
    play(&mut game, "1 pass");
    assert_eq!(
        (game.declarer, game.contract),
        (Some(0), Some(Contract::Solo))
    );
    assert_eq!(game.phase, Phase::Trump);
}

#[test]
fn a_solo_tout_held_by_the_forehand_ends_the_bidding() {
    let mut game = deal(FOREHAND, DEALER, json!({}));
    play(&mut game, "0 bid:solo, 1 bid:solo_tout, 0 bid:solo_tout");
    assert_eq!((game.declarer, game.phase), (Some(0), Phase::Trump));
    let mut game = deal(FOREHAND, DEALER, json!({}));
    play(&mut game, "0 pass, 1 bid:frage");
    assert_eq!((game.declarer, game.phase), (Some(1), Phase::Trump));
}

#[test]
fn mediateur_needs_a_king_to_call_and_frage_can_be_switched_off() {
    let kings = "KC KD KH KS 2H 3H 4H 5H 6H 7H";
    let mut game = deal(kings, DEALER, json!({"frage": false, "mediateur": true}));
    assert_eq!(refusal(&game, 0, "bid:frage"), "cannot_bid");
    assert_eq!(refusal(&game, 0, "bid:mediateur"), "cannot_bid");
    let legal: Vec<String> = game.legal(0).into_iter().map(String::from).collect();
    assert_eq!(legal, ["bid:solo", "bid:solo_tout", "pass"]);
    play(&mut game, "0 pass");
    assert!(game.legal(1).contains(&Move::new("bid", ["mediateur"])));
}

#[test]
fn a_called_king_from_the_opponent_is_swapped_and_one_in_the_talon_changes_nothing() {
    let mut game = deal(FOREHAND, DEALER, json!({"mediateur": true}));
    play(&mut game, "0 bid:mediateur, 1 pass, 0 trump:H");
    assert_eq!(refusal(&game, 0, "call:KS:3D"), "cannot_call");
    assert_eq!(refusal(&game, 0, "call:QC:3D"), "cannot_call");
    assert_eq!(refusal(&game, 0, "call:KC:2D"), "cannot_call");
    play(&mut game, "0 call:KC:3D");
    assert!(
        game.hands[0] == cards(FOREHAND),
        "KC lies in the talon: nothing changes"
    );
    assert_eq!(game.called, Some(card("KC")));
    let mut game = mediateur("0 call:KC:3D");
    assert!(game.hands[0].contains(&card("KC")) && !game.hands[0].contains(&card("3D")));
    assert!(game.hands[1].contains(&card("3D")) && !game.hands[1].contains(&card("KC")));
    // Only the opponent buys; the laid card is his to lay away.
    assert_eq!((game.phase, game.turn), (Phase::Buy, 1));
    play(&mut game, "1 buy:3D");
    assert_eq!(game.phase, Phase::Play);
}

#[test]
fn a_king_called_alone_asks_for_the_card_to_lay() {
    let mut game = mediateur("");
    let mut whole = game.clone();
    play(&mut whole, "0 call:KC:3D");
    play(&mut game, "0 call:KC");
    assert_eq!(game.legal(0), [Move::verb_only("lay")]);
    let choice = game.choice(0, "lay").unwrap();
    assert_eq!((choice.min, choice.max, choice.from.len()), (1, 1, 10));
    assert_eq!(refusal(&game, 0, "lay:KC"), "cannot_call");
    play(&mut game, "0 lay:3D");
    assert_eq!(game, whole);
}

#[test]
fn in_a_frage_the_declarer_buys_first_from_the_top_then_the_opponent() {
    let mut game = deal(FOREHAND, DEALER, json!({}));
    let top = game.talon[..3].to_vec();
    assert_eq!(refusal(&game, 1, "pass"), "not_your_turn");
    assert_eq!(refusal(&game, 1, "trump:S"), "wrong_phase");
    play(&mut game, "0 bid:frage, 1 pass, 0 trump:S");
    assert_eq!(refusal(&game, 0, "buy:3D:3D"), "cannot_buy");
    assert_eq!(refusal(&game, 0, "buy:KH"), "cannot_buy");
    play(&mut game, "0 buy:4C:5C");
    assert!(game.hands[0].contains(&top[0]) && game.hands[0].contains(&top[1]));
    assert_eq!(game.turn, 1);
    play(&mut game, "1 buy:3S");
    assert!(game.hands[1].contains(&top[2]));
    assert_eq!(
        (game.phase, game.turn, game.talon.len()),
        (Phase::Play, 0, 17)
    );
    assert_eq!(refusal(&game, 0, "buy"), "wrong_phase");
}

/// A deal played to the end with the given tricks for the declarer (seat 0, a Solo).
fn finished(plate: i64, declarer_tricks: u8, rules: Value) -> Piquemedrille {
    let mut game = deal(FOREHAND, DEALER, rules);
    game.plate = plate;
    play(&mut game, "0 bid:solo, 1 pass, 0 trump:H, 1 buy");
    game.tricks = [declarer_tricks, 10 - declarer_tricks];
    game.phase = Phase::Over;
    game
}

#[test]
fn won_remise_and_codille_pay_the_plate_as_the_rules_say() {
    let won = finished(0, 6, json!({})).settle().unwrap();
    assert_eq!((won.outcome, won.score, won.plate), ("won", [4, -4], 0));
    let remise = finished(4, 5, json!({})).settle().unwrap();
    assert_eq!(
        (remise.outcome, remise.score, remise.plate),
        ("remise", [-7, 3], 8)
    );
    let codille = finished(0, 4, json!({"stamm": 3})).settle().unwrap();
    assert_eq!(
        (codille.outcome, codille.score, codille.plate),
        ("codille", [-12, 6], 6)
    );
    let mut passed = deal(FOREHAND, DEALER, json!({}));
    play(&mut passed, "0 pass, 1 pass");
    let result = passed.result().unwrap();
    assert_eq!(result["outcome"], "passed");
    assert_eq!(result["score"], json!([-1, -1]));
    assert_eq!(
        passed.apply(1, &Move::play(card("7H"))),
        Err(Refusal::GAME_OVER)
    );
}

#[test]
fn spadille_forcee_makes_its_holder_play_his_lowest_game() {
    let rules = json!({"spadille_forcee": true, "frage": false, "mediateur": true});
    let mut game = deal(DEALER, FOREHAND, rules);
    play(&mut game, "0 pass, 1 pass");
    assert_eq!(
        (game.declarer, game.contract, game.forced),
        (Some(1), Some(Contract::Mediateur), true)
    );
}

#[test]
fn a_partie_of_one_tour_alternates_the_dealer_splits_the_plate_and_sums_to_zero() {
    let rules = SPEC
        .rules(
            json!({"partie_tours": 1, "double_last_tour": true})
                .as_object()
                .unwrap(),
        )
        .unwrap();
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..20 {
        let mut game = new_match(2, &rules, &mut rng).unwrap();
        let mut deals = 0;
        let outcome = loop {
            while game.get().result().is_none() {
                let seat = search::anyone(game.get(), &mut rng).unwrap();
                let mv = search::random_move(game.get(), seat, &mut rng).unwrap();
                game.get_mut().apply(seat, &mv).unwrap();
            }
            deals += 1;
            if let Some(outcome) = game.get().match_result() {
                break outcome;
            }
            let (next, shift) = game.get().next_deal(&mut rng).unwrap();
            assert_eq!(shift, 1);
            let before = game.get().standing().totals;
            assert_eq!(next.get().standing().totals, [before[1], before[0]]);
            game = next;
        };
        assert_eq!(deals, 2);
        assert_eq!(outcome.iter().sum::<i64>(), 0, "a Partie is zero-sum");
        assert!(game.get().next_deal(&mut rng).is_none());
    }
}

#[test]
fn the_searching_player_plays_a_mediateur_through() {
    let mut rng = SmallRng::seed_from_u64(11);
    let game = mediateur("");
    let mut game = game.into_any();
    while game.get().result().is_none() {
        let seat = search::anyone(game.get(), &mut rng).unwrap();
        let mv = search::choose(
            game.get(),
            seat,
            crate::level::Level::Strong,
            search::deterministic(30),
            &mut rng,
        )
        .unwrap();
        game.get_mut().apply(seat, &mv).unwrap();
    }
    assert!(game.get().result().unwrap()["called"].is_string());
}

#[test]
fn the_table_and_the_hands_show_the_last_trick() {
    crate::testkit::assert_last_trick(&mediateur(""), None);
    let mut game = mediateur("0 call:KC:3D, 1 buy:3D");
    let mut rng = SmallRng::seed_from_u64(3);
    let mut tricks = 0;
    let mut last = None;
    // The first legal card of whoever acts, through two tricks and one card more.
    while tricks < 2 || game.led.is_none() {
        crate::testkit::assert_last_trick(&game, last);
        let seat = search::anyone(&game, &mut rng).unwrap();
        let mv = game.legal(seat)[0];
        game.apply(seat, &mv)
            .unwrap_or_else(|r| panic!("{mv} refused: {r} {:?}", game.legal(seat)));
        if let Some(Note::Trick(played)) = game.notes.last() {
            tricks += 1;
            last = Some(*played);
        }
    }
    assert!(last.is_some());
    crate::testkit::assert_last_trick(&game, last);
}

#[test]
fn an_imagined_deal_keeps_what_the_seat_knows() {
    let game = mediateur("0 call:KC:3D, 1 buy:2C:2D");
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..50 {
        let seen_by_opponent = game.imagine(1, &mut rng);
        assert_eq!(seen_by_opponent.hands[1], game.hands[1]);
        assert!(
            seen_by_opponent.hands[0].contains(&card("KC")),
            "the swapped King"
        );
        let seen_by_declarer = game.imagine(0, &mut rng);
        assert_eq!(seen_by_declarer.hands[0], game.hands[0]);
        assert_eq!(seen_by_declarer.hands[1].len(), 10);
        assert_eq!(seen_by_declarer.laid[1].len(), 2);
        assert_eq!(seen_by_declarer.talon.len(), 18);
        let given = card("3D");
        assert!(
            seen_by_declarer.hands[1].contains(&given) || seen_by_declarer.laid[1].contains(&given),
            "the laid card went to the opponent"
        );
    }
}

#[test]
fn scenarios_refuse_what_the_rules_file_calls_invalid() {
    let base = json!({
        "game": "piquemedrille",
        "hands": [cards(FOREHAND), cards(DEALER)],
        "stock": deal(FOREHAND, DEALER, json!({})).talon,
    });
    assert!(scenario(&base).is_ok());
    let with = |key: &str, value: Value| {
        let mut s = base.clone();
        s[key] = value;
        scenario(&s).is_err()
    };
    assert!(with("plate", json!(3)));
    assert!(with("plate", json!(-2)));
    assert!(with("plate", json!(2.5)));
    assert!(with("double", json!("yes")));
    assert!(with("seats", json!(3)));
    assert!(with("rules", json!({"stamm": 6})));
    assert!(with("rules", json!({"partie_tours": 2})));
    for bad in [
        json!({"p": 0, "do": "bid", "game": "grand"}),
        json!({"p": 0, "do": "trump", "suit": "X"}),
        json!({"p": 0, "do": "call", "king": "KS"}),
        json!({"p": 0, "do": "buy", "cards": "3D"}),
        json!({"p": 0, "do": "play", "card": ["AS"]}),
        json!({"p": 0, "do": "lay", "card": "AS"}),
    ] {
        assert!(action(&bad).is_err(), "{bad}");
    }
    assert_eq!(
        action(&json!({"p": 0, "do": "call", "king": "KS", "card": "2D"})),
        Ok(Move::parse("call:KS:2D").unwrap())
    );
}

#[test]
fn players_read_every_move_and_every_declaration() {
    let game = mediateur("0 call:KC:3D");
    let label = |mv: &str, lang| words::label(&game, &Move::parse(mv).unwrap(), lang);
    assert_eq!(label("bid:solo_tout", Lang::De), "Solo-Tout ansagen");
    assert_eq!(label("pass", Lang::En), "Pass");
    assert_eq!(label("trump:H", Lang::De), "Trumpf ♥");
    assert_eq!(label("call:KS", Lang::En), "Call K♠");
    assert_eq!(label("buy:4D:3D", Lang::De), "Kaufen: 3♦ 4♦");
    let told = game.tell(0, Lang::En);
    assert_eq!(told[0], "Each puts 1 Marke on the empty plate");
    assert_eq!(
        game.tell(0, Lang::De)[0],
        "Jeder setzt 1 Marke auf den leeren Teller"
    );
    assert!(
        told.contains(&"{0} plays Mediateur".to_string()),
        "{told:?}"
    );
    assert!(told.last().unwrap().contains("{1} gives it"), "{told:?}");
    let view = game.view(Some(1), Lang::De);
    assert_eq!(view.lines[0], "{0} spielt Mediateur, Trumpf ♥, gerufen K♣");
    assert!(view.hand.contains(&card("3D")) && !view.shown.contains(card("AS")));
}

#[test]
fn the_catalogue_holds_the_same_messages_in_both_languages() {
    assert_eq!(WORDS.check(), Ok(()));
}

#[test]
fn every_refusal_says_why_in_both_languages() {
    let game = mediateur("0 call:KC:3D");
    let codes = [
        "game_over",
        "wrong_phase",
        "not_your_turn",
        "illegal",
        "cannot_bid",
        "bid_too_low",
        "cannot_call",
        "cannot_buy",
        "not_in_hand",
        "must_follow",
    ];
    let id = |code: &str| format!("refusal-{code}");
    refusals_have_words(&WORDS, id, &codes, |r, lang| game.refusal_text(r, lang));
}

#[test]
fn the_rules_text_puts_no_duty_to_trump_in_either_language() {
    let de = SPEC.rules_text(Lang::De);
    let en = SPEC.rules_text(Lang::En);
    assert!(de.contains("Stechen nicht"), "{de}");
    assert!(en.contains("never have to trump"), "{en}");
    assert!(!en.contains("never trump."), "{en}");
    assert!(de.contains("K D B") && !de.contains("K O U"), "{de}");
}
