//! The few words only the Discord adapter says: short notes in interaction replies (the table's
//! keys are labelled by [`bot_core::present`]). Everything the manager reports is rendered by
//! [`bot_core::text`]; nothing here repeats it.

use bot_core::games::catalogue::Catalogue;
use bot_core::manager::Lang;

/// A short note of the adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The hand went to the user's direct messages.
    HandInDm,
    /// The hand a kiebitz watches went to his direct messages.
    WatchInDm,
    /// The command was carried out and there is nothing more to show.
    Done,
    /// The user's direct messages are closed: use the table's button.
    DmClosed,
    /// An interaction this bot does not know.
    Unknown,
    /// A table's button pressed in another channel than the table's (a forged custom id).
    ForeignChannel,
    /// The placeholder of a hand's select menu (more choices than buttons fit).
    Choose,
    /// `new` without `computer:` in a DM with the bot: only the computer can sit down here.
    AgainstMeHere,
}

/// The adapter's words in every language.
static WORDS: Catalogue = Catalogue::new(
    "discord",
    include_str!("catalogue/de.ftl"),
    include_str!("catalogue/en.ftl"),
);

/// The adapter's message `id` in `lang` (its help's headings, …).
pub(crate) fn say(lang: Lang, id: &str) -> String {
    WORDS.text(lang, id)
}

/// The note in a language.
pub fn note(lang: Lang, note: &Note) -> String {
    let id = match note {
        Note::HandInDm => "hand-in-dm",
        Note::WatchInDm => "watch-in-dm",
        Note::Done => "done",
        Note::DmClosed => "dm-closed",
        Note::Unknown => "unknown",
        Note::ForeignChannel => "foreign-channel",
        Note::Choose => "choose",
        Note::AgainstMeHere => "against-me-here",
    };
    WORDS.text(lang, id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_in_both_languages() {
        assert_eq!(WORDS.check(), Ok(()));
        for n in [
            Note::HandInDm,
            Note::WatchInDm,
            Note::Done,
            Note::DmClosed,
            Note::Unknown,
            Note::ForeignChannel,
            Note::Choose,
            Note::AgainstMeHere,
        ] {
            let (de, en) = (note(Lang::De, &n), note(Lang::En, &n));
            assert!(!de.is_empty() && !en.is_empty());
            assert_ne!(de, en, "{n:?}");
        }
    }
}
