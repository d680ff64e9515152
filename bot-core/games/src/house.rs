//! Setting a house rule by name and value, as players and settings write them: an on/off value
//! in English or German, and what can be wrong with a setting.

use serde::{Deserialize, Serialize};

/// Reads an on/off value in English or German (`on`, `off`, `ja`, `nein`, `true`, `0`, …).
pub fn parse_switch(value: &str) -> Option<bool> {
    match value.trim().to_lowercase().as_str() {
        "on" | "true" | "yes" | "ja" | "an" | "ein" | "1" => Some(true),
        "off" | "false" | "no" | "nein" | "aus" | "0" => Some(false),
        _ => None,
    }
}

/// A house rule change that cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
pub enum HouseRuleError {
    /// No rule has this name.
    #[error("unknown house rule {0:?}")]
    Unknown(String),
    /// The value is not of the rule's kind.
    #[error("house rule {rule} cannot be {value:?} (on/off or a number)")]
    BadValue {
        /// The rule.
        rule: String,
        /// The value given.
        value: String,
    },
    /// A value a registry game's rule does not take.
    #[error("house rule {rule} cannot be {value:?} ({expected})")]
    Invalid {
        /// The rule.
        rule: String,
        /// The value given.
        value: String,
        /// What it takes, in words.
        expected: String,
    },
    /// A number outside the rule's range.
    #[error("house rule {rule} must be {min} to {max}, not {value}")]
    OutOfRange {
        /// The rule.
        rule: String,
        /// The value given.
        value: u32,
        /// The smallest allowed value.
        min: u32,
        /// The largest allowed value.
        max: u32,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switches_in_english_or_german() {
        for on in ["on", " Ja ", "true", "an", "1"] {
            assert_eq!(parse_switch(on), Some(true), "{on}");
        }
        for off in ["off", "nein", "AUS", "0", "false"] {
            assert_eq!(parse_switch(off), Some(false), "{off}");
        }
        assert_eq!(parse_switch("vielleicht"), None);
    }
}
