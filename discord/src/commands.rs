//! The `/schnapsen` slash command as registered with Discord: its subcommands and options with
//! English names and German localisations, and the help text built from the same table.
//!
//! Discord always sends the default (English) names in interactions, whatever the user's
//! locale, so [`crate::incoming`] matches on [`Sub::name`] only.

use bot_core::games::GameId;
use bot_core::games::Level;
use bot_core::games::Suit;
use bot_core::games::glossary::Face;
use bot_core::games::registry::{HouseRule, RuleKind};
use bot_core::manager::Lang;
// The most players a table takes (a bank and its punters); the game checks its own number.
use crate::words::say;
use bot_core::present::MAX_PLAYERS;
use bot_core::text;
use serenity::all::{CommandOptionType, CreateCommand, CreateCommandOption, InteractionContext};

/// The choices of `/schnapsen cards for:`: the table's option (without it), or the user's own
/// cards at every table.
pub const CARDS_FOR: [&str; 2] = ["table", "me"];

/// The top-level command's name.
pub const COMMAND: &str = "schnapsen";

/// Discord's limit on descriptions.
const MAX_DESCRIPTION: usize = 100;

/// The most entries `/schnapsen leaderboard top:` shows.
pub const MAX_TOP: usize = 25;

/// A subcommand, by its name: English, what interactions carry. Its local names and what it
/// does are the adapter's catalogue's (`sub-NAME`, `sub-NAME-text`).
#[derive(Clone, Copy, Debug)]
pub struct Sub {
    /// The name (English; what interactions carry).
    pub name: &'static str,
}

impl Sub {
    /// The name shown to a user of `lang`.
    pub fn local_name(&self, lang: Lang) -> String {
        say(lang, &format!("sub-{}", self.name))
    }

    /// What it does, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        say(lang, &format!("sub-{}-text", self.name))
    }
}

/// Every subcommand, in the order of the help text.
pub const SUBCOMMANDS: [Sub; 25] = [
    Sub { name: "new" },
    Sub { name: "join" },
    Sub { name: "addbot" },
    Sub { name: "leave" },
    Sub { name: "start" },
    Sub { name: "hand" },
    Sub { name: "play" },
    Sub { name: "announce" },
    Sub { name: "exchange" },
    Sub { name: "close" },
    Sub { name: "genug" },
    Sub { name: "score" },
    Sub {
        name: "leaderboard",
    },
    Sub { name: "endseason" },
    Sub { name: "profile" },
    Sub { name: "export" },
    Sub { name: "replay" },
    Sub { name: "rules" },
    Sub { name: "abort" },
    Sub { name: "forfeit" },
    Sub { name: "hint" },
    Sub { name: "kiebitz" },
    Sub { name: "language" },
    Sub { name: "cards" },
    Sub { name: "help" },
];

/// How `/schnapsen kiebitz` is written in `lang` (its local name), for the core's words about
/// sitting out.
pub fn kiebitz(lang: Lang) -> String {
    let name = find("kiebitz").map_or_else(|| "kiebitz".to_owned(), |s| s.local_name(lang));
    format!("`/{COMMAND} {name}`")
}

/// The subcommand of an English name.
pub fn find(name: &str) -> Option<&'static Sub> {
    SUBCOMMANDS.iter().find(|s| s.name == name)
}

/// A description cut to Discord's limit, as a safety net: every text here fits (the tests check
/// it), but one that does not is cut after a whole word and ends with "…".
fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_DESCRIPTION {
        return text.to_owned();
    }
    // Room for the "…".
    let end = text
        .char_indices()
        .nth(MAX_DESCRIPTION - 1)
        .map_or(text.len(), |(i, _)| i);
    let cut = text[..end]
        .rsplit_once(char::is_whitespace)
        .map_or(&text[..end], |(words, _)| words);
    format!("{}…", cut.trim_end_matches([',', ';', ':']))
}

/// An option named and described in every language by `name` and `text`: the English ones are
/// Discord's defaults, the others its localisations.
fn localized(
    kind: CommandOptionType,
    name: impl Fn(Lang) -> String,
    text: impl Fn(Lang) -> String,
) -> CreateCommandOption {
    let mut option = CreateCommandOption::new(kind, name(Lang::En), clip(&text(Lang::En)));
    for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::En) {
        option = option
            .name_localized(lang.code(), name(lang))
            .description_localized(lang.code(), clip(&text(lang)));
    }
    option
}

/// An option of the catalogue: `opt-ID` its name, `opt-ID-text` what it is.
fn option(kind: CommandOptionType, id: &str) -> CreateCommandOption {
    let name = |lang| say(lang, &format!("opt-{id}"));
    localized(kind, name, |lang| say(lang, &format!("opt-{id}-text")))
}

/// A string choice named in every language by `name`.
fn choice(
    option: CreateCommandOption,
    value: &str,
    name: impl Fn(Lang) -> String,
) -> CreateCommandOption {
    let local = Lang::ALL
        .into_iter()
        .filter(|&lang| lang != Lang::En)
        .map(|lang| (lang.code(), name(lang)));
    option.add_string_choice_localized(name(Lang::En), value, local)
}

/// The house rules `/schnapsen new` takes as options of their own: those of the games a new
/// table offers first — the default game's family ([`GameId::kin`]) — each once (a rule several
/// have, such as `show_own_points`, is one option setting it in each), with its kind and bounds.
/// Every other game's rules are set with `rules:` as `name=value`.
fn house_rules() -> Vec<&'static HouseRule> {
    let mut rules: Vec<&'static HouseRule> = Vec::new();
    for game in GameId::default().kin() {
        for rule in game.spec().house_rules {
            if rules.iter().all(|known| known.name != rule.name) {
                rules.push(rule);
            }
        }
    }
    rules
}

/// The description of a house rule or table option in `lang`.
fn describe(name: &'static str, lang: Lang) -> String {
    text::rule_description(lang, name).unwrap_or_else(|| name.to_owned())
}

/// The options of `/schnapsen new`: variant, players, a computer opponent, the takeover option
/// and every house rule.
fn new_options() -> Vec<CreateCommandOption> {
    let mut variant = option(CommandOptionType::String, "new-variant");
    for v in GameId::all() {
        variant = choice(variant, v.id(), |lang| text::variant_name(lang, v));
    }
    let players = option(CommandOptionType::Integer, "new-players")
        .min_int_value(2)
        .max_int_value(MAX_PLAYERS as u64);
    let mut computer = option(CommandOptionType::String, "new-computer");
    for level in Level::ALL {
        computer = choice(computer, level.name(), |lang| level.label(lang));
    }
    let takeover = localized(
        CommandOptionType::Boolean,
        |_| "computer_takeover".to_owned(),
        |lang| describe("computer_takeover", lang),
    );
    let rules = option(CommandOptionType::String, "new-rules");
    let mut options = vec![variant, players, computer, takeover, rules];
    for rule in house_rules() {
        let name = rule.name;
        let kind = match rule.default {
            RuleKind::Bool(_) => CommandOptionType::Boolean,
            RuleKind::Int { .. } => CommandOptionType::Integer,
            RuleKind::Word { .. } => CommandOptionType::String,
        };
        let mut option = localized(kind, |_| name.to_owned(), |lang| describe(name, lang));
        match rule.default {
            // serenity takes bounds from 0 up; a rule reaching below 0 is checked by the game.
            RuleKind::Int { min, max, .. } => {
                if let (Ok(min), Ok(max)) = (u64::try_from(min), u64::try_from(max)) {
                    option = option.min_int_value(min).max_int_value(max);
                }
            }
            RuleKind::Word { words, .. } => {
                for word in words {
                    option = option.add_string_choice(*word, *word);
                }
            }
            RuleKind::Bool(_) => {}
        }
        options.push(option);
    }
    options
}

/// The options of a subcommand.
fn sub_options(name: &str) -> Vec<CreateCommandOption> {
    match name {
        "new" => new_options(),
        "play" => vec![
            option(CommandOptionType::String, "play-card")
                .required(true)
                .set_autocomplete(true),
        ],
        "announce" => {
            let mut suit = option(CommandOptionType::String, "announce-suit").required(true);
            for s in Suit::ALL {
                // The marriages of the Schnapsen family, whose pack is French.
                let face = Face::French;
                let label = |lang| format!("{} {}", face.symbol(s), face.suit(s, lang));
                suit = choice(suit, &s.code().to_string(), label);
            }
            vec![suit]
        }
        "kiebitz" => vec![option(CommandOptionType::User, "kiebitz-player").required(true)],
        "leaderboard" => vec![
            option(CommandOptionType::Integer, "leaderboard-top")
                .min_int_value(1)
                .max_int_value(MAX_TOP as u64),
            option(CommandOptionType::String, "leaderboard-season"),
        ],
        "language" => {
            let mut lang = option(CommandOptionType::String, "language-lang").required(true);
            for spoken in Lang::ALL {
                let name = |reader| text::language_name(reader, spoken);
                lang = choice(lang, spoken.code(), name);
            }
            vec![lang]
        }
        "cards" => {
            let mut pack = option(CommandOptionType::String, "cards-pack").required(true);
            for code in bot_core::protocol::Cards::ALL.map(bot_core::protocol::Cards::code) {
                pack = choice(pack, code, |lang| say(lang, &format!("cards-{code}")));
            }
            // For the table (without it) or the user's own cards: Discord takes no more
            // subcommands.
            let mut whose = option(CommandOptionType::String, "cards-for");
            for whom in CARDS_FOR {
                whose = choice(whose, whom, |lang| say(lang, &format!("cards-for-{whom}")));
            }
            vec![pack, whose]
        }
        "export" => vec![option(CommandOptionType::Integer, "export-back").min_int_value(1)],
        "replay" => vec![
            option(CommandOptionType::Integer, "replay-back").min_int_value(1),
            option(CommandOptionType::Integer, "replay-step").min_int_value(0),
        ],
        "profile" => vec![option(CommandOptionType::User, "profile-user")],
        _ => Vec::new(),
    }
}

/// The global `/schnapsen` command with all subcommands, as registered on start: in servers'
/// channels, and in a DM with the bot (a game against the computer there). Not in other DMs or
/// group DMs, where the bot cannot post the table.
pub fn schnapsen() -> CreateCommand {
    let mut command = CreateCommand::new(COMMAND)
        .description(say(Lang::En, "command-text"))
        .contexts(vec![InteractionContext::Guild, InteractionContext::BotDm]);
    for lang in Lang::ALL.into_iter().filter(|&lang| lang != Lang::En) {
        command = command.description_localized(lang.code(), say(lang, "command-text"));
    }
    for s in SUBCOMMANDS.iter() {
        let mut option = localized(
            CommandOptionType::SubCommand,
            |lang| s.local_name(lang),
            |lang| s.text(lang),
        );
        for o in sub_options(s.name) {
            option = option.add_sub_option(o);
        }
        command = command.add_option(option);
    }
    command
}

/// The help text in messages that each fit Discord's limit: every subcommand with its
/// description, then the variants in a line each and how three play at a two-player game, in
/// `lang`.
pub fn help(lang: Lang) -> Vec<String> {
    let head = crate::words::say(lang, "help-head");
    let mut commands = vec![head];
    for s in SUBCOMMANDS.iter() {
        commands.push(format!(
            "`/{COMMAND} {}` – {}",
            s.local_name(lang),
            s.text(lang)
        ));
    }
    let mut variants = vec![crate::words::say(lang, "help-variants")];
    for v in GameId::all() {
        variants.push(format!("• {}", text::variant_line(lang, v)));
    }
    let three = crate::words::say(lang, "help-three");
    let kiebitz = kiebitz(lang);
    variants.push(text::three_at_a_table(
        lang,
        text::Spelled {
            three: &three,
            kiebitz: Some(&kiebitz),
        },
    ));
    variants.push(text::closing_rule(lang, None));
    let mut pages = paged(commands, crate::outgoing::MAX_CONTENT);
    pages.extend(paged(variants, crate::outgoing::MAX_CONTENT));
    pages
}

/// Lines joined into as few pages as fit `limit` characters each.
fn paged(lines: Vec<String>, limit: usize) -> Vec<String> {
    let mut pages: Vec<String> = Vec::new();
    for line in lines {
        match pages.last_mut() {
            Some(page) if page.chars().count() + 1 + line.chars().count() <= limit => {
                page.push('\n');
                page.push_str(&line);
            }
            _ => pages.push(line),
        }
    }
    pages
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_subcommand_is_localised_and_fits_discord() {
        let json = serde_json::to_value(schnapsen()).unwrap();
        assert_eq!(json["name"], COMMAND);
        assert_eq!(
            json["contexts"],
            serde_json::json!([0, 1]),
            "servers and DMs with the bot"
        );
        assert!(json["description_localizations"]["de"].is_string());
        let subs = json["options"].as_array().unwrap();
        assert_eq!(subs.len(), SUBCOMMANDS.len());
        let names: Vec<&str> = subs.iter().map(|s| s["name"].as_str().unwrap()).collect();
        for wanted in [
            "new",
            "join",
            "addbot",
            "leave",
            "start",
            "hand",
            "play",
            "announce",
            "exchange",
            "close",
            "genug",
            "score",
            "leaderboard",
            "endseason",
            "profile",
            "export",
            "replay",
            "rules",
            "abort",
            "forfeit",
            "kiebitz",
            "language",
            "cards",
            "help",
        ] {
            assert!(names.contains(&wanted), "{wanted} missing");
        }
        // The English local names are the names interactions carry.
        for s in SUBCOMMANDS {
            assert_eq!(s.local_name(Lang::En), s.name);
        }
        let language = subs.iter().find(|s| s["name"] == "language").unwrap();
        let choices = &language["options"][0]["choices"];
        assert_eq!(choices[0]["value"], "de");
        assert_eq!(choices[1]["name_localizations"]["de"], "Englisch");
        fn check(option: &serde_json::Value) {
            let name = option["name"].as_str().unwrap();
            assert!(name.len() <= 32 && name == name.to_lowercase(), "{name}");
            let de = option["name_localizations"]["de"].as_str().unwrap();
            assert!(de.chars().count() <= 32 && de == de.to_lowercase(), "{de}");
            for d in [
                &option["description"],
                &option["description_localizations"]["de"],
            ] {
                let d = d.as_str().unwrap();
                assert!(!d.is_empty() && d.chars().count() <= MAX_DESCRIPTION, "{d}");
                // `clip` left it whole: it ends with "…" only when it cut.
                assert!(!d.ends_with('…'), "cut: {d}");
            }
            if let Some(subs) = option["options"].as_array() {
                assert!(subs.len() <= 25);
                subs.iter().for_each(check);
            }
        }
        subs.iter().for_each(check);
        // A house rule's option takes its game's bounds.
        let new = subs.iter().find(|s| s["name"] == "new").unwrap();
        let options = new["options"].as_array().unwrap();
        for rule in house_rules() {
            let option = options.iter().find(|o| o["name"] == rule.name).unwrap();
            if let RuleKind::Int { min, max, .. } = rule.default {
                assert_eq!(
                    (&option["min_value"], &option["max_value"]),
                    (&serde_json::json!(min), &serde_json::json!(max))
                );
            }
        }
        let play = subs.iter().find(|s| s["name"] == "play").unwrap();
        assert_eq!(play["options"][0]["autocomplete"], true);
        assert_eq!(play["options"][0]["name_localizations"]["de"], "karte");
        let kiebitz = subs.iter().find(|s| s["name"] == "kiebitz").unwrap();
        let player = &kiebitz["options"][0];
        assert_eq!(player["type"], 6, "a user option: {player}");
        assert_eq!(player["required"], true);
        assert_eq!(player["name_localizations"]["de"], "spieler");
        let new = subs.iter().find(|s| s["name"] == "new").unwrap();
        let players = new["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == "players")
            .expect("new takes the number of players");
        assert_eq!(players["type"], 4, "{players}");
        assert_eq!(players["name_localizations"]["de"], "spieler");
        assert_eq!(players["min_value"], 2, "{players}");
        assert_eq!(
            players["max_value"], MAX_PLAYERS as u64,
            "a bank and its punters"
        );
        let description = players["description_localizations"]["de"].as_str().unwrap();
        assert!(description.contains("setzt aus"), "{description}");
        let rules = new["options"].as_array().unwrap();
        assert!(
            rules
                .iter()
                .any(|o| o["name"] == "kiebitz" && o["type"] == 5)
        );
        // Every variant is a choice; the rules of both families are options, each once.
        let variant = rules.iter().find(|o| o["name"] == "variant").unwrap();
        let offered: Vec<&str> = variant["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap())
            .collect();
        let all: Vec<&str> = GameId::all().map(|v| v.id()).collect();
        assert_eq!(offered, all);
        assert!(offered.contains(&"bauernschnapsen"));
        let names: Vec<&str> = rules.iter().map(|o| o["name"].as_str().unwrap()).collect();
        for rule in [
            "undertrump",
            "kontra_after_bidding",
            "forced_rob",
            "show_own_points",
        ] {
            assert_eq!(
                names.iter().filter(|n| **n == rule).count(),
                1,
                "{rule}: {names:?}"
            );
        }
    }

    /// The texts themselves fit, before any clipping: the subcommands' descriptions and those
    /// of every option of `/schnapsen new` (each house rule of both families and the table
    /// options).
    #[test]
    fn every_description_fits_without_clipping() {
        let fits = |d: &str| !d.is_empty() && d.chars().count() <= MAX_DESCRIPTION;
        for s in SUBCOMMANDS.iter() {
            for lang in [Lang::De, Lang::En] {
                assert!(fits(&s.text(lang)), "{}: {}", s.name, s.text(lang));
            }
        }
        let names = house_rules().into_iter().map(|rule| rule.name);
        for name in names.chain(["computer_takeover"]) {
            for lang in [Lang::De, Lang::En] {
                let d = describe(name, lang);
                assert_ne!(d, name, "{name} has no description");
                assert!(
                    fits(&d),
                    "{name} ({lang:?}): {} characters",
                    d.chars().count()
                );
            }
        }
    }

    #[test]
    fn clip_cuts_a_long_text_after_a_whole_word() {
        let long = "Kontra, Retour and Subkontra also after the bidding, until the first card is \
                    played (a computer to play it waits 15 seconds for them, or until you say Gut)";
        let cut = clip(long);
        assert!(cut.chars().count() <= MAX_DESCRIPTION, "{cut}");
        let kept = cut.strip_suffix('…').expect("marked as cut");
        assert!(long.starts_with(kept), "{cut}");
        assert!(
            long[kept.len()..].starts_with(' '),
            "cut inside a word: {cut}"
        );
        assert_eq!(clip("short (fits)"), "short (fits)");
    }

    #[test]
    fn exchange_names_every_robbing_card() {
        let exchange = find("exchange").unwrap();
        assert!(exchange.text(Lang::En).contains("jack, nine or seven"));
        assert!(
            exchange
                .text(Lang::De)
                .contains("Atout-Buben, -Neuner oder -Siebener")
        );
    }

    #[test]
    fn help_lists_the_local_names() {
        let de = help(Lang::De).join("\n");
        assert!(
            de.contains("/schnapsen zudrehen") && de.contains("/schnapsen neu"),
            "{de}"
        );
        let en = help(Lang::En).join("\n");
        assert!(
            en.contains("/schnapsen close") && en.contains("/schnapsen leaderboard"),
            "{en}"
        );
        assert!(de.contains("/schnapsen kiebitzen") && en.contains("/schnapsen kiebitz"));
        assert!(de.contains("/schnapsen computer") && en.contains("/schnapsen addbot"));
        // Who may close a table when.
        assert!(de.contains(&text::closing_rule(Lang::De, None)), "{de}");
        assert!(en.contains(&text::closing_rule(Lang::En, None)), "{en}");
    }

    #[test]
    fn help_explains_each_variant_in_a_line_and_each_message_fits() {
        for lang in [Lang::De, Lang::En] {
            let pages = help(lang);
            let help = pages.join("\n");
            for v in GameId::all() {
                let line = format!("• {}", text::variant_line(lang, v));
                assert!(help.lines().any(|l| l == line), "{v:?} missing:\n{help}");
            }
            assert!(help.contains("`players: 3`") || help.contains("`spieler: 3`"));
            for page in &pages {
                assert!(
                    page.chars().count() <= crate::outgoing::MAX_CONTENT,
                    "{} characters",
                    page.chars().count()
                );
            }
        }
    }
}
