use crate::testkit::refusals_have_words;
use rand::SeedableRng;
use rand::rngs::SmallRng;

use serde_json::Map;

use super::scenario::{action, read as scenario};
use super::*;
use crate::game::Persist;
use crate::level::Level;

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// A pack drawn in this order: `first`, then the other cards of the French pack.
fn pack(first: &[&str]) -> Vec<Card> {
    let mut cards: Vec<Card> = first.iter().map(|c| card(c)).collect();
    let rest: Vec<Card> = Pack::FiftyTwo
        .cards()
        .into_iter()
        .filter(|c| !cards.contains(c))
        .collect();
    cards.extend(rest);
    cards
}

fn taille(first: &[&str], chips: &[i64]) -> Bassette {
    Bassette::new(
        (3, 30),
        pack(first),
        chips.to_vec(),
        Partie::players(chips.len()),
    )
}

fn stake(game: &mut Bassette, seat: usize, rank: &str, amount: i64) -> Result<(), Refusal> {
    let rank = rank_of(rank).unwrap();
    game.apply(seat, &stake_move(rank, amount))
}

fn draw(game: &mut Bassette, pairs: usize) {
    for _ in 0..pairs {
        game.apply(0, &Move::verb_only("draw")).unwrap();
    }
}

fn concrete(game: &AnyGame) -> Bassette {
    serde_json::from_value(game.get().save()).unwrap()
}

#[test]
fn the_first_card_wins_two_thirds_and_la_ponte_pays_whole() {
    let mut game = taille(&["KH", "7S"], &[100, 100, 100]);
    stake(&mut game, 1, "K", 9).unwrap();
    stake(&mut game, 2, "7", 6).unwrap();
    draw(&mut game, 1);
    assert_eq!(game.chips, [100, 94, 106]);
    assert!(game.stakes.is_empty());
}

#[test]
fn later_cards_win_whole_for_the_bank_when_odd_and_for_the_punter_when_even() {
    let mut game = taille(&["2C", "3C", "AH", "5D"], &[100, 100, 100]);
    stake(&mut game, 1, "A", 6).unwrap();
    stake(&mut game, 2, "5", 12).unwrap();
    draw(&mut game, 2);
    assert_eq!(game.chips, [94, 94, 112]);
}

#[test]
fn a_late_stake_skips_the_next_bankers_card_and_loses_two_thirds_on_the_next_ponte() {
    let mut game = taille(&["2C", "3C", "JH", "JS"], &[100, 100, 100]);
    stake(&mut game, 2, "J", 3).unwrap();
    draw(&mut game, 1);
    stake(&mut game, 1, "J", 6).unwrap();
    draw(&mut game, 1);
    // JH (card 3): the opening stake loses whole, the late one does not count;
    // JS (card 4): the late stake's own card, two thirds for the bank.
    assert_eq!(game.chips, [107, 96, 97]);
}

#[test]
fn a_punter_paid_on_la_ponte_stakes_again_and_the_next_bankers_card_does_not_hurt_him() {
    let mut game = taille(
        &["2C", "TD", "TH", "3C", "4C", "5C", "6C", "TS"],
        &[100, 100],
    );
    stake(&mut game, 1, "T", 6).unwrap();
    draw(&mut game, 1);
    assert_eq!(game.chips, [94, 106]);
    stake(&mut game, 1, "T", 6).unwrap();
    draw(&mut game, 1);
    assert_eq!(
        game.chips,
        [94, 106],
        "TH, the next banker's card, does not count"
    );
    assert_eq!(game.stakes.len(), 1);
    draw(&mut game, 2);
    assert_eq!(game.chips, [88, 112], "TS, a later Ponte, pays him");
}

#[test]
fn pliee_the_bankers_card_decides_and_la_ponte_finds_nothing() {
    let mut game = taille(&["QH", "QS", "8C", "8D"], &[100, 100, 100]);
    stake(&mut game, 1, "Q", 6).unwrap();
    stake(&mut game, 2, "8", 9).unwrap();
    draw(&mut game, 2);
    assert_eq!(game.chips, [113, 96, 91]);
    assert!(game.stakes.is_empty());
}

#[test]
fn the_last_card_counts_for_nobody_and_what_stands_is_returned() {
    let last = [card("2C"), card("AS")];
    let mut order = pack(&["AC", "AD", "AH"]);
    order.retain(|c| !last.contains(c));
    order.extend(last);
    let mut game = Bassette::new((3, 30), order, vec![100, 100], Partie::players(2));
    assert_eq!(game.pack[51], card("AS"));
    draw(&mut game, 25);
    stake(&mut game, 1, "A", 9).unwrap();
    draw(&mut game, 1);
    assert_eq!(
        game.result().unwrap(),
        json!({"score": [0, 0], "chips": [100, 100], "returned": [[1, "A", 9]]})
    );
    assert_eq!(stake(&mut game, 1, "K", 3), Err(Refusal::GAME_OVER));
    assert!(game.to_act().is_empty());
}

#[test]
fn refusals_come_in_the_rules_order_and_match_the_legal_list() {
    let mut game = taille(&[], &[30, 20, 100]);
    assert_eq!(
        game.apply(1, &Move::verb_only("draw")),
        Err(Refusal::NOT_YOUR_TURN)
    );
    assert_eq!(stake(&mut game, 0, "Q", 4), Err(Refusal("not_a_punter")));
    assert_eq!(stake(&mut game, 1, "A", 4), Err(Refusal("bad_amount")));
    assert_eq!(stake(&mut game, 1, "A", 33), Err(Refusal("bad_amount")));
    assert_eq!(stake(&mut game, 1, "A", 0), Err(Refusal("bad_amount")));
    stake(&mut game, 1, "A", 15).unwrap();
    assert_eq!(stake(&mut game, 1, "A", 3), Err(Refusal("already_staked")));
    assert_eq!(stake(&mut game, 1, "K", 6), Err(Refusal("no_chips")));
    assert_eq!(stake(&mut game, 2, "Q", 18), Err(Refusal("bank_limit")));
    stake(&mut game, 2, "Q", 15).unwrap();
    assert!(game.legal(2).is_empty(), "the bank covers nothing more");
    assert_eq!(game.to_act().as_slice(), [0]);
    let before = game.clone();
    for mv in before.legal(1) {
        assert!(game.clone().apply(1, &mv).is_ok());
    }
    assert_eq!(game, before);
}

#[test]
fn legal_stakes_sort_as_plain_strings() {
    let game = taille(&[], &[100, 9]);
    let legal: Vec<String> = game.legal(1).into_iter().map(String::from).collect();
    assert_eq!(
        &legal[..4],
        ["stake:2:3", "stake:2:6", "stake:2:9", "stake:3:3"]
    );
    assert_eq!(legal.len(), 39);
    assert_eq!(game.legal(0), [Move::verb_only("draw")]);
}

#[test]
fn the_bank_passes_round_skipping_a_player_without_marken_until_each_had_it() {
    let mut rng = SmallRng::seed_from_u64(1);
    let mut game = taille(&[], &[100, 0, 50, 150]);
    draw(&mut game, 26);
    let (next, shift) = game.next_deal(&mut rng).unwrap();
    assert_eq!(shift, 2, "seat 1 has no Marken and is passed over");
    let mut game = concrete(&next);
    assert_eq!(game.chips, [50, 150, 100, 0]);
    draw(&mut game, 26);
    let (next, shift) = game.next_deal(&mut rng).unwrap();
    assert_eq!(shift, 1);
    let mut game = concrete(&next);
    assert_eq!(game.chips, [150, 100, 0, 50]);
    assert_eq!(game.match_result(), None);
    draw(&mut game, 26);
    assert!(
        game.next_deal(&mut rng).is_none(),
        "everybody with Marken has banked"
    );
    assert_eq!(game.match_result(), Some(vec![50, 0, -100, -50]));
    assert_eq!(game.leaders(), [0]);
}

#[test]
fn the_computer_bank_is_fresh_for_each_of_three_tailles() {
    let mut rng = SmallRng::seed_from_u64(2);
    let rules = SPEC.rules(&Map::new()).unwrap();
    let mut game = concrete(&computer_bank_match(3, &rules, &mut rng).unwrap());
    for taille in 1..=3 {
        assert_eq!(game.chips[0], COMPUTER_BANK);
        let rank = game.pack[0].rank().code().to_string();
        stake(&mut game, 1, &rank, 9).unwrap();
        draw(&mut game, 26);
        assert_eq!(game.chips[1], START - 6 * taille);
        match game.next_deal(&mut rng) {
            Some((next, 0)) => game = concrete(&next),
            Some((_, shift)) => panic!("the computer keeps the bank, not shift {shift}"),
            None => assert_eq!(taille, 3),
        }
    }
    assert_eq!(game.match_result(), Some(vec![0, -18, 0]));
}

#[test]
fn only_the_banker_sees_the_bottom_card_and_keeps_it_when_imagining() {
    let mut game = taille(&[], &[100, 100]);
    draw(&mut game, 3);
    let bottom = game.pack[51];
    assert!(game.view(Some(0), Lang::En).shown.contains(bottom));
    assert!(!game.view(Some(1), Lang::En).shown.contains(bottom));
    assert!(!game.view(None, Lang::De).shown.contains(bottom));
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..5 {
        let world = concrete(&game.determinize(0, &mut rng));
        assert_eq!(world.pack[..6], game.pack[..6]);
        assert_eq!(world.pack[51], bottom);
        let mut sorted = world.pack.clone();
        sorted.sort();
        assert_eq!(sorted, Pack::FiftyTwo.cards());
    }
}

#[test]
fn a_stored_taille_reads_back_with_its_events() {
    let mut game = taille(&["2C", "TD", "TH", "3C"], &[100, 100, 100]);
    stake(&mut game, 1, "T", 6).unwrap();
    draw(&mut game, 1);
    stake(&mut game, 1, "T", 6).unwrap();
    draw(&mut game, 1);
    let back: Bassette = serde_json::from_value(game.save()).unwrap();
    assert_eq!(back, game);
    let told = game.tell(0, Lang::En);
    assert_eq!(told.len(), game.told());
    assert_eq!(
        told[0],
        "{0} holds the bank and draws the cards in pairs; everybody else punts."
    );
    assert_eq!(told[1], "{1} stakes 6 chips on 10");
    assert_eq!(told[3], "{1}, 6 on 10: the bank pays 6 chips");
    assert!(told[6].contains("does not count"), "{told:?}");
    assert_eq!(game.tell(game.told() - 1, Lang::En), told[told.len() - 1..]);
}

#[test]
fn scenarios_ignore_other_fields_and_refuse_what_the_rules_file_lists() {
    let cards: Vec<String> = Pack::FiftyTwo.cards().iter().map(Card::to_string).collect();
    let base = json!({"game": "bassette", "seats": 3, "hands": [[], [], []], "stock": cards,
        "comment": "ignored"});
    let with = |key: &str, value: Value| {
        let mut s = base.clone();
        s[key] = value;
        s
    };
    assert!(scenario(&base).is_ok());
    assert!(
        scenario(&with("seats", json!(12)).clone()).is_err(),
        "hands must match"
    );
    let mut twelve = with("seats", json!(12));
    twelve["hands"] = json!(vec![Vec::<String>::new(); 12]);
    assert!(scenario(&twelve).is_ok());
    let mut one = with("seats", json!(1));
    one["hands"] = json!([[]]);
    assert!(scenario(&one).is_err());
    assert!(scenario(&with("hands", json!([["2C"], [], []]))).is_err());
    assert!(scenario(&with("chips", json!([100, -1, 100]))).is_err());
    assert!(scenario(&with("chips", json!([100, 100]))).is_err());
    assert!(scenario(&with("rules", json!({"min_stake": 4}))).is_err());
    assert!(scenario(&with("rules", json!({"min_stake": 9, "max_stake": 6}))).is_err());
    assert!(scenario(&with("rules", json!({"paroli": true}))).is_err());
    assert!(action(&json!({"p": 1, "do": "stake", "rank": "T", "amount": 3, "x": 1})).is_ok());
    assert!(action(&json!({"p": 0, "do": "draw", "rank": "T"})).is_ok());
    for bad in [
        json!({"p": 1, "do": "stake", "rank": "10", "amount": 3}),
        json!({"p": 1, "do": "stake", "rank": "k", "amount": 3}),
        json!({"p": 1, "do": "stake", "rank": "K", "amount": 3.5}),
        json!({"p": 1, "do": "stake", "rank": "K"}),
        json!({"p": 1, "do": "play", "card": "KH"}),
    ] {
        assert!(action(&bad).is_err(), "{bad}");
    }
}

#[test]
fn an_amount_is_found_in_text_order_without_the_list() {
    for (min, max) in [
        (3, 30),
        (3, 3),
        (6, 999),
        (3, 1_002),
        (99, 3_000),
        (3, 12_345),
    ] {
        let mut listed: Vec<i64> = (min..=max).step_by(3).collect();
        listed.sort_unstable_by_key(|amount| amount.to_string());
        for (k, &amount) in listed.iter().enumerate() {
            assert_eq!(
                super::nth_in_text_order(min, max, k as i64),
                amount,
                "{min}..={max}, {k}"
            );
        }
    }
}

#[test]
fn the_catalogue_parses_and_has_every_message_in_both_languages() {
    assert_eq!(WORDS.check(), Ok(()));
}

#[test]
fn every_refusal_says_why_in_the_games_own_words() {
    let mut game = taille(&["2C", "3C"], &[30, 100, 100]);
    let mut codes = vec![
        game.apply(1, &Move::verb_only("draw")).unwrap_err(),
        stake(&mut game, 0, "Q", 3).unwrap_err(),
        stake(&mut game, 1, "A", 4).unwrap_err(),
    ];
    stake(&mut game, 1, "A", 15).unwrap();
    codes.push(stake(&mut game, 1, "A", 3).unwrap_err());
    codes.push(stake(&mut game, 2, "Q", 18).unwrap_err());
    codes.push(game.apply(1, &Move::verb_only("pass")).unwrap_err());
    let mut poor = taille(&["2C", "3C"], &[100, 3, 100]);
    codes.push(stake(&mut poor, 1, "A", 6).unwrap_err());
    let mut over = taille(&["2C", "3C"], &[100, 100]);
    draw(&mut over, 26);
    codes.push(stake(&mut over, 1, "A", 6).unwrap_err());
    let expected = [
        "not_your_turn",
        "not_a_punter",
        "bad_amount",
        "already_staked",
        "bank_limit",
        "illegal",
        "no_chips",
        "game_over",
    ];
    assert_eq!(codes.iter().map(|c| c.code()).collect::<Vec<_>>(), expected);
    let codes: Vec<&'static str> = codes.iter().map(|c| c.code()).collect();
    let id = |code: &str| format!("bassette-refused-{code}");
    refusals_have_words(&WORDS, id, &codes, |r, lang| game.refusal_text(r, lang));
    assert_eq!(
        game.refusal_text(Refusal("bank_limit"), Lang::De),
        "Das kann die Bank nicht decken: sie hat nur noch 15 freie Marken."
    );
    assert_eq!(
        game.refusal_text(Refusal("bad_amount"), Lang::En),
        "A stake must be a multiple of 3 from 3 to 30 chips."
    );
}

#[test]
fn typed_stakes_read_in_either_language_and_ranks_as_the_hand_shows_them() {
    let queen = stake_move(rank_of("Q").unwrap(), 9);
    for text in [
        "setze 9 auf D",
        "Setze 9 Marken auf Dame",
        "besetze D mit 9",
        "stake 9 on Q",
        "stake Q 9",
        "9 on queen",
        "stake:Q:9",
    ] {
        assert_eq!(words::read(text), Some(queen), "{text}");
    }
    let ten = stake_move(rank_of("T").unwrap(), 12);
    assert_eq!(words::read("setze 12 auf 10"), Some(ten));
    assert_eq!(words::read("abziehen"), Some(Move::verb_only("draw")));
    assert_eq!(
        words::read("K 9"),
        None,
        "a stake needs its verb or its preposition"
    );
    assert_eq!(words::label(&queen, Lang::De), "9 auf D");
    assert_eq!(words::label(&queen, Lang::En), "9 on Q");
}

#[test]
fn stakes_returned_at_the_end_say_what_and_on_which_rank() {
    let last = [card("2C"), card("AS")];
    let mut order = pack(&["AC", "AD", "AH"]);
    order.retain(|c| !last.contains(c));
    order.extend(last);
    let mut game = Bassette::new((3, 30), order, vec![100, 100], Partie::players(2));
    draw(&mut game, 2);
    stake(&mut game, 1, "A", 9).unwrap();
    draw(&mut game, 24);
    let told = game.tell(0, Lang::De);
    let end = told.last().unwrap();
    assert!(
        end.starts_with("Taille vorbei: {0} +0 · {1} +0 — die letzte Karte zählt nicht, noch stehende Sätze gehen zurück: {1} 9 auf A"),
        "{end}"
    );
}

/// Issue #41: a punter reads his stakes as the rules list the ranks (A K D B 10 … 2), each
/// rank's amounts from the smallest; the legal list stays in the order of the moves' text.
#[test]
fn stakes_are_offered_by_rank_then_amount() {
    let game = taille(&[], &[100, 100]);
    let mut moves = game.legal(1);
    let listed = moves.clone();
    game.offer(1, &[], &mut moves);
    assert_eq!(moves.len(), listed.len());
    let stakes: Vec<(Rank, i64)> = moves.iter().map(|mv| read_stake(mv).unwrap()).collect();
    let ranks: Vec<Rank> = stakes.iter().map(|&(rank, _)| rank).collect();
    let mut by_rank = ranks.clone();
    by_rank.sort_by(|a, b| b.cmp(a));
    assert_eq!(ranks, by_rank);
    assert_eq!(stakes[0], (Rank::Ace, 3));
    assert_eq!(stakes[1], (Rank::Ace, 6));
    assert_eq!(stakes.last(), Some(&(Rank::Two, 30)));
    // The text order puts `12` before `3`: the offer does not.
    assert_ne!(moves, listed);
}

/// What computer punters did against a person's bank over many Tailles.
#[derive(Debug, Default)]
struct Measured {
    tailles: u64,
    /// Pairs drawn while at least one computer stake stood.
    pairs_with_stake: u64,
    stakes: u64,
    /// Marken staked in all.
    staked: i64,
    /// The bank's gain in all.
    bank: i64,
}

/// `tailles` fresh Tailles of a person's bank (100 Marken, the default limits) against
/// `punters` computer punters at `level`, each with 100 Marken: the person draws once every
/// computer waits.
fn against_a_persons_bank(level: Level, punters: usize, tailles: u64, seed: u64) -> Measured {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = Measured::default();
    for _ in 0..tailles {
        let chips = vec![START; punters + 1];
        let mut game = Bassette::taille((3, 30), chips, Partie::players(punters + 1), &mut rng);
        while !game.over() {
            let mut waiting = Vec::new();
            while let Some(seat) = (1..=punters).find(|s| !waiting.contains(s)) {
                let budget = crate::search::deterministic(1);
                match crate::search::choose(&game, seat, level, budget, &mut rng) {
                    Some(mv) => {
                        let (_, amount) = read_stake(&mv).expect("a punter stakes");
                        game.apply(seat, &mv).expect("a computer's stake is legal");
                        out.stakes += 1;
                        out.staked += amount;
                        waiting.clear();
                    }
                    None => waiting.push(seat),
                }
            }
            out.pairs_with_stake += u64::from(!game.stakes.is_empty());
            draw(&mut game, 1);
        }
        out.tailles += 1;
        out.bank += game.score().unwrap()[0];
    }
    out
}

/// The measure of issue #42: how many pairs of a Taille see a computer stake at a person's
/// bank, and the bank's edge (per Taille and per Marke staked), at each level. Printed with
/// `cargo test -p bummerl-games --lib bassette -- --nocapture`.
#[test]
fn computer_punters_keep_a_persons_bank_busy_and_the_bank_keeps_its_edge() {
    for level in [Level::Strong, Level::Easy] {
        let m = against_a_persons_bank(level, 2, 2_000, 42);
        let pairs = m.pairs_with_stake as f64 / m.tailles as f64;
        let per_taille = m.bank as f64 / m.tailles as f64;
        let per_marke = m.bank as f64 / m.staked as f64;
        println!(
            "bassette {level}: 2 punters, {} Tailles: {pairs:.1} of 26 pairs with a stake, \
             {:.1} stakes and {:.1} Marken staked per Taille, bank {per_taille:+.2} per Taille, \
             {:+.2}% per Marke staked",
            m.tailles,
            m.stakes as f64 / m.tailles as f64,
            m.staked as f64 / m.tailles as f64,
            per_marke * 100.0,
        );
        assert!(
            pairs >= 20.0,
            "{level}: most pairs see a stake ({pairs:.1})"
        );
        assert!(per_marke > 0.0, "{level}: the bank keeps its edge");
    }
}

/// The computer's move for `seat` at `level`, from a seed.
fn computer(game: &Bassette, seat: usize, level: Level, seed: u64) -> Option<Move> {
    let mut rng = SmallRng::seed_from_u64(seed);
    crate::search::choose(game, seat, level, crate::search::deterministic(1), &mut rng)
}

#[test]
fn a_punter_at_a_persons_bank_stakes_within_every_limit() {
    for level in [Level::Strong, Level::Easy] {
        let cases = [
            ((3, 30), [100, 100], 30),
            ((3, 30), [7, 100], 6),
            ((3, 12), [100, 100], 12),
            ((6, 30), [100, 100], 30),
        ];
        for ((min, max), chips, cap) in cases {
            let game = Bassette::new((min, max), pack(&[]), chips.to_vec(), Partie::players(2));
            for seed in 0..20 {
                let mv = computer(&game, 1, level, seed).expect("it stakes");
                let (_, amount) = read_stake(&mv).unwrap();
                assert!(amount <= cap && amount >= min, "{level}: {mv}");
                assert!(game.legal(1).contains(&mv));
            }
        }
    }
}

#[test]
fn the_shrewd_punter_stakes_small_and_the_bold_one_more() {
    let game = taille(&[], &[100, 100]);
    let amount = |level| {
        read_stake(&computer(&game, 1, level, 1).unwrap())
            .unwrap()
            .1
    };
    assert_eq!(amount(Level::Strong), 3);
    assert_eq!(amount(Level::Easy), 15);
}

#[test]
fn a_punter_keeps_a_few_stakes_standing_and_then_waits() {
    for (level, spread) in [(Level::Strong, 2), (Level::Easy, 3)] {
        let mut game = taille(&[], &[100, 100]);
        for _ in 0..spread {
            let mv = computer(&game, 1, level, 3).expect("it stakes");
            game.apply(1, &mv).unwrap();
        }
        assert_eq!(computer(&game, 1, level, 3), None, "{level}");
    }
}

#[test]
fn a_punter_who_lost_what_it_set_out_to_risk_stops() {
    // The Partie began with 100 each: the shrewd punter risks 40, the bold one 80.
    let game = taille(&[], &[160, 60]);
    assert_eq!(computer(&game, 1, Level::Strong, 1), None);
    assert!(computer(&game, 1, Level::Easy, 1).is_some());
    let game = taille(&[], &[190, 10]);
    assert_eq!(computer(&game, 1, Level::Easy, 1), None);
}

#[test]
fn no_computer_stakes_where_nothing_can_come_of_it() {
    // The four kings are out after two pairs: a stake on kings could only be returned.
    let mut game = taille(&["KH", "KS", "KD", "KC"], &[1000, 100]);
    draw(&mut game, 2);
    for level in [Level::Strong, Level::Easy] {
        for seed in 0..40 {
            let mv = computer(&game, 1, level, seed).expect("it stakes");
            assert_ne!(read_stake(&mv).unwrap().0, Rank::King, "{level}");
        }
    }
    // In the last pair no stake can be decided: the banker's card does not count for it and
    // the last card counts for nobody.
    draw(&mut game, 23);
    for level in [Level::Strong, Level::Easy] {
        assert_eq!(computer(&game, 1, level, 1), None, "{level}");
    }
    assert!(
        computer(&game, 1, Level::Random, 1).is_some(),
        "random stays random"
    );
}

#[test]
fn a_picture_shows_the_pack_and_the_last_pair_before_the_banker() {
    use crate::game::{Lying, Open};
    let mut game = taille(&["KH", "7S", "2C", "QD"], &[100, 100, 100]);
    let scene = game.scene(None);
    assert_eq!((scene.talon, scene.open.len()), (CARDS, 0));
    draw(&mut game, 2);
    let scene = game.scene(Some(1));
    assert_eq!(scene.talon, CARDS - 4);
    let open = |what, c| Open {
        seat: 0,
        what,
        cards: vec![card(c)],
    };
    assert_eq!(
        scene.open,
        [open(Lying::Bank, "2C"), open(Lying::Ponte, "QD")]
    );
    // The bottom card is the banker's secret, in words only.
    assert!(!game.scene(Some(0)).cards().contains(game.pack[CARDS - 1]));
}
