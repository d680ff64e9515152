//! How a table's and a player's cards are shown ([`Cards`]: the table option `cards` and each
//! user's preference) and which pack a picture of a game then wears ([`pack`]).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::games::glossary::Face;
use crate::games::{GameId, Rank, search};
pub use crate::ids::Cards;
use rand::SeedableRng;

/// The table option that says how the table's cards are shown (`cards=german`): any player at
/// the table may set it, at any time.
pub const CARDS: &str = "cards";

/// The pack a picture of `game` wears when `chosen` (`None`: the pack of the game's source,
/// its registry entry's face); `None` where the cards are shown as text. A German pack asked
/// for a game whose cards it lacks ([`german_fits`]) gives the game's own pack.
pub fn pack(game: GameId, chosen: Option<Cards>) -> Option<Face> {
    match chosen {
        Some(Cards::Text) => None,
        Some(Cards::French) => Some(Face::French),
        Some(Cards::German) if german_fits(game) => Some(Face::German),
        Some(Cards::German) | None => Some(game.spec().face),
    }
}

/// Whether every card `game` deals has a face in the German pack, which has no rank below the
/// Seven: the cards a few random deals of the game at its most seats show tell.
pub fn german_fits(game: GameId) -> bool {
    static KNOWN: OnceLock<Mutex<HashMap<GameId, bool>>> = OnceLock::new();
    let known = KNOWN.get_or_init(Default::default);
    if let Some(&fits) = known.lock().expect("not poisoned").get(&game) {
        return fits;
    }
    let fits = !shows_a_low_card(game);
    known.lock().expect("not poisoned").insert(game, fits);
    fits
}

/// Whether a few random deals of `game` show a card below the Seven to anybody (its views: a
/// hand, the table), as they are dealt and played.
fn shows_a_low_card(game: GameId) -> bool {
    let spec = game.spec();
    let rules = spec
        .rules(&Default::default())
        .expect("the defaults are rules");
    let mut rng = rand::rngs::SmallRng::seed_from_u64(43);
    let low = |deal: &dyn crate::games::Game| {
        let seats = (0..deal.seats()).map(Some).chain([None]);
        seats
            .flat_map(|seat| {
                let view = deal.view(seat, crate::games::Lang::En);
                view.shown.iter().chain(view.hand).collect::<Vec<_>>()
            })
            .any(|card| card.rank() < Rank::Seven)
    };
    for _ in 0..4 {
        let Ok(mut deal) = (spec.new_match)(spec.seats.1, &rules, &mut rng) else {
            continue;
        };
        for _ in 0..200 {
            if low(deal.get()) {
                return true;
            }
            let Some(seat) = search::anyone(deal.get(), &mut rng) else {
                break;
            };
            let Some(mv) = search::random_move(deal.get(), seat, &mut rng) else {
                break;
            };
            if deal.get_mut().apply(seat, &mv).is_err() || deal.get().is_over() {
                break;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_german_pack_fits_the_games_of_thirty_two_cards_only() {
        let fits = |id: &str| german_fits(id.parse().unwrap());
        for id in ["schnapsen", "schlauch", "elfern", "boehmischer_schneider"] {
            assert!(fits(id), "{id}");
        }
        assert!(!fits("bassette"), "Basset deals the low cards");
        assert_eq!(
            pack("bassette".parse().unwrap(), Some(Cards::German)),
            Some(Face::French),
            "a preference the pack cannot follow gives the game's own"
        );
        assert_eq!(pack("schlauch".parse().unwrap(), None), Some(Face::German));
        assert_eq!(pack("schnapsen".parse().unwrap(), None), Some(Face::French));
        assert_eq!(pack("schnapsen".parse().unwrap(), Some(Cards::Text)), None);
    }

    #[test]
    fn a_choice_reads_in_either_language() {
        assert_eq!(Cards::parse(" Deutsch "), Some(Cards::German));
        assert_eq!(Cards::parse("FRENCH"), Some(Cards::French));
        assert_eq!(Cards::parse("französisch"), Some(Cards::French));
        assert_eq!(Cards::parse("text"), Some(Cards::Text));
        assert_eq!(Cards::parse("bunt"), None);
        for cards in Cards::ALL {
            assert_eq!(Cards::parse(cards.code()), Some(cards));
        }
    }
}
