//! The bot's slash commands: one `BotCommands` enum, their descriptions in every language from
//! the adapter's catalogue, which commands belong to groups and which to the private chat, and
//! their registration with `setMyCommands` per language.

use bot_core::games::GameId;
use bot_core::manager::Lang;
use bot_core::text;
use teloxide::prelude::*;
use teloxide::types::{BotCommand, BotCommandScope};
use teloxide::utils::command::BotCommands;

/// Every command the bot understands.
#[derive(BotCommands, Clone, Debug, PartialEq, Eq)]
#[command(rename_rule = "lowercase")]
pub enum Cmd {
    /// open a table: /newgame [vs bot [random|easy|strong]] [rule=value …]
    NewGame(String),
    /// take a seat at the table
    Join,
    /// seat the computer in a free seat (the opener, before the deal)
    AddBot,
    /// leave the table (once dealt: resign the Bummerl)
    Leave,
    /// deal the first game
    StartGame,
    /// the running Bummerl tally
    Score,
    /// this chat's leaderboard: /leaderboard [game] [season, e.g. 2026-11]
    Leaderboard(String),
    /// end the running season now (group administrators)
    EndSeason,
    /// a player's games here: /profile [@user or name] (yours without)
    Profile(String),
    /// a finished deal as a file for bummerl replay: /export [N] (1 = the last)
    Export(String),
    /// step through a finished deal, every hand open: /replay [N] (1 = the last)
    Replay(String),
    /// show the house rules, or set one: /rules name value
    Rules(String),
    /// close the table (during a Bummerl all must agree; alone against the computer it resigns)
    Abort,
    /// claim the game of an opponent whose time ran out
    Forfeit,
    /// the commands
    Help,
    /// show your cards again
    Hand,
    /// play a card: /play KH, /play 10S, /play king of hearts
    Play(String),
    /// announce twenty or forty: /announce H
    Announce(String),
    /// rob the trump card (with the trump jack, nine or seven)
    Exchange,
    /// close the talon (Zudrehen)
    Close,
    /// “Danke, genug”: end the game claiming 66
    Genug,
    /// what the computer would play (against it, or where the table allows hints)
    Hint,
    /// sitting out at three: watch a player's cards, read-only: /kiebitz Anna or /kiebitz 2
    Kiebitz(String),
    /// your language: /lang de or /lang en
    Lang(String),
    /// how you see your cards: /cards french, /cards german or /cards text
    Cards(String),
    /// start the private chat with the bot
    Start(String),
}

/// Where a command belongs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The group with the table.
    Group,
    /// The private chat with the bot.
    Private,
    /// Both: the table commands also serve the table against the computer in a private chat.
    Anywhere,
}

/// Command names (as typed, without the slash) in the order they are listed, with their place.
pub const LISTED: [(&str, Place); 25] = [
    ("newgame", Place::Anywhere),
    ("join", Place::Group),
    ("addbot", Place::Group),
    ("leave", Place::Anywhere),
    ("startgame", Place::Anywhere),
    ("score", Place::Anywhere),
    ("leaderboard", Place::Anywhere),
    ("endseason", Place::Anywhere),
    ("profile", Place::Anywhere),
    ("export", Place::Anywhere),
    ("replay", Place::Anywhere),
    ("rules", Place::Anywhere),
    ("abort", Place::Anywhere),
    ("forfeit", Place::Group),
    ("hand", Place::Private),
    ("play", Place::Private),
    ("announce", Place::Private),
    ("exchange", Place::Private),
    ("close", Place::Private),
    ("genug", Place::Private),
    ("hint", Place::Private),
    ("kiebitz", Place::Anywhere),
    ("lang", Place::Anywhere),
    ("cards", Place::Anywhere),
    ("help", Place::Anywhere),
];

impl Cmd {
    /// Where the command belongs. Seating others (`/join`, `/addbot`) and claiming an absent
    /// opponent's game (`/forfeit`) need a group; the other table commands also work in the
    /// private chat, for the game against the computer there.
    pub fn place(&self) -> Place {
        match self {
            Cmd::Join | Cmd::AddBot | Cmd::Forfeit => Place::Group,
            Cmd::NewGame(_)
            | Cmd::Leave
            | Cmd::StartGame
            | Cmd::Score
            | Cmd::Leaderboard(_)
            | Cmd::EndSeason
            | Cmd::Profile(_)
            | Cmd::Export(_)
            | Cmd::Replay(_)
            | Cmd::Rules(_)
            | Cmd::Abort
            | Cmd::Help
            | Cmd::Lang(_)
            | Cmd::Cards(_)
            | Cmd::Kiebitz(_) => Place::Anywhere,
            Cmd::Hand
            | Cmd::Play(_)
            | Cmd::Announce(_)
            | Cmd::Exchange
            | Cmd::Close
            | Cmd::Genug
            | Cmd::Hint
            | Cmd::Start(_) => Place::Private,
        }
    }

    /// Parses a message text: the command word case-insensitive, `@bot` suffixes for this bot
    /// only, arguments after any whitespace. `None` for text that is no command of this bot.
    pub fn parse_text(text: &str, bot_username: &str) -> Option<Cmd> {
        let text = text.trim();
        if !text.starts_with('/') {
            return None;
        }
        let (word, rest) = text
            .split_once(char::is_whitespace)
            .map_or((text, ""), |(w, r)| (w, r.trim()));
        let normalized = if rest.is_empty() {
            word.to_lowercase()
        } else {
            format!("{} {rest}", word.to_lowercase())
        };
        <Cmd as BotCommands>::parse(&normalized, bot_username).ok()
    }
}

/// A command's description in a language, from the adapter's catalogue (`cmd-NAME`).
pub fn description(lang: Lang, name: &str) -> String {
    crate::notes::say(lang, &format!("cmd-{name}"))
}

/// The commands of a place, for `setMyCommands`.
pub fn listed(lang: Lang, place: Place) -> Vec<BotCommand> {
    LISTED
        .iter()
        .filter(|(_, p)| *p == place || *p == Place::Anywhere)
        .map(|(name, _)| BotCommand::new(*name, description(lang, name)))
        .collect()
}

/// The help, in two messages: the commands of the group and of the private chat (with who may
/// close a table), then every game in a line and how three play at a table.
pub fn help(lang: Lang) -> Vec<String> {
    let [group, private, variants] =
        ["help-group", "help-private", "help-games"].map(|id| crate::notes::say(lang, id));
    let three = text::three_at_a_table(
        lang,
        text::Spelled {
            three: "/newgame 3",
            kiebitz: Some(crate::private::KIEBITZ),
        },
    );
    let summaries = GameId::all()
        .map(|v| format!("• {}", text::variant_line(lang, v)))
        .collect::<Vec<_>>()
        .join("\n");
    let lines = |place| {
        listed(lang, place)
            .into_iter()
            .map(|c| format!("/{} — {}", c.command, c.description))
            .collect::<Vec<_>>()
            .join("\n")
    };
    vec![
        format!(
            "{group}\n{}\n\n{private}\n{}\n\n{}",
            lines(Place::Group),
            lines(Place::Private),
            text::closing_rule(lang, None)
        ),
        format!("{variants}\n{summaries}\n{three}"),
    ]
}

/// The `setMyCommands` calls: group and private scope, English as the default and German for
/// `language_code` `de`.
pub fn registrations() -> Vec<(BotCommandScope, Option<&'static str>, Vec<BotCommand>)> {
    let mut calls = Vec::new();
    for (scope, place) in [
        (BotCommandScope::AllGroupChats, Place::Group),
        (BotCommandScope::AllPrivateChats, Place::Private),
    ] {
        // English is the default; every other language for its `language_code`.
        for lang in Lang::ALL {
            let code = (lang != Lang::En).then_some(lang.code());
            calls.push((scope.clone(), code, listed(lang, place)));
        }
    }
    calls
}

/// Registers the commands; failures are logged, not fatal (the commands work regardless).
pub(crate) async fn register(bot: &Bot, token: &str) {
    for (scope, language, commands) in registrations() {
        let mut request = bot.set_my_commands(commands).scope(scope);
        if let Some(language) = language {
            request = request.language_code(language);
        }
        if let Err(e) = request.await {
            tracing::warn!(
                "telegram: setMyCommands failed: {}",
                crate::error::describe(&e, token)
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_case_insensitively_and_only_for_this_bot() {
        let p = |t| Cmd::parse_text(t, "bummerl_bot");
        assert_eq!(p("/join"), Some(Cmd::Join));
        assert_eq!(p("/JOIN@Bummerl_Bot"), Some(Cmd::Join));
        assert_eq!(p("/join@other_bot"), None);
        assert_eq!(p("/play kh"), Some(Cmd::Play("kh".into())));
        assert_eq!(p("/Play\nKönig Herz"), Some(Cmd::Play("König Herz".into())));
        assert_eq!(
            p("/newgame vs bot easy"),
            Some(Cmd::NewGame("vs bot easy".into()))
        );
        assert_eq!(p("/newgame"), Some(Cmd::NewGame(String::new())));
        assert_eq!(p("/startgame now"), Some(Cmd::StartGame));
        assert_eq!(p("/start j-100123"), Some(Cmd::Start("j-100123".into())));
        assert_eq!(p("/nonsense"), None);
        assert_eq!(p("hello"), None);
    }

    #[test]
    fn every_listed_command_has_both_descriptions() {
        for (name, _) in LISTED {
            assert!(!description(Lang::En, name).is_empty(), "{name}");
            assert!(!description(Lang::De, name).is_empty(), "{name}");
            assert!(
                Cmd::parse_text(&format!("/{name}"), "b").is_some(),
                "{name}"
            );
        }
        let calls = registrations();
        assert_eq!(calls.len(), 4);
        assert!(calls.iter().all(|(_, _, c)| c.len() <= 100));
        // Telegram takes descriptions of 1 to 256 characters.
        for (_, _, commands) in &calls {
            for c in commands {
                let n = c.description.chars().count();
                assert!((1..=256).contains(&n), "/{}: {n} characters", c.command);
            }
        }
        assert!(help(Lang::De)[0].contains("/play — eine Karte spielen"));
        assert!(help(Lang::En)[0].contains("/join — take a seat at the table"));
        // /kiebitz works in the group and in the private chat: both scopes list it.
        for (_, language, commands) in &calls {
            let kiebitz = commands.iter().find(|c| c.command == "kiebitz");
            let kiebitz = kiebitz.expect("kiebitz registered in every scope");
            let german = kiebitz.description.contains("Karten schauen");
            assert_eq!(german, language.is_some(), "{}", kiebitz.description);
        }
    }

    /// In Sechsundsechzig the nine robs the trump card, in Schnorps the seven.
    #[test]
    fn exchange_names_every_robbing_card() {
        let en = description(Lang::En, "exchange");
        let de = description(Lang::De, "exchange");
        assert_eq!(
            en,
            "rob the trump card (with the trump jack, nine or seven)"
        );
        assert!(de.contains("Atout-Buben, -Neuner oder -Siebener"), "{de}");
    }

    #[test]
    fn table_commands_also_serve_the_private_chat_but_seating_others_does_not() {
        fn p(text: &str) -> Place {
            Cmd::parse_text(text, "bummerl_bot").unwrap().place()
        }
        for anywhere in [
            "/newgame vs bot",
            "/startgame",
            "/score",
            "/leaderboard",
            "/rules",
            "/abort",
            "/leave",
        ] {
            assert_eq!(p(anywhere), Place::Anywhere, "{anywhere}");
        }
        for group in ["/join", "/addbot", "/forfeit"] {
            assert_eq!(p(group), Place::Group, "{group}");
        }
        // The private scope offers /newgame, the command list agrees with `place`.
        for (name, place) in LISTED {
            assert_eq!(p(&format!("/{name}")), place, "{name}");
        }
        let private = listed(Lang::En, Place::Private);
        assert!(private.iter().any(|c| c.command == "newgame"));
        assert!(private.iter().all(|c| c.command != "join"));
    }

    #[test]
    fn kiebitz_takes_a_name_or_number() {
        let p = |t| Cmd::parse_text(t, "bummerl_bot");
        assert_eq!(p("/kiebitz Anna"), Some(Cmd::Kiebitz("Anna".into())));
        assert_eq!(p("/Kiebitz@bummerl_bot 2"), Some(Cmd::Kiebitz("2".into())));
        assert_eq!(p("/kiebitz"), Some(Cmd::Kiebitz(String::new())));
        assert_eq!(Cmd::Kiebitz(String::new()).place(), Place::Anywhere);
    }

    #[test]
    fn help_explains_each_variant_in_a_line() {
        for lang in [Lang::De, Lang::En] {
            let pages = help(lang);
            for page in &pages {
                assert!(page.chars().count() < 4096, "one Telegram message a page");
            }
            let help = pages.join("\n\n");
            for v in GameId::all() {
                let line = format!("• {}", text::variant_line(lang, v));
                assert!(help.lines().any(|l| l == line), "{v:?}:\n{help}");
            }
            assert!(
                help.contains("/newgame 3") && help.contains("/kiebitz"),
                "{help}"
            );
            assert!(
                pages[0].ends_with(&text::closing_rule(lang, None)),
                "{help}"
            );
        }
    }
}
