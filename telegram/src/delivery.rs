//! Sending to Telegram: one queue and one worker per chat, within Telegram's limits.
//!
//! - **Rate limits**: at least [`Tuning::chat_interval`] between two requests to a chat, at most
//!   [`Tuning::group_per_minute`] to a group and [`Tuning::global_per_second`] overall.
//! - **Coalescing**: the table message and each hand message are *slots*, edited in place; a
//!   queued update of a slot is replaced by a newer one, so a chat that is behind sends only the
//!   latest table — unless the slot's buttons are to be cleared in between: then the newer one
//!   is for the new message that follows. Short messages queued back to back are joined into
//!   one.
//! - **Retries**: a 429 waits its `retry_after` and tries again; 5xx and network failures back
//!   off exponentially ([`Tuning::backoff`]) for up to [`Tuning::attempts`] attempts. A retried
//!   slot update is superseded by a newer one queued meanwhile. Failures never touch the game:
//!   the manager has stored it before anything is sent.
//! - **Message ids**: the id of each slot's message, to edit it; an edit of a message that is gone
//!   sends a new one. Recorded in the store with a digest of what each message shows
//!   ([`Posted`]): after a restart the same messages are edited, and a message that already shows
//!   what it should is not written again (Telegram refuses an edit that changes nothing).
//! - **Healing**: a write given up after its attempts marks its table; a marked table is synced
//!   again from the manager's snapshot after a doubling wait ([`Retries`]). Replaced messages
//!   lose their buttons, retried until done.
//! - **Groups** are paced evenly, one request per `60 s / group_per_minute`, so a fast game never
//!   spends a minute's budget in a burst and then falls behind; the times of the last requests
//!   are recorded too, so a restart does not forget the limit.
//! - **Unreachable users**: a private chat answering 403 (blocked, never started) drops what is
//!   queued for it and reports an [`Incident`].

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use bot_core::heal::Retries;
use bot_core::manager::Store;
use bot_core::manager::{Platform, TableKey, UserId};
use bot_core::store::{MessageRef, Posted, Shown};
use teloxide::prelude::*;
use teloxide::types::{MessageId, ParseMode};
use tokio::sync::{Notify, mpsc, watch};
use tokio::time::Instant;

use crate::error::{Failure, classify, describe};
use crate::render::Rendered;
use crate::tuning::{Tuning, Window};

/// Telegram's limit on a message's text (in UTF-16 units; bytes are a safe bound).
const MAX_TEXT: usize = 4096;

/// A message that is edited in place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Slot {
    /// The table message in its chat (a group, or the private chat of a game against the
    /// computer).
    Table {
        /// The table's chat.
        chat: i64,
    },
    /// A user's hand for one table, in his private chat.
    Hand {
        /// The user (= his private chat).
        user: i64,
        /// The table's chat.
        table: i64,
    },
}

impl Slot {
    /// The table the slot belongs to.
    pub(crate) fn key(self) -> TableKey {
        let chat = match self {
            Slot::Table { chat } | Slot::Hand { table: chat, .. } => chat,
        };
        TableKey::new(Platform::Telegram, chat.to_string())
    }

    /// The chat the slot's message lives in.
    pub(crate) fn chat(self) -> ChatId {
        match self {
            Slot::Table { chat } => ChatId(chat),
            Slot::Hand { user, .. } => ChatId(user),
        }
    }
}

/// What to do in a chat.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Op {
    /// Send a new message.
    Post(Rendered),
    /// Edit the slot's message (or send it if there is none yet).
    Put(Slot, Rendered),
    /// Remove the slot's buttons and forget its message: the next `Put` sends a new one.
    Clear(Slot),
    /// Remove the buttons of a message no slot holds any more (a replaced one).
    Strip(MessageId),
}

/// The most event lines a table message shows below the table.
pub(crate) const MAX_FOOTER: usize = 8;

/// One queued operation.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Item {
    chat: ChatId,
    op: Op,
    /// The table it concerns, for a notice in its group if the chat turns out unreachable.
    about: Option<TableKey>,
    attempts: u32,
    /// Event lines (HTML) shown below a `Put`'s text; merged when updates coalesce.
    footer: Vec<String>,
}

impl Item {
    /// A new message in `chat`.
    pub(crate) fn post(chat: ChatId, rendered: Rendered, about: Option<TableKey>) -> Item {
        Item {
            chat,
            op: Op::Post(rendered),
            about,
            attempts: 0,
            footer: Vec::new(),
        }
    }

    /// An edit in place.
    pub(crate) fn put(slot: Slot, rendered: Rendered, about: Option<TableKey>) -> Item {
        Item {
            chat: slot.chat(),
            op: Op::Put(slot, rendered),
            about,
            attempts: 0,
            footer: Vec::new(),
        }
    }

    /// Event lines to show below a `Put`'s text.
    pub(crate) fn with_footer(mut self, footer: Vec<String>) -> Item {
        self.footer = footer;
        self
    }

    /// Buttons off a replaced message of the table of `about`.
    pub(crate) fn strip(chat: ChatId, id: MessageId, about: TableKey) -> Item {
        Item {
            chat,
            op: Op::Strip(id),
            about: Some(about),
            attempts: 0,
            footer: Vec::new(),
        }
    }

    /// The text to send: a `Put`'s text with its footer below, within Telegram's limit.
    fn text(&self) -> Option<String> {
        let rendered = match &self.op {
            Op::Post(r) | Op::Put(_, r) => r,
            Op::Clear(_) | Op::Strip(_) => return None,
        };
        if self.footer.is_empty() {
            return Some(rendered.text.clone());
        }
        let mut text = rendered.text.clone();
        text.push('\n');
        for line in &self.footer {
            if text.len() + 1 + line.len() > MAX_TEXT {
                break;
            }
            text.push('\n');
            text.push_str(line);
        }
        Some(text)
    }

    /// A digest of what a `Put` shows: its text and buttons, not the event lines below (a sync
    /// sends a state without them, and must not wipe the lines a message shows).
    fn digest(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        if let Op::Post(r) | Op::Put(_, r) = &self.op {
            r.text.hash(&mut hasher);
            format!("{:?}", r.keyboard).hash(&mut hasher);
        }
        hasher.finish().max(1)
    }

    /// Buttons off, message forgotten.
    pub(crate) fn clear(slot: Slot) -> Item {
        Item {
            chat: slot.chat(),
            op: Op::Clear(slot),
            about: None,
            attempts: 0,
            footer: Vec::new(),
        }
    }
}

/// Something the rest of the adapter must act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Incident {
    /// A user's private chat refused a message.
    Unreachable {
        /// The user's private chat (= his id).
        chat: ChatId,
        /// He blocked the bot (rather than never having started it).
        blocked: bool,
        /// Tables the dropped messages were about.
        tables: Vec<TableKey>,
    },
}

struct ChatQueue {
    items: VecDeque<Item>,
    next_at: Instant,
    group: Option<Window>,
    working: bool,
}

impl ChatQueue {
    /// Queues an item, coalescing it with what is pending. An update of a slot replaces the
    /// slot's pending update only if no `Clear` of the slot is queued after it: the update
    /// belongs to the new message the clear makes room for, not to the old one losing its
    /// buttons — the queue always ends where sending its items one by one would.
    fn push(&mut self, item: Item) {
        if let Op::Put(slot, rendered) = &item.op
            && let Some(pending) = self
                .items
                .iter_mut()
                .rev()
                .find(|i| concerns(i, slot))
                .filter(|i| matches!(i.op, Op::Put(..)))
        {
            pending.op = Op::Put(*slot, rendered.clone());
            pending.about = item.about;
            pending.footer.extend(item.footer);
            let excess = pending.footer.len().saturating_sub(MAX_FOOTER);
            pending.footer.drain(..excess);
            return;
        }
        if let Op::Post(new) = &item.op
            && new.keyboard.is_none()
            && let Some(Item {
                op: Op::Post(last), ..
            }) = self.items.back_mut()
            && last.keyboard.is_none()
            && last.text.len() + 1 + new.text.len() <= MAX_TEXT
        {
            last.text.push('\n');
            last.text.push_str(&new.text);
            return;
        }
        self.items.push_back(item);
    }

    /// Puts a failed item back at the front, unless a newer update of the same message is
    /// queued (one behind a `Clear` of its slot is for a new message).
    fn retry(&mut self, item: Item) {
        if let Op::Put(slot, _) = &item.op
            && self
                .items
                .iter()
                .find(|i| concerns(i, slot))
                .is_some_and(|i| matches!(i.op, Op::Put(..)))
        {
            return;
        }
        self.items.push_front(item);
    }
}

/// Whether an item updates or clears `slot`.
fn concerns(item: &Item, slot: &Slot) -> bool {
    matches!(&item.op, Op::Put(s, _) | Op::Clear(s) if s == slot)
}

struct State {
    chats: HashMap<ChatId, ChatQueue>,
    ids: HashMap<Slot, MessageId>,
    /// The digest of what each slot's message shows.
    shown: HashMap<Slot, u64>,
    global: Window,
    /// Tables to sync again.
    retries: Retries<TableKey, Instant>,
    /// Request times (ms since the epoch) recorded for groups before a restart.
    sent_before: HashMap<ChatId, Vec<u64>>,
}

/// A change of what is out, for the store.
enum Record {
    /// A slot's message shows something new; `new` if it is a new message.
    Shown {
        slot: Slot,
        id: MessageId,
        digest: u64,
        new: bool,
    },
    /// A slot's message lost its buttons and is forgotten.
    Cleared(Slot, MessageId),
    /// A slot's message could not be cleared: it is retired, to be stripped later.
    Retired(Slot),
    /// A retired message in a chat lost its buttons (or is gone).
    Stripped(TableKey, ChatId, MessageId),
    /// A request to a group, at this time (ms since the epoch).
    Sent(ChatId, u64),
}

struct Inner {
    bot: Bot,
    token: String,
    tuning: Tuning,
    store: Arc<dyn Store>,
    /// Woken when a table is marked to be synced.
    heal: Notify,
    state: Mutex<State>,
    incidents: mpsc::UnboundedSender<Incident>,
    idle: Notify,
    stop: watch::Sender<bool>,
}

/// The sender.
#[derive(Clone)]
pub(crate) struct Delivery {
    inner: Arc<Inner>,
}

impl Delivery {
    /// A sender through `bot`; incidents are reported to `incidents`.
    pub(crate) fn new(
        bot: Bot,
        token: String,
        tuning: Tuning,
        incidents: mpsc::UnboundedSender<Incident>,
        store: Arc<dyn Store>,
    ) -> Delivery {
        Delivery {
            inner: Arc::new(Inner {
                bot,
                token,
                tuning,
                store,
                heal: Notify::new(),
                state: Mutex::new(State {
                    chats: HashMap::new(),
                    ids: HashMap::new(),
                    shown: HashMap::new(),
                    global: Window::new(tuning.global_per_second, Duration::from_secs(1)),
                    retries: Retries::new(),
                    sent_before: HashMap::new(),
                }),
                incidents,
                idle: Notify::new(),
                stop: watch::channel(false).0,
            }),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.inner
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues items, all at once (so that a batch's short messages can be joined), and starts the
    /// workers of their chats.
    pub(crate) fn enqueue(&self, items: Vec<Item>) {
        if *self.inner.stop.borrow() {
            return;
        }
        let mut state = self.state();
        let now = Instant::now();
        state
            .chats
            .retain(|_, c| c.working || !c.items.is_empty() || now < c.next_at || !idle(c, now));
        let state = &mut *state;
        for item in items {
            let chat = item.chat;
            let queue = state.chats.entry(chat).or_insert_with(|| {
                let before = state.sent_before.remove(&chat).unwrap_or_default();
                new_queue(&self.inner.tuning, chat, now, &before)
            });
            queue.push(item);
            if !queue.working {
                queue.working = true;
                tokio::spawn(self.clone().work(chat));
            }
        }
    }

    /// Takes in what the store recorded as out before a restart: the messages to edit, what
    /// they show, and the groups' last request times.
    pub(crate) fn load(&self, records: &[Posted]) {
        let mut state = self.state();
        for posted in records {
            let Some(table) = crate::outgoing::table_chat(&posted.key) else {
                continue;
            };
            let mut slots: Vec<(Slot, &Shown)> = Vec::new();
            slots.extend(
                posted
                    .table
                    .iter()
                    .map(|s| (Slot::Table { chat: table }, s)),
            );
            for (user, shown) in &posted.hands {
                if let Ok(user) = user.id.parse() {
                    slots.push((Slot::Hand { user, table }, shown));
                }
            }
            for (slot, shown) in slots {
                if let Ok(id) = shown.message.id.parse() {
                    state.ids.insert(slot, MessageId(id));
                    state.shown.insert(slot, shown.digest);
                }
            }
            if !posted.sends.is_empty() {
                state
                    .sent_before
                    .insert(ChatId(table), posted.sends.clone());
            }
        }
    }

    /// Marks a table to be synced: now (`failed` false: a start-up sync), or after the wait
    /// for one more failure.
    pub(crate) fn mark(&self, key: TableKey, failed: bool) {
        let mut state = self.state();
        if failed {
            state.retries.failed(key, Instant::now(), None);
        } else {
            state.retries.now(key, Instant::now());
        }
        drop(state);
        self.inner.heal.notify_one();
    }

    /// Waits until tables are due to be synced and takes them.
    pub(crate) async fn due(&self) -> Vec<TableKey> {
        loop {
            let wake = self.inner.heal.notified();
            let next = self.state().retries.next_due();
            match next {
                Some(at) if at <= Instant::now() => {
                    return self.state().retries.due(at.max(Instant::now()));
                }
                Some(at) => {
                    tokio::select! {
                        () = tokio::time::sleep_until(at) => {}
                        () = wake => {}
                    }
                }
                None => wake.await,
            }
        }
    }

    /// Makes a slot's message the one that shows its content (a stale press on it asks for the
    /// current hand there); the message it replaces is retired.
    pub(crate) async fn adopt(&self, slot: Slot, id: MessageId) {
        let old = {
            let mut state = self.state();
            state.shown.remove(&slot);
            state.ids.insert(slot, id)
        };
        if old != Some(id) {
            self.write(vec![Record::Shown {
                slot,
                id,
                digest: 0,
                new: true,
            }])
            .await;
            if old.is_some() {
                self.mark(slot.key(), false);
            }
        }
    }

    /// The slots with a message in a chat about a table (to clear hands when a table ends).
    pub(crate) fn hand_slots(&self, table: i64) -> Vec<Slot> {
        self.state()
            .ids
            .keys()
            .filter(|s| matches!(s, Slot::Hand { table: t, .. } if *t == table))
            .copied()
            .collect()
    }

    /// Waits until every queue is empty or `grace` has passed, then stops the workers.
    pub(crate) async fn drain(&self, grace: Duration) {
        let deadline = Instant::now() + grace;
        loop {
            let notified = self.inner.idle.notified();
            if self.state().chats.values().all(|c| !c.working) {
                break;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let pending: usize = self.state().chats.values().map(|c| c.items.len()).sum();
                tracing::warn!("telegram: shutting down with {pending} messages unsent");
                break;
            }
        }
        self.inner.stop.send_replace(true);
    }

    async fn work(self, chat: ChatId) {
        let mut stop = self.inner.stop.subscribe();
        loop {
            if *stop.borrow() {
                return;
            }
            let next = self.next(chat);
            let (item, id) = match next {
                Next::Done => {
                    self.inner.idle.notify_waiters();
                    return;
                }
                Next::Wait(until) => {
                    tokio::select! {
                        () = tokio::time::sleep_until(until) => continue,
                        _ = stop.changed() => return,
                    }
                }
                Next::Send(item, id) => (item, id),
            };
            // teloxide sleeps 10 s inside a request that got a 5xx; an edit (which can be
            // repeated without harm) is given up sooner and tried again. A new message is
            // waited for: giving it up could post it twice.
            let repeatable = id.is_some() && !matches!(item.op, Op::Post(_));
            let limit = if repeatable {
                self.inner.tuning.edit_timeout
            } else {
                Duration::MAX
            };
            let result = tokio::select! {
                result = tokio::time::timeout(limit, self.perform(&item, id)) => {
                    result.unwrap_or_else(|_| Err(timed_out()))
                }
                _ = stop.changed() => return,
            };
            let records = self.settle(item, id, result);
            self.write(records).await;
        }
    }

    /// The next item of a chat that may be sent now, with its slot's message id.
    fn next(&self, chat: ChatId) -> Next {
        let tuning = self.inner.tuning;
        let mut guard = self.state();
        let state = &mut *guard;
        let Some(queue) = state.chats.get_mut(&chat) else {
            return Next::Done;
        };
        // Clearing a slot that has no message costs nothing, and neither does showing what a
        // message already shows.
        while let Some(front) = queue.items.front() {
            let free = match &front.op {
                Op::Clear(slot) => !state.ids.contains_key(slot),
                Op::Put(slot, _) => {
                    front.footer.is_empty()
                        && state.ids.contains_key(slot)
                        && state.shown.get(slot) == Some(&front.digest())
                }
                Op::Post(_) | Op::Strip(_) => false,
            };
            if !free {
                break;
            }
            queue.items.pop_front();
        }
        if queue.items.is_empty() {
            queue.working = false;
            return Next::Done;
        }
        let now = Instant::now();
        let mut when = queue.next_at.max(state.global.next_free(now));
        if let Some(group) = &mut queue.group {
            when = when.max(group.next_free(now));
        }
        if when > now {
            return Next::Wait(when);
        }
        queue.next_at = now + interval(&tuning, chat);
        if let Some(group) = &mut queue.group {
            group.record(now);
        }
        state.global.record(now);
        let item = queue.items.pop_front().expect("not empty");
        let id = match &item.op {
            Op::Post(_) => None,
            Op::Put(slot, _) | Op::Clear(slot) => state.ids.get(slot).copied(),
            Op::Strip(id) => Some(*id),
        };
        Next::Send(item, id)
    }

    async fn perform(
        &self,
        item: &Item,
        id: Option<MessageId>,
    ) -> Result<Option<MessageId>, teloxide::RequestError> {
        let bot = &self.inner.bot;
        let text = item.text().unwrap_or_default();
        let send = |r: &Rendered| {
            let mut request = bot
                .send_message(item.chat, text.clone())
                .parse_mode(ParseMode::Html);
            if let Some(keyboard) = &r.keyboard {
                request = request.reply_markup(keyboard.clone());
            }
            request
        };
        match (&item.op, id) {
            (Op::Post(r), _) | (Op::Put(_, r), None) => Ok(Some(send(r).await?.id)),
            (Op::Put(_, r), Some(id)) => {
                let mut request = bot
                    .edit_message_text(item.chat, id, text.clone())
                    .parse_mode(ParseMode::Html);
                if let Some(keyboard) = &r.keyboard {
                    request = request.reply_markup(keyboard.clone());
                }
                request.await?;
                Ok(None)
            }
            (Op::Clear(_) | Op::Strip(_), Some(id)) => {
                bot.edit_message_reply_markup(item.chat, id).await?;
                Ok(None)
            }
            (Op::Clear(_) | Op::Strip(_), None) => Ok(None),
        }
    }

    /// Records the outcome of an attempt on the message `id`: the message id, or a retry, or
    /// what the failure means; returns what the store must learn of it.
    fn settle(
        &self,
        mut item: Item,
        id: Option<MessageId>,
        result: Result<Option<MessageId>, teloxide::RequestError>,
    ) -> Vec<Record> {
        let tuning = self.inner.tuning;
        let chat = item.chat;
        let mut records = Vec::new();
        let mut state = self.state();
        let state = &mut *state;
        if let Some(queue) = state.chats.get_mut(&chat) {
            // The interval counts from the answer, so that network jitter cannot bunch requests.
            queue.next_at = queue.next_at.max(Instant::now() + interval(&tuning, chat));
        }
        if chat.0 < 0 {
            records.push(Record::Sent(chat, now_ms()));
        }
        let error = match result {
            Ok(new) => {
                let key = item.about.clone();
                match (&item.op, new.or(id)) {
                    (Op::Put(slot, _), Some(message)) => {
                        let digest = item.digest();
                        state.ids.insert(*slot, message);
                        state.shown.insert(*slot, digest);
                        state.retries.succeeded(&slot.key());
                        records.push(Record::Shown {
                            slot: *slot,
                            id: message,
                            digest,
                            new: new.is_some(),
                        });
                    }
                    (Op::Clear(slot), message) => {
                        state.ids.remove(slot);
                        state.shown.remove(slot);
                        state.retries.succeeded(&slot.key());
                        records.extend(message.map(|m| Record::Cleared(*slot, m)));
                    }
                    (Op::Strip(message), _) => {
                        if let Some(key) = &key {
                            state.retries.succeeded(key);
                        }
                        records.extend(key.map(|k| Record::Stripped(k, chat, *message)));
                    }
                    _ => {}
                }
                return records;
            }
            Err(error) => error,
        };
        let failure = classify(&error);
        if failure != Failure::NotModified {
            metrics::counter!("bummerl_platform_errors_total", "platform" => "telegram")
                .increment(1);
        }
        let what = describe(&error, &self.inner.token);
        match (&item.op, &failure) {
            (Op::Put(slot, _), Failure::NotModified) => {
                // It shows this already.
                state.shown.insert(*slot, item.digest());
                state.retries.succeeded(&slot.key());
                return records;
            }
            (Op::Clear(slot), Failure::NotModified | Failure::EditGone | Failure::Permanent) => {
                // Nothing left to clear.
                state.ids.remove(slot);
                state.shown.remove(slot);
                records.extend(id.map(|m| Record::Cleared(*slot, m)));
                return records;
            }
            (Op::Strip(message), Failure::NotModified | Failure::EditGone | Failure::Permanent) => {
                records.extend(
                    item.about
                        .clone()
                        .map(|k| Record::Stripped(k, chat, *message)),
                );
                return records;
            }
            (Op::Clear(slot), _) => {
                // Retired: the healer takes its buttons off later.
                tracing::debug!("telegram: chat {chat}: clearing buttons failed: {what}");
                state.ids.remove(slot);
                state.shown.remove(slot);
                records.push(Record::Retired(*slot));
                state.retries.failed(slot.key(), Instant::now(), None);
                self.inner.heal.notify_one();
                return records;
            }
            _ => {}
        }
        let Some(queue) = state.chats.get_mut(&chat) else {
            return records;
        };
        match failure {
            Failure::NotModified => {}
            Failure::RetryAfter(wait) => {
                retried();
                tracing::info!("telegram: chat {chat}: flood control, retrying in {wait:?}");
                queue.next_at = queue.next_at.max(Instant::now() + wait);
                queue.retry(item);
            }
            Failure::Transient | Failure::EditGone => {
                item.attempts += 1;
                if failure == Failure::EditGone
                    && let Op::Put(slot, _) = &item.op
                {
                    state.ids.remove(slot);
                    state.shown.remove(slot);
                }
                if item.attempts >= tuning.attempts {
                    tracing::warn!(
                        "telegram: chat {chat}: giving up a message after {} attempts, the \
                         table will be synced again: {what}",
                        item.attempts
                    );
                    if let Some(key) = item_table(&item) {
                        state.retries.failed(key, Instant::now(), None);
                        self.inner.heal.notify_one();
                    }
                } else {
                    let wait = if failure == Failure::EditGone {
                        Duration::ZERO
                    } else {
                        tuning.backoff_after(item.attempts)
                    };
                    retried();
                    tracing::info!("telegram: chat {chat}: {what}; retrying in {wait:?}");
                    queue.next_at = queue.next_at.max(Instant::now() + wait);
                    queue.retry(item);
                }
            }
            Failure::Unreachable { blocked } if chat.0 > 0 => {
                tracing::info!("telegram: chat {chat} cannot be written to: {what}");
                let mut tables: Vec<TableKey> = Vec::new();
                for dropped in std::iter::once(item).chain(queue.items.drain(..)) {
                    if let Some(table) = dropped.about
                        && !tables.contains(&table)
                    {
                        tables.push(table);
                    }
                }
                state.ids.retain(|slot, _| slot.chat() != chat);
                state.shown.retain(|slot, _| slot.chat() != chat);
                let _ = self.inner.incidents.send(Incident::Unreachable {
                    chat,
                    blocked,
                    tables,
                });
            }
            Failure::Unreachable { .. } | Failure::ChatGone => {
                tracing::warn!("telegram: chat {chat} is gone for the bot: {what}");
                queue.items.clear();
                state.ids.retain(|slot, _| slot.chat() != chat);
                state.shown.retain(|slot, _| slot.chat() != chat);
            }
            Failure::Permanent => {
                tracing::warn!("telegram: chat {chat}: message refused: {what}");
            }
        }
        records
    }

    /// Tells the store what changed of the messages out.
    async fn write(&self, records: Vec<Record>) {
        if records.is_empty() {
            return;
        }
        let store = self.inner.store.clone();
        let keep = self.inner.tuning.group_per_minute as usize;
        let written = tokio::task::spawn_blocking(move || {
            for record in records {
                let key = record.key();
                if let Err(error) = store.update_posted(&key, Box::new(|p| record.apply(p, keep))) {
                    tracing::error!(%error, "telegram: cannot record the messages out");
                }
            }
        })
        .await;
        if written.is_err() {
            tracing::error!("telegram: recording the messages out failed");
        }
    }
}

impl Record {
    /// The table whose record it changes.
    fn key(&self) -> TableKey {
        match self {
            Record::Shown { slot, .. } | Record::Cleared(slot, _) | Record::Retired(slot) => {
                slot.key()
            }
            Record::Stripped(key, ..) => key.clone(),
            Record::Sent(chat, _) => TableKey::new(Platform::Telegram, chat.0.to_string()),
        }
    }

    /// Applies the change to the table's record (keeping `keep` request times); returns whether
    /// a message id changed.
    fn apply(self, posted: &mut Posted, keep: usize) -> bool {
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
            Record::Sent(_, at) => {
                posted.sent(at, keep);
                false
            }
        }
    }
}

/// The error of an edit that took longer than [`Tuning::edit_timeout`].
fn timed_out() -> teloxide::RequestError {
    let error = std::io::Error::new(std::io::ErrorKind::TimedOut, "the edit took too long");
    teloxide::RequestError::Io(Arc::new(error))
}

/// The table an item is about.
fn item_table(item: &Item) -> Option<TableKey> {
    match &item.op {
        Op::Put(slot, _) | Op::Clear(slot) => Some(slot.key()),
        Op::Post(_) | Op::Strip(_) => item.about.clone(),
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

/// The least time between two requests to a chat: groups are paced evenly within their limit
/// per minute.
fn interval(tuning: &Tuning, chat: ChatId) -> Duration {
    if chat.0 < 0 {
        tuning.chat_interval.max(tuning.group_interval())
    } else {
        tuning.chat_interval
    }
}

/// A new chat queue; `sent_before` holds a group's request times before a restart (ms since the
/// epoch).
fn new_queue(tuning: &Tuning, chat: ChatId, now: Instant, sent_before: &[u64]) -> ChatQueue {
    let mut group =
        (chat.0 < 0).then(|| Window::new(tuning.group_per_minute, Duration::from_secs(60)));
    let mut next_at = now;
    if let Some(window) = &mut group {
        let wall = now_ms();
        for &at in sent_before {
            let ago = Duration::from_millis(wall.saturating_sub(at));
            if let Some(then) = now.checked_sub(ago) {
                window.record(then);
                next_at = next_at.max(then + interval(tuning, chat));
            }
        }
    }
    ChatQueue {
        items: VecDeque::new(),
        next_at,
        group,
        working: false,
    }
}

/// The wall clock in ms since the epoch.
fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// Counts a retried request in `bummerl_platform_retries_total`.
fn retried() {
    metrics::counter!("bummerl_platform_retries_total", "platform" => "telegram").increment(1);
}

fn idle(queue: &ChatQueue, now: Instant) -> bool {
    queue.group.as_ref().is_none_or(|w| w.is_idle(now))
}

enum Next {
    Done,
    Wait(Instant),
    Send(Item, Option<MessageId>),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &str) -> Rendered {
        Rendered {
            text: t.into(),
            keyboard: None,
        }
    }

    fn queue() -> ChatQueue {
        ChatQueue {
            items: VecDeque::new(),
            next_at: Instant::now(),
            group: None,
            working: false,
        }
    }

    #[test]
    fn slot_updates_coalesce_and_short_posts_join() {
        let chat = ChatId(-100);
        let table = Slot::Table { chat: -100 };
        let mut q = queue();
        q.push(Item::put(table, text("v1"), None));
        q.push(Item::post(chat, text("trick"), None));
        q.push(Item::post(chat, text("game over"), None));
        q.push(Item::put(table, text("v2"), None));
        let ops: Vec<&Op> = q.items.iter().map(|i| &i.op).collect();
        assert_eq!(
            ops,
            [
                &Op::Put(table, text("v2")),
                &Op::Post(text("trick\ngame over"))
            ]
        );
        // A failed v2 is not retried once v3 is queued.
        let v2 = q.items.pop_front().unwrap();
        q.push(Item::put(table, text("v3"), None));
        q.retry(v2);
        assert_eq!(q.items.len(), 2);
        assert!(q.items.iter().all(|i| i.op != Op::Put(table, text("v2"))));
    }

    #[test]
    fn an_update_after_a_clear_goes_to_a_new_message() {
        let chat = ChatId(-100);
        let table = Slot::Table { chat: -100 };
        let mut q = queue();
        // The old table, then /abort (its buttons off) and /newgame (a new table message).
        q.push(Item::put(table, text("old"), None));
        q.push(Item::post(chat, text("aborted"), None));
        q.push(Item::clear(table));
        q.push(Item::put(table, text("new lobby"), None));
        q.push(Item::put(table, text("new lobby, Bert joined"), None));
        let ops: Vec<&Op> = q.items.iter().map(|i| &i.op).collect();
        assert_eq!(
            ops,
            [
                &Op::Put(table, text("old")),
                &Op::Post(text("aborted")),
                &Op::Clear(table),
                &Op::Put(table, text("new lobby, Bert joined")),
            ],
            "the new table is not merged into the old message whose buttons go"
        );
        // A failed edit of the old message is retried: a newer update waits behind the clear.
        let old = q.items.pop_front().unwrap();
        q.retry(old);
        assert_eq!(
            q.items.front().map(|i| &i.op),
            Some(&Op::Put(table, text("old")))
        );
    }

    #[test]
    fn long_posts_stay_apart() {
        let chat = ChatId(-100);
        let mut q = queue();
        let long = "x".repeat(3000);
        q.push(Item::post(chat, text(&long), None));
        q.push(Item::post(chat, text(&long), None));
        assert_eq!(q.items.len(), 2);
    }
}
