//! The tricky rules of Schlauch, each asserted on a deal played through the surface.

use crate::testkit::refusals_have_words;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use serde_json::{Value, json};

use super::*;
use crate::testkit::card_list as cards;

/// The deal of public scenario 04: seat 0 strong in Grandioso, the dealer's stock `8D 7S`.
fn deal(rules: Value, account: Account) -> Schlauch {
    let rules = SPEC.rules(rules.as_object().unwrap()).unwrap();
    Schlauch::new(
        House::read(&rules),
        [
            cards(&["AS", "TS", "KS", "AC", "TC", "KC", "AD", "QD", "9D", "7H"]),
            cards(&["TH", "KH", "QH", "TD", "KD", "QS", "JS", "9S", "QC", "JC"]),
            cards(&["AH", "JH", "9H", "8H", "JD", "7D", "8S", "9C", "8C", "7C"]),
        ],
        [cards(&["8D"])[0], cards(&["7S"])[0]],
        account,
    )
}

fn fresh() -> Account {
    round(0, [0; 3], [0; 3])
}

/// The account after `games` games of the first round, with these Points and Striche.
fn round(games: i64, points: [i64; 3], striche: [i64; 3]) -> Account {
    Account {
        points,
        games,
        striche,
        rounds: 0,
    }
}

fn run(game: &mut Schlauch, moves: &[(usize, &str)]) {
    for &(seat, text) in moves {
        let mv = Move::parse(text).unwrap();
        game.apply(seat, &mv)
            .unwrap_or_else(|r| panic!("{seat} {text}: {r}"));
    }
}

/// The dealer lays away 8♦ and A♥ (the Daus is shown), the forehand declares Grandioso, the
/// others pass.
const GRANDIOSO: [(usize, &str); 4] = [
    (2, "lay:8D:AH"),
    (0, "bid:grandioso"),
    (1, "pass"),
    (2, "pass"),
];

/// Grandioso by the forehand, lost at the first trick the middle hand takes.
fn lost_grandioso(game: &mut Schlauch) {
    run(game, &GRANDIOSO);
    run(
        game,
        &[(0, "keep"), (0, "play:9D"), (1, "play:TD"), (2, "play:7D")],
    );
}

#[test]
fn a_hidden_laid_away_card_is_revealed_and_stays_known() {
    let mut game = deal(json!({}), fresh());
    run(&mut game, &GRANDIOSO);
    run(&mut game, &[(0, "ask:8D")]);
    assert_eq!(game.phase, Phase::Ask);
    assert!(game.view(None, Lang::En).shown.contains(cards(&["8D"])[0]));
    assert_eq!(
        game.apply(0, &Move::parse("ask:8D").unwrap()),
        Err(Refusal("laid_away"))
    );
    let mut rng = SmallRng::seed_from_u64(1);
    let world = game.determinize(1, &mut rng);
    let state: Schlauch = serde_json::from_value(world.get().save()).unwrap();
    assert_eq!(state.away.len(), 2);
    assert!(state.away.contains(&cards(&["8D"])[0]));
    assert!(
        state.away.contains(&cards(&["AH"])[0]),
        "a shown Daus stays away"
    );
}

#[test]
fn determinize_keeps_the_turned_card_and_the_exchange_where_they_are() {
    let mut game = deal(json!({}), fresh());
    run(&mut game, &GRANDIOSO);
    run(&mut game, &[(0, "ask:TH"), (0, "give:7H")]);
    let [th, turned, given] = [cards(&["TH"])[0], game.turned, cards(&["7H"])[0]];
    let mut rng = SmallRng::seed_from_u64(2);
    for _ in 0..20 {
        let world = game.determinize(2, &mut rng);
        let w = world.get();
        assert!(w.hand(0).contains(&th), "the asked card is the declarer's");
        assert!(w.hand(2).contains(&turned));
        assert_eq!(w.hand(2), game.hand(2), "a seat keeps its own hand");
        assert_eq!([w.hand(0).len(), w.hand(1).len()], [10, 10]);
        let world = game.determinize(0, &mut rng);
        assert!(
            world.get().hand(1).contains(&given),
            "the declarer knows what he gave"
        );
    }
}

#[test]
fn a_passed_out_deal_is_dealt_again_by_the_same_dealer() {
    let mut game = deal(json!({}), fresh());
    run(
        &mut game,
        &[(2, "lay:8D:7S"), (0, "pass"), (1, "pass"), (2, "pass")],
    );
    // The turned 7S is no Herz: one Strich to the dealer; the round does not count it.
    assert_eq!(game.result().unwrap()["striche"], json!([0, 0, 1]));
    let mut rng = SmallRng::seed_from_u64(3);
    let (next, shift) = game.next_deal(&mut rng).unwrap();
    assert_eq!(shift, 0);
    assert_eq!(next.get().standing().totals, vec![0, 0, 1]);
    let state: Schlauch = serde_json::from_value(next.get().save()).unwrap();
    assert_eq!(state.account.games, 0);
    assert_eq!(state.hands[DEALER].len(), 12);
}

#[test]
fn a_played_game_passes_the_deal_to_the_forehand_with_the_account_turned() {
    let mut game = deal(json!({}), round(1, [0, 150, 0], [5, 0, 0]));
    lost_grandioso(&mut game);
    assert_eq!(game.result().unwrap()["striche"], json!([4, 0, 0]));
    assert!(game.match_result().is_none());
    let (next, shift) = game.next_deal(&mut SmallRng::seed_from_u64(4)).unwrap();
    assert_eq!(shift, 1);
    let state: Schlauch = serde_json::from_value(next.get().save()).unwrap();
    // Seat i of the next deal is seat i + 1 of this one: the old forehand deals.
    assert_eq!(state.account.points, [150, 0, 0]);
    assert_eq!(state.account.striche, [0, 0, 9]);
    assert_eq!(state.account.games, 2);
}

#[test]
fn the_partie_ends_with_the_rechnung_of_its_last_round() {
    let account = round(2, [0, 150, 300], [0; 3]);
    let mut game = deal(json!({}), account);
    lost_grandioso(&mut game);
    // Rechnung over 0, 150, 300: seat 0 gets 1 + 3 + 1 + 1, seat 1 gets 1.
    assert_eq!(
        game.result().unwrap()["rechnung"]["striche"],
        json!([6, 1, 0])
    );
    // Striche 4 + 6, 1, 0 of 11: the Partie settles at 11 − 3·S.
    assert_eq!(game.match_result(), Some(vec![-19, 8, 11]));
    assert!(game.next_deal(&mut SmallRng::seed_from_u64(5)).is_none());

    let mut longer = deal(json!({"rounds": 2}), account);
    lost_grandioso(&mut longer);
    assert!(longer.match_result().is_none());
    let (next, _) = longer.next_deal(&mut SmallRng::seed_from_u64(6)).unwrap();
    let state: Schlauch = serde_json::from_value(next.get().save()).unwrap();
    assert_eq!(state.account.points, [0; 3]);
    assert_eq!(state.account.rounds, 1);
}

#[test]
fn a_bettel_ouvert_hand_is_open_from_the_end_of_the_bidding() {
    let mut game = deal(json!({}), fresh());
    run(&mut game, &[(2, "lay:8D:7S"), (0, "bid:bettel_ouvert")]);
    let hand = game.hand(0);
    assert!(!game.view(None, Lang::De).shown.contains(hand[0]));
    run(&mut game, &[(1, "pass"), (2, "pass")]);
    let public = game.view(None, Lang::De);
    assert!(hand.iter().all(|&c| public.shown.contains(c)));
    assert_eq!(game.phase, Phase::Play);
    assert_eq!(game.legal(0).len(), 10, "the forehand leads a Bettel");
}

#[test]
fn the_double_games_cannot_be_bid_in_kleiner_schlauch() {
    let mut game = deal(json!({"double_games": false}), fresh());
    run(&mut game, &[(2, "lay:8D:7S")]);
    assert_eq!(
        game.apply(0, &Move::parse("bid:grandioso_bettel").unwrap()),
        Err(Refusal("cannot_bid"))
    );
    let bids: Vec<Contract> = game
        .legal(0)
        .iter()
        .filter_map(|m| m.args().next().and_then(Contract::from_id))
        .collect();
    assert_eq!(bids.len(), 8);
    assert!(bids.iter().all(|c| !c.double()));
}

#[test]
fn scenario_files_with_a_bad_account_or_action_are_not_valid() {
    let base = json!({
        "game": "schlauch",
        "hands": [
            ["AS", "TS", "KS", "AC", "TC", "KC", "AD", "QD", "9D", "7H"],
            ["TH", "KH", "QH", "TD", "KD", "QS", "JS", "9S", "QC", "JC"],
            ["AH", "JH", "9H", "8H", "JD", "7D", "8S", "9C", "8C", "7C"]
        ],
        "stock": ["8D", "7S"]
    });
    assert!(scenario(&base).is_ok());
    for account in [
        json!({"points": [0, 0], "games": 0}),
        json!({"points": [0, 0, 0], "games": 3}),
        json!({"points": [0, -1, 0], "games": 1}),
        json!({"points": [0, 0, 0]}),
        json!([0, 0, 0]),
    ] {
        let mut bad = base.clone();
        bad["account"] = account.clone();
        assert!(scenario(&bad).is_err(), "{account}");
    }
    for act in [
        json!({"p": 2, "do": "lay", "cards": "AC"}),
        json!({"p": 0, "do": "bid", "game": "solo"}),
        json!({"p": 0, "do": "trump", "suit": "X"}),
        json!({"p": 0, "do": "trump", "suit": "S", "second": 3}),
        json!({"p": 0, "do": "play", "card": ["AC"]}),
        json!({"p": 0, "do": "play", "card": "2H"}),
        json!({"p": 0, "do": "keep", "card": "AC"}),
        json!({"p": 0, "do": "bid", "game": "no such game"}),
        json!({"p": 2, "do": "lay", "cards": vec!["AC"; 13]}),
    ] {
        assert!(action(&act).is_err(), "{act}");
    }
    let two = action(&json!({"p": 2, "do": "trump", "suit": "D", "second": "C"})).unwrap();
    assert_eq!(two.to_string(), "trump:D:C");
}

#[test]
fn random_deals_keep_the_pack_whole_and_determinize_keeps_every_place_size() {
    let mut rng = SmallRng::seed_from_u64(9);
    let rules = SPEC.rules(&serde_json::Map::new()).unwrap();
    for _ in 0..60 {
        let mut game = Schlauch::deal(House::read(&rules), fresh(), &mut rng);
        while !game.over() {
            let mut all: Vec<Card> = game.hands.concat();
            all.extend(&game.away);
            all.extend(game.played.iter());
            all.sort();
            all.dedup();
            assert_eq!(all.len(), 32);
            for seat in 0..3 {
                let world = game.determinize(seat, &mut rng);
                let state: Schlauch = serde_json::from_value(world.get().save()).unwrap();
                assert_eq!(
                    state.hands.each_ref().map(Vec::len),
                    game.hands.each_ref().map(Vec::len)
                );
                assert_eq!(state.hands[seat], game.hands[seat]);
                assert_eq!(state.away.len(), game.away.len());
            }
            let seat = game.turn;
            let mv = crate::search::random_move(&game, seat, &mut rng).unwrap();
            game.apply(seat, &mv).unwrap();
        }
        let score = game.score().unwrap();
        assert_eq!(score.iter().sum::<i64>(), 0);
    }
}

#[test]
fn the_catalogue_parses_and_has_every_message_in_both_languages() {
    assert_eq!(WORDS.check(), Ok(()));
    for c in Contract::ALL {
        assert!(WORDS.has(&format!("schlauch-game-{}", c.id())), "{c:?}");
    }
}

#[test]
fn every_refusal_says_why_in_the_games_own_words() {
    let mut game = deal(json!({"double_games": false}), fresh());
    let mut codes = vec![
        game.apply(0, &Move::parse("pass").unwrap()).unwrap_err(),
        game.apply(0, &Move::parse("lay:8D:7S").unwrap())
            .unwrap_err(),
        game.apply(2, &Move::parse("lay:8D").unwrap()).unwrap_err(),
        game.apply(2, &Move::parse("lay:8D:TH").unwrap())
            .unwrap_err(),
        game.apply(2, &Move::parse("shuffle").unwrap()).unwrap_err(),
    ];
    run(&mut game, &[(2, "lay:8D:AH")]);
    codes.push(
        game.apply(0, &Move::parse("bid:grandioso_bettel").unwrap())
            .unwrap_err(),
    );
    run(&mut game, &[(0, "bid:schlauch")]);
    codes.push(
        game.apply(1, &Move::parse("bid:bettel").unwrap())
            .unwrap_err(),
    );
    run(&mut game, &[(1, "pass"), (2, "pass")]);
    codes.push(game.apply(0, &Move::parse("trump:H").unwrap()).unwrap_err());
    run(&mut game, &[(0, "trump:S")]);
    codes.push(game.apply(0, &Move::parse("ask:AS").unwrap()).unwrap_err());
    codes.push(game.apply(0, &Move::parse("ask:AH").unwrap()).unwrap_err());
    run(&mut game, &[(0, "ask:TH")]);
    codes.push(game.apply(0, &Move::parse("give:TH").unwrap()).unwrap_err());
    run(&mut game, &[(0, "give:7H"), (0, "play:9D")]);
    codes.push(game.apply(1, &Move::parse("play:QS").unwrap()).unwrap_err());
    let mut over = deal(json!({}), fresh());
    run(
        &mut over,
        &[(2, "lay:8D:7S"), (0, "pass"), (1, "pass"), (2, "pass")],
    );
    codes.push(over.apply(0, &Move::parse("pass").unwrap()).unwrap_err());
    let expected = [
        "wrong_phase",
        "not_your_turn",
        "cannot_lay",
        "not_in_hand",
        "illegal",
        "cannot_bid",
        "bid_too_low",
        "cannot_choose_trump",
        "cannot_ask",
        "laid_away",
        "cannot_give",
        "must_follow",
        "game_over",
    ];
    assert_eq!(codes.iter().map(|c| c.code()).collect::<Vec<_>>(), expected);
    let codes: Vec<&'static str> = codes.iter().map(|c| c.code()).collect();
    let id = |code: &str| format!("schlauch-refused-{code}");
    refusals_have_words(&WORDS, id, &codes, |r, lang| game.refusal_text(r, lang));
    let fresh_deal = deal(json!({}), fresh());
    assert_eq!(
        fresh_deal.refusal_text(Refusal("wrong_phase"), Lang::De),
        "Das geht jetzt nicht: der Geber legt gerade zwei Karten weg."
    );
}

#[test]
fn the_words_name_the_german_suits_the_declarer_and_the_striche() {
    let mut game = deal(json!({}), fresh());
    run(&mut game, &[(2, "lay:8D:AH")]);
    let bid = Move::parse("bid:grandioso").unwrap();
    assert_eq!(game.label(&bid, Lang::De), "Grandioso ansagen (150)");
    assert_eq!(game.label(&bid, Lang::En), "Bid Grandioso (150)");
    run(
        &mut game,
        &[(0, "bid:doppelschlauch"), (1, "pass"), (2, "pass")],
    );
    let trump = Move::parse("trump:S:H").unwrap();
    assert_eq!(game.label(&trump, Lang::De), "Trumpf Laub 🍃, dann Herz ❤️");
    assert_eq!(
        game.label(&trump, Lang::En),
        "Trump Leaves 🍃, then Hearts ❤️"
    );
    run(&mut game, &[(0, "trump:S:H")]);
    let lines = game.view(Some(0), Lang::De).lines.join("\n");
    assert!(
        lines.contains("Spiel: Doppelschlauch (450) · Alleinspieler {0} · Trumpf: Laub 🍃 (Stiche 1–5), Herz ❤️ (Stiche 6–10)"),
        "{lines}"
    );
    assert!(
        lines.contains("Striche: {0} 0 · {1} 0 · {2} 0 · Points der 1. Runde (noch kein Spiel): {0} 0 · {1} 0 · {2} 0"),
        "{lines}"
    );
    assert!(!lines.contains("Rot") && !lines.contains("Grün"), "{lines}");
    assert_eq!(
        game.label(&Move::parse("ask:JC").unwrap(), Lang::De),
        "Ausbitten: U🌰"
    );
    let mut passed = deal(json!({}), fresh());
    run(
        &mut passed,
        &[(2, "lay:8D:7S"), (0, "pass"), (1, "pass"), (2, "pass")],
    );
    let told = passed.tell(0, Lang::De);
    assert_eq!(
        told.last().unwrap(),
        "Alle passen: {2} schreibt 1 Strich und gibt noch einmal"
    );
    assert_eq!(
        passed.tell(0, Lang::En).last().unwrap(),
        "All pass: {2} writes 1 Strich and deals again"
    );
}

#[test]
fn typed_moves_in_either_language_are_the_games_moves() {
    let read = |text: &str| words::read(text).map(|m| m.to_string());
    assert_eq!(
        read("weglegen eichel-9 eichel-könig").as_deref(),
        Some("lay:9C:KC")
    );
    assert_eq!(
        read("lay acorns-9 acorns-king").as_deref(),
        Some("lay:9C:KC")
    );
    assert_eq!(read("passen").as_deref(), Some("pass"));
    assert_eq!(read("ansagen grandioso").as_deref(), Some("bid:grandioso"));
    assert_eq!(
        read("ansagen rot-schlauch").as_deref(),
        Some("bid:rot_schlauch")
    );
    assert_eq!(read("sage Bettel an").as_deref(), Some("bid:bettel"));
    assert_eq!(
        read("ansagen bettel ouvert").as_deref(),
        Some("bid:bettel_ouvert")
    );
    assert_eq!(
        read("bid red schlauch").as_deref(),
        Some("bid:rot_schlauch")
    );
    assert_eq!(read("trumpf laub").as_deref(), Some("trump:S"));
    assert_eq!(read("trumpf laub herz").as_deref(), Some("trump:S:H"));
    assert_eq!(read("trump leaves").as_deref(), Some("trump:S"));
    assert_eq!(read("ausbitten herz-10").as_deref(), Some("ask:TH"));
    assert_eq!(read("ask hearts-10").as_deref(), Some("ask:TH"));
    assert_eq!(read("behalten").as_deref(), Some("keep"));
    assert_eq!(read("zurückgeben herz-7").as_deref(), Some("give:7H"));
    assert_eq!(read("give hearts-7").as_deref(), Some("give:7H"));
    assert_eq!(read("ausbitten herz-2"), None, "no card of the pack");
    assert!(crate::typed::card("herz-ober").is_some() && crate::typed::card("O❤️").is_some());
    let help = SPEC.commands(Lang::De).unwrap();
    assert!(
        help.contains("weglegen eichel-9 eichel-könig") && !help.contains("lay"),
        "{help}"
    );
}

/// Issue #41: the bids are offered by price, as the rules file's table lists them, and `pass`
/// last — not in the order of their text as the legal list has them.
#[test]
fn bids_are_offered_by_price() {
    let mut game = deal(json!({}), fresh());
    let layer = game.turn;
    let laid: Vec<String> = game.hand(layer)[..2]
        .iter()
        .map(|c| c.to_string())
        .collect();
    run(
        &mut game,
        &[(layer, &format!("lay:{}:{}", laid[0], laid[1]))],
    );
    let bidder = game.turn;
    let mut moves = game.legal(bidder);
    game.offer(bidder, &[], &mut moves);
    let prices: Vec<i64> = moves
        .iter()
        .filter_map(|mv| mv.arg_list().first().and_then(|id| Contract::from_id(id)))
        .map(Contract::price)
        .collect();
    assert!(prices.len() > 5, "{moves:?}");
    assert!(prices.is_sorted(), "{prices:?}");
    assert_eq!(moves.last().map(|m| m.to_string()).as_deref(), Some("pass"));
}

#[test]
fn a_picture_shows_the_trick_and_the_laid_away_cards_its_recipient_knows() {
    use crate::game::Lying;
    let mut game = deal(json!({}), fresh());
    run(&mut game, &GRANDIOSO);
    let open = |game: &Schlauch, seat| -> Vec<(usize, Lying, Vec<Card>)> {
        let scene = game.scene(seat);
        scene
            .open
            .into_iter()
            .map(|o| (o.seat, o.what, o.cards))
            .collect()
    };
    // Everybody sees the turned 7♠ in the dealer's hand and the shown Daus, not the 8♦.
    assert_eq!(
        open(&game, None),
        [
            (2, Lying::Turned, cards(&["7S"])),
            (2, Lying::LaidAway, cards(&["AH"]))
        ]
    );
    let dealers = open(&game, Some(2));
    let mut away = dealers[1].2.clone();
    away.sort_by_key(|c| c.index());
    assert_eq!((dealers[1].0, dealers[1].1), (2, Lying::LaidAway));
    assert_eq!(away.len(), 2, "the dealer sees both: {away:?}");
    assert!(away.contains(&cards(&["8D"])[0]));
    run(&mut game, &[(0, "keep"), (0, "play:9D"), (1, "play:TD")]);
    assert_eq!(
        game.scene(None).trick,
        [(0, cards(&["9D"])[0]), (1, cards(&["TD"])[0])]
    );
    run(&mut game, &[(2, "play:7D")]);
    let scene = game.scene(Some(1));
    assert!(scene.trick.is_empty());
    let last: Vec<(usize, Card)> = [0, 1, 2]
        .into_iter()
        .zip(cards(&["9D", "TD", "7D"]))
        .collect();
    assert_eq!(scene.last_trick, last);
    assert_eq!(scene.hand, game.view(Some(1), Lang::En).hand);
}

#[test]
fn a_bettel_ouvert_hand_lies_open_in_the_others_pictures() {
    use crate::game::Lying;
    let mut game = deal(json!({}), fresh());
    run(
        &mut game,
        &[
            (2, "lay:8D:7S"),
            (0, "bid:bettel_ouvert"),
            (1, "pass"),
            (2, "pass"),
        ],
    );
    let shown = |seat| {
        let scene = game.scene(seat);
        scene.open.into_iter().find(|o| o.what == Lying::Shown)
    };
    let open = shown(None).expect("open to everybody");
    assert_eq!((open.seat, open.cards.len()), (0, 10));
    assert!(open.cards.iter().all(|c| game.hand(0).contains(c)));
    assert_eq!(shown(Some(1)).map(|o| o.cards), Some(open.cards));
    assert_eq!(shown(Some(0)), None, "the declarer holds them in his hand");
}
