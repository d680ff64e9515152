//! Keeping every table's messages equal to its state, whatever failed on the way.
//!
//! - **What is out** — each table's message and each player's DM hand message, and the state
//!   version each shows — is recorded in the store ([`Posted`]; flushed when a message id
//!   changes), so that after a restart the adapter edits the very messages players look at, and
//!   only those that are behind.
//! - **A failed write** (an error, a 429, a 5xx) marks the part of the table it concerned
//!   ([`Part`]); a marked table is synced again after a wait that doubles with each failure in
//!   a row ([`Retries`]): its current snapshot is delivered, which writes only what is behind.
//!   With `api_url` set serenity's rate limiter is off and a 429 comes back as an error; serenity
//!   0.12 drops its `retry_after`, so a 429 waits at least [`RATE_LIMIT_WAIT`].
//! - **Replaced messages** (a new table in the channel, a hand shown in another message, a table
//!   that closed, hands after the Bummerl) lose their buttons, retried until done.
//! - **On start** every open table and every recorded message is synced.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use bot_core::heal::Retries;
use bot_core::manager::{Platform, TableKey, UserId};
use bot_core::store::{MessageRef, Posted, Shown};
use serenity::all::{ChannelId, EditMessage, MessageId};
use tokio::sync::Notify;
use tokio::time::Instant;

use crate::batch::Batch;
use crate::deliver::{Deliver, UNKNOWN_MESSAGE, error_code, http_status};
use crate::state::HandSlot;

/// The least wait after a 429 whose `retry_after` serenity did not pass on.
pub const RATE_LIMIT_WAIT: Duration = Duration::from_secs(1);

/// The part of a table that a write concerned.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The table message.
    Table(TableKey),
    /// One player's hand message.
    Hand(TableKey, UserId),
    /// The replaced messages whose buttons are to come off.
    Retired(TableKey),
}

impl Part {
    /// The table it belongs to.
    pub fn key(&self) -> &TableKey {
        match self {
            Part::Table(key) | Part::Hand(key, _) | Part::Retired(key) => key,
        }
    }
}

/// The healer's schedule.
#[derive(Default)]
pub struct Healer {
    retries: Mutex<Retries<Part, Instant>>,
    wake: Notify,
}

impl Healer {
    fn retries(&self) -> std::sync::MutexGuard<'_, Retries<Part, Instant>> {
        self.retries.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Records a failed write of `part`; a 429 waits at least [`RATE_LIMIT_WAIT`].
    pub fn failed(&self, part: Part, error: &serenity::Error) {
        let limited = http_status(error) == Some(429);
        self.retries()
            .failed(part, Instant::now(), limited.then_some(RATE_LIMIT_WAIT));
        self.wake.notify_one();
    }

    /// Records that `part` was written.
    pub fn succeeded(&self, part: &Part) {
        self.retries().succeeded(part);
    }

    /// Asks for a sync of a table now.
    pub fn now(&self, key: &TableKey) {
        self.retries().now(Part::Table(key.clone()), Instant::now());
        self.wake.notify_one();
    }

    /// Forgets the failures of a table that is gone.
    fn forget(&self, key: &TableKey) {
        let mut retries = self.retries();
        retries.forget(&Part::Table(key.clone()));
        retries.forget(&Part::Retired(key.clone()));
    }
}

impl Deliver {
    /// Changes the stored record of what is out for `key`; `change` returns whether a message
    /// id changed (then it is flushed to disk).
    pub async fn record_posted(
        &self,
        key: &TableKey,
        change: impl FnOnce(&mut Posted) -> bool + Send + 'static,
    ) {
        let store = self.manager().store().clone();
        let key = key.clone();
        let result =
            tokio::task::spawn_blocking(move || store.update_posted(&key, Box::new(change))).await;
        if let Ok(Err(error)) = result {
            tracing::error!(%error, "cannot record the messages out");
        }
    }

    /// Records the table message of `key` and the state version it shows (flushed when the
    /// message is a new one).
    pub async fn record_table(
        &self,
        key: &TableKey,
        channel: ChannelId,
        message: MessageId,
        version: u64,
    ) {
        let shown = Shown {
            message: MessageRef::new(channel, message),
            version,
            digest: 0,
            photo: false,
        };
        self.record_posted(key, move |p| p.set_table(shown)).await;
    }

    /// Records the DM hand message of `user` at the table of `key` and the state version it
    /// shows (0: not known).
    pub async fn record_hand(
        &self,
        key: &TableKey,
        user: &UserId,
        at: (ChannelId, MessageId),
        version: u64,
    ) {
        let shown = Shown {
            message: MessageRef::new(at.0, at.1),
            version,
            digest: 0,
            photo: false,
        };
        let user = user.clone();
        self.record_posted(key, move |p| p.set_hand(&user, shown))
            .await;
    }

    /// Forgets every message of the table of `key` (a new table replaces it, or it closed):
    /// their buttons come off at the next sync, which is asked for now.
    pub async fn retire_all(&self, key: &TableKey) {
        self.state().reset_table(key);
        self.record_posted(key, |p| {
            p.retire_all();
            true
        })
        .await;
        self.healer().now(key);
    }

    /// On start: remembers the messages recorded for Discord tables and syncs every open table
    /// and every table with messages out.
    pub async fn resync_all(&self) {
        let store = self.manager().store().clone();
        let found = tokio::task::spawn_blocking(move || store.resume(Platform::Discord)).await;
        let Ok((posted, open)) = found else { return };
        for p in &posted {
            if let Some(table) = &p.table
                && let Some(id) = message_id(&table.message)
            {
                self.state()
                    .table_written(&p.key, Some(id.1), table.version);
            }
            for (user, hand) in &p.hands {
                if let Some(at) = message_id(&hand.message) {
                    // The picture it shows is not known: the next write uploads it again.
                    let slot = HandSlot {
                        message: Some(at),
                        shown: hand.version,
                        picture: 0,
                    };
                    self.state().set_hand(user, &p.key, slot);
                }
            }
            self.healer().now(&p.key);
        }
        for key in &open {
            self.healer().now(key);
        }
    }

    /// Runs the healer until the task is dropped: syncs each table whose wait is over.
    pub async fn heal(self: Arc<Self>) {
        loop {
            let next = self.healer().retries().next_due();
            let wake = self.healer().wake.notified();
            match next {
                Some(due) if due <= Instant::now() => {}
                Some(due) => {
                    tokio::select! {
                        () = tokio::time::sleep_until(due) => {}
                        () = wake => {}
                    }
                    continue;
                }
                None => {
                    wake.await;
                    continue;
                }
            }
            let mut keys: Vec<TableKey> = self
                .healer()
                .retries()
                .due(Instant::now())
                .iter()
                .map(|part| part.key().clone())
                .collect();
            keys.sort();
            keys.dedup();
            for key in keys {
                self.sync(&key).await;
            }
        }
    }

    /// Makes the messages of the table of `key` equal to its state: replaced messages lose their
    /// buttons, the current table view and hands are delivered (only what is behind is
    /// written), and the hands of players who hold no cards now lose their buttons.
    pub async fn sync(self: &Arc<Self>, key: &TableKey) {
        let manager = Arc::clone(self.manager());
        let k = key.clone();
        let snapshot = tokio::task::spawn_blocking(move || manager.snapshot(&k)).await;
        let Ok(Ok(snapshot)) = snapshot else {
            // The store failed: try again later.
            self.healer()
                .retries()
                .failed(Part::Table(key.clone()), Instant::now(), None);
            return;
        };
        let batch = snapshot.map(Batch::sort);
        let holding: Vec<UserId> = batch
            .iter()
            .flat_map(|b| b.hands.iter().map(|(u, _)| u.clone()))
            .collect();
        let closed = batch.is_none();
        self.record_posted(key, move |p| {
            let before = p.retired.len();
            if closed {
                p.retire_all();
            } else {
                let gone: Vec<UserId> = p
                    .hands
                    .iter()
                    .map(|(u, _)| u.clone())
                    .filter(|u| !holding.contains(u))
                    .collect();
                for user in &gone {
                    p.retire_hand(user);
                }
            }
            p.retired.len() != before
        })
        .await;
        if closed {
            self.state().reset_table(key);
        }
        let cleared = self.clear_retired(key).await;
        if let Some(batch) = batch {
            self.state().forget_hands_except(key, &batch.hands);
            self.batch(batch).await;
        }
        if cleared {
            self.healer().succeeded(&Part::Retired(key.clone()));
            if closed {
                // Nothing of the table is left: forget its failures.
                self.healer().forget(key);
            }
        }
    }

    /// Takes the buttons off every retired message of `key`; returns whether all are done.
    async fn clear_retired(&self, key: &TableKey) -> bool {
        let store = self.manager().store().clone();
        let k = key.clone();
        let Ok(Ok(posted)) = tokio::task::spawn_blocking(move || store.posted(&k)).await else {
            return false;
        };
        let mut all = true;
        for message in posted.retired {
            let Some((channel, id)) = message_id(&message) else {
                self.record_posted(key, move |p| {
                    p.cleared(&message);
                    false
                })
                .await;
                continue;
            };
            let edit = EditMessage::new().components(Vec::new());
            match self
                .http()
                .edit_message(channel, id, &edit, Vec::new())
                .await
            {
                Err(e) if error_code(&e) != Some(UNKNOWN_MESSAGE) => {
                    tracing::info!(table = %key, "buttons not taken off a replaced message: {e}");
                    self.healer().failed(Part::Retired(key.clone()), &e);
                    all = false;
                }
                _ => {
                    self.record_posted(key, move |p| {
                        p.cleared(&message);
                        false
                    })
                    .await;
                }
            }
        }
        all
    }
}

/// A recorded message as Discord ids.
fn message_id(message: &MessageRef) -> Option<(ChannelId, MessageId)> {
    let channel = message.chat.parse().ok().filter(|&c| c != 0)?;
    let id = message.id.parse().ok().filter(|&m| m != 0)?;
    Some((ChannelId::new(channel), MessageId::new(id)))
}
