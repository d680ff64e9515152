//! Reading a text as a player of one language would (issue #41): what in it is wrong — a
//! placeable left unfilled, a card in another pack's or language's letters, a command word of
//! the other language quoted as something to type or written on a key. The tests of the core
//! and of every front end scan what they render with it.

use std::collections::{BTreeMap, BTreeSet};

use rand::SeedableRng;
use rand::rngs::SmallRng;

use crate::games::glossary::Face;
use crate::games::{Card, GameId, Lang};
use crate::ids::{Platform, TableKey};
use crate::manager::Manager;
use crate::protocol::Message;
use crate::simulate::TableDriver;

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
pub fn quoted(text: &str) -> Vec<String> {
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
        .flat_map(|face| crate::games::Suit::ALL.map(|s| face.symbol(s)))
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

/// What is wrong with a text a player of `lang` reads at a table of `game`, if anything: each
/// problem as `kind: what` (`a card in other letters: Q♥`). A text of one line is read as a
/// key's label, which is something to press as a quote is something to type.
pub fn problems(game: GameId, lang: Lang, text: &str) -> Vec<String> {
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

/// Plays `steps` random moves at a table of every game on `platform` through `manager` and
/// reads every message the manager answers, in every language, as `render` shows it to a
/// player (its texts: the message and its keys' labels), with [`problems`]. `render` may add
/// problems of its own, as texts starting with `!` (`!an example that is no move: …`). The
/// report: a line per kind of problem of a game in a language, how often, and the first lines
/// it was found in, in [`Reading::problems`]: none when everything reads right.
pub fn read_games(
    manager: &Manager,
    platform: Platform,
    steps: usize,
    mut render: impl FnMut(GameId, Lang, &Message) -> Vec<String>,
) -> Reading {
    let mut rng = SmallRng::seed_from_u64(41);
    let mut texts = 0;
    let mut found: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    for (n, game) in GameId::all().enumerate() {
        let key = TableKey::new(platform, format!("-41{n:03}"));
        let mut driver = TableDriver::of_game(key, game).reading();
        for _ in 0..steps {
            if driver.step(manager, &mut rng).is_err() {
                break;
            }
            for message in driver.said() {
                for lang in Lang::ALL {
                    for said in render(game, lang, message) {
                        texts += 1;
                        let problems = match said.strip_prefix('!') {
                            Some(problem) => vec![problem.to_owned()],
                            None => problems(game, lang, &said),
                        };
                        for problem in problems {
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
    let problems = found
        .iter()
        .map(|(at, (n, lines))| format!("{at} ×{n}\n    {}", lines.join("\n    ")))
        .collect();
    Reading { problems, texts }
}

/// What [`read_games`] read.
#[derive(Debug)]
pub struct Reading {
    /// A line per kind of problem of a game in a language, how often, and the first lines it
    /// was found in.
    pub problems: Vec<String>,
    /// How many texts it read.
    pub texts: usize,
}

impl Reading {
    /// Fails, with the problems, where anything read wrong or too little was read (`least`
    /// texts: a reader that rendered nothing finds nothing wrong).
    pub fn assert_right(&self, least: usize) {
        assert!(self.problems.is_empty(), "{}", self.problems.join("\n"));
        assert!(self.texts >= least, "read {} texts only", self.texts);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
