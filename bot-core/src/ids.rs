//! Who and where: platforms, channels (table keys), users, their language and how they like
//! their cards shown.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The chat platform a table or user lives on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Platform {
    /// A Telegram group or private chat.
    Telegram,
    /// A Discord channel.
    Discord,
    /// The local terminal table (`bummerl play`).
    Terminal,
}

impl Platform {
    /// The platform's name in keys and logs.
    pub const fn name(self) -> &'static str {
        match self {
            Platform::Telegram => "telegram",
            Platform::Discord => "discord",
            Platform::Terminal => "terminal",
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A table's key: the channel it lives in. At most one open table per channel.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TableKey {
    /// The platform.
    pub platform: Platform,
    /// The platform's id of the channel (group, chat, channel).
    pub channel: String,
}

impl TableKey {
    /// A key for `channel` on `platform`.
    pub fn new(platform: Platform, channel: impl Into<String>) -> TableKey {
        TableKey {
            platform,
            channel: channel.into(),
        }
    }

    /// The key's bytes in the store: `platform:channel`.
    pub fn storage_key(&self) -> Vec<u8> {
        format!("{}:{}", self.platform, self.channel).into_bytes()
    }
}

impl fmt::Display for TableKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.platform, self.channel)
    }
}

/// A user on a platform.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId {
    /// The platform.
    pub platform: Platform,
    /// The platform's user id.
    pub id: String,
}

impl UserId {
    /// A user id on `platform`.
    pub fn new(platform: Platform, id: impl Into<String>) -> UserId {
        UserId {
            platform,
            id: id.into(),
        }
    }

    /// The id's bytes in the store.
    pub fn storage_key(&self) -> Vec<u8> {
        format!("{}:{}", self.platform, self.id).into_bytes()
    }
}

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.platform, self.id)
    }
}

pub use bummerl_games::Lang;

/// A user as a command arrives: id, display name and language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct User {
    /// The user's id.
    pub id: UserId,
    /// The display name at the time of the command.
    pub name: String,
    /// The user's language.
    pub lang: Lang,
}

impl User {
    /// A user.
    pub fn new(id: UserId, name: impl Into<String>, lang: Lang) -> User {
        User {
            id,
            name: name.into(),
            lang,
        }
    }
}

/// How cards are shown: as pictures of a pack, or as text only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Cards {
    /// Pictures of the French pack (♠ ♥ ♦ ♣).
    French,
    /// Pictures of the German pack (Eichel, Laub, Herz, Schellen).
    German,
    /// No pictures: the messages as text, as before pictures.
    Text,
}

impl Cards {
    /// Every choice, in the order a player is offered them.
    pub const ALL: [Cards; 3] = [Cards::French, Cards::German, Cards::Text];

    /// The choice as the option's value is written (`french`).
    pub const fn code(self) -> &'static str {
        match self {
            Cards::French => "french",
            Cards::German => "german",
            Cards::Text => "text",
        }
    }

    /// The pack whose pictures it shows (`None`: text).
    pub const fn pack(self) -> Option<bummerl_games::glossary::Face> {
        match self {
            Cards::French => Some(bummerl_games::glossary::Face::French),
            Cards::German => Some(bummerl_games::glossary::Face::German),
            Cards::Text => None,
        }
    }

    /// The choice a player typed: its code, or its word in a language Bummerl speaks
    /// (`deutsch`, `französisch`), in any case; `None` for anything else.
    pub fn parse(text: &str) -> Option<Cards> {
        let word = text.trim().to_lowercase();
        let choice = match word.as_str() {
            "french" | "französisch" | "franzoesisch" | "franz" => Cards::French,
            "german" | "deutsch" => Cards::German,
            "text" => Cards::Text,
            _ => return None,
        };
        Some(choice)
    }

    /// The codes a player may give, for a refusal that lists them: `french, german, text`.
    pub fn expected() -> String {
        Cards::ALL.map(Cards::code).join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_tags() {
        assert_eq!(Lang::from_tag("de"), Lang::De);
        assert_eq!(Lang::from_tag("de-AT"), Lang::De);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }
}
