//! The registry: every game Bummerl hosts, each one [`GameSpec`]. The stored table, `bummerl
//! replay`, `/newgame`'s choices, Discord's command options, the terminal's help and the
//! house-rule lists all read it.
//!
//! Adding a game is its module plus its two lines in `lib.rs` (`mod` and the registry entry).

use std::collections::BTreeMap;

use rand::RngCore;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::any::AnyGame;
use crate::catalogue::Catalogue;
use crate::game::{Game, Move};
use crate::glossary::Face;
use crate::lang::Lang;

/// A game's entry: its id, words, table size, house rules and constructors.
pub struct GameSpec {
    /// The id, as its rules file gives it (lower-case ASCII).
    pub id: &'static str,
    /// Other names a player may type for it (`66`), beside its id and its names.
    pub aliases: &'static [&'static str],
    /// The id of the game whose family it is one of (its own id where it has no kin): a lobby
    /// offers the family's games to choose from, and a number of players the game does not seat
    /// points to the kin that does (three at Bauernschnapsen: Dreierschnapsen).
    pub family: &'static str,
    /// Its words in every language: the catalogue in its module folder (`de.ftl`, `en.ftl`),
    /// which holds, beside what its deals say, the entry's own messages — `ID-name`,
    /// `ID-blurb`, `ID-unit` (what the leaderboard counts, by `$n`), `ID-rules` (the `/rules`
    /// text), `ID-commands` where its moves are typed in words of its own, and `rule-NAME` for
    /// each house rule: the methods below say them.
    pub words: &'static Catalogue,
    /// The pack of its source: as its hands, its labels and its words write the cards, and
    /// what its pictures show unless a table chooses another of its `packs`.
    pub face: Face,
    /// The packs that hold every card it deals, its `face` among them: the French pack holds
    /// all 52, the German none below the Seven ([`Face::has`]). A table may show its cards in
    /// any of them.
    pub packs: &'static [Face],
    /// The fewest and the most players.
    pub seats: (usize, usize),
    /// What the leaderboard counts for a player.
    pub ranking: Ranking,
    /// What its table allows beyond one seat acting at a time.
    pub table: TableTraits,
    /// Its house rules with their defaults.
    pub house_rules: &'static [HouseRule],
    /// The first deal of a new match, for `seats` players.
    pub new_match:
        fn(seats: usize, rules: &Rules, rng: &mut dyn RngCore) -> Result<AnyGame, String>,
    /// A deal as a scenario file lays it out (`FORMAT-games.md`).
    pub scenario: fn(scenario: &Value) -> Result<AnyGame, String>,
    /// A stored deal (what [`crate::game::Persist::save`] wrote).
    pub load: fn(state: Value) -> Result<Box<dyn Game>, String>,
    /// A scenario's action object (`{"p": 0, "do": "play", "card": "KH"}`) as a move.
    pub action: fn(action: &Value) -> Result<Move, String>,
    /// The game's own typed words (`trumpf herz`, `weglegen KH DH`): a move read from what a
    /// player typed, which the reader then checks against the seat's moves; [`no_words`] for a
    /// game whose moves are typed as they are labelled.
    pub read: fn(text: &str) -> Option<Move>,
    /// Rewrites a table stored by an earlier layout of Bummerl (the manager's JSON) in place
    /// into today's form, an error naming what does not read; a table it does not know —
    /// today's, another game's — it leaves as it is ([`stored_as_today`] for a game whose
    /// tables were never stored otherwise). [`crate::legacy::upgrade`] runs every game's.
    pub upgrade: fn(table: &mut Value) -> Result<(), String>,
}

/// The stored tables of a game that no earlier layout stored otherwise: left as they are.
pub fn stored_as_today(_table: &mut Value) -> Result<(), String> {
    Ok(())
}

/// The typed words of a game that has none beside its moves' texts.
pub fn no_words(_text: &str) -> Option<Move> {
    None
}

impl GameSpec {
    /// The name in a language.
    pub fn name(&self, lang: Lang) -> String {
        self.say(lang, "name")
    }

    /// One line that says what it is.
    pub fn blurb(&self, lang: Lang) -> String {
        self.say(lang, "blurb")
    }

    /// What the leaderboard counts for it, `n` of them (Partien, Marken, chips …).
    pub fn unit(&self, lang: Lang, n: i64) -> String {
        let id = format!("{}-unit", self.id);
        self.words.format(lang, &id, &[("n", n.into())])
    }

    /// The `/rules` text.
    pub fn rules_text(&self, lang: Lang) -> String {
        self.say(lang, "rules")
    }

    /// The help for the moves a player types, a line per command (`None`: the front end's
    /// help for moves typed as they are labelled).
    pub fn commands(&self, lang: Lang) -> Option<String> {
        let id = format!("{}-commands", self.id);
        self.words.has(&id).then(|| self.words.text(lang, &id))
    }

    /// What a house rule of the game does.
    pub fn rule_help(&self, rule: &HouseRule, lang: Lang) -> String {
        self.words.text(lang, &format!("rule-{}", rule.name))
    }

    /// The entry's message `ID-what`.
    fn say(&self, lang: Lang, what: &str) -> String {
        self.words.text(lang, &format!("{}-{what}", self.id))
    }

    /// Whether `pack` holds every card the game deals (one of its `packs`).
    pub fn fits(&self, pack: Face) -> bool {
        self.packs.contains(&pack)
    }

    /// The house rules with the given overrides: every name must be one of the game's, every
    /// value of the default's kind and within its bounds.
    pub fn rules(&self, overrides: &serde_json::Map<String, Value>) -> Result<Rules, String> {
        let mut rules = Rules::default();
        for rule in self.house_rules {
            rules.0.insert(rule.name.to_string(), rule.default.value());
        }
        for (name, value) in overrides {
            let rule = self
                .house_rules
                .iter()
                .find(|r| r.name == name)
                .ok_or_else(|| format!("{} has no house rule {name:?}", self.id))?;
            rule.check(value)?;
            rules.0.insert(name.clone(), value.clone());
        }
        Ok(rules)
    }
}

/// What a game's table allows beyond one seat acting at a time: fixed properties of the game,
/// which the manager reads before it asks the deal (the kernel's tests hold every deal to
/// them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableTraits {
    /// Several seats may act at once, a move leaving the others' buttons standing (punters
    /// staking side by side, a double out of turn): [`crate::game::Deal::concurrent`].
    pub concurrent: bool,
    /// A seat may sit a deal out (the dealer at three): [`crate::game::Deal::sits_out`].
    pub sits_out: bool,
    /// The others may claim a deal from a player whose time ran out:
    /// [`crate::game::Deal::forfeit`].
    pub forfeit: bool,
    /// The computer may hold a seat for a whole match (a bank):
    /// [`crate::game::Computer::computer_seats`].
    pub computer_bank: bool,
    /// A deal has no dealer and forehand of its own: the game tells who does what (who holds
    /// the bank), and the table says only the deal's number.
    pub tells_roles: bool,
}

impl TableTraits {
    /// One seat acts at a time, every seat plays every deal, an absent player's hand is played
    /// by the computer, and people hold every seat they take.
    pub const PLAIN: TableTraits = TableTraits {
        concurrent: false,
        sits_out: false,
        forfeit: false,
        computer_bank: false,
        tells_roles: false,
    };
}

/// What the leaderboard counts of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ranking {
    /// A match is won or lost, worth its value ([`crate::game::Deal::match_result`]: +worth or −worth
    /// per seat): Partien won and lost.
    Partien,
    /// A match ends in amounts (chips, Marken, Striche): the leaderboard adds up each player's
    /// match results.
    Amounts,
    /// A running account that need not end: the leaderboard adds up each deal's score.
    Account,
    /// A match is a Bummerl: lost with its worth (a Schneider-Bummerl two), won with its stake
    /// ([`crate::game::Deal::match_result`]: +stake or −worth per seat).
    Bummerl,
}

/// A house rule: its name, default and meaning.
pub struct HouseRule {
    /// Its name, as the rules file gives it.
    pub name: &'static str,
    /// Its kind and default.
    pub default: RuleKind,
}

/// The kind of a house rule's value, with its default.
#[derive(Clone, Copy, Debug)]
pub enum RuleKind {
    /// On or off.
    Bool(bool),
    /// A whole number from `min` to `max`.
    Int {
        /// The default.
        default: i64,
        /// The least value.
        min: i64,
        /// The greatest value.
        max: i64,
    },
    /// One of some words.
    Word {
        /// The default.
        default: &'static str,
        /// The words allowed.
        words: &'static [&'static str],
    },
}

impl RuleKind {
    /// The default as JSON.
    pub fn value(self) -> Value {
        match self {
            RuleKind::Bool(b) => Value::Bool(b),
            RuleKind::Int { default, .. } => Value::from(default),
            RuleKind::Word { default, .. } => Value::from(default),
        }
    }
}

impl HouseRule {
    /// Whether a value fits the rule.
    pub fn check(&self, value: &Value) -> Result<(), String> {
        let ok = match self.default {
            RuleKind::Bool(_) => value.is_boolean(),
            RuleKind::Int { min, max, .. } => {
                value.as_i64().is_some_and(|v| (min..=max).contains(&v))
            }
            RuleKind::Word { words, .. } => value.as_str().is_some_and(|v| words.contains(&v)),
        };
        if ok {
            Ok(())
        } else {
            Err(format!("{}: {value} is not {}", self.name, self.expects()))
        }
    }

    /// What the rule takes, in words.
    pub fn expects(&self) -> String {
        match self.default {
            RuleKind::Bool(_) => "true or false".into(),
            RuleKind::Int { min, max, .. } => format!("a number from {min} to {max}"),
            RuleKind::Word { words, .. } => format!("one of {}", words.join(", ")),
        }
    }

    /// Reads a value as typed (`on`, `7`, `single`) into JSON of the rule's kind.
    pub fn read(&self, text: &str) -> Result<Value, String> {
        let text = text.trim().to_ascii_lowercase();
        let value = match self.default {
            RuleKind::Bool(_) => match text.as_str() {
                "true" | "on" | "yes" | "ja" | "an" | "1" => Value::Bool(true),
                "false" | "off" | "no" | "nein" | "aus" | "0" => Value::Bool(false),
                _ => Value::Null,
            },
            RuleKind::Int { .. } => text.parse::<i64>().map(Value::from).unwrap_or(Value::Null),
            RuleKind::Word { .. } => Value::from(text),
        };
        self.check(&value).map(|()| value)
    }
}

/// A table's house rules for one game: every rule of the game, each with its value.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules(pub BTreeMap<String, Value>);

impl Rules {
    /// A switch (false if absent).
    pub fn flag(&self, name: &str) -> bool {
        self.0.get(name).and_then(Value::as_bool).unwrap_or(false)
    }

    /// A number (0 if absent).
    pub fn int(&self, name: &str) -> i64 {
        self.0.get(name).and_then(Value::as_i64).unwrap_or(0)
    }

    /// A word (empty if absent).
    pub fn word(&self, name: &str) -> &str {
        self.0.get(name).and_then(Value::as_str).unwrap_or("")
    }

    /// The rules of these names and values (a deal's own rules, to deal the next one).
    pub fn of<const N: usize>(rules: [(&str, Value); N]) -> Rules {
        Rules(rules.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
    }
}

/// Reads a stored deal of type `T`.
pub fn load<T: Game + DeserializeOwned + 'static>(state: Value) -> Result<Box<dyn Game>, String> {
    serde_json::from_value::<T>(state)
        .map(|g| Box::new(g) as Box<dyn Game>)
        .map_err(|e| e.to_string())
}

pub use crate::REGISTRY;

/// The entry of a game id.
pub fn spec(id: &str) -> Option<&'static GameSpec> {
    REGISTRY.iter().copied().find(|s| s.id == id)
}

/// A game of the registry, by id: `Copy`, compared and stored by its id.
#[derive(Clone, Copy)]
pub struct GameId(&'static GameSpec);

impl GameId {
    /// The game of an id.
    pub fn of(id: &str) -> Option<GameId> {
        spec(id).map(GameId)
    }

    /// Every game of the registry.
    pub fn all() -> impl Iterator<Item = GameId> {
        REGISTRY.iter().map(|&s| GameId(s))
    }

    /// Its entry.
    pub fn spec(self) -> &'static GameSpec {
        self.0
    }

    /// Its id.
    pub fn id(self) -> &'static str {
        self.0.id
    }

    /// The games of its family, itself among them, in the registry's order.
    pub fn kin(self) -> impl Iterator<Item = GameId> {
        GameId::all().filter(move |g| g.spec().family == self.spec().family)
    }
}

impl Default for GameId {
    /// The first game of the registry (Schnapsen): a table's game until its opener chooses.
    fn default() -> GameId {
        GameId(REGISTRY[0])
    }
}

impl PartialEq for GameId {
    fn eq(&self, other: &GameId) -> bool {
        self.id() == other.id()
    }
}

impl Eq for GameId {}

impl std::hash::Hash for GameId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id().hash(state);
    }
}

impl std::fmt::Debug for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for GameId {
    type Err = String;

    /// A game as a player or a setting names it: its id, an alias (`66`) or its German or
    /// English name, in any case, spaces around ignored.
    fn from_str(id: &str) -> Result<GameId, String> {
        let typed = id.trim().to_lowercase();
        let named = |s: &GameSpec| {
            s.id == typed
                || s.aliases.contains(&typed.as_str())
                || Lang::ALL
                    .iter()
                    .any(|&lang| s.name(lang).to_lowercase() == typed)
        };
        REGISTRY
            .iter()
            .find(|s| named(s))
            .map(|&s| GameId(s))
            .ok_or_else(|| {
                let ids: Vec<&str> = GameId::all().map(GameId::id).collect();
                format!("unknown game {id:?} ({})", ids.join(", "))
            })
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

impl Serialize for GameId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameId, D::Error> {
        let id = String::deserialize(d)?;
        GameId::of(&id).ok_or_else(|| serde::de::Error::custom(format!("unknown game {id:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_its_entry_and_its_house_rules_in_every_language() {
        for id in GameId::all() {
            let spec = id.spec();
            assert_eq!(spec.words.check(), Ok(()));
            for what in ["name", "blurb", "unit", "rules"] {
                let message = format!("{}-{what}", spec.id);
                assert!(spec.words.has(&message), "{message}");
            }
            for rule in spec.house_rules {
                let message = format!("rule-{}", rule.name);
                assert!(spec.words.has(&message), "{message} of {}", spec.id);
            }
            for lang in Lang::ALL {
                assert!(!spec.rules_text(lang).is_empty());
            }
        }
        let partien = GameId::of("elfern").unwrap().spec();
        assert_eq!(
            [partien.unit(Lang::De, 1), partien.unit(Lang::De, 2)],
            ["Partie", "Partien"]
        );
    }

    #[test]
    fn a_game_is_read_by_its_id_alias_or_name_and_stored_by_its_id() {
        for id in GameId::all() {
            assert_eq!(id.id().parse::<GameId>().unwrap(), id);
            for name in Lang::ALL.map(|lang| id.spec().name(lang)) {
                assert_eq!(name.to_uppercase().parse::<GameId>().unwrap(), id);
            }
            let json = serde_json::to_string(&id).unwrap();
            assert_eq!(json, format!("\"{}\"", id.id()));
            assert_eq!(serde_json::from_str::<GameId>(&json).unwrap(), id);
        }
        let sixty_six = GameId::of("sechsundsechzig").unwrap();
        assert_eq!(" 66 ".parse::<GameId>().unwrap(), sixty_six);
        assert_eq!("Sixty-six".parse::<GameId>().unwrap(), sixty_six);
        assert!("skat".parse::<GameId>().unwrap_err().contains("schnapsen"));
        // Storage reads the id only.
        assert!(serde_json::from_str::<GameId>("\"66\"").is_err());
        assert_eq!(GameId::default().id(), "schnapsen");
    }

    #[test]
    fn a_family_is_its_games_in_the_registrys_order() {
        let kin =
            |id: &str| -> Vec<&str> { GameId::of(id).unwrap().kin().map(GameId::id).collect() };
        let family = [
            "schnapsen",
            "sechsundsechzig",
            "schnorps",
            "bauernschnapsen",
            "dreierschnapsen",
        ];
        for id in family {
            assert_eq!(kin(id), family);
        }
        assert_eq!(kin("mariage_alt"), ["mariage", "mariage_alt"]);
        assert_eq!(kin("elfern"), ["elfern"]);
        for id in GameId::all() {
            let family = GameId::of(id.spec().family).expect("a family is named by a game");
            assert!(family.kin().any(|g| g == id), "{id}");
        }
    }
}
