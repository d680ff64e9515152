//! How strong a computer plays: the one level every game's computer player, the tables, the
//! settings and the arena name.

use std::fmt;
use std::str::FromStr;

use crate::lang::Lang;

/// How strong the computer plays.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A legal move at random.
    Random,
    /// The game's own weaker player ([`Computer::easy`]); where a game has none, its own
    /// knowledge or the flat search at a few play-outs (`search::choose`).
    ///
    /// [`Computer::easy`]: crate::game::Computer::easy
    Easy,
    /// The game's best player: its own knowledge where it has some ([`Computer::expert`]), the
    /// tree search from its seat's view otherwise (`search::tree`).
    ///
    /// [`Computer::expert`]: crate::game::Computer::expert
    #[default]
    Strong,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Easy, Level::Strong];

    /// The name used in commands, settings and storage.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Strong => "strong",
        }
    }

    /// The level's name in a player's language.
    pub fn label(self, lang: Lang) -> String {
        let id = match self {
            Level::Random => "level-random",
            Level::Easy => "level-easy",
            Level::Strong => "level-strong",
        };
        crate::words::WORDS.text(lang, id)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?} (random, easy, strong)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == lower)
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_are_stored_as_before() {
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>().unwrap(), level);
            assert_eq!(
                serde_json::to_string(&level).unwrap(),
                format!("\"{}\"", level.name())
            );
        }
        assert_eq!(" Strong ".parse::<Level>().unwrap(), Level::Strong);
        assert!("search".parse::<Level>().is_err());
    }
}
