//! The few words only the Telegram adapter needs, in German and English: the notes about private
//! chats, deep links and misplaced commands (the table's keys are labelled by
//! `bot_core::present`). Everything the game says comes
//! from `bot_core::text`.

use bot_core::games::catalogue::Catalogue;
use bot_core::manager::Lang;

/// A note or label of the adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Note<'a> {
    /// Button: open the private chat with the bot.
    OpenChat,
    /// In the group: the bot cannot write to this user privately yet.
    CannotWrite {
        /// The user's name.
        name: &'a str,
    },
    /// In the group: this user blocked the bot.
    Blocked {
        /// The user's name.
        name: &'a str,
    },
    /// Callback answer: the hand went to the private chat.
    HandSent,
    /// Callback answer: a button this bot does not know (forged or from an old version).
    UnknownButton,
    /// Private, after `/start` with a join link: seated.
    Seated,
    /// Private, after a plain `/start`: what to do.
    Welcome,
    /// Private: a game command, but the user sits at no table the bot knows of.
    NoTable,
    /// In a group: a command for the private chat.
    UsePrivate,
    /// In the private chat: a command for the group.
    UseGroup,
    /// `/newgame` in the private chat without `vs bot`: only the computer can sit down here.
    AgainstMeHere,
    /// `/play` with something that is no card.
    WhichCard,
    /// `/announce` with something that is no suit.
    WhichSuit,
    /// `/newgame` with arguments it does not understand.
    NewGameUsage,
    /// `/kiebitz` without a player of the table.
    WhichPlayer,
    /// `/kiebitz` in the group: the watched cards went to the private chat.
    WatchSent,
    /// `/lang` without `de` or `en`.
    LangUsage,
    /// `/cards` without a choice it knows.
    CardsUsage,
    /// `/cards` chose how his hands show their cards.
    CardsSet(bot_core::protocol::Cards),
    /// How to use `/export`.
    ExportUsage,
    /// How to use `/replay`.
    ReplayUsage,
    /// `/replay N STEP` with a step that is no number from 0.
    ReplayBadStep {
        /// The word given as the step.
        word: &'a str,
    },
    /// `/start j<group>` from someone who is not in that group.
    NotMember,
    /// `/start j<group>`, but Telegram did not say whether he is in that group.
    MembershipUnknown,
    /// A typed move that fits at more than one of his tables: which one?
    WhichTable,
    /// Button: make the move at the table of a group (its title, if known).
    InGroup {
        /// The group's title.
        title: Option<&'a str>,
    },
    /// Button: make the move at the table against the computer in the private chat.
    AgainstComputer,
}

/// The adapter's words in every language.
static WORDS: Catalogue = Catalogue::new(
    "telegram",
    include_str!("catalogue/de.ftl"),
    include_str!("catalogue/en.ftl"),
);

/// The adapter's message `id` in `lang` (its help's headings, …).
pub(crate) fn say(lang: Lang, id: &str) -> String {
    WORDS.text(lang, id)
}

/// The note in `lang`.
pub(crate) fn note(lang: Lang, note: &Note) -> String {
    let id = match note {
        Note::OpenChat => "open-chat",
        Note::CannotWrite { name } => {
            return WORDS.format(lang, "cannot-write", &[("name", (*name).into())]);
        }
        Note::Blocked { name } => {
            return WORDS.format(lang, "blocked", &[("name", (*name).into())]);
        }
        Note::HandSent => "hand-sent",
        Note::UnknownButton => "unknown-button",
        Note::Seated => "seated",
        Note::Welcome => "welcome",
        Note::NoTable => "no-table",
        Note::UsePrivate => "use-private",
        Note::UseGroup => "use-group",
        Note::AgainstMeHere => "against-me-here",
        Note::WhichCard => "which-card",
        Note::WhichSuit => "which-suit",
        Note::NewGameUsage => {
            let names: Vec<&str> = bot_core::games::GameId::all().map(|v| v.id()).collect();
            let names = names.join("|");
            return WORDS.format(lang, "new-game-usage", &[("names", (&names).into())]);
        }
        Note::WhichPlayer => "which-player",
        Note::WatchSent => "watch-sent",
        Note::LangUsage => "lang-usage",
        Note::CardsUsage => "cards-usage",
        Note::CardsSet(cards) => return bot_core::text::cards_yours(lang, *cards),
        Note::ExportUsage => "export-usage",
        Note::ReplayUsage => "replay-usage",
        Note::ReplayBadStep { word } => {
            return WORDS.format(lang, "replay-bad-step", &[("word", (*word).into())]);
        }
        Note::NotMember => "not-member",
        Note::MembershipUnknown => "membership-unknown",
        Note::WhichTable => "which-table",
        Note::InGroup { title: Some(title) } => {
            return WORDS.format(lang, "in-group-titled", &[("title", (*title).into())]);
        }
        Note::InGroup { title: None } => "in-group",
        Note::AgainstComputer => "against-computer",
    };
    WORDS.text(lang, id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_speaks_both_languages() {
        assert_eq!(WORDS.check(), Ok(()));
        let notes = [
            Note::OpenChat,
            Note::CannotWrite { name: "Anna" },
            Note::Blocked { name: "Anna" },
            Note::HandSent,
            Note::UnknownButton,
            Note::Seated,
            Note::Welcome,
            Note::NoTable,
            Note::UsePrivate,
            Note::UseGroup,
            Note::AgainstMeHere,
            Note::WhichCard,
            Note::WhichSuit,
            Note::NewGameUsage,
            Note::WhichPlayer,
            Note::WatchSent,
            Note::LangUsage,
            Note::CardsUsage,
            Note::CardsSet(bot_core::protocol::Cards::German),
            Note::CardsSet(bot_core::protocol::Cards::Text),
            Note::ExportUsage,
            Note::ReplayUsage,
            Note::ReplayBadStep { word: "x" },
            Note::NotMember,
            Note::MembershipUnknown,
            Note::WhichTable,
            Note::InGroup { title: None },
            Note::AgainstComputer,
        ];
        for n in &notes {
            let (de, en) = (note(Lang::De, n), note(Lang::En, n));
            assert!(!de.is_empty() && !en.is_empty(), "{n:?}");
            assert_ne!(de, en, "{n:?}");
        }
        assert!(note(Lang::De, &Note::Blocked { name: "Anna" }).starts_with("Anna "));
    }

    /// The usage names every variant `/newgame` accepts, and its examples parse.
    #[test]
    fn new_game_usage_lists_every_variant() {
        for lang in [Lang::De, Lang::En] {
            let usage = note(lang, &Note::NewGameUsage);
            for v in bot_core::games::GameId::all() {
                assert!(usage.contains(v.id()), "{v:?}: {usage}");
            }
            assert!(usage.contains("[N]"), "{usage}");
            for example in [
                "vs bot easy auto_claim=on",
                "schnorps 3 kiebitz=on",
                "bauernschnapsen",
            ] {
                assert!(usage.contains(&format!("/newgame {example}")), "{usage}");
                assert!(crate::parse::new_game(example).is_ok(), "{example}");
            }
        }
    }
}
