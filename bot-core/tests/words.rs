//! Issue #41, item 10: a test that reads everything. Random matches of every game are played
//! through the manager; every message they produce, and every key of every hand and table, is
//! rendered in every language — a message missing in a catalogue or a placeable left unfilled
//! panics in this (debug) build — and what it says is scanned for words of the other language's
//! command vocabulary and for cards written in another pack's or language's letters.

use std::sync::atomic::{AtomicUsize, Ordering};

use bot_core::games::Lang;
use bot_core::manager::{Body, Manager, Platform, SledStore, Timing};
use bot_core::present;
use bot_core::scan::{self, quoted};
use bot_core::text;

/// Moves per game: several deals of each, their ends and a match's end for the short ones.
const STEPS: usize = 600;

/// How many examples the prompts gave, all games and languages: the scan must have read some.
static EXAMPLES: AtomicUsize = AtomicUsize::new(0);

/// What a hand's typed list quotes as something to type that the typed reader does not take
/// (`„weglegen K♥ 7♥“`, `“bid solo”`): each example a prompt gives must be a move.
fn unreadable_examples(lang: Lang, body: &Body) -> Vec<String> {
    let Body::Hand(hand) = body else {
        return Vec::new();
    };
    if hand.read_only || !hand.view.can_act() {
        return Vec::new();
    }
    let typed = text::typed_hand(lang, hand);
    let examples = quoted(&typed);
    EXAMPLES.fetch_add(examples.len(), Ordering::Relaxed);
    examples
        .into_iter()
        .filter(|example| {
            let read =
                text::typed::meant(example, &hand.view).is_some() || text::typed::ready(example);
            !read
        })
        .map(|example| format!("an example that is no move: {example}"))
        .collect()
}

/// Every text of a message in `lang`: its body and its keys.
fn texts(lang: Lang, body: &Body) -> Vec<String> {
    let mut out = vec![text::body(lang, body)];
    let keys = match body {
        Body::Hand(hand) => present::hand_keys(lang, hand),
        Body::Table(view) => present::table_keys(lang, view),
        _ => Vec::new(),
    };
    out.extend(keys.into_iter().flatten().map(|key| key.label));
    out
}

#[test]
fn every_message_of_every_game_reads_right_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let manager = Manager::new(SledStore::open(dir.path()).unwrap(), Timing::default());
    let report = scan::read_games(&manager, Platform::Terminal, STEPS, |_, lang, message| {
        let examples = unreadable_examples(lang, &message.body).into_iter();
        let examples = examples.map(|problem| format!("!{problem}"));
        examples.chain(texts(lang, &message.body)).collect()
    });
    report.assert_right(10_000);
    let examples = EXAMPLES.load(Ordering::Relaxed);
    assert!(
        examples > 100,
        "the prompts gave {examples} examples to type"
    );
}
