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
    let views: [(&str, u64, usize, Option<usize>, Lang); 5] = [
        ("schnapsen", 7, 5, None, Lang::De),
        ("schnapsen", 7, 5, Some(0), Lang::En),
        ("schlauch", 3, 6, Some(1), Lang::De),
        ("elfern", 2, 7, None, Lang::En),
        ("bauernschnapsen", 5, 12, None, Lang::De),
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
