//! The house rules and table options, each with its value and what it means.

use super::catalogue::{format, text};
use super::names::{switch_text, variant_name};
use crate::games::{GameId, Unit};
use crate::ids::Lang;
use crate::protocol::{CARDS, Cards, DOUBLE_WAIT_MS, LANG, RulesView};

/// Who may close a table when, for a game's match (`unit`), or for any game (`None`: the
/// help of every front end).
pub fn closing_rule(lang: Lang, unit: Option<Unit>) -> String {
    let unit = unit.map_or("any", super::events::unit_key);
    format(lang, "closing-rule", &[("unit", unit.into())])
}

/// What a house rule or table option means, in a few words: at most 100 characters, as it is
/// also the description of a Discord option (more goes to `rule_detail`); `None` for an
/// unknown name. A house rule's is its game's help ([`crate::games::GameSpec::rule_help`]: the
/// first game of the registry with a rule of that name).
pub fn rule_description(lang: Lang, name: &str) -> Option<String> {
    let rule = GameId::all().find_map(|game| {
        let spec = game.spec();
        let rule = spec.house_rules.iter().find(|rule| rule.name == name)?;
        Some(spec.rule_help(rule, lang))
    });
    if rule.is_some() {
        return rule;
    }
    let id = match name {
        "computer_takeover" => "option-computer-takeover",
        "hints" => "option-hints",
        LANG => {
            let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            let codes = codes.join("/");
            return Some(format(lang, "option-lang", &[("codes", codes.into())]));
        }
        CARDS => {
            let codes = Cards::ALL.map(Cards::code).join("/");
            return Some(format(lang, "option-cards", &[("codes", codes.into())]));
        }
        _ => return None,
    };
    Some(text(lang, id))
}

/// What a player is told who chose how his own cards come on the platforms that show
/// pictures (his preference, before the table's option).
pub fn cards_yours(lang: Lang, cards: Cards) -> String {
    format(lang, "cards-yours", &[("cards", cards.code().into())])
}

/// More about a rule than [`rule_description`] has room for, shown in the table's rules.
pub(super) fn rule_detail(lang: Lang, name: &str) -> Option<String> {
    match name {
        "kontra_after_bidding" => {
            let wait = super::names::duration(lang, DOUBLE_WAIT_MS / 1000);
            Some(format(
                lang,
                "detail-kontra-after-bidding",
                &[("wait", (&wait).into())],
            ))
        }
        _ => None,
    }
}

/// The rules of a table: one line per rule, `name = value — meaning`.
pub fn rules(lang: Lang, view: &RulesView) -> String {
    let variant = variant_name(lang, view.variant);
    let mut lines = vec![format(lang, "house-rules", &[("game", variant.into())])];
    // The game itself first, then its house rules.
    let id = view.variant;
    lines.insert(0, super::game::game_rules_text(lang, id));
    lines.insert(1, String::new());
    lines.extend(rule_lines(lang, id, &view.rules));
    // The table's options: switches.
    let options = [
        ("computer_takeover", view.computer_takeover),
        ("hints", view.hints),
    ];
    for (name, on) in options {
        let value = switch_text(lang, on);
        let meaning = rule_description(lang, name).unwrap_or_default();
        let detail = rule_detail(lang, name).map_or(String::new(), |d| format!(" ({d})"));
        lines.push(format!("  {name} = {value} — {meaning}{detail}"));
    }
    let id = if view.changeable {
        "rules-changeable"
    } else {
        "rules-fixed"
    };
    lines.push(text(lang, id));
    // The table's language is anybody's at any time: said after what the opener fixes.
    if let Some(spoken) = view.lang {
        let meaning = rule_description(lang, LANG).unwrap_or_default();
        lines.push(format!("  {LANG} = {} — {meaning}", spoken.code()));
    }
    // So are its cards: the option's value, else the pack of the game's source.
    let shown = match crate::protocol::pack(view.variant, view.cards) {
        None => Cards::Text,
        Some(crate::games::glossary::Face::German) => Cards::German,
        Some(crate::games::glossary::Face::French) => Cards::French,
    };
    let meaning = rule_description(lang, CARDS).unwrap_or_default();
    lines.push(format!("  {CARDS} = {} — {meaning}", shown.code()));
    lines.push(closing_rule(lang, Some(Unit::of(view.variant))));
    lines.join("\n")
}

/// The house rules of a registry game: `name = value — meaning`.
pub(crate) fn rule_lines(lang: Lang, id: GameId, rules: &crate::games::Rules) -> Vec<String> {
    let spec = id.spec();
    spec.house_rules
        .iter()
        .map(|rule| {
            let value = match rules.0.get(rule.name).cloned() {
                None => rule.default.value(),
                Some(value) => value,
            };
            // A switch in words (an/aus, on/off), as the family's rules always said.
            let value = match value {
                serde_json::Value::String(s) => s,
                serde_json::Value::Bool(on) => super::switch_text(lang, on),
                other => other.to_string(),
            };
            let detail = rule_detail(lang, rule.name).map_or(String::new(), |d| format!(" ({d})"));
            format!(
                "  {} = {value} — {}{detail}",
                rule.name,
                spec.rule_help(rule, lang)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_registry_games_rules_explain_it_and_list_its_house_rules() {
        for id in GameId::all() {
            let rules = id.spec().rules(&serde_json::Map::new()).unwrap();
            let view = RulesView {
                variant: id,
                lang: Some(Lang::De),
                rules,
                computer_takeover: false,
                hints: false,
                changeable: true,
                cards: None,
            };
            for lang in [Lang::De, Lang::En] {
                let text = super::rules(lang, &view);
                assert!(text.starts_with(&super::super::game::game_rules_text(lang, id)));
                for rule in id.spec().house_rules {
                    assert!(text.contains(&format!("  {} = ", rule.name)), "{text}");
                }
            }
        }
        let bassette = GameId::of("bassette").unwrap();
        assert!(super::super::game::game_rules_text(Lang::En, bassette).contains("play money"));
        assert!(super::super::game::game_rules_text(Lang::De, bassette).contains("Spielgeld"));
    }

    /// Discord's limit on an option's description.
    const MAX_RULE_DESCRIPTION: usize = 100;

    #[test]
    fn every_bauern_rule_is_listed_and_described() {
        let variant = GameId::of("bauernschnapsen").unwrap();
        let id = variant;
        let view = RulesView {
            variant,
            lang: Some(Lang::De),
            rules: id.spec().rules(&Default::default()).unwrap(),
            computer_takeover: true,
            hints: false,
            changeable: false,
            cards: None,
        };
        let (de, en) = (rules(Lang::De, &view), rules(Lang::En, &view));
        for name in view.rules.0.keys() {
            assert!(rule_description(Lang::De, name).is_some(), "{name}");
            assert!(rule_description(Lang::En, name).is_some(), "{name}");
            assert!(
                de.contains(name.as_str()) && en.contains(name.as_str()),
                "{name}"
            );
        }
        assert!(de.contains("\nHausregeln (Bauernschnapsen):"), "{de}");
        assert!(
            de.contains("undertrump = an — wer nicht bedienen kann"),
            "{de}"
        );
        assert!(en.contains("rufer_stichzwang = off"), "{en}");
        assert!(
            en.contains("lang = de — the language of the table in the channel: de/en"),
            "{en}"
        );
        assert!(
            de.contains("bis die erste Karte fällt (ein Computer"),
            "{de}"
        );
        assert!(en.contains("until you say “Ready – go on”)"), "{en}");
        assert!(
            de.contains("wartet darauf 15 Sekunden oder bis „Gut“"),
            "{de}"
        );
    }

    /// Every rule of the default game's family and the table options, as Discord offers them
    /// on a new table: each description fits Discord's 100 characters as it is, uncut.
    #[test]
    fn every_description_fits_a_discord_option() {
        let names = GameId::default()
            .kin()
            .flat_map(|game| game.spec().house_rules)
            .map(|rule| rule.name)
            .chain(["computer_takeover", "hints"]);
        for name in names {
            for lang in [Lang::De, Lang::En] {
                let text = rule_description(lang, name).unwrap();
                let n = text.chars().count();
                assert!(
                    n <= MAX_RULE_DESCRIPTION,
                    "{name} ({lang:?}): {n} characters"
                );
            }
        }
    }

    /// Off, the switch still lets the computer play for whoever runs out of time at
    /// Bauernschnapsen and Dreierschnapsen (the table has no one to claim the game alone).
    #[test]
    fn computer_takeover_says_that_time_outs_at_four_and_three_always_take_over() {
        let de = rule_description(Lang::De, "computer_takeover").unwrap();
        let en = rule_description(Lang::En, "computer_takeover").unwrap();
        assert!(de.contains("Gehen") && de.contains("Zeitablauf"), "{de}");
        assert!(de.contains("Bauern-/Dreierschnapsen immer"), "{de}");
        assert!(en.contains("leaving") && en.contains("time-out"), "{en}");
        assert!(en.contains("always at Bauern-/Dreierschnapsen"), "{en}");
    }

    #[test]
    fn every_rule_is_listed_and_described() {
        let variant = GameId::of("schnapsen").unwrap();
        let view = RulesView {
            variant,
            lang: Some(Lang::De),
            rules: variant.spec().rules(&Default::default()).unwrap(),
            computer_takeover: false,
            hints: false,
            changeable: true,
            cards: None,
        };
        let (de, en) = (rules(Lang::De, &view), rules(Lang::En, &view));
        for name in variant.spec().house_rules.iter().map(|rule| rule.name) {
            assert!(rule_description(Lang::De, name).is_some(), "{name}");
            assert!(rule_description(Lang::En, name).is_some(), "{name}");
            assert!(de.contains(name) && en.contains(name), "{name}");
        }
        assert!(de.contains("show_own_points = an"), "{de}");
        assert!(en.contains("computer_takeover = off"), "{en}");
        assert!(en.contains("black_close_penalty = 3"), "{en}");
        // Who may close the table when, below the rules.
        let bummerl = Some(Unit::Bummerl);
        assert!(de.ends_with(&closing_rule(Lang::De, bummerl)), "{de}");
        assert!(en.ends_with(&closing_rule(Lang::En, bummerl)), "{en}");
        assert!(en.contains("everyone seated must agree"), "{en}");
        // The table's language, which anybody seated changes at any time, is not among the
        // rules said to be fixed.
        let fixed = RulesView {
            changeable: false,
            ..view
        };
        let de = rules(Lang::De, &fixed);
        let (before, after) = de.split_once("seit dem ersten Geben fest").unwrap();
        assert!(
            before.contains("show_own_points") && after.contains("lang = de"),
            "{de}"
        );
    }

    /// Closing a table says the match of the table's game: a Partie where one is played, the
    /// running deal where amounts run on.
    #[test]
    fn closing_names_the_games_match() {
        for (game, de, en) in [
            (
                "schnapsen",
                "Läuft ein Bummerl,",
                "While a Bummerl is under way",
            ),
            (
                "elfern",
                "Läuft eine Partie,",
                "While a Partie is under way",
            ),
            (
                "bassette",
                "Läuft ein Spiel,",
                "While a deal is in progress",
            ),
        ] {
            let unit = Some(Unit::of(GameId::of(game).unwrap()));
            assert!(closing_rule(Lang::De, unit).contains(de), "{game}");
            assert!(closing_rule(Lang::En, unit).contains(en), "{game}");
        }
    }
}
