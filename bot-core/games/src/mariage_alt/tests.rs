//! The tricky rules of Mariage of the first kind, each with its outcome.

use super::*;
use crate::replay;
use crate::testkit::refusals_have_words;
use crate::testkit::{card, cards};

fn rules(overrides: Value) -> Rules {
    SPEC.rules(overrides.as_object().unwrap()).unwrap()
}

/// Hearts are trump (the talon's last card); seat 0 leads `led` in the last six tricks.
fn last_six(rules: &Rules, led: &str, hand: &str) -> MariageAlt {
    let mut deal = MariageAlt::new(rules, [cards(led), cards(hand)], cards("8H"), [0; 2]);
    deal.table.stock.clear();
    deal.table.winners = vec![0; 10];
    deal.apply(0, &Move::play(card(led))).unwrap();
    deal
}

#[test]
fn the_last_six_tricks_ask_to_beat_then_follow_then_trump() {
    let on = rules(json!({}));
    assert_eq!(
        last_six(&on, "KS", "AS 7S 7H").playable(1).to_vec(),
        cards("AS")
    );
    assert_eq!(
        last_six(&on, "AS", "KS 7S 7H").playable(1).to_vec(),
        cards("KS 7S")
    );
    assert_eq!(
        last_six(&on, "AS", "7C 7H 8H").playable(1).to_vec(),
        cards("7H 8H")
    );
    assert_eq!(
        last_six(&on, "TH", "AH 7H 7C").playable(1).to_vec(),
        cards("AH")
    );
    assert_eq!(
        last_six(&on, "AS", "7C 8D").playable(1).to_vec(),
        cards("7C 8D")
    );
    let off = rules(json!({"overtake": false}));
    assert_eq!(
        last_six(&off, "KS", "AS 7S 7H").playable(1).to_vec(),
        cards("AS 7S")
    );
}

/// A deal at its start: seat 0 holds `hand`, the trump card is `stock`'s last.
fn fresh(hand: &str, rules: &Rules) -> MariageAlt {
    let talon = cards("AC KC QC JC TC 9C 8C 7C AD KD QD JD TD 9D 8D 7D 9S 8S 7S AH");
    MariageAlt::new(
        rules,
        [cards(hand), cards("KH QH JH TH 9H 8H")],
        talon,
        [0; 2],
    )
}

#[test]
fn the_table_and_the_hands_show_the_last_trick() {
    let mut deal = fresh("AS KS QS JS TS 9S", &rules(json!({})));
    crate::testkit::assert_last_trick(&deal, None);
    deal.apply(0, &Move::play(card("9S"))).unwrap();
    crate::testkit::assert_last_trick(&deal, None);
    deal.apply(1, &Move::play(card("8H"))).unwrap();
    let first = crate::trick::Trick {
        leader: 0,
        cards: [card("9S"), card("8H")],
        winner: 1,
    };
    crate::testkit::assert_last_trick(&deal, Some(first));
    crate::testkit::assert_own_tricks(&deal, 1, &first.cards);
    deal.apply(1, &Move::play(card("9H"))).unwrap();
    crate::testkit::assert_last_trick(&deal, Some(first));
    crate::testkit::assert_own_tricks(&deal, 1, &first.cards);
}

#[test]
fn the_trump_seven_is_exchanged_at_lead_once() {
    let mut deal = fresh("7H AS KS QS JS TS", &rules(json!({})));
    assert_eq!(
        deal.apply(1, &Move::verb_only("exchange")),
        Err(Refusal::NOT_YOUR_TURN)
    );
    deal.apply(0, &Move::verb_only("exchange")).unwrap();
    assert!(deal.table.hands[0].contains(&card("AH")));
    assert_eq!(deal.table.stock.last(), Some(&card("7H")));
    assert_eq!(
        deal.apply(0, &Move::verb_only("exchange")),
        Err(CANNOT_EXCHANGE)
    );
    let mut off = fresh(
        "7H AS KS QS JS TS",
        &rules(json!({"seven_exchange": false})),
    );
    assert_eq!(
        off.apply(0, &Move::verb_only("exchange")),
        Err(CANNOT_EXCHANGE)
    );
}

#[test]
fn a_marriage_needs_the_lead_a_trick_and_the_talon() {
    let mut deal = fresh("KS QS 7S KC 8S 9S", &rules(json!({})));
    let spades = Move::parse("announce:marriage:S").unwrap();
    assert_eq!(deal.apply(0, &spades), Err(CANNOT_ANNOUNCE));
    deal.table.winners.push(0);
    assert_eq!(
        deal.apply(0, &Move::parse("announce:four:K").unwrap()),
        Err(NO_MELD)
    );
    assert_eq!(
        deal.apply(0, &Move::parse("announce:marriage:C").unwrap()),
        Err(NO_MELD)
    );
    deal.apply(0, &spades).unwrap();
    assert_eq!(deal.marriages, [2, 0]);
    assert_eq!(deal.apply(0, &spades), Err(NO_MELD));
    assert!(deal.view(None, Lang::En).shown.contains(card("QS")));
    deal.table.stock.clear();
    assert_eq!(deal.apply(0, &spades), Err(CANNOT_ANNOUNCE));
}

/// A finished deal: seat 0 took `mine`, seat 1 the rest, `winners` the trick winners.
fn settled(rules: &Rules, mine: &str, winners: Vec<usize>) -> MariageAlt {
    let mut deal = fresh("", rules);
    let mine = cards(mine);
    deal.table.taken = [
        mine.clone(),
        Pack::ThirtyTwo
            .cards()
            .into_iter()
            .filter(|c| !mine.contains(c))
            .collect(),
    ];
    deal.table.winners = winners;
    deal
}

#[test]
fn the_payments_of_a_deal_go_against_each_other() {
    let sweep: Vec<usize> = [vec![1; 10], vec![0; 6]].concat();
    // 67 : 53 Augen give 6 against 5; the last six and the last trick 6 + 2.
    let deal = settled(&rules(json!({})), "AC TC AD TD AH TH KH", sweep.clone());
    assert_eq!(deal.card_points(), [67, 53]);
    assert_eq!(deal.net(), Some([9, -9]));
    let every = settled(&rules(json!({"every_point": true})), "AC TC", sweep);
    assert_eq!(every.net(), Some([21 + 100 + 2 - 99, 99 - 21 - 102]));
    let mixed = settled(&rules(json!({})), "AC", [vec![0; 15], vec![1]].concat());
    assert_eq!(mixed.final_payments()[1..], [[0, 2], [0, 0]]);
}

#[test]
fn a_captured_ace_pays_two_and_a_ten_one() {
    let mut deal = last_six(&rules(json!({"brisque_payments": true})), "AS", "TS 7S");
    deal.apply(1, &Move::play(card("TS"))).unwrap();
    assert_eq!(deal.brisques, [1, 0]);
    let mut trumped = last_six(&rules(json!({"brisque_payments": true})), "AS", "8H");
    trumped.apply(1, &Move::play(card("8H"))).unwrap();
    assert_eq!(trumped.brisques, [0, 2]);
}

#[test]
fn a_redealt_world_keeps_the_trump_card_and_shown_marriages() {
    let mut deal = fresh("KS QS 7S KC 8S 9S", &rules(json!({})));
    deal.table.winners.push(1);
    deal.table.turn = 1;
    deal.table.hands = [cards("AS KC 8S 9S JS TS"), cards("KH QH JH TH 9H 8H")];
    deal.apply(1, &Move::parse("announce:marriage:H").unwrap())
        .unwrap();
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(5);
    for _ in 0..20 {
        let world = deal.determinize(0, &mut rng);
        let hand = world.get().hand(1);
        assert!(hand.contains(&card("KH")) && hand.contains(&card("QH")));
        assert_eq!(world.get().hand(0), deal.hand(0));
        assert!(world.get().view(None, Lang::En).lines[0].contains("A♥"));
    }
}

#[test]
fn malformed_scenarios_are_refused() {
    let base = json!({
        "game": "mariage_alt",
        "hands": [["KH", "QH", "KS", "QS", "7C", "8C"], ["7D", "8D", "9D", "TD", "JD", "QD"]],
        "stock": ["9C", "JC", "AC", "TC", "KC", "QC", "AD", "KD", "AH", "JH",
                  "TH", "9H", "8H", "7H", "AS", "JS", "TS", "8S", "7S", "9S"],
        "actions": [{"p": 0, "do": "announce", "meld": "four", "rank": "K"},
                    {"p": 0, "do": "announce", "meld": "tierce", "card": "KH"},
                    {"p": 0, "do": "exchange"}],
    });
    assert!(replay::run(&base).is_ok());
    let actions = [
        json!({"p": 0, "do": "announce", "meld": "marriage"}),
        json!({"p": 0, "do": "announce", "meld": "marriage", "suit": "X"}),
        json!({"p": 0, "do": "announce", "meld": "marriage", "suit": "H", "rank": "K"}),
        json!({"p": 0, "do": "announce", "meld": "wedding", "suit": "H"}),
        json!({"p": 0, "do": "announce", "meld": "four", "rank": "1"}),
        json!({"p": 0, "do": "announce", "meld": "quinte", "card": "kh"}),
        json!({"p": 0, "do": "exchange", "card": "7S"}),
        json!({"p": 0, "do": "rob"}),
    ];
    for action in actions {
        let mut scenario = base.clone();
        scenario["actions"] = json!([action]);
        assert!(replay::run(&scenario).is_err(), "{action}");
    }
    for (key, value) in [("match", json!([0, 0])), ("rules", json!({"overtake": 1}))] {
        let mut scenario = base.clone();
        scenario[key] = value;
        assert!(replay::run(&scenario).is_err(), "{key}");
    }
}

#[test]
fn every_refusal_has_its_own_words() {
    let on = rules(json!({}));
    let deal = last_six(&on, "KS", "AS 7S 7H");
    let codes = [
        Refusal::GAME_OVER.code(),
        Refusal::NOT_YOUR_TURN.code(),
        Refusal::NOT_IN_HAND.code(),
        Refusal::ILLEGAL.code(),
        Refusal::MUST_FOLLOW.code(),
        CANNOT_EXCHANGE.code(),
        CANNOT_ANNOUNCE.code(),
        NO_MELD.code(),
    ];
    let id = |code: &str| format!("refusal-{}", code.replace('_', "-"));
    refusals_have_words(&WORDS, id, &codes, |r, lang| deal.refusal_text(r, lang));
    let off = rules(json!({"overtake": false}));
    let deal = last_six(&off, "KS", "AS 7S 7H");
    let text = deal.refusal_text(Refusal::MUST_FOLLOW, Lang::De);
    assert_eq!(
        text,
        WORDS.text(Lang::De, "refusal-must-follow-no-overtake")
    );
}

#[test]
fn the_lines_write_cards_and_suits_by_the_glossary() {
    let on = rules(json!({}));
    let deal = last_six(&on, "QS", "AS 7S 7H");
    let lines = deal.view(Some(1), Lang::De).lines;
    assert_eq!(
        lines[0],
        "Trumpf: ♥ Herz — überstechen, bekennen oder trumpfen"
    );
    assert_eq!(lines[1], "Ausgespielt von {0}: D♠");
    assert_eq!(
        deal.label(&Move::parse("announce:marriage:C").unwrap(), Lang::En),
        "Announce marriage: ♣ Clubs"
    );
}
