use crate::testkit::refusals_have_words;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::json;

use super::*;
use crate::testkit::{self, card, card_list as cards};

/// A deal from hands and a talon (trump card last), with house-rule overrides.
fn deal(hands: [&[&str]; 2], talon: &[&str], rules: Value) -> Briscon {
    let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
    Briscon::new(
        &rules,
        [cards(hands[0]), cards(hands[1])],
        cards(talon),
        [0, 0],
    )
}

/// The talon of public scenario 03 (trump hearts, 8H under it).
const TALON: [&str; 22] = [
    "QC", "7C", "AC", "JC", "TC", "9C", "8C", "AD", "KD", "JD", "TD", "9D", "AH", "KH", "QH", "7H",
    "AS", "KS", "QS", "JS", "TS", "8H",
];

fn play(deal: &mut Briscon, seat: usize, text: &str) -> Result<(), Refusal> {
    deal.apply(seat, &Move::parse(text).unwrap())
}

#[test]
fn the_table_and_the_hands_show_the_last_trick() {
    let hands: [&[&str]; 2] = [
        &["KC", "QD", "8D", "7D", "JH"],
        &["TH", "9H", "9S", "8S", "7S"],
    ];
    let mut game = deal(hands, &TALON, json!({}));
    testkit::assert_last_trick(&game, None);
    play(&mut game, 0, "play:KC").unwrap();
    testkit::assert_last_trick(&game, None);
    play(&mut game, 1, "play:9S").unwrap();
    let first = Trick {
        leader: 0,
        cards: [card("KC"), card("9S")],
        winner: 0,
    };
    testkit::assert_last_trick(&game, Some(first));
    testkit::assert_own_tricks(&game, 0, &first.cards);
    play(&mut game, 0, "play:QD").unwrap();
    testkit::assert_last_trick(&game, Some(first));
    testkit::assert_own_tricks(&game, 0, &first.cards);
}

#[test]
fn the_ten_beats_the_king_and_a_side_card_never_wins() {
    assert!(trick::beats(card("KS"), card("TS"), Suit::Hearts, power));
    assert!(!trick::beats(card("TS"), card("KS"), Suit::Hearts, power));
    assert!(!trick::beats(card("7S"), card("AD"), Suit::Hearts, power));
    assert!(trick::beats(card("AS"), card("7H"), Suit::Hearts, power));
}

#[test]
fn after_the_talon_beat_follow_or_trump_in_that_order() {
    let hand = "9S AS 7H 8D";
    let cases = [
        (hand, "TS", Suit::Hearts, true, "AS"),
        (hand, "KS", Suit::Hearts, true, "AS"),
        (hand, "7S", Suit::Hearts, false, "9S AS"),
        ("9S 7H", "AS", Suit::Hearts, true, "9S"),
        (hand, "KC", Suit::Hearts, true, "7H"),
        (hand, "KC", Suit::Spades, true, "9S AS"),
        ("8D", "KC", Suit::Hearts, true, "8D"),
    ];
    for (hand, led, trump, overtake, want) in cases {
        let may = trick::allowed(&testkit::cards(hand), card(led), trump, overtake, power).to_vec();
        assert_eq!(may, testkit::cards(want), "{hand} on {led}");
    }
}

#[test]
fn the_deal_marks_the_turn_up_and_the_hand_streaks() {
    // Dealer's court turned: 10; forehand's five courts: 20; dealer's carte blanche: 10.
    let hands: [&[&str]; 2] = [
        &["KC", "QC", "JC", "KS", "QS"],
        &["7S", "8S", "9S", "TS", "AD"],
    ];
    let mut talon: Vec<Card> = Pack::ThirtyTwo
        .cards()
        .into_iter()
        .filter(|c| !hands.iter().any(|h| cards(h).contains(c)) && *c != card("KH"))
        .collect();
    talon.push(card("KH"));
    let rules = SPEC.rules(&Map::new()).unwrap();
    let d = Briscon::new(&rules, [cards(hands[0]), cards(hands[1])], talon, [0, 0]);
    assert_eq!(d.bonus, [20, 20]);
    let plain = deal(
        [
            &["JH", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &TALON,
        json!({}),
    );
    assert_eq!(plain.bonus, [0, 0]);
}

#[test]
fn announcing_needs_the_lead_a_won_trick_and_the_talon() {
    let mut d = deal(
        [
            &["JH", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &TALON,
        json!({}),
    );
    assert_eq!(
        play(&mut d, 0, "announce:tierce:JH"),
        Err(Refusal("cannot_announce"))
    );
    play(&mut d, 0, "play:7S").unwrap();
    play(&mut d, 1, "play:7D").unwrap();
    assert_eq!(
        play(&mut d, 0, "announce:tierce:8H"),
        Err(Refusal("no_meld"))
    );
    assert_eq!(play(&mut d, 0, "announce:four:9"), Err(Refusal("no_meld")));
    play(&mut d, 0, "announce:tierce:JH").unwrap();
    assert_eq!(
        play(&mut d, 0, "announce:tierce:JH"),
        Err(Refusal("no_meld"))
    );
    assert_eq!(d.melds, [60, 0]);
}

#[test]
fn the_seven_exchange_only_at_lead_and_not_for_itself() {
    let mut talon = TALON;
    talon.swap(21, 15); // 7H under the talon: it cannot be exchanged for itself
    let d = deal(
        [
            &["8H", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &talon,
        json!({}),
    );
    assert!(!d.legal(0).contains(&Move::verb_only("exchange")));
    let mut d2 = deal(
        [
            &["7H", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &TALON,
        json!({}),
    );
    assert!(d2.legal(0).contains(&Move::verb_only("exchange")));
    play(&mut d2, 0, "exchange").unwrap();
    assert!(d2.hands[0].contains(&card("8H")));
    assert_eq!(d2.talon.last(), Some(&card("7H")));
    assert_eq!(
        play(&mut d2, 0, "exchange"),
        Err(Refusal("cannot_exchange"))
    );
    let mut off = deal(
        [
            &["7H", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &TALON,
        json!({"seven_exchange": false}),
    );
    assert_eq!(
        play(&mut off, 0, "exchange"),
        Err(Refusal("cannot_exchange"))
    );
    play(&mut off, 0, "play:7S").unwrap();
    assert_eq!(play(&mut off, 0, "exchange"), Err(Refusal::NOT_YOUR_TURN));
    assert_eq!(
        play(&mut off, 1, "exchange"),
        Err(Refusal("cannot_exchange"))
    );
}

#[test]
fn a_tie_at_the_target_plays_another_deal_and_the_higher_total_wins() {
    let mut d = deal(
        [
            &["JH", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &TALON,
        json!({"target": 1}),
    );
    let mut rng = SmallRng::seed_from_u64(3);
    while !d.over() {
        let seat = d.turn;
        let mv = d
            .legal(seat)
            .into_iter()
            .find(|m| m.verb() == "play")
            .unwrap();
        d.apply(seat, &mv).unwrap();
    }
    let [a, b] = d.after();
    assert_eq!(d.partie_winner(), (a != b).then(|| usize::from(b > a)));
    d.before = [100 - d.points()[0], 100 - d.points()[1]];
    assert_eq!(d.partie_winner(), None);
    assert_eq!(d.result().unwrap()["score"], json!([0, 0]));
    let (next, shift) = d.next_deal(&mut rng).unwrap();
    assert_eq!(shift, 1);
    assert_eq!(next.get().save()["before"], json!([100, 100]));
}

#[test]
fn a_world_keeps_what_the_seat_knows() {
    let mut d = deal(
        [
            &["JH", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &TALON,
        json!({}),
    );
    play(&mut d, 0, "play:7S").unwrap();
    play(&mut d, 1, "play:7D").unwrap();
    play(&mut d, 0, "announce:tierce:JH").unwrap();
    let mut rng = SmallRng::seed_from_u64(9);
    for _ in 0..20 {
        let world = d.determinize(1, &mut rng);
        let hand = world.get().hand(0);
        for known in ["JH", "TH", "9H"] {
            assert!(hand.contains(&card(known)));
        }
        assert_eq!(world.get().hand(1), d.hands[1]);
        assert_eq!(hand.len(), 5);
    }
}

#[test]
fn the_catalogue_holds_the_same_messages_in_both_languages() {
    assert_eq!(WORDS.check(), Ok(()));
}

#[test]
fn every_refusal_says_why_in_both_languages() {
    let d = deal(
        [
            &["JH", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &TALON,
        json!({}),
    );
    let codes = [
        "game_over",
        "not_your_turn",
        "illegal",
        "not_in_hand",
        "must_follow",
        "cannot_exchange",
        "cannot_announce",
        "no_meld",
    ];
    let id = |code: &str| format!("refusal-{code}");
    refusals_have_words(&WORDS, id, &codes, |r, lang| d.refusal_text(r, lang));
}

#[test]
fn melds_and_the_standing_read_in_both_languages() {
    let mut d = deal(
        [
            &["JH", "TH", "9H", "KC", "7S"],
            &["8S", "9S", "QD", "7D", "8D"],
        ],
        &TALON,
        json!({}),
    );
    play(&mut d, 0, "play:7S").unwrap();
    play(&mut d, 1, "play:7D").unwrap();
    play(&mut d, 0, "announce:tierce:JH").unwrap();
    let told = d.tell(0, Lang::De);
    assert!(
        told.contains(&"{0} meldet Terz ab B♥ (B♥ 10♥ 9♥) +60".to_string()),
        "{told:?}"
    );
    let told = d.tell(0, Lang::En);
    assert!(told.contains(&"{0} announces tierce from J♥ (J♥ 10♥ 9♥) +60".to_string()));
    assert_eq!(Meld::Four(Rank::Queen).label(Lang::De), "vier D");
    assert_eq!(Meld::Four(Rank::Queen).label(Lang::En), "four Q");
    assert_eq!(d.standing().line[1], "Partie (to 600): {0} 60 · {1} 0");
    assert_eq!(d.standing().line[0], "Partie (bis 600): {0} 60 · {1} 0");
    let view = d.view(Some(0), Lang::En);
    assert_eq!(view.lines[0], "Trump: ♥ · under the stock: 8♥ · stock: 20");
    let mv = Move::parse("announce:marriage:H").unwrap();
    assert_eq!(d.label(&mv, Lang::De), "Melden: Heirat ♥ (40)");
}
