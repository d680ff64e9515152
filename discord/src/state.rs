//! What the adapter remembers in memory: the table message of each channel and the language of
//! its table as the manager said it, the language seen in channels without a table, each
//! player's hand message, the ephemeral hands of players with closed direct messages, and what
//! it learnt of users. None of it is game state — the manager has persisted that. The ids of
//! the table and hand messages are also recorded in the store ([`crate::heal`]), which refills
//! this memory after a restart; a table's language is the manager's to tell again, and users'
//! locales are kept in their stored records ([`crate::deliver::Deliver::saw_user`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use bot_core::manager::{Lang, TableKey, UserId};
use serenity::all::{ChannelId, MessageId};

use crate::batch::TableUpdate;

/// Interaction tokens may be used for 15 minutes; an ephemeral hand is edited only within this.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);

/// The most events a table message's footer carries when views waiting for it are merged (the
/// newest are kept).
pub const MAX_FOOTER: usize = 8;

/// The table message of a channel and the edits waiting for it.
#[derive(Debug, Default)]
pub struct TableSlot {
    /// The message, once posted.
    pub message: Option<MessageId>,
    /// The version it shows.
    pub shown: u64,
    /// The newest view not yet shown.
    pub pending: Option<TableUpdate>,
    /// Whether a task is writing the message.
    pub busy: bool,
    /// Counts the tables the channel had: a write begun for an earlier table does not record
    /// its message for the new one.
    pub generation: u64,
    /// The generation the write under way began in.
    pub writing: u64,
    /// The language of the table's public messages, once the manager told it (a table keeps
    /// its language; a new table in the channel is asked again).
    pub lang: Option<Lang>,
    /// The digest of the picture the message shows (0: none, or not known since a restart).
    pub picture: u64,
}

/// A player's hand message in his direct messages.
#[derive(Clone, Copy, Debug, Default)]
pub struct HandSlot {
    /// The message, once posted.
    pub message: Option<(ChannelId, MessageId)>,
    /// The version it shows.
    pub shown: u64,
    /// The digest of the picture it shows (0: none, or not known since a restart).
    pub picture: u64,
}

/// An ephemeral reply showing a player's hand, editable through its interaction token.
#[derive(Clone, Debug)]
pub struct EphemeralHand {
    /// The interaction token.
    pub token: String,
    /// The follow-up message, when the hand is a follow-up rather than the original response.
    pub followup: Option<MessageId>,
    /// When the token was issued.
    pub since: Instant,
    /// The version it shows.
    pub shown: u64,
    /// The digest of the picture it shows (0: none).
    pub picture: u64,
}

/// What is known of a user's direct messages.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dm {
    /// The DM channel.
    pub channel: Option<ChannelId>,
    /// Whether sending fails (50007); `None` until the store was asked.
    pub closed: Option<bool>,
}

type HandKey = (UserId, TableKey);

#[derive(Debug, Default)]
struct Inner {
    channel_lang: HashMap<TableKey, Lang>,
    user_lang: HashMap<UserId, Lang>,
    dms: HashMap<UserId, Dm>,
    tables: HashMap<TableKey, TableSlot>,
    hands: HashMap<HandKey, HandSlot>,
    ephemeral: HashMap<HandKey, EphemeralHand>,
    sending: HashMap<UserId, Arc<tokio::sync::Mutex<()>>>,
}

/// The adapter's memory.
#[derive(Debug)]
pub struct State {
    default_lang: Lang,
    inner: Mutex<Inner>,
}

impl State {
    /// Empty memory; `default_lang` until a channel or user shows another.
    pub fn new(default_lang: Lang) -> State {
        State {
            default_lang,
            inner: Mutex::new(Inner::default()),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The language when nothing else is known.
    pub fn default_lang(&self) -> Lang {
        self.default_lang
    }

    /// The language seen in a channel, for its public messages while it has no table: the
    /// latest table's, else the first user's seen there, else the default.
    pub fn channel_lang(&self, key: &TableKey) -> Lang {
        self.lock()
            .channel_lang
            .get(key)
            .copied()
            .unwrap_or(self.default_lang)
    }

    /// Sets a channel's language (on opening a table, or on first sight).
    pub fn set_channel_lang(&self, key: &TableKey, lang: Lang, overwrite: bool) {
        let mut inner = self.lock();
        if overwrite {
            inner.channel_lang.insert(key.clone(), lang);
        } else {
            inner.channel_lang.entry(key.clone()).or_insert(lang);
        }
    }

    /// The language of the channel's table, if the manager told it since the table was
    /// opened; else the table's generation, to hand back with the answer
    /// ([`State::keep_table_lang`]).
    pub fn table_lang(&self, key: &TableKey) -> Result<Lang, u64> {
        let inner = self.lock();
        let slot = inner.tables.get(key);
        match slot.and_then(|s| s.lang) {
            Some(lang) => Ok(lang),
            None => Err(slot.map_or(0, |s| s.generation)),
        }
    }

    /// Keeps the language the manager told for the channel's table, unless the channel got
    /// another table since it was asked (`generation`); it is also the channel's language once
    /// the table is gone.
    pub fn keep_table_lang(&self, key: &TableKey, generation: u64, lang: Lang) {
        let mut inner = self.lock();
        inner.channel_lang.insert(key.clone(), lang);
        let slot = inner.tables.entry(key.clone()).or_default();
        if slot.generation == generation {
            slot.lang = Some(lang);
        }
    }

    /// The language the channel's table speaks now, as its view says it.
    pub fn set_table_lang(&self, key: &TableKey, lang: Lang) {
        let mut inner = self.lock();
        inner.channel_lang.insert(key.clone(), lang);
        inner.tables.entry(key.clone()).or_default().lang = Some(lang);
    }

    /// The language a user last used, if seen.
    pub fn user_lang(&self, user: &UserId) -> Option<Lang> {
        self.lock().user_lang.get(user).copied()
    }

    /// Remembers the language of a user's interaction; returns the one remembered before.
    pub fn saw_user(&self, user: &UserId, lang: Lang) -> Option<Lang> {
        self.lock().user_lang.insert(user.clone(), lang)
    }

    /// What is known of a user's direct messages.
    pub fn dm(&self, user: &UserId) -> Dm {
        self.lock().dms.get(user).copied().unwrap_or_default()
    }

    /// Updates what is known of a user's direct messages.
    pub fn update_dm(&self, user: &UserId, f: impl FnOnce(&mut Dm)) {
        f(self.lock().dms.entry(user.clone()).or_default());
    }

    /// The lock that keeps one user's private messages in order.
    pub fn sending(&self, user: &UserId) -> Arc<tokio::sync::Mutex<()>> {
        self.lock().sending.entry(user.clone()).or_default().clone()
    }

    /// Forgets the table message and hands of a channel whose table was replaced.
    pub fn reset_table(&self, key: &TableKey) {
        let mut inner = self.lock();
        // A slot even where none was: a language asked of the manager before the reset must
        // see the generation change.
        let slot = inner.tables.entry(key.clone()).or_default();
        slot.message = None;
        slot.shown = 0;
        slot.pending = None;
        slot.generation += 1;
        slot.lang = None;
        inner.hands.retain(|(_, k), _| k != key);
        inner.ephemeral.retain(|(_, k), _| k != key);
    }

    /// Offers a table view for the channel's message. Returns true if the caller must start the
    /// writer (none is running); an older view than one shown or pending is dropped. A newer
    /// view replacing one still pending keeps that one's footer before its own, so no move's
    /// events (a call of the bidding) go unshown.
    pub fn offer_table(&self, mut update: TableUpdate) -> bool {
        let mut inner = self.lock();
        let slot = inner.tables.entry(update.view.key.clone()).or_default();
        let newest = slot.pending.as_ref().map_or(slot.shown, |p| p.view.version);
        if update.view.version <= newest && (slot.message.is_some() || slot.pending.is_some()) {
            return false;
        }
        if let Some(replaced) = slot.pending.take() {
            update.footer.splice(0..0, replaced.footer);
            let excess = update.footer.len().saturating_sub(MAX_FOOTER);
            update.footer.drain(..excess);
        }
        slot.pending = Some(update);
        !std::mem::replace(&mut slot.busy, true)
    }

    /// The next view for the writer of a channel's table message and the message to edit, or
    /// `None` (and the writer stops) when nothing is pending.
    pub fn next_table(&self, key: &TableKey) -> Option<(TableUpdate, Option<MessageId>)> {
        let mut inner = self.lock();
        let slot = inner.tables.entry(key.clone()).or_default();
        match slot.pending.take() {
            Some(update) => {
                slot.writing = slot.generation;
                Some((update, slot.message))
            }
            None => {
                slot.busy = false;
                None
            }
        }
    }

    /// Records the table message after a write; returns false (and records nothing) when the
    /// channel got a new table while it was written.
    pub fn table_written(&self, key: &TableKey, message: Option<MessageId>, version: u64) -> bool {
        let mut inner = self.lock();
        let slot = inner.tables.entry(key.clone()).or_default();
        if slot.writing != slot.generation {
            return false;
        }
        slot.message = message;
        slot.shown = slot.shown.max(version);
        true
    }

    /// The digest of the picture the table message of `key` shows (0: none or not known).
    pub fn table_picture(&self, key: &TableKey) -> u64 {
        self.lock().tables.get(key).map_or(0, |slot| slot.picture)
    }

    /// Records the picture the table message of `key` shows after a write of the table it
    /// shows now.
    pub fn set_table_picture(&self, key: &TableKey, digest: u64) {
        if let Some(slot) = self.lock().tables.get_mut(key) {
            slot.picture = digest;
        }
    }

    /// A player's hand message.
    pub fn hand(&self, user: &UserId, key: &TableKey) -> HandSlot {
        self.lock()
            .hands
            .get(&(user.clone(), key.clone()))
            .copied()
            .unwrap_or_default()
    }

    /// Records a player's hand message.
    pub fn set_hand(&self, user: &UserId, key: &TableKey, slot: HandSlot) {
        self.lock().hands.insert((user.clone(), key.clone()), slot);
    }

    /// Whether any player's hand message at the table of `key` is known.
    pub fn has_hands(&self, key: &TableKey) -> bool {
        self.lock().hands.keys().any(|(_, k)| k == key)
    }

    /// Forgets the hand messages at the table of `key` of players not among `holding` (their
    /// messages are retired; a later hand goes to a new message).
    pub fn forget_hands_except<T>(&self, key: &TableKey, holding: &[(UserId, T)]) {
        self.lock()
            .hands
            .retain(|(u, k), _| k != key || holding.iter().any(|(h, _)| h == u));
    }

    /// Marks every hand message of `user` (in his DMs and ephemeral) as showing nothing yet, so
    /// that the next delivery draws it again (his own pack changed); returns their tables.
    pub fn redraw_hands(&self, user: &UserId) -> Vec<TableKey> {
        let mut inner = self.lock();
        let inner = &mut *inner;
        let dms = inner.hands.iter_mut().map(|(k, slot)| (k, &mut slot.shown));
        let ephemeral = inner.ephemeral.iter_mut().map(|(k, e)| (k, &mut e.shown));
        let mut keys: Vec<TableKey> = dms
            .chain(ephemeral)
            .filter(|((u, _), _)| u == user)
            .map(|((_, key), shown)| {
                *shown = 0;
                key.clone()
            })
            .collect();
        keys.sort();
        keys.dedup();
        keys
    }

    /// A player's ephemeral hand, while its token is still valid.
    pub fn ephemeral(&self, user: &UserId, key: &TableKey) -> Option<EphemeralHand> {
        let mut inner = self.lock();
        let k = (user.clone(), key.clone());
        match inner.ephemeral.get(&k) {
            Some(e) if e.since.elapsed() < TOKEN_LIFETIME => Some(e.clone()),
            Some(_) => {
                inner.ephemeral.remove(&k);
                None
            }
            None => None,
        }
    }

    /// Records a player's ephemeral hand.
    pub fn set_ephemeral(&self, user: &UserId, key: &TableKey, hand: Option<EphemeralHand>) {
        let k = (user.clone(), key.clone());
        let mut inner = self.lock();
        match hand {
            Some(hand) => inner.ephemeral.insert(k, hand),
            None => inner.ephemeral.remove(&k),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update(version: u64) -> TableUpdate {
        let mut view = crate::outgoing::tests::views().lobby;
        view.version = version;
        TableUpdate {
            view,
            footer: Vec::new(),
        }
    }

    #[test]
    fn table_edits_coalesce_to_the_newest_view() {
        let state = State::new(Lang::En);
        let key = update(0).view.key;
        assert!(
            state.offer_table(update(3)),
            "the first offer starts a writer"
        );
        assert!(!state.offer_table(update(4)), "a writer is running");
        assert!(!state.offer_table(update(2)), "older views are dropped");
        let (next, message) = state.next_table(&key).unwrap();
        assert_eq!((next.view.version, message), (4, None));
        state.table_written(&key, Some(MessageId::new(9)), 4);
        assert!(!state.offer_table(update(4)));
        assert!(!state.offer_table(update(6)));
        assert!(!state.offer_table(update(5)));
        let (next, message) = state.next_table(&key).unwrap();
        assert_eq!((next.view.version, message), (6, Some(MessageId::new(9))));
        assert!(state.next_table(&key).is_none(), "the writer stops");
        assert!(state.offer_table(update(7)), "and is started again");
        state.reset_table(&key);
        assert!(
            !state.offer_table(update(1)),
            "after a reset, a new table's views count"
        );
        assert_eq!(state.next_table(&key).unwrap().0.view.version, 1);
        // A new table while the old one's view is being written: that write records nothing.
        assert!(!state.offer_table(update(9)));
        let (old, _) = state.next_table(&key).unwrap();
        state.reset_table(&key);
        assert!(!state.table_written(&key, Some(MessageId::new(9)), old.view.version));
        assert!(!state.offer_table(update(2)));
        let (new, message) = state.next_table(&key).unwrap();
        assert_eq!(
            (new.view.version, message),
            (2, None),
            "the new table gets a new message"
        );
        assert!(state.table_written(&key, Some(MessageId::new(10)), 2));
    }

    #[test]
    fn a_replaced_view_passes_its_footer_on() {
        use bot_core::manager::Event;
        let state = State::new(Lang::En);
        let with = |version, names: &[&str]| {
            let mut u = update(version);
            u.footer = names
                .iter()
                .map(|n| Event::Replaced { name: (*n).into() })
                .collect();
            u
        };
        let key = update(0).view.key;
        assert!(state.offer_table(with(3, &["a"])));
        assert!(!state.offer_table(with(4, &["b", "c"])));
        let (next, _) = state.next_table(&key).unwrap();
        let names = |u: &TableUpdate| -> Vec<String> {
            u.footer
                .iter()
                .map(|e| match e {
                    Event::Replaced { name } => name.clone(),
                    other => panic!("{other:?}"),
                })
                .collect()
        };
        assert_eq!(names(&next), ["a", "b", "c"]);
        state.table_written(&key, Some(MessageId::new(9)), 4);
        let many: Vec<String> = (0..MAX_FOOTER + 3).map(|i| i.to_string()).collect();
        for (i, name) in many.iter().enumerate() {
            state.offer_table(with(5 + i as u64, &[name.as_str()]));
        }
        let (next, _) = state.next_table(&key).unwrap();
        assert_eq!(names(&next), many[3..], "the newest events are kept");
    }
}
