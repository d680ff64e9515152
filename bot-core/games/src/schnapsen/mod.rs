//! The Schnapsen family — Schnapsen, Sechsundsechzig, Schnorps, Mitschreiben, Bauernschnapsen and
//! Dreierschnapsen.
//!
//! - [`rules`]: the engines, pure, on a compact 32-card model of their own with Schnapsen's rank
//!   order and card points ([`card_of`] turns a card into one of the crate's packs).
//! - [`ai`]: the computer players, which decide from a seat's view only.
//! - [`words`]: the family's words in German and English, naming seats through a closure.
//! - `scenario`: the scenarios in their own frame (`FORMAT.md`, `FORMAT-bauernschnapsen.md`),
//!   read by the games' registry entries and replayed through the surface.
//! - [`simulate`]: whole random games of the engines, for their benchmark and property tests.
//! - [`step`]: what a move did in public, told by the table and by the surface alike.
//! - [`Two`] and [`Bauern`]: the five games on the game surface, each a deal with its match, and
//!   their registry entries ([`SCHNAPSEN`] … [`DREIERSCHNAPSEN`]).

pub mod ai;
mod four;
pub(crate) mod legacy;
mod result;
pub mod rules;
mod scenario;
pub mod simulate;
pub mod step;
mod two;
pub mod words;

pub use four::{BAUERNSCHNAPSEN, Bauern, DREIERSCHNAPSEN};
pub use result::{BauernResult, GameResult};
pub use step::{Step, redealt};
pub use two::{SCHNAPSEN, SCHNORPS, SECHSUNDSECHZIG, Two};

/// The game's words in every language (`de.ftl`, `en.ftl` beside this file).
static WORDS: crate::catalogue::Catalogue =
    crate::catalogue::Catalogue::new("schnapsen", include_str!("de.ftl"), include_str!("en.ftl"));

/// Seat `seat`'s name as the surface says it: `{N}`, which the table fills in.
fn seat_name(seat: usize) -> String {
    format!("{{{seat}}}")
}

/// A card of the family's compact model as a card of the crate's packs.
pub fn card_of(card: rules::Card) -> crate::card::Card {
    /// Every family card's kernel card, by the family card's index.
    const KERNEL: [crate::card::Card; 32] = {
        let mut all =
            [crate::card::Card::new(crate::card::Rank::Ace, crate::card::Suit::Hearts); 32];
        let mut i = 0;
        while i < 32 {
            all[i] = convert(rules::Card::from_index(i));
            i += 1;
        }
        all
    };
    KERNEL[card.index()]
}

/// [`card_of`], worked out.
const fn convert(card: rules::Card) -> crate::card::Card {
    let rank = match card.rank() {
        rules::Rank::Seven => crate::card::Rank::Seven,
        rules::Rank::Eight => crate::card::Rank::Eight,
        rules::Rank::Nine => crate::card::Rank::Nine,
        rules::Rank::Jack => crate::card::Rank::Jack,
        rules::Rank::Queen => crate::card::Rank::Queen,
        rules::Rank::King => crate::card::Rank::King,
        rules::Rank::Ten => crate::card::Rank::Ten,
        rules::Rank::Ace => crate::card::Rank::Ace,
    };
    let suit = match card.suit() {
        rules::Suit::Hearts => crate::card::Suit::Hearts,
        rules::Suit::Diamonds => crate::card::Suit::Diamonds,
        rules::Suit::Spades => crate::card::Suit::Spades,
        rules::Suit::Clubs => crate::card::Suit::Clubs,
    };
    crate::card::Card::new(rank, suit)
}

/// The family's card of a card of the crate's packs, if the family's 32 cards have it.
pub fn family_card(card: crate::card::Card) -> Option<rules::Card> {
    /// Every family card by its kernel card's index; `None` where the family has no such card.
    const FAMILY: [Option<rules::Card>; 64] = {
        let mut all = [None; 64];
        let mut i = 0;
        while i < 32 {
            let card = rules::Card::from_index(i);
            all[convert(card).index() as usize] = Some(card);
            i += 1;
        }
        all
    };
    FAMILY[usize::from(card.index())]
}

/// The `n`-th of a seat's moves offered as the family offers them, cards first: one of
/// `plays` in hand order, found by clearing bits without walking anything else, or else the
/// `n - plays.len()`-th of the `rest`.
#[inline]
fn nth_offered<T>(
    plays: rules::CardSet,
    n: usize,
    card: impl FnOnce(rules::Card) -> T,
    rest: impl FnOnce(usize) -> Option<T>,
) -> Option<T> {
    match n.checked_sub(plays.len()) {
        None => words::in_hand_order(plays).nth(n).map(card),
        Some(k) => rest(k),
    }
}

/// Actions that play no card with their moves, written once from the actions' texts (the
/// format's `announce:H`, `pass`, `kontra`): a table's moves are made and read without text.
fn move_table<A: Copy + std::fmt::Display, const K: usize>(
    actions: [A; K],
) -> [(A, crate::game::Move); K] {
    actions.map(|action| {
        let mv = crate::game::Move::from_text(action).expect("an action's text is a move");
        (action, mv)
    })
}

/// The move of `action` in `table`, if it has one.
fn table_move<A: PartialEq>(
    table: &[(A, crate::game::Move)],
    action: &A,
) -> Option<crate::game::Move> {
    table.iter().find(|(a, _)| a == action).map(|&(_, mv)| mv)
}

/// The action of `mv` in `table`, if it has one.
fn table_action<A: Copy>(table: &[(A, crate::game::Move)], mv: &crate::game::Move) -> Option<A> {
    table.iter().find(|(_, m)| m == mv).map(|&(a, _)| a)
}

/// A switch among the family's house rules, with its default.
const fn switch(name: &'static str, default: bool) -> crate::registry::HouseRule {
    crate::registry::HouseRule {
        name,
        default: crate::registry::RuleKind::Bool(default),
    }
}

/// A patch of house rules from a table's rules (their names as the rules files give them).
fn patch<P: serde::de::DeserializeOwned>(rules: &crate::registry::Rules) -> Result<P, String> {
    // Read from the rules in place: copying them into a JSON object cost more than the match's
    // first deal.
    let entries = rules.0.iter().map(|(name, value)| (name.as_str(), value));
    P::deserialize(serde::de::value::MapDeserializer::<_, serde_json::Error>::new(entries))
        .map_err(|e| e.to_string())
}

/// A refusal in the player's words: `say`'s sentence for the engine's refusal of that code among
/// `all`, `illegal` for a move that is none of the family's, else the surface's own words.
fn refusal_words<R: Copy>(
    all: &[R],
    code: impl Fn(R) -> &'static str,
    say: impl Fn(R) -> String,
    illegal: String,
    refusal: crate::game::Refusal,
    lang: crate::lang::Lang,
) -> String {
    if refusal == crate::game::Refusal::ILLEGAL {
        return illegal;
    }
    all.iter()
        .find(|&&r| code(r) == refusal.code())
        .map_or_else(
            || crate::game::default_refusal_text(refusal, lang),
            |&r| say(r),
        )
}
