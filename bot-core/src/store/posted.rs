//! What a front end has out for a table: the platform's ids of the table message and of each
//! player's hand message, the state each shows, and the replaced messages whose buttons still
//! have to come off. Kept in the store beside the table so that after a failure or a restart the
//! front end edits the very messages players look at (instead of posting new ones beside them)
//! and can take the buttons off every message it replaced. A front end that paces a chat keeps
//! the chat's last request times here too, and one that names the chat in private messages its
//! title.

use serde::{Deserialize, Serialize};

use crate::ids::{TableKey, UserId};

/// A message on a platform, by the platform's own ids (chat and message, as text).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MessageRef {
    /// The chat or channel the message is in.
    pub chat: String,
    /// The message's id in that chat.
    pub id: String,
}

impl MessageRef {
    /// A message `id` in `chat`.
    pub fn new(chat: impl ToString, id: impl ToString) -> MessageRef {
        MessageRef {
            chat: chat.to_string(),
            id: id.to_string(),
        }
    }
}

/// A message kept equal to part of a table's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shown {
    /// The message.
    pub message: MessageRef,
    /// The state version it shows (0: not known to show any).
    pub version: u64,
    /// A digest of what it shows, so that an unchanged message is not written again (0: not
    /// known).
    #[serde(default)]
    pub digest: u64,
    /// Whether the message is a photo with a caption (a text message cannot be edited into one,
    /// nor a photo into text: a change of kind replaces the message).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub photo: bool,
}

/// Everything a front end has out for one table's channel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Posted {
    /// The table's channel.
    pub key: TableKey,
    /// The table message.
    pub table: Option<Shown>,
    /// Each player's hand message.
    pub hands: Vec<(UserId, Shown)>,
    /// Messages replaced by newer ones (or of a table that is gone) that may still carry
    /// buttons: they are cleared, then forgotten.
    pub retired: Vec<MessageRef>,
    /// When the last requests to the table's chat were made (ms since the epoch, oldest first),
    /// so that a restart does not forget a group's rate limit.
    #[serde(default)]
    pub sends: Vec<u64>,
    /// The chat's name as last seen (Telegram: a group's title, shown above each hand of its
    /// table), so that a restart does not drop it until the chat is heard from again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

impl Posted {
    /// Nothing out yet in `key`'s channel.
    pub fn new(key: TableKey) -> Posted {
        Posted {
            key,
            table: None,
            hands: Vec::new(),
            retired: Vec::new(),
            sends: Vec::new(),
            title: None,
        }
    }

    /// Whether there is nothing left to remember: no message out, no request time, no title.
    pub fn is_empty(&self) -> bool {
        self.nothing_out() && self.sends.is_empty() && self.title.is_none()
    }

    /// Whether no message is out: none shows the table or a hand, none waits to lose its
    /// buttons (a chat's request times and title may remain).
    pub fn nothing_out(&self) -> bool {
        self.table.is_none() && self.hands.is_empty() && self.retired.is_empty()
    }

    /// The hand message of `user`.
    pub fn hand(&self, user: &UserId) -> Option<&Shown> {
        self.hands.iter().find(|(u, _)| u == user).map(|(_, s)| s)
    }

    /// Records the table message; a different message it replaces is retired. Returns whether
    /// the message (not just what it shows) changed.
    pub fn set_table(&mut self, shown: Shown) -> bool {
        self.retired.retain(|m| *m != shown.message);
        let old = self.table.replace(shown);
        self.replaced(old)
    }

    /// Records the hand message of `user`; a different message it replaces is retired. Returns
    /// whether the message changed.
    pub fn set_hand(&mut self, user: &UserId, shown: Shown) -> bool {
        // A retired message shown again (a stale press adopts it) keeps its buttons.
        self.retired.retain(|m| *m != shown.message);
        let old = match self.hands.iter_mut().find(|(u, _)| u == user) {
            Some((_, slot)) => Some(std::mem::replace(slot, shown)),
            None => {
                self.hands.push((user.clone(), shown));
                None
            }
        };
        self.replaced(old)
    }

    /// Forgets the table message: its buttons are to come off, and the next view goes to a new
    /// message.
    pub fn retire_table(&mut self) {
        if let Some(old) = self.table.take() {
            self.retire(old.message);
        }
    }

    /// Forgets the hand message of `user`, retiring it.
    pub fn retire_hand(&mut self, user: &UserId) {
        if let Some(i) = self.hands.iter().position(|(u, _)| u == user) {
            let (_, old) = self.hands.remove(i);
            self.retire(old.message);
        }
    }

    /// Retires every message (the table closed, or a new table replaces it).
    pub fn retire_all(&mut self) {
        self.retire_table();
        for (_, old) in std::mem::take(&mut self.hands) {
            self.retire(old.message);
        }
    }

    /// Forgets a retired message once its buttons are off (or it is gone).
    pub fn cleared(&mut self, message: &MessageRef) {
        self.retired.retain(|m| m != message);
    }

    /// Records a request to the table's chat at `now`, keeping the last `keep`.
    pub fn sent(&mut self, now: u64, keep: usize) {
        self.sends.push(now);
        let excess = self.sends.len().saturating_sub(keep);
        self.sends.drain(..excess);
    }

    /// Forgets the requests made before `cutoff` (ms since the epoch): they no longer count
    /// toward any rate limit.
    pub fn forget_sends_before(&mut self, cutoff: u64) {
        self.sends.retain(|&at| at >= cutoff);
    }

    fn retire(&mut self, message: MessageRef) {
        if !self.retired.contains(&message) {
            self.retired.push(message);
        }
    }

    fn replaced(&mut self, old: Option<Shown>) -> bool {
        let current: Vec<&MessageRef> = self
            .table
            .iter()
            .map(|s| &s.message)
            .chain(self.hands.iter().map(|(_, s)| &s.message))
            .collect();
        match old {
            Some(old) if !current.contains(&&old.message) => {
                self.retire(old.message);
                true
            }
            Some(_) => false,
            None => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Platform;
    use crate::store::tests::shown;

    #[test]
    fn a_replaced_message_is_retired_once_and_forgotten_when_cleared() {
        let mut posted = Posted::new(TableKey::new(Platform::Telegram, "-100"));
        assert!(posted.set_table(shown(1, 5)), "a first message");
        assert!(
            !posted.set_table(shown(1, 6)),
            "the same message, newer state"
        );
        assert!(posted.retired.is_empty());
        assert!(posted.set_table(shown(2, 7)), "a new message");
        assert_eq!(posted.retired, [MessageRef::new(-100, 1)]);
        let anna = UserId::new(Platform::Telegram, "1");
        posted.set_hand(&anna, shown(1, 7));
        assert!(posted.retired.is_empty(), "shown again: its buttons stay");
        posted.retire_hand(&anna);
        let anna = UserId::new(Platform::Telegram, "1");
        posted.set_hand(&anna, shown(3, 7));
        posted.retire_all();
        assert!(posted.table.is_none() && posted.hands.is_empty());
        assert_eq!(posted.retired.len(), 3);
        for id in [1, 2, 3] {
            posted.cleared(&MessageRef::new(-100, id));
        }
        assert!(posted.is_empty());
    }

    #[test]
    fn request_times_and_a_title_are_worth_keeping_without_messages() {
        let mut posted = Posted::new(TableKey::new(Platform::Telegram, "-100"));
        posted.sent(5, 20);
        assert!(posted.nothing_out() && !posted.is_empty(), "a group's pace");
        posted.forget_sends_before(6);
        assert!(posted.is_empty());
        posted.title = Some("Stammtisch".into());
        assert!(posted.nothing_out() && !posted.is_empty(), "a group's name");
    }

    #[test]
    fn a_record_stored_before_titles_loads_and_one_without_a_title_stores_as_before() {
        let old = r#"{"key":{"platform":"telegram","channel":"-100"},"table":null,
            "hands":[],"retired":[],"sends":[7]}"#;
        let posted: Posted = serde_json::from_str(old).unwrap();
        assert_eq!(
            (posted.sends.as_slice(), posted.title.as_deref()),
            (&[7][..], None)
        );
        let written = serde_json::to_value(&posted).unwrap();
        assert!(written.get("title").is_none(), "{written}");
        let titled = Posted {
            title: Some("Stammtisch".into()),
            ..posted
        };
        let again: Posted = serde_json::from_value(serde_json::to_value(&titled).unwrap()).unwrap();
        assert_eq!(again, titled);
    }

    #[test]
    fn the_send_log_keeps_the_newest() {
        let mut posted = Posted::new(TableKey::new(Platform::Telegram, "-100"));
        for t in 0..30 {
            posted.sent(t, 20);
        }
        assert_eq!(posted.sends, (10..30).collect::<Vec<u64>>());
    }
}
