//! The terminal table's own words (`bummerl play`): the command help (with the variants) and the
//! short notes that are not messages of the manager.

use std::path::PathBuf;

use super::catalogue::{format, text};
use super::house::closing_rule;
use super::quote::quote;

use super::names::{variant_line, variant_name};
use crate::games::GameId;
use crate::games::Unit;
use crate::games::catalogue::Arg;
use crate::games::words::join;
use crate::ids::Lang;
use crate::store::Location;

/// The commands of the terminal table at a table of `variant`, one per line — the two-player
/// moves, or trump, bids, doubles and laying away at four and three — then the commands every
/// table has, then all variants, a line each, and how three play.
pub fn help(lang: Lang, variant: GameId) -> String {
    let id = variant;
    let moves = id
        .spec()
        .commands(lang)
        .unwrap_or_else(|| text(lang, "terminal-moves"));
    let common = text(lang, "terminal-common");
    let names: Vec<&str> = GameId::all().map(|v| v.id()).collect();
    let names = names.join("|");
    let variants = format(
        lang,
        "terminal-variants",
        &[("names", names.as_str().into())],
    );
    // The computers play the games he sits out at once: there is nothing to watch.
    let three = super::three_at_a_table(
        lang,
        super::Spelled {
            three: "--players 3",
            kiebitz: None,
        },
    );
    // `common` begins with its command: a string continuation drops the indentation.
    let mut out = format!("{moves}\n  {common}\n\n{variants}");
    for v in GameId::all() {
        out.push_str(&format!("\n  {}", variant_line(lang, v)));
    }
    out.push_str(&format!("\n{three}\n\n{}", closing_rule(lang, None)));
    out
}

/// Every variant's name, joined: `Schnapsen, Sechsundsechzig, … und Dreierschnapsen`.
fn all_variants(lang: Lang) -> String {
    let names: Vec<String> = GameId::all()
        .map(|v| variant_name(lang, v).to_owned())
        .collect();
    join(lang, &names)
}

/// A note of the terminal table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The first line on start.
    Welcome,
    /// The table was found in the data directory and goes on.
    Resumed,
    /// Leaving.
    Bye,
    /// Input that is no command.
    Unknown(String),
    /// A number was typed but there is nothing to choose.
    NothingToChoose,
    /// A number out of range: choices are 1 to n.
    ChooseBetween(usize),
    /// Input at a registry game's table that is none of the player's moves now.
    NoSuchMove(String),
    /// How to type a registry game's move of several cards: its verb and the cards, by code or
    /// by their numbers in the list.
    ChooseCards {
        /// The move's verb as the player types it ([`super::typed_verb`]: `weglegen`).
        verb: String,
        /// The fewest cards.
        min: usize,
        /// The most cards.
        max: usize,
        /// The cards that may be chosen as shown (`7♣`), in the order they are numbered.
        labels: Vec<String>,
    },
    /// `20` without a suit while several marriages could be announced.
    WhichSuit,
    /// A command's syntax, after it was used wrongly.
    Usage(String),
    /// The Bummerl (Partie) is over, or none is under way: how to start the next.
    StartNext(Unit),
    /// There is no table: how to open one.
    OpenNew,
    /// The language was switched.
    Language,
    /// The player chose how his cards are shown (on the platforms that show pictures).
    Cards(crate::ids::Cards),
    /// The table's seed, and how to deal the same cards again.
    Seed(u64),
    /// Options for a new table (`--variant`, …) given while a table goes on: they wait.
    Ignored(Vec<&'static str>),
    /// `--players` outside the variant's own numbers of players.
    PlayersOfVariant {
        /// The variant asked for.
        variant: GameId,
        /// The players asked for.
        players: usize,
    },
    /// The data directory is held by another `bummerl` process.
    InUse(PathBuf),
    /// The database (a data directory or a PostgreSQL URL) cannot be opened for another reason.
    CannotOpen(Location, String),
    /// A finished deal's scenario was written to a file.
    Exported(PathBuf),
    /// A finished deal's scenario could not be written to a file: why.
    CannotExport(PathBuf, String),
    /// A word that names no game where a game is asked for (`new GAME`, `top GAME`).
    UnknownGame(String),
    /// `new GAME` while a table of another game goes on: it is closed first.
    TableGoesOn {
        /// The table's game.
        table: GameId,
        /// The game asked for.
        wanted: GameId,
    },
}

/// A note as one line.
pub fn note(lang: Lang, note: &Note) -> String {
    let line = |id: &str, args: &[(&str, Arg)]| format(lang, id, args);
    match note {
        Note::Welcome => line(
            "note-welcome",
            &[("games", all_variants(lang).as_str().into())],
        ),
        Note::Resumed => text(lang, "note-resumed"),
        Note::Bye => text(lang, "note-bye"),
        Note::Unknown(input) => line("note-unknown", &[("input", quote(input).as_str().into())]),
        Note::NothingToChoose => text(lang, "note-nothing-to-choose"),
        Note::ChooseBetween(n) => line("note-choose-between", &[("n", (*n).into())]),
        Note::NoSuchMove(input) => line(
            "note-no-such-move",
            &[("input", quote(input).as_str().into())],
        ),
        Note::ChooseCards {
            verb,
            min,
            max,
            labels,
        } => {
            let count = if min == max {
                min.to_string()
            } else {
                format!("{min}–{max}")
            };
            let first = (*min).max(1);
            let by_code: Vec<&str> = labels.iter().take(first).map(String::as_str).collect();
            let by_number: Vec<String> = (1..=first.min(labels.len()))
                .map(|n| n.to_string())
                .collect();
            let list: Vec<String> = labels
                .iter()
                .enumerate()
                .map(|(i, label)| format!("{}) {label}", i + 1))
                .collect();
            let (by_code, by_number, list) =
                (by_code.join(" "), by_number.join(" "), list.join("  "));
            let args = [
                ("verb", verb.into()),
                ("count", (&count).into()),
                ("by-code", (&by_code).into()),
                ("by-number", (&by_number).into()),
                ("list", (&list).into()),
            ];
            line("note-choose-cards", &args)
        }
        Note::WhichSuit => text(lang, "note-which-suit"),
        Note::Usage(syntax) => line("note-usage", &[("syntax", syntax.into())]),
        Note::StartNext(unit) => {
            let unit = match unit {
                Unit::Bummerl => "bummerl",
                Unit::Partie => "partie",
                Unit::Marken => "marken",
            };
            line("note-start-next", &[("unit", unit.into())])
        }
        Note::OpenNew => text(lang, "note-open-new"),
        Note::Language => text(lang, "note-language"),
        Note::Cards(cards) => line("note-cards", &[("cards", cards.code().into())]),
        Note::Seed(seed) => {
            // A seed is 64 bits: as text, since a number would pass through a float.
            let seed = seed.to_string();
            line("note-seed", &[("seed", (&seed).into())])
        }
        Note::Ignored(options) => {
            let options: Vec<String> = options.iter().map(|&o| o.to_owned()).collect();
            let options = join(lang, &options);
            line("note-ignored", &[("options", (&options).into())])
        }
        Note::PlayersOfVariant { variant, players } => {
            let sizes = sizes(lang, *variant);
            let mut args = vec![
                ("game", variant_name(lang, *variant).into()),
                ("sizes", (&sizes).into()),
                ("players", (*players).into()),
            ];
            match other_variant(*variant, *players) {
                Some(other) => {
                    args.push(("other", other.id().into()));
                    line("note-players-other-variant", &args)
                }
                None => line("note-players-of-variant", &args),
            }
        }
        Note::InUse(dir) => {
            let dir = dir.display().to_string();
            line("note-in-use", &[("dir", (&dir).into())])
        }
        Note::CannotOpen(at, problem) => {
            let at = at.to_string();
            line(
                "note-cannot-open",
                &[("at", (&at).into()), ("problem", problem.into())],
            )
        }
        Note::Exported(file) => {
            let file = file.display().to_string();
            line("note-exported", &[("file", (&file).into())])
        }
        Note::UnknownGame(word) => {
            let games: Vec<String> = GameId::all().map(|v| v.id().to_owned()).collect();
            let (word, games) = (quote(word), join(lang, &games));
            let args = [("word", (&word).into()), ("games", (&games).into())];
            line("note-unknown-game", &args)
        }
        Note::TableGoesOn { table, wanted } => {
            let wanted_name = variant_name(lang, *wanted);
            let args = [
                ("table", variant_name(lang, *table).into()),
                ("sound", super::names::sound(&wanted_name).into()),
                ("wanted", wanted_name.into()),
                ("id", wanted.id().into()),
            ];
            line("note-table-goes-on", &args)
        }
        Note::CannotExport(file, problem) => {
            let file = file.display().to_string();
            let args = [("file", (&file).into()), ("problem", problem.into())];
            line("note-cannot-export", &args)
        }
    }
}

/// How many play a variant: `4`, `2 oder 3`, `2 bis 11`.
fn sizes(lang: Lang, variant: GameId) -> String {
    let (min, max) = variant.spec().seats;
    let args = [("min", min.into()), ("max", max.into())];
    match max - min {
        0 => min.to_string(),
        1 => format(lang, "sizes-two", &args),
        _ => format(lang, "sizes-range", &args),
    }
}

/// The game of the same family for the number of players asked for, where another seats them:
/// three at Bauernschnapsen means Dreierschnapsen.
fn other_variant(variant: GameId, players: usize) -> Option<GameId> {
    let seats = |v: GameId| v.spec().seats.0 <= players && players <= v.spec().seats.1;
    // The game made for that number first: three at Bauernschnapsen is Dreierschnapsen, not
    // Schnapsen with Mitschreiben.
    variant
        .kin()
        .filter(|v| *v != variant && seats(*v))
        .min_by_key(|v| players - v.spec().seats.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_and_notes_in_both_languages() {
        let two = GameId::default();
        assert!(help(Lang::De, two).contains("zudrehen") && help(Lang::En, two).contains("close"));
        for lang in [Lang::De, Lang::En] {
            for at in GameId::all() {
                let help = help(lang, at);
                assert!(help.ends_with(&closing_rule(lang, None)), "{help}");
                assert!(
                    !help.contains("kiebitz"),
                    "not usable at the terminal: {help}"
                );
                for v in GameId::all() {
                    let line = format!("  {}", variant_line(lang, v));
                    assert!(help.lines().any(|l| l == line), "{v:?}:\n{help}");
                    assert!(help.contains(v.id()), "{v:?}:\n{help}");
                }
            }
            let welcome = note(lang, &Note::Welcome);
            for v in GameId::all() {
                assert!(welcome.contains(&variant_name(lang, v)), "{welcome}");
            }
        }
        // At four and three: trump, bids, pass, doubles and laying away, no exchange or close.
        for (lang, words) in [
            (
                Lang::En,
                [
                    "trump H",
                    "turn N",
                    "pass",
                    "bid GAME",
                    "kontra",
                    "discard AH KH",
                ],
            ),
            (
                Lang::De,
                [
                    "trumpf H",
                    "aufdecken N",
                    "gut",
                    "reizen SPIEL",
                    "kontra",
                    "weglegen AH KH",
                ],
            ),
        ] {
            let help = help(lang, GameId::of("dreierschnapsen").unwrap());
            for word in words {
                assert!(help.contains(word), "{word}:\n{help}");
            }
            // The commands, not the variants' lines (Écarté exchanges cards).
            let commands = help.split("\n\n").next().unwrap();
            assert!(
                !commands.contains("exchange") && !commands.contains("tauschen"),
                "{help}"
            );
        }
        assert_eq!(
            note(Lang::En, &Note::StartNext(Unit::Partie)),
            "Type “new” to start the next Partie."
        );
        assert_eq!(
            note(Lang::De, &Note::StartNext(Unit::Partie)),
            "„neu“ beginnt die nächste Partie."
        );
        // Typed input comes back quoted: no escape sequence, at most a few dozen characters.
        let junk = format!("\u{1b}[2J{}", "x".repeat(5_000_000));
        let unknown = note(Lang::En, &Note::Unknown(junk));
        assert!(
            !unknown.contains('\u{1b}') && unknown.len() < 120,
            "{unknown}"
        );
        let notes = [
            Note::Welcome,
            Note::Resumed,
            Note::Bye,
            Note::Unknown("xyz".into()),
            Note::NothingToChoose,
            Note::ChooseBetween(3),
            Note::NoSuchMove("bid skat".into()),
            Note::ChooseCards {
                verb: "lay".into(),
                min: 2,
                max: 2,
                labels: vec!["7♣".into(), "K♣".into(), "A♥".into()],
            },
            Note::WhichSuit,
            Note::Usage("set NAME VALUE".into()),
            Note::StartNext(Unit::Bummerl),
            Note::StartNext(Unit::Partie),
            Note::StartNext(Unit::Marken),
            Note::OpenNew,
            Note::Language,
            Note::Cards(crate::ids::Cards::German),
            Note::Cards(crate::ids::Cards::Text),
            Note::Seed(7),
            Note::Seed(u64::MAX),
            Note::Ignored(vec!["--variant", "--level"]),
            Note::PlayersOfVariant {
                variant: GameId::of("bauernschnapsen").unwrap(),
                players: 3,
            },
            Note::InUse("data".into()),
            Note::CannotOpen(Location::Dir("data".into()), "broken".into()),
            Note::Exported("deal.json".into()),
            Note::CannotExport("/x/deal.json".into(), "No such file or directory".into()),
            Note::UnknownGame("skat".into()),
            Note::TableGoesOn {
                table: GameId::default(),
                wanted: GameId::of("elfern").unwrap(),
            },
        ];
        for n in &notes {
            let (de, en) = (note(Lang::De, n), note(Lang::En, n));
            assert!(!de.is_empty() && !en.is_empty());
            assert_ne!(de, en, "{n:?}");
        }
        assert!(note(Lang::En, &Note::Seed(u64::MAX)).starts_with("Seed 18446744073709551615 – "));
        let refusal = note(
            Lang::En,
            &Note::PlayersOfVariant {
                variant: GameId::of("bauernschnapsen").unwrap(),
                players: 3,
            },
        );
        assert!(refusal.contains("--variant dreierschnapsen"), "{refusal}");
    }
}
