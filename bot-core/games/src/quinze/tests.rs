//! The tricky rules of Quinze, each test asserting an outcome.

use super::*;
use crate::testkit::cards;
use crate::testkit::refusals_have_words;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// A Taille from two first cards and the pack; no other cards.
fn taille(first: [&str; 2], stock: &str, ace_eleven: bool) -> Quinze {
    let mut t = Quinze::new(2, ace_eleven, 1, 0, [0, 0], cards(stock));
    t.hands = first.map(cards);
    t.start();
    t
}

fn act(t: &mut Quinze, seat: usize, verb: &str) {
    t.apply(seat, &Move::verb_only(verb)).unwrap();
}

#[test]
fn an_ace_counts_one_unless_the_house_rule_makes_it_eleven() {
    assert_eq!(taille(["AC", "2C"], "", false).count(&cards("AC 4H")), 5);
    let eleven = taille(["AC", "2C"], "", true);
    assert_eq!(eleven.count(&cards("AC 4H")), 15);
    assert_eq!(eleven.count(&cards("AC 4H KD")), 15);
    assert_eq!(eleven.count(&cards("AC KD 9D")), 20);
}

#[test]
fn a_bought_fifteen_against_a_born_one_leaves_the_whole_stake_standing() {
    let mut t = taille(["2H", "8D"], "3S TH 7C 4D 5S", false);
    act(&mut t, 0, "draw");
    act(&mut t, 0, "draw");
    // The forehand's 15 ended his turn; the dealer buys a born fifteen.
    act(&mut t, 1, "draw");
    let game = &t.games[0];
    assert_eq!(
        (game.winner, game.reason, game.carry),
        (None, Reason::Standoff, 2)
    );
    // The next game (4D against 5S) is played for the doubled stake; the pack is empty, so
    // both turns end by themselves and the Taille is over.
    assert_eq!(t.turn, None);
    let next = &t.games[1];
    assert_eq!((next.stake, next.winner, next.won), (4, Some(1), 4));
}

#[test]
fn the_forehand_busting_ends_the_game_and_hides_the_dealers_card() {
    let mut t = taille(["9C", "2C"], "8H KS 5S", false);
    act(&mut t, 0, "draw");
    assert_eq!(t.games[0].reason, Reason::Bust);
    assert_eq!(t.games[0].winner, Some(1));
    assert!(t.unseen.contains("2C".parse().unwrap()));
    assert!(
        !t.view(Some(0), Lang::En)
            .shown
            .contains("2C".parse().unwrap())
    );
    let world = t.determinize(0, &mut SmallRng::seed_from_u64(3));
    assert_eq!(world.get().hand(0), t.hands[0]);
}

#[test]
fn the_partie_is_two_tailles_with_the_forehand_changing() {
    let mut rng = SmallRng::seed_from_u64(5);
    let mut t = taille(["TH", "7S"], "", false);
    assert_eq!(t.score_now(), [2, -2]);
    t.carry = 1;
    let (next, shift) = t.next_deal(&mut rng).unwrap();
    assert_eq!(shift, 1);
    let second: Quinze = serde_json::from_value(next.get().save()).unwrap();
    assert_eq!((second.taille, second.before), (2, [-2, 2]));
    assert_eq!(second.notes[0], Note::Game { stake: 3 });
    assert!(t.match_result().is_none());
    t.taille = 2;
    assert_eq!(t.match_result(), Some(vec![2, -2]));
}

#[test]
fn every_pair_of_hands_settles_as_the_table_says() {
    let settle = |fore: &str, dealer: &str, stake: i64| {
        let mut t = taille(["2C", "3C"], "", false);
        t.hands = [cards(fore), cards(dealer)];
        t.payment(stake)
    };
    use Reason::*;
    // D9: the dealer's born fifteen wins only the single stake.
    assert_eq!(settle("9C", "7D 8D", 2), (Some(1), 2, 0, Fifteen));
    assert_eq!(settle("7C 8C", "9D", 2), (Some(0), 4, 0, BornFifteen));
    assert_eq!(settle("7C 8C", "9D 4D 2D", 2), (Some(0), 2, 0, Fifteen));
    // D7, D10: born against born pays half, the larger half of an odd stake stands.
    assert_eq!(settle("7C 8C", "9D 6D", 5), (Some(0), 2, 3, Equal));
    assert_eq!(settle("2C 5C 8C", "9D 6D", 2), (None, 0, 2, Standoff));
    assert_eq!(settle("2C 5C 8C", "9D 2D 4D", 2), (Some(0), 1, 1, Equal));
    assert_eq!(settle("9C", "9D 8D", 2), (Some(0), 2, 0, Bust));
    assert_eq!(settle("9C 4C", "9D 3D", 2), (Some(0), 2, 0, Closer));
    assert_eq!(settle("9C", "9D", 3), (Some(0), 1, 2, Equal));
}

#[test]
fn the_catalogue_parses_and_has_every_message_in_both_languages() {
    assert_eq!(WORDS.check(), Ok(()));
}

#[test]
fn every_refusal_says_why_in_the_games_own_words() {
    let mut t = taille(["2H", "8D"], "3S TH 7C 4D 5S", false);
    let mut codes = vec![
        t.apply(1, &Move::verb_only("draw")).unwrap_err(),
        t.apply(0, &Move::verb_only("buy")).unwrap_err(),
    ];
    let mut over = taille(["TH", "7S"], "", false);
    codes.push(over.apply(0, &Move::verb_only("draw")).unwrap_err());
    assert_eq!(
        codes,
        [Refusal::NOT_YOUR_TURN, Refusal::ILLEGAL, Refusal::GAME_OVER]
    );
    let codes: Vec<&'static str> = codes.iter().map(|c| c.code()).collect();
    let id = |code: &str| format!("quinze-refused-{code}");
    refusals_have_words(&WORDS, id, &codes, |r, lang| t.refusal_text(r, lang));
}

#[test]
fn one_marke_is_one_marke_and_the_game_is_counted_in_its_taille() {
    let game = Settled {
        stake: 3,
        cards: [1, 1],
        shown: [cards("9C"), cards("9D")],
        points: [9, 9],
        winner: Some(0),
        won: 1,
        carry: 2,
        reason: Reason::Equal,
    };
    assert_eq!(
        settled_line(&game, Lang::De),
        "{0} 9 (9♣) · {1} 9 (9♦) — {0} gewinnt 1 Marke (Gleichstand: die Hälfte), \
         2 Marken bleiben stehen"
    );
    let one = Settled { carry: 1, ..game };
    assert!(
        settled_line(&one, Lang::En)
            .ends_with("wins 1 Marke (a tie: half), 1 Marke stands for the next game")
    );
    let t = taille(["2H", "8D"], "3S TH 7C 4D 5S", false);
    assert_eq!(
        t.view(Some(0), Lang::De).lines[0],
        "Taille 1, 1. Spiel · Einsatz 2 Marken · Talon: 5 Karten"
    );
    assert_eq!(
        t.view(Some(0), Lang::En).lines[0],
        "Taille 1, game 1 · stake 2 Marken · stock: 5 cards"
    );
}

/// A game of the hands `fore` and `dealer` with the seat `seat` to act (the forehand stood
/// before the dealer acts), the rest of the pack in the stock: the computer at `level`
/// decides.
fn decides(fore: &str, dealer: &str, seat: usize, level: crate::level::Level) -> Move {
    let held: Vec<Card> = cards(fore).into_iter().chain(cards(dealer)).collect();
    let stock: Vec<Card> = Pack::FiftyTwo
        .cards()
        .into_iter()
        .filter(|c| !held.contains(c))
        .collect();
    let mut t = Quinze::new(2, false, 1, 0, [0, 0], stock);
    t.hands = [cards(fore), cards(dealer)];
    t.turn = Some(seat);
    let mut rng = SmallRng::seed_from_u64(7);
    let budget = crate::search::deterministic(50);
    crate::search::choose(&t, seat, level, budget, &mut rng).expect("a move")
}

fn stands(fore: &str, dealer: &str, seat: usize, level: crate::level::Level) -> bool {
    decides(fore, dealer, seat, level) == Move::verb_only("stand")
}

#[test]
fn the_forehand_never_stands_on_a_card_no_draw_can_bust() {
    for level in [crate::level::Level::Strong, crate::level::Level::Easy] {
        for low in ["AH", "2H", "3H", "4H", "5H", "2C 3D"] {
            assert!(!stands(low, "KS", 0, level), "{level} stood on {low}");
        }
    }
}

#[test]
fn the_strong_forehand_stands_on_fourteen_or_thirteen_and_draws_on_seven() {
    use crate::level::Level::Strong;
    assert!(stands("9H 5C", "KS", 0, Strong));
    assert!(stands("TH 3C", "KS", 0, Strong));
    assert!(stands("KH 2C AD", "KS", 0, Strong));
    assert!(!stands("7H", "KS", 0, Strong));
    assert!(!stands("4H 3C", "KS", 0, Strong));
}

#[test]
fn the_strong_dealer_buys_against_an_open_fifteen_and_stands_on_fourteen() {
    use crate::level::Level::Strong;
    // The forehand's fifteen lies open: only a fifteen of the dealer's own saves him anything.
    assert!(!stands("TH 5C", "9S 4D", 1, Strong));
    // Against a hidden hand below 15, fourteen busts on all but an Ace.
    assert!(stands("TH 2C", "9S 5D", 1, Strong));
    // Four cannot bust.
    assert!(!stands("TH 2C", "4S", 1, Strong));
}

#[test]
fn a_picture_shows_the_pack_and_each_seats_cards_of_the_last_game() {
    use crate::game::{Lying, Open};
    let mut t = taille(["2H", "8D"], "3S TH 7C 4D 5S 9C 2D", false);
    assert_eq!((t.scene(None).talon, t.scene(None).open.len()), (7, 0));
    act(&mut t, 0, "draw");
    act(&mut t, 0, "draw");
    // The forehand's 2 3 T shows its fifteen.
    let fifteen = Open {
        seat: 0,
        what: Lying::Shown,
        cards: cards("2H 3S TH"),
    };
    assert_eq!(t.scene(None).open, [fifteen]);
    act(&mut t, 1, "stand");
    let shown = &t.games[0].shown;
    let last: Vec<Open> = (0..2)
        .map(|seat| Open {
            seat,
            what: Lying::LastGame,
            cards: shown[seat].clone(),
        })
        .collect();
    assert_eq!(t.scene(Some(1)).open, last);
    assert_eq!(t.scene(Some(1)).hand, t.hands[1]);
}
