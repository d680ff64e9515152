//! `ShowHand`, `ShowScore`, `ShowRules`: what a player asks to see again — his hand privately,
//! the score and the rules for everybody.

use crate::manager::table::{Change, Table};
use crate::protocol::{Body, Message, Refused};

impl Table {
    /// Player `me`'s hand again, privately: refused before a deal, and to the player who sits
    /// this deal out (the dealer at three), who is seated and dealt yet holds no cards.
    pub(in crate::manager) fn show_hand(
        &self,
        me: usize,
        change: &mut Change,
    ) -> Result<(), Refused> {
        if self.round().is_none() {
            return Err(Refused::NotStarted);
        }
        let hand = self.hand_message(me).ok_or(Refused::SitsOut)?;
        change.messages.push(hand);
        Ok(())
    }

    /// The running score, for everybody.
    pub(in crate::manager) fn show_score(&self, change: &mut Change) {
        change.messages.push(Message {
            to: self.channel(),
            body: Body::Score(self.score_view()),
        });
    }

    /// The table's rules and options, for everybody (also after one of them changed).
    pub(in crate::manager) fn show_rules(&self, change: &mut Change) {
        change.messages.push(Message {
            to: self.channel(),
            body: Body::Rules(self.rules_view()),
        });
    }
}
