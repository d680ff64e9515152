//! [`ConfiguredRules`]: the house rules an operator configured for new tables, per game.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::games::{GameId, HouseRule};

/// House-rule values that new tables of a game start with, per game of the registry: the
/// operator's `[house_rules.GAME]`. Every value was checked against its game's own rule when it
/// was set, so a table's rules built from them cannot fail; a table's own options (given when it
/// is opened, or set in its lobby) take precedence.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConfiguredRules(BTreeMap<&'static str, Map<String, Value>>);

/// Why a configured house rule was refused. The messages never repeat the value given.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfiguredRuleError {
    /// No game of the registry has this id.
    #[error("names no game; the games are {}", .games.join(", "))]
    UnknownGame {
        /// Every game id.
        games: Vec<&'static str>,
    },
    /// The game (or, for a rule set for every game, no game) has no house rule of this name.
    #[error("names no house rule {}; the rules are {}", .of, .rules.join(", "))]
    UnknownRule {
        /// `of GAME`, or `of any game`.
        of: String,
        /// The rules there are.
        rules: Vec<&'static str>,
    },
    /// The value does not fit the rule.
    #[error("must be {expects}{}", .game.map_or(String::new(), |g| format!(" (for {g})")))]
    BadValue {
        /// What the rule takes, in words (`true or false`, `a number from 2 to 4`).
        expects: String,
        /// The game whose rule refused it, for a rule set for every game that has it.
        game: Option<&'static str>,
    },
}

impl ConfiguredRules {
    /// Sets `rule` of the game `game` to `value`: a JSON boolean or number is checked as it is,
    /// a string is read as typed at a table (`on`, `7`, `single`).
    pub fn set(
        &mut self,
        game: &str,
        rule: &str,
        value: &Value,
    ) -> Result<(), ConfiguredRuleError> {
        let id = ConfiguredRules::game(game)?;
        let spec = id.spec();
        let house_rule = spec
            .house_rules
            .iter()
            .find(|r| r.name == rule)
            .ok_or_else(|| ConfiguredRuleError::UnknownRule {
                of: format!("of {}", id.id()),
                rules: spec.house_rules.iter().map(|r| r.name).collect(),
            })?;
        let value = typed(house_rule, value).ok_or_else(|| ConfiguredRuleError::BadValue {
            expects: house_rule.expects(),
            game: None,
        })?;
        self.0
            .entry(id.id())
            .or_default()
            .insert(rule.to_owned(), value);
        Ok(())
    }

    /// The game of an id, or [`ConfiguredRuleError::UnknownGame`] listing the games.
    pub fn game(id: &str) -> Result<GameId, ConfiguredRuleError> {
        GameId::of(id).ok_or_else(|| ConfiguredRuleError::UnknownGame {
            games: GameId::all().map(GameId::id).collect(),
        })
    }

    /// Sets `rule` to `value` for every game of the registry that has a house rule of that name
    /// (the flat `[house_rules] NAME = VALUE`). Nothing is set unless every such game takes the
    /// value, and at least one has the rule.
    pub fn set_everywhere(&mut self, rule: &str, value: &Value) -> Result<(), ConfiguredRuleError> {
        let games: Vec<GameId> = GameId::all()
            .filter(|id| id.spec().house_rules.iter().any(|r| r.name == rule))
            .collect();
        if games.is_empty() {
            let mut rules: Vec<&'static str> = GameId::all()
                .flat_map(|id| id.spec().house_rules.iter().map(|r| r.name))
                .collect();
            rules.sort_unstable();
            rules.dedup();
            return Err(ConfiguredRuleError::UnknownRule {
                of: "of any game".to_owned(),
                rules,
            });
        }
        let mut set = self.clone();
        for id in games {
            set.set(id.id(), rule, value).map_err(|error| match error {
                ConfiguredRuleError::BadValue { expects, .. } => ConfiguredRuleError::BadValue {
                    expects,
                    game: Some(id.id()),
                },
                other => other,
            })?;
        }
        *self = set;
        Ok(())
    }

    /// The configured values for new tables of `game` (empty if none).
    pub fn of(&self, game: GameId) -> Map<String, Value> {
        self.0.get(game.id()).cloned().unwrap_or_default()
    }

    /// `options` (a table's own house-rule values) laid over the configured values of `game`:
    /// what a new table of that game starts with.
    pub fn under(&self, game: GameId, options: &Map<String, Value>) -> Map<String, Value> {
        let mut rules = self.of(game);
        rules.extend(
            options
                .iter()
                .map(|(name, value)| (name.clone(), value.clone())),
        );
        rules
    }
}

/// `value` as a value of `rule`, if it fits: a string is read as typed, anything else checked.
fn typed(rule: &HouseRule, value: &Value) -> Option<Value> {
    match value {
        Value::String(text) => rule.read(text).ok(),
        other => rule.check(other).ok().map(|()| other.clone()),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_rule_is_checked_against_its_own_game() {
        let mut rules = ConfiguredRules::default();
        rules.set("schnapsen", "auto_claim", &json!("off")).unwrap();
        rules.set("bassette", "max_stake", &json!(30)).unwrap();
        let schnapsen = GameId::of("schnapsen").unwrap();
        assert_eq!(rules.of(schnapsen)["auto_claim"], json!(false));
        assert!(matches!(
            rules.set("bassette", "auto_claim", &json!(true)),
            Err(ConfiguredRuleError::UnknownRule { rules, .. }) if rules.contains(&"max_stake")
        ));
        assert!(matches!(
            rules.set("skat", "auto_claim", &json!(true)),
            Err(ConfiguredRuleError::UnknownGame { games }) if games.contains(&"bassette")
        ));
        let error = rules
            .set("schnapsen", "black_close_penalty", &json!(9))
            .unwrap_err();
        assert_eq!(error.to_string(), "must be a number from 2 to 4");
    }

    #[test]
    fn a_flat_rule_reaches_every_game_that_has_it_and_a_table_option_wins() {
        let mut rules = ConfiguredRules::default();
        rules.set_everywhere("kiebitz", &json!(true)).unwrap();
        let with: Vec<GameId> = GameId::all()
            .filter(|id| id.spec().house_rules.iter().any(|r| r.name == "kiebitz"))
            .collect();
        assert!(!with.is_empty());
        for id in GameId::all() {
            assert_eq!(
                rules.of(id).contains_key("kiebitz"),
                with.contains(&id),
                "{id}"
            );
        }
        let mut options = Map::new();
        options.insert("kiebitz".to_owned(), json!(false));
        assert_eq!(rules.under(with[0], &options)["kiebitz"], json!(false));
        assert!(
            rules
                .set_everywhere("kiebitz", &json!("sometimes"))
                .is_err()
        );
        assert_eq!(rules.of(with[0])["kiebitz"], json!(true), "unchanged");
        assert!(rules.set_everywhere("nonsense", &json!(true)).is_err());
    }
}
