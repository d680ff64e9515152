//! `bummerl render`: the picture of a fresh deal's table or of a seat's hand, as a PNG file,
//! for anyone to look at the cards and the table.

use std::path::Path;

use anyhow::Context;
use bot_core::games::{GameId, Lang};
use bot_core::picture;
use serde_json::json;

/// The players' names on a rendered table, by seat (sample names: a rendered deal has no
/// players).
pub const NAMES: [&str; 12] = [
    "Anna", "Berta", "Conrad", "Dora", "Emil", "Frieda", "Gustl", "Hilde", "Ignaz", "Josefa",
    "Karl", "Liesl",
];

/// Draws `game`'s deal from `seed` after `moves` random moves (fewer if the deal would end) —
/// the table, or `seat`'s hand — in `lang`, and writes it to `out`; what was drawn as JSON.
pub fn run(
    game: GameId,
    seed: u64,
    moves: usize,
    seat: Option<usize>,
    lang: Lang,
    out: &Path,
) -> anyhow::Result<serde_json::Value> {
    let deal = picture::sample(game, seed, moves);
    let deal = deal.get();
    if let Some(seat) = seat.filter(|&s| s >= deal.seats()) {
        anyhow::bail!(
            "{} has seats 0 to {}, not {seat}",
            game.id(),
            deal.seats() - 1
        );
    }
    let names: Vec<String> = NAMES
        .iter()
        .take(deal.seats())
        .map(|n| n.to_string())
        .collect();
    let pixmap = picture::of_deal(deal, seat, &names, lang);
    let png = picture::png(&pixmap);
    std::fs::write(out, &png).with_context(|| format!("writing {}", out.display()))?;
    Ok(json!({
        "game": game.id(),
        "seed": seed,
        "seat": seat,
        "width": pixmap.width(),
        "height": pixmap.height(),
        "bytes": png.len(),
        "file": out.display().to_string(),
    }))
}
