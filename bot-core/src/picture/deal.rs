//! A deal's pictures as a recipient sees it — the table for everybody, the hand for its seat —
//! and a sample deal to draw (`bummerl render`, the benchmark, the golden pictures).

use rand::SeedableRng;
use rand::rngs::SmallRng;
use tiny_skia::Pixmap;

use super::{Table, hand, table};
use crate::games::{AnyGame, Game, GameId, Lang, Unit, search};

/// The picture of `deal` for `seat`'s hand (`Some`) or for the table (`None`), its players
/// called `names` (by the deal's seat), written in `lang`.
pub fn of_deal(deal: &dyn Game, seat: Option<usize>, names: &[String], lang: Lang) -> Pixmap {
    let scene = deal.scene(seat);
    match seat {
        Some(_) => hand(&scene.hand, deal.face(), lang),
        None => {
            let unit = GameId::of(deal.id()).map_or(Unit::Partie, Unit::of);
            let score = crate::text::tally_line(unit, names, &deal.standing().totals);
            table(&Table {
                scene: &scene,
                names,
                to_act: &deal.to_act(),
                score: &score,
                face: deal.face(),
                lang,
            })
        }
    }
}

/// A new match of `game` at its fewest seats, dealt from `seed`, after up to `moves` random
/// moves (fewer if the deal would end).
pub fn sample(game: GameId, seed: u64, moves: usize) -> AnyGame {
    let mut rng = SmallRng::seed_from_u64(seed);
    let spec = game.spec();
    let rules = spec
        .rules(&serde_json::Map::new())
        .expect("the defaults are rules");
    let mut deal = (spec.new_match)(spec.seats.0, &rules, &mut rng).expect("a new match");
    for _ in 0..moves {
        let mut next = deal.clone();
        let Some(seat) = search::anyone(next.get(), &mut rng) else {
            break;
        };
        let Some(mv) = search::random_move(next.get(), seat, &mut rng) else {
            break;
        };
        next.get_mut().apply(seat, &mv).expect("a legal move");
        if next.get().is_over() {
            break;
        }
        deal = next;
    }
    deal
}
