//! The few words only the Discord adapter says: short notes in interaction replies (the table's
//! keys are labelled by [`bot_core::present`]). Everything the manager reports is rendered by
//! [`bot_core::text`]; nothing here repeats it.

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

/// The note in a language.
pub fn note(lang: Lang, note: &Note) -> String {
    match (note, lang) {
        (Note::HandInDm, Lang::De) => "Deine Karten sind in deinen Direktnachrichten.".into(),
        (Note::HandInDm, Lang::En) => "Your cards are in your direct messages.".into(),
        (Note::WatchInDm, Lang::De) => {
            "Die Karten, denen du zuschaust, sind in deinen Direktnachrichten.".into()
        }
        (Note::WatchInDm, Lang::En) => "The cards you watch are in your direct messages.".into(),
        (Note::Done, Lang::De) => "Erledigt.".into(),
        (Note::Done, Lang::En) => "Done.".into(),
        (Note::DmClosed, Lang::De) => {
            "Ich kann dir keine Direktnachricht schicken – „Meine Karten“ am Tisch zeigt dir \
             deine Karten."
                .into()
        }
        (Note::DmClosed, Lang::En) => {
            "I cannot send you a direct message – press “My cards” on the table to see your \
             cards."
                .into()
        }
        (Note::Unknown, Lang::De) => "Das kenne ich nicht.".into(),
        (Note::Unknown, Lang::En) => "I do not know that.".into(),
        (Note::ForeignChannel, Lang::De) => {
            "Dieser Knopf gehört zu einem Tisch in einem anderen Kanal; dort gelten seine \
             Knöpfe."
                .into()
        }
        (Note::ForeignChannel, Lang::En) => {
            "That button belongs to a table in another channel; use the buttons there.".into()
        }
        (Note::Choose, Lang::De) => "Wähle …".into(),
        (Note::Choose, Lang::En) => "Choose …".into(),
        (Note::AgainstMeHere, Lang::De) => {
            "Hier spielst du gegen mich: `/schnapsen neu computer:` … Einen Tisch für mehrere \
             eröffnest du in einem Kanal eines Servers."
                .into()
        }
        (Note::AgainstMeHere, Lang::En) => {
            "Here you play against me: `/schnapsen new computer:` … To play with others, open \
             a table in a server's channel."
                .into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_in_both_languages() {
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
