//! The game surface: what every game implements for the state of one deal.
//!
//! A deal is a value: [`Game::apply`] changes it or refuses with a [`Refusal`] that changes
//! nothing; [`Game::legal`] is the single source of truth for validation, buttons, typed moves
//! and the computer. A deal also carries the standing of its match (a Partie's score, Marken, a
//! bank's chips), so that [`Game::next_deal`] goes on with the match and [`Game::match_result`]
//! says when it is decided.

use std::fmt;

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::any::AnyGame;
use crate::card::{Card, CardSet};
use crate::lang::Lang;
pub use crate::moves::{BadMove, Cards, Move};

/// Seats, on the stack: those that may act now (a banking game's punters all at once).
pub type Seats = arrayvec::ArrayVec<usize, 12>;

/// Why a move was refused — a code of the rules files (`not_your_turn`, `must_follow` …).
/// A refused move changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Refusal(pub &'static str);

impl Refusal {
    /// Not this seat's turn.
    pub const NOT_YOUR_TURN: Refusal = Refusal("not_your_turn");
    /// The card is not in the seat's hand.
    pub const NOT_IN_HAND: Refusal = Refusal("not_in_hand");
    /// The card does not follow suit where the rules demand it.
    pub const MUST_FOLLOW: Refusal = Refusal("must_follow");
    /// The deal is over.
    pub const GAME_OVER: Refusal = Refusal("game_over");
    /// A move the game does not know or that is not legal now.
    pub const ILLEGAL: Refusal = Refusal("illegal");

    /// The code.
    pub fn code(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// A move made of several cards chosen at once (lay away two, discard one to five, buy): the
/// cards to choose from and how many. Every front end shows it as one widget: toggle cards,
/// then confirm; the move is the verb followed by the chosen cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The verb of the move.
    pub verb: String,
    /// The cards that may be chosen.
    pub from: Vec<Card>,
    /// The fewest cards.
    pub min: usize,
    /// The most cards.
    pub max: usize,
}

impl Choice {
    /// The move of a choice of cards, if their number fits and all may be chosen.
    pub fn to_move(&self, cards: &[Card]) -> Option<Move> {
        let set: CardSet = cards.iter().copied().collect();
        (set.len() == cards.len()
            && (self.min..=self.max).contains(&cards.len())
            && cards.iter().all(|c| self.from.contains(c)))
        .then(|| {
            let mut sorted = cards.to_vec();
            sorted.sort();
            Move::new(&self.verb, sorted)
        })
    }
}

/// What one seat (or everybody) sees of a deal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// The seat's hand, in the game's display order (empty in the public view).
    pub hand: Vec<Card>,
    /// Every card the view reveals, the hand included.
    pub shown: CardSet,
    /// Lines for the player: trick, stock, scores, what the table marked. `{N}` stands for the
    /// name of seat N (the front end puts the players' names in).
    pub lines: Vec<String>,
}

/// What the table says of a new deal beside who deals and who is the forehand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Opening {
    /// The card turned up for trump, if the deal shows one at once.
    pub trump: Option<Card>,
    /// Whether the forehand names trump next.
    pub forehand_fixes_trump: bool,
}

/// The standing of the match after a deal, per seat of that deal, in the match's unit.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Each seat's running total (a Partie's points left, Marken, chips …).
    pub totals: Vec<i64>,
    /// A line that says it, per language: `[German, English]`.
    pub line: [String; 2],
}

impl Standing {
    /// The totals of two seats, said as `{label}: {0} a · {1} b` (`label`: German, English).
    pub fn of_two(totals: [i64; 2], label: [impl fmt::Display; 2]) -> Standing {
        Standing {
            line: label.map(|l| format!("{l}: {{0}} {} · {{1}} {}", totals[0], totals[1])),
            totals: totals.to_vec(),
        }
    }
}

/// A deal of one game, with the standing of its match — the whole surface a game implements.
///
/// Seats are numbered from 0, the forehand (in a banking game the banker); in a game with a
/// dealer the dealer is the last seat.
pub trait Game: Persist + Send + Sync + fmt::Debug {
    /// The game's id (its registry entry).
    fn id(&self) -> &'static str;

    /// The number of seats.
    fn seats(&self) -> usize;

    /// The seats that may act now — several where the rules let them (punters staking at once,
    /// a double out of turn), the one whose turn it is first; none once the deal is over.
    fn to_act(&self) -> Seats;

    /// Appends the legal moves of a seat to `out`, in the order the game offers them; none
    /// where it may do nothing. The hot path (random play, the computer's play-outs) hands in
    /// one buffer again and again, so that listing moves allocates nothing once it has grown.
    fn legal_into(&self, seat: usize, out: &mut Vec<Move>);

    /// The legal moves of a seat in a list of their own ([`Game::legal_into`], for the edges:
    /// buttons, typed moves, replay).
    fn legal(&self, seat: usize) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_into(seat, &mut out);
        out
    }

    /// For a legal move that is a verb alone: the cards to choose, if the move needs them.
    fn choice(&self, seat: usize, verb: &str) -> Option<Choice> {
        let _ = (seat, verb);
        None
    }

    /// Applies a move, or refuses it and changes nothing.
    fn apply(&mut self, seat: usize, mv: &Move) -> Result<(), Refusal>;

    /// A seat's cards.
    fn hand(&self, seat: usize) -> Vec<Card>;

    /// What a seat sees (`Some`), or what everybody sees (`None`).
    fn view(&self, seat: Option<usize>, lang: Lang) -> View;

    /// How many public events the deal has told so far.
    fn told(&self) -> usize;

    /// The public events from number `from` on, one line each (`{N}`: seat N's name, as in
    /// [`View::lines`]).
    fn tell(&self, from: usize, lang: Lang) -> Vec<String>;

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

    /// What the table says of a new deal beside who deals and who is the forehand.
    fn opening(&self) -> Opening {
        Opening::default()
    }

    /// A move's label on a button.
    fn label(&self, mv: &Move, lang: Lang) -> String {
        default_label(mv, lang)
    }

    /// What a refusal means, in the player's words (a game adds its own codes' words).
    fn refusal_text(&self, refusal: Refusal, lang: Lang) -> String {
        default_refusal_text(refusal, lang)
    }

    /// The deal's result once it is over: the fields its rules file fixes, always with `score`.
    fn result(&self) -> Option<Value>;

    /// What each seat wins (+) or pays (−) in the deal, once it is over: `Some` exactly when
    /// [`Game::result`] is, and equal to its `score`. The default reads the result; a game says
    /// it directly, since the search asks after every move and the result is built as JSON.
    fn score(&self) -> Option<Vec<i64>> {
        let result = self.result()?;
        result["score"]
            .as_array()?
            .iter()
            .map(Value::as_i64)
            .collect()
    }

    /// How good the finished deal is for a seat, for the computer's search and the arena: its
    /// score; a game whose deals score only when one ends the match adds what the deal gained
    /// toward it (a fraction of a score), so that the search has something to aim at.
    fn value(&self, seat: usize) -> f64 {
        self.score().map_or(0.0, |s| s[seat] as f64)
    }

    /// The match after this deal (counting it once it is over).
    fn standing(&self) -> Standing;

    /// Once the deal is over and it decided the match: what each seat's match counts on the
    /// leaderboard (+1 the Partie won, −1 lost; chips won or lost …).
    fn match_result(&self) -> Option<Vec<i64>>;

    /// The next deal of the same match, once this one is over and the match is not decided,
    /// with `shift`: seat `i` of the next deal is seat `(i + shift) % seats` of this one.
    fn next_deal(&self, rng: &mut dyn RngCore) -> Option<(AnyGame, usize)>;

    /// The seat (of this deal) whose player deals next, also the first deal of the next match:
    /// by default the forehand, as the deal passes to the left.
    fn next_dealer(&self) -> usize {
        0
    }

    /// The same deal as a seat could imagine it: what it sees kept, every card hidden from it
    /// dealt again at random among the places it cannot see.
    fn determinize(&self, seat: usize, rng: &mut dyn RngCore) -> AnyGame;

    /// Checks the deal's invariants (every card in one place, totals that agree), for a deal
    /// read back from storage; by default there is nothing to check beyond what reads.
    fn check(&self) -> Result<(), String> {
        Ok(())
    }

    /// The side a seat plays for over the match: partners share one (Bauernschnapsen: seats 0
    /// and 2, 1 and 3); by default every seat is a side of its own.
    fn side(&self, seat: usize) -> usize {
        seat
    }

    /// Whether a seat sits this deal out (at three in the two-player family, the dealer): it
    /// holds no cards and never acts, and its player may follow another's hand where the
    /// table's `kiebitz` rule allows it. By default every seat plays.
    fn sits_out(&self, seat: usize) -> bool {
        let _ = seat;
        false
    }

    /// The game points each seat wrote in the finished deal, where the game writes them on a
    /// sheet (a Bummerl, a Partie from 7, the sheet from 24), for the leaderboard; `None`, the
    /// default: the game writes none.
    fn written(&self) -> Option<Vec<u32>> {
        None
    }

    /// The deal as it ends when `seat`'s time ran out and the other side claims it, where the
    /// rules let a player claim a deal from an absent one (the family: the most a game can
    /// win); `None`, the default: the computer plays for the absent player instead.
    fn forfeit(&self, seat: usize) -> Option<AnyGame> {
        let _ = seat;
        None
    }

    /// What each seat's match counts if `seat` resigns it now (he leaves the table): by
    /// default −1 for him and his side ([`Game::side`]), +1 for everybody else; `None` where
    /// there is nothing to resign (a running account).
    fn resign(&self, seat: usize) -> Option<Vec<i64>> {
        let side = self.side(seat);
        Some(
            (0..self.seats())
                .map(|s| if self.side(s) == side { -1 } else { 1 })
                .collect(),
        )
    }

    /// Seats the computer must hold for the whole match (a computer bank); none by default.
    fn computer_seats(&self) -> Vec<usize> {
        Vec::new()
    }

    /// Whether `mv` by `seat` leaves the other seats' choices standing, so that their buttons
    /// stay valid (punters staking side by side); by default every move changes the deal for
    /// everybody.
    fn concurrent(&self, seat: usize, mv: &Move) -> bool {
        let _ = (seat, mv);
        false
    }

    /// The game's own knowledge for its computer player, on top of the search: `Some(Some(mv))`
    /// plays `mv` without searching; `Some(None)` lets a seat that may act but need not (a
    /// punter free to stake) do nothing now; `None` (the default) leaves the choice to the
    /// search.
    fn expert(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let _ = (seat, rng);
        None
    }

    /// The game's own hint for a seat, with its reason in a few words, `[German, English]`
    /// (`None`, the default: the search's move).
    fn hint(&self, seat: usize, rng: &mut dyn RngCore) -> Option<(Move, [String; 2])> {
        let _ = (seat, rng);
        None
    }

    /// The game's own random player, for the computer's random level, where a move drawn
    /// uniformly would be no opponent at all (the family's never claims without 66); like
    /// [`Game::expert`] (`None`, the default: a legal move drawn uniformly).
    fn random(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let _ = (seat, rng);
        None
    }

    /// The game's own weaker player, for the computer's easy level: like [`Game::expert`]
    /// (`None`, the default: the easy level plays as the searching one).
    fn easy(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Option<Move>> {
        let _ = (seat, rng);
        None
    }

    /// A quick move for the search's play-outs in place of a random one (`None`: at random) —
    /// where random play-outs misjudge a game, a little knowledge here makes its search see.
    fn playout_move(&self, seat: usize, rng: &mut dyn RngCore) -> Option<Move> {
        let _ = (seat, rng);
        None
    }
}

/// A label for any move: the cards as `K♥`, a verb as itself.
pub fn default_label(mv: &Move, lang: Lang) -> String {
    let _ = lang;
    let cards = mv.cards();
    if mv.verb() == "play" && cards.len() == 1 {
        return cards[0].label();
    }
    let mut parts = vec![mv.verb().replace('_', " ")];
    parts.extend(mv.args().map(|a| match a.parse::<Card>() {
        Ok(card) => card.label(),
        Err(_) => a.replace('_', " "),
    }));
    parts.join(" ")
}

/// [`Game::value`] of a two-player deal that scores only when it ends the match: the score, plus
/// the difference of the result's per-seat `field` (points, marks) divided by `scale`.
pub fn value_toward_match(result: Option<Value>, seat: usize, field: &str, scale: f64) -> f64 {
    let Some(result) = result else {
        return 0.0;
    };
    let of = |s: usize| result[field][s].as_f64().unwrap_or(0.0);
    result["score"][seat].as_f64().unwrap_or(0.0) + (of(seat) - of(1 - seat)) / scale
}

/// Words for the refusal codes every game shares; any other code in plain words.
pub fn default_refusal_text(refusal: Refusal, lang: Lang) -> String {
    let text = match (refusal, lang) {
        (Refusal::NOT_YOUR_TURN, Lang::De) => "Du bist nicht an der Reihe.",
        (Refusal::NOT_YOUR_TURN, Lang::En) => "It is not your turn.",
        (Refusal::NOT_IN_HAND, Lang::De) => "Diese Karte hast du nicht.",
        (Refusal::NOT_IN_HAND, Lang::En) => "You do not hold that card.",
        (Refusal::MUST_FOLLOW, Lang::De) => "Du musst Farbe bekennen.",
        (Refusal::MUST_FOLLOW, Lang::En) => "You must follow suit.",
        (Refusal::GAME_OVER, Lang::De) => "Das Spiel ist schon vorbei.",
        (Refusal::GAME_OVER, Lang::En) => "The deal is already over.",
        (Refusal::ILLEGAL, Lang::De) => "Dieser Zug ist jetzt nicht erlaubt.",
        (Refusal::ILLEGAL, Lang::En) => "That move is not allowed now.",
        (other, Lang::De) => return format!("Nicht erlaubt ({}).", other.code().replace('_', " ")),
        (other, Lang::En) => return format!("Not allowed: {}.", other.code().replace('_', " ")),
    };
    text.to_string()
}

/// Saving and copying a deal; every `Clone + Serialize` game has it.
pub trait Persist {
    /// The deal's state as JSON (the registry's `load` reads it back).
    fn save(&self) -> Value;
    /// A copy.
    fn boxed(&self) -> Box<dyn Game>;
}

impl<T: Game + Clone + Serialize + 'static> Persist for T {
    fn save(&self) -> Value {
        serde_json::to_value(self).expect("a game's state serializes")
    }

    fn boxed(&self) -> Box<dyn Game> {
        Box::new(self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_read_strictly() {
        assert_eq!(Move::parse("play:KH").unwrap().card(), "KH".parse().ok());
        assert_eq!(Move::parse("stake:7:3").unwrap().args().count(), 2);
        for bad in ["", "Play:KH", "play::KH", "play:K H", ":KH"] {
            assert!(Move::parse(bad).is_err(), "{bad}");
        }
        assert!(Move::parse(&"x".repeat(Move::MAX_LEN + 1)).is_err());
        assert!(Move::parse("play:TD").unwrap() < Move::parse("propose").unwrap());
    }

    #[test]
    fn a_choice_takes_only_its_cards_in_its_numbers() {
        let cards: Vec<Card> = ["7C", "8C", "9C"]
            .iter()
            .map(|c| c.parse().unwrap())
            .collect();
        let choice = Choice {
            verb: "lay".into(),
            from: cards.clone(),
            min: 2,
            max: 2,
        };
        assert_eq!(
            choice.to_move(&[cards[1], cards[0]]).unwrap().to_string(),
            "lay:7C:8C"
        );
        assert!(choice.to_move(&[cards[0]]).is_none());
        assert!(choice.to_move(&[cards[0], cards[0]]).is_none());
        assert!(choice.to_move(&[cards[0], "AS".parse().unwrap()]).is_none());
    }
}
