//! The terminal table's own words (`bummerl play`): the command help (with the variants) and the
//! short notes that are not messages of the manager.

use super::names::variant_summary;
use super::quote::quote;
use super::rules::closing_rule;
use crate::manager::Lang;
use crate::rules::Variant;

/// The terminal commands, one per line; then the variants, a line each, and how three play.
pub fn help(lang: Lang) -> String {
    let commands = match lang {
        Lang::De => {
            "\
Befehle (Groß- und Kleinschreibung egal):
  KH, spiel KH, p kh     Karte spielen: Wert A 10 K D B (auch T Q J), Farbe H D S C
                         (Herz Karo Pik Treff) – z. B. 10H, DS, BC
  1, 2, …                die nummerierte Auswahl unter deinen Karten
  20 H, 40, ansagen H    Zwanzig oder Vierzig (in Atout) ansagen
  tauschen               die Atoutkarte rauben (mit dem Atout-Buben, -Neuner oder -Siebener)
  zudrehen               den Talon zudrehen
  genug, danke           „Danke, genug“: mit 66 abmelden
  hand                   deine Karten nochmal zeigen
  kiebitz N, watch N     zu dritt, während du aussetzt: Spieler N (Platz in der Liste, oder
                         sein Name) in die Karten schauen – wenn die Hausregel kiebitz an ist
  stand                  der Bummerl-Stand
  top                    die Rangliste
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
Commands (upper or lower case):
  KH, play KH, p kh      play a card: rank A 10 K Q J (or T), suit H D S C
                         (Hearts Diamonds Spades Clubs) – e.g. 10H, QS, JC
  1, 2, …                the numbered choice under your cards
  20 H, 40, announce H   announce twenty, or forty in trumps
  exchange               rob the trump card (with the trump jack, nine or seven)
  close                  close the talon
  claim, enough          “Enough!”: end the game claiming 66
  hand                   show your cards again
  kiebitz N, watch N     at three, while you sit out: watch player N's cards (his place in
                         the list, or his name) – where the house rule kiebitz is on
  score                  the Bummerl tally
  top                    the leaderboard
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
    let (variants, three) = match lang {
        Lang::De => (
            "Varianten (bummerl play --variant schnapsen|sechsundsechzig|schnorps):",
            "Zu dritt (--players 3): wer gibt, setzt das Spiel aus und schreibt die Punkte des \
             Siegers mit.",
        ),
        Lang::En => (
            "Variants (bummerl play --variant schnapsen|sechsundsechzig|schnorps):",
            "Three at a table (--players 3): the dealer sits out each game and scores the \
             winner's points too.",
        ),
    };
    let mut out = format!("{commands}\n\n{variants}");
    for v in Variant::ALL {
        out.push_str(&format!("\n  {}", variant_summary(lang, v.into())));
    }
    out.push_str(&format!("\n{three}\n\n{}", closing_rule(lang)));
    out
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
    /// `20` without a suit while several marriages could be announced.
    WhichSuit,
    /// A command's syntax, after it was used wrongly.
    Usage(String),
    /// The Bummerl is over: how to start the next.
    StartNext,
    /// There is no table: how to open one.
    OpenNew,
    /// The language was switched.
    Language,
}

/// A note as one line.
pub fn note(lang: Lang, note: &Note) -> String {
    match (note, lang) {
        (Note::Welcome, Lang::De) => {
            "Bummerl – Schnapsen, Sechsundsechzig und Schnorps gegen den Computer. „hilfe“ \
             zeigt die Befehle."
                .into()
        }
        (Note::Welcome, Lang::En) => {
            "Bummerl – Schnapsen, Sixty-six and Schnorps against the computer. Type “help” for \
             the commands."
                .into()
        }
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
        (Note::WhichSuit, Lang::De) => "In welcher Farbe? Zum Beispiel „20 H“.".into(),
        (Note::WhichSuit, Lang::En) => "In which suit? For example “20 H”.".into(),
        (Note::Usage(syntax), Lang::De) => format!("So geht’s: {syntax}"),
        (Note::Usage(syntax), Lang::En) => format!("Usage: {syntax}"),
        (Note::StartNext, Lang::De) => "„neu“ beginnt das nächste Bummerl.".into(),
        (Note::StartNext, Lang::En) => "Type “new” to start the next Bummerl.".into(),
        (Note::OpenNew, Lang::De) => "„neu“ eröffnet einen neuen Tisch.".into(),
        (Note::OpenNew, Lang::En) => "Type “new” to open a new table.".into(),
        (Note::Language, Lang::De) => "Sprache: Deutsch.".into(),
        (Note::Language, Lang::En) => "Language: English.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_and_notes_in_both_languages() {
        assert!(help(Lang::De).contains("zudrehen") && help(Lang::En).contains("close"));
        for lang in [Lang::De, Lang::En] {
            let help = help(lang);
            assert!(help.contains("kiebitz N, watch N"), "{help}");
            assert!(help.ends_with(closing_rule(lang)), "{help}");
            for v in Variant::ALL {
                let line = format!("  {}", variant_summary(lang, v.into()));
                assert!(help.lines().any(|l| l == line), "{v:?}:\n{help}");
            }
        }
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
            Note::WhichSuit,
            Note::Usage("set NAME VALUE".into()),
            Note::StartNext,
            Note::OpenNew,
            Note::Language,
        ];
        for n in &notes {
            let (de, en) = (note(Lang::De, n), note(Lang::En, n));
            assert!(!de.is_empty() && !en.is_empty());
            assert_ne!(de, en, "{n:?}");
        }
    }
}
