//! `SetRule`: the opener sets a house rule, the game or the table's size before the first deal;
//! anybody at the table sets its language at any time.

use crate::games::{GameId, HouseRuleError, parse_switch};
use crate::ids::{Lang, User};
use crate::manager::configured::ConfiguredRules;
use crate::manager::table::{Change, Table};
use crate::protocol::{CARDS, Cards, Event, LANG, Open, Refused, SetRule};

impl Table {
    /// The opener sets a table option (`computer_takeover`, `hints`), the game (`variant`,
    /// starting from the house rules `configured` for it), the table's size (`players`) or one
    /// of the game's house rules — only before the first deal; the new rules are shown.
    pub(in crate::manager) fn set_rule(
        &mut self,
        user: &User,
        set: &SetRule,
        configured: &ConfiguredRules,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if set.name == LANG {
            return self.set_lang(user, set, change);
        }
        if set.name == CARDS {
            return self.set_cards(user, set, change);
        }
        if user.id != self.opener {
            return Err(Refused::NotOpener);
        }
        if self.has_dealt() {
            return Err(Refused::AlreadyStarted);
        }
        let switch = || {
            parse_switch(&set.value).ok_or_else(|| {
                Refused::BadRule(HouseRuleError::BadValue {
                    rule: set.name.clone(),
                    value: set.value.clone(),
                })
            })
        };
        if set.name == "computer_takeover" {
            self.computer_takeover = switch()?;
        } else if set.name == "hints" {
            self.hints = switch()?;
        } else if set.name == "variant" {
            // A new variant starts from its own default house rules (with those configured for
            // it), score and table size.
            let variant: GameId = set.value.parse().map_err(|_| {
                Refused::BadRule(HouseRuleError::BadValue {
                    rule: set.name.clone(),
                    value: set.value.clone(),
                })
            })?;
            let (min, max) = variant.spec().seats;
            let size = self.size.max(self.players.len()).clamp(min, max);
            self.resize(variant, size)?;
            // A pack chosen for a game it holds is dropped for one it does not hold.
            if let Some(pack) = self.cards.and_then(Cards::pack)
                && !variant.spec().fits(pack)
            {
                self.cards = None;
            }
            self.game_rules = variant
                .spec()
                .rules(&configured.of(variant))
                .expect("configured rules were checked against their game");
        } else if set.name == "players" {
            let size: usize = set.value.trim().parse().map_err(|_| {
                Refused::BadRule(HouseRuleError::BadValue {
                    rule: set.name.clone(),
                    value: set.value.clone(),
                })
            })?;
            self.resize(self.variant, size)?;
        } else {
            let mut open = Open {
                variant: self.variant,
                ..Open::default()
            };
            open.set_rule(&set.name, &set.value)
                .map_err(Refused::BadRule)?;
            self.game_rules.0.extend(open.game_rules);
            let id = self.variant;
            debug_assert!(id.spec().house_rules.len() == self.game_rules.0.len());
        }
        change.changed = true;
        change.event(
            self.channel(),
            Event::RuleChanged {
                name: set.name.clone(),
                value: set.value.clone(),
            },
        );
        self.show_rules(change);
        Ok(())
    }

    /// A player at the table (or its opener) sets the language the channel reads it in, at any
    /// time: what the channel sees speaks one language, whoever acts.
    fn set_lang(&mut self, user: &User, set: &SetRule, change: &mut Change) -> Result<(), Refused> {
        self.at_table(user)?;
        let lang = Lang::parse(&set.value).ok_or_else(|| {
            let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            Refused::BadRule(HouseRuleError::Invalid {
                rule: LANG.to_owned(),
                value: set.value.clone(),
                expected: codes.join(", "),
            })
        })?;
        self.lang = Some(lang);
        self.option_set(LANG, lang.code(), change);
        Ok(())
    }

    /// A player at the table (or its opener) sets how the table shows its cards, at any time:
    /// pictures of the French or the German pack, or text. A pack is refused for a game whose
    /// cards it lacks (the German at a game dealt with cards below the Seven).
    fn set_cards(
        &mut self,
        user: &User,
        set: &SetRule,
        change: &mut Change,
    ) -> Result<(), Refused> {
        self.at_table(user)?;
        let cards = Cards::parse(&set.value).ok_or_else(|| {
            Refused::BadRule(HouseRuleError::Invalid {
                rule: CARDS.to_owned(),
                value: set.value.clone(),
                expected: Cards::expected(),
            })
        })?;
        if let Some(pack) = cards.pack()
            && !self.variant.spec().fits(pack)
        {
            return Err(Refused::PackLacksCards {
                variant: self.variant,
            });
        }
        self.cards = Some(cards);
        self.option_set(CARDS, cards.code(), change);
        Ok(())
    }

    /// Whether `user` may set an option that anybody at the table sets: he opened it or plays
    /// at it.
    fn at_table(&self, user: &User) -> Result<(), Refused> {
        if user.id != self.opener && self.player_of(&user.id).is_none() {
            return Err(Refused::NotSeated);
        }
        Ok(())
    }

    /// The table's option `name` is set to `value`: saved, and told in its channel.
    fn option_set(&mut self, name: &str, value: &str, change: &mut Change) {
        change.changed = true;
        change.event(
            self.channel(),
            Event::RuleChanged {
                name: name.to_owned(),
                value: value.to_owned(),
            },
        );
    }
}
