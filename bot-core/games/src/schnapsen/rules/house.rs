//! House rules: the named switches of RULES.md, with each variant's defaults.
//!
//! A table's rules are a full [`HouseRules`]; changes arrive as a [`HouseRulesPatch`] (from a
//! scenario's `rules`, a command, or the configuration), are applied onto the variant's defaults
//! and validated in one step.

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::variant::Variant;
use crate::house::HouseRuleError;

/// The house rules a game is played with (RULES.md names them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HouseRules {
    /// The forehand may exchange (rob) before the first trick.
    pub exchange_first_lead: bool,
    /// A player may exchange while only two talon cards are left.
    pub exchange_last_pair: bool,
    /// The talon may be closed at the first lead.
    pub close_first_lead: bool,
    /// A player may see his own point total.
    pub show_own_points: bool,
    /// The table claims for a player who reaches 66 while at lead.
    pub auto_claim: bool,
    /// Sechsundsechzig: with the last two talon cards the leader who may rob must rob first.
    pub forced_rob: bool,
    /// Sechsundsechzig: game points for a failed close made before the opponent had a trick.
    pub black_close_penalty: u8,
    /// Three at a table: the sitting-out player may watch one player's hand.
    pub kiebitz: bool,
}

impl HouseRules {
    /// The house rules of `variant` with every switch drawn at random (claims made
    /// automatically only now and then, so that games run long): what the random games of the
    /// tests and benchmarks play under.
    pub fn random(rng: &mut impl Rng, variant: Variant) -> HouseRules {
        let mut rules = HouseRules::for_variant(variant);
        rules.exchange_first_lead = rng.random();
        rules.exchange_last_pair = rng.random();
        rules.close_first_lead = rng.random();
        rules.auto_claim = rng.random_bool(0.2);
        rules.forced_rob = rng.random();
        rules.black_close_penalty = rng.random_range(2..=4);
        rules
    }

    /// The defaults of RULES.md for a variant.
    pub const fn for_variant(variant: Variant) -> HouseRules {
        let sechsundsechzig = matches!(variant, Variant::Sechsundsechzig);
        HouseRules {
            exchange_first_lead: matches!(variant, Variant::Schnapsen),
            exchange_last_pair: true,
            close_first_lead: sechsundsechzig,
            show_own_points: true,
            auto_claim: false,
            forced_rob: sechsundsechzig,
            black_close_penalty: 3,
            kiebitz: false,
        }
    }

    /// These rules with a patch applied, validated.
    pub fn patched(mut self, patch: &HouseRulesPatch) -> Result<HouseRules, HouseRuleError> {
        macro_rules! apply {
            ($($field:ident),*) => { $( if let Some(v) = patch.$field { self.$field = v; } )* };
        }
        apply!(
            exchange_first_lead,
            exchange_last_pair,
            close_first_lead,
            show_own_points,
            auto_claim,
            forced_rob,
            black_close_penalty,
            kiebitz
        );
        self.validate()?;
        Ok(self)
    }

    /// Checks the values that are not plain switches.
    pub fn validate(&self) -> Result<(), HouseRuleError> {
        if !(2..=4).contains(&self.black_close_penalty) {
            return Err(HouseRuleError::OutOfRange {
                rule: "black_close_penalty".into(),
                value: self.black_close_penalty.into(),
                min: 2,
                max: 4,
            });
        }
        Ok(())
    }

    /// The rule names with their current values, in a fixed order (for display and `/rules`).
    pub fn entries(&self) -> [(&'static str, RuleValue); 8] {
        [
            (
                "exchange_first_lead",
                RuleValue::Switch(self.exchange_first_lead),
            ),
            (
                "exchange_last_pair",
                RuleValue::Switch(self.exchange_last_pair),
            ),
            ("close_first_lead", RuleValue::Switch(self.close_first_lead)),
            ("show_own_points", RuleValue::Switch(self.show_own_points)),
            ("auto_claim", RuleValue::Switch(self.auto_claim)),
            ("forced_rob", RuleValue::Switch(self.forced_rob)),
            (
                "black_close_penalty",
                RuleValue::Number(self.black_close_penalty.into()),
            ),
            ("kiebitz", RuleValue::Switch(self.kiebitz)),
        ]
    }
}

impl Default for HouseRules {
    fn default() -> Self {
        HouseRules::for_variant(Variant::Schnapsen)
    }
}

/// A rule's value, for listing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleValue {
    /// An on/off switch.
    Switch(bool),
    /// A number.
    Number(u32),
}

/// Changes to house rules; unknown names are refused when parsing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(missing_docs)]
pub struct HouseRulesPatch {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exchange_first_lead: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exchange_last_pair: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub close_first_lead: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub show_own_points: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auto_claim: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forced_rob: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_close_penalty: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kiebitz: Option<bool>,
}

impl HouseRulesPatch {
    /// This patch with `top`'s settings taking precedence (table rules over configured defaults).
    pub fn overlaid(&self, top: &HouseRulesPatch) -> HouseRulesPatch {
        macro_rules! pick {
            ($($field:ident),*) => { HouseRulesPatch { $( $field: top.$field.or(self.$field), )* } };
        }
        pick!(
            exchange_first_lead,
            exchange_last_pair,
            close_first_lead,
            show_own_points,
            auto_claim,
            forced_rob,
            black_close_penalty,
            kiebitz
        )
    }

    /// Parses one `name=value` setting (`auto_claim=on`, `black_close_penalty=4`) into this patch.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), HouseRuleError> {
        let switch = || match value.trim().to_lowercase().as_str() {
            "on" | "true" | "yes" | "ja" | "an" | "1" => Ok(true),
            "off" | "false" | "no" | "nein" | "aus" | "0" => Ok(false),
            _ => Err(HouseRuleError::BadValue {
                rule: name.to_owned(),
                value: value.to_owned(),
            }),
        };
        match name.trim() {
            "exchange_first_lead" => self.exchange_first_lead = Some(switch()?),
            "exchange_last_pair" => self.exchange_last_pair = Some(switch()?),
            "close_first_lead" => self.close_first_lead = Some(switch()?),
            "show_own_points" => self.show_own_points = Some(switch()?),
            "auto_claim" => self.auto_claim = Some(switch()?),
            "forced_rob" => self.forced_rob = Some(switch()?),
            "kiebitz" => self.kiebitz = Some(switch()?),
            "black_close_penalty" => {
                self.black_close_penalty =
                    Some(value.trim().parse().map_err(|_| HouseRuleError::BadValue {
                        rule: name.to_owned(),
                        value: value.to_owned(),
                    })?)
            }
            other => return Err(HouseRuleError::Unknown(other.to_owned())),
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_variant() {
        let s = HouseRules::for_variant(Variant::Schnapsen);
        assert!(s.exchange_first_lead && !s.close_first_lead && !s.forced_rob);
        let ss = HouseRules::for_variant(Variant::Sechsundsechzig);
        assert!(!ss.exchange_first_lead && ss.close_first_lead && ss.forced_rob);
    }

    #[test]
    fn patches_apply_and_validate() {
        let mut patch = HouseRulesPatch::default();
        patch.set("auto_claim", "on").unwrap();
        patch.set("black_close_penalty", "4").unwrap();
        let rules = HouseRules::default().patched(&patch).unwrap();
        assert!(rules.auto_claim);
        assert_eq!(rules.black_close_penalty, 4);
        assert!(patch.set("no_such_rule", "on").is_err());
        assert!(patch.set("auto_claim", "vielleicht").is_err());
        patch.set("black_close_penalty", "9").unwrap();
        assert!(HouseRules::default().patched(&patch).is_err());
        let defaults = HouseRulesPatch {
            auto_claim: Some(true),
            kiebitz: Some(true),
            ..HouseRulesPatch::default()
        };
        let table = HouseRulesPatch {
            auto_claim: Some(false),
            ..HouseRulesPatch::default()
        };
        let both = defaults.overlaid(&table);
        assert_eq!(
            (both.auto_claim, both.kiebitz, both.forced_rob),
            (Some(false), Some(true), None)
        );
        let json: Result<HouseRulesPatch, _> = serde_json::from_str(r#"{"nonsense": true}"#);
        assert!(json.is_err());
    }
}
