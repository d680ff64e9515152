//! Command arguments: `/newgame` options, `/rules` settings, `/leaderboard` options. Cards,
//! suits and players as players type them are read by the core (`bot_core::games::typed`,
//! `bot_core::text::typed`), shared with the terminal and Discord.

use bot_core::games::GameId;
use bot_core::games::Level;
use bot_core::games::{HouseRuleError, parse_switch};
use bot_core::manager::{Lang, Open, ProfileOf, SetRule, ShowLeaderboard};
use bot_core::protocol::is_season_name;
// The most players `/newgame` takes (a bank and its punters); each game checks its own number.
use bot_core::present::MAX_PLAYERS;
pub use bot_core::text::typed::player;

/// What is wrong with the options of `/newgame`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadOptions {
    /// Words it does not understand: the usage tells what it takes.
    Usage,
    /// A house rule the game does not have, or a value it does not take: say which.
    Rule(HouseRuleError),
}

/// The options of `/newgame`: `vs bot [level]`, a variant, the number of players, `name=value`
/// house rules and table options, in any order. What is wrong with them otherwise: words it
/// does not understand, or a house rule of the game that cannot be so.
pub fn new_game(args: &str) -> Result<Open, BadOptions> {
    options(args).ok_or(BadOptions::Usage)?.rules()
}

/// The options of `/newgame` read, its house rules not yet checked against the game.
struct Options {
    open: Open,
    rules: Vec<(String, String)>,
}

impl Options {
    /// The table's options with its house rules, read after the variant, whose rules they are.
    fn rules(self) -> Result<Open, BadOptions> {
        let Options { mut open, rules } = self;
        for (name, value) in rules {
            open.set_rule(&name, &value).map_err(BadOptions::Rule)?;
        }
        Ok(open)
    }
}

/// Reads the words of `/newgame`; `None` for a word it does not understand.
fn options(args: &str) -> Option<Options> {
    let mut open = Open::default();
    // House rules are read after the variant, whose rules they are.
    let mut rules: Vec<(String, String)> = Vec::new();
    let words: Vec<String> = args.split_whitespace().map(str::to_lowercase).collect();
    let mut i = 0;
    while i < words.len() {
        let word = words[i].as_str();
        i += 1;
        if let Some((name, value)) = word.split_once('=') {
            if name == "computer_takeover" {
                open.computer_takeover = parse_switch(value)?;
            } else if name == "players" {
                open.players = value
                    .parse()
                    .ok()
                    .filter(|n| (2..=MAX_PLAYERS).contains(n))?;
            } else {
                rules.push((name.to_owned(), value.to_owned()));
            }
            continue;
        }
        if matches!(word, "vs" | "gegen") {
            let who = words.get(i)?;
            if !matches!(who.as_str(), "bot" | "computer" | "cpu" | "ki" | "ai") {
                return None;
            }
            i += 1;
            let level = words.get(i).and_then(|l| level(l));
            if level.is_some() {
                i += 1;
            }
            open.computer = Some(level.unwrap_or_default());
            continue;
        }
        if let Ok(variant) = word.parse::<GameId>() {
            open.variant = variant;
            continue;
        }
        if let Ok(players @ 2..=MAX_PLAYERS) = word.parse::<usize>() {
            open.players = players;
            continue;
        }
        return None;
    }
    Some(Options { open, rules })
}

fn level(word: &str) -> Option<Level> {
    match word {
        "zufall" => Some(Level::Random),
        "leicht" => Some(Level::Easy),
        "stark" => Some(Level::Strong),
        _ => word.parse().ok(),
    }
}

/// `/rules name value` or `/rules name=value`; `None` without arguments (show the rules).
pub fn set_rule(args: &str) -> Option<SetRule> {
    let args = args.trim();
    if args.is_empty() {
        return None;
    }
    let (name, value) = args
        .split_once('=')
        .or_else(|| args.split_once(char::is_whitespace))
        .unwrap_or((args, ""));
    Some(SetRule {
        name: name.trim().to_lowercase(),
        value: value.trim().to_owned(),
    })
}

/// `/leaderboard [variant] [season] [n]`: which variant's board (the table's by default), of
/// which season (the running one by default: `2026-11`, `2026-Q4`) and how many entries (10 by
/// default, at most 50).
pub fn leaderboard(args: &str) -> ShowLeaderboard {
    let mut show = ShowLeaderboard::default();
    for word in args.split_whitespace() {
        if is_season_name(word) {
            show.season = Some(word.to_owned());
        } else if let Ok(n) = word.parse::<usize>() {
            show.top = n.clamp(1, 50);
        } else if let Ok(variant) = word.parse::<GameId>() {
            show.variant = Some(variant);
        }
    }
    show
}

/// `/profile [@user or name]`: the sender's own without one; a name as its entries show it
/// (an `@` before it is left out, so that `@Anna` finds the player called Anna).
pub fn profile(args: &str) -> ProfileOf {
    match args.trim().trim_start_matches('@') {
        "" => ProfileOf::Me,
        name => ProfileOf::Name(name.to_owned()),
    }
}

/// `/lang de|en` (also the languages' names).
pub fn lang(args: &str) -> Option<Lang> {
    match args.trim().to_lowercase().as_str() {
        "de" | "deutsch" | "german" => Some(Lang::De),
        "en" | "englisch" | "english" => Some(Lang::En),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn new_game_options() {
        assert_eq!(new_game(""), Ok(Open::default()));
        let game = new_game("partie=5 boehmischer_schneider").unwrap();
        assert_eq!(game.game_rules["partie"], 5, "a game's rules, in any order");
        let open = new_game("vs bot easy auto_claim=on").unwrap();
        assert_eq!(open.computer, Some(Level::Easy));
        // Schnapsen is a game of the registry: its house rules are the game's.
        assert_eq!(open.game_rules["auto_claim"], true, "{open:?}");
        let mut default = Open::default();
        default.set_rule("auto_claim", "on").unwrap();
        assert_eq!(open.game_rules, default.game_rules);
        assert_eq!(
            new_game("gegen computer").unwrap().computer,
            Some(Level::default())
        );
        assert_eq!(
            new_game("VS BOT zufall").unwrap().computer,
            Some(Level::Random)
        );
        assert_eq!(
            new_game("schnapsen").unwrap().variant,
            GameId::of("schnapsen").unwrap()
        );
        assert_eq!(new_game("schnapsen").unwrap().variant.id(), "schnapsen");
        assert!(new_game("computer_takeover=on").unwrap().computer_takeover);
        assert_eq!(new_game("3").unwrap().players, 3);
        assert_eq!(new_game("players=3").unwrap().players, 3);
        for bad in [
            "vs",
            "vs human",
            "nonsense",
            "13",
            "players=99",
            "computer_takeover=maybe",
        ] {
            assert_eq!(new_game(bad), Err(BadOptions::Usage), "{bad}");
        }
        // A house rule the game lacks, or a value it does not take: which one is said.
        for (bad, rule) in [
            ("auto_claim=maybe", "auto_claim"),
            ("nope=on", "nope"),
            ("partie=5", "partie"),
            ("schnapsen partie=5", "partie"),
            ("boehmischer_schneider partie=0", "partie"),
            ("black_close_penalty=99", "black_close_penalty"),
        ] {
            let problem = match new_game(bad) {
                Err(BadOptions::Rule(problem)) => problem,
                other => panic!("{bad}: {other:?}"),
            };
            let named = match &problem {
                HouseRuleError::Unknown(name) => name,
                HouseRuleError::BadValue { rule, .. }
                | HouseRuleError::Invalid { rule, .. }
                | HouseRuleError::OutOfRange { rule, .. } => rule,
            };
            assert_eq!(named, rule, "{bad}: {problem:?}");
        }
    }

    #[test]
    fn players_by_number_or_name() {
        let names: Vec<String> = ["Anna Berger", "Bert", "Berta", "Dieter"]
            .map(String::from)
            .to_vec();
        for (args, want) in [
            ("1", Some(0)),
            (" 4 ", Some(3)),
            ("0", None),
            ("5", None),
            ("anna berger", Some(0)),
            ("@Anna", Some(0)),
            ("bert", Some(1)),
            ("BERTA", Some(2)),
            ("ber", None),
            ("die", Some(3)),
            ("", None),
            ("Zoe", None),
        ] {
            assert_eq!(player(args, &names), want, "{args:?}");
        }
    }

    #[test]
    fn rule_settings_and_leaderboard_size() {
        assert_eq!(set_rule(""), None);
        let set = set_rule("auto_claim on").unwrap();
        assert_eq!(
            (set.name.as_str(), set.value.as_str()),
            ("auto_claim", "on")
        );
        let set = set_rule("Black_Close_Penalty=4").unwrap();
        assert_eq!(
            (set.name.as_str(), set.value.as_str()),
            ("black_close_penalty", "4")
        );
        assert_eq!(leaderboard("").top, 10);
        assert_eq!(leaderboard("3").top, 3);
        assert_eq!(leaderboard("500").top, 50);
        let show = leaderboard("schnorps 5");
        assert_eq!(
            (show.top, show.variant),
            (5, Some(GameId::of("schnorps").unwrap()))
        );
        assert_eq!(lang(" DE "), Some(Lang::De));
        assert_eq!(lang("english"), Some(Lang::En));
        assert_eq!(lang("fr"), None);
    }
}
