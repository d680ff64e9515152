//! [`Words`]: what a deal says — its views, its public events, its buttons' labels and its
//! refusals — in the player's language.

use super::{Deal, Move, Opening, Refusal, Scene, View};
use crate::card::Card;
use crate::catalogue::Catalogue;
use crate::glossary::Face;
use crate::lang::Lang;
use crate::words::WORDS;

/// The words of a deal. A game says what a seat sees ([`Words::view`]) and what happened
/// ([`Words::tell`]); the rest are the kernel's words unless the game has its own.
pub trait Words: Deal {
    /// What a seat sees (`Some`), or what everybody sees (`None`).
    fn view(&self, seat: Option<usize>, lang: Lang) -> View;

    /// The public events from number `from` on, one line each (`{N}`: seat N's name, as in
    /// [`View::lines`]).
    fn tell(&self, from: usize, lang: Lang) -> Vec<String>;

    /// How many public events the deal has told so far: by default the number of lines
    /// [`Words::tell`] gives from the first on (a game that keeps its events in a list says
    /// its length, to spare the words).
    fn told(&self) -> usize {
        self.tell(0, Lang::En).len()
    }

    /// The game's own line for a seat's hand, in place of the front end's "Your cards: …"
    /// (`None`, the default: that line).
    fn hand_line(&self, seat: usize, lang: Lang) -> Option<String> {
        let _ = (seat, lang);
        None
    }

    /// What the game asks of a seat now, in its own words, in place of the front end's "Your
    /// move:" (`None`, the default: that).
    fn prompt(&self, seat: usize, lang: Lang) -> Option<String> {
        let _ = (seat, lang);
        None
    }

    /// A few words for a hand shown away from the table, where the table's lines are not in
    /// sight: trump, the card led (`None`, the default: the hand's lines say it all).
    fn glance(&self, lang: Lang) -> Option<String> {
        let _ = lang;
        None
    }

    /// What a picture of the deal shows a seat (`Some`) or everybody (`None`): by default the
    /// seat's hand as its view lists it; a game that knows where its cards lie (the trick in
    /// play, the trump card, the talon) says so, showing only cards the same view shows.
    fn scene(&self, seat: Option<usize>) -> Scene {
        Scene {
            hand: self.view(seat, Lang::En).hand,
            ..Scene::default()
        }
    }

    /// What the table says of a new deal beside who deals and who is the forehand.
    fn opening(&self) -> Opening {
        Opening::default()
    }

    /// The pictures of the game's pack, as its registry entry gives them.
    fn face(&self) -> Face {
        crate::registry::spec(self.id()).map_or(Face::French, |spec| spec.face)
    }

    /// A seat's moves (as [`Deal::legal`] lists them: in the order of their text) put in the
    /// order a player reads them on his buttons and lists, beside his `hand` as his view shows
    /// it: by default [`in_reading_order`]; a game whose choices have an order of their own
    /// (bids by price, stakes by the ranking of the cards) sorts them itself.
    fn offer(&self, seat: usize, hand: &[Card], moves: &mut [Move]) {
        let _ = seat;
        in_reading_order(hand, moves);
    }

    /// A move's label on a button.
    fn label(&self, mv: &Move, lang: Lang) -> String {
        default_label(mv, lang, self.face())
    }

    /// What a refusal means, in the player's words (a game adds its own codes' words).
    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        default_refusal_text(refusal, lang)
    }
}

/// Moves in the order a player reads them: a move of one card of `hand` in the hand's order
/// (the game's), before the others, which keep their order; and the moves of each group
/// ([`Move::group`]) by the amount of their last word (`3 auf K`, `6 auf K` … `30 auf K`) in
/// the places the group holds.
pub fn in_reading_order(hand: &[Card], moves: &mut [Move]) {
    let place = |mv: &Move| match mv.cards().as_slice() {
        [card] if mv.arg_count() == 1 => hand.iter().position(|c| c == card),
        _ => None,
    };
    // Stable: moves of no card of the hand keep the game's order, after the cards.
    moves.sort_by_key(|mv| place(mv).map_or((1, 0), |at| (0, at)));
    let amount = |mv: &Move| mv.arg_list().last().and_then(|a| a.parse::<i64>().ok());
    let mut heads: Vec<Move> = moves.iter().filter_map(Move::group).collect();
    heads.dedup();
    for head in heads {
        let at: Vec<usize> = (0..moves.len())
            .filter(|&i| moves[i].group() == Some(head))
            .collect();
        let mut group: Vec<Move> = at.iter().map(|&i| moves[i]).collect();
        group.sort_by_key(amount);
        for (i, mv) in at.into_iter().zip(group) {
            moves[i] = mv;
        }
    }
}

/// A label for any move: the cards as the glossary writes them (`D♥`), a verb as itself.
pub fn default_label(mv: &Move, lang: Lang, face: Face) -> String {
    let cards = mv.cards();
    if mv.verb() == "play" && cards.len() == 1 {
        return face.card(cards[0], lang).to_owned();
    }
    let mut parts = vec![mv.verb().replace('_', " ")];
    parts.extend(mv.args().map(|a| match a.parse::<Card>() {
        Ok(card) => face.card(card, lang).to_owned(),
        Err(_) => a.replace('_', " "),
    }));
    parts.join(" ")
}

/// Words for the refusal codes every game shares; any other code in plain words.
pub fn default_refusal_text(refusal: Refusal, lang: Lang) -> String {
    let id = match refusal {
        Refusal::NOT_YOUR_TURN => "refused-not-your-turn",
        Refusal::NOT_IN_HAND => "refused-not-in-hand",
        Refusal::MUST_FOLLOW => "refused-must-follow",
        Refusal::GAME_OVER => "refused-game-over",
        Refusal::ILLEGAL => "refused-illegal",
        other => {
            let code = other.code().replace('_', " ");
            return WORDS.format(lang, "refused-other", &[("code", code.into())]);
        }
    };
    WORDS.text(lang, id)
}

/// What a refusal means, from a game's catalogue's `refusal-CODE` (the code's `_` written
/// `-`); the kernel's words for a code the catalogue lacks.
pub fn catalogue_refusal(words: &Catalogue, refusal: Refusal, lang: Lang) -> String {
    let id = format!("refusal-{}", refusal.code().replace('_', "-"));
    if words.has(&id) {
        words.text(lang, &id)
    } else {
        default_refusal_text(refusal, lang)
    }
}
