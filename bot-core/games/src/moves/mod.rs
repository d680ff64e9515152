//! A move: a small `Copy` code of a verb and its arguments, text only at the edges.
//!
//! A move holds its verb and each argument as a number: a card as its index, any other word
//! (`solo`, `H`, `12`) as the id of the process's [`vocab`]. Making a move, comparing two and
//! reading its verb or cards touches no text; its text (`play:KH`, the form of the rules files,
//! buttons and the store) is written by [`Move::text`] and read by [`Move::parse`].

mod vocab;

use std::fmt;

use arrayvec::{ArrayString, ArrayVec};
use serde::{Deserialize, Serialize};

use crate::card::Card;

/// An argument: a card's index below [`NUMBER`], a number below [`NUMBERS`] from [`NUMBER`]
/// on, else [`WORD`] plus a word's id.
type Token = u16;

/// The first token that is a number.
const NUMBER: Token = 64;

/// How many numbers have tokens of their own (`0` to `999`, written without leading zeros);
/// a larger one is a word.
const NUMBERS: Token = 1000;

/// The first token that is a word.
const WORD: Token = NUMBER + NUMBERS;

/// A move, in the canonical text of the rules files: a verb and its arguments separated by
/// colons (`play:KH`, `bid:solo`, `stake:7:3`, `lay:7C:8D`, `propose`). A legal move without
/// arguments whose verb has a [`Choice`](crate::game::Choice) stands for "choose cards, then
/// confirm".
///
/// A move is a `Copy` code of 32 bytes: equal moves have equal codes, and moves sort by their
/// text (as the rules files sort legal moves), so that the order is the same in every process.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Move {
    verb: u16,
    len: u8,
    args: [Token; Move::MAX_ARGS],
}

/// A text that is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadMove(pub String);

impl fmt::Display for BadMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a move: {:?}", self.0)
    }
}

impl std::error::Error for BadMove {}

/// Where a move's words come from: a game's own are always interned; text from outside only
/// while there is room for it (see [`vocab`]).
#[derive(Clone, Copy)]
enum Source {
    Game,
    Outside,
}

impl Move {
    /// The longest move text accepted (a button's payload must stay small).
    pub const MAX_LEN: usize = 40;

    /// The most arguments a move has (thirteen cards and a word).
    pub const MAX_ARGS: usize = 14;

    /// A move of a verb alone.
    pub fn verb_only(verb: &str) -> Move {
        Move::with_args(verb, &[])
    }

    /// A move of a verb and its arguments, each written with `Display` (panics if the text is
    /// not a move: for the game's own verbs and arguments; client text goes through
    /// [`Move::parse`]).
    pub fn new<I, A>(verb: &str, args: I) -> Move
    where
        I: IntoIterator<Item = A>,
        A: fmt::Display,
    {
        let mut out = Builder::new(verb, Source::Game);
        for arg in args {
            let mut text = ArrayString::<{ Move::MAX_LEN }>::new();
            fmt::Write::write_fmt(&mut text, format_args!("{arg}"))
                .unwrap_or_else(|_| panic!("an argument of {verb} fits a move"));
            out.push_text(&text);
        }
        out.finish()
            .unwrap_or_else(|| panic!("not a move: {verb} …"))
    }

    /// Playing a card: no look-up, no text.
    pub fn play(card: Card) -> Move {
        let mut args = [0; Move::MAX_ARGS];
        args[0] = Token::from(card.index());
        Move {
            verb: vocab::PLAY,
            len: 1,
            args,
        }
    }

    /// A verb and one card (`exchange:KH`).
    pub fn with_card(verb: &str, card: Card) -> Move {
        let mut out = Builder::new(verb, Source::Game);
        out.push_card(card);
        out.finish()
            .unwrap_or_else(|| panic!("not a move: {verb} {card}"))
    }

    /// This move with a number from 0 to 999 added as its last argument (`stake:K` and 12 make
    /// `stake:K:12`): no text is written or read, for moves made by the thousand. Panics on a
    /// larger number or a move that has all its arguments, which only a game's bug makes.
    pub fn and_number(mut self, number: u16) -> Move {
        assert!(number < NUMBERS, "{number} is not a move's number");
        assert!(
            usize::from(self.len) < Move::MAX_ARGS,
            "{self} has all its arguments"
        );
        self.args[usize::from(self.len)] = NUMBER + number;
        self.len += 1;
        self
    }

    /// This move with a card added as its last argument (`ask` and K♥ make `ask:KH`): no word
    /// is looked up. Panics on a move that has all its arguments.
    pub fn and_card(mut self, card: Card) -> Move {
        assert!(
            usize::from(self.len) < Move::MAX_ARGS,
            "{self} has all its arguments"
        );
        self.args[usize::from(self.len)] = Token::from(card.index());
        self.len += 1;
        self
    }

    /// Argument `index` as a number, if it is one from 0 to 999 (`stake:K:12`: 12 at 1).
    pub fn number(&self, index: usize) -> Option<u16> {
        let &token = self.tokens().get(index)?;
        (NUMBER..WORD).contains(&token).then(|| token - NUMBER)
    }

    /// A verb and one argument of the game's own (`announce:H`, `bid:solo`).
    pub fn with_arg(verb: &str, arg: &str) -> Move {
        Move::with_args(verb, &[arg])
    }

    /// A verb and arguments of the game's own (`stake:K:12`).
    pub fn with_args(verb: &str, args: &[&str]) -> Move {
        let mut out = Builder::new(verb, Source::Game);
        for arg in args {
            out.push_text(arg);
        }
        out.finish()
            .unwrap_or_else(|| panic!("not a move: {verb} {args:?}"))
    }

    /// Reads a move's text strictly: a lower-case verb, then arguments of letters, digits, `_`
    /// and `-`, none empty, at most [`Move::MAX_LEN`] bytes in all. Text that names a card
    /// (`KH`) is the card.
    pub fn parse(text: &str) -> Result<Move, BadMove> {
        let bad = || BadMove(text.to_string());
        let mut parts = text.split(':');
        let verb = parts.next().ok_or_else(bad)?;
        let mut out = Builder::new(verb, Source::Outside);
        for part in parts {
            out.push_text(part);
        }
        out.finish().ok_or_else(bad)
    }

    /// A game's own value's text as a move (a family action's `play:KH`); checked as
    /// [`Move::new`] checks, `None` if it is not one.
    pub fn from_text(text: impl fmt::Display) -> Option<Move> {
        let mut written = ArrayString::<{ Move::MAX_LEN }>::new();
        fmt::Write::write_fmt(&mut written, format_args!("{text}")).ok()?;
        let mut parts = written.split(':');
        let mut out = Builder::new(parts.next()?, Source::Game);
        for part in parts {
            out.push_text(part);
        }
        out.finish()
    }

    /// The text (`play:KH`), written on the stack.
    pub fn text(&self) -> ArrayString<{ Move::MAX_LEN }> {
        let mut out = ArrayString::new();
        out.push_str(self.verb());
        for arg in self.args() {
            out.push(':');
            out.push_str(arg);
        }
        out
    }

    /// The bytes of the text, one after the other.
    fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        let args = self
            .args()
            .flat_map(|arg| std::iter::once(b':').chain(arg.bytes()));
        self.verb().bytes().chain(args)
    }

    /// The verb.
    pub fn verb(&self) -> &'static str {
        vocab::text(self.verb)
    }

    /// Whether the verb is `verb`.
    pub fn is(&self, verb: &str) -> bool {
        self.verb() == verb
    }

    fn tokens(&self) -> &[Token] {
        &self.args[..usize::from(self.len)]
    }

    /// The arguments' texts.
    pub fn args(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.tokens().iter().map(|&token| token_text(token))
    }

    /// How many arguments the move has.
    pub fn arg_count(&self) -> usize {
        usize::from(self.len)
    }

    /// The arguments in a list on the stack, to match as a slice (`[card]`, `[rank, amount]`).
    pub fn arg_list(&self) -> ArrayVec<&'static str, { Move::MAX_ARGS }> {
        self.args().collect()
    }

    /// The group the move belongs to where a hand offers its moves in two steps: its first two
    /// words (`stake K` of `stake K 9`); `None` for a move of fewer words.
    pub fn group(&self) -> Option<Move> {
        let [first, _, ..] = self.arg_list()[..] else {
            return None;
        };
        Some(Move::with_arg(self.verb(), first))
    }

    /// The arguments that are cards, in order (no allocation).
    pub fn cards(&self) -> Cards {
        let mut cards = Cards::default();
        for &token in self.tokens() {
            if let Some(card) = token_card(token) {
                cards.push(card);
            }
        }
        cards
    }

    /// The card of a `play` move of one card (`play:KH`), read without text: the move every
    /// trick game makes most. `None` for any other move.
    pub fn played(&self) -> Option<Card> {
        (self.verb == vocab::PLAY && self.len == 1)
            .then(|| token_card(self.args[0]))
            .flatten()
    }

    /// The first card argument.
    pub fn card(&self) -> Option<Card> {
        self.tokens().iter().find_map(|&token| token_card(token))
    }
}

/// A token's text: a card's code or a word.
fn token_text(token: Token) -> &'static str {
    if token < NUMBER {
        card_code(token)
    } else if token < WORD {
        number_text(token - NUMBER)
    } else {
        vocab::text(token - WORD)
    }
}

/// A token's card: a card token, or a word that reads as a card.
fn token_card(token: Token) -> Option<Card> {
    if token < NUMBER {
        Card::from_index(token as u8)
    } else if token < WORD {
        None
    } else {
        Card::read(vocab::text(token - WORD))
    }
}

/// A number's text, from a table made once.
fn number_text(number: Token) -> &'static str {
    static TEXTS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    let texts = TEXTS.get_or_init(|| {
        (0..NUMBERS)
            .map(|n| &*Box::leak(n.to_string().into_boxed_str()))
            .collect()
    });
    texts[usize::from(number)]
}

/// The number a text writes, if it has a token ([`NUMBERS`]).
fn number_of(text: &str) -> Option<Token> {
    let canonical = !text.is_empty()
        && text.len() <= 3
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    canonical.then(|| text.bytes().fold(0, |n, b| n * 10 + Token::from(b - b'0')))
}

/// The code of the card of a token below [`NUMBER`], from a table made once.
fn card_code(token: Token) -> &'static str {
    static CODES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    let codes = CODES.get_or_init(|| {
        (0..NUMBER as u8)
            .map(|i| match Card::from_index(i) {
                Some(card) => {
                    let code = String::from_utf8(card.code().to_vec()).expect("ASCII");
                    &*Box::leak(code.into_boxed_str())
                }
                None => "",
            })
            .collect()
    });
    codes[usize::from(token)]
}

/// A move being made: its verb and arguments so far, and whether it still fits.
struct Builder {
    out: Move,
    /// The length of its text so far.
    chars: usize,
    /// Whether every part was a word or card that fits, and the verb a verb.
    ok: bool,
    source: Source,
}

impl Builder {
    fn new(verb: &str, source: Source) -> Builder {
        let id = match source {
            Source::Game => vocab::of(verb),
            Source::Outside => vocab::of_outside(verb),
        };
        Builder {
            out: Move {
                verb: id.unwrap_or(0),
                len: 0,
                args: [0; Move::MAX_ARGS],
            },
            chars: verb.len(),
            ok: id.is_some()
                && !verb.is_empty()
                && verb.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
            source,
        }
    }

    fn push_token(&mut self, token: Token, len: usize) {
        self.chars += 1 + len;
        match self.out.args.get_mut(usize::from(self.out.len)) {
            Some(slot) => {
                *slot = token;
                self.out.len += 1;
            }
            None => self.ok = false,
        }
    }

    fn push_card(&mut self, card: Card) {
        self.push_token(Token::from(card.index()), 2);
    }

    /// An argument's text: the card it names exactly, else a word.
    fn push_text(&mut self, arg: &str) {
        if let Some(card) = Card::read(arg).filter(|card| card.code() == arg.as_bytes()) {
            return self.push_card(card);
        }
        if let Some(number) = number_of(arg) {
            return self.push_token(NUMBER + number, arg.len());
        }
        self.ok &= !arg.is_empty()
            && arg
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        let id = match self.source {
            Source::Game => vocab::of(arg),
            Source::Outside => vocab::of_outside(arg),
        };
        match id {
            Some(id) => self.push_token(WORD + id, arg.len()),
            None => self.ok = false,
        }
    }

    /// The move if it is one.
    fn finish(self) -> Option<Move> {
        (self.ok && self.chars <= Move::MAX_LEN).then_some(self.out)
    }
}

/// The cards of a move, in order, kept on the stack (a move holds at most 14); a slice of
/// cards to the reader.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Cards {
    len: u8,
    cards: [Card; Cards::MAX],
}

impl Default for Cards {
    fn default() -> Cards {
        Cards {
            len: 0,
            cards: [Card::new(crate::card::Rank::Two, crate::card::Suit::Clubs); Cards::MAX],
        }
    }
}

impl Cards {
    /// The most cards a move can name.
    pub const MAX: usize = Move::MAX_ARGS;

    fn push(&mut self, card: Card) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
    }

    /// The cards as a slice.
    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }
}

impl std::ops::Deref for Cards {
    type Target = [Card];

    fn deref(&self) -> &[Card] {
        self.as_slice()
    }
}

impl<const N: usize> PartialEq<[Card; N]> for Cards {
    fn eq(&self, other: &[Card; N]) -> bool {
        self.as_slice() == other
    }
}

impl PartialEq<Vec<Card>> for Cards {
    fn eq(&self, other: &Vec<Card>) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl fmt::Debug for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl IntoIterator for Cards {
    type Item = Card;
    type IntoIter = std::iter::Take<std::array::IntoIter<Card, { Cards::MAX }>>;

    fn into_iter(self) -> Self::IntoIter {
        self.cards.into_iter().take(usize::from(self.len))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.verb())?;
        for arg in self.args() {
            f.write_str(":")?;
            f.write_str(arg)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

impl Ord for Move {
    /// By text, as the rules files sort legal moves (the same in every process).
    fn cmp(&self, other: &Move) -> std::cmp::Ordering {
        if self == other {
            return std::cmp::Ordering::Equal;
        }
        // Part by part (verb, then arguments): the first two parts that differ decide unless
        // one is the other's beginning (`1` and `10`, where the byte after it decides).
        let mine = std::iter::once(self.verb()).chain(self.args());
        let theirs = std::iter::once(other.verb()).chain(other.args());
        for (a, b) in mine.zip(theirs) {
            if a == b {
                continue;
            }
            if a.starts_with(b) || b.starts_with(a) {
                return self.bytes().cmp(other.bytes());
            }
            return a.cmp(b);
        }
        self.len.cmp(&other.len)
    }
}

impl PartialOrd for Move {
    fn partial_cmp(&self, other: &Move) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl TryFrom<String> for Move {
    type Error = BadMove;
    fn try_from(text: String) -> Result<Move, BadMove> {
        Move::parse(&text)
    }
}

impl From<Move> for String {
    fn from(mv: Move) -> String {
        mv.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_reads_and_writes_its_text() {
        for text in [
            "play:KH",
            "bid:solo_tout",
            "stake:K:12",
            "stake:5:0",
            "stake:2:012",
            "stake:2:1000",
            "lay:7C:8D",
            "propose",
            "trump:C:D",
            "turn:0",
        ] {
            let mv = Move::parse(text).unwrap();
            assert_eq!(mv.text().as_str(), text);
            assert_eq!(mv.to_string(), text);
        }
        let kh = Card::read("KH").unwrap();
        assert_eq!(Move::parse("play:KH").unwrap(), Move::play(kh));
        assert_eq!(Move::with_card("play", kh), Move::play(kh));
        assert_eq!(Move::new("play", [kh]), Move::play(kh));
        assert_eq!(Move::from_text("play:KH"), Some(Move::play(kh)));
        assert_eq!(Move::play(kh).card(), Some(kh));
        assert_eq!(
            Move::parse("play:10H").unwrap().card(),
            None,
            "a word, not a card"
        );
        assert_eq!(Move::parse("play:10H").unwrap().to_string(), "play:10H");
        let lay = Move::parse("lay:7C:8D").unwrap();
        assert_eq!(
            lay.cards(),
            [Card::read("7C").unwrap(), Card::read("8D").unwrap()]
        );
        assert_eq!(lay.arg_list().as_slice(), ["7C", "8D"]);
        assert_eq!(Move::parse("stake:K:12").unwrap().card(), None);
        assert_eq!(
            Move::verb_only("ask").and_card(kh),
            Move::with_card("ask", kh)
        );
        let stake = Move::with_arg("stake", "K").and_number(12);
        assert_eq!(stake, Move::parse("stake:K:12").unwrap());
        assert_eq!((stake.number(0), stake.number(1)), (None, Some(12)));
        assert_eq!(
            Move::parse("stake:2:012").unwrap().number(1),
            None,
            "a word"
        );
        assert_eq!(
            Move::parse("stake:2:1000").unwrap().number(1),
            None,
            "a word"
        );
    }

    #[test]
    fn what_is_not_a_move_is_refused() {
        for text in [
            "",
            "Play:KH",
            "play:",
            "play::KH",
            "play:K H",
            ":KH",
            "play:KH:",
            "bid:ä",
            "a_very_long_verb_that_goes_on:and_on_and_on_and_on",
            "lay:7C:8C:9C:TC:JC:QC:KC:AC:7D:8D:9D:TD:JD",
        ] {
            assert!(Move::parse(text).is_err(), "{text:?}");
        }
        assert!(
            Move::parse("lay:7C:8C:9C:TC:JC:QC:KC:AC:7D:8D:9D:TD:J").is_err(),
            "too long"
        );
    }

    #[test]
    fn moves_sort_by_their_text() {
        let texts = [
            "stake:10:6",
            "stake:1:6",
            "stake:1",
            "play:TC",
            "play:7C",
            "bid:solo",
            "bid:solo_tout",
            "bid",
            "bid_x",
            "trump:C:D",
            "trump:C",
            "trump:CD",
            "stake:K:9",
            "stake:K:12",
            "announce:tierce:KH",
            "announce:marriage:H",
        ];
        let mut moves: Vec<Move> = texts.iter().map(|t| Move::parse(t).unwrap()).collect();
        moves.sort();
        let sorted: Vec<String> = moves.iter().map(Move::to_string).collect();
        let mut want = texts.map(String::from).to_vec();
        want.sort();
        assert_eq!(sorted, want);
    }
}
