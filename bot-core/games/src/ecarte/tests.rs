use crate::testkit::refusals_have_words;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

use super::*;
use crate::testkit::{card, card_list as cards};

/// A deal: both hands and the trump card; the talon is the rest of the pack.
fn deal(hands: [&[&str]; 2], trump: &str, rules: Value, before: [i64; 2]) -> Ecarte {
    let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
    let used: Vec<Card> = [hands[0], hands[1], &[trump]]
        .concat()
        .iter()
        .map(|s| card(s))
        .collect();
    let talon = Pack::ThirtyTwo
        .cards()
        .into_iter()
        .filter(|c| !used.contains(c))
        .collect();
    Ecarte::new(
        &rules,
        [cards(hands[0]), cards(hands[1])],
        card(trump),
        talon,
        before,
    )
}

fn act(deal: &mut Ecarte, seat: usize, text: &str) -> Result<(), Refusal> {
    deal.apply(seat, &Move::parse(text).unwrap())
}

const HANDS: [&[&str]; 2] = [
    &["KH", "QH", "JH", "7C", "8D"],
    &["AS", "TS", "KD", "QC", "9H"],
];

#[test]
fn the_table_and_the_hands_show_the_last_trick() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    crate::testkit::assert_last_trick(&d, None);
    act(&mut d, 0, "play:7C").unwrap();
    crate::testkit::assert_last_trick(&d, None);
    act(&mut d, 1, "play:QC").unwrap();
    let first = Trick {
        leader: 0,
        cards: [card("7C"), card("QC")],
        winner: 1,
    };
    crate::testkit::assert_last_trick(&d, Some(first));
    act(&mut d, 1, "play:AS").unwrap();
    crate::testkit::assert_last_trick(&d, Some(first));
}

#[test]
fn the_king_is_highest_and_the_ace_below_the_jack() {
    assert!(trick::beats(card("AH"), card("JH"), Suit::Spades, power));
    assert!(!trick::beats(card("KH"), card("AH"), Suit::Spades, power));
    assert!(trick::beats(card("TH"), card("AH"), Suit::Spades, power));
    assert_eq!(
        trick::allowed(
            &cards(&["JH", "TH", "7S"]),
            card("AH"),
            Suit::Spades,
            true,
            power
        )
        .to_vec(),
        cards(&["JH"])
    );
    assert_eq!(
        trick::allowed(
            &cards(&["JH", "TH", "7S"]),
            card("AH"),
            Suit::Spades,
            false,
            power
        )
        .to_vec(),
        cards(&["JH", "TH"])
    );
    assert_eq!(
        trick::allowed(&cards(&["JD", "7S"]), card("AH"), Suit::Spades, true, power).to_vec(),
        cards(&["7S"])
    );
}

#[test]
fn refusing_the_first_proposal_gives_the_forehand_a_penalty_point() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "refuse").unwrap();
    assert_eq!(d.penalty, Some(0));
    for (seat, mv) in [
        (0, "play:KH"),
        (1, "play:9H"),
        (0, "play:QH"),
        (1, "play:KD"),
        (0, "play:JH"),
        (1, "play:TS"),
        (0, "play:7C"),
        (1, "play:QC"),
        (1, "play:AS"),
        (0, "play:8D"),
    ] {
        act(&mut d, seat, mv).unwrap();
    }
    let result = d.result().unwrap();
    assert_eq!(result["points"], json!([3, 0]));
    assert_eq!(result["penalty"], json!(true));
}

#[test]
fn after_an_exchange_refusing_carries_no_penalty() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    assert_eq!(act(&mut d, 0, "discard"), Err(Refusal("cannot_discard")));
    act(&mut d, 0, "discard:7C").unwrap();
    act(&mut d, 1, "discard").unwrap();
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "refuse").unwrap();
    assert_eq!(d.penalty, None);
    assert_eq!(d.phase, Phase::Play);
}

#[test]
fn leading_without_proposing_is_the_forehands_risk() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    act(&mut d, 0, "play:7C").unwrap();
    assert_eq!(d.penalty, Some(1));
    assert_eq!(act(&mut d, 0, "propose"), Err(Refusal("wrong_phase")));
}

#[test]
fn a_king_marked_at_the_start_can_end_the_partie_before_the_lead() {
    let mut d = deal(HANDS, "7H", json!({"mark_king": "start"}), [4, 0]);
    act(&mut d, 0, "play:7C").unwrap();
    assert_eq!(d.phase, Phase::Over);
    assert!(d.hands[0].contains(&card("7C")));
    let result = d.result().unwrap();
    assert_eq!(result["reason"], json!("king"));
    assert_eq!(result["winner"], json!(0));
    assert_eq!(result["score"], json!([1, -1]));
}

#[test]
fn the_multiple_game_pays_by_the_losers_points() {
    let rules = json!({"multiple_game": true});
    let won = |before: [i64; 2]| {
        let mut d = deal(HANDS, "7H", rules.clone(), before);
        act(&mut d, 0, "play:KH").unwrap();
        d.result().unwrap()["score"].clone()
    };
    assert_eq!(won([4, 0]), json!([3, -3]));
    assert_eq!(won([4, 2]), json!([2, -2]));
    assert_eq!(won([4, 3]), json!([1, -1]));
}

#[test]
fn a_turned_king_is_the_dealers_and_a_discarded_one_nobodys() {
    let d = deal(
        [&["QH", "JH", "AH", "7C", "8D"], HANDS[1]],
        "KH",
        json!({}),
        [0, 0],
    );
    assert_eq!((d.points, d.king), ([0, 1], Some(1)));
    let mut d = deal(HANDS, "7H", json!({"mark_king": "start"}), [0, 0]);
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    act(&mut d, 0, "discard:KH").unwrap();
    act(&mut d, 1, "discard").unwrap();
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "refuse").unwrap();
    assert_eq!(d.king, None);
}

#[test]
fn a_world_redeals_only_what_the_seat_cannot_see() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    act(&mut d, 0, "discard:7C:8D").unwrap();
    act(&mut d, 1, "discard:QC").unwrap();
    let mut rng = SmallRng::seed_from_u64(5);
    for _ in 0..10 {
        let world = d.determinize(0, &mut rng);
        let state = world.get().save();
        assert_eq!(world.get().hand(0), d.hands[0]);
        assert_eq!(state["discards"][0], json!(["7C", "8D"]));
        assert_eq!(state["discards"][1].as_array().unwrap().len(), 1);
        assert_eq!(world.get().hand(1).len(), 5);
    }
}

#[test]
fn an_answer_off_the_suit_led_tells_every_world_the_suit_and_the_trumps_are_gone() {
    let hands: [&[&str]; 2] = [
        &["KH", "QH", "JH", "7C", "8D"],
        &["AD", "TD", "KD", "QC", "8C"],
    ];
    let mut d = deal(hands, "7S", json!({}), [0, 0]);
    act(&mut d, 0, "play:KH").unwrap();
    act(&mut d, 1, "play:8C").unwrap();
    let (mut rng, mut blind) = (SmallRng::seed_from_u64(5), 0);
    for _ in 0..200 {
        let held = |world: AnyGame| {
            let hand = world.get().hand(1);
            hand.iter()
                .any(|c| c.suit() == Suit::Hearts || c.suit() == Suit::Spades)
        };
        assert!(!held(d.determinize(0, &mut rng)), "no heart, no trump");
        blind += usize::from(held(d.determinize_blind(0, &mut rng)));
    }
    assert!(
        blind > 100,
        "blind, a world holds one most of the time: {blind}"
    );
}

#[test]
fn the_catalogue_holds_the_same_messages_in_both_languages() {
    assert_eq!(WORDS.check(), Ok(()));
}

#[test]
fn every_refusal_says_why_in_both_languages() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    let codes = [
        "game_over",
        "wrong_phase",
        "not_your_turn",
        "illegal",
        "cannot_propose",
        "cannot_discard",
        "not_in_hand",
        "must_follow",
    ];
    let id = |code: &str| format!("refusal-{code}");
    refusals_have_words(&WORDS, id, &codes, |r, lang| d.refusal_text(r, lang));
    act(&mut d, 0, "propose").unwrap();
    assert_eq!(
        d.refusal_text(Refusal("wrong_phase"), Lang::En),
        "Now the dealer accepts or refuses the proposal."
    );
}

#[test]
fn the_hand_the_choice_and_the_label_list_the_cards_in_one_order() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    let shown = d.view(Some(0), Lang::En).hand;
    assert_eq!(d.choice(0, "discard").unwrap().from, shown);
    let mut unordered = shown.clone();
    unordered.reverse();
    let mv = Move::new("discard", unordered.iter().map(|c| c.to_string()));
    let label = d.label(&mv, Lang::De);
    assert_eq!(
        label,
        format!("Tauschen: {}", SPEC.face.cards(&shown, Lang::De))
    );
}

#[test]
fn the_words_read_in_both_languages() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    let lines = d.view(Some(0), Lang::En).lines;
    assert_eq!(lines[0], "Trump: 7♥ · Stock: 21");
    assert_eq!(lines.last().unwrap(), "Partie (to 5): {0} 0 · {1} 0");
    let lines = d.view(Some(0), Lang::De).lines;
    assert_eq!(lines.last().unwrap(), "Partie (bis 5): {0} 0 · {1} 0");
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    act(&mut d, 0, "discard:7C").unwrap();
    act(&mut d, 1, "discard").unwrap();
    let told = d.tell(0, Lang::De);
    assert!(
        told.contains(&"{0} tauscht 1 Karte".to_string()),
        "{told:?}"
    );
    assert!(
        told.contains(&"{1} tauscht keine Karte".to_string()),
        "{told:?}"
    );
    let told = d.tell(0, Lang::En);
    assert!(
        told.contains(&"{1} exchanges no cards".to_string()),
        "{told:?}"
    );
}

#[test]
fn a_picture_shows_the_turned_trump_by_the_talon_and_a_seat_its_own_discards() {
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    let scene = d.scene(None);
    assert_eq!((scene.trump, scene.talon), (Some(card("7H")), 21));
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    act(&mut d, 0, "discard:7C:8D").unwrap();
    act(&mut d, 1, "discard:QC").unwrap();
    let away = |seat| -> Vec<(usize, Lying, Vec<Card>)> {
        let open = d.scene(seat).open.into_iter();
        open.map(|o| (o.seat, o.what, o.cards)).collect()
    };
    assert_eq!(away(None), []);
    assert_eq!(away(Some(0)), [(0, Lying::LaidAway, cards(&["7C", "8D"]))]);
    assert_eq!(away(Some(1)), [(1, Lying::LaidAway, cards(&["QC"]))]);
    assert_eq!(d.scene(None).talon, 18);
}

#[test]
fn playing_without_an_exchange_at_the_start_is_a_declaration_made_by_winning_the_tricks() {
    let opening: [&[(usize, &str)]; 3] = [
        &[],
        &[(0, "propose"), (1, "refuse")],
        &[(0, "propose"), (1, "accept")],
    ];
    for (i, moves) in opening.into_iter().enumerate() {
        for seed in 0..20 {
            let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
            for &(seat, text) in moves {
                act(&mut d, seat, text).unwrap();
            }
            // Cards played as soon as they may be: after an exchange, no second proposal.
            let mut rng = SmallRng::seed_from_u64(seed);
            while let Some(&seat) = d.to_act().first() {
                let legal = d.legal(seat);
                let plays: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|m| m.verb() == "play")
                    .collect();
                let mut mv = match plays.len() {
                    0 => legal[0],
                    n => plays[rng.random_range(0..n)],
                };
                if let Some(choice) = d.choice(seat, mv.verb()) {
                    mv = choice.to_move(&[choice.from[0]]).unwrap();
                }
                d.apply(seat, &mv).unwrap();
            }
            assert!(d.is_over());
            let winner = usize::from(d.tricks[1] > d.tricks[0]);
            let expected = match i {
                0 => Some((0, winner == 0)),
                1 => Some((1, winner == 1)),
                _ => None,
            };
            let expected = expected.filter(|_| !d.ended_by_king);
            assert_eq!(d.declared(), expected, "opening {moves:?}, seed {seed}");
        }
    }
}

#[test]
fn the_search_weighs_only_discards_that_keep_the_trumps_and_the_kings() {
    // Hearts are trumps: the forehand's KH QH JH stay, 7C and 8D may go (one or both).
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    let whole = d.choice(0, "discard").unwrap();
    let sensible = d.sensible_choice(0, whole.clone());
    assert_eq!(sensible.from, cards(&["7C", "8D"]));
    assert_eq!((sensible.min, sensible.max), (1, 2));
    // A forehand of trumps and Kings only must still lay one away: the choice stays whole.
    let mut d = deal(
        [&["KH", "QH", "JH", "KC", "KD"], HANDS[1]],
        "7H",
        json!({}),
        [0, 0],
    );
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    let whole = d.choice(0, "discard").unwrap();
    assert_eq!(d.sensible_choice(0, whole.clone()), whole);
}

#[test]
fn the_strong_search_tries_each_sensible_discard_and_no_other() {
    use crate::search::{Choices, candidates_by};
    let mut d = deal(HANDS, "7H", json!({}), [0, 0]);
    act(&mut d, 0, "propose").unwrap();
    act(&mut d, 1, "accept").unwrap();
    let mut rng = SmallRng::seed_from_u64(3);
    let mut tried = candidates_by(&d, 0, Choices::Every, &mut rng);
    tried.sort_by_key(|mv| mv.to_string());
    let texts: Vec<String> = tried.iter().map(|mv| mv.to_string()).collect();
    assert_eq!(texts, ["discard:7C", "discard:7C:8D", "discard:8D"]);
}
