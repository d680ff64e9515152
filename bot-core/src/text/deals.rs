//! What the record of finished deals shows: a deal sent as a scenario file.

use super::catalogue::format;
use crate::ids::Lang;
use crate::protocol::ExportView;

/// The line that goes with a deal's scenario file: which deal, and how to play it again.
pub fn export(lang: Lang, view: &ExportView) -> String {
    let game = view.game.spec().name(lang);
    let args = [
        ("number", view.number.into()),
        ("game", (&game).into()),
        ("file", (&view.file_name).into()),
    ];
    format(lang, "export-line", &args)
}
