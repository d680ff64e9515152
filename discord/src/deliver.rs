//! Sending what the manager answered: the table message (one per channel, edited in place by a
//! single writer per channel so that edits coalesce), public posts, hands to the owner's direct
//! messages (edited in place; on error 50007 the user's DMs count as closed and his hand goes to
//! his ephemeral reply instead) and reminders. A failed write of a table or hand message is
//! redone by syncing the table's current state later ([`crate::heal`]), never by replaying an
//! old one: the manager has already persisted the game.

use std::sync::Arc;

use bot_core::manager::{Body, HandView, Lang, Manager, Refused, TableKey, UserId};
use bot_core::picture::Sketch;
use bot_core::protocol::Cards;
use serenity::all::{ChannelId, CreateMessage, Http, MessageId};
use serenity::builder::Builder;

use crate::batch::{Batch, TableUpdate};
use crate::defect;
use crate::heal::{Healer, Part, RATE_LIMIT_WAIT};
use crate::incoming::{discord_channel, discord_user};
use crate::outgoing::{self, Rendered};
use crate::picture::Pictured;
use crate::state::{HandSlot, State};

/// Discord's error code for "Cannot send messages to this user".
pub const CANNOT_DM: isize = 50007;

/// Counts a failed Discord request in `bummerl_platform_errors_total` (serenity's rate limiter
/// retries 429s itself, so Discord reports no retries of its own).
fn platform_error() {
    metrics::counter!("bummerl_platform_errors_total", "platform" => "discord").increment(1);
}
/// Discord's error code for "Unknown Message".
pub const UNKNOWN_MESSAGE: isize = 10008;

/// The JSON error code of a failed Discord request.
pub fn error_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}

/// The HTTP status of a failed Discord request.
pub fn http_status(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}

/// Where a hand ended up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandSent {
    /// In the owner's direct messages.
    Dm,
    /// The owner's DMs are closed; his ephemeral hand was updated if it could be.
    Closed,
    /// Sending failed for another reason (logged).
    Failed,
}

/// Sends the manager's messages to Discord.
pub struct Deliver {
    http: Arc<Http>,
    manager: Arc<Manager>,
    state: Arc<State>,
    healer: Healer,
}

/// How often a public post is tried before it is given up (the table message shows the state
/// regardless).
const POST_ATTEMPTS: u32 = 5;

impl Deliver {
    /// A sender over `http`.
    pub fn new(http: Arc<Http>, manager: Arc<Manager>, state: Arc<State>) -> Deliver {
        Deliver {
            http,
            manager,
            state,
            healer: Healer::default(),
        }
    }

    /// The manager.
    pub fn manager(&self) -> &Arc<Manager> {
        &self.manager
    }

    /// The schedule of tables to sync again.
    pub fn healer(&self) -> &Healer {
        &self.healer
    }

    /// The HTTP client.
    pub fn http(&self) -> &Arc<Http> {
        &self.http
    }

    /// The adapter's memory.
    pub fn state(&self) -> &Arc<State> {
        &self.state
    }

    /// Retires the messages of replaced tables (their buttons come off). Call before delivering
    /// or answering a batch.
    pub async fn forget_replaced(&self, batch: &Batch) {
        for key in &batch.opened {
            self.retire_all(key).await;
        }
    }

    /// Delivers everything in a batch: tables, posts, hands, private messages. Call
    /// [`Deliver::forget_replaced`] first for a batch that may open a table.
    pub async fn batch(self: &Arc<Self>, batch: Batch) {
        for update in batch.tables {
            if let Some(lang) = update.view.lang {
                // The table's language as the table says it now (a player may have set it):
                // its message and the posts beside it follow at once.
                self.state.set_table_lang(&update.view.key, lang);
            }
            if update.view.round.is_none() && self.state.has_hands(&update.view.key) {
                // Between Bummerl: the hands' buttons are out of date.
                self.healer.now(&update.view.key);
            }
            self.table(update);
        }
        for key in &batch.closed {
            self.retire_all(key).await;
        }
        for (key, bodies) in batch.posts {
            self.post(&key, &bodies).await;
        }
        for (user, hand) in batch.hands {
            self.hand(&user, &hand, false).await;
        }
        for (user, body) in batch.private {
            self.private(&user, &body).await;
        }
    }

    /// Queues a table view for the channel's table message; a single writer per channel
    /// applies the newest view, so bursts of moves become few edits.
    pub fn table(self: &Arc<Self>, update: TableUpdate) {
        let key = update.view.key.clone();
        if self.state.offer_table(update) {
            let me = Arc::clone(self);
            tokio::spawn(async move { me.write_tables(key).await });
        }
    }

    async fn write_tables(&self, key: TableKey) {
        let Some(channel) = discord_channel(&key) else {
            while self.state.next_table(&key).is_some() {}
            return;
        };
        while let Some((update, message)) = self.state.next_table(&key) {
            let lang = self.channel_lang(&key).await;
            let shown = self.state.table_picture(&key);
            let sketch = Sketch::table(&update.view, lang);
            let picture = Pictured::of(sketch, "table.png", shown).await;
            let rendered = outgoing::table(lang, &update.view, &update.footer).pictured(picture);
            let written = self.write(channel, message, &rendered).await;
            match written {
                Ok(id) => {
                    let version = update.view.version;
                    if self.state.table_written(&key, Some(id), version) {
                        let digest = rendered.picture.digest(shown);
                        self.state.set_table_picture(&key, digest);
                        self.healer.succeeded(&Part::Table(key.clone()));
                        self.record_table(&key, channel, id, version).await;
                    }
                }
                Err(e) => {
                    platform_error();
                    tracing::warn!(table = %key, "table message not sent, retrying: {e}");
                    self.healer.failed(Part::Table(key.clone()), &e);
                }
            }
        }
    }

    /// Edits `message` in `channel`, or posts a new one if there is none or it is gone; if
    /// Discord refuses its components, reports the defect and writes it without them.
    async fn write(
        &self,
        channel: ChannelId,
        message: Option<MessageId>,
        rendered: &Rendered,
    ) -> Result<MessageId, serenity::Error> {
        match self.write_once(channel, message, rendered).await {
            Err(e) if defect::keys_refused(&e, rendered) => {
                defect::report(&e, rendered, "message");
                self.write_once(channel, message, &rendered.without_keys())
                    .await
            }
            written => written,
        }
    }

    async fn write_once(
        &self,
        channel: ChannelId,
        message: Option<MessageId>,
        rendered: &Rendered,
    ) -> Result<MessageId, serenity::Error> {
        if let Some(id) = message {
            match channel
                .edit_message(&*self.http, id, rendered.edit_message())
                .await
            {
                Ok(m) => return Ok(m.id),
                Err(e) if error_code(&e) == Some(UNKNOWN_MESSAGE) => {}
                Err(e) => return Err(e),
            }
        }
        self.send(channel, rendered.create_message()).await
    }

    async fn send(
        &self,
        channel: ChannelId,
        message: CreateMessage,
    ) -> Result<MessageId, serenity::Error> {
        Ok(channel.send_message(&*self.http, message).await?.id)
    }

    /// Posts public messages to a channel as one message.
    pub async fn post(&self, key: &TableKey, bodies: &[Body]) {
        let Some(channel) = discord_channel(key) else {
            return;
        };
        if bodies.is_empty() {
            return;
        }
        let lang = self.channel_lang(key).await;
        let rendered = outgoing::bodies(lang, &key.channel, bodies);
        for attempt in 1..=POST_ATTEMPTS {
            let Err(e) = self.send(channel, rendered.create_message()).await else {
                return;
            };
            platform_error();
            if attempt == POST_ATTEMPTS {
                tracing::warn!(table = %key, "channel message not sent: {e}");
                return;
            }
            let limited = http_status(&e) == Some(429);
            let wait = bot_core::heal::backoff(attempt);
            let wait = if limited {
                wait.max(RATE_LIMIT_WAIT)
            } else {
                wait
            };
            tracing::info!(table = %key, "channel message not sent, retrying in {wait:?}: {e}");
            tokio::time::sleep(wait).await;
        }
    }

    /// The language of a channel's public messages: its table's, as the manager tells it
    /// ([`Manager::table_lang`], asked once per table); with no table there, what the adapter
    /// saw in the channel ([`State::channel_lang`]).
    pub async fn channel_lang(&self, key: &TableKey) -> Lang {
        let generation = match self.state.table_lang(key) {
            Ok(lang) => return lang,
            Err(generation) => generation,
        };
        let manager = Arc::clone(&self.manager);
        let k = key.clone();
        match tokio::task::spawn_blocking(move || manager.table_lang(&k)).await {
            Ok(Ok(Some(lang))) => {
                self.state.keep_table_lang(key, generation, lang);
                lang
            }
            _ => self.state.channel_lang(key),
        }
    }

    /// The language for private messages to a user: his explicit choice, else the locale he
    /// last used (since a restart: as his stored record keeps it), else the default.
    pub async fn user_lang(&self, user: &UserId) -> Lang {
        let record = self.record(user).await.unwrap_or_default();
        record
            .lang
            .or_else(|| self.state.user_lang(user))
            .or(record.platform_lang)
            .unwrap_or_else(|| self.state.default_lang())
    }

    /// Notes the locale of a user's interaction. His stored record keeps it
    /// (`UserRecord::platform_lang`), so that his private messages keep his language after a
    /// restart; it is written only when it differs from the stored one, which is read once
    /// per user and process.
    pub async fn saw_user(&self, user: &UserId, lang: Lang) {
        if self.state.saw_user(user, lang) == Some(lang) {
            return;
        }
        let stored = self.record(user).await.and_then(|r| r.platform_lang);
        if stored != Some(lang) {
            self.update_record(user, move |r| r.platform_lang = Some(lang))
                .await;
        }
    }

    async fn record(&self, user: &UserId) -> Option<bot_core::store::UserRecord> {
        let manager = Arc::clone(&self.manager);
        let id = user.clone();
        tokio::task::spawn_blocking(move || manager.user(&id).ok().flatten())
            .await
            .ok()
            .flatten()
    }

    async fn update_record(
        &self,
        user: &UserId,
        f: impl FnOnce(&mut bot_core::store::UserRecord) + Send + 'static,
    ) {
        // What the adapter notes of a user is noted again when it next changes.
        let _ = self.write_record(user, f).await;
    }

    async fn write_record(
        &self,
        user: &UserId,
        f: impl FnOnce(&mut bot_core::store::UserRecord) + Send + 'static,
    ) -> Result<(), Refused> {
        let manager = Arc::clone(&self.manager);
        let id = user.clone();
        tokio::task::spawn_blocking(move || manager.update_user(&id, f).map(drop))
            .await
            .unwrap_or(Err(Refused::Unavailable))
    }

    /// Stores how the user's own cards come at every table (`/schnapsen cards for: me`): his
    /// hands' pictures follow it before the table's option, the hands he holds now at once.
    pub async fn set_cards(&self, user: &UserId, cards: Cards) -> Result<(), Refused> {
        self.write_record(user, move |r| r.cards = Some(cards))
            .await?;
        for key in self.state.redraw_hands(user) {
            self.healer.now(&key);
        }
        Ok(())
    }

    /// Whether a user's DMs are known to be closed.
    pub async fn dm_closed(&self, user: &UserId) -> bool {
        if let Some(closed) = self.state.dm(user).closed {
            return closed;
        }
        let record = self.record(user).await.unwrap_or_default();
        let channel = record
            .private_chat
            .as_deref()
            .and_then(|c| c.parse::<u64>().ok());
        self.state.update_dm(user, |dm| {
            dm.closed = Some(record.blocked);
            if dm.channel.is_none() {
                dm.channel = channel.filter(|&c| c != 0).map(ChannelId::new);
            }
        });
        record.blocked
    }

    /// Records whether a user's DMs are closed, in memory and in the store.
    pub async fn set_dm_closed(&self, user: &UserId, closed: bool) {
        if self.state.dm(user).closed == Some(closed) {
            return;
        }
        self.state.update_dm(user, |dm| dm.closed = Some(closed));
        self.update_record(user, move |r| r.blocked = closed).await;
    }

    async fn dm_channel(&self, user: &UserId) -> Result<ChannelId, serenity::Error> {
        if let Some(channel) = self.state.dm(user).channel {
            return Ok(channel);
        }
        let Some(id) = discord_user(user) else {
            return Err(serenity::Error::Other("not a Discord user"));
        };
        let channel = id.create_dm_channel(&*self.http).await?.id;
        self.state.update_dm(user, |dm| dm.channel = Some(channel));
        let text = channel.get().to_string();
        self.update_record(user, move |r| r.private_chat = Some(text))
            .await;
        Ok(channel)
    }

    /// Sends a hand to its owner: his DM hand message is edited (or posted); if his DMs are
    /// closed, his ephemeral hand is edited while its token is valid. `force` shows the hand even
    /// if the DM already shows this version (the player asked for it).
    pub async fn hand(&self, user: &UserId, hand: &HandView, force: bool) -> HandSent {
        let lock = self.state.sending(user);
        let _guard = lock.lock().await;
        let lang = self.user_lang(user).await;
        if !self.dm_closed(user).await {
            let slot = self.state.hand(user, &hand.key);
            if !force && hand.version <= slot.shown && slot.message.is_some() {
                return HandSent::Dm;
            }
            let shown = slot.message.map_or(0, |_| slot.picture);
            let pictured = self.hand_message(user, hand, lang, shown).await;
            match self.dm_hand(user, slot, &pictured).await {
                Ok((channel, message)) => {
                    let new = HandSlot {
                        message: Some((channel, message)),
                        shown: hand.version,
                        picture: pictured.picture.digest(shown),
                    };
                    self.state.set_hand(user, &hand.key, new);
                    let part = Part::Hand(hand.key.clone(), user.clone());
                    self.healer.succeeded(&part);
                    self.record_hand(&hand.key, user, (channel, message), hand.version)
                        .await;
                    return HandSent::Dm;
                }
                Err(e) if error_code(&e) == Some(CANNOT_DM) => {
                    tracing::info!(%user, "direct messages closed; hands go to ephemeral replies");
                    self.set_dm_closed(user, true).await;
                }
                Err(e) => {
                    platform_error();
                    tracing::warn!(%user, "hand not sent, retrying: {e}");
                    self.healer
                        .failed(Part::Hand(hand.key.clone(), user.clone()), &e);
                    return HandSent::Failed;
                }
            }
        }
        self.ephemeral_hand(user, hand, lang).await;
        HandSent::Closed
    }

    /// A hand as its owner sees it in `lang`: its text and keys, and its picture in the pack
    /// he prefers (else the table's), drawn unless the message it goes to shows that picture
    /// already (digest `shown`; 0: none, or a new message).
    pub async fn hand_message(
        &self,
        user: &UserId,
        hand: &HandView,
        lang: Lang,
        shown: u64,
    ) -> Rendered {
        let preference = self.record(user).await.and_then(|r| r.cards);
        let sketch = Sketch::hand(hand, lang, preference);
        let picture = Pictured::of(sketch, "hand.png", shown).await;
        outgoing::hand(lang, hand).pictured(picture)
    }

    async fn dm_hand(
        &self,
        user: &UserId,
        slot: HandSlot,
        rendered: &Rendered,
    ) -> Result<(ChannelId, MessageId), serenity::Error> {
        let channel = match slot.message {
            Some((channel, _)) => channel,
            None => self.dm_channel(user).await?,
        };
        let message = self
            .write(channel, slot.message.map(|(_, m)| m), rendered)
            .await?;
        Ok((channel, message))
    }

    /// Edits the ephemeral reply that shows a player's hand, if its token is still valid: its
    /// picture replaced where it changed.
    async fn ephemeral_hand(&self, user: &UserId, hand: &HandView, lang: Lang) {
        let Some(mut eph) = self.state.ephemeral(user, &hand.key) else {
            return;
        };
        if hand.version <= eph.shown {
            return;
        }
        let rendered = &self.hand_message(user, hand, lang, eph.picture).await;
        let edit = |rendered: &Rendered| {
            let (edit, uploads) = (rendered.edit_response(), rendered.uploads());
            let (http, token) = (&self.http, &eph.token);
            async move {
                match eph.followup {
                    Some(id) => http
                        .edit_followup_message(token, id, &edit, uploads)
                        .await
                        .map(drop),
                    None => edit.execute(&**http, token).await.map(drop),
                }
            }
        };
        let result = match edit(rendered).await {
            Err(e) if defect::keys_refused(&e, rendered) => {
                defect::report(&e, rendered, "ephemeral hand");
                edit(&rendered.without_keys()).await
            }
            result => result,
        };
        match result {
            Ok(()) => {
                eph.shown = hand.version;
                eph.picture = rendered.picture.digest(eph.picture);
                self.state.set_ephemeral(user, &hand.key, Some(eph));
            }
            Err(e) => {
                tracing::info!(%user, "ephemeral hand not updated: {e}");
                self.state.set_ephemeral(user, &hand.key, None);
            }
        }
    }

    /// Sends a private message other than a hand (a reminder) to the user's DMs.
    pub async fn private(&self, user: &UserId, body: &Body) {
        if matches!(body, Body::Hand(_)) || self.dm_closed(user).await {
            return;
        }
        let lang = self.user_lang(user).await;
        let rendered = Rendered::text(bot_core::text::body(lang, body));
        let sent = match self.dm_channel(user).await {
            Ok(channel) => self
                .send(channel, rendered.create_message())
                .await
                .map(drop),
            Err(e) => Err(e),
        };
        match sent {
            Ok(()) => {}
            Err(e) if error_code(&e) == Some(CANNOT_DM) => self.set_dm_closed(user, true).await,
            Err(e) => {
                platform_error();
                tracing::warn!(%user, "private message not sent: {e}");
            }
        }
    }
}
