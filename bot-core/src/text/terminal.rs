//! The terminal table's own words (`bummerl play`): the command help and the short notes that
//! are not messages of the manager.

use crate::manager::Lang;

/// The terminal commands, one per line.
pub fn help(lang: Lang) -> &'static str {
    match lang {
        Lang::De => {
            "\
Befehle (Groß- und Kleinschreibung egal):
  KH, spiel KH, p kh     Karte spielen: Wert A 10 K D B (auch T Q J), Farbe H D S C
                         (Herz Karo Pik Treff) – z. B. 10H, DS, BC
  1, 2, …                die nummerierte Auswahl unter deinen Karten
  20 H, 40, ansagen H    Zwanzig oder Vierzig (in Atout) ansagen
  tauschen               den Atout-Buben gegen die Atoutkarte tauschen
  zudrehen               den Talon zudrehen
  genug, danke           „Danke, genug“: mit 66 abmelden
  hand                   deine Karten nochmal zeigen
  stand                  der Bummerl-Stand
  top                    die Rangliste
  regeln                 die Hausregeln
  tipp                   was der Computer an deiner Stelle täte
  set NAME WERT          eine Hausregel ändern (vor dem ersten Geben)
  neu                    das nächste Bummerl beginnen (oder einen neuen Tisch)
  abbrechen              den Tisch ohne Wertung auflösen
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
  exchange               exchange the trump jack for the trump card
  close                  close the talon
  claim, enough          “Enough!”: end the game claiming 66
  hand                   show your cards again
  score                  the Bummerl tally
  top                    the leaderboard
  rules                  the house rules
  hint                   what the computer would do in your place
  set NAME VALUE         change a house rule (before the first deal)
  new                    start the next Bummerl (or a new table)
  abort                  close the table without a result
  lang de|en             switch the language
  help                   this text
  quit, q                leave – the table is saved"
        }
    }
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
            "Bummerl – Schnapsen gegen den Computer. „hilfe“ zeigt die Befehle.".into()
        }
        (Note::Welcome, Lang::En) => {
            "Bummerl – Schnapsen against the computer. Type “help” for the commands.".into()
        }
        (Note::Resumed, Lang::De) => "Dein Tisch geht weiter, wo du aufgehört hast.".into(),
        (Note::Resumed, Lang::En) => "Your table resumes where you left it.".into(),
        (Note::Bye, Lang::De) => "Der Tisch ist gespeichert. Servus!".into(),
        (Note::Bye, Lang::En) => "The table is saved. Bye!".into(),
        (Note::Unknown(input), Lang::De) => {
            format!("Unbekannte Eingabe „{input}“ – „hilfe“ zeigt die Befehle.")
        }
        (Note::Unknown(input), Lang::En) => {
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
