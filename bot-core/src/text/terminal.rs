//! The terminal table's own words (`bummerl play`): the command help (with the variants) and the
//! short notes that are not messages of the manager.

use std::path::PathBuf;

use super::quote::quote;
use super::rules::closing_rule;

use super::names::{variant_line, variant_name};
use crate::games::GameId;
use crate::games::Unit;
use crate::games::words::join;
use crate::ids::Lang;
use crate::store::Location;

/// The commands of the terminal table at a table of `variant`, one per line — the two-player
/// moves, or trump, bids, doubles and laying away at four and three — then the commands every
/// table has, then all variants, a line each, and how three play.
pub fn help(lang: Lang, variant: GameId) -> String {
    let id = variant;
    let moves = match lang {
        lang if !id.spec().commands[0].is_empty() => text_of_commands(lang, id),
        Lang::De => {
            "\
Befehle (Groß- und Kleinschreibung egal):
  KH, spiel KH           Karte spielen: Wert A K Q J T 9 … 2, Farbe C D H S
  1, 2, …                die nummerierte Auswahl unter deinen Karten
  ZUG [ARGUMENTE]        jeder Zug, wie er in der Auswahl steht, z. B. bid solo, lay 7C 8D"
        }
        Lang::En => {
            "\
Commands (upper or lower case):
  KH, play KH            play a card: rank A K Q J T 9 … 2, suit C D H S
  1, 2, …                the numbered choice under your cards
  MOVE [ARGUMENTS]       any move as the choice lists it, e.g. bid solo, lay 7C 8D"
        }
    };
    let common = match lang {
        Lang::De => {
            "\
  hand                   deine Karten nochmal zeigen
  stand                  der Bummerl-Stand
  top                    die Rangliste
  export [N] DATEI       das letzte (oder N-letzte) beendete Spiel als Szenario in DATEI
                         schreiben, für bummerl replay DATEI
  regeln                 die Hausregeln
  tipp                   was der Computer an deiner Stelle täte
  set NAME WERT          eine Hausregel ändern (vor dem ersten Geben; für einen neuen Tisch:
                         bummerl play --rule NAME=WERT)
  neu                    das nächste Bummerl beginnen (oder einen neuen Tisch)
  abbrechen              den Tisch auflösen (im Bummerl: das Bummerl aufgeben, nach Rückfrage)
  lang de|en             Sprache wechseln
  hilfe                  dieser Text
  ende, q                beenden – der Tisch bleibt gespeichert"
        }
        Lang::En => {
            "\
  hand                   show your cards again
  score                  the Bummerl tally
  top                    the leaderboard
  export [N] FILE        write the last (or N-th last) finished deal as a scenario to FILE,
                         for bummerl replay FILE
  rules                  the house rules
  hint                   what the computer would do in your place
  set NAME VALUE         change a house rule (before the first deal; for a new table:
                         bummerl play --rule NAME=VALUE)
  new                    start the next Bummerl (or a new table)
  abort                  close the table (during a Bummerl: resign it, after asking)
  lang de|en             switch the language
  help                   this text
  quit, q                leave – the table is saved"
        }
    };
    let names: Vec<&str> = GameId::all().map(|v| v.id()).collect();
    let names = names.join("|");
    let variants = match lang {
        Lang::De => format!("Varianten (bummerl play --variant {names}):"),
        Lang::En => format!("Variants (bummerl play --variant {names}):"),
    };
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
    out.push_str(&format!("\n{three}\n\n{}", closing_rule(lang)));
    out
}

/// A game's own typed moves with the heading of the terminal's help.
fn text_of_commands(lang: Lang, id: crate::games::GameId) -> &'static str {
    super::game::pick(lang, &id.spec().commands)
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
        /// The move's verb (`lay`).
        verb: String,
        /// The fewest cards.
        min: usize,
        /// The most cards.
        max: usize,
        /// The cards that may be chosen, by code (`7C`), in the order they are numbered.
        codes: Vec<String>,
        /// The same cards as shown (`7♣`).
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
}

/// A note as one line.
pub fn note(lang: Lang, note: &Note) -> String {
    match (note, lang) {
        (Note::Welcome, Lang::De) => format!(
            "Bummerl – {} gegen den Computer. „hilfe“ zeigt die Befehle.",
            all_variants(lang)
        ),
        (Note::Welcome, Lang::En) => format!(
            "Bummerl – {} against the computer. Type “help” for the commands.",
            all_variants(lang)
        ),
        (Note::Resumed, Lang::De) => "Dein Tisch geht weiter, wo du aufgehört hast.".into(),
        (Note::Resumed, Lang::En) => "Your table resumes where you left it.".into(),
        (Note::Bye, Lang::De) => "Der Tisch ist gespeichert. Servus!".into(),
        (Note::Bye, Lang::En) => "The table is saved. Bye!".into(),
        (Note::Unknown(input), Lang::De) => {
            let input = quote(input);
            format!("Unbekannte Eingabe „{input}“ – „hilfe“ zeigt die Befehle.")
        }
        (Note::Unknown(input), Lang::En) => {
            let input = quote(input);
            format!("Unknown input “{input}” – type “help” for the commands.")
        }
        (Note::NothingToChoose, Lang::De) => "Gerade gibt es nichts auszuwählen.".into(),
        (Note::NothingToChoose, Lang::En) => "There is nothing to choose right now.".into(),
        (Note::ChooseBetween(n), Lang::De) => format!("Wähle eine Zahl von 1 bis {n}."),
        (Note::ChooseBetween(n), Lang::En) => format!("Choose a number from 1 to {n}."),
        (Note::NoSuchMove(input), Lang::De) => {
            let input = quote(input);
            format!(
                "✗ „{input}“ ist gerade keiner deiner Züge – tippe seine Nummer oder den Zug, \
                 wie er unter deinen Karten steht („hand“ zeigt sie)."
            )
        }
        (Note::NoSuchMove(input), Lang::En) => {
            let input = quote(input);
            format!(
                "✗ “{input}” is none of your moves now – type its number, or the move as it is \
                 listed under your cards (“hand” shows them)."
            )
        }
        (
            Note::ChooseCards {
                verb,
                min,
                max,
                codes,
                labels,
            },
            lang,
        ) => {
            let count = if min == max {
                min.to_string()
            } else {
                format!("{min}–{max}")
            };
            let first = (*min).max(1);
            let by_code: Vec<&str> = codes.iter().take(first).map(String::as_str).collect();
            let by_number: Vec<String> = (1..=first.min(codes.len()))
                .map(|n| n.to_string())
                .collect();
            let list: Vec<String> = labels
                .iter()
                .enumerate()
                .map(|(i, label)| format!("{}) {label}", i + 1))
                .collect();
            let (by_code, by_number, list) =
                (by_code.join(" "), by_number.join(" "), list.join("  "));
            match lang {
                Lang::De => format!(
                    "{verb}: {count} Karten wählen, mit ihrem Code, z. B. „{verb} {by_code}“, \
                     oder ihrer Nummer, z. B. „{verb} {by_number}“:\n{list}"
                ),
                Lang::En => format!(
                    "{verb}: choose {count} cards, by code, e.g. “{verb} {by_code}”, or by \
                     number, e.g. “{verb} {by_number}”:\n{list}"
                ),
            }
        }
        (Note::WhichSuit, Lang::De) => "In welcher Farbe? Zum Beispiel „20 H“.".into(),
        (Note::WhichSuit, Lang::En) => "In which suit? For example “20 H”.".into(),
        (Note::Usage(syntax), Lang::De) => format!("So geht’s: {syntax}"),
        (Note::Usage(syntax), Lang::En) => format!("Usage: {syntax}"),
        (Note::StartNext(Unit::Marken), Lang::De) => "„neu“ spielt weiter.".into(),
        (Note::StartNext(Unit::Marken), Lang::En) => "Type “new” to play on.".into(),
        (Note::StartNext(Unit::Partie), Lang::De) => "„neu“ beginnt die nächste Partie.".into(),
        (Note::StartNext(Unit::Partie), Lang::En) => "Type “new” to start the next match.".into(),
        (Note::StartNext(Unit::Bummerl), Lang::De) => "„neu“ beginnt das nächste Bummerl.".into(),
        (Note::StartNext(Unit::Bummerl), Lang::En) => {
            "Type “new” to start the next Bummerl.".into()
        }
        (Note::OpenNew, Lang::De) => "„neu“ eröffnet einen neuen Tisch.".into(),
        (Note::OpenNew, Lang::En) => "Type “new” to open a new table.".into(),
        (Note::Language, Lang::De) => "Sprache: Deutsch.".into(),
        (Note::Language, Lang::En) => "Language: English.".into(),
        (Note::Seed(seed), Lang::De) => format!(
            "Seed {seed} – „bummerl play --seed {seed}“ gibt dieselben Karten noch einmal \
             (zum Melden eines Fehlers)."
        ),
        (Note::Seed(seed), Lang::En) => format!(
            "Seed {seed} – “bummerl play --seed {seed}” deals the same cards again (to report a \
             defect)."
        ),
        (Note::Ignored(options), Lang::De) => format!(
            "Nicht verwendet: {} (gilt für einen neuen Tisch; dein Tisch geht weiter). \
             „abbrechen“ löst ihn auf, dann eröffnet „neu“ einen Tisch mit diesen Optionen.",
            join(
                lang,
                &options.iter().map(|&o| o.to_owned()).collect::<Vec<_>>()
            )
        ),
        (Note::Ignored(options), Lang::En) => format!(
            "Not used: {} (for a new table; your table goes on). “abort” closes it, then \
             “new” opens a table with these options.",
            join(
                lang,
                &options.iter().map(|&o| o.to_owned()).collect::<Vec<_>>()
            )
        ),
        (Note::PlayersOfVariant { variant, players }, Lang::De) => format!(
            "{} wird zu {} gespielt, nicht zu {players}.{}",
            variant_name(lang, *variant),
            sizes(lang, *variant),
            dreier_hint(lang, *variant, *players)
        ),
        (Note::PlayersOfVariant { variant, players }, Lang::En) => format!(
            "{} is played by {}, not {players}.{}",
            variant_name(lang, *variant),
            sizes(lang, *variant),
            dreier_hint(lang, *variant, *players)
        ),
        (Note::InUse(dir), Lang::De) => format!(
            "Das Datenverzeichnis {} benutzt gerade ein anderes bummerl (ein zweites „bummerl \
             play“ oder der laufende Bot) – beende es, oder nimm ein anderes mit --data.",
            dir.display()
        ),
        (Note::InUse(dir), Lang::En) => format!(
            "The data directory {} is in use by another bummerl (a second “bummerl play” or the \
             running bot) – quit that, or choose another with --data.",
            dir.display()
        ),
        (Note::CannotOpen(at, problem), Lang::De) => {
            format!("Die Datenbank {at} lässt sich nicht öffnen: {problem}")
        }
        (Note::CannotOpen(at, problem), Lang::En) => {
            format!("Cannot open the database {at}: {problem}")
        }
        (Note::Exported(file), Lang::De) => format!("Geschrieben: {}", file.display()),
        (Note::Exported(file), Lang::En) => format!("Written: {}", file.display()),
        (Note::CannotExport(file, problem), Lang::De) => {
            format!("{} lässt sich nicht schreiben: {problem}", file.display())
        }
        (Note::CannotExport(file, problem), Lang::En) => {
            format!("Cannot write {}: {problem}", file.display())
        }
    }
}

/// How many play a variant: `4`, `2 oder 3`, `2 bis 11`.
fn sizes(lang: Lang, variant: GameId) -> String {
    match (variant.spec().seats, lang) {
        ((min, max), _) if min == max => min.to_string(),
        ((min, max), Lang::De) if max == min + 1 => format!("{min} oder {max}"),
        ((min, max), Lang::En) if max == min + 1 => format!("{min} or {max}"),
        ((min, max), Lang::De) => format!("{min} bis {max}"),
        ((min, max), Lang::En) => format!("{min} to {max}"),
    }
}

/// The game of the same family for the number of players asked for, where another seats them:
/// three at Bauernschnapsen means Dreierschnapsen.
fn dreier_hint(lang: Lang, variant: GameId, players: usize) -> String {
    let seats = |v: GameId| v.spec().seats.0 <= players && players <= v.spec().seats.1;
    // The game made for that number first: three at Bauernschnapsen is Dreierschnapsen, not
    // Schnapsen with Mitschreiben.
    let Some(other) = variant
        .kin()
        .filter(|v| *v != variant && seats(*v))
        .min_by_key(|v| players - v.spec().seats.0)
    else {
        return String::new();
    };
    match lang {
        Lang::De => format!(" Zu {players}: --variant {}.", other.id()),
        Lang::En => format!(" For {players}: --variant {}.", other.id()),
    }
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
                assert!(help.ends_with(closing_rule(lang)), "{help}");
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
                assert!(welcome.contains(variant_name(lang, v)), "{welcome}");
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
            "Type “new” to start the next match."
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
                codes: vec!["7C".into(), "KC".into(), "AH".into()],
                labels: vec!["7♣".into(), "K♣".into(), "A♥".into()],
            },
            Note::WhichSuit,
            Note::Usage("set NAME VALUE".into()),
            Note::StartNext(Unit::Bummerl),
            Note::StartNext(Unit::Partie),
            Note::StartNext(Unit::Marken),
            Note::OpenNew,
            Note::Language,
            Note::Seed(7),
            Note::Ignored(vec!["--variant", "--level"]),
            Note::PlayersOfVariant {
                variant: GameId::of("bauernschnapsen").unwrap(),
                players: 3,
            },
            Note::InUse("data".into()),
            Note::CannotOpen(Location::Dir("data".into()), "broken".into()),
            Note::Exported("deal.json".into()),
            Note::CannotExport("/x/deal.json".into(), "No such file or directory".into()),
        ];
        for n in &notes {
            let (de, en) = (note(Lang::De, n), note(Lang::En, n));
            assert!(!de.is_empty() && !en.is_empty());
            assert_ne!(de, en, "{n:?}");
        }
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
