//! The small closed sets of values a setting can take.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The language the bot speaks where a chat has not chosen one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// German (`de`).
    De,
    /// English (`en`).
    #[default]
    En,
}

impl Language {
    /// The ISO 639-1 code: `de` or `en`.
    pub const fn code(self) -> &'static str {
        match self {
            Language::De => "de",
            Language::En => "en",
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Language {
    type Err = UnknownName;

    /// Parses `de` or `en`, ignoring case and surrounding whitespace.
    fn from_str(s: &str) -> Result<Language, UnknownName> {
        match s.trim().to_ascii_lowercase().as_str() {
            "de" => Ok(Language::De),
            "en" => Ok(Language::En),
            _ => Err(UnknownName {
                expected: "de or en",
            }),
        }
    }
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// Readable lines for a terminal (`human`).
    #[default]
    Human,
    /// One JSON object per line, for a log collector (`json`).
    Json,
}

impl LogFormat {
    /// The name used in the configuration: `human` or `json`.
    pub const fn name(self) -> &'static str {
        match self {
            LogFormat::Human => "human",
            LogFormat::Json => "json",
        }
    }
}

impl fmt::Display for LogFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for LogFormat {
    type Err = UnknownName;

    /// Parses `human` or `json`, ignoring case and surrounding whitespace.
    fn from_str(s: &str) -> Result<LogFormat, UnknownName> {
        match s.trim().to_ascii_lowercase().as_str() {
            "human" => Ok(LogFormat::Human),
            "json" => Ok(LogFormat::Json),
            _ => Err(UnknownName {
                expected: "human or json",
            }),
        }
    }
}

/// A name that is not one of a setting's values. It does not repeat the input, which could be
/// anything (even a token pasted into the wrong variable).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("must be {expected}")]
pub struct UnknownName {
    /// The accepted names, in words (`de or en`).
    pub expected: &'static str,
}
