//! The house rules of Bauernschnapsen and Dreierschnapsen (`RULES-bauernschnapsen.md`, *House
//! rules*), with their defaults.
//!
//! They are a type of their own rather than more fields on the two-player
//! [`crate::schnapsen::rules::HouseRules`]: the two sets share only `auto_claim` and `show_own_points`, and
//! a scenario or a table naming a two-player switch for these games is refused as unknown. The
//! error and value types and the on/off words are shared.

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::house::{HouseRuleError, parse_switch};
use crate::schnapsen::rules::house::RuleValue;

/// The house rules a game of Bauernschnapsen or Dreierschnapsen is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HouseRules {
    /// The Rufer uses Farb- und Stichzwang like every other game (default: follow and trump only).
    pub rufer_stichzwang: bool,
    /// A player void in the suit led must trump even when no trump of his beats the card now
    /// winning (default); off: in that case he may play any card.
    pub undertrump: bool,
    /// Doubles out of turn after the bidding, until the first card (default); off: only during
    /// the bidding.
    pub kontra_after_bidding: bool,
    /// The Herrengangl is played (Bauernschnapsen).
    pub herrengangl: bool,
    /// Dreierschnapsen: the laid-away cards count for the defenders.
    pub discards_to_defenders: bool,
    /// Dreierschnapsen: every player still above 0 gets a Bummerl, not only the highest.
    pub bummerl_all_above_zero: bool,
    /// Going from 1 to a Bummerl against winners who all stood at 24 costs four Bummerl.
    pub retourschneider: bool,
    /// The table claims for a side that reaches 66 while one of its players is at lead (Rufer).
    pub auto_claim: bool,
    /// A player may see his own side's point total.
    pub show_own_points: bool,
}

impl Default for HouseRules {
    /// The defaults of the rules file.
    fn default() -> Self {
        HouseRules::DEFAULT
    }
}

/// Expands to the list of rule names, so that the struct, the patch and the parser agree.
macro_rules! each_rule {
    ($m:ident) => {
        $m!(
            rufer_stichzwang,
            undertrump,
            kontra_after_bidding,
            herrengangl,
            discards_to_defenders,
            bummerl_all_above_zero,
            retourschneider,
            auto_claim,
            show_own_points
        )
    };
}

impl HouseRules {
    /// The defaults of the rules file.
    pub const DEFAULT: HouseRules = HouseRules {
        rufer_stichzwang: false,
        undertrump: true,
        kontra_after_bidding: true,
        herrengangl: true,
        discards_to_defenders: false,
        bummerl_all_above_zero: false,
        retourschneider: false,
        auto_claim: false,
        show_own_points: true,
    };

    /// House rules with every switch drawn at random: what the random games of the tests and
    /// benchmarks play under.
    pub fn random(rng: &mut impl Rng) -> HouseRules {
        HouseRules {
            rufer_stichzwang: rng.random_bool(0.3),
            undertrump: rng.random_bool(0.7),
            kontra_after_bidding: rng.random_bool(0.7),
            herrengangl: rng.random_bool(0.8),
            discards_to_defenders: rng.random_bool(0.3),
            bummerl_all_above_zero: rng.random_bool(0.3),
            retourschneider: rng.random_bool(0.3),
            auto_claim: rng.random_bool(0.2),
            show_own_points: true,
        }
    }

    /// These rules with a patch applied.
    pub fn patched(mut self, patch: &HouseRulesPatch) -> HouseRules {
        macro_rules! apply {
            ($($field:ident),*) => { $( if let Some(v) = patch.$field { self.$field = v; } )* };
        }
        each_rule!(apply);
        self
    }

    /// The rule names with their current values, in a fixed order (for display and `/rules`).
    pub fn entries(&self) -> [(&'static str, RuleValue); 9] {
        macro_rules! list {
            ($($field:ident),*) => { [ $( (stringify!($field), RuleValue::Switch(self.$field)) ),* ] };
        }
        each_rule!(list)
    }
}

/// Changes to house rules; unknown names are refused when parsing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs)]
pub struct HouseRulesPatch {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rufer_stichzwang: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undertrump: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kontra_after_bidding: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub herrengangl: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discards_to_defenders: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bummerl_all_above_zero: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retourschneider: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auto_claim: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub show_own_points: Option<bool>,
}

impl HouseRulesPatch {
    /// Parses one `name=value` setting (`undertrump=off`) into this patch.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), HouseRuleError> {
        let switch = parse_switch(value).ok_or_else(|| HouseRuleError::BadValue {
            rule: name.to_owned(),
            value: value.to_owned(),
        });
        macro_rules! set {
            ($($field:ident),*) => {
                match name.trim() {
                    $( stringify!($field) => self.$field = Some(switch?), )*
                    other => return Err(HouseRuleError::Unknown(other.to_owned())),
                }
            };
        }
        each_rule!(set);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patches_apply_and_unknown_names_are_refused() {
        let mut patch = HouseRulesPatch::default();
        patch.set("undertrump", "off").unwrap();
        patch.set("retourschneider", "ja").unwrap();
        let rules = HouseRules::default().patched(&patch);
        assert!(!rules.undertrump && rules.retourschneider && rules.kontra_after_bidding);
        assert!(patch.set("close_first_lead", "on").is_err());
        assert!(patch.set("undertrump", "vielleicht").is_err());
        let json: Result<HouseRulesPatch, _> = serde_json::from_str(r#"{"forced_rob": true}"#);
        assert!(json.is_err());
        let names: Vec<&str> = rules.entries().iter().map(|(n, _)| *n).collect();
        assert_eq!(names.len(), 9);
        assert!(names.contains(&"rufer_stichzwang"));
    }
}
