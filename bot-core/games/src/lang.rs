//! The languages Bummerl speaks.

use serde::{Deserialize, Serialize};

/// The languages Bummerl speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// German.
    De,
    /// English, the fallback.
    #[default]
    En,
}

impl Lang {
    /// Every language, German first (as catalogues keep their files).
    pub const ALL: [Lang; 2] = [Lang::De, Lang::En];

    /// The language of a platform's language tag (`de`, `de-AT`, `en-GB`); English for anything
    /// else.
    pub fn from_tag(tag: &str) -> Lang {
        Lang::parse(tag).unwrap_or_default()
    }

    /// The language of a code or tag as typed (`de`, `EN`, `de-AT`); `None` for one Bummerl does
    /// not speak.
    pub fn parse(text: &str) -> Option<Lang> {
        let primary = text.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == primary)
    }

    /// The language's place in [`Lang::ALL`]: where its entry is in anything kept per language
    /// (a catalogue's files, a view's lines).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The language's code.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_is_read_from_its_code_and_kept_at_its_place() {
        for (at, lang) in Lang::ALL.into_iter().enumerate() {
            assert_eq!(lang.index(), at);
            assert_eq!(Lang::parse(lang.code()), Some(lang));
        }
        assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
        assert_eq!(Lang::parse(" EN "), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), None);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
    }
}
