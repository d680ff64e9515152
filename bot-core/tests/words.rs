//! Issue #41, item 10: a test that reads everything. Random matches of every game are played
//! through the manager; every message they produce, and every key of every hand and table, is
//! rendered in every language — a message missing in a catalogue or a placeable left unfilled
//! panics in this (debug) build — and what it says is scanned for words of the other language's
//! command vocabulary and for cards written in another pack's or language's letters.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};

use bot_core::games::glossary::Face;
use bot_core::games::{Card, GameId, Lang};
use bot_core::manager::{Body, Manager, Platform, SledStore, TableKey, Timing};
use bot_core::present;
use bot_core::simulate::TableDriver;
use bot_core::text;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// Moves per game: several deals of each, their ends and a match's end for the short ones.
const STEPS: usize = 600;

/// Command words a player types in one language only (the verbs of the games' moves, the
/// table's commands): in the other language's text they are a mistake, quoted as something to
/// type.
fn only_in(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            "play", "discard", "bid", "pass", "lay", "announce", "exchange", "close", "claim",
            "ready", "stake", "draw", "double", "redeal", "turn", "trump", "hand", "score",
            "rules", "abort", "help", "new", "leave", "hint", "quit",
        ],
        Lang::De => &[
            "spiel",
            "spielen",
            "weglegen",
            "ansagen",
            "tauschen",
            "zudrehen",
            "gut",
            "weiter",
            "passe",
            "trumpf",
            "aufdecken",
            "setzen",
            "stehen",
            "kaufen",
            "regeln",
            "abbrechen",
            "hilfe",
            "neu",
            "tipp",
            "ende",
        ],
    }
}

/// The other language than `lang` (two are spoken).
fn other(lang: Lang) -> Lang {
    Lang::ALL
        .into_iter()
        .find(|&l| l != lang)
        .expect("two languages")
}

/// What is quoted in `text` as something to type: between „…“ (German) or “…” (English) and
/// in `…`.
fn quoted(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (open, close) in [('„', '“'), ('“', '”'), ('`', '`')] {
        let mut rest = text;
        while let Some(start) = rest.find(open) {
            let after = &rest[start + open.len_utf8()..];
            let Some(end) = after.find(close) else { break };
            out.push(after[..end].to_owned());
            rest = &after[end + close.len_utf8()..];
        }
    }
    out
}

/// The cards written in `text`: each rank's letters right before a suit's symbol, of either
/// face.
fn written_cards(text: &str) -> Vec<String> {
    let symbols: BTreeSet<&str> = [Face::French, Face::German]
        .into_iter()
        .flat_map(|face| bot_core::games::Suit::ALL.map(|s| face.symbol(s)))
        .collect();
    let mut found = Vec::new();
    for symbol in symbols {
        let mut rest = text;
        while let Some(at) = rest.find(symbol) {
            let before = &rest[..at];
            let rank: String = before
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            if !rank.is_empty() {
                found.push(format!("{rank}{symbol}"));
            }
            rest = &rest[at + symbol.len()..];
        }
    }
    found
}

/// What is wrong with a text a player of `lang` reads at a table of `game`, if anything.
fn problems(game: GameId, lang: Lang, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(at) = text.find('{') {
        let near: String = text[at..].chars().take(20).collect();
        out.push(format!("an unfilled placeable: {near}"));
    }
    let face = game.spec().face;
    let labels: BTreeSet<&str> = (0..52)
        .filter_map(Card::from_index)
        .map(|c| face.card(c, lang))
        .collect();
    for card in written_cards(text) {
        if !labels.contains(card.as_str()) {
            out.push(format!("a card in other letters: {card}"));
        }
    }
    let foreign = only_in(other(lang));
    // A key's label is something to press, as a quote is something to type.
    let whole = (!text.contains('\n')).then(|| text.to_owned());
    for quote in quoted(text).into_iter().chain(whole) {
        let first = quote.trim_start_matches('/').split_whitespace().next();
        let first = first.unwrap_or("").to_lowercase();
        if foreign.contains(&first.as_str()) {
            out.push(format!("a command of the other language: {quote}"));
        }
    }
    out
}

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
    let mut rng = SmallRng::seed_from_u64(41);
    // Each kind of problem of a game in a language, how often, and its first lines.
    let mut found: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    for game in GameId::all() {
        let key = TableKey::new(Platform::Terminal, format!("words-{}", game.id()));
        let mut driver = TableDriver::of_game(key, game).reading();
        for _ in 0..STEPS {
            if driver.step(&manager, &mut rng).is_err() {
                break;
            }
            for message in driver.said() {
                for lang in Lang::ALL {
                    let examples = unreadable_examples(lang, &message.body);
                    let typed = examples.into_iter().map(|p| (p.clone(), p));
                    let read = texts(lang, &message.body).into_iter().flat_map(|said| {
                        problems(game, lang, &said)
                            .into_iter()
                            .map(move |p| (p, said.clone()))
                    });
                    for (problem, said) in typed.chain(read) {
                        {
                            let (kind, what) = problem.split_once(": ").unwrap_or((&problem, ""));
                            let line = said.lines().find(|l| l.contains(what)).unwrap_or(&said);
                            let at = format!("{} ({}): {kind}", game.id(), lang.code());
                            let (n, lines) = found.entry(at).or_default();
                            *n += 1;
                            if lines.len() < 2 && !lines.iter().any(|l| l == line) {
                                lines.push(line.to_owned());
                            }
                        }
                    }
                }
            }
        }
    }
    let report: Vec<String> = found
        .iter()
        .map(|(at, (n, lines))| format!("{at} ×{n}\n    {}", lines.join("\n    ")))
        .collect();
    assert!(report.is_empty(), "{}", report.join("\n"));
    let examples = EXAMPLES.load(Ordering::Relaxed);
    assert!(
        examples > 100,
        "the prompts gave {examples} examples to type"
    );
}

#[test]
fn the_scan_finds_what_it_looks_for() {
    let schnapsen = GameId::of("schnapsen").unwrap();
    let schlauch = GameId::of("schlauch").unwrap();
    assert!(problems(schnapsen, Lang::De, "Trumpf: D♥ B♠ 10♣").is_empty());
    assert_eq!(problems(schnapsen, Lang::De, "Q♥").len(), 1);
    assert_eq!(problems(schnapsen, Lang::En, "D♥").len(), 1);
    assert_eq!(problems(schlauch, Lang::De, "K♥").len(), 1);
    assert!(problems(schlauch, Lang::En, "O❤️ U🌰").is_empty());
    assert_eq!(
        problems(schnapsen, Lang::De, "z. B. „discard TH QH“").len(),
        1
    );
    assert_eq!(
        problems(schnapsen, Lang::En, "e.g. “weglegen 3 4”").len(),
        1
    );
    assert_eq!(problems(schnapsen, Lang::En, "{0} wins").len(), 1);
}
