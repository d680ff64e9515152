//! What the record of finished deals shows: a deal sent as a scenario file.

use crate::ids::Lang;
use crate::protocol::ExportView;

/// The line that goes with a deal's scenario file: which deal, and how to play it again.
pub fn export(lang: Lang, view: &ExportView) -> String {
    let (number, file) = (view.number, &view.file_name);
    let game = view.game.spec().name(lang);
    match lang {
        Lang::De => format!(
            "Spiel {number} ({game}) als Szenario: „bummerl replay {file}“ spielt es nach und prüft das Ergebnis."
        ),
        Lang::En => format!(
            "Deal {number} ({game}) as a scenario: \"bummerl replay {file}\" plays it again and checks its result."
        ),
    }
}
