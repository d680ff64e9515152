//! Mariage's tricky rules, each asserting an outcome.

use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::input::{action, new_match, scenario};
use super::*;
use crate::testkit::{card, cards};

/// A deal: the hands, the top of the stock, the trump card under the rest of the pack.
fn deal(h0: &str, h1: &str, top: &str, trump: &str, rules: Value) -> Mariage {
    let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
    let named: Vec<Card> = [h0, h1, top, trump].iter().flat_map(|t| cards(t)).collect();
    let mut stock = cards(top);
    stock.extend(
        Pack::ThirtyTwo
            .cards()
            .into_iter()
            .filter(|c| !named.contains(c)),
    );
    stock.push(card(trump));
    Mariage::new(Table::new(&rules), [cards(h0), cards(h1)], stock)
}

/// The forehand holds the Aces and Tens of spades, clubs and hearts, the dealer their Kings
/// and Queens; diamonds are trump, `top` lies on the stock.
fn aces_against_kings(top: &str, rules: Value) -> Mariage {
    deal("AS TS AC TC AH TH", "KS QS KC QC KH QH", top, "7D", rules)
}

/// Hearts are trump (the Nine turned) and the forehand holds their Seven.
fn forehand_holds_the_seven() -> Mariage {
    deal(
        "7H KS QS AC 8D 9C",
        "KH QH TS 7S JD 8C",
        "",
        "9H",
        json!({}),
    )
}

/// Diamonds are trump (the Seven turned); the forehand holds the hearts marriage and an Ace,
/// the dealer blanks and the Unter of trumps; the Queen and Nine of diamonds lie on the stock.
fn closer_against_blanks() -> Mariage {
    deal(
        "AS KH QH 8D 9C JS",
        "7S 7C 8C 9S 8S JD",
        "QD 9D",
        "7D",
        json!({}),
    )
}

fn go(game: &mut Mariage, seat: usize, mv: &str) -> Result<(), Refusal> {
    game.apply(seat, &Move::parse(mv).unwrap())
}

#[test]
fn the_table_and_the_hands_show_the_last_trick() {
    let mut game = aces_against_kings("", json!({}));
    crate::testkit::assert_last_trick(&game, None);
    go(&mut game, 0, "play:AS").unwrap();
    crate::testkit::assert_last_trick(&game, None);
    go(&mut game, 1, "play:QS").unwrap();
    let first = crate::trick::Trick {
        leader: 0,
        cards: [card("AS"), card("QS")],
        winner: 0,
    };
    crate::testkit::assert_last_trick(&game, Some(first));
    crate::testkit::assert_own_tricks(&game, 0, &first.cards);
    go(&mut game, 0, "play:AC").unwrap();
    crate::testkit::assert_last_trick(&game, Some(first));
    crate::testkit::assert_own_tricks(&game, 0, &first.cards);
}

fn legal(game: &Mariage, seat: usize) -> Vec<String> {
    game.legal(seat).into_iter().map(String::from).collect()
}

#[test]
fn robbing_needs_a_trick_won_except_for_the_forehand_at_the_first_lead() {
    // Hearts are trump; the dealer holds the Seven.
    let mut g = deal(
        "AC KS QS 8D 9C JS",
        "7H KH QH TS JD 8C",
        "",
        "9H",
        json!({}),
    );
    assert_eq!(go(&mut g, 0, "play:9C"), Ok(()));
    assert_eq!(go(&mut g, 1, "exchange"), Err(Refusal("cannot_exchange")));
    go(&mut g, 1, "play:8C").unwrap();
    go(&mut g, 0, "play:JS").unwrap();
    assert_eq!(go(&mut g, 1, "exchange"), Err(Refusal("cannot_exchange")));
    go(&mut g, 1, "play:TS").unwrap();
    assert_eq!(go(&mut g, 1, "exchange"), Ok(()));
    assert!(g.hands[1].contains(&card("9H")));
    assert_eq!(g.stock.last(), Some(&card("7H")));
    assert!(g.revealed.contains(card("9H")));

    // The forehand may rob before the first trick.
    let mut g = forehand_holds_the_seven();
    assert!(legal(&g, 0).contains(&"exchange".to_string()));
    assert_eq!(go(&mut g, 0, "exchange"), Ok(()));
}

#[test]
fn a_closed_deal_ends_the_moment_the_closer_has_66() {
    let mut g = aces_against_kings("JD 9D", json!({}));
    assert_eq!(go(&mut g, 0, "close"), Err(Refusal("cannot_close")));
    go(&mut g, 0, "play:AS").unwrap();
    go(&mut g, 1, "play:KS").unwrap();
    assert_eq!(go(&mut g, 0, "close"), Ok(()));
    assert_eq!(go(&mut g, 0, "close"), Err(Refusal("cannot_close")));
    for (lead, answer) in [("TS", "QS"), ("AC", "KC"), ("TC", "QC")] {
        go(&mut g, 0, &format!("play:{lead}")).unwrap();
        go(&mut g, 1, &format!("play:{answer}")).unwrap();
        assert!(g.result().is_none());
    }
    go(&mut g, 0, "play:AH").unwrap();
    go(&mut g, 1, "play:KH").unwrap();
    let result = g.result().expect("71 Augen end the closed deal");
    assert_eq!(result["reason"], "closer_won");
    assert_eq!(result["augen"], json!([71, 0]));
    assert_eq!(result["game_points"], 4);
    assert_eq!(result["score"], json!([4, -4]));
    assert_eq!(g.hands[0].len(), 2, "the rest is not played");
}

#[test]
fn a_failed_closer_loses_measured_on_himself() {
    let mut g = closer_against_blanks();
    go(&mut g, 0, "play:AS").unwrap();
    go(&mut g, 1, "play:7S").unwrap();
    go(&mut g, 0, "close").unwrap();
    // Still at lead: a marriage may be announced after closing.
    assert_eq!(go(&mut g, 0, "announce:H"), Ok(()));
    assert_eq!(go(&mut g, 0, "exchange"), Err(Refusal("cannot_exchange")));
    while g.result().is_none() {
        let seat = g.to_act()[0];
        let mv = g.legal(seat)[0];
        g.apply(seat, &mv).unwrap();
    }
    let result = g.result().unwrap();
    assert_eq!(result["reason"], "closer_failed");
    assert_eq!(result["winner"], 1);
    assert!(result["augen"][0].as_i64().unwrap() < 33);
    assert_eq!(result["game_points"], 4);
    assert_eq!(result["score"], json!([20 - 4, 4 - 20]));
}

#[test]
fn the_strict_phase_asks_suit_then_trump_and_heads_only_as_a_house_rule() {
    for (must_head, want) in [(false, vec!["play:7H", "play:TH"]), (true, vec!["play:TH"])] {
        let mut g = deal("", "", "", "9C", json!({"must_head": must_head}));
        g.stock.clear();
        g.hands = [cards("9H"), cards("7H TH 7C AS")];
        g.led = Some(card("9H"));
        g.turn = 1;
        assert_eq!(legal(&g, 1), want);
        assert_eq!(go(&mut g, 1, "play:7C"), Err(Refusal::MUST_FOLLOW));
        g.hands[1] = cards("7C 8C AS");
        assert_eq!(legal(&g, 1), ["play:7C", "play:8C"]);
        g.hands[1] = cards("AS KD");
        assert_eq!(legal(&g, 1), ["play:AS", "play:KD"]);
    }
}

#[test]
fn the_waesche_round_asks_the_player_at_lead_first() {
    let mut g = aces_against_kings("", json!({}));
    g.stock = cards("JD 7D");
    go(&mut g, 0, "play:AS").unwrap();
    assert_eq!(go(&mut g, 0, "pass"), Err(Refusal("cannot_declare")));
    go(&mut g, 1, "play:QS").unwrap();
    assert_eq!(g.to_act().as_slice(), [0]);
    assert_eq!(legal(&g, 0), ["pass", "waesche"]);
    assert!(legal(&g, 1).is_empty());
    assert_eq!(go(&mut g, 1, "waesche"), Err(Refusal::NOT_YOUR_TURN));
    assert_eq!(go(&mut g, 0, "play:TS"), Err(Refusal("must_declare")));
    go(&mut g, 0, "pass").unwrap();
    assert_eq!(go(&mut g, 1, "waesche"), Ok(()));
    assert_eq!(g.to_act().as_slice(), [0], "the player at lead leads");
    assert_eq!(go(&mut g, 0, "waesche"), Err(Refusal("cannot_declare")));
    while g.result().is_none() {
        let seat = g.to_act()[0];
        let mv = g.legal(seat)[0];
        g.apply(seat, &mv).unwrap();
    }
    // Seat 0 holds the Aces and Tens: the dealer's Wäsche is lost.
    assert_eq!(
        g.result().unwrap()["waesche"],
        json!({"seat": 1, "made": false})
    );
}

#[test]
fn two_passes_end_the_round_without_a_declarer() {
    let mut g = aces_against_kings("", json!({}));
    g.stock = cards("JD 7D");
    go(&mut g, 0, "play:AS").unwrap();
    go(&mut g, 1, "play:QS").unwrap();
    go(&mut g, 0, "pass").unwrap();
    go(&mut g, 1, "pass").unwrap();
    assert_eq!(g.declaring, None);
    assert_eq!(g.waesche, None);
    assert_eq!(go(&mut g, 0, "play:TS"), Ok(()));
}

/// A finished deal of 55 : 65 card points plus the last trick's 10 to seat 0: 65 : 65.
fn stood() -> Mariage {
    let mut g = deal("", "", "", "7D", json!({}));
    g.stock.clear();
    g.hands = [vec![], vec![]];
    g.taken[0] = cards("AS TS AC TC KS QS JS JC JH");
    g.taken[1] = Pack::ThirtyTwo
        .cards()
        .into_iter()
        .filter(|c| !g.taken[0].contains(c))
        .collect();
    g.last = Some(0);
    g.over = true;
    g
}

#[test]
fn a_stood_game_goes_to_the_next_winner_and_the_same_dealer_deals() {
    let g = stood();
    let result = g.result().unwrap();
    assert_eq!(result["reason"], "tie");
    assert_eq!(result["score"], json!([0, 0]));
    assert_eq!(result["carry"], 2);
    assert_eq!(result["next_dealer"], 1);
    let (next, shift) = g.next_deal(&mut SmallRng::seed_from_u64(1)).unwrap();
    assert_eq!(shift, 0);
    let next: Mariage = serde_json::from_value(next.get().save()).unwrap();
    assert_eq!(next.table.carry, 2);
    assert_eq!(next.hands.map(|h| h.len()), [6, 6]);
    assert_eq!(next.stock.len(), 20);
    assert_eq!(next.trump, next.stock[19].suit());
}

#[test]
fn the_winner_deals_next_and_the_account_turns_with_the_seats() {
    let mut g = stood();
    g.last = Some(1);
    g.table.account = [5, -5];
    let result = g.result().unwrap();
    assert_eq!(result["winner"], 1);
    assert_eq!(result["score"], json!([-2, 2]));
    let (next, shift) = g.next_deal(&mut SmallRng::seed_from_u64(2)).unwrap();
    assert_eq!(shift, 0, "seat 1 won and deals again");
    assert_eq!(next.get().standing().totals, [3, -3]);

    g.taken.swap(0, 1);
    g.last = Some(0);
    assert_eq!(g.result().unwrap()["winner"], 0);
    let (next, shift) = g.next_deal(&mut SmallRng::seed_from_u64(2)).unwrap();
    assert_eq!(shift, 1, "seat 0 won: he sits last as the dealer");
    assert_eq!(next.get().standing().totals, [-7, 7]);
    assert_eq!(g.match_result(), None, "a Marken account never ends");
}

#[test]
fn closing_in_a_partie_commits_to_the_partie() {
    for (commits, winner) in [(true, Some(1)), (false, None)] {
        let rules = json!({"partie": 9, "close_commits_partie": commits});
        let mut g = aces_against_kings("JD 9D", rules);
        for (seat, mv) in [
            (0, "play:AS"),
            (1, "play:KS"),
            (0, "close"),
            (0, "play:TS"),
            (1, "play:QS"),
            (0, "play:AC"),
            (1, "play:KC"),
            (0, "play:TC"),
            (1, "play:QC"),
            (0, "play:AH"),
            (1, "play:KH"),
        ] {
            go(&mut g, seat, mv).unwrap();
        }
        let result = g.result().unwrap();
        assert_eq!(result["match"], json!([5, 9]));
        assert_eq!(result["partie_winner"], json!(winner));
        assert_eq!(g.match_result().is_some(), winner.is_some());
        assert_eq!(
            g.next_deal(&mut SmallRng::seed_from_u64(3)).is_none(),
            winner.is_some()
        );
    }
}

#[test]
fn a_seat_imagines_only_what_is_hidden_from_it() {
    let mut g = forehand_holds_the_seven();
    go(&mut g, 0, "play:8D").unwrap();
    go(&mut g, 1, "play:JD").unwrap();
    go(&mut g, 1, "announce:H").unwrap();
    let mut rng = SmallRng::seed_from_u64(4);
    for _ in 0..20 {
        let world: Mariage =
            serde_json::from_value(g.determinize(0, &mut rng).get().save()).unwrap();
        assert_eq!(world.hands[0], g.hands[0]);
        assert!(world.hands[1].contains(&card("KH")) && world.hands[1].contains(&card("QH")));
        assert_eq!(world.hands[1].len(), 6);
        assert_eq!(world.stock.len(), g.stock.len());
        assert_eq!(world.stock.last(), Some(&card("9H")));
    }
}

#[test]
fn after_closing_a_suit_not_followed_is_never_imagined_in_that_hand() {
    let mut g = closer_against_blanks();
    for (seat, mv) in [(0, "play:AS"), (1, "play:7S"), (0, "close")] {
        go(&mut g, seat, mv).unwrap();
    }
    go(&mut g, 0, "play:KH").unwrap();
    go(&mut g, 1, "play:JD").unwrap();
    let hearts = |world: AnyGame| world.get().hand(1).iter().any(|c| c.suit() == Suit::Hearts);
    let (mut rng, mut blind) = (SmallRng::seed_from_u64(4), 0);
    for _ in 0..200 {
        assert!(!hearts(g.determinize(0, &mut rng)), "he trumped: no heart");
        blind += usize::from(hearts(g.determinize_blind(0, &mut rng)));
    }
    assert!(blind > 100, "blind, most worlds give him a heart: {blind}");
}

#[test]
fn a_player_who_led_without_announcing_is_never_imagined_with_a_pair() {
    // Hearts are trump; the dealer takes the first trick, draws the Seven of clubs and leads
    // at a lead where he may announce — and announces nothing.
    let mut g = deal(
        "7H KS QS AC 8D 9C",
        "TS 7S JD 8C 9S 8S",
        "7C 8H",
        "9H",
        json!({}),
    );
    go(&mut g, 0, "play:8D").unwrap();
    go(&mut g, 1, "play:JD").unwrap();
    go(&mut g, 1, "play:7S").unwrap();
    let pair = |world: AnyGame| {
        let mut hand = world.get().hand(1);
        hand.push(card("7S"));
        [Suit::Hearts, Suit::Diamonds, Suit::Clubs]
            .into_iter()
            .any(|s| {
                hand.contains(&Card::new(Rank::King, s))
                    && hand.contains(&Card::new(Rank::Queen, s))
            })
    };
    let (mut rng, mut blind) = (SmallRng::seed_from_u64(6), 0);
    for _ in 0..300 {
        assert!(
            !pair(g.determinize(0, &mut rng)),
            "he would have announced it"
        );
        blind += usize::from(pair(g.determinize_blind(0, &mut rng)));
    }
    assert!(blind > 10, "blind, some worlds give him a pair: {blind}");
}

#[test]
fn scenarios_are_read_strictly() {
    let base = json!({
        "game": "mariage",
        "hands": [["7H", "KS", "QS", "AC", "8D", "9C"], ["KH", "QH", "TS", "7S", "JD", "8C"]],
        "stock": ["AS", "TC", "KC", "QC", "JS", "9S", "JC", "7C", "AD", "KD", "QD", "TD", "9D",
                  "7D", "AH", "JH", "TH", "8H", "8S", "9H"],
    });
    let with = |key: &str, value: Value| {
        let mut s = base.clone();
        s[key] = value;
        s
    };
    assert!(scenario(&base).is_ok());
    assert!(scenario(&with("carry", json!(4))).is_ok());
    assert!(scenario(&with("rules", json!({"partie": 27}))).is_ok());
    let mut partie = with("rules", json!({"partie": 9}));
    partie["match"] = json!([9, 1]);
    assert!(scenario(&partie).is_ok());
    partie["match"] = json!([10, 1]);
    assert!(scenario(&partie).is_err());
    partie["match"] = json!([0, 1]);
    assert!(scenario(&partie).is_err());
    for bad in [
        with("seats", json!(3)),
        with("carry", json!(3)),
        with("carry", json!(-2)),
        with("carry", json!(2.5)),
        with("match", json!([9, 9])),
        with("rules", json!({"partie": -1})),
        with("rules", json!({"amour": 1})),
        with("rules", json!({"wash": true})),
        with("multiplier", json!(2)),
        with("game", json!("mariage_alt")),
    ] {
        assert!(scenario(&bad).is_err(), "{bad}");
    }
    let mut lower = base.clone();
    lower["hands"][0][0] = json!("7h");
    assert!(scenario(&lower).is_err());
    let mut short = base.clone();
    short["stock"].as_array_mut().unwrap().pop();
    assert!(scenario(&short).is_err());

    assert!(action(&json!({"p": 0, "do": "announce", "suit": "S"})).is_ok());
    assert!(action(&json!({"p": 0, "do": "play", "card": "2C"})).is_ok());
    for bad in [
        json!({"p": 0, "do": "announce", "suit": "X"}),
        json!({"p": 0, "do": "announce", "suit": "s"}),
        json!({"p": 0, "do": "play", "card": "kh"}),
        json!({"p": 0, "do": "play", "card": "1H"}),
        json!({"p": 0, "do": "close", "card": "KH"}),
        json!({"p": 0, "do": "marry"}),
    ] {
        assert!(action(&bad).is_err(), "{bad}");
    }
}

#[test]
fn random_partien_under_the_house_rules_end_and_every_deal_is_zero_sum() {
    let mut rng = SmallRng::seed_from_u64(5);
    let rules = json!({"partie": 27, "amour": true, "must_head": true});
    let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
    for _ in 0..20 {
        let mut game = new_match(2, &rules, &mut rng).unwrap();
        let mut deals = 0;
        loop {
            while game.get().result().is_none() {
                let seat = game.get().to_act()[0];
                let mv = crate::search::random_move(game.get(), seat, &mut rng).unwrap();
                game.get_mut().apply(seat, &mv).unwrap();
            }
            let result = game.get().result().unwrap();
            let score = game.get().score().unwrap();
            assert_eq!(score[0] + score[1], 0, "{result}");
            deals += 1;
            match game.get().next_deal(&mut rng) {
                Some((next, _)) => game = next,
                None => break,
            }
        }
        let outcome = game.get().match_result().expect("a Partie ends");
        assert_eq!(outcome.iter().sum::<i64>(), 0);
        assert!(deals < 200);
    }
}

#[test]
fn every_refusal_has_its_own_words() {
    let g = aces_against_kings("", json!({"must_head": true}));
    let plain = aces_against_kings("", json!({}));
    let codes = [
        "game_over",
        "not_your_turn",
        "not_in_hand",
        "illegal",
        "must_follow",
        "must_declare",
        "cannot_declare",
        "no_marriage",
        "cannot_exchange",
        "cannot_close",
    ];
    for code in codes {
        let id = format!("refusal-{}", code.replace('_', "-"));
        assert!(WORDS.has(&id), "{id}");
        for lang in Lang::ALL {
            assert_eq!(
                plain.refusal_text(Refusal(code), lang),
                WORDS.text(lang, &id)
            );
        }
    }
    let head = g.refusal_text(Refusal::MUST_FOLLOW, Lang::En);
    assert_eq!(head, WORDS.text(Lang::En, "refusal-must-head"));
}

#[test]
fn melds_and_cards_are_written_by_the_glossary() {
    let mut g = aces_against_kings("", json!({}));
    g.trump = Suit::Spades;
    assert_eq!(
        g.meld_name(Meld::Marriage(Suit::Spades), Lang::De),
        "Bonne Mariage ♠"
    );
    assert_eq!(
        g.meld_name(Meld::Marriage(Suit::Hearts), Lang::En),
        "Mariage ♥"
    );
    let note = Note::Announced {
        seat: 1,
        meld: Meld::Marriage(Suit::Hearts),
        marken: 20,
    };
    assert_eq!(
        g.note_line(&note, Lang::De),
        "{1} meldet Mariage ♥ (K♥ D♥): {0} zahlt 20 Marken"
    );
    assert_eq!(
        g.note_line(&note, Lang::En),
        "{1} announces Mariage ♥ (K♥ Q♥): {0} pays 20 Marken"
    );
}
