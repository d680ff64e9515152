//! The few words only the Telegram adapter needs, in German and English: the notes about private
//! chats, deep links and misplaced commands (the table's keys are labelled by
//! `bot_core::present`). Everything the game says comes
//! from `bot_core::text`.

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
    /// How to use `/export`.
    ExportUsage,
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

/// The note in `lang`.
pub(crate) fn note(lang: Lang, note: &Note) -> String {
    let de_en = |de: &str, en: &str| match lang {
        Lang::De => de.to_owned(),
        Lang::En => en.to_owned(),
    };
    match note {
        Note::OpenChat => de_en("Privaten Chat öffnen", "Open a private chat"),
        Note::CannotWrite { name } => match lang {
            Lang::De => format!(
                "{name}, ich kann dir noch nicht privat schreiben. Öffne den Chat mit mir über \
                 den Knopf und drücke dort „Start“ – dann bekommst du deine Karten."
            ),
            Lang::En => format!(
                "{name}, I cannot write to you privately yet. Open a chat with me with the button \
                 and press “Start” there — then you get your cards."
            ),
        },
        Note::Blocked { name } => match lang {
            Lang::De => format!(
                "{name} hat mich blockiert, darum kann ich die Karten nicht privat schicken. \
                 Entsperre mich und drücke im Chat mit mir „Start“."
            ),
            Lang::En => format!(
                "{name} has blocked me, so I cannot send the cards privately. Unblock me and \
                 press “Start” in the chat with me."
            ),
        },
        Note::HandSent => de_en(
            "Deine Karten sind im privaten Chat.",
            "Your cards are in the private chat.",
        ),
        Note::UnknownButton => de_en(
            "Diese Schaltfläche kenne ich nicht.",
            "I do not know that button.",
        ),
        Note::Seated => de_en(
            "Du sitzt am Tisch. Deine Karten kommen hierher.",
            "You are seated. Your cards will arrive here.",
        ),
        Note::Welcome => de_en(
            "Servus! Eröffne in einer Gruppe mit /newgame einen Tisch (oder /newgame vs bot \
             gegen den Computer). Deine Karten schicke ich dir hierher. Gegen mich kannst du \
             auch gleich hier spielen: /newgame vs bot.",
            "Hello! Open a table in a group with /newgame (or /newgame vs bot against the \
             computer). I will send your cards here. You can also play against me right here: \
             /newgame vs bot.",
        ),
        Note::NoTable => de_en(
            "Du sitzt an keinem Tisch, den ich kenne. Drücke in der Gruppe „Meine Karten“ oder \
             setz dich mit /join an einen Tisch.",
            "You are not seated at a table I know of. Press “My cards” in the group, or take a \
             seat with /join.",
        ),
        Note::UsePrivate => de_en(
            "Das geht im privaten Chat mit mir.",
            "Send that to me in a private chat.",
        ),
        Note::UseGroup => de_en(
            "Das geht in der Gruppe, in der gespielt wird.",
            "That works in the group where the table is.",
        ),
        Note::AgainstMeHere => de_en(
            "Hier spielst du gegen mich: /newgame vs bot [random|easy|strong] [regel=wert …]. \
             Einen Tisch für mehrere eröffnest du mit /newgame in einer Gruppe.",
            "Here you play against me: /newgame vs bot [random|easy|strong] [rule=value …]. \
             To play with others, open a table with /newgame in a group.",
        ),
        Note::WhichCard => de_en(
            "Welche Karte? Zum Beispiel /play KH, /play 10S, /play Herz König oder /play 2.",
            "Which card? For example /play KH, /play 10S, /play king of hearts or /play 2.",
        ),
        Note::WhichSuit => de_en(
            "Welche Farbe? Zum Beispiel /announce H oder /announce Herz.",
            "Which suit? For example /announce H or /announce hearts.",
        ),
        Note::NewGameUsage => {
            let names: Vec<&str> = bot_core::games::GameId::all().map(|v| v.id()).collect();
            let names = names.join("|");
            match lang {
                Lang::De => format!(
                    "So geht’s: /newgame [vs bot [random|easy|strong]] [{names}] [N] [regel=wert …]. \
                     N Spieler: so viele, wie /help bei jedem Spiel sagt. Z. B. /newgame vs bot \
                     easy auto_claim=on, /newgame schnorps 3 kiebitz=on oder /newgame \
                     bauernschnapsen"
                ),
                Lang::En => format!(
                    "Usage: /newgame [vs bot [random|easy|strong]] [{names}] [N] [rule=value …]. \
                     N players: as many as /help says for each game. E.g. /newgame vs bot easy \
                     auto_claim=on, /newgame schnorps 3 kiebitz=on or /newgame bauernschnapsen"
                ),
            }
        }
        Note::WhichPlayer => de_en(
            "Wem willst du zuschauen? Nenne einen Spieler am Tisch mit Namen oder Nummer, z. B. \
             /kiebitz Anna oder /kiebitz 2.",
            "Whom do you want to watch? Name a player at the table or give his number, e.g. \
             /kiebitz Anna or /kiebitz 2.",
        ),
        Note::WatchSent => de_en(
            "Die Karten, denen du zuschaust, sind im privaten Chat.",
            "The cards you watch are in the private chat.",
        ),
        Note::LangUsage => de_en(
            "So geht’s: /lang de oder /lang en",
            "Usage: /lang de or /lang en",
        ),
        Note::ExportUsage => de_en(
            "So geht’s: /export für das letzte beendete Spiel, /export 2 für das davor …",
            "Usage: /export for the last finished deal, /export 2 for the one before …",
        ),
        Note::NotMember => de_en(
            "An diesen Tisch kannst du dich nicht setzen: er steht in einer Gruppe, in der du \
             nicht bist.",
            "You cannot sit down at that table: it is in a group you are not in.",
        ),
        Note::MembershipUnknown => de_en(
            "Ich konnte gerade nicht prüfen, ob du in dieser Gruppe bist. Versuch es gleich \
             noch einmal.",
            "I could not check just now whether you are in that group. Please try again in a \
             moment.",
        ),
        Note::WhichTable => de_en(
            "Du bist an mehreren Tischen am Zug. Wo soll der Zug hin?",
            "You may move at more than one table. Where should that move go?",
        ),
        Note::InGroup { title } => match (lang, title) {
            (Lang::De, Some(title)) => format!("In „{title}“"),
            (Lang::En, Some(title)) => format!("In “{title}”"),
            (Lang::De, None) => "In der Gruppe".to_owned(),
            (Lang::En, None) => "In the group".to_owned(),
        },
        Note::AgainstComputer => de_en("Gegen den Computer", "Against the computer"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_speaks_both_languages() {
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
            Note::ExportUsage,
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
