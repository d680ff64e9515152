//! The words of moves: every verb and every argument that is not a card, interned once per
//! process so that a [`Move`](super::Move) holds small numbers instead of text.
//!
//! Ids are handed out in the order words are first seen, so they differ between processes:
//! nothing stored or compared across processes uses them (moves are stored and sorted by their
//! text). The commonest words have fixed ids ([`SEEDS`]), so the hottest constructors need no
//! look-up at all; any other look-up is answered from a small per-thread cache keyed by a hash
//! of the text and checked against it, and only a miss takes the global lock.

use std::cell::Cell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// Words with fixed ids, in id order: `play` is id 0.
pub const SEEDS: [&str; 12] = [
    "play", "pass", "claim", "close", "exchange", "announce", "bid", "trump", "discard", "lay",
    "draw", "stake",
];

/// The id of `play`.
pub const PLAY: u16 = 0;

/// The most words a process interns.
const CAPACITY: usize = 8192;

/// The most words that text from outside (typed moves, payloads) may add: the rest of
/// [`CAPACITY`] stays for the games' own words, so a flood of made-up words cannot keep a game
/// from writing its moves.
const FROM_OUTSIDE: usize = 2048;

/// Every word's text by id ([`SEEDS`] first).
static TEXTS: [OnceLock<&'static str>; CAPACITY] = [const { OnceLock::new() }; CAPACITY];

/// Words interned so far, and how many came from outside.
static ADDED: AtomicUsize = AtomicUsize::new(0);

/// The id of every interned word beyond the seeds.
fn index() -> &'static Mutex<HashMap<&'static str, u16>> {
    static INDEX: OnceLock<Mutex<HashMap<&'static str, u16>>> = OnceLock::new();
    INDEX.get_or_init(|| {
        let map = SEEDS.iter().enumerate().map(|(id, &w)| (w, id as u16));
        Mutex::new(map.collect())
    })
}

/// A word's text.
pub fn text(id: u16) -> &'static str {
    let id = usize::from(id);
    match SEEDS.get(id) {
        Some(seed) => seed,
        None => TEXTS[id].get().expect("an id handed out names a word"),
    }
}

const CACHE: usize = 256;

thread_local! {
    /// Recent look-ups of this thread: a text's hash picks a slot holding the id found (plus
    /// one; zero is empty).
    static RECENT: [Cell<u16>; CACHE] = const { [const { Cell::new(0) }; CACHE] };
}

/// FNV-1a of the text, folded to a slot.
fn slot(word: &str) -> usize {
    let hash = word.bytes().fold(0x811c_9dc5_u32, |hash, b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    (hash ^ (hash >> 16)) as usize % CACHE
}

/// The id of a word of a game's own (interned if new). `None` only once every id is used.
pub fn of(word: &str) -> Option<u16> {
    lookup(word, false)
}

/// The id of a word from outside (interned if new while fewer than [`FROM_OUTSIDE`] such words
/// were added). `None` if it is new and there is no room.
pub fn of_outside(word: &str) -> Option<u16> {
    lookup(word, true)
}

fn lookup(word: &str, outside: bool) -> Option<u16> {
    // The seeds are most of the verbs made on the hot path: found without hashing.
    if let Some(id) = SEEDS.iter().position(|&seed| seed == word) {
        return Some(id as u16);
    }
    let at = slot(word);
    let cached = RECENT.with(|recent| recent[at].get());
    if cached != 0 && text(cached - 1) == word {
        return Some(cached - 1);
    }
    let id = intern(word, outside)?;
    RECENT.with(|recent| recent[at].set(id + 1));
    Some(id)
}

fn intern(word: &str, outside: bool) -> Option<u16> {
    static OUTSIDE: AtomicUsize = AtomicUsize::new(0);
    let mut index = index().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&id) = index.get(word) {
        return Some(id);
    }
    let id = SEEDS.len() + ADDED.load(Ordering::Relaxed);
    if id >= CAPACITY || (outside && OUTSIDE.load(Ordering::Relaxed) >= FROM_OUTSIDE) {
        return None;
    }
    let text: &'static str = Box::leak(word.to_owned().into_boxed_str());
    TEXTS[id].set(text).expect("a new id is free");
    ADDED.fetch_add(1, Ordering::Relaxed);
    if outside {
        OUTSIDE.fetch_add(1, Ordering::Relaxed);
    }
    let id = id as u16;
    index.insert(text, id);
    Some(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_keeps_its_id_and_its_text() {
        let id = of("kontrabauernschnapser").unwrap();
        assert_eq!(text(id), "kontrabauernschnapser");
        let copy = String::from("kontrabauernschnapser");
        assert_eq!(of(&copy), Some(id), "the same text from another address");
        assert_eq!(of("play"), Some(PLAY));
        assert_eq!(text(PLAY), "play");
        assert_ne!(of("kontra"), Some(id));
    }

    #[test]
    fn a_reused_buffer_is_looked_up_by_its_text() {
        let mut buffer = String::from("aaaa");
        let a = of(&buffer).unwrap();
        buffer.replace_range(.., "bbbb");
        let b = of(&buffer).unwrap();
        assert_ne!(a, b);
        assert_eq!(text(b), "bbbb");
    }
}
