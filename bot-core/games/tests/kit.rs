//! One conformance kit for every game of the registry, not written per game: each game's public
//! scenarios replay exactly, and random play checks what must hold of any game — play to the end
//! never panics, every illegal move is refused with the deal unchanged, a seat's view never shows
//! another seat's hidden cards, and a stored deal reads back equal.

use std::path::{Path, PathBuf};

use bummerl_games::Level;
use bummerl_games::glossary::Face;
use bummerl_games::search;
use bummerl_games::{AnyGame, Card, Game, GameSpec, Lang, Move, Pack, REGISTRY, View, replay};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngCore, SeedableRng};
use serde_json::Value;

fn scenarios(id: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared-copy/conformance")
        .join(id);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

/// The differences of one scenario from its `expect`.
fn differences(path: &Path) -> Vec<String> {
    let scenario: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let got = match replay::run(&scenario) {
        Ok(got) => got,
        Err(e) => return vec![format!("{}: not replayed: {e}", path.display())],
    };
    let expect = &scenario["expect"];
    let mut out = Vec::new();
    for key in ["actions", "legal", "result"] {
        if expect.get(key).is_some() && expect[key] != got[key] {
            out.push(format!(
                "{} {key}:\n  expected {}\n  got      {}",
                path.display(),
                expect[key],
                got[key]
            ));
        }
    }
    out
}

#[test]
fn every_game_replays_its_public_scenarios() {
    let mut failures = Vec::new();
    for spec in REGISTRY {
        let files = scenarios(spec.id);
        assert!(!files.is_empty(), "{} has no scenarios", spec.id);
        for file in files {
            failures.extend(differences(&file));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every card a seat's view may show: its own hand, what everybody sees, and cards in nobody's
/// hand.
fn check_views(game: &dyn Game) {
    let public = game.view(None, Lang::En);
    check_scene(game, None, &public);
    for seat in 0..game.seats() {
        check_scene(game, Some(seat), &game.view(Some(seat), Lang::En));
        for lang in Lang::ALL {
            let view = game.view(Some(seat), lang);
            let text = view.lines.join("\n");
            for other in (0..game.seats()).filter(|&o| o != seat) {
                for card in game.hand(other) {
                    if public.shown.contains(card) || game.hand(seat).contains(&card) {
                        continue;
                    }
                    assert!(
                        !view.shown.contains(card),
                        "{}: seat {seat} is shown {card} of seat {other}",
                        game.id()
                    );
                    assert!(
                        !text.contains(game.face().card(card, lang)),
                        "{}: seat {seat}'s lines name {card} of seat {other}: {text}",
                        game.id()
                    );
                }
            }
        }
    }
}

/// Every card any view or picture of the deal shows is in every pack the registry lets its
/// table choose ([`GameSpec::packs`]), and the game's own pack is one of them.
fn check_packs(spec: &GameSpec, game: &dyn Game) {
    assert!(spec.fits(spec.face), "{}: its own pack is not its", spec.id);
    for seat in (0..game.seats()).map(Some).chain([None]) {
        let view = game.view(seat, Lang::En);
        let scene = game.scene(seat).cards();
        let shown = view.shown.iter().chain(view.hand).chain(scene.iter());
        for card in shown {
            for pack in spec.packs {
                assert!(
                    pack.has(card),
                    "{}: {card} is shown, which the {pack:?} pack lacks",
                    spec.id
                );
            }
        }
    }
}

/// Whether a view or a picture of the deal shows a card that `pack` lacks.
fn shows_beyond(game: &dyn Game, pack: Face) -> bool {
    (0..game.seats()).map(Some).chain([None]).any(|seat| {
        let view = game.view(seat, Lang::En);
        let scene = game.scene(seat).cards();
        let mut shown = view.shown.iter().chain(view.hand).chain(scene.iter());
        shown.any(|card| !pack.has(card))
    })
}

/// The registry offers every pack that holds a game's cards: a game that lists only the French
/// pack shows a card the German lacks within a few random deals.
#[test]
fn a_game_offers_the_german_pack_unless_it_shows_cards_below_the_seven() {
    for spec in REGISTRY.iter().filter(|s| !s.fits(Face::German)) {
        let mut rng = SmallRng::seed_from_u64(43);
        let rules = spec.rules(&serde_json::Map::new()).unwrap();
        let low = (0..4).any(|_| {
            let mut game = (spec.new_match)(spec.seats.1, &rules, &mut rng).unwrap();
            for _ in 0..200 {
                if shows_beyond(game.get(), Face::German) {
                    return true;
                }
                let Some(seat) = search::anyone(game.get(), &mut rng) else {
                    return false;
                };
                let mv = search::random_move(game.get(), seat, &mut rng).unwrap();
                game.get_mut().apply(seat, &mv).unwrap();
                if game.get().is_over() {
                    return false;
                }
            }
            false
        });
        assert!(low, "{}: could show the German pack", spec.id);
    }
}

/// A picture's scene shows the hand its view lists and no card the view does not show.
fn check_scene(game: &dyn Game, seat: Option<usize>, view: &View) {
    let scene = game.scene(seat);
    assert_eq!(
        scene.hand,
        view.hand,
        "{}: the scene's hand is the view's",
        game.id()
    );
    let more = scene.cards().minus(view.shown);
    assert!(
        more.is_empty(),
        "{}: the scene for {seat:?} shows {more:?} beyond its view",
        game.id()
    );
    let placed = scene.trick.iter().chain(&scene.last_trick).map(|&(s, _)| s);
    let seats: Vec<usize> = placed.chain(scene.open.iter().map(|o| o.seat)).collect();
    assert!(
        seats.iter().all(|&s| s < game.seats()),
        "{}: the scene for {seat:?} places cards before seats {seats:?}",
        game.id()
    );
    assert!(
        scene.open.iter().all(|o| !o.cards.is_empty()),
        "{}: the scene for {seat:?} has an empty group of open cards",
        game.id()
    );
}

/// Moves no seat may make now are refused and change nothing.
fn check_refusals(game: &AnyGame, rng: &mut SmallRng) {
    let before = serde_json::to_value(game).unwrap();
    let g = game.get();
    let mut tries: Vec<(usize, Move)> = Vec::new();
    for seat in 0..g.seats() {
        let legal = g.legal(seat);
        // The registry's games offer their moves in the order of their text, as the rules
        // files list them; the Schnapsen family in its own order of offer (cards first).
        let family = bummerl_games::GameId::default()
            .kin()
            .any(|kin| kin.id() == g.id());
        assert!(
            family || legal.is_sorted(),
            "{}: moves out of text order: {legal:?}",
            g.id()
        );
        let templates: Vec<&str> = legal
            .iter()
            .filter(|m| m.args().next().is_none() && g.choice(seat, m.verb()).is_some())
            .map(|m| m.verb())
            .collect();
        let card = Pack::FiftyTwo.cards()[rand::Rng::random_range(rng, 0..52)];
        for mv in [
            Move::play(card),
            Move::verb_only("fly"),
            Move::new("bid", ["nothing"]),
        ] {
            if !legal.contains(&mv) && !templates.contains(&mv.verb()) {
                tries.push((seat, mv));
            }
        }
        if !g.to_act().contains(&seat) {
            for other in g.to_act() {
                for mv in g.legal(other) {
                    if !legal.contains(&mv) {
                        tries.push((seat, mv));
                    }
                }
            }
        }
    }
    for (seat, mv) in tries {
        let mut copy = game.clone();
        assert!(
            copy.get_mut().apply(seat, &mv).is_err(),
            "{}: seat {seat} may {mv} though it is not legal",
            g.id()
        );
        assert_eq!(
            serde_json::to_value(&copy).unwrap(),
            before,
            "{mv} changed the deal"
        );
    }
}

fn round_trip(game: &AnyGame) {
    let json = serde_json::to_string(game).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, game, "{} reads back otherwise", game.get().id());
}

/// A deal keeps to what its game's spec says its table allows, and counts what it tells.
fn check_table_traits(spec: &GameSpec, game: &dyn Game) {
    let traits = spec.table;
    for seat in 0..game.seats() {
        assert!(
            traits.sits_out || !game.sits_out(seat),
            "{}: sits out",
            spec.id
        );
        assert!(
            traits.forfeit || game.forfeit(seat).is_none(),
            "{}: a deal claimed",
            spec.id
        );
        assert!(
            traits.concurrent || game.legal(seat).iter().all(|mv| !game.concurrent(seat, mv)),
            "{}: a move side by side",
            spec.id
        );
    }
    assert!(
        traits.computer_bank || game.computer_seats().is_empty(),
        "{}: a computer bank",
        spec.id
    );
    assert_eq!(
        game.told(),
        game.tell(0, Lang::En).len(),
        "{}: told counts the lines",
        spec.id
    );
}

/// Plays a match at random for `deals` deals, checking every position.
/// A game's own draw of a random legal move ([`Deal::random_legal`]) is the default's: the
/// move the list would give for the same draws, and no other draw of the generator.
///
/// [`Deal::random_legal`]: bummerl_games::Deal::random_legal
fn check_random_legal(game: &dyn Game, rng: &mut SmallRng) {
    for seat in game.to_act() {
        let (mut own, mut listed) = (rng.clone(), rng.clone());
        let drawn = game.random_legal(seat, &mut own);
        let from_list = game.legal(seat).choose(&mut listed).copied();
        assert_eq!(drawn, from_list, "{}: seat {seat}'s random move", game.id());
        assert_eq!(
            own.next_u64(),
            listed.next_u64(),
            "{}: the draws",
            game.id()
        );
    }
}

/// A seat the deal calls open ([`bummerl_games::Computer::open_to`], which the strong level then
/// solves exactly) imagines the deal as it is: every hand holds the same cards.
fn check_open(game: &dyn Game, rng: &mut SmallRng) {
    let sorted = |game: &dyn Game, seat| {
        let mut hand = game.hand(seat);
        hand.sort();
        hand
    };
    for seat in (0..game.seats()).filter(|&s| game.open_to(s)) {
        let imagined = game.determinize(seat, rng);
        for other in 0..game.seats() {
            assert_eq!(
                sorted(imagined.get(), other),
                sorted(game, other),
                "{}: open to seat {seat}, but hand {other} imagined otherwise",
                game.id()
            );
        }
    }
}

fn random_match(spec: &GameSpec, seats: usize, seed: u64, deals: usize) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let rules = spec.rules(&serde_json::Map::new()).unwrap();
    let mut game = (spec.new_match)(seats, &rules, &mut rng).unwrap();
    for _ in 0..deals {
        let mut steps = 0;
        while !game.get().is_over() {
            assert_eq!(
                game.get().score(),
                None,
                "{}: a score before the end",
                spec.id
            );
            check_views(game.get());
            check_packs(spec, game.get());
            check_table_traits(spec, game.get());
            check_random_legal(game.get(), &mut rng);
            check_open(game.get(), &mut rng);
            check_refusals(&game, &mut rng);
            round_trip(&game);
            let told = game.get().told();
            let seat = search::anyone(game.get(), &mut rng)
                .unwrap_or_else(|| panic!("{}: nobody may act in a running deal", spec.id));
            let mv = search::random_move(game.get(), seat, &mut rng)
                .unwrap_or_else(|| panic!("{}: seat {seat} to act has no move", spec.id));
            game.get_mut()
                .apply(seat, &mv)
                .unwrap_or_else(|r| panic!("{}: legal {mv} refused: {r}", spec.id));
            for lang in [Lang::De, Lang::En] {
                game.get().tell(told, lang);
            }
            steps += 1;
            assert!(steps < 5_000, "{}: the deal does not end", spec.id);
        }
        let g = game.get();
        assert!(g.is_over());
        let score = g.score().expect("a finished deal has a score");
        assert_eq!(score.len(), g.seats());
        let in_result: Option<Vec<i64>> =
            serde_json::from_value(g.result().unwrap()["score"].clone()).ok();
        assert_eq!(
            Some(&score[..]),
            in_result.as_deref(),
            "{}: the typed score is the result's",
            spec.id
        );
        assert!(g.to_act().is_empty());
        round_trip(&game);
        if g.match_result().is_some() {
            assert!(g.next_deal(&mut rng).is_none());
            return;
        }
        match g.next_deal(&mut rng) {
            Some((next, shift)) => {
                assert!(shift < g.seats());
                game = next;
            }
            None => panic!("{}: an undecided match has no next deal", spec.id),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]
    #[test]
    fn random_matches_of_every_game_hold_the_surface(seed in any::<u64>()) {
        for spec in REGISTRY {
            for seats in spec.seats.0..=spec.seats.1.min(spec.seats.0 + 3) {
                random_match(spec, seats, seed, 4);
            }
        }
    }
}

/// The searching player in every seat: it makes legal moves, and a seat that chose to wait (free
/// to act, not obliged) is asked again only after somebody moved — the deal goes on all the same.
#[test]
fn the_searching_player_makes_legal_moves_in_every_game() {
    for spec in REGISTRY {
        let mut rng = SmallRng::seed_from_u64(7);
        let rules = spec.rules(&serde_json::Map::new()).unwrap();
        let mut game = (spec.new_match)(spec.seats.0, &rules, &mut rng).unwrap();
        let mut waiting = Vec::new();
        let mut steps = 0;
        while !game.get().is_over() && steps < 300 {
            let free: Vec<usize> = game
                .get()
                .to_act()
                .into_iter()
                .filter(|s| !waiting.contains(s))
                .collect();
            let &seat = free
                .choose(&mut rng)
                .unwrap_or_else(|| panic!("{}: every seat to act waits", spec.id));
            let mv = search::choose(
                game.get(),
                seat,
                Level::Strong,
                search::deterministic(50),
                &mut rng,
            );
            match mv {
                Some(mv) => {
                    game.get_mut().apply(seat, &mv).unwrap();
                    waiting.clear();
                    steps += 1;
                }
                None => waiting.push(seat),
            }
        }
    }
}

#[test]
fn cards_of_the_registry_are_well_formed() {
    let _: Card = "TD".parse().unwrap();
    let mut ids: Vec<&str> = REGISTRY.iter().map(|s| s.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), REGISTRY.len(), "two games share an id");
    for spec in REGISTRY {
        assert!(spec.id.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'));
        assert!(spec.seats.0 >= 1 && spec.seats.0 <= spec.seats.1);
        for rule in spec.house_rules {
            rule.check(&rule.default.value()).unwrap();
        }
    }
}
