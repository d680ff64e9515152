//! The pictures of the table and of a hand: golden pictures of a few views (`tests/pictures/`,
//! compared with a small tolerance; `BUMMERL_BLESS=1` writes them anew after a change meant to
//! show), and every game's pictures within the size a chat takes.

use std::path::PathBuf;

use bot_core::games::{GameId, Lang, REGISTRY};
use bot_core::picture;

/// Sample names by seat.
fn names(seats: usize) -> Vec<String> {
    ["Anna", "Berta", "Conrad", "Dora"]
        .iter()
        .cycle()
        .take(seats)
        .map(|n| n.to_string())
        .collect()
}

/// A picture as its PNG and its RGB pixels read back.
fn drawn(game: &str, seed: u64, moves: usize, seat: Option<usize>, lang: Lang) -> Vec<u8> {
    let deal = picture::sample(GameId::of(game).unwrap(), seed, moves);
    let deal = deal.get();
    picture::png(&picture::of_deal(deal, seat, &names(deal.seats()), lang))
}

/// The width, height and RGB pixels of a PNG.
fn pixels(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

#[test]
fn golden_pictures_of_a_few_views_look_as_they_did() {
    let views: [(&str, u64, usize, Option<usize>, Lang); 9] = [
        ("schnapsen", 7, 5, None, Lang::De),
        ("schnapsen", 7, 5, Some(0), Lang::En),
        ("schlauch", 3, 6, Some(1), Lang::De),
        ("elfern", 2, 7, None, Lang::En),
        ("bauernschnapsen", 5, 12, None, Lang::De),
        // The scenes of every game: Schlauch's table in the German pack, Ecarté's turned
        // trump card, Bassette's bank, Impérial's face-up card on the stock.
        ("schlauch", 3, 9, None, Lang::De),
        ("ecarte", 4, 6, None, Lang::En),
        ("bassette", 2, 8, None, Lang::De),
        ("imperial", 5, 8, None, Lang::En),
    ];
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/pictures");
    let bless = std::env::var_os("BUMMERL_BLESS").is_some();
    let mut failures = Vec::new();
    for (game, seed, moves, seat, lang) in views {
        let seat_name = seat.map_or("table".to_owned(), |s| format!("seat{s}"));
        let file = dir.join(format!("{game}-{seat_name}-{}.png", lang.code()));
        let png = drawn(game, seed, moves, seat, lang);
        if bless {
            std::fs::write(&file, &png).unwrap();
            continue;
        }
        let golden = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let (w, h, now) = pixels(&png);
        let (gw, gh, then) = pixels(&golden);
        if (w, h) != (gw, gh) {
            failures.push(format!("{}: {w}×{h}, was {gw}×{gh}", file.display()));
            continue;
        }
        // A pixel differs if a channel moved by more than a rounding would move it.
        let differing = now
            .chunks(3)
            .zip(then.chunks(3))
            .filter(|(a, b)| a.iter().zip(*b).any(|(x, y)| x.abs_diff(*y) > 8))
            .count();
        if differing * 1000 > (w * h) as usize {
            failures.push(format!("{}: {differing} pixels differ", file.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_games_table_and_hand_fit_a_chat_photo() {
    for (i, spec) in REGISTRY.iter().enumerate() {
        for moves in [0, 9] {
            for seat in [None, Some(0)] {
                let png = drawn(spec.id, i as u64, moves, seat, Lang::De);
                assert!(
                    png.len() <= 150_000,
                    "{} {seat:?}: {} bytes",
                    spec.id,
                    png.len()
                );
                let (w, h, _) = pixels(&png);
                // Telegram's photo limits: width and height together at most 10,000, at most
                // 20 times as wide as high.
                assert!(
                    w + h <= 10_000 && w <= 20 * h && h <= 20 * w,
                    "{}: {w}×{h}",
                    spec.id
                );
            }
        }
    }
}

/// Nothing hidden is drawn for someone who may not see it: in random matches of every game
/// through the manager, the table's picture shows only cards the table's text shows, and a
/// hand's picture only the cards of the hand its text lists — sent only to its player.
#[test]
fn a_picture_shows_only_what_its_recipients_text_shows() {
    use bot_core::games::glossary::Face;
    use bot_core::manager::{Body, Manager, Platform, Recipient, SledStore, TableKey, Timing};
    use bot_core::picture::{Pictures, Sketch};
    use bot_core::protocol::Cards;
    use bot_core::simulate::TableDriver;
    use bot_core::text;
    use rand::SeedableRng;

    let dir = tempfile::tempdir().unwrap();
    let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
    let mut rng = rand::rngs::SmallRng::seed_from_u64(43);
    let pictures = Pictures::new(64);
    let (mut tables, mut hands) = (0, 0);
    for (i, game) in GameId::all().enumerate() {
        let key = TableKey::new(Platform::Telegram, format!("-43{i}"));
        let mut driver = TableDriver::of_game(key.clone(), game).reading();
        driver.prepare(&manager).unwrap();
        let face = game.spec().face;
        // The text writes a card in the game's own pack, whatever pack the picture wears.
        let written = |card, lang| face.card(card, lang);
        for _ in 0..60 {
            if driver.step(&manager, &mut rng).is_err() {
                break;
            }
            let table = manager.table(&key).unwrap().unwrap();
            for message in driver.said() {
                match (&message.to, &message.body) {
                    (Recipient::Channel(_), Body::Table(view)) => {
                        // The pictures of the game's own pack.
                        let mut view = view.clone();
                        view.cards = None;
                        let sketch = Sketch::table(&view, Lang::En).expect("a picture");
                        let Some(round) = view.round.as_ref() else {
                            assert!(sketch.cards().is_empty(), "an empty table in the lobby");
                            continue;
                        };
                        assert_eq!(sketch.cards(), round.public.scene.cards());
                        assert!(round.public.scene.hand.is_empty(), "{}", game.id());
                        // What the table's text view reveals, where the table is at this
                        // message's state: cards shown open may be told only once (a
                        // marriage's), but stay public.
                        if view.version == table.version {
                            let deal = table.round().unwrap().game.get();
                            let shown = deal.view(None, Lang::En).shown;
                            assert_eq!(
                                sketch.cards().intersection(shown),
                                sketch.cards(),
                                "{}: the table's picture shows more than its view",
                                game.id()
                            );
                        }
                        let open: bot_core::games::CardSet = round
                            .public
                            .scene
                            .open
                            .iter()
                            .flat_map(|open| open.cards.iter().copied())
                            .collect();
                        let shown = text::table(Lang::En, &view);
                        for card in sketch.cards().iter().filter(|c| !open.contains(*c)) {
                            assert!(
                                shown.contains(written(card, Lang::En)),
                                "{}: the table's picture shows {card}, its text not:\n{shown}",
                                game.id()
                            );
                        }
                        tables += 1;
                    }
                    (Recipient::User(user), Body::Hand(hand)) => {
                        // Only its player (or, read-only, the one who watches it) gets it.
                        let owner = table.players[hand.player].user();
                        assert!(
                            owner == Some(user) || hand.read_only,
                            "{}: {user}",
                            game.id()
                        );
                        for preference in [None, Some(Cards::German), Some(Cards::French)] {
                            let Some(sketch) = Sketch::hand(hand, Lang::De, preference) else {
                                continue;
                            };
                            let held: bot_core::games::CardSet =
                                hand.view.hand.iter().copied().collect();
                            assert_eq!(sketch.cards(), held, "{}", game.id());
                            let shown = text::hand(Lang::De, hand);
                            for card in held.iter() {
                                assert!(shown.contains(written(card, Lang::De)), "{card}");
                            }
                            if preference == Some(Cards::French) {
                                assert_eq!(sketch.face(), Face::French);
                            }
                        }
                        hands += 1;
                    }
                    _ => {}
                }
            }
        }
        // Every game's pictures draw (a few, kept small).
        let snapshot = manager.snapshot(&key).unwrap().unwrap_or_default();
        for message in &snapshot {
            if let Body::Table(view) = &message.body
                && let Some(sketch) = Sketch::table(
                    &bot_core::protocol::TableView {
                        cards: None,
                        ..(**view).clone()
                    },
                    Lang::De,
                )
            {
                let picture = pictures.draw(&sketch);
                assert_eq!(picture.digest, sketch.digest());
                assert!(picture.png.starts_with(b"\x89PNG"));
            }
        }
    }
    assert!(
        tables > 300 && hands > 300,
        "{tables} tables, {hands} hands"
    );
}

/// A view that did not change is not drawn again; a change of what it shows is; the cache
/// keeps no more than it may.
#[test]
fn pictures_are_drawn_once_per_digest() {
    use bot_core::manager::{Body, Manager, Platform, SledStore, TableKey, Timing};
    use bot_core::picture::{Pictures, Sketch};
    use bot_core::protocol::Cards;
    use bot_core::simulate::TableDriver;
    use rand::SeedableRng;

    let dir = tempfile::tempdir().unwrap();
    let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
    let key = TableKey::new(Platform::Telegram, "-4343");
    let mut driver = TableDriver::new(key.clone()).reading();
    driver.prepare(&manager).unwrap();
    driver
        .step(&manager, &mut rand::rngs::SmallRng::seed_from_u64(1))
        .unwrap();
    let view = driver
        .said()
        .iter()
        .find_map(|m| match &m.body {
            Body::Table(view) => Some(view.clone()),
            _ => None,
        })
        .unwrap();
    let mut view = view;
    view.cards = None;
    let pictures = Pictures::new(2);
    let sketch = Sketch::table(&view, Lang::De).unwrap();
    let first = pictures.draw(&sketch);
    let again = pictures.draw(&Sketch::table(&view, Lang::De).unwrap());
    assert_eq!(first, again);
    assert_eq!(pictures.drawn().0, 1, "the same view is drawn once");
    // Another language, another pack, another standing: each a picture of its own.
    let english = Sketch::table(&view, Lang::En).unwrap();
    let mut german = (*view).clone();
    german.cards = Some(Cards::German);
    let german = Sketch::table(&german, Lang::De).unwrap();
    let mut later = (*view).clone();
    later.totals = vec![5, 3];
    let later = Sketch::table(&later, Lang::De).unwrap();
    let digests = [&sketch, &english, &german, &later].map(Sketch::digest);
    for (i, d) in digests.iter().enumerate() {
        assert!(!digests[..i].contains(d), "{i}: {digests:?}");
    }
    for s in [&english, &german, &later] {
        pictures.draw(s);
    }
    assert_eq!(pictures.drawn().0, 4);
    // At most two kept: the first was asked for least recently and is drawn again.
    pictures.draw(&sketch);
    assert_eq!(pictures.drawn().0, 5);
    // Text is no picture; a lobby's is the empty table.
    let mut text = (*view).clone();
    text.cards = Some(Cards::Text);
    assert!(Sketch::table(&text, Lang::De).is_none());
    let mut lobby = (*view).clone();
    lobby.round = None;
    let empty = Sketch::table(&lobby, Lang::De).unwrap();
    assert!(empty.cards().is_empty());
    assert_ne!(empty.digest(), sketch.digest());
}
