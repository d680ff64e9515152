//! What the sender tells the store of the messages out ([`Posted`]): which message each slot
//! holds and a digest of what it shows, the messages whose buttons still have to come off, and a
//! group's request times — each a [`Record`] applied to its table's record.

use std::sync::Arc;

use bot_core::manager::Store;
use bot_core::manager::{Platform, TableKey, UserId};
use bot_core::store::{MessageRef, Posted, Shown};
use teloxide::types::{ChatId, MessageId};

use crate::delivery::Slot;

/// How far back a group's requests count toward its limit per minute (ms).
pub(crate) const MINUTE_MS: u64 = 60_000;

/// A change of what is out, for the store.
pub(crate) enum Record {
    /// A slot's message shows something new; `new` if it is a new message.
    Shown {
        /// The slot.
        slot: Slot,
        /// Its message.
        id: MessageId,
        /// A digest of what the message shows (0: not known).
        digest: u64,
        /// Whether it is a new message.
        new: bool,
    },
    /// A slot's message lost its buttons and is forgotten.
    Cleared(Slot, MessageId),
    /// A slot's message could not be cleared: it is retired, to be stripped later.
    Retired(Slot),
    /// A retired message in a chat lost its buttons (or is gone).
    Stripped(TableKey, ChatId, MessageId),
    /// A request to a group is about to be made at this time (ms since the epoch): recorded
    /// durably before it is made, so that no restart can miss it. The group keeps this many.
    Sent(ChatId, u64, usize),
    /// A group's title as last seen.
    Titled(TableKey, String),
}

impl Record {
    /// The table whose record it changes.
    fn key(&self) -> TableKey {
        match self {
            Record::Shown { slot, .. } | Record::Cleared(slot, _) | Record::Retired(slot) => {
                slot.key()
            }
            Record::Stripped(key, ..) | Record::Titled(key, _) => key.clone(),
            Record::Sent(chat, ..) => TableKey::new(Platform::Telegram, chat.0.to_string()),
        }
    }

    /// Applies the change to the table's record; returns whether it must be durable at once: a
    /// message id changed, or a request is about to be made.
    fn apply(self, posted: &mut Posted) -> bool {
        match self {
            Record::Shown {
                slot,
                id,
                digest,
                new,
            } => {
                let shown = Shown {
                    message: MessageRef::new(slot.chat().0, id.0),
                    version: 0,
                    digest,
                    photo: false,
                };
                let changed = match slot {
                    Slot::Table { .. } => posted.set_table(shown),
                    Slot::Hand { user, .. } => posted.set_hand(&telegram_user(user), shown),
                };
                changed || new
            }
            Record::Cleared(slot, id) => {
                retire(posted, slot);
                posted.cleared(&MessageRef::new(slot.chat().0, id.0));
                true
            }
            Record::Retired(slot) => {
                retire(posted, slot);
                true
            }
            Record::Stripped(_, chat, id) => {
                posted.cleared(&MessageRef::new(chat.0, id.0));
                true
            }
            Record::Sent(_, at, keep) => {
                posted.sent(at, keep);
                posted.forget_sends_before(at.saturating_sub(MINUTE_MS));
                true
            }
            Record::Titled(_, title) => {
                posted.title = Some(title);
                true
            }
        }
    }
}

/// Tells the store what changed of the messages out.
pub(crate) async fn write(store: &Arc<dyn Store>, records: Vec<Record>) {
    if records.is_empty() {
        return;
    }
    let store = store.clone();
    let written = tokio::task::spawn_blocking(move || {
        for record in records {
            let key = record.key();
            if let Err(error) = store.update_posted(&key, Box::new(|p| record.apply(p))) {
                tracing::error!(%error, "telegram: cannot record the messages out");
            }
        }
    })
    .await;
    if written.is_err() {
        tracing::error!("telegram: recording the messages out failed");
    }
}

/// Forgets, in the stored records of `keys`, a group's request times older than a minute, and
/// the title of a chat that has no message out and no such request left: the record is then
/// empty and removed. (Run at start on the records of closed tables with no message out, which
/// nothing else would remove; a group heard from again tells its title anew.)
pub(crate) async fn tidy(store: &Arc<dyn Store>, keys: Vec<TableKey>) {
    let store = store.clone();
    let cutoff = now_ms().saturating_sub(MINUTE_MS);
    let tidied = tokio::task::spawn_blocking(move || {
        for key in keys {
            let tidy = Box::new(move |p: &mut Posted| {
                p.forget_sends_before(cutoff);
                if p.nothing_out() && p.sends.is_empty() {
                    p.title = None;
                }
                false
            });
            if let Err(error) = store.update_posted(&key, tidy) {
                tracing::warn!(%error, "telegram: cannot tidy the record of messages out");
            }
        }
    })
    .await;
    if tidied.is_err() {
        tracing::error!("telegram: tidying the records of messages out failed");
    }
}

/// Retires a slot's message in a record.
fn retire(posted: &mut Posted, slot: Slot) {
    match slot {
        Slot::Table { .. } => posted.retire_table(),
        Slot::Hand { user, .. } => posted.retire_hand(&telegram_user(user)),
    }
}

/// A Telegram user by his id.
pub(crate) fn telegram_user(id: i64) -> UserId {
    UserId::new(Platform::Telegram, id.to_string())
}

/// The wall clock in ms since the epoch.
pub(crate) fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

#[cfg(test)]
mod tests {
    use bot_core::manager::SledStore;

    use super::*;

    #[tokio::test]
    async fn tidying_removes_what_no_longer_counts_and_keeps_a_recent_pace() {
        let dir = tempfile::tempdir().unwrap();
        let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).unwrap());
        let (old, recent) = (
            TableKey::new(Platform::Telegram, "-1"),
            TableKey::new(Platform::Telegram, "-2"),
        );
        let now = now_ms();
        for (key, at) in [(&old, now - 2 * MINUTE_MS), (&recent, now - 1_000)] {
            let chat = ChatId(key.channel.parse().unwrap());
            let records = vec![
                Record::Titled(key.clone(), "Stammtisch".into()),
                Record::Sent(chat, at, 20),
            ];
            write(&store, records).await;
        }
        tidy(&store, vec![old.clone(), recent.clone()]).await;
        let left: Vec<Posted> = store.all_posted().into_iter().map(Result::unwrap).collect();
        assert_eq!(left.len(), 1, "{left:?}");
        assert_eq!(left[0].key, recent);
        assert_eq!(left[0].title.as_deref(), Some("Stammtisch"));
        assert_eq!(left[0].sends, [now - 1_000]);
    }

    #[test]
    fn a_request_is_recorded_durably_and_only_the_last_minute_is_kept() {
        let key = TableKey::new(Platform::Telegram, "-100");
        let mut posted = Posted::new(key);
        for at in [1_000, 30_000, 70_000] {
            assert!(Record::Sent(ChatId(-100), at, 20).apply(&mut posted));
        }
        assert_eq!(
            posted.sends,
            [30_000, 70_000],
            "the first is over a minute old"
        );
        assert!(Record::Sent(ChatId(-100), 71_000, 2).apply(&mut posted));
        assert_eq!(posted.sends, [70_000, 71_000], "the newest `keep`");
    }
}
