//! Command arguments: `/newgame` options, `/rules` settings, `/leaderboard` options, `/kiebitz`
//! players, and cards and suits as players type them — the codes of RULES.md (`KH`, `10h`,
//! case-insensitive), the German short forms (`DH` for Dame, `BH` for Bube), suit symbols, and the
//! full German and English names (`Herz König`, `Herz-König`, `king of hearts`).

use bot_core::ai::Level;
use bot_core::manager::{Lang, Open, SetRule, ShowLeaderboard};
use bot_core::rules::{Card, Rank, Suit, Variant, parse_switch};

/// The options of `/newgame`: `vs bot [level]`, a variant, `2` or `3` players, `name=value`
/// house rules and table options, in any order. `None` for anything else.
pub fn new_game(args: &str) -> Option<Open> {
    let mut open = Open::default();
    let words: Vec<String> = args.split_whitespace().map(str::to_lowercase).collect();
    let mut i = 0;
    while i < words.len() {
        let word = words[i].as_str();
        i += 1;
        if let Some((name, value)) = word.split_once('=') {
            if name == "computer_takeover" {
                open.computer_takeover = parse_switch(value)?;
            } else if name == "players" {
                open.players = value.parse().ok().filter(|n| (2..=3).contains(n))?;
            } else {
                open.rules.set(name, value).ok()?;
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
        if let Ok(variant) = word.parse::<Variant>() {
            open.variant = variant;
            continue;
        }
        if let Ok(players @ 2..=3) = word.parse::<usize>() {
            open.players = players;
            continue;
        }
        return None;
    }
    Some(open)
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

/// `/leaderboard [variant] [n]`: which variant's board (the table's by default) and how many
/// entries (10 by default, at most 50).
pub fn leaderboard(args: &str) -> ShowLeaderboard {
    let mut show = ShowLeaderboard::default();
    for word in args.split_whitespace() {
        if let Ok(n) = word.parse::<usize>() {
            show.top = n.clamp(1, 50);
        } else if let Ok(variant) = word.parse::<Variant>() {
            show.variant = Some(variant);
        }
    }
    show
}

/// `/kiebitz NAME|N`: a player at the table by his number in the table's list (from 1) or by
/// his name — whole, or a beginning only one name has; case and a leading `@` do not matter.
/// `names` are the table's players in seating order; the answer is an index into them.
pub fn player(args: &str, names: &[String]) -> Option<usize> {
    let wanted = args.trim().trim_start_matches('@').trim().to_lowercase();
    if wanted.is_empty() {
        return None;
    }
    if let Ok(n) = wanted.parse::<usize>() {
        return (1..=names.len()).contains(&n).then(|| n - 1);
    }
    let names: Vec<String> = names.iter().map(|n| n.trim().to_lowercase()).collect();
    if let Some(exact) = names.iter().position(|n| *n == wanted) {
        return Some(exact);
    }
    let mut starting = (0..names.len()).filter(|&i| names[i].starts_with(&wanted));
    match (starting.next(), starting.next()) {
        (Some(only), None) => Some(only),
        _ => None,
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

/// A suit by code, symbol or name.
pub fn suit(text: &str) -> Option<Suit> {
    let t = text.trim().to_lowercase();
    Some(match t.as_str() {
        "h" | "♥" | "♥\u{fe0f}" | "herz" | "hearts" | "heart" => Suit::Hearts,
        "d" | "♦" | "♦\u{fe0f}" | "karo" | "diamonds" | "diamond" => Suit::Diamonds,
        "s" | "♠" | "♠\u{fe0f}" | "pik" | "spades" | "spade" => Suit::Spades,
        "c" | "♣" | "♣\u{fe0f}" | "treff" | "kreuz" | "clubs" | "club" => Suit::Clubs,
        _ => return None,
    })
}

fn rank_word(word: &str) -> Option<Rank> {
    Some(match word {
        "a" | "ass" | "ace" | "sau" => Rank::Ace,
        "10" | "t" | "zehn" | "zehner" | "ten" => Rank::Ten,
        "k" | "könig" | "koenig" | "king" => Rank::King,
        "q" | "d" | "dame" | "queen" | "ober" => Rank::Queen,
        "j" | "b" | "bube" | "jack" | "unter" => Rank::Jack,
        "9" | "neun" | "neuner" | "nine" => Rank::Nine,
        "8" | "acht" | "achter" | "eight" => Rank::Eight,
        "7" | "sieben" | "siebener" | "seven" => Rank::Seven,
        _ => return None,
    })
}

/// A card as a player types it.
pub fn card(text: &str) -> Option<Card> {
    let t = text.trim().to_lowercase();
    // `Card::from_str` splits off the last byte, which panics inside a multi-byte character:
    // only ASCII goes there.
    if t.is_ascii()
        && let Ok(card) = t.parse::<Card>()
    {
        return Some(card);
    }
    // A compact form with a German rank letter or a suit symbol: `DH`, `bs`, `K♥`, `10♠`.
    let chars: Vec<char> = t.chars().collect();
    if let Some((&last, rank)) = chars.split_last() {
        let rank: String = rank.iter().collect();
        let suit = suit(&last.to_string());
        if let (Some(rank), Some(suit)) = (rank_word(&rank), suit) {
            return Some(Card::new(rank, suit));
        }
    }
    // Words: `Herz König`, `Herz-König`, `König Herz`, `king of hearts`, `hearts king`.
    let words: Vec<&str> = t
        .split(|c: char| c.is_whitespace() || c == '-')
        .filter(|w| !w.is_empty() && *w != "of")
        .collect();
    match words.as_slice() {
        [a, b] => match (rank_word(a), suit(b), suit(a), rank_word(b)) {
            (Some(rank), Some(suit), _, _) | (_, _, Some(suit), Some(rank)) => {
                Some(Card::new(rank, suit))
            }
            _ => None,
        },
        // German compounds written together: `herzkönig`, `pikdame`.
        [one] => ["herz", "karo", "pik", "treff", "kreuz"]
            .iter()
            .find_map(|s| {
                let rank = one.strip_prefix(s)?;
                Some(Card::new(rank_word(rank)?, suit(s)?))
            }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bot_core::rules::HouseRulesPatch;

    fn c(code: &str) -> Card {
        code.parse().unwrap()
    }

    #[test]
    fn cards_by_code_symbol_and_name() {
        for (text, code) in [
            ("KH", "KH"),
            ("kh", "KH"),
            ("10h", "TH"),
            ("TH", "TH"),
            ("DH", "QH"),
            ("bs", "JS"),
            ("K♥", "KH"),
            ("10♠", "TS"),
            ("Herz König", "KH"),
            ("herz-könig", "KH"),
            ("König Herz", "KH"),
            ("Herzkönig", "KH"),
            ("king of hearts", "KH"),
            ("Ace of Spades", "AS"),
            ("Pik Dame", "QS"),
            ("Karo Zehner", "TD"),
            ("Treff Bube", "JC"),
            ("queen of clubs", "QC"),
        ] {
            assert_eq!(card(text), Some(c(code)), "{text}");
        }
        for bad in ["", "X", "KX", "Herz", "king of", "11H", "1"] {
            assert_eq!(card(bad), None, "{bad}");
        }
    }

    #[test]
    fn suits_by_code_symbol_and_name() {
        assert_eq!(suit("h"), Some(Suit::Hearts));
        assert_eq!(suit("♠"), Some(Suit::Spades));
        assert_eq!(suit("Karo"), Some(Suit::Diamonds));
        assert_eq!(suit("clubs"), Some(Suit::Clubs));
        assert_eq!(suit("x"), None);
    }

    #[test]
    fn new_game_options() {
        assert_eq!(new_game(""), Some(Open::default()));
        let open = new_game("vs bot easy auto_claim=on").unwrap();
        assert_eq!(open.computer, Some(Level::Easy));
        let mut rules = HouseRulesPatch::default();
        rules.set("auto_claim", "on").unwrap();
        assert_eq!(open.rules, rules);
        assert_eq!(
            new_game("gegen computer").unwrap().computer,
            Some(Level::default())
        );
        assert_eq!(
            new_game("VS BOT zufall").unwrap().computer,
            Some(Level::Random)
        );
        assert_eq!(new_game("schnapsen").unwrap().variant, Variant::Schnapsen);
        assert!(new_game("computer_takeover=on").unwrap().computer_takeover);
        assert_eq!(new_game("3").unwrap().players, 3);
        assert_eq!(new_game("players=3").unwrap().players, 3);
        for bad in [
            "vs",
            "vs human",
            "nonsense",
            "auto_claim=maybe",
            "nope=on",
            "5",
            "players=9",
        ] {
            assert_eq!(new_game(bad), None, "{bad}");
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
        assert_eq!((show.top, show.variant), (5, Some(Variant::Schnorps)));
        assert_eq!(lang(" DE "), Some(Lang::De));
        assert_eq!(lang("english"), Some(Lang::En));
        assert_eq!(lang("fr"), None);
    }
}
