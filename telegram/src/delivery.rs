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
//!   sends a new one. Kept in memory: after a restart the next update posts fresh messages (the
//!   old ones' buttons then answer as out of date).
//! - **Unreachable users**: a private chat answering 403 (blocked, never started) drops what is
//!   queued for it and reports an [`Incident`].

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use bot_core::manager::TableKey;
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
}

/// One queued operation.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Item {
    chat: ChatId,
    op: Op,
    /// The table it concerns, for a notice in its group if the chat turns out unreachable.
    about: Option<TableKey>,
    attempts: u32,
}

impl Item {
    /// A new message in `chat`.
    pub(crate) fn post(chat: ChatId, rendered: Rendered, about: Option<TableKey>) -> Item {
        Item {
            chat,
            op: Op::Post(rendered),
            about,
            attempts: 0,
        }
    }

    /// An edit in place.
    pub(crate) fn put(slot: Slot, rendered: Rendered, about: Option<TableKey>) -> Item {
        Item {
            chat: slot.chat(),
            op: Op::Put(slot, rendered),
            about,
            attempts: 0,
        }
    }

    /// Buttons off, message forgotten.
    pub(crate) fn clear(slot: Slot) -> Item {
        Item {
            chat: slot.chat(),
            op: Op::Clear(slot),
            about: None,
            attempts: 0,
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
    global: Window,
}

struct Inner {
    bot: Bot,
    token: String,
    tuning: Tuning,
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
    ) -> Delivery {
        Delivery {
            inner: Arc::new(Inner {
                bot,
                token,
                tuning,
                state: Mutex::new(State {
                    chats: HashMap::new(),
                    ids: HashMap::new(),
                    global: Window::new(tuning.global_per_second, Duration::from_secs(1)),
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
        for item in items {
            let chat = item.chat;
            let queue = state.chats.entry(chat).or_insert_with(|| ChatQueue {
                items: VecDeque::new(),
                next_at: now,
                group: (chat.0 < 0).then(|| {
                    Window::new(self.inner.tuning.group_per_minute, Duration::from_secs(60))
                }),
                working: false,
            });
            queue.push(item);
            if !queue.working {
                queue.working = true;
                tokio::spawn(self.clone().work(chat));
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
            let result = tokio::select! {
                result = self.perform(&item, id) => result,
                _ = stop.changed() => return,
            };
            self.settle(item, result);
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
        // Clearing a slot that has no message costs nothing.
        while let Some(Item {
            op: Op::Clear(slot),
            ..
        }) = queue.items.front()
        {
            if state.ids.contains_key(slot) {
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
        queue.next_at = now + tuning.chat_interval;
        if let Some(group) = &mut queue.group {
            group.record(now);
        }
        state.global.record(now);
        let item = queue.items.pop_front().expect("not empty");
        let id = match &item.op {
            Op::Post(_) => None,
            Op::Put(slot, _) | Op::Clear(slot) => state.ids.get(slot).copied(),
        };
        Next::Send(item, id)
    }

    async fn perform(
        &self,
        item: &Item,
        id: Option<MessageId>,
    ) -> Result<Option<MessageId>, teloxide::RequestError> {
        let bot = &self.inner.bot;
        let send = |r: &Rendered| {
            let mut request = bot
                .send_message(item.chat, r.text.clone())
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
                    .edit_message_text(item.chat, id, r.text.clone())
                    .parse_mode(ParseMode::Html);
                if let Some(keyboard) = &r.keyboard {
                    request = request.reply_markup(keyboard.clone());
                }
                request.await?;
                Ok(None)
            }
            (Op::Clear(_), Some(id)) => {
                bot.edit_message_reply_markup(item.chat, id).await?;
                Ok(None)
            }
            (Op::Clear(_), None) => Ok(None),
        }
    }

    /// Records the outcome of an attempt: the message id, or a retry, or what the failure means.
    fn settle(&self, mut item: Item, result: Result<Option<MessageId>, teloxide::RequestError>) {
        let tuning = self.inner.tuning;
        let chat = item.chat;
        {
            // The interval counts from the answer, so that network jitter cannot bunch requests.
            let mut state = self.state();
            if let Some(queue) = state.chats.get_mut(&chat) {
                queue.next_at = queue.next_at.max(Instant::now() + tuning.chat_interval);
            }
        }
        let error = match result {
            Ok(new) => {
                let mut state = self.state();
                match (&item.op, new) {
                    (Op::Put(slot, _), Some(new)) => {
                        state.ids.insert(*slot, new);
                    }
                    (Op::Clear(slot), _) => {
                        state.ids.remove(slot);
                    }
                    _ => {}
                }
                return;
            }
            Err(error) => error,
        };
        let failure = classify(&error);
        if failure != Failure::NotModified {
            metrics::counter!("bummerl_platform_errors_total", "platform" => "telegram")
                .increment(1);
        }
        let what = describe(&error, &self.inner.token);
        let mut state = self.state();
        let state = &mut *state;
        if let Op::Clear(slot) = &item.op {
            // Cosmetic: one attempt, then the message is forgotten anyway.
            state.ids.remove(slot);
            if failure != Failure::NotModified {
                tracing::debug!("telegram: chat {chat}: clearing buttons failed: {what}");
            }
            return;
        }
        let Some(queue) = state.chats.get_mut(&chat) else {
            return;
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
                }
                if item.attempts >= tuning.attempts {
                    tracing::warn!(
                        "telegram: chat {chat}: giving up a message after {} attempts: {what}",
                        item.attempts
                    );
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
            }
            Failure::Permanent => {
                tracing::warn!("telegram: chat {chat}: message refused: {what}");
            }
        }
    }
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
