//! How a table's and a player's cards are shown ([`Cards`]: the table option `cards` and each
//! user's preference) and which pack a picture of a game then wears ([`pack`]).

use crate::games::GameId;
use crate::games::glossary::Face;
pub use crate::ids::Cards;

/// The table option that says how the table's cards are shown (`cards=german`): any player at
/// the table may set it, at any time.
pub const CARDS: &str = "cards";

/// The pack a picture of `game` wears when `chosen` (`None`: the pack of the game's source,
/// its registry entry's `face`); `None` where the cards are shown as text. A pack asked for
/// that lacks some of the game's cards (the German pack at a game dealt with cards below the
/// Seven: not one of the entry's `packs`) gives the game's own pack.
pub fn pack(game: GameId, chosen: Option<Cards>) -> Option<Face> {
    let spec = game.spec();
    match chosen.map(Cards::pack) {
        Some(None) => None,
        Some(Some(pack)) if spec.fits(pack) => Some(pack),
        Some(Some(_)) | None => Some(spec.face),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_shows_the_pack_it_chose_where_it_holds_the_cards_else_the_games_own() {
        let fits = |id: &str| GameId::of(id).unwrap().spec().fits(Face::German);
        for id in ["schnapsen", "schlauch", "elfern", "boehmischer_schneider"] {
            assert!(fits(id), "{id}");
        }
        for id in ["bassette", "quinze", "portugalese", "piquemedrille"] {
            assert!(!fits(id), "{id} deals cards below the Seven");
        }
        assert_eq!(
            pack("bassette".parse().unwrap(), Some(Cards::German)),
            Some(Face::French),
            "a preference the pack cannot follow gives the game's own"
        );
        assert_eq!(pack("schlauch".parse().unwrap(), None), Some(Face::German));
        assert_eq!(pack("schnapsen".parse().unwrap(), None), Some(Face::French));
        assert_eq!(pack("schnapsen".parse().unwrap(), Some(Cards::Text)), None);
        assert_eq!(
            pack("schlauch".parse().unwrap(), Some(Cards::French)),
            Some(Face::French)
        );
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
