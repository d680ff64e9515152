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
//!   spends a minute's budget in a burst and then falls behind. Each request's time is recorded
//!   durably *before* it is made, so that a successor of a process killed at any moment still
//!   counts every request it made (a recorded request never made only costs a little time).
//! - **Nothing needless**: what a message already shows is not sent again, a message without
//!   buttons is not cleared, and one already stripped is not stripped again (Telegram refuses
//!   an edit that changes nothing).
//! - **Photos**: a table or hand whose recipient sees pictures is a photo with its text as
//!   the caption (cut to whole lines within [`MAX_CAPTION`]), edited with `editMessageMedia`.
//!   Its picture is drawn only when it is sent (a coalesced update is never drawn), through the
//!   core's cache ([`Pictures`]), and uploaded once per digest: the `file_id` Telegram answers
//!   is sent for the same picture after that. A message of the other kind (text to photo, photo
//!   to text) cannot be edited into it: it is replaced by a new message, and the old one loses
//!   its buttons.
//! - **Defects**: a keyboard Telegram refuses (its callback data malformed) is reported as a
//!   defect, and the message sent again without it, so that the player still sees his cards.
//! - **Unreachable users**: a private chat answering 403 (blocked, never started) drops what is
//!   queued for it and reports an [`Incident`].

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use bot_core::heal::Retries;
use bot_core::manager::Store;
use bot_core::manager::{Platform, TableKey};
use bot_core::picture::{Pictures, Sketch};
use bot_core::store::{Posted, Shown};
use teloxide::prelude::*;
use teloxide::types::{
    InlineKeyboardMarkup, InputFile, InputMedia, InputMediaPhoto, MessageId, ParseMode,
};
use tokio::sync::{Notify, mpsc, watch};
use tokio::time::Instant;

use crate::error::{Failure, classify, describe};
use crate::record::{self, Record, now_ms};
use crate::render::Rendered;
use crate::tuning::{Tuning, Window};

/// How many stripped messages the sender remembers, so as not to strip one twice.
const STRIPPED: usize = 256;

/// Telegram's limit on a message's text (in UTF-16 units; bytes are a safe bound).
const MAX_TEXT: usize = 4096;

/// Telegram's limit on a photo's caption (in UTF-16 units; bytes are a safe bound).
pub(crate) const MAX_CAPTION: usize = 1024;

/// How many pictures' `file_id`s the sender remembers.
const FILE_IDS: usize = 1024;

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
    /// The chat of the table the slot belongs to.
    fn table(self) -> i64 {
        match self {
            Slot::Table { chat } | Slot::Hand { table: chat, .. } => chat,
        }
    }

    /// The table the slot belongs to.
    pub(crate) fn key(self) -> TableKey {
        TableKey::new(Platform::Telegram, self.table().to_string())
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
    /// Edit a message no slot holds in place (a replay's step, where its key was pressed):
    /// nothing of it is recorded.
    Edit(MessageId, Rendered),
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
    /// The table's state version a `Put` shows (0 for the other operations).
    version: u64,
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
            version: 0,
            attempts: 0,
            footer: Vec::new(),
        }
    }

    /// An edit in place, showing the table's state `version` (an update older than one the
    /// slot was given already is dropped: see [`State::accepts`]).
    pub(crate) fn put(
        slot: Slot,
        rendered: Rendered,
        about: Option<TableKey>,
        version: u64,
    ) -> Item {
        Item {
            chat: slot.chat(),
            op: Op::Put(slot, rendered),
            about,
            version,
            attempts: 0,
            footer: Vec::new(),
        }
    }

    /// An edit in place of the message `id` of `chat`, which no slot holds.
    pub(crate) fn edit(chat: ChatId, id: MessageId, rendered: Rendered, about: TableKey) -> Item {
        Item {
            chat,
            op: Op::Edit(id, rendered),
            about: Some(about),
            version: 0,
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
            version: 0,
            attempts: 0,
            footer: Vec::new(),
        }
    }

    /// The text to send: a `Put`'s text with its footer below, within Telegram's limit — a
    /// photo's caption cut to its first lines that fit.
    fn text(&self) -> Option<String> {
        let rendered = match &self.op {
            Op::Post(r) | Op::Put(_, r) | Op::Edit(_, r) => r,
            Op::Clear(_) | Op::Strip(_) => return None,
        };
        let limit = if rendered.photo.is_some() {
            MAX_CAPTION
        } else {
            MAX_TEXT
        };
        if self.footer.is_empty() && rendered.text.len() <= limit {
            return Some(rendered.text.clone());
        }
        let mut text = String::new();
        for line in rendered.text.split('\n') {
            if !text.is_empty() && text.len() + 1 + line.len() > limit {
                break;
            }
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(line);
        }
        if !self.footer.is_empty() && text.len() + 1 < limit {
            text.push('\n');
        }
        for line in &self.footer {
            if text.len() + 1 + line.len() > limit {
                break;
            }
            text.push('\n');
            text.push_str(line);
        }
        Some(text)
    }

    /// The picture it shows as a photo.
    fn photo(&self) -> Option<&Sketch> {
        match &self.op {
            Op::Post(r) | Op::Put(_, r) | Op::Edit(_, r) => r.photo.as_ref(),
            Op::Clear(_) | Op::Strip(_) => None,
        }
    }

    /// A digest of what a `Put` shows: its text and buttons, not the event lines below (a sync
    /// sends a state without them, and must not wipe the lines a message shows).
    fn digest(&self) -> u64 {
        match &self.op {
            Op::Post(r) | Op::Put(_, r) | Op::Edit(_, r) => {
                digest(&shows(&r.text, r), r.keyboard.as_ref())
            }
            Op::Clear(_) | Op::Strip(_) => digest("", None),
        }
    }

    /// The buttons it sends.
    fn keyboard(&self) -> Option<&InlineKeyboardMarkup> {
        match &self.op {
            Op::Post(r) | Op::Put(_, r) | Op::Edit(_, r) => r.keyboard.as_ref(),
            Op::Clear(_) | Op::Strip(_) => None,
        }
    }

    /// What a `Put` shows exactly: its text with the event lines, and buttons.
    fn look(&self) -> Look {
        let keyboard = self.keyboard();
        let text = self.text().unwrap_or_default();
        let exact = match &self.op {
            Op::Post(r) | Op::Put(_, r) | Op::Edit(_, r) => shows(&text, r),
            Op::Clear(_) | Op::Strip(_) => text,
        };
        Look {
            digest: self.digest(),
            exact: digest(&exact, keyboard),
            buttons: keyboard.is_some_and(|k| k.inline_keyboard.iter().any(|row| !row.is_empty())),
            photo: self.photo().is_some(),
        }
    }

    /// Buttons off, message forgotten.
    pub(crate) fn clear(slot: Slot) -> Item {
        Item {
            chat: slot.chat(),
            op: Op::Clear(slot),
            about: None,
            version: 0,
            attempts: 0,
            footer: Vec::new(),
        }
    }
}

/// What a message of `rendered` shows with `text`: the text, and below a photo's caption the
/// digest of its picture (a text message's digest stays as it was before pictures).
fn shows(text: &str, rendered: &Rendered) -> String {
    match &rendered.photo {
        None => text.to_owned(),
        Some(sketch) => format!("{text}\u{0}photo {}", sketch.digest()),
    }
}

/// A digest of `text` above `keyboard` (never 0, which stands for "not known"). Recorded in the
/// store: it must stay the same across releases.
fn digest(text: &str, keyboard: Option<&InlineKeyboardMarkup>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    format!("{keyboard:?}").hash(&mut hasher);
    hasher.finish().max(1)
}

/// What a slot's message is known to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Look {
    /// The digest of its text and buttons without the event lines below (recorded in the
    /// store: a sync, which sends no event lines, leaves a message alone that shows this).
    digest: u64,
    /// The digest of exactly what it shows, event lines included (0: not known).
    exact: u64,
    /// Whether it carries buttons (true when not known).
    buttons: bool,
    /// Whether it is a photo.
    photo: bool,
}

impl Look {
    /// A message as recorded before a restart: only its digest and kind are known.
    fn recorded(digest: u64, photo: bool) -> Look {
        Look {
            digest,
            exact: 0,
            buttons: true,
            photo,
        }
    }

    /// Whether `item`, an update of this message, would change nothing.
    fn shows(&self, item: &Item) -> bool {
        let wanted = item.look();
        (item.footer.is_empty() && wanted.digest == self.digest) || wanted.exact == self.exact
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
            pending.version = item.version;
            pending.footer.extend(item.footer);
            let excess = pending.footer.len().saturating_sub(MAX_FOOTER);
            pending.footer.drain(..excess);
            return;
        }
        // Quick presses on one replay: only the last step need be shown.
        if let Op::Edit(id, rendered) = &item.op
            && let Some(pending) = self
                .items
                .iter_mut()
                .rev()
                .find(|i| matches!(&i.op, Op::Edit(pending, _) if pending == id))
        {
            pending.op = Op::Edit(*id, rendered.clone());
            return;
        }
        if let Op::Post(new) = &item.op
            && new.keyboard.is_none()
            && new.file.is_none()
            && let Some(Item {
                op: Op::Post(last), ..
            }) = self.items.back_mut()
            && last.keyboard.is_none()
            && last.file.is_none()
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
    /// What each slot's message shows.
    shown: HashMap<Slot, Look>,
    /// The newest table state version each slot was given (queued or sent) since its table's
    /// message was last cleared.
    newest: HashMap<Slot, u64>,
    /// The messages whose buttons came off last (or that are gone), newest last.
    stripped: VecDeque<(ChatId, MessageId)>,
    global: Window,
    /// Tables to sync again.
    retries: Retries<TableKey, Instant>,
    /// Request times (ms since the epoch) recorded for groups before a restart.
    sent_before: HashMap<ChatId, Vec<u64>>,
    /// The `file_id` Telegram gave each picture uploaded, by the picture's digest.
    files: HashMap<u64, String>,
}

impl State {
    /// Whether `item` is to be queued, noting the version it gives its slot: an update older
    /// than one its slot was given is not — a sync that read the table before a move must not
    /// put the move's edit back (the chat's queue keeps only the last update of a slot). A
    /// table's message cleared (the table closed or replaced) starts its slots afresh, for a
    /// new table starts at a version of its own.
    fn accepts(&mut self, item: &Item) -> bool {
        match &item.op {
            Op::Put(slot, _) => {
                let newest = self.newest.entry(*slot).or_insert(item.version);
                if item.version < *newest {
                    return false;
                }
                *newest = item.version;
                true
            }
            Op::Clear(Slot::Table { chat }) => {
                self.newest.retain(|slot, _| slot.table() != *chat);
                true
            }
            _ => true,
        }
    }

    /// Notes that a message carries no buttons any more.
    fn stripped(&mut self, chat: ChatId, id: MessageId) {
        if !self.stripped.contains(&(chat, id)) {
            self.stripped.push_back((chat, id));
        }
        while self.stripped.len() > STRIPPED {
            self.stripped.pop_front();
        }
    }

    /// Notes that a message shows buttons again.
    fn unstripped(&mut self, chat: ChatId, id: MessageId) {
        self.stripped.retain(|m| *m != (chat, id));
    }

    /// The message an item is about, if there is one.
    fn id_of(&self, item: &Item) -> Option<MessageId> {
        match &item.op {
            Op::Post(_) => None,
            Op::Put(slot, _) | Op::Clear(slot) => self.ids.get(slot).copied(),
            Op::Strip(id) | Op::Edit(id, _) => Some(*id),
        }
    }

    /// What it costs to do `item` now.
    fn cost(&self, item: &Item) -> Cost {
        match &item.op {
            Op::Clear(slot) => match self.ids.get(slot) {
                None => Cost::Nothing,
                Some(_) if self.shown.get(slot).is_some_and(|l| !l.buttons) => Cost::Record,
                Some(_) => Cost::Request,
            },
            Op::Put(slot, _)
                if self.ids.contains_key(slot)
                    && self.shown.get(slot).is_some_and(|l| l.shows(item)) =>
            {
                Cost::Nothing
            }
            Op::Strip(id) if self.stripped.contains(&(item.chat, *id)) => Cost::Record,
            Op::Post(_) | Op::Put(..) | Op::Strip(_) | Op::Edit(..) => Cost::Request,
        }
    }
}

/// What it costs to do an item.
enum Cost {
    /// Nothing: it is done already.
    Nothing,
    /// Only its record: what it would do is done already.
    Record,
    /// A request.
    Request,
}

struct Inner {
    bot: Bot,
    /// The pictures drawn, kept by digest (the process's).
    pictures: &'static Pictures,
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
                pictures: Pictures::shared(),
                token,
                tuning,
                store,
                heal: Notify::new(),
                state: Mutex::new(State {
                    chats: HashMap::new(),
                    ids: HashMap::new(),
                    shown: HashMap::new(),
                    newest: HashMap::new(),
                    stripped: VecDeque::new(),
                    global: Window::new(tuning.global_per_second, Duration::from_secs(1)),
                    retries: Retries::new(),
                    sent_before: HashMap::new(),
                    files: HashMap::new(),
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
            if !state.accepts(&item) {
                continue;
            }
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
                    state
                        .shown
                        .insert(slot, Look::recorded(shown.digest, shown.photo));
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
            state.unstripped(slot.chat(), id);
            let old = state.ids.insert(slot, id);
            if old != Some(id) {
                // What it shows is not known; the slot's own message keeps its look.
                state.shown.remove(&slot);
            }
            old
        };
        if old != Some(id) {
            // Its kind is not known either: the next update tries its own, and replaces the
            // message if Telegram answers that it is of the other kind.
            self.write(vec![Record::Shown {
                slot,
                id,
                digest: 0,
                new: true,
                photo: false,
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
                Next::Skip(item, id) => {
                    let records = self.settle(item, id, Ok(None));
                    self.write(records).await;
                    continue;
                }
                Next::Send(item, id) => (item, id),
            };
            if chat.0 < 0 {
                // Durably before the request: a successor must count it even if this process
                // dies before it hears back.
                let keep = self.inner.tuning.group_per_minute as usize;
                self.write(vec![Record::Sent(chat, now_ms(), keep)]).await;
            }
            // teloxide sleeps 10 s inside a request that got a 5xx; an edit (which can be
            // repeated without harm) is given up sooner and tried again. A new message is
            // waited for: giving it up could post it twice.
            let repeatable = id.is_some() && !matches!(item.op, Op::Post(_));
            let limit = if repeatable {
                self.inner.tuning.edit_timeout
            } else {
                Duration::MAX
            };
            // A picture is drawn (or its upload's `file_id` found) before the request's time
            // runs.
            let photo = match item.photo() {
                Some(sketch) => Some(self.photo_file(sketch).await),
                None => None,
            };
            let result = tokio::select! {
                result = tokio::time::timeout(limit, self.perform(&item, id, photo)) => {
                    result.unwrap_or_else(|_| Err(timed_out()))
                }
                _ = stop.changed() => return,
            };
            self.answered(chat);
            let records = self.settle(item, id, result);
            self.write(records).await;
        }
    }

    /// Paces a chat from the answer to its last request, so that network jitter cannot bunch
    /// requests.
    fn answered(&self, chat: ChatId) {
        let tuning = self.inner.tuning;
        if let Some(queue) = self.state().chats.get_mut(&chat) {
            queue.next_at = queue.next_at.max(Instant::now() + interval(&tuning, chat));
        }
    }

    /// The next item of a chat that may be sent now, with its slot's message id.
    fn next(&self, chat: ChatId) -> Next {
        let tuning = self.inner.tuning;
        let mut guard = self.state();
        let state = &mut *guard;
        // Clearing a slot that has no message costs nothing, and neither does showing what a
        // message already shows; what is done already but not recorded is only recorded.
        loop {
            let Some(queue) = state.chats.get(&chat) else {
                return Next::Done;
            };
            let cost = match queue.items.front() {
                Some(front) => state.cost(front),
                None => break,
            };
            let mut pop = || state.chats.get_mut(&chat).and_then(|q| q.items.pop_front());
            match cost {
                Cost::Request => break,
                Cost::Nothing => {
                    pop();
                }
                Cost::Record => {
                    let item = pop().expect("not empty");
                    let id = state.id_of(&item);
                    return Next::Skip(item, id);
                }
            }
        }
        let Some(queue) = state.chats.get_mut(&chat) else {
            return Next::Done;
        };
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
        // A message of the other kind is replaced: the update goes to a new one, and the old
        // one loses its buttons after it.
        if let Op::Put(slot, r) = &item.op
            && state
                .shown
                .get(slot)
                .is_some_and(|look| look.photo != r.photo.is_some())
            && let Some(old) = state.ids.remove(slot)
        {
            state.shown.remove(slot);
            let strip = Item::strip(chat, old, slot.key());
            if let Some(queue) = state.chats.get_mut(&chat) {
                queue.items.push_front(strip);
            }
            return Next::Send(item, None);
        }
        let id = state.id_of(&item);
        Next::Send(item, id)
    }

    /// Makes the request of `item` on the message `id`, with `photo`, the file of its picture
    /// if it shows one; returns the id of a message it sent.
    async fn perform(
        &self,
        item: &Item,
        id: Option<MessageId>,
        photo: Option<InputFile>,
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
        if let (Op::Put(_, r), Some(sketch), Some(file)) = (&item.op, item.photo(), photo) {
            let keyboard = r.keyboard.clone();
            let sent = match id {
                Some(id) => {
                    let photo = InputMediaPhoto::new(file)
                        .caption(text.clone())
                        .parse_mode(ParseMode::Html);
                    let mut request =
                        bot.edit_message_media(item.chat, id, InputMedia::Photo(photo));
                    if let Some(keyboard) = keyboard {
                        request = request.reply_markup(keyboard);
                    }
                    request.await?
                }
                None => {
                    let mut request = bot
                        .send_photo(item.chat, file)
                        .caption(text.clone())
                        .parse_mode(ParseMode::Html);
                    if let Some(keyboard) = keyboard {
                        request = request.reply_markup(keyboard);
                    }
                    request.await?
                }
            };
            self.uploaded(sketch, &sent);
            return Ok(id.is_none().then_some(sent.id));
        }
        match (&item.op, id) {
            (Op::Post(r), _) if r.file.is_some() => {
                let (name, contents) = r.file.clone().expect("a file");
                let file = InputFile::memory(contents.into_bytes()).file_name(name);
                let sent = bot
                    .send_document(item.chat, file)
                    .caption(text.clone())
                    .parse_mode(ParseMode::Html)
                    .await?;
                Ok(Some(sent.id))
            }
            (Op::Post(r), _) | (Op::Put(_, r), None) => Ok(Some(send(r).await?.id)),
            (Op::Put(_, r) | Op::Edit(_, r), Some(id)) => {
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
            (Op::Clear(_) | Op::Strip(_) | Op::Edit(..), None) => Ok(None),
        }
    }

    /// The photo of `sketch` to send: the `file_id` of its picture uploaded before, or the
    /// picture (drawn now if the core does not keep it).
    async fn photo_file(&self, sketch: &Sketch) -> InputFile {
        let digest = sketch.digest();
        if let Some(id) = self.state().files.get(&digest) {
            return InputFile::file_id(teloxide::types::FileId(id.clone()));
        }
        let (pictures, sketch) = (self.inner.pictures, sketch.clone());
        let drawn = tokio::task::spawn_blocking(move || pictures.draw(&sketch)).await;
        let png = drawn.expect("drawing a picture does not panic").png;
        metrics::counter!("bummerl_picture_uploads_total", "platform" => "telegram").increment(1);
        metrics::counter!("bummerl_picture_upload_bytes_total", "platform" => "telegram")
            .increment(png.len() as u64);
        InputFile::memory(png.to_vec()).file_name(format!("{digest:016x}.png"))
    }

    /// Remembers the `file_id` Telegram gave the picture of `sketch` in `sent`.
    fn uploaded(&self, sketch: &Sketch, sent: &teloxide::types::Message) {
        let Some(largest) = sent.photo().and_then(|sizes| sizes.last()) else {
            return;
        };
        let mut state = self.state();
        if state.files.len() >= FILE_IDS {
            state.files.clear();
        }
        state
            .files
            .insert(sketch.digest(), largest.file.id.to_string());
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
        let error = match result {
            Ok(new) => {
                let key = item.about.clone();
                match (&item.op, new.or(id)) {
                    (Op::Put(slot, _), Some(message)) => {
                        let look = item.look();
                        state.ids.insert(*slot, message);
                        state.shown.insert(*slot, look);
                        state.unstripped(chat, message);
                        state.retries.succeeded(&slot.key());
                        records.push(Record::Shown {
                            slot: *slot,
                            id: message,
                            digest: look.digest,
                            new: new.is_some(),
                            photo: look.photo,
                        });
                    }
                    (Op::Clear(slot), message) => {
                        state.ids.remove(slot);
                        state.shown.remove(slot);
                        state.retries.succeeded(&slot.key());
                        if let Some(message) = message {
                            state.stripped(chat, message);
                            records.push(Record::Cleared(*slot, message));
                        }
                    }
                    (Op::Strip(message), _) => {
                        if let Some(key) = &key {
                            state.retries.succeeded(key);
                        }
                        state.stripped(chat, *message);
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
                state.shown.insert(*slot, item.look());
                state.retries.succeeded(&slot.key());
                return records;
            }
            (Op::Clear(slot), Failure::NotModified | Failure::EditGone | Failure::Permanent) => {
                // Nothing left to clear.
                state.ids.remove(slot);
                state.shown.remove(slot);
                if let Some(message) = id {
                    state.stripped(chat, message);
                    records.push(Record::Cleared(*slot, message));
                }
                return records;
            }
            (Op::Strip(message), Failure::NotModified | Failure::EditGone | Failure::Permanent) => {
                state.stripped(chat, *message);
                records.extend(
                    item.about
                        .clone()
                        .map(|k| Record::Stripped(k, chat, *message)),
                );
                return records;
            }
            (Op::Post(_) | Op::Put(..), Failure::Keyboard) if item.keyboard().is_some() => {
                // A defect of ours: the player must still see the message, without buttons
                // (the turn timer or a later move brings them back).
                crate::defect::keyboard_refused(
                    item_table(&item).as_ref(),
                    chat,
                    item.keyboard(),
                    &what,
                );
                if let Op::Post(r) | Op::Put(_, r) = &mut item.op {
                    r.keyboard = None;
                }
                if let Some(queue) = state.chats.get_mut(&chat) {
                    queue.retry(item);
                }
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
                    // A message of the other kind (a photo for a text) is replaced: it loses
                    // its buttons (one that is gone answers so, and is forgotten).
                    if let Some(old) = id {
                        queue.items.push_back(Item::strip(chat, old, slot.key()));
                    }
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
            Failure::Permanent | Failure::Keyboard => {
                tracing::warn!("telegram: chat {chat}: message refused: {what}");
            }
        }
        records
    }

    /// Tells the store what changed of the messages out.
    async fn write(&self, records: Vec<Record>) {
        record::write(&self.inner.store, records).await;
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
        Op::Post(_) | Op::Strip(_) | Op::Edit(..) => item.about.clone(),
    }
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
/// epoch), which count as made that long before `now` (or at `now`, if the clock cannot go back
/// that far: later is on the safe side).
fn new_queue(tuning: &Tuning, chat: ChatId, now: Instant, sent_before: &[u64]) -> ChatQueue {
    let mut group =
        (chat.0 < 0).then(|| Window::new(tuning.group_per_minute, Duration::from_secs(60)));
    let mut next_at = now;
    if let Some(window) = &mut group {
        let wall = now_ms();
        let mut times: Vec<u64> = sent_before.to_vec();
        times.sort_unstable();
        for at in times {
            let ago = Duration::from_millis(wall.saturating_sub(at));
            let then = now.checked_sub(ago).unwrap_or(now);
            window.record(then);
            next_at = next_at.max(then + interval(tuning, chat));
        }
    }
    ChatQueue {
        items: VecDeque::new(),
        next_at,
        group,
        working: false,
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
    /// Done already: only to be recorded as done.
    Skip(Item, Option<MessageId>),
    Send(Item, Option<MessageId>),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(t: &str) -> Rendered {
        Rendered {
            text: t.into(),
            keyboard: None,
            file: None,
            photo: None,
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
        q.push(Item::put(table, text("v1"), None, 1));
        q.push(Item::post(chat, text("trick"), None));
        q.push(Item::post(chat, text("game over"), None));
        q.push(Item::put(table, text("v2"), None, 2));
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
        q.push(Item::put(table, text("v3"), None, 3));
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
        q.push(Item::put(table, text("old"), None, 1));
        q.push(Item::post(chat, text("aborted"), None));
        q.push(Item::clear(table));
        q.push(Item::put(table, text("new lobby"), None, 1));
        q.push(Item::put(table, text("new lobby, Bert joined"), None, 2));
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
    fn a_groups_requests_before_a_restart_count_in_its_window_and_pace() {
        let tuning = Tuning::default();
        let wall = now_ms();
        // A minute's budget spent in the last 50 s (faster than the even pace, as a release
        // before it did), the newest 31 s ago.
        let sent: Vec<u64> = (0..20).map(|i| wall - 50_000 + i * 1_000).collect();
        let now = Instant::now();
        let mut queue = new_queue(&tuning, ChatId(-100), now, &sent);
        let free = queue.group.as_mut().unwrap().next_free(now) - now;
        assert!(
            (Duration::from_millis(9_900)..=Duration::from_millis(10_100)).contains(&free),
            "the oldest leaves the window in 10 s, not {free:?}"
        );
        // Just one, 1 s ago: the even pace (3 s) still holds.
        let queue = new_queue(&tuning, ChatId(-100), now, &[wall - 1_000]);
        let wait = queue.next_at - now;
        assert!(
            (Duration::from_millis(1_900)..=Duration::from_millis(2_100)).contains(&wait),
            "{wait:?}"
        );
        // A private chat keeps no window.
        assert!(new_queue(&tuning, ChatId(11), now, &[]).group.is_none());
    }

    fn state() -> State {
        State {
            chats: HashMap::new(),
            ids: HashMap::new(),
            shown: HashMap::new(),
            newest: HashMap::new(),
            stripped: VecDeque::new(),
            global: Window::new(30, Duration::from_secs(1)),
            retries: Retries::new(),
            sent_before: HashMap::new(),
            files: HashMap::new(),
        }
    }

    fn buttons(t: &str) -> Rendered {
        let button = teloxide::types::InlineKeyboardButton::callback("K♥", "x");
        Rendered {
            text: t.into(),
            keyboard: Some(InlineKeyboardMarkup::new([[button]])),
            file: None,
            photo: None,
        }
    }

    #[test]
    fn what_a_message_shows_already_is_not_sent_again() {
        let hand = Slot::Hand {
            user: 11,
            table: -100,
        };
        let mut state = state();
        let cost = |state: &State, item: &Item| match state.cost(item) {
            Cost::Nothing => "nothing",
            Cost::Record => "record",
            Cost::Request => "request",
        };
        assert_eq!(cost(&state, &Item::clear(hand)), "nothing", "no message");
        state.ids.insert(hand, MessageId(5));
        let shown = Item::put(hand, buttons("v1"), None, 1);
        state.shown.insert(hand, shown.look());
        assert_eq!(cost(&state, &shown), "nothing");
        let lines = shown.clone().with_footer(vec!["Stich".into()]);
        assert_eq!(cost(&state, &lines), "request", "new event lines");
        state.shown.insert(hand, lines.look());
        assert_eq!(cost(&state, &lines), "nothing", "the same lines again");
        assert_eq!(cost(&state, &shown), "nothing", "a sync leaves the lines");
        assert_eq!(cost(&state, &Item::clear(hand)), "request");
        // A message without buttons is cleared by recording it so.
        state
            .shown
            .insert(hand, Item::put(hand, text("v2"), None, 2).look());
        assert_eq!(cost(&state, &Item::clear(hand)), "record");
        // Recorded before a restart, it may have buttons.
        state
            .shown
            .insert(hand, Look::recorded(shown.digest(), false));
        assert_eq!(cost(&state, &shown), "nothing");
        assert_eq!(cost(&state, &Item::clear(hand)), "request");
        // A message is stripped once, unless it shows buttons again.
        let key = TableKey::new(Platform::Telegram, "-100");
        let strip = Item::strip(ChatId(11), MessageId(4), key);
        assert_eq!(cost(&state, &strip), "request");
        state.stripped(ChatId(11), MessageId(4));
        assert_eq!(cost(&state, &strip), "record");
        state.unstripped(ChatId(11), MessageId(4));
        assert_eq!(cost(&state, &strip), "request");
    }

    #[test]
    fn an_update_older_than_one_given_is_dropped_until_the_table_is_cleared() {
        let hand = Slot::Hand {
            user: 11,
            table: -100,
        };
        let table = Slot::Table { chat: -100 };
        let mut state = state();
        // The move's edit (version 8) went first; a sync that read version 7 before it comes
        // after, and is dropped.
        assert!(state.accepts(&Item::put(hand, text("v8"), None, 8)));
        assert!(!state.accepts(&Item::put(hand, text("v7"), None, 7)));
        // The same version again (a new language, other pictures) goes through, and so does a
        // newer one; the table message has a version of its own.
        assert!(state.accepts(&Item::put(hand, text("v8, de"), None, 8)));
        assert!(state.accepts(&Item::put(table, text("t3"), None, 3)));
        assert!(state.accepts(&Item::put(hand, text("v9"), None, 9)));
        // A hand's buttons off leaves its version; the table cleared starts afresh (a new table
        // starts at a version of its own), but only in its own chat.
        let other = Slot::Hand {
            user: 11,
            table: -200,
        };
        assert!(state.accepts(&Item::put(other, text("v50"), None, 50)));
        assert!(state.accepts(&Item::clear(hand)));
        assert!(!state.accepts(&Item::put(hand, text("v7"), None, 7)));
        assert!(state.accepts(&Item::clear(table)));
        assert!(state.accepts(&Item::put(hand, text("new table"), None, 2)));
        assert!(state.accepts(&Item::put(table, text("new table"), None, 1)));
        assert!(!state.accepts(&Item::put(other, text("v49"), None, 49)));
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
