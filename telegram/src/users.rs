//! What the adapter knows of users and groups: each user's language (an explicit `/lang` choice,
//! else Telegram's `language_code`, else the configured default), whether the bot can write to
//! him privately, which tables he plays at, and each group's language (its table opener's).
//!
//! The durable part — private chat, chosen language, blocked — lives in the manager's
//! [`UserRecord`]s and survives a restart, and so do the groups' titles (in the store's records
//! of messages out); Telegram's `language_code`, the user's current tables and which notices
//! were posted are memory only and come back with the next update (or a scan of the stored
//! tables).

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError};

use bot_core::manager::{Lang, Manager, Platform, Table, TableKey, User, UserId};
use bot_core::protocol::Cards;
use bot_core::store::{Posted, UserRecord};

use crate::record::{self, Record};

/// A Telegram user's id in the manager.
pub(crate) fn user_id(id: teloxide::types::UserId) -> UserId {
    UserId::new(Platform::Telegram, id.0.to_string())
}

/// A Telegram chat's table key.
pub(crate) fn table_key(chat: teloxide::types::ChatId) -> TableKey {
    TableKey::new(Platform::Telegram, chat.0.to_string())
}

/// A user's display name: first and last name.
pub(crate) fn display_name(user: &teloxide::types::User) -> String {
    user.full_name()
}

/// What is learned from updates and not stored.
#[derive(Clone, Debug, Default)]
struct Memory {
    platform_lang: Option<Lang>,
    /// Tables he sits at (or sat at: checked against the store when used), the one he last got
    /// a hand for or acted at last.
    tables: Vec<TableKey>,
    scanned: bool,
    /// Tables where the group was told the bot cannot reach him.
    noticed: HashSet<TableKey>,
}

#[derive(Default)]
struct State {
    /// Records as loaded from (and written to) the store.
    records: HashMap<UserId, UserRecord>,
    memory: HashMap<UserId, Memory>,
    /// Each group's language as its table's view last said it (`None`: a table stored before
    /// tables kept it, asked of the manager).
    langs: HashMap<TableKey, Option<Lang>>,
    titles: HashMap<TableKey, String>,
}

/// Whether the bot can write to a user privately.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reach {
    /// His private chat, if the bot can write to it.
    pub chat: Option<teloxide::types::ChatId>,
    /// He blocked the bot.
    pub blocked: bool,
    /// His name as last seen.
    pub name: String,
}

/// Users and groups.
pub(crate) struct Users {
    manager: Arc<Manager>,
    default_lang: Lang,
    state: Arc<Mutex<State>>,
    writes: Arc<Mutex<()>>,
}

impl Users {
    /// Users of `manager`'s store; `default_lang` when Telegram tells no language.
    pub(crate) fn new(manager: Arc<Manager>, default_lang: Lang) -> Users {
        Users {
            manager,
            default_lang,
            state: Arc::new(Mutex::new(State::default())),
            writes: Arc::new(Mutex::new(())),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn memory<R>(&self, id: &UserId, f: impl FnOnce(&mut Memory) -> R) -> R {
        f(self.state().memory.entry(id.clone()).or_default())
    }

    fn lang(&self, id: &UserId, record: &UserRecord) -> Lang {
        record
            .lang
            .or_else(|| self.memory(id, |m| m.platform_lang))
            .or(record.platform_lang)
            .unwrap_or(self.default_lang)
    }

    /// The stored record, loaded once; a record that cannot be read counts as empty for now
    /// (and is read again next time).
    async fn record(&self, id: &UserId) -> UserRecord {
        if let Some(record) = self.state().records.get(id) {
            return record.clone();
        }
        let manager = self.manager.clone();
        let key = id.clone();
        match tokio::task::spawn_blocking(move || manager.user(&key)).await {
            Ok(Ok(record)) => self
                .state()
                .records
                .entry(id.clone())
                .or_insert(record.unwrap_or_default())
                .clone(),
            _ => {
                tracing::warn!("telegram: could not read user {id}");
                UserRecord::default()
            }
        }
    }

    /// Changes the record and writes it through to the store.
    async fn update(&self, id: &UserId, change: impl FnOnce(&mut UserRecord)) {
        let loaded = self.record(id).await;
        change(self.state().records.entry(id.clone()).or_insert(loaded));
        let manager = self.manager.clone();
        let (writes, state) = (self.writes.clone(), self.state.clone());
        let key = id.clone();
        let result = tokio::task::spawn_blocking(move || {
            // The record is read under the write lock, so the last write carries the latest.
            let _guard = writes.lock().unwrap_or_else(PoisonError::into_inner);
            let latest = state
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .records
                .get(&key)
                .cloned()
                .unwrap_or_default();
            manager.update_user(&key, |r| *r = latest)
        })
        .await;
        if !matches!(result, Ok(Ok(_))) {
            tracing::warn!("telegram: could not save user {id}");
        }
    }

    /// A user as an update shows him: his language and name are noted; a message in his private
    /// chat proves the bot can write to him.
    pub(crate) async fn seen(&self, from: &teloxide::types::User, in_private: bool) -> User {
        let id = user_id(from.id);
        let name = display_name(from);
        let platform_lang = from.language_code.as_deref().map(Lang::from_tag);
        if let Some(lang) = platform_lang {
            self.memory(&id, |m| m.platform_lang = Some(lang));
        }
        let record = self.record(&id).await;
        let chat = from.id.0.to_string();
        let reach =
            in_private && (record.private_chat.as_deref() != Some(chat.as_str()) || record.blocked);
        let new_lang = platform_lang.is_some() && record.platform_lang != platform_lang;
        if reach || record.name != name || new_lang {
            self.update(&id, |r| {
                r.name.clone_from(&name);
                if platform_lang.is_some() {
                    r.platform_lang = platform_lang;
                }
                if reach {
                    r.private_chat = Some(chat);
                    r.blocked = false;
                }
            })
            .await;
        }
        if reach {
            self.memory(&id, |m| m.noticed.clear());
        }
        let lang = self.lang(&id, &record);
        User::new(id, name, lang)
    }

    /// The user's language.
    pub(crate) async fn lang_of(&self, id: &UserId) -> Lang {
        let record = self.record(id).await;
        self.lang(id, &record)
    }

    /// How the user chose to see the cards of his hands (`None`: as each table shows them).
    pub(crate) async fn cards_of(&self, id: &UserId) -> Option<Cards> {
        self.record(id).await.cards
    }

    /// Sets how the user sees the cards of his hands.
    pub(crate) async fn set_cards(&self, id: &UserId, cards: Cards) {
        self.update(id, |r| r.cards = Some(cards)).await;
    }

    /// Sets the user's language explicitly.
    pub(crate) async fn set_lang(&self, id: &UserId, lang: Lang) {
        self.update(id, |r| r.lang = Some(lang)).await;
    }

    /// Whether and where the bot can write to the user privately.
    pub(crate) async fn reach(&self, id: &UserId) -> Reach {
        let record = self.record(id).await;
        // Private messages go to the user's own private chat only: its id is the user's id.
        let chat = record
            .private_chat
            .as_deref()
            .filter(|c| *c == id.id && !record.blocked)
            .and_then(|c| c.parse().ok())
            .map(teloxide::types::ChatId);
        Reach {
            chat,
            blocked: record.blocked,
            name: record.name,
        }
    }

    /// Notes that the bot cannot write to the user (he blocked it, or never started it).
    pub(crate) async fn unreachable(&self, id: &UserId, blocked: bool) {
        self.update(id, |r| {
            r.blocked = blocked;
            if !blocked {
                r.private_chat = None;
            }
        })
        .await;
    }

    /// Whether the group of `table` should now be told that the user cannot be reached (once per
    /// table until he is reachable again).
    pub(crate) fn first_notice(&self, id: &UserId, table: &TableKey) -> bool {
        self.memory(id, |m| m.noticed.insert(table.clone()))
    }

    /// Notes that the user plays at `table` (the most recent of his tables).
    pub(crate) fn plays_at(&self, id: &UserId, table: &TableKey) {
        self.memory(id, |m| {
            m.tables.retain(|t| t != table);
            m.tables.push(table.clone());
        });
    }

    /// Notes that the user sits at `table`, without making it his most recent table.
    pub(crate) fn sits_at(&self, id: &UserId, table: &TableKey) {
        self.memory(id, |m| {
            if !m.tables.contains(table) {
                m.tables.insert(0, table.clone());
            }
        });
    }

    /// The tables the user sits at, as stored now, the one he last played at last. What he sits
    /// at is learned from updates, and once per run from a scan of the stored tables; tables he
    /// no longer sits at are forgotten here.
    pub(crate) async fn seated(&self, id: &UserId) -> Vec<Table> {
        let candidates = self.known_tables(id).await;
        let manager = self.manager.clone();
        let user = id.clone();
        let keys = candidates.clone();
        let found = tokio::task::spawn_blocking(move || {
            keys.into_iter()
                .filter_map(|key| manager.table(&key).ok().flatten())
                .filter(|t| t.player_of(&user).is_some())
                .collect::<Vec<_>>()
        })
        .await
        .unwrap_or_default();
        self.memory(id, |m| {
            m.tables
                .retain(|k| !candidates.contains(k) || found.iter().any(|t| t.key == *k));
        });
        found
    }

    /// The tables the user may sit at (a superset): those learned from updates, after a scan of
    /// the stored tables once per run.
    async fn known_tables(&self, id: &UserId) -> Vec<TableKey> {
        if self.memory(id, |m| m.scanned) {
            return self.memory(id, |m| m.tables.clone());
        }
        let manager = self.manager.clone();
        let user = id.clone();
        let found = tokio::task::spawn_blocking(move || {
            let mut found: Vec<(bool, TableKey)> = manager
                .store()
                .tables()
                .into_iter()
                .filter_map(Result::ok)
                .filter(|t| t.key.platform == Platform::Telegram && t.player_of(&user).is_some())
                .map(|t| (t.round().is_some(), t.key))
                .collect();
            // Tables with a game in progress last: they are the likelier target.
            found.sort();
            found.into_iter().map(|(_, key)| key).collect::<Vec<_>>()
        })
        .await
        .unwrap_or_default();
        self.memory(id, |m| {
            m.scanned = true;
            // What he played at since the scan started stays the most recent.
            let mut tables: Vec<TableKey> = found
                .into_iter()
                .filter(|k| !m.tables.contains(k))
                .collect();
            tables.append(&mut m.tables);
            m.tables = tables;
            m.tables.clone()
        })
    }

    /// Notes a group's title (shown above the hands of its table); a new one is recorded in the
    /// store, so that hands edited after a restart still name their group.
    pub(crate) async fn set_title(&self, table: &TableKey, title: &str) {
        let new = {
            let mut state = self.state();
            let new = state.titles.get(table).is_none_or(|t| t != title);
            if new {
                state.titles.insert(table.clone(), title.to_owned());
            }
            new
        };
        if new {
            let titled = Record::Titled(table.clone(), title.to_owned());
            record::write(self.manager.store(), vec![titled]).await;
        }
    }

    /// Takes in the titles the store recorded (one seen in this run is newer and stays).
    pub(crate) fn load_titles(&self, records: &[Posted]) {
        let mut state = self.state();
        for posted in records {
            if let Some(title) = &posted.title {
                state
                    .titles
                    .entry(posted.key.clone())
                    .or_insert_with(|| title.clone());
            }
        }
    }

    /// A group's title, if seen.
    pub(crate) fn title(&self, table: &TableKey) -> Option<String> {
        self.state().titles.get(table).cloned()
    }

    /// Notes the language a table's view says its group speaks.
    pub(crate) fn set_table_lang(&self, table: &TableKey, lang: Option<Lang>) {
        self.state().langs.insert(table.clone(), lang);
    }

    /// The group's language: its table's, as the manager says it ([`Manager::table_lang`]: the
    /// language the table was opened in, for an older table its opener's), else the default.
    pub(crate) async fn group_lang(&self, table: &TableKey) -> Lang {
        if let Some(Some(lang)) = self.state().langs.get(table).copied() {
            return lang;
        }
        let manager = self.manager.clone();
        let key = table.clone();
        let lang = tokio::task::spawn_blocking(move || manager.table_lang(&key))
            .await
            .ok()
            .and_then(Result::ok)
            .flatten();
        if lang.is_some() {
            self.set_table_lang(table, lang);
        }
        lang.unwrap_or(self.default_lang)
    }
}
