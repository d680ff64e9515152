//! The tricky rules of Portugalese, each test asserting an outcome.

use super::*;
use crate::testkit::refusals_have_words;
use crate::testkit::{card, cards};
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// A deal in progress from two hands and a talon; the rest of the pack is out of play.
fn deal(hands: [&str; 2], talon: &str, pips: bool) -> Portugalese {
    let hands = hands.map(cards);
    let talon = cards(talon);
    let mut game = Portugalese::new(pips, 21, hands.clone(), talon.clone(), [0, 0]);
    let held: CardSet = hands.iter().flatten().chain(&talon).copied().collect();
    game.out = Pack::FiftyTwo.set().minus(held);
    game
}

fn play(game: &mut Portugalese, seat: usize, card: &str) -> Result<(), Refusal> {
    game.apply(seat, &Move::play(card.parse().unwrap()))
}

#[test]
fn pips_count_aces_eleven_and_court_cards_ten() {
    let total: i64 = cards("AS KH TD 9C 2H").into_iter().map(pips).sum();
    assert_eq!(total, 11 + 10 + 10 + 9 + 2);
}

#[test]
fn following_low_costs_a_penalty_card_after_the_leader_refills() {
    let mut game = deal(["KD 2S 3S", "5D 6D 7D 8D"], "4C 5C 6C", false);
    play(&mut game, 0, "KD").unwrap();
    play(&mut game, 1, "5D").unwrap();
    // The leader refills first (4C), then the responder takes his penalty card (5C) though
    // he still holds three.
    assert_eq!(game.hands[0], cards("2S 3S 4C"));
    assert_eq!(game.hands[1], cards("6D 7D 8D 5C"));
    assert_eq!(game.talon, cards("6C"));
    assert_eq!(game.turn(), 0);
}

#[test]
fn a_void_responder_takes_the_card_in_and_everybody_sees_it() {
    let mut game = deal(["KD 2S 3S", "5C 6C 7C"], "4H 5H", false);
    play(&mut game, 0, "KD").unwrap();
    assert_eq!(game.hands[1], cards("5C 6C 7C KD"));
    assert!(game.view(Some(0), Lang::En).shown.contains(card("KD")));
    assert_eq!(game.hands[0], cards("2S 3S 4H"));
    assert_eq!(game.turn(), 0);
    let world = game.determinize(0, &mut SmallRng::seed_from_u64(1));
    assert!(world.get().hand(1).contains(&card("KD")));
    assert_eq!(world.get().hand(1).len(), 4);
}

/// A seat that took a card in lacked its suit: the other seat never imagines a hidden card of
/// that suit in its hand until it draws again.
#[test]
fn a_take_in_shows_a_void_until_the_taker_draws() {
    let mut game = deal(["KD 2S 3S", "5C 6C 7C"], "4H 5H 2D 3D 4D 6H 7H 8H", false);
    play(&mut game, 0, "KD").unwrap();
    assert_eq!(game.voids(1), vec![Suit::Diamonds]);
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..50 {
        let world = game.determinize(0, &mut rng);
        let diamonds: Vec<Card> = (world.get().hand(1).into_iter())
            .filter(|c| c.suit() == Suit::Diamonds)
            .collect();
        assert_eq!(diamonds, vec![card("KD")]);
    }
    // It lacks spades too: 2S is taken in.
    play(&mut game, 0, "2S").unwrap();
    assert_eq!(game.voids(1), vec![Suit::Diamonds, Suit::Spades]);
    // It follows 3S low with the 2S it took in and takes a penalty card: the voids are gone.
    play(&mut game, 0, "3S").unwrap();
    play(&mut game, 1, "2S").unwrap();
    assert_eq!(game.hands[1], cards("5C 6C 7C KD 3D"));
    assert!(game.voids(1).is_empty());
}

/// A seat that followed low while the talon lasted most likely held nothing that beat: the
/// other seat imagines a beater in its hand only about as often as it drew one since.
#[test]
fn following_low_shows_a_seat_held_no_beater() {
    let talon = "2D 6C 7C 8C 9C TC JC QC KC AC 2H 3H 4H 5H 6H 7H 2S 3S 4S 5S";
    let mut game = deal(["5C KD 9S", "3C 4C 9H 8H"], talon, false);
    play(&mut game, 0, "5C").unwrap();
    play(&mut game, 1, "3C").unwrap();
    assert_eq!(game.hands[1], cards("4C 9H 8H 6C"));
    assert_eq!(game.followed_low(1), vec![(card("5C"), 1)]);
    assert!(game.followed_low(0).is_empty());
    let mut rng = SmallRng::seed_from_u64(5);
    let beaters = (0..400)
        .filter(|_| {
            let world = game.determinize(0, &mut rng);
            let hand = world.get().hand(1);
            hand.iter()
                .any(|c| c.suit() == Suit::Clubs && c.rank() > Rank::Five)
        })
        .count();
    // Dealt at random, 9 of the 22 unseen cards beat: a hand of four holds one 90% of the time.
    assert!(
        beaters < 200,
        "{beaters} of 400 imagined hands hold a beater"
    );
}

#[test]
fn both_out_in_one_trick_is_a_drawn_deal() {
    let mut game = deal(["8C", "9C"], "", false);
    play(&mut game, 0, "8C").unwrap();
    play(&mut game, 1, "9C").unwrap();
    assert_eq!(game.outcome(), Some((None, 0)));
    assert_eq!(game.score().as_deref(), Some(&[0, 0][..]));
    assert!(game.match_result().is_none());
}

#[test]
fn the_target_defaults_to_21_cards_or_150_pips() {
    let rules = |pips: bool, target: i64| {
        let mut overrides = serde_json::Map::new();
        overrides.insert("pips".into(), json!(pips));
        overrides.insert("target".into(), json!(target));
        SPEC.rules(&overrides).unwrap()
    };
    assert_eq!(target(&rules(false, 0)), 21);
    assert_eq!(target(&rules(true, 0)), 150);
    assert_eq!(target(&rules(true, 30)), 30);
}

#[test]
fn the_loser_pays_and_the_partie_goes_to_the_target() {
    let mut game = deal(["QS", "2H 3D 4D 5D"], "", false);
    game.before = [19, 20];
    play(&mut game, 0, "QS").unwrap();
    assert_eq!(game.after(), [24, 20]);
    assert_eq!(game.match_result(), Some(vec![1, -1]));
    assert!(game.next_deal(&mut SmallRng::seed_from_u64(2)).is_none());
}

#[test]
fn every_refusal_has_its_own_words() {
    let game = deal(["KD 2S 3S", "5D 6D 7D 8D"], "4C 5C 6C", false);
    let codes = [
        Refusal::GAME_OVER.code(),
        Refusal::NOT_YOUR_TURN.code(),
        Refusal::NOT_IN_HAND.code(),
        Refusal::ILLEGAL.code(),
        Refusal::MUST_FOLLOW.code(),
    ];
    let id = |code: &str| format!("refusal-{}", code.replace('_', "-"));
    refusals_have_words(&WORDS, id, &codes, |r, lang| game.refusal_text(r, lang));
}

#[test]
fn the_lines_write_cards_by_the_glossary_and_count_with_plurals() {
    let mut game = deal(["QD", "5D 6D"], "", false);
    play(&mut game, 0, "QD").unwrap();
    assert_eq!(game.view(None, Lang::De).lines[0], "{0} spielt aus: D♦");
    play(&mut game, 1, "5D").unwrap();
    let told = game.tell(0, Lang::De);
    assert_eq!(told[0], "{1} gibt 5♦ zu D♦ — Stich für {0}");
    assert_eq!(told[1], "{0} ist frei — {1} zahlt 1 Karte");
    assert_eq!(game.tell(1, Lang::En), ["{0} is out — {1} pays 1 card"]);
}

/// The computer's card for `seat` at `level`.
fn computer(game: &Portugalese, seat: usize, level: crate::level::Level) -> Move {
    let mut rng = SmallRng::seed_from_u64(3);
    let budget = crate::search::deterministic(300);
    crate::search::choose(game, seat, level, budget, &mut rng).expect("a card")
}

#[test]
fn every_level_beats_where_beating_empties_its_hand_first() {
    // With the talon empty, beating with 9♦ gives the lead to the responder, whose 2♦ the
    // void leader must then take in; following low with 2♦ lets the leader shed his K♣.
    let mut game = deal(["8D KC", "9D 2D"], "", false);
    play(&mut game, 0, "8D").unwrap();
    for level in [crate::level::Level::Strong, crate::level::Level::Easy] {
        assert_eq!(computer(&game, 1, level), Move::play(card("9D")), "{level}");
    }
}

#[test]
fn the_easy_player_beats_as_low_as_it_can_or_follows_with_its_lowest() {
    use crate::level::Level::Easy;
    let mut game = deal(["8D KC 3S", "QD 9D 2D"], "4C 5C 6C", false);
    play(&mut game, 0, "8D").unwrap();
    assert_eq!(computer(&game, 1, Easy), Move::play(card("9D")));
    let mut game = deal(["KD KC 3S", "QD 9D 2D"], "4C 5C 6C", false);
    play(&mut game, 0, "KD").unwrap();
    assert_eq!(computer(&game, 1, Easy), Move::play(card("2D")));
    // Leading: the lowest card of its shortest suit.
    let game = deal(["8D 2D 5S", "QC 9C 2C"], "4C 5C 6C", false);
    assert_eq!(computer(&game, 0, Easy), Move::play(card("5S")));
}

#[test]
fn a_picture_shows_the_card_led_else_the_last_trick_and_the_cards_taken_in() {
    use crate::game::{Lying, Open};
    let mut game = deal(["KD 2S 3S", "5D 6D 7D 8D"], "4C 5C 6C 9H", false);
    play(&mut game, 0, "KD").unwrap();
    let scene = game.scene(None);
    assert_eq!(
        (scene.trick, scene.last_trick.len()),
        (vec![(0, card("KD"))], 0)
    );
    play(&mut game, 1, "5D").unwrap();
    let scene = game.scene(Some(1));
    assert!(scene.trick.is_empty());
    assert_eq!(scene.last_trick, [(0, card("KD")), (1, card("5D"))]);
    assert_eq!(scene.talon, game.talon.len());
    // Seat 1 holds no spade: the 2♠ led goes into his hand, in sight of both.
    play(&mut game, 0, "2S").unwrap();
    let taken = Open {
        seat: 1,
        what: Lying::TakenIn,
        cards: vec![card("2S")],
    };
    assert_eq!(game.scene(None).open, [taken]);
}
